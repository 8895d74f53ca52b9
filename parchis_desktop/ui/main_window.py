"""The main window of Parchís Desktop."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget


class MainWindow(QMainWindow):
    """Top-level window: a Game menu and, for now, a placeholder instead of the board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.resize(1024, 720)
        self.setMinimumSize(640, 480)

        self.placeholder = QLabel(self)
        self.placeholder.setObjectName("boardPlaceholder")
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setWordWrap(True)
        font = self.placeholder.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        self.placeholder.setFont(font)
        self.setCentralWidget(self.placeholder)

        self.quit_action = QAction(self)
        self.quit_action.setObjectName("quitAction")
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.game_menu = self.menuBar().addMenu("")
        self.game_menu.setObjectName("gameMenu")
        self.game_menu.addAction(self.quit_action)

        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set every user-visible text; called again when the language changes."""
        self.setWindowTitle(self.tr("Parchís Desktop"))
        self.placeholder.setText(self.tr("The board arrives soon."))
        self.game_menu.setTitle(self.tr("&Game"))
        self.quit_action.setText(self.tr("&Quit"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
