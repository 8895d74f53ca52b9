"""The side panel: players, whose turn, the roll, the move log, finished places."""
from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QSizePolicy, QVBoxLayout, QWidget,
)

from parchis_desktop.engine import Position

from .controller import BOT, EMPTY, SeatPlayer
from .dialogs import seat_colour
from .dice_widget import DiceWidget
from .texts import colour_name, variant_name


class LogView(QPlainTextEdit):
    """The move log: it keeps following the newest line (also when it is resized, e.g. when
    choice buttons appear above it) unless the player scrolled up to read older lines."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._follow = True
        bar = self.verticalScrollBar()
        bar.actionTriggered.connect(self._user_scrolled)   # the player's scrolling only
        bar.rangeChanged.connect(self._keep_following)

    def _user_scrolled(self, _action: int) -> None:
        bar = self.verticalScrollBar()
        # actionTriggered comes before the move: read the position once it is made.
        QTimer.singleShot(0, self, lambda: setattr(self, "_follow", bar.value() >= bar.maximum()))

    def wheelEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().wheelEvent(event)
        bar = self.verticalScrollBar()
        self._follow = bar.value() >= bar.maximum()

    def _keep_following(self, _low: int = 0, _high: int = 0) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().resizeEvent(event)
        self._keep_following()

    def append_line(self, html_text: str) -> None:
        self.appendHtml(html_text)
        self._keep_following()

    def clear(self) -> None:
        super().clear()
        self._follow = True

    def is_following(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum()


class SidePanel(QWidget):
    roll_clicked = Signal()
    face_entered = Signal(int)   # physical dice: a face the player clicked

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("SidePanel")
        self.setMinimumWidth(260)
        self.setMaximumWidth(360)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        self.rules_label = QLabel()
        self.rules_label.setObjectName("rulesLabel")
        self.rules_label.setWordWrap(True)
        layout.addWidget(self.rules_label)
        self.players_box = QFrame()
        self.players_box.setFrameShape(QFrame.Shape.StyledPanel)
        self.players_grid = QGridLayout(self.players_box)
        self.players_grid.setColumnStretch(1, 1)
        layout.addWidget(self.players_box)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setWordWrap(True)
        font = self.turn_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.turn_label.setFont(font)
        layout.addWidget(self.turn_label)
        self.dice = DiceWidget()
        self.dice.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._dice_state: tuple | None = None
        self.dice.roll_finished.connect(self._roll_landed)
        layout.addWidget(self.dice)
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setMinimumHeight(40)
        bf = self.roll_button.font()
        bf.setPointSizeF(bf.pointSizeF() * 1.2)
        bf.setBold(True)
        self.roll_button.setFont(bf)
        self.roll_button.clicked.connect(self.roll_clicked)
        self.roll_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.roll_button)
        # Physical dice: the player enters each die by clicking its face (or keys 1-6).
        self.entry = QWidget()
        self.entry.setObjectName("diceEntry")
        entry_layout = QVBoxLayout(self.entry)
        entry_layout.setContentsMargins(0, 0, 0, 0)
        self.entry_label = QLabel()
        self.entry_label.setWordWrap(True)
        # A wrapped label in a tight panel can be given one line's height: ask for two.
        self.entry_label.setMinimumHeight(2 * self.entry_label.fontMetrics().lineSpacing() + 4)
        entry_layout.addWidget(self.entry_label)
        faces_row = QHBoxLayout()
        self.face_buttons = []
        for face in range(1, 7):
            b = QPushButton("⚀⚁⚂⚃⚄⚅"[face - 1] + f" {face}")
            b.setObjectName(f"face{face}")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setMinimumHeight(34)
            b.clicked.connect(lambda _=False, f=face: self.face_entered.emit(f))
            faces_row.addWidget(b)
            self.face_buttons.append(b)
        entry_layout.addLayout(faces_row)
        self.entry.hide()
        self._entry_first = False    # the entry asks for one die for "who starts?"
        layout.addWidget(self.entry)
        self.choices_box = QFrame()
        self.choices_box.setObjectName("choicesBox")
        self.choices_layout = QVBoxLayout(self.choices_box)
        self.choices_layout.setContentsMargins(0, 0, 0, 0)
        self.choices_layout.setSpacing(4)
        self.choices_box.hide()
        layout.addWidget(self.choices_box)
        self.choice_buttons: list[QPushButton] = []
        self._choices_key: tuple = ()
        self._callbacks: list = []
        self.status = QLabel()
        self.status.setObjectName("statusLabel")
        self.status.setWordWrap(True)
        self.status.setMinimumHeight(48)
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.status)
        self.log_title = QLabel()
        layout.addWidget(self.log_title)
        self.log = LogView()
        self.log.setObjectName("moveLog")
        self.log.setReadOnly(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setMaximumBlockCount(400)
        layout.addWidget(self.log, 1)
        self._player_rows: list[tuple] = []
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.roll_button.setText(self.tr("Roll the dice (Space)"))
        self._set_entry_label()
        self.log_title.setText(self.tr("Moves"))

    def set_entry_for_first_roll(self, first: bool) -> None:
        """The face-entry row asks for the roll of the dice, or for one die for "who starts?"."""
        if first != self._entry_first:
            self._entry_first = first
            self._set_entry_label()

    def _set_entry_label(self) -> None:
        self.entry_label.setText(
            self.tr("Who starts? Roll one real die and enter it: click its face or press 1-6.")
            if self._entry_first else
            self.tr("Enter the roll of your real dice: click the faces or press 1-6."))

    def set_turn_text(self, text: str, seat: int) -> None:
        """Replace the turn line (e.g. while the players roll for who starts)."""
        self.turn_label.setText(text)
        self.turn_label.setStyleSheet(f"color: {self._ink(seat).name()};")

    def set_choices(self, choices: list[tuple[str, object]]) -> None:
        """One button per decision that no click on the board makes: [(text, callback)]."""
        key = tuple(text for text, _cb in choices)
        self._callbacks = [cb for _text, cb in choices]
        if key == self._choices_key and len(self.choice_buttons) == len(choices):
            return
        self._choices_key = key
        for button in self.choice_buttons:
            self.choices_layout.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.choice_buttons = []
        for index, (text, _callback) in enumerate(choices):
            button = QPushButton(text)
            button.setObjectName("choiceButton")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            if index < 9:
                button.setToolTip(self.tr("Key %1").replace("%1", str(index + 1)))
            button.clicked.connect(lambda _checked=False, i=index: self._choose(i))
            self.choices_layout.addWidget(button)
            self.choice_buttons.append(button)
        self.choices_box.setVisible(bool(choices))

    def _choose(self, index: int) -> None:
        if 0 <= index < len(self._callbacks):
            self._callbacks[index]()

    def choice_texts(self) -> list[str]:
        return [b.text() for b in self.choice_buttons]

    def set_status(self, text: str) -> None:
        self.status.setText(text)

    def add_log(self, text: str, seat: int | None = None) -> None:
        colour = self._ink(seat).name() if seat is not None else None
        body = html.escape(text)
        self.log.append_line(f'<span style="color:{colour}">{body}</span>' if colour else body)

    def _ink(self, seat: int):
        """The seat's colour made readable on this palette (darker on light, lighter on dark)."""
        dark = self.palette().color(self.backgroundRole()).lightness() < 128
        return seat_colour(seat).lighter(135) if dark else seat_colour(seat).darker(150)

    def log_lines(self) -> list[str]:
        return self.log.toPlainText().splitlines()

    def clear_log(self) -> None:
        self.log.clear()

    def _rebuild_rows(self, pos: Position, players: list[SeatPlayer]) -> None:
        while self.players_grid.count():
            w = self.players_grid.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        self._rows = {}
        row = 0
        for seat, tokens in enumerate(pos.tokens):
            if not tokens or seat >= len(players) or players[seat].kind == EMPTY:
                continue
            chip = QLabel("●")
            chip.setStyleSheet(f"color: {seat_colour(seat).name()}; font-size: 18px;")
            name, place, info = QLabel(), QLabel(), QLabel()
            self.players_grid.addWidget(chip, row, 0)
            self.players_grid.addWidget(name, row, 1)
            self.players_grid.addWidget(place, row, 2)
            self.players_grid.addWidget(info, row + 1, 1, 1, 2)
            self._rows[seat] = (name, place, info)
            row += 2
        self._row_key = self._roster_key(pos, players)

    @staticmethod
    def _roster_key(pos: Position, players: list[SeatPlayer]) -> tuple:
        return tuple((bool(t), p.kind, p.level, p.name) for t, p in zip(pos.tokens, players))

    def show_game(self, pos: Position | None, players: list[SeatPlayer], thinking: bool = False) -> None:
        if pos is None:
            self.rules_label.setText("")
            self.turn_label.setText("")
            return
        if getattr(self, "_row_key", None) != self._roster_key(pos, players):
            self._rebuild_rows(pos, players)
        modified = self.tr(" (modified)") if pos.rules.is_modified() else ""
        self.rules_label.setText(self.tr("Rules: %1").replace("%1", variant_name(pos.rules.preset)) + modified)
        for seat, (name, place, info) in self._rows.items():
            p = players[seat]
            name.setText(p.name or colour_name(seat))
            f = name.font()
            f.setBold(seat == pos.to_move and not pos.is_over)
            name.setFont(f)
            info.setText(seat_summary(pos, p, seat))
            place.setText(self.tr("place %1").replace("%1", str(pos.finished.index(seat) + 1))
                          if seat in pos.finished else "")
        if pos.is_over:
            winner = pos.winner
            self.turn_label.setText(self.tr("%1 wins!").replace("%1", players[winner].name or colour_name(winner)))
        else:
            seat = pos.to_move
            who = players[seat].name or colour_name(seat)
            if thinking:
                self.turn_label.setText(self.tr("%1 is thinking…").replace("%1", who))
            elif pos.needs_roll:
                self.turn_label.setText(self.tr("%1 to roll").replace("%1", who))
            else:
                self.turn_label.setText(self.tr("%1 to move").replace("%1", who))
            self.turn_label.setStyleSheet(f"color: {self._ink(seat).name()};")
        self.show_dice(pos.dice, pos.remaining)
        self.dice.set_bonuses(list(pos.bonuses))

    def show_dice(self, dice: tuple, remaining: tuple | None = None) -> None:
        """The dice the game is at; while a roll tumbles they are shown once it lands (the
        landed roll was left standing at "X to roll" when the turn moved on meanwhile)."""
        self._dice_state = (tuple(dice), None if remaining is None else tuple(remaining))
        if not self.dice.is_rolling():
            self.dice.set_dice(*self._dice_state)

    def _roll_landed(self) -> None:
        if self._dice_state is not None:
            self.dice.set_dice(*self._dice_state)


