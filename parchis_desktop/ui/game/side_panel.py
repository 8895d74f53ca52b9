"""The side panel: players, whose turn, the roll, the move log, finished places."""
from __future__ import annotations


from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout,
    QWidget,
)

from parchis_desktop.engine import Position
from parchis_desktop.engine import partner, plays_for

from parchis_desktop.ui.game.players import SeatPlayer
from parchis_desktop.ui.theme import seat_colour
from parchis_desktop.ui.game.dice_widget import DiceWidget
from parchis_desktop.ui.game.seating import seats_text, team_index, team_members, team_pairs, team_text, team_title
from parchis_desktop.ui.texts.game import colour_name, variant_name


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

    _READING_KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_PageUp,
                     Qt.Key.Key_PageDown, Qt.Key.Key_Home, Qt.Key.Key_End)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        """Reading keys move the caret (a screen reader says the line); the others (Space, Enter,
        the digits...) go on to the window, which plays with them."""
        if event.key() in self._READING_KEYS or event.matches(QKeySequence.StandardKey.Copy) \
                or event.matches(QKeySequence.StandardKey.SelectAll):
            super().keyPressEvent(event)
        else:
            event.ignore()

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


class ChoiceButton(QPushButton):
    """A push button whose text wraps onto several lines (a QPushButton's never does: long
    choices such as the Russian prisoner exchanges were clipped on both sides)."""

    _PAD_X, _PAD_Y = 10, 6

    def __init__(self, text: str, parent: QWidget | None = None):
        super().__init__(parent)
        self._label = QLabel(text, self)
        self._label.setWordWrap(True)
        self._label.setTextFormat(Qt.TextFormat.PlainText)
        self._label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        row = QHBoxLayout(self)
        row.setContentsMargins(self._PAD_X, self._PAD_Y, self._PAD_X, self._PAD_Y)
        row.addWidget(self._label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setAccessibleName(text)

    def text(self) -> str:  # the label holds it
        return self._label.text()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt naming)
        self._label.setText(text)
        self.setAccessibleName(text)
        self.updateGeometry()

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._label.heightForWidth(max(1, width - 2 * self._PAD_X)) + 2 * self._PAD_Y

    def sizeHint(self) -> QSize:  # noqa: N802
        width = 240
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(120, self._label.fontMetrics().lineSpacing() + 2 * self._PAD_Y)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.setMinimumHeight(self.heightForWidth(self.width()))   # never squeezed to one line


