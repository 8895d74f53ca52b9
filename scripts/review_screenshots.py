#!/usr/bin/env python3
"""Screenshots of the game review (ui/review/) into docs/: the summary cards and the
win-chance chart with its markers.

A seeded game (a Beginner against a Strong computer player, Ana in the Beginner's seat) is
played first, put in a throw-away history and reviewed once by the real core at the default
setting (the other pictures open it from the history's cache), so the pictures are
reproducible.  ``--all`` also writes every size (1280x800, 800x560), language (en, ru, pl)
and theme (light, dark) to ``--check`` (default /tmp/parchis-review-shots) for a look.

    .venv/bin/python scripts/review_screenshots.py [--all] [--nodes N]
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from _shots import ROOT, save  # noqa: E402  (sys.path, no sound, throw-away user folders)


def played_game(seed: int = 31):
    """A finished two-player Parchís game: the Beginner (seat 0, "Ana") against the Strong player."""
    from parchis_desktop.ai import make_bot
    from parchis_desktop.engine import Game, legal_moves
    game = Game.new("parchis", [0, 2], seed=seed)
    bots = {0: make_bot("beginner", seed=seed), 2: make_bot("strong", seed=seed + 1)}
    while not game.position.is_over:
        pos = game.position
        if pos.needs_roll:
            game.roll()
        elif not legal_moves(pos):
            game.pass_roll()
        else:
            game.push(bots[pos.to_move].choose(pos))
    return game


def settle(app, ms: int = 300) -> None:
    end = time.perf_counter() + ms / 1000
    while time.perf_counter() < end:
        app.processEvents()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=str(ROOT / "docs"))
    parser.add_argument("--check", default="/tmp/parchis-review-shots")
    parser.add_argument("--all", action="store_true", help="every size, language and theme into --check")
    parser.add_argument("--nodes", type=int, default=None)
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from parchis_desktop.store.folders import data_dir
    from parchis_desktop.store.history import HistoryDB, default_path, game_meta
    from parchis_desktop.store.replay import GameRecordFile, positions
    from parchis_desktop.ui import appearance

    app = QApplication([])
    app.setStyle("Fusion")
    game = played_game()
    seats = [{"kind": "human", "level": "casual", "name": "Ana"}, {"kind": "empty", "level": "casual", "name": ""},
             {"kind": "bot", "level": "strong", "name": ""}, {"kind": "empty", "level": "casual", "name": ""}]
    rec = GameRecordFile(game.record, positions(game.record), seats)
    path = default_path(data_dir())
    db = HistoryDB(path)
    gid = db.begin_game(game_meta(game, seats))
    db.turn(gid, 0, game.events, places=game.position.places())
    db.close()

    from parchis_desktop.ui.review.window import ReviewWindow

    def w_title() -> str:
        from PySide6.QtCore import QCoreApplication

        from parchis_desktop.ui.texts.game import variant_name
        return QCoreApplication.translate("MainWindow", "Review: %1").replace("%1", variant_name("parchis"))

    def shoot(lang: str, theme: str, size: tuple[int, int], out: Path, suffix: str) -> list[str]:
        appearance.set_language(app, None if lang == "en" else lang)
        appearance.set_theme(app, theme)
        settle(app, 50)
        w = ReviewWindow(rec, "instant", title=w_title(), game_id=gid, db_path=path, nodes=args.nodes)
        w.resize(*size)
        w.show()
        while w.review is None and w.task.running():
            settle(app, 50)
        if w.review is None:
            raise SystemExit("the review did not finish: " + w.status.text())
        written = []
        w.tabs.setCurrentWidget(w.summary_page)
        blunders = [i for i, d in enumerate(w.review.decisions) if d.klass in ("blunder", "mistake")]
        w.show_decision(blunders[len(blunders) // 2] if blunders else 0)
        settle(app)
        written.append(save(w.grab(), out / f"review_summary{suffix}.png"))
        w.tabs.setCurrentWidget(w.win_page)
        settle(app)
        written.append(save(w.grab(), out / f"review_chart{suffix}.png"))
        w.tabs.setCurrentWidget(w.luck_page)
        settle(app)
        written.append(save(w.grab(), out / f"review_luck{suffix}.png"))
        w.close()
        return written

    written = shoot("en", "light", (1280, 800), Path(args.out), "")[:2]
    Path(args.out, "review_luck.png").unlink(missing_ok=True)   # only the two pictures of the README
    if args.all:
        for lang in ("en", "ru", "pl"):
            for theme in ("light", "dark"):
                for size in ((1280, 800), (800, 560)):
                    written += shoot(lang, theme, size, Path(args.check), f"-{lang}-{theme}-{size[0]}")
    print("wrote", ", ".join(written))
    return 0


if __name__ == "__main__":
    sys.exit(main())
