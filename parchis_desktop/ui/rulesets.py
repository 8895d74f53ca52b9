"""Custom rule sets ("house rules"): one JSON file per set in the user config folder.

A rule set file is small JSON::

    {"app": "parchis-desktop", "kind": "ruleset", "format": 1, "name": "At grandma's",
     "rules": {"preset": "parchis", "dice": 2, "blockades": false, ...}}

``rules`` is :meth:`RuleSet.to_dict` (options it leaves out take the preset's
value; a bare ``{"preset": ..., option: ...}`` object is accepted on import).
Files are written atomically under names made safe for any file system; the
set's real name lives inside the file.  Reading trusts nothing: a file that is
too large, nested too deeply, not JSON, or has unknown keys, wrong types or
values the engine rejects raises :class:`RuleSetFileError` with a sentence
naming the problem (and the key), and :meth:`RuleSetStore.load` collects those
errors so one bad file never hides the other sets.
"""
from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from parchis_desktop.engine.rules import (
    OPTION_BY_KEY, PRESET_BOARD, PRESETS, RuleError, RuleSet, option_applies,
)

from .saves import write_atomic
from .settings import config_dir

MAX_RULESET_BYTES = 64 * 1024      # a real set is well under 2 KiB
MAX_DEPTH = 4                      # document -> rules -> value; anything deeper is not ours
MAX_NAME_LENGTH = 80
MAX_FILES = 500                    # sets read from the folder at most
FORMAT = 1
_DOC_KEYS = frozenset({"app", "kind", "format", "name", "rules"})
_RESERVED = frozenset({"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)),
                       *(f"lpt{i}" for i in range(10))})


class RuleSetFileError(Exception):
    """A rule set that cannot be used; ``str(error)`` is the sentence for the player and
    ``key`` the field or option at fault (None for the file as a whole)."""

    def __init__(self, message: str, key: str | None = None):
        super().__init__(message)
        self.key = key


@dataclass(frozen=True)
class SavedRuleSet:
    name: str
    rules: RuleSet
    path: Path


@dataclass(frozen=True)
class LoadProblem:
    file: str          # the file's name in the folder
    message: str       # why it was not loaded (translated)

    def __str__(self) -> str:
        return f"{self.file}: {self.message}"


def rulesets_dir() -> Path:
    return config_dir() / "rulesets"


# -- sentences -------------------------------------------------------------------------


def conflict_sentence(options: tuple[str, ...], fallback: str = "") -> str:
    """Why the engine rejects a combination of options (RuleError.options), as a sentence."""
    key = tuple(options)
    sentences = {
        ("sum_moves", "dice"): QCoreApplication.translate(
            "RuleSets", "Moving one token by the sum of the dice needs two dice."),
        ("enter_by_sum", "dice"): QCoreApplication.translate(
            "RuleSets", "Entering with the sum of the dice needs two dice."),
        ("extra_roll", "dice"): QCoreApplication.translate(
            "RuleSets", "An extra roll after doubles needs two dice."),
        ("use_larger_die", "dice"): QCoreApplication.translate(
            "RuleSets", "The larger-die rule needs two dice."),
        ("reverse_faces", "dice"): QCoreApplication.translate(
            "RuleSets", "Reverse faces are read on doubles, which need two dice."),
        ("three_in_a_row", "extra_roll"): QCoreApplication.translate(
            "RuleSets", "Three extra rolls in a row cannot happen when nothing gives an extra roll."),
        ("blockade_max_turns", "blockades"): QCoreApplication.translate(
            "RuleSets", "A time limit for blockades needs blockades."),
        ("open_blockade_on_six", "blockades"): QCoreApplication.translate(
            "RuleSets", "Opening a blockade on a six needs blockades."),
        ("capture_enforcement", "mirror"): QCoreApplication.translate(
            "RuleSets", "Sending a token to the mirror for a missed capture needs the mirror shortcuts."),
        ("six_counts_seven", "dice"): QCoreApplication.translate(
            "RuleSets", "A six counting as seven is a one-die rule."),
    }
    return sentences.get(key, fallback)


def board_name(board: str) -> str:
    names = {
        "parchis68": QCoreApplication.translate("RuleSets", "the Parchís board (68 squares)"),
        "russian56": QCoreApplication.translate("RuleSets", "the Russian board (56 squares)"),
        "pachisi96": QCoreApplication.translate("RuleSets", "the Pachisi board (96 squares)"),
    }
    return names.get(board, board)


def describe_rule_error(exc: RuleError, preset: str | None = None) -> str:
    """A sentence for a :class:`RuleError`, naming the option keys involved."""
    options = exc.options
    keys = ", ".join(f"“{k}”" for k in options)
    sentence = conflict_sentence(options)
    if sentence:
        return QCoreApplication.translate("RuleSets", "options %1 cannot be combined: %2").replace(
            "%1", keys).replace("%2", sentence)
    if (preset in PRESET_BOARD and len(options) == 1 and options[0] in OPTION_BY_KEY
            and not option_applies(options[0], preset)):
        return QCoreApplication.translate("RuleSets", "option %1 does not apply to %2").replace(
            "%1", keys).replace("%2", board_name(PRESET_BOARD[preset]))
    return QCoreApplication.translate("RuleSets", "options %1: %2").replace("%1", keys).replace("%2", exc.reason)


