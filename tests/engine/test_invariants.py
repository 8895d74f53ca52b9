"""Invariants over seeded random games (parchis and spanish, 2-4 players).

Every position a game passes through keeps each seat's tokens, keeps tokens on their own
route (G-6) with at most two per ring square (G-7) and two colours only where ES-7 allows;
every listed move applies and gives a position that round-trips through JSON (§6); the
record replays to the final position; and every game ends (a cap of 5000 events fails).
The checks are the shared harness's (tests/helpers/invariants.py), which every board uses.

Uses the Hypothesis profile loaded by tests/conftest.py (``ci`` by default: 30 games;
HYPOTHESIS_PROFILE=dev for 100), with the deadline off since one example is a whole game.
"""
from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

# The one harness (tests/helpers/invariants.py); its names stay importable from here too.
from tests.helpers.invariants import CAP_EVENTS, check_move, check_position, run_game  # noqa: F401


@settings(deadline=None)  # a whole game per example; other settings come from the profile
@given(variant=st.sampled_from(["parchis", "spanish"]), players=st.integers(2, 4),
       seed=st.integers(0, 2**64 - 1))
def test_random_games_keep_invariants(variant, players, seed):
    run_game(variant, players, seed)


@settings(deadline=None, max_examples=5)  # larger boards are long games: a few examples per run
@given(board=st.sampled_from([("parchis", 6), ("parchis", 8), ("spanish", 6), ("spanish", 8), ("pachisi", 6),
                              ("parchis", 4), ("pachisi", 4)]),
       players=st.integers(2, 8), teams=st.booleans(), seed=st.integers(0, 2**64 - 1))
def test_larger_boards_and_teams_keep_invariants(board, players, teams, seed):
    # BD-1..BD-4 and TM-1..TM-4 (docs/rules.md §7): the same invariants on every board.
    variant, seats = board
    players = min(players, seats)
    teams = teams and players >= 4 and players % 2 == 0
    game = run_game(variant, players, seed, seats=seats, rules={"teams": True} if teams else None)
    assert game.position.board.seats == seats and game.position.rules.teams == teams


@pytest.mark.parametrize("variant, players, seats, teams", [
    ("parchis", 6, 6, False), ("spanish", 8, 8, False), ("pachisi", 6, 6, False), ("parchis", 4, 4, True),
    ("spanish", 6, 6, True), ("pachisi", 4, 6, True)])
def test_fixed_seed_larger_boards_and_teams_keep_invariants(variant, players, seats, teams):
    run_game(variant, players, seed=seats + players, seats=seats, rules={"teams": True} if teams else None)


@pytest.mark.parametrize("variant", ["parchis", "spanish"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_fixed_seed_games_keep_invariants(variant, players):
    run_game(variant, players, seed=players)


@pytest.mark.parametrize("variant", ["parchis", "spanish"])
def test_games_end_and_replay_over_many_seeds(variant):
    winners = Counter()
    for seed in range(20):
        game = run_game(variant, 2 + seed % 3, 10_000 + seed, every_move=False)
        winners[game.position.winner] += 1
    assert set(winners) <= {0, 1, 2, 3} and sum(winners.values()) == 20
    assert len(winners) > 1  # not always the same seat


def test_same_seed_same_game():
    a = run_game("parchis", 4, 123, every_move=False)
    b = run_game("parchis", 4, 123, every_move=False)
    assert a.record == b.record and a.position == b.position
