"""Evaluation speed: the bots' inner loop (not part of ``make test``).

For each preset, takes decision positions from Strong self-play (4 players) and times,
per position, one uncached evaluation (``search._utilities``: the seats' expected pips with
the exact capture odds, then the win probabilities) and, as the reference measured in the
same run on the same positions, one uncached legal-move generation (``movegen._legal``).
Prints the median and mean microseconds of each and their ratio (evaluations cost so many
move generations), then the Expert's replies (one roll of the next player answered) per
decision at a fixed time budget.  Where the learned value function has weights for the preset
(4 players), the same for its utilities (``learned.utilities``: the features, then the model)
and the ratio learned / hand-made.

    python bench/eval_speed.py [--positions 1500] [--presets parchis,spanish,russian,pachisi]
                               [--expert-seconds 0.1] [--expert-positions 150]
"""
from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parchis_desktop.ai.bots import ExpertBot, StrongBot  # noqa: E402
from parchis_desktop.ai import learned  # noqa: E402
from parchis_desktop.ai.search import _utilities  # noqa: E402
from parchis_desktop.ai.evaluate import CONSTANTS  # noqa: E402
from parchis_desktop.engine import Dice, Game, Position, legal_moves, movegen  # noqa: E402

PRESETS = ("parchis", "spanish", "russian", "pachisi")


def collect(preset: str, count: int, seed: int = 11) -> list[Position]:
    """``count`` positions where a Strong player had a choice (spread over games).  Like the
    positions a search evaluates, they share their game's rule set and board objects."""
    out: list[Position] = []
    k = 0
    while len(out) < count:
        game = Game.new(preset, 4, seed=Dice.seeded(seed, k).getstate())
        bot = StrongBot(seed=k)
        k += 1
        n = 0
        while not game.position.is_over and len(out) < count:
            pos = game.position
            if pos.needs_roll:
                game.roll()
                continue
            moves = legal_moves(pos)
            if not moves:
                game.pass_roll()
                continue
            if len(moves) > 1:
                n += 1
                if n % 3 == 0:
                    out.append(pos)
                game.push(bot.choose(pos))
            else:
                game.push(moves[0])
    return out


def time_calls(positions: list[Position], fn, fresh: bool, passes: int = 3) -> tuple[float, float]:
    """Median and mean µs of ``fn(pos)``; with ``fresh``, on positions parsed again for each
    pass (legal moves are cached on a position; evaluations are not)."""
    clock = time.perf_counter
    samples = []
    texts = [p.to_json_str(full=True) for p in positions] if fresh else None
    for _ in range(passes):
        for pos in ([Position.from_json(t) for t in texts] if fresh else positions):
            t0 = clock()
            fn(pos)
            samples.append(clock() - t0)
    return statistics.median(samples) * 1e6, statistics.fmean(samples) * 1e6


def expansions(positions: list[Position], seconds: float) -> tuple[float, float]:
    """The Expert's mean replies per searched decision, and mean ms per reply."""
    bot = ExpertBot(seconds=seconds)
    searched = total = 0
    spent = 0.0
    for pos in positions:
        e0 = bot.search.stats["replies"]
        t0 = time.perf_counter()
        bot.choose(pos)
        e = bot.search.stats["replies"] - e0
        if e:
            searched += 1
            total += e
            spent += time.perf_counter() - t0
    return total / max(1, searched), 1000 * spent / max(1, total)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=1500)
    ap.add_argument("--presets", default=",".join(PRESETS))
    ap.add_argument("--expert-seconds", type=float, default=0.1)
    ap.add_argument("--expert-positions", type=int, default=150)
    args = ap.parse_args(argv)
    legal = getattr(movegen, "_legal", legal_moves)
    print(f"| {'preset':<8} | {'positions':>9} | {'eval µs med/mean':>17} | {'movegen µs med/mean':>19} | "
          f"{'ratio (mean)':>12} | {'expert exp/decision':>19} | {'ms/exp':>6} |")
    print("|----------|-----------|-------------------|---------------------|--------------|"
          "---------------------|--------|")
    for preset in [p for p in args.presets.split(",") if p]:
        positions = collect(preset, args.positions)
        ev = time_calls(positions, lambda p: _utilities(p, CONSTANTS), fresh=False)
        mg = time_calls(positions, legal, fresh=True)
        exp = per = math.nan
        if args.expert_positions > 0:
            step = max(1, len(positions) // args.expert_positions)
            exp, per = expansions(positions[::step][:args.expert_positions], args.expert_seconds)
        print(f"| {preset:<8} | {len(positions):>9} | {ev[0]:>8.1f} / {ev[1]:>6.1f} | {mg[0]:>9.1f} / {mg[1]:>7.1f} | "
              f"{ev[1] / mg[1]:>11.2f}x | {exp:>19.1f} | {per:>6.2f} |", flush=True)
        model = learned.load_model(learned.kind_of(positions[0]))
        if model is not None:
            lv = time_calls(positions, lambda p: learned.utilities(p, model), fresh=False)
            print(f"|   learned value function: {lv[0]:.1f} / {lv[1]:.1f} µs med/mean, {lv[1] / ev[1]:.2f}x the hand-made "
                  f"evaluation's mean |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
