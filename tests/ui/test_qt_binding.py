"""The Qt binding itself: guard against releases that break the game at run time."""
import sys


def test_void_qt_calls_do_not_steal_references_to_none():
    """PySide6 6.12.0 took a reference from None on each void call; CPython 3.11 then aborts
    after a few thousand calls (one board repaint).  pyproject.toml excludes that release."""
    from PySide6.QtGui import QPen

    pen = QPen()
    before = sys.getrefcount(None)
    for _ in range(2000):
        pen.setWidthF(2.0)
    assert sys.getrefcount(None) >= before - 100
