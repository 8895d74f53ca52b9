"""Physical-dice mode: people roll real dice and enter each roll (the roll for who starts
too); the app referees, rolls for the computer seats, and saves and restores the mode."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from parchis_desktop.engine import Dice, Game, legal_moves
from parchis_desktop.ui.game.controller import GameController
from parchis_desktop.ui.game.players import BOT, EMPTY, HUMAN, SeatPlayer
from parchis_desktop.ui.dialogs.new_game import NewGameDialog


def start(w, players, seed=2):
    w.start_game("parchis", players, seed=seed, physical_dice=True)


def settle_start_roll(qtbot, w, face=6):
    """Who starts: every human enters ``face`` (the computer seats roll) until someone starts."""
    c = w.controller
    while c.first_roll_pending():
        qtbot.waitUntil(lambda: c.can_enter_first_face() or not c.first_roll_pending(), timeout=5000)
        if c.can_enter_first_face():
            w.enter_face(face)


def test_a_human_enters_the_roll_by_clicking_faces_and_by_keys(qtbot, make_window):
    w = make_window()
    start(w, [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)])
    w.enter_face(6)                                           # who starts: Yellow 6, Red 1
    w.enter_face(1)
    qtbot.waitUntil(w.controller.can_enter_roll)
    assert w.controller.position.turn == 0
    assert w.panel.entry.isVisible() and not w.panel.roll_button.isVisible()
    assert not w.controller.can_roll()
    events = len(w.controller.game.events)
    qtbot.keyClick(w, Qt.Key.Key_Space)                      # the app's dice are not used
    assert len(w.controller.game.events) == events
    seat = w.controller.position.turn
    w.panel.face_buttons[4].click()                           # a 5 ...
    assert w.controller.position.needs_roll                   # ... waits for the second die
    qtbot.keyClick(w, Qt.Key.Key_3)                           # ... and a 3 from the keyboard
    pos = w.controller.position
    assert w.controller.game.events[-1] == {"roll": [5, 3], "seat": seat}
    assert pos.dice == (5, 3)
    assert any(m.kind == "enter" for m in legal_moves(pos))   # the app shows what is legal
    assert not w.panel.entry.isVisible()


def test_computer_seats_roll_on_screen(qtbot, make_window):
    w = make_window()
    start(w, [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT, "casual"), SeatPlayer(EMPTY)], seed=5)
    settle_start_roll(qtbot, w)
    for _ in range(60):                                       # several turns of both seats
        qtbot.waitUntil(lambda: w.controller.can_enter_roll() or
                        (w.controller.human_to_act() and bool(legal_moves(w.controller.position))),
                        timeout=5000)
        if w.controller.can_enter_roll():
            w.enter_face(6)
            w.enter_face(5)
        else:
            w.controller.play_move(legal_moves(w.controller.position)[0])
    bot_rolls = [e for e in w.controller.game.events if "roll" in e and e["seat"] == 2]
    human_rolls = [e for e in w.controller.game.events if "roll" in e and e["seat"] == 0]
    assert bot_rolls, "the computer seat never rolled"
    assert human_rolls and all(e["roll"] == [6, 5] for e in human_rolls)


def test_the_new_game_dialog_offers_and_remembers_physical_dice(qtbot):
    d = NewGameDialog(None)
    qtbot.addWidget(d)
    assert d.choice()["physical"] is False
    d.physical.setChecked(True)
    again = NewGameDialog(d.choice())
    qtbot.addWidget(again)
    assert again.choice()["physical"] is True


# -- who starts (G-3) with physical dice: the controller -----------------------------------

def physical_controller(qtbot, players, seed=1):
    c = GameController()
    c.bot_pace_ms = 0
    faces, ties, decided = [], [], []
    c.first_face.connect(lambda seat, face: faces.append((seat, face)))
    c.first_tie.connect(lambda face, seats: ties.append((face, list(seats))))
    c.first_decided.connect(decided.append)
    c.new_game("parchis", players, seed=seed, physical_dice=True)
    return c, faces, ties, decided


def test_controller_humans_enter_the_start_roll_and_a_tie_rolls_again_among_the_tied(qtbot):
    c, faces, ties, decided = physical_controller(
        qtbot, [SeatPlayer(HUMAN), SeatPlayer(HUMAN), SeatPlayer(HUMAN), SeatPlayer(EMPTY)])
    try:
        assert c.first_roll_pending() and c.first_roll_round() == 1
        assert c.first_roll_seats() == [0, 1, 2] and c.first_roll_seat() == 0
        assert c.game.events == []                                 # nobody starts yet
        assert not (c.human_to_act() or c.can_roll() or c.can_enter_roll())
        assert c.roll() is None and c.game.events == []            # no roll before the start
        assert c.table_data() == {"physical_dice": True, "first_roll_pending": True}
        for bad in (0, 7, -1, True):
            assert not c.enter_first_face(bad)
        assert c.first_roll_faces() == []
        assert c.enter_first_face(5) and c.first_roll_seat() == 1
        assert c.enter_first_face(5) and c.first_roll_seat() == 2
        assert c.enter_first_face(2)
        assert ties == [(5, [0, 1])]                              # Yellow and Blue tied at 5
        assert c.first_roll_round() == 2 and c.first_roll_seats() == [0, 1]
        assert c.first_roll_seat() == 0 and c.first_roll_faces() == []
        assert c.enter_first_face(3) and c.first_roll_faces() == [3]
        assert c.enter_first_face(4)                               # Blue's 4 beats Yellow's 3
        assert decided == [1] and not c.first_roll_pending()
        assert faces == [(0, 5), (1, 5), (2, 2), (0, 3), (1, 4)]  # Red never rolled again
        assert c.game.events[0] == {"first": [{"0": 5, "1": 5, "2": 2}, {"0": 3, "1": 4}]}
        assert c.position.turn == c.position.to_move == 1
        assert not c.enter_first_face(6)                           # over: no more start dice
        qtbot.waitUntil(c.can_enter_roll)                          # Blue enters the first roll
        assert c.table_data() == {"physical_dice": True, "first_roll_pending": False}
    finally:
        c.shutdown()


def test_controller_rolls_the_computer_seats_dice_for_who_starts(qtbot):
    seed = 1
    d = Dice(seed)
    app = [d.die() for _ in range(3)]     # the faces the app will roll for the computer seats
    assert app[0] == 6 and app[1] < 6 and app[2] < 3, "the seed no longer gives a tie with Blue"
    c, faces, ties, decided = physical_controller(
        qtbot, [SeatPlayer(HUMAN), SeatPlayer(BOT, "casual"), SeatPlayer(BOT, "casual"), SeatPlayer(EMPTY)],
        seed=seed)
    try:
        assert c.can_enter_first_face()
        assert c.enter_first_face(6)
        assert not c.can_enter_first_face()                        # Blue's die: the app rolls it
        assert not c.enter_first_face(1)
        qtbot.waitUntil(c.can_enter_first_face, timeout=5000)      # a tie: Yellow again
        assert ties == [(6, [0, 1])]
        assert c.enter_first_face(3)
        qtbot.waitUntil(lambda: not c.first_roll_pending(), timeout=5000)
        assert faces == [(0, 6), (1, app[0]), (2, app[1]), (0, 3), (1, app[2])]
        assert c.game.events[0] == {"first": [{"0": 6, "1": app[0], "2": app[1]}, {"0": 3, "1": app[2]}]}
        assert decided == [0] and c.position.turn == 0
        qtbot.waitUntil(c.can_enter_roll)
        assert not any("roll" in e for e in c.game.events)          # nobody rolled before the start
    finally:
        c.shutdown()


def test_controller_new_game_and_undo_during_the_start_roll(qtbot):
    c, faces, ties, decided = physical_controller(
        qtbot, [SeatPlayer(BOT, "casual"), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)])
    try:
        c.bot_pace_ms = 300                                        # the bot's die is still coming...
        assert c.first_roll_seat() == 0 and not c.can_undo() and not c.undo()
        c.new_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)],
                   seed=4, physical_dice=True)                     # ... when New game replaces it
        qtbot.wait(400)
        assert faces == [] and c.first_roll_seat() == 0 and c.first_roll_faces() == []
        c.new_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT), SeatPlayer(EMPTY)], seed=4)
        assert not c.first_roll_pending() and "first" in c.game.events[0]   # app dice: rolled at once
        qtbot.wait(400)
        assert faces == [] and decided == []
    finally:
        c.shutdown()


def test_controller_asks_again_only_for_an_untouched_game(qtbot):
    c = GameController()
    try:
        players = [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)]
        fresh = Game.new("parchis", [0, 2], seed=3, roll_for_first=False)
        c.load(fresh, list(players), physical_dice=True, first_roll_pending=True)
        assert c.physical_dice and c.first_roll_pending() and c.first_roll_seats() == [0, 2]
        c.load(fresh, list(players), physical_dice=False, first_roll_pending=True)
        assert not c.physical_dice and not c.first_roll_pending()  # app dice: nothing to enter
        played = Game.new("parchis", [0, 2], seed=3)
        played.roll()
        c.load(played, list(players), physical_dice=True, first_roll_pending=True)
        assert c.physical_dice and not c.first_roll_pending()      # under way: the flag is ignored
        assert c.position.dice
    finally:
        c.shutdown()


# -- who starts in the window ----------------------------------------------------------------

def test_the_start_roll_is_entered_in_the_window_and_a_tie_rolls_again(qtbot, make_window):
    seed = 3
    bot_face = Dice(seed).die()
    assert bot_face < 6, "the seed no longer lets the two humans tie at 6"
    w = make_window()
    w.controller.bot_pace_ms = 300
    start(w, [SeatPlayer(HUMAN), SeatPlayer(BOT, "casual"), SeatPlayer(HUMAN), SeatPlayer(EMPTY)], seed=seed)
    c = w.controller
    assert c.first_roll_pending() and c.can_enter_first_face()
    assert w.panel.entry.isVisible() and not w.panel.roll_button.isVisible()
    assert "Who starts" in w.panel.entry_label.text()
    assert w.panel.turn_label.text() == "Who starts? Yellow rolls one die."
    assert "Everyone rolls one die" in w.panel.status.text()
    assert not w.undo_action.isEnabled() and not w.hint_action.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_Space)                        # no app dice for a human
    assert c.game.events == [] and c.first_roll_faces() == []
    qtbot.keyClick(w, Qt.Key.Key_6)                            # Yellow: 6 by key
    assert c.first_roll_faces() == [6] and c.first_roll_seat() == 1
    assert not w.panel.entry.isVisible()                       # Blue is the computer's...
    w.enter_face(2)                                            # ... nobody can enter its die
    assert c.first_roll_faces() == [6]
    qtbot.waitUntil(c.can_enter_first_face, timeout=5000)      # the app rolled Blue's die
    assert f"Who starts: Blue rolls {bot_face}." in w.panel.log_lines()
    assert w.panel.dice.dice() == (bot_face,)                  # shown on screen
    assert w.panel.turn_label.text() == "Who starts? Red rolls one die."
    w.panel.face_buttons[5].click()                            # Red: 6 by click: a tie
    assert "Tie at 6: Yellow, Red roll again." in w.panel.log_lines()
    assert c.first_roll_seats() == [0, 2] and c.first_roll_seat() == 0
    assert "A tie: Yellow, Red roll again" in w.panel.status.text()
    w.panel.face_buttons[1].click()                            # round 2: Yellow 2 ...
    assert c.first_roll_seat() == 2                            # ... Blue is not asked again
    qtbot.keyClick(w, Qt.Key.Key_5)                            # ... Red 5: Red starts
    assert not c.first_roll_pending()
    assert c.game.events[0] == {"first": [{"0": 6, "1": bot_face, "2": 6}, {"0": 2, "2": 5}]}
    assert c.position.turn == 2
    assert w.panel.log_lines()[-1] == "Red starts."
    qtbot.waitUntil(c.can_enter_roll)                          # Red enters the first real roll
    assert w.panel.entry.isVisible() and "Enter the roll" in w.panel.entry_label.text()
    assert w.panel.turn_label.text() == "Red to roll"
    w.enter_face(5)
    w.enter_face(5)
    assert c.game.events[-1] == {"roll": [5, 5], "seat": 2}


def test_new_game_and_load_replace_a_pending_start_roll(qtbot, make_window, tmp_path):
    w = make_window()
    start(w, [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT), SeatPlayer(EMPTY)])
    w.enter_face(4)
    assert w.controller.first_roll_pending()
    w.undo_action.trigger()                                    # nothing to undo: no harm
    assert w.controller.first_roll_pending() and w.controller.game.events == []
    w.start_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT), SeatPlayer(EMPTY)], seed=2)
    c = w.controller
    assert not c.first_roll_pending() and not c.physical_dice
    assert "first" in c.game.events[0]
    assert w.panel.roll_button.isVisible() and not w.panel.entry.isVisible()
    assert w.panel.log_lines()[-1].endswith("starts.") and len(w.panel.log_lines()) == 2
    # a physical game waiting for its start roll, then Load
    start(w, [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)])
    path = tmp_path / "app.json"
    path.write_text(json.dumps({"variant": "parchis", "tokens": [["T5", "nest", "nest", "nest"], [],
                                                                  ["nest"] * 4, []], "turn": 0, "dice": [3, 4]}))
    assert w.load_from(path)
    assert not c.first_roll_pending() and not c.physical_dice and c.position.dice == (3, 4)
    assert not w.panel.entry.isVisible() and w.panel.roll_button.isVisible()


# -- saves ---------------------------------------------------------------------------------

def play_a_little(qtbot, w, turns=12):
    """Enter 6:5 for the human and let the computer play, for a few decisions, up to the
    human's next roll."""
    settle_start_roll(qtbot, w)
    c = w.controller
    n = 0
    while True:
        qtbot.waitUntil(lambda: c.can_enter_roll() or (c.human_to_act() and bool(legal_moves(c.position))),
                        timeout=5000)
        if c.can_enter_roll():
            if n >= turns:
                return
            w.enter_face(6)
            w.enter_face(5)
        else:
            c.play_move(legal_moves(c.position)[0])
        n += 1


