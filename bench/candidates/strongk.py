"""The Expert whose search scores positions and models the replies with the Strong player's
constants in games of three or more players (``expert-sk``).

The Expert's search (``parchis_desktop/ai/expectimax.py``) scores its leaves with
``evaluate.CONSTANTS`` and plans each opponent's reply with the same cache; the Strong player,
and so ``strong-m2``, the opponent of issue 29's four-player rows, plays by
``STRONG_CONSTANTS`` (``nest_cost`` 10, not 7) when three or more are playing.  So in four the
Expert's model of the reply is not "the real thing" its comment promises, and its own leaves are
the constants that measured weaker there (docs/ai-tuning.md, "The Strong player's constants").
A duel keeps ``DUEL_CONSTANTS``, as the Expert does.
"""
from __future__ import annotations

from parchis_desktop.ai.bots import ExpertBot as _Expert
from parchis_desktop.ai.evaluate import DUEL_CONSTANTS, STRONG_CONSTANTS
from parchis_desktop.ai.search import LeafCache

__all__ = ["ExpertBot"]


class ExpertBot(_Expert):
    """The Expert; three or more players: STRONG_CONSTANTS at the leaves and in the replies."""

    def __init__(self, seconds=None, iterations=None, seed: int = 0):
        super().__init__(seconds=seconds, iterations=iterations, seed=seed)
        self.search.cache = LeafCache(STRONG_CONSTANTS, DUEL_CONSTANTS)
