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

from PySide6.QtCore import QCoreApplication

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


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Review", text, None, n)


def points(value: float) -> int:
    """A chance difference (0..1) in whole points of win chance."""
    return int(round(100.0 * value))


def signed_points(value: float) -> str:
    """+14 / −9 / 0 (a real minus sign)."""
    p = points(value)
    return f"+{p}" if p > 0 else (f"−{-p}" if p < 0 else "0")


def percent(value: float) -> str:
    return f"{round(100.0 * value)}%"


def class_name(klass: str) -> str:
    """The class as a word for a legend, a card and the log's accessible text."""
    return {
        "forced": _t("forced"),
        "best": _t("best move"),
        "good": _t("good move"),
        "inaccuracy": _t("inaccuracy"),
        "mistake": _t("mistake"),
        "blunder": _t("blunder"),
    }.get(klass, klass)


def class_plural(klass: str) -> str:
    """The class as a legend entry (plural, no count)."""
    return {
        "best": _t("Best moves"),
        "good": _t("Good moves"),
        "inaccuracy": _t("Inaccuracies"),
        "mistake": _t("Mistakes"),
        "blunder": _t("Blunders"),
    }.get(klass, klass)


def class_count(klass: str, n: int) -> str:
    """"3 mistakes", with the language's plural forms."""
    if klass == "inaccuracy":
        return _t("%n inaccuracies", n)
    if klass == "mistake":
        return _t("%n mistakes", n)
    if klass == "blunder":
        return _t("%n blunders", n)
    if klass == "best":
        return _t("%n best moves", n)
    if klass == "good":
        return _t("%n good moves", n)
    return _t("%n forced moves", n)


def loss_text(loss: float) -> str:
    """What the move cost, for a tooltip or a screen reader."""
    if points(loss) <= 0:
        return _t("no win chance lost")
    return _t("%n points of win chance lost", points(loss))


def log_accessible(line: str, klass: str, loss: float) -> str:
    """A move's log line as a screen reader reads it: the line, its class and what it cost."""
    if klass == "forced":
        return _t("%1 (the only legal move)").replace("%1", line)
    return _t("%1 (%2, %3)").replace("%1", line).replace("%2", class_name(klass)).replace("%3", loss_text(loss))


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
        return _t("roll the dice")
    return describe_move(moves[k], names) if k is not None and 0 <= k < len(moves) else "?"


def decision_lines(decision, moves: list, names: dict[int, str]) -> tuple[str, str, str]:
    """(played, best, verdict): the replay's words for one decision ("" where there is
    nothing to say).  ``moves`` are the legal moves of the decision's position
    (``decision.played`` and ``decision.best`` index them; -1 is rolling the dice)."""
    if decision.played is None:
        return "", "", ""
    played = option_text(decision.played, moves, names)
    if decision.klass == "forced":
        return _t("Played: %1 — the only legal move.").replace("%1", played), "", ""
    played_text = (_t("Played: %1 — win chance %2").replace("%1", played)
                   .replace("%2", percent(option_chance(decision, decision.played) or 0.0)))
    if decision.klass == "best" or decision.best is None or decision.best == decision.played:
        return played_text, _t("That was the best move."), ""
    best_text = (_t("Best: %1 — win chance %2").replace("%1", option_text(decision.best, moves, names))
                 .replace("%2", percent(option_chance(decision, decision.best) or 0.0)))
    verdict = (_t("%1: %2.").replace("%1", class_name(decision.klass)[:1].upper() + class_name(decision.klass)[1:])
               .replace("%2", loss_text(decision.loss)))
    return played_text, best_text, verdict


def luck_line(name: str, dice, luck: float) -> str:
    """The roll before a decision and its luck for the mover."""
    return (_t("%1 rolled %2: luck %3 points.").replace("%1", name).replace("%2", " · ".join(str(d) for d in dice))
            .replace("%3", signed_points(luck)))


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
    figures = (_t("%1: luck %2 points, mistakes %3 points").replace("%1", name)
               .replace("%2", signed_points(luck)).replace("%3", signed_points(-loss)))
    code = headline_code(luck, loss, others, place)
    verdict = {
        WON_ON_DICE: _t("won on dice"),
        WON_ON_CHOICES: _t("won on choices"),
        LOST_ON_DICE: _t("lost on dice"),
        LOST_ON_CHOICES: _t("lost on choices"),
        LOST_ON_OTHERS: _t("lost to the others' dice and play"),
    }.get(code)
    return figures if verdict is None else _t("%1: %2").replace("%1", figures).replace("%2", verdict)


def markers_summary(counts: dict[str, int]) -> str:
    """The chart's markers in a sentence: "Marked: 2 blunders, 5 mistakes, 9 inaccuracies."."""
    parts = [class_count(k, counts[k]) for k in ("blunder", "mistake", "inaccuracy") if counts.get(k)]
    if not parts:
        return _t("No inaccuracies, mistakes or blunders.")
    return _t("Marked: %1.").replace("%1", ", ".join(parts))


def marker_line(turn: int, name: str, klass: str, loss: float) -> str:
    """A row of the markers' list: "Turn 12, Ana: mistake, 14 points of win chance lost"."""
    return (_t("Turn %1, %2: %3, %4").replace("%1", str(turn)).replace("%2", name)
            .replace("%3", class_name(klass)).replace("%4", loss_text(loss)))


def luck_summary(rows: list[tuple[str, float, float]]) -> str:
    """The luck-and-skill chart in words: each seat's luck and mistakes over the game."""
    return " ".join(_t("%1: luck %2 points, lost to mistakes %3 points over the game.")
                    .replace("%1", name).replace("%2", signed_points(luck)).replace("%3", str(points(loss)))
                    for name, luck, loss in rows)
