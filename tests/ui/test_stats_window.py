"""The statistics window (ui/stats_window.py): career, fair dice and this game's charts, offscreen."""
from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt, QUrl
from PySide6.QtCore import QLocale
from PySide6.QtGui import QColor, QImage, QPalette

from parchis_desktop.engine import Game
from parchis_desktop.store import stats
from parchis_desktop.store.history import HistoryDB, game_meta

ROOT = Path(__file__).resolve().parents[2]
ANA = {"kind": "human", "level": "casual", "name": "Ana"}
EMPTY = {"kind": "empty", "level": "casual", "name": ""}


def bot(level):
    return {"kind": "bot", "level": level, "name": ""}


def fill(path: Path) -> list[Game]:
    """Three finished games (two parchís, one spanish) and a demo game."""
    db = HistoryDB(path)
    games = []
    for seed, variant, seats, demo in ((1, "parchis", [ANA, EMPTY, bot("expert"), EMPTY], False),
                                       (2, "parchis", [ANA, EMPTY, bot("casual"), EMPTY], False),
                                       (3, "spanish", [ANA, EMPTY, bot("expert"), EMPTY], False),
                                       (4, "parchis", [bot("expert"), EMPTY, bot("expert"), EMPTY], True)):
        game = Game.new(variant, [0, 2], seed=seed)
        while game.step_random():
            pass
        gid = db.begin_game(game_meta(game, seats, demo=demo))
        db.turn(gid, 0, game.events, places=game.position.places())
        games.append(game)
    db.close()
    return games


@pytest.fixture(scope="module")
def filled(tmp_path_factory):
    path = tmp_path_factory.mktemp("history") / "history.sqlite3"
    games = fill(path)
    return path, games


@pytest.fixture
def window(qtbot, tmp_path, filled):
    import shutil

    from parchis_desktop.ui.history.statistics import StatsWindow  # imports pyqtgraph
    path = tmp_path / "history.sqlite3"
    shutil.copy(filled[0], path)
    games = filled[1]
    w = StatsWindow(path)
    qtbot.addWidget(w)
    w.resize(900, 700)
    w.show()
    w.games_played = games
    return w


def test_starting_the_main_window_does_not_import_pyqtgraph(tmp_path):
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from parchis_desktop.ui.game.main_window import MainWindow\n"
        "w = MainWindow(autosave=False)\n"
        "w.show(); w.start_default_game(); app.processEvents()\n"
        "print('before', 'pyqtgraph' in sys.modules, 'numpy' in sys.modules)\n"
        "w.show_statistics(); app.processEvents()\n"
        "print('after', 'pyqtgraph' in sys.modules)\n"
        "w.close()\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), XDG_DATA_HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert "before False False" in out.stdout and "after True" in out.stdout


def test_fair_dice_show_the_counts_the_test_and_the_verdict(window):
    w = window
    w.tabs.setCurrentWidget(w.dice_page)
    groups = [w.group_filter.itemData(i) for i in range(w.group_filter.count())]
    assert groups == ["all", "human", "bot:casual", "bot:expert"]
    rep = w.report()
    expected_rolls = sum(1 for g in w.games_played[:3] for e in g.events if "roll" in e)
    assert rep.rolls == expected_rolls                       # the demo game is left out by default
    assert list(w.faces_bars.opts["height"]) == rep.faces
    assert w.verdict_label.text() == f"Consistent with fair dice (rolls counted: {QLocale().toString(expected_rolls)})."
    assert "X² = " in w.dice_details.text() and "5 degrees of freedom" in w.dice_details.text()
    assert "Doubles:" in w.dice_details.text() and "Longest run of rolls" in w.dice_details.text()
    assert "same dice generator" in w.same_dice.text() and "level never touches the dice" in w.same_dice.text()
    w.dice_demo.setChecked(True)
    assert w.report().rolls == sum(1 for g in w.games_played for e in g.events if "roll" in e)
    w.group_filter.setCurrentIndex(groups.index("bot:casual"))
    casual = w.report()
    assert 0 < casual.rolls < rep.rolls


def test_the_verdict_sentences(window):
    w = window
    few = stats.dice_report([(0, 0, 0, 1, 2)], {})
    assert w.verdict_text(few) == "Not enough rolls yet for a verdict (rolls so far: 1)."
    loaded = stats.dice_report([(0, n, 0, 6 if n % 2 else 1 + n % 6, 3) for n in range(600)], {})
    assert w.verdict_text(loaded).startswith("Very unlikely with fair dice (p = ")


