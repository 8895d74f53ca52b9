"""The game reviews' cache (store/reviews.py, history schema version 3)."""
from __future__ import annotations

import json
import sqlite3

import pytest

from parchis_desktop.ai.review import VERSION, Review, review_record
from parchis_desktop.engine import Game
from parchis_desktop.store import history as h
from parchis_desktop.store.history import HistoryDB, game_meta
from parchis_desktop.store.reviews import ReviewCache, events_digest

from .test_history import SEATS, played_game, record

NODES = 0


@pytest.fixture(scope="module")
def game() -> Game:
    return played_game(seed=6, limit=120)


@pytest.fixture(scope="module")
def review_json(game) -> dict:
    return review_record(game.record, nodes=NODES).to_json()


def cached_review(cache: ReviewCache, gid: int, events: list, made: list) -> Review:
    """The UI's way: the stored review if it reads back, else a new one (stored)."""
    digest = events_digest(events)
    data = cache.get(gid, NODES, VERSION, digest)
    if data is not None:
        try:
            return Review.from_json(data)
        except ValueError:
            cache.discard(gid, NODES, VERSION)
    made.append(gid)
    db_game = cache.db.game(gid)
    start = json.loads(db_game.start)
    review = review_record({"start": start, "events": events}, nodes=NODES)
    cache.put(gid, NODES, VERSION, digest, review.to_json())
    return review


def test_a_review_survives_a_restart(tmp_path, game, review_json):
    path = tmp_path / "h.sqlite3"
    db = HistoryDB(path)
    gid = record(db, game)
    cache = ReviewCache(db)
    made: list = []
    first = cached_review(cache, gid, db.events(gid), made)
    assert made == [gid] and first.to_json() == review_json
    assert cache.reviewed() == {gid}
    db.close()
    db = HistoryDB(path)                                   # the app started again
    again = cached_review(ReviewCache(db), gid, db.events(gid), made)
    assert made == [gid] and again == first                # read back, not made again
    db.close()


@pytest.mark.parametrize("damage", ["not json {", "[1, 2]", json.dumps({"decisions": "x"})])
def test_a_damaged_review_is_discarded_and_made_again(tmp_path, game, damage):
    db = HistoryDB(tmp_path / "h.sqlite3")
    gid = record(db, game)
    cache = ReviewCache(db)
    made: list = []
    first = cached_review(cache, gid, db.events(gid), made)
    db.conn.execute("UPDATE reviews SET data = ? WHERE game = ?", (damage, gid))
    again = cached_review(cache, gid, db.events(gid), made)
    assert made == [gid, gid] and again == first
    stored = cache.get(gid, NODES, VERSION, events_digest(db.events(gid)))
    assert Review.from_json(stored) == first               # the new one replaced the damaged one
    db.close()


def test_other_events_budget_or_version_find_no_review(tmp_path, game, review_json):
    db = HistoryDB(tmp_path / "h.sqlite3")
    gid = record(db, game)
    cache = ReviewCache(db)
    digest = events_digest(game.events)
    assert cache.put(gid, NODES, VERSION, digest, review_json)
    assert cache.get(gid, NODES, VERSION, digest) == review_json
    assert cache.get(gid, NODES + 1, VERSION, digest) is None
    assert cache.get(gid, NODES, VERSION + 1, digest) is None
    assert cache.get(gid, NODES, VERSION, events_digest(game.events[:-1])) is None   # an undo: made again
    assert cache.get(gid, NODES, VERSION, digest) is None                           # and the stale row is gone
    assert not cache.put(gid + 99, NODES, VERSION, digest, review_json)              # no such game
    assert cache.put(gid, NODES, VERSION, digest, review_json)
    assert db.delete_game(gid) and cache.reviewed() == set()                         # goes with its game
    db.close()


def test_a_read_only_history_keeps_no_review_and_says_nothing(tmp_path, game, review_json):
    path = tmp_path / "h.sqlite3"
    db = HistoryDB(path)
    gid = record(db, game)
    db.close()
    db = HistoryDB(path)
    db.writable = False                                    # as a read-only file opens
    cache = ReviewCache(db)
    assert not cache.put(gid, NODES, VERSION, "d", review_json)
    assert cache.get(gid, NODES, VERSION, "d") is None
    db.close()


def test_a_version_2_file_is_upgraded_and_keeps_its_games(tmp_path, game, review_json):
    path = tmp_path / "h.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(h.MIGRATIONS[0])
    conn.executescript(h.MIGRATIONS[1])
    conn.execute("PRAGMA user_version = 2")
    meta = game_meta(game, SEATS)
    conn.execute("INSERT INTO games (id, variant, rules, seats, started, status, start, fingerprint)"
                 " VALUES (7, 'parchis', ?, ?, 1000.0, 'playing', ?, ?)",
                 (json.dumps(meta.rules), json.dumps(SEATS), meta.start, meta.fingerprint))
    conn.commit()
    conn.close()
    db = HistoryDB(path)
    assert db.problem is None and db.writable
    assert db.conn.execute("PRAGMA user_version").fetchone()[0] == h.SCHEMA_VERSION
    assert [g.id for g in db.games()] == [7]
    gid = 7
    assert ReviewCache(db).put(gid, NODES, VERSION, "d", review_json)
    db.close()
    db = HistoryDB(path)
    assert ReviewCache(db).get(gid, NODES, VERSION, "d") == review_json
    db.close()
