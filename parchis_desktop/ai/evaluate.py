"""Position evaluation: race equity, exact capture odds, win probabilities.

Everything here is pure Python over the engine's public data (``pos.tokens``,
``pos.board``, ``pos.rules``); nothing branches on a variant's name except the
optional hooks in :data:`VARIANT_TERMS`.

The unit is the *pip*: one step of one token.  :func:`seat_pips` gives each
occupied seat the pips it still needs to bring every token home, counting

* the route still to travel (a token in the nest also pays :data:`NEST_COST`
  for the roll it needs to come out; a prisoner, a token on the mirror or on
  an arrow cell pays more: see :class:`Constants`), and what the captures still
  to come on the ring will cost it (``Constants.exposure``, see :class:`_Race`):
  a step is worth more to a token that has come far;
* the *expected* loss from being captured before its next turn: for every
  capturable token the exact probability that some opponent hits it (each
  opponent's roll enumerated: one die, both dice, the sum, entering from the
  nest and then moving, doubles' and sixes' extra rolls, reverse faces), times
  what the capture costs (the steps travelled plus the way back out); the
  capturer gains the capture bonus (ES-3, PA-6) with the same probability;
* small strategic terms: blockades holding opponents behind them.

With ``teams`` (TM-1..TM-4) the partner is no opponent: it never threatens our tokens
(TM-2), a pair of one team is a blockade that nothing captures, a blockade that holds the
partner back costs the team, and a team's race is the mean of its partners' pips (a
finished player rolls for the partner, TM-3): :func:`win_probabilities` gives each seat
its team's chance, so the bots (and the Expert's search) maximise the team's.

:func:`win_probabilities` turns the pips into a probability per seat with a
softmax whose temperature grows with the length of the race (constants fitted
on self-play by ``bench/ai_calibration.py``).  :func:`utility` is what the
bots maximise.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

from parchis_desktop.engine import Position, next_seat
from parchis_desktop.engine.position import NEST, PRISON, SPECIAL

from .home import home_rolls

__all__ = ["Constants", "CONSTANTS", "DUEL_CONSTANTS", "STRONG_CONSTANTS", "seat_pips", "win_probabilities", "utility", "team_pips",
           "threat_probability", "capture_risk", "geometry", "VARIANT_TERMS", "MAX_REACH",
           "LEARNED_WIN_CHANCES"]

#: Farthest distance (in steps) a threat is looked for.
MAX_REACH = 26
#: Pips per roll of two-dice Parchís (7, plus a sixth of a roll for doubles): the unit the
#: win-probability temperature was fitted in.
REF_STEPS = 8.4


@dataclass(frozen=True)
class Constants:
    """Tunable numbers of the evaluation (pips unless said)."""

    nest_cost: float = 7.0        # a token in the nest (two-dice Parchís; scaled by the odds of entering)
    prison_cost: float = 14.0     # a prisoner (RU-6): a 6 to ransom it, a gift to the captor
    mirror_cost: float = 14.0     # a token on M (RU-15): two 6s to get back to the nest
    arrow_cost: float = 7.0       # a token on its arrow cell: one 6 to the nest
    rest_cost: float = 0.5        # a token in a rest cell may be covered (RU-10)
    later_weight: float = 0.45    # threat weight of an opponent who rolls after the target's owner
    blockade_hold: float = 0.8    # pips an opponent token loses behind one of our blockades
    blockade_reach: int = 12      # how far behind a blockade an opponent token counts as held
    home_exact: float = 1.0       # a token in a home column needs an exact count (goal boards)
    # Instead of home_exact, this times what the exact count really costs the tokens in a home
    # column (goal boards): the rolls they would need alone (ai/home.py) in pips, less their
    # distance.  0 = off (home_exact).
    home_waste: float = 0.0
    # Captures still to come: a token on the ring is captured about this often per square it
    # still travels there (against three opponents; scaled by their number).  0 = off.
    # Measured in self-play: docs/ai-tuning.md.
    exposure: float = 0.015
    # A capture the next roll threatens: the attacker's pips go down by its (weighted) odds
    # times the capture bonus (ES-3, PA-6: 20 steps; none in parchis and russian) times this.
    threat_gain: float = 0.8
    # Win probability: softmax of -pips / temperature, the temperature
    # temp_scale * ((mean pips + temp_offset) * pips per roll / REF_STEPS) ** temp_power;
    # the seat to move ahead by tempo * pips per roll * (its distance from the end of the round).
    # Fitted by bench/ai_calibration.py (docs/ai-tuning.md).
    temp_scale: float = 2.2
    temp_offset: float = 0.0
    tempo: float = 0.0
    temp_power: float = 0.75
    # Teams (TM-1): the temperature of the teams' race, times the single seats' one (the teams'
    # pips are the mean of the partners').  Fitted by bench/ai_calibration.py --teams: 1.2
    # (log-loss 0.652; 0.71, the 1/sqrt(2) of two averaged races, 0.665: docs/ai-tuning.md).
    team_temp: float = 1.2


CONSTANTS = Constants()

#: The Expert's constants when two players are left (a duel), tuned for play (not for
#: calibration) in Strong-vs-Strong duplicate games by ``bench/ai_duel_tune.py``: a token still
#: in the nest costs more (7 -> 14 pips), the captures still to come on the ring less (exposure
#: 0.015 -> 0.007), and the exact count of the home column is counted (home_waste, ai/home.py;
#: two dice only: see _Geometry.home_rolls).  The Strong player and the chart's win
#: probabilities keep :data:`CONSTANTS`.  The measurements, and what was tried and left:
#: docs/ai-tuning.md.
DUEL_CONSTANTS = replace(CONSTANTS, nest_cost=14.0, exposure=0.007, home_waste=1.0)

#: The Strong player's constants while three or more players are in the game: a token still in
#: the nest costs 10 pips, not 7 (Strong vs 3 Casual, parchis: 37.4% against 34.3%, 1,600
#: games on the same dice, docs/ai-tuning.md).  In a duel it keeps :data:`CONSTANTS`, and the
#: Expert and the chart's win probabilities keep theirs.
STRONG_CONSTANTS = replace(CONSTANTS, nest_cost=10.0)


# -- per board/rules geometry -----------------------------------------------------
class _Geometry:
    """Derived tables for one (board, rules) pair: cached by :func:`geometry`."""

    def __init__(self, board, rules, k: Constants):
        self.board = board
        self.rules = rules
        self.k = k
        self.last = board.route_len - 1
        self.home_first = board.route_len - board.home_len - (1 if board.has_goal else 0)
        # A token is done at the goal, or (boards without a goal, RU-16) anywhere in its home column.
        self.finish = self.last if board.has_goal else self.home_first
        castles = getattr(board, "castles", frozenset()) or frozenset()
        self.semi = frozenset(board.semi_safe)
        self.safe = (frozenset(board.safe) | frozenset(castles)) - self.semi
        self.start_owner = {q: s for s, q in enumerate(board.start)}
        # Seats s and t are on one side when s % mod == t % mod: partners with ``teams`` (TM-1,
        # seated opposite), else every seat alone.
        self.teams = bool(getattr(rules, "teams", False))
        self.mod = board.seats // 2 if self.teams else board.seats
        self.blockades = bool(rules.blockades)
        # RU-4: no jumping over any token; the board table says so (Board.no_jumping).
        self.no_jumping = bool(board.no_jumping)
        self.shared = bool(rules.shared_safe_squares)
        self.bonus = rules.capture_bonus
        # Special cells (Russian): per cell index, ("rest", ring square) / ("mirror",) / ("arrow", seat).
        kinds = []
        for name in board.special_cells:
            if name.startswith("O") and name[1:].isdigit():
                kinds.append(("rest", int(name[1:])))
            elif name == "M":
                kinds.append(("mirror", None))
            elif name.startswith("A") and name[1:].isdigit():
                kinds.append(("arrow", int(name[1:])))
            else:
                kinds.append(("other", None))
        self.special = tuple(kinds)
        self._rolls = {False: _roll_table(rules, False), True: _roll_table(rules, True)}
        # Pips one roll moves on average (extra rolls included), and the chance a roll lets a
        # token out of the nest: they scale the nest cost and the race's tempo and noise.
        table = self._rolls[True]
        p_enter = sum(w for w, _, nmask, _ in table if nmask & 1) or 1 / 36
        p_extra = sum(w for w, _, _, extra in table if extra)
        mean = sum(w * _mean_steps(rules, faces) for (w, _, _, _), faces in zip(table, _faces(rules)))
        self.steps_per_roll = mean / max(0.2, 1 - p_extra)
        self.nest_cost = k.nest_cost * (15 / 36) / p_enter * (mean / 7)
        self.capture_extra = self.nest_cost + (k.prison_cost if rules.prisoners else 0.0)
        # The exact count (Constants.home_waste): expected rolls per set of distances to the
        # goal, and pips per roll (extra rolls not included) to turn them into pips.
        # Two dice only: with one die (spanish), another token takes a face the home column
        # cannot use, so the wait of the tokens alone overstates it (measured: docs/ai-tuning.md).
        self.home_rolls = home_rolls(board, rules) if k.home_waste and rules.dice == 2 else None
        self.mean_roll = mean
        self._cache: dict = {}
        self._races: dict = {}

    def race(self, hunters: int) -> "_Race":
        """The pips tables for a token of a seat with ``hunters`` opponents still playing."""
        r = self._races.get(hunters)
        if r is None:
            r = self._races[hunters] = _Race(self, hunters)
        return r

    def remaining(self, seat: int, c: int, race: "_Race | None" = None) -> float:
        """Pips left for one token, its future captures included (no risk of the next round)."""
        k = self.k
        if race is None:
            race = self.race(3)
        if c == NEST:
            return race.nest_rem
        if c < SPECIAL:
            return race.left[c]
        if c >= PRISON:
            return race.nest_rem + k.prison_cost
        kind, arg = self.special[c - SPECIAL] if c - SPECIAL < len(self.special) else ("other", None)
        if kind == "rest":
            p = self.board.square_progress[seat].get(arg)
            return (race.left[p] + k.rest_cost) if p is not None else race.nest_rem
        if kind == "mirror":
            return race.nest_rem + k.mirror_cost
        if kind == "arrow":
            return race.nest_rem + k.arrow_cost
        return race.nest_rem

    def ring_progress(self, seat: int, c: int):
        """Progress of a token that can move along the ring (rest cells count as their square), else None."""
        if 0 <= c < SPECIAL:
            return c if self.board.route_square[seat][c] else None
        if SPECIAL <= c < PRISON and c - SPECIAL < len(self.special):
            kind, arg = self.special[c - SPECIAL]
            if kind == "rest":
                return self.board.square_progress[seat].get(arg)
        return None

    def p_seat(self, d: int, nd: int, has_nest: bool) -> float:
        """Probability that one seat's roll hits: ``d`` = distances of its ring tokens (bit k),
        ``nd`` = target progress reachable by a token entering (bit 0: on the start)."""
        key = (d, nd, has_nest)
        p = self._cache.get(key)
        if p is None:
            if len(self._cache) > 200_000:
                self._cache.clear()
            p = 0.0
            table = self._rolls[has_nest]
            for w, rmask, nmask, extra in table:
                if (rmask & d) or (nmask & nd):
                    p += w
                elif extra:
                    # The extra roll (a double, a six): the hunter may first have moved a token
                    # closer with this roll's steps, so its distances shrink by each of them.
                    d2 = d
                    x = 1
                    while rmask >> x:
                        if (rmask >> x) & 1:
                            d2 |= d >> x
                        x += 1
                    p += w * sum(w2 for w2, r2, n2, _ in table if (r2 & d2) or (n2 & nd))
            self._cache[key] = p
        return p


class _Race:
    """Per route progress ``c``: ``left[c]``, the pips still to go, and ``loss[c]``, what being
    captured there costs; ``nest_rem``, the pips of a token in the nest.

    Without :attr:`Constants.exposure` these are the plain route (plus the home column's
    exact count) and the steps travelled plus the way back out.  With it, a token still on
    the ring will be captured again and again on the way, at a rate ``lam`` per square: the
    cost of being captured at ``x``, ``u(x)``, solves ``u' = 1 + lam * u`` with ``u(0)`` the
    way back out, so ``u(x) = (u(0) + 1/lam) * exp(lam * x) - 1/lam``; and ``left[x]`` =
    ``left(captured) - u(x)``.  A step is then worth more the further the token has come.
    """

    __slots__ = ("left", "loss", "nest_rem")

    def __init__(self, g: "_Geometry", hunters: int):
        k = g.k
        n = g.last + 1
        finish, home_first = g.finish, g.home_first
        e = g.capture_extra
        left = [0.0] * n
        loss = [0.0] * n
        exact = 0.0 if g.home_rolls else k.home_exact  # else seat_pips adds home_waste
        for c in range(n):
            if c < finish:
                left[c] = finish - c + (exact if c >= home_first else 0)
                loss[c] = c + e
        # The hunters' tokens spread over a ring of 17N squares (BD-2, BD-3): per square, a token
        # meets them 4/N times as often as on four seats (Strong vs 5 Casual on six seats:
        # 24.5% against 22.0% without, docs/ai-tuning.md).
        lam = k.exposure * max(0, hunters) / 3 * 4 / g.board.seats
        end = min(home_first, finish) - 1  # the last ring square of the route
        if lam > 0 and end > 0:
            inv = 1.0 / lam
            u = [(e + inv) * math.exp(lam * x) - inv for x in range(end + 1)]
            captured = (finish - end) + u[end]
            for x in range(end + 1):
                loss[x] = u[x]
                left[x] = captured - u[x]
        self.left = left
        self.loss = loss
        self.nest_rem = left[0] + g.nest_cost


def _faces(rules):
    """The distinct rolls in the order of :func:`_roll_table`."""
    if rules.dice == 1:
        return [(f,) for f in range(1, 7)]
    return [(a, b) for a in range(1, 7) for b in range(a, 7)]


def _mean_steps(rules, faces) -> float:
    return sum(7 if (f == 6 and rules.six_counts_seven) else f for f in faces)


def _roll_table(rules, has_nest: bool):
    """Per distinct roll: (probability, reach mask, entering mask, gives an extra roll)."""
    out = []
    enter = rules.enter_on
    if rules.dice == 1:
        for f in range(1, 7):
            s = 7 if (f == 6 and rules.six_counts_seven and not has_nest) else f
            nmask = 1 if f == enter else 0
            extra = (rules.extra_roll == "six" and f == 6)
            out.append((1 / 6, 1 << s, nmask, extra))
        return tuple(out)
    for a in range(1, 7):
        for b in range(a, 7):
            w = (1 if a == b else 2) / 36
            if a == b and rules.reverse_faces and not has_nest:
                opts = {a, 7 - a}
            else:
                opts = None
            reach = 0
            if opts:
                for x in opts:
                    reach |= 1 << x
                    for y in opts:
                        reach |= 1 << (x + y)
            else:
                reach = (1 << a) | (1 << b) | (1 << (a + b))
            nmask = 0
            if a == enter:
                nmask |= 1 | (1 << b)
            if b == enter:
                nmask |= 1 | (1 << a)
            if rules.enter_by_sum and a + b == enter:
                nmask |= 1
            if rules.extra_roll == "doubles":
                extra = a == b
            elif rules.extra_roll == "six":
                extra = a == 6 or b == 6
            else:
                extra = False
            out.append((w, reach, nmask, extra))
    return tuple(out)


_GEOS: dict = {}
#: (board, rules, constants, geometry) asked for last, compared by identity: hashing a rule set
#: (a frozen dataclass) on every evaluation costs more than the rest of the lookup.  One tuple,
#: replaced whole, so a thread never sees half of an update.
_LAST: tuple = (None, None, None, None)


def geometry(pos: Position, k: Constants = CONSTANTS) -> _Geometry:
    global _LAST
    board, rules, kk, g = _LAST
    if pos.rules is rules and pos.board is board and k is kk:
        return g
    key = (id(pos.board), pos.rules, k)
    g = _GEOS.get(key)
    if g is None or g.board is not pos.board:
        if len(_GEOS) > 64:
            _GEOS.clear()
        g = _GEOS[key] = _Geometry(pos.board, pos.rules, k)
    _LAST = (pos.board, pos.rules, k, g)
    return g


def turn_cycle(pos: Position) -> list[int]:
    """Seats still playing, from the one whose turn it is, in the order they roll (G-2)."""
    first = pos.turn
    order = [first]
    s = next_seat(pos, first)
    while s not in order:
        order.append(s)
        s = next_seat(pos, s)
    return order


# -- threats ---------------------------------------------------------------------
def _capturable(g: _Geometry, occ: dict, q: int) -> bool:
    if q in g.safe:
        return False
    here = occ.get(q, ())
    if len(here) == 2 and g.blockades and here[0] % g.mod == here[1] % g.mod:
        return False  # a blockade (TM-2: of one team): nothing lands on it
    return True


def _blockade_squares(g: _Geometry, occ: dict):
    if not g.blockades:
        return ()
    mod = g.mod  # TM-2: two tokens of one team block, whichever partners they are
    return {q for q, o in occ.items() if len(o) == 2 and o[0] % mod == o[1] % mod}


#: Distance bits 1..MAX_REACH of a threat mask.
_REACH_MASK = ((1 << (MAX_REACH + 1)) - 1) & ~1


class _Ctx:
    """Per-position tables shared by the threat computations.

    Per seat, ``hunt[s]`` = ``(reach, walls)`` as bit masks over seat s's route progress:
    ``reach`` has bit ``top - p`` for each of its tokens that can move along the ring at
    progress ``p`` (so ``reach >> (top - pt)`` has bit ``pt - p``: the distances to a target
    at progress ``pt``); ``walls`` has bit ``p`` for each square on its route that no token
    of it may pass (blockades; every occupied square where nothing may be jumped, RU-4).
    """

    __slots__ = ("pos", "g", "occ", "blocks", "order", "idx", "nest", "hunt", "top")

    def __init__(self, pos: Position, g: _Geometry, order: list[int] | None = None):
        self.pos = pos
        self.g = g
        self.order = order = turn_cycle(pos) if order is None else order
        self.idx = {s: i for i, s in enumerate(order)}
        board = g.board
        top = self.top = board.route_len
        route_square = board.route_square
        occ: dict[int, list[int]] = {}   # ring square -> seats standing there
        reaches = []
        nest = []
        for s, seat in enumerate(pos.tokens):
            reach = 0
            in_nest = False
            if seat:
                rs = route_square[s]
                for c in seat:
                    if c == NEST:
                        in_nest = True
                    elif c < SPECIAL:
                        q = rs[c]
                        if q:
                            reach |= 1 << (top - c)
                            here = occ.get(q)
                            if here is None:
                                occ[q] = [s]
                            else:
                                here.append(s)
                    else:
                        p = g.ring_progress(s, c)  # a rest cell counts as its square
                        if p is not None:
                            reach |= 1 << (top - p)
            reaches.append(reach)
            nest.append(in_nest)
        self.occ = occ
        blocks = self.blocks = _blockade_squares(g, occ)
        walls = occ if g.no_jumping else blocks
        hunt = []
        square_progress = board.square_progress
        for s, reach in enumerate(reaches):
            wall = 0
            if walls and pos.tokens[s]:
                sps = square_progress[s]
                for q in walls:
                    p = sps.get(q)
                    if p is not None:
                        wall |= 1 << p
            hunt.append((reach, wall))
        self.hunt = hunt
        self.nest = nest


def _threat_masks(ctx: _Ctx, a: int, q: int):
    """Distance masks of seat ``a``'s tokens against a capturable token on ring square ``q``."""
    g = ctx.g
    pt = g.board.square_progress[a].get(q)
    if pt is None:
        return 0, 0
    reach, wall = ctx.hunt[a]
    semi_owner = g.start_owner.get(q) if q in g.semi else None
    d = 0
    if semi_owner is None and reach:  # on a start square only its owner's entering token captures (PL-9)
        d = (reach >> (ctx.top - pt)) & _REACH_MASK
        if d and wall:
            below = wall & ((1 << pt) - 1)
            if below:  # tokens behind the nearest wall below the target cannot pass it
                d &= (1 << (pt - below.bit_length() + 2)) - 1
    nd = 0
    if ctx.nest[a] and pt <= 12:
        occ = ctx.occ
        if pt == 0:
            here = occ.get(q, ())
            if semi_owner is None or semi_owner == a:
                # ES-8: on a shared start only a full square is captured by entering.
                if not g.shared or len(here) >= 2:
                    if not (len(here) == 2 and here[0] % g.mod == here[1] % g.mod and g.blockades):
                        nd |= 1
        elif semi_owner is None and not (wall & ((1 << pt) - 2)):
            here = occ.get(g.board.start[a], ())
            mod = g.mod  # the attacker's own (TM-2: its team's) pair on its start: no entering
            if not (len(here) == 2 and here[0] % mod == here[1] % mod == a % mod):
                nd |= 1 << pt
    return d, nd


