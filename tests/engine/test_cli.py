"""parchis-cli (parchis_desktop/cli.py): output shapes and values, input sources, errors."""
from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from parchis_desktop.cli import main
from parchis_desktop.engine import Position, legal_moves, replay

ROOT = Path(__file__).resolve().parents[2]

POS = {"variant": "parchis", "tokens": [["T5", "nest", "nest", "nest"], [], ["nest", "nest", "nest", "nest"], []],
       "turn": 0, "dice": [3, 4]}
POS_TEXT = json.dumps(POS)
# Seat 0 can enter with the 5 and capture nothing; several tokens on the board.
POS_RICH = {"variant": "parchis", "tokens": [["T5", "T30", "nest", "nest"], ["T25", "nest", "nest", "nest"],
                                             ["nest", "nest", "nest", "nest"], ["T60", "nest", "nest", "nest"]],
            "turn": 0, "dice": [5, 2]}


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(err: str, field: str | None = None):
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("parchis-cli: error: "), err
    assert "Traceback" not in err
    if field is not None:
        assert lines[0].startswith(f"parchis-cli: error: {field}: "), err


# -- moves ------------------------------------------------------------------------
@pytest.mark.parametrize("position", [POS, POS_RICH])
def test_moves_equal_engine_moves(capsys, position):
    code, out, err = run(capsys, "moves", json.dumps(position))
    assert code == 0 and err == ""
    assert len(out.splitlines()) == 1
    expected = [m.to_dict() for m in legal_moves(Position.from_json(position))]
    assert json.loads(out) == expected
    assert expected  # the positions were chosen to have moves


def test_moves_known_values(capsys):
    code, out, _ = run(capsys, "moves", POS_TEXT)
    moves = json.loads(out)
    assert [(m["kind"], m["from"], m["to"], m["dice"]) for m in moves] == [
        ("step", "T5", "T8", [3]), ("step", "T5", "T9", [4]), ("sum", "T5", "T12", [3, 4])]
    for m in moves:
        assert set(m) >= {"seat", "kind", "token", "from", "to", "dice", "steps", "bonus", "captures"}


def test_moves_needing_a_roll_prints_empty_list(capsys):
    code, out, err = run(capsys, "moves", json.dumps(dict(POS, dice=[])))
    assert (code, out, err) == (0, "[]\n", "")


def test_moves_from_file(capsys, tmp_path):
    path = tmp_path / "pos.json"
    path.write_text(POS_TEXT, encoding="utf-8")
    code, out, _ = run(capsys, "moves", path)
    assert code == 0
    assert len(json.loads(out)) == 3


def test_moves_from_stdin(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(POS_TEXT + "\n"))
    code, out, _ = run(capsys, "moves", "-")
    assert code == 0
    assert json.loads(out) == [m.to_dict() for m in legal_moves(Position.from_json(POS))]


# -- apply ------------------------------------------------------------------------
def test_apply_prints_full_position_that_round_trips(capsys):
    code, out, err = run(capsys, "apply", POS_TEXT, 1)
    assert code == 0 and err == ""
    assert len(out.splitlines()) == 1
    data = json.loads(out)
    expected = Position.from_json(POS).play(legal_moves(Position.from_json(POS))[1])
    assert data == expected.to_json(full=True)
    assert data["tokens"][0][0] == "T9" and data["remaining"] == [3]
    again = Position.from_json(out)
    assert again == expected
    assert again.to_json(full=True) == data


def test_apply_output_feeds_moves_and_apply(capsys):
    code, out, _ = run(capsys, "apply", POS_TEXT, 0)
    assert code == 0
    code, moves_out, _ = run(capsys, "moves", out.strip())
    assert code == 0
    assert json.loads(moves_out) == [m.to_dict() for m in legal_moves(Position.from_json(out))]
    code, out2, _ = run(capsys, "apply", out.strip(), 0)
    assert code == 0
    assert json.loads(out2)["remaining"] == []


def test_apply_from_stdin(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(POS_TEXT))
    code, out, _ = run(capsys, "apply", "-", 2)
    assert code == 0
    assert json.loads(out)["tokens"][0][0] == "T12"


