"""What every screenshot script does first: the checkout on ``sys.path``, no sound, and
throw-away user folders, so that a picture never reads or writes the real profile.

    from _shots import ROOT, TMP    # first thing, before importing the app
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("PARCHIS_NO_SOUND", "1")
#: The throw-away config and data home of this run.
TMP = tempfile.mkdtemp(prefix="parchis-shots-")
os.environ["XDG_CONFIG_HOME"] = os.environ["XDG_DATA_HOME"] = TMP


def save(image, path) -> str:
    """Write a grabbed pixmap or image to ``path`` (its folder made first); the path written.
    Raises ``OSError`` when Qt cannot write it (``QImage.save`` only returns False)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(path)):
        raise OSError(f"could not write {path}")
    return str(path)