def _target_square(ctx: _Ctx, t: int, c: int) -> int:
    """The ring square of a capturable token, else 0."""
    if not 0 <= c < SPECIAL:
        return 0
    q = ctx.g.board.route_square[t][c]
    if not q or not _capturable(ctx.g, ctx.occ, q):
        return 0
    return q


def threat_probability(pos: Position, attacker: int, target_seat: int, target_token: int,
                       k: Constants = CONSTANTS) -> float:
    """Exact probability that ``attacker``'s next roll can capture the target token (one roll with
    its extra rolls; 0 when the token cannot be captured where it stands)."""
    ctx = _Ctx(pos, geometry(pos, k))
    if attacker % ctx.g.mod == target_seat % ctx.g.mod:
        return 0.0  # ourselves, or (TM-2) the partner: partners never capture each other
    q = _target_square(ctx, target_seat, pos.tokens[target_seat][target_token])
    if not q:
        return 0.0
    d, nd = _threat_masks(ctx, attacker, q)
    if not d and not nd:
        return 0.0
    return ctx.g.p_seat(d, nd, ctx.nest[attacker])


def capture_risk(pos: Position, k: Constants = CONSTANTS):
    """Per seat, per token: probability of being captured before its owner's next turn."""
    ctx = _Ctx(pos, geometry(pos, k))
    return [[_token_risk(ctx, t, c, None) if t in ctx.idx else 0.0 for c in seat]
            for t, seat in enumerate(pos.tokens)]


