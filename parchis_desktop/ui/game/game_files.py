"""The window's game files: saving and loading games, and resuming the autosave at start-up.

The files themselves are the store's business (:mod:`parchis_desktop.store.saves`, no Qt);
here are the file dialogs, the notices that word its errors, and what the window does
with a loaded game.  The texts keep the window's translation context ("MainWindow").
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
# QFileDialog and QMessageBox are imported where they are used: start-up does not make
# their classes (and a dozen enums) for the first frame.

from parchis_desktop.store.errors import SaveError
from parchis_desktop.store.files import with_json_suffix
from parchis_desktop.store.folders import autosave_path, saves_dir
from parchis_desktop.store.saves import default_save_name, load_game, recent_saves, save_game, set_aside_damaged

from parchis_desktop.ui.texts.saves import save_error_text

__all__ = ["GameFiles"]


class GameFiles(QObject):
    """Save, load and resume for ``window`` (a :class:`~.main_window.MainWindow`)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window

    def load_from(self, path: Path) -> bool:
        w = self.window
        try:
            saved = load_game(Path(path))   # any board (BD-1) and teams (TM-1)
        except SaveError as exc:
            w.show_notice(QCoreApplication.translate("MainWindow", "Could not load %1: %2")
                          .replace("%1", Path(path).name).replace("%2", save_error_text(exc)))
            return False
        w.load_saved(saved)
        w.announcer.say(QCoreApplication.translate("MainWindow", "Game loaded."), True)   # a screen reader hears it
        return True

    def save_to(self, path: Path) -> bool:
        w, c = self.window, self.window.controller
        if c.game is None:
            return False
        w.scene.finish_now()
        try:
            path = save_game(Path(path), c.game, c.players_data(), **c.table_data())   # adds .json when missing
        except OSError as exc:
            w.show_notice(QCoreApplication.translate("MainWindow", "Could not save: %1").replace("%1", str(exc)))
            return False
        saved = QCoreApplication.translate("MainWindow", "Saved to %1.").replace("%1", str(path))
        w.panel.set_status(saved)
        w.announcer.say(saved, True)
        return True

    def save_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox
        w = self.window
        if w.controller.game is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            w, QCoreApplication.translate("MainWindow", "Save game"), str(saves_dir() / default_save_name()),
            QCoreApplication.translate("MainWindow", "Saved games (*.json)"))
        if not path:
            return
        target = with_json_suffix(Path(path))   # "mid-game one" is saved as "mid-game one.json"
        if target != Path(path) and target.exists():
            answer = QMessageBox.question(
                w, QCoreApplication.translate("MainWindow", "Replace saved game?"),
                QCoreApplication.translate("MainWindow", "%1 already exists. Replace it?").replace("%1", target.name))
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.save_to(target)

    def fill_recent(self, menu) -> None:
        """Game → Recent saves: the newest saves in the saves folder, into ``menu``."""
        menu.clear()
        paths = recent_saves()
        for path in paths:
            action = menu.addAction(path.stem)
            action.setToolTip(str(path))
            action.triggered.connect(lambda _checked=False, p=path: self.ask_and_load(p))
        if not paths:
            menu.addAction(QCoreApplication.translate("MainWindow", "No saved games yet")).setEnabled(False)

    def load_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog
        path, _ = QFileDialog.getOpenFileName(
            self.window, QCoreApplication.translate("MainWindow", "Load game"), str(saves_dir()),
            QCoreApplication.translate("MainWindow", "Saved games and positions (*.json);;All files (*)"))
        if path:
            self.ask_and_load(Path(path))

    def ask_and_load(self, path: Path) -> bool:
        """Load ``path`` once the player agreed to leave the game in progress (No is the default)."""
        if not self.window.confirm_abandon(QCoreApplication.translate(
                "MainWindow", "A game is in progress. Abandon it and load %1?").replace("%1", Path(path).name)):
            return False
        return self.window.load_from(path)

    def has_resumable_autosave(self) -> bool:
        return not self.window.second_instance and autosave_path().is_file()

    def resume_autosave(self) -> bool:
        """Load the autosave; a damaged one gets a notice and is set aside."""
        path = autosave_path()
        if self.window.second_instance:   # the other window's game: not ours to take
            return False
        try:
            saved = load_game(path)
        except SaveError as exc:
            self.window.show_notice(QCoreApplication.translate(
                "MainWindow", "The autosaved game could not be restored: %1").replace("%1", save_error_text(exc)))
            set_aside_damaged(path)
            return False
        if saved.game.position.is_over:
            return False
        self.window.load_saved(saved)
        return True

    def offer_resume(self) -> None:
        """At start-up: resume the unfinished autosaved game, or start a fresh one."""
        if self.has_resumable_autosave():
            from PySide6.QtWidgets import QMessageBox
            box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("MainWindow", "Resume game?"),
                              QCoreApplication.translate(
                                  "MainWindow", "An unfinished game was saved when you left. Resume it?"),
                              QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.window)
            if box.exec() == QMessageBox.StandardButton.Yes and self.resume_autosave():
                return
        self.window.start_default_game()
