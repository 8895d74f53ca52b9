"""The exact count of the home column (PL-13): ai/home.py and Constants.home_waste."""
from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from parchis_desktop.ai import home
from parchis_desktop.ai._home_tables import TABLES
from parchis_desktop.ai.evaluate import CONSTANTS, DUEL_CONSTANTS, seat_pips
from parchis_desktop.ai.search import LeafCache, best_first_move
from parchis_desktop.engine import PRESETS, Position, roll

GOAL_PRESETS = [p for p in PRESETS if Position.initial(p, 2).board.has_goal]


def P(tokens, variant="parchis", turn=0):
    return Position.from_json({"variant": variant, "tokens": tokens, "turn": turn})


def table(preset):
    pos = Position.initial(preset, 2)
    return home.home_rolls(pos.board, pos.rules)


def test_one_step_short_with_two_dice_waits_for_a_one():
    # PL-13: only a die showing 1 brings a lone token on H7 in (11 rolls in 36); nothing else moves.
    assert table("parchis")[(1,)] == pytest.approx(36 / 11)


def test_with_one_die_a_lone_token_waits_for_its_face():
    # Spanish, one die: from 1-5 steps short, a smaller face must be played (it moves the token
    # closer) and a larger one cannot: every distance waits for one face, 6 rolls on average.
    t = table("spanish")
    for d in range(1, 6):
        assert t[(d,)] == pytest.approx(6.0), d


def test_more_tokens_need_more_rolls_and_every_set_is_covered():
    for preset in GOAL_PRESETS:
        t = table(preset)
        board = Position.initial(preset, 2).board
        for size in range(1, 5):
            for ds in itertools.combinations_with_replacement(range(1, board.home_len + 1), size):
                assert 1.0 <= t[ds] < 100, (preset, ds)
                for i in range(size):  # one token fewer never needs more rolls
                    assert t[ds[:i] + ds[i + 1:]] <= t[ds] + 1e-9, (preset, ds)


@pytest.mark.parametrize("preset", GOAL_PRESETS)
def test_the_generated_tables_match_a_fresh_computation(preset):
    # scripts/gen_home_tables.py writes _home_tables.py; a rule or board change must regenerate it.
    pos = Position.initial(preset, 2)
    key = home.table_key(pos.board, pos.rules)
    assert key in TABLES, f"run scripts/gen_home_tables.py ({preset} is missing)"
    fresh = home.compute_home_rolls(pos.board, pos.rules)
    shipped = dict(TABLES[key])
    assert set(shipped) == set(fresh) - {()}
    for ds, v in shipped.items():
        assert v == pytest.approx(fresh[ds], rel=1e-12), ds


def test_other_rule_sets_are_computed_once_and_boards_without_a_goal_have_none():
    pos = Position.initial("parchis", 2)
    rules = pos.rules.with_options({"blockades": False})
    assert home.table_key(pos.board, rules) not in TABLES
    t = home.home_rolls(pos.board, rules)
    assert t[(1,)] == pytest.approx(36 / 11)
    assert home.home_rolls(pos.board, rules) is t
    russian = Position.initial("russian", 2)   # RU-16: the home column itself is the end
    assert home.home_rolls(russian.board, russian.rules) is None


def test_the_duel_evaluation_counts_the_wait_and_the_default_one_does_not():
    one_short = P([["H7", "goal", "goal", "goal"], [], ["nest"] * 4, []])
    six_short = P([["H2", "goal", "goal", "goal"], [], ["nest"] * 4, []])
    # CONSTANTS (Strong, the chart): distance plus home_exact.
    assert seat_pips(one_short)[0] == pytest.approx(1 + CONSTANTS.home_exact)
    assert seat_pips(six_short)[0] == pytest.approx(6 + CONSTANTS.home_exact)
    # DUEL_CONSTANTS: the rolls needed, in pips per roll (7 with two dice): one step short is worse.
    assert DUEL_CONSTANTS.home_waste == 1.0
    assert seat_pips(one_short, DUEL_CONSTANTS)[0] == pytest.approx(36 / 11 * 7)
    assert seat_pips(six_short, DUEL_CONSTANTS)[0] == pytest.approx(table("parchis")[(6,)] * 7)
    assert seat_pips(one_short, DUEL_CONSTANTS)[0] > seat_pips(six_short, DUEL_CONSTANTS)[0]
    # A token still on the ring keeps its own pips; the home column adds its wait.
    mixed = P([["H7", "T20", "goal", "goal"], [], ["nest"] * 4, []])
    ring = P([["goal", "T20", "goal", "goal"], [], ["nest"] * 4, []])
    assert seat_pips(mixed, DUEL_CONSTANTS)[0] - seat_pips(ring, DUEL_CONSTANTS)[0] == pytest.approx(36 / 11 * 7)


def test_with_one_die_the_duel_evaluation_keeps_counting_steps():
    # Measured: with one die another token takes the face the home column cannot use, and the
    # wait of the tokens alone overstates it (duplicate duels on spanish lost 6.8 points).
    pos = P([["H7", "goal", "goal", "goal"], [], ["nest"] * 4, []], variant="spanish")
    assert seat_pips(pos, DUEL_CONSTANTS)[0] == pytest.approx(1 + DUEL_CONSTANTS.home_exact)
    assert seat_pips(pos, replace(DUEL_CONSTANTS, home_waste=0.0))[0] == seat_pips(pos, DUEL_CONSTANTS)[0]


def test_with_the_wait_counted_the_home_column_is_played_in_the_fewest_rolls():
    # Every set of two tokens in the home column, every roll: the plan the duel evaluation picks
    # ends where the table says the fewest rolls are left.  Without it the evaluation counts
    # steps only, and plays some of these rolls worse.
    t = table("parchis")
    duel, plain = LeafCache(DUEL_CONSTANTS), LeafCache(CONSTANTS)
    worse = 0
    for ds in itertools.combinations_with_replacement(range(1, 8), 2):
        names = [f"H{8 - d}" for d in ds]
        pos = P([names + ["goal", "goal"], [], ["nest"] * 4, []])
        for a in range(1, 7):
            for b in range(a, 7):
                r = roll(pos, (a, b))
                if not r.legal_moves():
                    continue
                leaves = [leaf for leaf in _leaves(r)]
                fewest = min(t.get(_rest(leaf), 0.0) for leaf in leaves)
                _, _, chosen = best_first_move(r, duel)
                assert t.get(_rest(chosen), 0.0) == pytest.approx(fewest), (ds, a, b)
                _, _, other = best_first_move(r, plain)
                worse += t.get(_rest(other), 0.0) > fewest + 1e-9
    assert worse > 0


def _leaves(pos):
    from parchis_desktop.ai.search import roll_leaves
    return [leaf for _, leaf in roll_leaves(pos)]


def _rest(pos):
    fin = pos.board.route_len - 1
    return tuple(sorted(fin - c for c in pos.tokens[0] if c != fin))
