"""The words for saved games: the store's :class:`SaveError` codes as sentences.

Reading and writing saves and the autosave is :mod:`parchis_desktop.store.saves`
(no Qt); this module only words its errors for the player.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from parchis_desktop.store.errors import StoreError


def save_error_text(exc: StoreError) -> str:
    """The sentence for a :class:`SaveError` (why a save could not be read or written)."""
    p = exc.params
    code = exc.code
    if code == "too_large":
        return QCoreApplication.translate("Saves", "the file is too large to be a saved game (%1 KiB)").replace(
            "%1", str(p.get("size", 0) // 1024))
    if code == "unreadable":
        return QCoreApplication.translate("Saves", "the file cannot be read (%1)").replace(
            "%1", str(p.get("reason", "")))
    if code == "not_regular":
        return QCoreApplication.translate("Saves", "this is not a regular file")
    if code == "too_deep":
        return QCoreApplication.translate("Saves", "the file is nested too deeply to be a saved game")
    if code == "not_json":
        return QCoreApplication.translate("Saves", "the file is not valid JSON (it may be damaged)")
    if code == "position_invalid":
        return QCoreApplication.translate("Saves", "the position in the file is invalid: %1").replace(
            "%1", str(p.get("detail", "")))
    if code == "rules_invalid":
        return QCoreApplication.translate("Saves", "the rules in the file are invalid: %1").replace(
            "%1", str(p.get("detail", "")))
    if code == "not_a_save":
        return QCoreApplication.translate("Saves", "the file is not a saved game")
    return code
