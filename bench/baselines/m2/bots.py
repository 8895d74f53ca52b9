"""The Strong and Expert players of milestone 2 (frozen copies of ``parchis_desktop.ai.bots``)."""
from __future__ import annotations

from parchis_desktop.engine import Position, legal_moves
from parchis_desktop.engine.move import Move

from .evaluate import CONSTANTS, DUEL_CONSTANTS, STRONG_CONSTANTS
from .search import ROLL_STAGES, ExpertSearch, LeafCache, best_first_move, pre_roll_choice


class StrongBot:
    """Plans the whole roll, scored by the m2 evaluation (``strong-m2``)."""

    def __init__(self, seed: int = 0, node_limit: int = 400):
        self.seed = seed
        self.node_limit = node_limit
        self.cache = LeafCache(STRONG_CONSTANTS, duel_k=CONSTANTS)

    def choose(self, pos: Position) -> Move | None:
        moves = legal_moves(pos)
        if pos.needs_roll:
            return pre_roll_choice(pos, self.cache)
        if len(moves) == 1:
            return moves[0]
        i, _, _ = best_first_move(pos, self.cache, self.node_limit)
        return moves[i] if i >= 0 else moves[0]


class ExpertBot:
    """One opponent roll of expectimax on the m2 evaluation (``expert-m2``)."""

    REPLY_NODES = 400
    TOP_K = 16
    MARGIN = 1.0
    DUEL_DEEP_ROLLS = ROLL_STAGES[2][0] + ROLL_STAGES[1][0]

    def __init__(self, seconds: float | None = 1.0, iterations: int | None = None, seed: int = 0):
        self.seed = seed
        self.search = ExpertSearch(seconds=seconds, iterations=iterations, reply_nodes=self.REPLY_NODES,
                                   top_k=self.TOP_K, margin=self.MARGIN, duel_k=DUEL_CONSTANTS,
                                   duel_deep_rolls=self.DUEL_DEEP_ROLLS)

    def choose(self, pos: Position, should_stop=None) -> Move | None:
        if pos.needs_roll:
            return pre_roll_choice(pos, self.search.cache)
        return self.search.choose(pos, should_stop)
