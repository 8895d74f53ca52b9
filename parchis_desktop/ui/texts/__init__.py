"""Translated sentences: what the engine and the store say in data (rule ids, reasons, error
codes) turned into the player's language, one module per concern."""
