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
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QTimer
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget

from parchis_desktop.ui.game.move_input import is_choice, token_moves
from parchis_desktop.ui.texts.game import colour_name, describe_choice, describe_move, location_name

__all__ = ["BoardAccessible", "PositionSource", "attach", "install_factory", "token_name", "move_name", "square_names",
           "LISTS"]

_NULL = shiboken6.VoidPtr(0)
LISTS = ("moves", "tokens", "squares")



# -- the words --------------------------------------------------------------------------------
def spoken_location(location: str) -> str:
    """A place as a sentence says it: "square 34", "the nest", "home 3", "rest cell 5"."""
    if location.startswith("T") and location[1:].isdigit():
        return QCoreApplication.translate("BoardAccessible", "square %1").replace("%1", location[1:])
    return location_name(location)


def _square_flags(pos, location: str) -> list[str]:
    """What the drawing of a square shows beyond its number: safe, a start, a castle."""
    if not (location.startswith("T") and location[1:].isdigit()):
        return []
    q = int(location[1:])
    board = pos.board
    flags = []
    if q in board.start:
        flags.append(QCoreApplication.translate("BoardAccessible", "start of %1").replace("%1", colour_name(board.start.index(q))))
    if q in board.safe or q in board.castles:
        flags.append(QCoreApplication.translate("BoardAccessible", "safe square"))
    return flags


def _blockade_at(pos, location: str) -> bool:
    """Two tokens of one colour (one team, TM-2) on a ring square: a blockade (G-7)."""
    if not pos.rules.blockades or not location.startswith("T"):
        return False
    here = [s for s, codes in enumerate(pos.tokens) for i in range(len(codes)) if pos.location(s, i) == location]
    if len(here) != 2:
        return False
    if pos.rules.teams:
        half = pos.board.seats // 2
        return here[0] % half == here[1] % half
    return here[0] == here[1]


def token_label(seat: int, token: int) -> str:
    """ "Yellow token 2" (a phrase per colour: in Russian the colour agrees with фишка)."""
    labels = (
        QCoreApplication.translate("BoardAccessible", "Yellow token %1"),
        QCoreApplication.translate("BoardAccessible", "Blue token %1"),
        QCoreApplication.translate("BoardAccessible", "Red token %1"),
        QCoreApplication.translate("BoardAccessible", "Green token %1"),
        QCoreApplication.translate("BoardAccessible", "Orange token %1"),
        QCoreApplication.translate("BoardAccessible", "Purple token %1"),
        QCoreApplication.translate("BoardAccessible", "Cyan token %1"),
        QCoreApplication.translate("BoardAccessible", "Brown token %1"),
    )
    label = labels[seat] if 0 <= seat < len(labels) else colour_name(seat) + " %1"
    return label.replace("%1", str(token + 1))


def token_name(pos, seat: int, token: int, movable: bool = False, selected: bool = False) -> str:
    """ "Yellow token 2, square 34, safe square, in a blockade, can move"."""
    location = pos.location(seat, token)
    if location == "nest":
        where = QCoreApplication.translate("BoardAccessible", "in the nest")
    elif location == "goal":
        where = QCoreApplication.translate("BoardAccessible", "at the goal")
    elif location[:1] == "P" and location[1:].isdigit():
        where = QCoreApplication.translate("BoardAccessible", "prisoner of %1").replace("%1", colour_name(int(location[1:])))
    else:
        where = spoken_location(location)
    parts = [token_label(seat, token), where] + _square_flags(pos, location)
    if _blockade_at(pos, location):
        parts.append(QCoreApplication.translate("BoardAccessible", "in a blockade"))
    if selected:
        parts.append(QCoreApplication.translate("BoardAccessible", "selected"))
    elif movable:
        parts.append(QCoreApplication.translate("BoardAccessible", "can move"))
    return ", ".join(parts)


