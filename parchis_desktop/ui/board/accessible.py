"""The board for screen readers: a QAccessibleInterface for the board view, with children.

A QGraphicsView is one opaque picture to a screen reader (Orca through AT-SPI, NVDA,
VoiceOver).  :class:`BoardAccessible` gives the view three lists, each item named in the
UI language with what a sighted player sees:

* **Moves**: the legal moves of the human to act, reading like the hint ("Token 3 from
  square 12 to square 17 with 5, captures Blue"); each item's *Press* action plays it,
  exchanges and declining the reward included (the panel's buttons); while a token is chosen,
  the moves to its marked destinations only;
* **Tokens**: one item per token ("Yellow token 2, square 34, safe square, can move");
  *Press* acts as a click on the token (its only move is played, else its destinations
  are shown on the board);
* **Squares**: every occupied place ("Square 34, safe square: Yellow token 2, Red
  token 1", "Yellow nest: tokens 1, 3 and 4").

The items are a fixed pool of slots per list (``("move", i)`` is the i-th move now), so
the interfaces live as long as the view and a screen reader's cached path keeps meaning
"the first move"; when the game changes, :meth:`BoardAccessible.refresh` sends the name,
creation and removal events for the slots that changed.

The window hooks in with :func:`attach` (what it exposes: ``controller``, ``move_input``,
``scene``, ``_names()``, ``play_choice(move)``).  The factory is installed when the first
board view is made (:func:`install_factory`), before anything asks for its interface.
"""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget

# The words live apart (the window's first frame needs neither this module nor the
# accessibility classes it subclasses); they are named here too, where they always were.  The
# factory that makes the interface is access_hooks' (it imports this module on first use).
from parchis_desktop.ui.board.spoken import _and_list, move_name, square_names, token_name  # noqa: F401
from parchis_desktop.ui.game.move_input import is_choice

__all__ = ["BoardAccessible", "PositionSource", "interface_of", "token_name", "move_name", "square_names",
           "LISTS"]

_NULL = shiboken6.VoidPtr(0)
LISTS = ("moves", "tokens", "squares")



# -- the interfaces -----------------------------------------------------------------------------
class _Press(QAccessibleActionInterface):
    """The Press action of an item (the AT-SPI bridge finds it through interface_cast)."""

    def __init__(self, node: "_Item") -> None:
        super().__init__()
        self._node = node

    def actionNames(self):  # noqa: N802 (Qt naming)
        return [QAccessibleActionInterface.pressAction()] if self._node.pressable() else []

    def localizedActionName(self, name):  # noqa: N802
        return QCoreApplication.translate("BoardAccessible", "Play") if self._node.kind == "move" else QCoreApplication.translate("BoardAccessible", "Choose")

    def localizedActionDescription(self, name):  # noqa: N802
        return QCoreApplication.translate("BoardAccessible", "Play this move") if self._node.kind == "move" else QCoreApplication.translate("BoardAccessible", "Choose this token")

    def doAction(self, name):  # noqa: N802
        if name == QAccessibleActionInterface.pressAction():
            self._node.press()

    def keyBindingsForAction(self, name):  # noqa: N802
        return []


class _Node(QAccessibleInterface):
    """A child without a QObject of its own; its words come from the board's snapshot."""

    def __init__(self, board: "BoardAccessible", parent_iface) -> None:
        super().__init__()
        self.board = board
        self._parent = parent_iface

    def isValid(self):  # noqa: N802
        return self.board.alive()

    def object(self):
        return None

    def window(self):
        return self.board.window()

    def parent(self):
        return self._parent

    def childAt(self, x, y):  # noqa: N802
        return None

    def setText(self, t, text):  # noqa: N802
        pass

    def interface_cast(self, t):
        return _NULL


class _List(_Node):
    def __init__(self, board: "BoardAccessible", kind: str) -> None:
        super().__init__(board, board)
        self.kind = kind
        self.items: list[_Item] = []

    def item(self, index: int) -> "_Item":
        while len(self.items) <= index:
            self.items.append(_Item(self.board, self, len(self.items)))
        return self.items[index]

    def entries(self) -> list:
        return self.board.snapshot()[self.kind]

    def child(self, index):
        return self.item(index) if 0 <= index < len(self.entries()) else None

    def childCount(self):  # noqa: N802
        return len(self.entries())

    def indexOfChild(self, child):  # noqa: N802
        for i, item in enumerate(self.items):
            if item is child:
                return i if i < len(self.entries()) else -1
        return -1

    def text(self, t):
        if t == QAccessible.Text.Name:
            return {"moves": QCoreApplication.translate("BoardAccessible", "Possible moves"), "tokens": QCoreApplication.translate("BoardAccessible", "Tokens"), "squares": QCoreApplication.translate("BoardAccessible", "Occupied squares")}[self.kind]
        if t == QAccessible.Text.Description and self.kind == "moves" and not self.entries():
            return QCoreApplication.translate("BoardAccessible", "No move to choose now.")
        return ""

    def rect(self):
        return self.board.rect()

    def role(self):
        return QAccessible.Role.List

    def state(self):
        return QAccessible.State()


