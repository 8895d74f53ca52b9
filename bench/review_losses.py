"""The measured loss distributions the review's classes come from (docs/review.md).

Plays self-play games between the bot levels (each game two of strong / casual / beginner,
seats and pairs rotating), reviews each one with ``ai/review.py`` and prints, per preset:
the percentiles of the loss of every unforced decision (all of them, the non-zero ones, and
by level), the share of decisions each class gets with the shipped thresholds, each level's
accuracy, and the mean luck of a roll for the roller (it is 0 but for the Expert's horizon:
docs/review.md).  Reproducible: game ``i`` of seed ``S`` is ``Dice.seeded(S, i)``.

    nice -n 10 .venv/bin/python bench/review_losses.py --variant parchis --games 50 [--nodes N] [--json OUT]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parchis_desktop.ai.analysis import DEFAULT_NODES  # noqa: E402
from parchis_desktop.ai.bots import make_bot  # noqa: E402
from parchis_desktop.ai.review import CLASSES, THRESHOLDS, review_record  # noqa: E402
from parchis_desktop.engine import Dice, Game, Position, legal_moves  # noqa: E402

PAIRS = (("strong", "casual"), ("casual", "beginner"), ("strong", "beginner"), ("casual", "casual"),
         ("strong", "strong"))
PERCENTILES = (50, 75, 90, 95, 98, 99)


def play(variant: str, levels: list[str], seed: int, game_no: int, max_events: int = 4000) -> dict:
    seats = len(levels)
    game = Game(Position.initial(variant, seats), Dice.seeded(seed, game_no))
    game.roll_for_first()
    bots = {seat: make_bot(level, seed=seed * 7919 + game_no * 31 + s)
            for s, (seat, level) in enumerate(zip(game.position.players, levels))}
    while not game.position.is_over and len(game.events) < max_events:
        p = game.position
        bot = bots[p.to_move]
        if p.needs_roll:
            m = bot.choose(p) if legal_moves(p) else None
            if m is not None:
                game.push(m)
            else:
                game.roll()
            continue
        moves = legal_moves(p)
        if not moves:
            game.pass_roll()
        else:
            game.push(bot.choose(p))
    return {"start": game.start.to_json(full=True), "events": game.events, "levels": dict(zip(bots, levels))}


def pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    values = sorted(values)
    k = min(len(values) - 1, max(0, round(q / 100 * (len(values) - 1))))
    return values[k]


def summary(args, losses, acc, counts, roller_luck, decisions, seconds) -> dict:
    every = [x for v in losses.values() for x in v]
    nonzero = [x for x in every if x > 1e-9]
    out = {"variant": args.variant, "games": args.games, "players": args.players, "nodes": args.nodes,
           "seed": args.seed, "decisions": decisions, "unforced": len(every),
           "zero_share": 1 - len(nonzero) / max(1, len(every)),
           "percentiles_all": {q: pct(every, q) for q in PERCENTILES},
           "percentiles_nonzero": {q: pct(nonzero, q) for q in PERCENTILES},
           "by_level": {lv: {"unforced": len(v), "mean_loss": statistics.fmean(v) if v else 0.0,
                             "p90": pct(v, 90), "p98": pct(v, 98),
                             "accuracy": statistics.fmean(acc.get(lv, [100.0]))}
                        for lv, v in sorted(losses.items())},
           "classes": {k: counts[k] / max(1, decisions) for k in CLASSES},
           "thresholds": THRESHOLDS,
           "roller_luck_mean": statistics.fmean(roller_luck) if roller_luck else 0.0,
           "roller_luck_sd": statistics.pstdev(roller_luck) if roller_luck else 0.0,
           "rolls": len(roller_luck), "seconds": seconds}
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", default="parchis")
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--nodes", type=int, default=DEFAULT_NODES)
    ap.add_argument("--seed", type=int, default=30)
    ap.add_argument("--json", type=Path, default=None, help="also write the losses and figures here")
    args = ap.parse_args(argv)
    losses: dict[str, list[float]] = {}
    acc: dict[str, list[float]] = {}
    counts = dict.fromkeys(CLASSES, 0)
    roller_luck: list[float] = []
    t0 = time.perf_counter()
    decisions = 0
    for i in range(args.games):
        pair = PAIRS[i % len(PAIRS)]
        order = [pair[(s + i // len(PAIRS)) % 2] for s in range(args.players)]
        record = play(args.variant, order, args.seed, i)
        levels = record["levels"]
        review = review_record(record, args.nodes)
        for d in review.decisions:
            decisions += 1
            counts[d.klass] += 1
            if d.klass != "forced":
                losses.setdefault(levels[d.seat], []).append(d.loss)
            if d.lucks and any(d.lucks):
                roller_luck.append(d.luck)
        for s in review.seats:
            acc.setdefault(levels[s.seat], []).append(s.accuracy)
        if args.json is not None:   # what is done so far, after every game
            done = summary(args, losses, acc, counts, roller_luck, decisions, time.perf_counter() - t0)
            args.json.write_text(json.dumps({**done, "games": i + 1}), encoding="utf-8")
        print(f"game {i}: {'/'.join(order)}, {len(record['events'])} events, {len(review.decisions)} decisions, "
              f"{time.perf_counter() - t0:.0f}s", file=sys.stderr, flush=True)
    out = summary(args, losses, acc, counts, roller_luck, decisions, time.perf_counter() - t0)
    print(json.dumps(out, indent=1))
    if args.json is not None:
        every = [x for v in losses.values() for x in v]
        args.json.write_text(json.dumps({**out, "losses": every}), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
