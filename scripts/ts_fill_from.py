#!/usr/bin/env python3
"""Fill the unfinished messages of a Qt Linguist file from another one (after a merge conflict):

    git checkout --theirs translations/ && scripts/update_translations.sh
    for l in ru pl en; do
        git show OTHER_BRANCH:translations/parchis_desktop_$l.ts > /tmp/other_$l.ts
        .venv/bin/python scripts/ts_fill_from.py translations/parchis_desktop_$l.ts /tmp/other_$l.ts
    done
    scripts/update_translations.sh      # compiles the .qm files again

A message of TS that is unfinished (or empty) and has a finished translation with the same
context and source text in OTHER gets that translation (plural forms included); the English
file's hand-written singulars of plural messages are taken too.  Nothing else changes.
"""
from __future__ import annotations

import html
import re
import sys

_CONTEXT = re.compile(r"<context>\s*<name>(.*?)</name>(.*?)</context>", re.S)
_MESSAGE = re.compile(r"<message\b.*?</message>", re.S)
_TRANSLATION = re.compile(r"<translation[^>]*?(?:/>|>.*?</translation>)", re.S)


def _messages(text: str):
    for ctx in _CONTEXT.finditer(text):
        name = html.unescape(ctx.group(1))
        for msg in _MESSAGE.finditer(ctx.group(2)):
            source = html.unescape(re.search(r"<source>(.*?)</source>", msg.group(0), re.S).group(1))
            yield name, source, msg.group(0)


def _finished(message: str) -> str | None:
    """The translation element of a finished message, else None."""
    m = _TRANSLATION.search(message)
    if m is None or "unfinished" in m.group(0).split(">", 1)[0]:
        return None
    body = re.sub(r"<[^>]+>", "", m.group(0)).strip()
    return m.group(0) if body else None


def fill(path: str, other: str) -> int:
    text = open(path, encoding="utf-8").read()
    known = {(c, s): t for c, s, msg in _messages(open(other, encoding="utf-8").read())
             if (t := _finished(msg)) is not None}
    english = path.endswith("_en.ts")
    count = 0

    def do_context(ctx):
        name = html.unescape(ctx.group(1))

        def do_message(msg):
            nonlocal count
            message = msg.group(0)
            source = html.unescape(re.search(r"<source>(.*?)</source>", message, re.S).group(1))
            new = known.get((name, source))
            if new is None or (_finished(message) is not None and not (english and "numerus" in message)):
                return message
            count += 1
            return _TRANSLATION.sub(lambda _m: new, message, count=1)
        return _MESSAGE.sub(do_message, ctx.group(0))

    out = _CONTEXT.sub(do_context, text)
    if out != text:
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(out)
    return count


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    print(f"{fill(sys.argv[1], sys.argv[2])} messages filled from {sys.argv[2]}")
