"""Pachisi (`pachisi`, docs/rules.md §4): the §5 options on the pachisi board, §6 positions of
the pachisi preset (blockade ages included) and parchis-cli with ``pachisi``.  The rules
PA-1 .. PA-11 themselves: test_pachisi_rules.py."""
from __future__ import annotations

import json

import pytest

from parchis_desktop.cli import main as cli_main
from parchis_desktop.engine import Game, Position, PositionError, RuleError, RuleSet, replay
from parchis_desktop.engine.rules import OPTIONS

from tests.helpers.positions import G, ages, bonus, do, enter, locs, moves, pa, rev, roundtrip, step


# -- §5 options on the pachisi board -----------------------------------------------------------------------
def test_options_pachisi_preset_column():
    rs = RuleSet.preset_named("pachisi")
    want = {"dice": 2, "tokens": 4, "enter_on": 5, "enter_by_sum": True, "enter_compulsory": False,
            "sum_moves": True, "capture_bonus": 20, "goal_bonus": 0, "extra_roll": "doubles",
            "six_counts_seven": False, "three_in_a_row": "none", "use_larger_die": False, "blockades": True,
            "blockade_max_turns": 3, "open_blockade_on_six": False, "shared_safe_squares": False,
            "capture_enforcement": "off", "prisoners": False, "rest_cells": False, "mirror": False,
            "reverse_faces": True, "turn_order": "with_travel", "play_for_places": False, "teams": False}
    assert {o.key: getattr(rs, o.key) for o in OPTIONS} == want


@pytest.mark.parametrize("overrides", [
    {"blockade_max_turns": n} for n in range(6)] + [
    {"capture_bonus": 0}, {"capture_bonus": 10}, {"reverse_faces": False}, {"shared_safe_squares": True},
    {"goal_bonus": 10}, {"blockades": False, "blockade_max_turns": 0}, {"turn_order": "against_travel"},
    {"enter_on": 6}, {"tokens": 2}])
def test_options_accepted_on_pachisi(overrides):
    rs = RuleSet.preset_named("pachisi", **overrides)
    assert all(getattr(rs, k) == v for k, v in overrides.items())
    g = Game.new("pachisi", players=2, seed=3, rules=overrides)
    for _ in range(400):
        if not g.step_random():
            break


@pytest.mark.parametrize("preset, overrides, keys", [
    ("pachisi", {"blockade_max_turns": 6}, ("blockade_max_turns",)),
    ("pachisi", {"blockade_max_turns": True}, ("blockade_max_turns",)),
    ("pachisi", {"blockade_max_turns": "3"}, ("blockade_max_turns",)),
    ("pachisi", {"capture_bonus": 5}, ("capture_bonus",)),
    ("pachisi", {"reverse_faces": 1}, ("reverse_faces",)),
    ("pachisi", {"blockades": False}, ("blockade_max_turns", "blockades")),
    ("pachisi", {"dice": 1, "sum_moves": False, "enter_by_sum": False, "extra_roll": "none"},
     ("reverse_faces", "dice")),
    ("pachisi", {"rest_cells": True}, ("rest_cells",)),
    ("pachisi", {"mirror": True}, ("mirror",)),
    ("parchis", {"reverse_faces": True}, ("reverse_faces",)),
])
def test_options_rejected(preset, overrides, keys):
    with pytest.raises(RuleError) as exc:
        RuleSet.preset_named(preset, **overrides)
    assert exc.value.options == keys
    data = {"variant": preset, "tokens": [["nest"] * 4, [], ["nest"] * 4, []], "turn": 0, "dice": [],
            "rules": overrides}
    with pytest.raises(PositionError) as exc2:
        Position.from_json(data)
    assert exc2.value.field == f"rules.{'/'.join(keys)}" and "\n" not in str(exc2.value)


def test_options_shared_safe_squares_on_pachisi_castles():
    # ES-7 on castles: land beside an opponent, no capture; a mixed pair blocks nobody.
    p = pa({0: ["T10", G, G, G], 2: ["T13"]}, dice=[3, 6], rules={"shared_safe_squares": True})
    assert step(0, "T10", "T13", 3) in moves(p)
    p = do(p, step(0, "T10", "T13", 3))
    assert locs(p)[2][0] == "T13" and p.bonuses == ()
    p = pa({0: ["T11", G, G, G], 2: ["T13"], 1: ["T13"]}, dice=[3, 6], rules={"shared_safe_squares": True})
    assert step(0, "T11", "T17", 6) in moves(p)
    # ES-8 on an entry castle: entering beside one opponent shares; a full castle loses the later one.
    p = pa({0: [], 2: ["T4"]}, dice=[5, 1], rules={"shared_safe_squares": True})
    assert moves(p) == {enter(0, "T4", [5])}
    p = pa({0: [], 2: ["T4", "T4"]}, dice=[5, 1], rules={"shared_safe_squares": True})
    assert moves(p) == {enter(0, "T4", [5], captures=[(2, 0)])}  # same arrival: the first listed


