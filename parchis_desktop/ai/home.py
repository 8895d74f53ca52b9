"""The exact count at the end of the route: what the tokens in a home column really cost.

Where the goal needs an exact count (PL-13, PA-11; Spanish follows PL-13), a token close to
the goal waits for the right face: alone at H7 (one step short) on the Parchís
board it needs a die showing 1, which comes 11 times in 36 rolls, so it costs 3.3 rolls
on average, not one step.  And a roll must still be played where it can be (PL-6), so a
token alone in its home column is pushed close to the goal, where the exact count is
hardest.

:func:`home_rolls` gives, for every set of distances to the goal of tokens in a home
column, the expected number of rolls the owner needs to bring all of them in if they
were its only tokens and it played each roll to minimise that number.  It is computed
by dynamic programming over the engine itself (``legal_moves``, ``play``, ``roll``), so
every rule in force (one or two dice, sums, a six counting seven, bonuses, the duty to
play both dice) is the engine's, never a copy.  Distances only go down or a roll is
lost, so each set depends only on smaller ones.

The sets are few (330 for four tokens and a column of seven), but the computation takes
0.15-3.6 s here, too long inside a timed search: the tables of the presets are generated ahead
of time into :mod:`._home_tables` by ``scripts/gen_home_tables.py`` (a test checks them
against a fresh computation); any other rule set is computed once per process, on first
use.  The evaluation uses them through ``Constants.home_waste``.
"""
from __future__ import annotations

import itertools
import math

from parchis_desktop.engine import Position, legal_moves, roll

from .rolls import distinct_rolls, roll_leaves

__all__ = ["home_rolls", "compute_home_rolls", "table_key"]

_COMPUTED: dict = {}


def table_key(board, rules) -> str:
    """The board and every rule option: a table is valid only for exactly these.  (The options
    as ``RuleSet.to_dict`` writes them: options added later, such as ``teams``, only when on, so
    that the keys of the generated tables stay valid.)"""
    return "|".join([board.name, *map(str, rules.to_dict().values())])


def home_rolls(board, rules) -> dict[tuple[int, ...], float] | None:
    """Expected rolls per sorted tuple of distances to the goal (1 to the column's length;
    ``()``, nothing left, is 0), or None for a board without a goal (RU-16: there the home
    column itself is the end)."""
    if not board.has_goal:
        return None
    key = table_key(board, rules)
    table = _COMPUTED.get(key)
    if table is None:
        from ._home_tables import TABLES  # 1,000 lines: loaded when an evaluation first needs one
        rows = TABLES.get(key)
        if rows is not None:
            table = {(): 0.0, **{tuple(ds): v for ds, v in rows}}
        else:
            table = compute_home_rolls(board, rules)
        _COMPUTED[key] = table
    return table


def compute_home_rolls(board, rules) -> dict[tuple[int, ...], float]:
    """The table of :func:`home_rolls`, computed with the engine (seat 0 of a two-player game;
    the other player's tokens stay in their nest, which a home column never sees: PL-15)."""
    base = Position.initial(rules.preset, 2, rules=rules)
    base = Position(rules, board, base.tokens, base.players[0], base.players[0])
    seat = base.to_move
    finish = board.route_len - 1
    n = rules.tokens
    rolls = distinct_rolls(rules.dice)
    memo: dict[tuple[int, ...], float] = {(): 0.0}

    def rest(p: Position) -> tuple[int, ...]:
        return tuple(sorted(finish - c for c in p.tokens[seat] if c != finish))

    def value(ds: tuple[int, ...]) -> float:
        v = memo.get(ds)
        if v is not None:
            return v
        tokens = list(base.tokens)
        tokens[seat] = tuple(finish - d for d in ds) + (finish,) * (n - len(ds))
        p = Position(rules, board, tuple(tokens), seat, seat)
        lost = 0.0     # rolls with no legal move: the same set rolls again
        total = 1.0
        for faces, w in rolls:
            r = roll(p, faces)
            if not legal_moves(r):
                lost += w
                continue
            # every way to play this roll to its end (both dice, sums, bonuses): keep the best
            best = min(value(rest(leaf)) for _, leaf in roll_leaves(r, node_limit=100_000))
            total += w * best
        # A set no roll can move would never finish (no rule set here has one).
        v = memo[ds] = total / (1.0 - lost) if lost < 1.0 - 1e-12 else math.inf
        return v

    for size in range(1, n + 1):
        for ds in itertools.combinations_with_replacement(range(1, board.home_len + 1), size):
            value(ds)
    return memo
