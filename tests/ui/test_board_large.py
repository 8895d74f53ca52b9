"""The six- and eight-seat Parchís boards and the six-arm Pachisi board drawn as real boards
(issue 23, docs/rules.md §7 BD-2..BD-4): squares turned with their arm, arms meeting around
an N-gon goal with one triangle per seat, round nests in the wedges between the arms, eight
seat colours and marks; and the painter parts of issue 25 item 14 on every board (square
numbers readable or hidden, pairs inside their square, goal tokens inside their triangle)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF

from parchis_desktop.engine import Position
from parchis_desktop.engine.boards import (
    PACHISI96,
    PACHISI144,
    PARCHIS68,
    PARCHIS102,
    PARCHIS136,
    RUSSIAN56,
    SEAT_MARKS,
)
from parchis_desktop.ui.board import CELL, TOKEN_RADIUS, BoardGeometry, BoardScene, render_position
from parchis_desktop.ui.board.geometry import name_box, nest_well, square_polygon
from parchis_desktop.ui.board.looks import mark_path
from parchis_desktop.ui.board.painter import NAME_MIN_SCALE, NUMBER_MIN_PX, fitted_name, number_font_px
from parchis_desktop.ui.theme import SEAT_COLOURS, Theme, seat_colour

STAR_BOARDS = {"parchis102": ("parchis", PARCHIS102), "parchis136": ("parchis", PARCHIS136),
               "pachisi144": ("pachisi", PACHISI144)}
THEMES = {"light": Theme.light, "dark": Theme.dark_theme}


def nested(variant: str, seats: int, **tokens) -> Position:
    """A position on the ``seats``-seat board of ``variant``: every seat in its nest but the
    seats given as ``s<seat>=[locations]``."""
    rows = [tokens.get(f"s{s}", ["nest"] * 4) for s in range(seats)]
    done = [s for s, row in enumerate(rows) if all(loc == "goal" for loc in row)]
    data = {"variant": variant, "seats": seats, "tokens": rows, "turn": 1, "dice": [3, 4]}
    if done:
        data["finished"] = done
        data["rules"] = {"play_for_places": True}
    return Position.from_json(data)


def to_image(geo: BoardGeometry, point: QPointF, size: int, dpr: float = 1.0) -> tuple[int, int]:
    """The device pixel where render_position draws the scene ``point``."""
    rect = geo.scene_rect
    k = min(size / rect.width(), size / rect.height())
    return (int((size / 2 + (point.x() - rect.center().x()) * k) * dpr),
            int((size / 2 + (point.y() - rect.center().y()) * k) * dpr))


def nearest_seat(pixel: QColor, seats: int) -> int:
    def gap(c: QColor) -> float:
        return math.dist((pixel.red(), pixel.green(), pixel.blue()), (c.red(), c.green(), c.blue()))
    return min(range(seats), key=lambda s: gap(seat_colour(s)))


def edge_room(polygon: QPolygonF, point: QPointF) -> float:
    """Distance from ``point`` to the nearest side of the convex ``polygon`` (negative outside)."""
    n = polygon.count()
    cx = sum(polygon.at(i).x() for i in range(n)) / n
    cy = sum(polygon.at(i).y() for i in range(n)) / n
    best = math.inf
    for i in range(n):
        a, b = polygon.at(i), polygon.at((i + 1) % n)
        ex, ey = b.x() - a.x(), b.y() - a.y()
        length = math.hypot(ex, ey)
        nx, ny = -ey / length, ex / length
        if (cx - a.x()) * nx + (cy - a.y()) * ny < 0:
            nx, ny = -nx, -ny
        best = min(best, (point.x() - a.x()) * nx + (point.y() - a.y()) * ny)
    return best


def outside_distance(polygon: QPolygonF, p: QPointF) -> float:
    """Distance from ``p`` (outside the convex ``polygon``) to it."""
    best = math.inf
    for j in range(polygon.count()):
        q, r = polygon.at(j), polygon.at((j + 1) % polygon.count())
        dx, dy = r.x() - q.x(), r.y() - q.y()
        t = max(0.0, min(1.0, ((p.x() - q.x()) * dx + (p.y() - q.y()) * dy) / (dx * dx + dy * dy)))
        best = min(best, math.hypot(p.x() - q.x() - t * dx, p.y() - q.y() - t * dy))
    return best


def polygon_gap(a: QPolygonF, b: QPolygonF) -> float:
    """How far apart two convex polygons are (0 when they touch or overlap)."""
    def segment_distance(p, q, r):
        dx, dy = r.x() - q.x(), r.y() - q.y()
        t = max(0.0, min(1.0, ((p.x() - q.x()) * dx + (p.y() - q.y()) * dy) / (dx * dx + dy * dy)))
        return math.hypot(p.x() - q.x() - t * dx, p.y() - q.y() - t * dy)
    best = math.inf
    for poly, other in ((a, b), (b, a)):
        for i in range(poly.count()):
            p = poly.at(i)
            for j in range(other.count()):
                best = min(best, segment_distance(p, other.at(j), other.at((j + 1) % other.count())))
    return best


def overlap_area(a: QPolygonF, b: QPolygonF) -> float:
    inter = a.intersected(b)
    n = inter.count()
    return abs(sum(inter.at(i).x() * inter.at((i + 1) % n).y() - inter.at((i + 1) % n).x() * inter.at(i).y()
                   for i in range(n))) / 2 if n > 2 else 0.0


def cell_squares(geo: BoardGeometry) -> dict[str, QPolygonF]:
    squares = {f"T{n}": geo.square_of(0, f"T{n}") for n in geo.ring}
    squares.update({f"H{k}@{s}": geo.square_of(s, f"H{k}") for (s, k) in geo.home})
    return squares


# -- the board table's geometry -------------------------------------------------------
@pytest.mark.parametrize("name", STAR_BOARDS)
def test_squares_turn_with_their_arm_inside_the_frame_without_overlapping(qapp, name):
    board = STAR_BOARDS[name][1]
    geo = BoardGeometry(board)
    assert geo.shape == "star" and geo.nest_round
    squares = cell_squares(geo)
    assert len(squares) == 17 * board.seats + 7 * board.seats
    # Each arm's squares are turned with it (BD-2: arm s at 2*pi*s/N): the sides of the square
    # of T(17s) (its tip) run along and across the arm.
    for s in range(board.seats):
        tip, h1 = geo.ring[board.end[s]], geo.home[(s, 1)]
        along = math.degrees(math.atan2(tip.y() - h1.y(), tip.x() - h1.x()))
        turned = geo.angle_of(s, f"T{board.end[s]}")
        assert abs((along - turned + 45) % 90 - 45) < 1e-3, (s, along, turned)
    frame = geo.grid_rect
    for key, square in squares.items():
        for i in range(square.count()):
            assert frame.contains(square.at(i)), (name, key)
    keys = sorted(squares)
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            pa, pb = squares[a], squares[b]
            if (pa.boundingRect().intersects(pb.boundingRect())
                    and overlap_area(pa, pb) > 0.01 * CELL * CELL):
                pytest.fail(f"{name}: {a} and {b} overlap")


@pytest.mark.parametrize("name", STAR_BOARDS)
def test_the_ring_connects_square_to_square_and_arm_to_arm(qapp, name):
    board = STAR_BOARDS[name][1]
    geo = BoardGeometry(board)
    for n in range(1, board.ring + 1):
        nxt = n % board.ring + 1
        gap = polygon_gap(geo.square_of(0, f"T{n}"), geo.square_of(0, f"T{nxt}"))
        assert gap < 0.02 * CELL, (name, n, nxt, gap)
    # The home column runs from the tip to the goal: H7's inner side is the seat's side of
    # the N-gon.
    for s in range(board.seats):
        a, b, seat = geo.goal_triangles[s]
        assert seat == s
        side_mid = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
        h7 = geo.home[(s, 7)]
        assert math.hypot(h7.x() - side_mid.x(), h7.y() - side_mid.y()) == pytest.approx(CELL / 2, abs=1e-3)
        assert math.hypot(a.x() - b.x(), a.y() - b.y()) == pytest.approx(3 * CELL, abs=1e-3)


@pytest.mark.parametrize("name", STAR_BOARDS)
def test_each_nest_lies_in_its_wedge_holding_its_slots_clear_of_every_arm(qapp, name):
    board = STAR_BOARDS[name][1]
    geo = BoardGeometry(board)
    squares = cell_squares(geo)
    centre = geo.centre
    for s, rect in enumerate(geo.nest_rects):
        c, radius = rect.center(), rect.width() / 2
        assert geo.grid_rect.contains(rect), (name, s)
        for slot in geo.nest_slots[s]:
            assert math.hypot(slot.x() - c.x(), slot.y() - c.y()) + CELL * TOKEN_RADIUS < radius
        for key, square in squares.items():
            assert edge_room(square, c) < 0 and outside_distance(square, c) > radius + 0.05 * CELL, (name, s, key)
        # Between its own arm and the next one (beside its start square).
        bearing = math.atan2(c.x() - centre.x(), c.y() - centre.y())
        own = geo.ring[board.start[s]]
        start_bearing = math.atan2(own.x() - centre.x(), own.y() - centre.y())
        wedge = 2 * math.pi / board.seats
        assert abs((bearing - start_bearing + math.pi) % (2 * math.pi) - math.pi) < wedge / 2, (name, s)
    for s, a in enumerate(geo.nest_rects):
        for b in geo.nest_rects[s + 1:]:
            ca, cb = a.center(), b.center()
            assert math.hypot(ca.x() - cb.x(), ca.y() - cb.y()) > a.width() / 2 + b.width() / 2


@pytest.mark.parametrize("name", STAR_BOARDS)
def test_names_fit_in_round_nests_clear_of_the_token_places(qapp, name):
    board = STAR_BOARDS[name][1]
    geo = BoardGeometry(board)
    for s, rect in enumerate(geo.nest_rects):
        box, font_px = name_box(rect, geo.centre, geo.nest_slots[s], round_nest=True)
        assert font_px >= CELL * 0.4 and box.width() >= CELL * 2.4, (name, s, box)
        c, radius = rect.center(), rect.width() / 2
        for corner in (box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight()):
            assert math.hypot(corner.x() - c.x(), corner.y() - c.y()) < radius - CELL * 0.2, (name, s)
        well, reach = nest_well(rect, geo.nest_slots[s])
        for slot in geo.nest_slots[s]:
            grown = box.adjusted(-CELL * TOKEN_RADIUS, -CELL * TOKEN_RADIUS, CELL * TOKEN_RADIUS, CELL * TOKEN_RADIUS)
            assert not grown.contains(slot), (name, s)
            assert math.hypot(slot.x() - well.x(), slot.y() - well.y()) + CELL * 0.42 <= reach + 1e-6



@pytest.mark.parametrize("name", sorted(STAR_BOARDS))
@pytest.mark.parametrize("text", ["Оранжевый", "Фиолетовый", "Pomarańczowy", "Coloured"])
def test_long_colour_names_fit_their_round_nest_smaller_rather_than_cut(qapp, name, text):
    from PySide6.QtGui import QFontMetricsF
    geo = BoardGeometry(STAR_BOARDS[name][1])
    box, font_px = name_box(geo.nest_rects[0], geo.centre, geo.nest_slots[0], round_nest=True)
    font, shown = fitted_name(text, font_px, box.width())
    assert shown == text                                          # not cut with an ellipsis
    assert QFontMetricsF(font).horizontalAdvance(shown) <= box.width()
    assert font.pixelSize() >= font_px * NAME_MIN_SCALE
    short_font, _ = fitted_name("Ana", font_px, box.width())
    assert short_font.pixelSize() == round(font_px)               # a short name keeps its size

# -- colours and marks (BD-4) -------------------------------------------------------------
def test_eight_seat_colours_and_marks_are_told_apart(qapp):
    colours = [seat_colour(s) for s in range(8)]
    assert len({c.name() for c in colours}) == 8 == len(SEAT_COLOURS)
    for i, a in enumerate(colours):
        for b in colours[i + 1:]:
            gap = math.dist((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue()))
            assert gap > 50, (a.name(), b.name(), gap)
    masks = []
    for shape in SEAT_MARKS:
        image = QImage(60, 60, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(mark_path(shape, 18, QPointF(30, 30)), QColor("black"))
        painter.end()
        masks.append({(x, y) for x in range(60) for y in range(60) if image.pixelColor(x, y).alpha() > 128})
    for i, a in enumerate(masks):
        assert len(a) > 300, SEAT_MARKS[i]
        for j, b in enumerate(masks[i + 1:], start=i + 1):
            assert len(a ^ b) > 0.12 * min(len(a), len(b)), (SEAT_MARKS[i], SEAT_MARKS[j])


# -- drawn offscreen -----------------------------------------------------------------------
@pytest.mark.parametrize("theme_name", THEMES)
@pytest.mark.parametrize("name", STAR_BOARDS)
def test_the_goal_is_an_n_gon_with_one_triangle_per_seat_colour(qapp, name, theme_name):
    variant, board = STAR_BOARDS[name]
    pos = nested(variant, board.seats)
    size = 600
    image = render_position(pos, size, 1.0, THEMES[theme_name]())
    geo = BoardGeometry(board)
    c = geo.goal
    assert geo.goal_outline is not None and geo.goal_outline.count() == board.seats
    for a, b, seat in geo.goal_triangles:
        inside = QPointF(c.x() + 0.62 * ((a.x() + b.x()) / 2 - c.x()), c.y() + 0.62 * ((a.y() + b.y()) / 2 - c.y()))
        pixel = image.pixelColor(*to_image(geo, inside, size))
        assert nearest_seat(pixel, board.seats) == seat, (name, theme_name, seat, pixel.name())
    # Beyond a corner of the N-gon, between two arms, is the plain surface (no square goal).
    a, _b, _s = geo.goal_triangles[0]
    outside = QPointF(c.x() + 1.45 * (a.x() - c.x()), c.y() + 1.45 * (a.y() - c.y()))
    pixel = image.pixelColor(*to_image(geo, outside, size))
    surface = THEMES[theme_name]().surface
    assert math.dist((pixel.red(), pixel.green(), pixel.blue()),
                     (surface.red(), surface.green(), surface.blue())) < 30, pixel.name()


@pytest.mark.parametrize("theme_name", THEMES)
@pytest.mark.parametrize("name", STAR_BOARDS)
def test_tokens_are_drawn_on_their_turned_squares_and_nests(qapp, name, theme_name):
    variant, board = STAR_BOARDS[name]
    seats = board.seats
    # Seat 1's token on a square of its turned arm, seat 4's pair (a blockade) on another.
    one, pair = f"T{board.start[1] + 3}", f"T{board.start[4] + 2}"
    pos = nested(variant, seats, s1=[one, "nest", "nest", "nest"], s4=[pair, pair, "nest", "nest"])
    size = 700
    image = render_position(pos, size, 1.0, THEMES[theme_name]())
    geo = BoardGeometry(board)
    layout = geo.layout(pos)
    for (seat, token), (point, scale, loc) in layout.items():
        face = QPointF(point.x() + CELL * TOKEN_RADIUS * scale * 0.5, point.y())
        pixel = image.pixelColor(*to_image(geo, face, size))
        assert nearest_seat(pixel, seats) == seat, (name, seat, token, loc, pixel.name())
    # The pair stays inside its turned square, side by side across the track.
    square = geo.square_of(4, pair)
    a, b = layout[(4, 0)], layout[(4, 1)]
    for point, scale, _loc in (a, b):
        assert edge_room(square, point) >= CELL * TOKEN_RADIUS * scale * 1.1, (name, pair)
    ux, uy = geo.ring_direction(int(pair[1:]))
    ax, ay = b[0].x() - a[0].x(), b[0].y() - a[0].y()
    assert abs(ax * ux + ay * uy) < 1e-6 * CELL   # across the direction of travel


@pytest.mark.parametrize("board", [PARCHIS68, PACHISI96, PARCHIS102, PARCHIS136, PACHISI144],
                         ids=lambda b: b.name)
@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_tokens_at_the_goal_stay_inside_their_triangle(qapp, board, count):
    variant = "pachisi" if board.name.startswith("pachisi") else "parchis"
    seats = board.seats
    rows = {f"s{s}": ["goal"] * count + ["nest"] * (4 - count) for s in range(seats)}
    rows["s1"] = ["goal"] * min(count, 3) + ["nest"] * (4 - min(count, 3))   # someone still plays
    pos = nested(variant, seats, **rows)
    geo = BoardGeometry(board)
    for (seat, token), (point, scale, loc) in geo.layout(pos).items():
        if loc != "goal":
            continue
        triangle = geo.goal_triangle(seat)
        # The disc, its rim and the side below it (the token's thickness) stay in the triangle.
        assert edge_room(triangle, point) >= CELL * TOKEN_RADIUS * scale * 1.05, (board.name, seat, token)
        assert scale >= 0.6, (board.name, count, scale)


def test_the_four_seat_boards_keep_their_shape(qapp):
    for board in (PARCHIS68, PACHISI96, RUSSIAN56):
        geo = BoardGeometry(board)
        assert geo.shape == "cross" and not geo.nest_round and geo.goal_outline is None
        assert all(geo.angle_of(0, f"T{n}") == 0 for n in geo.ring)
        for n, point in geo.ring.items():   # squares on the grid, as before
            square = geo.square_of(0, f"T{n}")
            assert square.boundingRect() == QRectF(point.x() - CELL / 2, point.y() - CELL / 2, CELL, CELL)


# -- square numbers (issue 25 item 14) ------------------------------------------------------
def test_square_numbers_are_readable_or_hidden():
    base = CELL * 0.22
    assert number_font_px(2.0) == base                     # large: as designed
    small = number_font_px(0.56)                           # 4 seats at 800x560 (about 470 px)
    assert small * 0.56 >= NUMBER_MIN_PX - 1e-9 and small <= CELL * 0.42
    assert number_font_px(0.3) == 0.0                       # too small to read: hidden


def _ink_rows(image: QImage, geo: BoardGeometry, n: int, size: int, dpr: float) -> int:
    """How many pixel rows of square ``n``'s top-left corner hold ink (its number) on the
    square's own fill (taken at its middle: a plain square without a token)."""
    point = geo.ring[n]
    background = image.pixelColor(*to_image(geo, point, size, dpr))
    x0, y0 = to_image(geo, QPointF(point.x() - CELL * 0.38, point.y() - CELL * 0.38), size, dpr)
    x1, y1 = to_image(geo, QPointF(point.x() - CELL * 0.02, point.y() - CELL * 0.04), size, dpr)
    rows = 0
    for y in range(y0, y1):
        for x in range(x0, x1):
            pixel = image.pixelColor(x, y)
            if math.dist((pixel.red(), pixel.green(), pixel.blue()),
                         (background.red(), background.green(), background.blue())) > 45:
                rows += 1
                break
    return rows


