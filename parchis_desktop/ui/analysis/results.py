"""What the analysis board says about a position, in words and numbers: each seat's win
chance (:class:`SeatChances`), every legal move ranked with its win chance and its expected
continuation (:class:`MoveList`), and, before a roll, the best answer to each roll
(:class:`RollTable`).  The numbers are an :class:`~parchis_desktop.ai.analysis_runner.AnalysisResult`;
every row has an accessible sentence (a screen reader reads the row, not the columns).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView, QGridLayout, QHeaderView, QLabel, QProgressBar, QTableWidget, QTableWidgetItem, QTreeWidget,
    QTreeWidgetItem, QWidget,
)

from parchis_desktop.engine import Move, Position, legal_moves, play

from parchis_desktop.ui.dialogs.new_game import swatch
from parchis_desktop.ui.texts.game import colour_name, describe_choice, describe_move

__all__ = ["percent", "points", "line_moves", "SeatChances", "MoveList", "RollTable"]

ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole



def percent(x: float) -> str:
    """A win chance (0..1) as "63.2%" in the interface's language."""
    return QCoreApplication.translate("Analysis", "%1%").replace("%1", QLocale().toString(float(x) * 100.0, "f", 1))


def points(x: float) -> str:
    """A difference of win chance in points ("−4.1"); 0 for the best move."""
    value = QLocale().toString(abs(float(x)) * 100.0, "f", 1)
    return value if x >= -0.0005 else "−" + value


def line_moves(pos: Position, move: Move, line) -> list[tuple[Position, Move]]:
    """The continuation after ``move``: (position before, move) for each index of ``line``
    that is legal in turn (the mover's rest of the roll); it stops at the first that is not."""
    out = []
    cur = play(pos, move)
    for index in line:
        if cur.is_over or cur.needs_roll or cur.turn != pos.turn:
            break
        moves = legal_moves(cur)
        if not 0 <= index < len(moves):
            break
        out.append((cur, moves[index]))
        cur = play(cur, moves[index])
    return out


def line_text(pos: Position, move: Move, line, names: dict[int, str]) -> str:
    steps = line_moves(pos, move, line)
    return "; ".join(describe_move(m, names) for _p, m in steps)


