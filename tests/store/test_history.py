"""The history database (store/history.py): schema, migration, recording, damaged/locked/read-only files."""
from __future__ import annotations

import json
import os
import sqlite3

import pytest

from parchis_desktop.engine import Game, replay
from parchis_desktop.store import history as h
from parchis_desktop.store.history import HistoryDB, game_meta
from parchis_desktop.store.history_writer import GameRecorder, HistoryWriter

SEATS = [{"kind": "human", "level": "casual", "name": "Ana"}, {"kind": "empty", "level": "casual", "name": ""},
         {"kind": "bot", "level": "expert", "name": ""}, {"kind": "empty", "level": "casual", "name": ""}]


def played_game(seed=3, limit=10_000) -> Game:
    game = Game.new("parchis", [0, 2], seed=seed)
    while limit and game.step_random():
        limit -= 1
    return game


def turns_of(events):
    """Split events into turns the way the recorder does: a new turn at each roll by another seat."""
    turns, current, seat = [], [], None
    for ev in events:
        if "roll" in ev and ev["seat"] != seat and current:
            turns.append(current)
            current = []
        if "roll" in ev:
            seat = ev["seat"]
        current.append(ev)
    if current:
        turns.append(current)
    return turns


def record(db: HistoryDB, game: Game, demo=False) -> int:
    gid = db.begin_game(game_meta(game, SEATS, demo=demo))
    n = 0
    for turn in turns_of(game.events):
        assert db.turn(gid, n, turn)
        n += len(turn)
    if game.position.is_over:
        db.turn(gid, n, [], places=game.position.places())
    return gid


def test_new_file_has_the_current_schema_in_wal_mode(tmp_path):
    db = HistoryDB(tmp_path / "h.sqlite3")
    assert db.problem is None and db.writable
    assert db.conn.execute("PRAGMA user_version").fetchone()[0] == h.SCHEMA_VERSION
    assert db.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()


def test_a_played_game_is_recorded_completely_and_replays_to_its_final_position(tmp_path):
    game = played_game()
    assert game.position.is_over
    db = HistoryDB(tmp_path / "h.sqlite3")
    gid = record(db, game)
    row = db.game(gid)
    assert row.finished and row.places == game.position.places()
    assert row.variant == "parchis" and row.seats == SEATS and row.rules == game.start.rules.to_dict()
    assert HistoryDB.seed_of(row) == 3 and not row.physical and not row.demo
    events = db.events(gid)
    assert events == json.loads(json.dumps(game.events))
    assert replay({"start": json.loads(row.start), "events": events}) == game.position
    # one row per roll, move and pass, with the dice of each roll in its own columns
    kinds = dict(db.conn.execute("SELECT kind, COUNT(*) FROM events WHERE game = ? GROUP BY kind", (gid,)))
    assert kinds["roll"] == sum("roll" in e for e in game.events)
    assert kinds["move"] == sum("move" in e for e in game.events)
    assert kinds.get("pass", 0) == sum("pass" in e for e in game.events)
    rolls = db.rolls()
    assert [(r[2], [r[3], r[4]]) for r in rolls] == [(e["seat"], e["roll"]) for e in game.events if "roll" in e]
    db.close()


def test_a_seed_above_the_signed_range_survives(tmp_path):
    game = Game.new("parchis", [0, 2], seed=(1 << 64) - 5)
    db = HistoryDB(tmp_path / "h.sqlite3")
    gid = db.begin_game(game_meta(game, SEATS))
    assert HistoryDB.seed_of(db.game(gid)) == (1 << 64) - 5
    db.close()


def test_undo_replaces_the_undone_events_and_unfinishes_the_game(tmp_path):
    game = played_game()
    db = HistoryDB(tmp_path / "h.sqlite3")
    gid = record(db, game)
    keep = len(game.events) - 7
    assert db.turn(gid, keep, game.events[keep:keep + 2])   # undone back to `keep`, then 2 new events
    assert db.events(gid) == json.loads(json.dumps(game.events[:keep + 2]))
    row = db.game(gid)
    assert row.status == "playing" and row.places is None and row.ended is None
    db.close()


def test_unfinished_and_demo_games_are_listed(tmp_path):
    db = HistoryDB(tmp_path / "h.sqlite3")
    record(db, played_game(limit=30))
    record(db, played_game(seed=9), demo=True)
    rows = db.games()
    assert [r.demo for r in rows] == [True, False]
    assert [r.finished for r in rows] == [True, False]
    assert [r.demo for r in db.games(include_demo=False)] == [False]
    assert db.rolls() and all(r[0] == rows[1].id for r in db.rolls())   # demo rolls left out by default
    assert {r[0] for r in db.rolls(include_demo=True)} == {rows[0].id, rows[1].id}
    db.close()


