"""Puzzles: decisions with one clearly best move, found and checked by the AI (no Qt here).

A puzzle is a position where the player to move has rolled and must choose.  Its answer is
checked twice (``scripts/mine_puzzles.py`` mines them, ``tests/ai/test_puzzles.py`` checks
the stored ones again):

* :func:`rank_moves` -- the **Expert's figure**: every legal move (moves that are the same
  decision, such as bringing out either of two nest tokens, form one *group*), valued by the
  mover's win chance after it, best first.  A move's value is the best of its continuations
  for the rest of the roll (the ``plans`` best by the static evaluation, as
  :func:`~.rolls.roll_leaves` lists them), each searched one chance layer deep: the mean,
  over every roll of the dice of whoever rolls next, of the win chance
  (:func:`~.evaluate.win_probabilities`) after that player's reply as the Expert models it
  (:class:`~.expectimax.ExpectimaxSearch`).  Deterministic: no clock, no dice.
* :func:`rollouts` -- the **rollout figure**: from the position after a move's best plan,
  ``n`` seeded games are played on for ``horizon`` rolls by a fixed cheap policy (the Strong
  player at a small node budget) and valued by the win chance where they stop.  Rollout
  ``j`` of every move uses the same dice (common random numbers), so the difference of two
  moves is measured on the same luck and converges fast.

A puzzle is kept when both figures put the same move first by at least :data:`MARGIN` (ten
points of win chance) over every other move.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from parchis_desktop.engine import Dice, Position, legal_moves, pass_roll, play, roll
from parchis_desktop.engine.move import Move

from .bots import StrongBot
from .evaluate import CONSTANTS, DUEL_CONSTANTS, turn_cycle, win_probabilities
from .expectimax import ExpectimaxSearch, chance_weights
from .rolls import roll_leaves

__all__ = ["MARGIN", "PLANS", "ROLLOUT_NODES", "MoveGroup", "plan_to", "rank_moves", "rollouts", "same_decision",
           "win_chance"]

#: The least lead of the best move over every other one, in win chance (ten points).
MARGIN = 0.10
#: Continuations of a move (for the rest of the roll) searched one roll deep by rank_moves.
PLANS = 3
#: The rollout policy's node budget (StrongBot's roll planning).
ROLLOUT_NODES = 60


@dataclass
class MoveGroup:
    """Legal moves that are one decision, with the mover's win chance after the best plan."""
    indices: list[int]      # into legal_moves(pos), ascending; the first is the group's move
    move: Move
    win: float              # the mover's win chance (0..1) by the Expert's figure
    leaf: Position          # where the best plan ends (the rest of the roll played)

    @property
    def index(self) -> int:
        return self.indices[0]


def same_decision(m: Move) -> tuple:
    """What a move does, whichever token of a kind does it: moves with equal keys are the same
    decision (two nest tokens coming out, ES-2; two tokens of a blockade moving on)."""
    return (m.seat, m.kind, m.frm, m.to, m.dice, m.steps, m.bonus, m.captures)


def win_chance(p: Position, seat: int) -> float:
    """The seat's win chance by the Expert's evaluation (its duel constants with two left)."""
    k = DUEL_CONSTANTS if not p.finished and len(turn_cycle(p)) == 2 else CONSTANTS
    return win_probabilities(p, k)[seat]


def _ends_part(p: Position, seat: int) -> bool:
    return p.is_over or p.needs_roll or p.to_move != seat


def _plans(after: Position, seat: int) -> list[Position]:
    """Every way to finish the roll after a first move (the position itself if it is done)."""
    if _ends_part(after, seat) or not legal_moves(after):
        return [after]
    return [q for _, q in roll_leaves(after, 400)]


def _one_roll(search: ExpectimaxSearch, leaf: Position, seat: int) -> float:
    """The seat's win chance at ``leaf`` searched one chance layer deep."""
    if leaf.is_over or not leaf.needs_roll:
        return win_chance(leaf, seat)
    total = 0.0
    for dice, w in chance_weights(leaf.rules.dice):
        total += w * win_chance(search._reply(leaf, dice), seat)
    return total


def rank_moves(pos: Position, plans: int = PLANS) -> list[MoveGroup]:
    """The move groups of ``pos`` by the Expert's figure, best first (ties: the lower index)."""
    moves = legal_moves(pos)
    seat = pos.to_move
    search = ExpectimaxSearch(seconds=None, nodes=None, duel_k=DUEL_CONSTANTS)
    groups: dict[tuple, list[int]] = {}
    for i, m in enumerate(moves):
        groups.setdefault(same_decision(m), []).append(i)
    out = []
    for indices in groups.values():
        after = play(pos, moves[indices[0]])
        leaves = _plans(after, seat)
        leaves.sort(key=lambda q: -search.cache.values(q)[seat])
        best_v, best_leaf = -math.inf, leaves[0]
        for q in leaves[:plans]:
            v = _one_roll(search, q, seat)
            if v > best_v:
                best_v, best_leaf = v, q
        out.append(MoveGroup(indices, moves[indices[0]], best_v, best_leaf))
    out.sort(key=lambda g: (-g.win, g.index))
    return out


def plan_to(pos: Position, index: int, leaf: Position) -> list[Move]:
    """The moves after move ``index`` that finish the roll at ``leaf`` (``[]`` if it ends there)."""
    seat = pos.to_move
    start = play(pos, legal_moves(pos)[index])
    path: list[Move] = []
    seen: set = set()

    def walk(p: Position) -> bool:
        if p == leaf:
            return True
        if _ends_part(p, seat) or p in seen:
            return False
        seen.add(p)
        for m in legal_moves(p):
            path.append(m)
            if walk(play(p, m)):
                return True
            path.pop()
        return False

    return path if walk(start) else []


def _rollout(p: Position, seat: int, dice: Dice, policy: StrongBot, horizon: int) -> float:
    rolled = 0
    while not p.is_over:
        if p.needs_roll:
            if rolled >= horizon:
                break
            pre = policy.choose(p)  # RU-9 exchanges before the roll
            if pre is not None:
                p = play(p, pre)
                continue
            p = roll(p, dice.roll(p.rules.dice))
            rolled += 1
            continue
        moves = legal_moves(p)
        if not moves:
            p = pass_roll(p)
        elif len(moves) == 1:
            p = play(p, moves[0])
        else:
            p = play(p, policy.choose(p))
    return win_chance(p, seat)


def rollouts(leaf: Position, seat: int, n: int, seed: int, horizon: int | None = None,
             nodes: int = ROLLOUT_NODES) -> float:
    """The seat's mean win chance over ``n`` seeded rollouts from ``leaf`` (see the module doc).

    ``horizon`` is the number of rolls each rollout plays (by default one per player still
    racing, plus one: the round the decision's consequences fall in, and the mover's next roll).
    """
    if horizon is None:
        horizon = len(turn_cycle(leaf)) + 1 if not leaf.is_over else 0
    policy = StrongBot(seed=seed, node_limit=nodes)
    total = 0.0
    for j in range(n):
        total += _rollout(leaf, seat, Dice.seeded(seed, j), policy, horizon)
    return total / n
