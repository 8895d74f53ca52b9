"""The board painter: draws a board table, tokens and the decorations around them with a
plain :class:`QPainter`, in scene units (:data:`~.geometry.CELL` per grid cell).

It needs no scene and no window: the scene's items delegate their painting here, and
:func:`render_position` draws any position offscreen into a :class:`QImage` (for help
diagrams and replays), optionally with overlays (arrows, rings, crosses; see
:mod:`.overlays`).  The only per-board knowledge is the shape family of a cell read from
its location name (``T<n>`` ring squares, ``H<k>`` home columns, ``A<n>`` arrow cells,
``M`` the mirror, ``O<n>`` rest cells) and the table's sets (start, safe, castles, mirror
corners): every board is drawn by the same code.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPolygonF,
    QRadialGradient,
    QStaticText,
)

from ..theme import Theme, mix, seat_colour, seat_mark, with_alpha
from .geometry import CELL, TOKEN_RADIUS, BoardGeometry, blockade_states, dist, name_box
from .overlays import checked, paint_overlays

__all__ = ["BoardPainter", "TokenLook", "MAX_LIFT", "mark_path", "paint_name", "paint_turn_glow",
           "turn_glow_rect", "paint_badge", "badge_colours", "badge_font", "badge_rect", "badge_text",
           "nest_state", "theme_for", "paint_position", "render_position"]

_dist = dist


#: Highest lift (scene units, as a multiple of the radius) a token is ever drawn at
#: (a mirror jump's leap; an ordinary hop stays near 0.5).
MAX_LIFT = 2.4
#: Lift (as a multiple of the radius) at which the shadow is softest.
_SHADOW_LIFT = 1.3


def mark_path(shape: str, size: float, centre: QPointF = QPointF(0, 0)) -> QPainterPath:
    """The colour-blind mark ``shape`` (circle, square, triangle, diamond) fitting ``size``.

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