def _token_risk(ctx: _Ctx, t: int, c: int, gains) -> float:
    """Probability of capture before ``t``'s next turn (opponents rolling after ``t`` weighted down);
    adds each attacker's weighted probability to ``gains``.  The partner is no attacker (TM-2)."""
    q = _target_square(ctx, t, c)
    if not q:
        return 0.0
    idx = ctx.idx
    it = idx.get(t, 0)
    pos = ctx.pos
    mid_roll = pos.turn == t and bool(pos.dice)
    keep = 1.0
    g = ctx.g
    later = g.k.later_weight
    p_seat = g.p_seat
    nest = ctx.nest
    mod = g.mod
    side = t % mod
    for i, a in enumerate(ctx.order):
        if a % mod == side:  # ourselves, or (TM-2) the partner
            continue
        d, nd = _threat_masks(ctx, a, q)
        if not d and not nd:
            continue
        p = p_seat(d, nd, nest[a])
        if mid_roll or i > it:
            p *= later
        keep *= 1.0 - p
        if gains is not None:
            gains[a] += p
    return 1.0 - keep


#: Extra evaluation terms: functions ``hook(pos, geometry, pips)`` that adjust the per-seat
#: ``pips`` in place (e.g. a Pachisi term for blockades about to expire, a Russian term for
#: mirror shortcuts).  A hook decides from ``pos.rules``/``pos.board`` whether it applies, so
#: custom rule sets get it too.  Every term the evaluation has today is built in above.
VARIANT_TERMS: list = []


