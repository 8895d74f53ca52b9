"""The review's arrows on the real board: the move played and the better one.

One graphics item over the tokens of a :class:`~parchis_desktop.ui.board.BoardScene`
that paints board overlays (:class:`~parchis_desktop.ui.board.Arrow` …) with the
scene's geometry and theme, the very code that draws the help's diagrams
(``ui/board/overlays.py``).  It never takes a click: the board below stays the replay's.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from parchis_desktop.ui.board.overlays import checked, paint_overlays

#: Above every token, moving ones too (decorations.Z_MOVING = 20), below the destination
#: markers (Z_MARKER = 30), which a replay never shows.
Z_REVIEW = 25


class OverlayItem(QGraphicsItem):
    """Board overlays drawn over a scene's tokens for one position."""

    def __init__(self, scene) -> None:
        super().__init__()
        self._scene = scene
        self._overlays: list = []
        self._position = None
        self.setZValue(Z_REVIEW)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        scene.addItem(self)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._scene.sceneRect() if self._scene is not None else QRectF()

    def set_overlays(self, overlays, position=None) -> None:
        """Draw ``overlays`` (arrows, rings, crosses) for ``position`` (tokens named by an
        overlay stand where ``position`` has them); an empty list clears the board."""
        self._overlays = checked(overlays)
        self._position = position
        self.prepareGeometryChange()
        self.update()

    def overlays(self) -> list:
        return list(self._overlays)

    def paint(self, painter, _option, _widget=None) -> None:
        if not self._overlays:
            return
        geo = self._scene.geometry
        layout = geo.layout(self._position) if self._position is not None else {}
        paint_overlays(painter, geo, self._scene.theme, self._overlays, layout)
