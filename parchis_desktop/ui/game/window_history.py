"""The main window's ways into the game history (store/history.py): the statistics window,
the history window with its replays, the reviews of games (ui/review/), "continue from here",
and the history's problems said in the notice strip.  A mixin of :class:`~.main_window.MainWindow` (its texts keep the
``MainWindow`` translation context)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt

from parchis_desktop.ui.texts.game import variant_name


class HistoryViews:
    """Game -> Statistics and Game -> History for the main window (``self`` is the window)."""

    def history_path(self) -> Path:
        from parchis_desktop.store.folders import data_dir
        from parchis_desktop.store.history import default_path
        return default_path(data_dir())

    def current_history_row(self) -> int:
        """The history row of the game on the board, once written (0 when unknown)."""
        writer, recorder = self.history_writer, self.controller.recorder
        if writer is None or recorder is None or recorder.handle is None:
            return 0
        recorder.flush()
        writer.flush(timeout=2.0)
        return writer.row_id(recorder.handle) or 0

    def show_statistics(self) -> None:
        """Game → Statistics: career, fair dice and this game's charts (pyqtgraph loads now)."""
        from parchis_desktop.ui.history.statistics import StatsWindow
        row = self.current_history_row()
        if self.stats_window is None:
            self.stats_window = StatsWindow(self.history_path(), self)
            self.stats_window.replay_requested.connect(self.open_replay_at)
        else:
            self.stats_window.reload()
        game = self.controller.game
        self.stats_window.set_game(game.record if game is not None else None, self.controller.players_data(), row)
        if self.stats_window.isVisible():      # already open behind the board: bring it forward
            self.stats_window.raise_()
            self.stats_window.activateWindow()
        else:
            self.stats_window.show()

    def show_dice_evidence(self) -> None:
        """The help's "Are the dice fair?" link: the statistics window on its Fair dice page."""
        self.show_statistics()
        self.stats_window.tabs.setCurrentWidget(self.stats_window.dice_page)

    def _history(self, show: bool = True):
        """The history window (made on first use); its list is read again."""
        from parchis_desktop.ui.history.replay import HistoryWindow
        self.current_history_row()              # the game on the board is written first
        if self.history_window is None:
            self.history_window = HistoryWindow(self.history_path(), self.scene_speed(), self)
            self.history_window.replay_opened.connect(self._replay_opened)
            self.history_window.analyse_requested.connect(self.analyse_record)
            self.history_window.review_requested.connect(self.open_review)
        else:
            self.history_window.speed = self.scene_speed()
            self.history_window.reload()
        if show and not self.history_window.isVisible():
            self.history_window.show()
        return self.history_window

    def _replay_opened(self, replay) -> None:
        replay.continue_requested.connect(lambda pos, seats, r=replay: self.continue_from(pos, seats, r.log_until_here()))
        replay.analyse_requested.connect(lambda r=replay: self.analyse_replay(r))

    def show_history(self) -> None:
        """Game → History: past games, replays, record files."""
        self._history(show=True)

    def open_replay_at(self, game_id: int, frame: int) -> None:
        """A chart point was clicked: the replay of that game at that moment."""
        history = self._history(show=False)
        replay = history.replay_game(game_id, frame) if game_id else None
        if replay is None and self.controller.game is not None:   # not in the history: the board's own record
            from parchis_desktop.store.replay import GameRecordFile, positions
            record = self.controller.game.record
            try:
                rec = GameRecordFile(record, positions(record), self.controller.players_data())
            except Exception:   # noqa: BLE001 (a record that does not replay is simply not shown)
                return
            replay = history.open_replay(rec, QCoreApplication.translate("MainWindow", "Replay: this game"))
            replay.go_to(frame)

    def open_review(self, rec, game_id: int = 0, frame: int = -1):
        """The review window of a record (``game_id``: its history row, whose cache it uses; 0
        for a game not in the history); at ``frame`` when given.  pyqtgraph loads now."""
        if self.review_locked(rec, game_id):
            text = QCoreApplication.translate(
                "MainWindow", "The review of a game in progress against the computer opens once the game is "
                              "over: it would show the best moves.")
            if self.history_window is not None and self.history_window.isVisible():
                self.history_window.message.setText(text)    # said where Review was clicked
            self.show_notice(text)
            return None
        from parchis_desktop.ui.review.window import ReviewWindow
        title = QCoreApplication.translate("MainWindow", "Review: %1").replace(
            "%1", variant_name(rec.frames[0].rules.preset))
        window = ReviewWindow(rec, self.scene_speed(), self, title, game_id=game_id,
                              db_path=self.history_path() if game_id else None)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.review_windows.append(window)
        window.destroyed.connect(lambda _o=None, w=window: self.review_windows.remove(w)
                                 if w in self.review_windows else None)
        self._replay_opened(window)               # "continue from here" and "analyse" as in a replay
        if frame >= 0:
            window.go_to(frame)
        window.show()
        return window

    def review_locked(self, rec, game_id: int) -> bool:
        """``rec`` is the game on the board, still being played against computer players (not
        a practice game, issue 30): its review waits for the end of the game."""
        game = self.controller.game
        if game is None or game.position.is_over or game.record.get("practice") is True:
            return False
        if not any(p.kind == "bot" for p in self.controller.players):
            return False
        if game_id and game_id == self.current_history_row():
            return True
        events = rec.record.get("events", [])
        return rec.record.get("start") == game.record.get("start") and events == game.events[:len(events)]

    def review_this_game(self):
        """The game-over dialog's "Review the game": the game on the board, with the history's
        cache when the history holds it (reviewable without it too)."""
        game = self.controller.game
        if game is None:
            return None
        from parchis_desktop.store.replay import GameRecordFile, RecordError, positions
        record = game.record
        try:
            rec = GameRecordFile(record, positions(record), self.controller.players_data())
        except RecordError:
            return None
        return self.open_review(rec, self.current_history_row())

    def continue_from(self, position, seats: list, log: list | None = None) -> None:
        """"Continue from here" in a replay: a new game from that position against computer
        players; the log keeps the replayed game's lines up to there (``log``, from the record),
        before "Game loaded."."""
        from parchis_desktop.engine import Game
        if not self.confirm_abandon(QCoreApplication.translate(
                "MainWindow", "A game is in progress. Abandon it and continue the replayed game from here?")):
            return
        self.load_game_object(Game(position), seats)
        self.move_log.set_lines([(0, words, seat) for _n, words, seat in log or []] + self.move_log.lines)
        self._log(lambda _names: QCoreApplication.translate("MainWindow", "Continued from a replay."))

    def _check_history(self) -> None:
        """Say a problem of the history once in the notice strip (the game goes on)."""
        writer = self.history_writer
        code = writer.take_problem() if writer is not None else None
        if code is not None:
            from parchis_desktop.ui.texts.history import problem_text
            self.show_notice(problem_text(code, writer.moved_aside))
