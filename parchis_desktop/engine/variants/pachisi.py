"""Pachisi rules that no other preset plays (docs/rules.md §4): PA-9 and PA-10's reverse faces.

Everything else in Pachisi is shared engine logic driven by the board table and the
rule set: castles are the board's safe squares and the entry castles its semi-safe
squares (so PA-7 plays as PL-9/PL-10/PL-12), entering is PL-2's (PA-3), the capture bonus
is G-11's (PA-6), and so on.  The two rules here are rule *options*, so they play on any
board that allows them.  :class:`Pachisi` takes part in a rule set when one of them is on
(``registry``), over the standard rules (and under the Russian ones when both play).

Reverse faces (option ``reverse_faces``, PA-10)
    On a double d:d, if the player had no token in the house (nest) when the double was
    rolled, each die may be read as d or as its reverse face 7-d: the roll is d:d,
    d:(7-d) or (7-d):(7-d) *(reading: tokens at the goal are not in the house; each die is
    read when it is played, so the three readings arise from two choices)*.  Whether
    reverse faces are allowed is fixed for the whole roll when it is rolled (PA-10 as
    clarified): bringing the last token out of the house with the first 5 of 5:5 does
    not open the reverse face 2 for the second.  During the roll the house can only
    empty (by entering), so the one case to remember is a roll that had a token in the
    house and has none now: ``Position.extra["reverse"]`` is ``false`` then (set by the
    entering move, cleared when the roll ends; the only value the key takes, and read
    only with ``reverse_faces`` on and a double on the table).  A move's ``dice`` lists the
    faces as rolled and ``steps`` the distance, so a 6 read as 1 is ``dice: [6],
    steps: 1``; ``remaining`` keeps the faces as rolled.  A sum move may take any of the
    three readings (2d, 7 or 14-2d steps) *(reading: the source lets the two dice move
    one token or two, in "any combination" of the readings)*.  The roll still counts as
    a double (PA-10's extra turn is decided from the faces rolled).

    Move order with reverse faces (documented, stable): tokens in index order; for each
    token the single-die moves face by face (remaining faces in order, one per distinct
    face), each face read as rolled first and then reversed; then the sum moves (2d, 7,
    14-2d steps); then the bonus moves.  No token is in the nest, so there is no entering.

Blockade ages (option ``blockade_max_turns``, PA-9)
    ``Position.extra["ages"]`` is a JSON object ``{"T<n>": age}``: for each blockade (two
    tokens of one colour on a ring square) the number of its owner's completed rolls it
    has stood unbroken, including the roll in which it was formed *(reading: it stood at
    that roll's end; so a blockade formed in turn 1 may stand through turns 2 and 3 and
    must open in turn 4)*; a roll after a double counts (PA-10).  Blockades of age 0
    (formed during the roll in progress, or given in a minimal position) are not listed;
    the key is absent when no blockade has an age.  Reading a position checks that every
    listed square holds a blockade, and rejects ``ages`` when the rule set has no limit
    (``blockade_max_turns`` 0).  The ages are updated

    * after every move: a blockade that a move breaks (one of its tokens leaves, or, with
      shared safe squares, an entering capture takes one) loses its entry, so re-forming
      one starts again from 0 ("re-forming resets the age");
    * at the end of every roll (:func:`end_roll`, played or passed): each blockade of the
      roller standing then gets one more.

    In the owner's roll, while one of their blockades has an age of at least
    ``blockade_max_turns``, the legal moves (after G-10) are narrowed to those that open
    such a blockade whenever one of them does (:func:`must_open`) *(reading: decided move
    by move, like ES-6, among the moves G-10 allows, bonus moves included: with 3:4 and
    an old blockade that either die can open, the first move must open it; moves that
    keep it are legal again once it is open, or when no legal move opens it)*.
"""
from __future__ import annotations

from .. import mechanics as _mg
from .. import stages as _st
from ..move import Move
from ..position import NEST, SPECIAL, Position, PositionError, made
from ..registry import register
from ..variant import Variant

__all__ = ["Pachisi", "AGES", "REVERSE", "reverse_active", "note_house_emptied", "parse_reverse", "reverse_candidates", "any_reverse_die_move",
           "parse_ages", "prune_ages", "end_roll", "must_open", "expired_blockades",
           "old_blockade_reason"]

#: The key of ``Position.extra`` that holds blockade ages (PA-9).
AGES = "ages"
_MAX_AGE = 10_000


# -- PA-10: reverse faces ----------------------------------------------------------
#: The key of ``Position.extra`` saying that this double was rolled with a token in the house
#: (PA-10: no reverse faces for the whole roll, though the house is empty now).
REVERSE = "reverse"


def reverse_active(pos: Position, seat: int) -> bool:
    """Whether ``seat`` may read the roll's dice by their reverse faces now (PA-10): a double,
    rolled while none of the roller's tokens was in the house (fixed for the whole roll)."""
    dice = pos.dice
    return (len(dice) == 2 and dice[0] == dice[1] and seat == _mg.plays_for(pos, pos.turn)
            and NEST not in pos.tokens[seat] and REVERSE not in pos.extra)


