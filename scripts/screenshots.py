#!/usr/bin/env python3
"""Render the window in a few situations into docs/*.png (offscreen, reproducible).

    .venv/bin/python scripts/screenshots.py [--lang ru] [--dark] [--scale 2]
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from _shots import ROOT, TMP as _tmp, save  # noqa: E402  (sys.path, no sound, throw-away user folders)


def mid_game(variant: str, seed: int, decisions: int):
    from parchis_desktop.engine import Game
    game = Game.new(variant, 4, seed=seed)
    for _ in range(decisions):
        game.step_random()
    while (game.position.to_move != 0 or not game.position.dice
           or len({m.token for m in game.legal_moves()}) < 2 or len(game.legal_moves()) < 3):
        game.step_random()
    return game


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--dark", action="store_true")
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--out", default=str(ROOT / "docs"))
    args = parser.parse_args()
    if args.scale != 1.0:
        os.environ["QT_SCALE_FACTOR"] = str(args.scale)
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QApplication

    from parchis_desktop.app import install_translators
    from parchis_desktop.ui.game.players import BOT, HUMAN, SeatPlayer
    from parchis_desktop.ui.game.main_window import MainWindow
    from parchis_desktop.store.settings import Settings
    from parchis_desktop.ui.game.sound import SilentPlayer

    app = QApplication([])
    app.setStyle("Fusion")
    if args.dark:
        pal = QPalette()
        for role, colour in ((QPalette.ColorRole.Window, "#2b2d31"), (QPalette.ColorRole.WindowText, "#e8e8e8"),
                             (QPalette.ColorRole.Base, "#1f2023"), (QPalette.ColorRole.Text, "#e8e8e8"),
                             (QPalette.ColorRole.Button, "#3a3c41"), (QPalette.ColorRole.ButtonText, "#f0f0f0"),
                             (QPalette.ColorRole.Highlight, "#4c8bf5"), (QPalette.ColorRole.Mid, "#555")):
            pal.setColor(role, QColor(colour))
        app.setPalette(pal)
    install_translators(app, args.lang)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    suffix = ("-dark" if args.dark else "") + (f"-{args.lang}" if args.lang != "en" else "") + \
        (f"@{args.scale:g}x" if args.scale != 1.0 else "")
    for variant, seed, decisions in (("parchis", 21, 140), ("spanish", 4, 160), ("russian", 5, 260),
                                     ("pachisi", 8, 160)):
        settings = Settings(Path(_tmp) / "s.ini")
        settings.set("animation/speed", "instant")
        w = MainWindow(settings=settings, sound=SilentPlayer(), autosave=False)
        w.resize(1280, 800)
        w.show()
        players = [SeatPlayer(HUMAN, name="Ana"), SeatPlayer(BOT, "strong"), SeatPlayer(BOT, "casual"),
                   SeatPlayer(BOT, "expert")]
        w.start_game(variant, players, seed=seed)
        w.controller._reset_async()  # keep the bots still for the picture
        game = mid_game(variant, seed, decisions)
        w.load_game_object(game, [p.to_dict() for p in players])
        w.controller._reset_async()
        app.processEvents()
        choices = [t for t in w.move_input.movable if len(w.moves_for_token(*t)) > 1]
        if choices:
            w.move_input.click_token(*choices[0])   # show destinations, as a player sees them
        for _ in range(5):
            app.processEvents()
        path = out / f"{variant}{suffix}.png"
        save(w.grab(), path)
        print(path)
        w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
