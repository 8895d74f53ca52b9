"""Larger boards and teams (docs/rules.md §7): BD-1..BD-4 and TM-1..TM-4, one test (or more)
per rule id, from §6 positions with exact move sets.

Board facts used (BD-2): on N seats seat s starts on T(5+17s) and turns home after T(17s)
(seat 0: T(17N)); T(17s+1)..T(17s+4) are not on its route; safe squares T(17k+12), T(17k+17).
Six seats: starts 5, 22, 39, 56, 73, 90; eight: ... 107, 124, ring T1..T136.  Six-arm
Pachisi (BD-3): entry castles T(4+17s), castles T(17k-4), T(17k), T(17k+4).
"""
from __future__ import annotations

import json

import pytest

from parchis_desktop.engine import (BOARDS, Game, Position, PositionError, RuleSet, legal_moves,
                                    pass_roll, play, replay, roll)
from parchis_desktop.engine.boards import SEAT_COLOURS, SEAT_MARKS, board_for
from parchis_desktop.engine.movegen import explain
from parchis_desktop.engine.position import default_seats

from tests.helpers.positions import G, N, compact, do, enter, locs, moves, pos, pos_json, roundtrip, step, sum_

TEAMS = {"teams": True}


def seat_moves(p: Position) -> set[tuple]:
    """Legal moves as (seat, compact tuple): with TM-3 the seat moved is not ``to_move``."""
    return {(m.seat,) + compact(p, m) for m in legal_moves(p)}


def err(**kw) -> PositionError:
    tokens = kw.pop("tokens")
    with pytest.raises(PositionError) as e:
        Position.from_json(pos_json(tokens, **kw))
    return e.value


