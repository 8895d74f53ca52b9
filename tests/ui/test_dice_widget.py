"""The dice widget: faces, dimmed played dice, bonus chips, the roll animation."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from parchis_desktop.ui.game.dice_widget import PIPS, ROLL_MS, DiceWidget


@pytest.fixture
def dice(qtbot):
    widget = DiceWidget()
    qtbot.addWidget(widget)
    widget.resize(200, 120)
    return widget


def test_pips():
    assert {face: len(pips) for face, pips in PIPS.items()} == {f: f for f in range(1, 7)}


def test_played_dice_are_dimmed(dice):
    dice.set_dice((3, 4), (3, 4))
    assert dice.dice() == (3, 4) and dice.played() == (False, False)
    dice.set_dice((3, 4), (4,))
    assert dice.played() == (True, False)
    dice.set_dice((5, 5), (5,))
    assert dice.played() == (True, False)
    dice.set_dice((2, 6), ())
    assert dice.played() == (True, True)
    dice.set_dice((6,))
    assert dice.played() == (False,)
    assert "6" in dice.accessibleDescription()


def test_bonuses_and_clear(qtbot, dice):
    dice.set_dice((1, 2), ())
    dice.set_bonuses([20, 10])
    assert dice.bonuses() == [20, 10]
    assert "+20" in dice.accessibleDescription()
    dice.set_accent(QColor("red"))
    with qtbot.waitExposed(dice):
        dice.show()
    assert not dice.grab().isNull()
    dice.clear()
    assert dice.dice() == () and dice.bonuses() == []


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_roll_animation_ends_on_the_rolled_dice(qtbot, dice, speed):
    dice.show()
    with qtbot.waitSignal(dice.roll_finished, timeout=ROLL_MS[speed] + 2000):
        dice.roll_animation((6, 2), speed)
        assert dice.is_rolling()
    assert not dice.is_rolling()
    assert dice.dice() == (6, 2) and dice.played() == (False, False)


def test_instant_roll_is_not_animated(qtbot, dice):
    with qtbot.waitSignal(dice.roll_finished, timeout=500):
        dice.roll_animation((4,), "instant")
    assert dice.dice() == (4,)


def test_finish_now_and_clear_during_a_roll(qtbot, dice):
    finished = []
    dice.roll_finished.connect(lambda: finished.append(True))
    dice.roll_animation((1, 1), "slow")
    dice.finish_now()
    assert finished == [True] and dice.dice() == (1, 1)
    dice.roll_animation((3, 5), "slow")
    dice.clear()
    qtbot.wait(ROLL_MS["slow"] + 100)
    assert finished == [True] and dice.dice() == ()
