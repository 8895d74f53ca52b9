"""The review's worker process (ai/review_job.py): progress, the result, cancel, a bad record."""
from __future__ import annotations

import time

import pytest

from parchis_desktop.ai.review import Review, ReviewCancelled, review_record
from parchis_desktop.ai.review_job import ReviewFailed, ReviewJob

from tests.helpers.games import strong_game


def run_to_end(job: ReviewJob, limit: float = 60.0):
    seen = []
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        job.wait(0.5)
        state = job.poll()
        if isinstance(state, Review):
            return state, seen
        seen.append(state)
    raise AssertionError("the review's worker did not finish")


def test_the_worker_reviews_as_in_process_with_progress():
    record = strong_game("parchis", 2, 4, 80)
    with ReviewJob(record, nodes=0) as job:
        pid = job.worker_pid
        assert pid is not None
        review, seen = run_to_end(job)
        assert job.poll() is review                       # the result stays
    assert review == review_record(record, nodes=0)
    assert all(0 <= done <= total == len(record["events"]) for done, total in seen)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_cancel_stops_the_worker_at_once():
    record = strong_game("parchis", 4, 5, 400)
    job = ReviewJob(record, nodes=252)                    # far more work than the test waits for
    try:
        deadline = time.monotonic() + 30
        while job.poll()[0] == 0 and time.monotonic() < deadline:   # started: some progress came
            job.wait(0.2)
        assert 0 < job.poll()[0] < len(record["events"])
        proc = job._proc
        t = time.monotonic()
        job.cancel()
        assert time.monotonic() - t < 1.0
        assert proc is None or not proc.is_alive()
        with pytest.raises(ReviewCancelled):
            job.poll()
    finally:
        job.close()


def test_a_bad_record_comes_back_as_a_failure():
    with ReviewJob({"start": {"variant": "nope"}, "events": []}, nodes=0) as job:
        deadline = time.monotonic() + 30
        while not job.wait(0.5) and time.monotonic() < deadline:
            pass
        with pytest.raises(ReviewFailed, match="start"):
            job.poll()


def test_close_never_waits_and_the_exited_worker_is_reaped():
    from parchis_desktop.ai import review_job
    job = ReviewJob(strong_game("spanish", 2, 3, 20), nodes=0)
    review, _ = run_to_end(job)
    proc = job._proc
    t = time.monotonic()
    job.close()
    assert time.monotonic() - t < 0.2 and job._proc is None and job.result is review
    deadline = time.monotonic() + 10
    while review_job.reap() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert review_job.reap() == 0 and (proc is None or not proc.is_alive())
