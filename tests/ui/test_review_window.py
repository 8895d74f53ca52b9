"""The review window (ui/review/): opened from the game-over dialog, Game → History and the
replay; its markers, arrows, log marks and cards read the core's Review; the job's Cancel;
the history's cache.  Tiny node budgets and short seeded games keep it fast."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from parchis_desktop.ai import analysis
from parchis_desktop.ai.review import VERSION, review_record
from parchis_desktop.engine import Game, legal_moves
from parchis_desktop.store.folders import data_dir
from parchis_desktop.store.history import HistoryDB, default_path, game_meta
from parchis_desktop.store.replay import GameRecordFile, positions
from parchis_desktop.store.reviews import ReviewCache, events_digest
from parchis_desktop.ui.board import Arrow
from parchis_desktop.ui.game.players import BOT, EMPTY, HUMAN, SeatPlayer

from tests.helpers.ui import load_position

NODES = 0          # the static evaluator only: a review of 120 events in a tenth of a second
ANA = {"kind": "human", "level": "casual", "name": "Ana"}
EMPTY_SEAT = {"kind": "empty", "level": "casual", "name": ""}
BOT_SEAT = {"kind": "bot", "level": "strong", "name": ""}
SEATS = [ANA, EMPTY_SEAT, BOT_SEAT, EMPTY_SEAT]


@pytest.fixture(scope="module")
def played():
    """A seeded two-player game of 120 events (random play: every class occurs), its record
    and its review."""
    game = Game.new("parchis", [0, 2], seed=5)
    while len(game.events) < 120 and game.step_random():
        pass
    record = {"start": game.record["start"], "events": list(game.events)}
    return game, record, review_record(record, nodes=NODES)


@pytest.fixture
def game_and_review(played):
    return played[1], played[2]


@pytest.fixture
def small_budget(monkeypatch):
    """The windows opened by the main window review at the tests' budget."""
    monkeypatch.setattr(analysis, "DEFAULT_NODES", NODES)


def _recorded(game, record, review=None) -> int:
    """The game in the history of the test's data folder (and its review in the cache): its row."""
    db = HistoryDB(default_path(data_dir()))
    gid = db.begin_game(game_meta(game, SEATS))
    db.turn(gid, 0, record["events"])
    if review is not None:
        assert ReviewCache(db).put(gid, review.nodes, VERSION, events_digest(record["events"]), review.to_json())
    db.close()
    return gid


def _rec(record) -> GameRecordFile:
    return GameRecordFile(record, positions(record), SEATS)


@pytest.fixture
def review_window(qtbot, played):
    """A review window opened from the cache (no worker)."""
    from parchis_desktop.ui.review.window import ReviewWindow
    game, record, review = played
    gid = _recorded(game, record, review)
    made = []

    def make():
        w = ReviewWindow(_rec(record), "instant", game_id=gid, db_path=default_path(data_dir()), nodes=NODES)
        qtbot.addWidget(w)
        w.show()
        made.append(w)
        return w
    yield make
    for w in made:
        w.close()


def test_a_cached_review_opens_without_a_job_and_shows_the_stored_review(review_window, game_and_review):
    _record, review = game_and_review
    w = review_window()
    assert w.task.from_cache and w.task.job is None and not w.task.running()
    assert w.review.to_json() == review.to_json()
    assert w.tabs.isEnabled() and w.progress.isHidden()


def test_markers_have_the_classes_and_colours_of_the_review(review_window, game_and_review):
    from parchis_desktop.ui.review.charts import class_colour
    _record, review = game_and_review
    w = review_window()
    expected = [(i, d.klass) for i, d in enumerate(review.decisions) if d.klass != "forced"]
    assert w.win_chart.marked() == expected
    assert {k for _i, k in expected} >= {"best", "good", "inaccuracy"}
    for n, (_i, klass) in enumerate(expected):
        assert w.win_chart.marker_brush(n).name() == class_colour(klass, w.palette()).name()
    errors = [d for d in review.decisions if d.klass in ("inaccuracy", "mistake", "blunder")]
    assert w.errors_list.count() == len(errors)


def test_clicking_a_marker_shows_that_decision_on_the_board(qtbot, review_window, game_and_review):
    _record, review = game_and_review
    w = review_window()
    w.resize(1280, 800)
    w.tabs.setCurrentWidget(w.win_page)
    qtbot.waitExposed(w)
    qtbot.wait(50)                                # the plot laid out at its size
    view = w.win_chart.plot
    pixels = []
    for n in range(len(w.win_chart.marked())):
        scatter, spot = w.win_chart.marker_point(n)
        pixels.append(view.mapFromScene(scatter.mapToScene(spot.pos())))
    # an error's marker that no other marker touches (a click takes the one on top)
    n, (i, _klass) = next((n, m) for n, m in enumerate(w.win_chart.marked()) if m[1] != "best" and m[1] != "good"
                          and all((p - pixels[n]).manhattanLength() > 14 for k, p in enumerate(pixels) if k != n))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=pixels[n])
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=pixels[n], delay=20)
    assert w.index == review.decisions[i].frame
    assert w.position() == w.frames[review.decisions[i].frame]
    item = w.errors_list.item(3)                  # the list of errors leads there too
    w.errors_list.itemActivated.emit(item)
    assert w.index == review.decisions[item.data(Qt.ItemDataRole.UserRole)].frame


