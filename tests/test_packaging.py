"""packaging/: the desktop entry, the AppStream metadata, the menu installer and the bundle."""
from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import parchis_desktop
from parchis_desktop import APP_ID

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_desktop_entry_starts_the_game_under_the_application_id():
    entry = _entry()
    gui = _pyproject()["project"]["gui-scripts"]
    assert entry["Type"] == "Application"
    assert entry["Exec"] in gui and entry["TryExec"] == entry["Exec"]
    # The window's desktop file name (app.py) is the entry's name, so the desktop finds the
    # entry and its icon for the running window.
    assert entry["Icon"] == APP_ID
    assert "setDesktopFileName(APP_ID)" in (ROOT / "parchis_desktop" / "app.py").read_text(encoding="utf-8")
    assert "Game" in entry["Categories"].split(";")
    for lang in ("ru", "pl"):   # the menu speaks the game's languages
        assert entry[f"Comment[{lang}]"] and entry[f"GenericName[{lang}]"]


def test_the_appstream_metadata_matches_the_entry_the_scripts_and_the_version():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name
    scripts = {**_pyproject()["project"]["gui-scripts"], **_pyproject()["project"]["scripts"]}
    assert {b.text for b in root.iter("binary")} == set(scripts)
    assert root.find("releases/release").get("version") == parchis_desktop.__version__
    assert {s.get(XML_LANG) for s in root.findall("summary")} == {None, "ru", "pl"}
    assert root.find("content_rating") is not None


@pytest.mark.parametrize("tool, args, path", [
    ("desktop-file-validate", [], DESKTOP),
    ("appstreamcli", ["validate", "--no-net"], METAINFO),
])
def test_the_files_pass_the_freedesktop_validators(tool, args, path):
    exe = shutil.which(tool)
    if exe is None:
        pytest.skip(f"{tool} is not installed (Debian: desktop-file-utils, appstream)")
    done = subprocess.run([exe, *args, str(path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def _installer(data: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "XDG_DATA_HOME": str(data), "PATH": "/usr/bin:/bin"}
    return subprocess.run(["bash", str(ROOT / "scripts" / "install_desktop_entry.sh"), *args],
                          capture_output=True, text=True, env=env, timeout=60)


def test_the_menu_installer_puts_the_entry_icon_and_metadata_in_place_and_takes_them_out(tmp_path):
    launcher = tmp_path / "bin" / "parchis-desktop"
    launcher.parent.mkdir()
    launcher.write_text("#!/bin/sh\n")
    launcher.chmod(0o755)
    data = tmp_path / "share"
    done = _installer(data, "--exec", str(launcher))
    assert done.returncode == 0, done.stderr
    desktop = data / "applications" / DESKTOP.name
    icon = data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    meta = data / "metainfo" / METAINFO.name
    assert icon.read_bytes() == (ROOT / "resources" / "icons" / "parchis-desktop.svg").read_bytes()
    assert meta.read_bytes() == METAINFO.read_bytes()
    # A launcher that is not on PATH is started by its absolute path; the rest is the entry.
    lines = desktop.read_text(encoding="utf-8").splitlines()
    assert f"Exec={launcher}" in lines and f"TryExec={launcher}" in lines
    original = DESKTOP.read_text(encoding="utf-8").splitlines()
    assert [x for x in lines if "Exec=" not in x] == [x for x in original if "Exec=" not in x]

    done = _installer(data, "--uninstall")
    assert done.returncode == 0, done.stderr
    assert not desktop.exists() and not icon.exists() and not meta.exists()


def test_the_menu_installer_refuses_a_launcher_it_cannot_write_into_an_entry(tmp_path):
    launcher = tmp_path / "my games" / "parchis-desktop"
    launcher.parent.mkdir()
    launcher.write_text("#!/bin/sh\n")
    launcher.chmod(0o755)
    done = _installer(tmp_path / "share", "--exec", str(launcher))
    assert done.returncode == 1 and "--exec" in done.stderr
    assert not (tmp_path / "share" / "applications").exists()


@pytest.mark.slow
def test_the_bundle_builds_and_plays_a_game_with_the_expert_in_its_worker():
    """scripts/build_bundle.sh --check: PyInstaller (installed into .venv, from PyPI), then the
    frozen game plays an all-computer game offscreen.  Minutes; run with ``-m slow``."""
    if not (ROOT / ".venv" / "bin" / "python").exists():
        pytest.skip("no .venv")
    done = subprocess.run(["bash", str(ROOT / "scripts" / "build_bundle.sh"), "--check"],
                          capture_output=True, text=True, timeout=1800, cwd=ROOT)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "Check passed" in done.stdout
    assert sys.platform != "linux" or list((ROOT / "dist").glob("parchis-desktop-*-linux-*.tar.gz"))
