"""Legal moves and playing them (docs/rules.md G-7..G-13, §1, §2).

The public functions are :func:`legal_moves`, :func:`play`, :func:`roll`,
:func:`pass_roll` and :func:`explain`.  Everything here is the AI's inner loop:
positions are small tuples, a move is generated once, and a position caches
its legal moves.

Move order (stable, documented): tokens in index order; for each token first
bringing it out, then single-die moves in the order of the remaining dice
(one per distinct face), then the sum move, then bonus moves (one per distinct
pending bonus).  Interchangeable nest tokens are listed once, by the lowest
index.  A third-six penalty (ES-5) is the only move when it applies.

Pachisi options (engine/pachisi.py, reached from the "Pachisi hook"s): with
``reverse_faces`` a double may be read by reverse faces (PA-10: each face as
rolled, then reversed; sums 2d, 7, 14-2d); with ``blockade_max_turns`` blockade
ages live in ``Position.extra["ages"]`` and old blockades must open (PA-9).

Russian rules and prisoners (``RuleSet.special_play``; engine/russian.py, reached from
the "Russian hook"s): moves have more kinds (``move.MOVE_KINDS``), a decision may
belong to another seat (a gift: ``to_move != turn``) and some moves come *before* the
roll.  Pre-roll moves: when ``dice == ()`` :func:`legal_moves` lists the optional
prisoner exchanges (RU-9); the position still ``needs_roll``, so the caller either
plays one of them (the position stays before the roll) or calls :func:`roll` -- an
empty list simply means "roll".  A roll's legal moves follow RU-17 (see russian.py).
"""
from __future__ import annotations

from typing import NamedTuple

from .move import Move
from .position import NEST, PRISON, SPECIAL, Position, PositionError
from . import pachisi  # PA-9 blockade ages, PA-10 reverse faces: called from the "Pachisi hook"s below
from . import russian  # RU-2..RU-17 and prisoners: called from the "Russian hook"s below

__all__ = ["legal_moves", "play", "roll", "pass_roll", "explain", "Reason", "IllegalMove",
           "gives_extra_roll", "random_playout"]


class IllegalMove(ValueError):
    """A move that is not legal in the position it was played in."""


class Reason(NamedTuple):
    """Why something cannot be done: a rule id, a word, and parameters for the UI's sentence."""

    rule: str
    why: str
    params: dict


# Per preset, which rule id states each concept (the UI turns ids into sentences).
_RULE_IDS = {
    "parchis": {"enter": "PL-2", "blockade": "PL-11", "start_blockade": "PL-12", "safe": "PL-10",
                "exact": "PL-13", "use_roll": "PL-6", "home": "PL-15"},
    "spanish": {"enter": "PL-2", "blockade": "PL-11", "start_blockade": "ES-8", "safe": "ES-7",
                "exact": "PL-13", "use_roll": "PL-6", "home": "PL-15"},
    "russian": {"enter": "RU-2", "blockade": "RU-4", "start_blockade": "RU-2", "safe": "RU-4",
                "exact": "RU-16", "use_roll": "RU-5", "home": "RU-16"},
    "pachisi": {"enter": "PA-3", "blockade": "PA-8", "start_blockade": "PA-7", "safe": "PA-7",
                "exact": "PA-11", "use_roll": "PA-4", "home": "PA-11"},
}


def rule_id(pos: Position, concept: str) -> str:
    return _RULE_IDS[pos.rules.preset][concept]


# -- board state helpers ------------------------------------------------------
def _occupancy(pos: Position) -> dict[int, list[tuple[int, int]]]:
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
    """Give ``child`` (``pos`` after ``m``) its occupancy by patching ``pos``'s."""
    occ = pos._occ
    if occ is None:
        return
    occ = dict(occ)
    squares = pos.board.route_square
    seat = m.seat
    if 0 <= m.src < SPECIAL:
        q = squares[seat][m.src]
        if q:
            rest = [o for o in occ[q] if o != (seat, m.token)]
            if rest:
                occ[q] = rest
            else:
                del occ[q]
    for cs, ci in m.captures:
        q = squares[cs][pos.tokens[cs][ci]]
        rest = [o for o in occ[q] if o != (cs, ci)]
        if rest:
            occ[q] = rest
        else:
            del occ[q]
    if 0 <= m.dst < SPECIAL:
        q = squares[seat][m.dst]
        if q:
            occ[q] = occ[q] + [(seat, m.token)] if q in occ else [(seat, m.token)]
    child._occ = occ