class SidePanel(QWidget):
    roll_clicked = Signal()
    face_entered = Signal(int)   # physical dice: a face the player clicked
    face_cleared = Signal()      # ... the "take back the last die" button
    dice_changed = Signal()      # ... "Change dice": the complete roll is entered again

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("SidePanel")
        self.setFixedWidth(PANEL_MIN)   # fit_window() sets it from the window's size
        self._scale = 1.0
        self._compact = False          # a low window: one line per player, smaller dice
        self._last_game: tuple | None = None
        self._base_point_size = self.font().pointSizeF()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        self.rules_label = QLabel()
        self.rules_label.setObjectName("rulesLabel")
        self.rules_label.setWordWrap(True)
        layout.addWidget(self.rules_label)
        self.players_box = QFrame()
        self.players_box.setFrameShape(QFrame.Shape.StyledPanel)
        self.players_grid = QGridLayout(self.players_box)
        self.players_grid.setColumnStretch(2, 1)
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
        self.clear_face = QPushButton("⌫")
        self.clear_face.setObjectName("clearFace")
        self.clear_face.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.clear_face.setMinimumHeight(34)
        self.clear_face.clicked.connect(self.face_cleared)
        faces_row.addWidget(self.clear_face)
        entry_layout.addLayout(faces_row)
        self.entry.hide()
        self._entry_first = False    # the entry asks for one die for "who starts?"
        layout.addWidget(self.entry)
        # ... once the roll is complete, until a move is played with it: enter it again.
        self.change_dice = QPushButton()
        self.change_dice.setObjectName("changeDice")
        self.change_dice.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.change_dice.clicked.connect(self.dice_changed)
        self.change_dice.hide()
        layout.addWidget(self.change_dice)
        self.choices_box = QFrame()
        self.choices_box.setObjectName("choicesBox")
        self.choices_layout = QVBoxLayout(self.choices_box)
        self.choices_layout.setContentsMargins(0, 0, 0, 0)
        self.choices_layout.setSpacing(4)
        self.choices_scroll = QScrollArea()
        self.choices_scroll.setObjectName("choicesScroll")
        self.choices_scroll.setWidget(self.choices_box)
        self.choices_scroll.setWidgetResizable(True)
        self.choices_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.choices_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.choices_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.choices_scroll.hide()
        layout.addWidget(self.choices_scroll)
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
        # Tab reaches the log (a screen reader reads it line by line with the arrows); a click
        # leaves the keyboard on the board. Its name is its title (a buddy).
        self.log.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.log.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                         | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.log.setTabChangesFocus(True)
        self.log_title.setBuddy(self.log)
        self.log.setMaximumBlockCount(self.LOG_LINES)
        self._log_entries: list[tuple[str, int | None]] = []
        self.log.setMinimumHeight(2 * self.log.fontMetrics().lineSpacing() + 12)
        layout.addWidget(self.log, 1)
        self._player_rows: list[tuple] = []
        self.retranslate_ui()

    def fit_window(self, width: int, height: int) -> None:
        """Width and text size from the window's size: the panel takes what a square board
        leaves free (within limits), so it never jumps when buttons come and go, and its text
        grows on a large window."""
        self.setFixedWidth(panel_width(width, height))
        compact = height < 700
        if compact != self._compact:
            self._compact = compact
            self.rules_label.setVisible(not compact)   # said in the players' tooltip instead
            self._row_key = None        # the player rows are laid out again
            self.dice.setFixedHeight(64 if compact else self.dice.sizeHint().height())
            self.roll_button.setMinimumHeight(32 if compact else 40)
            self.roll_button.setFixedHeight(32 if compact else 40)
            self.players_grid.setContentsMargins(*((6, 4, 6, 4) if compact else (9, 9, 9, 9)))
            self.players_grid.setVerticalSpacing(2 if compact else 6)
            self._fit_choices()
            self._fit_dice()
            lines = 2 if compact else 3
            self.status.setMinimumHeight(lines * self.status.fontMetrics().lineSpacing() + 4)
            self.layout().setSpacing(4 if compact else 6)
            if self._last_game is not None:
                self.show_game(*self._last_game)
        scale = text_scale(width, height)
        if abs(scale - self._scale) > 0.01:
            self._scale = scale
            font = self.font()
            font.setPointSizeF(self._base_point_size * scale)
            self.setFont(font)
            for widget, factor in ((self.turn_label, 1.25), (self.roll_button, 1.2)):
                f = widget.font()
                f.setPointSizeF(self._base_point_size * scale * factor)
                widget.setFont(f)

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_choices()

    def retranslate_ui(self) -> None:
        self.roll_button.setText(self.tr("Roll the dice (Space)"))
        self.clear_face.setToolTip(self.tr("Take back the last die entered (Backspace)"))
        self.clear_face.setAccessibleName(self.clear_face.toolTip())   # not "⌫" to a screen reader
        self.change_dice.setText(self.tr("Change dice"))
        self.change_dice.setToolTip(self.tr("A die was entered wrong: enter this roll again (until a move "
                                            "is played). Backspace takes back its last die."))
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
            button = ChoiceButton(text)
            button.setObjectName("choiceButton")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            if index < 9:
                button.setToolTip(self.tr("%1 (key %2)").replace("%1", text).replace("%2", str(index + 1)))
            button.clicked.connect(lambda _checked=False, i=index: self._choose(i))
            self.choices_layout.addWidget(button)
            self.choice_buttons.append(button)
        self.choices_scroll.setVisible(bool(choices))
        self._fit_choices()
        self._fit_dice()

    def _fit_choices(self) -> None:
        """The choice list is as tall as its wrapped buttons, up to 40 % of the panel
        (more choices scroll): the long Russian exchanges once squeezed everything else."""
        if not self.choice_buttons:
            return
        width = max(1, self.width() - 2 * 10 - 2)
        spacing = self.choices_layout.spacing()
        wanted = sum(b.heightForWidth(width) for b in self.choice_buttons) + spacing * (len(self.choice_buttons) - 1)
        share = 0.28 if self._compact else 0.4
        self.choices_scroll.setFixedHeight(min(wanted + 2, max(60, int(self.height() * share))))

    def _choose(self, index: int) -> None:
        if 0 <= index < len(self._callbacks):
            self._callbacks[index]()

    def choice_texts(self) -> list[str]:
        return [b.text() for b in self.choice_buttons]

    def set_status(self, text: str) -> None:
        self.status.setText(text)

    LOG_LINES = 400   # the log keeps this many lines on screen (the move log keeps them all)

    def add_log(self, text: str, seat: int | None = None) -> None:
        self._log_entries.append((text, seat))
        del self._log_entries[:-self.LOG_LINES]
        self.log.append_line(self._log_html(text, seat))

    def _log_html(self, text: str, seat: int | None) -> str:
        from html import escape   # (html loads its entity table: not at start-up)

        body = escape(text)
        return f'<span style="color:{self._ink(seat).name()}">{body}</span>' if seat is not None else body

    def set_log(self, entries: list[tuple[str, "int | None"]]) -> None:
        """The whole log again (the language or the palette changed, a game was loaded)."""
        self._log_entries = list(entries[-self.LOG_LINES:])
        following = self.log.is_following()
        self.log.setUpdatesEnabled(False)
        self.log.clear()
        for text, seat in self._log_entries:
            self.log.appendHtml(self._log_html(text, seat))
        self.log.setUpdatesEnabled(True)
        if following:
            self.log.verticalScrollBar().setValue(self.log.verticalScrollBar().maximum())

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self._log_entries:
            self.set_log(self._log_entries)   # the seats' inks follow the palette (light/dark)
            if self._last_game is not None:
                self.show_game(*self._last_game)

    def _ink(self, seat: int):
        """The seat's colour made readable on this palette (darker on light, lighter on dark),
        at least 4.5:1 on the panel and on the log (WCAG AA)."""
        from PySide6.QtGui import QPalette
        from parchis_desktop.ui.theme import readable_on
        pal = self.palette()
        return readable_on(seat_colour(seat), [pal.color(QPalette.ColorRole.Window), pal.color(QPalette.ColorRole.Base)])

    def log_lines(self) -> list[str]:
        return self.log.toPlainText().splitlines()

    def clear_log(self) -> None:
        self._log_entries = []
        self.log.clear()

    def _rebuild_rows(self, pos: Position, players: list[SeatPlayer]) -> None:
        """One row per player (one line when the window is low or more than four play);
        with ``teams`` the partners' rows follow each other under their team's title, with a
        stripe of both colours beside them (TM-1)."""
        while self.players_grid.count():
            w = self.players_grid.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        self._rows = {}
        self._chips: dict[int, QLabel] = {}    # the colour dots: their colour in words for a screen reader
        self._team_rows = []
        seats = [s for s, t in enumerate(pos.tokens) if t and s < len(players) and not players[s].empty]
        pairs = team_pairs(seats, pos.board.seats) if pos.rules.teams else []
        self._pairs = pairs
        self._one_line = self._compact or len(seats) > 4
        order = [s for pair in pairs for s in pair] + [s for s in seats if team_index(s, pairs) is None]
        row = 0
        for seat in order:
            index = team_index(seat, pairs)
            if index is not None and seat == pairs[index][0]:
                title, place = QLabel(team_title(index)), QLabel()
                title.setObjectName("teamTitle")
                f = title.font()
                f.setBold(True)
                title.setFont(f)
                title.setToolTip(team_text(index, pairs[index], self._names(players)))
                self.players_grid.addWidget(title, row, 0, 1, 3)
                self.players_grid.addWidget(place, row, 3)
                stripe = QFrame()
                stripe.setObjectName("teamStripe")
                stripe.setFixedWidth(5)
                a, b = (seat_colour(s).name() for s in pairs[index])
                stripe.setStyleSheet(f"#teamStripe {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, "
                                     f"stop:0 {a}, stop:0.5 {a}, stop:0.51 {b}, stop:1 {b}); border-radius: 2px; }}")
                span = 2 if self._one_line else 4
                self.players_grid.addWidget(stripe, row + 1, 0, span, 1)
                self._team_rows.append((title, place))
                row += 1
            chip = QLabel("●")
            chip.setStyleSheet(f"color: {seat_colour(seat).name()}; font-size: {14 if self._one_line else 18}px;")
            name, place, info = QLabel(), QLabel(), QLabel()
            self.players_grid.addWidget(chip, row, 1)
            self.players_grid.addWidget(name, row, 2)
            self.players_grid.addWidget(place, row, 3)
            if self._one_line:   # one line per player: the home count beside the name
                self.players_grid.addWidget(info, row, 4)
                row += 1
            else:
                info.setWordWrap(True)
                self.players_grid.addWidget(info, row + 1, 2, 1, 3)
                row += 2
            self._rows[seat] = (name, place, info)
            self._chips[seat] = chip
        self._row_key = self._roster_key(pos, players)

    @staticmethod
    def _names(players: list[SeatPlayer]) -> dict[int, str]:
        return {s: p.name for s, p in enumerate(players) if p.name}

    @staticmethod
    def _roster_key(pos: Position, players: list[SeatPlayer]) -> tuple:
        return (pos.rules.teams,) + tuple((bool(t), p.kind, p.level, p.name) for t, p in zip(pos.tokens, players))

    def show_game(self, pos: Position | None, players: list[SeatPlayer], thinking: bool = False) -> None:
        self._last_game = (pos, players, thinking)
        if pos is None:
            self.rules_label.setText("")
            self.turn_label.setText("")
            return
        if getattr(self, "_row_key", None) != self._roster_key(pos, players):
            self._rebuild_rows(pos, players)
        self.rules_label.setText(rules_line(pos))
        self.players_box.setToolTip(self.rules_label.text() if self._compact else "")
        names = self._names(players)
        for seat, (name, place, info) in self._rows.items():
            p = players[seat]
            name.setText(p.name or colour_name(seat))
            self._chips[seat].setAccessibleName(colour_name(seat))   # "Yellow", not "black circle"
            f = name.font()
            f.setBold(seat == pos.to_move and not pos.is_over)
            name.setFont(f)
            summary = seat_summary(pos, p, seat)
            if plays_for_partner(pos, seat):   # TM-3: all home, the rolls move the partner's tokens
                summary += self.tr(" · plays the partner's tokens")
            if self._one_line:
                info.setText(f"{tokens_home(pos, seat)}/{len(pos.tokens[seat])}")
                info.setToolTip(summary)
            else:
                info.setText(summary)
                info.setToolTip("")
            if pos.rules.teams:   # TM-4: places are per team (on the team's title)
                place.setText(self.tr("home") if seat in pos.finished else "")
            else:
                place.setText(self.tr("place %1").replace("%1", str(pos.finished.index(seat) + 1))
                              if seat in pos.finished else "")
        done = [t for t in pos.team_places() if all(s in pos.finished for s in t)] if pos.rules.teams else []
        for pair, (_title, place) in zip(self._pairs, self._team_rows):
            rank = next((i for i, t in enumerate(done) if set(t) == set(pair)), None)
            place.setText("" if rank is None else self.tr("place %1").replace("%1", str(rank + 1)))
        if pos.is_over:
            if pos.rules.teams and done:
                self.turn_label.setText(self.tr("%1 win!").replace("%1", team_members(done[0], names)))
            else:
                winner = pos.winner
                self.turn_label.setText(self.tr("%1 wins!").replace("%1", players[winner].name or colour_name(winner)))
        else:
            seat = pos.to_move
            who = players[seat].name or colour_name(seat)
            if thinking:
                text = self.tr("%1 is thinking…").replace("%1", who)
            elif pos.needs_roll:
                text = self.tr("%1 to roll").replace("%1", who)
            else:
                text = self.tr("%1 to move").replace("%1", who)
            if plays_for_partner(pos, seat):
                mate = partner(pos, seat)
                text += "\n" + self.tr("(for the partner, %1)").replace(
                    "%1", players[mate].name or colour_name(mate))
            self.turn_label.setText(text)
            self.turn_label.setStyleSheet(f"color: {self._ink(seat).name()};")
        self.show_dice(pos.dice, pos.remaining)
        self.dice.set_bonuses(list(pos.bonuses))

    def show_dice(self, dice: tuple, remaining: tuple | None = None) -> None:
        """The dice the game is at; while a roll tumbles they are shown once it lands (the
        landed roll was left standing at "X to roll" when the turn moved on meanwhile)."""
        self._dice_state = (tuple(dice), None if remaining is None else tuple(remaining))
        if not self.dice.is_rolling():
            self.dice.set_dice(*self._dice_state)
        self._fit_dice()

    def _fit_dice(self) -> None:
        """Dice with nothing to show give their room to the choice list (at the Russian
        exchanges before a roll the move log kept three lines at 800 x 560, five at 1280 x 800)."""
        empty = not (self._dice_state and self._dice_state[0]) and not self.dice.is_rolling()
        self.dice.setVisible(not (empty and bool(self.choice_buttons)))

    def _roll_landed(self) -> None:
        if self._dice_state is not None:
            self.dice.set_dice(*self._dice_state)


