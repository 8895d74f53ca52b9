"""Seeded games play exactly as when the records in ``tests/data/engine_records.json`` were
stored (issue 22: the engine's restructuring is behaviour-neutral).

Every preset with 2, 3 and 4 players, and a few house-rule sets that switch on other parts
of the engine (prisoners, capture enforcement, the three-in-a-row reward, blockade ages,
places), is played by :meth:`Game.step_random` from a fixed seed.  For each game the stored
file keeps a hash of the whole record (every roll and move, start and final position) and a
hash of the legal move lists, in order, at a sample of decisions (move order is part of the
API: plug-in bots and records refer to moves by index); two games are also kept whole, so
that a failure can be read.

To store the records again (only when a rule change is *meant* to change play)::

    PYTHONPATH=. .venv/bin/python tests/engine/test_records_stable.py --write
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

from parchis_desktop.engine import Dice, Game, Position, PRESETS, RecordError, replay, replay_frames
from parchis_desktop.engine.movegen import random_playout

DATA = Path(__file__).resolve().parent.parent / "data" / "engine_records.json"
#: Every how many decisions the legal move list is kept (in the hashed sample).
SAMPLE_EVERY = 3
MAX_EVENTS = 20_000

#: name -> (preset, players, seed, rule overrides)
GAMES: dict[str, tuple[str, int, int, dict]] = {}
for _preset in PRESETS:
    for _players in (2, 3, 4):
        for _seed in (1, 2):
            GAMES[f"{_preset}-{_players}p-s{_seed}"] = (_preset, _players, _seed, {})
GAMES.update({
    "parchis-prisoners": ("parchis", 4, 3, {"prisoners": True}),
    "parchis-forced": ("parchis", 3, 4, {"capture_enforcement": "forced"}),
    "parchis-reward": ("parchis", 4, 5, {"three_in_a_row": "reward"}),
    "parchis-ages": ("parchis", 4, 6, {"blockade_max_turns": 2}),
    "parchis-places": ("parchis", 4, 7, {"play_for_places": True}),
    "spanish-prisoners-forced": ("spanish", 4, 8, {"prisoners": True, "capture_enforcement": "forced"}),
    "spanish-penalty-ages": ("spanish", 4, 9, {"blockade_max_turns": 1}),
    "pachisi-prisoners": ("pachisi", 4, 10, {"prisoners": True}),
    "pachisi-forced": ("pachisi", 2, 11, {"capture_enforcement": "forced"}),
    "pachisi-reward": ("pachisi", 4, 12, {"three_in_a_row": "reward", "prisoners": True}),
    "pachisi-plain": ("pachisi", 4, 13, {"reverse_faces": False, "blockade_max_turns": 0}),
    "russian-forced": ("russian", 4, 14, {"capture_enforcement": "forced", "mirror": True}),
    "russian-no-prisoners": ("russian", 3, 15, {"prisoners": False, "capture_enforcement": "off"}),
    "russian-plain": ("russian", 2, 16, {"prisoners": False, "rest_cells": False, "mirror": False,
                                         "capture_enforcement": "off", "three_in_a_row": "none"}),
    "russian-places": ("russian", 4, 17, {"play_for_places": True}),
})
#: Games whose whole record is stored too (readable when a hash differs).
FULL = ("parchis-2p-s1", "russian-2p-s1")


def play_game(preset: str, players: int, seed: int, rules: dict) -> tuple[dict, list]:
    """The record of a seeded random game and the sampled legal move lists."""
    game = Game.new(preset, players, seed=seed, rules=dict(rules) if rules else None)
    samples = []
    decisions = 0
    for _ in range(MAX_EVENTS):
        pos = game.position
        if pos.is_over:
            break
        moves = game.legal_moves()
        if moves:
            if decisions % SAMPLE_EVERY == 0:
                samples.append([m.to_dict() for m in moves])
            decisions += 1
        game.step_random()
    else:
        raise AssertionError(f"no end after {MAX_EVENTS} events")
    return game.record, samples


def digest(value) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def summary(name: str) -> tuple[dict, dict]:
    record, samples = play_game(*GAMES[name])
    return {"record": digest(record), "moves": digest(samples), "events": len(record["events"]),
            "samples": len(samples)}, record


def playouts() -> dict:
    """Final positions of the benchmark's fast loop (``random_playout``), per preset and seed."""
    out = {}
    for preset in PRESETS:
        for seed in (1, 2, 3):
            final, moves = random_playout(Position.initial(preset, 4), Dice(seed))
            out[f"{preset}-s{seed}"] = {"final": digest(final.to_json(full=True)), "moves": moves}
    return out


def _stored() -> dict:
    return json.loads(DATA.read_text(encoding="utf-8"))


def test_every_game_is_stored():
    stored = _stored()
    assert set(stored["games"]) == set(GAMES)
    assert set(stored["full"]) == set(FULL)
    # Each preset and player count is covered.
    assert {(p, n) for p, n, _, _ in GAMES.values()} >= {(p, n) for p in PRESETS for n in (2, 3, 4)}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_seeded_game_plays_as_stored(name):
    got, record = summary(name)
    want = _stored()["games"][name]
    if name in FULL:
        full = _stored()["full"][name]
        # A readable first difference before the hash comparison.
        for i, (a, b) in enumerate(zip(record["events"], full["events"])):
            assert a == b, f"{name}: event {i} differs"
        assert record == full
    assert got == want


def test_random_playouts_end_as_stored():
    assert playouts() == _stored()["playouts"]


def write() -> None:
    out = {"games": {}, "full": {}, "playouts": playouts()}
    for name in sorted(GAMES):
        out["games"][name], record = summary(name)
        if name in FULL:
            out["full"][name] = record
    DATA.parent.mkdir(parents=True, exist_ok=True)
    tmp = DATA.with_suffix(".tmp")
    tmp.write_text(json.dumps(out, sort_keys=True, indent=0, separators=(",", ":")) + "\n", encoding="utf-8")
    tmp.replace(DATA)
    print(f"wrote {DATA} ({len(out['games'])} games)")


if __name__ == "__main__":
    if "--write" in sys.argv:
        write()
    else:
        print(__doc__)


@pytest.mark.parametrize("variant", ["parchis", "russian"])
def test_replay_frames_gives_one_position_per_event_and_refuses_a_hostile_one(variant):
    game = Game.new(variant, 4, seed=7)
    for _ in range(80):
        if not game.step_random():
            break
    record = game.record
    frames = list(replay_frames(record))
    assert len(frames) == len(record["events"]) + 1
    assert frames[0] == Position.from_json(record["start"]) and frames[-1] == game.position == replay(record)
    k = next(i for i, ev in enumerate(record["events"]) if "move" in ev)
    for bad in ({"move": {}}, {"move": None}, {"roll": "x"}, {"roll": None}, 3):
        events = list(record["events"])
        events[k] = bad
        with pytest.raises(RecordError, match=rf"events\[{k}\]"):
            list(replay_frames(dict(record, events=events)))