def seat_summary(pos: Position, player: SeatPlayer, seat: int) -> str:
    """"human · 2/4 home", "computer: expert · 4/4 home": the panel's line under a name."""
    who = (QCoreApplication.translate("SidePanel", "computer: %1").replace("%1", _level_name(None, player.level))
           if player.kind == BOT else QCoreApplication.translate("SidePanel", "human"))
    return (QCoreApplication.translate("SidePanel", "%1 · %2/%3 home").replace("%1", who).replace("%2", str(tokens_home(pos, seat)))
            .replace("%3", str(len(pos.tokens[seat]))))


def tokens_home(pos: Position, seat: int) -> int:
    """The seat's tokens that are home for good: at the goal, or, on a board without a
    goal (Russian, RU-16), in the home column, where tokens never move again."""
    board = pos.board
    if board.has_goal:
        goal = board.route_len - 1
        return sum(1 for c in pos.tokens[seat] if c == goal)
    first, last = board.home_index(1), board.route_len - 1   # special cells and prisons code higher
    return sum(1 for c in pos.tokens[seat] if first <= c <= last)


def _level_name(widget: QWidget, level: str) -> str:
    # Not widget.tr(): lupdate would file these under a context named "widget".
    return {"beginner": QCoreApplication.translate("SidePanel", "beginner"),
            "casual": QCoreApplication.translate("SidePanel", "casual"),
            "strong": QCoreApplication.translate("SidePanel", "strong"),
            "expert": QCoreApplication.translate("SidePanel", "expert")}.get(level, level)