def seat_pips(pos: Position, k: Constants = CONSTANTS, order: list[int] | None = None) -> list[float]:
    """Expected pips each seat still needs (``inf`` for empty seats; 0 for finished ones).
    ``order`` is :func:`turn_cycle` of ``pos`` when the caller has it already."""
    g = geometry(pos, k)
    ctx = _Ctx(pos, g, order)
    n = len(pos.tokens)
    pips = [math.inf] * n
    idx = ctx.idx
    gains = [0.0] * n
    bonus = g.bonus
    finish = g.finish
    race = g.race(len(ctx.order) - 1)
    left = race.left
    loss = race.loss
    remaining = g.remaining
    mod = g.mod
    if g.teams:  # the captures still to come: only the other teams' seats hunt (TM-2)
        sides = [s % mod for s in ctx.order]
        races = {side: g.race(len(sides) - sides.count(side)) for side in set(sides)}
    home = g.home_rolls
    home_first = g.home_first
    for s, seat in enumerate(pos.tokens):
        if not seat:
            continue
        if s in pos.finished:
            pips[s] = 0.0
            continue
        total = 0.0
        if home:
            ds = [finish - c for c in seat if home_first <= c < finish]
            if ds:
                ds.sort()
                rolls = home.get(tuple(ds))
                total = (k.home_waste * (rolls * g.mean_roll - sum(ds)) if rolls is not None and rolls < math.inf
                         else k.home_exact * len(ds))
        playing = s in idx
        if g.teams and s % mod in races:
            race = races[s % mod]
            left, loss = race.left, race.loss
        for c in seat:
            if 0 <= c < SPECIAL:  # on the route (the ring or the home column)
                if c >= finish:
                    continue
                total += left[c]
                if playing:
                    p = _token_risk(ctx, s, c, gains if bonus else None)
                    if p:
                        total += p * loss[c]
            else:
                total += remaining(s, c, race)
        pips[s] = total
    if bonus:
        gain = k.threat_gain
        for a in range(n):
            if gains[a] and pips[a] != math.inf and pips[a] > 0:
                pips[a] = max(0.0, pips[a] - gains[a] * bonus * gain)
    if ctx.blocks:
        _blockade_term(pos, g, ctx.occ, ctx.blocks, pips)
    for hook in VARIANT_TERMS:
        hook(pos, g, pips)
    return pips


