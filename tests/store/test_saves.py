"""Saves and the autosave (issue 24 #4, #6, #7; issue 25 #1), and the profile lock."""
from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from parchis_desktop.engine import Game
from parchis_desktop.engine.rules import RuleSet
from parchis_desktop.store.errors import SaveError
from parchis_desktop.store.lock import BUSY, OWNED, ProfileLock
from parchis_desktop.store.rulesets import export_ruleset, read_ruleset
from parchis_desktop.store.saves import (
    AutoSaver, default_save_name, load_game, parse_save, recent_saves, save_document, save_game,
    set_aside_damaged,
)


def played(n=30, seed=3) -> Game:
    game = Game.new("parchis", 2, seed=seed)
    for _ in range(n):
        game.step_random()
    return game


def test_a_save_whose_record_does_not_replay_says_its_history_was_dropped():
    game = played()
    doc = save_document(game, [])
    assert parse_save(json.dumps(doc)).history_dropped is False
    doc["game"]["record"]["events"][3] = {"roll": [9, 9]}      # a record that no longer replays
    saved = parse_save(json.dumps(doc))
    assert saved.history_dropped is True
    assert saved.game.position == game.position and saved.game.events == []


def test_a_bare_position_has_no_history_to_drop():
    saved = parse_save(json.dumps({"variant": "parchis", "tokens": [["nest"] * 4, [], ["nest"] * 4, []],
                                   "turn": 0}))
    assert saved.history_dropped is False


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_loading_a_fifo_is_refused_not_a_hang(tmp_path, within):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    assert within(lambda: _code(fifo)) == "not_regular"


@pytest.mark.skipif(not os.path.exists("/dev/urandom"), reason="needs /dev/urandom")
def test_loading_a_link_to_urandom_reads_nothing(tmp_path):
    link = tmp_path / "game.json"
    link.symlink_to("/dev/urandom")
    assert _code(link) == "not_regular"


def _code(path) -> str:
    try:
        load_game(path)
    except SaveError as exc:
        return exc.code
    return "loaded"


def test_a_name_without_json_gets_the_extension(tmp_path):
    game = played(5)
    written = save_game(tmp_path / "mid-game one", game, [])
    assert written == tmp_path / "mid-game one.json"
    assert [p.name for p in tmp_path.iterdir()] == ["mid-game one.json"]
    assert load_game(written).game.position == game.position
    exported = export_ruleset(tmp_path / "for Ana", "Ana's", RuleSet.preset_named("spanish"))
    assert exported.name == "for Ana.json" and read_ruleset(exported)[0] == "Ana's"


def test_the_default_name_is_dated_and_fits_any_file_system():
    name = default_save_name(dt.datetime(2026, 12, 1, 14, 5))
    assert name == "Parchís 2026-12-01 14-05.json"
    assert not set(name) & set('/\\:*?"<>|')


def test_recent_saves_are_the_newest_json_files(tmp_path):
    for n, name in enumerate(["old.json", "middle.JSON", "new.json", "notes.txt", ".hidden.json"]):
        path = tmp_path / name
        path.write_text("{}")
        os.utime(path, (1_000_000 + n, 1_000_000 + n))
    (tmp_path / "folder.json").mkdir()
    assert [p.name for p in recent_saves(tmp_path)] == ["new.json", "middle.JSON", "old.json"]
    assert [p.name for p in recent_saves(tmp_path, limit=1)] == ["new.json"]
    assert recent_saves(tmp_path / "missing") == []


def test_a_second_damaged_autosave_keeps_the_first_copy(tmp_path):
    path = tmp_path / "autosave.json"
    path.write_text("{first")
    set_aside_damaged(path)
    path.write_text("{second")
    set_aside_damaged(path)
    assert (tmp_path / "autosave.damaged.json").read_text() == "{first"
    assert (tmp_path / "autosave.damaged-2.json").read_text() == "{second"


def test_autosave_failures_are_told_once_and_the_recovery_once(tmp_path):
    path = tmp_path / "autosave.json"
    path.mkdir()                                   # a folder where the autosave goes
    told = []
    saver = AutoSaver(path, listener=told.append)
    game = Game.new("parchis", 2, seed=1)
    for _ in range(5):
        game.step_random()
        saver.save(game, [])
        saver.flush()
    assert [e.code for e in told] == ["autosave_failed"] and saver.failures == 5
    assert told[0].params["reason"]
    path.rmdir()
    game.step_random()
    saver.save(game, [])
    saver.flush()
    game.step_random()
    saver.save(game, [])
    saver.flush()
    assert told[1:] == [None] and saver.error is None
    assert load_game(path).game.position == game.position


def test_the_same_game_is_not_written_twice(tmp_path, monkeypatch):
    import parchis_desktop.store.saves as saves
    writes = []
    real = saves.write_atomic
    monkeypatch.setattr(saves, "write_atomic", lambda p, t: (writes.append(p), real(p, t)))
    saver = AutoSaver(tmp_path / "a.json")
    game = played(4)
    for _ in range(3):
        saver.save(game, [])
        saver.flush()
    assert len(writes) == 1


def test_two_lock_objects_one_profile(tmp_path):
    first = ProfileLock(tmp_path / "instance.lock")
    second = ProfileLock(tmp_path / "instance.lock")
    assert (first.state, second.state) == (OWNED, BUSY)
    first.release()
    assert second.acquire() == OWNED
    second.release()


_HOLDER = """
import sys, time
sys.path.insert(0, sys.argv[2])
from parchis_desktop.store.lock import ProfileLock
lock = ProfileLock(__import__("pathlib").Path(sys.argv[1]))
print(lock.state, flush=True)
sys.stdin.readline()
"""


@pytest.mark.skipif(sys.platform == "win32", reason="flock")
def test_a_second_process_finds_the_profile_busy_until_the_first_exits(tmp_path):
    lock_file = tmp_path / "instance.lock"
    root = str(Path(__file__).resolve().parents[2])
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, str(lock_file), root], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == OWNED
        assert ProfileLock(lock_file).state == BUSY
    finally:
        holder.stdin.close()                       # the holder exits (or dies): the system drops its lock
        holder.wait(10)
    assert ProfileLock(lock_file).state == OWNED


def test_saving_back_to_the_written_game_while_another_write_is_under_way(tmp_path, monkeypatch):
    """An undo back to the very text on disk while a newer one is being written: the autosave
    ends with the undone game, not the newer one (it was skipped as already written)."""
    import threading

    from parchis_desktop.store import saves
    real, calls, gate, busy = saves.write_atomic, [], threading.Event(), threading.Event()

    def write(path, data):
        calls.append(data)
        if len(calls) == 2:
            busy.set()
            gate.wait(5)
        real(path, data)
    monkeypatch.setattr(saves, "write_atomic", write)
    path = tmp_path / "autosave.json"
    before, after = Game.new("parchis", [0, 2], seed=1), Game.new("parchis", [0, 2], seed=1)
    for _ in range(5):
        before.step_random()
    for _ in range(6):
        after.step_random()
    saver = AutoSaver(path)
    saver.save(before, [])
    saver.flush()
    t1 = saver.ticket()
    assert saver.wait_saved(t1, timeout=1)
    saver.save(after, [])
    assert busy.wait(5)
    saver.save(before, [])                    # back to the text on disk while `after` is written
    t3 = saver.ticket()
    assert not saver.wait_saved(t3, timeout=0.05)
    gate.set()
    assert saver.wait_saved(t3, timeout=5)
    saver.flush()
    assert len(load_game(path).game.events) == len(before.events)
