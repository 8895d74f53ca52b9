"""Pachisi invariants over seeded random games, and the engine against a literal reference.

1. With the shared harness (tests/helpers/invariants.py), as for the other presets: with 2-4
   players, every position keeps each seat's tokens, keeps tokens on their own route with
   at most two per ring square, every listed move applies and gives a position that
   round-trips through JSON (§6), the record replays, and every game ends (a cap of 5000
   events fails).  Pachisi adds: blockade ages name standing blockades; reverse-face moves
   only on doubles with an empty house, with steps d or 7-d; an old blockade is opened
   whenever a legal move opens it (PA-9).
2. :class:`Ref` below is a slow reading of docs/rules.md §0/§4 written from the rule book (no
   engine internals: it reads the public full JSON).  At every decision of random games,
   under several rule sets, the engine's legal move set must equal the reference's, and
   every move must leave the tokens, the rest of the roll, the next decision and the
   blockade ages as the reference says.
"""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parchis_desktop.engine import Game, legal_moves, pass_roll, play
# The one harness (tests/helpers/invariants.py) and the shared reference reading; the
# harness's names stay importable from here too (check_pachisi: its Pachisi checks).
from tests.helpers.invariants import CAP_EVENTS, check_move, check_position, run_game  # noqa: F401
from tests.helpers.invariants import check_variant as check_pachisi  # noqa: F401

from tests.helpers.positions import compact, locs

# -- 1. invariants --------------------------------------------------------------------------


def run_pachisi(players: int, seed: int, rules: dict | None = None):
    return run_game("pachisi", players, seed, rules=rules)


@settings(deadline=None)  # a whole game per example; other settings come from the profile
@given(players=st.integers(2, 4), seed=st.integers(0, 2**64 - 1))
def test_random_pachisi_games_keep_invariants(players, seed):
    run_pachisi(players, seed)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fixed_seed_pachisi_games_keep_invariants(players):
    run_pachisi(players, seed=players)


@pytest.mark.parametrize("rules", [{"blockade_max_turns": 1}, {"capture_bonus": 10, "goal_bonus": 10},
                                   {"shared_safe_squares": True}, {"reverse_faces": False},
                                   {"blockade_max_turns": 0, "turn_order": "against_travel"}])
def test_pachisi_option_games_keep_invariants(rules):
    for seed in range(3):
        run_pachisi(2 + seed, 70 + seed, rules)


def test_pachisi_games_end_and_replay_over_many_seeds():
    from collections import Counter
    winners = Counter()
    for seed in range(20):
        game = run_game("pachisi", 2 + seed % 3, 20_000 + seed, every_move=False)
        winners[game.position.winner] += 1
    assert sum(winners.values()) == 20 and len(winners) > 1


# -- 2. the engine against the literal reference (tests/helpers/pachisi_reference.py) ------------
from tests.helpers.pachisi_reference import Ref  # noqa: E402


RULESETS = [{}, {"blockade_max_turns": 1}, {"blockade_max_turns": 2, "capture_bonus": 10},
            {"shared_safe_squares": True, "blockade_max_turns": 1}, {"reverse_faces": False, "goal_bonus": 10},
            {"capture_bonus": 0, "turn_order": "against_travel", "play_for_places": True}]


def compare_game(rules: dict, players: int, seed: int, seats: int | None = None) -> int:
    game = Game.new("pachisi", players=players, seed=seed, rules=rules or None, seats=seats)
    decisions = 0
    for _ in range(CAP_EVENTS):
        p = game.position
        if p.is_over:
            return decisions
        if not p.needs_roll:
            decisions += 1
            ref = Ref.of(p)
            got = {compact(p, m) for m in legal_moves(p)}
            want = ref.legal()
            assert got == want, (f"{p.to_json_str(full=True)}\nengine only: {sorted(got - want, key=repr)}"
                                 f"\nreference only: {sorted(want - got, key=repr)}")
            for m in legal_moves(p):
                after = play(p, m)
                r = ref.apply(compact(p, m))
                ctx = (p.to_json_str(full=True), compact(p, m))
                assert locs(after) == r.tokens, ctx
                seat, must_roll, ages = r.outcome()
                assert (after.to_move, after.needs_roll) == (seat, must_roll), ctx
                assert after.to_json(full=True)["extra"].get("ages", {}) == ages, ctx
                if not must_roll and not after.is_over:
                    assert after.remaining == r.remaining and sorted(after.bonuses) == sorted(r.bonuses), ctx
                    if p.dice[0] == p.dice[1] and p.rules.reverse_faces and after.remaining:  # PA-10
                        assert Ref.of(after).house_at_roll == r.house_at_roll, ctx
            if not got:
                seat, must_roll, ages = ref.end_roll()
                after = pass_roll(p)
                assert (after.to_move, after.needs_roll) == (seat, must_roll), p.to_json_str(full=True)
                assert after.to_json(full=True)["extra"].get("ages", {}) == ages
        game.step_random()
    pytest.fail("game did not end within the cap")


@pytest.mark.parametrize("rules", RULESETS, ids=lambda r: json.dumps(r, sort_keys=True) if r else "preset")
@pytest.mark.parametrize("players", [2, 4])
def test_engine_matches_the_reference(rules, players):
    assert compare_game(rules, players, seed=31 * players + len(rules)) > 50


@pytest.mark.parametrize("rules, players, seats", [
    ({}, 6, 6), ({"teams": True}, 4, 4), ({"teams": True, "blockade_max_turns": 1, "play_for_places": True}, 6, 6)])
def test_engine_matches_the_reference_on_six_arms_and_teams(rules, players, seats):
    # BD-3: the six-arm board (102 squares, 18 castles), read literally from the rule book;
    # TM-1..TM-4 with Pachisi's castles, ages and reverse faces.
    assert compare_game(rules, players, seed=5 * players + len(rules), seats=seats) > 50