PANEL_MIN, PANEL_MAX = 270, 760


FRAME_W, FRAME_H = 16, 48   # a window manager's frame and title bar, generously


def minimum_window_size(available: QSize) -> QSize:
    """800 x 560, or less on a screen whose available area is smaller (1920 x 1080 at
    QT_SCALE_FACTOR=2 is 960 x 540 device-independent pixels: a 560 px minimum put the
    board's bottom off the screen)."""
    return QSize(max(320, min(800, available.width())),   # a side frame is a few pixels
                 max(240, min(560, available.height() - FRAME_H)))


def initial_window_size(available: QSize) -> QSize:
    """The window's first size: 1280 x 800, or less to fit the screen's available area with
    the title bar and frame (1280 x 800 itself put the bottom 20 px off a 1280 x 800 screen)."""
    least = minimum_window_size(available)
    return QSize(max(least.width(), min(1280, available.width() - FRAME_W)),
                 max(least.height(), min(800, available.height() - FRAME_H)))


def panel_width(width: int, height: int) -> int:
    """The side panel's width for a window of ``width`` x ``height``: what a square board
    (the height less the menu bar) leaves, between PANEL_MIN and PANEL_MAX, and never more
    than 40 % of the window (at 1920 x 1080 a panel of at most 560 px left a wide gap
    between the board and the panel)."""
    board = max(0, height - 30)
    free = width - board
    return int(max(PANEL_MIN, min(PANEL_MAX, free, 0.4 * width)))


