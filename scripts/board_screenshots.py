#!/usr/bin/env python3
"""Screenshots of the larger boards (issue 23, docs/rules.md §7 BD-2, BD-3) into docs/:

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/board_screenshots.py [--out DIR] [--size PX]

docs/board-parchis6-{light,dark}.png (the hexagonal 102-square Parchís board),
docs/board-parchis8-{light,dark}.png (the octagonal 136-square one) and
docs/board-pachisi6-{light,dark}.png (the six-arm Pachisi board): a mid-game position of a
seeded random game, drawn offscreen by the board painter (``render_position``) with the
players' names in the nests and the turn glow.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

#: (file stem, variant, seats, seed, random decisions played)
BOARDS = (
    ("parchis6", "parchis", 6, 3, 300),
    ("parchis8", "parchis", 8, 3, 300),
    ("pachisi6", "pachisi", 6, 3, 300),
)
NAMES = ("Ana", "Ben", "Carla", "Dmitri", "Ewa", "Farid", "Greta", "Hugo")


def position(variant: str, seats: int, seed: int, decisions: int):
    """A mid-game position of a seeded random game on the ``seats``-seat board."""
    from parchis_desktop.engine import Game

    game = Game.new(variant, players=seats, seats=seats, seed=seed)
    for _ in range(decisions):
        if not game.step_random():
            break
    return game.position


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument("--size", type=int, default=800)
    parser.add_argument("--dpr", type=float, default=1.0)
    args = parser.parse_args(argv)

    from PySide6.QtGui import QGuiApplication

    from parchis_desktop.ui.board import render_position
    from parchis_desktop.ui.theme import Theme

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (fonts)
    args.out.mkdir(parents=True, exist_ok=True)
    for stem, variant, seats, seed, decisions in BOARDS:
        pos = position(variant, seats, seed, decisions)
        names = {s: NAMES[s] for s in pos.players}
        for theme_name, theme in (("light", Theme.light()), ("dark", Theme.dark_theme())):
            image = render_position(pos, args.size, args.dpr, theme, names=names, turn=pos.turn)
            path = args.out / f"board-{stem}-{theme_name}.png"
            tmp = path.with_suffix(".tmp.png")
            if not image.save(str(tmp), "PNG", 0):   # 0: the smallest file
                print(f"could not write {tmp}", file=sys.stderr)
                return 1
            with open(tmp, "rb") as f:
                os.fsync(f.fileno())
            os.replace(tmp, path)
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
