"""Puzzles as data (``resources/puzzles/<preset>.json``) and the player's puzzle progress
(``puzzles.json`` in the data folder).  Qt-free; errors are codes, the UI words them.

A puzzle file is ``{"format": 1, "preset": ..., "mined": {...}, "puzzles": [...]}``, written
by ``scripts/mine_puzzles.py``; each puzzle holds ``id``, ``position`` (docs/rules.md §6, the
player to move has rolled), ``solution`` (``index`` into ``legal_moves``, ``move`` its §6
dict, ``indices`` every move that is the same decision), ``plan`` (the rest of the roll
after it, as §6 move dicts), ``expert``, ``screen`` and ``rollouts`` (the Expert's shared
figure, the miner's quick one and the rollouts', with their margins),
``values`` (the Expert's figure of every decision, for the words after a wrong answer),
``themes``, ``rule`` and ``source`` (seed and game).  :func:`load_puzzles` checks each one
with the engine: a puzzle whose position the engine refuses or whose solution is not its
legal move is skipped and named in the problems.

The progress file is ``{"version": 1, "puzzles": {"<id>": {"solved": bool, "tries": n,
"hint": bool, "shown": bool}}}`` (``shown``: the answer was shown after three wrong tries),
written atomically; a damaged one is set aside and progress starts empty
(:attr:`PuzzleProgress.problem` is ``"damaged"`` for the window to say once).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from parchis_desktop.engine import Position, PositionError, legal_moves, play
from parchis_desktop.engine.move import Move

from .errors import StoreError
from .files import read_limited, set_aside, write_atomic
from .folders import data_dir

__all__ = ["FORMAT", "PRESETS", "Puzzle", "PuzzleProgress", "load_puzzles", "puzzle_progress_path"]

FORMAT = 1
PRESETS = ("parchis", "spanish", "russian", "pachisi")
_FILE_LIMIT = 4 * 1024 * 1024
_PROGRESS_LIMIT = 256 * 1024


@dataclass
class Puzzle:
    id: str
    preset: str
    position: Position
    index: int                 # the solution, into legal_moves(position)
    indices: list[int]         # every move of the solution's decision
    plan: list[Move]           # the rest of the roll after the solution
    themes: list[str]
    rule: str
    expert: dict               # the shared figure (ai.analysis.rank_moves) that the tests recompute
    rollouts: dict
    source: dict = field(default_factory=dict)
    values: list = field(default_factory=list)   # [{"indices": [...], "win": x}]: every decision's figure
    screen: dict = field(default_factory=dict)   # the miner's quick figure (ai.puzzles.rank_moves)

    def win_of(self, index: int) -> float | None:
        """The Expert's figure for the move ``index`` (None if the file does not have it)."""
        for row in self.values:
            if index in row.get("indices", ()):
                return row.get("win")
        return None

    @property
    def move(self) -> Move:
        return legal_moves(self.position)[self.index]

    def second(self) -> Move | None:
        """The Expert's second-best move (the tempting wrong answer)."""
        i = self.expert.get("second_index")
        moves = legal_moves(self.position)
        return moves[i] if isinstance(i, int) and 0 <= i < len(moves) else None


def _move_matching(moves: list[Move], data: dict) -> Move | None:
    for m in moves:
        if m.to_dict() == data:
            return m
    return None


def _puzzle(preset: str, raw: dict) -> Puzzle:
    if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
        raise ValueError("id")
    pos = Position.from_json(raw["position"])
    moves = legal_moves(pos)
    sol = raw["solution"]
    index = sol["index"]
    if not isinstance(index, int) or not 0 <= index < len(moves) or moves[index].to_dict() != sol["move"]:
        raise ValueError("solution")
    indices = [i for i in sol.get("indices", [index]) if isinstance(i, int) and 0 <= i < len(moves)]
    plan = []
    p = play(pos, moves[index])
    for d in raw.get("plan", []):
        m = _move_matching(legal_moves(p), d)
        if m is None:
            raise ValueError("plan")
        plan.append(m)
        p = play(p, m)
    themes = [t for t in raw.get("themes", []) if isinstance(t, str)]
    return Puzzle(raw["id"], preset, pos, index, indices or [index], plan, themes, str(raw.get("rule", "")),
                  dict(raw.get("expert", {})), dict(raw.get("rollouts", {})), dict(raw.get("source", {})),
                  [v for v in raw.get("values", []) if isinstance(v, dict)], dict(raw.get("screen", {})))