def _value_text(value: Any) -> str:
    text = json.dumps(value) if isinstance(value, (bool, int, float, str)) or value is None else type(value).__name__
    return text if len(text) <= 40 else text[:37] + "…"


# -- reading ----------------------------------------------------------------------------


def _depth(value: Any) -> int:
    """Nesting depth of decoded JSON, without recursion."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        item, depth = stack.pop()
        deepest = max(deepest, depth)
        if depth > MAX_DEPTH:
            break
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return deepest


def check_name(name: Any) -> str:
    """A rule set's name, cleaned (spaces trimmed); RuleSetFileError if unusable."""
    if not isinstance(name, str):
        raise RuleSetFileError(QCoreApplication.translate(
            "RuleSets", "the name must be text, not %1").replace("%1", _value_text(name)), "name")
    clean = " ".join(name.split())
    if not clean:
        raise RuleSetFileError(QCoreApplication.translate("RuleSets", "the name is empty"), "name")
    if len(clean) > MAX_NAME_LENGTH:
        raise RuleSetFileError(QCoreApplication.translate(
            "RuleSets", "the name is longer than %1 characters").replace("%1", str(MAX_NAME_LENGTH)), "name")
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn") for c in clean):
        raise RuleSetFileError(QCoreApplication.translate(
            "RuleSets", "the name contains control or unassigned characters"), "name")
    return clean


def rules_from_data(data: Any) -> RuleSet:
    """A RuleSet from a ``{"preset": ..., option: value, ...}`` object, checked key by key."""
    if not isinstance(data, dict):
        raise RuleSetFileError(QCoreApplication.translate(
            "RuleSets", "“rules” must be an object of options"), "rules")
    if "preset" not in data:
        raise RuleSetFileError(QCoreApplication.translate("RuleSets", "“preset” is missing"), "preset")
    preset = data["preset"]
    if not isinstance(preset, str) or preset not in PRESETS:
        raise RuleSetFileError(QCoreApplication.translate(
            "RuleSets", "unknown preset %1 (known: %2)").replace("%1", _value_text(preset))
            .replace("%2", ", ".join(PRESETS)), "preset")
    for key, value in data.items():
        if key == "preset":
            continue
        opt = OPTION_BY_KEY.get(key)
        if opt is None:
            raise RuleSetFileError(QCoreApplication.translate(
                "RuleSets", "unknown option “%1”").replace("%1", str(key)[:40]), str(key))
        kind = opt.kind
        fits = (isinstance(value, bool) if kind is bool
                else isinstance(value, int) and not isinstance(value, bool) if kind is int
                else isinstance(value, str))
        if not fits or value not in opt.values:
            allowed = ", ".join(json.dumps(v) for v in opt.values)
            raise RuleSetFileError(QCoreApplication.translate(
                "RuleSets", "option “%1” cannot be %2 (allowed: %3)").replace("%1", key)
                .replace("%2", _value_text(value)).replace("%3", allowed), key)
    try:
        return RuleSet.from_dict(data)
    except RuleError as exc:
        raise RuleSetFileError(describe_rule_error(exc, preset), exc.options[0] if exc.options else None) from None


def parse_ruleset(text: str | bytes) -> tuple[str | None, RuleSet]:
    """The name (None if the file has none) and the rules from the text of a rule set file."""
    if len(text) > MAX_RULESET_BYTES:
        raise RuleSetFileError(_too_large(len(text)))
    too_deep = QCoreApplication.translate("RuleSets", "the file is nested too deeply to be a rule set")
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8-sig")
        data = json.loads(text)
    except RecursionError:
        raise RuleSetFileError(too_deep) from None
    except (ValueError, UnicodeDecodeError):
        raise RuleSetFileError(QCoreApplication.translate(
            "RuleSets", "the file is not valid JSON (it may be damaged)")) from None
    if _depth(data) > MAX_DEPTH:
        raise RuleSetFileError(too_deep)
    if not isinstance(data, dict):
        raise RuleSetFileError(QCoreApplication.translate(
            "RuleSets", "the file is not a rule set (it must hold a JSON object)"))
    if "rules" not in data and "preset" in data:   # a bare rule set, e.g. pasted from a save
        return None, rules_from_data(data)
    for key in data:
        if key not in _DOC_KEYS:
            raise RuleSetFileError(QCoreApplication.translate(
                "RuleSets", "unknown key “%1”").replace("%1", str(key)[:40]), key)
    if data.get("app", "parchis-desktop") != "parchis-desktop" or data.get("kind", "ruleset") != "ruleset":
        raise RuleSetFileError(QCoreApplication.translate(
            "RuleSets", "the file is not a Parchís Desktop rule set"), "kind")
    fmt = data.get("format", FORMAT)
    if not isinstance(fmt, int) or isinstance(fmt, bool) or fmt < 1:
        raise RuleSetFileError(QCoreApplication.translate(
            "RuleSets", "“format” must be a whole number, not %1").replace("%1", _value_text(fmt)), "format")
    if fmt > FORMAT:
        raise RuleSetFileError(QCoreApplication.translate(
            "RuleSets", "the file was made by a newer version of Parchís Desktop (format %1)").replace(
                "%1", str(fmt)), "format")
    if "rules" not in data:
        raise RuleSetFileError(QCoreApplication.translate("RuleSets", "“rules” is missing"), "rules")
    name = check_name(data["name"]) if "name" in data else None
    return name, rules_from_data(data["rules"])


