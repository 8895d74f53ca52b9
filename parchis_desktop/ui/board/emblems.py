"""The emblems on the board's cells (start arrows, safe stars, Pachisi castles, the turn-in
chevron, the Russian mirror, arrows and rest benches), as a mixin of
:class:`~.painter.BoardPainter`: each draws around a cell's centre, upright, in scene units
(it reads the painter's ``geo`` and ``theme``).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from parchis_desktop.ui.theme import with_alpha
from parchis_desktop.ui.board.geometry import CELL

__all__ = ["Emblems"]


class Emblems:
    """Cell emblems; the class using it has ``geo`` (a BoardGeometry) and ``theme``."""

    def _start_emblem(self, p: QPainter, rect: QRectF, n: int, seat: int,
                      scale: float = 1.0, shift: float = 0.0) -> None:
        """An arrow along the direction of travel on a seat's start square (``scale`` smaller,
        ``shift`` cells forward towards the tile's leading edge)."""
        dx, dy = self.geo.ring_direction(n)
        angle = math.degrees(math.atan2(dy, dx))
        c = rect.center()
        p.save()
        p.translate(c)
        p.rotate(angle)
        if shift:
            p.translate(CELL * shift, 0.0)
        s = CELL * scale
        arrow = QPolygonF([QPointF(-0.26 * s, -0.07 * s), QPointF(0.04 * s, -0.07 * s),
                           QPointF(0.04 * s, -0.19 * s), QPointF(0.28 * s, 0.0),
                           QPointF(0.04 * s, 0.19 * s), QPointF(0.04 * s, 0.07 * s),
                           QPointF(-0.26 * s, 0.07 * s)])
        mark = self.theme.text_on(seat)
        p.setPen(QPen(QColor(0, 0, 0, 46),
                      CELL * 0.05, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.setBrush(with_alpha(mark, 0.92))
        p.drawPolygon(arrow)
        p.restore()

    def _safe_emblem(self, p: QPainter, rect: QRectF) -> None:
        """Safe squares: a grey ring with a small star."""
        c = rect.center()
        col = self.theme.safe_mark
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(col, CELL * 0.045))
        p.drawEllipse(c, CELL * 0.29, CELL * 0.29)
        star = QPolygonF()
        for i in range(10):
            r = CELL * (0.17 if i % 2 == 0 else 0.075)
            a = -math.pi / 2 + i * math.pi / 5
            star.append(QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a)))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(col)
        p.drawPolygon(star)

    def _arrow(self, p: QPainter, c: QPointF, angle: float, scale: float, colour: QColor) -> None:
        """A block arrow centred on ``c`` pointing at ``angle`` degrees (the start arrow's shape)."""
        p.save()
        p.translate(c)
        p.rotate(angle)
        s = CELL * scale
        arrow = QPolygonF([QPointF(-0.26 * s, -0.07 * s), QPointF(0.04 * s, -0.07 * s),
                           QPointF(0.04 * s, -0.19 * s), QPointF(0.28 * s, 0.0),
                           QPointF(0.04 * s, 0.19 * s), QPointF(0.04 * s, 0.07 * s),
                           QPointF(-0.26 * s, 0.07 * s)])
        p.setPen(QPen(QColor(0, 0, 0, 36), CELL * 0.04, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.setBrush(colour)
        p.drawPolygon(arrow)
        p.restore()

    def _crossed_arrows(self, p: QPainter, c: QPointF, colour: QColor) -> None:
        """The mirror: two crossed diagonal double-headed arrows."""
        r, head, wing = CELL * 0.25, CELL * 0.1, CELL * 0.065
        p.setPen(QPen(colour, CELL * 0.045, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for ux, uy in ((1, 1), (1, -1)):
            k = 1 / math.sqrt(2)
            ux, uy = ux * k, uy * k
            p.drawLine(QPointF(c.x() - ux * (r - head * 0.6), c.y() - uy * (r - head * 0.6)),
                       QPointF(c.x() + ux * (r - head * 0.6), c.y() + uy * (r - head * 0.6)))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        for ux, uy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
            k = 1 / math.sqrt(2)
            ux, uy = ux * k, uy * k
            tip = QPointF(c.x() + ux * r, c.y() + uy * r)
            base = QPointF(c.x() + ux * (r - head), c.y() + uy * (r - head))
            p.drawPolygon(QPolygonF([tip, QPointF(base.x() - uy * wing, base.y() + ux * wing),
                                     QPointF(base.x() + uy * wing, base.y() - ux * wing)]))

    def _mirror_emblem(self, p: QPainter, rect: QRectF) -> None:
        """A mirror corner (RU-13): a small silvery hand-mirror facing the centre, subtle."""
        c = rect.center()
        dx, dy = self.geo.centre.x() - c.x(), self.geo.centre.y() - c.y()
        angle = math.degrees(math.atan2(dy, dx))
        p.save()
        p.translate(c)
        p.rotate(angle + 90)   # the glass lies across the line to the centre
        glass = QRectF(-CELL * 0.25, -CELL * 0.11, CELL * 0.5, CELL * 0.22)
        g = QLinearGradient(glass.topLeft(), glass.bottomRight())
        g.setColorAt(0.0, QColor(255, 255, 255, 200))
        g.setColorAt(0.5, QColor(184, 192, 204, 170))
        g.setColorAt(1.0, QColor(140, 150, 164, 170))
        p.setBrush(QBrush(g))
        p.setPen(QPen(with_alpha(QColor("#6B7380"), 0.75), CELL * 0.03))
        p.drawEllipse(glass)
        # Two short glints.
        p.setPen(QPen(QColor(255, 255, 255, 220), CELL * 0.025, Qt.PenStyle.SolidLine,
                      Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(-CELL * 0.12, CELL * 0.03), QPointF(-CELL * 0.04, -CELL * 0.05))
        p.drawLine(QPointF(-CELL * 0.02, CELL * 0.04), QPointF(CELL * 0.03, -CELL * 0.01))
        p.restore()

    def _bench(self, p: QPainter, c: QPointF, colour: QColor) -> None:
        """A rest cell: a small park bench (backrest slats, a seat plank, two legs)."""
        w = CELL * 0.17
        p.setPen(QPen(colour, CELL * 0.03, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for y in (-0.13, -0.07):   # backrest slats, narrower than the seat
            p.drawLine(QPointF(c.x() - w * 0.8, c.y() + CELL * y), QPointF(c.x() + w * 0.8, c.y() + CELL * y))
        for x in (-0.55, 0.55):    # posts from the backrest down through the legs
            p.drawLine(QPointF(c.x() + w * x, c.y() - CELL * 0.13), QPointF(c.x() + w * x, c.y() + CELL * 0.15))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(QRectF(c.x() - w, c.y() - CELL * 0.01, 2 * w, CELL * 0.06), CELL * 0.02, CELL * 0.02)

    def _castle_emblem(self, p: QPainter, rect: QRectF, outline: QColor | None = None) -> None:
        """Pachisi castles: a small flower (as an ``outline`` only, on an entry castle)."""
        c = rect.center()
        if outline is not None:
            flower = QPainterPath()
            for i in range(6):
                a = i * math.pi / 3
                petal = QPainterPath()
                petal.addEllipse(QPointF(c.x() + CELL * 0.12 * math.cos(a), c.y() + CELL * 0.12 * math.sin(a)),
                                 CELL * 0.085, CELL * 0.085)
                flower = flower.united(petal)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(with_alpha(outline, 0.8), CELL * 0.035))
            p.drawPath(flower)
            p.drawEllipse(c, CELL * 0.05, CELL * 0.05)
            return
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(with_alpha(self.theme.safe_mark, 0.8))
        for i in range(6):
            a = i * math.pi / 3
            p.drawEllipse(QPointF(c.x() + CELL * 0.14 * math.cos(a), c.y() + CELL * 0.14 * math.sin(a)),
                          CELL * 0.09, CELL * 0.09)
        p.setBrush(self.theme.tile)
        p.drawEllipse(c, CELL * 0.07, CELL * 0.07)

    def _turn_in_mark(self, p: QPainter, point: QPointF, seat: int) -> None:
        """A small chevron in the seat's colour where its tokens turn into the home column."""
        h1 = self.geo.home.get((seat, 1))
        if h1 is None:
            return
        dx, dy = h1.x() - point.x(), h1.y() - point.y()
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        tip = QPointF(point.x() + ux * CELL * 0.43, point.y() + uy * CELL * 0.43)
        base = QPointF(point.x() + ux * CELL * 0.27, point.y() + uy * CELL * 0.27)
        px, py = -uy * CELL * 0.13, ux * CELL * 0.13
        tri = QPolygonF([tip, QPointF(base.x() + px, base.y() + py), QPointF(base.x() - px, base.y() - py)])
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.theme.seat(seat))
        p.drawPolygon(tri)

