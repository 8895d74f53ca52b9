"""The position editor of the analysis board: rules and board from the presets, the players,
whose turn, the dice (or "before the roll"), and any token to any place of its seat.

Every change is a new setup in the docs/rules.md §6 minimal form, read by the engine
(``Position.from_json``).  A setup the engine refuses is not taken: the sentence of
:func:`~parchis_desktop.ui.texts.positions.position_error_text` says why, and the last valid
position stays (on the board and in the editor's fields).  Tokens are put with the mouse on the
board (dragged, see :mod:`.board`) or, from the keyboard, with the Token / Place fields here.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from parchis_desktop.engine import PRESETS, Position, PositionError, RuleSet
from parchis_desktop.engine.boards import board_sizes

from parchis_desktop.ui.analysis.board import seat_locations
from parchis_desktop.ui.texts.game import colour_name, location_name, variant_name
from parchis_desktop.ui.texts.positions import position_error_text

__all__ = ["PositionEditor", "place_name"]


def place_name(location: str) -> str:
    """A place as the editor lists it: "square 12", "home 3", "the nest"..."""
    if location[:1] == "T" and location[1:].isdigit():
        return QCoreApplication.translate("PositionEditor", "square %1").replace("%1", location[1:])
    return location_name(location)


class PositionEditor(QWidget):
    """The editor's fields (see the module doc)."""

    #: A valid new position (the engine took it).
    edited = Signal(object)
    #: A refused setup: the sentence saying why (the position did not change).
    refused = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("positionEditor")
        self._pos: Position | None = None
        self._filling = False
        self.variant = QComboBox()
        self.variant.setObjectName("editorVariant")
        self.board_size = QComboBox()
        self.board_size.setObjectName("editorBoardSize")
        self.players = QSpinBox()
        self.players.setObjectName("editorPlayers")
        self.players.setRange(2, 8)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("editorReset")
        self.turn = QComboBox()
        self.turn.setObjectName("editorTurn")
        self.before_roll = QCheckBox()
        self.before_roll.setObjectName("editorBeforeRoll")
        self.dice = [QSpinBox(), QSpinBox()]
        for n, box in enumerate(self.dice):
            box.setRange(1, 6)
            box.setObjectName(f"editorDie{n + 1}")
        self.token = QComboBox()
        self.token.setObjectName("editorToken")
        self.place = QComboBox()
        self.place.setObjectName("editorPlace")
        self.put_button = QPushButton()
        self.put_button.setObjectName("editorPut")
        self.how = QLabel()
        self.how.setObjectName("editorHow")
        self.how.setWordWrap(True)
        self.message = QLabel()
        self.message.setObjectName("editorMessage")
        self.message.setWordWrap(True)

        for combo in (self.variant, self.board_size, self.turn, self.token, self.place):   # narrow screens
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(6)
        dice_row = QHBoxLayout()
        dice_row.addWidget(self.before_roll)
        for box in self.dice:
            dice_row.addWidget(box)
        dice_row.addStretch(1)
        put_row = QHBoxLayout()
        put_row.addWidget(self.token, 1)
        put_row.addWidget(self.place, 1)
        self.form = QFormLayout()
        self.labels = [QLabel() for _ in range(6)]
        for label, field in zip(self.labels, (self.variant, self.board_size, self.players, self.turn, None, None)):
            if field is not None:
                label.setBuddy(field)
        self.form.addRow(self.labels[0], self.variant)
        self.form.addRow(self.labels[1], self.board_size)
        self.form.addRow(self.labels[2], self.players)
        self.form.addRow(self.labels[3], self.turn)
        self.form.addRow(self.labels[4], dice_row)
        self.form.addRow(self.labels[5], put_row)
        self.labels[4].setBuddy(self.before_roll)
        self.labels[5].setBuddy(self.token)
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.how)
        col.addLayout(self.form)
        row = QHBoxLayout()
        row.addWidget(self.put_button)
        row.addWidget(self.reset_button)
        row.addStretch(1)
        col.addLayout(row)
        col.addWidget(self.message)

        for preset in PRESETS:
            self.variant.addItem("", preset)
        self.variant.currentIndexChanged.connect(self._rules_changed)
        self.board_size.currentIndexChanged.connect(self._rules_changed)
        self.players.valueChanged.connect(self._rules_changed)
        self.reset_button.clicked.connect(self._rules_changed)
        self.turn.currentIndexChanged.connect(self._setup_changed)
        self.before_roll.toggled.connect(self._setup_changed)
        for box in self.dice:
            box.valueChanged.connect(self._setup_changed)
        self.token.currentIndexChanged.connect(self._fill_places)
        self.put_button.clicked.connect(self._put_chosen)
        self.retranslate_ui()

    # -- words ---------------------------------------------------------------------------
    def changeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        for label, text in zip(self.labels, (self.tr("&Rules:"), self.tr("&Board:"), self.tr("P&layers:"),
                                             self.tr("T&urn:"), self.tr("&Dice:"), self.tr("To&ken:"))):
            label.setText(text)
        for i in range(self.variant.count()):
            self.variant.setItemText(i, variant_name(self.variant.itemData(i)))
        self.how.setText(self.tr("Drag a token on the board to any place of its colour, or choose a token and a "
                                 "place below. The engine checks every setup; one it refuses is not taken."))
        self.reset_button.setText(self.tr("&Start position"))
        self.reset_button.setToolTip(self.tr("Every token in its nest, with the rules, board and players above"))
        self.before_roll.setText(self.tr("Be&fore the roll"))
        for n, box in enumerate(self.dice):
            box.setAccessibleName(self.tr("Die %1").replace("%1", str(n + 1)))
        self.place.setAccessibleName(self.tr("Place"))
        self.put_button.setText(self.tr("Put t&here"))
        if self._pos is not None:
            self._fill(self._pos)

    # -- the position --------------------------------------------------------------------
    def position(self) -> Position | None:
        return self._pos

    def set_position(self, pos: Position) -> None:
        """Show ``pos`` in the fields (no signal); the refusal message is cleared."""
        self._pos = pos
        self.message.clear()
        self._fill(pos)

    def _fill(self, pos: Position) -> None:
        self._filling = True
        try:
            self.variant.setCurrentIndex(max(0, self.variant.findData(pos.rules.preset)))
            self.board_size.clear()
            for n in board_sizes(pos.rules.board):
                self.board_size.addItem(self.tr("%1 seats").replace("%1", str(n)), n)
            self.board_size.setCurrentIndex(max(0, self.board_size.findData(pos.board.seats)))
            self.players.setRange(2, pos.board.seats)
            self.players.setValue(len(pos.players))
            self.turn.clear()
            for seat in pos.players:
                self.turn.addItem(colour_name(seat), seat)
            self.turn.setCurrentIndex(max(0, self.turn.findData(pos.turn)))
            self.before_roll.setChecked(not pos.dice)
            for n, box in enumerate(self.dice):
                box.setVisible(n < pos.rules.dice)
                box.setEnabled(bool(pos.dice))
                if n < len(pos.dice):
                    box.setValue(pos.dice[n])
            chosen = self.token.currentData()
            self.token.clear()
            for seat in pos.players:
                for i in range(len(pos.tokens[seat])):
                    self.token.addItem(self.tr("%1, token %2").replace("%1", colour_name(seat)).replace(
                        "%2", str(i + 1)), seat * 16 + i)
            self.token.setCurrentIndex(max(0, self.token.findData(chosen)) if chosen is not None else 0)
            self._fill_places()
        finally:
            self._filling = False

    def _fill_places(self, _index: int = 0) -> None:
        pos, key = self._pos, self.token.currentData()
        if pos is None or key is None:
            return
        seat, i = divmod(int(key), 16)
        was = self._filling
        self._filling = True
        self.place.clear()
        for loc in seat_locations(pos, seat):
            self.place.addItem(place_name(loc), loc)
        self.place.setCurrentIndex(max(0, self.place.findData(pos.location(seat, i))))
        self._filling = was

    def _data(self) -> dict:
        """The current position in the minimal form (the start of a roll)."""
        data = self._pos.to_json(full=False)
        data["rules"] = {k: v for k, v in data.get("rules", {}).items() if k != "preset"}
        return data

    def _try(self, data: dict) -> bool:
        """Take ``data`` if the engine does (``edited``), else say why (``refused``)."""
        try:
            pos = Position.from_json(data)
        except PositionError as exc:
            text = position_error_text(exc)
            self.message.setText(text)
            if self._pos is not None:
                self._fill(self._pos)
            self.refused.emit(text)
            return False
        self._pos = pos
        self.message.clear()
        self._fill(pos)
        self.edited.emit(pos)
        return True

    # -- changes ---------------------------------------------------------------------------
    def _rules_changed(self, *_args) -> None:
        """Rules, board or players changed (or Start position): every token in its nest."""
        if self._filling or self._pos is None:
            return
        preset = self.variant.currentData()
        rules = RuleSet.preset_named(preset)
        sizes = board_sizes(rules.board)
        seats = self.board_size.currentData() if preset == self._pos.rules.preset else sizes[0]
        if seats not in sizes:
            seats = sizes[0]
        players = min(self.players.value(), seats)
        try:
            pos = Position.initial(preset, players, rules if preset != self._pos.rules.preset else self._pos.rules,
                                   seats=seats)
        except PositionError as exc:
            text = position_error_text(exc)
            self.message.setText(text)
            self._fill(self._pos)
            self.refused.emit(text)
            return
        self._try(pos.to_json(full=False))

    def _setup_changed(self, *_args) -> None:
        if self._filling or self._pos is None:
            return
        data = self._data()
        seat = self.turn.currentData()
        if seat is not None:
            data["turn"] = seat
        for box in self.dice:
            box.setEnabled(not self.before_roll.isChecked())
        data["dice"] = [] if self.before_roll.isChecked() else [self.dice[n].value() for n in range(self._pos.rules.dice)]
        self._try(data)

    def put_token(self, seat: int, token: int, location: str) -> bool:
        """Put one token somewhere (from the board or the fields); True if the engine took it."""
        if self._pos is None:
            return False
        if not location:
            text = self.tr("There is no place of %1 there: put a token on its nest, a square of its way, "
                           "its home column or the goal.").replace("%1", colour_name(seat))
            self.message.setText(text)
            self.refused.emit(text)
            return False
        data = self._data()
        data["tokens"][seat][token] = location
        return self._try(data)

    def choose_token(self, seat: int, token: int) -> None:
        """Choose a token in the Token field (a click on it on the board)."""
        index = self.token.findData(seat * 16 + token)
        if index >= 0:
            self.token.setCurrentIndex(index)
            self.place.setFocus()

    def _put_chosen(self) -> None:
        key, loc = self.token.currentData(), self.place.currentData()
        if key is not None and loc is not None:
            self.put_token(*divmod(int(key), 16), loc)
