"""Engine speed benchmark (``make bench``; not part of ``make test``).

Prints, for the ``parchis``, ``spanish``, ``pachisi`` and ``russian`` presets (with, for pachisi, a
published Ludii figure for context only: other rules, language and machine):

* random-bot 4-player games/s and moves/s on one core (``parchis_desktop.cli.random_games``:
  ``Game.new`` + ``step_random`` until over; moves = move decisions, not rolls/passes);
* the per-call time of legal-move generation, ``movegen._legal(pos)`` uncached, on a few
  thousand positions (decisions with dice on the table) taken from random games;

the larger boards (docs/rules.md §7, BD-1): random games/s with every seat taken on the 6- and
8-seat Parchís boards and the six-arm Pachisi board, beside the same preset's 4-seat figure, and
the time per move relative to 4 seats (the per-move cost should grow no more than the extra
tokens need);
and LUDOpy's random 4-player games/s for the same time, measured in a cached throwaway
venv (``bench/.cache/ludopy-venv``: numpy + opencv-python-headless, then
``pip install --no-deps ludopy``).  Any failing LUDOpy step is reported and skipped.
The last line compares the two: the target is at least twice LUDOpy's games/s.

    python bench/engine_speed.py [--seconds 10] [--positions 3000] [--no-ludopy]

``--against REF`` (a git revision of this repository, or a folder holding an older
``parchis_desktop``) measures instead this tree against that one in the same run: random
4-player games per CPU second (``time.process_time``, so another process on the machine
counts less) and moves per CPU second, every preset and the larger boards, the two trees
alternating in fresh processes for ``--rounds`` rounds; it prints the best round of each and
the ratio new/old (issue 29's target: at least 1.6)::

    python bench/engine_speed.py --against f9474bd --seconds 3 --rounds 4
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:  # run from a checkout without installing
    sys.path.insert(0, str(ROOT))

from parchis_desktop.cli import random_games  # noqa: E402
from parchis_desktop.engine import Dice, Game, Position, PositionError, legal_moves  # noqa: E402
from parchis_desktop.engine import movegen  # noqa: E402

PRESETS = ("parchis", "spanish", "pachisi", "russian")
#: Published figures of other engines, printed for context only (different rules, machines).
CONTEXT = {"pachisi": "Ludii (Java, its own different Pachisi rules, 2-core machine): 91 random playouts/s"}
PLAYERS = 4
CACHE = HERE / ".cache"
LUDOPY_VENV = CACHE / "ludopy-venv"
LUDOPY_STAMP = LUDOPY_VENV / ".parchis-bench-ok"
PIP_TIMEOUT = 900

# Runs inside the LUDOpy venv: argv = seconds, seed.  Prints one JSON line.
LUDOPY_SCRIPT = r"""
import json, sys, time
import numpy as np
import ludopy

seconds, seed = float(sys.argv[1]), int(sys.argv[2])
np.random.seed(seed)
rng = np.random.default_rng(seed)
games = moves = 0
start = time.perf_counter()
deadline = start + seconds
while True:
    game = ludopy.Game()
    there_is_a_winner = False
    while not there_is_a_winner:
        (dice, move_pieces, player_pieces, enemy_pieces, player_is_a_winner,
         there_is_a_winner), player_i = game.get_observation()
        if len(move_pieces):
            piece = move_pieces[rng.integers(len(move_pieces))]
            moves += 1
        else:
            piece = -1
        _, _, _, _, _, there_is_a_winner = game.answer_observation(piece)
    games += 1
    now = time.perf_counter()
    if now >= deadline:
        break
try:
    from importlib.metadata import version
    ver = version("ludopy")
except Exception:
    ver = "?"
