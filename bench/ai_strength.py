"""Bot strength and decision times: the targets of issue 5, measured with the arena.

Each row is an arena match (``parchis_desktop.ai.arena.run_arena``, seats rotated,
game i seeded from (seed, i)); the figure is the first bot's win rate with its 95%
Wilson interval.  Then a decision-time table per level (median, p95, max over
every decision of that level in the matches run) against its target:
Beginner and Casual < 2 ms median, Strong < 30 ms p95, Expert within its budget +10%.

The ``td*`` rows put the learned evaluation (``strong-td``, ``expert-td``: bench/candidates)
against the same baseline; ``lastrong4`` the Strong player with a one-roll look-ahead on close
decisions (``strong-la``).

Issue 29's rows (``m2expert4s``, ``m2expert4``, ``m2duel``, ``m2duel01``, ``m2strong4``) play the
current players against the frozen baseline ``strong-m2`` / ``expert-m2`` (bench/baselines/m2),
2,000 games a row at ``--scale 1`` (the commands: docs/ai-tuning.md).

The larger boards and teams (issue 23): ``strong6`` is Strong against five Casual players
on the six-seat board (par 1/6, target 1.4x par); ``team4`` a Strong team against a
Casual team on four seats with ``teams`` (TM-1..TM-4; the figure is the team's win
rate, target 60%).  The ``x par`` column is the win rate over par (1 / players, or
1 / teams).

    python bench/ai_strength.py [--scale 1.0] [--presets parchis,spanish,...] [--workers 2]
                                [--rows casual,strong,expert4,expert2,strong6,team4,strong2,beginner]
                                [--seed 1]
                                [--seeds 1,2,3]

``--seeds`` plays every row once per seed and pools the games (wins over seats played,
one Wilson interval over the pooled games): a 100-game row has an interval of about
+-10 points, so one seed cannot tell 52% from 58%; three seeds narrow it by a factor
of 1.7.

``--scale 0.25`` plays a quarter of the games of every row (the full table takes a
while on two cores).  Presets whose board the engine does not have yet are skipped.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parchis_desktop.ai.arena import run_arena, wilson  # noqa: E402
from parchis_desktop.engine import BOARDS, PRESETS  # noqa: E402
from parchis_desktop.engine.rules import PRESET_BOARD  # noqa: E402

ALL = ("parchis", "spanish", "russian", "pachisi")
#: name -> (figure, players, bots, games, target win rate of the first bot (or team), presets
#: [, arena options: seats, teams]).  The first four rows are the targets of issue 5, the next
#: two those of issue 23; the last two are yardsticks.
ROWS = {
    "casual": ("Casual vs 3 Beginner", 4, ["casual", "beginner", "beginner", "beginner"], 400, 0.60, ALL),
    "strong": ("Strong vs 3 Casual", 4, ["strong", "casual", "casual", "casual"], 400, 0.35, ALL),
    "expert4": ("Expert@0.1s vs 3 Strong", 4, ["expert@0.1", "strong", "strong", "strong"], 200, 0.30,
                ("parchis", "russian")),
    "expert2": ("Expert@0.25s vs Strong, 2 players", 2, ["expert@0.25", "strong"], 100, 0.58,
                ("parchis", "russian")),
    "strong6": ("Strong vs 5 Casual, 6 seats", 6, ["strong"] + ["casual"] * 5, 1200, 1.4 / 6, ("parchis",),
                {"seats": 6}),
    "team4": ("Strong team vs Casual team, 4 seats", 4, ["strong", "casual", "strong", "casual"], 1200, 0.60,
              ("parchis",), {"teams": True}),
    "strong2": ("Strong vs Casual, 2 players", 2, ["strong", "casual"], 200, 0.55, ALL),
    "beginner": ("Beginner vs 3 Random", 4, ["beginner", "random", "random", "random"], 200, 0.30, ALL),
    # Issue 29: against the frozen baseline (bench/baselines/m2), 2,000 games a row.
    "m2expert4s": ("Expert@1s vs 3 strong-m2", 4, ["expert@1", "strong-m2", "strong-m2", "strong-m2"], 2000, 0.35,
                   ALL),
    "m2expert4": ("Expert@0.1s vs 3 strong-m2", 4, ["expert@0.1", "strong-m2", "strong-m2", "strong-m2"], 2000,
                  0.31, ALL),
    "m2duel": ("Expert@1s vs expert-m2@1s, 2 players", 2, ["expert@1", "expert-m2@1"], 2000, 0.60, ALL),
    "m2duel01": ("Expert@0.1s vs expert-m2@0.1s, 2 players", 2, ["expert@0.1", "expert-m2@0.1"], 2000, 0.60, ALL),
    # The same at a fixed number of replies (deterministic, and not at the mercy of a busy machine:
    # a wall-clock budget shared with other programs buys less search): 150 replies are what
    # 0.1 s buys on one free core here, 1,500 what 1 s buys (bench/ai_depth.py: 0.57 ms of CPU a
    # reply).  expert-m2's "#N" counts the same unit (one reply).
    "m2expert4n": ("Expert#150 vs 3 strong-m2", 4, ["expert#150", "strong-m2", "strong-m2", "strong-m2"], 2000,
                   0.31, ALL),
    "m2duel01n": ("Expert#150 vs expert-m2#150, 2 players", 2, ["expert#150", "expert-m2#150"], 2000, 0.60, ALL),
    "m2refexpert4n": ("expert-m2#150 vs 3 strong-m2 (yardstick)", 4,
                      ["expert-m2#150", "strong-m2", "strong-m2", "strong-m2"], 2000, 0.31, ALL),
    "m2strong4": ("Strong vs 3 strong-m2", 4, ["strong", "strong-m2", "strong-m2", "strong-m2"], 2000, 0.29, ALL),
    # The learned evaluation (parchis_desktop/ai/learned.py) in the Strong and Expert players'
    # search (bench/candidates/learned.py: strong-td, expert-td), against the same baseline.
    "tdstrong4": ("strong-td vs 3 strong-m2", 4, ["strong-td", "strong-m2", "strong-m2", "strong-m2"], 2000, 0.29,
                  ALL),
    "tdstrong2": ("strong-td vs strong-m2, 2 players", 2, ["strong-td", "strong-m2"], 2000, 0.50, ALL),
    "tdteam4": ("strong-td team vs strong-m2 team, 4 seats", 4, ["strong-td", "strong-m2", "strong-td", "strong-m2"],
                2000, 0.50, ("parchis", "spanish", "pachisi"), {"teams": True}),
    # The Strong player with a one-roll look-ahead on close decisions (bench/candidates/lookahead.py).
    "lastrong4": ("strong-la vs 3 strong-m2", 4, ["strong-la", "strong-m2", "strong-m2", "strong-m2"], 2000, 0.29,
                  ALL),
    "skexpert4n": ("expert-sk#150 vs 3 strong-m2", 4, ["expert-sk#150", "strong-m2", "strong-m2", "strong-m2"],
                   2000, 0.31, ALL),
    "tdexpert4n": ("expert-td#150 vs 3 strong-m2", 4, ["expert-td#150", "strong-m2", "strong-m2", "strong-m2"],
                   2000, 0.31, ALL),
    "tdexpert4": ("expert-td@0.1s vs 3 strong-m2", 4, ["expert-td@0.1", "strong-m2", "strong-m2", "strong-m2"], 2000,
                  0.31, ALL),
    "tdduel01n": ("expert-td#150 vs expert-m2#150, 2 players", 2, ["expert-td#150", "expert-m2#150"], 2000, 0.60,
                  ALL),
}
#: Per level: (statistic, limit ms) targets -- issue 5's, and issue 29's Strong median <= 2 ms.
TIME_TARGETS = {"beginner": (("median", 2.0),), "casual": (("median", 2.0),),
                "strong": (("p95", 30.0), ("median", 2.0)), "strong-la": (("p95", 30.0), ("median", 2.0))}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scale", type=float, default=1.0, help="fraction of each row's games (default 1)")
    ap.add_argument("--presets", default="", help="only these presets (default: each row's own)")
    ap.add_argument("--rows", default="casual,strong,expert4,expert2,strong6,team4")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--seeds", default="", help="several seeds, pooled (e.g. 1,2,3; overrides --seed)")
    args = ap.parse_args(argv)
    only = [p for p in args.presets.split(",") if p] or list(ALL)
    presets = [p for p in only if p in PRESETS and PRESET_BOARD[p] in BOARDS]
    skipped = [p for p in only if p not in presets]
    if skipped:
        print(f"(skipped, unknown or board not available yet: {', '.join(skipped)})")
    rows = [r for r in args.rows.split(",") if r in ROWS]
    seeds = [int(x) for x in args.seeds.split(",") if x.strip()] or [args.seed]
    if len(seeds) > 1:
        print(f"(games per row: the row's count for each of the seeds {', '.join(map(str, seeds))}, pooled)")
    lines = []
    times: dict[str, list] = {}
    header = (f"| {'figure':<36} | {'preset':<8} | {'games':>5} | {'win rate':>8} | {'95% CI':<15} | "
              f"{'x par':>5} | {'target':>7} | {'x target':>8} | {'met':<4} |")
    print(header)
    print("|" + "|".join("-" * (len(c)) for c in header.split("|")[1:-1]) + "|")
    for name in rows:
        figure, players, bots, games, target, row_presets, *more = ROWS[name]
        opts = more[0] if more else {}
        teams = bool(opts.get("teams"))
        par = 1 / (players // 2 if teams else players)
        games = max(players, int(round(games * args.scale)))
        for preset in [p for p in row_presets if p in presets]:
            t = time.perf_counter()
            wins = played = 0
            per_seed = []
            for seed in seeds:
                summary = run_arena(preset, players, bots, games, seed=seed, workers=args.workers, **opts)
                first = summary["report"]["teams" if teams else "bots"][0]
                wins += first["wins"]
                played += first["games" if teams else "seats"]
                per_seed.append(100 * first["win_rate"])
                for e in summary["report"]["bots"]:
                    times.setdefault(e["bot"], []).append((e["decision_ms"], summary["extras"]["decisions"][e["bot"]]))
            rate = wins / played
            lo, hi = wilson(wins, played)
            ok = rate >= target
            if name in ("casual", "strong", "strong6"):  # ... and the interval above par
                ok = ok and lo > par
            met = "yes" if ok else "no"
            line = (f"| {figure:<36} | {preset:<8} | {games * len(seeds):>5} | {100 * rate:>7.1f}% | "
                    f"[{100 * lo:4.1f}, {100 * hi:4.1f}]{'':<2} | {rate / par:>4.2f}x | "
                    f"{'>= ' + format(target * 100, '.0f') + '%':>7} | {rate / target:>7.2f}x | "
                    f"{met:<4} |  ({time.perf_counter() - t:.0f} s)")
            if len(seeds) > 1:
                line += "  per seed: " + " / ".join(f"{r:.1f}%" for r in per_seed)
            print(line, flush=True)
            lines.append(line)
    print()
    print(f"| {'level':<12} | {'decisions':>9} | {'median ms':>9} | {'p95 ms':>8} | {'max ms':>8} | target |")
    print("|--------------|-----------|-----------|----------|----------|--------|")
    for spec, entries in times.items():
        n = sum(c for _, c in entries)
        if not n:
            continue
        # Pool the matches: weighted median/p95 approximations, true max.
        med = sum(d["median"] * c for d, c in entries) / n
        p95 = max(d["p95"] for d, _ in entries)
        mx = max(d["max"] for d, _ in entries)
        level = spec.split("@")[0].split("#")[0]
        if level in TIME_TARGETS:
            verdict = ", ".join(f"{which} < {limit:g} ms: {'yes' if (med if which == 'median' else p95) < limit else 'no'}"
                                for which, limit in TIME_TARGETS[level])
        elif level == "expert" and "@" in spec:
            budget = 1000 * float(spec.split("@")[1])
            verdict = f"max <= {1.1 * budget:.0f} ms: {'yes' if mx <= 1.1 * budget else 'no'}"
        else:
            verdict = ""
        print(f"| {spec:<12} | {n:>9} | {med:>9.2f} | {p95:>8.2f} | {mx:>8.1f} | {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
