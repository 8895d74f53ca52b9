"""Issue 23 in the window: the 6- and 8-seat boards and team play (RULES.md §7: BD-1, BD-4,
TM-1..TM-4), played through the real window offscreen.

The whole games are kept short (two tokens a player on the big boards, Beginner bots, no
animation or pause, fixed seeds), a few seconds each."""
from __future__ import annotations

import json

from PySide6.QtWidgets import QFrame, QLabel
from tests.helpers.ui import wait_for_human

from parchis_desktop.engine import Game, Position, legal_moves, replay
from parchis_desktop.store.folders import data_dir
from parchis_desktop.store.history import HistoryDB, default_path
from parchis_desktop.ui.game.players import BOT, EMPTY, HUMAN, SeatPlayer


def autoplay_to_the_end(qtbot, make_window, monkeypatch, variant, players, seats, seed, **kw):
    """An all-computer game (Beginner bots) in the window, until it is over."""
    monkeypatch.setenv("PARCHIS_AUTOPLAY_LEVEL", "beginner")
    w = make_window(autosave=False)
    ends = []
    w.game_finished.connect(ends.append)
    w.start_autoplay(variant, seed, players, "instant", seats=seats, **kw)
    qtbot.waitUntil(lambda: bool(ends), timeout=60_000)
    return w, ends[0]


def stored_rows(w):
    assert w.history_writer.flush()
    db = HistoryDB(default_path(data_dir()))
    rows = db.games(include_demo=True)
    events = {row.id: db.events(row.id) for row in rows}
    db.close()
    return rows, events


def check_recorded(w, rows, events):
    """The history holds the game as played: its seats, rules, places and every event."""
    game = w.controller.game
    [row] = rows
    assert len(row.seats) == game.position.board.seats
    assert [s["kind"] != "empty" for s in row.seats] == [bool(t) for t in game.position.tokens]
    assert row.rules.get("teams", False) is game.position.rules.teams
    assert row.finished and row.places == game.position.places()
    assert events[row.id] == json.loads(json.dumps(game.events))
    assert replay({"start": json.loads(row.start), "events": events[row.id]}) == game.position


def test_autoplay_of_a_six_seat_game_to_the_end(qtbot, make_window, monkeypatch):
    w, places = autoplay_to_the_end(qtbot, make_window, monkeypatch, "parchis", 6, 6, seed=3,
                                    options={"tokens": 2})
    pos = w.controller.position
    assert pos.is_over and pos.board.seats == 6 and w.scene.board.seats == 6   # BD-1: the 102-square board
    assert pos.players == (0, 1, 2, 3, 4, 5) and places == pos.places()
    assert sorted(w.panel._rows) == list(range(6))
    assert "6 seats" in w.panel.rules_label.text()
    check_recorded(w, *stored_rows(w))
    # The history and its replay of a six-seat game (the replay window must not choke on it).
    w.show_history()
    replay_window = w.history_window.replay_row(0)
    replay_window.last()
    assert replay_window.position() == pos
    # ... and the statistics: one win-chance curve per seat.
    w.show_statistics()
    qtbot.waitUntil(lambda: w.stats_window.series() is not None, timeout=30_000)
    assert sorted(w.stats_window.series()["probs"]) == list(range(6))


def test_autoplay_of_an_eight_seat_game_to_the_end(qtbot, make_window, monkeypatch):
    w, places = autoplay_to_the_end(qtbot, make_window, monkeypatch, "spanish", 8, 8, seed=6,
                                    options={"tokens": 2})
    pos = w.controller.position
    assert pos.is_over and pos.board.seats == 8 and w.scene.board.seats == 8
    assert len(pos.players) == 8 and places == pos.places()
    assert len(w.panel._rows) == 8 and w.panel._one_line   # eight players: one line each
    check_recorded(w, *stored_rows(w))


def test_autoplay_seats_four_players_on_six_seats_by_bd4(qtbot, make_window, monkeypatch):
    monkeypatch.setenv("PARCHIS_AUTOPLAY_LEVEL", "beginner")
    w = make_window(autosave=False)
    w.start_autoplay("pachisi", 3, 4, "instant", seats=6)
    assert w.controller.position.players == (0, 1, 3, 4) and w.scene.board.seats == 6
    w.start_autoplay("parchis", 3, 2, "instant", seats=6)       # two on six seats: 0 and 3, not a 4-seat board
    assert w.controller.position.players == (0, 3) and w.controller.position.board.seats == 6
    assert w.scene.board.seats == 6


def four_bots(level="beginner"):
    return [SeatPlayer(BOT, level, name) for name in ("Ana", "", "Olga", "")]


