"""Issue 35 with a real screen-reader client: the window runs under Xvfb and its own D-Bus
session with the AT-SPI bus (at-spi2-core), and ``tests/ui/atspi/client.py`` drives it with
pyatspi, the library Orca uses (Debian's python3-pyatspi, so the system python runs it).  It
reads the board's tree, finds the tokens by name, and plays a short game (a two-player
endgame against the Beginner) through AT-SPI actions only: Press on "Roll the dice", Press
on the first item of the board's Moves list, until the end of the game is announced.

``scripts/sysdeps.sh`` installs xvfb, dbus, at-spi2-core and python3-pyatspi; without them
(or where the bus cannot start) the test skips and says why."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent / "atspi"
SYSTEM_PYTHON = "/usr/bin/python3"


def _missing() -> str:
    if not sys.platform.startswith("linux"):
        return "AT-SPI is the Linux accessibility bus"
    for tool in ("Xvfb", "dbus-run-session"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (scripts/sysdeps.sh installs it)"
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        return "at-spi2-core is not installed (scripts/sysdeps.sh installs it)"
    if not Path(SYSTEM_PYTHON).exists() or subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode != 0:
        return "python3-pyatspi is not installed for /usr/bin/python3 (scripts/sysdeps.sh installs it)"
    return ""


@pytest.fixture(scope="module")
def display():
    """A private X server; the test skips if it does not start."""
    why = _missing()
    if why:
        pytest.skip(why)
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        pytest.skip("Xvfb did not start")
    yield f":{number}"
    server.terminate()
    server.wait(10)


def _play(display, tmp_path, lang="en", mode="events") -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DBUS_", "AT_SPI"))}
    env.update(DISPLAY=display, NO_AT_BRIDGE="0", PYTHONPATH=str(Path(__file__).parents[2]))
    folder = tmp_path / "profile"
    folder.mkdir()
    done = subprocess.run(["dbus-run-session", "--", SYSTEM_PYTHON, str(HERE / "client.py"), sys.executable,
                           lang, str(folder), mode], env=env, capture_output=True, text=True, timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        if "dbus" in done.stderr.lower() and "failed" in done.stderr.lower():
            pytest.skip("the session bus did not start: " + done.stderr[-300:])
        pytest.fail(f"the AT-SPI client said nothing (exit {done.returncode}):\n{done.stderr[-3000:]}")
    result = json.loads(lines[-1])
    if result["errors"] and "not on the accessibility bus" in result["errors"][0]:
        pytest.skip("the AT-SPI bus did not start: " + done.stderr[-300:])
    assert not result["errors"], result["errors"]
    return result


def test_a_screen_reader_reads_the_board_and_plays_a_game_by_actions(display, tmp_path):
    result = _play(display, tmp_path)
    assert result["board_role"] == "panel"
    assert result["lists"] == ["Possible moves", "Tokens", "Occupied squares"]
    assert "Yellow token 4, home 3" in result["tokens"]
    assert "Red token 1, at the goal" in result["tokens"]
    assert result["roll_found"]
    rolls = [p for p in result["pressed"] if "roll" in p]
    moves = [p for p in result["pressed"] if "move" in p]
    assert rolls and moves
    assert all(p["action"] == "Press" for p in moves)
    assert moves[0]["move"].startswith("Token 4 from home 3 to ")
    assert result["over"], result
    heard = result["heard"]
    # Every roll and move of both players was announced, in order, up to the end.
    assert heard[0].startswith("Yellow rolls ")
    assert any(h.startswith("Yellow: token 4 from home 3 to ") for h in heard)
    assert any(h.startswith("Red rolls ") for h in heard)
    assert "Red's turn." in heard
    assert "Yellow, your turn: roll the dice (Space)." in heard or heard[-1] == "Red wins the game!"
    assert heard[-1] in ("Yellow wins the game!", "Red wins the game!")
    assert len([h for h in heard if " rolls " in h]) >= len(rolls)


def test_without_announcement_events_the_live_region_changes(display, tmp_path):
    result = _play(display, tmp_path, mode="region")
    assert result["over"], result
    assert result["heard"] == []                   # no announcement events in this mode
    region = result["region"]
    assert region[0].startswith("Yellow rolls ")
    assert region[-1] in ("Yellow wins the game!", "Red wins the game!")
