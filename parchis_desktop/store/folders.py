"""The user's folders (platformdirs): settings and rule sets in the config folder,
saves and the autosave in the data folder, what can be made again (the board's picture) in
the cache folder.

Nothing here creates a folder on import; :func:`saves_dir` creates its folder
when it can and returns the path either way (a read-only home must not crash
the window).
"""
from __future__ import annotations

from pathlib import Path

from platformdirs import user_cache_dir, user_config_dir, user_data_dir

APP_DIR_NAME = "parchis-desktop"


def config_dir() -> Path:
    return Path(user_config_dir(APP_DIR_NAME, appauthor=False))


def data_dir() -> Path:
    return Path(user_data_dir(APP_DIR_NAME, appauthor=False))


def cache_dir() -> Path:
    return Path(user_cache_dir(APP_DIR_NAME, appauthor=False))


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


HISTORY_FILE = "history.sqlite3"


def history_path(folder: Path | None = None) -> Path:
    """The game history's database (store/history.py) in ``folder`` (default: the data folder)."""
    return Path(data_dir() if folder is None else folder) / HISTORY_FILE


def lock_path() -> Path:
    return data_dir() / "instance.lock"


def clean_profile_temps(settings_file: Path | None = None) -> list[Path]:
    """Remove the temporary files that killed writes left in the profile's folders (the
    autosave's, the settings file's, the saves' and the rule sets'); the removed paths.
    Only for the process holding the profile lock (another one may be writing)."""
    from .files import clean_stale_temps
    settings_file = Path(settings_file) if settings_file is not None else settings_path()
    return [*clean_stale_temps(data_dir(), autosave_path().name),
            *clean_stale_temps(settings_file.parent, settings_file.name),
            *clean_stale_temps(data_dir() / "saves", "*.json"),
            *clean_stale_temps(rulesets_dir(), "*.json")]
