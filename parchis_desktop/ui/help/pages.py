"""The help pages: one small marked-up text per page and language under resources/help/<lang>/.

A page source is plain text with a few marks, so that translators edit words, not HTML:

* ``# Title`` (first line) and ``## Heading`` (``## Heading {#anchor}`` names it);
* ``- [PL-7] text``: one rule in plain words; the paragraph is anchored at its rule id and
  ends with the id in small print;
* ``[diagram NAME]`` on its own line: a board diagram (see :mod:`.diagrams`);
* ``| a | b |`` lines: a table (keyboard shortcuts);
* ``[rules in force]`` on its own line: the table of the rule set's options (variant pages);
* inline ``**bold**``, ``[[target|text]]`` links (``page:faq``, ``page:russian#RU-13``,
  ``#RU-8``, ``action:statistics``) and ``{n:capture_bonus}``, the value an option has in
  the rules shown (marked, with the preset's value, where a house rule changed it).

Pages follow the rules in force: :func:`render_page` takes the rule set of the game in
progress for the page of its preset (any other page shows its preset's values), marks
every changed option where its rule is explained and lists all options with their values.
Nothing is read or built before the help is first opened.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QCoreApplication

from parchis_desktop.engine.rules import OPTION_BY_KEY, OPTIONS, RuleSet, option_applies
from parchis_desktop.paths import resources_dir

LANGUAGES = ("en", "ru", "pl")
VARIANT_PAGES = ("parchis", "spanish", "russian", "pachisi")
SHARED_PAGES = ("board", "glossary", "faq", "keys")
PAGES = VARIANT_PAGES + SHARED_PAGES
#: Rule id prefix -> the page that explains those rules.
RULE_PAGES = {"PL": "parchis", "ES": "spanish", "RU": "russian", "PA": "pachisi", "G": "board",
              "BD": "board", "TM": "board"}

_RULE_LINE = re.compile(r"^- \[([A-Z]{1,2}-\d+)\]\s*(.*)$")
_HEADING = re.compile(r"^## (.*?)(?:\s*\{#([\w-]+)\})?$")
_DIAGRAM = re.compile(r"^\[diagram ([\w-]+)\]$")
_LINK = re.compile(r"\[\[([^|\]]+)\|([^\]]+)\]\]")
_VALUE = re.compile(r"\{([nv]):(\w+)\}")
_BOLD = re.compile(r"\*\*(.+?)\*\*")


def language_of_locale(name: str) -> str:
    """``ru_RU`` -> ``ru``; a language without pages falls back to English."""
    lang = (name or "en").split("_")[0].split("-")[0].lower()
    return lang if lang in LANGUAGES else "en"


def page_for_rule(rule_id: str) -> str:
    """The page explaining ``rule_id`` (``RU-13`` -> ``russian``)."""
    return RULE_PAGES.get(rule_id.split("-")[0], "board")


@lru_cache(maxsize=None)
def page_source(lang: str, page: str) -> str:
    """The marked-up text of ``page`` in ``lang`` (English where that language lacks it)."""
    base = resources_dir()
    if base is None:
        raise FileNotFoundError("the resources folder of Parchís Desktop is missing")
    for code in (lang, "en"):
        path = base / "help" / code / f"{page}.txt"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    raise FileNotFoundError(f"help page {page!r} is missing")


def page_title(lang: str, page: str) -> str:
    first = page_source(lang, page).lstrip().splitlines()[0]
    return first.lstrip("# ").strip()


def plain_text(lang: str, page: str) -> str:
    """The page's words without marks (what the search box looks through)."""
    text = page_source(lang, page)
    text = _LINK.sub(lambda m: m.group(2), text)
    text = _VALUE.sub(lambda m: str(OPTION_BY_KEY[m.group(2)].presets.get(page, "")) if m.group(2)
                      in OPTION_BY_KEY else "", text)
    text = re.sub(r"^\[(diagram [\w-]+|rules in force)\]$", "", text, flags=re.M)
    return re.sub(r"[#*|]", " ", text)


@dataclass(frozen=True)
class Hit:
    page: str
    title: str
    snippet: str


def search(lang: str, query: str) -> list[Hit]:
    """Pages of ``lang`` containing every word of ``query`` (case-insensitive), best first."""
    words = [w for w in query.casefold().split() if w]
    if not words:
        return []
    hits = []
    for page in PAGES:
        text = " ".join(plain_text(lang, page).split())
        folded = text.casefold()
        if not all(w in folded for w in words):
            continue
        at = folded.find(words[0])
        start = max(0, at - 40)
        snippet = ("…" if start else "") + text[start:at + 80] + "…"
        hits.append((-sum(folded.count(w) for w in words), page, snippet))
    hits.sort()
    return [Hit(page, page_title(lang, page), snippet) for _, page, snippet in hits]


# -- rendering -------------------------------------------------------------------------
def _value_words(key: str, value) -> str:
    from parchis_desktop.ui.texts.rule_words import value_name
    return value_name(key, value)


