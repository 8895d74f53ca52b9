"""Engine tests (a package, so that helper modules import as ``tests.helpers.positions``-style
relative imports and never collide with another test folder's ``helpers.py``)."""