def _blockade_term(pos, g, occ, blocks, pips):
    """Opponent tokens close behind a blockade are held up (PA-9: less so as it ages)."""
    k = g.k
    sp = g.board.square_progress
    limit = pos.rules.blockade_max_turns
    ages = pos.extra.get("ages") if limit else None
    for q in blocks:
        # The seats of the pair (TM-2: a pair of one team may be both partners') are not held by
        # it; anyone else behind it is -- the partner too, at the team's cost (teams: seat_pips).
        owners = occ[q]
        hold = k.blockade_hold
        if ages:
            age = ages.get(f"T{q}", 0)
            hold *= max(0.0, 1.0 - age / limit) if isinstance(age, int) else 1.0
        for a, seat in enumerate(pos.tokens):
            if a in owners or not seat or pips[a] == math.inf or a in pos.finished:
                continue
            pq = sp[a].get(q)
            if pq is None:
                continue
            for ca in seat:
                if 0 <= ca < SPECIAL and 0 < pq - ca <= k.blockade_reach:
                    pips[a] += hold


#: The learned value function (``ai/learned.py`` puts its ``win_chances`` here when the package
#: is imported): ``fn(pos) -> list | None``; None, or an empty list, is the hand-made evaluation.
LEARNED_WIN_CHANCES: list = []