def vs_bot():
    return [SeatPlayer(HUMAN, name="Ana"), SeatPlayer(EMPTY), SeatPlayer(BOT, "casual"), SeatPlayer(EMPTY)]


def test_a_saved_physical_game_loads_as_a_physical_game(qtbot, make_window, tmp_path):
    w = make_window()
    start(w, vs_bot(), seed=5)
    play_a_little(qtbot, w)
    path = tmp_path / "physical.json"
    assert w.save_to(path)
    doc = json.loads(path.read_text())
    assert doc["physical_dice"] is True and "first_roll_pending" not in doc
    saved = w.controller.position
    w2 = make_window()
    assert not w2.controller.physical_dice
    assert w2.load_from(path)
    c = w2.controller
    assert c.physical_dice and c.position == saved and not c.first_roll_pending()
    qtbot.waitUntil(c.can_enter_roll)
    assert w2.panel.entry.isVisible() and not w2.panel.roll_button.isVisible()
    assert not c.can_roll()
    w2.enter_face(3)
    w2.enter_face(1)
    assert c.game.events[-1] == {"roll": [3, 1], "seat": 0}


@pytest.mark.parametrize("value", ["absent", "true", 1, None, [True], {"on": True}, False])
def test_an_old_or_hostile_physical_flag_loads_as_app_dice(qtbot, make_window, tmp_path, value):
    w = make_window()
    start(w, vs_bot(), seed=5)
    play_a_little(qtbot, w, turns=4)
    path = tmp_path / "game.json"
    assert w.save_to(path)
    doc = json.loads(path.read_text())
    if value == "absent":
        del doc["physical_dice"]                                # a save from before the flag
    else:
        doc["physical_dice"] = value
    doc["first_roll_pending"] = True                           # ignored without physical dice
    path.write_text(json.dumps(doc))
    saved = w.controller.position
    assert w.load_from(path)                                   # into the physical game's window
    c = w.controller
    assert c.position == saved and not c.physical_dice and not c.first_roll_pending()
    assert not w.notice.isVisible()
    qtbot.waitUntil(c.can_roll)
    assert w.panel.roll_button.isVisible() and not w.panel.entry.isVisible()


