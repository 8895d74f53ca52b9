"""Pachisi invariants over seeded random games, and the engine against a literal reference.

1. With the shared harness (tests/helpers/invariants.py), as for the other presets: with 2-4
   players, every position keeps each seat's tokens, keeps tokens on their own route with
   at most two per ring square, every listed move applies and gives a position that
   round-trips through JSON (§6), the record replays, and every game ends (a cap of 5000
   events fails).  Pachisi adds: blockade ages name standing blockades; reverse-face moves
   only on doubles with an empty house, with steps d or 7-d; an old blockade is opened
   whenever a legal move opens it (PA-9).
2. :class:`Ref` below is a slow reading of docs/rules.md §0/§4 written from the rule book (no
   engine internals: it reads the public full JSON).  At every decision of random games,
   under several rule sets, the engine's legal move set must equal the reference's, and
   every move must leave the tokens, the rest of the roll, the next decision and the
   blockade ages as the reference says.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parchis_desktop.engine import Game, Position, legal_moves, pass_roll, play
# The one harness (tests/helpers/invariants.py) and the shared reference reading; the
# harness's names stay importable from here too (check_pachisi: its Pachisi checks).
from tests.helpers.invariants import CAP_EVENTS, check_move, check_position, run_game  # noqa: F401
from tests.helpers.invariants import check_variant as check_pachisi  # noqa: F401
from tests.helpers.reference import RefState, route as _route

from .helpers import compact, locs

# -- 1. invariants --------------------------------------------------------------------------


def run_pachisi(players: int, seed: int, rules: dict | None = None):
    return run_game("pachisi", players, seed, rules=rules)


@settings(deadline=None)  # a whole game per example; other settings come from the profile
@given(players=st.integers(2, 4), seed=st.integers(0, 2**64 - 1))
def test_random_pachisi_games_keep_invariants(players, seed):
    run_pachisi(players, seed)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fixed_seed_pachisi_games_keep_invariants(players):
    run_pachisi(players, seed=players)


@pytest.mark.parametrize("rules", [{"blockade_max_turns": 1}, {"capture_bonus": 10, "goal_bonus": 10},
                                   {"shared_safe_squares": True}, {"reverse_faces": False},
                                   {"blockade_max_turns": 0, "turn_order": "against_travel"}])
def test_pachisi_option_games_keep_invariants(rules):
    for seed in range(3):
        run_pachisi(2 + seed, 70 + seed, rules)


def test_pachisi_games_end_and_replay_over_many_seeds():
    from collections import Counter
    winners = Counter()
    for seed in range(20):
        game = run_game("pachisi", 2 + seed % 3, 20_000 + seed, every_move=False)
        winners[game.position.winner] += 1
    assert sum(winners.values()) == 20 and len(winners) > 1


# -- 2. a literal reference reading of §4 (and BD-3's six arms) ------------------------------------
RING = 68
CASTLES = {4, 13, 17, 21, 30, 34, 38, 47, 51, 55, 64, 68}          # PA-2
ENTRY = {4 + 17 * s: s for s in range(4)}                          # PA-3 / PA-7


def route(seat: int, ring: int = RING) -> list[str]:
    """Entry castle T(4+17s) .. end square T(17s) (seat 0: the last square), H1..H7, goal (§4,
    BD-3): 72 steps."""
    return _route(4 + 17 * seat, 17 * seat or ring, ring, 7)


ROUTES = [route(s) for s in range(4)]
GOAL = 72
assert all(len(r) == GOAL + 1 for r in ROUTES)


def board(seats: int) -> tuple[int, set, list]:
    """BD-3 for N arms (N = 4: §4): (ring length 17N, castles T(17k-4), T(17k), T(17k+4) for
    k = 1..N -- T(17N+4) is T4 --, routes: 17N - 4 ring squares, H1..H7, goal)."""
    ring = 17 * seats
    castles = {(17 * k + d - 1) % ring + 1 for k in range(1, seats + 1) for d in (-4, 0, 4)}
    return ring, castles, [route(s, ring) for s in range(seats)]


_BOARDS = {n: board(n) for n in (4, 6)}
assert _BOARDS[4] == (RING, CASTLES, ROUTES)
assert len(_BOARDS[6][1]) == 18 and 4 in _BOARDS[6][1] and 102 in _BOARDS[6][1]


@dataclass
class Ref(RefState):
    """Pachisi's rules (§4) over the shared reading (tests/helpers/reference.py), teams too (§7).

    With teams *(reading)*: PA-9's limit counts a pair of the player's own two tokens (a pair
    with the partner blocks, TM-2, but ages for nobody); a finished player's rolls are turns
    of the partner whose tokens it plays (its pairs age, its house decides PA-10)."""

    house_at_roll: bool = False    # PA-10: a token was in the house when this roll was rolled

    @property
    def routes(self) -> list:
        return _BOARDS[len(self.tokens)][2]

    @classmethod
    def of(cls, position: Position) -> "Ref":
        ref = super().of(position)
        d = position.to_json(full=True)
        # The house only empties during a roll; a position read mid-roll notes it.
        turn = d["turn"]
        if ref.teams and turn in ref.finished:
            turn = ref.partner(turn)                                # TM-3
        ref.house_at_roll = "nest" in d["tokens"][turn] or d["extra"].get("reverse") is False
        return ref

    def pair_seat(self, q: int):
        """The seat whose own two tokens stand on ``q`` (a blockade PA-9 ages), else None."""
        here = self.on(q)
        if self.rules["blockades"] and len(here) == 2 and here[0][0] == here[1][0]:
            return here[0][0]
        return None

    def roller(self) -> int:
        """The seat whose tokens the roller plays (TM-3)."""
        t = self.turn
        return self.partner(t) if self.teams and t in self.finished else t

    # -- square by square ---------------------------------------------------------------------
    def target(self, seat: int, frm: int, steps: int):
        ring, castles, routes = _BOARDS[len(self.tokens)]
        r = routes[seat]
        dst = frm + steps
        if dst > len(r) - 1:
            return None                                            # PA-11
        for k in range(frm + 1, dst):
            if r[k].startswith("T") and self.blockade_owner(int(r[k][1:])) is not None:
                return None                                        # PA-8: nobody passes
        if not r[dst].startswith("T"):
            if r[dst] != "goal" and sum(loc == r[dst] for loc in self.tokens[seat]) >= 2:
                return None                                        # G-7: two on a home square
            return dst, ()
        q = int(r[dst][1:])
        here = self.on(q)
        if not here:
            return dst, ()
        if len(here) == 2:
            return None                                            # PA-8 / G-7
        (os_, oi), = here
        if self.friends(seat, os_):
            return dst, ()                                         # TM-2: the partner's too
        if q in castles:
            return (dst, ()) if self.rules["shared_safe_squares"] else None   # PA-7 / ES-7
        return dst, ((os_, oi),)                                   # PA-5

    def enter_target(self, seat: int):
        return self.enter_captures(seat, 4 + 17 * seat)             # PA-7 (ES-8 when shared)

    def reverse(self, seat: int) -> bool:                          # PA-10: fixed when rolled
        return (self.rules["reverse_faces"] and len(self.dice) == 2 and self.dice[0] == self.dice[1]
                and seat == self.roller() and not self.house_at_roll)

    def candidates(self) -> list[tuple]:
        seat = self.plays()                                        # TM-3
        rem = self.remaining
        faces = list(dict.fromkeys(rem))
        out = []
        nest = [i for i, loc in enumerate(self.tokens[seat]) if loc == "nest"]
        if nest and rem:
            ways = []
            if self.rules["enter_on"] in faces:
                ways.append((self.rules["enter_on"],))
            if self.rules["enter_by_sum"] and len(rem) == 2 and sum(rem) == self.rules["enter_on"]:
                ways.append(tuple(rem))
            caps = self.enter_target(seat) if ways else None
            if caps is not None:
                out += [("enter", nest[0], "nest", self.routes[seat][0], w, 0, 0, tuple(caps)) for w in ways]
        rev = self.reverse(seat)
        for i, loc in enumerate(self.tokens[seat]):
            if loc in ("nest", "goal"):
                continue
            frm = self.routes[seat].index(loc)
            tries = []
            for f in faces:
                tries += [("step", (f,), s, 0) for s in ((f, 7 - f) if rev else (f,))]
            if self.rules["sum_moves"] and len(rem) == 2:
                sums = {rem[0] + rem[1]}
                if rev:
                    sums |= {7, 14 - rem[0] - rem[1]}
                tries += [("sum", tuple(rem), s, 0) for s in sorted(sums)]
            tries += [("bonus", (), b, b) for b in dict.fromkeys(self.bonuses)]
            for kind, dice, steps, b in tries:
                t = self.target(seat, frm, steps)
                if t is not None:
                    out.append((kind, i, loc, self.routes[seat][t[0]], dice, steps, b, t[1]))
        return out

    # -- playing ---------------------------------------------------------------------------------
    def apply(self, m: tuple) -> "Ref":
        kind, i, frm, to, dice, steps, b, caps = m
        st = self.copy()
        seat = st.plays()
        st.tokens[seat][i] = to
        st.arrival[seat][i] = st.clock
        st.clock += 1
        bonuses = list(st.bonuses)
        if b:
            bonuses.remove(b)
        for cs, ci in caps:
            st.tokens[cs][ci] = "nest"
            if st.rules["capture_bonus"]:
                bonuses.append(st.rules["capture_bonus"])            # PA-6
        if to == "goal":
            if st.rules["goal_bonus"]:
                bonuses.append(st.rules["goal_bonus"])
            if all(loc == "goal" for loc in st.tokens[seat]):
                st.finished = st.finished + (seat,)
                if not st.teams or st.partner(seat) in st.finished:
                    bonuses = []                                    # TM-3: else the partner's
        rem = list(st.remaining)
        for f in dice:
            rem.remove(f)
        st.remaining, st.bonuses = tuple(rem), tuple(bonuses)
        # PA-9: a blockade that no longer stands loses its age (re-forming starts again).
        st.ages = {k: a for k, a in st.ages.items() if st.pair_seat(int(k[1:])) is not None}
        return st

    def max_dice(self) -> int:
        n = len(self.remaining)
        if n == 0 or self.done(self.to_move):
            return 0
        best = 0
        for m in self.candidates():
            best = max(best, len(m[4]) + (0 if len(m[4]) == n else self.apply(m).max_dice()))
            if best == n:
                break
        return best

    def legal(self) -> set:
        if not self.dice or self.is_over():
            return set()
        cands = self.candidates()
        if self.remaining:                                               # PA-4 = G-10
            scored = [(len(m[4]) + self.apply(m).max_dice(), m) for m in cands]
            top = max((t for t, _ in scored), default=0)
            legal = [m for t, m in scored if t == top]
        else:
            legal = cands                                                # G-11
        limit = self.rules["blockade_max_turns"]
        if limit:                                                        # PA-9
            old = {k for k, a in self.ages.items() if a >= limit
                   and self.pair_seat(int(k[1:])) == self.plays()}
            opening = [m for m in legal if m[2] in old]
            legal = opening or legal
        return set(legal)

    # -- after a move --------------------------------------------------------------------------------
    def outcome(self) -> tuple[int, bool, dict]:
        """(seat deciding next, must roll, blockade ages then)."""
        if self.is_over():
            return self.turn, False, self.ages
        if self.done(self.turn):
            return self.next_seat(self.turn), True, self.ages
        if (self.remaining or self.bonuses) and self.legal():
            return self.to_move, False, self.ages
        return self.end_roll()

    def end_roll(self) -> tuple[int, bool, dict]:
        ages = {}
        if self.rules["blockade_max_turns"]:                             # PA-9: one more roll
            for q in range(1, 17 * len(self.tokens) + 1):
                owner = self.pair_seat(q)
                if owner is not None:
                    a = self.ages.get(f"T{q}", 0) + (owner == self.roller())
                    if a:
                        ages[f"T{q}"] = a
        again = (self.rules["extra_roll"] == "doubles" and self.dice[0] == self.dice[1]
                 and not self.done(self.turn))                           # PA-10
        return (self.turn if again else self.next_seat(self.turn)), True, ages


RULESETS = [{}, {"blockade_max_turns": 1}, {"blockade_max_turns": 2, "capture_bonus": 10},
            {"shared_safe_squares": True, "blockade_max_turns": 1}, {"reverse_faces": False, "goal_bonus": 10},
            {"capture_bonus": 0, "turn_order": "against_travel", "play_for_places": True}]


def compare_game(rules: dict, players: int, seed: int, seats: int | None = None) -> int:
    game = Game.new("pachisi", players=players, seed=seed, rules=rules or None, seats=seats)
    decisions = 0
    for _ in range(CAP_EVENTS):
        p = game.position
        if p.is_over:
            return decisions
        if not p.needs_roll:
            decisions += 1
            ref = Ref.of(p)
            got = {compact(p, m) for m in legal_moves(p)}
            want = ref.legal()
            assert got == want, (f"{p.to_json_str(full=True)}\nengine only: {sorted(got - want, key=repr)}"
                                 f"\nreference only: {sorted(want - got, key=repr)}")
            for m in legal_moves(p):
                after = play(p, m)
                r = ref.apply(compact(p, m))
                ctx = (p.to_json_str(full=True), compact(p, m))
                assert locs(after) == r.tokens, ctx
                seat, must_roll, ages = r.outcome()
                assert (after.to_move, after.needs_roll) == (seat, must_roll), ctx
                assert after.to_json(full=True)["extra"].get("ages", {}) == ages, ctx
                if not must_roll and not after.is_over:
                    assert after.remaining == r.remaining and sorted(after.bonuses) == sorted(r.bonuses), ctx
                    if p.dice[0] == p.dice[1] and p.rules.reverse_faces and after.remaining:  # PA-10
                        assert Ref.of(after).house_at_roll == r.house_at_roll, ctx
            if not got:
                seat, must_roll, ages = ref.end_roll()
                after = pass_roll(p)
                assert (after.to_move, after.needs_roll) == (seat, must_roll), p.to_json_str(full=True)
                assert after.to_json(full=True)["extra"].get("ages", {}) == ages
        game.step_random()
    pytest.fail("game did not end within the cap")


@pytest.mark.parametrize("rules", RULESETS, ids=lambda r: json.dumps(r, sort_keys=True) if r else "preset")
@pytest.mark.parametrize("players", [2, 4])
def test_engine_matches_the_reference(rules, players):
    assert compare_game(rules, players, seed=31 * players + len(rules)) > 50


@pytest.mark.parametrize("rules, players, seats", [
    ({}, 6, 6), ({"teams": True}, 4, 4), ({"teams": True, "blockade_max_turns": 1, "play_for_places": True}, 6, 6)])
def test_engine_matches_the_reference_on_six_arms_and_teams(rules, players, seats):
    # BD-3: the six-arm board (102 squares, 18 castles), read literally from the rule book;
    # TM-1..TM-4 with Pachisi's castles, ages and reverse faces.
    assert compare_game(rules, players, seed=5 * players + len(rules), seats=seats) > 50
