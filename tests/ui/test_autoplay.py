"""`parchis-desktop --autoplay ... --quit-at-end`: the demo doubles as our smoke test."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_autoplay(*args, timeout=240):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), PARCHIS_AUTOPLAY_LEVEL="casual")
    return subprocess.run([sys.executable, "-m", "parchis_desktop.app", "--autoplay", *args, "--quit-at-end"],
                          capture_output=True, text=True, env=env, timeout=timeout, cwd=ROOT)


@pytest.mark.parametrize("variant", ["spanish", "russian", "pachisi"])
def test_autoplay_plays_a_whole_game_and_prints_the_places(variant):
    out = run_autoplay("--variant", variant, "--seed", "3", "--players", "2", "--speed", "instant")
    assert out.returncode == 0, out.stderr
    line = [x for x in out.stdout.splitlines() if x.startswith("places:")]
    assert len(line) == 1
    assert "(seat 0)" in line[0] and "(seat 2)" in line[0]


def test_autoplay_rejects_an_unknown_variant():
    out = run_autoplay("--variant", "ludo", "--speed", "instant")
    assert out.returncode == 2
    assert "ludo" in out.stderr
