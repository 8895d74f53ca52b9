"""Russian парчис (`russian`) rules RU-1 .. RU-17 of docs/rules.md §3, and their interactions.

Board (§3): 56-square ring, seat s exits on T(1+14s) (1, 15, 29, 43) and turns home after
T(14s) (56, 14, 28, 42) into H1..H5 (H5 innermost, no goal).  Mirror corners T7, T21, T35,
T49; straight jumps pass A1, A2, A3, A0 in that order; diagonals pass M.  Rest cells beside
T3, T11, T17, T25, T31, T39, T45, T53.  Turns go against travel (0 -> 3 -> 2 -> 1).
Tests marked *(reading)* check a reading of docs/rules.md chosen where it is silent.
"""
from __future__ import annotations

import json

import pytest

from parchis_desktop.cli import main as cli_main
from parchis_desktop.engine import (BOARDS, Game, IllegalMove, Position, PositionError, RuleError, RuleSet,
                                    explain, legal_moves, pass_roll, replay, roll)

from tests.helpers.positions import N, do, enter, locs, moves, pos, roundtrip, step


def ru(tokens, **kw) -> Position:
    """A `russian` position; ``{seat: [locations]}`` padded with nests to 5 tokens."""
    return pos(tokens, variant="russian", count=5, **kw)


def rest(token, frm, to, die, captures=()):
    return ("rest", token, frm, to, (die,), die, 0, tuple(captures))


def jump(token, frm, to, die, captures=()):
    return ("jump", token, frm, to, (die,), die, 0, tuple(captures))


def mirror(token, frm, to):
    return ("mirror", token, frm, to, (6,), 0, 0, ())


def ransom(token, holder):
    return ("ransom", token, f"P{holder}", N, (6,), 0, 0, ())


def gift(token, frm, to, captures=()):
    return ("gift", token, frm, to, (), 6, 0, tuple(captures))


def exchange(token, holder, given):
    return ("exchange", token, f"P{holder}", N, (), 0, 0, (given,))


def swap(token, frm, to):
    return ("swap", token, frm, to, (1, 1), 0, 0, ())


def reward(token, frm, to):
    return ("reward", token, frm, to, (), 0, 0, ())


PASS = ("pass", None, "", "", (), 0, 0, ())


# -- the board ------------------------------------------------------------------------------------
def test_board_table_matches_the_diagram():
    b = BOARDS["russian56"]
    assert (b.ring, b.home_len, b.has_goal, b.grid_size) == (56, 5, False, (15, 15))
    assert b.start == (1, 15, 29, 43) and b.end == (56, 14, 28, 42)
    assert b.route[0][:3] == ("T1", "T2", "T3") and b.route[0][55:] == ("T56", "H1", "H2", "H3", "H4", "H5")
    assert b.route[1][0] == "T15" and b.route[1][55] == "T14"
    assert len(b.route[2]) == 61
    # Cells exactly where the 15x15 diagram of docs/rules.md §3 puts them (column, row).
    diagram = """
 ..  ..  ..  ..  ..  ..  T1 T56 T55  ..  ..  ..  ..  ..  ..
 ..  ..  ..  ..  ..  ..  T2  a1 T54  ..  ..  ..  ..  ..  ..
 ..  ..  ..  ..  ..  O3  T3  a2 T53 O53  ..  ..  ..  ..  ..
 ..  ..  ..  ..  ..  ..  T4  a3 T52  ..  ..  ..  ..  ..  ..
 ..  ..  ..  ..  ..  ..  T5  a4 T51  ..  ..  ..  ..  ..  ..
 ..  .. O11  ..  ..  ..  T6  a5 T50  ..  ..  .. O45  ..  ..
T13 T12 T11 T10  T9  T8  T7  A0 T49 T48 T47 T46 T45 T44 T43
T14  b1  b2  b3  b4  b5  A1  M   A3  d5  d4  d3  d2  d1 T42
T15 T16 T17 T18 T19 T20 T21  A2 T35 T36 T37 T38 T39 T40 T41
 ..  .. O17  ..  ..  .. T22  c5 T34  ..  ..  .. O39  ..  ..
 ..  ..  ..  ..  ..  .. T23  c4 T33  ..  ..  ..  ..  ..  ..
 ..  ..  ..  ..  ..  .. T24  c3 T32  ..  ..  ..  ..  ..  ..
 ..  ..  ..  ..  .. O25 T25  c2 T31 O31  ..  ..  ..  ..  ..
 ..  ..  ..  ..  ..  .. T26  c1 T30  ..  ..  ..  ..  ..  ..
 ..  ..  ..  ..  ..  .. T27 T28 T29  ..  ..  ..  ..  ..  ..
"""
    expected = {}
    for row, line in enumerate(diagram.strip("\n").splitlines()):
        for col, word in enumerate(line.split()):
            if word == "..":
                continue
            if word[0] in "abcd":
                word = f"H{word[1]}@{'abcd'.index(word[0])}"
            expected[word] = (col + 0.5, row + 0.5)
    assert b.cells == expected
    assert set(b.special_cells) == {f"O{q}" for q in b.rest_cells} | {"M", "A0", "A1", "A2", "A3"}
    assert b.mirror_corners == (7, 21, 35, 49) and b.mirror_arrows == ("A1", "A2", "A3", "A0")
    assert b.no_jumping and b.bound_entry
    # Bases, prisons and multi-token cells fit their seat's corner and hold what they must.
    taken = set(b.cells.values())
    for s in range(4):
        x, y, w, h = b.nest_areas[s]
        assert len(b.nest_slots[s]) == 5 and len(b.prison_slots[s]) == 15
        for px, py in b.nest_slots[s] + b.prison_slots[s]:
            assert x < px < x + w and y < py < y + h
        assert not any(x < cx < x + w and y < cy < y + h for cx, cy in taken)
        sx, sy = b.cells[f"T{b.start[s]}"]
        assert abs(sx - (x + w / 2)) <= 4 and abs(sy - (y + h / 2)) <= 4   # beside the exit square
    assert len(b.cell_slots["M"]) >= 4 and all(len(b.cell_slots[f"A{s}"]) >= 3 for s in range(4))


