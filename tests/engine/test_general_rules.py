"""Shared rules G-1 .. G-13 of docs/rules.md §0 as they apply to the `parchis` and `spanish` presets."""
from __future__ import annotations

import pytest

from parchis_desktop.engine import (Game, IllegalMove, Position, PositionError, explain, first_player,
                                    legal_moves, next_seat, pass_roll, replay, roll)
from parchis_desktop.engine.boards import PARCHIS68, SEAT_COLOURS

from tests.helpers.positions import (AGAINST, WITH, G, N, bonus, do, enter, locs, moves, pos, roundtrip, sp, step,
                      sum_)

PRESETS = ["parchis", "spanish"]
CAP = {"capture_bonus": 20, "goal_bonus": 10}  # parchis with the bonuses of ES-3 (G-11)


# -- G-1: seats, default seats per player count, colours -------------------------------------
@pytest.mark.parametrize("variant", PRESETS)
@pytest.mark.parametrize("players, seats", [(2, (0, 2)), (3, (0, 1, 2)), (4, (0, 1, 2, 3))])
def test_G_1_default_seats(variant, players, seats):
    assert Position.initial(variant, players).players == seats
    assert Game.new(variant, players=players, seed=3).position.players == seats


def test_G_1_picked_seats_and_colours():
    p = Position.initial("parchis", [3, 1])
    assert p.players == (1, 3)
    assert locs(p) == [[], [N] * 4, [], [N] * 4]
    assert SEAT_COLOURS[:4] == ("yellow", "blue", "red", "green")
    # Seat s's start lies further along the direction of travel than seat s-1's.
    assert PARCHIS68.start == (5, 22, 39, 56)
    assert PARCHIS68.end == (68, 17, 34, 51)


def test_G_1_seat_picks_must_be_valid():
    for bad in ([0], [0, 0], [0, 8], [-1, 2]):
        with pytest.raises(PositionError):
            Position.initial("parchis", bad)
    with pytest.raises(PositionError):  # seat 4 is on the six-seat board only (BD-1)
        Position.initial("parchis", [0, 4], seats=4)


# -- G-2: turn order option ------------------------------------------------------------------
@pytest.mark.parametrize("variant, order, expected", [
    ("parchis", None, AGAINST), ("spanish", None, WITH),
    ("parchis", "with_travel", WITH), ("spanish", "against_travel", AGAINST),
])
def test_G_2_turn_order(variant, order, expected):
    rules = {"turn_order": order} if order else None
    dice = [1, 2] if variant == "parchis" else [1]
    for seat in range(4):
        p = pos({0: [], 1: [], 2: [], 3: []}, variant=variant, turn=seat, dice=dice, rules=rules)
        assert moves(p) == set()
        after = pass_roll(p)
        assert after.turn == expected[seat] and after.to_move == expected[seat]
        assert next_seat(p, seat) == expected[seat]


@pytest.mark.parametrize("order, expected", [("against_travel", [0, 2, 1, 0]), ("with_travel", [0, 1, 2, 0])])
def test_G_2_empty_seats_are_skipped(order, expected):
    p = pos({0: [], 1: [], 2: []}, dice=[1, 2], rules={"turn_order": order})
    seen = [p.turn]
    for _ in range(3):
        p = roll(pass_roll(p), (1, 2))
        seen.append(p.turn)
    assert seen == expected
    p = pos({1: [], 3: []}, turn=1, dice=[1, 2], rules={"turn_order": order})
    assert pass_roll(p).turn == 3


# -- G-3: first player: one die each, highest starts, ties re-roll ---------------------------
def test_G_3_first_player_function():
    assert first_player([0, 1, 2, 3], [2, 6, 3, 1]) == (1, [])
    assert first_player([0, 1, 2, 3], [2, 5, 5, 1]) == (None, [1, 2])
    assert first_player([0, 2], [6, 6]) == (None, [0, 2])
    assert first_player([1, 2], [3, 4]) == (2, [])


