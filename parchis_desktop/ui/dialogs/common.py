"""Dialogs: new game (new_game_dialog.py), settings, end of game."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QGridLayout,
    QGroupBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget,
)

from parchis_desktop.ui.dialogs.new_game import swatch
from parchis_desktop.ui.game.seating import team_members, team_title
from parchis_desktop.ui.texts.game import colour_name
from parchis_desktop.ui.theme import seat_colour


def about_text() -> str:
    """Help -> About: what the game is, its version, and the licences of what it is built on."""
    import platform

    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import QCoreApplication, qVersion

    from parchis_desktop import __version__

    return (QCoreApplication.translate("About", "<h3>Parchís Desktop %1</h3>").replace("%1", __version__)
            + QCoreApplication.translate("About", "<p>Parchís, Russian parchís and Pachisi against the computer or friends "
                 "at one screen. Works fully offline.</p>")
            + QCoreApplication.translate("About", "<p>Free software: you may share and change it under the GNU General "
                 "Public License, version 3 or any later version (GPL-3.0-or-later); it comes with no warranty. "
                 "The LICENSE file has the licence's text.</p>")
            + QCoreApplication.translate("About", "<p>Built with Qt %1 and PySide6 %2 (both under the GNU LGPL version 3), "
                 "platformdirs (MIT licence) and Python %3 (PSF licence).</p>")
            .replace("%1", qVersion()).replace("%2", pyside_version).replace("%3", platform.python_version())
            + QCoreApplication.translate("About", "<p>The statistics' charts: pyqtgraph (MIT licence) and NumPy "
                 "(BSD licence).</p>"))


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
        for key, text in (("system", self.tr("As the system")), ("light", self.tr("Light")), ("dark", self.tr("Dark")),
                          ("contrast", self.tr("High contrast"))):
            self.theme.addItem(text, key)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.get("ui/theme"))))
        form.addRow(self.tr("&Theme:"), self.theme)
        self.announce = QComboBox()
        self.announce.setObjectName("announceBox")
        for key, text in (("all", self.tr("Every event")), ("mine", self.tr("My turns and captures")),
                          ("off", self.tr("Off"))):
            self.announce.addItem(text, key)
        self.announce.setCurrentIndex(max(0, self.announce.findData(settings.get("a11y/announce"))))
        self.announce.setAccessibleDescription(self.tr("What a screen reader is told of the game's events."))
        form.addRow(self.tr("Screen &reader announcements:"), self.announce)
        self.large_tokens = QCheckBox(self.tr("Larger tokens"))
        self.large_tokens.setObjectName("largeTokens")
        self.large_tokens.setChecked(settings.get("a11y/large_tokens"))
        form.addRow(self.tr("Board:"), self.large_tokens)
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
        self.settings.set("a11y/announce", self.announce.currentData())
        self.settings.set("a11y/large_tokens", self.large_tokens.isChecked())
        self.settings.sync()


class GameOverDialog(QDialog):
    """The places, and "Play again".  No button is the default: the Enter or Space that was
    meant for the board must not start a new game (the focus starts on Close).  With
    ``teams`` (the team places, TM-4) each place is a team, with both partners' names.
    "Review the game" (``review_requested``) closes the dialog and asks for the review."""

    review_requested = Signal()

    analyse_requested = Signal()   # "Analyse the game"

    def __init__(self, places: list[int], names: dict[int, str], parent: QWidget | None = None,
                 details: dict[int, str] | None = None, subtitle: str = "",
                 teams: list[tuple[int, ...]] | None = None):
        super().__init__(parent)
        self.setObjectName("GameOverDialog")
        self.setWindowTitle(self.tr("Game over"))
        self.setMinimumWidth(380)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.setSpacing(12)
        groups = [tuple(t) for t in teams] if teams else [(seat,) for seat in places]
        numbers = {t: i for i, t in enumerate(sorted(groups, key=min))}   # the panel's team numbers
        if teams:
            title = QLabel(self.tr("%1 win!").replace("%1", team_members(groups[0], names)))
        else:
            title = QLabel(self.tr("%1 wins!").replace("%1", names.get(places[0]) or colour_name(places[0])))
        title.setObjectName("gameOverTitle")
        title.setWordWrap(True)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet(f"color: {seat_colour(groups[0][0]).darker(130).name()};")
        layout.addWidget(title)
        if subtitle:
            sub = QLabel(subtitle)
            sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
            sub.setWordWrap(True)
            layout.addWidget(sub)
        box = QGroupBox(self.tr("Team places") if teams else self.tr("Places"))
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(10)
        grid.setColumnStretch(2, 1)
        for i, group in enumerate(groups):
            rank = QLabel(self.tr("%1.").replace("%1", str(i + 1)))
            if teams:
                name = QLabel(self.tr("%1: %2").replace("%1", team_title(numbers[group]))
                              .replace("%2", team_members(group, names)))
                name.setObjectName("teamPlace")
            else:
                name = QLabel(names.get(group[0]) or colour_name(group[0]))
            name.setWordWrap(True)
            if i == 0:
                for label in (rank, name):
                    f = label.font()
                    f.setBold(True)
                    f.setPointSizeF(f.pointSizeF() * 1.15)
                    label.setFont(f)
            icons = QWidget()
            row = QHBoxLayout(icons)
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(3)
            for seat in group:
                icon = QLabel()
                icon.setPixmap(swatch(seat, 20).pixmap(20, 20))
                row.addWidget(icon)
            grid.addWidget(rank, i, 0)
            grid.addWidget(icons, i, 1)
            grid.addWidget(name, i, 2)
            lines = [(self.tr("%1: %2").replace("%1", names.get(seat) or colour_name(seat)).replace("%2", details[seat])
                      if teams else details[seat]) for seat in group if details and details.get(seat)]
            if lines:
                info = QLabel("\n".join(lines))
                info.setObjectName("placeDetails")
                grid.addWidget(info, i, 3)
        layout.addWidget(box)
        buttons = QDialogButtonBox()
        # An ActionRole button: the box makes its first AcceptRole button the default when shown.
        self.again = buttons.addButton(self.tr("&Play again"), QDialogButtonBox.ButtonRole.ActionRole)
        self.again.clicked.connect(self.accept)
        self.review = buttons.addButton(self.tr("Re&view the game"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review.setObjectName("reviewGameButton")
        self.review.setToolTip(self.tr("The Expert's review: luck and mistakes of every player, and the better moves"))
        self.review.clicked.connect(self._review)
        # The analysis board on the finished game (issue 30): the dialog closes, the window opens it.
        self.analyse = buttons.addButton(self.tr("&Analyse the game"), QDialogButtonBox.ButtonRole.ActionRole)
        self.analyse.setObjectName("analyseGame")
        self.analyse.clicked.connect(self._analyse)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        for button in (self.again, self.review, self.analyse, self.close_button):
            button.setAutoDefault(False)
            button.setDefault(False)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.close_button.setFocus()

    def _review(self) -> None:
        self.review_requested.emit()
        self.reject()

    def _analyse(self) -> None:
        self.analyse_requested.emit()
        self.reject()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()   # never a default action: Enter was meant for the board
            return
        super().keyPressEvent(event)
