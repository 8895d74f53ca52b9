"""The --autoplay demo: an all-computer game in the real window (also the app's smoke test)."""
from __future__ import annotations

import os

from parchis_desktop.engine.position import default_seats

from parchis_desktop.ui.game.players import BOT, EMPTY, SeatPlayer

__all__ = ["start_autoplay", "strongest_level"]


def start_autoplay(window, variant: str, seed: int | None, players: int, speed: str,
                   seats: int | None = None, teams: bool = False, options: dict | None = None) -> None:
    """``players`` computer players of the strongest level play ``variant`` in ``window`` at
    ``speed`` on the board of ``seats`` seats (default: the smallest that seats them, BD-1),
    seated by BD-4, in teams with ``teams`` (TM-1), with the preset's ``options`` changed
    (e.g. ``{"tokens": 2}`` for a short game); the game is recorded in the history as a demo
    (left out of career figures)."""
    from parchis_desktop.engine.rules import PRESET_BOARD, RuleSet

    from parchis_desktop.ui.game.seating import seat_counts
    window.autoplay = True
    controller = window.controller
    if controller.recorder is not None:
        controller.recorder.demo = True
    window.speed_override = speed
    window.scene.set_speed(speed)
    controller.bot_pace_ms = 0
    controller.bots.max_seconds = 0.1
    sizes = seat_counts(variant) if variant in PRESET_BOARD else (4,)
    if seats is None:
        seats = next((n for n in sizes if n >= players), sizes[-1])
    if seats not in sizes:   # BD-1 (for the command line: the window's dialog offers only these)
        raise ValueError(f"{variant} plays on {' or '.join(map(str, sizes))} seats, not {seats}")
    if not 2 <= players <= seats:
        raise ValueError(f"{variant} on {seats} seats takes 2 to {seats} players, not {players}")
    taken = default_seats(players, seats)
    level = strongest_level()
    roster = [SeatPlayer(BOT, level) if s in taken else SeatPlayer(EMPTY) for s in range(seats)]
    overrides = dict(options or {}, **({"teams": True} if teams else {}))
    rules = RuleSet.preset_named(variant, **overrides) if overrides else None
    window.start_game(variant, roster, seed=seed, rules=rules)


def strongest_level() -> str:
    """The strongest bot for --autoplay (PARCHIS_AUTOPLAY_LEVEL overrides, e.g. for quick tests)."""
    forced = os.environ.get("PARCHIS_AUTOPLAY_LEVEL")
    try:
        from parchis_desktop.ai import LEVELS
    except ImportError:
        return "casual"
    return forced if forced in LEVELS else LEVELS[-1]
