"""A cheaper answer to PySide6's question about every module imported after it.

PySide6's ``__feature__`` support (``shibokensupport.feature``) asks, for each module imported
once PySide6 is loaded, whether the module "uses PySide": its answer is whether the text
``PySide6`` occurs in the module's source, found with ``inspect.getsource`` (linecache, the
encoding cookie, every line kept in memory). For the ~65 modules of the window that is some
7 ms of a start-up of ~130 ms over an empty window's (issue 34). The same question for a module
with a ``.py`` file is answered here by reading its bytes once: ``PySide6`` is ASCII, so the
byte test and the text test agree for every ASCII-compatible source encoding (UTF-8, Latin-1,
the encodings Python accepts in a cookie); anything else (no file, a compiled module, a read
error) goes to PySide6's own answer. Nothing is patched when PySide6 has no such function.
"""
from __future__ import annotations

import sys

_MARK = "_parchis_quick"


def _quick_check(original):
    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return original(module)
    setattr(uses_pyside, _MARK, True)
    uses_pyside.__wrapped__ = original
    return uses_pyside


def quicken_feature_check() -> bool:
    """Give PySide6's per-module check the quick answer (once; True when it is in place)."""
    import PySide6  # noqa: F401  (its package sets the check up; every module of ui/ needs it anyway)
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if not callable(original):
        return False
    if not getattr(original, _MARK, False):
        feature._mod_uses_pyside = _quick_check(original)
    return True
