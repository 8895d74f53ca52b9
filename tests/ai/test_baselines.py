"""The frozen baseline of issue 29 (bench/baselines/m2): ``strong-m2`` and ``expert-m2``.

``tests/data/m2_moves.json`` was recorded by ``bench/baselines/record_moves.py`` from the
Strong and Expert players of the day the baseline was frozen (before the players changed):
the baseline must go on choosing those moves, whatever the current players become."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from parchis_desktop.ai.arena import run_arena
from parchis_desktop.ai.bots import LEVELS, SPEC_LEVELS, make_bot, parse_spec
from parchis_desktop.engine import Position, legal_moves

DATA = json.loads((Path(__file__).resolve().parents[1] / "data" / "m2_moves.json").read_text())


def _choice(pos, move):
    return None if move is None else legal_moves(pos).index(move)


def test_recording_covers_every_preset_and_table():
    cases = {e["case"] for e in DATA["positions"]}
    assert {c.split("/")[0] for c in cases} == {"parchis", "spanish", "russian", "pachisi"}
    assert any("teams" in c for c in cases) and any("6seats" in c for c in cases) and any("/2p" in c for c in cases)
    assert sum("expert" in e for e in DATA["positions"]) >= 20


def test_strong_m2_plays_the_recorded_moves():
    bot = make_bot("strong-m2", seed=1)
    for e in DATA["positions"]:
        pos = Position.from_json(e["position"])
        assert _choice(pos, bot.choose(pos)) == e["strong"], e["case"]


def test_expert_m2_plays_the_recorded_moves():
    n = DATA["expert_iterations"]
    for e in DATA["positions"]:
        if "expert" in e:
            pos = Position.from_json(e["position"])
            assert _choice(pos, make_bot(f"expert-m2#{n}", seed=1).choose(pos)) == e["expert"], e["case"]


def test_baseline_specs_parse_but_are_no_level_of_the_window():
    assert parse_spec("strong-m2").level == "strong-m2"
    spec = parse_spec("expert-m2@0.1")
    assert spec.level == "expert-m2" and spec.seconds == 0.1
    assert parse_spec("expert-m2").seconds == 1.0
    with pytest.raises(ValueError):
        parse_spec("strong-m2@0.1")
    assert not any("m2" in lv for lv in LEVELS + SPEC_LEVELS)


def test_arena_accepts_the_baselines():
    summary = run_arena("parchis", 2, ["expert-m2#20", "strong-m2"], 2, seed=3, workers=1)
    bots = summary["report"]["bots"]
    assert [b["bot"] for b in bots] == ["expert-m2#20", "strong-m2"]
    assert sum(b["wins"] for b in bots) == 2 and not any(b["forfeits"] for b in bots)
