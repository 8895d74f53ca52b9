"""The scene's items that are not tokens: the static board, the players' names, the glow
around the nest of the seat to move and the blockade age badges (PA-9).

Each item only holds its state and asks :mod:`.painter` to draw it, so an offscreen
rendering (:func:`~.painter.render_position`) looks the same as the window.
"""

from __future__ import annotations

import math
import time

import shiboken6
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from parchis_desktop.ui.theme import Theme
from parchis_desktop.ui.board.geometry import CELL, BoardGeometry, name_box
from parchis_desktop.ui.board.painter import (
    BoardPainter,
    badge_colours,
    badge_font,
    badge_rect,
    badge_text,
    paint_badge,
    paint_name,
    paint_turn_glow,
    turn_glow_rect,
)

__all__ = ["BoardItem", "NameItem", "TurnItem", "BlockadeBadge",
           "Z_BOARD", "Z_TURN", "Z_NAME", "Z_TOKEN", "Z_BADGE", "Z_MOVING", "Z_MARKER"]

Z_BOARD, Z_TURN, Z_NAME, Z_TOKEN, Z_MOVING, Z_MARKER = 0, 2, 3, 10, 20, 30
Z_BADGE = 15


def _painter_state(name: str, doc: str) -> property:
    """A property of :class:`BoardItem` that reads and writes its painter's ``name`` (a new
    value draws the board again)."""
    def set_value(item, value) -> None:
        setattr(item._painter, name, value)
        item.invalidate()
    return property(lambda item: getattr(item._painter, name), set_value, doc=doc)


class BoardItem(QGraphicsItem):
    """The whole static board, painted once into a picture of the device's pixels (by
    :class:`BoardPainter`) and blitted from it.

    A resize changes the scale: each frame at a new scale scales the last sharp picture (a
    blit: a drag no longer redraws the whole board at every step, 21 ms a frame, nor at its
    first) and the board is drawn sharp again once the scale has held still for
    :attr:`SETTLE_MS`.

    Its tooltip names the ring square under the mouse ("Square 12"): the numbers drawn on
    the squares are hidden when the board is too small to read them (issue 25 item 14)."""

    SETTLE_MS = 120

    def __init__(self, geometry: BoardGeometry, theme: Theme) -> None:
        super().__init__()
        self._painter = BoardPainter(geometry, theme)
        self._cache: tuple[float, QPixmap] | None = None   # (device pixels per scene unit, picture)
        self._last_rescale = 0.0       # when a frame last came at another scale (monotonic s)
        self._sharp_due = False        # the size held still: the next frame is drawn sharp
        self._sharp_timer: QTimer | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(True)
        self.setZValue(Z_BOARD)
        #: The main window's board keeps its sharp picture on disk (picture_cache): a returning
        #: player's first frame reads it instead of drawing the board.
        self.keep_picture = False

    def invalidate(self) -> None:
        """The board's looks changed (theme, geometry, seats): draw it again."""
        self._cache = None
        self.update()

    def square_tip(self, point: QPointF) -> str:
        """The tooltip at scene ``point``: the ring square there, or nothing."""
        n = self._painter.geo.square_at(point)
        return "" if n is None else QCoreApplication.translate("BoardScene", "Square %1").replace("%1", str(n))

    def hoverMoveEvent(self, event) -> None:  # noqa: N802
        tip = self.square_tip(event.scenePos())
        if tip != self.toolTip():
            self.setToolTip(tip)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self.setToolTip("")

    # The painter's state, as the scene sets it (an update() follows).
    @property
    def geo(self) -> BoardGeometry:
        return self._painter.geo

    theme = _painter_state("theme", "The palette (a :class:`Theme`).")
    slot_count = _painter_state("slot_count", "How many token hollows a nest shows.")
    active_seats = _painter_state("active_seats", "The seats drawn as playing (None: all).")
    partners = _painter_state("partners", "Each team player's partner (TM-1), banded on the nests.")

    def set_geometry(self, geometry: BoardGeometry) -> None:
        self.prepareGeometryChange()
        self._painter.geo = geometry
        self.invalidate()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._painter.geo.scene_rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        t = painter.worldTransform()
        device = painter.device()
        if t.type().value > QTransform.TransformationType.TxScale.value or device is None or t.m11() <= 0:
            self._painter.paint(painter)   # turned or sheared: no picture of device pixels
            return
        dpr = device.devicePixelRatioF()
        scale = t.m11() * dpr
        cache = self._cache
        same = cache is not None and abs(cache[0] - scale) <= cache[0] * 1e-4
        if not same:
            now = time.monotonic()
            dragging = now - self._last_rescale < self.SETTLE_MS / 1000
            self._last_rescale = now
            if cache is not None and not self._sharp_due:
                # A new scale: the last sharp picture, scaled, and the board drawn sharp once the
                # size holds still (SETTLE_MS): neither the first frame of a drag nor any after it
                # redraws the whole board (25 ms).  Mid-drag with the nearest pixels (a few per
                # cent of scale apart they look the same, at a third of the cost: 3 ms a frame at
                # 1280 x 800); a lone resize (a maximized window) smoothed.
                self._sharpen_later()
                smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, not dragging)
                painter.drawPixmap(self.boundingRect(), cache[1], QRectF(cache[1].rect()))
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
                return
            cache = self._cache = (scale, self._picture(scale, dpr))
        self._sharp_due = False
        rect = self.boundingRect()
        origin = t.map(rect.topLeft())
        painter.save()
        painter.setWorldTransform(QTransform())   # device-aligned, as Qt's own item cache
        painter.drawPixmap(QPointF(round(origin.x() * dpr) / dpr, round(origin.y() * dpr) / dpr), cache[1])
        painter.restore()

    def _picture(self, scale: float, dpr: float) -> QPixmap:
        rect = self.boundingRect()
        width, height = max(1, math.ceil(rect.width() * scale)), max(1, math.ceil(rect.height() * scale))
        key = None
        if self.keep_picture:
            from parchis_desktop.ui.board import picture_cache
            key = picture_cache.picture_key(self._painter, width, height, dpr)
            kept = picture_cache.load(key, width, height, dpr)
            if kept is not None:
                return kept
        pixmap = QPixmap(width, height)
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                         | QPainter.RenderHint.SmoothPixmapTransform)
        p.scale(scale / dpr, scale / dpr)
        p.translate(-rect.topLeft())
        self._painter.paint(p)
        p.end()
        if key is not None:
            picture_cache.save_later(key, pixmap)
        return pixmap

    def _sharpen_later(self) -> None:
        if self._sharp_timer is None:
            self._sharp_timer = QTimer()
            self._sharp_timer.setSingleShot(True)
            self._sharp_timer.timeout.connect(self._sharpen)
        self._sharp_timer.start(self.SETTLE_MS)

    def _sharpen(self) -> None:
        """The size held still: the next frame draws the board sharp at its scale."""
        self._last_rescale = 0.0
        self._sharp_due = True
        if shiboken6.isValid(self):   # the scene may have dropped the item since (a new lesson...)
            self.update()


