"""Reading and writing the app's files safely.

* :func:`write_atomic`: a temporary file in the same folder, fsync, rename over
  the target, then fsync of the folder, so that a crash or a power cut leaves
  the old file or the new one, never half of one.  A symbolic link at the
  target is replaced, never followed (a link to a device node stays untouched).
* :func:`read_limited`: the one reader for saves, the autosave, rule sets and
  settings.  It opens without blocking (a FIFO does not hang the window),
  checks after opening that it holds a regular file (not a device, a folder or
  a FIFO) and never reads more than a cap (a link to ``/dev/urandom`` does not
  eat the memory).
* :func:`set_aside`: moves an unusable file out of the way under a new name,
  never over an earlier set-aside copy.
"""
from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from .errors import StoreError

_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_READ_FLAGS = os.O_RDONLY | _NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0) \
    | getattr(os, "O_BINARY", 0)


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (no-op where folders cannot be opened, e.g. Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: Path, data: str | bytes) -> None:
    """Write ``data`` (text is UTF-8) to ``path`` atomically and durably.  Raises OSError."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(path.parent)


def read_limited(path: Path, limit: int, error: type[StoreError] = StoreError) -> bytes:
    """The bytes of the regular file ``path`` (at most ``limit``).

    Raises ``error`` with code ``not_regular``, ``too_large`` (params ``size``,
    ``limit``) or ``unreadable`` (param ``reason``, the system's words)."""
    try:
        fd = os.open(path, _READ_FLAGS)
    except OSError as exc:
        raise error("unreadable", reason=str(exc.strerror or exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise error("not_regular")
        if info.st_size > limit:
            raise error("too_large", size=info.st_size, limit=limit)
        chunks, total = [], 0
        while total <= limit:
            try:
                chunk = os.read(fd, min(1 << 16, limit + 1 - total))
            except BlockingIOError:   # not for regular files; never spin
                break
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:   # the file grew while we read it
            raise error("too_large", size=max(total, info.st_size), limit=limit)
        return b"".join(chunks)
    except OSError as exc:
        raise error("unreadable", reason=str(exc.strerror or exc)) from None
    finally:
        os.close(fd)


def nested_deeper(value: object, limit: int) -> bool:
    """True if decoded JSON nests deeper than ``limit`` (checked without recursion)."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return True
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return False


def set_aside(path: Path, tag: str = "damaged") -> Path | None:
    """Rename ``path`` to ``<stem>.<tag><suffix>`` (then ``-2``, ``-3``...: never over an
    earlier copy); the new path, or None if it could not be moved.  A link is moved, not
    its target."""
    path = Path(path)
    for n in range(1, 1000):
        name = f"{path.stem}.{tag}{'' if n == 1 else f'-{n}'}{path.suffix}"
        candidate = path.with_name(name)
        if os.path.lexists(candidate):
            continue
        try:
            try:   # link + unlink refuses to replace a copy made in the meantime ...
                os.link(path, candidate, follow_symlinks=False)
            except FileExistsError:
                continue
            except OSError:   # ... where links exist (not for folders, not on some file systems)
                os.rename(path, candidate)
            else:
                os.unlink(path)
        except OSError:
            return None
        fsync_dir(path.parent)
        return candidate
    return None


def clean_stale_temps(folder: Path, name: str) -> list[Path]:
    """Remove the ``.<name>.*.tmp`` files a killed write left in ``folder``; the removed paths.
    Call it only when no other process may be writing ``name`` (see :mod:`.lock`)."""
    removed = []
    try:
        entries = list(Path(folder).glob(f".{name}.*.tmp"))
    except OSError:
        return removed
    for tmp in entries:
        try:
            if tmp.is_file() and not tmp.is_symlink():
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            pass
    return removed


def with_json_suffix(path: Path) -> Path:
    """``path`` ending in ``.json`` (any case kept); ``mid-game one`` -> ``mid-game one.json``."""
    path = Path(path)
    return path if path.suffix.lower() == ".json" else path.with_name(path.name + ".json")