def test_square_numbers_grow_at_the_smallest_window_and_show_at_2x(qapp):
    theme = Theme.light()
    # Four seats at about 470 px: the number of a plain square is at least 7 device px tall.
    pos = Position.initial("parchis")
    geo = BoardGeometry(pos.board)
    image = render_position(pos, 470, 1.0, theme)
    rows = _ink_rows(image, geo, 44, 470, 1.0)
    assert rows >= 5, rows     # digits about 5 px tall (at the old 0.22 cell: 3)
    # Six and eight seats at 470 px (the board at 800x560): drawn, at least 7 px tall (issue
    # 34: they were hidden, named only by the square's tooltip) ...
    for seats in (6, 8):
        pos_n = nested("parchis", seats)
        geo_n = BoardGeometry(pos_n.board)
        n = 17 * 3 + 2 if seats == 6 else 17 * 4 + 2   # a plain square on an upright arm
        assert geo_n.angle_of(0, f"T{n}") == 0 and n not in pos_n.board.safe
        low = render_position(pos_n, 470, 1.0, theme)
        assert _ink_rows(low, geo_n, n, 470, 1.0) >= 5, seats
        # ... hidden on a board too small to read them (the tooltip names the square) ...
        tiny = render_position(pos_n, 300, 1.0, theme)
        assert _ink_rows(tiny, geo_n, n, 300, 1.0) == 0, seats
        # ... and drawn on a 2x screen.
        high = render_position(pos_n, 470, 2.0, theme)
        assert _ink_rows(high, geo_n, n, 470, 2.0) >= 6, seats


