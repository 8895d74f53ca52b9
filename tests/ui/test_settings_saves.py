"""Settings (typed INI), atomic saves and the autosaver, sound fallback."""
from __future__ import annotations

import json

from parchis_desktop.engine import Game
from parchis_desktop.ui import sound
from parchis_desktop.store.errors import SaveError
from parchis_desktop.store.files import write_atomic
from parchis_desktop.store.saves import AutoSaver, load_game, parse_save, save_document, save_game
from parchis_desktop.ui.saves import save_error_text
from parchis_desktop.store.settings import SETTINGS, Settings

import pytest


def test_settings_are_read_back_with_their_types(tmp_path):
    path = tmp_path / "s.ini"
    s = Settings(path)
    s.set("animation/speed", "fast")
    s.set("sound/enabled", False)
    s.set("bots/pace_ms", 300)
    s.set("bots/expert_seconds", 2.5)
    s.sync()
    again = Settings(path)
    assert again.get("animation/speed") == "fast"
    assert again.get("sound/enabled") is False
    assert again.get("bots/pace_ms") == 300
    assert again.get("bots/expert_seconds") == 2.5
    assert "version=1" in path.read_text()


def test_hand_edited_settings_fall_back_to_defaults(tmp_path):
    path = tmp_path / "s.ini"
    path.write_text("[animation]\nspeed=warp\n[bots]\npace_ms=banana\nexpert_seconds=1e9\n")
    s = Settings(path)
    defaults = {x.key: x.default for x in SETTINGS}
    assert s.get("animation/speed") == defaults["animation/speed"]
    assert s.get("bots/pace_ms") == defaults["bots/pace_ms"]
    assert s.get("bots/expert_seconds") == defaults["bots/expert_seconds"]


def test_last_new_game_choice_round_trips_and_tolerates_garbage(tmp_path):
    s = Settings(tmp_path / "s.ini")
    assert s.last_new_game() is None
    s.set_last_new_game({"variant": "spanish", "players": []})
    assert s.last_new_game() == {"variant": "spanish", "players": []}
    s.set("newgame/last", "{broken")
    assert s.last_new_game() is None


def test_saves_are_written_atomically_and_read_back(tmp_path):
    game = Game.new("parchis", 3, seed=4)
    for _ in range(40):
        game.step_random()
    path = tmp_path / "g.json"
    save_game(path, game, [{"kind": "human", "level": "casual", "name": "A"}] * 4)
    loaded, players, physical, _pending, dropped = load_game(path)
    assert dropped is False                                      # the record replays
    assert loaded.position == game.position
    assert loaded.events == game.events
    assert loaded.dice.getstate() == game.dice.getstate()
    assert players[0]["name"] == "A"
    assert physical is False                                     # app dice unless said otherwise
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]   # no temporary file left


@pytest.mark.parametrize("written, hand_edit, expected", [
    ((True, False), {}, (True, False)),
    ((True, True), {}, (True, True)),
    ((False, True), {}, (False, False)),                          # pending needs physical dice
    ((False, False), {"physical_dice": "yes", "first_roll_pending": True}, (False, False)),
    ((False, False), {"physical_dice": 1}, (False, False)),
    ((False, False), {"physical_dice": True, "first_roll_pending": "true"}, (True, False)),
])
def test_the_physical_dice_flag_is_saved_and_only_json_true_counts(written, hand_edit, expected):
    game = Game.new("parchis", 2, seed=4)
    doc = save_document(game, [], *written)
    assert doc["physical_dice"] is written[0]
    doc.update(hand_edit)
    saved = parse_save(json.dumps(doc))
    assert (saved.physical_dice, saved.first_roll_pending) == expected
    assert saved.game.position == game.position


def test_an_old_save_without_the_flag_is_an_app_dice_game():
    game = Game.new("parchis", 2, seed=4)
    doc = save_document(game, [])
    del doc["physical_dice"]
    saved = parse_save(json.dumps(doc))
    assert saved.physical_dice is False and saved.first_roll_pending is False
    assert saved.game.events == game.events


def test_a_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    path.write_text("old")

    def boom(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", boom)
    with pytest.raises(OSError):
        write_atomic(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


@pytest.mark.parametrize("text, words", [
    ("{", "not valid JSON"),
    ('{"game": 5}', "invalid"),
    (json.dumps({"variant": "parchis", "tokens": [], "turn": 0}), "invalid"),
    ("x" * (5 << 20), "too large"),
])
def test_bad_saves_say_why(text, words):
    with pytest.raises(SaveError) as info:
        parse_save(text)
    assert words in save_error_text(info.value)


def test_the_autosaver_writes_the_newest_game_in_the_background(tmp_path):
    saver = AutoSaver(tmp_path / "auto.json")
    game = Game.new("spanish", 2, seed=1)
    for _ in range(10):
        game.step_random()
        saver.save(game, [])
    saver.flush()
    loaded = load_game(tmp_path / "auto.json").game
    assert loaded.position == game.position
    saver.clear()
    assert not (tmp_path / "auto.json").exists()


def test_sound_is_silent_offscreen_and_remembers_requests():
    player = sound.make_player()
    assert isinstance(player, sound.SilentPlayer)
    player.play("dice")
    player.set_enabled(False)
    player.play("win")
    assert player.played == ["dice"]
