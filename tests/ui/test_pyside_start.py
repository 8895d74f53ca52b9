"""PySide6's per-module "uses PySide" check answered without inspect.getsource (issue 34's start-up)."""
from __future__ import annotations

import sys
import types

import parchis_desktop.ui  # noqa: F401  (installs the quick check)
from parchis_desktop.ui import pyside_start


def _feature():
    return sys.modules["shibokensupport.feature"]


def test_the_ui_package_puts_the_quick_check_in_place_once():
    check = _feature()._mod_uses_pyside
    assert getattr(check, pyside_start._MARK, False)
    assert pyside_start.quicken_feature_check() is True
    assert _feature()._mod_uses_pyside is check          # not wrapped twice


def test_the_quick_check_answers_as_pysides_own(tmp_path):
    import json

    import parchis_desktop.engine.boards
    import parchis_desktop.ui.board.geometry
    import parchis_desktop.ui.game.main_window
    check = _feature()._mod_uses_pyside
    original = check.__wrapped__
    text = tmp_path / "mentions.py"
    text.write_text("# uses PySide6 only in a comment: PySide's own check says yes too\nx = 'é'\n", encoding="utf-8")
    mentions = types.ModuleType("mentions")
    mentions.__file__ = str(text)
    other = tmp_path / "other.py"
    other.write_text("# PySide2 is another binding: not this one\n", encoding="utf-8")
    older = types.ModuleType("older")
    older.__file__ = str(other)
    missing = types.ModuleType("missing")
    missing.__file__ = str(tmp_path / "gone.py")
    for module in (parchis_desktop.ui.game.main_window, parchis_desktop.ui.board.geometry,
                   parchis_desktop.engine.boards, json, sys, mentions, older, missing, types.ModuleType("no_file")):
        assert check(module) == original(module), module
    assert check(parchis_desktop.ui.board.geometry) is True
    assert check(parchis_desktop.engine.boards) is False
    assert check(mentions) is True
    assert check(older) is False


def test_nothing_is_patched_where_pyside_has_no_such_check(monkeypatch):
    monkeypatch.setitem(sys.modules, "shibokensupport.feature", types.ModuleType("shibokensupport.feature"))
    assert pyside_start.quicken_feature_check() is False
