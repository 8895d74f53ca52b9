"""The bots on the larger boards (BD-1..BD-4) and with teams (TM-1..TM-4): the partner is no
opponent in the evaluation, the threat and blockade terms and the search; the arena's per-team
results; 8-seat Casual games that end."""
from __future__ import annotations

import pytest

from parchis_desktop.ai import win_probabilities
from parchis_desktop.ai.arena import play_game, run_arena
from parchis_desktop.ai.bots import make_bot
from parchis_desktop.ai.evaluate import capture_risk, seat_pips, threat_probability, utility
from parchis_desktop.ai.search import LeafCache
from parchis_desktop.engine import Game, Position, legal_moves

G3 = ["goal"] * 3


def P(tokens, teams=True, variant="parchis", turn=0, dice=(), **extra):
    return Position.from_json({"variant": variant, "tokens": tokens, "turn": turn, "dice": list(dice),
                               "rules": {"teams": teams}, **extra})


# -- evaluation -----------------------------------------------------------------------
@pytest.mark.parametrize("teams", [True, False])
def test_the_partner_is_no_threat(teams):
    """TM-2: seat 2 (seat 0's partner) stands 5 behind seat 0's token: a threat only without teams."""
    pos = P([["T45"] + G3, ["H1"] + G3, ["T40"] + G3, ["H1"] + G3], teams, turn=2)
    risk = capture_risk(pos)[0][0]
    threat = threat_probability(pos, 2, 0, 0)
    if teams:
        assert risk == 0.0 and threat == 0.0
    else:
        assert risk > 0.4 and threat > 0.4


@pytest.mark.parametrize("teams", [True, False])
def test_the_partner_in_reach_is_no_gain(teams):
    """ES-3 (capture bonus): the pips of a seat that could hit a token go down by the bonus it
    would earn -- never for a partner's token (TM-2)."""
    near = P([["T45"] + G3, ["H1"] + G3, ["T40"] + G3, ["H1"] + G3], teams, variant="spanish", turn=2)
    away = P([["H1"] + G3, ["H1"] + G3, ["T40"] + G3, ["H1"] + G3], teams, variant="spanish", turn=2)
    if teams:
        assert seat_pips(near)[2] == pytest.approx(seat_pips(away)[2])
    else:
        assert seat_pips(near)[2] < seat_pips(away)[2] - 1


def test_a_pair_of_one_team_is_a_blockade_nobody_captures():
    """TM-2: a token of seat 0 and one of its partner on one ring square block and are safe."""
    pos = P([["T45"] + G3, ["T40"] + G3, ["T45"] + G3, ["H1"] + G3], turn=1,
            arrival=[[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3]])
    assert threat_probability(pos, 1, 0, 0) == 0.0
    assert threat_probability(pos, 1, 2, 0) == 0.0
    lone = P([["T45"] + G3, ["T40"] + G3, ["T30"] + G3, ["H1"] + G3], turn=1)
    assert threat_probability(lone, 1, 0, 0) > 0.4


def test_win_probabilities_are_per_team():
    pos = P([["T45", "T20", "nest", "goal"], ["T40", "nest", "nest", "nest"],
             ["T10", "H3", "goal", "goal"], ["T60", "nest", "nest", "nest"]])
    wp = win_probabilities(pos)
    assert wp[0] == wp[2] and wp[1] == wp[3]
    assert wp[0] + wp[1] == pytest.approx(1.0)
    assert wp[0] > 0.8                          # seat 0's team is far ahead
    assert utility(pos, 0) == utility(pos, 2) > utility(pos, 1) == utility(pos, 3)


def test_a_team_home_has_won_and_one_finished_partner_has_not():
    home = P([G3 + ["goal"], ["T40", "nest", "nest", "nest"], G3 + ["goal"], ["T60", "nest", "nest", "nest"]],
             finished=[0, 2], turn=1)
    assert win_probabilities(home) == [1.0, 0.0, 1.0, 0.0]
    one = P([G3 + ["goal"], ["H7"] + G3, ["nest"] * 4, ["H7"] + G3], finished=[0], turn=1)
    wp = win_probabilities(one)
    assert wp[1] > wp[0] > 0.0                  # TM-4: seat 0 home, its partner still in the nest
    values = LeafCache().values(one)
    assert values[0] == values[2] < values[1] == values[3] < 2.0


