"""The words of the rules dialog: group titles, option titles, one-line explanations and
value names (docs/rules.md §5), and the one-line descriptions of a rule set.

Everything about the options themselves (keys, values, presets, boards, rule ids, groups)
comes from the engine's table ``OPTIONS``; an option the table gains later still appears
(under its key) until it gets words here.  The texts keep the "RulesDialog" translation
context.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from parchis_desktop.engine.rules import OPTION_BY_KEY, RuleError, RuleSet

from parchis_desktop.ui.texts.rulesets import conflict_sentence
from parchis_desktop.ui.texts.game import variant_name


#: The dialog's groups in reading order, laid out as three columns.
GROUPS = ("dice", "entering", "moving", "capturing", "safe", "home", "specials")
COLUMNS = (("dice", "entering"), ("moving", "capturing", "safe"), ("home", "specials"))


def group_title(group: str) -> str:
    titles = {
        "dice": QCoreApplication.translate("RulesDialog", "Dice and turns"),
        "entering": QCoreApplication.translate("RulesDialog", "Entering"),
        "moving": QCoreApplication.translate("RulesDialog", "Moving and blockades"),
        "capturing": QCoreApplication.translate("RulesDialog", "Capturing"),
        "safe": QCoreApplication.translate("RulesDialog", "Safe squares"),
        "home": QCoreApplication.translate("RulesDialog", "Home"),
        "specials": QCoreApplication.translate("RulesDialog", "Variant specials"),
    }
    return titles.get(group, group)


def option_title(key: str) -> str:
    titles = {
        "dice": QCoreApplication.translate("RulesDialog", "Dice"),
        "tokens": QCoreApplication.translate("RulesDialog", "Tokens per player"),
        "enter_on": QCoreApplication.translate("RulesDialog", "Number that brings a token out"),
        "enter_by_sum": QCoreApplication.translate("RulesDialog", "Enter with the sum of the dice"),
        "enter_compulsory": QCoreApplication.translate("RulesDialog", "Bringing a token out is compulsory"),
        "sum_moves": QCoreApplication.translate("RulesDialog", "Move one token by the sum"),
        "capture_bonus": QCoreApplication.translate("RulesDialog", "Bonus for a capture"),
        "goal_bonus": QCoreApplication.translate("RulesDialog", "Bonus for reaching the goal"),
        "extra_roll": QCoreApplication.translate("RulesDialog", "Extra roll"),
        "six_counts_seven": QCoreApplication.translate("RulesDialog", "A six counts as seven"),
        "three_in_a_row": QCoreApplication.translate("RulesDialog", "Third extra roll in a row"),
        "use_larger_die": QCoreApplication.translate("RulesDialog", "Play the larger die"),
        "blockades": QCoreApplication.translate("RulesDialog", "Blockades"),
        "blockade_max_turns": QCoreApplication.translate("RulesDialog", "Blockade time limit"),
        "open_blockade_on_six": QCoreApplication.translate("RulesDialog", "Open a blockade on a six"),
        "shared_safe_squares": QCoreApplication.translate("RulesDialog", "Shared safe squares"),
        "capture_enforcement": QCoreApplication.translate("RulesDialog", "Compulsory capture"),
        "prisoners": QCoreApplication.translate("RulesDialog", "Prisoners"),
        "rest_cells": QCoreApplication.translate("RulesDialog", "Rest cells"),
        "mirror": QCoreApplication.translate("RulesDialog", "Mirror shortcuts"),
        "reverse_faces": QCoreApplication.translate("RulesDialog", "Reverse faces on doubles"),
        "turn_order": QCoreApplication.translate("RulesDialog", "Turn order"),
        "play_for_places": QCoreApplication.translate("RulesDialog", "Play on for places"),
        "teams": QCoreApplication.translate("RulesDialog", "Teams"),
    }
    return titles.get(key, key)


def option_help(key: str) -> str:
    texts = {
        "dice": QCoreApplication.translate("RulesDialog", "How many dice are rolled each time."),
        "tokens": QCoreApplication.translate("RulesDialog", "How many tokens each player must bring home."),
        "enter_on": QCoreApplication.translate("RulesDialog", "The die face that brings a token out of the nest."),
        "enter_by_sum": QCoreApplication.translate(
            "RulesDialog", "Two dice adding up to that number also bring a token out (e.g. 2 + 3)."),
        "enter_compulsory": QCoreApplication.translate(
            "RulesDialog", "When a token can come out of the nest, it must, before any other move."),
        "sum_moves": QCoreApplication.translate(
            "RulesDialog", "One token may move by both dice at once; it only lands at the end."),
        "capture_bonus": QCoreApplication.translate(
            "RulesDialog", "Steps the capturing player then moves with one token."),
        "goal_bonus": QCoreApplication.translate(
            "RulesDialog", "Steps a player moves with one token after bringing a token to the goal."),
        "extra_roll": QCoreApplication.translate("RulesDialog", "What lets the player roll again."),
        "six_counts_seven": QCoreApplication.translate(
            "RulesDialog", "With one die: a six moves seven while the player has no token in the nest."),
        "three_in_a_row": QCoreApplication.translate(
            "RulesDialog", "Penalty: the token moved last goes back to the nest. Reward: a token may go "
                           "straight home."),
        "use_larger_die": QCoreApplication.translate(
            "RulesDialog", "When only one die can be played, it must be the larger one where possible."),
        "blockades": QCoreApplication.translate(
            "RulesDialog", "Two tokens of one colour on a square block it: nobody may pass. Off: they only "
                           "share it."),
        "blockade_max_turns": QCoreApplication.translate(
            "RulesDialog", "How many turns of its owner a blockade may stand before it must be opened."),
        "open_blockade_on_six": QCoreApplication.translate(
            "RulesDialog", "A player holding a blockade who rolls a six must open it if any move does."),
        "shared_safe_squares": QCoreApplication.translate(
            "RulesDialog", "Tokens of two colours may share a safe square or a start; no capture there."),
        "capture_enforcement": QCoreApplication.translate(
            "RulesDialog", "Whether a possible capture must be made, and what happens if it is missed."),
        "prisoners": QCoreApplication.translate(
            "RulesDialog", "Captured tokens are held by the capturer until ransomed with a six or exchanged."),
        "rest_cells": QCoreApplication.translate(
            "RulesDialog", "A token may stop in a rest cell beside the track, where it cannot be captured."),
        "mirror": QCoreApplication.translate(
            "RulesDialog", "From a mirror corner a 1 jumps to the next corner and a 3 across the centre."),
        "reverse_faces": QCoreApplication.translate(
            "RulesDialog", "With no token in the nest, each die of a double may count as 7 minus its face."),
        "turn_order": QCoreApplication.translate("RulesDialog", "Which neighbour plays next."),
        "play_for_places": QCoreApplication.translate(
            "RulesDialog", "After the winner, the others play on for second and third place."),
        "teams": QCoreApplication.translate(
            "RulesDialog", "Partners sitting opposite play as a team: they never capture each other, and a "
                           "player whose tokens are all home plays the partner's."),
    }
    return texts.get(key, "")


def value_name(key: str, value: Any) -> str:
    """The words for one value of option ``key``."""
    if isinstance(value, bool):
        return (QCoreApplication.translate("RulesDialog", "on") if value
                else QCoreApplication.translate("RulesDialog", "off"))
    names: dict[tuple[str, Any], str] = {
        ("dice", 1): QCoreApplication.translate("RulesDialog", "One die"),
        ("dice", 2): QCoreApplication.translate("RulesDialog", "Two dice"),
        ("capture_bonus", 0): QCoreApplication.translate("RulesDialog", "None"),
        ("capture_bonus", 10): QCoreApplication.translate("RulesDialog", "10 steps"),
        ("capture_bonus", 20): QCoreApplication.translate("RulesDialog", "20 steps"),
        ("goal_bonus", 0): QCoreApplication.translate("RulesDialog", "None"),
        ("goal_bonus", 10): QCoreApplication.translate("RulesDialog", "10 steps"),
        ("extra_roll", "doubles"): QCoreApplication.translate("RulesDialog", "After doubles"),
        ("extra_roll", "six"): QCoreApplication.translate("RulesDialog", "After a six"),
        ("extra_roll", "none"): QCoreApplication.translate("RulesDialog", "Never"),
        ("three_in_a_row", "none"): QCoreApplication.translate("RulesDialog", "Nothing special"),
        ("three_in_a_row", "penalty"): QCoreApplication.translate("RulesDialog", "Penalty"),
        ("three_in_a_row", "reward"): QCoreApplication.translate("RulesDialog", "Reward"),
        ("blockade_max_turns", 0): QCoreApplication.translate("RulesDialog", "No limit"),
        ("blockade_max_turns", 1): QCoreApplication.translate("RulesDialog", "1 turn"),
        ("blockade_max_turns", 2): QCoreApplication.translate("RulesDialog", "2 turns"),
        ("blockade_max_turns", 3): QCoreApplication.translate("RulesDialog", "3 turns"),
        ("blockade_max_turns", 4): QCoreApplication.translate("RulesDialog", "4 turns"),
        ("blockade_max_turns", 5): QCoreApplication.translate("RulesDialog", "5 turns"),
        ("capture_enforcement", "off"): QCoreApplication.translate("RulesDialog", "No, optional"),
        ("capture_enforcement", "forced"): QCoreApplication.translate("RulesDialog", "Yes, forced"),
        ("capture_enforcement", "mirror"): QCoreApplication.translate("RulesDialog", "Missed: to the mirror"),
        ("turn_order", "with_travel"): QCoreApplication.translate("RulesDialog", "With the tokens"),
        ("turn_order", "against_travel"): QCoreApplication.translate("RulesDialog", "Against the tokens"),
    }
    return names.get((key, value), str(value))


def option_label(key: str) -> str:
    """“Title” (key): how messages name an option, for players and for people editing JSON."""
    return QCoreApplication.translate("RulesDialog", "“%1” (%2)").replace("%1", option_title(key)).replace("%2", key)


def describe_problem(exc: RuleError) -> str:
    """The validator's verdict as the dialog shows it: why, then which options."""
    options = tuple(k for k in exc.options if k in OPTION_BY_KEY)
    why = conflict_sentence(exc.options, exc.reason)
    if not options:
        return why
    return (QCoreApplication.translate("RulesDialog", "These rules cannot be played: %1 Options involved: %2.")
            .replace("%1", why).replace("%2", ", ".join(option_label(k) for k in options)))


def describe_rules(rules: RuleSet, set_name: str | None = None) -> str:
    """One line for the rules in force: the preset, a house rule set's name, what was changed."""
    changed = [option_title(k) for k in rules.changed()]
    preset = variant_name(rules.preset)
    if set_name:
        text = QCoreApplication.translate("RulesDialog", "House rules “%1”, based on %2.").replace(
            "%1", set_name).replace("%2", preset)
    elif changed:
        text = QCoreApplication.translate("RulesDialog", "%1, modified.").replace("%1", preset)
    else:
        text = QCoreApplication.translate("RulesDialog", "%1, as in the preset.").replace("%1", preset)
    if changed:
        text += " " + QCoreApplication.translate("RulesDialog", "Changed: %1.").replace("%1", ", ".join(changed))
    return text


def rules_from_choice(choice: Any) -> RuleSet | None:
    """The rule set a new-game choice carries (``choice["rules"]``), if it is valid."""
    data = choice.get("rules") if isinstance(choice, dict) else None
    if not isinstance(data, dict):
        return None
    try:
        rules = RuleSet.from_dict(data)
    except (RuleError, TypeError, ValueError):
        return None
    return rules