def test_preset_options():
    r = RuleSet.preset_named("russian")
    assert (r.dice, r.tokens, r.enter_on, r.enter_by_sum, r.sum_moves) == (2, 5, 6, False, False)
    assert r.extra_roll == "doubles"
    assert (r.three_in_a_row, r.use_larger_die, r.blockades, r.capture_enforcement) == ("reward", True, False, "mirror")
    assert r.prisoners and r.rest_cells and r.mirror and r.turn_order == "against_travel"
    assert r.special_play and not RuleSet.preset_named("parchis").special_play
    with pytest.raises(RuleError) as exc:
        RuleSet.preset_named("russian", mirror=False)     # mirror enforcement needs the mirror
    assert exc.value.options == ("capture_enforcement", "mirror")
    assert not RuleSet.preset_named("russian", mirror=False, capture_enforcement="forced").mirror


# -- RU-1 -------------------------------------------------------------------------------------------
def test_RU_1_five_tokens_two_dice_all_in_the_nest():
    p = Position.initial("russian", 4)
    assert locs(p) == [[N] * 5] * 4
    game = Game.new("russian", players=4, seed=3)
    assert len(game.roll()) == 2


def test_RU_1_turns_go_against_travel():
    p = ru({0: [], 1: [], 2: [], 3: []}, dice=[2, 3])
    order = [p.turn]
    for _ in range(4):
        assert moves(p) == set()
        p = roll(pass_roll(p), (2, 3))
        order.append(p.turn)
    assert order == [0, 3, 2, 1, 0]


def test_RU_1_two_players_sit_opposite_and_skip_the_empty_seats():
    p = Position.initial("russian", 2)
    assert p.players == (0, 2)
    p = roll(p, (2, 3))
    p = pass_roll(p)
    assert p.turn == 2
    p = pass_roll(roll(p, (2, 3)))
    assert p.turn == 0


# -- RU-2 -------------------------------------------------------------------------------------------
def test_RU_2_a_six_brings_a_token_out_and_the_other_die_moves_it():
    p = ru({0: ["T20"], 2: []}, dice=[6, 2])
    assert enter(1, "T1", [6]) in moves(p)
    p = do(p, enter(1, "T1", [6]))
    assert p.extra.get("bound") == 1
    assert moves(p) == {step(1, "T1", "T3", 2), rest(1, "T1", "O3", 2)}   # not the T20 token
    p = roundtrip(p)
    assert moves(p) == {step(1, "T1", "T3", 2), rest(1, "T1", "O3", 2)}


def test_RU_2_no_six_no_entering():
    assert moves(ru({0: [], 2: []}, dice=[5, 4])) == set()


def test_RU_2_entering_captures_on_the_exit_square_never_onto_an_own_token():
    p = ru({0: ["T30"], 3: ["T1"], 2: []}, dice=[6, 2])
    assert enter(1, "T1", [6], captures=[(3, 0)]) in moves(p)
    after = do(p, enter(1, "T1", [6], captures=[(3, 0)]))
    assert locs(after)[3][0] == "P0"
    p = ru({0: ["T1"], 2: []}, dice=[6, 2])
    assert all(m[0] != "enter" for m in moves(p))
    assert [r.rule for r in explain(p, 0, 1)] == ["RU-2"]


def test_RU_2_where_the_new_token_cannot_move_the_maximum_rule_decides():
    # The new token on T1 cannot move 3 (T2 is occupied: no jumping), so the 3 goes elsewhere.
    p = ru({0: ["T20"], 1: ["T2"], 2: []}, dice=[6, 3])
    p = do(p, enter(1, "T1", [6]))
    assert moves(p) == {step(0, "T20", "T23", 3)}


def test_RU_2_double_six_brings_out_one_token_and_moves_it_six():
    p = ru({0: [], 2: []}, dice=[6, 6])
    assert moves(p) == {enter(0, "T1", [6])}
    p = do(p, enter(0, "T1", [6]))
    assert moves(p) == {step(0, "T1", "T7", 6)}
    # With the new token stuck, the second 6 moves another token; still no second entering.
    p = ru({0: ["T30"], 3: ["T3"], 2: []}, dice=[6, 6])
    p = do(p, enter(1, "T1", [6]))
    assert moves(p) == {step(0, "T30", "T36", 6)}
    assert [r.rule for r in explain(p, 0, 2)] == ["RU-2"]


def test_RU_2_the_binding_holds_only_when_the_six_was_played_first():
    # (reading) "played first" = the 6 that brought the token out was the roll's first die.
    p = ru({0: ["T20"], 2: []}, dice=[6, 2])
    p = do(p, step(0, "T20", "T22", 2))
    assert moves(p) == {enter(1, "T1", [6]), step(0, "T22", "T28", 6)}