# -- the scene on a turned board -------------------------------------------------------------
@pytest.mark.parametrize("name", STAR_BOARDS)
def test_scene_hit_tests_tokens_on_turned_squares_and_names_the_square(qapp, name):
    variant, board = STAR_BOARDS[name]
    square = f"T{board.start[1] + 3}"
    pos = nested(variant, board.seats, s1=[square, square, "nest", "nest"])
    scene = BoardScene(board)
    try:
        scene.set_position(pos)
        geo = scene.geometry
        assert geo.angle_of(1, square) != 0
        for token in (0, 1):
            item = scene.token_item(1, token)
            assert scene._hit(item.pos()) == ("token", 1, token)
            assert geo.square_at(item.pos()) == int(square[1:])
        # The board's tooltip names the square under the mouse, on its turned corner too.
        centre = geo.ring[int(square[1:])]
        polygon = geo.square_of(1, square)
        corner = polygon.at(0)
        inside = QPointF(centre.x() + 0.9 * (corner.x() - centre.x()), centre.y() + 0.9 * (corner.y() - centre.y()))
        assert scene._board_item.square_tip(inside) == f"Square {square[1:]}"
        assert scene._board_item.square_tip(QPointF(geo.nest_rects[0].center())) == ""
        # The nest's names and turn glow are placed in the round nests.
        scene.set_turn(2)
        assert scene._turn_item.round_nest and scene._turn_item.target_rect == geo.nest_rects[2]
    finally:
        scene.deleteLater()


