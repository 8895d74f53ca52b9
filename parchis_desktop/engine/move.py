"""Moves: frozen values with the fields of docs/rules.md §6."""
from __future__ import annotations

from typing import Any

__all__ = ["Move", "MOVE_KINDS"]

#: Every word a move's ``kind`` may be (docs/rules.md §6).  The UI translates these.
MOVE_KINDS = (
    "enter",    # a token leaves its nest (PL-2, ES-2, RU-2, PA-3)
    "step",     # one die moves one token (PL-3)
    "sum",      # both dice move one token with a single landing (PL-3, G-8)
    "bonus",    # a capture or goal bonus spent by one token (G-11, ES-3, PA-6)
    "penalty",  # third six in a row sends the last moved token home (ES-5)
    # Russian (engine/variants/russian.py); unless said otherwise captures are as for a step.
    "rest",     # a die move that ends in the empty rest cell beside its landing square (RU-10):
                #   to "O<n>", dice [f], steps f; it captures an opponent on the square first
                #   (a step *from* a rest cell is a "step" with from "O<n>")
    "jump",     # mirror shortcut (RU-13): from and to mirror corners "T<n>", dice [1] straight or
                #   [3] diagonal, steps = the face (not a count of squares)
    "swap",     # RU-11: dice [1, 1], from "T<n>" to "O<n>"; the resting opponent comes out onto
                #   T<n> (not a capture: captures [])
    "ransom",   # RU-8: dice [6], from "P<h>" to "nest"; a gift for seat h may follow
    "gift",     # RU-8: played by the capturer h (seat h, to_move h): dice [], steps 6, from
                #   "T<n>"/"O<n>"/"nest" (bringing one out) to the landing
    "exchange", # RU-9, before the roll: dice [], token = the player's token freed from "P<X>"
                #   to "nest"; captures [{seat Y, token j}] = the prisoner handed over (to its
                #   nest if Y is X, else it becomes "P<X>")
    "reward",   # RU-12 after a third double: dice [], from "T<n>"/"O<n>" to the innermost free
                #   home cell "H<k>", steps 0
    "pass",     # RU-12: declining the reward; token null, from "" and to ""
    "mirror",   # RU-15 leaving the mirror: dice [6], from "M" to "A<s>", or from "A<s>" to "nest"
)


class Move:
    """One decision.  Compare moves with ``==``; they hash, so they can key dicts.

    ``token`` is the index into ``tokens[seat]`` (``None`` where no token moves);
    ``from``/``to`` are location names; ``dice`` the faces spent as rolled;
    ``steps`` the distance; ``bonus`` the bonus steps spent; ``captures`` a tuple
    of ``(seat, token)`` pairs.  ``src``/``dst`` are the engine's internal codes.
    """

    __slots__ = ("seat", "kind", "token", "frm", "to", "dice", "steps", "bonus", "captures",
                 "src", "dst")

    def __init__(self, seat: int, kind: str, token: int | None, frm: str, to: str,
                 dice: tuple = (), steps: int = 0, bonus: int = 0, captures: tuple = (),
                 src: int = 0, dst: int = 0):
        self.seat = seat
        self.kind = kind
        self.token = token
        self.frm = frm
        self.to = to
        self.dice = dice
        self.steps = steps
        self.bonus = bonus
        self.captures = captures
        self.src = src
        self.dst = dst

    @property
    def _key(self) -> tuple:
        return (self.seat, self.kind, self.token, self.frm, self.to, self.dice, self.steps,
                self.bonus, self.captures)

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Move) and self._key == other._key)

    def __hash__(self) -> int:
        return hash(self._key)

    def __repr__(self) -> str:
        extra = f" captures {list(self.captures)}" if self.captures else ""
        how = f"dice {list(self.dice)}" if self.dice else (f"bonus {self.bonus}" if self.bonus else "")
        return f"<Move seat {self.seat} {self.kind} token {self.token} {self.frm}->{self.to} {how}{extra}>"

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "kind": self.kind, "token": self.token, "from": self.frm, "to": self.to,
            "dice": list(self.dice), "steps": self.steps, "bonus": self.bonus,
            "captures": [{"seat": s, "token": t} for s, t in self.captures],
        }

    def matches(self, data: dict) -> bool:
        """Whether a JSON move (as :meth:`to_dict` writes it) describes this move."""
        try:
            return (data.get("seat", self.seat) == self.seat and data["kind"] == self.kind
                    and data.get("token", self.token) == self.token
                    and data.get("from", self.frm) == self.frm and data.get("to", self.to) == self.to
                    and list(data.get("dice", self.dice)) == list(self.dice)
                    and data.get("steps", self.steps) == self.steps
                    and data.get("bonus", self.bonus) == self.bonus
                    # captures tell RU-9 exchanges apart (the prisoner handed over)
                    and ("captures" not in data or [(c["seat"], c["token"]) for c in data["captures"]]
                         == [tuple(c) for c in self.captures]))
        except (KeyError, TypeError, AttributeError):
            return False


_new = object.__new__


def made(seat: int, kind: str, token, frm: str, to: str, dice: tuple, steps: int, bonus: int,
         captures: tuple, src: int, dst: int) -> Move:
    """``Move(...)`` for move generation's inner loop, every field given (no ``__init__``
    call to set up: a sixth cheaper)."""
    m = _new(Move)
    m.seat = seat
    m.kind = kind
    m.token = token
    m.frm = frm
    m.to = to
    m.dice = dice
    m.steps = steps
    m.bonus = bonus
    m.captures = captures
    m.src = src
    m.dst = dst
    return m
