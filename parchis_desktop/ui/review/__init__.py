"""The review of a game (issue 30): the window (window.py), its charts (charts.py), the seat
cards (cards.py), the board's arrows (board_marks.py), the worker's polling and the cache
(job.py) and its sentences (words.py)."""