# -- RU-3 -------------------------------------------------------------------------------------------
def test_RU_3_each_die_moves_one_token_no_sum_moves():
    p = ru({0: ["T30"], 2: []}, dice=[2, 3])
    assert moves(p) == {step(0, "T30", "T32", 2), step(0, "T30", "T33", 3)}
    p = do(p, step(0, "T30", "T32", 2))
    assert moves(p) == {step(0, "T32", "T35", 3)}   # the same token may take the other die


# -- RU-4 -------------------------------------------------------------------------------------------
def test_RU_4_no_jumping_over_any_token():
    # T12 holds seat 2's token: seat 0's token on T10 cannot pass it with the 4.
    p = ru({0: ["T10"], 2: ["T12"]}, dice=[4, 1])
    assert moves(p) == {step(0, "T10", "T11", 1), rest(0, "T10", "O11", 1)}
    q = ru({0: ["T10"], 2: ["T12"]}, dice=[4, 1], remaining=[4])
    assert moves(q) == set()
    assert explain(q, 0, 0) == [("RU-4", "blocked", {"square": "T12"})]


def test_RU_4_never_onto_an_own_token_so_no_blockades():
    p = ru({0: ["T10", "T13"], 2: []}, dice=[3, 5])
    assert moves(p) == {step(1, "T13", "T16", 3), step(1, "T13", "T18", 5)}
    reasons = explain(p, 0, 0)
    assert {r.why for r in reasons} == {"own_token", "blocked"} and {r.rule for r in reasons} == {"RU-4"}


def test_RU_4_one_token_per_ring_square_in_positions():
    with pytest.raises(PositionError) as exc:
        ru({0: ["T10", "T10"], 2: []}, dice=[3, 5])
    assert exc.value.field == "tokens" and "RU-4" in str(exc.value)
    with pytest.raises(PositionError) as exc:
        ru({0: ["T10"], 2: ["T10"]}, dice=[3, 5])
    assert exc.value.field == "tokens"


def test_RU_4_a_token_never_steps_past_its_own_end_square():
    # Seat 1 ends on T14: from T12 a 4 would leave the ring (into H2, not the innermost free cell).
    p = ru({1: ["T12"], 2: []}, turn=1, dice=[4, 5])
    assert moves(p) == set()


# -- RU-5 -------------------------------------------------------------------------------------------
def test_RU_5_use_both_dice_where_possible():
    # The 6 cannot pass T12; entering with it keeps both dice in use in either order.
    p = ru({0: ["T10"], 2: ["T12"]}, dice=[1, 6])
    assert moves(p) == {enter(1, "T1", [6]), step(0, "T10", "T11", 1), rest(0, "T10", "O11", 1)}


def test_RU_5_only_one_die_fits_the_larger_face():
    # The source's example: one token, a 3 or a 5 can be played but not both: play the 5.
    p = ru({0: ["T50"], 2: []}, dice=[3, 5])
    assert moves(p) == {step(0, "T50", "T55", 5)}
    assert [r.rule for r in explain(p, 2, 0)] == ["G-9"]
    q = ru({0: ["T50", "T40"], 2: []}, dice=[3, 5])
    assert len(moves(q)) > 1


def test_RU_5_larger_die_rule_when_only_the_smaller_die_fits():
    p = ru({0: ["T52"], 2: []}, dice=[2, 5])
    assert moves(p) == {step(0, "T52", "T54", 2)}


def test_RU_5_larger_die_rule_can_be_turned_off():
    p = ru({0: ["T50"], 2: []}, dice=[3, 5], rules={"use_larger_die": False})
    assert moves(p) == {step(0, "T50", "T55", 5), step(0, "T50", "T53", 3), rest(0, "T50", "O53", 3)}


def test_RU_5_where_only_bringing_out_or_ransoming_is_possible_one_must_be_made():
    p = ru({0: ["P3"], 3: [], 2: []}, dice=[6, 6])
    assert moves(p) == {enter(1, "T1", [6]), ransom(0, 3)}
    with pytest.raises(IllegalMove):
        pass_roll(p)


# -- RU-6 -------------------------------------------------------------------------------------------
def test_RU_6_a_captured_token_becomes_the_capturers_prisoner():
    p = ru({0: ["T10"], 3: ["T13"], 2: []}, dice=[3, 2])
    p = do(p, step(0, "T10", "T13", 3, captures=[(3, 0)]))
    assert locs(p)[3][0] == "P0"
    assert locs(p)[0][0] == "T13"


def test_RU_6_prisoners_off_sends_captured_tokens_home():
    p = ru({0: ["T10"], 3: ["T13"], 2: []}, dice=[3, 2], rules={"prisoners": False})
    p = do(p, step(0, "T10", "T13", 3, captures=[(3, 0)]))
    assert locs(p)[3][0] == N


# -- RU-7 -------------------------------------------------------------------------------------------
def capture_choice(**rules):
    # Seat 0: A on T10 can capture seat 3's token on T13 with the 3; B on T40 is free.
    return ru({0: ["T10", "T40"], 3: ["T13"], 2: []}, dice=[3, 5], rules=rules or None)


def test_RU_7_forced_only_capturing_sequences_are_legal():
    p = capture_choice(capture_enforcement="forced")
    assert moves(p) == {step(0, "T10", "T13", 3, captures=[(3, 0)]), step(1, "T40", "T45", 5),
                        rest(1, "T40", "O45", 5)}
    q = do(p, step(1, "T40", "T45", 5))
    assert moves(q) == {step(0, "T10", "T13", 3, captures=[(3, 0)])}
    assert [r.rule for r in explain(q, 0, 1)] == ["RU-7"]


