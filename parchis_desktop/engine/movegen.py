"""Legal moves and playing them (docs/rules.md G-7..G-13, §1, §2): the public functions.

:func:`legal_moves`, :func:`play`, :func:`roll`, :func:`pass_roll` and :func:`explain`.
The shared mechanics live in ``mechanics``; what differs between rule sets is the rule
set's :class:`~.variant.Variant` (``pos.rules.variant``: the standard rules, or the
classes of ``engine/variants/``), chosen once when the rule set is built.

Move order (stable, documented): tokens in index order; for each token first bringing it
out, then single-die moves in the order of the remaining dice (one per distinct face),
then the sum move, then bonus moves (one per distinct pending bonus).  Interchangeable
nest tokens are listed once, by the lowest index.  A third-six penalty (ES-5) is the only
move when it applies.  Variants document their additions (``variants/pachisi.py``: reverse
faces, PA-10; ``variants/russian.py``: the kinds of ``move.MOVE_KINDS``).

Pre-roll moves: when ``dice == ()`` :func:`legal_moves` lists the optional moves open
before the roll (the prisoner exchanges of RU-9); the position still ``needs_roll``, so
the caller either plays one of them (the position stays before the roll) or calls
:func:`roll` -- an empty list simply means "roll".  A decision may belong to another seat
than the roller (a Russian gift: ``to_move != turn``).
"""
from __future__ import annotations

from .mechanics import (  # noqa: F401  (the names callers of this module have always used)
    IllegalMove, Reason, end_roll as _end_roll, gives_extra_roll, legal as _legal, legal_moves,
    next_seat, next_turn as _next_turn, plays_for, rule_id, same_tokens as _same_tokens,
)
from .dice import _GAMMA, _MASK, _MIX1, _MIX2, Dice
from .move import Move
from .position import NEST, Position, PositionError, made

__all__ = ["legal_moves", "play", "roll", "pass_roll", "explain", "Reason", "IllegalMove",
           "gives_extra_roll", "random_playout"]


def roll(pos: Position, dice) -> Position:
    """The position after the player to move rolls ``dice`` (a tuple of faces)."""
    if not pos.needs_roll:
        raise IllegalMove("no roll is due: the roll in progress is not finished" if pos.dice
                          else "the game is over")
    if dice.__class__ is not tuple:
        dice = tuple(dice)
    ok = len(dice) == pos.rules.dice
    for f in dice:   # ints 1..6 (a bool is an int to isinstance: refused)
        if f.__class__ is not int and (isinstance(f, bool) or not isinstance(f, int)) or not 1 <= f <= 6:
            ok = False
    if not ok:
        raise PositionError("dice", f"need {pos.rules.dice} faces from 1 to 6, got {list(dice)}")
    return _rolled(pos, dice)


def _rolled(pos: Position, dice: tuple) -> Position:
    """:func:`roll` without its checks (``dice`` a tuple of valid faces, a roll due)."""
    mode = pos.rules.extra_roll
    if (mode == "doubles" and len(dice) == 2 and dice[0] == dice[1]) or (mode == "six" and 6 in dice):
        streak = pos.streak + 1   # gives_extra_roll
    else:
        streak = pos.streak
    return made(pos.rules, pos.board, pos.tokens, pos.turn, pos.turn, dice, dice, (), streak,
                pos.last_moved, pos.finished, pos.stamps, pos.clock, pos.extra, pos._occ, pos._blk)


def play(pos: Position, move: Move | int) -> Position:
    """The position after ``move`` (a :class:`Move` from :func:`legal_moves`, or its index)."""
    moves = legal_moves(pos)
    if isinstance(move, int):
        if not 0 <= move < len(moves):
            raise IllegalMove(f"move index {move} out of range (0..{len(moves) - 1})")
        move = moves[move]
    else:
        for m in moves:
            if m is move:
                break
        else:
            if move not in moves:
                raise IllegalMove(f"{move!r} is not legal here")
    return pos.rules.variant.play(pos, move)


def pass_roll(pos: Position) -> Position:
    """Pass a roll that has no legal move (G-12); a double still gives its extra roll."""
    if not pos.dice or pos.is_over:
        raise IllegalMove("nothing to pass: roll first")
    if legal_moves(pos):
        raise IllegalMove("a legal move exists: a player who can move must (PL-6)")
    return _end_roll(pos)


