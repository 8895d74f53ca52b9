"""The ways into the analysis board and its fairness rule (issue 30): Game → Analyse this game,
Analyse a saved game…, Analysis board…, the game-over dialog, a replay; practice games
(record["practice"]) through the new-game dialog, save and load; a game in progress against
computer players is refused until it is over (ui/analysis/access.py)."""
from __future__ import annotations

import pytest

from parchis_desktop.engine import Game
from parchis_desktop.store.replay import GameRecordFile, positions
from parchis_desktop.store.saves import load_game, save_game
from parchis_desktop.ui.analysis.access import IN_PROGRESS_VS_COMPUTER, refusal, refusal_text
from parchis_desktop.ui.game.players import BOT, EMPTY, HUMAN, SeatPlayer
from parchis_desktop.ui.history.replay import ReplayWindow

YOU = {"kind": HUMAN, "level": "casual", "name": ""}
NOBODY = {"kind": EMPTY, "level": "casual", "name": ""}
COMPUTER = {"kind": BOT, "level": "casual", "name": ""}
VS_BOT = [YOU, NOBODY, COMPUTER, NOBODY]
HOT_SEAT = [YOU, NOBODY, dict(YOU, name="Eva"), NOBODY]


@pytest.fixture
def window(make_window, runner):
    w = make_window()
    w.analysis_nodes = 8
    w.use_analysis_runner(runner)
    return w


def played(steps=30, finish=False, seed=4) -> Game:
    game = Game.new("parchis", [0, 2], seed=seed)
    n = 0
    while (finish or n < steps) and game.step_random():
        n += 1
    return game


def opened(w) -> list:
    return list(w._analysis_windows())


def test_the_rule_itself():
    going, over = played(), played(finish=True)
    assert over.position.is_over and not going.position.is_over
    assert refusal(going.position, VS_BOT) == IN_PROGRESS_VS_COMPUTER
    assert refusal(going.position, VS_BOT, practice=True) is None
    assert refusal(over.position, VS_BOT) is None
    assert refusal(going.position, HOT_SEAT) is None        # people only: the shared screen (see access.py)
    assert refusal(going.position, [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT), SeatPlayer(EMPTY)])


def test_a_game_in_progress_against_the_computer_is_refused_and_a_practice_one_is_not(window, qtbot):
    w = window
    w.start_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT), SeatPlayer(EMPTY)], seed=3)
    assert not w.controller.game.practice and not w.analysis_allowed()
    w.analyse_action.trigger()
    assert opened(w) == [] and w.notice.label.text() == refusal_text(IN_PROGRESS_VS_COMPUTER)
    w.start_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT), SeatPlayer(EMPTY)], seed=3,
                 practice=True)
    assert w.controller.game.record["practice"] is True and w.analysis_allowed()
    w.analyse_action.trigger()
    (board,) = opened(w)
    assert board.position() == w.controller.position
    qtbot.waitUntil(lambda: not board.is_busy(), timeout=20000)
    assert board.result.win


def test_the_new_game_dialog_marks_a_practice_game_and_it_survives_save_and_load(window, tmp_path, monkeypatch):
    from parchis_desktop.ui.dialogs.new_game import NewGameDialog
    dialog = NewGameDialog(None, window)
    assert not dialog.choice()["practice"]
    dialog.practice.setChecked(True)
    choice = dialog.choice()
    assert choice["practice"] is True
    again = NewGameDialog(choice, window)
    assert again.practice.isChecked()                       # the last choice is the default
    for d in (dialog, again):
        d.close()
        d.deleteLater()
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: NewGameDialog.DialogCode.Accepted)
    monkeypatch.setattr(NewGameDialog, "choice", lambda self: choice)
    window.new_game_dialog()
    assert window.controller.game.practice
    path = tmp_path / "practice.json"
    assert window.save_to(path)
    assert load_game(path).game.practice
    game = played()
    save_game(tmp_path / "plain.json", game, VS_BOT)
    assert not load_game(tmp_path / "plain.json").game.practice
    assert "practice" not in game.record


def test_a_finished_game_opens_from_the_game_over_dialog(window, qtbot):
    w = window
    game = played(finish=True)
    w.load_game_object(game, VS_BOT)
    w._on_game_over(list(game.position.places()))
    dialog = w.game_over_dialog
    assert dialog is not None and dialog.analyse.isEnabled()
    dialog.analyse.click()
    (board,) = opened(w)
    assert board.frames == positions(game.record)
    assert board.position() == board.frames[-2]             # the last decision, not the final position
    assert not board.position().is_over


