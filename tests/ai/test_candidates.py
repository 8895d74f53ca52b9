"""The players under test of bench/candidates (never levels of the window): ``strong-la``, the
Strong player looking one roll further on close decisions."""
from __future__ import annotations

from parchis_desktop.ai.bots import LEVELS, StrongBot, make_bot
from parchis_desktop.engine import Position, legal_moves


def P(tokens, dice=(3, 4), variant="parchis", turn=0):
    return Position.from_json({"variant": variant, "tokens": tokens, "turn": turn, "dice": list(dice)})


#: Seat 0 with two tokens out and a choice of plans; the others in their nests or on the ring.
OPEN = [["T5", "T22", "nest", "nest"], ["T30", "nest", "nest", "nest"], ["T47", "nest", "nest", "nest"],
        ["T60", "nest", "nest", "nest"]]


def _la(**attrs):
    bot = make_bot("strong-la", seed=1)
    for k, v in attrs.items():
        setattr(bot, k, v)
    return bot


def test_a_close_decision_looks_one_roll_ahead_and_a_clear_one_does_not():
    pos = P(OPEN)
    assert len(legal_moves(pos)) > 1
    wide = _la(LOOK_MARGIN=1.0)
    move = wide.choose(pos)
    assert wide.looked == 1 and wide.search.stats["replies"] == 2 * 21   # two plans, 21 rolls each
    assert move in legal_moves(pos)
    narrow = _la(LOOK_MARGIN=-1.0)
    assert narrow.choose(pos) == StrongBot(seed=1).choose(pos)          # the one-roll plan
    assert narrow.looked == 0 and narrow.search.stats["replies"] == 0


def test_the_look_ahead_is_deterministic_and_capped():
    pos = P(OPEN, dice=(5, 6))
    a, b = _la(LOOK_MARGIN=1.0, LOOK_PLANS=5), _la(LOOK_MARGIN=1.0, LOOK_PLANS=5)
    assert a.choose(pos) == b.choose(pos)
    assert a.search.stats["replies"] == 42                               # LOOK_REPLIES: two plans
    one_die = P([["T5", "T22", "nest", "nest"], ["T30", "nest", "nest", "nest"], [], []],
                dice=(4,), variant="spanish")
    c = _la(LOOK_MARGIN=1.0, LOOK_PLANS=9)
    assert len(legal_moves(one_die)) == 2 and c.choose(one_die) in legal_moves(one_die)
    assert c.looked == 1 and c.search.stats["replies"] == 2 * 6         # one die: six rolls a plan


def test_it_is_no_level():
    assert "strong-la" not in LEVELS


def test_expert_sk_scores_and_models_replies_with_the_strong_constants_in_four():
    # expert-sk: with three or more players the Expert's leaves and its model of each reply are
    # STRONG_CONSTANTS (how strong-m2 plays there), in a duel DUEL_CONSTANTS as the Expert's.
    from parchis_desktop.ai.evaluate import CONSTANTS, DUEL_CONSTANTS, STRONG_CONSTANTS
    from parchis_desktop.ai.search import LeafCache
    four = P(OPEN)
    duel = P([OPEN[0], [], OPEN[2], []])
    sk, expert = make_bot("expert-sk#30", seed=1), make_bot("expert#30", seed=1)
    assert sk.search.cache.values(four) == LeafCache(STRONG_CONSTANTS).values(four)
    assert expert.search.cache.values(four) == LeafCache(CONSTANTS).values(four)
    assert sk.search.cache.values(four) != expert.search.cache.values(four)
    assert sk.search.cache.values(duel) == expert.search.cache.values(duel) == LeafCache(DUEL_CONSTANTS).values(duel)
    assert sk.choose(four) in legal_moves(four) and sk.choose(four) == make_bot("expert-sk#30", seed=1).choose(four)