def _too_large(size: int) -> str:
    return (QCoreApplication.translate("RuleSets", "the file is too large to be a rule set (%1 KiB, at most %2 KiB)")
            .replace("%1", str(size // 1024)).replace("%2", str(MAX_RULESET_BYTES // 1024)))


def read_ruleset(path: Path) -> tuple[str | None, RuleSet]:
    """Like :func:`parse_ruleset`, from a file (never reading more than the size cap)."""
    try:
        if not path.is_file():
            raise RuleSetFileError(QCoreApplication.translate("RuleSets", "this is not a regular file"))
        with path.open("rb") as fh:
            data = fh.read(MAX_RULESET_BYTES + 1)
    except OSError as exc:
        raise RuleSetFileError(QCoreApplication.translate("RuleSets", "the file cannot be read (%1)").replace(
            "%1", str(exc.strerror or exc))) from None
    if len(data) > MAX_RULESET_BYTES:
        try:
            size = path.stat().st_size
        except OSError:
            size = len(data)
        raise RuleSetFileError(_too_large(max(size, len(data))))
    return parse_ruleset(data)


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


class RuleSetNameError(ValueError):
    """A name that cannot be used for a new or renamed set (``str`` is the sentence)."""


class RuleSetStore:
    """The saved rule sets in one folder, by name (names are unique, ignoring case)."""

    def __init__(self, folder: Path | None = None):
        self.folder = Path(folder) if folder is not None else rulesets_dir()
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
            self.problems.append(LoadProblem(str(self.folder), QCoreApplication.translate(
                "RuleSets", "the folder cannot be read (%1)").replace("%1", str(exc.strerror or exc))))
            return self.problems
        if len(files) > MAX_FILES:
            self.problems.append(LoadProblem(str(self.folder), QCoreApplication.translate(
                "RuleSets", "too many files: only the first %1 were read").replace("%1", str(MAX_FILES))))
            files = files[:MAX_FILES]
        for path in files:
            try:
                name, rules = read_ruleset(path)
            except RuleSetFileError as exc:
                self.problems.append(LoadProblem(path.name, str(exc)))
                continue
            name = self.unique_name(name or check_name_or_default(path.stem))
            self.sets[name] = SavedRuleSet(name, rules, path)
        return self.problems

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
        raise RuleSetNameError(QCoreApplication.translate("RuleSets", "no free file name for “%1”").replace("%1", name))

    # -- writing --
    def save(self, name: str, rules: RuleSet, replace: bool = False) -> SavedRuleSet:
        """Save ``rules`` as ``name``; an existing set of that name is replaced only if ``replace``."""
        try:
            name = check_name(name)
        except RuleSetFileError as exc:
            raise RuleSetNameError(str(exc)) from None
        old = self.get(name)
        if old is not None and not replace:
            raise RuleSetNameError(QCoreApplication.translate(
                "RuleSets", "a rule set named “%1” already exists").replace("%1", old.name))
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
            raise RuleSetNameError(QCoreApplication.translate(
                "RuleSets", "there is no rule set named “%1”").replace("%1", old_name))
        try:
            new_name = check_name(new_name)
        except RuleSetFileError as exc:
            raise RuleSetNameError(str(exc)) from None
        other = self.get(new_name)
        if other is not None and other is not old:
            raise RuleSetNameError(QCoreApplication.translate(
                "RuleSets", "a rule set named “%1” already exists").replace("%1", other.name))
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
            raise RuleSetNameError(QCoreApplication.translate(
                "RuleSets", "there is no rule set named “%1”").replace("%1", name))
        if new_name is None:
            new_name = self.unique_name(QCoreApplication.translate("RuleSets", "%1 (copy)").replace("%1", old.name))
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
        return self.save(self.unique_name(name or check_name_or_default(Path(path).stem)), rules)


def export_ruleset(path: Path, name: str, rules: RuleSet) -> None:
    write_atomic(Path(path), ruleset_text(name, rules))


def check_name_or_default(stem: str) -> str:
    try:
        return check_name(stem.replace("_", " "))
    except RuleSetFileError:
        return QCoreApplication.translate("RuleSets", "Imported rules")
