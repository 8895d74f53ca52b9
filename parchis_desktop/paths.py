"""Where the data folders resources/ and translations/ are.

They sit at the top of the repository. A wheel (``pip install .``) ships
them inside the package as ``parchis_desktop/resources`` and
``parchis_desktop/translations`` (see setup.py); a source checkout or an
editable install (``pip install -e .``) uses the top-level folders.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
_CHECKOUT_DIR = _PACKAGE_DIR.parent


def _data_dir(name: str) -> Path | None:
    installed = _PACKAGE_DIR / name
    if installed.is_dir():
        return installed
    checkout = _CHECKOUT_DIR / name
    if checkout.is_dir() and (_CHECKOUT_DIR / "pyproject.toml").is_file():
        return checkout
    return None


def resources_dir() -> Path | None:
    """The resources folder, or None if this installation has none."""
    return _data_dir("resources")


def translations_dir() -> Path | None:
    """The folder holding the compiled ``parchis_desktop_<lang>.qm`` files, or None."""
    return _data_dir("translations")


def resource(*parts: str) -> Path:
    """Path of one file under resources/, e.g. ``resource("icons", "x.svg")``.

    Raises FileNotFoundError if it is missing.
    """
    base = resources_dir()
    if base is None:
        raise FileNotFoundError("the resources folder of Parchís Desktop is missing")
    path = base.joinpath(*parts)
    if not path.is_file():
        raise FileNotFoundError(path)
    return path
