"""The analysis board's position editor (ui/analysis/editor.py, issue 30): tokens dragged on
the board or put from the fields, the turn and the dice, the rules; a setup the engine refuses
shows its reason in a sentence and the last valid position stays."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from parchis_desktop.engine import Position, PositionError
from parchis_desktop.ui.analysis.window import AnalysisWindow
from parchis_desktop.ui.texts.positions import position_error_text

START = {"variant": "parchis", "tokens": [["T10", "nest", "nest", "nest"], [], ["T40", "nest", "nest", "nest"], []],
         "turn": 0, "dice": [3, 5]}


@pytest.fixture
def editing(qtbot, runner):
    w = AnalysisWindow(position=Position.from_json(START), nodes=8, runner=runner)
    qtbot.addWidget(w)
    w.show()
    w.set_editing(True)
    qtbot.waitUntil(lambda: not w.is_busy(), timeout=20000)
    yield w
    w.close()


def drag(qtbot, w, seat, token, location):
    """Press on a token of the board, move, let go over ``location`` (as ``seat`` sees it)."""
    view, scene = w.view, w.scene
    start = view.mapFromScene(scene.token_item(seat, token).pos())
    end = view.mapFromScene(scene.geometry.point_of(seat, location))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(view.viewport(), pos=(start + end) / 2)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)


def test_a_dragged_token_moves_and_the_position_is_analysed_again(editing, qtbot):
    w = editing
    drag(qtbot, w, 0, 0, "T14")
    assert w.position().location(0, 0) == "T14"
    assert w.is_busy() or w.result is not None
    qtbot.waitUntil(lambda: not w.is_busy(), timeout=20000)
    assert w.result.moves and w.result.win
    drag(qtbot, w, 2, 1, "T55")            # out of its nest, onto its way
    assert w.position().location(2, 1) == "T55"
    drag(qtbot, w, 2, 1, "nest")            # and back
    assert w.position().location(2, 1) == "nest"


def test_a_refused_setup_says_why_and_keeps_the_last_valid_position(editing, qtbot):
    w = editing
    before = w.position()
    drag(qtbot, w, 2, 0, "T10")             # Red onto Yellow's token on an ordinary square
    assert w.position() == before
    assert w.message.text() == "Square 10 cannot hold tokens of two colours."
    assert w.editor.message.text() == w.message.text()
    layout = w.scene.geometry.layout(before)
    assert w.scene.token_item(2, 0).pos() == layout[(2, 0)][0]   # the token went back
    assert w.editor.put_token(0, 1, "T10")  # a second Yellow token there is fine (a blockade)
    assert not w.editor.put_token(0, 2, "T10")
    assert w.message.text() == "At most two tokens can stand on square 10."
    assert w.position().location(0, 2) == "nest"


def test_turn_dice_and_before_the_roll(editing, qtbot):
    w, ed = editing, editing.editor
    ed.turn.setCurrentIndex(ed.turn.findData(2))
    assert w.position().turn == 2 and w.position().dice == (3, 5)
    ed.dice[1].setValue(6)
    assert w.position().dice == (3, 6)
    ed.before_roll.setChecked(True)
    assert w.position().needs_roll and not ed.dice[0].isEnabled()
    qtbot.waitUntil(lambda: not w.is_busy(), timeout=20000)
    assert w.stack.currentWidget() is w.rolls and w.rolls.rowCount() == 21


def test_the_token_and_place_fields_put_a_token_from_the_keyboard(editing):
    ed = editing.editor
    ed.token.setCurrentIndex(ed.token.findData(2 * 16 + 3))
    ed.place.setCurrentIndex(ed.place.findData("H3"))
    ed.put_button.click()
    assert editing.position().location(2, 3) == "H3"
    assert ed.place.findData("goal") >= 0 and ed.place.findData("T1") >= 0
    assert ed.labels[5].buddy() is ed.token


def test_rules_board_and_players_start_a_new_setup(editing):
    ed = editing.editor
    ed.variant.setCurrentIndex(ed.variant.findData("russian"))
    pos = editing.position()
    assert pos.rules.preset == "russian" and all(len(pos.tokens[s]) == 5 for s in pos.players)
    ed.variant.setCurrentIndex(ed.variant.findData("parchis"))
    ed.board_size.setCurrentIndex(ed.board_size.findData(6))
    assert editing.position().board.seats == 6
    ed.players.setValue(3)
    assert len(editing.position().players) == 3


@pytest.mark.parametrize("data, sentence", [
    ({"tokens": [["T10"] * 3 + ["nest"], [], ["nest"] * 4, []]}, "At most two tokens can stand on square 10."),
    ({"tokens": [["T10", "nest", "nest", "nest"], [], [], []]}, "A game needs at least two players."),
    ({"turn": 1}, "Blue does not play in this position, so it cannot have the turn."),
    ({"tokens": [["T1", "nest", "nest", "nest"], [], ["nest"] * 4, []]}, "1 is not on Yellow's way round the board."),
])
def test_the_engines_reasons_become_sentences(data, sentence):
    with pytest.raises(PositionError) as info:
        Position.from_json({**START, **data})
    assert position_error_text(info.value) == sentence


def test_a_russian_home_column_filled_out_of_order_is_explained():
    data = {"variant": "russian", "tokens": [["H1", "nest", "nest", "nest", "nest"], [], ["nest"] * 5, []],
            "turn": 0, "dice": []}
    with pytest.raises(PositionError) as info:
        Position.from_json(data)
    assert position_error_text(info.value).startswith("Yellow's home column fills from the innermost cell")


@pytest.mark.parametrize("lang, words", [("ru", "клетке 10"), ("pl", "polu 10")])
def test_a_refusal_is_said_in_the_players_language(editing, translated, qapp, lang, words):
    translated(lang)
    qapp.processEvents()   # the LanguageChange events
    assert not editing.editor.put_token(2, 0, "T10")
    assert words in editing.message.text() and "Square" not in editing.message.text()
    assert editing.editor.put_button.text() != "Put t&here"      # the window follows a language change
    assert editing.windowTitle() != "Analysis board" and editing.moves.headerItem().text(2) != "Win chance"


def test_a_click_on_a_token_chooses_it_for_the_fields(editing, qtbot):
    w = editing
    point = w.view.mapFromScene(w.scene.token_item(2, 0).pos())
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert w.editor.token.currentData() == 2 * 16 + 0
    assert w.editor.place.currentData() == "T40" and w.position().location(2, 0) == "T40"   # nothing moved
