"""Statistics (store/stats.py): the chi-square test, the fair-dice verdict and career figures."""
from __future__ import annotations

import itertools
import math
import random
from types import SimpleNamespace

import pytest

from parchis_desktop.engine import Dice, RuleSet
from parchis_desktop.store import stats
from parchis_desktop.store.stats import chi_square, gamma_q, longest_wait_test

PARCHIS = RuleSet.preset_named("parchis").to_dict()
SPANISH = RuleSet.preset_named("spanish").to_dict()


def test_chi_square_of_the_issue_example():
    c = chi_square([16, 18, 23, 24, 20, 19])
    assert round(c.statistic, 2) == 2.30 and c.df == 5 and c.n == 120
    assert round(c.p, 3) == 0.806


@pytest.mark.parametrize("x2, df, p", [
    (11.0705, 5, 0.05), (15.0863, 5, 0.01), (20.5150, 5, 0.001),   # table values of the chi-square
    (3.8415, 1, 0.05), (1.1455, 5, 0.95), (124.342, 100, 0.05),
])
def test_p_values_match_the_chi_square_table(x2, df, p):
    assert gamma_q(df / 2, x2 / 2) == pytest.approx(p, rel=2e-4)


def test_incomplete_gamma_closed_forms():
    for x in (0.1, 1.0, 2.0, 7.5, 40.0):
        assert gamma_q(1, x) == pytest.approx(math.exp(-x), rel=1e-12)            # Q(1, x) = e^-x
        assert gamma_q(0.5, x) == pytest.approx(math.erfc(math.sqrt(x)), rel=1e-10)  # Q(1/2, x) = erfc(sqrt x)
    assert gamma_q(3, 0) == 1.0
    with pytest.raises(ValueError):
        gamma_q(0, 1)


def test_entering_chances_by_rule_set():
    assert stats.entering_chance(PARCHIS) == pytest.approx(15 / 36)    # PL-2: a 5 or a sum of 5
    assert stats.entering_chance(SPANISH) == pytest.approx(1 / 6)      # ES-2: one die, a 5
    assert stats.entering_chance({"dice": 2, "enter_on": 6, "enter_by_sum": False}) == pytest.approx(11 / 36)


def test_longest_wait_expectation_and_tail_are_exact():
    q, n = 0.3, 12
    dist = {}
    for bits in itertools.product((0, 1), repeat=n):
        prob = math.prod(q if b else 1 - q for b in bits)
        best = stats.longest_run(bool(b) for b in bits)[1]
        dist[best] = dist.get(best, 0.0) + prob
    expected = sum(k * v for k, v in dist.items())
    test = longest_wait_test([(n, 5, q)])
    assert test.expected == pytest.approx(expected, rel=1e-12)
    assert test.p == pytest.approx(sum(v for k, v in dist.items() if k >= 5), rel=1e-12)
    # two independent sequences: the chance that neither reaches 5 is the product
    both = longest_wait_test([(n, 5, q), (n, 2, q)])
    assert both.longest == 5
    assert both.p == pytest.approx(1 - (1 - test.p) ** 2, rel=1e-12)


def rolls_from(dice: Dice, games: int, per_game: int, two=True, seats=(0, 2)):
    rows = []
    for g in range(games):
        for n in range(per_game):
            faces = dice.roll(2 if two else 1)
            rows.append((g, n, seats[n % len(seats)], faces[0], faces[1] if two else None))
    return rows


def test_the_app_dice_are_judged_fair():
    rows = rolls_from(Dice(2026), 40, 150)
    rep = stats.dice_report(rows, {g: PARCHIS for g in range(40)})
    assert rep.rolls == 6000 and rep.n_faces == 12000
    assert rep.verdict == stats.CONSISTENT
    assert rep.chi.df == 5 and rep.chi.p > 0.01
    assert rep.doubles.rolls == 6000 and abs(rep.doubles.rate - 1 / 6) < 0.02
    assert rep.wait.sequences == 80 and 0 < rep.wait.longest
    lo, hi = rep.band()
    assert lo < rep.expected_face == 2000 < hi and hi - lo == pytest.approx(2 * 1.959964 * math.sqrt(12000 * 5 / 36))


