"""One profile, one window: an advisory lock on ``instance.lock`` in the data folder.

The first Parchís Desktop of a user holds the lock for as long as it runs and
owns the autosave (and cleans up what a killed write left behind).  A second
one finds the lock taken (:attr:`ProfileLock.state` ``"busy"``): it does not
autosave and does not offer to resume, so the two never write over each
other's game; the window says so.  The lock is ``flock`` (``fcntl``) where
it exists, ``msvcrt.locking`` on Windows; the system drops it when the
process dies, so a crash never leaves a stale lock.
"""
from __future__ import annotations

import errno
import os
from pathlib import Path

from .folders import lock_path

try:
    import fcntl
except ImportError:     # Windows
    fcntl = None
try:
    import msvcrt
except ImportError:     # everything else
    msvcrt = None

OWNED, BUSY, UNAVAILABLE = "owned", "busy", "unavailable"


class ProfileLock:
    """``state`` is ``owned`` (this process holds the profile), ``busy`` (another one does)
    or ``unavailable`` (no lock file could be made: a read-only home; the app goes on, and
    its autosave failures are said as they come)."""

    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path is not None else lock_path()
        self._fd: int | None = None
        self.state = UNAVAILABLE
        self.reason = ""
        self.acquire()

    def acquire(self) -> str:
        if self._fd is not None:
            return self.state
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0),
                         0o600)
        except OSError as exc:
            self.state, self.reason = UNAVAILABLE, str(exc.strerror or exc)
            return self.state
        try:
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            elif msvcrt is not None:
                msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as exc:
            os.close(fd)
            if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES, errno.EDEADLK):   # held elsewhere
                self.state = BUSY
            else:
                self.state, self.reason = UNAVAILABLE, str(exc.strerror or exc)
            return self.state
        self._fd = fd
        try:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass
        self.state = OWNED
        return self.state

    @property
    def owned(self) -> bool:
        return self.state == OWNED

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)
        self.state = UNAVAILABLE

    def __del__(self) -> None:
        try:
            self.release()
        except Exception:
            pass
