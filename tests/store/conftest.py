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


@pytest.fixture
def linked_file(tmp_path):
    """``linked_file(text, link="settings.ini", target="target")``: a file ``target`` holding
    ``text`` and a symbolic link ``link`` to it, both in tmp_path; returns (link, target)."""
    def make(text: str, link: str = "settings.ini", target: str = "target"):
        target_path = tmp_path / target
        target_path.write_text(text)
        link_path = tmp_path / link
        link_path.symlink_to(target_path)
        return link_path, target_path
    return make