def test_RU_7_forced_a_second_capture_is_compulsory_too():
    # (reading) Judged at every decision: after one capture, a second one must be made.
    p = ru({0: ["T10", "T40"], 3: ["T13", "T45"], 2: []}, dice=[3, 5],
           rules={"capture_enforcement": "forced"})
    p = do(p, step(0, "T10", "T13", 3, captures=[(3, 0)]))
    assert moves(p) == {step(1, "T40", "T45", 5, captures=[(3, 1)]),
                        rest(1, "T40", "O45", 5, captures=[(3, 1)])}


def test_RU_7_off_and_mirror_leave_the_choice():
    expected = {step(0, "T10", "T13", 3, captures=[(3, 0)]), step(1, "T40", "T43", 3),
                step(1, "T40", "T45", 5), rest(1, "T40", "O45", 5)}
    assert moves(capture_choice(capture_enforcement="off")) == expected
    assert moves(capture_choice()) == expected


def test_RU_7_mirror_a_declined_capture_sends_the_token_to_M():
    p = capture_choice()
    p = do(p, step(1, "T40", "T43", 3))
    p = do(p, step(1, "T43", "T48", 5))
    assert locs(p)[0] == ["M", "T48", N, N, N]
    assert p.turn == 3 and p.extra == {}


def test_RU_7_mirror_no_penalty_after_a_capture_or_with_enforcement_off():
    p = do(capture_choice(), step(0, "T10", "T13", 3, captures=[(3, 0)]))
    p = do(p, step(1, "T40", "T45", 5))
    assert locs(p)[0][:2] == ["T13", "T45"]
    p = capture_choice(capture_enforcement="off")
    p = do(do(p, step(1, "T40", "T43", 3)), step(1, "T43", "T48", 5))
    assert locs(p)[0][:2] == ["T10", "T48"]


def test_RU_7_mirror_the_most_advanced_capturer_goes():
    p = ru({0: ["T10", "T20", "T40"], 3: ["T13", "T23"], 2: []}, dice=[3, 1])
    p = do(p, step(2, "T40", "T43", 3))
    p = do(p, step(2, "T43", "T44", 1))
    assert locs(p)[0] == ["T10", "M", "T44", N, N]


def test_RU_7_mirror_a_capture_left_open_after_the_first_move_counts_too():
    # After B's 5 the 3 could capture; declining it at the second decision is punished as well.
    p = capture_choice()
    p = do(p, step(1, "T40", "T45", 5))
    p = do(p, step(1, "T45", "T48", 3))
    assert locs(p)[0][:2] == ["M", "T48"]


def test_RU_7_mirror_a_capture_by_entering_sends_the_nest_token_to_M():
    # (reading) The token that could have captured was in the nest: it goes to M from there.
    p = ru({0: ["T30"], 3: ["T1"], 2: []}, dice=[6, 2])
    p = do(p, step(0, "T30", "T36", 6))
    p = do(p, step(0, "T36", "T38", 2))
    assert locs(p)[0] == ["T38", "M", N, N, N]


# -- RU-8 -------------------------------------------------------------------------------------------
def test_RU_8_ransom_with_a_six_then_the_capturer_gets_a_gift():
    p = ru({0: ["P3", "T20"], 3: ["T50"], 2: []}, dice=[6, 2])
    assert ransom(0, 3) in moves(p)
    p = do(p, ransom(0, 3))
    assert locs(p)[0][0] == N
    assert p.turn == 0 and p.to_move == 3 and p.extra.get("gift") == 6 and not p.needs_roll
    assert moves(p) == {gift(0, "T50", "T56"), gift(1, N, "T43")}
    assert [m.to_dict()["dice"] for m in legal_moves(p)] == [[], []]
    p = roundtrip(p)
    p = do(p, gift(0, "T50", "T56"))
    assert p.to_move == 0 and "gift" not in p.extra
    assert moves(p) == {step(1, "T20", "T22", 2), enter(0, "T1", [2])} - {enter(0, "T1", [2])}


def test_RU_8_the_roller_is_judged_without_the_gift():
    # (reading) The ransom counts as the start of a two-dice sequence (the 2 then moves T42);
    # the gift brings a token out onto T43 and the 2 can no longer pass it: the roll ends.
    p = ru({0: ["P3", "T42"], 3: [], 2: []}, dice=[6, 2])
    assert ransom(0, 3) in moves(p)
    p = do(p, ransom(0, 3))
    assert gift(0, N, "T43") in moves(p)
    p = do(p, gift(0, N, "T43"))
    assert p.turn == 3 and p.needs_roll and locs(p)[0][:2] == [N, "T42"]


def test_RU_8_one_ransom_per_holding_seat():
    p = ru({0: ["P3", "P3", "P2", "T40"], 3: [], 2: []}, dice=[6, 1])
    ransoms = {m for m in moves(p) if m[0] == "ransom"}
    assert ransoms == {ransom(0, 3), ransom(2, 2)}


def test_RU_8_a_gift_nobody_can_use_is_lost():
    p = ru({0: ["P3", "T20"], 3: ["M", "A3", "H5", "H4", "H3"], 2: []}, dice=[6, 2])
    p = do(p, ransom(0, 3))
    assert p.to_move == 0 and "gift" not in p.extra
    assert moves(p) == {step(1, "T20", "T22", 2)}


