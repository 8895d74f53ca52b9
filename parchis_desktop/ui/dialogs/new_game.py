"""The New game dialog: the rules, the board size, the seats (human / computer / empty, a
name), teams, physical dice.

The board sizes come from the engine (BD-1, ``engine.boards.board_sizes``); players sit by
BD-4 when their number changes; with "Teams" (TM-1) partners sit opposite and each seat row
says its team.  Eight seat rows scroll when the screen is too low for them.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QFrame, QGridLayout, QGroupBox, QHBoxLayout,
    QLabel, QLineEdit, QPushButton, QScrollArea, QSpinBox, QVBoxLayout, QWidget,
)

from parchis_desktop.ai import LEVELS
from parchis_desktop.engine import PRESETS
from parchis_desktop.engine.boards import BOARDS
from parchis_desktop.engine.rules import PRESET_BOARD, RuleSet, option_applies

from parchis_desktop.ui.game.players import BOT, EMPTY, HUMAN, SeatPlayer
from parchis_desktop.ui.dialogs.rules import RulesDialog, describe_rules, rules_from_choice
from parchis_desktop.ui.game.seating import partner_seating, seat_counts, seats_text, team_index, team_pairs, team_text, team_title, teams_problem
from parchis_desktop.ui.texts.game import colour_name, variant_name
from parchis_desktop.ui.theme import seat_colour

__all__ = ["NewGameDialog", "available_presets", "swatch"]

MAX_SEATS = 8


def swatch(seat: int, size: int = 16) -> QIcon:
    pix = QPixmap(size, size)
    pix.fill(seat_colour(seat))
    return QIcon(pix)


def available_presets() -> list[str]:
    return [p for p in PRESETS if PRESET_BOARD[p] in BOARDS]


class _RowsScroll(QScrollArea):
    """A scroll area whose size hint is its rows' (QScrollArea keeps the first one it saw)."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt naming)
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        frame = 2 * self.frameWidth()
        hint = widget.sizeHint()
        return QSize(hint.width() + frame + self.verticalScrollBar().sizeHint().width(), hint.height() + frame)


