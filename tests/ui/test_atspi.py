"""Issue 35 with a real screen-reader client: the window runs under Xvfb and its own D-Bus
session with the AT-SPI bus (at-spi2-core), and ``tests/ui/atspi/client.py`` drives it with
pyatspi, the library Orca uses (Debian's python3-pyatspi, so the system python runs it),
through AT-SPI only: it reads the board's tree and finds the tokens by name, plays a short
game (a two-player endgame against the Beginner) by Press actions until the end is
announced, reads the game's charts in Game → Statistics, reads the board in Russian and Polish, undoes from the Game menu, enters a roll
of physical dice, saves and loads through the file dialogs, answers a tutorial quiz, reads
Help → Keys, and hears the live region of a Qt without announcement events.  One session
and one window serve every test (the client runs once, 10 to 15 s).

``scripts/sysdeps.sh`` installs xvfb, dbus, at-spi2-core and python3-pyatspi; without them
(or where the bus cannot start) the tests skip and say why."""
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


PARTS = ("game", "stats", "names", "undo", "physical", "files", "tutorial", "help", "region")


@pytest.fixture(scope="module")
def heard(display, tmp_path_factory) -> dict:
    """What the client read, pressed and heard, part by part (one run for the module)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DBUS_", "AT_SPI", "XDG_"))}
    env.update(DISPLAY=display, NO_AT_BRIDGE="0", PYTHONPATH=str(Path(__file__).parents[2]))
    folder = tmp_path_factory.mktemp("atspi")
    done = subprocess.run(["dbus-run-session", "--", SYSTEM_PYTHON, str(HERE / "client.py"), sys.executable,
                           "en", str(folder), *PARTS], env=env, capture_output=True, text=True, timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        if "dbus" in done.stderr.lower() and "failed" in done.stderr.lower():
            pytest.skip("the session bus did not start: " + done.stderr[-300:])
        pytest.fail(f"the AT-SPI client said nothing (exit {done.returncode}):\n{done.stderr[-3000:]}")
    result = json.loads(lines[-1])
    if result["errors"] and "not on the accessibility bus" in result["errors"][0]:
        pytest.skip("the AT-SPI bus did not start: " + done.stderr[-300:])
    result["folder"] = str(folder)
    return result


def _part(heard: dict, name: str) -> dict:
    errors = [e for e in heard["errors"] if e.startswith(name + ":")]
    assert not errors, errors
    return heard[name]


def test_a_screen_reader_reads_the_board_and_plays_a_game_by_actions(heard):
    result = _part(heard, "game")
    assert result["board_role"] == "panel" and result["board_name"] == "Game board"
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
    said = result["heard"]
    # Every roll and move of both players was announced, in order, up to the end.
    assert said[0].startswith("Yellow rolls ")
    assert any(h.startswith("Yellow: token 4 from home 3 to ") for h in said)
    assert any(h.startswith("Red rolls ") for h in said)
    assert "Red's turn." in said
    assert "Yellow, your turn: roll the dice (Space)." in said or said[-1] == "Red wins the game!"
    assert said[-1] in ("Yellow wins the game!", "Red wins the game!")
    assert len([h for h in said if " rolls " in h]) >= len(rolls)


def test_the_statistics_charts_are_said_in_words(heard):
    result = _part(heard, "stats")
    assert result["tabs"][:3] == ["Career", "Fair dice", "This game"]
    charts = result["charts"]
    assert charts, "the This game charts have no description on the bus"
    win, race = charts["Chance to win (%), turn by turn"], charts["The race: steps to go"]
    assert "Yellow's chance to win " in win and "Red's chance to win " in win
    assert race.startswith("After turn ") and " was ahead in the race with 0 steps to go" in race


def test_the_board_reads_in_russian_and_polish(heard):
    result = _part(heard, "names")
    ru, pl = result["ru"], result["pl"]
    assert ru["board"] == "Игровое поле" and ru["lists"] == ["Возможные ходы", "Фишки", "Занятые клетки"]
    assert pl["board"] == "Plansza" and pl["lists"] == ["Możliwe ruchy", "Pionki", "Zajęte pola"]
    assert "Жёлтая фишка 1, на финише" in ru["tokens"] and "Żółty pionek 1, na mecie" in pl["tokens"]
    assert any(s.startswith("Финиш игрока «Жёлтый»: фишки 1, 2, 3") for s in ru["squares"])
    assert any(s.startswith("Meta gracza „Żółty”: pionki 1, 2, 3") for s in pl["squares"])
    assert ru["roll"] and pl["roll"]                       # "Бросить кубики (пробел)", "Rzuć kośćmi (spacja)"
    assert ru["menu"] == ["Игра", "Вид", "Справка"] and pl["menu"] == ["Gra", "Widok", "Pomoc"]


def test_undo_from_the_game_menu_by_its_action(heard):
    result = _part(heard, "undo")
    assert result["undo_found"]
    assert result["move"].startswith("Token 4 from home 3 to ")
    assert "Yellow token 4, home 3" not in result["after_move"]
    assert "Yellow token 4, home 3" in result["after_undo"]          # the token is back
    assert result["heard"][0] == "Undone: back to the start of your turn."
    assert result["roll_enabled"]


def test_physical_dice_entered_with_the_face_buttons(heard):
    result = _part(heard, "physical")
    assert result["faces"] == ["⚄ 5", "⚂ 3"]
    assert "Yellow rolls 5 and 3." in result["heard"]
    assert result["moves"] == ["Token 4 from home 3 to the goal with 5", "Token 4 from home 3 to home 6 with 3"]


def test_save_and_load_through_the_file_dialogs(heard):
    result = _part(heard, "files")
    path = str(Path(heard["folder"]) / "atspi-save.json")
    assert result["save"] == {"dialog": "Save game", "field": "File name:", "button": "Save"}
    assert result["saved"] and Path(path).exists()
    assert result["load"]["dialog"] == "Load game" and result["load"]["button"] == "Open"
    assert result["question"] == "A game is in progress. Abandon it and load atspi-save.json?"
    assert result["heard"][0] == f"Saved to {path}."
    assert result["heard"][-1] == "Game loaded."


def test_a_tutorial_quiz_is_read_and_answered_through_the_board(heard):
    result = _part(heard, "tutorial")
    assert "Quiz: Parchís" in result["lessons"] and "Moving and the goal" in result["lessons"]
    assert result["description"] == "Question 1 of 2. You rolled 5 and 2. Which token can move the 5? Click it."
    assert result["heard"][0] == "Quiz: Parchís " + result["description"]
    assert not any("can move" in t for t in result["tokens"])
    answers = result["answers"]
    assert all(said and said[0].startswith("Not this one: ") for _token, said in answers[:-1])
    assert answers[-1][1][0].startswith("Right")


def test_the_help_is_read_through_the_text_interface(heard):
    result = _part(heard, "help")
    assert "Keyboard shortcuts" in result["pages"] and "Glossary" in result["pages"]
    assert result["browser"] == "Keyboard shortcuts"
    for words in ("Ctrl+Z", "Undo to your last turn", "Ctrl+I", "In a replay", "With a screen reader"):
        assert words in result["text"], words


def test_without_announcement_events_the_live_region_changes(heard):
    result = _part(heard, "region")
    assert result["over"], result
    assert result["heard"] == []                   # no announcement events in this mode
    region = result["region"]
    assert region[0].startswith("Yellow rolls ")
    assert region[-1] in ("Yellow wins the game!", "Red wins the game!")