class BoardPainter:
    """The whole static board (frame, nests, track, home columns, goal) of one geometry.

    ``slot_count`` is how many token hollows a nest shows; ``active_seats`` the seats that
    play (the others' nests are drawn faded; None: all seats look occupied)."""

    def __init__(self, geometry: BoardGeometry, theme: Theme, slot_count: int = 4,
                 active_seats: set[int] | None = None) -> None:
        self.geo = geometry
        self.theme = theme
        self.slot_count = slot_count
        self.active_seats = active_seats
        self._numbers: dict[int, QStaticText] = {}

    def _number(self, n: int) -> QStaticText:
        text = self._numbers.get(n)
        if text is None:
            text = self._numbers[n] = QStaticText(str(n))
            text.setPerformanceHint(QStaticText.PerformanceHint.AggressiveCaching)
        return text

    def paint(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_frame(painter)
        self._paint_nests(painter)
        self._paint_track(painter)
        self._paint_goal(painter)

    # -- pieces ----------------------------------------------------------------
    def _paint_frame(self, p: QPainter) -> None:
        t, geo = self.theme, self.geo
        frame = geo.frame_rect
        radius = CELL * 0.75
        # Soft drop shadow: a few widening translucent outlines (the rim covers the inside).
        p.setBrush(Qt.BrushStyle.NoBrush)
        for i in range(4, 0, -1):
            grow = CELL * 0.08 * i
            p.setPen(QPen(QColor(0, 0, 0, 16 if not t.dark else 28), CELL * 0.16))
            p.drawRoundedRect(frame.adjusted(-grow + CELL * 0.08, -grow + CELL * 0.2,
                                             grow - CELL * 0.08, grow + CELL * 0.14),
                              radius + grow, radius + grow)
        rim = QLinearGradient(frame.topLeft(), frame.bottomRight())
        rim.setColorAt(0.0, t.frame.lighter(135))
        rim.setColorAt(0.5, t.frame)
        rim.setColorAt(1.0, t.frame.darker(125))
        p.setBrush(QBrush(rim))
        p.setPen(QPen(t.frame_edge, CELL * 0.04))
        p.drawRoundedRect(frame, radius, radius)
        # A fine bevel line on the rim.
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(with_alpha(QColor(255, 255, 255), 0.16), CELL * 0.03))
        inset = CELL * 0.18
        p.drawRoundedRect(frame.adjusted(inset, inset, -inset, -inset), radius - inset, radius - inset)
        # Playing surface.
        surface = geo.grid_rect.adjusted(-CELL * 0.08, -CELL * 0.08, CELL * 0.08, CELL * 0.08)
        grad = QRadialGradient(surface.center(), surface.width() * 0.75)
        grad.setColorAt(0.0, t.surface.lighter(102))
        grad.setColorAt(1.0, t.surface.darker(104))
        p.setBrush(QBrush(grad))
        p.setPen(QPen(t.frame_edge, CELL * 0.05))
        p.drawRoundedRect(surface, CELL * 0.4, CELL * 0.4)

    def _paint_nests(self, p: QPainter) -> None:
        t, geo = self.theme, self.geo
        for seat, rect in enumerate(geo.nest_rects):
            colour = t.nest(seat)
            empty = self.active_seats is not None and seat not in self.active_seats
            if empty:
                colour = mix(colour, t.surface, 0.55)
            area = rect.adjusted(CELL * 0.22, CELL * 0.22, -CELL * 0.22, -CELL * 0.22)
            towards = geo.centre
            inner = QPointF(area.right() if towards.x() > area.center().x() else area.left(),
                            area.bottom() if towards.y() > area.center().y() else area.top())
            outer = QPointF(2 * area.center().x() - inner.x(), 2 * area.center().y() - inner.y())
            grad = QLinearGradient(inner, outer)
            grad.setColorAt(0.0, colour.lighter(112))
            grad.setColorAt(1.0, colour.darker(112))
            p.setBrush(QBrush(grad))
            p.setPen(QPen(colour.darker(150), CELL * 0.06))
            p.drawRoundedRect(area, CELL * 0.75, CELL * 0.75)
            # Inner bevel.
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(with_alpha(QColor(255, 255, 255), 0.28), CELL * 0.05))
            bevel = area.adjusted(CELL * 0.14, CELL * 0.14, -CELL * 0.14, -CELL * 0.14)
            p.drawRoundedRect(bevel, CELL * 0.62, CELL * 0.62)

            # The well holding the tokens, with one hollow per token.
            slots = geo.nest_slots[seat][: self.slot_count] if seat < len(geo.nest_slots) else []
            centre = geo.nest_centres[seat]
            far = max((_dist(s, centre) for s in slots), default=CELL * 1.5)
            reach = far + CELL * 0.95
            reach = min(reach, area.width() * 0.5 - CELL * 0.35, area.height() * 0.5 - CELL * 0.35)
            # Room around the centre inside the base (the slots' centre may sit off the middle).
            room = min(centre.x() - area.left(), area.right() - centre.x(),
                       centre.y() - area.top(), area.bottom() - centre.y())
            hollow_r = CELL * 0.47
            light = mix(colour, QColor(255, 255, 255), 0.42 if not t.dark else 0.16)
            if slots and far + hollow_r + CELL * 0.1 > room - CELL * 0.12:
                # A small base: a round well would spill over it; a rounded square around
                # the slots fits with a margin, the hollows a little smaller.
                hollow_r = CELL * 0.42
                pad = hollow_r + CELL * 0.16
                box = QRectF(min(s.x() for s in slots) - pad, min(s.y() for s in slots) - pad, 0, 0)
                box.setRight(max(s.x() for s in slots) + pad)
                box.setBottom(max(s.y() for s in slots) + pad)
                box = box.intersected(area.adjusted(CELL * 0.1, CELL * 0.1, -CELL * 0.1, -CELL * 0.1))
                well = QRadialGradient(box.center(), max(box.width(), box.height()) * 0.62)
                well.setColorAt(0.0, light.lighter(104))
                well.setColorAt(0.80, light)
                well.setColorAt(1.0, mix(light, colour, 0.6))
                p.setBrush(QBrush(well))
                p.setPen(QPen(colour.darker(135), CELL * 0.05))
                corner = min(CELL * 0.7, box.width() * 0.3, box.height() * 0.3)
                p.drawRoundedRect(box, corner, corner)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(with_alpha(QColor(255, 255, 255), 0.5), CELL * 0.04))
                inner = box.adjusted(CELL * 0.12, CELL * 0.12, -CELL * 0.12, -CELL * 0.12)
                p.drawRoundedRect(inner, corner - CELL * 0.12, corner - CELL * 0.12)
            else:
                reach = min(reach, room - CELL * 0.35)
                well = QRadialGradient(centre, reach)
                well.setColorAt(0.0, light.lighter(104))
                well.setColorAt(0.88, light)
                well.setColorAt(1.0, mix(light, colour, 0.6))
                p.setBrush(QBrush(well))
                p.setPen(QPen(colour.darker(135), CELL * 0.05))
                p.drawEllipse(centre, reach, reach)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(with_alpha(QColor(255, 255, 255), 0.5), CELL * 0.04))
                p.drawEllipse(centre, reach - CELL * 0.16, reach - CELL * 0.16)
            for slot in slots:
                # A dimple: lit from the top left, so its upper rim is in shadow.
                g = QRadialGradient(QPointF(slot.x() + hollow_r * 0.12, slot.y() + hollow_r * 0.22),
                                    hollow_r * 1.05)
                g.setColorAt(0.0, mix(light, colour, 0.25))
                g.setColorAt(0.70, mix(light, colour, 0.40))
                g.setColorAt(1.0, mix(light, colour, 0.40).darker(135))
                p.setBrush(QBrush(g))
                p.setPen(QPen(with_alpha(QColor(255, 255, 255), 0.7), CELL * 0.035))
                p.drawEllipse(slot, hollow_r, hollow_r)
            # The seat's mark, large and faint, in the middle of the well.
            if len(slots) < 5:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(with_alpha(colour, 0.45))
                p.drawPath(mark_path(seat_mark(seat), CELL * 0.30, centre))

    def _tile(self, p: QPainter, centre: QPointF, fill: QColor, edge: QColor) -> QRectF:
        inset = CELL * 0.05
        rect = QRectF(centre.x() - CELL / 2 + inset, centre.y() - CELL / 2 + inset,
                      CELL - 2 * inset, CELL - 2 * inset)
        # Lit from above: a touch lighter at the top edge, a touch darker at the bottom.
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0.0, fill.lighter(104))
        grad.setColorAt(1.0, fill.darker(104))
        p.setBrush(QBrush(grad))
        p.setPen(QPen(edge, CELL * 0.028))
        p.drawRoundedRect(rect, CELL * 0.13, CELL * 0.13)
        return rect

    def _paint_track(self, p: QPainter) -> None:
        t, geo, board = self.theme, self.geo, self.geo.board
        # The grout band under every cell (one outline for the whole cross).
        band = QPainterPath()
        for point in list(geo.ring.values()) + list(geo.home.values()) + list(geo.special.values()):
            band.addRect(QRectF(point.x() - CELL / 2, point.y() - CELL / 2, CELL, CELL))
        if geo.goal_rect is not None:
            band.addRect(geo.goal_rect)
        band = band.simplified()
        p.setBrush(t.grout)
        p.setPen(QPen(t.grout, CELL * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.drawPath(band)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(with_alpha(t.tile_edge.darker(115), 0.8), CELL * 0.03))
        outline = QPainterPath(band)
        p.drawPath(outline)

        number_font = QFont()
        number_font.setPixelSize(round(CELL * 0.22))
        number_font.setWeight(QFont.Weight.DemiBold)
        p.setFont(number_font)

        # Home columns.
        for (seat, _k), point in geo.home.items():
            base = t.home_tile(seat)
            self._tile(p, point, base, base.darker(125))

        # Ring squares.
        for n, point in geo.ring.items():
            arm = geo.arm_seat.get(n)
            starter = geo.start_seat.get(n)
            castle = n in board.castles
            if starter is not None:
                colour = t.seat(starter) if not t.dark else mix(t.seat(starter), t.tile, 0.15)
                rect = self._tile(p, point, colour, colour.darker(140))
                if castle:
                    # An entry castle: the flower drawn as an outline, a small arrow ahead of it.
                    dx, dy = geo.ring_direction(n)
                    self._castle_emblem(p, rect.translated(-dx * CELL * 0.1, -dy * CELL * 0.1),
                                        outline=t.text_on(starter))
                    self._start_emblem(p, rect, n, starter, scale=0.45, shift=0.25)
                else:
                    self._start_emblem(p, rect, n, starter)
            elif n in board.safe:
                rect = self._tile(p, point, t.safe_tile, t.tile_edge)
                if castle:
                    self._castle_emblem(p, rect)
                else:
                    self._safe_emblem(p, rect)
            else:
                fill = t.arm_tile(arm) if arm is not None else t.tile
                rect = self._tile(p, point, fill, t.tile_edge)
                if castle:
                    self._castle_emblem(p, rect)
            if n in board.mirror_corners:
                self._mirror_emblem(p, rect)
            ender = geo.end_seat.get(n)
            if ender is not None:
                self._turn_in_mark(p, point, ender)
            # The square's number, small, in a corner.
            on_colour = starter is not None
            ncol = (t.text_on(starter) if on_colour else t.number)
            p.setPen(with_alpha(ncol, 0.75 if on_colour else 1.0))
            p.drawStaticText(rect.topLeft() + QPointF(CELL * 0.07, CELL * 0.02), self._number(n))

        # Special cells of other boards (rest cells, mirror, arrows).
        for name, point in geo.special.items():
            if name[:1] == "A" and name[1:].isdigit():
                seat = int(name[1:])
                rect = self._tile(p, point, t.home_tile(seat), t.home_tile(seat).darker(125))
                # An arrow from the mirror out towards the seat's side (RU-15, the jump).
                mirror = geo.special.get("M", geo.centre)
                dx, dy = point.x() - mirror.x(), point.y() - mirror.y()
                if abs(dx) + abs(dy) > 1e-6:
                    self._arrow(p, rect.center(), math.degrees(math.atan2(dy, dx)), 0.8,
                                with_alpha(t.text_on(seat), 0.85))
            elif name == "M":
                rect = self._tile(p, point, t.special_tile, t.tile_edge)
                g = QRadialGradient(rect.center() - QPointF(CELL * 0.1, CELL * 0.1), CELL * 0.4)
                g.setColorAt(0.0, QColor("#FFFFFF"))
                g.setColorAt(1.0, QColor("#9AA3B0"))
                p.setBrush(QBrush(g))
                p.setPen(QPen(QColor("#6B7380"), CELL * 0.04))
                p.drawEllipse(rect.center(), CELL * 0.32, CELL * 0.32)
                self._crossed_arrows(p, rect.center(), QColor("#4F5763"))
            else:
                rect = self._tile(p, point, t.special_tile, t.tile_edge)
                p.setBrush(Qt.BrushStyle.NoBrush)
                pen = QPen(t.safe_mark, CELL * 0.04, Qt.PenStyle.DashLine)
                p.setPen(pen)
                p.drawEllipse(rect.center(), CELL * 0.3, CELL * 0.3)
                if name[:1] == "O":
                    self._bench(p, rect.center(), t.safe_mark)

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

    def _paint_goal(self, p: QPainter) -> None:
        t, geo = self.theme, self.geo
        rect = geo.goal_rect
        if rect is None:
            return
        c = rect.center()
        p.save()
        clip = QPainterPath()
        clip.addRoundedRect(rect.adjusted(CELL * 0.05, CELL * 0.05, -CELL * 0.05, -CELL * 0.05),
                            CELL * 0.16, CELL * 0.16)
        p.setClipPath(clip)
        for (a, b), seat in geo.goal_sides.values():
            colour = t.seat(seat) if seat is not None else t.special_tile
            if seat is not None and t.dark:
                colour = mix(colour, t.tile, 0.15)
            mid = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
            g = QLinearGradient(mid, c)
            g.setColorAt(0.0, colour.darker(108))
            g.setColorAt(1.0, colour.lighter(118))
            p.setBrush(QBrush(g))
            p.setPen(QPen(t.goal_edge, CELL * 0.06, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
            p.drawPolygon(QPolygonF([a, b, c]))
        p.restore()
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(t.tile_edge.darker(110), CELL * 0.03))
        p.drawRoundedRect(rect.adjusted(CELL * 0.05, CELL * 0.05, -CELL * 0.05, -CELL * 0.05),
                          CELL * 0.16, CELL * 0.16)
        # A small medallion where the triangles meet.
        g = QRadialGradient(c - QPointF(CELL * 0.06, CELL * 0.08), CELL * 0.3)
        g.setColorAt(0.0, QColor("#FFFFFF"))
        g.setColorAt(1.0, QColor("#E4DCCB") if not t.dark else QColor("#9AA2B1"))
        p.setBrush(QBrush(g))
        p.setPen(QPen(t.goal_edge if not t.dark else t.tile_edge, CELL * 0.05))
        p.drawEllipse(c, CELL * 0.22, CELL * 0.22)


# -- decorations -------------------------------------------------------------------
def paint_name(painter: QPainter, rect: QRectF, font_px: float, text: str, seat: int, theme: Theme) -> None:
    """A player's name in the seat's nest (``rect`` and ``font_px`` from :func:`~.geometry.name_box`)."""
    if not text:
        return
    font = QFont()
    font.setBold(True)
    font.setPixelSize(round(font_px))
    metrics = QFontMetricsF(font)
    text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.setFont(font)
    colour = theme.text_on(seat)
    shade = QColor(0, 0, 0, 70) if colour.lightness() > 128 else QColor(255, 255, 255, 90)
    painter.setPen(shade)
    painter.drawText(rect.translated(0, CELL * 0.04), Qt.AlignmentFlag.AlignCenter, text)
    painter.setPen(colour)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def turn_glow_rect(nest_rect: QRectF) -> QRectF:
    """The rounded rectangle the turn glow outlines around a nest."""
    return nest_rect.adjusted(CELL * 0.22, CELL * 0.22, -CELL * 0.22, -CELL * 0.22)


def paint_turn_glow(painter: QPainter, rect: QRectF, theme: Theme) -> None:
    """A warm glow around ``rect`` (see :func:`turn_glow_rect`): the nest of the seat to move."""
    glow = theme.turn
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = CELL * 0.75
    for i in range(7, 0, -1):
        w = CELL * 0.075 * i
        painter.setPen(QPen(with_alpha(glow, 0.16 + 0.05 * (7 - i)), w))
        painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(with_alpha(QColor(255, 255, 255), 0.95), CELL * 0.07))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(glow, CELL * 0.04))
    painter.drawRoundedRect(rect.adjusted(CELL * 0.08, CELL * 0.08, -CELL * 0.08, -CELL * 0.08),
                            radius * 0.9, radius * 0.9)


