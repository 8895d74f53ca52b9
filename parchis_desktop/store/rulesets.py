"""Custom rule sets ("house rules"): one JSON file per set in the user config folder.

A rule set file is small JSON::

    {"app": "parchis-desktop", "kind": "ruleset", "format": 1, "name": "At grandma's",
     "rules": {"preset": "parchis", "dice": 2, "blockades": false, ...}}

``rules`` is :meth:`RuleSet.to_dict` (options it leaves out take the preset's
value; a bare ``{"preset": ..., option: ...}`` object is accepted on import).
Files are written atomically under names made safe for any file system; the
set's real name lives inside the file.  Reading trusts nothing: a file that is
too large, nested too deeply, not JSON, or has unknown keys, wrong types or
values the engine rejects raises :class:`RuleSetFileError` with a code, its
params and the key at fault, and :meth:`RuleSetStore.load` collects those
errors so one bad file never hides the other sets.  The UI words the codes
(``parchis_desktop.ui.store_text``).
"""
from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from parchis_desktop.engine.rules import OPTION_BY_KEY, PRESETS, RuleError, RuleSet

from .errors import RuleSetFileError, RuleSetNameError
from .files import nested_deeper, read_limited, with_json_suffix, write_atomic
from .folders import rulesets_dir

MAX_RULESET_BYTES = 64 * 1024      # a real set is well under 2 KiB
MAX_DEPTH = 4                      # document -> rules -> value; anything deeper is not ours
MAX_NAME_LENGTH = 80
MAX_FILES = 500                    # sets read from the folder at most
FORMAT = 1
_DOC_KEYS = frozenset({"app", "kind", "format", "name", "rules"})
_RESERVED = frozenset({"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
                       *(f"lpt{i}" for i in range(10))})


@dataclass(frozen=True)
class SavedRuleSet:
    name: str
    rules: RuleSet
    path: Path


@dataclass(frozen=True)
class LoadProblem:
    file: str                  # the file's name in the folder (or the folder)
    error: RuleSetFileError    # why it was not loaded


def value_text(value: Any) -> str:
    """A short JSON-ish rendering of a value for an error's params."""
    text = json.dumps(value) if isinstance(value, (bool, int, float, str)) or value is None else type(value).__name__
    return text if len(text) <= 40 else text[:37] + "…"


# -- reading ----------------------------------------------------------------------------


def check_name(name: Any) -> str:
    """A rule set's name, cleaned (spaces trimmed); RuleSetFileError if unusable."""
    if not isinstance(name, str):
        raise RuleSetFileError("name_not_text", "name", value=value_text(name))
    clean = " ".join(name.split())
    if not clean:
        raise RuleSetFileError("name_empty", "name")
    if len(clean) > MAX_NAME_LENGTH:
        raise RuleSetFileError("name_too_long", "name", limit=MAX_NAME_LENGTH)
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn") for c in clean):
        raise RuleSetFileError("name_bad_characters", "name")
    return clean


def rules_from_data(data: Any) -> RuleSet:
    """A RuleSet from a ``{"preset": ..., option: value, ...}`` object, checked key by key."""
    if not isinstance(data, dict):
        raise RuleSetFileError("rules_not_object", "rules")
    if "preset" not in data:
        raise RuleSetFileError("preset_missing", "preset")
    preset = data["preset"]
    if not isinstance(preset, str) or preset not in PRESETS:
        raise RuleSetFileError("preset_unknown", "preset", value=value_text(preset), known=tuple(PRESETS))
    for key, value in data.items():
        if key == "preset":
            continue
        opt = OPTION_BY_KEY.get(key)
        if opt is None:
            raise RuleSetFileError("option_unknown", str(key), option=str(key)[:40])
        kind = opt.kind
        fits = (isinstance(value, bool) if kind is bool
                else isinstance(value, int) and not isinstance(value, bool) if kind is int
                else isinstance(value, str))
        if not fits or value not in opt.values:
            raise RuleSetFileError("option_value", key, option=key, value=value_text(value),
                                   allowed=tuple(json.dumps(v) for v in opt.values))
    try:
        return RuleSet.from_dict(data)
    except RuleError as exc:
        raise RuleSetFileError("rules_conflict", exc.options[0] if exc.options else None,
                               options=tuple(exc.options), preset=preset, reason=exc.reason) from None


