"""The package's import graph (issue 22): no import cycles, and dependencies point one way.

    ui -> ai -> engine,  ui -> store -> engine

* ``engine`` imports nothing of ``ai``, ``store``, ``ui`` (nor the top-level modules) nor Qt; within it, only the
  package itself imports the variants (``engine/variants/``): the other modules reach a
  variant through ``RuleSet.variant`` (the registry), never by name;
* ``store`` imports nothing of ``ai``, ``ui`` nor Qt;
* ``ai`` imports nothing of ``ui``, ``store`` nor Qt.

Read from the source with ``ast`` (nothing is imported): every ``import`` counts, deferred
ones inside functions and those under ``if TYPE_CHECKING:`` too (an import kept for type
hints is still an arrow between modules: issue 32 found a circle hidden there).  As in import-linter, a
module's parent packages (their ``__init__``, which Python runs first) are not counted as
its imports, so ``from .boards import X`` in ``engine/rules.py`` is the edge
rules -> boards only.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PKG = "parchis_desktop"
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def _modules() -> dict[str, Path]:
    out = {}
    for path in sorted((ROOT / PKG).rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


MODULES = _modules()


def _is_package(name: str) -> bool:
    return MODULES[name].name == "__init__.py"


def imports_of(name: str) -> set[str]:
    """Modules ``name`` imports: ours (resolved to the deepest module of ours) and others'
    top-level names (``PySide6``...)."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    base = name if _is_package(name) else name.rpartition(".")[0]
    out: set[str] = set()

    def ours(target: str) -> None:
        while target and target not in MODULES:
            target = target.rpartition(".")[0]
        if target:
            out.add(target)

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == PKG:
                    ours(alias.name)
                else:
                    out.add(alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                pkg = base
                for _ in range(node.level - 1):
                    pkg = pkg.rpartition(".")[0]
                mod = f"{pkg}.{node.module}" if node.module else pkg
            else:
                mod = node.module or ""
            if mod.split(".")[0] != PKG:
                out.add(mod.split(".")[0])
                continue
            for alias in node.names:
                sub = f"{mod}.{alias.name}"
                if sub in MODULES:
                    out.add(sub)      # from package import submodule
                else:
                    ours(mod)
    out.discard(name)
    return out


GRAPH = {name: imports_of(name) for name in MODULES}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_reader_finds_imports():
    # The graph is read right (else the checks below would pass on nothing).
    assert f"{PKG}.engine.mechanics" in GRAPH[f"{PKG}.engine.variant"]
    assert f"{PKG}.engine.variants.russian" in GRAPH[f"{PKG}.engine.variants"]
    assert "PySide6" in set().union(*(GRAPH[m] for m in MODULES if m.startswith(f"{PKG}.ui.")))
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_cycle():
    assert _cycles(GRAPH) == []


def _layer(name: str) -> str | None:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else None


#: layer -> the parts of the package it may import (``paths``: the top-level module of
#: folder locations, no Qt); none of them may import Qt.
ALLOWED = {
    "engine": {"engine"},
    "store": {"store", "engine", "paths"},
    "ai": {"ai", "engine"},
}


def violations(graph: dict[str, set[str]], layer: str) -> list[tuple[str, str]]:
    return sorted((name, dep) for name, deps in graph.items() if _layer(name) == layer
                  for dep in deps
                  if dep in QT or (dep.startswith(PKG) and _layer(dep) not in ALLOWED[layer]))


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_layers_point_one_way(layer):
    assert violations(GRAPH, layer) == []


def test_the_layer_check_sees_a_violation():
    graph = dict(GRAPH)
    graph[f"{PKG}.engine.rules"] = GRAPH[f"{PKG}.engine.rules"] | {f"{PKG}.ai.search", "PySide6"}
    assert violations(graph, "engine") == [(f"{PKG}.engine.rules", "PySide6"),
                                           (f"{PKG}.engine.rules", f"{PKG}.ai.search")]


def test_engine_names_no_variant():
    """Only ``engine/__init__`` imports the variants package; no engine module outside
    ``engine/variants/`` imports a variant module."""
    variants = f"{PKG}.engine.variants"
    bad = []
    for name, deps in GRAPH.items():
        if not name.startswith(f"{PKG}.engine") or name.startswith(variants):
            continue
        for dep in deps:
            if dep.startswith(variants + ".") or (dep == variants and name != f"{PKG}.engine"):
                bad.append((name, dep))
    assert bad == []
