"""The first-run welcome: a card over the board (not a dialog: the board stays usable).

"Learn to play" opens the tutorial, "Read the rules" the help at the variant on the board,
"Just play" and "Don't show again" close it.  However it is closed, it does not come back
at start-up (setting ``help/welcome_done``); Help → Welcome screen shows it again.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

_STYLE = ("#welcome { background: palette(window); border: 2px solid palette(highlight); border-radius: 12px; }"
          "#welcome QLabel#welcomeTitle { font-size: 18pt; font-weight: bold; }")


class Welcome(QFrame):
    chosen = Signal(str)   # "tutorial" or "rules": what to open (the launcher in ui.help does)

    def __init__(self, main_window) -> None:
        host: QWidget = main_window.centralWidget() or main_window
        super().__init__(host)
        self.setObjectName("welcome")
        self.main_window = main_window
        self.setStyleSheet(_STYLE)
        self.setAutoFillBackground(True)
        title = QLabel(self.tr("Welcome to Parchís Desktop"))
        title.setObjectName("welcomeTitle")
        title.setWordWrap(True)   # "Добро пожаловать в Parchís Desktop" is wider than the card
        self.title = title
        text = QLabel(self.tr("Parchís, the Spanish classic, Russian parchís and Pachisi: race your tokens "
                              "home, capture your opponents and block their way. New to these games? "
                              "The tutorial teaches them move by move, and F1 opens the rules at any time."))
        text.setWordWrap(True)
        self.learn_button = QPushButton(self.tr("&Learn to play (tutorial)"))
        self.learn_button.setObjectName("welcomeLearn")
        self.rules_button = QPushButton(self.tr("Read the &rules"))
        self.rules_button.setObjectName("welcomeRules")
        self.play_button = QPushButton(self.tr("&Just play"))
        self.play_button.setObjectName("welcomePlay")
        self.never_button = QPushButton(self.tr("&Don't show again"))
        self.never_button.setObjectName("welcomeNever")
        self.learn_button.clicked.connect(lambda: self._leave("tutorial"))
        self.rules_button.clicked.connect(lambda: self._leave("rules"))
        self.play_button.clicked.connect(lambda: self._leave(""))
        self.never_button.clicked.connect(lambda: self._leave(""))
        self.learn_button.setDefault(True)
        row = QHBoxLayout()
        for b in (self.learn_button, self.rules_button, self.play_button):
            row.addWidget(b)
        row2 = QHBoxLayout()
        row2.addStretch(1)
        row2.addWidget(self.never_button)
        col = QVBoxLayout(self)
        col.setContentsMargins(24, 20, 24, 16)
        col.addWidget(title)
        col.addWidget(text)
        col.addSpacing(8)
        col.addLayout(row)
        col.addLayout(row2)
        self.setFixedWidth(560)
        self._follow = _Follow(self)
        host.installEventFilter(self._follow)

    def place(self) -> None:
        host = self.parentWidget()
        self.adjustSize()
        self.move(max(0, (host.width() - self.width()) // 2), max(0, (host.height() - self.height()) // 3))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        self.place()
        self.raise_()
        super().showEvent(event)

    def _leave(self, then: str) -> None:
        settings = getattr(self.main_window, "settings", None)
        if settings is not None:
            settings.set("help/welcome_done", True)
        self.hide()
        if then:
            self.chosen.emit(then)


class _Follow(QObject):
    """Keeps the card centred over the board when the window is resized."""

    def __init__(self, card: Welcome) -> None:
        super().__init__(card)
        self.card = card

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.Resize and self.card.isVisible():
            self.card.place()
        return False