class NewGameDialog(QDialog):
    """Preset, board size, number of players and, per seat, human / computer (level) / empty
    and a name; teams."""

    def __init__(self, last: dict | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.variant = QComboBox()
        for p in available_presets():
            self.variant.addItem(variant_name(p), p)
        self.rules = RuleSet.preset_named(self.variant.currentData() or "parchis")
        self.rules_name: str | None = None
        self.rules_dialog: RulesDialog | None = None
        self.rules_button = QPushButton(self.tr("&House rules…"))
        self.rules_button.setObjectName("houseRulesButton")
        self.rules_button.setAutoDefault(False)
        self.rules_button.clicked.connect(self.open_rules_dialog)
        rules_row = QHBoxLayout()
        rules_row.addWidget(self.variant, 1)
        rules_row.addWidget(self.rules_button)
        rules_label = QLabel(self.tr("&Rules:"))
        rules_label.setBuddy(self.variant)
        form.addRow(rules_label, rules_row)
        self.rules_summary = QLabel()
        self.rules_summary.setObjectName("rulesSummary")
        self.rules_summary.setWordWrap(True)
        form.addRow("", self.rules_summary)
        self.variant.currentIndexChanged.connect(self._variant_changed)
        self.board_size = QComboBox()
        self.board_size.setObjectName("boardSize")
        board_label = QLabel(self.tr("&Board:"))
        board_label.setBuddy(self.board_size)
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        self.count.setRange(2, 4)
        self.count.setValue(4)
        count_label = QLabel(self.tr("&Players:"))
        count_label.setBuddy(self.count)
        size_row = QHBoxLayout()   # one row for both: eight seat rows must fit a 560-pixel screen
        size_row.addWidget(self.board_size)
        size_row.addSpacing(12)
        size_row.addWidget(count_label)
        size_row.addWidget(self.count)
        size_row.addStretch(1)
        form.addRow(board_label, size_row)
        self.teams = QCheckBox(self.tr("&Teams: partners sit opposite"))
        self.teams.setObjectName("teamsBox")
        self.teams_reason = QLabel()
        self.teams_reason.setObjectName("teamsReason")
        self.teams_reason.setWordWrap(True)
        teams_col = QVBoxLayout()
        teams_col.setSpacing(2)
        teams_col.addWidget(self.teams)
        teams_col.addWidget(self.teams_reason)
        form.addRow("", teams_col)
        layout.addLayout(form)
        box = QGroupBox(self.tr("Seats (the colour is the seat)"))
        self.seats_box = box
        box_layout = QVBoxLayout(box)
        box_layout.setContentsMargins(4, 4, 4, 4)
        self.rows_widget = QWidget()
        grid = QGridLayout(self.rows_widget)
        grid.setContentsMargins(4, 4, 4, 4)
        grid.setVerticalSpacing(4)
        self.seat_scroll = _RowsScroll()
        self.seat_scroll.setObjectName("seatScroll")
        self.seat_scroll.setWidget(self.rows_widget)
        self.seat_scroll.setWidgetResizable(True)
        self.seat_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.seat_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        box_layout.addWidget(self.seat_scroll)
        self.kinds, self.levels, self.names, self.labels, self.team_labels, self.icons = [], [], [], [], [], []
        words = {"beginner": self.tr("Beginner"), "casual": self.tr("Casual"),
                 "strong": self.tr("Strong"), "expert": self.tr("Expert")}
        for seat in range(MAX_SEATS):
            label = QLabel(colour_name(seat))
            kind = QComboBox()
            kind.addItem(self.tr("Human"), HUMAN)
            kind.addItem(self.tr("Computer"), BOT)
            kind.addItem(self.tr("Empty"), EMPTY)
            level = QComboBox()
            for key in LEVELS:  # the levels and their order: parchis_desktop.ai
                level.addItem(words.get(key, key), key)
            level.setCurrentIndex(LEVELS.index("casual"))
            name = QLineEdit()
            name.setMaxLength(40)
            name.setPlaceholderText(colour_name(seat))
            name.setMinimumWidth(name.fontMetrics().horizontalAdvance("M") * 9)   # a name, not three letters
            icon = QLabel()
            icon.setPixmap(swatch(seat).pixmap(16, 16))
            team = QLabel()
            team.setObjectName("seatTeam")
            grid.addWidget(icon, seat, 0)
            grid.addWidget(label, seat, 1)
            grid.addWidget(kind, seat, 2)
            grid.addWidget(level, seat, 3)
            grid.addWidget(name, seat, 4)
            grid.addWidget(team, seat, 5)
            label.setBuddy(kind)
            # A screen reader names each control of the row (the label is the kind's buddy).
            level.setAccessibleName(self.tr("%1: computer level").replace("%1", colour_name(seat)))
            name.setAccessibleName(self.tr("%1: player's name").replace("%1", colour_name(seat)))
            kind.currentIndexChanged.connect(self._sync)
            name.textChanged.connect(self._show_teams)
            self.kinds.append(kind)
            self.levels.append(level)
            self.names.append(name)
            self.labels.append(label)
            self.team_labels.append(team)
            self.icons.append(icon)
        grid.setColumnStretch(4, 1)
        layout.addWidget(box, 1)
        self.teams_summary = QLabel()
        self.teams_summary.setObjectName("teamsSummary")
        self.teams_summary.setWordWrap(True)
        layout.addWidget(self.teams_summary)
        self.physical = QCheckBox(self.tr("Ph&ysical dice: we roll real dice and enter each roll"))
        self.physical.setObjectName("physicalDice")
        self.physical.setToolTip(self.tr("Play on a real board: the app referees your rolls, shows the "
                                         "legal moves and plays the computer seats."))
        layout.addWidget(self.physical)
        self.practice = QCheckBox(self.tr("Pr&actice game (analysis allowed)"))
        self.practice.setObjectName("practiceGame")
        self.practice.setToolTip(self.tr("The analysis board may be used while this game is played; the history "
                                         "marks it as a practice game."))
        layout.addWidget(self.practice)
        self.hint = QLabel()
        self.hint.setObjectName("newGameHint")
        self.hint.setWordWrap(True)
        self.hint.hide()
        layout.addWidget(self.hint)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(buttons)
        self._seats = 4
        self._want_teams = False        # the player's wish; the switch shows it when TM-1 allows
        self._fill_sizes()
        self.board_size.currentIndexChanged.connect(self._size_chosen)
        self.count.valueChanged.connect(self._apply_count)
        self.teams.toggled.connect(self._teams_toggled)
        self._apply_defaults(last)
        self._sync()
        self._show_rules()

    # -- the seats ---------------------------------------------------------------------------
    @property
    def seat_count(self) -> int:
        """The board's seats (BD-1)."""
        return self._seats

    def _occupied(self) -> list[int]:
        return [s for s in range(self._seats) if self.kinds[s].currentData() != EMPTY]

    def _roster(self) -> list[SeatPlayer]:
        return [SeatPlayer(self.kinds[s].currentData(), self.levels[s].currentData(), self.names[s].text().strip())
                for s in range(MAX_SEATS)]

    def _put(self, seat: int, p: SeatPlayer) -> None:
        self.kinds[seat].blockSignals(True)
        self.kinds[seat].setCurrentIndex(self.kinds[seat].findData(p.kind))
        self.kinds[seat].blockSignals(False)
        li = self.levels[seat].findData(p.level)
        if li >= 0:
            self.levels[seat].setCurrentIndex(li)
        self.names[seat].blockSignals(True)
        self.names[seat].setText(p.name)
        self.names[seat].blockSignals(False)

    def _fill_sizes(self) -> None:
        """The board sizes of the chosen rules' board (BD-1); one size: the choice is shown, disabled."""
        sizes = seat_counts(self.rules.preset)
        self.board_size.blockSignals(True)
        self.board_size.clear()
        for n in sizes:
            self.board_size.addItem(seats_text(n), n)
        index = self.board_size.findData(self._seats)
        if index < 0:
            index = 0
        self.board_size.setCurrentIndex(index)
        self.board_size.setEnabled(len(sizes) > 1)
        self.board_size.setToolTip("" if len(sizes) > 1 else
                                   self.tr("%1 is played on a four-seat board only.").replace(
                                       "%1", variant_name(self.rules.preset)))
        self.board_size.blockSignals(False)
        if self.board_size.currentData() != self._seats:
            self._set_seats(self.board_size.currentData())

    def _size_chosen(self, _index: int) -> None:
        n = self.board_size.currentData()
        if n and n != self._seats:
            self._set_seats(n)

    def _set_seats(self, seats: int) -> None:
        """Another board: the players keep their settings and sit by BD-4 on it."""
        players = [p for s, p in enumerate(self._roster()) if s < self._seats and p.kind != EMPTY]
        self._seats = seats
        self._seat_players(players[:seats])
        self._show_rows()

    def _seat_players(self, players: list[SeatPlayer]) -> None:
        """``players`` (settings in seat order) at their default seats (BD-4), the rest empty."""
        where = partner_seating(len(players), self._seats)
        for seat in range(MAX_SEATS):
            self._put(seat, SeatPlayer(EMPTY))
        for p, seat in zip(players, where):
            self._put(seat, p)
        self._sync()

    def _show_rows(self) -> None:
        for seat in range(MAX_SEATS):
            on = seat < self._seats
            for widget in (self.icons[seat], self.labels[seat], self.kinds[seat], self.levels[seat],
                           self.names[seat], self.team_labels[seat]):
                widget.setVisible(on)
        self.count.blockSignals(True)
        self.count.setRange(2, self._seats)
        self.count.blockSignals(False)
        self._fit_rows()
        if self.isVisible():   # again once the rows shown or hidden are laid out
            QTimer.singleShot(0, self._fit_rows)

    def _fit_rows(self) -> None:
        """The seat list is as tall as its rows, unless the dialog would not fit the screen:
        then it scrolls (eight rows on an 800 x 560 screen)."""
        for layout in (self.rows_widget.layout(), self.layout()):   # rows or team labels just changed
            layout.invalidate()
            layout.activate()
        self.rows_widget.adjustSize()
        rows = self.rows_widget.sizeHint().height()
        self.seat_scroll.setMinimumHeight(min(rows, 100))
        self.seat_scroll.setMaximumHeight(rows)
        # As wide as the rows with the scroll bar beside them (the names were squeezed to "Bl…").
        self.seat_scroll.setMinimumWidth(self.rows_widget.sizeHint().width()
                                         + self.seat_scroll.verticalScrollBar().sizeHint().width())
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry().height() - 40 if screen is not None else 520   # 40: the title bar
        self.layout().invalidate()   # the scroll area's new minimum counts
        self.layout().activate()
        hint = self.sizeHint()
        width = max(self.width(), hint.width()) if self.isVisible() else hint.width()
        self.resize(width, max(self.minimumSizeHint().height(), min(hint.height(), room)))

    def showEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        super().showEvent(event)
        self._fit_rows()

    def _apply_defaults(self, last: dict | None) -> None:
        defaults = [SeatPlayer(HUMAN), SeatPlayer(BOT), SeatPlayer(BOT), SeatPlayer(BOT)]
        if isinstance(last, dict):
            self.physical.setChecked(last.get("physical") is True)
            self.practice.setChecked(last.get("practice") is True)
            idx = self.variant.findData(last.get("variant"))
            if idx >= 0:
                self.variant.setCurrentIndex(idx)
            rules = rules_from_choice(last)
            if rules is not None:
                name = last.get("rules_name")
                self.set_rules(rules, name if isinstance(name, str) else None)
            seats = last.get("seats", 4)   # a choice from before the larger boards: four seats
            players = last.get("players")
            if (isinstance(seats, int) and not isinstance(seats, bool) and seats in seat_counts(self.rules.preset)
                    and isinstance(players, list) and len(players) == seats):
                defaults = [SeatPlayer.from_dict(p if isinstance(p, dict) else {}) for p in players]
                self.board_size.setCurrentIndex(self.board_size.findData(seats))
        self._seats = len(defaults)
        for seat in range(MAX_SEATS):
            self._put(seat, defaults[seat] if seat < len(defaults) else SeatPlayer(EMPTY))
        self._show_rows()
        self.count.blockSignals(True)
        self.count.setValue(max(2, sum(p.kind != EMPTY for p in defaults)))
        self.count.blockSignals(False)
        self._want_teams = self.rules.teams
        self.teams.blockSignals(True)
        self.teams.setChecked(self.rules.teams)
        self.teams.blockSignals(False)

    def _apply_count(self, n: int) -> None:
        """Changing the player count seats them by BD-4 (2 players on four seats: 0 and 2;
        four on six: 0, 1, 3, 4): with teams that seats every partner opposite (TM-1)."""
        seats = partner_seating(n, self._seats)
        for seat in range(self._seats):
            want = seat in seats
            is_on = self.kinds[seat].currentData() != EMPTY
            if want and not is_on:
                self._put(seat, SeatPlayer(BOT))
            elif not want and is_on:
                self._put(seat, SeatPlayer(EMPTY))
        self._sync()

    def _teams_toggled(self, on: bool) -> None:
        """Teams on: the players sit by BD-4 unless every partner already sits opposite."""
        self._want_teams = on
        self.rules = self.rules.with_options({"teams": on})
        if on and teams_problem(self.rules.preset, self._occupied(), self._seats):
            self._seat_players([p for s, p in enumerate(self._roster()) if s in self._occupied()])
        self._sync()
        self._show_rules()
        if self.isVisible():   # the team column and the summary line need room
            QTimer.singleShot(0, self._fit_rows)

    def _sync(self) -> None:
        occupied = self._occupied()
        for seat in range(MAX_SEATS):
            kind = self.kinds[seat].currentData()
            self.levels[seat].setEnabled(kind == BOT)
            self.names[seat].setEnabled(kind != EMPTY)
        n = len(occupied)
        self.count.blockSignals(True)
        self.count.setValue(max(2, min(self._seats, n)))
        self.count.blockSignals(False)
        # TM-1: teams need an even number of players, at least four (the switch says why not).
        # While the seats are edited the switch stays wanted and comes back when it can.
        count_problem = teams_problem(self.rules.preset, partner_seating(n, self._seats), self._seats)
        self.teams.setEnabled(not count_problem)
        on = self._want_teams and not count_problem
        if on != self.teams.isChecked() or on != self.rules.teams:
            self.teams.blockSignals(True)
            self.teams.setChecked(on)
            self.teams.blockSignals(False)
            self.rules = self.rules.with_options({"teams": on})
            self._show_rules()
        self.teams.setToolTip(count_problem)
        self.teams_reason.setText(count_problem)
        self.teams_reason.setVisible(bool(count_problem))
        seating_problem = teams_problem(self.rules.preset, occupied, self._seats) if self.teams.isChecked() else ""
        ok = n >= 2 and not seating_problem
        self.ok_button.setEnabled(ok)
        self.hint.setText(self.tr("At least two seats must be taken.") if n < 2 else seating_problem)
        self.hint.setVisible(bool(self.hint.text()))
        self._show_teams()

    def _show_teams(self) -> None:
        """With teams: each row's team, and the teams in one line ("Team 1: Yellow + Red")."""
        on = self.teams.isChecked()
        pairs = team_pairs(self._occupied(), self._seats) if on else []
        names = {s: self.names[s].text().strip() for s in range(self._seats) if self.names[s].text().strip()}
        for seat in range(MAX_SEATS):
            index = team_index(seat, pairs)
            self.team_labels[seat].setText("" if index is None else team_title(index))
        self.teams_summary.setText(" · ".join(team_text(i, pair, names) for i, pair in enumerate(pairs)))
        self.teams_summary.setVisible(bool(pairs))
        if self.isVisible():   # the team column and the summary line need room too
            QTimer.singleShot(0, self._fit_rows)

    # -- the rules: a preset from the combo box, or anything from the rules dialog --
    def _variant_changed(self, _index: int) -> None:
        preset = self.variant.currentData()
        if preset and preset != self.rules.preset:   # the teams switch stays where the rules allow it
            teams = self._want_teams and option_applies("teams", preset)
            self.set_rules(RuleSet.preset_named(preset, teams=teams))

    def set_rules(self, rules: RuleSet, name: str | None = None) -> None:
        self.rules, self.rules_name = rules, name
        self.variant.blockSignals(True)
        self.variant.setCurrentIndex(max(0, self.variant.findData(rules.preset)))
        self.variant.blockSignals(False)
        self._fill_sizes()
        self._want_teams = rules.teams
        self.teams.blockSignals(True)
        self.teams.setChecked(rules.teams)
        self.teams.blockSignals(False)
        if rules.teams and teams_problem(rules.preset, self._occupied(), self._seats):
            self._teams_toggled(True)
        self._sync()
        self._show_rules()

    def _show_rules(self) -> None:
        # The summary names the rule changes; teams has its own switch just below.
        self.rules_summary.setText(describe_rules(self.rules.with_options({"teams": False}), self.rules_name))

    def open_rules_dialog(self) -> None:
        """The rules dialog on top of this one (open(), not exec(): it does not block)."""
        if self.rules_dialog is not None:
            self.rules_dialog.deleteLater()
        dialog = self.rules_dialog = RulesDialog(self.rules, self, set_name=self.rules_name)
        dialog.accepted.connect(lambda: self._rules_chosen(dialog))
        dialog.open()

    def _rules_chosen(self, dialog: RulesDialog) -> None:
        rules = dialog.rules()
        if rules is not None:
            self.set_rules(rules, dialog.set_name())

    def choice(self) -> dict:
        players = [p.to_dict() for p in self._roster()[:self._seats]]
        return {"variant": self.rules.preset, "seats": self._seats, "players": players,
                "rules": self.rules.to_dict(), "rules_name": self.rules_name, "physical": self.physical.isChecked(),
                "practice": self.practice.isChecked()}