print(json.dumps({"games": games, "moves": moves, "seconds": now - start, "version": ver}))
"""


# -- our engine -------------------------------------------------------------------
def games_per_second(variant: str, seconds: float, seed: int, players: int = PLAYERS,
                     seats: int | None = None) -> tuple[float, float, int, float]:
    games, moves, elapsed = random_games(variant, players, seconds, seed, seats=seats)
    return games / elapsed, moves / elapsed, games, elapsed


#: (preset, seats) on the larger boards (BD-1), every seat taken.
LARGER = (("parchis", 6), ("parchis", 8), ("spanish", 6), ("spanish", 8), ("pachisi", 6))


def collect_positions(variant: str, count: int, seed: int) -> tuple[list[str], dict[str, int]]:
    """Full-form JSON of ``count`` decision positions (dice rolled, game not over) from random games.

    Positions whose JSON the engine does not read back are left out and counted by error
    (they would be an engine bug: docs/rules.md §6 says a produced position is a valid input).
    """
    out: list[str] = []
    rejected: dict[str, int] = {}
    k = 0
    while len(out) < count:
        game = Game.new(variant, PLAYERS, seed=Dice.seeded(seed, 1000 + k).getstate())
        k += 1
        while len(out) < count:
            pos = game.position
            if pos.is_over:
                break
            if pos.dice:
                text = pos.to_json_str(full=True)
                try:
                    Position.from_json(text)
                except PositionError as exc:
                    rejected[str(exc)] = rejected.get(str(exc), 0) + 1
                else:
                    out.append(text)
            game.step_random()
    return out, rejected


def time_legal(texts: list[str], passes: int = 3) -> tuple[float, float, float]:
    """Median and mean µs per uncached call, and the mean number of legal moves.

    Each pass parses fresh :class:`Position` objects (outside the timing), so no
    cache the engine keeps on a position can answer a timed call.
    """
    legal = getattr(movegen, "_legal", None)
    if legal is None:  # the engine was reorganised: a fresh position's legal_moves is uncached too
        legal = legal_moves
    clock = time.perf_counter
    samples: list[float] = []
    n_moves = 0
    for _ in range(passes):
        positions = [Position.from_json(t) for t in texts]
        for pos in positions:
            t0 = clock()
            moves = legal(pos)
            samples.append(clock() - t0)
            n_moves += len(moves)
    return (statistics.median(samples) * 1e6, statistics.fmean(samples) * 1e6,
            n_moves / max(1, len(samples)))


# -- LUDOpy -------------------------------------------------------------------------
class Skip(Exception):
    pass


def _run(cmd: list[str], step: str, timeout: float) -> str:
    try:
        res = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                             stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise Skip(f"{step}: {exc.__class__.__name__}: {exc}") from None
    if res.returncode != 0:
        tail = " | ".join((res.stderr or res.stdout).strip().splitlines()[-3:])
        raise Skip(f"{step} failed (exit {res.returncode}): {tail}")
    return res.stdout


def _venv_python() -> Path:
    return LUDOPY_VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_ludopy_venv() -> Path:
    py = _venv_python()
    if LUDOPY_STAMP.exists() and py.exists():
        return py
    print(f"  setting up {LUDOPY_VENV.relative_to(ROOT)} (once; cached) ...", flush=True)
    shutil.rmtree(LUDOPY_VENV, ignore_errors=True)  # a half-made venv from an earlier failure
    CACHE.mkdir(parents=True, exist_ok=True)
    base = getattr(sys, "_base_executable", None) or sys.executable
    _run([base, "-m", "venv", str(LUDOPY_VENV)], "python3 -m venv", 300)
    pip = [str(py), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    _run(pip + ["numpy", "opencv-python-headless"], "pip install numpy opencv-python-headless", PIP_TIMEOUT)
    _run(pip + ["--no-deps", "ludopy"], "pip install --no-deps ludopy", PIP_TIMEOUT)
    _run([str(py), "-c", "import ludopy"], "import ludopy", 120)
    LUDOPY_STAMP.write_text("ok\n")
    return py


def ludopy_games_per_second(seconds: float, seed: int) -> tuple[float, float, int, float, str]:
    py = ensure_ludopy_venv()
    out = _run([str(py), "-c", LUDOPY_SCRIPT, str(seconds), str(seed)], "LUDOpy random games",
               seconds * 3 + 300)
    try:
        data = json.loads(out.strip().splitlines()[-1])
        games, moves, elapsed = int(data["games"]), int(data["moves"]), float(data["seconds"])
    except (ValueError, KeyError, IndexError) as exc:
        raise Skip(f"LUDOpy script printed something unexpected ({exc}): {out[-200:]!r}") from None
    return games / elapsed, moves / elapsed, games, elapsed, str(data.get("version", "?"))


# -- this tree against another (--against) ------------------------------------------
#: Runs in a fresh interpreter: argv = tree, variant, seconds, seats (0: 4 players on the
#: preset's board).  Prints one JSON line: games and moves per CPU second.
AGAINST_CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from parchis_desktop.cli import random_games
variant, seconds, seats = sys.argv[2], float(sys.argv[3]), int(sys.argv[4]) or None
random_games(variant, seats or 4, min(0.5, seconds), seats=seats)   # warm the caches
t = time.process_time()
games, moves, _ = random_games(variant, seats or 4, seconds, clock=time.process_time, seats=seats)
t = time.process_time() - t
print(json.dumps([games / t, moves / t]))
"""


def tree_of(ref: str) -> Path:
    """A folder holding ``ref``'s ``parchis_desktop``: ``ref`` itself if it is such a folder,
    else ``git archive`` of the revision into bench/.cache/tree-<commit>."""
    if (Path(ref) / "parchis_desktop").is_dir():
        return Path(ref).resolve()
    sha = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--verify", f"{ref}^{{commit}}"],
                         capture_output=True, text=True)
    if sha.returncode:
        raise SystemExit(f"--against: {ref!r} is neither a folder with parchis_desktop/ nor a revision")
    out = CACHE / f"tree-{sha.stdout.strip()[:12]}"
    if not (out / "parchis_desktop").is_dir():
        out.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", sha.stdout.strip(), "parchis_desktop"],
                                 capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(out)], input=archive, check=True)
    return out


