"""The review of a recorded game: every decision's loss and class, every roll's luck, per seat.

Pure Python (ai imports only the engine).  A *record* is the engine's ``Game.record``
(``start``, ``events``); :func:`review_record` replays it (frame ``n + 1`` is the position after
event ``n``, as ``store.replay.positions`` numbers them) and values every frame with one
:class:`~.analysis.Analyst` table, so each position has one value ``V`` (each seat's win chance):

* a **decision** is a move event, a pass, or -- before a roll with optional pre-roll moves
  (RU-9) -- the choice between them and rolling (``played``/``best`` -1: roll).  Its mover's
  ``win_before`` is ``V`` of the frame (the best option), ``win_after`` ``V`` after the event;
  ``loss = win_before - win_after`` (0 when forced or best);
* a roll's **luck** for a seat is ``V`` after the roll (the roller's best play of it) minus ``V``
  before it (the value the previous event left: the Expert's depth-1 mean over the rolls; the
  difference of the two depths, the Expert's horizon, is in the luck too: docs/review.md §2).
  It is carried by the first decision after the roll (a pass is a decision, ``played`` None;
  a roll that no decision follows gets a ``forced`` one of its own);
* per seat: ``luck`` (every roll, anyone's), ``loss`` (its own decisions), ``others`` (the effect
  on it of the other seats' actual choices): ``luck - loss + others == end - start`` exactly
  (to float rounding), since every event's change of ``V`` is counted once.

Classes (``docs/review.md`` has the measured loss distributions they come from):
``forced`` (one option), ``best`` (no loss), then by the loss in points of win chance:
``good`` < :data:`THRESHOLDS` ``[0]``, ``inaccuracy`` < ``[1]``, ``mistake`` < ``[2]``, else
``blunder``.  Accuracy: the share of a seat's unforced decisions classed best or good (100
when it had none).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

from parchis_desktop.engine import Position, PositionError, RecordError, legal_moves, play, replay_frames
from parchis_desktop.engine.rules import RuleError

from .analysis import DEFAULT_NODES, Analyst

__all__ = ["Decision", "SeatReview", "Review", "review_record", "ReviewCancelled", "record_frames", "CLASSES",
           "THRESHOLDS", "VERSION", "classify"]

#: Bumped whenever the numbers a review gives change (the cache drops older ones).
VERSION = 1
CLASSES = ("forced", "best", "good", "inaccuracy", "mistake", "blunder")
#: Upper loss bounds (win chance, 0..1) of good, inaccuracy, mistake (docs/review.md).
THRESHOLDS = (0.02, 0.05, 0.10)
#: A loss below this is no loss (float rounding between transposed plans).
EPS = 1e-9


class ReviewCancelled(Exception):
    """``should_stop()`` said so."""


def classify(loss: float, options: int) -> str:
    if options <= 1:
        return "forced"
    if loss <= EPS:
        return "best"
    for name, bound in zip(("good", "inaccuracy", "mistake"), THRESHOLDS):
        if loss < bound:
            return name
    return "blunder"


@dataclass(frozen=True)
class Decision:
    turn: int
    seat: int
    dice: tuple[int, ...]
    frame: int                 # index into store.replay.positions(record) of the position before the move
    played: int | None         # index into legal_moves (-1: rolled; None: no legal move / pass)
    best: int | None           # the Expert's best option, same coding
    moves: tuple[float, ...]   # the mover's win chance after each legal move
    win_before: float          # the mover's win chance with the best option
    win_after: float           # ... with the option played
    loss: float                # win_before - win_after >= 0
    luck: float                # the luck of the roll this decision carries, for the mover (0: none)
    klass: str                 # one of CLASSES
    swing: tuple[float, ...]   # each seat's change across that roll (if any) and this decision (the chart)
    lucks: tuple[float, ...] = ()   # each seat's luck of that roll (zeros: none); they add up to 0
    effect: tuple[float, ...] = ()  # each seat's change across the decision itself (the mover's: -loss)

    def to_json(self) -> dict:
        return {"turn": self.turn, "seat": self.seat, "dice": list(self.dice), "frame": self.frame,
                "played": self.played, "best": self.best, "moves": list(self.moves),
                "win_before": self.win_before, "win_after": self.win_after, "loss": self.loss,
                "luck": self.luck, "class": self.klass, "swing": list(self.swing), "lucks": list(self.lucks),
                "effect": list(self.effect)}

    @classmethod
    def from_json(cls, d: dict) -> "Decision":
        def opt(v):
            return None if v is None else _int(v)
        klass = d["class"]
        if klass not in CLASSES:
            raise ValueError(f"class {klass!r}")
        return cls(_int(d["turn"]), _int(d["seat"]), tuple(_int(x) for x in d["dice"]), _int(d["frame"]),
                   opt(d["played"]), opt(d["best"]), _floats(d["moves"]), _float(d["win_before"]),
                   _float(d["win_after"]), _float(d["loss"]), _float(d["luck"]), klass, _floats(d["swing"]),
                   _floats(d["lucks"]), _floats(d["effect"]))


@dataclass(frozen=True)
class SeatReview:
    seat: int
    accuracy: float            # percent of unforced decisions classed best or good
    counts: dict[str, int]     # decisions per class
    luck: float                # sum of every roll's luck for this seat
    loss: float                # sum of its own decisions' losses
    others: float              # the other seats' choices' effect on it
    start: float               # its win chance before the first roll
    end: float                 # ... at the end of the record
    biggest: int | None        # index of the decision with this seat's biggest swing

    def to_json(self) -> dict:
        return {"seat": self.seat, "accuracy": self.accuracy, "counts": dict(self.counts), "luck": self.luck,
                "loss": self.loss, "others": self.others, "start": self.start, "end": self.end,
                "biggest": self.biggest}

    @classmethod
    def from_json(cls, d: dict) -> "SeatReview":
        counts = d["counts"]
        if not isinstance(counts, dict) or set(counts) != set(CLASSES):
            raise ValueError("counts")
        big = d["biggest"]
        return cls(_int(d["seat"]), _float(d["accuracy"]), {k: _int(counts[k]) for k in CLASSES},
                   _float(d["luck"]), _float(d["loss"]), _float(d["others"]), _float(d["start"]), _float(d["end"]),
                   None if big is None else _int(big))


@dataclass(frozen=True)
class Review:
    decisions: tuple[Decision, ...]
    seats: tuple[SeatReview, ...]            # occupied seats only, ascending
    curve: tuple[tuple[float, ...], ...]     # every seat's win chance before each decision (and
                                             # before its roll when it carries one), + the end
    nodes: int
    version: int
    practice: bool = False
    frames: int = 0                          # positions of the record (events + 1)

    def to_json(self) -> dict:
        return {"version": self.version, "nodes": self.nodes, "practice": self.practice, "frames": self.frames,
                "decisions": [d.to_json() for d in self.decisions], "seats": [s.to_json() for s in self.seats],
                "curve": [list(c) for c in self.curve]}

    @classmethod
    def from_json(cls, d: Any) -> "Review":
        """The review from :meth:`to_json`; ``ValueError`` for anything else (a damaged cache)."""
        try:
            if not isinstance(d, dict):
                raise ValueError("not an object")
            review = cls(tuple(Decision.from_json(x) for x in d["decisions"]),
                         tuple(SeatReview.from_json(x) for x in d["seats"]),
                         tuple(_floats(c) for c in d["curve"]), _int(d["nodes"]), _int(d["version"]),
                         d.get("practice", False) is True, _int(d.get("frames", 0)))
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"review: {exc.__class__.__name__}: {exc}") from None
        review._check()
        return review

    def _check(self) -> None:
        """Every index and length fits (a hand-edited cache must not reach a window's indexing)."""
        n = len(self.curve[0]) if self.curve else 0
        if not 2 <= n <= 8 or len(self.curve) != len(self.decisions) + 1 or any(len(c) != n for c in self.curve):
            raise ValueError("review: the curve does not fit")
        for d in self.decisions:
            if not (0 <= d.seat < n and d.frame >= 0 and d.turn >= 1 and len(d.swing) == n
                    and len(d.lucks) == n and len(d.effect) == n):
                raise ValueError("review: a decision does not fit")
            for i in (d.played, d.best):
                if i is not None and not -1 <= i < max(1, len(d.moves)):
                    raise ValueError("review: a move index does not fit")
        for s in self.seats:
            if not 0 <= s.seat < n or (s.biggest is not None and not 0 <= s.biggest < len(self.decisions)):
                raise ValueError("review: a seat does not fit")

    def seat(self, seat: int) -> SeatReview | None:
        for s in self.seats:
            if s.seat == seat:
                return s
        return None


def _int(v) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise ValueError(f"not an integer: {v!r}")
    return v


def _float(v) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise ValueError(f"not a number: {v!r}")
    return float(v)


def _floats(v) -> tuple[float, ...]:
    if not isinstance(v, list):
        raise ValueError("not a list")
    return tuple(_float(x) for x in v)


def record_frames(record: dict) -> list[Position]:
    """``[start, after event 0, ...]`` as ``store.replay.positions`` numbers them (the store's
    checks are the strict ones: this replays what they accepted)."""
    frames = replay_frames(record)
    try:
        out = [next(frames)]
    except (PositionError, RuleError, TypeError, ValueError) as exc:
        if isinstance(exc, RecordError):
            raise
        raise RecordError(f"start: {exc}") from None
    out.extend(frames)
    return out


def _turns(frames: list[Position]) -> list[int]:
    out, turn = [], 1
    for i, p in enumerate(frames):
        if i and p.turn != frames[i - 1].turn:
            turn += 1
        out.append(turn)
    return out


def _sub(a, b) -> tuple[float, ...]:
    return tuple(x - y for x, y in zip(a, b))


def review_record(record: dict, nodes: int = DEFAULT_NODES, progress: Callable[[int, int], None] | None = None,
                  should_stop: Callable[[], bool] | None = None, analyst: Analyst | None = None) -> Review:
    """Review a recorded game (see the module doc).  ``progress(done, total)`` is called after
    every event; ``should_stop()`` returning True raises :class:`ReviewCancelled`.  Raises
    :class:`~parchis_desktop.engine.RecordError` for a record that does not replay."""
    frames = record_frames(record)
    events = record["events"]
    a = analyst if analyst is not None else Analyst(nodes)
    turns = _turns(frames)
    n_seats = len(frames[0].tokens)
    zeros = (0.0,) * n_seats
    decisions: list[Decision] = []
    curve: list[tuple[float, ...]] = []
    pending: list = []     # [(lucks, the value before the roll, roller)] of a roll no decision has carried yet
    total = len(events)

    def add(frame: int, seat: int, dice, played, best, moves, before, after, options: int):
        lucks, base, _ = (pending.pop() if pending else (zeros, before, seat))
        effect = _sub(after, before)
        loss = before[seat] - after[seat]
        if abs(loss) <= EPS:
            loss = 0.0
        klass = classify(loss, options)
        decisions.append(Decision(turns[frame], seat, tuple(dice), frame, played, best, tuple(moves),
                                  before[seat], after[seat], loss, lucks[seat], klass,
                                  _sub(after, base), lucks, effect))
        curve.append(base)

    def options_of(p: Position, values):
        seat = p.to_move
        best = max(range(len(values)), key=lambda i: (values[i][seat], -i)) if values else None
        return best

    if progress is not None:
        progress(0, total)
    for n, ev in enumerate(events):
        if should_stop is not None and should_stop():
            raise ReviewCancelled()
        p, q = frames[n], frames[n + 1]
        if "first" in ev:
            pass
        elif "roll" in ev:
            if pending:   # the roll before had no decision: it gets a forced one of its own
                add(n, pending[-1][2], p.dice, None, None, (), a.value(p), a.value(p), 0)
            moves = legal_moves(p)
            if moves:     # the pre-roll choice (RU-9): rolling at once was chosen
                before = a.value(p)
                base = a.roll_option(p)
                values = a.move_values(p)
                seat = p.to_move
                best = options_of(p, values)
                if best is None or values[best][seat] <= base[seat] + 1e-12:
                    best = -1
                add(n, seat, (), -1, best, [v[seat] for v in values], before, base, len(moves) + 1)
            else:
                base = a.value(p)
            after = a.value(q)
            pending.append((_sub(after, base), base, p.to_move))
        elif "move" in ev:
            seat = p.to_move
            before = a.value(p)
            after = a.value(q)
            values = a.move_values(p)
            played = next(i for i, m in enumerate(legal_moves(p)) if play(p, m) == q)
            best = options_of(p, values)
            options = len(values)
            if p.needs_roll:   # a pre-roll move (RU-9): rolling at once was an option too
                options += 1
                if values[best][seat] <= a.roll_option(p)[seat] + 1e-12:
                    best = -1
            add(n, seat, p.dice, played, best, [v[seat] for v in values], before, after, options)
        elif "pass" in ev:
            v = a.value(p)
            add(n, p.to_move, p.dice, None, None, (), v, a.value(q), 0)
        if progress is not None:
            progress(n + 1, total)
    if pending:
        last = frames[-1]
        v = a.value(last)
        add(len(frames) - 1, pending[-1][2], last.dice, None, None, (), v, v, 0)
    start = a.value(frames[0])
    end = a.value(frames[-1])
    curve.append(end)
    seats = []
    for s in frames[0].players:
        mine = [d for d in decisions if d.seat == s]
        counts = {k: 0 for k in CLASSES}
        for d in mine:
            counts[d.klass] += 1
        unforced = [d for d in mine if d.klass != "forced"]
        accuracy = 100.0 * sum(d.klass in ("best", "good") for d in unforced) / len(unforced) if unforced else 100.0
        luck = sum(d.lucks[s] for d in decisions)
        loss = sum(d.loss for d in mine)
        others = sum(d.effect[s] for d in decisions if d.seat != s)
        biggest = max(range(len(decisions)), key=lambda i: (abs(decisions[i].swing[s]), -i)) if decisions else None
        seats.append(SeatReview(s, accuracy, counts, luck, loss, others, start[s], end[s], biggest))
    return Review(tuple(decisions), tuple(seats), tuple(curve), a.nodes, VERSION,
                  bool(record.get("practice", False) is True), len(frames))
