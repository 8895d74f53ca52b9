"""The board scene: drawn from the board table, tokens placed and animated, clicks reported."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette

from parchis_desktop.engine import Move, Position, legal_moves, play
from parchis_desktop.engine.boards import PARCHIS68, Board
from parchis_desktop.ui.board import CELL, SPEEDS, BoardScene, BoardView
from parchis_desktop.ui.theme import SEAT_COLOURS, Theme, seat_colour
from parchis_desktop.ui.board.tokens import DestinationMarker, TokenItem

MID_GAME = {"variant": "parchis", "tokens": [["T5", "T5", "nest", "goal"], [],
                                              ["T20", "nest", "nest", "nest"], []],
            "turn": 0, "dice": [3, 4]}


def position(data: dict | None = None, **changes) -> Position:
    data = dict(MID_GAME if data is None else data)
    data.update(changes)
    return Position.from_json(data)


def cell(location: str, seat: int = 0) -> QPointF:
    x, y = PARCHIS68.cell_xy(seat, location)
    return QPointF(x * CELL, y * CELL)


def dist(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def token_radius(item: TokenItem) -> float:
    return item.radius * item.scale()


@pytest.fixture
def scene(qapp):
    board_scene = BoardScene(PARCHIS68)
    yield board_scene
    board_scene.finish_now()
    board_scene.deleteLater()


@pytest.fixture
def view(qtbot, scene):
    board_view = BoardView(scene)
    qtbot.addWidget(board_view)
    board_view.resize(900, 700)
    with qtbot.waitExposed(board_view):
        board_view.show()
    return board_view


def click(qtbot, view: BoardView, scene_point: QPointF) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_point))


# -- drawing from the table -----------------------------------------------------------
def test_scene_builds_from_the_parchis_table(scene):
    geo = scene.geometry
    assert len(geo.ring) == PARCHIS68.ring == 68
    assert len(geo.home) == 4 * PARCHIS68.home_len
    assert geo.goal == QPointF(9.5 * CELL, 9.5 * CELL)
    # Each arm takes the colour of the seat whose home column (and start) lies on it.
    for seat, start in enumerate(PARCHIS68.start):
        assert geo.arm_seat[start] == seat
        assert geo.arm_seat[PARCHIS68.end[seat]] == seat
    # The goal is the centre square, one triangle per seat facing its home column.
    assert geo.goal_rect == QRectF(8 * CELL, 8 * CELL, 3 * CELL, 3 * CELL)
    assert sorted(seat for _corners, seat in geo.goal_sides.values()) == [0, 1, 2, 3]
    assert geo.goal_sides["s"][1] == 0  # seat 0's arm points down
    # The whole board (grid and rim) is inside the scene rectangle.
    assert scene.sceneRect().contains(geo.frame_rect)
    assert scene.sceneRect().contains(QRectF(0, 0, 19 * CELL, 19 * CELL))


def test_another_board_table_is_drawn_by_the_same_code(qapp):
    # A tiny made-up board: an 8-square ring round a 2x2 centre, two seats.
    ring = [(1, 1), (2, 1), (3, 1), (3, 2), (3, 3), (2, 3), (1, 3), (1, 2)]
    cells = {f"T{i + 1}": (c + 0.5, r + 0.5) for i, (c, r) in enumerate(ring)}
    cells["H1@0"], cells["H1@1"] = (2.5, 2.5), (2.5, 2.5)
    board = Board(name="mini", seats=2, ring=8, home_len=1, has_goal=False, start=(1, 5), end=(8, 4),
                  safe=frozenset({3}), semi_safe=frozenset({1, 5}), grid_size=(5, 5), cells=cells,
                  nest_slots=(((0.5, 4.5),), ((4.5, 0.5),)), goal_slots=((), ()),
                  nest_areas=((0, 4, 1, 1), (4, 0, 1, 1)))
    scene = BoardScene(board)
    assert scene.geometry.goal_rect is None
    assert scene.scene_pos_of(1, "T5") == QPointF(3.5 * CELL, 3.5 * CELL)
    assert scene.scene_pos_of(0, "nest") == QPointF(0.5 * CELL, 4.5 * CELL)
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    assert image.pixelColor(100, 100).alpha() > 0
    scene.deleteLater()


def test_seat_colours_and_themes(qapp):
    assert len(SEAT_COLOURS) == 8   # BD-4: four seats, then orange and purple, cyan and brown
    assert [seat_colour(s).name() for s in range(8)] == [c.name() for c in SEAT_COLOURS]
    yellow, blue, red, green = (seat_colour(s) for s in range(4))
    assert yellow.red() > 200 and yellow.green() > 150 and yellow.blue() < 100
    assert blue.blue() > blue.red() and red.red() > red.green() and green.green() > green.red()
    light, dark = QPalette(QColor("#f0f0f0")), QPalette(QColor("#2b2b2b"))
    assert not Theme.for_palette(light).dark
    assert Theme.for_palette(dark).dark
    assert Theme.for_palette(dark).table == QColor("#2b2b2b")


# -- placing tokens ---------------------------------------------------------------------
def test_set_position_places_tokens(scene):
    pos = position()
    scene.set_position(pos)
    assert set(scene.token_items()) == {(0, i) for i in range(4)} | {(2, i) for i in range(4)}

    # Nest tokens stand in their nest area, on distinct slots.
    for seat, indices in ((0, [2]), (2, [1, 2, 3])):
        x, y, w, h = PARCHIS68.nest_areas[seat]
        area = QRectF(x * CELL, y * CELL, w * CELL, h * CELL)
        for i in indices:
            assert area.contains(scene.token_item(seat, i).pos())
    nest = [scene.token_item(2, i).pos() for i in (1, 2, 3)]
    assert len({(p.x(), p.y()) for p in nest}) == 3

    # A lone token stands on its cell's centre.
    assert scene.token_item(2, 0).pos() == cell("T20")

    # Two tokens on one cell: side by side, both on the cell, not overlapping.
    a, b = scene.token_item(0, 0), scene.token_item(0, 1)
    assert dist(a.pos(), b.pos()) >= token_radius(a) + token_radius(b)
    for item in (a, b):
        assert dist(item.pos(), cell("T5")) < 0.35 * CELL
    assert a.scale() < 1.0

    # A token at the goal stands on the seat's goal slot: alone there, the middle one of the
    # seat's row, centred in its triangle (issue 25 item 14: goal tokens off the centre).
    gx, gy = PARCHIS68.goal_slots[0][4]
    assert scene.token_item(0, 3).pos() == QPointF(gx * CELL, gy * CELL)
    assert scene.token_item(0, 3).location == "goal"


def test_set_position_removes_tokens_of_empty_seats(scene):
    scene.set_position(position())
    scene.set_position(position(tokens=[["nest"] * 4, ["T30", "nest", "nest", "nest"], [], []], turn=1))
    assert {k[0] for k in scene.token_items()} == {0, 1}
    assert scene.token_item(1, 0).pos() == cell("T30", 1)


def test_scene_pos_of(scene):
    assert scene.scene_pos_of(0, "T5") == cell("T5")
    assert scene.scene_pos_of(1, "H3") == cell("H3", 1)
    x, y, w, h = PARCHIS68.nest_areas[3]
    assert QRectF(x * CELL, y * CELL, w * CELL, h * CELL).contains(scene.scene_pos_of(3, "nest"))
    goal = scene.scene_pos_of(2, "goal")
    assert scene.geometry.goal_rect.contains(goal)
    with pytest.raises(KeyError):
        scene.scene_pos_of(0, "Z9")


# -- animation ----------------------------------------------------------------------------
def _move(pos: Position, **fields) -> Move:
    for move in legal_moves(pos):
        if all(getattr(move, k) == v for k, v in fields.items()):
            return move
    raise AssertionError(f"no legal move with {fields}: {legal_moves(pos)}")


def test_instant_animation_finishes_at_the_destination(qtbot, scene):
    before = position()
    move = _move(before, token=0, kind="step", to="T9")
    after = play(before, move)
    scene.set_position(before)
    scene.set_speed("instant")
    with qtbot.waitSignal(scene.animation_finished, timeout=1000):
        scene.animate_move(before, move, after)
    assert not scene.is_animating()
    assert scene.token_item(0, 0).pos() == cell("T9")
    # The partner left behind is now alone, in the middle of T5.
    assert scene.token_item(0, 1).pos() == cell("T5")
    assert scene.token_item(0, 1).scale() == 1.0


def test_fast_animation_walks_to_the_destination(qtbot, scene):
    before = position()
    move = _move(before, token=0, kind="sum")   # T5 -> T12, seven squares
    after = play(before, move)
    scene.set_position(before)
    scene.set_speed("fast")
    token = scene.token_item(0, 0)
    seen: list[QPointF] = []
    token.xChanged.connect(lambda: seen.append(token.pos()))
    token.yChanged.connect(lambda: seen.append(token.pos()))
    with qtbot.waitSignal(scene.animation_finished, timeout=5000):
        scene.animate_move(before, move, after)
        assert scene.is_animating()
        assert token.pos() != cell("T12")
    assert not scene.is_animating()
    assert token.pos() == cell("T12")
    assert token.lift == 0.0
    # It walked along the route: it passed (near) the squares in between.
    for square in ("T7", "T9", "T11"):
        assert min(dist(p, cell(square)) for p in seen) < 0.3 * CELL


def test_capture_sends_the_captured_token_home(qtbot, scene):
    before = position({"variant": "parchis", "tokens": [["T16", "nest", "nest", "nest"], [],
                                                        ["T20", "nest", "nest", "nest"], []],
                       "turn": 0, "dice": [4, 1]})
    move = _move(before, token=0, to="T20")
    assert move.captures == ((2, 0),)
    after = play(before, move)
    scene.set_position(before)
    scene.set_speed("fast")
    with qtbot.waitSignal(scene.animation_finished, timeout=5000):
        scene.animate_move(before, move, after)
    assert scene.token_item(0, 0).pos() == cell("T20")
    gx, gy = PARCHIS68.nest_slots[2][0]
    assert scene.token_item(2, 0).pos() == QPointF(gx * CELL, gy * CELL)


def test_entering_token_moves_from_nest_to_start(qtbot, scene):
    before = position(tokens=[["nest", "nest", "T30", "goal"], [], ["T40", "nest", "nest", "nest"], []],
                      dice=[5, 2])
    move = _move(before, kind="enter")
    after = play(before, move)
    scene.set_position(before)
    scene.set_speed("fast")
    with qtbot.waitSignal(scene.animation_finished, timeout=5000):
        scene.animate_move(before, move, after)
    assert scene.token_item(0, move.token).location == "T5"


def test_finish_now_ends_an_animation_at_once(qtbot, scene):
    before = position()
    move = _move(before, token=0, kind="sum")
    after = play(before, move)
    scene.set_position(before)
    scene.set_speed("slow")
    finished = []
    scene.animation_finished.connect(lambda: finished.append(True))
    scene.animate_move(before, move, after)
    assert scene.is_animating()
    scene.finish_now()
    assert finished == [True]
    assert not scene.is_animating()
    assert scene.token_item(0, 0).pos() == cell("T12")
    qtbot.wait(50)
    scene.finish_now()   # nothing running: no second signal
    assert finished == [True]


def test_unknown_move_kinds_glide(qtbot, scene):
    before = position()
    after = position(tokens=[["T5", "nest", "nest", "goal"], [], ["T20", "nest", "nest", "nest"], []])
    move = Move(0, "penalty", 1, "T5", "nest")
    scene.set_position(before)
    scene.set_speed("fast")
    with qtbot.waitSignal(scene.animation_finished, timeout=5000):
        scene.animate_move(before, move, after)
    gx, gy = PARCHIS68.nest_slots[0][1]
    assert scene.token_item(0, 1).pos() == QPointF(gx * CELL, gy * CELL)


def test_set_position_cancels_a_running_animation_silently(qtbot, scene):
    before = position()
    move = _move(before, token=0, kind="sum")
    scene.set_speed("slow")
    finished = []
    scene.animation_finished.connect(lambda: finished.append(True))
    scene.animate_move(before, move, play(before, move))
    scene.set_position(before)
    assert not scene.is_animating()
    qtbot.wait(30)
    assert finished == []
    assert scene.token_item(0, 0).pos() != cell("T12")


def test_speeds():
    assert SPEEDS["instant"] == 0
    assert SPEEDS["slow"] > SPEEDS["normal"] > SPEEDS["fast"] > 0


# -- interaction --------------------------------------------------------------------------
def test_clicking_a_movable_token_emits_token_clicked(qtbot, scene, view):
    scene.set_position(position())
    scene.set_movable([(0, 0), (0, 1)])
    assert scene.token_item(0, 1).halo.isVisible()
    assert not scene.token_item(2, 0).halo.isVisible()
    with qtbot.waitSignal(scene.token_clicked, timeout=1000) as blocker:
        click(qtbot, view, scene.token_item(0, 1).scenePos())
    assert blocker.args == [0, 1]


def test_clicking_empty_board_emits_background_clicked(qtbot, scene, view):
    scene.set_position(position())
    with qtbot.waitSignal(scene.background_clicked, timeout=1000):
        click(qtbot, view, cell("T40"))


def test_destinations_are_clickable(qtbot, scene, view):
    scene.set_position(position())
    scene.set_selected((0, 0))
    assert scene.token_item(0, 0).selected
    targets = [(0, "T8", "3"), (0, "T9", "4"), (0, "T12", "3+4")]
    scene.show_destinations(targets)
    markers = scene.destination_markers()
    assert [m.index for m in markers] == [0, 1, 2]
    assert markers[2].pos() == cell("T12")
    with qtbot.waitSignal(scene.destination_clicked, timeout=1000) as blocker:
        click(qtbot, view, cell("T9"))
    assert blocker.args == [1]
    scene.clear_destinations()
    assert not [i for i in scene.items() if isinstance(i, DestinationMarker)]


def test_destinations_sharing_a_cell_are_offset(scene):
    scene.show_destinations([(0, "T9", "4"), (0, "T9", "+20")])
    a, b = scene.destination_markers()
    assert dist(a.pos(), b.pos()) >= a.radius * a.scale() + b.radius * b.scale()


def test_keyboard_focus_ring(scene):
    scene.set_position(position())
    scene.set_movable([(0, 0), (0, 1)])
    ring = scene._focus
    scene.set_keyboard_focus("token", 1)
    assert ring.isVisible() and ring.parentItem() is scene.token_item(0, 1)
    scene.show_destinations([(0, "T8", "3"), (0, "T9", "4")])
    scene.set_keyboard_focus("destination", 1)
    assert ring.parentItem() is scene.destination_markers()[1]
    scene.clear_destinations()
    assert not ring.isVisible()
    scene.set_keyboard_focus("token", 0)
    scene.set_keyboard_focus(None, 0)
    assert not ring.isVisible()


def test_turn_and_names(scene):
    scene.set_position(position())
    scene.set_names({0: "Ana", 2: "Computer"})
    assert [item.text for item in scene._name_items] == ["Ana", "", "Computer", ""]
    scene.set_turn(2)
    assert scene._turn_item.isVisible()
    x, y, w, h = PARCHIS68.nest_areas[2]
    nest = QRectF(x * CELL, y * CELL, w * CELL, h * CELL).adjusted(10, 10, -10, -10)
    assert scene._turn_item.boundingRect().contains(nest)
    scene.set_turn(None)
    assert not scene._turn_item.isVisible()


def test_animating_clears_the_choice_markers(qtbot, scene):
    before = position()
    scene.set_position(before)
    scene.set_movable([(0, 0)])
    scene.show_destinations([(0, "T8", "3")])
    move = _move(before, token=0, to="T8")
    scene.set_speed("instant")
    with qtbot.waitSignal(scene.animation_finished, timeout=1000):
        scene.animate_move(before, move, play(before, move))
    assert scene.movable() == [] and scene.destination_markers() == []


# -- the view -----------------------------------------------------------------------------
def test_view_keeps_the_board_fitted(qtbot, scene, view):
    for width, height in ((900, 700), (500, 800), (1280, 400)):
        view.resize(width, height)
        qtbot.waitUntil(lambda: view.viewport().size().width() == width)
        mapped = view.mapFromScene(scene.sceneRect()).boundingRect()
        port = view.viewport().rect()
        assert port.adjusted(-2, -2, 2, 2).contains(mapped)
        # It fills the limiting dimension and is centred in the other.
        assert max(mapped.width() / port.width(), mapped.height() / port.height()) > 0.97
        assert abs(mapped.center().x() - port.center().x()) <= 3
        assert abs(mapped.center().y() - port.center().y()) <= 3


def test_render_at_device_pixel_ratio_2(scene, view):
    scene.set_position(position())
    image = QImage(1800, 1400, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    view.render(painter, QRectF(0, 0, 900, 700), view.viewport().rect())
    painter.end()
    # The board fills the image: its rim near both edges, many colours in between.
    centre = image.pixelColor(900, 700)
    assert centre.alpha() == 255
    colours = {image.pixel(x, y) for x in range(0, 1800, 23) for y in range(0, 1400, 29)}
    assert len(colours) > 40
    # Seat 2's red nest is drawn in the top-left of the board.
    nest = view.mapFromScene(QPointF(1.2 * CELL, 4 * CELL))
    red = image.pixelColor(nest.x() * 2, nest.y() * 2)
    assert red.red() > 150 and red.green() < 120


def test_view_forwards_keys_and_ignores_the_wheel(qtbot, scene, view):
    before = view.transform()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.transform() == before
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff


def test_palette_change_switches_the_theme(qtbot, scene, view):
    assert not scene.theme.dark
    view.setPalette(QPalette(QColor("#202020")))
    assert scene.theme.dark
    assert view.backgroundBrush().color() == scene.theme.table


class _StubPosition:
    """Just what the scene reads from a position: board, tokens and location()."""

    def __init__(self, locations: list[list[str]]):
        self.board = PARCHIS68
        self.tokens = tuple(tuple(0 for _ in seat) for seat in locations)
        self._locations = locations

    def location(self, seat: int, token: int) -> str:
        return self._locations[seat][token]


def test_prisoners_stand_in_a_row_by_the_holders_nest(scene):
    # Prisoners (P<h>, Russian rules) and crowded special cells come from other boards;
    # the layout handles them from the location names alone.
    stub = _StubPosition([["P1", "P1", "nest", "nest"], ["nest"] * 4, [], ["P1", "nest", "nest", "nest"]])
    layout = scene._layout(stub)
    x, y, w, h = PARCHIS68.nest_areas[1]
    area = QRectF(x * CELL, y * CELL, w * CELL, h * CELL)
    prisoners = [layout[key] for key in ((0, 0), (0, 1), (3, 0))]
    assert all(area.contains(point) and loc == "P1" for point, _scale, loc in prisoners)
    points = [point for point, scale, _loc in prisoners]
    assert len({p.y() for p in points}) == 1
    assert min(dist(a, b) for i, a in enumerate(points) for b in points[i + 1:]) \
        >= 2 * CELL * 0.36 * prisoners[0][1]
    assert area.contains(scene.scene_pos_of(0, "P1"))


# -- the Russian and Pachisi boards ------------------------------------------------------
def _render(scene: BoardScene, size: int = 600) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    return image


def _assert_not_blank(image: QImage) -> None:
    size = image.width()
    colours = {image.pixel(x, y) for x in range(0, size, 7) for y in range(0, size, 11)}
    assert len(colours) > 40
    assert image.pixelColor(size // 2, size // 2).alpha() == 255


def _assert_tokens_at_their_cells(board_scene: BoardScene, pos) -> None:
    layout = board_scene._layout(pos)
    for (seat, token), (point, _scale, loc) in layout.items():
        item = board_scene._tokens[(seat, token)]
        assert dist(item.pos(), point) < 0.5, (seat, token, loc)
        assert board_scene.geometry.frame_rect.contains(point)


def _assert_nest_slots_inside_bases(board: Board) -> None:
    margin = 0.36   # a token's radius, in cells
    for seat, (x, y, w, h) in enumerate(board.nest_areas):
        inner = QRectF(x + margin, y + margin, w - 2 * margin, h - 2 * margin)
        for sx, sy in board.nest_slots[seat]:
            assert inner.contains(QPointF(sx, sy)), (board.name, seat, (sx, sy))


@pytest.mark.parametrize("board_name", ["russian56", "pachisi96"])
def test_nest_slots_lie_inside_their_bases(qapp, board_name):
    from parchis_desktop.engine.boards import board_named
    board = board_named(board_name)
    _assert_nest_slots_inside_bases(board)
    board_scene = BoardScene(board)
    for seat, rect in enumerate(board_scene.geometry.nest_rects):
        for point in board_scene.geometry.nest_slots[seat]:
            assert rect.contains(point)
    board_scene.deleteLater()


def test_russian_board_renders_with_tokens_on_special_cells(qapp):
    from parchis_desktop.engine.boards import RUSSIAN56
    board_scene = BoardScene(RUSSIAN56)
    geo = board_scene.geometry
    assert set(geo.special) == {"M", "A0", "A1", "A2", "A3"} | {f"O{q}" for q in RUSSIAN56.rest_cells}
    assert all(q in geo.ring for q in RUSSIAN56.mirror_corners)
    empty = _render(board_scene)
    _assert_not_blank(empty)
    pos = Position.from_json({"variant": "russian",
                              "tokens": [["M", "A0", "O3", "P1", "nest"], ["nest"] * 5,
                                         ["T7", "A2", "nest", "nest", "nest"],
                                         ["O39", "nest", "nest", "nest", "nest"]],
                              "turn": 0, "dice": [3, 4]})
    board_scene.set_position(pos)
    _assert_tokens_at_their_cells(board_scene, pos)
    # The prisoner stands in its holder's base; tokens on M and A0 stay on their cells.
    x, y, w, h = RUSSIAN56.nest_areas[1]
    assert QRectF(x * CELL, y * CELL, w * CELL, h * CELL).contains(board_scene._tokens[(0, 3)].pos())
    assert dist(board_scene._tokens[(0, 0)].pos(), geo.special["M"]) < CELL * 0.5
    assert dist(board_scene._tokens[(0, 1)].pos(), geo.special["A0"]) < CELL * 0.5
    full = _render(board_scene)
    _assert_not_blank(full)
    assert full != empty
    board_scene.deleteLater()


def test_pachisi_board_renders_with_tokens_on_castles(qapp):
    from parchis_desktop.engine.boards import PACHISI96
    board_scene = BoardScene(PACHISI96)
    assert len(PACHISI96.castles) == 12
    empty = _render(board_scene)
    _assert_not_blank(empty)
    pos = Position.from_json({"variant": "pachisi",
                              "tokens": [["T4", "T13", "nest", "goal"], ["nest"] * 4,
                                         ["T38", "nest", "nest", "nest"], ["nest"] * 4],
                              "turn": 0, "dice": [3, 4]})
    board_scene.set_position(pos)
    _assert_tokens_at_their_cells(board_scene, pos)
    full = _render(board_scene)
    _assert_not_blank(full)
    assert full != empty
    board_scene.deleteLater()


@pytest.mark.parametrize("board_name", ["parchis68", "russian56", "pachisi96"])
def test_player_names_stay_clear_of_nest_slots_and_prisoners(qapp, board_name):
    from parchis_desktop.engine.boards import board_named
    board = board_named(board_name)
    board_scene = BoardScene(board)
    board_scene.set_names({0: "A", 1: "B", 2: "C", 3: "D"})
    for item in board_scene._name_items:
        rect = item.boundingRect()
        assert board_scene.geometry.nest_rects[item.seat].contains(rect)
        for point in board_scene.geometry.nest_slots[item.seat]:
            assert not rect.adjusted(-CELL * 0.36, -CELL * 0.36, CELL * 0.36, CELL * 0.36).contains(point)
        for point in board_scene.geometry.prison_slots(item.seat, len(board.prison_slots[item.seat])
                                                       if board.prison_slots else 0):
            assert not rect.contains(point)
    board_scene.deleteLater()


def test_the_glow_of_a_movable_token_stands_out_from_its_own_colour(qapp):
    """The amber glow melted into a yellow token sitting in its yellow nest; that seat's glow
    is white (light and dark palettes), every other seat keeps the theme's glow."""
    from parchis_desktop.ui.theme import Theme, seat_colour
    for theme in (Theme.light(), Theme.dark_theme()):
        for seat in range(6):
            halo, own = theme.halo(seat), seat_colour(seat)
            gap = abs(halo.hueF() - own.hueF())
            assert halo.saturationF() < 0.05 or min(gap, 1 - gap) >= 0.08, (seat, halo.name())
        assert theme.halo(0).name() == "#ffffff"            # yellow
        assert theme.halo(1) == theme.glow                  # blue