def test_a_non_best_move_gets_an_arrow_for_the_better_move_and_both_chances(review_window, game_and_review):
    from parchis_desktop.ui.review.words import percent
    _record, review = game_and_review
    w = review_window()
    frames = {e.frame for e in review.decisions}
    i, d = next((i, d) for i, d in enumerate(review.decisions)    # (the next frame: no other decision)
                if d.klass in ("mistake", "blunder", "inaccuracy") and d.best is not None and d.best >= 0
                and d.frame + 1 not in frames)
    w.show_decision(i)
    moves = legal_moves(w.frames[d.frame])
    arrows = w.arrows()
    assert len(arrows) == 2
    best, played = arrows
    assert (best.frm, best.to, best.token) == (moves[d.best].frm, moves[d.best].to, moves[d.best].token)
    assert (played.frm, played.to) == (moves[d.played].frm, moves[d.played].to)
    words = w.comment.accessibleDescription()
    assert percent(d.moves[d.played]) in words and percent(d.moves[d.best]) in words
    w.next()                                      # the move made: the arrows stay, from where it stood
    assert [(a.frm, a.to, a.token) for a in w.arrows()] == [(best.frm, best.to, None), (played.frm, played.to, None)]
    j = next(j for j, e in enumerate(review.decisions) if e.klass == "best" and e.played is not None)
    w.show_decision(j)
    assert len(w.arrows()) == 1 and "best move" in w.comment.accessibleDescription()
    w.go_to(0)
    assert w.arrows() == [] and w.comment.text() == ""


def test_the_log_marks_each_move_with_its_class(review_window, game_and_review):
    _record, review = game_and_review
    w = review_window()
    marks = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
    checked = 0
    for d in review.decisions:
        if d.played is None or d.played < 0:
            continue
        item = w.log.item(d.frame + 1)
        said = item.data(Qt.ItemDataRole.AccessibleTextRole)
        if d.klass in marks:
            assert item.text().endswith("  " + marks[d.klass]) and d.klass in said
            checked += 1
        elif d.klass in ("best", "good"):
            assert not item.text().endswith("?") and not item.text().endswith("?!")
            assert ("best move" if d.klass == "best" else "good move") in said
    assert checked > 0


def test_the_cards_say_each_seats_figures_and_link_its_biggest_swing(review_window, game_and_review):
    from parchis_desktop.ui.review.words import signed_points
    _record, review = game_and_review
    w = review_window()
    assert [c.seat for c in w._cards] == [0, 2]
    for card in w._cards:
        sr = review.seat(card.seat)
        text = card.accessibleDescription()
        assert f"{round(sr.accuracy)}%" in text
        assert f"{sr.counts['mistake']} mistake" in text and f"{sr.counts['blunder']} blunder" in text
        assert f"Luck: {signed_points(sr.luck)} points" in text
        assert f"Lost to mistakes: {signed_points(-sr.loss)} points" in text
        assert card.accessibleName().endswith(("Ana", "Red"))
        card._on_link(f"decision:{sr.biggest}")
        assert w.index == review.decisions[sr.biggest].frame
    assert "luck" in w._cards[0].headline.text()      # unfinished game: the figures, no verdict
    assert "lost" not in w._cards[0].headline.text() and "won" not in w._cards[0].headline.text()


def test_a_palette_change_recolours_the_markers(qapp, review_window):
    from PySide6.QtGui import QColor
    from parchis_desktop.ui.appearance import dark_palette
    from parchis_desktop.ui.review.charts import CLASS_STYLE
    w = review_window()
    klass = w.win_chart.marked()[0][1]
    assert w.win_chart.marker_brush(0).name() == QColor(CLASS_STYLE[klass][0]).name()
    saved = qapp.palette()
    qapp.setPalette(dark_palette())
    try:
        qapp.processEvents()
        assert w.win_chart.marker_brush(0).name() == QColor(CLASS_STYLE[klass][1]).name()
    finally:
        qapp.setPalette(saved)
        qapp.processEvents()


