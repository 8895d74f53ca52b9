"""The game window driven as a player would: clicks, keys, undo, saves, resume, resizing."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from parchis_desktop.engine import Game, Position, legal_moves
from parchis_desktop.ui.game.players import BOT, EMPTY, HUMAN, SeatPlayer
from parchis_desktop.store.folders import autosave_path

from tests.helpers.ui import (click_token, load_nest_token_without_five, play_by_clicks,
                       play_first_moves, save_a_game_in_progress, two_players, wait_for_human)


def test_a_seeded_two_player_game_is_played_to_the_end_by_clicks(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", two_players(), seed=11)
    clicks = play_by_clicks(qtbot, w, 3000)
    assert w.controller.position.is_over, "the game did not finish"
    assert clicks > 10
    assert w.controller.position.winner in (0, 2)
    qtbot.waitUntil(lambda: w.game_over_dialog is not None)
    assert w.game_over_dialog.isVisible()
    assert any("wins the game" in line for line in w.panel.log_lines())
    w.game_over_dialog.again.click()                 # "Play again" starts a fresh game
    qtbot.waitUntil(lambda: not w.controller.position.is_over)
    assert w.game_over_dialog is None


def test_keyboard_play_rolls_cycles_and_plays(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)], seed=1)
    game = w.controller.game
    # Give the player to move a token out and a roll with several choices.
    w.load_game_object(type(game).from_json(Position.from_json({
        "variant": "parchis", "tokens": [["T5", "T20", "nest", "nest"], [], ["nest"] * 4, []],
        "turn": 0, "dice": []}).to_json()), None)
    wait_for_human(qtbot, w)
    w.controller.roll((3, 4))
    wait_for_human(qtbot, w)
    assert w.move_input.movable == [(0, 0), (0, 1)]
    qtbot.keyClick(w, Qt.Key.Key_Right)          # focus the first movable token
    assert w.move_input.focus == ("token", 0)
    qtbot.keyClick(w, Qt.Key.Key_Right)
    assert w.move_input.focus == ("token", 1)
    qtbot.keyClick(w, Qt.Key.Key_Return)         # select token 1: three destinations (3, 4, 3+4)
    assert [m.to for m in w.move_input.destination_moves] == ["T23", "T24", "T27"]
    qtbot.keyClick(w, Qt.Key.Key_Right)
    qtbot.keyClick(w, Qt.Key.Key_Return)         # plays the 4
    qtbot.waitUntil(lambda: not w.controller.animating)
    assert w.controller.position.location(0, 1) == "T24"
    assert w.controller.position.remaining == (3,)


def test_clicking_a_token_that_cannot_move_explains_why(qtbot, make_window):
    w = make_window()
    load_nest_token_without_five(qtbot, w)
    click_token(qtbot, w, 0, 2)                  # a nest token without a 5
    assert "(PL-2)" in w.panel.status.text()
    assert "5" in w.panel.status.text()


def test_a_roll_with_no_legal_move_says_so_until_the_turn_passes(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)], seed=1)
    from parchis_desktop.engine import Game
    w.load_game_object(Game.from_json({
        "variant": "parchis", "tokens": [["nest"] * 4, [], ["nest"] * 4, []],
        "turn": 0, "dice": [1, 2]}), None)     # PL-2: no 5, nothing can come out
    qtbot.waitUntil(lambda: not w.controller.animating)
    assert w.controller.position.to_move == 0 and not legal_moves(w.controller.position)
    # Not "click a glowing token": nothing glows and nothing can be hinted.
    assert w.panel.status.text() == "No legal move with this roll."
    assert w.move_input.movable == [] and not w.hint_action.isEnabled()
    qtbot.waitUntil(lambda: w.controller.position.to_move == 2)   # the turn passes by itself
    assert w.panel.status.text() == "Roll the dice: click the button or press Space."


def test_undo_goes_back_to_the_start_of_my_turn_with_the_same_dice(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", two_players(), seed=5)
    wait_for_human(qtbot, w)
    # play until the human has moved at least once and a bot has answered
    for _ in range(200):
        wait_for_human(qtbot, w)
        pos = w.controller.position
        if pos.needs_roll:
            if w.controller.can_undo():
                break
            w.controller.roll()
        else:
            w.controller.play_move(legal_moves(pos)[0])
    assert w.controller.can_undo()
    events_before = len(w.controller.game.events)
    w.undo_action.trigger()
    wait_for_human(qtbot, w)
    pos = w.controller.position
    assert pos.needs_roll and pos.to_move == 0
    assert len(w.controller.game.events) < events_before
    first = w.controller.roll()
    w.undo_action.trigger()
    wait_for_human(qtbot, w)
    assert w.controller.roll() == first           # the same dice come again


def test_save_and_load_round_trip(qtbot, make_window, tmp_path):
    w = make_window()
    path = tmp_path / "game.json"
    save_a_game_in_progress(qtbot, w, path)
    saved = w.controller.position
    w2 = make_window()
    assert w2.load_from(path)
    assert w2.controller.position == saved
    assert [p.kind for p in w2.controller.players] == [HUMAN, EMPTY, BOT, EMPTY]
    assert w2.controller.players[0].name == "Ana"
    # the minimal form loads too
    minimal = tmp_path / "minimal.json"
    minimal.write_text(json.dumps({"variant": "parchis", "tokens": [["T5", "nest", "nest", "nest"], [],
                                                                      ["nest"] * 4, []], "turn": 0, "dice": [3, 4]}))
    assert w2.load_from(minimal)
    assert w2.controller.position.dice == (3, 4)


@pytest.mark.parametrize("content", [
    b"{not json", b"", b"[]", b'{"game": {"position": {"variant": "nope"}}}',
    json.dumps({"variant": "parchis", "tokens": [["T1"] * 4, [], ["nest"] * 4, []], "turn": 0}).encode(),
    b"[" * 100000 + b"]" * 100000,
    json.dumps({"game": {"position": {"variant": "parchis", "tokens": "x"}}}).encode(),
])
def test_a_corrupt_or_hostile_save_gets_a_message_and_the_game_goes_on(qtbot, make_window, tmp_path, content):
    w = make_window()
    w.start_game("parchis", two_players(), seed=2)
    wait_for_human(qtbot, w)
    before = w.controller.position
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    assert not w.load_from(path)
    assert w.notice.isVisible()
    assert "Could not load bad.json" in w.notice.label.text()
    assert w.controller.position == before


def test_resume_after_restart(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", two_players(), seed=8)
    play_first_moves(qtbot, w, 20)
    w.autosaver.flush()
    saved = w.controller.position
    w.close()
    assert autosave_path().is_file()
    w2 = make_window()
    assert w2.has_resumable_autosave()
    assert w2.resume_autosave()
    assert w2.controller.position == saved


def test_a_damaged_autosave_is_reported_and_set_aside(qtbot, make_window):
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text("{garbage")
    w = make_window(autosave=False)
    assert not w.resume_autosave()
    assert "could not be restored" in w.notice.label.text()
    assert not autosave_path().exists()


def test_new_game_during_an_animation_is_safe(qtbot, make_window):
    w = make_window(speed="slow")
    w.start_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)], seed=4)
    from parchis_desktop.engine import Game
    w.load_game_object(Game.from_json({"variant": "parchis", "tokens": [["T5", "nest", "nest", "nest"], [],
                                                                         ["nest"] * 4, []], "turn": 0,
                                       "dice": [6, 6]}), None)
    wait_for_human(qtbot, w)
    w.controller.play_move(legal_moves(w.controller.position)[0])
    assert w.scene.is_animating()
    w.start_game("parchis", two_players(), seed=9)
    assert not w.scene.is_animating()
    wait_for_human(qtbot, w)
    pos = w.controller.position
    assert all(c == -1 for c in pos.tokens[0])     # a fresh game, untouched by the old animation
    qtbot.wait(50)
    assert w.controller.position == pos


def test_new_game_while_a_bot_thinks_drops_the_late_result(qtbot, make_window):
    w = make_window()
    c = w.controller
    c.bot_pace_ms = 400                              # the bot "thinks" for a while
    with qtbot.waitSignal(c.bot_thinking, timeout=5000, check_params_cb=lambda on: on):
        w.start_game("parchis", [SeatPlayer(BOT, "casual"), SeatPlayer(EMPTY), SeatPlayer(BOT, "casual"),
                                 SeatPlayer(EMPTY)], seed=6)
    # A bot's decision is due in about 400 ms.  Load a game whose human has rolled, so that a
    # late result taken for the new game would play a move for them (its own, or the first).
    fresh = Position.from_json({"variant": "parchis", "tokens": [["T5", "T20", "nest", "nest"], [],
                                                                 ["nest"] * 4, []], "turn": 0, "dice": [3, 4]})
    with qtbot.waitSignal(c.bots.result, timeout=5000):   # only the old request can answer: no bot plays now
        w.load_game_object(Game(fresh), [SeatPlayer(HUMAN).to_dict(), SeatPlayer(EMPTY).to_dict(),
                                         SeatPlayer(HUMAN).to_dict(), SeatPlayer(EMPTY).to_dict()])
        events = list(c.game.events)
    assert c.game.events == events and c.position == fresh
    assert c.human_to_act() and not c.animating


def test_a_computer_player_exchanges_prisoners_before_rolling(qtbot, make_window):
    """RU-9 in the window: a bot to roll makes the exchange on offer first (the controller used
    to roll for it at once, while Bot.choose and the arena exchange)."""
    w = make_window()
    c = w.controller
    seen = []
    c.move_played.connect(lambda before, move, after: seen.append(
        ("move", move.kind, before.needs_roll, after.location(0, 0), after.location(1, 0))))
    c.rolled.connect(lambda seat, dice: seen.append(("roll", seat)))
    # Seat 1 holds seat 0's token and seat 0 holds seat 1's: seat 0 (a bot) may swap them back.
    pos = Position.from_json({"variant": "russian", "tokens": [["P1"] + ["nest"] * 4, ["P0"] + ["nest"] * 4,
                                                                [], []], "turn": 0, "dice": []})
    assert [m.kind for m in legal_moves(pos)] == ["exchange"]
    w.load_game_object(Game(pos), [SeatPlayer(BOT, "casual").to_dict(), SeatPlayer(HUMAN).to_dict(),
                                   SeatPlayer(EMPTY).to_dict(), SeatPlayer(EMPTY).to_dict()])
    qtbot.waitUntil(lambda: any(entry[0] == "roll" for entry in seen), timeout=5000)
    # Before its roll, both prisoners go home; then it rolls (nothing more to exchange).
    assert seen[:2] == [("move", "exchange", True, "nest", "nest"), ("roll", 0)]


def test_a_computer_player_that_declines_the_exchange_just_rolls(qtbot, make_window):
    """RU-9: the Beginner never exchanges; its None means "roll", not a move picked at random."""
    w = make_window()
    c = w.controller
    seen = []
    c.move_played.connect(lambda before, move, after: seen.append(("move", move.kind, before.needs_roll)))
    c.rolled.connect(lambda seat, dice: seen.append(("roll", seat)))
    pos = Position.from_json({"variant": "russian", "tokens": [["P1"] + ["nest"] * 4, ["P0"] + ["nest"] * 4,
                                                                [], []], "turn": 0, "dice": []})
    with qtbot.waitSignal(c.bot_thinking, timeout=5000, check_params_cb=lambda on: on):   # it is asked
        w.load_game_object(Game(pos), [SeatPlayer(BOT, "beginner").to_dict(), SeatPlayer(HUMAN).to_dict(),
                                       SeatPlayer(EMPTY).to_dict(), SeatPlayer(EMPTY).to_dict()])
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen[0] == ("roll", 0)


def test_the_board_stays_fitted_when_the_window_is_resized(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", two_players(), seed=1)
    for size in ((900, 600), (1600, 1000), (820, 900)):
        w.resize(*size)
        qtbot.wait(20)
        rect = w.view.mapFromScene(w.scene.sceneRect()).boundingRect()
        vp = w.view.viewport().rect()
        assert rect.width() <= vp.width() + 2 and rect.height() <= vp.height() + 2
        assert max(rect.width() / vp.width(), rect.height() / vp.height()) > 0.9   # fills one side
        assert abs(rect.center().x() - vp.center().x()) <= 2 and abs(rect.center().y() - vp.center().y()) <= 2


def test_the_window_renders_at_2x(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", two_players(), seed=1)
    image = QImage(w.size() * 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    image.fill(0)
    w.render(image)
    # opaque and varied: the board, the tokens and the panel were drawn
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 41)}
    assert len(colours) > 50
