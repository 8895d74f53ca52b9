"""The analysis board's worker: :mod:`.analysis` in its own process, asked and polled.  Pure Python.

::

    runner = AnalysisRunner()
    rid = runner.request(pos.to_json(full=True), nodes=400)
    ...                                    # from a QTimer:
    for rid, result in runner.poll():      # an AnalysisResult (or one with .error set)
        ...
    runner.cancel(rid)                     # a request not begun is skipped, a late result dropped
    runner.close()

One request analyses one position the way the analysis board shows it: the win chance of
every seat (:func:`.analysis.win_chances`) and, mid-roll, every legal move ranked
(:func:`.analysis.rank_moves`), or, before a roll, the best answer to each roll
(:func:`.analysis.roll_table`).  The answer is plain data (indexes into ``legal_moves``),
so nothing of the engine crosses the pipe.  The worker is started with the ``spawn``
context (the UI process runs Qt) on the first request; a worker that died is replaced
at the next request.  The analysis cannot stop half-way, so a worker still busy with a
cancelled request while others wait (the player went on to another position) for more than
:attr:`AnalysisRunner.RESTART_AFTER` seconds is replaced, and the waiting requests go to the
new one: a stale analysis of several seconds never holds up the position on the board.  A position asked again while its answer is known is answered from
the runner's small cache at once.
"""
from __future__ import annotations

import itertools
import multiprocessing
import multiprocessing.connection
import time
from collections import OrderedDict
from dataclasses import dataclass

from ._process import Inbox, close_quietly, kill_worker, send_quietly, stop_worker

__all__ = ["AnalysisResult", "RankedMove", "RollAnswer", "AnalysisRunner", "analyse"]


@dataclass(frozen=True)
class RankedMove:
    """One legal move (``index`` into ``legal_moves(pos)``), each seat's win chance after it,
    and the expected continuation (move indexes of the mover's rest of the roll)."""
    index: int
    win: tuple[float, ...]
    line: tuple[int, ...]


@dataclass(frozen=True)
class RollAnswer:
    """A distinct roll, its probability and the best answer (None: no legal move)."""
    roll: tuple[int, ...]
    probability: float
    best: RankedMove | None


@dataclass(frozen=True)
class AnalysisResult:
    """What the board shows for one position (``error``: why it could not be analysed)."""
    win: tuple[float, ...] = ()
    moves: tuple[RankedMove, ...] = ()
    rolls: tuple[RollAnswer, ...] = ()
    error: str = ""


def _ranked(value) -> RankedMove:
    return RankedMove(int(value.index), tuple(float(w) for w in value.win), tuple(int(i) for i in value.line))


def analyse(position_json, nodes: int | None = None, analysts: dict | None = None) -> AnalysisResult:
    """The analysis of one position, in this process (the worker calls it; so can a script).
    ``analysts`` keeps an :class:`~.analysis.Analyst` per node budget between calls (the worker
    passes its own), so the positions of one game share one table of values."""
    from parchis_desktop.engine import Position

    from . import analysis

    pos = Position.from_json(position_json)
    budget = analysis.DEFAULT_NODES if nodes is None else int(nodes)
    analysts = {} if analysts is None else analysts
    entry = analysts.get(budget)
    if entry is None or entry[1] >= _ANALYST_USES:
        if len(analysts) > 4:
            analysts.clear()
        entry = [analysis.Analyst(budget), 0]
        analysts[budget] = entry
    entry[1] += 1
    analyst = entry[0]
    win = tuple(float(w) for w in analyst.win_chances(pos))
    if pos.is_over:
        return AnalysisResult(win)
    if pos.needs_roll:
        rolls = tuple(RollAnswer(tuple(int(f) for f in dice), float(p), None if best is None else _ranked(best))
                      for dice, p, best in analyst.roll_table(pos))
        return AnalysisResult(win, rolls=rolls)
    return AnalysisResult(win, moves=tuple(_ranked(v) for v in analyst.rank_moves(pos)))


#: Positions one Analyst values before the worker starts a fresh one (its table stays small).
_ANALYST_USES = 40


def _worker(conn) -> None:  # runs in the worker process
    inbox = Inbox(conn)
    queue, cancelled = inbox.queue, inbox.cancelled
    analysts: dict = {}

    while True:
        if not inbox.drain(not queue):
            return
        if not queue:
            continue
        rid, pos_json, nodes = queue.popleft()
        if rid in cancelled:
            cancelled.discard(rid)
            continue
        try:
            conn.send(("started", rid))
            try:
                result = analyse(pos_json, nodes, analysts)
            except Exception as exc:  # noqa: BLE001 - a bad request must not kill the worker
                result = AnalysisResult(error=f"{exc.__class__.__name__}: {exc}")
            conn.send(("result", rid, result))
        except (OSError, BrokenPipeError):
            return


