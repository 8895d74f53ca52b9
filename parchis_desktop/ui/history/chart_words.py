"""The This-game charts in words (issue 35): a sentence beside each chart that says what a
sighted player reads off it, for a screen reader (and for anyone):

* the chance to win: its biggest swing for each player ("Ana's chance to win rose from 24%
  to 61% between turns 30 and 45.") and where it ended;
* the race: who was ahead at the end, by how many steps;
* the fair-dice bars: each face's count, what fair dice would show, the faces outside the
  band.

Pure functions of the series that ``stats_window.game_series`` computes; texts in the
``ChartWords`` context.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["biggest_swing", "win_summary", "race_summary", "faces_summary"]


def biggest_swing(turns: list[int], values: list[float]) -> tuple[int, int] | None:
    """The indices (i, j), i < j, between which ``values`` changed the most (None: no change)."""
    best, where = 0.0, None
    low_i = high_i = 0          # the lowest and highest value so far, for a rise and a fall
    for j in range(1, len(values)):
        if values[j] - values[low_i] > best:
            best, where = values[j] - values[low_i], (low_i, j)
        if values[high_i] - values[j] > best:
            best, where = values[high_i] - values[j], (high_i, j)
        if values[j] < values[low_i]:
            low_i = j
        if values[j] > values[high_i]:
            high_i = j
    return where if best >= 0.5 else None


def _pct(value: float) -> str:
    return f"{round(value)}%"


def win_summary(turns: list[int], curves: list[tuple[str, list[float]]]) -> str:
    """One sentence per curve (name, chances in percent, one per turn)."""
    lines = []
    for name, values in curves:
        if not values:
            continue
        swing = biggest_swing(turns, values)
        if swing is None:
            lines.append(QCoreApplication.translate("ChartWords", "%1's chance to win stayed at %2.")
                         .replace("%1", name).replace("%2", _pct(values[0])))
            continue
        i, j = swing
        text = (QCoreApplication.translate("ChartWords", "%1's chance to win rose from %2 to %3 between turns %4 and %5.")
                if values[j] > values[i] else
                QCoreApplication.translate("ChartWords", "%1's chance to win fell from %2 to %3 between turns %4 and %5."))
        text = (text.replace("%1", name).replace("%2", _pct(values[i])).replace("%3", _pct(values[j]))
                .replace("%4", str(turns[i])).replace("%5", str(turns[j])))
        if j != len(values) - 1:
            text += " " + QCoreApplication.translate("ChartWords", "It ended at %1.").replace("%1", _pct(values[-1]))
        lines.append(text)
    return " ".join(lines)


def race_summary(turns: list[int], curves: list[tuple[str, list[int]]]) -> str:
    """Who had the fewest steps to go at the end of the game shown, and the others' steps."""
    ends = [(values[-1], name) for name, values in curves if values]
    if not ends or not turns:
        return ""
    ends.sort(key=lambda e: e[0])
    steps, leader = ends[0]
    text = (QCoreApplication.translate("ChartWords", "After turn %1, %2 was ahead in the race with %3 steps to go")
            .replace("%1", str(turns[-1])).replace("%2", leader).replace("%3", str(steps)))
    others = [f"{name} {s}" for s, name in ends[1:]]
    if others:
        text += QCoreApplication.translate("ChartWords", "; the others: %1").replace("%1", ", ".join(others))
    return text + "."


def faces_summary(faces: list[int], low: float, high: float) -> str:
    """The Fair dice bars in words: the count of each face, what fair dice would show (the
    expected count and the 95% band, ``low``..``high``) and the faces outside it."""
    n = sum(faces)
    if not n:
        return ""
    counts = ", ".join(f"{face}: {count}" for face, count in enumerate(faces, 1))
    text = QCoreApplication.translate("ChartWords", "Faces rolled: %1.").replace("%1", counts)
    text += " " + (QCoreApplication.translate(
        "ChartWords", "Fair dice would show each face about %1 times, 95% of the time between %2 and %3.")
        .replace("%1", str(round(n / 6))).replace("%2", str(round(low))).replace("%3", str(round(high))))
    outside = [QCoreApplication.translate("ChartWords", "face %1: %2").replace("%1", str(face)).replace("%2", str(count))
               for face, count in enumerate(faces, 1) if not low <= count <= high]
    if outside:
        text += " " + QCoreApplication.translate("ChartWords", "Outside that range: %1.").replace("%1", ", ".join(outside))
    else:
        text += " " + QCoreApplication.translate("ChartWords", "Every face is inside that range.")
    return text