class NameItem(QGraphicsItem):
    """A player's name on the outer edge of the seat's nest."""

    def __init__(self, seat: int, rect: QRectF, centre: QPointF, theme: Theme, slots=(),
                 round_nest: bool = False) -> None:
        super().__init__()
        self.seat = seat
        self.text = ""
        self.theme = theme
        self._font_px = CELL * 0.5
        self.setZValue(Z_NAME)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.place(rect, centre, slots, round_nest)

    def place(self, rect: QRectF, centre: QPointF, slots=(), round_nest: bool = False) -> None:
        self.prepareGeometryChange()
        self._rect, self._font_px = name_box(rect, centre, slots, round_nest)
        self.update()

    def set_text(self, text: str) -> None:
        self.text = text
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        paint_name(painter, self._rect, self._font_px, self.text, self.seat, self.theme)


class TurnItem(QGraphicsItem):
    """A warm glow around the nest of the seat to move."""

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self.theme = theme
        self._rect = QRectF()
        self.target_rect = QRectF()
        self.round_nest = False
        self.setZValue(Z_TURN)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF, round_nest: bool = False) -> None:
        self.prepareGeometryChange()
        self.round_nest = round_nest
        self.target_rect = QRectF(rect)
        self._rect = turn_glow_rect(rect)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        m = CELL * 0.5
        return self._rect.adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        paint_turn_glow(painter, self._rect, self.theme, self.round_nest)


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
        self.text = badge_text(age, limit)
        self.theme = theme
        self._font = badge_font()
        self._rect = badge_rect(self.text, self._font)
        self.setZValue(Z_BADGE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if state == "open":
            self.setScale(1.2)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.update()

    def colours(self) -> tuple[QColor, QColor]:
        """(fill, text) of the badge in its state."""
        return badge_colours(self.state, self.seat, self.theme)

    def boundingRect(self) -> QRectF:  # noqa: N802
        m = CELL * 0.08
        return self._rect.adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        paint_badge(painter, self._rect, self._font, self.text, self.state, self.seat, self.theme)
