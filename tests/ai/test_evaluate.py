"""Evaluation: exact capture odds, win probabilities, hints."""
from __future__ import annotations

import time

import pytest

from parchis_desktop.ai import HINT_REASONS, hint, win_probabilities
from parchis_desktop.ai.evaluate import capture_risk, seat_pips, threat_probability
from parchis_desktop.ai.hint import reason_for
from parchis_desktop.engine import Position, legal_moves

from .conftest import AVAILABLE


def P(tokens, variant="parchis", turn=0, dice=()):
    return Position.from_json({"variant": variant, "tokens": tokens, "turn": turn, "dice": list(dice)})


def test_threat_at_distance_five_two_dice():
    # Seat 2's token on T40 is 5 behind seat 0's token on T45 (seat 2 has no token in its nest).
    pos = P([["T45", "H7", "H7", "H6"], [], ["T40", "goal", "goal", "goal"], []], turn=2)
    one = 15 / 36                                 # a 5 on one die (11) or the sum 5 (4)

    def hits(distances):                          # one roll of two dice reaches one of them
        return sum(a in distances or b in distances or a + b in distances
                   for a in range(1, 7) for b in range(1, 7)) / 36

    # The five doubles other than 5:5 roll again (PL-14); with a:a the hunter may first walk
    # a or 2a closer, so the second roll may hit from 5, 5-a or 5-2a.
    extra = sum(hits({d for d in (5, 5 - a, 5 - 2 * a) if d > 0}) for a in (1, 2, 3, 4, 6)) / 36
    assert one + extra > one + (5 / 36) * one
    assert threat_probability(pos, 2, 0, 0) == pytest.approx(one + extra)


def test_threat_after_a_six_that_walks_closer_one_die():
    """ES-1/ES-4: at distance 9, a 6 (counting 6: a token is in the nest) then a 3 captures."""
    pos = P([["T49", "H7", "H7", "H6"], [], ["T40", "nest", "goal", "goal"], []], variant="spanish", turn=2)
    assert threat_probability(pos, 2, 0, 0) == pytest.approx((1 / 6) * (1 / 6))


def test_threat_one_die_with_six_as_seven():
    pos = P([["T47", "H7", "H7", "H6"], [], ["T40", "goal", "goal", "goal"], []], variant="spanish", turn=2)
    # Distance 7: only a 6 counting 7 (no token in the nest); a 6 also rolls again.
    assert threat_probability(pos, 2, 0, 0) == pytest.approx(1 / 6)


def test_no_threat_on_safe_squares_behind_blockades_or_at_home():
    pos = P([["T34", "H1", "T40", "T40"], [], ["T30", "T39", "goal", "goal"], []], turn=2)
    assert threat_probability(pos, 2, 0, 0) == 0.0      # T34 is safe
    assert threat_probability(pos, 2, 0, 1) == 0.0      # home column
    assert threat_probability(pos, 2, 0, 2) == 0.0      # a blockade cannot be captured


def test_entering_captures_on_the_start():
    pos = P([["T39", "H7", "H7", "H6"], [], ["nest", "goal", "goal", "goal"], []], turn=2)
    p = threat_probability(pos, 2, 0, 0)
    assert p == pytest.approx(15 / 36 + (5 / 36) * 15 / 36)


def test_capture_risk_shape():
    pos = P([["T45", "nest", "nest", "nest"], [], ["T40", "nest", "nest", "nest"], []], turn=2)
    risk = capture_risk(pos)
    assert len(risk) == 4 and risk[1] == [] and risk[0][0] > 0 and risk[0][1] == 0


@pytest.mark.parametrize("variant", AVAILABLE)
def test_win_probabilities(variant, sample_positions):
    for pos in sample_positions[variant]:
        start = time.perf_counter()
        wp = win_probabilities(pos)
        assert time.perf_counter() - start < 0.05
        assert sum(wp) == pytest.approx(1.0)
        assert all(wp[s] == 0 for s in range(4) if not pos.tokens[s])
        assert all(0 <= x <= 1 for x in wp)


def test_win_probability_favours_the_leader():
    ahead = P([["H7", "goal", "goal", "goal"], [], ["nest", "nest", "nest", "nest"], []], turn=2)
    wp = win_probabilities(ahead)
    assert wp[0] > 0.95
    pips = seat_pips(ahead)
    assert pips[0] < pips[2]


def test_finished_game_is_certain():
    pos = P([["goal"] * 4, [], ["nest", "nest", "nest", "nest"], []], turn=2)
    pos = Position.from_json({**pos.to_json(full=True), "finished": [0]})
    assert win_probabilities(pos) == [1.0, 0.0, 0.0, 0.0]


def test_hint_reason_words(sample_positions):
    pos = P([["T20", "T50", "nest", "nest"], [], ["T27", "nest", "nest", "nest"], []], dice=(3, 4))
    h = hint(pos, seconds=None, iterations=10)
    assert h.move in legal_moves(pos) and h.index == legal_moves(pos).index(h.move)
    assert h.reason in HINT_REASONS
    for p in sample_positions["parchis"][:10]:
        for m in legal_moves(p):
            assert reason_for(p, m) in HINT_REASONS