def test_a_team_game_through_the_window_to_its_team_places(qtbot, make_window):
    """A 4-seat team game played in the window (not a demo) to the game-over dialog (TM-4)."""
    from parchis_desktop.engine.rules import RuleSet
    w = make_window()
    w.start_game("parchis", four_bots(), seed=6, rules=RuleSet.preset_named("parchis", teams=True))
    assert [t.text() for t, _place in w.panel._team_rows] == ["Team 1", "Team 2"]
    qtbot.waitUntil(lambda: w.game_over_dialog is not None, timeout=60_000)
    pos = w.controller.position
    first, second = pos.team_places()
    assert pos.is_over and set(first) <= set(pos.finished)
    dialog = w.game_over_dialog
    texts = [x.text() for x in dialog.findChildren(QLabel)]
    names = {0: "Ana", 1: "Blue", 2: "Olga", 3: "Green"}
    assert f"{names[first[0]]} + {names[first[1]]} win!" in texts          # both partners win
    team_rows = [x.text() for x in dialog.findChildren(QLabel, "teamPlace")]
    number = {(0, 2): "Team 1", (1, 3): "Team 2"}
    assert team_rows == [f"{number[tuple(sorted(t))]}: {names[t[0]]} + {names[t[1]]}" for t in (first, second)]
    # The panel: the winning team's title says its place; the log's last line names the team.
    places = {title.text(): place.text() for title, place in w.panel._team_rows}
    assert places[number[tuple(sorted(first))]] == "place 1"
    assert w.panel.log_lines()[-1] == f"{names[first[0]]} + {names[first[1]]} win the game as a team!"
    # TM-3: the first partner home went on playing the other's tokens, and the log said who played.
    assert any("(played by the partner, " in line for line in w.panel.log_lines())
    # The history counts the team's place for both partners (Ana and Olga are one team).
    rows, events = stored_rows(w)
    check_recorded(w, rows, events)
    from parchis_desktop.store.stats import place_of
    assert place_of(rows[0], 0) == place_of(rows[0], 2) == (1 if 0 in first else 2)
    w.show_history()
    assert w.history_window.table.item(0, 3).text() == f"{names[first[0]]} + {names[first[1]]} won"
    replay_window = w.history_window.replay_row(0)                # the replay's log says TM-3's plays too
    lines = [replay_window.log.item(i).text() for i in range(replay_window.log.count())]
    assert any("(played by the partner, " in line for line in lines)


def team_six_roster():
    """Six seats, four players in two teams: Ana (Yellow) with Dan (Green), Blue with Orange."""
    return [SeatPlayer(HUMAN, name="Ana"), SeatPlayer(BOT, "beginner"), SeatPlayer(EMPTY),
            SeatPlayer(HUMAN, name="Dan"), SeatPlayer(BOT, "beginner"), SeatPlayer(EMPTY)]


def test_a_six_seat_team_game_saves_and_loads_through_the_window(qtbot, make_window, tmp_path):
    from parchis_desktop.engine.rules import RuleSet
    w = make_window()
    w.start_game("parchis", team_six_roster(), seed=4, rules=RuleSet.preset_named("parchis", teams=True))
    for _ in range(40):
        wait_for_human(qtbot, w)
        pos = w.controller.position
        w.controller.roll() if pos.needs_roll else w.controller.play_move(legal_moves(pos)[0])
    wait_for_human(qtbot, w)
    path = tmp_path / "teams.json"
    assert w.save_to(path)
    other = make_window()
    assert other.load_from(path)
    pos = other.controller.position
    assert pos == w.controller.position and pos.rules.teams and pos.board.seats == 6
    assert [p.to_dict() for p in other.controller.players] == [p.to_dict() for p in w.controller.players]
    assert other.scene.board.seats == 6
    assert [t.text() for t, _place in other.panel._team_rows] == ["Team 1", "Team 2"]
    assert other.panel.log_lines()[:20] == w.panel.log_lines()[:20]   # the log comes back from the record
    # Undo in the loaded team game goes back to the start of a human's turn, as on four seats.
    for _ in range(6):
        wait_for_human(qtbot, other)
        p = other.controller.position
        other.controller.roll() if p.needs_roll else other.controller.play_move(legal_moves(p)[0])
    wait_for_human(qtbot, other)
    if other.controller.can_undo():
        events = len(other.controller.game.events)
        other.undo()
        assert len(other.controller.game.events) < events


