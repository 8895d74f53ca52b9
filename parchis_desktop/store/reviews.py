"""The game reviews' cache in the history database (the ``reviews`` table, schema version 3).

Data only (store imports only the engine): the AI makes a review (``ai/review.py``), the UI or
the CLI stores its JSON here and turns what it reads back into a ``Review`` with
``Review.from_json``.  A row is found by the game, the Expert's budget (``nodes``) and the
review's ``version``, and is used only while the game's events are the ones it reviewed
(:func:`events_digest`).

A row that cannot be read -- not JSON, not an object, for other events -- is deleted and
:meth:`ReviewCache.get` answers None, so the caller reviews the game again; a caller whose
``Review.from_json`` refuses what it got calls :meth:`ReviewCache.discard` and does the same.
Nothing here raises a database error: a history that cannot be written keeps no review
(:meth:`ReviewCache.put` answers False) and the review is simply made again next time.
"""
from __future__ import annotations

import hashlib
import json
import sqlite3
from typing import Any

from .history import HistoryDB

__all__ = ["ReviewCache", "events_digest", "MAX_REVIEW_BYTES"]

#: A review's JSON larger than this is not kept (a 50,000-event game's review is ~15 MB).
MAX_REVIEW_BYTES = 32 << 20


def events_digest(events: list[Any]) -> str:
    """What a review reviewed: a digest of the record's events (an undone move changes it)."""
    text = json.dumps(events, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


class ReviewCache:
    """The reviews of one :class:`~.history.HistoryDB`."""

    def __init__(self, db: HistoryDB):
        self.db = db

    def get(self, game_id: int, nodes: int, version: int, digest: str) -> dict | None:
        """The stored review's JSON, or None (none, another budget or version, other events, or
        damaged: a damaged row is deleted)."""
        rows = self.db._read("SELECT digest, data FROM reviews WHERE game = ? AND nodes = ? AND version = ?",
                             (game_id, nodes, version))
        if not rows:
            return None
        stored, data = rows[0]
        if stored != digest:
            self.discard(game_id, nodes, version)
            return None
        try:
            value = json.loads(data) if isinstance(data, str) else None
        except (ValueError, RecursionError):
            value = None
        if not isinstance(value, dict):
            self.discard(game_id, nodes, version)
            return None
        return value

    def put(self, game_id: int, nodes: int, version: int, digest: str, data: dict) -> bool:
        """Keep a review's JSON (replacing the one before); False when it cannot be written."""
        try:
            text = json.dumps(data, separators=(",", ":"), allow_nan=False)
        except (TypeError, ValueError):
            return False
        if len(text) > MAX_REVIEW_BYTES:
            return False
        made = self.db._clock()

        def write(conn: sqlite3.Connection):
            if conn.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
                return False
            conn.execute("INSERT OR REPLACE INTO reviews (game, nodes, version, digest, data, made)"
                         " VALUES (?, ?, ?, ?, ?, ?)", (game_id, nodes, version, digest, text, made))
            return True
        return bool(self.db._write(write))

    def discard(self, game_id: int, nodes: int | None = None, version: int | None = None) -> bool:
        """Forget a game's stored review (with ``nodes`` and ``version``: that one only)."""
        if nodes is None or version is None:
            sql, args = "DELETE FROM reviews WHERE game = ?", (game_id,)
        else:
            sql, args = "DELETE FROM reviews WHERE game = ? AND nodes = ? AND version = ?", (game_id, nodes, version)
        return bool(self.db._write(lambda conn: conn.execute(sql, args) and True))

    def reviewed(self) -> set[int]:
        """The games that have a stored review (the history window marks them)."""
        out = set()
        for (gid,) in self.db._read("SELECT DISTINCT game FROM reviews"):
            if isinstance(gid, int) and not isinstance(gid, bool):
                out.add(gid)
        return out
