"""The statistics window (Game → Statistics): career, fair-dice evidence, this game's charts.

This module imports ``pyqtgraph`` (and numpy), so the main window imports it only when
the window is opened: starting the game never pays for the charts.

* **Career**: games, wins and the average place per variant and per opponent level,
  streaks, captures, penalties, filtered by variant, player and period; every rate
  shows its sample size (store/stats.py :func:`career`).
* **Fair dice**: for all rolls and per seat kind (humans, each computer level): face
  counts as bars with the expected count and its 95 % band, Pearson's chi-square, the
  doubles rate against 1/6, the longest wait for an entering roll, and the verdict.
* **This game**: the win chance of every seat turn by turn (``ai.win_probabilities``,
  computed on a worker thread), the race (steps to go) and the dice log.  Clicking a
  point of a chart asks for the replay at that moment (:attr:`StatsWindow.replay_requested`).

Charts take their colours from the Qt palette (and again on a palette change); seats
are drawn in the Okabe–Ito colour-blind-safe colours, each with its own marker shape
and line style, so no seat is told apart by colour alone.
"""
from __future__ import annotations

import csv
import io
import threading
import time
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPalette, QPen
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFileDialog, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidget,
    QTableWidgetItem, QTabWidget, QVBoxLayout, QWidget,
)

from parchis_desktop.store import stats
from parchis_desktop.store.files import write_atomic
from parchis_desktop.store.history import HistoryDB
from parchis_desktop.store.replay import positions, steps_to_go, turn_numbers

from parchis_desktop.ui.history.chart_words import faces_summary, race_summary, win_summary
from parchis_desktop.ui.game.seating import team_pairs, team_text
from parchis_desktop.ui.texts.game import colour_name, variant_name

pg.setConfigOptions(antialias=True)

#: Okabe–Ito colours for the eight seats (yellow, blue, red, green, orange, purple, cyan,
#: brown seats: BD-4), safe for colour-blind readers; the last two are its yellow and a grey.
CHART_COLOURS = ("#E69F00", "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#56B4E9", "#C9B800", "#7F7F7F")
#: The seat marks of the board (theme.SEAT_MARKS: circle, square, triangle, diamond, hexagon,
#: star, cross, pentagon) as pyqtgraph symbols.
CHART_SYMBOLS = ("o", "s", "t", "d", "h", "star", "+", "p")
CHART_DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine,
                Qt.PenStyle.DashDotDotLine, Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine)
PERIODS = (("all", 0), ("week", 7), ("month", 30), ("year", 365))


def _num(n: int) -> str:
    """A count in the interface's locale (1,284 / 1 284)."""
    return QLocale().toString(int(n))


def seat_pen(seat: int, width: float = 2.0) -> QPen:
    pen = QPen(QColor(CHART_COLOURS[seat % len(CHART_COLOURS)]))
    pen.setWidthF(width)
    pen.setCosmetic(True)
    pen.setStyle(CHART_DASHES[seat % len(CHART_DASHES)])
    return pen


def theme_plot(plot: pg.PlotWidget, palette: QPalette) -> None:
    """Background, axes, grid and legend from the palette (light or dark)."""
    base = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.WindowText)
    plot.setBackground(base)
    item = plot.getPlotItem()
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        axis.setPen(pg.mkPen(text))
        axis.setTextPen(pg.mkPen(text))
        axis.setGrid(40)   # a faint grid in the axis colour
    item.titleLabel.setAttr("color", text.name())
    item.titleLabel.setText(item.titleLabel.text)
    legend = item.legend
    if legend is not None:
        back = QColor(base)
        back.setAlpha(220)
        legend.setBrush(pg.mkBrush(back))
        legend.setPen(pg.mkPen(text))
        legend.setLabelTextColor(text)
        for _sample, label in legend.items:
            label.setText(label.text)           # setLabelTextColor only stores the colour: draw it again


def _plot(title: str) -> pg.PlotWidget:
    plot = pg.PlotWidget()
    plot.setMenuEnabled(False)
    plot.getPlotItem().setTitle(title)
    plot.setMinimumHeight(220)
    return plot


