"""The analysis board's scene: the real board, arrows over it, and tokens that can be dragged.

:class:`AnalysisScene` is a :class:`~parchis_desktop.ui.board.BoardScene` (it draws and places
tokens the same way); in editing mode a token pressed and dragged follows the pointer and, let
go, :attr:`AnalysisScene.token_dropped` says where (the location of the token's seat under the
pointer, ``""`` for none).  Whether that setup is valid is the engine's business: the window
asks ``Position.from_json`` and puts the tokens back where the valid position has them.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import QGraphicsItem

from parchis_desktop.engine import Position

from parchis_desktop.ui.board import CELL, BoardScene
from parchis_desktop.ui.board.decorations import Z_MARKER, Z_MOVING
from parchis_desktop.ui.board.overlays import paint_overlays

__all__ = ["AnalysisScene", "OverlayItem", "seat_locations"]


def seat_locations(pos: Position, seat: int) -> list[str]:
    """Every place a token of ``seat`` may be put in the editor: its nest, its route (ring
    squares, home column, the goal) and the variant's own cells on its way (rest cells, the
    mirror, its arrow cell).  The engine still decides whether a setup is valid."""
    board = pos.board
    out = ["nest"] + [loc for loc in board.route[seat] if loc not in ("nest",)]
    for cell in board.special_cells:
        if cell[:1] == "A" and cell[1:].isdigit() and int(cell[1:]) != seat:
            continue   # another seat's arrow cell
        out.append(cell)
    seen: set[str] = set()
    return [x for x in out if not (x in seen or seen.add(x))]


class OverlayItem(QGraphicsItem):
    """Arrows, rings and crosses (ui/board/overlays.py) over the tokens of the scene."""

    def __init__(self, scene: BoardScene) -> None:
        super().__init__()
        self._scene = scene
        self._overlays: list = []
        self._layout: dict = {}
        self.setZValue(Z_MARKER + 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_overlays(self, overlays, pos: Position | None) -> None:
        self.prepareGeometryChange()
        self._overlays = list(overlays)
        self._layout = self._scene.geometry.layout(pos) if pos is not None else {}
        self.update()

    def overlays(self) -> list:
        return list(self._overlays)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._scene.sceneRect()

    def paint(self, painter, _option, _widget=None) -> None:
        if self._overlays:
            paint_overlays(painter, self._scene.geometry, self._scene.theme, self._overlays, self._layout)


class AnalysisScene(BoardScene):
    """The board of the analysis window (see the module doc)."""

    token_dropped = Signal(int, int, str)   # seat, token, location ("" if none there)

    def __init__(self, board, parent=None) -> None:
        super().__init__(board, parent)
        self.editing = False
        self._drag: tuple | None = None   # (seat, token, item, where it stood)
        self.overlay = OverlayItem(self)
        self.addItem(self.overlay)

    def set_board(self, board) -> None:
        super().set_board(board)
        if hasattr(self, "overlay"):
            self.overlay.set_overlays([], None)

    def set_overlays(self, overlays, pos: Position | None) -> None:
        self.overlay.set_overlays(overlays, pos)

    def location_at(self, pos: Position, seat: int, point: QPointF) -> str:
        """The location of ``seat`` whose place is under ``point`` ("" for none): the nest's
        area, else the nearest cell within half a cell."""
        geo = self.geometry
        if seat < len(geo.nest_rects) and geo.nest_rects[seat].contains(point):
            return "nest"
        best, best_d = "", CELL * 0.6
        for loc in seat_locations(pos, seat):
            if loc == "nest":
                continue
            try:
                centre = geo.point_of(seat, loc)
            except KeyError:
                continue
            d = ((centre.x() - point.x()) ** 2 + (centre.y() - point.y()) ** 2) ** 0.5
            if d < best_d:
                best, best_d = loc, d
        if not best and geo.goal_rect is not None and "goal" in pos.board.route[seat] and geo.goal_rect.contains(point):
            best = "goal"
        return best

    # -- dragging ------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802
        if self.editing and event.button() == Qt.MouseButton.LeftButton:
            hit = self._hit(event.scenePos())
            if hit[0] == "token":
                item = self.token_item(hit[1], hit[2])
                self._drag = (hit[1], hit[2], item, QPointF(item.pos()))
                item.setZValue(Z_MOVING)
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        if self._drag is not None:
            self._drag[2].setPos(event.scenePos())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self._drag is not None and event.button() == Qt.MouseButton.LeftButton:
            seat, token, item, start = self._drag
            self._drag = None
            event.accept()
            pos = self._position
            point = event.scenePos()
            moved = (point - start).manhattanLength() > CELL * 0.3
            item.setPos(start)
            if moved and pos is not None:
                self.token_dropped.emit(seat, token, self.location_at(pos, seat, point))
            else:
                self.token_clicked.emit(seat, token)
            return
        super().mouseReleaseEvent(event)
