#!/usr/bin/env python3
"""Mine puzzles from self-play into resources/puzzles/<preset>.json (issue 30):

    nice -n 10 .venv/bin/python scripts/mine_puzzles.py --preset parchis --count 45 --seed 1

Reproducible by seed: game ``g`` is ``Game.new(preset, players, seed=seed * 1000 + g)`` with 4, 2
and 3 players in turn; one seat (``g`` modulo the players) is the Expert (``expert#60``), the
others the Strong player.  At every decision with two or more different moves:

1. a cheap filter: the best plan's static evaluation must lead the next move's by 6 points;
   and the best move must do something near (``ai.move_facts``: a capture, an entry, a
   blockade, a safe square, home...), not only run ahead: its consequences come within the
   rollouts' horizon;
2. the Expert's figure: first the miner's quick one (``ai.puzzles.rank_moves``, the best
   ``PLANS`` continuations of each move searched one roll deep; stored as ``screen``), then the
   shared one (``ai.analysis.rank_moves`` at ``ANALYSIS_NODES`` replies, the numbers of the game
   review and the analysis board; stored as ``expert``, and what the tests recompute): both must
   put the best move ahead of every other one by ``MARGIN`` (ten points of win chance);
3. the rollout figure (``ai.puzzles.rollouts``): ``--rollouts`` (1,000) seeded rollouts from the
   best move and from the (at most two) moves the Expert puts within 20 points of it (at least the
   second: 2,000 or 3,000 a puzzle), confirming the same move first by ``MARGIN`` over each of them.

At most ``--per-game`` puzzles are taken from one game, ``--gap`` decisions apart.  The themes
(what the solution does, ``ai.move_facts``) and the rule the puzzle is about are stored with it;
A run stopped by ``--max-minutes`` is continued with ``--resume`` (from the last game it reached,
played again from its start: the result is the puzzles one run would have found).
``--annotate`` recomputes them (and the Expert's figure of every move, ``values``) for the stored
file without mining again.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from parchis_desktop.ai.analysis import rank_moves as analysis_rank  # noqa: E402
from parchis_desktop.ai.bots import ExpertBot, StrongBot  # noqa: E402
from parchis_desktop.ai.move_facts import puzzle_rule, themes  # noqa: E402
from parchis_desktop.ai.puzzles import MARGIN, PLANS, ROLLOUT_NODES, plan_to, rank_moves, rollouts  # noqa: E402
from parchis_desktop.ai.search import LeafCache  # noqa: E402
from parchis_desktop.ai.rolls import roll_leaves  # noqa: E402
from parchis_desktop.engine import Game, Position, legal_moves, play  # noqa: E402
from parchis_desktop.store.puzzles import FORMAT  # noqa: E402

PRESETS = ("parchis", "spanish", "russian", "pachisi")
PLAYERS = (4, 2, 3)
EXPERT = 60
PREFILTER = 0.06
NEAR = 0.20
#: The shared figure's node budget (ai.analysis.rank_moves), fixed here so that a run gives the same
#: puzzles whatever the analysis' default becomes; stored with each puzzle for the tests.
ANALYSIS_NODES = 252


def _static_gap(pos: Position, cache: LeafCache) -> float:
    """The best first move's static lead over the next different first move."""
    seat = pos.to_move
    best: dict[int, float] = {}
    for i, leaf in roll_leaves(pos, 400):
        v = cache.values(leaf)[seat]
        if v > best.get(i, -9.0):
            best[i] = v
    vs = sorted(best.values(), reverse=True)
    return vs[0] - vs[1] if len(vs) > 1 else 0.0


def _decisions(game: Game, bots, max_rolls: int = 3000):
    """Yield (decision number, position) at each choice; the caller's bots play them."""
    rolls = 0
    k = 0
    while not game.position.is_over and rolls < max_rolls:
        p = game.position
        bot = bots[p.to_move]
        if p.needs_roll:
            move = bot.choose(p)
            if move is not None:
                game.push(move)
            else:
                game.roll()
                rolls += 1
            continue
        moves = legal_moves(p)
        if not moves:
            game.pass_roll()
        elif len(moves) == 1:
            game.push(moves[0])
        else:
            yield k, p
            k += 1
            game.push(bot.choose(p))