def test_RU_8_the_gift_may_capture_and_does_not_have_to():
    p = ru({0: ["P3", "T56"], 3: ["T50", "T30"], 2: []}, dice=[6, 5])
    p = do(p, ransom(0, 3))
    assert moves(p) == {gift(0, "T50", "T56", captures=[(0, 1)]), gift(1, "T30", "T36"), gift(2, N, "T43")}
    after = do(p, gift(1, "T30", "T36"))
    assert after.to_move == 0 and locs(after)[0][1] == "T56"    # no penalty, no compulsion
    after = do(p, gift(0, "T50", "T56", captures=[(0, 1)]))
    assert locs(after)[0][1] == "P3"


def test_RU_8_the_gift_cannot_move_off_the_mirror_nor_ransom_and_may_rest():
    p = ru({0: ["P3", "T20"], 3: ["M", "P0", "T47", "H5", "H4"], 2: []}, dice=[6, 2])
    p = do(p, ransom(0, 3))
    assert moves(p) == {gift(2, "T47", "T53"), gift(2, "T47", "O53")}


def test_RU_8_prisoners_of_an_empty_seat_can_be_ransomed_the_gift_is_lost():
    # (reading) Nobody sits at seat 1: no gift, and no exchange with it (RU-9).
    p = ru({0: ["P1", "T20"], 2: []}, dice=[6, 3])
    assert ransom(0, 1) in moves(p)
    p = do(p, ransom(0, 1))
    assert p.to_move == 0 and moves(p) == {step(1, "T20", "T23", 3)}
    q = ru({0: ["P1", "T20"], 2: ["P0"]}, dice=[])
    assert moves(q) == set()


# -- RU-9 -------------------------------------------------------------------------------------------
def test_RU_9_exchanges_before_the_roll():
    p = ru({0: ["P1", "P2"], 1: ["P0"], 2: [], 3: ["P0", "P0"]}, dice=[])
    assert p.needs_roll
    assert moves(p) == {exchange(0, 1, (1, 0)), exchange(0, 1, (3, 0)),
                        exchange(1, 2, (1, 0)), exchange(1, 2, (3, 0))}
    q = do(p, exchange(0, 1, (3, 0)))
    assert locs(q)[0][:2] == [N, "P2"] and locs(q)[3][:2] == ["P1", "P0"]
    assert q.needs_roll and q.turn == 0 and roundtrip(q) == q
    q = do(q, exchange(1, 2, (1, 0)))
    assert locs(q)[0][:2] == [N, N] and locs(q)[1][0] == "P2"
    assert moves(q) == set()
    # Rolling instead is always possible.
    assert roll(p, (3, 4)).dice == (3, 4)


def test_RU_9_exchanges_are_recorded_and_replayed():
    game = Game(ru({0: ["P1", "P2"], 1: ["P0"], 2: [], 3: ["P0", "P0"]}, dice=[]))
    target = [m for m in game.legal_moves() if m.captures == ((3, 0),) and m.frm == "P1"][0]
    game.push(target)
    game.roll((2, 3))
    assert replay(game.record) == game.position
    assert locs(game.position)[3][0] == "P1"


def test_RU_9_step_random_may_exchange_or_roll():
    kinds = set()
    for seed in range(30):
        game = Game(ru({0: ["P1"], 1: ["P0"], 2: []}, dice=[]), seed=seed)
        game.step_random()
        kinds.add("roll" if "roll" in game.events[-1] else game.events[-1]["move"]["kind"])
    assert kinds == {"roll", "exchange"}


def test_RU_9_no_exchanges_once_rolled_or_without_prisoners():
    assert all(m[0] != "exchange" for m in moves(ru({0: ["P1", "T40"], 1: ["P0"], 2: []}, dice=[2, 3])))
    assert moves(ru({0: ["T40"], 1: [], 2: []}, dice=[])) == set()


# -- RU-10 ------------------------------------------------------------------------------------------
def test_RU_10_a_die_move_may_end_in_the_empty_rest_cell():
    p = ru({0: ["T10"], 2: []}, dice=[1, 4])
    assert rest(0, "T10", "O11", 1) in moves(p)
    p = do(p, rest(0, "T10", "O11", 1))
    assert locs(p)[0][0] == "O11"
    assert moves(p) == {step(0, "O11", "T15", 4)}   # stepping back onto T11 is free
    assert locs(do(p, step(0, "O11", "T15", 4)))[0][0] == "T15"


def test_RU_10_a_resting_token_cannot_be_captured_and_is_covered_by_any_token():
    # Seat 3 lands on T11 beside seat 0's resting token: no capture, it covers it.
    p = ru({0: ["O11", "T30"], 3: ["T8"], 2: []}, turn=3, dice=[3, 2])
    assert step(0, "T8", "T11", 3) in moves(p)
    p = do(p, step(0, "T8", "T11", 3))
    assert locs(p)[0][0] == "O11"
    # Now seat 0's resting token is covered: it cannot move, whatever the dice.
    q = ru({0: ["O11", "T30"], 3: ["T11"], 2: []}, dice=[3, 2])
    assert all(m[1] != 0 for m in moves(q))
    assert [r.rule for r in explain(q, 0, 0)] == ["RU-10"]
    q = ru({0: ["O11", "T11"], 2: []}, dice=[3, 2])   # an own token covers too
    assert all(m[1] != 0 for m in moves(q))


