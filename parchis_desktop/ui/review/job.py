"""The review's computing, off the GUI thread: the core's :class:`~parchis_desktop.ai.review_job.ReviewJob`
(the Expert's worker process) polled by a :class:`QTimer`, and the history's cache.

:class:`ReviewTask` says what happens in signals: ``progress(done, total)``, ``finished(review)``,
``failed(code)`` and ``cancelled()``.  A game of the history (``game_id`` > 0) is looked up in
the history's review cache first (a reviewed game opens without a job) and its review is
stored there when the job is done; a game that is not in the history (just finished with the
history off, an imported record) is reviewed all the same, without a cache.

Every poll is one non-blocking look at the worker's pipe, so the event loop never waits for
the review (``bench/ui.py --only review`` measures the longest gap between a 5 ms timer's
ticks while one runs).
"""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

#: How often the worker is asked how far it got (ms): smooth enough for a progress bar.
POLL_MS = 40
#: How much nicer than the window the review's worker runs (Unix ``nice``).
WORKER_NICE = 10
#: A finished job's worker is reaped this long after its result (it has exited by then).
RETIRE_MS = 1500


def _lower_priority(pid: int | None) -> None:
    """The review's worker yields the processor to the window (and to the game): on a busy
    two-core machine it otherwise took the window's turn (gaps of 60 ms in bench/ui.py).
    Where the system has no such call, or refuses it, the worker runs as it is."""
    if pid is None or not hasattr(os, "setpriority"):
        return
    try:
        os.setpriority(os.PRIO_PROCESS, pid, min(19, os.getpriority(os.PRIO_PROCESS, pid) + WORKER_NICE))
    except OSError:
        pass


def _reap() -> None:
    from parchis_desktop.ai.review_job import reap
    reap()


class ReviewTask(QObject):
    """One review: from the cache, or computed by a ReviewJob in its worker process."""

    progress = Signal(int, int)     # events reviewed, events in all
    finished = Signal(object)       # the Review
    failed = Signal(str)            # a short reason (the worker's error)
    cancelled = Signal()

    def __init__(self, record: dict, nodes: int | None = None, db_path: Path | None = None, game_id: int = 0,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.record = record
        self.nodes = nodes
        self.db_path = Path(db_path) if db_path is not None else None
        self.game_id = int(game_id or 0)
        self.job = None
        self.review = None
        self.from_cache = False
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    # -- the cache ---------------------------------------------------------------------
    def _digest(self) -> str:
        from parchis_desktop.store.reviews import events_digest
        return events_digest(self.record.get("events", []))

    def cached(self):
        """The history's stored review of this game at this setting (None: none, another
        setting, other events, no history, or a damaged row, which is then forgotten)."""
        if self.db_path is None or self.game_id <= 0:
            return None
        from parchis_desktop.ai.review import VERSION, Review
        from parchis_desktop.store.history import HistoryDB
        from parchis_desktop.store.reviews import ReviewCache
        db = HistoryDB(self.db_path)
        try:
            cache = ReviewCache(db)
            data = cache.get(self.game_id, self._nodes(), VERSION, self._digest())
            if data is None:
                return None
            try:
                return Review.from_json(data)
            except ValueError:     # a damaged row: forgotten, and the game reviewed again
                cache.discard(self.game_id, self._nodes(), VERSION)
                return None
        finally:
            db.close()

    def _store(self, review) -> bool:
        """Keep the review in the history (a read-only or full history simply keeps none)."""
        if self.db_path is None or self.game_id <= 0:
            return False
        from parchis_desktop.store.history import HistoryDB
        from parchis_desktop.store.reviews import ReviewCache
        db = HistoryDB(self.db_path)
        try:
            return ReviewCache(db).put(self.game_id, review.nodes, review.version, self._digest(), review.to_json())
        finally:
            db.close()

    def _nodes(self) -> int:
        if self.nodes is not None:
            return int(self.nodes)
        from parchis_desktop.ai.analysis import DEFAULT_NODES
        return DEFAULT_NODES

    # -- running -----------------------------------------------------------------------------
    def start(self) -> bool:
        """Begin: True when the review came from the cache (``finished`` already emitted)."""
        self.cancel()
        review = self.cached()
        if review is not None:
            self.review, self.from_cache = review, True
            self.finished.emit(review)
            return True
        from parchis_desktop.ai.review_job import ReviewJob
        self.from_cache = False
        self.job = ReviewJob(self.record, self._nodes())
        _lower_priority(self.job.worker_pid)
        self._timer.start()
        return False

    def running(self) -> bool:
        return self.job is not None

    def _poll(self) -> None:
        from parchis_desktop.ai.review_job import ReviewCancelled, ReviewFailed
        job = self.job
        if job is None:
            self._timer.stop()
            return
        try:
            answer = job.poll()
        except ReviewCancelled:
            self._end()
            self.cancelled.emit()
            return
        except ReviewFailed as exc:   # a record that does not replay, a worker that died
            self._end()
            self.failed.emit(" ".join(str(exc).split())[:200])
            return
        if isinstance(answer, tuple):
            self.progress.emit(int(answer[0]), int(answer[1]))
            return
        self._end()
        # The worker is still exiting after its last message (ReviewJob.close never waits for
        # it): it is joined a moment later, when it is gone.
        QTimer.singleShot(RETIRE_MS, _reap)
        self.review = answer
        self._store(answer)
        self.finished.emit(answer)

    def cancel(self) -> None:
        """Stop the worker (nothing is stored); ``cancelled`` when a job was running."""
        if self.job is None:
            return
        self.job.cancel()
        self._end()
        self.cancelled.emit()

    def _end(self) -> None:
        self._timer.stop()
        job, self.job = self.job, None
        if job is not None:
            job.close()

    def close(self) -> None:
        """The window closes: the worker goes, quietly."""
        self._timer.stop()
        job, self.job = self.job, None
        if job is not None:
            job.cancel()
            job.close()
        _reap()