def _blockades(pos: Position, occ) -> set[int]:
    """Squares nobody may pass: two tokens of one colour (G-7, PL-11, ES-7)."""
    if not pos.rules.blockades:
        return set()
    return {q for q, o in occ.items() if len(o) == 2 and o[0][0] == o[1][0]}


def _capture_to(pos: Position, capturer: int) -> int:
    return PRISON + capturer if pos.rules.prisoners else NEST


# -- single checks: return (dst, captures) or a Reason -------------------------
def _check_step(pos: Position, seat: int, c: int, steps: int, occ, blocks):
    board = pos.board
    dst = c + steps
    last = board.route_len - 1
    if dst > last:
        return Reason(rule_id(pos, "exact"), "overshoot", {"steps": steps, "max": last - c})
    rs = board.route_square[seat]
    if blocks:
        for p in range(c + 1, dst):
            q = rs[p]
            if q and q in blocks:
                return Reason(rule_id(pos, "blockade"), "blocked", {"square": f"T{q}"})
    q = rs[dst]
    if not q:
        return dst, ()
    here = occ.get(q)
    if not here:
        return dst, ()
    if len(here) >= 2:
        if q in blocks:
            return Reason(rule_id(pos, "blockade"), "blocked", {"square": f"T{q}"})
        return Reason("G-7", "full", {"square": f"T{q}"})
    os_, oi = here[0]
    if os_ == seat:
        return dst, ()
    if q in board.safe or q in board.semi_safe:
        if pos.rules.shared_safe_squares:
            return dst, ()
        return Reason(rule_id(pos, "safe"), "safe_occupied", {"square": f"T{q}"})
    return dst, ((os_, oi),)


def _check_enter(pos: Position, seat: int, occ):
    q = pos.board.start[seat]
    here = occ.get(q)
    if not here:
        return 0, ()
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


# -- candidate generation ------------------------------------------------------
def _steps_for(pos: Position, seat: int, face: int) -> int:
    if face == 6 and pos.rules.six_counts_seven and NEST not in pos.tokens[seat]:
        return 7  # ES-4
    return face


def _candidates(pos: Position, seat: int) -> list[Move]:
    """Every move allowed square by square, before the whole-roll filters (G-10...)."""
    rules = pos.rules
    if rules.reverse_faces and pachisi.reverse_active(pos, seat):  # Pachisi hook: PA-10 reverse faces
        return pachisi.reverse_candidates(pos, seat)
    board = pos.board
    rem = pos.remaining
    faces = tuple(dict.fromkeys(rem))
    bonuses = tuple(dict.fromkeys(pos.bonuses))
    occ = _occupancy(pos)
    blocks = _blockades(pos, occ)
    route = board.route[seat]
    last = board.route_len - 1
    out: list[Move] = []
    entered = False
    two = len(rem) == 2
    for i, c in enumerate(pos.tokens[seat]):
        if c == NEST:
            if entered or not rem:
                continue
            entered = True
            how = []
            if rules.enter_on in faces:
                how.append((rules.enter_on,))
            if rules.enter_by_sum and two and rem[0] + rem[1] == rules.enter_on:
                how.append(rem)
            if how:
                r = _check_enter(pos, seat, occ)
                if r.__class__ is not Reason:
                    for dice in how:
                        out.append(Move(seat, "enter", i, "nest", route[0], dice, 0, 0, r[1], NEST, 0))
            continue
        if c >= last or c >= SPECIAL:
            continue
        for f in faces:
            r = _check_step(pos, seat, c, _steps_for(pos, seat, f), occ, blocks)
            if r.__class__ is not Reason:
                out.append(Move(seat, "step", i, route[c], route[r[0]], (f,), r[0] - c, 0, r[1], c, r[0]))
        if two and rules.sum_moves:
            r = _check_step(pos, seat, c, rem[0] + rem[1], occ, blocks)
            if r.__class__ is not Reason:
                out.append(Move(seat, "sum", i, route[c], route[r[0]], rem, r[0] - c, 0, r[1], c, r[0]))
        for b in bonuses:
            r = _check_step(pos, seat, c, b, occ, blocks)
            if r.__class__ is not Reason:
                out.append(Move(seat, "bonus", i, route[c], route[r[0]], (), b, b, r[1], c, r[0]))
    return out