def note_house_emptied(pos: Position, m: Move, child: Position) -> None:
    """After ``m``: if it brought the roller's last token out of the house during a double,
    remember that this roll was rolled with a token in the house (PA-10)."""
    dice = pos.dice
    if (m.kind == "enter" and len(dice) == 2 and dice[0] == dice[1] and child.remaining
            and m.seat == _mg.plays_for(pos, pos.turn) and NEST not in child.tokens[m.seat]):
        child.extra = {**child.extra, REVERSE: False}


def parse_reverse(rules, dice, extra: dict) -> dict:
    """Check ``extra["reverse"]`` of a position being read (PA-10)."""
    field = f"extra.{REVERSE}"
    if extra[REVERSE] is not False:
        raise PositionError(field, "can only be false (the double was rolled with a token in the house)")
    if not rules.reverse_faces:
        raise PositionError(field, "is kept only with reverse faces (reverse_faces)")
    if not (len(dice) == 2 and dice[0] == dice[1]):
        raise PositionError(field, "is kept only while a double is being played")
    return extra


def reverse_candidates(pos: Position, seat: int) -> list[Move]:
    """``mechanics.candidates`` for a double read with reverse faces (order in the module doc):
    each face forwards and reversed, the three sums, each pending bonus."""
    rem = pos.remaining
    plays = [("step", (f,), steps, 0) for f in dict.fromkeys(rem) for steps in (f, 7 - f)]
    if len(rem) == 2 and pos.rules.sum_moves:
        d = rem[0]
        plays.extend(("sum", rem, steps, 0) for steps in (d + d, 7, 14 - d - d))
    plays.extend(("bonus", (), b, b) for b in dict.fromkeys(pos.bonuses))
    return _mg.candidates(pos, seat, plays)


def any_reverse_die_move(pos: Position, seat: int) -> bool:
    """``mechanics.any_die_move`` with reverse faces: some single die can be played."""
    return any(m.dice for m in reverse_candidates(pos, seat))


# -- PA-9: blockade ages ------------------------------------------------------------
def _pair_owner(occ, q: int):
    """The seat holding a blockade (two tokens of one colour) on ring square ``q``, else None."""
    here = occ.get(q)
    if here and len(here) == 2 and here[0][0] == here[1][0]:
        return here[0][0]
    return None


def parse_ages(board, rules, tokens, extra: dict) -> dict:
    """Check ``extra["ages"]`` of a position being read; return ``extra`` with it normalised.

    Raises :class:`PositionError` naming ``extra.ages`` (or ``extra.ages.T<n>``).
    """
    field = f"extra.{AGES}"
    value = extra[AGES]
    if not rules.blockade_max_turns:
        raise PositionError(field, "blockade ages are kept only with a blockade time limit "
                                   "(blockade_max_turns)")
    if not isinstance(value, dict):
        raise PositionError(field, "must be an object {\"T<n>\": age}")
    occ: dict[int, list] = {}
    for s, seat in enumerate(tokens):
        for i, c in enumerate(seat):
            if 0 <= c < SPECIAL:
                q = board.route_square[s][c]
                if q:
                    occ.setdefault(q, []).append((s, i))
    out = {}
    for key in sorted(value, key=lambda k: (len(k), k)):
        age = value[key]
        sub = f"{field}.{key}" if isinstance(key, str) and len(key) <= 8 and key.isascii() else field
        if not (isinstance(key, str) and key[:1] == "T" and key[1:].isdigit()
                and 1 <= int(key[1:]) <= board.ring):
            raise PositionError(sub, f"not a ring square (T1..T{board.ring})")
        if _pair_owner(occ, int(key[1:])) is None:
            raise PositionError(sub, f"no blockade stands on {key}")
        if isinstance(age, bool) or not isinstance(age, int) or not 1 <= age <= _MAX_AGE:
            raise PositionError(sub, f"an age must be an integer from 1 to {_MAX_AGE}")
        out[key] = age
    return _with_ages(extra, out)


def _with_ages(extra: dict, ages: dict) -> dict:
    out = dict(extra)
    if ages:
        out[AGES] = ages
    else:
        out.pop(AGES, None)
    return out


def prune_ages(pos: Position, m: Move, child: Position) -> None:
    """After ``m`` (played in ``pos``, giving ``child``): drop the ages of blockades it broke."""
    ages = pos.extra.get(AGES)
    if not ages:
        return
    squares = pos.board.route_square
    gone = []
    if 0 <= m.src < SPECIAL:
        q = squares[m.seat][m.src]
        if q:
            gone.append(f"T{q}")
    for cs, ci in m.captures:
        c = pos.tokens[cs][ci]
        if 0 <= c < SPECIAL and squares[cs][c]:
            gone.append(f"T{squares[cs][c]}")
    if any(k in ages for k in gone):
        child.extra = _with_ages(pos.extra, {k: v for k, v in ages.items() if k not in gone})


