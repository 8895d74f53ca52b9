"""A game review computed in a worker process, so a window never waits for it.  Pure Python.

::

    job = ReviewJob(record, nodes)        # starts the worker (spawn context, as runner.py's)
    ...                                   # from a QTimer:
    state = job.poll()                    # (done, total) while it runs, then the Review
    job.cancel()                          # stops the worker; poll() then raises ReviewCancelled
    job.close()                           # always, when the window goes (never waits)

The worker reviews with :func:`~.review.review_record` and sends its progress (at most
:attr:`ReviewJob.PROGRESS_EVERY` seconds apart), then the review: its decisions in parts of
:data:`PART` (each :meth:`ReviewJob.poll` reads one part at most, so no poll holds a window's
frame: ``bench/review_speed.py`` measures them), then the rest.  :meth:`ReviewJob.cancel`
kills the worker at once (nothing is lost: a review is all or nothing), so no call here waits
for the worker.  A bad record comes back as :class:`ReviewFailed` with the
engine's reason; a worker that dies does too.
"""
from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import time
from dataclasses import replace

from ._process import close_quietly
from .analysis import DEFAULT_NODES
from .review import Review, ReviewCancelled, review_record

__all__ = ["ReviewJob", "ReviewFailed", "ReviewCancelled", "reap"]


#: Decisions a message carries: a poll reads one such part at most (about a millisecond).
PART = 64


#: Workers that finished their review and were still exiting when their job was closed.
_EXITING: list = []


def reap() -> int:
    """Join the finished workers that have exited (never waits); how many are still exiting.
    One that lingers far too long (a worker stuck at exit) is killed."""
    now = time.monotonic()
    for proc in list(_EXITING):
        proc.join(0)
        if not proc.is_alive():
            _EXITING.remove(proc)
        else:
            since = getattr(proc, "_parchis_exiting", None)
            if since is None:
                proc._parchis_exiting = now
            elif now - since > 10.0:
                proc.kill()
    return len(_EXITING)


class ReviewFailed(Exception):
    """The review could not be made (a record that does not replay, a worker that died)."""


def _worker(conn, record, nodes, every) -> None:  # runs in the worker process
    state = {"stop": False, "sent": 0.0}

    def should_stop() -> bool:
        if not state["stop"]:
            try:
                while conn.poll():
                    msg = conn.recv()
                    if msg and msg[0] in ("cancel", "stop"):
                        state["stop"] = True
            except (EOFError, OSError):
                state["stop"] = True
        return state["stop"]

    def progress(done: int, total: int) -> None:
        now = time.monotonic()
        if done == total or now - state["sent"] >= every:
            state["sent"] = now
            try:
                conn.send(("progress", done, total))
            except (OSError, BrokenPipeError):
                state["stop"] = True

    try:
        review = review_record(record, nodes, progress, should_stop)
        # The decisions in parts (the window unpickles one part a poll), then the rest.
        for i in range(0, len(review.decisions), PART):
            conn.send(("part", review.decisions[i:i + PART]))
        msg = ("result", replace(review, decisions=()))
    except ReviewCancelled:
        msg = ("cancelled",)
    except (OSError, BrokenPipeError):
        return
    except Exception as exc:  # noqa: BLE001 - a bad record must come back as a message
        msg = ("error", f"{exc.__class__.__name__}: {exc}" if not isinstance(exc, ValueError) else str(exc))
    try:
        conn.send(msg)
    except (OSError, BrokenPipeError):
        pass
    close_quietly(conn)


