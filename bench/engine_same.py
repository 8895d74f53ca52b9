"""The engine's results, compared between this tree and another (issue 29's equivalence check).

Plays seeded random games (``Game.step_random``: the public ``legal_moves`` and ``play``) on
many rule sets -- every preset on every board it plays on, teams, and seeded random mixes of
the options -- and at every decision writes into one digest per rule set: the position's
JSON, the legal moves (``Move.to_dict``, in order) and ``explain`` for every token of the
roller that has none; then the final position of ``random_playout`` (the engine's trusted
inner loop) from the same start and seed.  Run in both trees (fresh processes), the digests
must be equal, rule set by rule set::

    python bench/engine_same.py --against f9474bd [--games 6] [--mixes 60] [--only russian]

``--against REF``: a git revision (``git archive`` into bench/.cache, as
``engine_speed.py --against``) or a folder holding an older ``parchis_desktop``.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

# The rule sets, as (label, preset, players, seats, overrides): built the same in both trees.
MIX_KEYS = ("enter_on", "enter_by_sum", "enter_compulsory", "sum_moves", "capture_bonus", "goal_bonus",
            "extra_roll", "six_counts_seven", "three_in_a_row", "use_larger_die", "blockades",
            "blockade_max_turns", "open_blockade_on_six", "shared_safe_squares", "capture_enforcement",
            "prisoners", "rest_cells", "mirror", "reverse_faces", "turn_order", "play_for_places", "dice",
            "tokens")


def rule_sets(mixes: int, seed: int = 29):
    from parchis_desktop.engine import OPTIONS, RuleError, RuleSet
    by_key = {o.key: o for o in OPTIONS}
    out = []
    for preset, seatings in (("parchis", (4, 6, 8)), ("spanish", (4, 6, 8)), ("pachisi", (4, 6)),
                             ("russian", (4,))):
        for seats in seatings:
            out.append((f"{preset}/{seats}", preset, seats, seats, {}))
            if preset != "russian":
                out.append((f"{preset}/{seats}/teams", preset, seats, seats, {"teams": True}))
        out.append((f"{preset}/2p", preset, 2, None, {}))
        out.append((f"{preset}/3p", preset, 3, None, {}))
    # Russian option mixes (RU-7's three enforcements, RU-10/RU-13 on and off, the reward...)
    for ce in ("off", "forced", "mirror"):
        for rest in (False, True):
            for mirror in (False, True):
                if ce == "mirror" and not mirror:
                    continue   # RU-7's penalty needs the mirror
                out.append((f"russian/ce={ce}/rest={rest}/mirror={mirror}", "russian", 4, None,
                            {"capture_enforcement": ce, "rest_cells": rest, "mirror": mirror}))
    for extra in ({"use_larger_die": False}, {"three_in_a_row": "none"}, {"prisoners": False},
                  {"enter_on": 5}, {"capture_bonus": 10}, {"extra_roll": "six"}, {"tokens": 3},
                  {"play_for_places": True}, {"capture_bonus": 20, "capture_enforcement": "forced"}):
        out.append(("russian/" + ",".join(f"{k}={v}" for k, v in extra.items()), "russian", 4, None, extra))
    rng = random.Random(seed)
    made = 0
    tries = 0
    while made < mixes and tries < mixes * 50:
        tries += 1
        preset = rng.choice(("parchis", "spanish", "pachisi", "russian", "russian"))
        over = {}
        for key in MIX_KEYS:
            if rng.random() < 0.3:
                over[key] = rng.choice(by_key[key].values)
        seats = rng.choice((4, 4, 6, 8)) if preset in ("parchis", "spanish") else (
            rng.choice((4, 6)) if preset == "pachisi" else 4)
        if preset != "russian" and rng.random() < 0.25:
            over["teams"] = True
        try:
            RuleSet.preset_named(preset, **over)
        except RuleError:
            continue
        made += 1
        out.append((f"mix{made}:{preset}/{seats}:" + ",".join(f"{k}={v}" for k, v in sorted(over.items())),
                    preset, seats, seats, over))
    return out


def run(games: int, mixes: int, only: str | None) -> None:
    from parchis_desktop.engine import Dice, Game, explain, legal_moves
    from parchis_desktop.engine.mechanics import partner
    from parchis_desktop.engine.movegen import random_playout
    for label, preset, players, seats, over in rule_sets(mixes):
        if only and only not in label:
            continue
        h = hashlib.sha256()
        decisions = 0
        t0 = time.process_time()
        for k in range(games):
            try:
                g = Game.new(preset, players=players, seed=1000 * k + 7, rules=dict(over) or None, seats=seats)
            except Exception as e:   # the same in both trees, or the digest differs
                h.update(f"new:{type(e).__name__}:{e}".encode())
                continue
            start = g.position
            events = 0
            while events < 20_000:
                pos = g.position
                if pos.is_over:
                    break
                if pos.dice:
                    moves = legal_moves(pos)
                    h.update(json.dumps(pos.to_json(), sort_keys=True).encode())
                    h.update(json.dumps([m.to_dict() for m in moves], sort_keys=True).encode())
                    seat = pos.to_move
                    if seat in pos.finished and pos.rules.teams:   # TM-3: the partner's tokens
                        seat = partner(pos, seat)
                    if seat not in pos.finished:
                        moved = {m.token for m in moves}
                        for t in range(len(pos.tokens[seat])):
                            if t not in moved:
                                h.update(repr([(r.rule, r.why, sorted(r.params.items()))
                                               for r in explain(pos, seat, t)]).encode())
                    decisions += 1
                if not g.step_random():
                    break
                events += 1
            h.update(f"end:{events}".encode())
            final, n = random_playout(start, Dice.seeded(0, k))
            h.update(json.dumps(final.to_json(), sort_keys=True).encode())
            h.update(f"playout:{n}".encode())
        print(json.dumps({"label": label, "decisions": decisions, "sha": h.hexdigest()[:24],
                          "cpu": round(time.process_time() - t0, 2)}), flush=True)


def tree_of(ref: str) -> Path:
    sys.path.insert(0, str(HERE))
    from engine_speed import tree_of as _tree_of   # the same cache as engine_speed.py --against
    return _tree_of(ref)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--against", metavar="REF", help="compare with a git revision or an older tree's folder")
    ap.add_argument("--games", type=int, default=6, help="games a rule set (default 6)")
    ap.add_argument("--mixes", type=int, default=60, help="random option mixes (default 60)")
    ap.add_argument("--only", help="only rule sets whose label contains this")
    ap.add_argument("--child", metavar="TREE", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        sys.path.insert(0, args.child)
        run(args.games, args.mixes, args.only)
        return 0
    if not args.against:
        sys.path.insert(0, str(ROOT))
        run(args.games, args.mixes, args.only)
        return 0
    old = tree_of(args.against)
    common = [f"--games={args.games}", f"--mixes={args.mixes}"] + ([f"--only={args.only}"] if args.only else [])
    env = {**os.environ, "PYTHONPATH": ""}
    results = {}
    for name, tree in (("old", old), ("new", ROOT)):
        out = subprocess.run([sys.executable, str(Path(__file__).resolve()), f"--child={tree}", *common],
                             capture_output=True, text=True, env=env, cwd=str(tree))
        if out.returncode:
            print(out.stderr, file=sys.stderr)
            raise SystemExit(f"{name} tree failed")
        results[name] = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
    bad = 0
    total = 0
    for a, b in zip(results["old"], results["new"], strict=True):
        same = a["sha"] == b["sha"] and a["decisions"] == b["decisions"]
        total += b["decisions"]
        bad += not same
        print(f"{'same' if same else 'DIFFERENT'}  {b['decisions']:7d} decisions  "
              f"cpu {a['cpu']:6.2f} -> {b['cpu']:6.2f}  {b['label']}")
    print(f"{len(results['new'])} rule sets, {total} decisions: {bad} different")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