def test_RU_10_no_rest_cell_when_it_is_taken():
    p = ru({0: ["T10"], 3: ["O11"], 2: []}, dice=[1, 4])
    assert rest(0, "T10", "O11", 1) not in moves(p)


def test_RU_10_landing_on_an_opponent_captures_it_then_may_rest():
    # (reading) The token lands (capturing) and then slips into the rest cell.
    p = ru({0: ["T10"], 3: ["T11"], 2: []}, dice=[1, 4])
    assert rest(0, "T10", "O11", 1, captures=[(3, 0)]) in moves(p)
    after = do(p, rest(0, "T10", "O11", 1, captures=[(3, 0)]))
    assert locs(after)[3][0] == "P0" and locs(after)[0][0] == "O11"


def test_RU_10_rest_cells_can_be_turned_off():
    p = ru({0: ["T10"], 2: []}, dice=[1, 4], rules={"rest_cells": False})
    assert all(m[0] != "rest" for m in moves(p))
    with pytest.raises(PositionError) as exc:
        ru({0: ["O11"], 2: []}, dice=[1, 4], rules={"rest_cells": False})
    assert exc.value.field == "tokens[0][0]"


# -- RU-11 ------------------------------------------------------------------------------------------
def test_RU_11_a_one_one_swaps_with_a_resting_opponent():
    # (reading) The opponent is not captured: it comes out onto the ring square (captures []).
    p = ru({0: ["T11"], 3: ["O11"], 2: []}, dice=[1, 1])
    assert swap(0, "T11", "O11") in moves(p)
    after = do(p, swap(0, "T11", "O11"))
    assert locs(after)[0][0] == "O11" and locs(after)[3][0] == "T11"
    assert after.turn == 0 and after.needs_roll          # the double still rolls again (RU-12)
    assert all(m[0] != "swap" for m in moves(ru({0: ["T11"], 3: ["O11"], 2: []}, dice=[1, 2])))
    assert all(m[0] != "swap" for m in moves(ru({0: ["T11", "O11"], 2: []}, dice=[1, 1])))


# -- RU-12 ------------------------------------------------------------------------------------------
def test_RU_12_a_double_rolls_again():
    p = ru({0: ["T30"], 2: []}, dice=[2, 2], streak=1)
    p = do(do(p, step(0, "T30", "T32", 2)), step(0, "T32", "T34", 2))
    assert p.turn == 0 and p.needs_roll and p.streak == 1


def test_RU_12_after_the_third_double_a_reward_or_a_pass_then_the_turn_passes():
    p = ru({0: ["T30", "O45", "H5"], 2: []}, dice=[2, 2], streak=3)
    p = do(do(p, step(0, "T30", "T32", 2)), step(0, "T32", "T34", 2))
    assert p.turn == 0 and not p.needs_roll and p.extra.get("reward") == 1
    assert moves(p) == {reward(0, "T34", "H4"), reward(1, "O45", "H4"), PASS}
    assert roundtrip(p) == p
    after = do(p, reward(1, "O45", "H4"))
    assert locs(after)[0] == ["T34", "H4", "H5", N, N]
    assert after.turn == 2 and after.needs_roll and after.extra == {}   # seat 3 is empty
    after = do(p, PASS)
    assert locs(after)[0][:2] == ["T34", "O45"] and after.turn == 2


def test_RU_12_reward_follows_a_third_double_that_was_passed():
    # (reading) The third double could not be played: the reward is still offered.
    p = ru({0: ["T10"], 3: ["T11"], 2: []}, dice=[2, 2], streak=3)
    assert moves(p) == set()
    p = pass_roll(p)
    assert moves(p) == {reward(0, "T10", "H5"), PASS}


def test_RU_12_no_reward_without_a_token_on_the_ring():
    p = ru({0: ["T30"], 2: []}, dice=[3, 3], streak=3)
    p = do(p, step(0, "T30", "T33", 3))
    p = do(p, step(0, "T33", "T36", 3))
    assert moves(p) == {reward(0, "T36", "H5"), PASS}
    q = ru({0: ["M"], 2: []}, dice=[3, 3], streak=3)
    assert pass_roll(q).turn == 2


# -- RU-13 ------------------------------------------------------------------------------------------
def test_RU_13_mirror_jumps_straight_with_a_1_and_diagonally_with_a_3():
    p = ru({0: ["T7"], 2: []}, dice=[1, 3])
    assert moves(p) >= {jump(0, "T7", "T21", 1), jump(0, "T7", "T35", 3), step(0, "T7", "T8", 1),
                        step(0, "T7", "T10", 3)}
    after = do(p, jump(0, "T7", "T35", 3))
    assert locs(after)[0][0] == "T35"
    assert jump(0, "T35", "T49", 1) in moves(after)   # the other die goes on from the landing


def test_RU_13_ring_squares_passed_by_a_jump_do_not_block_it():
    p = ru({0: ["T7"], 1: ["T8", "T20"], 2: ["T22"]}, dice=[1, 3])
    assert {jump(0, "T7", "T21", 1), jump(0, "T7", "T35", 3)} <= moves(p)


def test_RU_13_a_token_on_the_arrow_cell_blocks_the_straight_jump():
    p = ru({0: ["T7"], 1: ["A1"], 2: []}, dice=[1, 3])
    assert jump(0, "T7", "T21", 1) not in moves(p) and jump(0, "T7", "T35", 3) in moves(p)


