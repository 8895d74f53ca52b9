"""Help → Puzzles: the puzzle browser (window.py), its explanations (explain.py) and words (words.py)."""
from __future__ import annotations


def open_puzzles(window, puzzle_id: str | None = None):
    """Show the puzzle browser of ``window`` (made on first use), at ``puzzle_id`` if given."""
    browser = getattr(window, "_puzzle_window", None)
    if browser is None:
        from parchis_desktop.ui.help import _close_with, open_rule
        from parchis_desktop.ui.puzzles.window import PuzzleWindow
        browser = PuzzleWindow(window, getattr(window, "settings", None))
        browser.rule_requested.connect(lambda rule_id: open_rule(window, rule_id))
        window._puzzle_window = browser
        _close_with(window, browser)
        controller = getattr(window, "controller", None)
        pos = controller.position if controller is not None else None
        if pos is not None:     # first the puzzles of the game being played
            browser.set_filter(pos.rules.preset)
    if puzzle_id is not None:
        browser.open_puzzle(puzzle_id)
    browser.show()
    browser.activateWindow()
    return browser