def test_physical_dice_games_keep_no_seed_and_stay_out_of_the_dice_evidence(tmp_path):
    game = played_game(limit=40)
    db = HistoryDB(tmp_path / "h.sqlite3")
    gid = db.begin_game(game_meta(game, SEATS, physical=True))
    db.turn(gid, 0, game.events)
    assert db.game(gid).physical and db.game(gid).seed is None
    assert db.rolls() == [] and len(db.rolls(include_physical=True)) > 0
    db.close()


def test_delete_one_game_and_all(tmp_path):
    db = HistoryDB(tmp_path / "h.sqlite3")
    a = record(db, played_game(limit=50))
    b = record(db, played_game(seed=4, limit=50))
    assert db.delete_game(a)
    assert [r.id for r in db.games()] == [b] and db.events(a) == []
    assert db.conn.execute("SELECT COUNT(*) FROM events WHERE game = ?", (a,)).fetchone()[0] == 0
    assert db.delete_all()
    assert db.games() == [] and db.conn.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 0
    db.close()


def test_a_loaded_game_continues_its_own_row(tmp_path):
    game = played_game(limit=60)
    db = HistoryDB(tmp_path / "h.sqlite3")
    gid = record(db, game)
    other = record(db, played_game(seed=11, limit=60))
    saved = Game.from_json(json.loads(json.dumps(game.to_json())))       # a save of the same game
    meta = game_meta(saved, SEATS)
    assert meta.fingerprint == game_meta(game, SEATS).fingerprint
    assert db.continued(meta.fingerprint, saved.events) == gid
    earlier = game.copy()
    for _ in range(20):
        earlier.undo()                                                    # a save from earlier on
    assert db.continued(meta.fingerprint, earlier.events) == gid
    diverged = earlier.copy()
    diverged.events.append({"pass": 0})
    diverged.events.extend(game.events[len(earlier.events) + 1:])
    assert db.continued(meta.fingerprint, diverged.events) is None
    assert db.continued(game_meta(played_game(seed=11, limit=60), SEATS).fingerprint, saved.events) is None
    assert other != gid
    db.close()


# -- migrations ------------------------------------------------------------------------------------
def make_v1(path, game: Game) -> None:
    conn = sqlite3.connect(path)
    conn.executescript(h.MIGRATIONS[0])
    conn.execute("PRAGMA user_version = 1")
    conn.execute("INSERT INTO games (id, variant, rules, seats, seed, started, places, status, ended)"
                 " VALUES (1, 'parchis', ?, ?, 3, 1000.0, ?, 'finished', 2000.0)",
                 (json.dumps(game.start.rules.to_dict()), json.dumps(SEATS), json.dumps(game.position.places())))
    for n, ev in enumerate(game.events):
        kind = next(k for k in ("first", "roll", "move", "pass") if k in ev)
        seat = ev.get("seat") if kind == "roll" else ev["move"]["seat"] if kind == "move" else ev.get("pass")
        conn.execute("INSERT INTO events (game, n, kind, seat, data) VALUES (1, ?, ?, ?, ?)",
                     (n, kind, seat, json.dumps(ev)))
    conn.commit()
    conn.close()


def test_migration_from_version_1_keeps_every_game_and_fills_the_new_columns(tmp_path):
    path = tmp_path / "h.sqlite3"
    game = played_game()
    make_v1(path, game)
    db = HistoryDB(path)
    assert db.problem is None and db.writable
    assert db.conn.execute("PRAGMA user_version").fetchone()[0] == h.SCHEMA_VERSION
    row = db.game(1)
    assert row.finished and row.places == game.position.places() and not row.demo and row.start is None
    assert db.events(1) == json.loads(json.dumps(game.events))
    rolls = db.rolls()
    assert [[r[3], r[4]] for r in rolls] == [e["roll"] for e in game.events if "roll" in e]
    assert record(db, played_game(seed=5, limit=40)) == 2                 # and it goes on recording
    db.close()
    assert HistoryDB(path).conn.execute("PRAGMA user_version").fetchone()[0] == h.SCHEMA_VERSION


def test_every_migration_step_is_declared():
    assert sorted(h.MIGRATIONS) == list(range(h.SCHEMA_VERSION))