def _apply_raw(pos: Position, m: Move) -> Position:
    """The position right after ``m``, before deciding whether the roll goes on."""
    rules = pos.rules
    seat = m.seat
    tokens = list(pos.tokens)
    mine = list(tokens[seat])
    mine[m.token] = m.dst
    tokens[seat] = tuple(mine)
    stamps, clock = pos.stamps, pos.clock
    if rules.shared_safe_squares:  # arrival order only matters for ES-8
        stamps = list(stamps)
        st = list(stamps[seat])
        st[m.token] = clock
        stamps[seat] = tuple(st)
        stamps = tuple(stamps)
        clock += 1
    bonuses = list(pos.bonuses)
    if m.bonus:
        bonuses.remove(m.bonus)
    if m.captures:
        to = _capture_to(pos, seat)
        for cs, ci in m.captures:
            theirs = list(tokens[cs])
            theirs[ci] = to
            tokens[cs] = tuple(theirs)
            if rules.capture_bonus:
                bonuses.append(rules.capture_bonus)
    finished = pos.finished
    last = pos.board.route_len - 1
    if m.dst == last and pos.board.has_goal and m.kind != "penalty":
        if rules.goal_bonus:
            bonuses.append(rules.goal_bonus)
        if all(c == last for c in tokens[seat]):
            finished = finished + (seat,)
            bonuses = []
    remaining = pos.remaining
    if m.dice:
        rem = list(remaining)
        for f in m.dice:
            rem.remove(f)
        remaining = tuple(rem)
    child = Position(rules, pos.board, tuple(tokens), pos.turn, pos.to_move, pos.dice, remaining,
                     tuple(bonuses), pos.streak, m.token if seat == pos.turn else pos.last_moved,
                     finished, stamps, clock, pos.extra)
    _patched_occupancy(pos, m, child)
    if rules.blockade_max_turns:  # Pachisi hook: PA-9, a broken blockade loses its age
        pachisi.prune_ages(pos, m, child)
    return child


def _any_die_move(pos: Position, seat: int) -> bool:
    """Whether some single die of the remaining roll can be played (no Move objects built)."""
    rules = pos.rules
    if rules.reverse_faces and pachisi.reverse_active(pos, seat):  # Pachisi hook: PA-10 reverse faces
        return pachisi.any_reverse_die_move(pos, seat)
    rem = pos.remaining
    occ = _occupancy(pos)
    blocks = _blockades(pos, occ)
    last = pos.board.route_len - 1
    checked_nest = False
    for c in pos.tokens[seat]:
        if c == NEST:
            if checked_nest:
                continue
            checked_nest = True
            if (rules.enter_on in rem or (rules.enter_by_sum and len(rem) == 2
                                          and rem[0] + rem[1] == rules.enter_on)):
                if _check_enter(pos, seat, occ).__class__ is not Reason:
                    return True
            continue
        if c >= last or c >= SPECIAL:
            continue
        for f in rem:
            if _check_step(pos, seat, c, _steps_for(pos, seat, f), occ, blocks).__class__ is not Reason:
                return True
    return False


def _max_dice(pos: Position, seat: int, cands=None) -> int:
    """Most dice some sequence from here can still spend (G-10); bonus plays may sit between."""
    n = len(pos.remaining)
    if n == 0 or seat in pos.finished:
        return 0
    if n == 1 and not pos.bonuses and cands is None:
        return 1 if _any_die_move(pos, seat) else 0
    best = 0
    for m in (_candidates(pos, seat) if cands is None else cands):
        k = len(m.dice)
        if k == n:
            return n
        sub = k + _max_dice(_apply_raw(pos, m), seat)
        if sub > best:
            best = sub
            if best == n:
                return n
    return best


