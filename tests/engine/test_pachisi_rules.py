"""Pachisi (`pachisi`) rules PA-1 .. PA-11 of docs/rules.md §4, one test (or more) per rule id.

Board facts used throughout (§4, board ``pachisi96``): seat s enters at its castle
T(4+17s) (T4, T21, T38, T55) and ends its lap on T(17s) (T68, T17, T34, T51), then
H1..H7 and ``goal``: 72 steps.  Seat 0's route index of T<q> is q-4, so T60 is 8 steps
before T68, H1 is index 65 and the goal 72.  Squares T(17s+1)..T(17s+3) are not on seat
s's route (T1..T3 for seat 0, T18..T20 for seat 1, T35..T37 for 2, T52..T54 for 3).
Castles: T4 T13 T17 T21 T30 T34 T38 T47 T51 T55 T64 T68.

Also here: the board table (routes, castles, grid).  The §5 options on the pachisi board,
§6 positions of the pachisi preset and parchis-cli with ``pachisi``: test_pachisi_positions.py.
"""
from __future__ import annotations

import pytest

from parchis_desktop.engine import (BOARDS, Game, IllegalMove, Position, PositionError, RuleSet,
                                    explain, legal_moves, pass_roll, play, roll)

from tests.helpers.positions import G, N, ages, bonus, do, enter, locs, moves, pa, pos, rev, roundtrip, step, sum_

B = BOARDS["pachisi96"]
CASTLES = {4, 13, 17, 21, 30, 34, 38, 47, 51, 55, 64, 68}
ENTRY = {0: "T4", 1: "T21", 2: "T38", 3: "T55"}


def rsum(token, frm, to, dice, steps, captures=()):
    """A sum move under a reverse-face reading (PA-10)."""
    return ("sum", token, frm, to, tuple(dice), steps, 0, tuple(captures))


# -- the board table ---------------------------------------------------------------------------
def test_PA_board_is_the_preset_board():
    assert RuleSet.preset_named("pachisi").board == "pachisi96"
    assert B.seats == 4 and B.ring == 68 and B.home_len == 7 and B.has_goal
    assert B.travel == "cw" and B.grid_size == (19, 19)


@pytest.mark.parametrize("seat", range(4))
def test_PA_board_routes(seat):
    r = B.route[seat]
    entry, end = 4 + 17 * seat, 17 * seat or 68
    assert r[0] == f"T{entry}" and r[64] == f"T{end}"   # entry castle .. end square: 64 steps
    assert r[65:72] == tuple(f"H{k}" for k in range(1, 8)) and r[72] == "goal" and len(r) == 73
    ring = [int(x[1:]) for x in r[:65]]
    assert all(b == a % 68 + 1 for a, b in zip(ring, ring[1:]))  # travel raises the number (G-4)
    assert B.excluded[seat] == {(17 * seat + d - 1) % 68 + 1 for d in (1, 2, 3)}
    assert B.start[seat] == entry and B.end[seat] == end


def test_PA_board_castles_and_entry_castles():
    assert B.castles == CASTLES
    assert B.semi_safe == {4, 21, 38, 55}                 # entry castles: PA-7 as PL-9/PL-12
    assert B.safe == CASTLES - B.semi_safe


def test_PA_board_grid_cross_of_3x8_arms_drawn_clockwise():
    cells = B.cells
    assert len(cells) == 68 + 4 * 7 + 1 and len(set(cells.values())) == len(cells)
    ring = [cells[f"T{n}"] for n in range(1, 69)]
    # Consecutive squares touch (side by side, or diagonally at the four inner corners).
    for n in range(68):
        (x0, y0), (x1, y1) = ring[n], ring[(n + 1) % 68]
        assert max(abs(x1 - x0), abs(y1 - y0)) == 1
    # Clockwise on screen (y grows downward): positive shoelace area.
    area = sum(ring[i][0] * ring[(i + 1) % 68][1] - ring[(i + 1) % 68][0] * ring[i][1] for i in range(68))
    assert area > 0
    for s in range(4):
        arm = [cells[f"T{(17 * s - 8 + i - 1) % 68 + 1}"] for i in range(17)]
        arm += [cells[f"H{k}@{s}"] for k in range(1, 8)]
        xs, ys = {x for x, _ in arm}, {y for _, y in arm}
        assert sorted((len(xs), len(ys))) == [3, 8]       # 3 columns x 8 squares
        tip = cells[f"T{17 * s or 68}"]
        h = [cells[f"H{k}@{s}"] for k in range(1, 8)]
        # The middle column: the end square at the tip, then H1 .. H7 up to the 3x3 centre.
        line = [tip] + h
        assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in zip(line, line[1:]))
        assert abs(h[6][0] - 9.5) + abs(h[6][1] - 9.5) == 2
        # The house (nest) is the corner beside the entry castle.
        ex, ey = cells[ENTRY[s]]
        x, y, w, hgt = B.nest_areas[s]
        assert (x - 1 <= ex <= x + w + 1) and (y - 1 <= ey <= y + hgt + 1)
        assert (x <= ex <= x + w) or (y <= ey <= y + hgt)
        assert all(x < sx < x + w and y < sy < y + hgt for sx, sy in B.nest_slots[s])
    assert cells["goal"] == (9.5, 9.5)
    # The goal slots of each seat face its own arm.
    for s in range(4):
        gx = sum(x for x, _ in B.goal_slots[s]) / len(B.goal_slots[s]) - 9.5
        gy = sum(y for _, y in B.goal_slots[s]) / len(B.goal_slots[s]) - 9.5
        tx, ty = cells[f"T{17 * s or 68}"]
        assert gx * (tx - 9.5) + gy * (ty - 9.5) > 0


