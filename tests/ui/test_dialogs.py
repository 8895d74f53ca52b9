"""The new-game, settings and end-of-game dialogs."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel

from parchis_desktop.ui.controller import BOT, EMPTY, HUMAN
from parchis_desktop.ui.dialogs import GameOverDialog, NewGameDialog, SettingsDialog
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
