"""Tutorial lessons as data (``resources/lessons/NN-name.json``) and the run of one step.

A lesson file (``"format": 2``) holds a title, an intro, the closing text and a list of
**steps**.  Each step is one exercise on its own board:

* ``position`` (docs/rules.md §6; the learner is the seat to move), ``rolls`` (the dice
  the step deals, one list per roll of the learner; a position with dice already rolled
  needs none) and ``replies`` (the other seats' scripted rolls and moves);
* ``task`` (what to do), ``hint``, optionally ``hints`` (one per move of the stored
  solution, so that the hint after a partial move speaks of the position as it is now),
  ``done`` (said when the step is solved) and ``rules`` (the rule ids it practises);
* the allowed answers: a ``goal`` from :data:`GOALS` (any way of playing that reaches it
  is right) for a step played on the board, or, for a question step (``"ask": "token"``:
  "which token can move?", "who starts?"), ``answers``: the ``[seat, token]`` pairs that
  are right;
* ``wrong``: one explanation per kind of wrong answer, ``[{"move": {...}, "text": ...},
  ..., {"text": ...}]``.  ``move`` is a pattern (the fields given must match the wrong
  move, as in a §6 move, plus ``after``: how many moves of the learner were played in the
  step); for a question step the pattern is ``{"seat": s, "token": i}``.  The last entry
  without a pattern covers every other wrong answer.
* ``solution``: the learner's moves (or, for a question, ``[{"seat": s, "token": i}]``).

``"quiz": true`` makes a lesson a scored quiz: the first answer of each step counts.
``"game": true`` makes it a short real game against the Beginner (``position``,
``players``, ``seed``).  Texts are English, translated in the ``Lesson`` context (see
``lesson_texts.py``).

A file that cannot be read or does not describe a lesson (not UTF-8, not JSON, keys
missing, a position the engine refuses) is skipped: :func:`load_lessons` returns the
others and :func:`lesson_problems` says which file and why.  Nothing here uses Qt.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from parchis_desktop.engine import Move, Position, PositionError, legal_moves, pass_roll, play, roll
from parchis_desktop.paths import resources_dir

FORMAT = 2
LESSON_TEXTS = ("title", "intro", "hint", "done")
STEP_TEXTS = ("task", "hint", "done")
_FILE_LIMIT = 512 * 1024
_RULE_ID = re.compile(r"^(G|PL|ES|RU|PA|BD|TM)-\d+$")
VARIANTS = ("parchis", "spanish", "russian", "pachisi")


class LessonError(ValueError):
    """A lesson file that cannot be used.  ``where`` names the field (e.g. ``steps[2].position``)."""

    def __init__(self, where: str, reason: str):
        self.where = where
        self.reason = reason[:200]
        super().__init__(f"{where}: {self.reason}")


@dataclass(frozen=True)
class Wrong:
    """One kind of wrong answer: the moves (or clicked tokens) matching ``pattern``."""
    text: str
    pattern: dict | None = None     # None: every wrong answer no earlier entry took

    def fits(self, what: dict, after: int) -> bool:
        if self.pattern is None:
            return True
        for key, value in self.pattern.items():
            if key == "after":
                if value != after:
                    return False
            elif key == "dice":
                if list(what.get("dice", ())) != list(value):
                    return False
            elif what.get(key) != value:
                return False
        return True


@dataclass(frozen=True)
class Step:
    id: str
    task: str
    position: dict
    rules: tuple = ()
    hint: str = ""
    hints: tuple = ()          # per solution move (index = moves already played)
    done: str = ""
    rolls: tuple = ()
    replies: tuple = ()
    goal: dict = field(default_factory=dict)
    solution: tuple = ()
    wrong: tuple = ()          # Wrong entries, the catch-all last
    ask: str = ""              # "" (play on the board) or "token" (click the right token)
    answers: tuple = ()        # ask steps: the right (seat, token) pairs

    def texts(self) -> list[str]:
        out = [getattr(self, f) for f in STEP_TEXTS if getattr(self, f)]
        return out + [h for h in self.hints if h] + [w.text for w in self.wrong]

    def explain_wrong(self, what: dict, after: int = 0) -> str:
        """The explanation for a wrong answer (a move's §6 dict, or ``{"seat", "token"}``)."""
        for w in self.wrong:
            if w.fits(what, after):
                return w.text
        return ""


@dataclass(frozen=True)
class Lesson:
    id: str
    variant: str
    title: str
    intro: str
    done: str
    rule: str                  # the rule page the lesson's "Rule page" opens
    hint: str = ""             # game lessons: what the hint line is for
    steps: tuple = ()
    quiz: bool = False
    game: bool = False
    position: dict = field(default_factory=dict)   # game lessons
    players: tuple = ()      # game lessons: the seats' players (kind, level)
    seed: int | None = None
    rules: tuple = ()          # game lessons: the ids they practise
    file: str = ""

    def texts(self) -> list[str]:
        out = [getattr(self, f) for f in LESSON_TEXTS if getattr(self, f)]
        for step in self.steps:
            out += step.texts()
        return out

    def rule_ids(self) -> set[str]:
        """Every rule id the lesson names (its steps' and its own)."""
        ids = set(self.rules) | ({self.rule} if self.rule else set())
        for step in self.steps:
            ids |= set(step.rules)
        return ids

    def step_named(self, step_id: str) -> Step:
        for step in self.steps:
            if step.id == step_id:
                return step
        raise KeyError(step_id)

    # -- reading ------------------------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Any, file: str = "") -> "Lesson":
        """A lesson from its file's JSON.  Raises :class:`LessonError` naming the field."""
        if not isinstance(data, dict):
            raise LessonError("lesson", "not an object")
        if data.get("format") != FORMAT:
            raise LessonError("format", f"not {FORMAT}")
        lesson_id = _text(data, "id")
        variant = _text(data, "variant")
        if variant not in VARIANTS:
            raise LessonError("variant", "unknown variant")
        common = dict(id=lesson_id, variant=variant, title=_text(data, "title"), intro=_text(data, "intro", required=False),
                      done=_text(data, "done", required=False), hint=_text(data, "hint", required=False),
                      rule=_rule(data.get("rule", ""), "rule"),
                      quiz=bool(data.get("quiz", False)), file=file)
        if data.get("game"):
            position = data.get("position")
            _position(position, "position")
            players = data.get("players")
            if not isinstance(players, list) or not all(isinstance(p, dict) and isinstance(p.get("kind"), str) for p in players):
                raise LessonError("players", "not a list of players")
            seed = data.get("seed")
            if seed is not None and not isinstance(seed, int):
                raise LessonError("seed", "not a number")
            return cls(game=True, position=position, players=tuple(players), seed=seed,
                       rules=_rules(data.get("rules", []), "rules"), **common)
        steps = data.get("steps")
        if not isinstance(steps, list) or not steps:
            raise LessonError("steps", "no steps")
        parsed = tuple(_step(s, f"steps[{i}]") for i, s in enumerate(steps))
        if len({s.id for s in parsed}) != len(parsed):
            raise LessonError("steps", "two steps with one id")
        return cls(steps=parsed, **common)


def _text(data: dict, key: str, required: bool = True, where: str = "") -> str:
    value = data.get(key, "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise LessonError(where + key, "missing or not a text")
    return value


def _rule(value: Any, where: str) -> str:
    if value and (not isinstance(value, str) or not _RULE_ID.match(value)):
        raise LessonError(where, "not a rule id")
    return value or ""


def _rules(value: Any, where: str) -> tuple:
    if not isinstance(value, list):
        raise LessonError(where, "not a list of rule ids")
    return tuple(_rule(v, f"{where}[{i}]") for i, v in enumerate(value))


def _position(value: Any, where: str) -> Position:
    try:
        return Position.from_json(value)
    except PositionError as exc:
        raise LessonError(where, str(exc)) from None
    except (TypeError, ValueError, KeyError, AttributeError, IndexError, RecursionError) as exc:
        raise LessonError(where, f"not a position ({exc.__class__.__name__})") from None


def _moves(value: Any, where: str) -> tuple:
    if not isinstance(value, list) or not all(isinstance(m, dict) for m in value):
        raise LessonError(where, "not a list of moves")
    return tuple(value)


def _step(data: Any, where: str) -> Step:
    if not isinstance(data, dict):
        raise LessonError(where, "not an object")
    pre = where + "."
    pos = _position(data.get("position"), pre + "position")
    ask = data.get("ask", "")
    if ask not in ("", "token"):
        raise LessonError(pre + "ask", "unknown kind of question")
    rolls = data.get("rolls", [])
    if not isinstance(rolls, list) or not all(
            isinstance(r, list) and r and all(isinstance(d, int) and 1 <= d <= 6 for d in r) for r in rolls):
        raise LessonError(pre + "rolls", "not a list of rolls")
    wrong = []
    raw_wrong = data.get("wrong", [])
    if not isinstance(raw_wrong, list):
        raise LessonError(pre + "wrong", "not a list")
    for i, w in enumerate(raw_wrong):
        if not isinstance(w, dict) or not isinstance(w.get("text"), str) or not w["text"]:
            raise LessonError(f"{pre}wrong[{i}]", "no text")
        pattern = w.get("move")
        if pattern is not None and not isinstance(pattern, dict):
            raise LessonError(f"{pre}wrong[{i}].move", "not a move pattern")
        wrong.append(Wrong(w["text"], pattern))
    goal = data.get("goal", {})
    if not ask:
        _check_goal(goal, pre + "goal")
        if not rolls and not pos.dice:
            raise LessonError(pre + "rolls", "no dice to play")
    answers = data.get("answers", [])
    if ask and (not isinstance(answers, list) or not answers
                or not all(isinstance(a, list) and len(a) == 2 and all(isinstance(x, int) for x in a)
                           for a in answers)):
        raise LessonError(pre + "answers", "not a list of [seat, token]")
    hints = data.get("hints", [])
    if not isinstance(hints, list) or not all(isinstance(h, str) for h in hints):
        raise LessonError(pre + "hints", "not a list of texts")
    replies = data.get("replies", [])
    if not isinstance(replies, list) or not all(isinstance(r, dict) for r in replies):
        raise LessonError(pre + "replies", "not a list")
    return Step(id=_text(data, "id", where=pre), task=_text(data, "task", where=pre), position=data["position"],
                rules=_rules(data.get("rules", []), pre + "rules"), hint=_text(data, "hint", False, pre),
                hints=tuple(hints), done=_text(data, "done", False, pre), rolls=tuple(tuple(r) for r in rolls),
                replies=tuple(replies), goal=goal, solution=_moves(data.get("solution", []), pre + "solution"),
                wrong=tuple(wrong), ask=ask, answers=tuple(tuple(a) for a in answers))


def _check_goal(goal: Any, where: str) -> None:
    if not isinstance(goal, dict):
        raise LessonError(where, "not a goal")
    if "all" in goal:
        if not isinstance(goal["all"], list) or not goal["all"]:
            raise LessonError(where, "an empty 'all'")
        for i, g in enumerate(goal["all"]):
            _check_goal(g, f"{where}.all[{i}]")
        return
    if goal.get("check") not in GOALS:
        raise LessonError(where + ".check", "unknown goal")


# -- the lesson files -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Problem:
    """A lesson file that was skipped: its name and why (``LessonError`` words, or a reading error)."""
    file: str
    reason: str


def read_lessons(folder: Path) -> tuple[tuple[Lesson, ...], tuple[Problem, ...]]:
    """The lessons of ``folder`` in file-name order, and the files skipped (with why)."""
    lessons: list[Lesson] = []
    problems: list[Problem] = []
    seen: set[str] = set()
    try:
        paths = sorted(p for p in folder.glob("*.json"))
    except OSError as exc:
        return (), (Problem(folder.name, str(exc.strerror or exc)[:200]),)
    for path in paths:
        try:
            if not path.is_file():
                raise LessonError("file", "not a regular file")
            raw = path.read_bytes()[:_FILE_LIMIT + 1]
            if len(raw) > _FILE_LIMIT:
                raise LessonError("file", "too large")
            try:
                data = json.loads(raw.decode("utf-8"))
            except UnicodeDecodeError:
                raise LessonError("file", "not UTF-8 text") from None
            except (ValueError, RecursionError) as exc:
                raise LessonError("file", f"not JSON ({exc.__class__.__name__})") from None
            lesson = Lesson.from_dict(data, path.name)
            if lesson.id in seen:
                raise LessonError("id", "another lesson has this id")
        except LessonError as exc:
            problems.append(Problem(path.name, str(exc)))
            continue
        except OSError as exc:
            problems.append(Problem(path.name, str(exc.strerror or exc)[:200]))
            continue
        seen.add(lesson.id)
        lessons.append(lesson)
    return tuple(lessons), tuple(problems)


@lru_cache(maxsize=1)
def _bundled() -> tuple[tuple[Lesson, ...], tuple[Problem, ...]]:
    base = resources_dir()
    if base is None:
        return (), ()
    return read_lessons(base / "lessons")


def load_lessons() -> tuple[Lesson, ...]:
    """Every usable lesson of ``resources/lessons``, in file-name order (the files are numbered)."""
    return _bundled()[0]


def lesson_problems() -> tuple[Problem, ...]:
    """The lesson files that were skipped, and why."""
    return _bundled()[1]


def lesson_named(lesson_id: str) -> Lesson:
    for lesson in load_lessons():
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(lesson_id)


# -- goals ---------------------------------------------------------------------------------------
def _where(run: "StepRun") -> list[str]:
    return [run.pos.location(run.learner, i) for i in range(len(run.pos.tokens[run.learner]))]


def _reach(run: "StepRun", squares: list[str]) -> bool:
    where = _where(run)
    return all(sq in where for sq in squares)


def _goal_count(run: "StepRun", count: int = 1) -> bool:
    return _at_goal(run.pos, run.learner) - _at_goal(run.start, run.learner) >= count


def _at_goal(pos: Position, seat: int) -> int:
    return sum(1 for i in range(len(pos.tokens[seat])) if pos.location(seat, i) in ("goal",)
               or (pos.variant == "russian" and pos.location(seat, i).startswith("H")))


def _capture(run: "StepRun") -> bool:
    return any(m.captures for m in run.events)


def _kind(run: "StepRun", kind: str) -> bool:
    return any(m.kind == kind for m in run.events)


def _no_kind(run: "StepRun", kind: str) -> bool:
    return not _kind(run, kind)


def _blockade(run: "StepRun") -> bool:
    where = _where(run)
    return any(sq.startswith("T") and where.count(sq) >= 2 for sq in where)


def _no_blockade(run: "StepRun") -> bool:
    return not _blockade(run)


def _in_nest(run: "StepRun", count: int) -> bool:
    return _where(run).count("nest") == count


def _captured(run: "StepRun", seat: int) -> bool:
    return any(s == seat for m in run.events for s, _t in m.captures)


def _not_captured(run: "StepRun", seat: int) -> bool:
    return not _captured(run, seat)


def _turn_passed(run: "StepRun") -> bool:
    return run.pos.turn != run.learner or run.pos.is_over


def _won(run: "StepRun") -> bool:
    return run.pos.is_over


#: goal check name -> function(run, **params) -> bool (judged when a roll of the learner ends)
GOALS: dict[str, Callable[..., bool]] = {
    "reach": _reach,            # {"squares": ["T12"]}: the learner has a token on each
    "goal": _goal_count,        # {"count": 1}: that many more tokens reached the goal (home, russian)
    "capture": _capture,        # a move of the learner captured
    "captured": _captured,      # {"seat": 2}: the learner captured a token of that seat
    "not_captured": _not_captured,   # {"seat": 1}: ... and none of that seat (partners, TM-2)
    "kind": _kind,              # {"kind": "ransom"}: the learner made a move of that kind
    "no_kind": _no_kind,        # {"kind": "pass"}: ... and none of that kind
    "blockade": _blockade,      # the learner holds a blockade
    "no_blockade": _no_blockade,
    "in_nest": _in_nest,        # {"count": 3}: that many of the learner's tokens in the nest
    "turn_passed": _turn_passed,    # the roll is over and the turn went on
    "won": _won,                # the game is over (the learner brought the last token home)
}


def goal_met(run: "StepRun", goal: dict) -> bool:
    if "all" in goal:
        return all(goal_met(run, g) for g in goal["all"])
    params = {k: v for k, v in goal.items() if k != "check"}
    return GOALS[goal["check"]](run, **params)


# -- a step in progress --------------------------------------------------------------------------
class StepRun:
    """The state of one step: the position, the dice and replies still to come, the learner's
    moves so far (``events``) and, for a question step, whether it was answered."""

    def __init__(self, step: Step) -> None:
        self.step = step
        self.start = Position.from_json(step.position)
        self.pos = self.start
        self.learner = self.start.turn
        self.rolls = list(step.rolls)
        self.replies = list(step.replies)
        self.events: list[Move] = []
        self.rolls_done = 0
        self.succeeded = False

    def copy(self) -> "StepRun":
        other = StepRun.__new__(StepRun)
        other.__dict__.update(self.__dict__)
        other.rolls, other.replies, other.events = list(self.rolls), list(self.replies), list(self.events)
        return other

    # -- where are we ----------------------------------------------------------------------------
    def state(self) -> str:
        """``done`` (solved), ``ask`` (a question waits for a token to be clicked), ``move`` (the
        learner decides), ``roll`` (the learner rolls the next step dice), ``other`` (a scripted
        seat acts) or ``stuck`` (the step dice ran out)."""
        if self.succeeded:
            return "done"
        if self.step.ask:
            return "ask"
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
        if not self.succeeded and not self.step.ask and self._boundary() and goal_met(self, self.step.goal):
            self.succeeded = True

    # -- acting ------------------------------------------------------------------------------
    def roll(self) -> tuple:
        dice = tuple(self.rolls.pop(0))
        self.pos = roll(self.pos, dice)
        self.rolls_done += 1
        return dice

    def play(self, move: Move) -> None:
        mine = self.pos.to_move == self.learner     # with teams, maybe a partner's token (TM-3)
        self.pos = play(self.pos, move)
        if mine:
            self.events.append(move)
        self._judge()

    def pre_roll_moves(self) -> list[Move]:
        """Decisions the learner may take before rolling (RU-9 exchanges), else []."""
        pos = self.pos
        if self.succeeded or self.step.ask or not pos.needs_roll or pos.to_move != self.learner:
            return []
        return legal_moves(pos)

    def check_roll(self) -> bool:
        """Whether rolling now (leaving the pre-roll decisions) still lets the learner reach the goal."""
        child = self.copy()
        child.roll()
        child._judge()
        return child.can_succeed()

    def answer(self, seat: int, token: int) -> bool:
        """A question step: whether the clicked token is a right answer (then the step is done)."""
        right = (seat, token) in self.step.answers
        if right:
            self.succeeded = True
        return right

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
        """Whether some way of playing the step dice from here reaches the goal."""
        budget = budget if budget is not None else [20000]
        self.advance()
        state = self.state()
        if state == "done":
            return True
        budget[0] -= 1
        if budget[0] <= 0 or state in ("stuck", "ask"):
            return False
        if state == "roll":
            for m in self.pre_roll_moves():
                child = self.copy()
                child.play(m)
                if child.can_succeed(budget):
                    return True
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

    def wrong_text(self, move: Move) -> str:
        """The step's explanation for the wrong ``move`` (the one for its kind of mistake)."""
        return self.step.explain_wrong(move.to_dict(), len(self.events))

    def solution_move(self) -> Move | None:
        """The stored solution's next move, as a legal move now (None off the stored path)."""
        index = len(self.events)
        if index >= len(self.step.solution) or not (self.state() == "move" or self.pre_roll_moves()):
            return None
        if not all(m.matches(s) for m, s in zip(self.events, self.step.solution)):
            return None
        for m in legal_moves(self.pos):
            if m.matches(self.step.solution[index]):
                return m
        return None

    def good_move(self) -> Move | None:
        """A move that still reaches the goal from here: the stored solution's where the learner
        followed it, else the first that works (the hint follows the position as it is)."""
        move = self.solution_move()
        if move is not None or self.state() != "move":
            return move if move is not None or self.state() != "roll" or self.check_roll() else next(
                (m for m in self.pre_roll_moves() if self.check(m)), None)
        for m in legal_moves(self.pos):
            if self.check(m):
                return m
        return None

    def hint_text(self) -> str:
        """The step's hint for the position as it is: ``hints[k]`` after k moves on the stored
        path, the step's ``hint`` before any move; "" where the learner left the stored path
        (the window then describes :meth:`good_move`)."""
        index = len(self.events)
        on_path = self.solution_move() is not None
        if self.step.hints and on_path and index < len(self.step.hints):
            return self.step.hints[index]
        if index == 0:
            return self.step.hint
        return ""
