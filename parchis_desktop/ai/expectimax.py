"""The Expert's search: expectimax over the dice, deepened for as long as the budget lasts.

The tree, from the position after one of our plans (a *leaf* of :func:`~.rolls.roll_leaves`):

* a **chance node** is a position where a roll is due: its value is the weighted mean, over
  the distinct rolls of the dice (:func:`~.rolls.distinct_rolls`: 21 rolls of two dice
  weighted 1/36 or 2/36, 6 faces of one die; Pachisi's reverse faces, PA-10, and every other
  rule of what a roll does are the engine's :func:`~parchis_desktop.engine.roll`), of the
  value after the roller's reply.  Before the roll, the roller takes the optional pre-roll
  move its evaluation prefers (RU-9 exchanges), as the Strong player does;
* a **decision node** is the roller's reply to one roll: every way it can play the roll
  (both dice, sums, bonuses, the RU-12 reward...), and it picks the plan best *for itself*
  by the evaluation (max-n: the values are per seat).  With ``teams`` both partners carry
  the team's value, so the partner's reply is a friendly node (TM-1..TM-4).  Below the
  root the reply is the roller's statically best plan (the Strong player's choice: the
  model of the reply is the real thing, and it keeps a chance layer at 21 replies);
* the **depth** is the number of chance layers below our plan: depth 1 is the next roll
  (whoever makes it: the next player, or we again after a double), depth 2 the roll after
  the reply to it, and so on.  At the horizon a position is valued by the evaluation
  (:class:`~.search.LeafCache`).

The root (:meth:`ExpectimaxSearch.choose`) ranks our plans by the evaluation and keeps the
best ``top_k`` within ``margin``; then **iterative deepening**: depth 1, 2, ... over the
plans still in the running, the best of the previous iteration first (move ordering).  One
iteration goes *roll by roll*, every plan on the same roll, so when the budget stops it,
every plan has been searched on the same rolls: its value is the deeper iteration's on
those rolls and the previous one's on the rest (anytime).  After each roll, a plan that
cannot catch the best any more, even if every roll left gave it the highest value there is
and the best the lowest, is dropped (Ballard's Star1 bound at the root, with the bounds of
the utility: -1 for a lost game, 2 for a won one); when the budget cannot take every plan
through a stage of rolls, the weaker half is dropped (successive halving).  Each deeper
iteration keeps the ``finalists`` best plans.

A **transposition table** keyed by :func:`~.search.position_key` keeps the value of every
chance node searched (with its depth: a deeper value also answers a shallower question) and
every reply found, so a deeper iteration reuses the shallower one's work, and the worker
process (``runner.py``) keeps them between decisions.

The budget is ``seconds`` (the search stops cleanly before :attr:`SOFT_STOP` of it and drops
a step still running at :attr:`HARD_STOP`) or ``nodes`` (replies computed: deterministic),
and ``should_stop`` (the worker's cancellation).  It answers at once when only one move is
legal, when every good plan starts with the same move, when a plan wins the game, or when
one plan's evaluation is ahead of every other's by more than :attr:`DOMINATE`.

:attr:`ExpectimaxSearch.last` tells what the last decision did (depth reached, replies,
table hits, plans dropped): the benches report it (``bench/ai_depth.py``).
"""
from __future__ import annotations

import gc
import math
import time

from parchis_desktop.engine import Position, legal_moves, pass_roll, play, roll
from parchis_desktop.engine.move import Move

from .evaluate import CONSTANTS, Constants
from .rolls import OutOfTime, distinct_rolls, roll_leaves
from .search import ROLL_STAGES, LeafCache, position_key

__all__ = ["ExpectimaxSearch", "chance_weights", "VALUE_LO", "VALUE_HI"]

#: The bounds of a utility (:func:`~.search._utilities`): a lost game, a won one.  Every
#: value the search averages lies between them (the Star1 bound).
VALUE_LO = -1.0
VALUE_HI = 2.0