def test_G_3_roll_for_first_with_ties():
    game = Game.new("parchis", players=4, seed=1, roll_for_first=False)
    assert game.roll_for_first(rolls=[[2, 5, 5, 1], [6, 6], [3, 4]]) == 2
    assert game.position.turn == 2 and game.position.to_move == 2 and game.position.needs_roll
    assert game.events[-1] == {"first": [{"0": 2, "1": 5, "2": 5, "3": 1}, {"1": 6, "2": 6},
                                         {"1": 3, "2": 4}]}
    # Only the tied seats roll again: seats 0 and 3 are out after round one.
    game = Game.new("spanish", players=2, seed=1, roll_for_first=False)
    assert game.roll_for_first(rolls=[[4, 4], [1, 3]]) == 2
    assert game.position.turn == 2


@pytest.mark.parametrize("seed", range(8))
def test_G_3_seeded_first_player_rolled_highest(seed):
    game = Game.new("parchis", players=3, seed=seed)
    rounds = game.events[0]["first"]
    for r in rounds[:-1]:
        top = max(r.values())
        assert sum(1 for v in r.values() if v == top) > 1  # every earlier round was tied
    last = rounds[-1]
    winner = max(last, key=last.get)
    assert sorted(last.values()).count(last[winner]) == 1
    assert game.position.turn == int(winner)
    # The first-player event replays.
    assert replay(game.record) == game.position


# -- G-7: at most two tokens per ring square; blockades; nest/goal/home hold any number -----
def test_G_7_nest_and_goal_hold_any_number_a_home_square_two():
    p = pos({0: [G, G, G, "H7"], 2: ["H3", "H3", N, N]}, dice=[1, 2])
    assert moves(p) == {step(3, "H7", G, 1)}  # the only token that can move
    # Two own tokens on a home-column square block nothing (G-7 reading).
    p = pos({0: ["T10"], 2: ["H3", "H3", "H1", N]}, turn=2, dice=[1, 3])
    assert moves(p) == {
        step(0, "H3", "H4", 1), step(0, "H3", "H6", 3), sum_(0, "H3", "H7", [1, 3]),
        step(1, "H3", "H4", 1), step(1, "H3", "H6", 3), sum_(1, "H3", "H7", [1, 3]),
        step(2, "H1", "H2", 1), step(2, "H1", "H4", 3), sum_(2, "H1", "H5", [1, 3]),
    }


def test_G_7_a_home_column_square_takes_no_third_token():
    """Two own tokens on H7 and a third on H5 with a 2 and a 3: H5-H7 would put a third token
    on H7, so only the 3 (to the goal) is legal (issue 32)."""
    p = pos({0: ["H7", "H7", "H5", G], 2: ["T30"]}, dice=[2, 3])
    assert moves(p) == {step(2, "H5", G, 3)}
    assert {r.rule for r in explain(p, 0, 0)} == {"PL-13"}   # H7: 2, 3 or 5 overshoot the goal
    # Nor by the sum: H2 + 5 = H7 is full; the 2 and the 3 one by one reach H4 and H5.
    p = pos({0: ["H7", "H7", "H2", G], 2: ["T30"]}, dice=[2, 3])
    assert sum_(2, "H2", "H7", [2, 3]) not in moves(p)
    assert step(2, "H2", "H4", 2) in moves(p)
    # With one die: H5 + 2 is the only play, and it is not legal: the roll passes.
    p = pos({0: ["H7", "H7", "H5", G], 2: ["T30"]}, variant="spanish", dice=[2])
    assert moves(p) == set()
    assert [r.rule for r in explain(p, 0, 2)] == ["G-7"]


def test_G_7_a_third_token_on_a_home_square_is_refused_when_read():
    with pytest.raises(PositionError) as exc:
        pos({0: ["H3", "H3", "H3", N], 2: ["T30"]}, dice=[1, 2])
    assert exc.value.field == "tokens[0]"
    assert "H3" in exc.value.reason


def test_G_7_the_second_die_cannot_fill_a_home_square_the_first_made_two():
    """G-10's fast witness check must see G-7: H2+3 puts a second token on H5; the other
    die (H3+2 onto H5) would then be a third, and H5+2 finds H7 full, so H2+3 spends one die
    only while other first moves spend both; it is not legal."""
    p = pos({0: ["H2", "H3", "H5", "H7", "H7"], 2: ["T30"]}, dice=[3, 2], rules={"tokens": 5})
    legal = moves(p)
    assert step(0, "H2", "H5", 3) not in legal
    assert step(1, "H3", "H5", 2) in legal          # then H5+3 reaches the goal
    assert step(0, "H2", "H4", 2) in legal          # then H3+3 -> H6