class _Item(_Node):
    def __init__(self, board: "BoardAccessible", lst: _List, index: int) -> None:
        super().__init__(board, lst)
        self.list = lst
        self.kind = lst.kind[:-1]          # move, token, square
        self.index = index
        self._press = _Press(self)

    def entry(self):
        entries = self.list.entries()
        return entries[self.index] if self.index < len(entries) else None

    def isValid(self):  # noqa: N802
        return self.board.alive() and self.entry() is not None

    def child(self, index):
        return None

    def childCount(self):  # noqa: N802
        return 0

    def indexOfChild(self, child):  # noqa: N802
        return -1

    def text(self, t):
        entry = self.entry()
        if entry is None:
            return ""
        if t == QAccessible.Text.Name:
            return entry[1]
        return ""

    def rect(self):
        entry = self.entry()
        return self.board.item_rect(self.kind, entry[0]) if entry is not None else QRect()

    def role(self):
        return QAccessible.Role.ListItem

    def state(self):
        state = QAccessible.State()
        state.selectable = True
        entry = self.entry()
        if entry is not None and self.board.focused_key() == (self.kind, entry[0]):
            state.focused = True
            state.selected = True
        if self.kind == "token" and entry is not None and self.board.is_selected_token(entry[0]):
            state.selected = True
        return state

    def pressable(self) -> bool:
        return self.kind in ("move", "token") and self.entry() is not None

    def press(self) -> None:
        entry = self.entry()
        if entry is not None:
            self.board.press(self.kind, entry[0])

    def interface_cast(self, t):
        if t == QAccessible.InterfaceType.ActionInterface and self.kind in ("move", "token"):
            return shiboken6.VoidPtr(shiboken6.getCppPointer(self._press)[0])
        return _NULL


