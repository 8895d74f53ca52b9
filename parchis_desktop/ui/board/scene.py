"""The board scene: a QGraphicsScene drawn from a :class:`~parchis_desktop.engine.Board` table.

The whole static board is one cached :class:`~.decorations.BoardItem` (drawn by
:mod:`.painter`), so a frame costs one blit plus the tokens.  The scene places the tokens
of a position (:meth:`~.geometry.BoardGeometry.layout`), orchestrates the animation of a
move (each move kind has its own motion, see :mod:`.motions`), keeps the interaction state
(movable tokens, the selection, destination markers, the keyboard focus) and reports
clicks as signals.  It never decides anything.  A blockade whose age the position keeps
(``extra["ages"]``, PA-9) gets a small badge with its age and the limit.
"""

from __future__ import annotations

import math
from collections import defaultdict

from PySide6.QtCore import QPointF, QSequentialAnimationGroup, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QGuiApplication, QPixmapCache
from PySide6.QtWidgets import QGraphicsScene

from parchis_desktop.engine.boards import Board
from parchis_desktop.ui.theme import Theme
from parchis_desktop.ui.board.decorations import Z_MARKER, Z_TOKEN, BlockadeBadge, BoardItem, NameItem, TurnItem
from parchis_desktop.ui.board.geometry import CELL, TOKEN_RADIUS, BoardGeometry, blockade_states, spread, walk_plan
from parchis_desktop.ui.board.motions import SPEEDS, MotionBuilder, motion_walk_path
from parchis_desktop.ui.board.painter import BADGE_OFFSET, nest_state, partners_of
from parchis_desktop.ui.board.tokens import DestinationMarker, FlashItem, FocusRing, TokenItem

__all__ = ["BoardScene"]

# The board's cached image can be large at a high device pixel ratio; make sure Qt's
# pixmap cache can hold it (the default 10 MB is one 1600x1600 image).
_PIXMAP_CACHE_KB = 96 * 1024

#: The token radius with the "larger tokens" setting (low vision), times the usual one.
LARGE_TOKENS = 1.25


