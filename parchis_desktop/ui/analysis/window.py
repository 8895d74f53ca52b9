"""The analysis board: a position on the real board with the Expert's numbers (issue 30).

* Mid-roll: every legal move ranked best first with the mover's win chance after it, the
  points it loses to the best, and the expected continuation (the mover's rest of the roll);
  the chosen row is drawn on the board as arrows (the move, then its continuation, lighter).
* Before a roll: each seat's win chance and, for each distinct roll, its chance and the best
  answer; choosing a roll shows that roll's position with the answer drawn on it.
* A game's positions (a replay, a finished or saved game): ←/→ of the position (Page Up /
  Page Down), the move that was played marked in the list.
* Paste / Open / Copy JSON (docs/rules.md §6; Open also takes a saved game or a game record),
  and the position editor (:mod:`.editor`; tokens are dragged on the board).

The numbers are computed in a worker process (:class:`~parchis_desktop.ai.analysis_runner.AnalysisRunner`)
polled by a timer; a busy bar runs meanwhile, and a new position cancels the old request
(its late answer is dropped), so the window never waits.
"""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog, QFrame, QGridLayout, QHBoxLayout, QLabel, QProgressBar, QPushButton, QScrollArea, QSlider, QSplitter,
    QStackedWidget, QVBoxLayout, QWidget,
)

from parchis_desktop.engine import Position, PositionError, legal_moves, roll

from parchis_desktop.ui.analysis.board import AnalysisScene
from parchis_desktop.ui.analysis.editor import PositionEditor
from parchis_desktop.ui.analysis.results import MoveList, RollTable, SeatChances, line_moves, percent
from parchis_desktop.ui.board import Arrow, BoardView
from parchis_desktop.ui.texts.game import colour_name, variant_name
from parchis_desktop.ui.texts.positions import position_error_text

__all__ = ["AnalysisWindow", "read_analysis_file"]

POLL_MS = 30


def _names(seats) -> dict[int, str]:
    out = {}
    for s, info in enumerate(seats or []):
        if isinstance(info, dict) and isinstance(info.get("name"), str) and info["name"]:
            out[s] = info["name"]
    return out


def read_analysis_file(text: str | bytes):
    """What a file opened in the analysis board holds: ``(frames, events, seats, practice)``.
    A bare position (§6) is one frame; a saved game or a game record is every position of the
    game.  Raises PositionError, or the store's SaveError / RecordError, with the reason."""
    from parchis_desktop.store.replay import parse_record, positions
    from parchis_desktop.store.saves import parse_save
    try:
        data = json.loads(text)
    except (ValueError, RecursionError, UnicodeDecodeError):
        data = None
    if isinstance(data, dict) and "game" in data:
        saved = parse_save(text)
        game = saved.game
        frames = positions(game.record) if game.events else [game.position]
        return frames, list(game.events), saved.players or [], bool(game.record.get("practice"))
    if isinstance(data, dict) and ("record" in data or "events" in data):
        rec = parse_record(text)
        return rec.frames, list(rec.record.get("events", [])), rec.seats, rec.record.get("practice") is True
    try:
        return [Position.from_json(text)], [], [], False
    except PositionError:
        if isinstance(data, dict) and "position" in data:   # Game.to_json()
            return [Position.from_json(data["position"])], [], [], False
        raise


def _fits(pos: Position, result) -> bool:
    """Whether every move index of ``result`` is a legal move of ``pos`` (or of its rolls)."""
    if result.moves:
        n = len(legal_moves(pos))
        return all(0 <= v.index < n for v in result.moves)
    for answer in result.rolls:
        if answer.best is not None and not 0 <= answer.best.index < len(legal_moves(roll(pos, tuple(answer.roll)))):
            return False
    return True


