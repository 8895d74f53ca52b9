"""The charts in words (issue 35): the biggest swing of each player's chance to win, the race at
the end and the fair-dice bars, as sentences beside the charts and as each chart's accessible
description."""
from __future__ import annotations

import json

from parchis_desktop.ui.history.chart_words import biggest_swing, faces_summary, race_summary, win_summary


def test_the_biggest_swing_is_found_rising_or_falling():
    turns = [1, 2, 3, 4, 5, 6]
    assert biggest_swing(turns, [50, 40, 24, 35, 61, 58]) == (2, 4)          # 24 -> 61
    assert biggest_swing(turns, [50, 80, 70, 20, 30, 25]) == (1, 3)          # 80 -> 20
    assert biggest_swing(turns, [30, 30, 30, 30, 30, 30]) is None
    assert biggest_swing([1], [30]) is None


def test_the_sentences():
    turns = [10, 20, 30, 40, 45, 50]
    text = win_summary(turns, [("Ana", [30, 28, 24, 40, 61, 55]), ("Red", [50, 50, 50, 50, 50, 50])])
    assert text == ("Ana's chance to win rose from 24% to 61% between turns 30 and 45. It ended at 55%. "
                    "Red's chance to win stayed at 50%.")
    assert win_summary([1, 2], [("Ana", [60, 0])]) == "Ana's chance to win fell from 60% to 0% between turns 1 and 2."
    assert (race_summary(turns, [("Ana", [100, 80, 60, 40, 20, 0]), ("Red", [100, 90, 80, 70, 60, 12])])
            == "After turn 50, Ana was ahead in the race with 0 steps to go; the others: Red 12.")


def test_the_fair_dice_bars_in_words():
    assert (faces_summary([41, 38, 40, 44, 37, 40], 29.4, 50.6)
            == "Faces rolled: 1: 41, 2: 38, 3: 40, 4: 44, 5: 37, 6: 40. Fair dice would show each face about "
               "40 times, 95% of the time between 29 and 51. Every face is inside that range.")
    assert faces_summary([41, 38, 40, 60, 21, 40], 29.4, 50.6).endswith(
        "Outside that range: face 4: 60, face 5: 21.")
    assert faces_summary([0] * 6, 0, 0) == ""


def test_the_statistics_window_says_its_charts(qtbot, tmp_path):
    from parchis_desktop.engine import Game
    from parchis_desktop.ui.history.statistics import StatsWindow
    w = StatsWindow(tmp_path / "history.sqlite3")
    qtbot.addWidget(w)
    game = Game.new("parchis", [0, 2], seed=1)
    while game.step_random():
        pass
    seats = [{"kind": "human", "level": "casual", "name": "Ana"}, {"kind": "empty", "level": "", "name": ""},
             {"kind": "bot", "level": "expert", "name": ""}, {"kind": "empty", "level": "", "name": ""}]
    w.set_game(json.loads(json.dumps(game.record)), seats, 1)
    qtbot.waitUntil(lambda: w.series() is not None, timeout=20_000)
    winner = "Ana" if game.position.places()[0] == 0 else "Red"
    assert w.win_words.text().startswith("Ana's chance to win ")
    assert "Red's chance to win " in w.win_words.text()
    assert w.race_words.text().startswith(f"After turn {w.series()['turns'][-1]}, {winner} was ahead in the race "
                                          "with 0 steps to go")
    assert w.win_plot.accessibleDescription() == w.win_words.text()


def test_the_sentences_in_russian_and_polish(translated):
    translated("ru")
    assert (win_summary([1, 2], [("Ана", [60, 10])])
            == "Шансы игрока «Ана» на победу упали с 60% до 10% между ходами 1 и 2.")
    translated("pl")
    assert (race_summary([7], [("Ana", [0]), ("Czerwony", [12])])
            == "Po turze 7 w wyścigu prowadził gracz „Ana” (liczba pól do mety: 0); pozostali: Czerwony 12.")
