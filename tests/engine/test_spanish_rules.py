"""Spanish classic Parchís (`spanish`) rules ES-1 .. ES-8 of docs/rules.md §2.

Same board as §1 (seat 0: start T5, end T68, H1..H7, goal); one die; turns go with travel
(0 -> 1 -> 2 -> 3); capture bonus 20, goal bonus 10; a 6 rolls again and counts 7 with no
token in the nest; third 6 in a row is a penalty; shared safe squares.
"""
from __future__ import annotations

import pytest

from parchis_desktop.engine import (Game, IllegalMove, PositionError, RuleSet, explain, pass_roll,
                                    roll)

from tests.helpers.positions import G, N, bonus, do, enter, locs, moves, penalty, roundtrip, sp, step


# -- ES-1: one die, no sum moves, turns with travel ------------------------------------------
def test_ES_1_one_die():
    game = Game.new("spanish", players=4, seed=5)
    assert game.position.rules.dice == 1
    faces = game.roll()
    assert len(faces) == 1 and 1 <= faces[0] <= 6
    with pytest.raises(PositionError) as exc:
        sp({0: [], 2: []}, dice=[3, 4])
    assert exc.value.field == "dice"


def test_ES_1_no_sum_moves():
    p = sp({0: ["T10", "T40"], 2: []}, dice=[3])
    assert moves(p) == {step(0, "T10", "T13", 3), step(1, "T40", "T43", 3)}


def test_ES_1_turns_go_with_travel():
    assert RuleSet.preset_named("spanish").turn_order == "with_travel"
    p = sp({0: [], 1: [], 2: [], 3: []}, dice=[3])
    order = [p.turn]
    for _ in range(4):
        assert moves(p) == set()
        p = pass_roll(p)
        order.append(p.turn)
        p = roll(p, (3,))
    assert order == [0, 1, 2, 3, 0]


def test_ES_1_turn_passes_with_travel_after_a_move_skipping_empty_seats():
    p = sp({0: ["T10"], 2: []}, dice=[3])
    p = do(p, step(0, "T10", "T13", 3))
    assert p.turn == 2 and p.needs_roll
    p = sp({0: ["T10"], 3: []}, turn=3, dice=[1])
    p = pass_roll(p)
    assert p.turn == 0


# -- ES-2: bringing out with a 5 is compulsory ---------------------------------------------
def test_ES_2_entering_is_compulsory():
    p = sp({0: ["T10", "T30"], 2: []}, dice=[5])
    assert moves(p) == {enter(2, "T5", [5])}
    assert [r.rule for r in explain(p, 0, 0)] == ["ES-2"]
    after = do(p, enter(2, "T5", [5]))
    assert locs(after)[0] == ["T10", "T30", "T5", N]
    assert after.turn == 2


def test_ES_2_when_entering_is_impossible_other_moves_are_legal():
    # Own pair on the start: no room to enter, so the 5 moves a token instead.
    p = sp({0: ["T5", "T5", "T30"], 2: []}, dice=[5])
    assert moves(p) == {step(0, "T5", "T10", 5), step(1, "T5", "T10", 5), step(2, "T30", "T35", 5)}


def test_ES_2_no_five_no_entering():
    p = sp({0: ["T30"], 2: []}, dice=[4])
    assert moves(p) == {step(0, "T30", "T34", 4)}


# -- ES-3: capture bonus 20, goal bonus 10, played as bonus moves (G-11) --------------------
def test_ES_3_capture_earns_twenty_for_any_token():
    p = sp({0: ["T10", "T30"], 2: ["T13"]}, dice=[3])
    assert moves(p) == {step(0, "T10", "T13", 3, captures=[(2, 0)]), step(1, "T30", "T33", 3)}
    p = do(p, step(0, "T10", "T13", 3, captures=[(2, 0)]))
    assert locs(p)[2] == [N, N, N, N]
    assert p.bonuses == (20,) and p.remaining == () and p.turn == 0 and not p.needs_roll
    # The capturing token included; tokens in the nest cannot use it.
    assert moves(p) == {bonus(0, "T13", "T33", 20), bonus(1, "T30", "T50", 20)}
    with pytest.raises(IllegalMove):
        pass_roll(p)
    assert roundtrip(p) == p
    p = do(p, bonus(1, "T30", "T50", 20))
    assert locs(p)[0] == ["T13", "T50", N, N]
    assert p.bonuses == () and p.turn == 2 and p.needs_roll


