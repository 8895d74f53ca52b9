"""Board geometry: everything the drawing derives from a :class:`~parchis_desktop.engine.Board`
table, in scene units, and where the tokens of a position stand.

Scene coordinates are grid units times :data:`CELL`.  Nothing here knows Parchís geometry:
ring squares come from the table's ``T<n>`` cells (turned by its ``cell_angle``), home
columns from ``H<k>@<seat>``, the goal from ``goal``, ``goal_corners`` and ``goal_slots``,
nests from ``nest_areas`` and ``nest_slots`` (round on a board of the "star" shape family);
the colour of an arm is the seat whose home column is nearest.  No widgets: the painter, the
scene and offscreen renderers all build on it.
"""

from __future__ import annotations

import math
from collections import defaultdict

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from parchis_desktop.engine.boards import Board

__all__ = ["CELL", "TOKEN_RADIUS", "FRAME", "MARGIN", "BoardGeometry", "dist", "spread", "name_box",
           "blockade_states", "rest_square", "walk_plan", "WALKING_KINDS", "square_polygon", "turned", "nest_well"]

#: Scene units per grid cell.
CELL = 40.0
#: Radius of a lone token, in cells.
TOKEN_RADIUS = 0.36
#: Width of the board's rim around the grid, in cells.
FRAME = 0.55
#: Free space around the rim (its drop shadow), in cells.
MARGIN = 0.45

# Scales of a token sharing its cell with others (two side by side, a 2x2 cluster, 3x3).
_PAIR_SCALE, _PAIR_OFFSET = 0.60, 0.22   # a pair stays inside its square (issue 25: it spilled out)
_QUAD_SCALE, _QUAD_OFFSET = 0.62, 0.24
_MANY_SCALE, _MANY_OFFSET = 0.42, 0.30
_PRISONER_SCALE = 0.55


def _p(xy) -> QPointF:
    return QPointF(xy[0] * CELL, xy[1] * CELL)


def dist(a: QPointF, b: QPointF) -> float:
    """Distance between two points."""
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def turned(x: float, y: float, angle: float) -> tuple[float, float]:
    """The vector (x, y) turned by ``angle`` degrees (clockwise on screen, as QPainter.rotate)."""
    if not angle:
        return x, y
    a = math.radians(angle)
    c, s = math.cos(a), math.sin(a)
    return x * c - y * s, x * s + y * c


def square_polygon(centre: QPointF, angle: float = 0.0, half: float = CELL / 2) -> QPolygonF:
    """The square of side ``2 * half`` around ``centre`` turned by ``angle`` degrees."""
    points = []
    for x, y in ((-half, -half), (half, -half), (half, half), (-half, half)):
        dx, dy = turned(x, y, angle)
        points.append(QPointF(centre.x() + dx, centre.y() + dy))
    return QPolygonF(points)


