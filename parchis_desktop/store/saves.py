"""Saved games: atomic writes, careful reads, and an autosave that never stalls the window.

A save file is JSON: ``{"app": "parchis-desktop", "game": <Game.to_json()>,
"players": [...], "physical_dice": true|false}`` and, in a physical-dice game
saved before the roll for the first player was entered, ``"first_roll_pending":
true``.  Both are optional: a save without them (or with anything but JSON
``true``) is an app-dice game.  Loading also takes a bare position (the
docs/rules.md §6 minimal or full form).  Anything corrupt or hostile raises
:class:`SaveError` (a code and its params; the UI words it); nothing is
changed then.  A save whose record does not replay loads with the position
alone and says so (:attr:`LoadedSave.history_dropped`).
"""
from __future__ import annotations

import json
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    import datetime as _dt

from parchis_desktop.engine import Game, PositionError
from parchis_desktop.engine.rules import RuleError

from .errors import SaveError
from .files import nested_deeper, read_limited, set_aside, with_json_suffix, write_atomic
from .folders import autosave_path, saves_dir

MAX_SAVE_BYTES = 4 << 20
MAX_DEPTH = 40
RECENT_SAVES = 8


class LoadedSave(NamedTuple):
    """What a save file holds: the game, its players (None if the file names none) and the table."""
    game: Game
    players: list[dict] | None
    physical_dice: bool = False        # people enter the rolls of real dice
    first_roll_pending: bool = False   # ... and had not yet entered the roll for the first player
    history_dropped: bool = False      # the file's record did not replay: the position alone was loaded


def save_document(game: Game, players: list[dict], physical_dice: bool = False,
                  first_roll_pending: bool = False) -> dict[str, Any]:
    doc = {"app": "parchis-desktop", "format": 1, "game": game.to_json(), "players": players,
           "physical_dice": bool(physical_dice)}
    if physical_dice and first_roll_pending:
        doc["first_roll_pending"] = True
    return doc


def save_text(game: Game, players: list[dict], physical_dice: bool = False,
              first_roll_pending: bool = False) -> str:
    return json.dumps(save_document(game, players, physical_dice, first_roll_pending), separators=(",", ":"))


def save_game(path: Path, game: Game, players: list[dict], physical_dice: bool = False,
              first_roll_pending: bool = False) -> Path:
    """Write a save to ``path`` (``.json`` is added when missing); the path written.  Raises OSError."""
    path = with_json_suffix(path)
    write_atomic(path, save_text(game, players, physical_dice, first_roll_pending))
    return path


def default_save_name(now: _dt.datetime | None = None) -> str:
    """A dated name for a new save, e.g. ``Parchís 2026-12-01 14-05.json`` (no colon: any file system)."""
    import datetime as _dt   # when a save is named (the window's start does not wait for it)

    now = now or _dt.datetime.now()
    return f"Parchís {now:%Y-%m-%d %H-%M}.json"


def recent_saves(folder: Path | None = None, limit: int = RECENT_SAVES) -> list[Path]:
    """The newest ``*.json`` saves in the saves folder, newest first."""
    folder = Path(folder) if folder is not None else saves_dir()
    found = []
    try:
        for path in folder.iterdir():
            if path.suffix.lower() != ".json" or path.name.startswith("."):
                continue
            try:
                info = path.stat()
            except OSError:
                continue
            if path.is_file():
                found.append((info.st_mtime, path.name, path))
    except OSError:
        return []
    found.sort(reverse=True)
    return [p for _, _, p in found[:limit]]


def parse_save(text: str | bytes) -> LoadedSave:
    """A game (and its players, if the file names them) from the text of a save file."""
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError("too_large", size=len(text), limit=MAX_SAVE_BYTES)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError, UnicodeDecodeError):
        raise SaveError("not_json") from None
    if nested_deeper(data, MAX_DEPTH):
        raise SaveError("too_deep")
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
        raise SaveError("position_invalid", detail=str(exc)) from None
    except RuleError as exc:
        raise SaveError("rules_invalid", detail=str(exc)) from None
    except (TypeError, ValueError, KeyError, AttributeError, RecursionError):
        raise SaveError("not_a_save") from None
    if not (isinstance(players, list) and len(players) == game.position.board.seats
            and all(isinstance(p, dict) for p in players)):
        players = None
    record = data.get("record") if isinstance(data, dict) else None
    dropped = (isinstance(record, dict) and isinstance(record.get("events"), list)
               and bool(record["events"]) and not game.events)   # Game.from_json keeps a record only if it replays
    return LoadedSave(game, players, physical, pending, dropped)


