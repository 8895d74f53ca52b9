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
from PySide6.QtGui import QFontMetrics

from parchis_desktop.engine import legal_moves
from parchis_desktop.paths import resources_dir
from parchis_desktop.store.progress import Progress
from parchis_desktop.ui.help import open_tutorial, open_welcome, show_welcome_once
from parchis_desktop.ui.game.move_input import is_choice
from parchis_desktop.ui.help.lessons import GOALS, StepRun, load_lessons

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
    qtbot.waitUntil(lambda: not t._busy and t.run.state() in ("move", "roll", "stuck", "ask")
                    or t.run.state() == "done" and t.feedback.property("kind") == "done", timeout=5000)


@pytest.fixture
def tutorial(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", _two_players(), seed=5)
    t = open_tutorial(w)
    qtbot.waitUntil(t.isVisible)
    t.scene.set_speed("instant")    # reduced motion: the window still waits for animation_finished
    yield t
    t.close()


@pytest.fixture
def bare(qtbot):
    """The tutorial window alone (no main window: quicker), for the lessons played step by step."""
    from parchis_desktop.ui.help.tutorial import TutorialWindow
    t = TutorialWindow()
    qtbot.addWidget(t)
    t.scene.set_speed("instant")
    t.show()
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
        assert lesson.steps, lesson.id
        for step in lesson.steps:
            assert step.solution and step.task, (lesson.id, step.id)
            assert not step.wrong or step.wrong[-1].pattern is None, \
                f"{lesson.id}/{step.id}: the last wrong text covers the rest"
            if not step.ask:
                check = step.goal.get("check") or "all"
                assert check == "all" or check in GOALS, lesson.id
                assert step.rolls or step.position.get("dice"), (lesson.id, step.id)
                assert len(step.solution) <= 8, f"{lesson.id}/{step.id}: a step takes under a minute"


def solve_step(qtbot, t):
    """Play the current step's stored solution through the window (clicks and buttons)."""
    step = t.step
    for _ in range(60):
        wait_for_learner(qtbot, t)
        state = t.run.state()
        if state == "done":
            return
        if state == "ask":
            answer = step.solution[0]
            _click_at(qtbot, t, t.scene.token_item(answer["seat"], answer["token"]))
            continue
        if state == "roll" and t.run.solution_move() is None:
            assert t.roll_button.isEnabled()
            assert t.dice_label.text().startswith("Lesson dice: ")
            qtbot.mouseClick(t.roll_button, Qt.MouseButton.LeftButton)
            continue
        assert state in ("move", "roll"), state
        move = t.run.solution_move()
        assert move is not None, f"{t.lesson.id}/{step.id}: the stored solution does not fit the position"
        played = len(t.run.events)
        click_move(qtbot, t, move)
        qtbot.waitUntil(lambda: len(t.run.events) == played + 1, timeout=3000)
    raise AssertionError(f"{t.lesson.id}/{step.id}: not solved")


@pytest.mark.parametrize("lesson", LESSONS, ids=[x.id for x in LESSONS])
def test_every_step_of_every_lesson_is_solved_by_its_stored_solution(qtbot, bare, lesson):
    t = bare
    t.start(lesson.id, 0)
    for i, step in enumerate(lesson.steps):
        assert t.step is step and t.task.text() == step.task
        solve_step(qtbot, t)
        wait_for_learner(qtbot, t)
        assert t.run.state() == "done"
        assert t.feedback.property("kind") == "done" and step.done in t.feedback_text()
        assert step.id in Progress().steps_done(lesson.id)           # progress is kept per step
        if i < len(lesson.steps) - 1:
            assert not Progress().is_done(lesson.id)
            assert t.next_button.isEnabled() and t.next_button.text() == "&Next step"
            qtbot.mouseClick(t.next_button, Qt.MouseButton.LeftButton)
    assert lesson.done in t.feedback_text()
    assert Progress().is_done(lesson.id)
    assert lesson.id in t.done_lessons()


def _wrong_branches(step):
    """For each wrong-answer text of ``step``: how to reach it along the stored solution, as
    (number of the learner's solution moves played first, the wrong answer)."""
    found = {}
    run = StepRun(step)
    if step.ask:
        pos = run.pos
        for seat in range(len(pos.tokens)):
            for token in range(len(pos.tokens[seat])):
                if (seat, token) not in step.answers:
                    found.setdefault(step.explain_wrong({"seat": seat, "token": token}), (0, (seat, token)))
        return found
    for _ in range(60):
        run.advance()
        state = run.state()
        if state == "roll" and run.pre_roll_moves():       # decisions before the roll (RU-9)
            if not run.check_roll():
                found.setdefault(step.explain_wrong({"kind": "roll"}, len(run.events)), (len(run.events), "roll"))
        elif state == "roll":
            run.roll()
            continue
        elif state != "move":
            break
        for m in legal_moves(run.pos):
            if not run.check(m):
                found.setdefault(run.wrong_text(m), (len(run.events), m))
        move = run.solution_move()
        if move is None:
            break
        run.play(move)
    return found


@pytest.mark.parametrize("lesson", LESSONS, ids=[x.id for x in LESSONS])
def test_every_wrong_answer_branch_shows_its_own_text(qtbot, bare, lesson):
    for step in lesson.steps:
        _check_wrong_branches(qtbot, bare, lesson, step)


def _check_wrong_branches(qtbot, t, lesson, step):
    found = _wrong_branches(step)
    texts = [w.text for w in step.wrong]
    assert set(found) <= set(texts)
    assert set(texts) <= set(found), f"{lesson.id}/{step.id}: no wrong answer reaches {set(texts) - set(found)}"
    for text, (after, wrong) in found.items():
        t.start(lesson.id, lesson.steps.index(step))
        for _ in range(60):
            wait_for_learner(qtbot, t)
            if len(t.run.events) == after and (t.run.state() != "roll" or wrong == "roll") or step.ask:
                break
            if t.run.state() == "roll" and t.run.solution_move() is None:
                qtbot.mouseClick(t.roll_button, Qt.MouseButton.LeftButton)
                continue
            played = len(t.run.events)
            click_move(qtbot, t, t.run.solution_move())
            qtbot.waitUntil(lambda: len(t.run.events) == played + 1, timeout=3000)
        before = t.run.pos
        if step.ask:
            _click_at(qtbot, t, t.scene.token_item(*wrong))
            assert t.run.state() == "ask"
        elif wrong == "roll":
            qtbot.mouseClick(t.roll_button, Qt.MouseButton.LeftButton)
            assert t.run.pos is before and t.run.state() == "roll"              # not rolled
        else:
            click_move(qtbot, t, wrong)
            assert t.run.pos is before and len(t.run.events) == after      # not played
        assert t.feedback.property("kind") == "wrong"
        assert t.feedback_text() == f"Not this one: {text} Try again."
    # and the right answer is still taken afterwards
    solve_step(qtbot, t)
    assert t.run.state() == "done"


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


def test_a_damaged_progress_file_never_blocks_the_tutorial(qtbot, make_window):
    """Issue 33: 100,000 nested brackets raised RecursionError out of the progress store."""
    path = Progress().path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    w = make_window()
    t = open_tutorial(w)
    assert t.isVisible() and t.lesson is not None
    assert "progress file was damaged" in t.notice_text()
    assert not path.exists() and path.with_name("tutorial.damaged.json").exists()    # set aside
    t.close()


def test_bad_lesson_files_are_skipped_with_a_message_and_the_rest_opens(qtbot, make_window, tmp_path):
    from parchis_desktop.ui.help.tutorial import TutorialWindow
    good = json.loads((resources_dir() / "lessons" / "04-common-capturing.json").read_text(encoding="utf-8"))
    (tmp_path / "01-good.json").write_text(json.dumps(good), encoding="utf-8")
    (tmp_path / "02-stray.json").write_text("not a lesson", encoding="utf-8")
    bad = json.loads(json.dumps(good))
    bad["id"] = "bad"
    bad["steps"][0]["position"]["tokens"][0][0] = "T1"
    (tmp_path / "03-bad-position.json").write_text(json.dumps(bad), encoding="utf-8")
    w = make_window()
    t = TutorialWindow(w, folder=tmp_path)
    t.start(t.first_open_lesson())
    t.show()
    assert [x.id for x in t.lessons] == ["common-capturing"] and t.run is not None
    assert "02-stray.json" in t.notice_text() and "03-bad-position.json" in t.notice_text()
    t.close()


def test_the_banner_never_covers_the_board(qtbot, tutorial):
    t = tutorial
    t.start("russian-rest-swap", 0)
    t.show_hint()
    qtbot.waitUntil(lambda: t.feedback.isVisible())
    banner = t.feedback.geometry().translated(t.feedback.parentWidget().mapTo(t, t.feedback.pos()) - t.feedback.pos())
    board = t.view.geometry().translated(t.view.parentWidget().mapTo(t, t.view.pos()) - t.view.pos())
    assert not banner.intersects(board)
    assert t.feedback.parentWidget() is not t.view


def test_after_a_partial_move_the_hint_speaks_of_the_position_as_it_is(qtbot, tutorial):
    t = tutorial
    t.start("common-capturing", 0)
    wait_for_learner(qtbot, t)
    qtbot.mouseClick(t.roll_button, Qt.MouseButton.LeftButton)
    wait_for_learner(qtbot, t)
    click_move(qtbot, t, t.run.solution_move())            # the 5: 20 -> 25, captures
    qtbot.waitUntil(lambda: len(t.run.events) == 1 and not t._busy, timeout=3000)
    assert "3" in t.feedback_text() and "rest of the roll" in t.feedback_text()
    t.show_hint()
    hint = t.feedback_text()
    assert hint != t.step.hint and "square 20" not in hint    # not the first move's words
    assert "30 → 33" in hint                                  # the token as it stands now


def test_the_tutorial_plays_by_keyboard(qtbot, tutorial):
    t = tutorial
    t.start("common-moving", 0)
    wait_for_learner(qtbot, t)
    t.view.setFocus()
    qtbot.keyClick(t.view, Qt.Key.Key_Space)                 # Space rolls
    wait_for_learner(qtbot, t)
    assert t.run.state() == "move"
    target = t.run.solution_move()                           # the sum 3+4 with the token on 5
    for _ in range(10):                                      # arrows to that token, Enter
        qtbot.keyClick(t.view, Qt.Key.Key_Right)
        if t.scene._movable[t._focus[1]] == (target.seat, target.token):
            break
    qtbot.keyClick(t.view, Qt.Key.Key_Return)
    assert t._dest_moves                                     # several destinations: markers
    for _ in range(10):
        qtbot.keyClick(t.view, Qt.Key.Key_Right)
        if t._dest_moves[t._focus[1]] == target:
            break
    qtbot.keyClick(t.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: t.run.state() == "done" and t.feedback.property("kind") == "done", timeout=5000)


def test_the_lesson_list_follows_the_keys(qtbot, tutorial):
    t = tutorial
    t.start("common-moving", 0)
    t.lesson_list.setFocus()
    qtbot.keyClick(t.lesson_list, Qt.Key.Key_Down)
    assert t.lesson.id == "common-entering"


def test_a_quiz_is_scored_and_each_answer_names_its_rule(qtbot, tutorial):
    t = tutorial
    quiz = next(x for x in load_lessons() if x.quiz and x.variant == "parchis")
    t.start(quiz.id, 0)
    wait_for_learner(qtbot, t)
    first = quiz.steps[0]
    wrong = next((s, i) for s in range(len(t.run.pos.tokens)) for i in range(len(t.run.pos.tokens[s]))
                 if (s, i) not in first.answers)
    _click_at(qtbot, t, t.scene.token_item(*wrong))          # a wrong first answer: no point
    assert t.feedback.property("kind") == "wrong"
    solve_step(qtbot, t)
    wait_for_learner(qtbot, t)
    assert first.rules[0] in t.feedback_text()
    qtbot.mouseClick(t.next_button, Qt.MouseButton.LeftButton)
    solve_step(qtbot, t)
    wait_for_learner(qtbot, t)
    n = len(quiz.steps)
    assert f"Your score: {n - 1} of {n}" in t.feedback_text()
    assert Progress().score(quiz.id) == (n - 1, n)
    t.rule_requested.disconnect()
    seen = []
    t.rule_requested.connect(seen.append)
    qtbot.mouseClick(t.rule_button, Qt.MouseButton.LeftButton)
    assert seen == [quiz.steps[-1].rules[0]]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_at_the_minimum_size_the_board_lies_over_nothing_and_the_step_column_scrolls(qtbot, bare, translated,
                                                                                     lang):
    # The longest task (RU-17's step, five lines in Polish) at the window's minimum size: the
    # board, the dice row and the buttons keep apart (the layout once laid the board over
    # them), and what does not fit is reached by scrolling the step's column.
    if lang != "en":
        translated(lang)
    t = bare
    t.resize(t.minimumSize())
    t.start("russian-home", 3)
    qtbot.wait(20)
    col = t.view.parentWidget()
    parts = (t.task, t.view, t.dice_label, t.roll_button, t.hint_button, t.next_button)
    assert all(w.parentWidget() is col for w in parts)
    task, view, dice, roll, hint, nxt = (w.geometry() for w in parts)
    assert t.task.height() >= t.task.heightForWidth(t.task.width())         # every line of the task shows
    assert task.bottom() < view.top()
    assert view.bottom() < min(dice.top(), roll.top())                        # nothing under the board
    assert max(dice.bottom(), roll.bottom()) < min(hint.top(), nxt.top())
    bar = t.step_scroll.verticalScrollBar()
    assert col.height() > t.step_scroll.viewport().height() and bar.maximum() > 0
    t.step_scroll.ensureWidgetVisible(t.next_button)
    bottom = t.next_button.mapTo(t.step_scroll.viewport(), t.next_button.rect().bottomLeft()).y()
    assert 0 <= bottom <= t.step_scroll.viewport().height()


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
def test_at_the_minimum_size_every_word_of_the_lesson_list_fits_its_width(qtbot, bare, translated, lang):
    # The list once got 70 px at the minimum size: its titles wrapped nearly word by word and
    # the longest words (полубезопасные, wyprowadzić) were cut off.  Each word, the first after
    # its tick or indent, now fits a line of the list.
    if lang != "en":
        translated(lang)
    t = bare
    t.resize(t.minimumSize())
    qtbot.wait(20)
    lst = t.lesson_list
    room = lst.viewport().width() - 2 * lst.spacing() - 8     # the item's own margins
    for row in range(lst.count()):
        item = lst.item(row)
        fm = QFontMetrics(item.font())
        text = item.text()
        lead = text[:len(text) - len(text.lstrip())]
        words = text.split()
        assert words
        lines = [lead + words[0]] + words[1:]
        widest = max(lines, key=fm.horizontalAdvance)
        assert fm.horizontalAdvance(widest) <= room, (lang, widest, room)
