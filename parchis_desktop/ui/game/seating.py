"""Seats and teams as the window shows them (RULES.md §7: BD-1, BD-4, TM-1..TM-4).

The engine knows which boards a preset plays on (``engine.boards.board_sizes``) and which
seats are partners (``Position.teams``); here are the window's words for them ("Team 1:
Yellow + Red"), the team numbering the dialogs and the panel share, and the reading of a
remembered new-game choice (old four-seat choices included).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from parchis_desktop.engine.boards import board_for, board_sizes
from parchis_desktop.engine.rules import PRESET_BOARD, option_applies

from parchis_desktop.ui.game.players import EMPTY, SeatPlayer
from parchis_desktop.ui.texts.game import colour_name

__all__ = ["seat_counts", "seats_text", "board_name_for", "team_pairs", "teams_problem", "team_title", "team_members",
           "team_text", "team_index", "roster_from_choice", "partner_seating"]


def seat_counts(preset: str) -> tuple[int, ...]:
    """The board sizes ``preset`` plays on (BD-1): parchis/spanish 4, 6, 8; pachisi 4, 6; russian 4."""
    return board_sizes(PRESET_BOARD[preset])


def seats_text(seats: int) -> str:
    """"6 seats": the boards have 4, 6 or 8 (BD-1), each worded whole (the plurals differ)."""
    words = {4: QCoreApplication.translate("Seating", "4 seats"),
             6: QCoreApplication.translate("Seating", "6 seats"),
             8: QCoreApplication.translate("Seating", "8 seats")}
    return words.get(seats, str(seats))


def board_name_for(family: str, seats: int) -> str:
    """The board of ``family`` (a rule set's ``board``) with ``seats`` seats, e.g. parchis102."""
    return board_for(family, seats).name


def team_pairs(occupied: Iterable[int], seats: int) -> list[tuple[int, int]]:
    """TM-1: the partner pairs (s, s + N/2) whose both seats are taken, in seat order."""
    taken = set(occupied)
    half = seats // 2
    return [(s, s + half) for s in range(half) if s in taken and s + half in taken]


def team_index(seat: int, pairs: Sequence[tuple[int, int]]) -> int | None:
    """The 0-based number of the team ``seat`` plays in (None: in no team)."""
    return next((i for i, pair in enumerate(pairs) if seat in pair), None)


def teams_problem(preset: str, occupied: Sequence[int], seats: int) -> str:
    """Why ``teams`` cannot be played with these seats (TM-1), translated; "" when it can."""
    if not option_applies("teams", preset):
        return QCoreApplication.translate("Seating", "This game has no team play.")
    count = len(occupied)
    if count < 4 or count % 2:
        return QCoreApplication.translate("Seating", "Teams need an even number of players, at least four.")
    half = seats // 2
    alone = [s for s in occupied if (s + half) % seats not in occupied]
    if alone:
        return (QCoreApplication.translate("Seating", "Partners sit opposite: the seat across from %1 is empty.")
                .replace("%1", colour_name(alone[0])))
    return ""


def partner_seating(count: int, seats: int) -> list[int]:
    """Where ``count`` players sit by default (BD-4); for an even count it seats every
    player's partner opposite (floor((i + P/2)·N/P) = floor(i·N/P) + N/2), as TM-1 wants."""
    return [i * seats // count for i in range(count)] if 0 < count <= seats else list(range(count))


def team_title(index: int) -> str:
    return QCoreApplication.translate("Seating", "Team %1").replace("%1", str(index + 1))


def team_members(pair: Sequence[int], names: dict[int, str] | None = None) -> str:
    """"Yellow + Red" (the players' names where they have one)."""
    names = names or {}
    return QCoreApplication.translate("Seating", "%1 + %2").replace(
        "%1", names.get(pair[0]) or colour_name(pair[0])).replace("%2", names.get(pair[1]) or colour_name(pair[1]))


def team_text(index: int, pair: Sequence[int], names: dict[int, str] | None = None) -> str:
    """"Team 1: Yellow + Red"."""
    return (QCoreApplication.translate("Seating", "%1: %2")
            .replace("%1", team_title(index)).replace("%2", team_members(pair, names)))


def roster_from_choice(choice: object) -> list[SeatPlayer] | None:
    """The seats of a remembered new-game choice (``{"seats": N, "players": [...N]}``; a
    choice from before the larger boards has four players and no ``seats``), or None when it
    holds no usable roster.  Types are checked: the settings file is the user's."""
    if not isinstance(choice, dict):
        return None
    players = choice.get("players")
    seats = choice.get("seats", 4)
    if isinstance(seats, bool) or not isinstance(seats, int) or seats not in (4, 6, 8):
        return None
    if not isinstance(players, list) or len(players) != seats:
        return None
    roster = [SeatPlayer.from_dict(p if isinstance(p, dict) else {}) for p in players]
    return roster if sum(p.kind != EMPTY for p in roster) >= 2 else None
