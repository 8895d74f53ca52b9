"""How long the game review takes: a 100-turn 4-player game (parchis, seeded Strong bots)
reviewed at the default setting (``ai/analysis.DEFAULT_NODES``), target at most 30 s on the
2-core machine (issue 30).

Prints the review's seconds in this process and in the worker (``ai/review_job.ReviewJob``,
polled every 16 ms as a window's timer would: the longest ``poll()`` must stay far below one
60 Hz frame), and the ratio to a reference measured in the same run: the Strong bots playing
the same 100 turns (their whole decision work).

    nice -n 10 .venv/bin/python bench/review_speed.py [--turns 100] [--seed 1] [--nodes N] [--no-worker]
"""
from __future__ import annotations

import argparse
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


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--turns", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--nodes", type=int, default=DEFAULT_NODES)
    ap.add_argument("--no-worker", action="store_true", help="skip the run in the worker process")
    args = ap.parse_args(argv)
    record, thinking = strong_turns(args.turns, args.seed)
    events = len(record["events"])
    frames = positions(record)
    print(f"game: parchis, 4 Strong bots, seed {args.seed}: {turn_numbers(frames)[-1] - 1} turns played, "
          f"{events} events")
    print(f"reference: the Strong bots' decisions took {thinking:.2f} s")
    analyst = Analyst(args.nodes)
    t = time.perf_counter()
    review = review_record(record, args.nodes, analyst=analyst)
    seconds = time.perf_counter() - t
    print(f"review (in process, nodes={args.nodes}): {seconds:.1f} s, {len(review.decisions)} decisions, "
          f"{analyst.replies} replies; {seconds / thinking:.0f}x the reference; target {TARGET:.0f} s: "
          f"{'met' if seconds <= TARGET else 'MISSED'}")
    if not args.no_worker:
        longest = last = 0.0
        polls = 0
        t = time.perf_counter()
        with ReviewJob(record, args.nodes) as job:
            while True:
                p0 = time.perf_counter()
                state = job.poll()
                took = time.perf_counter() - p0
                polls += 1
                if isinstance(state, Review):
                    last = took
                    break
                longest = max(longest, took)
                time.sleep(FRAME)
        worker = time.perf_counter() - t
        same = state == review
        print(f"review (worker process): {worker:.1f} s, {polls} polls, longest poll {longest * 1000:.2f} ms, "
              f"the one that brought the review {last * 1000:.2f} ms (one 60 Hz frame: {FRAME * 1000:.1f} ms); "
              f"same review as in process: {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