def test_a_saved_game_opens_unless_it_is_in_progress_against_the_computer(window, tmp_path):
    w = window
    over, going = played(finish=True), played()
    save_game(tmp_path / "over.json", over, VS_BOT)
    save_game(tmp_path / "going.json", going, VS_BOT)
    save_game(tmp_path / "friends.json", going, HOT_SEAT)
    assert w.analyse_saved(tmp_path / "going.json") is None
    assert w.notice.label.text() == refusal_text(IN_PROGRESS_VS_COMPUTER)
    board = w.analyse_saved(tmp_path / "over.json")
    assert board is not None and len(board.frames) == len(over.events) + 1
    friends = w.analyse_saved(tmp_path / "friends.json")
    assert friends is not None and friends.names == {2: "Eva"}
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    assert w.analyse_saved(tmp_path / "broken.json") is None
    assert "not valid JSON" in w.notice.label.text()


def test_a_replay_position_opens_there(window, qtbot):
    w = window
    game = played(finish=True)
    rec = GameRecordFile(game.record, positions(game.record), VS_BOT)
    replay = ReplayWindow(rec, "instant", w)
    qtbot.addWidget(replay)
    w._replay_opened(replay)
    replay.go_to(25)
    replay.analyse_button.click()
    (board,) = opened(w)
    assert board.index == 25 and board.position() == rec.frames[25]
    unfinished = played()
    replay2 = ReplayWindow(GameRecordFile(unfinished.record, positions(unfinished.record), VS_BOT), "instant", w)
    qtbot.addWidget(replay2)
    w._replay_opened(replay2)
    replay2.analyse_button.click()
    assert len(opened(w)) == 1 and w.notice.label.text() == refusal_text(IN_PROGRESS_VS_COMPUTER)
    replay.close()
    replay2.close()


def test_the_analysis_board_action_opens_the_editor_on_a_start_position(window):
    w = window
    w.start_game("parchis", [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT), SeatPlayer(EMPTY)], seed=3)
    w.analysis_board_action.trigger()
    (board,) = opened(w)
    assert board.is_editing()
    assert board.position() == Game.new("parchis", [0, 2], roll_for_first=False).position


def test_the_history_says_which_games_were_practice_and_their_replays_may_be_analysed(window, qtbot):
    from parchis_desktop.store.folders import data_dir
    from parchis_desktop.store.history import HistoryDB, default_path, game_meta
    db = HistoryDB(default_path(data_dir()))
    for practice in (False, True):
        game = played(seed=6)
        game.practice = practice
        gid = db.begin_game(game_meta(game, VS_BOT, started=1000.0 + practice))
        db.turn(gid, 0, game.events)
    db.close()
    w = window
    w.show_history()
    history = w.history_window
    qtbot.waitUntil(history.isVisible)
    dates = [history.table.item(r, 0).text() for r in range(history.table.rowCount())]
    practice_rows = [r for r, row in enumerate(history.rows) if row.practice]
    assert [r for r, text in enumerate(dates) if text.endswith("· practice")] == practice_rows and practice_rows
    replay = history.replay_row(practice_rows[0])
    assert replay.rec.record["practice"] is True
    replay.analyse_button.click()                            # unfinished, against the computer, but practice
    (board,) = opened(w)
    assert board.position() == replay.position()
    plain = history.replay_row(next(r for r, row in enumerate(history.rows) if not row.practice))
    plain.analyse_button.click()
    assert len(opened(w)) == 1 and w.notice.label.text() == refusal_text(IN_PROGRESS_VS_COMPUTER)


def test_the_history_windows_analyse_button_opens_a_finished_game(window, qtbot):
    from parchis_desktop.store.folders import data_dir
    from parchis_desktop.store.history import HistoryDB, default_path, game_meta
    game = played(finish=True, seed=8)
    db = HistoryDB(default_path(data_dir()))
    gid = db.begin_game(game_meta(game, VS_BOT))
    db.turn(gid, 0, game.events, places=game.position.places())
    db.close()
    w = window
    w.show_history()
    history = w.history_window
    qtbot.waitUntil(history.isVisible)
    history.table.selectRow(next(r for r, row in enumerate(history.rows) if row.id == gid))
    history.analyse_button.click()
    (board,) = opened(w)
    assert board.frames == positions(game.record) and not board.position().is_over


def test_the_boards_own_open_keeps_the_rule_for_saved_games(qtbot, runner, tmp_path):
    from parchis_desktop.ui.analysis.window import AnalysisWindow
    going, over = played(), played(finish=True)
    save_game(tmp_path / "going.json", going, VS_BOT)
    save_game(tmp_path / "over.json", over, VS_BOT)
    practice = played()
    practice.practice = True
    save_game(tmp_path / "practice.json", practice, VS_BOT)
    w = AnalysisWindow(nodes=8, runner=runner)
    qtbot.addWidget(w)
    w.show()
    start = w.position()
    assert not w.open_file(tmp_path / "going.json")
    assert w.message.text() == refusal_text(IN_PROGRESS_VS_COMPUTER) and w.position() == start
    assert w.open_file(tmp_path / "over.json") and w.frames == positions(over.record)
    assert w.open_file(tmp_path / "practice.json") and w.position() == practice.position
    w.close()
