"""The standard rules (Parchís, Spanish parchís: docs/rules.md §1, §2) as a :class:`Variant`,
the base of every variant in ``engine/variants/``.

A rule set's variant (``RuleSet.variant``) is chosen once, when the rule set is built
(``registry.variant_for``), and the engine calls its methods -- the *hooks* -- wherever the
rules of a variant may differ.  Here they play the standard rules; a variant overrides the
ones it changes (Pachisi's reverse faces and blockade ages, the Russian rules...) and
reaches the standard ones with ``super()`` or the functions of ``mechanics``.

Hooks (``pos`` a :class:`Position`, ``m`` a :class:`Move`):

``wanted(rules, board)`` (classmethod)
    whether this variant takes part in a rule set (the base always does);
``read_extra(board, rules, tokens, extra, dice)`` (classmethod, every registered class)
    check and normalise its keys of ``Position.extra`` while a position is read;
``check_position(pos)``
    further checks of a position just read (raise :class:`PositionError`);
``pre_roll(pos)``
    moves open before the roll (``dice == ()``), usually none;
``candidates(pos, seat)``, ``any_die_move(pos, seat)``, ``apply_raw(pos, m)``
    moves allowed square by square, whether one single die can be played, and a move
    applied to the board (before deciding whether the roll goes on);
``legal(pos)``
    the legal moves with dice on the table (the whole-roll rules: G-10, RU-17...);
``filter_roll(pos, legal)``, ``filters_roll(rules)`` (classmethod)
    the whole-roll options narrowing the legal moves (ES-2, ES-6; PA-9 in Pachisi), and
    whether any of them is on;
``play(pos, m)``, ``end_roll(pos)``
    the position after a legal move; the variant's end-of-roll rules;
``explain(pos, seat, token, legal)``, ``whole_roll_reason(pos, legal)``
    why a token has no legal move (after the generic checks of ``movegen.explain``).
"""
from __future__ import annotations

from . import mechanics as mech
from .mechanics import Reason
from .move import Move
from .position import NEST, SPECIAL, Position
from .registry import register_base

__all__ = ["Variant"]