def text_scale(width: int, height: int) -> float:
    """The panel's text grows with the window: 1 up to 1280 x 800, at most 1.35."""
    return max(1.0, min(1.35, width / 1280, height / 800))


def plays_for_partner(pos: Position, seat: int) -> bool:
    """TM-3: ``seat``'s tokens are all home and its rolls move the partner's tokens."""
    return (not pos.is_over and plays_for(pos, seat) != seat   # the engine's TM-3 reading
            and partner(pos, seat) not in pos.finished)


def rules_line(pos: Position) -> str:
    """"Rules: Parchís (Polish rules) (modified) · 6 seats · teams": the panel's first line."""
    changed = set(pos.rules.changed()) - {"teams"}   # teams is said on its own
    text = QCoreApplication.translate("SidePanel", "Rules: %1").replace("%1", variant_name(pos.rules.preset))
    if changed:
        text += QCoreApplication.translate("SidePanel", " (modified)")
    if pos.board.seats != 4:
        text += " · " + seats_text(pos.board.seats)
    if pos.rules.teams:
        text += " · " + QCoreApplication.translate("SidePanel", "teams")
    return text


def seat_summary(pos: Position, player: SeatPlayer, seat: int) -> str:
    """"human · 2/4 home", "computer: expert · 4/4 home": the panel's line under a name."""
    who = (QCoreApplication.translate("SidePanel", "computer: %1").replace("%1", _level_name(None, player.level))
           if player.is_bot else QCoreApplication.translate("SidePanel", "human"))
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
