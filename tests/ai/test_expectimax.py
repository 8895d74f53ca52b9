"""The Expert's expectimax over the dice (parchis_desktop/ai/expectimax.py), on small cases:
the chance nodes' weights, the values against a plain recursive expectimax, the budget and
its clean stop, the transposition table, the answers that need no search."""
from __future__ import annotations

import math
import time

import pytest

from parchis_desktop.ai import expectimax as X
from parchis_desktop.ai.bots import ExpertBot, make_bot
from parchis_desktop.ai.search import LeafCache
from parchis_desktop.engine import Game, Position, legal_moves, pass_roll, play, roll

from .conftest import AVAILABLE, decision_positions


@pytest.mark.parametrize("dice, count", [(1, 6), (2, 21)])
def test_chance_node_weights_sum_to_one(dice, count):
    rolls = X.chance_weights(dice)
    assert len(rolls) == count == len({d for d, _ in rolls})
    assert math.isclose(sum(w for _, w in rolls), 1.0)
    if dice == 2:  # a double once in 36, the others twice
        assert all(math.isclose(w, (1 if d[0] == d[1] else 2) / 36) for d, w in rolls)


def _reference(p: Position, depth: int, cache: LeafCache):
    """A plain recursive expectimax: the weighted mean over every roll of the value after the
    roller's statically best plan, ``depth`` rolls deep (the RU-9 pre-roll move left out:
    no preset here offers one)."""
    from parchis_desktop.ai.rolls import distinct_rolls, roll_leaves
    if depth == 0 or p.is_over or not p.needs_roll:
        return cache.values(p)
    acc = [0.0] * len(p.tokens)
    for dice, w in distinct_rolls(p.rules.dice):
        r = roll(p, dice)
        if legal_moves(r):
            reply = max((q for _, q in roll_leaves(r, 400)), key=lambda q: cache.values(q)[r.to_move])
        else:
            reply = pass_roll(r)
        v = cache.values(reply) if depth == 1 else _reference(reply, depth - 1, cache)
        for s, x in enumerate(v):
            acc[s] += w * x
    return acc


@pytest.mark.parametrize("variant, players", [("spanish", 2), ("spanish", 4), ("parchis", 2)])
def test_values_are_those_of_a_plain_expectimax(variant, players):
    """Each chance node the search valued at depth d (its table) is the recursive
    expectimax of that position to depth d: the same weights, replies and averages."""
    positions = decision_positions(variant, players, 21, 2, 3)
    checked = 0
    for pos in positions:
        search = X.ExpectimaxSearch(seconds=None, nodes=1500 if variant == "spanish" else 500)
        assert search.choose(pos) in legal_moves(pos)
        ref_cache = LeafCache(search.cache.k, search.cache.duel_k)
        # Every chance node at depth >= 1 that the search finished, against the reference.
        found = {}
        for (key, depth), value in list(search.table.items())[:6]:
            found[(key, depth)] = value
        for p in _positions_of(search, found):
            key_depth, value = p
            pos_, depth = key_depth
            ref = _reference(pos_, depth, ref_cache)
            assert all(math.isclose(a, b, abs_tol=1e-9) for a, b in zip(value, ref))
            checked += 1
    assert checked


def _positions_of(search, found):
    """The positions behind the table's keys (the search keeps the reply positions)."""
    from parchis_desktop.ai.search import position_key
    by_key = {}
    for reply in search.replies.values():
        by_key.setdefault(position_key(reply), reply)
    for (key, depth), value in found.items():
        p = by_key.get(key)
        if p is not None:
            yield (p, depth), value


def _depth_choices(pos, depth):
    """(search, move index) with the iterations stopped after ``depth``."""
    search = X.ExpectimaxSearch(seconds=None, nodes=10**6)
    search.MAX_DEPTH = depth
    move = search.choose(pos)
    return search, legal_moves(pos).index(move)