def test_the_side_panel_shows_the_teams_with_a_stripe_of_both_colours(qtbot, make_window):
    from parchis_desktop.engine.rules import RuleSet
    from parchis_desktop.ui.theme import seat_colour
    w = make_window()
    w.start_game("parchis", team_six_roster(), seed=4, rules=RuleSet.preset_named("parchis", teams=True))
    panel = w.panel
    titles = [t for t, _place in panel._team_rows]
    assert [t.text() for t in titles] == ["Team 1", "Team 2"]
    assert titles[0].toolTip() == "Team 1: Ana + Dan" and titles[1].toolTip() == "Team 2: Blue + Orange"
    stripes = panel.players_box.findChildren(QFrame, "teamStripe")
    assert len(stripes) == 2
    style = stripes[0].styleSheet()
    assert seat_colour(0).name() in style and seat_colour(3).name() in style
    # The partners' rows follow their team's title: Ana, Dan under Team 1, Blue, Orange under Team 2.
    grid = panel.players_grid
    row_of = {seat: grid.getItemPosition(grid.indexOf(name))[0] for seat, (name, _p, _i) in panel._rows.items()}
    title_rows = [grid.getItemPosition(grid.indexOf(t))[0] for t in titles]
    assert title_rows[0] < row_of[0] < row_of[3] < title_rows[1] < row_of[1] < row_of[4]
    assert "teams" in panel.rules_label.text() and "(modified)" not in panel.rules_label.text()


def finished_partner_position() -> Position:
    """Six seats in teams: Yellow (seat 0) has all four tokens home and is to move with a 3;
    the partner Green (seat 3) has a token on the board (TM-3)."""
    return Position.from_json({
        "format": 1, "variant": "parchis", "seats": 6, "rules": {"teams": True},
        "tokens": [["goal"] * 4, ["nest"] * 4, [], ["T60", "nest", "nest", "nest"], ["nest"] * 4, []],
        "turn": 0, "dice": [], "finished": [0]})


def test_tm3_a_player_with_every_token_home_moves_the_partners_and_is_told_so(qtbot, make_window):
    pos = finished_partner_position()
    w = make_window()
    roster = [SeatPlayer(HUMAN, name="Ana"), SeatPlayer(BOT, "beginner"), SeatPlayer(EMPTY),
              SeatPlayer(BOT, "beginner", "Dan"), SeatPlayer(BOT, "beginner"), SeatPlayer(EMPTY)]
    w.load_game_object(Game(pos, seed=1), [p.to_dict() for p in roster])
    wait_for_human(qtbot, w)
    w.controller.roll((3, 1))
    wait_for_human(qtbot, w)
    moves = legal_moves(w.controller.position)
    assert moves and all(m.seat == 3 for m in moves)                 # the partner's tokens
    assert w.panel.turn_label.text() == "Ana to move\n(for the partner, Dan)"
    assert w.panel.status.text().startswith("All your tokens are home: move your partner's tokens (Dan).")
    assert "plays the partner's tokens" in w.panel._rows[0][2].text()
    assert (3, 0) in w.move_input.movable                            # Dan's token glows for Ana
    w.move_input.click_token(3, 0)                                   # ... and a click on it is taken
    assert w.move_input.selected == (3, 0)                           # (it has several moves: 3, 1, 4)
    w.move_input.activate_focus()                                    # Enter: the first destination
    qtbot.waitUntil(lambda: any("(played by the partner, Ana)" in line for line in w.panel.log_lines()))
    assert w.controller.position.tokens[3][0] != pos.tokens[3][0]


def test_the_rules_in_force_and_the_help_page_say_the_board_and_teams(qtbot, make_window):
    from parchis_desktop.engine.rules import RuleSet
    w = make_window()
    w.start_game("parchis", team_six_roster(), seed=4, rules=RuleSet.preset_named("parchis", teams=True))
    w.show_rules()                                              # Game → Rules in force
    view = w.rules_view
    assert "Board: 6 seats." in view.summary.text()
    assert view.rows["teams"].value() is True and "Teams" in view.rows["teams"].control.text()
    view.close()
    helper = w.show_help()                                      # F1: the page of the game in progress
    text = helper.page_text()
    html = helper.browser.toHtml()
    assert "6 seats" in text and "other boards: 4 seats, 8 seats" in text
    assert "Teams" in text and 'href="help:board#TM-1"' in html   # the team rules are on the board page
    w.start_game("parchis", four_bots(), seed=2)                 # a new game: the page follows
    assert "4 seats" in helper.page_text() and "other boards: 6 seats, 8 seats" in helper.page_text()


def test_the_demo_command_line_takes_the_board_size_and_teams():
    from parchis_desktop.app import parse_args
    options, _qt = parse_args(["--autoplay", "--players", "8", "--seats", "8", "--teams"])
    assert (options.players, options.seats, options.teams) == (8, 8, True)
    options, _qt = parse_args(["--autoplay", "--players", "6"])
    assert (options.players, options.seats, options.teams) == (6, None, False)


