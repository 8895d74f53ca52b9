"""Fixtures of the store tests."""
from __future__ import annotations

import threading

import pytest


@pytest.fixture
def within():
    """``within(fn, seconds=5)``: fn's result, failing the test if fn blocks (a FIFO read, say)."""
    def run(fn, seconds: float = 5.0):
        out: dict = {}

        def target():
            try:
                out["value"] = fn()
            except BaseException as exc:   # handed to the test below
                out["error"] = exc
        t = threading.Thread(target=target, daemon=True)
        t.start()
        t.join(seconds)
        assert not t.is_alive(), f"{getattr(fn, '__name__', fn)} blocked for {seconds} s"
        if "error" in out:
            raise out["error"]
        return out["value"]
    return run
