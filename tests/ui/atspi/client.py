"""The AT-SPI client of the test: the system python with pyatspi (the library Orca uses),
run inside the test's session bus.  It starts the window (app.py, with the venv's python),
finds it on the accessibility bus and does what a blind player does with Orca, through
AT-SPI only (names, roles, descriptions, the text interface, actions, the selection):

* ``game``: reads the board's lists and plays the endgame (Press on the Roll button, Press
  on the first move of the board's Moves list) until the end is announced;
* ``stats``: Game → Statistics, the This game tab chosen, its charts' names and descriptions;
* ``names``: the board, its lists, a token and the Roll button in Russian and Polish;
* ``undo``: rolls and moves, then the Game menu's Undo (its Press action);
* ``physical``: enters a roll of physical dice with the face buttons;
* ``files``: Save and Load from the Game menu, the file dialog filled through its text
  field and its Save/Open buttons, the question before replacing the game answered;
* ``tutorial``: Help → Tutorial, a quiz lesson chosen in the lesson list, the question read
  from the board's description and answered by pressing tokens;
* ``help``: Help → Rules of the game, the Keys page chosen in the page list, its text read;
* ``region``: the endgame again with the live region of a Qt without announcement events.

It prints one JSON object: per part, what it read, pressed and heard, and the errors.

    client.py VENV_PYTHON LANG FOLDER PART...
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
REGION_DESCRIPTION = "Game events"


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


def wait(test, seconds: float = 5.0):
    """Pump until ``test()`` gives something true (returned), or None after ``seconds``."""
    end = time.monotonic() + seconds
    while True:
        try:
            got = test()
        except (GLib.Error, LookupError, AttributeError):
            got = None
        if got:
            return got
        if time.monotonic() >= end:
            return None
        pump(0.05)


def on_announcement(event) -> None:
    heard.append(str(event.any_data))


def on_name(event) -> None:
    try:
        if event.source.getRoleName() == "label" and event.source.description == REGION_DESCRIPTION:
            region_texts.append(str(event.source.name))
    except Exception:
        pass


def find(node, test, depth=0, skip=("menu bar",)):
    """The first node under ``node`` (depth first) that passes ``test``."""
    if node is None or depth > 30:
        return None
    try:
        if test(node):
            return node
        if depth and node.getRoleName() in skip:
            return None
        for i in range(node.childCount):
            found = find(node.getChildAtIndex(i), test, depth + 1, skip)
            if found is not None:
                return found
    except GLib.Error:
        return None
    return None


def children(node) -> list:
    return [node.getChildAtIndex(i) for i in range(node.childCount)] if node is not None else []


def named(role: str, name: str):
    return lambda n: n.getRoleName() == role and n.name == name


#: What a search in a dialog does not go into (a file dialog's lists of files are long).
DIALOG_SKIP = ("menu bar", "list", "table", "tree table", "tree", "combo box", "list box", "scroll bar")


def press(node) -> None:
    action = node.queryAction()
    for i in range(action.nActions):
        if action.getName(i) in ("Press", "press", "click", "Toggle", "toggle"):
            action.doAction(i)
            return
    action.doAction(0)


def press_opening_a_dialog(node) -> None:
    """Press a control that opens a modal dialog: Qt answers the action once the dialog is
    closed, so the call is not waited for (the dialog is then found on the bus and used)."""
    from gi.repository import Atspi
    Atspi.set_timeout(300, 300)
    try:
        press(node)
    except GLib.Error:
        pass
    finally:
        Atspi.set_timeout(-1, -1)


def enabled(node) -> bool:
    return node.getState().contains(pyatspi.STATE_ENABLED)


class Session:
    def __init__(self, app, target) -> None:
        self.app, self.target = app, target
        self._main = None
        self._boards: dict = {}

    def say(self, line: str) -> None:
        """A stage direction to app.py (the scene, never the player's actions)."""
        self.app.stdin.write(line + "\n")
        self.app.stdin.flush()
        while True:
            answer = self.app.stdout.readline()
            if not answer or answer.startswith("OK "):
                break
        pump(0.1)

    def windows(self) -> list:
        return children(self.target)

    def main(self):
        if self._main is None:
            self._main = next(w for w in self.windows()
                              if find(w, lambda n: n.getRoleName() == "menu bar", skip=()) is not None)
        return self._main

    def window(self, role_names=("frame", "dialog", "file chooser", "alert"), title=None):
        for w in self.windows():
            if w.getRoleName() in role_names and (title is None or title(w.name)):
                return w
        return None

    def board(self, top=None):
        """The board's node under ``top`` (the main window's by default), found once."""
        top = top or self.main()
        key = top.path if hasattr(top, "path") else id(top)
        if key not in self._boards:
            self._boards[key] = find(top, lambda n: n.getRoleName() == "panel" and n.childCount == 3
                                     and [c.name for c in children(n)][1] in TOKENS_LIST.values())
        return self._boards[key]

    def lists(self, top=None) -> dict:
        return {c.name: c for c in children(self.board(top))}

    def menu_item(self, path: list[str]):
        """A menu bar item by its path of names (Game → Undo to my last turn)."""
        node = find(self.main(), lambda n: n.getRoleName() == "menu bar", skip=())
        for name in path:
            node = find(node, lambda n, name=name: n.getRoleName() in ("menu", "menu item") and n.name == name,
                        skip=())
        return node


# -- the parts ----------------------------------------------------------------------------------
def part_game(s: Session, out: dict, lang: str) -> None:
    board = s.board()
    out["board_role"] = board.getRoleName() if board is not None else None
    out["board_name"] = board.name if board is not None else None
    lists = s.lists()
    out["lists"] = list(lists)
    moves = list(lists.values())[0]
    out["tokens"] = [c.name for c in children(list(lists.values())[1])]
    roll = find(s.main(), named("push button", ROLL[lang]))
    out["roll_found"] = roll is not None
    out["pressed"] = []
    out["over"] = _play_to_the_end(s, out["pressed"], moves, roll, lambda: heard)
    out["heard"] = list(heard)


def _play_to_the_end(s, pressed, moves, roll, said, limit=80) -> bool:
    for _step in range(limit):
        pump(0.1)
        if s.app.poll() is not None:
            return False
        if any(OVER in text for text in said()):
            return True
        try:
            items = children(moves)
            if items:
                name = items[0].name
                action = items[0].queryAction()
                pressed.append({"move": name, "action": action.getName(0)})
                action.doAction(0)
                continue
            if roll is not None and enabled(roll):
                pressed.append({"roll": roll.name})
                rolled = len([t for t in said() if " rolls " in t])
                press(roll)
                # The roll is heard before the next look (a press on a button whose state the
                # bus has not yet told us is off would be a press on nothing).
                wait(lambda: len([t for t in said() if " rolls " in t]) > rolled, 1.5)
        except GLib.Error:      # the list changed while it was read (a bot moved): read it again
            continue
    return False


def part_names(s: Session, out: dict, _lang: str) -> None:
    for lang in ("ru", "pl"):
        s.say(f"lang {lang}")
        board = wait(lambda: s.board() if s.board().name == BOARD[lang] else None, 3)
        lists = s.lists()
        out[lang] = {"board": board.name if board is not None else None, "lists": list(lists),
                     "tokens": [c.name for c in children(list(lists.values())[1])],
                     "squares": [c.name for c in children(list(lists.values())[2])],
                     "roll": find(s.main(), named("push button", ROLL[lang])) is not None,
                     "menu": [c.name for c in children(find(s.main(), lambda n: n.getRoleName() == "menu bar",
                                                            skip=()))]}
    s.say("lang en")
    wait(lambda: s.board().name == BOARD["en"], 3)


def part_undo(s: Session, out: dict, _lang: str) -> None:
    s.say("endgame")
    moves = list(s.lists().values())[0]
    tokens = list(s.lists().values())[1]
    roll = find(s.main(), named("push button", ROLL["en"]))
    start = heard_from = len(heard)
    press(roll)
    first = wait(lambda: children(moves), 3)
    out["move"] = first[0].name if first else None
    first[0].queryAction().doAction(0)
    wait(lambda: any(t.startswith("Yellow: token 4") for t in heard[start:]), 3)
    out["after_move"] = [c.name for c in children(tokens)]
    heard_from = len(heard)
    undo = s.menu_item(["Game", "Undo to my last turn"])
    out["undo_found"] = undo is not None
    press(undo)
    wait(lambda: any("Undone" in t for t in heard[heard_from:]), 3)
    out["heard"] = heard[heard_from:]
    out["after_undo"] = [c.name for c in children(tokens)]
    out["roll_enabled"] = wait(lambda: enabled(roll), 3) is True


def part_physical(s: Session, out: dict, _lang: str) -> None:
    s.say("physical")
    start = len(heard)
    faces = {c.name: c for c in [find(s.main(), lambda n, f=f: n.getRoleName() == "push button"
                                      and n.name.endswith(f" {f}") and len(n.name) <= 4) for f in (5, 3)] if c}
    out["faces"] = list(faces)
    for node in faces.values():
        press(node)
        pump(0.1)
    wait(lambda: any(t.startswith("Yellow rolls ") for t in heard[start:]), 3)
    out["heard"] = heard[start:]
    moves = list(s.lists().values())[0]
    out["moves"] = [c.name for c in children(moves)]


def _fill_file_dialog(s: Session, path: str, button_names) -> dict:
    dialog = wait(lambda: s.window(("dialog", "file chooser")), 5)
    if dialog is None:
        return {"dialog": None}
    field = find(dialog, lambda n: n.getRoleName() in ("text", "entry") and n.getState().contains(pyatspi.STATE_FOCUSED),
                 skip=DIALOG_SKIP)
    field.queryEditableText().setTextContents(path)
    pump(0.1)
    button = find(dialog, lambda n: n.getRoleName() == "push button" and n.name in button_names, skip=DIALOG_SKIP)
    info = {"dialog": dialog.name, "field": field.name, "button": button.name if button else None}
    press_opening_a_dialog(button)       # Open asks before replacing the game in progress
    return info


def part_files(s: Session, out: dict, _lang: str) -> None:
    s.say("endgame")
    path = os.path.join(FOLDER, "atspi-save.json")
    start = len(heard)
    save = s.menu_item(["Game", "Save…"])
    press_opening_a_dialog(save)
    out["save"] = _fill_file_dialog(s, path, ("Save", "&Save"))
    out["saved"] = wait(lambda: os.path.exists(path), 5) is True
    wait(lambda: any(t.startswith("Saved to ") for t in heard[start:]), 3)
    roll = find(s.main(), named("push button", ROLL["en"]))
    press(roll)                                         # the game goes on: the save is older
    wait(lambda: any(t.startswith("Yellow rolls") for t in heard[start:]), 3)
    load = s.menu_item(["Game", "Load…"])
    press_opening_a_dialog(load)
    out["load"] = _fill_file_dialog(s, path, ("Open", "&Open"))
    def question_box():
        for w in s.windows():
            yes = find(w, lambda n: n.getRoleName() == "push button" and n.name in ("Yes", "&Yes"), skip=DIALOG_SKIP)
            if w.getRoleName() in ("alert", "dialog") and yes is not None:
                return w, yes
        return None
    found = wait(question_box, 5)
    out["question"] = None
    if found is not None:
        question, yes = found
        label = find(question, lambda n: n.getRoleName() == "label" and len(n.name) > 20)
        out["question"] = label.name if label is not None else question.name
        press_opening_a_dialog(yes)
    wait(lambda: any(t == "Game loaded." for t in heard[start:]), 3)
    out["heard"] = heard[start:]


def part_tutorial(s: Session, out: dict, _lang: str) -> None:
    press(s.menu_item(["Help", "Tutorial…"]))
    tutorial = wait(lambda: s.window(("frame",), lambda t: "tutorial" in t), 5)
    lessons = find(tutorial, lambda n: n.getRoleName() in ("list", "list box") and n.name == "Lessons")
    items = children(lessons)
    out["lessons"] = [i.name for i in items]
    quiz = next(i for i, item in enumerate(items) if QUIZ in item.name)
    start = len(heard)
    lessons.querySelection().selectChild(quiz)
    board = wait(lambda: s.board(tutorial) if s.board(tutorial).description.startswith("Question 1") else None, 3)
    out["description"] = board.description if board is not None else None
    tokens = list(s.lists(tutorial).values())[1]
    out["tokens"] = [c.name for c in children(tokens)]
    answers = []
    for item in children(tokens):
        before = len(heard)
        item.queryAction().doAction(0)
        said = wait(lambda: heard[before:], 2) or []
        answers.append([item.name, said])
        if any(t.startswith("Right") for t in said):
            break
    out["answers"] = answers
    out["heard"] = heard[start:]


def part_help(s: Session, out: dict, _lang: str) -> None:
    press(s.menu_item(["Help", "Rules of the game"]))
    window = wait(lambda: s.window(("frame",), lambda t: "rules and help" in t), 5)
    pages = find(window, lambda n: n.getRoleName() in ("list", "list box") and n.name == "Help pages")
    items = children(pages)
    out["pages"] = [i.name for i in items]
    keys = next(i for i, item in enumerate(items) if item.name == KEYS_PAGE)
    pages.querySelection().selectChild(keys)
    browser = wait(lambda: find(window, lambda n: n.getRoleName() in ("label", "text", "document text")
                                and n.name == KEYS_PAGE and n.queryText().characterCount > 200), 3)
    out["browser"] = browser.name if browser is not None else None
    text = browser.queryText() if browser is not None else None
    out["text"] = text.getText(0, text.characterCount) if text is not None else ""


def part_stats(s: Session, out: dict, _lang: str) -> None:
    """Game → Statistics after the game: the This game tab's charts, each named, each with its
    sentence as description."""
    press(s.menu_item(["Game", "Statistics…"]))
    window = wait(lambda: s.window(("frame",), lambda t: t == "Statistics"), 5)
    tabs = find(window, lambda n: n.getRoleName() == "page tab list")
    out["tabs"] = [c.name for c in children(tabs)]
    tabs.querySelection().selectChild(out["tabs"].index("This game"))

    def charts():
        found = {}
        for name in ("Chance to win (%), turn by turn", "The race: steps to go"):
            node = find(window, lambda n, name=name: n.name == name and n.description != "")
            if node is None:
                return None
            found[name] = node.description
        return found
    out["charts"] = wait(charts, 8)


def part_region(s: Session, out: dict, lang: str) -> None:
    s.say("endgame region")
    start = len(heard)
    del region_texts[:]
    moves = list(s.lists().values())[0]
    roll = find(s.main(), named("push button", ROLL[lang]))
    out["over"] = _play_to_the_end(s, [], moves, roll, lambda: region_texts)
    out["heard"] = heard[start:]
    out["region"] = list(region_texts)


PARTS = {"game": part_game, "stats": part_stats, "names": part_names, "undo": part_undo, "physical": part_physical,
         "files": part_files, "tutorial": part_tutorial, "help": part_help, "region": part_region}
FOLDER = ""


def main() -> int:
    global FOLDER
    venv_python, lang, FOLDER = sys.argv[1:4]
    parts = sys.argv[4:]
    out: dict = {"errors": []}
    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    pyatspi.Registry.registerEventListener(on_name, "object:property-change:accessible-name")
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
               XDG_DATA_HOME=os.path.join(FOLDER, "data"), XDG_CONFIG_HOME=os.path.join(FOLDER, "config"))
    app = subprocess.Popen([venv_python, APP, lang, FOLDER], env=env, stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        ready = app.stdout.readline().strip()
        if ready != "READY":
            out["errors"].append("app did not start: " + ready + app.stderr.read()[-2000:])
            print(json.dumps(out))
            return 1
        desktop = pyatspi.Registry.getDesktop(0)
        target = wait(lambda: find(desktop, lambda n: n.getRoleName() == "application"
                                   and n.name == "parchis-atspi-test", skip=("application",)), 10)
        if target is None:
            out["errors"].append("the window is not on the accessibility bus")
            print(json.dumps(out))
            return 1
        session = Session(app, target)
        for part in parts:
            began = time.monotonic()
            out[part] = {}
            try:
                PARTS[part](session, out[part], lang)
            except Exception as exc:   # said in the JSON: the test shows it
                out["errors"].append(f"{part}: {exc!r}")
            out[part]["seconds"] = round(time.monotonic() - began, 2)
    finally:
        app.stdin.close()
        app.terminate()
        try:
            app.wait(5)
        except subprocess.TimeoutExpired:
            app.kill()
    print(json.dumps(out))
    return 0


BOARD = {"en": "Game board", "ru": "Игровое поле", "pl": "Plansza"}
TOKENS_LIST = {"en": "Tokens", "ru": "Фишки", "pl": "Pionki"}
ROLL = {"en": "Roll the dice (Space)", "ru": "Бросить кубики (пробел)", "pl": "Rzuć kośćmi (spacja)"}
OVER = "wins the game"
QUIZ = "Quiz: Parchís"
KEYS_PAGE = "Keyboard shortcuts"

if __name__ == "__main__":
    sys.exit(main())
