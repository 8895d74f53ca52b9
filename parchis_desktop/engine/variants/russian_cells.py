"""The Russian board table digested for the rules of ``russian.py`` (docs/rules.md §3): special-cell
codes, the square-by-square checks of RU-4/RU-16, the mirror's jumps (RU-13), and the
checks of a position read with these rules.  Nothing here looks at the variant's name:
the board table (``no_jumping``, ``rest_cells``, ``special_cells``, ``mirror_corners``,
``mirror_arrows``, ``has_goal``) and the options decide.
"""
from __future__ import annotations

from ..mechanics import Reason, derive
from ..position import NEST, PRISON, SPECIAL, Position, PositionError

__all__ = ["check_position"]


# -- the board table, digested once ------------------------------------------------------------
class _Geo:
    """Codes and lookups derived from a board table (cached per board)."""

    def __init__(self, board) -> None:
        code = {name: SPECIAL + i for i, name in enumerate(board.special_cells)}
        self.name = {c: n for n, c in code.items()}
        self.rest_code = {q: code[f"O{q}"] for q in board.rest_cells if f"O{q}" in code}
        self.rest_square = {c: q for q, c in self.rest_code.items()}
        self.m_code = code.get("M")
        self.arrow_code = tuple(code.get(f"A{s}") for s in range(board.seats))
        corners = tuple(board.mirror_corners)
        k = len(corners)
        # RU-13: corner -> (next corner in travel order, code of the arrow cell passed)
        self.straight = {q: (corners[(i + 1) % k], code[board.mirror_arrows[i]])
                         for i, q in enumerate(corners)}
        # RU-13: corner -> the opposite corner, through M
        self.diagonal = {q: corners[(i + k // 2) % k] for i, q in enumerate(corners)} if k % 2 == 0 else {}
        self.end_idx = board.route_len - board.home_len - (1 if board.has_goal else 0) - 1
        self.first_home = self.end_idx + 1
        self.last = board.route_len - 1


_GEO: dict = {}


def _geo(board) -> _Geo:
    g = _GEO.get(board)
    if g is None:
        g = _GEO[board] = _Geo(board)
    return g


#: The last :func:`_special_occ` read: (the position it was read from, the cells).  One entry,
#: replaced whole: a decision's candidates and the summaries of each of them read the same
#: position (a position's tokens do not change once it is read, as its cached occupancy says).
_SPEC: tuple = (None, None)


def _special_occ(pos: Position) -> dict:
    """Special-cell code -> [(seat, token)] for tokens on rest cells, ``M`` and arrow cells
    (shared by the readers of the same tokens: never mutate)."""
    global _SPEC
    last = _SPEC
    if last[0] is pos:   # (held here: its identity cannot be reused meanwhile)
        return last[1]
    spec: dict = {}
    for s, toks in enumerate(pos.tokens):
        for i, c in enumerate(toks):
            if SPECIAL <= c < PRISON:
                if c in spec:
                    spec[c].append((s, i))
                else:
                    spec[c] = [(s, i)]
    _SPEC = (pos, spec)
    return spec


def _home_count(g: _Geo, toks) -> int:
    first, last = g.first_home, g.last
    n = 0
    for c in toks:
        if first <= c <= last:
            n += 1
    return n


# -- square-by-square checks (RU-4, RU-16) -------------------------------------------------------
def _step(board, g: _Geo, seat: int, p: int, f: int, occ, home_count: int):
    """``f`` steps from progress ``p`` (a ring square): ``(dst, captures)`` or a :class:`Reason`."""
    end = g.end_idx
    rs = board.route_square[seat]
    dst = p + f
    if dst > end:
        free = board.home_len - home_count
        target = end + free
        if free <= 0 or dst != target:   # RU-16: exactly onto the innermost free home cell
            return Reason("RU-16", "exact", {"steps": f, "need": target - p if free > 0 else 0})
        stop = end + 1
    else:
        stop = dst
    for k in range(p + 1, stop):          # RU-4: no jumping over any token
        q = rs[k]
        if q in occ:
            return Reason("RU-4", "blocked", {"square": f"T{q}"})
    if dst > end:
        return dst, ()
    here = occ.get(rs[dst])
    if here:
        if here[0][0] == seat:
            return Reason("RU-4", "own_token", {"square": f"T{rs[dst]}"})
        return dst, (here[0],)
    return dst, ()


def _step_ok(board, g: _Geo, seat: int, p: int, f: int, occ, home_count: int):
    """:func:`_step` for move generation: ``(dst, captures)``, or None where it gives a
    :class:`Reason` (no reason built; the path tested in one call)."""
    end = g.end_idx
    rs = board.route_square[seat]
    dst = p + f
    if dst > end:
        free = board.home_len - home_count
        if free <= 0 or dst != end + free:
            return None
        if not occ.keys().isdisjoint(rs[p + 1:end + 1]):
            return None
        return dst, ()
    if dst > p + 1 and not occ.keys().isdisjoint(rs[p + 1:dst]):
        return None
    here = occ.get(rs[dst])
    if here:
        if here[0][0] == seat:
            return None
        return dst, (here[0],)
    return dst, ()


def _place(board, g: _Geo, seat: int, c: int, occ):
    """Where a movable token stands: ``(progress, from-name)`` for a ring token or an uncovered
    resting one (RU-10); ``None`` for anything else (home, nest, M, arrows, prison, covered)."""
    if 0 <= c <= g.end_idx:
        return c, board.route[seat][c]
    q = g.rest_square.get(c)
    if q is None or q in occ:
        return None
    return board.square_progress[seat][q], g.name[c]


def _jump(board, g: _Geo, seat: int, q: int, f: int, occ, spec):
    """RU-13 from corner ``q`` with a 1 (straight) or a 3 (diagonal): ``(target, captures)`` or None."""
    if f == 1:
        hop = g.straight.get(q)
        if hop is None:
            return None
        target, through = hop
    else:
        target = g.diagonal.get(q)
        if target is None:
            return None
        through = g.m_code
    if through in spec:
        return None          # a token on the arrow cell / on M blocks the jump
    here = occ.get(target)
    if here:
        if here[0][0] == seat:
            return None      # RU-4's end rule: never onto an own token
        return target, (here[0],)
    return target, ()


# -- positions -----------------------------------------------------------------------------------
def check_position(pos: Position) -> None:
    """Validation of a position read with these rules (the :meth:`Russian.check_position` hook)."""
    board, rules = pos.board, pos.rules
    g = _geo(board)
    if board.no_jumping:   # RU-4: one token per ring square
        seen = set()
        for s, toks in enumerate(pos.tokens):
            for c in toks:
                if 0 <= c <= g.end_idx:
                    q = board.route_square[s][c]
                    if q in seen:
                        raise PositionError("tokens", f"two tokens on T{q} (RU-4: one token per square)")
                    seen.add(q)
    rest_seen = set()
    for s, toks in enumerate(pos.tokens):
        for i, c in enumerate(toks):
            if c in g.rest_square:
                if c in rest_seen:
                    raise PositionError("tokens", f"two tokens in {g.name[c]} (a rest cell holds one)")
                rest_seen.add(c)
            elif SPECIAL <= c < PRISON and not rules.mirror:
                raise PositionError(f"tokens[{s}][{i}]", f"{g.name[c]}: the mirror is off")
    if not board.has_goal:  # RU-16: home cells fill innermost first, one token each
        n = board.home_len
        for s, toks in enumerate(pos.tokens):
            home = sorted(c for c in toks if g.first_home <= c <= g.last)
            if home != list(range(g.last - len(home) + 1, g.last + 1)):
                raise PositionError("tokens", f"seat {s}'s home column must fill innermost first "
                                              f"(RU-16: H{n}, then H{n - 1}...), one token per cell")
    ex = pos.extra

    def index(key, value, hi):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < hi:
            raise PositionError(f"extra.{key}", f"must be a token index 0..{hi - 1}, not {value!r}")

    gift = ex.get("gift")
    if gift is not None:
        if isinstance(gift, bool) or not isinstance(gift, int) or not 1 <= gift <= 36:
            raise PositionError("extra.gift", f"must be a number of steps, not {gift!r}")
        if not rules.prisoners or not pos.dice:
            raise PositionError("extra.gift", "a gift is pending only during a roll, with prisoners on")
        if pos.to_move == pos.turn:
            raise PositionError("to_move", "a pending gift is decided by the capturer, not the roller (RU-8)")
    elif pos.to_move != pos.turn:
        raise PositionError("to_move", "only a pending gift (RU-8) lets another seat decide")
    if ex.get("reward"):
        if not pos.dice or pos.remaining or gift is not None:
            raise PositionError("extra.reward", "the reward follows a played third double (RU-12)")
    if ex.get("bound") is not None:
        index("bound", ex["bound"], rules.tokens)
        if not pos.dice:
            raise PositionError("extra.bound", "binds a die of the roll in progress (RU-2)")
    cc = ex.get("could_capture")
    if cc is not None:
        if not isinstance(cc, list):
            raise PositionError("extra.could_capture", "must be a list of token indexes")
        for v in cc:
            index("could_capture", v, rules.tokens)
    for key in ("entered", "captured"):
        if key in ex and ex[key] not in (0, 1, True, False):
            raise PositionError(f"extra.{key}", f"must be 0 or 1, not {ex[key]!r}")


# -- RU-7 ``mirror``: the penalty for a capture not made ------------------------------------------
def _penalty_rank(g, board, seat: int, c: int):
    if c == NEST:
        return -1
    if 0 <= c <= g.end_idx:
        return c
    q = g.rest_square.get(c)
    if q is not None:
        return board.square_progress[seat][q]
    return None   # home, M, arrow cell or prison: out of reach of the penalty


def _mirror_penalty(p: Position) -> Position:
    """RU-7 ``mirror``: the most advanced token that could have captured goes to ``M``."""
    board = p.board
    g = _geo(board)
    seat = p.turn
    toks = p.tokens[seat]
    best = None
    for i in p.extra.get("could_capture", ()):
        if isinstance(i, int) and 0 <= i < len(toks):
            rank = _penalty_rank(g, board, seat, toks[i])
            if rank is not None and (best is None or rank > best[0]):
                best = (rank, i)
    if best is None or g.m_code is None:
        return p
    tokens = list(p.tokens)
    mine = list(toks)
    mine[best[1]] = g.m_code
    tokens[seat] = tuple(mine)
    return derive(p, tokens=tuple(tokens), keep_occ=False)
