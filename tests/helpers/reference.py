"""The shared part of the slow reference readings of the rule book (docs/rules.md §0-§4).

A reference reads a position only through its public full JSON form
(``Position.to_json(full=True)``), never the engine's internals, and works on location
names.  :class:`RefState` holds that reading and the rules every board shares (who stands
on a square, blockades, entering onto the start square with its captures, the end of the
game, the next seat, extra rolls); each reference subclasses it with its board and the
moves of its preset.

Teams (§7, TM-1..TM-4), read from the rule book: seats s and s + N/2 are partners when the
rules say ``teams``; a partner's token is never captured and a lone one may be joined
(TM-2); two tokens of one team on a ring square are a blockade, whichever partners they
belong to (TM-2, PL-11); a player whose tokens are all at the goal plays the partner's
tokens with its rolls, bonuses too (TM-3: :meth:`RefState.plays`); the first team with
both partners home wins, and with ``play_for_places`` the game goes on until one team is
left (TM-4).  Readings where §7 is silent, marked *(reading)*: the token a finished player
moved last (ES-5) is the partner's token it moved (none yet right after it finished); a
player "holds" a blockade (ES-6) when both its tokens are the player's own -- a pair with
the partner blocks (TM-2) but is not the player's to open.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

__all__ = ["RefState", "route"]


def route(start: int, end: int, ring: int, home: int, goal: bool = True) -> list[str]:
    """A seat's route by name: ring squares ``T<start>``..``T<end>``, then ``H1``..``H<home>``,
    then ``goal`` (if the board has one)."""
    out, q = [], start
    while True:
        out.append(f"T{q}")
        if q == end:
            break
        q = q % ring + 1
    return out + [f"H{k}" for k in range(1, home + 1)] + (["goal"] if goal else [])


@dataclass
class RefState:
    rules: dict
    tokens: list                 # per seat, list of location names
    turn: int
    to_move: int
    dice: tuple
    remaining: tuple
    bonuses: tuple
    streak: int
    last_moved: int | None
    finished: tuple
    arrival: list                # per seat, per token: when it arrived where it stands
    clock: int = 0
    ages: dict = field(default_factory=dict)   # PA-9: blockade ages by square

    @classmethod
    def of(cls, position) -> "RefState":
        d = position.to_json(full=True)
        return cls(dict(d["rules"]), [list(t) for t in d["tokens"]], d["turn"], d["to_move"],
                   tuple(d["dice"]), tuple(d["remaining"]), tuple(d["bonuses"]), d["streak"],
                   d["last_moved"], tuple(d["finished"]), [list(a) for a in d["arrival"]], d["clock"],
                   dict(d["extra"].get("ages", {})))

    def copy(self) -> "RefState":
        return replace(self, tokens=[list(t) for t in self.tokens],
                       arrival=[list(a) for a in self.arrival], ages=dict(self.ages))

    # -- teams (TM-1..TM-4) -----------------------------------------------------------------
    @property
    def teams(self) -> bool:
        return bool(self.rules.get("teams"))

    def partner(self, seat: int) -> int:
        n = len(self.tokens)
        return (seat + n // 2) % n

    def friends(self, a: int, b: int) -> bool:
        """Same seat, or (TM-1) partners."""
        return a == b or (self.teams and b == self.partner(a))

    def plays(self) -> int:
        """The seat whose tokens the player to move plays (TM-3: a finished player's partner's)."""
        s = self.to_move
        return self.partner(s) if self.teams and s in self.finished else s

    def done(self, seat: int) -> bool:
        """``seat`` has nothing left to play: finished, and (TM-3) its partner too."""
        return seat in self.finished and (not self.teams or self.partner(seat) in self.finished)

    # -- the board ----------------------------------------------------------------------
    def on(self, q: int) -> list[tuple[int, int]]:
        """(seat, token) of the tokens on ring square ``q``."""
        return [(s, i) for s, seat in enumerate(self.tokens) for i, loc in enumerate(seat) if loc == f"T{q}"]

    def blockade_owner(self, q: int):
        """The seat with a blockade (two tokens of one colour, G-7/PL-11; TM-2: of one team) on
        ``q``, else None."""
        here = self.on(q)
        if self.rules["blockades"] and len(here) == 2 and self.friends(here[0][0], here[1][0]):
            return here[0][0]
        return None

    def is_blockade(self, q: int) -> bool:
        return self.blockade_owner(q) is not None

    def enter_moves(self, seat: int) -> list[tuple]:
        """Bringing a token out (PL-2, PA-3): with the entering face, or the two dice summing
        to it, onto the start square (``enter_target``: the captures, or None if it is not
        possible); one lowest-index nest token stands for them all (§6)."""
        rem = self.remaining
        nest = [i for i, loc in enumerate(self.tokens[seat]) if loc == "nest"]
        if not nest or not rem:
            return []
        ways = []
        if self.rules["enter_on"] in rem:
            ways.append((self.rules["enter_on"],))
        if self.rules["enter_by_sum"] and len(rem) == 2 and sum(rem) == self.rules["enter_on"]:
            ways.append(tuple(rem))
        caps = self.enter_target(seat) if ways else None
        if caps is None:
            return []
        return [("enter", nest[0], "nest", self.routes[seat][0], w, 0, 0, tuple(caps)) for w in ways]

    def enter_captures(self, seat: int, start: int):
        """Captures of bringing a token out onto the start square ``start``, or None if it
        cannot come out there (PL-9, PL-12, PA-7; ES-8 with shared safe squares: the
        opponent that arrived last is captured when the square is full)."""
        here = self.on(start)
        if self.rules["shared_safe_squares"]:               # ES-8
            if len(here) < 2:
                return ()
            opp = [o for o in here if not self.friends(seat, o[0])]   # TM-2: never the partner
            if not opp:
                return None
            best = opp[0]
            for o in opp[1:]:
                if self.arrival[o[0]][o[1]] > self.arrival[best[0]][best[1]]:
                    best = o
            return (best,)
        if not here:
            return ()
        if len(here) == 1:                                    # the entering capture (TM-2: a
            return () if self.friends(seat, here[0][0]) else (here[0],)   # partner's joins it)
        return None                                           # own pair (full), or a blocking pair

    # -- the game -----------------------------------------------------------------------
    def players(self) -> list[int]:
        return [s for s, t in enumerate(self.tokens) if t]

    def is_over(self) -> bool:
        if not self.finished:
            return False
        if self.teams:                                          # TM-4
            players = self.players()
            teams = [s for s in players if s < self.partner(s)]
            home = sum(1 for s in teams if self.done(s))
            return home >= (len(teams) - 1 if self.rules["play_for_places"] else 1)
        if not self.rules["play_for_places"]:
            return True
        return len(self.finished) >= len(self.players()) - 1    # G-13

    def extra_roll(self) -> bool:
        mode = self.rules["extra_roll"]
        if mode == "doubles":
            return len(self.dice) == 2 and self.dice[0] == self.dice[1]
        return mode == "six" and 6 in self.dice

    def next_seat(self, seat: int) -> int:
        step = 1 if self.rules["turn_order"] == "with_travel" else -1      # G-2
        s = seat
        n = len(self.tokens)
        for _ in range(n):
            s = (s + step) % n
            if self.tokens[s] and not self.done(s):          # TM-3: a finished partner rolls on
                return s
        return seat
