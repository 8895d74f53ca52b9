"""Russian парчис (docs/rules.md §3, RU-1..RU-17): the rules no other preset plays.

:class:`Russian` (a :class:`~..variant.Variant`) takes part in a rule set when an option of
§5 that brings a rule of this module is on -- ``prisoners``, ``rest_cells``, ``mirror``,
``capture_enforcement``, ``three_in_a_row == "reward"`` -- or the board table asks for
RU-4/RU-2 with ``no_jumping``/``bound_entry`` (``registry``; ``RuleSet.special_play``).  Nothing here looks at the variant name:
the board table (``no_jumping``, ``bound_entry``, ``rest_cells``, ``special_cells``,
``mirror_corners``, ``mirror_arrows``, ``has_goal``) and the options decide.  On a board
without ``no_jumping`` (e.g. ``prisoners`` on the 68-square board) the ordinary moves
come from the layer below (the standard rules, or Pachisi's when its options are on) and
only the prisoner rules are added.

Decisions and their moves (kinds and fields: ``move.MOVE_KINDS``)
    * the roller's die moves: ``enter``, ``step``, ``rest`` (a step ending in a rest cell,
      RU-10), ``jump`` (mirror shortcut, RU-13), ``mirror`` (leaving ``M``/``A<s>``,
      RU-15), ``ransom`` (RU-8), ``swap`` (RU-11);
    * a pending gift (RU-8): ``to_move`` is the capturer, its moves are ``gift``;
    * after a third double (RU-12): ``reward`` or ``pass``;
    * before a roll (``dice == ()``, RU-9): ``exchange`` moves.  The position still
      ``needs_roll``: the caller either plays one of them or rolls (``Game.step_random``
      picks uniformly among the exchanges and "roll").

Whole-roll rules (RU-17)
    A first move is legal if it begins a sequence (plays until no die can be used) that
    survives, in this order: most dice (RU-5, G-10); with one die usable, the larger face
    where some sequence uses it (RU-5); a backward diagonal jump where some sequence makes
    one (RU-14); a capture, where ``capture_enforcement`` is ``forced`` and some sequence
    captures (RU-7).  RU-2's bound die is part of move generation: while ``bound`` is set,
    only the new token's die moves are generated if it has any.  *(reading: a ransom's
    gift is not played when judging the roller's sequences; the roller's later moves are
    judged again on the board the gift leaves.)*

``capture_enforcement == "mirror"`` (RU-7)
    Each time the roller plays a move, the tokens that capture in some sequence allowed by
    RU-5/RU-14 from that decision are added to ``extra["could_capture"]``; a capture by the
    roller sets ``extra["captured"]``.  At the end of the roll, if nothing was captured,
    the most advanced of those tokens (ring progress, a rest cell counting as its square,
    the nest least; ties to the lower index) goes to ``M`` *(reading: judged where the
    tokens stand at the end of the roll; a token that has since reached its home column
    or been taken prisoner escapes the penalty, and a token still in the nest -- the one
    that could have captured by entering -- goes to ``M`` from there)*.

State in ``Position.extra`` (JSON; every key optional, all cleared when the roll ends)
    ``"gift": 6``             a pending RU-8 gift of 6 steps for ``to_move`` (the capturer)
    ``"bound": i``            RU-2: the roller's token ``i`` came out with the first die; the
                              other die moves it where it can
    ``"entered": 1``          RU-2: a token came out in this roll (a 6:6 brings out one)
    ``"could_capture": [i]``  RU-7 ``mirror``: the roller's tokens that could have captured
    ``"captured": 1``         RU-7 ``mirror``: the roller captured in this roll
    ``"reward": 1``           RU-12: the third double is played; ``reward`` or ``pass`` now

Readings (docs/rules.md is silent; marked *(reading)* in the tests too)
    * RU-10: a die move that lands on an opponent captures it and may then slip into the
      empty rest cell beside the square (``to: "O<n>"`` with the capture).
    * RU-16: a move into the home column needs every ring square after its start up to
      and including its end square empty (they lie strictly between start and landing).
    * RU-8: prisoners held by an empty seat can be ransomed (the gift is lost); nobody
      sits there to exchange with (RU-9).
    * RU-9: exchanges are offered before every roll, extra rolls after a double included.
    * RU-12: the reward also follows a third double that could not be played (passed).
    * RU-11: the swapped opponent is not captured (it comes out onto the ring square).
    * RU-7 ``forced``: judged at every decision, so a second capture in the roll is as
      compulsory as the first.
"""
from __future__ import annotations

from .. import mechanics as _mg
from .. import stages as _stages
from ..move import Move, made as _move
from ..position import NEST, PRISON, SPECIAL, Position, PositionError
from ..registry import register
from ..variant import MoveList, Variant
from .russian_cells import (_geo, _home_count, _jump, _mirror_penalty, _place, _special_occ, _step,
                            _step_ok, check_position)

__all__ = ["Russian", "candidates", "pending", "last_die", "play", "end_roll", "pre_roll_moves", "gift_moves", "explain",
           "check_position", "apply_raw", "MoveList", "ROLL_KEYS"]

