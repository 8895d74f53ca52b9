"""docs/rules.md, the rules reference that code and tests cite: it defines every rule id
they name, its options table is engine/rules.py's, and it names every kind of move."""
from __future__ import annotations

import re
from pathlib import Path

from parchis_desktop.engine import MOVE_KINDS, OPTIONS, PRESETS

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
RULE_ID = re.compile(r"\b(?:G|PL|ES|RU|PA|BD|TM)-\d+\b")


def _defined() -> list[str]:
    """Rule ids as the reference defines them: a list item that starts with the id."""
    return re.findall(r"^- ((?:G|PL|ES|RU|PA|BD|TM)-\d+) ", DOC, flags=re.M)


def test_each_rule_id_is_defined_once_and_in_order():
    ids = _defined()
    assert len(ids) == len(set(ids))
    for prefix, count in (("G", 13), ("PL", 15), ("ES", 8), ("RU", 17), ("PA", 11), ("BD", 4), ("TM", 4)):
        assert [i for i in ids if i.split("-")[0] == prefix] == [f"{prefix}-{n}" for n in range(1, count + 1)]


def test_every_rule_id_the_code_and_the_tests_cite_is_defined():
    defined = set(_defined())
    cited: dict[str, str] = {}
    for folder in ("parchis_desktop", "tests", "bench", "scripts"):
        for path in (ROOT / folder).rglob("*.py"):
            for rid in RULE_ID.findall(path.read_text(encoding="utf-8")):
                cited.setdefault(rid, str(path.relative_to(ROOT)))
    assert len(cited) > 60
    assert {rid: where for rid, where in cited.items() if rid not in defined} == {}


def _table(header: str) -> list[list[str]]:
    lines = DOC.splitlines()
    start = lines.index(header)
    rows = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip().strip("`") for cell in line.strip("|").split("|")])
    return rows


def _shown(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value in ("against_travel", "with_travel"):
        return value.split("_")[0]
    return str(value)


def test_the_options_table_is_the_engines():
    assert PRESETS == ("parchis", "spanish", "russian", "pachisi")
    rows = {row[0]: row for row in _table("| key | values | parchis | spanish | russian | pachisi |")}
    assert list(rows) == [o.key for o in OPTIONS]
    for opt in OPTIONS:
        row = rows[opt.key]
        assert row[2:] == [_shown(opt.presets[p]) for p in PRESETS], opt.key
        if opt.kind is bool:
            assert row[1] == "bool"
        elif opt.kind is str:
            assert set(v.strip().strip("`") for v in row[1].split(",")) == set(opt.values)


def test_the_option_rules_table_is_the_engines():
    rows = {row[0]: row for row in _table("| key | rules it changes | boards |")}
    assert list(rows) == [o.key for o in OPTIONS]
    for opt in OPTIONS:
        assert rows[opt.key][1].split(", ") == list(opt.rules), opt.key
        assert (rows[opt.key][2] == "all") == (len(opt.boards) == 3), opt.key


def test_every_kind_of_move_is_described():
    rows = _table("| kind | what it is | rules |")
    assert [row[0] for row in rows] == list(MOVE_KINDS)
    assert all(RULE_ID.search(row[2]) for row in rows)
