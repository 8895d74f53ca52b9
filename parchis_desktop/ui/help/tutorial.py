"""Help → Tutorial: the lesson list and one lesson on its own board.

The lessons are data (:mod:`.lessons`); this window shows one on a board drawn by the
game's own scene, deals the lesson dice when the learner presses Roll, plays the other
seats' scripted replies, and checks every move of the learner with the engine before it is
played (:meth:`LessonRun.check`): a move that cannot reach the goal is not played, and the
board says why (or, for a token that cannot move at all, the engine's reason with its
rule).  A finished lesson is kept in the progress file (``store.progress``) and the next
one is offered.  The last lesson of each variant is a short real game against the
Beginner, played in the main window with hints on.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QSplitter, QVBoxLayout, QWidget,
)

from parchis_desktop.engine import Move, explain, legal_moves
from parchis_desktop.engine.boards import board_named
from parchis_desktop.store.progress import Progress

from parchis_desktop.ui.game.move_input import is_choice, marker_label, token_moves
from parchis_desktop.ui.texts.game import describe_choice, describe_reason, variant_name
from parchis_desktop.ui.help.lessons import Lesson, LessonRun, load_lessons

_ID_ROLE = Qt.ItemDataRole.UserRole
_FEEDBACK_STYLE = {
    "wrong": "QLabel { background: #fdecea; color: #6d1a12; border: 1px solid #eba79f; border-radius: 6px;"
             " padding: 6px 10px; }",
    "info": "QLabel { background: #eaf2fd; color: #123a6d; border: 1px solid #a9c3eb; border-radius: 6px;"
            " padding: 6px 10px; }",
    "done": "QLabel { background: #e6f4ea; color: #0d4a1f; border: 1px solid #9ccfa9; border-radius: 6px;"
            " padding: 6px 10px; }",
}


def lesson_text(text: str) -> str:
    """A lesson file's English text in the interface language (context ``Lesson``)."""
    return QCoreApplication.translate("Lesson", text) if text else ""


