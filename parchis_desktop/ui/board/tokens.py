"""Tokens and the small items drawn around them.

* :class:`TokenItem`: one player's token, a shaded disc with the seat's mark
  (● ■ ▲ ◆) so colour-blind players can tell seats apart.  Its ``pos``,
  ``scale`` and ``lift`` (height of a hop, in scene units) are Qt properties
  that :class:`~parchis_desktop.ui.board.scene.BoardScene` animates.  It is drawn by
  :class:`~.painter.TokenLook`, which offscreen renderers use too.
* :class:`HaloItem`: the pulsing glow under a token that may move.
* :class:`DestinationMarker`: a ghost token on a cell a move can reach, with a
  short label ("4", "3+4", "+20").
* :class:`FocusRing`: the keyboard focus ring around a token or a marker.
* :class:`FlashItem`: a short burst of light where a special move takes off or
  lands (a mirror jump, a freed prisoner).

Every item paints itself in its own coordinates, the origin at the centre of
the token, with ``radius`` the radius of an unscaled token in scene units.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from parchis_desktop.ui.theme import Theme, mix, seat_colour, with_alpha
from parchis_desktop.ui.board.painter import MAX_LIFT, TokenLook, mark_path

__all__ = ["TokenItem", "HaloItem", "DestinationMarker", "FocusRing", "FlashItem", "mark_path", "MAX_LIFT"]

class TokenItem(QGraphicsObject):
    """One token.  ``seat``/``index`` identify it; the scene places and animates it."""

    def __init__(self, seat: int, index: int, theme: Theme, radius: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.index = index
        self.radius = radius
        self._theme = theme
        self._lift = 0.0
        self._rest_lift = 0.0     # the selected token sits slightly raised
        self._movable = False
        self._selected = False
        self._location = "nest"
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles clicks
        self.halo = HaloItem(seat, radius, theme, self)
        self.halo.setVisible(False)
        self._look = TokenLook(seat, radius, theme)

    # -- properties the scene animates -----------------------------------
    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        value = max(0.0, min(float(value), self.radius * MAX_LIFT))
        if value != self._lift:
            self._lift = value
            self.update()
            for child in self.childItems():
                if isinstance(child, FocusRing):
                    child.update()

    lift = Property(float, _get_lift, _set_lift)

    # -- state -------------------------------------------------------------
    @property
    def location(self) -> str:
        """Where the token stands, as the last position placed it (e.g. "T12", "nest")."""
        return self._location

    def set_location(self, location: str) -> None:
        self._location = location

    @property
    def movable(self) -> bool:
        return self._movable

    def set_movable(self, movable: bool) -> None:
        if movable != self._movable:
            self._movable = movable
            self.halo.setVisible(movable)
            if movable:
                self.setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                self.unsetCursor()

    @property
    def selected(self) -> bool:
        return self._selected

    def set_selected(self, selected: bool) -> None:
        if selected != self._selected:
            self._selected = selected
            self._rest_lift = self.radius * 0.22 if selected else 0.0
            self._set_lift(self._rest_lift)
            self.update()

    def rest_lift(self) -> float:
        return self._rest_lift

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.halo.set_theme(theme)
        self._look.set_theme(theme)
        self.update()

    # -- geometry ------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        r = self.radius
        top = r * (1.2 + MAX_LIFT)
        return QRectF(-r * 1.25, -top, r * 2.6, top + r * 1.45)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, -self._lift), self.radius * 1.02, self.radius * 1.08)
        return path

    # -- painting --------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        self._look.paint(painter, self._lift, self._selected)


class HaloItem(QGraphicsItem):
    """A soft glow behind a token that may move; the scene pulses its opacity."""

    def __init__(self, seat: int, radius: float, theme: Theme, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.radius = radius
        self._theme = theme
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.radius * 1.75
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.radius
        glow = self._theme.halo(self.seat)
        own_hue = glow != self._theme.glow   # a white glow on a light nest needs a darker edge
        g = QRadialGradient(QPointF(0, r * 0.05), r * 1.75)
        g.setColorAt(0.0, with_alpha(glow, 0.0))
        g.setColorAt(0.50, with_alpha(glow, 0.0))
        g.setColorAt(0.66, with_alpha(glow, 0.85))
        g.setColorAt(0.80, with_alpha(glow, 0.40))
        g.setColorAt(1.0, with_alpha(glow, 0.0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(g))
        painter.drawEllipse(QPointF(0, r * 0.05), r * 1.75, r * 1.75)
        # A crisp ring: white with a dark edge reads on every board and token colour.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 170 if own_hue else 90), r * 0.20))
        painter.drawEllipse(QPointF(0, r * 0.08), r * 1.16, r * 1.16)
        painter.setPen(QPen(QColor(255, 255, 255, 240), r * 0.11))
        painter.drawEllipse(QPointF(0, r * 0.08), r * 1.16, r * 1.16)


class DestinationMarker(QGraphicsObject):
    """A ghost of the seat's token on a cell a move can reach; the scene handles clicks."""

    def __init__(self, index: int, seat: int, label: str, theme: Theme, radius: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.seat = seat
        self.label = label
        self.radius = radius
        self._theme = theme
        self._hover = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setToolTip(label)

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.radius * 1.2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.radius * 1.1, self.radius * 1.1)
        return path

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self._hover = False
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.radius
        base = seat_colour(self.seat)
        hover = self._hover
        fill = QRadialGradient(QPointF(0, 0), r)
        strong = hover or self._theme.dark
        fill.setColorAt(0.0, with_alpha(mix(base, QColor(255, 255, 255), 0.55), 0.85 if strong else 0.60))
        fill.setColorAt(1.0, with_alpha(base, 0.85 if strong else 0.55))
        painter.setBrush(QBrush(fill))
        pen = QPen(base.darker(190), r * (0.13 if hover else 0.10))
        pen.setStyle(Qt.PenStyle.SolidLine if hover else Qt.PenStyle.DashLine)
        pen.setDashPattern([2.2, 1.4])
        painter.setPen(pen)
        painter.drawEllipse(QPointF(0, 0), r * 0.98, r * 0.98)

        # Label: dark text with a light halo reads on every seat colour.
        text = self.label
        font = QFont()
        font.setBold(True)
        size = r * (0.95 if len(text) <= 1 else 0.80 if len(text) <= 2 else 0.62 if len(text) <= 3 else 0.5)
        font.setPixelSize(max(1, round(size)))
        path = QPainterPath()
        path.addText(QPointF(0, 0), font, text)
        box = path.boundingRect()
        path.translate(-box.center())
        painter.setPen(QPen(QColor(255, 255, 255, 230), r * 0.16, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#222018"))
        painter.drawPath(path)


class FocusRing(QGraphicsItem):
    """The keyboard focus ring, parented to the focused token or marker."""

    def __init__(self, radius: float, theme: Theme) -> None:
        super().__init__()
        self.radius = radius
        self._theme = theme
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(50)

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.radius * 1.55
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.radius * 1.30
        parent = self.parentItem()
        cy = -parent.lift if isinstance(parent, TokenItem) else 0.0
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 235), self.radius * 0.26))
        painter.drawEllipse(QPointF(0, cy), r, r)
        painter.setPen(QPen(self._theme.focus, self.radius * 0.15))
        painter.drawEllipse(QPointF(0, cy), r, r)


