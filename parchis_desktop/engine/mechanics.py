"""The mechanics every rule set shares (docs/rules.md G-7..G-13, §1, §2): occupancy, single
steps and entering, playing a move on the board, the end of a roll and the next turn.

The rules that differ between rule sets are methods of the rule set's
:class:`~.variant.Variant` (``pos.rules.variant``); this module reaches them only
through that object and never names a variant.  Everything here is the AI's inner loop:
positions are small tuples, a move is generated once, a position caches its legal moves
and its occupancy.
"""
from __future__ import annotations

from typing import NamedTuple

from .move import Move, made as _move
from .position import NEST, SPECIAL, Position, made

__all__ = ["Reason", "IllegalMove", "occupancy", "blockades", "check_step", "check_enter",
           "steps_for", "candidates", "apply_raw", "any_die_move", "has_witness", "opens_blockade",
           "in_penalty", "penalty_moves", "step_reasons", "unique", "legal_moves", "legal",
           "gives_extra_roll", "settle", "end_roll", "next_seat", "next_turn", "same_tokens",
           "derive", "rule_id", "partner", "plays_for", "team_done"]


class IllegalMove(ValueError):
    """A move that is not legal in the position it was played in."""


class Reason(NamedTuple):
    """Why something cannot be done: a rule id, a word, and parameters for the UI's sentence."""

    rule: str
    why: str
    params: dict


def unique(reasons) -> list[Reason]:
    """``reasons`` without repeats, in order (a Reason's ``params`` is a dict: no hashing)."""
    out: list[Reason] = []
    for r in reasons:
        if r not in out:
            out.append(r)
    return out


def rule_id(pos: Position, concept: str) -> str:
    """The rule id stating ``concept`` in ``pos``'s preset (``rules.PRESET_ROWS``)."""
    return pos.rules.rule_ids[concept]