def test_PA_board_mirrors_the_parchis_drawing():
    p68 = BOARDS["parchis68"]
    for name, (x, y) in p68.cells.items():
        assert B.cells[name] == (19 - x, y)
    assert p68.travel == "ccw" and B.travel == "cw"


# -- PA-1: 2-4 players, 4 tokens each, 2 dice, turns with travel --------------------------------------
@pytest.mark.parametrize("players, seats", [(2, (0, 2)), (3, (0, 1, 2)), (4, (0, 1, 2, 3))])
def test_PA_1_players_tokens_and_dice(players, seats):
    game = Game.new("pachisi", players=players, seed=5)
    p = game.position
    assert p.players == seats and p.rules.dice == 2 and p.rules.tokens == 4
    assert locs(p) == [[N] * 4 if s in seats else [] for s in range(4)]
    faces = game.roll()
    assert len(faces) == 2 and all(1 <= f <= 6 for f in faces)


@pytest.mark.parametrize("players, seats", [(1, None), (7, None), (5, 4), (4, 8)])
def test_PA_1_rejects_wrong_player_counts(players, seats):
    # BD-1: Pachisi plays on four or six seats.
    with pytest.raises(PositionError):
        Game.new("pachisi", players=players, seed=1, seats=seats)


@pytest.mark.parametrize("occupied, expected", [((0, 1, 2, 3), {0: 1, 1: 2, 2: 3, 3: 0}),
                                                ((0, 2), {0: 2, 2: 0}), ((0, 1, 2), {0: 1, 1: 2, 2: 0})])
def test_PA_1_turns_go_with_travel(occupied, expected):
    assert RuleSet.preset_named("pachisi").turn_order == "with_travel"
    for seat, nxt in expected.items():
        toks = {s: ([G, G, G, f"T{(4 + 17 * s + 10 - 1) % 68 + 1}"]) for s in occupied}
        p = pa(toks, turn=seat, dice=[1, 2])
        after = play(p, legal_moves(p)[0])
        while not after.needs_roll:
            after = play(after, legal_moves(after)[0])
        assert after.turn == nxt and after.dice == ()


# -- PA-2: the twelve castles are safe ----------------------------------------------------------------
@pytest.mark.parametrize("q", sorted(CASTLES - {4}))
def test_PA_2_no_capture_on_any_castle(q):
    # Seat 0 stands 3 squares before castle q; seat 2 holds the castle (every castle is on
    # seat 2's route).  The 3 cannot land there; the 3 is still played elsewhere (token 1 in H1).
    frm = f"T{q - 3}"
    p = pa({0: [frm, "H1", G, G], 2: [f"T{q}"]}, dice=[3, 1])
    assert legal_moves(p) and all(m.to != f"T{q}" for m in legal_moves(p))


def test_PA_2_castle_exact_move_set_and_own_token_may_join():
    # T13 (castle) held by seat 2: seat 0 on T10 cannot land there with the 3, but passes it.
    p = pa({0: ["T10", G, G, G], 2: ["T13"]}, dice=[3, 4])
    assert moves(p) == {step(0, "T10", "T14", 4), sum_(0, "T10", "T17", [3, 4])}
    # The sum lands on T17, another (empty) castle: allowed.  With an own token on T13 the 3
    # joins it (a blockade on a castle, PA-8).
    p = pa({0: ["T10", "T13", G, G], 2: ["T30"]}, dice=[3, 4])
    assert step(0, "T10", "T13", 3) in moves(p)
    stuck = pa({0: ["T10", G, G, G], 2: ["T13"], 3: ["T15", "T15"]}, dice=[3, 3], rules={"reverse_faces": False})
    assert moves(stuck) == set()
    assert explain(stuck, 0, 0) == [("PA-7", "safe_occupied", {"square": "T13"}),
                                    ("PA-8", "blocked", {"square": "T15"})]


def test_PA_2_sum_cannot_capture_on_a_castle():
    p = pa({0: ["T60", G, G, G], 2: ["T64"]}, dice=[1, 3])
    assert moves(p) == {step(0, "T60", "T61", 1), step(0, "T60", "T63", 3)}


# -- PA-3: leaving the house with a 5 or a sum of 5, onto the entry castle --------------------------------
@pytest.mark.parametrize("seat", range(4))
def test_PA_3_five_on_one_die_enters_onto_the_entry_castle(seat):
    p = pa({seat: [], (seat + 2) % 4: []}, turn=seat, dice=[5, 3])
    assert moves(p) == {enter(0, ENTRY[seat], [5])}
    p = do(p, enter(0, ENTRY[seat], [5]))
    assert locs(p)[seat] == [ENTRY[seat], N, N, N] and p.remaining == (3,) and p.turn == seat
    assert moves(p) == {step(0, ENTRY[seat], f"T{4 + 17 * seat + 3}", 3)}


