"""Game → History: the list of past games and the replay viewer on the real board.

* :class:`HistoryWindow` lists the games of the history (date, variant, players,
  result), opens one in the viewer, exports it as a record file, imports one, and
  deletes one game or all of them (asking first).
* :class:`ReplayWindow` shows a record on a :class:`BoardScene`: first / previous /
  next / last (Home, ←, →, End), a slider, "go to turn N", play at the animation speed,
  the move log in step with the board; "Continue from here" asks the main window to
  start a new game from the position shown, against computer players.

Every position comes from ``store.replay.positions`` (the engine replays each event),
so an imported file with an illegal event is refused before anything is shown.
"""
from __future__ import annotations

import json
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFileDialog, QHBoxLayout, QHeaderView, QLabel, QListWidget, QMessageBox, QPushButton, QSlider, QSpinBox,
    QSplitter, QStyle, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from parchis_desktop.engine import Move, RecordError, legal_moves
from parchis_desktop.store.errors import RecordFileError
from parchis_desktop.store.files import write_atomic
from parchis_desktop.store.history import HistoryDB
from parchis_desktop.store.reviews import ReviewCache
from parchis_desktop.store.replay import (
    GameRecordFile, positions, read_record_file, record_document, turn_numbers,
)

from parchis_desktop.ui.board import BoardScene, BoardView
from parchis_desktop.ui.game.move_log import first_rounds_text, move_text, record_lines
from parchis_desktop.ui.texts.game import colour_name, variant_name
from parchis_desktop.ui.texts.history import problem_text

PLAY_MS = {"slow": 1400, "normal": 800, "fast": 400, "instant": 150}


def seat_name(seat: int, seats: list[dict]) -> str:
    info = seats[seat] if 0 <= seat < len(seats) and isinstance(seats[seat], dict) else {}
    return info.get("name") or colour_name(seat)


# The engine's reason is quoted up to this many characters (a 1 MB value in a file made a
# message of a million characters and a window 7 million pixels wide: issue 33).
MAX_DETAIL = 200


def short_detail(text: str, limit: int = MAX_DETAIL) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def record_file_text(exc: RecordFileError) -> str:
    """Why a file could not even be read as a record (it was refused before reading)."""
    if exc.code == "not_regular":
        return QCoreApplication.translate(
            "Replay", "This is not a regular file (a folder, a device or a pipe): it cannot be imported.")
    if exc.code == "too_large":
        return QCoreApplication.translate(
            "Replay", "The file is too large to be a game record (%1 MiB; a record is at most %2 MiB).").replace(
            "%1", str(max(1, int(exc.params.get("size", 0)) >> 20))).replace(
            "%2", str(int(exc.params.get("limit", 0)) >> 20))
    return QCoreApplication.translate("Replay", "The file cannot be read (%1).").replace(
        "%1", short_detail(exc.params.get("reason", ""), 120))


def record_error_text(exc: RecordError) -> str:
    """A sentence for an imported record that does not replay (the engine's reason kept as detail)."""
    detail = short_detail(exc)
    if detail.startswith("events["):
        n = detail[len("events["):].split("]", 1)[0]
        if n.isdigit():
            return QCoreApplication.translate(
                "Replay", "This game record is not valid: event %1 is not legal at that point of the game "
                          "(%2).").replace("%1", str(int(n) + 1)).replace("%2", detail)
    return QCoreApplication.translate("Replay", "This file is not a valid game record (%1).").replace("%1", detail)


