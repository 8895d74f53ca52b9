"""Entry point of the ``parchis-desktop`` command: start the Qt application."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from types import SimpleNamespace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

LANGUAGES = ("en", "ru", "pl")

#: Every option's value when none is given: the parser's defaults, and the options of a
#: start with no arguments at all (a player's start from the menu: no parser is built).
DEFAULTS = dict(lang=None, autoplay=False, variant="parchis", seed=None, players=4, seats=None,
                teams=False, speed="fast", quit_at_end=False)


def parse_args(argv: Sequence[str]) -> tuple[argparse.Namespace | SimpleNamespace, list[str]]:
    """Our own options; anything unknown (e.g. Qt's -platform) is left for Qt.

    With no arguments (the menu's ``Exec=parchis-desktop``) nothing is parsed: building the
    parser (argparse, gettext, a dozen options) is some 5 ms of a start-up of 250 (issue 34)."""
    if not argv:
        return SimpleNamespace(**DEFAULTS), []
    import argparse

    parser = argparse.ArgumentParser(prog="parchis-desktop", description="Play Parchís.")
    parser.add_argument(
        "--lang", choices=LANGUAGES, help="user interface language (default: the system's)"
    )
    parser.add_argument("--version", action="version", version=_version())
    demo = parser.add_argument_group("demo", "an all-computer game in the real window")
    demo.add_argument("--autoplay", action="store_true", help="computer players in every seat")
    demo.add_argument("--variant", help="rules preset (default: parchis)")
    demo.add_argument("--seed", type=int, help="dice seed")
    demo.add_argument("--players", type=int, choices=range(2, 9), metavar="{2..8}")
    demo.add_argument("--seats", type=int, choices=(4, 6, 8),
                      help="board size (default: the smallest that seats the players)")
    demo.add_argument("--teams", action="store_true", help="partners opposite play as teams")
    demo.add_argument("--speed", choices=("slow", "normal", "fast", "instant"))
    demo.add_argument("--quit-at-end", action="store_true", help="exit when the game ends, printing the places")
    parser.set_defaults(**DEFAULTS)
    return parser.parse_known_args(list(argv))


def _version() -> str:
    from parchis_desktop import __version__

    return f"%(prog)s {__version__}"


# Qt platform plugins that draw without a display server (tests use offscreen).
_HEADLESS_PLATFORMS = ("offscreen", "minimal", "vnc", "eglfs", "linuxfb", "vkkhrdisplay")


def missing_display(qt_args: Sequence[str] = (), environ=None, platform: str | None = None) -> str:
    """Why the window cannot open here, or "": on Linux and the BSDs Qt needs an X11 or
    Wayland session (``DISPLAY`` or ``WAYLAND_DISPLAY``), unless a platform plugin that needs
    none is chosen (``QT_QPA_PLATFORM=offscreen`` or ``-platform offscreen``).  Without this
    check Qt aborts with a message about xcb libraries, which misleads."""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if platform.startswith(("win", "darwin", "cygwin")):
        return ""
    args = list(qt_args)
    chosen = environ.get("QT_QPA_PLATFORM", "")
    for i, arg in enumerate(args):
        if arg in ("-platform", "--platform") and i + 1 < len(args):
            chosen = args[i + 1]
        elif arg.startswith(("-platform=", "--platform=")):
            chosen = arg.split("=", 1)[1]
    if chosen.split(":", 1)[0].split(";", 1)[0] in _HEADLESS_PLATFORMS:
        return ""
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return ""
    return ("parchis-desktop: a graphical session is needed: neither DISPLAY nor WAYLAND_DISPLAY is set.\n"
            "Start the game from a desktop session (X11 or Wayland), or over ssh with -X.")


def install_translators(app, lang: str | None = None) -> list:
    """Load our translation and Qt's own for ``lang`` (or the system locale), replacing
    those installed before (see ui/appearance.py).  Returns the translators installed."""
    from parchis_desktop.ui.appearance import set_language

    return set_language(app, lang)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    try:
        options, qt_args = parse_args(argv[1:])
    except SystemExit as exit_:  # --help, --version, bad option
        return exit_.code if isinstance(exit_.code, int) else 1

    problem = missing_display(qt_args)
    if problem:
        print(problem, file=sys.stderr)
        return 2

    # The engine and the store (no Qt) first: shiboken's import hook reads the source of every
    # module imported after PySide6 (its __feature__ check), some 40 files less this way.
    import parchis_desktop.engine  # noqa: F401
    import parchis_desktop.store.history_writer  # noqa: F401
    import parchis_desktop.store.lock  # noqa: F401
    import parchis_desktop.store.saves  # noqa: F401
    import parchis_desktop.store.settings  # noqa: F401
    from PySide6.QtWidgets import QApplication

    from parchis_desktop import APP_ID
    from parchis_desktop.ui.game.main_window import MainWindow

    app = QApplication([argv[0] if argv else "parchis-desktop", *qt_args])
    app.setApplicationName("Parchís Desktop")
    app.setOrganizationName("ParchisDesktop")
    app.setDesktopFileName(APP_ID)   # packaging/<APP_ID>.desktop: the desktop's menu entry and icon
    from parchis_desktop.store.settings import Settings
    from parchis_desktop.ui.appearance import set_theme
    try:
        chosen = Settings()   # read once: the window takes it, with what was wrong in the file
        lang, theme = chosen.get("ui/language"), chosen.get("ui/theme")
    except Exception:   # the window reports a settings problem itself
        chosen, lang, theme = None, "", "system"
    install_translators(app, options.lang or lang or None)
    set_theme(app, theme)

    if options.autoplay:
        from parchis_desktop.engine.boards import BOARDS
        from parchis_desktop.engine.rules import PRESET_BOARD
        if PRESET_BOARD.get(options.variant) not in BOARDS:
            print(f"parchis-desktop: error: unknown or unavailable variant {options.variant!r}", file=sys.stderr)
            return 2
        return _autoplay(app, options, chosen)

    window = MainWindow(settings=chosen)   # a damaged file was set aside by this read: the window says so
    window.show()
    window.after_first_frame(lambda: set_window_icon(app))   # the window shows first (see set_window_icon)
    window.after_first_frame(lambda: _first_moments(window))   # then the game
    return app.exec()


def set_window_icon(app) -> bool:
    """The application's icon (windows, task bar), from the SVG in resources/icons; True when set.

    Set once the window shows: an SVG icon loads Qt's SVG icon engine and image plugins (and
    the icon classes' Python enums), a few ms the first frame does not need; the desktop
    shell's entry and a Wayland compositor take the icon from the desktop file meanwhile."""
    from PySide6.QtGui import QIcon

    from parchis_desktop.paths import resources_dir

    resources = resources_dir()
    if resources is None or not (resources / "icons" / "parchis-desktop.svg").is_file():
        return False
    app.setWindowIcon(QIcon(str(resources / "icons" / "parchis-desktop.svg")))
    return True


def _first_moments(window) -> None:
    """After the window shows: offer to resume the autosave, then (the very first time) the welcome."""
    from parchis_desktop.ui.help import show_welcome_once
    window.offer_resume()
    show_welcome_once(window)


def _autoplay(app, options, settings=None) -> int:
    """Play an all-computer game in the real window (the demo and our smoke test)."""
    from PySide6.QtCore import QTimer

    from parchis_desktop.ui.game.main_window import MainWindow
    from parchis_desktop.ui.texts.game import colour_name

    window = MainWindow(settings=settings, autosave=False)
    result = {"places": None}

    def finished(places):
        result["places"] = places
        print("places: " + ", ".join(f"{i + 1}. {colour_name(s)} (seat {s})" for i, s in enumerate(places)),
              flush=True)
        if options.quit_at_end:
            QTimer.singleShot(300, window.close)

    window.game_finished.connect(finished)
    window.show()
    set_window_icon(app)
    try:
        window.start_autoplay(options.variant, options.seed, options.players, options.speed,
                              seats=options.seats, teams=options.teams)
    except ValueError as exc:   # a board or team the rules do not allow (BD-1, TM-1)
        print(f"parchis-desktop: error: {exc}", file=sys.stderr)
        window.close()
        return 2
    code = app.exec()
    return 0 if result["places"] is not None or not options.quit_at_end else (code or 1)


if __name__ == "__main__":
    sys.exit(main())
