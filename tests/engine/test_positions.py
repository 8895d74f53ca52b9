"""Positions (docs/rules.md §6): invalid input is rejected naming the field; JSON round trips."""
from __future__ import annotations

import copy
import json

import pytest

from parchis_desktop.engine import Game, Position, PositionError, RuleError, RuleSet, validate_rules

from tests.helpers.positions import N, locs, moves, pos_json

BASE = pos_json({0: ["T10"], 2: ["T40"]}, dice=[3, 4])
BASE_ES = pos_json({0: ["T10"], 2: ["T40"]}, dice=[3], variant="spanish")


def err(data) -> PositionError:
    with pytest.raises(PositionError) as exc:
        Position.from_json(data)
    e = exc.value
    # A clear one-line message that starts with the field it names.
    assert "\n" not in str(e) and str(e).startswith(f"{e.field}: ") and e.reason
    return e


def edit(base=BASE, **changes) -> dict:
    data = copy.deepcopy(base)
    data.update(changes)
    return data


def with_tokens(seat, locations, base=BASE) -> dict:
    data = copy.deepcopy(base)
    data["tokens"][seat] = list(locations)
    return data


def test_base_positions_are_valid():
    assert locs(Position.from_json(BASE))[0] == ["T10", N, N, N]
    assert locs(Position.from_json(BASE_ES))[2] == ["T40", N, N, N]


# -- unknown variant or option ---------------------------------------------------------------
@pytest.mark.parametrize("variant", ["ludo", "", None, 3, "Parchis"])
def test_unknown_variant(variant):
    assert err(edit(variant=variant)).field == "variant"


def test_missing_variant():
    data = edit()
    del data["variant"]
    assert err(data).field == "variant"


@pytest.mark.parametrize("rules, field", [
    ({"frobnicate": True}, "rules.frobnicate"),
    ({"dice": 3}, "rules.dice"),
    ({"tokens": 6}, "rules.tokens"),
    ({"sum_moves": "yes"}, "rules.sum_moves"),
    ({"turn_order": "sideways"}, "rules.turn_order"),
    ({"capture_bonus": 15}, "rules.capture_bonus"),
    ({"mirror": True}, "rules.mirror"),            # a Russian option on the cross board
    ({"dice": 1}, "rules.sum_moves/dice"),         # parchis sums need two dice
])
def test_unknown_or_invalid_option(rules, field):
    assert err(edit(rules=rules)).field == field


def test_impossible_option_combination_in_spanish():
    assert err(edit(BASE_ES, rules={"sum_moves": True})).field == "rules.sum_moves/dice"
    assert err(edit(BASE_ES, rules={"extra_roll": "doubles"})).field == "rules.extra_roll/dice"
    with pytest.raises(RuleError) as exc:
        RuleSet.preset_named("spanish", sum_moves=True)
    assert exc.value.options == ("sum_moves", "dice")
    with pytest.raises(RuleError):
        RuleSet.preset_named("ludo")
    assert validate_rules(RuleSet.preset_named("parchis")) == RuleSet.preset_named("parchis")


def test_rules_must_be_an_object():
    assert err(edit(rules=["dice", 2])).field == "rules"


# -- seats, token counts, players ------------------------------------------------------------
@pytest.mark.parametrize("count", [1, 3, 5])
def test_wrong_token_count(count):
    assert err(with_tokens(0, ["nest"] * count)).field == "tokens[0]"


def test_token_count_follows_the_rules_option():
    data = pos_json({0: [], 2: []}, dice=[1, 2], rules={"tokens": 3})
    assert locs(Position.from_json(data))[0] == [N, N, N]
    assert err(with_tokens(0, ["nest"] * 4, data)).field == "tokens[0]"


def test_wrong_number_of_seats():
    data = edit()
    data["tokens"] = data["tokens"][:3]
    assert err(data).field == "tokens"
    assert err(edit(seats=3)).field == "seats"
    assert err(edit(tokens="T10")).field == "tokens"


@pytest.mark.parametrize("tokens", [
    [["nest"] * 4, [], [], []],
    [[], [], [], []],
])
def test_fewer_than_two_players(tokens):
    assert err(edit(tokens=tokens)).field == "tokens"


