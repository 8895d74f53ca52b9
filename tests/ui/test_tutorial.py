"""Help → Tutorial: every lesson is finished by its stored solution through the window (clicks on
its board), a wrong move is refused with an explanation, progress is kept, and the first-run
welcome shows once."""
from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import Qt

from parchis_desktop.engine import legal_moves
from parchis_desktop.paths import resources_dir
from parchis_desktop.store.progress import Progress
from parchis_desktop.ui.help import open_tutorial, open_welcome, show_welcome_once
from parchis_desktop.ui.help.lessons import GOALS, LessonRun, load_lessons
from parchis_desktop.ui.game.move_input import is_choice

LESSONS = [lesson for lesson in load_lessons() if not lesson.game]


def _click_at(qtbot, t, item):
    point = t.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(t.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def click_move(qtbot, t, move):
    """Make ``move`` as a player would: its button, or its token and then its marked square."""
    if is_choice(move):
        index = [m for m in legal_moves(t.run.pos) if is_choice(m)].index(move)
        qtbot.mouseClick(t.choice_buttons[index], Qt.MouseButton.LeftButton)
        return
    pos = t.run.pos
    token = move.token
    if move.kind == "enter" or (move.kind == "gift" and move.frm == "nest"):
        token = next(i for i, code in enumerate(pos.tokens[move.seat]) if code == -1)
    _click_at(qtbot, t, t.scene.token_item(move.seat, token))
    if t._dest_moves:
        _click_at(qtbot, t, t.scene.destination_markers()[t._dest_moves.index(move)])


def wait_for_learner(qtbot, t):
    qtbot.waitUntil(lambda: not t._busy and t.run.state() in ("move", "roll", "done", "stuck"), timeout=5000)


@pytest.fixture
def tutorial(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", _two_players(), seed=5)
    t = open_tutorial(w)
    qtbot.waitUntil(t.isVisible)
    yield t
    t.close()


def _two_players():
    from parchis_desktop.ui.game.players import BOT, EMPTY, HUMAN, SeatPlayer
    return [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(BOT, "beginner"), SeatPlayer(EMPTY)]


def test_there_are_the_lessons_the_issue_asks_for():
    by_variant = {}
    for lesson in load_lessons():
        by_variant.setdefault(lesson.variant, []).append(lesson)
    assert len([x for x in by_variant["parchis"] if not x.game]) >= 8
    assert len([x for x in by_variant["spanish"] if not x.game]) >= 3
    assert len([x for x in by_variant["russian"] if not x.game]) >= 5
    assert len([x for x in by_variant["pachisi"] if not x.game]) >= 3
    for variant, lessons in by_variant.items():
        assert lessons[-1].game, f"{variant}: the last lesson is a short real game"
    for lesson in LESSONS:
        check = lesson.goal.get("check") or "all"
        assert check == "all" or check in GOALS, lesson.id
        assert lesson.solution and lesson.rolls and lesson.hint and lesson.wrong, lesson.id
        assert len(lesson.solution) <= 8, f"{lesson.id}: a lesson takes under a minute"


@pytest.mark.parametrize("lesson", LESSONS, ids=[x.id for x in LESSONS])
def test_every_lesson_is_completed_by_its_stored_solution(qtbot, tutorial, lesson):
    t = tutorial
    t.start(lesson.id)
    for _ in range(60):
        wait_for_learner(qtbot, t)
        state = t.run.state()
        if state == "done":
            break
        if state == "roll":
            assert t.roll_button.isEnabled()
            assert t.dice_label.text().startswith("Lesson dice: ")
            qtbot.mouseClick(t.roll_button, Qt.MouseButton.LeftButton)
            continue
        assert state == "move", state
        move = t.run.solution_move()
        assert move is not None, f"{lesson.id}: the stored solution does not fit the position"
        played = len(t.run.events)
        click_move(qtbot, t, move)
        qtbot.waitUntil(lambda: len(t.run.events) == played + 1, timeout=3000)
    assert t.run.state() == "done"
    assert t.feedback.property("kind") == "done" and t.feedback_text() == lesson.done
    assert Progress().is_done(lesson.id)
    assert lesson.id in t.done_lessons()


def _first_wrong(run):
    """The first legal move of the lesson that cannot reach its goal, after rolling if need be."""
    run = run.copy()
    run.advance()
    if run.state() == "roll":
        run.roll()
    for m in legal_moves(run.pos):
        if not run.check(m):
            return m
    return None


@pytest.mark.parametrize("lesson_id", ["common-capturing", "russian-ransom", "pachisi-age-reverse"])
def test_a_wrong_move_is_refused_and_the_lesson_says_why(qtbot, tutorial, lesson_id):
    t = tutorial
    t.start(lesson_id)
    wait_for_learner(qtbot, t)
    wrong = _first_wrong(t.run)
    assert wrong is not None
    if t.run.state() == "roll":
        qtbot.mouseClick(t.roll_button, Qt.MouseButton.LeftButton)
        wait_for_learner(qtbot, t)
    before = t.run.pos
    click_move(qtbot, t, wrong)
    assert t.run.pos is before and not t.run.events        # not played
    assert t.feedback.property("kind") == "wrong"
    assert t.feedback_text() == f"Not this one: {t.lesson.wrong} Try again."
    assert t.feedback.isVisible()
    # the right move is still accepted afterwards
    click_move(qtbot, t, t.run.solution_move())
    qtbot.waitUntil(lambda: len(t.run.events) == 1, timeout=3000)


def test_an_illegal_move_is_explained_with_its_rule(qtbot, tutorial):
    t = tutorial
    t.start("spanish-one-die")
    wait_for_learner(qtbot, t)
    qtbot.mouseClick(t.roll_button, Qt.MouseButton.LeftButton)
    wait_for_learner(qtbot, t)
    _click_at(qtbot, t, t.scene.token_item(0, 1))          # the token on square 30, with a 5 to enter
    assert t.feedback_text() == "Bringing a token out is compulsory when you can. (ES-2)"
    assert not t.run.events


def test_progress_is_kept_and_the_list_shows_what_is_done(qtbot, make_window, tmp_path):
    Progress().mark_done("common-moving")
    w = make_window()
    t = open_tutorial(w)
    assert t.done_lessons() == ["common-moving"]
    assert t.lesson.id == "common-entering"                 # opens at the first lesson not done
    saved = json.loads(Progress().path.read_text(encoding="utf-8"))
    assert saved["done"] == ["common-moving"]
    Progress().path.write_text("{not json", encoding="utf-8")
    assert Progress().done() == []                          # a damaged file is set aside
    t.close()


def test_a_game_lesson_is_a_real_game_against_the_beginner(qtbot, tutorial):
    t = tutorial
    w = t.main_window
    lesson = next(x for x in load_lessons() if x.id == "parchis-game")
    t.start(lesson.id)
    c = w.controller
    assert [p.kind for p in c.players] == ["human", "empty", "bot", "empty"] and c.players[2].level == "beginner"
    assert c.position.tokens[0].count(c.position.tokens[0][0]) >= 3     # near the end: a short game
    from tests.helpers.ui import play_by_clicks
    play_by_clicks(qtbot, w, 400, timeout=10000)
    qtbot.waitUntil(lambda: "parchis-game" in t.done_lessons(), timeout=10000)
    assert t.feedback.property("kind") == "done"
    w._close_game_over()


def test_lesson_texts_are_translatable_strings():
    root = resources_dir().parent
    out = subprocess.run([sys.executable, str(root / "scripts" / "lesson_texts.py"), "--check"],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    for lang in ("ru", "pl"):
        ts = ET.parse(root / "translations" / f"parchis_desktop_{lang}.ts").getroot()
        lesson_ctx = next(c for c in ts.iter("context") if c.find("name").text == "Lesson")
        translated = {m.find("source").text: "".join(m.find("translation").itertext()) for m in lesson_ctx.iter("message")}
        for lesson in load_lessons():
            for text in lesson.texts():
                assert translated.get(text), (lang, lesson.id, text)
                assert translated[text] != text, (lang, lesson.id, text)


def test_the_welcome_shows_once(qtbot, make_window):
    w = make_window()
    card = show_welcome_once(w)
    assert card is not None and card.isVisible()
    assert card.parentWidget() is w.centralWidget()       # over the board, not a dialog
    assert not card.isWindow()
    qtbot.mouseClick(card.play_button, Qt.MouseButton.LeftButton)
    assert not card.isVisible()
    assert w.settings.get("help/welcome_done") is True
    assert show_welcome_once(w) is None                      # never again at start-up ...
    again = open_welcome(w)                                  # ... unless asked for from Help
    assert again.isVisible()
    qtbot.mouseClick(again.learn_button, Qt.MouseButton.LeftButton)
    assert w._tutorial_window.isVisible()
    w._tutorial_window.close()


def test_the_welcome_leads_to_the_rules(qtbot, make_window):
    w = make_window()
    card = show_welcome_once(w)
    qtbot.mouseClick(card.rules_button, Qt.MouseButton.LeftButton)
    assert w._help_window.isVisible() and w._help_window.page == "parchis"
    w._help_window.close()


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_the_welcome_title_is_drawn_whole_in_every_language(qtbot, make_window, translated, lang):
    from PySide6.QtGui import QFontMetrics
    if lang != "en":
        translated(lang)
    w = make_window()
    card = open_welcome(w)
    qtbot.waitExposed(card)
    title = card.title
    if title.wordWrap():
        assert title.height() >= title.heightForWidth(title.width())     # every wrapped line shows
    else:
        assert QFontMetrics(title.font()).horizontalAdvance(title.text()) <= title.contentsRect().width()
    assert card.geometry().bottom() <= w.centralWidget().height()

@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_tutorial_and_welcome_are_translated_with_distinct_accelerators(qtbot, make_window, lang):
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QAbstractButton

    from parchis_desktop import app
    from test_translations import assert_unique_mnemonics
    saved = QLocale()
    translators = app.install_translators(qtbot_app(), lang) if lang != "en" else []
    try:
        w = make_window()
        t = open_tutorial(w, "russian-ransom")
        card = open_welcome(w)
        for widget, name in ((t, "tutorial"), (card, "welcome")):
            texts = [b.text() for b in widget.findChildren(QAbstractButton) if b.text()]
            assert_unique_mnemonics(texts, f"{lang} {name}")
        if lang != "en":
            assert t.roll_button.text() != "&Roll the lesson dice"
            assert t.title.text() != "Prisoners, ransom and the gift"
            assert card.learn_button.text() != "&Learn to play (tutorial)"
        t.close()
    finally:
        for translator in translators:
            qtbot_app().removeTranslator(translator)
        QLocale.setDefault(saved)
        qtbot_app().processEvents()


def qtbot_app():
    from PySide6.QtWidgets import QApplication
    return QApplication.instance()


def test_the_lessons_rule_page_opens_the_help_at_its_rule(qtbot, tutorial):
    t = tutorial
    t.start("russian-mirror")
    qtbot.mouseClick(t.rule_button, Qt.MouseButton.LeftButton)
    helper = t.main_window._help_window
    assert helper.isVisible() and helper.page == "russian"
    assert helper.browser.verticalScrollBar().value() > 0
    helper.close()
