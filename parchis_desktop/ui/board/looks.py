"""How a token looks: :class:`TokenLook` draws one seat's token (a shaded disc with the
seat's mark) in its own coordinates; :func:`mark_path` is the mark (BD-4: every seat has its
own shape, so that no two seats are told apart by colour alone).  Used by the scene's token
items and by offscreen renderings alike.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF, QRadialGradient

from parchis_desktop.ui.theme import Theme, mix, seat_colour, seat_mark, with_alpha

__all__ = ["MAX_LIFT", "TokenLook", "mark_path"]

#: Highest lift (scene units, as a multiple of the radius) a token is ever drawn at
#: (a mirror jump's leap; an ordinary hop stays near 0.5).
MAX_LIFT = 2.4
#: Lift (as a multiple of the radius) at which the shadow is softest.
_SHADOW_LIFT = 1.3


def _regular(cx: float, cy: float, r: float, corners: int, inner: float = 0.0) -> QPolygonF:
    """A regular polygon (a star with ``inner`` > 0) around (cx, cy), one corner at the top."""
    count = corners * (2 if inner else 1)
    points = []
    for i in range(count):
        radius = inner if inner and i % 2 else r
        a = 2 * math.pi * i / count
        points.append(QPointF(cx + radius * math.sin(a), cy - radius * math.cos(a)))
    return QPolygonF(points)


def mark_path(shape: str, size: float, centre: QPointF = QPointF(0, 0)) -> QPainterPath:
    """The colour-blind mark ``shape`` fitting ``size`` (BD-4: circle, square, triangle,
    diamond, hexagon, star, cross, pentagon; anything else a circle).

    ``size`` is the radius of the circle the shapes are balanced against.
    """
    path = QPainterPath()
    cx, cy = centre.x(), centre.y()
    if shape == "square":
        h = size * 0.86
        path.addRoundedRect(QRectF(cx - h, cy - h, 2 * h, 2 * h), h * 0.18, h * 0.18)
    elif shape == "triangle":
        r = size * 1.30
        pts = [QPointF(cx + r * math.sin(a), cy - r * math.cos(a) + size * 0.18)
               for a in (0.0, 2 * math.pi / 3, 4 * math.pi / 3)]
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
    elif shape == "diamond":
        r = size * 1.22
        path.addPolygon(QPolygonF([QPointF(cx, cy - r), QPointF(cx + r * 0.8, cy),
                                   QPointF(cx, cy + r), QPointF(cx - r * 0.8, cy)]))
        path.closeSubpath()
    elif shape == "hexagon":   # flat sides left and right: unlike the circle even when small
        path.addPolygon(_regular(cx, cy, size * 1.22, 6))
        path.closeSubpath()
    elif shape == "star":
        path.addPolygon(_regular(cx, cy + size * 0.06, size * 1.32, 5, size * 0.56))
        path.closeSubpath()
    elif shape == "cross":     # a plus sign
        arm, reach = size * 0.36, size * 1.05
        path.addRect(QRectF(cx - reach, cy - arm, 2 * reach, 2 * arm))
        path.addRect(QRectF(cx - arm, cy - reach, 2 * arm, 2 * reach))
        path.setFillRule(Qt.FillRule.WindingFill)
        path = path.simplified()
    elif shape == "pentagon":
        path.addPolygon(_regular(cx, cy + size * 0.08, size * 1.12, 5))
        path.closeSubpath()
    else:
        path.addEllipse(QPointF(cx, cy), size, size)
    return path


class TokenLook:
    """One seat's token drawn in its own coordinates (the origin at the centre of the disc,
    ``radius`` the radius of an unscaled token); colours and paths are computed once."""

    def __init__(self, seat: int, radius: float, theme: Theme) -> None:
        self.seat = seat
        self.radius = radius
        self._theme = theme
        self._build()

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._build()

    def _build(self) -> None:
        """Pre-compute colours and paths (painting then only fills)."""
        base = seat_colour(self.seat)
        r = self.radius
        self._side = base.darker(175)
        self._outline = QPen(base.darker(260), max(0.9, r * 0.075))
        self._groove = QPen(with_alpha(base.darker(150), 0.75), r * 0.07)
        self._ridge = QPen(with_alpha(mix(base, QColor(255, 255, 255), 0.55), 0.8), r * 0.05)
        self._face_light = base.lighter(140)
        self._face = base
        self._face_dark = base.darker(118)
        self._mark_path = mark_path(seat_mark(self.seat), r * 0.31)
        self._mark_brush = QBrush(self._theme.mark(self.seat))
        self._shadow = self._theme.shadow

    def paint(self, painter: QPainter, lift: float = 0.0, selected: bool = False) -> None:
        """Draw the token raised by ``lift`` (scene units), with the selection ring when ``selected``."""
        r = self.radius
        painter.setPen(Qt.PenStyle.NoPen)

        # Shadow on the board: softer and wider the higher the token is.
        k = min(1.0, lift / (r * _SHADOW_LIFT))
        shadow = QRadialGradient(QPointF(r * 0.10, r * 0.22), r * (1.12 + 0.35 * k))
        sc = QColor(self._shadow)
        sc.setAlphaF(sc.alphaF() * (1.0 - 0.45 * k))
        shadow.setColorAt(0.0, sc)
        shadow.setColorAt(0.72, with_alpha(sc, sc.alphaF() * 0.55))
        shadow.setColorAt(1.0, with_alpha(sc, 0.0))
        painter.setBrush(QBrush(shadow))
        sr = r * (1.12 + 0.35 * k)
        painter.drawEllipse(QPointF(r * 0.10, r * 0.22), sr, sr * 0.92)

        # Body: the disc's side (its thickness), then its face.
        cy = -lift
        painter.setBrush(self._side)
        painter.setPen(self._outline)
        painter.drawEllipse(QPointF(0, cy + r * 0.14), r, r)
        face = QRadialGradient(QPointF(-r * 0.35, cy - r * 0.45), r * 1.55)
        face.setColorAt(0.0, self._face_light)
        face.setColorAt(0.5, self._face)
        face.setColorAt(1.0, self._face_dark)
        painter.setBrush(QBrush(face))
        painter.drawEllipse(QPointF(0, cy), r, r)

        # The raised rim of a Parchís token: a groove and a light ridge.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self._groove)
        painter.drawEllipse(QPointF(0, cy), r * 0.70, r * 0.70)
        painter.setPen(self._ridge)
        painter.drawEllipse(QPointF(0, cy + r * 0.035), r * 0.62, r * 0.62)

        # The seat's mark.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._mark_brush)
        painter.drawPath(self._mark_path.translated(0, cy))

        # Specular highlight.
        painter.setBrush(QColor(255, 255, 255, 95))
        painter.drawEllipse(QPointF(-r * 0.38, cy - r * 0.50), r * 0.30, r * 0.17)

        if selected:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 120), r * 0.20))
            painter.drawEllipse(QPointF(0, cy), r * 1.10, r * 1.10)
            painter.setPen(QPen(self._theme.selected, r * 0.12))
            painter.drawEllipse(QPointF(0, cy), r * 1.10, r * 1.10)

