"""Window benchmark (run by hand, not by ``make test``).

Prints, each with a reference measured in the same run:

* frame render time of the board (median, max) - from ``bench/ui_render.py``;
* start-up to the first frame of the window (a fresh process, median of a few runs: the
  window's first paint has been handled), against a process that shows an empty
  QMainWindow the same way; target: at most 2x.  ``parchis-desktop`` is the real entry
  point (app.main: settings, translations, theme, the window; a returning player: the
  welcome dismissed, no autosave), with the frame where its game first shows; ``window and
  game`` is the window with the default game set up before its first frame (the older row);
* the longest event-loop stall while bots play a game in the real window
  (a 5 ms timer measures the gaps between its ticks, from the game's first frame on),
  against the same window idle; with ``--level expert`` against the 50 ms target;
* the same game recorded into the history (store/history.py, written on its own
  thread) against the same game without the history: the longest stall must stay
  under one 60 Hz frame (16.7 ms), and the longest time the GUI thread spends in
  the recorder per call;
* with ``--only help``: the first use of the help (F1), of a page with new diagrams, of
  the same page again and of the tutorial, against the start-up measured in the same run
  (none of it is loaded at start-up);
* with ``--only review``: the review window (ui/review/) reviewing a 100-turn 4-player game
  in the Expert's worker process at the default setting (``--nodes``): the longest gap
  between the ticks of a 5 ms timer while the review runs (polled by the window's QTimer,
  the progress bar moving) against the same window idle once the review is shown; target:
  under one 60 Hz frame (16.7 ms).

    python bench/ui.py [--seconds 20] [--level casual] [--speed normal] [--only startup|frames|help|recording|review]
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
os.environ["XDG_DATA_HOME"] = "/tmp/parchis-bench-data"   # the history and saves of the bench, never the user's

_STARTUP = r"""
import os, sys, time
LINGER_MS = int(os.environ.get("PARCHIS_BENCH_LINGER_MS", "0"))   # the warm-up: the picture kept
def clock():   # wall and CPU (all the process's threads: a busy machine weighs less on it)
    return time.perf_counter(), time.process_time()
t0 = clock()
def since(mark):
    return f"{(mark[0] - t0[0]) * 1000:.1f} {(mark[1] - t0[1]) * 1000:.1f}"
if sys.argv[1] == "app":
    # The real entry point imports PySide6 itself (this script must not import it first: its
    # import hook weighs on every module imported after it): the window's show is wrapped
    # when main_window has been imported, by a finder that watches for it.
    # importlib.machinery only (site has loaded it): importlib.abc would import importlib.resources
    # and typing, some 11 ms the player's start does not pay (a finder needs no base class).
    import importlib.machinery
    marks = {}

    def watch(window_class):
        from PySide6.QtCore import QEvent, QObject, QTimer
        from PySide6.QtWidgets import QApplication

        class Frames(QObject):   # the window's first paint, and its first with the game on the board
            def eventFilter(self, obj, event):
                if event.type() == QEvent.Type.Paint:   # the window's paint; its children's follow
                    if "frame" not in marks:              # in the same cycle: done at the next turn
                        marks["frame"] = None
                        QTimer.singleShot(0, lambda: marks.update(frame=clock()))
                    if obj.controller.game is not None and "game" not in marks:
                        marks["game"] = None
                        QTimer.singleShot(0, lambda: (marks.update(game=clock()), report()))
                return False

        def report():
            import resource
            rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
            print(f"{since(marks['frame'])} {rss} {int('pyqtgraph' in sys.modules)} {since(marks['game'])}")
            QTimer.singleShot(LINGER_MS, QApplication.instance().quit)
        frames = Frames()
        _show = window_class.show

        def show(self):
            self.installEventFilter(frames)
            _show(self)
        window_class.show = show
        watch.frames = frames

    class Watch:
        def find_spec(self, name, path, target=None):
            if name != "parchis_desktop.ui.game.main_window":
                return None
            spec = importlib.machinery.PathFinder.find_spec(name, path)
            run = spec.loader.exec_module

            def exec_module(module):
                run(module)
                watch(module.MainWindow)
            spec.loader.exec_module = exec_module
            return spec
    sys.meta_path.insert(0, Watch())
    from parchis_desktop.app import main
    main(["parchis-desktop"])
    sys.exit()
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
if sys.argv[1] == "game":
    from parchis_desktop.ui.game.main_window import MainWindow
    w = MainWindow(autosave=False)
    w.show()
    w.start_default_game()