def end_roll(pos: Position) -> Position:
    """The roll in ``pos`` is over: the roller's standing blockades age by one.

    Ages of blockades that stopped standing were dropped move by move (:func:`prune_ages`),
    so only the roller's pairs need looking at: two of its tokens on one ring square.
    """
    blk = pos._blk
    if blk is not None and not blk[1] and blk[0] is pos._occ and pos.rules.blockades:
        return pos   # no blockade stands (the occupancy's, kept on the position): no pair to age
    seat = _mg.plays_for(pos, pos.turn)  # TM-3: a finished player ages the partner's pairs
    squares = pos.board.route_square[seat]
    seen = set()
    pairs = []
    for c in pos.tokens[seat]:
        if 0 <= c < SPECIAL and squares[c]:
            if c in seen:
                pairs.append(f"T{squares[c]}")
            seen.add(c)
    if not pairs:
        return pos
    ages = dict(pos.extra.get(AGES) or {})
    for key in pairs:
        ages[key] = ages.get(key, 0) + 1
    ages = dict(sorted(ages.items(), key=lambda kv: int(kv[0][1:])))
    return made(pos.rules, pos.board, pos.tokens, pos.turn, pos.to_move, pos.dice, pos.remaining,
                pos.bonuses, pos.streak, pos.last_moved, pos.finished, pos.stamps, pos.clock,
                _with_ages(pos.extra, ages), pos._occ, pos._blk)


def expired_blockades(pos: Position, seat: int) -> set[int]:
    """Ring squares of ``seat``'s blockades whose age has reached the limit (PA-9)."""
    ages = pos.extra.get(AGES)
    limit = pos.rules.blockade_max_turns
    if not ages or not limit:
        return set()
    occ = _mg.occupancy(pos)
    out = set()
    for key, age in ages.items():
        if age >= limit:
            q = int(key[1:])
            if _pair_owner(occ, q) == seat:
                out.add(q)
    return out


def must_open(pos: Position, legal: list[Move]) -> list[Move]:
    """PA-9: in the owner's roll, keep only the moves opening an old blockade, if any does."""
    seat = pos.to_move
    if seat != pos.turn:
        return legal
    seat = _mg.plays_for(pos, seat)  # TM-3
    expired = expired_blockades(pos, seat)
    if not expired:
        return legal
    squares = pos.board.route_square[seat]
    opening = [m for m in legal if 0 <= m.src < SPECIAL and squares[m.src] in expired]
    return opening or legal


class OldBlockade(_st.Stage):
    """PA-9 (option ``blockade_max_turns``): in the owner's roll, a move opening a blockade
    whose age has reached the limit, where one does."""

    __slots__ = ()
    rule, option, rank = "PA-9", "blockade_max_turns", 60

    def narrow(self, pos: Position, legal: list[Move]) -> list[Move]:
        if not pos.extra.get(AGES):
            return legal
        out = must_open(pos, legal)
        return out if len(out) != len(legal) else legal

    def reason(self, pos: Position) -> _mg.Reason:
        q = min(expired_blockades(pos, _mg.plays_for(pos, pos.to_move)))
        return _mg.Reason("PA-9", "blockade_too_old",
                          {"square": f"T{q}", "turns": pos.rules.blockade_max_turns})


OLD_BLOCKADE = OldBlockade()


# -- the variant ---------------------------------------------------------------------
@register
class Pachisi(Variant):
    """PA-9 (blockade ages) and PA-10 (reverse faces) over the standard rules."""

    order = 10

    @classmethod
    def wanted(cls, rules, board) -> bool:
        return bool(rules.reverse_faces or rules.blockade_max_turns)

    @classmethod
    def read_extra(cls, board, rules, tokens, extra: dict, dice=()) -> dict:
        # Asked for every rule set: ages without a time limit are refused here too.
        if REVERSE in extra:
            extra = parse_reverse(rules, dice, extra)
        return parse_ages(board, rules, tokens, extra) if AGES in extra else extra

    stages = (OLD_BLOCKADE,)

    def candidates(self, pos: Position, seat: int) -> list[Move]:
        if pos.rules.reverse_faces and reverse_active(pos, seat):  # PA-10
            return reverse_candidates(pos, seat)
        return _mg.candidates(pos, seat)

    def any_die_move(self, pos: Position, seat: int) -> bool:
        if pos.rules.reverse_faces and reverse_active(pos, seat):  # PA-10
            return any_reverse_die_move(pos, seat)
        return _mg.any_die_move(pos, seat)

    def apply_raw(self, pos: Position, m: Move) -> Position:
        child = _mg.apply_raw(pos, m)
        if pos.rules.blockade_max_turns:  # PA-9: a broken blockade loses its age
            prune_ages(pos, m, child)
        if pos.rules.reverse_faces and m.kind == "enter":  # PA-10: fixed when rolled
            note_house_emptied(pos, m, child)
        return child

    ends_roll = True

    def end_roll(self, pos: Position) -> tuple[Position, bool]:
        if REVERSE in pos.extra:  # PA-10: the note lives for one roll
            pos = _mg.derive(pos, extra={k: v for k, v in pos.extra.items() if k != REVERSE})
        if pos.rules.blockade_max_turns:  # PA-9: the roller's blockades age by one roll
            pos = end_roll(pos)
        return pos, False
