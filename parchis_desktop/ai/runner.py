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
from collections import deque

from parchis_desktop.engine import Position, legal_moves

from .bots import BotSpec, make_bot, parse_spec

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
    queue: deque = deque()
    cancelled: set = set()
    bots: dict = {}

    def drain(block: bool) -> bool:
        """Read pending messages; False once told to stop."""
        while block or conn.poll():
            block = False
            try:
                msg = conn.recv()
            except (EOFError, OSError):
                return False
            if msg[0] == "stop":
                return False
            if msg[0] == "cancel":
                cancelled.add(msg[1])
            elif msg[0] == "request":
                queue.append(msg[1:])
        return True

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


class Runner:
    """Requests moves from bots without blocking the caller (see the module doc)."""

    def __init__(self, seed: int = 0):
        self._ids = itertools.count(1)
        self._open: set[int] = set()
        self._ready: list[tuple[int, int]] = []
        self._proc = None
        self._conn = None
        self._seed = seed
        self.errors: dict[int, str] = {}
        #: Requests whose search the worker has begun (for tests and progress displays).
        self.started: set[int] = set()

    # -- worker ----------------------------------------------------------------------
    def start(self) -> None:
        """Start the worker process now (it is otherwise started by the first search request)."""
        if self._proc is not None and self._proc.is_alive():
            return
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        self._proc = ctx.Process(target=_worker, args=(child,), daemon=True, name="parchis-ai-runner")
        self._proc.start()
        child.close()
        self._conn = parent

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

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
        self.start()
        self._conn.send(("request", rid, pos.to_json(full=True), spec, budget, seed))
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
                    if msg[0] == "started":
                        self.started.add(msg[1])
                        continue
                    _, rid, index = msg
                    if isinstance(index, tuple):  # ("error", text): the request could not be served
                        self.errors[rid] = index[1]
                        index = 0
                    self._ready.append((rid, index))
            except (EOFError, OSError):
                self._conn = None
        return got

    def wait(self, timeout: float) -> bool:
        """Block until the worker sends something (a search started, a result), at most
        ``timeout`` seconds; results come with the next :meth:`poll`.  For callers without an
        event loop (and tests): a window polls from a timer instead."""
        return self._receive(timeout)

    def poll(self) -> list[tuple[int, int]]:
        """Results that arrived: ``(request id, move index)``; ``-1`` means roll (before a roll)."""
        self._receive()
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
            if self._conn is not None:
                try:
                    self._conn.send(("cancel", request_id))
                except (OSError, BrokenPipeError):
                    pass

    def cancel_all(self) -> None:
        for rid in list(self._open):
            self.cancel(rid)

    def close(self) -> None:
        """Stop the worker (waits briefly, then kills it)."""
        self._open.clear()
        self._ready.clear()
        conn, proc = self._conn, self._proc
        self._conn = self._proc = None
        if conn is not None:
            try:
                conn.send(("stop",))
            except (OSError, BrokenPipeError):
                pass
        if proc is not None:
            proc.join(2)
            if proc.is_alive():
                proc.kill()
                proc.join(2)
        if conn is not None:
            conn.close()

    def __enter__(self) -> "Runner":
        return self

    def __exit__(self, *exc) -> None:
        self.close()
