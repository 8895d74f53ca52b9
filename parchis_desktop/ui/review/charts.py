"""The review's charts (pyqtgraph, imported with the review window only).

* :class:`WinChart`: each seat's win chance before each decision (``Review.curve``), with a
  marker on every decision that was not forced, coloured *and shaped* by its class (best …
  blunder), so no class is told by colour alone; clicking a marker asks for that decision
  (:attr:`WinChart.decision_clicked`).
* :class:`LuckChart`: per seat, the luck of its rolls and what its choices lost, both summed
  over the game (two plots on one time axis, in points of win chance).

The x axis is the turn: the decisions of one turn share it evenly (a turn with two moves
puts them at 12 and 12.5).  Colours come from the palette (:meth:`apply_palette`, called
again on a palette change); the seats keep the statistics' Okabe–Ito colours and dashes.
"""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QVBoxLayout, QWidget

from parchis_desktop.ui.history.statistics import CHART_COLOURS, seat_pen, theme_plot
from parchis_desktop.ui.review import words

#: Each class's marker: (light-theme colour, dark-theme colour, symbol, size).  The colours
#: are Okabe–Ito's (colour-blind safe), lightened on a dark background; the shapes differ too.
CLASS_STYLE = {
    "best": ("#009E73", "#3DD6A3", "star", 8),
    "good": ("#0072B2", "#56B4E9", "o", 6),
    "inaccuracy": ("#B07800", "#F0C000", "t", 12),
    "mistake": ("#D55E00", "#FF8C42", "s", 12),
    "blunder": ("#B3001B", "#FF6B7D", "d", 15),
}
MARKED = tuple(CLASS_STYLE)


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def class_colour(klass: str, palette: QPalette) -> QColor:
    """A class's colour on this palette (the log's marks, the arrows, the markers)."""
    style = CLASS_STYLE.get(klass)
    if style is None:
        return palette.color(QPalette.ColorRole.Text)
    return QColor(style[1] if is_dark(palette) else style[0])


def decision_x(turns: list[int]) -> list[float]:
    """The x of each decision (given their turns, in order) and one more for the end: the
    decisions of a turn spread evenly over it."""
    out: list[float] = []
    i = 0
    while i < len(turns):
        j = i
        while j < len(turns) and turns[j] == turns[i]:
            j += 1
        n = j - i
        out.extend(turns[i] + k / n for k in range(n))
        i = j
    out.append((turns[-1] + 1) if turns else 1.0)
    return out


def _plot() -> pg.PlotWidget:
    plot = pg.PlotWidget()
    plot.setMenuEnabled(False)
    plot.setMinimumHeight(160)
    plot.setMouseEnabled(x=True, y=False)
    return plot


class WinChart(QWidget):
    """The win chance of each seat with the decisions' markers."""

    decision_clicked = Signal(int)   # index into Review.decisions

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.plot = _plot()
        # The legend (the seats and the classes) in its own row under the axis: over the
        # curves it hid the markers of the first turns.
        item = self.plot.getPlotItem()
        item.legend = pg.LegendItem(colCount=3)
        item.layout.addItem(item.legend, 4, 1)
        self.cursor = pg.InfiniteLine(angle=90, movable=False)   # the decision on the board
        self.cursor.setZValue(5)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.plot)
        self.markers: pg.ScatterPlotItem | None = None
        self._marked: list[int] = []     # the decision index of each marker
        self._xs: list[float] = []
        self._classes: list[str] = []
        self._seats: list[int] = []
        self._data = None

    def set_review(self, review, names: dict[int, str]) -> None:
        """Draw ``review``: one curve a seat (``names``: its words) and the markers."""
        self._data = (review, names)
        self.redraw()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.PaletteChange:   # the chart's own palette: light or dark now
            self.redraw()
        super().changeEvent(event)

    def redraw(self) -> None:
        item = self.plot.getPlotItem()
        item.clear()
        if item.legend is not None:
            item.legend.clear()
        self.markers = None
        if self._data is None:
            return
        review, names = self._data
        palette = self.palette()
        decisions = review.decisions
        xs = decision_x([d.turn for d in decisions])
        self._xs = xs
        seats = [s for s in sorted(names) if s < len(review.curve[0])] if review.curve else []
        self._seats = seats
        for s in seats:
            ys = [100.0 * point[s] for point in review.curve]
            item.addItem(pg.PlotDataItem(xs[:len(ys)], ys, pen=seat_pen(s), name=names[s]))
        spots, self._marked, self._classes = [], [], []
        for i, d in enumerate(decisions):
            style = CLASS_STYLE.get(d.klass)
            if style is None:          # forced: no marker
                continue
            colour = class_colour(d.klass, palette)
            edge = QColor(palette.color(QPalette.ColorRole.Base))
            spots.append({"pos": (xs[i], 100.0 * review.curve[i][d.seat]), "symbol": style[2], "size": style[3],
                          "brush": pg.mkBrush(colour), "pen": pg.mkPen(edge, width=1), "data": i})
            self._marked.append(i)
            self._classes.append(d.klass)
        self.cursor.setPen(pg.mkPen(palette.color(QPalette.ColorRole.Highlight), width=1.5))
        item.addItem(self.cursor)
        self.markers = pg.ScatterPlotItem(spots=spots, hoverable=True)
        self.markers.setZValue(10)
        self.markers.sigClicked.connect(self._on_clicked)
        item.addItem(self.markers)
        if item.legend is not None:   # one legend entry a class that the chart shows
            for klass in MARKED:
                if klass in self._classes:
                    style = CLASS_STYLE[klass]
                    sample = pg.ScatterPlotItem(symbol=style[2], size=style[3],
                                                brush=pg.mkBrush(class_colour(klass, palette)), pen=pg.mkPen(None))
                    item.legend.addItem(sample, words.class_plural(klass))
        item.setYRange(0, 100)
        item.setLabel("bottom", self.tr("Turn"))
        item.setTitle(self.tr("Chance to win (%) before each decision"))
        theme_plot(self.plot, palette)

    def show_at(self, decision: int | None) -> None:
        """The cursor on decision ``decision`` (None: hidden)."""
        if decision is None or not 0 <= decision < len(self._xs):
            self.cursor.hide()
            return
        self.cursor.setValue(self._xs[decision])
        self.cursor.show()

    def marked(self) -> list[tuple[int, str]]:
        """(decision index, class) of each marker, in order."""
        return list(zip(self._marked, self._classes))

    def marker_brush(self, n: int) -> QColor:
        """The fill colour of the n-th marker (what a test checks against the class)."""
        return self.markers.points()[n].brush().color()

    def click_marker(self, n: int) -> None:
        """As a click on the n-th marker."""
        self.decision_clicked.emit(self._marked[n])

    def _on_clicked(self, _item, points, *_rest) -> None:
        if points is None or len(points) == 0:
            return
        i = points[0].data()
        if isinstance(i, int):
            self.decision_clicked.emit(i)


