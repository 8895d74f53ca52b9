"""What the controller tells the main window, said in the move log and the status (``self`` is the
window): rolls, who starts, moves, passes, thinking, the end of the game.

A mixin of :class:`~.main_window.MainWindow`; its texts keep the ``MainWindow`` translation
context."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from parchis_desktop.engine import Move, Position

from parchis_desktop.ui.game.move_log import (move_text, over_text, pass_text, roll_text, starts_text)
from parchis_desktop.ui.game.side_panel import seat_summary
from parchis_desktop.ui.texts.game import colour_name, variant_name


class GameEvents:
    """What the controller tells the main window, said in the move log and the status."""

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
            return lambda _names: QCoreApplication.translate("MainWindow", "Who starts? Everyone rolls one die; the highest starts.")
        seats = list(c.first_roll_seats())
        return lambda names: QCoreApplication.translate("MainWindow", "Who starts? A tie: %1 roll again; the highest starts.").replace(
            "%1", ", ".join(names.get(s) or colour_name(s) for s in seats))

    def _on_first_face(self, seat: int, face: int) -> None:
        """A die for "who starts?": a human entered it, or the app rolled it for a computer seat."""
        self._first_face = face
        if self.controller.is_human(seat):
            self.panel.dice.set_dice((face,))
        else:
            self.sound.play("dice")
            self.panel.dice.roll_animation((face,), self.scene_speed())
        self._log(lambda names: QCoreApplication.translate("MainWindow", "Who starts: %1 rolls %2.").replace(
            "%1", names.get(seat) or colour_name(seat)).replace("%2", str(face)), seat)

    def _on_first_tie(self, face: int, seats: list) -> None:
        seats = list(seats)
        self._log(lambda names: QCoreApplication.translate("MainWindow", "Tie at %1: %2 roll again.").replace("%1", str(face)).replace(
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
        self.game_over_dialog.review_requested.connect(self.review_this_game)
        self.game_over_dialog.analyse_requested.connect(self.analyse_game)
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
                            physical_dice=self.controller.physical_dice,
                            practice=bool(getattr(self.controller.game, "practice", False)))