def test_ES_3_bonus_move_that_captures_earns_its_own_bonus():
    p = sp({0: ["T10", "T30"], 2: ["T13", "T50"]}, dice=[3])
    p = do(p, step(0, "T10", "T13", 3, captures=[(2, 0)]))
    assert moves(p) == {bonus(0, "T13", "T33", 20), bonus(1, "T30", "T50", 20, captures=[(2, 1)])}
    p = do(p, bonus(1, "T30", "T50", 20, captures=[(2, 1)]))
    assert locs(p)[2] == [N, N, N, N]
    assert p.bonuses == (20,) and p.turn == 0
    assert moves(p) == {bonus(0, "T13", "T33", 20), bonus(1, "T50", "H2", 20)}


def test_ES_3_goal_earns_ten():
    p = sp({0: ["H4", "T30"], 2: []}, dice=[4])
    assert moves(p) == {step(0, "H4", G, 4), step(1, "T30", "T34", 4)}
    p = do(p, step(0, "H4", G, 4))
    assert p.bonuses == (10,) and p.turn == 0
    assert moves(p) == {bonus(1, "T30", "T40", 10)}
    p = do(p, bonus(1, "T30", "T40", 10))
    assert locs(p)[0] == [G, "T40", N, N]
    assert p.turn == 2 and p.bonuses == ()


def test_ES_3_unusable_goal_bonus_is_lost():
    p = sp({0: ["H4"], 2: []}, dice=[4])
    assert moves(p) == {step(0, "H4", G, 4)}
    p = do(p, step(0, "H4", G, 4))
    assert locs(p)[0] == [G, N, N, N]
    assert p.bonuses == () and p.turn == 2 and p.needs_roll


def test_ES_3_unusable_capture_bonus_is_lost():
    # T62 + 20 overshoots the goal; the other tokens are in the nest.
    p = sp({0: ["T60"], 2: ["T62"]}, dice=[2])
    assert moves(p) == {step(0, "T60", "T62", 2, captures=[(2, 0)])}
    p = do(p, step(0, "T60", "T62", 2, captures=[(2, 0)]))
    assert locs(p)[0][0] == "T62" and locs(p)[2][0] == N
    assert p.bonuses == () and p.turn == 2 and p.needs_roll


def test_ES_3_bonus_is_spent_whole():
    # H1 + 20 overshoots: a bonus is never split, so only the ring token may use it.
    p = sp({0: ["T10", "H1"], 2: ["T13"]}, dice=[3])
    p = do(p, step(0, "T10", "T13", 3, captures=[(2, 0)]))
    assert moves(p) == {bonus(0, "T13", "T33", 20)}


# -- ES-4: a 6 rolls again and counts 7 with no token in the nest -------------------------
def test_ES_4_six_counts_seven_with_no_token_in_nest():
    p = sp({0: ["T10", "T20", "T30", "T40"], 2: []}, dice=[6])
    assert moves(p) == {step(0, "T10", "T17", 6, steps=7), step(1, "T20", "T27", 6, steps=7),
                        step(2, "T30", "T37", 6, steps=7), step(3, "T40", "T47", 6, steps=7)}
    p = sp({0: ["T10", G, G, G], 2: []}, dice=[6])
    assert moves(p) == {step(0, "T10", "T17", 6, steps=7)}


def test_ES_4_six_counts_six_with_a_token_in_nest():
    p = sp({0: ["T10", "T20", "T30"], 2: []}, dice=[6])
    assert moves(p) == {step(0, "T10", "T16", 6), step(1, "T20", "T26", 6), step(2, "T30", "T36", 6)}


def test_ES_4_six_gives_another_roll():
    p = sp({0: ["T10", "T20", "T30", "T40"], 2: []}, dice=[6])
    p = do(p, step(0, "T10", "T17", 6, steps=7))
    assert p.turn == 0 and p.to_move == 0 and p.dice == () and p.needs_roll
    p = roll(p, (4,))
    p = do(p, step(0, "T17", "T21", 4))
    assert p.turn == 2 and p.needs_roll  # not a 6: the turn passes (with travel, seat 1 empty)


