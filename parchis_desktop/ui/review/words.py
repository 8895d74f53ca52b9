"""What the game review says (issue 30), in the ``Review`` translation context.

The core (``ai/review.py``) speaks in data: classes (``"best"`` … ``"blunder"``), chances
from 0 to 1 and move indices.  These functions make the sentences: a class's name and
mark ("?!", "?", "??"), a decision said in words for the replay ("Ana played … 31%;
best … 47%"), a seat's headline ("Blue: luck +14 points, mistakes −9 points: lost on
dice") and the win-chance chart with its markers in a sentence (for a screen reader,
as ``ui/history/chart_words.py`` does for the statistics' charts).

A *point* is one percentage point of win chance (a loss of 0.16 is 16 points).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from parchis_desktop.ui.texts.game import describe_move

#: The classes of a decision, from the best to the worst (ai/review.py's ``klass``).
CLASSES = ("forced", "best", "good", "inaccuracy", "mistake", "blunder")
#: The classes that the chart marks and the log flags as errors.
ERRORS = ("inaccuracy", "mistake", "blunder")
#: The log's mark of each class (chess notation; best, good and forced moves carry none).
MARKS = {"forced": "", "best": "", "good": "", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}

# What a seat's game was decided by (headline_code).
WON_ON_DICE, WON_ON_CHOICES = "won_dice", "won_choices"
LOST_ON_DICE, LOST_ON_CHOICES, LOST_ON_OTHERS = "lost_dice", "lost_choices", "lost_others"
UNFINISHED = "unfinished"



def points(value: float) -> int:
    """A chance difference (0..1) in whole points of win chance."""
    return int(round(100.0 * value))


def signed_points(value: float) -> str:
    """+14 / −9 / 0 (a real minus sign)."""
    p = points(value)
    return f"+{p}" if p > 0 else (f"−{-p}" if p < 0 else "0")


def points_text(value: float, signed: bool = True) -> str:
    """"+14 points" ("+14 п. п.", "+14 pkt": an abbreviation needs no plural form)."""
    number = signed_points(value) if signed else str(points(value))
    return QCoreApplication.translate("Review", "%1 points").replace("%1", number)


def percent(value: float) -> str:
    return f"{round(100.0 * value)}%"


def class_name(klass: str) -> str:
    """The class as a word for a legend, a card and the log's accessible text."""
    return {
        "forced": QCoreApplication.translate("Review", "forced"),
        "best": QCoreApplication.translate("Review", "best move"),
        "good": QCoreApplication.translate("Review", "good move"),
        "inaccuracy": QCoreApplication.translate("Review", "inaccuracy"),
        "mistake": QCoreApplication.translate("Review", "mistake"),
        "blunder": QCoreApplication.translate("Review", "blunder"),
    }.get(klass, klass)


def class_plural(klass: str) -> str:
    """The class as a legend entry (plural, no count)."""
    return {
        "best": QCoreApplication.translate("Review", "Best moves"),
        "good": QCoreApplication.translate("Review", "Good moves"),
        "inaccuracy": QCoreApplication.translate("Review", "Inaccuracies"),
        "mistake": QCoreApplication.translate("Review", "Mistakes"),
        "blunder": QCoreApplication.translate("Review", "Blunders"),
    }.get(klass, klass)


class Review(QObject):
    """The sentences with a count: lupdate finds plural forms (%n) only in ``tr()``, so they
    live in a class whose name is the ``Review`` context of this module's other sentences."""

    def counted(self, key: str, n: int) -> str:
        if key == "inaccuracy":
            return self.tr("%n inaccuracies", "", n)
        if key == "mistake":
            return self.tr("%n mistakes", "", n)
        if key == "blunder":
            return self.tr("%n blunders", "", n)
        if key == "best":
            return self.tr("%n best moves", "", n)
        if key == "good":
            return self.tr("%n good moves", "", n)
        if key == "forced":
            return self.tr("%n forced moves", "", n)
        if key == "lost":
            return self.tr("%n points of win chance lost", "", n)
        if key == "choices":
            return self.tr("%n choices", "", n)
        if key == "decisions":
            return self.tr("Reviewed by the Expert (%n decisions).", "", n)
        raise KeyError(key)


_COUNTS: list[Review] = []


def counted(key: str, n: int) -> str:
    """A sentence with a count in the language's plural form (see :class:`Review`)."""
    if not _COUNTS:
        _COUNTS.append(Review())
    return _COUNTS[0].counted(key, n)


def class_count(klass: str, n: int) -> str:
    """"3 mistakes", with the language's plural forms."""
    return counted(klass if klass in CLASSES else "forced", n)


def loss_text(loss: float) -> str:
    """What the move cost, for a tooltip or a screen reader."""
    if points(loss) <= 0:
        return QCoreApplication.translate("Review", "no win chance lost")
    return counted("lost", points(loss))


def log_accessible(line: str, klass: str, loss: float) -> str:
    """A move's log line as a screen reader reads it: the line, its class and what it cost."""
    if klass == "forced":
        return QCoreApplication.translate("Review", "%1 (the only legal move)").replace("%1", line)
    return (QCoreApplication.translate("Review", "%1 (%2, %3)")
            .replace("%1", line).replace("%2", class_name(klass)).replace("%3", loss_text(loss)))


def option_chance(decision, k: int | None) -> float | None:
    """The mover's win chance after option ``k`` of a decision (a legal move's index; -1:
    rolling the dice, the other option before a roll with pre-roll moves, RU-9)."""
    if k is None:
        return None
    if k == -1:
        if decision.played == -1:
            return decision.win_after
        return decision.win_before if decision.best == -1 else None
    return decision.moves[k] if 0 <= k < len(decision.moves) else None


