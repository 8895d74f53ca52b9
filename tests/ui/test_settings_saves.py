"""Settings (typed INI), atomic saves and the autosaver, sound fallback."""
from __future__ import annotations

import json
import os

from parchis_desktop.engine import Game
from parchis_desktop.ui.game import sound
from parchis_desktop.store.errors import SaveError
from parchis_desktop.store.files import write_atomic
from parchis_desktop.store.saves import AutoSaver, load_game, parse_save, save_document, save_game
from parchis_desktop.ui.texts.saves import save_error_text
from parchis_desktop.store.settings import SETTINGS, Settings

import pytest


# One value of each type the settings table declares (str, bool, int, float).
TYPED_VALUES = {"animation/speed": "fast", "sound/enabled": False, "bots/pace_ms": 300, "bots/expert_seconds": 2.5}


def set_typed_values(s):
    for key, value in TYPED_VALUES.items():
        s.set(key, value)


def test_settings_are_read_back_with_their_types(tmp_path):
    path = tmp_path / "s.ini"
    s = Settings(path)
    set_typed_values(s)
    s.sync()
    again = Settings(path)
    for key, value in TYPED_VALUES.items():
        assert again.get(key) == value and type(again.get(key)) is type(value), key
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


# -- the settings file stays QSettings' file (issue 22: formats and keys unchanged) ----------


def test_qsettings_reads_what_the_store_writes_and_the_store_reads_qsettings(tmp_path):
    from PySide6.QtCore import QSettings
    choice = {"variant": "spanish", "players": [{"name": 'Ána "Ł", ; = \\ x'}]}
    ours = tmp_path / "ours.ini"
    s = Settings(ours)
    set_typed_values(s)
    s.set("ui/language", "pl")
    s.set_last_new_game(choice)
    qs = QSettings(str(ours), QSettings.Format.IniFormat)
    assert qs.value("meta/version", type=int) == 1
    assert qs.value("animation/speed") == "fast" and qs.value("sound/enabled", type=bool) is False
    assert qs.value("bots/pace_ms", type=int) == 300 and qs.value("bots/expert_seconds", type=float) == 2.5
    assert json.loads(qs.value("newgame/last")) == choice
    theirs = tmp_path / "theirs.ini"
    qs = QSettings(str(theirs), QSettings.Format.IniFormat)
    for key, value in {"meta/version": 1, "animation/speed": "slow", "sound/enabled": False, "bots/pace_ms": 1000,
                       "bots/expert_seconds": 0.5, "newgame/last": json.dumps(choice)}.items():
        qs.setValue(key, value)
    qs.sync()
    del qs
    again = Settings(theirs)
    assert (again.get("animation/speed"), again.get("sound/enabled"), again.get("bots/pace_ms"),
            again.get("bots/expert_seconds"), again.last_new_game()) == ("slow", False, 1000, 0.5, choice)
    assert again.problems == []


# -- the window: settings problems, autosave failures, the profile lock, saves -----------------

from parchis_desktop.engine import legal_moves  # noqa: E402
from parchis_desktop.store.folders import autosave_path, data_dir, saves_dir  # noqa: E402
from parchis_desktop.ui.game.players import EMPTY, HUMAN, SeatPlayer  # noqa: E402

ON_TRACK = {"variant": "parchis", "tokens": [["T5", "nest", "nest", "nest"], [], ["T7", "nest", "nest", "nest"], []],
            "turn": 0}
HUMANS = [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)]


def _window(qtbot, settings):
    from parchis_desktop.ui.game.main_window import MainWindow
    w = MainWindow(settings=settings, sound=sound.SilentPlayer(), autosave=True)
    qtbot.addWidget(w)
    w.show()
    return w


def test_unusable_settings_start_the_window_on_defaults_and_say_so_once(qtbot, tmp_path):
    path = tmp_path / "settings.ini"
    path.write_text("[meta]\nversion=-1\n[animation]\nspeed=fast\n")
    w = _window(qtbot, Settings(path))
    assert w.notice.isVisible()
    assert "defaults apply" in w.notice.label.text() and "settings.damaged.ini" in w.notice.label.text()
    assert w.settings.get("animation/speed") == "normal"
    w.notice.hide()
    w._startup_notices()
    assert not w.notice.isVisible()                     # said once
    w.close()


