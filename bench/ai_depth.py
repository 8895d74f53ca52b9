"""The Expert's search, decision by decision: depth reached, time, and the worker's memory.

    python bench/ai_depth.py [--budget 0.1] [--preset parchis] [--players 4] [--games 4]
                             [--seed 1] [--opponent strong-m2] [--nodes N] [--worker 0] [--worker-budget S]

Plays ``--games`` games of the Expert (``expert@BUDGET``, seat rotated) against
``--opponent`` players and records, for every Expert decision with more than one legal
move, what its search did (``ExpectimaxSearch.last``): answered at once (why), or the
deepest iteration completed and how far the next one got.  Prints the distribution of the
depth reached, the decision times (wall clock, and CPU time of this process: on a shared
machine the wall clock also counts other programs' work), the replies per decision and
the transposition table's hits.

``--nodes N`` gives the Expert a budget of N replies instead of a time (``expert#N``): on a
busy machine a wall-clock budget buys a fraction of the search a free core gives, so the
depth at "0.1 s" is best read at the replies 0.1 s buys on a free core (the CPU time per
reply this bench prints tells how many).

``--worker N`` then sends N decisions of those games to the real worker process
(``parchis_desktop.ai.runner.Runner``, as the window does) at the same budget and prints
the worker's resident memory (VmRSS, VmHWM from /proc) after them, with the time each
answer took to come back.
"""
from __future__ import annotations

import argparse
import collections
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parchis_desktop.ai.bots import make_bot  # noqa: E402
from parchis_desktop.engine import Dice, Game, legal_moves  # noqa: E402


def _pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def play(args):
    records = []
    positions = []
    for g in range(args.games):
        game = Game.new(args.preset, args.players, seed=Dice.seeded(args.seed, g).getstate())
        seats = list(game.position.players)
        expert_seat = seats[g % len(seats)]
        spec = f"expert#{args.nodes}" if args.nodes else f"expert@{args.budget}"
        bots = {s: (make_bot(spec, seed=g) if s == expert_seat
                    else make_bot(args.opponent, seed=g * 10 + s)) for s in seats}
        rolls = 0
        while not game.position.is_over and rolls < 4000:
            pos = game.position
            moves = legal_moves(pos)
            if pos.needs_roll:
                move = bots[pos.to_move].choose(pos) if moves else None
                if move is not None:
                    game.push(move)
                else:
                    game.roll()
                    rolls += 1
                continue
            if not moves:
                game.pass_roll()
                continue
            if len(moves) == 1:
                game.push(moves[0])
                continue
            bot = bots[pos.to_move]
            if pos.to_move == expert_seat:
                w0, c0 = time.perf_counter(), time.process_time()
                move = bot.choose(pos)
                wall, cpu = time.perf_counter() - w0, time.process_time() - c0
                records.append((dict(bot.search.last), wall, cpu))
                positions.append(pos)
            else:
                move = bot.choose(pos)
            game.push(move)
    return records, positions


def report(records, budget):
    n = len(records)
    print(f"{n} Expert decisions with a choice, budget {budget} s" if budget != float("inf") else f"{n} Expert decisions with a choice, node budget")
    buckets = collections.Counter()
    for last, _, _ in records:
        if last.get("why") != "search":
            buckets[f"0 (at once: {last.get('why')})"] += 1
        else:
            d, part = last["depth"], last.get("partial", 0.0)
            label = f"{d}" if part == 0 else f"{d} + {'<1/3' if part < 1 / 3 else '<2/3' if part < 2 / 3 else '<1'} of {d + 1}"
            buckets[label] += 1
    print("| depth reached | decisions | share |")
    print("|---|---|---|")
    for label in sorted(buckets):
        print(f"| {label} | {buckets[label]} | {100 * buckets[label] / n:.1f}% |")
    searched = [r for r in records if r[0].get("why") == "search"]
    if searched:
        depths = [r[0]["depth"] + r[0].get("partial", 0.0) for r in searched]
        print(f"searched decisions: mean depth {statistics.mean(depths):.2f} (completed iterations plus "
              f"the share of the next one's rolls), median {statistics.median(depths):.2f}")
        print(f"replies per searched decision: median {statistics.median(r[0]['replies'] for r in searched):.0f}, "
              f"table hits median {statistics.median(r[0]['hits'] + r[0].get('reply_hits', 0) for r in searched):.0f}, "
              f"CPU per reply {1000 * sum(r[2] for r in searched) / max(1, sum(r[0]['replies'] for r in searched)):.2f} ms")
    walls = [w for _, w, _ in records]
    cpus = [c for _, _, c in records]
    print(f"wall ms: median {1000 * statistics.median(walls):.1f}, p95 {1000 * _pct(walls, 0.95):.1f}, "
          f"max {1000 * max(walls):.1f};  CPU ms: median {1000 * statistics.median(cpus):.1f}, "
          f"p95 {1000 * _pct(cpus, 0.95):.1f}, max {1000 * max(cpus):.1f};  over 1.1 x the time budget (wall): "
          f"{sum(w > 1.1 * budget for w in walls)}, (CPU): {sum(c > 1.1 * budget for c in cpus)}")


def worker(positions, budget, count):
    from parchis_desktop.ai.runner import Runner
    runner = Runner()
    runner.start()
    times = []
    try:
        for pos in positions[:count]:
            t = time.perf_counter()
            rid = runner.request(pos.to_json(full=True), "expert", budget)
            got = None
            while got is None:
                for r, index in runner.poll():
                    if r == rid:
                        got = index
                time.sleep(0.002)
            times.append(time.perf_counter() - t)
        pid = runner.worker_pid
        status = Path(f"/proc/{pid}/status").read_text()
        mem = {line.split(":")[0]: line.split(":")[1].strip() for line in status.splitlines()
               if line.startswith(("VmRSS", "VmHWM"))}
        print(f"worker: {len(times)} decisions at {budget} s, answer time median {1000 * statistics.median(times):.0f} ms, "
              f"max {1000 * max(times):.0f} ms; memory VmRSS {mem.get('VmRSS')}, peak VmHWM {mem.get('VmHWM')}")
    finally:
        runner.close()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=0.1)
    ap.add_argument("--preset", default="parchis")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--opponent", default="strong-m2")
    ap.add_argument("--nodes", type=int, default=0,
                    help="a budget of replies instead (expert#N: what a free core buys, whatever the load)")
    ap.add_argument("--worker", type=int, default=0, help="decisions to send to the worker process")
    ap.add_argument("--worker-budget", type=float, default=None, help="the worker's budget (default --budget)")
    args = ap.parse_args(argv)
    records, positions = play(args)
    report(records, args.budget if not args.nodes else float("inf"))
    if args.worker:
        worker(positions, args.worker_budget or args.budget, args.worker)
    return 0


if __name__ == "__main__":
    sys.exit(main())
