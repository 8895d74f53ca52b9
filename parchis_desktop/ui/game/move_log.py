"""The move log: one line per event of the game's record, kept in step with the record.

Every line carries the number of record events it follows, so Undo cuts the log back
with the record (:meth:`MoveLog.cut`), and a loaded or resumed game gets its log back
from the record itself (:func:`record_lines`), not an empty log.  A line keeps what it
says, not its words: a function of the players' names that words it, so a language switch
words every line again, the oldest too (:meth:`MoveLog.render`).
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from parchis_desktop.engine import Game, Move, legal_moves
from parchis_desktop.engine.movegen import pass_roll, play, roll
from parchis_desktop.engine.position import Position

from parchis_desktop.ui.texts.game import colour_name, describe_move

Words = Callable[[dict], str]            # the players' names -> the line in the current language
Line = tuple[int, Words, "int | None"]   # (events before it, its words, seat for the colour or None)


def _name(seat: int, names: dict[int, str]) -> str:
    return names.get(seat) or colour_name(seat)


def first_rounds_text(rounds: list[dict], names: dict[int, str]) -> str:
    """G-3, every round of the roll for the first player on one line (ties roll again)."""
    def one(faces: dict) -> str:
        return ", ".join(f"{_name(int(s), names)} {d}" for s, d in faces.items())
    text = one(rounds[0]) if rounds else ""
    for faces in rounds[1:]:
        text = QCoreApplication.translate("MoveLog", "%1; a tie, again: %2").replace("%1", text).replace("%2", one(faces))
    return QCoreApplication.translate("MoveLog", "Who starts: %1").replace("%1", text)


def starts_text(seat: int, names: dict[int, str]) -> str:
    return QCoreApplication.translate("MoveLog", "%1 starts.").replace("%1", _name(seat, names))


def roll_text(seat: int, dice, names: dict[int, str]) -> str:
    return QCoreApplication.translate("MoveLog", "%1 rolls %2").replace("%1", _name(seat, names)).replace("%2", " · ".join(str(d) for d in dice))


def pass_text(seat: int, names: dict[int, str]) -> str:
    return QCoreApplication.translate("MoveLog", "%1 cannot move and passes.").replace("%1", _name(seat, names))


def win_text(seat: int, names: dict[int, str]) -> str:
    return QCoreApplication.translate("MoveLog", "%1 wins the game!").replace("%1", _name(seat, names))


def over_text(pos: Position, names: dict[int, str]) -> str:
    """The log's last line: the winner, or with ``teams`` the winning team (TM-4)."""
    if pos.rules.teams and pos.team_places():
        from parchis_desktop.ui.game.seating import team_members
        return (QCoreApplication.translate("MoveLog", "%1 win the game as a team!")
                .replace("%1", team_members(pos.team_places()[0], names)))
    return win_text(pos.winner, names)


def move_text(before: Position, move: Move, names: dict[int, str]) -> str:
    """The log's line for ``move``; TM-3: a player whose tokens are all home moves the
    partner's, and the line says who played it."""
    text = describe_move(move, names)
    if before.rules.teams and move.seat != before.to_move:
        text += QCoreApplication.translate("MoveLog", " (played by the partner, %1)").replace(
            "%1", _name(before.to_move, names))
    return text


def record_lines(game: Game, until: int | None = None) -> list[Line]:
    """The log of a game rebuilt from its record (as the window wrote it while playing), up
    to ``until`` events (all by default)."""
    lines: list[Line] = []
    pos: Position = game.start
    events = game.events if until is None else game.events[:until]
    for n, ev in enumerate(events, start=1):
        try:
            if "first" in ev:
                rounds, turn = ev["first"], pos.turn
                lines.append((n, lambda names, r=rounds: first_rounds_text(r, names), None))
                lines.append((n, lambda names, t=turn: starts_text(t, names), turn))
            elif "roll" in ev:
                seat, dice = pos.turn, tuple(ev["roll"])
                pos = roll(pos, dice)
                lines.append((n, lambda names, s=seat, d=dice: roll_text(s, d, names), seat))
            elif "move" in ev:
                move = next(m for m in legal_moves(pos) if m.matches(ev["move"]))
                line = (n, lambda names, b=pos, m=move: move_text(b, m, names), move.seat)
                pos = play(pos, move)
                lines.append(line)
            elif "pass" in ev:
                seat = pos.to_move
                pos = pass_roll(pos)
                lines.append((n, lambda names, s=seat: pass_text(s, names), seat))
        except Exception:   # a record that does not replay keeps the lines it gave
            break
    else:
        if pos.is_over and events:
            lines.append((len(events), lambda names, p=pos: over_text(p, names), pos.winner))
    return lines


def _words(text: "str | Words") -> Words:
    return text if callable(text) else (lambda _names: text)


class MoveLog:
    """The lines shown in the side panel's log, tagged with the record length they follow.
    ``names`` gives the players' names (colour names in the current language) when a line
    is worded."""

    def __init__(self, panel, names: Callable[[], dict] = dict) -> None:
        self.panel = panel
        self.names = names
        self.lines: list[Line] = []

    def add(self, events: int, text: "str | Words", seat: int | None = None) -> None:
        """A line: fixed text, or a function of the names that words it (worded again when the
        language changes)."""
        words = _words(text)
        self.lines.append((events, words, seat))
        self.panel.add_log(words(self.names()), seat)

    def set_lines(self, lines: list[Line]) -> None:
        self.lines = [(n, _words(text), seat) for n, text, seat in lines]
        self.render()

    def render(self) -> None:
        """Word every line again (the language changed): the panel shows the newest ones."""
        names = self.names()
        shown = self.lines[-self.panel.LOG_LINES:]
        self.panel.set_log([(words(names), seat) for _n, words, seat in shown])

    def texts(self) -> list[str]:
        names = self.names()
        return [words(names) for _n, words, _seat in self.lines]

    def clear(self) -> None:
        self.set_lines([])

    def cut(self, events: int) -> None:
        """Undo went back to ``events`` record events: drop the lines of the undone ones."""
        kept = [line for line in self.lines if line[0] <= events]
        if len(kept) != len(self.lines):
            self.set_lines(kept)
