"""Invariants over seeded random `russian` games (2-4 players).

Every position a game passes through keeps 5 tokens per seat, each on a place it may be
(ring, rest cell, M, its own arrow cell, a prisoner of another seat, its home column filled
innermost first, its nest); never two tokens on a ring square or in a rest cell; only a
gift lets another seat decide.  Every listed move applies, gives a position that
round-trips through JSON (§6), and no step passes over a token (RU-4).  The record replays
to the final position, and every game ends (a cap of CAP_EVENTS events fails).  The random
games also take the pre-roll exchanges (``Game.step_random``).

The checks are the shared harness's (tests/helpers/invariants.py), which every board uses.
Uses the Hypothesis profile loaded by tests/conftest.py, with the deadline off since one
example is a whole game.
"""
from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parchis_desktop.engine import Game, Position, legal_moves, replay
# The one harness (tests/helpers/invariants.py); its names stay importable from here too.
from tests.helpers import invariants
from tests.helpers.invariants import RUSSIAN_CAP_EVENTS as CAP_EVENTS, check_move, check_position  # noqa: F401


def run_game(players: int, seed: int, every_move: bool = True, rules: dict | None = None):
    return invariants.run_game("russian", players, seed, every_move, rules)


@settings(deadline=None, max_examples=10)  # a whole (long) game per example
@given(players=st.integers(2, 4), seed=st.integers(0, 2**64 - 1))
def test_random_games_keep_invariants(players, seed):
    run_game(players, seed)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fixed_seed_games_keep_invariants(players):
    run_game(players, seed=players)


@pytest.mark.parametrize("rules", [{"capture_enforcement": "forced"}, {"capture_enforcement": "off"},
                                   {"prisoners": False, "rest_cells": False, "mirror": False,
                                    "capture_enforcement": "off", "three_in_a_row": "none"}])
def test_other_option_values_keep_invariants(rules):
    run_game(4, seed=11, rules=rules)


def test_games_end_and_replay_over_many_seeds():
    winners = Counter()
    kinds = Counter()
    for seed in range(12):
        game = run_game(2 + seed % 3, 10_000 + seed, every_move=False)
        winners[game.position.winner] += 1
        kinds.update(ev["move"]["kind"] for ev in game.events if "move" in ev)
    assert sum(winners.values()) == 12 and len(winners) > 1
    # The random games reach the special moves (so the invariants above cover them).
    assert {"enter", "step", "rest", "jump", "mirror", "ransom", "gift", "exchange"} <= set(kinds)


def test_fast_leaf_summaries_match_the_moves():
    """russian._last_die (the speed path for the last die of a roll) agrees with summarising
    the generated moves, on every position one legal move leads to in a few random games."""
    from parchis_desktop.engine.variants import russian
    checked = 0
    for seed in range(4):
        game = Game.new("russian", players=2 + seed % 3, seed=500 + seed)
        while not game.position.is_over:
            p = game.position
            if p.dice and p.to_move == p.turn and not p.extra.get("reward"):
                for m in legal_moves(p):
                    c = russian.apply_raw(p, m)
                    if len(c.remaining) == 1 and not c.bonuses and c.turn not in c.finished:
                        cands = russian.candidates(c, c.turn)
                        slow = set().union(*(c.rules.variant.summaries_after(c, c.turn, x) for x in cands)) \
                            if cands else {russian._LEAF}
                        assert russian._last_die(c, c.turn) == slow, (c, m)
                        checked += 1
            game.step_random()
    assert checked > 1000


@pytest.mark.parametrize("rules", [None, {"capture_enforcement": "forced"},
                                   {"rest_cells": False, "mirror": False, "capture_enforcement": "off"}])