def win_probabilities(pos: Position, k: Constants | None = None, pips: list[float] | None = None,
                      order: list[int] | None = None, learned: bool = True) -> list[float]:
    """Estimated probability that each seat finishes first (0 for empty seats).

    The one entry point of the win chances: called with the position alone (the statistics
    window), it answers from the learned value function where its weights load for this preset
    and board (:data:`LEARNED_WIN_CHANCES`, ``ai/learned.py``).  Given constants (``k``: the
    players' search, the Expert's numbers in the game review and the puzzles, which must stay
    the Expert's), the caller's own ``pips``, or ``learned=False``, it is the hand-made
    evaluation below (``k`` None: :data:`CONSTANTS`).

    A softmax over the seats' expected pips (tempo-adjusted for the turn order),
    with a temperature that grows with the square root of the race length.
    With ``teams`` each seat gets its team's chance (TM-4: a seat wins when its team
    does; the partners' two figures are equal and the teams' add up to 1).
    """
    if k is None:
        if learned and pips is None and LEARNED_WIN_CHANCES:
            out = LEARNED_WIN_CHANCES[0](pos)
            if out is not None:
                return out
        k = CONSTANTS
    n = len(pos.tokens)
    if pos.rules.teams:
        return _team_win_probabilities(pos, k, pips, order)
    if pos.is_over or pos.finished:
        out = [0.0] * n
        out[pos.finished[0]] = 1.0
        return out
    if order is None:
        order = turn_cycle(pos)
    if pips is None:
        pips = seat_pips(pos, k, order)
    m = len(order)
    if m == 1:
        out = [0.0] * n
        out[order[0]] = 1.0
        return out
    g = geometry(pos, k)
    spr = g.steps_per_roll
    adj = {}
    for i, s in enumerate(order):
        adj[s] = pips[s] - k.tempo * spr * (m - i) / m
    mean = sum(adj.values()) / m
    temp = _temperature(g, k, mean)
    best = min(adj.values())
    ex = {s: math.exp(-(v - best) / temp) for s, v in adj.items()}
    z = sum(ex.values())
    out = [0.0] * n
    for s, v in ex.items():
        out[s] = v / z
    return out


