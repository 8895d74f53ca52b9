"""The board's words for screen readers: tokens, squares and moves named as a sighted player
sees them (the board's interface, :mod:`.accessible`, and the announcements speak them).

Plain text functions: nothing here touches the accessibility classes, so the window's first
frame does not wait for them.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from parchis_desktop.ui.game.move_input import is_choice
from parchis_desktop.ui.texts.game import colour_name, describe_choice, describe_move, location_name

__all__ = ["spoken_location", "token_label", "token_name", "move_name", "square_names", "and_list"]


# -- the words --------------------------------------------------------------------------------
def spoken_location(location: str) -> str:
    """A place as a sentence says it: "square 34", "the nest", "home 3", "rest cell 5"."""
    if location.startswith("T") and location[1:].isdigit():
        return QCoreApplication.translate("BoardAccessible", "square %1").replace("%1", location[1:])
    return location_name(location)


def _square_flags(pos, location: str) -> list[str]:
    """What the drawing of a square shows beyond its number: safe, a start, a castle."""
    if not (location.startswith("T") and location[1:].isdigit()):
        return []
    q = int(location[1:])
    board = pos.board
    flags = []
    if q in board.start:
        flags.append(QCoreApplication.translate("BoardAccessible", "start of %1").replace("%1", colour_name(board.start.index(q))))
    if q in board.safe or q in board.castles:
        flags.append(QCoreApplication.translate("BoardAccessible", "safe square"))
    return flags


def _blockade_at(pos, location: str) -> bool:
    """Two tokens of one colour (one team, TM-2) on a ring square: a blockade (G-7)."""
    if not pos.rules.blockades or not location.startswith("T"):
        return False
    here = [s for s, codes in enumerate(pos.tokens) for i in range(len(codes)) if pos.location(s, i) == location]
    if len(here) != 2:
        return False
    if pos.rules.teams:
        half = pos.board.seats // 2
        return here[0] % half == here[1] % half
    return here[0] == here[1]


def token_label(seat: int, token: int) -> str:
    """ "Yellow token 2" (a phrase per colour: in Russian the colour agrees with фишка)."""
    labels = (
        QCoreApplication.translate("BoardAccessible", "Yellow token %1"),
        QCoreApplication.translate("BoardAccessible", "Blue token %1"),
        QCoreApplication.translate("BoardAccessible", "Red token %1"),
        QCoreApplication.translate("BoardAccessible", "Green token %1"),
        QCoreApplication.translate("BoardAccessible", "Orange token %1"),
        QCoreApplication.translate("BoardAccessible", "Purple token %1"),
        QCoreApplication.translate("BoardAccessible", "Cyan token %1"),
        QCoreApplication.translate("BoardAccessible", "Brown token %1"),
    )
    label = labels[seat] if 0 <= seat < len(labels) else colour_name(seat) + " %1"
    return label.replace("%1", str(token + 1))


def token_name(pos, seat: int, token: int, movable: bool = False, selected: bool = False) -> str:
    """ "Yellow token 2, square 34, safe square, in a blockade, can move"."""
    location = pos.location(seat, token)
    if location == "nest":
        where = QCoreApplication.translate("BoardAccessible", "in the nest")
    elif location == "goal":
        where = QCoreApplication.translate("BoardAccessible", "at the goal")
    elif location[:1] == "P" and location[1:].isdigit():
        where = QCoreApplication.translate("BoardAccessible", "prisoner of %1").replace("%1", colour_name(int(location[1:])))
    else:
        where = spoken_location(location)
    parts = [token_label(seat, token), where] + _square_flags(pos, location)
    if _blockade_at(pos, location):
        parts.append(QCoreApplication.translate("BoardAccessible", "in a blockade"))
    if selected:
        parts.append(QCoreApplication.translate("BoardAccessible", "selected"))
    elif movable:
        parts.append(QCoreApplication.translate("BoardAccessible", "can move"))
    return ", ".join(parts)


def _from(location: str) -> str:
    """Where a move starts, as its phrase says it ("from square 30"; cases differ in Russian)."""
    number = location[1:]
    if location[:1] == "T" and number.isdigit():
        return QCoreApplication.translate("BoardAccessible", "from square %1").replace("%1", number)
    if location[:1] == "H" and number.isdigit():
        return QCoreApplication.translate("BoardAccessible", "from home %1").replace("%1", number)
    if location[:1] == "O" and number.isdigit():
        return QCoreApplication.translate("BoardAccessible", "from rest cell %1").replace("%1", number)
    if location == "M":
        return QCoreApplication.translate("BoardAccessible", "from the mirror")
    if location == "nest":
        return QCoreApplication.translate("BoardAccessible", "from the nest")
    return location_name(location)


def _to(location: str) -> str:
    """Where a move ends, as its phrase says it ("to square 33", "to the goal")."""
    number = location[1:]
    if location[:1] == "T" and number.isdigit():
        return QCoreApplication.translate("BoardAccessible", "to square %1").replace("%1", number)
    if location[:1] == "H" and number.isdigit():
        return QCoreApplication.translate("BoardAccessible", "to home %1").replace("%1", number)
    if location[:1] == "O" and number.isdigit():
        return QCoreApplication.translate("BoardAccessible", "to rest cell %1").replace("%1", number)
    if location == "M":
        return QCoreApplication.translate("BoardAccessible", "to the mirror")
    if location == "goal":
        return QCoreApplication.translate("BoardAccessible", "to the goal")
    return location_name(location)


def _with(move) -> str:
    """What the move counts: " with 5", " with 3 + 4", " with a bonus of 20"."""
    if move.kind == "bonus":
        return QCoreApplication.translate("BoardAccessible", " with a bonus of %1").replace("%1", str(move.bonus))
    faces = " + ".join(str(d) for d in move.dice)
    if len(move.dice) > 1:
        return QCoreApplication.translate("BoardAccessible", " with the dice %1").replace("%1", faces)
    return QCoreApplication.translate("BoardAccessible", " with %1").replace("%1", faces) if faces else ""


def move_name(pos, move, names: dict[int, str] | None = None, capital: bool = True) -> str:
    """A legal move as the list reads it, like the hint: "Token 3 from square 12 to square 17
    with 5, captures Blue"; decisions without a token read as their panel button.  Without
    ``capital`` it goes on a sentence ("Yellow: token 3 from ...")."""
    if is_choice(move):
        return describe_choice(move, names)
    seat, token = move.seat, move.token
    if seat == pos.to_move:
        who = QCoreApplication.translate("BoardAccessible", "Token %1").replace("%1", str(token + 1))
    else:
        who = token_label(seat, token)     # TM-3: the partner's token
    if move.kind in ("enter", "step", "sum", "bonus", "reward") or (move.kind == "gift" and move.frm != "nest"):
        if move.kind == "enter" or move.frm == "nest":
            text = (QCoreApplication.translate("BoardAccessible", "%1 out of the nest %2%3")
                    .replace("%1", who).replace("%2", _to(move.to)).replace("%3", _with(move)))
        elif move.kind == "reward":
            text = (QCoreApplication.translate(
                "BoardAccessible", "%1 %2 straight home (the reward of the third double)")
                    .replace("%1", who).replace("%2", _from(move.frm)))
        else:
            text = (QCoreApplication.translate("BoardAccessible", "%1 %2 %3%4")
                    .replace("%1", who).replace("%2", _from(move.frm)).replace("%3", _to(move.to))
                    .replace("%4", _with(move)))
        for victim, _t in move.captures:
            text += QCoreApplication.translate("BoardAccessible", ", captures %1").replace(
                "%1", (names or {}).get(victim) or colour_name(victim))
        flags = _square_flags(pos, move.to)
        if flags:
            text += ", " + ", ".join(flags)
    else:
        # The special kinds (rest cells, the mirror, swaps, ransoms, gifts from the nest): the
        # log's sentence, its arrows said as words, after the token.
        said = describe_move(move, names).replace(" → ", QCoreApplication.translate("BoardAccessible", " to "))
        text = QCoreApplication.translate("BoardAccessible", "%1: %2").replace("%1", who).replace("%2", said)
    return text if capital else text[:1].lower() + text[1:]


def square_names(pos) -> list[tuple[tuple, str]]:
    """Every occupied place, in board order: nests, ring squares, other cells, goals."""
    tokens_at: dict[tuple, list[tuple[int, int]]] = {}
    for seat in pos.players:
        for i in range(len(pos.tokens[seat])):
            loc = pos.location(seat, i)
            key = (loc, seat) if loc in ("nest", "goal") or loc.startswith("H") else (loc, -1)
            tokens_at.setdefault(key, []).append((seat, i))

    def order(key):
        loc, seat = key
        if loc == "nest":
            return (0, seat, 0)
        if loc.startswith("T") and loc[1:].isdigit():
            return (1, int(loc[1:]), 0)
        if loc.startswith("H"):
            return (2, seat, int(loc[1:]) if loc[1:].isdigit() else 0)
        if loc == "goal":
            return (4, seat, 0)
        return (3, 0, loc)

    out = []
    for key in sorted(tokens_at, key=order):
        loc, seat = key
        here = tokens_at[key]
        numbers = _and_list([str(i + 1) for _s, i in here])
        if loc in ("nest", "goal"):
            head = (QCoreApplication.translate("BoardAccessible", "%1 nest") if loc == "nest" else QCoreApplication.translate("BoardAccessible", "%1 goal")).replace("%1", colour_name(seat))
            # A list of token numbers, not a count: "token 3", "tokens 3 and 4".
            body = (QCoreApplication.translate("BoardAccessible", "token %1") if len(here) == 1 else QCoreApplication.translate("BoardAccessible", "tokens %1")).replace("%1", numbers)
            out.append((key, head + ": " + body))
            continue
        if loc.startswith("H"):
            head = QCoreApplication.translate("BoardAccessible", "%1 home %2").replace("%1", colour_name(seat)).replace("%2", loc[1:])
        else:
            head = ", ".join([spoken_location(loc)[:1].upper() + spoken_location(loc)[1:]] + _square_flags(pos, loc))
        if _blockade_at(pos, loc):
            head += ", " + QCoreApplication.translate("BoardAccessible", "blockade")
        out.append((key, head + ": " + ", ".join(token_label(s, i) for s, i in here)))
    return out


def _and_list(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return QCoreApplication.translate("BoardAccessible", "%1 and %2").replace("%1", ", ".join(items[:-1])).replace("%2", items[-1])


and_list = _and_list
