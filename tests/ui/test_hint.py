"""H: the Expert's suggestion for the human to move, highlighted with a reason."""
from __future__ import annotations

from parchis_desktop.engine import Game, legal_moves
from parchis_desktop.ui.game.players import EMPTY, HUMAN, SeatPlayer


def test_hint_highlights_a_legal_move_and_says_why(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)], seed=1)
    w.controller.bots.expert_seconds = 0.2
    w.load_game_object(Game.from_json({
        "variant": "parchis", "tokens": [["T5", "T30", "nest", "nest"], [], ["T33", "nest", "nest", "nest"], []],
        "turn": 0, "dice": [3, 4]}), None)
    qtbot.waitUntil(lambda: w.controller.human_to_act())
    assert w.hint_action.isEnabled()
    assert w.hint_action.shortcut().toString() == "H"
    w.hint_action.trigger()
    qtbot.waitUntil(lambda: w.hint_move is not None, timeout=20000)
    assert w.hint_move in legal_moves(w.controller.position)
    assert w.hint_move.captures                     # T30 + 3 captures on T33: the obvious move
    # The move says what it does ("..., captures Red"); the reason says why it is good.
    assert w.panel.status.text().startswith("Hint:") and "captures" in w.panel.status.text()
    assert w.panel.status.text().endswith("because it sets an opponent back.")
    assert w.move_input.selected == (0, w.hint_move.token)    # the move is shown on the board
    assert w.move_input.destination_moves[w.move_input.focus[1]] == w.hint_move


def test_a_late_hint_is_dropped_after_the_position_changed(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)], seed=1)
    w.load_game_object(Game.from_json({
        "variant": "parchis", "tokens": [["T5", "T30", "nest", "nest"], [], ["T33", "nest", "nest", "nest"], []],
        "turn": 0, "dice": [3, 4]}), None)
    qtbot.waitUntil(lambda: w.controller.human_to_act())
    pos = w.controller.position
    move = legal_moves(pos)[0]
    w.controller.play_move(move)                   # the game moves on before the hint arrives
    qtbot.waitUntil(lambda: not w.controller.animating)
    w._on_hint(w.controller._epoch, pos, move)
    assert w.hint_move is None
