"""The whole-roll rules as one declared list of narrowing stages (docs/rules.md G-10, RU-17).

The legal moves of a roll are worked out in one pipeline (``Variant.legal``): the moves
allowed square by square (``Variant.candidates``), then G-10 (a first move must begin a
sequence spending the most dice), then each *stage* of the rule set in ``rank`` order.  A
stage is a small object that names its rule id and the option that switches it on; it keeps
the moves that obey its rule, and changes nothing when no move does (every stage is "where
possible").  ``Variant.explain`` reads the same list: the first stage that took a token's
moves away is the reason it cannot move.

Two kinds:

* a *sequence stage* judges whole sequences: it keeps the first moves that begin a sequence
  of the kind it asks for (RU-5's larger face, RU-14's backward jump, RU-7's capture).  It
  reads sequence summaries ``(dice spent, faces spent sorted, backward jump, capturers)``
  from ``Variant.summaries_after``; an ``eager`` stage needs them for every roll (they are
  then also what G-10 is counted on), the others only where :meth:`Stage.applies`;
* a *move stage* narrows the list of first moves itself (ES-2 enter first, ES-6 open a
  blockade with a six, PA-9 open an old blockade).

A variant layer declares the stages it brings in its ``stages`` class attribute; a rule set
plays the stages of every layer whose switch is on (``Variant.pipeline_for``, once per rule
set: ``RuleSet.pipeline``).  A new whole-roll rule is a new stage, never a new ``legal()``.
"""
from __future__ import annotations

from .mechanics import Reason, occupancy, opens_blockade

__all__ = ["Stage", "LargerDie", "BackwardJump", "Capture", "EnterFirst", "OpenOnSix", "Pipeline",
           "EMPTY", "LEAF", "LARGER_DIE", "BACKWARD_JUMP", "CAPTURE", "ENTER_FIRST", "OPEN_ON_SIX"]

EMPTY = frozenset()
#: The summary of a sequence that plays nothing more.
LEAF = (0, (), False, EMPTY)


class Stage:
    """One whole-roll rule: ``rule`` (its id), ``option`` (the ``RuleSet`` option that
    switches it on), ``rank`` (its place after G-10, RU-17's order first)."""

    __slots__ = ()
    rule = ""
    option = ""
    rank = 0
    #: Narrows whole sequences (summaries) rather than first moves.
    sequences = False
    #: (sequence stages) needs every roll's summaries, not only where it applies.
    eager = False
    #: (sequence stages) where :meth:`keeps` is the truth of one field of the summary, its
    #: index: ``Variant.legal`` reads it without the call.
    flag = None

    def on(self, rules) -> bool:
        return bool(getattr(rules, self.option))

    # -- sequence stages --------------------------------------------------------------
    def applies(self, pos, best: int) -> bool:
        """Whether this stage can narrow anything in ``pos`` (``best``: G-10's dice count)."""
        return True

    def keeps(self, pos, summary) -> bool:
        """Whether a sequence of this ``summary`` obeys the rule."""
        return True

    # -- move stages ---------------------------------------------------------------------
    def narrow(self, pos, legal: list) -> list:
        """The moves of ``legal`` that obey the rule (``legal`` itself when it changes nothing,
        and when none obeys it: "where possible").  So a list of one move is never narrowed,
        and ``Variant.legal`` does not ask."""
        return legal

    def reason(self, pos) -> Reason:
        """Why a token whose moves this stage took away cannot move."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<stage {self.rule} ({self.option})>"


class LargerDie(Stage):
    """RU-5 (option ``use_larger_die``): where only one die of two different faces can be
    used, use the larger face where some sequence does."""

    __slots__ = ()
    rule, option, rank, sequences = "RU-5", "use_larger_die", 10, True

    def applies(self, pos, best: int) -> bool:
        rem = pos.remaining
        return best == 1 and len(rem) == 2 and rem[0] != rem[1]

    def keeps(self, pos, summary) -> bool:
        return summary[1] == (max(pos.remaining),)

    def reason(self, pos) -> Reason:
        return Reason("RU-5", "larger_die", {"die": max(pos.remaining)})


class BackwardJump(Stage):
    """RU-14 (option ``mirror``): a backward diagonal jump where some sequence makes one."""

    __slots__ = ()
    rule, option, rank, sequences, eager, flag = "RU-14", "mirror", 20, True, True, 2

    def keeps(self, pos, summary) -> bool:
        return summary[2]

    def reason(self, pos) -> Reason:
        return Reason("RU-14", "must_jump_back", {})


class Capture(Stage):
    """RU-7 (option ``capture_enforcement``): with ``forced``, a capture where some sequence
    captures.  With ``mirror`` it narrows nothing; the tokens that could capture are noted
    (``MoveList.capturers``) for the penalty at the end of the roll."""

    __slots__ = ()
    rule, option, rank, sequences, eager, flag = "RU-7", "capture_enforcement", 30, True, True, 3

    def on(self, rules) -> bool:
        return rules.capture_enforcement != "off"

    def applies(self, pos, best: int) -> bool:
        return pos.rules.capture_enforcement == "forced"

    def keeps(self, pos, summary) -> bool:
        return bool(summary[3])

    def reason(self, pos) -> Reason:
        return Reason("RU-7", "must_capture", {})


class EnterFirst(Stage):
    """ES-2 (option ``enter_compulsory``): bringing a token out comes first where possible."""

    __slots__ = ()
    rule, option, rank = "ES-2", "enter_compulsory", 40

    def narrow(self, pos, legal: list) -> list:
        rules = pos.rules
        if rules.enter_on not in pos.remaining and not rules.enter_by_sum:
            return legal   # no face to bring a token out with (every variant enters so)
        for m in legal:
            if m.kind == "enter":
                break
        else:
            return legal   # nothing to bring out (the common case: no list built)
        enters = [m for m in legal if m.kind == "enter"]
        return enters if len(enters) != len(legal) else legal

    def reason(self, pos) -> Reason:
        return Reason("ES-2", "must_enter", {})


class OpenOnSix(Stage):
    """ES-6 (option ``open_blockade_on_six``): a six opens an own blockade where possible."""

    __slots__ = ()
    rule, option, rank = "ES-6", "open_blockade_on_six", 50

    def narrow(self, pos, legal: list) -> list:
        if 6 not in pos.remaining:
            return legal
        occ = occupancy(pos)
        opening = [m for m in legal if m.dice == (6,) and opens_blockade(pos, m, occ)]
        return opening if opening and len(opening) != len(legal) else legal

    def reason(self, pos) -> Reason:
        return Reason("ES-6", "must_open_blockade", {})


LARGER_DIE = LargerDie()
BACKWARD_JUMP = BackwardJump()
CAPTURE = Capture()
ENTER_FIRST = EnterFirst()
OPEN_ON_SIX = OpenOnSix()


class Pipeline:
    """The stages a rule set plays, worked out once (``RuleSet.pipeline``).

    ``sequence``/``moves``: the switched-on sequence and move stages in rank order;
    ``summaries``: whether G-10 is counted on sequence summaries (an eager stage is on, or
    the variant's moves are not all seen by the fast dice count: ``Variant.fast_count``)."""

    __slots__ = ("stages", "sequence", "moves", "summaries")

    def __init__(self, stages, fast_count: bool) -> None:
        self.stages = tuple(stages)
        self.sequence = tuple(s for s in self.stages if s.sequences)
        self.moves = tuple(s for s in self.stages if not s.sequences)
        self.summaries = not fast_count or any(s.eager for s in self.sequence)

    def __repr__(self) -> str:
        return f"Pipeline({', '.join(s.rule for s in self.stages) or '-'})"