def chance_weights(dice: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """The rolls of a chance node in the order the search takes them, with their probabilities
    (they add up to 1): :data:`~.search.ROLL_STAGES` order, every face early."""
    weight = dict(distinct_rolls(dice))
    stages = ROLL_STAGES.get(dice) or (tuple(weight),)
    return tuple((d, weight[d]) for st in stages for d in st)


class _OutOfNodes(Exception):
    """The node budget is spent (raised inside a step: the step is thrown away)."""


class _Plan:
    __slots__ = ("leaf", "index", "static", "fixed", "values")

    def __init__(self, leaf: Position, index: int, static: float, fixed: bool):
        self.leaf = leaf
        self.index = index
        self.static = static
        self.fixed = fixed    # no roll follows (the game is over, or someone decides first)
        self.values = {}      # depth -> [value per roll searched, in chance_weights order]

    def total(self, depth: int, weights) -> float:
        """Expected value: ``depth``'s values on the rolls it has, the shallower ones' on the rest."""
        if self.fixed:
            return self.static
        out = 0.0
        for j, (_, w) in enumerate(weights):
            for d in range(depth, 0, -1):
                vs = self.values.get(d)
                if vs is not None and j < len(vs):
                    out += w * vs[j]
                    break
            else:
                out += w * self.static
        return out


class ExpectimaxSearch:
    """Expectimax over the dice with iterative deepening (see the module doc)."""

    #: Fractions of a time budget: no step is started after SOFT_STOP, a step still running at
    #: HARD_STOP is abandoned (docs/ai-tuning.md: the garbage collector and the caller's clock
    #: take the rest).
    SOFT_STOP = 0.85
    HARD_STOP = 0.90
    #: Answer at once when the best plan's evaluation is ahead of every other by this much
    #: (a win probability): no roll of the dice has been seen to turn such a gap round.
    DOMINATE = 0.35
    #: The deepest iteration (an iteration whose plans are all settled ends the search sooner).
    MAX_DEPTH = 8
    #: Entries of the transposition table (chance nodes and replies) before it is emptied, at
    #: the start of a decision: about 600 bytes each, so the worker stays far below 150 MB
    #: (bench/ai_depth.py --worker prints its memory).
    TABLE_LIMIT = 60_000

    def __init__(self, seconds: float | None = 1.0, nodes: int | None = None, k: Constants = CONSTANTS,
                 duel_k: Constants | None = None, reply_nodes: int = 400, top_k: int = 16, margin: float = 1.0,
                 finalists: int = 2, bounds: tuple[float, float] = (VALUE_LO, VALUE_HI)):
        self.seconds = seconds
        self.nodes = nodes
        self.reply_nodes = reply_nodes
        self.top_k = top_k
        self.margin = margin
        self.finalists = finalists
        self.lo, self.hi = bounds
        self.cache = LeafCache(k, duel_k)
        self.table: dict = {}     # (position key, depth) -> values of a chance node
        self.replies: dict = {}   # (position key, dice) -> the position after the roller's reply
        self.stats = {"decisions": 0, "replies": 0, "hits": 0, "reply_hits": 0, "cutoffs": 0}
        self.last: dict = {}
        self.final: list = []
        self._avg = 0.0015        # running mean seconds per reply
        self._hard = None
        self._soft = None
        self._left = None         # replies left of a node budget
        self._should_stop = None

    # -- the root ---------------------------------------------------------------------
    def choose(self, pos: Position, should_stop=None) -> Move:
        """The move to play (the cyclic garbage collector is paused meanwhile: the search
        makes no cycles, and a full collection costs 10-25 ms of a short budget)."""
        paused = gc.isenabled()
        if paused:
            gc.disable()
        try:
            return self._choose(pos, should_stop)
        finally:
            if paused:
                gc.enable()

    def _choose(self, pos: Position, should_stop=None) -> Move:
        start = time.perf_counter()
        moves = legal_moves(pos)
        if len(moves) == 1:
            self.last = {"depth": 0, "why": "only"}
            return moves[0]
        seat = pos.to_move
        cache = self.cache
        cache.make_room()
        if len(self.table) + len(self.replies) > self.TABLE_LIMIT:
            self.table.clear()
            self.replies.clear()
        timed = self.nodes is None and bool(self.seconds)
        soft = start + self.SOFT_STOP * self.seconds if timed else None
        self._hard = start + self.HARD_STOP * self.seconds if timed else None
        self._soft = soft
        self._left = self.nodes
        self._should_stop = should_stop
        self._avg = min(self._avg, 0.003)  # one slow step must not stop every later search
        by_leaf: dict = {}
        for i, leaf in roll_leaves(pos, self.reply_nodes):
            if leaf not in by_leaf:
                by_leaf[leaf] = i
        ranked = sorted(((cache.values(leaf)[seat], i, leaf) for leaf, i in by_leaf.items()),
                        key=lambda t: (-t[0], t[1]))
        best_v, best_i, best_leaf = ranked[0]
        others = [v for v, i, _ in ranked if i != best_i]
        if not others:
            self.last = {"depth": 0, "why": "one plan"}
            return moves[best_i]
        if best_v >= VALUE_HI or best_v - others[0] > self.DOMINATE:
            self.last = {"depth": 0, "why": "dominant"}
            return moves[best_i]
        plans = []
        for v, i, leaf in ranked[:self.top_k]:
            if best_v - v <= self.margin:
                plans.append(_Plan(leaf, i, v, leaf.is_over or not leaf.needs_roll))
        if len({p.index for p in plans}) <= 1:
            self.last = {"depth": 0, "why": "one plan"}
            return moves[best_i]
        self.stats["decisions"] += 1
        weights = chance_weights(pos.rules.dice)
        stage_len = len(ROLL_STAGES.get(pos.rules.dice, ((),))[0]) or len(weights)
        before = dict(self.stats)
        alive = plans
        depth = 0            # the deepest iteration completed
        partial = 0          # rolls of the iteration depth + 1 searched when the budget ended
        for d in range(1, self.MAX_DEPTH + 1):
            active = [p for p in alive if not p.fixed]
            if not active or len({p.index for p in alive}) <= 1:
                break
            if d > 1:  # move ordering: the previous iteration's best first; the finalists only
                alive.sort(key=lambda p: (-p.total(d - 1, weights), p.index))
                alive = alive[:max(self.finalists, 1)]
                if sum(not p.fixed for p in alive) == 0:
                    break
            done, alive = self._iterate(alive, d, seat, weights, stage_len, soft)
            if done < len(weights):
                partial = done
                break
            depth = d
        best = max(alive, key=lambda p: (p.total(depth + 1, weights), -p.index))
        self.final = alive  # the plans compared last (tests, benches)
        self.last = {"depth": depth, "partial": partial / len(weights), "why": "search",
                     "plans": len(plans), "seconds": time.perf_counter() - start,
                     **{k: self.stats[k] - before[k] for k in ("replies", "hits", "reply_hits", "cutoffs")}}
        return moves[best.index]

    def _iterate(self, alive, d, seat, weights, stage_len, soft):
        """One iteration at depth ``d``, roll by roll; returns (rolls done, plans kept)."""
        n = len(weights)
        for p in alive:
            p.values[d] = []
        done = 0
        lo, hi = self.lo, self.hi
        for j, (dice, w) in enumerate(weights):
            if j % stage_len == 0 and d == 1:
                # Successive halving: only as many plans as the budget lets finish this stage.
                active = [p for p in alive if not p.fixed]
                m = self._how_many(min(stage_len, n - j), d)
                if j == 0 and n > stage_len:
                    stages = n // stage_len
                    m = min(m, max(2, self._how_many(sum(stage_len * 0.5 ** s for s in range(stages)), d)))
                if m < len(active):
                    if m < 2 and j > 0:
                        return done, alive
                    keep = sorted(active, key=lambda p: (-p.total(d, weights), p.index))[:max(m, 2)]
                    alive = [p for p in alive if p.fixed or p in keep]
            row = []
            for p in alive:
                if p.fixed:
                    continue
                if self._out_of_budget(soft):
                    return self._undo(alive, d, done)
                try:
                    v = self._after_roll(p.leaf, dice, d)[seat]
                except (OutOfTime, _OutOfNodes):
                    return self._undo(alive, d, done)
                row.append((p, v))
            for p, v in row:
                p.values[d].append(v)
            done = j + 1
            # Star1 at the root: drop a plan that cannot catch the best one any more.
            rest = sum(w2 for _, w2 in weights[done:])
            if 1e-12 < rest < 1.0 and len(alive) > 1:
                sums = {id(p): (p.static if p.fixed else sum(w2 * v for (_, w2), v in zip(weights, p.values[d])))
                        for p in alive}
                floor = max(s + (0.0 if p.fixed else rest * lo) for p in alive for s in (sums[id(p)],))
                kept = [p for p in alive if sums[id(p)] + (0.0 if p.fixed else rest * hi) >= floor]
                if len(kept) < len(alive):
                    self.stats["cutoffs"] += len(alive) - len(kept)
                    alive = kept
                if len({p.index for p in alive}) <= 1:
                    return n, alive
        return done, alive

    @staticmethod
    def _undo(alive, d, done):
        for p in alive:
            del p.values[d][done:]
        return done, alive

    # -- the tree ---------------------------------------------------------------------
    def _chance(self, p: Position, depth: int) -> tuple[float, ...]:
        """Values of ``p`` searched ``depth`` chance layers deep (``p`` after a reply)."""
        if depth <= 0 or p.is_over or not p.needs_roll:
            return self.cache.values(p)
        key = position_key(p)
        for dd in range(depth, self.MAX_DEPTH + 1):
            v = self.table.get((key, dd))
            if v is not None:
                self.stats["hits"] += 1
                return v
        acc = None
        for dice, w in chance_weights(p.rules.dice):
            vs = self._after_roll(p, dice, depth)
            if acc is None:
                acc = [w * x for x in vs]
            else:
                for s, x in enumerate(vs):
                    acc[s] += w * x
        out = tuple(acc)
        self.table[(key, depth)] = out
        return out

    def _pre_roll(self, p: Position, key) -> Position:
        """``p`` after the roller's optional pre-roll move (RU-9 exchanges), as the Strong player
        takes it (the one its evaluation prefers to none), or ``p`` itself."""
        k = (key, None)
        r = self.replies.get(k)
        if r is None:
            r = p
            if legal_moves(p):
                seat = p.to_move
                base = self.cache.values(p)[seat] + 1e-6
                for m in legal_moves(p):
                    q = play(p, m)
                    v = self.cache.values(q)[seat]
                    if v > base:
                        r, base = q, v
            self.replies[k] = r
        return r

    def _after_roll(self, leaf: Position, dice: tuple, depth: int) -> tuple[float, ...]:
        """Values after the roller rolls ``dice`` at ``leaf`` and replies, ``depth - 1`` more
        chance layers below."""
        reply = self._reply(leaf, dice)
        if depth <= 1:
            return self.cache.values(reply)
        return self._chance(reply, depth - 1)

    def _reply(self, leaf: Position, dice: tuple) -> Position:
        """The position after the roller's statically best plan for ``dice`` (one reply)."""
        lk = position_key(leaf)
        key = (lk, dice)
        r = self.replies.get(key)
        if r is not None:
            self.stats["reply_hits"] += 1
            return r
        if self._left is not None:
            if self._left <= 0:
                raise _OutOfNodes
            self._left -= 1
        elif self._should_stop is not None and self._should_stop():
            raise OutOfTime
        self.stats["replies"] += 1
        t0 = time.perf_counter()
        hard = self._hard
        if hard is not None and t0 > hard:
            raise OutOfTime
        rolled = roll(self._pre_roll(leaf, lk), dice)
        if not legal_moves(rolled):
            best = pass_roll(rolled)
        else:
            roller = rolled.to_move
            values = self.cache.values
            best, best_v = None, -math.inf
            for n, (_, q) in enumerate(roll_leaves(rolled, self.reply_nodes, hard)):
                if hard is not None and not n & 15 and time.perf_counter() > hard:
                    raise OutOfTime
                v = values(q)[roller]
                if v > best_v:
                    best, best_v = q, v
        self.replies[key] = best
        self._avg += 0.1 * (time.perf_counter() - t0 - self._avg)
        return best

    # -- the budget -------------------------------------------------------------------
    def _how_many(self, rolls: float, d: int) -> int:
        """How many plans the budget left can search on ``rolls`` more rolls at depth ``d``."""
        per_roll = 21 ** (d - 1) if d > 1 else 1
        if self._left is not None:
            return int(self._left // max(1.0, rolls * per_roll))
        if self._soft is not None:
            per = rolls * per_roll * max(self._avg, 2e-4) * 1.2
            return int(max(0.0, self._soft - time.perf_counter()) / per)
        return 1 << 30

    def _out_of_budget(self, soft) -> bool:
        if self._left is not None and self._left <= 0:
            return True
        if soft is not None and time.perf_counter() + 1.5 * self._avg >= soft:
            return True
        if self._should_stop is not None and self._should_stop():
            return True
        return False
