"""User settings: one declared table, typed reads, a version key and migrations (no Qt).

Picard's shape: each setting is declared once (:data:`SETTINGS`) with its type
and default; old files are upgraded by small functions keyed by the version
they upgrade from (:data:`MIGRATIONS`).  The file is ``settings.ini`` in the
platformdirs user config folder, in QSettings' INI format (:mod:`.ini`) with
the same groups and keys as before (``[animation] speed=fast``, ``[meta]
version=1``...).

Nothing in the file can stop the app: a file that cannot be used (not a
regular file, too large, not text, a version with no migration) is set aside
(``settings.damaged.ini``, then ``-2``..., never over an earlier copy) and the
app starts on the defaults; a folder that cannot be written keeps the
settings for this session.  Each such problem is kept in :attr:`Settings.problems`
(a :class:`SettingsError` code) for the window to say once.  The file is
written like a save (temporary file, fsync, rename, folder fsync), so a link
named ``settings.ini`` is replaced, never written through.
"""
from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import ini
from .errors import SettingsError
from .files import nested_deeper, read_limited, set_aside, write_atomic
from .folders import settings_path

SETTINGS_VERSION = 1
MAX_SETTINGS_BYTES = 256 * 1024     # a real file is well under 1 KiB
MAX_CHOICE_BYTES = 16 * 1024        # the last new-game choice, as JSON
MAX_CHOICE_DEPTH = 6                # {"players": [{"name": ...}]}: 3 deep; more is not ours


@dataclass(frozen=True)
class Setting:
    key: str
    type: type
    default: Any
    choices: tuple = ()


SETTINGS: tuple[Setting, ...] = (
    Setting("animation/speed", str, "normal", ("slow", "normal", "fast", "instant")),
    Setting("sound/enabled", bool, True),
    Setting("bots/pace_ms", int, 600, (0, 300, 600, 1000, 1500)),
    Setting("bots/expert_seconds", float, 1.0),
    Setting("ui/language", str, "", ("", "en", "ru", "pl")),
    Setting("ui/theme", str, "system", ("system", "light", "dark", "contrast")),
    Setting("a11y/announce", str, "all", ("all", "mine", "off")),   # screen reader announcements
    Setting("a11y/large_tokens", bool, False),   # tokens a quarter larger (low vision)
    Setting("newgame/last", str, ""),   # JSON of the last new-game choice
    Setting("help/size", str, ""),      # the help window's size, "WxH"
    Setting("help/welcome_done", bool, False),   # the first-run welcome was dismissed
)
_BY_KEY = {s.key: s for s in SETTINGS}


def _migrate_0_to_1(groups: ini.Ini) -> None:
    """Version 0 had no version key; nothing to rename yet."""


#: version -> the function that upgrades a file of that version to the next one.
MIGRATIONS: dict[int, Callable[[ini.Ini], None]] = {0: _migrate_0_to_1}


def _convert(raw: Any, kind: type) -> Any:
    """INI values are strings: convert strictly, None if it does not fit."""
    if not isinstance(raw, str):
        return None
    text = raw.strip()
    try:
        if kind is bool:
            return {"true": True, "false": False, "1": True, "0": False}.get(text.lower())
        if kind is int:
            return int(text)
        if kind is float:
            return float(text)
    except ValueError:
        return None
    return text


def _text(value: Any, kind: type) -> str:
    """A typed value as QSettings writes it."""
    if kind is bool:
        return "true" if value else "false"
    if kind is float:
        return repr(float(value))
    return str(kind(value))


def _split(key: str) -> tuple[str, str]:
    group, _, name = key.rpartition("/")
    return group or "General", name


class Settings:
    """Typed access to the settings file."""

    def __init__(self, path: Path | None = None):
        self._path = Path(path) if path is not None else settings_path()
        self.problems: list[SettingsError] = []
        self._said = 0
        self._groups: ini.Ini = {}
        self._on_disk: str | None = None     # the text last read or written
        self._unsaved_said = False
        self._load()
        self._write()

    # -- reading the file --
    def _load(self) -> None:
        if not os.path.lexists(self._path):
            return
        try:
            data = read_limited(self._path, MAX_SETTINGS_BYTES, SettingsError)
            try:
                groups = ini.parse(data.decode("utf-8-sig"))
            except UnicodeDecodeError:
                raise SettingsError("not_text") from None
            version = _convert(ini.value(groups.get("meta", {}).get("version", "0")), int)
            if version is None or version > SETTINGS_VERSION or version < 0:
                raise SettingsError("version_unknown", version=groups.get("meta", {}).get("version", "")[:20])
            while version < SETTINGS_VERSION:
                migrate = MIGRATIONS.get(version)
                if migrate is None:
                    raise SettingsError("version_unknown", version=str(version))
                migrate(groups)
                version += 1
        except SettingsError as exc:
            aside = set_aside(self._path, "damaged")
            self.problems.append(SettingsError("settings_reset", cause=exc.code, **exc.params,
                                               aside=aside.name if aside else None))
            return
        self._groups = groups
        self._on_disk = ini.dump(groups)

    # -- writing the file --
    def _write(self) -> None:
        groups = {g: dict(keys) for g, keys in self._groups.items()}
        groups.setdefault("meta", {})["version"] = str(SETTINGS_VERSION)
        self._groups = groups
        text = ini.dump(groups)
        if text == self._on_disk:
            return
        try:
            write_atomic(self._path, text)
        except OSError as exc:   # kept for this session; said once
            if not self._unsaved_said:
                self._unsaved_said = True
                self.problems.append(SettingsError("settings_unsaved", reason=str(exc.strerror or exc),
                                                   path=str(self._path)))
            return
        self._on_disk = text

    @property
    def path(self) -> str:
        return str(self._path)

    def take_problems(self) -> list[SettingsError]:
        """The problems not yet handed out (the window says each once)."""
        new = self.problems[self._said:]
        self._said = len(self.problems)
        return new

    def get(self, key: str) -> Any:
        s = _BY_KEY[key]
        group, name = _split(key)
        raw = self._groups.get(group, {}).get(name)
        value = _convert(ini.value(raw), s.type) if raw is not None else None
        if value is None:  # missing, or hand-edited into something of the wrong type
            return s.default
        if s.choices and s.type is not float and value not in s.choices:
            return s.default
        if s.type is float and not 0.05 <= value <= 30:
            return s.default
        return value

    def set(self, key: str, value: Any) -> None:
        s = _BY_KEY[key]
        group, name = _split(key)
        raw = ini.escape(_text(value, s.type))
        if self._groups.get(group, {}).get(name) == raw:
            return
        self._groups.setdefault(group, {})[name] = raw
        self._write()

    def sync(self) -> None:
        """Every :meth:`set` is written at once; kept for callers of the QSettings days."""

    # -- the last new-game choice (a small JSON object) -------------------------
    def last_new_game(self) -> dict | None:
        text = self.get("newgame/last")
        if not text or len(text) > MAX_CHOICE_BYTES:
            return None
        try:
            value = json.loads(text)
        except (ValueError, RecursionError):
            return None
        if not isinstance(value, dict) or nested_deeper(value, MAX_CHOICE_DEPTH):
            return None
        return value

    def set_last_new_game(self, choice: dict) -> None:
        self.set("newgame/last", json.dumps(choice))
