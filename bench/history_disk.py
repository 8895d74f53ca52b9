"""The game history on a small disk (issue 33; not part of ``make test``).

A 2 MiB tmpfs is mounted in a private mount namespace (``unshare``; Linux, root or user
namespaces), 1 MiB of it taken by a ballast file.  Games of four random players are
written through the real :class:`~parchis_desktop.store.history_writer.HistoryWriter`, one batch a
turn, until the disk is full; then the ballast is deleted (space returns) and the writer
must write every game it kept, with no event lost.  The same run is made with the old
journal settings (checkpoint at 1,000 pages, no checkpoint at the end of a game, no journal
size limit) as the reference.  It prints the games recorded before the disk filled, the
ratio to the reference, and whether every game was there once space returned.

    python bench/history_disk.py [--games 40] [--size-kib 2048] [--ballast-kib 1024]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def turns(events):
    out, cur, seat = [], [], None
    for ev in events:
        if "roll" in ev and ev.get("seat") != seat and cur:
            out.append(cur)
            cur = []
        if "roll" in ev:
            seat = ev.get("seat")
        cur.append(ev)
    if cur:
        out.append(cur)
    return out


def run(folder: Path, games: int, ballast_kib: int, old: bool) -> dict:
    from parchis_desktop.engine import Game
    from parchis_desktop.store import history as h

    if old:   # the journal as it was before issue 33
        h.AUTOCHECKPOINT_PAGES, h.JOURNAL_LIMIT = 1000, -1
        h.HistoryDB.checkpoint = lambda self: None
    ballast = folder / "ballast"
    ballast.write_bytes(b"\0" * (ballast_kib << 10))
    path = folder / "history.sqlite3"
    from parchis_desktop.store.history_writer import HistoryWriter
    writer = HistoryWriter(path, patience=0.5)
    played, recorded_before_full, full_at = [], None, None
    for seed in range(games):
        game = Game.new("parchis", 4, seed=seed)
        while game.step_random():
            pass
        played.append(json.loads(json.dumps(game.events)))
        handle = writer.begin_game(h.game_meta(game, [{"kind": "bot", "level": "casual", "name": ""}] * 4))
        n = 0
        for t in turns(game.events):
            writer.turn(handle, n, t)
            n += len(t)
        writer.turn(handle, n, [], places=game.position.places())
        if not writer.flush(timeout=10) and full_at is None:
            full_at = seed
            break
    # what the disk holds now (a reader of its own)
    db = h.HistoryDB(path)
    recorded_before_full = sum(1 for r in db.games() if r.finished)
    db.close()
    time.sleep(3.0)                        # past the writer's patience and its next try: the word is said
    problem = writer.take_problem()
    ballast.unlink()                       # space returns
    deadline = time.monotonic() + 60
    while not writer.flush(timeout=1) and time.monotonic() < deadline:
        pass
    writer.close()
    db = h.HistoryDB(path)
    rows = sorted(db.games(), key=lambda r: r.id)
    complete = len(rows) == len(played) and all(db.events(r.id) == ev and r.finished for r, ev in zip(rows, played))
    db.close()
    return {"played": len(played), "before_full": recorded_before_full, "full_at": full_at, "problem": problem,
            "after_space": len(rows), "complete": complete}


def inside(args) -> int:
    results = {}
    for label, old in (("new", False), ("reference", True)):
        mount = Path(tempfile.mkdtemp(prefix="parchis-disk-"))
        subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={args.size_kib}k", "tmpfs", str(mount)], check=True)
        try:
            done = subprocess.run([sys.executable, __file__, "--one", str(mount), "--games", str(args.games),
                                   "--ballast-kib", str(args.ballast_kib)] + (["--old"] if old else []),
                                  capture_output=True, text=True, timeout=600)
            try:
                results[label] = json.loads(done.stdout.strip().splitlines()[-1])
            except (IndexError, ValueError):
                results[label] = {"error": done.stderr[-800:]}
        finally:
            subprocess.run(["umount", str(mount)], check=False)
            shutil.rmtree(mount, ignore_errors=True)
    new, ref = results["new"], results["reference"]
    print(json.dumps(results, indent=1))
    if "error" in new or "error" in ref:
        return 1
    ratio = new["before_full"] / max(1, ref["before_full"])
    print(f"\n{args.size_kib} KiB disk ({args.ballast_kib} KiB taken): games recorded before it filled: "
          f"{new['before_full']} (reference, old journal settings: {ref['before_full']}; ratio {ratio:.1f}x); "
          f"said: {new['problem']!r}; after space returned: {new['after_space']}/{new['played']} games, "
          f"every event: {new['complete']} (reference: {ref['after_space']}/{ref['played']}, {ref['complete']})")
    return 0 if new["complete"] else 1


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--size-kib", type=int, default=2048)
    ap.add_argument("--ballast-kib", type=int, default=1024)
    ap.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--one", metavar="FOLDER", help=argparse.SUPPRESS)
    ap.add_argument("--old", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(run(Path(args.one), args.games, args.ballast_kib, args.old)))
        return 0
    if args.inside:
        return inside(args)
    unshare = shutil.which("unshare")
    if unshare is None:
        print("needs unshare (util-linux) to mount a small disk")
        return 2
    flags = ["--mount", "--propagation", "private"] if os.geteuid() == 0 else ["-rm"]
    return subprocess.run([unshare, *flags, sys.executable, __file__, "--inside", "--games", str(args.games),
                           "--size-kib", str(args.size_kib), "--ballast-kib", str(args.ballast_kib)]).returncode


if __name__ == "__main__":
    sys.exit(main())