def explain(pos: Position, seat: int, token: int) -> list[Reason]:
    """Why ``tokens[seat][token]`` has no legal move now (empty if it has one).

    One reason per distinct cause, e.g. ``Reason("PL-11", "blocked", {"square": "T20"})``.
    """
    if pos.is_over:
        return [Reason("G-13", "game_over", {})]
    if seat != pos.to_move and seat != plays_for(pos, pos.to_move):  # TM-3: the partner's tokens
        return [Reason("G-9", "not_your_turn", {"seat": pos.to_move})]
    if not pos.dice:
        return [Reason("G-9", "roll_first", {})]
    legal = legal_moves(pos)
    if any(m.token == token for m in legal):
        return []
    if pos.tokens[seat][token] == NEST and any(m.kind == "enter" for m in legal):
        return []  # interchangeable nest tokens are listed once
    return pos.rules.variant.explain(pos, seat, token, legal)


# Position's convenience methods: ``pos.legal_moves()``, ``pos.play(move)``.
Position.legal_moves = legal_moves
Position.play = play


def random_playout(pos: Position, dice, max_events: int = 100_000) -> tuple[Position, int]:
    """Play ``pos`` to the end with uniformly random legal moves and ``dice`` (a :class:`Dice`).

    No record is kept: this is the fast loop for benchmarks and Monte-Carlo search.
    Returns the final position and the number of moves played.  Raises
    ``RuntimeError`` if the game has not ended after ``max_events`` events.
    """
    if dice.__class__ is Dice and pos.rules.dice in (1, 2):   # (every rule set: OPTIONS)
        return _playout(pos, dice, max_events)
    moves_played = 0
    n = pos.rules.dice
    play_ = pos.rules.variant.play   # the moves come from legal_moves: no need to check them again
    for _ in range(max_events):
        if pos.finished and pos.is_over:
            return pos, moves_played
        if not pos.dice:
            faces = dice.roll(n)
            pos = _rolled(pos, faces if faces.__class__ is tuple else tuple(faces))
            continue
        moves = pos._legal
        if moves is None:
            moves = legal_moves(pos)
        if moves:
            pos = play_(pos, moves[dice.below(len(moves))])
            moves_played += 1
        else:
            pos = _end_roll(pos)
    raise RuntimeError(f"no end after {max_events} events")


def _playout(pos: Position, dice: Dice, max_events: int) -> tuple[Position, int]:
    """:func:`random_playout` with a :class:`Dice`: its generator and :func:`roll` inlined
    (the same numbers, the same positions; the dice's state is written back at the end)."""
    moves_played = 0
    rules = pos.rules
    n = rules.dice
    doubles = rules.extra_roll == "doubles"
    six = rules.extra_roll == "six"
    play_ = rules.variant.play
    mask = _MASK
    z = dice.state
    try:
        for _ in range(max_events):
            if pos.finished and pos.is_over:
                return pos, moves_played
            if not pos.dice:
                # Dice.roll(n), one die then the next
                z = (z + _GAMMA) & mask
                x = ((z ^ (z >> 30)) * _MIX1) & mask
                x = ((x ^ (x >> 27)) * _MIX2) & mask
                if n == 1:
                    faces = ((x ^ (x >> 31)) % 6 + 1,)
                else:
                    f = (x ^ (x >> 31)) % 6 + 1
                    z = (z + _GAMMA) & mask
                    x = ((z ^ (z >> 30)) * _MIX1) & mask
                    x = ((x ^ (x >> 27)) * _MIX2) & mask
                    faces = (f, (x ^ (x >> 31)) % 6 + 1)
                streak = pos.streak   # _rolled
                if (doubles and n == 2 and faces[0] == faces[1]) or (six and 6 in faces):
                    streak += 1
                pos = made(rules, pos.board, pos.tokens, pos.turn, pos.turn, faces, faces, (), streak,
                           pos.last_moved, pos.finished, pos.stamps, pos.clock, pos.extra, pos._occ,
                           pos._blk)
                continue
            moves = pos._legal
            if moves is None:
                moves = legal_moves(pos)
            if moves:
                z = (z + _GAMMA) & mask   # Dice.below
                x = ((z ^ (z >> 30)) * _MIX1) & mask
                x = ((x ^ (x >> 27)) * _MIX2) & mask
                pos = play_(pos, moves[(x ^ (x >> 31)) % len(moves)])
                moves_played += 1
            else:
                pos = _end_roll(pos)
    finally:
        dice.state = z
    raise RuntimeError(f"no end after {max_events} events")