# -- G-10: a bonus earned inside a sequence may make a later die playable ------------------
def test_G_10_a_bonus_inside_the_sequence_makes_the_other_die_count():
    """Dice 3 and 4 (bonuses of ES-3): T44+4 captures on T48 and earns 20; the bonus takes the
    token to T68, and then the 3 can be played (H3).  T44+3 leaves the 4 unplayable (T51 is a
    safe square held by another colour), so only the capture spends both dice (reading)."""
    p = pos({0: ["T66", "T48", "T23", "T5"], 1: ["T49", "T60", "T58", N], 2: ["H6", "T44", N, N],
             3: [N, "T51", N, N]}, turn=2, dice=[3, 4], rules=CAP)
    assert moves(p) == {step(1, "T44", "T48", 4, captures=[(0, 1)])}
    after = do(p, step(1, "T44", "T48", 4, captures=[(0, 1)]))
    assert after.bonuses == (20,)
    assert bonus(1, "T48", "T68", 20) in moves(after)


def test_G_7_three_tokens_never_share_a_ring_square():
    with pytest.raises(PositionError) as exc:
        pos({0: ["T10", "T10", "T10"], 2: []}, dice=[1, 2])
    assert exc.value.field == "tokens"
    with pytest.raises(PositionError):
        sp({0: ["T12", "T12"], 2: ["T12"]}, dice=[1])
    # A third own token cannot join a pair (spanish: a blockade; mixed pairs: full).
    p = sp({0: ["T10", "T12"], 2: ["T12"]}, dice=[2])
    assert moves(p) == {step(1, "T12", "T14", 2)}


# -- G-8: die moves, sum moves (single landing), bonuses spent whole ------------------------
def test_G_8_sum_move_spends_both_dice_with_one_landing():
    p = pos({0: ["T10"], 2: ["T11", "T12"]}, dice=[1, 2])
    # The 1 captures on T11; the 2 may not land on T12 (safe, held); the sum lands on T13 only.
    assert moves(p) == {step(0, "T10", "T11", 1, captures=[(2, 0)]), sum_(0, "T10", "T13", [1, 2])}
    after = do(p, sum_(0, "T10", "T13", [1, 2]))
    assert after.remaining == () and locs(after)[2][:2] == ["T11", "T12"]


def test_G_8_bonus_is_spent_whole_by_one_token():
    p = pos({0: ["T10", "H1", "T60"], 2: ["T11"]}, dice=[1, 6], rules=CAP)
    p = do(p, step(0, "T10", "T11", 1, captures=[(2, 0)]))
    # H1 + 20 and T60 + 20 overshoot; 20 is never split.
    assert moves(p) == {step(0, "T11", "T17", 6), step(1, "H1", "H7", 6), step(2, "T60", "T66", 6),
                        bonus(0, "T11", "T31", 20)}


# -- G-9: one move = one decision; the rest of the roll stays in the position ---------------
def test_G_9_rest_of_the_roll_stays_in_the_position():
    p = pos({0: ["T10", "T40"], 2: []}, dice=[3, 4])
    after = do(p, step(0, "T10", "T13", 3))
    assert after.dice == (3, 4) and after.remaining == (4,) and after.turn == 0
    assert not after.needs_roll
    data = after.to_json(full=True)
    assert data["dice"] == [3, 4] and data["remaining"] == [4]
    back = Position.from_json(data)
    assert back == after
    assert moves(back) == {step(0, "T13", "T17", 4), step(1, "T40", "T44", 4)}
    with pytest.raises(IllegalMove):
        roll(after, (1, 2))  # the roll in progress is not finished


def test_G_9_roll_ends_when_nothing_remaining_can_be_played():
    p = pos({0: ["H4"], 2: []}, dice=[4, 6])  # H4 + 4 = goal; then the 6 has no play
    assert moves(p) == {step(0, "H4", G, 4)}
    after = do(p, step(0, "H4", G, 4))
    assert after.turn == 2 and after.needs_roll and after.remaining == ()


# -- G-10: a first move must begin a sequence spending the most dice ------------------------
def test_G_10_first_moves_filtered_by_the_longest_sequence():
    p = pos({0: ["H3"], 2: []}, dice=[5, 2])
    assert moves(p) == {enter(1, "T5", [5]), step(0, "H3", "H5", 2)}


