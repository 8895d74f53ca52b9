"""Persistence without widgets: saves and the autosave, rule-set files, settings, the
user's folders, the game history (history.py) and its statistics (stats.py).  No Qt
here; errors are codes with params (:mod:`.errors`), which the UI turns into
translated sentences (``parchis_desktop.ui.texts.saves``, ``parchis_desktop.ui.texts.rulesets``).

Dependencies point one way: ``ui -> store -> engine``.
"""
from .errors import RuleSetFileError, RuleSetNameError, SaveError, SettingsError, StoreError
from .folders import autosave_path, config_dir, data_dir, rulesets_dir, saves_dir, settings_path

__all__ = [
    "StoreError", "SaveError", "RuleSetFileError", "RuleSetNameError", "SettingsError",
    "config_dir", "data_dir", "saves_dir", "autosave_path", "rulesets_dir", "settings_path",
]
