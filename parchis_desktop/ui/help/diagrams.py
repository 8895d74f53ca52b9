"""Help diagrams: small positions (docs/rules.md §6) drawn by the game's own board painter, offscreen.

Each diagram is data: a variant, a position, the squares it is about (the picture is that
part of the board) and overlays — ``arrow`` (a move, optionally labelled), ``blocked`` (a move
that may not be made), ``ring`` (a square to look at, a legal target) and ``cross`` (a
capture).  :func:`render` paints one into a QImage at the screen's pixel ratio, in the light or
dark palette, and keeps it (the help window asks again whenever it shows the page).

The painting goes through one function, :func:`paint_position`, which hands the position
and its arrows, rings and crosses to the board painter (``ui/board``) at the diagram's crop.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

from parchis_desktop.engine import Position


@dataclass(frozen=True)
class Overlay:
    kind: str            # arrow, blocked, ring, cross
    seat: int            # whose view of the locations (nests, home columns, prisons)
    at: str              # ring/cross: the location; arrows: the start
    to: str = ""         # arrows: the end
    label: str = ""      # arrows: a short label (a die face, "+20")
    via: str = ""        # arrows: a location the arrow bends through (the mirror's centre)


@dataclass(frozen=True)
class Diagram:
    name: str
    position: dict
    focus: tuple                         # (seat, location) pairs the picture must show
    overlays: tuple = field(default=())


def _pos(variant, tokens, dice=(), turn=0, **extra):
    data = {"format": 1, "variant": variant, "seats": 4, "tokens": tokens, "turn": turn, "dice": list(dice)}
    data.update(extra)
    return data


_E = []   # an empty seat
_N4 = ["nest"] * 4
A, R, X, B = "arrow", "ring", "cross", "blocked"

DIAGRAMS: dict[str, Diagram] = {d.name: d for d in (
    Diagram("entering", _pos("parchis", [["nest", "nest", "nest", "T9"], _E, _N4, _E], (5, 2)),
            ((0, "nest"), (0, "T5"), (0, "T9")), (Overlay(A, 0, "nest", "T5", "5"), Overlay(R, 0, "T5"))),
    Diagram("capture", _pos("parchis", [["T20", "nest", "nest", "nest"], ["T25", "nest", "nest", "nest"], _N4, _E],
                            (5, 3)),
            ((0, "T19"), (0, "T26")), (Overlay(A, 0, "T20", "T25", "5"), Overlay(X, 1, "T25"))),
    Diagram("safe", _pos("parchis", [["T10", "nest", "nest", "nest"], ["T12", "nest", "nest", "nest"], _N4, _E],
                         (2, 1)),
            ((0, "T9"), (0, "T17"), (1, "T22")),
            (Overlay(B, 0, "T10", "T12", "2"), Overlay(R, 0, "T12"), Overlay(R, 0, "T17"), Overlay(R, 1, "T22"))),
    Diagram("blockade", _pos("parchis", [["T20", "T20", "nest", "nest"], ["T24", "nest", "nest", "nest"], _N4,
                                         ["T16", "nest", "nest", "nest"]], (6, 1), turn=3),
            ((0, "T15"), (0, "T25")), (Overlay(B, 3, "T16", "T22", "6"), Overlay(R, 0, "T20"))),
    Diagram("home", _pos("parchis", [["T66", "H4", "H6", "nest"], _E, _N4, _E], (4, 1)),
            ((0, "T65"), (0, "goal"), (0, "H1")),
            (Overlay(A, 0, "T66", "H2", "4"), Overlay(A, 0, "H4", "goal", "4"), Overlay(B, 0, "H6", "goal", "4"))),
    Diagram("bonus", _pos("spanish", [["T20", "nest", "nest", "nest"], ["T25", "nest", "nest", "nest"], _N4, _E],
                          (5,)),
            ((0, "T19"), (0, "T46")),
            (Overlay(A, 0, "T20", "T25", "5"), Overlay(X, 1, "T25"), Overlay(A, 0, "T25", "T45", "+20"))),
    Diagram("six_seven", _pos("spanish", [["T20", "T40", "H2", "goal"], _E, _N4, _E], (6,)),
            ((0, "T19"), (0, "T28")), (Overlay(A, 0, "T20", "T27", "6 = 7"), Overlay(R, 0, "T27"))),
    Diagram("prisoners", _pos("russian", [["P1", "T40", "nest", "nest", "nest"],
                                          ["T20", "nest", "nest", "nest", "nest"], ["nest"] * 5, _E], (6, 2)),
            ((1, "nest"), (1, "T20"), (1, "T26"), (0, "P1"), (0, "nest")),
            (Overlay(A, 0, "P1", "nest", "6"), Overlay(A, 1, "T20", "T26", "+6"))),
    Diagram("rest", _pos("russian", [["O11", "T8", "nest", "nest", "nest"], ["T11", "nest", "nest", "nest", "nest"],
                                     ["nest"] * 5, _E], (3, 2)),
            ((0, "T7"), (0, "T13"), (0, "O11")),
            (Overlay(A, 0, "T8", "O11", "3"), Overlay(R, 0, "O11"), Overlay(R, 1, "T11"))),
    Diagram("mirror", _pos("russian", [["T7", "nest", "nest", "nest", "nest"], ["nest"] * 5, ["nest"] * 5, _E],
                           (1, 3)),
            ((0, "T5"), (0, "T21"), (0, "T35"), (0, "T49")),
            (Overlay(A, 0, "T7", "T21", "1"), Overlay(A, 0, "T7", "T35", "3", via="M"))),
    Diagram("swap", _pos("russian", [["T17", "nest", "nest", "nest", "nest"],
                                     ["O17", "nest", "nest", "nest", "nest"], ["nest"] * 5, _E], (1, 1)),
            ((0, "T15"), (0, "T19"), (0, "O17")),
            (Overlay(A, 0, "T17", "O17", "1:1"), Overlay(A, 1, "O17", "T17"))),
    Diagram("reward", _pos("russian", [["T30", "H5", "nest", "nest", "nest"], ["nest"] * 5, ["nest"] * 5, _E],
                           (2, 2)),
            ((0, "T30"), (0, "H1"), (0, "H5")), (Overlay(A, 0, "T30", "H4", "★"), Overlay(R, 0, "H4"))),
    Diagram("castles", _pos("pachisi", [["T10", "nest", "nest", "nest"], ["T13", "nest", "nest", "nest"], _N4, _E],
                            (3, 1)),
            ((0, "T4"), (0, "T21")),
            (Overlay(B, 0, "T10", "T13", "3"), Overlay(R, 0, "T4"), Overlay(R, 0, "T13"), Overlay(R, 0, "T17"),
             Overlay(R, 0, "T21"))),
    Diagram("enter_capture", _pos("pachisi", [["nest", "nest", "nest", "nest"], ["T4", "nest", "nest", "nest"],
                                              _N4, _E], (5, 2)),
            ((0, "nest"), (0, "T4"), (0, "T7")), (Overlay(A, 0, "nest", "T4", "5"), Overlay(X, 1, "T4"))),
    Diagram("blockade_age", _pos("pachisi", [["T30", "T30", "nest", "nest"], ["T24", "nest", "nest", "nest"], _N4,
                                             _E], (4, 2), extra={"ages": {"T30": 3}}),
            ((0, "T26"), (0, "T33")), (Overlay(B, 1, "T24", "T32", "4+4"), Overlay(R, 0, "T30"))),
    Diagram("reverse", _pos("pachisi", [["T10", "T40", "H3", "goal"], _E, _N4, _E], (6, 6)),
            ((0, "T9"), (0, "T17")),
            (Overlay(A, 0, "T10", "T16", "6"), Overlay(A, 0, "T10", "T11", "1"), Overlay(R, 0, "T16"),
             Overlay(R, 0, "T11"))),
)}


def caption(name: str) -> str:
    """The words under a diagram."""
    captions = {
        "entering": QCoreApplication.translate("HelpDiagrams", "A 5 brings a token out of the nest onto its start square."),
        "capture": QCoreApplication.translate("HelpDiagrams", "Landing on a lone opponent captures it: back to its nest."),
        "safe": QCoreApplication.translate("HelpDiagrams", "Safe squares and starts (rings): no capture there, and no landing on an opponent."),
        "blockade": QCoreApplication.translate("HelpDiagrams", "Two tokens of one colour form a blockade: nobody may pass it."),
        "home": QCoreApplication.translate("HelpDiagrams", "Into the home column; the goal only by the exact count: 4 squares away, a 4 gets in, 2 squares away it does not."),
        "bonus": QCoreApplication.translate("HelpDiagrams", "A capture earns 20 extra steps for one token (reaching the goal earns 10)."),
        "six_seven": QCoreApplication.translate("HelpDiagrams", "With every token out of the nest, a 6 moves 7."),
        "prisoners": QCoreApplication.translate("HelpDiagrams", "A prisoner is ransomed with a 6; the captor gets a gift of 6 steps at once."),
        "rest": QCoreApplication.translate("HelpDiagrams", "A token may stop in a rest cell; a token beside it covers it."),
        "mirror": QCoreApplication.translate("HelpDiagrams", "The mirror: from a corner a 1 jumps straight, a 3 diagonally through the centre."),
        "swap": QCoreApplication.translate("HelpDiagrams", "With 1:1 beside a rest cell held by an opponent, the two tokens swap places."),
        "reward": QCoreApplication.translate("HelpDiagrams", "After a third double in a row, one token may go straight home."),
        "castles": QCoreApplication.translate("HelpDiagrams", "Castles (rings) are safe: no capture and no landing on an opponent there."),
        "enter_capture": QCoreApplication.translate("HelpDiagrams", "The one exception: a token entering onto its castle captures a lone opponent there."),
        "blockade_age": QCoreApplication.translate("HelpDiagrams", "A blockade may stand three turns of its owner; the badge counts them."),
        "reverse": QCoreApplication.translate("HelpDiagrams", "With every token out, each die of a double may count its reverse face: 6 or 1."),
    }
    return captions.get(name, name)


# -- painting --------------------------------------------------------------------------------------
_CACHE: dict[tuple, QImage] = {}


def render(name: str, *, dark: bool = False, dpr: float = 1.0, width: int = 320, lang: str = "en") -> QImage:
    """Diagram ``name`` as an image ``width`` logical pixels wide at pixel ratio ``dpr`` (cached)."""
    key = (name, dark, round(dpr, 2), width, lang)
    image = _CACHE.get(key)
    if image is None:
        diagram = DIAGRAMS[name]
        image = paint_position(Position.from_json(diagram.position), diagram.focus, diagram.overlays,
                               width=width, dark=dark, dpr=dpr)
        _CACHE[key] = image
    return image


def clear_cache() -> None:
    _CACHE.clear()


def paint_position(pos: Position, focus, overlays, *, width: int, dark: bool, dpr: float) -> QImage:
    """The part of the board around ``focus`` with ``pos``'s tokens and the overlays, drawn by
    the board painter (:func:`parchis_desktop.ui.board.paint_position`) at that crop."""
    from parchis_desktop.ui.board import CELL, Arrow, BoardGeometry, Cross, Ring
    from parchis_desktop.ui.board import paint_position as paint_board
    from parchis_desktop.ui.theme import Theme

    theme = Theme.dark_theme() if dark else Theme.light()
    geo = BoardGeometry(pos.board)
    points = [geo.point_of(seat, loc) for seat, loc in focus]
    margin = CELL * 1.2
    source = QRectF(QPointF(min(p.x() for p in points) - margin, min(p.y() for p in points) - margin),
                    QPointF(max(p.x() for p in points) + margin, max(p.y() for p in points) + margin))
    # not too flat, not too tall: widen the short side around the centre
    ratio = source.height() / source.width()
    if ratio < 0.45:
        grow = source.width() * 0.45 - source.height()
        source.adjust(0, -grow / 2, 0, grow / 2)
    elif ratio > 1.1:
        grow = source.height() / 1.1 - source.width()
        source.adjust(-grow / 2, 0, grow / 2, 0)
    height = max(1, round(width * source.height() / source.width()))
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(theme.table)
    marks = []
    blocked_red = QColor("#D93025")
    for ov in overlays:
        if ov.kind == "ring":
            marks.append(Ring(ov.seat, ov.at))
        elif ov.kind == "cross":
            marks.append(Cross(ov.seat, ov.at))
        else:
            marks.append(Arrow(ov.seat, ov.at, ov.to, (ov.via,) if ov.via else (),
                               colour=blocked_red if ov.kind == "blocked" else None))
    painter = QPainter(image)
    try:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        painter.setClipRect(QRectF(0, 0, width, height))
        scale = width / source.width()
        painter.scale(scale, scale)
        painter.translate(-source.topLeft())
        paint_board(painter, geo, pos, theme, marks)
        for ov in overlays:   # what the board's overlays do not draw: a stop bar, the labels
            if ov.kind in ("arrow", "blocked"):
                _arrow_extras(painter, ov, geo, dark, CELL)
    finally:
        painter.end()
    return image


def _arrow_extras(p: QPainter, ov: Overlay, geo, dark: bool, cell: float) -> None:
    start, end = geo.point_of(ov.seat, ov.at), geo.point_of(ov.seat, ov.to)
    before = geo.point_of(ov.seat, ov.via) if ov.via else start
    angle = math.atan2(end.y() - before.y(), end.x() - before.x())
    red = QColor("#D93025")
    if ov.kind == "blocked":   # a bar across the tip: this move may not be made
        bar = cell * 0.42
        tip = QPointF(end.x() - math.cos(angle) * cell * 0.5, end.y() - math.sin(angle) * cell * 0.5)
        for pen in (QPen(QColor(255, 255, 255, 235), cell * 0.24), QPen(red, cell * 0.13)):
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawLine(QPointF(tip.x() - bar * math.sin(angle), tip.y() + bar * math.cos(angle)),
                       QPointF(tip.x() + bar * math.sin(angle), tip.y() - bar * math.cos(angle)))
    if not ov.label:
        return
    if ov.via:
        mid = QPointF((start.x() + 2 * before.x()) / 3, (start.y() + 2 * before.y()) / 3)
    else:
        mid = QPointF((start.x() + end.x()) / 2, (start.y() + end.y()) / 2)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(9, round(cell * 0.42)))
    p.setFont(font)
    metrics = p.fontMetrics()
    w = metrics.horizontalAdvance(ov.label) + cell * 0.3
    h = metrics.height() + cell * 0.08
    box = QRectF(mid.x() - w / 2, mid.y() - h / 2, w, h)
    p.setPen(QPen(red if ov.kind == "blocked" else (QColor("#7CF29A") if dark else QColor("#13813A")), cell * 0.05))
    p.setBrush(QColor("#20242A") if dark else QColor("#FFFFFF"))
    p.drawRoundedRect(box, h / 3, h / 3)
    p.setPen(QColor("#FFFFFF") if dark else QColor("#1B1F24"))
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, ov.label)