def test_career_figures_with_sample_sizes_and_filters(window):
    w = window
    table = w.career_table
    cells = {table.item(r, 0).text(): [table.item(r, c).text() for c in range(1, 5)] for r in range(table.rowCount())}
    c = stats.career(w._games, w._moves)
    assert cells["All games"][0] == "3" and cells["All games"][1] == str(c.total.wins)
    assert cells["All games"][2].endswith("(n = 3)") and cells["All games"][3].endswith("(n = 3)")
    assert "Against the computer: Expert" in cells and "Against the computer: Casual" in cells
    summary = w.career_summary.text()
    assert f"Best winning streak: {c.best_streak} in a row" in summary
    assert (f"Captures made: {c.captures_made}; captures suffered: {c.captures_suffered}; tokens lost to the "
            f"third-six penalty: {c.penalties} (moves counted: {c.moves})") in summary
    w.variant_filter.setCurrentIndex(w.variant_filter.findData("spanish"))
    assert table.item(0, 1).text() == "1"
    w.career_demo.setChecked(True)
    w.variant_filter.setCurrentIndex(0)
    assert table.item(0, 1).text() == "3"                   # the demo game has no human seat to count


def dark_palette() -> QPalette:
    p = QPalette()
    for role, colour in ((QPalette.ColorRole.Window, "#202124"), (QPalette.ColorRole.Base, "#15171a"),
                         (QPalette.ColorRole.WindowText, "#e8eaed"), (QPalette.ColorRole.Text, "#e8eaed"),
                         (QPalette.ColorRole.Button, "#303134"), (QPalette.ColorRole.ButtonText, "#e8eaed")):
        p.setColor(role, QColor(colour))
    return p


@pytest.mark.parametrize("dark", [False, True])
def test_charts_render_offscreen_in_the_palette(window, qtbot, dark):
    import pyqtgraph as pg
    w = window
    if dark:
        w.setPalette(dark_palette())                       # a PaletteChange re-themes the charts
    w.set_game(json.loads(json.dumps(w.games_played[0].record)), [ANA, EMPTY, bot("expert"), EMPTY], 1)
    qtbot.waitUntil(lambda: w.series() is not None, timeout=20_000)
    base = w.palette().color(QPalette.ColorRole.Base)
    text = w.palette().color(QPalette.ColorRole.WindowText)
    for tab, plot in ((w.dice_page, w.faces_plot), (w.game_page, w.win_plot), (w.game_page, w.race_plot)):
        w.tabs.setCurrentWidget(tab)
        image = plot.grab().toImage()
        assert not image.isNull() and image.width() > 100
        assert image.pixelColor(3, 3).name() == base.name()
        assert plot.getPlotItem().getAxis("left").textPen().color().name() == text.name()
        legend = plot.getPlotItem().legend
        assert legend is not None and legend.items
        for _sample, label in legend.items:                 # the labels are drawn in the text colour
            assert f"color:{text.name()}" in label.item.toHtml().lower()
    assert (base.lightness() < 100) == dark


def test_this_game_charts_one_curve_per_seat_with_its_shape(window, qtbot):
    w = window
    game = w.games_played[0]
    w.set_game(json.loads(json.dumps(game.record)), [ANA, EMPTY, bot("expert"), EMPTY], 1)
    qtbot.waitUntil(lambda: w.series() is not None, timeout=20_000)
    series = w.series()
    curves = w.win_plot.getPlotItem().listDataItems()
    assert [c.name() for c in curves] == ["Ana", "Red"]
    assert [c.opts["symbol"] for c in curves] == ["o", "t"]              # the seats' marks, not colour alone
    assert curves[0].opts["pen"].style() != curves[1].opts["pen"].style()
    winner = game.position.places()[0]
    assert series["probs"][winner][-1] == pytest.approx(100.0)
    assert series["race"][winner][-1] == 0
    assert w.dice_log.rowCount() == sum(1 for e in game.events if "roll" in e)



def test_a_team_game_charts_one_win_chance_a_team_and_the_race_a_seat(window, qtbot):
    from parchis_desktop.engine import Game
    game = Game.new("parchis", players=4, seed=5, rules={"teams": True})
    for _ in range(60):
        game.step_random()
    seats = [ANA, bot("casual"), bot("casual"), bot("casual")]
    window.set_game(json.loads(json.dumps(game.record)), seats, 0)
    qtbot.waitUntil(lambda: window.series() is not None, timeout=20_000)
    assert window.series()["teams"] == [(0, 2), (1, 3)]
    wins = window.win_plot.getPlotItem().listDataItems()
    assert [c.name() for c in wins] == ["Team 1: Ana + Red", "Team 2: Blue + Green"]   # TM-4: the team's chance
    race = window.race_plot.getPlotItem().listDataItems()
    assert [c.name() for c in race] == ["Ana", "Blue", "Red", "Green"]

