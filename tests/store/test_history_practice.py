"""Practice games in the history (issue 30): the ``practice`` column (schema version 4) is
written from ``Game.practice``, read back, and an older file upgrades with every game not a
practice one."""
from __future__ import annotations

import json
import sqlite3

from parchis_desktop.engine import Game
from parchis_desktop.store import history as h
from parchis_desktop.store.history import HistoryDB, game_meta

SEATS = [{"kind": "human", "level": "casual", "name": ""}, {"kind": "empty", "level": "casual", "name": ""},
         {"kind": "bot", "level": "casual", "name": ""}, {"kind": "empty", "level": "casual", "name": ""}]


def a_game(practice: bool) -> Game:
    game = Game.new("parchis", [0, 2], seed=7)
    game.practice = practice
    for _ in range(10):
        game.step_random()
    return game


def test_a_practice_game_is_marked_in_its_row(tmp_path):
    db = HistoryDB(tmp_path / "h.sqlite3")
    plain = db.begin_game(game_meta(a_game(False), SEATS))
    practice = db.begin_game(game_meta(a_game(True), SEATS))
    assert db.game(practice).practice and not db.game(plain).practice
    assert {row.id: row.practice for row in db.games()} == {plain: False, practice: True}
    db.close()


def test_a_version_2_file_upgrades_with_no_practice_game(tmp_path):
    path = tmp_path / "h.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(h.MIGRATIONS[0])
    conn.executescript(h.MIGRATIONS[1])
    conn.execute("PRAGMA user_version = 2")
    conn.execute("INSERT INTO games (id, variant, rules, seats, seed, started, status) VALUES (1, 'parchis', ?, ?, 3,"
                 " 1000.0, 'playing')", (json.dumps(a_game(False).start.rules.to_dict()), json.dumps(SEATS)))
    conn.commit()
    conn.close()
    db = HistoryDB(path)
    assert db.problem is None and db.conn.execute("PRAGMA user_version").fetchone()[0] == 4 == h.SCHEMA_VERSION
    assert db.game(1) is not None and not db.game(1).practice
    later = db.begin_game(game_meta(a_game(True), SEATS))
    assert db.game(later).practice
    db.close()
