"""Board geometry: everything the drawing derives from a :class:`~parchis_desktop.engine.Board`
table, in scene units, and where the tokens of a position stand.

Scene coordinates are grid units times :data:`CELL`.  Nothing here knows Parchís geometry:
ring squares come from the table's ``T<n>`` cells, home columns from ``H<k>@<seat>``, the
goal from ``goal`` and ``goal_slots``, nests from ``nest_areas`` and ``nest_slots``; the
colour of an arm is the seat whose home column is nearest.  No widgets: the painter, the
scene and offscreen renderers all build on it.
"""

from __future__ import annotations

import math
from collections import defaultdict

from PySide6.QtCore import QPointF, QRectF

from ...engine.boards import Board

__all__ = ["CELL", "TOKEN_RADIUS", "FRAME", "MARGIN", "BoardGeometry", "dist", "spread", "name_box",
           "blockade_states", "rest_square", "walk_plan", "WALKING_KINDS"]

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
        for n, point in self.ring.items():
            if anchors:
                self.arm_seat[n] = min(anchors, key=lambda a: (_dist(a[0], point), a[1]))[1]
        self.start_seat = {sq: s for s, sq in enumerate(board.start)}
        self.end_seat = {sq: s for s, sq in enumerate(board.end)}
        self.goal_rect, self.goal_sides = self._goal_shape()

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
                        point = self.point_of(seat, loc)
                    except KeyError:
                        point = QPointF(self.centre)
                    cells[(round(point.x()), round(point.y()))].append((key, point, loc))
        for group in cells.values():
            key0, point, loc0 = group[0]
            offsets, scale = spread(len(group), self.track_axis(key0[0], loc0))
            for (key, _point, loc), (ox, oy) in zip(sorted(group), offsets):
                out[key] = (QPointF(point.x() + ox * CELL, point.y() + oy * CELL), scale, loc)
        for holder, keys in prisons.items():
            for key, slot in zip(sorted(keys), self.prison_slots(holder, len(keys))):
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
        c = self.nest_centres[seat] if seat < len(self.nest_centres) else self.centre
        a = i * 2 * math.pi / 6
        return QPointF(c.x() + math.cos(a) * CELL * 2.0, c.y() + math.sin(a) * CELL * 2.0)

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


def spread(count: int, axis: str) -> tuple[list[tuple[float, float]], float]:
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


def name_box(rect: QRectF, centre: QPointF, slots=()) -> tuple[QRectF, float]:
    """Where a player's name goes in the nest ``rect`` (the board's centre ``centre``, the
    nest's token slots ``slots``): the text rectangle and its font size in pixels."""
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
