"""Is the win-probability estimate calibrated?  Predicted vs observed over self-play games.

Plays ``--games`` games per preset and player count between equal bots (``--bot``,
default ``strong``), records :func:`parchis_desktop.ai.evaluate.win_probabilities`
for every seat at the start of every roll, and compares the predictions with
who won: a table of buckets (predicted range, samples, mean predicted, observed
win rate), the Brier score and the log-loss against the uninformed 1/N guess.

``--fit`` also searches the softmax constants (``temp_scale``, ``temp_offset``,
``tempo``) that minimise the log-loss on these games and prints them, to be
stored in ``Constants`` in parchis_desktop/ai/evaluate.py.

``--teams`` plays the games with partners seated opposite (TM-1..TM-4; even player
counts of at least four): a seat's prediction is its team's chance, the 1/N guess is
one in the number of teams, and ``--fit`` searches ``team_temp`` instead.
``--seats N`` picks the board (BD-1).

On the same samples it scores the learned value function too (``ai/learned.py``, the
weights in resources/value/ trained by ``scripts/train_value.py`` on other dice): its Brier
score and log-loss beside today's hand-made evaluation's, with the ratio learned / hand-made
(below 1: the learned one is better).  ``--no-learned`` skips it.

    python bench/ai_calibration.py [--games 120] [--presets parchis,spanish] [--players 2,4]
                                   [--bot strong] [--workers 2] [--seed 1] [--fit]
                                   [--teams] [--seats N] [--no-learned]
"""
from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parchis_desktop.ai import learned, make_bot  # noqa: E402
from parchis_desktop.ai.evaluate import CONSTANTS, seat_pips, turn_cycle, win_probabilities  # noqa: E402
from parchis_desktop.engine import BOARDS, PRESETS, Dice, Game  # noqa: E402
from parchis_desktop.engine.rules import PRESET_BOARD  # noqa: E402

from _games import next_decision  # noqa: E402  (bench/_games.py)

BUCKETS = (0.0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0001)


def play(args):
    """One game: [(pips, order-independent sample position, ...)], winners (the winning seat,
    or with teams both partners of the winning team)."""
    variant, players, bot, seed, index, teams, seats = args
    game = Game.new(variant, players, seed=Dice.seeded(seed, index).getstate(), seats=seats,
                    rules={"teams": True} if teams else None)
    bots = {s: make_bot(bot, seed=Dice.seeded(seed, index, s).getstate()) for s in game.position.players}
    samples = []

    def sample(pos):
        samples.append((seat_pips(pos), turn_cycle(pos), pos))

    rolls = [0]
    while (step := next_decision(game, rolls, 4000, sample)) is not None:
        pos, _ = step
        game.push(bots[pos.to_move].choose(pos))
    end = game.position
    winner = end.winner
    if winner is not None and teams:
        winner = next(t for t in end.teams() if winner in t)
    elif winner is not None:
        winner = (winner,)
    return [(pips, pos) for pips, _, pos in samples], winner


def collect(variant, players, bot, games, seed, workers, teams=False, seats=None):
    jobs = [(variant, players, bot, seed, i, teams, seats) for i in range(games)]
    if workers <= 1:
        return [play(j) for j in jobs]
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(workers, mp_context=ctx) as pool:
        return list(pool.map(play, jobs, chunksize=2))


def predictions(data, k, use_learned=False):
    """[(predicted, won)] for every seat of every sample (``use_learned``: by the learned value
    function; None when it has no weights for these games)."""
    out = []
    for samples, winner in data:
        if winner is None:
            continue
        for pips, pos in samples:
            wp = learned.win_chances(pos) if use_learned else win_probabilities(pos, k, pips)
            if wp is None:
                return None
            for s in pos.players:
                out.append((wp[s], 1 if s in winner else 0))
    return out


def scores(preds, players):
    eps = 1e-9
    brier = sum((p - o) ** 2 for p, o in preds) / len(preds)
    ll = -sum(math.log(max(eps, p if o else 1 - p)) for p, o in preds) / len(preds)
    q = 1 / players
    base_brier = sum((q - o) ** 2 for _, o in preds) / len(preds)
    base_ll = -sum(math.log(q if o else 1 - q) for _, o in preds) / len(preds)
    return brier, ll, base_brier, base_ll


def table(preds):
    lines = [f"{'predicted':>13}  {'samples':>8}  {'mean pred':>9}  {'observed':>8}  {'diff':>6}"]
    worst = 0.0
    for lo, hi in zip(BUCKETS, BUCKETS[1:]):
        b = [(p, o) for p, o in preds if lo <= p < hi]
        if not b:
            continue
        mp = sum(p for p, _ in b) / len(b)
        ob = sum(o for _, o in b) / len(b)
        if len(b) >= 200:
            worst = max(worst, abs(mp - ob))
        lines.append(f"[{lo:4.2f}, {min(hi, 1):4.2f})  {len(b):>8}  {mp:>9.3f}  {ob:>8.3f}  {ob - mp:>+6.3f}")
    return "\n".join(lines), worst


