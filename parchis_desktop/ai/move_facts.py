"""What a move does, as data: the facts a puzzle's explanation is told from (no Qt, no words).

:func:`move_facts` lists :class:`Fact` values for one move in its position, in the order a
person tells them (the capture before the bonus it earns, the blockade before whom it
blocks).  The UI turns each fact into a sentence (``ui/puzzles/explain.py``); nothing here
speaks.  The codes (:data:`FACT_CODES`):

``capture``    lands on an opponent and sends it to its nest (``seat``/``token``: the victim);
``prisoner``   the same where the captured token becomes a prisoner (RU-6);
``bonus``      the move earns a bonus of ``value`` steps (a capture or a token at the goal, G-11);
``use_bonus``  the move spends a bonus of ``value`` steps;
``enter``      brings a token out of the nest onto its start;
``goal``       the token reaches the goal (or, on a board without one, its home column: RU-16);
``home_column`` the token turns into its home column, where nobody can capture it (PL-15);
``blockade``   two own tokens now stand together on the square (PL-11, PA-8);
``blocks``     that blockade stands within a roll in front of ``value`` opponent tokens (``seat``:
               the nearest one's seat);
``escape``     the token stood where an opponent could hit it (``value``: the chance, percent) and
               now stands where the chance is ``extra`` percent;
``safe``       it ends where it cannot be captured (``value``: :data:`SAFE_SQUARE`, a start square
               only its owner's entering token captures on, :data:`SAFE_START`, a rest cell,
               :data:`SAFE_REST`, a Pachisi castle, :data:`SAFE_CASTLE`);
``ransom``     frees a prisoner (RU-8, RU-9); ``jump`` the mirror shortcut (RU-13);
``progress``   none of the above: the best way forward.

:func:`themes` gives the codes of a puzzle's solution and :func:`puzzle_rule` the rule id of
``docs/rules.md`` the puzzle is about (its help page is linked from the puzzle browser).
"""
from __future__ import annotations

from dataclasses import dataclass

from parchis_desktop.engine import Position, legal_moves, play
from parchis_desktop.engine.move import Move
from parchis_desktop.engine.position import PRISON, SPECIAL

from .evaluate import capture_risk, geometry

__all__ = ["FACT_CODES", "Fact", "move_facts", "plan_facts", "themes", "puzzle_rule", "RULE_OF_THEME",
           "SAFE_SQUARE", "SAFE_START", "SAFE_REST", "SAFE_CASTLE"]

FACT_CODES = ("capture", "prisoner", "bonus", "use_bonus", "enter", "goal", "home_column", "blockade",
              "blocks", "escape", "safe", "ransom", "jump", "progress")

SAFE_SQUARE, SAFE_START, SAFE_REST, SAFE_CASTLE = 0, 1, 2, 3

#: How far in front of an opponent token a blockade counts as blocking it (one good roll).
BLOCK_REACH = 12
#: A threat worth escaping from (a chance to be hit before the next turn), and the share of it
#: the move must take away.
THREAT = 0.05
ESCAPE_SHARE = 0.5


@dataclass(frozen=True)
class Fact:
    code: str
    seat: int | None = None     # the other seat concerned (captured, blocked)
    token: int | None = None    # its token
    value: int = 0              # steps, tokens or percent, by code
    extra: int = 0


def _square(pos: Position, seat: int, code: int) -> int:
    """The ring square of a token code of ``seat`` (0: not on the ring)."""
    if 0 <= code < SPECIAL:
        return pos.board.route_square[seat][code]
    return 0


def _team(pos: Position, seat: int) -> tuple[int, ...]:
    if not pos.rules.teams:
        return (seat,)
    half = pos.board.seats // 2
    return (seat, (seat + half) % pos.board.seats)