def option_text(k: int | None, moves: list, names: dict[int, str]) -> str:
    if k == -1:
        return QCoreApplication.translate("Review", "roll the dice")
    return describe_move(moves[k], names) if k is not None and 0 <= k < len(moves) else "?"


def decision_lines(decision, moves: list, names: dict[int, str]) -> tuple[str, str, str]:
    """(played, best, verdict): the replay's words for one decision ("" where there is
    nothing to say).  ``moves`` are the legal moves of the decision's position
    (``decision.played`` and ``decision.best`` index them; -1 is rolling the dice)."""
    if decision.played is None:
        return "", "", ""
    played = option_text(decision.played, moves, names)
    if decision.klass == "forced":
        return QCoreApplication.translate("Review", "Played: %1 — the only legal move.").replace("%1", played), "", \
            ""
    played_text = (QCoreApplication.translate("Review", "Played: %1 — win chance %2").replace("%1", played)
                   .replace("%2", percent(option_chance(decision, decision.played) or 0.0)))
    if decision.klass == "best" or decision.best is None or decision.best == decision.played:
        return played_text, QCoreApplication.translate("Review", "That was the best move."), ""
    best_text = (QCoreApplication.translate("Review", "Best: %1 — win chance %2")
                 .replace("%1", option_text(decision.best, moves, names))
                 .replace("%2", percent(option_chance(decision, decision.best) or 0.0)))
    klass = class_name(decision.klass)
    verdict = (QCoreApplication.translate("Review", "%1: %2.").replace("%1", klass[:1].upper() + klass[1:])
               .replace("%2", loss_text(decision.loss)))
    return played_text, best_text, verdict


def luck_line(name: str, dice, luck: float) -> str:
    """The roll before a decision and its luck for the mover."""
    return (QCoreApplication.translate("Review", "%1 rolled %2: luck %3.").replace("%1", name)
            .replace("%2", " · ".join(str(d) for d in dice)).replace("%3", points_text(luck)))


def headline_code(luck: float, loss: float, others: float, place: int | None) -> str:
    """What decided a seat's game, from the three parts of its change of win chance (the
    core's identity: end − start = luck − loss + others).  ``luck``: its dice; ``loss``
    (≥ 0): what its own choices gave away; ``others``: what the other seats did to its
    chance.  ``place``: 0 for the winner (or the winning team), 1+ otherwise, None while the
    game is unfinished.

    A winner won on dice when its dice gave it more than the others' play did, else on
    choices (the others gave away more than it did: skill is relative).  A loser lost on
    dice when its dice took more than its own mistakes did, on choices when its mistakes
    took more, and to the others when neither explains the fall (their dice and play)."""
    if place is None:
        return UNFINISHED
    if place == 0:
        return WON_ON_DICE if luck > 0 and luck >= others else WON_ON_CHOICES
    bad_dice, own = max(0.0, -luck), max(0.0, loss)
    if bad_dice == 0.0 and own == 0.0:
        return LOST_ON_OTHERS
    if max(0.0, -others) > bad_dice + own:
        return LOST_ON_OTHERS
    return LOST_ON_DICE if bad_dice >= own else LOST_ON_CHOICES


def headline(name: str, luck: float, loss: float, others: float, place: int | None) -> str:
    """"Blue: luck +14 points, mistakes −9 points: lost on dice"."""
    figures = (QCoreApplication.translate("Review", "%1: luck %2, mistakes %3").replace("%1", name)
               .replace("%2", points_text(luck)).replace("%3", points_text(-loss)))
    code = headline_code(luck, loss, others, place)
    verdict = {
        WON_ON_DICE: QCoreApplication.translate("Review", "won on dice"),
        WON_ON_CHOICES: QCoreApplication.translate("Review", "won on choices"),
        LOST_ON_DICE: QCoreApplication.translate("Review", "lost on dice"),
        LOST_ON_CHOICES: QCoreApplication.translate("Review", "lost on choices"),
        LOST_ON_OTHERS: QCoreApplication.translate("Review", "lost to the others' dice and play"),
    }.get(code)
    if verdict is None:
        return figures
    return QCoreApplication.translate("Review", "%1: %2").replace("%1", figures).replace("%2", verdict)


def markers_summary(counts: dict[str, int]) -> str:
    """The chart's markers in a sentence: "Marked: 2 blunders, 5 mistakes, 9 inaccuracies."."""
    parts = [class_count(k, counts[k]) for k in ("blunder", "mistake", "inaccuracy") if counts.get(k)]
    if not parts:
        return QCoreApplication.translate("Review", "No inaccuracies, mistakes or blunders.")
    return QCoreApplication.translate("Review", "Marked: %1.").replace("%1", ", ".join(parts))


def marker_line(turn: int, name: str, klass: str, loss: float) -> str:
    """A row of the markers' list: "Turn 12, Ana: mistake, 14 points of win chance lost"."""
    return (QCoreApplication.translate("Review", "Turn %1, %2: %3, %4").replace("%1", str(turn)).replace("%2", name)
            .replace("%3", class_name(klass)).replace("%4", loss_text(loss)))


def luck_summary(rows: list[tuple[str, float, float]]) -> str:
    """The luck-and-skill chart in words: each seat's luck and mistakes over the game."""
    return " ".join(QCoreApplication.translate("Review", "%1: luck %2, lost to mistakes %3 over the game.")
                    .replace("%1", name).replace("%2", points_text(luck)).replace("%3", points_text(loss, False))
                    for name, luck, loss in rows)
