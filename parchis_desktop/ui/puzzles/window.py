"""Help → Puzzles: positions mined from self-play with one clearly best move, on the real board.

The puzzles are data (``resources/puzzles/<preset>.json``, read by ``store.puzzles``).  The
list on the left (filtered by game) marks the solved ones (✓) and those whose answer was
shown (·); the board on the right is the game's own scene and view, and the player answers
with the game's move input (:class:`~parchis_desktop.ui.game.move_input.MoveInput`: a click
on a glowing token, then on a marker; the arrow keys and Enter; Esc cancels).  The window is
the move input's "controller" (:class:`PuzzleRun` holds the position), so every move goes
through :meth:`PuzzleWindow.play_move`: the solution is played on the board, followed by the
rest of its roll, and explained; a wrong move is not played and the banner gives its figure
against the best one.  After three wrong tries the answer is shown.  **H** (or the Hint
button) names the token to move; **Rule page** opens the rule the puzzle is about in the
help.  Progress is kept in ``puzzles.json`` in the data folder; a damaged file is set aside
and the notice above the list says so.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QTextDocumentFragment
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QSplitter, QVBoxLayout, QWidget,
)

from parchis_desktop.engine import Move, legal_moves, play
from parchis_desktop.engine.boards import board_named
from parchis_desktop.paths import resources_dir
from parchis_desktop.store.puzzles import PRESETS, Puzzle, PuzzleProgress, load_puzzles

from parchis_desktop.ui.game.move_input import MoveInput
from parchis_desktop.ui.puzzles.explain import explain_solution, hint_text, wrong_text
from parchis_desktop.ui.puzzles.words import banner_style, problem_text, task_text, theme_name
from parchis_desktop.ui.texts.game import colour_name, variant_name
from parchis_desktop.ui.theme import seat_colour

__all__ = ["PuzzleWindow", "PuzzleRun", "TRIES"]

#: Wrong answers before the answer is shown.
TRIES = 3
_ID_ROLE = Qt.ItemDataRole.UserRole


class PuzzleRun:
    """The puzzle being played, as the move input sees a game: its position and legal moves."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.position = puzzle.position
        self.active = True      # the player may pick a move
        self.wrong = 0          # wrong answers in this attempt

    def legal_moves(self) -> list[Move]:
        return legal_moves(self.position)

    def human_to_act(self) -> bool:
        return self.active


