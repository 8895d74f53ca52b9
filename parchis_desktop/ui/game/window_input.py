"""The player's input in the main window (``self`` is the window): choices, the roll, hints,
entered dice and their correction, the keys.

A mixin of :class:`~.main_window.MainWindow`; its texts keep the ``MainWindow`` translation
context."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from parchis_desktop.engine import Move

from parchis_desktop.ui.game import hints
from parchis_desktop.ui.game.move_input import is_choice


class WindowInput:
    """The player's input in the main window (``self`` is the window)."""

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
        self.panel.set_status(QCoreApplication.translate("MainWindow", "Looking for a good move…"))
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
