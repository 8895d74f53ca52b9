"""Tune evaluation constants for play: Strong against Strong with changed constants, duplicate games.

Each pair of games uses the same dice (game seeds from (seed, pair)) with the two players'
seats swapped, so luck cancels as far as it can.  One player values positions with
``Constants`` changed by ``--set``, the other with ``parchis_desktop.ai.evaluate.CONSTANTS``
(or with the changes ``--base`` names, which the first player's ``--set`` then builds on).
The figure is the changed player's win rate with a 95% interval over the pairs (the two
games of a pair are not independent).  With no ``--set`` both are the same: about 50%.

This is how ``DUEL_CONSTANTS`` (the Expert's constants with two players left) were chosen:

    python bench/ai_duel_tune.py --set nest_cost=14,exposure=0.007 --games 4000 --seed 2
    python bench/ai_duel_tune.py --set exposure=0.03 [--preset parchis] [--players 2] [--workers 2]
    python bench/ai_duel_tune.py --base duel --set threat_gain=1.2   # a change on top of DUEL_CONSTANTS

Two cores play about 20 games a second (2 players, parchis): 2,000 games give +-2 points.
"""
from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import fields, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parchis_desktop.ai.bots import StrongBot  # noqa: E402
from parchis_desktop.ai.evaluate import CONSTANTS, DUEL_CONSTANTS, Constants  # noqa: E402
from parchis_desktop.ai.search import LeafCache  # noqa: E402
from parchis_desktop.engine import Dice, Game, legal_moves  # noqa: E402

from _games import next_decision  # noqa: E402  (bench/_games.py)

MAX_ROLLS = 4000


def parse_set(text: str) -> dict:
    """``name=value,...`` -> a dict of Constants fields (floats, or ints where the field is one)."""
    types = {f.name: f.type for f in fields(Constants)}
    out = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, sep, value = part.partition("=")
        if not sep or name not in types:
            raise SystemExit(f"--set: unknown constant {name!r} (one of: {', '.join(types)})")
        out[name] = int(value) if types[name] in (int, "int") else float(value)
    return out


def play_pair(args) -> tuple[int, int]:
    """The pair's two games: (1 if the changed player won with the first seat, likewise second)."""
    preset, players, changes, base, seed, pair = args
    k = replace(CONSTANTS, **changes)
    k0 = replace(CONSTANTS, **base)
    out = []
    for swap in (0, 1):
        game = Game.new(preset, players, seed=Dice.seeded(seed, pair).getstate())
        seats = list(game.position.players)
        tuned = seats[swap]
        bots = {}
        for s in seats:
            bots[s] = StrongBot()
            bots[s].cache = LeafCache(k if s == tuned else k0)
        rolls = [0]

        def pre_roll(pos):  # RU-9 exchanges
            return bots[pos.to_move].choose(pos) if legal_moves(pos) else None

        while (step := next_decision(game, rolls, MAX_ROLLS, pre_roll)) is not None:
            pos, _ = step
            game.push(bots[pos.to_move].choose(pos))
        out.append(1 if game.position.winner == tuned else 0)
    return out[0], out[1]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", default="", help="changed constants, e.g. nest_cost=14,exposure=0.007")
    ap.add_argument("--base", default="",
                    help="the other player's changes (default none: CONSTANTS); 'duel' = DUEL_CONSTANTS")
    ap.add_argument("--preset", default="parchis")
    ap.add_argument("--players", type=int, default=2,
                    help="2 (seats 0 and 2), 3 or 4 (the changed player in the first seat, then the second)")
    ap.add_argument("--games", type=int, default=2000, help="games (pairs of games x 2)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)
    changes = parse_set(args.set)
    if args.base == "duel":
        base = {f.name: getattr(DUEL_CONSTANTS, f.name) for f in fields(Constants)
                if getattr(DUEL_CONSTANTS, f.name) != getattr(CONSTANTS, f.name)}
    else:
        base = parse_set(args.base)
    changes = {**base, **changes}   # --set changes the base
    pairs = max(1, args.games // 2)
    jobs = [(args.preset, args.players, changes, base, args.seed, i) for i in range(pairs)]
    t = time.perf_counter()
    if args.workers <= 1:
        results = [play_pair(j) for j in jobs]
    else:
        with ProcessPoolExecutor(args.workers, mp_context=multiprocessing.get_context("spawn")) as pool:
            results = list(pool.map(play_pair, jobs, chunksize=4))
    per_pair = [(a + b) / 2 for a, b in results]
    rate = sum(per_pair) / pairs
    half = 1.96 * statistics.pstdev(per_pair) / math.sqrt(pairs) if pairs > 1 else 1.0
    split = sum(1 for a, b in results if a != b)
    label = args.set or "(unchanged)"
    against = "CONSTANTS" + (f" with {args.base}" if args.base else "")
    print(f"{label} vs {against}, {args.preset}, {args.players} players: {100 * rate:.1f}% "
          f"+-{100 * half:.1f} (95%, {2 * pairs} games, {split} of {pairs} pairs split) "
          f"in {time.perf_counter() - t:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