class ReviewJob:
    """One review in its own worker process (see the module doc)."""

    #: Seconds between two progress messages at most (the last one always comes).
    PROGRESS_EVERY = 0.05

    def __init__(self, record: dict, nodes: int = DEFAULT_NODES):
        self.record = record
        self.nodes = nodes
        self.progress: tuple[int, int] = (0, max(1, len(record.get("events", ())) if isinstance(record, dict) else 1))
        self.result: Review | None = None
        self.error: str | None = None
        self.cancelled = False
        self._parts: list = []
        reap()
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        self._proc = ctx.Process(target=_worker, args=(child, record, nodes, self.PROGRESS_EVERY), daemon=True,
                                 name="parchis-review")
        self._proc.start()
        child.close()
        self._conn = parent

    @property
    def worker_pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    @property
    def running(self) -> bool:
        return self.result is None and self.error is None and not self.cancelled

    def _receive(self, timeout: float = 0.0) -> None:
        conn = self._conn
        if conn is None:
            return
        try:
            first = True
            while conn.poll(timeout if first else 0):
                first = False
                msg = conn.recv()
                kind = msg[0]
                if kind == "progress":
                    self.progress = (msg[1], msg[2])
                elif kind == "part":
                    self._parts.extend(msg[1])
                    return             # one part a poll: the window's frame stays short
                elif kind == "result":
                    self.result = self._assemble(msg[1])
                    self._finish()
                    return
                elif kind == "error":
                    self.error = msg[1]
                    self._finish()
                    return
                elif kind == "cancelled":
                    self.cancelled = True
                    self._finish()
                    return
        except (EOFError, OSError):
            if self.running:
                self.error = "the review's worker stopped"
            self._finish()
            return
        if self.running and self._proc is not None and not self._proc.is_alive():
            self._receive_last()

    def _receive_last(self) -> None:
        """The worker has exited: read what it left in the pipe, else it died."""
        conn = self._conn
        try:
            while conn is not None and conn.poll(0):
                msg = conn.recv()
                if msg[0] == "part":
                    self._parts.extend(msg[1])
                elif msg[0] == "result":
                    self.result = self._assemble(msg[1])
                elif msg[0] == "error":
                    self.error = msg[1]
                elif msg[0] == "progress":
                    self.progress = (msg[1], msg[2])
        except (EOFError, OSError):
            pass
        if self.running:
            self.error = "the review's worker stopped"
        self._finish()

    def _assemble(self, rest: Review) -> Review:
        review = replace(rest, decisions=tuple(self._parts))
        self._parts = []
        return review

    def _finish(self, kill: bool = False) -> None:
        """Drop the pipe; reap the worker if it has exited (``kill``: kill it first).  Never
        waits for a worker that is still busy: a window calls this."""
        conn = self._conn
        self._conn = None
        close_quietly(conn)
        proc = self._proc
        if proc is None:
            return
        if kill and proc.is_alive():
            proc.kill()
            proc.join(0.5)
        else:
            proc.join(0)
        if not proc.is_alive():
            self._proc = None

    def poll(self) -> tuple[int, int] | Review:
        """``(events done, events)`` while the worker runs, then the :class:`~.review.Review`.
        Raises :class:`ReviewFailed` (with the reason) or :class:`ReviewCancelled`."""
        self._receive()
        if self.result is not None:
            return self.result
        if self.error is not None:
            raise ReviewFailed(self.error)
        if self.cancelled:
            raise ReviewCancelled()
        return self.progress

    def wait(self, timeout: float) -> bool:
        """Block until the worker sends something or exits, at most ``timeout`` seconds (for
        callers without an event loop); True once the job is over."""
        if self._conn is not None and self._proc is not None:
            try:
                multiprocessing.connection.wait([self._conn, self._proc.sentinel], timeout)
            except (OSError, ValueError):
                pass
            self._receive()
        return not self.running

    def cancel(self) -> None:
        """Stop the review now (the worker is killed: it holds nothing worth saving)."""
        if not self.running:
            return
        self.cancelled = True
        self._finish(kill=True)

    def close(self) -> None:
        """Stop the worker if it still runs; a finished job keeps its result.  Never waits: a
        worker that has sent its review and is still exiting is reaped later (by the next job,
        or :func:`reap`)."""
        if self.running:
            self.cancel()
        self._finish()
        proc, self._proc = self._proc, None
        if proc is not None:
            _EXITING.append(proc)
        reap()

    def __enter__(self) -> "ReviewJob":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
