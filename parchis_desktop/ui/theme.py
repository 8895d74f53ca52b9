"""Colours of the board, the tokens and the dice.

Seat colours are fixed (docs/rules.md G-1: 0 yellow, 1 blue, 2 red, 3 green; BD-4: 4
orange, 5 purple, 6 cyan, 7 brown); the
board around them comes in a light and a dark palette, chosen from the
application palette by :meth:`Theme.for_palette`.  Every colour-coded thing
also carries a shape (:data:`SEAT_MARKS`) so that colour-blind players can tell
the seats apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette

from parchis_desktop.engine.boards import SEAT_MARKS as _ENGINE_MARKS

__all__ = ["SEAT_COLOURS", "SEAT_MARKS", "Theme", "seat_colour", "seat_mark"]


#: Token and nest colour per seat (BD-4: yellow, blue, red, green, then orange and purple on
#: six seats, cyan and brown on eight): warm, saturated, told apart on light and dark boards,
#: and every pair of the eight told apart under protanopia, deuteranopia and tritanopia too
#: (tokens and nests on the light, dark and high-contrast boards, CIEDE2000 >= 9 simulated:
#: tests/ui/test_colour_vision.py).  The brown is dark and greyish, the purple a muted
#: violet and the orange an amber orange, so that none of them falls onto the red, the blue or
#: the green when red and green cannot be told apart; the first four differ from their first
#: shades only by a touch (the red and the green were 7.5 apart under deuteranopia in a dark
#: nest).
SEAT_COLOURS: tuple[QColor, ...] = (
    QColor("#F5B719"),  # 0 yellow (a warm golden yellow: reads on cream and on slate)
    QColor("#2C73DF"),  # 1 blue
    QColor("#DE3727"),  # 2 red
    QColor("#269A58"),  # 3 green
    QColor("#DB861E"),  # 4 orange (an amber orange between the yellow and the red)
    QColor("#6A5195"),  # 5 purple (a muted violet, darker than the blue)
    QColor("#16B3C9"),  # 6 cyan (lighter and greener than the blue)
    QColor("#7B5448"),  # 7 brown (dark and greyish: never the red's twin)
)

#: The shape drawn on each seat's tokens and nests (● ■ ▲ ◆ ⬢ ★ ✚ ⬟; the engine's
#: ``boards.SEAT_MARKS``).
SEAT_MARKS: tuple[str, ...] = _ENGINE_MARKS


def seat_colour(seat: int) -> QColor:
    """The colour of ``seat`` (a copy, safe to modify)."""
    return QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])


def seat_mark(seat: int) -> str:
    """The shape name (circle, square, triangle, diamond, hexagon, star, cross, pentagon)
    marking ``seat``."""
    return SEAT_MARKS[seat % len(SEAT_MARKS)]


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` blended toward ``b`` by ``t`` (0 = a, 1 = b), alpha included."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
        a.alphaF() + (b.alphaF() - a.alphaF()) * t,
    )


def with_alpha(colour: QColor, alpha: float) -> QColor:
    c = QColor(colour)
    c.setAlphaF(max(0.0, min(1.0, alpha)))
    return c


def contrast_ratio(a: QColor, b: QColor) -> float:
    """The WCAG 2 contrast ratio of two colours (1 to 21)."""
    def luminance(c: QColor) -> float:
        def lin(x: float) -> float:
            return x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4
        return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def readable_on(colour: QColor, backgrounds: list[QColor], ratio: float = 4.5) -> QColor:
    """``colour`` as text on every one of ``backgrounds`` (WCAG AA, 4.5:1): made lighter on a
    dark background, darker on a light one, step by step until it reads."""
    dark = sum(b.lightness() for b in backgrounds) / len(backgrounds) < 128
    c = QColor(colour).lighter(135) if dark else QColor(colour).darker(150)
    for _ in range(24):
        if all(contrast_ratio(c, b) >= ratio for b in backgrounds):
            break
        c = c.lighter(112) if dark else c.darker(112)
        if dark and c.value() >= 255:       # as light as it goes: move toward white
            c = QColor.fromRgbF(min(1, c.redF() + 0.06), min(1, c.greenF() + 0.06), min(1, c.blueF() + 0.06))
    return c


def is_light(colour: QColor) -> bool:
    """True for colours on which dark text reads better than white (e.g. yellow)."""
    r, g, b = colour.redF(), colour.greenF(), colour.blueF()
    return 0.299 * r + 0.587 * g + 0.114 * b > 0.62


@dataclass(frozen=True, eq=False)
class Theme:
    """Board palette.  Build one with :meth:`light`, :meth:`dark` or :meth:`for_palette`."""

    dark: bool
    table: QColor          # behind the board (the view's background)
    frame: QColor          # the board's raised rim
    frame_edge: QColor     # thin line around the rim
    surface: QColor        # the board's playing surface (under the nests and arms)
    grout: QColor          # the band behind the track tiles
    tile: QColor           # an ordinary track square
    tile_edge: QColor
    number: QColor         # square numbers
    safe_tile: QColor      # safe squares ("marked in grey")
    safe_mark: QColor      # the emblem on a safe square
    special_tile: QColor   # other special cells (rest cells, mirror...)
    goal_edge: QColor      # lines between the goal triangles
    shadow: QColor         # drop shadows (tokens, board)
    glow: QColor           # halo of a token that may move
    focus: QColor          # keyboard focus ring
    selected: QColor       # ring of the selected token
    turn: QColor           # halo around the nest of the seat to move
    text: QColor           # general text drawn on the surface
    contrast: bool = False  # the high-contrast theme (white lines on black)

    # -- per seat ---------------------------------------------------------
    def seat(self, seat: int) -> QColor:
        """The token colour of ``seat``."""
        return seat_colour(seat)

    def halo(self, seat: int) -> QColor:
        """The glow of ``seat``'s movable tokens: :attr:`glow`, or white where the glow's hue is
        the seat's own (an amber glow melts into a yellow token sitting in its yellow nest)."""
        gap = abs(seat_colour(seat).hueF() - self.glow.hueF())
        if min(gap, 1.0 - gap) < 0.08:
            return QColor(255, 255, 255)
        return QColor(self.glow)

    def nest(self, seat: int) -> QColor:
        """Fill of the seat's nest (slightly calmer than the tokens on a dark board)."""
        c = seat_colour(seat)
        return mix(c, self.surface, 0.22) if self.dark else c

    def home_tile(self, seat: int) -> QColor:
        """Fill of the seat's home column squares."""
        return mix(seat_colour(seat), self.tile, 0.30 if not self.dark else 0.38)

    def arm_tile(self, seat: int) -> QColor:
        """A track square on the seat's arm: the plain tile with a breath of the seat colour."""
        return mix(self.tile, seat_colour(seat), 0.07 if not self.dark else 0.10)

    def mark(self, seat: int) -> QColor:
        """Colour of the shape drawn on the seat's tokens (white, dark on yellow)."""
        c = seat_colour(seat)
        return c.darker(260) if is_light(c) else QColor(255, 255, 255)

    def text_on(self, seat: int) -> QColor:
        """Text colour on the seat's nest."""
        c = self.nest(seat)
        return QColor("#3A2A05") if is_light(c) else QColor(255, 255, 255)

    # -- construction -----------------------------------------------------
    @classmethod
    def light(cls, table: QColor | None = None) -> "Theme":
        return cls(
            dark=False,
            table=QColor(table) if table is not None else QColor("#ECE7DE"),
            frame=QColor("#2F3A4A"),
            frame_edge=QColor("#1D2530"),
            surface=QColor("#FBF7EE"),
            grout=QColor("#D9CFBD"),
            tile=QColor("#FFFDF8"),
            tile_edge=QColor("#CDBFA6"),
            number=QColor("#A39580"),
            safe_tile=QColor("#E4E2DE"),
            safe_mark=QColor("#8E8A84"),
            special_tile=QColor("#EDE6D6"),
            goal_edge=QColor("#FFFFFF"),
            shadow=QColor(20, 14, 6, 110),
            glow=QColor("#FFB300"),
            focus=QColor("#1A73E8"),
            selected=QColor("#FFFFFF"),
            turn=QColor("#FFB84D"),
            text=QColor("#3B352C"),
        )

    @classmethod
    def dark_theme(cls, table: QColor | None = None) -> "Theme":
        return cls(
            dark=True,
            table=QColor(table) if table is not None else QColor("#1E2127"),
            frame=QColor("#0F1216"),
            frame_edge=QColor("#050608"),
            surface=QColor("#2A2F38"),
            grout=QColor("#1C2027"),
            tile=QColor("#3A404C"),
            tile_edge=QColor("#232831"),
            number=QColor("#8D96A8"),
            safe_tile=QColor("#555C69"),
            safe_mark=QColor("#B9C0CC"),
            special_tile=QColor("#474E5C"),
            goal_edge=QColor("#1C2027"),
            shadow=QColor(0, 0, 0, 150),
            glow=QColor("#FFE98A"),
            focus=QColor("#6AB0FF"),
            selected=QColor("#FFFFFF"),
            turn=QColor("#FFD95A"),
            text=QColor("#E6E9EF"),
        )

    @classmethod
    def high_contrast(cls) -> "Theme":
        """Low vision: black squares edged in white, white numbers, a yellow focus ring and turn,
        a cyan glow; the seat colours stay (each at least 3.8:1 on black)."""
        return cls(
            dark=True,
            table=QColor("#000000"),
            frame=QColor("#FFFFFF"),
            frame_edge=QColor("#FFFFFF"),
            surface=QColor("#000000"),
            grout=QColor("#FFFFFF"),
            tile=QColor("#000000"),
            tile_edge=QColor("#FFFFFF"),
            number=QColor("#FFFFFF"),
            safe_tile=QColor("#4D4D4D"),
            safe_mark=QColor("#FFFFFF"),
            special_tile=QColor("#333333"),
            goal_edge=QColor("#FFFFFF"),
            shadow=QColor(0, 0, 0, 0),
            glow=QColor("#00FFFF"),
            focus=QColor("#FFFF00"),
            selected=QColor("#FFFFFF"),
            turn=QColor("#FFFF00"),
            text=QColor("#FFFFFF"),
            contrast=True,
        )

    # ``dark`` is a field, so the dark constructor cannot share its name.
    @classmethod
    def for_palette(cls, palette: QPalette) -> "Theme":
        """The light or dark theme, matching the palette's window colour; a black and white
        palette (ours, or the desktop's high-contrast one) gets :meth:`high_contrast`."""
        window = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Window)
        focus = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight)
        text = palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.WindowText)
        if window.lightness() <= 10 and text.lightness() >= 245:
            return cls.high_contrast()
        if window.lightness() < 128:
            theme = cls.dark_theme(window)
        else:
            theme = cls.light(window)
        if focus.isValid() and focus.alpha() > 0:
            object.__setattr__(theme, "focus", QColor(focus))
        return theme
