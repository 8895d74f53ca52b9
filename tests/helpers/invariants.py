"""One invariant harness for seeded random games on every board and rule set.

:func:`check_position` and :func:`check_move` read the board table and the rule set (not
the preset's name), so they hold for every preset and for house rules that carry rules to
other boards (prisoners on the 68-square board, another token count on the Russian
board...).  :func:`check_variant` adds the Pachisi options' invariants (PA-9, PA-10) where
they are on.  :func:`run_game` plays a seeded random game with all of them at every
decision, every listed move applied (by value and by index), and the record replayed.

Positions (docs/rules.md G-5..G-7, G-13, §3, §6): each seat keeps its tokens; every token
stands on a place it may be (its nest, its route, a rest cell that exists and is played, M,
its own arrow cell, a prisoner of another seat); at most two tokens on a ring square and two
colours only where ES-7 lets them share, one token a square where no token may pass
another (RU-4), one in a rest cell; a home column without a goal filled innermost first;
only a pending gift lets another seat decide; finished seats have every token home; a game
over has no legal move; the dice and the rest of the roll fit.  Moves: listed for the seat
to move, from where the token stands, spending faces of the roll (a bonus only from the
pending bonuses), the route distance equal to ``steps``, capturing opponents where it lands,
passing no token where RU-4 forbids it, and giving a position that round-trips through JSON.
"""
from __future__ import annotations

import json
from collections import Counter

import pytest

from parchis_desktop.engine import Game, Position, legal_moves, pass_roll, play, replay
from parchis_desktop.engine.mechanics import partner, plays_for

__all__ = ["CAP_EVENTS", "RUSSIAN_CAP_EVENTS", "cap_events", "locs", "check_position",
           "check_move", "check_variant", "run_game"]

#: A game that has not ended after this many events fails (the Russian rules play longer).
CAP_EVENTS = 5000
RUSSIAN_CAP_EVENTS = 20_000


def cap_events(rules, seats: int = 4) -> int:
    """The event cap for ``rules`` on a board of ``seats`` seats (more seats, more tokens)."""
    return (RUSSIAN_CAP_EVENTS if rules.special_play else CAP_EVENTS) * seats // 4


def locs(p: Position) -> list[list[str]]:
    """Every token's location, per seat (the ``tokens`` field of §6)."""
    return p.to_json(full=False)["tokens"]


def _home_cells(board) -> list[str]:
    return [f"H{k}" for k in range(1, board.home_len + 1)]


def _is_home(board, loc: str) -> bool:
    """A token that has finished its journey: at the goal, or in a home column without goal."""
    return loc == "goal" if board.has_goal else loc in _home_cells(board)


