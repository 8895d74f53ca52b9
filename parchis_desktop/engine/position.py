"""Positions (docs/rules.md §6): the state of a game at one decision, immutable.

A :class:`Position` is cheap to create and never changes; :func:`play` returns a
new one.  ``Position.from_json`` reads the minimal form of §6 and the full form
that :meth:`Position.to_json` writes (everything a roll in progress needs).
"""
from __future__ import annotations

import json
from typing import Any

from .boards import Board, BoardSizeError, board_for, board_sizes
from .registry import registered
from .rules import PRESETS, RuleError, RuleSet
from .text import TextEncodingError, decode_json_text

__all__ = ["Position", "PositionError", "NEST", "SPECIAL", "PRISON", "FORMAT"]

FORMAT = 1
NEST = -1          # token code: in its nest
SPECIAL = 1000     # token code SPECIAL + i: board.special_cells[i] (Russian O<n>, M, A<s>)
PRISON = 2000      # token code PRISON + h: held prisoner by seat h (RU-6)

# Limits that keep hostile input cheap to reject.
_MAX_TEXT = 1 << 20


class PositionError(ValueError):
    """An invalid position.  ``field`` names the offending field (e.g. ``tokens[0][2]``)."""

    def __init__(self, field: str, reason: str):
        self.field = field
        self.reason = reason
        super().__init__(f"{field}: {reason}")