# -- play -------------------------------------------------------------------------
@pytest.mark.parametrize("variant,players", [("parchis", 4), ("spanish", 2), ("parchis", 3)])
def test_play_record_replays(capsys, variant, players):
    code, out, err = run(capsys, "play", "--variant", variant, "--players", players, "--seed", 11)
    assert code == 0 and err == ""
    record = json.loads(out)
    assert set(record) >= {"start", "events", "final"}
    final = Position.from_json(record["final"])
    assert final.is_over
    assert replay(record) == final
    assert "first" in record["events"][0]
    assert any("move" in ev for ev in record["events"])


@pytest.mark.parametrize("argv, seats, occupied", [
    (["--variant", "parchis", "--players", 6], 6, [0, 1, 2, 3, 4, 5]),
    (["--variant", "parchis", "--players", 8], 8, list(range(8))),
    (["--variant", "pachisi", "--players", 6], 6, [0, 1, 2, 3, 4, 5]),
    (["--variant", "spanish", "--players", 5], 6, [0, 1, 2, 3, 4]),       # the smallest board that seats 5
    (["--variant", "parchis", "--players", 2, "--seats", 6], 6, [0, 3]),   # BD-4: floor(i*N/P)
    (["--variant", "parchis", "--players", 4, "--seats", 8], 8, [0, 2, 4, 6]),
])
def test_play_on_larger_boards_finishes(capsys, argv, seats, occupied):
    code, out, err = run(capsys, "play", *argv, "--seed", 2)
    assert code == 0 and err == ""
    record = json.loads(out)
    final = Position.from_json(record["final"])
    assert final.is_over and final.board.seats == seats and record["start"]["seats"] == seats
    assert list(final.players) == occupied
    assert replay(record) == final


def test_play_teams_record_carries_the_option(capsys):
    code, out, err = run(capsys, "play", "--variant", "parchis", "--players", 6, "--teams", "--seed", 4)
    assert code == 0 and err == ""
    record = json.loads(out)
    assert record["start"]["rules"]["teams"] is True
    final = Position.from_json(record["final"])
    assert final.rules.teams and final.is_over and replay(record) == final
    winners = final.team_places()[0]
    assert len(winners) == 2 and all(s in final.finished for s in winners)


def test_play_is_deterministic_for_a_seed(capsys):
    _, a, _ = run(capsys, "play", "--variant", "parchis", "--players", 4, "--seed", 5)
    _, b, _ = run(capsys, "play", "--variant", "parchis", "--players", 4, "--seed", 5)
    _, c, _ = run(capsys, "play", "--variant", "parchis", "--players", 4, "--seed", 6)
    assert a == b != c


def test_play_max_events(capsys):
    code, out, _ = run(capsys, "play", "--variant", "parchis", "--players", 4, "--seed", 3, "--max-events", 7)
    assert code == 0
    record = json.loads(out)
    assert len(record["events"]) == 1 + 7  # the first-player roll, then 7 steps
    final = Position.from_json(record["final"])
    assert not final.is_over
    assert replay(record) == final


# -- bench ------------------------------------------------------------------------
def test_bench_format(capsys):
    code, out, err = run(capsys, "bench", "--variant", "parchis", "--players", 4, "--seconds", 0.2)
    assert code == 0 and err == ""
    m = re.fullmatch(r"(\d+\.\d) games/s, (\d+) moves/s\n", out)
    assert m, out
    assert float(m.group(1)) > 0 and int(m.group(2)) > 0


