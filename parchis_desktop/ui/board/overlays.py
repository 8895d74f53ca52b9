"""Marks drawn over a position for help diagrams and replays: arrows (a move), rings (a
legal target, a token to look at) and crosses (a capture).

Each overlay names a place as the engine does, a seat and a location ("T12", "H3",
"nest", "goal", "P1"...), or a token (``token``: that token's place in the position being
drawn, its nest slot included).  :func:`~.painter.render_position` draws them on top of
everything; :func:`paint_overlays` draws them with any painter in scene units.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from parchis_desktop.ui.theme import Theme
from parchis_desktop.ui.board.geometry import CELL, WALKING_KINDS, BoardGeometry, walk_plan

__all__ = ["Arrow", "Ring", "Cross", "paint_overlays"]

_CROSS_RED = "#D93025"


def _colour(value, default: QColor) -> QColor:
    return QColor(value) if value is not None else QColor(default)


def _point(geo: BoardGeometry, layout, seat: int, location: str | None, token: int | None) -> QPointF | None:
    """Where an overlay stands: the token's place in ``layout``, else the location's centre."""
    if token is not None and (seat, token) in layout:
        return QPointF(layout[(seat, token)][0])
    if location is None:
        return None
    try:
        return geo.point_of(seat, location)
    except KeyError:
        return None


@dataclass(frozen=True)
class Arrow:
    """An arrow from ``frm`` to ``to`` (locations as ``seat`` sees them) through the cells
    ``via``; it starts at ``token``'s place when given.  ``colour``: any QColor value (the
    seat's colour by default)."""

    seat: int
    frm: str
    to: str
    via: tuple[str, ...] = ()
    token: int | None = None
    colour: object = None

    @classmethod
    def for_move(cls, move, board, colour=None) -> "Arrow":
        """The arrow of an engine ``move`` on ``board``: along the route cell by cell for the
        kinds that walk (enter, step, sum, bonus, rest, gift), straight for the others."""
        via: tuple[str, ...] = ()
        if move.kind in WALKING_KINDS:
            plan = walk_plan(board, move)
            via = tuple(name for name, _how in plan[:-1])
        return cls(move.seat, move.frm, move.to, via, move.token, colour)

    def paint(self, p: QPainter, geo: BoardGeometry, theme: Theme, layout) -> None:
        start = _point(geo, layout, self.seat, self.frm, self.token)
        end = _point(geo, layout, self.seat, self.to, None)
        if start is None or end is None:
            return
        points = [start]
        for name in self.via:
            point = _point(geo, layout, self.seat, name, None)
            if point is not None:
                points.append(point)
        points.append(end)
        # Drop repeated points (a sidestep into a rest cell can land on its own centre).
        clean = [points[0]]
        for point in points[1:]:
            if math.hypot(point.x() - clean[-1].x(), point.y() - clean[-1].y()) > 1e-6:
                clean.append(point)
        if len(clean) < 2:
            return
        colour = _colour(self.colour, theme.seat(self.seat).darker(115))
        head_len, head_half = CELL * 0.42, CELL * 0.26
        tip, before = clean[-1], clean[-2]
        dx, dy = tip.x() - before.x(), tip.y() - before.y()
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        base = QPointF(tip.x() - ux * head_len, tip.y() - uy * head_len)
        shaft = QPainterPath(clean[0])
        for point in clean[1:-1]:
            shaft.lineTo(point)
        shaft.lineTo(base if length > head_len else before)
        head = QPolygonF([tip, QPointF(base.x() - uy * head_half, base.y() + ux * head_half),
                          QPointF(base.x() + uy * head_half, base.y() - ux * head_half)])
        p.save()
        p.setBrush(Qt.BrushStyle.NoBrush)
        for pen in (QPen(QColor(255, 255, 255, 235), CELL * 0.24), QPen(colour, CELL * 0.13)):
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            p.setPen(pen)
            p.drawPath(shaft)
        p.setPen(QPen(QColor(255, 255, 255, 235), CELL * 0.06, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.setBrush(colour)
        p.drawPolygon(head)
        p.restore()


@dataclass(frozen=True)
class _PlaceMark:
    """A mark on one place: ``location`` (as ``seat`` sees it) or ``token``'s place.
    ``colour``: any QColor value (None: the mark's own colour)."""

    seat: int
    location: str | None = None
    token: int | None = None
    colour: object = None

    def centre(self, geo: BoardGeometry, layout) -> QPointF | None:
        return _point(geo, layout, self.seat, self.location, self.token)


@dataclass(frozen=True)
class Ring(_PlaceMark):
    """A ring around ``location`` (as ``seat`` sees it) or around ``token``'s place: a legal
    target, a token to look at.  ``colour``: any QColor value (the focus colour by default)."""

    def paint(self, p: QPainter, geo: BoardGeometry, theme: Theme, layout) -> None:
        centre = self.centre(geo, layout)
        if centre is None:
            return
        r = CELL * 0.46
        p.save()
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(255, 255, 255, 235), CELL * 0.16))
        p.drawEllipse(centre, r, r)
        p.setPen(QPen(_colour(self.colour, theme.focus), CELL * 0.09))
        p.drawEllipse(centre, r, r)
        p.restore()


@dataclass(frozen=True)
class Cross(_PlaceMark):
    """A cross on ``location`` (as ``seat`` sees it) or on ``token``'s place: a capture.
    ``colour``: any QColor value (red by default)."""

    def paint(self, p: QPainter, geo: BoardGeometry, theme: Theme, layout) -> None:
        c = self.centre(geo, layout)
        if c is None:
            return
        r = CELL * 0.3
        lines = [(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r)),
                 (QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r))]
        p.save()
        for pen in (QPen(QColor(255, 255, 255, 235), CELL * 0.22), QPen(_colour(self.colour, _CROSS_RED), CELL * 0.12)):
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            for a, b in lines:
                p.drawLine(a, b)
        p.restore()


def paint_overlays(p: QPainter, geo: BoardGeometry, theme: Theme, overlays, layout=None) -> None:
    """Draw ``overlays`` (arrows, rings, crosses, in order) in scene units; ``layout`` is
    ``geo.layout(position)`` for overlays that name a token."""
    layout = layout or {}
    for overlay in checked(overlays):
        overlay.paint(p, geo, theme, layout)


def checked(overlays) -> list:
    """``overlays`` as a list; TypeError for anything that is not an overlay."""
    overlays = list(overlays)
    for overlay in overlays:
        if not isinstance(overlay, (Arrow, Ring, Cross)):
            raise TypeError(f"not a board overlay: {overlay!r} (use Arrow, Ring or Cross)")
    return overlays