def parse_ruleset(text: str | bytes) -> tuple[str | None, RuleSet]:
    """The name (None if the file has none) and the rules from the text of a rule set file."""
    if len(text) > MAX_RULESET_BYTES:
        raise RuleSetFileError("too_large", size=len(text), limit=MAX_RULESET_BYTES)
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8-sig")
        data = json.loads(text)
    except RecursionError:
        raise RuleSetFileError("too_deep") from None
    except (ValueError, UnicodeDecodeError):
        raise RuleSetFileError("not_json") from None
    if nested_deeper(data, MAX_DEPTH):
        raise RuleSetFileError("too_deep")
    if not isinstance(data, dict):
        raise RuleSetFileError("not_object")
    if "rules" not in data and "preset" in data:   # a bare rule set, e.g. pasted from a save
        return None, rules_from_data(data)
    for key in data:
        if key not in _DOC_KEYS:
            raise RuleSetFileError("key_unknown", key, key_name=str(key)[:40])
    if data.get("app", "parchis-desktop") != "parchis-desktop" or data.get("kind", "ruleset") != "ruleset":
        raise RuleSetFileError("not_a_ruleset", "kind")
    fmt = data.get("format", FORMAT)
    if not isinstance(fmt, int) or isinstance(fmt, bool) or fmt < 1:
        raise RuleSetFileError("format_not_whole", "format", value=value_text(fmt))
    if fmt > FORMAT:
        raise RuleSetFileError("format_newer", "format", format=fmt)
    if "rules" not in data:
        raise RuleSetFileError("rules_missing", "rules")
    name = check_name(data["name"]) if "name" in data else None
    return name, rules_from_data(data["rules"])


def read_ruleset(path: Path) -> tuple[str | None, RuleSet]:
    """Like :func:`parse_ruleset`, from a file (never reading more than the size cap)."""
    return parse_ruleset(read_limited(Path(path), MAX_RULESET_BYTES, RuleSetFileError))


def ruleset_document(name: str, rules: RuleSet) -> dict[str, Any]:
    return {"app": "parchis-desktop", "kind": "ruleset", "format": FORMAT, "name": name,
            "rules": rules.to_dict()}


def ruleset_text(name: str, rules: RuleSet) -> str:
    return json.dumps(ruleset_document(name, rules), ensure_ascii=False, indent=2) + "\n"


# -- file names --------------------------------------------------------------------------


def safe_file_stem(name: str) -> str:
    """A file name stem for ``name`` that every common file system accepts.

    Letters (any script), digits, spaces, ``-`` and ``_`` are kept; anything else
    (path separators, ``:*?"<>|``, control characters, dots) becomes ``_``.  No
    leading/trailing dots or spaces, no reserved Windows device names, at most 60
    characters."""
    text = unicodedata.normalize("NFC", name)
    text = "".join(c if (c.isalnum() or c in " -_") else "_" for c in text)
    text = re.sub(r"\s+", " ", text).strip(" _")
    text = text[:60].rstrip(" ")
    if not text:
        text = "rules"
    if text.split(" ")[0].casefold() in _RESERVED or text.casefold() in _RESERVED:
        text = f"_{text}"
    return text


# -- the folder -------------------------------------------------------------------------


