"""The Strong player's self-play speed, this tree against another (not part of ``make test``).

Four Strong players (or, with ``--expert N``, four Experts searching N nodes a decision on no
clock) play ``--games`` seeded games (``Game.new(preset, 4, seed=Dice.seeded(77, g))``,
bot seeds ``10 g + seat``) in a fresh process per tree; prints the CPU seconds a game
(``time.process_time``), the decisions taken and a fingerprint of the final positions (equal
fingerprints: both trees played the same games).  ``--against REF`` is a git revision or a
folder holding an older ``parchis_desktop``, as for ``bench/engine_speed.py``; the learned
evaluation's weights are read from this checkout's ``resources/`` for both.

    python bench/strong_speed.py --against 354aff6 --presets parchis,russian --games 6
    python bench/strong_speed.py --against 354aff6 --presets parchis --games 1 --expert 150
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from engine_speed import tree_of  # noqa: E402

CHILD = r"""
import hashlib, json, sys, time
sys.path.insert(0, sys.argv[1])
from parchis_desktop.engine import Dice, Game, legal_moves
from parchis_desktop.ai.bots import ExpertBot, StrongBot
preset, games, nodes = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
h = hashlib.sha256()
decisions = 0
t0 = time.process_time()
for g in range(games):
    game = Game.new(preset, 4, seed=Dice.seeded(77, g).getstate())
    bots = [StrongBot(seed=g * 10 + s) if not nodes else
            ExpertBot(seconds=None, iterations=nodes, seed=g * 10 + s) for s in range(4)]
    while not game.position.is_over:
        p = game.position
        if p.needs_roll:
            game.roll()
            continue
        moves = legal_moves(p)
        if not moves:
            game.pass_roll()
        elif len(moves) == 1:
            game.push(moves[0])
        else:
            decisions += 1
            game.push(bots[p.to_move].choose(p))
    h.update(game.position.to_json_str().encode())
t = time.process_time() - t0
print(json.dumps([t / games, decisions, h.hexdigest()[:12]]))
"""


def run(tree: Path, preset: str, games: int, nodes: int = 0) -> tuple[float, int, str]:
    resources = tree / "resources"
    if not resources.exists():   # a git archive of parchis_desktop/ only: share the weights
        resources.symlink_to(ROOT / "resources")
    out = subprocess.run([sys.executable, "-c", CHILD, str(tree), preset, str(games), str(nodes)],
                         capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0"})
    if out.returncode:
        raise SystemExit(f"{tree}: {preset}: {out.stderr.strip().splitlines()[-1:]}")
    t, n, fp = json.loads(out.stdout.strip().splitlines()[-1])
    return t, n, fp


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--against", metavar="REF", required=True)
    ap.add_argument("--presets", default="parchis,spanish,pachisi,russian")
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--expert", type=int, default=0, metavar="N",
                    help="four Experts searching N nodes a decision (no clock) instead of Strong players")
    args = ap.parse_args(argv)
    old = tree_of(args.against)
    for preset in args.presets.split(","):
        to, no, fo = run(old, preset, args.games, args.expert)
        tn, nn, fn = run(ROOT, preset, args.games, args.expert)
        same = "same games" if (no, fo) == (nn, fn) else "DIFFERENT games"
        print(f"{preset:8} old {to:.3f} s/game | new {tn:.3f} s/game | new/old speed x{to / tn:.2f} "
              f"({nn} decisions, {same})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
