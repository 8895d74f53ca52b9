"""Replays and record files (store/replay.py): every position through the engine, hostile files refused."""
from __future__ import annotations

import copy
import json

import pytest

from parchis_desktop.engine import Game, RecordError, legal_moves
from parchis_desktop.store.replay import (
    MAX_RECORD_BYTES, parse_record, positions, record_document, steps_to_go, turn_numbers,
)

SEATS = [{"kind": "human", "level": "casual", "name": "Ana"}, {"kind": "empty", "level": "casual", "name": ""},
         {"kind": "bot", "level": "expert", "name": ""}, {"kind": "empty", "level": "casual", "name": ""}]


def finished(variant="parchis", seed=3) -> Game:
    game = Game.new(variant, [0, 2], seed=seed)
    while game.step_random():
        pass
    return game


@pytest.mark.parametrize("variant", ["parchis", "spanish", "russian", "pachisi"])
def test_positions_follow_the_game_event_by_event(variant):
    game = Game.new(variant, [0, 2], seed=5)
    seen = [game.position]
    while game.step_random():
        seen.append(game.position)
    frames = positions(game.record)
    assert len(frames) == len(game.events) + 1
    assert frames[-1] == game.position
    # the start frame and every later one matches what the game went through (the G-3 event changes nothing)
    assert frames[1:][-len(seen) + 1:] == seen[1:]


def test_turn_numbers_and_steps_to_go():
    game = finished()
    frames = positions(game.record)
    turns = turn_numbers(frames)
    assert turns[0] == 1 and turns == sorted(turns)
    assert turns[-1] == 1 + sum(1 for a, b in zip(frames, frames[1:]) if a.turn != b.turn)
    start, end = frames[0], frames[-1]
    route = len(start.board.route[0])
    assert steps_to_go(start, 0) == 4 * route
    winner = end.places()[0]
    assert steps_to_go(end, winner) == 0 and steps_to_go(end, 1) == 0        # an empty seat has nothing to go


def test_a_record_file_round_trips():
    game = finished()
    text = json.dumps(record_document(game.record, SEATS, started=1234.5))
    rec = parse_record(text)
    assert rec.final == game.position and rec.seats == SEATS and rec.started == 1234.5
    assert rec.record["events"] == json.loads(json.dumps(game.events))
    assert json.loads(text)["places"] == game.position.places()
    again = parse_record(json.dumps(record_document(rec.record, rec.seats)))
    assert again.final == game.position


def test_a_save_file_and_a_bare_record_are_read_too():
    game = Game.new("spanish", [0, 2], seed=2)
    for _ in range(40):
        game.step_random()
    save = {"app": "parchis-desktop", "game": game.to_json(), "players": SEATS}
    assert parse_record(json.dumps(save)).final == game.position
    bare = parse_record(json.dumps(game.record))
    assert bare.final == game.position
    assert [s["kind"] for s in bare.seats] == ["human", "empty", "human", "empty"]   # seats made up


def first_index(events, key):
    return next(i for i, e in enumerate(events) if key in e)


def hostile(game: Game):
    """(what is wrong, the broken document): each must be refused with the event named."""
    doc = record_document(game.record, SEATS)
    ev = doc["record"]["events"]
    out = []

    def variant(why, fn):
        d = copy.deepcopy(doc)
        fn(d["record"]["events"], d)
        out.append((why, d))

    m = first_index(ev, "move")
    variant("a move to a square it cannot reach", lambda e, d: e[m]["move"].update(to="T67", steps=40))
    variant("a move of another seat", lambda e, d: e[m]["move"].update(seat=1 - e[m]["move"]["seat"] + 2))
    r = first_index(ev, "roll")
    variant("a seven on a die", lambda e, d: e[r].update(roll=[7, 1]))
    variant("a true instead of a face", lambda e, d: e[r].update(roll=[True, 1]))
    variant("three dice", lambda e, d: e[r].update(roll=[1, 2, 3]))
    variant("a roll out of turn", lambda e, d: e[r].update(seat=1))
    variant("two rolls in a row", lambda e, d: e.insert(r + 1, {"roll": [1, 2], "seat": e[r]["seat"]}))
    variant("an unknown event", lambda e, d: e.insert(3, {"teleport": 1}))
    variant("a non-object event", lambda e, d: e.insert(3, 42))
    variant("a second first-player roll", lambda e, d: e.insert(5, {"first": [{"0": 6, "2": 1}]}))
    p = next((i for i, e in enumerate(ev) if "move" in e and i > 0), None)
    variant("a pass where a move is legal", lambda e, d: e.__setitem__(p, {"pass": e[p]["move"]["seat"]}))
    variant("an event dropped (the final does not fit)", lambda e, d: e.pop())
    variant("a final position of another game",
            lambda e, d: d["record"].update(final=finished(seed=9).position.to_json(full=True)))
    return out


