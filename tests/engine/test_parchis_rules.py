"""Parchís (`parchis`) rules PL-1 .. PL-15 of docs/rules.md §1, one test (or more) per rule id.

Route facts used throughout (§1): seat 0 starts on T5 and ends on T68, then H1..H7, goal;
seat 1 starts on T22 (end T17), seat 2 on T39 (end T34), seat 3 on T56 (end T51).
Safe squares: T12 T17 T29 T34 T46 T51 T63 T68.  Starts are semi-safe.
"""
from __future__ import annotations

import pytest

from parchis_desktop.engine import Game, IllegalMove, PositionError, RuleSet, explain, legal_moves, pass_roll, roll

from tests.helpers.positions import AGAINST, G, N, do, enter, locs, moves, pos, roundtrip, step, sum_


# -- PL-1: 2-4 players, 4 tokens each, 2 dice, all in the nest ----------------------------
@pytest.mark.parametrize("players, seats", [(2, (0, 2)), (3, (0, 1, 2)), (4, (0, 1, 2, 3))])
def test_PL_1_players_tokens_and_dice(players, seats):
    game = Game.new("parchis", players=players, seed=11)
    p = game.position
    assert p.players == seats
    assert locs(p) == [[N] * 4 if s in seats else [] for s in range(4)]
    assert p.rules.dice == 2 and p.rules.tokens == 4
    assert p.needs_roll and p.dice == ()
    faces = game.roll()
    assert len(faces) == 2 and all(1 <= f <= 6 for f in faces)
    assert game.position.dice == faces


@pytest.mark.parametrize("players, seats", [(1, None), (9, None), (5, 4), (7, 6)])
def test_PL_1_rejects_wrong_player_counts(players, seats):
    # BD-1: 2..seats players; more than four need the six- or eight-seat board.
    with pytest.raises(PositionError):
        Game.new("parchis", players=players, seed=1, seats=seats)


def test_PL_1_five_tokens_or_one_die_is_not_parchis():
    with pytest.raises(PositionError) as exc:
        pos({0: ["nest"] * 5, 2: []}, dice=[1, 2])
    assert exc.value.field == "tokens[0]"
    with pytest.raises(PositionError) as exc:
        pos({0: [], 2: []}, dice=[3])
    assert exc.value.field == "dice"


# -- PL-2: leaving the nest with a 5, or a sum of 5; 5:5 brings out two --------------------
def test_PL_2_one_five_brings_out_then_other_die_moves():
    p = pos({0: [], 2: []}, dice=[5, 3])
    assert moves(p) == {enter(0, "T5", [5])}
    p = do(p, enter(0, "T5", [5]))
    assert locs(p)[0] == ["T5", N, N, N]
    assert p.remaining == (3,) and p.turn == 0
    assert moves(p) == {step(0, "T5", "T8", 3)}


def test_PL_2_five_five_brings_out_two():
    p = pos({0: [], 2: []}, dice=[5, 5])
    assert moves(p) == {enter(0, "T5", [5])}
    p = do(p, enter(0, "T5", [5]))
    assert p.remaining == (5,)
    # The second 5 may bring out a second token (or move the first one).
    assert moves(p) == {enter(1, "T5", [5]), step(0, "T5", "T10", 5)}
    p = do(p, enter(1, "T5", [5]))
    assert locs(p)[0] == ["T5", "T5", N, N]
    # 5:5 is a double (PL-14): same player rolls again.
    assert p.turn == 0 and p.dice == () and p.needs_roll


def test_PL_2_five_five_with_an_own_token_on_the_start():
    # The first 5 brings out a second token (an own pair on T5); the start is then full.
    p = pos({0: ["T5"], 2: []}, dice=[5, 5])
    assert moves(p) == {enter(1, "T5", [5]), step(0, "T5", "T10", 5), sum_(0, "T5", "T15", [5, 5])}
    p = do(p, enter(1, "T5", [5]))
    assert locs(p)[0] == ["T5", "T5", N, N]
    assert moves(p) == {step(0, "T5", "T10", 5), step(1, "T5", "T10", 5)}