def test_the_second_roll_changes_moves_and_is_valued_exactly():
    """Depth 2 (the roll after the reply) changes some decisions of depth 1, and where it does
    the move played is the best of the final plans by the recursive expectimax to depth 2."""
    changed = 0
    for pos in decision_positions("spanish", 2, 5, 30, 3) + decision_positions("spanish", 4, 6, 20, 3):
        s1, one = _depth_choices(pos, 1)
        s2, two = _depth_choices(pos, 2)
        if s2.last["why"] != "search" or s2.last["depth"] != 2 or one == two:
            continue
        changed += 1
        cache = LeafCache(s2.cache.k, s2.cache.duel_k)
        seat = pos.to_move
        ref = {p.index: (cache.values(p.leaf)[seat] if p.fixed else _reference(p.leaf, 2, cache)[seat])
               for p in s2.final}
        for p in s2.final:
            assert math.isclose(p.total(2, X.chance_weights(pos.rules.dice)), ref[p.index], abs_tol=1e-9)
        assert ref[two] == max(ref.values())
        if changed >= 2:
            break
    assert changed


def test_it_stops_at_the_time_budget(monkeypatch):
    """Every reply overruns (a slow roll_leaves): the search drops the step at its hard stop and
    still answers with a legal move within the budget."""
    real = X.roll_leaves

    root = {}

    def slow(pos, node_limit=400, stop_at=None):
        # Each reply (not our own plans at the root) would take 0.2 s (a busy machine, a huge
        # roll): only the hard stop ends it.
        if root.setdefault("seat", pos.to_move) == pos.to_move and pos.turn == pos.to_move and stop_at is None:
            return real(pos, node_limit, stop_at)
        end = time.process_time() + 0.2
        while time.process_time() < end:
            if stop_at is not None and time.perf_counter() > stop_at:
                raise X.OutOfTime
        return real(pos, node_limit, stop_at)

    monkeypatch.setattr(X, "roll_leaves", slow)
    search = X.ExpectimaxSearch(seconds=0.05, top_k=8)
    for pos in decision_positions("parchis", 4, 11, 6, 3):
        root.clear()
        t = time.process_time()
        assert search.choose(pos) in legal_moves(pos)
        assert time.process_time() - t < 0.05 + 0.04


def test_it_uses_the_time_and_deepens_when_moves_are_close():
    """With a second to think (and moves close) the search goes past depth 1; at a tenth of it,
    it stays within the budget."""
    pos = decision_positions("spanish", 2, 5, 20, 3)[-1]
    search = X.ExpectimaxSearch(seconds=0.5)
    t = time.process_time()  # CPU time: on a busy machine the wall clock also counts other work
    search.choose(pos)
    assert time.process_time() - t <= 0.5 * 1.1
    assert search.last["why"] == "search" and search.last["depth"] >= 2


def test_a_stop_request_ends_the_search_at_once():
    """The worker's cancellation (should_stop) stops the search between replies."""
    pos = decision_positions("parchis", 4, 11, 6, 3)[2]
    search = X.ExpectimaxSearch(seconds=30.0)
    t = time.perf_counter()
    assert search.choose(pos, should_stop=lambda: True) in legal_moves(pos)
    assert time.perf_counter() - t < 0.5


def test_the_transposition_table_answers_a_position_searched_before():
    """A second search of the same position (same depth) computes no reply: every chance node
    and reply comes from the table, and the answer is the same."""
    pos = decision_positions("parchis", 2, 12, 6, 3)[3]
    search = X.ExpectimaxSearch(seconds=None, nodes=10**6)
    search.MAX_DEPTH = 2
    first = search.choose(pos)
    assert search.last["why"] == "search" and search.last["replies"] > 0
    again = search.choose(pos)
    assert again == first
    assert search.last["replies"] == 0 and search.last["hits"] > 0


def test_the_table_is_used_within_one_search():
    """A deeper iteration reads the replies of the shallower one: depth 2 over two finalists
    costs less than twice 21 * 22 fresh replies."""
    pos = decision_positions("spanish", 2, 5, 20, 3)[-1]
    search = X.ExpectimaxSearch(seconds=None, nodes=100000)
    search.MAX_DEPTH = 2
    search.choose(pos)
    assert search.last["depth"] == 2
    # Each finalist's replies of depth 1 (one per roll) are read again at depth 2, not recomputed.
    assert search.last["reply_hits"] >= 2 * len(X.chance_weights(pos.rules.dice))


