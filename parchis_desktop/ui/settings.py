"""User settings: one declared table, typed reads, a version key and migrations.

Settings live in an INI file in the platformdirs user config folder (QSettings
INI values come back as strings, so every read names its type).  Picard's
shape: each setting is declared once with its type and default; old files are
upgraded by small functions keyed by version.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from parchis_desktop.store.folders import config_dir, data_dir  # noqa: F401 (data_dir: old import path)
SETTINGS_VERSION = 1


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
    Setting("newgame/last", str, ""),   # JSON of the last new-game choice
)
_BY_KEY = {s.key: s for s in SETTINGS}


def _migrate_0_to_1(qs: QSettings) -> None:
    """Version 0 had no version key; nothing to rename yet."""


_MIGRATIONS = {0: _migrate_0_to_1}


def _convert(raw: Any, kind: type) -> Any:
    """INI values come back as strings: convert strictly, None if it does not fit."""
    if isinstance(raw, kind) and not (kind is int and isinstance(raw, bool)):
        return raw
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


class Settings:
    """Typed access to the settings file."""

    def __init__(self, path: Path | None = None):
        path = path or (config_dir() / "settings.ini")
        path.parent.mkdir(parents=True, exist_ok=True)
        self._qs = QSettings(str(path), QSettings.Format.IniFormat)
        version = self._qs.value("meta/version", 0, type=int)
        while version < SETTINGS_VERSION:
            _MIGRATIONS[version](self._qs)
            version += 1
        self._qs.setValue("meta/version", SETTINGS_VERSION)

    @property
    def path(self) -> str:
        return self._qs.fileName()

    def get(self, key: str) -> Any:
        s = _BY_KEY[key]
        value = _convert(self._qs.value(key, s.default), s.type)
        if value is None:  # missing, or hand-edited into something of the wrong type
            return s.default
        if s.choices and s.type is not float and value not in s.choices:
            return s.default
        if s.type is float and not 0.05 <= value <= 30:
            return s.default
        return value

    def set(self, key: str, value: Any) -> None:
        s = _BY_KEY[key]
        self._qs.setValue(key, s.type(value))

    def sync(self) -> None:
        self._qs.sync()

    # -- the last new-game choice (a small JSON object) -------------------------
    def last_new_game(self) -> dict | None:
        text = self.get("newgame/last")
        try:
            value = json.loads(text) if text else None
        except ValueError:
            return None
        return value if isinstance(value, dict) else None

    def set_last_new_game(self, choice: dict) -> None:
        self.set("newgame/last", json.dumps(choice))