def multi_logloss(data, k):
    eps = 1e-9
    total, n = 0.0, 0
    for samples, winner in data:
        if winner is None:
            continue
        for pips, pos in samples:
            wp = win_probabilities(pos, k, pips)
            total -= math.log(max(eps, wp[winner[0]]))
            n += 1
    return total / max(1, n)


def fit_teams(datasets):
    best = None
    for tt in (0.4, 0.5, 0.6, 0.71, 0.8, 0.9, 1.0, 1.2, 1.5):
        k = replace(CONSTANTS, team_temp=tt)
        ll = sum(multi_logloss(d, k) for d in datasets)
        if best is None or ll < best[0]:
            best = (ll, tt)
    return best


def fit(datasets):
    best = None
    for scale in (1.2, 1.4, 1.6, 1.8, 1.95, 2.1, 2.3, 2.6, 3.0):
        for offset in (0.0, 20.0, 40.0, 80.0, 150.0):
            for tempo in (0.0, 0.5, 1.0):
                k = replace(CONSTANTS, temp_scale=scale, temp_offset=offset, tempo=tempo)
                ll = sum(multi_logloss(d, k) for d in datasets)
                if best is None or ll < best[0]:
                    best = (ll, scale, offset, tempo)
    return best


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=120)
    ap.add_argument("--presets", default="parchis,spanish,russian,pachisi")
    ap.add_argument("--players", default="2,4")
    ap.add_argument("--bot", default="strong")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--fit", action="store_true")
    ap.add_argument("--teams", action="store_true", help="partners seated opposite (TM-1)")
    ap.add_argument("--seats", type=int, default=None, help="board size (BD-1)")
    ap.add_argument("--no-learned", action="store_true", help="do not score the learned value function")
    args = ap.parse_args(argv)
    presets = [p for p in args.presets.split(",") if p in PRESETS and PRESET_BOARD[p] in BOARDS]
    skipped = [p for p in args.presets.split(",") if p not in presets]
    if skipped:
        print(f"(skipped, board not available: {', '.join(skipped)})")
    datasets = []
    for variant in presets:
        for players in (int(x) for x in args.players.split(",")):
            t = time.perf_counter()
            data = collect(variant, players, args.bot, args.games, args.seed, args.workers, args.teams,
                           args.seats)
            datasets.append(data)
            preds = predictions(data, CONSTANTS)
            brier, ll, bb, bl = scores(preds, players // 2 if args.teams else players)
            text, worst = table(preds)
            print(f"\n== {variant}, {players} players{' in teams' if args.teams else ''}, "
                  f"{args.games} games of {args.bot} self-play "
                  f"({len(preds)} predictions, {time.perf_counter() - t:.0f} s)")
            print(text)
            print(f"Brier {brier:.4f} (1/N guess {bb:.4f}); log-loss {ll:.4f} (1/N guess {bl:.4f}); "
                  f"largest bucket gap (>=200 samples) {worst:.3f}")
            if args.no_learned:
                continue
            lp = predictions(data, CONSTANTS, use_learned=True)
            if lp is None:
                why = learned.problems()
                print(f"learned: no weights for this kind{f' ({why})' if why else ''}: the hand-made evaluation is used")
                continue
            lbrier, lll, _, _ = scores(lp, players // 2 if args.teams else players)
            ltext, lworst = table(lp)
            print("learned value function:")
            print(ltext)
            print(f"learned Brier {lbrier:.4f} vs hand-made {brier:.4f} (ratio {lbrier / brier:.3f}); "
                  f"log-loss {lll:.4f} vs {ll:.4f} (ratio {lll / ll:.3f}); largest bucket gap {lworst:.3f}")
    if args.fit and datasets and args.teams:
        ll, tt = fit_teams(datasets)
        now = sum(multi_logloss(d, CONSTANTS) for d in datasets)
        print(f"\nfit: team_temp={tt} (summed log-loss {ll:.4f}; current constants {now:.4f})")
    elif args.fit and datasets:
        ll, scale, offset, tempo = fit(datasets)
        now = sum(multi_logloss(d, CONSTANTS) for d in datasets)
        print(f"\nfit: temp_scale={scale} temp_offset={offset} tempo={tempo} "
              f"(summed log-loss {ll:.4f}; current constants {now:.4f})")


if __name__ == "__main__":
    main()
