"""Puzzles (issue 30): the stored puzzles, the Expert's figure, the rollouts and the facts of a move.

Every stored puzzle's solution is the legal move it names, and the rest of its roll plays.  For
every stored puzzle the Expert's figure recomputed by the shipped code (``ai.analysis.rank_moves``
at the stored node budget; deterministic: no clock and no dice; about 4 s of CPU for all of them)
still puts the solution first by the stored margin, at least ten points; the miner's quick
``ai.puzzles.rank_moves`` is recomputed for a seeded sample of four (one a game).
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from parchis_desktop.ai.analysis import rank_moves as analysis_rank
from parchis_desktop.ai.move_facts import SAFE_SQUARE, move_facts, puzzle_rule, themes
from parchis_desktop.ai.puzzles import MARGIN, rank_moves, rollouts
from parchis_desktop.engine import Position, legal_moves, play
from parchis_desktop.store.puzzles import PRESETS, load_puzzles

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "puzzles"


@pytest.fixture(scope="module")
def stored():
    puzzles, problems = load_puzzles(FOLDER)
    assert problems == []
    return puzzles


def test_every_preset_has_at_least_forty_puzzles_with_unique_ids(stored):
    counts = {p: sum(1 for z in stored if z.preset == p) for p in PRESETS}
    assert all(n >= 40 for n in counts.values()), counts
    assert len({z.id for z in stored}) == len(stored)


def test_every_puzzle_is_solved_by_its_stored_solution():
    for preset in PRESETS:
        doc = json.loads((FOLDER / f"{preset}.json").read_text(encoding="utf-8"))
        assert doc["preset"] == preset
        for raw in doc["puzzles"]:
            pos = Position.from_json(raw["position"])
            assert not pos.needs_roll and pos.variant == preset
            moves = legal_moves(pos)
            sol = raw["solution"]
            assert moves[sol["index"]].to_dict() == sol["move"], raw["id"]
            assert sol["index"] in sol["indices"]
            p = play(pos, moves[sol["index"]])
            for d in raw["plan"]:     # the rest of the roll plays, move by move
                p = play(p, next(m for m in legal_moves(p) if m.to_dict() == d))
            assert p.needs_roll or p.is_over or p.to_move != pos.to_move, raw["id"]


def test_the_rollouts_were_at_least_two_thousand_and_confirm_the_answer(stored):
    for z in stored:
        r = z.rollouts
        assert r["count"] >= 2000 and r["count"] == r["per_move"] * (1 + len(r["rivals"]))
        assert r["margin"] >= MARGIN and r["best"] - max(x["win"] for x in r["rivals"]) == pytest.approx(r["margin"], abs=2e-4)
        assert z.expert["margin"] >= MARGIN


def _sample(stored, per_preset=5, seed=30):
    """A seeded sample of the stored puzzles, ``per_preset`` of each game (20 in all)."""
    rng = random.Random(seed)
    out = []
    for preset in PRESETS:
        mine = [z for z in stored if z.preset == preset]
        out += rng.sample(mine, min(per_preset, len(mine)))
    return out


def test_the_stored_expert_margin_still_holds_with_the_shipped_expert(stored):
    """The shared figure (ai.analysis.rank_moves at the stored node budget), recomputed for EVERY
    stored puzzle, and the miner's own (ai.puzzles.rank_moves at the stored number of plans) for one
    of each game of a seeded sample (it costs as much again; ``scripts/mine_puzzles.py --annotate``
    rechecks them all and drops any that fails)."""
    assert len(stored) >= 160
    for z in stored:
        seat = z.position.to_move
        e = z.expert
        assert e["method"] == "ai.analysis.rank_moves"
        ranked = analysis_rank(z.position, e["nodes"])
        best = max(v.win[seat] for v in ranked if v.index in z.indices)
        second = max(v.win[seat] for v in ranked if v.index not in z.indices)
        assert best - second >= MARGIN, z.id
        assert best == pytest.approx(e["best"], abs=2e-4) and second == pytest.approx(e["second"], abs=2e-4), z.id
    sample = _sample(stored)
    for z in sample[::5]:       # the miner's quick figure, one puzzle a game (it costs as much again)
        screen = rank_moves(z.position, z.screen["plans"])
        assert screen[0].indices == z.indices and screen[0].win - screen[1].win >= MARGIN, z.id


def test_the_themes_and_the_rule_are_what_the_solution_does(stored):
    for z in stored:
        assert themes(z.position, z.index, z.plan) == z.themes, z.id
        assert z.rule == puzzle_rule(z.position, z.themes)


def _pos(variant="parchis", dice=(3, 4), **tokens):
    seats = [[], [], [], []]
    for k, v in tokens.items():
        seats[int(k[1:])] = v
    return Position.from_json({"variant": variant, "turn": 0, "dice": list(dice), "tokens": seats})


def _facts(pos, frm, to):
    move = next(m for m in legal_moves(pos) if m.frm == frm and m.to == to)
    return move, move_facts(pos, move)


def test_facts_of_a_capture_name_the_victim_and_the_bonus():
    pos = _pos(s0=["T5", "nest", "nest", "nest"], s2=["T8", "nest", "nest", "nest"])
    _, facts = _facts(pos, "T5", "T8")
    assert [(f.code, f.seat, f.token) for f in facts] == [("capture", 2, 0)]     # PL-7: no bonus
    pos = _pos("spanish", (3,), s0=["T5", "nest", "nest", "nest"], s2=["T8", "nest", "nest", "nest"])
    _, facts = _facts(pos, "T5", "T8")
    assert [(f.code, f.value) for f in facts] == [("capture", 0), ("bonus", 20)]  # ES-3
    pos = _pos("russian", s0=["T5"] + ["nest"] * 4, s2=["T8"] + ["nest"] * 4)
    _, facts = _facts(pos, "T5", "T8")
    assert [f.code for f in facts] == ["prisoner"]                                # RU-6


def test_facts_of_entering_and_of_reaching_the_goal():
    pos = _pos(dice=(5, 2), s0=["T40", "nest", "nest", "nest"], s2=["T8", "nest", "nest", "nest"])
    _, facts = _facts(pos, "nest", "T5")
    assert [f.code for f in facts] == ["enter"]
    pos = _pos(dice=(3, 1), s0=["H5", "T40", "nest", "nest"], s2=["T8", "nest", "nest", "nest"])
    _, facts = _facts(pos, "H5", "goal")
    assert [f.code for f in facts] == ["goal"]
    _, facts = _facts(pos, "H5", "H6")
    assert [f.code for f in facts] == ["progress"]


def test_facts_of_a_blockade_say_whom_it_bars_and_of_an_escape_to_a_safe_square():
    pos = _pos(dice=(3, 1), s0=["T20", "T23", "nest", "nest"], s2=["T15", "nest", "nest", "nest"])
    _, facts = _facts(pos, "T20", "T23")
    codes = [f.code for f in facts]
    assert codes[:2] == ["blockade", "blocks"]                                    # PL-11
    assert facts[1].seat == 2 and facts[1].value == 1
    _, facts = _facts(pos, "T20", "T21")
    assert [f.code for f in facts] == ["progress"]
    pos = _pos(dice=(4, 1), s0=["T30", "nest", "nest", "nest"], s2=["T27", "nest", "nest", "nest"])
    _, facts = _facts(pos, "T30", "T34")                                          # T34: PL-8
    assert [f.code for f in facts] == ["escape", "safe"]
    assert facts[0].value > 5 and facts[0].extra == 0 and facts[1].value == SAFE_SQUARE
    _, facts = _facts(pos, "T30", "T31")
    assert [f.code for f in facts] == ["progress"]


def test_rank_moves_groups_the_same_decision_and_is_deterministic():
    # Either token of a blockade moving on by the same die is one decision (one answer).
    pos = _pos(dice=(5, 3), s0=["T30", "T30", "nest", "nest"], s2=["T8", "nest", "nest", "nest"])
    ranked = rank_moves(pos)
    assert sorted(g.indices for g in ranked) == [[0, 3], [1, 4], [2, 5], [6]]
    assert all(g.index == g.indices[0] for g in ranked)
    assert [g.win for g in ranked] == sorted((g.win for g in ranked), reverse=True)
    pos = _pos(s0=["T5", "nest", "nest", "nest"], s2=["T8", "nest", "nest", "nest"])
    a, b = rank_moves(pos), rank_moves(pos)
    assert [(g.index, g.win) for g in a] == [(g.index, g.win) for g in b]
    assert a[0].move.captures   # the capture is the best move here


def test_rollouts_are_seeded_and_prefer_the_capture():
    pos = _pos(s0=["T5", "nest", "nest", "nest"], s2=["T8", "nest", "nest", "nest"])
    ranked = {g.index: g for g in rank_moves(pos)}
    seat = pos.to_move
    capture = rollouts(ranked[0].leaf, seat, 30, seed=5)
    assert capture == rollouts(ranked[0].leaf, seat, 30, seed=5)
    assert capture > rollouts(ranked[1].leaf, seat, 30, seed=5)