@pytest.mark.parametrize("dice", [[1, 4], [4, 1], [2, 3], [3, 2]])
def test_PL_2_sum_of_five_brings_out_spending_both_dice(dice):
    p = pos({0: [], 2: []}, dice=dice)
    assert moves(p) == {enter(0, "T5", dice)}
    p = do(p, enter(0, "T5", dice))
    assert locs(p)[0] == ["T5", N, N, N]
    assert p.turn == 2 and p.needs_roll  # both dice spent, no double: the turn passes


def test_PL_2_bringing_out_has_no_priority():
    p = pos({0: ["T10"], 2: []}, dice=[1, 4])
    assert moves(p) == {
        enter(1, "T5", [1, 4]),
        step(0, "T10", "T11", 1), step(0, "T10", "T14", 4), sum_(0, "T10", "T15", [1, 4]),
    }
    p = pos({0: ["T10"], 2: []}, dice=[5, 2])
    assert moves(p) == {
        enter(1, "T5", [5]),
        step(0, "T10", "T15", 5), step(0, "T10", "T12", 2), sum_(0, "T10", "T17", [5, 2]),
    }


def test_PL_2_only_play_is_bringing_out_so_it_must_be_made():
    p = pos({0: [], 2: []}, dice=[5, 6])
    assert moves(p) == {enter(0, "T5", [5])}
    with pytest.raises(IllegalMove):
        pass_roll(p)


def test_PL_2_no_five_no_leaving():
    p = pos({0: ["T30"], 2: []}, dice=[6, 3])
    assert moves(p) == {step(0, "T30", "T36", 6), step(0, "T30", "T33", 3), sum_(0, "T30", "T39", [6, 3])}
    assert [r.rule for r in explain(p, 0, 1)] == ["PL-2"]


# -- PL-3: single dice in either order, same or different tokens, or the sum --------------
def test_PL_3_single_dice_or_sum_on_any_token():
    p = pos({0: ["T10", "T40"], 2: []}, dice=[1, 2])
    assert moves(p) == {
        step(0, "T10", "T11", 1), step(0, "T10", "T12", 2), sum_(0, "T10", "T13", [1, 2]),
        step(1, "T40", "T41", 1), step(1, "T40", "T42", 2), sum_(1, "T40", "T43", [1, 2]),
    }


def test_PL_3_dice_in_either_order_on_same_or_different_tokens():
    start = pos({0: ["T10", "T40"], 2: []}, dice=[1, 2])
    # The larger die first, then the smaller one on the other token.
    p = do(start, step(0, "T10", "T12", 2))
    assert p.remaining == (1,) and p.turn == 0
    assert moves(p) == {step(0, "T12", "T13", 1), step(1, "T40", "T41", 1)}
    p = do(p, step(1, "T40", "T41", 1))
    assert locs(p)[0] == ["T12", "T41", N, N]
    # The smaller die first, then the larger one on the same token.
    p = do(start, step(0, "T10", "T11", 1))
    assert moves(p) == {step(0, "T11", "T13", 2), step(1, "T40", "T42", 2)}
    p = do(p, step(0, "T11", "T13", 2))
    assert locs(p)[0] == ["T13", "T40", N, N]
    assert p.turn == 2


def test_PL_3_sum_move_lands_once_passing_over_an_opponent():
    p = pos({0: ["T10"], 2: ["T11"]}, dice=[1, 2])
    assert moves(p) == {
        step(0, "T10", "T11", 1, captures=[(2, 0)]), step(0, "T10", "T12", 2),
        sum_(0, "T10", "T13", [1, 2]),
    }
    after = do(p, sum_(0, "T10", "T13", [1, 2]))
    assert locs(after)[0][0] == "T13" and locs(after)[2][0] == "T11"  # passed over, not captured


# -- PL-4: turns go against travel: 0 -> 3 -> 2 -> 1 -> 0 ---------------------------------
def test_PL_4_turn_order_against_travel_four_players():
    assert RuleSet.preset_named("parchis").turn_order == "against_travel"
    p = pos({0: [], 1: [], 2: [], 3: []}, dice=[1, 2])
    seen = [p.turn]
    for _ in range(4):
        assert moves(p) == set()
        p = pass_roll(p)
        seen.append(p.turn)
        p = roll(p, (1, 2))
    assert seen == [0, 3, 2, 1, 0]
    assert seen[1:] == [AGAINST[s] for s in seen[:-1]]


