"""The tutorial for screen readers (issue 35): the lesson's board read and played like the game's.

The tutorial's board is the game's board view, so it has the same accessible lists
(:mod:`parchis_desktop.ui.board.accessible`): the moves the learner may try (Press tries one:
a move that cannot reach the step's goal is refused with the step's words, as a click is),
the tokens (Press is a click: in a question step it answers the question) and the occupied
squares.  :class:`TutorialSource` gives that interface what the main window gives it, from
the :class:`~parchis_desktop.ui.help.tutorial.TutorialWindow`'s step; the board's
description is the step's task ("Step 2 of 5. Bring a token out of the nest.").

What the banner above the board says (why a move is refused, "Right!", the score) and each
new step's task are announced (``QAccessibleAnnouncementEvent``; a refusal assertively), at
the player's ``a11y/announce`` verbosity (``off`` says nothing).  The sentences are kept in
:attr:`TutorialSource.spoken` for the tests.
"""
from __future__ import annotations

import shiboken6

from parchis_desktop.engine import legal_moves
from parchis_desktop.ui.board.access_hooks import _KeyWatcher
from parchis_desktop.ui.game.announce import announce
from parchis_desktop.ui.game.move_input import is_choice
from parchis_desktop.ui.texts.game import colour_name

__all__ = ["TutorialSource"]

_KEEP = 100


class TutorialSource:
    """The board interface's window, for the tutorial: ``controller`` and ``move_input`` are
    this object (position, who acts, the moves; the glowing tokens, the selection, the ring)."""

    def __init__(self, tutorial) -> None:
        self.tutorial = tutorial
        self.controller = self
        self.move_input = self
        self.scene = tutorial.scene
        self.spoken: list[tuple[str, bool]] = []
        tutorial.view.accessible_source = self
        self._keys = _KeyWatcher(tutorial.view, self.refresh)

    # -- the controller's part ------------------------------------------------------------
    @property
    def _run(self):
        return self.tutorial.run

    @property
    def position(self):
        run = self._run
        return run.pos if run is not None else None

    def human_to_act(self) -> bool:
        run = self._run
        return run is not None and not self.tutorial._busy and run.state() in ("roll", "move", "ask")

    def legal_moves(self) -> list:
        run = self._run
        if run is None or self.tutorial._busy:
            return []
        state = run.state()
        if state == "move":
            return legal_moves(run.pos)
        if state == "roll":        # an exchange before the roll (RU-9)
            return [m for m in run.pre_roll_moves() if is_choice(m)]
        return []

    def play_move(self, move) -> bool:
        return self.tutorial.attempt(move)

    def play_choice(self, move) -> bool:
        return self.tutorial.attempt(move)

    def _names(self) -> dict[int, str]:
        pos = self.position
        return {s: colour_name(s) for s in range(len(pos.tokens))} if pos is not None else {}

    # -- the move input's part ------------------------------------------------------------
    @property
    def movable(self) -> list:
        """The tokens that may move (a question's tokens are all pressable, but none is said to
        move: that would answer "which token can move?")."""
        run = self._run
        return [] if run is not None and run.state() == "ask" else list(self.scene._movable)

    @property
    def selected(self):
        return self.scene.selected()

    @property
    def focus(self):
        return self.tutorial._focus

    @property
    def destination_moves(self) -> list:
        return list(self.tutorial._dest_moves)

    def click_token(self, seat: int, token: int) -> None:
        self.tutorial.on_token_clicked(seat, token)

    def clear(self) -> None:
        self.tutorial._clear_selection()

    # -- words ----------------------------------------------------------------------------
    def board_description(self) -> str:
        """The step's task, with its number ("Step 2 of 5. ...")."""
        t = self.tutorial
        parts = [t.step_label.text() if not t.step_label.isHidden() else "", t.task.text()]
        return " ".join(p.strip().rstrip(".") + "." for p in parts if p and p.strip())

    def say(self, text: str, assertive: bool = False) -> None:
        settings = self.tutorial.settings
        if not text or (settings is not None and settings.get("a11y/announce") == "off"):
            return
        self.spoken.append((text, assertive))
        del self.spoken[:-_KEEP]
        announce(self.tutorial, text, assertive)

    def refresh(self, *_args) -> None:
        view = self.tutorial.view
        iface = getattr(view, "_accessible", None)
        if iface is not None and shiboken6.isValid(view):
            iface.refresh()