def cumulative(review, seat: int) -> tuple[list[float], list[float]]:
    """The seat's luck and loss summed over the game (in points): 0 at the start, then after
    each decision.  The luck is every roll's (anyone's roll changes the seat's chance:
    ``Decision.lucks``), the loss only the seat's own decisions'."""
    luck = loss = 0.0
    lucks, losses = [0.0], [0.0]
    for d in review.decisions:
        if seat < len(d.lucks):
            luck += d.lucks[seat]
        if d.seat == seat:
            loss += d.loss
        lucks.append(100.0 * luck)
        losses.append(-100.0 * loss)
    return lucks, losses


class LuckChart(QWidget):
    """Luck and skill per seat: the rolls' luck, and the points lost by the seat's choices."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.luck_plot = _plot()
        self.loss_plot = _plot()
        self.luck_plot.getPlotItem().addLegend(offset=(10, 10))   # one legend: the seats are the same below
        self.loss_plot.setXLink(self.luck_plot)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.luck_plot, 1)
        col.addWidget(self.loss_plot, 1)
        self._data = None
        self.series: dict[int, tuple[list[float], list[float]]] = {}

    def set_review(self, review, names: dict[int, str]) -> None:
        self._data = (review, names)
        self.redraw()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.PaletteChange:
            self.redraw()
        super().changeEvent(event)

    def redraw(self) -> None:
        for plot in (self.luck_plot, self.loss_plot):
            plot.getPlotItem().clear()
            if plot.getPlotItem().legend is not None:
                plot.getPlotItem().legend.clear()
        if self._data is None:
            return
        review, names = self._data
        turns = [d.turn for d in review.decisions]
        xs = decision_x(turns)    # the start at the first decision, then after each one
        self.series = {}
        for s in sorted(names):
            lucks, losses = cumulative(review, s)
            self.series[s] = (lucks, losses)
            self.luck_plot.getPlotItem().addItem(pg.PlotDataItem(xs, lucks, pen=seat_pen(s), name=names[s]))
            self.loss_plot.getPlotItem().addItem(pg.PlotDataItem(xs, losses, pen=seat_pen(s), name=names[s]))
        palette = self.palette()
        zero = pg.mkPen(palette.color(QPalette.ColorRole.WindowText), width=1, style=Qt.PenStyle.DotLine)
        for plot in (self.luck_plot, self.loss_plot):
            plot.getPlotItem().addItem(pg.InfiniteLine(pos=0, angle=0, pen=zero))
        self.luck_plot.getPlotItem().setTitle(self.tr("Luck of the dice (points of win chance, summed)"))
        self.loss_plot.getPlotItem().setTitle(self.tr("Lost to own mistakes (points of win chance, summed)"))
        self.loss_plot.getPlotItem().setLabel("bottom", self.tr("Turn"))
        for plot in (self.luck_plot, self.loss_plot):
            theme_plot(plot, palette)


__all__ = ["WinChart", "LuckChart", "CLASS_STYLE", "class_colour", "decision_x", "cumulative", "CHART_COLOURS"]
