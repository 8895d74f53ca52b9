"""Fixtures shared by the window tests."""
from __future__ import annotations

import pytest

from parchis_desktop.ui.main_window import MainWindow
from parchis_desktop.store.settings import Settings
from parchis_desktop.ui.sound import SilentPlayer


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


