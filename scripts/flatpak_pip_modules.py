#!/usr/bin/env python3
"""Write the Flatpak modules of the Python packages that io.qt.PySide.BaseApp lacks.

    python scripts/flatpak_pip_modules.py            # needs the network (PyPI)

For each pinned requirement of packaging/flatpak-requirements.txt it downloads the wheel
from PyPI with pip (``pip download --no-deps --only-binary=:all:``, PyPI only), hashes it
(sha256), and writes ``packaging/python3-<name>.json``: a flatpak-builder module that
installs that file offline (``pip install --no-index --no-deps``).  The wheel's URL comes
from pip's own log of the link it took.  Run it after changing a pin; commit the result.
PySide6 and numpy come from the base app and are not listed.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
REQUIREMENTS = PACKAGING / "flatpak-requirements.txt"
INDEX = "https://pypi.org/simple"


def requirements() -> list[tuple[str, str]]:
    pins = []
    for line in REQUIREMENTS.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, sep, version = line.partition("==")
            if not sep:
                sys.exit(f"{REQUIREMENTS.name}: pin every package with ==, not {line!r}")
            pins.append((name.strip(), version.strip()))
    return pins


def download(name: str, version: str, folder: Path) -> tuple[str, Path]:
    """(URL, file) of the wheel pip takes from PyPI for ``name==version``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_") or k == "PIP_CERT"}
    cmd = [sys.executable, "-m", "pip", "download", "--isolated", "--no-cache-dir", "--no-deps",
           "--only-binary=:all:", "--index-url", INDEX, "-d", str(folder), "-vv", f"{name}=={version}"]
    if os.environ.get("PIP_CERT"):
        cmd[4:4] = ["--cert", os.environ["PIP_CERT"]]
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    if done.returncode != 0:
        sys.exit(f"pip download {name}=={version} failed:\n{done.stderr[-2000:]}")
    files = [p for p in folder.iterdir() if p.name.lower().startswith(name.lower().replace("-", "_"))]
    if len(files) != 1:
        sys.exit(f"{name}: expected one downloaded file, found {[p.name for p in files]}")
    links = re.findall(r"(https://files\.pythonhosted\.org/\S+/" + re.escape(files[0].name) + r")\b",
                       done.stdout)
    if not links:
        sys.exit(f"{name}: pip's log names no PyPI link for {files[0].name}")
    return links[0], files[0]


def module(name: str, url: str, sha256: str) -> dict:
    return {
        "name": f"python3-{name}",
        "buildsystem": "simple",
        "build-commands": [
            "pip3 install --verbose --exists-action=i --no-index --no-deps --no-build-isolation"
            f' --find-links="file://${{PWD}}" --prefix=${{FLATPAK_DEST}} "{name}"'
        ],
        "sources": [{"type": "file", "url": url, "sha256": sha256}],
    }


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        for name, version in requirements():
            folder = Path(tmp) / name
            folder.mkdir()
            url, path = download(name, version, folder)
            sha = hashlib.sha256(path.read_bytes()).hexdigest()
            out = PACKAGING / f"python3-{name}.json"
            out.write_text(json.dumps(module(name, url, sha), indent=2) + "\n", encoding="utf-8")
            print(f"{out.relative_to(ROOT)}: {path.name} {sha}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
