"""The game controller: owns the game, asks each seat's player for decisions, tells the view.

KReversi's shape: the controller holds all game state and only emits signals;
humans and bots both end by calling :meth:`GameController.play_move`.  The view
never decides anything.  Every asynchronous step (a bot's pause, an AI result,
the end of an animation) carries the controller's *epoch*; New game, Undo and
Load bump the epoch first, so late results are dropped.

Each seat has a player object (:mod:`.players`: human, physical, bot) that the controller
asks when the seat is to roll or to choose; it never branches on kind strings.  A
computer player to roll is asked first when the position offers pre-roll moves (RU-9
prisoner exchanges); it answers with a move or None to roll.

In a physical-dice game the G-3 roll for the first player is entered too: the
game is created without it and waits (:meth:`GameController.first_roll_pending`)
while each human seat enters one face and the bots' faces are rolled by the app;
ties go to another round among the tied seats.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from parchis_desktop.engine import NEST, Game, Move, Position, first_player, legal_moves

from parchis_desktop.ui.game.ai_runner import BotDriver
from parchis_desktop.ui.game.players import FIRST_FACE, ROLL, THINK, TURN, Answer, Player, SeatPlayer, player_for

__all__ = ["GameController"]


class _FirstRoll:
    """The G-3 roll being entered: the seats of this round, their faces so far, the rounds done."""

    def __init__(self, seats: list[int]):
        self.seats = seats
        self.faces: list[int] = []
        self.rounds: list[list[int]] = []

    @property
    def seat(self) -> int:
        return self.seats[len(self.faces)]

    @property
    def at(self) -> tuple[int, int]:
        return len(self.rounds), len(self.faces)


def _untouched(game: Game) -> bool:
    """Nothing has happened yet: no event, every token in its nest, nothing rolled."""
    pos = game.position
    return (not game.events and pos.needs_roll and not pos.dice and not pos.is_over
            and all(code == NEST for tokens in pos.tokens for code in tokens))


class GameController(QObject):
    """Drives one game.  Signals carry engine objects; the window turns them into pixels."""

    changed = Signal()                          # anything the panel shows changed
    rolled = Signal(int, tuple)                 # seat, dice (animate the dice)
    move_played = Signal(object, object, object)  # before, move, after (animate the board)
    passed = Signal(int)                        # seat had no legal move
    waiting_for_human = Signal()                # a human must roll or choose now
    game_over = Signal(list)                    # seats by place
    bot_thinking = Signal(bool)
    first_face = Signal(int, int)               # physical dice, who starts: seat, the face it rolled
    first_tie = Signal(int, list)               # ... the top face was shared: these seats roll again
    first_decided = Signal(int)                 # ... this seat starts

    def __init__(self, parent: QObject | None = None, bots: BotDriver | None = None):
        super().__init__(parent)
        self.game: Game | None = None
        self.players: list[SeatPlayer] = []     # the seats' settings (saved with the game)
        self.seats: list[Player] = []           # ... and the players the controller asks
        self._pre_roll = 0                      # pre-roll moves (RU-9) made before this roll
        self.bot_pace_ms = 600
        self.bots = bots or BotDriver(self)
        self.bots.result.connect(self._on_bot_result)
        self.animating = False
        self._epoch = 0
        self._human_marks: list[tuple] = []     # snapshots at the start of human turns
        self._move_marks: list[tuple] = []      # ... and before each human move (hot-seat Undo)
        self._timer_pending = False
        self.autosaver = None                   # set by the window: AutoSaver-like .save(game, players, **table)
        self.recorder = None                    # set by the window: store.history_writer.GameRecorder (the history)
        self.has_animator = False               # True when a view animates moves and reports back
        self.physical_dice = False              # humans enter the rolls of real dice
        self._first: _FirstRoll | None = None   # physical dice: the G-3 roll still being entered

    # -- state -------------------------------------------------------------
    @property
    def position(self) -> Position | None:
        return self.game.position if self.game else None

    def legal_moves(self) -> list[Move]:
        pos = self.position
        return legal_moves(pos) if pos is not None else []

    def player(self, seat: int) -> Player | None:
        """The player object of ``seat`` (None outside the table)."""
        return self.seats[seat] if 0 <= seat < len(self.seats) else None

    def is_human(self, seat: int) -> bool:
        player = self.player(seat)
        return player is not None and player.is_human

    def human_to_act(self) -> bool:
        pos = self.position
        return (pos is not None and not pos.is_over and not self.animating and self._first is None
                and self.is_human(pos.to_move))

    def can_roll(self) -> bool:
        """A human may roll the app's dice now (not in a physical-dice game)."""
        return (self.human_to_act() and self.position.needs_roll
                and self.seats[self.position.to_move].rolls_app_dice)

    def can_enter_roll(self) -> bool:
        """A human must enter the roll of real dice now (physical-dice game)."""
        return (self.human_to_act() and self.position.needs_roll
                and self.seats[self.position.to_move].enters_dice)

    def names(self) -> dict[int, str]:
        return {s: p.name for s, p in enumerate(self.players) if p.name}

    def players_data(self) -> list[dict]:
        return [p.to_dict() for p in self.players]

    def table_data(self) -> dict:
        """What a save keeps beside the game and the players (see saves.save_document)."""
        return {"physical_dice": self.physical_dice, "first_roll_pending": self.first_roll_pending()}

    # -- who starts, with physical dice (G-3) ---------------------------------------
    def first_roll_pending(self) -> bool:
        """The game waits for the roll for the first player (physical dice only)."""
        return self._first is not None

    def first_roll_seat(self) -> int | None:
        """The seat whose die for "who starts?" comes next (a bot's is rolled by the app)."""
        return self._first.seat if self._first is not None else None

    def first_roll_seats(self) -> list[int]:
        """The seats rolling in this round (every player, or those tied in the last round)."""
        return list(self._first.seats) if self._first is not None else []

    def first_roll_faces(self) -> list[int]:
        """The faces entered so far in this round, in the order of :meth:`first_roll_seats`."""
        return list(self._first.faces) if self._first is not None else []

    def first_roll_round(self) -> int:
        """1 for the first round, 2 after a tie... (0 when nothing is pending)."""
        return len(self._first.rounds) + 1 if self._first is not None else 0

    def can_enter_first_face(self) -> bool:
        """A human must enter their die for "who starts?" now."""
        return self._first is not None and not self.animating and self.is_human(self._first.seat)

    def enter_first_face(self, face: int) -> bool:
        """A human's real die for "who starts?"; False (and nothing happens) when not theirs to enter."""
        if not self.can_enter_first_face() or isinstance(face, bool) or face not in range(1, 7):
            return False
        self._add_first_face(face)
        return True

    def _add_first_face(self, face: int) -> None:
        first = self._first
        seat = first.seat
        first.faces.append(face)
        self.first_face.emit(seat, face)
        if len(first.faces) == len(first.seats):
            winner, tied = first_player(first.seats, first.faces)
            first.rounds.append(list(first.faces))
            if winner is None:
                first.seats, first.faces = tied, []
                self.first_tie.emit(max(first.rounds[-1]), list(tied))
            else:
                self._first = None
                self.game.roll_for_first(rolls=first.rounds)
                self.first_decided.emit(winner)
        self._after_change()

    def bot_first_face(self, at: tuple[int, int]) -> None:
        """The app rolls a bot's die for "who starts?" (``at``: the round and die it was meant for)."""
        first = self._first
        if first is not None and at == first.at and not self.is_human(first.seat):
            self._add_first_face(self.game.dice.die())

    # -- starting, loading ------------------------------------------------------
    def _reset_async(self) -> None:
        """Cancel the bot and any pending step; late results carry an old epoch."""
        self._epoch += 1
        self.bots.cancel()
        self.animating = False
        self._pre_roll = 0
        self.bot_thinking.emit(False)

    def _seat(self, players: list[SeatPlayer]) -> None:
        self.players = list(players)
        self.seats = [player_for(p, self.physical_dice) for p in self.players]

    def new_game(self, variant: str, players: list[SeatPlayer], seed: int | None = None,
                 rules=None, physical_dice: bool = False, practice: bool = False) -> None:
        """A new game; with ``physical_dice`` the roll for the first player waits to be entered;
        ``practice``: the analysis board may be used while it is played (ui/analysis/access.py)."""
        self._reset_async()
        self.physical_dice = physical_dice
        seats = [s for s, p in enumerate(players) if not p.empty]
        # BD-1: the roster's length is the board's seats (four players may sit on six seats).
        self.game = Game.new(variant, seats, seed=seed, rules=rules, roll_for_first=not physical_dice,
                             seats=len(players))
        self.game.practice = practice is True
        self._first = _FirstRoll(list(self.game.position.players)) if physical_dice else None
        self._seat(players)
        self._human_marks = []
        self._move_marks = []
        if self.recorder is not None:
            self.recorder.start(self.game, self.players_data(), physical=physical_dice)
        self._after_change()

    def load(self, game: Game, players: list[SeatPlayer] | None, physical_dice: bool = False,
             first_roll_pending: bool = False) -> None:
        """Take over a loaded game.  ``first_roll_pending`` (a physical-dice game saved before
        anyone started) asks for the roll for the first player again, if the game is untouched."""
        self._reset_async()
        self.physical_dice = physical_dice is True
        self._first = (_FirstRoll(list(game.position.players))
                       if self.physical_dice and first_roll_pending is True and _untouched(game) else None)
        pos = game.position
        if players is None or len(players) != pos.board.seats:
            players = [SeatPlayer() if t else SeatPlayer.nobody() for t in pos.tokens]
        for s, tokens in enumerate(pos.tokens):  # a seat's kind must fit the position
            if not tokens:
                players[s] = SeatPlayer.nobody()
            elif players[s].empty:
                players[s] = SeatPlayer()
        self.game = game
        self._seat(players)
        self._human_marks = []
        self._move_marks = []
        if self.recorder is not None:
            self.recorder.load(game, self.players_data(), physical=self.physical_dice)
        self._after_change()

    # -- undo -----------------------------------------------------------------
    def can_undo(self) -> bool:
        """With one human: back to the start of their last turn.  In a hot-seat game (several
        humans): back before the last move a human played, with the same dice."""
        if self.game is None:
            return False
        humans = sum(p.is_human for p in self.seats)
        if humans >= 2:
            return any(self._mark_is_behind(m) for m in self._move_marks)
        return humans == 1 and any(self._mark_is_behind(m) for m in self._human_marks)

    def _mark_is_behind(self, mark) -> bool:
        return mark[2] < len(self.game.events)

    def undo(self) -> bool:
        """Back to the start of the last human turn (the same dice will come again)."""
        if not self.can_undo():
            return False
        self._reset_async()
        marks = self._move_marks if sum(p.is_human for p in self.seats) >= 2 else self._human_marks
        while marks and not self._mark_is_behind(marks[-1]):
            marks.pop()
        mark = marks.pop()
        self.game.restore(mark)
        self._after_change()
        return True

    # -- physical dice: a mistyped roll is corrected until a move is played ---------------
    def can_correct_roll(self) -> bool:
        """The last event is the human's entered roll and nothing was played with it yet."""
        pos = self.position
        if not (self.physical_dice and self.human_to_act() and not pos.needs_roll and self.game.events):
            return False
        last = self.game.events[-1]
        return "roll" in last and self.game.can_undo()

    def correct_roll(self) -> tuple[int, ...] | None:
        """Take the entered roll back (the player enters it again); returns its faces."""
        if not self.can_correct_roll():
            return None
        dice = tuple(self.position.dice)
        self._reset_async()
        self.game.undo()
        self._after_change()
        return dice

    # -- actions ----------------------------------------------------------------
    def roll(self, dice: tuple[int, ...] | None = None) -> tuple[int, ...] | None:
        pos = self.position
        if pos is None or not pos.needs_roll or self.animating or self._first is not None:
            return None
        seat = pos.turn
        self.mark_turn_start()
        self._pre_roll = 0
        rolled = self.game.roll(dice)
        self.rolled.emit(seat, rolled)
        self._after_change()
        return rolled

    def play_move(self, move: Move) -> bool:
        pos = self.position
        if pos is None or self.animating or self._first is not None or move not in legal_moves(pos):
            return False
        before = pos
        if self.is_human(move.seat):          # hot-seat Undo goes back before a human's move
            self._move_marks.append(self.game.snapshot())
        if pos.needs_roll:
            self._pre_roll += 1                 # an exchange before the roll (RU-9)
        after = self.game.push(move)
        self.bots.cancel_hints()                # a hint asked before this move is stale
        if self.autosaver is not None:   # saved when played, not when its animation ends (issue 24 #7)
            self.autosaver.save(self.game, self.players_data(), **self.table_data())
        self.animating = True
        epoch = self._epoch
        self.changed.emit()
        self.move_played.emit(before, move, after)
        if self.animating and epoch == self._epoch and not self.has_animator:
            self.animation_finished()  # nobody animates (no view attached)
        return True

    def animation_finished(self) -> None:
        """The view calls this when the last move's animation is done."""
        if not self.animating:
            return
        self.animating = False
        self._after_change()

    # -- the loop -----------------------------------------------------------------
    def _after_change(self) -> None:
        self.bots.cancel_hints(keep=self.position)   # a roll, a pass...: older hints are stale
        if self.game is not None and self.autosaver is not None:
            self.autosaver.save(self.game, self.players_data(), **self.table_data())
        if self.game is not None and self.recorder is not None:
            self.recorder.update(self.game)     # a finished turn goes to the history's writer thread
        self.changed.emit()
        self._schedule(0)

    def _schedule(self, delay: int) -> None:
        epoch = self._epoch
        QTimer.singleShot(delay, self, lambda: self._step(epoch))

    def _step(self, epoch: int) -> None:
        if epoch != self._epoch or self.game is None or self.animating:
            return
        pos = self.position
        if pos.is_over:
            self.bots.cancel()
            self.game_over.emit(pos.places())
            return
        if self._first is not None:
            at = self._first.at
            answer = self.seats[self._first.seat].to_give_first_face(self.bot_pace_ms)
            self._carry_out(answer, pos, epoch, at)
            return
        player = self.seats[pos.to_move]
        if pos.needs_roll:
            self._carry_out(player.to_roll(pos, self._pre_roll, self.bot_pace_ms), pos, epoch)
            return
        if not legal_moves(pos):
            self.later(player.pass_delay(self.bot_pace_ms), epoch, self._pass)
            return
        self._carry_out(player.to_choose(pos, self.bot_pace_ms), pos, epoch)

    def _carry_out(self, answer: Answer, pos: Position, epoch: int, at=None) -> None:
        """Do what a seat's player answered (``players.Answer``)."""
        act = answer.act
        if act == THINK:
            self.ask_bot(pos, answer.level, epoch, answer.delay_ms)
        elif act == ROLL:
            self.later(answer.delay_ms, epoch, self.bot_roll)
        elif act == FIRST_FACE:
            self.later(answer.delay_ms, epoch, lambda: self.bot_first_face(at))
        else:
            if act == TURN:
                self.mark_turn_start()
            self.waiting_for_human.emit()

    # -- the computer players' decisions ----------------------------------------------
    def ask_bot(self, pos: Position, level: str, epoch: int, min_ms: int) -> None:
        """Ask the bot driver for ``level``'s decision in ``pos`` (it comes back as a result)."""
        self.bot_thinking.emit(True)
        self.bots.request(pos, level, epoch, min_ms=min_ms)

    def pre_roll_moves_made(self) -> int:
        """How many pre-roll moves (RU-9 exchanges) were made since the last roll."""
        return self._pre_roll

    def mark_turn_start(self) -> None:
        """Remember the start of a human's turn (not an extra roll of it) for Undo."""
        pos = self.position
        if (pos.needs_roll and pos.streak == 0 and self.is_human(pos.turn)
                and not any(m[2] == len(self.game.events) for m in self._human_marks)):
            self._human_marks.append(self.game.snapshot())

    def later(self, delay: int, epoch: int, fn) -> None:
        """Call ``fn`` after ``delay`` ms unless the game moved on (New game, Undo, Load) or animates."""
        QTimer.singleShot(delay, self, lambda: fn() if epoch == self._epoch and not self.animating else None)

    def bot_roll(self) -> None:
        if self.position is not None and self.position.needs_roll:
            self.roll()

    def _pass(self) -> None:
        pos = self.position
        if pos is None or not pos.dice or legal_moves(pos):
            return
        seat = pos.to_move
        self.game.pass_roll()
        self.passed.emit(seat)
        self._after_change()

    def _on_bot_result(self, epoch: int, move: object) -> None:
        if epoch != self._epoch or self.game is None:
            return  # a late result from before New game / Undo / Load
        self.bot_thinking.emit(False)
        pos = self.position
        if pos.needs_roll:   # before the roll (RU-9): a pre-roll move, or None to roll
            if isinstance(move, Move) and move in legal_moves(pos):
                self.play_move(move)
            else:
                self.roll()
            return
        if not isinstance(move, Move) or move not in legal_moves(pos):
            moves = legal_moves(pos)
            if not moves:
                return
            move = moves[0]
        self.play_move(move)

    def shutdown(self) -> None:
        self._reset_async()
        self.bots.close()
        if self.autosaver is not None:
            self.autosaver.flush()
        if self.recorder is not None:
            self.recorder.flush()