def test_RU_13_a_token_on_M_blocks_the_diagonal():
    p = ru({0: ["T7"], 2: ["M"]}, dice=[1, 3])
    assert jump(0, "T7", "T35", 3) not in moves(p) and jump(0, "T7", "T21", 1) in moves(p)


def test_RU_13_the_landing_captures_an_opponent_and_never_lands_on_an_own_token():
    p = ru({0: ["T7", "T35"], 3: ["T21"], 2: []}, dice=[1, 3])
    ms = moves(p)
    assert jump(0, "T7", "T21", 1, captures=[(3, 0)]) in ms
    assert all(not (m[0] == "jump" and m[3] == "T35") for m in ms)


def test_RU_13_the_mirror_can_be_turned_off():
    p = ru({0: ["T7"], 2: []}, dice=[1, 3], rules={"mirror": False, "capture_enforcement": "off"})
    assert all(m[0] != "jump" for m in moves(p))


# -- RU-14 ------------------------------------------------------------------------------------------
def test_RU_14_a_backward_diagonal_is_compulsory():
    # Seat 0 on T49: the diagonal lands on T21, behind it (round again).
    p = ru({0: ["T49", "T30"], 2: []}, dice=[3, 2])
    assert moves(p) == {jump(0, "T49", "T21", 3), step(1, "T30", "T32", 2)}
    assert [r.rule for r in explain(p, 0, 1)] == []   # T30 token: its 2 is legal
    q = do(p, step(1, "T30", "T32", 2))
    assert moves(q) == {jump(0, "T49", "T21", 3)}
    assert [r.rule for r in explain(q, 0, 1)] == ["RU-14"]
    after = do(q, jump(0, "T49", "T21", 3))
    assert locs(after)[0][0] == "T21"


def test_RU_14_forward_diagonals_and_straight_jumps_past_the_end_are_never_compulsory():
    p = ru({0: ["T7"], 2: []}, dice=[3, 2])
    assert {jump(0, "T7", "T35", 3), step(0, "T7", "T10", 3)} <= moves(p)
    p = ru({0: ["T49"], 2: []}, dice=[1, 4])
    assert {jump(0, "T49", "T7", 1), step(0, "T49", "T50", 1), step(0, "T49", "T53", 4)} <= moves(p)


# -- RU-15 ------------------------------------------------------------------------------------------
def test_RU_15_a_token_on_M_needs_two_sixes_to_get_back_to_its_nest():
    p = ru({0: ["M", "T30"], 2: []}, dice=[6, 6])
    assert mirror(0, "M", "A0") in moves(p)
    p = do(p, mirror(0, "M", "A0"))
    assert mirror(0, "A0", N) in moves(p)
    p = do(p, mirror(0, "A0", N))
    assert locs(p)[0][0] == N
    q = ru({0: ["M"], 2: []}, dice=[5, 4])
    assert moves(q) == set() and [r.rule for r in explain(q, 0, 0)] == ["RU-15"]


def test_RU_15_arrow_cells_belong_to_their_seat():
    with pytest.raises(PositionError) as exc:
        ru({0: ["A1"], 2: []}, dice=[6, 6])
    assert exc.value.field == "tokens[0][0]"


# -- RU-16 ------------------------------------------------------------------------------------------
def test_RU_16_home_by_the_exact_count_to_the_innermost_free_cell():
    p = ru({0: ["T55"], 2: []}, dice=[1, 2])
    assert moves(p) == {step(0, "T55", "T56", 1)}         # the 2 would stop on H1, not H5
    p = ru({0: ["T51", "H5"], 2: []}, dice=[4, 5])
    assert moves(p) == {step(0, "T51", "T55", 4), step(0, "T51", "T56", 5)}
    assert moves(do(p, step(0, "T51", "T55", 4))) == {step(0, "T55", "H4", 5)}
    # Standing before the home a 6 is too much (the source's example); seat 0's own token on
    # its exit square keeps the 6 from bringing one out, and T2 stops that token.
    p = ru({0: ["T56", "T1"], 3: ["T2"], 2: []}, dice=[6, 4])
    assert moves(p) == set()
    assert explain(p, 0, 0) == [("RU-16", "exact", {"steps": 6, "need": 5}),
                                ("RU-16", "exact", {"steps": 4, "need": 5})]


def test_RU_16_the_squares_up_to_the_end_square_must_be_free():
    # (reading) Every ring square after the start, the end square included, lies strictly
    # between the start and the home cell, so no token may stand there.
    p = ru({0: ["T55"], 3: ["T56"], 2: []}, dice=[6, 3])
    assert step(0, "T55", "H5", 6) not in moves(p)


def test_RU_16_tokens_at_home_never_move_again():
    p = ru({0: ["H5", "H4"], 2: []}, dice=[1, 1])
    assert moves(p) == set()
    assert [r.rule for r in explain(p, 0, 0)] == ["RU-16"]


def test_RU_16_home_filled_innermost_first_in_positions():
    for bad in (["H4"], ["H5", "H3"], ["H5", "H5"]):
        with pytest.raises(PositionError) as exc:
            ru({0: bad, 2: []}, dice=[1, 2])
        assert exc.value.field == "tokens"
    with pytest.raises(PositionError) as exc:
        ru({0: ["goal"], 2: []}, dice=[1, 2])
    assert exc.value.field == "tokens[0][0]"