# -- the public API ---------------------------------------------------------------
def legal_moves(pos: Position) -> list[Move]:
    """The legal moves of the player to move, in the documented order (cached)."""
    moves = pos._legal
    if moves is None:
        moves = _legal(pos) if pos.dice and not pos.is_over else []
        if not pos.dice and pos.rules.special_play and not pos.is_over:  # Russian hook: RU-9 exchanges
            moves = russian.pre_roll_moves(pos)
        pos._legal = moves
    return moves


def _has_witness(pos: Position, m: Move, cands: list[Move]) -> bool:
    """Fast G-10 check: another token's move with the other die stays legal after ``m``.

    After ``m`` the board differs only by squares freed (which never makes a move
    illegal) and ``m``'s landing square, so a move of another token with the other
    die that neither passes nor lands on that square is still legal afterwards.
    """
    other = list(pos.remaining)
    other.remove(m.dice[0])
    die = (other[0],)
    squares = pos.board.route_square[m.seat]
    q = squares[m.dst] if 0 <= m.dst < SPECIAL else -1
    if 0 <= m.dst < SPECIAL:
        # The same token going on: its path lies ahead of m's landing, where m changed nothing.
        occ = _occupancy(pos)
        r = _check_step(pos, m.seat, m.dst, _steps_for(pos, m.seat, die[0]), occ, _blockades(pos, occ))
        if r.__class__ is not Reason:
            return True
    for w in cands:
        if w.dice != die or w.token == m.token:
            continue
        if q == 0:
            return True  # m ends in the home column or at the goal: it blocks nothing
        if w.kind == "enter":
            if pos.board.start[w.seat] != q:
                return True
        elif q not in squares[w.src + 1:w.dst + 1]:
            return True
    return False


def _in_penalty(pos: Position) -> bool:
    return (pos.rules.three_in_a_row == "penalty" and pos.streak >= 3
            and pos.remaining == pos.dice and not pos.bonuses)


def _penalty_moves(pos: Position) -> list[Move]:
    """ES-5: the third six is not played; the token moved last goes back to its nest."""
    i = pos.last_moved
    if i is None:
        return []
    c = pos.tokens[pos.turn][i]
    if c == NEST or c >= SPECIAL or not pos.board.route_square[pos.turn][c]:
        return []  # in the nest already, or safe in its home column / at the goal
    return [Move(pos.turn, "penalty", i, pos.location(pos.turn, i), "nest", (), 0, 0, (), c, NEST)]


def _legal(pos: Position) -> list[Move]:
    if _in_penalty(pos):
        return _penalty_moves(pos)
    if pos.rules.special_play:  # Russian hook: gifts, rewards, RU-17's sequences (engine/russian.py)
        return russian.legal(pos)
    seat = pos.to_move
    cands = _candidates(pos, seat)
    if not cands:
        return cands
    n = len(pos.remaining)
    if n:
        # G-10: a first move is legal only if it begins a sequence spending the most dice.
        if n == 1 and not pos.bonuses:
            legal = cands  # every candidate spends the single die
        else:
            scored = []
            best = 0
            for m in cands:
                k = len(m.dice)
                if k == n:
                    total = k
                elif n == 2 and k == 1 and _has_witness(pos, m, cands):
                    total = 2
                else:
                    total = k + _max_dice(_apply_raw(pos, m), seat)
                scored.append((total, m))
                if total > best:
                    best = total
            legal = [m for total, m in scored if total == best]
            if pos.rules.use_larger_die and best == 1 and n == 2 and pos.remaining[0] != pos.remaining[1]:
                big = (max(pos.remaining),)
                if any(m.dice == big for m in legal):  # RU-5: the larger face where possible
                    legal = [m for m in legal if m.dice == big or not m.dice]
    else:
        legal = cands  # only bonuses remain (G-11)
    if pos.rules.enter_compulsory:  # ES-2
        enters = [m for m in legal if m.kind == "enter"]
        if enters:
            legal = enters
    if pos.rules.open_blockade_on_six and 6 in pos.remaining:  # ES-6
        occ = _occupancy(pos)
        opening = [m for m in legal if m.dice == (6,) and _opens_blockade(pos, m, occ)]
        if opening:
            legal = opening
    if pos.rules.blockade_max_turns and pos.extra.get(pachisi.AGES):  # Pachisi hook: PA-9
        legal = pachisi.must_open(pos, legal)
    return legal


