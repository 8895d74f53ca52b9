"""Smoke tests: the main window and the application entry point start."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtGui import QKeySequence

from parchis_desktop import app, paths
from parchis_desktop.ui.game.main_window import MainWindow
from tests.helpers.ui import REAL_START


def test_main_window_shows_and_closes(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()

    assert window.windowTitle() == "Parchís Desktop"
    assert window.isVisible()
    assert window.view.scene() is window.scene
    assert window.game_menu.title() == "&Game"
    assert window.quit_action.shortcut() == QKeySequence("Ctrl+Q")

    window.quit_action.trigger()
    assert not window.isVisible()


def test_help_and_version_exit_cleanly(capsys):
    assert app.main(["parchis-desktop", "--help"]) == 0
    assert "--lang" in capsys.readouterr().out
    assert app.main(["parchis-desktop", "--version"]) == 0
    assert "0.1.0" in capsys.readouterr().out
    assert app.main(["parchis-desktop", "--lang", "xx"]) != 0


def test_qt_options_are_left_for_qt():
    options, qt_args = app.parse_args(["--lang", "pl", "-platform", "offscreen"])
    assert options.lang == "pl"
    assert qt_args == ["-platform", "offscreen"]


def test_a_start_with_no_arguments_has_the_parsers_options_without_building_it(monkeypatch):
    """The menu's start (no arguments) skips argparse (issue 34: ~5 ms of the start-up); its
    options are exactly what the parser gives when no option is named."""
    parsed, qt_args = app.parse_args(["-platform", "offscreen"])
    assert qt_args == ["-platform", "offscreen"]
    import argparse

    def no_parser(*args, **kwargs):
        raise AssertionError("a start with no arguments built the parser")
    monkeypatch.setattr(argparse, "ArgumentParser", no_parser)
    plain, qt_args = app.parse_args([])
    assert qt_args == []
    assert vars(plain) == vars(parsed)
    assert plain.variant == "parchis" and plain.players == 4 and plain.speed == "fast"

def test_translators_tolerate_missing_files(qapp):
    saved = QLocale()
    try:
        for translator in app.install_translators(qapp, "ru"):
            qapp.removeTranslator(translator)
        assert QLocale().language() == QLocale.Language.Russian
    finally:
        QLocale.setDefault(saved)


def _real_start(tmp_path, script: str, settings_text: str):
    """Run ``script`` (it ends with REAL_START: app.main) in a process of its own, with the
    profile's folders in ``tmp_path`` and ``settings_text`` as its settings file."""
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    folder = tmp_path / "parchis-desktop"
    folder.mkdir()
    (folder / "settings.ini").write_text(settings_text)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path), XDG_CACHE_HOME=str(tmp_path / "cache"), PARCHIS_NO_SOUND="1")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env,
                         timeout=120, cwd=root)
    assert out.returncode == 0, out.stderr
    return out


_ICON_START = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
def later():
    print("later", not QApplication.windowIcon().isNull(), flush=True)
    for w in QApplication.topLevelWidgets():
        w.close()
    QApplication.instance().quit()
class First(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not hasattr(self, "seen"):
            self.seen = True
            print("first frame", not QApplication.windowIcon().isNull(), flush=True)
            QTimer.singleShot(200, later)
        return False
""" + REAL_START


def test_the_real_start_sets_the_window_icon_once_the_window_shows(tmp_path):
    """The application's icon (SVG: Qt's SVG engine and image plugins) is set just after the
    first frame (issue 34: the first frame does not wait for it), and it is set."""
    out = _real_start(tmp_path, _ICON_START, "[meta]\nversion=1\n[help]\nwelcome_done=true\n")
    assert "first frame False" in out.stdout, out.stdout
    assert "later True" in out.stdout, out.stdout


def test_set_window_icon_gives_the_application_the_svg_icon(qapp, monkeypatch):
    """What the start-up's job and the autoplay window call."""
    monkeypatch.setattr(qapp, "setWindowIcon", lambda icon: calls.append(icon))
    calls = []
    assert app.set_window_icon(qapp) is True
    assert len(calls) == 1 and not calls[0].isNull()


def test_resources_are_found():
    icon = paths.resource("icons", "parchis-desktop.svg")
    assert icon.read_text(encoding="utf-8").lstrip().startswith("<?xml")


_DAMAGED_START = """
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
class First(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not hasattr(self, "seen"):
            self.seen = True
            print("notice", obj.notice.isVisible(), obj.notice.label.text(), flush=True)
            QTimer.singleShot(0, obj.close)
            QTimer.singleShot(0, QApplication.instance().quit)
        return False
""" + REAL_START


def test_the_real_start_says_that_a_damaged_settings_file_was_set_aside(tmp_path):
    """app.main reads the settings (for the language and the theme) before the window: the read
    that sets a damaged file aside is the one whose problem the window's notice strip shows."""
    out = _real_start(tmp_path, _DAMAGED_START, "[meta]\nversion=999\n[help]\nwelcome_done=true\n")
    folder = tmp_path / "parchis-desktop"
    assert "notice True Your settings file could not be used (its version “999” is unknown)" in out.stdout, out.stdout
    assert "settings.damaged.ini" in out.stdout, out.stdout
    assert (folder / "settings.damaged.ini").is_file()