class BoardScene(QGraphicsScene):
    """The board with its tokens.  See the module docstring."""

    token_clicked = Signal(int, int)
    destination_clicked = Signal(int)
    background_clicked = Signal()
    animation_finished = Signal()

    def __init__(self, board: Board, parent=None, keep_picture: bool = False) -> None:
        super().__init__(parent)
        if QPixmapCache.cacheLimit() < _PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(_PIXMAP_CACHE_KB)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # few items, many moves
        app = QGuiApplication.instance()
        self._theme = Theme.for_palette(app.palette()) if app is not None else Theme.light()
        self._speed = "normal"
        self._tokens: dict[tuple[int, int], TokenItem] = {}
        self._markers: list[DestinationMarker] = []
        self._movable: list[tuple[int, int]] = []
        self._selected: tuple[int, int] | None = None
        self._names: dict[int, str] = {}
        self._turn: int | None = None
        self._press: tuple | None = None
        self._position = None
        self._after = None
        self._anim: QSequentialAnimationGroup | None = None
        self._animating = False
        self._motions: dict[tuple[int, int], str] = {}
        self._effects: list[FlashItem] = []
        self._badges: list[BlockadeBadge] = []

        self._finish_timer = QTimer(self)
        self._finish_timer.setSingleShot(True)
        self._finish_timer.setInterval(0)
        self._finish_timer.timeout.connect(self._complete)

        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(0.0)
        self._pulse.setEndValue(1.0)
        self._pulse.setDuration(1300)
        self._pulse.setLoopCount(-1)
        self._pulse.valueChanged.connect(self._on_pulse)

        self._token_radius = CELL * TOKEN_RADIUS
        self._focus = FocusRing(self._token_radius, self._theme)
        self._focus.setVisible(False)
        self.addItem(self._focus)
        self._turn_item = TurnItem(self._theme)
        self._turn_item.setVisible(False)
        self.addItem(self._turn_item)

        self._geo = BoardGeometry(board)
        self._board_item = BoardItem(self._geo, self._theme)
        self._board_item.keep_picture = keep_picture   # the main window's: kept on disk (picture_cache)
        self.addItem(self._board_item)
        self._name_items: list[NameItem] = []
        self.set_board(board)

    # -- board and theme ---------------------------------------------------------
    @property
    def board(self) -> Board:
        return self._geo.board

    @property
    def theme(self) -> Theme:
        return self._theme

    @property
    def geometry(self) -> BoardGeometry:
        return self._geo

    def set_board(self, board: Board) -> None:
        """Draw another board table (removes every token)."""
        self._cancel()
        self.clear_destinations()
        self._clear_badges()
        for key in list(self._tokens):
            self._remove_token(key)
        self._movable, self._selected = [], None
        if self._geo.board is not board:   # (the constructor's own board is measured once)
            self._geo = BoardGeometry(board)
        self._board_item.set_geometry(self._geo)
        self.setSceneRect(self._geo.scene_rect)
        for item in self._name_items:
            self.removeItem(item)
        self._name_items = [NameItem(s, rect, self._geo.centre, self._theme,
                                     self._geo.nest_slots[s] if s < len(self._geo.nest_slots) else (),
                                     self._geo.nest_round)
                            for s, rect in enumerate(self._geo.nest_rects)]
        for item in self._name_items:
            self.addItem(item)
            item.set_text(self._names.get(item.seat, ""))
        self.set_turn(self._turn)
        self._position = None

    def set_theme(self, theme: Theme) -> None:
        """Repaint everything in another palette (the view calls this on palette changes)."""
        self._theme = theme
        self._board_item.theme = theme   # drawn again
        for token in self._tokens.values():
            token.set_theme(theme)
        for item in self._name_items:
            item.theme = theme
            item.update()
        self._turn_item.theme = theme
        self._turn_item.update()
        self._focus.set_theme(theme)
        for badge in self._badges:
            badge.set_theme(theme)
        for marker in self._markers:
            marker._theme = theme
            marker.update()
        for view in self.views():
            view.setBackgroundBrush(theme.table)

    def set_large_tokens(self, large: bool) -> None:
        """Tokens (and the focus ring) a quarter larger, for low vision; the board is redrawn."""
        radius = CELL * TOKEN_RADIUS * (LARGE_TOKENS if large else 1.0)
        if radius == self._token_radius:
            return
        self._token_radius = radius
        self._focus.prepareGeometryChange()
        self._focus.radius = radius
        self._focus.setParentItem(None)
        self._focus.setVisible(False)
        pos = self._position
        for key in list(self._tokens):
            self._remove_token(key)
        if pos is not None:
            self._place(pos)
            self.set_movable(self._movable)
            self.set_selected(self._selected)

    def large_tokens(self) -> bool:
        return self._token_radius > CELL * TOKEN_RADIUS

    # -- positions ---------------------------------------------------------------
    def set_position(self, pos) -> None:
        """Show ``pos`` at once.  A running animation is cancelled without ``animation_finished``."""
        self._cancel()
        self._place(pos)

    def token_item(self, seat: int, token: int) -> TokenItem:
        return self._tokens[(seat, token)]

    def token_items(self) -> dict[tuple[int, int], TokenItem]:
        return dict(self._tokens)

    def scene_pos_of(self, seat: int, location: str) -> QPointF:
        """Centre of ``location`` as seen by ``seat`` (nest: its nest's centre; P<h>: h's prison)."""
        return self._geo.point_of(seat, location)

    def _layout(self, pos) -> dict[tuple[int, int], tuple[QPointF, float, str]]:
        """Where every token of ``pos`` stands: key -> (point, scale, location)."""
        return self._geo.layout(pos)

    def _place(self, pos) -> None:
        if pos.board is not self.board:
            self.set_board(pos.board)
        self._position = pos
        layout = self._layout(pos)
        for key in [k for k in self._tokens if k not in layout]:
            self._remove_token(key)
        for key, (point, scale, loc) in layout.items():
            item = self._tokens.get(key)
            if item is None:
                item = TokenItem(key[0], key[1], self._theme, self._token_radius)
                self._tokens[key] = item
                self.addItem(item)
            item.setPos(point)
            item.setScale(scale)
            item.setOpacity(1.0)
            item.lift = item.rest_lift()
            item.setZValue(Z_TOKEN + point.y() / 10000.0)
            item.set_location(loc)
        slot_count, active = nest_state(pos)
        drawn = self._board_item.active_seats
        if drawn is None:   # all seats look occupied: a game with every seat playing looks the same
            drawn = set(range(len(self._geo.nest_rects)))
        if slot_count != self._board_item.slot_count or active != drawn:
            self._board_item.slot_count = slot_count
            self._board_item.active_seats = active   # drawn again
        partners = partners_of(pos)
        if partners != self._board_item.partners:
            self._board_item.partners = partners
        self._show_badges(pos)

    def _remove_token(self, key) -> None:
        item = self._tokens.pop(key)
        if self._focus.parentItem() is item:
            self._focus.setParentItem(None)
            self._focus.setVisible(False)
        self.removeItem(item)

    # -- blockade ages (PA-9) ------------------------------------------------------
    def _show_badges(self, pos) -> None:
        """A badge beside every blockade whose age ``pos`` keeps (``extra["ages"]``, PA-9):
        its age and the limit, in warning colours when it must open in this turn (its
        owner's), amber when it has reached the limit and must open in the owner's next turn."""
        self._clear_badges()
        for square, owner, age, limit, state in blockade_states(pos):
            try:
                point = self.scene_pos_of(owner, square)
            except KeyError:
                continue
            badge = BlockadeBadge(square, owner, age, limit, state, self._theme)
            lines = [self.tr("Blockade age (in turns): %1 of %2 (PA-9).").replace("%1", str(age))
                     .replace("%2", str(limit))]
            if state == "open":
                lines.append(self.tr("It must be opened this turn."))
            elif state == "due":
                lines.append(self.tr("It must be opened in its owner's next turn."))
            else:
                lines.append(self.tr("Turns left: %1.").replace("%1", str(limit - age)))
            badge.setToolTip("\n".join(lines))
            badge.setPos(point.x() + BADGE_OFFSET[0], point.y() + BADGE_OFFSET[1])
            self.addItem(badge)
            self._badges.append(badge)

    def blockade_badges(self) -> list["BlockadeBadge"]:
        """The blockade age badges shown now (none during an animation)."""
        return list(self._badges)

    def _clear_badges(self) -> None:
        self._badges = self._removed(self._badges)

    def _removed(self, items: list) -> list:
        """Take ``items`` (badges, flashes) off the scene; the empty list that replaces them."""
        for item in items:
            if item.scene() is self:
                self.removeItem(item)
        return []

    # -- animation -------------------------------------------------------------
    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown speed {speed!r} (known: {', '.join(SPEEDS)})")
        self._speed = speed

    def speed(self) -> str:
        return self._speed

    def is_animating(self) -> bool:
        """True from :meth:`animate_move` until ``animation_finished`` is emitted."""
        return self._animating

    def animate_move(self, before, move, after) -> None:
        """Animate ``move`` from ``before`` to ``after``; ``animation_finished`` follows once.

        Clears the movable/selected/destination state (it belongs to the position
        before the move).  A running animation is cancelled first, silently.

        How a token moves depends on the move's kind (``engine.move.MOVE_KINDS``) and on
        location names only, never on the board's name: see :mod:`.motions`.  After the
        mover, every other token whose place changed follows.  Durations grow with the
        distance and follow the speed (:data:`SPEEDS`); the "instant" speed places
        ``after`` at once.
        """
        self._cancel()
        self.clear_destinations()
        self.set_movable([])
        self.set_selected(None)
        self._place(before)
        self._after = after
        self._animating = True
        self._motions = {}
        ms = SPEEDS[self._speed]
        if ms <= 0:
            self._place(after)
            self._finish_timer.start()
            return

        self._clear_badges()   # they describe ``before``; placing ``after`` draws them again
        target = self._layout(after)
        group = QSequentialAnimationGroup(self)
        moved: set[tuple[int, int]] = set()
        key = (move.seat, move.token) if move.token is not None else None
        token = self._tokens.get(key) if key is not None else None
        builder = MotionBuilder(self._geo, self._theme, self._tokens, self._add_effect, self._motions)
        if token is not None and key in target:
            group.addAnimation(builder.main(move, key, token, target, ms, moved))
        after_group = builder.followers(target, moved, ms)
        if after_group.animationCount():
            group.addAnimation(after_group)
        if group.animationCount() == 0:
            group.deleteLater()
            self._place(after)
            self._finish_timer.start()
            return
        group.finished.connect(self._complete)
        self._anim = group
        group.start()

    def last_motions(self) -> dict[tuple[int, int], str]:
        """How each token moves in the latest :meth:`animate_move` (empty at the "instant" speed):
        walk, leap, swap, freed, fall, climb, glide (the mover and its partners), hop (a token
        sent home or to prison), shift (a token making room)."""
        return dict(self._motions)

    def _walk_plan(self, move) -> list[tuple[str, str]]:
        """The cells ``move`` walks through on this board (see :func:`~.geometry.walk_plan`)."""
        return walk_plan(self.board, move)

    def _walk_path(self, move) -> list[str]:
        """The cells of :meth:`_walk_plan`, in order (its landing cell last), for walking kinds."""
        return motion_walk_path(self.board, move)

    def _add_effect(self, item: FlashItem) -> None:
        self.addItem(item)
        self._effects.append(item)

    def effects(self) -> list[FlashItem]:
        """The flashes of the running animation (none once it is over)."""
        return list(self._effects)

    def _clear_effects(self) -> None:
        self._effects = self._removed(self._effects)

    def finish_now(self) -> None:
        """Jump a running animation to its end; ``animation_finished`` is emitted (once)."""
        if self._animating:
            self._complete()

    def _complete(self) -> None:
        if not self._animating:
            return
        after = self._stop_animation()
        if after is not None:
            self._place(after)
        self.animation_finished.emit()

    def _cancel(self) -> None:
        """Stop a running animation without emitting anything."""
        self._stop_animation()

    def _stop_animation(self):
        """Stop and drop the running animation and its flashes; the position it was heading to."""
        self._animating = False
        self._finish_timer.stop()
        group, self._anim = self._anim, None
        if group is not None:
            group.finished.disconnect(self._complete)
            group.stop()
            group.deleteLater()
        self._clear_effects()
        after, self._after = self._after, None
        return after

    # -- interaction state -------------------------------------------------------
    def set_movable(self, tokens: list[tuple[int, int]]) -> None:
        """Glow (pulsing) on the tokens the player may move; [] clears."""
        self._movable = [tuple(t) for t in tokens]
        wanted = set(self._movable)
        for key, item in self._tokens.items():
            if item.movable and key not in wanted:
                item.lift = item.rest_lift()
            item.set_movable(key in wanted)
        if self._movable:
            if self._pulse.state() != QVariantAnimation.State.Running:
                self._pulse.start()
        else:
            self._pulse.stop()
        if self._focus.isVisible() and isinstance(self._focus.parentItem(), TokenItem) \
                and not self._focus.parentItem().movable:
            self.set_keyboard_focus(None, 0)

    def movable(self) -> list[tuple[int, int]]:
        return list(self._movable)

    def _on_pulse(self, value) -> None:
        wave = 0.5 - 0.5 * math.cos(2 * math.pi * float(value))
        opacity = 0.55 + 0.45 * wave
        bob = self._token_radius * 0.14 * wave
        for key in self._movable:
            item = self._tokens.get(key)
            if item is not None:
                item.halo.setOpacity(opacity)
                if not item.selected and not self._animating:
                    item.lift = bob

    def set_selected(self, token: tuple[int, int] | None) -> None:
        key = tuple(token) if token is not None else None
        if self._selected is not None and self._selected in self._tokens:
            self._tokens[self._selected].set_selected(False)
        self._selected = key
        if key is not None and key in self._tokens:
            self._tokens[key].set_selected(True)

    def selected(self) -> tuple[int, int] | None:
        return self._selected

    def show_destinations(self, targets: list[tuple[int, str, str]]) -> None:
        """Ghost markers on the cells of ``targets`` = [(seat, location, label)]; a click emits its index."""
        self.clear_destinations()
        radius = CELL * TOKEN_RADIUS
        groups: dict[tuple[int, int], list] = defaultdict(list)
        for index, (seat, location, label) in enumerate(targets):
            try:
                point = self.scene_pos_of(seat, location)
            except KeyError:
                point = QPointF(self._geo.centre)
            groups[(round(point.x()), round(point.y()))].append((index, seat, location, label, point))
        for group in groups.values():
            _i, seat0, loc0, _l, _p = group[0]
            offsets, scale = spread(len(group), self._geo.track_axis(seat0, loc0), self._geo.angle_of(seat0, loc0))
            for (index, seat, _loc, label, point), (ox, oy) in zip(group, offsets):
                marker = DestinationMarker(index, seat, str(label), self._theme, radius)
                marker.setPos(point.x() + ox * CELL, point.y() + oy * CELL)
                marker.setScale(scale)
                marker.setZValue(Z_MARKER)
                self.addItem(marker)
                self._markers.append(marker)
        self._markers.sort(key=lambda m: m.index)

    def clear_destinations(self) -> None:
        if self._focus.parentItem() is not None and isinstance(self._focus.parentItem(), DestinationMarker):
            self._focus.setParentItem(None)
            self._focus.setVisible(False)
        for marker in self._markers:
            self.removeItem(marker)
        self._markers = []

    def destination_markers(self) -> list[DestinationMarker]:
        return list(self._markers)

    def set_keyboard_focus(self, kind: str | None, index: int) -> None:
        """Focus ring on ``movable[index]`` ("token") or destination ``index``; None hides it."""
        target = None
        if kind == "token" and 0 <= index < len(self._movable):
            target = self._tokens.get(self._movable[index])
        elif kind == "destination" and 0 <= index < len(self._markers):
            target = self._markers[index]
        if target is None:
            self._focus.setParentItem(None)
            self._focus.setVisible(False)
            return
        self._focus.setParentItem(target)
        self._focus.setPos(0, 0)
        self._focus.setVisible(True)
        self._focus.update()

    def set_turn(self, seat: int | None) -> None:
        """Highlight the nest of the seat to move (None: no highlight)."""
        self._turn = seat
        if seat is None or not 0 <= seat < len(self._geo.nest_rects):
            self._turn_item.setVisible(False)
            return
        rect = self._geo.nest_rects[seat]
        if self._turn_item.target_rect != rect:  # repainting the glow is costly: only on change
            self._turn_item.set_rect(rect, self._geo.nest_round)
        self._turn_item.setVisible(True)

    def set_names(self, names: dict[int, str]) -> None:
        """Player names drawn in the nests (seats missing from ``names`` show none)."""
        self._names = {int(k): str(v) for k, v in names.items()}
        for item in self._name_items:
            item.set_text(self._names.get(item.seat, ""))

    # -- clicks --------------------------------------------------------------------
    def _hit(self, point: QPointF) -> tuple:
        for item in self.items(point):
            node = item
            while node is not None:
                if isinstance(node, DestinationMarker):
                    return ("destination", node.index)
                if isinstance(node, TokenItem):
                    return ("token", node.seat, node.index)
                node = node.parentItem()
        return ("background",)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._press = self._hit(event.scenePos())
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        pressed, self._press = self._press, None
        if self._hit(event.scenePos()) != pressed:
            return
        event.accept()
        if pressed[0] == "destination":
            self.destination_clicked.emit(pressed[1])
        elif pressed[0] == "token":
            self.token_clicked.emit(pressed[1], pressed[2])
        else:
            self.background_clicked.emit()

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802
        # A fast second click is a click too (Qt sends press, release, double-click, release).
        self.mousePressEvent(event)

