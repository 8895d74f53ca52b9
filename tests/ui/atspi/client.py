"""The AT-SPI client of the test: the system python with pyatspi (the library Orca uses),
run inside the test's session bus.  It starts the window (app.py, with the venv's python),
finds it on the accessibility bus, reads the board's lists, and plays the game through AT-SPI
actions only: Press on the Roll button, Press on the first move of the board's Moves list.
It prints one JSON object: what it read, what it pressed, the announcements heard.

    client.py VENV_PYTHON LANG FOLDER events|region
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

APP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "app.py")
heard: list[str] = []
region_texts: list[str] = []


def pump(seconds: float = 0.0) -> None:
    """Let the events come in (pyatspi delivers them from the GLib main loop)."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while True:
        while context.pending():
            context.iteration(False)
        if time.monotonic() >= end:
            return
        time.sleep(0.02)


def on_announcement(event) -> None:
    heard.append(str(event.any_data))


def on_name(event) -> None:
    try:
        if event.source.getRoleName() == "label" and event.source.description == REGION_DESCRIPTION:
            region_texts.append(str(event.source.name))
    except Exception:
        pass


REGION_DESCRIPTION = ""


def find(node, test, depth=0):
    if node is None or depth > 30:
        return None
    try:
        if test(node):
            return node
        for i in range(node.childCount):
            found = find(node.getChildAtIndex(i), test, depth + 1)
            if found is not None:
                return found
    except GLib.Error:
        return None
    return None


def children(node) -> list:
    return [node.getChildAtIndex(i) for i in range(node.childCount)]


def main() -> int:
    global REGION_DESCRIPTION
    venv_python, lang, folder, mode = sys.argv[1:5]
    REGION_DESCRIPTION = "Game events"
    out: dict = {"pressed": [], "errors": []}
    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    pyatspi.Registry.registerEventListener(on_name, "object:property-change:accessible-name")
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")
    app = subprocess.Popen([venv_python, APP, lang, folder, mode], env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    try:
        ready = app.stdout.readline().strip()
        if ready != "READY":
            out["errors"].append("app did not start: " + ready + app.stderr.read()[-2000:])
            print(json.dumps(out))
            return 1
        desktop = pyatspi.Registry.getDesktop(0)
        target = None
        for _ in range(100):
            target = find(desktop, lambda n: n.getRoleName() == "application" and n.name == "parchis-atspi-test")
            if target is not None:
                break
            pump(0.1)
        if target is None:
            out["errors"].append("the window is not on the accessibility bus")
            print(json.dumps(out))
            return 1
        board = find(target, lambda n: n.name == out.setdefault("board_name", BOARD[lang]))
        out["board_role"] = board.getRoleName() if board is not None else None
        lists = {c.name: c for c in children(board)} if board is not None else {}
        out["lists"] = list(lists)
        moves, tokens = lists.get(LISTS[lang][0]), lists.get(LISTS[lang][1])
        out["tokens"] = [c.name for c in children(tokens)] if tokens is not None else []
        roll = find(target, lambda n: n.getRoleName() == "push button" and n.name == ROLL[lang])
        out["roll_found"] = roll is not None
        over = False
        for _step in range(80):
            pump(0.15)
            if app.poll() is not None:
                break
            if any(OVER[lang] in text for text in heard + region_texts):
                over = True
                break
            items = children(moves) if moves is not None else []
            if items:
                name = items[0].name
                action = items[0].queryAction()
                out["pressed"].append({"move": name, "action": action.getName(0), "all": [i.name for i in items]})
                action.doAction(0)
                continue
            if roll is not None and roll.getState().contains(pyatspi.STATE_ENABLED):
                out["pressed"].append({"roll": roll.name})
                roll.queryAction().doAction(0)
        pump(0.5)
        out["over"] = over
        out["heard"] = heard
        out["region"] = region_texts
    except Exception as exc:   # said in the JSON: the test shows it
        out["errors"].append(repr(exc))
    finally:
        app.terminate()
        try:
            app.wait(5)
        except subprocess.TimeoutExpired:
            app.kill()
    print(json.dumps(out))
    return 0


BOARD = {"en": "Game board", "ru": "Игровое поле", "pl": "Plansza"}
LISTS = {"en": ("Possible moves", "Tokens"), "ru": ("Возможные ходы", "Фишки"), "pl": ("Możliwe ruchy", "Pionki")}
ROLL = {"en": "Roll the dice (Space)"}
OVER = {"en": "wins the game"}

if __name__ == "__main__":
    sys.exit(main())