def mine(preset: str, count: int, seed: int, n_roll: int, per_game: int, gap: int, max_minutes: float,
         log=print, earlier: list[dict] | None = None) -> list[dict]:
    """Mine until ``count`` puzzles; with ``earlier`` (a stopped run's puzzles, same settings) go on
    from the last game it reached (played again from its start), so the result is the same as
    one run's."""
    found: list[dict] = []
    start = time.monotonic()
    cache = LeafCache()
    g = 0
    if earlier:
        g = max(p["source"]["game"] for p in earlier)
        found = [p for p in earlier if p["source"]["game"] < g]
        log(f"{preset}: going on from game {g} with {len(found)} puzzles")
    while len(found) < count and time.monotonic() - start < max_minutes * 60:
        players = PLAYERS[g % len(PLAYERS)]
        game_seed = seed * 1000 + g
        game = Game.new(preset, players=players, seed=game_seed)
        seats = sorted(game.position.players)
        expert_seat = seats[g % len(seats)]
        bots = {s: (ExpertBot(seconds=None, iterations=EXPERT, seed=game_seed) if s == expert_seat
                    else StrongBot(seed=game_seed + s)) for s in seats}
        taken, last = 0, -gap
        for k, p in _decisions(game, bots):
            if taken >= per_game or len(found) >= count:
                break
            if k - last < gap or _static_gap(p, cache) < PREFILTER:
                continue
            ranked = rank_moves(p)
            if len(ranked) < 2 or ranked[0].win - ranked[1].win < MARGIN:
                continue
            seat = p.to_move
            rseed = game_seed * 1000 + k
            best = ranked[0]
            if themes(p, best.index, plan_to(p, best.index, best.leaf)) == ["progress"]:
                continue   # nothing happens soon after the move: rollouts would not settle it
            figure = shared_figure(p, best.indices)
            if figure is None:
                continue   # the shared analysis (more plans searched) does not agree
            rivals = [r for r in ranked[1:] if best.win - r.win <= NEAR][:2] or ranked[1:2]
            r_best = rollouts(best.leaf, seat, n_roll, rseed)
            r_rivals = [rollouts(r.leaf, seat, n_roll, rseed) for r in rivals]
            r_margin = r_best - max(r_rivals)
            log(f"{preset} game {g} decision {k}: expert {best.win - ranked[1].win:.3f}, rollouts {r_margin:.3f}"
                f" ({'kept' if r_margin >= MARGIN else 'refused'})")
            if r_margin < MARGIN:
                continue
            moves = legal_moves(p)
            found.append({
                "id": f"{preset}-{len(found) + 1:03d}",
                "position": p.to_json(full=True),
                "solution": {"index": best.index, "move": moves[best.index].to_dict(), "indices": best.indices},
                "plan": [m.to_dict() for m in plan_to(p, best.index, best.leaf)],
                "expert": figure,
                "screen": {"method": "ai.puzzles.rank_moves", "plans": PLANS, "best": round(best.win, 4), "second": round(ranked[1].win, 4),
                           "second_index": ranked[1].index, "margin": round(best.win - ranked[1].win, 4)},
                "rollouts": {"count": n_roll * (1 + len(rivals)), "per_move": n_roll, "seed": rseed,
                             "policy": f"strong, {ROLLOUT_NODES} nodes", "horizon": "one roll a player, plus one",
                             "best": round(r_best, 4),
                             "rivals": [{"index": r.index, "win": round(v, 4)} for r, v in zip(rivals, r_rivals)],
                             "margin": round(r_margin, 4)},
                "source": {"seed": seed, "game": g, "game_seed": game_seed, "players": players, "decision": k,
                           "bots": f"expert#{EXPERT} at seat {expert_seat}, strong elsewhere"},
            })
            taken += 1
            last = k
        g += 1
    log(f"{preset}: {len(found)} puzzles from {g} games in {time.monotonic() - start:.0f} s")
    return found


def shared_figure(pos: Position, indices: list[int]) -> dict | None:
    """The Expert's figure by the shared analysis (``ai.analysis.rank_moves``, the review's and the
    analysis board's numbers) for the solution ``indices``: None unless it puts the solution first
    by MARGIN too."""
    seat = pos.to_move
    ranked = analysis_rank(pos, ANALYSIS_NODES)
    best = max((v for v in ranked if v.index in indices), key=lambda v: v.win[seat])
    rivals = [v for v in ranked if v.index not in indices]
    second = max(rivals, key=lambda v: (v.win[seat], -v.index))
    margin = best.win[seat] - second.win[seat]
    if margin < MARGIN:
        return None
    return {"method": "ai.analysis.rank_moves", "nodes": ANALYSIS_NODES, "best": round(best.win[seat], 4),
            "second": round(second.win[seat], 4), "second_index": second.index, "margin": round(margin, 4)}