class ReplayWindow(QWidget):
    """A recorded game on the board, event by event."""

    accessible_window = True   # a frame to a screen reader (ui/board/accessible.py)

    continue_requested = Signal(object, list)   # the position shown, the seats (computer players but one)
    analyse_requested = Signal()                # "Analyse this position" (the main window decides, ui/analysis/access.py)
    frame_changed = Signal(int)
    review_requested = Signal(int)              # "Review this game", at the frame shown

    def __init__(self, rec: GameRecordFile, speed: str = "normal", parent: QWidget | None = None,
                 title: str = ""):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("ReplayWindow")
        self.resize(1100, 760)
        self.rec = rec
        self.frames = rec.frames
        self.events = rec.record["events"]
        self.turns = turn_numbers(self.frames)
        self.seats = rec.seats
        self.names = {s: seat_name(s, self.seats) for s in range(len(self.seats))}
        self.index = 0
        self.speed = speed
        self._title = title
        self.spoken = ""        # the last step said to a screen reader
        self.game_id = 0                          # its row in the history (0: not from the history)

        self.scene = BoardScene(self.frames[0].board, self)
        self.scene.set_speed(speed)
        self.scene.set_names({s: n for s, n in self.names.items() if self.frames[0].tokens[s]})
        self.view = BoardView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The board's tokens and occupied squares for a screen reader (issue 35).
        from parchis_desktop.ui.board.accessible import PositionSource
        self._board_words = PositionSource(self.view, self.position, lambda: self.names)
        self.log = QListWidget()
        # Tab reaches the log (Up/Down step through the game there, and a screen reader reads
        # each line); the window's keys work anywhere else.
        self.log.setObjectName("replayLog")
        self.log.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.log.addItem(self.tr("Start"))
        for n, ev in enumerate(self.events):
            self.log.addItem(self._event_text(n, ev))
        self.log.currentRowChanged.connect(self._on_log_row)

        icon = self.style().standardIcon
        pix = QStyle.StandardPixmap
        self.first_button = QPushButton(icon(pix.SP_MediaSkipBackward), "")
        self.prev_button = QPushButton(icon(pix.SP_MediaSeekBackward), "")
        self.play_button = QPushButton(icon(pix.SP_MediaPlay), "")
        self.play_button.setCheckable(True)
        self.next_button = QPushButton(icon(pix.SP_MediaSeekForward), "")
        self.last_button = QPushButton(icon(pix.SP_MediaSkipForward), "")
        for b in (self.first_button, self.prev_button, self.play_button, self.next_button, self.last_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.first_button.clicked.connect(self.first)
        self.prev_button.clicked.connect(self.previous)
        self.next_button.clicked.connect(self.next)
        self.last_button.clicked.connect(self.last)
        self.play_button.toggled.connect(self.set_playing)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.frames) - 1)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self.go_to)
        self.turn_box = QSpinBox()
        self.turn_box.setRange(1, max(self.turns))
        self.turn_button = QPushButton()
        self.turn_button.clicked.connect(lambda: self.go_to_turn(self.turn_box.value()))
        self.where = QLabel()
        self.continue_button = QPushButton()
        self.continue_button.clicked.connect(self.continue_from_here)
        self.review_button = QPushButton()
        self.review_button.setObjectName("reviewButton")
        self.review_button.clicked.connect(lambda: self.review_requested.emit(self.index))
        self.analyse_button = QPushButton()
        self.analyse_button.setObjectName("analyseButton")
        self.analyse_button.clicked.connect(self.analyse_requested.emit)

        controls = QHBoxLayout()
        for b in (self.first_button, self.prev_button, self.play_button, self.next_button, self.last_button):
            controls.addWidget(b)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.turn_box)
        controls.addWidget(self.turn_button)
        side = QWidget()
        side_col = QVBoxLayout(side)
        side_col.setContentsMargins(0, 0, 0, 0)
        side_col.addWidget(self.where)
        side_col.addWidget(self.log, 1)
        side_col.addWidget(self.review_button)
        side_col.addWidget(self.continue_button)
        side_col.addWidget(self.analyse_button)
        split = QSplitter()
        split.addWidget(self.view)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        self.split, self.side = split, side      # the review window (ui/review/) arranges them its way
        col = QVBoxLayout(self)
        col.addWidget(split, 1)
        col.addLayout(controls)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_step)
        self.scene.animation_finished.connect(self._on_animation_finished)
        self._animating = False
        self._worded = False
        self.retranslate_ui()
        self._worded = True
        self.go_to(0)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.names = {s: seat_name(s, self.seats) for s in range(len(self.seats))}
        if self._worded:   # a language change: the log's lines in the new language
            self.log.item(0).setText(self.tr("Start"))
            for n, ev in enumerate(self.events):
                self.log.item(n + 1).setText(self._event_text(n, ev))
        self.scene.set_names({s: n for s, n in self.names.items() if self.frames[0].tokens[s]})
        self.setWindowTitle(self._title or self.tr("Replay"))
        self.turn_button.setText(self.tr("Go to turn"))
        self.turn_box.setAccessibleName(self.tr("Turn to go to"))
        self.log.setAccessibleName(self.tr("Moves"))
        self.continue_button.setText(self.tr("Continue from here against the computer"))
        self.review_button.setText(self.tr("Re&view this game"))
        self.review_button.setToolTip(self.tr("The Expert's review: the win chance of every move, luck and "
                                              "mistakes, and the better moves"))
        self.analyse_button.setText(self.tr("&Analyse this position"))
        tips = ((self.first_button, self.tr("First (Home)")), (self.prev_button, self.tr("Previous (←)")),
                (self.play_button, self.tr("Play (Space)")), (self.next_button, self.tr("Next (→)")),
                (self.last_button, self.tr("Last (End)")))
        for button, tip in tips:
            button.setToolTip(tip)
            button.setAccessibleName(tip)
        self._show_where()

    def _event_text(self, n: int, ev: dict) -> str:
        if "first" in ev:   # G-3: every round of the roll for who starts, ties included
            rounds = ev["first"]
            return first_rounds_text(rounds if isinstance(rounds, list) else [], self.names)
        if "roll" in ev:
            return self.tr("%1 rolls %2").replace("%1", self.names.get(ev.get("seat"), "?")).replace(
                "%2", " · ".join(str(d) for d in ev["roll"]))
        if "pass" in ev:
            return self.tr("%1 cannot move").replace("%1", self.names.get(ev["pass"], "?"))
        frame = self.frames[n]
        match = [m for m in legal_moves(frame) if m.matches(ev["move"])]
        # TM-3: a player whose tokens are all home moves the partner's; the line says who played.
        return move_text(frame, match[0], self.names) if match else str(ev["move"].get("kind", ""))

    # -- navigation ----------------------------------------------------------------------
    def go_to(self, index: int, animate: bool = False) -> None:
        index = max(0, min(int(index), len(self.frames) - 1))
        previous = self.index
        self.index = index
        self.scene.finish_now()
        ev = self.events[index - 1] if index > 0 else None
        if animate and index == previous + 1 and ev is not None and "move" in ev and self.speed != "instant":
            before, after = self.frames[index - 1], self.frames[index]
            match = [m for m in legal_moves(before) if m.matches(ev["move"])]
            if match:
                self._animating = True
                self.scene.animate_move(before, match[0], after)
            else:
                self.scene.set_position(after)
        else:
            self.scene.set_position(self.frames[index])
        for widget, value in ((self.slider, index), (self.log, index)):
            widget.blockSignals(True)
            widget.setValue(value) if widget is self.slider else widget.setCurrentRow(value)
            widget.blockSignals(False)
        self.turn_box.blockSignals(True)
        self.turn_box.setValue(self.turns[index])
        self.turn_box.blockSignals(False)
        self._show_where()
        self._board_words.refresh()
        self._say_step()
        self.frame_changed.emit(index)

    def _say_step(self) -> None:
        """A screen reader hears the event stepped to (in the log it reads the focused line)."""
        if self.log.hasFocus() or self.log.currentItem() is None:
            return
        from parchis_desktop.ui.game.announce import announce
        self.spoken = self.where.text() + ": " + self.log.currentItem().text()
        announce(self, self.spoken)

    def _show_where(self) -> None:
        if not hasattr(self, "turns"):
            return
        i = self.index
        self.where.setText(self.tr("Turn %1 of %2 · event %3 of %4")
                           .replace("%1", str(self.turns[i])).replace("%2", str(self.turns[-1]))
                           .replace("%3", str(i)).replace("%4", str(len(self.frames) - 1)))
        at_end = i == len(self.frames) - 1
        self.next_button.setEnabled(not at_end)
        self.last_button.setEnabled(not at_end)
        self.prev_button.setEnabled(i > 0)
        self.first_button.setEnabled(i > 0)
        self.continue_button.setEnabled(not self.frames[i].is_over)

    def _on_log_row(self, row: int) -> None:
        if row >= 0:
            self.go_to(row)

    def first(self) -> None:
        self.go_to(0)

    def last(self) -> None:
        self.go_to(len(self.frames) - 1)

    def next(self) -> None:
        self.go_to(self.index + 1, animate=self.play_button.isChecked())

    def previous(self) -> None:
        self.go_to(self.index - 1)

    def go_to_turn(self, turn: int) -> None:
        """The first position of turn ``turn`` (1 = the start)."""
        for i, t in enumerate(self.turns):
            if t >= turn:
                self.go_to(i)
                return
        self.last()

    def position(self):
        return self.frames[self.index]

    # -- playing ----------------------------------------------------------------------------
    def set_playing(self, on: bool) -> None:
        self.play_button.blockSignals(True)
        self.play_button.setChecked(on)
        self.play_button.blockSignals(False)
        self.play_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaPause if on else QStyle.StandardPixmap.SP_MediaPlay))
        if on and self.index >= len(self.frames) - 1:
            self.go_to(0)
        if on:
            self._timer.start(PLAY_MS.get(self.speed, 800) // 2)
        else:
            self._timer.stop()

    def is_playing(self) -> bool:
        return self.play_button.isChecked()

    def _play_step(self) -> None:
        if not self.is_playing():
            return
        if self.index >= len(self.frames) - 1:
            self.set_playing(False)
            return
        self.next()
        if not self._animating:
            self._timer.start(PLAY_MS.get(self.speed, 800) // 2)

    def _on_animation_finished(self) -> None:
        self._animating = False
        if self.is_playing():
            self._timer.start(PLAY_MS.get(self.speed, 800) // 3)

    # -- keys ---------------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        key = event.key()
        if key == Qt.Key.Key_Home:
            self.first()
        elif key == Qt.Key.Key_End:
            self.last()
        elif key == Qt.Key.Key_Left:
            self.previous()
        elif key == Qt.Key.Key_Right:
            self.next()
        elif key == Qt.Key.Key_Space:
            self.set_playing(not self.is_playing())
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # -- continuing -------------------------------------------------------------------------------
    def continue_seats(self) -> list[dict]:
        """The seats of a game continued from here: the first human seat (or the seat to play)
        stays a person, every other seat in play is a computer player."""
        pos = self.position()
        playing = [s for s, t in enumerate(pos.tokens) if t]
        humans = [s for s in playing if self.seats[s].get("kind") == "human"]
        you = humans[0] if humans else pos.to_move
        out = []
        for s in range(len(pos.tokens)):
            info = dict(self.seats[s]) if s < len(self.seats) else {}
            if s not in playing:
                out.append({"kind": "empty", "level": "casual", "name": ""})
            elif s == you:
                out.append({"kind": "human", "level": "casual", "name": info.get("name", "") if
                            info.get("kind") == "human" else ""})
            else:
                level = info.get("level", "casual") if info.get("kind") == "bot" else "casual"
                out.append({"kind": "bot", "level": level, "name": ""})
        return out

    def log_until_here(self) -> list:
        """The main window's log lines (move_log.Line) of this game up to the position shown,
        for "Continue from here"; the seats' names of the record stay on their lines."""
        from parchis_desktop.engine import Game
        game = Game(self.frames[0])
        game.events = list(self.events[:self.index])
        named = {s: info["name"] for s, info in enumerate(self.seats) if isinstance(info, dict) and info.get("name")}
        return [(n, lambda names, w=words: w({**names, **named}), seat) for n, words, seat in record_lines(game)]

    def continue_from_here(self) -> None:
        pos = self.position()
        if pos.is_over:
            return
        self.set_playing(False)
        self.continue_requested.emit(pos, self.continue_seats())

    def closeEvent(self, event) -> None:  # noqa: N802
        self.set_playing(False)
        self.scene.finish_now()
        super().closeEvent(event)


class HistoryWindow(QWidget):
    """The games of the history; replay, export, import, delete."""

    accessible_window = True   # a frame to a screen reader (ui/board/accessible.py)

    replay_opened = Signal(object)   # a ReplayWindow
    review_requested = Signal(object, int, int)   # a GameRecordFile, its history row (0: none), frame (-1: none)
    analyse_requested = Signal(object)   # a GameRecordFile: "Analyse" (the main window decides, ui/analysis/access.py)

    def __init__(self, db_path: Path, speed: str = "normal", parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("HistoryWindow")
        from parchis_desktop.ui.board.access_hooks import install_factory
        install_factory()   # this window's interface is a frame (accessible_window)
        self.resize(820, 520)
        self.db_path = Path(db_path)
        self.speed = speed
        self.rows: list = []
        self.replays: list[ReplayWindow] = []
        self.table = QTableWidget(0, 4)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)   # Tab leaves the table (the arrows go over its cells)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.cellDoubleClicked.connect(lambda r, _c: self.replay_row(r))
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.replay_button = QPushButton()
        self.review_button = QPushButton()
        self.review_button.setObjectName("reviewButton")
        self.analyse_button = QPushButton()
        self.analyse_button.setObjectName("historyAnalyse")
        self.export_button = QPushButton()
        self.import_button = QPushButton()
        self.delete_button = QPushButton()
        self.delete_all_button = QPushButton()
        self.replay_button.clicked.connect(lambda: self.replay_row(self.table.currentRow()))
        self.review_button.clicked.connect(lambda: self.review_row(self.table.currentRow()))
        self.analyse_button.clicked.connect(lambda: self.analyse_row(self.table.currentRow()))
        self.export_button.clicked.connect(self.export_dialog)
        self.import_button.clicked.connect(self.import_dialog)
        self.delete_button.clicked.connect(self.delete_selected)
        self.delete_all_button.clicked.connect(self.delete_everything)
        buttons = QHBoxLayout()
        for b in (self.replay_button, self.review_button, self.analyse_button, self.export_button, self.import_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.delete_button)
        buttons.addWidget(self.delete_all_button)
        col = QVBoxLayout(self)
        col.addWidget(self.table, 1)
        col.addWidget(self.message)
        col.addLayout(buttons)
        self.table.itemSelectionChanged.connect(self._sync)
        self.retranslate_ui()
        self.reload()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Game history"))
        self.table.setHorizontalHeaderLabels([self.tr("Date"), self.tr("Variant"), self.tr("Players"),
                                              self.tr("Result")])
        self.replay_button.setText(self.tr("&Replay"))
        self.table.setAccessibleName(self.tr("Past games"))
        self.review_button.setText(self.tr("Re&view"))
        self.review_button.setToolTip(self.tr("The Expert's review of the selected game"))
        self.analyse_button.setText(self.tr("A&nalyse"))
        self.export_button.setText(self.tr("&Export record…"))
        self.import_button.setText(self.tr("&Import record…"))
        self.delete_button.setText(self.tr("&Delete game…"))
        self.delete_all_button.setText(self.tr("Delete &all…"))

    def _players_text(self, seats: list[dict]) -> str:
        parts = []
        for s, info in enumerate(seats):
            if not isinstance(info, dict) or info.get("kind") == "empty":
                continue
            who = seat_name(s, seats)
            if info.get("kind") == "bot":
                who = self.tr("%1 (computer)").replace("%1", who)
            parts.append(who)
        return ", ".join(parts)

    def _result_text(self, row) -> str:
        if not row.finished:
            return self.tr("unfinished")
        if isinstance(row.rules, dict) and row.rules.get("teams") is True and len(row.places) >= 2:   # TM-4
            return self.tr("%1 + %2 won").replace("%1", seat_name(row.places[0], row.seats)).replace(
                "%2", seat_name(row.places[1], row.seats))
        return self.tr("%1 won").replace("%1", seat_name(row.places[0], row.seats))

    def reload(self) -> None:
        db = HistoryDB(self.db_path)
        try:
            self.rows = db.games()
            reviewed = ReviewCache(db).reviewed()      # their review opens at once
            problem, aside = db.problem, db.moved_aside
        finally:
            db.close()
        # a read-only, newer, damaged... history: the games that could be read, and why not more
        self.message.setText(problem_text(problem, aside) if problem is not None else "")
        self.table.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            date = time.strftime("%Y-%m-%d %H:%M", time.localtime(row.started)) if row.started else "?"
            if row.demo:
                date += " · " + self.tr("demo")
            if row.practice:
                date += " · " + self.tr("practice")
            result = self._result_text(row)
            if row.id in reviewed:
                result = self.tr("%1 · reviewed").replace("%1", result)
            for c, text in enumerate((date, variant_name(row.variant), self._players_text(row.seats), result)):
                self.table.setItem(r, c, QTableWidgetItem(text))
        if self.rows:
            self.table.selectRow(0)
        self._sync()

    def _sync(self) -> None:
        has = 0 <= self.table.currentRow() < len(self.rows)
        for b in (self.replay_button, self.review_button, self.analyse_button, self.export_button,
                  self.delete_button):
            b.setEnabled(has)
        self.delete_all_button.setEnabled(bool(self.rows))

    # -- records ---------------------------------------------------------------------------
    def record_of(self, row) -> GameRecordFile:
        """A history game as a record, replayed through the engine."""
        db = HistoryDB(self.db_path)
        try:
            events = db.events(row.id)
        finally:
            db.close()
        if not row.start:
            raise RecordError("start: this game was recorded before starts were kept")
        record = {"start": json.loads(row.start), "events": events}
        if row.practice:   # issue 30: the analysis board was allowed while it was played
            record["practice"] = True
        frames = positions(record)
        record["final"] = frames[-1].to_json(full=True)
        return GameRecordFile(record, frames, row.seats, row.started)

    def open_replay(self, rec: GameRecordFile, title: str = "", game_id: int = 0) -> ReplayWindow:
        window = ReplayWindow(rec, self.speed, self.parentWidget() or self, title)
        window.game_id = game_id
        self.replays.append(window)
        window.destroyed.connect(lambda _o=None, w=window: self.replays.remove(w) if w in self.replays else None)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.review_requested.connect(
            lambda frame, w=window: self.review_requested.emit(w.rec, w.game_id, frame))
        self.replay_opened.emit(window)
        window.show()
        return window

    def replay_row(self, r: int, frame: int | None = None) -> ReplayWindow | None:
        if not 0 <= r < len(self.rows):
            return None
        row = self.rows[r]
        try:
            rec = self.record_of(row)
        except RecordError as exc:
            self.message.setText(record_error_text(exc))
            return None
        window = self.open_replay(rec, self.tr("Replay: %1").replace("%1", variant_name(row.variant)), row.id)
        if frame is not None:
            window.go_to(frame)
        return window

    def review_row(self, r: int) -> bool:
        """Ask for the review of row ``r`` (the main window opens it; its cache is this row's)."""
        if not 0 <= r < len(self.rows):
            return False
        row = self.rows[r]
        try:
            rec = self.record_of(row)
        except RecordError as exc:
            self.message.setText(record_error_text(exc))
            return False
        self.review_requested.emit(rec, row.id, -1)
        return True

    def analyse_row(self, r: int) -> None:
        """Ask for the analysis board on a game of the list (``analyse_requested``)."""
        if not 0 <= r < len(self.rows):
            return
        try:
            rec = self.record_of(self.rows[r])
        except RecordError as exc:
            self.message.setText(record_error_text(exc))
            return
        self.analyse_requested.emit(rec)

    def replay_game(self, game_id: int, frame: int | None = None) -> ReplayWindow | None:
        for r, row in enumerate(self.rows):
            if row.id == game_id:
                return self.replay_row(r, frame)
        return None

    def export_row(self, r: int, path: Path) -> None:
        rec = self.record_of(self.rows[r])
        doc = record_document(rec.record, rec.seats, rec.started)
        write_atomic(Path(path), json.dumps(doc, separators=(",", ":")))

    def export_dialog(self) -> None:
        r = self.table.currentRow()
        if not 0 <= r < len(self.rows):
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export game record"), "game.parchis-record.json",
                                              self.tr("Game records (*.json)"))
        if not path:
            return
        try:
            self.export_row(r, Path(path))
        except (OSError, RecordError) as exc:
            self.message.setText(self.tr("The record could not be exported: %1").replace(
                "%1", short_detail(exc.strerror if isinstance(exc, OSError) and exc.strerror else exc)))
            return
        self.message.setText(self.tr("Exported to %1.").replace("%1", path))

    def import_file(self, path: Path) -> ReplayWindow | None:
        """Replay a record file (refused with a sentence if any event is illegal; a FIFO, a
        folder or a file over the limit refused before anything is read)."""
        try:
            rec = read_record_file(Path(path))
        except RecordFileError as exc:
            self.message.setText(record_file_text(exc))
            return None
        except RecordError as exc:
            self.message.setText(record_error_text(exc))
            return None
        self.message.setText("")
        return self.open_replay(rec, self.tr("Replay: %1").replace("%1", Path(path).name))

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import game record"), "",
                                              self.tr("Game records and saved games (*.json);;All files (*)"))
        if path:
            self.import_file(Path(path))

    # -- deleting ------------------------------------------------------------------------------
    def _confirm(self, text: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete history"), text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def _write(self, fn) -> bool:
        db = HistoryDB(self.db_path)
        try:
            ok = fn(db)
            problem = db.problem
        finally:
            db.close()
        if not ok:
            self.message.setText(self.tr("The history could not be changed: %1").replace(
                "%1", problem_text(problem or "io")))
        return ok

    def delete_selected(self) -> None:
        r = self.table.currentRow()
        if not 0 <= r < len(self.rows):
            return
        row = self.rows[r]
        if self._confirm(self.tr("Delete this game from the history? This cannot be undone.")):
            if self._write(lambda db: db.delete_game(row.id)):
                self.reload()

    def delete_everything(self) -> None:
        if self._confirm(self.tr("Delete every game from the history, with its statistics? This cannot be undone.")):
            if self._write(lambda db: db.delete_all()):
                self.reload()

    def closeEvent(self, event) -> None:  # noqa: N802
        for window in list(self.replays):
            window.close()
        super().closeEvent(event)
