"""Engine tests (a package, so that helper modules import as ``tests.engine.helpers``-style
relative imports and never collide with another test folder's ``helpers.py``)."""
