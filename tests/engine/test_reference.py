"""The engine against a literal reference reading of the rules (``reference.py``).

At every decision of seeded random games, the engine's legal move set must equal the
reference's exactly, and every legal move must leave the tokens, the rest of the roll and
the next decision (same player, roll again, or next seat) as the reference says.
"""
from __future__ import annotations

import pytest

from parchis_desktop.engine import Game, legal_moves, pass_roll, play

from tests.helpers.positions import compact, locs
from tests.helpers.parchis_reference import State

RULESETS = [
    ("parchis", {}),
    ("spanish", {}),
    ("parchis", {"capture_bonus": 20, "goal_bonus": 10}),
    ("parchis", {"turn_order": "with_travel", "play_for_places": True}),
    ("spanish", {"turn_order": "against_travel", "open_blockade_on_six": False}),
    ("spanish", {"capture_bonus": 10, "goal_bonus": 0, "enter_compulsory": False}),
]


def compare_game(variant: str, rules: dict, players: int, seed: int, seats: int | None = None) -> int:
    game = Game.new(variant, players=players, seed=seed, rules=rules or None, seats=seats)
    decisions = 0
    for _ in range(5000 * game.position.board.seats // 4):
        p = game.position
        if p.is_over:
            return decisions
        if not p.needs_roll:
            decisions += 1
            ref = State.of(p)
            got = {compact(p, m) for m in legal_moves(p)}
            want = ref.legal()
            assert got == want, (
                f"{p.to_json_str(full=True)}\nengine only: {sorted(got - want, key=repr)}"
                f"\nreference only: {sorted(want - got, key=repr)}")
            assert all(m.seat == ref.plays() for m in legal_moves(p)), p.to_json_str(full=True)  # TM-3
            for m in legal_moves(p):
                after = play(p, m)
                t = compact(p, m)
                r = ref.apply(t)
                assert locs(after) == r.tokens, (p.to_json_str(full=True), t)
                if t[0] == "penalty":
                    seat, must_roll = r.next_seat(r.turn), True
                else:
                    seat, must_roll = r.outcome()
                assert (after.to_move, after.needs_roll) == (seat, must_roll), (p.to_json_str(full=True), t)
                if not must_roll and not after.is_over:
                    assert after.remaining == r.remaining and sorted(after.bonuses) == sorted(r.bonuses), \
                        (p.to_json_str(full=True), t)
            if not got:
                seat, must_roll = ref.end_roll()
                after = pass_roll(p)
                assert (after.to_move, after.needs_roll) == (seat, must_roll), p.to_json_str(full=True)
        game.step_random()
    pytest.fail("game did not end within 5000 events")


@pytest.mark.parametrize("variant, rules", RULESETS, ids=lambda v: str(v))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_engine_matches_reference_reading(variant, rules, players):
    assert compare_game(variant, rules, players, seed=players) > 50


@pytest.mark.parametrize("variant, rules, players, seats", [
    ("parchis", {}, 6, 6), ("spanish", {}, 5, 6), ("parchis", {"turn_order": "with_travel"}, 3, 8),
    ("spanish", {}, 8, 8)])
def test_engine_matches_reference_reading_on_larger_boards(variant, rules, players, seats):
    # BD-1, BD-2: the six- and eight-seat boards, read literally from the rule book.
    assert compare_game(variant, rules, players, seed=players + seats, seats=seats) > 50


@pytest.mark.parametrize("variant, rules, players, seats", [
    ("spanish", {"teams": True}, 4, 4),
    ("parchis", {"teams": True, "play_for_places": True, "capture_bonus": 20, "goal_bonus": 10}, 6, 6),
    ("parchis", {"teams": True, "turn_order": "with_travel"}, 4, 8)])
def test_engine_matches_reference_reading_with_teams(variant, rules, players, seats):
    # TM-1..TM-4 (docs/rules.md §7): partners share squares and block together, a finished
    # player plays the partner's tokens, the first team home wins (places per team).
    assert compare_game(variant, rules, players, seed=7 * players + seats, seats=seats) > 50
