"""The game review (ai/review.py) and the Expert's numbers under it (ai/analysis.py).

Small budgets (``nodes=0``: leaves valued statically; ``nodes=21``: one leaf of a two-dice roll
searched a roll deeper) keep every test fast; the sums and classes do not depend on the budget."""
from __future__ import annotations

import math

import pytest

from parchis_desktop.ai.analysis import Analyst, rank_moves, roll_table, win_chances
from parchis_desktop.ai.review import (CLASSES, THRESHOLDS, Review, ReviewCancelled, classify, record_frames,
                                       review_record)
from parchis_desktop.engine import Position, RecordError, legal_moves, play, roll
from parchis_desktop.store.replay import positions
from tests.helpers.games import strong_game


#: Recorded games of every preset (whole two-player games: they reach the end), a 6-seat board
#: and a teams game (their first 120 events), and a Russian game with prisoner exchanges.
GAMES = {
    "parchis": ("parchis", 2, 1, 100_000, None, False),
    "spanish": ("spanish", 2, 1, 100_000, None, False),
    "russian": ("russian", 2, 2, 100_000, None, False),   # 4 exchanges, 3 rolls with one declined
    "pachisi": ("pachisi", 2, 1, 100_000, None, False),
    "six-seats": ("parchis", 6, 1, 120, None, False),
    "teams": ("parchis", 4, 1, 120, None, True),
}


@pytest.fixture(scope="module")
def reviews():
    out = {}
    for name, args in GAMES.items():
        record = strong_game(*args)
        out[name] = (record, review_record(record, nodes=0))
    return out


# -- the sums ----------------------------------------------------------------------------------
@pytest.mark.parametrize("name", list(GAMES))
def test_luck_minus_losses_plus_others_is_the_change_of_each_seat(reviews, name):
    record, review = reviews[name]
    frames = positions(record)
    assert review.frames == len(frames)
    seats = frames[0].players
    assert [s.seat for s in review.seats] == list(seats)
    for s in review.seats:
        assert s.luck - s.loss + s.others == pytest.approx(s.end - s.start, abs=1e-9), s
        assert s.loss >= 0
    # the curve telescopes with the swings, and every roll's luck is carried by one decision
    for i, d in enumerate(review.decisions):
        for seat in seats:
            assert review.curve[i + 1][seat] == pytest.approx(review.curve[i][seat] + d.swing[seat], abs=1e-9)
    assert sum(1 for d in review.decisions if any(d.lucks)) <= sum(1 for e in record["events"] if "roll" in e)


@pytest.mark.parametrize("name", ["parchis", "spanish", "russian", "pachisi"])
def test_a_finished_game_ends_at_one_and_zero(reviews, name):
    record, review = reviews[name]
    final = positions(record)[-1]
    assert final.is_over
    for s in review.seats:
        assert s.end == (1.0 if s.seat == final.winner else 0.0)


def test_teams_partners_carry_the_same_chance(reviews):
    record, review = reviews["teams"]
    by_seat = {s.seat: s for s in review.seats}
    for a, b in positions(record)[0].teams():
        assert by_seat[a].start == pytest.approx(by_seat[b].start)
        assert by_seat[a].end == pytest.approx(by_seat[b].end)
    for row in review.curve:
        assert row[0] + row[1] == pytest.approx(1.0)


def test_the_russian_pre_roll_choice_is_a_decision(reviews):
    record, review = reviews["russian"]
    frames = record_frames(record)
    pre = [d for d in review.decisions if frames[d.frame].needs_roll and not frames[d.frame].is_over
           and legal_moves(frames[d.frame])]
    assert any(d.played == -1 for d in pre) and any(d.played is not None and d.played >= 0 for d in pre)
    for d in pre:
        assert d.klass != "forced" and d.loss >= 0


def test_decisions_index_the_moves_of_their_frame(reviews):
    record, review = reviews["parchis"]
    frames = positions(record)
    moves = [e for e in record["events"] if "move" in e]
    played = [d for d in review.decisions if d.played is not None and d.played >= 0]
    assert len(played) == len(moves)
    for d in played:
        p = frames[d.frame]
        legal = legal_moves(p)
        assert len(d.moves) == len(legal) and d.seat == p.to_move
        assert play(p, legal[d.played]) == frames[d.frame + 1]
        assert d.win_before == pytest.approx(max(d.moves)) and d.win_after == pytest.approx(d.moves[d.played])
        assert d.moves[d.best] == max(d.moves)
        assert d.loss == pytest.approx(d.win_before - d.win_after, abs=1e-12)
        assert (d.klass == "forced") == (len(legal) == 1)


