"""Click and wait helpers shared by the window tests (imported as a plain module)."""
from __future__ import annotations

from PySide6.QtCore import Qt

from parchis_desktop.engine import Game, legal_moves
from parchis_desktop.ui.game.players import BOT, EMPTY, HUMAN, SeatPlayer


def click_token(qtbot, w, seat, token):
    item = w.scene.token_item(seat, token)
    point = w.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def click_destination(qtbot, w, index):
    marker = w.scene.destination_markers()[index]
    point = w.view.mapFromScene(marker.sceneBoundingRect().center())
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def wait_for_human(qtbot, w, timeout=5000):
    """Until a human must roll or choose a move (a roll without moves passes by itself)."""
    def ready():
        c = w.controller
        pos = c.position
        return pos.is_over or (c.human_to_act() and (pos.needs_roll or bool(legal_moves(pos))))
    qtbot.waitUntil(ready, timeout=timeout)


def act_first(qtbot, w):
    """Wait until a human must act, then roll or play the first legal move."""
    wait_for_human(qtbot, w)
    pos = w.controller.position
    if pos.needs_roll:
        w.controller.roll()
    else:
        w.controller.play_move(legal_moves(pos)[0])


def play_first_moves(qtbot, w, actions):
    """``actions`` times :func:`act_first`, then wait until a human must act again."""
    for _ in range(actions):
        act_first(qtbot, w)
    wait_for_human(qtbot, w)


def two_players():
    """Ana (a human) against a casual bot, across the board."""
    return [SeatPlayer(HUMAN, name="Ana"), SeatPlayer(EMPTY), SeatPlayer(BOT, "casual"), SeatPlayer(EMPTY)]


def save_a_game_in_progress(qtbot, w, path):
    """A seeded Spanish game of :func:`two_players`, 30 actions in, saved to ``path``."""
    w.start_game("spanish", two_players(), seed=3)
    play_first_moves(qtbot, w, 30)
    assert w.save_to(path)


def play_by_clicks(qtbot, w, actions, timeout=5000):
    """Up to ``actions`` turns as a player plays them: Space to roll, a click on the first
    movable token (and on the first destination marker when it has several).  Stops when
    the game is over; returns the number of moves played by clicks."""
    clicks = 0
    for _ in range(actions):
        wait_for_human(qtbot, w, timeout=timeout)
        pos = w.controller.position
        if pos.is_over:
            break
        if pos.needs_roll:
            qtbot.keyClick(w, Qt.Key.Key_Space)
            continue
        seat, token = w.move_input.movable[0]
        click_token(qtbot, w, seat, token)
        if w.move_input.destination_moves:  # several destinations: pick the first marker
            click_destination(qtbot, w, 0)
        clicks += 1
    return clicks


def load_nest_token_without_five(qtbot, w):
    """Two humans; seat 0 to play 1+2 with a token on its start and three in the nest."""
    from parchis_desktop.engine import Game
    w.start_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)], seed=1)
    w.load_game_object(Game.from_json({
        "variant": "parchis", "tokens": [["T5", "nest", "nest", "nest"], [], ["nest"] * 4, []],
        "turn": 0, "dice": [1, 2]}), None)
    wait_for_human(qtbot, w)


def load_position(w, variant, toks, *, dice=(), turn=0, players=None, **fields):
    """Load a position into window ``w`` from ``{seat: [locations]}`` (padded with nests);
    every occupied seat a human unless ``players`` says otherwise."""
    count = 5 if variant == "russian" else 4
    data = {"format": 1, "variant": variant, "seats": 4,
            "tokens": [list(toks[s]) + ["nest"] * (count - len(toks[s])) if s in toks else [] for s in range(4)],
            "turn": turn, "dice": list(dice)}
    data.update(fields)
    game = Game.from_json(data)
    roster = players or [SeatPlayer(HUMAN) if t else SeatPlayer(EMPTY) for t in data["tokens"]]
    w.load_game_object(game, [p.to_dict() for p in roster])
    return w.controller.position


def answer_modals(qtbot, answers):
    """Answer the modal dialogs as they come: each answer is a function of the dialog.
    Returns the list of dialogs seen (filled in as they open)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    seen = []

    def poll():
        modal = QApplication.activeModalWidget()
        if modal is not None and modal not in seen and modal.isVisible():
            seen.append(modal)
            answers[len(seen) - 1](modal)
        if len(seen) < len(answers):
            QTimer.singleShot(10, poll)

    QTimer.singleShot(0, poll)
    return seen


#: The end of a subprocess script that runs the real entry point (app.main) with the script's
#: ``first`` event filter on every main window as it is shown (the script defines ``First``).
REAL_START = """
first = First()
_show = QMainWindow.show
def show(self):
    self.installEventFilter(first)
    _show(self)
QMainWindow.show = show
from parchis_desktop.app import main
main(["parchis-desktop"])
"""
