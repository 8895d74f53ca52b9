"""Announcements (issue 35): every roll, move, capture, bonus, pass and turn change is said, at
the verbosity the player chose (a11y/announce: all, mine, off)."""
from __future__ import annotations

import pytest

from parchis_desktop.engine import Game
from parchis_desktop.store.settings import SETTINGS, Settings
from parchis_desktop.ui.board.accessible import interface_of
from parchis_desktop.ui.game.announce import VERBOSITY, Announcer, has_announcement_events
from parchis_desktop.ui.game.players import BOT, EMPTY, HUMAN, SeatPlayer

# The Spanish classic (one die, a capture counts 20, ES-*): Yellow's T30 + 3 captures Red on T33.
CAPTURE = {"variant": "spanish", "tokens": [["T5", "T30", "nest", "nest"], [], ["T33", "nest", "nest", "nest"], []],
           "turn": 0, "dice": [3]}


def _said(w):
    return [text for text, _assertive in w.announcer.spoken]


def _capture(qtbot, w, second=BOT):
    players = [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(second, level="beginner"), SeatPlayer(EMPTY)]
    w.start_game("spanish", players, seed=1)
    w.load_game_object(Game.from_json(CAPTURE), [p.to_dict() for p in players])
    qtbot.waitUntil(lambda: w.controller.human_to_act())
    w.announcer.spoken.clear()
    move = next(m for m in w.controller.legal_moves() if m.captures)
    w.controller.play_move(move)
    qtbot.waitUntil(lambda: not w.controller.animating)


def test_the_setting_is_declared_with_its_choices(tmp_path):
    setting = next(s for s in SETTINGS if s.key == "a11y/announce")
    assert setting.default == "all" and setting.choices == VERBOSITY == ("all", "mine", "off")
    settings = Settings(tmp_path / "s.ini")
    settings.set("a11y/announce", "mine")
    assert Settings(tmp_path / "s.ini").get("a11y/announce") == "mine"


def test_this_qt_has_announcement_events():
    assert has_announcement_events()          # PySide6 >= 6.8: no live region needed


def test_a_capture_and_its_bonus_are_said(qtbot, make_window):
    w = make_window()
    _capture(qtbot, w)
    said = _said(w)
    assert said[0] == "Yellow: token 2 from square 30 to square 33 with 3, captures Red. Bonus of 20 to count."
    assert w.announcer.spoken[0][1] is False          # a bot's token captured: polite
    # The bonus is played next, by the human: its moves say so.
    moves = interface_of(w.view).snapshot()["moves"]
    assert "Token 2 from square 33 to square 53 with a bonus of 20" in [name for _m, name in moves]


def test_a_human_token_captured_is_said_assertively(qtbot, make_window):
    w = make_window()
    _capture(qtbot, w, second=HUMAN)
    assert w.announcer.spoken[0] == (
        "Yellow: token 2 from square 30 to square 33 with 3, captures Red. Bonus of 20 to count.", True)


def _bot_game(qtbot, w, verbosity):
    w.announcer.set_verbosity(verbosity)
    players = [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT, level="beginner"), SeatPlayer(EMPTY)]
    w.start_game("parchis", players, seed=5)
    w.announcer.spoken.clear()
    for _ in range(6):                  # a few turns: the human rolls and plays its first move
        qtbot.waitUntil(lambda: w.controller.can_roll() or w.controller.human_to_act()
                        and bool(w.controller.legal_moves()), timeout=10000)
        if w.controller.can_roll():
            w.roll()
        else:
            w.controller.play_move(w.controller.legal_moves()[0])
        qtbot.waitUntil(lambda: not w.controller.animating)
    return _said(w)


def test_each_event_at_all(qtbot, make_window):
    said = _bot_game(qtbot, make_window(), "all")
    assert any(s.startswith("Yellow rolls ") for s in said)
    assert any(s.startswith("Red rolls ") for s in said)
    assert "Red's turn." in said
    assert "Yellow, your turn: roll the dice (Space)." in said


def test_mine_says_the_humans_turns_only(qtbot, make_window):
    said = _bot_game(qtbot, make_window(), "mine")
    assert any(s.startswith("Yellow rolls ") for s in said)
    assert not any(s.startswith("Red") for s in said)
    assert "Yellow, your turn: roll the dice (Space)." in said