@pytest.mark.parametrize("dice", [[1, 4], [4, 1], [2, 3], [3, 2]])
def test_PA_3_sum_of_five_enters_spending_both_dice(dice):
    p = pa({0: [], 2: []}, dice=dice)
    assert moves(p) == {enter(0, "T4", dice)}
    p = do(p, enter(0, "T4", dice))
    assert locs(p)[0] == ["T4", N, N, N] and p.turn == 2 and p.needs_roll


def test_PA_3_five_five_brings_out_two_and_is_a_double():
    p = pa({0: [], 2: []}, dice=[5, 5])
    assert moves(p) == {enter(0, "T4", [5])}
    p = do(p, enter(0, "T4", [5]))
    assert moves(p) == {enter(1, "T4", [5]), step(0, "T4", "T9", 5)}
    p = do(p, enter(1, "T4", [5]))
    assert locs(p)[0] == ["T4", "T4", N, N]
    assert p.turn == 0 and p.needs_roll                 # PA-10: a double gives another turn


@pytest.mark.parametrize("dice", [[6, 6], [6, 4], [1, 1], [3, 3], [4, 4]])
def test_PA_3_no_five_no_leaving_the_house(dice):
    p = pa({0: [], 2: ["T40"]}, dice=dice)
    assert moves(p) == set()
    assert explain(p, 0, 0) == [("PA-3", "needs_enter", {"need": 5})]
    after = pass_roll(p)
    assert after.turn == (0 if dice[0] == dice[1] else 2) and after.needs_roll


# -- PA-4: who can move must, using both dice where some sequence does -----------------------------------
def test_PA_4_a_move_that_wastes_a_die_is_illegal():
    # Seat 3's pair on T18 blocks token 0 (T10) beyond T17.  Token 0 with the 3 (to T13) would
    # leave the 6 unplayable, so only the 6 (T16) or token 1's 3 (H5 -> goal) may start.
    p = pa({0: ["T10", "H5", G, G], 3: ["T18", "T18"]}, dice=[6, 3])
    assert moves(p) == {step(0, "T10", "T16", 6), step(1, "H5", G, 3)}
    assert explain(p, 0, 0) == []


def test_PA_4_where_only_one_die_can_be_used_either_may_be_chosen():
    # (reading, as PL-6) no "larger die" rule: token 0 on H1 (7 from the goal) plays 6 or 5.
    p = pa({0: ["H1", G, G, G], 2: ["T40"]}, dice=[6, 5])
    assert moves(p) == {step(0, "H1", "H7", 6), step(0, "H1", "H6", 5)}
    p = do(p, step(0, "H1", "H6", 5))
    assert p.turn == 2 and p.needs_roll                 # the 6 cannot be played: the roll ends


def test_PA_4_who_cannot_move_passes():
    p = pa({0: ["H5", G, G, G], 2: ["T40"]}, dice=[4, 6])
    assert moves(p) == set()
    with pytest.raises(IllegalMove):
        pass_roll(pa({0: ["H5", G, G, G], 2: ["T40"]}, dice=[3, 6]))
    after = pass_roll(p)
    assert after.turn == 2 and after.needs_roll and locs(after) == locs(p)


# -- PA-5: capturing a single opponent on a non-castle square ---------------------------------------------
def test_PA_5_capture_with_the_sum():
    p = pa({0: ["T10", G, G, G], 2: ["T19"]}, dice=[4, 5])
    assert moves(p) == {step(0, "T10", "T14", 4), step(0, "T10", "T15", 5),
                        sum_(0, "T10", "T19", [4, 5], captures=[(2, 0)])}
    p = do(p, sum_(0, "T10", "T19", [4, 5], captures=[(2, 0)]))
    assert locs(p)[2] == [N] * 4 and p.remaining == () and p.bonuses == (20,)
    assert moves(p) == {bonus(0, "T19", "T39", 20)}
    p = do(p, bonus(0, "T19", "T39", 20))
    assert p.turn == 2 and p.needs_roll


def test_PA_5_capture_with_one_die_then_the_other_die_is_played():
    p = pa({0: ["T10", "T30", G, G], 2: ["T14"]}, dice=[4, 3])
    ms = moves(p)
    assert step(0, "T10", "T14", 4, captures=[(2, 0)]) in ms
    p = do(p, step(0, "T10", "T14", 4, captures=[(2, 0)]))
    assert locs(p)[2] == [N] * 4 and locs(p)[0] == ["T14", "T30", G, G]
    assert p.turn == 0 and p.remaining == (3,) and p.bonuses == (20,)
    assert moves(p) == {step(0, "T14", "T17", 3), step(1, "T30", "T33", 3),
                        bonus(0, "T14", "T34", 20), bonus(1, "T30", "T50", 20)}
    p = do(p, step(1, "T30", "T33", 3))
    assert p.remaining == () and p.bonuses == (20,)
    assert moves(p) == {bonus(0, "T14", "T34", 20), bonus(1, "T33", "T53", 20)}