def test_options_shared_safe_squares_capture_breaks_an_aged_blockade():
    p = pa({0: [], 2: ["T4", "T4"]}, dice=[5, 1], rules={"shared_safe_squares": True},
           extra={"ages": {"T4": 2}})
    p = do(p, enter(0, "T4", [5], captures=[(2, 0)]))
    assert ages(p) == {}


# -- §6 positions --------------------------------------------------------------------------------------------
def test_positions_minimal_form():
    data = {"format": 1, "variant": "pachisi", "seats": 4,
            "tokens": [["nest", "T12", "H5", "goal"], ["nest"] * 4, ["T30", "T30", "nest", "nest"], []],
            "turn": 0, "dice": [3, 5], "rules": {"capture_bonus": 10}}
    p = Position.from_json(data)
    assert locs(p) == data["tokens"] and p.rules.capture_bonus == 10 and ages(p) == {}
    assert Position.from_json(p.to_json(full=False)) == p


def err(data) -> PositionError:
    with pytest.raises(PositionError) as exc:
        Position.from_json(data)
    e = exc.value
    assert "\n" not in str(e) and str(e).startswith(f"{e.field}: ") and e.reason
    return e


def base(**changes):
    data = {"variant": "pachisi", "tokens": [["T12", "T12", "T40", "nest"], [], ["T50", "nest", "nest", "nest"], []],
            "turn": 0, "dice": [1, 2]}
    data.update(changes)
    return data


@pytest.mark.parametrize("tokens, field", [
    ([["T1", "nest", "nest", "nest"], [], ["nest"] * 4, []], "tokens[0][0]"),
    ([["nest", "T3", "nest", "nest"], [], ["nest"] * 4, []], "tokens[0][1]"),
    ([["nest"] * 4, ["T19", "nest", "nest", "nest"], ["nest"] * 4, []], "tokens[1][0]"),
    ([["nest"] * 4, [], ["T36", "nest", "nest", "nest"], []], "tokens[2][0]"),
    ([["T69", "nest", "nest", "nest"], [], ["nest"] * 4, []], "tokens[0][0]"),
    ([["H8", "nest", "nest", "nest"], [], ["nest"] * 4, []], "tokens[0][0]"),
    ([["O3", "nest", "nest", "nest"], [], ["nest"] * 4, []], "tokens[0][0]"),
    ([["M", "nest", "nest", "nest"], [], ["nest"] * 4, []], "tokens[0][0]"),
    ([["nest"] * 5, [], ["nest"] * 4, []], "tokens[0]"),
    ([["T13", "nest", "nest", "nest"], [], ["T13", "nest", "nest", "nest"], []], "tokens"),
    ([["T4", "nest", "nest", "nest"], [], ["T4", "nest", "nest", "nest"], []], "tokens"),
    ([["T20", "T20", "nest", "nest"], [], ["T20", "nest", "nest", "nest"], []], "tokens"),
    ([["nest"] * 4, [], [], []], "tokens"),
])
def test_positions_invalid_tokens(tokens, field):
    assert err(base(tokens=tokens)).field == field


@pytest.mark.parametrize("changes, field", [
    ({"dice": [7, 1]}, "dice[0]"), ({"dice": [3]}, "dice"), ({"dice": [0, 2]}, "dice[0]"),
    ({"dice": [6, 6], "remaining": [1]}, "remaining"), ({"dice": [6, 6], "remaining": [6, 6, 6]}, "remaining"),
    ({"extra": {"ages": {"T13": 2}}}, "extra.ages.T13"), ({"extra": {"ages": {"T40": 1}}}, "extra.ages.T40"),
    ({"extra": {"ages": {"T12": 0}}}, "extra.ages.T12"), ({"extra": {"ages": {"T12": "3"}}}, "extra.ages.T12"),
    ({"extra": {"ages": {"T12": True}}}, "extra.ages.T12"), ({"extra": {"ages": {"X1": 2}}}, "extra.ages.X1"),
    ({"extra": {"ages": {"T99": 2}}}, "extra.ages.T99"), ({"extra": {"ages": [["T12", 2]]}}, "extra.ages"),
    ({"extra": {"ages": {"T12": 2}}, "rules": {"blockade_max_turns": 0}}, "extra.ages"),  # (reading)
    ({"variant": "pachisi ", "tokens": []}, "variant"),
])
def test_positions_invalid_fields(changes, field):
    assert err(base(**changes)).field == field


