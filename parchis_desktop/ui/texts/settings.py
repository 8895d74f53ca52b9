"""The words for settings problems: the store's :class:`SettingsError` codes as sentences.

The settings themselves (the declared table, typed reads, migrations, the INI
file) are :mod:`parchis_desktop.store.settings`, without Qt.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from parchis_desktop.store.errors import SettingsError


def _why(code: str, params: dict) -> str:
    if code == "not_regular":
        return QCoreApplication.translate("Settings", "it is not a regular file")
    if code == "too_large":
        return QCoreApplication.translate("Settings", "it is too large")
    if code == "not_text":
        return QCoreApplication.translate("Settings", "it is not text")
    if code == "version_unknown":
        return QCoreApplication.translate("Settings", "its version “%1” is unknown").replace(
            "%1", str(params.get("version", "")))
    return QCoreApplication.translate("Settings", "it cannot be read: %1").replace("%1", str(params.get("reason", code)))


def settings_problem_text(exc: SettingsError) -> str:
    """The sentence the window shows (once) for a settings problem."""
    p = exc.params
    if exc.code == "settings_reset":
        why = _why(str(p.get("cause", "")), p)
        if p.get("aside"):
            return (QCoreApplication.translate(
                "Settings", "Your settings file could not be used (%1), so the defaults apply. "
                            "The old file was kept as %2.")
                    .replace("%1", why).replace("%2", str(p["aside"])))
        return QCoreApplication.translate(
            "Settings", "Your settings file could not be used (%1), so the defaults apply.").replace("%1", why)
    if exc.code == "settings_unsaved":
        return QCoreApplication.translate(
            "Settings", "Settings cannot be saved (%1): changes last until you quit.").replace(
                "%1", str(p.get("reason", "")))
    return exc.code
