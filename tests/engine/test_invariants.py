"""Invariants over seeded random games (both presets, 2-4 players).

Every position a game passes through keeps each seat's tokens, keeps tokens on their own
route (G-6) with at most two per ring square (G-7) and two colours only where ES-7 allows;
every listed move applies and gives a position that round-trips through JSON (§6); the
record replays to the final position; and every game ends (a cap of 5000 events fails).

Uses the Hypothesis profile loaded by tests/conftest.py (``ci`` by default: 30 games;
HYPOTHESIS_PROFILE=dev for 100), with the deadline off since one example is a whole game.
"""
from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parchis_desktop.engine import Game, Position, legal_moves, pass_roll, play, replay

from .helpers import locs

CAP_EVENTS = 5000
HOME = {f"H{k}" for k in range(1, 8)}


def check_position(p: Position, seats: tuple[int, ...]) -> None:
    rules, board = p.rules, p.board
    where = locs(p)
    assert p.players == seats, "a seat appeared or vanished"
    ring: Counter = Counter()
    colours: dict[str, set] = {}
    for s, seat in enumerate(where):
        assert len(seat) == (rules.tokens if s in seats else 0), f"seat {s} lost or gained tokens"
        route = set(board.route[s])
        for loc in seat:
            assert loc == "nest" or loc in route, f"seat {s} token on {loc}, off its route"
            assert loc == "nest" or loc == "goal" or loc in HOME or loc.startswith("T")
            if loc.startswith("T"):
                ring[loc] += 1
                colours.setdefault(loc, set()).add(s)
    for loc, n in ring.items():
        assert n <= 2, f"{n} tokens on {loc}"
        if len(colours[loc]) > 1:
            q = int(loc[1:])
            assert rules.shared_safe_squares and (q in board.safe or q in board.semi_safe), \
                f"two colours on {loc}"
    assert p.turn in seats and p.to_move in seats
    for s in p.finished:
        assert all(loc == "goal" for loc in where[s]), f"seat {s} finished with tokens out"
    if p.is_over:
        assert p.winner == p.finished[0]
        assert legal_moves(p) == []
    else:
        assert p.turn not in p.finished
    assert len(p.dice) in (0, rules.dice)
    assert all(1 <= f <= 6 for f in p.dice)
    rest = list(p.dice)
    for f in p.remaining:
        rest.remove(f)  # remaining dice are faces of the roll not yet played
    if p.needs_roll:
        assert p.remaining == () and p.bonuses == ()


def check_move(p: Position, m) -> Position:
    """``m`` is listed in ``p``: it must apply, and the result must be a valid position again."""
    assert m.seat == p.to_move
    where = locs(p)
    if m.token is not None:
        assert where[m.seat][m.token] == m.frm
    rest = list(p.remaining)
    for f in m.dice:
        rest.remove(f)
    if m.bonus:
        assert m.bonus in p.bonuses and m.dice == ()
    for cs, ci in m.captures:
        assert cs != m.seat and where[cs][ci] == m.to
    json.dumps(m.to_dict())
    after = play(p, m)
    data = after.to_json(full=True)
    back = Position.from_json(json.dumps(data))
    assert back == after, data
    assert back.to_json(full=True) == data
    return after


def run_game(variant: str, players: int, seed: int, every_move: bool = True) -> Game:
    game = Game.new(variant, players=players, seed=seed)
    seats = game.position.players
    check_position(game.position, seats)
    for _ in range(CAP_EVENTS):
        p = game.position
        if p.is_over:
            break
        if not p.needs_roll:
            ms = legal_moves(p)
            if every_move:
                for i, m in enumerate(ms):
                    after = check_move(p, m)
                    assert play(p, i) == after  # by index too
                    check_position(after, seats)
            if not ms:
                assert pass_roll(p) is not None
        assert game.step_random()
        check_position(game.position, seats)
    else:
        pytest.fail(f"{variant} {players} players seed {seed}: no end within {CAP_EVENTS} events")
    assert game.position.is_over and not game.step_random()
    final = replay(game.record)
    assert final == game.position
    assert replay(json.loads(json.dumps(game.record))) == game.position
    return game


@settings(deadline=None)  # a whole game per example; other settings come from the profile
@given(variant=st.sampled_from(["parchis", "spanish"]), players=st.integers(2, 4),
       seed=st.integers(0, 2**64 - 1))
def test_random_games_keep_invariants(variant, players, seed):
    run_game(variant, players, seed)


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
