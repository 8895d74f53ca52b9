"""The Strong player with a one-roll look-ahead on close decisions (``strong-la``).

The Strong player (parchis_desktop/ai/bots.py) plans its whole roll and plays the plan whose
leaf its evaluation scores best.  This candidate looks one roll further when the decision is
close: the best plan of each first move, at most :attr:`StrongBot.LOOK_PLANS` of them, within
:attr:`StrongBot.LOOK_MARGIN` of the best one (a utility: win probability plus a small race
term), each valued by its expectation over the next roll (every distinct roll with its
weight), the roller answering each roll with its statically best plan -- by the hand-made
evaluation with ``STRONG_CONSTANTS``, the frozen ``strong-m2``'s own model (with
:attr:`StrongBot.REPLY_MODEL` False: by the player's own evaluation, max-n) -- and the
positions after the replies scored by the player's evaluation.  At most
:attr:`StrongBot.LOOK_REPLIES` replies a decision (two dice: 21 a plan).  The margin 0.005 looks
ahead on about two decisions in five (0.03, measured on spanish: four in five).  Measured in
docs/ai-tuning.md (issue 29: the Strong player): not adopted.
"""
from __future__ import annotations

from parchis_desktop.ai.bots import StrongBot as _Strong
from parchis_desktop.ai.evaluate import CONSTANTS, STRONG_CONSTANTS
from parchis_desktop.ai.expectimax import ExpectimaxSearch, chance_weights
from parchis_desktop.ai.search import LeafCache, pre_roll_choice, roll_leaves
from parchis_desktop.engine import Position, legal_moves
from parchis_desktop.engine.move import Move

__all__ = ["StrongBot"]


class StrongBot(_Strong):
    """The Strong player; a close decision looks one roll ahead (see the module doc)."""

    LOOK_PLANS = 2
    LOOK_MARGIN = 0.005
    LOOK_REPLIES = 42
    LOOK_REPLY_NODES = 400
    REPLY_MODEL = True
    #: Replies kept between decisions before the table is emptied.
    TABLE_LIMIT = 20_000

    def __init__(self, seed: int = 0, node_limit: int = 400):
        super().__init__(seed, node_limit)
        self.search = ExpectimaxSearch(seconds=None, reply_nodes=self.LOOK_REPLY_NODES)
        # The search picks the replies by its cache; the leaves are valued by ours.
        self.search.cache = LeafCache(STRONG_CONSTANTS, duel_k=CONSTANTS) if self.REPLY_MODEL else self.cache
        self.looked = 0   # decisions that looked ahead

    def next_roll(self, leaf: Position, seat: int) -> float:
        """``seat``'s expected value over the next roll at ``leaf`` (or the leaf's own value when
        no roll follows)."""
        values = self.cache.values
        if leaf.is_over or not leaf.needs_roll:
            return values(leaf)[seat]
        reply = self.search._reply
        return sum(w * values(reply(leaf, dice))[seat] for dice, w in chance_weights(leaf.rules.dice))

    def choose(self, pos: Position) -> Move | None:
        moves = legal_moves(pos)
        if pos.needs_roll:
            return pre_roll_choice(pos, self.cache)
        if len(moves) == 1:
            return moves[0]
        seat = pos.to_move
        values = self.cache.values
        ranked, seen = [], set()
        for n, (i, leaf) in enumerate(roll_leaves(pos, self.node_limit)):
            if leaf not in seen:
                seen.add(leaf)
                ranked.append((values(leaf)[seat], n, i, leaf))
        if not ranked:
            return moves[0]
        # Best first; of equal ones the first found (the Strong player's own choice).
        ranked.sort(key=lambda t: (-t[0], t[1]))
        best_v, _, best_i, _ = ranked[0]
        if best_v >= 2.0:
            return moves[best_i]
        rolls = len(chance_weights(pos.rules.dice))
        most = min(self.LOOK_PLANS, self.LOOK_REPLIES // rolls)
        picked, firsts = [], set()
        for t in ranked:
            if best_v - t[0] > self.LOOK_MARGIN or len(picked) >= most:
                break
            if t[2] not in firsts:
                firsts.add(t[2])
                picked.append(t)
        if len(picked) < 2:
            return moves[best_i]
        search = self.search
        if len(search.replies) > self.TABLE_LIMIT:
            search.replies.clear()
        self.looked += 1
        best = max(picked, key=lambda t: (self.next_roll(t[3], seat), -t[1]))
        return moves[best[2]]
