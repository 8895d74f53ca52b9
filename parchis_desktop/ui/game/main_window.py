"""The main window: board, side panel, menus and settings.

The human's board input is a :class:`~.move_input.MoveInput`, saving, loading and resuming
a :class:`~.game_files.GameFiles`, the --autoplay demo :mod:`.autoplay`; the window wires
them to the controller and the panel.  What the window does is split by concern into mixins:
window_games (new, save, load, resume), window_dialogs (rules, settings, help, notices),
window_events (the controller's news in the log), window_input (choices, roll, hints, keys),
window_history (statistics and replays) and window_analysis (the analysis board).
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractButton, QHBoxLayout, QLabel, QMainWindow, QPushButton, QVBoxLayout, QWidget,
)

from parchis_desktop.engine import Move
from parchis_desktop.engine.boards import board_named

from parchis_desktop.ui.game.animation_guard import AnimationGuard
from parchis_desktop.ui.board import BoardScene, BoardView
from parchis_desktop.ui.game.controller import GameController
from parchis_desktop.ui.game import hints
from parchis_desktop.ui.game import window_menus
from parchis_desktop.ui.game.game_files import GameFiles
from parchis_desktop.ui.game.window_dialogs import WindowDialogs
from parchis_desktop.ui.game.window_events import GameEvents
from parchis_desktop.ui.game.window_games import GameSessions
from parchis_desktop.ui.game.window_history import HistoryViews
from parchis_desktop.ui.game.window_analysis import AnalysisViews
from parchis_desktop.ui.game.window_input import WindowInput
from parchis_desktop.ui.game.move_input import MoveInput, is_choice
from parchis_desktop.store.folders import clean_profile_temps
from parchis_desktop.store.lock import BUSY, ProfileLock
from parchis_desktop.store.saves import AutoSaver
from parchis_desktop.store.settings import Settings

from parchis_desktop.ui.game.move_log import MoveLog
from parchis_desktop.ui.game.side_panel import SidePanel, initial_window_size, minimum_window_size
from parchis_desktop.ui.game.sound import SilentPlayer, make_player
from parchis_desktop.ui.texts.game import describe_choice

if TYPE_CHECKING:   # the dialogs are imported when first opened (start-up does not wait for them)
    from parchis_desktop.ui.dialogs.common import GameOverDialog
    from parchis_desktop.ui.dialogs.rules import RulesDialog


class Notice(QWidget):
    """A dismissible message strip above the board (errors never need a modal box)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("notice")
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 6, 6)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.close_button = QPushButton("✕")
        self.close_button.setFlat(True)
        self.close_button.setFixedWidth(28)
        self.close_button.clicked.connect(self.hide)
        self.close_button.setToolTip(self.tr("Close this message"))
        self.close_button.setAccessibleName(self.close_button.toolTip())   # not "✕" to a screen reader
        row.addWidget(self.label, 1)
        row.addWidget(self.close_button)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#notice { background: #fff3cd; border-bottom: 1px solid #e0c36a; }"
                           "#notice QLabel { color: #4a3b00; }")
        self.hide()

    def show_text(self, text: str) -> None:
        self.label.setText(text)
        self.show()