else:
    w = QMainWindow()
    w.resize(1280, 800)
    if sys.argv[1] == "floor":   # what every PySide window with words pays: the Qt namespace's
        from PySide6.QtCore import Qt             # enums (made on its first use), a font, menus
        from PySide6.QtWidgets import QLabel
        w.setCentralWidget(QLabel("Parchís", alignment=Qt.AlignmentFlag.AlignCenter))
        for title in ("Game", "Settings", "Help"):
            w.menuBar().addMenu(title)
    w.show()
def done():
    import resource
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"{since(clock())} {rss} {int('pyqtgraph' in sys.modules)}")
    QTimer.singleShot(LINGER_MS, app.quit)
class FirstFrame(QObject):   # the window's first paint: the frame is on screen
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not getattr(self, "seen", False):
            self.seen = True
            QTimer.singleShot(0, done)
        return False
first = FirstFrame()
w.installEventFilter(first)
app.exec()
"""


_HELP = r"""
import time
from PySide6.QtWidgets import QApplication
app = QApplication([])
from parchis_desktop.ui.game.main_window import MainWindow
w = MainWindow(autosave=False)
w.show()
w.start_default_game()
app.processEvents()
marks = [time.perf_counter()]
def mark():
    app.processEvents()
    marks.append(time.perf_counter())
helper = w.show_help(); mark()                 # first F1: the help modules, a page, its diagrams
helper.open_page("russian"); mark()            # another page with six new diagrams
helper.open_page("russian"); mark()            # the same page again (diagrams cached)
w.show_tutorial(); mark()                      # the tutorial window and its first lesson
print(" ".join(f"{(b - a) * 1000:.1f}" for a, b in zip(marks, marks[1:])))
w.close()
"""


def help_part(args) -> int:
    """First use of the help and the tutorial (nothing of them is loaded at start-up)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_CONFIG_HOME="/tmp/parchis-bench-cfg",
               XDG_DATA_HOME="/tmp/parchis-bench-data")
    rows = []
    for _ in range(args.runs):
        out = subprocess.run([sys.executable, "-c", _HELP], capture_output=True, text=True, env=env, timeout=120)
        rows.append([float(x) for x in out.stdout.strip().splitlines()[-1].split()])
    f1, page, again, tutorial = (statistics.median(col) for col in zip(*rows))
    ours = startup("game", args.runs)
    print(f"help, first F1: {f1:.0f} ms; a page with six new diagrams: {page:.0f} ms, again: {again:.0f} ms; "
          f"first tutorial: {tutorial:.0f} ms (start-up in this run: {ours:.0f} ms; first F1 / start-up "
          f"{f1 / ours:.2f})")
    return 0


STARTUP_MEMORY: dict[str, list[int]] = {}
GAME_SHOWN: list[float] = []   # kind "app": ms to the first frame with the game on the board
CPU: dict[str, list[float]] = {}   # CPU ms (all threads) to the first frame, by kind ("app game" too)


_WARM_CACHE: list[str] = []   # the cache folder of a start that lingered (the board's picture kept)


def startup(kind: str, runs: int, returning: bool = True) -> float:
    """Median ms to a shown window; the peak memory (KiB) and whether pyqtgraph was imported go
    to STARTUP_MEMORY[kind] (the statistics window's charts must not load at start-up).

    ``returning``: the player has started the game before, so the cache folder holds the board's
    picture (ui/board/picture_cache.py) of a start that lived long enough to keep it; else the
    cache folder is empty (the very first start)."""
    import shutil
    import tempfile
    if returning and not _WARM_CACHE:
        _WARM_CACHE.append(tempfile.mkdtemp(prefix="parchis-bench-cache-"))
    times = []
    for k in range(runs + 1):   # run 0 warms the bytecode caches (an installed game has its .pyc)
        with tempfile.TemporaryDirectory(prefix="parchis-bench-") as home:
            # a returning player's profile: the welcome dismissed, no autosave, an empty history
            (Path(home) / "cfg" / "parchis-desktop").mkdir(parents=True)
            (Path(home) / "cfg" / "parchis-desktop" / "settings.ini").write_text(
                "[meta]\nversion=1\n[help]\nwelcome_done=true\n")
            cache = f"{home}/cache"
            linger = "0"
            if returning and k == 0:
                cache, linger = _WARM_CACHE[0], "2600"   # its picture is written 2 s after the frame
            elif returning:
                shutil.copytree(_WARM_CACHE[0], cache)
            env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_CONFIG_HOME=f"{home}/cfg",
                       XDG_DATA_HOME=f"{home}/data", XDG_CACHE_HOME=cache, PARCHIS_BENCH_LINGER_MS=linger)
            # Bytecode as a player's installed game has it: with PYTHONDONTWRITEBYTECODE set (as
            # some shells and CI set it) every start compiled ~100 modules again, some 170 ms.
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            out = subprocess.run([sys.executable, "-c", _STARTUP, kind], capture_output=True, text=True,
                                 env=env, timeout=120)
        if k == 0:
            continue
        ms, cpu, rss, charts, *game = out.stdout.strip().splitlines()[-1].split()
        times.append(float(ms))
        if not returning:   # the very first start: a row of its own
            CPU.setdefault("first", []).append(float(cpu))
            continue
        CPU.setdefault(kind, []).append(float(cpu))
        if game:
            GAME_SHOWN.append(float(game[0]))
            CPU.setdefault("app game", []).append(float(game[1]))
        STARTUP_MEMORY.setdefault(kind, []).append(int(rss))
        if int(charts):
            print("  pyqtgraph was imported at start-up!", flush=True)
    return statistics.median(times)