def test_PA_5_capture_with_one_die_only_if_the_other_die_can_then_be_played():
    # Seat 3's pair on T19 stops token 0 beyond T18.  Capturing on T14 with the 4 would leave
    # the 6 unplayable (token 1 on H3 takes only the 4), so the capture is illegal (PA-4).
    p = pa({0: ["T10", "H3", G, G], 2: ["T14"], 3: ["T19", "T19"]}, dice=[4, 6])
    assert moves(p) == {step(0, "T10", "T16", 6), step(1, "H3", "H7", 4)}


def test_PA_5_passing_over_an_opponent_does_not_capture():
    p = pa({0: ["T10", G, G, G], 2: ["T12"]}, dice=[3, 4])
    p = do(p, sum_(0, "T10", "T17", [3, 4]))
    assert locs(p)[2][0] == "T12" and p.bonuses == ()


def test_PA_5_a_single_opponent_only():
    # An opponent's pair is a blockade (PA-8): no landing, no capture.
    p = pa({0: ["T10", G, G, G], 2: ["T14", "T14"]}, dice=[4, 2])
    assert moves(p) == {step(0, "T10", "T12", 2)}


# -- PA-6: a capture earns 20 steps (G-11) ----------------------------------------------------------------
def test_PA_6_bonus_played_before_the_remaining_die():
    p = pa({0: ["T10", "T30", G, G], 2: ["T14"]}, dice=[4, 3])
    p = do(p, step(0, "T10", "T14", 4, captures=[(2, 0)]))
    p = do(p, bonus(1, "T30", "T50", 20))
    assert p.remaining == (3,) and p.bonuses == () and p.turn == 0
    assert moves(p) == {step(0, "T14", "T17", 3), step(1, "T50", "T53", 3)}


def test_PA_6_bonus_may_not_waste_the_remaining_die_then_is_lost():
    # After the capture on T14, token 0 is stuck behind seat 3's pair on T16.  Token 1 (T54)
    # can play the 3; with the bonus first it would reach H6 and the 3 would be lost: illegal.
    p = pa({0: ["T10", "T54", G, G], 2: ["T14"], 3: ["T16", "T16"]}, dice=[4, 3])
    p = do(p, step(0, "T10", "T14", 4, captures=[(2, 0)]))
    assert moves(p) == {step(1, "T54", "T57", 3)}
    p = do(p, step(1, "T54", "T57", 3))
    # Nobody can use the 20 now (token 1 would overshoot the goal): it is lost, the turn passes.
    assert p.bonuses == () and p.turn == 2 and p.needs_roll


def test_PA_6_unusable_bonus_with_no_dice_left_is_lost_at_once():
    p = pa({0: ["T60", G, G, G], 2: ["T67"]}, dice=[3, 4])
    p = do(p, sum_(0, "T60", "T67", [3, 4], captures=[(2, 0)]))
    assert p.bonuses == () and p.turn == 2 and p.needs_roll


def test_PA_6_a_bonus_move_that_captures_earns_its_own_bonus():
    p = pa({0: ["T10", "T40", G, G], 2: ["T14"], 1: ["T60"]}, dice=[4, 1])
    p = do(p, step(0, "T10", "T14", 4, captures=[(2, 0)]))
    assert bonus(1, "T40", "T60", 20, captures=[(1, 0)]) in moves(p)
    p = do(p, bonus(1, "T40", "T60", 20, captures=[(1, 0)]))
    assert p.bonuses == (20,) and p.remaining == (1,)
    assert locs(p)[1][0] == N


@pytest.mark.parametrize("amount", [0, 10, 20])
def test_PA_6_capture_bonus_option(amount):
    p = pa({0: ["T10", G, G, G], 2: ["T19"]}, dice=[4, 5], rules={"capture_bonus": amount})
    p = do(p, sum_(0, "T10", "T19", [4, 5], captures=[(2, 0)]))
    if amount:
        assert p.bonuses == (amount,) and moves(p) == {bonus(0, "T19", f"T{19 + amount}", amount)}
    else:
        assert p.turn == 2 and p.needs_roll


# -- PA-7: castles; the entering capture on an entry castle; a pair there blocks entering -----------------
def test_PA_7_entering_captures_a_single_opponent_on_the_entry_castle():
    p = pa({0: [], 2: ["T4"]}, dice=[5, 1])
    assert moves(p) == {enter(0, "T4", [5], captures=[(2, 0)])}
    p = do(p, enter(0, "T4", [5], captures=[(2, 0)]))
    assert locs(p)[2][0] == N and p.bonuses == (20,) and p.remaining == (1,)
    assert moves(p) == {step(0, "T4", "T5", 1), bonus(0, "T4", "T24", 20)}


def test_PA_7_entering_by_the_sum_captures_too():
    p = pa({0: [], 2: ["T4"]}, dice=[2, 3])
    assert moves(p) == {enter(0, "T4", [2, 3], captures=[(2, 0)])}


@pytest.mark.parametrize("dice", [[5, 5], [5, 2], [1, 4]])
def test_PA_7_an_opponent_pair_on_the_entry_castle_blocks_entering(dice):
    p = pa({0: [], 2: ["T4", "T4"]}, dice=dice)
    assert moves(p) == set()
    assert explain(p, 0, 0) == [("PA-7", "start_blocked", {"square": "T4"})]


