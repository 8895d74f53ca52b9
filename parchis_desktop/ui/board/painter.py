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

from parchis_desktop.ui.theme import Theme, mix, seat_colour, seat_mark, with_alpha
from parchis_desktop.ui.board.emblems import Emblems
from parchis_desktop.ui.board.geometry import (CELL, TOKEN_RADIUS, BoardGeometry, blockade_states, dist, name_box, nest_well, square_polygon,
                       turned)
from parchis_desktop.ui.board.looks import MAX_LIFT, TokenLook, mark_path

__all__ = ["BoardPainter", "TokenLook", "MAX_LIFT", "mark_path", "paint_name", "paint_turn_glow",
           "turn_glow_rect", "paint_badge", "badge_colours", "badge_font", "badge_rect", "badge_text",
           "nest_state", "theme_for", "paint_position", "render_position"]

_dist = dist

#: Square numbers: the smallest size (device pixels) they are drawn at, and the largest share
#: of a cell they may take to reach it (0.42: "136" still fits a cell, and the six- and
#: eight-seat boards at 800x560 show them, issue 34); a board drawn smaller shows them on
#: hover only (issue 25 item 14: unreadable at the smallest window).
NUMBER_MIN_PX = 7.0
_NUMBER_SHARE, _NUMBER_MAX_SHARE = 0.22, 0.42


def number_font_px(device_scale: float) -> float:
    """The square numbers' font size in scene units for a board drawn at ``device_scale``
    device pixels per scene unit; 0 when they would be too small to read (then hidden)."""
    base = CELL * _NUMBER_SHARE
    if base * device_scale >= NUMBER_MIN_PX:
        return base
    wanted = NUMBER_MIN_PX / max(device_scale, 1e-9)
    return wanted if wanted <= CELL * _NUMBER_MAX_SHARE else 0.0


#: The width of the band of a partner's colour round a team player's arm on a star board
#: (TM-1): the grout covers its inner half, the rest is a rim round the arm's squares.
TEAM_BAND = CELL * 0.40