def test_fast_sequence_summaries_match_the_position_after(rules):
    """russian.summaries_after (the speed path for a first die of two: the tokens, the ring
    and the special cells patched, no position made) agrees with the standard path, which
    plays the move (apply_raw) and summarises the position after it, for every candidate of
    every two-dice decision in a few random games."""
    from parchis_desktop.engine.variant import Variant
    from parchis_desktop.engine.variants import russian
    checked = set()
    n = 0
    for seed in range(4):
        game = Game.new("russian", players=2 + seed % 3, seed=700 + seed, rules=rules)
        while not game.position.is_over:
            p = game.position
            if len(p.remaining) == 2 and p.to_move == p.turn and not p.extra.get("reward") \
                    and p.extra.get("gift") is None:
                v = p.rules.variant
                for m in russian.candidates(p, p.turn):
                    fast = v.summaries_after(p, p.turn, m)
                    slow = Variant.summaries_after(v, p, p.turn, m)
                    assert set(fast) == set(slow), (p.to_json(), m)
                    checked.add(m.kind)
                    n += 1
            game.step_random()
    assert n > 1000
    assert {"enter", "step", "ransom"} <= checked
    if rules is None:
        assert {"rest", "jump", "mirror"} <= checked


def test_same_seed_same_game():
    a = run_game(4, 123, every_move=False)
    b = run_game(4, 123, every_move=False)
    assert a.record == b.record and a.position == b.position


@pytest.mark.parametrize("variant, rules", [
    ("parchis", {"prisoners": True}), ("parchis", {"capture_enforcement": "forced"}),
    ("parchis", {"three_in_a_row": "reward"}), ("spanish", {"prisoners": True, "capture_enforcement": "forced"}),
    ("pachisi", {"prisoners": True}),
])
def test_the_options_play_on_the_other_boards(variant, rules):
    """prisoners, forced capture and the reward are options of every board (§5): games with
    them end, keep their tokens, replay, and positions round-trip."""
    for seed in range(3):
        game = Game.new(variant, players=2 + seed, seed=seed, rules=rules)
        n = game.position.rules.tokens
        for _ in range(CAP_EVENTS):
            if not game.step_random():
                break
            p = game.position
            assert all(len(t) in (0, n) for t in p.tokens)
            assert Position.from_json(p.to_json_str(full=True)) == p
        else:
            pytest.fail(f"{variant} {rules}: no end")
        assert replay(game.record) == game.position


@pytest.mark.parametrize("tokens, dice, want", [
    # RU-15 then RU-13/RU-14: leaving M with the 6 frees the diagonal, and T49's 3 through M is a
    # backward jump (T50 blocks the step), which RU-14 then makes compulsory
    ([["M", "T49", "nest", "nest", "nest"], ["T50", "nest", "nest", "nest", "nest"], [], []], [6, 3],
     {(2, (3, 6), True, frozenset())}),
    # leaving the arrow cell A0 with the 6 frees the straight jump T49 -> T7 with the 1 (a capture)
    ([["A0", "T49", "nest", "nest", "nest"], ["T7", "nest", "nest", "nest", "nest"], [], []], [6, 1],
     {(2, (1, 6), False, frozenset()), (2, (1, 6), False, frozenset((1,)))}),
    # ... and M -> A0 fills it: the straight jump T49 -> T7 is blocked, the 1 steps to T50
    ([["M", "T49", "nest", "nest", "nest"], ["T7", "nest", "nest", "nest", "nest"], [], []], [6, 1],
     {(2, (1, 6), False, frozenset())}),
])
def test_fast_sequence_summaries_read_the_special_cells_after_the_move(tokens, dice, want):
    """russian.summaries_after patches M and the arrow cells for the mirror exits (RU-15): the
    last die's jumps (RU-13) read them as the position after the move has them."""
    import json
    from parchis_desktop.engine import Position
    from parchis_desktop.engine.variant import Variant
    from parchis_desktop.engine.variants import russian
    p = Position.from_json(json.dumps({"variant": "russian", "tokens": tokens, "turn": 0, "dice": dice}))
    v = p.rules.variant
    (m,) = [m for m in russian.candidates(p, 0) if m.kind == "mirror"]
    assert set(v.summaries_after(p, 0, m)) == set(Variant.summaries_after(v, p, 0, m)) == want