def load_puzzles(folder: Path) -> tuple[list[Puzzle], list[tuple[str, str]]]:
    """Every usable puzzle of ``folder`` (the presets in :data:`PRESETS` order) and the problems
    as ``(file or puzzle id, code)``: ``damaged`` (unreadable file), ``format``, ``position``,
    ``solution``."""
    out: list[Puzzle] = []
    problems: list[tuple[str, str]] = []
    for preset in PRESETS:
        path = folder / f"{preset}.json"
        if not path.is_file():
            continue
        try:
            doc = json.loads(read_limited(path, _FILE_LIMIT).decode("utf-8"))
        except (StoreError, OSError, ValueError, UnicodeDecodeError, RecursionError):
            problems.append((path.name, "damaged"))
            continue
        if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("puzzles"), list):
            problems.append((path.name, "format"))
            continue
        for raw in doc["puzzles"]:
            try:
                out.append(_puzzle(preset, raw))
            except PositionError:
                problems.append((str(raw.get("id", "?")) if isinstance(raw, dict) else "?", "position"))
            except (KeyError, TypeError, ValueError, AttributeError):
                problems.append((str(raw.get("id", "?")) if isinstance(raw, dict) else "?", "solution"))
    return out, problems


def puzzle_progress_path() -> Path:
    return data_dir() / "puzzles.json"


class PuzzleProgress:
    """Solved puzzles, wrong tries and hints taken, kept in ``path`` (default: the data folder)."""

    VERSION = 1

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else puzzle_progress_path()
        self.problem = ""
        self._d: dict[str, dict] = {}
        self._read()

    def _read(self) -> None:
        if not self.path.is_file() and not self.path.is_symlink():
            return
        try:
            data = json.loads(read_limited(self.path, _PROGRESS_LIMIT).decode("utf-8"))
            if not isinstance(data, dict) or data.get("version") != self.VERSION:
                raise ValueError("version")
            rows = data["puzzles"]
            if not isinstance(rows, dict):
                raise ValueError("puzzles")
            out = {}
            for k, v in rows.items():
                if (not isinstance(v, dict) or not isinstance(v.get("solved"), bool)
                        or not isinstance(v.get("tries"), int) or isinstance(v.get("tries"), bool)
                        or not isinstance(v.get("hint", False), bool) or not isinstance(v.get("shown", False), bool)):
                    raise ValueError("row")
                out[str(k)] = {"solved": v["solved"], "tries": max(0, v["tries"]), "hint": v.get("hint", False),
                               "shown": v.get("shown", False)}
        except (StoreError, OSError, ValueError, KeyError, TypeError, UnicodeDecodeError, RecursionError):
            set_aside(self.path)
            self.problem = "damaged"
            return
        self._d = out

    def _row(self, pid: str) -> dict:
        return self._d.setdefault(pid, {"solved": False, "tries": 0, "hint": False, "shown": False})

    def is_solved(self, pid: str) -> bool:
        return self._d.get(pid, {}).get("solved", False)

    def was_shown(self, pid: str) -> bool:
        return self._d.get(pid, {}).get("shown", False)

    def mark_shown(self, pid: str) -> None:
        self._row(pid)["shown"] = True
        self._write()

    def tries(self, pid: str) -> int:
        return self._d.get(pid, {}).get("tries", 0)

    def solved_count(self, ids) -> int:
        return sum(1 for i in ids if self.is_solved(i))

    def add_try(self, pid: str) -> int:
        row = self._row(pid)
        row["tries"] += 1
        self._write()
        return row["tries"]

    def mark_hint(self, pid: str) -> None:
        self._row(pid)["hint"] = True
        self._write()

    def mark_solved(self, pid: str) -> None:
        self._row(pid)["solved"] = True
        self._write()

    def reset(self) -> None:
        self._d = {}
        self._write()

    def _write(self) -> None:
        try:
            write_atomic(self.path, json.dumps({"version": self.VERSION, "puzzles": self._d}, indent=1))
        except OSError:
            pass   # progress is a convenience: a read-only folder must not stop the puzzles
