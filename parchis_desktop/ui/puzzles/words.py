"""The puzzle browser's smaller words: the task line, theme names, problems, banner colours."""
from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QColor, QPalette

from parchis_desktop.ui.theme import mix

__all__ = ["banner_style", "problem_text", "task_text", "theme_name"]


class Puzzles(QObject):
    """The puzzle sentences (their translation context is this class's name, "Puzzles"; a class,
    so that lupdate marks the ``%n`` messages as plurals)."""

    def theme_name(self, code: str) -> str:
        """What a puzzle is about, for the list ("a capture", "a blockade")."""
        names = {
            "capture": self.tr("a capture"),
            "prisoner": self.tr("taking a prisoner"),
            "bonus": self.tr("a bonus"),
            "use_bonus": self.tr("counting a bonus"),
            "enter": self.tr("bringing a token out"),
            "goal": self.tr("reaching home"),
            "home_column": self.tr("into the home column"),
            "blockade": self.tr("a blockade"),
            "blocks": self.tr("barring the way"),
            "escape": self.tr("escaping a threat"),
            "safe": self.tr("a safe square"),
            "ransom": self.tr("freeing a prisoner"),
            "jump": self.tr("the mirror"),
            "progress": self.tr("the best way forward"),
        }
        return names.get(code, code)


    def task_text(self, puzzle, colour: str) -> str:
        """What the player is asked, with the dice still to play."""
        pos = puzzle.position
        faces = " · ".join(str(d) for d in pos.remaining) or " · ".join(str(d) for d in pos.dice)
        bonus = sum(pos.bonuses)
        if bonus:
            text = self.tr("You are %1, with %2 to play and a bonus of %n steps. One move is clearly the best: find it.", "",
                      bonus) if faces else \
                self.tr("You are %1, with a bonus of %n steps to count. One move is clearly the best: find it.", "", bonus)
        else:
            text = self.tr("You are %1, with %2 to play. One move is clearly the best: find it.")
        return text.replace("%1", colour).replace("%2", faces)


    def problem_text(self, name: str, code: str) -> str:
        """A puzzle file or a puzzle that could not be used (``store.puzzles`` codes)."""
        if code == "damaged":
            return self.tr("The puzzle file %1 cannot be read; its puzzles are left out.").replace("%1", name)
        if code == "format":
            return self.tr("The puzzle file %1 is of another version; its puzzles are left out.").replace("%1", name)
        if code == "position":
            return self.tr("Puzzle %1 has a position the rules refuse; it is left out.").replace("%1", name)
        return self.tr("Puzzle %1 has a solution that is not a legal move; it is left out.").replace("%1", name)


_WORDS: list = []


def _words() -> "Puzzles":
    if not _WORDS:
        _WORDS.append(Puzzles())
    return _WORDS[0]


def theme_name(code: str):
    return _words().theme_name(code)


def task_text(puzzle, colour: str):
    return _words().task_text(puzzle, colour)


def problem_text(name: str, code: str):
    return _words().problem_text(name, code)


_ACCENTS = {"info": "#2a6fd6", "wrong": "#d2452f", "done": "#23a04f", "notice": "#d9a520"}


def banner_style(palette: QPalette, kind: str) -> str:
    """A banner's colours from the window's palette (light, dark or high contrast), tinted by kind."""
    base = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.Text)
    accent = QColor(_ACCENTS.get(kind, _ACCENTS["info"]))
    back = mix(base, accent, 0.14)
    edge = mix(base, accent, 0.6)
    return (f"QLabel {{ background: {back.name()}; color: {text.name()}; border: 1px solid {edge.name()};"
            f" border-radius: 6px; padding: 6px 10px; }}")