def test_hostile_records_are_refused_with_a_reason():
    game = finished()
    for why, doc in hostile(game):
        with pytest.raises(RecordError) as info:
            parse_record(json.dumps(doc))
        assert str(info.value), why


def test_files_that_are_not_records_are_refused():
    deep = "[" * 5000 + "]" * 5000
    for text in ("", "not json", "[]", "42", '{"x": 1}', '{"record": {"events": []}}', deep,
                 json.dumps({"record": {"start": {"variant": "ludo"}, "events": []}}),
                 json.dumps({"record": {"start": Game.new("parchis").start.to_json(), "events": {"a": 1}}})):
        with pytest.raises(RecordError):
            parse_record(text)
    with pytest.raises(RecordError, match="too large"):
        parse_record(" " * (MAX_RECORD_BYTES + 1))


def test_hostile_seats_are_cleaned():
    game = Game.new("parchis", [0, 2], seed=1)
    seats = [{"kind": "root", "level": 5, "name": "x" * 500}, {}, {"kind": "bot", "level": "expert"}, {}]
    rec = parse_record(json.dumps(record_document(game.record, seats)))
    assert rec.seats[0] == {"kind": "human", "level": "casual", "name": "x" * 40}
    assert rec.seats[2]["kind"] == "bot"


def test_the_legal_moves_of_every_frame_are_the_engines():
    game = finished("russian", seed=4)
    frames = positions(game.record)
    for frame, ev in zip(frames, game.events):
        if "move" in ev:
            assert any(m.matches(ev["move"]) for m in legal_moves(frame))


# -- issue 33: messages that say what is wrong, once, and short; files refused before reading ----------
def test_an_illegal_event_is_named_once():
    game = finished()
    for why, doc in hostile(game):
        try:
            parse_record(json.dumps(doc))
        except RecordError as exc:
            text = str(exc)
        assert text.count("events[") <= 1, (why, text)   # "events[4]: events[4]: ..." named it twice


def test_a_final_position_the_events_do_not_reach_is_said_so():
    game = finished()
    doc = record_document(game.record, SEATS)
    doc["record"]["final"] = finished(seed=9).position.to_json(full=True)
    with pytest.raises(RecordError, match="the events do not reach this position"):
        parse_record(json.dumps(doc))
    doc["record"]["final"] = {"variant": "ludo"}
    with pytest.raises(RecordError, match="final: not a position"):
        parse_record(json.dumps(doc))


@pytest.mark.parametrize("where", ["rule", "option", "preset", "event", "final"])
def test_a_huge_value_in_a_record_makes_a_short_message(where):
    game = Game.new("parchis", [0, 2], seed=4)
    for _ in range(20):
        game.step_random()
    doc = record_document(game.record, SEATS)
    huge = "x" * 1_000_000
    rec = doc["record"]
    if where == "rule":
        rec["start"]["rules"]["dice"] = huge
    elif where == "option":
        rec["start"]["rules"][huge] = 1
    elif where == "preset":
        rec["start"]["variant"] = huge
    elif where == "event":
        rec["events"][first_index(rec["events"], "move")]["move"]["kind"] = huge
    else:
        rec["final"] = {"variant": huge}
    with pytest.raises(RecordError) as info:
        parse_record(json.dumps(doc))
    assert 0 < len(str(info.value)) < 300, str(info.value)[:300]


def test_record_files_are_read_with_a_limit_and_a_type_check(tmp_path):
    import os
    import threading
    import time

    from parchis_desktop.store.errors import RecordFileError
    from parchis_desktop.store.replay import read_record_file

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    out = {}

    def read():
        try:
            read_record_file(fifo)
        except RecordFileError as exc:
            out["code"] = exc.code
    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    thread.join(10)
    if thread.is_alive():
        os.close(os.open(fifo, os.O_RDWR | os.O_NONBLOCK))
        pytest.fail("importing a FIFO hung")
    assert out["code"] == "not_regular"

    sparse = tmp_path / "huge.json"
    with open(sparse, "wb") as fh:
        fh.truncate(1 << 30)                      # 1 GiB that takes no space
    t0 = time.perf_counter()
    with pytest.raises(RecordFileError) as info:
        read_record_file(sparse)
    assert info.value.code == "too_large" and time.perf_counter() - t0 < 0.5   # refused before reading
    with pytest.raises(RecordFileError) as info:
        read_record_file(tmp_path)
    assert info.value.code == "not_regular"
    with pytest.raises(RecordFileError) as info:
        read_record_file(tmp_path / "missing.json")
    assert info.value.code == "unreadable"
    good = tmp_path / "good.json"
    good.write_text(json.dumps(record_document(finished().record, SEATS)))
    assert read_record_file(good).final == finished().position