def test_clicking_a_point_asks_for_the_replay_at_that_move(window, qtbot):
    w = window
    w.tabs.setCurrentWidget(w.game_page)
    w.set_game(json.loads(json.dumps(w.games_played[0].record)), [ANA, EMPTY, bot("expert"), EMPTY], 7)
    qtbot.waitUntil(lambda: w.series() is not None, timeout=20_000)
    series = w.series()
    plot = w.win_plot
    k = len(series["turns"]) // 2
    seat = series["seats"][0]
    plot.getPlotItem().setXRange(series["turns"][k] - 3, series["turns"][k] + 3, padding=0)
    qtbot.wait(1)  # noqa: the range change repaints on the next event-loop turn
    vb = plot.getPlotItem().getViewBox()
    scene_pt = vb.mapViewToScene(QPointF(series["turns"][k], series["probs"][seat][k]))
    view_pt = plot.mapFromScene(scene_pt)
    with qtbot.waitSignal(w.replay_requested, timeout=3000) as sig:
        qtbot.mouseClick(plot.viewport(), Qt.MouseButton.LeftButton, pos=view_pt)
    assert sig.args == [7, series["frames"][k]]


def test_export_png_and_csv(window, tmp_path):
    w = window
    w.tabs.setCurrentWidget(w.dice_page)
    png = tmp_path / "chart.png"
    assert w.export_png(png)
    image = QImage(str(png))
    assert not image.isNull() and image.width() == w.faces_plot.width()
    path = tmp_path / "rolls.csv"
    w.export_csv(path)
    rows = list(csv.reader(io.StringIO(path.read_text())))
    assert rows[0][:3] == ["game", "started_utc", "variant"]
    assert len(rows) - 1 == w.report().rolls
    assert {r[5] for r in rows[1:]} == {"human", "bot"}
    w.group_filter.setCurrentIndex(w.group_filter.findData("human"))
    assert {r[5] for r in csv.reader(io.StringIO(w.rolls_csv())) if r[0] != "game"} == {"human"}


def test_game_statistics_opens_with_ctrl_i_on_the_game_on_the_board(qtbot, make_window):
    from tests.helpers.ui import wait_for_human

    from parchis_desktop.engine import legal_moves
    from parchis_desktop.ui.game.players import BOT, EMPTY as NOBODY, HUMAN, SeatPlayer
    w = make_window()
    w.start_game("parchis", [SeatPlayer(HUMAN, name="Ana"), SeatPlayer(NOBODY), SeatPlayer(BOT), SeatPlayer(NOBODY)],
                 seed=5)
    for _ in range(12):
        wait_for_human(qtbot, w)
        pos = w.controller.position
        w.controller.roll() if pos.needs_roll else w.controller.play_move(legal_moves(pos)[0])
    wait_for_human(qtbot, w)
    assert w.stats_action.shortcut().toString() == "Ctrl+I"
    w.stats_action.trigger()
    stats_window = w.stats_window
    assert stats_window.isVisible()
    qtbot.waitUntil(lambda: stats_window.series() is not None, timeout=20_000)
    assert stats_window.dice_log.rowCount() == sum(1 for e in w.controller.game.events if "roll" in e)
    assert stats_window.report().rolls == stats_window.dice_log.rowCount()   # the history has this game's rolls
    assert stats_window._game_row == 1


def test_the_help_question_are_the_dice_fair_opens_the_evidence(qtbot, make_window):
    from parchis_desktop.ui.help import help_window
    w = make_window()
    helper = help_window(w)
    assert "statistics" in helper.actions
    helper.open_page("faq")
    with qtbot.waitSignal(helper.action_requested):
        helper.follow(QUrl("action:statistics"))              # the link of "Are the dice fair?"
    assert w.stats_window.isVisible() and w.stats_window.tabs.currentWidget() is w.stats_window.dice_page
    assert "same dice generator" in w.stats_window.same_dice.text()


