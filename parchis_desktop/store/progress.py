"""Tutorial progress: which lessons the player has finished (``tutorial.json`` in the data folder).

Qt-free.  The file is small JSON ``{"version": 1, "done": ["lesson-id", ...]}``, written
atomically; a damaged or unreadable file is set aside and progress starts empty (the
tutorial is never blocked by it).
"""
from __future__ import annotations

import json
from pathlib import Path

from .errors import StoreError
from .files import read_limited, set_aside, write_atomic
from .folders import data_dir

VERSION = 1
_LIMIT = 256 * 1024


def progress_path() -> Path:
    return data_dir() / "tutorial.json"


class Progress:
    """The finished lessons, kept in ``path`` (default: the user's data folder)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else progress_path()
        self._done: list[str] = self._read()

    def _read(self) -> list[str]:
        if not self.path.is_file():
            return []
        try:
            data = json.loads(read_limited(self.path, _LIMIT).decode("utf-8"))
            done = data["done"] if isinstance(data, dict) else None
            if not isinstance(done, list) or not all(isinstance(x, str) for x in done):
                raise ValueError("done")
            return list(dict.fromkeys(done))
        except (StoreError, OSError, ValueError, KeyError, UnicodeDecodeError):
            set_aside(self.path)
            return []

    def is_done(self, lesson_id: str) -> bool:
        return lesson_id in self._done

    def done(self) -> list[str]:
        return list(self._done)

    def mark_done(self, lesson_id: str) -> None:
        if lesson_id in self._done:
            return
        self._done.append(lesson_id)
        self._write()

    def reset(self) -> None:
        self._done = []
        self._write()

    def _write(self) -> None:
        try:
            write_atomic(self.path, json.dumps({"version": VERSION, "done": self._done}, indent=1))
        except OSError:
            pass   # progress is a convenience: a read-only folder must not stop a lesson
