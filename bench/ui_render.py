"""Board rendering benchmark (not part of ``make test``).

Renders the board view of a mid-game position into an image of 1280x800 (by
default) again and again, each time a full repaint of the whole view, and
prints the median and the maximum time of a frame, for:

* ``static``: nothing moves (the cached board and tokens are blitted);
* ``moving``: one token hops each frame (its cache is redrawn, as in an animation);
* ``dragged``: the view is resized by a few pixels before each frame, as while a window
  edge is dragged (the resize event, the fit and the frame at the new scale): target
  median < 8 ms;
* ``resized``: one resize after the size held still (the first frame at a new size: the
  first frame of a drag); ``sharpened``: the frame that draws the board and the tokens sharp
  once the size has held still (SETTLE_MS after the last resize: the end of a drag);
* ``reference``: an empty scene of the same size in an identical view, measured
  in the same run, to compare machines: the ratio static/reference is what to watch;
  ``ref drag``: that empty view dragged like ``dragged``.

The targets: a static frame and a dragged frame under 8 ms (medians).  Each row also gives
the frames' CPU time on this thread: on a busy machine the wall clock waits for the other
processes, the CPU time much less.

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

from PySide6.QtCore import QEvent, QObject, QRectF, Qt  # noqa: E402
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
        start, cpu = time.perf_counter(), time.thread_time()
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        view.render(painter, target, source)
        painter.end()
        times.append(Frame((time.perf_counter() - start) * 1000.0, (time.thread_time() - cpu) * 1000.0))
    return times


class Frame(float):
    """A frame's wall-clock ms (the float), with its CPU ms on this thread (``cpu``: what a busy
    machine sways far less)."""

    def __new__(cls, wall: float, cpu: float):
        frame = super().__new__(cls, wall)
        frame.cpu = cpu
        return frame


def report(name: str, times: list[float]) -> float:
    median = statistics.median(times)
    cpus = [getattr(t, "cpu", t) for t in times]
    print(f"{name:>10}: median {median:6.2f} ms   max {max(times):6.2f} ms   (CPU: median {statistics.median(cpus):6.2f}"
          f" ms, max {max(cpus):6.2f} ms; {len(times)} frames)")
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
    dragged = report("dragged", drag_frames(app, view, args.width, args.height, args.frames, args.dpr))
    sharp: list[float] = []
    resized = report("resized", drag_frames(app, view, args.width, args.height, max(5, args.frames // 10),
                                            args.dpr, pause=0.2, sharp=sharp))
    report("sharpened", sharp or [Frame(0.0, 0.0)])
    view.resize(args.width, args.height)
    ref = report("reference", time_frames(ref_view, image, args.frames))
    ref_dragged = report("ref drag", drag_frames(app, ref_view, args.width, args.height, args.frames, args.dpr))
    ok = static < TARGET_MS and dragged < TARGET_MS
    print(f"ratio static/reference {static / ref:.2f}, moving/reference {moving / ref:.2f}, "
          f"dragged/reference {dragged / ref:.1f} (/the empty view dragged {dragged / ref_dragged:.1f}), "
          f"resized/reference {resized / ref:.1f}; "
          f"targets: static and dragged medians < {TARGET_MS:g} ms -> {'OK' if ok else 'TOO SLOW'}")
    view.close()
    ref_view.close()
    return 0 if ok else 1


def drag_frames(app, view: QGraphicsView, width: int, height: int, frames: int, dpr: float,
                pause: float = 0.0, sharp: list[float] | None = None) -> list[float]:
    """A window edge dragged: each frame the view grows (then shrinks) by 3 x 2 pixels; a
    frame is the resize event (the board fitted to the new size) and the viewport's paint
    at the new size, as the window system delivers them (the paints are counted: a frame
    without one is no frame).  With ``pause`` (s) the size holds still that long before
    each resize: every frame is then the first of a drag (a blit), and the frames painted
    in the pause (the board and tokens drawn sharp at the size that held) go to ``sharp``."""
    paints = [0]

    class Counter(QObject):
        def eventFilter(self, _obj, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                paints[0] += 1
            return False

    counter = Counter()
    view.viewport().installEventFilter(counter)
    times = []
    for i in range(frames):
        step = i % 40 if (i // 40) % 2 == 0 else 40 - i % 40
        w, h = width - 120 + 3 * step, height - 80 + 2 * step
        end = time.perf_counter() + pause
        while time.perf_counter() < end:
            before, start, cpu = paints[0], time.perf_counter(), time.thread_time()
            app.processEvents()
            if paints[0] > before and sharp is not None:   # the frame drawn sharp once the size held
                sharp.append(Frame((time.perf_counter() - start) * 1000.0, (time.thread_time() - cpu) * 1000.0))
            time.sleep(0.005)
        before = paints[0]
        start, cpu = time.perf_counter(), time.thread_time()
        view.resize(w, h)
        app.processEvents()   # the resize event, then the update request: the frame is painted
        if paints[0] == before:
            view.viewport().repaint()
        times.append(Frame((time.perf_counter() - start) * 1000.0, (time.thread_time() - cpu) * 1000.0))
    view.viewport().removeEventFilter(counter)
    view.resize(width, height)
    app.processEvents()
    return times


if __name__ == "__main__":
    sys.exit(main())