def _changed_note(key: str, rules: RuleSet) -> str:
    from parchis_desktop.ui.texts.rule_words import option_title
    opt = OPTION_BY_KEY[key]
    return (QCoreApplication.translate("Help", "House rule in this game: %1: %2 (the preset has %3).")
            .replace("%1", option_title(key)).replace("%2", _value_words(key, getattr(rules, key)))
            .replace("%3", _value_words(key, opt.presets[rules.preset])))


def _inline(text: str, page: str, rules: RuleSet, actions: frozenset = frozenset()) -> str:
    text = html.escape(text, quote=False)
    text = _BOLD.sub(r"<b>\1</b>", text)

    def link(m):
        target, words = m.group(1).strip(), m.group(2)
        if target.startswith("page:"):
            target = "help:" + target[5:]
        elif target.startswith("#"):
            target = f"help:{page}{target}"
        elif target.startswith("action:") and target[7:] not in actions:
            return words   # that part of the app is not there (yet): the words without a link
        return f'<a href="{html.escape(target)}">{words}</a>'
    text = _LINK.sub(link, text)

    def value(m):
        words, key = m.group(1) == "v", m.group(2)
        opt = OPTION_BY_KEY.get(key)
        if opt is None:
            return m.group(0)
        say = (lambda v: _value_words(key, v)) if words else str
        shown = getattr(rules, key)
        preset = opt.presets[rules.preset]
        if shown == preset:
            return html.escape(say(shown))
        return (f'<span class="changed"><b>{html.escape(say(shown))}</b></span> <small>('
                + html.escape(QCoreApplication.translate("Help", "house rule; the preset has %1")
                              .replace("%1", say(preset))) + ")</small>")
    return _VALUE.sub(value, text)


@lru_cache(maxsize=None)
def _explained(page: str) -> frozenset[str]:
    """The rule ids ``page`` explains (the same in every language)."""
    return frozenset(re.findall(r"^- \[([A-Z]{1,2}-\d+)\]", page_source("en", page), flags=re.M))


def _rule_link(page: str, rid: str, explained: frozenset[str]) -> str:
    """A link to the paragraph of ``rid``: on this page, or on the page that explains it
    (the larger boards and teams, BD-/TM-, are on the board page); "" when none does."""
    target = page if rid in explained else page_for_rule(rid)
    if target != page and rid not in _explained(target):
        return ""
    return f'<a href="help:{target}#{rid}">{rid}</a>'


def _board_row(rules: RuleSet, seats: int) -> str:
    """The first row of the rules in force: the board's seats (BD-1), 4 by default."""
    from parchis_desktop.ui.game.seating import seat_counts, seats_text
    say = seats_text(seats)
    other = ", ".join(seats_text(n) for n in seat_counts(rules.preset) if n != seats)
    note = ("<br><small>" + html.escape(QCoreApplication.translate("Help", "other boards: %1")
                                        .replace("%1", other)) + "</small>") if other else ""
    title = QCoreApplication.translate("Help", "Board")
    why = QCoreApplication.translate("Help", "How many seats the board has; up to that many players.")
    link = _rule_link(rules.preset, "BD-1", _explained(rules.preset))
    return (f'<tr><td><a name="opt-seats"></a><b>{html.escape(title)}</b><br><small>{html.escape(why)}</small></td>'
            f'<td>{html.escape(say)}{note}</td><td><small>{link}</small></td></tr>')


def _rules_table(page: str, rules: RuleSet, in_play: bool, seats: int = 4) -> str:
    from parchis_desktop.ui.texts.rule_words import option_help, option_title
    explained = _explained(page)
    rows = [_board_row(rules, seats if in_play else 4)]
    changed = rules.changed()
    for opt in OPTIONS:
        if not option_applies(opt.key, rules.preset):
            continue
        value = getattr(rules, opt.key)
        cell = html.escape(_value_words(opt.key, value))
        if opt.key in changed:
            cell = (f'<span class="changed"><b>{cell}</b></span><br><small>'
                    + html.escape(QCoreApplication.translate("Help", "house rule; the preset has %1")
                                  .replace("%1", _value_words(opt.key, opt.presets[rules.preset])))
                    + "</small>")
        links = " ".join(filter(None, (_rule_link(page, rid, explained) for rid in opt.rules)))
        rows.append(f'<tr><td><a name="opt-{opt.key}"></a><b>{html.escape(option_title(opt.key))}</b><br>'
                    f'<small>{html.escape(option_help(opt.key))}</small></td><td>{cell}</td>'
                    f'<td><small>{links}</small></td></tr>')
    heading = (QCoreApplication.translate("Help", "The rules of the game in progress") if in_play
               else QCoreApplication.translate("Help", "The preset's options"))
    return (f'<h2><a name="rules-in-force"></a>{html.escape(heading)}</h2>'
            '<table class="opts" cellspacing="0" cellpadding="4" width="100%">' + "".join(rows) + "</table>")