class Position:
    """One moment of a game.

    Attributes (all read-only by convention):

    ``rules`` (:class:`RuleSet`), ``board`` (:class:`Board`), ``tokens`` (per seat a
    tuple of internal codes; an empty tuple is an empty seat), ``turn`` (seat whose
    turn it is), ``to_move`` (seat that decides now; differs from ``turn`` only
    for a Russian gift), ``dice`` (the whole roll, ``()`` before rolling),
    ``remaining`` (faces still to play), ``bonuses`` (bonus steps pending),
    ``streak`` (rolls in this turn that gave an extra roll, this one included),
    ``last_moved`` (the turn player's token moved last in this turn, for ES-5),
    ``finished`` (seats in the order they finished), ``stamps``/``clock`` (arrival
    order of tokens, for ES-8), ``extra`` (a small dict of variant state: blockade
    ages, a pending gift...).
    """

    # (``made`` below sets every one of these too: a new slot goes there as well)
    __slots__ = ("rules", "board", "tokens", "turn", "to_move", "dice", "remaining", "bonuses",
                 "streak", "last_moved", "finished", "stamps", "clock", "extra", "_legal", "_occ", "_blk")

    def __init__(self, rules: RuleSet, board: Board, tokens: tuple, turn: int, to_move: int,
                 dice: tuple = (), remaining: tuple = (), bonuses: tuple = (), streak: int = 0,
                 last_moved: int | None = None, finished: tuple = (), stamps: tuple | None = None,
                 clock: int | None = None, extra: dict | None = None):
        self.rules = rules
        self.board = board
        self.tokens = tokens
        self.turn = turn
        self.to_move = to_move
        self.dice = dice
        self.remaining = remaining
        self.bonuses = bonuses
        self.streak = streak
        self.last_moved = last_moved
        self.finished = finished
        if stamps is None:  # ES-8: without arrival order, a later-listed seat arrived later
            stamps = tuple(tuple(s for _ in seat) for s, seat in enumerate(tokens))
            clock = len(tokens)
        self.stamps = stamps
        self.clock = clock if clock is not None else len(tokens)
        self.extra = extra if extra is not None else {}
        self._legal = None
        self._occ = None  # ring square -> [(seat, token)], filled lazily by movegen
        self._blk = None  # (the _occ it was read from, its blockades): mechanics.blockades

    # -- construction ------------------------------------------------------
    @classmethod
    def initial(cls, variant: str = "parchis", players: int | list[int] = 4,
                rules: RuleSet | None = None, turn: int | None = None,
                seats: int | None = None) -> "Position":
        """The start of a game: every token in its nest, nothing rolled.

        ``players`` is a count (seats chosen by G-1/BD-4) or the list of occupied seats.
        ``seats`` picks the board (BD-1: 4, 6 or 8 where the preset plays on it); by default
        the smallest board of the preset that seats the players.  ``turn`` defaults to the
        first occupied seat; use :func:`game.first_player` for the G-3 roll.
        """
        if rules is None:
            try:
                rules = RuleSet.preset_named(variant)
            except RuleError as exc:
                raise PositionError("variant", exc.reason) from None
        if seats is None:
            need = players if isinstance(players, int) else max(list(players) or [0]) + 1
            sizes = board_sizes(rules.board)
            seats = next((n for n in sizes if n >= need), sizes[-1])
        try:
            board = board_for(rules.board, seats)
        except BoardSizeError as exc:
            raise PositionError("seats", f"{rules.preset}: {exc}") from None
        seats = default_seats(players, board.seats) if isinstance(players, int) else sorted(players)
        if len(seats) < 2 or len(set(seats)) != len(seats) or any(not 0 <= s < board.seats for s in seats):
            raise PositionError("players", f"need 2-{board.seats} distinct seats, got {players!r}")
        tokens = tuple(((NEST,) * rules.tokens if s in seats else ()) for s in range(board.seats))
        check_teams(board, rules, tokens)
        first = seats[0] if turn is None else turn
        return cls(rules, board, tokens, first, first)

    # -- convenience -------------------------------------------------------
    @property
    def variant(self) -> str:
        return self.rules.preset

    @property
    def players(self) -> tuple[int, ...]:
        """Occupied seats."""
        return tuple(s for s, t in enumerate(self.tokens) if t)

    @property
    def needs_roll(self) -> bool:
        """True when the player to move must roll before anything else."""
        return not self.dice and not self.is_over

    @property
    def is_over(self) -> bool:
        if not self.finished:
            return False
        if self.rules.teams:  # TM-4: the first team home wins; with places, all but one team
            done = len(self._teams_done())
            return done >= (len(self.teams()) - 1 if self.rules.play_for_places else 1)
        if not self.rules.play_for_places:
            return True
        return len(self.finished) >= len(self.players) - 1

    @property
    def winner(self) -> int | None:
        """The first seat to finish (G-13); with ``teams`` the first finisher of the winning
        team (TM-4: see :meth:`team_places`)."""
        if self.rules.teams:
            done = self._teams_done()
            return done[0][0] if done else None
        return self.finished[0] if self.finished else None

    def teams(self) -> list[tuple[int, int]]:
        """With ``teams`` (TM-1): the partner pairs (s, s + N/2) of occupied seats, else []."""
        if not self.rules.teams:
            return []
        half = self.board.seats // 2
        return [(s, s + half) for s in range(half) if self.tokens[s] and self.tokens[s + half]]

    def _teams_done(self) -> list[tuple[int, int]]:
        """Teams with both partners home, in the order they completed; each pair in the
        order its partners finished."""
        order = {s: i for i, s in enumerate(self.finished)}
        done = [tuple(sorted(t, key=order.get)) for t in self.teams() if t[0] in order and t[1] in order]
        return sorted(done, key=lambda t: order[t[1]])

    def team_places(self) -> list[tuple[int, ...]]:
        """TM-4: teams by place -- complete teams in the order they completed, then the
        others by their tokens' progress; without ``teams``, one seat a place (G-13)."""
        if not self.rules.teams:
            return [(s,) for s in self.places()]
        done = self._teams_done()
        rest = [t for t in self.teams() if t not in done and t[::-1] not in done]
        rest.sort(key=lambda t: -(self.progress(t[0]) + self.progress(t[1])))
        return done + rest

    def places(self) -> list[int]:
        """Seats by place: finishers in order, then the others by progress (G-13); with
        ``teams`` the seats of :meth:`team_places`, team by team."""
        if self.rules.teams:
            return [s for t in self.team_places() for s in t]
        rest = [s for s in self.players if s not in self.finished]
        rest.sort(key=lambda s: -self.progress(s))
        return list(self.finished) + rest

    def progress(self, seat: int) -> int:
        """Steps travelled by ``seat``'s tokens (tokens in the nest count 0)."""
        return sum(c + 1 for c in self.tokens[seat] if 0 <= c < SPECIAL)

    def location(self, seat: int, token: int) -> str:
        return self.board_location(seat, self.tokens[seat][token])

    def board_location(self, seat: int, code: int) -> str:
        """Location name (G-5) of an internal token code for ``seat``."""
        if code == NEST:
            return "nest"
        if code < SPECIAL:
            return self.board.route[seat][code]
        if code < PRISON:
            return self.board.special_cells[code - SPECIAL]
        return f"P{code - PRISON}"

    # ``legal_moves()`` and ``play(move)``: the functions of ``movegen``, attached there (this
    # module cannot import it: it imports this one).

    def __repr__(self) -> str:
        return f"<Position {self.to_json_str(full=False)}>"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Position) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self):
        return (self.rules, self.tokens, self.turn, self.to_move, self.dice, self.remaining,
                self.bonuses, self.streak, self.last_moved, self.finished, self.stamps,
                tuple(sorted((k, _freeze(v)) for k, v in self.extra.items())))

    # -- JSON --------------------------------------------------------------
    def to_json(self, full: bool = True) -> dict[str, Any]:
        """The position as a JSON object.

        ``full=False`` writes the minimal form (valid only at the start of a roll);
        the full form adds ``remaining``, ``bonuses``, ``streak``, ``last_moved``,
        ``to_move``, ``finished``, ``arrival``, ``clock`` and ``extra``.
        """
        out: dict[str, Any] = {
            "format": FORMAT, "variant": self.rules.preset, "seats": self.board.seats,
            "tokens": [[self.board_location(s, c) for c in seat] for s, seat in enumerate(self.tokens)],
            "turn": self.turn, "dice": list(self.dice),
            "rules": self.rules.to_dict() if full else self.rules.changed(),
        }
        if full:
            out["rules"].pop("preset", None)
            out.update({
                "to_move": self.to_move, "remaining": list(self.remaining),
                "bonuses": list(self.bonuses), "streak": self.streak, "last_moved": self.last_moved,
                "finished": list(self.finished), "arrival": [list(s) for s in self.stamps],
                "clock": self.clock, "extra": _jsonable(self.extra),
            })
        return out

    def to_json_str(self, full: bool = True) -> str:
        return json.dumps(self.to_json(full), separators=(",", ":"))

    @classmethod
    def from_json(cls, data: Any) -> "Position":
        """Read a position (a dict, or JSON text).  Raises :class:`PositionError`."""
        if isinstance(data, (str, bytes, bytearray)):
            if len(data) > _MAX_TEXT:
                raise PositionError("position", "too large")
            try:  # UTF-8 (BOM tolerated), the same rule as every other way in (engine/text.py)
                data = decode_json_text(data)
            except TextEncodingError as exc:
                raise PositionError("position", str(exc)) from None
            try:
                data = json.loads(data)
            except (ValueError, RecursionError) as exc:
                raise PositionError("json", f"malformed JSON ({exc.__class__.__name__})") from None
        _check_depth(data)
        return _parse(data)


