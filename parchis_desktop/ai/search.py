"""Roll planning and the Expert's search.

A *roll* may take several decisions (two dice, a sum, bonuses, a Russian gift):
:func:`~.rolls.roll_leaves` (in :mod:`.rolls`, re-exported here) enumerates every
way the player to move can finish its part of the roll and returns the positions
it can reach ("leaves"), each with the index of the first move that leads there.
The Strong bot picks the first move of the best leaf by the static evaluation.

The Expert's search over the dice is :mod:`.expectimax`; it shares the
evaluation cache (:class:`LeafCache`, :func:`position_key`) and :data:`ROLL_STAGES`
kept here.  (The one-roll search the Expert had before issue 29 is frozen in
``bench/baselines/m2/search.py``.)
"""
from __future__ import annotations

import math

from parchis_desktop.engine import Position, legal_moves, play
from parchis_desktop.engine.move import Move

from .evaluate import CONSTANTS, Constants, seat_pips, team_pips, turn_cycle, win_probabilities
from .rolls import OutOfTime, distinct_rolls, roll_leaves  # noqa: F401 (re-exported)

__all__ = ["roll_leaves", "OutOfTime", "LeafCache", "position_key", "best_first_move", "pre_roll_choice", "distinct_rolls",
           "ROLL_STAGES"]


def position_key(p: Position) -> tuple:
    """What the evaluation depends on, as a compact hashable key (public fields only)."""
    extra = p.extra
    return (p.tokens, p.turn, p.to_move, p.dice, p.remaining, p.bonuses, p.finished,
            repr(sorted(extra.items())) if extra else None)


class LeafCache:
    """Evaluations of positions (per-seat utilities), memoised by :func:`position_key`.

    With ``duel_k``, positions with two players left are evaluated with those constants."""

    def __init__(self, k: Constants = CONSTANTS, duel_k: Constants | None = None, limit: int = 40_000):
        self.k = k
        self.duel_k = duel_k
        self.limit = limit
        self._d: dict = {}
        self._rules = None

    def make_room(self, share: float = 0.75) -> None:
        """Empty the cache if it is over ``share`` of its limit.  A search calls this on
        its own clock before it starts: emptying a full cache takes 10-15 ms, which must not
        fall at the end of a search that has used its whole budget."""
        if len(self._d) > share * self.limit:
            self._d.clear()

    def values(self, p: Position) -> tuple[float, ...]:
        """Per seat: utility (win probability plus a small race term; 2 / -1 for finished games)."""
        if p.rules is not self._rules:
            if self._rules is None or p.rules != self._rules:
                self._d.clear()
            self._rules = p.rules
        key = position_key(p)
        v = self._d.get(key)
        if v is None:
            if len(self._d) > self.limit:
                self._d.clear()
            v = self._d[key] = _utilities(p, self.k, self.duel_k)
        return v


def _utilities(p: Position, k: Constants, duel_k: Constants | None = None) -> tuple[float, ...]:
    n = len(p.tokens)
    if p.rules.teams:
        return _team_utilities(p, k)
    if p.finished:
        w = p.finished[0]
        return tuple(2.0 if s == w else -1.0 for s in range(n))
    order = turn_cycle(p)
    if duel_k is not None and len(order) == 2:
        k = duel_k
    pips = seat_pips(p, k, order)
    wp = win_probabilities(p, k, pips, order)
    # The race term: the gap to the closest other seat still racing.
    inf = math.inf
    low = low2 = inf   # the two smallest pips (of seats still racing)
    for x in pips:
        if x < low:
            low, low2 = x, low
        elif x < low2:
            low2 = x
    out = []
    for s in range(n):
        mine = pips[s]
        if mine == inf:
            out.append(0.0)
            continue
        other = low2 if mine == low else low
        race = (other - mine) if other != inf else 0.0
        out.append(wp[s] + 0.0005 * race)
    return tuple(out)  # tuples of floats are not tracked by the garbage collector


def _team_utilities(p: Position, k: Constants) -> tuple[float, ...]:
    """:func:`_utilities` with ``teams``: both partners get their team's value (TM-4), so in the
    search the partner's turn is a friendly node -- it picks the reply best for the team."""
    n = len(p.tokens)
    half = p.board.seats // 2
    w = p.winner
    if w is not None:
        side = w % half
        return tuple(2.0 if s % half == side else -1.0 for s in range(n))
    order = turn_cycle(p)
    pips = seat_pips(p, k, order)
    wp = win_probabilities(p, k, pips, order)
    tp = team_pips(p, pips)
    out = [0.0] * n
    for side, mine in tp.items():
        others = [v for t, v in tp.items() if t != side]
        race = (min(others) - mine) if others else 0.0
        out[side] = out[side + half] = wp[side] + 0.0005 * race
    return tuple(out)


def best_first_move(pos: Position, cache: LeafCache, node_limit: int = 400):
    """(index, value, leaf) of the statically best plan for the player to move."""
    seat = pos.to_move
    best = (-1, -math.inf, None)
    for i, leaf in roll_leaves(pos, node_limit):
        v = cache.values(leaf)[seat]
        if v > best[1]:
            best = (i, v, leaf)
    return best


def pre_roll_choice(pos: Position, cache: LeafCache) -> Move | None:
    """Before rolling (RU-9 exchanges): the best optional move, or None to just roll."""
    seat = pos.to_move
    moves = legal_moves(pos)
    base = cache.values(pos)[seat]
    best, best_v = None, base + 1e-6
    for m in moves:
        v = cache.values(play(pos, m))[seat]
        if v > best_v:
            best, best_v = m, v
    return best


#: The distinct rolls in the order the Expert searches them, in stages after each of which
#: the weaker half of the candidates is dropped.  Every stage holds every face at least twice.
ROLL_STAGES = {
    2: (((1, 2), (3, 5), (4, 6), (2, 4), (1, 6), (5, 5), (3, 3)),
        ((1, 3), (2, 5), (4, 5), (2, 6), (1, 4), (6, 6), (2, 2)),
        ((1, 5), (3, 4), (5, 6), (3, 6), (2, 3), (1, 1), (4, 4))),
    1: (((1,), (4,), (6,)), ((2,), (3,), (5,))),
}
