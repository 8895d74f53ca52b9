"""Help → Tutorial: the lesson list and one lesson, step by step, on its own board.

The lessons are data (:mod:`.lessons`): each is a sequence of steps.  This window shows
the current step on a board drawn by the game's own scene, deals the step's dice when the
learner presses Roll (or Space), plays the other seats' scripted replies, and checks every
move of the learner with the engine before it is played (:meth:`StepRun.check`): a move
that cannot reach the step's goal is not played, and the banner says why with the step's
text for that kind of mistake (or, for a token that cannot move at all, the engine's
reason with its rule).  A question step ("which token can move?") is answered by clicking
a token.  Finished steps and lessons are kept in the progress file (``store.progress``);
a lesson reopens at its first step not done.  A quiz lesson counts the answers right at
the first try.  The last lesson of each variant is a short real game against the
Beginner, played in the main window with hints on.

Keys: Space rolls, the arrow keys move the focus over the tokens that may move (then over
a selected token's destinations), Enter plays, Esc cancels; in the lesson list the arrow
keys choose a lesson.  The banner sits between the task and the board, never over it.
Lesson files that cannot be used and a damaged progress file are named in a notice
above the list; the other lessons open.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QScrollArea, QSplitter, QVBoxLayout,
    QWidget,
)

from parchis_desktop.engine import Move, explain, legal_moves
from parchis_desktop.engine.boards import board_named
from parchis_desktop.engine.mechanics import plays_for
from parchis_desktop.store.progress import Progress

from parchis_desktop.ui.game.move_input import is_choice, marker_label, token_moves
from parchis_desktop.ui.help.lessons import Lesson, StepRun, _bundled, read_lessons
from parchis_desktop.ui.texts.game import describe_choice, describe_move, describe_reason, variant_name

_ID_ROLE = Qt.ItemDataRole.UserRole
_FEEDBACK_STYLE = {
    "wrong": "QLabel { background: #fdecea; color: #6d1a12; border: 1px solid #eba79f; border-radius: 6px;"
             " padding: 6px 10px; }",
    "info": "QLabel { background: #eaf2fd; color: #123a6d; border: 1px solid #a9c3eb; border-radius: 6px;"
            " padding: 6px 10px; }",
    "done": "QLabel { background: #e6f4ea; color: #0d4a1f; border: 1px solid #9ccfa9; border-radius: 6px;"
            " padding: 6px 10px; }",
}
_NOTICE_STYLE = ("QLabel { background: #fff4d6; color: #4a3600; border: 1px solid #e5c36b; border-radius: 6px;"
                 " padding: 6px 10px; }")


def lesson_text(text: str) -> str:
    """A lesson file's English text in the interface language (context ``Lesson``)."""
    return QCoreApplication.translate("Lesson", text) if text else ""


class _StepArea(QScrollArea):
    """The step's column, scrolled when the window is short.  Its keys are the board's: the
    arrows, Home/End and the page keys go on to the window (keyPressEvent there: the tokens and
    the destinations), not to scrolling; the wheel, the scroll bar and the focus moving scroll it."""

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        event.ignore()