class AnalysisRunner:
    """Analyses positions in a worker process without blocking the caller (see the module doc)."""

    CACHE = 64
    #: Seconds a worker may go on with a cancelled request while others wait (see the module doc).
    RESTART_AFTER = 0.75

    def __init__(self):
        self._ids = itertools.count(1)
        self._open: dict[int, tuple] = {}      # request id -> cache key
        self._sent: dict[int, tuple] = {}      # sent to the worker, not answered: id -> (text, nodes)
        self._current: tuple | None = None     # (id, time.monotonic()) of the request the worker is on
        #: Workers replaced because they were busy with a cancelled request.
        self.restarts = 0
        self._ready: list[tuple[int, AnalysisResult]] = []
        self._cache: OrderedDict = OrderedDict()
        self._proc = None
        self._conn = None
        #: Requests whose analysis the worker has begun (for progress displays and tests).
        self.started: set[int] = set()

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    def start(self) -> None:
        """Start the worker now (it is otherwise started by the first request)."""
        if self.alive:
            return
        self._drop()
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        self._proc = ctx.Process(target=_worker, args=(child,), daemon=True, name="parchis-analysis")
        self._proc.start()
        child.close()
        self._conn = parent

    def _drop(self) -> None:
        self._current = None
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        close_quietly(conn)
        kill_worker(proc)

    def request(self, position_json, nodes: int | None = None) -> int:
        """Ask for the analysis of a position (JSON text or object); returns the request id."""
        import json
        text = position_json if isinstance(position_json, str) else json.dumps(position_json, sort_keys=True)
        key = (text, nodes)
        rid = next(self._ids)
        self._open[rid] = key
        if key in self._cache:
            self._cache.move_to_end(key)
            self._ready.append((rid, self._cache[key]))
            return rid
        self._send(rid, text, nodes)
        return rid

    def _send(self, rid: int, text: str, nodes) -> None:
        try:
            self.start()
            self._conn.send(("request", rid, text, nodes))
            self._sent[rid] = (text, nodes)
        except Exception as exc:  # noqa: BLE001 - no worker: say so rather than wait
            self._drop()
            self._ready.append((rid, AnalysisResult(error=f"worker-unavailable: {exc}")))

    def _restart_if_stale(self) -> None:
        """Replace a worker busy with a cancelled request while others wait (module doc)."""
        current = self._current
        if current is None or current[0] in self._open:
            return
        waiting = [rid for rid in self._sent if rid in self._open]
        if not waiting or time.monotonic() - current[1] < self.RESTART_AFTER:
            return
        again = [(rid, self._sent[rid]) for rid in waiting]
        self._drop()
        self._sent.clear()
        self._current = None
        self.restarts += 1
        for rid, (text, nodes) in again:
            self._send(rid, text, nodes)

    def _receive(self) -> None:
        if self._conn is None:
            return
        try:
            while self._conn.poll(0):
                msg = self._conn.recv()
                if msg[0] == "started":
                    self.started.add(msg[1])
                    self._current = (msg[1], time.monotonic())
                    continue
                _, rid, result = msg
                self._sent.pop(rid, None)
                if self._current is not None and self._current[0] == rid:
                    self._current = None
                key = self._open.get(rid)
                if key is not None and not result.error:
                    self._cache[key] = result
                    while len(self._cache) > self.CACHE:
                        self._cache.popitem(last=False)
                self._ready.append((rid, result))
        except (EOFError, OSError):
            self._conn = None

    def poll(self, ids=None) -> list[tuple[int, AnalysisResult]]:
        """Results that arrived for requests still open (of ``ids`` only, if given: the others
        wait for their own caller, several windows sharing one runner).  A worker that died
        answers its open requests with an error (the caller may ask again: a new worker is
        started)."""
        self._receive()
        self._restart_if_stale()
        if self._open and not self._ready and self._proc is not None and not self._proc.is_alive():
            self._receive()
            for rid in list(self._open):
                if rid not in {r for r, _ in self._ready}:
                    self._ready.append((rid, AnalysisResult(error="worker-died")))
            self._drop()
        mine = (lambda rid: True) if ids is None else (lambda rid: rid in ids)
        out = [(rid, res) for rid, res in self._ready if rid in self._open and mine(rid)]
        self._ready = [(rid, res) for rid, res in self._ready if rid in self._open and not mine(rid)]
        for rid, _ in out:
            self._open.pop(rid, None)
            self.started.discard(rid)
        return out

    def wait(self, timeout: float) -> bool:
        """Block until the worker sends something, at most ``timeout`` seconds (for callers
        without an event loop, and tests); results come with the next :meth:`poll`."""
        if self._ready:
            return True
        if self._conn is None or self._proc is None:
            return False
        try:
            return bool(multiprocessing.connection.wait([self._conn, self._proc.sentinel], timeout))
        except (OSError, ValueError):
            return False

    def pending(self) -> set[int]:
        return set(self._open)

    def cancel(self, rid: int) -> None:
        """Forget a request: a worker that has not begun it skips it; its result is dropped."""
        self._sent.pop(rid, None) if self._current is None or self._current[0] != rid else None
        if self._open.pop(rid, None) is not None:
            send_quietly(self._conn, ("cancel", rid))

    def cancel_all(self) -> None:
        for rid in list(self._open):
            self.cancel(rid)

    def close(self) -> None:
        """Stop the worker (waits briefly, then kills it)."""
        self._open.clear()
        self._ready.clear()
        conn, proc = self._conn, self._proc
        self._conn = self._proc = None
        stop_worker(conn, proc, ("stop",), grace=0.5)
