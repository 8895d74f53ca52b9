"""Motions: how each move kind of docs/rules.md §6 (``engine.move.MOVE_KINDS``) moves its
tokens on the board, as Qt animations of the token items' ``pos``, ``scale``, ``lift``
and ``opacity``.

* enter/step/sum/bonus/rest/gift walk cell by cell along the route (``walk``); a move
  from a rest cell ``O<n>`` first sidesteps onto ``T<n>``, one into a rest cell walks to
  ``T<n>`` and then sidesteps in (RU-10);
* jump (RU-13) is one high leap bowed over the board's centre (the mirror ``M``), with a
  flash at the corner it leaves and the one it lands on; reward (RU-12) leaps straight
  into the home column with a flash there (``leap``);
* swap (RU-11): the two tokens trade places at once, passing each other (``swap``);
* ransom (RU-8) and exchange (RU-9): the freed prisoner is released with a flash and a
  blink, flies high to its nest and settles there (``freed``);
* penalty (ES-5) and a mirror move back to the nest (RU-15): the token sinks through the
  board, slides home as a ghost and reappears there (``fall``); leaving ``M`` for the
  arrow cell is a short climb (``climb``); any other kind glides in one arc (``glide``);
* the other tokens whose place changed follow: captured tokens fly home or to prison
  (``hop``), a token sent to ``M`` at the end of the roll (RU-7) falls, a token making
  room shifts (``shift``).

Location names only, never the board's name.  The scene orchestrates (see
:meth:`~.scene.BoardScene.animate_move`); a :class:`MotionBuilder` builds one move's
animations and records the motion of each token.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtGui import QColor

from parchis_desktop.ui.theme import Theme
from parchis_desktop.ui.board.decorations import Z_MOVING
from parchis_desktop.ui.board.geometry import CELL, TOKEN_RADIUS, WALKING_KINDS, BoardGeometry, dist, walk_plan
from parchis_desktop.ui.board.tokens import MAX_LIFT, FlashItem, TokenItem

__all__ = ["SPEEDS", "MotionBuilder", "motion_walk_path"]

#: Milliseconds per square walked (the total is compressed a little for long moves).
SPEEDS = {"slow": 260, "normal": 150, "fast": 70, "instant": 0}

_dist = dist
# How the move kinds look on the board; a kind in none of these glides in one arc.
_WALKS = WALKING_KINDS                                                 # cell by cell along the route
_LEAPS = frozenset({"jump", "reward"})                                 # one high leap
_FREES = frozenset({"ransom", "exchange"})                             # a prisoner flies home
_FALLS = frozenset({"penalty"})                                        # sent back: sinks, reappears
# The mirror's flash (RU-13, RU-15): a cool blue that shows on the light tiles.
_MIRROR_FLASH = QColor("#3D8BFF")


def motion_walk_path(board, move) -> list[str]:
    """The cells ``move`` walks through in its animation, its landing last ([] if it does not walk)."""
    return [name for name, _how in walk_plan(board, move)] if move.kind in _WALKS else []


def _to(item, prop: bytes, end, ms: int, easing: QEasingCurve.Type | None = None) -> QPropertyAnimation:
    """An animation of ``item``'s property ``prop`` to ``end`` over ``ms`` (from wherever it is)."""
    anim = QPropertyAnimation(item, prop)
    anim.setEndValue(end)
    anim.setDuration(max(1, int(ms)))
    if easing is not None:
        anim.setEasingCurve(easing)
    return anim


def _together(*anims: QAbstractAnimation) -> QParallelAnimationGroup:
    group = QParallelAnimationGroup()
    for anim in anims:
        group.addAnimation(anim)
    return group



