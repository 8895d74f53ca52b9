"""A small reader and writer of the INI files QSettings makes (``QSettings.IniFormat``).

The settings file keeps QSettings' format exactly, so a file written by an
older version reads the same, and a file written here reads the same in
QSettings: ``[group]`` lines, ``key=value`` lines, values quoted when they
hold ``,`` ``;`` ``=`` or outer spaces, backslash escapes (``\\"``, ``\\\\``,
``\\n``, ``\\t``, ``\\xhh``...), a leading ``@`` doubled, ``;`` starting a
comment outside quotes, and an unquoted ``,`` making a list.  Groups and keys
are written sorted, as QSettings does.  ``@Variant(...)`` values (which this
app never writes) read as None.
"""
from __future__ import annotations

_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
            '"': '"', "'": "'", "\\": "\\", "?": "?"}
_WRITE_ESCAPES = {"\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t",
                  "\v": "\\v", '"': '\\"', "\\": "\\\\"}
_HEX = "0123456789abcdefABCDEF"

Ini = dict[str, dict[str, str]]   # group -> key -> the raw text after "="


def parse(text: str) -> Ini:
    """The groups and keys of an INI text, values still raw (see :func:`value`)."""
    groups: Ini = {}
    group = "General"
    for line in text.splitlines():
        s = line.strip()
        if not s or s[0] in ";#":
            continue
        if s.startswith("["):
            end = s.find("]")
            group = (s[1:end] if end > 0 else s[1:]).strip() or "General"
            groups.setdefault(group, {})
            continue
        key, eq, raw = s.partition("=")
        if not eq or not key.strip():
            continue
        groups.setdefault(group, {})[key.strip()] = raw.strip()
    return groups


def value(raw: str) -> str | list[str] | None:
    """A raw value as QSettings reads it: a string, a list (unquoted commas), or None (@Variant)."""
    if raw.startswith("@"):
        if not raw.startswith("@@"):
            return None
        raw = raw[1:]
    parts: list[list[tuple[str, bool]]] = [[]]   # per list item: (text, quoted) pieces
    quoted, i, buf = False, 0, []

    def flush() -> None:
        if buf:
            parts[-1].append(("".join(buf), quoted))
            buf.clear()

    while i < len(raw):
        c = raw[i]
        if c == '"':
            flush()
            quoted = not quoted
            i += 1
        elif c == "\\" and i + 1 < len(raw):
            n = raw[i + 1]
            if n in ("x", "X"):
                j = i + 2
                while j < len(raw) and raw[j] in _HEX:
                    j += 1
                buf.append(chr(int(raw[i + 2:j], 16)) if j > i + 2 else "x")
                i = j
            elif n in "01234567":
                j = i + 1
                while j < len(raw) and j < i + 4 and raw[j] in "01234567":
                    j += 1
                buf.append(chr(int(raw[i + 1:j], 8)))
                i = j
            else:
                buf.append(_ESCAPES.get(n, n))
                i += 2
        elif c == ";" and not quoted:
            break
        elif c == "," and not quoted:
            flush()
            parts.append([])
            i += 1
        else:
            buf.append(c)
            i += 1
    flush()
    items = []
    for pieces in parts:
        if pieces and not pieces[0][1]:
            pieces[0] = (pieces[0][0].lstrip(), False)
        if pieces and not pieces[-1][1]:
            pieces[-1] = (pieces[-1][0].rstrip(), False)
        items.append("".join(text for text, _ in pieces))
    return items[0] if len(items) == 1 else items


def escape(text: str) -> str:
    """``text`` as QSettings writes a string value."""
    out = ["@"] if text.startswith("@") else []
    after_hex = False
    for c in text:
        if c in _WRITE_ESCAPES:
            out.append(_WRITE_ESCAPES[c])
            after_hex = False
        elif ord(c) < 0x20 or ord(c) == 0x7F or (after_hex and c in _HEX):
            out.append(f"\\x{ord(c):x}")
            after_hex = True
        else:
            out.append(c)
            after_hex = False
    body = "".join(out)
    if text != text.strip() or any(c in text for c in ",;="):
        return f'"{body}"'
    return body


def dump(groups: Ini) -> str:
    """The INI text of ``groups`` (raw values), sorted as QSettings writes it."""
    blocks = []
    for group in sorted(groups, key=lambda g: (g != "General", g)):
        keys = groups[group]
        if not keys:
            continue
        lines = [f"[{group}]"] + [f"{k}={keys[k]}" for k in sorted(keys)]
        blocks.append("\n".join(lines) + "\n")
    return "\n".join(blocks)