def test_G_10_sequence_may_need_the_first_die_to_open_a_path():
    # Own blockade on T10, seat 2's blockade on T12.  Moving token 0 (T8 -> T9) with the 1
    # leaves the 3 unplayable; opening the own blockade with the 1 lets token 0 use the 3.
    p = pos({0: ["T8", "T10", "T10", G], 2: ["T12", "T12"]}, dice=[1, 3])
    assert moves(p) == {step(1, "T10", "T11", 1), step(2, "T10", "T11", 1)}
    after = do(p, step(1, "T10", "T11", 1))
    assert moves(after) == {step(0, "T8", "T11", 3)}


def test_G_10_bonus_moves_do_not_count_as_dice():
    # After capturing on T11 with the 1: the bonus (T11 -> T31) would leave the 4 unplayable
    # (T31 + 4 passes seat 2's blockade on T33), so only the die move is legal; the bonus is
    # then unusable (T15 + 20 passes T33 too) and lost (G-11).
    p = pos({0: ["T10", G, G, G], 2: ["T11", "T33", "T33"]}, dice=[1, 4], rules=CAP)
    assert moves(p) == {step(0, "T10", "T11", 1, captures=[(2, 0)]), step(0, "T10", "T14", 4),
                        sum_(0, "T10", "T15", [1, 4])}
    p = do(p, step(0, "T10", "T11", 1, captures=[(2, 0)]))
    assert p.remaining == (4,) and p.bonuses == (20,)
    assert moves(p) == {step(0, "T11", "T15", 4)}
    p = do(p, step(0, "T11", "T15", 4))
    assert p.bonuses == () and p.turn == 2 and p.needs_roll


# -- G-11: bonuses in any order with the dice; lost when unusable; extra roll after --------
def test_G_11_bonus_and_remaining_die_in_any_order():
    p = pos({0: ["T10", "T30"], 2: ["T11"]}, dice=[1, 4], rules=CAP)
    p = do(p, step(0, "T10", "T11", 1, captures=[(2, 0)]))
    assert p.remaining == (4,) and p.bonuses == (20,) and p.turn == 0
    assert moves(p) == {step(0, "T11", "T15", 4), step(1, "T30", "T34", 4),
                        bonus(0, "T11", "T31", 20), bonus(1, "T30", "T50", 20)}
    assert roundtrip(p) == p
    # Bonus first, then the die.
    b = do(p, bonus(1, "T30", "T50", 20))
    assert b.remaining == (4,) and b.bonuses == ()
    assert moves(b) == {step(0, "T11", "T15", 4), step(1, "T50", "T54", 4)}
    assert do(b, step(0, "T11", "T15", 4)).turn == 2
    # Die first, then the bonus.
    d = do(p, step(1, "T30", "T34", 4))
    assert d.remaining == () and d.bonuses == (20,) and d.turn == 0
    assert moves(d) == {bonus(0, "T11", "T31", 20), bonus(1, "T34", "T54", 20)}
    with pytest.raises(IllegalMove):
        pass_roll(d)
    assert do(d, bonus(0, "T11", "T31", 20)).turn == 2


def test_G_11_two_pending_bonuses_in_any_order():
    p = pos({0: ["H4", "T10"], 2: ["T11"]}, dice=[4, 1], rules=CAP)
    p = do(p, step(0, "H4", G, 4))
    p = do(p, step(1, "T10", "T11", 1, captures=[(2, 0)]))
    assert sorted(p.bonuses) == [10, 20] and p.remaining == ()
    assert moves(p) == {bonus(1, "T11", "T21", 10), bonus(1, "T11", "T31", 20)}
    a = do(do(p, bonus(1, "T11", "T21", 10)), bonus(1, "T21", "T41", 20))
    b = do(do(p, bonus(1, "T11", "T31", 20)), bonus(1, "T31", "T41", 10))
    assert locs(a) == locs(b) and locs(a)[0] == [G, "T41", N, N]
    assert a.turn == b.turn == 2


