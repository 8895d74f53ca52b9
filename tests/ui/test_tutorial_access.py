"""The tutorial for screen readers (issue 35): the lesson board has the game board's lists (moves
the learner may try, tokens, squares), Press tries a move or answers a question, the board's
description is the step's task, the lesson list has a name, and what the banner says (a refused
move, "Right!", the score) is announced, in en/ru/pl."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible, QAccessibleActionInterface

from parchis_desktop.ui.board.accessible import BoardAccessible, interface_of
from parchis_desktop.ui.help.lessons import load_lessons

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


@pytest.fixture
def tutorial(qtbot, tmp_path):
    from parchis_desktop.store.progress import Progress
    from parchis_desktop.ui.help.tutorial import TutorialWindow
    t = TutorialWindow(progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(t)
    t.scene.set_speed("instant")
    t.show()
    yield t
    t.close()


def _lists(t):
    iface = interface_of(t.view)
    assert isinstance(iface, BoardAccessible)
    return iface, {iface.child(i).text(NAME): iface.child(i) for i in range(iface.childCount())}


def _names(lst):
    return [lst.child(i).text(NAME) for i in range(lst.childCount())]


def _press(item):
    item.interface_cast(QAccessible.InterfaceType.ActionInterface)
    item.press()


def _ready(qtbot, t):
    qtbot.waitUntil(lambda: not t._busy and t.run.state() in ("move", "roll", "ask", "done"), timeout=5000)


def test_a_step_is_read_and_played_through_the_board_lists(qtbot, tutorial):
    t = tutorial
    t.start("common-entering", 0)
    _ready(qtbot, t)
    iface, lists = _lists(t)
    assert list(lists) == ["Possible moves", "Tokens", "Occupied squares"]
    step = t.lesson.steps[0]
    assert iface.text(DESCRIPTION).startswith("Step 1 of 4. ")
    assert step.task.split(".")[0] in iface.text(DESCRIPTION)
    # The title and the task were said when the step began.
    said = [text for text, _assertive in t.access.spoken]
    assert any(text.startswith("Entering") and "Step 1 of 4. " + step.task.split(".")[0] in text for text in said)
    assert any(n.startswith("Yellow token 1, in the nest") for n in _names(lists["Tokens"]))
    if t.run.state() == "roll":
        t.roll_button.click()
        _ready(qtbot, t)
    moves = _names(lists["Possible moves"])
    assert moves and all(m.startswith("Token ") for m in moves), moves
    # A move that cannot reach the goal is refused with the step's words, said assertively.
    refused = [i for i, m in enumerate(t.access.legal_moves()) if not t.run.check(m)]
    assert refused                      # bringing out the wrong way, or a token on the ring moved
    _press(lists["Possible moves"].child(refused[0]))
    assert t.feedback.property("kind") == "wrong"
    assert t.access.spoken[-1] == (t.feedback_text(), True)
    good = t.access.legal_moves().index(t.run.solution_move())
    before = len(t.run.events)
    _press(lists["Possible moves"].child(good))
    _ready(qtbot, t)
    assert len(t.run.events) > before


def test_a_quiz_question_is_answered_by_pressing_a_token(qtbot, tutorial):
    t = tutorial
    quiz = next(x for x in load_lessons() if x.quiz and x.variant == "parchis")
    t.start(quiz.id, 0)
    _ready(qtbot, t)
    assert t.run.state() == "ask"
    iface, lists = _lists(t)
    assert iface.text(DESCRIPTION).startswith("Question 1 of 2. You rolled 5 and 2.")
    assert _names(lists["Possible moves"]) == []          # a question: the tokens answer it
    assert not any("can move" in name for name in _names(lists["Tokens"]))    # nor give it away
    tokens = lists["Tokens"]
    keys = [key for key, _name in iface.snapshot()["tokens"]]
    answer = quiz.steps[0].answers[0]
    wrong = next(k for k in keys if k not in quiz.steps[0].answers)
    _press(tokens.child(keys.index(wrong)))
    assert t.access.spoken[-1][0].startswith("Not this one")
    _press(tokens.child(keys.index(tuple(answer))))
    _ready(qtbot, t)
    assert t.run.state() == "done"
    assert t.access.spoken[-1][0].startswith("Right, at a later try.")


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_tutorial_names_its_lists_and_steps_in_every_language(qtbot, translated, tmp_path, lang):
    from parchis_desktop.store.progress import Progress
    from parchis_desktop.ui.help.tutorial import TutorialWindow
    from tests.ui.test_accessible_names import unnamed
    if lang != "en":
        translated(lang)
    t = TutorialWindow(progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(t)
    t.scene.set_speed("instant")
    t.show()
    t.start("common-entering", 0)
    _ready(qtbot, t)
    words = {"en": ("Lessons", "Step 1 of 4", "Yellow token 1"),
             "ru": ("Уроки", "Шаг 1 из 4", "Жёлтая фишка 1"),
             "pl": ("Lekcje", "Krok 1 z 4", "Żółty pionek 1")}[lang]
    assert QAccessible.queryAccessibleInterface(t.lesson_list).text(NAME) == words[0]
    iface, lists = _lists(t)
    assert iface.text(DESCRIPTION).startswith(words[1])
    assert any(n.startswith(words[2]) for n in _names(list(lists.values())[1]))
    assert not unnamed(t)
    t.close()


def test_nothing_is_said_when_the_player_turned_announcements_off(qtbot, tmp_path):
    from parchis_desktop.store.progress import Progress
    from parchis_desktop.store.settings import Settings
    from parchis_desktop.ui.help.tutorial import TutorialWindow
    settings = Settings(tmp_path / "s.ini")
    settings.set("a11y/announce", "off")
    t = TutorialWindow(settings=settings, progress=Progress(tmp_path / "progress.json"))
    qtbot.addWidget(t)
    t.scene.set_speed("instant")
    t.show()
    t.start("common-entering", 0)
    _ready(qtbot, t)
    assert t.access.spoken == []
    t.close()
