"""Parchís Desktop: the Spanish board game Parchís as a Qt desktop application."""

__version__ = "0.1.0"

#: The application id: the name of the desktop entry and of the AppStream metadata
#: (packaging/), and the icon name a desktop shows for the window.
APP_ID = "io.github.parchisdesktop.ParchisDesktop"
