"""``kill -9`` of the running app, then a new start: is the game resumed where it was?
(issue 24's audit figure, re-measured; not part of ``make test``).

Each trial gets a fresh profile (config and data homes in a temp folder) and starts the
real window (offscreen) with an all-computer game, the window autosaving as a player's
game would.  The child prints the number of events of the record after every move it
plays (a move is autosaved when it is played, not when its animation ends); after a random
0.5-4 s the parent kills it with SIGKILL.  A second start in the same profile must then
offer the autosave, resume it with a record that replays, and lose no move: the resumed
record has at least the events announced before the kill (a kill can land between a move
and its write, so a shortfall of one move is counted apart).  Leftover temp files of the
atomic writes are counted too.

``--history``: instead, the kill lands while the game history is being written (issue 33):
each trial plays an all-computer game at the given speed (``--speed instant --pace 0`` is
full speed: instant animation, no pause between the computer players' moves), kills the
window 0-20 ms after a turn reaches the history (the moment the autosave may still be
writing the same turn), then reads the autosave and the history as they were left: the history must not be
ahead of the autosave (its record a start of the autosave's: nothing in it is replaced when
the game resumes).  A second start resumes the autosave, plays on for a moment and quits;
the game's history row must then hold exactly the resumed game's record, in the same row.
A trial agrees when both hold; it prints N/N agreeing trials.

``--worker N``: instead, one window plays an all-Expert game (0.3 s a move) and kills the
Expert's worker process N times, each at a random moment while it is deciding; for each
kill it measures the time until the next move is played (the driver restarts the worker,
or the Strong level moves and says so).  The audit saw no move for 15 s in 2 of 3 kills.

    python bench/kill_app.py [--trials 25] [--variant parchis] [--speed fast] [--seed 1]
    python bench/kill_app.py --worker 20
    python bench/kill_app.py --history [--trials 20] [--speed normal|instant] [--pace 600|0]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_CHILD = r"""
import sys
from PySide6.QtWidgets import QApplication
app = QApplication(["parchis-desktop"])
from parchis_desktop.ui.game.controller import BOT, SeatPlayer
from parchis_desktop.ui.game.main_window import MainWindow
w = MainWindow()
w.settings.set("animation/speed", sys.argv[2])
if len(sys.argv) > 4:   # the computer players' pause (0: full speed)
    w.settings.set("bots/pace_ms", int(sys.argv[4]))
    w.controller.bot_pace_ms = int(sys.argv[4])
w.show()
def played(before, move, after):
    print("events", len(w.controller.game.events), flush=True)
w.controller.move_played.connect(played)
w.start_game(sys.argv[1], [SeatPlayer(BOT, "casual") for _ in range(4)], seed=int(sys.argv[3]))
print("ready", flush=True)
app.exec()
"""

_RESUME = r"""
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication(["parchis-desktop"])
from parchis_desktop.engine import replay
from parchis_desktop.ui.game.main_window import MainWindow
w = MainWindow()
offered = w.has_resumable_autosave()
resumed = offered and w.resume_autosave()
out = {"offered": offered, "resumed": bool(resumed), "events": -1, "replays": False}
if resumed:
    game = w.controller.game
    out["events"] = len(game.events)
    out["replays"] = replay(game.record) == game.position
w.close()   # as the player quitting: the autosave writer is flushed
print(json.dumps(out), flush=True)
"""


# _CHILD, telling the parent each time a turn is in the history (the moment to kill)
_HISTORY_CHILD = r"""
from parchis_desktop.store import history
_turn = history.HistoryDB.turn
def turn(self, *args, **kwargs):
    ok = _turn(self, *args, **kwargs)
    print("history", flush=True)
    return ok
history.HistoryDB.turn = turn
""" + _CHILD

_HISTORY_LEFT = r"""
import json, sys
from parchis_desktop.store.folders import autosave_path, data_dir
from parchis_desktop.store.history import HistoryDB, default_path
from parchis_desktop.store.saves import load_game
out = {"autosave": None, "history": None, "rows": 0}
try:
    out["autosave"] = json.loads(json.dumps(load_game(autosave_path()).game.events))
except Exception as exc:
    out["autosave_error"] = repr(exc)[:200]
db = HistoryDB(default_path(data_dir()))
rows = db.games()
out["rows"] = len(rows)
if rows:
    out["history"] = db.events(rows[0].id)
db.close()
print(json.dumps(out))
"""

_HISTORY_RESUME = r"""
import json, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["parchis-desktop"])
from parchis_desktop.store.folders import data_dir
from parchis_desktop.store.history import HistoryDB, default_path
from parchis_desktop.ui.game.main_window import MainWindow
w = MainWindow()
w.controller.bot_pace_ms = int(sys.argv[1])
resumed = w.has_resumable_autosave() and w.resume_autosave()
at_resume = len(w.controller.game.events) if resumed else -1
QTimer.singleShot(int(float(sys.argv[2]) * 1000), app.quit)   # play on a little, then quit
if resumed:
    app.exec()
