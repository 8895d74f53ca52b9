"""The players the controller asks for decisions: a human at the screen, a human with real
dice (physical), a computer player (bot).

:class:`SeatPlayer` is a seat's setting as the New game dialog, the saves and the settings
keep it (kind, level, name); :func:`player_for` turns it into the object the controller
asks.  The controller never branches on kind strings: when a seat is to roll, to choose a
move or to give its die for "who starts?" (G-3), it asks that seat's player, and the player
answers with an :class:`Answer` (wait for the person, think, roll...) that the controller
carries out; a player never calls into the controller, which alone imports this module.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import NamedTuple

from parchis_desktop.engine import Position, legal_moves

__all__ = ["HUMAN", "BOT", "EMPTY", "SeatPlayer", "Player", "HumanPlayer", "PhysicalPlayer", "BotPlayer",
           "player_for", "MAX_PRE_ROLL", "Answer", "WAIT", "TURN", "THINK", "ROLL", "FIRST_FACE"]

HUMAN, BOT, EMPTY = "human", "bot", "empty"

#: Optional pre-roll moves (RU-9 exchanges) a computer player may make before one roll
#: (the arena's cap, ai/arena.py MAX_PRE_ROLL): a bot that keeps exchanging still rolls.
MAX_PRE_ROLL = 8


@dataclass
class SeatPlayer:
    kind: str = HUMAN          # human | bot | empty
    level: str = "casual"      # bot level (see ai_runner.LEVELS)
    name: str = ""

    @classmethod
    def nobody(cls) -> "SeatPlayer":
        """The setting of an empty seat."""
        return cls(EMPTY)

    @property
    def empty(self) -> bool:
        """Nobody sits at this seat."""
        return self.kind == EMPTY

    @property
    def is_bot(self) -> bool:
        return self.kind == BOT

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "SeatPlayer":
        kind = data.get("kind") if data.get("kind") in (HUMAN, BOT, EMPTY) else HUMAN
        level = data.get("level") if isinstance(data.get("level"), str) else "casual"
        name = data.get("name") if isinstance(data.get("name"), str) else ""
        return cls(kind, level, name[:40])


class Answer(NamedTuple):
    """What a player answers when the controller asks (KReversi's players answer by a signal
    "make this move"; ours answer with what the controller should do next):

    ``WAIT``        a person decides through the window (the controller waits for its input);
    ``TURN``        likewise, at the start of a person's turn (the controller remembers it for Undo);
    ``THINK``       ask the computer player ``level`` (its decision comes back from the worker),
                    shown no sooner than ``delay_ms``;
    ``ROLL``        roll the app's dice after ``delay_ms``;
    ``FIRST_FACE``  roll this seat's die for "who starts?" (G-3) after ``delay_ms``.
    """

    act: str
    delay_ms: int = 0
    level: str = ""


WAIT, TURN, THINK, ROLL, FIRST_FACE = "wait", "turn", "think", "roll", "first_face"


class Player:
    """One seat's player as the controller asks it; ``seat`` is its setting.  The player
    never calls the controller: each question returns an :class:`Answer`."""

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

    def to_roll(self, pos: Position, pre_roll_made: int, pace_ms: int) -> Answer:
        """The seat is to roll (``pos.needs_roll``); ``pre_roll_made``: the RU-9 exchanges made
        since the last roll; ``pace_ms``: the computer players' pace."""
        raise NotImplementedError

    def to_choose(self, pos: Position, pace_ms: int) -> Answer:
        """The seat is to choose one of ``legal_moves(pos)``."""
        raise NotImplementedError

    def to_give_first_face(self, pace_ms: int) -> Answer:
        """Physical dice: the seat's die for "who starts?" (G-3) comes next."""
        raise NotImplementedError

    def pass_delay(self, pace_ms: int) -> int:
        """How long the window shows a roll without a legal move before the turn passes."""
        return pace_ms


class HumanPlayer(Player):
    """A person at the screen: the controller waits for the window's input."""

    is_human = True
    rolls_app_dice = True

    def to_roll(self, pos, pre_roll_made, pace_ms) -> Answer:
        return Answer(TURN)

    def to_choose(self, pos, pace_ms) -> Answer:
        return Answer(WAIT)

    def to_give_first_face(self, pace_ms) -> Answer:
        return Answer(WAIT)

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
    """A computer player at ``seat.level``: its decisions come from the bot driver."""

    @property
    def level(self) -> str:
        return self.seat.level

    def to_roll(self, pos, pre_roll_made, pace_ms) -> Answer:
        # RU-9: before rolling, a bot may exchange prisoners; it says None (roll) or a move.
        if pre_roll_made < MAX_PRE_ROLL and legal_moves(pos):
            return Answer(THINK, pace_ms // 2, self.level)
        return Answer(ROLL, pace_ms // 2)

    def to_choose(self, pos, pace_ms) -> Answer:
        return Answer(THINK, pace_ms, self.level)

    def to_give_first_face(self, pace_ms) -> Answer:
        return Answer(FIRST_FACE, pace_ms // 2)


class EmptySeat(Player):
    """Nobody sits here (the seat has no tokens); never asked."""

    plays = False

    def to_roll(self, pos, pre_roll_made, pace_ms) -> Answer:  # pragma: no cover - never asked
        raise RuntimeError("an empty seat was asked to roll")

    def to_choose(self, pos, pace_ms) -> Answer:  # pragma: no cover
        raise RuntimeError("an empty seat was asked to move")

    def to_give_first_face(self, pace_ms) -> Answer:  # pragma: no cover
        raise RuntimeError("an empty seat was asked for its die")


def player_for(seat: SeatPlayer, physical_dice: bool = False) -> Player:
    """The player object of a seat's setting (a human at a physical-dice table enters the dice)."""
    if seat.kind == BOT:
        return BotPlayer(seat)
    if seat.kind == EMPTY:
        return EmptySeat(seat)
    return PhysicalPlayer(seat) if physical_dice else HumanPlayer(seat)
