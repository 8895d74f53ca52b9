"""The engine as the search uses it: plans of a roll per CPU second, this tree against another.

``bench/engine_speed.py`` times random playouts (``random_playout``: one random move a
decision, the engine's own loop).  The players' search asks the engine something else: at
every decision it enumerates the plans of the whole roll, every legal move, then every legal
move of the position it leads to while the same player still has dice or a bonus to play
(``legal_moves`` and ``play`` through the public API, as ``ai/rolls.py`` does, up to the
Strong player's 400 positions a decision).  This bench times that on the same positions
(decisions of seeded random games, identical in both trees: the seeded records do not
change), the two trees alternating in fresh processes, the best of ``--rounds`` rounds:

    python bench/engine_plans.py --against f9474bd [--positions 300] [--rounds 3]

It prints the positions reached per CPU second for both trees and their ratio, per preset and
for the larger boards.  The figures are the engine's only: no evaluation is called.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

ROWS = (("parchis", 0), ("spanish", 0), ("pachisi", 0), ("russian", 0), ("parchis", 6), ("parchis", 8),
        ("pachisi", 6))

CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from parchis_desktop.engine import Game, Position, legal_moves, play
variant, n, seats = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]) or None
LIMIT = 400   # the Strong player's positions a decision (StrongBot.node_limit)

def decisions(n):
    out, seed = [], 0
    while len(out) < n:
        kw = {"seats": seats} if seats else {}
        game = Game.new(variant, players=seats or 4, seed=1000 + seed, **kw)
        seed += 1
        k = 0
        while len(out) < n:
            pos = game.position
            if not pos.needs_roll and len(legal_moves(pos)) > 1:
                k += 1
                if k % 3 == 0:
                    out.append(pos)
            if not game.step_random():
                break
    return out

def plans(pos):
    seen = 0
    stack = [pos]
    while stack and seen < LIMIT:
        p = stack.pop()
        for move in legal_moves(p):
            q = play(p, move)
            seen += 1
            if q.turn == p.turn and not q.needs_roll and legal_moves(q):
                stack.append(q)   # the same player goes on: the other die, a bonus
    return seen

todo = decisions(n)
for p in todo[:20]:   # warm the caches
    plans(p)
todo = [Position.from_json(p.to_json(full=True)) for p in todo]   # fresh: nothing cached on them yet
t = time.process_time()
reached = sum(plans(p) for p in todo)
t = time.process_time() - t
print(json.dumps([reached / t, reached]))
"""


def tree_of(ref: str) -> Path:
    sys.path.insert(0, str(HERE))
    from engine_speed import tree_of as engine_tree_of   # the same cached git archive
    return engine_tree_of(ref)


def rate(tree: Path, variant: str, positions: int, seats: int) -> tuple[float, int]:
    out = subprocess.run([sys.executable, "-c", CHILD, str(tree), variant, str(positions), str(seats)],
                         capture_output=True, text=True)
    if out.returncode:
        raise SystemExit(f"{tree}: {variant}: {out.stderr.strip().splitlines()[-1:]}")
    r, n = json.loads(out.stdout)
    return r, n


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--against", metavar="REF", required=True, help="a git revision or an older tree's folder")
    ap.add_argument("--positions", type=int, default=300, help="decisions a row (default 300)")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args(argv)
    old = tree_of(args.against)
    print(f"plans of a roll (legal_moves + play, up to 400 positions a decision), positions per CPU second: "
          f"this tree against {args.against}, {args.positions} decisions a row, best of {args.rounds} rounds")
    for variant, seats in ROWS:
        best = {"old": (0.0, 0), "new": (0.0, 0)}
        for r in range(args.rounds):
            for side in (("old", "new") if r % 2 == 0 else ("new", "old")):
                got = rate(old if side == "old" else ROOT, variant, args.positions, seats)
                best[side] = max(best[side], got)
        (ro, no), (rn, nn) = best["old"], best["new"]
        same = "" if no == nn else f" (positions differ: {no} vs {nn}!)"
        print(f"{variant} {seats or 4} seats: old {ro:9.0f}/s | new {rn:9.0f}/s | new/old x{rn / ro:.2f}{same}",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