def test_PA_7_own_pair_on_the_entry_castle_leaves_no_room():
    p = pa({0: ["T4", "T4"], 2: ["T40"]}, dice=[5, 2])
    assert moves(p) == {step(0, "T4", "T6", 2), step(1, "T4", "T6", 2), step(0, "T4", "T9", 5),
                        step(1, "T4", "T9", 5), sum_(0, "T4", "T11", [5, 2]), sum_(1, "T4", "T11", [5, 2])}


def test_PA_7_no_moving_token_lands_on_an_occupied_entry_castle():
    # Seat 1 (T1) cannot land on T4, held by seat 0 (its entry castle) or by anyone else.
    for holder in (0, 2):
        p = pa({1: ["T1", G, G, G], holder: ["T4"]}, turn=1, dice=[3, 6])
        assert moves(p) == {step(0, "T1", "T7", 6), sum_(0, "T1", "T10", [3, 6])}


def test_PA_7_only_the_castles_owner_captures_by_entering():
    # Seat 2 on seat 0's entry castle T4 is safe from seat 1 entering (seat 1 enters on T21).
    p = pa({1: [], 2: ["T4"]}, turn=1, dice=[5, 1])
    assert moves(p) == {enter(0, "T21", [5])}


# -- PA-8: blockades -------------------------------------------------------------------------------------
def test_PA_8_nobody_passes_a_blockade_the_owner_included():
    p = pa({0: ["T12", "T12", "T10", G], 2: ["T40"]}, dice=[1, 3])
    assert moves(p) == {step(2, "T10", "T11", 1),
                        step(0, "T12", "T13", 1), step(1, "T12", "T13", 1),
                        step(0, "T12", "T15", 3), step(1, "T12", "T15", 3),
                        sum_(0, "T12", "T16", [1, 3]), sum_(1, "T12", "T16", [1, 3])}


def test_PA_8_nothing_lands_on_a_blockade_and_bonuses_do_not_pass():
    p = pa({0: ["T9", G, G, G], 2: ["T12", "T12"]}, dice=[3, 2])
    assert moves(p) == {step(0, "T9", "T11", 2)}
    assert explain(p, 0, 0) == []
    # A bonus cannot pass it either.
    p = pa({0: ["T40", "T5", G, G], 2: ["T44", "T12", "T12"]}, dice=[4, 6])
    p = do(p, step(0, "T40", "T44", 4, captures=[(2, 0)]))
    assert bonus(1, "T5", "T25", 20) not in moves(p)


def test_PA_8_a_blockade_on_a_castle():
    p = pa({0: ["T11", G, G, G], 2: ["T13", "T13"]}, dice=[1, 3])
    assert moves(p) == {step(0, "T11", "T12", 1)}


def test_PA_8_two_own_tokens_in_the_home_column_block_nothing():
    # (reading, G-7) a pair on a home-column square is not a blockade.
    p = pa({0: ["H1", "H3", "H3", G], 2: ["T40"]}, dice=[4, 2])
    assert step(0, "H1", "H5", 4) in moves(p)
    assert sum_(0, "H1", "H7", [4, 2]) in moves(p)


# -- PA-9: a blockade is held at most 3 turns of its owner -------------------------------------------------
def _play_keeping(p: Position, dice, token_moves) -> Position:
    """Roll ``dice`` for the player to move and play ``token_moves`` (compact tuples) in order."""
    p = roll(p, dice)
    for m in token_moves:
        p = do(p, m)
    return p


def test_PA_9_fourth_turn_blockade_must_open():
    # (reading) the age counts the owner's rolls at whose end the blockade stood, the roll
    # that formed it included; the filter works move by move, among the moves G-10 allows.
    p = pa({0: ["T10", "T12", "T40", G], 2: ["T50"]})
    # Turn 1: the blockade on T12 is formed.
    p = _play_keeping(p, [2, 1], [step(0, "T10", "T12", 2), step(2, "T40", "T41", 1)])
    assert ages(p) == {"T12": 1} and p.turn == 2
    p = _play_keeping(p, [2, 1], [step(0, "T50", "T52", 2), step(0, "T52", "T53", 1)])
    assert ages(p) == {"T12": 1}                        # only the owner's rolls count
    p = _play_keeping(p, [2, 1], [step(2, "T41", "T43", 2), step(2, "T43", "T44", 1)])
    assert ages(p) == {"T12": 2}
    p = _play_keeping(p, [2, 1], [step(0, "T53", "T55", 2), step(0, "T55", "T56", 1)])
    p = _play_keeping(p, [2, 1], [step(2, "T44", "T46", 2), step(2, "T46", "T47", 1)])
    assert ages(p) == {"T12": 3}                        # held through turns 1, 2 and 3
    p = _play_keeping(p, [2, 1], [step(0, "T56", "T58", 2), step(0, "T58", "T59", 1)])
    # Turn 4: moves that keep the blockade are illegal; every legal move opens it.
    p = roll(p, [2, 1])
    assert moves(p) == {step(0, "T12", "T14", 2), step(1, "T12", "T14", 2),
                        step(0, "T12", "T13", 1), step(1, "T12", "T13", 1),
                        sum_(0, "T12", "T15", [2, 1]), sum_(1, "T12", "T15", [2, 1])}
    assert explain(p, 0, 2) == [("PA-9", "blockade_too_old", {"square": "T12", "turns": 3})]
    p = do(p, step(1, "T12", "T13", 1))
    # Open now: the other die is free again.
    assert ages(p) == {} and moves(p) == {step(0, "T12", "T14", 2), step(1, "T13", "T15", 2),
                                          step(2, "T47", "T49", 2)}


