"""The interface language and the colour theme, both switched while the window is open.

The language: our translation and Qt's own are (re)installed; Qt then sends every widget
a LanguageChange event and the windows retranslate themselves (``retranslate_ui``).
The theme: ``light``, ``dark`` and ``contrast`` (high contrast: white on black, yellow
focus and selection) set an application palette (the board follows the
palette, see ``BoardView.changeEvent``); ``system`` puts back the palette the application
started with.
"""
from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QColor, QPalette

from parchis_desktop.paths import translations_dir

LANGUAGES = ("", "en", "ru", "pl")     # "" is the system's language
THEMES = ("system", "light", "dark", "contrast")

_installed: list[QTranslator] = []
_system_palette: QPalette | None = None


def set_language(app, lang: str | None) -> list[QTranslator]:
    """Install our and Qt's translations for ``lang`` (None or "": the system's), removing
    the ones installed before.  Missing .qm files are fine: the text then stays English."""
    remove_translations(app)
    locale = QLocale(lang) if lang else QLocale.system()
    QLocale.setDefault(locale)
    sources = [("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    ours = translations_dir()
    if ours is not None:
        sources.append(("parchis_desktop", str(ours)))
    for name, directory in sources:
        translator = QTranslator(app)  # parented: lives as long as the app
        if translator.load(locale, name, "_", directory) and app.installTranslator(translator):
            _installed.append(translator)
    return list(_installed)


def remove_translations(app) -> None:
    """Take out the translations :func:`set_language` installed (English remains)."""
    for translator in _installed:
        try:
            app.removeTranslator(translator)
            translator.deleteLater()
        except RuntimeError:   # already deleted by its owner
            pass
    _installed.clear()


def dark_palette() -> QPalette:
    pal = QPalette()
    for role, colour in ((QPalette.ColorRole.Window, "#2b2d31"), (QPalette.ColorRole.WindowText, "#e8e8e8"),
                         (QPalette.ColorRole.Base, "#1f2023"), (QPalette.ColorRole.AlternateBase, "#2b2d31"),
                         (QPalette.ColorRole.Text, "#e8e8e8"), (QPalette.ColorRole.Button, "#3a3c41"),
                         (QPalette.ColorRole.ButtonText, "#f0f0f0"), (QPalette.ColorRole.Highlight, "#4c8bf5"),
                         (QPalette.ColorRole.HighlightedText, "#ffffff"), (QPalette.ColorRole.ToolTipBase, "#3a3c41"),
                         (QPalette.ColorRole.ToolTipText, "#f0f0f0"), (QPalette.ColorRole.Mid, "#555555"),
                         (QPalette.ColorRole.PlaceholderText, "#9a9a9a"), (QPalette.ColorRole.Link, "#8ab4f8")):
        pal.setColor(role, QColor(colour))
    return pal


def contrast_palette() -> QPalette:
    """High contrast: white text and borders on black, yellow selection and focus; disabled
    text still 8:1 on black (WCAG AAA asks 7:1)."""
    pal = QPalette()
    for role, colour in ((QPalette.ColorRole.Window, "#000000"), (QPalette.ColorRole.WindowText, "#ffffff"),
                         (QPalette.ColorRole.Base, "#000000"), (QPalette.ColorRole.AlternateBase, "#1a1a1a"),
                         (QPalette.ColorRole.Text, "#ffffff"), (QPalette.ColorRole.Button, "#000000"),
                         (QPalette.ColorRole.ButtonText, "#ffffff"), (QPalette.ColorRole.BrightText, "#ffff00"),
                         (QPalette.ColorRole.Highlight, "#ffff00"), (QPalette.ColorRole.HighlightedText, "#000000"),
                         (QPalette.ColorRole.ToolTipBase, "#000000"), (QPalette.ColorRole.ToolTipText, "#ffffff"),
                         (QPalette.ColorRole.Light, "#ffffff"), (QPalette.ColorRole.Midlight, "#ffffff"),
                         (QPalette.ColorRole.Mid, "#ffffff"), (QPalette.ColorRole.Dark, "#ffffff"),
                         (QPalette.ColorRole.Shadow, "#ffffff"), (QPalette.ColorRole.PlaceholderText, "#c8c8c8"),
                         (QPalette.ColorRole.Link, "#00ffff"), (QPalette.ColorRole.LinkVisited, "#ff80ff")):
        pal.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor("#a0a0a0"))
    return pal


def set_theme(app, theme: str) -> None:
    """``light``, ``dark``, ``contrast`` or ``system`` (the palette the application started with)."""
    global _system_palette
    if _system_palette is None:
        _system_palette = QPalette(app.palette())
    if theme == "contrast":
        app.setPalette(contrast_palette())
    elif theme == "dark":
        app.setPalette(dark_palette())
    elif theme == "light":
        app.setPalette(app.style().standardPalette())
    else:
        app.setPalette(_system_palette)
