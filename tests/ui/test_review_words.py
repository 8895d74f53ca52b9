"""The review's sentences (ui/review/words.py) and the chart's time axis (ui/review/charts.py)."""
from __future__ import annotations

import pytest

from parchis_desktop.ui.review import words
from parchis_desktop.ui.review.charts import decision_x


@pytest.mark.parametrize("luck, loss, others, place, code", [
    (-0.30, 0.05, 0.10, 1, words.LOST_ON_DICE),       # bad dice took more than the mistakes
    (-0.05, 0.25, 0.10, 1, words.LOST_ON_CHOICES),    # the mistakes took more than the dice
    (0.10, 0.00, -0.40, 1, words.LOST_ON_OTHERS),     # good dice, no mistake: the others won it
    (0.02, 0.01, -0.50, 2, words.LOST_ON_OTHERS),     # the fall is the others' beyond dice and mistakes
    (0.40, 0.10, 0.20, 0, words.WON_ON_DICE),         # the dice gave more than the others' errors
    (0.05, 0.02, 0.50, 0, words.WON_ON_CHOICES),      # the others gave it away
    (-0.20, 0.02, 0.90, 0, words.WON_ON_CHOICES),     # won despite the dice
    (0.30, 0.10, 0.00, None, words.UNFINISHED),
])
def test_headline_code_says_what_decided_the_game(luck, loss, others, place, code):
    assert words.headline_code(luck, loss, others, place) == code


def test_the_headline_has_the_figures_and_the_verdict():
    text = words.headline("Blue", -0.14, 0.09, 0.0, 1)
    assert text == "Blue: luck −14 points, mistakes −9 points: lost on dice"
    assert words.headline("Ana", 0.2, 0.031, 0.0, None) == "Ana: luck +20 points, mistakes −3 points"


def test_points_and_plural_counts(translated):
    translated("en")              # the English plural forms (translations/parchis_desktop_en.ts)
    assert words.signed_points(0.004) == "0" and words.signed_points(-0.126) == "−13"
    assert words.markers_summary({"blunder": 1, "mistake": 2, "best": 9}) == "Marked: 1 blunder, 2 mistakes."
    assert words.markers_summary({"best": 3}) == "No inaccuracies, mistakes or blunders."
    assert words.loss_text(0.0) == "no win chance lost"
    assert words.loss_text(0.01) == "1 point of win chance lost"


def test_decisions_of_one_turn_share_it_evenly_and_the_end_follows():
    assert decision_x([3, 3, 4, 6, 6, 6]) == [3, 3.5, 4, 6, 6 + 1 / 3, 6 + 2 / 3, 7]
    assert decision_x([]) == [1.0]