class _Worker(QObject):
    """Carries a result computed on a Python thread back to the GUI thread (a queued signal)."""
    done = Signal(int, object)


def game_series(record: dict) -> dict:
    """What the This-game charts need, from a record (runs on the worker thread)."""
    from parchis_desktop.ai import win_probabilities

    frames = positions(record)
    turns = turn_numbers(frames)
    seats = [s for s, t in enumerate(frames[0].tokens) if t]
    # one point per turn: the position at the end of it (the last frame of that turn number)
    ends = [i for i in range(len(frames)) if i == len(frames) - 1 or turns[i + 1] != turns[i]]
    probs = {s: [] for s in seats}
    race = {s: [] for s in seats}
    for i in ends:
        p = win_probabilities(frames[i])
        for s in seats:
            probs[s].append(100.0 * p[s])
            race[s].append(steps_to_go(frames[i], s))
    rolls = [(turns[i + 1], ev["seat"], list(ev["roll"])) for i, ev in enumerate(record["events"]) if "roll" in ev]
    start = frames[0]
    teams = team_pairs(seats, start.board.seats) if start.rules.teams else []   # TM-1: one chance a team
    return {"turns": [turns[i] for i in ends], "frames": ends, "probs": probs, "race": race, "rolls": rolls,
            "seats": seats, "teams": teams}


