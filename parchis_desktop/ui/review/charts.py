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
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

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
#: The markers' shapes in the chart's key, as text (pyqtgraph's star, o, t, s, d).
CLASS_GLYPHS = {"best": "★", "good": "●", "inaccuracy": "▼", "mistake": "■", "blunder": "◆"}
#: The seats' line styles (statistics.CHART_DASHES) in the key.
SEAT_LINES = ("━━", "╍╍", "┅┅", "━·━", "━··", "━━", "╍╍", "┅┅")


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


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


def _title() -> QLabel:
    """A chart's title above it, as a label: it wraps in a narrow window (pyqtgraph's title
    made the plot wider than the page)."""
    label = QLabel()
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


def _plot() -> pg.PlotWidget:
    plot = pg.PlotWidget()
    plot.setMenuEnabled(False)
    plot.setMinimumHeight(160)
    plot.setMouseEnabled(x=True, y=False)
    return plot


class WinChart(QWidget):
    """The win chance of each seat with the decisions' markers.

    Every item is made once, when the window opens (:meth:`prepare`: a curve a seat, a
    scatter a class, the legend, the titles), so that the review's arrival only hands them
    their data (:meth:`set_review`): the event loop never waits for pyqtgraph's labels."""

    decision_clicked = Signal(int)   # index into Review.decisions

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.plot = _plot()
        # The key (the seats' lines, the classes' marks) is a label under the chart: it wraps
        # in a narrow window, where pyqtgraph's legend widened the plot out of sight, and a
        # screen reader reads it.
        item = self.plot.getPlotItem()
        self.key = QLabel()
        self.key.setObjectName("reviewChartKey")
        self.key.setWordWrap(True)
        self.key.setTextFormat(Qt.TextFormat.RichText)
        self.cursor = pg.InfiniteLine(angle=90, movable=False)   # the decision on the board
        self.cursor.setZValue(5)
        self.cursor.hide()
        item.addItem(self.cursor)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        self.title = _title()
        col.addWidget(self.title)
        col.addWidget(self.plot, 1)
        col.addWidget(self.key)
        self.curves: dict[int, pg.PlotDataItem] = {}
        self.scatters: dict[str, pg.ScatterPlotItem] = {}
        self._marked: list[tuple[int, str]] = []     # (decision index, class) of each marker, in order
        self._xs: list[float] = []
        self._names: dict[int, str] = {}
        for klass in MARKED:
            style = CLASS_STYLE[klass]
            scatter = pg.ScatterPlotItem(symbol=style[2], size=style[3], hoverable=True)
            scatter.setZValue(10 + MARKED.index(klass))    # the worse on top
            scatter.sigClicked.connect(self._on_clicked)
            item.addItem(scatter)
            self.scatters[klass] = scatter
        self.retranslate_ui()

    def prepare(self, names: dict[int, str]) -> None:
        """One curve a seat (``names``: the seats in play and their words), in the legend before
        the classes."""
        item = self.plot.getPlotItem()
        self._names = dict(names)
        for s in sorted(names):
            curve = pg.PlotDataItem([], [], pen=seat_pen(s))
            item.addItem(curve)
            self.curves[s] = curve
        self._fill_legend()
        self.apply_palette()

    def _fill_legend(self) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText).name()
        parts = [f'<span style="color:{CHART_COLOURS[s % len(CHART_COLOURS)]}">{SEAT_LINES[s % len(SEAT_LINES)]}</span>'
                 f'&nbsp;<span style="color:{text}">{_escape(self._names.get(s, ""))}</span>' for s in self.curves]
        parts += [f'<span style="color:{class_colour(k, palette).name()}">{CLASS_GLYPHS[k]}</span>'
                  f'&nbsp;<span style="color:{text}">{_escape(words.class_plural(k))}</span>' for k in MARKED]
        self.key.setText(" &nbsp; ".join(parts))
        self.key.setAccessibleName(", ".join([self._names.get(s, "") for s in self.curves]
                                             + [words.class_plural(k) for k in MARKED]))

    def retranslate_ui(self) -> None:
        item = self.plot.getPlotItem()
        item.setLabel("bottom", self.tr("Turn"))
        self.title.setText(self.tr("Chance to win (%) before each decision"))

    def set_names(self, names: dict[int, str]) -> None:
        """The language changed: the legend in the new words."""
        self._names = dict(names)
        self._fill_legend()

    def set_review(self, review) -> None:
        """The review's curves and markers on the prepared items."""
        for step in self.review_steps(review):
            step()

    def review_steps(self, review) -> list:
        """:meth:`set_review` in steps of a few milliseconds (the window runs them one by one):
        a curve a seat, then the markers a class."""
        self._xs = decision_x([d.turn for d in review.decisions])
        by_class: dict[str, tuple[list, list, list]] = {k: ([], [], []) for k in MARKED}
        self._marked = []
        for i, d in enumerate(review.decisions):
            if d.klass not in by_class:     # forced: no marker
                continue
            x, y, data = by_class[d.klass]
            x.append(self._xs[i])
            y.append(100.0 * review.curve[i][d.seat])
            data.append(i)
            self._marked.append((i, d.klass))

        def markers(klass: str) -> None:
            x, y, data = by_class[klass]
            self.scatters[klass].setData(x=x, y=y, data=data)
            self.apply_palette(theme=False)

        def curve(s: int) -> None:
            self.curves[s].setData(self._xs[:len(review.curve)], [100.0 * point[s] for point in review.curve])
            self.plot.getPlotItem().setYRange(0, 100)
        return [lambda s=s: curve(s) for s in self.curves] + [lambda k=k: markers(k) for k in MARKED]

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.PaletteChange:   # the chart's own palette: light or dark now
            self.apply_palette()
        super().changeEvent(event)

    def apply_palette(self, theme: bool = True) -> None:
        palette = self.palette()
        edge = pg.mkPen(palette.color(QPalette.ColorRole.Base), width=1)
        for klass, scatter in self.scatters.items():
            scatter.setBrush(pg.mkBrush(class_colour(klass, palette)))
            scatter.setPen(edge)
        self.cursor.setPen(pg.mkPen(palette.color(QPalette.ColorRole.Highlight), width=1.5))
        if theme:
            theme_plot(self.plot, palette)
            self._fill_legend()

    def show_at(self, decision: int | None) -> None:
        """The cursor on decision ``decision`` (None: hidden)."""
        if decision is None or not 0 <= decision < len(self._xs):
            self.cursor.hide()
            return
        self.cursor.setValue(self._xs[decision])
        self.cursor.show()

    def marked(self) -> list[tuple[int, str]]:
        """(decision index, class) of each marker, in the decisions' order."""
        return list(self._marked)

    def marker_brush(self, n: int) -> QColor:
        """The fill colour of the n-th marker (what a test checks against the class)."""
        i, klass = self._marked[n]
        scatter = self.scatters[klass]
        for point in scatter.points():
            if point.data() == i:
                return point.brush().color()
        raise IndexError(n)

    def marker_point(self, n: int):
        """The n-th marker's spot (its scatter and position)."""
        i, klass = self._marked[n]
        for point in self.scatters[klass].points():
            if point.data() == i:
                return self.scatters[klass], point
        raise IndexError(n)

    def _on_clicked(self, _item, points, *_rest) -> None:
        if points is None or len(points) == 0:
            return
        i = points[0].data()
        if isinstance(i, (int,)) or hasattr(i, "__index__"):
            self.decision_clicked.emit(int(i))


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
    """Luck and skill per seat: the rolls' luck, and the points lost by the seat's choices
    (made once in :meth:`prepare`, filled in :meth:`set_review`, as :class:`WinChart`)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.luck_plot = _plot()
        self.loss_plot = _plot()
        self.luck_plot.getPlotItem().addLegend(offset=(10, 10))   # one legend: the seats are the same below
        self.loss_plot.setXLink(self.luck_plot)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        self.luck_title, self.loss_title = _title(), _title()
        col.addWidget(self.luck_title)
        col.addWidget(self.luck_plot, 1)
        col.addWidget(self.loss_title)
        col.addWidget(self.loss_plot, 1)
        self.zero = [pg.InfiniteLine(pos=0, angle=0), pg.InfiniteLine(pos=0, angle=0)]
        for plot, line in zip((self.luck_plot, self.loss_plot), self.zero):
            plot.getPlotItem().addItem(line)
        self.curves: dict[int, tuple[pg.PlotDataItem, pg.PlotDataItem]] = {}
        self.series: dict[int, tuple[list[float], list[float]]] = {}
        self._names: dict[int, str] = {}
        self.retranslate_ui()

    def prepare(self, names: dict[int, str]) -> None:
        self._names = dict(names)
        for s in sorted(names):
            pair = (pg.PlotDataItem([], [], pen=seat_pen(s)), pg.PlotDataItem([], [], pen=seat_pen(s)))
            self.luck_plot.getPlotItem().addItem(pair[0])
            self.loss_plot.getPlotItem().addItem(pair[1])
            self.curves[s] = pair
        self._fill_legend()
        self.apply_palette()

    def _fill_legend(self) -> None:
        legend = self.luck_plot.getPlotItem().legend
        legend.clear()
        for s, (luck, _loss) in self.curves.items():
            legend.addItem(luck, self._names.get(s, ""))

    def set_names(self, names: dict[int, str]) -> None:
        self._names = dict(names)
        self._fill_legend()
        theme_plot(self.luck_plot, self.palette())

    def retranslate_ui(self) -> None:
        self.luck_title.setText(self.tr("Luck of the dice (points of win chance, summed)"))
        self.loss_title.setText(self.tr("Lost to own mistakes (points of win chance, summed)"))
        self.loss_plot.getPlotItem().setLabel("bottom", self.tr("Turn"))

    def set_review(self, review) -> None:
        for step in self.review_steps(review):
            step()

    def review_steps(self, review) -> list:
        """:meth:`set_review` in steps, one seat each."""
        xs = decision_x([d.turn for d in review.decisions])   # the start at the first decision, then after each
        self.series = {}

        def seat(s: int) -> None:
            lucks, losses = cumulative(review, s)
            self.series[s] = (lucks, losses)
            self.curves[s][0].setData(xs, lucks)
            self.curves[s][1].setData(xs, losses)
        return [lambda s=s: seat(s) for s in self.curves]

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.PaletteChange:
            self.apply_palette()
        super().changeEvent(event)

    def apply_palette(self) -> None:
        palette = self.palette()
        zero = pg.mkPen(palette.color(QPalette.ColorRole.WindowText), width=1, style=Qt.PenStyle.DotLine)
        for line in self.zero:
            line.setPen(zero)
        for plot in (self.luck_plot, self.loss_plot):
            theme_plot(plot, palette)


__all__ = ["WinChart", "LuckChart", "CLASS_STYLE", "class_colour", "decision_x", "cumulative", "CHART_COLOURS"]