def stalls(seconds: float, level: str, speed: str, play: bool, history: dict | None = None
           ) -> tuple[float, float, int, float]:
    """(max gap, p99 gap, ticks, ms to set up the game and paint its first frame) of a 5 ms
    timer while bots play (or the window idles).  The timer starts after that first frame.

    With ``history`` (a dict) the game is recorded, and the dict gets ``calls`` (the GUI
    thread's ms in each recorder call), ``writes`` (each write transaction's start and end
    on the writer thread, perf_counter seconds) and ``ticks`` (each tick's time and gap)."""
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from parchis_desktop.ui.game.controller import BOT, SeatPlayer
    from parchis_desktop.ui.game.main_window import MainWindow
    from parchis_desktop.store.settings import Settings
    from parchis_desktop.ui.game.sound import SilentPlayer

    app = QApplication.instance() or QApplication([])
    settings = Settings(Path("/tmp/parchis-bench-cfg/bench.ini"))
    settings.set("animation/speed", speed)
    settings.set("bots/pace_ms", 300)
    w = MainWindow(settings=settings, sound=SilentPlayer(), autosave=False, history=False)
    ticks: list[tuple[float, float]] = []
    if history is not None:
        from parchis_desktop.store.history import HistoryDB, default_path
        from parchis_desktop.store.history_writer import GameRecorder, HistoryWriter
        from parchis_desktop.store.folders import data_dir
        writes = history.setdefault("writes", [])
        calls = history.setdefault("calls", [])
        history["ticks"] = ticks

        class TimedDB(HistoryDB):
            def turn(self, *a, **kw):
                t = time.perf_counter()
                try:
                    return super().turn(*a, **kw)
                finally:
                    writes.append((t, time.perf_counter()))

        w.history_writer = HistoryWriter(default_path(data_dir()), db_factory=TimedDB)
        rec = w.controller.recorder = GameRecorder(w.history_writer)
        for name in ("start", "update"):
            def timed(*a, _fn=getattr(rec, name), **kw):
                t = time.perf_counter()
                _fn(*a, **kw)
                calls.append((time.perf_counter() - t) * 1000)
            setattr(rec, name, timed)
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
        ticks.append((time.perf_counter(), gaps[-1]))
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
    parser.add_argument("--only", choices=("recording", "startup", "frames", "help", "review"),
                        help="run one part only")
    parser.add_argument("--nodes", type=int, default=None, help="review: the reply budget (default: the core's)")
    parser.add_argument("--turns", type=int, default=100, help="review: the turns of the reviewed game")
    args = parser.parse_args(argv)
    if args.only == "review":
        return review_part(args)
    if args.only == "recording":
        return recording(args)
    if args.only == "startup":
        return startup_part(args)
    if args.only == "help":
        return help_part(args)
    if args.only == "frames":   # the board's static, moving, dragged (resize) and resized frames
        import ui_render  # noqa: E402
        return ui_render.main(["--frames", "120"])

    import ui_render  # noqa: E402  (bench/ is on sys.path when run as a script)
    print("== frame render ==", flush=True)
    ui_render.main(["--frames", "120"])

    print("== start-up to a shown window ==", flush=True)
    startup_part(args)

    print(f"== event-loop stalls, {args.level} bots at {args.speed} speed, {args.seconds:g} s ==", flush=True)
    worst, p99, n, first = stalls(args.seconds, args.level, args.speed, play=True)
    idle_worst, idle_p99, _, _ = stalls(min(args.seconds, 5.0), args.level, args.speed, play=False)
    print(f"new game set up and first frame painted: {first:.1f} ms (before the timer starts)")
    print(f"bot game: longest stall {worst:.1f} ms, p99 {p99:.1f} ms over {n} ticks of a 5 ms timer"
          f"{'; target <= 50 ms -> ' + ('OK' if worst <= 50 else 'MISSED') if args.level == 'expert' else ''}")
    print(f"idle window: longest {idle_worst:.1f} ms, p99 {idle_p99:.1f} ms; "
          f"ratio of longest stalls {worst / max(idle_worst, 1e-3):.1f}")

    recording(args)
    return 0


