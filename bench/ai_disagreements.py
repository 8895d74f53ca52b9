"""Where two bots disagree, which move is better?  Paired rollouts decide.

Plays games of bot A (seat 0) against N-1 copies of bot B (or of ``--opponents``), and
keeps the decisions where A's move differs from the move B would have played.  For a
sample of those, both moves are played out ``--rollouts`` times to the end of the game (A
moving for the seat, B for everyone else; or ``--rollouts-by`` for every seat), the same
dice sequences for both moves, and the win rates are compared.  Prints the mean difference
(A minus B) overall and by what the moves do (capture, enter, home, safe square, bonus),
with the number of positions, and what it comes to per game (the mean times the number of
decisions per game where the two differ).

``--b-search NAME=VALUE`` sets an attribute of B's search (an Expert), to weigh one search
option against the Expert as it is (an attribute it does not have is an error); how the
Expert's deeper search in a duel was weighed (before issue 29: that search is now expert-m2's):

    python bench/ai_disagreements.py --preset parchis --players 2 --bots expert@0.25,expert@0.25 \
        --b-search "duel_deep_rolls=()" --opponents strong --rollouts-by strong --rollouts 100

A positive mean says A's choices are better where the two differ; a difference near
zero says the positions where they differ carry little weight (the game's dice decide).
Used for the Strong vs 3 Casual row of Spanish Parchís (issue 5).  Optional moves before a
roll (RU-9 exchanges) are not offered: the dice are rolled.

    python bench/ai_disagreements.py [--preset spanish] [--players 4] [--bots strong,casual]
                                     [--positions 200] [--rollouts 100] [--workers 2] [--seed 500]
                                     [--max-games 400] [--opponents SPEC] [--rollouts-by SPEC] [--b-search NAME=VALUE]
"""
from __future__ import annotations

import argparse
import ast
import math
import multiprocessing
import random
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parchis_desktop.ai import make_bot  # noqa: E402
from parchis_desktop.engine import Game, Position, legal_moves, play  # noqa: E402
from parchis_desktop.engine.position import SPECIAL  # noqa: E402

from _games import next_decision  # noqa: E402  (bench/_games.py)

MAX_ROLLS = 3000


def _play_out(pos: Position, seat: int, seed: int, a, b) -> float:
    """1 if ``seat`` wins the game played out from ``pos`` (A for ``seat``, B for the others)."""
    game = Game(pos, seed=seed)
    rolls = [0]
    while (step := next_decision(game, rolls, MAX_ROLLS)) is not None:
        p, _ = step
        game.push((a if p.to_move == seat else b).choose(p))
    return 1.0 if game.position.is_over and game.position.winner == seat else 0.0


def _bots(specs, seed):
    """A and B (B's search changed by ``--b-search``) for ``specs`` = (A, B, opponents,
    rollouts-by, b-search)."""
    a = make_bot(specs[0], seed=seed)
    b = make_bot(specs[1], seed=seed)
    if specs[4]:
        name, value = specs[4]
        setattr(b.search, name, value)
    return a, b


def _collect(args):
    """Decisions of one game where A (seat 0) and B differ: (position JSON, A's index, B's index)."""
    preset, players, specs, seed = args
    game = Game.new(preset, players, seed=seed)
    seat = game.position.players[0]
    a, b = _bots(specs, seed)
    o = make_bot(specs[2], seed=seed) if specs[2] else b
    out = []
    rolls = [0]
    while (step := next_decision(game, rolls, MAX_ROLLS)) is not None:
        p, moves = step
        if p.to_move != seat:
            game.push(o.choose(p))
            continue
        mine, other = a.choose(p), b.choose(p)
        if other != mine:
            out.append((p.to_json(full=True), moves.index(mine), moves.index(other)))
        game.push(mine)
    return out


def _judge(args):
    position, ia, ib, specs, rollouts, seed = args
    pos = Position.from_json(position)
    moves = legal_moves(pos)
    a, b = _bots(specs, seed)
    if specs[3]:
        a = b = make_bot(specs[3], seed=seed)
    seat = pos.to_move
    wa = wb = 0.0
    for r in range(rollouts):
        wa += _play_out(play(pos, moves[ia]), seat, seed + r, a, b)
        wb += _play_out(play(pos, moves[ib]), seat, seed + r, a, b)
    return _tags(pos, moves[ia]), _tags(pos, moves[ib]), (wa - wb) / rollouts