# -- damaged, locked, read-only, newer -------------------------------------------------------------
def test_a_damaged_file_is_kept_aside_and_a_new_one_takes_its_place(tmp_path):
    path = tmp_path / "h.sqlite3"
    junk = b"this is not a database " * 300
    path.write_bytes(junk)
    db = HistoryDB(path, clock=lambda: 0.0)
    assert db.problem == h.DAMAGED
    assert db.moved_aside == tmp_path / "h.sqlite3.damaged-19700101-000000"
    assert db.moved_aside.read_bytes() == junk                              # kept, not overwritten
    assert db.writable and record(db, played_game(limit=20)) == 1          # recording goes on
    db.close()
    path.write_bytes(junk)                                                  # damaged again, same second
    db = HistoryDB(path, clock=lambda: 0.0)
    assert db.moved_aside.name == "h.sqlite3.damaged-19700101-000000-2" and db.moved_aside.read_bytes() == junk
    db.close()


def test_a_truncated_database_is_detected_as_damaged(tmp_path):
    path = tmp_path / "h.sqlite3"
    db = HistoryDB(path)
    for seed in range(3):
        record(db, played_game(seed=seed))
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    data = path.read_bytes()
    path.write_bytes(data[:100] + b"\xff" * 4000 + data[4100:len(data) // 2])
    db = HistoryDB(path)
    assert db.problem == h.DAMAGED and db.moved_aside.exists() and db.games() == []
    db.close()


def test_a_locked_file_fails_quietly_and_works_again_when_the_lock_goes(tmp_path):
    path = tmp_path / "h.sqlite3"
    HistoryDB(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    game = played_game(limit=10)
    try:
        db = HistoryDB(path, timeout=0.05)
        assert db.begin_game(game_meta(game, SEATS)) is None               # no exception
        assert db.problem == h.LOCKED and db.failed == h.LOCKED            # transient: the writer tries again
        assert db.turn(1, 0, game.events) is False
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    db.reopen()
    assert db.begin_game(game_meta(game, SEATS)) == 1 and db.problem is None and db.failed is None
    db.close()


def test_a_read_only_database_is_read_but_not_written(tmp_path, monkeypatch):
    path = tmp_path / "h.sqlite3"
    db = HistoryDB(path)
    gid = record(db, played_game(limit=40))
    db.close()
    before = path.read_bytes()

    def read_only(self):
        return sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, isolation_level=None,
                               timeout=0.05, check_same_thread=False)

    monkeypatch.setattr(HistoryDB, "_connect", read_only)
    db = HistoryDB(path)
    assert [r.id for r in db.games()] == [gid]
    assert db.begin_game(game_meta(played_game(limit=5), SEATS)) is None
    assert db.problem == h.READONLY
    db.close()
    assert path.read_bytes() == before


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write any file")
def test_a_file_without_write_permission_is_read_only(tmp_path):
    path = tmp_path / "h.sqlite3"
    HistoryDB(path).close()
    path.chmod(0o444)
    db = HistoryDB(path)
    assert db.problem == h.READONLY and not db.writable
    db.close()


def test_a_newer_schema_is_left_untouched(tmp_path):
    path = tmp_path / "h.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE future (x)")
    conn.execute(f"PRAGMA user_version = {h.SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    db = HistoryDB(path)
    assert db.problem == h.NEWER and not db.writable
    assert db.begin_game(game_meta(played_game(limit=5), SEATS)) is None and db.games() == []
    db.close()
    assert path.read_bytes() == before and not (tmp_path / "h.sqlite3-wal").exists()


def test_a_folder_that_cannot_be_made_is_a_problem_not_a_crash(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    db = HistoryDB(blocker / "sub" / "h.sqlite3")
    assert db.problem in h.PROBLEMS and not db.writable and db.games() == []


# -- the writer thread -------------------------------------------------------------------------------
def test_the_writer_records_from_its_own_thread(tmp_path):
    path = tmp_path / "h.sqlite3"
    game = played_game()
    writer = HistoryWriter(path)
    handle = writer.begin_game(game_meta(game, SEATS))
    n = 0
    for turn in turns_of(game.events):
        writer.turn(handle, n, turn)
        n += len(turn)
    writer.turn(handle, n, [], places=game.position.places())
    assert writer.flush()
    assert writer.row_id(handle) == 1 and writer.problem is None and writer.take_problem() is None
    writer.close()
    db = HistoryDB(path)
    assert db.events(1) == json.loads(json.dumps(game.events)) and db.game(1).finished
    # a reload continues the row
    db.close()
    writer = HistoryWriter(path)
    saved = Game.from_json(json.loads(json.dumps(game.to_json())))
    handle = writer.begin_game(game_meta(saved, SEATS), loaded_events=saved.events)
    assert writer.flush() and writer.row_id(handle) == 1
    writer.close()


def test_the_writer_says_a_problem_once(tmp_path):
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"garbage" * 1000)
    writer = HistoryWriter(path)
    assert writer.flush()
    assert writer.take_problem() == h.DAMAGED
    assert writer.take_problem() is None
    assert writer.moved_aside is not None and writer.moved_aside.exists()
    writer.close()


def test_the_writer_survives_a_failing_job(tmp_path):
    writer = HistoryWriter(tmp_path / "h.sqlite3")
    writer.call(lambda db: 1 / 0)
    handle = writer.begin_game(game_meta(played_game(limit=3), SEATS))
    assert writer.flush() and writer.take_problem() == h.IO
    assert writer.row_id(handle) is None      # nothing more is written after a failure
    writer.close()


# -- the recorder (what the controller calls) ----------------------------------------------------------
class FakeWriter:
    def __init__(self):
        self.begun, self.turns = [], []

    def begin_game(self, meta, loaded_events=None):
        self.begun.append((meta, loaded_events))
        return len(self.begun)

    def turn(self, handle, first_n, events, places=None, seats=None, start=None):
        self.turns.append((handle, first_n, [dict(e) for e in events], places, start))


def test_the_recorder_sends_one_batch_per_turn_and_the_end_once():
    game = Game.new("parchis", [0, 2], seed=8)
    writer = FakeWriter()
    rec = GameRecorder(writer)
    rec.start(game, SEATS)
    while game.step_random():
        rec.update(game)
    rec.update(game)
    rec.flush()
    sent = [e for t in writer.turns for e in t[2]]
    assert sent == game.events
    assert [t[1] for t in writer.turns] == [sum(len(t[2]) for t in writer.turns[:i]) for i in range(len(writer.turns))]
    # a batch ends where the turn passes: every batch but the last is followed by another seat's roll
    seats_rolling = [{e["seat"] for e in t[2] if "roll" in e} for t in writer.turns]
    assert all(len(s) <= 1 for s in seats_rolling)
    rolling = [next(iter(s)) for s in seats_rolling if s]
    assert all(a != b for a, b in zip(rolling, rolling[1:]))      # ... and a turn is never split
    assert len(writer.turns) > 20
    assert [t[3] for t in writer.turns if t[3] is not None] == [game.position.places()]
    assert not writer.begun[0][0].demo


def test_the_recorder_replaces_undone_events_at_once():
    game = Game.new("parchis", [0, 2], seed=8)
    writer = FakeWriter()
    rec = GameRecorder(writer, demo=True)
    rec.start(game, SEATS)
    for _ in range(40):
        game.step_random()
        rec.update(game)
    mark = game.snapshot()
    for _ in range(6):
        game.step_random()
        rec.update(game)
    writer.turns.clear()
    game.restore(mark)
    rec.update(game)
    assert writer.turns and writer.turns[0][1] == len(game.events) and writer.turns[0][2] == []
    assert writer.begun[0][0].demo


def test_the_recorder_rewrites_a_loaded_game_and_its_start():
    game = played_game(limit=50)
    saved = Game.from_json(json.loads(json.dumps(game.to_json())))
    writer = FakeWriter()
    rec = GameRecorder(writer)
    rec.load(saved, SEATS)
    assert writer.begun[0][1] == saved.events
    saved.step_random()
    rec.update(saved)
    rec.flush()
    first = writer.turns[0]
    assert first[1] == 0 and first[2][:len(game.events)] == game.events and first[4] is not None


def test_the_recorder_writes_through_the_thread_to_the_file(tmp_path):
    path = tmp_path / "h.sqlite3"
    writer = HistoryWriter(path)
    rec = GameRecorder(writer)
    game = Game.new("russian", [0, 1, 2, 3], seed=4)
    rec.start(game, SEATS)
    steps = 0
    while game.step_random() and steps < 5000:
        rec.update(game)
        steps += 1
    rec.update(game)
    assert writer.flush()
    writer.close()
    db = HistoryDB(path)
    assert db.events(1) == json.loads(json.dumps(game.events))
    assert db.game(1).finished == game.position.is_over
    db.close()
