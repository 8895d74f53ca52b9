"""``parchis-cli review RECORD [--json]`` (cli.py): the JSON lines as documented, the table,
both record files it reads, and one-line errors with exit status 2 for bad records."""
from __future__ import annotations

import contextlib
import io
import json

import pytest

from parchis_desktop.ai.review import CLASSES, review_record
from parchis_desktop.cli import main
from parchis_desktop.store.replay import parse_record, positions, record_document

KEYS = {"turn", "seat", "dice", "played", "best", "win_before", "win_after", "loss", "luck", "class"}


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def play_file(tmp_path_factory):
    """What ``parchis-cli play`` writes (a bare Game.record), in a file."""
    path = tmp_path_factory.mktemp("cli") / "game.json"
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["play", "--seed", "8", "--players", "2", "--max-events", "90"]) == 0
    path.write_text(out.getvalue(), encoding="utf-8")
    return path


def test_json_lines_as_documented(capsys, play_file):
    code, out, err = run(capsys, "review", play_file, "--json", "--nodes", "0")
    assert code == 0 and err == ""
    lines = [json.loads(x) for x in out.splitlines()]
    *rows, totals = lines
    record = json.loads(play_file.read_text(encoding="utf-8"))
    review = review_record(record, nodes=0)
    assert len(rows) == len(review.decisions) > 10
    frames = positions(record)
    for row, d in zip(rows, review.decisions):
        assert set(row) == KEYS and row["class"] in CLASSES
        assert (row["turn"], row["seat"], row["dice"], row["played"], row["best"], row["class"]) == \
            (d.turn, d.seat, list(d.dice), d.played, d.best, d.klass)
        assert row["loss"] == pytest.approx(row["win_before"] - row["win_after"], abs=1e-12) and row["loss"] >= 0
    assert set(totals) >= {"totals", "nodes", "version", "practice"} and totals["nodes"] == 0
    for t in totals["totals"]:
        assert t["luck"] - t["loss"] + t["others"] == pytest.approx(t["end"] - t["start"], abs=1e-9)
    assert [t["seat"] for t in totals["totals"]] == list(frames[0].players)


def test_played_is_the_index_of_the_recorded_move_in_parchis_cli_moves(capsys, play_file):
    record = json.loads(play_file.read_text(encoding="utf-8"))
    frames = positions(record)
    review = review_record(record, nodes=0)
    checked = 0
    for d in review.decisions:
        if d.played is None or d.played < 0:
            continue
        _, listed, _ = run(capsys, "moves", frames[d.frame].to_json_str())
        assert json.loads(listed)[d.played] == record["events"][d.frame]["move"]
        checked += 1
    assert checked > 5


def test_the_table_and_a_history_export_with_names(capsys, play_file, tmp_path):
    record = parse_record(play_file.read_text(encoding="utf-8")).record
    seats = [{"kind": "human", "level": "casual", "name": "Ana"}, {"kind": "empty", "level": "casual", "name": ""},
             {"kind": "bot", "level": "strong", "name": "Bea"}, {"kind": "empty", "level": "casual", "name": ""}]
    path = tmp_path / "export.json"
    path.write_text(json.dumps(record_document(dict(record, practice=True), seats, started=1.0)), encoding="utf-8")
    code, out, err = run(capsys, "review", path, "--nodes", "0")
    assert code == 0 and err == ""
    assert out.splitlines()[0].split() == ["turn", "seat", "dice", "played", "best", "before", "after", "loss",
                                           "luck", "class"]
    summary = [x for x in out.splitlines() if x.startswith(("Ana:", "Bea:"))]
    assert len(summary) == 2 and "accuracy" in summary[0] and "luck" in summary[0]
    assert "(a practice game)" in out
    code, out, _ = run(capsys, "review", path, "--json", "--nodes", "0")
    assert json.loads(out.splitlines()[-1])["practice"] is True


def test_stdin(capsys, monkeypatch, play_file):
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(play_file.read_bytes())))
    code, out, _ = run(capsys, "review", "-", "--json", "--nodes", "0")
    assert code == 0 and "totals" in json.loads(out.splitlines()[-1])


@pytest.mark.parametrize("content", [b"not json", b"[1, 2]", b'{"start": {"variant": "nope"}, "events": []}',
                                     b'{"start": {"variant": "parchis", "tokens": [["nest","nest","nest","nest"],[],'
                                     b'["nest","nest","nest","nest"],[]], "turn": 0, "dice": []},'
                                     b' "events": [{"roll": [9, 9], "seat": 0}]}'])
def test_bad_records_get_one_line_and_exit_2(capsys, tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    code, out, err = run(capsys, "review", path)
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and err.startswith("parchis-cli: error: ") and "Traceback" not in err


def test_a_missing_file_and_a_folder(capsys, tmp_path):
    for target, why in ((tmp_path / "none.json", "cannot read it"), (tmp_path, "")):
        code, out, err = run(capsys, "review", target)
        assert code == 2 and out == "" and len(err.splitlines()) == 1
        assert err.startswith("parchis-cli: error: record: ") and why in err
