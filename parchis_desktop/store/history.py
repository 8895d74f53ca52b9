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
  replays), ``fingerprint`` (finds the row of a game loaded from a save) and
  ``practice`` (version 4: a practice game, ``Game.practice``, the record's ``"practice"``).
* ``events``: one row per event of the engine's record (``Game.events``): ``n``
  its index, ``kind`` (``first`` | ``roll`` | ``move`` | ``pass``), ``seat``, the
  dice ``d1``/``d2`` of a roll, ``data`` the event as the engine wrote it (JSON).
* ``reviews`` (version 3): the game review's cache (:mod:`.reviews`): per ``game``, ``nodes``
  (the Expert's budget) and ``version`` (of the review's numbers) the review as JSON
  (``data``), with ``digest`` (:func:`.reviews.events_digest`: the events it reviewed) and
  ``made`` (Unix seconds).  Data only: the AI makes the review, the UI reads it back.

A damaged, locked, read-only, full or newer-schema file never raises out of this
module into the game: :class:`HistoryDB` records the problem code.  A damaged file
(or a FIFO, a folder... in its place) is renamed aside (``<name>.damaged-<time>``),
never overwritten, and a fresh file takes its place; a symbolic link in its place is
renamed aside the same way (``<name>.link-<time>``), never written through.  A
read-only file or folder is opened read-only: its games are shown, nothing is written.
Text that is not UTF-8 is read with replacement characters, and every row is checked
as it is read (a hand-edited value becomes a safe one; the other rows are shown).

:class:`HistoryWriter` does the writing on its own thread with its own
connection, fed by a queue, one transaction per call of :meth:`HistoryWriter.turn`.
A lock held by another program or a full disk is transient: the writer keeps every
event and tries again until it can write (said once if it lasts); the journal is
emptied at the end of each game so that a small disk holds the history.
"""
from __future__ import annotations

import json
import math
import os
import sqlite3
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable

from .folders import history_path
from .history_meta import GameMeta, fingerprint, game_meta

__all__ = [
    "SCHEMA_VERSION", "MIGRATIONS", "PROBLEMS", "TRANSIENT", "OK", "DAMAGED", "LINKED", "LOCKED", "FULL",
    "READONLY", "NEWER", "IO",
    "HistoryDB", "GameMeta", "game_meta", "GameRow", "fingerprint", "event_rows", "default_path",
]

SCHEMA_VERSION = 4

OK = "ok"
DAMAGED = "damaged"     # the file was not a database (or failed its check): renamed aside, a new one made
LINKED = "linked"       # a symbolic link stood in its place: the link renamed aside, a new file made
LOCKED = "locked"       # another program holds the file: the writer waits and tries again
FULL = "full"           # the disk is full: the writer keeps the events and tries again
READONLY = "readonly"   # the file or its folder cannot be written: read, nothing is written
NEWER = "newer"         # a later version of the app made it: left untouched
IO = "io"               # any other failure (permissions, a disk error...): nothing more is written
PROBLEMS = (DAMAGED, LINKED, LOCKED, FULL, READONLY, NEWER, IO)
TRANSIENT = (LOCKED, FULL)   # the writer keeps what it could not write and tries again

#: The journal (WAL) is checkpointed past this many pages (4 KiB each) and cut back to
#: JOURNAL_LIMIT bytes; at the end of each game it is emptied (issue 33: on a 2 MiB disk the
#: default 1,000 pages stopped the history after two games).
AUTOCHECKPOINT_PAGES = 64
JOURNAL_LIMIT = 256 << 10
#: Dates outside [0, year 10000) are hand-edited: read as 0 (unknown).
_LATEST = 253402300800.0

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

# Version 3: the game reviews' cache (issue 30).
_V3 = """
CREATE TABLE reviews (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    nodes INTEGER NOT NULL,
    version INTEGER NOT NULL,
    digest TEXT NOT NULL,
    data TEXT NOT NULL,
    made REAL NOT NULL,
    PRIMARY KEY (game, nodes, version)
) WITHOUT ROWID;
"""

# Version 4: practice games (issue 30: the analysis board may be used while they are played).
_V4 = """
ALTER TABLE games ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
"""

#: ``MIGRATIONS[v]`` brings a version-``v`` file to version ``v + 1`` (0: an empty file).
MIGRATIONS: dict[int, str] = {0: _V1, 1: _V2, 2: _V3, 3: _V4}


def default_path(data_dir: Path) -> Path:
    return history_path(data_dir)


def _problem_of(exc: BaseException) -> str:
    text = str(exc).lower()
    if isinstance(exc, (UnicodeError, ValueError, RecursionError, MemoryError)) \
            and not isinstance(exc, sqlite3.Error):
        return DAMAGED   # words of a damaged file that do not decode, values that do not fit
    if "locked" in text or "busy" in text:
        return LOCKED
    if "full" in text or "no space" in text or getattr(exc, "errno", None) == 28:   # ENOSPC
        return FULL
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
    practice: bool = False

    @property
    def finished(self) -> bool:
        return self.status == "finished" and self.places is not None


_GAME_COLUMNS = ("id, variant, rules, seats, seed, physical, demo, started, ended, places, status, start,"
                 " (SELECT COUNT(*) FROM events e WHERE e.game = games.id), practice")


def _loads(text, default):
    try:
        value = json.loads(text) if text is not None else default
    except (TypeError, ValueError, RecursionError):
        return default
    return value


def _text(raw: bytes) -> str:
    """SQLite text as Python text: bytes that are not UTF-8 (a damaged or hand-edited file)
    become replacement characters instead of raising UnicodeDecodeError."""
    return raw.decode("utf-8", "replace")


def _int(value, default=None):
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _time(value) -> float | None:
    """A date as stored, or None when it is not one (1e300, text, NaN: a hand-edited row)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) \
            and 0 <= value < _LATEST:
        return float(value)
    return None


