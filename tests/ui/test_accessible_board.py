"""The board for screen readers (issue 35): the view's QAccessibleInterface names its tokens,
occupied squares and legal moves in the UI language, and Press on a move plays it."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface

from parchis_desktop.engine import Game, legal_moves
from parchis_desktop.ui.board.accessible import BoardAccessible, interface_of
from parchis_desktop.ui.game.players import EMPTY, HUMAN, SeatPlayer

NAME = QAccessible.Text.Name
# Yellow (seat 0, to move) has T5 and T30 and rolled 3 and 4; Red has T33 (T30 + 3 captures it).
POSITION = {"variant": "parchis", "tokens": [["T5", "T30", "nest", "nest"], [], ["T33", "nest", "nest", "nest"], []],
            "turn": 0, "dice": [3, 4]}


def _window(qtbot, make_window, position=POSITION):
    w = make_window()
    w.start_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)], seed=1)
    w.load_game_object(Game.from_json(position), None)
    qtbot.waitUntil(lambda: w.controller.human_to_act())
    return w


def _lists(w):
    iface = interface_of(w.view)
    assert isinstance(iface, BoardAccessible)
    return iface, {iface.child(i).text(NAME): iface.child(i) for i in range(iface.childCount())}


def _names(lst):
    return [lst.child(i).text(NAME) for i in range(lst.childCount())]


def test_the_board_view_has_lists_of_moves_tokens_and_squares(qtbot, make_window):
    w = _window(qtbot, make_window)
    iface, lists = _lists(w)
    assert iface.text(NAME) == "Game board"
    assert iface.role() == QAccessible.Role.Grouping
    assert list(lists) == ["Possible moves", "Tokens", "Occupied squares"]
    for lst in lists.values():
        assert lst.role() == QAccessible.Role.List
        assert lst.parent() is iface
        for i in range(lst.childCount()):
            item = lst.child(i)
            assert item.role() == QAccessible.Role.ListItem and item.parent() is lst
            assert lst.indexOfChild(item) == i and item.isValid()
    tokens = _names(lists["Tokens"])
    assert "Yellow token 1, square 5, start of Yellow, can move" in tokens
    assert "Yellow token 2, square 30, can move" in tokens
    assert "Yellow token 3, in the nest" in tokens
    assert "Red token 1, square 33" in tokens
    assert len(tokens) == 8                       # two players, four tokens each
    squares = _names(lists["Occupied squares"])
    assert squares[0] == "Yellow nest: tokens 3 and 4"
    assert "Square 30: Yellow token 2" in squares
    assert "Square 33: Red token 1" in squares


def test_the_moves_read_like_the_hint_and_press_plays_one(qtbot, make_window):
    w = _window(qtbot, make_window)
    _iface, lists = _lists(w)
    moves = lists["Possible moves"]
    names = _names(moves)
    assert len(names) == len(legal_moves(w.controller.position))
    assert "Token 2 from square 30 to square 33 with 3, captures Red" in names
    assert "Token 1 from square 5 to square 12 with the dice 3 + 4, safe square" in names
    item = moves.child(names.index("Token 2 from square 30 to square 33 with 3, captures Red"))
    action = item.actionInterface()
    assert action is not None and action.actionNames() == [QAccessibleActionInterface.pressAction()]
    before = len(w.controller.game.events)
    action.doAction(QAccessibleActionInterface.pressAction())
    qtbot.waitUntil(lambda: len(w.controller.game.events) > before)
    assert w.controller.game.position.location(2, 0) == "nest"      # Red was captured
    qtbot.waitUntil(lambda: not w.controller.animating)
    # Yellow still has the 4 (and the capture's bonus): the list follows the game.
    assert all("square 33" not in n or "from square 33" in n for n in _names(moves))


def test_press_on_a_token_acts_as_a_click(qtbot, make_window):
    w = _window(qtbot, make_window)
    _iface, lists = _lists(w)
    tokens = lists["Tokens"]
    item = tokens.child(_names(tokens).index("Yellow token 2, square 30, can move"))
    item.actionInterface().doAction(QAccessibleActionInterface.pressAction())
    assert w.move_input.selected == (0, 1)            # several moves: its destinations are shown
    assert "Yellow token 2, square 30, selected" in _names(tokens)
    assert item.state().selected
    # The moves list is now the chosen token's destinations, as the board marks them.
    destinations = _names(lists["Possible moves"])
    assert len(destinations) == len(w.move_input.destination_moves) >= 2
    assert destinations[0] == "Token 2 from square 30 to square 33 with 3, captures Red"
    assert all(name.startswith("Token 2 from square 30 to ") for name in destinations)
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)
    assert len(_names(lists["Possible moves"])) > len(w.move_input.destination_moves)


def test_no_moves_while_the_dice_are_not_rolled(qtbot, make_window):
    w = _window(qtbot, make_window, dict(POSITION, dice=[]))
    _iface, lists = _lists(w)
    assert lists["Possible moves"].childCount() == 0
    assert lists["Possible moves"].text(QAccessible.Text.Description) == "No move to choose now."


@pytest.mark.parametrize("lang, words", [
    ("ru", ("Возможные ходы", "Фишки", "Занятые клетки", "Жёлтая фишка 2, клетка 30, может ходить",
            "Фишка 2 с клетки 30 на клетку 33, кубик 3, рубит фишку игрока «Красный»")),
    ("pl", ("Możliwe ruchy", "Pionki", "Zajęte pola", "Żółty pionek 2, pole 30, może się ruszyć",
            "Pionek 2 z pola 30 na pole 33, kość 3, zbija pionek gracza „Czerwony”")),
])
def test_the_words_are_translated(qtbot, make_window, translated, lang, words):
    translated(lang)
    w = _window(qtbot, make_window)
    _iface, lists = _lists(w)
    moves_title, tokens_title, squares_title, token, move = words
    assert list(lists) == [moves_title, tokens_title, squares_title]
    assert token in _names(lists[tokens_title])
    assert move in _names(lists[moves_title])


@pytest.fixture
def accessibility_on():
    """As when a screen reader is running: Qt sends accessibility events."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


def test_the_arrow_keys_move_the_screen_readers_focus(qtbot, make_window, accessibility_on):
    from PySide6.QtCore import Qt
    w = _window(qtbot, make_window)
    iface, lists = _lists(w)
    w.view.setFocus()
    qtbot.waitUntil(w.view.hasFocus)
    sent = iface.focus_events
    qtbot.keyClick(w.view, Qt.Key.Key_Right)          # the ring goes to the first glowing token
    qtbot.waitUntil(lambda: iface.focus_events > sent)
    focused = iface.focusChild()
    assert focused is not None and focused.state().focused
    assert focused.text(NAME) == "Yellow token 1, square 5, start of Yellow, can move"
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: iface.focus_events > sent + 1)
    assert iface.focusChild().text(NAME) == "Yellow token 2, square 30, can move"
    qtbot.keyClick(w.view, Qt.Key.Key_Return)          # selects it: the ring is on its first destination
    qtbot.waitUntil(lambda: iface.focus_events > sent + 2)
    assert iface.focusChild().parent() is lists["Possible moves"]
    assert iface.focusChild().text(NAME).startswith("Token 2 from square 30 to ")
