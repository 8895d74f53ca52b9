"""A move runner for the UI: ask for a move, poll for it, cancel it.  Pure Python.

::

    runner = Runner()
    rid = runner.request(pos.to_json(full=True), "expert@1", None)
    ...                                  # from a QTimer:
    for rid, index in runner.poll():     # index into legal_moves(pos); -1: just roll
        ...
    runner.cancel(rid)                   # its result, even if already computed, is dropped
    runner.close()

Searching levels (strong, expert) run in one worker process started with the
``spawn`` context (never ``fork``: the UI process runs Qt), so the window keeps
animating; cheap levels (random, beginner, casual) decide in-process at
:meth:`Runner.request` and their result comes with the next :meth:`Runner.poll`.
The worker checks for cancellations between search steps, so a cancelled search
stops early; a result for a request that was cancelled (or that the runner no
longer knows) is dropped.
"""
from __future__ import annotations

import itertools
import multiprocessing
import multiprocessing.connection
import time

from parchis_desktop.engine import Position, legal_moves

from .bots import BotSpec, make_bot, parse_spec
from ._process import Inbox, close_quietly, kill_worker, send_quietly, stop_worker

__all__ = ["Runner", "IN_PROCESS_LEVELS"]

IN_PROCESS_LEVELS = ("random", "beginner", "casual")


def _decide(pos: Position, spec: BotSpec, seed: int, should_stop=None, bots: dict | None = None) -> int | None:
    """Index of the bot's move (-1: roll), or None if stopped.

    ``bots`` keeps the searching bots between requests (keyed by spec): their evaluation
    cache and their estimate of the time a search step takes carry over.  Their choices do
    not depend on the seed."""
    moves = legal_moves(pos)
    if not moves:
        return -1
    if bots is not None and spec.level not in IN_PROCESS_LEVELS:
        bot = bots.get(spec)
        if bot is None:
            if len(bots) > 8:
                bots.clear()
            bot = bots[spec] = make_bot(spec, seed=seed)
    else:
        bot = make_bot(spec, seed=seed)
    if should_stop is not None and spec.level == "expert":
        move = bot.choose(pos, should_stop=should_stop)
        if should_stop():
            return None
    else:
        move = bot.choose(pos)
    if move is None:
        return -1
    return moves.index(move) if move in moves else 0


def _spec_with_budget(spec: str, budget) -> BotSpec:
    parsed = parse_spec(spec)
    if budget is not None and parsed.level == "expert":
        if isinstance(budget, int) and not isinstance(budget, bool):
            parsed = BotSpec(parsed.text, "expert", None, budget)
        else:
            parsed = BotSpec(parsed.text, "expert", float(budget), None)
    return parsed


def _worker(conn) -> None:  # runs in the worker process
    inbox = Inbox(conn)
    queue, cancelled, drain = inbox.queue, inbox.cancelled, inbox.drain
    bots: dict = {}

    alive = True
    while alive:
        if not queue:
            alive = drain(True)
            continue
        rid, pos_json, spec, budget, seed = queue.popleft()
        if rid in cancelled:
            continue
        try:
            conn.send(("started", rid))
        except (OSError, BrokenPipeError):
            return
        state = {"stop": False}

        def should_stop(rid=rid) -> bool:
            if not state["stop"]:
                if not drain(False):
                    state["stop"] = state["quit"] = True
                elif rid in cancelled:
                    state["stop"] = True
            return state["stop"]

        try:
            pos = Position.from_json(pos_json)
            index = _decide(pos, _spec_with_budget(spec, budget), seed, should_stop, bots)
        except Exception as exc:  # a bad request must not kill the worker
            index = ("error", f"{exc.__class__.__name__}: {exc}")
        if state.get("quit"):
            return
        if index is not None and rid not in cancelled:
            try:
                conn.send(("result", rid, index))
            except (OSError, BrokenPipeError):
                return
        alive = drain(False)


class _Sent:
    """A request the worker has: what is needed to send it again or decide it here."""

    __slots__ = ("pos", "spec", "budget", "seed", "parsed", "tries")

    def __init__(self, pos: Position, spec: str, budget, seed: int, parsed: BotSpec):
        self.pos, self.spec, self.budget, self.seed, self.parsed = pos, spec, budget, seed, parsed
        self.tries = 0