# -- token locations -----------------------------------------------------------------------
@pytest.mark.parametrize("seat, square", [
    (0, 1), (0, 2), (0, 3), (0, 4), (1, 18), (1, 21), (2, 35), (2, 38), (3, 52), (3, 55),
])
def test_token_off_its_own_route(seat, square):
    data = pos_json({s: [] for s in range(4)}, dice=[1, 2])
    data["tokens"][seat][1] = f"T{square}"
    assert err(data).field == f"tokens[{seat}][1]"


@pytest.mark.parametrize("loc", ["T0", "T69", "H0", "H8", "Tx", "X", "", "home", 5, None, ["T5"],
                                 "O3", "M", "A0", "A1", "P2", "P0"])
def test_not_a_location_on_this_board(loc):
    assert err(with_tokens(0, ["T10", loc, "nest", "nest"])).field == "tokens[0][1]"


@pytest.mark.parametrize("loc", ["T\u00b2", "H\u00b2", "P\u00b2", "T\u0661\u0660"])
def test_location_names_are_plain_ascii_numbers(loc):
    # Superscript / non-ASCII digits are not location names (G-5): reject them cleanly.
    assert err(with_tokens(0, ["T10", loc, "nest", "nest"])).field == "tokens[0][1]"


def test_own_prisoner_is_rejected():
    data = pos_json({0: [], 2: []}, dice=[1, 2])
    data["tokens"][2][0] = "P2"
    assert err(data).field == "tokens[2][0]"


def test_more_than_two_tokens_on_a_ring_square():
    assert err(with_tokens(0, ["T10", "T10", "T10", "nest"])).field == "tokens"
    assert err(with_tokens(0, ["T12", "T12", "T12", "nest"], BASE_ES)).field == "tokens"
    data = pos_json({0: ["T12", "T12"], 2: ["T12"]}, dice=[1], variant="spanish")
    assert err(data).field == "tokens"


@pytest.mark.parametrize("variant, square", [
    ("parchis", 10), ("parchis", 12), ("parchis", 39), ("spanish", 13), ("spanish", 40),
])
def test_two_colours_where_impossible(variant, square):
    data = pos_json({0: [f"T{square}"], 2: [f"T{square}"]}, dice=[1, 2] if variant == "parchis" else [1],
                    variant=variant)
    assert err(data).field == "tokens"


@pytest.mark.parametrize("square", [12, 17, 5, 22, 39, 56, 68])
def test_two_colours_on_spanish_safe_squares_and_starts(square):
    seats = [s for s in (0, 1, 2, 3) if square not in range(17 * s + 1, 17 * s + 5)][:2]
    data = pos_json({seats[0]: [f"T{square}"], seats[1]: [f"T{square}"]}, dice=[1], variant="spanish")
    p = Position.from_json(data)
    assert locs(p)[seats[0]][0] == locs(p)[seats[1]][0] == f"T{square}"


# -- Russian-only cells: rejected (the Russian board may not exist yet) -----------------------
RU_OK = [["nest"] * 5, ["nest"] * 5, ["nest"] * 5, ["nest"] * 5]


def ru(seat0_tokens):
    tokens = copy.deepcopy(RU_OK)
    tokens[0] = seat0_tokens
    return {"format": 1, "variant": "russian", "seats": 4, "tokens": tokens, "turn": 0, "dice": [3, 5]}


@pytest.mark.parametrize("tokens0, field", [
    (["goal", "nest", "nest", "nest", "nest"], "tokens[0][0]"),   # no goal in russian
    (["P0", "nest", "nest", "nest", "nest"], "tokens[0][0]"),     # P<own seat>
    (["A1", "nest", "nest", "nest", "nest"], "tokens[0][0]"),     # another seat's arrow cell
    (["O4", "nest", "nest", "nest", "nest"], "tokens[0][0]"),     # no rest cell beside T4
    (["H4", "nest", "nest", "nest", "nest"], "tokens"),           # home column not innermost first
    (["T57", "nest", "nest", "nest", "nest"], "tokens[0][0]"),    # not a square of the 56 ring
    (["nest"] * 4, "tokens[0]"),                                   # 5 tokens in russian
])
def test_russian_only_invalid_cells(tokens0, field):
    e = err(ru(tokens0))
    # Until the russian board exists the variant itself is refused; afterwards the cell is.
    assert e.field == "variant" or e.field.startswith(field), e


