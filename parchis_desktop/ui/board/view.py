"""The board view: shows a :class:`~.scene.BoardScene` fitted and centred."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from parchis_desktop.ui.theme import Theme
from parchis_desktop.ui.board.accessible import install_factory
from parchis_desktop.ui.board.scene import BoardScene

__all__ = ["BoardView"]


class BoardView(QGraphicsView):
    """Shows a :class:`BoardScene` fitted and centred, without scroll bars."""

    accessible_board = True   # its interface for screen readers is accessible.BoardAccessible

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        install_factory()   # the board's interface for screen readers, before anyone asks for it
        super().__init__(parent)
        self.setScene(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setMinimumSize(200, 200)
        self.setBackgroundBrush(scene.theme.table)
        self.setAccessibleName(self.tr("Game board"))

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(720, 720)

    def setScene(self, scene) -> None:  # noqa: N802 (Qt naming)
        """A new board (another variant) is fitted at once, and again whenever its extent
        changes: the last scene's scale drew Pachisi off the view and Russian far too small."""
        old = self.scene()
        if old is not None:
            try:
                old.sceneRectChanged.disconnect(self._scene_rect_changed)
            except (RuntimeError, TypeError):
                pass
        super().setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self._scene_rect_changed)
            if isinstance(scene, BoardScene):
                self.setBackgroundBrush(scene.theme.table)
        self.fit()

    def _scene_rect_changed(self, _rect) -> None:
        self.fit()

    def fit(self) -> None:
        """Scale the board to fill the view, keeping its aspect ratio."""
        scene = self.scene()
        if scene is not None and self.viewport().width() > 0 and self.viewport().height() > 0:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.fit()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            scene = self.scene()
            if isinstance(scene, BoardScene):
                scene.set_theme(Theme.for_palette(self.palette()))
                self.setBackgroundBrush(scene.theme.table)
        super().changeEvent(event)

    def wheelEvent(self, event) -> None:  # noqa: N802
        event.ignore()   # the board never scrolls

    def keyPressEvent(self, event) -> None:  # noqa: N802
        event.ignore()   # keyboard play is the window's business: let the key go up
