#!/usr/bin/env python3
"""Write resources/help/<lang>/glossary.txt from resources/glossary/<lang>.json.

The glossary is data (parchis_desktop/ui/help/glossary.py); the help's Glossary page is
written from it.  Run after editing a glossary file; ``--check`` exits 1 if a page is
out of date (a test runs that).
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from parchis_desktop.ui.help.glossary import LANGUAGES, page_text  # noqa: E402


def main(argv: list[str]) -> int:
    stale = []
    for lang in LANGUAGES:
        target = ROOT / "resources" / "help" / lang / "glossary.txt"
        text = page_text(lang)
        if "--check" in argv:
            if not target.is_file() or target.read_text(encoding="utf-8") != text:
                stale.append(str(target.relative_to(ROOT)))
        else:
            target.write_text(text, encoding="utf-8")
    if stale:
        print("out of date (run scripts/glossary_pages.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
