"""The user's folders (platformdirs): settings and rule sets in the config folder,
saves and the autosave in the data folder.

Nothing here creates a folder on import; :func:`saves_dir` creates its folder
when it can and returns the path either way (a read-only home must not crash
the window).
"""
from __future__ import annotations

from pathlib import Path

from platformdirs import user_config_dir, user_data_dir

APP_DIR_NAME = "parchis-desktop"


def config_dir() -> Path:
    return Path(user_config_dir(APP_DIR_NAME, appauthor=False))


def data_dir() -> Path:
    return Path(user_data_dir(APP_DIR_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.ini"


def rulesets_dir() -> Path:
    return config_dir() / "rulesets"


def saves_dir() -> Path:
    path = data_dir() / "saves"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass   # read-only or odd home: the file dialog and the write will say so
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def lock_path() -> Path:
    return data_dir() / "instance.lock"
