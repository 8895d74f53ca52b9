"""A move's animation that never reports its end must not stop the game.

The controller waits for the board's ``animation_finished`` after every move; no human and
no computer player may act meanwhile.  Were that signal ever lost (an animation stopped
half-way, a handler of ``move_played`` raising before the board was told), the window would
wait for ever: issue 25 item 3 saw "Ana to roll" with the Roll button disabled and a token
frozen mid-hop.  :class:`AnimationGuard` watches every move: if the controller still waits
for the same move's animation well after the longest one ends (about 3.5 s at the slow
speed), the board is put at its end and the controller told, and a line on stderr says so.
"""
from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QTimer

__all__ = ["AnimationGuard"]


class AnimationGuard(QObject):
    """Armed by each ``move_played``; finishes the move's animation if it never ends."""

    #: Milliseconds after a move's start at which its animation counts as lost.
    LIMIT_MS = 15000

    def __init__(self, controller, scene_of, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._scene_of = scene_of           # the window's current board scene (it is rebuilt)
        self._moves = 0                     # moves seen; the timer checks the one it was armed for
        self._armed_for = 0
        self.rescued = 0                    # animations finished by the guard (0 in a healthy game)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._expired)
        controller.move_played.connect(self.watch)

    def watch(self, *_move) -> None:
        """A move was played: its animation must end within :attr:`LIMIT_MS`."""
        self._moves += 1
        self._armed_for = self._moves
        self._timer.start(self.LIMIT_MS)

    def _expired(self) -> None:
        c = self.controller
        if not c.animating or self._armed_for != self._moves:
            return
        self.rescued += 1
        print("parchis-desktop: a move's animation did not end; the board was put at its end",
              file=sys.stderr)
        scene = self._scene_of()
        scene.finish_now()
        if c.animating:                     # the board was not animating it at all
            scene.set_position(c.position)
            c.animation_finished()
