"""A visible focus ring on every widget reached by the keyboard (issue 35).

Styles draw keyboard focus faintly or not at all (Fusion: a thin tint on a combo box, nothing
on a tool button).  :func:`install` follows the application's focus: when a widget gets the
focus from the keyboard (Tab, Shift+Tab, a shortcut: Qt marks its window with
``WA_KeyboardFocusChange``), a :class:`FocusRing` is drawn around it in the palette's
highlight colour, 3 px wide with a contrasting inner line, so it shows on light, dark and
high-contrast palettes alike; where the widget touches its parent's edge the ring is drawn
just inside it rather than cut off.  A mouse click puts the focus without a ring.  The ring is a
sibling of the focused widget (drawn over its edge, transparent to the mouse) and follows it
when it moves, is resized or hidden.
"""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget

__all__ = ["FocusRing", "install", "ring_of"]

MARGIN = 3           # how far the ring stands outside the widget, in pixels
WIDTH = 3


class FocusRing(QWidget):
    """The ring around one widget (see the module docstring)."""

    def __init__(self) -> None:
        super().__init__(None)
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.target: QWidget | None = None

    def follow(self, widget: QWidget | None) -> None:
        """Ring ``widget`` (None: hide)."""
        if self.target is not None and shiboken6.isValid(self.target):
            self.target.removeEventFilter(self)
        self.target = widget
        parent = widget.parentWidget() if widget is not None else None
        if widget is None or parent is None or widget.isWindow():
            self.hide()
            return
        if self.parentWidget() is not parent:
            self.setParent(parent)
        widget.installEventFilter(self)
        self._place()

    def _place(self) -> None:
        widget = self.target
        if widget is None or not shiboken6.isValid(widget) or not widget.isVisible():
            self.hide()
            return
        # Outside the widget where there is room; where the widget touches its parent's edge (the
        # board at the window's side, a list filling a splitter) the ring is drawn just inside
        # it, never cut off by the parent.
        self.setGeometry(widget.geometry().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
                         .intersected(self.parentWidget().rect()))
        self.show()
        self.raise_()
        self.update()

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt naming)
        if obj is self.target and event.type() in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show,
                                                    QEvent.Type.Hide, QEvent.Type.ZOrderChange):
            if event.type() == QEvent.Type.Hide:
                self.hide()
            elif event.type() != QEvent.Type.ZOrderChange or self.isVisible():
                self._place()
        return False

    def paintEvent(self, _event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        outer = QRectF(self.rect()).adjusted(WIDTH / 2, WIDTH / 2, -WIDTH / 2, -WIDTH / 2)
        painter.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), WIDTH))
        painter.drawRoundedRect(outer, 4, 4)
        painter.setPen(QPen(pal.color(QPalette.ColorRole.Base), 1))
        painter.drawRoundedRect(outer.adjusted(WIDTH / 2 + 0.5, WIDTH / 2 + 0.5, -WIDTH / 2 - 0.5, -WIDTH / 2 - 0.5), 3, 3)


class _Follower(QObject):
    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.ring = FocusRing()
        app.focusChanged.connect(self._changed)

    def _changed(self, _old, new) -> None:
        if not shiboken6.isValid(self.ring):      # it went with the window it was in
            self.ring = FocusRing()
        if new is None or not new.window().testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange):
            self.ring.follow(None)
            return
        # The viewport of a list or a text box takes the focus: ring the whole box.
        parent = new.parentWidget()
        if isinstance(parent, QAbstractScrollArea) and parent.viewport() is new:
            new = parent
        self.ring.follow(new)


_follower: _Follower | None = None


def install(app: QApplication | None = None) -> FocusRing:
    """Follow ``app``'s keyboard focus with a ring (once per application)."""
    global _follower
    app = app or QApplication.instance()
    if _follower is None or not shiboken6.isValid(_follower) or _follower.parent() is not app:
        _follower = _Follower(app)
    return _follower.ring


def ring_of(app: QApplication | None = None) -> FocusRing | None:
    """The ring :func:`install` made, if any."""
    if _follower is None or not shiboken6.isValid(_follower) or not shiboken6.isValid(_follower.ring):
        return None
    return _follower.ring