def test_a_deeply_nested_last_game_choice_does_not_stop_the_start_or_ctrl_n(qtbot, tmp_path):
    from parchis_desktop.ui.dialogs.new_game import NewGameDialog
    path = tmp_path / "settings.ini"
    path.write_text("[meta]\nversion=1\n[newgame]\nlast=" + "[" * 2000 + "]" * 2000 + "\n")
    w = _window(qtbot, Settings(path))
    w.start_default_game()
    assert w.controller.position is not None
    dialog = NewGameDialog(w.settings.last_new_game(), w)    # what Ctrl+N opens
    dialog.close()
    w.close()


def test_a_move_is_autosaved_when_played_not_when_its_animation_ends(qtbot, make_window):
    from parchis_desktop.engine import Game
    w = make_window(speed="slow")
    w.load_game_object(Game.from_json(ON_TRACK), [p.to_dict() for p in HUMANS])
    w.controller.roll((3, 4))
    move = legal_moves(w.controller.position)[0]
    assert w.controller.play_move(move)
    assert w.controller.animating                        # the token is still walking ...
    w.autosaver.flush()
    saved = load_game(autosave_path())                   # ... and a kill now keeps the move
    assert saved.game.position == w.controller.position
    assert saved.game.events[-1] == {"move": move.to_dict()}


def test_autosave_failures_and_the_recovery_are_said_once_each(qtbot, make_window, monkeypatch):
    from parchis_desktop.engine import Game
    autosave_path().mkdir(parents=True)                  # a folder where the autosave goes
    w = make_window()
    said = []
    monkeypatch.setattr(w, "show_notice", said.append)
    w.load_game_object(Game.from_json(ON_TRACK), [p.to_dict() for p in HUMANS])
    for dice in ((3, 4), (1, 2)):
        w.controller.roll(dice)
        qtbot.waitUntil(lambda: not w.controller.animating and bool(legal_moves(w.controller.position)))
        w.controller.play_move(legal_moves(w.controller.position)[0])
        qtbot.waitUntil(lambda: not w.controller.animating)
    w.autosaver.flush()
    qtbot.waitUntil(lambda: len(said) >= 1)
    assert w.autosaver.failures >= 3
    assert len(said) == 1 and "cannot be autosaved" in said[0]
    autosave_path().rmdir()
    w.controller.roll((5, 6))
    w.autosaver.flush()
    qtbot.waitUntil(lambda: len(said) == 2)
    assert said[1] == "Autosave works again."
    assert autosave_path().is_file()


def test_a_kill_during_an_autosave_leaves_a_temp_that_the_next_start_removes(qtbot, make_window):
    data_dir().mkdir(parents=True, exist_ok=True)
    stale = data_dir() / ".autosave.json.k1ll3d.tmp"
    stale.write_text('{"half a')
    saves_dir()
    stale_save = saves_dir() / ".mine.json.x7.tmp"
    stale_save.write_text("half a save")
    w = make_window()
    assert not stale.exists() and not stale_save.exists()
    again = data_dir() / ".autosave.json.s3cond.tmp"
    again.write_text("written by the first window right now")
    w2 = make_window()                                   # a second window must not touch the first's files
    shown = []
    w2.after_first_frame(lambda: shown.append(True))     # after every job its start queued
    qtbot.waitUntil(lambda: bool(shown))
    assert again.exists()
    w2.close()
    w.close()


