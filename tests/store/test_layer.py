"""store/ is Qt-free and speaks in codes: importing it loads no Qt, and no module names Qt."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import parchis_desktop.store as store_pkg

STORE = Path(store_pkg.__file__).parent


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            names.add(("." * node.level) + (node.module or ""))
    return names


def test_no_module_of_store_imports_qt_or_the_ui():
    modules = sorted(STORE.glob("*.py"))
    assert len(modules) >= 5
    for path in modules:
        for name in _imports(path):
            assert not name.startswith(("PySide6", "PyQt", "shiboken")), (path.name, name)
            assert not name.startswith(("parchis_desktop.ui", "parchis_desktop.ai", "..ui", "..ai")), (path.name, name)


def test_importing_the_store_loads_no_qt():
    code = ("import sys, parchis_desktop.store, parchis_desktop.store.saves, parchis_desktop.store.rulesets, "
            "parchis_desktop.store.files, parchis_desktop.store.folders; "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=STORE.parent.parent)
    assert out.stdout.strip() == "[]"
