"""Sentences for the history's problem codes (store/history.py speaks in codes)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from parchis_desktop.store import history


def problem_text(code: str, moved_aside=None) -> str:
    """The one notice said when the history cannot be used; the game goes on either way."""
    if code == history.DAMAGED:
        name = moved_aside.name if moved_aside is not None else ""
        return QCoreApplication.translate(
            "History", "The game history file was damaged. It was kept aside as %1 and a new history "
                       "was started.").replace("%1", name)
    if code == history.LOCKED:
        return QCoreApplication.translate(
            "History", "The game history is in use by another program: the games of this session "
                       "are not recorded.")
    if code == history.READONLY:
        return QCoreApplication.translate(
            "History", "The game history cannot be written (read-only): games are not recorded.")
    if code == history.NEWER:
        return QCoreApplication.translate(
            "History", "The game history was written by a newer version of Parchís Desktop: it is "
                       "left untouched and games are not recorded.")
    return QCoreApplication.translate(
        "History", "The game history could not be written: games are not recorded for now.")