# -- teams (TM-1..TM-4) ---------------------------------------------------------------
def partner(pos: Position, seat: int) -> int:
    """The seat opposite ``seat`` (its partner when the rules play ``teams``, TM-1)."""
    n = pos.board.seats
    return (seat + n // 2) % n


def plays_for(pos: Position, seat: int) -> int:
    """The seat whose tokens ``seat`` plays: its own, or with ``teams`` once all of them
    are at the goal, its partner's (TM-3)."""
    if pos.rules.teams and seat in pos.finished:
        return partner(pos, seat)
    return seat


def team_done(pos: Position, seat: int) -> bool:
    """Whether ``seat`` has nothing left to play: it has finished (G-13), and with ``teams``
    its partner too (TM-3, TM-4)."""
    if seat not in pos.finished:
        return False
    return not pos.rules.teams or partner(pos, seat) in pos.finished


# -- board state ----------------------------------------------------------------------
def occupancy(pos: Position) -> dict[int, list[tuple[int, int]]]:
    """Ring square -> [(seat, token), ...] for tokens on the ring (cached; never mutate)."""
    occ = pos._occ
    if occ is not None:
        return occ
    occ = {}
    squares = pos.board.route_square
    for s, seat in enumerate(pos.tokens):
        rs = squares[s]
        for i, c in enumerate(seat):
            if 0 <= c < SPECIAL:
                q = rs[c]
                if q:
                    if q in occ:
                        occ[q].append((s, i))
                    else:
                        occ[q] = [(s, i)]
    pos._occ = occ
    return occ


def _patched_occupancy(pos: Position, m: Move, child: Position) -> None:
    """Give ``child`` (``pos`` after ``m``) its occupancy by patching ``pos``'s, and its
    blockades by patching ``pos``'s where ``pos`` has them: a square a token leaves keeps at
    most one token (G-7: at most two a square), so it is no blockade; only the landing square
    can become one.

    The order of a square's occupants is the order they arrived in (a token that lands is
    listed last), as it has always been: some readers look at the first one."""
    occ = pos._occ
    if occ is None:
        return
    blk = pos._blk
    blocks = blk[1] if blk is not None and blk[0] is occ else None
    occ = occ.copy()
    squares = pos.board.route_square
    seat = m.seat
    tok = m.token
    src = m.src
    if 0 <= src < SPECIAL:
        q = squares[seat][src]
        if q:
            here = occ[q]
            if len(here) == 1:
                del occ[q]
            else:
                occ[q] = rest = [o for o in here if o[1] != tok or o[0] != seat]
                if len(rest) > 1:
                    blocks = None   # (never with G-7) worked out again when asked
                elif blocks and q in blocks:
                    blocks = blocks - {q}
    for cs, ci in m.captures:
        q = squares[cs][pos.tokens[cs][ci]]
        here = occ[q]
        if len(here) == 1:
            del occ[q]
        else:
            occ[q] = rest = [o for o in here if o[1] != ci or o[0] != cs]
            if len(rest) > 1:
                blocks = None
            elif blocks and q in blocks:
                blocks = blocks - {q}
    dst = m.dst
    if 0 <= dst < SPECIAL:
        q = squares[seat][dst]
        if q:
            here = occ.get(q)
            if here is None:
                occ[q] = [(seat, tok)]
            else:
                occ[q] = here = here + [(seat, tok)]
                if blocks is not None and blocks is not _NO_BLOCKS:
                    if len(here) != 2:
                        blocks = None
                    elif here[0][0] == seat or (pos.rules.teams and
                                                here[0][0] % (pos.board.seats // 2)
                                                == seat % (pos.board.seats // 2)):
                        blocks = blocks | {q}
    child._occ = occ
    if blocks is not None:
        child._blk = (occ, blocks)


_NO_BLOCKS: frozenset = frozenset()


def blockades(pos: Position, occ) -> set[int]:
    """Squares nobody may pass: two tokens of one colour (G-7, PL-11, ES-7).

    Kept on the position with the occupancy it was read from (the search asks several
    times per position: candidates, the G-10 witness, the end of the roll): callers read
    the set and never change it."""
    cached = pos._blk
    if cached is not None and cached[0] is occ:
        return cached[1]
    if not pos.rules.blockades:
        blocks = _NO_BLOCKS
    elif pos.rules.teams:  # TM-2: two tokens of one team block, whichever partners they are
        half = pos.board.seats // 2
        blocks = {q for q, o in occ.items() if len(o) == 2 and o[0][0] % half == o[1][0] % half}
    else:
        blocks = {q for q, o in occ.items() if len(o) == 2 and o[0][0] == o[1][0]}
    pos._blk = (occ, blocks)
    return blocks


def derive(p: Position, *, tokens=None, to_move=None, remaining=None, bonuses=None, finished=None,
           extra=None, keep_occ=True) -> Position:
    """A copy of ``p`` with some fields replaced (positions are immutable)."""
    return made(p.rules, p.board, p.tokens if tokens is None else tokens, p.turn,
                p.to_move if to_move is None else to_move, p.dice,
                p.remaining if remaining is None else remaining,
                p.bonuses if bonuses is None else bonuses, p.streak, p.last_moved,
                p.finished if finished is None else finished, p.stamps, p.clock,
                p.extra if extra is None else extra,
                p._occ if keep_occ else None, p._blk if keep_occ else None)


# -- single checks: return (dst, captures) or a Reason ----------------------------------
def check_step(pos: Position, seat: int, c: int, steps: int, occ, blocks):
    board = pos.board
    dst = c + steps
    last = board.route_len - 1
    if dst > last:
        return Reason(pos.rules.rule_ids["exact"], "overshoot", {"steps": steps, "max": last - c})
    rs = board.route_square[seat]
    if blocks:
        # The first blockade strictly between c and dst on this seat's route (a ring square
        # is on a route once: square_progress is its place there).
        sp = board.square_progress[seat]
        first = None
        for b in blocks:
            p = sp.get(b)
            if p is not None and c < p < dst and (first is None or p < first):
                first = p
        if first is not None:
            return Reason(pos.rules.rule_ids["blockade"], "blocked", {"square": f"T{rs[first]}"})
    q = rs[dst]
    if not q:
        if dst < last and pos.tokens[seat].count(dst) >= 2:   # G-7: a home-column square holds two
            return Reason("G-7", "full", {"square": board.route[seat][dst]})
        return dst, ()
    here = occ.get(q)
    if not here:
        return dst, ()
    if len(here) >= 2:
        if q in blocks:
            return Reason(pos.rules.rule_ids["blockade"], "blocked", {"square": f"T{q}"})
        return Reason("G-7", "full", {"square": f"T{q}"})
    os_, oi = here[0]
    if os_ == seat:
        return dst, ()
    if pos.rules.teams and (os_ - seat) % board.seats == board.seats // 2:
        return dst, ()  # TM-2: partners share a square, never capture each other
    if q in board.safe or q in board.semi_safe:
        if pos.rules.shared_safe_squares:
            return dst, ()
        return Reason(pos.rules.rule_ids["safe"], "safe_occupied", {"square": f"T{q}"})
    return dst, ((os_, oi),)


def check_enter(pos: Position, seat: int, occ):
    q = pos.board.start[seat]
    here = occ.get(q)
    if not here:
        return 0, ()
    if pos.rules.teams:
        return _check_team_enter(pos, seat, q, here)
    if pos.rules.shared_safe_squares:  # ES-8
        if len(here) < 2:
            return 0, ()
        opponents = [o for o in here if o[0] != seat]
        if not opponents:
            return Reason(rule_id(pos, "blockade"), "start_full", {"square": f"T{q}"})
        victim = max(opponents, key=lambda o: pos.stamps[o[0]][o[1]])
        return 0, (victim,)
    if len(here) == 1:
        return (0, ()) if here[0][0] == seat else (0, (here[0],))
    own = [o for o in here if o[0] == seat]
    if len(own) == 2:
        return Reason(rule_id(pos, "blockade"), "start_full", {"square": f"T{q}"})
    if not own and here[0][0] == here[1][0]:  # PL-12: an opponent's blockade on the start
        return Reason(rule_id(pos, "start_blockade"), "start_blocked", {"square": f"T{q}"})
    return 0, tuple(o for o in here if o[0] != seat)


def _check_team_enter(pos: Position, seat: int, q: int, here):
    """``check_enter`` with ``teams`` (TM-2): the partner's tokens count as the player's own
    (shared, never captured); a pair of one team is a blockade."""
    half = pos.board.seats // 2
    mine = seat % half
    friends = [o for o in here if o[0] % half == mine]
    opponents = [o for o in here if o[0] % half != mine]
    if pos.rules.shared_safe_squares:  # ES-8
        if len(here) < 2:
            return 0, ()
        if not opponents:
            return Reason(rule_id(pos, "blockade"), "start_full", {"square": f"T{q}"})
        victim = max(opponents, key=lambda o: pos.stamps[o[0]][o[1]])
        return 0, (victim,)
    if len(here) == 1:
        return (0, ()) if friends else (0, (here[0],))
    if len(friends) == 2:
        return Reason(rule_id(pos, "blockade"), "start_full", {"square": f"T{q}"})
    if not friends and opponents[0][0] % half == opponents[1][0] % half:  # PL-12
        return Reason(rule_id(pos, "start_blockade"), "start_blocked", {"square": f"T{q}"})
    return 0, tuple(opponents)


def steps_for(pos: Position, seat: int, face: int) -> int:
    if face == 6 and pos.rules.six_counts_seven and NEST not in pos.tokens[seat]:
        return 7  # ES-4
    return face


def step_reasons(pos: Position, seat: int, code: int, bonuses: bool = True) -> tuple[list[Reason], bool]:
    """Square-by-square reasons why the ring token ``code`` cannot move by each face of the
    remaining roll (then the sum, then each pending bonus if ``bonuses``), without repeats,
    and whether some of those moves is possible."""
    occ = occupancy(pos)
    blocks = blockades(pos, occ)
    rem = pos.remaining
    tries = [steps_for(pos, seat, f) for f in dict.fromkeys(rem)]
    if len(rem) == 2 and pos.rules.sum_moves:
        tries.append(sum(rem))
    if bonuses:
        tries += list(dict.fromkeys(pos.bonuses))
    reasons: list[Reason] = []
    possible = False
    for steps in tries:
        r = check_step(pos, seat, code, steps, occ, blocks)
        if r.__class__ is Reason:
            if r not in reasons:
                reasons.append(r)
        else:
            possible = True
    return reasons, possible


# -- candidate generation (the standard rules) -----------------------------------------
def candidates(pos: Position, seat: int, plays: list | None = None) -> list[Move]:
    """Every move allowed square by square, before the whole-roll filters (G-10...).

    Order (documented, stable): tokens in index order; for each token first bringing it
    out, then single-die moves in the order of the remaining dice (one per distinct face),
    then the sum move, then bonus moves (one per distinct pending bonus).  Interchangeable
    nest tokens are listed once, by the lowest index.

    ``plays``: the ring moves to try for every token, in order, as ``(kind, dice, steps,
    bonus)``; ``None`` for the standard ones (:func:`ring_plays`).  A variant that reads the
    dice its own way passes its list; nothing is brought out then (PA-10's reverse faces
    are read only with the house empty).
    """
    rules = pos.rules
    board = pos.board
    rem = pos.remaining
    entering = plays is None
    if entering:
        # ring_plays by what it reads (the rule set's: sum_moves, six_counts_seven)
        key = ((rem, pos.bonuses, NEST not in pos.tokens[seat]) if rules.six_counts_seven
               else (rem, pos.bonuses))
        plays = rules._plays.get(key)
        if plays is None:
            plays = rules._plays[key] = ring_plays(pos, seat)
    occ = pos._occ
    if occ is None:
        occ = occupancy(pos)
    blocks = blockades(pos, occ)
    route = board.route[seat]
    rs = board.route_square[seat]
    last = board.route_len - 1
    if blocks:   # the blockades' places on this seat's route (check_step's test, read once)
        bp = [p for p in map(board.square_progress[seat].get, blocks) if p is not None]
    else:
        bp = ()
    toks = pos.tokens[seat]
    teams = rules.teams
    nseats = board.seats
    half = nseats // 2
    safe = board.safe
    semi_safe = board.semi_safe
    shared = rules.shared_safe_squares
    out: list[Move] = []
    entered = not entering
    for i, c in enumerate(toks):
        if c == NEST:
            if entered or not rem:
                continue
            entered = True
            how = []
            if rules.enter_on in rem:
                how.append((rules.enter_on,))
            if rules.enter_by_sum and len(rem) == 2 and rem[0] + rem[1] == rules.enter_on:
                how.append(rem)
            if how:
                r = check_enter(pos, seat, occ)
                if r.__class__ is not Reason:
                    for dice in how:
                        out.append(Move(seat, "enter", i, "nest", route[0], dice, 0, 0, r[1], NEST, 0))
            continue
        if c >= last or c >= SPECIAL:
            continue
        frm = route[c]
        for kind, dice, steps, bonus in plays:
            dst = c + steps
            if dst > last:
                continue   # overshoot (G-13): check_step's first refusal
            if bp:
                for p in bp:
                    if c < p < dst:
                        break
                else:
                    p = -1
                if p >= 0:
                    continue   # a blockade on the way (PL-11): check_step's second refusal
            # The common cases, said in check_step's terms: a free ring square, or a place in
            # the home column (at most two tokens a cell there, G-7) or the goal.
            q = rs[dst]
            if q:
                here = occ.get(q)
                if here is None:
                    out.append(_move(seat, kind, i, frm, route[dst], dice, steps, bonus, (), c, dst))
                    continue
                # check_step's occupied square, its refusals dropped without building them
                if len(here) >= 2:
                    continue   # a blockade (PL-11) or a full square (G-7)
                o = here[0]
                if o[0] == seat or (teams and (o[0] - seat) % nseats == half):
                    caps = ()   # an own token, or the partner's (TM-2)
                elif q in safe or q in semi_safe:
                    if not shared:
                        continue   # a safe square held by another colour (PL-10)
                    caps = ()
                else:
                    caps = (o,)
                out.append(_move(seat, kind, i, frm, route[dst], dice, steps, bonus, caps, c, dst))
            elif dst == last or toks.count(dst) < 2:
                out.append(_move(seat, kind, i, frm, route[dst], dice, steps, bonus, (), c, dst))
    return out


def ring_plays(pos: Position, seat: int) -> tuple:
    """The standard ring moves of the roll (for :func:`candidates`): each distinct face (ES-4:
    a 6 may count 7), the sum (PL-3), each distinct pending bonus."""
    rem = pos.remaining
    plays = [("step", (f,), steps_for(pos, seat, f), 0) for f in dict.fromkeys(rem)]
    if len(rem) == 2 and pos.rules.sum_moves:
        plays.append(("sum", rem, rem[0] + rem[1], 0))
    plays.extend(("bonus", (), b, b) for b in dict.fromkeys(pos.bonuses))
    return tuple(plays)


def apply_raw(pos: Position, m: Move, settled: bool = False) -> Position:
    """The position right after ``m``, before deciding whether the roll goes on.

    ``settled``: ``settle`` of it instead (the standard rules' :meth:`Variant.play`); a move
    that ends the roll, nobody having finished, then goes straight to the end of the roll
    (``end_roll``: the extra roll or the next turn) without the position in between."""
    rules = pos.rules
    board = pos.board
    seat = m.seat
    tok = m.token
    dst = m.dst
    tokens = list(pos.tokens)
    mine = list(tokens[seat])
    mine[tok] = dst
    tokens[seat] = tuple(mine)
    stamps, clock = pos.stamps, pos.clock
    if rules.shared_safe_squares:  # arrival order only matters for ES-8
        stamps = list(stamps)
        st = list(stamps[seat])
        st[tok] = clock
        stamps[seat] = tuple(st)
        stamps = tuple(stamps)
        clock += 1
    bonuses = pos.bonuses
    captures = m.captures
    if m.bonus or captures:
        bonuses = list(bonuses)
        if m.bonus:
            bonuses.remove(m.bonus)
        if captures:
            to = NEST   # (the Russian layer makes them prisoners: RU-6)
            for cs, ci in captures:
                theirs = list(tokens[cs])
                theirs[ci] = to
                tokens[cs] = tuple(theirs)
                if rules.capture_bonus:
                    bonuses.append(rules.capture_bonus)
        bonuses = tuple(bonuses)
    finished = pos.finished
    last = board.route_len - 1
    # ES-5's last token moved: the roller's (with teams, also the partner's it plays: TM-3)
    last_moved = (tok if seat == pos.turn or (rules.teams and pos.to_move == pos.turn)
                  else pos.last_moved)
    if dst == last and board.has_goal and m.kind != "penalty":
        if rules.goal_bonus:
            bonuses = bonuses + (rules.goal_bonus,)
        if all(c == last for c in tokens[seat]):
            finished = finished + (seat,)
            if not rules.teams or partner(pos, seat) in finished:
                bonuses = ()
            else:  # TM-3: the rest of the roll is played with the partner's tokens
                last_moved = None
    remaining = pos.remaining
    md = m.dice
    if md:
        if md == remaining:
            remaining = ()
        elif len(md) == 1 and len(remaining) == 2 and remaining[0] == md[0]:
            remaining = remaining[1:]
        elif len(md) == 1 and len(remaining) == 2 and remaining[1] == md[0]:
            remaining = remaining[:1]
        else:
            rem = list(remaining)
            for f in md:
                rem.remove(f)
            remaining = tuple(rem)
    if settled and not finished and not remaining and not bonuses:
        # settle -> end_roll (no variant end-of-roll rules: the caller's condition), inlined
        mode = rules.extra_roll
        dice = pos.dice
        if mode == "doubles":
            extra = len(dice) == 2 and dice[0] == dice[1]
        else:
            extra = mode == "six" and 6 in dice
        if extra and not (rules.three_in_a_row != "none" and pos.streak >= 3):
            child = made(rules, board, tuple(tokens), pos.turn, pos.turn, (), (), (), pos.streak,
                         last_moved, finished, stamps, clock, pos.extra)
        else:
            nxt = next_seat(pos, pos.turn)   # (the same seats are empty and finished after m)
            child = made(rules, board, tuple(tokens), nxt, nxt, (), (), (), 0, None,
                         finished, stamps, clock, pos.extra)
        _patched_occupancy(pos, m, child)
        return child
    child = made(rules, board, tuple(tokens), pos.turn, pos.to_move, pos.dice, remaining,
                 bonuses, pos.streak, last_moved, finished, stamps, clock, pos.extra)
    _patched_occupancy(pos, m, child)
    return settle(child) if settled else child


def any_die_move(pos: Position, seat: int) -> bool:
    """Whether some single die of the remaining roll can be played (no Move objects built)."""
    rules = pos.rules
    rem = pos.remaining
    occ = occupancy(pos)
    blocks = blockades(pos, occ)
    last = pos.board.route_len - 1
    checked_nest = False
    for c in pos.tokens[seat]:
        if c == NEST:
            if checked_nest:
                continue
            checked_nest = True
            if (rules.enter_on in rem or (rules.enter_by_sum and len(rem) == 2
                                          and rem[0] + rem[1] == rules.enter_on)):
                if check_enter(pos, seat, occ).__class__ is not Reason:
                    return True
            continue
        if c >= last or c >= SPECIAL:
            continue
        for f in rem:
            if check_step(pos, seat, c, steps_for(pos, seat, f), occ, blocks).__class__ is not Reason:
                return True
    return False


def has_witness(pos: Position, m: Move, cands: list[Move]) -> bool:
    """Fast G-10 check: another token's move with the other die stays legal after ``m``.

    After ``m`` the board differs only by squares freed (which never makes a move
    illegal) and ``m``'s landing square, so a move of another token with the other
    die that neither passes nor lands on that square is still legal afterwards.
    """
    rem = pos.remaining
    face = rem[1] if rem[0] == m.dice[0] else rem[0]   # the other die
    die = (face,)
    squares = pos.board.route_square[m.seat]
    q = squares[m.dst] if 0 <= m.dst < SPECIAL else -1
    if 0 <= m.dst < SPECIAL:
        # The same token going on: its path lies ahead of m's landing, where m changed nothing.
        occ = occupancy(pos)
        r = check_step(pos, m.seat, m.dst, steps_for(pos, m.seat, face), occ, blockades(pos, occ))
        if r.__class__ is not Reason:
            return True
    for w in cands:
        if w.dice != die or w.token == m.token:
            continue
        if q == 0:
            # m ends in the home column or at the goal: it blocks nothing, but a home-column
            # square it fills to two takes no third token (G-7)
            if w.dst != m.dst or w.kind == "enter":
                return True
            continue
        if w.kind == "enter":
            if pos.board.start[w.seat] != q:
                return True
        elif q not in squares[w.src + 1:w.dst + 1]:
            return True
    return False


def opens_blockade(pos: Position, m: Move, occ) -> bool:
    """Whether ``m`` moves a token off a blockade of its own colour (ES-6)."""
    if not 0 <= m.src < SPECIAL:
        return False
    q = pos.board.route_square[m.seat][m.src]
    here = occ.get(q, ())
    return bool(q) and len(here) == 2 and here[0][0] == here[1][0] == m.seat


def in_penalty(pos: Position) -> bool:
    return (pos.rules.three_in_a_row == "penalty" and pos.streak >= 3
            and pos.remaining == pos.dice and not pos.bonuses)


def penalty_moves(pos: Position) -> list[Move]:
    """ES-5: the third six is not played; the token moved last goes back to its nest."""
    i = pos.last_moved
    if i is None:
        return []
    seat = plays_for(pos, pos.turn)  # TM-3: a finished player's last token moved is the partner's
    c = pos.tokens[seat][i]
    if c == NEST or c >= SPECIAL or not pos.board.route_square[seat][c]:
        return []  # in the nest already, or safe in its home column / at the goal
    return [Move(seat, "penalty", i, pos.location(seat, i), "nest", (), 0, 0, (), c, NEST)]


# -- legal moves, the end of a roll, the next turn ---------------------------------------
def legal_moves(pos: Position) -> list[Move]:
    """The legal moves of the player to move, in the documented order (cached)."""
    moves = pos._legal
    if moves is None:
        if pos.dice:
            if pos.finished and pos.is_over:
                moves = []
            elif pos.rules.three_in_a_row == "penalty" and in_penalty(pos):
                moves = penalty_moves(pos)
            else:
                moves = pos.rules.variant.legal(pos)
        elif pos.rules.special_play and not pos.is_over:
            moves = pos.rules.variant.pre_roll(pos)  # before the roll: RU-9 exchanges
        else:
            moves = []
        pos._legal = moves
    return moves


def legal(pos: Position) -> list[Move]:
    """The legal moves with dice on the table, uncached (a third six's penalty first)."""
    if in_penalty(pos):
        return penalty_moves(pos)
    return pos.rules.variant.legal(pos)


def gives_extra_roll(pos: Position, dice: tuple) -> bool:
    mode = pos.rules.extra_roll
    if mode == "doubles":
        return len(dice) == 2 and dice[0] == dice[1]
    if mode == "six":
        return 6 in dice
    return False


def same_tokens(pos: Position, new: Position) -> Position:
    new._occ = pos._occ
    new._blk = pos._blk
    return new


def settle(pos: Position) -> Position:
    """After a move: the roll goes on while something of it can be played, else it ends."""
    finished = pos.finished
    if finished:
        if pos.is_over:
            return made(pos.rules, pos.board, pos.tokens, pos.turn, pos.to_move, pos.dice, (), (),
                        pos.streak, pos.last_moved, finished, pos.stamps, pos.clock, pos.extra)
        if pos.turn in finished and team_done(pos, pos.turn):
            return next_turn(pos)
    if pos.remaining or pos.bonuses:
        moves = pos._legal
        if moves is None:
            moves = legal_moves(pos)
        if moves:
            return pos
    return end_roll(pos)


def end_roll(pos: Position) -> Position:
    """The roll is over (played or passed): the variant's end-of-roll rules, then an extra
    roll (PL-14, ES-4...) or the next turn."""
    rules = pos.rules
    if rules.variant.ends_roll:
        pos, decided = rules.variant.end_roll(pos)
        if decided:
            return pos
    mode = rules.extra_roll   # gives_extra_roll, inlined
    dice = pos.dice
    if mode == "doubles":
        extra = len(dice) == 2 and dice[0] == dice[1]
    else:
        extra = mode == "six" and 6 in dice
    if extra and not (rules.three_in_a_row != "none" and pos.streak >= 3) and (
            pos.turn not in pos.finished or not team_done(pos, pos.turn)):
        return made(rules, pos.board, pos.tokens, pos.turn, pos.turn, (), (), (), pos.streak,
                    pos.last_moved, pos.finished, pos.stamps, pos.clock, pos.extra, pos._occ, pos._blk)
    nxt = next_seat(pos, pos.turn)
    return made(rules, pos.board, pos.tokens, nxt, nxt, (), (), (), 0, None,
                pos.finished, pos.stamps, pos.clock, pos.extra, pos._occ, pos._blk)


def next_seat(pos: Position, seat: int) -> int:
    """The seat that plays after ``seat`` (G-2), skipping empty and finished seats."""
    n = pos.board.seats
    step = 1 if pos.rules.turn_order == "with_travel" else -1
    tokens = pos.tokens
    finished = pos.finished
    s = seat
    for _ in range(n):
        s = (s + step) % n
        if tokens[s] and (not finished or s not in finished or not team_done(pos, s)):
            return s
    return seat


def next_turn(pos: Position) -> Position:
    nxt = next_seat(pos, pos.turn)
    return made(pos.rules, pos.board, pos.tokens, nxt, nxt, (), (), (), 0, None,
                pos.finished, pos.stamps, pos.clock, pos.extra, pos._occ, pos._blk)
