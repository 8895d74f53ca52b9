"""Starting, saving, loading and resuming games for the main window (``self`` is the window): the
new-game dialog, asking before a game in progress is replaced, the autosave's offer to resume,
the default game.

A mixin of :class:`~.main_window.MainWindow`; its texts keep the ``MainWindow`` translation
context."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from parchis_desktop.ui.game.players import BOT, HUMAN, SeatPlayer
from parchis_desktop.store.saves import LoadedSave

from parchis_desktop.ui.game.move_log import (first_rounds_text, record_lines, starts_text)


class GameSessions:
    """Starting, saving, loading and resuming games for the main window (``self`` is the window)."""

    def start_game(self, variant: str, players: list[SeatPlayer], seed: int | None = None, rules=None,
                   physical_dice: bool = False, practice: bool = False) -> None:
        from parchis_desktop.engine.rules import PRESET_BOARD

        from parchis_desktop.ui.game.seating import board_name_for
        self._prepare_board(board_name_for(rules.board if rules is not None else PRESET_BOARD[variant], len(players)))
        self.controller.new_game(variant, players, seed=seed, rules=rules, physical_dice=physical_dice,
                                 practice=practice)
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
                        rules=rules_from_choice(choice), physical_dice=bool(choice.get("physical")),
                        practice=choice.get("practice") is True)

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
        from PySide6.QtWidgets import QMessageBox   # made when first asked (not at start-up)
        box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("MainWindow", "Abandon the game?"),
                          text or QCoreApplication.translate("MainWindow", "A game is in progress. Abandon it and start the new one?"),
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
        self._log(lambda _names: QCoreApplication.translate("MainWindow", "Game loaded."))
        if self.controller.first_roll_pending():
            self._log(self._first_roll_words())
        self._refresh()

    def load_saved(self, saved: LoadedSave) -> None:
        """A game read from a save file, with its players and its dice (app or physical)."""
        self.load_game_object(saved.game, saved.players, physical_dice=saved.physical_dice,
                              first_roll_pending=saved.first_roll_pending)
        if saved.history_dropped:
            self.show_notice(QCoreApplication.translate("MainWindow", "The game's record in this file does not replay, so it was loaded "
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
                                physical_dice=last.get("physical") is True, practice=last.get("practice") is True)
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
            self._log(lambda _names: QCoreApplication.translate("MainWindow", "Undone: back to the start of your turn."))
            self._refresh()
            self.announcer.say(QCoreApplication.translate("MainWindow", "Undone: back to the start of your turn."), True)

    # -- autoplay ----------------------------------------------------------------------------
    def start_autoplay(self, variant: str, seed: int | None, players: int, speed: str,
                       seats: int | None = None, teams: bool = False, options: dict | None = None) -> None:
        """An all-computer game of ``players`` at ``speed`` (the --autoplay demo; see autoplay.py)."""
        from parchis_desktop.ui.game.autoplay import start_autoplay
        start_autoplay(self, variant, seed, players, speed, seats=seats, teams=teams, options=options)
