"""Bots: legal decisions for every level and preset, determinism, specs."""
from __future__ import annotations

import pytest

from parchis_desktop.ai import LEVELS, make_bot, parse_spec
from parchis_desktop.ai.bots import BotSpec
from parchis_desktop.engine import Game, Position, legal_moves, play

from .conftest import AVAILABLE, decision_positions

SPECS = ("random", "beginner", "casual", "strong", "expert#4")


@pytest.mark.parametrize("variant", AVAILABLE)
@pytest.mark.parametrize("spec", SPECS)
def test_every_decision_is_legal(variant, spec, sample_positions):
    bot = make_bot(spec, seed=3)
    for pos in sample_positions[variant]:
        move = bot.choose(pos)
        if pos.needs_roll:  # optional pre-roll moves (RU-9): None means "just roll"
            assert move is None or move in legal_moves(pos)
        else:
            assert move in legal_moves(pos), (spec, pos.to_json())


@pytest.mark.parametrize("variant", AVAILABLE)
def test_whole_games_with_every_level(variant):
    """A short game with one bot of each level per seat: every move legal, no crash."""
    game = Game.new(variant, 4, seed=21)
    bots = dict(zip(game.position.players, (make_bot(s, seed=i) for i, s in
                                             enumerate(("beginner", "casual", "strong", "expert#3")))))
    for _ in range(400):
        pos = game.position
        if pos.is_over:
            break
        if pos.needs_roll:
            game.roll()
            continue
        moves = legal_moves(pos)
        if not moves:
            game.pass_roll()
            continue
        move = bots[pos.to_move].choose(pos)
        assert move in moves
        game.push(move)


def test_expert_is_deterministic_for_seed_and_iterations(sample_positions):
    positions = sample_positions["parchis"][:20]
    a = [make_bot("expert#30", seed=5).choose(p) for p in positions]
    b = [make_bot("expert#30", seed=5).choose(p) for p in positions]
    # A bot reused across positions (warm caches) decides the same way too.
    bot = make_bot("expert#30", seed=5)
    c = [bot.choose(p) for p in positions]
    assert a == b == c


@pytest.mark.parametrize("spec", ("random", "beginner", "casual", "strong"))
def test_cheap_levels_are_deterministic_for_a_seed(spec, sample_positions):
    positions = sample_positions["parchis"]
    one, two = make_bot(spec, seed=9), make_bot(spec, seed=9)
    assert [one.choose(p) for p in positions] == [two.choose(p) for p in positions]


def test_positions_from_json_round_trip_give_same_choice(sample_positions):
    bot = make_bot("strong")
    for pos in sample_positions["parchis"][:10]:
        again = Position.from_json(pos.to_json(full=True))
        assert bot.choose(pos) == make_bot("strong").choose(again)


def test_strong_takes_an_obvious_capture():
    pos = Position.from_json({"variant": "parchis", "turn": 0, "dice": [3, 4],
                              "tokens": [["T20", "H7", "H6", "H5"], [], ["T27", "nest", "nest", "nest"], []]})
    bot = make_bot("strong")
    while pos.to_move == 0 and not pos.needs_roll:
        pos = pos.play(bot.choose(pos))
    assert pos.tokens[2][0] == -1  # back in its nest


def test_expert_time_budget_is_respected(sample_positions):
    import time
    bot = make_bot("expert@0.05")
    worst = 0.0
    for pos in sample_positions["parchis"][:8]:
        t = time.perf_counter()
        assert bot.choose(pos) in legal_moves(pos)
        worst = max(worst, time.perf_counter() - t)
    assert worst < 0.05 * 1.1 + 0.25  # generous: the test machine may be busy


@pytest.mark.parametrize("text,expected", [
    ("beginner", BotSpec("beginner", "beginner")),
    ("expert", BotSpec("expert", "expert", 1.0, None)),
    ("expert@0.25", BotSpec("expert@0.25", "expert", 0.25, None)),
    ("expert#500", BotSpec("expert#500", "expert", None, 500)),
    ("bots/my_bot.py:choose", BotSpec("bots/my_bot.py:choose", path="bots/my_bot.py", function="choose")),
])
def test_parse_spec(text, expected):
    assert parse_spec(text) == expected


@pytest.mark.parametrize("text", ["grandmaster", "strong@1", "expert@", "expert#0", "expert@-1",
                                  "bot.txt:f", "bot.py:", "expert@0.1#3"])
def test_parse_spec_rejects(text):
    with pytest.raises(ValueError):
        parse_spec(text)


def test_levels_listed():
    assert LEVELS == ("beginner", "casual", "strong", "expert")


