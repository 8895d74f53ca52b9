"""packaging/: the desktop entry, the AppStream metadata, the Flatpak manifest, the menu
installer and the bundle."""
from __future__ import annotations

import configparser
import json
import os
import re
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
MANIFEST = PACKAGING / f"{APP_ID}.json"
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
    assert root.find("content_rating").get("type") == "oars-1.1"


def test_the_appstream_metadata_has_what_software_centres_show():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("developer_name").strip() and root.findtext("developer/name").strip()
    release = root.find("releases/release")
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", release.get("date")) and release.find("description/p").text
    shots = root.findall("screenshots/screenshot")
    assert [s.get("type") for s in shots].count("default") == 1
    for shot in shots:
        assert shot.findtext("caption").strip()
        url = shot.findtext("image")
        # Each picture is one of the checkout's own (served from the project's repository).
        assert url.startswith("https://") and (ROOT / "docs" / url.rsplit("/", 1)[-1]).is_file(), url


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


# -- the Flatpak ------------------------------------------------------------------------------
def _manifest() -> dict:
    return json.loads(MANIFEST.read_text(encoding="utf-8"))


def _modules(modules: list, folder: Path = PACKAGING):
    """Every module of the manifest, with the folder its relative paths start from (a module
    given as a file name is that JSON file, as flatpak-builder reads it)."""
    for mod in modules:
        if isinstance(mod, str):
            path = folder / mod
            yield from _modules([json.loads(path.read_text(encoding="utf-8"))], path.parent)
        else:
            yield mod, folder
            yield from _modules(mod.get("modules", []), folder)


def test_the_flatpak_manifest_is_the_application_and_builds_on_the_pyside_base_app():
    m = _manifest()
    assert m["id"] == APP_ID == ET.parse(METAINFO).getroot().findtext("id") == DESKTOP.stem
    assert m["command"] == _entry()["Exec"] in _pyproject()["project"]["gui-scripts"]
    assert (m["runtime"], m["sdk"], m["base"]) == ("org.kde.Platform", "org.kde.Sdk", "io.qt.PySide.BaseApp")
    assert m["base-version"] == m["runtime-version"]
    assert "/app/cleanup-BaseApp.sh" in m["cleanup-commands"]
    env = m["build-options"]["env"]
    assert env.get("BASEAPP_REMOVE_WEBENGINE")   # no browser engine in a board game
    assert "BASEAPP_DISABLE_NUMPY" not in env      # pyqtgraph needs numpy


def test_the_flatpak_has_no_network_and_only_the_permissions_it_needs():
    args = _manifest()["finish-args"]
    assert not any("network" in a for a in args), args
    # Display, GPU and the X11 shared memory; sound (QtMultimedia, in the base app) through
    # PulseAudio.  Files are opened through the portal, so no --filesystem.
    assert sorted(args) == sorted(["--socket=wayland", "--socket=fallback-x11", "--device=dri",
                                   "--share=ipc", "--socket=pulseaudio"])
    for mod, _ in _modules(_manifest()["modules"]):     # nor network while building
        assert "--share=network" not in mod.get("build-options", {}).get("build-args", []), mod["name"]


def test_every_flatpak_source_is_pinned_by_a_checksum_or_a_commit_or_is_in_the_checkout():
    sources = [(src, folder) for mod, folder in _modules(_manifest()["modules"]) for src in mod["sources"]]
    assert sources
    for src, folder in sources:
        if "url" in src:
            assert src["type"] in ("file", "archive") and re.fullmatch(r"[0-9a-f]{64}", src["sha256"]), src
            assert src["url"].startswith("https://")
        elif src["type"] == "git":
            assert re.fullmatch(r"[0-9a-f]{40}", src["commit"]), src
        else:
            assert src["type"] in ("dir", "file") and "path" in src, src
            assert (folder / src["path"]).resolve().is_relative_to(ROOT), src


def test_the_flatpak_python_modules_are_the_pinned_wheels_of_the_dependencies():
    pins = {}
    for line in (PACKAGING / "flatpak-requirements.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            pins[name.strip()] = version.strip()
    top = [mod for mod in _manifest()["modules"] if isinstance(mod, str)]
    assert sorted(top) == sorted(f"python3-{name}.json" for name in pins)
    for name, version in pins.items():
        mod = json.loads((PACKAGING / f"python3-{name}.json").read_text(encoding="utf-8"))
        [src] = mod["sources"]
        assert src["url"].endswith(f"/{name}-{version}-py3-none-any.whl") or \
            src["url"].endswith(f"/{name}-{version}-py2.py3-none-any.whl"), src["url"]
        assert "--no-index" in mod["build-commands"][0] and f'"{name}"' in mod["build-commands"][0]
    # Every dependency of the game that the base app (PySide6, numpy) lacks is there.
    for dep in _pyproject()["project"]["dependencies"]:
        name = re.match(r"[A-Za-z0-9_.-]+", dep).group(0)
        assert name.startswith("PySide6") or name in pins, dep


def test_the_flatpak_installs_the_entry_the_metadata_and_the_icon_under_the_application_id():
    [app] = [mod for mod in _manifest()["modules"] if isinstance(mod, dict)]
    commands = " ".join(app["build-commands"]).replace("${FLATPAK_ID}", APP_ID)
    for path in (DESKTOP, METAINFO, ROOT / "resources" / "icons" / "parchis-desktop.svg"):
        assert str(path.relative_to(ROOT)) in commands
    assert f"share/icons/hicolor/scalable/apps/{APP_ID}.svg" in commands
    assert "--no-index" in commands and "--no-deps" in commands   # the wheels above, nothing fetched


def test_flatpak_builder_reads_the_manifest(tmp_path):
    exe = shutil.which("flatpak-builder")
    if exe is None:
        pytest.skip("flatpak-builder is not installed (Debian: flatpak-builder)")
    # (in a scratch folder: flatpak-builder leaves its .flatpak-builder state where it runs)
    done = subprocess.run([exe, "--show-manifest", str(MANIFEST)], capture_output=True, text=True,
                          timeout=60, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout)
    assert shown["id"] == APP_ID and [m["name"] for m in shown["modules"]][-1] == "parchis-desktop"


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


def test_the_licence_is_in_the_checkout_the_metadata_and_the_about_box(qapp):
    """GPL-3.0-or-later: compatible with PySide6 and Qt (LGPLv3), pyqtgraph and platformdirs (MIT)."""
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in text and "Version 3, 29 June 2007" in text
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    from parchis_desktop.ui.dialogs.common import about_text
    about = about_text()
    assert "GPL-3.0-or-later" in about and "pyqtgraph (MIT licence)" in about
