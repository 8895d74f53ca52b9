"""Hints: the move the Expert would play for the player to move, with a reason word.

The reason is one word of :data:`HINT_REASONS` (the UI translates them):

``capture``  the move captures;
``ransom``   it frees a prisoner (RU-8) or swaps prisoners (RU-9);
``shortcut`` a mirror jump (RU-13);
``enter``    it brings a token out of the nest;
``home``     it reaches the home column or the goal;
``blockade`` it forms a blockade;
``escape``   it takes a threatened token out of reach (or makes it less likely to be hit),
           or climbs out of the mirror (RU-15);
``safety``   it ends on a safe square, a rest cell or the start;
``progress`` none of the above: the best way forward;
``compulsory`` the only move the rules allow (the UI says which rule forces it).
"""
from __future__ import annotations

from dataclasses import dataclass

from parchis_desktop.engine import Position, legal_moves, play
from parchis_desktop.engine.move import Move
from parchis_desktop.engine.position import SPECIAL

from .evaluate import capture_risk, geometry

__all__ = ["HINT_REASONS", "Hint", "hint", "reason_for"]

HINT_REASONS = ("capture", "safety", "escape", "blockade", "enter", "home", "ransom", "shortcut", "progress",
                "compulsory")


@dataclass(frozen=True)
class Hint:
    move: Move
    index: int          # into legal_moves(pos)
    reason: str         # one of HINT_REASONS


def hint(pos: Position, seconds: float | None = 0.5, iterations: int | None = None, seed: int = 0) -> Hint | None:
    """The Expert's move for the player to move (``None`` when there is no move to make)."""
    from .bots import ExpertBot
    moves = legal_moves(pos)
    if not moves:
        return None
    bot = ExpertBot(seconds=seconds, iterations=iterations, seed=seed)
    move = bot.choose(pos)
    if move is None:  # before a roll: rolling is best
        return None
    return Hint(move, moves.index(move), reason_for(pos, move))


def reason_for(pos: Position, move: Move) -> str:
    """Why ``move`` is good, as one of :data:`HINT_REASONS`."""
    # Every legal move the same decision (e.g. ES-2: a 5 must bring a token out; which nest
    # token comes out does not matter): no strategy to explain, the move is compulsory.
    if len({(m.kind, m.frm, m.to, m.dice, m.steps, m.bonus) for m in legal_moves(pos)}) == 1:
        return "compulsory"
    if move.kind in ("ransom", "exchange"):  # an exchange lists the token it frees as "captures"
        return "ransom"
    if move.captures:
        return "capture"
    if move.kind == "jump":
        return "shortcut"
    if move.kind == "mirror":  # RU-15: a token climbing out of the mirror
        return "escape"
    if move.kind == "enter":
        return "enter"
    if move.to == "goal" or move.to.startswith("H"):
        return "home"
    g = geometry(pos)
    seat = move.seat
    after = play(pos, move)
    rs = pos.board.route_square[seat]
    dst_q = rs[move.dst] if 0 <= move.dst < SPECIAL else 0
    if dst_q and pos.rules.blockades and move.token is not None:
        # TM-2: with teams, a pair with the partner's token is a blockade too.
        half = pos.board.seats // 2
        team = (seat, (seat + half) % pos.board.seats) if pos.rules.teams else (seat,)
        mates = sum(1 for s in team for c in after.tokens[s]
                    if 0 <= c < SPECIAL and pos.board.route_square[s][c] == dst_q)
        if mates >= 2:
            return "blockade"
    if move.token is not None and move.kind not in ("gift",):
        before_risk = capture_risk(pos)[seat][move.token]
        after_risk = capture_risk(after)[seat][move.token]
        if before_risk > 0.05 and after_risk < before_risk * 0.5:
            return "escape"
    if move.kind == "rest" or move.to.startswith("O") or (dst_q and (dst_q in g.safe or dst_q in g.semi)):
        return "safety"
    return "progress"
