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