def test_RU_16_winning_while_holding_prisoners():
    p = ru({0: ["T55", "H5", "H4", "H3", "H2"], 2: ["P0", "P0"]}, dice=[2, 3])
    assert moves(p) == {step(0, "T55", "H1", 2)}
    after = do(p, step(0, "T55", "H1", 2))
    assert after.is_over and after.winner == 0 and legal_moves(after) == []
    assert locs(after)[2][:2] == ["P0", "P0"]
    assert roundtrip(after) == after


def test_RU_16_playing_for_places_the_others_ransom_from_a_finished_seat():
    p = ru({0: ["T55", "H5", "H4", "H3", "H2"], 2: ["P0", "T30"], 3: ["T10"]}, dice=[2, 3],
           rules={"play_for_places": True})
    p = do(p, step(0, "T55", "H1", 2))
    assert not p.is_over and p.finished == (0,) and p.turn == 3
    q = ru({0: ["H1", "H2", "H3", "H4", "H5"], 2: ["P0", "T30"], 3: ["T10"]}, turn=2, dice=[6, 2],
           rules={"play_for_places": True}, finished=[0])
    q = do(q, ransom(0, 0))
    assert q.to_move == 2 and "gift" not in q.extra    # a finished seat cannot use the gift


# -- RU-17 ------------------------------------------------------------------------------------------
def test_RU_17_the_maximum_rule_beats_forced_capture():
    # On T7: the 3 as a step would capture on T10 but then the 2 cannot pass T11; the forward
    # diagonal to T35 uses both dice.  Most dice first (RU-5), so the capture is not forced...
    p = ru({0: ["T7"], 3: ["T10", "T11"], 2: []}, dice=[3, 2], rules={"capture_enforcement": "forced"})
    assert moves(p) == {jump(0, "T7", "T35", 3)}
    # ...and under the mirror rule it is no declined capture either.
    p = ru({0: ["T7"], 3: ["T10", "T11"], 2: []}, dice=[3, 2])
    assert moves(p) == {jump(0, "T7", "T35", 3)}
    p = do(do(p, jump(0, "T7", "T35", 3)), step(0, "T35", "T37", 2))
    assert locs(p)[0][0] == "T37"


def test_RU_17_the_larger_face_beats_the_backward_jump():
    # Only one die can be used: the 5 (to T54) rather than the backward diagonal with the 3.
    p = ru({0: ["T49"], 3: ["T23"], 2: []}, dice=[3, 5])
    assert moves(p) == {step(0, "T49", "T54", 5)}


def test_RU_17_the_backward_jump_beats_forced_capture():
    p = ru({0: ["T49", "T30"], 3: ["T52"], 2: []}, dice=[3, 2], rules={"capture_enforcement": "forced"})
    assert moves(p) == {jump(0, "T49", "T21", 3), step(1, "T30", "T32", 2)}


# -- positions, records and the CLI ----------------------------------------------------------------
def test_positions_with_special_cells_round_trip():
    data = {"format": 1, "variant": "russian", "seats": 4,
            "tokens": [["nest", "T12", "H5", "O3", "P2"], ["nest"] * 5,
                       ["M", "A2", "nest", "nest", "nest"], ["T30", "T44", "nest", "nest", "nest"]],
            "turn": 0, "dice": [3, 5], "rules": {"capture_enforcement": "forced"}}
    p = Position.from_json(data)
    assert locs(p) == data["tokens"]
    assert roundtrip(p) == p
    assert legal_moves(p)


@pytest.mark.parametrize("extra, field", [
    ({"gift": 6}, "to_move"), ({"gift": "six"}, "extra.gift"), ({"bound": 9}, "extra.bound"),
    ({"could_capture": [7]}, "extra.could_capture"), ({"reward": 1}, "extra.reward"),
    ({"entered": 4}, "extra.entered"),
])
def test_bad_roll_state_is_rejected(extra, field):
    with pytest.raises(PositionError) as exc:
        ru({0: ["T10"], 2: []}, dice=[1, 2], extra=extra)
    assert exc.value.field == field


def test_another_seat_decides_only_for_a_gift():
    with pytest.raises(PositionError) as exc:
        ru({0: ["T10"], 2: []}, dice=[1, 2], to_move=2)
    assert exc.value.field == "to_move"
    with pytest.raises(PositionError) as exc:
        ru({0: ["M"], 2: []}, dice=[1, 2], rules={"mirror": False, "capture_enforcement": "off"})
    assert exc.value.field == "tokens[0][0]"


def test_cli_moves_apply_play_bench(capsys, tmp_path):
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"variant": "russian", "tokens": [["P3", "T20"] + [N] * 3, [],
                                                                 [N] * 5, ["T50"] + [N] * 4],
                                "turn": 0, "dice": [6, 2]}))
    assert cli_main(["moves", str(path)]) == 0
    listed = json.loads(capsys.readouterr().out)
    i = [m["kind"] for m in listed].index("ransom")
    assert cli_main(["apply", str(path), str(i)]) == 0
    after = json.loads(capsys.readouterr().out)
    assert after["to_move"] == 3 and after["extra"]["gift"] == 6
    assert Position.from_json(after).to_move == 3
    assert cli_main(["play", "--variant", "russian", "--players", "3", "--seed", "4"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert replay(record).is_over
    assert cli_main(["bench", "--variant", "russian", "--players", "2", "--seconds", "0.2"]) == 0
    assert "games/s" in capsys.readouterr().out