def load_game(path: Path) -> LoadedSave:
    return parse_save(read_limited(Path(path), MAX_SAVE_BYTES, SaveError))


def set_aside_damaged(path: Path) -> Path | None:
    """Move a damaged save out of the way (``autosave.damaged.json``, then ``-2``...)."""
    return set_aside(path, "damaged")


class AutoSaver:
    """Writes the autosave on a background thread; only the newest request is written.

    ``listener`` (optional) is called from the writing thread when writing starts
    to fail (with the :class:`SaveError`) and again when it works after failing
    (with None): say it once, and once when it recovers.

    Every :meth:`save` is numbered (:meth:`ticket` is the newest number):
    :meth:`wait_saved` returns once the save of that number (or a newer one) is on disk.
    The game history waits for it before it writes the same moment (issue 33: a kill -9
    at full speed left the autosave events behind the history, and the resumed game then
    rewrote the history's tail): the history is never ahead of the autosave."""

    def __init__(self, path: Path | None = None, listener: Callable[[SaveError | None], None] | None = None):
        self.path = Path(path) if path is not None else autosave_path()
        self.listener = listener
        self._lock = threading.Lock()
        self._saved = threading.Condition(self._lock)
        self._pending: str | None = None
        self._pending_ticket = 0
        self._writing = False
        self._written: str | None = None
        self._requested = 0                     # save() calls so far
        self._done = 0                          # the newest save() whose text is on disk
        self._thread: threading.Thread | None = None
        self.error: SaveError | None = None    # the current failure, None while writes work
        self.failures = 0                       # failed writes since the last success

    def save(self, game: Game, players: list[dict], physical_dice: bool = False,
             first_roll_pending: bool = False) -> None:
        text = save_text(game, players, physical_dice, first_roll_pending)   # snapshot now
        with self._lock:
            self._requested += 1
            if text == self._written and self._pending is None and not self._writing:
                self._done = self._requested    # that very text is on disk already
                self._saved.notify_all()
                return
            self._pending, self._pending_ticket = text, self._requested
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()

    def ticket(self) -> int:
        """The number of the newest :meth:`save` (0 before the first)."""
        with self._lock:
            return self._requested

    def wait_saved(self, ticket: int, timeout: float = 3.0) -> bool:
        """Wait until the save numbered ``ticket`` (or a newer one) is written.  Returns at once
        while writing fails (the caller goes on: its own record is better than none), and
        after ``timeout``; True if it is on disk."""
        with self._saved:
            return self._saved.wait_for(lambda: self._done >= ticket or self.error is not None, timeout) \
                and self._done >= ticket

    def _run(self) -> None:
        while True:
            with self._lock:
                text, ticket, self._pending = self._pending, self._pending_ticket, None
                self._writing = text is not None
                if text is None:
                    self._saved.notify_all()
                    return
            try:
                write_atomic(self.path, text)
            except OSError as exc:
                self.failures += 1
                first = self.error is None
                self.error = SaveError("autosave_failed", reason=str(exc.strerror or exc), path=str(self.path))
                with self._lock:
                    self._saved.notify_all()
                if first:
                    self._tell(self.error)
                continue
            with self._lock:
                self._written = text
                self._done = max(self._done, ticket)
                self._saved.notify_all()
            if self.error is not None:
                self.error, self.failures = None, 0
                self._tell(None)

    def _tell(self, error: SaveError | None) -> None:
        if self.listener is not None:
            try:
                self.listener(error)
            except Exception:   # a listener's bug must not kill the writer
                pass

    def flush(self, timeout: float = 5.0) -> None:
        thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def clear(self) -> None:
        self.flush()
        with self._lock:
            self._written = None
        try:
            self.path.unlink()
        except OSError:   # gone already, or not ours to remove (e.g. a folder of that name)
            pass