#: Keys of ``Position.extra`` that live for one roll (cleared when it ends).
ROLL_KEYS = ("gift", "bound", "entered", "could_capture", "captured", "reward")

_EMPTY = _stages.EMPTY
_LEAF = _stages.LEAF   # sequence summary: (dice spent, faces spent, backward jump, capturers)


_derive = _mg.derive


def _without(extra: dict, *keys) -> dict:
    return {k: v for k, v in extra.items() if k not in keys}


def _clean(p: Position) -> Position:
    """``p`` without the roll's state (``ROLL_KEYS``)."""
    ex = p.extra
    if not ex or not any(k in ex for k in ROLL_KEYS):
        return p
    return _derive(p, extra=_without(ex, *ROLL_KEYS))


# -- candidate moves ------------------------------------------------------------------------------
def candidates(pos: Position, seat: int) -> list[Move]:
    """The roller's moves allowed square by square (before the whole-roll rules of RU-17).

    Order (stable, documented): tokens in index order; per token: bringing it out (nest
    tokens once, the lowest index), or leaving M/the arrow cell, or a ransom (once per
    holding seat, the lowest index), or, for a token on the ring or resting, per distinct
    remaining face: the step, the same step ending in the rest cell, the mirror jump; then
    the 1:1 swap; then bonus moves.  On boards without ``no_jumping`` the ordinary moves come
    from the layer below (the standard rules' order) and the ransoms follow them.
    """
    board = pos.board
    if not board.no_jumping:
        out = pos.rules.variant.lower_candidates(pos, seat)
        if pos.rules.prisoners:
            out = out + _ransoms(pos, seat)
        return out
    rules = pos.rules
    g = _geo(board)
    rem = pos.remaining
    if len(rem) < 2 or (len(rem) == 2 and rem[0] != rem[1]):   # the distinct faces, in order
        faces = rem
    else:
        faces = tuple(dict.fromkeys(rem))
    bonuses = tuple(dict.fromkeys(pos.bonuses)) if pos.bonuses else ()
    if not faces and not bonuses:
        return []
    ex = pos.extra
    occ = _mg.occupancy(pos)
    occ_keys = occ.keys()
    end = g.end_idx
    spec = None   # special-cell occupancy, built when first needed
    toks = pos.tokens[seat]
    route = board.route[seat]
    rs = board.route_square[seat]
    home_count = None   # (read when a step reaches the home column, RU-16)
    six = 6 in faces
    swap = rules.rest_cells and len(rem) == 2 and rem[0] == rem[1] == 1
    out: list[Move] = []
    nest_done = not (rules.enter_on in faces or (rules.enter_by_sum and len(rem) == 2
                                                 and rem[0] + rem[1] == rules.enter_on))
    if board.bound_entry and ex.get("entered"):
        nest_done = True   # RU-2: one token comes out per roll (a 6:6 brings out one)
    held = set()
    for i, c in enumerate(toks):
        if c == NEST:
            if nest_done:
                continue
            nest_done = True
            here = occ.get(board.start[seat])
            if here and here[0][0] == seat:
                continue    # RU-2: not onto an own token
            caps = (here[0],) if here else ()
            if rules.enter_on in faces:
                out.append(_move(seat, "enter", i, "nest", route[0], (rules.enter_on,), 0, 0, caps, NEST, 0))
            if rules.enter_by_sum and len(rem) == 2 and rem[0] + rem[1] == rules.enter_on:
                out.append(_move(seat, "enter", i, "nest", route[0], rem, 0, 0, caps, NEST, 0))
            continue
        if c >= PRISON:   # RU-8: a ransom spends a 6
            h = c - PRISON
            if six and rules.prisoners and h not in held:
                held.add(h)
                out.append(_move(seat, "ransom", i, f"P{h}", "nest", (6,), 0, 0, (), c, NEST))
            continue
        if c > g.end_idx and c < SPECIAL:
            continue      # RU-16: tokens at home never move again
        if c >= SPECIAL and c not in g.rest_square:   # RU-15: M -> own arrow cell -> nest, each with a 6
            if six:
                if c == g.m_code:
                    a = g.arrow_code[seat]
                    out.append(_move(seat, "mirror", i, "M", g.name[a], (6,), 0, 0, (), c, a))
                elif c == g.arrow_code[seat]:
                    out.append(_move(seat, "mirror", i, g.name[c], "nest", (6,), 0, 0, (), c, NEST))
            continue
        if c <= end:   # _place, inlined for a ring token
            p, frm = c, route[c]
        else:
            place = _place(board, g, seat, c, occ)
            if place is None:
                continue      # RU-10: covered
            p, frm = place
        q0 = rs[p]
        for f in faces:
            dst = p + f   # _step_ok, inlined for a step that stays on the ring
            if dst <= end:
                if dst == p + 1 or occ_keys.isdisjoint(rs[p + 1:dst]):
                    here = occ.get(rs[dst])
                    r = (dst, ()) if not here else (None if here[0][0] == seat else (dst, (here[0],)))
                else:
                    r = None
            else:
                if home_count is None:
                    home_count = _home_count(g, toks)
                r = _step_ok(board, g, seat, p, f, occ, home_count)
            if r is not None:
                dst, caps = r
                out.append(_move(seat, "step", i, frm, route[dst], (f,), f, 0, caps, c, dst))
                if rules.rest_cells and dst <= g.end_idx:   # RU-10: end in the empty rest cell instead
                    rc = g.rest_code.get(rs[dst])
                    if rc is not None:
                        for t in pos.tokens:   # (the cell's code among the tokens: no table built)
                            if rc in t:
                                break
                        else:
                            out.append(_move(seat, "rest", i, frm, g.name[rc], (f,), f, 0, caps, c, rc))
            if rules.mirror and (f == 1 or f == 3) and q0 in g.straight:   # RU-13: the mirror shortcut
                if spec is None:
                    spec = _special_occ(pos)
                jump = _jump(board, g, seat, q0, f, occ, spec)
                if jump is not None:
                    target, caps = jump
                    tp = board.square_progress[seat][target]
                    out.append(_move(seat, "jump", i, frm, f"T{target}", (f,), f, 0, caps, c, tp))
        if swap and c <= g.end_idx:                          # RU-11: 1:1 swaps with a resting opponent
            rc = g.rest_code.get(q0)
            if rc is not None and spec is None:
                spec = _special_occ(pos)
            if rc is not None and rc in spec and spec[rc][0][0] != seat:
                out.append(_move(seat, "swap", i, frm, g.name[rc], (1, 1), 0, 0, (), c, rc))
        for b in bonuses:
            if home_count is None:
                home_count = _home_count(g, toks)
            r = _step_ok(board, g, seat, p, b, occ, home_count)
            if r is not None:
                out.append(_move(seat, "bonus", i, frm, route[r[0]], (), b, b, r[1], c, r[0]))
    b = ex.get("bound")
    if b is not None and board.bound_entry:   # RU-2: the other die moves the new token where it can
        mine = [m for m in out if m.token == b and m.dice]
        if mine:
            out = [m for m in out if m.token == b or not m.dice]
    return out


