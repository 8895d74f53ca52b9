"""A slow, literal reference reading of docs/rules.md §0-§2 for the 17N-square Parchís boards
(§1's 68 squares, and BD-2's 102 and 136 for six and eight seats: the board follows the
number of seats of the position read).

Written from the rule book only (no engine internals): it reads a position through its
public full JSON form and lists the legal moves as the compact tuples of ``helpers``, so
the engine's move lists can be compared with it over many positions of random games
(``test_reference.py``).  Where the rule book leaves a choice it follows the readings
marked in docs/rules.md; interchangeable nest tokens are listed once, by the lowest index.
"""
from __future__ import annotations

from tests.helpers.reference import RefState, route as _route

RING = 68
SAFE = {12, 17, 29, 34, 46, 51, 63, 68}
STARTS = {5 + 17 * s: s for s in range(4)}
HOME = 7


def route(seat: int) -> list[str]:
    """Seat's route: start square .. end square, H1..H7, goal (§1)."""
    return _route(5 + 17 * seat, 68 if seat == 0 else 17 * seat, RING, HOME)


ROUTES = [route(s) for s in range(4)]
GOAL = len(ROUTES[0]) - 1  # 71 steps from the start square


def board(seats: int) -> tuple[set, dict, list, int]:
    """BD-2 for N seats: (safe squares, starts by square, routes, goal index)."""
    n = 17 * seats
    safe = {q for k in range(seats) for q in (17 * k + 12, 17 * k + 17)}
    starts = {5 + 17 * s: s for s in range(seats)}
    routes = [_route(5 + 17 * s, n if s == 0 else 17 * s, n, HOME) for s in range(seats)]
    return safe, starts, routes, len(routes[0]) - 1


_BOARDS = {n: board(n) for n in (4, 6, 8)}
assert _BOARDS[4] == (SAFE, STARTS, ROUTES, GOAL)


def ring_square(loc: str) -> int | None:
    return int(loc[1:]) if loc.startswith("T") else None