def test_PA_9_a_roll_after_a_double_counts_as_a_turn():
    p = pa({0: ["T12", "T12", "T20", G], 2: ["T50"]})
    for age in (1, 2, 3):
        p = _play_keeping(p, [3, 3], [])
        assert moves(p) >= {step(2, p.location(0, 2), f"T{int(p.location(0, 2)[1:]) + 3}", 3)}
        here = int(p.location(0, 2)[1:])
        p = do(p, step(2, f"T{here}", f"T{here + 3}", 3))
        p = do(p, step(2, f"T{here + 3}", f"T{here + 6}", 3))
        assert ages(p) == {"T12": age} and p.turn == 0 and p.needs_roll  # doubles: same player
    p = roll(p, [1, 2])
    assert all(m.frm == "T12" for m in legal_moves(p)) and legal_moves(p)


def test_PA_9_old_blockade_kept_when_no_move_opens_it():
    # Seat 2's pair on T13 stops the old blockade on T12: keeping it is then allowed.
    p = pa({0: ["T12", "T12", "T40", G], 2: ["T13", "T13"]}, dice=[1, 2], extra={"ages": {"T12": 3}})
    assert moves(p) == {step(2, "T40", "T41", 1), step(2, "T40", "T42", 2), sum_(2, "T40", "T43", [1, 2])}
    p = do(p, sum_(2, "T40", "T43", [1, 2]))
    assert ages(p) == {"T12": 4} and p.turn == 2
    # Still too old in the next roll: must open where it can.
    p = pa({0: ["T12", "T12", "T43", G], 2: ["T40"]}, dice=[1, 2], extra={"ages": {"T12": 4}})
    assert all(m.frm == "T12" for m in legal_moves(p))


def test_PA_9_re_forming_resets_the_age():
    # (reading) opening and re-forming in the same roll gives a new blockade: age 1 at the end.
    p = pa({0: ["T12", "T12", "T11", G], 2: ["T40"]}, dice=[2, 1], extra={"ages": {"T12": 3}})
    p = do(p, step(0, "T12", "T14", 2))                 # opens the old blockade
    assert ages(p) == {}
    p = do(p, step(2, "T11", "T12", 1))                 # a new blockade on the same square
    assert locs(p)[0] == ["T14", "T12", "T12", G]
    assert ages(p) == {"T12": 1} and p.turn == 2        # new: formed in this roll


def test_PA_9_other_seats_blockades_and_young_ones_do_not_restrict():
    p = pa({0: ["T12", "T12", "T40", G], 2: ["T60", "T60"]}, dice=[1, 2],
           extra={"ages": {"T12": 2, "T60": 7}})
    assert step(2, "T40", "T41", 1) in moves(p)


def _sum3(p: Position, seat: int, token: int) -> tuple:
    """The 1:2 sum move of ``tokens[seat][token]`` (three squares on along the ring)."""
    here = p.location(seat, token)
    return sum_(token, here, f"T{(int(here[1:]) + 2) % 68 + 1}", [1, 2])


@pytest.mark.parametrize("limit", [1, 2, 5])
def test_PA_9_blockade_max_turns_option(limit):
    p = pa({0: ["T12", "T12", "T40", G], 2: ["T60"]}, rules={"blockade_max_turns": limit})
    for turn in range(1, limit + 1):
        p = _play_keeping(p, [1, 2], [_sum3(p, 0, 2)])
        assert ages(p) == {"T12": turn}
        p = _play_keeping(p, [1, 2], [_sum3(p, 2, 0)])
    p = roll(p, [1, 2])
    assert legal_moves(p) and all(m.frm == "T12" for m in legal_moves(p))


def test_PA_9_no_limit_with_zero():
    p = pa({0: ["T12", "T12", "T40", G], 2: ["T60"]}, rules={"blockade_max_turns": 0})
    for _ in range(6):
        p = _play_keeping(p, [1, 2], [_sum3(p, 0, 2)])
        assert ages(p) == {}
        p = _play_keeping(p, [1, 2], [_sum3(p, 2, 0)])
    p = roll(p, [1, 2])
    assert _sum3(p, 0, 2) in moves(p)


def test_PA_9_passing_a_roll_ages_the_blockade():
    p = pa({0: ["T12", "T12", G, G], 2: ["T13", "T13"]}, dice=[1, 1], extra={"ages": {"T12": 1}})
    assert moves(p) == set()
    p = pass_roll(p)
    assert ages(p) == {"T12": 2} and p.turn == 0       # 1:1 was a double: roll again


def test_PA_9_limit_works_on_the_parchis_board_too():
    p = pos({0: ["T20", "T20", "T40"], 3: ["T60"]}, dice=[1, 2], rules={"blockade_max_turns": 1},
            extra={"ages": {"T20": 1}})
    assert legal_moves(p) and all(m.frm == "T20" for m in legal_moves(p))