def test_reason_for_specific_moves():
    pos = P([["T20", "T63", "nest", "nest"], [], ["T27", "nest", "nest", "nest"], []], dice=(7 - 2, 2))
    moves = legal_moves(pos)
    by = {(m.kind, m.frm, m.to): m for m in moves}
    assert reason_for(pos, by[("enter", "nest", "T5")]) == "enter"
    assert reason_for(pos, by[("sum", "T20", "T27")]) == "capture"
    assert reason_for(pos, by[("step", "T63", "T68")]) == "safety"


def _reference_masks(pos, a, q):
    """_threat_masks written the plain way: walk every square between hunter and target."""
    from parchis_desktop.ai.evaluate import MAX_REACH, _blockade_squares, geometry
    from parchis_desktop.engine.position import NEST, SPECIAL

    g = geometry(pos)
    board = pos.board
    pt = board.square_progress[a].get(q)
    if pt is None:
        return 0, 0
    occ = {}
    for s, seat in enumerate(pos.tokens):
        for c in seat:
            if 0 <= c < SPECIAL and board.route_square[s][c]:
                occ.setdefault(board.route_square[s][c], []).append(s)
    walls = occ if board.no_jumping else _blockade_squares(g, occ)

    def clear(frm, to):
        return not any(board.route_square[a][p] in walls for p in range(frm + 1, to))

    semi_owner = g.start_owner.get(q) if q in g.semi else None
    d = nd = 0
    if semi_owner is None:
        for c in pos.tokens[a]:
            pa = g.ring_progress(a, c) if c != NEST else None
            if pa is not None and 0 < pt - pa <= MAX_REACH and clear(pa, pt):
                d |= 1 << (pt - pa)
    if NEST in pos.tokens[a] and pt <= 12:
        here = occ.get(q, [])
        if pt == 0:
            if semi_owner in (None, a) and (not g.shared or len(here) >= 2):
                if not (len(here) == 2 and here[0] == here[1] and g.blockades):
                    nd |= 1
        elif semi_owner is None and clear(0, pt):
            start = occ.get(board.start[a], [])
            if not (len(start) == 2 and start[0] == start[1] == a):
                nd |= 1 << pt
    return d, nd


@pytest.mark.parametrize("variant", AVAILABLE)
def test_threat_masks_match_a_square_by_square_walk(variant):
    """The bit-mask threat distances (blockades, PL-11; no jumping at all, RU-4; entering,
    PL-9/ES-8) equal a plain walk over the squares between hunter and target."""
    from parchis_desktop.ai.evaluate import _Ctx, _threat_masks, geometry
    from .conftest import decision_positions

    checked = 0
    for players, seed in ((4, 5), (4, 6), (2, 7), (3, 8)):
        for pos in decision_positions(variant, players, seed, 60, min_moves=1):
            ctx = _Ctx(pos, geometry(pos))
            squares = set(ctx.occ)
            for a, seat in enumerate(pos.tokens):
                if not seat:
                    continue
                for q in squares:
                    assert _threat_masks(ctx, a, q) == _reference_masks(pos, a, q), (pos.to_json_str(), a, q)
                    checked += 1
    assert checked > 500


@pytest.mark.parametrize("variant", AVAILABLE)
def test_future_captures_make_late_steps_worth_more(variant):
    """Constants.exposure: a token still on the ring will be captured on the way at a rate per
    square; being captured at x costs u(x), with u' = 1 + rate * u and u(0) the way back out."""
    import math
    from dataclasses import replace

    from parchis_desktop.ai.evaluate import CONSTANTS, _Race, geometry
    from .conftest import decision_positions

    pos = decision_positions(variant, 4, 3, 1, min_moves=1)[0]
    plain = _Race(geometry(pos, replace(CONSTANTS, exposure=0.0)), 3)
    g = geometry(pos, replace(CONSTANTS, exposure=0.015))
    race = _Race(g, 3)
    end = min(g.home_first, g.finish) - 1
    # Without it: the route left, and a capture costs the steps travelled plus the way out.
    assert plain.left[0] == g.finish and plain.left[end] == g.finish - end
    assert plain.loss[10] == pytest.approx(10 + g.capture_extra)
    assert plain.nest_rem == pytest.approx(g.finish + g.nest_cost)
    # With it: the same at the end of the ring and in the home column, dearer before.
    assert race.left[end] == pytest.approx(plain.left[end])
    assert race.left[end + 1:] == plain.left[end + 1:]
    assert race.loss[0] == pytest.approx(g.capture_extra)
    for x in (5, 20, end - 1):
        assert race.loss[x] == pytest.approx((g.capture_extra + 1 / 0.015) * math.exp(0.015 * x) - 1 / 0.015)
        assert race.left[x] > plain.left[x]
        # A capture at x sends the token back to where the first square costs left[0] + the way out.
        assert race.left[x] + race.loss[x] == pytest.approx(race.left[0] + g.capture_extra)
    steps = [race.left[x] - race.left[x + 1] for x in range(end)]
    assert all(b > a for a, b in zip(steps, steps[1:])) and steps[0] > 1
    # Fewer hunters, fewer captures to come; none left, none at all.
    assert _Race(g, 1).left[0] < race.left[0]
    assert _Race(g, 0).left == plain.left