# -- bots -----------------------------------------------------------------------------
def test_strong_protects_the_partner():
    """Seat 0 rolls 4:1 and can capture seat 1's token that stands 3 behind the partner's token
    near home, or play on; with teams it takes the hunter off the partner's back."""
    tokens = [["T23", "T6", "goal", "goal"], ["T27", "nest", "nest", "nest"],
              ["T30", "goal", "goal", "goal"], ["T8", "nest", "nest", "nest"]]
    with_teams = make_bot("strong", seed=1).choose(P(tokens, True, dice=(4, 1)))
    alone = make_bot("strong", seed=1).choose(P(tokens, False, dice=(4, 1)))
    assert (with_teams.frm, with_teams.to, with_teams.captures) == ("T23", "T27", ((1, 0),))
    assert not alone.captures                   # without teams the partner is no concern of seat 0


@pytest.mark.parametrize("spec", ["casual", "strong"])
def test_bots_cover_a_threatened_partner(spec):
    """Seat 0 may land on its partner's lone token 3 squares ahead of seat 1's (TM-2: the pair
    is a blockade, both safe) or move elsewhere within the hunter's reach."""
    pos = P([["T26"] + G3, ["T27"] + G3, ["T30"] + G3, ["H1"] + G3], dice=(4, 2))
    m = make_bot(spec, seed=1).choose(pos)
    assert (m.frm, m.to) == ("T26", "T30")


def test_casual_does_not_fear_the_partner():
    """Seat 0 rolls 1:6; T26/T27 are within reach of the partner only, T21 of seat 1's token."""
    tokens = [["T20"] + G3, ["T14"] + G3, ["T24"] + G3, ["H1"] + G3]
    with_teams = make_bot("casual", seed=1).choose(P(tokens, True, dice=(1, 6)))
    alone = make_bot("casual", seed=1).choose(P(tokens, False, dice=(1, 6)))
    assert with_teams.to in ("T26", "T27")
    assert alone.to == "T21"


def test_casual_does_not_block_the_partner():
    """Seat 0 rolls 6:1 and could pair its tokens on the safe T34: it does when its partner's
    token is ahead, not when the blockade would stand 3 squares in front of it (TM-2, PL-11)."""
    def choice(partner):
        pos = P([["T28", "T34", "goal", "goal"], ["H1"] + G3, [partner] + G3, ["H1"] + G3], dice=(6, 1))
        m = make_bot("casual", seed=1).choose(pos)
        return m.frm, m.to

    assert choice("T40") == ("T28", "T34")
    assert choice("T31") != ("T28", "T34")


def test_finished_player_plays_the_partner_tokens_for_the_team():
    """TM-3: seat 0 is home and plays seat 2's tokens; every bot picks a legal move of them."""
    pos = P([G3 + ["goal"], ["T27", "nest", "nest", "nest"], ["T26", "T50", "goal", "goal"],
             ["T8", "nest", "nest", "nest"]], finished=[0], dice=(4, 2))
    moves = legal_moves(pos)
    assert moves and all(m.seat == 2 for m in moves)
    for spec in ("beginner", "casual", "strong", "expert#40"):
        assert make_bot(spec, seed=2).choose(pos) in moves


# -- the arena --------------------------------------------------------------------------
def test_arena_team_results():
    summary = run_arena("parchis", 4, ["strong", "random", "strong", "random"], 4, seed=3, teams=True)
    rep = summary["report"]
    teams = {t["team"]: t for t in rep["teams"]}
    assert set(teams) == {"strong+strong", "random+random"}
    assert all(t["games"] == 4 for t in teams.values())
    assert sum(t["wins"] for t in teams.values()) == 4 - summary["extras"]["unfinished"]
    bots = {e["bot"]: e for e in rep["bots"]}
    assert bots["strong"]["wins"] == 2 * teams["strong+strong"]["wins"]   # both partners credited
    assert summary["extras"]["par"] == 0.5