class TutorialWindow(QWidget):
    """The tutorial: lessons on the left, the lesson being played on the right."""

    lesson_finished = Signal(str)
    rule_requested = Signal(str)    # "Rule page": a rule id to show in the help

    def __init__(self, main_window=None, settings=None, progress: Progress | None = None) -> None:
        super().__init__(main_window, Qt.WindowType.Window)
        self.setObjectName("TutorialWindow")
        self.main_window = main_window
        self.settings = settings
        self.progress = progress or Progress()
        self.lessons = load_lessons()
        self.lesson: Lesson | None = None
        self.run: LessonRun | None = None
        self._dest_moves: list[Move] = []
        self._busy = False      # an animation is running
        self._game_lesson: Lesson | None = None

        from parchis_desktop.ui.board import BoardScene, BoardView
        self.scene = BoardScene(board_named("parchis68"), self)
        self.view = BoardView(self.scene, self)
        self.view.setMinimumSize(420, 420)
        self.scene.token_clicked.connect(self.on_token_clicked)
        self.scene.destination_clicked.connect(self.on_destination_clicked)
        self.scene.background_clicked.connect(self._clear_selection)
        self.scene.animation_finished.connect(self._animation_done)
        if settings is not None:
            self.scene.set_speed(settings.get("animation/speed"))

        self.feedback = QLabel(self.view)   # on the board: why a move is refused, what to do
        self.feedback.setObjectName("lessonFeedback")
        self.feedback.setWordWrap(True)
        self.feedback.setTextFormat(Qt.TextFormat.PlainText)
        self.feedback.hide()

        self.lesson_list = QListWidget()
        self.lesson_list.setObjectName("lessonList")
        self.lesson_list.setWordWrap(True)   # long titles (ru, pl) wrap instead of being cut off
        self.lesson_list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.lesson_list.itemActivated.connect(self._item_chosen)
        self.lesson_list.itemClicked.connect(self._item_chosen)
        self.title = QLabel()
        self.title.setObjectName("lessonTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.title.setFont(font)
        self.intro = QLabel()
        self.intro.setObjectName("lessonIntro")
        self.intro.setWordWrap(True)
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
        self.restart_button.clicked.connect(lambda: self.start(self.lesson.id) if self.lesson else None)
        self.rule_button = QPushButton()
        self.rule_button.setObjectName("lessonRule")
        self.rule_button.clicked.connect(self.show_rule)
        self.next_button = QPushButton()
        self.next_button.setObjectName("lessonNext")
        self.next_button.clicked.connect(self.next_lesson)
        self.choices = QHBoxLayout()
        self.choice_buttons: list[QPushButton] = []

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
        col.addWidget(self.view, 1)
        col.addLayout(dice_row)
        col.addLayout(self.choices)
        col.addLayout(buttons)
        split = QSplitter()
        split.addWidget(self.lesson_list)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        split.setSizes([300, 700])
        layout = QVBoxLayout(self)
        layout.addWidget(split)
        self.resize(1000, 760)
        self.retranslate_ui()

    # -- texts -----------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Parchís Desktop: tutorial"))
        self.roll_button.setText(self.tr("&Roll the lesson dice"))
        self.hint_button.setText(self.tr("H&int"))
        self.restart_button.setText(self.tr("Start &again"))
        self.rule_button.setText(self.tr("Rule &page"))
        self.next_button.setText(self.tr("&Next lesson"))
        self.fill_list()
        if self.lesson is not None:
            self.title.setText(lesson_text(self.lesson.title))
            self.intro.setText(lesson_text(self.lesson.intro))
            self._show_dice()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def fill_list(self) -> None:
        """The lessons by variant, a tick on those already done."""
        current = self.lesson.id if self.lesson else None
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
            item = QListWidgetItem(("✓ " if done else "    ") + title)
            item.setData(_ID_ROLE, lesson.id)
            item.setToolTip(title + "\n" + (self.tr("Done") if done else self.tr("Not done yet")))
            self.lesson_list.addItem(item)
            if lesson.id == current:
                self.lesson_list.setCurrentItem(item)

    def done_lessons(self) -> list[str]:
        """The ids the list shows as done (ticked)."""
        return [self.lesson_list.item(i).data(_ID_ROLE) for i in range(self.lesson_list.count())
                if self.lesson_list.item(i).data(_ID_ROLE) and self.lesson_list.item(i).text().startswith("✓")]

    def _item_chosen(self, item: QListWidgetItem) -> None:
        lesson_id = item.data(_ID_ROLE)
        if lesson_id:
            self.start(lesson_id)

    # -- a lesson ----------------------------------------------------------------------------
    def first_open_lesson(self) -> str:
        for lesson in self.lessons:
            if not self.progress.is_done(lesson.id):
                return lesson.id
        return self.lessons[0].id

    def start(self, lesson_id: str) -> None:
        lesson = next(x for x in self.lessons if x.id == lesson_id)
        self.scene.finish_now()
        self.lesson = lesson
        self.title.setText(lesson_text(lesson.title))
        self.intro.setText(lesson_text(lesson.intro))
        self.next_button.setEnabled(False)
        self._clear_selection()
        self.fill_list()
        if lesson.game:
            self.run = None
            self._start_game(lesson)
            return
        self.run = LessonRun(lesson)
        board = board_named(self.run.start.board.name)
        if self.scene.board.name != board.name:
            self.scene.set_board(board)
        self.scene.set_position(self.run.start)
        self.say("", "info")
        self._continue()

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
        movable: list[tuple[int, int]] = []
        choices: list[Move] = []
        if state == "move":
            pos = run.pos
            for m in legal_moves(pos):
                if is_choice(m):
                    choices.append(m)
                elif m.kind == "enter" or (m.kind == "gift" and m.frm == "nest"):
                    movable += [(m.seat, i) for i, code in enumerate(pos.tokens[m.seat]) if code == -1]
                else:
                    movable.append((m.seat, m.token))
        self.scene.set_movable(list(dict.fromkeys(movable)))
        self._set_choices(choices)
        if state == "done":
            self._finished()
        elif state == "roll" and not self.feedback.isVisible():
            self.say(self.tr("Roll the lesson dice."), "info")
        elif state == "stuck":
            self.say(self.tr("The lesson dice are used up. Start again."), "wrong")

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
        """A message on the board (``kind``: info, wrong, done)."""
        if not text:
            self.feedback.hide()
            return
        self.feedback.setStyleSheet(_FEEDBACK_STYLE[kind])
        self.feedback.setProperty("kind", kind)
        self.feedback.setText(text)
        width = max(200, self.view.viewport().width() - 24)
        self.feedback.setFixedWidth(width)
        self.feedback.adjustSize()
        self.feedback.move(12, 10)
        self.feedback.show()
        self.feedback.raise_()

    def feedback_text(self) -> str:
        return self.feedback.text() if self.feedback.isVisible() else ""

    # -- the learner's input ------------------------------------------------------------------
    def roll(self) -> None:
        run = self.run
        if run is None or self._busy or run.state() != "roll":
            return
        run.roll()
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
        if state == "roll" and seat == run.learner:
            self.say(self.tr("Roll the lesson dice first."), "info")
            return
        if state != "move" or seat != run.learner:
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

    def on_destination_clicked(self, index: int) -> None:
        if 0 <= index < len(self._dest_moves):
            self.attempt(self._dest_moves[index])

    def attempt(self, move: Move) -> bool:
        """Play ``move`` if it still leads to the goal; else refuse it and say why."""
        run = self.run
        if run is None or self._busy or run.state() != "move" or move not in legal_moves(run.pos):
            return False
        self._clear_selection()
        if not run.check(move):
            why = lesson_text(self.lesson.wrong) or self.tr("This move cannot reach the lesson's goal.")
            self.say(self.tr("Not this one: %1 Try again.").replace("%1", why), "wrong")
            return False
        before = run.pos
        run.play(move)
        self.say("", "info")
        self._animate(before, move, run.pos)
        return True

    def _clear_selection(self) -> None:
        self._dest_moves = []
        self.scene.set_selected(None)
        self.scene.clear_destinations()

    def show_hint(self) -> None:
        if self.lesson is None:
            return
        self.say(lesson_text(self.lesson.hint), "info")
        run = self.run
        move = run.solution_move() if run is not None else None
        if move is not None and move.token is not None:
            self.scene.set_selected((move.seat, move.token))

    def show_rule(self) -> None:
        """The lesson's rule in the help (the launcher in ``ui.help`` opens it)."""
        if self.lesson is not None:
            self.rule_requested.emit(self.lesson.rule)

    def _finished(self) -> None:
        lesson = self.lesson
        self.progress.mark_done(lesson.id)
        self.fill_list()
        self.say(lesson_text(lesson.done), "done")
        self.next_button.setEnabled(self._next_id() is not None)
        self.roll_button.setEnabled(False)
        self.lesson_finished.emit(lesson.id)

    def _next_id(self) -> str | None:
        ids = [x.id for x in self.lessons]
        i = ids.index(self.lesson.id) if self.lesson else -1
        return ids[i + 1] if 0 <= i < len(ids) - 1 else None

    def next_lesson(self) -> None:
        nxt = self._next_id()
        if nxt is not None:
            self.start(nxt)

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