class State(RefState):
    """The 68-square board's rules (§1, §2) over the shared reading (tests/helpers/reference.py)."""

    @property
    def routes(self) -> list:
        return _BOARDS[len(self.tokens)][2]

    # -- single moves ---------------------------------------------------------------------
    def step_target(self, seat: int, frm: int, steps: int):
        """(destination index, captures) for moving ``steps`` from route index ``frm``, or None."""
        safe, starts, routes, goal = _BOARDS[len(self.tokens)]
        r = routes[seat]
        dst = frm + steps
        if dst > goal:
            return None                                     # PL-13: exact count only
        for k in range(frm + 1, dst):                       # PL-11: no passing a blockade
            q = ring_square(r[k])
            if q is not None and self.is_blockade(q):
                return None
        q = ring_square(r[dst])
        if q is None:
            if dst < goal and sum(loc == r[dst] for loc in self.tokens[seat]) >= 2:
                return None                                 # G-7: two on a home-column square
            return dst, ()                                  # home column / goal: PL-15
        here = self.on(q)
        if not here:
            return dst, ()
        if len(here) == 2:
            return None                                     # blockade (PL-11) or full (ES-7)
        (os_, oi), = here
        if self.friends(seat, os_):
            return dst, ()                                  # own token, or (TM-2) the partner's
        if q in safe or q in starts:
            if self.rules["shared_safe_squares"]:
                return dst, ()                              # ES-7: share
            return None                                     # PL-8 / PL-9 / PL-10
        return dst, ((os_, oi),)                            # PL-7

    def enter_target(self, seat: int):
        return self.enter_captures(seat, 5 + 17 * seat)             # PL-9, PL-12, ES-8

    def steps_for(self, seat: int, face: int) -> int:
        if face == 6 and self.rules["six_counts_seven"] and "nest" not in self.tokens[seat]:
            return 7                                          # ES-4
        return face

    def candidates(self) -> list[tuple]:
        seat = self.plays()                                 # TM-3: maybe the partner's tokens
        rem = self.remaining
        faces = list(dict.fromkeys(rem))
        out = []
        out += self.enter_moves(seat)
        for i, loc in enumerate(self.tokens[seat]):
            if loc in ("nest", "goal"):
                continue
            frm = self.routes[seat].index(loc)
            tries = [("step", (f,), self.steps_for(seat, f), 0) for f in faces]
            if self.rules["sum_moves"] and len(rem) == 2:
                tries.append(("sum", tuple(rem), rem[0] + rem[1], 0))
            tries += [("bonus", (), b, b) for b in dict.fromkeys(self.bonuses)]
            for kind, dice, steps, b in tries:
                t = self.step_target(seat, frm, steps)
                if t is not None:
                    out.append((kind, i, loc, self.routes[seat][t[0]], dice, steps, b, t[1]))
        return out

    # -- playing ---------------------------------------------------------------------------
    def apply(self, m: tuple) -> "State":
        kind, i, frm, to, dice, steps, b, caps = m
        st = self.copy()
        seat = st.plays()
        if kind == "penalty":
            st.tokens[seat][i] = "nest"
            return st
        st.tokens[seat][i] = to
        st.arrival[seat][i] = st.clock
        st.clock += 1
        bonuses = list(st.bonuses)
        if b:
            bonuses.remove(b)
        for cs, ci in caps:
            st.tokens[cs][ci] = "nest"
            if st.rules["capture_bonus"]:
                bonuses.append(st.rules["capture_bonus"])
        if st.to_move == st.turn:
            st.last_moved = i             # ES-5 (TM-3: a partner's token the player moved)
        if to == "goal":
            if st.rules["goal_bonus"]:
                bonuses.append(st.rules["goal_bonus"])
            if all(loc == "goal" for loc in st.tokens[seat]):
                st.finished = st.finished + (seat,)
                if st.teams and st.partner(seat) not in st.finished:
                    st.last_moved = None  # TM-3: the roll goes on with the partner's tokens
                else:
                    bonuses = []
        rem = list(st.remaining)
        for f in dice:
            rem.remove(f)
        st.remaining, st.bonuses = tuple(rem), tuple(bonuses)
        return st

    def max_dice(self) -> int:
        """Most dice a sequence from here spends (G-10); bonus plays may come in between."""
        n = len(self.remaining)
        if n == 0 or self.done(self.to_move):
            return 0
        best = 0
        for m in self.candidates():
            best = max(best, len(m[4]) + (0 if len(m[4]) == n else self.apply(m).max_dice()))
            if best == n:
                break
        return best

    def legal(self) -> set[tuple]:
        if not self.dice or self.is_over():
            return set()
        if (self.rules["three_in_a_row"] == "penalty" and self.streak >= 3
                and self.remaining == self.dice and not self.bonuses):      # ES-5
            i = self.last_moved
            seat = self.plays()
            if i is None or not self.tokens[seat][i].startswith("T"):
                return set()
            return {("penalty", i, self.tokens[seat][i], "nest", (), 0, 0, ())}
        cands = self.candidates()
        if self.remaining:
            scored = [(len(m[4]) + self.apply(m).max_dice(), m) for m in cands]
            top = max((t for t, _ in scored), default=0)
            legal = [m for t, m in scored if t == top]
        else:
            legal = cands                                                    # G-11
        if self.rules["enter_compulsory"]:                                   # ES-2
            enters = [m for m in legal if m[0] == "enter"]
            legal = enters or legal
        if self.rules["open_blockade_on_six"] and 6 in self.remaining:      # ES-6
            # A blockade the player holds: both tokens its own (TM-2 (reading): a pair with the
            # partner blocks, but is not the player's to open).
            opening = [m for m in legal if m[4] == (6,) and m[2].startswith("T")
                       and self.is_blockade(int(m[2][1:]))
                       and all(o[0] == self.plays() for o in self.on(int(m[2][1:])))]
            legal = opening or legal
        return set(legal)

    # -- after a move: does the roll go on, roll again, or pass? ------------------------
    def outcome(self) -> tuple[int, bool]:
        """After a move: (seat deciding next, True if that seat must roll)."""
        if self.is_over():
            return self.turn, False
        if self.done(self.turn):
            return self.next_seat(self.turn), True
        if (self.remaining or self.bonuses) and self.legal():
            return self.to_move, False
        return self.end_roll()

    def end_roll(self) -> tuple[int, bool]:
        again = (self.extra_roll() and not self.done(self.turn)
                 and not (self.rules["three_in_a_row"] != "none" and self.streak >= 3))
        return (self.turn, True) if again else (self.next_seat(self.turn), True)