class MotionBuilder:
    """Builds the animations of one move.

    ``tokens`` are the scene's token items by (seat, token); ``add_effect`` puts a flash
    item into the scene (and keeps it until the animation ends); ``motions`` receives how
    each token moves (see :meth:`~.scene.BoardScene.last_motions`)."""

    def __init__(self, geometry: BoardGeometry, theme: Theme, tokens: dict, add_effect,
                 motions: dict | None = None) -> None:
        self.geo = geometry
        self.theme = theme
        self.tokens = tokens
        self.add_effect = add_effect
        self.motions: dict[tuple[int, int], str] = {} if motions is None else motions

    def followers(self, target, moved: set, ms: int) -> QParallelAnimationGroup:
        """Every token not in ``moved`` whose place changed between now and ``target``:
        captured tokens fly home (or to the prison), a pair partner slides over, a token
        sent to the mirror falls..."""
        radius = CELL * TOKEN_RADIUS
        after_group = QParallelAnimationGroup()
        for other, (point, scale, loc) in target.items():
            item = self.tokens.get(other)
            if other in moved or item is None:
                continue
            if item.location != loc:
                item.setZValue(Z_MOVING - 1)
                if loc == "M":   # RU-7: sent to the mirror at the end of the roll, a penalty
                    after_group.addAnimation(self.fall(item, point, scale, ms))
                    self.motions[other] = "fall"
                else:
                    dist = _dist(item.pos(), point) / CELL
                    duration = int(ms * max(3.0, min(6.0, dist * 0.4)))
                    after_group.addAnimation(self.hop(item, point, scale, duration, radius * 1.1,
                                                      QEasingCurve.Type.InOutCubic))
                    self.motions[other] = "hop"
            elif _dist(item.pos(), point) > 0.5 or abs(item.scale() - scale) > 1e-3:
                after_group.addAnimation(self.hop(item, point, scale, max(90, int(ms * 1.2)), 0.0))
                self.motions[other] = "shift"
        return after_group

    def main(self, move, key, token: TokenItem, target, ms: int, moved: set) -> QAbstractAnimation:
        """The moving token's animation (with a swap partner or an exchanged prisoner)."""
        seat, kind = move.seat, move.kind
        radius = CELL * TOKEN_RADIUS
        end_point, end_scale, end_loc = target[key]
        moved.add(key)
        token.setZValue(Z_MOVING)
        # Where the move itself lands; the end of the roll may send the token on (RU-7: to M).
        land, land_scale = end_point, end_scale
        onward = bool(move.to) and end_loc != move.to
        if onward:
            try:
                land, land_scale = self.geo.point_of(seat, move.to), 1.0
            except KeyError:
                onward = False
        start, start_scale = QPointF(token.pos()), token.scale()
        partner = self.swap_partner(move, key, target) if kind == "swap" else None
        if kind in _LEAPS:
            mirror = kind == "jump"
            colour = _MIRROR_FLASH if mirror else self.theme.turn
            anim = self.leap(token, start, start_scale, land, land_scale, ms, bow=mirror, colour=colour,
                              flash_start=mirror)
            style = "leap"
        elif partner is not None:
            item = self.tokens[partner]
            point, scale, _loc = target[partner]
            item.setZValue(Z_MOVING - 1)
            anim = self.swap(token, land, land_scale, item, point, scale, ms)
            moved.add(partner)
            self.motions[partner] = style = "swap"
        elif kind in _FREES:
            anim = QParallelAnimationGroup()
            anim.addAnimation(self.free(token, land, land_scale, ms))
            for other in move.captures:   # RU-9: the prisoner handed over goes at the same time
                other = tuple(other)
                item = self.tokens.get(other)
                if item is not None and other in target and other not in moved:
                    point, scale, _loc = target[other]
                    item.setZValue(Z_MOVING - 1)
                    anim.addAnimation(self.free(item, point, scale, ms))
                    moved.add(other)
                    self.motions[other] = "freed"
            style = "freed"
        elif kind in _FALLS or (kind == "mirror" and move.to == "nest"):
            anim = self.fall(token, land, land_scale, ms)
            style = "fall"
        elif kind == "mirror":   # RU-15: out of the mirror onto the own arrow cell
            dist = _dist(start, land) / CELL
            anim = QParallelAnimationGroup()
            anim.addAnimation(self.flash(start, _MIRROR_FLASH, 0, ms * 3))
            anim.addAnimation(self.hop(token, land, land_scale, int(ms * max(2.5, min(4.0, 2.0 + dist))),
                                        radius * 0.8, QEasingCurve.Type.OutCubic))
            style = "climb"
        else:
            plan = walk_plan(self.geo.board, move) if kind in _WALKS else []
            if plan:
                anim = self.walk(token, seat, plan, land, land_scale, ms)
                style = "walk"
            else:
                dist = _dist(start, land) / CELL
                anim = self.hop(token, land, land_scale, int(ms * max(3.0, min(8.0, dist * 0.6))),
                                 radius * 0.9, QEasingCurve.Type.InOutCubic)
                style = "glide"
        self.motions[key] = style
        if onward:
            seq = QSequentialAnimationGroup()
            seq.addAnimation(anim)
            if end_loc in ("M", "nest"):
                seq.addAnimation(self.fall(token, end_point, end_scale, ms, start=land, start_scale=land_scale))
            else:
                seq.addAnimation(self.hop(token, end_point, end_scale, int(ms * 3), radius * 0.9,
                                           QEasingCurve.Type.InOutCubic))
            anim = seq
        return anim

    def swap_partner(self, move, key, target) -> tuple[int, int] | None:
        """RU-11: the opponent resting in ``move.to`` that comes out onto ``move.frm``."""
        found = None
        for other, item in self.tokens.items():
            if other != key and other in target and item.location == move.to:
                if target[other][2] == move.frm:
                    return other
                found = found or other
        return found

    def walk(self, token: TokenItem, seat: int, plan, land: QPointF, land_scale: float,
              ms: int) -> QSequentialAnimationGroup:
        """Cell by cell along ``plan``: small hops, a low sidestep into or out of a rest cell."""
        radius = CELL * TOKEN_RADIUS
        group = QSequentialAnimationGroup()
        n = sum(1 for _name, how in plan if how == "step") or 1
        per = ms * max(0.5, min(1.0, 10.0 / n))
        for k, (name, how) in enumerate(plan):
            last = k == len(plan) - 1
            point = land if last else self.geo.point_of(seat, name)
            scale = land_scale if last else 1.0
            if how == "side":
                group.addAnimation(self.hop(token, point, scale, int(ms * 1.3), radius * 0.2,
                                             QEasingCurve.Type.InOutQuad))
            else:
                group.addAnimation(self.hop(token, point, scale, int(per), radius * 0.45))
        return group

    def hop(self, item: TokenItem, end: QPointF, scale: float, ms: int, height: float,
             easing: QEasingCurve.Type = QEasingCurve.Type.InOutSine) -> QParallelAnimationGroup:
        """One move of ``item`` to ``end`` with an arc of ``height`` (the start is read when it runs)."""
        ms = max(1, ms)
        par = _together(_to(item, b"pos", end, ms, easing), _to(item, b"scale", float(scale), ms))
        if height > 0:
            arc = QPropertyAnimation(item, b"lift")
            arc.setDuration(ms)
            steps = 8
            for i in range(steps + 1):
                arc.setKeyValueAt(i / steps, float(height * math.sin(math.pi * i / steps)))
            par.addAnimation(arc)
        return par

    def arc(self, item: TokenItem, start: QPointF, start_scale: float, control: QPointF, end: QPointF,
             scale: float, ms: int, height: float, swell: float = 0.0,
             easing: QEasingCurve.Type = QEasingCurve.Type.Linear) -> QParallelAnimationGroup:
        """One flight of ``item`` along the quadratic curve start-control-end, lifted by up to
        ``height`` and ``swell`` larger half-way (nearer the eye); key frames, so the start is fixed."""
        ms = max(1, ms)
        par = QParallelAnimationGroup()
        path = QPropertyAnimation(item, b"pos")
        grow = QPropertyAnimation(item, b"scale")
        lift = QPropertyAnimation(item, b"lift")
        steps = 24
        for i in range(steps + 1):
            t = i / steps
            u = 1.0 - t
            bump = math.sin(math.pi * t)
            path.setKeyValueAt(t, QPointF(u * u * start.x() + 2 * u * t * control.x() + t * t * end.x(),
                                          u * u * start.y() + 2 * u * t * control.y() + t * t * end.y()))
            grow.setKeyValueAt(t, float(start_scale + (scale - start_scale) * t + swell * bump))
            lift.setKeyValueAt(t, float(height * bump))
        for anim in (path, grow, lift):
            anim.setDuration(ms)
            anim.setEasingCurve(easing)
            par.addAnimation(anim)
        return par

    def leap(self, token: TokenItem, start: QPointF, start_scale: float, end: QPointF, scale: float,
              ms: int, bow: bool, colour: QColor, flash_start: bool) -> QParallelAnimationGroup:
        """A jump (RU-13) or a reward (RU-12): one high leap, bowed over the board's centre
        when ``bow``, with a flash where it leaves (``flash_start``) and where it lands."""
        radius = CELL * TOKEN_RADIUS
        dist = _dist(start, end) / CELL
        duration = int(ms * max(3.5, min(9.0, 3.0 + dist * 0.5)))
        control = QPointF((start.x() + end.x()) / 2, (start.y() + end.y()) / 2)
        if bow:
            control = QPointF(self.geo.special.get("M", self.geo.centre))
        group = QParallelAnimationGroup()
        group.addAnimation(self.arc(token, start, start_scale, control, end, scale, duration,
                                     radius * MAX_LIFT, swell=0.45, easing=QEasingCurve.Type.InOutSine))
        flash = max(1, int(duration * 0.45))
        if flash_start:
            group.addAnimation(self.flash(start, colour, 0, flash))
        group.addAnimation(self.flash(end, colour, int(duration * 0.85), flash))
        return group

    def swap(self, a: TokenItem, a_end: QPointF, a_scale: float, b: TokenItem, b_end: QPointF,
              b_scale: float, ms: int) -> QParallelAnimationGroup:
        """RU-11: two tokens trade places at once, passing each other on opposite sides,
        the mover over the top."""
        radius = CELL * TOKEN_RADIUS
        dist = _dist(a.pos(), a_end) / CELL
        duration = int(ms * max(3.0, min(6.0, 2.5 + dist)))
        group = QParallelAnimationGroup()
        for item, end, scale, side, height in ((a, a_end, a_scale, 1.0, radius * 0.9),
                                               (b, b_end, b_scale, -1.0, radius * 0.25)):
            start = QPointF(item.pos())
            dx, dy = end.x() - start.x(), end.y() - start.y()
            length = math.hypot(dx, dy) or 1.0
            bow = side * max(CELL * 0.45, length * 0.45)
            control = QPointF((start.x() + end.x()) / 2 - dy / length * bow,
                              (start.y() + end.y()) / 2 + dx / length * bow)
            group.addAnimation(self.arc(item, start, item.scale(), control, end, scale, duration, height,
                                         easing=QEasingCurve.Type.InOutSine))
        return group

    def free(self, item: TokenItem, end: QPointF, scale: float, ms: int) -> QSequentialAnimationGroup:
        """A prisoner freed (RU-8, RU-9): released with a flash and a blink where it stood,
        it rises to full size, flies high to its place and settles there with a bounce."""
        radius = CELL * TOKEN_RADIUS
        high = radius * 1.6
        start = QPointF(item.pos())
        dist = _dist(start, end) / CELL
        group = QSequentialAnimationGroup()
        rise = QParallelAnimationGroup()
        rise.addAnimation(self.flash(start, self.theme.seat(item.seat), 0, int(ms * 2.2)))
        blink = QPropertyAnimation(item, b"opacity")
        blink.setDuration(int(ms * 1.8))
        for t, value in ((0.0, 1.0), (0.25, 0.3), (0.5, 1.0), (0.75, 0.3), (1.0, 1.0)):
            blink.setKeyValueAt(t, value)
        for anim in (_to(item, b"lift", high, ms * 1.8, QEasingCurve.Type.OutCubic),
                     _to(item, b"scale", 1.1, ms * 1.8), blink):
            rise.addAnimation(anim)
        group.addAnimation(rise)
        group.addAnimation(_to(item, b"pos", end, ms * max(2.5, min(7.0, dist * 0.4)), QEasingCurve.Type.InOutSine))
        group.addAnimation(_together(_to(item, b"lift", 0.0, ms * 2, QEasingCurve.Type.OutBounce),
                                     _to(item, b"scale", float(scale), ms * 2)))
        return group

    def fall(self, item: TokenItem, end: QPointF, scale: float, ms: int, start: QPointF | None = None,
              start_scale: float | None = None) -> QSequentialAnimationGroup:
        """A token sent back (ES-5, RU-15, RU-7): it sinks through the board where it stands,
        slides fast and low to ``end`` as a faint ghost, and rises there to full size."""
        start = QPointF(item.pos()) if start is None else start
        start_scale = item.scale() if start_scale is None else start_scale
        dist = _dist(start, end) / CELL
        group = QSequentialAnimationGroup()
        group.addAnimation(_together(*(_to(item, prop, float(value), ms * 1.5, QEasingCurve.Type.InQuad)
                                       for prop, value in ((b"scale", start_scale * 0.5), (b"opacity", 0.35),
                                                           (b"lift", 0.0)))))
        group.addAnimation(_to(item, b"pos", end, ms * max(1.5, min(5.0, dist * 0.25)), QEasingCurve.Type.OutCubic))
        group.addAnimation(_together(_to(item, b"scale", float(scale), ms * 1.6, QEasingCurve.Type.OutBack),
                                     _to(item, b"opacity", 1.0, ms * 1.6)))
        return group

    def flash(self, point: QPointF, colour: QColor, delay: int, ms: int) -> QAbstractAnimation:
        """A burst of light at ``point`` after ``delay`` ms, lasting ``ms`` (gone with the animation)."""
        item = FlashItem(CELL * TOKEN_RADIUS, colour)
        item.setPos(point)
        item.setZValue(Z_MOVING - 0.5)
        self.add_effect(item)
        burst = QPropertyAnimation(item, b"progress")
        burst.setStartValue(0.0)
        burst.setEndValue(1.0)
        burst.setDuration(max(1, int(ms)))
        if delay <= 0:
            return burst
        group = QSequentialAnimationGroup()
        group.addPause(int(delay))
        group.addAnimation(burst)
        return group
