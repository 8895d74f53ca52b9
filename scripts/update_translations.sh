#!/usr/bin/env bash
# Update the Qt Linguist sources translations/parchis_desktop_<lang>.ts from the
# code, then compile each into parchis_desktop_<lang>.qm next to it.
#
#   scripts/update_translations.sh          en, ru, pl and every other .ts present
#   scripts/update_translations.sh de       the same, and start parchis_desktop_de.ts
#
# pyside6-lupdate scans every .py file under parchis_desktop/ (self.tr(...) and
# QCoreApplication.translate("Context", ...)); strings that left the code are
# dropped (-no-obsolete), new ones arrive unfinished for the translator.
# English is the source language: its .ts gets every translation set to the
# source text, so it never has unfinished messages; its plural (%n) messages get the
# source as every form once, then keep the singular and plural written by hand
# ("%n blunder" / "%n blunders").
# Safe to run again and from any directory; unchanged sources give unchanged files.
# The tools come from .venv (make test installs them) or PATH; LUPDATE,
# LRELEASE and PYTHON override them.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

tool() {  # tool NAME: the venv's copy, else the one on PATH
    if [[ -x "$ROOT/.venv/bin/$1" ]]; then
        echo "$ROOT/.venv/bin/$1"
    elif command -v "$1" >/dev/null 2>&1; then
        command -v "$1"
    else
        echo "update_translations.sh: $1 not found; run 'make test' first (it installs PySide6 into .venv)" >&2
        exit 1
    fi
}
LUPDATE="${LUPDATE:-$(tool pyside6-lupdate)}"
LRELEASE="${LRELEASE:-$(tool pyside6-lrelease)}"
if [[ -z "${PYTHON:-}" ]]; then
    if [[ -x "$ROOT/.venv/bin/python" ]]; then PYTHON="$ROOT/.venv/bin/python"; else PYTHON=python3; fi
fi

# The languages: the built-in ones, every .ts already present, and the arguments.
langs=(en ru pl)
shopt -s nullglob
for ts in translations/parchis_desktop_*.ts; do
    lang="${ts#translations/parchis_desktop_}"
    langs+=("${lang%.ts}")
done
shopt -u nullglob
for lang in "$@"; do
    if [[ ! "$lang" =~ ^[a-z]{2,3}(_[A-Z]{2})?$ ]]; then
        echo "update_translations.sh: '$lang' is not a locale name like de or pt_BR" >&2
        exit 2
    fi
    langs+=("$lang")
done
mapfile -t langs < <(printf '%s\n' "${langs[@]}" | awk '!seen[$0]++')

for lang in "${langs[@]}"; do
    ts="translations/parchis_desktop_$lang.ts"
    echo "== $lang"
    # -locations relative: editing a file shifts one reference, not all of them.
    "$LUPDATE" -silent -extensions py -no-obsolete -locations relative \
        -source-language en -target-language "$lang" parchis_desktop -ts "$ts"
    if [[ "$lang" == en ]]; then
        # Every English "translation" is its source text, marked finished (a plural message
        # starts so too; its singular form, written by hand, is kept from then on).
        "$PYTHON" - "$ts" <<'EOF'
import re, sys

path = sys.argv[1]
with open(path, encoding="utf-8") as fh:
    text = fh.read()

def finish(match):
    message = match.group(0)
    source = re.search(r"<source>(.*?)</source>", message, re.S).group(1)
    def fill(tr):
        body = tr.group(1)
        forms = re.findall(r"<numerusform>(.*?)</numerusform>", body, re.S)
        if forms and all(forms) and "unfinished" not in tr.group(0).split(">", 1)[0]:
            return tr.group(0)   # English plurals written by hand ("1 token", "%n tokens") stay
        if "<numerusform" in body:
            body = re.sub(r"<numerusform>.*?</numerusform>|<numerusform/>",
                          lambda _m: f"<numerusform>{source}</numerusform>", body, flags=re.S)
        else:
            body = source
        return f"<translation>{body}</translation>"
    return re.sub(r"<translation[^>]*?(?:/>|>(.*?)</translation>)",
                  lambda tr: fill(tr) if tr.group(1) is not None else f"<translation>{source}</translation>",
                  message, count=1, flags=re.S)

new = re.sub(r"<message\b.*?</message>", finish, text, flags=re.S)
if new != text:
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(new)
EOF
    fi
    "$LRELEASE" -silent "$ts" -qm "translations/parchis_desktop_$lang.qm"
    "$PYTHON" - "$ts" <<'EOF'
import sys
import xml.etree.ElementTree as ET

messages = list(ET.parse(sys.argv[1]).getroot().iter("message"))
todo = [m for m in messages
        if (m.find("translation").get("type") == "unfinished"
            or not "".join(m.find("translation").itertext()).strip())]
print(f"   {len(messages)} messages, {len(todo)} unfinished or empty")
EOF
done
