"""The game history: one SQLite file with every game and every roll, move and pass.

Pure Python (stdlib ``sqlite3``), no Qt; problems are reported as codes
(:data:`PROBLEMS`), which the UI turns into one translated notice.

Layout (``PRAGMA user_version`` holds the schema version; see :data:`MIGRATIONS`):

* ``games``: one row per game: ``variant``, the whole rule set (``rules``, JSON),
  the seats (``seats``, JSON list of ``{"kind", "level", "name"}`` per seat, empty
  seats included), the dice ``seed`` (the generator's state at the start; NULL with
  physical dice), ``physical``, ``demo`` (``--autoplay``), ``started``/``ended``
  (Unix seconds), ``places`` (JSON list of seats by place, NULL while unfinished),
  ``status`` (``playing`` | ``finished``), ``start`` (the start position, JSON, for
  replays) and ``fingerprint`` (finds the row of a game loaded from a save).
* ``events``: one row per event of the engine's record (``Game.events``): ``n``
  its index, ``kind`` (``first`` | ``roll`` | ``move`` | ``pass``), ``seat``, the
  dice ``d1``/``d2`` of a roll, ``data`` the event as the engine wrote it (JSON).

A damaged, locked, read-only or newer-schema file never raises out of this
module into the game: :class:`HistoryDB` records the problem code and stops
writing; a damaged file is renamed aside (``<name>.damaged-<time>``), never
overwritten, and a fresh file takes its place.

:class:`HistoryWriter` does the writing on its own thread with its own
connection, fed by a queue, one transaction per call of :meth:`HistoryWriter.turn`.
"""
from __future__ import annotations

import hashlib
import json
import os
import queue
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

__all__ = [
    "SCHEMA_VERSION", "MIGRATIONS", "PROBLEMS", "OK", "DAMAGED", "LOCKED", "READONLY", "NEWER", "IO",
    "HistoryDB", "HistoryWriter", "GameMeta", "game_meta", "GameRow", "fingerprint", "event_rows", "default_path",
]

SCHEMA_VERSION = 2
FILE_NAME = "history.sqlite3"

OK = "ok"
DAMAGED = "damaged"     # the file was not a database (or failed its check): renamed aside, a new one made
LOCKED = "locked"       # another program holds the file: nothing is written this session
READONLY = "readonly"   # the file or its folder cannot be written: nothing is written
NEWER = "newer"         # a later version of the app made it: left untouched
IO = "io"               # any other failure (disk full, permissions...)
PROBLEMS = (DAMAGED, LOCKED, READONLY, NEWER, IO)

# Version 1: the first layout (games and their events).
_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    variant TEXT NOT NULL,
    rules TEXT NOT NULL,
    seats TEXT NOT NULL,
    seed INTEGER,
    physical INTEGER NOT NULL DEFAULT 0,
    started REAL NOT NULL,
    ended REAL,
    places TEXT,
    status TEXT NOT NULL DEFAULT 'playing'
);
CREATE TABLE events (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    n INTEGER NOT NULL,
    kind TEXT NOT NULL,
    seat INTEGER,
    data TEXT NOT NULL,
    PRIMARY KEY (game, n)
) WITHOUT ROWID;
"""

# Version 2: demo games, the start position (replays), the fingerprint (saves), dice columns (statistics).
_V2 = """
ALTER TABLE games ADD COLUMN demo INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN start TEXT;
ALTER TABLE games ADD COLUMN fingerprint TEXT;
ALTER TABLE events ADD COLUMN d1 INTEGER;
ALTER TABLE events ADD COLUMN d2 INTEGER;
UPDATE events SET d1 = json_extract(data, '$.roll[0]'), d2 = json_extract(data, '$.roll[1]')
    WHERE kind = 'roll';
