"""store/puzzles.py: the puzzle files as the engine checks them, and the progress file."""
from __future__ import annotations

import json

import pytest

from parchis_desktop.store.puzzles import FORMAT, PuzzleProgress, load_puzzles

POSITION = {"variant": "parchis", "turn": 0, "dice": [3, 4],
            "tokens": [["T5", "nest", "nest", "nest"], [], ["T8", "nest", "nest", "nest"], []]}
CAPTURE = {"seat": 0, "kind": "step", "token": 0, "from": "T5", "to": "T8", "dice": [3], "steps": 3, "bonus": 0,
           "captures": [{"seat": 2, "token": 0}]}
AFTER = {"seat": 0, "kind": "step", "token": 0, "from": "T8", "to": "T12", "dice": [4], "steps": 4, "bonus": 0,
         "captures": []}


def _puzzle(pid="parchis-001", **changes):
    raw = {"id": pid, "position": POSITION, "solution": {"index": 0, "move": CAPTURE, "indices": [0]},
           "plan": [AFTER], "themes": ["capture"], "rule": "PL-7", "expert": {"best": 0.4}, "rollouts": {},
           "values": [{"indices": [0], "win": 0.4}, {"indices": [1], "win": 0.2}]}
    raw.update(changes)
    return raw


def _write(folder, preset, puzzles, fmt=FORMAT):
    (folder / f"{preset}.json").write_text(json.dumps({"format": fmt, "preset": preset, "puzzles": puzzles}),
                                           encoding="utf-8")


def test_a_puzzle_is_read_with_its_solution_plan_and_figures(tmp_path):
    _write(tmp_path, "parchis", [_puzzle()])
    puzzles, problems = load_puzzles(tmp_path)
    assert problems == []
    (z,) = puzzles
    assert z.move.to_dict() == CAPTURE and [m.to_dict() for m in z.plan] == [AFTER]
    assert z.win_of(0) == 0.4 and z.win_of(1) == 0.2 and z.win_of(2) is None


def test_puzzles_the_engine_refuses_are_left_out_by_name(tmp_path):
    bad_position = dict(POSITION, tokens=[["T1", "nest", "nest", "nest"], [], ["T8"] + ["nest"] * 3, []])
    wrong_move = dict(CAPTURE, to="T9")
    _write(tmp_path, "parchis", [_puzzle(), _puzzle("p2", position=bad_position),
                                 _puzzle("p3", solution={"index": 0, "move": wrong_move}),
                                 _puzzle("p4", solution={"index": 7, "move": CAPTURE}),
                                 _puzzle("p5", plan=[CAPTURE]), "not a puzzle"])
    _write(tmp_path, "spanish", [_puzzle()], fmt=99)
    (tmp_path / "russian.json").write_bytes(b"\xff\xfe not json")
    puzzles, problems = load_puzzles(tmp_path)
    assert [z.id for z in puzzles] == ["parchis-001"]
    assert problems == [("p2", "position"), ("p3", "solution"), ("p4", "solution"), ("p5", "solution"),
                        ("?", "solution"), ("spanish.json", "format"), ("russian.json", "damaged")]


def test_progress_is_kept_across_instances(tmp_path):
    path = tmp_path / "puzzles.json"
    p = PuzzleProgress(path)
    assert p.add_try("a") == 1 and p.add_try("a") == 2
    p.mark_hint("a")
    p.mark_solved("b")
    p.mark_shown("c")
    q = PuzzleProgress(path)
    assert q.problem == "" and q.tries("a") == 2 and not q.is_solved("a")
    assert q.is_solved("b") and q.was_shown("c") and q.solved_count(["a", "b", "c"]) == 1
    q.reset()
    assert PuzzleProgress(path).solved_count(["b"]) == 0


@pytest.mark.parametrize("content", [
    b"{not json", b"[]", b'{"version": 2, "puzzles": {}}', b'{"version": 1, "puzzles": []}',
    b'{"version": 1, "puzzles": {"a": {"solved": 1, "tries": 0}}}',
    b'{"version": 1, "puzzles": {"a": {"solved": true, "tries": true}}}',
    b"[" * 100000,
])
def test_a_damaged_progress_file_is_set_aside_and_progress_starts_empty(tmp_path, content):
    path = tmp_path / "puzzles.json"
    path.write_bytes(content)
    p = PuzzleProgress(path)
    assert p.problem == "damaged" and p.solved_count(["a"]) == 0
    assert not path.exists() and (tmp_path / "puzzles.damaged.json").read_bytes() == content
    p.mark_solved("a")
    assert PuzzleProgress(path).is_solved("a")
