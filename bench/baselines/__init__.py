"""Frozen computer players kept in the repository as yardsticks (never shown in the window).

Each subpackage is a copy of the evaluation and search of one milestone, so every figure of a
later change can be measured against the same opponent in one run: ``m2`` is the Strong and
Expert players of issue 29's start (bot specs ``strong-m2`` and ``expert-m2[@S|#N]``, resolved
by :func:`parchis_desktop.ai.bots.make_bot` from the source tree).  Only the engine and the exact
home-column tables (``parchis_desktop.ai.home``: no tuning in them) are shared with the
current code; do not edit a baseline, freeze a new one.
"""
