"""Sentences for the history's problem codes (store/history.py speaks in codes)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from parchis_desktop.store import history


def problem_text(code: str, moved_aside=None) -> str:
    """The one notice said when the history cannot be used; the game goes on either way."""
    name = moved_aside.name if moved_aside is not None else ""
    if code == history.DAMAGED:
        return QCoreApplication.translate(
            "History", "The game history file was damaged. It was kept aside as %1 and a new history "
                       "was started.").replace("%1", name)
    if code == history.LINKED:
        return QCoreApplication.translate(
            "History", "The game history was a link to another file. The game does not write through "
                       "links: the link was kept aside as %1, the file it points to was not touched, and a "
                       "new history was started.").replace("%1", name)
    if code == history.LOCKED:
        return QCoreApplication.translate(
            "History", "The game history is in use by another program. The games are kept and recorded "
                       "as soon as it is free.")
    if code == history.FULL:
        return QCoreApplication.translate(
            "History", "The disk is full: the game history cannot grow. The games are kept and recorded "
                       "as soon as there is space again.")
    if code == history.READONLY:
        return QCoreApplication.translate(
            "History", "The game history cannot be written (its file or folder is read-only): past games "
                       "are shown, new games are not recorded.")
    if code == history.NEWER:
        return QCoreApplication.translate(
            "History", "The game history was written by a newer version of Parchís Desktop: it is "
                       "left untouched and games are not recorded.")
    return QCoreApplication.translate(
        "History", "The game history could not be written: games are not recorded for now.")