def _opens_blockade(pos: Position, m: Move, occ) -> bool:
    if m.src < 0:
        return False
    q = pos.board.route_square[m.seat][m.src]
    here = occ.get(q, ())
    return bool(q) and len(here) == 2 and here[0][0] == here[1][0] == m.seat


def gives_extra_roll(pos: Position, dice: tuple) -> bool:
    mode = pos.rules.extra_roll
    if mode == "doubles":
        return len(dice) == 2 and dice[0] == dice[1]
    if mode == "six":
        return 6 in dice
    return False


def roll(pos: Position, dice) -> Position:
    """The position after the player to move rolls ``dice`` (a tuple of faces)."""
    if not pos.needs_roll:
        raise IllegalMove("no roll is due: the roll in progress is not finished" if pos.dice
                          else "the game is over")
    dice = tuple(dice)
    if len(dice) != pos.rules.dice or any(
            isinstance(f, bool) or not isinstance(f, int) or not 1 <= f <= 6 for f in dice):
        raise PositionError("dice", f"need {pos.rules.dice} faces from 1 to 6, got {list(dice)}")
    streak = pos.streak + 1 if gives_extra_roll(pos, dice) else pos.streak
    return _same_tokens(pos, Position(pos.rules, pos.board, pos.tokens, pos.turn, pos.turn, dice, dice,
                                      (), streak, pos.last_moved, pos.finished, pos.stamps, pos.clock,
                                      pos.extra))


def _same_tokens(pos: Position, new: Position) -> Position:
    new._occ = pos._occ
    return new


def play(pos: Position, move: Move | int) -> Position:
    """The position after ``move`` (a :class:`Move` from :func:`legal_moves`, or its index)."""
    moves = legal_moves(pos)
    if isinstance(move, int):
        if not 0 <= move < len(moves):
            raise IllegalMove(f"move index {move} out of range (0..{len(moves) - 1})")
        move = moves[move]
    elif not any(m is move for m in moves) and move not in moves:
        raise IllegalMove(f"{move!r} is not legal here")
    if pos.rules.special_play:  # Russian hook: gifts, exchanges, rewards, RU-2's bound die...
        return russian.play(pos, move)
    after = _apply_raw(pos, move)
    if move.kind == "penalty":
        return _next_turn(after)
    return _settle(after)


def pass_roll(pos: Position) -> Position:
    """Pass a roll that has no legal move (G-12); a double still gives its extra roll."""
    if not pos.dice or pos.is_over:
        raise IllegalMove("nothing to pass: roll first")
    if legal_moves(pos):
        raise IllegalMove("a legal move exists: a player who can move must (PL-6)")
    return _end_roll(pos)


def _settle(pos: Position) -> Position:
    if pos.is_over:
        return Position(pos.rules, pos.board, pos.tokens, pos.turn, pos.to_move, pos.dice, (), (),
                        pos.streak, pos.last_moved, pos.finished, pos.stamps, pos.clock, pos.extra)
    if pos.turn in pos.finished:
        return _next_turn(pos)
    if (pos.remaining or pos.bonuses) and legal_moves(pos):
        return pos
    return _end_roll(pos)


def _end_roll(pos: Position) -> Position:
    if pos.rules.blockade_max_turns:  # Pachisi hook: PA-9, the roller's blockades age by one roll
        pos = pachisi.end_roll(pos)
    if pos.rules.special_play:  # Russian hook: RU-7 mirror penalty, RU-12 reward, a gift nobody can use
        pos, decided = russian.end_roll(pos)
        if decided:
            return pos
    extra = (gives_extra_roll(pos, pos.dice) and pos.turn not in pos.finished
             and not (pos.rules.three_in_a_row != "none" and pos.streak >= 3))
    if extra:
        return _same_tokens(pos, Position(pos.rules, pos.board, pos.tokens, pos.turn, pos.turn, (), (),
                                          (), pos.streak, pos.last_moved, pos.finished, pos.stamps,
                                          pos.clock, pos.extra))
    return _next_turn(pos)


def next_seat(pos: Position, seat: int) -> int:
    """The seat that plays after ``seat`` (G-2), skipping empty and finished seats."""
    n = pos.board.seats
    step = 1 if pos.rules.turn_order == "with_travel" else -1
    s = seat
    for _ in range(n):
        s = (s + step) % n
        if pos.tokens[s] and s not in pos.finished:
            return s
    return seat


