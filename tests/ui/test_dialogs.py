"""The new-game, settings and end-of-game dialogs."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel

from parchis_desktop.ui.game.players import BOT, EMPTY, HUMAN
from parchis_desktop.ui.dialogs.common import GameOverDialog, SettingsDialog
from parchis_desktop.ui.dialogs.new_game import NewGameDialog
from parchis_desktop.store.settings import Settings


def test_new_game_defaults_to_one_human_against_three_computers(qtbot):
    d = NewGameDialog(None)
    qtbot.addWidget(d)
    choice = d.choice()
    assert choice["variant"] == "parchis"
    assert [p["kind"] for p in choice["players"]] == [HUMAN, BOT, BOT, BOT]


def test_two_players_sit_at_seats_0_and_2_by_default(qtbot):
    d = NewGameDialog(None)
    qtbot.addWidget(d)
    d.count.setValue(2)
    kinds = [p["kind"] for p in d.choice()["players"]]
    assert kinds[1] == EMPTY and kinds[3] == EMPTY
    assert kinds[0] != EMPTY and kinds[2] != EMPTY
    assert d.ok_button.isEnabled()


def test_fewer_than_two_seats_cannot_start(qtbot):
    d = NewGameDialog(None)
    qtbot.addWidget(d)
    for seat in (1, 2, 3):
        d.kinds[seat].setCurrentIndex(d.kinds[seat].findData(EMPTY))
    assert not d.ok_button.isEnabled()
    assert d.hint.text()


def test_the_last_choice_is_remembered(qtbot, tmp_path):
    settings = Settings(tmp_path / "s.ini")
    d = NewGameDialog(None)
    qtbot.addWidget(d)
    d.variant.setCurrentIndex(d.variant.findData("spanish"))
    d.kinds[0].setCurrentIndex(d.kinds[0].findData(BOT))
    d.levels[0].setCurrentIndex(d.levels[0].findData("strong"))
    d.names[2].setText("Olga")
    settings.set_last_new_game(d.choice())
    again = NewGameDialog(settings.last_new_game())
    qtbot.addWidget(again)
    choice = again.choice()
    assert choice["variant"] == "spanish"
    assert choice["players"][0] == {"kind": BOT, "level": "strong", "name": ""}
    assert choice["players"][2]["name"] == "Olga"


def test_settings_dialog_stores_typed_values(qtbot, tmp_path):
    settings = Settings(tmp_path / "s.ini")
    d = SettingsDialog(settings)
    qtbot.addWidget(d)
    d.speed.setCurrentIndex(d.speed.findData("instant"))
    d.sound.setChecked(False)
    d.pace.setCurrentIndex(d.pace.findData(1000))
    d.store()
    again = Settings(tmp_path / "s.ini")
    assert again.get("animation/speed") == "instant"
    assert again.get("sound/enabled") is False
    assert again.get("bots/pace_ms") == 1000


def test_game_over_dialog_lists_places(qtbot):
    d = GameOverDialog([2, 0], {0: "Ana"})
    qtbot.addWidget(d)
    assert d.windowTitle() == "Game over"
    labels = [w.text() for w in d.findChildren(QLabel)]
    assert "Red wins!" in labels
    assert "Ana" in labels and "1." in labels and "2." in labels
    assert d.again.text() == "&Play again"


# -- issue 23: the board size and teams (RULES.md §7: BD-1, BD-4, TM-1) ------------------------

def sizes(d):
    return [d.board_size.itemData(i) for i in range(d.board_size.count())]


def kinds(d):
    return [p["kind"] for p in d.choice()["players"]]


def test_the_board_sizes_offered_are_the_engines_bd1(qtbot):
    d = NewGameDialog(None)
    qtbot.addWidget(d)
    offered = {}
    for preset in ("parchis", "spanish", "pachisi", "russian"):
        d.variant.setCurrentIndex(d.variant.findData(preset))
        offered[preset] = (sizes(d), d.board_size.isEnabled())
    assert offered == {"parchis": ([4, 6, 8], True), "spanish": ([4, 6, 8], True),
                       "pachisi": ([4, 6], True), "russian": ([4], False)}
    assert "four-seat board only" in d.board_size.toolTip()


def test_a_larger_board_shows_its_seat_rows_and_seats_the_players_by_bd4(qtbot):
    d = NewGameDialog(None)
    qtbot.addWidget(d)
    d.show()
    d.board_size.setCurrentIndex(d.board_size.findData(6))
    assert [d.kinds[s].isVisible() for s in range(8)] == [True] * 6 + [False] * 2
    assert [d.labels[s].text() for s in range(6)] == ["Yellow", "Blue", "Red", "Green", "Orange", "Purple"]
    assert d.count.maximum() == 6
    assert kinds(d) == [HUMAN, BOT, EMPTY, BOT, BOT, EMPTY]      # the four players at 0, 1, 3, 4
    d.count.setValue(2)
    assert kinds(d) == [HUMAN, EMPTY, EMPTY, BOT, EMPTY, EMPTY]  # two on six seats: 0 and 3
    d.count.setValue(6)
    assert EMPTY not in kinds(d)
    choice = d.choice()
    assert choice["seats"] == 6 and len(choice["players"]) == 6
    d.board_size.setCurrentIndex(d.board_size.findData(8))
    assert d.count.maximum() == 8 and kinds(d) == [HUMAN, BOT, BOT, EMPTY, BOT, BOT, BOT, EMPTY]
    d.variant.setCurrentIndex(d.variant.findData("russian"))     # four seats only: back to four
    assert d.choice()["seats"] == 4 and kinds(d) == [HUMAN, BOT, BOT, BOT]


def test_teams_seat_the_partners_opposite_and_say_who_plays_with_whom(qtbot):
    d = NewGameDialog(None)
    qtbot.addWidget(d)
    d.board_size.setCurrentIndex(d.board_size.findData(6))
    for seat, kind in enumerate([HUMAN, BOT, BOT, BOT, EMPTY, EMPTY]):   # 0-3: nobody opposite 1 and 2
        d.kinds[seat].setCurrentIndex(d.kinds[seat].findData(kind))
    d.names[0].setText("Ana")
    assert d.teams.isEnabled()
    d.teams.setChecked(True)
    assert kinds(d) == [HUMAN, BOT, EMPTY, BOT, BOT, EMPTY]              # TM-1: 0 with 3, 1 with 4
    assert d.choice()["players"][0]["name"] == "Ana"                    # Ana kept her seat and name
    assert [d.team_labels[s].text() for s in range(6)] == ["Team 1", "Team 2", "", "Team 1", "Team 2", ""]
    assert d.teams_summary.text() == "Team 1: Ana + Green · Team 2: Blue + Orange"
    assert d.choice()["rules"]["teams"] is True and d.ok_button.isEnabled()
    # Emptying a partner's seat by hand: the dialog says what is wrong and does not start.
    d.kinds[4].setCurrentIndex(d.kinds[4].findData(EMPTY))
    d.kinds[2].setCurrentIndex(d.kinds[2].findData(BOT))
    assert d.teams.isChecked() and not d.ok_button.isEnabled()
    assert "Partners sit opposite" in d.hint.text() and "Blue" in d.hint.text()
    d.teams.setChecked(False)
    assert d.ok_button.isEnabled() and "teams" not in d.choice()["rules"]


def test_teams_are_off_and_disabled_with_a_reason_for_an_odd_count_or_russian(qtbot):
    d = NewGameDialog(None)
    qtbot.addWidget(d)
    d.show()
    d.teams.setChecked(True)
    d.count.setValue(3)
    assert not d.teams.isEnabled() and not d.teams.isChecked()
    assert d.teams.toolTip() == d.teams_reason.text() == "Teams need an even number of players, at least four."
    assert d.teams_reason.isVisible()
    d.count.setValue(2)
    assert not d.teams.isEnabled()
    d.board_size.setCurrentIndex(d.board_size.findData(6))
    d.count.setValue(5)
    assert not d.teams.isEnabled()
    d.count.setValue(6)
    assert d.teams.isEnabled() and not d.teams_reason.isVisible()
    d.variant.setCurrentIndex(d.variant.findData("russian"))
    assert not d.teams.isEnabled() and d.teams.toolTip() == "This game has no team play."


def test_a_six_seat_team_choice_is_remembered_and_an_old_four_seat_one_still_loads(qtbot, tmp_path):
    settings = Settings(tmp_path / "s.ini")
    d = NewGameDialog(None)
    qtbot.addWidget(d)
    d.variant.setCurrentIndex(d.variant.findData("pachisi"))
    d.board_size.setCurrentIndex(d.board_size.findData(6))
    d.names[4].setText("Olga")
    d.teams.setChecked(True)
    settings.set_last_new_game(d.choice())
    again = NewGameDialog(Settings(tmp_path / "s.ini").last_new_game())
    qtbot.addWidget(again)
    assert again.seat_count == 6 and again.board_size.currentData() == 6 and again.teams.isChecked()
    assert again.choice() == d.choice()
    # A choice remembered before the larger boards: four players, no "seats".
    old = {"variant": "parchis", "players": [{"kind": "human", "level": "casual", "name": "Ana"},
                                             {"kind": "empty"}, {"kind": "bot", "level": "strong"},
                                             {"kind": "empty"}], "rules": {"preset": "parchis"}}
    settings.set("newgame/last", __import__("json").dumps(old))
    old_dialog = NewGameDialog(settings.last_new_game())
    qtbot.addWidget(old_dialog)
    assert old_dialog.seat_count == 4 and kinds(old_dialog) == [HUMAN, EMPTY, BOT, EMPTY]
    assert old_dialog.choice()["players"][0]["name"] == "Ana" and not old_dialog.teams.isChecked()
    # A damaged one (seats that do not match the players) falls back to the defaults.
    settings.set("newgame/last", __import__("json").dumps(dict(old, seats=6)))
    damaged = NewGameDialog(settings.last_new_game())
    qtbot.addWidget(damaged)
    assert damaged.seat_count == 4 and kinds(damaged) == [HUMAN, BOT, BOT, BOT]


def test_eight_seat_rows_fit_an_800_x_560_screen(qtbot):
    d = NewGameDialog(None)
    qtbot.addWidget(d)
    d.board_size.setCurrentIndex(d.board_size.findData(8))
    d.count.setValue(8)
    d.teams.setChecked(True)
    d.show()
    assert d.sizeHint().height() <= 560 - 40      # the title bar and the panel of a 560-pixel screen
    rows = d.rows_widget.sizeHint().height()
    assert d.seat_scroll.maximumHeight() == rows  # no taller than its rows ...
    assert d.seat_scroll.minimumHeight() <= rows  # ... and it may scroll when the screen is lower
    qtbot.waitUntil(lambda: d.seat_scroll.height() >= rows)   # this screen (800 high) shows all eight
    assert d.seat_scroll.verticalScrollBar().maximum() == 0



def test_the_open_dialog_grows_for_eight_seats_and_the_team_column(qtbot):
    """As a player does it: the dialog is open with four seats, then eight seats and Teams."""
    d = NewGameDialog(None)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    small = d.height()
    d.board_size.setCurrentIndex(d.board_size.findData(8))
    rows = d.rows_widget.sizeHint().height()
    qtbot.waitUntil(lambda: d.seat_scroll.height() >= rows)        # all eight rows, no scrolling
    assert d.height() > small
    d.count.setValue(8)
    d.teams.setChecked(True)
    qtbot.waitUntil(lambda: d.width() >= d.sizeHint().width()    # the team column is not cut off
                    and all(label.width() >= label.sizeHint().width() for label in d.team_labels[:8]))

def test_game_over_dialog_lists_team_places_with_both_partners(qtbot):
    d = GameOverDialog([3, 1, 0, 2], {0: "Ana", 2: "Olga"}, teams=[(3, 1), (0, 2)],
                       details={0: "human · 3/4 home", 2: "computer: casual · 4/4 home"})
    qtbot.addWidget(d)
    labels = [w.text() for w in d.findChildren(QLabel)]
    assert "Green + Blue win!" in labels
    assert [w.text() for w in d.findChildren(QLabel, "teamPlace")] == ["Team 2: Green + Blue", "Team 1: Ana + Olga"]
    assert "1." in labels and "2." in labels and "3." not in labels     # places per team (TM-4)
    assert "Ana: human · 3/4 home\nOlga: computer: casual · 4/4 home" in labels


def test_teams_set_in_the_house_rules_dialog_turn_the_switch_on(qtbot, tmp_path, monkeypatch):
    from parchis_desktop.store.rulesets import RuleSetStore
    from parchis_desktop.ui.dialogs import rules as rules_dialog
    monkeypatch.setattr(rules_dialog, "make_store", lambda: RuleSetStore(tmp_path / "rules"))
    d = NewGameDialog(None)
    qtbot.addWidget(d)
    d.board_size.setCurrentIndex(d.board_size.findData(6))
    d.open_rules_dialog()
    rules = d.rules_dialog
    rules.rows["teams"].control.setChecked(True)      # the option, with its title and rule ids
    rules.accept()
    assert d.teams.isChecked() and d.choice()["rules"]["teams"] is True
    assert kinds(d) == [HUMAN, BOT, EMPTY, BOT, BOT, EMPTY]
    assert d.teams_summary.text() == "Team 1: Yellow + Green · Team 2: Blue + Orange"