def annotate(puzzles: list[dict], log=print) -> list[dict]:
    """Themes, rule, the shared Expert figure and every move's value; the puzzles the shared
    figure does not confirm are dropped (and the ids numbered again)."""
    kept = []
    for pz in puzzles:
        pos = Position.from_json(pz["position"])
        index = pz["solution"]["index"]
        figure = shared_figure(pos, pz["solution"]["indices"])
        if figure is None:
            log(f"{pz['id']}: the shared analysis does not confirm the answer by {MARGIN:.2f}; dropped")
            continue
        if "screen" not in pz:   # a file mined before the shared figure was stored
            pz["screen"] = dict(pz.pop("expert"), method="ai.puzzles.rank_moves")
        pz["expert"] = figure
        kept.append(pz)
        plan, q = [], play(pos, legal_moves(pos)[index])
        for d in pz.get("plan", []):
            m = next(m for m in legal_moves(q) if m.to_dict() == d)
            plan.append(m)
            q = play(q, m)
        pz["themes"] = themes(pos, index, plan)
        seat = pos.to_move
        groups = rank_moves(pos)
        wins = {v.index: v.win[seat] for v in analysis_rank(pos, ANALYSIS_NODES)}
        pz["values"] = [{"indices": g.indices, "win": round(max(wins[i] for i in g.indices), 4)} for g in groups]
        pz["rule"] = puzzle_rule(pos, pz["themes"])
    for i, pz in enumerate(kept, 1):
        pz["id"] = f"{pz['id'].split('-')[0]}-{i:03d}"
    return kept


def write(path: Path, preset: str, puzzles: list[dict], meta: dict) -> None:
    doc = {"format": FORMAT, "preset": preset, "mined": meta, "puzzles": puzzles}
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def _settings(a) -> dict:
    return {"seed": a.seed, "rollouts": a.rollouts, "per_game": a.per_game, "gap": a.gap, "expert": EXPERT,
            "prefilter": PREFILTER, "near": NEAR, "margin": MARGIN, "plans": PLANS, "rollout_nodes": ROLLOUT_NODES,
            "analysis_nodes": ANALYSIS_NODES}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--preset", choices=PRESETS, required=True)
    ap.add_argument("--count", type=int, default=45)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rollouts", type=int, default=1000, help="rollouts per move checked")
    ap.add_argument("--per-game", type=int, default=4)
    ap.add_argument("--gap", type=int, default=6, help="decisions between two puzzles of a game")
    ap.add_argument("--max-minutes", type=float, default=25.0,
                    help="stop early (then fewer puzzles: the run is reproducible only if it ends by --count)")
    ap.add_argument("--out", type=Path, default=ROOT / "resources" / "puzzles")
    ap.add_argument("--annotate", action="store_true", help="recompute the themes of the stored file only")
    ap.add_argument("--resume", action="store_true",
                    help="go on from a run stopped by --max-minutes (the same puzzles as one longer run)")
    a = ap.parse_args(argv)
    a.out.mkdir(parents=True, exist_ok=True)
    path = a.out / f"{a.preset}.json"
    if a.annotate:
        doc = json.loads(path.read_text(encoding="utf-8"))
        write(path, a.preset, annotate(doc["puzzles"]), doc["mined"])
        return 0
    t0 = time.monotonic()
    earlier, spent = None, 0
    if a.resume and path.is_file():
        doc = json.loads(path.read_text(encoding="utf-8"))
        if doc["mined"].get("settings", _settings(a)) != _settings(a):
            print("--resume: the stored puzzles were mined with other settings", file=sys.stderr)
            return 2
        earlier, spent = doc["puzzles"], doc["mined"].get("seconds", 0)
    puzzles = mine(a.preset, a.count, a.seed, a.rollouts, a.per_game, a.gap, a.max_minutes,
                   log=lambda s: print(s, flush=True), earlier=earlier)
    puzzles = annotate(puzzles, log=lambda s: print(s, flush=True))
    # The command that gives these puzzles again: with --count as found, no time limit is reached.
    meta = {"command": f"scripts/mine_puzzles.py --preset {a.preset} --count {len(puzzles)} --seed {a.seed}"
                       f" --rollouts {a.rollouts} --per-game {a.per_game} --gap {a.gap}",
            "seconds": round(time.monotonic() - t0) + spent, "settings": _settings(a)}
    write(path, a.preset, puzzles, meta)
    return 0 if len(puzzles) >= min(a.count, 40) else 1


if __name__ == "__main__":
    sys.exit(main())