def _seat(info) -> dict:
    if not isinstance(info, dict):
        return {"kind": "empty", "level": "casual", "name": ""}
    seat = dict(info)
    for key, default in (("kind", "human"), ("level", "casual"), ("name", "")):
        if not isinstance(seat.get(key), str):
            seat[key] = default
    return seat


def _game_row(r) -> GameRow | None:
    """A ``games`` row as read, every value checked (None for a row without a usable id)."""
    gid = _int(r[0])
    if gid is None:
        return None
    rules = _loads(r[2], {})
    seats = _loads(r[3], [])
    places = _loads(r[9], None)
    if not (isinstance(places, list) and all(_int(p) is not None and 0 <= p < 8 for p in places)):
        places = None
    status = r[10] if r[10] in ("playing", "finished") else "playing"
    start = r[11] if isinstance(r[11], str) else None
    return GameRow(gid, r[1] if isinstance(r[1], str) else "", rules if isinstance(rules, dict) else {},
                   [_seat(s) for s in seats] if isinstance(seats, list) else [], _int(r[4]),
                   bool(_int(r[5], 0)), bool(_int(r[6], 0)), _time(r[7]) or 0.0, _time(r[8]),
                   places, status, start, _int(r[12], 0), bool(_int(r[13], 0)))


class HistoryDB:
    """One connection to the history file.  Never raises sqlite errors: see :attr:`problem`.

    ``problem`` is None while all is well, else one of :data:`PROBLEMS`; once set,
    nothing more is written through this object (reads are still tried), except for a
    transient problem (:data:`TRANSIENT`: a lock, a full disk), which the next write that
    works clears.  ``failed`` is the code of the last operation if it failed (the writer
    keeps that job for another try when it is transient).
    """

    def __init__(self, path: Path | str, timeout: float = 0.2, clock: Callable[[], float] = time.time):
        self.path = Path(path)
        self.problem: str | None = None
        self.moved_aside: Path | None = None   # where a damaged file (or a link) went
        self.writable = False
        self.read_only = False                 # opened read-only (a read-only file or folder)
        self.failed: str | None = None         # the code of the last operation that failed, else None
        self._clock = clock
        self._timeout = timeout
        self.conn: sqlite3.Connection | None = None
        self._open()

    # -- opening ---------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=self._timeout, isolation_level=None, check_same_thread=False)
        conn.text_factory = _text
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _connect_read_only(self) -> sqlite3.Connection | None:
        """A read-only connection that works in a folder SQLite may not write (its journal files
        cannot be made there): ``mode=ro`` first (it reads a journal left by a kill), then
        ``immutable=1`` (nothing may be made at all); None if neither reads the file."""
        uri = "file:" + _uri_path(self.path)
        for query in ("?mode=ro", "?mode=ro&immutable=1"):
            try:
                conn = sqlite3.connect(uri + query, uri=True, timeout=self._timeout, isolation_level=None,
                                       check_same_thread=False)
            except sqlite3.Error:
                continue
            conn.text_factory = _text
            try:
                conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
            except sqlite3.Error:
                conn.close()
                continue
            return conn
        return None

    def _open(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.problem = _problem_of(exc) if not isinstance(exc, PermissionError) else READONLY
            return
        if not self._clear_the_way():
            return
        try:
            self.conn = self._connect()
            self._check_and_migrate()
        except _OPEN_ERRORS as exc:
            code = READONLY if isinstance(exc, PermissionError) else _problem_of(exc)
            if code == DAMAGED:
                self._move_aside_and_recreate()
            elif code == READONLY:
                self._open_read_only()
            else:
                self._fail(code)
        if self.problem == READONLY and not self.read_only:
            self._open_read_only()

    def _open_read_only(self) -> None:
        """The games of a file that cannot be written, read without writing anything."""
        self.close()
        self._fail(READONLY)
        self.read_only = True
        self.conn = self._connect_read_only()
        if self.conn is None:
            return
        try:
            if self.conn.execute("PRAGMA user_version").fetchone()[0] > SCHEMA_VERSION:
                self.problem = NEWER
        except sqlite3.Error:
            pass

    def _clear_the_way(self) -> bool:
        """No link and nothing but a regular file at the history's path and its journals'
        (``-wal``, ``-shm``): SQLite would write through a link (into a database elsewhere,
        into any file it points to, or make its target outside the data folder) and hang on
        a FIFO.  Such a thing is renamed aside, never deleted or followed.  False if it
        could not be moved (nothing is opened then)."""
        for suffix in ("", "-wal", "-shm"):
            side = self.path.with_name(self.path.name + suffix)
            try:
                mode = os.lstat(side).st_mode
            except FileNotFoundError:
                continue
            except OSError:
                continue
            if stat.S_ISREG(mode):
                continue
            link = stat.S_ISLNK(mode)
            if suffix:   # a journal is the app's own scratch file: a link or a FIFO there is not
                moved = self._aside(side, "link" if link else "damaged")
                if moved is None:
                    self._fail(IO)
                    return False
                continue
            moved = self._aside(side, "link" if link else "damaged")
            if moved is None:
                self._fail(LINKED if link else DAMAGED)
                return False
            self.moved_aside = moved
            self.problem = LINKED if link else DAMAGED   # said once; a new history starts
            for journal in ("-wal", "-shm"):   # its journals go with it (never replayed into a new file)
                old = self.path.with_name(self.path.name + journal)
                if os.path.lexists(old):
                    self._aside_to(old, moved.with_name(moved.name + journal))
        return True

    def _aside(self, path: Path, tag: str) -> Path | None:
        stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(self._clock()))
        target = path.with_name(f"{path.name}.{tag}-{stamp}")
        k = 1
        while os.path.lexists(target):
            k += 1
            target = path.with_name(f"{path.name}.{tag}-{stamp}-{k}")
        return target if self._aside_to(path, target) else None

    @staticmethod
    def _aside_to(path: Path, target: Path) -> bool:
        try:
            os.rename(path, target)   # a link is renamed, not its target
        except OSError:
            return False
        return True

    def _check_and_migrate(self) -> None:
        conn = self.conn
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            self.problem = NEWER
            return
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise sqlite3.DatabaseError(f"malformed: {str(check)[:200]}")
        if version > 0 and not (os.access(self.path, os.W_OK) and os.access(self.path.parent, os.W_OK)):
            self.problem = READONLY
            return
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
        conn.execute(f"PRAGMA wal_autocheckpoint = {AUTOCHECKPOINT_PAGES}")
        conn.execute(f"PRAGMA journal_size_limit = {JOURNAL_LIMIT}")
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
        target = self._aside(self.path, "damaged")
        if target is None:
            self._fail(DAMAGED)
            return
        for suffix in ("-wal", "-shm"):
            side = self.path.with_name(self.path.name + suffix)
            if os.path.lexists(side):
                self._aside_to(side, target.with_name(target.name + suffix))
        self.moved_aside = target
        self.problem = DAMAGED  # said once; recording goes on in the new file
        try:
            self.conn = self._connect()
            self._check_and_migrate()
        except _OPEN_ERRORS:
            self.writable = False

    def reopen(self) -> None:
        """Open again after a transient problem (a lock, a full disk) at the start."""
        self.close()
        if self.problem in TRANSIENT:
            self.problem = None
        self.writable = self.read_only = False
        self._open()

    def _fail(self, code: str) -> None:
        """A problem; a transient one (:data:`TRANSIENT`) leaves the file writable: try again."""
        self.failed = code
        if self.problem is None or self.problem in (DAMAGED, LINKED) or self.problem in TRANSIENT:
            self.problem = code
        if code not in TRANSIENT:
            self.writable = False

    def _worked(self) -> None:
        self.failed = None
        if self.problem in TRANSIENT:
            self.problem = None

    def checkpoint(self) -> None:
        """Move the journal into the file and empty it (end of a game, a full disk)."""
        if self.conn is None or not self.writable:
            return
        try:
            self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        except sqlite3.Error:
            pass

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
            self.failed = self.problem or IO
            return None
        conn = self.conn
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                result = fn(conn)
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    try:
                        conn.execute("ROLLBACK")
                    except sqlite3.Error:
                        pass
                raise
        except (sqlite3.Error, OSError) as exc:
            code = _problem_of(exc)
            self._fail(code if code != DAMAGED else IO)
            if code == FULL:
                self.checkpoint()   # an emptied journal may be the space the next try needs
            return None
        self._worked()
        return result

    def begin_game(self, meta: GameMeta) -> int | None:
        """A new ``games`` row; its id (None when nothing can be written)."""
        def insert(conn):
            cur = conn.execute(
                "INSERT INTO games (variant, rules, seats, seed, physical, demo, started, status, start, fingerprint,"
                " practice) VALUES (?, ?, ?, ?, ?, ?, ?, 'playing', ?, ?, ?)",
                (meta.variant, json.dumps(meta.rules, sort_keys=True), json.dumps(meta.seats),
                 None if meta.physical or meta.seed is None else int(meta.seed) - (1 << 63),
                 int(meta.physical), int(meta.demo), meta.started, meta.start, meta.fingerprint,
                 int(meta.practice)))
            return cur.lastrowid
        return self._write(insert)

    def turn(self, game_id: int, first_n: int, events: list[dict], places: list[int] | None = None,
             seats: list[dict] | None = None, start: str | None = None) -> bool:
        ok = self._turn(game_id, first_n, events, places, seats, start)
        if ok and places is not None:
            self.checkpoint()   # a game ended: its journal goes into the file
        return ok

    def _turn(self, game_id: int, first_n: int, events: list[dict], places: list[int] | None = None,
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
            conn.execute("DELETE FROM reviews")
            conn.execute("DELETE FROM events")
            conn.execute("DELETE FROM games")
            return True
        return bool(self._write(wipe))

    # -- reading -------------------------------------------------------------------
    def _read(self, sql: str, args: tuple = ()) -> list:
        if self.conn is None or self.problem == NEWER:
            self.failed = self.problem or IO
            return []
        try:
            rows = self.conn.execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            code = _problem_of(exc)
            if code in TRANSIENT:
                self.failed = code   # a read that waited too long: the file is not at fault
            else:
                self._fail(code)
            return []
        self.failed = None
        return rows

    def games(self, include_demo: bool = True) -> list[GameRow]:
        """Every game, newest first (rows that cannot be read at all are left out)."""
        where = "" if include_demo else " WHERE demo = 0"
        rows = (_game_row(r) for r in self._read(f"SELECT {_GAME_COLUMNS} FROM games{where}"
                                                  " ORDER BY started DESC, id DESC"))
        return [r for r in rows if r is not None]

    def game(self, game_id: int) -> GameRow | None:
        rows = self._read(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return _game_row(rows[0]) if rows else None

    def events(self, game_id: int) -> list[dict]:
        """The game's engine events, in order (a row that is not an object is read as ``{}``,
        which a replay refuses by its number)."""
        out = []
        for (data,) in self._read("SELECT data FROM events WHERE game = ? ORDER BY n", (game_id,)):
            ev = _loads(data, {})
            out.append(ev if isinstance(ev, dict) else {})
        return out

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
        rows = self._read("SELECT e.game, e.n, e.seat, e.d1, e.d2 FROM events e JOIN games g ON g.id = e.game"
                          f" WHERE {' AND '.join(where)} ORDER BY e.game, e.n")
        return [r for r in rows if _int(r[0]) is not None and _int(r[1]) is not None and _seat_no(r[2]) is not None
                and _die(r[3]) and _die(r[4])]

    def moves(self, include_demo: bool = False) -> list[tuple]:
        """Every move: ``(game, seat, move dict)``."""
        where = "e.kind = 'move'" + ("" if include_demo else " AND g.demo = 0")
        rows = self._read(f"SELECT e.game, e.seat, e.data FROM events e JOIN games g ON g.id = e.game WHERE {where}"
                          " ORDER BY e.game, e.n")
        out = []
        for g, s, d in rows:
            ev = _loads(d, {})
            move = ev.get("move") if isinstance(ev, dict) else None
            out.append((g, _seat_no(s), move if isinstance(move, dict) else {}))
        return out

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


def _seat_no(value) -> int | None:
    value = _int(value)
    return value if value is not None and 0 <= value < 8 else None


def _die(value) -> bool:
    return value is None or (_int(value) is not None and 1 <= value <= 6)


def _uri_path(path: Path) -> str:
    from urllib.parse import quote
    return quote(str(Path(path).absolute()), safe="/")


_OPEN_ERRORS = (sqlite3.Error, OSError, UnicodeError, ValueError, RecursionError, MemoryError)
