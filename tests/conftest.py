"""Shared test setup.

Imported by pytest before any test module, so the environment set here is
in place before Qt is imported anywhere:

* Qt draws offscreen unless QT_QPA_PLATFORM says otherwise (no display needed).
* HOME and the XDG folders point into throw-away temporary folders, so no
  test (nor collection) reads or writes the real user's settings/saves.
* Hypothesis uses the ``ci`` profile unless HYPOTHESIS_PROFILE names another
  (``dev`` tries more examples).
* A test that leaves a Qt window open fails, and the window is closed.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

_XDG_DIRS = {
    "HOME": "home",
    "XDG_CONFIG_HOME": "config",
    "XDG_DATA_HOME": "data",
    "XDG_CACHE_HOME": "cache",
    "XDG_STATE_HOME": "state",
}

_session_tmp = tempfile.mkdtemp(prefix="parchis-tests-")
atexit.register(shutil.rmtree, _session_tmp, ignore_errors=True)
for _var, _name in _XDG_DIRS.items():
    os.environ[_var] = os.path.join(_session_tmp, _name)
    os.makedirs(os.environ[_var], exist_ok=True)
# Qt warns (and so fails the test) when the runtime dir is unset or not 0700.
os.environ["XDG_RUNTIME_DIR"] = tempfile.mkdtemp(prefix="runtime-", dir=_session_tmp)

settings.register_profile("ci", deadline=None, max_examples=30, print_blob=True)
settings.register_profile("dev", max_examples=100)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory, monkeypatch):
    """Give every test its own empty HOME and XDG config/data/cache/state folders."""
    base = tmp_path_factory.mktemp("user")
    for var, name in _XDG_DIRS.items():
        path = base / name
        path.mkdir()
        monkeypatch.setenv(var, str(path))
    return base


@pytest.fixture(autouse=True)
def _no_leftover_windows():
    """Fail a test that leaves top-level Qt windows open (closing them first).

    Widgets registered with ``qtbot.addWidget`` are closed by pytest-qt
    before this check runs. Tests that never import Qt are not affected.
    """
    yield
    qt_widgets = sys.modules.get("PySide6.QtWidgets")
    if qt_widgets is None:
        return
    app = qt_widgets.QApplication.instance()
    if app is None:
        return
    leftovers = [w for w in app.topLevelWidgets() if w.isVisible()]
    if not leftovers:
        return
    names = ", ".join(
        f"{type(w).__name__}({w.windowTitle() or w.objectName() or 'untitled'!r})"
        for w in leftovers
    )
    for widget in leftovers:
        widget.close()
        widget.deleteLater()
    app.processEvents()
    pytest.fail(
        f"test left {len(leftovers)} Qt window(s) open: {names}. "
        "Register widgets with qtbot.addWidget() or close them in the test.",
        pytrace=False,
    )
