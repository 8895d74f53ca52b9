"""The Strong and Expert players with the learned evaluation (``strong-td``, ``expert-td``)."""
from __future__ import annotations

from parchis_desktop.ai.bots import ExpertBot as _Expert
from parchis_desktop.ai.bots import StrongBot as _Strong
from parchis_desktop.ai.evaluate import CONSTANTS, DUEL_CONSTANTS, STRONG_CONSTANTS
from parchis_desktop.ai.learned import LearnedLeafCache

__all__ = ["StrongBot", "ExpertBot"]


class StrongBot(_Strong):
    """The Strong player; its leaves scored by the learned model where weights load."""

    def __init__(self, seed: int = 0, node_limit: int = 400):
        super().__init__(seed, node_limit)
        self.cache = LearnedLeafCache(STRONG_CONSTANTS, duel_k=CONSTANTS)


class ExpertBot(_Expert):
    """The Expert; its search's leaves scored by the learned model where weights load."""

    def __init__(self, seconds=None, iterations=None, seed: int = 0):
        super().__init__(seconds=seconds, iterations=iterations, seed=seed)
        self.search.cache = LearnedLeafCache(CONSTANTS, duel_k=DUEL_CONSTANTS)
