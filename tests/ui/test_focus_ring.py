"""A visible focus ring everywhere (issue 35): whatever the keyboard reaches (Tab) gets a ring
in the palette's highlight colour around it; a mouse click does not draw one."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from parchis_desktop.store.settings import Settings
from parchis_desktop.ui import focus_ring
from tests.helpers.ui import act_first, wait_for_human


def _highlight_pixels(widget) -> int:
    image = widget.grab().toImage()
    want = widget.palette().color(QPalette.ColorRole.Highlight).rgb()
    return sum(1 for x in range(image.width()) for y in (0, 1, image.height() - 2, image.height() - 1)
               if image.pixel(x, y) == want)


def _tab_through(qtbot, dialog, steps):
    seen = []
    for _ in range(steps):
        qtbot.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        ring = focus_ring.ring_of()
        assert ring is not None and ring.isVisible(), focused
        target = ring.target
        assert target is focused or target.viewport() is focused
        assert ring.parentWidget() is target.parentWidget()
        assert ring.geometry().contains(target.geometry())
        assert _highlight_pixels(ring) > ring.width()       # the top and bottom edges are drawn
        seen.append(target)
    return seen


def _settings_dialog(qtbot, tmp_path):
    """The settings dialog shown, its first box focused, the ring installed."""
    from parchis_desktop.ui.dialogs.common import SettingsDialog
    focus_ring.install()
    dialog = SettingsDialog(Settings(tmp_path / "s.ini"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.speed)
    return dialog


def test_tab_rings_each_control_of_the_settings_dialog(qtbot, tmp_path):
    dialog = _settings_dialog(qtbot, tmp_path)
    seen = _tab_through(qtbot, dialog, 12)     # round the whole dialog
    assert dialog.speed in seen and dialog.announce in seen and dialog.large_tokens in seen


def test_a_click_draws_no_ring(qtbot, tmp_path):
    dialog = _settings_dialog(qtbot, tmp_path)
    qtbot.keyClick(dialog.speed, Qt.Key.Key_Tab)
    assert focus_ring.ring_of().isVisible()
    qtbot.mouseClick(dialog.large_tokens, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert QApplication.focusWidget() is dialog.large_tokens
    assert not focus_ring.ring_of().isVisible()


def test_the_main_window_rings_the_board(qtbot, make_window):
    w = make_window()
    w.start_default_game()
    w.notice.show_text("A notice")               # its ✕ takes Tab focus too
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    seen = []
    for _ in range(4):
        qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_Tab)
        ring = focus_ring.ring_of()
        assert ring.isVisible()
        seen.append(ring.target)
    assert w.view in seen


def test_tab_reaches_the_move_log_and_space_still_rolls(qtbot, make_window):
    from PySide6.QtGui import QAccessible
    from parchis_desktop.ui.game.players import BOT, HUMAN, SeatPlayer
    w = make_window()
    w.start_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(BOT), SeatPlayer(BOT), SeatPlayer(BOT)], seed=1)
    qtbot.waitUntil(lambda: w.controller.can_roll(), timeout=10000)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    for _ in range(4):
        if QApplication.focusWidget() is w.panel.log:
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is w.panel.log
    assert focus_ring.ring_of().target is w.panel.log
    assert QAccessible.queryAccessibleInterface(w.panel.log).text(QAccessible.Text.Name) == "Moves"
    log = w.panel.log
    log.moveCursor(log.textCursor().MoveOperation.Start)
    assert log.document().blockCount() >= 2                 # who starts, and who rolled what for it
    qtbot.keyClick(log, Qt.Key.Key_Down)                    # the arrows read the log line by line
    assert log.textCursor().position() > 0                  # (a line, or the next row of a wrapped one)
    before = len(w.controller.game.events)
    qtbot.keyClick(w.panel.log, Qt.Key.Key_Space)
    assert len(w.controller.game.events) > before          # the roll


def test_a_human_turn_leaves_the_reader_in_the_move_log(qtbot, make_window):
    """Each time a human must act the board takes the keyboard back from a button (the
    notice's ✕ would eat Space) but not from the move log a screen-reader user is reading."""
    from parchis_desktop.ui.game.players import HUMAN, SeatPlayer
    w = make_window()
    w.start_game("parchis", [SeatPlayer(HUMAN)] * 4, seed=1)
    qtbot.waitUntil(lambda: w.controller.can_roll(), timeout=10000)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view)
    w.panel.log.setFocus(Qt.FocusReason.TabFocusReason)
    for _ in range(8):                                      # rolls, moves, passes, turns
        wait_for_human(qtbot, w)
        if w.controller.can_roll():
            qtbot.keyClick(w.panel.log, Qt.Key.Key_Space)   # the log's Space rolls
        else:
            act_first(qtbot, w)
        assert QApplication.focusWidget() is w.panel.log
    wait_for_human(qtbot, w)
    assert QApplication.focusWidget() is w.panel.log
    w.notice.show_text("A notice")
    w.notice.close_button.setFocus(Qt.FocusReason.TabFocusReason)
    w.take_focus()
    assert QApplication.focusWidget() is w.view