def test_cancel_stops_the_worker_and_the_replay_goes_on(qtbot, game_and_review):
    from parchis_desktop.ui.review.window import ReviewWindow
    record, _review = game_and_review
    w = ReviewWindow(_rec(record), "instant", nodes=analysis.DEFAULT_NODES)   # no history: no cache
    qtbot.addWidget(w)
    w.show()
    try:
        job = w.task.job
        assert job is not None and job.running and w.progress.isVisible() and not w.tabs.isEnabled()
        proc = job._proc
        qtbot.mouseClick(w.cancel_button, Qt.MouseButton.LeftButton)
        assert w.task.job is None and not job.running and job.cancelled
        assert proc is None or not proc.is_alive()
        assert w.review is None and w.again_button.isVisible() and w.tabs.isEnabled()
        assert "cancelled" in w.status.text()
        w.last()                                       # the replay works without the review
        assert w.position() == w.frames[-1]
    finally:
        w.close()


def test_review_the_game_from_the_game_over_dialog(qtbot, make_window, small_budget):
    w = make_window()
    load_position(w, "parchis", {0: ["goal", "goal", "goal", "H6"], 2: ["T40", "T41"]}, dice=[2, 3],
                  players=[SeatPlayer(HUMAN, name="Ana"), SeatPlayer(EMPTY), SeatPlayer(BOT, "expert"),
                           SeatPlayer(EMPTY)])
    move = [m for m in w.controller.legal_moves() if m.to == "goal"][0]
    w.controller.play_move(move)
    qtbot.waitUntil(lambda: w.game_over_dialog is not None and w.game_over_dialog.isVisible())
    w.game_over_dialog.review.click()
    assert len(w.review_windows) == 1
    review = w.review_windows[0]
    assert not w.game_over_dialog.isVisible()
    qtbot.waitUntil(review.shown, timeout=20_000)     # the worker's review, laid out in steps
    assert not review.task.from_cache
    assert [c.seat for c in review._cards] == [0, 2]
    assert "won" in review._cards[0].headline.text() and "lost" in review._cards[1].headline.text()
    review.close()
    qtbot.waitUntil(lambda: not w.review_windows)


def test_review_from_game_history_and_from_the_replay_open_from_the_cache(qtbot, make_window, small_budget,
                                                                         played):
    game, record, review = played
    gid = _recorded(game, record, review)
    w = make_window()
    w.show_history()
    hw = w.history_window
    row = next(r for r, g in enumerate(hw.rows) if g.id == gid)
    assert hw.table.item(row, 3).text().endswith(" · reviewed")     # the list says which open at once
    hw.table.selectRow(row)
    hw.review_button.click()                          # Game → History: Review
    assert len(w.review_windows) == 1
    first = w.review_windows[0]
    assert first.task.from_cache and first.game_id == gid and first.review.to_json() == review.to_json()
    replay = hw.replay_row(row)
    replay.go_to(37)
    replay.review_button.click()                      # the replay's "Review this game", at its frame
    assert len(w.review_windows) == 2
    second = w.review_windows[1]
    assert second.task.from_cache and second.index == 37
    assert second.review_button.isHidden()
    for window in (first, second, replay):
        window.close()


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_every_control_is_named_and_the_review_speaks_the_language(review_window, translated, lang):
    from tests.ui.test_accessible_names import unnamed
    translated(lang)
    w = review_window()
    for page in (w.summary_page, w.win_page, w.luck_page, w.moves_page):
        w.tabs.setCurrentWidget(page)
        assert unnamed(w) == [], page
    english = {"Summary", "Win chance", "Luck and skill", "Moves"}
    assert not english & {w.tabs.tabText(i) for i in range(w.tabs.count())}
    card = w._cards[0].accessibleDescription()
    assert "Accuracy" not in card and "%" in card
    assert "Turn" not in w.errors_list.item(0).text() and w.win_words.text()


def test_a_worker_that_dies_is_said_and_the_review_can_be_started_again(qtbot, game_and_review):
    import os
    import signal
    from parchis_desktop.ui.review.window import ReviewWindow
    record, _review = game_and_review
    w = ReviewWindow(_rec(record), "instant", nodes=analysis.DEFAULT_NODES)
    qtbot.addWidget(w)
    w.show()
    try:
        os.kill(w.task.job.worker_pid, signal.SIGKILL)
        qtbot.waitUntil(lambda: w.task.job is None, timeout=10_000)
        assert w.review is None and "could not be reviewed" in w.status.text()
        assert w.again_button.isVisible() and not w.progress.isVisible() and w.tabs.isEnabled()
        w.again_button.click()                          # "Review again": a new worker
        assert w.task.running() and w.progress.isVisible()
    finally:
        w.close()
    assert w.task.job is None