def _from(location: str) -> str:
    """Where a move starts, as its phrase says it ("from square 30"; cases differ in Russian)."""
    number = location[1:]
    if location[:1] == "T" and number.isdigit():
        return QCoreApplication.translate("BoardAccessible", "from square %1").replace("%1", number)
    if location[:1] == "H" and number.isdigit():
        return QCoreApplication.translate("BoardAccessible", "from home %1").replace("%1", number)
    if location[:1] == "O" and number.isdigit():
        return QCoreApplication.translate("BoardAccessible", "from rest cell %1").replace("%1", number)
    if location == "M":
        return QCoreApplication.translate("BoardAccessible", "from the mirror")
    if location == "nest":
        return QCoreApplication.translate("BoardAccessible", "from the nest")
    return location_name(location)


def _to(location: str) -> str:
    """Where a move ends, as its phrase says it ("to square 33", "to the goal")."""
    number = location[1:]
    if location[:1] == "T" and number.isdigit():
        return QCoreApplication.translate("BoardAccessible", "to square %1").replace("%1", number)
    if location[:1] == "H" and number.isdigit():
        return QCoreApplication.translate("BoardAccessible", "to home %1").replace("%1", number)
    if location[:1] == "O" and number.isdigit():
        return QCoreApplication.translate("BoardAccessible", "to rest cell %1").replace("%1", number)
    if location == "M":
        return QCoreApplication.translate("BoardAccessible", "to the mirror")
    if location == "goal":
        return QCoreApplication.translate("BoardAccessible", "to the goal")
    return location_name(location)


def _with(move) -> str:
    """What the move counts: " with 5", " with 3 + 4", " with a bonus of 20"."""
    if move.kind == "bonus":
        return QCoreApplication.translate("BoardAccessible", " with a bonus of %1").replace("%1", str(move.bonus))
    faces = " + ".join(str(d) for d in move.dice)
    if len(move.dice) > 1:
        return QCoreApplication.translate("BoardAccessible", " with the dice %1").replace("%1", faces)
    return QCoreApplication.translate("BoardAccessible", " with %1").replace("%1", faces) if faces else ""


def move_name(pos, move, names: dict[int, str] | None = None, capital: bool = True) -> str:
    """A legal move as the list reads it, like the hint: "Token 3 from square 12 to square 17
    with 5, captures Blue"; decisions without a token read as their panel button.  Without
    ``capital`` it goes on a sentence ("Yellow: token 3 from ...")."""
    if is_choice(move):
        return describe_choice(move, names)
    seat, token = move.seat, move.token
    if seat == pos.to_move:
        who = QCoreApplication.translate("BoardAccessible", "Token %1").replace("%1", str(token + 1))
    else:
        who = token_label(seat, token)     # TM-3: the partner's token
    if move.kind in ("enter", "step", "sum", "bonus", "reward") or (move.kind == "gift" and move.frm != "nest"):
        if move.kind == "enter" or move.frm == "nest":
            text = (QCoreApplication.translate("BoardAccessible", "%1 out of the nest %2%3")
                    .replace("%1", who).replace("%2", _to(move.to)).replace("%3", _with(move)))
        elif move.kind == "reward":
            text = (QCoreApplication.translate(
                "BoardAccessible", "%1 %2 straight home (the reward of the third double)")
                    .replace("%1", who).replace("%2", _from(move.frm)))
        else:
            text = (QCoreApplication.translate("BoardAccessible", "%1 %2 %3%4")
                    .replace("%1", who).replace("%2", _from(move.frm)).replace("%3", _to(move.to))
                    .replace("%4", _with(move)))
        for victim, _t in move.captures:
            text += QCoreApplication.translate("BoardAccessible", ", captures %1").replace(
                "%1", (names or {}).get(victim) or colour_name(victim))
        flags = _square_flags(pos, move.to)
        if flags:
            text += ", " + ", ".join(flags)
    else:
        # The special kinds (rest cells, the mirror, swaps, ransoms, gifts from the nest): the
        # log's sentence, its arrows said as words, after the token.
        said = describe_move(move, names).replace(" → ", QCoreApplication.translate("BoardAccessible", " to "))
        text = QCoreApplication.translate("BoardAccessible", "%1: %2").replace("%1", who).replace("%2", said)
    return text if capital else text[:1].lower() + text[1:]