def test_no_qt_in_ai():
    import subprocess
    import sys
    code = ("import sys, parchis_desktop.ai, parchis_desktop.ai.arena, parchis_desktop.ai.runner, "
            "parchis_desktop.ai.plugin, parchis_desktop.ai.hint; "
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_decision_positions_helper_is_seeded():
    assert [p.to_json() for p in decision_positions("parchis", 2, 4, 5)] == \
           [p.to_json() for p in decision_positions("parchis", 2, 4, 5)]


@pytest.mark.skipif("russian" not in AVAILABLE, reason="the Russian board is not in the engine yet")
@pytest.mark.parametrize("spec", SPECS)
def test_pre_roll_exchanges_are_optional(spec):
    """RU-9: before a roll a bot may exchange prisoners (a legal move) or just roll (None)."""
    pos = Position.from_json({"variant": "russian", "turn": 0, "dice": [],
                              "tokens": [["P1", "T10", "nest", "nest", "nest"],
                                         ["P0", "T20", "nest", "nest", "nest"], [], []]})
    assert pos.needs_roll and legal_moves(pos)
    move = make_bot(spec, seed=1).choose(pos)
    assert move is None or move in legal_moves(pos)


@pytest.mark.skipif("russian" not in AVAILABLE, reason="the Russian board is not in the engine yet")
@pytest.mark.parametrize("spec", ["casual", "strong"])
def test_bots_get_their_prisoners_back_by_exchange(spec):
    """RU-9: seat 1 holds our token and we hold two prisoners (one of seat 1, one of seat 2):
    the Casual and Strong players exchange, by preference handing over seat 2's prisoner."""
    pos = Position.from_json({"variant": "russian", "turn": 0, "dice": [],
                              "tokens": [["P1", "T10", "nest", "nest", "nest"],
                                         ["P0", "T20", "nest", "nest", "nest"],
                                         ["P0", "T40", "nest", "nest", "nest"], []]})
    move = make_bot(spec, seed=1).choose(pos)
    assert move is not None and move.kind == "exchange" and move.frm == "P1"
    if spec == "casual":
        assert move.captures == ((2, 0),)


@pytest.mark.skipif("russian" not in AVAILABLE, reason="the Russian board is not in the engine yet")
@pytest.mark.parametrize("seed", range(4))
def test_casual_sees_a_capture_the_rest_of_the_roll_allows(seed):
    """RU-3/RU-6/RU-7: with 3:4 and an opponent 7 squares ahead, the Casual player walks that
    token (3 or 4 first, the capture next) instead of advancing the far token; otherwise
    the untaken capture would cost it a token under the mirror rule."""
    pos = Position.from_json({"variant": "russian", "turn": 0, "dice": [3, 4],
                              "tokens": [["T10", "T30", "nest", "nest", "nest"],
                                         ["T17", "nest", "nest", "nest", "nest"], [], []]})
    move = make_bot("casual", seed=seed).choose(pos)
    assert move.token == 0 and move.frm == "T10"
    follow = [m for m in legal_moves(play(pos, move)) if m.captures]
    assert follow and follow[0].to == "T17"


def test_roll_leaves_stops_at_a_passed_deadline(sample_positions):
    """A search step still running at its hard deadline is abandoned (OutOfTime), not finished."""
    import time

    from parchis_desktop.ai.search import OutOfTime, roll_leaves
    pos = next(p for p in sample_positions["parchis"] if len(p.remaining) == 2)  # two dice to play
    with pytest.raises(OutOfTime):
        roll_leaves(pos, 400, time.perf_counter() - 1.0)
    assert roll_leaves(pos, 400, time.perf_counter() + 60.0) == roll_leaves(pos, 400)


@pytest.mark.parametrize("enabled", [True, False])
def test_expert_pauses_the_garbage_collector_only_while_it_thinks(sample_positions, enabled):
    import gc
    seen = []
    bot = make_bot("expert#60")
    real = bot.search._choose

    def spy(pos, should_stop=None):
        seen.append(gc.isenabled())
        return real(pos, should_stop)

    bot.search._choose = spy
    was = gc.isenabled()
    try:
        gc.enable() if enabled else gc.disable()
        pos = sample_positions["parchis"][0]
        assert bot.choose(pos) in legal_moves(pos)
        assert seen == [False]
        assert gc.isenabled() is enabled
    finally:
        gc.enable() if was else gc.disable()


def test_leaf_cache_uses_the_duel_constants_only_with_two_players_left():
    """The Expert's DUEL_CONSTANTS value a position with two players left; four keep CONSTANTS."""
    from parchis_desktop.ai.evaluate import CONSTANTS, DUEL_CONSTANTS
    from parchis_desktop.ai.search import LeafCache, _utilities
    assert DUEL_CONSTANTS != CONSTANTS
    duel = Position.from_json({"variant": "parchis", "turn": 2, "dice": [],
                               "tokens": [["T20", "nest", "nest", "nest"], [],
                                          ["T40", "T45", "nest", "nest"], []]})
    four = Position.from_json({"variant": "parchis", "turn": 1, "dice": [],
                               "tokens": [["T20", "nest", "nest", "nest"], ["T30", "nest", "nest", "nest"],
                                          ["T40", "T45", "nest", "nest"], ["T60", "nest", "nest", "nest"]]})
    cache = LeafCache(CONSTANTS, DUEL_CONSTANTS)
    assert cache.values(duel) == _utilities(duel, DUEL_CONSTANTS)
    assert cache.values(duel) != _utilities(duel, CONSTANTS)
    assert cache.values(four) == _utilities(four, CONSTANTS)
    assert LeafCache(CONSTANTS).values(duel) == _utilities(duel, CONSTANTS)
