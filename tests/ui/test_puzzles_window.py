"""Help → Puzzles (issue 30): solving on the board, three wrong tries, the hint, the rule page,
progress across a restart and a damaged progress file; the explanation's sentences."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from parchis_desktop.engine import Position, legal_moves
from parchis_desktop.store.puzzles import PuzzleProgress, load_puzzles
from parchis_desktop.ui.help.pages import page_for_rule, page_source
from parchis_desktop.ui.puzzles.explain import explain_solution, fact_sentences, opening
from parchis_desktop.ui.puzzles.window import TRIES, PuzzleWindow
from parchis_desktop.ui.puzzles.words import theme_name
from parchis_desktop.ai.move_facts import move_facts

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "puzzles"


@pytest.fixture
def make(qtbot, tmp_path):
    def build(progress_path=None):
        w = PuzzleWindow(progress=PuzzleProgress(progress_path or tmp_path / "puzzles.json"), folder=FOLDER)
        qtbot.addWidget(w)
        w.scene.set_speed("instant")
        w.show()
        return w
    return build


def _play_by_clicks(w, move):
    """As the player does: click the token, then (if asked) the marker of the move."""
    w.move_input.click_token(move.seat, move.token)
    if w.move_input.selected is not None:
        w.move_input.click_destination(w.move_input.destination_moves.index(move))


def _item(w, pid):
    return next(w.puzzle_list.item(i) for i in range(w.puzzle_list.count())
                if w.puzzle_list.item(i).data(Qt.ItemDataRole.UserRole) == pid)


def _wrong_move(w):
    run = w.run
    return next(m for i, m in enumerate(run.legal_moves()) if i not in run.puzzle.indices and m.token is not None)


def test_solving_a_puzzle_plays_the_line_explains_it_and_marks_it(make, qtbot, tmp_path):
    w = make()
    puzzle = w.run.puzzle
    presets = {p.preset for p in w.puzzles}    # "All games": a heading per game, then its puzzles
    assert w.puzzle_list.count() == len(w.puzzles) + len(presets) and len(w.puzzles) >= 160
    assert w.puzzle_list.item(0).flags() == Qt.ItemFlag.NoItemFlags
    theme = theme_name(puzzle.themes[0])
    assert theme not in _item(w, puzzle.id).text()   # the theme would give the answer away
    _play_by_clicks(w, puzzle.move)
    qtbot.waitUntil(lambda: not w._queue and not w.scene.is_animating())
    assert w._banner_kind == "done" and w.banner_text().startswith("Right!")
    assert explain_solution(puzzle) in w.banner_text()
    assert w.progress.is_solved(puzzle.id) and not w.human_to_act()
    assert _item(w, puzzle.id).text().startswith("✓ ") and _item(w, puzzle.id).text().endswith(theme)
    assert w.count_label.text() == f"Solved: 1 of {len(w.puzzles)}"
    final = puzzle.position
    from parchis_desktop.engine import play
    for m in [puzzle.move] + puzzle.plan:
        final = play(final, m)
    assert w.run.position == final     # the solution and the rest of its roll were played
    assert w.dice.dice() == puzzle.position.dice and all(w.dice.played())   # the roll is used up


def test_a_wrong_move_is_not_played_and_three_show_the_answer(make):
    w = make()
    puzzle = w.run.puzzle
    pos = puzzle.position       # the dice still to play are bright, those played dimmed
    assert w.dice.dice() == pos.dice and w.dice.played().count(False) == len(pos.remaining)
    wrong = _wrong_move(w)
    for k in range(1, TRIES + 1):
        assert w.play_move(wrong) is False
        assert w.run.position == puzzle.position and w._banner_kind == "wrong"
        assert "Not the best move: after it your chance to win is" in w.banner_text()
        if k < TRIES:
            assert f"{TRIES - k} tries left" in w.banner_text() or "1 try left" in w.banner_text()
            assert "The answer:" not in w.banner_text()
    assert "The answer:" in w.banner_text() and explain_solution(puzzle) in w.banner_text()
    assert w.progress.was_shown(puzzle.id) and not w.progress.is_solved(puzzle.id)
    assert w.progress.tries(puzzle.id) == TRIES
    # the answer is on the board: its token selected with the one marker to click
    assert w.move_input.selected == (puzzle.move.seat, puzzle.move.token)
    assert w.move_input.destination_moves == [puzzle.move]
    w.move_input.click_destination(0)
    assert w.banner_text().startswith("This is the move.") and not w.progress.is_solved(puzzle.id)
    assert _item(w, puzzle.id).text().startswith("· ")


def test_the_keyboard_solves_a_puzzle(make, qtbot):
    w = make()
    puzzle = w.run.puzzle
    w.view.setFocus()
    target = (puzzle.move.seat, puzzle.move.token)
    if puzzle.move.kind == "enter":
        target = next(t for t in w.move_input.movable if t[0] == puzzle.move.seat
                      and puzzle.position.tokens[t[0]][t[1]] == -1)
    for _ in range(len(w.move_input.movable)):
        qtbot.keyClick(w.view, Qt.Key.Key_Right)
        if w.move_input.movable[w.move_input.focus[1]] == target:
            break
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    while w.move_input.selected is not None and w.move_input.destination_moves[w.move_input.focus[1]] != puzzle.move:
        qtbot.keyClick(w.view, Qt.Key.Key_Right)
    if w.move_input.selected is not None:
        qtbot.keyClick(w.view, Qt.Key.Key_Return)
    assert w.progress.is_solved(puzzle.id)


def test_the_hint_names_the_token_and_the_rule_page_is_the_puzzles_rule(make, qtbot):
    w = make()
    puzzle = w.run.puzzle
    w.show_hint()
    assert w.banner_text().startswith("Hint:")
    if puzzle.move.frm.startswith("T"):
        assert f"square {puzzle.move.frm[1:]}" in w.banner_text()
    assert w.progress._d[puzzle.id]["hint"] is True
    with qtbot.waitSignal(w.rule_requested) as sig:
        w.rule_button.click()
    assert sig.args == [puzzle.rule]
    for z in w.puzzles:    # every puzzle's rule has its paragraph on the page the link opens
        assert z.rule in page_source("en", page_for_rule(z.rule)), z.id


def test_progress_survives_a_restart_and_the_filter_counts_per_game(make, tmp_path):
    path = tmp_path / "kept.json"
    w = make(path)
    first = w.run.puzzle
    w.play_move(first.move)
    w.close()
    w2 = make(path)
    assert w2.progress.is_solved(first.id)
    assert w2.run.puzzle.id != first.id          # it opens at the first puzzle not solved yet
    w2.filter.setCurrentIndex(w2.filter.findData(first.preset))
    shown = w2.shown_puzzles()
    assert {p.preset for p in shown} == {first.preset} and w2.puzzle_list.count() == len(shown)
    assert w2.count_label.text() == f"Solved: 1 of {len(shown)}"


def test_a_damaged_progress_file_is_set_aside_and_progress_starts_afresh(make, tmp_path):
    path = tmp_path / "puzzles.json"
    path.write_text('{"version": 1, "puzzles": {"x": {"solved": "yes"}}', encoding="utf-8")
    w = make(path)
    assert "could not be read" in w.notice_text()
    assert not path.exists() and list(tmp_path.glob("puzzles.damaged*"))
    assert w.progress.solved_count(p.id for p in w.puzzles) == 0
    w.play_move(w.run.puzzle.move)
    assert PuzzleProgress(path).is_solved(w.run.puzzle.id)    # and it is written again


def test_a_broken_puzzle_file_is_named_and_the_others_open(qtbot, tmp_path):
    (tmp_path / "parchis.json").write_text("{not json", encoding="utf-8")
    good = (FOLDER / "spanish.json").read_text(encoding="utf-8")
    (tmp_path / "spanish.json").write_text(good.replace('"index": ', '"index": 9', 1), encoding="utf-8")
    puzzles, problems = load_puzzles(tmp_path)
    assert ("parchis.json", "damaged") in problems and len(problems) == 2 and problems[1][1] == "solution"
    w = PuzzleWindow(progress=PuzzleProgress(tmp_path / "p.json"), folder=tmp_path)
    qtbot.addWidget(w)
    assert "parchis.json cannot be read" in w.notice_text() and len(w.puzzles) == len(puzzles) > 0


def test_the_explanation_is_told_from_the_facts(translated):
    translated("en")     # the English plurals ("1 opponent token") are in the English .qm
    pos = Position.from_json({"variant": "spanish", "turn": 0, "dice": [3],
                              "tokens": [["T5", "nest", "nest", "nest"], [], ["T8", "nest", "nest", "nest"], []]})
    move = legal_moves(pos)[0]
    assert opening(move) == "Move the token from square 5 to square 8."
    assert fact_sentences(move_facts(pos, move), move) == [
        "It captures Red's token there, which goes back to its nest.",
        "The capture earns a bonus of 20 steps, to be counted with one token."]
    pos = Position.from_json({"variant": "parchis", "turn": 0, "dice": [3, 1],
                              "tokens": [["T20", "T23", "nest", "nest"], [], ["T15", "nest", "nest", "nest"], []]})
    move = next(m for m in legal_moves(pos) if m.to == "T23")
    said = fact_sentences(move_facts(pos, move), move, {2: "Ana"})
    assert said[:2] == ["With your other token there it forms a blockade that no token can pass.",
                        "The blockade bars the way of 1 opponent token coming up behind it; the nearest is Ana's."]


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_the_explanations_are_translated(lang, translated, qapp):
    translated(lang)
    puzzles, _ = load_puzzles(FOLDER)
    english_bits = ("Move the token", "It captures", "The Expert gives", "Then ", "bonus of", "rollouts")
    for z in puzzles[::7]:
        text = explain_solution(z)
        assert not any(b in text for b in english_bits), text


def test_help_puzzles_opens_the_browser_from_the_main_window(make_window, qtbot):
    from parchis_desktop.ui.game.players import EMPTY, HUMAN, SeatPlayer
    w = make_window()
    w.start_game("pachisi", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)], seed=1)
    assert w.puzzles_action in w.help_menu.actions()
    w.puzzles_action.trigger()
    browser = w._puzzle_window
    assert browser.isVisible() and browser.run is not None
    preset = w.controller.position.rules.preset      # it opens at the game being played
    assert browser.filter.currentData() == preset and browser.run.puzzle.preset == preset
    browser.close()


def test_a_screen_reader_finds_the_puzzles_moves_and_can_play_the_answer(make):
    from parchis_desktop.ui.board.accessible import BoardAccessible, interface_of
    w = make()
    iface = interface_of(w.view)
    assert isinstance(iface, BoardAccessible)
    moves = iface.snapshot()["moves"]
    assert [m for m, _name in moves] == w.run.legal_moves() and all(name for _m, name in moves)
    assert w.puzzle_list.accessibleName() == "Puzzles"
    iface.press("move", w.run.puzzle.move)
    assert w.progress.is_solved(w.run.puzzle.id)


def test_no_puzzle_files_opens_an_empty_browser_that_says_so(qtbot, tmp_path):
    w = PuzzleWindow(progress=PuzzleProgress(tmp_path / "p.json"), folder=tmp_path / "missing")
    qtbot.addWidget(w)
    w.show()
    assert "No puzzles were found" in w.notice_text() and w.run is None and w.puzzle_list.count() == 0
    w.show_hint()
    w.next_puzzle()
    w.show_rule()
    assert w.banner_text() == "" and w.legal_moves() == []