class TutorialWindow(QWidget):
    """The tutorial: lessons on the left, the step being played on the right."""

    accessible_window = True   # a frame to a screen reader (ui/board/accessible.py)
    #: The lesson list's least width, in average characters of its font.
    LIST_CHARS = 22

    lesson_finished = Signal(str)
    rule_requested = Signal(str)    # "Rule page": a rule id to show in the help

    def __init__(self, main_window=None, settings=None, progress: Progress | None = None,
                 folder: Path | None = None) -> None:
        super().__init__(main_window, Qt.WindowType.Window)
        self.setObjectName("TutorialWindow")
        self.main_window = main_window
        self.settings = settings
        self.progress = progress or Progress()
        self.lessons, self.problems = read_lessons(folder) if folder is not None else _bundled()
        self.lesson: Lesson | None = None
        self.step_index = 0
        self.run: StepRun | None = None
        self._dest_moves: list[Move] = []
        self._focus: tuple[str, int] | None = None     # keyboard: ("token"|"destination", index)
        self._busy = False      # an animation is running
        self._game_lesson: Lesson | None = None
        self._first_try = True  # quiz: no wrong answer yet in this step
        self._quiz_right = 0
        self._filling = False

        from parchis_desktop.ui.board import BoardScene, BoardView
        self.scene = BoardScene(board_named("parchis68"), self)
        self.view = BoardView(self.scene, self)
        self.view.setMinimumSize(420, 420)
        self.view.preferred_size = QSize(420, 420)   # the step's column scrolls (below); more room: a bigger board
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.scene.token_clicked.connect(self.on_token_clicked)
        self.scene.destination_clicked.connect(self.on_destination_clicked)
        self.scene.background_clicked.connect(self._clear_selection)
        self.scene.animation_finished.connect(self._animation_done)
        if settings is not None:
            self.scene.set_speed(settings.get("animation/speed"))
        from parchis_desktop.ui.help.tutorial_access import TutorialSource
        self.access = TutorialSource(self)   # the board's lists and the announcements (issue 35)

        self.feedback = QLabel()   # above the board, never on it: why a move is refused, what to do
        self.feedback.setObjectName("lessonFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        self.feedback.hide()
        self.notice = QLabel()     # lesson files skipped, a damaged progress file
        self.notice.setObjectName("tutorialNotice")
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.setStyleSheet(_NOTICE_STYLE)
        self.notice.hide()

        self.lesson_list = QListWidget()
        self.lesson_list.setObjectName("lessonList")
        self.lessons_label = QLabel()        # the list's name for a screen reader (a buddy)
        self.lessons_label.setBuddy(self.lesson_list)
        self.lesson_list.setWordWrap(True)   # long titles (ru, pl) wrap instead of being cut off
        self.lesson_list.setResizeMode(QListWidget.ResizeMode.Adjust)
        # At the window's minimum size the list once got 70 px and the titles wrapped nearly
        # word by word: it keeps room for about LIST_CHARS characters a line.
        self.lesson_list.setMinimumWidth(self.lesson_list.fontMetrics().averageCharWidth() * self.LIST_CHARS)
        self.lesson_list.itemActivated.connect(self._item_chosen)
        self.lesson_list.itemClicked.connect(self._item_chosen)
        self.lesson_list.currentItemChanged.connect(self._current_changed)
        self.lesson_list.itemSelectionChanged.connect(self._selection_changed)
        self.title = QLabel()
        self.title.setObjectName("lessonTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.intro = QLabel()
        self.intro.setObjectName("lessonIntro")
        self.intro.setWordWrap(True)
        self.step_label = QLabel()
        self.step_label.setObjectName("lessonStep")
        self.task = QLabel()
        self.task.setObjectName("lessonTask")
        self.task.setWordWrap(True)
        self.dice_label = QLabel()
        self.dice_label.setObjectName("lessonDice")
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("lessonRoll")
        self.roll_button.clicked.connect(self.roll)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("lessonHint")
        self.hint_button.clicked.connect(self.show_hint)
        self.restart_button = QPushButton()
        self.restart_button.setObjectName("lessonRestart")
        self.restart_button.clicked.connect(self.restart_step)
        self.rule_button = QPushButton()
        self.rule_button.setObjectName("lessonRule")
        self.rule_button.clicked.connect(self.show_rule)
        self.next_button = QPushButton()
        self.next_button.setObjectName("lessonNext")
        self.next_button.clicked.connect(self.next_lesson)
        self.choices = QHBoxLayout()
        self.choice_buttons: list[QPushButton] = []
        # Space rolls, also over a focused button; only while a roll is due (else Space stays
        # the focused button's, and a game lesson's Space goes to the main window)
        self._space = QShortcut(QKeySequence(Qt.Key.Key_Space), self)
        self._space.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._space.setEnabled(False)
        self._space.activated.connect(self.roll)

        dice_row = QHBoxLayout()
        dice_row.addWidget(self.dice_label, 1)
        dice_row.addWidget(self.roll_button)
        buttons = QHBoxLayout()
        for b in (self.hint_button, self.rule_button, self.restart_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        right = QWidget()
        col = QVBoxLayout(right)
        col.addWidget(self.title)
        col.addWidget(self.intro)
        col.addWidget(self.step_label)
        col.addWidget(self.task)
        col.addWidget(self.feedback)
        col.addWidget(self.view, 1)
        col.addLayout(dice_row)
        col.addLayout(self.choices)
        col.addLayout(buttons)
        left = QWidget()
        left_col = QVBoxLayout(left)
        left_col.setContentsMargins(0, 0, 0, 0)
        left_col.addWidget(self.notice)
        left_col.addWidget(self.lessons_label)
        left_col.addWidget(self.lesson_list, 1)
        # The step's column scrolls when the window is too short for its texts and the board
        # together (a long task at the minimum size, in ru or pl): without it the layout,
        # short of height, laid the board over the dice row and the buttons.
        self.step_scroll = _StepArea()
        self.step_scroll.setObjectName("lessonStepArea")
        self.step_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.step_scroll.setWidgetResizable(True)
        self.step_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.step_scroll.setWidget(right)
        self.step_scroll.setMinimumSize(right.minimumSizeHint()
                                        + QSize(self.step_scroll.verticalScrollBar().sizeHint().width(), 0))
        split = QSplitter()
        split.setChildrenCollapsible(False)
        split.addWidget(left)
        split.addWidget(self.step_scroll)
        split.setStretchFactor(1, 1)
        split.setSizes([300, 700])
        layout = QVBoxLayout(self)
        layout.addWidget(split)
        self.resize(1000, 800)
        self.retranslate_ui()

    # -- texts -----------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Parchís Desktop: tutorial"))
        self.lessons_label.setText(self.tr("&Lessons"))
        self.lesson_list.setAccessibleName(self.tr("Lessons"))
        self.roll_button.setText(self.tr("&Roll the lesson dice"))
        self.hint_button.setText(self.tr("H&int"))
        self.restart_button.setText(self.tr("Start &again"))
        self.rule_button.setText(self.tr("Rule &page"))
        self.fill_list()
        self._show_notice()
        if self.lesson is not None:
            self.title.setText(lesson_text(self.lesson.title))
            self.intro.setText(lesson_text(self.lesson.intro))
            self.intro.setVisible(bool(self.lesson.intro))
            self._show_step_texts()
            self._show_dice()
        self._update_next()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _show_notice(self) -> None:
        """Say which lesson files were skipped and whether the progress file was set aside."""
        lines = []
        if self.problems:
            lines.append(self.tr("Some lesson files could not be used and were skipped:"))
            lines += [f"• {p.file}: {p.reason}" for p in self.problems[:5]]
            if len(self.problems) > 5:
                lines.append(self.tr("… and %1 more.").replace("%1", str(len(self.problems) - 5)))
        if self.progress.problem:
            lines.append(self.tr("Your tutorial progress file was damaged: it was set aside and "
                                 "your progress starts again."))
        if not self.lessons:
            lines.append(self.tr("No lesson could be opened."))
        self.notice.setText("\n".join(lines))
        self.notice.setVisible(bool(lines))

    def notice_text(self) -> str:
        return self.notice.text() if not self.notice.isHidden() else ""

    def fill_list(self) -> None:
        """The lessons by variant, a tick on those done, "2/4" on those begun."""
        current = self.lesson.id if self.lesson else None
        self._filling = True
        self.lesson_list.clear()
        variant = None
        for lesson in self.lessons:
            if lesson.variant != variant:
                variant = lesson.variant
                head = QListWidgetItem(self.tr("Common rules (Parchís)") if variant == "parchis"
                                       else variant_name(variant))
                font = head.font()
                font.setBold(True)
                head.setFont(font)
                head.setFlags(Qt.ItemFlag.NoItemFlags)
                self.lesson_list.addItem(head)
            done = self.progress.is_done(lesson.id)
            title = lesson_text(lesson.title)
            begun = len([s for s in lesson.steps if s.id in self.progress.steps_done(lesson.id)])
            mark = "✓ " if done else "    "
            text = mark + title
            if not done and begun and len(lesson.steps) > 1:
                text += f"  ({begun}/{len(lesson.steps)})"
            score = self.progress.score(lesson.id)
            if lesson.quiz and score is not None:
                text += "  " + self.tr("(score %1/%2)").replace("%1", str(score[0])).replace("%2", str(score[1]))
            item = QListWidgetItem(text)
            item.setData(_ID_ROLE, lesson.id)
            # A screen reader: the title, then "done" in words (not a tick or four spaces).
            item.setData(Qt.ItemDataRole.AccessibleTextRole,
                         text.strip().replace("✓ ", "", 1) + (" — " + self.tr("Done") if done else ""))
            item.setToolTip(title + "\n" + (self.tr("Done") if done else self.tr("Not done yet")))
            self.lesson_list.addItem(item)
            if lesson.id == current:
                self.lesson_list.setCurrentItem(item)
        self._filling = False

    def done_lessons(self) -> list[str]:
        """The ids the list shows as done (ticked)."""
        return [self.lesson_list.item(i).data(_ID_ROLE) for i in range(self.lesson_list.count())
                if self.lesson_list.item(i).data(_ID_ROLE) and self.lesson_list.item(i).text().startswith("✓")]

    def _item_chosen(self, item: QListWidgetItem) -> None:
        lesson_id = item.data(_ID_ROLE)
        if lesson_id and (self.lesson is None or lesson_id != self.lesson.id):
            self.start(lesson_id)

    def _current_changed(self, item, _previous) -> None:
        """The list follows the keys: the lesson under the cursor opens."""
        if item is not None and not self._filling and self.lesson_list.hasFocus():
            self._item_chosen(item)

    def _selection_changed(self) -> None:
        """A screen reader selected a lesson (AT-SPI's Select, the item's Toggle: the selection
        moves, the cursor does not): it opens."""
        items = self.lesson_list.selectedItems()
        if items and not self._filling and items[0] is not self.lesson_list.currentItem():
            self._item_chosen(items[0])

    # -- a lesson ----------------------------------------------------------------------------
    def first_open_lesson(self) -> str | None:
        for lesson in self.lessons:
            if not self.progress.is_done(lesson.id):
                return lesson.id
        return self.lessons[0].id if self.lessons else None

    @property
    def step(self):
        return self.lesson.steps[self.step_index] if self.lesson is not None and self.lesson.steps else None

    def start(self, lesson_id: str | None, step: int | None = None) -> None:
        """Open a lesson at ``step`` (default: its first step not done yet)."""
        lesson = next((x for x in self.lessons if x.id == lesson_id), None)
        if lesson is None:
            return
        self.scene.finish_now()
        self._busy = False
        self.lesson = lesson
        self.title.setText(lesson_text(lesson.title))
        self.intro.setText(lesson_text(lesson.intro))
        self.intro.setVisible(bool(lesson.intro))
        self._clear_selection()
        self.fill_list()
        if lesson.game:
            self.run = None
            self._space.setEnabled(False)
            self.step_label.setText("")
            self.task.setText("")
            self._update_next()
            self._start_game(lesson)
            return
        if step is None:
            done = self.progress.steps_done(lesson.id)
            step = next((i for i, s in enumerate(lesson.steps) if s.id not in done), 0)
            if lesson.quiz:
                step = 0
        if lesson.quiz and step == 0:
            self._quiz_right = 0
        self.start_step(step)

    def start_step(self, index: int) -> None:
        lesson = self.lesson
        self.step_index = max(0, min(index, len(lesson.steps) - 1))
        self.scene.finish_now()
        self._busy = False
        self._first_try = True
        self._clear_selection()
        self.run = StepRun(self.step)
        board = board_named(self.run.start.board.name)
        if self.scene.board.name != board.name:
            self.scene.set_board(board)
        self.scene.set_position(self.run.start)
        self._show_step_texts()
        self.say("", "info")
        self._update_next()
        self.access.say(" ".join(x for x in (lesson_text(lesson.title) if self.step_index == 0 else "",
                                             self.access.board_description()) if x))
        self._continue()

    def restart_step(self) -> None:
        if self.lesson is None:
            return
        if self.lesson.game:
            self.start(self.lesson.id)
        else:
            self.start_step(self.step_index)

    def _show_step_texts(self) -> None:
        step = self.step
        if step is None:
            return
        n = len(self.lesson.steps)
        word = self.tr("Question %1 of %2") if self.lesson.quiz else self.tr("Step %1 of %2")
        self.step_label.setText(word.replace("%1", str(self.step_index + 1)).replace("%2", str(n)))
        self.step_label.setVisible(n > 1)
        self.task.setText(lesson_text(step.task))

    def _update_next(self) -> None:
        """The Next button: the next step while the lesson has one, else the next lesson."""
        last = self.lesson is None or self.lesson.game or self.step_index >= len(self.lesson.steps) - 1
        self.next_button.setText(self.tr("&Next lesson") if last else self.tr("&Next step"))
        solved = self.run is not None and self.run.state() == "done"
        if self.lesson is None:
            self.next_button.setEnabled(False)
        elif last:
            self.next_button.setEnabled(solved and self._next_id() is not None
                                        or (self.lesson.game and self.progress.is_done(self.lesson.id)))
        else:   # a step already done may be skipped
            self.next_button.setEnabled(solved or self.step.id in self.progress.steps_done(self.lesson.id))

    def _continue(self) -> None:
        """Play scripted steps until the learner must act, then say what to do."""
        run = self.run
        if run is None or self._busy:
            return
        state = run.state()
        if state == "other":
            before = run.pos
            kind, move = run.do_other()
            if kind == "move":
                self._animate(before, move, run.pos)
            else:
                self.scene.set_position(run.pos)
                self._show_dice()
                QTimer.singleShot(0, self._continue)
            return
        self._show_dice()
        self.roll_button.setEnabled(state == "roll")
        self._space.setEnabled(state == "roll")
        movable: list[tuple[int, int]] = []
        choices: list[Move] = []
        pos = run.pos
        if state == "roll":
            choices = [m for m in run.pre_roll_moves() if is_choice(m)]
        if state == "move":
            for m in legal_moves(pos):
                if is_choice(m):
                    choices.append(m)
                elif m.kind == "enter" or (m.kind == "gift" and m.frm == "nest"):
                    movable += [(m.seat, i) for i, code in enumerate(pos.tokens[m.seat]) if code == -1]
                else:
                    movable.append((m.seat, m.token))
        elif state == "ask":   # every token may be the answer: none is singled out
            movable = [(s, i) for s in range(len(pos.tokens)) for i in range(len(pos.tokens[s]))]
        self.scene.set_movable(list(dict.fromkeys(movable)))
        self._focus = None
        self._set_choices(choices)
        if state == "done":
            self._step_done()
        elif state == "roll" and not self.feedback.isVisible():
            self.say(self.tr("Roll the lesson dice (Space)."), "info")
        elif state == "move" and run.events and not self.feedback.isVisible():
            self.say(self._progress_text(), "info")
        elif state == "stuck":
            self.say(self.tr("The lesson dice are used up. Start again."), "wrong")
        self.access.refresh()

    def _progress_text(self) -> str:
        """After a partial move: what is left, spoken of the position as it is now."""
        pos = self.run.pos
        left = " · ".join(str(d) for d in pos.remaining)
        if left:
            return self.tr("Good. Now play the rest of the roll: %1.").replace("%1", left)
        return self.tr("Good. Go on.")

    def _animate(self, before, move, after) -> None:
        self._busy = True
        self._clear_selection()
        self.scene.set_movable([])
        self.scene.animate_move(before, move, after)

    def _animation_done(self) -> None:
        if not self._busy:
            return
        self._busy = False
        if self.run is not None:
            self.scene.set_position(self.run.pos)
        self._continue()

    def _show_dice(self) -> None:
        run = self.run
        if run is None:
            self.dice_label.setText("")
            return
        pos = run.pos
        if pos.dice:
            faces = " · ".join(str(d) for d in pos.dice)
            left = " · ".join(str(d) for d in pos.remaining) if pos.remaining != pos.dice else ""
            text = self.tr("Lesson dice: %1").replace("%1", faces)
            if left and pos.to_move == run.learner:
                text += "  " + self.tr("(left: %1)").replace("%1", left)
            self.dice_label.setText(text)
        elif run.rolls:
            self.dice_label.setText(self.tr("Lesson dice: %1").replace(
                "%1", " · ".join(str(d) for d in run.rolls[0])))
        else:
            self.dice_label.setText("")

    def _set_choices(self, moves: list[Move]) -> None:
        for b in self.choice_buttons:
            self.choices.removeWidget(b)
            b.deleteLater()
        self.choice_buttons = []
        for m in moves:
            b = QPushButton(describe_choice(m))
            b.clicked.connect(lambda _c=False, m=m: self.attempt(m))
            self.choices.addWidget(b)
            self.choice_buttons.append(b)

    def say(self, text: str, kind: str = "info") -> None:
        """A message above the board (``kind``: info, wrong, done)."""
        if not text:
            self.feedback.hide()
            return
        self.feedback.setStyleSheet(_FEEDBACK_STYLE[kind])
        self.feedback.setProperty("kind", kind)
        self.feedback.setText(text)
        self.feedback.show()
        self.access.say(text, assertive=kind == "wrong")

    def feedback_text(self) -> str:
        return self.feedback.text() if not self.feedback.isHidden() else ""

    # -- the learner's input ------------------------------------------------------------------
    def roll(self) -> None:
        run = self.run
        if run is None or self._busy or run.state() != "roll":
            return
        if run.pre_roll_moves() and not run.check_roll():
            self._first_try = False
            why = lesson_text(run.step.explain_wrong({"kind": "roll"}, len(run.events)))
            self.say(self.tr("Not this one: %1 Try again.").replace(
                "%1", why or self.tr("This move cannot reach the lesson's goal.")), "wrong")
            return
        run.roll()
        self._space.setEnabled(False)
        self.say("", "info")
        self._continue()

    def moves_for_token(self, seat: int, token: int) -> list[Move]:
        pos = self.run.pos
        return token_moves(pos, legal_moves(pos), seat, token)

    def on_token_clicked(self, seat: int, token: int) -> None:
        run = self.run
        if run is None or self._busy:
            return
        state = run.state()
        if state == "ask":
            self.answer(seat, token)
            return
        if state == "roll" and seat == run.learner:
            self.say(self.tr("Roll the lesson dice first."), "info")
            return
        if state != "move" or seat != plays_for(run.pos, run.pos.to_move):
            return
        moves = self.moves_for_token(seat, token)
        if not moves:
            reasons = explain(run.pos, seat, token)
            self.say(" ".join(describe_reason(r) for r in reasons) or self.tr("This token cannot move now."),
                     "wrong")
            self._clear_selection()
            return
        if len(moves) == 1:
            self.attempt(moves[0])
            return
        self._dest_moves = moves
        self.scene.set_selected((seat, token))
        self.scene.show_destinations([(m.seat, m.to, marker_label(m)) for m in moves])
        self._focus = None
        self.access.refresh()

    def on_destination_clicked(self, index: int) -> None:
        if 0 <= index < len(self._dest_moves):
            self.attempt(self._dest_moves[index])

    def answer(self, seat: int, token: int) -> bool:
        """A question step: the clicked token is the answer."""
        run = self.run
        if run is None or run.state() != "ask":
            return False
        if run.answer(seat, token):
            self._continue()
            return True
        self._first_try = False
        why = lesson_text(run.step.explain_wrong({"seat": seat, "token": token}))
        self.say(self.tr("Not this one: %1 Try again.").replace(
            "%1", why or self.tr("This is not the answer.")), "wrong")
        return False

    def attempt(self, move: Move) -> bool:
        """Play ``move`` if it still leads to the goal; else refuse it and say why."""
        run = self.run
        if run is None or self._busy or run.state() not in ("move", "roll") or move not in legal_moves(run.pos):
            return False
        self._clear_selection()
        if not run.check(move):
            self._first_try = False
            why = lesson_text(run.wrong_text(move)) or self.tr("This move cannot reach the lesson's goal.")
            self.say(self.tr("Not this one: %1 Try again.").replace("%1", why), "wrong")
            return False
        before = run.pos
        run.play(move)
        self.say("", "info")
        self._animate(before, move, run.pos)
        return True

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        """Arrows move the focus ring over the tokens (or a selected token's destinations),
        Enter plays, Esc cancels (the board view passes its keys up to here)."""
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.move_focus(1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activate_focus()
            return
        if key == Qt.Key.Key_Escape and self._dest_moves:
            self._clear_selection()
            return
        super().keyPressEvent(event)

    def move_focus(self, step: int) -> bool:
        if self._busy or self.run is None:
            return False
        if self._dest_moves:
            kind, limit = "destination", len(self._dest_moves)
        else:
            kind, limit = "token", len(self.scene._movable)
        if limit == 0:
            return False
        index = self._focus[1] + step if self._focus and self._focus[0] == kind else (0 if step > 0 else -1)
        self._focus = (kind, index % limit)
        self.scene.set_keyboard_focus(kind, self._focus[1])
        return True

    def activate_focus(self) -> None:
        if self._focus is None or self._busy:
            return
        kind, index = self._focus
        if kind == "destination":
            self._focus = None
            self.on_destination_clicked(index)
        elif index < len(self.scene._movable):
            self._focus = None
            self.on_token_clicked(*self.scene._movable[index])

    def _clear_selection(self) -> None:
        self._dest_moves = []
        self._focus = None
        self.scene.set_selected(None)
        self.scene.clear_destinations()
        self.scene.set_keyboard_focus(None, 0)
        if hasattr(self, "access"):
            self.access.refresh()

    def show_hint(self) -> None:
        """The hint for the position as it is now (after a partial move, of the squares where the
        tokens stand now)."""
        if self.lesson is None:
            return
        run = self.run
        if run is None:
            self.say(lesson_text(self.lesson.hint), "info")
            return
        text = lesson_text(run.hint_text())
        if run.state() == "ask":
            self.say(text or self.tr("Click the token that answers the question."), "info")
            return
        move = run.good_move()
        if not text and move is not None:
            text = self.tr("Try this: %1.").replace("%1", describe_move(move))
        elif not text and run.state() == "roll":
            text = self.tr("Roll the lesson dice (Space).")
        self.say(text, "info")
        if move is not None and move.token is not None:
            self.scene.set_selected((move.seat, move.token))

    def show_rule(self) -> None:
        """The step's rule (else the lesson's) in the help (the launcher in ``ui.help`` opens it)."""
        if self.lesson is None:
            return
        step = self.step
        rule = step.rules[0] if step is not None and step.rules else self.lesson.rule
        if rule:
            self.rule_requested.emit(rule)

    def _step_done(self) -> None:
        lesson, step = self.lesson, self.step
        self.progress.mark_step(lesson.id, step.id)
        if self._first_try:
            self._quiz_right += 1 if lesson.quiz else 0
        last = self.step_index >= len(lesson.steps) - 1
        text = lesson_text(step.done)
        if lesson.quiz:
            rule = f" ({', '.join(step.rules)})" if step.rules else ""
            text = (self.tr("Right!") if self._first_try else self.tr("Right, at a later try.")) \
                + " " + text + rule
        if last:
            if lesson.quiz:
                n = len(lesson.steps)
                self.progress.set_score(lesson.id, self._quiz_right, n)
                text += "\n" + self.tr("Your score: %1 of %2 right at the first try.").replace(
                    "%1", str(self._quiz_right)).replace("%2", str(n))
            if lesson.done:
                text += ("\n" if text else "") + lesson_text(lesson.done)
            self.progress.mark_done(lesson.id)
            self.fill_list()
            self.lesson_finished.emit(lesson.id)
        else:
            self.fill_list()
        self.say(text.strip(), "done")
        self.roll_button.setEnabled(False)
        self._update_next()

    def _next_id(self) -> str | None:
        ids = [x.id for x in self.lessons]
        i = ids.index(self.lesson.id) if self.lesson else -1
        return ids[i + 1] if 0 <= i < len(ids) - 1 else None

    def next_lesson(self) -> None:
        """Next: the lesson's next step, or the next lesson after its last step."""
        if self.lesson is not None and not self.lesson.game and self.step_index < len(self.lesson.steps) - 1:
            self.start_step(self.step_index + 1)
            return
        nxt = self._next_id()
        if nxt is not None:
            self.start(nxt, 0)

    # -- game lessons -------------------------------------------------------------------------
    def _start_game(self, lesson: Lesson) -> None:
        """A short real game in the main window, against the Beginner, hints on."""
        w = self.main_window
        self.roll_button.setEnabled(False)
        self._set_choices([])
        self.dice_label.setText("")
        if w is None:
            return
        from parchis_desktop.engine import Game, Position
        game = Game(Position.from_json(lesson.position), seed=lesson.seed)
        self._game_lesson = lesson
        w.load_game_object(game, list(lesson.players))
        w.controller.waiting_for_human.connect(self._game_hint)
        w.game_finished.connect(self._game_over)
        self.say(self.tr("The game is on in the main window. Hints are shown there for each of your moves."),
                 "info")
        w.activateWindow()
        self._game_hint()

    def _game_hint(self) -> None:
        w = self.main_window
        if self._game_lesson is None or w is None:
            return
        c = w.controller
        if c.human_to_act() and not c.position.needs_roll and c.legal_moves():
            w.ask_hint()

    def _game_over(self, places: list) -> None:
        lesson, self._game_lesson = self._game_lesson, None
        w = self.main_window
        try:
            w.controller.waiting_for_human.disconnect(self._game_hint)
            w.game_finished.disconnect(self._game_over)
        except (RuntimeError, TypeError):
            pass
        if lesson is None:
            return
        self.lesson = lesson
        self.progress.mark_done(lesson.id)
        self.fill_list()
        won = bool(places) and places[0] == int(lesson.position.get("turn", 0))
        self.say(lesson_text(lesson.done) + " "
                 + (self.tr("You won!") if won else self.tr("The Beginner won this time.")), "done")
        self.next_button.setEnabled(self._next_id() is not None)
        self.lesson_finished.emit(lesson.id)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        self.scene.finish_now()
        super().closeEvent(event)