_dist = dist


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
        near = sorted((s, p.x(), p.y()) for p, s in anchors)   # plain numbers: 3,800 QPointF calls cost 35 ms
        for n, point in self.ring.items():                       # at start-up; a tie goes to the lower seat
            x, y = point.x(), point.y()
            best, seat = math.inf, None
            for s, ax, ay in near:
                d = (ax - x) * (ax - x) + (ay - y) * (ay - y)
                if d < best:
                    best, seat = d, s
            if seat is not None:
                self.arm_seat[n] = seat
        self.start_seat = {sq: s for s, sq in enumerate(board.start)}
        self.end_seat = {sq: s for s, sq in enumerate(board.end)}
        #: The shape family of the drawing ("cross": square cells on the grid, square nests
        #: and goal; "star": N arms of turned squares, round nests, an N-gon goal).
        self.shape = getattr(board, "shape", "cross")
        self.nest_round = self.shape == "star"
        self._angles = dict(getattr(board, "cell_angle", {}) or {})
        self._goal_scales: dict[tuple[int, int], float] = {}   # (seat, tokens) -> goal token scale
        self.goal_rect, self.goal_sides = self._goal_shape()
        # The goal's triangles (corner, corner, seat; the third corner is the goal's centre)
        # and, on an N-gon goal, its outline (None: the rounded square of goal_rect).
        self.goal_outline: QPolygonF | None = None
        corners = getattr(board, "goal_corners", ()) or ()
        if corners and self.goal is not None:
            self.goal_triangles = [(_p(a), _p(b), seat) for seat, (a, b) in enumerate(corners)]
            self.goal_outline = QPolygonF([a for a, _b, _s in self.goal_triangles])
            self.goal_rect = self.goal_outline.boundingRect()
            self.goal_sides = {}
        else:
            self.goal_triangles = [(a, b, seat) for (a, b), seat in self.goal_sides.values()]

    # -- queries -----------------------------------------------------------
    def point_of(self, seat: int, location: str) -> QPointF:
        """Centre of ``location`` as seen by ``seat`` (nest: its nest's centre; P<h>: h's prison).

        Raises KeyError for a location the board does not have."""
        if location == "nest":
            if seat < len(self.nest_centres):
                return QPointF(self.nest_centres[seat])
            raise KeyError(f"seat {seat} has no nest on {self.board.name}")
        if location == "goal":
            slots = self.goal_slots[seat] if seat < len(self.goal_slots) else []
            if slots:
                return QPointF(sum(p.x() for p in slots) / len(slots), sum(p.y() for p in slots) / len(slots))
            if self.goal is not None:
                return QPointF(self.goal)
        if location[:1] == "P" and location[1:].isdigit():
            row = self.prison_slots(int(location[1:]), 4)
            return QPointF((row[0].x() + row[-1].x()) / 2, (row[0].y() + row[-1].y()) / 2)
        point = self.cell_point(seat, location)
        if point is None:
            raise KeyError(f"no location {location!r} for seat {seat} on {self.board.name}")
        return point

    def layout(self, pos) -> dict[tuple[int, int], tuple[QPointF, float, str]]:
        """Where every token of ``pos`` stands: key -> (point, scale, location)."""
        out: dict[tuple[int, int], tuple[QPointF, float, str]] = {}
        cells: dict[tuple[int, int], list] = defaultdict(list)
        prisons: dict[int, list] = defaultdict(list)
        for seat, codes in enumerate(pos.tokens):
            nest = self.nest_slots[seat] if seat < len(self.nest_slots) else []
            goal = self.goal_slots[seat] if seat < len(self.goal_slots) else []
            at_goal = [i for i in range(len(codes)) if pos.location(seat, i) == "goal"]
            goal_scale = self._goal_scale_for(seat, len(codes)) if at_goal else 1.0
            goal_place = dict(zip(at_goal, goal_order(len(goal), len(at_goal))))
            for i in range(len(codes)):
                loc = pos.location(seat, i)
                key = (seat, i)
                if loc == "nest":
                    if i < len(nest):
                        out[key] = (QPointF(nest[i]), 1.0, loc)
                    else:
                        out[key] = (self._ring_slot(seat, i), 0.8, loc)
                elif loc == "goal" and i in goal_place:
                    out[key] = (QPointF(goal[goal_place[i]]), goal_scale, loc)
                elif loc[:1] == "P" and loc[1:].isdigit():
                    prisons[int(loc[1:])].append(key)
                else:
                    try:
                        point = self.point_of(seat, loc)
                    except KeyError:
                        point = QPointF(self.centre)
                    cells[(round(point.x()), round(point.y()))].append((key, point, loc))
        for group in cells.values():
            key0, point, loc0 = group[0]
            offsets, scale = spread(len(group), self.track_axis(key0[0], loc0), self.angle_of(key0[0], loc0))
            for (key, _point, loc), (ox, oy) in zip(sorted(group), offsets):
                out[key] = (QPointF(point.x() + ox * CELL, point.y() + oy * CELL), scale, loc)
        for holder, keys in prisons.items():
            for key, slot in zip(sorted(keys), self.prison_slots(holder, len(keys))):
                out[key] = (slot, _PRISONER_SCALE, f"P{holder}")
        return out

    def _goal_scale_for(self, seat: int, tokens: int) -> float:
        """:meth:`_goal_scale` of ``seat``'s goal places for ``tokens`` tokens, worked out once
        (it depends on nothing else, and ``layout`` runs for every move drawn)."""
        key = (seat, tokens)
        scale = self._goal_scales.get(key)
        if scale is None:
            goal = self.goal_slots[seat] if seat < len(self.goal_slots) else []
            scale = self._goal_scales[key] = self._goal_scale([goal[k] for k in goal_order(len(goal), tokens)], seat)
        return scale

    def _goal_scale(self, slots: list[QPointF], seat: int) -> float:
        if len(slots) < 2:
            scale = 0.8
        else:
            # Tokens at the goal may overlap a little, like a fanned stack: they never move again.
            gap = min(_dist(a, b) for i, a in enumerate(slots) for b in slots[i + 1:])
            scale = max(0.45, min(1.0, gap / 2 / (CELL * TOKEN_RADIUS) * 1.35))
        triangle = self.goal_triangle(seat)
        if triangle is not None and slots:
            # ... and stay inside the seat's triangle (issue 25: they spilled out of the centre).
            room = min(_edge_distance(triangle, p) for p in slots)
            if room > 0:
                scale = min(scale, max(0.3, room / (CELL * TOKEN_RADIUS * 1.2)))
        return scale

    def _ring_slot(self, seat: int, i: int) -> QPointF:
        """Fallback nest place for a token beyond the table's slots."""
        c = self.nest_centres[seat] if seat < len(self.nest_centres) else self.centre
        a = i * 2 * math.pi / 6
        return QPointF(c.x() + math.cos(a) * CELL * 2.0, c.y() + math.sin(a) * CELL * 2.0)

    def angle_of(self, seat: int, location: str) -> float:
        """How far the square of ``location`` (as ``seat`` sees it) is turned, in degrees."""
        if location[:1] == "H" and location[1:].isdigit():
            return float(self._angles.get(f"{location}@{seat}", 0.0))
        return float(self._angles.get(location, 0.0))

    def square_of(self, seat: int, location: str, half: float = CELL / 2) -> QPolygonF | None:
        """The drawn square of a cell location (None if it is no cell)."""
        point = self.cell_point(seat, location)
        if point is None:
            return None
        return square_polygon(point, self.angle_of(seat, location), half)

    def square_at(self, point: QPointF) -> int | None:
        """The ring square whose drawn square holds ``point`` (None: none)."""
        half = CELL / 2
        for n, centre in self.ring.items():
            dx, dy = point.x() - centre.x(), point.y() - centre.y()
            if abs(dx) > CELL or abs(dy) > CELL:
                continue
            x, y = turned(dx, dy, -self.angle_of(0, f"T{n}"))
            if abs(x) <= half and abs(y) <= half:
                return n
        return None

    def goal_triangle(self, seat: int) -> QPolygonF | None:
        """The triangle of the goal that holds ``seat``'s tokens (None without one)."""
        for a, b, owner in self.goal_triangles:
            if owner == seat and self.goal_rect is not None:
                return QPolygonF([a, b, self.goal_rect.center() if self.goal_outline is None
                                  else QPointF(self.goal)])
        return None

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
        # In the square's own frame (a turned square's track runs along its sides).
        dx, dy = turned(nxt.x() - prev.x(), nxt.y() - prev.y(), -self.angle_of(seat, location))
        return "h" if abs(dx) >= abs(dy) else "v"

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