def _ransoms(pos: Position, seat: int) -> list[Move]:
    """RU-8 on boards without ``no_jumping``: one ransom per holding seat."""
    if 6 not in pos.remaining:
        return []
    out, held = [], set()
    for i, c in enumerate(pos.tokens[seat]):
        if c >= PRISON and c - PRISON not in held:
            held.add(c - PRISON)
            out.append(Move(seat, "ransom", i, f"P{c - PRISON}", "nest", (6,), 0, 0, (), c, NEST))
    return out


def gift_moves(pos: Position) -> list[Move]:
    """RU-8: the capturer's gift of ``extra["gift"]`` steps (``to_move`` decides).

    One move per token in index order: a ring or resting token moves 6 (and may end in a rest
    cell), or a nest token (once) is brought out.  Tokens on M/arrow cells and prisoners
    cannot use it; capture is allowed and not compulsory.
    """
    h = pos.to_move
    toks = pos.tokens[h]
    if not toks or h in pos.finished:
        return []
    steps = pos.extra.get("gift", 6)
    board = pos.board
    route = board.route[h]
    occ = _mg.occupancy(pos)
    out: list[Move] = []
    nest_done = False
    if not board.no_jumping:
        blocks = _mg.blockades(pos, occ)
        for i, c in enumerate(toks):
            if c == NEST:
                if not nest_done:
                    nest_done = True
                    r = _mg.check_enter(pos, h, occ)
                    if r.__class__ is not _mg.Reason:
                        out.append(Move(h, "gift", i, "nest", route[0], (), steps, 0, r[1], NEST, 0))
            elif 0 <= c <= _geo(board).end_idx:   # ring tokens only (RU-8)
                r = _mg.check_step(pos, h, c, steps, occ, blocks)
                if r.__class__ is not _mg.Reason:
                    out.append(Move(h, "gift", i, route[c], route[r[0]], (), steps, 0, r[1], c, r[0]))
        return out
    g = _geo(board)
    rs = board.route_square[h]
    spec = _special_occ(pos) if pos.rules.rest_cells else {}
    home_count = _home_count(g, toks)
    for i, c in enumerate(toks):
        if c == NEST:
            if nest_done:
                continue
            nest_done = True
            here = occ.get(board.start[h])
            if not (here and here[0][0] == h):
                out.append(Move(h, "gift", i, "nest", route[0], (), steps, 0, (here[0],) if here else (), NEST, 0))
            continue
        place = _place(board, g, h, c, occ)
        if place is None:
            continue
        p, frm = place
        r = _step(board, g, h, p, steps, occ, home_count)
        if r.__class__ is tuple:
            dst, caps = r
            out.append(Move(h, "gift", i, frm, route[dst], (), steps, 0, caps, c, dst))
            if pos.rules.rest_cells and dst <= g.end_idx:
                rc = g.rest_code.get(rs[dst])
                if rc is not None and rc not in spec:
                    out.append(Move(h, "gift", i, frm, g.name[rc], (), steps, 0, caps, c, rc))
    return out


