"""The variant registry: which :class:`~.variant.Variant` plays a rule set.

A variant module (``engine/variants/``) registers its class with :func:`register`; the
standard rules (``variant.Variant``) register themselves as the base.  A rule set asks
:func:`variant_for` once, when it is built (``RuleSet.variant``): every registered class
whose ``wanted(rules, board)`` is true takes part, the highest ``order`` outermost (e.g.
the Russian rules over the Pachisi options over the standard rules: their methods reach
the next layer down).  Nothing here, nor in the engine's other modules, names a variant.

This module imports nothing of the engine, so that ``rules.py`` can use it.
"""
from __future__ import annotations

__all__ = ["register", "register_base", "variant_for", "registered"]

_BASE: list = []          # [the standard Variant class]
_LAYERS: list = []        # registered variant classes, highest order first
_MADE: dict = {}          # tuple of layer classes -> the shared (stateless) Variant object


def register_base(cls):
    """Register the standard rules (``variant.Variant``): every rule set plays them."""
    _BASE[:] = [cls]
    _MADE.clear()
    return cls


def register(cls):
    """Class decorator: add a variant layer (a subclass of ``Variant``)."""
    if cls not in _LAYERS:
        _LAYERS.append(cls)
        _LAYERS.sort(key=lambda c: -c.order)
        _MADE.clear()
    return cls


def registered() -> tuple:
    """The base class, then the layers (highest order first)."""
    return tuple(_BASE) + tuple(_LAYERS)


def variant_for(rules, board):
    """The Variant object playing ``rules`` on ``board`` (one shared object per combination)."""
    layers = tuple(c for c in _LAYERS if c.wanted(rules, board))
    made = _MADE.get(layers)
    if made is None:
        if not layers:
            cls = _BASE[0]
        elif len(layers) == 1:
            cls = layers[0]
        else:   # e.g. the Russian rules with Pachisi's blockade ages: one class, layers in order
            cls = type("+".join(c.__name__ for c in layers), layers, {})
        made = _MADE[layers] = cls()
    return made
