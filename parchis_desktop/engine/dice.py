"""A small seeded dice generator whose whole state is one integer.

SplitMix64: fast in pure Python, identical on every platform and Python
version, and its state fits in a save file as a plain number.  The modulo
bias of ``x % 6`` over 2**64 values is below 1e-18.
"""
from __future__ import annotations

import os

__all__ = ["Dice"]

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


class Dice:
    __slots__ = ("state",)

    def __init__(self, seed: int | None = None):
        if seed is None:
            seed = int.from_bytes(os.urandom(8), "little")
        self.state = seed & _MASK

    @classmethod
    def seeded(cls, *parts: int) -> "Dice":
        """A generator seeded from several integers, e.g. ``Dice.seeded(seed, game_index)``."""
        d = cls(0)
        for p in parts:
            d.state = (d.state ^ (p & _MASK)) & _MASK
            d.state = d._next() & _MASK
        return d

    def _next(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def die(self) -> int:
        return self._next() % 6 + 1

    def roll(self, n: int) -> tuple[int, ...]:
        # _next inlined (the playouts' inner loop): the same numbers, no call per die
        z = self.state
        faces = []
        for _ in range(n):
            z = (z + _GAMMA) & _MASK
            x = ((z ^ (z >> 30)) * _MIX1) & _MASK
            x = ((x ^ (x >> 27)) * _MIX2) & _MASK
            faces.append((x ^ (x >> 31)) % 6 + 1)
        self.state = z
        return tuple(faces)

    def below(self, n: int) -> int:
        """A number in ``0..n-1`` (for bots choosing among moves)."""
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return (z ^ (z >> 31)) % n

    def getstate(self) -> int:
        return self.state

    def setstate(self, state: int) -> None:
        self.state = int(state) & _MASK

    def copy(self) -> "Dice":
        return Dice(self.state)
