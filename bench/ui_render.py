"""Board rendering benchmark (not part of ``make test``).

Renders the board view of a mid-game position into an image of 1280x800 (by
default) again and again, each time a full repaint of the whole view, and
prints the median and the maximum time of a frame, for:

* ``static``: nothing moves (the cached board and tokens are blitted);
* ``moving``: one token hops each frame (its cache is redrawn, as in an animation);
* ``resized``: the board's cache is thrown away each frame, as after a resize
  (the cost of the first frame at a new size; not part of the target);
* ``reference``: an empty scene of the same size in an identical view, measured
  in the same run, to compare machines: the ratio static/reference is what to watch.

The target is a static frame under 8 ms (median).

    python bench/ui_render.py [--frames 200] [--width 1280] [--height 800] [--dpr 1]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run from a checkout without installing
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView  # noqa: E402

from parchis_desktop.engine import Game, legal_moves  # noqa: E402
from parchis_desktop.ui.board import BoardScene, BoardView  # noqa: E402

TARGET_MS = 8.0


def mid_game(seed: int = 11, decisions: int = 160):
    """A reproducible position with tokens spread over the board."""
    game = Game.new("parchis", players=4, seed=seed)
    for _ in range(decisions):
        if not game.step_random():
            break
    while not game.position.dice and not game.position.is_over:
        game.roll()
    return game.position


def time_frames(view: QGraphicsView, image: QImage, frames: int, before_frame=None) -> list[float]:
    target = QRectF(0, 0, image.width() / image.devicePixelRatio(), image.height() / image.devicePixelRatio())
    source = view.viewport().rect()
    times = []
    for i in range(frames):
        if before_frame is not None:
            before_frame(i)
        start = time.perf_counter()
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        view.render(painter, target, source)
        painter.end()
        times.append((time.perf_counter() - start) * 1000.0)
    return times


def report(name: str, times: list[float]) -> float:
    median = statistics.median(times)
    print(f"{name:>10}: median {median:6.2f} ms   max {max(times):6.2f} ms   ({len(times)} frames)")
    return median


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=200)
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=800)
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio of the image")
    args = parser.parse_args(argv)

    app = QApplication.instance() or QApplication([sys.argv[0]])
    position = mid_game()
    scene = BoardScene(position.board)
    view = BoardView(scene)
    view.resize(args.width, args.height)
    scene.set_position(position)
    scene.set_names({s: f"Player {s + 1}" for s in position.players})
    scene.set_turn(position.turn)
    movable = sorted({(m.seat, m.token) for m in legal_moves(position) if m.token is not None})
    scene.set_movable(movable)
    scene._pulse.stop()  # keep the frames comparable: no pulse between them
    view.show()
    app.processEvents()

    empty = QGraphicsScene()
    empty.setSceneRect(scene.sceneRect())
    ref_view = QGraphicsView(empty)
    ref_view.setBackgroundBrush(scene.theme.table)
    ref_view.setRenderHints(view.renderHints())
    ref_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    ref_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    ref_view.resize(args.width, args.height)
    ref_view.show()
    app.processEvents()
    ref_view.fitInView(empty.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    image = QImage(round(args.width * args.dpr), round(args.height * args.dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(args.dpr)
    time_frames(view, image, 5)       # warm the caches
    time_frames(ref_view, image, 5)

    mover = scene.token_item(*movable[0]) if movable else next(iter(scene.token_items().values()))
    radius = mover.radius

    def hop(i: int) -> None:
        mover.lift = radius * 0.45 * ((i % 8) / 8.0)
        mover.moveBy(0.25 if i % 2 else -0.25, 0)

    print(f"Board render, {args.width}x{args.height} at device pixel ratio {args.dpr:g}, "
          f"{sum(len(t) for t in position.tokens)} tokens, Qt platform {app.platformName()}")
    static = report("static", time_frames(view, image, args.frames))
    moving = report("moving", time_frames(view, image, args.frames, hop))
    board_item = scene._board_item
    resized = report("resized", time_frames(view, image, max(5, args.frames // 10),
                                            lambda i: board_item.update()))
    ref = report("reference", time_frames(ref_view, image, args.frames))
    print(f"ratio static/reference {static / ref:.2f}, moving/reference {moving / ref:.2f}, "
          f"resized/reference {resized / ref:.1f}; "
          f"target: static median < {TARGET_MS:g} ms -> {'OK' if static < TARGET_MS else 'TOO SLOW'}")
    view.close()
    ref_view.close()
    return 0 if static < TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
