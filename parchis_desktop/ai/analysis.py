"""The Expert's numbers for a player: each seat's win chance of a position, every legal move
ranked, the best answer to each roll.  Shared by the game review (:mod:`.review`), the analysis
board and the puzzles.  Pure Python, deterministic (node budgets, never the clock).

The values are the Expert's *calibrated win probabilities* (:func:`~.evaluate.win_probabilities`,
the duel constants with two seats left, as the Expert's search has them), never its utility (no
+2/-1, no race term): a finished game is 1 for the winner (with ``teams``: both partners, TM-4)
and 0 for everyone else.  With ``teams`` each seat carries its team's chance, so the partners'
figures are equal and the teams' add up to 1.

How a position is valued (:class:`Analyst`, one table per review keyed by
:func:`position_key`, so every position has one value):

* **mid-roll** (dice to play): the value of the player to move's best continuation -- the max,
  for the seat to move at each step, over every way to finish the roll (:meth:`Analyst.value`
  walks the roll's tree, transpositions once, at most :data:`ROLL_NODES` positions);
* the roll's tree ends at **leaves**: a finished game (exact), or a position before the next
  roll.  A leaf before a roll is valued by the Expert's depth-1 expectimax: the mean over the
  distinct rolls (:func:`~.rolls.distinct_rolls`, weighted as their probabilities) of the win
  chance after the roller's reply, the reply being the roller's statically best way to play
  the roll (the Strong player's plan, the Expert's model of a reply).  Before the roll, the
  roller may make an optional pre-roll move (RU-9 exchanges): the leaf is worth the best of
  rolling at once and each such move;
* the budget: ``nodes`` is the number of replies a rolled position may spend on its leaves;
  the leaves are ranked by their static win chance for the player to move, and the best
  ``nodes // rolls`` of them get the depth-1 value (21 rolls of two dice, 6 of one).  A leaf left
  out gets its static value, capped at the lowest depth-1 value of the leaves searched (a plan
  the Expert did not search is never preferred to one it did);
* **before a roll** (:func:`win_chances`): the mean, over the distinct rolls, of the value of
  the rolled position -- the roller's best play of each roll -- one roll deeper than the
  value the same position gets as a leaf.

So the value of a mid-roll position is exactly the max over its continuations, and
:func:`win_chances` of a position before a roll is exactly the probability-weighted mean of
:func:`roll_table`'s best answers; the review (:mod:`.review`) telescopes on the same table.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from parchis_desktop.engine import Position, legal_moves, pass_roll, play, roll
from parchis_desktop.engine.move import Move

from .evaluate import CONSTANTS, DUEL_CONSTANTS, turn_cycle, win_probabilities
from .rolls import distinct_rolls, roll_leaves
from .search import LeafCache, position_key as _position_key

__all__ = ["MoveValue", "Analyst", "position_key", "win_chances", "rank_moves", "roll_table", "DEFAULT_NODES", "ROLL_NODES",
           "REPLY_NODES"]

#: Replies a rolled position may spend on its leaves (see the module doc): 6 leaves of a
#: two-dice roll, 21 of a one-die roll get the depth-1 value (most rolls have fewer leaves).
#: ``bench/review_speed.py`` measures a 100-turn 4-player game reviewed at this setting.
DEFAULT_NODES = 126
#: Positions of a roll's tree walked at most (then a mid-roll position gets its static value): a
#: safety net only -- a cut tree would break the review's exact sums (no recorded roll needs it).
ROLL_NODES = 20_000
#: Static values kept before that cache is emptied (the value table itself is never emptied:
#: a review's sums need every position to keep its one value).
STATIC_LIMIT = 200_000
#: The reply's plan: rolls.roll_leaves' node limit, as the Expert's (bots.ExpertBot.REPLY_NODES).
REPLY_NODES = 400


@dataclass(frozen=True)
class MoveValue:
    """One legal move of a position, valued."""
    index: int                 # index into legal_moves(pos) (== ``parchis-cli moves`` order)
    move: Move
    win: tuple[float, ...]     # each seat's win chance (0..1) after this move, with best play after
    line: tuple[int, ...]      # the expected continuation: move indices of the mover's rest of the roll


def position_key(p: Position) -> tuple:
    """The table's key: :func:`~.search.position_key` (what the evaluation reads) and the two
    fields that change the legal moves (the streak of extra rolls, ES-5's last token moved)."""
    return (_position_key(p), p.streak, p.last_moved)


def _exact(p: Position) -> tuple[float, ...]:
    """A finished game: 1 for the winner (both partners with teams), 0 for the others."""
    return tuple(float(x) for x in win_probabilities(p, CONSTANTS))


class Analyst:
    """The value table of one review (or one analysis): see the module doc.

    ``nodes`` is the reply budget of a rolled position.  Values are kept by position key for
    the analyst's life, so a position asked twice gets the same answer, at once: keep one
    analyst for a session (a review, an analysis board's game) rather than calling the
    module functions, which start a new table each time."""

    def __init__(self, nodes: int = DEFAULT_NODES):
        self.nodes = max(0, int(nodes))
        self.static_cache: dict = {}     # key -> static win chances
        self.values: dict = {}           # key -> value (mid-roll: best continuation; leaf: as a leaf)
        self.best: dict = {}             # key of a mid-roll position -> index of its best move
        self.chances: dict = {}          # key of a position before a roll -> win_chances (one roll deeper)
        self._replies: dict = {}         # (key, dice) -> win chances after the statically best reply
        self._roll_option: dict = {}     # key of a leaf before a roll -> its value if rolled at once
        self._plan = LeafCache(CONSTANTS, DUEL_CONSTANTS)   # utilities: how a reply is chosen
        self.replies = 0                 # replies computed (work done: benches, tests)

    # -- the evaluator ----------------------------------------------------------------
    def static(self, p: Position) -> tuple[float, ...]:
        """The calibrated win chances of ``p`` as it stands (no search)."""
        key = position_key(p)
        v = self.static_cache.get(key)
        if v is None:
            if len(self.static_cache) > STATIC_LIMIT:   # a pure function: forgetting costs time only
                self.static_cache.clear()
            if p.is_over or p.finished:
                v = _exact(p)
            else:
                order = turn_cycle(p)
                k = DUEL_CONSTANTS if len(order) == 2 else CONSTANTS
                v = tuple(float(x) for x in win_probabilities(p, k, None, order))
            self.static_cache[key] = v
        return v

    def _reply(self, p: Position, dice: tuple) -> tuple[float, ...]:
        """The win chances after ``p`` rolls ``dice`` (no pre-roll move) and the roller plays its
        statically best plan (kept by key: the values, not the positions)."""
        key = (position_key(p), dice)
        v = self._replies.get(key)
        if v is None:
            self.replies += 1
            rolled = roll(p, dice)
            if not legal_moves(rolled):
                r = pass_roll(rolled)
            else:
                seat = rolled.to_move
                best_v = -math.inf
                for _, q in roll_leaves(rolled, REPLY_NODES):
                    u = self._plan.values(q)[seat]
                    if u > best_v:
                        r, best_v = q, u
            v = self._replies[key] = self.static(r)
        return v

    def _rolled_mean(self, p: Position, value) -> tuple[float, ...]:
        acc = [0.0] * len(p.tokens)
        for dice, w in distinct_rolls(p.rules.dice):
            for s, x in enumerate(value(dice)):
                acc[s] += w * x
        return tuple(acc)

    def _deep_roll(self, p: Position) -> tuple[float, ...]:
        """Depth 1 for rolling at once: the mean over the rolls of the static value of the reply."""
        return self._rolled_mean(p, lambda d: self._reply(p, d))

    def rolling(self, p: Position) -> tuple[float, ...]:
        """Before a roll: the value of rolling at once (no pre-roll move), depth 1."""
        key = ("roll", position_key(p))
        v = self.chances.get(key)
        if v is None:
            v = self.chances[key] = self._deep_roll(p)
        return v

    def roll_option(self, p: Position) -> tuple[float, ...]:
        """Before a roll, as the table has it: the value of rolling at once (depth 1, or the
        static value for a leaf the budget left out), the other option being a pre-roll move."""
        v = self.value(p)
        return self._roll_option.get(position_key(p), v)

    def _leaf(self, p: Position, deep: bool = True, busy: frozenset = frozenset()) -> tuple[float, ...]:
        """A leaf before a roll: rolling at once (depth 1 when ``deep``, else its static value),
        or the best pre-roll move (RU-9), every option valued the same way and kept."""
        key = position_key(p)
        v = self.values.get(key)
        if v is not None:
            return v
        v = self.rolling(p) if deep else self.static(p)
        self._roll_option[key] = v
        moves = legal_moves(p)
        if moves:
            seat = p.to_move
            for m in moves:
                q = play(p, m)
                k = position_key(q)
                if k in busy:
                    continue
                if q.is_over:
                    w = self.value(q)
                elif q.needs_roll:
                    w = self._leaf(q, deep, busy | {key})
                else:
                    w = self.value(q)
                if w[seat] > v[seat] + 1e-12:
                    v = w
        self.values[key] = v
        return v

    # -- positions --------------------------------------------------------------------
    def value(self, p: Position) -> tuple[float, ...]:
        """Each seat's win chance at ``p``: exact when over; mid-roll, the best continuation;
        before a roll, its value as a leaf (see :meth:`chance` for one roll deeper)."""
        key = position_key(p)
        v = self.values.get(key)
        if v is not None:
            return v
        if p.is_over:
            v = self.static(p)
            self.values[key] = v
            return v
        if p.needs_roll:
            return self._leaf(p)
        self._search(p)
        return self.values[key]

    def chance(self, p: Position) -> tuple[float, ...]:
        """Before a roll: the probability-weighted mean over the distinct rolls of the rolled
        position's value (the roller's best play); with pre-roll moves (RU-9) the best of that
        and each move's value."""
        key = position_key(p)
        v = self.chances.get(key)
        if v is None:
            v = self._rolled_mean(p, lambda d: self.value(roll(p, d)))
            seat = p.to_move
            for m in legal_moves(p):   # a pre-roll move (RU-9): the position after it, as deep
                q = play(p, m)
                w = self.chance(q) if q.needs_roll else self.value(q)
                if w[seat] > v[seat] + 1e-12:
                    v = w
            self.chances[key] = v
        return v

    def _search(self, root: Position) -> None:
        """Value every position of ``root``'s roll tree (``root`` is mid-roll)."""
        inner: dict = {}      # key -> (position, [child keys per legal move])
        leaves: dict = {}     # key -> position (before a roll, not yet valued)
        stack = [root]
        budget = ROLL_NODES
        values = self.values
        while stack:
            p = stack.pop()
            key = position_key(p)
            if key in inner or key in values:
                continue
            if p.is_over:
                values[key] = self.static(p)
                continue
            if p.needs_roll:
                leaves[key] = p
                continue
            if budget <= 0:
                values[key] = self.static(p)
                continue
            moves = legal_moves(p)
            children = [pass_roll(p)] if not moves else [play(p, m) for m in moves]
            budget -= len(children)
            inner[key] = (p, [position_key(c) for c in children])
            stack.extend(reversed(children))
        fresh = [(k, q) for k, q in leaves.items() if k not in values]
        if fresh:
            seat = root.to_move
            fresh.sort(key=lambda kq: -self.static(kq[1])[seat])
            deep = self.nodes // len(distinct_rolls(root.rules.dice))
            floor = None
            for k, q in fresh[:deep]:
                v = self._leaf(q)
                floor = v[seat] if floor is None else min(floor, v[seat])
            for k, q in fresh[deep:]:
                if k in values:      # an option of a pre-roll choice valued above
                    continue
                if legal_moves(q):   # a pre-roll choice (RU-9): its options' static values, uncapped
                    self._leaf(q, deep=False)
                    continue
                v = self.static(q)
                self._roll_option[k] = v
                if floor is not None and v[seat] > floor:
                    v = _capped(q, v, seat, floor)
                values[k] = v
        # Bottom-up: each inner position takes its mover's best child (ties: the lower index).
        todo = [position_key(root)]
        while todo:
            k = todo[-1]
            if k in values:
                todo.pop()
                continue
            p, kids = inner[k]
            pending = [c for c in kids if c not in values]
            if pending:
                todo.extend(pending)
                continue
            todo.pop()
            mover = p.to_move
            bi, bv = 0, values[kids[0]]
            for i in range(1, len(kids)):
                v = values[kids[i]]
                if v[mover] > bv[mover] + 1e-12:
                    bi, bv = i, v
            values[k] = bv
            if legal_moves(p):
                self.best[k] = bi

    def move_values(self, p: Position) -> list[tuple[float, ...]]:
        """The value after each legal move of ``p`` (legal_moves order)."""
        if not p.is_over and not p.needs_roll:
            self.value(p)   # one search of the whole roll from p: its budget covers every move
        out = []
        for m in legal_moves(p):
            q = play(p, m)
            out.append(self.value(q))
        return out

    def line(self, p: Position) -> tuple[int, ...]:
        """The expected continuation from ``p``: the best move indices while the same seat
        plays the same roll."""
        seat = p.to_move
        out = []
        while not p.is_over and not p.needs_roll and p.to_move == seat and len(out) < 40:
            self.value(p)
            i = self.best.get(position_key(p))
            if i is None:
                break
            out.append(i)
            p = play(p, legal_moves(p)[i])
        return tuple(out)

    # -- the public questions ---------------------------------------------------------
    def win_chances(self, pos: Position) -> tuple[float, ...]:
        if pos.is_over:
            return self.static(pos)
        if pos.needs_roll:
            return self.chance(pos)
        return self.value(pos)

    def rank_moves(self, pos: Position) -> list[MoveValue]:
        moves = legal_moves(pos)
        if not moves:
            return []
        seat = pos.to_move
        if not pos.needs_roll:
            self.value(pos)   # one search of the whole roll from pos
        out = []
        for i, m in enumerate(moves):
            q = play(pos, m)
            win = self.value(q)
            line = self.line(q) if not q.is_over and not q.needs_roll and q.to_move == seat else ()
            out.append(MoveValue(i, m, win, line))
        out.sort(key=lambda mv: (-mv.win[seat], mv.index))
        return out

    def roll_table(self, pos: Position):
        if not pos.needs_roll:
            raise ValueError("roll_table: the position is not before a roll")
        out = []
        for dice, w in distinct_rolls(pos.rules.dice):
            rolled = roll(pos, dice)
            ranked = self.rank_moves(rolled)
            out.append((dice, w, ranked[0] if ranked else None))
        return out


def _capped(p: Position, v: tuple[float, ...], seat: int, floor: float) -> tuple[float, ...]:
    """``v`` with ``seat``'s chance (with teams: its team's) lowered to ``floor``, what it
    loses shared by the other seats (teams) in proportion to their chances."""
    n = len(v)
    if p.rules.teams:
        half = p.board.seats // 2
        mine = [s for s in range(n) if s % half == seat % half]
        sides = {s % half: v[s] for s in range(n) if s % half != seat % half and p.tokens[s]}
        gain = v[seat] - floor
        total = sum(sides.values())
        out = list(v)
        for s in range(n):
            if s in mine:
                out[s] = floor
            elif s % half in sides:
                x = sides[s % half]
                out[s] = x + (gain * x / total if total > 0 else gain / len(sides))
        return tuple(out)
    rest = [s for s in range(n) if s != seat and p.tokens[s]]
    gain = v[seat] - floor
    total = sum(v[s] for s in rest)
    out = list(v)
    out[seat] = floor
    for s in rest:
        out[s] = v[s] + (gain * v[s] / total if total > 0 else gain / len(rest))
    return tuple(out)


def win_chances(pos: Position, nodes: int = DEFAULT_NODES) -> tuple[float, ...]:
    """Each seat's win chance (0..1) of any position (see the module doc)."""
    return Analyst(nodes).win_chances(pos)


def rank_moves(pos: Position, nodes: int = DEFAULT_NODES) -> list[MoveValue]:
    """Every legal move of ``pos`` valued, best first for ``pos.to_move`` (ties: engine order)."""
    return Analyst(nodes).rank_moves(pos)


def roll_table(pos: Position, nodes: int = DEFAULT_NODES):
    """For a position before a roll: ``[(dice, probability, the roller's best answer or None)]``
    for each distinct roll (None: no legal move with that roll)."""
    return Analyst(nodes).roll_table(pos)