class BoardAccessible(QAccessibleWidget):
    """The board view's interface: the lists of moves, tokens and occupied squares."""

    def __init__(self, view) -> None:
        super().__init__(view, QAccessible.Role.Grouping, "")
        self.view = view
        self.lists = [_List(self, kind) for kind in LISTS]
        self._snapshot: tuple | None = None   # (key, words): the words of one state of the game
        self._names_sent: dict | None = None
        self._focus_sent = None
        self.focus_events = 0              # Focus events sent (for the tests)
        view._accessible = self            # the view keeps its interface (and the pool) alive

    # -- what the window gives ----------------------------------------------------------
    def source(self):
        return getattr(self.view, "accessible_source", None)

    def alive(self) -> bool:
        return shiboken6.isValid(self.view)

    def snapshot(self) -> dict:
        """{"moves": [(move, name)], "tokens": [((seat, token), name)], "squares": [(key, name)]}."""
        key = self._state_key()
        if self._snapshot is None or self._snapshot[0] != key:
            self._snapshot = (key, self._compute())
        return self._snapshot[1]

    def _state_key(self) -> tuple:
        """What the words depend on: the position, who acts, the glow, the selection, the language."""
        window = self.source()
        if window is None or not self.alive():
            return ()
        c = window.controller
        return (c.position, c.human_to_act(), tuple(window.move_input.movable), window.move_input.selected,
                tuple(sorted(window._names().items())), QCoreApplication.translate("BoardAccessible", "Possible moves"))

    def _compute(self) -> dict:
        window = self.source()
        empty = {"moves": [], "tokens": [], "squares": []}
        if window is None or not self.alive():
            return empty
        c = window.controller
        pos = c.position
        if pos is None:
            return empty
        names = window._names()
        moves = []
        movable = set(window.move_input.movable)
        selected = window.move_input.selected
        if c.human_to_act():
            legal = c.legal_moves()
            # A token chosen (its destinations marked on the board): the list is its moves, as
            # the markers show; Esc or another token brings the others back.
            chosen = [m for m in window.move_input.destination_moves if m in legal] if selected is not None else []
            moves = [(m, move_name(pos, m, names)) for m in (chosen or legal)]
        tokens = [((s, i), token_name(pos, s, i, (s, i) in movable, (s, i) == selected))
                  for s in pos.players for i in range(len(pos.tokens[s]))]
        return {"moves": moves, "tokens": tokens, "squares": square_names(pos)}

    # -- the interface ---------------------------------------------------------------------
    def childCount(self):  # noqa: N802
        return len(self.lists)

    def child(self, index):
        return self.lists[index] if 0 <= index < len(self.lists) else None

    def indexOfChild(self, child):  # noqa: N802
        for i, lst in enumerate(self.lists):
            if lst is child:
                return i
        return -1

    def text(self, t):
        if t == QAccessible.Text.Name:
            return self.view.accessibleName() or QCoreApplication.translate("BoardAccessible", "Game board")
        if t == QAccessible.Text.Description:
            window = self.source()
            if window is not None and hasattr(window, "board_description"):   # the tutorial: the step's task
                return window.board_description()
            return window.panel.turn_label.text() if window is not None and hasattr(window, "panel") else ""
        return super().text(t)

    def focusChild(self):  # noqa: N802
        key = self.focused_key()
        if key is None:
            return None
        kind, ident = key
        lst = self.lists[LISTS.index(kind + "s")]
        for i, (entry_key, _name) in enumerate(lst.entries()):
            if entry_key == ident:
                return lst.item(i)
        return None

    def focused_key(self):
        """The item the board's focus ring is on: ("token", key) or ("move", move)."""
        window = self.source()
        if window is None:
            return None
        focus = window.move_input.focus
        if focus is None:
            return None
        kind, index = focus
        if kind == "token":
            movable = window.move_input.movable
            return ("token", movable[index]) if index < len(movable) else None
        moves = window.move_input.destination_moves
        return ("move", moves[index]) if index < len(moves) else None

    def is_selected_token(self, key) -> bool:
        window = self.source()
        return window is not None and window.move_input.selected == key

    def item_rect(self, kind: str, key) -> QRect:
        """Where an item is on the screen: its token, the marked square, else the board."""
        window = self.source()
        view = self.view
        if window is not None and kind == "token":
            try:
                item = window.scene.token_item(*key)
            except KeyError:
                item = None
            if item is not None:
                poly = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
                return QRect(view.viewport().mapToGlobal(poly.topLeft()), poly.size())
        return self.rect()

    def rect(self):
        view = self.view
        return QRect(view.mapToGlobal(QPoint(0, 0)), view.size())

    # -- actions ------------------------------------------------------------------------
    def press(self, kind: str, key) -> None:
        window = self.source()
        if window is None:
            return
        c = window.controller
        if kind == "move":
            if not c.human_to_act() or key not in c.legal_moves():
                return
            if is_choice(key):
                window.play_choice(key)
                return
            window.move_input.clear()
            c.play_move(key)
        elif kind == "token":
            window.move_input.click_token(*key)

    # -- telling the screen reader ------------------------------------------------------------
    def refresh(self) -> None:
        """The game changed: recompute the words and send events for what changed."""
        self._snapshot = None
        if not QAccessible.isActive():
            return
        new = {kind: [name for _k, name in entries] for kind, entries in self.snapshot().items()}
        old = self._names_sent or {kind: [] for kind in LISTS}
        self._names_sent = new
        for lst in self.lists:
            before, after = old[lst.kind], new[lst.kind]
            for i in range(max(len(before), len(after))):
                item = lst.item(i)
                if i >= len(before):
                    QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.ObjectCreated))
                elif i >= len(after):
                    QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.ObjectDestroyed))
                elif before[i] != after[i]:
                    QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.NameChanged))
        key = self.focused_key()
        if key != self._focus_sent:
            self._focus_sent = key
            focus = self.focusChild()
            if focus is not None and self.view.hasFocus():
                QAccessible.updateAccessibility(QAccessibleEvent(focus, QAccessible.Event.Focus))
                self.focus_events += 1


class PositionSource:
    """What a board that only shows a position (a replay's) gives its interface: the tokens and
    the occupied squares of ``position()``, named with ``names()``; no moves, nothing to press.
    Call :meth:`refresh` when the position shown changes."""

    def __init__(self, view, position, names) -> None:
        self.view = view
        self.controller = self
        self.move_input = self
        self.movable: list = []
        self.selected = None
        self.focus = None
        self.destination_moves: list = []
        self._position, self._names_of = position, names
        view.accessible_source = self

    @property
    def position(self):
        return self._position()

    def human_to_act(self) -> bool:
        return False

    def legal_moves(self) -> list:
        return []

    def _names(self) -> dict[int, str]:
        return dict(self._names_of())

    def click_token(self, _seat: int, _token: int) -> None:
        pass

    def clear(self) -> None:
        pass

    def refresh(self) -> None:
        iface = getattr(self.view, "_accessible", None)
        if iface is not None and shiboken6.isValid(self.view):
            iface.refresh()


def interface_of(view) -> BoardAccessible:
    """The view's interface (made on first use)."""
    iface = QAccessible.queryAccessibleInterface(view)
    return iface if isinstance(iface, BoardAccessible) else getattr(view, "_accessible", iface)
