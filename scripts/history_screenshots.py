#!/usr/bin/env python3
"""Screenshots of the statistics window (fair dice, win chance) and the replay viewer into docs/.

A throw-away history of seeded games (one person against computer players of each level,
plus demo games) is written first, so the pictures are reproducible.  Runs offscreen, or
under Xvfb with the real X11 platform:

    xvfb-run -a -s "-screen 0 1400x1000x24" env QT_QPA_PLATFORM=xcb .venv/bin/python scripts/history_screenshots.py
    .venv/bin/python scripts/history_screenshots.py            # offscreen
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from _shots import ROOT, TMP as _tmp, save  # noqa: E402  (sys.path, no sound, throw-away user folders)

LEVELS = ("beginner", "casual", "strong", "expert")


def fill_history(path: Path, games: int) -> None:
    from parchis_desktop.engine import Game
    from parchis_desktop.store.history import HistoryDB, game_meta
    db = HistoryDB(path)
    for k in range(games):
        variant = ("parchis", "spanish", "parchis", "pachisi")[k % 4]
        level = LEVELS[k % len(LEVELS)]
        seats = [{"kind": "human", "level": "casual", "name": "Ana"}, {"kind": "empty", "level": "casual", "name": ""},
                 {"kind": "bot", "level": level, "name": ""}, {"kind": "empty", "level": "casual", "name": ""}]
        game = Game.new(variant, [0, 2], seed=1000 + k)
        while game.step_random():
            pass
        gid = db.begin_game(game_meta(game, seats, demo=k % 7 == 6, started=1_764_000_000 + k * 3600))
        db.turn(gid, 0, game.events, places=game.position.places())
    db.close()


def settle(app, ms: int = 300) -> None:
    import time
    end = time.perf_counter() + ms / 1000
    while time.perf_counter() < end:
        app.processEvents()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=str(ROOT / "docs"))
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args()
    out = Path(args.out)

    from PySide6.QtWidgets import QApplication

    from parchis_desktop.engine import Game
    from parchis_desktop.store.history import default_path
    from parchis_desktop.store.folders import data_dir
    from parchis_desktop.store.replay import GameRecordFile, positions

    app = QApplication([])
    app.setStyle("Fusion")
    path = default_path(data_dir())
    fill_history(path, args.games)

    from parchis_desktop.ui.history.replay import ReplayWindow
    from parchis_desktop.ui.history.statistics import StatsWindow

    stats = StatsWindow(path)
    stats.resize(1000, 760)
    stats.show()
    stats.tabs.setCurrentWidget(stats.dice_page)
    settle(app)
    save(stats.grab(), out / "stats_fair_dice.png")

    game = Game.new("parchis", [0, 2], seed=21)
    while game.step_random():
        pass
    seats = [{"kind": "human", "level": "casual", "name": "Ana"}, {"kind": "empty", "level": "casual", "name": ""},
             {"kind": "bot", "level": "expert", "name": ""}, {"kind": "empty", "level": "casual", "name": ""}]
    stats.set_game(game.record, seats, 0)
    stats.tabs.setCurrentWidget(stats.game_page)
    while stats.series() is None:
        settle(app, 50)
    settle(app)
    save(stats.grab(), out / "stats_win_chance.png")
    stats.close()

    rec = GameRecordFile(game.record, positions(game.record), seats)
    replay = ReplayWindow(rec, "instant", title="Replay")
    replay.resize(1200, 780)
    replay.show()
    replay.go_to_turn(40)
    settle(app, 500)
    save(replay.grab(), out / "replay.png")
    replay.close()
    print("wrote", ", ".join(str(out / n) for n in ("stats_fair_dice.png", "stats_win_chance.png", "replay.png")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
