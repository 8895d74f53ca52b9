"""When the analysis of a game is offered (issue 30, fairness).

The analysis board shows the Expert's best move: in a game in progress against computer
players that is a way to beat them with the Expert's help, and the result would go into the
history and the career figures as the player's own.  So the analysis of such a game is
offered only once it is over, or when the game was started as a practice game (the new-game
dialog's "Practice game (analysis allowed)", kept in the record as ``record["practice"]``).

A hot-seat game with people only is different, and analysis is allowed in it at any time:
the board is one screen shared by everyone at the table, so what it shows, every player sees,
and there is no computer player whose game the help would distort; friends who want a strict
game simply leave it closed, as they would a rule book.  A position typed, pasted or opened as
JSON is always analysed: it is nobody's game in progress.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["refusal", "refusal_text", "IN_PROGRESS_VS_COMPUTER"]

IN_PROGRESS_VS_COMPUTER = "in_progress_vs_computer"


def _kind(player) -> str:
    if isinstance(player, dict):
        return str(player.get("kind", "human"))
    return str(getattr(player, "kind", "human"))


def refusal(position, players, practice: bool = False) -> str | None:
    """Why the analysis of a game at ``position`` is not offered (a code), or None if it is.
    ``players``: the seats' players (dicts with ``kind`` or SeatPlayer), None if unknown."""
    if practice or position is None or position.is_over:
        return None
    seats = list(players or [])
    occupied = [s for s, tokens in enumerate(position.tokens) if tokens]
    if any(s < len(seats) and _kind(seats[s]) == "bot" for s in occupied):
        return IN_PROGRESS_VS_COMPUTER
    return None


def refusal_text(code: str) -> str:
    """The sentence for a :func:`refusal` code."""
    if code == IN_PROGRESS_VS_COMPUTER:
        return QCoreApplication.translate(
            "Analysis", "This game against computer players is still in progress: it can be analysed once it is "
                        "over. To use the analysis board while playing, start a practice game (New game → "
                        "\"Practice game (analysis allowed)\").")
    return code
