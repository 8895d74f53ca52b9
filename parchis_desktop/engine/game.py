"""A game: the position, the dice generator and the record, with undo.

:class:`Game` is what the CLI, the UI controller and the arena drive.  Its
record lists every event (first-player rolls, rolls, moves, passes) and
:func:`replay` turns a record back into the same final position.
"""
from __future__ import annotations

import copy
import json
from typing import Any

from .dice import Dice
from .move import Move
from .movegen import IllegalMove, legal_moves, pass_roll, play, roll
from .position import FORMAT, Position, PositionError
from .rules import RuleSet

__all__ = ["Game", "first_player", "replay", "RecordError"]


class RecordError(ValueError):
    """A record that does not replay (names the event index)."""


def first_player(seats, rolls) -> tuple[int | None, list[int]]:
    """One round of the G-3 roll: ``rolls`` are one die per seat in ``seats``.

    Returns ``(winner, [])`` or ``(None, tied_seats)`` when the highest roll is shared
    (the tied seats roll again).
    """
    top = max(rolls)
    tied = [s for s, r in zip(seats, rolls) if r == top]
    return (tied[0], []) if len(tied) == 1 else (None, tied)


class Game:
    """A game in progress.

    >>> g = Game.new("parchis", players=2, seed=7)
    >>> g.roll()                                  # doctest: +SKIP
    >>> g.push(g.legal_moves()[0])                # doctest: +SKIP
    """

    def __init__(self, position: Position, dice: Dice | None = None, seed: int | None = None):
        self.dice = dice if dice is not None else Dice(seed)
        self.position = position
        self.start = position
        self.start_dice_state = self.dice.getstate()
        self.events: list[dict[str, Any]] = []
        #: A practice game (issue 30): the analysis board may be used while it is played.  The
        #: record says so (``record["practice"] = True``), so it survives save, load and history.
        self.practice = False
        self._history: list[tuple[Position, int, int]] = []

    # -- construction ------------------------------------------------------
    @classmethod
    def new(cls, variant: str = "parchis", players: int | list[int] = 4, seed: int | None = None,
            rules: RuleSet | dict | None = None, roll_for_first: bool = True,
            seats: int | None = None) -> "Game":
        """A new game; ``seats`` picks the board (BD-1), by default the smallest that seats
        the players."""
        if isinstance(rules, dict):
            rules = RuleSet.preset_named(variant, **rules)
        pos = Position.initial(variant, players, rules, seats=seats)
        game = cls(pos, Dice(seed))
        if roll_for_first:
            game.roll_for_first()
        return game

    def roll_for_first(self, rolls: list[list[int]] | None = None) -> int:
        """G-3: every player rolls one die, highest starts, ties re-roll.

        ``rolls`` (physical dice) gives each round's faces for the seats still in it.
        """
        seats = list(self.position.players)
        rounds = []
        k = 0
        while True:
            faces = rolls[k] if rolls is not None else [self.dice.die() for _ in seats]
            k += 1
            rounds.append({str(s): f for s, f in zip(seats, faces)})
            winner, tied = first_player(seats, faces)
            if winner is not None:
                break
            seats = tied
        self.events.append({"first": rounds})
        p = self.position
        self.position = Position(p.rules, p.board, p.tokens, winner, winner)
        self.start = self.position
        return winner

    # -- playing -----------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        return legal_moves(self.position)

    def roll(self, dice: tuple[int, ...] | None = None) -> tuple[int, ...]:
        """Roll for the player to move (or enter physical ``dice``)."""
        pos = self.position
        if dice is None:
            if not pos.needs_roll:
                raise IllegalMove("no roll is due")
            dice = self.dice.roll(pos.rules.dice)
        self._remember()
        try:
            self.position = roll(pos, dice)
        except Exception:
            self._history.pop()
            raise
        self.events.append({"roll": list(dice), "seat": pos.turn})
        return tuple(dice)

    def push(self, move: Move | int) -> Position:
        pos = self.position
        moves = legal_moves(pos)
        if isinstance(move, int):
            if not 0 <= move < len(moves):
                raise IllegalMove(f"move index {move} out of range")
            move = moves[move]
        self._remember()
        try:
            self.position = play(pos, move)
        except Exception:
            self._history.pop()
            raise
        self.events.append({"move": move.to_dict()})
        return self.position

    def pass_roll(self) -> Position:
        pos = self.position
        self._remember()
        try:
            self.position = pass_roll(pos)
        except Exception:
            self._history.pop()
            raise
        self.events.append({"pass": pos.to_move})
        return self.position

    def step_random(self) -> bool:
        """Roll, move or pass with a uniformly random legal move; False once the game is over.

        Before a roll, optional pre-roll moves (RU-9 exchanges) and rolling are equally likely."""
        pos = self.position
        if pos.is_over:
            return False
        if pos.needs_roll:
            pre = legal_moves(pos)  # Russian hook: [] unless exchanges are open (RU-9)
            if pre:
                k = self.dice.below(len(pre) + 1)
                if k < len(pre):
                    self.push(pre[k])
                    return True
            self.roll()
            return True
        moves = legal_moves(pos)
        if moves:
            self.push(moves[self.dice.below(len(moves))])
        else:
            self.pass_roll()
        return True

    def _remember(self) -> None:
        self._history.append((self.position, self.dice.getstate(), len(self.events)))

    # -- undo / snapshots ----------------------------------------------------
    def can_undo(self) -> bool:
        return bool(self._history)

    def undo(self) -> None:
        """Take back the last event (a roll, move or pass); the generator goes back too."""
        if not self._history:
            raise IllegalMove("nothing to undo")
        self.position, state, n = self._history.pop()
        self.dice.setstate(state)
        del self.events[n:]

    def snapshot(self) -> tuple:
        return (self.position, self.dice.getstate(), len(self.events), len(self._history))

    def restore(self, snap: tuple) -> None:
        """Go back to a :meth:`snapshot` of this game (the same dice will come again)."""
        self.position, state, n_events, n_hist = snap
        self.dice.setstate(state)
        del self.events[n_events:]
        del self._history[n_hist:]

    def copy(self) -> "Game":
        other = copy.copy(self)
        other.dice = self.dice.copy()
        other.events = list(self.events)
        other._history = list(self._history)
        return other

    # -- records and saves ---------------------------------------------------
    @property
    def record(self) -> dict[str, Any]:
        """Every event since the start, replayable with :func:`replay`; ``"practice": true`` in a
        practice game (the key is absent otherwise)."""
        record = {"format": FORMAT, "start": self.start.to_json(full=True),
                  "events": copy.deepcopy(self.events), "final": self.position.to_json(full=True)}
        if self.practice:
            record["practice"] = True
        return record

    def to_json(self) -> dict[str, Any]:
        """A save file: the full position, the generator state and the record."""
        return {"format": FORMAT, "position": self.position.to_json(full=True),
                "rng": str(self.dice.getstate()), "record": self.record}

    @classmethod
    def from_json(cls, data: Any) -> "Game":
        """Load a save (as :meth:`to_json` writes it) or a bare position (minimal or full)."""
        if isinstance(data, (str, bytes)):
            try:
                data = json.loads(data)
            except (ValueError, RecursionError) as exc:
                raise PositionError("json", f"malformed JSON ({exc.__class__.__name__})") from None
        if isinstance(data, dict) and "position" in data:
            pos = Position.from_json(data["position"])
            rng = data.get("rng")
            try:
                state = int(rng) if rng is not None else None
            except (TypeError, ValueError):
                raise PositionError("rng", "must be a number") from None
            game = cls(pos, Dice(state))
            rec = data.get("record")
            game.practice = isinstance(rec, dict) and rec.get("practice") is True   # even if the events are dropped
            if isinstance(rec, dict) and isinstance(rec.get("events"), list):
                try:
                    start = Position.from_json(rec["start"])
                    if replay(rec) == pos:
                        game.start, game.events = start, list(rec["events"])
                except (PositionError, RecordError, KeyError, TypeError):
                    pass  # the position stands on its own; a broken record is dropped
            return game
        return cls(Position.from_json(data))


