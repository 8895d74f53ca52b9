"""The board: a QGraphicsScene drawn from a :class:`~parchis_desktop.engine.Board` table.

Scene coordinates are grid units times :data:`CELL`.  The whole static board
(frame, nests, track, home columns, goal) is painted by one
:class:`BoardItem` with a device-coordinate cache, so a frame costs one blit
plus the tokens.  Nothing here knows Parchís geometry: ring squares come from
the table's ``T<n>`` cells, home columns from ``H<k>@<seat>``, the goal from
``goal`` and ``goal_slots``, nests from ``nest_areas`` and ``nest_slots``; the
colour of an arm is the seat whose home column is nearest.

The scene never decides anything: it shows a position, animates the moves the
controller gives it and reports clicks as signals.  Each move kind has its own motion
(see :meth:`BoardScene.animate_move`), and a blockade whose age the position keeps
(``extra["ages"]``, PA-9) gets a small badge with its age and the limit.
"""

from __future__ import annotations

import math
from collections import defaultdict

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmapCache,
    QPolygonF,
    QRadialGradient,
    QStaticText,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..engine.boards import Board
from .theme import Theme, mix, seat_mark, with_alpha
from .token_item import MAX_LIFT, DestinationMarker, FlashItem, FocusRing, TokenItem, mark_path

__all__ = ["CELL", "SPEEDS", "BoardScene", "BoardView", "BoardGeometry", "BlockadeBadge"]

#: Scene units per grid cell.
CELL = 40.0
#: Radius of a lone token, in cells.
TOKEN_RADIUS = 0.36
#: Width of the board's rim around the grid, in cells.
FRAME = 0.55
#: Free space around the rim (its drop shadow), in cells.
MARGIN = 0.45
#: Milliseconds per square walked (the total is compressed a little for long moves).
SPEEDS = {"slow": 260, "normal": 150, "fast": 70, "instant": 0}

# Scales of a token sharing its cell with others (two side by side, a 2x2 cluster, 3x3).
_PAIR_SCALE, _PAIR_OFFSET = 0.76, 0.28
_QUAD_SCALE, _QUAD_OFFSET = 0.62, 0.25
_MANY_SCALE, _MANY_OFFSET = 0.42, 0.30
_PRISONER_SCALE = 0.55

Z_BOARD, Z_TURN, Z_NAME, Z_TOKEN, Z_MOVING, Z_MARKER = 0, 2, 3, 10, 20, 30
Z_BADGE = 15

# How the move kinds of docs/rules.md §6 (engine/move.py MOVE_KINDS) look on the board; a kind
# in none of these glides in one arc (see BoardScene.animate_move).
_WALKS = frozenset({"enter", "step", "sum", "bonus", "rest", "gift"})   # cell by cell along the route
_LEAPS = frozenset({"jump", "reward"})                                 # one high leap
_FREES = frozenset({"ransom", "exchange"})                             # a prisoner flies home
_FALLS = frozenset({"penalty"})                                        # sent back: sinks, reappears
# The mirror's flash (RU-13, RU-15): a cool blue that shows on the light tiles.
_MIRROR_FLASH = QColor("#3D8BFF")

# The board's cached image can be large at a high device pixel ratio; make sure Qt's
# pixmap cache can hold it (the default 10 MB is one 1600x1600 image).
_PIXMAP_CACHE_KB = 96 * 1024


def _p(xy) -> QPointF:
    return QPointF(xy[0] * CELL, xy[1] * CELL)


