"""The dice: real-looking dice (rounded ivory cubes with pips), drawn with QPainter.

:class:`DiceWidget` shows the roll (dice already played dimmed), pending bonuses
as small "+20" chips, and plays a short tumbling animation when dice are rolled.
It has no button: the window puts a "Roll" button beside it.
"""

from __future__ import annotations

import math
import random
from collections import Counter

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSize, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from parchis_desktop.ui.theme import with_alpha

__all__ = ["DiceWidget", "ROLL_MS", "PIPS"]

#: Length of the tumbling animation per speed (the board's speed names).
ROLL_MS = {"slow": 650, "normal": 400, "fast": 220, "instant": 0}

#: Pip centres per face, in die units (-1..1 on both axes).
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0, 0),),
    2: ((0.5, -0.5), (-0.5, 0.5)),
    3: ((0.5, -0.5), (0, 0), (-0.5, 0.5)),
    4: ((-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)),
    5: ((-0.5, -0.5), (0.5, -0.5), (0, 0), (-0.5, 0.5), (0.5, 0.5)),
    6: ((-0.5, -0.5), (0.5, -0.5), (-0.5, 0), (0.5, 0), (-0.5, 0.5), (0.5, 0.5)),
}

_FLIP_MS = 70  # a tumbling die shows a new face this often