def test_forced_decisions_lose_nothing(reviews):
    _, review = reviews["spanish"]
    forced = [d for d in review.decisions if d.klass == "forced"]
    assert forced and all(d.loss == 0.0 for d in forced)
    assert any(d.played is None for d in forced)   # a pass (or a roll with no decision) is one too


def test_the_roll_luck_is_on_the_first_decision_after_it(reviews):
    record, review = reviews["pachisi"]
    frames = positions(record)
    for d in review.decisions:
        if any(d.lucks):
            assert "roll" in record["events"][d.frame - 1] or "pass" in record["events"][d.frame] \
                or frames[d.frame].needs_roll
            assert d.luck == d.lucks[d.seat]
            assert sum(d.lucks) == pytest.approx(0.0, abs=1e-9)   # win chances add up to 1


# -- classes -----------------------------------------------------------------------------------
def blunder_record() -> dict:
    """Seat 0 rolls 6-2 with its last token on H2: the 6 takes it home and wins (PL-3); the 2
    first leaves the 6 unplayable, and seat 2 is one roll from home too."""
    start = Position.from_json({"variant": "parchis", "tokens": [["goal", "goal", "goal", "H2"], [],
                                                                  ["goal", "goal", "goal", "H3"], []],
                                "turn": 0, "dice": []})
    rolled = roll(start, (6, 2))
    bad = legal_moves(rolled)[1]
    assert bad.to_dict()["to"] == "H4"
    return {"start": start.to_json(full=True), "events": [{"roll": [6, 2], "seat": 0}, {"move": bad.to_dict()}]}


def test_walking_past_the_winning_move_is_a_blunder():
    review = review_record(blunder_record(), nodes=21)
    d = review.decisions[0]
    assert (d.played, d.best, d.klass) == (1, 0, "blunder")
    assert d.win_before == 1.0 and d.loss > 0.5 and d.luck > 0
    assert review.seat(0).counts["blunder"] == 1 and review.seat(0).accuracy == 0.0
    assert review.seats[0].luck - review.seats[0].loss + review.seats[0].others == pytest.approx(
        review.seats[0].end - review.seats[0].start)


def test_the_winning_move_is_best():
    record = blunder_record()
    record["events"][1] = {"move": legal_moves(roll(Position.from_json(record["start"]), (6, 2)))[0].to_dict()}
    review = review_record(record, nodes=21)
    assert review.decisions[0].klass == "best" and review.decisions[0].loss == 0.0
    assert review.seat(0).end == 1.0 and review.seat(2).end == 0.0


def test_classify_by_the_thresholds():
    assert classify(0.0, 1) == "forced" and classify(0.3, 1) == "forced"
    assert classify(0.0, 2) == "best"
    lo, mid, hi = THRESHOLDS
    assert classify(lo / 2, 2) == "good" and classify(lo, 2) == "inaccuracy"
    assert classify(mid, 3) == "mistake" and classify(hi, 3) == "blunder"
    assert CLASSES == ("forced", "best", "good", "inaccuracy", "mistake", "blunder")


# -- the analysis API ----------------------------------------------------------------------------
@pytest.fixture(scope="module")
def mid_game():
    record = strong_game("parchis", 4, 3, 60)
    frames = positions(record)
    mid = next(p for p in frames[20:] if not p.needs_roll and len(legal_moves(p)) >= 3)
    before = next(p for p in frames[20:] if p.needs_roll and not p.is_over)
    return mid, before


def test_rank_moves_is_best_first_and_the_value_is_the_best_continuation(mid_game):
    mid, _ = mid_game
    a = Analyst(21)
    ranked = a.rank_moves(mid)
    seat = mid.to_move
    assert sorted(mv.index for mv in ranked) == list(range(len(legal_moves(mid))))
    assert [mv.win[seat] for mv in ranked] == sorted((mv.win[seat] for mv in ranked), reverse=True)
    assert a.win_chances(mid) == ranked[0].win
    for mv in ranked:
        assert sum(mv.win) == pytest.approx(1.0) and all(0 <= x <= 1 for x in mv.win)
        q = play(mid, mv.move)
        for i in mv.line:   # the line is the mover's rest of the roll, played move by move
            assert not q.needs_roll and q.to_move == seat
            q = play(q, legal_moves(q)[i])
        assert a.value(q) == mv.win
    assert rank_moves(mid, 21) == ranked   # deterministic