def move_facts(pos: Position, move: Move) -> list[Fact]:
    """The facts of ``move`` (legal in ``pos``), in telling order; ``[Fact("progress")]`` if none."""
    after = play(pos, move)
    seat = move.seat
    out: list[Fact] = []
    if move.kind in ("ransom", "exchange"):
        out.append(Fact("ransom"))
    elif move.kind == "jump":
        out.append(Fact("jump"))
    if move.kind not in ("exchange",):
        for s, t in move.captures:
            code = after.tokens[s][t]
            out.append(Fact("prisoner" if code >= PRISON else "capture", s, t))
    if move.kind == "bonus" and move.bonus:
        out.append(Fact("use_bonus", value=move.bonus))
    if move.kind == "enter":
        out.append(Fact("enter"))
    board = pos.board
    if move.to == "goal" or (move.to.startswith("H") and not board.has_goal and not move.frm.startswith("H")):
        out.append(Fact("goal"))
    elif move.to.startswith("H") and not move.frm.startswith("H"):
        out.append(Fact("home_column"))
    earned = sum(after.bonuses) - sum(pos.bonuses) + (move.bonus if move.kind == "bonus" else 0)
    if earned > 0:        # after what earned it: the capture, the goal
        out.append(Fact("bonus", value=earned))
    dst_q = _square(pos, seat, move.dst) if move.token is not None else 0
    if dst_q and pos.rules.blockades and move.token is not None:
        team = _team(pos, seat)
        mates = sum(1 for s in team for c in after.tokens[s] if _square(after, s, c) == dst_q)
        if mates >= 2:
            out.append(Fact("blockade"))
            blocked = []
            for s, toks in enumerate(after.tokens):
                if s in team or s in after.finished:
                    continue
                rs = board.route_square[s]
                for c in toks:
                    if 0 <= c < SPECIAL:
                        ahead = rs[c + 1:c + 1 + BLOCK_REACH]
                        if dst_q in ahead:
                            blocked.append((ahead.index(dst_q), s))
            if blocked:
                out.append(Fact("blocks", seat=min(blocked)[1], value=len(blocked)))
    if move.token is not None and move.kind not in ("gift", "exchange", "ransom") and not move.captures \
            and move.frm != "nest" and move.to != "goal":
        before_risk = capture_risk(pos)[seat][move.token]
        after_risk = capture_risk(after)[seat][move.token]
        if before_risk > THREAT and after_risk < before_risk * ESCAPE_SHARE:
            out.append(Fact("escape", value=round(100 * before_risk), extra=round(100 * after_risk)))
    if move.kind == "rest" or move.to.startswith("O"):
        out.append(Fact("safe", value=SAFE_REST))
    elif dst_q and move.kind != "enter" and not any(f.code in ("blockade", "goal") for f in out):
        g = geometry(pos)
        if dst_q in g.semi:
            out.append(Fact("safe", value=SAFE_START))
        elif dst_q in g.safe:
            castle = dst_q in (getattr(pos.board, "castles", None) or ()) or pos.board.name.startswith("pachisi")
            out.append(Fact("safe", value=SAFE_CASTLE if castle else SAFE_SQUARE))
    return out or [Fact("progress")]


def plan_facts(pos: Position, moves: list[Move]) -> list[list[Fact]]:
    """The facts of each move of a plan (a sequence of moves played one after the other)."""
    out = []
    for m in moves:
        out.append(move_facts(pos, m))
        pos = play(pos, m)
    return out


def themes(pos: Position, index: int, plan: list[Move] | None = None) -> list[str]:
    """The fact codes of the move ``index`` of ``pos`` (and of the rest of its plan), each once."""
    move = legal_moves(pos)[index]
    seq = [move] + list(plan or [])
    seen: list[str] = []
    for facts in plan_facts(pos, seq):
        for f in facts:
            if f.code not in seen and not (f.code == "progress" and seen):
                seen.append(f.code)
    if len(seen) > 1 and "progress" in seen:
        seen.remove("progress")
    return seen


#: The rule a theme is about, per preset (docs/rules.md); "*" for every other preset.
RULE_OF_THEME = {
    "capture": {"spanish": "ES-3", "russian": "RU-6", "pachisi": "PA-5", "*": "PL-7"},
    "prisoner": {"*": "RU-6"},
    "bonus": {"spanish": "ES-3", "pachisi": "PA-6", "*": "G-11"},
    "use_bonus": {"spanish": "ES-3", "pachisi": "PA-6", "*": "G-11"},
    "enter": {"spanish": "ES-2", "russian": "RU-2", "pachisi": "PA-3", "*": "PL-2"},
    "goal": {"russian": "RU-16", "pachisi": "PA-11", "*": "PL-13"},
    "home_column": {"russian": "RU-16", "*": "PL-15"},
    "blockade": {"pachisi": "PA-8", "*": "PL-11"},
    "blocks": {"pachisi": "PA-8", "*": "PL-11"},
    "escape": {"spanish": "PL-7", "russian": "RU-6", "pachisi": "PA-5", "*": "PL-7"},
    "safe": {"spanish": "ES-7", "russian": "RU-10", "pachisi": "PA-2", "*": "PL-8"},
    "ransom": {"*": "RU-8"},
    "jump": {"*": "RU-13"},
    "progress": {"spanish": "ES-1", "russian": "RU-3", "pachisi": "PA-4", "*": "PL-3"},
}


def puzzle_rule(pos: Position, codes: list[str]) -> str:
    """The rule id of the first theme (a capture's rule for a capture puzzle, and so on)."""
    code = codes[0] if codes else "progress"
    row = RULE_OF_THEME.get(code, RULE_OF_THEME["progress"])
    return row.get(pos.variant, row["*"])

