"""Game → History and the replay viewer (ui/replay_window.py) on the real board, offscreen."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from parchis_desktop.engine import Game
from parchis_desktop.store.history import HistoryDB, default_path, game_meta
from parchis_desktop.store.folders import data_dir
from parchis_desktop.store.replay import record_document
from parchis_desktop.ui.game.players import BOT, HUMAN

ANA = {"kind": "human", "level": "casual", "name": "Ana"}
EMPTY = {"kind": "empty", "level": "casual", "name": ""}
BOT_SEAT = {"kind": "bot", "level": "strong", "name": ""}


def recorded(seed=3, variant="parchis", finish=True) -> Game:
    """A game put into the history of the test's data folder."""
    game = Game.new(variant, [0, 2], seed=seed)
    steps = 0
    while game.step_random() and (finish or steps < 60):
        steps += 1
    db = HistoryDB(default_path(data_dir()))
    gid = db.begin_game(game_meta(game, [ANA, EMPTY, BOT_SEAT, EMPTY]))
    db.turn(gid, 0, game.events, places=game.position.places() if game.position.is_over else None)
    db.close()
    return game


@pytest.fixture
def history(qtbot, make_window):
    def make():
        w = make_window()
        w.show_history()
        qtbot.waitUntil(lambda: w.history_window is not None and w.history_window.isVisible())
        return w, w.history_window
    return make


def test_a_played_autoplay_game_replays_to_the_same_final_position(qtbot, make_window, monkeypatch):
    monkeypatch.setenv("PARCHIS_AUTOPLAY_LEVEL", "beginner")
    w = make_window(autosave=False)
    w.start_autoplay("spanish", 11, 2, "instant")
    qtbot.waitUntil(lambda: w.controller.position.is_over, timeout=60_000)
    w.show_history()
    hw = w.history_window
    assert hw.table.rowCount() == 1 and "demo" in hw.table.item(0, 0).text()
    assert hw.table.item(0, 3).text().endswith("won")
    replay = hw.replay_row(0)
    assert replay is not None and replay.isVisible()
    assert replay.position() == replay.frames[0]
    replay.last()
    assert replay.position() == w.controller.position
    assert replay.log.count() == len(w.controller.game.events) + 1
    assert not replay.continue_button.isEnabled()          # nothing to continue at the end


def test_navigation_keys_slider_turns_and_the_log_stay_in_step(qtbot, history):
    game = recorded()
    w, hw = history()
    replay = hw.replay_row(0)
    qtbot.keyClick(replay, Qt.Key.Key_End)
    assert replay.index == len(game.events) and replay.position() == game.position
    qtbot.keyClick(replay, Qt.Key.Key_Left)
    assert replay.index == len(game.events) - 1 and replay.slider.value() == replay.index
    assert replay.log.currentRow() == replay.index
    qtbot.keyClick(replay, Qt.Key.Key_Home)
    assert replay.index == 0 and not replay.prev_button.isEnabled()
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    assert replay.index == 1
    replay.slider.setValue(40)
    assert replay.index == 40 and replay.log.currentRow() == 40
    replay.log.setCurrentRow(12)
    assert replay.index == 12 and replay.slider.value() == 12
    replay.turn_box.setValue(10)
    replay.turn_button.click()
    assert replay.turns[replay.index] == 10 and replay.turns[replay.index - 1] == 9
    assert replay.where.text().startswith("Turn 10 of ")


def _replay_at(history, speed):
    """The replay of a recorded game, played at the animation ``speed``."""
    recorded()
    _, hw = history()
    replay = hw.replay_row(0)
    replay.speed = speed
    replay.scene.set_speed(speed)
    return replay


def test_play_steps_through_the_game_by_itself(qtbot, history):
    replay = _replay_at(history, "instant")
    qtbot.keyClick(replay, Qt.Key.Key_Space)
    assert replay.is_playing()
    qtbot.waitUntil(lambda: replay.index >= 6, timeout=10_000)
    qtbot.keyClick(replay, Qt.Key.Key_Space)
    stopped = replay.index
    assert not replay.is_playing()
    qtbot.wait(400)  # noqa: nothing happens while stopped (there is no condition to wait for)
    assert replay.index == stopped


