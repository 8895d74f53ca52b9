"""The game history's writer thread and the recorder that feeds it (docs in store/history.py).

:class:`HistoryWriter` owns the database connection on a thread of its own: the window hands it
events and never waits on SQLite; a lock or a full disk is retried with every event kept.
:class:`GameRecorder` turns a game in progress into the writer's requests.
"""
from __future__ import annotations

import json
import queue
import threading
import time
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:   # store/history.py (and sqlite3) is imported by the writer thread, not at start-up
    from .history import HistoryDB
    from .history_meta import GameMeta

__all__ = ["HistoryWriter", "GameRecorder"]

_TAKE = ("take",)   # the writer thread's next job is to be taken from the queue


class HistoryWriter:
    """Writes to the history on its own thread, with its own connection, from a queue.

    The game thread only calls :meth:`begin_game` / :meth:`turn` (which return at once)
    and reads :meth:`take_problem` now and then.  Ids are handed out here (a local
    counter mapped to the row id by the thread), so nothing waits for the disk.

    A job that meets a lock or a full disk (:data:`TRANSIENT`) is kept, with every job
    after it, and tried again (after 0.05 s, then longer, up to :data:`RETRY_MAX` s) until
    it is written: no event is lost.  The problem is said (:meth:`take_problem`) only when
    it lasts longer than ``patience`` seconds, and again if it comes back after it went.

    ``after`` (optional) is asked before each turn is written: ``after(ticket)`` returns
    when what the ticket stands for is safe elsewhere (the autosave of the same moment,
    see :class:`GameRecorder`), so that a kill never leaves the history ahead of the save.
    """

    RETRY_MAX = 2.0

    def __init__(self, path: Path | str, db_factory: Callable[[Path], HistoryDB] | None = None,
                 patience: float = 5.0, after: Callable[[Any], Any] | None = None):
        self.path = Path(path)
        self._factory = db_factory
        self._patience = patience
        self._after = after
        self._queue: queue.Queue = queue.Queue()
        self._ids: dict[int, int | None] = {}
        self._next = 0
        self._problem: str | None = None
        self._problem_taken = False
        self._lock = threading.Lock()
        self.db: HistoryDB | None = None
        self.moved_aside: Path | None = None
        self.waiting = 0          # jobs kept for another try (a lock, a full disk)
        self._thread = threading.Thread(target=self._run, name="history", daemon=True)
        self._thread.start()

    # -- the game thread's side ------------------------------------------------------
    def begin_game(self, meta: GameMeta, loaded_events: list[dict] | None = None) -> int:
        """A handle for a new game; for a game loaded from a save (``loaded_events``: its
        record) the handle continues that game's own row when the history has it."""
        with self._lock:
            self._next += 1
            handle = self._next
        events = None if loaded_events is None else [dict(e) for e in loaded_events]
        self._queue.put(("begin", handle, meta, events))
        return handle

    def turn(self, handle: int, first_n: int, events: list[dict], places: list[int] | None = None,
             seats: list[dict] | None = None, start: str | None = None, ticket: Any = None) -> None:
        """Queue one turn's events (see :meth:`HistoryDB.turn`); returns at once."""
        self._queue.put(("turn", handle, first_n, [dict(e) for e in events], places, seats, start, ticket))

    def call(self, fn: Callable[[HistoryDB], Any]) -> None:
        """Run ``fn(db)`` on the writer's thread, after everything queued before."""
        self._queue.put(("call", fn))

    def row_id(self, handle: int) -> int | None:
        """The games.id of a handle once written (None before, or when nothing can be written)."""
        with self._lock:
            return self._ids.get(handle)

    def take_problem(self) -> str | None:
        """The problem code, the first time it is asked for after it happened (say it once)."""
        with self._lock:
            if self._problem is None or self._problem_taken:
                return None
            self._problem_taken = True
            return self._problem

    @property
    def problem(self) -> str | None:
        with self._lock:
            return self._problem

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything queued so far is written; False at once when the writer is
        waiting for a lock or for space (everything is kept), or after ``timeout``."""
        done = threading.Event()
        result: list[bool] = []
        self._queue.put(("flush", done, result))
        return done.wait(timeout) and bool(result and result[0])

    def close(self, timeout: float = 5.0) -> None:
        if self._thread.is_alive():
            self._queue.put(None)
            self._thread.join(timeout)

    # -- the writer thread ----------------------------------------------------------
    def _note(self, db: HistoryDB | None, stuck_for: float = 0.0) -> None:
        from .history import IO, TRANSIENT
        code = IO if db is None else db.problem
        if code in TRANSIENT and stuck_for < self._patience:
            code = None   # a short wait is not worth a word
        with self._lock:
            if code is not None and self._problem != code:
                self._problem, self._problem_taken = code, False
            elif code is None and self._problem in TRANSIENT:
                self._problem, self._problem_taken = None, False   # it went: a new one is said again
        if db is not None:
            self.moved_aside = db.moved_aside or self.moved_aside

    def _do(self, db: HistoryDB, job: tuple) -> bool:
        """Run one job; False when it met a transient problem (keep it, try again)."""
        from .history import TRANSIENT
        kind = job[0]
        db.failed = None
        if kind != "call" and not db.writable and db.problem in TRANSIENT:
            db.reopen()
            if not db.writable and db.problem in TRANSIENT:
                return False
        if kind == "begin":
            _, handle, meta, loaded = job
            row = db.continued(meta.fingerprint, loaded) if loaded is not None else None
            if db.failed in TRANSIENT:
                return False
            if row is None:
                row = db.begin_game(meta)
                if db.failed in TRANSIENT:
                    return False
            with self._lock:
                self._ids[handle] = row
        elif kind == "turn":
            _, handle, first_n, events, places, seats, start, ticket = job
            row = self.row_id(handle)
            if row is not None:
                if ticket is not None and self._after is not None:
                    self._after(ticket)
                db.turn(row, first_n, events, places, seats, start)
                if db.failed in TRANSIENT:
                    return False
        elif kind == "call":
            job[1](db)
        return True

    def _run(self) -> None:
        # The file is opened (and SQLite imported) when the first job comes: a window's
        # start-up does not share its first frame with them.
        job = self._queue.get()
        if job is None:
            return
        try:
            from .history import IO, HistoryDB
            db = self.db = (self._factory or HistoryDB)(self.path)
        except Exception:   # noqa: BLE001 (never let the thread die: the game goes on)
            db = None
        self._note(db)
        backlog: deque = deque()
        tries, stuck_since, closing = 0, None, False
        while True:
            wait = None if not backlog else min(self.RETRY_MAX, 0.05 * (2 ** min(tries, 6)))
            if closing:
                wait = 0.05
            if job is _TAKE:
                try:
                    job = self._queue.get(timeout=wait)
                except queue.Empty:
                    job = ("retry",)
            while True:   # take everything already queued: one try serves them all
                if job is None:
                    if not closing:
                        closing, close_by = True, time.monotonic() + 2.0
                elif job[0] != "retry":
                    backlog.append(job)
                try:
                    job = self._queue.get_nowait()
                except queue.Empty:
                    break
            while backlog:
                job = backlog[0]
                if job[0] == "flush":
                    backlog.popleft()
                    job[2].append(True)
                    job[1].set()
                    continue
                if db is None:
                    backlog.popleft()
                    continue
                try:
                    if not self._do(db, job):
                        break
                except Exception:  # noqa: BLE001 (a failing job: nothing more is written, the game goes on)
                    db._fail(IO)
                backlog.popleft()
            if backlog:
                tries += 1
                now = time.monotonic()
                stuck_since = stuck_since or now
                for job in [j for j in backlog if j[0] == "flush"]:   # say "not yet", keep the rest
                    backlog.remove(job)
                    job[2].append(False)
                    job[1].set()
            else:
                tries, stuck_since = 0, None
            with self._lock:
                self.waiting = len(backlog)
            if db is not None:
                self._note(db, 0.0 if stuck_since is None else time.monotonic() - stuck_since)
            if closing and (not backlog or time.monotonic() >= close_by):
                break
            job = _TAKE
        if db is not None:
            db.checkpoint()
            db.close()


class GameRecorder:
    """Feeds one game at a time to a :class:`HistoryWriter`, one batch per turn.

    The controller calls :meth:`start` (new game), :meth:`load` (a game from a save,
    which continues its own row), :meth:`update` after every change and :meth:`flush`
    when it closes.  A batch goes out when the turn passes to another seat, when the
    game ends and at once after an undo (the events from the undone point on are
    replaced).  ``demo`` marks the games started while it is True (``--autoplay``).

    ``ticket`` (optional, e.g. ``AutoSaver.ticket``) numbers the autosave of the moment a
    batch is sent; the writer (its ``after``) waits for that save before it writes the batch,
    so that after a kill the history is never ahead of the game that is resumed.
    """

    def __init__(self, writer: HistoryWriter, demo: bool = False, ticket: Callable[[], Any] | None = None):
        self.writer = writer
        self.demo = demo
        self._ticket = ticket
        self.game = None
        self.handle: int | None = None
        self._from = 0            # events before this index are written
        self._turn: int | None = None
        self._start = None
        self._finished = False

    def start(self, game, seats: list[dict], physical: bool = False) -> None:
        from .history_meta import game_meta
        self._attach(game, self.writer.begin_game(game_meta(game, seats, physical, self.demo)))

    def load(self, game, seats: list[dict], physical: bool = False) -> None:
        """A loaded game continues its own row; a bare position (no record) starts a new one."""
        from .history_meta import game_meta
        meta = game_meta(game, seats, physical, self.demo)
        self._attach(game, self.writer.begin_game(meta, loaded_events=game.events if game.events else None))
        self._start = None        # the first batch rewrites the whole record and the start

    def _attach(self, game, handle: int) -> None:
        self.game, self.handle = game, handle
        self._from, self._turn, self._finished = 0, game.position.turn, False
        self._start = game.start

    def update(self, game) -> None:
        """After any change: send the finished turn (or the undo, or the end) if there is one."""
        if game is not self.game or self.handle is None:
            return
        events = game.events
        undone = len(events) < self._from
        if undone:
            self._from = len(events)
        pos = game.position
        over = pos.is_over
        if undone or over or pos.turn != self._turn or game.start is not self._start:
            self._send(over, force=undone)
        self._turn = pos.turn

    def _send(self, over: bool, force: bool = False) -> None:
        game = self.game
        events = game.events
        start = None
        if game.start is not self._start:
            start = json.dumps(game.start.to_json(full=True), separators=(",", ":"))
            self._start = game.start
        places = game.position.places() if over and not self._finished else None
        if (places is None and len(events) == self._from and start is None and not force
                and not (self._finished and not over)):
            return
        first = self._from if start is None else 0
        extra = {"ticket": self._ticket()} if self._ticket is not None else {}
        self.writer.turn(self.handle, first, events[first:], places=places, start=start, **extra)
        self._from = len(events)
        self._finished = over

    def flush(self) -> None:
        """Send what the current turn has so far (the window is closing)."""
        if self.game is not None and self.handle is not None:
            self._send(self.game.position.is_over)
