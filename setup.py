"""Package layout only; all metadata lives in pyproject.toml.

The data folders resources/ and translations/ sit at the top of the
repository (not inside parchis_desktop/), so pyproject.toml alone cannot
ship them next to auto-discovered subpackages.  Here they are mapped into
the wheel as parchis_desktop/resources and parchis_desktop/translations;
parchis_desktop/paths.py finds them there, or at the top of a checkout.
"""

from setuptools import find_namespace_packages, setup

# Every directory under parchis_desktop/ is a (sub)package, with or without
# an __init__.py, so newly added subpackages are shipped automatically.
packages = find_namespace_packages(
    include=["parchis_desktop", "parchis_desktop.*"],
    exclude=["*.__pycache__"],
)

setup(
    packages=packages + ["parchis_desktop.resources", "parchis_desktop.translations"],
    package_dir={
        "parchis_desktop.resources": "resources",
        "parchis_desktop.translations": "translations",
    },
    package_data={
        "parchis_desktop.resources": ["**/*"],
        "parchis_desktop.translations": ["*.qm"],
    },
    include_package_data=False,
)
