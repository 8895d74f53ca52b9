"""The board view: shows a :class:`~.scene.BoardScene` fitted and centred."""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsView, QWidget

from parchis_desktop.ui.theme import Theme
from parchis_desktop.ui.board.access_hooks import install_factory
from parchis_desktop.ui.board.scene import BoardScene

__all__ = ["BoardView"]


class BoardView(QGraphicsView):
    """Shows a :class:`BoardScene` fitted and centred, without scroll bars."""

    accessible_board = True   # its interface for screen readers is accessible.BoardAccessible

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        install_factory()   # the board's interface for screen readers, before anyone asks for it
        super().__init__(parent)
        # A viewport made here: Qt's own has no Python wrapper yet, and the first one made for
        # it (viewport(), every item's paint) makes PySide load every widget class (15 ms at
        # start-up, in the first frame).
        self.setViewport(QWidget())
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
        self._last_resize = 0.0
        self._settle: QTimer | None = None
        self._scaled: list[QGraphicsItem] = []   # items on a scaled picture while a resize goes on
        #: What the board asks of a layout (the tutorial asks less: its column scrolls).
        self.preferred_size = QSize(720, 720)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.preferred_size

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

    #: Resizes closer together than this are one drag of the window's edge.
    SETTLE_MS = 120

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        now = time.monotonic()
        if self._last_resize and self.isVisible():   # not the sizes given before it first shows
            self._dragging_started(fast=now - self._last_resize < self.SETTLE_MS / 1000)
        self._last_resize = now
        self.fit()

    def _dragging_started(self, fast: bool = True) -> None:
        """The window is being resized: the tokens, names and markers keep a picture of their
        own (at today's sharpness) that is scaled from frame to frame, instead of being drawn
        again at every new scale (the first frame of a drag too); once the size holds still
        they are drawn sharp again (the board itself does the same, see BoardItem).  ``fast``
        (mid-drag): the pictures are scaled with their nearest pixels."""
        if self._settle is None:
            self._settle = QTimer(self)
            self._settle.setSingleShot(True)
            self._settle.timeout.connect(self._dragging_stopped)
        self._settle.start(self.SETTLE_MS)
        if fast:   # smoothing the scaled pictures cost more than the rest of the frame
            self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        scene = self.scene()
        if self._scaled or scene is None:
            return
        scale = self.transform().m11() * self.devicePixelRatioF()
        device = QGraphicsItem.CacheMode.DeviceCoordinateCache
        for item in scene.items():
            if item.cacheMode() == device:
                rect = item.boundingRect()
                size = QSize(max(1, math.ceil(rect.width() * scale)), max(1, math.ceil(rect.height() * scale)))
                item.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache, size)
                self._scaled.append(item)

    def _dragging_stopped(self) -> None:
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        scaled, self._scaled = self._scaled, []
        scene = self.scene()
        for item in scaled:
            try:
                if item.scene() is scene:
                    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            except RuntimeError:   # removed from the scene and deleted meanwhile
                pass

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.fit()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            scene = self.scene()
            if isinstance(scene, BoardScene):
                scene.set_theme(Theme.for_palette(self.palette()))
                self.setBackgroundBrush(scene.theme.table)
        elif event.type() == QEvent.Type.LanguageChange:   # a screen reader's name in the new language
            self.setAccessibleName(self.tr("Game board"))
        super().changeEvent(event)

    def wheelEvent(self, event) -> None:  # noqa: N802
        event.ignore()   # the board never scrolls

    def keyPressEvent(self, event) -> None:  # noqa: N802
        event.ignore()   # keyboard play is the window's business: let the key go up
