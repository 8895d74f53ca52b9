"""The players the controller asks for decisions: a human at the screen, a human with real
dice (physical), a computer player (bot).

:class:`SeatPlayer` is a seat's setting as the New game dialog, the saves and the settings
keep it (kind, level, name); :func:`player_for` turns it into the object the controller
asks.  The controller never branches on kind strings: when a seat is to roll, to choose a
move or to give its die for "who starts?" (G-3), it asks that seat's player, and both kinds
end by calling the controller (:meth:`~.controller.GameController.roll`,
:meth:`~.controller.GameController.play_move`), KReversi's shape.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from parchis_desktop.engine import Position, legal_moves

if TYPE_CHECKING:  # the controller imports this module
    from .controller import GameController

__all__ = ["HUMAN", "BOT", "EMPTY", "SeatPlayer", "Player", "HumanPlayer", "PhysicalPlayer", "BotPlayer",
           "player_for", "MAX_PRE_ROLL"]

HUMAN, BOT, EMPTY = "human", "bot", "empty"

#: Optional pre-roll moves (RU-9 exchanges) a computer player may make before one roll
#: (the arena's cap, ai/arena.py MAX_PRE_ROLL): a bot that keeps exchanging still rolls.
MAX_PRE_ROLL = 8


@dataclass
class SeatPlayer:
    kind: str = HUMAN          # human | bot | empty
    level: str = "casual"      # bot level (see ai_runner.LEVELS)
    name: str = ""

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "SeatPlayer":
        kind = data.get("kind") if data.get("kind") in (HUMAN, BOT, EMPTY) else HUMAN
        level = data.get("level") if isinstance(data.get("level"), str) else "casual"
        name = data.get("name") if isinstance(data.get("name"), str) else ""
        return cls(kind, level, name[:40])


class Player:
    """One seat's player as the controller asks it; ``seat`` is its setting."""

    #: A person decides at this seat (Undo, the hint and the move input are theirs).
    is_human = False
    #: The seat plays at all (an empty seat has no tokens).
    plays = True

    #: A person rolls the app's dice (the Roll button, Space).
    rolls_app_dice = False
    #: A person types in the faces of real dice.
    enters_dice = False

    def __init__(self, seat: SeatPlayer) -> None:
        self.seat = seat

    def to_roll(self, controller: "GameController", pos: Position, epoch: int) -> None:
        """The seat is to roll (``pos.needs_roll``)."""
        raise NotImplementedError

    def to_choose(self, controller: "GameController", pos: Position, epoch: int) -> None:
        """The seat is to choose one of ``legal_moves(pos)``."""
        raise NotImplementedError

    def to_give_first_face(self, controller: "GameController", epoch: int, at: tuple[int, int]) -> None:
        """Physical dice: the seat's die for "who starts?" (G-3) comes next."""
        raise NotImplementedError

    def pass_delay(self, pace_ms: int) -> int:
        """How long the window shows a roll without a legal move before the turn passes."""
        return pace_ms


class HumanPlayer(Player):
    """A person at the screen: the controller waits for the window's input."""

    is_human = True
    rolls_app_dice = True

    def to_roll(self, controller, pos, epoch) -> None:
        controller.mark_turn_start()
        controller.waiting_for_human.emit()

    def to_choose(self, controller, pos, epoch) -> None:
        controller.waiting_for_human.emit()

    def to_give_first_face(self, controller, epoch, at) -> None:
        controller.waiting_for_human.emit()

    def pass_delay(self, pace_ms: int) -> int:
        return max(pace_ms, 300)   # time to read "no legal move"


class PhysicalPlayer(HumanPlayer):
    """A person rolling real dice at a physical-dice table: they enter every roll."""

    rolls_app_dice = False
    enters_dice = True

    #: A roll without a legal move waits this long before the turn passes: time to see a
    #: mistyped die and change it (the pass is dropped when the roll is entered again).
    CORRECTION_MS = 2500

    def pass_delay(self, pace_ms: int) -> int:
        return max(pace_ms, self.CORRECTION_MS)


class BotPlayer(Player):
    """A computer player at ``seat.level``: the controller's bot driver decides."""

    @property
    def level(self) -> str:
        return self.seat.level

    def to_roll(self, controller, pos, epoch) -> None:
        # RU-9: before rolling, a bot may exchange prisoners; it says None (roll) or a move.
        if controller.pre_roll_moves_made() < MAX_PRE_ROLL and legal_moves(pos):
            controller.ask_bot(pos, self.level, epoch, controller.bot_pace_ms // 2)
            return
        controller.later(controller.bot_pace_ms // 2, epoch, controller.bot_roll)

    def to_choose(self, controller, pos, epoch) -> None:
        controller.ask_bot(pos, self.level, epoch, controller.bot_pace_ms)

    def to_give_first_face(self, controller, epoch, at) -> None:
        controller.later(controller.bot_pace_ms // 2, epoch, lambda: controller.bot_first_face(at))


class EmptySeat(Player):
    """Nobody sits here (the seat has no tokens); never asked."""

    plays = False

    def to_roll(self, controller, pos, epoch) -> None:  # pragma: no cover - an empty seat never moves
        raise RuntimeError("an empty seat was asked to roll")

    to_choose = to_roll

    def to_give_first_face(self, controller, epoch, at) -> None:  # pragma: no cover
        raise RuntimeError("an empty seat was asked for its die")


def player_for(seat: SeatPlayer, physical_dice: bool = False) -> Player:
    """The player object of a seat's setting (a human at a physical-dice table enters the dice)."""
    if seat.kind == BOT:
        return BotPlayer(seat)
    if seat.kind == EMPTY:
        return EmptySeat(seat)
    return PhysicalPlayer(seat) if physical_dice else HumanPlayer(seat)
