"""The bot levels are defined once (parchis_desktop.ai.bots.LEVELS, issue 22): the window's
menus and the command line take them from there, and nothing else lists them."""
from __future__ import annotations

import ast
from pathlib import Path

from parchis_desktop.ai import LEVELS, make_bot, parse_spec
from parchis_desktop.ai.bots import SPEC_HELP, SPEC_LEVELS

PACKAGE = Path(__file__).resolve().parents[2] / "parchis_desktop"
HOME = PACKAGE / "ai" / "bots.py"


def _copies(path: Path) -> list[str]:
    """Literals in ``path`` that list the levels again: a tuple/list/set holding three or more
    level names (or pairs starting with one), or one string naming three or more of them.
    Tables of translated words keyed by level (dicts) are not lists of levels."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            # a name, or the first item of a pair such as ("casual", label)
            items = [e.elts[0] if isinstance(e, (ast.Tuple, ast.List)) and e.elts else e for e in node.elts]
            names = {e.value for e in items if isinstance(e, ast.Constant) and e.value in LEVELS}
            if len(names) >= 3:
                found.append(f"{path.name}:{node.lineno}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            words = set(node.value.replace("|", " ").replace(",", " ").split())
            if len(words & set(LEVELS)) >= 3:
                found.append(f"{path.name}:{node.lineno}")
    return found


def test_no_module_but_bots_lists_the_levels():
    assert _copies(HOME), "the checker finds the definition itself"
    copies = [c for p in sorted(PACKAGE.rglob("*.py")) if p != HOME for c in _copies(p)]
    assert copies == []


def test_every_spec_level_makes_a_bot_and_the_help_names_them():
    assert SPEC_LEVELS == ("random",) + LEVELS
    for level in SPEC_LEVELS:
        assert parse_spec(level).level == level
        assert hasattr(make_bot(level, seed=1), "choose")
        assert level in SPEC_HELP


def test_the_window_and_the_cli_use_the_definition():
    from parchis_desktop import cli
    from parchis_desktop.ui.game import ai_runner
    assert ai_runner.LEVELS is LEVELS
    arena = next(a for a in cli.build_parser()._subparsers._group_actions[0].choices["arena"]._actions
                 if "--bots" in a.option_strings)
    assert SPEC_HELP in arena.help
