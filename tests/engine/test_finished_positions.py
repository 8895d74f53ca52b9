"""Finished seats and positions that cannot happen (issue 24 item 2; docs/rules.md G-13, §6).

A seat whose every token is home (at the goal; on the Russian board, in its home column)
has finished: such a seat must be in ``finished``, a seat in ``finished`` must be home, and
a position in which every player is home is refused (the game ends before that).
*(reading, also in ``position._check_finished``: a given ``finished`` must list every seat
home; the minimal form has no ``finished``, and there one seat home is the seat that
finished -- the winner -- while two or more seats home are refused, since the order they
finished in, and so the winner, cannot be known.)*
"""
from __future__ import annotations

import json

import pytest

from parchis_desktop.cli import main
from parchis_desktop.engine import Game, Position, PositionError, legal_moves

from tests.helpers.positions import G, N, pos_json

HOME5 = ["H1", "H2", "H3", "H4", "H5"]   # russian56: five tokens fill the home column


def refused(data: dict, field: str) -> PositionError:
    with pytest.raises(PositionError) as exc:
        Position.from_json(data)
    assert exc.value.field == field, exc.value
    return exc.value


# -- every player home ---------------------------------------------------------------------
@pytest.mark.parametrize("finished", [None, [], [0], [0, 2]])
def test_two_seats_all_at_goal_are_refused(finished):
    # the audit's position: every token of both seats at the goal, finished empty
    extra = {} if finished is None else {"finished": finished}
    data = pos_json({0: [G] * 4, 2: [G] * 4}, dice=[3, 4], **extra)
    assert "every player" in refused(data, "tokens").reason


@pytest.mark.parametrize("variant, home", [("parchis", [G] * 4), ("pachisi", [G] * 4),
                                           ("russian", HOME5)])
def test_every_player_home_is_refused_on_every_board(variant, home):
    data = pos_json({0: home, 1: home, 2: home}, dice=[], variant=variant, count=len(home))
    refused(data, "tokens")
    # ...with places too: the game ends when one player is left
    data["rules"] = {"play_for_places": True}
    data["finished"] = [0, 1, 2]
    refused(data, "tokens")


# -- a seat home must be in finished ---------------------------------------------------------
@pytest.mark.parametrize("variant, home, count", [("parchis", [G] * 4, 4), ("russian", HOME5, 5)])
def test_a_seat_home_missing_from_a_given_finished_is_refused(variant, home, count):
    data = pos_json({0: home, 2: ["T40"]}, dice=[3, 4], variant=variant, finished=[], count=count)
    assert "not listed as finished" in refused(data, "finished").reason


def test_in_the_minimal_form_the_one_seat_home_has_finished():
    p = Position.from_json(pos_json({0: [G] * 4, 2: ["T40"]}, turn=2, dice=[3, 4]))
    assert p.finished == (0,) and p.winner == 0 and p.is_over
    assert legal_moves(p) == []
    # a game loaded from it is over (it used to roll and pass for ever)
    assert Game.from_json(json.dumps(pos_json({0: [G] * 4, 2: ["T40"]}, turn=2))).position.is_over


def test_in_the_minimal_form_two_seats_home_are_refused():
    data = pos_json({0: [G] * 4, 1: [G] * 4, 2: ["T40"]}, dice=[3, 4],
                    rules={"play_for_places": True}, turn=2)
    assert "which order" in refused(data, "finished").reason
    # with the order given it is a game for places still going on
    data["finished"] = [1, 0]
    p = Position.from_json(data)
    assert p.finished == (1, 0) and p.winner == 1


def test_with_teams_seats_of_different_teams_home_are_a_game_going_on():
    """§6 with teams (TM-4, issue 32): seats 0 and 1 (teams 0+2 and 1+3) home decide no place:
    an ordinary mid-game position, accepted without a ``finished`` order; the partners play on
    (TM-3).  One whole team home is the winner whichever partner came first; two whole teams
    home need the order."""
    data = pos_json({0: [G] * 4, 1: [G] * 4, 2: ["T40"], 3: ["T20"]}, dice=[3, 4], turn=2,
                    rules={"teams": True})
    p = Position.from_json(data)
    assert set(p.finished) == {0, 1} and not p.is_over
    assert legal_moves(p)                                 # seat 2 plays on
    assert Position.from_json(p.to_json()) == p           # and writes a valid full form
    # seat 0 to move: it has finished, so it plays its partner's (seat 2) tokens (TM-3)
    data0 = dict(data, turn=0)
    p0 = Position.from_json(data0)
    assert {m.seat for m in legal_moves(p0)} == {2}
    whole = pos_json({0: [G] * 4, 2: [G] * 4, 1: ["T40"], 3: ["T20"]}, dice=[3, 4], turn=1,
                     rules={"teams": True})
    w = Position.from_json(whole)
    assert w.is_over and set(w.team_places()[0]) == {0, 2}
    both = pos_json({0: [G] * 4, 2: [G] * 4, 1: [G] * 4, 3: [G] * 4}, dice=[3, 4], turn=1,
                    rules={"teams": True, "play_for_places": True})
    refused(both, "tokens")
    six = pos_json({0: [G] * 4, 3: [G] * 4, 1: [G] * 4, 4: [G] * 4, 2: ["T40"], 5: ["T60"]},
                   dice=[3, 4], turn=2, seats=6, rules={"teams": True, "play_for_places": True})
    assert "which order" in refused(six, "finished").reason   # two whole teams: who was first?


def test_the_russian_board_counts_the_home_column():
    data = pos_json({0: HOME5, 2: ["T40"]}, turn=2, dice=[3, 4], variant="russian", count=5)
    assert Position.from_json(data).finished == (0,)


def test_finished_seats_must_be_home_and_only_one_without_places():
    data = pos_json({0: [G] * 4, 1: [G] * 4, 2: ["T40"]}, dice=[3, 4], turn=2, finished=[0, 1])
    assert "only one seat" in refused(data, "finished").reason
    data = pos_json({0: [G, G, G, "H7"], 2: ["T40"]}, dice=[3, 4], finished=[0])
    assert "still has tokens" in refused(data, "finished").reason
    data = pos_json({0: HOME5[:4] + ["T30"], 2: ["T40"]}, dice=[3, 4], variant="russian", count=5,
                    finished=[0])
    assert "still has tokens" in refused(data, "finished").reason


def test_produced_positions_stay_valid():
    # A finished game's positions read back (a produced position is a valid input, §6).
    for variant, rules in (("parchis", None), ("russian", None), ("parchis", {"play_for_places": True}),
                           ("russian", {"play_for_places": True})):
        game = Game.new(variant, 3, seed=5, rules=rules)
        while game.step_random():
            pass
        final = game.position
        assert Position.from_json(final.to_json_str(full=True)) == final
        assert final.finished


def test_cli_moves_refuses_them(capsys, tmp_path):
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(pos_json({0: [G] * 4, 2: [G] * 4}, dice=[3, 4], finished=[])))
    code = main(["moves", str(path)])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.splitlines() == [err.strip()] and err.startswith("parchis-cli: error: tokens: ")
    path.write_text(json.dumps(pos_json({0: [G] * 4, 2: ["T40"]}, dice=[3, 4], finished=[])))
    assert main(["moves", str(path)]) == 2
    assert capsys.readouterr()[1].startswith("parchis-cli: error: finished: ")
