"""Boards as data (RULES.md G-1, G-4..G-7, §1).

A :class:`Board` is a table: the ring, each seat's route, the special squares and
the grid coordinates the UI draws from.  The engine never branches on a board's
name; a new board is a new table built by a small function here.

Coordinates are in grid units with (0, 0) the top-left corner of the board and
each cell one unit wide; a coordinate is the *centre* of a cell (so cell column
``c``, row ``r`` has centre ``(c + 0.5, r + 0.5)``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Board", "BOARDS", "board_named", "PARCHIS68", "SEAT_COLOURS"]

#: Default seat colours on four seats (G-1).  The UI maps these names to paint.
SEAT_COLOURS = ("yellow", "blue", "red", "green")


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
    goal_slots: tuple = ()                      # per seat: tuple of (x, y)
    nest_areas: tuple = ()                      # per seat: (x, y, w, h) rectangle
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
    # Goal slots: each seat's tokens gather in the triangle of the centre facing its arm.
    toward = {0: (0, 1), 1: (1, 0), 2: (0, -1), 3: (-1, 0)}
    goal_slots, nest_slots, nest_areas = [], [], []
    # Nests sit in the corner beside each seat's start square.
    corners = {0: (11, 11), 1: (11, 0), 2: (0, 0), 3: (0, 11)}
    for s in range(4):
        dx, dy = toward[s]
        cx, cy = 9.5 + dx * 0.85, 9.5 + dy * 0.85
        px, py = -dy, dx  # perpendicular
        goal_slots.append(tuple((cx + px * o, cy + py * o) for o in (-0.6, -0.2, 0.2, 0.6, 0.0)))
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


PARCHIS68 = _cross68()

#: Every board by name.  Presets name their board (see ``rules.PRESET_BOARD``).
BOARDS: dict[str, Board] = {PARCHIS68.name: PARCHIS68}


def board_named(name: str) -> Board:
    return BOARDS[name]