#: Where a blockade's age badge stands, relative to its square's centre.
BADGE_OFFSET = (CELL * 0.36, -CELL * 0.38)


def badge_font() -> QFont:
    font = QFont()
    font.setPixelSize(round(CELL * 0.25))
    font.setWeight(QFont.Weight.Bold)
    return font


def badge_text(age: int, limit: int) -> str:
    return f"{age}/{limit}"


def badge_rect(text: str, font: QFont) -> QRectF:
    """The pill of a blockade badge around its centre."""
    width = max(CELL * 0.42, QFontMetricsF(font).horizontalAdvance(text) + CELL * 0.2)
    height = CELL * 0.34
    return QRectF(-width / 2, -height / 2, width, height)


def badge_colours(state: str, seat: int, theme: Theme) -> tuple[QColor, QColor]:
    """(fill, text) of a blockade badge in ``state`` ("ok", "due", "open"; PA-9)."""
    if state == "open":
        return QColor("#D93025"), QColor("#FFFFFF")
    if state == "due":
        return QColor("#F5A623"), QColor("#2B2100")
    return mix(theme.frame, theme.seat(seat), 0.25), QColor("#FFFFFF")


def paint_badge(painter: QPainter, rect: QRectF, font: QFont, text: str, state: str, seat: int,
                theme: Theme) -> None:
    """A blockade's age badge ("2/3", PA-9) in its own coordinates (``rect`` from :func:`badge_rect`)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill, ink = badge_colours(state, seat, theme)
    radius = rect.height() / 2
    if state == "open":   # a soft red halo makes it stand out
        painter.setPen(QPen(with_alpha(fill, 0.35), CELL * 0.12))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(QColor(255, 255, 255, 230), CELL * 0.03))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


# -- a whole position, offscreen -----------------------------------------------------
def nest_state(pos) -> tuple[int, set[int]]:
    """How many hollows a nest shows for ``pos`` and which seats play (the others fade)."""
    counts = [len(t) for t in pos.tokens if t]
    return max(counts, default=4), {s for s, t in enumerate(pos.tokens) if t}


def theme_for(palette: QPalette | Theme | None = None) -> Theme:
    """The board theme for ``palette``: a :class:`Theme` as it is, a :class:`QPalette`'s light or
    dark theme, None the application's palette (the window's look; light without an app)."""
    if isinstance(palette, Theme):
        return palette
    if isinstance(palette, QPalette):
        return Theme.for_palette(palette)
    app = QGuiApplication.instance()
    return Theme.for_palette(app.palette()) if app is not None else Theme.light()


def paint_position(painter: QPainter, geometry: BoardGeometry, pos, theme: Theme, overlays=(),
                   names: dict[int, str] | None = None, turn: int | None = None) -> None:
    """Draw ``pos`` in scene coordinates: the board, the turn glow around ``turn``'s nest, the
    ``names`` in the nests, the tokens, the blockade badges (PA-9), then ``overlays``."""
    overlays = checked(overlays)
    slot_count, active = nest_state(pos)
    painter.save()
    BoardPainter(geometry, theme, slot_count, active).paint(painter)
    if turn is not None and 0 <= turn < len(geometry.nest_rects):
        paint_turn_glow(painter, turn_glow_rect(geometry.nest_rects[turn]), theme)
    for seat, text in (names or {}).items():
        if 0 <= seat < len(geometry.nest_rects):
            slots = geometry.nest_slots[seat] if seat < len(geometry.nest_slots) else ()
            box, font_px = name_box(geometry.nest_rects[seat], geometry.centre, slots)
            paint_name(painter, box, font_px, str(text), seat, theme)
    layout = geometry.layout(pos)
    looks: dict[int, TokenLook] = {}
    radius = CELL * TOKEN_RADIUS
    for (seat, _i), (point, scale, _loc) in sorted(layout.items(), key=lambda kv: kv[1][0].y()):
        look = looks.get(seat)
        if look is None:
            look = looks[seat] = TokenLook(seat, radius, theme)
        painter.save()
        painter.translate(point)
        painter.scale(scale, scale)
        look.paint(painter)
        painter.restore()
    font = badge_font()
    for square, owner, age, limit, state in blockade_states(pos):
        try:
            point = geometry.point_of(owner, square)
        except KeyError:
            continue
        text = badge_text(age, limit)
        painter.save()
        painter.translate(point.x() + BADGE_OFFSET[0], point.y() + BADGE_OFFSET[1])
        if state == "open":
            painter.scale(1.2, 1.2)
        paint_badge(painter, badge_rect(text, font), font, text, state, owner, theme)
        painter.restore()
    paint_overlays(painter, geometry, theme, overlays, layout)
    painter.restore()


def render_position(position, size: int | QSize | tuple[int, int] = 720, dpr: float = 1.0,
                    palette: QPalette | Theme | None = None, overlays=(), *,
                    names: dict[int, str] | None = None, turn: int | None = None,
                    background: bool = True) -> QImage:
    """``position`` drawn offscreen into a new :class:`QImage`, without a scene or a window.

    ``size`` is the image's size in logical pixels (an int for a square); the image has
    ``size * dpr`` device pixels and ``devicePixelRatio() == dpr``.  The board is fitted and
    centred as in the window, on the table colour (transparent when not ``background``).
    ``palette`` picks the theme (see :func:`theme_for`).  ``overlays`` are
    :class:`~.overlays.Arrow`, :class:`~.overlays.Ring` and :class:`~.overlays.Cross` items
    drawn on top; ``names`` (seat -> name) go in the nests; ``turn`` glows around that seat's
    nest.  Needs a QGuiApplication (fonts), nothing else.
    """
    if isinstance(size, QSize):
        width, height = size.width(), size.height()
    elif isinstance(size, (tuple, list)):
        width, height = int(size[0]), int(size[1])
    else:
        width = height = int(size)
    if width <= 0 or height <= 0 or dpr <= 0:
        raise ValueError(f"render_position: size {width}x{height} at dpr {dpr} is empty")
    theme = theme_for(palette)
    overlays = checked(overlays)
    image = QImage(max(1, round(width * dpr)), max(1, round(height * dpr)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(theme.table if background else QColor(0, 0, 0, 0))
    geometry = BoardGeometry(position.board)
    rect = geometry.scene_rect
    k = min(width / rect.width(), height / rect.height())
    painter = QPainter(image)
    try:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                               | QPainter.RenderHint.TextAntialiasing)
        painter.translate(width / 2, height / 2)
        painter.scale(k, k)
        painter.translate(-rect.center())
        paint_position(painter, geometry, position, theme, overlays, names, turn)
    finally:
        painter.end()
    return image
