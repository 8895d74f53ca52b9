"""The scene's items that are not tokens: the static board, the players' names, the glow
around the nest of the seat to move and the blockade age badges (PA-9).

Each item only holds its state and asks :mod:`.painter` to draw it, so an offscreen
rendering (:func:`~.painter.render_position`) looks the same as the window.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
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
    """A property of :class:`BoardItem` that reads and writes its painter's ``name``."""
    return property(lambda item: getattr(item._painter, name),
                    lambda item, value: setattr(item._painter, name, value), doc=doc)


class BoardItem(QGraphicsItem):
    """The whole static board, painted once into a device-coordinate cache (by :class:`BoardPainter`).

    Its tooltip names the ring square under the mouse ("Square 12"): the numbers drawn on
    the squares are hidden when the board is too small to read them (issue 25 item 14)."""

    def __init__(self, geometry: BoardGeometry, theme: Theme) -> None:
        super().__init__()
        self._painter = BoardPainter(geometry, theme)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(True)
        self.setZValue(Z_BOARD)

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

    def set_geometry(self, geometry: BoardGeometry) -> None:
        self.prepareGeometryChange()
        self._painter.geo = geometry
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._painter.geo.scene_rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        self._painter.paint(painter)


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
