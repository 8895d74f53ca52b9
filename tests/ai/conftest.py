"""Shared helpers for the AI tests: positions taken from seeded random games."""
from __future__ import annotations

import pytest

from parchis_desktop.engine import BOARDS, PRESETS, Dice, Game, legal_moves
from parchis_desktop.engine.rules import PRESET_BOARD

#: Presets whose board the engine has today (russian/pachisi join when their boards land).
AVAILABLE = tuple(p for p in PRESETS if PRESET_BOARD[p] in BOARDS)


def decision_positions(variant: str, players: int, seed: int, count: int, min_moves: int = 2):
    """Positions with at least ``min_moves`` legal moves from one seeded random game."""
    game = Game.new(variant, players, seed=seed)
    pick = Dice(seed ^ 0x5EED)
    out = []
    while len(out) < count and not game.position.is_over:
        pos = game.position
        if pos.needs_roll and not legal_moves(pos):
            game.roll()
            continue
        moves = legal_moves(pos)
        if not moves:
            game.pass_roll() if pos.dice else game.roll()
            continue
        if len(moves) >= min_moves:
            out.append(pos)
        if pos.needs_roll:
            game.roll()
        else:
            game.push(moves[pick.below(len(moves))])
    return out


@pytest.fixture(scope="session")
def sample_positions():
    return {v: decision_positions(v, 4, 11, 25) + decision_positions(v, 2, 12, 15) for v in AVAILABLE}
