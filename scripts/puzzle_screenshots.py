#!/usr/bin/env python3
"""Screenshots of Help → Puzzles (issue 30), offscreen or under Xvfb:

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/puzzle_screenshots.py            # docs/puzzle.png
    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/puzzle_screenshots.py --lang ru --theme dark \\
        --size 800x560 --state wrong --out /tmp/puzzle-ru-dark.png

``--state`` is ``solved`` (the solution played and explained; the default), ``wrong`` (one wrong
try), ``hint`` or ``fresh``; ``--puzzle`` picks the puzzle by id (default: the first with a
capture and a bonus, which has the longest explanation).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from _shots import ROOT, TMP, save  # noqa: E402  (sys.path, no sound, throw-away user folders)


def settle(app, rounds: int = 20) -> None:
    import time
    for _ in range(rounds):
        app.processEvents()
        time.sleep(0.02)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lang", default="en", choices=("en", "ru", "pl"))
    ap.add_argument("--theme", default="light", choices=("light", "dark", "contrast"))
    ap.add_argument("--size", default="1100x760")
    ap.add_argument("--state", default="solved", choices=("solved", "wrong", "hint", "fresh"))
    ap.add_argument("--puzzle", default="")
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "puzzle.png")
    a = ap.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from parchis_desktop import app as parchis_app
    from parchis_desktop.store.puzzles import PuzzleProgress
    from parchis_desktop.ui.appearance import set_theme
    from parchis_desktop.ui.puzzles.window import PuzzleWindow

    app = QApplication([])
    parchis_app.install_translators(app, a.lang)
    set_theme(app, a.theme)
    w = PuzzleWindow(progress=PuzzleProgress(Path(TMP) / "puzzles.json"))
    width, height = (int(x) for x in a.size.split("x"))
    w.resize(width, height)
    w.scene.set_speed("instant")
    w.show()
    pid = a.puzzle or next((p.id for p in w.puzzles if {"capture", "use_bonus"} <= set(p.themes)), w.puzzles[0].id)
    preset = w.by_id[pid].preset
    # a few solved ones, so the list shows its marks
    for p in [q for q in w.puzzles if q.preset == preset][:4]:
        if p.id != pid:
            w.progress.mark_solved(p.id)
    w.set_filter(preset)
    w.open_puzzle(pid)
    if a.state == "solved":
        w.play_move(w.run.puzzle.move)
    elif a.state == "wrong":
        run = w.run
        w.play_move(next(m for i, m in enumerate(run.legal_moves()) if i not in run.puzzle.indices))
    elif a.state == "hint":
        w.show_hint()
    settle(app)
    print(save(w.grab(), a.out))
    w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
