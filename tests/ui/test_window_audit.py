"""Issue 25, a first-time player's audit of the window: each defect found, as a test.

The window is driven as a player would (clicks, keys, menus) at Instant speed.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from parchis_desktop.engine import Game
from parchis_desktop.ui.controller import BOT, EMPTY, HUMAN, SeatPlayer

from uihelpers import wait_for_human

N = "nest"


def load(w, variant, toks, *, dice=(), turn=0, players=None, **fields):
    count = 5 if variant == "russian" else 4
    data = {"format": 1, "variant": variant, "seats": 4,
            "tokens": [list(toks[s]) + [N] * (count - len(toks[s])) if s in toks else [] for s in range(4)],
            "turn": turn, "dice": list(dice)}
    data.update(fields)
    game = Game.from_json(data)
    roster = players or [SeatPlayer(HUMAN) if t else SeatPlayer(EMPTY) for t in data["tokens"]]
    w.load_game_object(game, [p.to_dict() for p in roster])
    return w.controller.position


def panel_info(w, seat):
    return w.panel._rows[seat][2].text()


# -- 4. the Russian side panel counts the tokens in the home column (RU-16) ----------------
def test_russian_panel_counts_tokens_in_the_home_column(qtbot, make_window):
    w = make_window()
    load(w, "russian", {0: ["H5", "H4", "T3"], 2: ["T10"]})
    assert "2/5 home" in panel_info(w, 0)
    assert "0/5 home" in panel_info(w, 2)


def test_parchis_panel_counts_the_goal_not_the_home_column(qtbot, make_window):
    w = make_window()
    load(w, "parchis", {0: ["goal", "H3", "T10"], 2: ["T40"]})
    assert "1/4 home" in panel_info(w, 0)
