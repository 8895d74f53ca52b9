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

Some failures *disable* the bot for the rest of the match instead (every later
decision is forfeited at once, :attr:`PluginBot.disabled` says why): a file that
does not load (an exception, or no answer within :data:`STARTUP_LIMIT`), a child
that died :data:`MAX_DEATHS` times in a row, and a bot that kills its parent.
For that last one the bot's code never runs in a process that matters: the
spawned child is a *nanny* that forks the bot (POSIX) in a session of its own
and only waits for it, so the bot's ``os.getppid()`` is the nanny; a nanny
killed by a signal means the bot turned on it.  The bot's standard output goes
to standard error: a ``print`` in a bot must never reach a result channel such
as ``parchis-cli arena --json``.
"""
from __future__ import annotations

import importlib.util
import multiprocessing
import os
import signal
import sys
import time
import traceback

from parchis_desktop.engine import Position, legal_moves
from parchis_desktop.engine.move import Move

from ._process import close_quietly

__all__ = ["PluginBot", "DEFAULT_LIMIT"]

DEFAULT_LIMIT = 1.0
STARTUP_LIMIT = 20.0   # seconds to start the child and load the file (not charged to a decision)
MAX_DEATHS = 3         # children dead in a row (no valid answer between) before the bot is disabled


def _quiet_stdout() -> None:
    """Send this process's standard output (the file descriptor too) to standard error."""
    try:
        sys.stdout.flush()
    except Exception:  # noqa: BLE001
        pass
    try:
        os.dup2(2, 1)
    except OSError:
        pass
    sys.stdout = sys.stderr


def _nanny(path: str, function: str, conn) -> None:  # runs in the spawned child
    """Fork the bot and wait for it (see the module doc); without fork, be the bot."""
    _quiet_stdout()
    if not hasattr(os, "fork"):
        _serve(path, function, conn)
        return
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops us; a bot's SIGINT is ignored
    try:
        os.setsid()  # a process group of our own: the parent kills the bot with us, even orphaned
    except OSError:
        pass
    pid = os.fork()
    if pid == 0:  # the bot
        code = 0
        try:
            _serve(path, function, conn)
        except BaseException:  # noqa: BLE001 - never a traceback from here
            code = 1
        finally:
            for f in (sys.stdout, sys.stderr):
                try:
                    f.flush()
                except Exception:  # noqa: BLE001
                    pass
            os._exit(code)
    conn.close()  # only the bot holds the pipe: when it dies, the parent reads EOF
    while True:
        try:
            os.waitpid(pid, 0)
            return
        except ChildProcessError:
            return
        except InterruptedError:  # pragma: no cover - retried by Python since 3.5
            continue


def _serve(path: str, function: str, conn) -> None:  # runs in the bot's process
    conn.send(("pid", os.getpid()))
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
        #: Why the bot plays no more in this match (every decision forfeited at once), or None.
        self.disabled: str | None = None
        self._proc = None
        self._conn = None
        self._deaths = 0   # children dead in a row
        if not os.path.isfile(self.path):
            raise FileNotFoundError(f"no such bot file: {path}")

    # -- child process -----------------------------------------------------------
    def _start(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        proc = ctx.Process(target=_nanny, args=(self.path, self.function, child), daemon=True,
                           name=f"bot:{os.path.basename(self.path)}")
        proc.start()
        child.close()
        self._proc, self._conn = proc, parent
        deadline = time.monotonic() + STARTUP_LIMIT
        kind, info = "load-error", "the bot took too long to load"
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not parent.poll(left):
                break
            try:
                msg = parent.recv()
            except (EOFError, OSError):
                kind, info = "load-error", "the bot process died while loading"
                break
            if msg[0] != "pid":  # ("pid", n) comes first, then ("ready" | "load-error", info)
                kind, info = msg
                break
        if self._killed_parent():
            kind, info = "load-error", "the bot killed its parent process"
        if kind != "ready":
            self.load_error = info
            self._disable(info)

    def _killed_parent(self) -> bool:
        """Whether the nanny was killed by a signal (we never signal it but through _stop)."""
        proc = self._proc
        if proc is None or proc.is_alive():
            return False
        return proc.exitcode is not None and proc.exitcode < 0

    def _disable(self, why: str) -> None:
        self.disabled = why
        self._stop()

    def _stop(self) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        close_quietly(conn)
        if proc is not None:
            if proc.pid is not None and hasattr(os, "killpg"):
                try:  # the nanny's group: the bot too, even if the nanny is gone
                    os.killpg(proc.pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError, OSError):
                    pass
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
        """Start (or restart) the child and load the file, if it is not running (and the bot
        is not disabled)."""
        if self.disabled is not None:
            return
        if self._killed_parent():
            self._disable("the bot killed its parent process")
            return
        if self._proc is None or not self._proc.is_alive():
            self._stop()
            self._start()

    def _died(self, why: str) -> tuple[None, str]:
        if self._killed_parent():
            self._disable("the bot killed its parent process")
            return None, self.disabled
        self._stop()
        self._deaths += 1
        if self._deaths >= MAX_DEATHS:
            self.disabled = f"{why} ({MAX_DEATHS} times in a row)"
        return None, why

    # -- deciding ----------------------------------------------------------------------
    def decide(self, pos: Position) -> tuple[int | None, str | None]:
        """``(index, None)`` for a valid decision (``None`` index: roll), else ``(None, why)``."""
        moves = legal_moves(pos)
        self.ensure_started()
        if self.disabled is not None:
            return None, self.disabled
        if self._proc is None:
            return None, self.load_error or "the bot did not start"
        try:
            self._conn.send((pos.to_json(full=True), [m.to_dict() for m in moves]))
        except (OSError, BrokenPipeError):
            return self._died("the bot process is gone")
        if not self._conn.poll(self.limit):
            if self._killed_parent():
                return self._died("the bot process died")
            self._stop()  # a late answer must not be read as the next decision's: restart
            return None, f"no answer within {self.limit:g} s"
        try:
            kind, result = self._conn.recv()
        except (EOFError, OSError):
            return self._died("the bot process died")
        if self._killed_parent():
            return self._died("the bot process died")
        self._deaths = 0
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
