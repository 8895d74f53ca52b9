"""The board painter offscreen: any position drawn into a QImage without a scene or a
window (render_position), with overlays (arrows, rings, crosses) for help diagrams."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication

from parchis_desktop.engine import Game, Move, Position
from parchis_desktop.engine.rules import PRESETS
from parchis_desktop.ui.board import (
    CELL,
    TOKEN_RADIUS,
    Arrow,
    BoardGeometry,
    BoardScene,
    Cross,
    Ring,
    render_position,
)
from parchis_desktop.ui.board.geometry import walk_plan
from parchis_desktop.ui.theme import Theme, seat_colour

SIZE = 400


def spread_out(preset: str, seed: int = 5, decisions: int = 120) -> Position:
    """A reproducible position of ``preset`` with tokens on the track."""
    game = Game.new(preset, players=4, seed=seed)
    for _ in range(decisions):
        if not game.step_random():
            break
    return game.position


def to_image(geo: BoardGeometry, point: QPointF, size: int = SIZE, dpr: float = 1.0) -> tuple[int, int]:
    """The device pixel where render_position draws the scene ``point``."""
    rect = geo.scene_rect
    k = min(size / rect.width(), size / rect.height())
    x = size / 2 + (point.x() - rect.center().x()) * k
    y = size / 2 + (point.y() - rect.center().y()) * k
    return int(x * dpr), int(y * dpr)


def hue_gap(a: QColor, b: QColor) -> float:
    gap = abs(a.hsvHueF() - b.hsvHueF())
    return min(gap, 1.0 - gap)


def colour_gap(a: QColor, b: QColor) -> int:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))


@pytest.mark.parametrize("preset", PRESETS)
def test_every_preset_renders_offscreen_with_its_tokens_where_the_scene_puts_them(qapp, preset):
    pos = spread_out(preset)
    before = set(QApplication.topLevelWidgets())
    image = render_position(pos, SIZE, 1.0, Theme.light())
    assert set(QApplication.topLevelWidgets()) == before   # no window was made
    assert not image.isNull() and (image.width(), image.height()) == (SIZE, SIZE)
    assert image.pixelColor(1, 1) == Theme.light().table   # the table around the board
    geo = BoardGeometry(pos.board)
    on_track = 0
    for (seat, _token), (point, scale, loc) in geo.layout(pos).items():
        if loc[:1] != "T":
            continue
        # A saturated pixel of the seat's hue on the token's face (the mark sits in the middle,
        # the track tiles are pale): the token is drawn where the scene places it.
        face = QPointF(point.x() + CELL * TOKEN_RADIUS * scale * 0.45, point.y())
        pixel = image.pixelColor(*to_image(geo, face))
        assert hue_gap(pixel, seat_colour(seat)) < 0.07, (preset, seat, loc, pixel.name())
        assert pixel.hsvSaturationF() > 0.35, (preset, seat, loc, pixel.name())
        on_track += 1
    assert on_track >= 2, f"{preset}: the test position has too few tokens on the track"


@pytest.mark.parametrize("preset", PRESETS)
def test_the_offscreen_board_matches_the_scene(qapp, preset):
    pos = spread_out(preset)
    theme = Theme.light()
    image = render_position(pos, SIZE, 1.0, theme)
    scene = BoardScene(pos.board)
    scene.set_theme(theme)
    scene.set_position(pos)
    reference = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32_Premultiplied)
    reference.fill(theme.table)
    painter = QPainter(reference)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                           | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, SIZE, SIZE), scene.sceneRect())
    painter.end()
    scene.deleteLater()
    far = [(x, y) for x in range(4, SIZE, 9) for y in range(4, SIZE, 9)
           if colour_gap(image.pixelColor(x, y), reference.pixelColor(x, y)) > 24]
    assert len(far) < 0.01 * (SIZE // 9) ** 2, f"{preset}: {len(far)} sample pixels differ"


def test_device_pixel_ratio_and_sizes(qapp):
    pos = Position.initial("parchis")
    image = render_position(pos, (300, 200), dpr=2.0)
    assert (image.width(), image.height()) == (600, 400)
    assert image.devicePixelRatio() == 2.0
    clear = render_position(pos, 100, background=False)
    assert clear.pixelColor(0, 0).alpha() == 0
    with pytest.raises(ValueError):
        render_position(pos, 0)


def test_palette_picks_the_theme(qapp):
    pos = Position.initial("parchis")
    dark = render_position(pos, 120, palette=QPalette(QColor("#2b2b2b")))
    assert dark.pixelColor(0, 0) == QColor("#2b2b2b")
    light = render_position(pos, 120, palette=QPalette(QColor("#f0f0f0")))
    assert light.pixelColor(0, 0) == QColor("#f0f0f0")


def test_ring_and_cross_overlays(qapp):
    pos = Position.from_json({"variant": "parchis", "tokens": [["T5", "nest", "nest", "nest"], [],
                                                                ["T20", "nest", "nest", "nest"], []],
                              "turn": 0, "dice": [3, 4]})
    geo = BoardGeometry(pos.board)
    plain = render_position(pos, SIZE)
    theme = Theme.light()
    marked = render_position(pos, SIZE, palette=theme,
                             overlays=[Ring(0, "T12", colour="#00C000"), Cross(2, token=0)])
    # The ring: green on its circle around T12, the tile's centre untouched.
    centre = geo.point_of(0, "T12")
    edge = QPointF(centre.x() + CELL * 0.46, centre.y())
    ring_pixel = marked.pixelColor(*to_image(geo, edge))
    assert ring_pixel.green() > 150 and ring_pixel.red() < 100, ring_pixel.name()
    assert plain.pixelColor(*to_image(geo, centre)) == marked.pixelColor(*to_image(geo, centre))
    # The cross on seat 2's token (on T20): red at its middle, over the token.
    middle = geo.layout(pos)[(2, 0)][0]
    cross_pixel = marked.pixelColor(*to_image(geo, middle))
    assert cross_pixel.red() > 180 and cross_pixel.green() < 90, cross_pixel.name()
    assert colour_gap(plain.pixelColor(*to_image(geo, middle)), cross_pixel) > 60


def test_arrow_of_a_move_follows_its_route(qapp):
    pos = Position.from_json({"variant": "parchis", "tokens": [["T5", "nest", "nest", "nest"], [],
                                                                ["nest", "nest", "nest", "nest"], []],
                              "turn": 0, "dice": [3, 4]})
    board = pos.board
    move = Move(seat=0, token=0, kind="step", frm="T5", to="T12", dice=(3, 4))
    arrow = Arrow.for_move(move, board, colour="#0000FF")
    assert arrow.via == tuple(name for name, _how in walk_plan(board, move)[:-1])
    assert arrow.via[0] == "T6" and len(arrow.via) == 6
    geo = BoardGeometry(board)
    plain = render_position(pos, SIZE)
    drawn = render_position(pos, SIZE, overlays=[arrow])
    for name in arrow.via[1:-1]:
        pixel = drawn.pixelColor(*to_image(geo, geo.point_of(0, name)))
        assert pixel.blue() > 180 and pixel.red() < 80, (name, pixel.name())
    # A cell off the route is untouched.
    off = to_image(geo, geo.point_of(0, "T30"))
    assert plain.pixelColor(*off) == drawn.pixelColor(*off)
    with pytest.raises(TypeError):
        render_position(pos, 50, overlays=["T12"])
