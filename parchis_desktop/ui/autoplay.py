"""The --autoplay demo: an all-computer game in the real window (also the app's smoke test)."""
from __future__ import annotations

import os

from parchis_desktop.engine.position import default_seats

from .players import BOT, EMPTY, SeatPlayer

__all__ = ["start_autoplay", "strongest_level"]


def start_autoplay(window, variant: str, seed: int | None, players: int, speed: str) -> None:
    """``players`` computer players of the strongest level play ``variant`` in ``window`` at
    ``speed``; the game is recorded in the history as a demo (left out of career figures)."""
    window.autoplay = True
    controller = window.controller
    if controller.recorder is not None:
        controller.recorder.demo = True
    window.speed_override = speed
    window.scene.set_speed(speed)
    controller.bot_pace_ms = 0
    controller.bots.max_seconds = 0.1
    seats = default_seats(players)
    level = strongest_level()
    roster = [SeatPlayer(BOT, level) if s in seats else SeatPlayer(EMPTY) for s in range(4)]
    window.start_game(variant, roster, seed=seed)


def strongest_level() -> str:
    """The strongest bot for --autoplay (PARCHIS_AUTOPLAY_LEVEL overrides, e.g. for quick tests)."""
    forced = os.environ.get("PARCHIS_AUTOPLAY_LEVEL")
    try:
        from parchis_desktop.ai import LEVELS
    except ImportError:
        return "casual"
    return forced if forced in LEVELS else LEVELS[-1]