def _reward_moves(pos: Position) -> list[Move]:
    """RU-12: one ``reward`` per ring or resting token (to the innermost free home cell), then ``pass``."""
    seat = pos.turn
    board = pos.board
    g = _geo(board)
    toks = pos.tokens[seat]
    if board.has_goal:
        target = g.last
    else:
        free = board.home_len - _home_count(g, toks)
        if free <= 0:
            return []
        target = g.end_idx + free
    to = board.route[seat][target]
    out = []
    for i, c in enumerate(toks):
        if 0 <= c <= g.end_idx or c in g.rest_square:
            out.append(Move(seat, "reward", i, pos.board_location(seat, c), to, (), 0, 0, (), c, target))
    if out:
        out.append(Move(seat, "pass", None, "", "", (), 0, 0, (), 0, 0))
    return out


def pre_roll_moves(pos: Position) -> list[Move]:
    """RU-9: the exchanges open to the player before rolling (``dice == ()``).

    For each seat X holding one of the player's tokens (ascending; the player's lowest-index
    token held by X comes back to the nest) and each seat Y whose token the player holds
    (ascending; the lowest-index one): hand that token over -- back to its nest if Y is X
    (or, with ``teams``, X's partner: TM-2 *(reading)*), else it becomes X's prisoner.  The handed-over token is the move's ``captures`` entry.
    Seats with no player cannot trade *(reading)*.
    """
    if not pos.rules.prisoners or pos.dice or pos.extra.get("gift") is not None:
        return []
    me = pos.to_move
    held_by: dict[int, int] = {}
    for i, c in enumerate(pos.tokens[me]):
        if c >= PRISON:
            held_by.setdefault(c - PRISON, i)
    if not held_by:
        return []
    mine: dict[int, int] = {}
    code = PRISON + me
    for y, toks in enumerate(pos.tokens):
        if y != me:
            for j, c in enumerate(toks):
                if c == code:
                    mine[y] = j
                    break
    out = []
    for x in sorted(held_by):
        if not pos.tokens[x]:
            continue
        for y in sorted(mine):
            out.append(Move(me, "exchange", held_by[x], f"P{x}", "nest", (), 0, 0, ((y, mine[y]),),
                            PRISON + x, NEST))
    return out


# -- the whole-roll rules (RU-5, RU-14, RU-7; RU-17's order) ---------------------------------------
def _is_backward(pos: Position, m: Move) -> bool:
    """RU-14: a diagonal jump (a 3) that lands behind its start, going round again."""
    if m.kind != "jump" or m.dice[0] != 3:
        return False
    src = m.src
    if src >= SPECIAL:
        src = pos.board.square_progress[m.seat][_geo(pos.board).rest_square[src]]
    return m.dst < src


def _last_die(pos: Position, seat: int) -> set:
    """The summaries ``Variant.all_summaries`` gives when one die and no bonus remain on a
    ``no_jumping`` board (every leaf of a two-dice search), without building the moves:
    a rest-cell variant has its step's summary, ransoms and mirror exits capture nothing."""
    board = pos.board
    ex = pos.extra
    d = pos.remaining[0]
    found = _last_die_of(board, pos.rules, _geo(board), seat, d, pos.tokens[seat], _mg.occupancy(pos),
                         ex.get("bound") if board.bound_entry else None, ex.get("entered"), pos)
    if not found:
        return {_LEAF}
    dice = (d,)
    plain = (1, dice, False, _EMPTY)
    return {(1, dice, back, frozenset((i,))) if cap else (plain if not back else (1, dice, True, _EMPTY))
            for i, back, cap in found}


def _last_die_of(board, rules, g, seat: int, d: int, toks, occ, bound, entered, pos, spec=None) -> list:
    """:func:`_last_die`'s plays of the last die ``d`` by the tokens ``toks`` of ``seat`` on the
    ring occupancy ``occ`` (``bound``/``entered``: RU-2's roll state): ``[(token, backward
    jump, captures)]``, RU-2's bound token only where it has some.  ``spec``: the special
    cells (RU-13's arrow cells and ``M``), else ``pos``'s, read when a jump is tried."""
    end = g.end_idx
    rs = board.route_square[seat]
    occ_keys = occ.keys()
    found = []            # (token, backward, captures)
    nest = d == rules.enter_on and not (board.bound_entry and entered)
    home_count = None
    for i, c in enumerate(toks):
        if 0 <= c <= end:   # a ring token (_place, inlined)
            p = c
        elif c == NEST:
            if nest:
                nest = False
                here = occ.get(board.start[seat])
                if not (here and here[0][0] == seat):
                    found.append((i, False, bool(here)))
            continue
        elif c < SPECIAL:
            continue        # at home (RU-16)
        elif c >= PRISON:
            if d == 6 and rules.prisoners:
                found.append((i, False, False))
            continue
        elif c in g.rest_square:
            place = _place(board, g, seat, c, occ)
            if place is None:
                continue    # covered (RU-10)
            p = place[0]
        else:               # M or an arrow cell (RU-15)
            if d == 6 and (c == g.m_code or c == g.arrow_code[seat]):
                found.append((i, False, False))
            continue
        dst = p + d   # _step_ok, inlined for a step that stays on the ring
        if dst <= end:
            if dst == p + 1 or occ_keys.isdisjoint(rs[p + 1:dst]):
                here = occ.get(rs[dst])
                if not here:
                    found.append((i, False, False))
                elif here[0][0] != seat:
                    found.append((i, False, True))
        else:
            if home_count is None:
                home_count = _home_count(g, toks)
            r = _step_ok(board, g, seat, p, d, occ, home_count)
            if r is not None:
                found.append((i, False, bool(r[1])))
        if rules.mirror and (d == 1 or d == 3) and rs[p] in g.straight:
            if spec is None:
                spec = _special_occ(pos)
            jump = _jump(board, g, seat, rs[p], d, occ, spec)
            if jump is not None:
                found.append((i, d == 3 and board.square_progress[seat][jump[0]] < p, bool(jump[1])))
    if bound is not None and any(f[0] == bound for f in found):
        found = [f for f in found if f[0] == bound]   # RU-2
    return found


