"""Errors of the store: a ``code`` and its ``params``, never a sentence.

The UI turns a code into translated text (``parchis_desktop.ui.store_text``);
``str(error)`` is only a technical summary for logs and tracebacks.
"""
from __future__ import annotations

from typing import Any


class StoreError(Exception):
    """A file or folder that cannot be used: ``code`` says why, ``params`` fill in the details."""

    def __init__(self, code: str, **params: Any):
        super().__init__(code, params)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        if not self.params:
            return self.code
        return self.code + " (" + ", ".join(f"{k}={v!r}" for k, v in self.params.items()) + ")"


class SaveError(StoreError):
    """A saved game that cannot be read or written."""


class RuleSetFileError(StoreError):
    """A rule set file that cannot be used; ``key`` is the field or option at fault
    (None for the file as a whole)."""

    def __init__(self, code: str, key: str | None = None, **params: Any):
        super().__init__(code, **params)
        self.key = key


class RuleSetNameError(StoreError, ValueError):
    """A name that cannot be used for a new or renamed rule set."""


class SettingsError(StoreError):
    """Settings that could not be read or written (the app goes on with defaults / in memory)."""


class RecordFileError(StoreError):
    """A game-record file that cannot be imported before it is even read: ``not_regular``
    (a FIFO, a folder, a device), ``too_large`` (``size``, ``limit``) or ``unreadable``
    (``reason``)."""