def test_undo_in_a_six_seat_game_goes_back_to_the_humans_turn(qtbot, make_window):
    w = make_window()
    w.start_game("parchis", team_six_roster()[:1] + [SeatPlayer(BOT, "beginner")] * 5, seed=4)
    for _ in range(200):
        wait_for_human(qtbot, w)
        pos = w.controller.position
        if pos.needs_roll and w.controller.can_undo() and len(w.controller.game.events) > 10:
            break
        w.controller.roll() if pos.needs_roll else w.controller.play_move(legal_moves(pos)[0])
    assert w.controller.can_undo()
    events = len(w.controller.game.events)
    w.undo()
    pos = w.controller.position
    assert len(w.controller.game.events) < events and pos.turn == 0 and pos.needs_roll
    assert w.scene.board.seats == 6


def test_the_last_choice_starts_the_next_game_on_its_board_old_four_seat_choices_too(qtbot, make_window):
    w = make_window()
    six = {"variant": "pachisi", "seats": 6, "rules": {"preset": "pachisi", "teams": True},
           "players": [p.to_dict() for p in team_six_roster()]}
    w.settings.set_last_new_game(six)
    w.start_default_game()
    pos = w.controller.position
    assert pos.board.seats == 6 and pos.players == (0, 1, 3, 4) and pos.rules.teams
    assert w.controller.players[3].name == "Dan"
    old = {"variant": "spanish", "players": [{"kind": "human", "name": "Ana"}, {"kind": "empty"},
                                             {"kind": "bot", "level": "casual"}, {"kind": "empty"}]}
    w.settings.set_last_new_game(old)                    # remembered before the larger boards: no "seats"
    w.start_default_game()
    pos = w.controller.position
    assert pos.variant == "spanish" and pos.board.seats == 4 and pos.players == (0, 2)
    assert w.controller.players[0].name == "Ana"


def test_the_demo_refuses_a_board_or_a_player_count_the_rules_do_not_have(qtbot, make_window):
    import pytest
    w = make_window(autosave=False)
    with pytest.raises(ValueError, match="russian on 4 seats takes 2 to 4 players, not 6"):
        w.start_autoplay("russian", 1, 6, "instant")            # BD-1: Russian is played on four seats only
    with pytest.raises(ValueError, match="pachisi plays on 4 or 6 seats, not 8"):
        w.start_autoplay("pachisi", 1, 4, "instant", seats=8)


def test_eight_players_in_teams_fit_the_panel_at_800_x_560(qtbot, make_window, translated):
    from parchis_desktop.engine.rules import RuleSet
    translated("ru")                                              # the longer colour names
    w = make_window()
    w.resize(800, 560)
    qtbot.waitUntil(lambda: w.height() == 560)
    roster = [SeatPlayer(HUMAN, name="Ana")] + [SeatPlayer(BOT, "beginner") for _ in range(7)]
    w.start_game("spanish", roster, seed=4, rules=RuleSet.preset_named("spanish", teams=True))
    wait_for_human(qtbot, w)
    qtbot.wait(1)   # noqa: the layout settles on the next event-loop turn
    panel, box = w.panel, w.panel.players_box
    assert len(panel._team_rows) == 4 and len(panel._rows) == 8
    for name, _place, info in panel._rows.values():            # every row whole inside the box
        for label in (name, info):
            assert label.isVisible() and label.height() >= label.fontMetrics().height()
            top = label.mapTo(box, label.rect().topLeft()).y()
            assert 0 <= top and top + label.height() <= box.height()
        assert name.width() >= name.fontMetrics().horizontalAdvance(name.text()) - 1   # no clipped name
    log = panel.log
    assert log.viewport().height() >= 3 * log.fontMetrics().lineSpacing()          # the log keeps lines


def test_a_six_seat_team_game_is_autosaved_and_resumed(qtbot, make_window):
    from parchis_desktop.engine.rules import RuleSet
    w = make_window()
    w.start_game("parchis", team_six_roster(), seed=4, rules=RuleSet.preset_named("parchis", teams=True))
    for _ in range(12):
        wait_for_human(qtbot, w)
        pos = w.controller.position
        w.controller.roll() if pos.needs_roll else w.controller.play_move(legal_moves(pos)[0])
    wait_for_human(qtbot, w)
    w.autosaver.flush()
    saved, players = w.controller.position, [p.to_dict() for p in w.controller.players]
    w.close()
    again = make_window()
    assert again.has_resumable_autosave() and again.resume_autosave()   # it was refused before issue 23
    assert again.controller.position == saved and saved.rules.teams and saved.board.seats == 6
    assert [p.to_dict() for p in again.controller.players] == players
    assert again.scene.board.seats == 6 and len(again.panel._team_rows) == 2