def test_PL_4_turn_passes_against_travel_after_a_played_roll():
    p = pos({0: ["T10"], 1: [], 2: [], 3: []}, dice=[1, 2])
    p = do(p, sum_(0, "T10", "T13", [1, 2]))
    assert p.turn == 3 and p.to_move == 3 and p.needs_roll and p.dice == ()


def test_PL_4_empty_seats_are_skipped_against_travel():
    p = pos({0: [], 1: [], 2: []}, dice=[1, 2])  # three players: 0 -> 2 -> 1 -> 0
    order = [p.turn]
    for _ in range(3):
        p = roll(pass_roll(p), (1, 2))
        order.append(p.turn)
    assert order == [0, 2, 1, 0]


# -- PL-5: no token in play and no 5: pass -------------------------------------------------
@pytest.mark.parametrize("dice", [[6, 3], [1, 2], [6, 6], [4, 4]])
def test_PL_5_no_token_in_play_and_no_five_passes(dice):
    p = pos({0: [G, N, N, N], 2: ["T50"]}, dice=dice)
    assert moves(p) == set()
    after = pass_roll(p)
    assert locs(after) == locs(p)
    if dice[0] == dice[1]:  # G-12: a double still gives its extra roll
        assert after.turn == 0 and after.needs_roll
    else:
        assert after.turn == 2 and after.needs_roll


def test_PL_5_no_token_in_play_with_a_five_does_not_pass():
    p = pos({0: [G, N, N, N], 2: ["T50"]}, dice=[6, 5])
    assert moves(p) == {enter(1, "T5", [5])}
    with pytest.raises(IllegalMove):
        pass_roll(p)


# -- PL-6: must move; both dice where some sequence uses both; else any single move -------
def test_PL_6_first_move_must_allow_the_second_die():
    # Moving H3 -> goal with the 5 would strand the 2; entering with the 5 or moving H3 2
    # leaves a play for the other die.
    p = pos({0: ["H3"], 2: []}, dice=[5, 2])
    assert moves(p) == {enter(1, "T5", [5]), step(0, "H3", "H5", 2)}
    assert [r.rule for r in explain(p, 0, 0)] == []  # token 0 has a legal move
    p2 = do(p, step(0, "H3", "H5", 2))
    assert moves(p2) == {enter(1, "T5", [5])}


def test_PL_6_blocked_second_die_filters_first_move():
    # Token 0 on T8 can only move 1 (a 4 or the sum would pass seat 2's blockade on T10).
    # Token 1 on H4: the 4 takes it to goal; the 1 takes it to H5, after which the 4 overshoots
    # and token 0 cannot use it either -- so H4 -> H5 begins no two-dice sequence: illegal.
    p = pos({0: ["T8", "H4", G, G], 2: ["T10", "T10"]}, dice=[1, 4])
    assert moves(p) == {step(0, "T8", "T9", 1), step(1, "H4", G, 4)}
    after = do(p, step(1, "H4", G, 4))
    assert moves(after) == {step(0, "T8", "T9", 1)}


def test_PL_6_only_one_die_usable_any_single_move():
    # H6 + 1 = H7 (then the 2 overshoots); H6 + 2 = goal (then nothing can use the 1).
    # No "larger die" rule: both single moves are legal.
    p = pos({0: ["H6"], 2: []}, dice=[1, 2])
    assert moves(p) == {step(0, "H6", "H7", 1), step(0, "H6", G, 2)}
    after = do(p, step(0, "H6", "H7", 1))
    assert locs(after)[0] == ["H7", N, N, N]
    assert after.turn == 2 and after.needs_roll  # the unusable 2 is dropped; the turn passes


def test_PL_6_player_who_can_move_must():
    p = pos({0: ["T10"], 2: []}, dice=[6, 3])
    assert moves(p) == {step(0, "T10", "T16", 6), step(0, "T10", "T13", 3), sum_(0, "T10", "T19", [6, 3])}
    with pytest.raises(IllegalMove):
        pass_roll(p)


# -- PL-7: landing on a single opponent captures it -----------------------------------------
def test_PL_7_landing_on_single_opponent_captures():
    p = pos({0: ["T10"], 2: ["T13", "T40"]}, dice=[3, 6])
    assert moves(p) == {
        step(0, "T10", "T13", 3, captures=[(2, 0)]),
        step(0, "T10", "T16", 6),
        sum_(0, "T10", "T19", [3, 6]),
    }
    after = do(p, step(0, "T10", "T13", 3, captures=[(2, 0)]))
    assert locs(after)[0] == ["T13", N, N, N]
    assert locs(after)[2] == [N, "T40", N, N]
    assert after.remaining == (6,) and after.bonuses == ()  # parchis: no capture bonus
    assert moves(after) == {step(0, "T13", "T19", 6)}


