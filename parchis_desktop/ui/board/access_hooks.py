"""How the board's interface for screen readers hooks in (:mod:`.accessible` has the interface).

The factory is installed when the first board view is made, before anything asks for its
interface; the interface's module is imported when a screen reader first asks, so a
window that no screen reader reads never loads it.
"""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAccessible

__all__ = ["install_factory", "attach"]


# -- hooking in --------------------------------------------------------------------------------
_INSTALLED = False


def _factory(key: str, obj):
    if getattr(obj, "accessible_board", False) is True:    # a BoardView (it imports this module)
        existing = getattr(obj, "_accessible", None)
        if existing is not None:
            return existing
        from parchis_desktop.ui.board.accessible import BoardAccessible
        return BoardAccessible(obj)
    if getattr(obj, "accessible_window", False) is True and obj.isWindow():
        # A window of its own that is a plain QWidget (help, tutorial, statistics, history,
        # replay): a frame to a screen reader, as the main window is, not a nameless filler.
        existing = getattr(obj, "_accessible_window", None)
        if existing is None:
            from PySide6.QtWidgets import QAccessibleWidget
            existing = obj._accessible_window = QAccessibleWidget(obj, QAccessible.Role.Window)
        return existing
    return None


def install_factory() -> None:
    """Install the board view's interface factory once (before a view is asked for it)."""
    global _INSTALLED
    if not _INSTALLED:
        QAccessible.installFactory(_factory)
        _INSTALLED = True


class _KeyWatcher(QObject):
    """After a key on the board (arrows move the focus ring, Enter plays, Esc cancels), the
    screen reader hears the item the ring is on now: a Focus event once the window acted."""

    def __init__(self, view, refresh) -> None:
        super().__init__(view)
        self._refresh = refresh
        view.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.KeyPress:
            QTimer.singleShot(0, self, self._refresh)
        return False


def attach(window) -> None:
    """Give ``window``'s board view its words: moves, tokens and squares follow the game."""
    window.view.accessible_source = window

    def refresh(*_args) -> None:
        iface = getattr(window.view, "_accessible", None)
        if iface is not None and shiboken6.isValid(window.view):
            iface.refresh()

    window.controller.changed.connect(refresh)
    window.move_input.refresh_needed.connect(refresh)
    window.move_input.status.connect(refresh)
    window._accessible_keys = _KeyWatcher(window.view, refresh)