class FlashItem(QGraphicsObject):
    """A burst of light: a glow and a ring that spreads and fades as ``progress`` runs 0 -> 1.

    Nothing is drawn outside (0, 1), so the scene can add it before its animation starts.
    """

    def __init__(self, radius: float, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.radius = radius
        self.colour = QColor(colour)
        self._progress = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _get_progress(self) -> float:
        return self._progress

    def _set_progress(self, value: float) -> None:
        value = float(value)
        if value != self._progress:
            self._progress = value
            self.update()

    progress = Property(float, _get_progress, _set_progress)

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.radius * 2.7
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        t = self._progress
        if not 0.0 < t < 1.0:
            return
        r = self.radius
        fade = (1.0 - t) ** 0.6
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        reach = r * (1.3 + 1.2 * t)
        glow = QRadialGradient(QPointF(0, 0), reach)
        glow.setColorAt(0.0, with_alpha(QColor(255, 255, 255), 0.95 * fade))
        glow.setColorAt(0.35, with_alpha(self.colour, 0.75 * fade))
        glow.setColorAt(1.0, with_alpha(self.colour, 0.0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(glow))
        painter.drawEllipse(QPointF(0, 0), reach, reach)
        ring = r * (0.9 + 1.3 * t)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(with_alpha(self.colour.darker(115), 0.95 * fade), r * 0.22 * (0.3 + fade)))
        painter.drawEllipse(QPointF(0, 0), ring, ring)
        # Four short rays, turning a little as they spread.
        painter.setPen(QPen(with_alpha(self.colour.lighter(130), fade), r * 0.12, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        for i in range(8):
            a = i * math.pi / 4 + math.pi / 8 + t * 0.6
            inner, outer = r * (1.1 + 0.9 * t), r * (1.5 + 0.8 * t)
            painter.drawLine(QPointF(inner * math.cos(a), inner * math.sin(a)),
                             QPointF(outer * math.cos(a), outer * math.sin(a)))
