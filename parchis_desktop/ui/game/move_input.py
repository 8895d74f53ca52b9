"""Move input: how a human picks a move on the board, with the mouse or the keyboard.

The state machine the window uses: the tokens that may move glow (:attr:`MoveInput.movable`);
a click on one plays its only move, or selects it and shows a marker on each cell it can
reach (:attr:`MoveInput.destination_moves`, in marker order); a click on a marker plays
that move; Esc or a click elsewhere cancels.  The arrow keys move a focus ring over the
glowing tokens, or over the markers while a token is selected, and Enter acts on it.
Decisions made with the panel's buttons (declining a reward, prisoner exchanges, passing)
are not board input (:func:`is_choice`).

It only reads the controller and plays through it; it talks to the board scene it is
given and says what to show in the status line with :attr:`MoveInput.status`.  Its texts
keep the window's translation context ("MainWindow").
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from parchis_desktop.engine import Move, explain
from parchis_desktop.engine import plays_for

from parchis_desktop.ui.texts.game import reasons_html

__all__ = ["MoveInput", "is_choice", "marker_label"]


def is_choice(m: Move) -> bool:
    """A move made with a panel button, not by clicking a token and a destination."""
    return m.token is None or m.kind in ("pass", "exchange")


def token_moves(pos, moves, seat: int, token: int) -> list[Move]:
    """Of ``moves`` (legal in ``pos``), the board moves of ``seat``'s ``token``; any token
    in the nest may make an entering move (or a gift from the nest)."""
    out = []
    for m in moves:
        if m.seat != seat or is_choice(m):
            continue
        if m.token == token or ((m.kind == "enter" or m.kind == "gift" and m.frm == "nest")
                                and pos.tokens[seat][token] == -1):
            out.append(m)
    return out


def marker_label(m: Move) -> str:
    """The short label of a destination marker ("4", "3+4", "+20", "★")."""
    if m.kind == "bonus":
        return f"+{m.bonus}"
    if m.kind == "reward":
        return "★"
    if m.kind in ("gift", "swap") or (m.kind in ("jump", "ransom", "mirror") and m.dice):
        return "+".join(map(str, m.dice)) if m.dice else str(m.steps)
    if m.kind == "sum":
        faces = "+".join(map(str, m.dice))
        return faces if m.steps == sum(m.dice) else f"{m.steps} ({faces})"
    if m.kind == "step" and len(m.dice) == 1 and m.steps != m.dice[0]:
        return f"{m.steps} ({m.dice[0]})"   # a reverse face (PA-10) or a 6 counted as 7
    if m.dice:
        return str(m.steps if m.kind != "enter" else m.dice[0] if len(m.dice) == 1 else "+".join(map(str, m.dice)))
    return str(m.steps)


class MoveInput(QObject):
    """The human's board input for ``controller`` on ``scene`` (see the module docstring)."""

    status = Signal(str)          # a text for the status line
    refresh_needed = Signal()     # the selection was cancelled: the window redraws the panel

    def __init__(self, controller, scene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self._selected: tuple[int, int] | None = None
        self._dest_moves: list[Move] = []
        self._focus: tuple[str, int] | None = None
        self._movable: list[tuple[int, int]] = []

    # -- state -------------------------------------------------------------
    @property
    def movable(self) -> list[tuple[int, int]]:
        """The (seat, token) keys that glow: a click on one of them does something."""
        return list(self._movable)

    @property
    def selected(self) -> tuple[int, int] | None:
        """The token whose destinations are shown, if any."""
        return self._selected

    @property
    def destination_moves(self) -> list[Move]:
        """The moves of the selected token, in the order of the scene's destination markers."""
        return list(self._dest_moves)

    @property
    def focus(self) -> tuple[str, int] | None:
        """Where the keyboard focus ring is: ("token", i) in :attr:`movable`, ("destination", i)."""
        return self._focus

    def set_scene(self, scene) -> None:
        """Another board scene (the window rebuilds it when the board changes)."""
        self.scene = scene

    def moves_for_token(self, seat: int, token: int) -> list[Move]:
        """The board moves of ``seat``'s ``token`` (any nest token may make an entering move)."""
        return token_moves(self.controller.position, self.controller.legal_moves(), seat, token)

    def update_movable(self) -> bool:
        """Make the tokens that may move glow; True when the human is to pick a board move."""
        c = self.controller
        pos = c.position
        active = c.human_to_act() and not pos.needs_roll and bool(c.legal_moves())
        movable = []
        if active:
            for m in c.legal_moves():
                if is_choice(m):
                    continue
                if m.kind == "enter" or (m.kind == "gift" and m.frm == "nest"):  # any nest token may come out
                    movable += [(m.seat, i) for i, code in enumerate(pos.tokens[m.seat]) if code == -1]
                else:
                    movable.append((m.seat, m.token))
        self._movable = list(dict.fromkeys(movable))
        self.scene.set_movable(self._movable)
        self._update_focus()
        return active

    # -- clicks ----------------------------------------------------------------
    def click_token(self, seat: int, token: int) -> None:
        """A click on a token: play its only move, or show where it can go."""
        c = self.controller
        if not c.human_to_act():
            return
        pos = c.position
        if seat != pos.to_move and seat != plays_for(pos, pos.to_move):   # TM-3: the partner's tokens
            self.deselect()
            return
        if pos.needs_roll:
            self.status.emit(QCoreApplication.translate("MainWindow", "Roll the dice first (Space)."))
            return
        moves = self.moves_for_token(seat, token)
        if not moves:
            reasons = explain(pos, seat, token)
            self.status.emit(reasons_html(reasons)   # each rule id links to its paragraph in the help
                             or QCoreApplication.translate("MainWindow", "This token cannot move now."))
            self.deselect(keep_status=True)
            return
        if len(moves) == 1:
            c.play_move(moves[0])
            return
        self.select(seat, token, moves)

    def select(self, seat: int, token: int, moves: list[Move]) -> None:
        """Select ``seat``'s ``token`` and show a marker for each of ``moves``."""
        self._selected = (seat, token)
        self._dest_moves = list(moves)
        self.scene.set_selected(self._selected)
        self.scene.show_destinations([(m.seat, m.to, marker_label(m)) for m in moves])
        self._focus = ("destination", 0)
        self._update_focus()
        self.status.emit(QCoreApplication.translate(
            "MainWindow", "Choose where to go: click a marked square (or arrows and Enter). Esc cancels."))

    def focus_destination(self, index: int) -> None:
        """Put the focus ring on destination ``index`` (the hint shows its move so)."""
        self._focus = ("destination", index)
        self._update_focus()

    def click_destination(self, index: int) -> None:
        """A click on destination marker ``index``: play its move."""
        if 0 <= index < len(self._dest_moves) and self.controller.human_to_act():
            move = self._dest_moves[index]
            self.clear()
            self.controller.play_move(move)

    def clear(self) -> None:
        """Forget the selection and the focus (after a move, New game, Undo...)."""
        self._selected = None
        self._dest_moves = []
        self._focus = None
        self.scene.set_selected(None)
        self.scene.clear_destinations()
        self.scene.set_keyboard_focus(None, 0)

    def deselect(self, keep_status: bool = False) -> None:
        """Cancel a selection (Esc, a click elsewhere); the window redraws unless ``keep_status``."""
        if self._selected is not None:
            self.clear()
            if not keep_status:
                self.refresh_needed.emit()

    # -- keys ---------------------------------------------------------------------
    def move_focus(self, step: int) -> bool:
        """An arrow key: the focus ring to the next (``step`` 1) or previous (-1) token or
        destination; False when there is nothing to focus."""
        if self._selected is not None:
            kind = "destination"
        elif self._movable:
            kind = "token"
        else:
            return False
        index = self._focus[1] + step if self._focus and self._focus[0] == kind else 0
        self._focus = (kind, index)
        self._update_focus()
        return True

    def activate_focus(self) -> None:
        """Enter: act on the focused token or destination as a click would."""
        if self._focus is None:
            return
        kind, index = self._focus
        if kind == "destination":
            self.click_destination(index)
        elif kind == "token" and index < len(self._movable):
            self.click_token(*self._movable[index])

    def cancel(self) -> bool:
        """Esc: cancel the selection; False when nothing was selected."""
        if self._selected is None:
            return False
        self.deselect()
        return True

    def _update_focus(self) -> None:
        if self._focus is None:
            self.scene.set_keyboard_focus(None, 0)
            return
        kind, index = self._focus
        limit = len(self._dest_moves) if kind == "destination" else len(self._movable)
        if limit == 0:
            self._focus = None
            self.scene.set_keyboard_focus(None, 0)
            return
        self._focus = (kind, index % limit)
        self.scene.set_keyboard_focus(kind, self._focus[1])