class BoardPainter(Emblems):
    """The whole static board (frame, nests, track, home columns, goal) of one geometry.

    ``slot_count`` is how many token hollows a nest shows; ``active_seats`` the seats that
    play (the others' nests are drawn faded; None: all seats look occupied); ``partners``
    each team player's partner (TM-1): its nest wears a band of the partner's colour, and on
    a star board so does the outline of its arm, so partners show on the board, not only in
    the panel."""

    def __init__(self, geometry: BoardGeometry, theme: Theme, slot_count: int = 4,
                 active_seats: set[int] | None = None, partners: dict[int, int] | None = None) -> None:
        self.geo = geometry
        self.theme = theme
        self.slot_count = slot_count
        self.active_seats = active_seats
        self.partners = partners or {}
        self._numbers: dict[tuple[int, float], QStaticText] = {}

    def _number(self, n: int, font_px: float = CELL * _NUMBER_SHARE) -> QStaticText:
        text = self._numbers.get((n, font_px))
        if text is None:
            text = self._numbers[(n, font_px)] = QStaticText(str(n))
            text.setPerformanceHint(QStaticText.PerformanceHint.AggressiveCaching)
            font = QFont()
            font.setPixelSize(max(1, round(font_px)))
            font.setWeight(QFont.Weight.DemiBold)
            text.prepare(font=font)
        return text

    @staticmethod
    def _band_cell(band: QPainterPath, point: QPointF, angle: float) -> None:
        if angle:
            band.addPolygon(square_polygon(point, angle))
            band.closeSubpath()
        else:
            band.addRect(QRectF(point.x() - CELL / 2, point.y() - CELL / 2, CELL, CELL))

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
            # A round nest (star boards) is the rounded square with the largest corners.
            corner = area.width() / 2 if geo.nest_round else CELL * 0.75
            p.drawRoundedRect(area, corner, corner)
            # Inner bevel.
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(with_alpha(QColor(255, 255, 255), 0.28), CELL * 0.05))
            bevel = area.adjusted(CELL * 0.14, CELL * 0.14, -CELL * 0.14, -CELL * 0.14)
            corner = bevel.width() / 2 if geo.nest_round else CELL * 0.62
            p.drawRoundedRect(bevel, corner, corner)
            mate = self.partners.get(seat)
            if mate is not None:   # TM-1: the partner's colour round the nest, in the nest's shape
                band = area.adjusted(-CELL * 0.11, -CELL * 0.11, CELL * 0.11, CELL * 0.11)
                corner = band.width() / 2 if geo.nest_round else CELL * 0.86
                p.setPen(QPen(t.nest(mate), CELL * 0.13))
                p.drawRoundedRect(band, corner, corner)
                p.setPen(QPen(t.nest(mate).darker(160), CELL * 0.025))
                outline = band.adjusted(-CELL * 0.065, -CELL * 0.065, CELL * 0.065, CELL * 0.065)
                corner = outline.width() / 2 if geo.nest_round else CELL * 0.92
                p.drawRoundedRect(outline, corner, corner)

            # The well holding the tokens, with one hollow per token.
            slots = geo.nest_slots[seat][: self.slot_count] if seat < len(geo.nest_slots) else []
            centre = geo.nest_centres[seat]
            light = mix(colour, QColor(255, 255, 255), 0.42 if not t.dark else 0.16)
            if geo.nest_round:
                centre, well_r = nest_well(rect, geo.nest_slots[seat] if seat < len(geo.nest_slots) else [])
                self._round_well(p, centre, well_r, light, colour)
                self._dimples(p, slots, CELL * 0.42, light, colour)
            else:
                self._square_nest_well(p, area, centre, slots, light, colour)
            # The seat's mark, large and faint, in the middle of the well.
            if len(slots) < 5:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(with_alpha(colour, 0.45))
                p.drawPath(mark_path(seat_mark(seat), CELL * 0.30, centre))

    def _square_nest_well(self, p: QPainter, area: QRectF, centre: QPointF, slots, light: QColor,
                          colour: QColor) -> None:
        """The well of a square nest: round, or a rounded square around the slots of a small base."""
        far = max((_dist(s, centre) for s in slots), default=CELL * 1.5)
        reach = far + CELL * 0.95
        reach = min(reach, area.width() * 0.5 - CELL * 0.35, area.height() * 0.5 - CELL * 0.35)
        # Room around the centre inside the base (the slots' centre may sit off the middle).
        room = min(centre.x() - area.left(), area.right() - centre.x(),
                   centre.y() - area.top(), area.bottom() - centre.y())
        hollow_r = CELL * 0.47
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
            self._round_well(p, centre, min(reach, room - CELL * 0.35), light, colour)
        self._dimples(p, slots, hollow_r, light, colour)

    def _round_well(self, p: QPainter, centre: QPointF, reach: float, light: QColor, colour: QColor) -> None:
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

    def _dimples(self, p: QPainter, slots, hollow_r: float, light: QColor, colour: QColor) -> None:
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

    def _tile(self, p: QPainter, centre: QPointF, fill: QColor, edge: QColor, angle: float = 0.0) -> QRectF:
        """A square cell around ``centre`` turned by ``angle`` degrees; returns the upright
        square around the centre (emblems are drawn upright in it)."""
        inset = CELL * 0.05
        rect = QRectF(centre.x() - CELL / 2 + inset, centre.y() - CELL / 2 + inset,
                      CELL - 2 * inset, CELL - 2 * inset)
        drawn = rect
        if angle:
            p.save()
            p.translate(centre)
            p.rotate(angle)
            drawn = rect.translated(-centre.x(), -centre.y())
        # Lit from above: a touch lighter at the top edge, a touch darker at the bottom.
        grad = QLinearGradient(drawn.topLeft(), drawn.bottomLeft())
        grad.setColorAt(0.0, fill.lighter(104))
        grad.setColorAt(1.0, fill.darker(104))
        p.setBrush(QBrush(grad))
        p.setPen(QPen(edge, CELL * 0.028))
        p.drawRoundedRect(drawn, CELL * 0.13, CELL * 0.13)
        if angle:
            p.restore()
        return rect

    def _paint_number(self, p: QPainter, n: int, rect: QRectF, angle: float, font_px: float) -> None:
        """The square's number, small, in its top-left corner (of a turned square: the corner
        nearest the top left, upright)."""
        if not angle and font_px == CELL * _NUMBER_SHARE:
            p.drawStaticText(rect.topLeft() + QPointF(CELL * 0.07, CELL * 0.02), self._number(n))
            return
        text = self._number(n, font_px)
        size = text.size()
        corners = [turned(-1.0, -1.0, angle + 90 * k) for k in range(4)]
        cx, cy = min(corners, key=lambda v: v[0] + v[1])
        if not angle:
            at = rect.topLeft() + QPointF(CELL * 0.06, CELL * 0.01)
        else:   # the text's centre on the corner's diagonal, far enough in to stay inside
            reach = CELL * 0.5 * 0.62 - max(size.width(), size.height()) * 0.25
            at = QPointF(rect.center().x() + cx * reach - size.width() / 2,
                         rect.center().y() + cy * reach - size.height() / 2)
        p.drawStaticText(at, text)

    def _paint_team_arms(self, p: QPainter) -> None:
        """TM-1 on a star board: each team player's arm is framed by a band of its partner's
        colour that follows the arm's outline (as its nest wears one), drawn under the grout so
        it shows as a rim round the arm's squares; a dark edge keeps it apart from the surface
        in every theme."""
        t, geo = self.theme, self.geo
        cap, join = Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
        for seat, mate in sorted(self.partners.items()):
            arm = QPainterPath()
            for n, point in geo.ring.items():
                if geo.arm_seat.get(n) == seat:
                    self._band_cell(arm, point, geo.angle_of(0, f"T{n}"))
            for (owner, k), point in geo.home.items():
                if owner == seat:
                    self._band_cell(arm, point, geo.angle_of(owner, f"H{k}"))
            if arm.isEmpty():
                continue
            arm = arm.simplified()
            colour = t.nest(mate)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(colour.darker(170), TEAM_BAND + CELL * 0.07, Qt.PenStyle.SolidLine, cap, join))
            p.drawPath(arm)
            p.setPen(QPen(colour, TEAM_BAND, Qt.PenStyle.SolidLine, cap, join))
            p.drawPath(arm)

    def _paint_track(self, p: QPainter) -> None:
        t, geo, board = self.theme, self.geo, self.geo.board
        if self.partners and geo.shape == "star":
            self._paint_team_arms(p)
        # The grout band under every cell (one outline for the whole board).
        band = QPainterPath()
        for (seat, k), point in geo.home.items():
            self._band_cell(band, point, geo.angle_of(seat, f"H{k}"))
        for n, point in list(geo.ring.items()):
            self._band_cell(band, point, geo.angle_of(0, f"T{n}"))
        for name, point in geo.special.items():
            self._band_cell(band, point, geo.angle_of(0, name))
        if geo.goal_outline is not None:
            band.addPolygon(geo.goal_outline)
            band.closeSubpath()
        elif geo.goal_rect is not None:
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

        device = p.deviceTransform()
        font_px = number_font_px(math.hypot(device.m11(), device.m12()))
        number_font = QFont()
        number_font.setPixelSize(max(1, round(font_px)))
        number_font.setWeight(QFont.Weight.DemiBold)
        p.setFont(number_font)

        # Home columns.
        for (seat, k), point in geo.home.items():
            base = t.home_tile(seat)
            self._tile(p, point, base, base.darker(125), geo.angle_of(seat, f"H{k}"))

        # Ring squares.
        for n, point in geo.ring.items():
            arm = geo.arm_seat.get(n)
            starter = geo.start_seat.get(n)
            castle = n in board.castles
            angle = geo.angle_of(0, f"T{n}")
            if starter is not None:
                colour = t.seat(starter) if not t.dark else mix(t.seat(starter), t.tile, 0.15)
                rect = self._tile(p, point, colour, colour.darker(140), angle)
                if castle:
                    # An entry castle: the flower drawn as an outline, a small arrow ahead of it.
                    dx, dy = geo.ring_direction(n)
                    self._castle_emblem(p, rect.translated(-dx * CELL * 0.1, -dy * CELL * 0.1),
                                        outline=t.text_on(starter))
                    self._start_emblem(p, rect, n, starter, scale=0.45, shift=0.25)
                else:
                    self._start_emblem(p, rect, n, starter)
            elif n in board.safe:
                rect = self._tile(p, point, t.safe_tile, t.tile_edge, angle)
                if castle:
                    self._castle_emblem(p, rect)
                else:
                    self._safe_emblem(p, rect)
            else:
                fill = t.arm_tile(arm) if arm is not None else t.tile
                rect = self._tile(p, point, fill, t.tile_edge, angle)
                if castle:
                    self._castle_emblem(p, rect)
            if n in board.mirror_corners:
                self._mirror_emblem(p, rect)
            ender = geo.end_seat.get(n)
            if ender is not None:
                self._turn_in_mark(p, point, ender)
            # The square's number, small, in a corner (hidden when too small to read; the
            # board's tooltip names the square under the mouse then).
            if font_px:
                on_colour = starter is not None
                ncol = (t.text_on(starter) if on_colour else t.number)
                p.setPen(with_alpha(ncol, 0.75 if on_colour else 1.0))
                self._paint_number(p, n, rect, angle, font_px)

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

    def _paint_goal(self, p: QPainter) -> None:
        """The goal: one triangle per seat in its colour, meeting at a medallion; a rounded
        square (the cross) or the N-gon the arms end at (``goal_outline``, star boards)."""
        t, geo = self.theme, self.geo
        rect = geo.goal_rect
        if rect is None:
            return
        edge = QPainterPath()
        if geo.goal_outline is not None:
            c = QPointF(geo.goal)
            inset = []
            for i in range(geo.goal_outline.count()):
                v = geo.goal_outline.at(i)
                k = 1 - CELL * 0.07 / max(_dist(v, c), 1e-9)
                inset.append(QPointF(c.x() + (v.x() - c.x()) * k, c.y() + (v.y() - c.y()) * k))
            edge.addPolygon(QPolygonF(inset))
            edge.closeSubpath()
        else:
            c = rect.center()
            edge.addRoundedRect(rect.adjusted(CELL * 0.05, CELL * 0.05, -CELL * 0.05, -CELL * 0.05),
                                CELL * 0.16, CELL * 0.16)
        p.save()
        p.setClipPath(edge)
        for a, b, seat in geo.goal_triangles:
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
        p.drawPath(edge)
        # A small medallion where the triangles meet.
        g = QRadialGradient(c - QPointF(CELL * 0.06, CELL * 0.08), CELL * 0.3)
        g.setColorAt(0.0, QColor("#FFFFFF"))
        g.setColorAt(1.0, QColor("#E4DCCB") if not t.dark else QColor("#9AA2B1"))
        p.setBrush(QBrush(g))
        p.setPen(QPen(t.goal_edge if not t.dark else t.tile_edge, CELL * 0.05))
        p.drawEllipse(c, CELL * 0.22, CELL * 0.22)


