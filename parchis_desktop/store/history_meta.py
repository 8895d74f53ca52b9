"""What the history records of a game as it starts (store/history.py's ``games`` row), apart
from the database: the window's recorder makes it on the GUI thread at every new game, and
SQLite is imported only by the history's writer thread (start-up, issue 34)."""
from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field

__all__ = ["GameMeta", "fingerprint", "game_meta"]


def fingerprint(start_json: str, events: list[dict]) -> str:
    """What identifies a game across save and load: its start position and its G-3 roll."""
    first = events[0] if events and isinstance(events[0], dict) and "first" in events[0] else None
    text = start_json + "|" + json.dumps(first, sort_keys=True)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def game_meta(game, seats: list[dict], physical: bool = False, demo: bool = False,
              started: float | None = None) -> GameMeta:
    """The ``games`` row of an engine :class:`~parchis_desktop.engine.Game` about to be recorded."""
    pos = game.start
    start = json.dumps(pos.to_json(full=True), separators=(",", ":"))
    return GameMeta(variant=pos.rules.preset, rules=pos.rules.to_dict(), seats=[dict(s) for s in seats],
                    seed=None if physical else game.start_dice_state, physical=physical, demo=demo,
                    start=start, started=time.time() if started is None else started,
                    fingerprint=fingerprint(start, game.events), practice=getattr(game, "practice", False) is True)


@dataclass
class GameMeta:
    """What is known when a game starts (see the ``games`` columns)."""
    variant: str
    rules: dict
    seats: list[dict]
    seed: int | None
    physical: bool = False
    demo: bool = False
    start: str = ""                     # the start position, JSON
    started: float = field(default_factory=time.time)
    fingerprint: str = ""
    practice: bool = False              # the analysis board was allowed while it was played