def test_a_second_window_of_the_same_profile_does_not_share_the_autosave(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", HUMANS, seed=3)
    w.autosaver.flush()
    assert autosave_path().is_file()
    w2 = make_window()
    assert w2.autosaver is None and not w2.has_resumable_autosave() and not w2.resume_autosave()
    assert w2.notice.isVisible() and "already open" in w2.notice.label.text()
    w2.start_game("spanish", HUMANS, seed=4)              # plays without touching the first's autosave
    w.autosaver.flush()
    assert load_game(autosave_path()).game.position == w.controller.position
    w2.close()
    w.close()
    w3 = make_window()                                   # the first one left: the next owns the profile
    assert w3.autosaver is not None and w3.has_resumable_autosave()


def test_a_save_whose_history_does_not_replay_is_loaded_with_a_notice(qtbot, make_window, tmp_path):
    from parchis_desktop.engine import Game
    game = Game.new("parchis", 2, seed=3)
    for _ in range(30):
        game.step_random()
    doc = save_document(game, [])
    doc["game"]["record"]["events"][3] = {"roll": [9, 9]}
    path = tmp_path / "broken history.json"
    path.write_text(json.dumps(doc))
    w = make_window()
    assert w.load_from(path)
    assert w.controller.position == game.position
    assert w.notice.isVisible() and "does not replay" in w.notice.label.text()


@pytest.mark.parametrize("players, seats, rules", [(6, 6, None), (8, 8, None), (4, 4, {"teams": True}),
                                                   (4, 6, {"teams": True})])
def test_a_save_of_a_larger_board_or_a_team_game_loads(qtbot, make_window, tmp_path, players, seats, rules):
    # Issue 23: the window shows the 6- and 8-seat boards and teams (it refused them before).
    game = Game.new("parchis", players, seed=3, seats=seats, rules=rules)
    for _ in range(20):
        game.step_random()
    path = tmp_path / "larger.json"
    path.write_text(json.dumps(save_document(game, [])))
    w = make_window()
    assert w.load_from(path)
    assert w.controller.position == game.position and not w.notice.isVisible()
    assert w.scene.board.seats == seats and len(w.controller.players) == seats
    assert sorted(w.panel._rows) == list(game.position.players)

def test_a_save_named_without_json_gets_it_and_is_listed_in_recent_saves(qtbot, make_window, monkeypatch):
    import re
    from PySide6.QtWidgets import QFileDialog
    w = make_window()
    w.start_game("parchis", HUMANS, seed=3)
    proposed = []

    def answer(parent, title, start, filters):
        proposed.append(start)
        return str(saves_dir() / "mid-game one"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    w.save_dialog()
    assert re.fullmatch(r"Parchís \d{4}-\d\d-\d\d \d\d-\d\d\.json", os.path.basename(proposed[0]))
    assert os.path.dirname(proposed[0]) == str(saves_dir())
    assert (saves_dir() / "mid-game one.json").is_file() and not (saves_dir() / "mid-game one").exists()
    w.recent_menu.aboutToShow.emit()
    [action] = [a for a in w.recent_menu.actions() if a.text() == "mid-game one"]
    position = w.controller.position
    w.start_game("spanish", HUMANS, seed=9)
    action.trigger()
    assert w.controller.position == position and "Game loaded." in w.panel.log_lines()


def test_recent_saves_says_when_there_are_none(qtbot, make_window):
    w = make_window()
    w.recent_menu.aboutToShow.emit()
    [action] = w.recent_menu.actions()
    assert action.text() == "No saved games yet" and not action.isEnabled()


def test_a_second_damaged_autosave_keeps_the_first_set_aside_copy(qtbot, make_window):
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text("{first")
    w = make_window(autosave=False)
    assert not w.resume_autosave()
    autosave_path().write_text("{second")
    assert not w.resume_autosave()
    folder = autosave_path().parent
    assert (folder / "autosave.damaged.json").read_text() == "{first"
    assert (folder / "autosave.damaged-2.json").read_text() == "{second"


def test_a_home_where_nothing_can_be_written_still_starts_the_window(qtbot, tmp_path, monkeypatch):
    from parchis_desktop.ui.game.main_window import MainWindow
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(blocker / "config"))   # nothing below a file can be made
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker / "data"))
    w = MainWindow(sound=sound.SilentPlayer())           # the real settings file and autosave
    qtbot.addWidget(w)
    w.show()
    assert "Settings cannot be saved" in w.notice.label.text()
    w.start_game("parchis", HUMANS, seed=3)
    qtbot.waitUntil(lambda: "cannot be autosaved" in w.notice.label.text())
    w.close()
