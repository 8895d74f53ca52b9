"""A literal reference reading of docs/rules.md §4 (Pachisi) and BD-3's six arms, written from
the rule book: it reads positions only through their public full JSON (tests/helpers/reference.py's
RefState) and knows nothing of the engine's internals.  tests/engine/test_pachisi_invariants.py
compares the engine with it at every decision of random games."""
from __future__ import annotations

from dataclasses import dataclass

from parchis_desktop.engine import Position
from tests.helpers.reference import RefState, route as _route

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
        out += self.enter_moves(seat)
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