def _edge_distance(polygon: QPolygonF, point: QPointF) -> float:
    """Distance from ``point`` to the nearest side of the convex ``polygon`` (negative outside)."""
    n = polygon.count()
    cx = sum(polygon.at(i).x() for i in range(n)) / n
    cy = sum(polygon.at(i).y() for i in range(n)) / n
    best = math.inf
    for i in range(n):
        a, b = polygon.at(i), polygon.at((i + 1) % n)
        ex, ey = b.x() - a.x(), b.y() - a.y()
        length = math.hypot(ex, ey) or 1.0
        nx, ny = -ey / length, ex / length
        if (cx - a.x()) * nx + (cy - a.y()) * ny < 0:     # the normal pointing inwards
            nx, ny = -nx, -ny
        best = min(best, (point.x() - a.x()) * nx + (point.y() - a.y()) * ny)
    return best


#: Which of a row of five goal places (the board tables' convention: left to right, then the
#: middle; see engine/boards._goal_row) the tokens at the goal take, by how many are there:
#: always centred in the seat's triangle.
_GOAL_ORDER = {1: (4,), 2: (1, 2), 3: (0, 4, 3), 4: (0, 1, 2, 3), 5: (0, 1, 2, 3, 4)}


def goal_order(slots: int, count: int) -> tuple[int, ...]:
    """The goal places (indices into a seat's ``goal_slots``) ``count`` tokens at the goal take."""
    if slots == 5 and count in _GOAL_ORDER:
        return _GOAL_ORDER[count]
    return tuple(range(min(slots, count)))