def _temperature(g: _Geometry, k: Constants, mean: float) -> float:
    # The race's noise grows like sqrt(rolls left * pips per roll) = sqrt(pips * pips per roll).
    return max(1e-3, k.temp_scale * ((max(mean, 0.0) + k.temp_offset) * g.steps_per_roll / REF_STEPS)
               ** k.temp_power)


def team_pips(pos: Position, pips: list[float]) -> dict[int, float]:
    """With ``teams``: per team (keyed by its lower seat, ``s % (seats / 2)``) the mean of its
    partners' pips -- the rolls the team still needs per partner, since a finished player rolls
    for the partner (TM-3).  Teams with an empty seat are left out."""
    half = pos.board.seats // 2
    out = {}
    for s in range(half):
        a, b = pips[s], pips[s + half]
        if a != math.inf and b != math.inf:
            out[s] = 0.5 * (a + b)
    return out


def _team_win_probabilities(pos: Position, k: Constants, pips, order) -> list[float]:
    """:func:`win_probabilities` with ``teams`` (TM-4): a softmax over the teams' pips."""
    n = len(pos.tokens)
    half = pos.board.seats // 2
    out = [0.0] * n
    w = pos.winner
    if w is not None:  # a team is home: it has won (TM-4)
        out[w] = out[(w + half) % n] = 1.0
        return out
    if order is None:
        order = turn_cycle(pos)
    if pips is None:
        pips = seat_pips(pos, k, order)
    tp = team_pips(pos, pips)
    if len(tp) == 1:
        side = next(iter(tp))
        out[side] = out[side + half] = 1.0
        return out
    g = geometry(pos, k)
    mean = sum(tp.values()) / len(tp)
    temp = _temperature(g, k, mean) * k.team_temp
    best = min(tp.values())
    ex = {t: math.exp(-(v - best) / temp) for t, v in tp.items()}
    z = sum(ex.values())
    for t, v in ex.items():
        out[t] = out[t + half] = v / z
    return out


def utility(pos: Position, seat: int, k: Constants = CONSTANTS) -> float:
    """What the bots maximise for ``seat``: its win probability (with ``teams``: its team's),
    with a small race term that still orders positions when the probability saturates."""
    if pos.rules.teams:
        w = pos.winner
        if w is not None:
            return 2.0 if w % (pos.board.seats // 2) == seat % (pos.board.seats // 2) else -1.0
    elif pos.finished:
        if pos.finished[0] == seat:
            return 2.0
        if pos.is_over:
            return -1.0
    pips = seat_pips(pos, k)
    wp = win_probabilities(pos, k, pips)
    if pos.rules.teams:
        tp = team_pips(pos, pips)
        side = seat % (pos.board.seats // 2)
        others = [p for t, p in tp.items() if t != side]
        race = (min(others) - tp[side]) if others and side in tp else 0.0
        return wp[seat] + 0.0005 * race
    mine = pips[seat]
    others = [p for s, p in enumerate(pips) if s != seat and p != math.inf]
    race = (min(others) - mine) if others else 0.0
    return wp[seat] + 0.0005 * race