def test_PL_7_sum_move_captures_on_its_landing_square():
    p = pos({0: ["T10"], 2: ["T19"]}, dice=[3, 6])
    assert moves(p) == {
        step(0, "T10", "T13", 3), step(0, "T10", "T16", 6),
        sum_(0, "T10", "T19", [3, 6], captures=[(2, 0)]),
    }
    after = do(p, sum_(0, "T10", "T19", [3, 6], captures=[(2, 0)]))
    assert locs(after)[0] == ["T19", N, N, N]
    assert locs(after)[2] == [N, N, N, N]
    assert after.turn == 2  # against travel from 0: seat 3 is empty, so seat 2


def test_PL_7_capture_by_seat_other_than_zero():
    # Seat 1 (start T22, route ... T68, T1 ... T17) wraps from T68 to T1; its sum captures
    # seat 0's token on T8 (and passes seat 0's start T5).
    p = pos({0: ["T7"], 1: ["T66"]}, turn=1, dice=[4, 6])
    assert moves(p) == {
        step(0, "T66", "T2", 4), step(0, "T66", "T4", 6),
        sum_(0, "T66", "T8", [4, 6]),
    }
    p = pos({0: ["T8"], 1: ["T66"]}, turn=1, dice=[4, 6])
    assert moves(p) == {
        step(0, "T66", "T2", 4), step(0, "T66", "T4", 6),
        sum_(0, "T66", "T8", [4, 6], captures=[(0, 0)]),
    }


# -- PL-8: safe squares: no capture there -----------------------------------------------------
@pytest.mark.parametrize("square", [12, 17, 29, 34, 46, 51, 63, 68])
def test_PL_8_no_capture_on_safe_squares(square):
    p = pos({0: [f"T{square - 2}"], 2: [f"T{square}"]}, dice=[2, 6])
    got = moves(p)
    assert got, "some move must remain"
    assert all(m[3] != f"T{square}" for m in got)
    assert all(m[7] == () for m in got)
    assert step(0, f"T{square - 2}", f"T{square}", 2, captures=[(2, 0)]) not in got


def test_PL_8_exact_moves_next_to_a_safe_square():
    p = pos({0: ["T10"], 2: ["T12"]}, dice=[2, 4])
    assert moves(p) == {step(0, "T10", "T14", 4), sum_(0, "T10", "T16", [2, 4])}
    assert [r.rule for r in explain(p, 0, 0)] == []
    after = do(p, step(0, "T10", "T14", 4))
    assert moves(after) == {step(0, "T14", "T16", 2)}
    assert locs(after)[2][0] == "T12"


# -- PL-9: starts are semi-safe: only the owner entering captures there ----------------------
def test_PL_9_entering_captures_an_opponent_on_own_start():
    p = pos({0: ["T22"], 1: []}, turn=1, dice=[5, 1])
    assert moves(p) == {enter(0, "T22", [5], captures=[(0, 0)])}
    after = do(p, enter(0, "T22", [5], captures=[(0, 0)]))
    assert locs(after)[0] == [N, N, N, N]
    assert locs(after)[1] == ["T22", N, N, N]
    assert moves(after) == {step(0, "T22", "T23", 1)}


def test_PL_9_entering_by_sum_captures_too():
    p = pos({0: ["T22"], 1: []}, turn=1, dice=[2, 3])
    assert moves(p) == {enter(0, "T22", [2, 3], captures=[(0, 0)])}


def test_PL_9_a_moving_token_cannot_capture_on_a_start():
    # Seat 0 cannot step onto T22 while seat 1 stands there.
    p = pos({0: ["T20"], 1: ["T22"]}, dice=[2, 4])
    assert moves(p) == {step(0, "T20", "T24", 4), sum_(0, "T20", "T26", [2, 4])}
    # Seat 2 cannot step onto T5 (seat 0's start) either.
    p = pos({0: ["T5"], 2: ["T1"]}, turn=2, dice=[4, 6])
    assert moves(p) == {step(0, "T1", "T7", 6), sum_(0, "T1", "T11", [4, 6])}


