"""Bring-your-own bots: a Python file with ``function(position: dict, moves: list[dict]) -> int``.

``position`` is ``Position.to_json(full=True)`` and ``moves`` is
``[m.to_dict() for m in legal_moves(pos)]``, exactly what ``parchis-cli moves``
prints; the function returns the index of its move.  Before a roll, where a
variant offers optional moves (Russian prisoner exchanges, ``dice: []``), it may
return ``-1`` (or ``None``) to roll without taking one.

The file runs in a child process (spawn context) started and loaded by
:class:`PluginBot`; each decision has a time limit.  An exception, a result that
is not a valid index, a time-out or a dead child *forfeits* that decision: the
first listed move is played (before a roll: the roll is made), the forfeit is
counted, and a child that timed out or died is restarted (the file reloaded) for
the next decision.
"""
from __future__ import annotations

import importlib.util
import multiprocessing
import os
import sys
import traceback

from parchis_desktop.engine import Position, legal_moves
from parchis_desktop.engine.move import Move

__all__ = ["PluginBot", "DEFAULT_LIMIT"]

DEFAULT_LIMIT = 1.0
STARTUP_LIMIT = 20.0   # seconds to start the child and load the file (not charged to a decision)


def _serve(path: str, function: str, conn) -> None:  # runs in the child
    try:
        sys.path.insert(0, os.path.dirname(path))
        spec = importlib.util.spec_from_file_location(f"parchis_bot_{os.getpid()}", path)
        if spec is None or spec.loader is None:
            raise ImportError(f"cannot load {path}")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        fn = getattr(module, function)
        if not callable(fn):
            raise TypeError(f"{function} is not a function")
        conn.send(("ready", None))
    except BaseException as exc:  # noqa: BLE001 - report anything to the parent
        conn.send(("load-error", f"{exc.__class__.__name__}: {exc}"))
        fn = None
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        position, moves = msg
        if fn is None:
            conn.send(("error", "the bot did not load"))
            continue
        try:
            result = fn(position, moves)
            conn.send(("ok", result))
        except BaseException as exc:  # noqa: BLE001
            tb = traceback.format_exc(limit=3)
            try:
                conn.send(("error", f"{exc.__class__.__name__}: {exc}\n{tb}"))
            except Exception:  # unpicklable? never mind
                conn.send(("error", exc.__class__.__name__))


class PluginBot:
    """A plug-in bot in a child process with a per-decision time ``limit`` (seconds)."""

    def __init__(self, path: str, function: str, limit: float = DEFAULT_LIMIT):
        self.path = os.path.abspath(path)
        self.function = function
        self.limit = float(limit)
        self.forfeits = 0
        self.last_error: str | None = None
        self.load_error: str | None = None
        self._proc = None
        self._conn = None
        if not os.path.isfile(self.path):
            raise FileNotFoundError(f"no such bot file: {path}")

    # -- child process -----------------------------------------------------------
    def _start(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        proc = ctx.Process(target=_serve, args=(self.path, self.function, child), daemon=True,
                           name=f"bot:{os.path.basename(self.path)}")
        proc.start()
        child.close()
        self._proc, self._conn = proc, parent
        if parent.poll(STARTUP_LIMIT):
            try:
                kind, info = parent.recv()
            except (EOFError, OSError):
                kind, info = "load-error", "the bot process died while loading"
            if kind == "load-error":
                self.load_error = info
        else:
            self.load_error = "the bot took too long to load"
            self._stop()

    def _stop(self) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if conn is not None:
            try:
                conn.close()
            except OSError:
                pass
        if proc is not None:
            if proc.is_alive():
                proc.kill()
            proc.join(5)

    def close(self) -> None:
        if self._conn is not None and self._proc is not None and self._proc.is_alive():
            try:
                self._conn.send(None)
            except (OSError, BrokenPipeError):
                pass
            self._proc.join(1)
        self._stop()

    def __del__(self):  # pragma: no cover - best effort
        try:
            self.close()
        except Exception:
            pass

    def ensure_started(self) -> None:
        """Start (or restart) the child and load the file, if it is not running."""
        if self._proc is None or not self._proc.is_alive():
            self._stop()
            self._start()

    # -- deciding ----------------------------------------------------------------------
    def decide(self, pos: Position) -> tuple[int | None, str | None]:
        """``(index, None)`` for a valid decision (``None`` index: roll), else ``(None, why)``."""
        moves = legal_moves(pos)
        self.ensure_started()
        if self._proc is None:
            return None, self.load_error or "the bot did not start"
        try:
            self._conn.send((pos.to_json(full=True), [m.to_dict() for m in moves]))
        except (OSError, BrokenPipeError):
            self._stop()
            return None, "the bot process is gone"
        if not self._conn.poll(self.limit):
            self._stop()  # a late answer must not be read as the next decision's: restart
            return None, f"no answer within {self.limit:g} s"
        try:
            kind, result = self._conn.recv()
        except (EOFError, OSError):
            self._stop()
            return None, "the bot process died"
        if kind != "ok":
            return None, str(result)
        if pos.needs_roll and (result is None or (type(result) is int and result == -1)):
            return None, None
        if type(result) is not int or not 0 <= result < len(moves):
            return None, f"bad move index {result!r} (0..{len(moves) - 1})"
        return result, None

    def choose(self, pos: Position) -> Move | None:
        """The plug-in's move; a forfeit plays the first listed move (before a roll: rolls)."""
        moves = legal_moves(pos)
        index, why = self.decide(pos)
        if why is not None:
            self.forfeits += 1
            self.last_error = why
            return None if pos.needs_roll else moves[0]
        return None if index is None else moves[index]
