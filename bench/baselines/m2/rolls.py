"""Frozen copy (baseline m2, do not edit) of parchis_desktop/ai/rolls.py.

The rolls of the dice and every way to play one: the ground the evaluation, the home
column's exact count and the search all stand on.

* :func:`distinct_rolls` -- the distinct rolls of one or two dice with their probabilities;
* :func:`roll_leaves` -- every way the player to move can finish its part of a roll (two
  dice, a sum, bonuses, a Russian gift), as the positions it can reach ("leaves"), each
  with the index of the first move that leads there.

This module imports only the engine, so :mod:`.home` (imported by :mod:`.evaluate`) and
:mod:`.search` (which imports :mod:`.evaluate`) can both use it without an import cycle.
"""
from __future__ import annotations

import time

from parchis_desktop.engine import Position, legal_moves, play

__all__ = ["distinct_rolls", "roll_leaves", "OutOfTime"]


def distinct_rolls(dice: int):
    """The distinct rolls of ``dice`` dice with their probabilities (faces ascending)."""
    if dice == 1:
        return tuple(((f,), 1 / 6) for f in range(1, 7))
    out = []
    for a in range(1, 7):
        for b in range(a, 7):
            out.append(((a, b), (1 if a == b else 2) / 36))
    out.sort(key=lambda rw: -rw[1])
    return tuple(out)


def _ends_part(p: Position, seat: int) -> bool:
    return p.to_move != seat or p.needs_roll or p.is_over


class OutOfTime(Exception):
    """Raised inside a search step that passed its hard deadline (the step is thrown away)."""


def roll_leaves(pos: Position, node_limit: int = 400, stop_at: float | None = None) -> list[tuple[int, Position]]:
    """Every way the player to move can finish its part of the roll: ``(first move index, leaf)``.

    A leaf is the first position where someone else decides, a roll is due, or the game is
    over.  Transposed positions are expanded once.  After ``node_limit`` positions the rest
    are kept as (mid-roll) leaves.  With ``stop_at`` (a ``time.perf_counter()`` value),
    raises :class:`OutOfTime` once the clock passes it.
    """
    seat = pos.to_move
    out: list[tuple[int, Position]] = []
    seen: set = set()
    budget = [node_limit, stop_at]
    for i, m in enumerate(legal_moves(pos)):
        _expand(play(pos, m), seat, i, out, seen, budget)
    return out


def _expand(p: Position, seat: int, i: int, out, seen, budget) -> None:
    if _ends_part(p, seat) or budget[0] <= 0:
        out.append((i, p))
        return
    if p in seen:
        return
    seen.add(p)
    moves = legal_moves(p)
    if not moves:
        out.append((i, p))
        return
    budget[0] -= len(moves)
    if budget[1] is not None and time.perf_counter() > budget[1]:
        raise OutOfTime
    for m in moves:
        _expand(play(p, m), seat, i, out, seen, budget)
