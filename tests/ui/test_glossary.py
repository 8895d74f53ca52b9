"""Issue 31, one voice: one glossary per language as data; no interface string (translations,
help pages, lesson texts) uses a synonym the glossary says to avoid."""
from __future__ import annotations

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from parchis_desktop.paths import resources_dir
from parchis_desktop.ui.help import glossary

ROOT = resources_dir().parent


def ui_strings(lang: str) -> list[tuple[str, str]]:
    """(where, text) for every string the interface shows in ``lang``."""
    out = []
    ts = ET.parse(ROOT / "translations" / f"parchis_desktop_{lang}.ts").getroot()
    for ctx in ts.iter("context"):
        name = ctx.find("name").text
        for m in ctx.iter("message"):
            text = m.find("source").text if lang == "en" else "".join(m.find("translation").itertext())
            out.append((f"{lang}.ts {name}", text or ""))
    for page in sorted((resources_dir() / "help" / lang).glob("*.txt")):
        if page.stem == "glossary":        # where the synonyms are named on purpose
            continue
        for i, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            out.append((f"help/{lang}/{page.name}:{i}", line))
    return out


@pytest.mark.parametrize("lang", glossary.LANGUAGES)
def test_no_interface_string_uses_a_synonym_to_avoid(lang):
    bad = [(where, text[:90], hits) for where, text in ui_strings(lang) for hits in [glossary.avoided(text, lang)] if hits]
    assert not bad, "\n".join(f"{w}: {h} in {t!r}" for w, t, h in bad[:20])


@pytest.mark.parametrize("lang", glossary.LANGUAGES)
def test_every_language_has_the_same_terms_and_the_help_page_comes_from_them(lang):
    ids = [t.id for t in glossary.glossary(lang)]
    assert ids == [t.id for t in glossary.glossary("en")] or sorted(ids) == sorted(t.id for t in glossary.glossary("en"))
    for must in ("nest", "castle", "home_column", "prisoner", "ransom", "gift", "own_last_square"):
        assert must in ids, (lang, must)
    for term in glossary.glossary(lang):
        for pattern in term.avoid:
            re.compile(pattern)
            assert not re.search(pattern, term.word, re.IGNORECASE), (lang, term.id, "avoids its own word")
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "glossary_pages.py"), "--check"],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert glossary.page_text(lang) == (resources_dir() / "help" / lang / "glossary.txt").read_text(encoding="utf-8")


def test_the_check_catches_a_synonym():
    assert glossary.avoided("Bring a token out of the base.", "en") == [("nest", "base")]
    assert glossary.avoided("House rules “%1”, based on %2.", "en") == []
    assert glossary.avoided("Castles (rings) are safe.", "en") == [("castle", "(rings)")]
    assert glossary.avoided("Фишка выходит из дома.", "ru") == [("nest", "из дома")]
    assert glossary.avoided("Pionek wychodzi z domu.", "pl") == [("nest", "z domu")]
    assert glossary.word("nest", "ru") == "База"