def test_a_loaded_die_is_judged_biased():
    rng = random.Random(1)
    rows = [(0, n, 0, rng.choices(range(1, 7), weights=[1, 1, 1, 1, 1, 1.6])[0], rng.randint(1, 6))
            for n in range(3000)]
    rep = stats.dice_report(rows, {0: PARCHIS})
    assert rep.chi.p < 1e-6 and rep.verdict == stats.BIASED


def test_too_many_doubles_alone_make_the_dice_doubtful_or_biased():
    rng = random.Random(2)
    rows = []
    for n in range(2000):
        a = rng.randint(1, 6)
        b = a if rng.random() < 0.25 else rng.randint(1, 6)
        rows.append((0, n, 0, a, b))
    rep = stats.dice_report(rows, {0: PARCHIS})
    assert rep.doubles.p < 1e-4 and rep.verdict in (stats.DOUBTFUL, stats.BIASED)


def test_a_die_that_hides_the_entering_face_is_caught_by_the_wait():
    rng = random.Random(3)
    rows = []
    for n in range(600):                      # one die (spanish), fair faces but the 5s come in clumps
        block = (n // 100) % 2
        face = 5 if block and n % 5 == 0 else rng.choice([1, 2, 3, 4, 6]) if not block else rng.randint(1, 6)
        rows.append((0, n, 0, face, None))
    rep = stats.dice_report(rows, {0: SPANISH})
    assert rep.wait.longest >= 100 and rep.wait.p < 1e-6 and rep.wait.expected < 40
    assert rep.verdict == stats.BIASED


def test_few_rolls_give_no_verdict():
    rep = stats.dice_report(rolls_from(Dice(1), 1, 14), {0: PARCHIS})
    assert rep.n_faces == 28 and rep.verdict == stats.TOO_FEW


def game(gid, seats, places, variant="parchis", started=None, demo=False):
    return SimpleNamespace(id=gid, seats=seats, places=places, variant=variant, started=started or gid,
                           demo=demo, finished=places is not None, rules=PARCHIS)


YOU = {"kind": "human", "level": "casual", "name": "Ana"}
EMPTY = {"kind": "empty", "level": "casual", "name": ""}


def bot(level):
    return {"kind": "bot", "level": level, "name": ""}


def test_dice_reports_split_by_seat_kind_and_level():
    games = {1: game(1, [YOU, EMPTY, bot("expert"), EMPTY], [0, 2]),
             2: game(2, [YOU, bot("casual"), EMPTY, EMPTY], [1, 0])}
    rows = [(1, 0, 0, 1, 2), (1, 1, 2, 3, 4), (2, 0, 1, 5, 5), (2, 1, 0, 6, 6), (3, 0, 0, 1, 1)]
    reps = stats.dice_reports(rows, games)
    assert set(reps) == {"all", "human", "bot:expert", "bot:casual"}
    assert reps["all"].rolls == 4 and reps["human"].rolls == 2
    assert reps["bot:casual"].faces == [0, 0, 0, 0, 2, 0] and reps["bot:casual"].doubles.doubles == 1


def test_career_figures():
    games = [
        game(1, [YOU, EMPTY, bot("expert"), EMPTY], [0, 2]),
        game(2, [YOU, EMPTY, bot("expert"), EMPTY], [0, 2]),
        game(3, [YOU, bot("casual"), EMPTY, EMPTY], [1, 0], variant="spanish"),
        game(4, [YOU, bot("casual"), bot("expert"), EMPTY], [1, 2, 0]),
        game(5, [YOU, EMPTY, bot("expert"), EMPTY], None),                          # unfinished
        game(6, [YOU, EMPTY, bot("expert"), EMPTY], [0, 2], demo=True),            # demo: left out
        game(7, [{"kind": "human", "name": "Bo"}, EMPTY, bot("expert"), EMPTY], [2, 0]),
    ]
    moves = [(1, 0, {"kind": "step", "captures": [{"seat": 2, "token": 1}]}),
             (1, 2, {"kind": "sum", "captures": [{"seat": 0, "token": 0}, {"seat": 0, "token": 3}]}),
             (3, 0, {"kind": "penalty", "captures": []}),
             (6, 0, {"kind": "step", "captures": [{"seat": 2, "token": 0}]})]
    c = stats.career(games, moves, name="Ana")
    assert c.total.games == 4 and c.total.wins == 2 and c.total.average_place == pytest.approx(7 / 4)
    assert c.total.win_rate == 0.5 and c.unfinished == 1
    assert c.by_variant["spanish"].games == 1 and c.by_variant["parchis"].games == 3
    assert c.by_level["expert"].games == 2 and c.by_level["expert"].wins == 2
    assert c.by_level["casual"].games == 1 and c.by_level["mixed"].games == 1
    assert c.best_streak == 2 and c.current_streak == -2
    assert c.captures_made == 1 and c.captures_suffered == 2 and c.penalties == 1
    every = stats.career(games, moves, include_demo=True)
    assert every.total.games == 6 and every.captures_made == 2
    assert stats.career(games, moves, variant="spanish").total.games == 1
    assert stats.career(games, moves, since=3, until=5).total.games == 2


def test_a_team_game_counts_the_teams_place_for_both_partners():
    # TM-4: the places list the seats team by team; Ana (seat 0) finished second, in the winning team.
    team = game(1, [YOU, bot("casual"), bot("casual"), bot("casual")], [2, 0, 1, 3])
    team.rules = dict(PARCHIS, teams=True)
    assert [stats.place_of(team, s) for s in range(4)] == [1, 2, 1, 2]
    c = stats.career([team], name="Ana")
    assert c.total.wins == 1 and c.total.average_place == 1
    alone = game(2, [YOU, bot("casual"), bot("casual"), bot("casual")], [2, 0, 1, 3])
    assert stats.place_of(alone, 0) == 2 and stats.career([alone], name="Ana").total.wins == 0


def test_a_partner_is_no_opponent_in_the_figures_by_level():
    # Ana (seat 0) with an Expert partner (seat 2) against two Casual bots: a game against Casual.
    team = game(1, [YOU, bot("casual"), bot("expert"), bot("casual")], [2, 0, 1, 3])
    team.rules = dict(PARCHIS, teams=True)
    assert set(stats.career([team], name="Ana").by_level) == {"casual"}
    six = game(2, [YOU, bot("casual"), bot("casual"), bot("expert"), bot("casual"), bot("casual")], [0, 3, 1, 4, 2, 5])
    six.rules = dict(PARCHIS, teams=True)
    assert set(stats.career([six], name="Ana").by_level) == {"casual"}          # seat 3 is the partner
    alone = game(3, [YOU, bot("casual"), bot("expert"), bot("casual")], [2, 0, 1, 3])
    assert set(stats.career([alone], name="Ana").by_level) == {"mixed"}


def test_the_store_imports_no_qt():
    import subprocess
    import sys
    code = ("import sys, parchis_desktop.store.history, parchis_desktop.store.stats; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'parchis_desktop.ui', 'scipy'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_the_computer_players_record_by_level_with_the_demo_games():
    """career(computer=level): the seats of the computer players of that level; a demo game
    of one level has no opponent level (it counts in the total, not under "against")."""
    games = [game(1, [YOU, EMPTY, bot("expert"), EMPTY], [2, 0]),
             game(2, [bot("expert"), EMPTY, bot("expert"), EMPTY], [0, 2], demo=True),
             game(3, [bot("casual"), EMPTY, bot("expert"), EMPTY], [0, 2], demo=True)]
    c = stats.career(games, computer="expert")
    assert (c.total.games, c.total.wins) == (1, 1) and set(c.by_level) == {"humans"}
    c = stats.career(games, computer="expert", include_demo=True)
    assert (c.total.games, c.total.wins) == (4, 2)
    assert c.by_level["humans"].games == 1 and c.by_level["casual"].games == 1 and "expert" not in c.by_level
    assert stats.career(games, include_demo=True).total.games == 1   # the humans' record is unchanged