# -- turn, dice and the other fields ----------------------------------------------------------
@pytest.mark.parametrize("dice, field", [
    ([0, 3], "dice[0]"), ([3, 7], "dice[1]"), ([-1, 2], "dice[0]"), (["3", 4], "dice[0]"),
    ([True, 4], "dice[0]"), ([3.0, 4], "dice[0]"), ([3], "dice"), ([1, 2, 3], "dice"), ("34", "dice"),
    ([1, 2, 3, 4, 5], "dice"),
])
def test_bad_dice_parchis(dice, field):
    assert err(edit(dice=dice)).field == field


@pytest.mark.parametrize("dice, field", [([0], "dice[0]"), ([7], "dice[0]"), ([3, 4], "dice")])
def test_bad_dice_spanish(dice, field):
    assert err(edit(BASE_ES, dice=dice)).field == field


@pytest.mark.parametrize("turn", [4, -1, 1, 3, None, "0", 0.0])
def test_bad_turn(turn):
    assert err(edit(turn=turn)).field == "turn"  # out of range, an empty seat, or not a number


@pytest.mark.parametrize("changes, field", [
    ({"format": 2}, "format"),
    ({"remaining": [5]}, "remaining"),
    ({"remaining": [3, 4, 4]}, "remaining"),
    ({"streak": -1}, "streak"),
    ({"last_moved": 4}, "last_moved"),
    ({"to_move": 1}, "to_move"),
    ({"finished": [0]}, "finished"),
    ({"bonuses": [0]}, "bonuses[0]"),
    ({"arrival": [[1]]}, "arrival"),
    ({"extra": []}, "extra"),
])
def test_bad_full_form_fields(changes, field):
    assert err(edit(**changes)).field == field


@pytest.mark.parametrize("text, field", [
    ("{not json", "json"), ("", "json"), ('{"variant": "parchis",', "json"), ("[1, 2]", "position"),
    ("42", "position"), ("null", "position"), ("[" * 100000 + "]" * 100000, "json"),
])
def test_malformed_json(text, field):
    e = err(text)
    assert e.field == field


def test_valid_json_text_and_bytes():
    text = json.dumps(BASE)
    assert Position.from_json(text) == Position.from_json(BASE) == Position.from_json(text.encode())


# -- round trips --------------------------------------------------------------------------------
MINIMAL = [
    pos_json({0: ["T10", "H3", "goal"], 2: ["T40", "T40"]}, dice=[3, 4]),
    pos_json({0: [], 1: ["T17"], 2: ["H7"], 3: ["T51", "T1"]}, turn=3, dice=[]),
    pos_json({0: ["T12"], 2: ["T12"]}, dice=[6], variant="spanish"),
    pos_json({1: ["T5", "T5"], 3: ["T56"]}, turn=1, dice=[5, 5], rules={"capture_bonus": 20}),
    pos_json({0: ["T68"], 2: []}, dice=[1], variant="spanish", rules={"turn_order": "against_travel"}),
]


@pytest.mark.parametrize("data", MINIMAL)
def test_minimal_form_round_trip(data):
    p = Position.from_json(data)
    out = p.to_json(full=False)
    expected = dict(data)
    expected.setdefault("rules", {})
    assert out == expected
    assert Position.from_json(out) == p
    assert Position.from_json(json.dumps(out)) == p
    # The full form describes the same position.
    assert Position.from_json(p.to_json(full=True)) == p


def _game_positions(variant, players, seed):
    game = Game.new(variant, players=players, seed=seed)
    seen = [game.position]
    for _ in range(5000):
        if not game.step_random():
            break
        seen.append(game.position)
    else:
        pytest.fail("game did not end within 5000 events")
    return game, seen