def summaries_after(self, pos: Position, seat: int, m: Move):
    """The :meth:`Russian.summaries_after` hook: ``Variant.summaries_after``, with the common
    case of a two-dice roll read without making the position after ``m``: one die of two
    spent on a ``no_jumping`` board, no bonus pending nor to be earned, by a step, a jump, a
    step into a rest cell or the home column, bringing a token out, a ransom or leaving
    ``M``/the arrow cell.  The tokens, the ring occupancy and the special cells after it are
    patched as ``apply_raw`` would leave them, and the last die's plays read as
    :func:`_last_die` reads them."""
    md = m.dice
    rem = pos.remaining
    board = pos.board
    if len(md) == 1 and len(rem) == 2 and board.no_jumping and not pos.bonuses:
        rules = pos.rules
        kind = m.kind
        if rules.capture_bonus or rules.goal_bonus or kind in _NOT_FAST:
            return Variant.summaries_after(self, pos, seat, m)
        g = _geo(board)
        tok = m.token
        dst = m.dst
        mine = list(pos.tokens[seat])
        mine[tok] = dst
        spec = None
        occ = pos._occ
        if occ is None:
            occ = _mg.occupancy(pos)
        if kind == "ransom":
            pass   # prison -> nest: the ring and the special cells as they are
        elif kind == "mirror":   # RU-15: M -> A<seat> -> nest (an arrow cell or M changes: RU-13)
            spec = dict(_special_occ(pos))   # (a copy: the cells are shared)
            here = [o for o in spec[m.src] if o[0] != seat or o[1] != tok]
            if here:
                spec[m.src] = here
            else:
                del spec[m.src]
            if dst >= SPECIAL:
                spec[dst] = spec.get(dst, []) + [(seat, tok)]
        else:
            end = g.end_idx
            if end < dst < SPECIAL and (board.has_goal or rules.teams):
                # (RU-16 without a goal: a token at home stays there, so a player whose tokens
                # are all home has no play of the last die -- the head alone, as G-13 ends the
                # standard path; with a goal, or TM-3's partner to play on, the standard path)
                return Variant.summaries_after(self, pos, seat, m)
            occ = occ.copy()
            rs = board.route_square[seat]
            src = m.src
            if 0 <= src <= end:
                del occ[rs[src]]
            caps = m.captures
            if caps:   # (RU-4: one token a square)
                for cs, ci in caps:
                    del occ[board.route_square[cs][pos.tokens[cs][ci]]]
            if dst <= end:
                occ[rs[dst]] = [(seat, tok)]
        ex = pos.extra
        if board.bound_entry:   # RU-2's roll state after m (apply_raw's)
            if m.seat == pos.turn:
                if kind == "enter":
                    bound = tok if len(rem) == len(pos.dice) else None
                    entered = 1
                else:
                    bound, entered = None, ex.get("entered")
            else:
                bound, entered = ex.get("bound"), ex.get("entered")
        else:
            bound, entered = None, ex.get("entered")
        a = md[0]
        d = rem[1] if a == rem[0] else rem[0]
        found = _last_die_of(board, rules, g, seat, d, mine, occ, bound, entered, pos, spec)
        back = kind == "jump" and self.is_backward(pos, m)
        capset = frozenset((tok,)) if m.captures else _EMPTY
        if not found:
            return ((1, md, back, capset),)
        faces = (a, d) if a <= d else (d, a)
        out = set()
        for i, back2, cap in found:
            out.add((2, faces, back or back2, (capset | {i}) if cap else capset))
        return out
    return Variant.summaries_after(self, pos, seat, m)


#: Die moves :func:`summaries_after` leaves to the standard path (a 1:1 swap spends both dice).
_NOT_FAST = frozenset(("swap", "bonus", "gift", "reward", "pass", "exchange", "penalty"))