# -- PL-10: no landing on a safe/semi-safe square held by an opponent -----------------------
def test_PL_10_cannot_land_on_safe_square_held_by_opponent():
    # The 1:1 double: one die reaches T11; neither the second die nor the sum may land on T12.
    p = pos({0: ["T10"], 2: ["T12"]}, dice=[1, 1])
    assert moves(p) == {step(0, "T10", "T11", 1)}
    after = do(p, step(0, "T10", "T11", 1))
    assert locs(after)[0][0] == "T11"
    assert after.turn == 0 and after.needs_roll  # the second 1 is unusable; double: roll again
    # T10 with 2:3: the 2 lands on T12 (PL-10), the 3 lands on seat 2's blockade on T13 and
    # the sum passes it (PL-11).
    blocked = pos({0: ["T10", G, G, G], 2: ["T12", "T13", "T13"]}, dice=[2, 3])
    assert moves(blocked) == set()
    assert {r.rule for r in explain(blocked, 0, 0)} == {"PL-10", "PL-11"}


def test_PL_10_cannot_land_on_semi_safe_start_held_by_opponent():
    # A 3 would land on seat 2's start T39, held by seat 2; the sum 6 only passes it.
    p = pos({0: ["T36"], 2: ["T39"]}, dice=[3, 3])
    assert moves(p) == {sum_(0, "T36", "T42", [3, 3])}


def test_PL_10_sum_passes_but_cannot_land_on_occupied_start():
    p = pos({0: ["T36"], 2: ["T39"]}, dice=[1, 2])
    assert moves(p) == {step(0, "T36", "T37", 1), step(0, "T36", "T38", 2)}
    p = pos({0: ["T36"], 2: ["T39"]}, dice=[2, 4])
    assert moves(p) == {step(0, "T36", "T38", 2), step(0, "T36", "T40", 4),
                        sum_(0, "T36", "T42", [2, 4])}


def test_PL_10_own_safe_square_can_be_shared_by_own_tokens():
    p = pos({0: ["T10", "T12"], 2: []}, dice=[2, 6])
    assert moves(p) == {
        step(0, "T10", "T12", 2), step(0, "T10", "T16", 6), sum_(0, "T10", "T18", [2, 6]),
        step(1, "T12", "T14", 2), step(1, "T12", "T18", 6), sum_(1, "T12", "T20", [2, 6]),
    }


# -- PL-11: blockades: nobody passes, the owner included; nothing lands ----------------------
def test_PL_11_own_blockade_cannot_be_passed_by_owner():
    p = pos({0: ["T8", "T10", "T10"], 2: []}, dice=[3, 1])
    assert moves(p) == {
        step(0, "T8", "T9", 1),
        step(1, "T10", "T13", 3), step(1, "T10", "T11", 1), sum_(1, "T10", "T14", [3, 1]),
        step(2, "T10", "T13", 3), step(2, "T10", "T11", 1), sum_(2, "T10", "T14", [3, 1]),
    }
    # Once the blockade opens, token 0 may pass T10.
    after = do(p, step(1, "T10", "T11", 1))
    assert moves(after) == {step(0, "T8", "T11", 3), step(1, "T11", "T14", 3),
                            step(2, "T10", "T13", 3)}


def test_PL_11_nothing_lands_on_a_blockade_own_third_token_included():
    p = pos({0: ["T8", "T10", "T10"], 2: []}, dice=[2, 6])
    assert moves(p) == {
        step(1, "T10", "T12", 2), step(1, "T10", "T16", 6), sum_(1, "T10", "T18", [2, 6]),
        step(2, "T10", "T12", 2), step(2, "T10", "T16", 6), sum_(2, "T10", "T18", [2, 6]),
    }


def test_PL_11_opponent_blockade_blocks_landing_and_passing():
    p = pos({0: ["T10"], 2: ["T13", "T13"]}, dice=[3, 4])
    assert moves(p) == set()
    assert {r.rule for r in explain(p, 0, 0)} == {"PL-11"}
    after = pass_roll(p)
    assert after.turn == 2 and locs(after) == locs(p)