def test_one_legal_move_is_answered_without_search():
    game = Game.new("parchis", 4, seed=3)
    while True:
        pos = game.position
        if pos.needs_roll:
            game.roll()
            continue
        moves = legal_moves(pos)
        if not moves:
            game.pass_roll()
            continue
        if len(moves) == 1:
            break
        game.push(moves[0])
    search = X.ExpectimaxSearch(seconds=10.0)
    t = time.perf_counter()
    assert search.choose(pos) == moves[0]
    assert time.perf_counter() - t < 0.05 and search.last["why"] == "only"


def test_a_winning_move_is_the_same_answer_at_any_budget():
    """A move that brings our last token home wins: it dominates, so every budget plays it at
    once (no search)."""
    pos = Position.from_json({"variant": "parchis", "turn": 0, "dice": [3, 4],
                              "tokens": [["H4", "goal", "goal", "goal"], [],
                                         ["T40", "T45", "nest", "nest"], []]})
    answers = set()
    for budget in ({"seconds": 0.01}, {"seconds": 2.0}, {"nodes": 1}, {"nodes": 100000}):
        search = X.ExpectimaxSearch(**budget)
        t = time.perf_counter()
        move = search.choose(pos)
        assert time.perf_counter() - t < 0.2
        assert search.last["why"] == "dominant"
        answers.add(move)
    (move,) = answers
    from parchis_desktop.ai.rolls import roll_leaves
    assert any(i == legal_moves(pos).index(move) and leaf.winner == 0 for i, leaf in roll_leaves(pos))


def test_node_budget_is_deterministic():
    for pos in decision_positions("parchis", 4, 13, 4, 3):
        a = ExpertBot(seconds=None, iterations=300).choose(pos)
        assert ExpertBot(seconds=None, iterations=300).choose(pos) == a


@pytest.mark.parametrize("variant, players, seats, teams", [
    ("parchis", 4, None, False), ("parchis", 2, None, False), ("spanish", 4, None, False),
    ("russian", 4, None, False), ("russian", 2, None, False), ("pachisi", 4, None, False),
    ("parchis", 6, 6, False), ("parchis", 8, 8, False), ("parchis", 4, None, True), ("parchis", 6, 6, True)])
def test_every_preset_board_and_teams(variant, players, seats, teams):
    if variant not in AVAILABLE:
        pytest.skip("board not in the engine")
    game = Game.new(variant, players, seed=7, seats=seats, rules={"teams": True} if teams else None)
    bot = make_bot("expert#150", seed=1)
    decisions = 0
    while decisions < 6 and not game.position.is_over:
        pos = game.position
        moves = legal_moves(pos)
        if pos.needs_roll:
            move = bot.choose(pos) if moves else None
            game.push(move) if move is not None else game.roll()
            continue
        if not moves:
            game.pass_roll()
            continue
        move = bot.choose(pos)
        assert move in moves
        decisions += len(moves) > 1
        game.push(move)
    assert decisions == 6 or game.position.is_over


def test_partner_turns_are_friendly_nodes():
    """With teams both partners carry the team's value, so the partner's reply in the tree
    maximises ours (TM-1..TM-4)."""
    game = Game.new("parchis", 4, seed=9, rules={"teams": True})
    cache = LeafCache()
    pos = game.position
    v = cache.values(pos)
    half = pos.board.seats // 2
    assert all(v[s] == v[(s + half) % pos.board.seats] for s in range(pos.board.seats))


def test_the_expert_empties_a_nearly_full_cache_before_it_searches(monkeypatch):
    """Emptying a full LeafCache takes 10-15 ms: the search does it on its own clock at the
    start of a decision (over 3/4 full), never at the end of a search."""
    pos = decision_positions("parchis", 4, 11, 6, 3)[2]
    search = X.ExpectimaxSearch(seconds=None, nodes=1)
    search.cache.limit = 1000
    search.cache._d.update({("old", i): (0.0,) for i in range(760)})
    assert search.choose(pos) in legal_moves(pos)
    assert ("old", 0) not in search.cache._d
