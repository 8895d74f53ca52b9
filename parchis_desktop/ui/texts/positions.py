"""The words for a position the engine refuses (:class:`PositionError`: a field and a reason).

The engine names the field (``tokens[0][2]``, ``turn``, ``dice``...) and gives its reason in
plain English for bug reports and scripts; the position editor and the analysis board's Paste /
Open say it to the player in a sentence of the interface's language.  The reasons a setup on
the board can produce each have a sentence of their own; any other keeps the engine's words
as a detail after a translated sentence that names the field.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from parchis_desktop.engine import PositionError

from parchis_desktop.ui.texts.game import colour_name, location_name

__all__ = ["position_error_text"]

MAX_DETAIL = 160



def _square(name: str) -> str:
    return location_name(name) if name[:1] != "T" else name[1:]


def _seat_of(field: str) -> int | None:
    m = re.match(r"tokens\[(\d+)\]", field)
    return int(m.group(1)) if m else None


def _detail(text: str) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= MAX_DETAIL else text[:MAX_DETAIL - 1] + "…"


def position_error_text(exc: PositionError) -> str:
    """A sentence for why the engine refused a position (see the module doc)."""
    field, reason = str(getattr(exc, "field", "")), str(getattr(exc, "reason", exc))
    m = re.match(r"two colours on T(\d+)", reason)
    if m:
        return QCoreApplication.translate("Positions", "Square %1 cannot hold tokens of two colours.").replace("%1", m.group(1))
    m = re.match(r"(\d+) tokens on T(\d+) \(at most two", reason)
    if m:
        return QCoreApplication.translate("Positions", "At most two tokens can stand on square %1.").replace("%1", m.group(2))
    m = re.match(r"(\d+) tokens on (H\d+) \(at most two", reason)
    if m:
        seat = _seat_of(field)
        return (QCoreApplication.translate("Positions", "At most two tokens can stand on a square of the home column (%1, %2).")
                .replace("%1", colour_name(seat) if seat is not None else "?").replace("%2", location_name(m.group(2))))
    m = re.match(r"two tokens on T(\d+) \(RU-4", reason)
    if m:
        return QCoreApplication.translate("Positions", "In these rules only one token can stand on a square (square %1).").replace("%1", m.group(1))
    m = re.match(r"two tokens in (\S+) \(a rest cell", reason)
    if m:
        return QCoreApplication.translate("Positions", "A rest cell holds only one token (%1).").replace("%1", location_name(m.group(1)))
    m = re.match(r"seat (\d+)'s home column must fill innermost first", reason)
    if m:
        return QCoreApplication.translate("Positions", "%1's home column fills from the innermost cell: move the tokens up to the end of the "
                   "column first.").replace("%1", colour_name(int(m.group(1))))
    if reason.startswith("fewer than two players"):
        return QCoreApplication.translate("Positions", "A game needs at least two players.")
    if reason.startswith("every player has brought all tokens home"):
        return QCoreApplication.translate("Positions", "Every player has brought all tokens home: the game ends before that.")
    if field == "finished" and "say in which order they finished" in reason:
        return QCoreApplication.translate("Positions", "More than one player has brought every token home, and the order in which they "
                   "finished cannot be known: the game would have ended with the first.")
    if field == "finished" and reason.startswith("only one"):
        return QCoreApplication.translate("Positions", "Only one player can have finished with these rules: the game ends with the first one home.")
    m = re.match(r"seat (\d+) has already finished", reason)
    if m and field == "turn":
        return QCoreApplication.translate("Positions", "%1 has already brought every token home and has no turn.").replace("%1", colour_name(int(m.group(1))))
    m = re.match(r"seat (\d+) is empty", reason)
    if m and field in ("turn", "to_move"):
        return QCoreApplication.translate("Positions", "%1 does not play in this position, so it cannot have the turn.").replace(
            "%1", colour_name(int(m.group(1))))
    if reason.startswith("is held prisoner by its partner"):
        return QCoreApplication.translate("Positions", "A token cannot be held prisoner by its partner.")
    m = re.match(r"(\S+) is not on seat (\d+)'s route", reason)
    if m:
        return QCoreApplication.translate("Positions", "%1 is not on %2's way round the board.").replace("%1", _square(m.group(1))).replace(
            "%2", colour_name(int(m.group(2))))
    if field == "json" or field == "position":
        return QCoreApplication.translate("Positions", "This is not a position in JSON (docs/rules.md §6): %1").replace("%1", _detail(reason))
    if field == "variant":
        return QCoreApplication.translate("Positions", "The position names no rule set this game knows: %1").replace("%1", _detail(reason))
    if field.startswith("dice"):
        return QCoreApplication.translate("Positions", "The dice are not possible with these rules: %1").replace("%1", _detail(reason))
    return QCoreApplication.translate("Positions", "The engine refuses this position (%1: %2).").replace("%1", _detail(field)).replace(
        "%2", _detail(reason))