@register_base
class Variant:
    """The standard rules: every hook plays Parchís/Spanish parchís as docs/rules.md §1-§2 say."""

    #: Outermost first when several variants combine (see ``registry``).
    order = 0
    #: Whether :meth:`pre_roll` may give moves (RU-9's exchanges): ``RuleSet.special_play``;
    #: without it the engine does not ask before a roll.
    special = False

    @classmethod
    def wanted(cls, rules, board) -> bool:
        return True

    @classmethod
    def read_extra(cls, board, rules, tokens, extra: dict, dice=()) -> dict:
        return extra

    @classmethod
    def filters_roll(cls, rules) -> bool:
        """Whether :meth:`filter_roll` can narrow anything under ``rules`` (asked once, when
        the rule set is built: ``RuleSet.roll_filters``; rule sets without skip the call)."""
        return bool(rules.enter_compulsory or rules.open_blockade_on_six)

    def check_position(self, pos: Position) -> None:
        return None

    def pre_roll(self, pos: Position) -> list[Move]:
        return []

    # -- square by square ------------------------------------------------------------
    candidates = staticmethod(mech.candidates)
    any_die_move = staticmethod(mech.any_die_move)
    apply_raw = staticmethod(mech.apply_raw)

    # -- the whole roll (G-10, PL-6, RU-5) ---------------------------------------------
    def max_dice(self, pos: Position, seat: int, cands=None) -> int:
        """Most dice some sequence from here can still spend (G-10); bonus plays may sit between."""
        n = len(pos.remaining)
        if pos.finished and pos.rules.teams:  # TM-3: a player who finishes goes on with the partner's
            seat = mech.plays_for(pos, pos.to_move)
        if n == 0 or seat in pos.finished:
            return 0
        if n == 1 and not pos.bonuses and cands is None:
            return 1 if self.any_die_move(pos, seat) else 0
        best = 0
        for m in (self.candidates(pos, seat) if cands is None else cands):
            k = len(m.dice)
            if k == n:
                return n
            sub = k + self.max_dice(self.apply_raw(pos, m), seat)
            if sub > best:
                best = sub
                if best == n:
                    return n
        return best

    def legal(self, pos: Position) -> list[Move]:
        seat = pos.to_move
        if pos.finished and pos.rules.teams and seat in pos.finished:
            seat = mech.partner(pos, seat)  # TM-3: the partner's tokens
        cands = self.candidates(pos, seat)
        if not cands:
            return cands
        n = len(pos.remaining)
        if n:
            # G-10: a first move is legal only if it begins a sequence spending the most dice.
            if n == 1 and not pos.bonuses:
                legal = cands  # every candidate spends the single die
            else:
                scored = []
                best = 0
                for m in cands:
                    k = len(m.dice)
                    if k == n:
                        total = k
                    elif n == 2 and k == 1 and mech.has_witness(pos, m, cands):
                        total = 2
                    else:
                        total = k + self.max_dice(self.apply_raw(pos, m), seat)
                    scored.append((total, m))
                    if total > best:
                        best = total
                legal = [m for total, m in scored if total == best]
                if pos.rules.use_larger_die and best == 1 and n == 2 and pos.remaining[0] != pos.remaining[1]:
                    big = (max(pos.remaining),)
                    if any(m.dice == big for m in legal):  # RU-5: the larger face where possible
                        legal = [m for m in legal if m.dice == big or not m.dice]
        else:
            legal = cands  # only bonuses remain (G-11)
        return self.filter_roll(pos, legal) if pos.rules.roll_filters else legal

    def filter_roll(self, pos: Position, legal: list[Move]) -> list[Move]:
        """The whole-roll options, in this order: ES-2 (enter first), ES-6 (open a blockade
        with a six); a variant adds its own after these (PA-9)."""
        rules = pos.rules
        if rules.enter_compulsory:  # ES-2
            enters = [m for m in legal if m.kind == "enter"]
            if enters:
                legal = enters
        if rules.open_blockade_on_six and 6 in pos.remaining:  # ES-6
            occ = mech.occupancy(pos)
            opening = [m for m in legal if m.dice == (6,) and mech.opens_blockade(pos, m, occ)]
            if opening:
                legal = opening
        return legal

    # -- playing ---------------------------------------------------------------------
    def play(self, pos: Position, move: Move) -> Position:
        after = self.apply_raw(pos, move)
        if move.kind == "penalty":
            return mech.next_turn(after)
        return mech.settle(after)

    #: Whether :meth:`end_roll` does anything (the standard rules: no; skipped then).
    ends_roll = False

    def end_roll(self, pos: Position) -> tuple[Position, bool]:
        """``(position, decided)``: ``decided`` if the returned position is final (no extra
        roll or next turn to work out)."""
        return pos, False

    # -- explanations ------------------------------------------------------------------
    def explain(self, pos: Position, seat: int, token: int, legal: list[Move]) -> list[Reason]:
        code = pos.tokens[seat][token]
        last = pos.board.route_len - 1
        if code == last and pos.board.has_goal:
            return [Reason("G-13", "at_goal", {})]
        if mech.in_penalty(pos):
            return [Reason("ES-5", "third_six", {})]
        reasons: list[Reason] = []
        if code == NEST:
            rem = pos.remaining
            rules = pos.rules
            can = rules.enter_on in rem or (rules.enter_by_sum and len(rem) == 2
                                            and sum(rem) == rules.enter_on)
            if not can:
                return [Reason(mech.rule_id(pos, "enter"), "needs_enter", {"need": rules.enter_on})]
            r = mech.check_enter(pos, seat, mech.occupancy(pos))
            if r.__class__ is Reason:
                return [r]
        elif code < SPECIAL:
            reasons = mech.step_reasons(pos, seat, code)[0]
        if not reasons:  # a square-by-square move exists, but a whole-roll rule forbids it
            reasons.append(self.whole_roll_reason(pos, legal)
                           or Reason(mech.rule_id(pos, "use_roll"), "use_whole_roll", {}))
        return reasons

    def whole_roll_reason(self, pos: Position, legal: list[Move]):
        """The whole-roll option (``filter_roll``) that took a token's moves away, or None."""
        rules = pos.rules
        if rules.enter_compulsory and any(m.kind == "enter" for m in legal):
            return Reason("ES-2", "must_enter", {})
        if rules.open_blockade_on_six and legal and all(m.dice == (6,) for m in legal):
            return Reason("ES-6", "must_open_blockade", {})
        return None