def test_ES_4_extra_roll_comes_after_the_capture_bonus():
    p = sp({0: ["T10", "T30"], 2: ["T16"]}, dice=[6])
    p = do(p, step(0, "T10", "T16", 6, captures=[(2, 0)]))
    assert p.turn == 0 and not p.needs_roll and p.bonuses == (20,)
    assert moves(p) == {bonus(0, "T16", "T36", 20), bonus(1, "T30", "T50", 20)}
    p = do(p, bonus(0, "T16", "T36", 20))
    assert p.turn == 0 and p.needs_roll and p.bonuses == ()


# -- ES-5: three 6s in a row: the last moved token goes home; the turn passes -------------
def test_ES_5_third_six_sends_last_moved_token_home():
    p = sp({0: ["T20", "T30"], 2: []}, dice=[], streak=2, last_moved=1)
    p = roll(p, (6,))
    assert moves(p) == {penalty(1, "T30")}
    with pytest.raises(IllegalMove):
        pass_roll(p)
    p = do(p, penalty(1, "T30"))
    assert locs(p)[0] == ["T20", N, N, N]
    assert p.turn == 2 and p.needs_roll


@pytest.mark.parametrize("where", ["H3", G])
def test_ES_5_third_six_spares_a_token_in_home_column_or_goal(where):
    p = sp({0: [where, "T30"], 2: []}, dice=[], streak=2, last_moved=0)
    p = roll(p, (6,))
    assert moves(p) == set()  # the third 6 is not played
    after = pass_roll(p)
    assert locs(after) == locs(p)
    assert after.turn == 2 and after.needs_roll  # the turn passes, no extra roll


def test_ES_5_three_sixes_by_a_sequence_of_rolls():
    p = sp({0: ["T20", "T30"], 2: []}, dice=[])
    p = roll(p, (6,))
    assert moves(p) == {step(0, "T20", "T26", 6), step(1, "T30", "T36", 6)}
    p = do(p, step(1, "T30", "T36", 6))
    assert p.turn == 0 and p.needs_roll
    p = roll(p, (6,))
    p = do(p, step(0, "T20", "T26", 6))
    assert p.turn == 0 and p.needs_roll
    assert roundtrip(p) == p  # the count of sixes and the last token moved survive JSON
    p = roll(roundtrip(p), (6,))
    assert moves(p) == {penalty(0, "T26")}
    p = do(p, penalty(0, "T26"))
    assert locs(p)[0] == [N, "T36", N, N]
    assert p.turn == 2 and p.needs_roll


def test_ES_5_penalty_token_moved_by_a_bonus_counts_as_moved_last():
    p = sp({0: ["T10", "T30"], 2: ["T16"]}, dice=[])
    p = roll(p, (6,))
    p = do(p, step(0, "T10", "T16", 6, captures=[(2, 0)]))
    p = do(p, bonus(1, "T30", "T50", 20))          # token 1 moved last
    p = roll(p, (6,))
    p = do(p, step(1, "T50", "T56", 6))
    p = roll(p, (6,))
    assert moves(p) == {penalty(1, "T56")}


def test_ES_5_a_non_six_breaks_the_run():
    p = sp({0: ["T20", "T30"], 2: ["T60"]}, dice=[])
    for die, mv in [(6, step(0, "T20", "T26", 6)), (6, step(0, "T26", "T32", 6)),
                    (3, step(0, "T32", "T35", 3))]:
        p = do(roll(p, (die,)), mv)
    assert p.turn == 2
    p = do(roll(p, (1,)), step(0, "T60", "T61", 1))
    assert p.turn == 0
    p = roll(p, (6,))
    assert moves(p) == {step(0, "T35", "T41", 6), step(1, "T30", "T36", 6)}


# -- ES-6: holding a blockade and rolling a 6: open a blockade if any move does -----------
def test_ES_6_six_must_open_a_blockade():
    p = sp({0: ["T10", "T10", "T30"], 2: []}, dice=[6])
    assert moves(p) == {step(0, "T10", "T16", 6), step(1, "T10", "T16", 6)}
    assert [r.rule for r in explain(p, 0, 2)] == ["ES-6"]
    after = do(p, step(0, "T10", "T16", 6))
    assert locs(after)[0] == ["T16", "T10", "T30", N]
    assert after.turn == 0 and after.needs_roll  # and the 6 rolls again (ES-4)


