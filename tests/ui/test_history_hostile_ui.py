"""Game → History and Game → Statistics on hostile history and record files (issue 33): the
rows that can be read are shown, a clear sentence says what could not be, short."""
from __future__ import annotations

import json
import os
import sqlite3
import threading
import time

import pytest

from parchis_desktop.engine import Game
from parchis_desktop.store import history
from parchis_desktop.store.folders import data_dir
from parchis_desktop.store.history import HistoryDB, default_path, game_meta
from parchis_desktop.store.replay import record_document

ANA = {"kind": "human", "level": "casual", "name": "Ana"}
EMPTY = {"kind": "empty", "level": "casual", "name": ""}
BOT_SEAT = {"kind": "bot", "level": "strong", "name": ""}
SEATS = [ANA, EMPTY, BOT_SEAT, EMPTY]


def recorded(n=3) -> list[int]:
    db = HistoryDB(default_path(data_dir()))
    ids = []
    for seed in range(n):
        game = Game.new("parchis", [0, 2], seed=seed)
        while game.step_random():
            pass
        gid = db.begin_game(game_meta(game, SEATS))
        db.turn(gid, 0, game.events, places=game.position.places())
        ids.append(gid)
    db.close()
    return ids


def hand_edit(sql: str, *args) -> None:
    conn = sqlite3.connect(default_path(data_dir()))
    conn.execute(sql, args)
    conn.commit()
    conn.close()


@pytest.mark.parametrize("sql", [
    "UPDATE games SET seats = '5' WHERE id = ?",
    "UPDATE games SET started = 1e300 WHERE id = ?",
    "UPDATE games SET places = '[\"x\"]', status = 'finished' WHERE id = ?",
])
def test_hand_edited_rows_are_shown_with_the_rest(qtbot, make_window, sql):
    ids = recorded()
    hand_edit(sql, ids[1])
    w = make_window(autosave=False)
    w.show_history()
    hw = w.history_window
    assert hw.table.rowCount() == 3
    w.show_statistics()                                     # it raised TypeError on seats = '5'
    sw = w.stats_window
    assert sw.career_table.rowCount() > 0 and not sw.problem_label.isVisible()
    sw.close()


def test_a_read_only_history_shows_its_games_and_says_why_new_ones_are_not_recorded(
        qtbot, make_window, monkeypatch):
    ids = recorded(4)

    def cannot_make_journals(self):   # what SQLite meets in a read-only folder
        raise sqlite3.OperationalError("unable to open database file")
    monkeypatch.setattr(HistoryDB, "_connect", cannot_make_journals)
    w = make_window(autosave=False)
    w.show_history()
    hw = w.history_window
    assert hw.table.rowCount() == len(ids)
    assert "read-only" in hw.message.text() and "new games are not recorded" in hw.message.text()
    w.show_statistics()
    assert w.stats_window.problem_label.isVisibleTo(w.stats_window)
    assert "read-only" in w.stats_window.problem_label.text()
    w.stats_window.close()


@pytest.fixture
def history_window(qtbot, make_window):
    w = make_window(autosave=False)
    w.show_history()
    return w.history_window


def test_a_fifo_is_refused_at_once(history_window, tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    timer = threading.Timer(5.0, lambda: os.close(os.open(fifo, os.O_RDWR | os.O_NONBLOCK)))
    timer.start()   # if it hangs, this frees it after 5 s (and the time check fails)
    t0 = time.perf_counter()
    try:
        assert history_window.import_file(fifo) is None
    finally:
        timer.cancel()
    assert time.perf_counter() - t0 < 2.0
    assert "not a regular file" in history_window.message.text()


def test_a_huge_sparse_file_is_refused_before_it_is_read(history_window, tmp_path):
    sparse = tmp_path / "huge.json"
    with open(sparse, "wb") as fh:
        fh.truncate(1 << 30)
    t0 = time.perf_counter()
    assert history_window.import_file(sparse) is None
    assert time.perf_counter() - t0 < 1.0                    # it read 1.1 GB for 5.4 s
    assert "too large" in history_window.message.text() and "1024 MiB" in history_window.message.text()


@pytest.mark.parametrize("where", ["rule", "event"])
def test_a_record_with_a_huge_value_gets_a_short_message(history_window, tmp_path, where):
    game = Game.new("parchis", [0, 2], seed=4)
    for _ in range(20):
        game.step_random()
    doc = record_document(game.record, SEATS)
    if where == "rule":
        doc["record"]["start"]["rules"]["dice"] = "x" * 1_000_000
    else:
        ev = doc["record"]["events"]
        n = next(i for i, e in enumerate(ev) if "move" in e)
        ev[n]["move"]["steps"] = "9" * 1_000_000
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    t0 = time.perf_counter()
    assert history_window.import_file(path) is None
    text = history_window.message.text()
    assert 0 < len(text) < 500 and time.perf_counter() - t0 < 5.0
    assert history_window.message.sizeHint().width() < 3000


def test_problem_texts_say_each_case():
    from parchis_desktop.ui.texts.history import problem_text
    texts = {code: problem_text(code) for code in history.PROBLEMS}
    assert len(set(texts.values())) == len(texts)             # one sentence per case
    assert "kept" in texts[history.LOCKED] and "kept" in texts[history.FULL]