def test_PA_9_does_not_restrict_the_RU_12_reward():
    """(reading) The reward after a third six (RU-12, a house rule on the Spanish board) is a
    choice the player may decline, not a move of the roll: with an old blockade on T5 any
    token may go home, or none.  (Found by bench/soak.py, seed 11131905.)"""
    p = Position.from_json({
        "variant": "spanish", "tokens": [["T22", "T5", "T11", "T5"], ["goal", "T6", "nest", "T68"],
                                         ["H6", "T62", "T28", "T29"], []],
        "turn": 0, "dice": [6], "remaining": [], "streak": 3, "last_moved": 3,
        "extra": {"ages": {"T5": 1}, "reward": 1},
        "rules": {"blockade_max_turns": 1, "three_in_a_row": "reward", "enter_on": 6, "capture_bonus": 0,
                  "goal_bonus": 0}})
    assert {(m.kind, m.frm) for m in legal_moves(p)} == {
        ("reward", "T22"), ("reward", "T5"), ("reward", "T11"), ("pass", "")}

# -- PA-10: doubles give another turn; reverse faces once the house is empty ---------------------------------
def test_PA_10_double_gives_another_turn():
    p = roll(pa({0: ["T10", G, G, N], 2: ["T40"]}), [2, 2])
    p = do(p, step(0, "T10", "T12", 2))
    p = do(p, step(0, "T12", "T14", 2))
    assert p.turn == 0 and p.needs_roll and p.streak == 1
    p = roll(p, [3, 3])
    assert p.streak == 2


def test_PA_10_six_six_read_as_one_one_and_as_six_one():
    # (reading) tokens at the goal are not in the house; a sum move takes any of the three
    # readings (12, 6+1 = 7, 1+1 = 2).
    p = pa({0: ["T10", G, G, G], 2: ["T40"]}, dice=[6, 6])
    assert moves(p) == {step(0, "T10", "T16", 6), rev(0, "T10", "T11", 6, 1),
                        sum_(0, "T10", "T22", [6, 6]), rsum(0, "T10", "T17", [6, 6], 7),
                        rsum(0, "T10", "T12", [6, 6], 2)}
    one = do(p, rev(0, "T10", "T11", 6, 1))
    assert one.remaining == (6,) and one.dice == (6, 6)
    assert moves(one) == {step(0, "T11", "T17", 6), rev(0, "T11", "T12", 6, 1)}
    # 1:1
    end = do(one, rev(0, "T11", "T12", 6, 1))
    assert locs(end)[0][0] == "T12" and end.turn == 0 and end.needs_roll   # still a double
    # 6:1 (either order)
    assert locs(do(one, step(0, "T11", "T17", 6)))[0][0] == "T17"
    six = do(p, step(0, "T10", "T16", 6))
    assert moves(six) == {step(0, "T16", "T22", 6), rev(0, "T16", "T17", 6, 1)}
    assert locs(do(six, rev(0, "T16", "T17", 6, 1)))[0][0] == "T17"


def test_PA_10_reverse_move_fields():
    p = pa({0: ["T10", G, G, G], 2: ["T40"]}, dice=[6, 6])
    d = [m.to_dict() for m in legal_moves(p) if m.steps == 1][0]
    assert d == {"seat": 0, "kind": "step", "token": 0, "from": "T10", "to": "T11", "dice": [6], "steps": 1,
                 "bonus": 0, "captures": []}
    # Documented order: per token, each face as rolled then reversed, then the sums 2d, 7, 14-2d.
    assert [(m.kind, m.steps) for m in legal_moves(p)] == [("step", 6), ("step", 1), ("sum", 12),
                                                           ("sum", 7), ("sum", 2)]


def test_PA_10_no_reverse_faces_while_a_token_is_in_the_house():
    p = pa({0: ["T10", G, G, N], 2: ["T40"]}, dice=[6, 6])
    assert moves(p) == {step(0, "T10", "T16", 6), sum_(0, "T10", "T22", [6, 6])}
    # 5:5 with a token in the house: enter, no reverse 2s.
    p = pa({0: ["T10", G, G, N], 2: ["T40"]}, dice=[5, 5])
    assert moves(p) == {enter(3, "T4", [5]), step(0, "T10", "T15", 5), sum_(0, "T10", "T20", [5, 5])}


def test_PA_10_reverse_faces_are_fixed_when_the_double_is_rolled():
    # (PA-10 as clarified) 5:5 rolled with a token in the house: the first 5 brings it out, the
    # house is now empty, but the second 5 is still read as rolled (no reverse 2).
    p = pa({0: ["T10", G, G, N], 2: ["T40"]}, dice=[5, 5])
    p = do(p, enter(3, "T4", [5]))
    assert p.remaining == (5,)
    assert moves(p) == {step(0, "T10", "T15", 5), step(3, "T4", "T9", 5)}
    # A produced position carries it (§6) and reads back with the same moves.
    assert p.to_json(full=True)["extra"] == {"reverse": False}
    assert roundtrip(p) == p and moves(roundtrip(p)) == moves(p)
    # The note lives for the roll only: the extra roll of the double has no token in the house.
    after = do(p, step(3, "T4", "T9", 5))
    assert after.turn == 0 and after.needs_roll and after.to_json(full=True)["extra"] == {}
    nxt = roll(after, [5, 5])
    assert rev(0, "T10", "T12", 5, 2) in moves(nxt) and rev(3, "T9", "T11", 5, 2) in moves(nxt)


