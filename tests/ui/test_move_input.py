"""Move input on its own: a controller, a board scene and the MoveInput, no window."""
from __future__ import annotations

import pytest

from parchis_desktop.engine import Game, Position
from parchis_desktop.ui.board import BoardScene
from parchis_desktop.ui.game.controller import GameController
from parchis_desktop.ui.game.players import EMPTY, HUMAN, SeatPlayer
from parchis_desktop.ui.game.move_input import MoveInput, is_choice, marker_label

TWO_OUT = {"variant": "parchis", "tokens": [["T5", "T20", "nest", "nest"], [], ["nest"] * 4, []],
           "turn": 0, "dice": [3, 4]}


@pytest.fixture
def table(qapp):
    controller = GameController()
    scene = BoardScene(Position.initial("parchis").board)
    controller.load(Game(Position.from_json(TWO_OUT)),
                    [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)])
    scene.set_position(controller.position)
    move_input = MoveInput(controller, scene)
    statuses = []
    move_input.status.connect(statuses.append)
    yield controller, scene, move_input, statuses
    controller.shutdown()
    scene.deleteLater()


def test_tokens_that_may_move_glow_and_a_click_shows_where_they_go(table):
    controller, scene, move_input, statuses = table
    assert move_input.update_movable()
    assert move_input.movable == [(0, 0), (0, 1)] == scene.movable()
    move_input.click_token(0, 0)
    assert move_input.selected == (0, 0) and scene.selected() == (0, 0)
    assert [m.to for m in move_input.destination_moves] == ["T8", "T9", "T12"]
    assert [m.label for m in scene.destination_markers()] == [marker_label(m) for m in move_input.destination_moves]
    assert move_input.focus == ("destination", 0)
    assert "Choose where to go" in statuses[-1]
    assert move_input.cancel() and move_input.selected is None and not scene.destination_markers()
    assert not move_input.cancel()


def test_keyboard_focus_wraps_and_enter_plays_the_focused_move(table):
    controller, scene, move_input, _statuses = table
    move_input.update_movable()
    assert move_input.move_focus(1) and move_input.focus == ("token", 0)
    assert move_input.move_focus(1) and move_input.focus == ("token", 1)
    assert move_input.move_focus(1) and move_input.focus == ("token", 0)      # wraps round
    move_input.activate_focus()                                               # selects token 0
    assert move_input.selected == (0, 0)
    move_input.move_focus(-1)                                                 # the last destination
    assert move_input.focus == ("destination", len(move_input.destination_moves) - 1)
    target = move_input.destination_moves[-1]
    before = len(controller.game.events)
    move_input.activate_focus()
    assert controller.game.events[before]["move"] == target.to_dict()


def test_a_click_on_a_destination_plays_its_move(table):
    controller, scene, move_input, _statuses = table
    move_input.update_movable()
    move_input.click_token(0, 1)
    chosen = move_input.destination_moves[1]
    before = len(controller.game.events)
    move_input.click_destination(1)
    assert controller.game.events[before]["move"] == chosen.to_dict()
    assert move_input.selected is None and move_input.destination_moves == []


def test_a_token_without_moves_explains_and_board_input_ignores_choices(table):
    controller, scene, move_input, statuses = table
    move_input.update_movable()
    move_input.click_token(0, 2)                      # in the nest, no 5 rolled
    assert statuses and move_input.selected is None
    assert not any(is_choice(m) for m in move_input.moves_for_token(0, 0))
