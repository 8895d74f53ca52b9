"""The game loop the AI benchmarks share: roll, pass and play forced moves until a bot must choose."""
from __future__ import annotations

from parchis_desktop.engine import Game, legal_moves


def next_decision(game: Game, rolls: list[int], max_rolls: int, before_roll=None):
    """Advance ``game`` until a choice is due: (position, legal moves), or None at the end of the
    game (or after ``max_rolls`` rolls, counted in ``rolls[0]``).  ``before_roll(position)`` is
    called before every roll; it may return a move to play first (RU-9 exchanges) or None."""
    while not game.position.is_over and rolls[0] < max_rolls:
        p = game.position
        if p.needs_roll:
            move = before_roll(p) if before_roll is not None else None
            if move is not None:
                game.push(move)
                continue
            game.roll()
            rolls[0] += 1
            continue
        moves = legal_moves(p)
        if not moves:
            game.pass_roll()
        elif len(moves) == 1:
            game.push(moves[0])
        else:
            return p, moves
    return None