class AnalysisWindow(QWidget):
    """The analysis board (see the module doc).  ``frames``: a game's positions (with its
    ``events``, so the move played from each is marked); ``position``: one position;
    ``runner``: an :class:`~parchis_desktop.ai.analysis_runner.AnalysisRunner` to share (the
    window makes and closes its own otherwise)."""

    accessible_window = True   # a frame to a screen reader (ui/board/accessible.py)

    #: A result was shown (for tests and screenshots): the position analysed.
    analysed = Signal(object)

    def __init__(self, position: Position | None = None, frames: list | None = None, events: list | None = None,
                 seats: list | None = None, index: int | None = None, nodes: int | None = None, title: str = "",
                 parent: QWidget | None = None, runner=None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("AnalysisWindow")
        self.resize(1180, 760)
        self.nodes = nodes
        self._title = title
        self.frames: list[Position] = list(frames or ([position] if position is not None else []))
        if not self.frames:
            self.frames = [Position.initial("parchis", 4)]
        self.events = list(events or [])
        self.seats = list(seats or [])
        self.names = _names(self.seats)
        self.index = 0
        self.custom: Position | None = None     # an edited or pasted position (not one of the frames)
        self.result = None                      # the AnalysisResult shown (None while computing)
        self._runner = runner                   # an AnalysisRunner shared with other windows (or our own)
        self._own_runner = runner is None
        self._rid: int | None = None
        self._pos: Position | None = None       # the position analysed
        self._shown: Position | None = None     # the position on the board (after a chosen roll)

        self.scene = AnalysisScene(self.frames[0].board, self)
        self.scene.token_dropped.connect(self._dropped)
        self.scene.token_clicked.connect(self._token_clicked)
        self.view = BoardView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The tokens and occupied squares of the position shown, for a screen reader (issue 35).
        from parchis_desktop.ui.board.accessible import PositionSource
        self._board_words = PositionSource(self.view, lambda: self._shown, lambda: self.names)

        self.paste_button = QPushButton()
        self.open_button = QPushButton()
        self.copy_button = QPushButton()
        self.edit_button = QPushButton()
        self.edit_button.setCheckable(True)
        self.paste_button.clicked.connect(self.paste_json)
        self.open_button.clicked.connect(self.open_dialog)
        self.copy_button.clicked.connect(self.copy_json)
        self.edit_button.toggled.connect(self.set_editing)
        self.prev_button = QPushButton("◀")
        self.next_button = QPushButton("▶")
        self.prev_button.clicked.connect(lambda: self.go_to(self.index - (0 if self.custom is not None else 1)))
        self.next_button.clicked.connect(lambda: self.go_to(self.index + (0 if self.custom is not None else 1)))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.frames) - 1)
        self.slider.valueChanged.connect(self.go_to)
        self.where = QLabel()

        self.heading = QLabel()
        self.heading.setObjectName("analysisHeading")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.busy = QProgressBar()
        self.busy.setObjectName("analysisBusy")
        self.busy.setRange(0, 0)           # a busy bar: the analysis has no steps to count
        self.busy.setMaximumHeight(10)
        self.busy.setTextVisible(False)
        self.status = QLabel()
        self.status.setObjectName("analysisStatus")
        self.status.setWordWrap(True)
        self.chances_title = QLabel()
        self.chances = SeatChances()
        self.moves = MoveList()
        self.moves.move_chosen.connect(self._move_chosen)
        self.rolls = RollTable()
        self.rolls.roll_chosen.connect(self._roll_chosen)
        self.nothing = QLabel()
        self.nothing.setWordWrap(True)
        self.nothing.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.detail = QLabel()             # the chosen move (or roll) in a sentence, its continuation
        self.detail.setObjectName("analysisDetail")
        self.detail.setWordWrap(True)
        self.stack = QStackedWidget()
        for w in (self.moves, self.rolls, self.nothing):
            self.stack.addWidget(w)
        self.editor = PositionEditor()
        self.editor.edited.connect(self._edited)
        self.editor.refused.connect(self._refused)
        self.editor.hide()
        self.message = QLabel()
        self.message.setObjectName("analysisMessage")
        self.message.setWordWrap(True)

        tools = QGridLayout()   # two rows of two: the side stays narrow on a small screen
        for n, b in enumerate((self.paste_button, self.open_button, self.copy_button, self.edit_button)):
            tools.addWidget(b, n // 2, n % 2)
        nav = QHBoxLayout()
        nav.addWidget(self.prev_button)
        nav.addWidget(self.slider, 1)
        nav.addWidget(self.next_button)
        self.nav = QWidget()
        nav_col = QVBoxLayout(self.nav)
        nav_col.setContentsMargins(0, 0, 0, 0)
        nav_col.addLayout(nav)
        nav_col.addWidget(self.where)
        side = QWidget()
        col = QVBoxLayout(side)
        col.setContentsMargins(0, 0, 0, 0)
        col.addLayout(tools)
        col.addWidget(self.nav)
        col.addWidget(self.heading)
        col.addWidget(self.busy)
        col.addWidget(self.status)
        col.addWidget(self.chances_title)
        col.addWidget(self.chances)
        col.addWidget(self.stack, 1)
        self.stack.setMinimumHeight(self.fontMetrics().height() * 8)
        col.addWidget(self.detail)
        col.addWidget(self.editor)
        col.addWidget(self.message)
        scroll = QScrollArea()      # with the editor open on a small screen, the side scrolls
        scroll.setWidget(side)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        split = QSplitter()
        split.addWidget(self.view)
        split.addWidget(scroll)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        self.split = split
        outer = QVBoxLayout(self)
        outer.addWidget(split)

        self.actions_ = {}
        for name, keys, slot in (("paste", QKeySequence.StandardKey.Paste, self.paste_json),
                                 ("open", QKeySequence.StandardKey.Open, self.open_dialog),
                                 ("copy", "Ctrl+Shift+C", self.copy_json),
                                 ("edit", "Ctrl+E", self.edit_button.toggle),
                                 ("previous", QKeySequence.StandardKey.MoveToPreviousPage, self.prev_button.click),
                                 ("next", QKeySequence.StandardKey.MoveToNextPage, self.next_button.click),
                                 ("close", QKeySequence.StandardKey.Close, self.close)):
            action = QAction(self)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda *_a, s=slot: s())
            self.addAction(action)
            self.actions_[name] = action

        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._worded = False
        self.retranslate_ui()
        self._worded = True
        start = len(self.frames) - 1 if index is None else index
        if index is None:   # a finished game: its last decision, not the final position
            while start > 0 and self.frames[start].is_over:
                start -= 1
        self.go_to(start)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().showEvent(event)
        if not getattr(self, "_sized", False):   # the board a little over half the width, at first
            self._sized = True
            total = max(2, self.split.width())
            self.split.setSizes([total * 11 // 20, total - total * 11 // 20])

    # -- words ---------------------------------------------------------------------------
    def changeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self._title or self.tr("Analysis board"))
        self.paste_button.setText(self.tr("&Paste JSON"))
        self.paste_button.setToolTip(self.tr("Analyse a position copied as JSON (Ctrl+V)"))
        self.open_button.setText(self.tr("&Open…"))
        self.open_button.setToolTip(self.tr("Open a position, a saved game or a game record (Ctrl+O)"))
        self.copy_button.setText(self.tr("&Copy JSON"))
        self.copy_button.setToolTip(self.tr("Copy this position as JSON (Ctrl+Shift+C)"))
        self.edit_button.setText(self.tr("&Edit position"))
        self.edit_button.setToolTip(self.tr("Drag tokens on the board, choose the turn and the dice (Ctrl+E)"))
        for button, tip in ((self.prev_button, self.tr("Previous position (Page Up)")),
                            (self.next_button, self.tr("Next position (Page Down)"))):
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        self.slider.setAccessibleName(self.tr("Position in the game"))
        self.chances_title.setText(self.tr("Win chance of each player"))
        self.moves.retranslate_ui()
        self.rolls.retranslate_ui()
        if self._worded:
            self._show_heading()
            if self.result is not None:
                self._show_result(self.result)

    # -- positions -------------------------------------------------------------------------
    def position(self) -> Position:
        """The position analysed (an edited one, or the game's position shown)."""
        return self.custom if self.custom is not None else self.frames[self.index]

    def go_to(self, index: int) -> None:
        """The game's position ``index`` (leaving an edited position)."""
        self.index = max(0, min(int(index), len(self.frames) - 1))
        self.custom = None
        self.slider.blockSignals(True)
        self.slider.setValue(self.index)
        self.slider.blockSignals(False)
        self._analyse(self.frames[self.index])

    def set_position(self, pos: Position) -> None:
        """Analyse ``pos`` (pasted, opened or edited): it replaces the position shown."""
        self.custom = pos
        self._analyse(pos)

    def _played_index(self) -> int | None:
        """The index of the move played from the game's position shown (None: none, or edited)."""
        if self.custom is not None or self.index >= len(self.events):
            return None
        ev = self.events[self.index]
        if not isinstance(ev, dict) or "move" not in ev:
            return None
        for i, move in enumerate(legal_moves(self.frames[self.index])):
            if move.matches(ev["move"]):
                return i
        return None

    def _analyse(self, pos: Position) -> None:
        self._pos = pos
        self.result = None
        self.message.clear()
        if self.editor.isVisible() or self.editor.position() is None:
            self.editor.set_position(pos)
        self._show_board(pos, [])
        self._show_heading()
        self.chances.show_chances(pos, (), self.names)
        self.moves.clear()
        self.rolls.setRowCount(0)
        self.detail.clear()
        runner = self._ensure_runner()
        if self._rid is not None:
            runner.cancel(self._rid)
        self._rid = runner.request(pos.to_json(full=True), self.nodes)
        self.busy.show()
        self.status.setText(self.tr("Analysing…"))
        self._timer.start()
        self._poll()

    def _ensure_runner(self):
        if self._runner is None:
            from parchis_desktop.ai.analysis_runner import AnalysisRunner
            self._runner = AnalysisRunner()
        return self._runner

    def _poll(self) -> None:
        if self._runner is None:
            self._timer.stop()
            return
        for rid, result in self._runner.poll({self._rid}):
            if rid == self._rid:
                self._rid = None
                self._timer.stop()
                self._show_result(result)
        if self._rid is None:
            self._timer.stop()

    def is_busy(self) -> bool:
        return self._rid is not None

    # -- showing -------------------------------------------------------------------------
    def _seat(self, seat: int) -> str:
        return self.names.get(seat) or colour_name(seat)

    def _show_heading(self) -> None:
        pos = self._pos
        if pos is None:
            return
        if pos.is_over:
            text = self.tr("%1 · the game is over").replace("%1", variant_name(pos.rules.preset))
        elif pos.needs_roll:
            text = self.tr("%1 · %2 to roll").replace("%1", variant_name(pos.rules.preset)).replace(
                "%2", self._seat(pos.to_move))
        else:
            text = (self.tr("%1 · %2 to play %3").replace("%1", variant_name(pos.rules.preset))
                    .replace("%2", self._seat(pos.to_move)).replace("%3", " · ".join(str(f) for f in pos.remaining)))
        self.heading.setText(text)
        many = len(self.frames) > 1
        self.nav.setVisible(many)
        if many:
            if self.custom is not None:
                self.where.setText(self.tr("An edited position (the game's position %1 of %2: ◀ or ▶ goes back "
                                           "to it)").replace("%1", str(self.index + 1)).replace("%2", str(len(self.frames))))
            else:
                self.where.setText(self.tr("Position %1 of %2").replace("%1", str(self.index + 1)).replace(
                    "%2", str(len(self.frames))))
            self.prev_button.setEnabled(self.custom is not None or self.index > 0)
            self.next_button.setEnabled(self.custom is not None or self.index < len(self.frames) - 1)

    def _show_board(self, pos: Position, overlays: list) -> None:
        self._shown = pos
        self.scene.set_names({s: self._seat(s) for s in pos.players})
        self.scene.set_position(pos)
        self.scene.set_turn(None if pos.is_over else pos.to_move)
        self.scene.set_overlays(overlays, pos)
        self._board_words.refresh()

    def _show_result(self, result) -> None:
        pos = self._pos
        if not result.error and not _fits(pos, result):   # never an index past the legal moves
            from parchis_desktop.ai.analysis_runner import AnalysisResult
            result = AnalysisResult(error="the answer does not fit the position")
        self.result = result
        self.busy.hide()
        if result.error:
            self.status.setText(self.tr("This position could not be analysed (%1).").replace("%1", result.error[:160]))
            self.moves.clear()
            self.rolls.setRowCount(0)
            self.detail.clear()
            self.stack.setCurrentWidget(self.nothing)
            self.nothing.setText("")
            return
        self.chances.show_chances(pos, result.win, self.names)
        if pos.is_over:
            self.status.setText(self.tr("The game is over: nothing is left to choose."))
            self.nothing.setText("")
            self.stack.setCurrentWidget(self.nothing)
        elif pos.needs_roll:
            self.status.setText(self.tr("Before the roll: the best answer to each roll. Choose a roll to see "
                                        "its answer on the board."))
            self.rolls.show_rolls(pos, result.rolls, self.names)
            self.stack.setCurrentWidget(self.rolls)
        elif not result.moves:
            self.status.setText(self.tr("%1 has no legal move with this roll.").replace("%1", self._seat(pos.to_move)))
            self.nothing.setText("")
            self.stack.setCurrentWidget(self.nothing)
        else:
            self.status.setText(self.tr("Every legal move, best first, with %1's win chance after it.").replace(
                "%1", self._seat(pos.to_move)))
            self.stack.setCurrentWidget(self.moves)
            self.moves.show_moves(pos, result.moves, self.names, self._played_index())
        if not getattr(self, "_focused", False) and self.isActiveWindow():   # the keyboard starts on the list
            self._focused = True
            self.stack.currentWidget().setFocus()
        self.analysed.emit(pos)

    def arrows_for(self, pos: Position, value) -> list:
        """The arrows of a ranked move on ``pos``: the move, then its continuation (lighter)."""
        move = legal_moves(pos)[value.index]
        arrows = [Arrow.for_move(move, pos.board)]
        for _before, then in line_moves(pos, move, value.line):
            colour = QColor(self.scene.theme.seat(then.seat))
            colour.setAlpha(150)
            arrow = Arrow.for_move(then, pos.board, colour)
            arrows.append(Arrow(arrow.seat, arrow.frm, arrow.to, arrow.via, None, colour))
        return arrows

    def _move_chosen(self, row: int) -> None:
        pos = self._pos
        if pos is None or not 0 <= row < len(self.moves.values):
            return
        self._show_board(pos, self.arrows_for(pos, self.moves.values[row]))
        item = self.moves.topLevelItem(row)
        self.detail.setText(item.data(1, Qt.ItemDataRole.AccessibleTextRole) if item is not None else "")

    def _roll_chosen(self, row: int) -> None:
        pos = self._pos
        if pos is None or not 0 <= row < len(self.rolls.answers):
            return
        answer = self.rolls.answers[row]
        rolled = roll(pos, tuple(answer.roll))
        arrows = self.arrows_for(rolled, answer.best) if answer.best is not None else []
        self._show_board(rolled, arrows)
        seat = self._seat(pos.to_move)
        faces = " · ".join(str(f) for f in answer.roll)
        if answer.best is None:
            self.status.setText(self.tr("With %1, %2 has no legal move.").replace("%1", faces).replace("%2", seat))
        else:
            self.status.setText(self.tr("With %1: the best answer is drawn on the board (win chance %2).")
                                .replace("%1", faces).replace("%2", percent(answer.best.win[pos.to_move])))
        item = self.rolls.item(row, 0)
        self.detail.setText(item.data(Qt.ItemDataRole.AccessibleTextRole) if item is not None else "")

    def overlays(self) -> list:
        return self.scene.overlay.overlays()

    def shown_position(self) -> Position | None:
        """The position on the board (after a chosen roll it is that roll's position)."""
        return self._shown

    # -- editing ---------------------------------------------------------------------------
    def set_editing(self, on: bool) -> None:
        self.edit_button.blockSignals(True)
        self.edit_button.setChecked(on)
        self.edit_button.blockSignals(False)
        self.scene.editing = on
        if on:
            self.editor.set_position(self.position())
            self._show_board(self.position(), [])
        self.editor.setVisible(on)

    def is_editing(self) -> bool:
        return self.edit_button.isChecked()

    def _dropped(self, seat: int, token: int, location: str) -> None:
        if self.editor.position() is None:
            self.editor.set_position(self.position())
        self.editor.put_token(seat, token, location)
        if self.editor.position() is not None and self._shown != self.editor.position():
            self._show_board(self.editor.position(), [])

    def _token_clicked(self, seat: int, token: int) -> None:
        """A click on a token while editing chooses it in the editor's Token field."""
        if self.is_editing():
            self.editor.choose_token(seat, token)

    def _edited(self, pos: Position) -> None:
        self.set_position(pos)

    def _refused(self, text: str) -> None:
        self.message.setText(text)
        self._show_board(self.position(), [])   # the dragged token goes back

    # -- JSON ----------------------------------------------------------------------------------
    def position_json(self) -> str:
        return json.dumps(self.position().to_json(full=True), separators=(",", ":"))

    def copy_json(self) -> None:
        QGuiApplication.clipboard().setText(self.position_json())
        self.message.setText(self.tr("The position is on the clipboard as JSON."))

    def paste_json(self) -> None:
        self.load_text(QGuiApplication.clipboard().text(), self.tr("the clipboard"))

    def load_text(self, text: str | bytes, where: str = "") -> bool:
        """Analyse the position, saved game or record in ``text``; a refusal is said in the
        message line and nothing changes."""
        if not text or not str(text).strip():
            self.message.setText(self.tr("There is no text in %1 to read a position from.").replace("%1", where))
            return False
        try:
            frames, events, seats, practice = read_analysis_file(text)
        except PositionError as exc:
            self.message.setText(position_error_text(exc))
            return False
        except Exception as exc:  # noqa: BLE001 - SaveError, RecordError: a sentence, never a crash
            self.message.setText(self._file_error(exc))
            return False
        from parchis_desktop.ui.analysis.access import refusal, refusal_text
        code = refusal(frames[-1], seats, practice)   # a saved game in progress against the computer
        if code is not None:
            self.message.setText(refusal_text(code))
            return False
        if len(frames) > 1:
            self._open_frames(frames, events, seats)
        else:
            self.set_position(frames[0])
        return True

    def _file_error(self, exc: Exception) -> str:
        from parchis_desktop.engine import RecordError
        from parchis_desktop.store.errors import StoreError
        if isinstance(exc, StoreError):
            from parchis_desktop.ui.texts.saves import save_error_text
            return self.tr("This is not a position: %1").replace("%1", save_error_text(exc))
        if isinstance(exc, RecordError):
            from parchis_desktop.ui.history.replay import record_error_text
            return record_error_text(exc)
        return self.tr("This is not a position: %1").replace("%1", str(exc)[:160])

    def _open_frames(self, frames: list, events: list, seats: list) -> None:
        self.frames, self.events, self.seats = list(frames), list(events), list(seats)
        self.names = _names(self.seats)
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.frames) - 1)
        self.slider.blockSignals(False)
        start = len(self.frames) - 1
        while start > 0 and self.frames[start].is_over:
            start -= 1
        self.go_to(start)

    def open_file(self, path: Path) -> bool:
        from parchis_desktop.store.errors import StoreError
        from parchis_desktop.store.files import read_limited
        from parchis_desktop.store.saves import MAX_SAVE_BYTES
        try:
            text = read_limited(Path(path), MAX_SAVE_BYTES, StoreError)
        except StoreError as exc:
            self.message.setText(self._file_error(exc))
            return False
        return self.load_text(text, Path(path).name)

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a position"), "",
                                              self.tr("Positions, saved games and game records (*.json);;All files (*)"))
        if path:
            self.open_file(Path(path))

    # -- closing ---------------------------------------------------------------------------------
    def closeEvent(self, event) -> None:  # noqa: N802
        self._timer.stop()
        if self._runner is not None:
            if self._own_runner:
                self._runner.close()
            elif self._rid is not None:
                self._runner.cancel(self._rid)
            self._runner = None
        self._rid = None
        self.scene.finish_now()
        super().closeEvent(event)