def test_eight_seats_have_eight_colours_symbols_and_the_board_marks():
    from parchis_desktop.ui.history.statistics import CHART_COLOURS, CHART_DASHES, CHART_SYMBOLS
    from parchis_desktop.ui.theme import SEAT_MARKS
    assert len(set(CHART_COLOURS)) == len(set(CHART_SYMBOLS)) == len(SEAT_MARKS) == 8 <= len(CHART_DASHES)
    pyqtgraph_symbol = {"circle": "o", "square": "s", "triangle": "t", "diamond": "d", "hexagon": "h",
                        "star": "star", "cross": "+", "pentagon": "p"}
    assert list(CHART_SYMBOLS) == [pyqtgraph_symbol[m] for m in SEAT_MARKS]    # a seat's mark on the board


def test_fair_dice_explain_their_figures_in_plain_words(window):
    """Issue 31: what the band means, what would look suspicious, how many rolls it takes."""
    w = window
    w.tabs.setCurrentWidget(w.dice_page)
    text = w.dice_explain.text()
    assert w.dice_explain.isVisible()
    assert "95 times out of 100" in text and "Suspicious would be" in text and "4,000 rolls" in text
    assert "p is the chance that fair dice would look at least this uneven" in text


def test_fair_dice_with_no_rolls_show_a_sensible_empty_state(qtbot, tmp_path):
    from parchis_desktop.ui.history.statistics import StatsWindow
    w = StatsWindow(tmp_path / "empty.sqlite3")
    qtbot.addWidget(w)
    w.show()
    w.tabs.setCurrentWidget(w.dice_page)
    assert w.report().n_faces == 0
    assert w.dice_empty.isVisible() and "No rolls have been recorded yet" in w.dice_empty.text()
    assert not w.faces_plot.isVisible()
    assert "p = 1.000" not in w.dice_details.text() and "faces counted: 0" not in w.dice_details.text()


def test_the_fair_dice_legend_never_covers_the_bars(window, qtbot):
    w = window
    w.tabs.setCurrentWidget(w.dice_page)
    for size in ((900, 700), (640, 480), (1400, 1000)):
        w.resize(*size)
        qtbot.wait(50)
        item = w.faces_plot.getPlotItem()
        legend = item.legend
        assert legend is not None and legend.items                # still there, with its three entries
        assert not legend.sceneBoundingRect().intersects(item.vb.sceneBoundingRect())


def test_the_player_filter_reaches_the_computer_seats_and_the_demo_games(window):
    """Issue 34: with only the computer seats of a demo game, "Include demo games" did
    nothing (the only choice was "All human players"); the filter offers the computer players
    by level, and the demo box adds the demo games to theirs."""
    w = window
    table = w.career_table
    labels = [w.player_filter.itemText(i) for i in range(w.player_filter.count())]
    assert labels == ["All human players", "Ana", "Computer: Casual", "Computer: Expert"]
    w.player_filter.setCurrentIndex(w.player_filter.findData("bot:expert"))
    assert table.item(0, 1).text() == "2"           # the Expert seat of the two games against Ana
    w.career_demo.setChecked(True)
    assert table.item(0, 1).text() == "4"           # ... and both seats of the demo game
    rows = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    assert rows["Against humans only"] == "2"       # against Ana; the demo game has no opponent level
    assert table.item(0, 2).text() == str(sum(1 for g in w.games_played[:3:2] if g.position.places()[0] == 2) + 1)


def test_every_chart_has_its_words_and_a_name_for_a_screen_reader(window, qtbot):
    """Issue 35: the three charts (Fair dice, This game's chance to win and race) each have a
    name (its title) and, as description, the sentence shown beside it, which Tab reaches."""
    from PySide6.QtGui import QAccessible
    w = window
    game = w.games_played[0]
    w.set_game(game.record, [{"kind": "human", "level": "casual", "name": "Ana"}] * 4, 1)
    qtbot.waitUntil(lambda: w.series() is not None, timeout=20_000)
    w.show_dice()
    assert w.report().n_faces > 0
    assert w.faces_words.text().startswith("Faces rolled: 1: ")
    words = {w.faces_plot: w.faces_words, w.win_plot: w.win_words, w.race_plot: w.race_words}
    assert set(w.plots) == set(words)
    for plot, label in words.items():
        iface = QAccessible.queryAccessibleInterface(plot)
        assert iface.text(QAccessible.Text.Name) == plot.getPlotItem().titleLabel.text
        assert label.text() and iface.text(QAccessible.Text.Description) == label.text()
        assert label.focusPolicy() & Qt.FocusPolicy.TabFocus
