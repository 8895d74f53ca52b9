"""Parchís Desktop: the Spanish board game Parchís as a Qt desktop application."""

__version__ = "0.1.0"