@pytest.mark.parametrize("board", [PARCHIS68, PARCHIS102], ids=lambda b: b.name)
def test_tokens_at_the_goal_gather_in_the_middle_of_their_triangle(qapp, board):
    geo = BoardGeometry(board)
    seats = board.seats
    for row in (["nest", "goal", "nest", "nest"], ["goal", "nest", "nest", "goal"], ["goal", "T30", "goal", "goal"]):
        pos = nested("parchis", seats, s0=row)
        points = [point for (seat, _t), (point, _s, loc) in geo.layout(pos).items() if seat == 0 and loc == "goal"]
        triangle = geo.goal_triangle(0)
        a, b = triangle.at(0), triangle.at(1)
        mid = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
        ux, uy = (b.x() - a.x()) / 3, (b.y() - a.y()) / 3   # along the side, per cell-ish
        middle = sum((p.x() - mid.x()) * ux + (p.y() - mid.y()) * uy for p in points) / len(points)
        assert abs(middle) < 1e-6 * CELL * CELL, (board.name, row)   # the group is centred
        spots = {(round(p.x(), 3), round(p.y(), 3)) for p in points}
        assert len(spots) == len(points)                              # each on its own place


def test_a_move_walks_along_a_turned_arm_and_its_markers_stay_on_the_square(qtbot):
    from parchis_desktop.engine import legal_moves, play
    board = PARCHIS102
    start = board.start[1]                                   # T22, on the arm at 60 degrees
    before = Position.from_json({"variant": "parchis", "seats": 6, "turn": 1, "dice": [3, 4],
                                 "tokens": [["nest"] * 4, [f"T{start}", "nest", "nest", "nest"]]
                                 + [["nest"] * 4] * 4})
    move = next(m for m in legal_moves(before) if m.token == 0 and m.kind == "sum")
    assert move.to == f"T{start + 7}"
    after = play(before, move)
    scene = BoardScene(board)
    try:
        scene.set_position(before)
        geo = scene.geometry
        # Two destination markers on one turned square: side by side inside it.
        scene.show_destinations([(1, move.to, "7"), (1, move.to, "3+4")])
        square = geo.square_of(1, move.to)
        for marker in scene.destination_markers():
            assert edge_room(square, marker.pos()) >= marker.radius * marker.scale(), marker.label
        scene.clear_destinations()
        scene.set_speed("fast")
        token = scene.token_item(1, 0)
        with qtbot.waitSignal(scene.animation_finished, timeout=5000):
            scene.animate_move(before, move, after)
        # It walked square by square along the turned arm (frames may be skipped on a busy
        # machine, so the walk's plan is checked, not sampled positions), and landed.
        assert scene.last_motions()[(1, 0)] == "walk"
        assert scene._walk_path(move) == [f"T{start + k}" for k in range(1, 8)]
        assert token.pos() == geo.ring[start + 7] and token.location == move.to
    finally:
        scene.deleteLater()


