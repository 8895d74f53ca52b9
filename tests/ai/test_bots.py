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


def test_deeper_search_option_runs(sample_positions):
    from parchis_desktop.ai.search import ExpertSearch
    search = ExpertSearch(seconds=None, iterations=400, deep_rolls=((1, 2), (3, 5)))
    for pos in sample_positions["parchis"][:6]:
        assert search.choose(pos) in legal_moves(pos)


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


def test_expert_abandons_an_expansion_past_the_hard_stop(sample_positions, monkeypatch):
    """Every expansion overruns: the search throws the unfinished stage away and still answers
    with a legal move, within the budget (the hard stop, not the expansion, ends it)."""
    import time

    from parchis_desktop.ai import search as S
    real = S.roll_leaves
    calls = []

    def slow(pos, node_limit=400, stop_at=None):
        calls.append(stop_at)
        if stop_at is not None:
            while time.perf_counter() <= stop_at:
                pass
        return real(pos, node_limit, stop_at)

    monkeypatch.setattr(S, "roll_leaves", slow)
    search = S.ExpertSearch(seconds=0.05, top_k=8, margin=10.0)
    for pos in sample_positions["parchis"][:6]:
        t = time.perf_counter()
        assert search.choose(pos) in legal_moves(pos)
        assert time.perf_counter() - t < 0.05 + 0.04
    assert any(s is not None for s in calls)  # the replies were searched with a hard stop


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


def test_expert_searches_one_roll_deeper_only_in_a_duel(sample_positions, monkeypatch):
    """With two players left the Expert re-searches its two finalists on DUEL_DEEP_ROLLS; with
    four it does not.  The deeper search answers with a legal move, the same one every time
    for an iteration budget."""
    from parchis_desktop.ai import search as S
    from parchis_desktop.ai.bots import ExpertBot
    from parchis_desktop.ai.evaluate import turn_cycle
    calls = []
    real = S.ExpertSearch._deepen

    def spy(self, alive, seat, done, best, deep, *rest):
        calls.append((len(turn_cycle(alive[0].leaf)), tuple(deep)))
        return real(self, alive, seat, done, best, deep, *rest)

    monkeypatch.setattr(S.ExpertSearch, "_deepen", spy)
    duels = [p for p in sample_positions["parchis"] if len(turn_cycle(p)) == 2]
    fours = [p for p in sample_positions["parchis"] if len(turn_cycle(p)) == 4]
    assert duels and fours
    for pos in fours:
        assert ExpertBot(seconds=None, iterations=2000).choose(pos) in legal_moves(pos)
    assert calls == []
    for pos in duels:
        first = ExpertBot(seconds=None, iterations=2000).choose(pos)
        assert first in legal_moves(pos)
        assert ExpertBot(seconds=None, iterations=2000).choose(pos) == first
    assert calls and all(n == 2 and deep == ExpertBot.DUEL_DEEP_ROLLS for n, deep in calls)


def test_duel_deepening_reuses_the_first_replies_and_spends_what_is_left(sample_positions, monkeypatch):
    """The deeper search starts from the replies the first search found (it never re-plays a
    finalist's own first reply), and it is anytime: under an iteration budget it deepens roll
    after roll, both finalists alike, until less than one more roll is affordable or every
    roll is done."""
    from parchis_desktop.ai import search as S
    from parchis_desktop.ai.bots import ExpertBot
    from parchis_desktop.ai.evaluate import turn_cycle
    seen = []
    real_deepen, real_reply, real_value = S.ExpertSearch._deepen, S.ExpertSearch._reply, S.ExpertSearch._deep_value

    def deepen(self, alive, seat, done, best, deep, budget, *rest):
        finalists = sorted(alive, key=lambda c: (-c.mean(done), c.index))[:2]
        log = {"leaves": {c.leaf for c in finalists}, "replies": {r for c in finalists for r in c.replies},
               "left": budget[0], "roots": [], "values": 0, "deep": len(deep), "open": True}
        seen.append(log)
        before = self.stats["expansions"]
        try:
            return real_deepen(self, alive, seat, done, best, deep, budget, *rest)
        finally:
            log["spent"] = self.stats["expansions"] - before
            log["open"] = False

    def reply(self, leaf, dice, budget=None):
        if seen and seen[-1]["open"]:
            seen[-1]["roots"].append(leaf)
        return real_reply(self, leaf, dice, budget)

    def value(self, *args):
        v = real_value(self, *args)
        if v is not None:
            seen[-1]["values"] += 1
        return v

    monkeypatch.setattr(S.ExpertSearch, "_deepen", deepen)
    monkeypatch.setattr(S.ExpertSearch, "_reply", reply)
    monkeypatch.setattr(S.ExpertSearch, "_deep_value", value)
    duels = [p for p in sample_positions["parchis"] if len(turn_cycle(p)) == 2]
    for iterations in (150, 2000):
        for pos in duels:
            first = ExpertBot(seconds=None, iterations=iterations).choose(pos)
            assert first in legal_moves(pos)
            assert ExpertBot(seconds=None, iterations=iterations).choose(pos) == first
    deepened = [log for log in seen if log["roots"]]
    assert deepened
    for log in deepened:
        assert all(root in log["replies"] and root not in log["leaves"] for root in log["roots"])
        assert len(log["roots"]) == log["spent"] <= log["left"]
        # Every roll finished for both finalists (21 rolls), or not enough left for one more.
        assert log["values"] == 2 * 21 or log["left"] - log["spent"] < 2 * log["deep"]
    assert any(0 < log["values"] < 2 * 21 for log in deepened)  # some deepened only part of the rolls
    assert any(log["values"] == 2 * 21 for log in deepened)


def test_the_expert_empties_a_nearly_full_cache_before_it_searches(sample_positions, monkeypatch):
    """Emptying a full LeafCache takes 10-15 ms: the Expert does it on its own clock at the start
    of a decision (over 3/4 full), not when the cache overflows at the end of a search."""
    from parchis_desktop.ai import search as S
    pos = next(p for p in sample_positions["parchis"] if len(legal_moves(p)) > 1)
    search = S.ExpertSearch(seconds=None, iterations=1)
    search.cache.limit = 1000
    search.cache._d.update({("old", i): (0.0,) for i in range(760)})
    sizes = []
    real = S.LeafCache.make_room

    def spy(self, share=0.75):
        real(self, share)
        sizes.append(len(self._d))

    monkeypatch.setattr(S.LeafCache, "make_room", spy)
    assert search.choose(pos) in legal_moves(pos)
    assert sizes == [0] and ("old", 0) not in search.cache._d
    search.cache._d.clear()
    search.cache._d.update({("old", i): (0.0,) for i in range(740)})
    search.choose(pos)
    assert sizes[1] == 740 and ("old", 0) in search.cache._d
