"""Python's instructions per random move, this tree against another (``valgrind --tool=callgrind``).

A count that another process on the machine does not move (``engine_speed.py --against``
measures CPU time, which a shared machine moves by 5-10%): for each preset, games
``0..N-1`` of ``random_playout`` as ``engine_speed.py`` plays them (``Game`` with
``Dice.seeded(0, k)``, ``roll_for_first``, 4 players), less the same process playing no game,
divided by the moves played (the same games in both trees)::

    python bench/engine_instructions.py --against f9474bd [--games 8] [--presets russian,parchis]

Needs ``valgrind``; about a minute a preset and tree (callgrind runs Python ~50x slower).
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

CHILD = r"""
import sys
sys.path.insert(0, sys.argv[1])
from parchis_desktop.engine import Dice, Game, Position
from parchis_desktop.engine.movegen import random_playout
preset, n = sys.argv[2], int(sys.argv[3])
rules = Game.new(preset, 4, seed=0).position.rules
moves = 0
for k in range(n):
    game = Game(Position.initial(preset, 4, rules), Dice.seeded(0, k))
    game.roll_for_first()
    moves += random_playout(game.position, game.dice)[1]
print("moves", moves)
"""


def _count(tree: Path, preset: str, games: int) -> tuple[int, int]:
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg.out",
                              sys.executable, "-c", CHILD, str(tree), preset, str(games)],
                             capture_output=True, text=True, cwd=tmp, env={**os.environ, "PYTHONPATH": ""})
    if out.returncode:
        raise SystemExit(f"{tree}: {preset}: {out.stderr.strip().splitlines()[-1:]}")
    ir = int(re.search(r"Collected : (\d+)", out.stderr).group(1))
    moves = int(re.search(r"^moves (\d+)", out.stdout, re.M).group(1))
    return ir, moves


def per_move(tree: Path, preset: str, games: int) -> tuple[float, int]:
    base, _ = _count(tree, preset, 0)
    ir, moves = _count(tree, preset, games)
    return (ir - base) / moves, moves


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--against", metavar="REF", required=True, help="a git revision or an older tree's folder")
    ap.add_argument("--games", type=int, default=8, help="games a preset (default 8)")
    ap.add_argument("--presets", default="parchis,spanish,pachisi,russian")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(HERE))
    from engine_speed import tree_of   # the same cache as engine_speed.py --against
    old = tree_of(args.against)
    print(f"instructions per random move under callgrind, games 0..{args.games - 1}: "
          f"{args.against} ({old}) -> this tree ({ROOT})")
    for preset in args.presets.split(","):
        o, mo = per_move(old, preset, args.games)
        n, mn = per_move(ROOT, preset, args.games)
        same = "" if mo == mn else f"  (moves differ: {mo} against {mn})"
        print(f"{preset:8} {o / 1000:7.1f}k -> {n / 1000:7.1f}k  x{o / n:.2f}  ({mn} moves){same}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
