"""Window benchmark (run by hand, not by ``make test``).

Prints, each with a reference measured in the same run:

* frame render time of the board (median, max) - from ``bench/ui_render.py``;
* start-up to a shown window (a fresh process, median of a few runs), against a
  process that shows an empty QMainWindow;
* the longest event-loop stall while bots play a game in the real window
  (a 5 ms timer measures the gaps between its ticks, from the game's first frame on),
  against the same window idle; with ``--level expert`` against the 50 ms target.

    python bench/ui.py [--seconds 20] [--level casual] [--speed normal]
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PARCHIS_NO_SOUND", "1")

_STARTUP = r"""
import sys, time
t0 = time.perf_counter()
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
if sys.argv[1] == "game":
    from parchis_desktop.ui.main_window import MainWindow
    w = MainWindow(autosave=False)
    w.show()
    w.start_default_game()
else:
    w = QMainWindow()
    w.resize(1280, 800)
    w.show()
def done():
    print(f"{(time.perf_counter() - t0) * 1000:.1f}")
    app.quit()
QTimer.singleShot(0, done)
app.exec()
"""


def startup(kind: str, runs: int) -> float:
    env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_CONFIG_HOME="/tmp/parchis-bench-cfg",
               XDG_DATA_HOME="/tmp/parchis-bench-data")
    times = []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", _STARTUP, kind], capture_output=True, text=True,
                             env=env, timeout=120)
        times.append(float(out.stdout.strip().splitlines()[-1]))
    return statistics.median(times)


def stalls(seconds: float, level: str, speed: str, play: bool) -> tuple[float, float, int, float]:
    """(max gap, p99 gap, ticks, ms to set up the game and paint its first frame) of a 5 ms
    timer while bots play (or the window idles).  The timer starts after that first frame."""
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from parchis_desktop.ui.controller import BOT, SeatPlayer
    from parchis_desktop.ui.main_window import MainWindow
    from parchis_desktop.ui.settings import Settings
    from parchis_desktop.ui.sound import SilentPlayer

    app = QApplication.instance() or QApplication([])
    settings = Settings(Path("/tmp/parchis-bench-cfg/bench.ini"))
    settings.set("animation/speed", speed)
    settings.set("bots/pace_ms", 300)
    w = MainWindow(settings=settings, sound=SilentPlayer(), autosave=False)
    w.show()
    # The first paint of the window belongs to start-up (measured above), not to the game.
    deadline = time.perf_counter() + 0.5
    while time.perf_counter() < deadline:
        app.processEvents()
    first_frame = 0.0
    if play:
        t0 = time.perf_counter()
        w.start_game("parchis", [SeatPlayer(BOT, level) for _ in range(4)], seed=1)
        app.processEvents()   # the new game's first frame: the board is painted for its seats
        first_frame = (time.perf_counter() - t0) * 1000
    clock = QElapsedTimer()
    clock.start()
    gaps: list[float] = []
    last = [clock.nsecsElapsed()]

    def tick():
        now = clock.nsecsElapsed()
        gaps.append((now - last[0]) / 1e6)
        if os.environ.get("BENCH_TRACE") and gaps[-1] > 20:
            print(f"  gap {gaps[-1]:.1f} ms at {now / 1e9:.2f} s", flush=True)
        last[0] = now
        if now / 1e9 >= seconds or (play and w.controller.position.is_over):
            app.quit()

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    app.exec()
    timer.stop()
    w.close()
    gaps.sort()
    return gaps[-1], gaps[int(len(gaps) * 0.99) - 1], len(gaps), first_frame


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--level", default="casual", help="bot level for the stall measurement")
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--runs", type=int, default=3, help="start-up runs")
    args = parser.parse_args(argv)

    import ui_render  # noqa: E402  (bench/ is on sys.path when run as a script)
    print("== frame render ==", flush=True)
    ui_render.main(["--frames", "120"])

    print("== start-up to a shown window ==", flush=True)
    ours = startup("game", args.runs)
    ref = startup("empty", args.runs)
    print(f"start-up: {ours:.0f} ms (an empty QMainWindow: {ref:.0f} ms; ratio {ours / ref:.2f})")

    print(f"== event-loop stalls, {args.level} bots at {args.speed} speed, {args.seconds:g} s ==", flush=True)
    worst, p99, n, first = stalls(args.seconds, args.level, args.speed, play=True)
    idle_worst, idle_p99, _, _ = stalls(min(args.seconds, 5.0), args.level, args.speed, play=False)
    print(f"new game set up and first frame painted: {first:.1f} ms (before the timer starts)")
    print(f"bot game: longest stall {worst:.1f} ms, p99 {p99:.1f} ms over {n} ticks of a 5 ms timer"
          f"{'; target <= 50 ms -> ' + ('OK' if worst <= 50 else 'MISSED') if args.level == 'expert' else ''}")
    print(f"idle window: longest {idle_worst:.1f} ms, p99 {idle_p99:.1f} ms; "
          f"ratio of longest stalls {worst / max(idle_worst, 1e-3):.1f}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
