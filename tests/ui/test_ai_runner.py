"""BotDriver: the Expert's worker killed mid-decision (issue 24, item 5) — the bot still moves."""
from __future__ import annotations

import os
import signal

import pytest

from parchis_desktop.engine import Position, legal_moves
from parchis_desktop.ui.game.ai_runner import BotDriver

POSITION = {"variant": "parchis", "turn": 0, "dice": [3, 4],
            "tokens": [["T5", "T30", "T40", "nest"], [], ["T33", "T50", "nest", "nest"], []]}


@pytest.fixture
def driver():
    d = BotDriver(expert_seconds=0.5)
    yield d
    d.close()


def _kill_mid_decision(qtbot, driver, pos, tune=None):
    driver.request(pos, "expert", epoch=7)
    runner = driver._runner
    if tune:
        tune(runner)
    qtbot.waitUntil(lambda: bool(set(driver._pending) & runner.started), timeout=60000)
    pid = runner.worker_pid
    os.kill(pid, signal.SIGKILL)
    return pid


def test_the_move_comes_from_a_new_worker(qtbot, driver):
    pos = Position.from_json(POSITION)
    fallbacks = []
    driver.fallback.connect(fallbacks.append)
    pid = _kill_mid_decision(qtbot, driver, pos)
    with qtbot.waitSignal(driver.result, timeout=60000) as blocker:
        pass
    epoch, move = blocker.args
    assert epoch == 7 and move in legal_moves(pos)
    assert fallbacks == [] and driver._runner.restarts == 1 and driver._runner.worker_pid != pid


def test_when_no_worker_can_answer_the_strong_level_moves_and_says_so(qtbot, driver):
    pos = Position.from_json(POSITION)

    def fail_fast(runner):
        runner.MAX_TRIES = runner.MAX_LOST = 1

    events = []
    driver.fallback.connect(lambda why: events.append(("fallback", why)))
    driver.result.connect(lambda epoch, move: events.append(("result", epoch, move)))
    _kill_mid_decision(qtbot, driver, pos, fail_fast)
    qtbot.waitUntil(lambda: len(events) == 2, timeout=60000)
    assert events[0] == ("fallback", "worker-died")
    assert events[1][:2] == ("result", 7) and events[1][2] in legal_moves(pos)


def test_the_window_shows_the_fallback(make_window):
    w = make_window()
    w.controller.bots.fallback.emit("worker-died")
    assert w.notice.isVisible() and "Strong" in w.notice.label.text()
    w.controller.bots.fallback.emit("worker-unavailable")
    assert "cannot be started" in w.notice.label.text()