# -- BD-1: seats select the board ----------------------------------------------------------------
@pytest.mark.parametrize("variant, seats, board", [
    ("parchis", 4, "parchis68"), ("parchis", 6, "parchis102"), ("parchis", 8, "parchis136"),
    ("spanish", 6, "parchis102"), ("spanish", 8, "parchis136"),
    ("pachisi", 4, "pachisi96"), ("pachisi", 6, "pachisi144"), ("russian", 4, "russian56"),
])
def test_BD_1_seats_select_the_board(variant, seats, board):
    count = 5 if variant == "russian" else 4
    p = pos({0: [], seats // 2: []}, variant=variant, seats=seats, count=count)
    assert p.board is BOARDS[board] and p.board.seats == seats
    assert len(locs(p)) == seats and locs(p)[0] == [N] * count
    assert p.to_json()["seats"] == seats and roundtrip(p) == p


@pytest.mark.parametrize("variant, seats", [("russian", 6), ("russian", 8), ("pachisi", 8),
                                            ("parchis", 5), ("parchis", 2), ("parchis", 10)])
def test_BD_1_other_seats_are_invalid(variant, seats):
    e = err(tokens={0: [], 1: []}, variant=variant, seats=seats)
    assert e.field == "seats"


def test_BD_1_seats_must_be_an_integer_and_tokens_list_every_seat():
    data = pos_json({0: [], 3: []}, seats=6)
    data["seats"] = "6"
    with pytest.raises(PositionError) as e:
        Position.from_json(data)
    assert e.value.field == "seats"
    data = pos_json({0: [], 3: []}, seats=6)
    data["tokens"] = data["tokens"][:4]
    with pytest.raises(PositionError) as e:
        Position.from_json(data)
    assert e.value.field == "tokens"


def test_BD_1_two_to_seats_players():
    assert Game.new("parchis", 8, seed=1).position.players == tuple(range(8))
    assert Game.new("pachisi", 6, seed=1).position.board.name == "pachisi144"
    assert Game.new("spanish", 2, seed=1, seats=8).position.players == (0, 4)
    for variant, players, seats in (("parchis", 9, None), ("pachisi", 7, None), ("russian", 5, None),
                                    ("parchis", 7, 6), ("parchis", 1, 6)):
        with pytest.raises(PositionError):
            Game.new(variant, players, seed=1, seats=seats)


def test_BD_1_turn_order_on_six_seats():
    # G-2 against travel: after seat 0 comes seat 5; a roll with no move passes to it.
    p = pos({0: [], 1: [], 2: [], 3: [], 4: [], 5: []}, seats=6, dice=[1, 2])
    assert moves(p) == set()
    assert pass_roll(p).to_move == 5
    q = pos({0: [], 1: [], 2: [], 3: [], 4: [], 5: []}, variant="spanish", seats=6, dice=[1])
    assert pass_roll(q).to_move == 1                                   # with travel


# -- BD-2: the 17N-square Parchís ring ------------------------------------------------------------
@pytest.mark.parametrize("seats", [4, 6, 8])
def test_BD_2_board_table(seats):
    b = board_for("parchis68", seats)
    n = 17 * seats
    assert b.ring == n and b.seats == seats and b.home_len == 7 and b.has_goal
    assert b.start == tuple(5 + 17 * s for s in range(seats))
    assert b.end == (n,) + tuple(17 * s for s in range(1, seats))
    assert b.safe == frozenset(q for k in range(seats) for q in (17 * k + 12, 17 * k + 17))
    assert len(b.safe) == 2 * seats and b.semi_safe == frozenset(b.start)
    for s in range(seats):
        assert b.excluded[s] == frozenset(17 * s + d for d in range(1, 5))
        r = b.route[s]
        assert r[0] == f"T{b.start[s]}" and r[-9] == f"T{b.end[s]}" and r[-8:] == tuple(
            [f"H{k}" for k in range(1, 8)] + ["goal"])
        assert len(r) == n - 4 + 8
    assert set(b.cells) >= {f"T{q}" for q in range(1, n + 1)} | {"goal"}


def test_BD_2_six_seats_starts():
    assert BOARDS["parchis102"].start == (5, 22, 39, 56, 73, 90)


def test_BD_2_squares_off_the_route_are_invalid():
    assert err(tokens={0: ["T1"], 3: []}, seats=6).field == "tokens[0][0]"
    assert err(tokens={0: [], 5: ["T88"]}, seats=6).field == "tokens[5][0]"      # 17*5+3
    assert err(tokens={0: ["T137"], 4: []}, seats=8).field == "tokens[0][0]"


def test_BD_2_seat_zero_goes_home_after_the_last_square():
    p = pos({0: ["T100", G, G, G], 3: ["T40"]}, seats=6, dice=[1, 4])
    assert moves(p) == {step(0, "T100", "T101", 1), step(0, "T100", "H2", 4), sum_(0, "T100", "H3", [1, 4])}


def test_BD_2_eight_seats_wrap_and_capture():
    # Seat 7 (start T124, end T119) passes T136 -> T1; T2 holds seat 1's single token.
    p = pos({7: ["T134", G, G, G], 1: ["T2"]}, seats=8, turn=7, dice=[3, 4])
    assert moves(p) == {step(0, "T134", "T1", 3), step(0, "T134", "T2", 4, captures=[(1, 0)]),
                        sum_(0, "T134", "T5", [3, 4])}


def test_BD_2_safe_squares_and_starts_of_the_new_seats():
    # T80 = 17*4 + 12 is safe, T73 is seat 4's start (semi-safe): seat 3 captures on neither.
    p = pos({3: ["T77", "T69", G, G], 4: ["T80", "T73"]}, seats=6, turn=3, dice=[3, 4])
    assert moves(p) == {step(0, "T77", "T81", 4), sum_(0, "T77", "T84", [3, 4]), step(1, "T69", "T72", 3),
                        sum_(1, "T69", "T76", [3, 4])}
    # Seat 4 entering captures on its own start (PL-9).
    q = pos({4: [N, N, N, N], 3: ["T73"]}, seats=6, turn=4, dice=[5, 2])
    assert moves(q) == {enter(0, "T73", [5], captures=[(3, 0)])}


# -- BD-3: the six-arm Pachisi board -------------------------------------------------------------
def test_BD_3_board_table():
    b = BOARDS["pachisi144"]
    assert b.ring == 102 and b.seats == 6 and b.home_len == 7 and b.has_goal
    assert b.start == (4, 21, 38, 55, 72, 89) and b.end == (102, 17, 34, 51, 68, 85)
    assert b.castles == frozenset({4, 13, 17, 21, 30, 34, 38, 47, 51, 55, 64, 68, 72, 81, 85, 89, 98, 102})
    assert b.semi_safe == frozenset(b.start) and b.safe == b.castles - b.semi_safe
    assert all(len(r) == 102 - 3 + 8 for r in b.route)
    assert RuleSet.preset_named("pachisi").board == "pachisi96"


def test_BD_3_castles_and_entering():
    # T98 (17*6-4) is a castle: seat 5 may not land on seat 0's token there (PA-7).
    p = pos({5: ["T95", G, G, G], 0: ["T98"]}, variant="pachisi", seats=6, turn=5, dice=[3, 2])
    assert moves(p) == {step(0, "T95", "T97", 2), sum_(0, "T95", "T100", [3, 2])}
    # Seat 4 enters on its castle T72 with a 5, capturing a single opponent there (PA-7).
    q = pos({4: [N, N, N, N], 3: ["T72"]}, variant="pachisi", seats=6, turn=4, dice=[5, 6])
    assert moves(q) == {enter(0, "T72", [5], captures=[(3, 0)])}


def test_BD_3_seat_zero_ends_on_T102():
    p = pos({0: ["T101", G, G, G], 3: ["T40"]}, variant="pachisi", seats=6, dice=[1, 2])
    assert moves(p) == {step(0, "T101", "T102", 1), step(0, "T101", "H1", 2), sum_(0, "T101", "H2", [1, 2])}


# -- BD-4: default seats, colours and marks ----------------------------------------------------------
@pytest.mark.parametrize("players, seats, want", [
    (2, 4, [0, 2]), (3, 4, [0, 1, 2]), (4, 4, [0, 1, 2, 3]), (2, 6, [0, 3]), (4, 6, [0, 1, 3, 4]),
    (3, 6, [0, 2, 4]), (5, 6, [0, 1, 2, 3, 4]), (2, 8, [0, 4]), (3, 8, [0, 2, 5]), (6, 8, [0, 1, 2, 4, 5, 6]),
])
def test_BD_4_default_seats(players, seats, want):
    assert default_seats(players, seats) == want
    variant = "pachisi" if seats != 8 else "parchis"
    assert list(Position.initial(variant, players, seats=seats).players) == want


def test_BD_4_colours_and_marks():
    assert SEAT_COLOURS == ("yellow", "blue", "red", "green", "orange", "purple", "cyan", "brown")
    assert len(set(SEAT_MARKS)) == len(SEAT_MARKS) == 8


# -- TM-1: the teams option ----------------------------------------------------------------------
def test_TM_1_option():
    assert RuleSet.preset_named("parchis").teams is False
    assert all(RuleSet.preset_named(p).teams is False for p in ("spanish", "russian", "pachisi"))
    p = pos({0: ["T10"], 1: [], 2: [], 3: []}, rules=TEAMS, dice=[1, 2])
    assert p.rules.teams and p.teams() == [(0, 2), (1, 3)]
    assert p.to_json(full=True)["rules"]["teams"] is True and p.to_json(full=False)["rules"] == TEAMS
    assert roundtrip(p) == p
    # Without teams the option is not written (saves and records of earlier games unchanged).
    assert "teams" not in pos({0: [], 2: []}).to_json(full=True)["rules"]


@pytest.mark.parametrize("tokens, seats, variant", [
    ({0: [], 2: []}, 4, "parchis"),                    # two players
    ({0: [], 1: [], 2: []}, 4, "parchis"),              # odd
    ({0: [], 1: [], 2: [], 3: []}, 6, "parchis"),       # seats 1 and 2: partners 4 and 5 empty
    ({0: [], 1: [], 3: [], 5: []}, 6, "pachisi"),       # seat 1's partner 4 is empty
    ({0: [], 1: [], 2: [], 3: []}, 4, "russian"),       # teams do not apply to the russian board
])
def test_TM_1_invalid_teams(tokens, seats, variant):
    e = err(tokens=tokens, seats=seats, variant=variant, rules=TEAMS, dice=[])
    assert e.field == "rules.teams"


def test_TM_1_default_seats_seat_partners_opposite():
    for players, seats in ((4, 4), (4, 6), (6, 6), (4, 8), (6, 8), (8, 8)):
        p = Game.new("parchis", players, seed=1, seats=seats, rules=TEAMS).position
        assert len(p.teams()) == players // 2


# -- TM-2: partners never capture each other; a team pair blocks ------------------------------------
def test_TM_2_partners_share_a_square():
    p = pos({0: ["T10", G, G, G], 1: ["T40"], 2: ["T13"], 3: ["T60"]}, rules=TEAMS, dice=[3, 5])
    assert moves(p) == {step(0, "T10", "T13", 3), step(0, "T10", "T15", 5), sum_(0, "T10", "T18", [3, 5])}
    without = pos({0: ["T10", G, G, G], 1: ["T40"], 2: ["T13"], 3: ["T60"]}, dice=[3, 5])
    assert step(0, "T10", "T13", 3, captures=[(2, 0)]) in moves(without)
    # On a safe square too (T12): the partner's token is no opponent (PL-10 does not apply).
    q = pos({0: ["T10", G, G, G], 1: ["T40"], 2: ["T12"], 3: ["T60"]}, rules=TEAMS, dice=[2, 5])
    assert step(0, "T10", "T12", 2) in moves(q)


def test_TM_2_partners_on_the_entering_start_are_not_captured():
    p = pos({0: [N, N, N, N], 1: ["T40"], 2: ["T5"], 3: ["T60"]}, rules=TEAMS, dice=[5, 6])
    assert moves(p) == {enter(0, "T5", [5])}
    without = pos({0: [N, N, N, N], 1: ["T40"], 2: ["T5"], 3: ["T60"]}, dice=[5, 6])
    assert moves(without) == {enter(0, "T5", [5], captures=[(2, 0)])}


def test_TM_2_a_team_pair_blocks():
    # Seat 0 and its partner 2 both on T20: a blockade (PL-11) for seat 3 at T18.
    p = pos({3: ["T18", G, G, G], 0: ["T20"], 2: ["T20"], 1: ["T40"]}, rules=TEAMS, turn=3, dice=[4, 1])
    assert moves(p) == {step(0, "T18", "T19", 1)}
    # It blocks the partners too, and nothing lands on it: seat 0's token on T18 cannot move.
    q = pos({0: ["T18", "T20", G, G], 2: ["T20"], 1: ["T40"], 3: ["T60"]}, rules=TEAMS, dice=[2, 3])
    assert moves(q) == {step(1, "T20", "T22", 2), step(1, "T20", "T23", 3), sum_(1, "T20", "T25", [2, 3])}
    assert {r.why for r in explain(q, 0, 0)} == {"blocked"}
    # Without teams the two colours could not share T20 (G-7).
    with pytest.raises(PositionError):
        pos({3: ["T18"], 0: ["T20"], 2: ["T20"], 1: ["T40"]}, turn=3, dice=[4, 1])


def test_TM_2_a_prisoner_handed_to_its_partner_goes_home():
    """RU-9 with ``teams`` (reading: §7 is silent): seat 3 holds seat 0's token and seat 2,
    seat 0's partner, holds seat 3's.  Handing seat 0's token to seat 2 frees it (back to its
    nest), as a token handed back to its own seat: partners never hold each other prisoner.
    (Found by bench/soak.py: Pachisi with prisoners and teams, seed 11341612.)"""
    rules = {"teams": True, "prisoners": True}
    p = pos({3: ["P2", "T60", G, G], 0: ["P3", "T10"], 1: ["T30"], 2: ["T40"]},
            variant="pachisi", rules=rules, turn=3, dice=[])
    handed = [m for m in legal_moves(p) if m.kind == "exchange"]
    assert [(m.seat, m.frm, m.captures) for m in handed] == [(3, "P2", ((0, 0),))]
    q = play(p, handed[0])
    assert locs(q)[3][0] == N and locs(q)[0][0] == N             # both tokens free
    assert roundtrip(q) == q and q.needs_roll
    with pytest.raises(PositionError) as e:                      # never a partner's prisoner
        pos({3: ["T60"], 0: ["P2", "T10"], 1: ["T30"], 2: ["T40"]}, variant="pachisi", rules=rules)
    assert e.value.field == "tokens[0][0]" and "TM-2" in str(e.value)


# -- TM-3: a finished player plays the partner's tokens ---------------------------------------------
def test_TM_3_finished_player_plays_the_partners_tokens():
    p = pos({0: [G, G, G, G], 1: ["T30"], 2: ["T40", N, N, N], 3: ["T60"]}, rules=TEAMS, dice=[3, 4],
            finished=[0])
    assert p.turn == 0 and p.to_move == 0
    assert seat_moves(p) == {(2,) + step(0, "T40", "T43", 3), (2,) + step(0, "T40", "T44", 4),
                             (2,) + sum_(0, "T40", "T47", [3, 4])}
    assert explain(p, 2, 1)[0].why == "needs_enter"           # the partner's tokens are the player's now
    assert roundtrip(p) == p


def test_TM_3_the_rest_of_the_roll_and_bonuses_go_to_the_partner():
    # Spanish, teams: seat 0 brings its last token home; its 10-step goal bonus (ES-3) is
    # played by the partner's token.
    p = pos({0: ["H5", G, G, G], 1: ["T30"], 2: ["T40", G, G, G], 3: ["T60"]}, variant="spanish",
            rules=TEAMS, dice=[3])
    p = do(p, step(0, "H5", G, 3))
    assert p.finished == (0,) and not p.is_over and p.bonuses == (10,) and p.to_move == 0
    assert seat_moves(p) == {(2, "bonus", 0, "T40", "T50", (), 10, 10, ())}
    # Parchís, teams: the other die of the roll moves the partner's token.
    q = pos({0: ["H6", G, G, G], 1: ["T30"], 2: ["T40", G, G, G], 3: ["T60"]}, rules=TEAMS, dice=[2, 3])
    q = do(q, step(0, "H6", G, 2))
    assert q.finished == (0,) and q.remaining == (3,)
    assert seat_moves(q) == {(2,) + step(0, "T40", "T43", 3)}


def test_TM_3_capture_bonus_by_the_partners_token():
    p = pos({0: [G, G, G, G], 1: ["T43"], 2: ["T40", G, G, G], 3: ["T60"]}, variant="spanish",
            rules=TEAMS, dice=[3], finished=[0])
    assert seat_moves(p) == {(2, "step", 0, "T40", "T43", (3,), 3, 0, ((1, 0),))}
    p = p.play(legal_moves(p)[0])
    assert p.bonuses == (20,) and locs(p)[1][0] == N
    assert seat_moves(p) == {(2, "bonus", 0, "T43", "T63", (), 20, 20, ())}


def test_TM_3_finished_player_keeps_their_turn():
    # Seat 1 finished, its partner 3 not: turn order still stops at seat 1 (against travel: 2 -> 1).
    p = pos({0: ["T10"], 1: [G, G, G, G], 2: [N, N, N, N], 3: ["T60"]}, rules=TEAMS, turn=2, dice=[1, 2],
            finished=[1])
    assert moves(p) == set()
    after = pass_roll(p)
    assert after.turn == 1 and after.needs_roll
    after = roll(after, [1, 3])
    assert seat_moves(after) == {(3,) + step(0, "T60", "T61", 1), (3,) + step(0, "T60", "T63", 3),
                                 (3,) + sum_(0, "T60", "T64", [1, 3])}
    # Without teams a finished seat is skipped (G-13 with play_for_places).
    q = pos({0: ["T10"], 1: [G, G, G, G], 2: [N, N, N, N], 3: ["T60"]}, turn=2, dice=[1, 2], finished=[1],
            rules={"play_for_places": True})
    assert pass_roll(q).turn == 0


# -- TM-4: the first team home wins; places per team --------------------------------------------------
def test_TM_4_one_partner_home_does_not_end_the_game():
    p = pos({0: ["H6", G, G, G], 1: ["T30"], 2: ["T40"], 3: ["T60"]}, rules=TEAMS, dice=[2, 5])
    p = do(p, step(0, "H6", G, 2))
    assert p.finished == (0,) and not p.is_over and p.winner is None


def test_TM_4_the_first_team_home_wins():
    p = pos({0: [G, G, G, G], 1: ["T30"], 2: ["H6", G, G, G], 3: ["T60"]}, rules=TEAMS, dice=[2, 5],
            finished=[0])
    p = p.play(next(m for m in legal_moves(p) if m.to == G))
    assert p.is_over and p.finished == (0, 2) and p.winner == 0
    assert p.team_places() == [(0, 2), (1, 3)] and p.places() == [0, 2, 1, 3]
    assert legal_moves(p) == []


def test_TM_4_play_for_places_per_team():
    rules = {"teams": True, "play_for_places": True}
    p = pos({0: [G, G, G, G], 1: ["H6", G, G, G], 2: ["T40"], 3: ["T70", G, G, G], 4: [G, G, G, G],
             5: ["T50"]}, seats=6, rules=rules, turn=1, dice=[2, 5], finished=[0, 4])
    # Seats 1 and 4 are a team (1 + 6/2): seat 1 finishing completes it.
    p = do(p, step(0, "H6", G, 2))
    assert p.finished == (0, 4, 1) and not p.is_over           # one team home, two teams left
    assert p.team_places()[0] == (4, 1) and p.winner == 4
    assert set(p.team_places()[1:]) == {(0, 3), (2, 5)}
    assert roundtrip(p) == p


def test_TM_random_team_games_end_and_replay():
    for variant, players, seats, seed in (("parchis", 4, 4, 1), ("spanish", 6, 6, 2), ("pachisi", 6, 6, 3),
                                          ("parchis", 4, 8, 4)):
        game = Game.new(variant, players, seed=seed, seats=seats, rules=TEAMS)
        while game.step_random():
            p = game.position
            for m in legal_moves(p):
                assert m.seat in (p.to_move, (p.to_move + seats // 2) % seats)
        final = game.position
        team = final.team_places()[0]
        assert final.is_over and all(s in final.finished for s in team)
        assert replay(json.loads(json.dumps(game.record))) == final


@pytest.mark.parametrize("house", [{}, {"capture_enforcement": "forced"}, {"three_in_a_row": "reward"}])
def test_TM_3_the_finished_players_roll_goes_on_under_every_house_rule(house):
    """A finished player's roll, played with the partner's tokens, goes on after its first
    move with any house rule (the rules layer of the Russian options ended the turn there: a
    finished roller's turn passed after one die, and on a Pachisi board a double's reverse-face
    note was left on a position that then failed to read back)."""
    p = pos({0: [G, G, G, G], 1: ["T30"], 2: ["T40", N, N, N], 3: ["T60"]}, rules={**TEAMS, **house},
            dice=[3, 4], finished=[0])
    p = do(p, step(0, "T40", "T43", 3))
    assert p.turn == 0 and p.to_move == 0 and p.remaining == (4,)
    assert seat_moves(p) == {(2,) + step(0, "T43", "T47", 4)}
    assert roundtrip(p) == p


def test_PA_10_the_reverse_note_ends_with_the_roll_of_a_finished_partner():
    # Six-arm Pachisi, teams, forced captures: seat 3 (finished) plays seat 0's last token out
    # of the house with a 5 of a double 5:5, then the other 5 moves it on (TM-3); the note that
    # this double was rolled with a token in the house (PA-10) ends with the roll.
    rules = {**TEAMS, "reverse_faces": True, "capture_enforcement": "forced", "extra_roll": "six"}
    p = pos({0: [G, G, G, N], 1: [G, G, G, "T100"], 2: [G, G, "T33", N], 3: [G, G, G, G], 4: [G, G, G, "T14"],
             5: [G, G, G, G]}, variant="pachisi", seats=6, rules=rules, turn=3, dice=[5, 5], finished=[5, 3])
    [enter_move] = legal_moves(p)
    p = p.play(enter_move)
    assert p.turn == 3 and p.remaining == (5,) and p.extra == {"reverse": False}
    [on] = legal_moves(p)
    p = p.play(on)
    assert p.turn == 4 and "reverse" not in p.extra
    assert roundtrip(p) == p
