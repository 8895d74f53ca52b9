"""The main window's actions and menus: one table of (attribute, object name, shortcut,
slot, menu), built once and retitled on every language change.

The texts keep the ``MainWindow`` translation context (they were ``self.tr`` calls of the
window), so the translations carry over unchanged."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu


# attribute, object name, shortcut, slot (a window method's name), the text (in retitle()).
ACTIONS = (
    ("new_action", "newAction", "Ctrl+N", "new_game_dialog"),
    ("rules_action", "rulesAction", "", "show_rules"),
    ("save_action", "saveAction", "Ctrl+S", "save_dialog"),
    ("load_action", "loadAction", "Ctrl+O", "load_dialog"),
    ("undo_action", "undoAction", "Ctrl+Z", "undo"),
    ("settings_action", "settingsAction", "", "settings_dialog"),
    ("fullscreen_action", "fullscreenAction", "F11", "toggle_fullscreen"),
    ("quit_action", "quitAction", "Ctrl+Q", "close"),
    ("mute_action", "muteAction", "Ctrl+M", "toggle_mute"),
    ("hint_action", "hintAction", "H", "ask_hint"),
    ("about_action", "aboutAction", "", "about"),
    ("help_action", "helpAction", "F1", "show_help"),
    ("tutorial_action", "tutorialAction", "", "show_tutorial"),
    ("puzzles_action", "puzzlesAction", "", "show_puzzles"),
    ("welcome_action", "welcomeAction", "", "show_welcome"),
    ("stats_action", "statsAction", "Ctrl+I", "show_statistics"),
    ("history_action", "historyAction", "", "show_history"),
    ("review_action", "reviewAction", "Ctrl+Shift+R", "review_this_game"),
    ("analyse_action", "analyseAction", "Ctrl+Shift+A", "analyse_game"),
    ("analyse_saved_action", "analyseSavedAction", "", "analyse_saved_dialog"),
    ("analysis_board_action", "analysisBoardAction", "", "show_analysis_board"),
)

GAME_MENU = ("new_action", "rules_action", None, "save_action", "load_action", "recent_menu", None,
             "undo_action", None, "stats_action", "history_action", None,
             "review_action", "analyse_action", "analyse_saved_action", "analysis_board_action", None, "quit_action")
VIEW_MENU = ("hint_action", None, "fullscreen_action", "mute_action", None, "settings_action")
HELP_MENU = ("help_action", "tutorial_action", "puzzles_action", "welcome_action", None, "about_action")


def _slot(window, name: str):
    # Looked up when triggered, so a test (or a subclass) that replaces the method is used,
    # and called without the action's ``checked`` argument (show_help(page=None)...).
    return lambda *_: getattr(window, name)()


def build(window) -> None:
    """Create the actions as attributes of ``window`` and fill its menu bar."""
    for attr, object_name, shortcut, slot in ACTIONS:
        action = QAction(window)
        action.setObjectName(object_name)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(_slot(window, slot))
        window.addAction(action)
        setattr(window, attr, action)
    window.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
    window.mute_action.setCheckable(True)
    window.mute_action.setChecked(not window.settings.get("sound/enabled"))
    window.recent_menu = QMenu(window)
    window.recent_menu.setObjectName("recentMenu")
    window.recent_menu.aboutToShow.connect(lambda: window.files.fill_recent(window.recent_menu))
    window.game_menu = window.menuBar().addMenu("")
    window.game_menu.setObjectName("gameMenu")
    window.view_menu = window.menuBar().addMenu("")
    window.help_menu = window.menuBar().addMenu("")
    for menu, entries in ((window.game_menu, GAME_MENU), (window.view_menu, VIEW_MENU),
                          (window.help_menu, HELP_MENU)):
        for name in entries:
            item = None if name is None else getattr(window, name)
            if item is None:
                menu.addSeparator()
            elif isinstance(item, QMenu):
                menu.addMenu(item)
            else:
                menu.addAction(item)


def retitle(window) -> None:
    """Every menu and action text in the current language."""
    window.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
    window.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
    window.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
    window.recent_menu.setTitle(QCoreApplication.translate("MainWindow", "Recen&t saves"))
    texts = {
        "new_action": QCoreApplication.translate("MainWindow", "&New game…"),
        "rules_action": QCoreApplication.translate("MainWindow", "&Rules in force…"),
        "save_action": QCoreApplication.translate("MainWindow", "&Save…"),
        "load_action": QCoreApplication.translate("MainWindow", "&Load…"),
        "undo_action": QCoreApplication.translate("MainWindow", "&Undo to my last turn"),
        "settings_action": QCoreApplication.translate("MainWindow", "&Settings…"),
        "fullscreen_action": QCoreApplication.translate("MainWindow", "&Full screen"),
        "mute_action": QCoreApplication.translate("MainWindow", "&Mute sound"),
        "hint_action": QCoreApplication.translate("MainWindow", "&Hint"),
        "quit_action": QCoreApplication.translate("MainWindow", "&Quit"),
        "about_action": QCoreApplication.translate("MainWindow", "&About Parchís Desktop"),
        "help_action": QCoreApplication.translate("MainWindow", "&Rules of the game"),
        "tutorial_action": QCoreApplication.translate("MainWindow", "&Tutorial…"),
        "puzzles_action": QCoreApplication.translate("MainWindow", "&Puzzles…"),
        "welcome_action": QCoreApplication.translate("MainWindow", "&Welcome screen"),
        "stats_action": QCoreApplication.translate("MainWindow", "Stat&istics…"),
        "history_action": QCoreApplication.translate("MainWindow", "Game &history…"),
        "review_action": QCoreApplication.translate("MainWindow", "R&eview this game"),
        "analyse_action": QCoreApplication.translate("MainWindow", "&Analyse this game"),
        "analyse_saved_action": QCoreApplication.translate("MainWindow", "Analyse a sa&ved game…"),
        "analysis_board_action": QCoreApplication.translate("MainWindow", "Analysis &board…"),
    }
    for attr, text in texts.items():
        getattr(window, attr).setText(text)
