"""How long the game review takes: a 100-turn 4-player game (parchis, seeded Strong bots)
reviewed at the default setting (``ai/analysis.DEFAULT_NODES``), target at most 30 s on the
2-core machine (issue 30).

Prints the review's seconds in this process and in the worker (``ai/review_job.ReviewJob``,
polled every 16 ms as a window's timer would: the longest ``poll()`` must stay far below one
60 Hz frame), and the ratio to a reference measured in the same run: the Strong bots playing
every choice of the same 100 turns (made again until a second has passed, for a steady figure).

    nice -n 10 .venv/bin/python bench/review_speed.py [--turns 100] [--seed 1] [--nodes N] [--no-worker]
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parchis_desktop.ai.analysis import DEFAULT_NODES, Analyst  # noqa: E402
from parchis_desktop.ai.bots import make_bot  # noqa: E402
from parchis_desktop.ai.review import Review, review_record  # noqa: E402
from parchis_desktop.ai.review_job import ReviewJob  # noqa: E402
from parchis_desktop.engine import Game, legal_moves  # noqa: E402
from parchis_desktop.store.replay import positions, turn_numbers  # noqa: E402

TARGET = 30.0
FRAME = 1 / 60


def strong_turns(turns: int, seed: int) -> tuple[dict, float]:
    """A seeded 4-player game of Strong bots cut after ``turns`` turns, and the seconds the bots
    took to decide it."""
    game = Game.new("parchis", 4, seed=seed)
    bots = {s: make_bot("strong", seed=seed + s) for s in game.position.players}
    thinking = 0.0
    turn, seat = 1, game.position.turn
    while not game.position.is_over:
        p = game.position
        if p.needs_roll:
            game.roll()
        elif not legal_moves(p):
            game.pass_roll()
        else:
            t = time.perf_counter()
            m = bots[p.to_move].choose(p)
            thinking += time.perf_counter() - t
            game.push(m)
        if game.position.turn != seat:   # as store.replay.turn_numbers counts turns
            turn, seat = turn + 1, game.position.turn
            if turn > turns:
                break
    return game.record, thinking


def strong_reference(frames, seed: int, at_least: float = 1.0) -> float:
    """Seconds the Strong bots take to decide every decision of the game once (the decisions
    are made again until ``at_least`` seconds have passed, for a steady figure)."""
    choices = [p for p in frames if not p.is_over and not p.needs_roll and len(legal_moves(p)) > 1]
    rounds, spent = 0, 0.0
    while spent < at_least:
        bots = {s: make_bot("strong", seed=seed + s) for s in frames[0].players}   # cold caches, as a review's
        t = time.perf_counter()
        for p in choices:
            bots[p.to_move].choose(p)
        spent += time.perf_counter() - t
        rounds += 1
    return spent / rounds


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--turns", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--nodes", type=int, default=DEFAULT_NODES)
    ap.add_argument("--no-worker", action="store_true", help="skip the run in the worker process")
    args = ap.parse_args(argv)
    record, _ = strong_turns(args.turns, args.seed)
    events = len(record["events"])
    frames = positions(record)
    thinking = strong_reference(frames, args.seed)
    print(f"game: parchis, 4 Strong bots, seed {args.seed}: {turn_numbers(frames)[-1] - 1} turns played, "
          f"{events} events")
    print(f"reference: the Strong bots decide the game's choices in {thinking:.3f} s")
    analyst = Analyst(args.nodes)
    t, c = time.perf_counter(), time.process_time()
    review = review_record(record, args.nodes, analyst=analyst)
    seconds, cpu_seconds = time.perf_counter() - t, time.process_time() - c
    print(f"review (in process, nodes={args.nodes}): {seconds:.1f} s, {len(review.decisions)} decisions, "
          f"{analyst.replies} replies, {cpu_seconds:.1f} s of CPU; {seconds / thinking:.0f}x the reference; "
          f"target {TARGET:.0f} s: "
          f"{'met' if seconds <= TARGET else 'MISSED'}")
    if not args.no_worker:
        last = 0.0
        polls = 0
        times, cpu = [], []
        t = time.perf_counter()
        with ReviewJob(record, args.nodes) as job:
            while True:
                p0, c0 = time.perf_counter(), time.thread_time()
                state = job.poll()
                took = time.perf_counter() - p0
                cpu.append(time.thread_time() - c0)
                polls += 1
                if isinstance(state, Review):
                    last = took
                    break
                times.append(took)
                time.sleep(FRAME)
        worker = time.perf_counter() - t
        same = state == review
        times.sort()
        longest = times[-1] if times else 0.0
        p99 = times[int(0.99 * (len(times) - 1))] if times else 0.0
        print(f"review (worker process): {worker:.1f} s, {polls} polls: 99% under {p99 * 1000:.2f} ms, longest "
              f"{longest * 1000:.2f} ms, "
              f"the one that brought the review {last * 1000:.2f} ms (one 60 Hz frame: {FRAME * 1000:.1f} ms); "
              f"same review as in process: {same}")
        print(f"  the polls' own work (CPU time): longest {max(cpu) * 1000:.2f} ms (wall time above includes the "
              f"waits of a loaded machine: load {os.getloadavg()[0]:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
