"""No import cycle among the AI's modules (issue 22), counting imports inside functions too:
a deferred import hides a cycle from Python but not from the reader."""
from __future__ import annotations

import ast
from pathlib import Path

PKG = "parchis_desktop.ai"
ROOT = Path(__file__).resolve().parents[2] / "parchis_desktop" / "ai"   # read, not imported


def _modules() -> dict[str, Path]:
    out = {}
    for path in ROOT.glob("*.py"):
        name = PKG if path.stem == "__init__" else f"{PKG}.{path.stem}"
        out[name] = path
    return out


def _imports(name: str, path: Path, known) -> set[str]:
    package = PKG  # every module here sits directly in the package
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                mod = f"{base}.{node.module}" if node.module else base
            else:
                mod = node.module or ""
            targets = [mod] + [f"{mod}.{a.name}" for a in node.names]
        for t in targets:
            if t in known and t != name:
                found.add(t)
    return found


def _graph() -> dict[str, set[str]]:
    mods = _modules()
    return {name: _imports(name, path, mods) for name, path in mods.items()}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle (as a path that returns to its start), or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(n):
        state[n] = 1
        stack.append(n)
        for m in sorted(graph.get(n, ())):
            if m == PKG:
                continue  # the package itself only re-exports (nothing imports it back)
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in state:
                found = visit(m)
                if found:
                    return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state:
            found = visit(n)
            if found:
                return found
    return None


def test_the_ai_package_has_no_import_cycle():
    graph = _graph()
    # The graph is real: the modules that share the roll helpers import them from one place.
    assert f"{PKG}.rolls" in graph[f"{PKG}.home"] and f"{PKG}.rolls" in graph[f"{PKG}.search"]
    assert _cycle(graph) is None, " -> ".join(_cycle(graph))


def test_the_cycle_finder_finds_one():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_nothing_in_the_ai_imports_the_ui():
    for path in _modules().values():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and not node.level:
                assert not (node.module or "").startswith(("parchis_desktop.ui", "PySide6")), path
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith(("parchis_desktop.ui", "PySide6")) for a in node.names), path
