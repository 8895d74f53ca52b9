"""The rules dialog: pick a preset, see and change every option (docs/rules.md §5), keep house rules.

Everything about the options themselves (their keys, values, presets, boards,
rule ids and groups) comes from the engine's table ``OPTIONS``.  The dialog is in three
parts: the words (rule_words.py: titles, explanations, value names), the option rows
(rule_rows.py) and the house-rule set list (house_rules.py); this module lays them out
and keeps the chosen preset and values.  The same dialog, read-only, shows the rules of
the game in progress.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFrame, QGridLayout, QGroupBox, QHBoxLayout,
    QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget,
)

from parchis_desktop.engine.rules import (
    OPTION_BY_KEY, OPTIONS, PRESETS, Option, RuleError, RuleSet, option_applies,
)

from parchis_desktop.store.rulesets import RuleSetStore

from parchis_desktop.ui.dialogs.house_rules import HouseRuleSets
from parchis_desktop.ui.dialogs.rule_rows import PROBLEM_STYLE, Column, OptionRow, inert
from parchis_desktop.ui.texts.rule_words import (  # noqa: F401 (the words are imported from here too)
    COLUMNS, GROUPS, describe_problem, describe_rules, group_title, option_help, option_label,
    option_title, rules_from_choice, value_name,
)
from parchis_desktop.ui.texts.rulesets import make_store
from parchis_desktop.ui.game.seating import seats_text
from parchis_desktop.ui.texts.game import variant_name

__all__ = ["RulesDialog", "COLUMNS", "GROUPS", "describe_problem", "describe_rules",
           "group_title", "option_help", "option_label", "option_title", "rules_from_choice", "value_name"]


#: Options the window does not offer (none since issue 23: ``teams`` is offered too; the
#: new-game dialog seats the partners opposite); a rule set keeps their preset value here.
NOT_IN_WINDOW: frozenset[str] = frozenset()


class RulesDialog(QDialog, HouseRuleSets):
    """Presets, every option grouped, and saved house rule sets.

    ``rules()`` is the chosen rule set (None while the options conflict) and
    ``set_name()`` the saved set it equals, if any.  With ``read_only`` the
    dialog shows the rules of a game in progress (they can still be saved or
    exported as a house rule set)."""

    rules_changed = Signal()

    def __init__(self, rules: RuleSet | None = None, parent: QWidget | None = None, *,
                 read_only: bool = False, store: RuleSetStore | None = None, set_name: str | None = None,
                 seats: int | None = None):
        super().__init__(parent)
        self.setObjectName("RulesDialog")
        self.read_only = read_only
        self.seats = seats              # the board of the game in progress (BD-1), said in the summary
        self.store = store if store is not None else make_store()
        self.store.load()
        if rules is None:
            rules = RuleSet.preset_named(PRESETS[0])
        self._preset = rules.preset
        self._values: dict[str, Any] = {o.key: getattr(rules, o.key) for o in OPTIONS}
        self._set_name: str | None = None
        self.rows: dict[str, OptionRow] = {}
        self.help_window = None   # the rules browser the "?" buttons open (ui/help), made on first use
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
        for preset in PRESETS:
            self.preset_combo.addItem(variant_name(preset), preset)
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
            inert(self.preset_combo)

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
            if opt.key in NOT_IN_WINDOW:
                continue
            by_group.setdefault(opt.group, []).append(opt)
        layout_groups = [list(c) for c in COLUMNS]
        layout_groups[-1] += [g for g in by_group if g not in GROUPS]   # a group the table adds later
        for column_groups in layout_groups:
            holder = Column()
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
                    self.rows[opt.key] = OptionRow(opt, box_layout, self._option_edited, self._reset_option,
                                                self.explain_option)
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
        self.problem_label.setStyleSheet(PROBLEM_STYLE)
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
    def explain_option(self, key: str) -> None:
        """An option's "?": the rules page of this preset at that option, with the values shown
        here.  A window of this dialog's own, so that it works while the dialog is modal."""
        from parchis_desktop.ui.help.window import HelpWindow
        if self.help_window is None:
            self.help_window = HelpWindow(self)
            self.finished.connect(self.help_window.close)
        rules, _problem = self._validated()
        self.help_window.set_rules(rules)
        self.help_window.open_page(self._preset, f"opt-{key}")

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
            text = describe_rules(rules, self.set_name())
            if self.seats:
                text += " " + self.tr("Board: %1.").replace("%1", seats_text(self.seats))
            self.summary.setText(text)
        else:
            self.summary.setText(self.tr("%1, modified.").replace("%1", variant_name(self._preset)))
        self._sync_sets_combo()
        self.rules_changed.emit()
