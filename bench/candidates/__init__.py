"""Players under test, never offered in the window: the arena's ``strong-td``, ``expert-td``,
``strong-la`` and ``expert-sk``.

``learned.py``: the Strong and Expert players with the learned value function at the leaves of
their search (``parchis_desktop/ai/learned.py``) instead of the hand-made evaluation, measured
against the frozen baseline (bench/baselines/m2) by bench/ai_strength.py's ``td*`` rows.

``lookahead.py``: the Strong player looking one roll further on close decisions (``la*`` rows).

``strongk.py``: the Expert with the Strong player's constants (how ``strong-m2`` plays) at its
leaves and in its replies when three or more play (``skexpert4n``).
"""