def test_PL_11_the_reason_names_the_first_blockade_on_the_way():
    # Seat 2 on T66 meets two blockades, T68 and then T2 past the ring's seam: every move is
    # refused at T68, the first one on its way (not the lower-numbered square).
    p = pos({2: ["T66", G, G, G], 3: ["T68", "T68", "T2", "T2"]}, turn=2, dice=[5, 6])
    assert legal_moves(p) == []
    reasons = explain(p, 2, 0)
    assert reasons and {r.params["square"] for r in reasons} == {"T68"}
    assert {r.rule for r in reasons} == {"PL-11"}


def test_PL_11_sum_move_cannot_jump_a_blockade():
    p = pos({0: ["T10"], 2: ["T13", "T13"]}, dice=[1, 2])
    assert moves(p) == {step(0, "T10", "T11", 1), step(0, "T10", "T12", 2)}


def test_PL_11_blockade_on_an_end_square_blocks_turning_home():
    # Seat 0's pair on T17 (seat 1's end square, a safe square): seat 1's T15 cannot reach
    # its home column past it.
    p = pos({0: ["T17", "T17"], 1: ["T15"]}, turn=1, dice=[4, 6])
    assert moves(p) == set()
    # The owner's own tokens on T68 block seat 0's T66 from turning in past T68.
    p = pos({0: ["T66", "T68", "T68", G], 2: []}, dice=[4, 1])
    assert moves(p) == {
        step(0, "T66", "T67", 1),
        step(1, "T68", "H4", 4), step(1, "T68", "H1", 1), sum_(1, "T68", "H5", [4, 1]),
        step(2, "T68", "H4", 4), step(2, "T68", "H1", 1), sum_(2, "T68", "H5", [4, 1]),
    }


# -- PL-12: opponent blockade on own start blocks entering ----------------------------------
def test_PL_12_opponent_blockade_on_start_blocks_entry():
    p = pos({0: [], 3: ["T5", "T5"]}, dice=[5, 1])
    assert moves(p) == set()
    assert {r.rule for r in explain(p, 0, 0)} == {"PL-12"}
    p = pos({0: ["T30"], 3: ["T5", "T5"]}, dice=[5, 5])
    assert moves(p) == {step(0, "T30", "T35", 5), sum_(0, "T30", "T40", [5, 5])}
    p = pos({0: ["T30"], 3: ["T5", "T5"]}, dice=[1, 4])
    assert moves(p) == {step(0, "T30", "T31", 1), step(0, "T30", "T34", 4),
                        sum_(0, "T30", "T35", [1, 4])}


def test_PL_12_single_opponent_on_start_is_captured_by_entering():
    p = pos({0: ["T30"], 3: ["T5"]}, dice=[5, 6])
    assert moves(p) == {
        enter(1, "T5", [5], captures=[(3, 0)]),
        step(0, "T30", "T35", 5), step(0, "T30", "T36", 6), sum_(0, "T30", "T41", [5, 6]),
    }


def test_PL_12_own_pair_on_start_leaves_no_room_to_enter():
    p = pos({0: ["T5", "T5"], 2: []}, dice=[5, 1])
    assert moves(p) == {
        step(0, "T5", "T10", 5), step(0, "T5", "T6", 1), sum_(0, "T5", "T11", [5, 1]),
        step(1, "T5", "T10", 5), step(1, "T5", "T6", 1), sum_(1, "T5", "T11", [5, 1]),
    }
    # Once one of them has moved with the 1, the 5 may bring a third token out.
    after = do(p, step(0, "T5", "T6", 1))
    assert moves(after) == {enter(2, "T5", [5]), step(0, "T6", "T11", 5), step(1, "T5", "T10", 5)}


# -- PL-13: goal by the exact count only ----------------------------------------------------
def test_PL_13_exact_count_to_goal():
    p = pos({0: ["H4", G, G, G], 2: []}, dice=[3, 1])
    assert moves(p) == {step(0, "H4", "H7", 3), step(0, "H4", "H5", 1), sum_(0, "H4", G, [3, 1])}


def test_PL_13_overshoot_is_illegal():
    p = pos({0: ["H4", G, G, G], 2: []}, dice=[6, 2])
    assert moves(p) == {step(0, "H4", "H6", 2)}
    p = pos({0: ["H4", G, G, G], 2: []}, dice=[6, 5])
    assert moves(p) == set()
    assert {r.rule for r in explain(p, 0, 0)} == {"PL-13"}
    p = pos({0: ["H4", G, G, G], 2: []}, dice=[6, 4])
    assert moves(p) == {step(0, "H4", G, 4)}


