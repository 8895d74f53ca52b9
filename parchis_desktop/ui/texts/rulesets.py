"""The words for house rule sets: conflicts, boards and the store's error codes as sentences.

The files themselves are handled in :mod:`parchis_desktop.store.rulesets` (no Qt);
this module turns its :class:`RuleSetFileError` / :class:`RuleSetNameError` codes
into translated text for the player.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from parchis_desktop.engine.rules import OPTION_BY_KEY, PRESET_BOARD, RuleError, option_applies
from parchis_desktop.store.errors import StoreError
from parchis_desktop.store.rulesets import LoadProblem, RuleSetStore


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


def describe_conflict(options: tuple[str, ...], preset: str | None, reason: str) -> str:
    """A sentence for options the engine rejects together, naming the option keys involved."""
    options = tuple(options)
    keys = ", ".join(f"“{k}”" for k in options)
    sentence = conflict_sentence(options)
    if sentence:
        return QCoreApplication.translate("RuleSets", "options %1 cannot be combined: %2").replace(
            "%1", keys).replace("%2", sentence)
    if (preset in PRESET_BOARD and len(options) == 1 and options[0] in OPTION_BY_KEY
            and not option_applies(options[0], preset)):
        return QCoreApplication.translate("RuleSets", "option %1 does not apply to %2").replace(
            "%1", keys).replace("%2", board_name(PRESET_BOARD[preset]))
    return QCoreApplication.translate("RuleSets", "options %1: %2").replace("%1", keys).replace("%2", reason)


def describe_rule_error(exc: RuleError, preset: str | None = None) -> str:
    """A sentence for a :class:`RuleError`, naming the option keys involved."""
    return describe_conflict(exc.options, preset, exc.reason)


def ruleset_error_text(exc: StoreError) -> str:
    """The sentence for a rule-set store error (RuleSetFileError or RuleSetNameError)."""
    p = exc.params
    code = exc.code
    if code == "too_large":
        return (QCoreApplication.translate("RuleSets", "the file is too large to be a rule set (%1 KiB, at most %2 KiB)")
                .replace("%1", str(p.get("size", 0) // 1024)).replace("%2", str(p.get("limit", 0) // 1024)))
    if code == "not_regular":
        return QCoreApplication.translate("RuleSets", "this is not a regular file")
    if code == "unreadable":
        return QCoreApplication.translate("RuleSets", "the file cannot be read (%1)").replace("%1", str(p.get("reason", "")))
    if code == "rules_conflict":
        return describe_conflict(p.get("options", ()), p.get("preset"), str(p.get("reason", "")))
    simple = {
        "too_deep": QCoreApplication.translate("RuleSets", "the file is nested too deeply to be a rule set"),
        "not_json": QCoreApplication.translate("RuleSets", "the file is not valid JSON (it may be damaged)"),
        "not_object": QCoreApplication.translate("RuleSets", "the file is not a rule set (it must hold a JSON object)"),
        "not_a_ruleset": QCoreApplication.translate("RuleSets", "the file is not a Parchís Desktop rule set"),
        "rules_missing": QCoreApplication.translate("RuleSets", "“rules” is missing"),
        "rules_not_object": QCoreApplication.translate("RuleSets", "“rules” must be an object of options"),
        "preset_missing": QCoreApplication.translate("RuleSets", "“preset” is missing"),
        "name_empty": QCoreApplication.translate("RuleSets", "the name is empty"),
        "name_bad_characters": QCoreApplication.translate("RuleSets", "the name contains control or unassigned characters"),
    }
    if code in simple:
        return simple[code]
    patterns = {
        "name_not_text": (QCoreApplication.translate("RuleSets", "the name must be text, not %1"), ("value",)),
        "name_too_long": (QCoreApplication.translate("RuleSets", "the name is longer than %1 characters"), ("limit",)),
        "preset_unknown": (QCoreApplication.translate("RuleSets", "unknown preset %1 (known: %2)"), ("value", "known")),
        "option_unknown": (QCoreApplication.translate("RuleSets", "unknown option “%1”"), ("option",)),
        "option_value": (QCoreApplication.translate("RuleSets", "option “%1” cannot be %2 (allowed: %3)"), ("option", "value", "allowed")),
        "key_unknown": (QCoreApplication.translate("RuleSets", "unknown key “%1”"), ("key_name",)),
        "format_not_whole": (QCoreApplication.translate("RuleSets", "“format” must be a whole number, not %1"), ("value",)),
        "format_newer": (QCoreApplication.translate("RuleSets", "the file was made by a newer version of Parchís Desktop (format %1)"), ("format",)),
        "folder_unreadable": (QCoreApplication.translate("RuleSets", "the folder cannot be read (%1)"), ("reason",)),
        "too_many_files": (QCoreApplication.translate("RuleSets", "too many files: only the first %1 were read"), ("limit",)),
        "name_exists": (QCoreApplication.translate("RuleSets", "a rule set named “%1” already exists"), ("name",)),
        "no_such_set": (QCoreApplication.translate("RuleSets", "there is no rule set named “%1”"), ("name",)),
        "no_free_file_name": (QCoreApplication.translate("RuleSets", "no free file name for “%1”"), ("name",)),
    }
    if code in patterns:
        text, names = patterns[code]
        for n, name in enumerate(names, 1):
            value = p.get(name, "")
            if isinstance(value, (tuple, list)):
                value = ", ".join(map(str, value))
            text = text.replace(f"%{n}", str(value))
        return text
    return code


def problem_text(problem: LoadProblem) -> str:
    """``file: why`` for one rule set file that could not be read."""
    return f"{problem.file}: {ruleset_error_text(problem.error)}"


def make_store(folder=None) -> RuleSetStore:
    """The rule set store with its default names in the player's language."""
    return RuleSetStore(folder, fallback_name=QCoreApplication.translate("RuleSets", "Imported rules"), copy_pattern=QCoreApplication.translate("RuleSets", "%1 (copy)"))
