"""The rules dialog's option rows: one option's control (a check box or a list), its
"changed" marker with the preset's value, and its explanation; plus the dialog's columns
and styles.  The texts keep the "RulesDialog" translation context.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from parchis_desktop.engine.rules import PRESET_BOARD, Option

from parchis_desktop.ui.texts.rule_words import option_help, option_title, value_name
from parchis_desktop.ui.texts.rulesets import board_name


def muted(widget: QWidget) -> None:
    """Secondary text: the window text blended towards the background (fits light and dark palettes)."""
    pal = widget.palette()
    fg, bg = pal.color(QPalette.ColorRole.WindowText), pal.color(QPalette.ColorRole.Window)
    mix = QColor(round(fg.red() * 0.62 + bg.red() * 0.38), round(fg.green() * 0.62 + bg.green() * 0.38),
                 round(fg.blue() * 0.62 + bg.blue() * 0.38))
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        pal.setColor(group, QPalette.ColorRole.WindowText, mix)
    widget.setPalette(pal)


def inert(widget: QWidget) -> None:
    """Shown as it is but not changeable (the read-only view): no mouse, no keyboard focus."""
    widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
    widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)


_MARKER_STYLE = (
    "QToolButton { background: #fde9a8; color: #4d3900; border: 1px solid #d9ad3c; border-radius: 8px;"
    " padding: 0px 7px; }"
    "QToolButton:focus { border: 2px solid palette(highlight); }"
    "QToolButton:disabled { background: #f3e6bd; color: #6b5a2a; }"
)
PROBLEM_STYLE = ("QLabel { background: #fdecea; color: #6d1a12; border: 1px solid #eba79f;"
                  " border-radius: 4px; padding: 6px 8px; }")
INFO_STYLE = ("QLabel { background: #eaf2fd; color: #123a6d; border: 1px solid #a9c3eb;"
               " border-radius: 4px; padding: 6px 8px; }")
CONFLICT_COLOUR = "#b3261e"


class Column(QWidget):
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

    def __init__(self, option: Option, group: QVBoxLayout, on_change, on_reset, on_explain=None):
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
        self.explain = QToolButton()   # "?": the help paragraph explaining this option (ui/help)
        self.explain.setObjectName(f"explain_{key}")
        self.explain.setText("?")
        self.explain.setAutoRaise(True)
        self.explain.setToolTip(QCoreApplication.translate("RulesDialog", "What this option means, in the rules"))
        self.explain.setAccessibleName(QCoreApplication.translate("RulesDialog", "Explain: %1").replace(
            "%1", option_title(key)))   # not "?" to a screen reader
        self.explain.setVisible(on_explain is not None)
        if on_explain is not None:
            self.explain.clicked.connect(lambda: on_explain(key))
        line.addWidget(self.explain)
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.help.setObjectName(f"help_{key}")
        font = self.help.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        self.help.setFont(font)
        muted(self.help)
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
            inert(self.control)
            inert(self.marker)
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
        target.setStyleSheet(f"color: {CONFLICT_COLOUR};" if conflict else "")
