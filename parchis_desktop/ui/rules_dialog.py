"""The rules dialog: pick a preset, see and change every option (docs/rules.md §5), keep house rules.

Everything about the options themselves (their keys, values, presets, boards,
rule ids and groups) comes from the engine's table ``OPTIONS``; this module only
adds the words: a title, a one-line explanation and value names per option.  An
option the table gains later still appears (under its key) until it gets words
here.  The same dialog, read-only, shows the rules of the game in progress.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFrame, QGridLayout, QGroupBox,
    QHBoxLayout, QInputDialog, QLabel, QMessageBox, QPushButton, QScrollArea, QToolButton,
    QVBoxLayout, QWidget,
)

from parchis_desktop.engine.boards import BOARDS
from parchis_desktop.engine.rules import (
    OPTION_BY_KEY, OPTIONS, PRESET_BOARD, PRESETS, Option, RuleError, RuleSet, option_applies,
)

from parchis_desktop.store.errors import RuleSetFileError, RuleSetNameError
from parchis_desktop.store.rulesets import RuleSetStore, export_ruleset, safe_file_stem

from .rulesets import board_name, conflict_sentence, make_store, problem_text, ruleset_error_text
from .texts import variant_name

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


def board_available(preset: str) -> bool:
    return PRESET_BOARD.get(preset) in BOARDS


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
    """The rule set a new-game choice carries (``choice["rules"]``), if it is valid and playable."""
    data = choice.get("rules") if isinstance(choice, dict) else None
    if not isinstance(data, dict):
        return None
    try:
        rules = RuleSet.from_dict(data)
    except (RuleError, TypeError, ValueError):
        return None
    return rules if board_available(rules.preset) else None


def _muted(widget: QWidget) -> None:
    """Secondary text: the window text blended towards the background (fits light and dark palettes)."""
    pal = widget.palette()
    fg, bg = pal.color(QPalette.ColorRole.WindowText), pal.color(QPalette.ColorRole.Window)
    mix = QColor(round(fg.red() * 0.62 + bg.red() * 0.38), round(fg.green() * 0.62 + bg.green() * 0.38),
                 round(fg.blue() * 0.62 + bg.blue() * 0.38))
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        pal.setColor(group, QPalette.ColorRole.WindowText, mix)
    widget.setPalette(pal)


def _inert(widget: QWidget) -> None:
    """Shown as it is but not changeable (the read-only view): no mouse, no keyboard focus."""
    widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
    widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)


_MARKER_STYLE = (
    "QToolButton { background: #fde9a8; color: #4d3900; border: 1px solid #d9ad3c; border-radius: 8px;"
    " padding: 0px 7px; }"
    "QToolButton:focus { border: 2px solid palette(highlight); }"
    "QToolButton:disabled { background: #f3e6bd; color: #6b5a2a; }"
)
_PROBLEM_STYLE = ("QLabel { background: #fdecea; color: #6d1a12; border: 1px solid #eba79f;"
                  " border-radius: 4px; padding: 6px 8px; }")
_INFO_STYLE = ("QLabel { background: #eaf2fd; color: #123a6d; border: 1px solid #a9c3eb;"
               " border-radius: 4px; padding: 6px 8px; }")
_CONFLICT_COLOUR = "#b3261e"


class _Column(QWidget):
    """One column of groups.  All columns claim the same width, so they share the dialog's
    width equally (in the layout pass and in the height-for-width pass alike); the
    explanations wrap to it."""

    WIDTH, MIN_WIDTH = 360, 280

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt naming)
        return QSize(max(self.WIDTH, super().minimumSizeHint().width()), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt naming)
        hint = super().minimumSizeHint()
        return QSize(max(self.MIN_WIDTH, hint.width()), hint.height())


class OptionRow:
    """The widgets of one option in its group: control, "changed" marker, explanation."""

    def __init__(self, option: Option, group: QVBoxLayout, on_change, on_reset):
        self.option = option
        self.key = key = option.key
        line = QHBoxLayout()
        line.setSpacing(8)
        if option.kind is bool:
            self.control: QWidget = QCheckBox(option_title(key))
            self.label: QLabel | None = None
            line.addWidget(self.control)
            line.addStretch(1)
            self.control.toggled.connect(lambda _on: on_change(key))
        else:
            self.control = QComboBox()
            for value in option.values:
                self.control.addItem(value_name(key, value), value)
            self.control.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            self.label = QLabel(option_title(key))
            self.label.setWordWrap(True)
            self.label.setBuddy(self.control)
            line.addWidget(self.label, 1)
            line.addWidget(self.control)
            self.control.currentIndexChanged.connect(lambda _i: on_change(key))
        self.control.setObjectName(f"option_{key}")
        self.marker = QToolButton()
        self.marker.setObjectName(f"changed_{key}")
        self.marker.setText(QCoreApplication.translate("RulesDialog", "changed"))
        self.marker.setStyleSheet(_MARKER_STYLE)
        self.marker.setCursor(Qt.CursorShape.PointingHandCursor)
        policy = self.marker.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.marker.setSizePolicy(policy)
        self.marker.clicked.connect(lambda: on_reset(key))
        self.marker.hide()
        line.addWidget(self.marker)
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.help.setObjectName(f"help_{key}")
        font = self.help.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        self.help.setFont(font)
        _muted(self.help)
        block = QVBoxLayout()
        block.setSpacing(1)
        block.addLayout(line)
        block.addWidget(self.help)
        group.addLayout(block)
        self.applies = True

    def value(self) -> Any:
        if isinstance(self.control, QCheckBox):
            return self.control.isChecked()
        return self.control.currentData()

    def set_value(self, value: Any) -> None:
        self.control.blockSignals(True)
        if isinstance(self.control, QCheckBox):
            self.control.setChecked(bool(value))
        else:
            index = self.control.findData(value)
            if index >= 0:
                self.control.setCurrentIndex(index)
        self.control.blockSignals(False)

    def set_applies(self, applies: bool, preset: str, read_only: bool) -> None:
        """Enable or disable for the board; the tooltip and the explanation say why."""
        self.applies = applies
        rules = ", ".join(self.option.rules)
        text = option_help(self.key)
        if applies:
            tip = text
            note = ""
        else:
            boards = ", ".join(board_name(b) for b in sorted(self.option.boards))
            tip = (QCoreApplication.translate("RulesDialog", "Not used on %1: this option is played only on %2.")
                   .replace("%1", board_name(PRESET_BOARD[preset])).replace("%2", boards))
            note = QCoreApplication.translate("RulesDialog", "Not used on this board.")
        self.help.setText(" ".join(t for t in (note, text, f"({rules})" if rules else "") if t))
        for w in (self.control, self.label):
            if w is not None:
                w.setToolTip(tip)
                w.setEnabled(applies)
        self.help.setToolTip(tip)
        if read_only:
            _inert(self.control)
            _inert(self.marker)
        self.control.setAccessibleDescription(tip)

    def set_changed(self, changed: bool, preset_value: Any, read_only: bool) -> None:
        self.marker.setVisible(changed)
        words = value_name(self.key, preset_value)
        if read_only:
            tip = QCoreApplication.translate("RulesDialog", "Differs from the preset, which has: %1.")
        else:
            tip = QCoreApplication.translate("RulesDialog",
                                             "Differs from the preset, which has: %1. Click to go back to it.")
        self.marker.setToolTip(tip.replace("%1", words))
        self.marker.setAccessibleName(QCoreApplication.translate(
            "RulesDialog", "%1 differs from the preset; reset it").replace("%1", option_title(self.key)))
        font = (self.label or self.control).font()
        font.setBold(changed)
        (self.label or self.control).setFont(font)

    def set_conflict(self, conflict: bool) -> None:
        target = self.label or self.control
        target.setStyleSheet(f"color: {_CONFLICT_COLOUR};" if conflict else "")


class RulesDialog(QDialog):
    """Presets, every option grouped, and saved house rule sets.

    ``rules()`` is the chosen rule set (None while the options conflict) and
    ``set_name()`` the saved set it equals, if any.  With ``read_only`` the
    dialog shows the rules of a game in progress (they can still be saved or
    exported as a house rule set)."""

    rules_changed = Signal()

    def __init__(self, rules: RuleSet | None = None, parent: QWidget | None = None, *,
                 read_only: bool = False, store: RuleSetStore | None = None, set_name: str | None = None):
        super().__init__(parent)
        self.setObjectName("RulesDialog")
        self.read_only = read_only
        self.store = store if store is not None else make_store()
        self.store.load()
        if rules is None:
            first = next((p for p in PRESETS if board_available(p)), PRESETS[0])
            rules = RuleSet.preset_named(first)
        self._preset = rules.preset
        self._values: dict[str, Any] = {o.key: getattr(rules, o.key) for o in OPTIONS}
        self._set_name: str | None = None
        self.rows: dict[str, OptionRow] = {}
        self.group_boxes: dict[str, QGroupBox] = {}
        self._build()
        self._fill_sets()
        saved = self.store.get(set_name) if set_name else None
        if saved is not None and saved.rules == rules:
            self._set_name = saved.name
        self._sync_all()
        self._show_load_problems()
        if not self.read_only:
            self.preset_combo.setFocus()

    # -- construction ------------------------------------------------------------------
    def _build(self) -> None:
        self.setWindowTitle(self.tr("Rules in force") if self.read_only else self.tr("Rules"))
        outer = QVBoxLayout(self)

        top = QGridLayout()
        self.preset_label = QLabel(self.tr("&Preset:"))
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("presetCombo")
        model = self.preset_combo.model()
        for preset in PRESETS:
            if board_available(preset):
                self.preset_combo.addItem(variant_name(preset), preset)
            else:
                self.preset_combo.addItem(self.tr("%1 (board not available yet)").replace(
                    "%1", variant_name(preset)), preset)
                item = model.item(self.preset_combo.count() - 1)
                item.setEnabled(False)
                item.setToolTip(self.tr("This version cannot play on %1 yet.").replace(
                    "%1", board_name(PRESET_BOARD[preset])))
        self.preset_label.setBuddy(self.preset_combo)
        self.preset_combo.currentIndexChanged.connect(self._preset_chosen)
        top.addWidget(self.preset_label, 0, 0)
        top.addWidget(self.preset_combo, 0, 1)
        self.summary = QLabel()
        self.summary.setObjectName("rulesSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        top.addWidget(self.summary, 0, 2)
        top.setColumnStretch(2, 1)
        top.setHorizontalSpacing(10)

        self.sets_label = QLabel(self.tr("Saved rule &sets:"))
        self.sets_combo = QComboBox()
        self.sets_combo.setObjectName("setsCombo")
        self.sets_combo.setMinimumContentsLength(18)
        self.sets_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.sets_label.setBuddy(self.sets_combo)
        self.sets_combo.activated.connect(self._set_activated)
        buttons = QHBoxLayout()
        buttons.setSpacing(6)

        def button(text: str, slot, name: str) -> QPushButton:
            b = QPushButton(text, self)
            b.setObjectName(name)
            b.setAutoDefault(False)
            b.clicked.connect(slot)
            if not self.read_only:
                buttons.addWidget(b)
            return b

        self.save_as_button = button(self.tr("Save &as…"), self._ask_save_as, "saveAsButton")
        self.rename_button = button(self.tr("Re&name…"), self._ask_rename, "renameButton")
        self.duplicate_button = button(self.tr("D&uplicate"), self._do_duplicate, "duplicateButton")
        self.delete_button = button(self.tr("&Delete"), self._ask_delete, "deleteButton")
        self.import_button = button(self.tr("&Import…"), self._ask_import, "importButton")
        self.export_button = button(self.tr("E&xport…"), self._ask_export, "exportButton")
        buttons.addStretch(1)
        top.addWidget(self.sets_label, 1, 0)
        top.addWidget(self.sets_combo, 1, 1)
        top.addLayout(buttons, 1, 2)
        outer.addLayout(top)
        if self.read_only:
            for w in (self.sets_label, self.sets_combo, self.rename_button, self.duplicate_button,
                      self.delete_button, self.import_button):
                w.hide()
            _inert(self.preset_combo)

        self.message_label = QLabel()
        self.message_label.setObjectName("rulesMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message_label.hide()
        outer.addWidget(self.message_label)

        content = QWidget()
        content.setObjectName("rulesOptions")
        columns = QHBoxLayout(content)
        columns.setContentsMargins(0, 0, 4, 0)
        columns.setSpacing(12)
        by_group: dict[str, list[Option]] = {}
        for opt in OPTIONS:
            by_group.setdefault(opt.group, []).append(opt)
        layout_groups = [list(c) for c in COLUMNS]
        layout_groups[-1] += [g for g in by_group if g not in GROUPS]   # a group the table adds later
        for column_groups in layout_groups:
            holder = _Column()
            column = QVBoxLayout(holder)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(10)
            for group in column_groups:
                options = by_group.get(group)
                if not options:
                    continue
                box = QGroupBox(group_title(group))
                box.setObjectName(f"group_{group}")
                box_layout = QVBoxLayout(box)
                box_layout.setSpacing(8)
                for opt in options:
                    self.rows[opt.key] = OptionRow(opt, box_layout, self._option_edited, self._reset_option)
                self.group_boxes[group] = box
                column.addWidget(box)
            column.addStretch(1)
            columns.addWidget(holder, 1)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("rulesScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(content)
        outer.addWidget(self.scroll, 1)

        self.problem_label = QLabel()
        self.problem_label.setObjectName("rulesProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(_PROBLEM_STYLE)
        self.problem_label.hide()
        outer.addWidget(self.problem_label)

        self.button_box = QDialogButtonBox()
        if self.read_only:
            self.button_box.addButton(QDialogButtonBox.StandardButton.Close)
            self.button_box.addButton(self.save_as_button, QDialogButtonBox.ButtonRole.ActionRole)
            self.button_box.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
            self.ok_button = None
        else:
            self.button_box.addButton(QDialogButtonBox.StandardButton.Ok)
            self.button_box.addButton(QDialogButtonBox.StandardButton.Cancel)
            self.ok_button = self.button_box.button(QDialogButtonBox.StandardButton.Ok)
        self.reset_button = self.button_box.addButton(self.tr("&Reset to preset"),
                                                      QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.setObjectName("resetButton")
        self.reset_button.setAutoDefault(False)
        self.reset_button.clicked.connect(self.reset_to_preset)
        self.reset_button.setVisible(not self.read_only)
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        outer.addWidget(self.button_box)

        screen = self.screen().availableGeometry() if self.screen() is not None else None
        width, height = 1200, 760
        if screen is not None and screen.width() > 200:
            width, height = min(width, screen.width() - 40), min(height, screen.height() - 40)
        self.resize(width, height)

    # -- state -------------------------------------------------------------------------------
    def preset(self) -> str:
        return self._preset

    def values(self) -> dict[str, Any]:
        return dict(self._values)

    def _validated(self) -> tuple[RuleSet | None, RuleError | None]:
        try:
            return RuleSet.preset_named(self._preset, **self._values), None
        except RuleError as exc:
            return None, exc

    def rules(self) -> RuleSet | None:
        """The rules as set in the dialog, or None while the engine rejects them."""
        return self._validated()[0]

    def set_name(self) -> str | None:
        """The saved house rule set shown, if the options still equal it."""
        if self._set_name is None:
            return None
        saved = self.store.get(self._set_name)
        return saved.name if saved is not None and saved.rules == self.rules() else None

    def problem(self) -> str:
        """Why these rules cannot start a game ("" when they can)."""
        rules, exc = self._validated()
        if exc is not None:
            return describe_problem(exc)
        if not board_available(self._preset):
            return self.tr("%1 cannot be played yet: this version has no %2.").replace(
                "%1", variant_name(self._preset)).replace("%2", board_name(PRESET_BOARD[self._preset]))
        return ""

    # -- editing --------------------------------------------------------------------------
    def set_preset(self, preset: str) -> None:
        """Start again from ``preset``'s values."""
        if preset not in PRESETS:
            raise ValueError(preset)
        self._preset = preset
        self._values = {o.key: o.presets[preset] for o in OPTIONS}
        self._set_name = None
        self._sync_all()

    def set_option(self, key: str, value: Any) -> None:
        """Change one option as the player would (through its widget)."""
        row = self.rows[key]
        if isinstance(row.control, QCheckBox):
            row.control.setChecked(bool(value))
        else:
            index = row.control.findData(value)
            if index < 0:
                raise ValueError(f"{key}: {value!r}")
            row.control.setCurrentIndex(index)

    def load_rules(self, rules: RuleSet, set_name: str | None = None) -> None:
        self._preset = rules.preset
        self._values = {o.key: getattr(rules, o.key) for o in OPTIONS}
        self._set_name = set_name
        self._sync_all()

    def reset_to_preset(self) -> None:
        self.set_preset(self._preset)

    def _reset_option(self, key: str) -> None:
        if self.read_only:
            return
        self.set_option(key, OPTION_BY_KEY[key].presets[self._preset])
        self.rows[key].control.setFocus()

    def _option_edited(self, key: str) -> None:
        if self.read_only:   # the rules of a game in progress are not edited here
            self.rows[key].set_value(self._values[key])
            return
        self._values[key] = self.rows[key].value()
        self._refresh()

    def _preset_chosen(self, index: int) -> None:
        preset = self.preset_combo.itemData(index)
        if preset and preset != self._preset:
            self.set_preset(preset)

    def _sync_all(self) -> None:
        self.preset_combo.blockSignals(True)
        self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(self._preset)))
        self.preset_combo.blockSignals(False)
        for key, row in self.rows.items():
            row.set_value(self._values[key])
            row.set_applies(option_applies(key, self._preset), self._preset, self.read_only)
        self._refresh()

    def _refresh(self) -> None:
        rules, exc = self._validated()
        involved = set(exc.options) if exc is not None else set()
        for key, row in self.rows.items():
            preset_value = OPTION_BY_KEY[key].presets[self._preset]
            row.set_changed(self._values[key] != preset_value, preset_value, self.read_only)
            row.set_conflict(key in involved)
        problem = self.problem()
        self.problem_label.setText(problem)
        self.problem_label.setVisible(bool(problem))
        if self.ok_button is not None:
            self.ok_button.setEnabled(not problem)
        modified = any(self._values[o.key] != o.presets[self._preset] for o in OPTIONS)
        self.reset_button.setEnabled(modified)
        if rules is not None:
            self.summary.setText(describe_rules(rules, self.set_name()))
        else:
            self.summary.setText(self.tr("%1, modified.").replace("%1", variant_name(self._preset)))
        self._sync_sets_combo()
        self.rules_changed.emit()

    # -- house rule sets ----------------------------------------------------------------------
    def _fill_sets(self) -> None:
        self.sets_combo.blockSignals(True)
        self.sets_combo.clear()
        self.sets_combo.addItem(self.tr("(none)"), None)
        for name in self.store.names():
            saved = self.store.sets[name]
            if board_available(saved.rules.preset):
                self.sets_combo.addItem(name, name)
            else:
                self.sets_combo.addItem(self.tr("%1 (board not available yet)").replace("%1", name), name)
        self.sets_combo.blockSignals(False)

    def _sync_sets_combo(self) -> None:
        name = self.set_name() or self._set_name
        self.sets_combo.blockSignals(True)
        self.sets_combo.setCurrentIndex(max(0, self.sets_combo.findData(name)) if name else 0)
        self.sets_combo.blockSignals(False)
        has_set = self._set_name is not None and self.store.get(self._set_name) is not None
        for b in (self.rename_button, self.duplicate_button, self.delete_button):
            b.setEnabled(has_set)
        self.save_as_button.setEnabled(self.rules() is not None)
        self.export_button.setEnabled(self.rules() is not None)

    def _set_activated(self, index: int) -> None:
        name = self.sets_combo.itemData(index)
        if name:
            self.select_set(name)

    def select_set(self, name: str) -> bool:
        """Show the saved set ``name`` (its preset and options)."""
        saved = self.store.get(name)
        if saved is None:
            return False
        self.load_rules(saved.rules, saved.name)
        self.show_message("")
        return True

    def show_message(self, text: str, error: bool = False) -> None:
        self.message_label.setText(text)
        self.message_label.setStyleSheet(_PROBLEM_STYLE if error else _INFO_STYLE)
        self.message_label.setVisible(bool(text))

    def message(self) -> str:
        """The message shown above the options ("" if none)."""
        return "" if self.message_label.isHidden() else self.message_label.text()

    def _show_load_problems(self) -> None:
        problems = self.store.problems
        if problems and not self.read_only:
            lines = [self.tr("Some saved rule sets could not be read (the others are fine):")]
            lines += [f"• {problem_text(p)}" for p in problems]
            self.show_message("\n".join(lines), error=True)

    def _default_name(self) -> str:
        return self._set_name or self.tr("My %1").replace("%1", variant_name(self._preset))

    def save_as(self, name: str, replace: bool = False) -> bool:
        rules = self.rules()
        if rules is None:
            self.show_message(self.tr("Fix the problem below before saving."), error=True)
            return False
        try:
            saved = self.store.save(name, rules, replace=replace)
        except RuleSetNameError as exc:
            self.show_message(self.tr("Not saved: %1.").replace("%1", ruleset_error_text(exc)), error=True)
            return False
        except OSError as exc:
            self.show_message(self.tr("Not saved: %1.").replace("%1", str(exc.strerror or exc)), error=True)
            return False
        self._after_store_change(saved.name)
        self.show_message(self.tr("Saved as “%1”.").replace("%1", saved.name))
        return True

    def rename_set(self, new_name: str, old_name: str | None = None) -> bool:
        old_name = old_name or self._set_name
        if not old_name:
            return False
        try:
            saved = self.store.rename(old_name, new_name)
        except RuleSetNameError as exc:
            self.show_message(self.tr("Not renamed: %1.").replace("%1", ruleset_error_text(exc)), error=True)
            return False
        except OSError as exc:
            self.show_message(self.tr("Not renamed: %1.").replace("%1", str(exc.strerror or exc)), error=True)
            return False
        if self._set_name == old_name:
            self._set_name = saved.name
        self._after_store_change(self._set_name)
        self.show_message(self.tr("Renamed to “%1”.").replace("%1", saved.name))
        return True

    def duplicate_set(self, name: str | None = None) -> str | None:
        name = name or self._set_name
        if not name:
            return None
        try:
            saved = self.store.duplicate(name)
        except RuleSetNameError as exc:
            self.show_message(self.tr("Not duplicated: %1.").replace("%1", ruleset_error_text(exc)), error=True)
            return None
        except OSError as exc:
            self.show_message(self.tr("Not duplicated: %1.").replace("%1", str(exc.strerror or exc)), error=True)
            return None
        self.load_rules(saved.rules, saved.name)
        self._after_store_change(saved.name)
        self.show_message(self.tr("Made a copy: “%1”.").replace("%1", saved.name))
        return saved.name

    def delete_set(self, name: str | None = None) -> bool:
        name = name or self._set_name
        if not name or self.store.get(name) is None:
            return False
        try:
            self.store.delete(name)
        except OSError as exc:
            self.show_message(self.tr("Not deleted: %1.").replace("%1", str(exc.strerror or exc)), error=True)
            return False
        if self._set_name and self._set_name.casefold() == name.casefold():
            self._set_name = None
        self._after_store_change(self._set_name)
        self.show_message(self.tr("Deleted “%1”. Games saved with these rules keep them.").replace("%1", name))
        return True

    def import_from(self, path: Path | str) -> bool:
        """Add the rule set file at ``path`` to the saved sets and show it."""
        path = Path(path)
        try:
            saved = self.store.import_file(path)
        except (RuleSetFileError, RuleSetNameError) as exc:
            self.show_message(self.tr("Could not import %1: %2.").replace("%1", path.name)
                              .replace("%2", ruleset_error_text(exc)), error=True)
            return False
        except OSError as exc:
            self.show_message(self.tr("Could not import %1: %2.").replace("%1", path.name).replace(
                "%2", str(getattr(exc, "strerror", None) or exc)), error=True)
            return False
        self.load_rules(saved.rules, saved.name)
        self._after_store_change(saved.name)
        self.show_message(self.tr("Imported “%1”.").replace("%1", saved.name))
        return True

    def export_to(self, path: Path | str) -> bool:
        """Write the rules shown to ``path`` as a rule set file (to send to a friend)."""
        rules = self.rules()
        if rules is None:
            self.show_message(self.tr("Fix the problem below before exporting."), error=True)
            return False
        name = self.set_name() or self._default_name()
        try:
            path = export_ruleset(Path(path), name, rules)   # adds .json when missing
        except OSError as exc:
            self.show_message(self.tr("Could not export: %1.").replace("%1", str(exc.strerror or exc)), error=True)
            return False
        self.show_message(self.tr("Exported to %1.").replace("%1", str(path)))
        return True

    def _after_store_change(self, select: str | None) -> None:
        self._set_name = select
        self._fill_sets()
        self._refresh()

    # -- the buttons' prompts (tests call the methods above instead) ---------------------------
    def _ask_name(self, title: str, label: str, text: str) -> str | None:
        dialog = QInputDialog(self)
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        dialog.setTextValue(text)
        # QInputDialog's field is sized for a short word: the default name ("My Russian
        # parchís") was cut off.  Room for the name and some more, within the screen.
        metrics = dialog.fontMetrics()
        wanted = max(metrics.horizontalAdvance(text), metrics.horizontalAdvance("M" * 24)) + 48
        screen = (self.screen() or dialog.screen()).availableGeometry().width()
        dialog.resize(min(wanted, screen - 80), dialog.sizeHint().height())
        ok = dialog.exec() == QInputDialog.DialogCode.Accepted
        name = dialog.textValue()
        dialog.deleteLater()
        return name if ok and name.strip() else None

    def _ask_save_as(self) -> None:
        name = self._ask_name(self.tr("Save rule set"), self.tr("Name of the rule set:"), self._default_name())
        if name is None:
            return
        replace = False
        existing = self.store.get(name)
        if existing is not None:
            answer = QMessageBox.question(self, self.tr("Replace rule set?"),
                                          self.tr("A rule set named “%1” already exists. Replace it?")
                                          .replace("%1", existing.name))
            if answer != QMessageBox.StandardButton.Yes:
                return
            replace = True
        self.save_as(name, replace=replace)

    def _ask_rename(self) -> None:
        if self._set_name is None:
            return
        name = self._ask_name(self.tr("Rename rule set"), self.tr("New name:"), self._set_name)
        if name is not None:
            self.rename_set(name)

    def _do_duplicate(self) -> None:
        self.duplicate_set()

    def _ask_delete(self) -> None:
        if self._set_name is None:
            return
        answer = QMessageBox.question(self, self.tr("Delete rule set?"),
                                      self.tr("Delete the rule set “%1”? Saved games keep their own copy of "
                                              "the rules.").replace("%1", self._set_name))
        if answer == QMessageBox.StandardButton.Yes:
            self.delete_set()

    def _ask_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import rule set"), str(Path.home()),
                                              self.tr("Rule sets (*.json);;All files (*)"))
        if path:
            self.import_from(path)

    def _ask_export(self) -> None:
        stem = safe_file_stem(self.set_name() or self._default_name())
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export rule set"), str(Path.home() / f"{stem}.json"),
                                              self.tr("Rule sets (*.json)"))
        if path:
            self.export_to(path)
