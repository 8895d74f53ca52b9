"""Fixtures shared by the window tests."""
from __future__ import annotations

import pytest

from parchis_desktop.ui.game.main_window import MainWindow
from parchis_desktop.store.settings import Settings
from parchis_desktop.ui.game.sound import SilentPlayer


@pytest.fixture(autouse=True)
def _no_board_picture_left_pending():
    """A board picture waiting to be kept (picture_cache.save_later) belongs to its test: it is
    dropped at the test's end, not written seconds later into another test's cache folder."""
    yield
    from parchis_desktop.ui.board import picture_cache
    picture_cache._pending.clear()
    if picture_cache._timer:
        picture_cache._timer[0].stop()


@pytest.fixture
def make_window(qtbot, tmp_path):
    made = []

    def make(speed="instant", autosave=True):
        settings = Settings(tmp_path / f"settings{len(made)}.ini")
        settings.set("animation/speed", speed)
        settings.set("bots/pace_ms", 0)
        w = MainWindow(settings=settings, sound=SilentPlayer(), autosave=autosave)
        qtbot.addWidget(w)
        w.show()
        made.append(w)
        return w

    yield make
    for w in made:
        w.close()



@pytest.fixture
def translated(qapp):
    """Install our and Qt's translators for a language; remove them afterwards so
    the other tests stay in English.  ``translated(lang)`` returns the translators."""
    from PySide6.QtCore import QLocale

    from parchis_desktop import app
    installed = []
    saved_locale = QLocale()

    def install(lang: str) -> list:
        translators = app.install_translators(qapp, lang)
        installed.extend(translators)
        return translators

    yield install
    for translator in installed:
        qapp.removeTranslator(translator)
        translator.deleteLater()
    QLocale.setDefault(saved_locale)
    qapp.processEvents()  # deliver the LanguageChange events now, not in a later test


@pytest.fixture(scope="module")
def runner():
    """The analysis board's worker process, one per test module (tests/ui/test_analysis_*)."""
    from parchis_desktop.ai.analysis_runner import AnalysisRunner
    r = AnalysisRunner()
    yield r
    r.close()