def test_PL_13_from_the_ring_into_the_home_column():
    # T68 is seat 0's end square; T66 + 6 = H4; T66 + 2 = T68; the sum 8 = H6.
    p = pos({0: ["T66"], 2: []}, dice=[2, 6])
    assert moves(p) == {step(0, "T66", "T68", 2), step(0, "T66", "H4", 6), sum_(0, "T66", "H6", [2, 6])}
    # 6:6 -- the sum (12) and a second 6 after H4 both overshoot the goal: one die only.
    p = pos({0: ["T66"], 2: []}, dice=[6, 6])
    assert moves(p) == {step(0, "T66", "H4", 6)}


# -- PL-14: doubles give another roll after the roll is played ------------------------------
def test_PL_14_double_gives_another_roll_after_the_roll():
    p = pos({0: ["T10"], 1: [], 2: [], 3: []}, dice=[3, 3])
    p = do(p, step(0, "T10", "T13", 3))
    assert p.turn == 0 and p.remaining == (3,) and not p.needs_roll
    p = do(p, step(0, "T13", "T16", 3))
    assert p.turn == 0 and p.to_move == 0
    assert p.dice == () and p.needs_roll
    p = roll(p, (1, 2))
    p = do(p, sum_(0, "T16", "T19", [1, 2]))
    assert p.turn == 3 and p.needs_roll  # not a double: the turn passes (against travel)


def test_PL_14_no_limit_on_doubles():
    p = pos({0: ["T10"], 2: []}, dice=[])
    square = 10
    for n, d in enumerate([1, 2, 3, 4, 5], start=1):
        p = roll(p, (d, d))
        p = do(p, sum_(0, f"T{square}", f"T{square + 2 * d}", [d, d]))
        square += 2 * d
        assert p.turn == 0 and p.needs_roll, f"after double number {n}"
        # Every position the engine produces is a valid input (§6).
        assert roundtrip(p) == p
    assert locs(p)[0][0] == f"T{square}"


# -- PL-15: home columns hold only their owner's tokens; safe there -------------------------
def test_PL_15_entering_own_home_column_ignores_other_home_columns():
    # Seat 0 turns from T68 into its H1; seat 2's token on (its own) H1 is not touched.
    p = pos({0: ["T67"], 2: ["H1"]}, dice=[2, 6])
    assert moves(p) == {step(0, "T67", "H1", 2), step(0, "T67", "H5", 6), sum_(0, "T67", "H7", [2, 6])}


def test_PL_15_turns_into_home_column_not_onward_round_the_ring():
    # Seat 1's end is T17: T16 + 2 = its H1, never T18 (where seat 0 stands, uncaptured).
    p = pos({0: ["T18"], 1: ["T16"]}, turn=1, dice=[2, 6])
    assert moves(p) == {step(0, "T16", "H1", 2), step(0, "T16", "H5", 6), sum_(0, "T16", "H7", [2, 6])}


def test_PL_15_home_column_squares_hold_two_and_block_nothing():
    # Two own tokens on H3 (G-7 reading): T68 passes them with a 4 or the sum.
    p = pos({0: ["T68", "H3", "H3", G], 2: []}, dice=[1, 4])
    assert moves(p) == {
        step(0, "T68", "H1", 1), step(0, "T68", "H4", 4), sum_(0, "T68", "H5", [1, 4]),
        step(1, "H3", "H4", 1), step(1, "H3", "H7", 4), sum_(1, "H3", G, [1, 4]),
        step(2, "H3", "H4", 1), step(2, "H3", "H7", 4), sum_(2, "H3", G, [1, 4]),
    }
    # A token may join an own token on a home-column square.
    p = pos({0: ["T68", "H3", G, G], 2: []}, dice=[3, 1])
    assert moves(p) == {
        step(0, "T68", "H3", 3), step(0, "T68", "H1", 1), sum_(0, "T68", "H4", [3, 1]),
        step(1, "H3", "H6", 3), step(1, "H3", "H4", 1), sum_(1, "H3", "H7", [3, 1]),
    }
    assert locs(do(p, step(0, "T68", "H3", 3)))[0] == ["H3", "H3", G, G]