def test_ES_6_without_the_option_any_token_may_move():
    p = sp({0: ["T10", "T10", "T30"], 2: []}, dice=[6], rules={"open_blockade_on_six": False})
    assert moves(p) == {step(0, "T10", "T16", 6), step(1, "T10", "T16", 6), step(2, "T30", "T36", 6)}


def test_ES_6_six_counting_seven_opens_the_blockade():
    p = sp({0: ["T10", "T10", "T30", "T40"], 2: []}, dice=[6])
    assert moves(p) == {step(0, "T10", "T17", 6, steps=7), step(1, "T10", "T17", 6, steps=7)}


def test_ES_6_blockade_that_cannot_open_frees_the_six():
    # Seat 2's pair on T14 stops the T10 pair from moving 6.
    p = sp({0: ["T10", "T10", "T30"], 2: ["T14", "T14"]}, dice=[6])
    assert moves(p) == {step(2, "T30", "T36", 6)}


def test_ES_6_only_sixes_oblige():
    p = sp({0: ["T10", "T10", "T30"], 2: []}, dice=[4])
    assert moves(p) == {step(0, "T10", "T14", 4), step(1, "T10", "T14", 4), step(2, "T30", "T34", 4)}


# -- ES-7: shared safe squares and starts; mixed pairs block nothing; no third token -------
def test_ES_7_single_opponent_on_safe_square_is_shared_not_captured():
    p = sp({0: ["T10"], 2: ["T12"]}, dice=[2])
    assert moves(p) == {step(0, "T10", "T12", 2)}
    after = do(p, step(0, "T10", "T12", 2))
    assert locs(after)[0][0] == "T12" and locs(after)[2][0] == "T12"
    assert after.bonuses == () and after.turn == 2


def test_ES_7_opponent_start_is_shared():
    p = sp({0: ["T20"], 1: ["T22"]}, dice=[2])
    assert moves(p) == {step(0, "T20", "T22", 2)}
    after = do(p, step(0, "T20", "T22", 2))
    assert locs(after)[1][0] == "T22"


def test_ES_7_mixed_pair_blocks_no_passage_but_takes_no_third():
    p = sp({0: ["T10"], 1: ["T12"], 2: ["T12"]}, dice=[4])
    assert moves(p) == {step(0, "T10", "T14", 4)}
    p = sp({0: ["T10"], 1: ["T12"], 2: ["T12"]}, dice=[2])
    assert moves(p) == set()
    assert {r.rule for r in explain(p, 0, 0)} == {"G-7"}


def test_ES_7_mixed_pair_on_a_start_blocks_no_passage():
    p = sp({0: ["T20"], 1: ["T22"], 2: ["T22"]}, dice=[4])
    assert moves(p) == {step(0, "T20", "T24", 4)}


def test_ES_7_one_colour_pair_on_safe_square_is_a_blockade():
    p = sp({0: ["T10"], 2: ["T12", "T12"]}, dice=[4])
    assert moves(p) == set()
    assert {r.rule for r in explain(p, 0, 0)} == {"PL-11"}


def test_ES_7_mixed_pair_only_where_sharing_is_allowed():
    assert locs(sp({0: ["T12"], 2: ["T12"]}, dice=[1]))[0][0] == "T12"
    assert locs(sp({0: ["T39"], 2: ["T39"]}, dice=[1]))[2][0] == "T39"
    with pytest.raises(PositionError) as exc:
        sp({0: ["T13"], 2: ["T13"]}, dice=[1])
    assert exc.value.field == "tokens"


def test_ES_7_non_safe_square_still_captures():
    p = sp({0: ["T10"], 2: ["T14"]}, dice=[4])
    assert moves(p) == {step(0, "T10", "T14", 4, captures=[(2, 0)])}


