"""Announcements for screen readers: every roll, move, capture, bonus, pass and turn change.

:class:`Announcer` listens to the controller and says what happened in one sentence, at the
verbosity the player chose (the ``a11y/announce`` setting):

* ``all``: every event, the computer players' too;
* ``mine``: the human players' turns, rolls, moves and passes, every capture and the end;

and, at both, what the status line answers a human's own action (why a token cannot move,
where to go next, the hint);
* ``off``: nothing.

With Qt 6.8 or newer a sentence is a ``QAccessibleAnnouncementEvent`` (polite; the end of
the game and a capture of a human's token are assertive), which Orca, NVDA and VoiceOver
speak without moving the focus.  With an older Qt it is the text of a polite live status
region (a label in the window's status bar whose name changes with each event).  The
sentences spoken are kept in :attr:`Announcer.spoken` (the last 200) for the tests.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible

from parchis_desktop.ui.board.spoken import _and_list, move_name
from parchis_desktop.ui.game.move_input import is_choice
from parchis_desktop.ui.game.move_log import over_text, pass_text
from parchis_desktop.ui.texts.game import describe_move

__all__ = ["Announcer", "VERBOSITY", "announce", "has_announcement_events"]

VERBOSITY = ("all", "mine", "off")
_KEEP = 200



def _plain(text: str) -> str:
    """The words of a status line's rich text (its rule links become their text)."""
    from html import unescape   # (its entity table: not at start-up)

    return unescape(re.sub(r"<[^>]+>", "", text or "")).strip()


def has_announcement_events() -> bool:
    """Qt 6.8+ has QAccessibleAnnouncementEvent (PySide6 >= 6.8 exposes it)."""
    try:
        from PySide6.QtGui import QAccessibleAnnouncementEvent  # noqa: F401
    except ImportError:
        return False
    return True


def announce(widget, text: str, assertive: bool = False) -> None:
    """Say ``text`` for ``widget``'s window (the tutorial, a replay): an announcement event
    where Qt has them (what they say is also a visible label a screen reader reads otherwise)."""
    if not text or not QAccessible.isActive():
        return
    try:
        from PySide6.QtGui import QAccessibleAnnouncementEvent
    except ImportError:
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                        else QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)


class Announcer(QObject):
    """Says the game's events for ``window`` (its ``controller``, ``_names()``, ``_name()``)."""

    def __init__(self, window, verbosity: str = "all", use_events: bool | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.verbosity = verbosity if verbosity in VERBOSITY else "all"
        self.use_events = has_announcement_events() if use_events is None else use_events
        self.spoken: list[tuple[str, bool]] = []     # (sentence, assertive)
        self.region = None                           # the live region (older Qt only)
        self._turn: tuple | None = None              # the last turn said: (seat, events, game)
        self._over: int | None = None                # the game whose end was said
        if not self.use_events:
            self._make_region()
        c = window.controller
        c.rolled.connect(self._on_rolled)
        c.move_played.connect(self._on_move)
        c.passed.connect(self._on_passed)
        c.changed.connect(self._on_changed)
        c.game_over.connect(self._on_game_over)
        # What the status line answers the player's own action (why a token cannot move, where
        # to go, the hint): said too, since the player cannot see it.
        window.move_input.status.connect(self._on_status)
        c.bots.hint_ready.connect(self._on_hint)   # after the window's handler has written it
        self._status_said = ""

    def set_verbosity(self, verbosity: str) -> None:
        self.verbosity = verbosity if verbosity in VERBOSITY else "all"

    # -- saying ------------------------------------------------------------------------------
    def _make_region(self) -> None:
        from PySide6.QtWidgets import QLabel
        self.region = QLabel(self.window)
        self.region.setObjectName("announcements")
        self.region.setAccessibleDescription(QCoreApplication.translate("Announcer", "Game events"))
        self.window.statusBar().addWidget(self.region, 1)

    def say(self, text: str, human: bool, assertive: bool = False) -> None:
        """Say ``text`` if the verbosity lets it through (``human``: about a human player's
        turn, or a capture, which ``mine`` says too)."""
        if self.verbosity == "off" or (self.verbosity == "mine" and not human) or not text:
            return
        self.spoken.append((text, assertive))
        del self.spoken[:-_KEEP]
        if self.region is not None:
            self.region.setText(text)
            self.region.setAccessibleName(text)
            return
        if not QAccessible.isActive():
            return
        from PySide6.QtGui import QAccessibleAnnouncementEvent
        event = QAccessibleAnnouncementEvent(self.window, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)

    # -- the game's events ----------------------------------------------------------------------
    def _human(self, seat: int) -> bool:
        return self.window.controller.is_human(seat)

    def _on_rolled(self, seat: int, dice: tuple) -> None:
        text = (QCoreApplication.translate("Announcer", "%1 rolls %2.").replace("%1", self.window._name(seat))
                .replace("%2", _and_list([str(d) for d in dice])))
        self.say(text, self._human(seat))

    def _on_move(self, before, move, after) -> None:
        names = self.window._names()
        human = self._human(before.to_move)
        victims = [s for s, _t in move.captures]
        if is_choice(move):     # an exchange, declining the reward: the log's sentence says who
            text = describe_move(move, names) + "."
        else:
            text = QCoreApplication.translate("Announcer", "%1: %2.").replace("%1", self.window._name(before.to_move)).replace(
                "%2", move_name(before, move, names, capital=False))
        if len(after.bonuses) > len(before.bonuses) or sum(after.bonuses) > sum(before.bonuses):
            text += " " + QCoreApplication.translate("Announcer", "Bonus of %1 to count.").replace("%1", str(max(after.bonuses)))
        if move.to == "goal" and move.token is not None:
            text += " " + QCoreApplication.translate("Announcer", "A token reaches the goal.")
        self.say(text, human or bool(victims), assertive=any(self._human(v) for v in victims))

    def _on_passed(self, seat: int) -> None:
        self.say(pass_text(seat, self.window._names()), self._human(seat))

    def _on_changed(self) -> None:
        c = self.window.controller
        pos = c.position
        if pos is None or pos.is_over or c.animating or c.first_roll_pending() or not pos.needs_roll:
            return
        turn = (pos.turn, len(c.game.events), id(c.game))
        if self._turn is not None and self._turn[0] == pos.turn and self._turn[2] == id(c.game) \
                and self._turn[1] <= turn[1] and pos.streak > 0:
            return      # an extra roll of the same turn (a double): the roll says it
        if self._turn == turn:
            return
        self._turn = turn
        if self._human(pos.turn):
            text = QCoreApplication.translate("Announcer", "%1, your turn: roll the dice (Space).").replace("%1", self.window._name(pos.turn))
        else:
            text = QCoreApplication.translate("Announcer", "%1's turn.").replace("%1", self.window._name(pos.turn))
        self.say(text, self._human(pos.turn))

    def _on_status(self, text: str) -> None:
        plain = _plain(text)
        self._status_said = plain
        self.say(plain, True)

    def _on_hint(self, *_args) -> None:
        text = _plain(self.window.panel.status.text())
        if text != self._status_said:
            self._status_said = text
            self.say(text, True)

    def _on_game_over(self, places: list) -> None:
        c = self.window.controller
        if self._over == id(c.game):
            return
        self._over = id(c.game)
        pos = c.position
        self.say(over_text(pos, self.window._names()), True, assertive=True)
