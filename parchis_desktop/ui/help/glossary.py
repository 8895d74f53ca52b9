"""The glossary: one per language, as data (``resources/glossary/<lang>.json``).

Each term has an ``id`` (the same in every language: ``nest``, ``castle``, ``home_column``,
``prisoner`` …), the ``word`` the game uses for it in that language, its ``definition``
(help markup, with links to rule pages) and ``avoid``: patterns (regular expressions,
case-insensitive) of synonyms the game does not use for it, so that help, lessons,
tooltips, the status line, the log and the rules dialog speak with one voice (a test reads
every interface string and fails on one of them).  The help's Glossary page is written
from this data by ``scripts/glossary_pages.py``.  Nothing here uses Qt.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache

from parchis_desktop.paths import resources_dir

LANGUAGES = ("en", "ru", "pl")


@dataclass(frozen=True)
class Term:
    id: str
    word: str
    definition: str
    avoid: tuple = ()


@lru_cache(maxsize=None)
def glossary(lang: str) -> tuple[Term, ...]:
    """The terms of ``lang``'s glossary, in the order of its page."""
    path = resources_dir() / "glossary" / f"{lang}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    return tuple(Term(t["id"], t["word"], t["definition"], tuple(t.get("avoid", ()))) for t in data["terms"])


def title(lang: str) -> str:
    path = resources_dir() / "glossary" / f"{lang}.json"
    return json.loads(path.read_text(encoding="utf-8"))["title"]


def word(term_id: str, lang: str) -> str:
    """The word ``lang`` uses for ``term_id`` (e.g. ``nest`` -> "База" in Russian)."""
    for term in glossary(lang):
        if term.id == term_id:
            return term.word
    raise KeyError(term_id)


def avoided(text: str, lang: str) -> list[tuple[str, str]]:
    """The synonyms to avoid that ``text`` uses: (term id, the words found)."""
    hits = []
    for term in glossary(lang):
        for pattern in term.avoid:
            m = re.search(pattern, text, re.IGNORECASE)
            if m:
                hits.append((term.id, m.group(0)))
    return hits


def page_text(lang: str) -> str:
    """The help's Glossary page (help markup) of ``lang``."""
    lines = [f"# {title(lang)}", ""]
    for term in glossary(lang):
        lines += [f"**{term.word}**: {term.definition}", ""]
    return "\n".join(lines).rstrip() + "\n"
