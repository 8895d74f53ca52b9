"""Recorded games for the review's tests: seeded Strong-bot games (their pre-roll choices,
RU-9, included) as ``Game.record`` dicts."""
from __future__ import annotations

from parchis_desktop.ai.bots import make_bot
from parchis_desktop.engine import Game, legal_moves


def strong_game(variant: str, players: int, seed: int, max_events: int = 100_000, seats: int | None = None,
                teams: bool = False) -> dict:
    """A Strong-bot game's record: to the end, or its first ``max_events`` events."""
    game = Game.new(variant, players, seed=seed, seats=seats, rules={"teams": True} if teams else None)
    bot = make_bot("strong", seed=seed)
    while not game.position.is_over and len(game.events) < max_events:
        p = game.position
        if p.needs_roll:
            m = bot.choose(p) if legal_moves(p) else None
            if m is not None:
                game.push(m)
            else:
                game.roll()
        elif not legal_moves(p):
            game.pass_roll()
        else:
            game.push(bot.choose(p))
    return game.record
