"""Dialogs: new game, settings, end of game."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPixmap, QIcon
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QGridLayout,
    QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from parchis_desktop.ai import LEVELS
from parchis_desktop.engine import PRESETS
from parchis_desktop.engine.boards import BOARDS
from parchis_desktop.engine.position import default_seats
from parchis_desktop.engine.rules import PRESET_BOARD, RuleSet

from .controller import BOT, EMPTY, HUMAN, SeatPlayer
from .rules_dialog import RulesDialog, describe_rules, rules_from_choice
from .texts import colour_name, variant_name

try:  # the board scene's palette, when present
    from .theme import seat_colour
except ImportError:  # pragma: no cover - theme arrives with the board scene
    def seat_colour(seat):
        return QColor(("#e8b400", "#2f6fd6", "#d83a34", "#2e9e48")[seat % 4])


def _swatch(seat: int, size: int = 16) -> QIcon:
    pix = QPixmap(size, size)
    pix.fill(seat_colour(seat))
    return QIcon(pix)


def about_text() -> str:
    """Help -> About: what the game is, its version, and the licences of what it is built on."""
    import platform

    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import QCoreApplication, qVersion

    from parchis_desktop import __version__

    return (QCoreApplication.translate("About", "<h3>Parchís Desktop %1</h3>").replace("%1", __version__)
            + QCoreApplication.translate("About", "<p>Parchís, Russian parchís and Pachisi against the computer or friends "
                 "at one screen. Works fully offline.</p>")
            + QCoreApplication.translate("About", "<p>Built with Qt %1 and PySide6 %2 (both under the GNU LGPL version 3), "
                 "platformdirs (MIT licence) and Python %3 (PSF licence).</p>")
            .replace("%1", qVersion()).replace("%2", pyside_version).replace("%3", platform.python_version()))


def available_presets() -> list[str]:
    return [p for p in PRESETS if PRESET_BOARD[p] in BOARDS]


class NewGameDialog(QDialog):
    """Preset, number of players and, per seat, human / computer (level) / empty and a name."""

    def __init__(self, last: dict | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.variant = QComboBox()
        for p in available_presets():
            self.variant.addItem(variant_name(p), p)
        self.rules = RuleSet.preset_named(self.variant.currentData() or "parchis")
        self.rules_name: str | None = None
        self.rules_dialog: RulesDialog | None = None
        self.rules_button = QPushButton(self.tr("&House rules…"))
        self.rules_button.setObjectName("houseRulesButton")
        self.rules_button.setAutoDefault(False)
        self.rules_button.clicked.connect(self.open_rules_dialog)
        rules_row = QHBoxLayout()
        rules_row.addWidget(self.variant, 1)
        rules_row.addWidget(self.rules_button)
        rules_label = QLabel(self.tr("&Rules:"))
        rules_label.setBuddy(self.variant)
        form.addRow(rules_label, rules_row)
        self.rules_summary = QLabel()
        self.rules_summary.setObjectName("rulesSummary")
        self.rules_summary.setWordWrap(True)
        form.addRow("", self.rules_summary)
        self.variant.currentIndexChanged.connect(self._variant_changed)
        self.count = QSpinBox()
        self.count.setRange(2, 4)
        self.count.setValue(4)
        form.addRow(self.tr("&Players:"), self.count)
        layout.addLayout(form)
        box = QGroupBox(self.tr("Seats (the colour is the seat)"))
        grid = QGridLayout(box)
        self.kinds, self.levels, self.names, self.labels = [], [], [], []
        for seat in range(4):
            label = QLabel(colour_name(seat))
            kind = QComboBox()
            kind.addItem(self.tr("Human"), HUMAN)
            kind.addItem(self.tr("Computer"), BOT)
            kind.addItem(self.tr("Empty"), EMPTY)
            level = QComboBox()
            words = {"beginner": self.tr("Beginner"), "casual": self.tr("Casual"),
                     "strong": self.tr("Strong"), "expert": self.tr("Expert")}
            for key in LEVELS:  # the levels and their order: parchis_desktop.ai
                level.addItem(words.get(key, key), key)
            level.setCurrentIndex(LEVELS.index("casual"))
            name = QLineEdit()
            name.setMaxLength(40)
            name.setPlaceholderText(colour_name(seat))
            icon = QLabel()
            icon.setPixmap(_swatch(seat).pixmap(16, 16))
            grid.addWidget(icon, seat, 0)
            grid.addWidget(label, seat, 1)
            grid.addWidget(kind, seat, 2)
            grid.addWidget(level, seat, 3)
            grid.addWidget(name, seat, 4)
            label.setBuddy(kind)
            kind.currentIndexChanged.connect(self._sync)
            self.kinds.append(kind)
            self.levels.append(level)
            self.names.append(name)
            self.labels.append(label)
        layout.addWidget(box)
        self.physical = QCheckBox(self.tr("Ph&ysical dice: we roll real dice and enter each roll"))
        self.physical.setObjectName("physicalDice")
        self.physical.setToolTip(self.tr("Play on a real board: the app referees your rolls, shows the "
                                         "legal moves and plays the computer seats."))
        layout.addWidget(self.physical)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(buttons)
        self.count.valueChanged.connect(self._apply_count)
        self._apply_defaults(last)
        self._sync()
        self._show_rules()

    def _apply_defaults(self, last: dict | None) -> None:
        defaults = [SeatPlayer(HUMAN), SeatPlayer(BOT), SeatPlayer(BOT), SeatPlayer(BOT)]
        if isinstance(last, dict):
            self.physical.setChecked(last.get("physical") is True)
            idx = self.variant.findData(last.get("variant"))
            if idx >= 0:
                self.variant.setCurrentIndex(idx)
            rules = rules_from_choice(last)
            if rules is not None:
                name = last.get("rules_name")
                self.set_rules(rules, name if isinstance(name, str) else None)
            seats = last.get("players")
            if isinstance(seats, list) and len(seats) == 4:
                defaults = [SeatPlayer.from_dict(p if isinstance(p, dict) else {}) for p in seats]
        for seat, p in enumerate(defaults):
            self.kinds[seat].setCurrentIndex(self.kinds[seat].findData(p.kind))
            li = self.levels[seat].findData(p.level)
            if li >= 0:
                self.levels[seat].setCurrentIndex(li)
            self.names[seat].setText(p.name)
        self.count.blockSignals(True)
        self.count.setValue(max(2, sum(p.kind != EMPTY for p in defaults)))
        self.count.blockSignals(False)

    def _apply_count(self, n: int) -> None:
        """Changing the player count fills seats by G-1 (2 players: seats 0 and 2)."""
        seats = default_seats(n)
        for seat in range(4):
            want = seat in seats
            is_on = self.kinds[seat].currentData() != EMPTY
            if want and not is_on:
                self.kinds[seat].setCurrentIndex(self.kinds[seat].findData(BOT))
            elif not want and is_on:
                self.kinds[seat].setCurrentIndex(self.kinds[seat].findData(EMPTY))
        self._sync()

    def _sync(self) -> None:
        n = 0
        for seat in range(4):
            kind = self.kinds[seat].currentData()
            self.levels[seat].setEnabled(kind == BOT)
            self.names[seat].setEnabled(kind != EMPTY)
            n += kind != EMPTY
        self.count.blockSignals(True)
        self.count.setValue(max(2, min(4, n)))
        self.count.blockSignals(False)
        ok = n >= 2
        self.ok_button.setEnabled(ok)
        self.hint.setText("" if ok else self.tr("At least two seats must be taken."))

    # -- the rules: a preset from the combo box, or anything from the rules dialog --
    def _variant_changed(self, _index: int) -> None:
        preset = self.variant.currentData()
        if preset and preset != self.rules.preset:
            self.set_rules(RuleSet.preset_named(preset))

    def set_rules(self, rules: RuleSet, name: str | None = None) -> None:
        self.rules, self.rules_name = rules, name
        self.variant.blockSignals(True)
        self.variant.setCurrentIndex(max(0, self.variant.findData(rules.preset)))
        self.variant.blockSignals(False)
        self._show_rules()

    def _show_rules(self) -> None:
        self.rules_summary.setText(describe_rules(self.rules, self.rules_name))

    def open_rules_dialog(self) -> None:
        """The rules dialog on top of this one (open(), not exec(): it does not block)."""
        if self.rules_dialog is not None:
            self.rules_dialog.deleteLater()
        dialog = self.rules_dialog = RulesDialog(self.rules, self, set_name=self.rules_name)
        dialog.accepted.connect(lambda: self._rules_chosen(dialog))
        dialog.open()

    def _rules_chosen(self, dialog: RulesDialog) -> None:
        rules = dialog.rules()
        if rules is not None:
            self.set_rules(rules, dialog.set_name())

    def choice(self) -> dict:
        players = [SeatPlayer(self.kinds[s].currentData(), self.levels[s].currentData(),
                              self.names[s].text().strip()).to_dict() for s in range(4)]
        return {"variant": self.rules.preset, "players": players, "rules": self.rules.to_dict(),
                "rules_name": self.rules_name, "physical": self.physical.isChecked()}


class SettingsDialog(QDialog):
    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("SettingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self.settings = settings
        form = QFormLayout(self)
        self.speed = QComboBox()
        for key, text in (("slow", self.tr("Slow")), ("normal", self.tr("Normal")),
                          ("fast", self.tr("Fast")), ("instant", self.tr("Instant (no animation)"))):
            self.speed.addItem(text, key)
        self.speed.setCurrentIndex(self.speed.findData(settings.get("animation/speed")))
        form.addRow(self.tr("&Animation speed:"), self.speed)
        self.sound = QCheckBox(self.tr("Play sound effects"))
        self.sound.setChecked(settings.get("sound/enabled"))
        form.addRow(self.tr("Sound:"), self.sound)
        self.pace = QComboBox()
        for ms, text in ((0, self.tr("No pause")), (300, self.tr("Short")), (600, self.tr("Normal")),
                         (1000, self.tr("Long")), (1500, self.tr("Very long"))):
            self.pace.addItem(text, ms)
        self.pace.setCurrentIndex(max(0, self.pace.findData(settings.get("bots/pace_ms"))))
        form.addRow(self.tr("Computer &pause between moves:"), self.pace)
        self.expert = QDoubleSpinBox()
        self.expert.setRange(0.1, 10.0)
        self.expert.setSingleStep(0.5)
        self.expert.setSuffix(self.tr(" s"))
        self.expert.setValue(settings.get("bots/expert_seconds"))
        form.addRow(self.tr("&Expert thinking time:"), self.expert)
        self.language = QComboBox()
        self.language.setObjectName("languageBox")
        for key, text in (("", self.tr("System default")), ("en", "English"), ("ru", "Русский"), ("pl", "Polski")):
            self.language.addItem(text, key)   # each language in its own name
        self.language.setCurrentIndex(max(0, self.language.findData(settings.get("ui/language"))))
        form.addRow(self.tr("&Language:"), self.language)
        self.theme = QComboBox()
        self.theme.setObjectName("themeBox")
        for key, text in (("system", self.tr("As the system")), ("light", self.tr("Light")), ("dark", self.tr("Dark"))):
            self.theme.addItem(text, key)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.get("ui/theme"))))
        form.addRow(self.tr("&Theme:"), self.theme)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def store(self) -> None:
        self.settings.set("animation/speed", self.speed.currentData())
        self.settings.set("sound/enabled", self.sound.isChecked())
        self.settings.set("bots/pace_ms", self.pace.currentData())
        self.settings.set("bots/expert_seconds", self.expert.value())
        self.settings.set("ui/language", self.language.currentData())
        self.settings.set("ui/theme", self.theme.currentData())
        self.settings.sync()


class GameOverDialog(QDialog):
    """The places, and "Play again".  No button is the default: the Enter or Space that was
    meant for the board must not start a new game (the focus starts on Close)."""

    def __init__(self, places: list[int], names: dict[int, str], parent: QWidget | None = None,
                 details: dict[int, str] | None = None, subtitle: str = ""):
        super().__init__(parent)
        self.setObjectName("GameOverDialog")
        self.setWindowTitle(self.tr("Game over"))
        self.setMinimumWidth(380)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.setSpacing(12)
        winner = names.get(places[0]) or colour_name(places[0])
        title = QLabel(self.tr("%1 wins!").replace("%1", winner))
        title.setObjectName("gameOverTitle")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet(f"color: {seat_colour(places[0]).darker(130).name()};")
        layout.addWidget(title)
        if subtitle:
            sub = QLabel(subtitle)
            sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
            sub.setWordWrap(True)
            layout.addWidget(sub)
        box = QGroupBox(self.tr("Places"))
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(10)
        grid.setColumnStretch(2, 1)
        for i, seat in enumerate(places):
            rank = QLabel(self.tr("%1.").replace("%1", str(i + 1)))
            name = QLabel(names.get(seat) or colour_name(seat))
            if i == 0:
                for label in (rank, name):
                    f = label.font()
                    f.setBold(True)
                    f.setPointSizeF(f.pointSizeF() * 1.15)
                    label.setFont(f)
            icon = QLabel()
            icon.setPixmap(_swatch(seat, 20).pixmap(20, 20))
            grid.addWidget(rank, i, 0)
            grid.addWidget(icon, i, 1)
            grid.addWidget(name, i, 2)
            if details and details.get(seat):
                info = QLabel(details[seat])
                info.setObjectName("placeDetails")
                grid.addWidget(info, i, 3)
        layout.addWidget(box)
        buttons = QDialogButtonBox()
        # An ActionRole button: the box makes its first AcceptRole button the default when shown.
        self.again = buttons.addButton(self.tr("&Play again"), QDialogButtonBox.ButtonRole.ActionRole)
        self.again.clicked.connect(self.accept)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        for button in (self.again, self.close_button):
            button.setAutoDefault(False)
            button.setDefault(False)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.close_button.setFocus()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()   # never a default action: Enter was meant for the board
            return
        super().keyPressEvent(event)
