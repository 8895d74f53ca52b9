"""Helpers shared by the test packages (imported as ``tests.helpers``; pyproject.toml puts the
checkout on pytest's path).

``reference``  the reading of a position's public full JSON that the slow reference
               implementations of the rule book build on (tests/helpers/parchis_reference.py for the
               68-square board, the Pachisi reference in tests/engine/test_pachisi_invariants.py).
``invariants`` the one invariant harness for seeded random games on every board and rule set
               (tests/engine/test_*invariants.py, bench/soak.py).
"""