class SeatChances(QWidget):
    """Each seat's win chance: its colour, name, a bar and the number."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("seatChances")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(2, 1)
        self.rows: dict[int, tuple[QLabel, QLabel, QProgressBar, QLabel]] = {}

    def show_chances(self, pos: Position | None, win, names: dict[int, str]) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.rows.clear()
        if pos is None:
            return
        for r, seat in enumerate(pos.players):
            icon = QLabel()
            icon.setPixmap(swatch(seat, 16).pixmap(16, 16))
            name = QLabel(names.get(seat) or colour_name(seat))
            bar = QProgressBar()
            bar.setRange(0, 1000)
            bar.setTextVisible(False)
            bar.setMaximumHeight(12)
            value = QLabel()
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if seat < len(win):
                bar.setValue(round(win[seat] * 1000))
                value.setText(percent(win[seat]))
                bar.setAccessibleName(QCoreApplication.translate("Analysis", "%1: win chance %2").replace("%1", name.text()).replace(
                    "%2", percent(win[seat])))
            else:
                value.setText("…")
                bar.setAccessibleName(QCoreApplication.translate("Analysis", "%1: win chance not known yet").replace("%1", name.text()))
            for c, w in enumerate((icon, name, bar, value)):
                self.grid.addWidget(w, r, c)
            self.rows[seat] = (icon, name, bar, value)

    def texts(self) -> dict[int, str]:
        return {seat: row[3].text() for seat, row in self.rows.items()}


class MoveList(QTreeWidget):
    """Every legal move, best first: rank, the move, the mover's win chance after it, the
    points below the best, and the expected continuation.  ``move_chosen`` gives the row."""

    move_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("analysisMoves")
        self.setRootIsDecorated(False)
        self.setAllColumnsShowFocus(True)
        self.setUniformRowHeights(True)
        self.setColumnCount(5)
        self.header().setStretchLastSection(True)
        self.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        self.values: list = []       # RankedMove, in the order shown
        self.moves: list[Move] = []
        self.currentItemChanged.connect(self._current)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setHeaderLabels(["#", QCoreApplication.translate("Analysis", "Move"), QCoreApplication.translate("Analysis", "Win chance"), QCoreApplication.translate("Analysis", "Loss"), QCoreApplication.translate("Analysis", "Then")])
        self.setAccessibleName(QCoreApplication.translate("Analysis", "Legal moves, best first"))

    def show_moves(self, pos: Position, values, names: dict[int, str], played: int | None = None) -> None:
        """``values``: the RankedMoves of ``pos`` best first; ``played``: the index of the move the
        game went on with (marked)."""
        self.blockSignals(True)
        self.clear()
        self.values, self.moves = list(values), []
        moves = legal_moves(pos)
        best = values[0].win[pos.to_move] if values else 0.0
        for rank, value in enumerate(self.values):
            move = moves[value.index]
            self.moves.append(move)
            chance = value.win[pos.to_move]
            then = line_text(pos, move, value.line, names)
            text = describe_choice(move, names)
            if value.index == played:
                text = QCoreApplication.translate("Analysis", "%1 (played)").replace("%1", text)
            loss = chance - best
            item = QTreeWidgetItem([str(rank + 1), text, percent(chance), points(loss) if rank else "", then])
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setTextAlignment(3, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setToolTip(1, text)
            item.setToolTip(4, then)
            sentence = (QCoreApplication.translate("Analysis", "%1. %2: win chance %3").replace("%1", str(rank + 1)).replace("%2", text)
                        .replace("%3", percent(chance)))
            if rank:
                sentence += QCoreApplication.translate("Analysis", ", %1 points below the best").replace("%1", points(-loss))
            if then:
                sentence += QCoreApplication.translate("Analysis", "; then %1").replace("%1", then)
            for c in range(5):
                item.setData(c, ACCESSIBLE, sentence)
            self.addTopLevelItem(item)
        for c in (0, 2, 3):
            self.resizeColumnToContents(c)
        self.setColumnWidth(1, max(180, min(self.sizeHintForColumn(1), 340)))
        self.blockSignals(False)
        if self.values:
            self.setCurrentItem(self.topLevelItem(0))
            self.move_chosen.emit(0)

    def _current(self, item, _previous) -> None:
        if item is not None:
            self.move_chosen.emit(self.indexOfTopLevelItem(item))


class RollTable(QTableWidget):
    """Before a roll: each distinct roll, its chance, the best answer and the win chance of
    the seat to roll after it.  ``roll_chosen`` gives the row."""

    roll_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(0, 4, parent)
        self.setObjectName("analysisRolls")
        self.verticalHeader().hide()
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.answers: list = []
        self.currentCellChanged.connect(lambda row, _c, _pr, _pc: self.roll_chosen.emit(row) if row >= 0 else None)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setHorizontalHeaderLabels([QCoreApplication.translate("Analysis", "Roll"), QCoreApplication.translate("Analysis", "Chance"), QCoreApplication.translate("Analysis", "Best answer"), QCoreApplication.translate("Analysis", "Win chance")])
        self.setAccessibleName(QCoreApplication.translate("Analysis", "The best answer to each roll"))

    def show_rolls(self, pos: Position, answers, names: dict[int, str]) -> None:
        from parchis_desktop.engine import roll
        self.blockSignals(True)
        self.answers = list(answers)
        self.setRowCount(len(self.answers))
        seat = pos.turn
        for r, answer in enumerate(self.answers):
            faces = " · ".join(str(f) for f in answer.roll)
            if answer.best is None:
                best, chance = QCoreApplication.translate("Analysis", "no move"), ""
            else:
                rolled = roll(pos, tuple(answer.roll))
                moves = legal_moves(rolled)
                move = moves[answer.best.index] if 0 <= answer.best.index < len(moves) else None
                best = describe_choice(move, names) if move is not None else "?"
                then = line_text(rolled, move, answer.best.line, names) if move is not None else ""
                if then:   # the whole answer: the roll's every move
                    best = QCoreApplication.translate("Analysis", "%1; then %2").replace("%1", best).replace("%2", then)
                chance = percent(answer.best.win[seat])
            cells = (faces, percent(answer.probability), best, chance)
            sentence = (QCoreApplication.translate("Analysis", "Roll %1, chance %2: %3").replace("%1", faces).replace("%2", cells[1])
                        .replace("%3", best))
            if chance:
                sentence += QCoreApplication.translate("Analysis", ", win chance %1").replace("%1", chance)
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(ACCESSIBLE, sentence)
                if c in (1, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if c == 2:
                    item.setToolTip(best)
                self.setItem(r, c, item)
        self.resizeColumnsToContents()
        self.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.clearSelection()
        self.setCurrentCell(-1, -1)
        self.blockSignals(False)
