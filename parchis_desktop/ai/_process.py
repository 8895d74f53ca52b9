"""Small helpers shared by the processes the AI starts (the Expert's worker in
:mod:`.runner`, the analysis board's in :mod:`.analysis_runner`, the arena's plug-in bots in
:mod:`.plugin`)."""
from __future__ import annotations

from collections import deque


def close_quietly(conn) -> None:
    """Close our end of a pipe to a worker, if any; a pipe already broken is fine."""
    if conn is None:
        return
    try:
        conn.close()
    except OSError:
        pass


def send_quietly(conn, message) -> bool:
    """Send ``message`` down a pipe to a worker; a pipe already broken is fine (False)."""
    if conn is None:
        return False
    try:
        conn.send(message)
    except (OSError, BrokenPipeError):
        return False
    return True


def kill_worker(proc, wait: float = 1.0) -> None:
    """Kill a worker process if it still runs and reap it (at most ``wait`` seconds); a
    process never started or already reaped is fine."""
    if proc is None:
        return
    try:
        if proc.is_alive():
            proc.kill()
        proc.join(wait)
    except (OSError, ValueError, AssertionError):
        pass


def stop_worker(conn, proc, message, grace: float) -> None:
    """Ask a worker to stop with ``message``, give it ``grace`` seconds, then kill it; close
    our end of the pipe."""
    send_quietly(conn, message)
    if proc is not None:
        try:
            proc.join(grace)
        except (OSError, ValueError, AssertionError):
            pass
        kill_worker(proc, 2)
    close_quietly(conn)


class Inbox:
    """A worker's side of the pipe: the requests it was sent, in order, and the ids cancelled.

    The messages are ``("request", rid, ...)``, ``("cancel", rid)`` and ``("stop",)``."""

    def __init__(self, conn):
        self.conn = conn
        self.queue: deque = deque()      # the requests' tuples after "request": (rid, ...)
        self.cancelled: set = set()

    def drain(self, block: bool) -> bool:
        """Read the pending messages (with ``block``: wait for one first); False once told to
        stop or the pipe is gone."""
        conn = self.conn
        while block or conn.poll():
            block = False
            try:
                msg = conn.recv()
            except (EOFError, OSError):
                return False
            if msg[0] == "stop":
                return False
            if msg[0] == "cancel":
                self.cancelled.add(msg[1])
            elif msg[0] == "request":
                self.queue.append(msg[1:])
        return True