class PuzzleWindow(QWidget):
    """The puzzle browser: the list of puzzles on the left, the one being solved on the right."""

    rule_requested = Signal(str)     # "Rule page": a rule id for the help
    solved = Signal(str)

    def __init__(self, main_window=None, settings=None, progress: PuzzleProgress | None = None,
                 folder: Path | None = None) -> None:
        super().__init__(main_window, Qt.WindowType.Window)
        self.setObjectName("PuzzleWindow")
        self.settings = settings
        self.progress = progress or PuzzleProgress()
        if folder is None:
            base = resources_dir()
            folder = base / "puzzles" if base is not None else Path("/nonexistent")
        self.puzzles, self.problems = load_puzzles(folder)
        self.by_id = {p.id: p for p in self.puzzles}
        self.run: PuzzleRun | None = None
        self._queue: list[Move] = []       # moves still to animate (the solution and its plan)
        self._shown_pos = None
        self._banner_kind = "info"

        from parchis_desktop.ui.board import BoardScene, BoardView
        self.scene = BoardScene(board_named("parchis68"), self)
        self.view = BoardView(self.scene, self)
        self.view.setObjectName("puzzleBoard")
        self.view.setMinimumSize(300, 300)
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        if settings is not None:
            self.scene.set_speed(settings.get("animation/speed"))
        self.controller = self       # what the board's accessible interface reads (accessible.py)
        self.move_input = MoveInput(self, self.scene, self)
        self.move_input.status.connect(self._status)
        self.scene.token_clicked.connect(self.move_input.click_token)
        self.scene.destination_clicked.connect(self.move_input.click_destination)
        self.scene.background_clicked.connect(lambda: self.move_input.deselect())
        self.scene.animation_finished.connect(self._animation_done)
        self.view.accessible_source = self

        self.notice = QLabel()
        self.notice.setObjectName("puzzleNotice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.filter = QComboBox()
        self.filter.setObjectName("puzzleFilter")
        self.filter.currentIndexChanged.connect(self._filter_changed)
        self.filter_label = QLabel()
        self.filter_label.setBuddy(self.filter)
        self.count_label = QLabel()
        self.count_label.setObjectName("puzzleCount")
        self.puzzle_list = QListWidget()
        self.puzzle_list.setObjectName("puzzleList")
        self.puzzle_list.setWordWrap(True)
        self.puzzle_list.itemActivated.connect(self._item_chosen)
        self.puzzle_list.itemClicked.connect(self._item_chosen)
        self.title = QLabel()
        self.title.setObjectName("puzzleTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.task = QLabel()
        self.task.setObjectName("puzzleTask")
        self.task.setWordWrap(True)
        from parchis_desktop.ui.game.dice_widget import DiceWidget
        self.dice = DiceWidget()        # the game's dice: the faces still to play, the bonuses
        self.dice.setObjectName("puzzleDice")
        self.dice.setFixedSize(150, 64)
        self.banner = QLabel()
        self.banner.setObjectName("puzzleBanner")
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.PlainText)
        self.banner.hide()
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("puzzleHint")
        self.hint_button.clicked.connect(self.show_hint)
        self.rule_button = QPushButton()
        self.rule_button.setObjectName("puzzleRule")
        self.rule_button.clicked.connect(self.show_rule)
        self.again_button = QPushButton()
        self.again_button.setObjectName("puzzleAgain")
        self.again_button.clicked.connect(lambda: self.open_puzzle(self.run.puzzle.id) if self.run else None)
        self.next_button = QPushButton()
        self.next_button.setObjectName("puzzleNext")
        self.next_button.clicked.connect(self.next_puzzle)
        self._hint_key = QShortcut(QKeySequence(Qt.Key.Key_H), self)
        self._hint_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._hint_key.activated.connect(self.show_hint)

        buttons = QHBoxLayout()
        for b in (self.hint_button, self.rule_button, self.again_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        right = QWidget()
        col = QVBoxLayout(right)
        head = QHBoxLayout()
        texts = QVBoxLayout()
        texts.addWidget(self.title)
        texts.addWidget(self.task)
        head.addLayout(texts, 1)
        head.addWidget(self.dice)
        col.addLayout(head)
        col.addWidget(self.banner)
        col.addWidget(self.view, 1)
        col.addLayout(buttons)
        left = QWidget()
        left_col = QVBoxLayout(left)
        left_col.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(self.filter_label)
        row.addWidget(self.filter, 1)
        left_col.addWidget(self.notice)
        left_col.addLayout(row)
        left_col.addWidget(self.count_label)
        left_col.addWidget(self.puzzle_list, 1)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        split.setSizes([260, 740])
        layout = QVBoxLayout(self)
        layout.addWidget(split)
        self.resize(1000, 760)
        self.retranslate_ui()
        first = self.first_unsolved()
        if first is not None:
            self.open_puzzle(first)

    # -- texts ---------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Parchís Desktop: puzzles"))
        self.filter_label.setText(self.tr("&Game:"))
        self.hint_button.setText(self.tr("H&int"))
        self.hint_button.setToolTip(self.tr("Which token to move (H)"))
        self.rule_button.setText(self.tr("Rule &page"))
        self.again_button.setText(self.tr("Start &again"))
        self.next_button.setText(self.tr("&Next puzzle"))
        self.puzzle_list.setAccessibleName(self.tr("Puzzles"))
        self.filter.setAccessibleName(self.tr("Game"))
        self.view.setAccessibleDescription(self.tr("The puzzle's board: choose a token, then where it goes"))
        keep = self.filter.currentData()
        self.filter.blockSignals(True)
        self.filter.clear()
        self.filter.addItem(self.tr("All games"), "")
        for preset in PRESETS:
            if any(p.preset == preset for p in self.puzzles):
                self.filter.addItem(variant_name(preset), preset)
        i = self.filter.findData(keep) if keep is not None else 0
        self.filter.setCurrentIndex(max(0, i))
        self.filter.blockSignals(False)
        self.fill_list()
        self._show_notice()
        if self.run is not None:
            self._show_texts()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.PaletteChange and not self.banner.isHidden():
            self.banner.setStyleSheet(banner_style(self.palette(), self._banner_kind))
        super().changeEvent(event)

    def _show_notice(self) -> None:
        lines = [problem_text(name, code) for name, code in self.problems]
        if self.progress.problem:
            lines.append(self.tr("Your puzzle progress could not be read; it starts afresh (the old file was "
                                 "kept aside)."))
        if not self.puzzles:
            lines.append(self.tr("No puzzles were found in this installation."))
        self.notice.setText("\n".join(lines))
        self.notice.setVisible(bool(lines))
        if lines:
            self.notice.setStyleSheet(banner_style(self.palette(), "notice"))

    def notice_text(self) -> str:
        return "" if self.notice.isHidden() else self.notice.text()

    def _label(self, p: Puzzle, number: int) -> str:
        solved, shown = self.progress.is_solved(p.id), self.progress.was_shown(p.id)
        mark = "✓ " if solved else ("· " if shown else "")
        if not (solved or shown) or not p.themes:
            # The theme ("a capture") would give the answer away: named once it is found.
            return self.tr("%1Puzzle %2").replace("%1", mark).replace("%2", str(number))
        theme = theme_name(p.themes[0])
        return self.tr("%1Puzzle %2: %3").replace("%1", mark).replace("%2", str(number)).replace("%3", theme)

    def shown_puzzles(self) -> list[Puzzle]:
        preset = self.filter.currentData() or ""
        return [p for p in self.puzzles if not preset or p.preset == preset]

    def fill_list(self) -> None:
        current = self.run.puzzle.id if self.run is not None else None
        self.puzzle_list.blockSignals(True)
        self.puzzle_list.clear()
        numbers: dict[str, int] = {}
        every = not self.filter.currentData()
        for p in self.shown_puzzles():
            if every and p.preset not in numbers:     # "All games": a heading per game
                head = QListWidgetItem(variant_name(p.preset))
                head.setFlags(Qt.ItemFlag.NoItemFlags)
                font = head.font()
                font.setBold(True)
                head.setFont(font)
                self.puzzle_list.addItem(head)
            numbers[p.preset] = numbers.get(p.preset, 0) + 1
            text = self._label(p, numbers[p.preset])
            item = QListWidgetItem(text)
            item.setData(_ID_ROLE, p.id)
            state = (self.tr("solved") if self.progress.is_solved(p.id)
                     else self.tr("answer shown") if self.progress.was_shown(p.id) else self.tr("not solved yet"))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, text.lstrip("✓· ") + ", " + state)
            self.puzzle_list.addItem(item)
            if p.id == current:
                self.puzzle_list.setCurrentItem(item)
        self.puzzle_list.blockSignals(False)
        shown = self.shown_puzzles()
        self.count_label.setText(self.tr("Solved: %1 of %n", "", len(shown))
                                 .replace("%1", str(self.progress.solved_count(p.id for p in shown))))

    def set_filter(self, preset: str) -> None:
        """Show only the puzzles of ``preset`` ("" for all)."""
        i = self.filter.findData(preset)
        if i >= 0:
            self.filter.setCurrentIndex(i)

    def _filter_changed(self, _index: int) -> None:
        """Another game chosen: its list, at the first puzzle not solved yet (unless the puzzle
        open is one of its)."""
        self.fill_list()
        shown = {p.id for p in self.shown_puzzles()}
        if self.run is None or self.run.puzzle.id not in shown:
            first = self.first_unsolved()
            if first is not None:
                self.open_puzzle(first)

    def _item_chosen(self, item: QListWidgetItem) -> None:
        pid = item.data(_ID_ROLE)
        if pid and (self.run is None or self.run.puzzle.id != pid):
            self.open_puzzle(pid)

    def first_unsolved(self) -> str | None:
        for p in self.shown_puzzles():
            if not self.progress.is_solved(p.id):
                return p.id
        shown = self.shown_puzzles()
        return shown[0].id if shown else None

    # -- one puzzle --------------------------------------------------------------------------
    def open_puzzle(self, pid: str) -> None:
        puzzle = self.by_id[pid]
        self.scene.finish_now()
        self._queue = []
        self.run = PuzzleRun(puzzle)
        self.move_input.clear()
        board = board_named(puzzle.position.board.name)
        if self.scene.board.name != board.name:
            self.scene.set_board(board)
        self.scene.set_position(puzzle.position)
        self.scene.set_turn(puzzle.position.to_move)
        self.say("", "info")
        self._show_texts()
        self.move_input.update_movable()
        for i in range(self.puzzle_list.count()):
            if self.puzzle_list.item(i).data(_ID_ROLE) == pid:
                self.puzzle_list.setCurrentRow(i)
        self._refresh_accessible()

    def _show_dice(self) -> None:
        """The puzzle's dice: while it is the player's roll, the faces left bright; then all played."""
        start, now = self.run.puzzle.position, self.run.position
        if now.to_move == start.to_move and not now.needs_roll and now.dice:
            self.dice.set_dice(now.dice, now.remaining)
            self.dice.set_bonuses(list(now.bonuses))
        else:
            self.dice.set_dice(start.dice, ())
            self.dice.set_bonuses([])
        self.dice.set_accent(seat_colour(start.to_move))

    def _show_texts(self) -> None:
        p = self.run.puzzle
        number = [q.id for q in self.puzzles if q.preset == p.preset].index(p.id) + 1
        self.title.setText(self.tr("%1, puzzle %2").replace("%1", variant_name(p.preset)).replace("%2", str(number)))
        self.task.setText(task_text(p, colour_name(p.position.to_move)))
        self._show_dice()
        self.rule_button.setEnabled(bool(p.rule))
        self.rule_button.setToolTip(self.tr("Open rule %1 in the help").replace("%1", p.rule) if p.rule else "")
        self.next_button.setEnabled(len(self.shown_puzzles()) > 1)

    @property
    def position(self):
        return self.run.position if self.run is not None else None

    def legal_moves(self) -> list[Move]:
        return self.run.legal_moves() if self.run is not None else []

    def human_to_act(self) -> bool:
        return self.run is not None and self.run.active and not self._queue

    def _names(self) -> dict[int, str]:
        return {}

    def play_choice(self, move: Move) -> None:
        self.play_move(move)

    def play_move(self, move: Move) -> bool:
        """The player's answer (from the move input, or a screen reader's "press")."""
        run = self.run
        if run is None or not self.human_to_act() or move not in run.legal_moves():
            return False
        self.move_input.clear()
        moves = run.legal_moves()
        index = moves.index(move)
        puzzle = run.puzzle
        if index in puzzle.indices:
            run.active = False
            found = run.wrong < TRIES     # after three wrong tries the answer was given away
            if found:
                self.progress.mark_solved(puzzle.id)
                self.solved.emit(puzzle.id)
            head = self.tr("Right!") if found else self.tr("This is the move.")
            self.say(head + "\n" + explain_solution(puzzle), "done")
            self._play_line(move)
            self.fill_list()
            return True
        run.wrong += 1
        self.progress.add_try(puzzle.id)
        left = TRIES - run.wrong
        text = wrong_text(puzzle.win_of(index), puzzle.expert.get("best", 0.0), left)
        if left <= 0:
            self.progress.mark_shown(puzzle.id)
            text += "\n" + self.tr("The answer:") + " " + explain_solution(puzzle) + "\n" + \
                self.tr("Play it on the board to see it.")
            self.say(text, "wrong")
            self._point_at(puzzle.move, destination=True)
            self.fill_list()
        else:
            self.say(text, "wrong")
        self.move_input.update_movable()
        self._refresh_accessible()
        return False

    def _play_line(self, move: Move) -> None:
        """Animate the solution, then the rest of its roll."""
        self._queue = [move] + list(self.run.puzzle.plan)
        self.move_input.update_movable()
        self._next_animation()

    def _next_animation(self) -> None:
        self._show_dice()
        if not self._queue:
            self.move_input.update_movable()
            self._refresh_accessible()
            return
        move = self._queue.pop(0)
        before = self.run.position
        after = play(before, move)
        self.run.position = after
        self.scene.animate_move(before, move, after)
        if not self.scene.is_animating():
            self._animation_done()

    def _animation_done(self) -> None:
        if self.run is None:
            return
        self.scene.set_position(self.run.position)
        self._next_animation()

    def _point_at(self, move: Move, destination: bool = False) -> None:
        """Select the solution's token (and show its marker), as the hint and the answer do."""
        if move.token is None:
            return
        key = (move.seat, move.token)
        if destination:
            self.move_input.select(move.seat, move.token, [move])
        else:
            self.scene.set_selected(key)

    def show_hint(self) -> None:
        if self.run is None or not self.run.active:
            return
        self.progress.mark_hint(self.run.puzzle.id)
        self.say(hint_text(self.run.puzzle), "info")
        self._point_at(self.run.puzzle.move)

    def show_rule(self) -> None:
        if self.run is not None and self.run.puzzle.rule:
            self.rule_requested.emit(self.run.puzzle.rule)

    def next_puzzle(self) -> None:
        shown = self.shown_puzzles()
        if not shown:
            return
        ids = [p.id for p in shown]
        cur = ids.index(self.run.puzzle.id) if self.run is not None and self.run.puzzle.id in ids else -1
        for k in range(1, len(ids) + 1):
            pid = ids[(cur + k) % len(ids)]
            if not self.progress.is_solved(pid) or k == len(ids):
                self.open_puzzle(pid)
                return

    # -- the banner, keys ------------------------------------------------------------------
    def say(self, text: str, kind: str = "info") -> None:
        """A message above the board (``kind``: info, wrong, done)."""
        if not text:
            self.banner.hide()
            return
        self._banner_kind = kind
        self.banner.setText(text)
        self.banner.setStyleSheet(banner_style(self.palette(), kind))
        self.banner.setAccessibleName(text)
        self.banner.show()

    def _status(self, text: str) -> None:
        """The move input's words (why a token cannot move, "choose where to go"): shown unless the
        banner holds a verdict or the answer."""
        if self.banner.isHidden() or self._banner_kind == "info":
            self.say(QTextDocumentFragment.fromHtml(text).toPlainText(), "info")

    def banner_text(self) -> str:
        return "" if self.banner.isHidden() else self.banner.text()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.move_input.move_focus(1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.move_input.activate_focus()
            return
        if key == Qt.Key.Key_Escape and self.move_input.cancel():
            return
        super().keyPressEvent(event)

    def _refresh_accessible(self) -> None:
        iface = getattr(self.view, "_accessible", None)
        if iface is not None:
            iface.refresh()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        self.scene.finish_now()
        super().closeEvent(event)