def _child_rates(tree: Path, variant: str, seconds: float, seats: int) -> tuple[float, float]:
    out = subprocess.run([sys.executable, "-c", AGAINST_CHILD, str(tree), variant, str(seconds), str(seats)],
                         capture_output=True, text=True)
    if out.returncode:
        raise SystemExit(f"{tree}: {variant}: {out.stderr.strip().splitlines()[-1:]}")
    g, m = json.loads(out.stdout)
    return g, m


def against(ref: str, seconds: float, rounds: int) -> int:
    old = tree_of(ref)
    print(f"this tree ({ROOT}) against {ref} ({old}): random games and moves per CPU second, "
          f"{seconds:g} s a measurement, best of {rounds} alternating rounds")
    rows = [(v, 0) for v in PRESETS] + list(LARGER)
    for variant, seats in rows:
        best = {"old": (0.0, 0.0), "new": (0.0, 0.0)}
        for r in range(rounds):
            for side in (("old", "new") if r % 2 == 0 else ("new", "old")):
                g, m = _child_rates(old if side == "old" else ROOT, variant, seconds, seats)
                best[side] = max(best[side], (g, m), key=lambda gm: gm[1])
        (go, mo), (gn, mn) = best["old"], best["new"]
        name = f"{variant} {seats or 4} seats"
        print(f"{name:18} old {go:7.1f} games/s {mo:8.0f} moves/s | new {gn:7.1f} games/s {mn:8.0f} moves/s"
              f" | new/old games x{gn / go:.2f}, moves x{mn / mo:.2f}", flush=True)
    print("target (issue 29): new/old >= 1.6 on every preset")
    return 0


# -- main ---------------------------------------------------------------------------
def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=10.0, help="seconds per measurement (default 10)")
    ap.add_argument("--positions", type=int, default=3000, help="positions for the legal_moves timing")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--no-ludopy", action="store_true", help="skip the LUDOpy comparison")
    ap.add_argument("--against", metavar="REF", help="this tree against a git revision or an older tree's folder")
    ap.add_argument("--rounds", type=int, default=3, help="with --against: alternating rounds (default 3)")
    args = ap.parse_args(argv)
    if args.against:
        return against(args.against, args.seconds, args.rounds)

    print(f"Parchís Desktop engine speed: Python {platform.python_version()} "
          f"({platform.python_implementation()}), one process, {args.seconds:g} s per measurement, "
          f"{PLAYERS} players, random bots")
    rates, move_rates = {}, {}
    for variant in PRESETS:
        g, m, n, t = games_per_second(variant, args.seconds, args.seed)
        rates[variant], move_rates[variant] = g, m
        print(f"{variant:8} random games: {g:.1f} games/s, {m:.0f} moves/s ({n} games in {t:.1f} s)", flush=True)
        if variant in CONTEXT:
            print(f"{'':8} for context only: {CONTEXT[variant]}", flush=True)

    print("larger boards (every seat taken; µs per move = 1e6 / moves per second):")
    for variant, seats in LARGER:
        g, m, n, t = games_per_second(variant, args.seconds, args.seed, players=seats, seats=seats)
        base = move_rates[variant]
        print(f"{variant:8} {seats} seats: {g:.2f} games/s, {m:.0f} moves/s ({n} games in {t:.1f} s); "
              f"4 seats: {rates[variant]:.1f} games/s; per move {1e6 / m:.1f} µs vs {1e6 / base:.1f} µs "
              f"on 4 seats (x{base / m:.2f}; tokens x{seats / 4:.2f})", flush=True)

    print(f"legal move generation (movegen._legal, uncached, fresh positions; "
          f"{args.positions} positions from random games, 3 passes):")
    for variant in PRESETS:
        texts, rejected = collect_positions(variant, args.positions, args.seed)
        med, mean, avg = time_legal(texts)
        print(f"{variant:8} legal_moves: median {med:.1f} µs/call (mean {mean:.1f} µs, "
              f"{avg:.2f} moves per position)", flush=True)
        for err, n in sorted(rejected.items()):
            print(f"         note: left out {n} position(s) that Position.from_json rejects "
                  f"(engine bug): {err}")

    ours = rates["parchis"]
    theirs = None
    if args.no_ludopy:
        print("LUDOpy: skipped (--no-ludopy)")
    else:
        try:
            g, m, n, t, ver = ludopy_games_per_second(args.seconds, args.seed)
            theirs = g
            print(f"LUDOpy {ver} random games: {g:.1f} games/s, {m:.0f} moves/s ({n} games in {t:.1f} s)")
        except Skip as exc:
            print(f"LUDOpy: skipped: {exc}")
    if theirs:
        tail = f"LUDOpy: {theirs:.1f}; ratio X/Y = {ours / theirs:.2f}"
    else:
        tail = "LUDOpy: n/a; ratio X/Y = n/a"
    print(f"parchis random {PLAYERS}-player games/s: {ours:.1f}; {tail} (target >= 2.0)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