def _tags(pos: Position, m) -> set[str]:
    tags = set()
    if m.captures:
        tags.add("capture")
    if m.kind in ("enter", "bonus"):
        tags.add(m.kind)
    if m.to == "goal" or m.to.startswith("H"):
        tags.add("home")
    if 0 <= m.dst < SPECIAL:
        q = pos.board.route_square[pos.to_move][m.dst]
        if q and q in pos.board.safe:
            tags.add("safe")
    return tags


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--preset", default="spanish")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bots", default="strong,casual", help="A,B: A plays seat 0, B the others")
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--rollouts", type=int, default=100)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=500)
    ap.add_argument("--max-games", type=int, default=400, help="stop collecting decisions after this many games")
    ap.add_argument("--opponents", default="", help="who plays the other seats of the games (default B)")
    ap.add_argument("--rollouts-by", default="", help="who plays every seat of the rollouts (default A and B)")
    ap.add_argument("--b-search", default="", help="NAME=VALUE: set an attribute of B's search (an Expert)")
    args = ap.parse_args(argv)
    specs = args.bots.split(",")
    if len(specs) != 2:
        ap.error("--bots takes two specs, A,B")
    b_search = None
    if args.b_search:
        name, _, value = args.b_search.partition("=")
        try:
            b_search = (name, ast.literal_eval(value))
        except (ValueError, SyntaxError):
            ap.error("--b-search takes NAME=VALUE with a Python literal value")
        if not hasattr(getattr(make_bot(specs[1]), "search", None), name):
            ap.error(f"B has no search attribute {name!r}")
    specs += [args.opponents, args.rollouts_by, b_search]
    b_name = specs[1] + (f" ({args.b_search})" if b_search else "")
    t = time.perf_counter()
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(args.workers, mp_context=ctx) as pool:
        items, seed, games = [], args.seed, 0
        while len(items) < 3 * args.positions and games < args.max_games:
            batch = [(args.preset, args.players, specs, seed + i) for i in range(args.workers * 2)]
            for found in pool.map(_collect, batch):
                items += found
            seed += len(batch)
            games += len(batch)
        per_game = len(items) / games
        if not items:
            print(f"{specs[0]} and {b_name} never differ in {games} games")
            return 0
        random.Random(args.seed).shuffle(items)
        items = items[:args.positions]
        jobs = [(p, ia, ib, specs, args.rollouts, 10_000 + 1000 * i) for i, (p, ia, ib) in enumerate(items)]
        results = list(pool.map(_judge, jobs, chunksize=1))
    print(f"{args.preset}, {args.players} players: {specs[0]} (seat 0) against {b_name}"
          f"{' among ' + args.opponents if args.opponents else ''}; "
          f"{len(items)} of the decisions where they differ ({per_game:.2f} per game, {games} games), "
          f"{args.rollouts} paired rollouts each{' by ' + args.rollouts_by if args.rollouts_by else ''} "
          f"({time.perf_counter() - t:.0f} s)")
    name_a, name_b = (specs[0], specs[1]) if specs[0] != specs[1] else ("A", "B")
    by = defaultdict(list)
    for ta, tb, d in results:
        by["all"].append(d)
        for tag in ta - tb:
            by[f"only {name_a}'s move: {tag}"].append(d)
        for tag in tb - ta:
            by[f"only {name_b}'s move: {tag}"].append(d)
    print(f"| {'positions':<36} | {'n':>4} | {'A - B':>7} | {'+/- 2 se':>8} | {'A better':>8} | {'B better':>8} |")
    print(f"|{'-' * 38}|{'-' * 6}|{'-' * 9}|{'-' * 10}|{'-' * 10}|{'-' * 10}|")
    for name, ds in sorted(by.items(), key=lambda kv: (kv[0] != "all", kv[0])):
        n = len(ds)
        mean = sum(ds) / n
        se = math.sqrt(sum((d - mean) ** 2 for d in ds) / max(1, n - 1) / n)
        print(f"| {name:<36} | {n:>4} | {100 * mean:>+6.2f}% | {200 * se:>7.2f}% | "
              f"{sum(d > 0 for d in ds):>8} | {sum(d < 0 for d in ds):>8} |")
    ds = by["all"]
    mean = sum(ds) / len(ds)
    se = math.sqrt(sum((d - mean) ** 2 for d in ds) / max(1, len(ds) - 1) / len(ds))
    print(f"Per game, for A's seat: {100 * mean * per_game:+.2f} +/- {200 * se * per_game:.2f} points of win rate "
          f"(the mean times {per_game:.2f} decisions per game where A and B differ)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
