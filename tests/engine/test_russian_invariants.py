"""Invariants over seeded random `russian` games (2-4 players).

Every position a game passes through keeps 5 tokens per seat, each on a place it may be
(ring, rest cell, M, its own arrow cell, a prisoner of another seat, its home column filled
innermost first, its nest); never two tokens on a ring square or in a rest cell; only a
gift lets another seat decide.  Every listed move applies, gives a position that
round-trips through JSON (§6), and no step passes over a token (RU-4).  The record replays
to the final position, and every game ends (a cap of CAP_EVENTS events fails).  The random
games also take the pre-roll exchanges (``Game.step_random``).

Uses the Hypothesis profile loaded by tests/conftest.py, with the deadline off since one
example is a whole game.
"""
from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parchis_desktop.engine import Game, Position, legal_moves, pass_roll, play, replay

from .helpers import locs

CAP_EVENTS = 20_000
HOME = [f"H{k}" for k in range(1, 6)]


def check_position(p: Position, seats: tuple[int, ...]) -> None:
    board = p.board
    where = locs(p)
    assert p.players == seats, "a seat appeared or vanished"
    ring: Counter = Counter()
    rests: Counter = Counter()
    for s, seat in enumerate(where):
        assert len(seat) == (5 if s in seats else 0), f"seat {s} lost or gained tokens"
        for loc in seat:
            if loc.startswith("T"):
                assert loc in board.route[s]
                ring[loc] += 1
            elif loc.startswith("O"):
                assert int(loc[1:]) in board.rest_cells
                rests[loc] += 1
            elif loc.startswith("A"):
                assert loc == f"A{s}", f"seat {s} on {loc}"
            elif loc.startswith("P"):
                assert int(loc[1:]) != s and int(loc[1:]) in range(4)
            else:
                assert loc in ("nest", "M") or loc in HOME, loc
        home = sorted((loc for loc in seat if loc in HOME), reverse=True)
        assert home == HOME[::-1][:len(home)], f"seat {s}: home not innermost first {home}"
    assert all(n == 1 for n in ring.values()), ring
    assert all(n == 1 for n in rests.values()), rests
    assert p.turn in seats and p.to_move in seats
    if p.to_move != p.turn:
        assert p.extra.get("gift") == 6 and not p.needs_roll
    for s in p.finished:
        assert all(loc in HOME for loc in where[s])
    if p.is_over:
        assert legal_moves(p) == []
    if p.needs_roll:
        assert p.remaining == () and all(m.kind == "exchange" for m in legal_moves(p))


def check_move(p: Position, m) -> Position:
    """``m`` is listed in ``p``: it applies, passes no token, and gives a valid position again."""
    assert m.seat == p.to_move
    board = p.board
    where = locs(p)
    if m.token is not None:
        assert where[m.seat][m.token] == m.frm
    rest = list(p.remaining)
    for f in m.dice:
        rest.remove(f)
    if m.kind in ("step", "rest", "gift") and m.frm != "nest":
        route = board.route[m.seat]
        start = m.frm if m.frm.startswith("T") else f"T{m.frm[1:]}"
        end = m.to if not m.to.startswith("O") else f"T{m.to[1:]}"
        a, b = route.index(start), route.index(end)
        assert b - a == m.steps
        taken = {loc for seat in where for loc in seat if loc.startswith("T")}
        between = {sq for sq in route[a + 1:b] if sq.startswith("T")}
        assert not between & taken, f"{m} passes a token"
        if m.frm.startswith("O"):
            assert start not in taken, f"{m} moves a covered token"
    for cs, ci in m.captures:
        assert cs != m.seat
        if m.kind != "exchange":
            assert where[cs][ci] == (m.to if not m.to.startswith("O") else f"T{m.to[1:]}")
    json.dumps(m.to_dict())
    after = play(p, m)
    data = after.to_json(full=True)
    back = Position.from_json(json.dumps(data))
    assert back == after, data
    assert back.to_json(full=True) == data
    return after


def run_game(players: int, seed: int, every_move: bool = True, rules: dict | None = None) -> Game:
    game = Game.new("russian", players=players, seed=seed, rules=rules)
    seats = game.position.players
    check_position(game.position, seats)
    for _ in range(CAP_EVENTS):
        p = game.position
        if p.is_over:
            break
        ms = legal_moves(p)
        if every_move:
            for i, m in enumerate(ms):
                after = check_move(p, m)
                assert play(p, i) == after  # by index too
                check_position(after, seats)
        if not ms and not p.needs_roll:
            assert pass_roll(p) is not None
        assert game.step_random()
        check_position(game.position, seats)
    else:
        pytest.fail(f"russian {players} players seed {seed}: no end within {CAP_EVENTS} events")
    assert game.position.is_over and not game.step_random()
    assert replay(game.record) == game.position
    assert replay(json.loads(json.dumps(game.record))) == game.position
    return game


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
                        slow = set().union(*(russian._summaries_after(c, c.turn, x) for x in cands)) \
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