def test_G_11_bonus_lost_when_no_token_can_use_it():
    p = pos({0: ["T60", "H6"], 2: ["T61"]}, dice=[1, 1], rules=CAP)
    # 1:1 -- capture on T61 with one die, H6 -> H7 with the other; T61 + 20 overshoots.
    p = do(p, step(0, "T60", "T61", 1, captures=[(2, 0)]))
    assert moves(p) == {step(0, "T61", "T62", 1), step(1, "H6", "H7", 1)}
    p = do(p, step(1, "H6", "H7", 1))
    assert p.bonuses == () and p.turn == 0 and p.needs_roll  # bonus lost; the double rolls again


def test_G_11_extra_roll_comes_after_the_bonuses():
    p = pos({0: ["T10", "T30"], 2: ["T11"]}, dice=[1, 1], rules=CAP)
    p = do(p, step(0, "T10", "T11", 1, captures=[(2, 0)]))
    p = do(p, step(1, "T30", "T31", 1))
    assert p.remaining == () and p.bonuses == (20,) and not p.needs_roll
    p = do(p, bonus(0, "T11", "T31", 20))
    assert p.turn == 0 and p.needs_roll and p.dice == ()


def test_G_11_bonus_move_that_captures_earns_its_own_bonus():
    p = pos({0: ["T10", "T30"], 2: ["T11", "T50"]}, dice=[1, 3], rules=CAP)
    p = do(p, step(0, "T10", "T11", 1, captures=[(2, 0)]))
    p = do(p, bonus(1, "T30", "T50", 20, captures=[(2, 1)]))
    assert p.bonuses == (20,) and p.remaining == (3,)
    assert locs(p)[2] == [N, N, N, N]


# -- G-12: a roll with no legal move is passed; a double still rolls again ----------------
@pytest.mark.parametrize("dice, again", [((2, 2), True), ((6, 6), True), ((1, 2), False), ((6, 3), False)])
def test_G_12_pass_and_double(dice, again):
    p = pos({0: [], 2: []}, dice=dice)
    assert moves(p) == set()
    after = pass_roll(p)
    assert after.needs_roll and locs(after) == locs(p)
    assert after.turn == (0 if again else 2)


def test_G_12_spanish_passed_six_rolls_again():
    p = sp({0: [], 2: []}, dice=[6])
    assert moves(p) == set()
    assert pass_roll(p).turn == 0
    assert pass_roll(sp({0: [], 2: []}, dice=[4])).turn == 2


def test_G_12_cannot_pass_before_rolling():
    p = pos({0: [], 2: []}, dice=[])
    assert p.needs_roll and legal_moves(p) == []
    with pytest.raises(IllegalMove):
        pass_roll(p)


# -- G-13: first to bring every token home wins; play_for_places -----------------------------
@pytest.mark.parametrize("variant", PRESETS)
def test_G_13_first_home_wins(variant):
    dice = [2, 3] if variant == "parchis" else [2]
    p = pos({0: ["H6", G, G, G], 2: ["T40"]}, variant=variant, dice=dice)
    assert moves(p) == {step(0, "H6", G, 2)}
    after = do(p, step(0, "H6", G, 2))
    assert after.is_over and after.winner == 0 and after.finished == (0,)
    assert legal_moves(after) == [] and not after.needs_roll
    assert after.bonuses == ()  # spanish: the goal bonus has no use once the game is won
    with pytest.raises(IllegalMove):
        roll(after, dice)
    assert roundtrip(after) == after


def test_G_13_play_for_places():
    rules = {"play_for_places": True}
    p = pos({0: ["H6", G, G, G], 1: ["T40"], 2: ["H5", G, G, G]}, dice=[2, 3], rules=rules)
    p = do(p, step(0, "H6", G, 2))
    assert p.finished == (0,) and not p.is_over and p.winner == 0
    assert p.turn == 2 and p.needs_roll  # against travel: 3 is empty
    p = roll(p, (3, 6))
    assert moves(p) == {step(0, "H5", G, 3)}
    p = do(p, step(0, "H5", G, 3))
    assert p.finished == (0, 2) and p.is_over
    assert p.places() == [0, 2, 1]


def test_G_13_finished_seat_is_skipped():
    rules = {"play_for_places": True}
    p = pos({0: [G, G, G, G], 1: ["T40"], 2: ["T50"], 3: ["T60"]}, turn=1, dice=[1, 2],
            rules=rules, finished=[0])
    p = do(p, sum_(0, "T40", "T43", [1, 2]))
    assert p.turn == 3  # against travel: 1 -> 0 (finished, skipped) -> 3
