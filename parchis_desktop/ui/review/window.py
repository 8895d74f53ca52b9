"""The review of a game (issue 30): the replay on the real board with the Expert's verdicts.

:class:`ReviewWindow` is a :class:`~parchis_desktop.ui.history.replay.ReplayWindow` (the same
board, buttons, keys, slider and "continue from here") that adds, once the review is there:

* under the board, the decision shown in words ("Played: … win chance 31%", "Best: … 47%",
  "Mistake: 16 points of win chance lost") and on the board an arrow for the move played
  and one for the better move, in the colours of their classes;
* **Summary**: a card per seat (accuracy, errors, luck, the biggest swing as a link) with a
  headline that says whether the game was won or lost on dice or on choices;
* **Win chance**: each seat's chance with a marker on every decision coloured and shaped by
  its class (click → that decision on the board), the chart in words, and the list of the
  inaccuracies, mistakes and blunders (keyboard and screen reader: Enter shows one);
* **Luck and skill**: each seat's luck and its losses summed over the game;
* **Moves**: the replay's log with each move's mark ("?!", "?", "??") and colour, and the
  class and the loss in its accessible text.

The review is computed by :class:`~.job.ReviewTask` (the core's worker process, a progress
bar and Cancel); a game of the history opens from its cache at once.  Everything the
review shows is read from the core's ``Review``: nothing is recomputed here.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QProgressBar, QPushButton, QScrollArea, QTabWidget,
    QVBoxLayout, QWidget,
)

from parchis_desktop.engine import legal_moves
from parchis_desktop.store.replay import GameRecordFile

from parchis_desktop.ui.board import Arrow
from parchis_desktop.ui.history.chart_words import win_summary
from parchis_desktop.ui.history.replay import ReplayWindow
from parchis_desktop.ui.review import words
from parchis_desktop.ui.review.board_marks import OverlayItem
from parchis_desktop.ui.review.cards import SeatCard
from parchis_desktop.ui.review.charts import LuckChart, WinChart, class_colour
from parchis_desktop.ui.review.job import ReviewTask
from parchis_desktop.ui.texts.game import colour_name


#: The log lines marked in one step of showing a computed review (each step a few
#: milliseconds, one a turn of the event loop: the window stays live meanwhile).
LOG_STEP = 40


class ReviewWindow(ReplayWindow):
    """A recorded game replayed with its review (see the module doc)."""

    def __init__(self, rec: GameRecordFile, speed: str = "normal", parent: QWidget | None = None, title: str = "",
                 game_id: int = 0, db_path: Path | None = None, nodes: int | None = None):
        self.review = None
        self._by_frame: dict = {}
        self._cards: list[SeatCard] = []
        super().__init__(rec, speed, parent, title)
        self.setObjectName("ReviewWindow")
        self.game_id = game_id
        self.review_button.hide()                 # this is the review
        self.overlay = OverlayItem(self.scene)
        self.players = [s for s, t in enumerate(self.frames[0].tokens) if t]
        self._plain: dict[int, str] = {}          # the log's lines without their marks
        self._build()
        self.win_chart.prepare(self.seat_names())
        self.luck_chart.prepare(self.seat_names())
        self._steps: list = []
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.setInterval(0)
        self._step_timer.timeout.connect(self._run_steps)
        self.task = ReviewTask(rec.record, nodes, db_path, game_id, self)
        self.task.progress.connect(self._on_progress)
        self.task.finished.connect(self._on_review)
        self.task.failed.connect(self._on_failed)
        self.task.cancelled.connect(self._on_cancelled)
        self.frame_changed.connect(self._show_decision)
        self.retranslate_ui()
        self.start()

    # -- building ---------------------------------------------------------------------------
    def _build(self) -> None:
        # Kept as attributes: QSplitter.replaceWidget does not hand the new widget to the
        # splitter on the Python side, and a collected wrapper would delete the board with it.
        self.board_column = left = QWidget()
        left_col = QVBoxLayout(left)
        left_col.setContentsMargins(0, 0, 0, 0)
        self.split.replaceWidget(0, left)
        left_col.addWidget(self.view, 1)
        left_col.addWidget(self.where)
        where_row = QHBoxLayout()                 # a row of its own: beside "where" it widened the window
        self.prev_error = QPushButton()
        self.prev_error.setObjectName("previousError")
        self.next_error = QPushButton()
        self.next_error.setObjectName("nextError")
        for button, step in ((self.prev_error, -1), (self.next_error, 1)):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # the arrows stay the replay's
            button.clicked.connect(lambda _c=False, k=step: self.go_to_error(k))
            button.setEnabled(False)
            where_row.addWidget(button)
        where_row.addStretch(1)
        left_col.addLayout(where_row)
        self.comment = QLabel()
        self.comment.setObjectName("reviewComment")
        self.comment.setWordWrap(True)
        self.comment.setTextFormat(Qt.TextFormat.RichText)
        self.comment.setMinimumHeight(self.fontMetrics().lineSpacing() * 3 + 6)
        self.comment.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.comment.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        left_col.addWidget(self.comment)
        self.view.show()

        self.panel = panel = QWidget()
        col = QVBoxLayout(panel)
        col.setContentsMargins(0, 0, 0, 0)
        self.status = QLabel()
        self.status.setObjectName("reviewStatus")
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setObjectName("reviewProgress")
        self.progress.setRange(0, 0)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("reviewCancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.again_button = QPushButton()
        self.again_button.setObjectName("reviewAgain")
        self.again_button.clicked.connect(self.start)
        strip = QHBoxLayout()
        strip.addWidget(self.progress, 1)
        strip.addWidget(self.cancel_button)
        strip.addWidget(self.again_button)
        col.addWidget(self.status)
        col.addLayout(strip)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("reviewTabs")
        col.addWidget(self.tabs, 1)
        # Summary: the cards
        self.cards_box = QWidget()
        self.cards_col = QVBoxLayout(self.cards_box)
        self.cards_col.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)   # the cards wrap instead
        scroll.setWidget(self.cards_box)
        self.summary_page = scroll
        self.tabs.addTab(scroll, "")
        # Win chance: the chart, its words, the markers' list
        page = QWidget()
        page_col = QVBoxLayout(page)
        self.win_chart = WinChart()
        self.win_chart.decision_clicked.connect(self.show_decision)
        self.win_words = QLabel()
        self.win_words.setObjectName("reviewWinWords")
        self.luck_words = QLabel()
        self.luck_words.setObjectName("reviewLuckWords")
        for label in (self.win_words, self.luck_words):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                          | Qt.TextInteractionFlag.TextSelectableByKeyboard)
            label.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.errors_list = QListWidget()
        self.errors_list.setObjectName("reviewMarkers")
        self.errors_list.setWordWrap(True)
        self.errors_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.errors_list.itemActivated.connect(self._on_error_item)
        self.errors_list.itemClicked.connect(self._on_error_item)
        page_col.addWidget(self.win_chart, 3)
        page_col.addWidget(self.win_words)
        page_col.addWidget(self.errors_list, 1)
        self.win_page = page
        self.tabs.addTab(page, "")
        # Luck and skill
        page = QWidget()
        page_col = QVBoxLayout(page)
        self.luck_chart = LuckChart()
        page_col.addWidget(self.luck_chart, 1)
        page_col.addWidget(self.luck_words)
        self.luck_page = page
        self.tabs.addTab(page, "")
        # Moves: the replay's log (and "continue from here")
        self.moves_page = self.side
        self.split.replaceWidget(1, panel)
        self.tabs.addTab(self.side, "")
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 2)
        panel.setMinimumWidth(330)               # the charts and cards keep room in a small window

    # -- texts ---------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        if not hasattr(self, "tabs"):
            return   # ReplayWindow.__init__ words its own part first
        self.setWindowTitle(self._title or self.tr("Review"))
        for page, text in ((self.summary_page, self.tr("Summary")), (self.win_page, self.tr("Win chance")),
                           (self.luck_page, self.tr("Luck and skill")), (self.moves_page, self.tr("Moves"))):
            self.tabs.setTabText(self.tabs.indexOf(page), text)
        self.prev_error.setText(self.tr("◀ Previous error"))
        self.next_error.setText(self.tr("Next error ▶"))
        for button, tip in ((self.prev_error, self.tr("The inaccuracy, mistake or blunder before this move "
                                                      "(Ctrl+←)")),
                            (self.next_error, self.tr("The next inaccuracy, mistake or blunder (Ctrl+→)"))):
            button.setToolTip(tip)
            button.setAccessibleName(button.text().strip("◀▶ "))
            button.setAccessibleDescription(tip)
        self.cancel_button.setText(self.tr("Cancel"))
        self.again_button.setText(self.tr("Review again"))
        self.comment.setAccessibleName(self.tr("The decision shown"))
        self.errors_list.setAccessibleName(self.tr("Inaccuracies, mistakes and blunders"))
        self._plain.clear()                       # the replay worded its log again
        if self.win_chart.curves:                 # a language change: the charts' words too
            for chart in (self.win_chart, self.luck_chart):
                chart.retranslate_ui()
                chart.set_names(self.seat_names())
        self.win_chart.setAccessibleName(self.tr("Chance to win chart"))
        self.luck_chart.setAccessibleName(self.tr("Luck and skill chart"))
        self.progress.setAccessibleName(self.tr("Review progress"))
        if self.review is not None:
            self._show_review()
        elif self.task.running():
            self.status.setText(self.tr("The Expert is reviewing the game…"))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "tabs") and self.review is not None:
            # the charts redraw on their own PaletteChange (it reaches them after this one)
            self._mark_log()
            for n in range(self.errors_list.count()):
                item = self.errors_list.item(n)
                item.setForeground(class_colour(self.review.decisions[item.data(Qt.ItemDataRole.UserRole)].klass,
                                                self.palette()))
            self._show_decision(self.index)
        super().changeEvent(event)

    # -- computing --------------------------------------------------------------------------
    def start(self) -> None:
        """Review the game (from the history's cache when it holds it)."""
        self.again_button.hide()
        self.cancel_button.show()
        self.progress.show()
        self.progress.setRange(0, 0)
        self.status.setText(self.tr("The Expert is reviewing the game…"))
        self.tabs.setEnabled(False)
        self.task.start()

    def cancel(self) -> None:
        self.task.cancel()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))   # the record's events
        self.progress.setValue(done)

    def _on_cancelled(self) -> None:
        self._stopped(self.tr("The review was cancelled. The replay works without it."))

    def _on_failed(self, reason: str) -> None:
        self._stopped(self.tr("The game could not be reviewed (%1).").replace("%1", reason))

    def _stopped(self, text: str) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        self.again_button.show()
        self.status.setText(text)
        self.tabs.setEnabled(True)
        self.tabs.setCurrentWidget(self.moves_page)

    def _on_review(self, review) -> None:
        """The review is here: shown at once from the cache (the window is opening), else in
        steps, one a turn of the event loop, while the window stays live."""
        self.review = review
        # the decisions the replay shows: a move (or, RU-9, rolling instead of a pre-roll move)
        self._by_frame = {d.frame: i for i, d in enumerate(review.decisions) if d.played is not None}
        self.progress.hide()
        self.cancel_button.hide()
        self.again_button.hide()
        self._steps = self._show_steps()
        if self.task.from_cache:
            while self._steps:
                self._steps.pop(0)()
        else:
            self._step_timer.start()

    def _run_steps(self) -> None:
        """One step a turn of the event loop (a paint may come between two)."""
        if self._steps:
            self._steps.pop(0)()
        if self._steps:
            self._step_timer.start()

    def shown(self) -> bool:
        """The review is on every page (not still being laid out)."""
        return self.review is not None and not self._steps

    # -- showing the review -----------------------------------------------------------------------
    def _place(self, seat: int) -> int | None:
        final = self.frames[-1]
        if not final.is_over:
            return None
        if final.rules.teams and final.team_places():   # TM-4: both partners won
            return 0 if seat in final.team_places()[0] else 1
        places = final.places()
        return places.index(seat) if seat in places else len(places)

    def seat_names(self) -> dict[int, str]:
        """The seats in play and their names (colour names for a record without seats)."""
        return {s: self.names.get(s) or colour_name(s) for s in self.players}

    def _show_review(self) -> None:
        """Everything of the review at once (a language change)."""
        for step in self._show_steps():
            step()

    def _show_steps(self) -> list:
        """Showing the review, in steps of a few milliseconds each."""
        review = self.review
        names = self.seat_names()
        steps = [self._show_status, self._show_cards, *self.win_chart.review_steps(review),
                 *self.luck_chart.review_steps(review), self._show_words, self._show_errors]
        rows = [d for d in review.decisions if d.played is not None and d.played >= 0]
        for k in range(0, len(rows), LOG_STEP):
            steps.append(lambda chunk=rows[k:k + LOG_STEP]: self._mark_log(chunk))
        steps.append(self._shown)
        self._names_shown = names
        return steps

    def _show_status(self) -> None:
        review = self.review
        self.status.setText(words.counted("decisions", len(review.decisions))
                            + ("  " + self.tr("This was a practice game.") if review.practice else ""))

    def _show_cards(self) -> None:
        review, names = self.review, self.seat_names()
        for card in self._cards:
            card.setParent(None)
            card.deleteLater()
        self._cards = []
        for s in self.players:
            seat_review = review.seat(s)
            if seat_review is None:
                continue
            card = SeatCard(s)
            card.set_review(names[s], seat_review, review.decisions, self._place(s))
            card.decision_requested.connect(self.show_decision)
            self.cards_col.insertWidget(self.cards_col.count() - 1, card)
            self._cards.append(card)

    def _show_words(self) -> None:
        review, names = self.review, self.seat_names()
        turns = [d.turn for d in review.decisions] + [review.decisions[-1].turn + 1 if review.decisions else 1]
        counts: dict[str, int] = {}
        for d in review.decisions:
            counts[d.klass] = counts.get(d.klass, 0) + 1
        curves = [(names[s], [100.0 * c[s] for c in review.curve]) for s in self.players]
        self.win_words.setText(win_summary(turns, curves) + " " + words.markers_summary(counts))
        self.win_chart.setAccessibleDescription(self.win_words.text())
        self.luck_words.setText(words.luck_summary([(names[sr.seat], sr.luck, sr.loss) for sr in review.seats
                                                    if sr.seat in names]))
        self.luck_chart.setAccessibleDescription(self.luck_words.text())

    def _show_errors(self) -> None:
        review, names = self.review, self.seat_names()
        self.errors_list.clear()
        for i, d in enumerate(review.decisions):
            if d.klass in words.ERRORS:
                item = QListWidgetItem(words.marker_line(d.turn, names.get(d.seat, "?"), d.klass, d.loss))
                item.setData(Qt.ItemDataRole.UserRole, i)
                item.setForeground(class_colour(d.klass, self.palette()))
                self.errors_list.addItem(item)

    def _shown(self) -> None:
        self.tabs.setEnabled(True)
        self._show_decision(self.index)

    # -- errors, one after the other -------------------------------------------------------------
    def error_frames(self) -> list[int]:
        """The frames of the inaccuracies, mistakes and blunders, in the game's order."""
        if self.review is None:
            return []
        return sorted({d.frame for d in self.review.decisions if d.klass in words.ERRORS and d.played is not None})

    def go_to_error(self, step: int) -> None:
        """The next (``step`` 1) or previous (-1) error's position, before its move."""
        frames = self.error_frames()
        ahead = [f for f in frames if f > self.index] if step > 0 else [f for f in frames if f < self.index]
        if ahead:
            self.set_playing(False)
            self.go_to(ahead[0] if step > 0 else ahead[-1])

    def _sync_errors(self) -> None:
        frames = self.error_frames()
        self.prev_error.setEnabled(any(f < self.index for f in frames))
        self.next_error.setEnabled(any(f > self.index for f in frames))

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier and event.key() in (Qt.Key.Key_Left,
                                                                                       Qt.Key.Key_Right):
            self.go_to_error(1 if event.key() == Qt.Key.Key_Right else -1)
            event.accept()
            return
        super().keyPressEvent(event)

    def _mark_log(self, decisions=None) -> None:
        """Each move's log line with its class mark, colour and accessible text (``decisions``:
        those, else all)."""
        if self.review is None:
            return
        palette = self.palette()
        for d in self.review.decisions if decisions is None else decisions:
            item = self.log.item(d.frame + 1)
            if item is None or d.played is None or d.played < 0 or "move" not in self.events[d.frame]:
                continue
            line = self._plain.setdefault(d.frame + 1, item.text())   # as the replay worded it
            mark = words.MARKS.get(d.klass, "")
            item.setText(f"{line}  {mark}" if mark else line)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, words.log_accessible(line, d.klass, d.loss))
            item.setToolTip(words.log_accessible(line, d.klass, d.loss))
            if d.klass in words.ERRORS:
                item.setForeground(class_colour(d.klass, palette))
            else:
                item.setData(Qt.ItemDataRole.ForegroundRole, None)

    def show_decision(self, i: int) -> None:
        """Decision ``i`` of the review on the board: its position, before the move."""
        if self.review is None or not 0 <= i < len(self.review.decisions):
            return
        self.set_playing(False)
        self.go_to(self.review.decisions[i].frame)

    def _on_error_item(self, item: QListWidgetItem) -> None:
        i = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(i, int):
            self.show_decision(i)

    def decision_at(self, index: int) -> tuple[int | None, bool]:
        """(the decision's index, True) when the frame shown is a decision's position (before
        its move), (its index, False) just after its move, (None, False) otherwise."""
        if index in self._by_frame:
            return self._by_frame[index], True
        if index - 1 in self._by_frame:
            return self._by_frame[index - 1], False
        return None, False

    def _show_decision(self, index: int) -> None:
        if self.review is None or not hasattr(self, "overlay"):
            return
        at, before = self.decision_at(index)
        self.win_chart.show_at(at)
        self._sync_errors()
        decision = self.review.decisions[at] if at is not None else None
        if decision is None:
            self.overlay.set_overlays([])
            self.comment.setText("")
            self.comment.setAccessibleDescription("")
            return
        frame = self.frames[decision.frame]
        moves = legal_moves(frame)
        played_text, best_text, verdict = words.decision_lines(decision, moves, self.names)
        palette = self.palette()
        played_colour = class_colour(decision.klass if decision.klass in words.ERRORS else "good", palette)
        best_colour = class_colour("best", palette)
        arrows, lines = [], []
        roll_event = self.events[decision.frame - 1] if decision.frame > 0 else {}
        if "roll" in roll_event and decision.dice:
            lines.append((None, words.luck_line(self.names.get(decision.seat) or colour_name(decision.seat),
                                                decision.dice, decision.luck)))
        # a better move: not when the one played is as good (a "best" move may tie with another)
        other = decision.klass not in ("best", "forced") and decision.best is not None \
            and decision.best != decision.played
        if decision.played is not None and decision.played >= 0 and decision.klass != "forced":
            arrows.append(Arrow.for_move(moves[decision.played], frame.board, played_colour))
        if other and decision.best >= 0:
            arrows.insert(0, Arrow.for_move(moves[decision.best], frame.board, best_colour))
        lines.append((played_colour if decision.klass != "forced" else None, played_text))
        lines.append((best_colour if other else None, best_text))
        lines.append((None, verdict))
        if not before:   # the move is made: the arrows start where the tokens stood
            arrows = [replace(a, token=None) for a in arrows]
        self.overlay.set_overlays(arrows, self.frames[index])
        text_colour = palette.color(QPalette.ColorRole.WindowText).name()
        html = "<br>".join(
            (f'<span style="color:{c.name()}">■</span> ' if c is not None else "")
            + f'<span style="color:{text_colour}">{_escape(t)}</span>' for c, t in lines if t)
        self.comment.setText(html)
        self.comment.setAccessibleDescription(" ".join(t for _c, t in lines if t))

    def arrows(self) -> list:
        """The arrows on the board now."""
        return [o for o in self.overlay.overlays() if isinstance(o, Arrow)]

    def closeEvent(self, event) -> None:  # noqa: N802
        self.task.close()
        super().closeEvent(event)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