# -- decorations -------------------------------------------------------------------
#: A name too wide for its nest is first drawn smaller, down to this share of the font size,
#: and only then cut with an ellipsis ("Оранжевый", "Pomarańczowy" in the small nests of six
#: and eight seats).
NAME_MIN_SCALE = 0.58


def fitted_name(text: str, font_px: float, width: float) -> tuple[QFont, str]:
    """The font and the text for a name in a box ``width`` wide (see :data:`NAME_MIN_SCALE`)."""
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(1, round(font_px)))
    smallest = max(1, math.ceil(font_px * NAME_MIN_SCALE))
    while font.pixelSize() > smallest and QFontMetricsF(font).horizontalAdvance(text) > width:
        font.setPixelSize(font.pixelSize() - 1)
    return font, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


def paint_name(painter: QPainter, rect: QRectF, font_px: float, text: str, seat: int, theme: Theme) -> None:
    """A player's name in the seat's nest (``rect`` and ``font_px`` from :func:`~.geometry.name_box`)."""
    if not text:
        return
    font, text = fitted_name(text, font_px, rect.width())
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


def paint_turn_glow(painter: QPainter, rect: QRectF, theme: Theme, round_nest: bool = False) -> None:
    """A warm glow around ``rect`` (see :func:`turn_glow_rect`): the nest of the seat to move
    (a circle around a round nest)."""
    glow = theme.turn
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = rect.width() / 2 if round_nest else CELL * 0.75
    for i in range(7, 0, -1):
        w = CELL * 0.075 * i
        painter.setPen(QPen(with_alpha(glow, 0.16 + 0.05 * (7 - i)), w))
        painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(with_alpha(QColor(255, 255, 255), 0.95), CELL * 0.07))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(glow, CELL * 0.04))
    inner = rect.adjusted(CELL * 0.08, CELL * 0.08, -CELL * 0.08, -CELL * 0.08)
    corner = inner.width() / 2 if round_nest else radius * 0.9
    painter.drawRoundedRect(inner, corner, corner)


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


def partners_of(pos) -> dict[int, int]:
    """Each playing seat's partner when ``pos`` plays teams (TM-1), else nothing."""
    if not pos.rules.teams:
        return {}
    from parchis_desktop.engine.mechanics import partner
    playing = {s for s, t in enumerate(pos.tokens) if t}
    return {s: partner(pos, s) for s in playing if partner(pos, s) in playing}


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
    from parchis_desktop.ui.board.overlays import checked, paint_overlays   # diagrams' only (not the window's)
    overlays = checked(overlays)
    slot_count, active = nest_state(pos)
    painter.save()
    BoardPainter(geometry, theme, slot_count, active, partners_of(pos)).paint(painter)
    if turn is not None and 0 <= turn < len(geometry.nest_rects):
        paint_turn_glow(painter, turn_glow_rect(geometry.nest_rects[turn]), theme, geometry.nest_round)
    for seat, text in (names or {}).items():
        if 0 <= seat < len(geometry.nest_rects):
            slots = geometry.nest_slots[seat] if seat < len(geometry.nest_slots) else ()
            box, font_px = name_box(geometry.nest_rects[seat], geometry.centre, slots, geometry.nest_round)
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
    from parchis_desktop.ui.board.overlays import checked
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