def test_win_chances_before_a_roll_is_the_mean_of_the_roll_table(mid_game):
    _, before = mid_game
    table = roll_table(before, 0)
    assert sum(w for _, w, _ in table) == pytest.approx(1.0) and len(table) == 21
    a = Analyst(0)
    mean = [0.0] * len(before.tokens)
    for dice, w, best in table:
        v = a.value(roll(before, dice)) if best is None else best.win
        for s in range(len(mean)):
            mean[s] += w * v[s]
    assert win_chances(before, 0) == pytest.approx(tuple(mean), abs=1e-12)
    assert sum(win_chances(before, 0)) == pytest.approx(1.0)
    with pytest.raises(ValueError):
        roll_table(roll(before, (1, 2)), 0)


# -- plumbing -----------------------------------------------------------------------------------
def test_the_json_round_trip_and_a_damaged_one(reviews):
    _, review = reviews["teams"]
    assert Review.from_json(review.to_json()) == review
    good = review.to_json()
    first = good["decisions"][0]
    for broken in (None, [], {"decisions": []}, dict(good, nodes="many"), dict(good, decisions=[{"turn": 1}]),
                   dict(good, curve=good["curve"][:-1]),                                # one row short
                   dict(good, decisions=[dict(first, seat=9)] + good["decisions"][1:]),  # no such seat
                   dict(good, decisions=[dict(first, played=99)] + good["decisions"][1:]),
                   dict(good, decisions=[dict(first, loss=float("nan"))] + good["decisions"][1:]),
                   dict(good, seats=[dict(good["seats"][0], biggest=10_000)] + good["seats"][1:])):
        with pytest.raises(ValueError):
            Review.from_json(broken)


def test_practice_comes_from_the_record():
    record = blunder_record()
    assert not review_record(record, nodes=0).practice
    record["practice"] = True
    review = review_record(record, nodes=0)
    assert review.practice and Review.from_json(review.to_json()).practice


def test_progress_and_cancel():
    record = blunder_record()
    seen = []
    review_record(record, nodes=0, progress=lambda done, total: seen.append((done, total)))
    assert seen[0] == (0, 2) and seen[-1] == (2, 2)
    with pytest.raises(ReviewCancelled):
        review_record(record, nodes=0, should_stop=lambda: True)


def test_a_record_that_does_not_replay_is_refused():
    record = blunder_record()
    record["events"].append({"move": {"seat": 3, "kind": "step"}})
    with pytest.raises(RecordError, match=r"events\[2\]"):
        review_record(record, nodes=0)
    with pytest.raises(RecordError):
        review_record({"start": {}}, nodes=0)


def test_values_are_probabilities(reviews):
    for _, review in reviews.values():
        for row in review.curve:
            assert all(0.0 <= x <= 1.0 + 1e-12 and not math.isnan(x) for x in row)


def test_declining_a_better_exchange_is_a_loss(reviews):
    """RU-9: the record's first exchange, declined (the player rolls instead), loses what it was worth."""
    record, _ = reviews["russian"]
    frames = record_frames(record)
    n = next(i for i, e in enumerate(record["events"]) if "move" in e and frames[i].needs_roll)
    declined = {"start": record["start"], "events": record["events"][:n] + [{"roll": [1, 2], "seat": frames[n].turn}]}
    review = review_record(declined, nodes=0)
    d = next(d for d in review.decisions if d.frame == n)
    assert d.played == -1 and d.best is not None and d.best >= 0
    assert d.win_before == pytest.approx(d.moves[d.best]) and d.loss > 0 and d.klass != "best"
    for s in review.seats:
        assert s.luck - s.loss + s.others == pytest.approx(s.end - s.start, abs=1e-9)


def test_leaves_left_out_are_capped_and_stay_probabilities(reviews):
    """nodes=21 searches one leaf of a two-dice roll: the others get their static value capped at
    its depth-1 value, with every seat's chance still a probability (teams: partners equal)."""
    record, _ = reviews["teams"]
    frames = positions(record)
    a = Analyst(21)
    checked = 0
    for p in frames:
        if p.needs_roll or p.is_over or len(legal_moves(p)) < 3:
            continue
        ranked = a.rank_moves(p)
        best = ranked[0].win[p.to_move]
        for mv in ranked:
            assert mv.win[p.to_move] <= best
            for s, t in p.teams():
                assert mv.win[s] == pytest.approx(mv.win[t])
            assert sum(mv.win[s] for s, _ in p.teams()) == pytest.approx(1.0)
            assert all(-1e-12 <= x <= 1 + 1e-12 for x in mv.win)
        checked += 1
        if checked >= 4:
            break
    assert checked == 4 and a.replies > 0