class DiceWidget(QWidget):
    """Up to two dice (any number is drawn), the bonuses, and the roll animation."""

    roll_finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._dice: tuple[int, ...] = ()
        self._played: tuple[bool, ...] = ()
        self._bonuses: list[int] = []
        self._accent: QColor | None = None
        self._rng = random.Random()
        # Roll animation state.
        self._rolling = False
        self._target: tuple[int, ...] = ()
        self._shown: list[int] = []
        self._drawn: tuple | None = None  # (dice, played) last shown by set_dice
        self._spin: list[float] = []       # starting angle per die (degrees)
        self._progress = 1.0
        self._next_flip = 0.0
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.Linear)
        self._anim.valueChanged.connect(self._on_anim)
        self._anim.finished.connect(self._end_roll)
        self._finish_timer = QTimer(self)
        self._finish_timer.setSingleShot(True)
        self._finish_timer.setInterval(0)
        self._finish_timer.timeout.connect(self._end_roll)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(self.minimumSizeHint())
        self._update_accessible()

    # -- API ---------------------------------------------------------------------
    def set_dice(self, dice: tuple, remaining: tuple | None = None) -> None:
        """Show ``dice``; those not in ``remaining`` (already played) are dimmed."""
        self._stop_roll()
        self._dice = tuple(int(d) for d in dice)
        left = Counter(int(d) for d in (self._dice if remaining is None else remaining))
        played = []
        # The dice still to play are the rightmost of equal faces: read left to right,
        # a 3:3 with one 3 played shows the first die dimmed.
        for face in reversed(self._dice):
            if left[face] > 0:
                left[face] -= 1
                played.append(False)
            else:
                played.append(True)
        played = tuple(reversed(played))
        if (self._dice, played) == self._drawn:
            return  # nothing new to draw
        self._drawn = (self._dice, played)
        self._played = played
        self._changed()

    def dice(self) -> tuple[int, ...]:
        return self._dice

    def played(self) -> tuple[bool, ...]:
        """Per die: True if it is drawn dimmed (already played)."""
        return self._played

    def set_bonuses(self, bonuses: list[int]) -> None:
        """Pending bonus steps, drawn as chips ("+20")."""
        bonuses = [int(b) for b in bonuses]
        if bonuses == self._bonuses:
            return
        self._bonuses = bonuses
        self._changed()

    def bonuses(self) -> list[int]:
        return list(self._bonuses)

    def set_accent(self, colour: QColor | None) -> None:
        """Colour of the player who rolled (a soft glow under the dice), or None."""
        self._accent = QColor(colour) if colour is not None else None
        self.update()

    def clear(self) -> None:
        """No dice, no bonuses (a running roll animation stops without ``roll_finished``)."""
        self._stop_roll()
        self._dice, self._played, self._bonuses = (), (), []
        self._drawn = None
        self._changed()

    def roll_animation(self, dice: tuple, speed: str = "normal") -> None:
        """Tumble random faces for a moment, then show ``dice``; ``roll_finished`` follows.

        At speed "instant" the dice are shown at once and ``roll_finished`` is
        emitted from the event loop (never from inside this call).  :meth:`set_dice`
        or :meth:`clear` during a roll cancel it without ``roll_finished``.
        """
        self._stop_roll()
        self._target = tuple(int(d) for d in dice)
        self._rolling = True
        duration = ROLL_MS.get(speed, ROLL_MS["normal"])
        if duration <= 0:
            self._dice, self._played = self._target, (False,) * len(self._target)
            self._changed()
            self._finish_timer.start()
            return
        self._shown = [self._rng.randint(1, 6) for _ in self._target]
        self._spin = [self._rng.uniform(160, 320) * self._rng.choice((-1, 1)) for _ in self._target]
        self._dice, self._played = tuple(self._shown), (False,) * len(self._target)
        self._drawn = None
        self._progress, self._next_flip = 0.0, 0.0
        self._anim.setDuration(duration)
        self._anim.start()
        self._changed()

    def is_rolling(self) -> bool:
        """True from :meth:`roll_animation` until ``roll_finished``."""
        return self._rolling

    def finish_now(self) -> None:
        """End a running roll animation at once (``roll_finished`` is emitted)."""
        if self._rolling:
            self._end_roll()

    # -- animation -----------------------------------------------------------------
    def _on_anim(self, value) -> None:
        self._progress = float(value)
        elapsed = self._progress * self._anim.duration()
        if elapsed >= self._next_flip and self._progress < 0.85:
            self._next_flip = elapsed + _FLIP_MS
            self._shown = [self._rng.choice([f for f in range(1, 7) if f != s]) for s in self._shown]
            self._dice = tuple(self._shown)
        elif self._progress >= 0.85:
            self._dice = self._target
        self.update()

    def _end_roll(self) -> None:
        if not self._rolling:
            return
        self._rolling = False
        self._finish_timer.stop()
        if self._anim.state() == QVariantAnimation.State.Running:
            self._anim.finished.disconnect(self._end_roll)
            self._anim.stop()
            self._anim.finished.connect(self._end_roll)
        self._progress = 1.0
        self._dice, self._played = self._target, (False,) * len(self._target)
        self._changed()
        self.roll_finished.emit()

    def _stop_roll(self) -> None:
        self._finish_timer.stop()
        if self._anim.state() == QVariantAnimation.State.Running:
            self._anim.finished.disconnect(self._end_roll)
            self._anim.stop()
            self._anim.finished.connect(self._end_roll)
        self._rolling = False
        self._progress = 1.0

    # -- layout ----------------------------------------------------------------------
    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(176, 108)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(96, 60)

    def _chip_height(self) -> float:
        return max(16.0, min(24.0, self.height() * 0.22))

    def _die_rects(self) -> list[QRectF]:
        count = max(len(self._dice), 1)
        chips = self._chip_height() + 6 if self._bonuses else 0.0
        pad = 8.0
        avail_h = self.height() - 2 * pad - chips
        gap = 14.0
        size = min(avail_h, (self.width() - 2 * pad - gap * (count - 1)) / count, 72.0)
        size = max(size, 8.0)
        total = count * size + (count - 1) * gap
        x0 = (self.width() - total) / 2
        y0 = pad + (avail_h - size) / 2
        return [QRectF(x0 + i * (size + gap), y0, size, size) for i in range(len(self._dice))]

    # -- painting ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rects = self._die_rects()
        if self._accent is not None and rects:
            span = rects[0].united(rects[-1]).adjusted(-10, -6, 10, 12)
            glow = QRadialGradient(span.center(), max(span.width(), span.height()) * 0.6)
            glow.setColorAt(0.0, with_alpha(self._accent, 0.35))
            glow.setColorAt(1.0, with_alpha(self._accent, 0.0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(glow))
            painter.drawEllipse(span)
        for i, rect in enumerate(rects):
            angle, lift = 0.0, 0.0
            if self._rolling and self._progress < 1.0 and i < len(self._spin):
                t = self._progress
                angle = self._spin[i] * (1.0 - t) ** 2
                lift = abs(math.sin(t * math.pi * 2.5)) * (1.0 - t) * rect.height() * 0.35
            played = i < len(self._played) and self._played[i]
            self._paint_die(painter, rect, self._dice[i], angle, lift, played)
        if self._bonuses:
            self._paint_chips(painter)
        painter.end()

    def _paint_die(self, p: QPainter, rect: QRectF, face: int, angle: float, lift: float,
                   played: bool) -> None:
        s = rect.width()
        radius = s * 0.18
        p.save()
        # Shadow on the table (does not rotate with the die, shrinks as it jumps).
        shadow_scale = 1.0 - min(0.3, lift / s)
        shadow = QRectF(0, 0, s * 0.95 * shadow_scale, s * 0.30)
        shadow.moveCenter(QPointF(rect.center().x() + s * 0.05, rect.bottom() + s * 0.04))
        g = QRadialGradient(shadow.center(), shadow.width() / 2)
        g.setColorAt(0.0, QColor(0, 0, 0, 90 if not played else 35))
        g.setColorAt(1.0, QColor(0, 0, 0, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(g))
        p.drawEllipse(shadow)

        p.translate(rect.center().x(), rect.center().y() - lift)
        p.rotate(angle)
        if played:
            p.setOpacity(0.38)
        body = QRectF(-s / 2, -s / 2, s, s)
        # The die's lower edge (its depth), then its face.
        p.setBrush(QColor("#C9C0AE"))
        p.setPen(QPen(QColor("#7A6F5C"), max(1.0, s * 0.025)))
        p.drawRoundedRect(body.translated(0, s * 0.05), radius, radius)
        face_grad = QLinearGradient(body.topLeft(), body.bottomRight())
        face_grad.setColorAt(0.0, QColor("#FFFFFF"))
        face_grad.setColorAt(0.6, QColor("#F6F1E7"))
        face_grad.setColorAt(1.0, QColor("#E4DCCB"))
        p.setBrush(QBrush(face_grad))
        p.drawRoundedRect(body, radius, radius)
        # A soft sheen on the upper left.
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 120))
        p.drawRoundedRect(QRectF(-s * 0.40, -s * 0.43, s * 0.55, s * 0.14), s * 0.07, s * 0.07)
        # Pips: dark hollows with a light lower rim.
        pip_r = s * 0.085
        for px, py in PIPS.get(face, ()):
            c = QPointF(px * s * 0.56, py * s * 0.56)
            p.setBrush(QColor(255, 255, 255, 200))
            p.drawEllipse(c + QPointF(0, pip_r * 0.18), pip_r, pip_r)
            pg = QRadialGradient(c - QPointF(pip_r * 0.3, pip_r * 0.35), pip_r * 1.3)
            pg.setColorAt(0.0, QColor("#4A4239") if face != 1 else QColor("#E0533F"))
            pg.setColorAt(1.0, QColor("#15110C") if face != 1 else QColor("#8E1F12"))
            p.setBrush(QBrush(pg))
            p.drawEllipse(c, pip_r, pip_r)
        p.restore()

    def _paint_chips(self, p: QPainter) -> None:
        h = self._chip_height()
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(9, round(h * 0.62)))
        metrics = QFontMetricsF(font)
        labels = [self.tr("+{0}").format(b) for b in self._bonuses]
        widths = [metrics.horizontalAdvance(text) + h * 0.9 for text in labels]
        gap = 6.0
        total = sum(widths) + gap * (len(widths) - 1)
        x = (self.width() - total) / 2
        y = self.height() - 6 - h
        gold_light, gold_dark = QColor("#FFD866"), QColor("#E0A10B")
        p.setFont(font)
        for text, w in zip(labels, widths):
            chip = QRectF(x, y, w, h)
            grad = QLinearGradient(chip.topLeft(), chip.bottomLeft())
            grad.setColorAt(0.0, gold_light)
            grad.setColorAt(1.0, gold_dark)
            p.setBrush(QBrush(grad))
            p.setPen(QPen(QColor("#9A6A00"), 1.0))
            p.drawRoundedRect(chip, h / 2, h / 2)
            p.setPen(QColor("#3A2800"))
            p.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
            x += w + gap

    # -- bookkeeping ---------------------------------------------------------------------
    def _changed(self) -> None:
        self._update_accessible()
        self.update()

    def _update_accessible(self) -> None:
        self.setAccessibleName(self.tr("Dice"))
        if not self._dice:
            text = self.tr("Not rolled")
        else:
            faces = ", ".join(str(d) for d in self._dice)
            text = self.tr("Rolled {0}").format(faces)
            played = [str(d) for d, done in zip(self._dice, self._played) if done]
            if played:
                text += "; " + self.tr("played: {0}").format(", ".join(played))
        if self._bonuses:
            text += "; " + self.tr("bonus: {0}").format(", ".join(f"+{b}" for b in self._bonuses))
        self.setAccessibleDescription(text)
        self.setToolTip(text)

    def changeEvent(self, event) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == event.Type.LanguageChange:
            self._update_accessible()
            self.update()
