"""The window under test for the AT-SPI test (run by the venv's python, under Xvfb and a
session bus): a two-player endgame, Yellow a human, Red the Beginner, seeded dice.

    app.py LANG SETTINGS_DIR

The client sets the scene with a line on stdin (the player's actions themselves go through
AT-SPI only); each is answered "OK <line>" on stdout:

* ``lang XX``: the interface language (the window retranslates, as from the settings);
* ``endgame [events|region]``: the endgame again, its announcements as events, or as the
  live region of a Qt without them;
* ``physical``: the endgame with physical dice (the player enters each roll).
"""
from __future__ import annotations

import sys
from pathlib import Path

START = {"variant": "parchis", "turn": 0, "dice": [],
         "tokens": [["goal", "goal", "goal", "H3"], [], ["goal", "goal", "goal", "H3"], []]}


def main() -> int:
    lang, folder = sys.argv[1], Path(sys.argv[2])
    from PySide6.QtCore import QSocketNotifier
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
    players = [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT, level="beginner"), SeatPlayer(EMPTY)]

    def endgame(mode: str = "events", physical: bool = False) -> None:
        if (mode == "region") == window.announcer.use_events:
            window.announcer.deleteLater()
            if window.announcer.region is not None:
                window.announcer.region.deleteLater()
            window.announcer = Announcer(window, "all", use_events=mode != "region")
        window.load_game_object(Game(Position.from_json(START), seed=3), [p.to_dict() for p in players],
                                physical_dice=physical)

    window.start_game("parchis", players, seed=3)
    endgame()
    window.show()
    window.game_finished.connect(lambda _places: print("GAME-OVER", flush=True))

    def command() -> None:
        line = sys.stdin.readline()
        if not line:
            app.quit()
            return
        words = line.split()
        if words[:1] == ["lang"]:
            install_translators(app, words[1])
        elif words[:1] == ["endgame"]:
            endgame(words[1] if len(words) > 1 else "events")
        elif words[:1] == ["physical"]:
            endgame(physical=True)
        print("OK " + line.strip(), flush=True)

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(command)
    print("READY", flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