def test_hovering_a_square_of_a_small_board_names_it(qtbot):
    from parchis_desktop.ui.board import BoardView
    pos = nested("parchis", 8)
    scene = BoardScene(pos.board)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(470, 470)                      # the eight-seat board at the smallest window
    with qtbot.waitExposed(view):
        view.show()
    scene.set_position(pos)
    n = pos.board.start[1] + 2                 # T24, on the arm at 45 degrees
    assert scene.geometry.angle_of(0, f"T{n}") != 0
    qtbot.mouseMove(view.viewport(), view.mapFromScene(scene.geometry.ring[n]))
    qtbot.waitUntil(lambda: scene._board_item.toolTip() == f"Square {n}", timeout=2000)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(scene.geometry.nest_rects[3].center()))
    qtbot.waitUntil(lambda: scene._board_item.toolTip() == "", timeout=2000)


@pytest.mark.parametrize("name", STAR_BOARDS)
def test_the_window_scene_draws_the_larger_boards_as_the_offscreen_painter(qapp, name):
    variant, board = STAR_BOARDS[name]
    pos = nested(variant, board.seats, s1=[f"T{board.start[1] + 3}", "nest", "nest", "goal"],
                 s4=[f"T{board.start[4] + 2}"] * 2 + ["nest", "nest"])
    theme = Theme.light()
    size = 500
    image = render_position(pos, size, 1.0, theme)
    scene = BoardScene(board)
    try:
        scene.set_theme(theme)
        scene.set_position(pos)
        reference = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        reference.fill(theme.table)
        painter = QPainter(reference)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                               | QPainter.RenderHint.TextAntialiasing)
        scene.render(painter, QRectF(0, 0, size, size), scene.sceneRect())
        painter.end()
    finally:
        scene.deleteLater()
    far = [(x, y) for x in range(4, size, 9) for y in range(4, size, 9)
           if math.dist(image.pixelColor(x, y).getRgb()[:3], reference.pixelColor(x, y).getRgb()[:3]) > 40]
    assert len(far) < 0.01 * (size // 9) ** 2, f"{name}: {len(far)} sample pixels differ"


@pytest.mark.parametrize("variant, seats", [("parchis", 4), ("parchis", 6), ("parchis", 8), ("pachisi", 6)])
def test_partners_wear_a_band_of_each_others_colour_on_their_nests(qapp, variant, seats):
    """Issue 34, TM-1: partners were shown only in the panel and the dialogs. Each team
    player's nest has a band in the partner's colour, in the nest's shape (round on the star
    boards); without teams there is none."""
    from parchis_desktop.engine import Game
    from parchis_desktop.engine.mechanics import partner
    theme = Theme.light()
    game = Game.new(variant, seats, seed=3, seats=seats, rules={"teams": True})
    pos = game.position
    geo = BoardGeometry(pos.board)
    size = 700
    teams = render_position(pos, size, 1.0, theme)
    plain = render_position(Game.new(variant, seats, seed=3, seats=seats).position, size, 1.0, theme)
    for seat in range(seats):
        mate = partner(pos, seat)
        rect = geo.nest_rects[seat]
        area = rect.adjusted(CELL * 0.22, CELL * 0.22, -CELL * 0.22, -CELL * 0.22)
        # the middle of the band's outer edge facing away from the goal ... and the nest's middle height
        point = QPointF(area.center().x(), area.top() - CELL * 0.11) if geo.nest_round else \
            QPointF(area.left() - CELL * 0.11, area.center().y())
        x, y = to_image(geo, point, size, 1.0)
        colour, before = teams.pixelColor(x, y), plain.pixelColor(x, y)
        want = theme.nest(mate)
        assert math.dist((colour.red(), colour.green(), colour.blue()), (want.red(), want.green(), want.blue())) < 60, \
            (seat, colour.name(), want.name())
        assert math.dist((before.red(), before.green(), before.blue()), (want.red(), want.green(), want.blue())) > 60
