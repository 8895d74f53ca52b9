"""Frozen copy (baseline m2, do not edit) of parchis_desktop/ai/search.py.

Roll planning and the Expert's search.

A *roll* may take several decisions (two dice, a sum, bonuses, a Russian gift):
:func:`~.rolls.roll_leaves` (in :mod:`.rolls`, re-exported here) enumerates every
way the player to move can finish its part of the roll and returns the positions
it can reach ("leaves"), each with the index of the first move that leads there.
The Strong bot picks the first move of the best leaf by the static evaluation.

The Expert (:class:`ExpertSearch`) is an expectimax search over dice: it ranks
the leaves statically, then for the most promising ones averages, over every
distinct roll of the next player (21 rolls for two dice, weighted 1/36 or 2/36;
6 for one die), the value of the reply that player would choose (its best leaf
by its own evaluation; our own best leaf when the next roll is ours).  The
rolls are searched in three stages of seven (every face twice per stage), all
candidates on the same rolls; when the budget cannot finish every candidate,
the weaker half is dropped after a stage (successive halving), and a stage that
cannot be finished is not used for comparing.  The budget is a number of
expansions (``iterations``: one expansion = one roll of one candidate) or
``seconds`` (best effort: the search stops before an expansion it expects to
overrun the deadline).  Everything is deterministic for an iteration budget.
With the time left, ``deep_rolls`` (off by default) re-searches the two
finalists one roll deeper on a sample of rolls, roll by roll of the next player
for as long as the budget lasts (the replies of the first search are reused).
With two players left (a duel), ``duel_k`` gives the evaluation other constants
(``evaluate.DUEL_CONSTANTS``) and ``duel_deep_rolls`` replaces ``deep_rolls``.
"""
from __future__ import annotations

import gc
import math
import time

from parchis_desktop.engine import Position, legal_moves, pass_roll, play, roll
from parchis_desktop.engine.move import Move

from .evaluate import CONSTANTS, Constants, seat_pips, team_pips, turn_cycle, win_probabilities
from .rolls import OutOfTime, distinct_rolls, roll_leaves

__all__ = ["roll_leaves", "OutOfTime", "LeafCache", "position_key", "best_first_move", "ExpertSearch", "distinct_rolls"]


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


class _Candidate:
    __slots__ = ("leaf", "index", "static", "values", "weights", "replies", "fixed")

    def __init__(self, leaf: Position, index: int, static: float, fixed: bool):
        self.leaf = leaf
        self.index = index
        self.static = static
        self.values = []      # per searched roll: value * weight
        self.weights = []
        self.replies = []     # per searched roll: the position after the reply (for deepening)
        self.fixed = fixed    # nothing to search (game over, or someone else decides next)

    def mean(self, upto: int) -> float:
        if self.fixed or upto == 0:
            return self.static
        return sum(self.values[:upto]) / sum(self.weights[:upto])