def all_summaries(self, pos: Position, seat: int):
    """The :meth:`Russian.all_summaries` hook: ``Variant.all_summaries`` with :func:`last_die`'s
    test read in place (the leaves of every two-dice search come here)."""
    if not pos.remaining and not pos.bonuses:
        return (_LEAF,)
    if (len(pos.remaining) == 1 and not pos.bonuses and pos.board.no_jumping
            and not pos.rules.capture_bonus and not pos.rules.goal_bonus):
        return _last_die(pos, seat)
    return Variant.all_summaries(self, pos, seat)


def last_die(pos: Position, seat: int):
    """The :meth:`Russian.last_die` hook: :func:`_last_die` where it applies (one die and no
    bonus left on a ``no_jumping`` board, no bonus to be earned), else None."""
    if (len(pos.remaining) == 1 and not pos.bonuses and pos.board.no_jumping
            and not pos.rules.capture_bonus and not pos.rules.goal_bonus):
        return _last_die(pos, seat)
    return None


def pending(pos: Position):
    """The :meth:`Russian.pending` hook: a reward (RU-12) or a gift (RU-8) pending, or None."""
    ex = pos.extra
    if ex:
        if ex.get("reward"):
            return _reward_moves(pos)
        if ex.get("gift") is not None:
            return gift_moves(pos)
    return None


# -- playing -------------------------------------------------------------------------------------
def apply_raw(pos: Position, m: Move, note: dict | None = None) -> Position:
    """The position right after ``m`` (before the roll goes on): the token(s) moved, RU-2's
    roll state, finishing on a board without goal; ``note`` is merged into ``extra``."""
    kind = m.kind
    board = pos.board
    if kind == "pass":
        child = pos
    elif kind == "exchange":
        tokens = list(pos.tokens)
        mine = list(tokens[m.seat])
        mine[m.token] = NEST
        tokens[m.seat] = tuple(mine)
        (ys, yj), = m.captures
        holder = m.src - PRISON
        theirs = list(tokens[ys])
        # TM-2 *(reading)*: a token handed to its own partner is set free, as one handed back to
        # its own seat: partners never hold each other prisoner.
        free = ys == holder or (pos.rules.teams and ys == _mg.partner(pos, holder))
        theirs[yj] = NEST if free else PRISON + holder
        tokens[ys] = tuple(theirs)
        child = _derive(pos, tokens=tuple(tokens))
    else:
        child = pos.rules.variant.lower_apply_raw(pos, m)
        if m.captures and pos.rules.prisoners:   # RU-6: a captured token becomes a prisoner
            tokens = list(child.tokens)
            code = PRISON + m.seat
            for cs, ci in m.captures:
                theirs = list(tokens[cs])
                theirs[ci] = code
                tokens[cs] = tuple(theirs)
            # off the ring either way: same occupancy.  ``child`` was made just now and nobody
            # has seen it yet: completed in place rather than copied again.
            child.tokens = tuple(tokens)
        if kind == "swap":   # RU-11: the resting opponent comes out onto the ring square
            tokens = list(child.tokens)
            q = board.route_square[m.seat][m.src]
            for s, toks in enumerate(pos.tokens):
                if s != m.seat and m.dst in toks:
                    theirs = list(toks)
                    theirs[toks.index(m.dst)] = board.square_progress[s][q]
                    tokens[s] = tuple(theirs)
            child = _derive(child, tokens=tuple(tokens), keep_occ=False)
    ex = child.extra
    changes = dict(note) if note else {}
    if board.bound_entry and m.dice and m.seat == pos.turn:
        bound = m.token if (kind == "enter" and len(pos.remaining) == len(pos.dice)
                            and child.remaining) else None
        if ex.get("bound") != bound:
            changes["bound"] = bound
        if kind == "enter" and child.remaining and not ex.get("entered"):
            changes["entered"] = 1
    finished = child.finished
    g = _geo(board)
    if (not board.has_goal and g.first_home <= m.dst <= g.last and m.seat not in finished
            and kind != "exchange"
            and all(g.first_home <= c <= g.last for c in child.tokens[m.seat])):
        finished = finished + (m.seat,)   # G-13: every token home
    if changes or finished is not child.finished:
        new = dict(ex)
        for k, v in changes.items():
            if v is None:
                new.pop(k, None)
            else:
                new[k] = v
        if child is pos:   # ("pass": no move) -- else a position made above, not yet seen
            child = _derive(child, extra=new, finished=finished,
                            bonuses=() if finished is not child.finished else None)
        else:
            if finished is not child.finished:
                child.finished = finished
                child.bonuses = ()
            child.extra = new
    return child