def replay(record: dict[str, Any]) -> Position:
    """Play a record's events from its start; raise :class:`RecordError` if one does not fit."""
    pos = None
    for pos in replay_frames(record):
        pass
    return pos


def replay_frames(record: dict[str, Any]):
    """The record's start, then the position after each event (``"first"`` changes nothing);
    raises :class:`RecordError` at an event that does not fit (the start's own errors are a
    :class:`PositionError`)."""
    if not isinstance(record, dict) or not isinstance(record.get("events"), list):
        raise RecordError("record: needs 'start' and 'events'")
    pos = Position.from_json(record.get("start"))
    yield pos
    for n, ev in enumerate(record["events"]):
        if not isinstance(ev, dict):
            raise RecordError(f"events[{n}]: not an object")
        try:
            if "first" in ev:
                pass  # the start position already has the first player's turn
            elif "roll" in ev:
                pos = roll(pos, tuple(ev["roll"]))
            elif "move" in ev:
                match = [m for m in legal_moves(pos) if m.matches(ev["move"])]
                if len(match) != 1:
                    raise RecordError(f"events[{n}]: move {ev['move']} is not legal here")
                pos = play(pos, match[0])
            elif "pass" in ev:
                pos = pass_roll(pos)
            else:
                raise RecordError(f"events[{n}]: unknown event")
        except RecordError:
            raise
        except (IllegalMove, PositionError, TypeError, KeyError, ValueError, AttributeError) as exc:
            raise RecordError(f"events[{n}]: {exc}") from None
        yield pos
