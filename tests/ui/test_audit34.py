"""Issue 34 (a player's audit, second round): the window's small correctness items."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from uihelpers import play_first_moves, two_players


def _close_the_modal_soon(seen: list) -> None:
    def close():
        modal = QApplication.activeModalWidget()
        if modal is None:
            QTimer.singleShot(10, close)
            return
        seen.append(type(modal).__name__)
        modal.close()
    QTimer.singleShot(50, close)


@pytest.mark.parametrize("open_dialog", ["about", "save_dialog", "settings_dialog"])
def test_the_board_has_the_keyboard_again_when_a_modal_dialog_closes(qtbot, make_window, open_dialog):
    """After Save (or any modal dialog) H and Enter work at once: the window is active again
    and the board has the focus (nothing was active: a click on the board was needed)."""
    w = make_window()
    w.start_game("spanish", two_players(), seed=3)
    qtbot.waitExposed(w)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view)
    seen: list = []
    _close_the_modal_soon(seen)
    getattr(w, open_dialog)()
    assert seen   # a modal dialog was shown and closed
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w and QApplication.focusWidget() is w.view,
                    timeout=2000)