class RuleSetStore:
    """The saved rule sets in one folder, by name (names are unique, ignoring case).

    ``fallback_name`` names a set whose file has no usable name (the UI sets it
    to its translated words); ``copy_pattern`` makes the name of a duplicate
    (``%1`` is the original's name)."""

    def __init__(self, folder: Path | None = None, fallback_name: str = "Imported rules",
                 copy_pattern: str = "%1 (copy)"):
        self.folder = Path(folder) if folder is not None else rulesets_dir()
        self.fallback_name = fallback_name
        self.copy_pattern = copy_pattern
        self.sets: dict[str, SavedRuleSet] = {}
        self.problems: list[LoadProblem] = []

    # -- reading --
    def load(self) -> list[LoadProblem]:
        """Read every ``*.json`` in the folder; return (and keep) the problems."""
        self.sets, self.problems = {}, []
        try:
            files = sorted(p for p in self.folder.iterdir() if p.suffix.lower() == ".json"
                           and not p.name.startswith("."))
        except FileNotFoundError:
            return []
        except OSError as exc:
            self.problems.append(LoadProblem(str(self.folder), RuleSetFileError(
                "folder_unreadable", reason=str(exc.strerror or exc))))
            return self.problems
        if len(files) > MAX_FILES:
            self.problems.append(LoadProblem(str(self.folder), RuleSetFileError("too_many_files", limit=MAX_FILES)))
            files = files[:MAX_FILES]
        for path in files:
            try:
                name, rules = read_ruleset(path)
            except RuleSetFileError as exc:
                self.problems.append(LoadProblem(path.name, exc))
                continue
            name = self.unique_name(name or self.name_from_stem(path.stem))
            self.sets[name] = SavedRuleSet(name, rules, path)
        return self.problems

    def name_from_stem(self, stem: str) -> str:
        try:
            return check_name(stem.replace("_", " "))
        except RuleSetFileError:
            return self.fallback_name

    def names(self) -> list[str]:
        return sorted(self.sets, key=str.casefold)

    def get(self, name: str) -> SavedRuleSet | None:
        """The set called ``name``, ignoring case (two names may not differ by case alone)."""
        folded = " ".join(name.split()).casefold()
        return next((s for n, s in self.sets.items() if n.casefold() == folded), None)

    def has(self, name: str) -> bool:
        return self.get(name) is not None

    def unique_name(self, name: str) -> str:
        """``name``, or ``name (2)``, ``name (3)``... whichever is free."""
        if not self.has(name):
            return name
        n = 2
        while True:
            suffix = f" ({n})"
            candidate = name[:MAX_NAME_LENGTH - len(suffix)] + suffix
            if not self.has(candidate):
                return candidate
            n += 1

    def _free_path(self, name: str, keep: Path | None = None) -> Path:
        stem = safe_file_stem(name)
        taken = {p.path.name.casefold() for p in self.sets.values() if p.path != keep}
        for n in range(1, 10_000):
            candidate = self.folder / (f"{stem}.json" if n == 1 else f"{stem}-{n}.json")
            if keep is not None and candidate.name.casefold() == keep.name.casefold():
                return keep
            if candidate.name.casefold() not in taken and not candidate.exists():
                return candidate
        raise RuleSetNameError("no_free_file_name", name=name)

    @staticmethod
    def _checked(name: str) -> str:
        try:
            return check_name(name)
        except RuleSetFileError as exc:
            raise RuleSetNameError(exc.code, **exc.params) from None

    # -- writing --
    def save(self, name: str, rules: RuleSet, replace: bool = False) -> SavedRuleSet:
        """Save ``rules`` as ``name``; an existing set of that name is replaced only if ``replace``."""
        name = self._checked(name)
        old = self.get(name)
        if old is not None and not replace:
            raise RuleSetNameError("name_exists", name=old.name)
        path = old.path if old is not None else self._free_path(name)
        write_atomic(path, ruleset_text(name, rules))
        if old is not None:
            del self.sets[old.name]
        saved = SavedRuleSet(name, rules, path)
        self.sets[name] = saved
        return saved

    def rename(self, old_name: str, new_name: str) -> SavedRuleSet:
        old = self.get(old_name)
        if old is None:
            raise RuleSetNameError("no_such_set", name=old_name)
        new_name = self._checked(new_name)
        other = self.get(new_name)
        if other is not None and other is not old:
            raise RuleSetNameError("name_exists", name=other.name)
        same_stem = safe_file_stem(new_name).casefold() == safe_file_stem(old.name).casefold()
        path = old.path if same_stem else self._free_path(new_name, keep=old.path)
        write_atomic(path, ruleset_text(new_name, old.rules))   # the new file first ...
        if path != old.path:
            try:
                old.path.unlink()                               # ... then the old one goes
            except FileNotFoundError:
                pass
        del self.sets[old.name]
        saved = SavedRuleSet(new_name, old.rules, path)
        self.sets[new_name] = saved
        return saved

    def duplicate(self, name: str, new_name: str | None = None) -> SavedRuleSet:
        old = self.get(name)
        if old is None:
            raise RuleSetNameError("no_such_set", name=name)
        if new_name is None:
            new_name = self.unique_name(self.copy_pattern.replace("%1", old.name))
        return self.save(new_name, old.rules)

    def delete(self, name: str) -> None:
        old = self.get(name)
        if old is None:
            return
        try:
            old.path.unlink()
        except FileNotFoundError:
            pass
        del self.sets[old.name]

    def import_file(self, path: Path) -> SavedRuleSet:
        """Add the set in ``path`` (a friend's file) under its own name, made unique."""
        name, rules = read_ruleset(Path(path))
        return self.save(self.unique_name(name or self.name_from_stem(Path(path).stem)), rules)


def export_ruleset(path: Path, name: str, rules: RuleSet) -> Path:
    """Write a rule set file to ``path`` (``.json`` is added when missing); the path written."""
    path = with_json_suffix(path)
    write_atomic(path, ruleset_text(name, rules))
    return path
