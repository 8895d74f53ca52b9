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
``parse_location(board, rules, seat, name, field)`` (classmethod, every registered class)
    the token code of a location name of its own (the Russian ``P<h>``, ``O<n>``...);
``check_position(pos)``
    further checks of a position just read (raise :class:`PositionError`);
``pre_roll(pos)``
    moves open before the roll (``dice == ()``), usually none;
``candidates(pos, seat)``, ``any_die_move(pos, seat)``, ``apply_raw(pos, m)``
    moves allowed square by square, whether one single die can be played, and a move
    applied to the board (before deciding whether the roll goes on);
``pending(pos)``
    the moves of a decision pending before the roller's (RU-8's gift, RU-12's reward), or
    None; asked only where ``pending_decisions`` is set;
``summaries_after(pos, seat, m)``, ``last_die(pos, seat)``, ``is_backward(pos, m)``
    the summaries of the sequences a move begins, read by the stages that judge whole
    sequences (a layer may give a fast path and say what a backward jump is);
``stages`` (class attribute)
    the whole-roll rules the layer brings (``engine/stages.py``); ``legal(pos)`` is one
    pipeline for every rule set: candidates, G-10, then the switched-on stages in rank order
    (RU-17's order: RU-5, RU-14, RU-7; then ES-2, ES-6, PA-9);
``play(pos, m)``, ``end_roll(pos)``
    the position after a legal move; the variant's end-of-roll rules;
``explain(pos, seat, token, legal)``
    why a token has no legal move (after the generic checks of ``movegen.explain``); the
    whole-roll reason comes from the same pipeline (:meth:`roll_reason`).
"""
from __future__ import annotations

from . import mechanics as mech
from . import stages as st
from .mechanics import Reason
from .move import Move
from .position import NEST, SPECIAL, Position
from .registry import register_base

__all__ = ["Variant", "MoveList"]


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
    def parse_location(cls, board, rules, seat: int, name: str, field: str):
        """The token code of a location name only this layer knows (asked of every
        registered class after ``nest``, ``goal``, ``T<n>``, ``H<k>``), or None; raise
        :class:`PositionError` for a name of this layer's that is wrong here."""
        return None

    def check_position(self, pos: Position) -> None:
        return None

    def pre_roll(self, pos: Position) -> list[Move]:
        return []

    # -- square by square ------------------------------------------------------------
    candidates = staticmethod(mech.candidates)
    any_die_move = staticmethod(mech.any_die_move)
    apply_raw = staticmethod(mech.apply_raw)

    # -- the whole roll: one pipeline (G-10, then the stages: engine/stages.py) -----------
    #: The whole-roll rules this layer brings (``stages.Stage`` objects); a rule set plays
    #: those of every layer it combines whose switch is on (:meth:`pipeline_for`).
    stages = (st.LARGER_DIE, st.ENTER_FIRST, st.OPEN_ON_SIX)
    #: Whether G-10 may be counted by :meth:`max_dice` (``any_die_move``, ``has_witness``):
    #: true where ``any_die_move`` sees every die move of the layer; else G-10 is counted on
    #: the sequence summaries (the Russian moves: ransoms, mirror exits, rest cells...).
    fast_count = True
    #: Whether :meth:`pending` may give a decision other than the roller's die moves.
    pending_decisions = False

    @property
    def _plain_summaries(self) -> bool:
        """Whether this layer keeps the standard :meth:`summaries_after` (``legal`` then
        inlines its first case)."""
        return type(self).summaries_after is Variant.summaries_after

    @classmethod
    def pipeline_for(cls, rules) -> st.Pipeline:
        """The stages ``rules`` plays, in rank order (asked once: ``RuleSet.pipeline``)."""
        found: dict = {}
        for layer in reversed(cls.__mro__):
            for stage in layer.__dict__.get("stages", ()):
                found[stage.rule, stage.option] = stage
        on = sorted((s for s in found.values() if s.on(rules)), key=lambda s: s.rank)
        return st.Pipeline(on, all(getattr(c, "fast_count", True) for c in cls.__mro__))

    def pending(self, pos: Position):
        """The moves of a decision pending before the roller's (a Russian gift or reward),
        or None (the roller plays the dice)."""
        return None

    def roller(self, pos: Position):
        """Whose tokens the dice move: the player to move, or a finished player's partner
        (TM-3); None once neither has a token left to play."""
        seat = pos.to_move
        if seat in pos.finished:
            if not pos.rules.teams:
                return None
            seat = mech.partner(pos, seat)
            if seat in pos.finished:
                return None
        return seat

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

    # -- sequence summaries: (dice spent, faces spent sorted, backward jump, capturers) --
    def is_backward(self, pos: Position, m: Move) -> bool:
        """Whether ``m`` is a backward diagonal jump (RU-14); none in the standard rules.
        Asked only of ``jump`` moves."""
        return False

    def last_die(self, pos: Position, seat: int):
        """A layer's fast :meth:`all_summaries` (e.g. for the last die of a roll), or None."""
        return None

    def summaries_after(self, pos: Position, seat: int, m: Move):
        """The summaries of the complete sequences that begin with ``m``."""
        nd = len(m.dice)
        head = (nd, m.dice, m.kind == "jump" and self.is_backward(pos, m),
                frozenset((m.token,)) if m.captures else st.EMPTY)
        rules = pos.rules
        if (len(pos.remaining) == nd and not pos.bonuses and not rules.capture_bonus
                and not rules.goal_bonus):
            return (head,)
        child = self.apply_raw(pos, m)
        if seat in child.finished:
            if not rules.teams:
                return (head,)
            seat = mech.partner(child, seat)   # TM-3: the roll goes on with the partner's
            if seat in child.finished:
                return (head,)
        out = set()
        md = m.dice
        back, caps = head[2], head[3]
        for s in self.all_summaries(child, seat):
            sd = s[1]
            if len(md) == 1 and len(sd) == 1:   # the faces spent, sorted (a die, then a die)
                faces = md + sd if md[0] <= sd[0] else sd + md
            elif not sd and len(md) == 1:
                faces = md
            else:
                faces = tuple(sorted(md + sd))
            out.add((nd + s[0], faces, back or s[2], (caps | s[3]) if caps and s[3] else (caps or s[3])))
        return out

    def all_summaries(self, pos: Position, seat: int):
        """The summaries of every complete sequence from ``pos`` (``(LEAF,)`` if none)."""
        if not pos.remaining and not pos.bonuses:
            return (st.LEAF,)
        fast = self.last_die(pos, seat)
        if fast is not None:
            return fast
        cands = self.candidates(pos, seat)
        if not cands:
            return (st.LEAF,)
        out = set()
        for m in cands:
            out.update(self.summaries_after(pos, seat, m))
        return out

    # -- the pipeline ------------------------------------------------------------------------
    def legal(self, pos: Position, trace: list | None = None) -> list[Move]:
        """The legal moves with dice on the table: a pending decision's (:meth:`pending`), or
        the roller's candidates narrowed by G-10 and then by the rule set's stages.

        ``trace`` (for :meth:`roll_reason`) collects, after G-10 and after every stage that
        narrowed, ``(Reason, tokens that can still move)``.  With ``capture_enforcement``
        ``mirror`` the list is a :class:`MoveList` that also carries the tokens that could
        capture (RU-7)."""
        if self.pending_decisions and trace is None and pos.extra:   # (a pending decision is
            moves = self.pending(pos)                                    # kept in ``extra``)
            if moves is not None:
                return moves
        seat = pos.to_move
        if pos.finished and seat in pos.finished:
            seat = self.roller(pos)
            if seat is None:
                return []
        cands = self.candidates(pos, seat)
        if not cands:
            return cands
        pipe = pos.rules.pipeline
        if pipe.summaries:
            rules = pos.rules
            n = len(pos.remaining)
            # A move that spends the rest of the roll, with no bonus pending nor to be earned,
            # ends its sequence: its summaries are its own (summaries_after's first case,
            # inlined where the layer keeps the standard summaries_after).
            ends = (not pos.bonuses and not rules.capture_bonus and not rules.goal_bonus
                    and self._plain_summaries)
            keep = []
            best = 0
            low = 1 << 30
            for m in cands:
                nd = len(m.dice)
                if ends and nd == n:
                    keep.append((m, ((nd, m.dice, m.kind == "jump" and self.is_backward(pos, m),
                                      frozenset((m.token,)) if m.captures else st.EMPTY),)))
                    if nd > best:
                        best = nd
                    if nd < low:
                        low = nd
                    continue
                ss = self.summaries_after(pos, seat, m)
                keep.append((m, ss))
                for s in ss:
                    if s[0] > best:
                        best = s[0]
                    if s[0] < low:
                        low = s[0]
            if low != best:   # G-10: only the sequences spending the most dice
                keep = _narrowed(keep, lambda s: s[0] == best)
            legal = None
        else:   # G-10 counted fast (:meth:`max_dice`, ``has_witness``): the engine's inner loop
            n = len(pos.remaining)
            if n == 0:
                legal, best = cands, 0       # only bonuses remain (G-11)
            elif n == 1 and not pos.bonuses:
                legal, best = cands, 1       # every candidate spends the single die
            else:   # G-10: the first moves that begin a sequence spending the most dice
                if n == 2:
                    legal, best = self._two_dice(pos, seat, cands)
                else:
                    scored = []
                    best = 0
                    for m in cands:
                        k = len(m.dice)
                        total = k if k == n else k + self.max_dice(self.apply_raw(pos, m), seat)
                        scored.append((total, m))
                        if total > best:
                            best = total
                    legal = [m for total, m in scored if total == best]
            if trace is None and not pipe.sequence:
                # Only move stages (ES-2, ES-6, PA-9), or none: each keeps the whole list
                # when it would leave nothing or everything, so one move needs none of them.
                if len(legal) > 1:
                    for stage in pipe.moves:
                        legal = stage.narrow(pos, legal)
                return legal
            keep = None
        if trace is not None:
            trace.append((Reason(mech.rule_id(pos, "use_roll"), "use_whole_roll", {}),
                          _tokens(keep) if keep is not None else {m.token for m in legal}))
        for stage in pipe.sequence:
            if not stage.applies(pos, best):
                continue
            if keep is None:   # a lazy stage: the summaries of what G-10 left
                keep = [(m, [s for s in self.summaries_after(pos, seat, m) if s[0] == best])
                        for m in legal]
            narrowed = _kept(keep, stage, pos)
            if narrowed and len(narrowed) != len(keep):
                keep = narrowed
                if trace is not None:
                    trace.append((stage.reason(pos), _tokens(keep)))
        if keep is not None:
            legal = [m for m, _ in keep]
            if pos.rules.capture_enforcement == "mirror":
                capturers = st.EMPTY
                for _, ss in keep:
                    for s in ss:
                        if s[3]:
                            capturers = capturers | s[3]
                if capturers:
                    legal = MoveList(legal)
                    legal.capturers = capturers
        for stage in pipe.moves:
            narrowed = stage.narrow(pos, legal)
            if narrowed is not legal:
                if isinstance(legal, MoveList):
                    narrowed = MoveList(narrowed)
                    narrowed.capturers = legal.capturers
                legal = narrowed
                if trace is not None:
                    trace.append((stage.reason(pos), {m.token for m in legal}))
        return legal

    def _two_dice(self, pos: Position, seat: int, cands: list[Move]) -> tuple[list[Move], int]:
        """G-10 with two dice to play: the candidates that begin a sequence spending the most
        dice, and that number (``cands`` itself when every one spends both)."""
        a, b = pos.remaining
        occ = pos._occ   # candidates() has read it
        if occ is None:
            occ = mech.occupancy(pos)
        blocks = mech.blockades(pos, occ)
        if blocks:   # their places on this route (check_step's test, read once)
            bp = [p for p in map(pos.board.square_progress[seat].get, blocks) if p is not None]
        else:
            bp = ()
        if pos.rules.six_counts_seven and NEST not in pos.tokens[seat]:   # steps_for (ES-4)
            sa, sb = (7 if a == 6 else a), (7 if b == 6 else b)
        else:
            sa, sb = a, b
        rs = pos.board.route_square[seat]
        last = pos.board.route_len - 1
        short = None   # index -> dice count, for the candidates spending fewer than two
        i = -1
        for m in cands:
            i += 1
            md = m.dice
            if len(md) == 2:
                continue
            if len(md) == 1:
                # has_witness's first test inlined for the common case: the same token goes
                # on with the other die to a free ring square, no blockade on the way
                d = m.dst
                if 0 <= d < SPECIAL:
                    d2 = d + (sb if md[0] == a else sa)
                    if d2 <= last:
                        q = rs[d2]
                        if q and q not in occ:
                            for p in bp:
                                if d < p < d2:
                                    break   # a blockade on the way: has_witness decides
                            else:
                                continue
                if mech.has_witness(pos, m, cands):
                    continue
                total = 1 + self.max_dice(self.apply_raw(pos, m), seat)
            else:
                total = self.max_dice(self.apply_raw(pos, m), seat)
            if total != 2:
                if short is None:
                    short = {}
                short[i] = total
        if short is None:
            return cands, 2
        best = 2 if len(short) < len(cands) else max(short.values())
        return [m for i, m in enumerate(cands) if short.get(i, 2) == best], best

    # -- playing ---------------------------------------------------------------------
    def play(self, pos: Position, move: Move) -> Position:
        if move.kind == "penalty":
            return mech.next_turn(self.apply_raw(pos, move))
        if not self.ends_roll and type(self).apply_raw is mech.apply_raw:
            return mech.apply_raw(pos, move, True)   # settle() of it, in one step
        return mech.settle(self.apply_raw(pos, move))

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
            reasons.append(self.roll_reason(pos, seat, token))
        return reasons

    def roll_reason(self, pos: Position, seat: int, token: int) -> Reason:
        """The whole-roll rule that took the moves of ``tokens[seat][token]`` away: G-10, or
        the first stage of the pipeline after which it has none (a nest token counts as
        any of its interchangeable nest mates)."""
        trace: list = []
        self.legal(pos, trace)
        toks = pos.tokens[seat]
        nest = toks[token] == NEST
        for reason, tokens in trace:
            if token not in tokens and not (nest and any(toks[t] == NEST for t in tokens)):
                return reason
        return Reason(mech.rule_id(pos, "use_roll"), "use_whole_roll", {})


class MoveList(list):
    """A list of legal moves that also carries the tokens that could capture (RU-7 ``mirror``)."""

    __slots__ = ("capturers",)


def _narrowed(keep, test):
    """``keep`` (``[(move, summaries)]``) with only the summaries passing ``test``, and only
    the moves left with one."""
    out = []
    for m, ss in keep:
        ss = [s for s in ss if test(s)]
        if ss:
            out.append((m, ss))
    return out


def _kept(keep, stage, pos):
    """``_narrowed`` by ``stage.keeps`` (``[]`` at once when no summary passes: the usual case
    of RU-14 and RU-7, which then narrow nothing)."""
    k = stage.flag
    if k is not None:   # the stage keeps the summaries whose field k is set: read in place
        for _, ss in keep:
            for s in ss:
                if s[k]:
                    break
            else:
                continue
            break
        else:
            return []
        out = []
        for m, ss in keep:
            ss = [s for s in ss if s[k]]
            if ss:
                out.append((m, ss))
        return out
    keeps = stage.keeps
    for _, ss in keep:
        for s in ss:
            if keeps(pos, s):
                break
        else:
            continue
        break
    else:
        return []
    out = []
    for m, ss in keep:
        ss = [s for s in ss if keeps(pos, s)]
        if ss:
            out.append((m, ss))
    return out


def _tokens(keep) -> set:
    return {m.token for m, _ in keep}