CREATE INDEX games_fingerprint ON games(fingerprint);
CREATE INDEX events_rolls ON events(kind, game);
"""

#: ``MIGRATIONS[v]`` brings a version-``v`` file to version ``v + 1`` (0: an empty file).
MIGRATIONS: dict[int, str] = {0: _V1, 1: _V2}


def default_path(data_dir: Path) -> Path:
    return Path(data_dir) / FILE_NAME


def fingerprint(start_json: str, events: list[dict]) -> str:
    """What identifies a game across save and load: its start position and its G-3 roll."""
    first = events[0] if events and isinstance(events[0], dict) and "first" in events[0] else None
    text = start_json + "|" + json.dumps(first, sort_keys=True)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def game_meta(game, seats: list[dict], physical: bool = False, demo: bool = False,
              started: float | None = None) -> GameMeta:
    """The ``games`` row of an engine :class:`~parchis_desktop.engine.Game` about to be recorded."""
    pos = game.start
    start = json.dumps(pos.to_json(full=True), separators=(",", ":"))
    return GameMeta(variant=pos.rules.preset, rules=pos.rules.to_dict(), seats=[dict(s) for s in seats],
                    seed=None if physical else game.start_dice_state, physical=physical, demo=demo,
                    start=start, started=time.time() if started is None else started,
                    fingerprint=fingerprint(start, game.events))


def _problem_of(exc: BaseException) -> str:
    text = str(exc).lower()
    if "locked" in text or "busy" in text:
        return LOCKED
    if "readonly" in text or "read-only" in text or "unable to open" in text or "permission" in text:
        return READONLY
    if isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.OperationalError):
        return DAMAGED  # "file is not a database", "database disk image is malformed"
    if "malformed" in text or "not a database" in text:
        return DAMAGED
    return IO


def event_rows(game_id: int, first_n: int, events: Iterable[dict]) -> list[tuple]:
    """The ``events`` rows for engine events numbered from ``first_n``."""
    rows = []
    for n, ev in enumerate(events, first_n):
        d1 = d2 = seat = None
        if "roll" in ev:
            kind, seat = "roll", ev.get("seat")
            dice = ev["roll"]
            d1 = dice[0] if dice else None
            d2 = dice[1] if len(dice) > 1 else None
        elif "move" in ev:
            kind, seat = "move", ev["move"].get("seat")
        elif "pass" in ev:
            kind, seat = "pass", ev["pass"]
        elif "first" in ev:
            kind = "first"
        else:
            kind = "other"
        rows.append((game_id, n, kind, seat, json.dumps(ev, separators=(",", ":")), d1, d2))
    return rows


@dataclass
class GameMeta:
    """What is known when a game starts (see the ``games`` columns)."""
    variant: str
    rules: dict
    seats: list[dict]
    seed: int | None
    physical: bool = False
    demo: bool = False
    start: str = ""                     # the start position, JSON
    started: float = field(default_factory=time.time)
    fingerprint: str = ""


@dataclass
class GameRow:
    id: int
    variant: str
    rules: dict
    seats: list[dict]
    seed: int | None
    physical: bool
    demo: bool
    started: float
    ended: float | None
    places: list[int] | None
    status: str
    start: str | None
    events: int = 0

    @property
    def finished(self) -> bool:
        return self.status == "finished" and self.places is not None


_GAME_COLUMNS = ("id, variant, rules, seats, seed, physical, demo, started, ended, places, status, start,"
                 " (SELECT COUNT(*) FROM events e WHERE e.game = games.id)")


def _loads(text, default):
    try:
        value = json.loads(text) if text is not None else default
    except (TypeError, ValueError):
        return default
    return value


def _game_row(r) -> GameRow:
    return GameRow(r[0], r[1], _loads(r[2], {}), _loads(r[3], []), r[4], bool(r[5]), bool(r[6]), r[7], r[8],
                   _loads(r[9], None), r[10], r[11], r[12])


class HistoryDB:
    """One connection to the history file.  Never raises sqlite errors: see :attr:`problem`.

    ``problem`` is None while all is well, else one of :data:`PROBLEMS`; once set,
    nothing more is written through this object (reads are still tried).
    """

    def __init__(self, path: Path | str, timeout: float = 0.2, clock: Callable[[], float] = time.time):
        self.path = Path(path)
        self.problem: str | None = None
        self.moved_aside: Path | None = None   # where a damaged file went
        self.writable = False
        self._clock = clock
        self._timeout = timeout
        self.conn: sqlite3.Connection | None = None
        self._open()

    # -- opening ---------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=self._timeout, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _open(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.problem = _problem_of(exc) if not isinstance(exc, PermissionError) else READONLY
            return
        try:
            self.conn = self._connect()
            self._check_and_migrate()
        except sqlite3.Error as exc:
            code = _problem_of(exc)
            if code == DAMAGED:
                self._move_aside_and_recreate()
            else:
                self._fail(code)
        except OSError as exc:
            self._fail(READONLY if isinstance(exc, PermissionError) else IO)

    def _check_and_migrate(self) -> None:
        conn = self.conn
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            self.problem = NEWER
            return
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise sqlite3.DatabaseError(f"malformed: {check}")
        if version > 0 and not os.access(self.path, os.W_OK):
            self.problem = READONLY
            return
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
        if version < SCHEMA_VERSION:
            conn.execute("BEGIN IMMEDIATE")
            try:
                version = conn.execute("PRAGMA user_version").fetchone()[0]  # another process may have won
                while version < SCHEMA_VERSION:
                    for statement in MIGRATIONS[version].split(";"):
                        if statement.strip():
                            conn.execute(statement)
                    version += 1
                    conn.execute(f"PRAGMA user_version = {version}")
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
        self.writable = True

    def _move_aside_and_recreate(self) -> None:
        self.close()
        stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(self._clock()))
        target = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        k = 1
        while target.exists():
            k += 1
            target = self.path.with_name(f"{self.path.name}.damaged-{stamp}-{k}")
        try:
            os.replace(self.path, target)
            for suffix in ("-wal", "-shm"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    os.replace(side, target.with_name(target.name + suffix))
        except OSError:
            self._fail(DAMAGED)
            return
        self.moved_aside = target
        self.problem = DAMAGED  # said once; recording goes on in the new file
        try:
            self.conn = self._connect()
            self._check_and_migrate()
        except (sqlite3.Error, OSError):
            self.writable = False

    def _fail(self, code: str) -> None:
        if self.problem is None or self.problem == DAMAGED:
            self.problem = code
        self.writable = False

    def close(self) -> None:
        if self.conn is not None:
            try:
                self.conn.close()
            except sqlite3.Error:
                pass
            self.conn = None

    # -- writing -----------------------------------------------------------------
    def _write(self, fn) -> Any:
        if not self.writable or self.conn is None:
            return None
        conn = self.conn
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                result = fn(conn)
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            return result
        except (sqlite3.Error, OSError) as exc:
            self._fail(_problem_of(exc))
            return None

    def begin_game(self, meta: GameMeta) -> int | None:
        """A new ``games`` row; its id (None when nothing can be written)."""
        def insert(conn):
            cur = conn.execute(
                "INSERT INTO games (variant, rules, seats, seed, physical, demo, started, status, start, fingerprint)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, 'playing', ?, ?)",
                (meta.variant, json.dumps(meta.rules, sort_keys=True), json.dumps(meta.seats),
                 None if meta.physical or meta.seed is None else int(meta.seed) - (1 << 63),
                 int(meta.physical), int(meta.demo), meta.started, meta.start, meta.fingerprint))
            return cur.lastrowid
        return self._write(insert)

    def turn(self, game_id: int, first_n: int, events: list[dict], places: list[int] | None = None,
             seats: list[dict] | None = None, start: str | None = None) -> bool:
        """One transaction: events from ``first_n`` on are replaced by ``events`` (an undo or a
        reload shortens the record), and with ``places`` the game is marked finished.
        ``seats`` and ``start`` (with physical dice the start is known after the G-3 roll)
        replace the stored ones."""
        def write(conn):
            if start is not None:
                conn.execute("UPDATE games SET start = ?, fingerprint = ? WHERE id = ?",
                             (start, fingerprint(start, events if first_n == 0 else []), game_id))
            conn.execute("DELETE FROM events WHERE game = ? AND n >= ?", (game_id, first_n))
            conn.executemany("INSERT INTO events (game, n, kind, seat, data, d1, d2) VALUES (?, ?, ?, ?, ?, ?, ?)",
                             event_rows(game_id, first_n, events))
            if places is not None:
                conn.execute("UPDATE games SET places = ?, ended = ?, status = 'finished' WHERE id = ?",
                             (json.dumps(list(places)), self._clock(), game_id))
            else:
                conn.execute("UPDATE games SET places = NULL, ended = NULL, status = 'playing'"
                             " WHERE id = ? AND status != 'playing'", (game_id,))
            if seats is not None:
                conn.execute("UPDATE games SET seats = ? WHERE id = ?", (json.dumps(seats), game_id))
            return True
        return bool(self._write(write))

    def delete_game(self, game_id: int) -> bool:
        return bool(self._write(lambda c: c.execute("DELETE FROM games WHERE id = ?", (game_id,)) and True))

    def delete_all(self) -> bool:
        def wipe(conn):
            conn.execute("DELETE FROM events")
            conn.execute("DELETE FROM games")
            return True
        return bool(self._write(wipe))

    # -- reading -------------------------------------------------------------------
    def _read(self, sql: str, args: tuple = ()) -> list:
        if self.conn is None or self.problem == NEWER:
            return []
        try:
            return self.conn.execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            self._fail(_problem_of(exc))
            return []

    def games(self, include_demo: bool = True) -> list[GameRow]:
        """Every game, newest first."""
        where = "" if include_demo else " WHERE demo = 0"
        return [_game_row(r) for r in self._read(f"SELECT {_GAME_COLUMNS} FROM games{where} ORDER BY started DESC, id DESC")]

    def game(self, game_id: int) -> GameRow | None:
        rows = self._read(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return _game_row(rows[0]) if rows else None

    def events(self, game_id: int) -> list[dict]:
        """The game's engine events, in order."""
        return [_loads(r[0], {}) for r in self._read("SELECT data FROM events WHERE game = ? ORDER BY n", (game_id,))]

    def find(self, fp: str) -> list[int]:
        """Games with this fingerprint, newest first."""
        return [r[0] for r in self._read("SELECT id FROM games WHERE fingerprint = ? ORDER BY id DESC", (fp,))]

    def rolls(self, include_demo: bool = False, include_physical: bool = False) -> list[tuple]:
        """Every app-dice roll: ``(game, n, seat, d1, d2)`` in order."""
        where = ["e.kind = 'roll'"]
        if not include_demo:
            where.append("g.demo = 0")
        if not include_physical:
            where.append("g.physical = 0")
        return self._read("SELECT e.game, e.n, e.seat, e.d1, e.d2 FROM events e JOIN games g ON g.id = e.game"
                          f" WHERE {' AND '.join(where)} ORDER BY e.game, e.n")

    def moves(self, include_demo: bool = False) -> list[tuple]:
        """Every move: ``(game, seat, move dict)``."""
        where = "e.kind = 'move'" + ("" if include_demo else " AND g.demo = 0")
        rows = self._read(f"SELECT e.game, e.seat, e.data FROM events e JOIN games g ON g.id = e.game WHERE {where}"
                          " ORDER BY e.game, e.n")
        return [(g, s, _loads(d, {}).get("move", {})) for g, s, d in rows]

    def continued(self, fp: str, events: list[dict]) -> int | None:
        """The newest game with fingerprint ``fp`` whose record and ``events`` agree as far as
        both go (one is the start of the other): a game saved, then loaded again."""
        for game_id in self.find(fp):
            stored = self.events(game_id)
            k = min(len(stored), len(events))
            if stored[:k] == events[:k]:
                return game_id
        return None

    @staticmethod
    def seed_of(row: GameRow) -> int | None:
        """The dice seed as Game.new takes it (stored shifted into SQLite's signed range)."""
        return None if row.seed is None else (row.seed + (1 << 63)) & ((1 << 64) - 1)