def square_names(pos) -> list[tuple[tuple, str]]:
    """Every occupied place, in board order: nests, ring squares, other cells, goals."""
    tokens_at: dict[tuple, list[tuple[int, int]]] = {}
    for seat in pos.players:
        for i in range(len(pos.tokens[seat])):
            loc = pos.location(seat, i)
            key = (loc, seat) if loc in ("nest", "goal") or loc.startswith("H") else (loc, -1)
            tokens_at.setdefault(key, []).append((seat, i))

    def order(key):
        loc, seat = key
        if loc == "nest":
            return (0, seat, 0)
        if loc.startswith("T") and loc[1:].isdigit():
            return (1, int(loc[1:]), 0)
        if loc.startswith("H"):
            return (2, seat, int(loc[1:]) if loc[1:].isdigit() else 0)
        if loc == "goal":
            return (4, seat, 0)
        return (3, 0, loc)

    out = []
    for key in sorted(tokens_at, key=order):
        loc, seat = key
        here = tokens_at[key]
        numbers = _and_list([str(i + 1) for _s, i in here])
        if loc in ("nest", "goal"):
            head = (QCoreApplication.translate("BoardAccessible", "%1 nest") if loc == "nest" else QCoreApplication.translate("BoardAccessible", "%1 goal")).replace("%1", colour_name(seat))
            # A list of token numbers, not a count: "token 3", "tokens 3 and 4".
            body = (QCoreApplication.translate("BoardAccessible", "token %1") if len(here) == 1 else QCoreApplication.translate("BoardAccessible", "tokens %1")).replace("%1", numbers)
            out.append((key, head + ": " + body))
            continue
        if loc.startswith("H"):
            head = QCoreApplication.translate("BoardAccessible", "%1 home %2").replace("%1", colour_name(seat)).replace("%2", loc[1:])
        else:
            head = ", ".join([spoken_location(loc)[:1].upper() + spoken_location(loc)[1:]] + _square_flags(pos, loc))
        if _blockade_at(pos, loc):
            head += ", " + QCoreApplication.translate("BoardAccessible", "blockade")
        out.append((key, head + ": " + ", ".join(token_label(s, i) for s, i in here)))
    return out


def _and_list(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return QCoreApplication.translate("BoardAccessible", "%1 and %2").replace("%1", ", ".join(items[:-1])).replace("%2", items[-1])


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


# -- hooking in --------------------------------------------------------------------------------
_INSTALLED = False


def _factory(key: str, obj):
    if getattr(obj, "accessible_board", False) is True:    # a BoardView (it imports this module)
        existing = getattr(obj, "_accessible", None)
        return existing if existing is not None else BoardAccessible(obj)
    if getattr(obj, "accessible_window", False) is True and obj.isWindow():
        # A window of its own that is a plain QWidget (help, tutorial, statistics, history,
        # replay): a frame to a screen reader, as the main window is, not a nameless filler.
        existing = getattr(obj, "_accessible_window", None)
        if existing is None:
            existing = obj._accessible_window = QAccessibleWidget(obj, QAccessible.Role.Window)
        return existing
    return None


def install_factory() -> None:
    """Install the board view's interface factory once (before a view is asked for it)."""
    global _INSTALLED
    if not _INSTALLED:
        QAccessible.installFactory(_factory)
        _INSTALLED = True


def interface_of(view) -> BoardAccessible:
    """The view's interface (made on first use)."""
    iface = QAccessible.queryAccessibleInterface(view)
    return iface if isinstance(iface, BoardAccessible) else getattr(view, "_accessible", iface)


class _KeyWatcher(QObject):
    """After a key on the board (arrows move the focus ring, Enter plays, Esc cancels), the
    screen reader hears the item the ring is on now: a Focus event once the window acted."""

    def __init__(self, view, refresh) -> None:
        super().__init__(view)
        self._refresh = refresh
        view.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.KeyPress:
            QTimer.singleShot(0, self, self._refresh)
        return False


def attach(window) -> None:
    """Give ``window``'s board view its words: moves, tokens and squares follow the game."""
    window.view.accessible_source = window

    def refresh(*_args) -> None:
        iface = getattr(window.view, "_accessible", None)
        if iface is not None and shiboken6.isValid(window.view):
            iface.refresh()

    window.controller.changed.connect(refresh)
    window.move_input.refresh_needed.connect(refresh)
    window.move_input.status.connect(refresh)
    window._accessible_keys = _KeyWatcher(window.view, refresh)


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