def test_a_damaged_stored_review_is_forgotten_and_the_game_reviewed_again(qtbot, played):
    from parchis_desktop.ui.review.window import ReviewWindow
    game, record, _review = played
    gid = _recorded(game, record)
    db = HistoryDB(default_path(data_dir()))
    assert ReviewCache(db).put(gid, NODES, VERSION, events_digest(record["events"]), {"decisions": "torn"})
    db.close()
    w = ReviewWindow(_rec(record), "instant", game_id=gid, db_path=default_path(data_dir()), nodes=NODES)
    qtbot.addWidget(w)
    w.show()
    try:
        assert not w.task.from_cache and w.task.running()        # reviewed again, not shown torn
        db = HistoryDB(default_path(data_dir()))
        assert ReviewCache(db).get(gid, NODES, VERSION, events_digest(record["events"])) is None
        db.close()
        qtbot.waitUntil(w.shown, timeout=20_000)
        db = HistoryDB(default_path(data_dir()))                  # and the new review is kept
        assert ReviewCache(db).get(gid, NODES, VERSION, events_digest(record["events"])) == w.review.to_json()
        db.close()
    finally:
        w.close()


def test_a_language_change_words_the_open_review_again(qtbot, review_window, translated, game_and_review):
    _record, review = game_and_review
    w = review_window()
    d = next(d for d in review.decisions if d.klass == "mistake" or d.klass == "inaccuracy")
    assert w.tabs.tabText(0) == "Summary"
    translated("ru")
    qtbot.waitUntil(lambda: w.tabs.tabText(0) == "Итоги")
    item = w.log.item(d.frame + 1)
    mark = {"mistake": "?", "inaccuracy": "?!"}[d.klass]
    assert item.text().endswith("  " + mark) and item.text().count("  ?") == 1     # marked once, in Russian
    assert "moves" not in item.text() and "ходит" in item.text()
    assert {"mistake": "ошибка", "inaccuracy": "неточность"}[d.klass] in item.data(Qt.ItemDataRole.AccessibleTextRole)
    assert "Точность" in w._cards[0].accessibleDescription()


def test_the_game_in_progress_against_the_computer_is_reviewed_only_once_it_is_over(qtbot, make_window, small_budget):
    w = make_window()
    w.start_game("parchis", [SeatPlayer(HUMAN, name="Ana"), SeatPlayer(EMPTY), SeatPlayer(BOT, "casual"),
                             SeatPlayer(EMPTY)], seed=3)
    qtbot.waitUntil(lambda: len(w.controller.game.events) >= 1)
    w.show_history()
    hw = w.history_window
    row = next(r for r, g in enumerate(hw.rows) if g.id == w.current_history_row())
    assert hw.review_row(row)                         # asked for...
    assert w.review_windows == []                     # ...but the best moves wait for the end
    assert "once the game is over" in hw.message.text() and w.notice.isVisible()


def test_game_menu_reviews_the_game_once_it_is_over(qtbot, make_window, small_budget):
    w = make_window()
    load_position(w, "parchis", {0: ["goal", "goal", "goal", "H6"], 2: ["T40", "T41"]}, dice=[2, 3],
                  players=[SeatPlayer(HUMAN, name="Ana"), SeatPlayer(EMPTY), SeatPlayer(BOT, "expert"),
                           SeatPlayer(EMPTY)])
    assert w.review_action.shortcut().toString() == "Ctrl+Shift+R"
    w.review_action.trigger()                     # mid-game against the computer: not yet
    assert w.review_windows == [] and "once the game is over" in w.notice.label.text()
    move = [m for m in w.controller.legal_moves() if m.to == "goal"][0]
    w.controller.play_move(move)
    qtbot.waitUntil(lambda: w.game_over_dialog is not None and w.game_over_dialog.isVisible())
    w.game_over_dialog.close()
    w.review_action.trigger()
    assert len(w.review_windows) == 1
    review = w.review_windows[0]
    qtbot.waitUntil(review.shown, timeout=20_000)
    assert [c.seat for c in review._cards] == [0, 2]
    review.close()
    qtbot.waitUntil(lambda: not w.review_windows)


def test_next_and_previous_error_walk_the_errors_in_order(qtbot, review_window, game_and_review):
    _record, review = game_and_review
    w = review_window()
    frames = sorted({d.frame for d in review.decisions if d.klass in ("inaccuracy", "mistake", "blunder")})
    assert len(frames) >= 3 and not w.prev_error.isEnabled() and w.next_error.isEnabled()
    w.next_error.click()
    assert w.index == frames[0]
    qtbot.keyClick(w, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert w.index == frames[1]
    qtbot.keyClick(w, Qt.Key.Key_Right)              # a plain → is still the next event
    assert w.index == frames[1] + 1
    qtbot.keyClick(w, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    assert w.index == frames[1]
    w.last()
    assert not w.next_error.isEnabled() or frames[-1] == len(w.frames) - 1
    w.prev_error.click()
    assert w.index == frames[-1]