def test_resume_after_restart_keeps_physical_dice(qtbot, make_window):
    w = make_window()
    start(w, vs_bot(), seed=5)
    play_a_little(qtbot, w)
    w.autosaver.flush()
    saved = w.controller.position
    w.close()
    w2 = make_window()
    assert w2.resume_autosave()
    c = w2.controller
    assert c.physical_dice and c.position == saved
    assert "first" in c.game.events[0]                         # the record came back whole
    qtbot.waitUntil(c.can_enter_roll)
    assert w2.panel.entry.isVisible() and not w2.panel.roll_button.isVisible()


def test_a_pending_start_roll_is_saved_and_asked_again_after_restart(qtbot, make_window, tmp_path):
    w = make_window()
    start(w, [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)], seed=7)
    w.enter_face(4)                                            # Yellow's die is in, Red's is not
    path = tmp_path / "pending.json"
    assert w.save_action.isEnabled() and w.save_to(path)
    doc = json.loads(path.read_text())
    assert doc["physical_dice"] is True and doc["first_roll_pending"] is True
    assert doc["game"]["record"]["events"] == []
    w.autosaver.flush()
    w.close()
    w2 = make_window()
    assert w2.resume_autosave()
    c = w2.controller
    assert c.physical_dice and c.first_roll_pending()
    assert c.first_roll_seat() == 0 and c.first_roll_faces() == []   # everyone rolls again
    assert w2.panel.entry.isVisible() and "Who starts" in w2.panel.entry_label.text()
    assert w2.panel.log_lines() == ["Game loaded.", "Who starts? Everyone rolls one die; the highest starts."]
    w2.enter_face(2)
    w2.enter_face(5)
    assert c.game.events[0] == {"first": [{"0": 2, "2": 5}]} and c.position.turn == 2
    w3 = make_window()
    assert w3.load_from(path)                                  # the saved file: the same
    assert w3.controller.first_roll_pending() and w3.controller.first_roll_seats() == [0, 2]