# -- errors -----------------------------------------------------------------------
@pytest.mark.parametrize("argv,field", [
    (["moves", '{"variant": "parchis",'], "json"),
    (["moves", json.dumps(dict(POS, variant="ludo"))], "variant"),
    (["moves", json.dumps(dict(POS, dice=[3, 9]))], "dice[1]"),
    (["moves", json.dumps(dict(POS, rules={"dice": 3}))], "rules.dice"),
    (["moves", json.dumps(dict(POS, rules={"no_such_option": 1}))], None),
    (["moves", json.dumps(dict(POS, tokens=[["T1", "nest", "nest", "nest"], [], ["nest"] * 4, []]))],
     "tokens[0][0]"),
    (["moves", "[1, 2]"], "position"),  # not a '{': read as a file name that does not exist
    (["moves", "/no/such/file.json"], "position"),
    (["apply", POS_TEXT, "3"], "index"),
    (["apply", POS_TEXT, "-1"], "index"),
    (["apply", json.dumps(dict(POS, dice=[])), "0"], "index"),
    (["play", "--players", "9", "--seed", "1"], "players"),
    (["play", "--players", "1", "--seed", "1"], "players"),
    (["play", "--players", "5", "--seats", "4", "--seed", "1"], "players"),
    (["play", "--variant", "pachisi", "--players", "7", "--seed", "1"], "players"),
    (["play", "--variant", "russian", "--players", "5", "--seed", "1"], "players"),
    (["play", "--seats", "5", "--seed", "1"], "seats"),
    (["play", "--variant", "pachisi", "--seats", "8", "--seed", "1"], "seats"),
    (["play", "--variant", "russian", "--seats", "6", "--seed", "1"], "seats"),
    (["play", "--variant", "russian", "--players", "4", "--teams", "--seed", "1"], "rules.teams"),
    (["play", "--players", "3", "--teams", "--seed", "1"], "rules.teams"),
    (["bench", "--players", "9", "--seconds", "0.1"], "players"),
])
def test_bad_input_exits_2_with_one_line(capsys, argv, field):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert_one_line_error(err, field)


def test_bad_files(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe{")
    empty = tmp_path / "empty.json"
    empty.write_text("  \n")
    for path in (bad, empty, tmp_path):
        code, out, err = run(capsys, "moves", path)
        assert code == 2 and out == ""
        assert_one_line_error(err, "position")


def test_empty_and_bad_stdin(capsys, monkeypatch):
    for text, field in (("", "position"), ("{oops", "json")):
        monkeypatch.setattr(sys, "stdin", io.StringIO(text))
        code, _, err = run(capsys, "moves", "-")
        assert code == 2
        assert_one_line_error(err, field)


def test_internal_failure_exits_1_without_traceback(capsys, monkeypatch):
    import parchis_desktop.cli as cli

    def boom(pos):
        raise RuntimeError("kaboom")
    monkeypatch.setattr(cli, "legal_moves", boom)
    code, out, err = run(capsys, "moves", POS_TEXT)
    assert code == 1 and out == ""
    assert_one_line_error(err, "internal")


@pytest.mark.parametrize("argv", [[], ["frobnicate"], ["apply", POS_TEXT, "x"], ["play", "--variant", "ludo"],
                                  ["bench", "--seconds", "0"], ["play", "--max-events", "-3"]])
def test_usage_errors_exit_2(capsys, argv):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    _, err = capsys.readouterr()
    # One line, as the README promises (argparse alone prints the usage first: 2-4 lines).
    assert_one_line_error(err, "usage")
    assert "--help" in err


# -- as a program -------------------------------------------------------------------
def test_module_entry_point_subprocess(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    ok = subprocess.run([sys.executable, "-m", "parchis_desktop.cli", "moves", "-"], input=POS_TEXT,
                        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60)
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout) == [m.to_dict() for m in legal_moves(Position.from_json(POS))]
    bad = subprocess.run([sys.executable, "-m", "parchis_desktop.cli", "apply", "-", "0"], input="{",
                         capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60)
    assert bad.returncode == 2 and bad.stdout == ""
    assert_one_line_error(bad.stderr, "json")


# -- long values and text encodings (issue 24, item 10) ---------------------------------
BIG = "x" * 100_000


@pytest.mark.parametrize("argv", [
    ["moves", json.dumps(dict(POS, rules={"capture_bonus": BIG}))],      # a quoted value
    ["moves", json.dumps(dict(POS, rules={BIG: 1}))],                    # an option name
    ["moves", json.dumps(dict(POS, variant=BIG))],
    ["arena", "--players", "2", "--bots", f"casual,{BIG}"],
    ["play", "--variant", BIG],                                          # argparse's own message
    ["apply", POS_TEXT, BIG],
])
def test_error_lines_cut_long_values(capsys, argv):
    try:
        code, _, err = run(capsys, *argv)
    except SystemExit as exc:  # a usage error
        code, err = exc.code, capsys.readouterr().err
    assert code == 2
    assert_one_line_error(err)
    assert len(err) < 400 and "..." in err


def test_clip_message_keeps_short_values_and_cuts_long_ones():
    from parchis_desktop.cli import CLIP, clip_message
    assert clip_message("dice[1]: must be 1..6, not 'seven'") == "dice[1]: must be 1..6, not 'seven'"
    cut = clip_message("not 'ab\\'" + "c" * 500 + "' here")
    assert cut.startswith("not 'ab") and cut.endswith("...' here") and len(cut) < CLIP + 15
    assert clip_message('a "%s" b' % ("q" * 200)) == 'a "%s..." b' % ("q" * (CLIP - 5))
    assert clip_message("no such file: /tmp/some/where.json") == "no such file: /tmp/some/where.json"
    assert clip_message("line\ntwo") == "line two"


UTF8_BOM = b"\xef\xbb\xbf" + POS_TEXT.encode()
UTF16 = POS_TEXT.encode("utf-16")                  # with its byte-order mark
UTF16_LE = POS_TEXT.encode("utf-16-le")            # without one
LATIN1 = json.dumps(dict(POS, name="Jos\u00e9"), ensure_ascii=False).encode("latin-1")  # \xe9: not UTF-8


def _via(way, data: bytes, tmp_path, monkeypatch):
    """Read ``data`` as a position the given way; the error text, or None if accepted."""
    from parchis_desktop import cli
    from parchis_desktop.engine import PositionError
    if way == "from_json":
        try:
            Position.from_json(data)
            return None
        except PositionError as exc:
            assert exc.field == "position"
            return str(exc)
    if way == "file":
        path = tmp_path / "pos.json"
        path.write_bytes(data)
        source = str(path)
    elif way == "stdin":
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="latin-1"))
        source = "-"
    else:  # inline: what Python makes of argv bytes (undecodable ones become lone surrogates)
        if b"\x00" in data:
            pytest.skip("a command-line argument cannot hold a NUL byte")
        source = os.fsdecode(data) if os.name == "posix" else data.decode("utf-8", "surrogateescape")
    try:
        cli.read_position(source)
        return None
    except cli.CliError as exc:
        assert exc.field == "position" and exc.code == 2
        return str(exc)


