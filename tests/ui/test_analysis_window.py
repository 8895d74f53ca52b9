"""The analysis board (ui/analysis/window.py, issue 30): the ranked moves as rank_moves ranks
them, the answer to each roll, Paste / Open / Copy JSON.  One worker process for the module,
tiny node budgets."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from parchis_desktop.ai import analysis
from parchis_desktop.engine import Game, Position, legal_moves, roll
from parchis_desktop.ui.analysis.results import percent
from parchis_desktop.ui.analysis.window import AnalysisWindow
from parchis_desktop.ui.board import Arrow

NODES = 12

MID_ROLL = {"variant": "parchis", "tokens": [["T10", "T30", "nest", "nest"], [],
                                             ["T40", "T14", "nest", "nest"], []],
            "turn": 0, "dice": [3, 5]}
BEFORE_ROLL = {**MID_ROLL, "dice": []}


@pytest.fixture
def board(qtbot, runner):
    made = []

    def make(**kw):
        w = AnalysisWindow(nodes=NODES, runner=runner, **kw)
        qtbot.addWidget(w)
        w.show()
        made.append(w)
        qtbot.waitUntil(lambda: not w.is_busy(), timeout=20000)
        return w

    yield make
    for w in made:
        w.close()


def wait(qtbot, w):
    qtbot.waitUntil(lambda: not w.is_busy(), timeout=20000)


def test_the_ranked_list_is_rank_moves_order_with_its_win_chances(board):
    pos = Position.from_json(MID_ROLL)
    w = board(position=pos)
    expected = analysis.rank_moves(pos, nodes=NODES)
    assert [v.index for v in w.moves.values] == [v.index for v in expected]
    assert w.moves.topLevelItemCount() == len(expected) == len(legal_moves(pos))
    for row, value in enumerate(expected):
        item = w.moves.topLevelItem(row)
        assert item.text(2) == percent(value.win[0])
        assert item.data(1, Qt.ItemDataRole.AccessibleTextRole).startswith(f"{row + 1}. ")
    chances = analysis.win_chances(pos, nodes=NODES)
    assert w.chances.texts() == {0: percent(chances[0]), 2: percent(chances[2])}
    # the best move is drawn, then its continuation (the rest of the roll)
    best = legal_moves(pos)[expected[0].index]
    assert w.overlays()[0] == Arrow.for_move(best, pos.board)
    assert len(w.overlays()) == 1 + len(expected[0].line)
    w.moves.setCurrentItem(w.moves.topLevelItem(2))
    assert w.overlays()[0] == Arrow.for_move(legal_moves(pos)[expected[2].index], pos.board)


def test_before_a_roll_each_roll_has_its_best_answer_and_shows_it_on_the_board(board):
    pos = Position.from_json(BEFORE_ROLL)
    w = board(position=pos)
    table = analysis.roll_table(pos, nodes=NODES)
    assert w.stack.currentWidget() is w.rolls
    assert [tuple(w.rolls.answers[r].roll) for r in range(w.rolls.rowCount())] == [tuple(d) for d, _p, _b in table]
    assert sum(a.probability for a in w.rolls.answers) == pytest.approx(1.0)
    row = next(r for r, (_d, _p, best) in enumerate(table) if best is not None)
    dice, _p, best = table[row]
    w.rolls.selectRow(row)
    rolled = roll(pos, tuple(dice))
    assert w.shown_position() == rolled
    assert w.overlays()[0] == Arrow.for_move(legal_moves(rolled)[best.index], pos.board)
    assert w.position() == pos   # the analysis stays on the position before the roll


def test_a_game_opens_at_its_last_decision_and_marks_the_move_played(board, qtbot):
    game = Game.new("parchis", [0, 2], seed=5)
    for _ in range(40):
        game.step_random()
    from parchis_desktop.store.replay import positions
    frames = positions(game.record)
    move_at = next(i for i in range(len(game.events) - 1, 0, -1) if "move" in game.events[i])
    w = board(frames=frames, events=game.events, index=move_at)
    assert w.position() == frames[move_at]
    played = [w.moves.topLevelItem(r).text(1) for r in range(w.moves.topLevelItemCount())]
    assert sum("(played)" in t for t in played) == 1
    w.next_button.click()
    assert w.index == move_at + 1
    wait(qtbot, w)
    assert w.result is not None and not w.result.error


def test_a_new_position_cancels_the_old_request(board, qtbot):
    pos = Position.from_json(MID_ROLL)
    w = board(position=pos)
    other = Position.from_json({**MID_ROLL, "dice": [6, 2]})
    w.set_position(Position.from_json({**MID_ROLL, "dice": [1, 4]}))
    w.set_position(other)
    wait(qtbot, w)
    assert w.position() == other
    assert w.moves.moves == [legal_moves(other)[v.index] for v in analysis.rank_moves(other, nodes=NODES)]


def test_paste_open_and_copy_json(board, qtbot, tmp_path):
    first = Position.from_json(MID_ROLL)
    w = board(position=first)
    clip = QGuiApplication.clipboard()
    clip.setText(json.dumps(BEFORE_ROLL))
    w.paste_json()
    wait(qtbot, w)
    assert w.position() == Position.from_json(BEFORE_ROLL)
    w.copy_json()
    assert Position.from_json(clip.text()) == w.position()
    clip.setText('{"variant": "parchis", "tokens": [["T1"]]')     # malformed
    w.paste_json()
    assert w.message.text() and w.position() == Position.from_json(BEFORE_ROLL)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**MID_ROLL, "turn": 1}), encoding="utf-8")   # seat 1 is empty
    assert not w.open_file(bad)
    assert "Blue" in w.message.text() and w.position() == Position.from_json(BEFORE_ROLL)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(MID_ROLL), encoding="utf-8")
    assert w.open_file(good)
    wait(qtbot, w)
    assert w.position() == first


def test_the_moves_and_the_editor_are_reached_from_the_keyboard(board, qtbot):
    w = board(position=Position.from_json(MID_ROLL))
    w.activateWindow()
    qtbot.waitUntil(lambda: w.isActiveWindow())
    w.moves.setFocus()
    qtbot.keyClick(w.moves, Qt.Key.Key_Down)
    assert w.moves.currentIndex().row() == 1
    assert w.overlays()[0] == Arrow.for_move(w.moves.moves[1], w.position().board)
    qtbot.keyClick(w.moves, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert w.is_editing() and w.editor.isVisible()


def test_an_answer_that_does_not_fit_the_position_is_an_error_not_a_crash(board):
    from parchis_desktop.ai.analysis_runner import AnalysisResult, RankedMove
    w = board(position=Position.from_json(MID_ROLL))
    w._show_result(AnalysisResult((0.5, 0.0, 0.5, 0.0), moves=(RankedMove(99, (0.5, 0.0, 0.5, 0.0), ()),)))
    assert w.result.error and w.moves.topLevelItemCount() == 0 and w.status.text()
