"""Record what today's players choose on fixed positions (the check of a frozen baseline).

    python bench/baselines/record_moves.py [--out tests/data/m2_moves.json]

Run once, before the players change: positions from seeded games of Strong players (every
preset, two and four players, six seats, teams), each with the move the current
``strong`` and ``expert#ITERATIONS`` choose (``null``: roll without a pre-roll move).
``tests/ai/test_baselines.py`` then checks that ``strong-m2`` and ``expert-m2#ITERATIONS``
still choose them.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parchis_desktop.ai.bots import make_bot  # noqa: E402
from parchis_desktop.engine import Game, legal_moves  # noqa: E402

#: (preset, players, seats, teams, seed)
CASES = (("parchis", 4, None, False, 1), ("spanish", 4, None, False, 2), ("russian", 4, None, False, 3),
         ("pachisi", 4, None, False, 4), ("parchis", 2, None, False, 5), ("russian", 2, None, False, 6),
         ("parchis", 6, 6, False, 7), ("parchis", 4, None, True, 8))
EXPERT_ITERATIONS = 80
EVERY = 5          # one decision in EVERY is recorded for the Strong player
STRONG_PER_CASE = 10
#: Expert decisions per case: ones where it differs from the Strong player (so a search that
#: stopped searching would fail the check), and one where it agrees.
EXPERT_DIFFERENT = 3
EXPERT_SAME = 1
MAX_DECISIONS = 400


def _choice(pos, move):
    return None if move is None else legal_moves(pos).index(move)


def record() -> dict:
    out = {"expert_iterations": EXPERT_ITERATIONS, "positions": []}
    for preset, players, seats, teams, seed in CASES:
        game = Game.new(preset, players, seed=seed, seats=seats, rules={"teams": True} if teams else None)
        driver = make_bot("strong", seed=seed)
        n = taken = 0
        found = {True: 0, False: 0}
        want = {True: EXPERT_DIFFERENT, False: EXPERT_SAME}
        label = f"{preset}/{players}p" + (f"/{seats}seats" if seats else "") + ("/teams" if teams else "")
        while not game.position.is_over and n < MAX_DECISIONS and (
                taken < STRONG_PER_CASE or any(found[k] < want[k] for k in found)):
            pos = game.position
            moves = legal_moves(pos)
            if pos.needs_roll and not moves:
                game.roll()
                continue
            if not moves:
                game.pass_roll()
                continue
            if len(moves) == 1 and not pos.needs_roll:
                game.push(moves[0])
                continue
            move = driver.choose(pos)
            n += 1
            entry = {"case": label, "position": pos.to_json(full=True), "strong": _choice(pos, move)}
            keep = n % EVERY == 0 and taken < STRONG_PER_CASE
            if n % 2 == 0 and not pos.needs_roll and len(moves) >= 3 and any(found[k] < want[k] for k in found):
                e = _choice(pos, make_bot(f"expert#{EXPERT_ITERATIONS}", seed=seed).choose(pos))
                differs = e != entry["strong"]
                if found[differs] < want[differs]:
                    found[differs] += 1
                    entry["expert"] = e
                    keep = True
            if keep:
                out["positions"].append(entry)
                taken += 1
            if move is None:
                game.roll()
            else:
                game.push(move)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "tests" / "data" / "m2_moves.json"))
    args = ap.parse_args(argv)
    data = record()
    Path(args.out).write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    print(f"{len(data['positions'])} positions -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