class MainWindow(GameSessions, WindowDialogs, GameEvents, WindowInput, HistoryViews, AnalysisViews, QMainWindow):
    """Top-level window of the game."""

    game_finished = Signal(list)   # places, after the end-of-game handling
    _autosave_status = Signal(object)   # from the autosave thread: a SaveError, or None when it works again

    def __init__(self, parent: QWidget | None = None, settings: Settings | None = None,
                 sound=None, autosave: bool = True, history: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        available = self.screen().availableGeometry().size()   # device-independent pixels
        self.setMinimumSize(minimum_window_size(available))   # at every scale factor
        self.resize(initial_window_size(available))
        self.settings = settings or Settings()
        # The sound device is probed (and QtMultimedia imported) just after the first frame.
        self._sound_pending = sound is None
        self.sound = sound if sound is not None else SilentPlayer()
        self.sound.set_enabled(self.settings.get("sound/enabled"))
        self._first_frame_done = False
        self._first_frame_jobs: list = []   # what waits for the first frame (see after_first_frame)
        self._rest_pending = False          # the next frame (the start-up game's) loads the rest
        self._language = self.settings.get("ui/language")   # installed by the app at start
        self.controller = GameController(self)
        self.controller.has_animator = True
        self.controller.bot_pace_ms = self.settings.get("bots/pace_ms")
        self.controller.bots.expert_seconds = self.settings.get("bots/expert_seconds")
        # One profile, one autosave: a second window of the same user does not autosave (see store.lock).
        self.profile_lock = ProfileLock() if autosave else None
        self._second_instance = self.profile_lock is not None and self.profile_lock.state == BUSY
        if self.profile_lock is not None and self.profile_lock.owned:   # what a killed write left behind
            # here, before anything of this window writes: deferred to after the first frame, it
            # removed the temp of an autosave a game started before that frame was writing
            clean_profile_temps(Path(self.settings.path))
        self._autosave_status.connect(self._on_autosave_status)
        self.autosaver = (AutoSaver(listener=self._autosave_status.emit)
                          if autosave and not self._second_instance else None)
        self.controller.autosaver = self.autosaver
        self.history_writer = None              # the game history (store/history.py), written off this thread
        if history:
            from parchis_desktop.store.folders import history_path
            from parchis_desktop.store.history_writer import GameRecorder, HistoryWriter

            saver = self.autosaver   # the history waits for the autosave of the same moment (issue 33)
            self.history_writer = HistoryWriter(history_path(),
                                                after=saver.wait_saved if saver is not None else None)
            self.controller.recorder = GameRecorder(self.history_writer,
                                                    ticket=saver.ticket if saver is not None else None)
        self.quit_at_end = False
        self.autoplay = False
        self.speed_override: str | None = None   # --autoplay --speed wins over the settings
        self.game_over_dialog: GameOverDialog | None = None
        self._thinking = False

        central = QWidget(self)
        outer = QVBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        self.notice = Notice(central)
        outer.addWidget(self.notice)
        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(body, 1)
        self.scene = BoardScene(board_named("parchis68"), self, keep_picture=True)
        self.view = BoardView(self.scene, central)
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        body.addWidget(self.view, 1)
        self.panel = SidePanel(central)
        self.panel.status.linkActivated.connect(self._open_link)
        self.move_log = MoveLog(self.panel, self._names)
        body.addWidget(self.panel)
        self.setCentralWidget(central)
        self.files = GameFiles(self)
        self.move_input = MoveInput(self.controller, self.scene, self)
        self.move_input.status.connect(self.panel.set_status)
        self.move_input.refresh_needed.connect(self._refresh)
        self._connect_scene()
        self.scene.set_speed(self.settings.get("animation/speed"))
        self.scene.set_large_tokens(self.settings.get("a11y/large_tokens"))

        c = self.controller
        self.animation_guard = AnimationGuard(c, lambda: self.scene, self)   # armed before the board animates
        c.changed.connect(self._refresh)
        c.rolled.connect(self._on_rolled)
        c.move_played.connect(self._on_move_played)
        c.passed.connect(self._on_passed)
        c.waiting_for_human.connect(self._on_waiting)
        c.game_over.connect(self._on_game_over)
        c.bot_thinking.connect(self._on_thinking)
        c.first_face.connect(self._on_first_face)
        c.first_tie.connect(self._on_first_tie)
        c.first_decided.connect(self._on_first_decided)
        c.bots.hint_ready.connect(self._on_hint)
        c.bots.fallback.connect(self._on_bot_fallback)
        self.hint_move: Move | None = None      # the move the last hint suggested
        self.panel.roll_clicked.connect(self.roll)
        self.panel.face_entered.connect(self.enter_face)
        self.panel.face_cleared.connect(self.correct_die)
        self.panel.dice_changed.connect(lambda: self.correct_die(whole_roll=True))
        self._entered: list[int] = []   # physical dice: faces entered so far for this roll
        self._first_face: int | None = None   # physical dice: the last die shown for "who starts?"

        from parchis_desktop.ui import focus_ring
        from parchis_desktop.ui.game.announce import Announcer
        from parchis_desktop.ui.board.access_hooks import attach as attach_accessible
        attach_accessible(self)                 # the board's tokens and moves for screen readers
        focus_ring.install()                    # a visible ring on whatever the keyboard reaches
        self.announcer = Announcer(self, self.settings.get("a11y/announce"))

        self._make_actions()
        self.retranslate_ui()
        self._refresh()
        self._startup_notices()

    # -- construction helpers ------------------------------------------------------
    def _connect_scene(self) -> None:
        self.move_input.set_scene(self.scene)
        self.scene.token_clicked.connect(self.move_input.click_token)
        self.scene.destination_clicked.connect(self.move_input.click_destination)
        self.scene.background_clicked.connect(self.move_input.deselect)
        self.scene.animation_finished.connect(self.controller.animation_finished)

    def _make_actions(self) -> None:
        window_menus.build(self)
        self.rules_view: RulesDialog | None = None
        self.history_window = None              # ui/replay_window.py: the games of the history, replays
        self.stats_window = None                # ui/stats_window.py, made (and pyqtgraph imported) when opened
        self.review_windows: list = []          # ui/review/window.py: the games' reviews (window_history.py)

    def retranslate_ui(self) -> None:
        """Set every user-visible text; called again when the language changes."""
        self.setWindowTitle(self.tr("Parchís Desktop"))
        window_menus.retitle(self)
        self.panel.retranslate_ui()
        if self.controller.game is not None:   # the seat labels in the nests (colour names)
            self.scene.set_names(self._names())
        self.move_log.render()                 # every line, the oldest too, from what it says
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- games ------------------------------------------------------------------
    def _prepare_board(self, board_name: str) -> None:
        """Finish animations first; rebuild the scene if the board changes."""
        self.scene.finish_now()
        self._close_game_over()
        if self.scene.board.name != board_name:
            old = self.scene
            self.scene = BoardScene(board_named(board_name), self, keep_picture=True)
            self.scene.set_speed(self.scene_speed())
            self.scene.set_large_tokens(self.settings.get("a11y/large_tokens"))
            self._connect_scene()
            self.view.setScene(self.scene)
            old.deleteLater()
        self.move_input.clear()
        self._entered = []
        self._first_face = None
        self.move_log.clear()


    def take_focus(self) -> None:
        """A human must act: the board takes the keyboard back from a button (Space on a button
        that kept the focus after a dialog, e.g. the notice's ✕, pressed that button instead of
        rolling) or from nowhere, but not from a place the player went to on purpose: a
        screen-reader user reading the move log (Tab) stays there, and its Space, Enter and
        digits still play (issue 35)."""
        focus = self.focusWidget()
        if focus is self.view:
            return
        if focus is None or (focus.window() is self and isinstance(focus, QAbstractButton)):
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def event(self, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.WindowUnblocked:   # a modal dialog of ours closed
            QTimer.singleShot(0, self, self._back_from_dialog)
        elif kind == QEvent.Type.Paint and not self._first_frame_done:
            self._first_frame_done = True
            QTimer.singleShot(0, self, self._after_first_frame)
        elif kind == QEvent.Type.Paint and self._rest_pending:
            QTimer.singleShot(0, self, self._load_the_rest)
        return super().event(event)

    #: A window that does not paint (started minimized) runs the jobs after this long anyway.
    FIRST_FRAME_PATIENCE_MS = 1000

    def after_first_frame(self, job) -> None:
        """Run ``job`` once the window's first frame is on screen (at once if it is): the
        start-up's game (a resumed autosave or the default game) comes a frame after the
        window, so the window shows without waiting for the engine and the game's set-up."""
        if self._first_frame_done:
            QTimer.singleShot(0, self, job)
        else:
            self._first_frame_jobs.append(job)
            QTimer.singleShot(self.FIRST_FRAME_PATIENCE_MS, self, self._no_frame_yet)

    def _no_frame_yet(self) -> None:
        if not self._first_frame_done:
            self._first_frame_done = True
            self._after_first_frame()

    def _after_first_frame(self) -> None:
        """The jobs that waited for the first frame, then, once their frame is painted (or
        after 0.3 s at the latest: a modal question a job asks, a minimized window), what
        the first frame did not need."""
        self._rest_pending = True
        QTimer.singleShot(300, self, self._load_the_rest)
        jobs, self._first_frame_jobs = self._first_frame_jobs, []
        for job in jobs:
            job()

    def _load_the_rest(self) -> None:
        """What the first frame did not need, loaded once it is on screen: the sound device,
        the AI modules (before any computer move) and the dialogs' modules (so the first
        Ctrl+N does not wait for them)."""
        if not self._rest_pending:
            return
        self._rest_pending = False
        if self._sound_pending:
            self._sound_pending = False
            self.sound = make_player(self)
            self.sound.set_enabled(self.settings.get("sound/enabled"))
        import parchis_desktop.ui.dialogs.common  # noqa: F401
        import parchis_desktop.ui.dialogs.new_game  # noqa: F401
        import parchis_desktop.ui.dialogs.rules  # noqa: F401
        from parchis_desktop.ui.game import ai_runner
        ai_runner.preload()

    def _back_from_dialog(self) -> None:
        """A modal dialog closed (Save, Settings, a question...): the window is active again and
        the board has the keyboard, so H, Enter and Space work at once (without a window
        manager, and with some, nothing was active until the board was clicked)."""
        from PySide6.QtWidgets import QApplication
        if QApplication.activeModalWidget() is not None or not self.isVisible() or self.isMinimized():
            return
        if QApplication.activeWindow() is None:
            self.activateWindow()
        if QApplication.activeWindow() in (None, self):
            self.take_focus()


    def scene_speed(self) -> str:
        return self.speed_override or self.settings.get("animation/speed")

    # -- the panel and highlights ------------------------------------------------------------
    def _refresh(self) -> None:
        c = self.controller
        pos = c.position
        self._check_history()
        self.panel.show_game(pos, c.players, self._thinking)
        self.undo_action.setEnabled(c.can_undo())
        self.hint_action.setEnabled(c.human_to_act() and bool(c.legal_moves()))
        self.save_action.setEnabled(pos is not None)
        self.rules_action.setEnabled(pos is not None)
        self.panel.roll_button.setEnabled(c.can_roll())
        self.panel.roll_button.setVisible(not c.physical_dice)
        entering = c.can_enter_roll()
        first_seat = c.first_roll_seat()
        self.panel.set_entry_for_first_roll(first_seat is not None)
        self.panel.entry.setVisible(entering or c.can_enter_first_face())
        self.panel.change_dice.setVisible(c.can_correct_roll())   # until a move is played
        if not entering:
            self._entered = []
        elif self._entered:
            self.panel.show_dice(tuple(self._entered), tuple(self._entered))
        if first_seat is not None:   # physical dice: the players roll for who starts
            self.panel.set_turn_text(self.tr("Who starts? %1 rolls one die.").replace("%1", self._name(first_seat)),
                                     first_seat)
            if self._first_face is not None:
                self.panel.show_dice((self._first_face,))
            self.scene.set_turn(first_seat)
        else:
            self.scene.set_turn(None if pos is None or pos.is_over else pos.to_move)
        choices = []
        if c.human_to_act():
            names = self._names()
            choices = [(describe_choice(m, names), lambda m=m: self.play_choice(m))
                       for m in c.legal_moves() if is_choice(m)]
        self.panel.set_choices(choices)
        if self.move_input.update_movable():
            if self.move_input.selected is None:
                self.panel.set_status(hints.decision_hint(self, pos, bool(choices)))
        else:
            if c.first_roll_pending():
                self.panel.set_status(self._first_roll_text())
            elif c.can_roll() and choices:
                self.panel.set_status(self.tr("Exchange prisoners with the buttons above as often as you like, then roll (Space)."))
            elif c.can_roll():
                self.panel.set_status(self.tr("Roll the dice: click the button or press Space."))
            elif pos is not None and not pos.is_over and pos.extra.get("gift") and pos.to_move != pos.turn:
                self.panel.set_status(hints.gift_text(self, pos))
            elif (pos is not None and not pos.is_over and pos.dice and not c.legal_moves() and not c.animating
                  and c.is_human(pos.to_move)):
                self.panel.set_status(self.tr("No legal move with this roll. A die mistyped? Change dice.")
                                      if c.can_correct_roll() else self.tr("No legal move with this roll."))
            elif pos is not None and pos.is_over:
                self.panel.set_status(self.tr("The game is over. Start a new one from the Game menu (Ctrl+N)."))
            elif pos is not None:
                self.panel.set_status("")


    # -- closing -----------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        self.panel.fit_window(self.width(), self.height())

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        self.scene.finish_now()
        self.controller.shutdown()
        if self.history_writer is not None:
            self.history_writer.close()
        if self.stats_window is not None:
            self.stats_window.close()
        self.close_analysis_windows()
        if self.history_window is not None:
            self.history_window.close()
        for review in list(self.review_windows):
            review.close()
        if self.profile_lock is not None:
            self.profile_lock.release()
        self._close_game_over()
        super().closeEvent(event)