def _dist(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


class BoardGeometry:
    """Everything the drawing derives from a board table, in scene units."""

    def __init__(self, board: Board) -> None:
        self.board = board
        cols, rows = board.grid_size
        self.grid_rect = QRectF(0, 0, cols * CELL, rows * CELL)
        self.frame_rect = self.grid_rect.adjusted(-FRAME * CELL, -FRAME * CELL, FRAME * CELL, FRAME * CELL)
        m = (FRAME + MARGIN) * CELL
        self.scene_rect = self.grid_rect.adjusted(-m, -m, m, m)
        self.centre = self.grid_rect.center()

        self.ring: dict[int, QPointF] = {}
        self.home: dict[tuple[int, int], QPointF] = {}
        self.special: dict[str, QPointF] = {}
        self.goal: QPointF | None = None
        for key, xy in board.cells.items():
            point = _p(xy)
            if key == "goal" or key.startswith("goal@"):
                if key == "goal" or self.goal is None:
                    self.goal = point
            elif key[0] == "T" and key[1:].isdigit():
                self.ring[int(key[1:])] = point
            elif key[0] == "H" and "@" in key:
                k, seat = key[1:].split("@", 1)
                self.home[(int(seat), int(k))] = point
            else:
                self.special[key] = point

        self.nest_rects = [QRectF(x * CELL, y * CELL, w * CELL, h * CELL)
                           for (x, y, w, h) in board.nest_areas]
        self.nest_slots = [[_p(xy) for xy in slots] for slots in board.nest_slots]
        self.goal_slots = [[_p(xy) for xy in slots] for slots in board.goal_slots]
        self.nest_centres = []
        for s, rect in enumerate(self.nest_rects):
            slots = self.nest_slots[s] if s < len(self.nest_slots) else []
            if slots:
                self.nest_centres.append(QPointF(sum(p.x() for p in slots) / len(slots),
                                                 sum(p.y() for p in slots) / len(slots)))
            else:
                self.nest_centres.append(rect.center())

        # Which seat's arm each ring square lies on: the seat of the nearest home cell
        # (or, on a board without home columns, the nearest nest).
        self.arm_seat: dict[int, int] = {}
        anchors = [(p, s) for (s, _k), p in self.home.items()]
        if not anchors:
            anchors = [(c, s) for s, c in enumerate(self.nest_centres)]
        for n, point in self.ring.items():
            if anchors:
                self.arm_seat[n] = min(anchors, key=lambda a: (_dist(a[0], point), a[1]))[1]
        self.start_seat = {sq: s for s, sq in enumerate(board.start)}
        self.end_seat = {sq: s for s, sq in enumerate(board.end)}
        self.goal_rect, self.goal_sides = self._goal_shape()

    # -- queries -----------------------------------------------------------
    def cell_point(self, seat: int, location: str) -> QPointF | None:
        """Centre of a board cell location as seen by ``seat`` (None if not a cell)."""
        xy = self.board.cell_xy(seat, location)
        return _p(xy) if xy is not None else None

    def ring_direction(self, n: int) -> tuple[float, float]:
        """Unit vector of travel at ring square ``n`` (toward the next square)."""
        here = self.ring[n]
        nxt = self.ring.get(n % self.board.ring + 1, here)
        dx, dy = nxt.x() - here.x(), nxt.y() - here.y()
        length = math.hypot(dx, dy) or 1.0
        return dx / length, dy / length

    def track_axis(self, seat: int, location: str) -> str:
        """"h" if the track runs left-right through the location, "v" if up-down."""
        prev = nxt = None
        if location[:1] == "T" and location[1:].isdigit():
            n, count = int(location[1:]), self.board.ring
            prev = self.ring.get((n - 2) % count + 1)
            nxt = self.ring.get(n % count + 1)
        elif location[:1] == "H" and location[1:].isdigit():
            k = int(location[1:])
            prev = self.home.get((seat, k - 1))
            if prev is None and seat < len(self.board.end):
                prev = self.ring.get(self.board.end[seat])
            nxt = self.home.get((seat, k + 1), self.goal)
        if prev is None or nxt is None:
            return "h"
        return "h" if abs(nxt.x() - prev.x()) >= abs(nxt.y() - prev.y()) else "v"

    def prison_slots(self, holder: int, count: int) -> list[QPointF]:
        """Where the prisoners held by ``holder`` stand: the board table's prison slots when it
        has them (the Russian table gives 15 per base), else a row along the nest's inner edge."""
        table = getattr(self.board, "prison_slots", ())
        if holder < len(table) and len(table[holder]) >= count:
            return [_p(xy) for xy in table[holder][:count]]
        if holder >= len(self.nest_rects):
            return [self.centre] * count
        rect = self.nest_rects[holder]
        inner_top = rect.center().y() > self.centre.y()   # nest below the centre: inner edge on top
        inner_left = rect.center().x() > self.centre.x()
        y = rect.top() + 0.62 * CELL if inner_top else rect.bottom() - 0.62 * CELL
        step = 0.62 * CELL
        x0 = rect.left() + 0.7 * CELL if inner_left else rect.right() - 0.7 * CELL
        sign = 1 if inner_left else -1
        return [QPointF(x0 + sign * step * i, y) for i in range(count)]

    def _goal_shape(self):
        """The goal square (cells around ``goal`` and the goal slots) and its four sides."""
        if self.goal is None:
            return None, {}
        half = CELL * 0.5
        left, top = self.goal.x() - half, self.goal.y() - half
        right, bottom = self.goal.x() + half, self.goal.y() + half
        pad = CELL * TOKEN_RADIUS * 0.8
        for slots in self.goal_slots:
            for p in slots:
                left, right = min(left, p.x() - pad), max(right, p.x() + pad)
                top, bottom = min(top, p.y() - pad), max(bottom, p.y() + pad)
        left, top = math.floor(left / CELL) * CELL, math.floor(top / CELL) * CELL
        right, bottom = math.ceil(right / CELL) * CELL, math.ceil(bottom / CELL) * CELL
        rect = QRectF(left, top, right - left, bottom - top)
        c = rect.center()
        corners = {"n": (rect.topLeft(), rect.topRight()), "e": (rect.topRight(), rect.bottomRight()),
                   "s": (rect.bottomRight(), rect.bottomLeft()), "w": (rect.bottomLeft(), rect.topLeft())}
        sides: dict[str, int | None] = {k: None for k in corners}
        for seat, slots in enumerate(self.goal_slots):
            if not slots:
                continue
            mx = sum(p.x() for p in slots) / len(slots) - c.x()
            my = sum(p.y() for p in slots) / len(slots) - c.y()
            side = ("e" if mx > 0 else "w") if abs(mx) > abs(my) else ("s" if my > 0 else "n")
            sides[side] = seat
        return rect, {k: (corners[k], sides[k]) for k in corners}


def _spread(count: int, axis: str) -> tuple[list[tuple[float, float]], float]:
    """Offsets (in cells) and scale of ``count`` tokens sharing one cell."""
    if count <= 1:
        return [(0.0, 0.0)], 1.0
    if count == 2:
        o = _PAIR_OFFSET
        return ([(-o, 0.0), (o, 0.0)] if axis == "v" else [(0.0, -o), (0.0, o)]), _PAIR_SCALE
    if count <= 4:
        o = _QUAD_OFFSET
        return [(-o, -o), (o, -o), (-o, o), (o, o)][:count], _QUAD_SCALE
    o = _MANY_OFFSET
    grid = [((i % 3 - 1) * o, (i // 3 % 3 - 1) * o) for i in range(count)]
    return grid, _MANY_SCALE


class BoardItem(QGraphicsItem):
    """The whole static board, painted once into a device-coordinate cache."""

    def __init__(self, geometry: BoardGeometry, theme: Theme) -> None:
        super().__init__()
        self.geo = geometry
        self.theme = theme
        self.slot_count = 4
        self.active_seats: set[int] | None = None   # None: all seats look occupied
        self._numbers: dict[int, QStaticText] = {}
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_BOARD)

    def _number(self, n: int) -> QStaticText:
        text = self._numbers.get(n)
        if text is None:
            text = self._numbers[n] = QStaticText(str(n))
            text.setPerformanceHint(QStaticText.PerformanceHint.AggressiveCaching)
        return text

    def set_geometry(self, geometry: BoardGeometry) -> None:
        self.prepareGeometryChange()
        self.geo = geometry
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.geo.scene_rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
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


class NameItem(QGraphicsItem):
    """A player's name on the outer edge of the seat's nest."""

    def __init__(self, seat: int, rect: QRectF, centre: QPointF, theme: Theme, slots=()) -> None:
        super().__init__()
        self.seat = seat
        self.text = ""
        self.theme = theme
        self._font_px = CELL * 0.5
        self.setZValue(Z_NAME)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.place(rect, centre, slots)

    def place(self, rect: QRectF, centre: QPointF, slots=()) -> None:
        self.prepareGeometryChange()
        width = rect.width() - CELL * 1.2
        below = rect.center().y() > centre.y()
        y = rect.bottom() - CELL * 0.95 if below else rect.top() + CELL * 0.95
        self._rect = QRectF(rect.center().x() - width / 2, y - CELL * 0.45, width, CELL * 0.9)
        self._font_px = CELL * 0.5
        hollow = CELL * 0.47
        if any(self._rect.adjusted(-hollow, -hollow, hollow, hollow).contains(s) for s in slots):
            # A small base (Russian): the nest slots fill its outer part, so the name goes in
            # the band between them and the prisoners' row along the inner edge.
            if below:
                top, bottom = rect.top() + CELL * 0.82, min(s.y() for s in slots) - CELL * 0.58
            else:
                top, bottom = max(s.y() for s in slots) + CELL * 0.58, rect.bottom() - CELL * 0.82
            inner_right = rect.center().x() < centre.x()
            left = rect.left() + (CELL * 0.35 if inner_right else CELL * 0.85)
            right = rect.right() - (CELL * 0.85 if inner_right else CELL * 0.35)
            if bottom - top >= CELL * 0.35 and right - left >= CELL * 1.5:
                self._rect = QRectF(left, top, right - left, bottom - top)
                self._font_px = min(CELL * 0.5, (bottom - top) * 0.85)
        self.update()

    def set_text(self, text: str) -> None:
        self.text = text
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        font = QFont()
        font.setBold(True)
        font.setPixelSize(round(self._font_px))
        metrics = QFontMetricsF(font)
        text = metrics.elidedText(self.text, Qt.TextElideMode.ElideRight, self._rect.width())
        painter.setFont(font)
        colour = self.theme.text_on(self.seat)
        shade = QColor(0, 0, 0, 70) if colour.lightness() > 128 else QColor(255, 255, 255, 90)
        painter.setPen(shade)
        painter.drawText(self._rect.translated(0, CELL * 0.04), Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(colour)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, text)


class TurnItem(QGraphicsItem):
    """A warm glow around the nest of the seat to move."""

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self.theme = theme
        self._rect = QRectF()
        self.target_rect = QRectF()
        self.setZValue(Z_TURN)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.target_rect = QRectF(rect)
        self._rect = rect.adjusted(CELL * 0.22, CELL * 0.22, -CELL * 0.22, -CELL * 0.22)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        m = CELL * 0.5
        return self._rect.adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        glow = self.theme.turn
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = CELL * 0.75
        for i in range(7, 0, -1):
            w = CELL * 0.075 * i
            painter.setPen(QPen(with_alpha(glow, 0.16 + 0.05 * (7 - i)), w))
            painter.drawRoundedRect(self._rect, radius, radius)
        painter.setPen(QPen(with_alpha(QColor(255, 255, 255), 0.95), CELL * 0.07))
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setPen(QPen(glow, CELL * 0.04))
        painter.drawRoundedRect(self._rect.adjusted(CELL * 0.08, CELL * 0.08, -CELL * 0.08, -CELL * 0.08),
                                radius * 0.9, radius * 0.9)


def _to(item, prop: bytes, end, ms: int, easing: QEasingCurve.Type | None = None) -> QPropertyAnimation:
    """An animation of ``item``'s property ``prop`` to ``end`` over ``ms`` (from wherever it is)."""
    anim = QPropertyAnimation(item, prop)
    anim.setEndValue(end)
    anim.setDuration(max(1, int(ms)))
    if easing is not None:
        anim.setEasingCurve(easing)
    return anim


def _together(*anims: QAbstractAnimation) -> QParallelAnimationGroup:
    group = QParallelAnimationGroup()
    for anim in anims:
        group.addAnimation(anim)
    return group


class BlockadeBadge(QGraphicsItem):
    """A small pill beside a blockade showing its age and the limit, "2/3" (PA-9).

    ``state``: "ok" (it may stand on), "due" (it has reached the limit: its owner must open
    it in their next turn) or "open" (it must be opened in this turn: red, emphasised).
    The scene sets the tooltip that explains it; clicks go through to the tokens.
    """

    def __init__(self, square: str, seat: int, age: int, limit: int, state: str, theme: Theme) -> None:
        super().__init__()
        self.square = square
        self.seat = seat
        self.age = age
        self.limit = limit
        self.state = state
        self.text = f"{age}/{limit}"
        self.theme = theme
        self._font = QFont()
        self._font.setPixelSize(round(CELL * 0.25))
        self._font.setWeight(QFont.Weight.Bold)
        width = max(CELL * 0.42, QFontMetricsF(self._font).horizontalAdvance(self.text) + CELL * 0.2)
        height = CELL * 0.34
        self._rect = QRectF(-width / 2, -height / 2, width, height)
        self.setZValue(Z_BADGE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if state == "open":
            self.setScale(1.2)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.update()

    def colours(self) -> tuple[QColor, QColor]:
        """(fill, text) of the badge in its state."""
        if self.state == "open":
            return QColor("#D93025"), QColor("#FFFFFF")
        if self.state == "due":
            return QColor("#F5A623"), QColor("#2B2100")
        return mix(self.theme.frame, self.theme.seat(self.seat), 0.25), QColor("#FFFFFF")

    def boundingRect(self) -> QRectF:  # noqa: N802
        m = CELL * 0.08
        return self._rect.adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill, ink = self.colours()
        radius = self._rect.height() / 2
        if self.state == "open":   # a soft red halo makes it stand out
            painter.setPen(QPen(with_alpha(fill, 0.35), CELL * 0.12))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self._rect, radius, radius)
        painter.setPen(QPen(QColor(255, 255, 255, 230), CELL * 0.03))
        painter.setBrush(fill)
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setFont(self._font)
        painter.setPen(ink)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class BoardScene(QGraphicsScene):
    """The board with its tokens.  See the module docstring."""

    token_clicked = Signal(int, int)
    destination_clicked = Signal(int)
    background_clicked = Signal()
    animation_finished = Signal()

    def __init__(self, board: Board, parent=None) -> None:
        super().__init__(parent)
        if QPixmapCache.cacheLimit() < _PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(_PIXMAP_CACHE_KB)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # few items, many moves
        app = QGuiApplication.instance()
        self._theme = Theme.for_palette(app.palette()) if app is not None else Theme.light()
        self._speed = "normal"
        self._tokens: dict[tuple[int, int], TokenItem] = {}
        self._markers: list[DestinationMarker] = []
        self._movable: list[tuple[int, int]] = []
        self._selected: tuple[int, int] | None = None
        self._names: dict[int, str] = {}
        self._turn: int | None = None
        self._press: tuple | None = None
        self._position = None
        self._after = None
        self._anim: QSequentialAnimationGroup | None = None
        self._animating = False
        self._motions: dict[tuple[int, int], str] = {}
        self._effects: list[FlashItem] = []
        self._badges: list[BlockadeBadge] = []

        self._finish_timer = QTimer(self)
        self._finish_timer.setSingleShot(True)
        self._finish_timer.setInterval(0)
        self._finish_timer.timeout.connect(self._complete)

        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(0.0)
        self._pulse.setEndValue(1.0)
        self._pulse.setDuration(1300)
        self._pulse.setLoopCount(-1)
        self._pulse.valueChanged.connect(self._on_pulse)

        self._focus = FocusRing(CELL * TOKEN_RADIUS, self._theme)
        self._focus.setVisible(False)
        self.addItem(self._focus)
        self._turn_item = TurnItem(self._theme)
        self._turn_item.setVisible(False)
        self.addItem(self._turn_item)

        self._geo = BoardGeometry(board)
        self._board_item = BoardItem(self._geo, self._theme)
        self.addItem(self._board_item)
        self._name_items: list[NameItem] = []
        self.set_board(board)

    # -- board and theme ---------------------------------------------------------
    @property
    def board(self) -> Board:
        return self._geo.board

    @property
    def theme(self) -> Theme:
        return self._theme

    @property
    def geometry(self) -> BoardGeometry:
        return self._geo

    def set_board(self, board: Board) -> None:
        """Draw another board table (removes every token)."""
        self._cancel()
        self.clear_destinations()
        self._clear_badges()
        for key in list(self._tokens):
            self._remove_token(key)
        self._movable, self._selected = [], None
        self._geo = BoardGeometry(board)
        self._board_item.set_geometry(self._geo)
        self.setSceneRect(self._geo.scene_rect)
        for item in self._name_items:
            self.removeItem(item)
        self._name_items = [NameItem(s, rect, self._geo.centre, self._theme,
                                     self._geo.nest_slots[s] if s < len(self._geo.nest_slots) else ())
                            for s, rect in enumerate(self._geo.nest_rects)]
        for item in self._name_items:
            self.addItem(item)
            item.set_text(self._names.get(item.seat, ""))
        self.set_turn(self._turn)
        self._position = None

    def set_theme(self, theme: Theme) -> None:
        """Repaint everything in another palette (the view calls this on palette changes)."""
        self._theme = theme
        self._board_item.theme = theme
        self._board_item.update()
        for token in self._tokens.values():
            token.set_theme(theme)
        for item in self._name_items:
            item.theme = theme
            item.update()
        self._turn_item.theme = theme
        self._turn_item.update()
        self._focus.set_theme(theme)
        for badge in self._badges:
            badge.set_theme(theme)
        for marker in self._markers:
            marker._theme = theme
            marker.update()
        for view in self.views():
            view.setBackgroundBrush(theme.table)

    # -- positions ---------------------------------------------------------------
    def set_position(self, pos) -> None:
        """Show ``pos`` at once.  A running animation is cancelled without ``animation_finished``."""
        self._cancel()
        self._place(pos)

    def token_item(self, seat: int, token: int) -> TokenItem:
        return self._tokens[(seat, token)]

    def token_items(self) -> dict[tuple[int, int], TokenItem]:
        return dict(self._tokens)

    def scene_pos_of(self, seat: int, location: str) -> QPointF:
        """Centre of ``location`` as seen by ``seat`` (nest: its nest's centre; P<h>: h's prison)."""
        geo = self._geo
        if location == "nest":
            if seat < len(geo.nest_centres):
                return QPointF(geo.nest_centres[seat])
            raise KeyError(f"seat {seat} has no nest on {self.board.name}")
        if location == "goal":
            slots = geo.goal_slots[seat] if seat < len(geo.goal_slots) else []
            if slots:
                return QPointF(sum(p.x() for p in slots) / len(slots), sum(p.y() for p in slots) / len(slots))
            if geo.goal is not None:
                return QPointF(geo.goal)
        if location[:1] == "P" and location[1:].isdigit():
            row = geo.prison_slots(int(location[1:]), 4)
            return QPointF((row[0].x() + row[-1].x()) / 2, (row[0].y() + row[-1].y()) / 2)
        point = geo.cell_point(seat, location)
        if point is None:
            raise KeyError(f"no location {location!r} for seat {seat} on {self.board.name}")
        return point

    def _layout(self, pos) -> dict[tuple[int, int], tuple[QPointF, float, str]]:
        """Where every token of ``pos`` stands: key -> (point, scale, location)."""
        geo = self._geo
        out: dict[tuple[int, int], tuple[QPointF, float, str]] = {}
        cells: dict[tuple[int, int], list] = defaultdict(list)
        prisons: dict[int, list] = defaultdict(list)
        for seat, codes in enumerate(pos.tokens):
            nest = geo.nest_slots[seat] if seat < len(geo.nest_slots) else []
            goal = geo.goal_slots[seat] if seat < len(geo.goal_slots) else []
            goal_scale = self._goal_scale(goal[: len(codes)])
            for i in range(len(codes)):
                loc = pos.location(seat, i)
                key = (seat, i)
                if loc == "nest":
                    if i < len(nest):
                        out[key] = (QPointF(nest[i]), 1.0, loc)
                    else:
                        out[key] = (self._ring_slot(seat, i), 0.8, loc)
                elif loc == "goal" and i < len(goal):
                    out[key] = (QPointF(goal[i]), goal_scale, loc)
                elif loc[:1] == "P" and loc[1:].isdigit():
                    prisons[int(loc[1:])].append(key)
                else:
                    try:
                        point = self.scene_pos_of(seat, loc)
                    except KeyError:
                        point = QPointF(geo.centre)
                    cells[(round(point.x()), round(point.y()))].append((key, point, loc))
        for group in cells.values():
            key0, point, loc0 = group[0]
            offsets, scale = _spread(len(group), geo.track_axis(key0[0], loc0))
            for (key, _point, loc), (ox, oy) in zip(sorted(group), offsets):
                out[key] = (QPointF(point.x() + ox * CELL, point.y() + oy * CELL), scale, loc)
        for holder, keys in prisons.items():
            for key, slot in zip(sorted(keys), geo.prison_slots(holder, len(keys))):
                out[key] = (slot, _PRISONER_SCALE, f"P{holder}")
        return out

    def _goal_scale(self, slots: list[QPointF]) -> float:
        if len(slots) < 2:
            return 0.8
        # Tokens at the goal may overlap a little, like a fanned stack: they never move again.
        gap = min(_dist(a, b) for i, a in enumerate(slots) for b in slots[i + 1:])
        return max(0.45, min(1.0, gap / 2 / (CELL * TOKEN_RADIUS) * 1.35))

    def _ring_slot(self, seat: int, i: int) -> QPointF:
        """Fallback nest place for a token beyond the table's slots."""
        c = self._geo.nest_centres[seat] if seat < len(self._geo.nest_centres) else self._geo.centre
        a = i * 2 * math.pi / 6
        return QPointF(c.x() + math.cos(a) * CELL * 2.0, c.y() + math.sin(a) * CELL * 2.0)

    def _place(self, pos) -> None:
        if pos.board is not self.board:
            self.set_board(pos.board)
        self._position = pos
        layout = self._layout(pos)
        for key in [k for k in self._tokens if k not in layout]:
            self._remove_token(key)
        for key, (point, scale, loc) in layout.items():
            item = self._tokens.get(key)
            if item is None:
                item = TokenItem(key[0], key[1], self._theme, CELL * TOKEN_RADIUS)
                self._tokens[key] = item
                self.addItem(item)
            item.setPos(point)
            item.setScale(scale)
            item.setOpacity(1.0)
            item.lift = item.rest_lift()
            item.setZValue(Z_TOKEN + point.y() / 10000.0)
            item.set_location(loc)
        counts = [len(t) for t in pos.tokens if t]
        slot_count = max(counts, default=4)
        active = {s for s, t in enumerate(pos.tokens) if t}
        if slot_count != self._board_item.slot_count or active != self._board_item.active_seats:
            self._board_item.slot_count = slot_count
            self._board_item.active_seats = active
            self._board_item.update()
        self._show_badges(pos)

    def _remove_token(self, key) -> None:
        item = self._tokens.pop(key)
        if self._focus.parentItem() is item:
            self._focus.setParentItem(None)
            self._focus.setVisible(False)
        self.removeItem(item)

    # -- blockade ages (PA-9) ------------------------------------------------------
    def _show_badges(self, pos) -> None:
        """A badge beside every blockade whose age ``pos`` keeps (``extra["ages"]``, PA-9):
        its age and the limit, in warning colours when it must open in this turn (its
        owner's), amber when it has reached the limit and must open in the owner's next turn."""
        self._clear_badges()
        extra = getattr(pos, "extra", None) or {}
        ages = extra.get("ages") if isinstance(extra, dict) else None
        rules = getattr(pos, "rules", None)
        limit = getattr(rules, "blockade_max_turns", 0) or 0
        if not ages or not limit:
            return
        seats_on: dict[str, list[int]] = defaultdict(list)
        for seat, codes in enumerate(pos.tokens):
            for i in range(len(codes)):
                seats_on[pos.location(seat, i)].append(seat)
        for square, age in ages.items():
            seats = seats_on.get(square, [])
            if len(seats) != 2 or seats[0] != seats[1]:
                continue
            owner = seats[0]
            try:
                point = self.scene_pos_of(owner, square)
            except KeyError:
                continue
            if age >= limit:
                state = "open" if pos.turn == owner else "due"
            else:
                state = "ok"
            badge = BlockadeBadge(square, owner, int(age), int(limit), state, self._theme)
            lines = [self.tr("Blockade age (in turns): %1 of %2 (PA-9).").replace("%1", str(age))
                     .replace("%2", str(limit))]
            if state == "open":
                lines.append(self.tr("It must be opened this turn."))
            elif state == "due":
                lines.append(self.tr("It must be opened in its owner's next turn."))
            else:
                lines.append(self.tr("Turns left: %1.").replace("%1", str(limit - age)))
            badge.setToolTip("\n".join(lines))
            badge.setPos(point.x() + CELL * 0.36, point.y() - CELL * 0.38)
            self.addItem(badge)
            self._badges.append(badge)

    def blockade_badges(self) -> list["BlockadeBadge"]:
        """The blockade age badges shown now (none during an animation)."""
        return list(self._badges)

    def _clear_badges(self) -> None:
        for badge in self._badges:
            if badge.scene() is self:
                self.removeItem(badge)
        self._badges = []

    # -- animation -------------------------------------------------------------
    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r} (known: {', '.join(SPEEDS)})")
        self._speed = speed

    def speed(self) -> str:
        return self._speed

    def is_animating(self) -> bool:
        """True from :meth:`animate_move` until ``animation_finished`` is emitted."""
        return self._animating

    def animate_move(self, before, move, after) -> None:
        """Animate ``move`` from ``before`` to ``after``; ``animation_finished`` follows once.

        Clears the movable/selected/destination state (it belongs to the position
        before the move).  A running animation is cancelled first, silently.

        How a token moves depends on the move's kind (``engine.move.MOVE_KINDS``) and on
        location names only, never on the board's name:

        * enter/step/sum/bonus/rest/gift walk cell by cell along the route; a move from a
          rest cell ``O<n>`` first sidesteps onto ``T<n>``, one into a rest cell walks to
          ``T<n>`` and then sidesteps in (RU-10);
        * jump (RU-13) is one high leap bowed over the board's centre (the mirror ``M``),
          with a flash at the corner it leaves and the one it lands on; reward (RU-12)
          leaps straight into the home column with a flash there;
        * swap (RU-11): the two tokens trade places at once, passing each other;
        * ransom (RU-8) and exchange (RU-9): the freed prisoner is released with a flash
          and a blink, flies high to its nest and settles there (a prisoner handed over
          in an exchange flies at the same time);
        * penalty (ES-5) and a mirror move back to the nest (RU-15): the token sinks
          through the board where it stands, slides home as a ghost and reappears there;
          leaving ``M`` for the arrow cell is a short climb;
        * after the mover, every other token whose place changed follows: captured tokens
          fly home or to prison; a token sent to ``M`` at the end of the roll (RU-7) falls
          like a penalty.

        Durations grow with the distance and follow the speed (:data:`SPEEDS`); the
        "instant" speed places ``after`` at once.
        """
        self._cancel()
        self.clear_destinations()
        self.set_movable([])
        self.set_selected(None)
        self._place(before)
        self._after = after
        self._animating = True
        self._motions = {}
        ms = SPEEDS[self._speed]
        if ms <= 0:
            self._place(after)
            self._finish_timer.start()
            return

        self._clear_badges()   # they describe ``before``; placing ``after`` draws them again
        target = self._layout(after)
        group = QSequentialAnimationGroup(self)
        moved: set[tuple[int, int]] = set()
        key = (move.seat, move.token) if move.token is not None else None
        token = self._tokens.get(key) if key is not None else None
        if token is not None and key in target:
            group.addAnimation(self._main_motion(move, key, token, target, ms, moved))

        # Then every other token whose place changed: captured tokens fly home (or to
        # the prison), a pair partner slides over, a token sent to the mirror falls...
        radius = CELL * TOKEN_RADIUS
        after_group = QParallelAnimationGroup()
        for other, (point, scale, loc) in target.items():
            item = self._tokens.get(other)
            if other in moved or item is None:
                continue
            if item.location != loc:
                item.setZValue(Z_MOVING - 1)
                if loc == "M":   # RU-7: sent to the mirror at the end of the roll, a penalty
                    after_group.addAnimation(self._fall(item, point, scale, ms))
                    self._motions[other] = "fall"
                else:
                    dist = _dist(item.pos(), point) / CELL
                    duration = int(ms * max(3.0, min(6.0, dist * 0.4)))
                    after_group.addAnimation(self._hop(item, point, scale, duration, radius * 1.1,
                                                       QEasingCurve.Type.InOutCubic))
                    self._motions[other] = "hop"
            elif _dist(item.pos(), point) > 0.5 or abs(item.scale() - scale) > 1e-3:
                after_group.addAnimation(self._hop(item, point, scale, max(90, int(ms * 1.2)), 0.0))
                self._motions[other] = "shift"
        if after_group.animationCount():
            group.addAnimation(after_group)
        if group.animationCount() == 0:
            group.deleteLater()
            self._place(after)
            self._finish_timer.start()
            return
        group.finished.connect(self._complete)
        self._anim = group
        group.start()

    def last_motions(self) -> dict[tuple[int, int], str]:
        """How each token moves in the latest :meth:`animate_move` (empty at the "instant" speed):
        walk, leap, swap, freed, fall, climb, glide (the mover and its partners), hop (a token
        sent home or to prison), shift (a token making room)."""
        return dict(self._motions)

    def _main_motion(self, move, key, token: TokenItem, target, ms: int, moved: set) -> QAbstractAnimation:
        """The moving token's animation (with a swap partner or an exchanged prisoner)."""
        seat, kind = move.seat, move.kind
        radius = CELL * TOKEN_RADIUS
        end_point, end_scale, end_loc = target[key]
        moved.add(key)
        token.setZValue(Z_MOVING)
        # Where the move itself lands; the end of the roll may send the token on (RU-7: to M).
        land, land_scale = end_point, end_scale
        onward = bool(move.to) and end_loc != move.to
        if onward:
            try:
                land, land_scale = self.scene_pos_of(seat, move.to), 1.0
            except KeyError:
                onward = False
        start, start_scale = QPointF(token.pos()), token.scale()
        partner = self._swap_partner(move, key, target) if kind == "swap" else None
        if kind in _LEAPS:
            mirror = kind == "jump"
            colour = _MIRROR_FLASH if mirror else self._theme.turn
            anim = self._leap(token, start, start_scale, land, land_scale, ms, bow=mirror, colour=colour,
                              flash_start=mirror)
            style = "leap"
        elif partner is not None:
            item = self._tokens[partner]
            point, scale, _loc = target[partner]
            item.setZValue(Z_MOVING - 1)
            anim = self._swap(token, land, land_scale, item, point, scale, ms)
            moved.add(partner)
            self._motions[partner] = style = "swap"
        elif kind in _FREES:
            anim = QParallelAnimationGroup()
            anim.addAnimation(self._free(token, land, land_scale, ms))
            for other in move.captures:   # RU-9: the prisoner handed over goes at the same time
                other = tuple(other)
                item = self._tokens.get(other)
                if item is not None and other in target and other not in moved:
                    point, scale, _loc = target[other]
                    item.setZValue(Z_MOVING - 1)
                    anim.addAnimation(self._free(item, point, scale, ms))
                    moved.add(other)
                    self._motions[other] = "freed"
            style = "freed"
        elif kind in _FALLS or (kind == "mirror" and move.to == "nest"):
            anim = self._fall(token, land, land_scale, ms)
            style = "fall"
        elif kind == "mirror":   # RU-15: out of the mirror onto the own arrow cell
            dist = _dist(start, land) / CELL
            anim = QParallelAnimationGroup()
            anim.addAnimation(self._flash(start, _MIRROR_FLASH, 0, ms * 3))
            anim.addAnimation(self._hop(token, land, land_scale, int(ms * max(2.5, min(4.0, 2.0 + dist))),
                                        radius * 0.8, QEasingCurve.Type.OutCubic))
            style = "climb"
        else:
            plan = self._walk_plan(move) if kind in _WALKS else []
            if plan:
                anim = self._walk(token, seat, plan, land, land_scale, ms)
                style = "walk"
            else:
                dist = _dist(start, land) / CELL
                anim = self._hop(token, land, land_scale, int(ms * max(3.0, min(8.0, dist * 0.6))),
                                 radius * 0.9, QEasingCurve.Type.InOutCubic)
                style = "glide"
        self._motions[key] = style
        if onward:
            seq = QSequentialAnimationGroup()
            seq.addAnimation(anim)
            if end_loc in ("M", "nest"):
                seq.addAnimation(self._fall(token, end_point, end_scale, ms, start=land, start_scale=land_scale))
            else:
                seq.addAnimation(self._hop(token, end_point, end_scale, int(ms * 3), radius * 0.9,
                                           QEasingCurve.Type.InOutCubic))
            anim = seq
        return anim

    def _swap_partner(self, move, key, target) -> tuple[int, int] | None:
        """RU-11: the opponent resting in ``move.to`` that comes out onto ``move.frm``."""
        found = None
        for other, item in self._tokens.items():
            if other != key and other in target and item.location == move.to:
                if target[other][2] == move.frm:
                    return other
                found = found or other
        return found

    def _rest_square(self, location: str) -> str | None:
        """The ring square ``T<n>`` beside rest cell ``O<n>`` (RU-10), else None."""
        if location[:1] == "O" and location[1:].isdigit() and int(location[1:]) in self.board.rest_cells:
            return f"T{location[1:]}"
        return None

    def _walk_plan(self, move) -> list[tuple[str, str]]:
        """The cells a move walks through along its route, its landing last.

        Each entry is ``(location, how)``, ``how`` "step" along the route or "side" into or
        out of a rest cell (RU-10: a move from ``O<n>`` first steps onto ``T<n>``, one ending
        in ``O<n>`` walks to ``T<n>`` and then steps in).  [] when the move is no forward walk
        along the mover's route (then it glides).
        """
        board = self.board
        if move.seat >= len(board.route):
            return []
        route = board.route[move.seat]
        index = {name: i for i, name in enumerate(route)}
        plan: list[tuple[str, str]] = []
        frm = move.frm
        if frm == "nest":
            start = -1
        else:
            beside = self._rest_square(frm)
            if beside is not None:
                plan.append((beside, "side"))
                frm = beside
            start = index.get(frm)
        into = self._rest_square(move.to)
        end = index.get(into or move.to)
        if start is None or end is None or end <= start:
            return []
        plan += [(route[i], "step") for i in range(start + 1, end + 1)]
        if into is not None:
            plan.append((move.to, "side"))
        return plan

    def _walk_path(self, move) -> list[str]:
        """The cells of :meth:`_walk_plan`, in order (its landing cell last)."""
        return [name for name, _how in self._walk_plan(move)] if move.kind in _WALKS else []

    def _walk(self, token: TokenItem, seat: int, plan, land: QPointF, land_scale: float,
              ms: int) -> QSequentialAnimationGroup:
        """Cell by cell along ``plan``: small hops, a low sidestep into or out of a rest cell."""
        radius = CELL * TOKEN_RADIUS
        group = QSequentialAnimationGroup()
        n = sum(1 for _name, how in plan if how == "step") or 1
        per = ms * max(0.5, min(1.0, 10.0 / n))
        for k, (name, how) in enumerate(plan):
            last = k == len(plan) - 1
            point = land if last else self.scene_pos_of(seat, name)
            scale = land_scale if last else 1.0
            if how == "side":
                group.addAnimation(self._hop(token, point, scale, int(ms * 1.3), radius * 0.2,
                                             QEasingCurve.Type.InOutQuad))
            else:
                group.addAnimation(self._hop(token, point, scale, int(per), radius * 0.45))
        return group

    def _hop(self, item: TokenItem, end: QPointF, scale: float, ms: int, height: float,
             easing: QEasingCurve.Type = QEasingCurve.Type.InOutSine) -> QParallelAnimationGroup:
        """One move of ``item`` to ``end`` with an arc of ``height`` (the start is read when it runs)."""
        ms = max(1, ms)
        par = _together(_to(item, b"pos", end, ms, easing), _to(item, b"scale", float(scale), ms))
        if height > 0:
            arc = QPropertyAnimation(item, b"lift")
            arc.setDuration(ms)
            steps = 8
            for i in range(steps + 1):
                arc.setKeyValueAt(i / steps, float(height * math.sin(math.pi * i / steps)))
            par.addAnimation(arc)
        return par

    def _arc(self, item: TokenItem, start: QPointF, start_scale: float, control: QPointF, end: QPointF,
             scale: float, ms: int, height: float, swell: float = 0.0,
             easing: QEasingCurve.Type = QEasingCurve.Type.Linear) -> QParallelAnimationGroup:
        """One flight of ``item`` along the quadratic curve start-control-end, lifted by up to
        ``height`` and ``swell`` larger half-way (nearer the eye); key frames, so the start is fixed."""
        ms = max(1, ms)
        par = QParallelAnimationGroup()
        path = QPropertyAnimation(item, b"pos")
        grow = QPropertyAnimation(item, b"scale")
        lift = QPropertyAnimation(item, b"lift")
        steps = 24
        for i in range(steps + 1):
            t = i / steps
            u = 1.0 - t
            bump = math.sin(math.pi * t)
            path.setKeyValueAt(t, QPointF(u * u * start.x() + 2 * u * t * control.x() + t * t * end.x(),
                                          u * u * start.y() + 2 * u * t * control.y() + t * t * end.y()))
            grow.setKeyValueAt(t, float(start_scale + (scale - start_scale) * t + swell * bump))
            lift.setKeyValueAt(t, float(height * bump))
        for anim in (path, grow, lift):
            anim.setDuration(ms)
            anim.setEasingCurve(easing)
            par.addAnimation(anim)
        return par

    def _leap(self, token: TokenItem, start: QPointF, start_scale: float, end: QPointF, scale: float,
              ms: int, bow: bool, colour: QColor, flash_start: bool) -> QParallelAnimationGroup:
        """A jump (RU-13) or a reward (RU-12): one high leap, bowed over the board's centre
        when ``bow``, with a flash where it leaves (``flash_start``) and where it lands."""
        radius = CELL * TOKEN_RADIUS
        dist = _dist(start, end) / CELL
        duration = int(ms * max(3.5, min(9.0, 3.0 + dist * 0.5)))
        control = QPointF((start.x() + end.x()) / 2, (start.y() + end.y()) / 2)
        if bow:
            control = QPointF(self._geo.special.get("M", self._geo.centre))
        group = QParallelAnimationGroup()
        group.addAnimation(self._arc(token, start, start_scale, control, end, scale, duration,
                                     radius * MAX_LIFT, swell=0.45, easing=QEasingCurve.Type.InOutSine))
        flash = max(1, int(duration * 0.45))
        if flash_start:
            group.addAnimation(self._flash(start, colour, 0, flash))
        group.addAnimation(self._flash(end, colour, int(duration * 0.85), flash))
        return group

    def _swap(self, a: TokenItem, a_end: QPointF, a_scale: float, b: TokenItem, b_end: QPointF,
              b_scale: float, ms: int) -> QParallelAnimationGroup:
        """RU-11: two tokens trade places at once, passing each other on opposite sides,
        the mover over the top."""
        radius = CELL * TOKEN_RADIUS
        dist = _dist(a.pos(), a_end) / CELL
        duration = int(ms * max(3.0, min(6.0, 2.5 + dist)))
        group = QParallelAnimationGroup()
        for item, end, scale, side, height in ((a, a_end, a_scale, 1.0, radius * 0.9),
                                               (b, b_end, b_scale, -1.0, radius * 0.25)):
            start = QPointF(item.pos())
            dx, dy = end.x() - start.x(), end.y() - start.y()
            length = math.hypot(dx, dy) or 1.0
            bow = side * max(CELL * 0.45, length * 0.45)
            control = QPointF((start.x() + end.x()) / 2 - dy / length * bow,
                              (start.y() + end.y()) / 2 + dx / length * bow)
            group.addAnimation(self._arc(item, start, item.scale(), control, end, scale, duration, height,
                                         easing=QEasingCurve.Type.InOutSine))
        return group

    def _free(self, item: TokenItem, end: QPointF, scale: float, ms: int) -> QSequentialAnimationGroup:
        """A prisoner freed (RU-8, RU-9): released with a flash and a blink where it stood,
        it rises to full size, flies high to its place and settles there with a bounce."""
        radius = CELL * TOKEN_RADIUS
        high = radius * 1.6
        start = QPointF(item.pos())
        dist = _dist(start, end) / CELL
        group = QSequentialAnimationGroup()
        rise = QParallelAnimationGroup()
        rise.addAnimation(self._flash(start, self._theme.seat(item.seat), 0, int(ms * 2.2)))
        blink = QPropertyAnimation(item, b"opacity")
        blink.setDuration(int(ms * 1.8))
        for t, value in ((0.0, 1.0), (0.25, 0.3), (0.5, 1.0), (0.75, 0.3), (1.0, 1.0)):
            blink.setKeyValueAt(t, value)
        for anim in (_to(item, b"lift", high, ms * 1.8, QEasingCurve.Type.OutCubic),
                     _to(item, b"scale", 1.1, ms * 1.8), blink):
            rise.addAnimation(anim)
        group.addAnimation(rise)
        group.addAnimation(_to(item, b"pos", end, ms * max(2.5, min(7.0, dist * 0.4)), QEasingCurve.Type.InOutSine))
        group.addAnimation(_together(_to(item, b"lift", 0.0, ms * 2, QEasingCurve.Type.OutBounce),
                                     _to(item, b"scale", float(scale), ms * 2)))
        return group

    def _fall(self, item: TokenItem, end: QPointF, scale: float, ms: int, start: QPointF | None = None,
              start_scale: float | None = None) -> QSequentialAnimationGroup:
        """A token sent back (ES-5, RU-15, RU-7): it sinks through the board where it stands,
        slides fast and low to ``end`` as a faint ghost, and rises there to full size."""
        start = QPointF(item.pos()) if start is None else start
        start_scale = item.scale() if start_scale is None else start_scale
        dist = _dist(start, end) / CELL
        group = QSequentialAnimationGroup()
        group.addAnimation(_together(*(_to(item, prop, float(value), ms * 1.5, QEasingCurve.Type.InQuad)
                                       for prop, value in ((b"scale", start_scale * 0.5), (b"opacity", 0.35),
                                                           (b"lift", 0.0)))))
        group.addAnimation(_to(item, b"pos", end, ms * max(1.5, min(5.0, dist * 0.25)), QEasingCurve.Type.OutCubic))
        group.addAnimation(_together(_to(item, b"scale", float(scale), ms * 1.6, QEasingCurve.Type.OutBack),
                                     _to(item, b"opacity", 1.0, ms * 1.6)))
        return group

    def _flash(self, point: QPointF, colour: QColor, delay: int, ms: int) -> QAbstractAnimation:
        """A burst of light at ``point`` after ``delay`` ms, lasting ``ms`` (gone with the animation)."""
        item = FlashItem(CELL * TOKEN_RADIUS, colour)
        item.setPos(point)
        item.setZValue(Z_MOVING - 0.5)
        self.addItem(item)
        self._effects.append(item)
        burst = QPropertyAnimation(item, b"progress")
        burst.setStartValue(0.0)
        burst.setEndValue(1.0)
        burst.setDuration(max(1, int(ms)))
        if delay <= 0:
            return burst
        group = QSequentialAnimationGroup()
        group.addPause(int(delay))
        group.addAnimation(burst)
        return group

    def effects(self) -> list[FlashItem]:
        """The flashes of the running animation (none once it is over)."""
        return list(self._effects)

    def _clear_effects(self) -> None:
        for item in self._effects:
            if item.scene() is self:
                self.removeItem(item)
        self._effects = []

    def finish_now(self) -> None:
        """Jump a running animation to its end; ``animation_finished`` is emitted (once)."""
        if self._animating:
            self._complete()

    def _complete(self) -> None:
        if not self._animating:
            return
        self._animating = False
        self._finish_timer.stop()
        group, self._anim = self._anim, None
        if group is not None:
            group.finished.disconnect(self._complete)
            group.stop()
            group.deleteLater()
        self._clear_effects()
        after, self._after = self._after, None
        if after is not None:
            self._place(after)
        self.animation_finished.emit()

    def _cancel(self) -> None:
        """Stop a running animation without emitting anything."""
        self._finish_timer.stop()
        group, self._anim = self._anim, None
        if group is not None:
            group.finished.disconnect(self._complete)
            group.stop()
            group.deleteLater()
        self._clear_effects()
        self._animating = False
        self._after = None

    # -- interaction state -------------------------------------------------------
    def set_movable(self, tokens: list[tuple[int, int]]) -> None:
        """Glow (pulsing) on the tokens the player may move; [] clears."""
        self._movable = [tuple(t) for t in tokens]
        wanted = set(self._movable)
        for key, item in self._tokens.items():
            if item.movable and key not in wanted:
                item.lift = item.rest_lift()
            item.set_movable(key in wanted)
        if self._movable:
            if self._pulse.state() != QVariantAnimation.State.Running:
                self._pulse.start()
        else:
            self._pulse.stop()
        if self._focus.isVisible() and isinstance(self._focus.parentItem(), TokenItem) \
                and not self._focus.parentItem().movable:
            self.set_keyboard_focus(None, 0)

    def movable(self) -> list[tuple[int, int]]:
        return list(self._movable)

    def _on_pulse(self, value) -> None:
        wave = 0.5 - 0.5 * math.cos(2 * math.pi * float(value))
        opacity = 0.55 + 0.45 * wave
        bob = CELL * TOKEN_RADIUS * 0.14 * wave
        for key in self._movable:
            item = self._tokens.get(key)
            if item is not None:
                item.halo.setOpacity(opacity)
                if not item.selected and not self._animating:
                    item.lift = bob

    def set_selected(self, token: tuple[int, int] | None) -> None:
        key = tuple(token) if token is not None else None
        if self._selected is not None and self._selected in self._tokens:
            self._tokens[self._selected].set_selected(False)
        self._selected = key
        if key is not None and key in self._tokens:
            self._tokens[key].set_selected(True)

    def selected(self) -> tuple[int, int] | None:
        return self._selected

    def show_destinations(self, targets: list[tuple[int, str, str]]) -> None:
        """Ghost markers on the cells of ``targets`` = [(seat, location, label)]; a click emits its index."""
        self.clear_destinations()
        radius = CELL * TOKEN_RADIUS
        groups: dict[tuple[int, int], list] = defaultdict(list)
        for index, (seat, location, label) in enumerate(targets):
            try:
                point = self.scene_pos_of(seat, location)
            except KeyError:
                point = QPointF(self._geo.centre)
            groups[(round(point.x()), round(point.y()))].append((index, seat, location, label, point))
        for group in groups.values():
            _i, seat0, loc0, _l, _p = group[0]
            offsets, scale = _spread(len(group), self._geo.track_axis(seat0, loc0))
            for (index, seat, _loc, label, point), (ox, oy) in zip(group, offsets):
                marker = DestinationMarker(index, seat, str(label), self._theme, radius)
                marker.setPos(point.x() + ox * CELL, point.y() + oy * CELL)
                marker.setScale(scale)
                marker.setZValue(Z_MARKER)
                self.addItem(marker)
                self._markers.append(marker)
        self._markers.sort(key=lambda m: m.index)

    def clear_destinations(self) -> None:
        if self._focus.parentItem() is not None and isinstance(self._focus.parentItem(), DestinationMarker):
            self._focus.setParentItem(None)
            self._focus.setVisible(False)
        for marker in self._markers:
            self.removeItem(marker)
        self._markers = []

    def destination_markers(self) -> list[DestinationMarker]:
        return list(self._markers)

    def set_keyboard_focus(self, kind: str | None, index: int) -> None:
        """Focus ring on ``movable[index]`` ("token") or destination ``index``; None hides it."""
        target = None
        if kind == "token" and 0 <= index < len(self._movable):
            target = self._tokens.get(self._movable[index])
        elif kind == "destination" and 0 <= index < len(self._markers):
            target = self._markers[index]
        if target is None:
            self._focus.setParentItem(None)
            self._focus.setVisible(False)
            return
        self._focus.setParentItem(target)
        self._focus.setPos(0, 0)
        self._focus.setVisible(True)
        self._focus.update()

    def set_turn(self, seat: int | None) -> None:
        """Highlight the nest of the seat to move (None: no highlight)."""
        self._turn = seat
        if seat is None or not 0 <= seat < len(self._geo.nest_rects):
            self._turn_item.setVisible(False)
            return
        rect = self._geo.nest_rects[seat]
        if self._turn_item.target_rect != rect:  # repainting the glow is costly: only on change
            self._turn_item.set_rect(rect)
        self._turn_item.setVisible(True)

    def set_names(self, names: dict[int, str]) -> None:
        """Player names drawn in the nests (seats missing from ``names`` show none)."""
        self._names = {int(k): str(v) for k, v in names.items()}
        for item in self._name_items:
            item.set_text(self._names.get(item.seat, ""))

    # -- clicks --------------------------------------------------------------------
    def _hit(self, point: QPointF) -> tuple:
        for item in self.items(point):
            node = item
            while node is not None:
                if isinstance(node, DestinationMarker):
                    return ("destination", node.index)
                if isinstance(node, TokenItem):
                    return ("token", node.seat, node.index)
                node = node.parentItem()
        return ("background",)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._press = self._hit(event.scenePos())
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        pressed, self._press = self._press, None
        if self._hit(event.scenePos()) != pressed:
            return
        event.accept()
        if pressed[0] == "destination":
            self.destination_clicked.emit(pressed[1])
        elif pressed[0] == "token":
            self.token_clicked.emit(pressed[1], pressed[2])
        else:
            self.background_clicked.emit()

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802
        # A fast second click is a click too (Qt sends press, release, double-click, release).
        self.mousePressEvent(event)


class BoardView(QGraphicsView):
    """Shows a :class:`BoardScene` fitted and centred, without scroll bars."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setMinimumSize(200, 200)
        self.setBackgroundBrush(scene.theme.table)
        self.setAccessibleName(self.tr("Game board"))

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(720, 720)

    def fit(self) -> None:
        """Scale the board to fill the view, keeping its aspect ratio."""
        scene = self.scene()
        if scene is not None and self.viewport().width() > 0 and self.viewport().height() > 0:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.fit()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            scene = self.scene()
            if isinstance(scene, BoardScene):
                scene.set_theme(Theme.for_palette(self.palette()))
                self.setBackgroundBrush(scene.theme.table)
        super().changeEvent(event)

    def wheelEvent(self, event) -> None:  # noqa: N802
        event.ignore()   # the board never scrolls

    def keyPressEvent(self, event) -> None:  # noqa: N802
        event.ignore()   # keyboard play is the window's business: let the key go up