def _next_turn(pos: Position) -> Position:
    nxt = next_seat(pos, pos.turn)
    return _same_tokens(pos, Position(pos.rules, pos.board, pos.tokens, nxt, nxt, (), (), (), 0, None,
                                      pos.finished, pos.stamps, pos.clock, pos.extra))


# -- explanations -------------------------------------------------------------------
def explain(pos: Position, seat: int, token: int) -> list[Reason]:
    """Why ``tokens[seat][token]`` has no legal move now (empty if it has one).

    One reason per distinct cause, e.g. ``Reason("PL-11", "blocked", {"square": "T20"})``.
    """
    if pos.is_over:
        return [Reason("G-13", "game_over", {})]
    if seat != pos.to_move:
        return [Reason("G-9", "not_your_turn", {"seat": pos.to_move})]
    if not pos.dice:
        return [Reason("G-9", "roll_first", {})]
    legal = legal_moves(pos)
    code = pos.tokens[seat][token]
    if any(m.token == token for m in legal):
        return []
    if code == NEST and any(m.kind == "enter" for m in legal):
        return []  # interchangeable nest tokens are listed once
    if pos.rules.special_play:  # Russian hook: RU-2, RU-4, RU-10, RU-15, RU-16... reasons
        return russian.explain(pos, seat, token)
    last = pos.board.route_len - 1
    if code == last and pos.board.has_goal:
        return [Reason("G-13", "at_goal", {})]
    if _in_penalty(pos):
        return [Reason("ES-5", "third_six", {})]
    reasons: list[Reason] = []
    if code == NEST:
        rem = pos.remaining
        can = pos.rules.enter_on in rem or (pos.rules.enter_by_sum and len(rem) == 2
                                            and sum(rem) == pos.rules.enter_on)
        if not can:
            return [Reason(rule_id(pos, "enter"), "needs_enter", {"need": pos.rules.enter_on})]
        r = _check_enter(pos, seat, _occupancy(pos))
        if r.__class__ is Reason:
            return [r]
    elif code < SPECIAL:
        occ = _occupancy(pos)
        blocks = _blockades(pos, occ)
        tries = [_steps_for(pos, seat, f) for f in dict.fromkeys(pos.remaining)]
        if len(pos.remaining) == 2 and pos.rules.sum_moves:
            tries.append(sum(pos.remaining))
        tries += list(dict.fromkeys(pos.bonuses))
        for steps in tries:
            r = _check_step(pos, seat, code, steps, occ, blocks)
            if r.__class__ is Reason and r not in reasons:
                reasons.append(r)
    if not reasons:  # a square-by-square move exists, but a whole-roll rule forbids it
        if pos.rules.enter_compulsory and any(m.kind == "enter" for m in legal):
            reasons.append(Reason("ES-2", "must_enter", {}))
        elif pos.rules.open_blockade_on_six and legal and all(m.dice == (6,) for m in legal):
            reasons.append(Reason("ES-6", "must_open_blockade", {}))
        elif pos.rules.blockade_max_turns and (old := pachisi.old_blockade_reason(pos, legal)):
            reasons.append(old)  # Pachisi hook: PA-9
        else:
            reasons.append(Reason(rule_id(pos, "use_roll"), "use_whole_roll", {}))
    return reasons


def random_playout(pos: Position, dice, max_events: int = 100_000) -> tuple[Position, int]:
    """Play ``pos`` to the end with uniformly random legal moves and ``dice`` (a :class:`Dice`).

    No record is kept: this is the fast loop for benchmarks and Monte-Carlo search.
    Returns the final position and the number of moves played.  Raises
    ``RuntimeError`` if the game has not ended after ``max_events`` events.
    """
    moves_played = 0
    n = pos.rules.dice
    for _ in range(max_events):
        if pos.is_over:
            return pos, moves_played
        if not pos.dice:
            pos = roll(pos, dice.roll(n))
            continue
        moves = legal_moves(pos)
        if moves:
            pos = play(pos, moves[dice.below(len(moves))])
            moves_played += 1
        else:
            pos = _end_roll(pos)
    raise RuntimeError(f"no end after {max_events} events")
