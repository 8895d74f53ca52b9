"""The Strong and Expert players as they were when issue 29 began (frozen: do not edit).

``evaluate.py``, ``search.py`` and ``rolls.py`` are copies of ``parchis_desktop/ai/`` at that
commit; ``bots.py`` holds the two classes.  ``tests/ai/test_baselines.py`` checks that they
still play the moves recorded from the players of that day (``tests/data/m2_moves.json``).
"""
from .bots import ExpertBot, StrongBot

__all__ = ["ExpertBot", "StrongBot"]