def play(pos: Position, m: Move) -> Position:
    """The :meth:`Russian.play` hook: ``m`` is legal in ``pos``."""
    kind = m.kind
    if kind == "exchange":
        return apply_raw(pos, m)        # still before the roll
    if kind == "penalty":               # ES-5 (a rule set combining it with these options)
        return _mg.next_turn(_clean(apply_raw(pos, m)))
    if kind == "reward" or kind == "pass":
        child = apply_raw(pos, m)
        child = _derive(child, extra=_without(child.extra, *ROLL_KEYS))
        if child.is_over:
            return _over(child)
        return _mg.next_turn(child)   # RU-12: then the turn passes
    if kind == "gift":
        child = apply_raw(pos, m)
        return _settle(_derive(child, to_move=child.turn, extra=_without(child.extra, "gift")))
    ex = pos.extra
    note = None
    if pos.rules.capture_enforcement == "mirror":
        note = {}
        legal = _mg.legal_moves(pos)   # (a MoveList when some token could capture)
        caps = legal.capturers if legal.__class__ is MoveList else _EMPTY
        if caps:
            old = ex.get("could_capture") or []
            merged = sorted(set(old) | caps)
            if merged != list(old):
                note["could_capture"] = merged
        if m.captures and not ex.get("captured"):
            note["captured"] = 1
    child = apply_raw(pos, m, note)
    if kind == "ransom" and not child.is_over:
        h = m.src - PRISON
        if pos.tokens[h] and h not in child.finished:
            gifted = _derive(child, to_move=h, extra={**child.extra, "gift": 6})
            if _mg.legal_moves(gifted):   # RU-8: else the gift is lost
                return gifted
    return _settle(child)


def _over(p: Position) -> Position:
    return _derive(p, to_move=p.turn, remaining=(), bonuses=(), extra=_without(p.extra, *ROLL_KEYS))


def _settle(p: Position) -> Position:
    """The roll goes on if something of it can still be played, else it ends."""
    if p.is_over:
        return _over(p)
    if p.turn in p.finished and _mg.team_done(p, p.turn):   # TM-3: else it plays the partner's
        return _mg.next_turn(_clean(p))
    if (p.remaining or p.bonuses) and _mg.legal_moves(p):
        return p
    return _mg.end_roll(p)


def end_roll(pos: Position) -> tuple[Position, bool]:
    """The :meth:`Russian.end_roll` hook: ``(position, decided)``.

    ``decided``: the returned position is final (a gift nobody can use is dropped and the
    roll goes on; a reward decision is pending).  Otherwise the mirror penalty is applied,
    the roll's state cleared, and ``mechanics.end_roll`` goes on (extra roll or next turn).
    """
    ex = pos.extra
    if ex.get("gift") is not None:   # a gift nobody can use: lost, the roller goes on
        return _settle(_derive(pos, to_move=pos.turn, extra=_without(ex, "gift"))), True
    if ex.get("reward"):
        return _mg.next_turn(_clean(pos)), True
    p = pos
    if p.rules.capture_enforcement == "mirror" and ex.get("could_capture") and not ex.get("captured"):
        p = _mirror_penalty(p)
    p = _clean(p)
    if (p.rules.three_in_a_row == "reward" and p.streak >= 3 and p.dice
            and _mg.gives_extra_roll(p, p.dice) and p.turn not in p.finished and not p.is_over):
        rewarded = _derive(p, to_move=p.turn, remaining=(), bonuses=(), extra={**p.extra, "reward": 1})
        if _reward_moves(rewarded):
            return rewarded, True
    return p, False


# -- explanations --------------------------------------------------------------------------------
def _gift_reason(pos: Position, seat: int, token: int):
    """Why the capturer's ring token cannot take the RU-8 gift: the step's own reason (RU-4 no
    jumping, an own token on the square...), or None when the gift itself is the reason."""
    if seat != pos.to_move:
        return None
    c = pos.tokens[seat][token]
    steps = pos.extra.get("gift", 6)
    board = pos.board
    g = _geo(board)
    occ = _mg.occupancy(pos)
    if not board.no_jumping:
        if 0 <= c <= g.end_idx:
            r = _mg.check_step(pos, seat, c, steps, occ, _mg.blockades(pos, occ))
            return r if r.__class__ is _mg.Reason else None
        return None
    if c < 0 or c >= PRISON:
        return None
    place = _place(board, g, seat, c, occ)
    if place is None:
        return None
    r = _step(board, g, seat, place[0], steps, occ, _home_count(g, pos.tokens[seat]))
    return r if r.__class__ is _mg.Reason else None


