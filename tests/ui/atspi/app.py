"""The window under test for the AT-SPI test (run by the venv's python, under Xvfb and a
session bus): a two-player endgame, Yellow a human, Red the Beginner, seeded dice.

    app.py LANG SETTINGS_DIR [events|region]
"""
from __future__ import annotations

import sys
from pathlib import Path


def main() -> int:
    lang, folder, mode = sys.argv[1], Path(sys.argv[2]), sys.argv[3]
    from PySide6.QtWidgets import QApplication

    from parchis_desktop.app import install_translators
    from parchis_desktop.engine import Game, Position
    from parchis_desktop.store.settings import Settings
    from parchis_desktop.ui.game.announce import Announcer
    from parchis_desktop.ui.game.players import BOT, EMPTY, HUMAN, SeatPlayer
    from parchis_desktop.ui.game.main_window import MainWindow
    from parchis_desktop.ui.game.sound import SilentPlayer

    app = QApplication([sys.argv[0]])
    app.setApplicationName("parchis-atspi-test")
    install_translators(app, lang)
    settings = Settings(folder / "settings.ini")
    settings.set("animation/speed", "instant")
    settings.set("bots/pace_ms", 0)
    window = MainWindow(settings=settings, sound=SilentPlayer(), autosave=False, history=False)
    if mode == "region":      # the live region of a Qt without announcement events
        window.announcer.deleteLater()
        window.announcer = Announcer(window, "all", use_events=False)
    players = [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT, level="beginner"), SeatPlayer(EMPTY)]
    window.start_game("parchis", players, seed=3)
    start = Position.from_json({"variant": "parchis", "turn": 0, "dice": [],
                                "tokens": [["goal", "goal", "goal", "H3"], [], ["goal", "goal", "goal", "H3"], []]})
    window.load_game_object(Game(start, seed=3), [p.to_dict() for p in players])
    window.show()
    window.game_finished.connect(lambda _places: print("GAME-OVER", flush=True))
    print("READY", flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