class StatsWindow(QWidget):
    """Statistics of the history and of the game on the board."""

    accessible_window = True   # a frame to a screen reader (ui/board/accessible.py)

    replay_requested = Signal(int, int)   # history game id (0: the game on the board), frame index

    def __init__(self, db_path: Path, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        from parchis_desktop.ui.board.access_hooks import install_factory
        install_factory()   # this window's interface is a frame (accessible_window)
        self.setObjectName("StatsWindow")
        self.resize(900, 680)
        self.db_path = Path(db_path)
        self._games: list = []
        self._moves: list = []
        self._rolls: list = []
        self._rolls_demo: list = []
        self._reports: dict = {}
        self._game_record: dict | None = None
        self._game_seats: list[dict] = []
        self._game_row = 0
        self._series: dict | None = None
        self._token = 0
        self._worker = _Worker(self)
        self._worker.done.connect(self._on_series)
        self.plots: list[pg.PlotWidget] = []

        layout = QVBoxLayout(self)
        self.problem_label = QLabel()          # why the history could not be read whole, or written
        self.problem_label.setWordWrap(True)
        self.problem_label.hide()
        layout.addWidget(self.problem_label)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        self._build_career()
        self._build_dice()
        self._build_game()
        buttons = QHBoxLayout()
        self.png_button = QPushButton()
        self.png_button.clicked.connect(self.export_png_dialog)
        self.csv_button = QPushButton()
        self.csv_button.clicked.connect(self.export_csv_dialog)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        buttons.addWidget(self.png_button)
        buttons.addWidget(self.csv_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.tabs.currentChanged.connect(lambda _i: self._sync_buttons())
        self.retranslate_ui()
        self.reload()
        self.apply_palette()

    # -- building ---------------------------------------------------------------------
    def _build_career(self) -> None:
        page = QWidget()
        col = QVBoxLayout(page)
        row = QHBoxLayout()
        self.variant_filter = QComboBox()
        self.player_filter = QComboBox()
        self.period_filter = QComboBox()
        self.career_demo = QCheckBox()
        for w in (self.variant_filter, self.player_filter, self.period_filter):
            w.currentIndexChanged.connect(lambda _i: self.show_career())
            row.addWidget(w)
        self.career_demo.toggled.connect(lambda _on: self.show_career())
        row.addWidget(self.career_demo)
        row.addStretch(1)
        col.addLayout(row)
        self.career_table = QTableWidget(0, 5)
        self.career_table.verticalHeader().hide()
        self.career_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.career_table.setTabKeyNavigation(False)   # Tab leaves the table (the arrows go over its cells)
        self.career_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        col.addWidget(self.career_table, 1)
        self.career_summary = QLabel()
        self.career_summary.setWordWrap(True)
        col.addWidget(self.career_summary)
        self.career_page = page
        self.tabs.addTab(page, "")

    def _build_dice(self) -> None:
        page = QWidget()
        col = QVBoxLayout(page)
        row = QHBoxLayout()
        self.group_filter = QComboBox()
        self.group_filter.currentIndexChanged.connect(lambda _i: self.show_dice())
        self.dice_demo = QCheckBox()
        self.dice_demo.toggled.connect(lambda _on: self._reload_dice())
        row.addWidget(self.group_filter)
        row.addWidget(self.dice_demo)
        row.addStretch(1)
        col.addLayout(row)
        self.verdict_label = QLabel()
        self.verdict_label.setObjectName("verdict")
        self.verdict_label.setWordWrap(True)
        font = self.verdict_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.verdict_label.setFont(font)
        col.addWidget(self.verdict_label)
        self.faces_plot = _plot("")
        # The legend sits in its own row under the axis, outside the box of the bars: it can
        # never cover a bar, however tall (it stood over the bars of faces 5 and 6).
        faces_item = self.faces_plot.getPlotItem()
        faces_item.legend = pg.LegendItem(colCount=3)
        faces_item.layout.addItem(faces_item.legend, 4, 1)
        self.faces_plot.setMouseEnabled(x=False, y=False)
        self.plots.append(self.faces_plot)
        col.addWidget(self.faces_plot, 1)
        self.dice_empty = QLabel()      # no rolls yet: words instead of an empty chart
        self.dice_empty.setObjectName("diceEmpty")
        self.dice_empty.setWordWrap(True)
        self.dice_empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.dice_empty.hide()
        col.addWidget(self.dice_empty, 1)
        self.faces_words = QLabel()     # the bars in words (chart_words.py), also the chart's description
        self.faces_words.setObjectName("facesWords")
        self.faces_words.setWordWrap(True)
        self.faces_words.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                                 | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.faces_words.setFocusPolicy(Qt.FocusPolicy.TabFocus)    # a screen reader's Tab reaches it
        col.addWidget(self.faces_words)
        self.dice_explain = QLabel()    # the figures in plain words
        self.dice_explain.setObjectName("diceExplain")
        self.dice_explain.setWordWrap(True)
        col.addWidget(self.dice_explain)
        self.dice_details = QLabel()
        self.dice_details.setWordWrap(True)
        self.dice_details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        col.addWidget(self.dice_details)
        self.same_dice = QLabel()
        self.same_dice.setWordWrap(True)
        col.addWidget(self.same_dice)
        self.dice_page = page
        self.tabs.addTab(page, "")

    def _build_game(self) -> None:
        page = QWidget()
        col = QVBoxLayout(page)
        self.game_status = QLabel()
        self.game_status.setWordWrap(True)
        col.addWidget(self.game_status)
        self.win_plot = _plot("")
        self.race_plot = _plot("")
        self.win_words, self.race_words = QLabel(), QLabel()   # each chart in words (chart_words.py)
        for plot, words in ((self.win_plot, self.win_words), (self.race_plot, self.race_words)):
            plot.getPlotItem().addLegend(offset=(-10, 10))
            plot.setMouseEnabled(x=True, y=False)
            self.plots.append(plot)
            col.addWidget(plot, 2)
            words.setWordWrap(True)
            words.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                          | Qt.TextInteractionFlag.TextSelectableByKeyboard)
            words.setFocusPolicy(Qt.FocusPolicy.TabFocus)    # a screen reader's Tab reaches it
            col.addWidget(words)
        self.win_plot.setYRange(0, 100)
        self.dice_log = QTableWidget(0, 3)
        self.dice_log.verticalHeader().hide()
        self.dice_log.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.dice_log.setTabKeyNavigation(False)   # Tab leaves the table (the arrows go over its cells)
        self.dice_log.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        col.addWidget(self.dice_log, 1)
        self.game_page = page
        self.tabs.addTab(page, "")

    # -- texts --------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.tabs.setTabText(0, self.tr("Career"))
        self.tabs.setTabText(1, self.tr("Fair dice"))
        self.tabs.setTabText(2, self.tr("This game"))
        self.career_demo.setText(self.tr("Include demo games"))
        self.dice_demo.setText(self.tr("Include demo games"))
        self.png_button.setText(self.tr("Export chart as PNG…"))
        self.csv_button.setText(self.tr("Export rolls as CSV…"))
        self.close_button.setText(self.tr("Close"))
        self.career_table.setHorizontalHeaderLabels(
            [self.tr("Which games"), self.tr("Games"), self.tr("Wins"), self.tr("Win rate"), self.tr("Average place")])
        self.dice_log.setHorizontalHeaderLabels([self.tr("Turn"), self.tr("Player"), self.tr("Dice")])
        self.career_table.setAccessibleName(self.tr("Games, wins and places"))
        self.dice_log.setAccessibleName(self.tr("Rolls of this game"))
        self.faces_plot.getPlotItem().setTitle(self.tr("Face counts"))
        self.faces_plot.setAccessibleName(self.tr("Face counts"))
        self.faces_plot.getPlotItem().setLabel("bottom", self.tr("Face"))
        self.faces_plot.getPlotItem().setLabel("left", self.tr("Times rolled"))
        self.win_plot.getPlotItem().setTitle(self.tr("Chance to win (%), turn by turn"))
        self.win_plot.getPlotItem().setLabel("bottom", self.tr("Turn"))
        self.race_plot.getPlotItem().setTitle(self.tr("The race: steps to go"))
        self.race_plot.getPlotItem().setLabel("bottom", self.tr("Turn"))
        self.win_plot.setAccessibleName(self.tr("Chance to win (%), turn by turn"))
        self.race_plot.setAccessibleName(self.tr("The race: steps to go"))
        self.dice_empty.setText(self.tr(
            "No rolls have been recorded yet. Play a few games: every roll is counted here, face by face, "
            "and after a few hundred rolls the chart starts to tell something."))
        self.dice_explain.setText(self.tr(
            "How to read this: each bar counts how often a face came up. With fair dice every face comes up "
            "about one roll in six: the dashed line. The shaded band is where the count of one face of fair "
            "dice lands 95 times out of 100, so one bar a little outside it now and then is normal. "
            "Suspicious would be one face far above or below the band game after game, or several bars "
            "outside it at once. p is the chance that fair dice would look at least this uneven: below 0.01 "
            "(1 in 100) is unusual, below 0.001 very unlikely. It takes many rolls to tell: with 600 rolls "
            "(100 a face) only a die that favours a face by a quarter or more stands out; a bias of one "
            "tenth needs about 4,000 rolls."))
        self.same_dice.setText(self.tr(
            "The computer players roll with the same dice generator as you, and their level never touches "
            "the dice: a stronger level only chooses better moves. Games played with physical dice are not "
            "counted here."))
        self._sync_buttons()

    def _level_name(self, level: str) -> str:
        words = {"beginner": self.tr("Beginner"), "casual": self.tr("Casual"), "strong": self.tr("Strong"),
                 "expert": self.tr("Expert")}
        return words.get(level, level)

    def _group_name(self, key: str) -> str:
        if key == "all":
            return self.tr("All rolls")
        if key == "human":
            return self.tr("Human players")
        return self.tr("Computer: %1").replace("%1", self._level_name(key.split(":", 1)[1]))

    def _seat_name(self, seat: int, seats: list[dict]) -> str:
        info = seats[seat] if 0 <= seat < len(seats) else {}
        return info.get("name") or colour_name(seat)

    # -- data -----------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the history again (the window may stay open while games are played)."""
        db = HistoryDB(self.db_path)
        try:
            self._games = db.games()
            self._moves = db.moves(include_demo=True)
            self._rolls = db.rolls(include_demo=False)
            self._rolls_demo = db.rolls(include_demo=True)
            problem, aside = db.problem, db.moved_aside
        finally:
            db.close()
        if problem is not None:
            from parchis_desktop.ui.texts.history import problem_text
            self.problem_label.setText(problem_text(problem, aside))
        self.problem_label.setVisible(problem is not None)
        self._fill_filters()
        self.show_career()
        self._reload_dice()

    def _fill_filters(self) -> None:
        keep = (self.variant_filter.currentData(), self.player_filter.currentData(), self.period_filter.currentData())
        for combo in (self.variant_filter, self.player_filter, self.period_filter):
            combo.blockSignals(True)
            combo.clear()
        self.variant_filter.addItem(self.tr("All variants"), "")
        for v in sorted({g.variant for g in self._games}):
            self.variant_filter.addItem(variant_name(v), v)
        self.player_filter.addItem(self.tr("All human players"), "")
        names = sorted({s.get("name", "") for g in self._games for s in g.seats
                        if isinstance(s, dict) and s.get("kind") == "human" and s.get("name")})
        for name in names:
            self.player_filter.addItem(name, name)
        # The computer players too, by level: a demo game has no other seats to count.
        levels = {s.get("level", "") for g in self._games for s in g.seats
                  if isinstance(s, dict) and s.get("kind") == "bot"}
        from parchis_desktop.ai import LEVELS as order   # weakest first
        for level in sorted(levels, key=lambda lv: (order.index(lv) if lv in order else len(order), lv)):
            self.player_filter.addItem(self.tr("Computer: %1").replace("%1", self._level_name(level)),
                                       "bot:" + level)
        words = {"all": self.tr("All time"), "week": self.tr("Last 7 days"), "month": self.tr("Last 30 days"),
                 "year": self.tr("Last 12 months")}
        for key, _days in PERIODS:
            self.period_filter.addItem(words[key], key)
        for combo, value in zip((self.variant_filter, self.player_filter, self.period_filter), keep):
            i = combo.findData(value) if value is not None else 0
            combo.setCurrentIndex(max(0, i))
            combo.blockSignals(False)

    # -- career ------------------------------------------------------------------------------
    def career(self) -> stats.Career:
        days = dict(PERIODS).get(self.period_filter.currentData() or "all", 0)
        who = self.player_filter.currentData() or ""
        computer = who[4:] if who.startswith("bot:") else None
        return stats.career(self._games, self._moves, variant=self.variant_filter.currentData() or None,
                            name=None if computer is not None else who or None, computer=computer,
                            since=time.time() - days * 86400 if days else None,
                            include_demo=self.career_demo.isChecked())

    def _rate(self, value: float, n: int) -> str:
        return self.tr("%1 (n = %2)").replace("%1", f"{value:.0%}").replace("%2", str(n))

    def show_career(self) -> None:
        c = self.career()
        rows = [(self.tr("All games"), c.total)]
        rows += [(variant_name(v), t) for v, t in sorted(c.by_variant.items())]
        for level, t in sorted(c.by_level.items()):
            if level == "humans":
                label = self.tr("Against humans only")
            elif level == "mixed":
                label = self.tr("Against computers of mixed levels")
            else:
                label = self.tr("Against the computer: %1").replace("%1", self._level_name(level))
            rows.append((label, t))
        table = self.career_table
        table.setRowCount(len(rows))
        for r, (label, t) in enumerate(rows):
            cells = [label, str(t.games), str(t.wins),
                     self._rate(t.win_rate, t.games) if t.games else "—",
                     self.tr("%1 (n = %2)").replace("%1", f"{t.average_place:.2f}").replace("%2", str(t.games))
                     if t.games else "—"]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, col, item)
        if c.current_streak > 0:
            now = self.tr("now %1 won in a row").replace("%1", _num(c.current_streak))
        elif c.current_streak < 0:
            now = self.tr("now %1 without a win").replace("%1", _num(-c.current_streak))
        else:
            now = self.tr("no game finished yet")
        lines = [
            self.tr("Best winning streak: %1 in a row; %2.").replace("%1", _num(c.best_streak)).replace("%2", now),
            self.tr("Captures made: %1; captures suffered: %2; tokens lost to the third-six penalty: %3 "
                    "(moves counted: %4).").replace("%4", _num(c.moves))
            .replace("%1", str(c.captures_made)).replace("%2", str(c.captures_suffered)).replace("%3", str(c.penalties)),
            self.tr("Unfinished games (not counted above): %1.").replace("%1", _num(c.unfinished)),
        ]
        self.career_summary.setText("\n".join(lines))

    # -- fair dice --------------------------------------------------------------------------------
    def _reload_dice(self) -> None:
        rolls = self._rolls_demo if self.dice_demo.isChecked() else self._rolls
        games = {g.id: g for g in self._games}
        self._reports = stats.dice_reports(rolls, games)
        keep = self.group_filter.currentData()
        self.group_filter.blockSignals(True)
        self.group_filter.clear()
        order = ["all", "human"] + sorted(k for k in self._reports if k.startswith("bot:"))
        for key in order:
            if key in self._reports or key == "all":
                self.group_filter.addItem(self._group_name(key), key)
        i = self.group_filter.findData(keep) if keep else 0
        self.group_filter.setCurrentIndex(max(0, i))
        self.group_filter.blockSignals(False)
        self.show_dice()

    def report(self) -> stats.DiceReport:
        return self._reports.get(self.group_filter.currentData() or "all") or stats.DiceReport()

    def verdict_text(self, rep: stats.DiceReport) -> str:
        code = rep.verdict
        p = f"{stats.combined_p(rep):.2g}"
        if code == stats.TOO_FEW:
            return self.tr("Not enough rolls yet for a verdict (rolls so far: %1).").replace("%1", _num(rep.rolls))
        if code == stats.CONSISTENT:
            return self.tr("Consistent with fair dice (rolls counted: %1).").replace("%1", _num(rep.rolls))
        if code == stats.DOUBTFUL:
            return self.tr("Unusual for fair dice (p = %1; rolls counted: %2): worth watching as more "
                           "games are played.").replace("%1", p).replace("%2", _num(rep.rolls))
        return self.tr("Very unlikely with fair dice (p = %1; rolls counted: %2).").replace("%1", p).replace(
            "%2", _num(rep.rolls))

    def show_dice(self) -> None:
        rep = self.report()
        self.verdict_label.setText(self.verdict_text(rep))
        empty = rep.n_faces == 0
        self.faces_plot.setVisible(not empty)
        self.dice_empty.setVisible(empty)
        self.dice_explain.setVisible(not empty)
        self.faces_words.setVisible(not empty)
        if empty:   # not "p = 1.000, faces counted: 0" on an empty 0-1.1 chart
            self.dice_details.setText("")
            self.faces_words.setText("")
            self.faces_plot.setAccessibleDescription("")
            self.faces_plot.getPlotItem().clear()
            if self.faces_plot.getPlotItem().legend is not None:
                self.faces_plot.getPlotItem().legend.clear()
            return
        item = self.faces_plot.getPlotItem()
        item.clear()
        if item.legend is not None:
            item.legend.clear()
        n = rep.n_faces
        lo, hi = rep.band()
        band = pg.LinearRegionItem(values=(lo, hi), orientation="horizontal", movable=False,
                                   brush=pg.mkBrush(QColor(0, 114, 178, 45)), pen=pg.mkPen(None))
        band.setZValue(-10)
        item.addItem(band)
        bars = pg.BarGraphItem(x=list(range(1, 7)), height=list(rep.faces), width=0.6,
                               brush=pg.mkBrush(CHART_COLOURS[1]), pen=pg.mkPen(None), name=self.tr("Rolled"))
        item.addItem(bars)
        expected = pg.PlotDataItem([0.5, 6.5], [n / 6, n / 6], pen=pg.mkPen(CHART_COLOURS[2], width=2,
                                                                           style=Qt.PenStyle.DashLine),
                                   name=self.tr("Expected with fair dice"))
        item.addItem(expected)
        if item.legend is not None:
            item.legend.addItem(pg.BarGraphItem(x=[0], height=[0], width=1, brush=pg.mkBrush(QColor(0, 114, 178, 45)),
                                                pen=pg.mkPen(None)), self.tr("95% range of fair dice"))
        item.setXRange(0.5, 6.5, padding=0)
        item.setYRange(0, max([hi, *rep.faces, 1]) * 1.15, padding=0)
        item.getAxis("bottom").setTicks([[(f, str(f)) for f in range(1, 7)]])
        self.faces_bars = bars
        self.faces_words.setText(faces_summary(list(rep.faces), lo, hi))
        self.faces_plot.setAccessibleDescription(self.faces_words.text())
        lines = [self.tr("Chi-square: X² = %1 with %2 degrees of freedom, p = %3 (faces counted: %4).").replace("%4", _num(n))
                 .replace("%1", f"{rep.chi.statistic:.2f}").replace("%2", str(rep.chi.df))
                 .replace("%3", f"{rep.chi.p:.3f}")]
        d = rep.doubles
        if d.rolls:
            lines.append(self.tr("Doubles: %1, that is %2 (fair dice: %3), p = %4 (two-dice rolls: %5).")
                         .replace("%5", _num(d.rolls))
                         .replace("%1", str(d.doubles)).replace("%2", f"{d.rate:.1%}")
                         .replace("%3", f"{1 / 6:.1%}").replace("%4", f"{d.p:.3f}"))
        w = rep.wait
        if w.sequences:
            lines.append(self.tr("Longest run of rolls without one that brings a token out: %1 "
                                 "(fair dice: about %2), p = %3 (player-games: %4).").replace("%4", _num(w.sequences))
                         .replace("%1", str(w.longest)).replace("%2", f"{w.expected:.1f}")
                         .replace("%3", f"{w.p:.3f}"))
        self.dice_details.setText("\n".join(lines))
        theme_plot(self.faces_plot, self.palette())   # the legend's new labels too

    # -- this game ------------------------------------------------------------------------------------
    def set_game(self, record: dict | None, seats: list[dict], row_id: int = 0) -> None:
        """The game on the board (its record, seats and history row); charts come from a worker thread."""
        self._game_record, self._game_seats, self._game_row = record, list(seats), row_id
        self._token += 1
        self._series = None
        for plot in (self.win_plot, self.race_plot):
            plot.getPlotItem().clear()
            if plot.getPlotItem().legend is not None:
                plot.getPlotItem().legend.clear()
        self.dice_log.setRowCount(0)
        self.win_words.clear()
        self.race_words.clear()
        if record is None:
            self.game_status.setText(self.tr("No game on the board."))
            return
        self.game_status.setText(self.tr("Working out the chances…"))
        token = self._token
        thread = threading.Thread(target=self._compute, args=(token, record), name="win-chances", daemon=True)
        thread.start()

    def _compute(self, token: int, record: dict) -> None:
        try:
            result = game_series(record)
        except Exception as exc:  # a broken record: say so in the window
            result = exc
        self._worker.done.emit(token, result)

    def _on_series(self, token: int, result) -> None:
        if token != self._token:
            return   # a late result for a game no longer shown
        if isinstance(result, Exception):
            self.game_status.setText(self.tr("The record of this game cannot be charted."))
            return
        self._series = result
        self.game_status.setText(self.tr("Click a point of a chart to replay the game from there."))
        seats = self._game_seats
        names = {s: self._seat_name(s, seats) for s in result["seats"]}
        teams = result.get("teams") or []
        # With teams the partners' chances are one (TM-4): one curve a team, drawn in the colour
        # and mark of its first seat; the race stays one curve a seat.
        win_curves = ([(pair[0], team_text(i, pair, names)) for i, pair in enumerate(teams)] if teams
                      else [(s, names[s]) for s in result["seats"]])
        race_curves = [(s, names[s]) for s in result["seats"]]
        for plot, key, curves in ((self.win_plot, "probs", win_curves), (self.race_plot, "race", race_curves)):
            item = plot.getPlotItem()
            for s, name in curves:
                colour = QColor(CHART_COLOURS[s % len(CHART_COLOURS)])
                curve = pg.PlotDataItem(result["turns"], result[key][s], pen=seat_pen(s),
                                        symbol=CHART_SYMBOLS[s % len(CHART_SYMBOLS)], symbolSize=7,
                                        symbolBrush=pg.mkBrush(colour), symbolPen=pg.mkPen(colour),
                                        name=name)
                curve.sigPointsClicked.connect(self._on_points_clicked)
                item.addItem(curve)
        self.win_plot.setYRange(0, 100)
        self.win_words.setText(win_summary(result["turns"], [(name, result["probs"][s]) for s, name in win_curves]))
        self.race_words.setText(race_summary(result["turns"], [(name, result["race"][s]) for s, name in race_curves]))
        self.win_plot.setAccessibleDescription(self.win_words.text())
        self.race_plot.setAccessibleDescription(self.race_words.text())
        rolls = result["rolls"]
        self.dice_log.setRowCount(len(rolls))
        for r, (turn, seat, dice) in enumerate(rolls):
            for col, text in enumerate((str(turn), self._seat_name(seat, seats), " · ".join(map(str, dice)))):
                self.dice_log.setItem(r, col, QTableWidgetItem(text))
        self.apply_palette()

    def _on_points_clicked(self, _curve, points, *_rest) -> None:
        if points is None or len(points) == 0:
            return
        if self._series is None:
            return
        i = points[0].index()
        frames = self._series["frames"]
        if 0 <= i < len(frames):
            self.replay_requested.emit(self._game_row, frames[i])

    def series(self) -> dict | None:
        return self._series

    # -- theme ------------------------------------------------------------------------------------------
    def apply_palette(self) -> None:
        palette = self.palette()
        for plot in self.plots:
            theme_plot(plot, palette)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.PaletteChange:
            self.apply_palette()
        elif event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.reload()
        super().changeEvent(event)

    # -- exports --------------------------------------------------------------------------------------
    def _sync_buttons(self) -> None:
        self.png_button.setEnabled(self.tabs.currentWidget() is not self.career_page)

    def chart_widget(self) -> QWidget:
        """The chart(s) of the tab shown (what Export PNG saves)."""
        if self.tabs.currentWidget() is self.game_page:
            return self.game_page
        return self.faces_plot

    def export_png(self, path: Path) -> bool:
        image = self.chart_widget().grab()
        return bool(image.save(str(path), "PNG"))

    def export_png_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export chart"), "parchis-chart.png",
                                              self.tr("PNG images (*.png)"))
        if path and not self.export_png(Path(path)):
            self.dice_details.setText(self.tr("The chart could not be saved."))

    def rolls_csv(self) -> str:
        """The rolls of the group shown (with the demo games if they are included), one row each."""
        rolls = self._rolls_demo if self.dice_demo.isChecked() else self._rolls
        games = {g.id: g for g in self._games}
        key = self.group_filter.currentData() or "all"
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["game", "started_utc", "variant", "event", "seat", "player", "level", "die1", "die2"])
        for gid, n, seat, d1, d2 in rolls:
            g = games.get(gid)
            if g is None:
                continue
            info = g.seats[seat] if isinstance(seat, int) and 0 <= seat < len(g.seats) else {}
            if key != "all" and stats.group_of(info) != key:
                continue
            started = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(g.started))
            writer.writerow([gid, started, g.variant, n, seat, info.get("kind", ""),
                             info.get("level", "") if info.get("kind") == "bot" else "",
                             d1, "" if d2 is None else d2])
        return out.getvalue()

    def export_csv(self, path: Path) -> None:
        write_atomic(Path(path), self.rolls_csv())

    def export_csv_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export rolls"), "parchis-rolls.csv",
                                              self.tr("CSV files (*.csv)"))
        if path:
            try:
                self.export_csv(Path(path))
            except OSError as exc:
                self.dice_details.setText(self.tr("The rolls could not be saved: %1").replace("%1", str(exc)))
