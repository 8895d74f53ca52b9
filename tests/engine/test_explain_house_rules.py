"""``explain`` works for every token at every decision with the house rules that bring in
the Russian rules on other boards (issue 24 item 1: ``prisoners``, ``capture_enforcement``
and ``three_in_a_row: reward`` made it raise ``TypeError: unhashable type: 'dict'`` on the
68-square and Pachisi boards), and its answer agrees with the legal moves."""
from __future__ import annotations

import pytest

from parchis_desktop.engine import NEST, Game, Position, Reason, explain, legal_moves

from tests.helpers.positions import pos

HOUSE_RULES = ({"prisoners": True}, {"capture_enforcement": "forced"},
               {"three_in_a_row": "reward"},
               {"prisoners": True, "capture_enforcement": "forced", "three_in_a_row": "reward"})
DECISIONS = 150   # per game: bounded, the whole file runs in a few seconds


def check_explain(p: Position) -> int:
    """Explain every token of the seat to move; return how many reasons were given."""
    legal = legal_moves(p)
    seat = p.to_move
    given = 0
    for i, code in enumerate(p.tokens[seat]):
        reasons = explain(p, seat, i)
        movable = any(m.token == i for m in legal) or (
            code == NEST and any(m.kind == "enter" for m in legal))
        assert (reasons == []) == movable, (p, i, reasons)
        for r in reasons:
            assert isinstance(r, Reason) and isinstance(r.rule, str) and isinstance(r.why, str)
            assert isinstance(r.params, dict)
        assert all(r not in reasons[:k] for k, r in enumerate(reasons)), reasons  # no repeats
        given += len(reasons)
    return given


def test_the_audit_reproducer():
    p = pos({0: ["T5"], 2: ["T7", "T7"]}, dice=[3, 4], rules={"prisoners": True})
    assert explain(p, 0, 0) == [Reason("PL-11", "blocked", {"square": "T7"})]


@pytest.mark.parametrize("variant", ["parchis", "spanish", "pachisi", "russian"])
@pytest.mark.parametrize("k", range(len(HOUSE_RULES)))
def test_explain_every_token_at_every_decision(variant, k):
    rules = dict(HOUSE_RULES[k])
    if variant == "spanish" and "three_in_a_row" in rules:
        del rules["three_in_a_row"]   # spanish plays "penalty", a rule of its own
    given = decisions = 0
    for seed in (1, 2):
        game = Game.new(variant, 4, seed=seed, rules=rules)
        while decisions < DECISIONS * seed and game.step_random():
            if game.position.dice and not game.position.is_over:
                given += check_explain(game.position)
                decisions += 1
    assert decisions == 2 * DECISIONS
    assert given > 0   # some token could not move somewhere: the check saw reasons
