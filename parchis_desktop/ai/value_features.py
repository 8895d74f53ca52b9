"""The inputs of the learned value function (:mod:`.learned`): a few numbers per seat.

Everything is read from the position's public data and from what :mod:`.evaluate` already
computes (the race in pips, the exact capture odds of every token, the blockades), so the
learned model starts from the hand-made evaluation and learns corrections to it:

* ``hand``: the hand-made evaluation's softmax input, ``-(pips - best) / temperature``
  (its win chances are the softmax of this column alone), ``hand_late``, the same times how
  far the game has come (the race's noise is not the same early and late), and ``hand_sq``,
  its signed square (a far-behind seat may be more or less lost than the softmax says);
* the tokens by where they stand: in the nest, held prisoner (RU-6), in the home column,
  at the goal; the prisoners the seat holds; the tokens on safe squares;
* the race: the plain route still to travel, and the last token's progress;
* the captures the next round threatens: every opponent's chance to hit each token next
  roll (``evaluate._token_risk``, each opponent's roll enumerated), as the expected number
  of tokens lost and the expected progress lost; and the seat's own chances to hit
  (``threat``);
* the seat's blockades, and the opponents' tokens held behind them;
* the turn: the seat's distance from the player to move (in rolls), and the steps still to
  play of the roll in progress (dice and bonuses pending, ES-3, PA-6).

Each value is a fraction of the seat's tokens (or of the route) so that one weight vector
fits a board with more seats or a preset with fewer tokens; the model is still trained per
preset and board kind.
"""
from __future__ import annotations

import math

from parchis_desktop.engine import Position
from parchis_desktop.engine.position import NEST, PRISON, SPECIAL

from .evaluate import CONSTANTS, _Ctx, _temperature, _token_risk, geometry, seat_pips, turn_cycle

__all__ = ["FEATURES", "seat_features", "team_rows"]

FEATURES = ("hand", "hand_late", "hand_sq", "nest", "prisoner", "home_column", "goal", "holds", "safe",
            "route_left", "last_token", "risk_tokens", "risk_progress", "threat", "blockades",
            "held_behind", "turn_distance", "steps_pending")


def seat_features(pos: Position, pips_out: list | None = None) -> tuple[list[int], list[list[float]]]:
    """(seats still racing in turn order, one row of :data:`FEATURES` per seat); the hand-made
    pips of every seat are appended to ``pips_out`` when given."""
    k = CONSTANTS
    order = turn_cycle(pos)
    g = geometry(pos, k)
    ctx = _Ctx(pos, g, order)
    pips = seat_pips(pos, k, order)
    if pips_out is not None:
        pips_out.extend(pips)
    m = len(order)
    board = g.board
    finish = g.finish
    home_first = g.home_first
    route = max(1, finish)
    tokens_each = max(1, pos.rules.tokens)
    race_pips = [pips[s] for s in order]
    mean = sum(race_pips) / m
    temp = _temperature(g, k, mean)
    best = min(race_pips)
    # How far the game has come: 0 at the start (every token in the nest), 1 at the end.
    start_pips = g.race(m - 1).nest_rem * tokens_each
    late = min(1.0, max(0.0, 1.0 - mean / start_pips)) if start_pips > 0 else 0.0
    gains = [0.0] * len(pos.tokens)
    risk_tok = {}
    risk_prog = {}
    for s in order:
        rt = rp = 0.0
        for c in pos.tokens[s]:
            if 0 <= c < finish:
                p = _token_risk(ctx, s, c, gains)
                if p:
                    rt += p
                    rp += p * c
        risk_tok[s] = rt / tokens_each
        risk_prog[s] = rp / (tokens_each * route)
    holds = [0] * len(pos.tokens)
    for s, seat in enumerate(pos.tokens):
        for c in seat:
            if c >= PRISON:
                holds[c - PRISON] += 1
    blocks = {}
    held = {}
    sp = board.square_progress
    for q in ctx.blocks:
        owner = ctx.occ[q][0]
        blocks[owner] = blocks.get(owner, 0) + 1
        n_held = 0
        for a in order:
            pq = sp[a].get(q)
            if pq is None or a % g.mod == owner % g.mod:
                continue
            n_held += sum(1 for ca in pos.tokens[a] if 0 <= ca < SPECIAL and 0 < pq - ca <= k.blockade_reach)
        held[owner] = held.get(owner, 0) + n_held
    pending = (sum(pos.remaining) + sum(pos.bonuses)) / 20.0 if pos.dice else sum(pos.bonuses) / 20.0
    safe = g.safe
    rows = []
    for i, s in enumerate(order):
        seat = pos.tokens[s]
        rs = board.route_square[s]
        nest = prisoner = column = goal = on_safe = 0
        left = 0
        low = finish
        for c in seat:
            if c == NEST:
                nest += 1
                left += finish
                low = 0
            elif c >= PRISON:
                prisoner += 1
                left += finish
                low = 0
            elif c >= SPECIAL:
                left += finish  # Russian special cells: about as far as the nest (RU-10, RU-15)
                low = 0
            else:
                if c >= finish:
                    goal += 1
                    continue
                left += finish - c
                low = min(low, c)
                if c >= home_first:
                    column += 1
                elif rs[c] in safe:
                    on_safe += 1
        hand = -(pips[s] - best) / temp if pips[s] != math.inf else -50.0
        rows.append([
            hand, hand * late, hand * abs(hand) / 4.0, nest / tokens_each, prisoner / tokens_each, column / tokens_each,
            goal / tokens_each, holds[s] / tokens_each, on_safe / tokens_each,
            left / (tokens_each * route), low / route, risk_tok[s], risk_prog[s],
            min(gains[s], 4.0) / 2.0, blocks.get(s, 0) / 2.0, held.get(s, 0) / tokens_each,
            i / m, pending if s == pos.to_move else 0.0,
        ])
    return order, rows


def team_rows(pos: Position, order: list[int], rows: list[list[float]]) -> tuple[list[int], list[list[float]]]:
    """With ``teams`` (TM-1): one row per team (keyed by its lower seat), the mean of its partners'
    rows (a partner that has finished counts as the finished rows of the engine: all at the goal)."""
    half = pos.board.seats // 2
    by_seat = dict(zip(order, rows))
    width = len(rows[0]) if rows else len(FEATURES)
    done = [0.0] * width
    done[FEATURES.index("goal")] = 1.0
    sides, out = [], []
    for t in range(half):
        a, b = t, t + half
        if not pos.tokens[a] or not pos.tokens[b]:
            continue
        ra = by_seat.get(a, done)
        rb = by_seat.get(b, done)
        if a not in by_seat and b not in by_seat:
            continue
        sides.append(t)
        out.append([0.5 * (x + y) for x, y in zip(ra, rb)])
    return sides, out
