"""Every control a screen reader lands on has a name (issue 35): the window's and the
dialogs' buttons, boxes, fields and lists, in English, Russian and Polish.  A name is the
control's own text, its label's (a buddy) or one set for it, and says something in words
(not "✕", "⌫" or "?")."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractSlider, QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit,
    QTextEdit, QWidget,
)

from parchis_desktop.store.rulesets import RuleSetStore
from parchis_desktop.store.settings import Settings
from parchis_desktop.ui.game.players import BOT, SeatPlayer

CONTROLS = (QComboBox, QAbstractSpinBox, QLineEdit, QAbstractButton, QAbstractSlider, QAbstractItemView, QTextEdit,
            QPlainTextEdit)


def unnamed(top: QWidget) -> list[str]:
    """The visible controls under ``top`` whose accessible name has no letter or digit."""
    missing = []
    for w in top.findChildren(QWidget):
        if not isinstance(w, CONTROLS) or not w.isVisibleTo(top):
            continue
        if isinstance(w, QLineEdit) and isinstance(w.parent(), (QComboBox, QAbstractSpinBox)):
            continue      # the editor inside a box: the box has the name
        if w.focusPolicy() == Qt.FocusPolicy.NoFocus and not isinstance(w, QAbstractButton):
            continue
        iface = QAccessible.queryAccessibleInterface(w)
        name = iface.text(QAccessible.Text.Name) if iface is not None else ""
        if not any(ch.isalnum() for ch in name or ""):
            missing.append(f"{type(w).__name__} {w.objectName()!r} named {name!r}")
    return missing


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_main_window_and_the_dialogs_name_every_control(qtbot, make_window, translated, tmp_path, lang):
    from parchis_desktop.ui.dialogs.common import GameOverDialog, SettingsDialog
    from parchis_desktop.ui.dialogs.new_game import NewGameDialog
    from parchis_desktop.ui.dialogs.rules import RulesDialog
    if lang != "en":
        translated(lang)
    w = make_window()
    w.start_game("parchis", [SeatPlayer(BOT)] * 4, seed=1)
    w.panel.entry.show()                  # the physical dice' face buttons and ⌫
    w.notice.show_text("A notice")        # its ✕
    settings = Settings(tmp_path / "s.ini")
    new_game = NewGameDialog(settings.last_new_game())
    for kind in new_game.kinds:           # every seat a computer: the level boxes show
        kind.setCurrentIndex(kind.findData(BOT))
    from parchis_desktop.store.puzzles import PuzzleProgress
    from parchis_desktop.ui.puzzles.window import PuzzleWindow
    dialogs = [SettingsDialog(settings), new_game, RulesDialog(None, store=RuleSetStore(tmp_path / "rulesets")),
               GameOverDialog([0, 2], {0: "Ann", 2: "Bob"}), PuzzleWindow(progress=PuzzleProgress(tmp_path / "p.json"))]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
    problems = {type(top).__name__: unnamed(top) for top in [w] + dialogs}
    assert not any(problems.values()), problems


def test_a_named_players_colour_is_said_not_its_dot(qtbot, make_window):
    """A player called Ana: the dot beside her name says her colour to a screen reader."""
    from parchis_desktop.ui.game.players import HUMAN
    w = make_window()
    w.start_game("parchis", [SeatPlayer(HUMAN, name="Ana")] + [SeatPlayer(BOT)] * 3, seed=1)
    names = [QAccessible.queryAccessibleInterface(chip).text(QAccessible.Text.Name) for chip in w.panel._chips.values()]
    assert names == ["Yellow", "Blue", "Red", "Green"]