events = json.loads(json.dumps(w.controller.game.events)) if resumed else None
w.close()
db = HistoryDB(default_path(data_dir()))
rows = db.games()
stored = db.events(rows[0].id) if rows else None
db.close()
print(json.dumps({"resumed": bool(resumed), "at_resume": at_resume, "events": events, "stored": stored,
                  "rows": len(rows)}))
"""


_WORKER = r"""
import os, random, signal, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["parchis-desktop"])
from parchis_desktop.ui.game.controller import BOT, SeatPlayer
from parchis_desktop.ui.game.main_window import MainWindow
kills, rng = int(sys.argv[2]), random.Random(int(sys.argv[3]))
w = MainWindow(autosave=False, history=False)
w.settings.set("animation/speed", "instant")
bots = w.controller.bots
bots.expert_seconds = 0.3
fallbacks = []
bots.fallback.connect(fallbacks.append)
state = {"killed_at": None, "done": 0, "waits": []}
def played(before, move, after):
    if state["killed_at"] is not None:
        print("wait", round((time.monotonic() - state["killed_at"]) * 1000), flush=True)
        state["killed_at"] = None
        state["done"] += 1
        if state["done"] >= kills:
            print("fallbacks", len(fallbacks), "restarts", bots._runner.restarts if bots._runner else -1, flush=True)
            app.quit()
            return
    QTimer.singleShot(rng.randrange(20, 250), try_kill)
def try_kill():
    runner = bots._runner
    if state["killed_at"] is not None or runner is None or not (set(bots._pending) & runner.started):
        QTimer.singleShot(10, try_kill)    # wait until the worker is deciding
        return
    pid = runner.worker_pid
    if pid:
        os.kill(pid, signal.SIGKILL)
        state["killed_at"] = time.monotonic()