# -- ES-8: entering captures only when the start is full with an opponent ------------------
def test_ES_8_one_opponent_on_start_is_shared_when_entering():
    p = sp({0: [], 1: ["T5"]}, dice=[5])
    assert moves(p) == {enter(0, "T5", [5])}
    after = do(p, enter(0, "T5", [5]))
    assert locs(after)[0] == ["T5", N, N, N] and locs(after)[1] == ["T5", N, N, N]
    assert after.bonuses == () and after.turn == 1


def test_ES_8_own_single_token_on_start_takes_a_second():
    p = sp({0: ["T5"], 2: []}, dice=[5])
    assert moves(p) == {enter(1, "T5", [5])}  # compulsory (ES-2); forms an own pair
    after = do(p, enter(1, "T5", [5]))
    assert locs(after)[0] == ["T5", "T5", N, N]


def test_ES_8_full_start_last_listed_seat_is_captured():
    # Without arrival order the token of the seat listed later arrived last.
    p = sp({0: [], 1: ["T5"], 2: ["T5"]}, dice=[5])
    assert moves(p) == {enter(0, "T5", [5], captures=[(2, 0)])}
    after = do(p, enter(0, "T5", [5], captures=[(2, 0)]))
    assert locs(after)[1][0] == "T5" and locs(after)[2][0] == N
    assert after.bonuses == (20,)  # ES-3
    assert moves(after) == {bonus(0, "T5", "T25", 20)}


def test_ES_8_full_start_arrival_order_decides():
    arrival = [[0, 0, 0, 0], [9, 0, 0, 0], [3, 0, 0, 0], []]
    p = sp({0: [], 1: ["T5"], 2: ["T5"]}, dice=[5], arrival=arrival, clock=10)
    assert moves(p) == {enter(0, "T5", [5], captures=[(1, 0)])}


def test_ES_8_own_and_opponent_on_start():
    p = sp({0: ["T5", "T30"], 3: ["T5"]}, dice=[5])
    assert moves(p) == {enter(2, "T5", [5], captures=[(3, 0)])}
    after = do(p, enter(2, "T5", [5], captures=[(3, 0)]))
    assert locs(after)[0] == ["T5", "T30", "T5", N] and locs(after)[3] == [N] * 4


def test_ES_8_opponent_pair_on_start_is_captured_one_token():
    arrival = [[0, 0, 0, 0], [], [], [4, 7, 0, 0]]
    p = sp({0: [], 3: ["T5", "T5"]}, dice=[5], arrival=arrival, clock=8)
    assert moves(p) == {enter(0, "T5", [5], captures=[(3, 1)])}
    after = do(p, enter(0, "T5", [5], captures=[(3, 1)]))
    assert locs(after)[3] == ["T5", N, N, N]


def test_ES_8_opponent_pair_without_arrival_order_loses_one_token():
    p = sp({0: [], 3: ["T5", "T5"]}, dice=[5])
    got = moves(p)
    assert got in ({enter(0, "T5", [5], captures=[(3, 0)])}, {enter(0, "T5", [5], captures=[(3, 1)])})


def test_ES_8_own_pair_on_start_blocks_entering():
    p = sp({0: ["T5", "T5"], 2: []}, dice=[5])
    assert moves(p) == {step(0, "T5", "T10", 5), step(1, "T5", "T10", 5)}


def test_ES_8_last_arrival_is_tracked_through_play():
    # Seat 2 reaches T5 first, seat 1 later (by moves), so seat 1's token is captured --
    # although without arrival order seat 2 (listed later) would be.
    p = sp({0: [], 1: ["T1"], 2: ["T3", "T40"]}, turn=2, dice=[2])
    p = do(p, step(0, "T3", "T5", 2))
    assert p.turn == 0  # with travel, seat 3 empty
    p = roll(p, (3,))
    assert moves(p) == set()
    p = pass_roll(p)
    assert p.turn == 1
    p = do(roll(p, (4,)), step(0, "T1", "T5", 4))  # shares seat 0's start with seat 2
    assert p.turn == 2
    p = do(roll(p, (1,)), step(1, "T40", "T41", 1))
    assert p.turn == 0
    p = roll(p, (5,))
    assert moves(p) == {enter(0, "T5", [5], captures=[(1, 0)])}
    # The arrival order survives the JSON round trip (§6 "arrival order").
    assert moves(roundtrip(p)) == {enter(0, "T5", [5], captures=[(1, 0)])}