_new = object.__new__


def made(rules, board, tokens, turn, to_move, dice, remaining, bonuses, streak, last_moved,
         finished, stamps, clock, extra, occ=None, blk=None) -> Position:
    """``Position(...)`` for the engine's inner loop: every field given (``stamps``, ``clock``
    and ``extra`` too), the occupancy and blockades it shares with the position it comes
    from (or None).  Half the cost of calling the class (no ``__init__`` call to set up)."""
    q = _new(Position)
    q.rules = rules
    q.board = board
    q.tokens = tokens
    q.turn = turn
    q.to_move = to_move
    q.dice = dice
    q.remaining = remaining
    q.bonuses = bonuses
    q.streak = streak
    q.last_moved = last_moved
    q.finished = finished
    q.stamps = stamps
    q.clock = clock
    q.extra = extra
    q._legal = None
    q._occ = occ
    q._blk = blk
    return q


_MAX_DEPTH = 32  # a position is at most 4 levels deep ("rules" and "extra" values a few more)


def _check_depth(data: Any) -> None:
    """Refuse a value nested deeper than :data:`_MAX_DEPTH`, before anything recurses into
    it (the parser, rule-set checks, ``repr`` in messages, ``to_json``): a hostile dict
    handed to ``from_json`` gave ``RecursionError`` instead of :class:`PositionError`.
    Iterative, so the check itself cannot overflow."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children = value.values()
        elif isinstance(value, (list, tuple)):
            children = value
        else:
            continue
        if depth > _MAX_DEPTH:
            raise PositionError("position", f"nested more than {_MAX_DEPTH} levels deep")
        stack.extend((child, depth + 1) for child in children)


def default_seats(players: int, seats: int = 4) -> list[int]:
    """Seats used by ``players`` players when nobody picks (G-1, BD-4): player i of P on N
    seats sits at seat floor(i*N/P) (on four seats: 0 and 2; 0, 1, 2; all four)."""
    if not 0 < players <= seats:
        return list(range(players))
    return [i * seats // players for i in range(players)]


def check_teams(board: Board, rules: RuleSet, tokens) -> None:
    """TM-1: ``teams`` needs an even number of players, at least four, each partner seated
    exactly opposite (seats s and s + N/2 both occupied).  Raises :class:`PositionError`."""
    if not getattr(rules, "teams", False):
        return
    players = [s for s, t in enumerate(tokens) if t]
    half = board.seats // 2
    if len(players) < 4 or len(players) % 2:
        raise PositionError("rules.teams", f"teams need an even number of players, at least four, not {len(players)}")
    alone = [s for s in players if not tokens[(s + half) % board.seats]]
    if alone:
        raise PositionError("rules.teams", f"seat {alone[0]}'s partner seat {(alone[0] + half) % board.seats} "
                                           "is empty (partners sit opposite)")
    for s in players:   # TM-2: partners never capture each other, nor hold each other prisoner
        held = PRISON + (s + half) % board.seats
        for i, code in enumerate(tokens[s]):
            if code == held:
                raise PositionError(f"tokens[{s}][{i}]", "is held prisoner by its partner (TM-2)")


def _freeze(v):
    if isinstance(v, (list, tuple)):
        return tuple(_freeze(x) for x in v)
    if isinstance(v, dict):
        return tuple(sorted((k, _freeze(x)) for k, x in v.items()))
    return v


def _jsonable(v):
    if isinstance(v, (list, tuple)):
        return [_jsonable(x) for x in v]
    if isinstance(v, dict):
        return {str(k): _jsonable(x) for k, x in v.items()}
    return v


# -- parsing ---------------------------------------------------------------
def _int(value, field, lo=None, hi=None):
    if isinstance(value, bool) or not isinstance(value, int):
        raise PositionError(field, f"must be an integer, not {_show(value)}")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise PositionError(field, f"must be between {lo} and {hi}, not {value}")
    return value


def _list(value, field, max_len=64):
    if not isinstance(value, list):
        raise PositionError(field, f"must be a list, not {_show(value)}")
    if len(value) > max_len:
        raise PositionError(field, f"too long ({len(value)} items)")
    return value


def _show(value) -> str:
    text = json.dumps(value) if isinstance(value, (int, float, str, bool, type(None))) else type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def _parse_location(board: Board, rules: RuleSet, seat: int, name: Any, field: str) -> int:
    if not isinstance(name, str) or not name or len(name) > 8 or not name.isascii():
        raise PositionError(field, f"not a location: {_show(name)}")
    if name == "nest":
        return NEST
    if name == "goal":
        if not board.has_goal:
            raise PositionError(field, f"the {rules.preset} board has no goal (tokens end in H1..H{board.home_len})")
        return board.route_len - 1
    if name[0] == "T" and name[1:].isdigit():
        sq = int(name[1:])
        if not 1 <= sq <= board.ring:
            raise PositionError(field, f"{name} is not a square (T1..T{board.ring})")
        p = board.square_progress[seat].get(sq)
        if p is None:
            raise PositionError(field, f"{name} is not on seat {seat}'s route")
        return p
    if name[0] == "H" and name[1:].isdigit():
        k = int(name[1:])
        if not 1 <= k <= board.home_len:
            raise PositionError(field, f"{name} is not a home cell (H1..H{board.home_len})")
        return board.home_index(k)
    for variant in registered():   # a variant's own locations (the Russian P<h>, O<n>, M, A<s>)
        code = variant.parse_location(board, rules, seat, name, field)
        if code is not None:
            return code
    raise PositionError(field, f"unknown location {_show(name)}")


def _parse(data: Any) -> Position:
    if not isinstance(data, dict):
        raise PositionError("position", "must be a JSON object")
    if "format" in data and data["format"] != FORMAT:
        raise PositionError("format", f"unsupported format {_show(data['format'])} (expected {FORMAT})")
    variant = data.get("variant")
    if variant not in PRESETS:
        raise PositionError("variant", f"unknown variant {_show(variant)} (known: {', '.join(PRESETS)})")
    overrides = data.get("rules", {})
    if not isinstance(overrides, dict) or len(overrides) > 64:
        raise PositionError("rules", "must be an object of options")
    try:
        rules = RuleSet.preset_named(variant, **{k: v for k, v in overrides.items() if k != "preset"})
    except RuleError as exc:
        raise PositionError(f"rules.{'/'.join(exc.options)}", exc.reason) from None
    seats = data.get("seats", 4)
    try:  # BD-1: the seats select the board
        board = board_for(rules.board, _int(seats, "seats"))
    except BoardSizeError as exc:
        raise PositionError("seats", f"{variant}: {exc}") from None
    seats = board.seats
    raw = _list(data.get("tokens"), "tokens")
    if len(raw) != seats:
        raise PositionError("tokens", f"must list {seats} seats, not {len(raw)}")
    tokens = []
    for s, seat in enumerate(raw):
        seat = _list(seat, f"tokens[{s}]")
        if seat and len(seat) != rules.tokens:
            raise PositionError(f"tokens[{s}]", f"must hold {rules.tokens} tokens (or none for an empty seat), not {len(seat)}")
        tokens.append(tuple(_parse_location(board, rules, s, name, f"tokens[{s}][{i}]")
                            for i, name in enumerate(seat)))
    tokens = tuple(tokens)
    players = [s for s, t in enumerate(tokens) if t]
    if len(players) < 2:
        raise PositionError("tokens", "fewer than two players")
    check_teams(board, rules, tokens)
    _check_squares(board, rules, tokens)
    turn = _int(data.get("turn"), "turn", 0, seats - 1)
    if not tokens[turn]:
        raise PositionError("turn", f"seat {turn} is empty")
    dice = tuple(_dice(data.get("dice", []), "dice", rules))
    if dice and len(dice) != rules.dice:
        raise PositionError("dice", f"must hold {rules.dice} dice (or none), not {len(dice)}")
    remaining = tuple(_dice(data["remaining"], "remaining", rules)) if "remaining" in data else dice
    # Remaining dice are faces as rolled, reverse faces (PA-10) included: a move lists them so.
    if len(remaining) > len(dice) or any(remaining.count(f) > dice.count(f) for f in set(remaining)):
        raise PositionError("remaining", "must be faces of the roll not yet played")
    bonuses = tuple(_int(b, f"bonuses[{i}]", 1, 100) for i, b in enumerate(_list(data.get("bonuses", []), "bonuses", 16)))
    streak = _int(data.get("streak", 0), "streak", 0, 10_000)
    last = data.get("last_moved")
    if last is not None:
        last = _int(last, "last_moved", 0, rules.tokens - 1)
    to_move = _int(data.get("to_move", turn), "to_move", 0, seats - 1)
    if not tokens[to_move]:
        raise PositionError("to_move", f"seat {to_move} is empty")
    finished = tuple(_int(s, f"finished[{i}]", 0, seats - 1) for i, s in enumerate(_list(data.get("finished", []), "finished")))
    if len(set(finished)) != len(finished) or any(not tokens[s] for s in finished):
        raise PositionError("finished", "must list distinct occupied seats")
    finished = _check_finished(board, rules, tokens, finished, "finished" in data)
    stamps, clock = None, None
    if "arrival" in data:
        arr = _list(data["arrival"], "arrival")
        if len(arr) != seats or any(not isinstance(a, list) or len(a) != len(tokens[s]) for s, a in enumerate(arr)):
            raise PositionError("arrival", "must give one number per token")
        stamps = tuple(tuple(_int(x, f"arrival[{s}]", 0) for x in a) for s, a in enumerate(arr))
        clock = _int(data.get("clock", 0), "clock", 0)
        clock = max([clock] + [x + 1 for a in stamps for x in a])
    extra = data.get("extra", {})
    if not isinstance(extra, dict) or len(json.dumps(extra)) > 4096:
        raise PositionError("extra", "must be a small object")
    for variant in registered():  # each variant checks its keys (PA-9's ages...), on or off
        extra = variant.read_extra(board, rules, tokens, extra, dice)
    if to_move != turn and "gift" not in extra:  # only a pending RU-8 gift lets another seat decide
        raise PositionError("to_move", f"must be the seat to play ({turn}) except during a gift (RU-8)")
    pos = Position(rules, board, tokens, turn, to_move, dice, remaining, bonuses, streak, last,
                   finished, stamps, clock, extra)
    if turn in finished and not pos.is_over and not (
            rules.teams and (turn + seats // 2) % seats not in finished):  # TM-3 plays on
        raise PositionError("turn", f"seat {turn} has already finished")
    rules.variant.check_position(pos)  # e.g. RU-4 one token a square, RU-16 home order
    return pos


def _all_home(board: Board, toks) -> bool:
    """Whether every token of a seat is home (G-13): at the goal, or on a board without a
    goal in its home column (RU-16)."""
    last = board.route_len - 1
    if board.has_goal:
        return all(c == last for c in toks)
    first = board.route_len - board.home_len
    return all(first <= c <= last for c in toks)


def _check_finished(board: Board, rules: RuleSet, tokens, finished: tuple, given: bool) -> tuple:
    """G-13: the finished seats are the seats with every token home (issue 24).

    * A position in which every player is home is refused (``tokens``): the game ends
      before that (with the first seat home, or with ``play_for_places`` when one is left).
    * A seat listed in ``finished`` must have every token home; without ``play_for_places``
      only one seat can have finished (the game ends with the first).
    * A seat with every token home must be listed in ``finished``.  *(reading: the full
      form lists the order of finishing, so a seat missing from a given ``finished`` is an
      error; the minimal form has no ``finished``, and there a single seat home is the
      seat that finished -- the winner, as a player writing it means -- while two or more
      seats home are refused, because the order they finished in, and so the winner,
      cannot be known; with ``teams`` places are per team (TM-4), so seats of different
      teams home, or one whole team home, decide nothing that the order would change and
      are accepted (issue 32); two whole teams home are refused as above.)*
    """
    players = [s for s, t in enumerate(tokens) if t]
    home = [s for s in players if _all_home(board, tokens[s])]
    if len(home) == len(players):
        raise PositionError("tokens", "every player has brought all tokens home: "
                                      "the game ends before that (G-13)")
    for s in finished:
        if s not in home:
            raise PositionError("finished", f"seat {s} still has tokens to bring home")
    if not given and home:
        if len(home) > 1 and not (rules.teams and _teams_complete(board, home) <= 1):
            raise PositionError("finished", f"seats {', '.join(map(str, home))} have brought every "
                                            "token home: say in which order they finished")
        # With teams (TM-4) places are per team: seats of different teams home decide no
        # place yet, and one team home is the winner whichever partner came first (§6).
        finished = tuple(home)
    missing = [s for s in home if s not in finished]
    if missing:
        raise PositionError("finished", f"seat {missing[0]} has brought every token home "
                                        "but is not listed as finished (G-13)")
    if rules.teams:  # TM-4: the game ends with the first team home
        half = board.seats // 2
        complete = [s for s in finished if s < half and (s + half) in finished]
        if len(complete) > 1 and not rules.play_for_places:
            raise PositionError("finished", "only one team can have finished: without play_for_places "
                                            "the game ends with the first team home (TM-4)")
    elif len(finished) > 1 and not rules.play_for_places:
        raise PositionError("finished", "only one seat can have finished: without play_for_places "
                                        "the game ends with the first seat home (G-13)")
    return finished


def _teams_complete(board: Board, seats) -> int:
    """How many teams have both partners among ``seats`` (TM-1: partners sit opposite)."""
    half = board.seats // 2
    return sum(1 for s in seats if s < half and s + half in seats)


def _dice(value, field, rules):
    faces = _list(value, field, 4)
    return [_int(f, f"{field}[{i}]", 1, 6) for i, f in enumerate(faces)]


def _check_squares(board: Board, rules: RuleSet, tokens) -> None:
    """At most two tokens per ring square (G-7); two colours only where a rule allows it."""
    occupants: dict[int, list[int]] = {}
    last = board.route_len - 1
    for s, seat in enumerate(tokens):
        home: dict[int, int] = {}
        for c in seat:
            if 0 <= c < SPECIAL:
                sq = board.route_square[s][c]
                if sq:
                    occupants.setdefault(sq, []).append(s)
                elif c < last or not board.has_goal:
                    home[c] = home.get(c, 0) + 1
        for c, n in home.items():
            if n > 2:   # G-7: a home-column square holds at most two tokens
                raise PositionError(f"tokens[{s}]", f"{n} tokens on {board.route[s][c]} "
                                                    "(at most two per home-column square)")
    half = board.seats // 2
    for sq, seats in occupants.items():
        if len(seats) > 2:
            raise PositionError("tokens", f"{len(seats)} tokens on T{sq} (at most two per square)")
        if len(seats) == 2 and seats[0] != seats[1] and not (
                rules.teams and seats[0] % half == seats[1] % half):  # TM-2: partners share
            shared = rules.shared_safe_squares and (sq in board.safe or sq in board.semi_safe)
            if not shared:
                raise PositionError("tokens", f"two colours on T{sq}, which cannot hold two colours")