def explain(pos: Position, seat: int, token: int) -> list:
    """Why ``tokens[seat][token]`` has no legal move (the :meth:`Russian.explain` hook)."""
    R = _mg.Reason
    ex = pos.extra
    if ex.get("reward"):
        return [R("RU-12", "reward_ring_only", {})]
    if ex.get("gift") is not None:
        why = _gift_reason(pos, seat, token)   # the capturer's own token: what stops its 6
        return [why if why is not None else R("RU-8", "gift_cannot_move", {"steps": ex.get("gift")})]
    board = pos.board
    g = _geo(board)
    c = pos.tokens[seat][token]
    rem = pos.remaining
    if not rem and not pos.bonuses:
        return [R("G-9", "roll_used", {})]
    if g.first_home <= c <= g.last and not board.has_goal:
        return [R("RU-16", "at_home", {})]
    if c >= PRISON:
        if 6 not in rem:
            return [R("RU-8", "needs_ransom", {"need": 6, "holder": c - PRISON})]
    elif c == NEST:
        if pos.rules.enter_on not in rem:
            return [R("RU-2", "needs_enter", {"need": pos.rules.enter_on})]
        if board.bound_entry and ex.get("entered"):
            return [R("RU-2", "one_enter", {})]
        here = _mg.occupancy(pos).get(board.start[seat])
        if here and here[0][0] == seat:
            return [R("RU-2", "own_token", {"square": f"T{board.start[seat]}"})]
    elif c >= SPECIAL and c not in g.rest_square:
        if 6 not in rem:
            return [R("RU-15", "needs_six", {"need": 6})]
    elif not board.no_jumping:   # a cross board with prisoners...: its square-by-square reasons
        if 0 <= c < SPECIAL:
            # (issue 24: these were once made unique with dict.fromkeys, which a Reason's dict
            # ``params`` cannot key; mechanics.step_reasons compares them instead)
            reasons, possible = _mg.step_reasons(pos, seat, c, bonuses=False)
            if reasons and not possible:
                return reasons
    else:
        occ = _mg.occupancy(pos)
        q = g.rest_square.get(c)
        if q is not None and q in occ:
            return [R("RU-10", "covered", {"square": f"T{q}"})]
        place = _place(board, g, seat, c, occ)
        if place is not None:
            reasons = []
            hc = _home_count(g, pos.tokens[seat])
            spec = _special_occ(pos)
            possible = False   # some face moves it square by square
            for f in dict.fromkeys(rem):
                r = _step(board, g, seat, place[0], f, occ, hc)
                if r.__class__ is tuple:
                    possible = True
                elif r not in reasons:
                    reasons.append(r)
                if (pos.rules.mirror and f in (1, 3) and _jump(
                        board, g, seat, board.route_square[seat][place[0]], f, occ, spec) is not None):
                    possible = True
            if not possible and reasons:
                return reasons
    b = ex.get("bound")
    if board.bound_entry and b is not None and b != token:
        return [R("RU-2", "bound", {"token": b})]
    return [pos.rules.variant.roll_reason(pos, seat, token)]   # the first whole-roll rule


# -- the variant ---------------------------------------------------------------------------------
@register
class Russian(Variant):
    """docs/rules.md §3 (RU-2..RU-17) and the prisoner options, over the layer below."""

    order = 20
    special = True

    @classmethod
    def parse_location(cls, board, rules, seat: int, name: str, field: str):
        """``P<h>`` (RU-6), the rest cells ``O<n>`` (RU-10), ``M`` and ``A<s>`` (RU-15)."""
        if name[0] == "P" and name[1:].isdigit():
            h = int(name[1:])
            if not rules.prisoners:
                raise PositionError(field, f"{name}: prisoners are not played with these rules")
            if not 0 <= h < board.seats:
                raise PositionError(field, f"{name}: no seat {h}")
            if h == seat:
                raise PositionError(field, f"{name}: a seat cannot hold its own token prisoner")
            return PRISON + h
        if name in board.special_cells:
            if name.startswith("A") and name != f"A{seat}":
                raise PositionError(field, f"{name} is another seat's arrow cell")
            if name.startswith("O") and not rules.rest_cells:
                raise PositionError(field, f"{name}: rest cells are off")
            return SPECIAL + board.special_cells.index(name)
        if name.startswith("O"):
            raise PositionError(field, f"{name}: no such rest cell")
        return None

    @classmethod
    def wanted(cls, rules, board) -> bool:
        return bool(rules.prisoners or rules.rest_cells or rules.mirror
                    or rules.capture_enforcement != "off" or rules.three_in_a_row == "reward"
                    or board.no_jumping or board.bound_entry)

    def __init__(self) -> None:
        # The layer below (the standard rules, or Pachisi's over them), bound once: the
        # module's functions reach it through ``pos.rules.variant`` in the inner loop.
        below = super(Russian, self)
        self.lower_candidates = below.candidates
        self.lower_apply_raw = below.apply_raw
        self.lower_end_roll = below.end_roll

    #: RU-14 and RU-7 (RU-5 and the options' stages come from the standard rules).
    stages = (_stages.BACKWARD_JUMP, _stages.CAPTURE)
    #: Ransoms, mirror exits, rest cells and no jumping: G-10 is counted on the summaries.
    fast_count = False
    pending_decisions = True

    candidates = staticmethod(candidates)
    apply_raw = staticmethod(apply_raw)
    play = staticmethod(play)
    pending = staticmethod(pending)
    last_die = staticmethod(last_die)
    all_summaries = all_summaries
    summaries_after = summaries_after
    #: (:func:`summaries_after` keeps the standard first case: ``legal`` may inline it)
    _plain_summaries = True
    is_backward = staticmethod(_is_backward)
    pre_roll = staticmethod(pre_roll_moves)
    check_position = staticmethod(check_position)

    ends_roll = True

    def end_roll(self, pos: Position) -> tuple[Position, bool]:
        pos, decided = self.lower_end_roll(pos)
        if decided:
            return pos, True
        return end_roll(pos)

    def explain(self, pos: Position, seat: int, token: int, legal: list) -> list:
        return explain(pos, seat, token)