w.controller.move_played.connect(played)
w.start_game(sys.argv[1], [SeatPlayer(BOT, "expert") for _ in range(4)], seed=int(sys.argv[3]))
QTimer.singleShot(50, try_kill)
QTimer.singleShot(600_000, app.quit)
app.exec()
w.close()
"""


def worker_kills(variant: str, kills: int, seed: int) -> int:
    with tempfile.TemporaryDirectory(prefix="parchis-kill-") as tmp:
        done = subprocess.run([sys.executable, "-c", _WORKER, variant, str(kills), str(seed)], env=_env(Path(tmp)),
                              capture_output=True, text=True, timeout=900)
    waits = [int(line.split()[1]) for line in done.stdout.splitlines() if line.startswith("wait ")]
    tail = [line for line in done.stdout.splitlines() if line.startswith("fallbacks ")]
    if not waits:
        print("no kill measured:", done.stdout[-800:], done.stderr[-800:])
        return 1
    waits.sort()
    print(f"{variant}, Expert worker killed {len(waits)}/{kills} times while deciding: next move after "
          f"median {waits[len(waits) // 2]} ms, max {waits[-1]} ms; {tail[0] if tail else 'no summary'}")
    return 0 if len(waits) == kills and waits[-1] < 15_000 else 1


def _env(home: Path) -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "PARCHIS_NO_SOUND": "1",
            "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data")}


def trial(variant: str, speed: str, seed: int, wait: float) -> dict:
    with tempfile.TemporaryDirectory(prefix="parchis-kill-") as tmp:
        home = Path(tmp)
        env = _env(home)
        child = subprocess.Popen([sys.executable, "-c", _CHILD, variant, speed, str(seed)], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        announced, started = 0, None
        os.set_blocking(child.stdout.fileno(), False)
        deadline = time.monotonic() + 60
        buf = ""
        while time.monotonic() < deadline:
            try:
                buf += os.read(child.stdout.fileno(), 65536).decode()
            except BlockingIOError:
                pass
            *lines, buf = buf.split("\n")
            for line in lines:
                if line == "ready":
                    started = time.monotonic()
                elif line.startswith("events "):
                    announced = int(line.split()[1])
            if started is not None and time.monotonic() - started >= wait:
                break
            if child.poll() is not None:
                break
            time.sleep(0.01)
        alive = child.poll() is None
        if alive:
            child.send_signal(signal.SIGKILL)
        child.wait()
        done = subprocess.run([sys.executable, "-c", _RESUME], env=env, capture_output=True, text=True, timeout=120)
        leftovers = [p.name for p in home.rglob("*.tmp")]   # after the new start has cleaned up
        try:
            got = json.loads(done.stdout.strip().splitlines()[-1])
        except (IndexError, ValueError):
            got = {"offered": False, "resumed": False, "events": -1, "replays": False,
                   "error": done.stderr[-400:]}
        got.update(announced=announced, killed=alive, leftovers=leftovers)
        return got


def _last_json(done: subprocess.CompletedProcess) -> dict:
    try:
        return json.loads(done.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        return {"error": done.stderr[-600:]}


def history_trial(variant: str, speed: str, pace: int, seed: int, wait: float, jitter: float) -> dict:
    """One kill -9 during history writes (``jitter`` s after the first turn written past
    ``wait``: the moment the history has just moved on); what the autosave and the history agree on."""
    with tempfile.TemporaryDirectory(prefix="parchis-kill-") as tmp:
        env = _env(Path(tmp))
        child = subprocess.Popen([sys.executable, "-c", _HISTORY_CHILD, variant, speed, str(seed), str(pace)],
                                 env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        os.set_blocking(child.stdout.fileno(), False)
        started, announced, buf = None, 0, ""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and child.poll() is None:
            try:
                buf += os.read(child.stdout.fileno(), 65536).decode()
            except BlockingIOError:
                pass
            *lines, buf = buf.split("\n")
            for line in lines:
                if line == "ready":
                    started = time.monotonic()
                elif line.startswith("events "):
                    announced = int(line.split()[1])
                elif line == "history" and started is not None and time.monotonic() - started >= wait:
                    time.sleep(jitter)
                    deadline = 0
            if started is not None and time.monotonic() - started >= wait + 20:
                break
            time.sleep(0.002)
        killed = child.poll() is None
        if killed:
            child.send_signal(signal.SIGKILL)
        child.wait()
        left = _last_json(subprocess.run([sys.executable, "-c", _HISTORY_LEFT], env=env, capture_output=True,
                                         text=True, timeout=120))
        after = _last_json(subprocess.run([sys.executable, "-c", _HISTORY_RESUME, str(pace), "1.0"], env=env,
                                          capture_output=True, text=True, timeout=180))
    saved, stored = left.get("autosave"), left.get("history")
    ahead = None
    if saved is not None and stored is not None:
        ahead = len(stored) - len(saved) if stored[:len(saved)] == saved or saved[:len(stored)] == stored else 10**6
    agree = (ahead is not None and ahead <= 0        # no history event is replaced on resume
             and after.get("resumed") is True and after.get("stored") == after.get("events")
             and after.get("rows") == left.get("rows"))
    return {"killed": killed, "announced": announced, "saved": -1 if saved is None else len(saved),
            "stored": -1 if stored is None else len(stored), "ahead": ahead, "agree": agree,
            "resumed": after.get("resumed"), "rows": (left.get("rows"), after.get("rows")),
            "error": left.get("error") or after.get("error") or left.get("autosave_error")}


def history_kills(args) -> int:
    rng = random.Random(args.seed)
    n, agree, not_ahead = args.trials, 0, 0
    for i in range(n):
        got = history_trial(args.variant, args.speed, args.pace, rng.randrange(2**31), rng.uniform(0.5, 4.0),
                            rng.uniform(0.0, 0.02))
        agree += got["agree"]
        not_ahead += got["ahead"] is not None and got["ahead"] <= 0
        print(f"trial {i + 1:3d}: killed={got['killed']} announced={got['announced']} autosave={got['saved']} "
              f"history={got['stored']} history ahead by={got['ahead']} resumed={got['resumed']} "
              f"rows={got['rows']} agree={got['agree']}" + (f" error={got['error']!r}" if got["error"] else ""),
              flush=True)
    print(f"\n{args.variant}, speed {args.speed}, pace {args.pace} ms, {n} kill -9s during history writes: "
          f"history not ahead of the autosave {not_ahead}/{n}; resumed game and its history agree {agree}/{n}")
    return 0 if agree == n and not_ahead == n else 1


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--trials", type=int, default=25)
    ap.add_argument("--variant", default="parchis")
    ap.add_argument("--speed", default="fast", choices=("slow", "normal", "fast", "instant"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--worker", type=int, default=0, metavar="N", help="kill the Expert's worker N times instead")
    ap.add_argument("--history", action="store_true", help="kill during history writes; do autosave and history agree")
    ap.add_argument("--pace", type=int, default=600, help="--history: the computer players' pause, ms (0: none)")
    args = ap.parse_args()
    if args.history:
        return history_kills(args)
    if args.worker:
        return worker_kills(args.variant, args.worker, args.seed)
    rng = random.Random(args.seed)
    resumed = lost_none = short_one = replays = leftover = 0
    for i in range(args.trials):
        got = trial(args.variant, args.speed, rng.randrange(2**31), rng.uniform(0.5, 4.0))
        ok = got["resumed"]
        resumed += ok
        replays += bool(got["replays"])
        leftover += bool(got["leftovers"])
        missing = got["announced"] - got["events"] if ok else None
        lost_none += ok and missing <= 0
        short_one += ok and 0 < missing <= 2       # a move and the roll before it
        print(f"trial {i + 1:3d}: killed={got['killed']} announced={got['announced']} "
              f"resumed={ok} events={got['events']} replays={got['replays']} "
              f"leftover temps={got['leftovers']}" + (f" error={got.get('error')!r}" if "error" in got else ""),
              flush=True)
    n = args.trials
    print(f"\n{args.variant}, {n} kill -9s: resumed at the autosave {resumed}/{n}; "
          f"no move lost {lost_none}/{n}; one move short (killed mid-write) {short_one}/{n}; "
          f"record replays {replays}/{n}; trials with leftover temp files {leftover}/{n}")
    return 0 if resumed == n and replays == n and lost_none + short_one == n and not leftover else 1


if __name__ == "__main__":
    sys.exit(main())
