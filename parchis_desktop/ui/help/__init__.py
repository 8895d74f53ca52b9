"""Learning inside the game: the rules browser, its diagrams, the tutorial and the welcome.

Nothing here is imported at start-up: the main window calls these functions from its
Help menu (and at the first run), and each builds its window on first use.
"""
from __future__ import annotations


def help_window(window):
    """The main window's help window, made on first use (one per main window)."""
    helper = getattr(window, "_help_window", None)
    if helper is None:
        from parchis_desktop.ui.help.window import HelpWindow
        helper = HelpWindow(window, getattr(window, "settings", None))
        helper.action_requested.connect(lambda name: _action(window, name))
        helper.actions = frozenset(name for name, slot in _ACTIONS.items() if callable(getattr(window, slot, None)))
        window._help_window = helper
        _close_with(window, helper)
        controller = getattr(window, "controller", None)
        if controller is not None:   # a new game (another variant, other house rules): pages follow
            controller.changed.connect(lambda: helper.set_rules(*_rules_of(controller.position)))
    return helper


def _rules_of(pos) -> tuple:
    """The help's view of the game in progress: its rules and its board's seats (BD-1)."""
    return (pos.rules, pos.board.seats) if pos is not None else (None, 4)


def _close_with(window, child) -> None:
    """Close ``child`` (a window of its own) when the main window closes."""
    from PySide6.QtCore import QEvent, QObject

    class _Closer(QObject):
        def eventFilter(self, watched, event):  # noqa: N802 (Qt naming)
            if event.type() == QEvent.Type.Close and child.isVisible():
                child.close()
            return False

    closer = _Closer(child)
    window.installEventFilter(closer)


def open_help(window, page: str | None = None, anchor: str = ""):
    """Show the help at ``page`` (default: the page of the variant being played)."""
    helper = help_window(window)
    pos = window.controller.position if getattr(window, "controller", None) is not None else None
    helper.set_rules(*_rules_of(pos))
    if page is None:
        page = pos.rules.preset if pos is not None else "parchis"
    helper.open_page(page, anchor)
    return helper


def open_rule(window, rule_id: str):
    """Show the paragraph explaining ``rule_id`` (e.g. ``PL-11``)."""
    from parchis_desktop.ui.help.pages import page_for_rule
    return open_help(window, page_for_rule(rule_id), rule_id)


#: ``action:NAME`` links -> the main window's slot that opens that part of the app.
_ACTIONS = {"statistics": "show_dice_evidence"}   # the FAQ "Are the dice fair?": the Fair dice page


def _action(window, name: str) -> None:
    """``action:NAME`` links in the pages: windows elsewhere in the app (when it has them)."""
    slot = getattr(window, _ACTIONS.get(name, ""), None)
    if callable(slot):
        slot()


def open_tutorial(window, lesson_id: str | None = None):
    """Help → Tutorial: the lesson list, at ``lesson_id`` or the first lesson not done yet."""
    tutorial = getattr(window, "_tutorial_window", None)
    if tutorial is None:
        from parchis_desktop.ui.help.tutorial import TutorialWindow
        tutorial = TutorialWindow(window, getattr(window, "settings", None))
        window._tutorial_window = tutorial
        tutorial.rule_requested.connect(lambda rule_id: open_rule(window, rule_id))
        _close_with(window, tutorial)
    if lesson_id is not None or tutorial.lesson is None:
        tutorial.start(lesson_id or tutorial.first_open_lesson())
    tutorial.show()
    tutorial.activateWindow()
    return tutorial


def open_welcome(window):
    """Help → Welcome screen (and the first run): the card over the board."""
    card = getattr(window, "_welcome", None)
    if card is None:
        from parchis_desktop.ui.help.welcome import Welcome
        card = Welcome(window)
        window._welcome = card
        card.chosen.connect(lambda what: open_tutorial(window) if what == "tutorial" else open_help(window))
    card.show()
    return card


def show_welcome_once(window):
    """At start-up: the welcome, unless it was dismissed before.  The card, or None."""
    settings = getattr(window, "settings", None)
    if settings is not None and settings.get("help/welcome_done"):
        return None
    return open_welcome(window)