def test_off_says_nothing(qtbot, make_window):
    assert _bot_game(qtbot, make_window(), "off") == []


def test_the_window_follows_the_setting(qtbot, make_window):
    w = make_window()
    w.settings.set("a11y/announce", "off")
    w.apply_settings()
    assert w.announcer.verbosity == "off"


def test_the_live_region_of_an_older_qt(qtbot, make_window):
    w = make_window()
    w.announcer.deleteLater()
    w.announcer = Announcer(w, "all", use_events=False)
    _capture(qtbot, w)
    region = w.announcer.region
    assert region is not None and region.isVisible()
    assert region.accessibleName() == region.text() == _said(w)[-1]


@pytest.mark.parametrize("lang, text", [
    ("ru", "Жёлтый: фишка 2 с клетки 30 на клетку 33, кубик 3, рубит фишку игрока «Красный». Бонус: 20 шагов."),
    ("pl", "Żółty: pionek 2 z pola 30 na pole 33, kość 3, zbija pionek gracza „Czerwony”. Premia: 20 pól do przejścia."),
])
def test_announcements_are_translated(qtbot, make_window, translated, lang, text):
    translated(lang)
    w = make_window()
    _capture(qtbot, w)
    assert _said(w)[0] == text


def test_the_settings_dialog_sets_the_verbosity(qtbot, tmp_path):
    from parchis_desktop.ui.dialogs.common import SettingsDialog
    settings = Settings(tmp_path / "s.ini")
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    box = dialog.announce
    assert [box.itemData(i) for i in range(box.count())] == list(VERBOSITY)
    label = dialog.layout().labelForField(box)
    assert label.text() == "Screen &reader announcements:" and label.buddy() is box
    box.setCurrentIndex(box.findData("mine"))
    dialog.store()
    assert Settings(tmp_path / "s.ini").get("a11y/announce") == "mine"


def test_why_a_token_cannot_move_is_said(qtbot, make_window):
    w = make_window()
    players = [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)]
    w.start_game("parchis", players, seed=1)
    w.load_game_object(Game.from_json({"variant": "parchis", "turn": 0, "dice": [3, 4],
                                       "tokens": [["T5", "nest", "nest", "nest"], [], ["nest"] * 4, []]}),
                       [p.to_dict() for p in players])
    qtbot.waitUntil(lambda: w.controller.human_to_act())
    w.announcer.spoken.clear()
    w.move_input.click_token(0, 1)           # a nest token without a 5
    said = _said(w)
    assert said and said[-1].startswith("A token leaves the nest only with a 5.") and "<a" not in said[-1]
    assert said[-1] == "A token leaves the nest only with a 5. (PL-2)"


def test_the_hint_is_said(qtbot, make_window):
    w = make_window()
    players = [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)]
    w.start_game("spanish", players, seed=1)
    w.load_game_object(Game.from_json(CAPTURE), [p.to_dict() for p in players])
    qtbot.waitUntil(lambda: w.controller.human_to_act())
    w.controller.bots.expert_seconds = 0.2
    w.announcer.spoken.clear()
    w.hint_action.trigger()
    qtbot.waitUntil(lambda: any(s.startswith("Hint:") for s in _said(w)), timeout=20000)


def test_undo_save_load_and_a_notice_are_said(qtbot, make_window, tmp_path):
    """What the player's own Ctrl+Z, Ctrl+S and Ctrl+O did, and a notice (what went wrong), are
    said too: a blind player does not see the log's or the status line's answer."""
    w = make_window()
    _capture(qtbot, w, second=HUMAN)                 # two humans: Undo takes back the capture
    w.undo()
    assert _said(w)[-1] == "Undone: back to the start of your turn."
    path = tmp_path / "game.json"
    assert w.files.save_to(path)
    assert _said(w)[-1] == f"Saved to {path}."
    assert w.files.load_from(path)
    assert _said(w)[-1] == "Game loaded."
    w.files.load_from(tmp_path / "missing.json")
    text, assertive = w.announcer.spoken[-1]
    assert text.startswith("Could not load missing.json") and assertive
