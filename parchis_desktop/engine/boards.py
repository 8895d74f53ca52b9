"""Boards as data (docs/rules.md G-1, G-4..G-7, §1).

A :class:`Board` is a table: the ring, each seat's route, the special squares and
the grid coordinates the UI draws from.  The engine never branches on a board's
name; a new board is a new table built by a small function here.

Coordinates are in grid units with (0, 0) the top-left corner of the board and
each cell one unit wide; a coordinate is the *centre* of a cell (so cell column
``c``, row ``r`` has centre ``(c + 0.5, r + 0.5)``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import math
from collections.abc import Callable, Mapping

__all__ = ["Board", "BOARDS", "board_named", "board_for", "board_sizes", "PARCHIS68", "PACHISI96",
           "RUSSIAN56", "PARCHIS102", "PARCHIS136", "PACHISI144", "SEAT_COLOURS", "SEAT_MARKS",
           "BoardSizeError"]

#: Default seat colours (G-1, BD-4): four seats, then orange and purple (six), cyan and brown
#: (eight).  The UI maps these names to paint.
SEAT_COLOURS = ("yellow", "blue", "red", "green", "orange", "purple", "cyan", "brown")
#: Each seat's mark shape (BD-4: no two seats told apart by colour alone).  Names; the UI draws them.
SEAT_MARKS = ("circle", "square", "triangle", "diamond", "hexagon", "star", "cross", "pentagon")


class BoardSizeError(ValueError):
    """No board of a family seats that many (BD-1)."""


@dataclass(frozen=True, eq=False)
class Board:
    """One board, described entirely by data.

    Routes are the backbone: ``route[s]`` lists the location names seat ``s``'s
    token passes, from its start square (index 0) to its last cell.  A token in
    play is stored by the engine as its index along its own route ("progress").
    """

    name: str
    seats: int
    ring: int                                   # N: ring squares T1..TN (G-4)
    home_len: int                               # home column H1..H<home_len>
    has_goal: bool                              # route ends in `goal`
    start: tuple[int, ...]                      # start (entry/exit) square per seat
    end: tuple[int, ...]                        # end square per seat (turn into home)
    safe: frozenset[int]                        # squares where nobody is captured
    semi_safe: frozenset[int]                   # starts: capture only by entering (PL-9)
    castles: frozenset[int] = frozenset()       # Pachisi castles (PA-2)
    special_cells: tuple[str, ...] = ()         # Russian: O<n>, M, A<s>
    rest_cells: tuple[int, ...] = ()            # ring squares with a rest cell beside
    grid_size: tuple[int, int] = (19, 19)
    travel: str = "ccw"                         # how the drawing shows travel
    cells: dict = field(default_factory=dict)   # "T5" / "H2@0" / "goal" / "O3" -> (x, y)
    nest_slots: tuple = ()                      # per seat: tuple of (x, y), one per token
    goal_slots: tuple = ()                      # per seat: (x, y) places; five: a row, then its middle
    nest_areas: tuple = ()                      # per seat: (x, y, w, h) rectangle
    # Russian board (RU-*; engine/variants/russian.py reads these, never the board's name):
    prison_slots: tuple = ()                    # per seat: (x, y) places for the prisoners it holds (RU-6)
    cell_slots: dict = field(default_factory=dict)  # "M" / "A<s>" -> several (x, y): many tokens fit
    no_jumping: bool = False                    # RU-4: no token passes another; one per ring square
    bound_entry: bool = False                   # RU-2: the die after entering moves the new token
    mirror_corners: tuple[int, ...] = ()        # RU-13: corner squares in travel order
    mirror_arrows: tuple[str, ...] = ()         # RU-13: arrow cell between corner k and corner k+1
    # Drawing data beyond the cells' centres (the UI reads these, never the board's name):
    shape: str = "cross"                        # shape family: "cross" (square cells on the grid), "star" (N arms)
    cell_angle: dict = field(default_factory=dict)  # cell -> rotation of its square (degrees; absent: 0)
    goal_corners: tuple = ()                    # per seat: the two corners of the goal's side facing
                                                # its arm (its triangle: those and ``goal``); () = square
    # A board without a goal fills its home column innermost first, by exact count (RU-16).
    # Filled in by __post_init__ (derived tables for speed):
    route: tuple = ()                           # per seat: tuple of location names
    route_square: tuple = ()                    # per seat: ring square per progress, 0 = off ring
    square_progress: tuple = ()                 # per seat: dict ring square -> progress
    excluded: tuple = ()                        # per seat: ring squares not on its route
    route_len: int = 0                          # cells on a route (last index route_len - 1)

    def __post_init__(self) -> None:
        routes, squares, lookup, excluded = [], [], [], []
        n = self.ring
        for s in range(self.seats):
            ring_part = []
            sq = self.start[s]
            while True:
                ring_part.append(sq)
                if sq == self.end[s]:
                    break
                sq = sq % n + 1
            home = [0] * self.home_len
            names = [f"T{q}" for q in ring_part] + [f"H{k}" for k in range(1, self.home_len + 1)]
            if self.has_goal:
                names.append("goal")
                home.append(0)
            routes.append(tuple(names))
            squares.append(tuple(ring_part) + tuple(home))
            lookup.append({q: i for i, q in enumerate(ring_part)})
            excluded.append(frozenset(set(range(1, n + 1)) - set(ring_part)))
        object.__setattr__(self, "route", tuple(routes))
        object.__setattr__(self, "route_square", tuple(squares))
        object.__setattr__(self, "square_progress", tuple(lookup))
        object.__setattr__(self, "excluded", tuple(excluded))
        object.__setattr__(self, "route_len", len(routes[0]))

    # -- queries -----------------------------------------------------------
    def home_index(self, k: int) -> int:
        """Progress index of home cell ``H<k>``."""
        return self.route_len - self.home_len - (1 if self.has_goal else 0) + k - 1

    def cell_xy(self, seat: int, location: str) -> tuple[float, float] | None:
        """Grid centre of a location as seen by ``seat`` (home cells are per seat)."""
        if location.startswith("H"):
            return self.cells.get(f"{location}@{seat}")
        if location == "goal":
            return self.cells.get(f"goal@{seat}", self.cells.get("goal"))
        return self.cells.get(location)

    def __repr__(self) -> str:  # keep reprs short: boards are big tables
        return f"<Board {self.name}: {self.ring} squares, {self.seats} seats>"


#: Radius of a token in cells, as the UI draws it (ui/board/geometry.TOKEN_RADIUS); the goal
#: rows below are spaced for it.
_TOKEN_RADIUS = 0.36


def _goal_row(apex, a, b) -> tuple:
    """Five goal places for one seat in the goal's triangle ``apex``-``a``-``b`` (grid units):
    a row parallel to the side ``a``-``b`` as deep in the triangle as fits, spaced as widely as
    lets four tokens side by side stay inside it (the UI draws goal tokens at about 1.9 times
    their spacing in cells, overlapping a little; issue 25: they spilled out), then the middle."""
    (cx, cy), (ax, ay), (bx, by) = apex, a, b
    mx, my = (ax + bx) / 2, (ay + by) / 2
    h = math.hypot(mx - cx, my - cy)
    vx, vy = (mx - cx) / h, (my - cy) / h            # from the apex to the side
    wx, wy = -vy, vx                                 # along the side
    half = math.hypot(bx - ax, by - ay) / 2
    sin_a, cos_a = half / math.hypot(half, h), h / math.hypot(half, h)
    gap = 0.6
    while gap > 0.2:
        r = _TOKEN_RADIUS * min(1.0, 1.875 * gap)
        depth = h - 0.1 - 1.2 * r
        if depth * sin_a - 1.5 * gap * cos_a >= 1.2 * r and depth - r >= 0.25:
            break
        gap -= 0.005
    return tuple((round(cx + vx * depth + wx * o, 6), round(cy + vy * depth + wy * o, 6))
                 for o in (-1.5 * gap, -0.5 * gap, 0.5 * gap, 1.5 * gap, 0.0))


def _cross68() -> Board:
    """The 68-square Parchís board (§1): a cross on a 19x19 grid.

    Seat 0's arm points down (south).  Travel is counter-clockwise on screen:
    south arm, east, north, west.  Each arm holds T(17s-8)..T(17s+8): eight
    squares going out along one outer column, the end square at the tip, eight
    coming back along the other column.  The home column is the middle column.
    """
    cells: dict[str, tuple[float, float]] = {}
    n = 68

    def put(name, col, row):
        cells[name] = (col + 0.5, row + 0.5)

    def sq(k):  # wrap numbering into 1..68
        return (k - 1) % n + 1

    # (outgoing cells from centre to tip, tip cell, returning cells tip to centre,
    #  home cells H1 (next to the tip) .. H7 (next to the goal))
    arms = {
        0: ([(8, 11 + i) for i in range(8)], (9, 18), [(10, 18 - i) for i in range(8)],
            [(9, 17 - i) for i in range(7)]),
        1: ([(11 + i, 10) for i in range(8)], (18, 9), [(18 - i, 8) for i in range(8)],
            [(17 - i, 9) for i in range(7)]),
        2: ([(10, 7 - i) for i in range(8)], (9, 0), [(8, i) for i in range(8)],
            [(9, 1 + i) for i in range(7)]),
        3: ([(7 - i, 8) for i in range(8)], (0, 9), [(i, 10) for i in range(8)],
            [(1 + i, 9) for i in range(7)]),
    }
    for s, (out, tip, back, home) in arms.items():
        for i, (c, r) in enumerate(out):
            put(f"T{sq(17 * s - 8 + i)}", c, r)
        put(f"T{sq(17 * s)}", *tip)
        for i, (c, r) in enumerate(back):
            put(f"T{sq(17 * s + 1 + i)}", c, r)
        for k, (c, r) in enumerate(home, start=1):
            put(f"H{k}@{s}", c, r)
    cells["goal"] = (9.5, 9.5)
    # Goal slots: each seat's tokens gather in the triangle of the centre facing its arm
    # (the 3x3 goal square's side on the arm's side, and the centre).
    sides = {0: ((8, 11), (11, 11)), 1: ((11, 11), (11, 8)), 2: ((11, 8), (8, 8)), 3: ((8, 8), (8, 11))}
    goal_slots, nest_slots, nest_areas = [], [], []
    # Nests sit in the corner beside each seat's start square.
    corners = {0: (11, 11), 1: (11, 0), 2: (0, 0), 3: (0, 11)}
    for s in range(4):
        goal_slots.append(_goal_row(cells["goal"], *sides[s]))
        x0, y0 = corners[s]
        nest_areas.append((x0, y0, 8, 8))
        mx, my = x0 + 4, y0 + 4
        nest_slots.append(tuple((mx + ox, my + oy) for ox, oy in
                                ((-1.3, -1.3), (1.3, -1.3), (-1.3, 1.3), (1.3, 1.3), (0.0, 0.0))))
    starts = tuple(sq(5 + 17 * s) for s in range(4))
    return Board(
        name="parchis68", seats=4, ring=n, home_len=7, has_goal=True,
        start=starts, end=tuple(sq(17 * s) for s in range(4)),
        safe=frozenset({12, 17, 29, 34, 46, 51, 63, 68}),
        semi_safe=frozenset(starts),
        grid_size=(19, 19), travel="ccw", cells=cells,
        nest_slots=tuple(nest_slots), goal_slots=tuple(goal_slots), nest_areas=tuple(nest_areas),
    )


def _cross56() -> Board:
    """The 56-square Russian board (§3): a cross on a 15x15 grid, exactly as docs/rules.md draws it.

    Arms of 3 columns x 6 rows and a 3x3 centre.  Seat 0's arm points up (north), then
    travel goes counter-clockwise on screen: west arm (seat 1), south (2), east (3).  Each
    arm holds, in travel order, T(14s-6)..T(14s+7): six squares going out along one column,
    the tip T(14s) (the seat's end square), six coming back along the other column -- the
    first of them, T(14s+1), is the seat's exit square -- and the inner corner T(14s+7).
    Home column H1..H5 in the middle column (H1 next to the tip, H5 innermost), no goal.
    Centre: the mirror ``M`` and the arrow cells ``A<s>`` on the side of seat s's arm.
    Rest cells ``O<n>`` lie beside T3, T11, T17, T25, T31, T39, T45, T53, outside the ring.

    Bases fill the 5x5 corner beside each exit square (the rest cells take the sixth row and
    column of the corner): ``nest_slots`` a quincunx towards the outer corner,
    ``prison_slots`` 15 places (every opponent token) in an L along the two inner edges,
    nearest the centre first.  ``cell_slots`` give ``M`` five places and each arrow cell four.
    """
    cells: dict[str, tuple[float, float]] = {}
    n = 56

    def put(name, col, row):
        cells[name] = (col + 0.5, row + 0.5)

    def sq(k):
        return (k - 1) % n + 1

    # per seat: (out cells centre -> tip, tip, back cells tip -> centre, inner corner, H1..H5)
    arms = {
        0: ([(8, 5 - i) for i in range(6)], (7, 0), [(6, i) for i in range(6)], (6, 6),
            [(7, 1 + i) for i in range(5)]),
        1: ([(5 - i, 6) for i in range(6)], (0, 7), [(i, 8) for i in range(6)], (6, 8),
            [(1 + i, 7) for i in range(5)]),
        2: ([(6, 9 + i) for i in range(6)], (7, 14), [(8, 14 - i) for i in range(6)], (8, 8),
            [(7, 13 - i) for i in range(5)]),
        3: ([(9 + i, 8) for i in range(6)], (14, 7), [(14 - i, 6) for i in range(6)], (8, 6),
            [(13 - i, 7) for i in range(5)]),
    }
    for s, (out, tip, back, corner, home) in arms.items():
        for i, (c, r) in enumerate(out):
            put(f"T{sq(14 * s - 6 + i)}", c, r)
        put(f"T{sq(14 * s)}", *tip)
        for i, (c, r) in enumerate(back):
            put(f"T{sq(14 * s + 1 + i)}", c, r)
        put(f"T{sq(14 * s + 7)}", *corner)
        for k, (c, r) in enumerate(home, start=1):
            put(f"H{k}@{s}", c, r)
    put("M", 7, 7)
    for s, (c, r) in enumerate(((7, 6), (6, 7), (7, 8), (8, 7))):
        put(f"A{s}", c, r)
    rest = {3: (5, 2), 11: (2, 5), 17: (2, 9), 25: (5, 12), 31: (9, 12), 39: (12, 9), 45: (12, 5),
            53: (9, 2)}
    for q, (c, r) in rest.items():
        put(f"O{q}", c, r)
    corners = (7, 21, 35, 49)
    arrows = ("A1", "A2", "A3", "A0")   # the arrow cell half-way between corner k and k+1
    for k, a in enumerate(arrows):
        (x0, y0), (x1, y1) = cells[f"T{corners[k]}"], cells[f"T{corners[(k + 1) % 4]}"]
        assert cells[a] == ((x0 + x1) / 2, (y0 + y1) / 2)

    # Bases: (outer corner, x sign, y sign) maps local (u, v) (0..5 from the outer corner
    # towards the centre) onto the grid.
    frames = {0: (0, 0, 1, 1), 1: (0, 15, 1, -1), 2: (15, 15, -1, -1), 3: (15, 0, -1, 1)}
    nest_local = ((0.95, 0.95), (3.05, 0.95), (0.95, 3.05), (3.05, 3.05), (2.0, 2.0))
    prison_local = [(4.4, 4.4)]
    for k in range(1, 8):
        prison_local += [(4.4, 4.4 - 0.48 * k), (4.4 - 0.48 * k, 4.4)]
    nest_slots, nest_areas, prison_slots = [], [], []
    for s in range(4):
        ox, oy, sx, sy = frames[s]

        def at(u, v, ox=ox, oy=oy, sx=sx, sy=sy):
            return (ox + sx * u, oy + sy * v)

        nest_slots.append(tuple(at(u, v) for u, v in nest_local))
        prison_slots.append(tuple(at(u, v) for u, v in prison_local))
        xs = sorted((ox, ox + sx * 5))
        ys = sorted((oy, oy + sy * 5))
        nest_areas.append((xs[0], ys[0], 5, 5))
    cell_slots = {"M": tuple((7.5 + dx, 7.5 + dy) for dx, dy in
                             ((-0.22, -0.22), (0.22, -0.22), (-0.22, 0.22), (0.22, 0.22), (0.0, 0.0)))}
    for s in range(4):
        x, y = cells[f"A{s}"]
        cell_slots[f"A{s}"] = tuple((x + dx, y + dy) for dx, dy in
                                    ((-0.2, -0.2), (0.2, -0.2), (-0.2, 0.2), (0.2, 0.2)))
    return Board(
        name="russian56", seats=4, ring=n, home_len=5, has_goal=False,
        start=tuple(sq(1 + 14 * s) for s in range(4)), end=tuple(sq(14 * s) for s in range(4)),
        safe=frozenset(), semi_safe=frozenset(),
        special_cells=tuple(f"O{q}" for q in rest) + ("M", "A0", "A1", "A2", "A3"),
        rest_cells=tuple(rest), grid_size=(15, 15), travel="ccw", cells=cells,
        nest_slots=tuple(nest_slots), goal_slots=(), nest_areas=tuple(nest_areas),
        prison_slots=tuple(prison_slots), cell_slots=cell_slots,
        no_jumping=True, bound_entry=True, mirror_corners=corners, mirror_arrows=arrows,
    )


def _pachisi96() -> Board:
    """The 96-square Pachisi board (§4): the cross of :func:`_cross68`, mirrored left-right.

    4 arms x 3 columns x 8 squares: the 68-square outer track numbered as in Parchís (seat
    s's arm holds T(17s-8)..T(17s+8), its end square T(17s) at the arm's tip), the home
    column H1..H7 in the middle column (H1 next to the tip) and ``goal`` in the centre.
    Mirrored so that travel is clockwise on screen: seat 0's arm points south, then west
    (seat 1), north (2), east (3).  Seat s enters at its castle T(4+17s), the 4th square of
    its arm's returning column; its house (nest) is the corner beside it.  Castles (PA-2):
    per arm the end square and the 4th square from the tip on both outer columns.  The four
    entry castles are the semi-safe squares (PA-7 plays as PL-9/PL-10/PL-12), the other
    eight the safe ones; ``castles`` lists all twelve.
    """
    base = _cross68()
    width = base.grid_size[0]

    def flip(xy):
        return (width - xy[0], xy[1])

    def sq(k):
        return (k - 1) % base.ring + 1

    starts = tuple(sq(4 + 17 * s) for s in range(4))
    castles = frozenset(sq(17 * s + d) for s in range(4) for d in (-4, 0, 4))
    return Board(
        name="pachisi96", seats=4, ring=base.ring, home_len=7, has_goal=True,
        start=starts, end=base.end,
        safe=castles - frozenset(starts), semi_safe=frozenset(starts), castles=castles,
        grid_size=base.grid_size, travel="cw",
        cells={name: flip(xy) for name, xy in base.cells.items()},
        nest_slots=tuple(tuple(flip(xy) for xy in slots) for slots in base.nest_slots),
        goal_slots=tuple(tuple(flip(xy) for xy in slots) for slots in base.goal_slots),
        nest_areas=tuple((width - x - w, y, w, h) for (x, y, w, h) in base.nest_areas),
    )


def _star(seats: int, mirrored: bool) -> dict:
    """Grid geometry of an N-arm board (BD-2, BD-3): the cross of :func:`_cross68` generalised.

    Arm s points at the angle 2*pi*s/N from south, counter-clockwise on screen (mirrored
    left-right for Pachisi, so that travel is clockwise).  Each arm has three columns of
    square cells turned with the arm (``cell_angle``): the outgoing one T(17s-8)..T(17s-1)
    from the centre, the tip T(17s) in the middle column, the returning one
    T(17s+1)..T(17s+8), and the home column H1 (next to the tip) .. H7 between them.  The
    arms' inner ends are the sides of the central regular N-gon, the goal: seat s's triangle
    is its side (``goal_corners``) and the centre, and neighbouring arms meet at its corners
    (T(17s+8) and T(17s+9) touch there, as on the cross).  Each seat's nest is a round base
    in the wedge between its arm and the next one, beside its start, as large as the square
    grid allows; its token places leave room for the name on its outer side.
    """
    n = 17 * seats
    step = 2 * math.pi / seats
    apothem = 1.5 / math.tan(math.pi / seats)       # the goal N-gon with sides of 3 cells
    r0 = apothem + 0.5                              # centre of an arm's innermost cells
    reach = r0 + 7.5                                # an arm's outer end
    size = math.ceil(2 * reach + 0.4) + (1 if seats == 8 else 0)
    half = size / 2
    cells: dict[str, tuple[float, float]] = {}
    angles: dict[str, float] = {}

    def at(s, along, across):
        phi = step * s
        dx, dy = math.sin(phi), math.cos(phi)          # along the arm, outwards
        ex, ey = math.cos(phi), -math.sin(phi)         # across it (the returning side)
        x = dx * along + ex * across
        y = dy * along + ey * across
        return (round(half - x if mirrored else half + x, 6), round(half + y, 6))

    def sq(k):
        return (k - 1) % n + 1

    def put(name, s, along, across):
        cells[name] = at(s, along, across)
        phi = step * s                                 # the across direction, as drawn
        turn = math.degrees(math.atan2(-math.sin(phi), -math.cos(phi) if mirrored else math.cos(phi)))
        angles[name] = round((turn + 45) % 90 - 45, 6)  # a square looks the same turned by 90

    # The nests: round, tangent to both arms' sides with a small gap, as far out as the
    # grid holds them (the same size for every seat).
    gap = 0.2
    sin_w = math.sin(math.pi / seats)
    dist = min((half - 0.15 + 1.5 + gap)
               / (max(abs(math.sin(step * (s + 0.5))), abs(math.cos(step * (s + 0.5)))) + sin_w)
               for s in range(seats))
    radius = dist * sin_w - 1.5 - gap
    goal_slots, nest_slots, nest_areas, goal_corners = [], [], [], []
    for s in range(seats):
        for i in range(8):
            put(f"T{sq(17 * s - 8 + i)}", s, r0 + i, -1)
            put(f"T{sq(17 * s + 1 + i)}", s, r0 + 7 - i, 1)
        put(f"T{sq(17 * s)}", s, r0 + 7, 0)
        for k in range(1, 8):
            put(f"H{k}@{s}", s, r0 + 7 - k, 0)
        corners = (at(s, apothem, -1.5), at(s, apothem, 1.5))
        goal_corners.append(corners)
        goal_slots.append(_goal_row((half, half), *corners))
        phi = step * (s + 0.5)
        cx, cy = half + math.sin(phi) * dist * (-1 if mirrored else 1), half + math.cos(phi) * dist
        nest_areas.append((round(cx - radius, 6), round(cy - radius, 6), round(2 * radius, 6),
                           round(2 * radius, 6)))
        # A quincunx towards the board's middle row, the name on the outer side.
        shift = 0.45 if round(cy, 6) > half else -0.45
        o = 0.72
        nest_slots.append(tuple((round(cx + ox, 6), round(cy - shift + oy, 6)) for ox, oy in
                                ((-o, -o), (o, -o), (-o, o), (o, o), (0.0, 0.0))))
    cells["goal"] = (half, half)
    return dict(grid_size=(size, size), cells=cells, nest_slots=tuple(nest_slots),
                goal_slots=tuple(goal_slots), nest_areas=tuple(nest_areas), shape="star",
                cell_angle=angles, goal_corners=tuple(goal_corners))


def _parchis_ring(seats: int) -> Board:
    """The N-seat Parchís board (BD-2; N = 6, 8 -- four seats is :func:`_cross68`): a ring of
    17N squares, seat s starting on T(5+17s) and turning home after T(17s), safe squares
    T(17k+12) and T(17k+17), the N starts semi-safe (PL-9)."""
    n = 17 * seats

    def sq(k):
        return (k - 1) % n + 1

    starts = tuple(sq(5 + 17 * s) for s in range(seats))
    return Board(
        name=f"parchis{n}", seats=seats, ring=n, home_len=7, has_goal=True,
        start=starts, end=tuple(sq(17 * s) for s in range(seats)),
        safe=frozenset(sq(17 * k + d) for k in range(seats) for d in (12, 17)),
        semi_safe=frozenset(starts), travel="ccw", **_star(seats, mirrored=False),
    )


def _pachisi_arms(seats: int) -> Board:
    """The six-arm Pachisi board (BD-3): an outer track of 17N squares (17 per arm as in §4),
    seat s entering at its castle T(4+17s) and turning home after T(17s); castles T(17k-4),
    T(17k), T(17k+4) per arm (the entry castles semi-safe, as in :func:`_pachisi96`)."""
    n = 17 * seats

    def sq(k):
        return (k - 1) % n + 1

    starts = tuple(sq(4 + 17 * s) for s in range(seats))
    castles = frozenset(sq(17 * k + d) for k in range(1, seats + 1) for d in (-4, 0, 4))
    return Board(
        name=f"pachisi{n + 7 * seats}", seats=seats, ring=n, home_len=7, has_goal=True,
        start=starts, end=tuple(sq(17 * s) for s in range(seats)),
        safe=castles - frozenset(starts), semi_safe=frozenset(starts), castles=castles,
        travel="cw", **_star(seats, mirrored=True),
    )


PARCHIS68 = _cross68()
PACHISI96 = _pachisi96()
RUSSIAN56 = _cross56()

#: The larger boards, built when first asked for (start-up draws a four-seat board).
_LARGER: dict[str, tuple[str, Callable[[], Board]]] = {
    "parchis102": ("PARCHIS102", lambda: _parchis_ring(6)),
    "parchis136": ("PARCHIS136", lambda: _parchis_ring(8)),
    "pachisi144": ("PACHISI144", lambda: _pachisi_arms(6)),
}


class _Boards(Mapping):
    """Every board by name; the larger ones are built on first use."""

    def __init__(self, boards: dict[str, Board]) -> None:
        self._built = dict(boards)
        self._order = [*boards, *_LARGER]

    def __getitem__(self, name: str) -> Board:
        board = self._built.get(name)
        if board is None:
            if name not in _LARGER:
                raise KeyError(name)
            board = self._built[name] = _LARGER[name][1]()
            assert board.name == name
        return board

    def __contains__(self, name: object) -> bool:
        return name in self._built or name in _LARGER

    def __iter__(self):
        return iter(self._order)

    def __len__(self) -> int:
        return len(self._order)


#: Every board by name.  Presets name their four-seat board (see ``rules.PRESET_BOARD``).
BOARDS: Mapping[str, Board] = _Boards({b.name: b for b in (PARCHIS68, PACHISI96, RUSSIAN56)})


def __getattr__(name: str) -> Board:
    """``PARCHIS102``, ``PARCHIS136`` and ``PACHISI144``, built when first imported."""
    for board, (constant, _make) in _LARGER.items():
        if constant == name:
            return BOARDS[board]
    raise AttributeError(name)

#: BD-1: a preset's (four-seat) board -> its board for each number of seats it plays on.
_SIZES: dict[str, dict[int, str]] = {
    "parchis68": {4: "parchis68", 6: "parchis102", 8: "parchis136"},
    "pachisi96": {4: "pachisi96", 6: "pachisi144"},
    "russian56": {4: "russian56"},
}


def board_named(name: str) -> Board:
    return BOARDS[name]


def board_sizes(name: str) -> tuple[int, ...]:
    """The seat counts the board family of ``name`` (a preset's board) plays on (BD-1)."""
    return tuple(_SIZES.get(name, {BOARDS[name].seats: name}))


def board_for(name: str, seats: int | None = None) -> Board:
    """The board of ``name``'s family (a preset's board) with ``seats`` seats (BD-1);
    ``None``: the family's own board.  Raises :class:`BoardSizeError`."""
    if seats is None:
        return BOARDS[name]
    sizes = _SIZES.get(name, {BOARDS[name].seats: name})
    got = sizes.get(seats) if isinstance(seats, int) and not isinstance(seats, bool) else None
    if got is None:
        counts = [str(n) for n in sizes]
        told = counts[0] if len(counts) == 1 else f"{', '.join(counts[:-1])} or {counts[-1]}"
        raise BoardSizeError(f"this board plays on {told} seats, not {seats}")
    return BOARDS[got]