class ExpertSearch:
    """Expectimax over the next player's roll, within an iteration or time budget.

    The candidates (the best distinct leaves of the roll by the static evaluation) are
    searched roll by roll, all of them on the same rolls (:data:`ROLL_STAGES`); after each
    stage the weaker half is dropped (successive halving).  When the budget runs out, the
    survivors are compared on the rolls all of them have seen.
    """

    def __init__(self, seconds: float | None = 1.0, iterations: int | None = None, top_k: int = 8,
                 reply_nodes: int = 60, k: Constants = CONSTANTS, margin: float = 0.25,
                 deep_rolls: tuple = (), duel_k: Constants | None = None, duel_deep_rolls: tuple = ()):
        self.seconds = seconds
        self.deep_rolls = deep_rolls
        self.duel_deep_rolls = duel_deep_rolls
        self.iterations = iterations
        self.top_k = top_k
        self.reply_nodes = reply_nodes
        self.margin = margin
        self.cache = LeafCache(k, duel_k)
        self.stats = {"expansions": 0, "decisions": 0}
        self._avg = 0.0  # running mean seconds per expansion, to stop before overrunning a deadline
        self._hard = None  # perf_counter() after which a running expansion is abandoned

    def choose(self, pos: Position, should_stop=None) -> Move:
        """The move to play.  A time budget is kept by a soft deadline (no expansion is started
        that is expected to overrun it) and a hard one (an expansion still running at
        :attr:`HARD_STOP` of the budget is abandoned, its stage not used).  The cyclic garbage
        collector is paused meanwhile: the search makes no cycles, and a full collection in the
        middle of a short budget costs 10-25 ms.  One may still fall due just before the search
        or just after it, inside the caller's clock: the stops leave a tenth of the budget."""
        paused = gc.isenabled()
        if paused:
            gc.disable()
        try:
            return self._choose(pos, should_stop)
        finally:
            if paused:
                gc.enable()

    #: Fractions of a time budget: the soft deadline, and the hard stop of a running expansion
    #: (why not closer to 1: docs/ai-tuning.md).
    SOFT_STOP = 0.85
    HARD_STOP = 0.90

    def _choose(self, pos: Position, should_stop=None) -> Move:
        moves = legal_moves(pos)
        if len(moves) == 1:
            return moves[0]
        seat = pos.to_move
        cache = self.cache
        start = time.perf_counter()
        cache.make_room()
        timed = self.iterations is None and bool(self.seconds)
        deadline = start + self.SOFT_STOP * self.seconds if timed else None
        self._hard = start + self.HARD_STOP * self.seconds if timed else None
        # Static ranking of distinct leaves; each keeps the first move index that reaches it.
        by_leaf: dict[Position, int] = {}
        for i, leaf in roll_leaves(pos):
            if leaf not in by_leaf:
                by_leaf[leaf] = i
        ranked = sorted(by_leaf.items(), key=lambda li: (-cache.values(li[0])[seat], li[1]))
        best_v = cache.values(ranked[0][0])[seat]
        cands = []
        for leaf, i in ranked[:self.top_k]:
            v = cache.values(leaf)[seat]
            if best_v - v <= self.margin:
                cands.append(_Candidate(leaf, i, v, leaf.is_over or not leaf.needs_roll))
        if len({c.index for c in cands}) <= 1:
            return moves[ranked[0][1]]
        self.stats["decisions"] += 1
        # The running cost estimate only moves when expansions run: never let one slow
        # expansion (a collection, a busy machine) stop every later search.
        self._avg = min(self._avg, 0.003)
        budget = [self.iterations if self.iterations is not None else -1]
        stages = ROLL_STAGES.get(pos.rules.dice) or ((tuple(d for d, _ in distinct_rolls(pos.rules.dice))),)
        weight = dict(distinct_rolls(pos.rules.dice))
        alive = cands
        done = 0            # rolls every survivor has been searched on
        stopped = False
        total_rolls = sum(len(st) for st in stages)
        for k, stage in enumerate(stages):
            # Search only as many candidates as the budget lets finish this stage: a candidate
            # compared on part of a stage would be compared on too few rolls.  At the start,
            # only as many as the budget lets go through every stage, halved after each: a
            # short budget searches a few plans on every roll rather than many on a few rolls.
            active = [c for c in alive if not c.fixed]
            m = self._how_many(len(stage), budget, deadline)
            if k == 0 and len(stages) > 1:
                schedule = sum(len(st) * 0.5 ** j for j, st in enumerate(stages))
                m = min(m, max(2, self._how_many(schedule, budget, deadline)))
            if m < len(active):
                if m < 2:
                    stopped = True
                    break
                keep = sorted(active, key=lambda c: (-c.mean(done), c.index))[:m]
                alive = [c for c in alive if c.fixed or c in keep]
            for dice in stage:
                for c in alive:
                    if c.fixed:
                        continue
                    if self._out_of_budget(budget, deadline, should_stop):
                        stopped = True
                        break
                    try:
                        reply = self._reply(c.leaf, dice, budget)
                    except OutOfTime:
                        stopped = True
                        break
                    c.values.append(weight[dice] * cache.values(reply)[seat])
                    c.weights.append(weight[dice])
                    c.replies.append(reply)
                if stopped:
                    break
            if stopped:
                for c in alive:  # compare on the completed stages only
                    del c.values[done:], c.weights[done:], c.replies[done:]
                break
            done += len(stage)
            left = total_rolls - done
            if len(alive) > 2 and not self._affordable(left * sum(not c.fixed for c in alive), budget, deadline):
                alive = sorted(alive, key=lambda c: (-c.mean(done), c.index))[:(len(alive) + 1) // 2]
        best = max(alive, key=lambda c: (c.mean(done), -c.index))
        deep = self.duel_deep_rolls if self.duel_deep_rolls and len(turn_cycle(pos)) == 2 else self.deep_rolls
        if not stopped and deep and len({c.index for c in alive}) >= 2:
            best = self._deepen(alive, seat, done, best, deep, budget, deadline, should_stop)
        return moves[best.index]

    def _deepen(self, alive, seat, done, best, deep, budget, deadline, should_stop):
        """Time left: re-search the two finalists one roll deeper.  For each of the next
        player's rolls (in :data:`ROLL_STAGES` order), the value after its reply becomes the
        mean, over the rolls ``deep`` (the same for both finalists), of the value after the
        following player's best reply.  Anytime: the rolls the budget does not reach keep their
        depth-1 values, for both finalists alike, so every deepened roll counts (a roll is
        deepened for both finalists or for neither)."""
        finalists = sorted(alive, key=lambda c: (-c.mean(done), c.index))[:2]
        if any(c.fixed for c in finalists) or finalists[0].index == finalists[1].index:
            return best
        stages = ROLL_STAGES.get(finalists[0].leaf.rules.dice)
        if not stages:
            return best
        rolls = [d for st in stages for d in st]
        if any(len(c.replies) != len(rolls) for c in finalists):
            return best
        weight = dict(distinct_rolls(finalists[0].leaf.rules.dice))
        deep = [d for d in deep if d in weight] or rolls[:3]
        shift = [0.0, 0.0]  # per finalist: the deeper minus the depth-1 value, over the rolls deepened
        for j, dice in enumerate(rolls):
            if not self._affordable(2 * len(deep), budget, deadline):
                break
            pair = [self._deep_value(c.replies[j], seat, deep, weight, budget, deadline, should_stop)
                    for c in finalists]
            if None in pair:
                break
            for f, c in enumerate(finalists):
                if pair[f] is not True:  # True: the reply ended the game or hands the choice on
                    shift[f] += weight[dice] * pair[f] - c.values[j]
        v0 = sum(finalists[0].values) + shift[0]
        v1 = sum(finalists[1].values) + shift[1]
        return finalists[0] if v0 >= v1 else finalists[1]

    def _deep_value(self, reply: Position, seat: int, deep, weight, budget, deadline, should_stop):
        """``seat``'s value after ``reply``, averaged over the next rolls ``deep`` and the best
        reply to each; True when there is nothing to roll (keep the depth-1 value); None when the
        budget runs out first."""
        if reply.is_over or not reply.needs_roll:
            return True
        total = wsum = 0.0
        for d in deep:
            if self._out_of_budget(budget, deadline, should_stop):
                return None
            try:
                total += weight[d] * self.cache.values(self._reply(reply, d, budget))[seat]
            except OutOfTime:
                return None
            wsum += weight[d]
        return total / wsum

    def _how_many(self, rolls: int, budget, deadline) -> int:
        """How many candidates the budget left can search on ``rolls`` more rolls."""
        if budget[0] >= 0:
            return int(budget[0] // rolls)
        if deadline is not None:
            per = rolls * max(self._avg, 2e-4) * 1.2
            return int(max(0.0, deadline - time.perf_counter()) / per)
        return 1 << 30

    def _affordable(self, expansions: int, budget, deadline) -> bool:
        """Whether the budget left covers ``expansions`` more (then no candidate is dropped)."""
        if budget[0] >= 0:
            return budget[0] >= expansions
        if deadline is not None:
            return time.perf_counter() + expansions * self._avg * 1.2 < deadline
        return True

    def _out_of_budget(self, budget, deadline, should_stop) -> bool:
        if budget[0] == 0:
            return True
        if deadline is not None and time.perf_counter() + 1.5 * self._avg >= deadline:
            return True
        if should_stop is not None and should_stop():
            return True
        return False

    def _reply(self, leaf: Position, dice: tuple, budget=None) -> Position:
        """The position after the next player rolls ``dice`` at ``leaf`` and plays its best
        plan by its own evaluation (one expansion)."""
        cache = self.cache
        self.stats["expansions"] += 1
        if budget is not None and budget[0] > 0:
            budget[0] -= 1
        t0 = time.perf_counter()
        roller = leaf.turn  # the next player (ourselves again after a double)
        r = roll(leaf, dice)
        hard = self._hard
        if not legal_moves(r):
            best_reply = pass_roll(r)
        else:
            best_reply, best_rv = None, -math.inf
            for n, (_, reply) in enumerate(roll_leaves(r, self.reply_nodes, hard)):
                if hard is not None and not n & 15 and time.perf_counter() > hard:
                    raise OutOfTime
                rv = cache.values(reply)[roller]
                if rv > best_rv:
                    best_rv, best_reply = rv, reply
        self._avg += 0.1 * (time.perf_counter() - t0 - self._avg)
        return best_reply