def startup_part(args) -> int:
    app, ours, ref, first = [], [], [], []
    for _ in range(args.runs):   # interleaved: a busy machine weighs on both alike
        app.append(startup("app", 1))
        ours.append(startup("game", 1))
        ref.append(startup("empty", 1))
        startup("floor", 1)
        first.append(startup("app", 1, returning=False))
    app, ours, ref = statistics.median(app), statistics.median(ours), statistics.median(ref)
    game = statistics.median(GAME_SHOWN)
    cpu = {kind: statistics.median(v) for kind, v in CPU.items()}
    print(f"start-up of parchis-desktop to a shown window: {app:.0f} ms (an empty QMainWindow: {ref:.0f} ms; "
          f"ratio {app / ref:.2f}; target <= 2 -> {'OK' if app <= 2 * ref else 'MISSED'}); the game on the "
          f"board: {game:.0f} ms (ratio {game / ref:.2f})")
    print(f"  the same in CPU time (every thread; less swayed by a busy machine): {cpu['app']:.0f} ms against "
          f"{cpu['empty']:.0f} ms, ratio {cpu['app'] / cpu['empty']:.2f}; the game on the board "
          f"{cpu['app game']:.0f} ms, ratio {cpu['app game'] / cpu['empty']:.2f}")
    print(f"start-up, the window and the default game before its first frame: {ours:.0f} ms "
          f"(ratio {ours / ref:.2f}; CPU ratio {cpu['game'] / cpu['empty']:.2f})")
    print(f"  the very first start (no board picture kept yet): {statistics.median(first):.0f} ms wall, "
          f"{statistics.median(CPU['first']):.0f} ms CPU, CPU ratio {statistics.median(CPU['first']) / cpu['empty']:.2f}")
    print(f"  a second reference, the floor of any PySide window with words (the empty one with Qt's "
          f"namespace enums, a label and three menus): {cpu['floor']:.0f} ms CPU, "
          f"{cpu['floor'] / cpu['empty']:.2f}x the empty one; ours is {cpu['app'] / cpu['floor']:.2f}x it")
    memory()
    return 0


def memory() -> None:
    game = statistics.median(STARTUP_MEMORY["game"]) / 1024
    empty = statistics.median(STARTUP_MEMORY["empty"]) / 1024
    print(f"peak memory at start-up: {game:.0f} MiB (an empty QMainWindow: {empty:.0f} MiB; "
          f"ratio {game / empty:.2f})")


def recording(args) -> int:
    print(f"== recording into the history, the same game at {args.speed} speed ==", flush=True)
    import shutil
    shutil.rmtree("/tmp/parchis-bench-data", ignore_errors=True)
    info: dict = {}
    rec_worst, rec_p99, rec_n, _ = stalls(args.seconds, args.level, args.speed, play=True, history=info)
    off_worst, off_p99, _, _ = stalls(args.seconds, args.level, args.speed, play=True)
    frame = 1000 / 60
    writes, calls = info["writes"], sorted(info["calls"])
    # the ticks whose gap overlaps a write on the writer thread: the stall the recording can cause
    during = [gap for t, gap in info["ticks"] if any(a < t and b > t - gap / 1000 for a, b in writes)]
    worst_during = max(during, default=0.0)
    print(f"recorded game: longest stall {rec_worst:.1f} ms, p99 {rec_p99:.1f} ms over {rec_n} ticks")
    print(f"same game without the history: longest {off_worst:.1f} ms, p99 {off_p99:.1f} ms; "
          f"ratio {rec_worst / max(off_worst, 1e-3):.2f}")
    longest_write = max(((b - a) * 1000 for a, b in writes), default=0.0)
    print(f"{len(writes)} turn transactions on the writer thread (longest {longest_write:.1f} ms); longest "
          f"stall of a tick during one: {worst_during:.1f} ms over {len(during)} ticks; target < {frame:.1f} ms "
          f"(one 60 Hz frame) -> {'OK' if worst_during < frame else 'MISSED'}")
    if calls:
        print(f"GUI thread in the recorder: {len(calls)} calls, longest {calls[-1]:.2f} ms, "
              f"median {statistics.median(calls):.3f} ms")
    return 0


