"""Every game played in the window goes to the history (store/history.py), off the GUI thread."""
from __future__ import annotations

import json

from tests.helpers.ui import act_first, save_a_game_in_progress, two_players, wait_for_human

from parchis_desktop.engine import legal_moves, replay
from parchis_desktop.store import history
from parchis_desktop.store.history import HistoryDB, default_path
from parchis_desktop.store.folders import data_dir


def stored(w) -> HistoryDB:
    assert w.history_writer.flush()
    return HistoryDB(default_path(data_dir()))


def test_an_autoplay_game_is_recorded_completely_as_a_demo(qtbot, make_window, monkeypatch):
    monkeypatch.setenv("PARCHIS_AUTOPLAY_LEVEL", "beginner")
    w = make_window(autosave=False)
    w.start_autoplay("parchis", 7, 2, "instant")
    qtbot.waitUntil(lambda: w.controller.position.is_over, timeout=60_000)
    game = w.controller.game
    db = stored(w)
    [row] = db.games()
    assert row.demo and row.finished and row.places == game.position.places()
    assert [s["kind"] for s in row.seats] == ["bot", "empty", "bot", "empty"]
    assert HistoryDB.seed_of(row) == 7
    events = db.events(row.id)
    assert events == json.loads(json.dumps(game.events))
    assert replay({"start": json.loads(row.start), "events": events}) == game.position
    assert db.games(include_demo=False) == []            # left out of career figures
    db.close()


def play_until_undo_is_possible(qtbot, w):
    for _ in range(300):
        wait_for_human(qtbot, w)
        pos = w.controller.position
        if pos.needs_roll:
            if w.controller.can_undo() and len(w.controller.game.events) > 12:
                return
            w.controller.roll()
        else:
            w.controller.play_move(legal_moves(pos)[0])
    raise AssertionError("no undo point")


def test_undo_removes_the_undone_events(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", two_players(), seed=5)
    play_until_undo_is_possible(qtbot, w)
    db = stored(w)
    [row] = db.games()
    assert not row.demo and row.seats[0]["name"] == "Ana"
    recorded = len(db.events(row.id))
    assert recorded == len(w.controller.game.events)       # a whole turn has just ended
    w.undo_action.trigger()
    wait_for_human(qtbot, w)
    assert len(w.controller.game.events) < recorded
    db2 = stored(w)
    assert db2.events(row.id) == json.loads(json.dumps(w.controller.game.events))
    db.close()
    db2.close()


def test_a_game_loaded_from_a_save_continues_its_own_row(qtbot, make_window, tmp_path):
    w = make_window()
    path = tmp_path / "g.json"
    save_a_game_in_progress(qtbot, w, path)
    w.start_game("parchis", two_players(), seed=4)        # another game in between
    assert w.load_from(path)
    act_first(qtbot, w)
    wait_for_human(qtbot, w)
    w.controller.recorder.flush()
    db = stored(w)
    rows = db.games()
    assert len(rows) == 2                                  # the loaded game made no third row
    spanish = next(r for r in rows if r.variant == "spanish")
    assert db.events(spanish.id) == json.loads(json.dumps(w.controller.game.events))
    db.close()


def test_closing_the_window_writes_the_turn_in_progress(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", two_players(), seed=5)
    wait_for_human(qtbot, w)
    w.controller.roll()                                    # the turn is not over yet
    events = json.loads(json.dumps(w.controller.game.events))
    w.close()
    db = HistoryDB(default_path(data_dir()))
    [row] = db.games()
    assert db.events(row.id) == events and row.status == "playing"
    db.close()


def test_a_damaged_history_is_said_once_and_the_game_goes_on(qtbot, make_window):
    path = default_path(data_dir())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a database" * 500)
    w = make_window()
    w.start_game("parchis", two_players(), seed=5)
    qtbot.waitUntil(lambda: w.history_writer.problem is not None)
    wait_for_human(qtbot, w)
    w.controller.roll()
    qtbot.waitUntil(lambda: w.notice.isVisible())
    assert "damaged" in w.notice.label.text() and ".damaged-" in w.notice.label.text()
    w.notice.hide()
    act_first(qtbot, w)
    assert not w.notice.isVisible()                        # said once
    assert len(list(path.parent.glob("history.sqlite3.damaged-*"))) == 1
    assert w.history_writer.problem == history.DAMAGED


def test_a_window_without_history_records_nothing(qtbot, tmp_path):
    from parchis_desktop.ui.game.main_window import MainWindow
    from parchis_desktop.ui.game.sound import SilentPlayer
    w = MainWindow(sound=SilentPlayer(), autosave=False, history=False)
    qtbot.addWidget(w)
    w.start_game("parchis", two_players(), seed=5)
    assert w.controller.recorder is None and not default_path(data_dir()).exists()
    w.close()

