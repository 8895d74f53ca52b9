"""bench/soak.py: its checks catch what they name, and a short soak finds nothing wrong."""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from parchis_desktop.engine import Position, PositionError

ROOT = Path(__file__).resolve().parent.parent
SOAK = ROOT / "bench" / "soak.py"


@pytest.fixture(scope="module")
def soak():
    spec = importlib.util.spec_from_file_location("parchis_soak", SOAK)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module       # dataclasses look their module up
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.modules.pop(spec.name, None)


def test_a_sound_game_gives_no_failure(soak):
    tally, fails = soak.Tally(), soak.Failures()
    soak.play_game("parchis", 2, 5, {}, tally, fails, every_move=False)
    assert fails.total() == 0, fails.samples
    assert tally.games == 1 and tally.decisions > 50 and tally.moves_checked > 10
    assert tally.explains >= 8 * tally.decisions    # every token of both seats, every decision


def test_an_explain_that_raises_is_counted_with_its_traceback(soak, monkeypatch):
    def broken(pos, seat, token):
        raise TypeError("unhashable type: 'dict'")
    monkeypatch.setattr(soak, "explain", broken)
    tally, fails = soak.Tally(), soak.Failures()
    soak.play_game("spanish", 3, 7, {"capture_bonus": 10}, tally, fails, every_move=False)
    assert tally.violations == 1 and fails.total("explain") == tally.decisions
    [sample] = fails.samples.values()         # one distinct failure, one sample
    assert "seed=7" in sample and "TypeError" in sample and "broken" in sample


def test_an_explain_that_disagrees_with_the_legal_moves_is_a_violation(soak, monkeypatch):
    monkeypatch.setattr(soak, "explain", lambda pos, seat, token: [])   # "every token can move"
    tally, fails = soak.Tally(), soak.Failures()
    soak.play_game("pachisi", 2, 3, {}, tally, fails, every_move=False)
    assert fails.total("explain") > 0 and tally.violations == 1


def test_a_game_that_does_not_end_is_a_violation(soak, monkeypatch):
    monkeypatch.setattr(soak, "checkers", lambda rules, seats=4: (None, None, lambda p, m: None, 30))
    tally, fails = soak.Tally(), soak.Failures()
    soak.play_game("russian", 2, 1, {}, tally, fails, every_move=False)
    assert fails.total("no_end") == 1 and tally.decisions == 30


def test_random_house_rules_are_ones_the_engine_accepts_and_vary(soak):
    import random
    from parchis_desktop.engine import RuleSet
    rng = random.Random(4)
    for preset in ("parchis", "spanish", "russian", "pachisi"):
        seen = [soak.random_rules(preset, rng) for _ in range(20)]
        assert all(RuleSet.preset_named(preset, **r).changed() == r for r in seen)
        assert len({tuple(sorted(r.items())) for r in seen}) > 10


def test_fuzz_counts_only_non_position_errors_as_parser_tracebacks(soak, monkeypatch):
    real = Position.from_json

    def flaky(data):
        if isinstance(data, bytes):
            raise KeyError("tokens")        # a planted parser bug: not a PositionError
        try:
            return real(data)
        except PositionError:
            raise
        except Exception:                   # the parser's own bugs are not this test's subject
            raise PositionError("position", "refused here") from None
    monkeypatch.setattr(soak.Position, "from_json", staticmethod(flaky))
    monkeypatch.setattr(soak, "check_accepted", lambda p, rng: None)
    args = type("Args", (), {"seed": 3, "fuzz": 300})()
    fails = soak.Failures()
    soak.soak_fuzz(args, fails)
    assert fails.total("parser") > 0
    assert all(k[1] == "KeyError" for k in fails.counts if k[0] == "parser")
    assert not issubclass(KeyError, PositionError)


def _run_soak(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, str(SOAK), *args], capture_output=True, text=True,
                          timeout=900, cwd=ROOT, env=env)


@pytest.mark.slow
def test_a_short_soak_of_every_preset_and_fuzzed_positions_find_no_violation():
    """A few games of every preset and player count (half with house rules), and fuzzed positions."""
    done = _run_soak("--games", "4", "--fuzz", "2000")
    assert "total    games 48 " in done.stdout, done.stdout[-3000:] + done.stderr[-3000:]
    assert "parser tracebacks 0  accepted but broken 0" in done.stdout, done.stdout[-6000:]
    assert done.returncode == 0, done.stdout[-6000:]


@pytest.mark.slow
def test_hostile_files_are_refused_or_loaded_never_hang_crash_or_exhaust_memory():
    done = _run_soak("--games", "0", "--hostile")
    assert "hostile  files " in done.stdout, done.stdout[-3000:] + done.stderr[-3000:]
    assert done.returncode == 0, done.stdout[-6000:]