class Runner:
    """Requests moves from bots without blocking the caller (see the module doc).

    A worker that dies (killed, out of memory) or stays silent far beyond its time budget is
    noticed by :meth:`poll`: it is replaced by a new one, which is sent the requests it had.
    A request that has already lost a worker, or any request once workers keep failing, is
    decided here by :data:`FALLBACK_LEVEL` instead; :attr:`fallbacks` says which and why
    (``"worker-died"``, ``"worker-stalled"``, ``"worker-unavailable"``), so the caller can tell
    the player that a weaker level made the move."""

    #: The in-process level that answers when the worker cannot (a few milliseconds a move).
    FALLBACK_LEVEL = "strong"
    #: Workers a request is sent to before it falls back.
    MAX_TRIES = 2
    #: Workers lost in a row (no result in between) after which the runner stops starting them.
    MAX_LOST = 3
    #: Seconds of silence beyond a time budget after which a busy worker counts as stuck
    #: (starting a worker and importing the AI takes a second or two on a busy machine).
    STALL_GRACE = 10.0

    def __init__(self, seed: int = 0):
        self._ids = itertools.count(1)
        self._open: set[int] = set()
        self._ready: list[tuple[int, int]] = []
        self._proc = None
        self._conn = None
        self._seed = seed
        self._sent: dict[int, _Sent] = {}   # in the worker, in the order sent
        self._heard = 0.0                   # time.monotonic() of the worker's last word (or our request)
        self._lost_in_row = 0
        self.errors: dict[int, str] = {}
        #: Requests whose search the worker has begun (for tests and progress displays).
        self.started: set[int] = set()
        #: Request id -> why its answer came from :data:`FALLBACK_LEVEL` in this process.
        self.fallbacks: dict[int, str] = {}
        #: Workers replaced after they died or got stuck.
        self.restarts = 0

    # -- worker ----------------------------------------------------------------------
    def start(self) -> None:
        """Start the worker process now (it is otherwise started by the first search request)."""
        if self._proc is not None and self._proc.is_alive():
            return
        self._drop_worker()
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        self._proc = ctx.Process(target=_worker, args=(child,), daemon=True, name="parchis-ai-runner")
        self._proc.start()
        child.close()
        self._conn = parent
        self._heard = time.monotonic()

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    @property
    def worker_pid(self) -> int | None:
        """The worker process's id (None when there is none)."""
        return self._proc.pid if self._proc is not None else None

    def _drop_worker(self) -> None:
        """Forget the current worker (killing it if it still runs)."""
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        close_quietly(conn)
        kill_worker(proc)

    def _send(self, rid: int, sent: _Sent) -> None:
        """Hand ``rid`` to the worker (starting one if needed); raises OSError if it cannot."""
        self.start()
        was_idle = not self._sent
        sent.tries += 1
        self._sent[rid] = sent
        self.started.discard(rid)
        if was_idle:
            self._heard = time.monotonic()
        self._conn.send(("request", rid, sent.pos.to_json(full=True), sent.spec, sent.budget, sent.seed))

    def _fall_back(self, rid: int, sent: _Sent, why: str) -> None:
        self._sent.pop(rid, None)
        if rid not in self._open:
            return
        try:
            index = _decide(sent.pos, parse_spec(self.FALLBACK_LEVEL), sent.seed)
        except Exception as exc:  # noqa: BLE001 - the caller gets a legal answer all the same
            self.errors[rid] = f"{exc.__class__.__name__}: {exc}"
            index = 0
        self.fallbacks[rid] = why
        self._ready.append((rid, index))

    def _check_worker(self) -> None:
        """Replace a worker that died or got stuck with requests in hand (see the class doc)."""
        if not self._sent:
            return
        if self._conn is None or self._proc is None or not self._proc.is_alive():
            why = "worker-died"
        else:
            budgets = [x.parsed.seconds for x in self._sent.values()]
            if any(b is None for b in budgets):  # an iteration budget: no clock to judge by
                return
            if time.monotonic() - self._heard <= max(budgets) + self.STALL_GRACE:
                return
            why = "worker-stalled"
        self._receive()  # anything it managed to send first still counts
        lost = [(rid, x) for rid, x in self._sent.items() if rid in self._open]
        self._sent.clear()
        self._drop_worker()
        self.restarts += 1
        self._lost_in_row += 1
        for rid, x in lost:
            if x.tries >= self.MAX_TRIES or self._lost_in_row >= self.MAX_LOST:
                self._fall_back(rid, x, why)
                continue
            try:
                self._send(rid, x)
            except Exception:  # noqa: BLE001 - cannot start a worker: answer here
                self._fall_back(rid, x, "worker-unavailable")

    # -- API -----------------------------------------------------------------------------
    def request(self, position_json, spec: str = "expert", budget=None) -> int:
        """Ask for a move; returns the request id.  ``budget``: the Expert's seconds (float) or
        iterations (int), ``None`` for the spec's own.  Raises ValueError for a bad spec/position."""
        parsed = _spec_with_budget(spec, budget)
        if parsed.is_plugin:
            raise ValueError("the runner plays built-in levels only")
        pos = Position.from_json(position_json)  # validate here: errors belong to the caller
        rid = next(self._ids)
        seed = (self._seed * 1_000_003 + rid) & 0xFFFFFFFF
        self._open.add(rid)
        if parsed.level in IN_PROCESS_LEVELS:
            self._ready.append((rid, _decide(pos, parsed, seed)))
            return rid
        sent = _Sent(pos, spec, budget, seed, parsed)
        if self._lost_in_row >= self.MAX_LOST:
            self._fall_back(rid, sent, "worker-unavailable")
            return rid
        try:
            self._send(rid, sent)
        except Exception:  # noqa: BLE001 - a dead pipe: poll() replaces the worker and sends again
            if rid not in self._sent:  # no worker could be started
                self._drop_worker()
                self._fall_back(rid, sent, "worker-unavailable")
        return rid

    def _receive(self, timeout: float = 0.0) -> bool:
        """Read what the worker sent (waiting up to ``timeout`` for the first message); True if
        anything came."""
        got = False
        if self._conn is not None:
            try:
                while self._conn.poll(timeout if not got else 0):
                    msg = self._conn.recv()
                    got = True
                    self._heard = time.monotonic()
                    if msg[0] == "started":
                        self.started.add(msg[1])
                        continue
                    _, rid, index = msg
                    self._sent.pop(rid, None)
                    self._lost_in_row = 0
                    if isinstance(index, tuple):  # ("error", text): the request could not be served
                        self.errors[rid] = index[1]
                        index = 0
                    self._ready.append((rid, index))
            except (EOFError, OSError):
                self._conn = None  # the worker is gone: _check_worker replaces it
        return got

    def wait(self, timeout: float) -> bool:
        """Block until the worker sends something (a search started, a result) or dies, at most
        ``timeout`` seconds; results come with the next :meth:`poll`.  For callers without an
        event loop (and tests): a window polls from a timer instead."""
        if self._conn is None or self._proc is None:
            return False
        try:
            ready = multiprocessing.connection.wait([self._conn, self._proc.sentinel], timeout)
        except (OSError, ValueError):
            return False
        return self._receive() or bool(ready)

    def poll(self) -> list[tuple[int, int]]:
        """Results that arrived: ``(request id, move index)``; ``-1`` means roll (before a roll).
        Also notices a worker that died or got stuck (see the class doc)."""
        self._receive()
        self._check_worker()
        out = [(rid, idx) for rid, idx in self._ready if rid in self._open]
        self._ready.clear()
        for rid, _ in out:
            self._open.discard(rid)
        return out

    def pending(self) -> set[int]:
        return set(self._open)

    def cancel(self, request_id: int) -> None:
        """Forget a request: its result is dropped, and a search in progress stops."""
        if request_id in self._open:
            self._open.discard(request_id)
            self._sent.pop(request_id, None)  # the worker answers nothing for it now
            send_quietly(self._conn, ("cancel", request_id))

    def cancel_all(self) -> None:
        for rid in list(self._open):
            self.cancel(rid)

    def close(self) -> None:
        """Stop the worker (waits briefly, then kills it)."""
        self._open.clear()
        self._ready.clear()
        self._sent.clear()
        conn, proc = self._conn, self._proc
        self._conn = self._proc = None
        stop_worker(conn, proc, ("stop",), grace=2)

    def __enter__(self) -> "Runner":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