class HistoryWriter:
    """Writes to the history on its own thread, with its own connection, from a queue.

    The game thread only calls :meth:`begin_game` / :meth:`turn` (which return at once)
    and reads :meth:`take_problem` now and then.  Ids are handed out here (a local
    counter mapped to the row id by the thread), so nothing waits for the disk.
    """

    def __init__(self, path: Path | str, db_factory: Callable[[Path], HistoryDB] = HistoryDB):
        self.path = Path(path)
        self._factory = db_factory
        self._queue: queue.Queue = queue.Queue()
        self._ids: dict[int, int | None] = {}
        self._next = 0
        self._problem: str | None = None
        self._problem_taken = False
        self._lock = threading.Lock()
        self.db: HistoryDB | None = None
        self.moved_aside: Path | None = None
        self._thread = threading.Thread(target=self._run, name="history", daemon=True)
        self._thread.start()

    # -- the game thread's side ------------------------------------------------------
    def begin_game(self, meta: GameMeta, loaded_events: list[dict] | None = None) -> int:
        """A handle for a new game; for a game loaded from a save (``loaded_events``: its
        record) the handle continues that game's own row when the history has it."""
        with self._lock:
            self._next += 1
            handle = self._next
        events = None if loaded_events is None else [dict(e) for e in loaded_events]
        self._queue.put(("begin", handle, meta, events))
        return handle

    def turn(self, handle: int, first_n: int, events: list[dict], places: list[int] | None = None,
             seats: list[dict] | None = None, start: str | None = None) -> None:
        """Queue one turn's events (see :meth:`HistoryDB.turn`); returns at once."""
        self._queue.put(("turn", handle, first_n, [dict(e) for e in events], places, seats, start))

    def call(self, fn: Callable[[HistoryDB], Any]) -> None:
        """Run ``fn(db)`` on the writer's thread, after everything queued before."""
        self._queue.put(("call", fn))

    def row_id(self, handle: int) -> int | None:
        """The games.id of a handle once written (None before, or when nothing can be written)."""
        with self._lock:
            return self._ids.get(handle)

    def take_problem(self) -> str | None:
        """The problem code, the first time it is asked for after it happened (say it once)."""
        with self._lock:
            if self._problem is None or self._problem_taken:
                return None
            self._problem_taken = True
            return self._problem

    @property
    def problem(self) -> str | None:
        with self._lock:
            return self._problem

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything queued so far is written."""
        done = threading.Event()
        self._queue.put(("call", lambda db: done.set()))
        return done.wait(timeout)

    def close(self, timeout: float = 5.0) -> None:
        if self._thread.is_alive():
            self._queue.put(None)
            self._thread.join(timeout)

    # -- the writer thread ----------------------------------------------------------
    def _note(self, db: HistoryDB) -> None:
        if db.problem is not None:
            with self._lock:
                if self._problem != db.problem:
                    self._problem, self._problem_taken = db.problem, False
        self.moved_aside = db.moved_aside or self.moved_aside

    def _run(self) -> None:
        db = self.db = self._factory(self.path)
        self._note(db)
        while True:
            job = self._queue.get()
            if job is None:
                break
            try:
                kind = job[0]
                if kind == "begin":
                    _, handle, meta, loaded = job
                    row = db.continued(meta.fingerprint, loaded) if loaded is not None else None
                    if row is None:
                        row = db.begin_game(meta)
                    with self._lock:
                        self._ids[handle] = row
                elif kind == "turn":
                    _, handle, first_n, events, places, seats, start = job
                    row = self.row_id(handle)
                    if row is not None:
                        db.turn(row, first_n, events, places, seats, start)
                elif kind == "call":
                    job[1](db)
            except Exception:  # never let the thread die: the game goes on
                db._fail(IO)
            self._note(db)
        db.close()


class GameRecorder:
    """Feeds one game at a time to a :class:`HistoryWriter`, one batch per turn.

    The controller calls :meth:`start` (new game), :meth:`load` (a game from a save,
    which continues its own row), :meth:`update` after every change and :meth:`flush`
    when it closes.  A batch goes out when the turn passes to another seat, when the
    game ends and at once after an undo (the events from the undone point on are
    replaced).  ``demo`` marks the games started while it is True (``--autoplay``).
    """

    def __init__(self, writer: HistoryWriter, demo: bool = False):
        self.writer = writer
        self.demo = demo
        self.game = None
        self.handle: int | None = None
        self._from = 0            # events before this index are written
        self._turn: int | None = None
        self._start = None
        self._finished = False

    def start(self, game, seats: list[dict], physical: bool = False) -> None:
        self._attach(game, self.writer.begin_game(game_meta(game, seats, physical, self.demo)))

    def load(self, game, seats: list[dict], physical: bool = False) -> None:
        """A loaded game continues its own row; a bare position (no record) starts a new one."""
        meta = game_meta(game, seats, physical, self.demo)
        self._attach(game, self.writer.begin_game(meta, loaded_events=game.events if game.events else None))
        self._start = None        # the first batch rewrites the whole record and the start

    def _attach(self, game, handle: int) -> None:
        self.game, self.handle = game, handle
        self._from, self._turn, self._finished = 0, game.position.turn, False
        self._start = game.start

    def update(self, game) -> None:
        """After any change: send the finished turn (or the undo, or the end) if there is one."""
        if game is not self.game or self.handle is None:
            return
        events = game.events
        undone = len(events) < self._from
        if undone:
            self._from = len(events)
        pos = game.position
        over = pos.is_over
        if undone or over or pos.turn != self._turn or game.start is not self._start:
            self._send(over, force=undone)
        self._turn = pos.turn

    def _send(self, over: bool, force: bool = False) -> None:
        game = self.game
        events = game.events
        start = None
        if game.start is not self._start:
            start = json.dumps(game.start.to_json(full=True), separators=(",", ":"))
            self._start = game.start
        places = game.position.places() if over and not self._finished else None
        if (places is None and len(events) == self._from and start is None and not force
                and not (self._finished and not over)):
            return
        first = self._from if start is None else 0
        self.writer.turn(self.handle, first, events[first:], places=places, start=start)
        self._from = len(events)
        self._finished = over

    def flush(self) -> None:
        """Send what the current turn has so far (the window is closing)."""
        if self.game is not None and self.handle is not None:
            self._send(self.game.position.is_over)
