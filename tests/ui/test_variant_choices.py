"""Every decision of Russian parchís and Pachisi made by a human through the window.

Each test loads a docs/rules.md §6 position, plays it by clicks (tokens, destination markers,
panel buttons) at Instant speed and checks the resulting position.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from parchis_desktop.engine import Game
from parchis_desktop.ui.game.players import EMPTY, HUMAN, SeatPlayer
from parchis_desktop.ui.game.move_input import marker_label as _label

from tests.helpers.ui import click_destination, click_token

N = "nest"


def click_choice(qtbot, w, text_part):
    buttons = [b for b in w.panel.choice_buttons if text_part in b.text()]
    assert len(buttons) == 1, [b.text() for b in w.panel.choice_buttons]
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)


def settle(qtbot, w):
    qtbot.waitUntil(lambda: not w.controller.animating, timeout=3000)
    qtbot.wait(1)


def tokens(data: dict, count: int) -> list[list[str]]:
    return [list(data[s]) + [N] * (count - len(data[s])) if s in data else [] for s in range(4)]


def load(w, variant, toks, *, dice, turn=0, players=None, **fields):
    count = 5 if variant == "russian" else 4
    data = {"format": 1, "variant": variant, "seats": 4, "tokens": tokens(toks, count),
            "turn": turn, "dice": list(dice)}
    data.update(fields)
    game = Game.from_json(data)
    roster = players or [SeatPlayer(HUMAN) if t else SeatPlayer(EMPTY) for t in data["tokens"]]
    w.load_game_object(game, [p.to_dict() for p in roster])
    settle(qtbot_of(w), w)
    return w.controller.position


def qtbot_of(w):
    return w._qtbot


def locs(w, seat):
    pos = w.controller.position
    return [pos.location(seat, i) for i in range(len(pos.tokens[seat]))]


@pytest.fixture
def window(make_window, qtbot):
    w = make_window()
    w._qtbot = qtbot
    return w


def test_ransom_by_clicking_the_prisoner_then_the_capturer_chooses_the_gift(qtbot, window):
    w = window
    load(w, "russian", {0: ["P3", "T20"], 3: ["T50"], 2: []}, dice=[6, 2])
    assert (0, 0) in w.move_input.movable   # the prisoner in seat 3's prison glows
    click_token(qtbot, w, 0, 0)
    settle(qtbot, w)
    pos = w.controller.position
    assert locs(w, 0)[0] == N
    assert pos.turn == 0 and pos.to_move == 3 and pos.extra.get("gift") == 6
    # Seat 3 (a human, not the player to move) decides the gift: its tokens glow.
    assert "Green chooses the gift of 6" in w.panel.status.text()
    assert set(w.move_input.movable) >= {(3, 0)} and all(s == 3 for s, _ in w.move_input.movable)
    click_token(qtbot, w, 3, 0)           # T50 + 6 = T56
    settle(qtbot, w)
    pos = w.controller.position
    assert locs(w, 3)[0] == "T56"
    assert pos.to_move == 0 and "gift" not in pos.extra


def test_gift_bringing_a_token_out_by_clicking_a_nest_token(qtbot, window):
    w = window
    load(w, "russian", {0: ["P3", "T20"], 3: ["T50"], 2: []}, dice=[6, 2])
    click_token(qtbot, w, 0, 0)
    settle(qtbot, w)
    click_token(qtbot, w, 3, 4)           # any nest token brings one out onto T43
    settle(qtbot, w)
    assert "T43" in locs(w, 3) and locs(w, 3)[0] == "T50"
    assert w.controller.position.to_move == 0


def test_exchange_before_rolling_then_roll(qtbot, window):
    w = window
    load(w, "russian", {0: ["P1", "P2"], 1: ["P0"], 2: [], 3: ["P0", "P0"]}, dice=[])
    c = w.controller
    assert c.position.needs_roll and c.can_roll() and w.panel.roll_button.isEnabled()
    texts = w.panel.choice_texts()
    assert len(texts) == 4 and all(t.startswith("Exchange") for t in texts)
    assert "Exchange: your Blue prisoner for your token held by Blue" in texts
    assert "Exchange: hand your Green prisoner to Blue for your token they hold" in texts
    click_choice(qtbot, w, "hand your Green prisoner to Blue")
    settle(qtbot, w)
    assert locs(w, 0)[:2] == [N, "P2"] and locs(w, 3)[:2] == ["P1", "P0"]
    assert c.position.needs_roll and c.can_roll()
    click_choice(qtbot, w, "hand your Blue prisoner to Red")
    settle(qtbot, w)
    assert locs(w, 0)[:2] == [N, N] and locs(w, 1)[0] == "P2"
    assert w.panel.choice_texts() == []
    qtbot.mouseClick(w.panel.roll_button, Qt.MouseButton.LeftButton)
    assert c.position.dice


def test_rest_cell_is_a_destination_marker(qtbot, window):
    w = window
    load(w, "russian", {0: ["T10"], 2: []}, dice=[1, 4])
    click_token(qtbot, w, 0, 0)
    kinds = [m.kind for m in w.move_input.destination_moves]
    assert "rest" in kinds
    rest = kinds.index("rest")
    assert w.move_input.destination_moves[rest].to == "O11"
    assert len(w.scene.destination_markers()) == len(w.move_input.destination_moves)
    click_destination(qtbot, w, rest)
    settle(qtbot, w)
    assert locs(w, 0)[0] == "O11"


def test_mirror_shortcut_jump(qtbot, window):
    w = window
    load(w, "russian", {0: ["T7"], 2: []}, dice=[1, 3])
    click_token(qtbot, w, 0, 0)
    jumps = [i for i, m in enumerate(w.move_input.destination_moves) if m.kind == "jump" and m.to == "T35"]
    assert jumps
    assert len(w.scene.destination_markers()) == len(w.move_input.destination_moves)
    click_destination(qtbot, w, jumps[0])
    settle(qtbot, w)
    assert locs(w, 0)[0] == "T35"


def _third_double(qtbot, w):
    load(w, "russian", {0: ["T30", "O45", "H5"], 2: []}, dice=[2, 2], streak=3)
    for _ in range(2):   # both 2s move the token on T30
        click_token(qtbot, w, 0, 0)
        if w.move_input.destination_moves:
            click_destination(qtbot, w, [m.to for m in w.move_input.destination_moves].index(
                "T32" if locs(w, 0)[0] == "T30" else "T34"))
        settle(qtbot, w)
    pos = w.controller.position
    assert locs(w, 0)[0] == "T34" and pos.extra.get("reward") == 1


def test_declining_the_third_double_reward(qtbot, window):
    w = window
    _third_double(qtbot, w)
    assert w.panel.choice_texts() == ["Decline the reward"]
    click_choice(qtbot, w, "Decline")
    settle(qtbot, w)
    assert locs(w, 0)[:2] == ["T34", "O45"] and w.controller.position.turn == 2


def test_taking_the_third_double_reward(qtbot, window):
    w = window
    _third_double(qtbot, w)
    click_token(qtbot, w, 0, 1)   # the resting token: reward (home) is its only move
    settle(qtbot, w)
    assert locs(w, 0)[:3] == ["T34", "H4", "H5"] and w.controller.position.turn == 2


def test_reward_is_a_home_marker_when_the_token_has_one_move(qtbot, window):
    w = window
    _third_double(qtbot, w)
    moves = w.moves_for_token(0, 0)
    assert [m.kind for m in moves] == ["reward"] and _label(moves[0]) == "★"


def test_pachisi_capture_bonus_destination(qtbot, window):
    w = window
    load(w, "pachisi", {0: ["T10", "T30", "goal", "goal"], 2: ["T14"]}, dice=[4, 3])
    click_token(qtbot, w, 0, 0)
    if w.move_input.destination_moves:
        click_destination(qtbot, w, [m.to for m in w.move_input.destination_moves].index("T14"))
    settle(qtbot, w)
    assert locs(w, 2)[0] == N and w.controller.position.bonuses
    click_token(qtbot, w, 0, 1)
    labels = [_label(m) for m in w.move_input.destination_moves]
    assert "+20" in labels
    click_destination(qtbot, w, labels.index("+20"))
    settle(qtbot, w)
    assert locs(w, 0)[1] == "T50" and w.controller.position.remaining == (3,)


def test_pachisi_reverse_face_double(qtbot, window):
    w = window
    load(w, "pachisi", {0: ["T10", "goal", "goal", "goal"], 2: ["T40"]}, dice=[6, 6])
    click_token(qtbot, w, 0, 0)
    labels = [_label(m) for m in w.move_input.destination_moves]
    # 6:6 read as 6, 1 (reverse face), 12, 7 (6 and 1) or 2 (1 and 1): every marker differs
    assert labels == ["6", "1 (6)", "6+6", "7 (6+6)", "2 (6+6)"]
    assert len(w.scene.destination_markers()) == 5
    click_destination(qtbot, w, labels.index("1 (6)"))
    settle(qtbot, w)
    assert locs(w, 0)[0] == "T11"
    assert w.controller.position.remaining == (6,)


def test_leaving_the_mirror_with_a_six(qtbot, window):
    w = window
    load(w, "russian", {0: ["M", "A0", "T30"], 2: []}, dice=[6, 5])
    click_token(qtbot, w, 0, 0)
    settle(qtbot, w)
    assert locs(w, 0)[0] == "A0"


def test_special_cells_have_scene_positions(window):
    scene = window.scene
    window.load_game_object(Game.from_json({"format": 1, "variant": "russian", "seats": 4,
                                            "tokens": tokens({0: [], 2: []}, 5), "turn": 0, "dice": []}), None)
    scene = window.scene
    points = {loc: scene.scene_pos_of(0, loc) for loc in ("O11", "O3", "M", "A0", "A2", "P2", "nest", "H4", "T11")}
    assert points["O11"] != points["T11"] and points["M"] != points["A0"]
    assert len({(p.x(), p.y()) for p in points.values()}) == len(points)


def test_choices_by_keyboard_and_readable_log(qtbot, window):
    w = window
    _third_double(qtbot, w)
    qtbot.keyClick(w, Qt.Key.Key_1)   # the first (only) choice: decline the reward
    settle(qtbot, w)
    assert w.controller.position.turn == 2
    assert w.panel.log_lines()[-1] == "Yellow declines the reward"


def test_describe_move_names_special_cells(window):
    from parchis_desktop.engine.move import Move
    from parchis_desktop.ui.texts.game import describe_move
    assert describe_move(Move(0, "step", 0, "O11", "T15", (4,), 4)) == "Yellow moves 4: rest cell 11 → 15"
    assert describe_move(Move(0, "ransom", 0, "P3", "nest", (6,), 6)) == "Yellow ransoms a token from Green with a 6"
    assert describe_move(Move(3, "gift", 4, "nest", "T43", (), 6)) == "Green takes the gift of 6: brings a token out"


def test_swap_into_an_opponents_rest_cell_with_one_one(qtbot, window):
    w = window
    load(w, "russian", {0: ["T11"], 3: ["O11"], 2: []}, dice=[1, 1])
    click_token(qtbot, w, 0, 0)
    swaps = [i for i, m in enumerate(w.move_input.destination_moves) if m.kind == "swap"]
    assert swaps and _label(w.move_input.destination_moves[swaps[0]]) == "1+1"
    click_destination(qtbot, w, swaps[0])
    settle(qtbot, w)
    assert locs(w, 0)[0] == "O11" and locs(w, 3)[0] == "T11"
    assert w.controller.position.needs_roll