def spread(count: int, axis: str, angle: float = 0.0) -> tuple[list[tuple[float, float]], float]:
    """Offsets (in cells) and scale of ``count`` tokens sharing one cell; ``axis`` is how the
    track runs through it in the square's own frame, ``angle`` how far the square is turned."""
    if count <= 1:
        return [(0.0, 0.0)], 1.0
    if count == 2:
        o = _PAIR_OFFSET
        offsets, scale = ([(-o, 0.0), (o, 0.0)] if axis == "v" else [(0.0, -o), (0.0, o)]), _PAIR_SCALE
    elif count <= 4:
        o = _QUAD_OFFSET
        offsets, scale = [(-o, -o), (o, -o), (-o, o), (o, o)][:count], _QUAD_SCALE
    else:
        o = _MANY_OFFSET
        offsets = [((i % 3 - 1) * o, (i // 3 % 3 - 1) * o) for i in range(count)]
        scale = _MANY_SCALE
    if angle:
        offsets = [turned(x, y, angle) for x, y in offsets]
    return offsets, scale


def nest_well(rect: QRectF, slots) -> tuple[QPointF, float]:
    """A round nest's well (centre, radius): the lighter disc around its token places."""
    if not slots:
        return rect.center(), rect.width() * 0.3
    c = QPointF(sum(p.x() for p in slots) / len(slots), sum(p.y() for p in slots) / len(slots))
    far = max(_dist(p, c) for p in slots)
    limit = rect.width() / 2 - CELL * 0.22 - CELL * 0.1 - _dist(c, rect.center())
    return c, min(far + CELL * 0.54, limit)


def name_box(rect: QRectF, centre: QPointF, slots=(), round_nest: bool = False) -> tuple[QRectF, float]:
    """Where a player's name goes in the nest ``rect`` (the board's centre ``centre``, the
    nest's token slots ``slots``; a round nest in ``rect`` when ``round_nest``): the text
    rectangle and its font size in pixels."""
    if round_nest and slots:
        # The band between the well and the rim, on the side the places leave free.
        well, reach = nest_well(rect, slots)
        c = rect.center()
        inner = rect.width() / 2 - CELL * 0.34
        sign = 1.0 if well.y() <= c.y() else -1.0
        font_px = CELL * 0.46
        near = well.y() - c.y() + sign * (reach + CELL * 0.05)
        far = near + sign * (font_px * 1.1)
        chord = math.sqrt(max(0.0, inner ** 2 - far ** 2))
        top = c.y() + min(near, far)
        return QRectF(c.x() - chord, top, 2 * chord, abs(far - near)), font_px
    width = rect.width() - CELL * 1.2
    below = rect.center().y() > centre.y()
    y = rect.bottom() - CELL * 0.95 if below else rect.top() + CELL * 0.95
    box = QRectF(rect.center().x() - width / 2, y - CELL * 0.45, width, CELL * 0.9)
    font_px = CELL * 0.5
    hollow = CELL * 0.47
    if any(box.adjusted(-hollow, -hollow, hollow, hollow).contains(s) for s in slots):
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
            box = QRectF(left, top, right - left, bottom - top)
            font_px = min(CELL * 0.5, (bottom - top) * 0.85)
    return box, font_px


def blockade_states(pos) -> list[tuple[str, int, int, int, str]]:
    """The blockades whose age ``pos`` keeps (``extra["ages"]``, PA-9), as
    ``(square, owner, age, limit, state)``; ``state`` is "open" when it must open in this
    turn (its owner's), "due" when it has reached the limit and must open in the owner's
    next turn, else "ok"."""
    extra = getattr(pos, "extra", None) or {}
    ages = extra.get("ages") if isinstance(extra, dict) else None
    rules = getattr(pos, "rules", None)
    limit = getattr(rules, "blockade_max_turns", 0) or 0
    if not ages or not limit:
        return []
    seats_on: dict[str, list[int]] = defaultdict(list)
    for seat, codes in enumerate(pos.tokens):
        for i in range(len(codes)):
            seats_on[pos.location(seat, i)].append(seat)
    out = []
    for square, age in ages.items():
        seats = seats_on.get(square, [])
        if len(seats) != 2 or seats[0] != seats[1]:
            continue
        owner = seats[0]
        if age >= limit:
            state = "open" if pos.turn == owner else "due"
        else:
            state = "ok"
        out.append((square, owner, int(age), int(limit), state))
    return out


#: The move kinds (docs/rules.md §6, engine/move.py MOVE_KINDS) that walk their route cell by
#: cell: the scene animates them so (see motions) and a move's arrow follows the route.
WALKING_KINDS = frozenset({"enter", "step", "sum", "bonus", "rest", "gift"})


def rest_square(board: Board, location: str) -> str | None:
    """The ring square ``T<n>`` beside rest cell ``O<n>`` (RU-10), else None."""
    if location[:1] == "O" and location[1:].isdigit() and int(location[1:]) in board.rest_cells:
        return f"T{location[1:]}"
    return None


def walk_plan(board: Board, move) -> list[tuple[str, str]]:
    """The cells ``move`` walks through along its route on ``board``, its landing last.

    Each entry is ``(location, how)``, ``how`` "step" along the route or "side" into or
    out of a rest cell (RU-10: a move from ``O<n>`` first steps onto ``T<n>``, one ending
    in ``O<n>`` walks to ``T<n>`` and then steps in).  [] when the move is no forward walk
    along the mover's route (then it glides).  Whatever the move's kind: the motions decide
    which kinds walk.
    """
    if move.seat >= len(board.route):
        return []
    route = board.route[move.seat]
    index = {name: i for i, name in enumerate(route)}
    plan: list[tuple[str, str]] = []
    frm = move.frm
    if frm == "nest":
        start = -1
    else:
        beside = rest_square(board, frm)
        if beside is not None:
            plan.append((beside, "side"))
            frm = beside
        start = index.get(frm)
    into = rest_square(board, move.to)
    end = index.get(into or move.to)
    if start is None or end is None or end <= start:
        return []
    plan += [(route[i], "step") for i in range(start + 1, end + 1)]
    if into is not None:
        plan.append((move.to, "side"))
    return plan
