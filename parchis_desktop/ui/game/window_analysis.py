"""The main window's ways into the analysis board (ui/analysis/): Game → Analyse this game,
Game → Analyse a saved game…, Game → Analysis board…, the game-over dialog's "Analyse the
game" and a replay's "Analyse this position".  Each way asks :func:`~parchis_desktop.ui.analysis.access.refusal`
first: a game in progress against computer players is analysed only once it is over, or in a
practice game.  A mixin of :class:`~.main_window.MainWindow` (its texts keep the ``MainWindow``
translation context)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt


class AnalysisViews:
    """The analysis windows of the main window (``self`` is the window)."""

    #: The Expert's node budget of the analysis board (None: the analysis module's default).
    analysis_nodes: int | None = None

    def _analysis_windows(self) -> list:
        if not hasattr(self, "_analysis_list"):
            self._analysis_list = []
        return self._analysis_list

    def open_analysis(self, frames=None, events=None, seats=None, index=None, position=None, title: str = ""):
        """An analysis window (closed with the main window); returns it."""
        from parchis_desktop.ui.analysis.window import AnalysisWindow
        window = AnalysisWindow(position=position, frames=frames, events=events, seats=seats, index=index,
                                nodes=self.analysis_nodes, title=title, parent=self, runner=self.analysis_runner())
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        windows = self._analysis_windows()
        windows.append(window)
        window.destroyed.connect(lambda _o=None, w=window: windows.remove(w) if w in windows else None)
        window.show()
        return window

    def analysis_runner(self):
        """The one worker process of every analysis window (started by the first request)."""
        if getattr(self, "_analysis_runner", None) is None:
            from parchis_desktop.ai.analysis_runner import AnalysisRunner
            self._analysis_runner = AnalysisRunner()
            self._analysis_runner_owned = True
        return self._analysis_runner

    def use_analysis_runner(self, runner) -> None:
        """Share ``runner`` (not closed with the window: tests share one worker)."""
        self._analysis_runner, self._analysis_runner_owned = runner, False

    def _refused(self, position, players, practice: bool) -> bool:
        """Say why the analysis is not offered (in the notice strip) and return True, or False."""
        from parchis_desktop.ui.analysis.access import refusal, refusal_text
        code = refusal(position, players, practice)
        if code is None:
            return False
        self.show_notice(refusal_text(code))
        return True

    def analysis_allowed(self) -> bool:
        """Whether the game on the board may be analysed now (see ui/analysis/access.py)."""
        from parchis_desktop.ui.analysis.access import refusal
        game = self.controller.game
        return game is not None and refusal(game.position, self.controller.players_data(), game.practice) is None

    def analyse_game(self):
        """Game → Analyse this game: every position of the game on the board, at the last."""
        from parchis_desktop.store.replay import positions
        game = self.controller.game
        if game is None or self._refused(game.position, self.controller.players_data(), game.practice):
            return None
        frames = positions(game.record) if game.events else [game.position]
        return self.open_analysis(frames, list(game.events), self.controller.players_data(),
                                  title=QCoreApplication.translate("MainWindow", "Analysis: this game"))

    def analyse_record(self, rec, index: int | None = None):
        """A recorded game (a store.replay.GameRecordFile: History → Analyse, a replay)."""
        from parchis_desktop.ui.texts.game import variant_name
        if self._refused(rec.frames[-1], rec.seats, rec.record.get("practice") is True):
            return None
        return self.open_analysis(rec.frames, rec.record.get("events", []), rec.seats, index=index,
                                  title=QCoreApplication.translate("MainWindow", "Analysis: %1").replace(
                                      "%1", variant_name(rec.frames[0].rules.preset)))

    def analyse_replay(self, replay):
        """A replay's "Analyse this position": the replayed game from the position shown."""
        return self.analyse_record(replay.rec, replay.index)

    def analyse_saved(self, path: Path):
        """A saved game's positions (refused with the reason if it cannot be read)."""
        from parchis_desktop.store.errors import SaveError
        from parchis_desktop.store.replay import positions
        from parchis_desktop.store.saves import load_game
        from parchis_desktop.ui.texts.saves import save_error_text
        try:
            saved = load_game(Path(path))
        except SaveError as exc:
            self.show_notice(QCoreApplication.translate("MainWindow", "The game could not be analysed: %1").replace(
                "%1", save_error_text(exc)))
            return None
        game = saved.game
        if self._refused(game.position, saved.players, game.practice):
            return None
        frames = positions(game.record) if game.events else [game.position]
        return self.open_analysis(frames, list(game.events), saved.players or [],
                                  title=QCoreApplication.translate("MainWindow", "Analysis: %1").replace(
                                      "%1", Path(path).name))

    def analyse_saved_dialog(self) -> None:
        """Game → Analyse a saved game…"""
        from PySide6.QtWidgets import QFileDialog

        from parchis_desktop.store.folders import saves_dir
        path, _ = QFileDialog.getOpenFileName(
            self, QCoreApplication.translate("MainWindow", "Analyse a saved game"), str(saves_dir()),
            QCoreApplication.translate("MainWindow", "Saved games (*.json);;All files (*)"))
        if path:
            self.analyse_saved(Path(path))

    def show_analysis_board(self):
        """Game → Analysis board…: the start position of the rules on the board, the editor open
        (never the game in progress: that is Analyse this game, with its fairness rule)."""
        from parchis_desktop.engine import Position
        game = self.controller.game
        pos = game.start if game is not None else None
        try:
            start = Position.initial(pos.rules.preset, list(pos.players), pos.rules, seats=pos.board.seats) \
                if pos is not None else Position.initial("parchis", 4)
        except Exception:   # noqa: BLE001 - any rules the engine refuses: the default board
            start = Position.initial("parchis", 4)
        window = self.open_analysis(position=start)
        window.set_editing(True)
        return window

    def close_analysis_windows(self) -> None:
        for window in list(self._analysis_windows()):
            window.close()
        runner, self._analysis_runner = getattr(self, "_analysis_runner", None), None
        if runner is not None and getattr(self, "_analysis_runner_owned", False):
            runner.close()
