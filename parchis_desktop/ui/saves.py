"""Saved games: atomic writes, careful reads, and an autosave that never stalls the window.

A save file is JSON: ``{"app": "parchis-desktop", "game": <Game.to_json()>,
"players": [...], "physical_dice": true|false}`` and, in a physical-dice game
saved before the roll for the first player was entered, ``"first_roll_pending":
true``.  Both are optional: a save without them (or with anything but JSON
``true``) is an app-dice game.  Loading also takes a bare position (the
RULES.md §6 minimal or full form).  Anything corrupt or hostile raises
:class:`SaveError` with a sentence for the player; nothing is changed then.
"""
from __future__ import annotations

import json
import os
import tempfile
import threading
from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication

from parchis_desktop.engine import Game, PositionError
from parchis_desktop.engine.rules import RuleError

from .settings import data_dir

MAX_SAVE_BYTES = 4 << 20


def _too_large(size: int) -> str:
    return QCoreApplication.translate("Saves", "the file is too large to be a saved game (%1 KiB)").replace(
        "%1", str(size // 1024))


class SaveError(Exception):
    """A save that cannot be read; ``str(error)`` says why, for the player."""


class LoadedSave(NamedTuple):
    """What a save file holds: the game, its players (None if the file names none) and the table."""
    game: Game
    players: list[dict] | None
    physical_dice: bool = False        # people enter the rolls of real dice
    first_roll_pending: bool = False   # ... and had not yet entered the roll for the first player


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old file or the new one, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_document(game: Game, players: list[dict], physical_dice: bool = False,
                  first_roll_pending: bool = False) -> dict[str, Any]:
    doc = {"app": "parchis-desktop", "format": 1, "game": game.to_json(), "players": players,
           "physical_dice": bool(physical_dice)}
    if physical_dice and first_roll_pending:
        doc["first_roll_pending"] = True
    return doc


def save_game(path: Path, game: Game, players: list[dict], physical_dice: bool = False,
              first_roll_pending: bool = False) -> None:
    doc = save_document(game, players, physical_dice, first_roll_pending)
    write_atomic(path, json.dumps(doc, separators=(",", ":")))


def _check_nesting(value: Any, depth: int = 0) -> None:
    if depth > 40:
        raise SaveError(QCoreApplication.translate("Saves", "the file is nested too deeply to be a saved game"))
    if isinstance(value, dict):
        for v in value.values():
            _check_nesting(v, depth + 1)
    elif isinstance(value, list):
        for v in value:
            _check_nesting(v, depth + 1)


def parse_save(text: str | bytes) -> LoadedSave:
    """A game (and its players, if the file names them) from the text of a save file."""
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(_too_large(len(text)))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError, UnicodeDecodeError):
        raise SaveError(QCoreApplication.translate("Saves", "the file is not valid JSON (it may be damaged)")) from None
    _check_nesting(data)
    players = None
    physical = pending = False
    if isinstance(data, dict) and "game" in data:
        players = data.get("players")
        physical = data.get("physical_dice") is True        # anything but JSON true: app dice
        pending = physical and data.get("first_roll_pending") is True
        data = data["game"]
    try:
        game = Game.from_json(data)
    except PositionError as exc:
        raise SaveError(QCoreApplication.translate("Saves", "the position in the file is invalid: %1").replace("%1", str(exc))) from None
    except RuleError as exc:
        raise SaveError(QCoreApplication.translate("Saves", "the rules in the file are invalid: %1").replace("%1", str(exc))) from None
    except (TypeError, ValueError, KeyError, AttributeError, RecursionError):
        raise SaveError(QCoreApplication.translate("Saves", "the file is not a saved game")) from None
    if not (isinstance(players, list) and len(players) == game.position.board.seats
            and all(isinstance(p, dict) for p in players)):
        players = None
    return LoadedSave(game, players, physical, pending)


def load_game(path: Path) -> LoadedSave:
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(_too_large(size))
        text = path.read_bytes()
    except OSError as exc:
        raise SaveError(QCoreApplication.translate("Saves", "the file cannot be read (%1)").replace("%1", str(exc.strerror or exc))) from None
    return parse_save(text)


class AutoSaver:
    """Writes the autosave on a background thread; only the newest request is written."""

    def __init__(self, path: Path | None = None):
        self.path = path or autosave_path()
        self._lock = threading.Lock()
        self._pending: str | None = None
        self._thread: threading.Thread | None = None
        self.errors: list[str] = []

    def save(self, game: Game, players: list[dict], physical_dice: bool = False,
             first_roll_pending: bool = False) -> None:
        doc = save_document(game, players, physical_dice, first_roll_pending)
        text = json.dumps(doc, separators=(",", ":"))  # snapshot now
        with self._lock:
            self._pending = text
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._lock:
                text, self._pending = self._pending, None
                if text is None:
                    return
            try:
                write_atomic(self.path, text)
            except OSError as exc:
                self.errors.append(str(exc))

    def flush(self, timeout: float = 5.0) -> None:
        thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def clear(self) -> None:
        self.flush()
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
