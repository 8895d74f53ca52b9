"""Runner: request, poll, cancel, late results dropped (a real spawn worker process).

No fixed sleeps: every wait is on its condition (the worker says when a search starts)."""
from __future__ import annotations

import os
import signal
import time

import pytest

from parchis_desktop.ai.runner import Runner
from parchis_desktop.engine import legal_moves

from .conftest import decision_positions


@pytest.fixture(scope="module")
def position():
    return max(decision_positions("parchis", 4, 31, 30, min_moves=3), key=lambda p: len(legal_moves(p)))


@pytest.fixture(scope="module")
def close_position():
    """A decision whose plans are close (no plan dominates): the Expert's search uses its
    whole budget there (the position above is settled at once, so a search that ignored the
    cancel would end by itself and hide it)."""
    return decision_positions("parchis", 4, 31, 30, min_moves=3)[0]


def _wait(runner, want, timeout=30.0):
    """Results until ``want`` have come (or the timeout)."""
    got = []
    end = time.monotonic() + timeout
    while len(got) < want and time.monotonic() < end:
        runner.wait(max(0.0, end - time.monotonic()))
        got += runner.poll()
    return got


def _until(runner, condition, timeout=30.0) -> bool:
    """Read the worker's messages until ``condition()`` holds (results stay for poll())."""
    end = time.monotonic() + timeout
    while not condition():
        left = end - time.monotonic()
        if left <= 0:
            return False
        runner.wait(min(left, 0.5))
    return True


def test_request_poll_cancel_and_late_results(position, close_position):
    data = position.to_json(full=True)
    n = len(legal_moves(position))
    with Runner() as runner:
        cheap = runner.request(data, "casual")
        assert [r for r, _ in runner.poll()] == [cheap]
        runner.start()
        # A search, answered through the worker.
        rid = runner.request(data, "expert#5")
        got = _wait(runner, 1)
        assert [r for r, _ in got] == [rid] and 0 <= got[0][1] < n
        # Cancel a long search once it is running: its result never comes; the next request is
        # served promptly (the search stopped, it did not run its 30 s).
        slow = runner.request(close_position.to_json(full=True), "expert", 30.0)
        assert _until(runner, lambda: slow in runner.started)
        runner.cancel(slow)
        quick = runner.request(data, "strong")
        started = time.monotonic()
        got = _wait(runner, 1, timeout=10)
        assert [r for r, _ in got] == [quick]
        assert time.monotonic() - started < 5
        # A result that arrives before its request is cancelled is dropped all the same.
        late = runner.request(data, "expert#3")
        assert _until(runner, lambda: any(r == late for r, _ in runner._ready))
        runner.cancel(late)
        assert runner.poll() == []
        assert runner.pending() == set()


def test_cheap_levels_answer_in_process(position):
    runner = Runner()
    try:
        rid = runner.request(position.to_json(full=True), "beginner")
        [(got, index)] = runner.poll()
        assert got == rid and 0 <= index < len(legal_moves(position))
        assert not runner.alive  # no worker was needed
        rid = runner.request(position.to_json(full=True), "casual")
        runner.cancel(rid)
        assert runner.poll() == []
    finally:
        runner.close()


def test_bad_requests_raise(position):
    runner = Runner()
    try:
        with pytest.raises(ValueError):
            runner.request(position.to_json(full=True), "wizard")
        with pytest.raises(ValueError):
            runner.request({"variant": "parchis"}, "casual")
    finally:
        runner.close()


def test_worker_keeps_its_searching_bots_between_requests():
    """The worker's Expert keeps its evaluation cache from one request to the next; its
    choice (iteration budget) is the same as a fresh Expert's."""
    from parchis_desktop.ai import make_bot
    from parchis_desktop.ai.runner import _decide, _spec_with_budget

    bots: dict = {}
    spec = _spec_with_budget("expert", 40)
    positions = decision_positions("parchis", 2, 8, 3)
    for i, pos in enumerate(positions):
        index = _decide(pos, spec, seed=i, bots=bots)
        assert legal_moves(pos)[index] == make_bot(spec, seed=99).choose(pos)
    assert list(bots) == [spec]
    assert len(bots[spec].search.cache._d) > 0


# -- a worker that dies or gets stuck (issue 24, item 5) ---------------------------------
def _poll_until(runner, condition, timeout=30.0):
    """poll() (which notices a dead worker) until ``condition(results so far)`` holds."""
    got = []
    end = time.monotonic() + timeout
    while not condition(got):
        left = end - time.monotonic()
        if left <= 0:
            break
        got += runner.poll()
        if not condition(got) and not runner.wait(min(left, 0.5)):
            got += runner.poll()
    return got


def _started(runner, rid):
    return _until(runner, lambda: rid in runner.started) and runner.worker_pid


def test_a_killed_worker_is_replaced_and_the_move_still_comes(position):
    data = position.to_json(full=True)
    with Runner() as runner:
        rid = runner.request(data, "expert", 0.5)
        pid = _started(runner, rid)
        os.kill(pid, signal.SIGKILL)        # mid-decision
        t0 = time.monotonic()
        got = _poll_until(runner, lambda g: g, timeout=30)
        assert [r for r, _ in got] == [rid] and 0 <= got[0][1] < len(legal_moves(position))
        assert time.monotonic() - t0 < 30
        assert runner.restarts == 1 and rid not in runner.fallbacks   # the new worker's move
        assert runner.alive and runner.worker_pid != pid
        # The new worker goes on serving.
        again = runner.request(data, "expert#3")
        assert [r for r, _ in _poll_until(runner, lambda g: g)] == [again]


def test_a_request_that_lost_its_workers_is_decided_here(position):
    from parchis_desktop.ai import make_bot
    data = position.to_json(full=True)
    with Runner() as runner:
        runner.MAX_TRIES = runner.MAX_LOST = 1
        rid = runner.request(data, "expert", 30.0)
        os.kill(_started(runner, rid), signal.SIGKILL)
        got = _poll_until(runner, lambda g: g, timeout=10)
        assert [r for r, _ in got] == [rid]
        assert runner.fallbacks == {rid: "worker-died"}
        assert legal_moves(position)[got[0][1]] == make_bot(Runner.FALLBACK_LEVEL).choose(position)
        # Workers keep failing: the next request is answered here at once, no worker started.
        nxt = runner.request(data, "expert", 30.0)
        assert [r for r, _ in runner.poll()] == [nxt] and runner.fallbacks[nxt] == "worker-unavailable"
        assert not runner.alive


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP")
def test_a_stuck_worker_is_replaced(position):
    data = position.to_json(full=True)
    with Runner() as runner:
        runner.STALL_GRACE = 0.5
        rid = runner.request(data, "expert", 0.3)
        pid = _started(runner, rid)
        os.kill(pid, signal.SIGSTOP)         # alive, silent
        try:
            got = _poll_until(runner, lambda g: g, timeout=30)
        finally:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        assert [r for r, _ in got] == [rid] and runner.restarts == 1
        assert runner.worker_pid != pid


def test_a_worker_killed_while_idle_is_replaced_at_the_next_request(position):
    data = position.to_json(full=True)
    with Runner() as runner:
        runner.start()
        pid = runner.worker_pid
        os.kill(pid, signal.SIGKILL)
        _until(runner, lambda: not runner.alive)
        rid = runner.request(data, "expert#3")
        assert [r for r, _ in _poll_until(runner, lambda g: g)] == [rid]
        assert runner.worker_pid != pid and not runner.fallbacks
