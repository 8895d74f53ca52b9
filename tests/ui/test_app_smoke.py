"""Smoke tests: the main window and the application entry point start."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtGui import QKeySequence

from parchis_desktop import app, paths
from parchis_desktop.ui.game.main_window import MainWindow


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


def test_translators_tolerate_missing_files(qapp):
    saved = QLocale()
    try:
        for translator in app.install_translators(qapp, "ru"):
            qapp.removeTranslator(translator)
        assert QLocale().language() == QLocale.Language.Russian
    finally:
        QLocale.setDefault(saved)


def test_resources_are_found():
    icon = paths.resource("icons", "parchis-desktop.svg")
    assert icon.read_text(encoding="utf-8").lstrip().startswith("<?xml")
