"""The variants: rules beyond the standard ones (``engine/variant.py``), one module each.

Each module defines a :class:`~..variant.Variant` subclass and registers it
(``registry.register``); a rule set picks the ones it needs when it is built.  This
list is the only place that names them: a new variant is a module here plus its line.
"""
from . import pachisi, russian  # noqa: F401  (registering the variants is importing them)

__all__ = ["pachisi", "russian"]