def test_PA_10_reverse_faces_fixed_for_the_use_both_dice_rule():
    # Fixed for the whole roll: after entering with one 5, the token on H5 (3 from the goal)
    # cannot take a reverse 2 to H7; only the new token can use the second 5.
    p = pa({0: ["H5", G, G, N], 2: ["T40"]}, dice=[5, 5])
    assert moves(p) == {enter(3, "T4", [5])}
    p = do(p, enter(3, "T4", [5]))
    assert moves(p) == {step(3, "T4", "T9", 5)}


@pytest.mark.parametrize("extra, dice, rules", [
    ({"reverse": True}, [5, 5], None),
    ({"reverse": False}, [5, 5], {"reverse_faces": False}),
    ({"reverse": False}, [5, 3], None),
])
def test_PA_10_reverse_note_invalid(extra, dice, rules):
    with pytest.raises(PositionError) as e:
        pa({0: ["T10", G, G, "T4"], 2: ["T40"]}, dice=dice, remaining=[5], extra=extra, rules=rules)
    assert e.value.field == "extra.reverse"


def test_PA_10_two_tokens_three_readings_with_a_capture():
    # 5:5 read 5 or 2; the reverse 2 captures on T12, earning the bonus.
    p = pa({0: ["T10", "T30", G, G], 2: ["T12"]}, dice=[5, 5])
    assert moves(p) == {step(0, "T10", "T15", 5), rev(0, "T10", "T12", 5, 2, captures=[(2, 0)]),
                        step(1, "T30", "T35", 5), rev(1, "T30", "T32", 5, 2),
                        sum_(0, "T10", "T20", [5, 5]), rsum(0, "T10", "T17", [5, 5], 7),
                        rsum(0, "T10", "T14", [5, 5], 4), sum_(1, "T30", "T40", [5, 5]),
                        rsum(1, "T30", "T37", [5, 5], 7), rsum(1, "T30", "T34", [5, 5], 4)}
    p = do(p, rev(0, "T10", "T12", 5, 2, captures=[(2, 0)]))
    assert p.bonuses == (20,) and p.remaining == (5,)
    p = do(p, rev(1, "T30", "T32", 5, 2))
    p = do(p, bonus(1, "T32", "T52", 20))
    assert p.turn == 0 and p.needs_roll                 # 5:5 read as 2:2 is still a double


def test_PA_10_reverse_faces_option_off():
    p = pa({0: ["T10", G, G, G], 2: ["T40"]}, dice=[6, 6], rules={"reverse_faces": False})
    assert moves(p) == {step(0, "T10", "T16", 6), sum_(0, "T10", "T22", [6, 6])}


def test_PA_10_reverse_faces_only_on_doubles():
    p = pa({0: ["T10", G, G, G], 2: ["T40"]}, dice=[6, 1])
    assert moves(p) == {step(0, "T10", "T16", 6), step(0, "T10", "T11", 1), sum_(0, "T10", "T17", [6, 1])}


def test_PA_10_reverse_faces_keep_the_use_both_dice_rule():
    # H1 is 7 from the goal.  6:6: the sum read 6+1 reaches the goal, as does 6 then 1.
    p = pa({0: ["H1", G, G, G], 2: ["T40"]}, dice=[6, 6])
    assert moves(p) == {step(0, "H1", "H7", 6), rev(0, "H1", "H2", 6, 1), rsum(0, "H1", G, [6, 6], 7),
                        rsum(0, "H1", "H3", [6, 6], 2)}
    p = do(p, rsum(0, "H1", G, [6, 6], 7))
    assert p.is_over and p.winner == 0


# -- PA-11: the goal only by the exact count ----------------------------------------------------------------
def test_PA_11_exact_count_to_the_goal():
    p = pa({0: ["H5", "T20", G, G], 2: ["T40"]}, dice=[3, 6])
    assert step(0, "H5", G, 3) in moves(p)
    assert all(not (m.token == 0 and m.steps > 3) for m in legal_moves(p))
    p = pa({0: ["H5", G, G, G], 2: ["T40"]}, dice=[4, 6])
    assert moves(p) == set()
    assert explain(p, 0, 0)[0] == ("PA-11", "overshoot", {"steps": 4, "max": 3})


def test_PA_11_reaching_the_goal_wins():
    p = pa({0: ["H5", G, G, G], 2: ["T40"]}, dice=[3, 6])
    assert moves(p) == {step(0, "H5", G, 3)}
    p = do(p, step(0, "H5", G, 3))
    assert p.is_over and p.winner == 0 and legal_moves(p) == []


def test_PA_11_goal_in_the_route():
    p = pa({0: ["T68", G, G, G], 2: ["T40"]}, dice=[4, 4], rules={"reverse_faces": False})
    assert moves(p) == {step(0, "T68", "H4", 4), sum_(0, "T68", G, [4, 4])}