def test_positions_reverse_reading_remaining_is_the_face_rolled():
    p = pa({0: ["T10", G, G, G], 2: ["T40"]}, dice=[6, 6])
    p = do(p, rev(0, "T10", "T11", 6, 1))
    data = p.to_json(full=True)
    assert data["remaining"] == [6] and data["dice"] == [6, 6]
    assert roundtrip(p) == p and moves(roundtrip(p)) == moves(p)


def test_positions_produced_positions_round_trip_with_ages_and_bonuses():
    p = pa({0: ["T60", "T60", "T10", G], 2: ["T14"]}, dice=[4, 1], extra={"ages": {"T60": 2}})
    q = do(p, step(2, "T10", "T14", 4, captures=[(2, 0)]))
    data = q.to_json(full=True)
    assert data["extra"] == {"ages": {"T60": 2}} and data["bonuses"] == [20] and data["remaining"] == [1]
    back = Position.from_json(json.dumps(data))
    assert back == q and back.to_json(full=True) == data and moves(back) == moves(q)
    done = do(do(q, step(2, "T14", "T15", 1)), bonus(2, "T15", "T35", 20))
    assert ages(done) == {"T60": 3} and roundtrip(done) == done and done.turn == 2


def test_positions_produced_by_random_games_reload():
    seen_ages = seen_reverse = 0
    for seed in range(6):
        game = Game.new("pachisi", players=2 + seed % 3, seed=900 + seed)
        while game.step_random():
            p = game.position
            data = p.to_json(full=True)
            back = Position.from_json(json.dumps(data))
            assert back == p and back.to_json(full=True) == data
            seen_ages += bool(data["extra"].get("ages"))
        seen_reverse += sum(1 for ev in game.events if "move" in ev and ev["move"]["kind"] in ("step", "sum")
                            and ev["move"]["steps"] != sum(ev["move"]["dice"]))
        assert replay(game.record) == game.position
    assert seen_ages and seen_reverse


# -- parchis-cli with pachisi -------------------------------------------------------------------------------
def cli(capsys, *argv):
    code = cli_main([str(a) for a in argv])
    out, err_ = capsys.readouterr()
    return code, out, err_


def test_cli_moves_and_apply(capsys):
    text = json.dumps(pa({0: ["T10", G, G, G], 2: ["T40"]}, dice=[6, 6]).to_json(full=False))
    code, out, _ = cli(capsys, "moves", text)
    assert code == 0
    listed = json.loads(out)
    assert [(m["kind"], m["steps"], m["dice"]) for m in listed] == [
        ("step", 6, [6]), ("step", 1, [6]), ("sum", 12, [6, 6]), ("sum", 7, [6, 6]), ("sum", 2, [6, 6])]
    code, out, _ = cli(capsys, "apply", text, 1)
    assert code == 0
    after = Position.from_json(out)
    assert locs(after)[0][0] == "T11" and after.remaining == (6,)
    aged = json.dumps(pa({0: ["T12", "T12", "T40", G], 2: ["T13", "T13"]}, dice=[1, 2],
                         extra={"ages": {"T12": 3}}).to_json(full=True))
    code, out, _ = cli(capsys, "apply", aged, 2)
    assert code == 0 and json.loads(out)["extra"] == {"ages": {"T12": 4}}
    code, _, err_ = cli(capsys, "moves", json.dumps(base(extra={"ages": {"T40": 1}})))
    assert code == 2 and err_.startswith("parchis-cli: error: extra.ages.T40: ") and len(err_.splitlines()) == 1


def test_cli_play_and_bench(capsys):
    code, out, _ = cli(capsys, "play", "--variant", "pachisi", "--players", 3, "--seed", 4)
    assert code == 0
    record = json.loads(out)
    assert replay(record).is_over and record["start"]["variant"] == "pachisi"
    code, out, _ = cli(capsys, "bench", "--variant", "pachisi", "--players", 4, "--seconds", 0.2)
    assert code == 0 and "games/s" in out and "moves/s" in out