WAYS = ["file", "stdin", "inline", "from_json"]


@pytest.mark.parametrize("way", WAYS)
def test_utf8_with_or_without_bom_is_accepted_every_way(way, tmp_path, monkeypatch):
    assert _via(way, POS_TEXT.encode(), tmp_path, monkeypatch) is None
    assert _via(way, UTF8_BOM, tmp_path, monkeypatch) is None


@pytest.mark.parametrize("way", WAYS)
@pytest.mark.parametrize("data,says", [(UTF16, "UTF-16"), (UTF16_LE, "UTF-16"), (LATIN1, "not UTF-8")])
def test_other_encodings_are_refused_every_way(way, data, says, tmp_path, monkeypatch):
    if way == "inline" and data is LATIN1 and os.name != "posix":
        pytest.skip("argv is bytes on POSIX only")
    error = _via(way, data, tmp_path, monkeypatch)
    assert error is not None and says in error


def test_invalid_utf8_on_real_stdin_is_refused(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    run_ = subprocess.run([sys.executable, "-m", "parchis_desktop.cli", "moves", "-"], input=LATIN1,
                          capture_output=True, env=env, cwd=tmp_path, timeout=60)
    assert run_.returncode == 2 and run_.stdout == b""
    assert_one_line_error(run_.stderr.decode(), "position")
    assert b"not UTF-8" in run_.stderr


@pytest.mark.parametrize("argv, words", [
    (["--players", 1], "parchis is played by 2 to 8 players, got 1"),    # it said "need 2-4 distinct seats"
    (["--players", 9], "parchis is played by 2 to 8 players, got 9"),
    (["--players", 0, "--variant", "pachisi"], "pachisi is played by 2 to 6 players, got 0"),
    (["--players", 5, "--variant", "russian"], "russian is played by 2 to 4 players, got 5"),
    (["--players", 5, "--seats", 4], "a 4-seat board takes 2 to 4 players, got 5"),
])
def test_the_players_range_is_the_same_whatever_the_count(capsys, argv, words):
    for command in ("play", "bench"):
        code, out, err = run(capsys, command, *argv)
        assert code == 2 and out == "" and err.strip() == f"parchis-cli: error: players: {words}"