def test_arena_rotation_keeps_partners_together():
    for i in range(4):
        r = play_game("parchis", 4, ["strong", "casual", "beginner", "random"], i, seed=1, teams=True)
        by_seat = dict(zip(r.seats, r.specs))
        labels = sorted(label for label, _ in r.teams)
        assert labels == ["casual+random", "strong+beginner"]
        for label, (a, b) in r.teams:
            assert {by_seat[a], by_seat[b]} == set(label.split("+"))


@pytest.mark.parametrize("players,seats,expected", [(6, None, [0, 1, 2, 3, 4, 5]), (2, 6, [0, 3]),
                                                    (4, 8, [0, 2, 4, 6])])
def test_arena_on_larger_boards(players, seats, expected):
    r = play_game("parchis", players, ["casual"] * players, 0, seed=2, seats=seats)
    assert r.seats == expected and r.winner in expected


def test_arena_rejects_bad_boards_and_teams():
    from parchis_desktop.ai.arena import ArenaError
    with pytest.raises(ArenaError, match="seats"):
        run_arena("parchis", 4, ["casual"] * 4, 1, seats=5)
    with pytest.raises(ArenaError) as exc:
        run_arena("parchis", 3, ["casual"] * 3, 1, teams=True)
    assert exc.value.field == "teams"
    with pytest.raises(ArenaError) as exc:
        run_arena("russian", 6, ["casual"] * 6, 1)
    assert exc.value.field == "players"


# -- long games -------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [0, 1])
def test_casual_eight_seat_game_ends(seed):
    """Eight Casual players once played on past 20,000 moves (every token captured again and
    again on the 136-square ring: docs/ai-tuning.md); the game ends well within that now."""
    game = Game.new("parchis", players=8, seats=8, seed=seed)
    bots = {s: make_bot("casual", seed=seed * 10 + s) for s in game.position.players}
    moves = 0
    while not game.position.is_over and moves < 12_000:
        pos = game.position
        if pos.needs_roll:
            game.roll()
            continue
        legal = legal_moves(pos)
        if not legal:
            game.pass_roll()
            continue
        game.push(legal[0] if len(legal) == 1 else bots[pos.to_move].choose(pos))
        moves += 1
    assert game.position.is_over, f"no winner after {moves} moves"


def test_captures_still_to_come_thin_out_on_larger_rings():
    """Constants.exposure: on 17N squares the hunters' tokens are spread N/4 times as thin, so
    three hunters on six seats weigh as two on four."""
    from parchis_desktop.ai.evaluate import geometry
    g4 = geometry(Game.new("parchis", 4, seed=1).position)
    g6 = geometry(Game.new("parchis", 6, seed=1).position)
    assert g6.race(3).loss[40] < g4.race(3).loss[40]
    assert g6.race(3).loss[40] == pytest.approx(g4.race(2).loss[40])


def test_hint_calls_a_pair_with_the_partner_a_blockade():
    """TM-2: landing on the partner's lone token forms a blockade; the hint says so."""
    from parchis_desktop.ai.hint import reason_for
    pos = P([["T26"] + G3, ["T27"] + G3, ["T30"] + G3, ["H1"] + G3], dice=(4, 2))
    move = next(m for m in legal_moves(pos) if m.to == "T30")
    assert reason_for(pos, move) == "blockade"


def test_cli_arena_seats_and_teams(capsys):
    import json

    from parchis_desktop import cli
    assert cli.main(["arena", "--players", "4", "--seats", "8", "--teams", "--bots", "casual,random,casual,random",
                     "--games", "2", "--seed", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [t["team"] for t in data["teams"]] == ["casual+casual", "random+random"]
    assert sum(t["wins"] for t in data["teams"]) == 2
    assert cli.main(["arena", "--players", "4", "--teams", "--bots", "casual,random,casual,random",
                     "--games", "1"]) == 0
    text = capsys.readouterr().out
    assert "in 2 teams (par 50.0%)" in text and "casual+casual" in text
