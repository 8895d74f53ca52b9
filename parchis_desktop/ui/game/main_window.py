"""The main window: board, side panel, menus and settings.

The human's board input is a :class:`~.move_input.MoveInput`, saving, loading and resuming
a :class:`~.game_files.GameFiles`, the --autoplay demo :mod:`.autoplay`; the window wires
them to the controller and the panel.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QMainWindow, QMessageBox, QPushButton, QVBoxLayout, QWidget,
)

from parchis_desktop.engine import Move, Position
from parchis_desktop.engine.boards import board_named

from parchis_desktop.ui.game.animation_guard import AnimationGuard
from parchis_desktop.ui.board import BoardScene, BoardView
from parchis_desktop.ui.game.controller import GameController
from parchis_desktop.ui.game.players import BOT, HUMAN, SeatPlayer
from parchis_desktop.ui.game import hints
from parchis_desktop.ui.game import window_menus
from parchis_desktop.ui.game.game_files import GameFiles
from parchis_desktop.ui.game.window_history import HistoryViews
from parchis_desktop.ui.game.move_input import MoveInput, is_choice
from parchis_desktop.store.folders import clean_profile_temps
from parchis_desktop.store.lock import BUSY, ProfileLock
from parchis_desktop.store.saves import AutoSaver, LoadedSave
from parchis_desktop.store.settings import Settings

from parchis_desktop.ui.game.move_log import (MoveLog, first_rounds_text, move_text, over_text, pass_text, record_lines, roll_text,
                       starts_text)
from parchis_desktop.ui.texts.settings import settings_problem_text
from parchis_desktop.ui.game.side_panel import SidePanel, initial_window_size, minimum_window_size, seat_summary
from parchis_desktop.ui.game.sound import SilentPlayer, make_player
from parchis_desktop.ui.texts.game import colour_name, describe_choice, variant_name

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


class MainWindow(HistoryViews, QMainWindow):
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
        self._language = self.settings.get("ui/language")   # installed by the app at start
        self.controller = GameController(self)
        self.controller.has_animator = True
        self.controller.bot_pace_ms = self.settings.get("bots/pace_ms")
        self.controller.bots.expert_seconds = self.settings.get("bots/expert_seconds")
        # One profile, one autosave: a second window of the same user does not autosave (see store.lock).
        self.profile_lock = ProfileLock() if autosave else None
        self._second_instance = self.profile_lock is not None and self.profile_lock.state == BUSY
        if self.profile_lock is not None and self.profile_lock.owned:   # what a killed write left behind
            clean_profile_temps(Path(self.settings.path))
        self._autosave_status.connect(self._on_autosave_status)
        self.autosaver = (AutoSaver(listener=self._autosave_status.emit)
                          if autosave and not self._second_instance else None)
        self.controller.autosaver = self.autosaver
        self.history_writer = None              # the game history (store/history.py), written off this thread
        if history:
            from parchis_desktop.store.history import GameRecorder, HistoryWriter, default_path

            from parchis_desktop.store.folders import data_dir
            saver = self.autosaver   # the history waits for the autosave of the same moment (issue 33)
            self.history_writer = HistoryWriter(default_path(data_dir()),
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
        self.scene = BoardScene(board_named("parchis68"), self)
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
        from parchis_desktop.ui.board.accessible import attach as attach_accessible
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
            self.scene = BoardScene(board_named(board_name), self)
            self.scene.set_speed(self.scene_speed())
            self.scene.set_large_tokens(self.settings.get("a11y/large_tokens"))
            self._connect_scene()
            self.view.setScene(self.scene)
            old.deleteLater()
        self.move_input.clear()
        self._entered = []
        self._first_face = None
        self.move_log.clear()

    def start_game(self, variant: str, players: list[SeatPlayer], seed: int | None = None, rules=None,
                   physical_dice: bool = False) -> None:
        from parchis_desktop.engine.rules import PRESET_BOARD

        from parchis_desktop.ui.game.seating import board_name_for
        self._prepare_board(board_name_for(rules.board if rules is not None else PRESET_BOARD[variant], len(players)))
        self.controller.new_game(variant, players, seed=seed, rules=rules, physical_dice=physical_dice)
        pos = self.controller.position
        self.scene.set_names(self._names())
        self.scene.set_position(pos)
        if self.controller.first_roll_pending():   # physical dice: the players roll for it
            self._log(self._first_roll_words())
            self._refresh()
            return
        first = self.controller.game.events[0].get("first") if self.controller.game.events else None
        if first:
            self._log(lambda names: first_rounds_text(first, names))
        turn = pos.turn
        self._log(lambda names: starts_text(turn, names), turn)
        self._refresh()

    def new_game_dialog(self) -> None:
        from parchis_desktop.ui.dialogs.new_game import NewGameDialog
        from parchis_desktop.ui.texts.rule_words import rules_from_choice
        dialog = NewGameDialog(self.settings.last_new_game(), self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        choice = dialog.choice()
        if not self.confirm_abandon():
            return
        self.settings.set_last_new_game(choice)
        self.start_game(choice["variant"], [SeatPlayer.from_dict(p) for p in choice["players"]],
                        rules=rules_from_choice(choice), physical_dice=bool(choice.get("physical")))

    def game_in_progress(self) -> bool:
        """Something has been played in a game that is not over."""
        game = self.controller.game
        return (game is not None and not game.position.is_over
                and any("first" not in event for event in game.events))

    def confirm_abandon(self, text: str | None = None) -> bool:
        """Ask before a new game, a loaded one or one continued from a replay throws the one
        in progress away; No is the default."""
        if not self.game_in_progress():
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Abandon the game?"),
                          text or self.tr("A game is in progress. Abandon it and start the new one?"),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("abandonBox")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setEscapeButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def load_game_object(self, game, players, physical_dice: bool = False,
                         first_roll_pending: bool = False) -> None:
        self._prepare_board(game.position.board.name)
        self.controller.load(game, [SeatPlayer.from_dict(p) for p in players] if players else None,
                             physical_dice=physical_dice, first_roll_pending=first_roll_pending)
        self.scene.set_names(self._names())
        self.scene.set_position(game.position)
        self.move_log.set_lines(record_lines(game))
        self._log(lambda _names: self.tr("Game loaded."))
        if self.controller.first_roll_pending():
            self._log(self._first_roll_words())
        self._refresh()

    def load_saved(self, saved: LoadedSave) -> None:
        """A game read from a save file, with its players and its dice (app or physical)."""
        self.load_game_object(saved.game, saved.players, physical_dice=saved.physical_dice,
                              first_roll_pending=saved.first_roll_pending)
        if saved.history_dropped:
            self.show_notice(self.tr("The game's record in this file does not replay, so it was loaded "
                                     "without its history (the position is as saved)."))

    # Saving, loading and resuming live in game_files.GameFiles (self.files).
    def load_from(self, path: Path) -> bool:
        return self.files.load_from(path)

    def save_to(self, path: Path) -> bool:
        return self.files.save_to(path)

    def save_dialog(self) -> None:
        self.files.save_dialog()

    def load_dialog(self) -> None:
        self.files.load_dialog()

    def has_resumable_autosave(self) -> bool:
        return self.files.has_resumable_autosave()

    def resume_autosave(self) -> bool:
        return self.files.resume_autosave()

    def offer_resume(self) -> None:
        self.files.offer_resume()

    @property
    def second_instance(self) -> bool:
        """Another window holds this profile: this one neither autosaves nor resumes."""
        return self._second_instance

    def start_default_game(self) -> None:
        from parchis_desktop.ui.texts.rule_words import rules_from_choice
        from parchis_desktop.ui.game.seating import roster_from_choice
        last = self.settings.last_new_game()
        players = roster_from_choice(last)   # the last choice, on 4, 6 or 8 seats
        if players is not None:
            try:
                self.start_game(last.get("variant", "parchis"), players, rules=rules_from_choice(last),
                                physical_dice=last.get("physical") is True)
                return
            except Exception:
                pass
        self.start_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(BOT), SeatPlayer(BOT), SeatPlayer(BOT)])

    def undo(self) -> None:
        self.scene.finish_now()
        self._entered = []
        if self.controller.undo():
            self._close_game_over()
            self.move_input.clear()
            self.scene.set_position(self.controller.position)
            self.move_log.cut(len(self.controller.game.events))
            self._log(lambda _names: self.tr("Undone: back to the start of your turn."))
            self._refresh()

    def show_rules(self) -> None:
        """The rules of the game in progress, read-only (they can be saved as house rules)."""
        pos = self.controller.position
        if pos is None:
            return
        if self.rules_view is not None:
            self.rules_view.close()
            self.rules_view.deleteLater()
        from parchis_desktop.ui.dialogs.rules import RulesDialog
        self.rules_view = RulesDialog(pos.rules, self, read_only=True, seats=pos.board.seats)
        self.rules_view.open()

    # -- settings, view ---------------------------------------------------------------
    def settings_dialog(self) -> None:
        from parchis_desktop.ui.dialogs.common import SettingsDialog
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            dialog.store()
            self.apply_settings()
            self._startup_notices()   # a settings file that could not be written is said once

    def apply_settings(self) -> None:
        self.scene.set_speed(self.scene_speed())
        self.scene.set_large_tokens(self.settings.get("a11y/large_tokens"))
        self.controller.bot_pace_ms = self.settings.get("bots/pace_ms")
        self.controller.bots.expert_seconds = self.settings.get("bots/expert_seconds")
        on = self.settings.get("sound/enabled")
        self.sound.set_enabled(on)
        self.mute_action.setChecked(not on)
        self.announcer.set_verbosity(self.settings.get("a11y/announce"))
        self.apply_appearance()

    def apply_appearance(self) -> None:
        """The language and the theme from the settings, at once (the window retranslates on
        the LanguageChange event, the board follows the palette)."""
        from PySide6.QtWidgets import QApplication

        from parchis_desktop.ui.appearance import set_language, set_theme
        app = QApplication.instance()
        lang = self.settings.get("ui/language")
        if lang != self._language:
            self._language = lang
            set_language(app, lang or None)
        set_theme(app, self.settings.get("ui/theme"))

    def toggle_mute(self) -> None:
        on = not self.mute_action.isChecked()
        self.settings.set("sound/enabled", on)
        self.sound.set_enabled(on)

    def toggle_fullscreen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def about(self) -> None:
        from parchis_desktop.ui.dialogs.common import about_text
        QMessageBox.about(self, self.tr("About Parchís Desktop"), about_text())

    def _on_bot_fallback(self, why: str) -> None:
        """The Expert's process failed (ai.runner reason codes): say who moved instead."""
        if why == "worker-unavailable":
            text = self.tr("The Expert's process cannot be started, so the Strong level plays for it.")
        elif why == "worker-stalled":
            text = self.tr("The Expert's process stopped answering, so the Strong level made this move.")
        else:
            text = self.tr("The Expert's process stopped, so the Strong level made this move.")
        self.show_notice(text)

    # -- help (ui/help: built on first use) -------------------------------------------------------
    def show_help(self, page: str | None = None, anchor: str = ""):
        """F1: the rules browser, at the page of the variant being played."""
        from parchis_desktop.ui.help import open_help
        return open_help(self, page, anchor)

    def show_tutorial(self):
        """Help → Tutorial: the lessons (ui/help/tutorial.py)."""
        from parchis_desktop.ui.help import open_tutorial
        return open_tutorial(self)

    def show_welcome(self):
        """Help → Welcome screen (at the first start: ui.help.show_welcome_once)."""
        from parchis_desktop.ui.help import open_welcome
        return open_welcome(self)

    def _open_link(self, url: str) -> None:
        """A link in the status line: ``rule:PL-11`` opens that rule's paragraph in the help."""
        if url.startswith("rule:"):
            from parchis_desktop.ui.help import open_rule
            open_rule(self, url[5:])

    def show_notice(self, text: str) -> None:
        self.notice.show_text(text)

    def _startup_notices(self) -> None:
        """Say once what went wrong with the settings, and that a second window does not autosave."""
        lines = [settings_problem_text(p) for p in self.settings.take_problems()]
        if self._second_instance:
            lines.append(self.tr("Parchís Desktop is already open for this user: this window does not "
                                 "autosave its game (save it with Ctrl+S)."))
        if lines:
            self.show_notice("\n".join(lines))

    def _on_autosave_status(self, error) -> None:
        """The autosave stopped working (said once) or works again (said once)."""
        if error is not None:
            self.show_notice(self.tr("The game cannot be autosaved (%1). Save it with Ctrl+S to keep it.")
                             .replace("%1", str(error.params.get("reason", ""))))
        else:
            self.show_notice(self.tr("Autosave works again."))

    # -- controller events -------------------------------------------------------------
    def _name(self, seat: int) -> str:
        players = self.controller.players
        return (players[seat].name if seat < len(players) and players[seat].name else colour_name(seat))

    def _names(self) -> dict[int, str]:
        return {s: self._name(s) for s in range(len(self.controller.players))
                if not self.controller.players[s].empty}

    def _log(self, text, seat: int | None = None) -> None:
        """A line of the move log, after the record's events so far (Undo cuts it back):
        a function of the players' names that words it (again when the language changes)."""
        game = self.controller.game
        self.move_log.add(len(game.events) if game is not None else 0, text, seat)

    def _on_rolled(self, seat: int, dice: tuple) -> None:
        self.sound.play("dice")
        self.panel.dice.roll_animation(dice, self.scene_speed())
        self._log(lambda names: roll_text(seat, dice, names), seat)

    def _first_roll_text(self) -> str:
        """What "who starts?" asks now: everyone's die, or the tied players' dice again."""
        return self._first_roll_words()(self._names())

    def _first_roll_words(self):
        """:meth:`_first_roll_text` for the log: worded again when the language changes."""
        c = self.controller
        if c.first_roll_round() <= 1:
            return lambda _names: self.tr("Who starts? Everyone rolls one die; the highest starts.")
        seats = list(c.first_roll_seats())
        return lambda names: self.tr("Who starts? A tie: %1 roll again; the highest starts.").replace(
            "%1", ", ".join(names.get(s) or colour_name(s) for s in seats))

    def _on_first_face(self, seat: int, face: int) -> None:
        """A die for "who starts?": a human entered it, or the app rolled it for a computer seat."""
        self._first_face = face
        if self.controller.is_human(seat):
            self.panel.dice.set_dice((face,))
        else:
            self.sound.play("dice")
            self.panel.dice.roll_animation((face,), self.scene_speed())
        self._log(lambda names: self.tr("Who starts: %1 rolls %2.").replace(
            "%1", names.get(seat) or colour_name(seat)).replace("%2", str(face)), seat)

    def _on_first_tie(self, face: int, seats: list) -> None:
        seats = list(seats)
        self._log(lambda names: self.tr("Tie at %1: %2 roll again.").replace("%1", str(face)).replace(
            "%2", ", ".join(names.get(s) or colour_name(s) for s in seats)))

    def _on_first_decided(self, seat: int) -> None:
        self._first_face = None
        self._log(lambda names: starts_text(seat, names), seat)

    def _on_move_played(self, before: Position, move: Move, after: Position) -> None:
        self.move_input.clear()
        self._log(lambda names: move_text(before, move, names), move.seat)
        if move.captures:
            self.sound.play("capture")
        elif move.to == "goal" or move.to.startswith("H") and move.frm.startswith("T"):
            self.sound.play("home")
        else:
            self.sound.play("move")
        self.scene.animate_move(before, move, after)

    def _on_passed(self, seat: int) -> None:
        self._log(lambda names: pass_text(seat, names), seat)

    def _on_thinking(self, on: bool) -> None:
        self._thinking = on
        self._refresh()

    def _on_waiting(self) -> None:
        self._refresh()
        self.take_focus()

    def take_focus(self) -> None:
        """A human must act: the board takes the keyboard back (Space on a button that kept
        the focus after a dialog, e.g. the notice's ✕, pressed that button instead of rolling)."""
        focus = self.focusWidget()
        if focus is not self.view and (focus is None or focus.window() is self):
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def event(self, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.WindowUnblocked:   # a modal dialog of ours closed
            QTimer.singleShot(0, self, self._back_from_dialog)
        elif kind == QEvent.Type.Paint and not self._first_frame_done:
            self._first_frame_done = True
            QTimer.singleShot(0, self, self._after_first_frame)
        return super().event(event)

    def _after_first_frame(self) -> None:
        """What the first frame did not need, loaded once it is on screen: the sound device,
        the AI modules (before any computer move) and the dialogs' modules (so the first
        Ctrl+N does not wait for them)."""
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

    def _on_game_over(self, places: list) -> None:
        self._refresh()
        if self.autosaver is not None:
            self.autosaver.clear()
        self.sound.play("win")
        final = self.controller.position
        self._log(lambda names: over_text(final, names), places[0])
        self.game_finished.emit(places)
        if self.autoplay:
            return
        self._close_game_over()
        pos, players = self.controller.position, self.controller.players
        details = {seat: seat_summary(pos, players[seat], seat) for seat in pos.players}   # the panel's line
        from parchis_desktop.ui.dialogs.common import GameOverDialog
        self.game_over_dialog = GameOverDialog(places, self._names(), self, details=details,
                                               subtitle=variant_name(pos.rules.preset),
                                               teams=pos.team_places() if pos.rules.teams else None)   # TM-4
        self.game_over_dialog.accepted.connect(self._play_again)
        self.game_over_dialog.open()

    def _close_game_over(self) -> None:
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
            self.game_over_dialog.deleteLater()
            self.game_over_dialog = None

    def _play_again(self) -> None:
        pos = self.controller.position
        if pos is not None:
            self.start_game(pos.rules.preset, list(self.controller.players), rules=pos.rules,
                            physical_dice=self.controller.physical_dice)

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

    # -- human input -----------------------------------------------------------------------
    def play_choice(self, move: Move) -> None:
        """A decision made with a panel button (declining the reward, a prisoner exchange...)."""
        if self.controller.human_to_act():
            self.move_input.clear()
            self.controller.play_move(move)

    def choice_moves(self) -> list[Move]:
        """The legal moves offered as panel buttons, in button order."""
        if not self.controller.human_to_act():
            return []
        return [m for m in self.controller.legal_moves() if is_choice(m)]

    def roll(self) -> None:
        if self.controller.can_roll():
            self.controller.roll()

    def ask_hint(self) -> None:
        """H: the Expert (in its own process) suggests a move for the human to move."""
        c = self.controller
        if not (c.human_to_act() and c.legal_moves()):
            return
        self.panel.set_status(self.tr("Looking for a good move…"))
        c.bots.request_hint(c.position, c._epoch)

    def _on_hint(self, epoch: int, pos, move) -> None:
        hints.show_hint(self, epoch, pos, move)

    def enter_face(self, face: int) -> None:
        """Physical dice: one die of the real roll; the roll is played once every die is in.
        While the players roll for who starts, the one die of the seat whose turn it is."""
        c = self.controller
        if c.first_roll_pending():
            c.enter_first_face(face)
            return
        if not c.can_enter_roll() or not 1 <= face <= 6:
            return
        self._entered.append(face)
        if len(self._entered) < c.position.rules.dice:
            self.panel.dice.set_dice(tuple(self._entered), tuple(self._entered))
            return
        dice, self._entered = tuple(self._entered), []
        c.roll(dice)

    def moves_for_token(self, seat: int, token: int) -> list[Move]:
        return self.move_input.moves_for_token(seat, token)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        key = event.key()
        if key == Qt.Key.Key_Space:
            self.roll()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.move_input.move_focus(1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.move_input.activate_focus()
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_6 and (self.controller.can_enter_roll()
                                                    or self.controller.can_enter_first_face()):
            self.enter_face(key - Qt.Key.Key_0)   # physical dice: 1-6 enter a face
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and self.panel.choice_buttons:
            index = key - Qt.Key.Key_1   # 1..9: the panel's choice buttons, top to bottom
            if index < len(self.panel.choice_buttons):
                self.panel.choice_buttons[index].click()
            return
        if key == Qt.Key.Key_Escape and self.move_input.cancel():
            return
        if key in (Qt.Key.Key_Backspace, Qt.Key.Key_Escape, Qt.Key.Key_Delete) and self.correct_die():
            return
        super().keyPressEvent(event)

    def correct_die(self, whole_roll: bool = False) -> bool:
        """Physical dice: Backspace/Esc take back the last die entered, also once the roll is
        complete, until a move is played with it (the roll is then entered again); the
        "Change dice" button (``whole_roll``) takes back every die of the complete roll."""
        c = self.controller
        if c.can_enter_roll() and self._entered:
            self._entered.pop()
            self.panel.show_dice(tuple(self._entered), tuple(self._entered))
            return True
        if c.can_correct_roll():
            dice = c.correct_roll()
            self.move_input.cancel()
            self._entered = [] if whole_roll else list(dice[:-1])
            self.move_log.cut(len(c.game.events))
            self._refresh()
            return True
        return False

    # -- autoplay ----------------------------------------------------------------------------
    def start_autoplay(self, variant: str, seed: int | None, players: int, speed: str,
                       seats: int | None = None, teams: bool = False, options: dict | None = None) -> None:
        """An all-computer game of ``players`` at ``speed`` (the --autoplay demo; see autoplay.py)."""
        from parchis_desktop.ui.game.autoplay import start_autoplay
        start_autoplay(self, variant, seed, players, speed, seats=seats, teams=teams, options=options)

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
        if self.history_window is not None:
            self.history_window.close()
        if self.profile_lock is not None:
            self.profile_lock.release()
        self._close_game_over()
        super().closeEvent(event)