def check_position(p: Position, seats: tuple[int, ...]) -> None:
    rules, board = p.rules, p.board
    where = locs(p)
    assert p.players == seats, "a seat appeared or vanished"
    home_cells = _home_cells(board)
    ring: Counter = Counter()
    colours: dict[str, set] = {}
    rests: Counter = Counter()
    for s, seat in enumerate(where):
        assert len(seat) == (rules.tokens if s in seats else 0), f"seat {s} lost or gained tokens"
        route = set(board.route[s])
        for loc in seat:
            if loc == "nest":
                continue
            if loc.startswith("T") or loc.startswith("H") or loc == "goal":
                assert loc in route, f"seat {s} token on {loc}, off its route"
                if loc.startswith("T"):
                    ring[loc] += 1
                    colours.setdefault(loc, set()).add(s)
            elif loc.startswith("O"):
                assert rules.rest_cells and int(loc[1:]) in board.rest_cells, loc
                rests[loc] += 1
            elif loc.startswith("A"):
                assert rules.mirror and loc == f"A{s}", f"seat {s} on {loc}"
            elif loc.startswith("P"):
                assert rules.prisoners and int(loc[1:]) != s and int(loc[1:]) in range(board.seats), loc
                assert not (rules.teams and int(loc[1:]) == (s + board.seats // 2) % board.seats), \
                    f"seat {s} held by its partner ({loc}, TM-2)"
            else:
                assert loc == "M" and rules.mirror and "M" in board.special_cells, loc
        if not board.has_goal:   # RU-16: innermost first, one token a cell
            home = sorted((loc for loc in seat if loc in home_cells), reverse=True)
            assert home == home_cells[::-1][:len(home)], f"seat {s}: home not innermost first {home}"
    for loc, n in ring.items():
        if board.no_jumping:
            assert n == 1, f"{n} tokens on {loc} (RU-4)"
        assert n <= 2, f"{n} tokens on {loc}"
        if len(colours[loc]) > 1:
            q = int(loc[1:])
            a, b = sorted(colours[loc])
            partners = rules.teams and b - a == board.seats // 2         # TM-2: partners share
            assert partners or (rules.shared_safe_squares and (q in board.safe or q in board.semi_safe)), \
                f"two colours on {loc}"
    assert all(n == 1 for n in rests.values()), rests
    assert p.turn in seats and p.to_move in seats
    if p.to_move != p.turn:
        assert p.extra.get("gift") == 6 and not p.needs_roll
    for s in p.finished:
        assert all(_is_home(board, loc) for loc in where[s]), f"seat {s} finished with tokens out"
    if p.is_over:
        if rules.teams:                                                  # TM-4
            team = p.team_places()[0]
            assert p.winner == team[0] and all(s in p.finished for s in team)
        else:
            assert p.winner == p.finished[0]
        assert legal_moves(p) == []
    elif rules.teams:                                                    # TM-3: plays on for the partner
        assert p.turn not in p.finished or partner(p, p.turn) not in p.finished
    else:
        assert p.turn not in p.finished
    assert len(p.dice) in (0, rules.dice)
    assert all(1 <= f <= 6 for f in p.dice)
    rest = list(p.dice)
    for f in p.remaining:
        rest.remove(f)  # remaining dice are faces of the roll not yet played
    if p.needs_roll:
        assert p.remaining == () and p.bonuses == ()
        assert all(m.kind == "exchange" for m in legal_moves(p))   # only RU-9 before a roll


def check_move(p: Position, m) -> Position:
    """``m`` is listed in ``p``: it applies, and gives a valid position again."""
    board = p.board
    assert m.seat == plays_for(p, p.to_move)                           # TM-3: the partner's tokens
    where = locs(p)
    if m.token is not None:
        assert where[m.seat][m.token] == m.frm
    rest = list(p.remaining)
    for f in m.dice:
        rest.remove(f)
    if m.bonus:
        assert m.bonus in p.bonuses and m.dice == ()
    landing = f"T{m.to[1:]}" if m.to.startswith("O") else m.to
    if m.kind in ("step", "sum", "bonus", "rest", "gift") and m.frm != "nest":
        route = board.route[m.seat]
        start = f"T{m.frm[1:]}" if m.frm.startswith("O") else m.frm
        a, b = route.index(start), route.index(landing)
        assert b - a == m.steps, m
        if board.no_jumping:   # RU-4: no token passes another
            taken = {loc for seat in where for loc in seat if loc.startswith("T")}
            between = {sq for sq in route[a + 1:b] if sq.startswith("T")}
            assert not between & taken, f"{m} passes a token"
            if m.frm.startswith("O"):
                assert start not in taken, f"{m} moves a covered token"
    for cs, ci in m.captures:
        assert cs != m.seat
        assert not (p.rules.teams and cs == partner(p, m.seat))          # TM-2
        if m.kind != "exchange":
            assert where[cs][ci] == landing, m
    json.dumps(m.to_dict())
    after = play(p, m)
    data = after.to_json(full=True)
    back = Position.from_json(json.dumps(data))
    assert back == after, data
    assert back.to_json(full=True) == data
    return after


def check_variant(p: Position) -> None:
    """The Pachisi options' invariants of one position (PA-9 ages, PA-10 readings)."""
    ages = p.extra.get("ages", {})   # as the full JSON writes it: {"T<n>": age}
    if not (ages or p.rules.reverse_faces or p.rules.blockade_max_turns or p.rules.six_counts_seven):
        return   # nothing below can differ from the faces (and no age to check)
    where = locs(p)
    for key, age in ages.items():
        owners = [s for s, seat in enumerate(where) for loc in seat if loc == key]
        assert len(owners) == 2 and owners[0] == owners[1], f"age for {key}, which is no blockade"
        assert isinstance(age, int) and age >= 1
    if not p.dice or p.is_over:
        return
    ms = legal_moves(p)
    double = len(p.dice) == 2 and p.dice[0] == p.dice[1]
    house_empty = "nest" not in where[p.to_move]
    for m in ms:
        if m.kind in ("step", "sum") and m.steps != sum(m.dice):
            if m.kind == "step" and p.rules.six_counts_seven and m.dice == (6,) and m.steps == 7:
                continue   # ES-4
            # PA-10: a double, no token in the house, none there when it was rolled either
            assert p.rules.reverse_faces and double and house_empty and "reverse" not in p.extra, m
            if m.kind == "step":
                assert m.steps == 7 - m.dice[0], m
            else:
                assert m.steps in (7, 14 - sum(m.dice)), m
    limit = p.rules.blockade_max_turns
    old = {k for k, a in ages.items() if limit and a >= limit and where[p.to_move].count(k) == 2}
    # PA-9 constrains the moves of the roll; the RU-12 reward after a third double or six is a
    # choice the player may decline (``pass``), so it is not one of them *(reading)*.
    played = [m for m in ms if m.kind not in ("reward", "pass")]
    if old and p.to_move == p.turn and any(m.frm in old for m in played):
        assert all(m.frm in old for m in played), "PA-9: a move keeps an old blockade that could open"


def run_game(variant: str, players: int, seed: int, every_move: bool = True,
             rules: dict | None = None, seats: int | None = None) -> Game:
    """A seeded random game (``Game.step_random``, pre-roll exchanges included) with every
    check of this module at every decision; fails if it does not end within the cap.
    ``seats`` picks the board (BD-1); larger boards get a longer cap."""
    game = Game.new(variant, players=players, seed=seed, rules=rules, seats=seats)
    seats = game.position.players
    cap = cap_events(game.position.rules, game.position.board.seats)
    check_position(game.position, seats)
    for _ in range(cap):
        p = game.position
        if p.is_over:
            break
        check_variant(p)
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
        pytest.fail(f"{variant} {players} players seed {seed} {rules or ''}: no end within {cap} events")
    assert game.position.is_over and not game.step_random()
    assert replay(game.record) == game.position
    assert replay(json.loads(json.dumps(game.record))) == game.position
    return game
