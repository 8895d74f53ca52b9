#!/usr/bin/env python3
"""Screenshots of the help, a tutorial lesson and the welcome into docs/ (run under Xvfb):

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python scripts/help_screenshots.py

docs/help_russian_mirror.png (the Russian page at the mirror, in Russian), docs/tutorial_lesson.png
(a lesson after a refused move) and docs/welcome.png (the first-run card over the board).
"""
from __future__ import annotations

import sys
from pathlib import Path

from _shots import ROOT, TMP as _tmp, save  # noqa: E402  (sys.path, no sound, throw-away user folders)


def settle(app, rounds: int = 30) -> None:
    import time
    for _ in range(rounds):
        app.processEvents()
        time.sleep(0.02)


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from parchis_desktop import app as parchis_app
    from parchis_desktop.engine import legal_moves
    from parchis_desktop.store.settings import Settings
    from parchis_desktop.ui.game.players import BOT, EMPTY, HUMAN, SeatPlayer
    from parchis_desktop.ui.help import open_help, open_tutorial, open_welcome
    from parchis_desktop.ui.game.main_window import MainWindow
    from parchis_desktop.ui.game.sound import SilentPlayer

    out = ROOT / "docs"
    app = QApplication([])
    players = [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT, "beginner"), SeatPlayer(EMPTY)]

    # 1. the Russian page, in Russian, scrolled to the mirror
    translators = parchis_app.install_translators(app, "ru")
    settings = Settings(Path(_tmp) / "s.ini")
    settings.set("bots/pace_ms", 0)
    w = MainWindow(settings=settings, sound=SilentPlayer(), autosave=False)
    w.show()
    w.start_game("russian", players, seed=4)
    helper = open_help(w, "russian", "diagram-mirror")
    helper.resize(1000, 760)
    settle(app)
    helper.open_page("russian", "diagram-mirror")
    settle(app)
    save(helper.grab(), out / "help_russian_mirror.png")
    helper.close()
    w.close()
    for t in translators:
        app.removeTranslator(t)
    settle(app)

    # 2. a lesson, after a refused move
    settings.set("animation/speed", "instant")
    w = MainWindow(settings=settings, sound=SilentPlayer(), autosave=False)
    w.show()
    w.start_game("parchis", players, seed=4)
    tutorial = open_tutorial(w, "common-capturing")
    tutorial.resize(1100, 820)
    settle(app)
    tutorial.roll()
    settle(app)
    run = tutorial.run
    wrong = next(m for m in legal_moves(run.pos) if not run.check(m))
    tutorial.attempt(wrong)
    settle(app)
    save(tutorial.grab(), out / "tutorial_lesson.png")
    tutorial.close()
    w.close()
    settle(app)

    # 3. the welcome over the board
    w = MainWindow(settings=settings, sound=SilentPlayer(), autosave=False)
    w.resize(1280, 800)
    w.show()
    w.start_game("parchis", players, seed=4)
    open_welcome(w)
    settle(app)
    save(w.grab(), out / "welcome.png")
    w.close()
    settle(app)
    print("wrote", ", ".join(p for p in ("help_russian_mirror.png", "tutorial_lesson.png", "welcome.png")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
