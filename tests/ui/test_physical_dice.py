"""Physical-dice mode: people roll real dice and enter each roll; the app referees."""
from __future__ import annotations

from PySide6.QtCore import Qt

from parchis_desktop.engine import legal_moves
from parchis_desktop.ui.controller import BOT, EMPTY, HUMAN, SeatPlayer
from parchis_desktop.ui.dialogs import NewGameDialog


def start(w, players, seed=2):
    w.start_game("parchis", players, seed=seed, physical_dice=True)


def test_a_human_enters_the_roll_by_clicking_faces_and_by_keys(qtbot, make_window):
    w = make_window()
    start(w, [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)])
    qtbot.waitUntil(w.controller.can_enter_roll)
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