def _rules_summary(page: str, rules: RuleSet, in_play: bool) -> str:
    """The box at the top of a variant page: what this game changed, and where all options are."""
    from parchis_desktop.ui.texts.rule_words import option_title
    more = (f' <a href="help:{page}#rules-in-force">'
            + html.escape(QCoreApplication.translate("Help", "All options…")) + "</a>")
    if not in_play:
        return ""
    changed = rules.changed()
    if not changed:
        return ("<p><i>" + html.escape(QCoreApplication.translate("Help", "This game plays the preset as it is."))
                + "</i>" + more + "</p>")
    items = "".join(
        f'<li><a href="help:{page}#opt-{key}">{html.escape(option_title(key))}</a>: '
        f'<span class="changed"><b>{html.escape(_value_words(key, value))}</b></span> <small>('
        + html.escape(QCoreApplication.translate("Help", "house rule; the preset has %1")
                      .replace("%1", _value_words(key, OPTION_BY_KEY[key].presets[rules.preset]))) + ")</small></li>"
        for key, value in changed.items())
    return ("<p><b>" + html.escape(QCoreApplication.translate(
        "Help", "House rules in this game (marked in colour below):")) + f"</b></p><ul>{items}</ul><p>{more}</p>")


def css(dark: bool) -> str:
    link, changed, muted, rule = (("#8ab4f8", "#ffd27a", "#9aa3ad", "#3a4048") if dark
                                  else ("#1a56b0", "#9a5b00", "#6b7280", "#d9dde3"))
    return (f"a {{ color: {link}; }} .changed {{ color: {changed}; }} small {{ color: {muted}; }}"
            f" .rid {{ color: {muted}; font-size: small; }} h1 {{ margin-bottom: 4px; }}"
            f" table.opts td {{ border-bottom: 1px solid {rule}; vertical-align: top; }}"
            f" table.keys td {{ border-bottom: 1px solid {rule}; }}"
            " .caption { font-size: small; }")


def render_page(page: str, lang: str, rules: RuleSet | None = None, *, dark: bool = False,
                diagram_width: int = 320, actions: frozenset = frozenset(), seats: int = 4) -> str:
    """The HTML of ``page`` in ``lang``.  ``rules``: the rules in force when ``page`` is the
    page of their preset (else the page's own preset, or Parchís for shared pages); ``seats``:
    the board of the game in progress (BD-1)."""
    in_play = rules is not None and rules.preset == page
    if not in_play:
        rules = RuleSet.preset_named(page if page in VARIANT_PAGES else "parchis")
    changed = rules.changed() if in_play else {}
    out: list[str] = [f"<html><head><style>{css(dark)}</style></head><body>"]
    lines = page_source(lang, page).splitlines()
    para: list[str] = []
    table: list[str] = []

    def flush():
        if para:
            out.append("<p>" + _inline(" ".join(para), page, rules, actions) + "</p>")
            para.clear()
        if table:
            cls = "keys"
            out.append(f'<table class="{cls}" cellspacing="0" cellpadding="4">' + "".join(table) + "</table>")
            table.clear()

    for i, raw in enumerate(lines):
        line = raw.strip()
        if i == 0 and line.startswith("# "):
            out.append(f'<h1><a name="top"></a>{html.escape(line[2:])}</h1>')
            continue
        if not line:
            flush()
            continue
        m = _HEADING.match(line)
        if m:
            flush()
            anchor = f'<a name="{m.group(2)}"></a>' if m.group(2) else ""
            out.append(f"<h2>{anchor}{html.escape(m.group(1))}</h2>")
            continue
        m = _RULE_LINE.match(line)
        if m:
            flush()
            rid, text = m.groups()
            notes = "".join(f'<br><span class="changed">{html.escape(_changed_note(k, rules))}</span>'
                            for k in changed if rid in OPTION_BY_KEY[k].rules)
            out.append(f'<p><a name="{rid}"></a>{_inline(text, page, rules, actions)} '
                       f'<span class="rid">[{rid}]</span>{notes}</p>')
            continue
        m = _DIAGRAM.match(line)
        if m:
            flush()
            name = m.group(1)
            from parchis_desktop.ui.help.diagrams import caption
            out.append(f'<p align="center"><a name="diagram-{name}"></a><img src="diagram:{name}" width="{diagram_width}"><br>'
                       f'<span class="caption">{html.escape(caption(name))}</span></p>')
            continue
        if line == "[rules in force]":
            flush()
            if page in VARIANT_PAGES:
                out.append(_rules_summary(page, rules, in_play))
            continue
        if line.startswith("|"):
            if para:
                flush()
            cells = [c.strip() for c in line.strip("|").split("|")]
            table.append("<tr>" + "".join(f"<td>{_inline(c, page, rules, actions)}</td>" for c in cells) + "</tr>")
            continue
        if table:
            flush()
        para.append(line)
    flush()
    if page in VARIANT_PAGES:   # every option with its value, at the end (the rules dialog's "?" leads here)
        out.append(_rules_table(page, rules, in_play, seats))
    out.append("</body></html>")
    return "".join(out)
