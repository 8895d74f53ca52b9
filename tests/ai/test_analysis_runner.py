"""The analysis board's worker (ai/analysis_runner.py): the numbers of ai/analysis.py, from
another process, as plain data; cancelled requests are dropped; a dead worker is said, then
replaced."""
from __future__ import annotations

import pytest

from parchis_desktop.ai import analysis
from parchis_desktop.ai.analysis_runner import AnalysisRunner, analyse
from parchis_desktop.engine import Position

NODES = 8
MID = {"variant": "parchis", "tokens": [["T10", "T30", "nest", "nest"], [], ["T40", "nest", "nest", "nest"], []],
       "turn": 0, "dice": [3, 5]}


def answer(runner, rid, timeout=20.0):
    import time
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for got, result in runner.poll():
            if got == rid:
                return result
        runner.wait(0.05)
    raise AssertionError("no answer")


@pytest.fixture(scope="module")
def runner():
    r = AnalysisRunner()
    yield r
    r.close()


def test_in_process_the_result_is_the_analysis_modules():
    pos = Position.from_json(MID)
    got = analyse(MID, NODES)
    ranked = analysis.rank_moves(pos, nodes=NODES)
    assert [m.index for m in got.moves] == [v.index for v in ranked]
    assert [m.win for m in got.moves] == [v.win for v in ranked]
    assert [m.line for m in got.moves] == [v.line for v in ranked]
    assert got.win == pytest.approx(analysis.win_chances(pos, nodes=NODES))
    before = analyse({**MID, "dice": []}, NODES)
    table = analysis.roll_table(Position.from_json({**MID, "dice": []}), nodes=NODES)
    assert [(a.roll, a.probability) for a in before.rolls] == [(tuple(d), p) for d, p, _b in table]
    assert not before.moves and not got.rolls


def test_the_worker_answers_and_drops_what_was_cancelled(runner):
    first = runner.request(MID, NODES)
    runner.cancel(first)
    second = runner.request({**MID, "dice": [6, 1]}, NODES)
    result = answer(runner, second)
    assert not result.error and result.moves
    assert result == analyse({**MID, "dice": [6, 1]}, NODES)
    assert first not in runner.pending()
    again = runner.request({**MID, "dice": [6, 1]}, NODES)      # known: from the cache at once
    assert runner.poll() == [(again, result)]


def test_a_bad_position_is_an_error_not_a_dead_worker(runner):
    rid = runner.request('{"variant": "nope"}', NODES)
    assert "PositionError" in answer(runner, rid).error
    ok = runner.request(MID, NODES)
    assert not answer(runner, ok).error


def test_a_killed_worker_is_said_and_the_next_request_starts_another():
    r = AnalysisRunner()
    try:
        r.start()
        r._proc.kill()
        r._proc.join(5)
        rid = r.request(MID, NODES)
        result = answer(r, rid)
        if result.error:                       # the request went to the dead pipe
            assert result.error.startswith(("worker-died", "worker-unavailable"))
            rid = r.request(MID, NODES)
            result = answer(r, rid)
        assert not result.error and result.moves
    finally:
        r.close()


def test_windows_sharing_a_runner_get_their_own_answers(runner):
    a = runner.request({**MID, "dice": [2, 2]}, NODES)
    b = runner.request({**MID, "dice": [4, 1]}, NODES)
    got_b = None
    import time
    end = time.monotonic() + 20
    while got_b is None and time.monotonic() < end:
        runner.wait(0.05)
        for rid, result in runner.poll({b}):
            got_b = result
    assert got_b is not None
    assert a in runner.pending()                        # a's answer waits for a's caller
    assert answer(runner, a) == analyse({**MID, "dice": [2, 2]}, NODES)


def test_a_worker_stuck_on_a_cancelled_analysis_is_replaced_for_the_next_request():
    from parchis_desktop.engine import Game
    game = Game.new("parchis", 4, seed=3)
    for _ in range(150):
        game.step_random()
    slow = game.position.to_json(full=True)
    slow["dice"], slow["remaining"] = [], []        # before a roll: every roll searched
    r = AnalysisRunner()
    r.RESTART_AFTER = 0.0
    try:
        first = r.request(slow, 20_000)
        while first not in r.started:
            r.wait(0.05)
            r.poll()
        r.cancel(first)
        fast = r.request(MID, NODES)
        result = answer(r, fast)
        assert r.restarts == 1 and not result.error and result.moves
    finally:
        r.close()
