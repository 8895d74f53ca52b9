"""Tutorial progress: the lessons and the steps of lessons the player has finished, and quiz
scores (``tutorial.json`` in the data folder).

Qt-free.  The file is small JSON ``{"version": 2, "done": ["lesson-id", ...],
"steps": {"lesson-id": ["step-id", ...]}, "scores": {"lesson-id": [right, of]}}`` (a
version 1 file, ``done`` only, still reads), written atomically.  A damaged or unreadable
file (not JSON, nested too deep, wrong types, too large, not a regular file) is set aside
and progress starts empty: the tutorial is never blocked by it, and :attr:`Progress.problem`
holds the error code for the window to say once.
"""
from __future__ import annotations

import json
from pathlib import Path

from .errors import StoreError
from .files import read_limited, set_aside, write_atomic
from .folders import data_dir

VERSION = 2
_LIMIT = 256 * 1024


def progress_path() -> Path:
    return data_dir() / "tutorial.json"


def _ids(value) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise ValueError("not a list of ids")
    return list(dict.fromkeys(value))


class Progress:
    """The finished lessons and steps, kept in ``path`` (default: the user's data folder)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else progress_path()
        self.problem = ""        # "damaged" when the file was set aside at reading
        self._done: list[str] = []
        self._steps: dict[str, list[str]] = {}
        self._scores: dict[str, list[int]] = {}
        self._read()

    def _read(self) -> None:
        if not self.path.is_file() and not self.path.is_symlink():
            return
        try:
            data = json.loads(read_limited(self.path, _LIMIT).decode("utf-8"))
            if not isinstance(data, dict):
                raise ValueError("not an object")
            done = _ids(data["done"])
            steps = data.get("steps", {})
            scores = data.get("scores", {})
            if not isinstance(steps, dict) or not isinstance(scores, dict):
                raise ValueError("steps")
            steps = {str(k): _ids(v) for k, v in steps.items()}
            for value in scores.values():
                if (not isinstance(value, list) or len(value) != 2
                        or not all(isinstance(x, int) and not isinstance(x, bool) for x in value)):
                    raise ValueError("scores")
        except (StoreError, OSError, ValueError, KeyError, TypeError, UnicodeDecodeError, RecursionError):
            # RecursionError: json.loads of 100,000 nested brackets (issue 33)
            set_aside(self.path)
            self.problem = "damaged"
            return
        self._done, self._steps = done, steps
        self._scores = {str(k): list(v) for k, v in scores.items()}

    def is_done(self, lesson_id: str) -> bool:
        return lesson_id in self._done

    def done(self) -> list[str]:
        return list(self._done)

    def mark_done(self, lesson_id: str) -> None:
        if lesson_id in self._done:
            return
        self._done.append(lesson_id)
        self._write()

    def steps_done(self, lesson_id: str) -> list[str]:
        """The steps of ``lesson_id`` finished so far."""
        return list(self._steps.get(lesson_id, []))

    def mark_step(self, lesson_id: str, step_id: str) -> None:
        steps = self._steps.setdefault(lesson_id, [])
        if step_id in steps:
            return
        steps.append(step_id)
        self._write()

    def score(self, lesson_id: str) -> tuple[int, int] | None:
        """The last quiz score of ``lesson_id``: (right at the first try, questions)."""
        value = self._scores.get(lesson_id)
        return (value[0], value[1]) if value else None

    def set_score(self, lesson_id: str, right: int, of: int) -> None:
        self._scores[lesson_id] = [right, of]
        self._write()

    def reset(self) -> None:
        self._done, self._steps, self._scores = [], {}, {}
        self._write()

    def _write(self) -> None:
        try:
            write_atomic(self.path, json.dumps({"version": VERSION, "done": self._done, "steps": self._steps,
                                                "scores": self._scores}, indent=1))
        except OSError:
            pass   # progress is a convenience: a read-only folder must not stop a lesson
