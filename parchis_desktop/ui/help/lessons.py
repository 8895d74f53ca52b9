"""Tutorial lessons as data (``resources/lessons/NN-name.json``) and the run of one lesson.

A lesson file holds a start position (docs/rules.md §6, the learner is the seat to move), the
dice the lesson deals (``rolls``, one list per roll of the learner), the scripted replies of
the other seats (``replies``: ``{"roll": [..]}`` or ``{"move": {...}}`` in the order they
are needed; a decision without a scripted move takes the first legal one), a goal from
:data:`GOALS`, the texts (English; translated in the ``Lesson`` context, see
``lesson_texts.py``) and a stored ``solution`` (the learner's moves, matched like
:meth:`Move.matches`).  A lesson with ``"game": true`` is a short real game against the
Beginner instead.

Every move is the engine's: :meth:`LessonRun.check` plays a candidate on a copy and looks
ahead through the lesson dice and replies for a way to still reach the goal; a move that
leaves none is refused (the window says why).  The goal is judged when a roll of the
learner is over (the whole roll is played, as in a game).  Nothing here uses Qt.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable

from parchis_desktop.engine import Move, Position, legal_moves, pass_roll, play, roll
from parchis_desktop.paths import resources_dir

TEXT_FIELDS = ("title", "intro", "hint", "done", "wrong")


@dataclass(frozen=True)
class Lesson:
    id: str
    variant: str
    title: str
    intro: str
    hint: str
    done: str
    rule: str
    position: dict
    rolls: tuple = ()
    replies: tuple = ()
    goal: dict = field(default_factory=dict)
    solution: tuple = ()
    wrong: str = ""
    game: bool = False
    players: tuple = ()      # game lessons: the seats' players (kind, level)
    seed: int | None = None

    @classmethod
    def from_dict(cls, data: dict) -> "Lesson":
        return cls(id=data["id"], variant=data["variant"], title=data["title"], intro=data["intro"],
                   hint=data.get("hint", ""), done=data.get("done", ""), rule=data.get("rule", ""),
                   position=data["position"], rolls=tuple(tuple(r) for r in data.get("rolls", ())),
                   replies=tuple(data.get("replies", ())), goal=data.get("goal", {}),
                   solution=tuple(data.get("solution", ())), wrong=data.get("wrong", ""),
                   game=bool(data.get("game", False)), players=tuple(data.get("players", ())),
                   seed=data.get("seed"))

    def texts(self) -> list[str]:
        return [getattr(self, f) for f in TEXT_FIELDS if getattr(self, f)]


@lru_cache(maxsize=1)
def load_lessons() -> tuple[Lesson, ...]:
    """Every lesson, in file-name order (the files are numbered)."""
    base = resources_dir()
    if base is None:
        return ()
    folder = base / "lessons"
    return tuple(Lesson.from_dict(json.loads(p.read_text(encoding="utf-8")))
                 for p in sorted(folder.glob("*.json")))


def lesson_named(lesson_id: str) -> Lesson:
    for lesson in load_lessons():
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(lesson_id)


# -- goals ---------------------------------------------------------------------------------------
def _reach(run: "LessonRun", squares: list[str]) -> bool:
    where = [run.pos.location(run.learner, i) for i in range(len(run.pos.tokens[run.learner]))]
    return all(sq in where for sq in squares)


def _goal_count(run: "LessonRun", count: int = 1) -> bool:
    return _at_goal(run.pos, run.learner) - _at_goal(run.start, run.learner) >= count


def _at_goal(pos: Position, seat: int) -> int:
    return sum(1 for i in range(len(pos.tokens[seat])) if pos.location(seat, i) in ("goal",)
               or (pos.variant == "russian" and pos.location(seat, i).startswith("H")))


def _capture(run: "LessonRun") -> bool:
    return any(m.captures for m in run.events)


def _kind(run: "LessonRun", kind: str) -> bool:
    return any(m.kind == kind for m in run.events)


def _blockade(run: "LessonRun") -> bool:
    where = [run.pos.location(run.learner, i) for i in range(len(run.pos.tokens[run.learner]))]
    return any(sq.startswith("T") and where.count(sq) >= 2 for sq in where)


def _no_blockade(run: "LessonRun") -> bool:
    return not _blockade(run)


#: goal check name -> function(run, **params) -> bool (judged when a roll of the learner ends)
GOALS: dict[str, Callable[..., bool]] = {
    "reach": _reach,            # {"squares": ["T12"]}: the learner has a token on each
    "goal": _goal_count,        # {"count": 1}: that many more tokens reached the goal (home, russian)
    "capture": _capture,        # a move of the learner captured
    "kind": _kind,              # {"kind": "ransom"}: the learner made a move of that kind
    "blockade": _blockade,      # the learner holds a blockade
    "no_blockade": _no_blockade,
}


def goal_met(run: "LessonRun", goal: dict) -> bool:
    if "all" in goal:
        return all(goal_met(run, g) for g in goal["all"])
    params = {k: v for k, v in goal.items() if k != "check"}
    return GOALS[goal["check"]](run, **params)


# -- a lesson in progress --------------------------------------------------------------------------
class LessonRun:
    """The state of one lesson: the position, the dice and replies still to come, the
    learner's moves so far."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.start = Position.from_json(lesson.position)
        self.pos = self.start
        self.learner = self.start.turn
        self.rolls = list(lesson.rolls)
        self.replies = list(lesson.replies)
        self.events: list[Move] = []
        self.rolls_done = 0
        self.succeeded = False

    def copy(self) -> "LessonRun":
        other = LessonRun.__new__(LessonRun)
        other.__dict__.update(self.__dict__)
        other.rolls, other.replies, other.events = list(self.rolls), list(self.replies), list(self.events)
        return other

    # -- where are we ----------------------------------------------------------------------------
    def state(self) -> str:
        """``done`` (goal met), ``move`` (the learner decides), ``roll`` (the learner rolls the next
        lesson dice), ``other`` (a scripted seat acts) or ``stuck`` (the lesson dice ran out)."""
        if self.succeeded:
            return "done"
        pos = self.pos
        if pos.is_over:
            return "stuck"
        if pos.needs_roll:
            if pos.to_move == self.learner:
                return "roll" if self.rolls else "stuck"
            return "other" if self.replies and "roll" in self.replies[0] else "stuck"
        if not legal_moves(pos):
            return "other"   # a roll without moves: passed by advance()
        return "move" if pos.to_move == self.learner else "other"

    def _boundary(self) -> bool:
        pos = self.pos
        return pos.is_over or pos.needs_roll or pos.turn != self.learner

    def _judge(self) -> None:
        if not self.succeeded and self._boundary() and goal_met(self, self.lesson.goal):
            self.succeeded = True

    # -- acting ------------------------------------------------------------------------------
    def roll(self) -> tuple:
        dice = tuple(self.rolls.pop(0))
        self.pos = roll(self.pos, dice)
        self.rolls_done += 1
        return dice

    def play(self, move: Move) -> None:
        self.pos = play(self.pos, move)
        if move.seat == self.learner:
            self.events.append(move)
        self._judge()

    def next_other(self) -> tuple[str, Any] | None:
        """The next scripted step of another seat, without doing it: ("roll", dice),
        ("move", Move) or ("pass", None) for a roll without moves."""
        pos = self.pos
        if pos.needs_roll:
            if pos.to_move == self.learner or not self.replies or "roll" not in self.replies[0]:
                return None
            return ("roll", tuple(self.replies[0]["roll"]))
        moves = legal_moves(pos)
        if not moves:
            return ("pass", None)
        if pos.to_move == self.learner:
            return None
        if self.replies and "move" in self.replies[0]:
            for m in moves:
                if m.matches(self.replies[0]["move"]):
                    return ("move", m)
        return ("move", moves[0])

    def do_other(self) -> tuple[str, Any] | None:
        step = self.next_other()
        if step is None:
            return None
        kind, value = step
        if kind == "roll":
            self.replies.pop(0)
            self.pos = roll(self.pos, value)
        elif kind == "pass":
            self.pos = pass_roll(self.pos)
            self._judge()
        else:
            if self.replies and "move" in self.replies[0] and value.matches(self.replies[0]["move"]):
                self.replies.pop(0)
            self.play(value)
        return step

    def advance(self) -> None:
        """Play scripted steps (and pass rolls without moves) until the learner acts or it is over."""
        for _ in range(200):
            if self.state() != "other":
                return
            self.do_other()

    # -- checking ------------------------------------------------------------------------------
    def can_succeed(self, budget: list[int] | None = None) -> bool:
        """Whether some way of playing the lesson dice from here reaches the goal."""
        budget = budget if budget is not None else [20000]
        self.advance()
        state = self.state()
        if state == "done":
            return True
        budget[0] -= 1
        if budget[0] <= 0 or state == "stuck":
            return False
        if state == "roll":
            self.roll()
            self._judge()
            return self.can_succeed(budget)
        for m in legal_moves(self.pos):
            child = self.copy()
            child.play(m)
            if child.can_succeed(budget):
                return True
        return False

    def check(self, move: Move) -> bool:
        """Whether ``move`` (legal now) still lets the learner reach the goal."""
        child = self.copy()
        child.play(move)
        return child.can_succeed()

    def solution_move(self) -> Move | None:
        """The stored solution's next move, as a legal move now."""
        index = len(self.events)
        if index >= len(self.lesson.solution) or self.state() != "move":
            return None
        for m in legal_moves(self.pos):
            if m.matches(self.lesson.solution[index]):
                return m
        return None
