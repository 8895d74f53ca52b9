"""The review's computing, off the GUI thread: the core's :class:`~parchis_desktop.ai.review.ReviewJob`
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

from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

#: How often the worker is asked how far it got (ms): smooth enough for a progress bar.
POLL_MS = 40


class ReviewTask(QObject):
    """One review: from the cache, or computed by a ReviewJob in its worker process."""

    progress = Signal(int, int)     # decisions done, decisions in all
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
    def cached(self):
        """The history's stored review of this game at this setting (None: none, or no history)."""
        if self.db_path is None or self.game_id <= 0:
            return None
        from parchis_desktop.store.history import HistoryDB
        db = HistoryDB(self.db_path)
        try:
            return db.review(self.game_id, self._nodes())
        finally:
            db.close()

    def _store(self, review) -> None:
        if self.db_path is None or self.game_id <= 0:
            return
        from parchis_desktop.store.history import HistoryDB
        db = HistoryDB(self.db_path)
        try:
            db.save_review(self.game_id, review)   # a read-only or full history: simply not cached
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
        from parchis_desktop.ai.review import ReviewJob
        self.from_cache = False
        self.job = ReviewJob(self.record, self._nodes())
        self._timer.start()
        return False

    def running(self) -> bool:
        return self.job is not None

    def _poll(self) -> None:
        job = self.job
        if job is None:
            self._timer.stop()
            return
        try:
            answer = job.poll()
        except Exception as exc:  # noqa: BLE001 (the worker died or sent an error: say so, keep the replay)
            self._end()
            self.failed.emit(" ".join(str(exc).split())[:200])
            return
        if isinstance(answer, tuple):
            self.progress.emit(int(answer[0]), int(answer[1]))
            return
        self._end()
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