def review_game(turns: int, seed: int = 7):
    """A 4-player Parchís game of ``turns`` turns (seeded random play), as a record file."""
    from parchis_desktop.engine import Game
    from parchis_desktop.store.replay import GameRecordFile, positions, turn_numbers
    game = Game.new("parchis", 4, seed=seed)
    turn, seen = 1, game.position.turn
    while turn <= turns and game.step_random():
        if game.position.turn != seen:       # store.replay.turn_numbers' count, on the fly
            turn, seen = turn + 1, game.position.turn
    record = {"start": game.record["start"], "events": list(game.events)}
    frames = positions(record)
    if turn_numbers(frames)[-1] > turns:     # the first event of turn turns + 1 goes
        record["events"].pop()
        frames.pop()
    seats = [{"kind": "bot", "level": "casual", "name": ""} for _ in range(4)]
    return GameRecordFile(record, frames, seats)


def review_part(args) -> int:
    """The event loop while the review window reviews a game (see the module doc)."""
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from parchis_desktop.store.replay import turn_numbers
    from parchis_desktop.ui.review.window import ReviewWindow

    app = QApplication.instance() or QApplication([])
    rec = review_game(args.turns)
    print(f"== the review window reviewing a {turn_numbers(rec.frames)[-1]}-turn 4-player game "
          f"({len(rec.record['events'])} events) ==", flush=True)

    def measure(window, until, limit: float) -> tuple[list[float], float, list[float]]:
        """The gaps between the ticks (wall clock), the seconds, and the GUI thread's own CPU
        time in each gap: on a loaded machine a gap can be the scheduler's, the CPU time is
        what the window itself spent between two ticks."""
        clock = QElapsedTimer()
        clock.start()
        gaps: list[float] = []
        busy: list[float] = []
        last = [clock.nsecsElapsed(), time.thread_time()]

        def tick():
            now, cpu = clock.nsecsElapsed(), time.thread_time()
            gaps.append((now - last[0]) / 1e6)
            busy.append((cpu - last[1]) * 1000)
            last[0], last[1] = now, cpu
            if until() or now / 1e9 >= limit:
                app.quit()

        timer = QTimer()
        timer.setInterval(5)
        timer.timeout.connect(tick)
        timer.start()
        app.exec()
        timer.stop()
        return sorted(gaps), clock.nsecsElapsed() / 1e9, sorted(busy)

    t0 = time.perf_counter()
    w = ReviewWindow(rec, "instant", nodes=args.nodes)
    w.resize(1280, 800)
    w.show()
    app.processEvents()
    opened = (time.perf_counter() - t0) * 1000
    # until the review is on every page (it is laid out in slices after the worker's answer)
    gaps, took, busy = measure(w, lambda: w.shown() or (w.review is None and not w.task.running()), 600.0)
    done = w.review is not None
    idle, _, idle_busy = measure(w, lambda: False, 3.0)
    w.close()
    frame = 1000 / 60
    worst, p99 = gaps[-1], gaps[int(len(gaps) * 0.99) - 1]
    print(f"window opened (worker started) in {opened:.0f} ms; review {'done' if done else 'NOT done'} "
          f"in {took:.1f} s")
    print(f"while reviewing: longest gap {worst:.1f} ms, p99 {p99:.1f} ms over {len(gaps)} ticks of a 5 ms timer; "
          f"target < {frame:.1f} ms (one 60 Hz frame) -> {'OK' if worst < frame else 'MISSED'}")
    print(f"the same window idle: longest {idle[-1]:.1f} ms, p99 {idle[int(len(idle) * 0.99) - 1]:.1f} ms; "
          f"ratio of longest gaps {worst / max(idle[-1], 1e-3):.2f}")
    print(f"the GUI thread's own CPU time between two ticks: longest {busy[-1]:.1f} ms while reviewing "
          f"(idle: {idle_busy[-1]:.1f} ms); target < {frame:.1f} ms -> {'OK' if busy[-1] < frame else 'MISSED'} "
          f"(a longer wall-clock gap is the machine's load: see the idle window's)")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
