"""Replays and game-record files: every position of a recorded game, through the engine.

No Qt.  A record is the engine's ``Game.record`` (``start``, ``events``, ``final``); a
record file adds the seats and the result::

    {"app": "parchis-desktop", "kind": "game-record", "format": 1,
     "record": {"start": {...}, "events": [...], "final": {...}},
     "seats": [{"kind": "human", "level": "casual", "name": "Ana"}, ...],
     "started": 1764590000.0, "places": [0, 2]}

:func:`positions` replays every event through the engine (rolls with
``engine.roll``, moves only when one legal move matches, passes only when
nothing is legal), so an illegal event in an imported file raises
:class:`RecordError` naming its index; nothing else is trusted.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from parchis_desktop.engine import (
    IllegalMove, Position, PositionError, RecordError, legal_moves, pass_roll, play, roll,
)
from parchis_desktop.engine.rules import RuleError

from .errors import RecordFileError
from .files import read_limited

__all__ = ["positions", "turn_numbers", "steps_to_go", "GameRecordFile", "record_document", "parse_record",
           "read_record_file", "MAX_RECORD_BYTES", "MAX_EVENTS", "MAX_REASON", "RecordError", "RecordFileError"]

MAX_RECORD_BYTES = 8 << 20
MAX_EVENTS = 50_000
FILE_KIND = "game-record"
#: The engine's reason quoted in a RecordError is cut to this many characters (a 1 MB value
#: in a file must not make a 1 MB message: issue 33).
MAX_REASON = 160


def _reason(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return text if len(text) <= MAX_REASON else text[:MAX_REASON - 3] + "..."


def positions(record: dict[str, Any]) -> list[Position]:
    """``[start, after event 0, after event 1, ...]``: one position per event, plus the start.

    Raises :class:`RecordError` ("events[n]: ...") at the first event that does not fit."""
    if not isinstance(record, dict) or not isinstance(record.get("events"), list):
        raise RecordError("record: needs 'start' and 'events'")
    events = record["events"]
    if len(events) > MAX_EVENTS:
        raise RecordError(f"events: more than {MAX_EVENTS}")
    try:
        pos = Position.from_json(record.get("start"))
    except (PositionError, RuleError, TypeError, ValueError) as exc:
        raise RecordError(f"start: {_reason(exc)}") from None
    out = [pos]
    for n, ev in enumerate(events):
        if not isinstance(ev, dict):
            raise RecordError(f"events[{n}]: not an object")
        try:
            if "first" in ev:
                if n != 0:
                    raise RecordError(f"events[{n}]: the roll for the first player comes first")
            elif "roll" in ev:
                dice = ev["roll"]
                if (not isinstance(dice, list) or len(dice) != pos.rules.dice
                        or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice)):
                    raise RecordError(f"events[{n}]: a roll needs {pos.rules.dice} faces from 1 to 6")
                if "seat" in ev and ev["seat"] != pos.turn:
                    raise RecordError(f"events[{n}]: seat {ev['seat']} rolls out of turn")
                if not pos.needs_roll:
                    raise RecordError(f"events[{n}]: no roll is due")
                pos = roll(pos, tuple(dice))
            elif "move" in ev:
                if not isinstance(ev["move"], dict):
                    raise RecordError(f"events[{n}]: a move must be an object")
                match = [m for m in legal_moves(pos) if m.matches(ev["move"])]
                if len(match) != 1:
                    raise RecordError(f"events[{n}]: this move is not legal here")
                pos = play(pos, match[0])
            elif "pass" in ev:
                if pos.needs_roll or legal_moves(pos):
                    raise RecordError(f"events[{n}]: a pass while a move is possible")
                pos = pass_roll(pos)
            else:
                raise RecordError(f"events[{n}]: unknown event")
        except RecordError:
            raise   # already names the event (a RecordError is a ValueError too)
        except (IllegalMove, PositionError, TypeError, KeyError, ValueError, AttributeError) as exc:
            raise RecordError(f"events[{n}]: {_reason(exc)}") from None
        out.append(pos)
    return out


def turn_numbers(frames: list[Position]) -> list[int]:
    """The turn (1, 2, ...) each frame belongs to: a new turn whenever another seat is to play."""
    out, turn = [], 1
    for i, p in enumerate(frames):
        if i and p.turn != frames[i - 1].turn:
            turn += 1
        out.append(turn)
    return out


def steps_to_go(pos: Position, seat: int) -> int:
    """The race chart's measure: the steps the seat's tokens still have to walk to the goal."""
    tokens = pos.tokens[seat]
    if not tokens:
        return 0
    return max(0, len(tokens) * len(pos.board.route[seat]) - pos.progress(seat))


@dataclass
class GameRecordFile:
    """A record read from a file: the engine record, its replayed positions, seats and result."""
    record: dict
    frames: list[Position]
    seats: list[dict] = field(default_factory=list)
    started: float | None = None

    @property
    def final(self) -> Position:
        return self.frames[-1]


def record_document(record: dict, seats: list[dict], started: float | None = None) -> dict:
    """The JSON document of a record file (see the module docstring)."""
    doc = {"app": "parchis-desktop", "kind": FILE_KIND, "format": 1, "record": record,
           "seats": [dict(s) for s in seats]}
    if started is not None:
        doc["started"] = started
    final = record.get("final")
    if isinstance(final, dict):
        try:
            doc["places"] = Position.from_json(final).places()
        except (PositionError, RuleError):
            pass
    return doc


def _depth_ok(value: Any, depth: int = 0) -> bool:
    if depth > 40:
        return False
    if isinstance(value, dict):
        return all(_depth_ok(v, depth + 1) for v in value.values())
    if isinstance(value, list):
        return all(_depth_ok(v, depth + 1) for v in value)
    return True


def read_record_file(path: Path | str) -> GameRecordFile:
    """Read and replay a record file.  Refused before reading (:class:`RecordFileError`) when it
    is not a regular file (a FIFO would hang the window) or larger than
    :data:`MAX_RECORD_BYTES` (a 1 GiB file is not read whole first); then as :func:`parse_record`."""
    return parse_record(read_limited(Path(path), MAX_RECORD_BYTES, RecordFileError))


def parse_record(text: str | bytes) -> GameRecordFile:
    """Read a record file (or a bare ``Game.record``, or a save file's record) and replay it.

    Raises :class:`RecordError` with the reason: not JSON, not a record, an illegal event,
    a final position that its events do not reach."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError("file: too large")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError, UnicodeDecodeError):
        raise RecordError("file: not JSON") from None
    if not _depth_ok(data):
        raise RecordError("file: nested too deeply")
    if not isinstance(data, dict):
        raise RecordError("file: not a game record")
    seats: Any = data.get("seats", [])
    started = data.get("started")
    if "record" in data:
        record = data["record"]
    elif isinstance(data.get("game"), dict) and "record" in data["game"]:   # a save file
        record, seats = data["game"]["record"], data.get("players", [])
    else:
        record = data
    if not isinstance(record, dict) or "start" not in record:
        raise RecordError("file: not a game record")
    frames = positions(record)
    final = record.get("final")
    if final is not None:
        try:
            final_pos = Position.from_json(final)
        except (PositionError, RuleError, TypeError, ValueError) as exc:
            raise RecordError(f"final: not a position ({_reason(exc)})") from None
        if final_pos != frames[-1]:
            raise RecordError("final: the events do not reach this position")
    n = frames[0].board.seats
    if not (isinstance(seats, list) and len(seats) == n and all(isinstance(s, dict) for s in seats)):
        seats = [{"kind": "human" if frames[0].tokens[s] else "empty", "level": "casual", "name": ""}
                 for s in range(n)]
    clean = []
    for s in seats:
        kind = s.get("kind") if s.get("kind") in ("human", "bot", "empty") else "human"
        level = s.get("level") if isinstance(s.get("level"), str) else "casual"
        name = s.get("name") if isinstance(s.get("name"), str) else ""
        clean.append({"kind": kind, "level": level[:20], "name": name[:40]})
    if not isinstance(started, (int, float)) or isinstance(started, bool):
        started = None
    out = {"start": record["start"], "events": list(record["events"]), "final": frames[-1].to_json(full=True)}
    if record.get("practice") is True or data.get("practice") is True:
        out["practice"] = True   # a game marked "practice" (issue 30): the review says so
    return GameRecordFile(out, frames, clean, started)