def test_play_animates_moves_at_the_animation_speed(qtbot, history):
    replay = _replay_at(history, "fast")
    move = next(i for i, e in enumerate(replay.events) if "move" in e)
    replay.go_to(move)
    replay.set_playing(True)
    qtbot.waitUntil(lambda: replay._animating, timeout=5000)       # the board animates the move
    qtbot.waitUntil(lambda: replay.index > move + 1, timeout=10_000)
    replay.set_playing(False)


def test_continue_from_here_starts_a_game_against_computer_players(qtbot, history):
    recorded()
    w, hw = history()
    replay = hw.replay_row(0)
    replay.go_to(57)
    pos = replay.position()
    replay.continue_button.click()
    c = w.controller
    assert c.position.tokens == pos.tokens and c.position.turn == pos.turn
    kinds = [p.kind for p in c.players]
    assert kinds == [HUMAN, "empty", BOT, "empty"]
    assert c.players[0].name == "Ana" and c.players[2].level == "strong"
    assert c.game.events == []                                  # a new game from that position
    w.current_history_row()
    db = HistoryDB(default_path(data_dir()))
    assert len(db.games()) == 2                                 # ... with its own history row
    db.close()
    qtbot.waitUntil(lambda: c.position != pos or c.human_to_act(), timeout=10_000)


def test_a_chart_point_opens_the_replay_at_that_move(qtbot, history):
    recorded()
    w, hw = history()
    w.open_replay_at(1, 33)
    replay = hw.replays[-1]
    assert replay.index == 33 and replay.isVisible()


def test_export_and_import_round_trip(qtbot, history, tmp_path):
    game = recorded()
    w, hw = history()
    path = tmp_path / "game.json"
    hw.export_row(0, path)
    doc = json.loads(path.read_text())
    assert doc["kind"] == "game-record" and doc["seats"][0]["name"] == "Ana"
    assert doc["record"]["events"] == json.loads(json.dumps(game.events))
    replay = hw.import_file(path)
    assert replay is not None
    replay.last()
    assert replay.position() == game.position
    assert replay.names[0] == "Ana"


@pytest.mark.parametrize("break_it, words", [
    (lambda ev: ev.__setitem__(next(i for i, e in enumerate(ev) if "move" in e), {"move": {"kind": "step", "seat": 0,
                                                                                         "token": 3, "steps": 50}}),
     "is not legal"),
    (lambda ev: ev.insert(4, {"roll": [9, 9], "seat": 0}), "is not legal"),
    (lambda ev: ev.insert(2, "rm -rf"), "is not legal"),
])
def test_an_illegal_record_is_refused_with_a_clear_message(qtbot, history, tmp_path, break_it, words):
    game = recorded(finish=False)
    w, hw = history()
    doc = record_document(game.record, [ANA, EMPTY, BOT_SEAT, EMPTY])
    break_it(doc["record"]["events"])
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    before = len(hw.replays)
    assert hw.import_file(path) is None
    assert len(hw.replays) == before
    assert "This game record is not valid: event " in hw.message.text() and words in hw.message.text()


def test_files_that_are_no_records_get_a_message(qtbot, history, tmp_path):
    w, hw = history()
    path = tmp_path / "junk.json"
    path.write_bytes(b"\x00\xff not json")
    assert hw.import_file(path) is None
    assert hw.message.text().startswith("This file is not a valid game record")
    assert hw.import_file(tmp_path / "missing.json") is None
    assert hw.message.text().startswith("The file cannot be read")


def test_deleting_asks_first(qtbot, history, monkeypatch):
    recorded(seed=1)
    recorded(seed=2)
    w, hw = history()
    assert hw.table.rowCount() == 2
    answers = []
    monkeypatch.setattr(hw, "_confirm", lambda text: answers.append(text) or False)
    hw.delete_button.click()
    hw.delete_all_button.click()
    assert len(answers) == 2 and hw.table.rowCount() == 2     # asked, declined: nothing deleted
    monkeypatch.setattr(hw, "_confirm", lambda text: True)
    hw.delete_button.click()
    assert hw.table.rowCount() == 1
    hw.delete_all_button.click()
    assert hw.table.rowCount() == 0 and not hw.delete_all_button.isEnabled()
    db = HistoryDB(default_path(data_dir()))
    assert db.games() == []
    db.close()
