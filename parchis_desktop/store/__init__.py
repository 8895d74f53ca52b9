"""Storage without Qt: the game history (history.py) and its statistics (stats.py)."""