@pytest.mark.parametrize("variant", ["parchis", "spanish"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_full_form_round_trip_through_a_random_game(variant, players):
    game, seen = _game_positions(variant, players, seed=1000 + players)
    for p in seen:
        data = p.to_json(full=True)
        back = Position.from_json(data)
        assert back == p, data
        assert back.to_json(full=True) == data
        assert Position.from_json(json.dumps(data)) == p
        assert moves(back) == moves(p)
    # A save file (position, generator state, record) loads back to the same game.
    loaded = Game.from_json(json.dumps(game.to_json()))
    assert loaded.position == game.position
    assert loaded.events == game.events


def test_minimal_form_of_game_positions_at_the_start_of_a_roll():
    """Parchís positions at the start of a roll need nothing beyond the minimal form."""
    game, seen = _game_positions("parchis", 4, seed=77)
    checked = 0
    for p in seen:
        if p.is_over or p.streak or (p.dice and (p.remaining != p.dice or p.bonuses)):
            continue
        back = Position.from_json(json.dumps(p.to_json(full=False)))
        assert locs(back) == locs(p) and back.turn == p.turn and back.dice == p.dice
        assert moves(back) == moves(p)
        checked += 1
    assert checked > 50


# -- move lists: a documented, stable order (§6) --------------------------------------------------
def test_move_list_order_is_stable_and_documented():
    """movegen's documented order: tokens by index; per token entering, then one die move per
    distinct remaining face in the order of the dice, then the sum, then bonuses."""
    data = pos_json({0: ["T10", "nest", "T30"], 2: ["T11"]}, dice=[5, 1])
    a = [m.to_dict() for m in Position.from_json(data).legal_moves()]
    b = [m.to_dict() for m in Position.from_json(json.dumps(data)).legal_moves()]
    assert a == b
    assert [(m["token"], m["kind"], m["to"], m["dice"]) for m in a] == [
        (0, "step", "T15", [5]), (0, "step", "T11", [1]), (0, "sum", "T16", [5, 1]),
        (1, "enter", "T5", [5]),
        (2, "step", "T35", [5]), (2, "step", "T31", [1]), (2, "sum", "T36", [5, 1]),
    ]
    assert a[1]["captures"] == [{"seat": 2, "token": 0}]


@pytest.mark.parametrize("where", ["extra", "rules", "tokens"])
def test_a_hostile_deeply_nested_dict_is_refused_not_a_recursion_error(where):
    # bench/soak.py --fuzz: a dict (not JSON text) nested hundreds of levels deep raised
    # RecursionError from the rule checks' repr and from to_json; it must be a PositionError.
    deep: object = 0
    for _ in range(5000):
        deep = [deep] if where == "tokens" else {"k": deep}
    data = {"variant": "parchis", "tokens": [["T5", "nest", "nest", "nest"], [], ["nest"] * 4, []],
            "turn": 0, "dice": [3, 4]}
    if where == "tokens":
        data["tokens"] = [deep, [], ["nest"] * 4, []]
    else:
        data[where] = {"x": deep} if where == "rules" else deep
    with pytest.raises(PositionError) as info:
        Position.from_json(data)
    assert "nested" in info.value.reason
    # Ordinary positions, and modest nesting in extra, still read and write.
    data.pop(where) if where != "tokens" else None
    data["tokens"] = [["T5", "nest", "nest", "nest"], [], ["nest"] * 4, []]
    assert Position.from_json(data).to_json()


def test_to_move_other_than_turn_is_refused_without_a_gift():
    # bench/soak.py --fuzz (case 687, seed 1): a Spanish position with to_move 2 and turn 3
    # was accepted; only a pending Russian gift (RU-8) lets another seat decide.
    data = {"variant": "spanish", "tokens": [["T5", "nest", "nest", "nest"], ["T30", "nest", "nest", "nest"],
                                             ["T43", "nest", "nest", "nest"], ["nest"] * 4],
            "turn": 3, "to_move": 2, "dice": [2]}
    with pytest.raises(PositionError) as info:
        Position.from_json(data)
    assert info.value.field == "to_move"
    data["to_move"] = 3
    assert Position.from_json(data).to_move == 3
