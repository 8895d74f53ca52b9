"""The rules dialog: every option of the engine's table, grouped, per preset; markers and reset;
validator messages; house rule sets; keyboard use; the new-game dialog and the read-only view."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QComboBox, QGroupBox, QLabel

from parchis_desktop.engine import Position, legal_moves
from parchis_desktop.engine.rules import OPTIONS, PRESETS, RuleSet, option_applies
from parchis_desktop.ui.dialogs import rules as rules_dialog
from parchis_desktop.ui.game.players import EMPTY, HUMAN, SeatPlayer
from parchis_desktop.ui.dialogs.new_game import NewGameDialog
from parchis_desktop.ui.game.main_window import MainWindow
from parchis_desktop.ui.dialogs.rules import (
    GROUPS, NOT_IN_WINDOW, RulesDialog, describe_rules, group_title, option_help, option_title, rules_from_choice,
    value_name,
)
from parchis_desktop.store.folders import rulesets_dir
from parchis_desktop.store.rulesets import RuleSetStore
from parchis_desktop.store.settings import Settings
from parchis_desktop.ui.game.sound import SilentPlayer

GROUP_TITLES = {"dice": "Dice and turns", "entering": "Entering", "moving": "Moving and blockades",
                "capturing": "Capturing", "safe": "Safe squares", "home": "Home", "specials": "Variant specials"}


@pytest.fixture
def store(tmp_path):
    return RuleSetStore(tmp_path / "rulesets")


@pytest.fixture
def make_dialog(qtbot, store):
    def make(rules=None, **kwargs):
        kwargs.setdefault("store", store)
        dialog = RulesDialog(rules, **kwargs)
        qtbot.addWidget(dialog)
        return dialog
    return make


@pytest.fixture
def window(qtbot, tmp_path):
    settings = Settings(tmp_path / "settings.ini")
    settings.set("animation/speed", "instant")
    settings.set("bots/pace_ms", 0)
    w = MainWindow(settings=settings, sound=SilentPlayer(), autosave=False)
    qtbot.addWidget(w)
    return w


def shown(widget) -> bool:
    """Shown when its dialog is (the tests do not show every dialog)."""
    return not widget.isHidden()


def two_humans():
    return [SeatPlayer(HUMAN), SeatPlayer(EMPTY), SeatPlayer(HUMAN), SeatPlayer(EMPTY)]


# -- built from the engine's table ---------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_each_group_renders_every_option_with_the_preset_values(make_dialog, preset):
    d = make_dialog(RuleSet.preset_named(preset))
    assert list(d.group_boxes) == [g for c in rules_dialog.COLUMNS for g in c]
    assert set(d.group_boxes) == set(GROUPS) == {o.group for o in OPTIONS}
    for group, box in d.group_boxes.items():
        assert box.title() == GROUP_TITLES[group] == group_title(group)
        inside = {r.key for r in d.rows.values() if box.isAncestorOf(r.control)}
        assert inside == {o.key for o in OPTIONS if o.group == group and o.key not in NOT_IN_WINDOW}
    # Every option is offered (issue 23: teams too, with its title and rule ids).
    assert set(d.rows) == {o.key for o in OPTIONS} - NOT_IN_WINDOW and "teams" in d.rows
    for opt in OPTIONS:
        if opt.key in NOT_IN_WINDOW:
            continue
        row = d.rows[opt.key]
        if opt.kind is bool:
            assert isinstance(row.control, QCheckBox)
            assert row.control.text() == option_title(opt.key)
        else:
            assert isinstance(row.control, QComboBox)
            assert [row.control.itemData(i) for i in range(row.control.count())] == list(opt.values)
            assert row.label.text() == option_title(opt.key) and row.label.buddy() is row.control
        assert row.value() == opt.presets[preset]
        for rule in opt.rules:                                   # the rule ids it changes
            assert rule in row.help.text()
        assert option_help(opt.key) in row.help.text()
        assert not shown(row.marker)
    assert d.rules() == RuleSet.preset_named(preset)
    assert d.problem() == ""
    assert not d.reset_button.isEnabled()
    assert d.preset_combo.currentData() == preset


def test_every_option_and_value_has_words():
    """An option the engine adds shows up under its key until it gets words here: this test says so."""
    for opt in OPTIONS:
        assert option_title(opt.key) != opt.key, f"no title for {opt.key}"
        assert option_help(opt.key), f"no explanation for {opt.key}"
        if opt.kind is str or opt.key in ("dice", "capture_bonus", "goal_bonus", "blockade_max_turns"):
            for value in opt.values:
                assert value_name(opt.key, value) != str(value), (opt.key, value)


def test_value_names_are_words():
    assert value_name("extra_roll", "doubles") == "After doubles"
    assert value_name("extra_roll", "six") == "After a six"
    assert value_name("turn_order", "with_travel") == "With the tokens"
    assert value_name("capture_enforcement", "mirror") == "Missed: to the mirror"
    assert value_name("blockades", False) == "off"


@pytest.mark.parametrize("preset", PRESETS)
def test_options_for_another_board_are_disabled_with_a_reason(make_dialog, preset):
    d = make_dialog(RuleSet.preset_named(preset))
    for opt in OPTIONS:
        if opt.key in NOT_IN_WINDOW:
            continue
        row = d.rows[opt.key]
        applies = option_applies(opt.key, preset)
        assert row.control.isEnabled() == applies, opt.key
        if not applies:
            assert "Not used on" in row.control.toolTip() and "played only on" in row.control.toolTip()
            assert "Not used on this board." in row.help.text()
    if preset == "parchis":
        assert d.rows["mirror"].control.toolTip() == (
            "Not used on the Parchís board (68 squares): this option is played only on the Russian board (56 squares).")


def test_every_preset_is_offered_and_can_start_a_game(make_dialog):
    d = make_dialog(RuleSet.preset_named("parchis"))
    combo = d.preset_combo
    assert [combo.itemData(i) for i in range(combo.count())] == list(PRESETS)
    assert all(combo.model().item(i).isEnabled() for i in range(combo.count()))
    for preset in PRESETS:
        d.load_rules(RuleSet.preset_named(preset))
        assert d.problem() == "" and d.ok_button.isEnabled(), preset


# -- changing options ------------------------------------------------------------------------------


def test_a_change_is_marked_and_can_be_reset(make_dialog, qtbot):
    d = make_dialog(RuleSet.preset_named("parchis"))
    d.rows["blockades"].control.click()                      # as the player does
    d.set_option("capture_bonus", 20)
    assert d.rules() == RuleSet.preset_named("parchis", blockades=False, capture_bonus=20)
    assert {k for k, r in d.rows.items() if shown(r.marker)} == {"blockades", "capture_bonus"}
    assert "on" in d.rows["blockades"].marker.toolTip()       # what the preset has
    assert "Changed: Bonus for a capture, Blockades." in d.summary.text()   # in the table's order
    assert d.reset_button.isEnabled()
    qtbot.mouseClick(d.rows["capture_bonus"].marker, Qt.MouseButton.LeftButton)   # reset one option
    assert d.rules().changed() == {"blockades": False}
    d.reset_button.click()
    assert d.rules() == RuleSet.preset_named("parchis")
    assert not any(shown(r.marker) for r in d.rows.values())


def test_choosing_another_preset_starts_from_its_values(make_dialog):
    d = make_dialog(RuleSet.preset_named("parchis", blockades=False))
    d.preset_combo.setCurrentIndex(d.preset_combo.findData("spanish"))
    assert d.rules() == RuleSet.preset_named("spanish")
    assert d.rows["six_counts_seven"].control.isChecked()
    assert "Parchís (Spanish classic), as in the preset." == d.summary.text()


@pytest.mark.parametrize("preset, changes, options, words", [
    ("parchis", {"dice": 1}, ("sum_moves", "dice"), "needs two dice"),
    ("pachisi", {"blockades": False}, ("blockade_max_turns", "blockades"), "time limit for blockades needs blockades"),
    ("russian", {"mirror": False}, ("capture_enforcement", "mirror"), "needs the mirror shortcuts"),
    ("spanish", {"extra_roll": "none"}, ("three_in_a_row", "extra_roll"), "nothing gives an extra roll"),
])
def test_combinations_the_validator_rejects_are_explained_before_the_game(make_dialog, preset, changes, options,
                                                                            words):
    d = make_dialog(RuleSet.preset_named(preset))
    for key, value in changes.items():
        d.set_option(key, value)
    problem = d.problem()
    assert words in problem
    for key in options:
        assert f"“{option_title(key)}” ({key})" in problem
        target = d.rows[key].label or d.rows[key].control
        assert "color" in target.styleSheet()
    assert d.problem_label.text() == problem and shown(d.problem_label)
    assert d.rules() is None
    assert not d.ok_button.isEnabled()
    assert not d.save_as_button.isEnabled() and not d.export_button.isEnabled()


def test_fixing_the_combination_clears_the_message(make_dialog):
    d = make_dialog(RuleSet.preset_named("parchis"))
    d.set_option("dice", 1)
    seen = []
    while d.problem():
        seen.append(d.problem())
        assert len(seen) < 10
        # the fix for each message: switch off what needs two dice
        key, value = next((k, v) for k, v in (("sum_moves", False), ("enter_by_sum", False), ("extra_roll", "six"))
                          if f"({k})" in d.problem())
        d.set_option(key, value)
    assert len(seen) == 3
    assert d.ok_button.isEnabled() and not shown(d.problem_label)
    assert d.rules() == RuleSet.preset_named("parchis", dice=1, sum_moves=False, enter_by_sum=False,
                                             extra_roll="six")


def test_changing_an_option_changes_the_legal_moves_of_a_new_game(qtbot, window):
    """blockades off, chosen in the new-game dialog's rules dialog, lets a token pass two tokens."""
    new = NewGameDialog(None, window)
    qtbot.addWidget(new)
    new.rules_button.click()
    rd = new.rules_dialog
    assert rd.isVisible() and rd.isModal()
    rd.set_option("blockades", False)
    rd.accept()
    assert not new.rules.blockades
    assert "Blockades" in new.rules_summary.text()
    choice = new.choice()
    assert choice["rules"]["blockades"] is False and choice["variant"] == "parchis"
    json.dumps(choice)                                       # it is stored as JSON in the settings
    window.start_game(choice["variant"], two_humans(), seed=3, rules=rules_from_choice(choice))
    pos = window.controller.position
    assert pos.rules.blockades is False and pos.rules.is_modified()
    assert "Rules: Parchís (Polish rules) (modified)" == window.panel.rules_label.text()

    def moves(rules_pos: Position) -> set:
        data = rules_pos.to_json()
        data.update(tokens=[["T10", "nest", "nest", "nest"], [], ["T14", "T14", "nest", "nest"], []],
                    turn=0, to_move=0, dice=[6, 1], remaining=[6, 1])
        return {(m.kind, m.frm, m.to) for m in legal_moves(Position.from_json(data))}

    house = moves(pos)
    window.start_game("parchis", two_humans(), seed=3)
    preset = moves(window.controller.position)
    assert ("step", "T10", "T16") in house and ("sum", "T10", "T17") in house     # past the pair on 14
    assert preset == {("step", "T10", "T11")}                                        # the blockade holds
    new.close()


# -- house rule sets through the dialog -------------------------------------------------------------


def test_save_rename_duplicate_delete_round_trip(make_dialog, store):
    d = make_dialog(RuleSet.preset_named("parchis"))
    d.set_option("blockades", False)
    assert d.save_as("Grandma")
    assert d.set_name() == "Grandma"
    assert d.sets_combo.currentText() == "Grandma"
    assert "House rules “Grandma”" in d.summary.text()
    assert [p.name for p in store.folder.iterdir()] == ["Grandma.json"]
    assert not d.save_as("grandma")                               # names are unique
    assert "already exists" in d.message()
    assert d.save_as("grandma", replace=True)

    assert d.rename_set("Grandma's table")
    assert d.set_name() == "Grandma's table"
    assert sorted(p.name for p in store.folder.iterdir()) == ["Grandma_s table.json"]

    copy = d.duplicate_set()
    assert copy == "Grandma's table (copy)" and d.set_name() == copy
    d.set_option("capture_bonus", 10)
    assert d.set_name() is None                                  # edited: no longer the saved set
    assert d.save_as(copy, replace=True)

    other = make_dialog(store=RuleSetStore(store.folder))         # a fresh dialog reads them back
    assert [other.sets_combo.itemText(i) for i in range(other.sets_combo.count())] == [
        "(none)", "Grandma's table", "Grandma's table (copy)"]
    assert other.select_set("GRANDMA'S TABLE (COPY)")
    assert other.rules() == RuleSet.preset_named("parchis", blockades=False, capture_bonus=10)
    assert other.set_name() == "Grandma's table (copy)"

    assert d.delete_set()
    assert d.set_name() is None and d.rules() is not None       # the rules shown stay
    assert d.store.names() == ["Grandma's table"]
    assert sorted(p.name for p in store.folder.iterdir()) == ["Grandma_s table.json"]
    assert "keep them" in d.message()


def test_a_store_or_disk_failure_is_said_and_changes_nothing(make_dialog, store, monkeypatch, tmp_path):
    from parchis_desktop.ui.dialogs import house_rules
    from parchis_desktop.ui.dialogs.rule_rows import PROBLEM_STYLE
    d = make_dialog(RuleSet.preset_named("parchis"))
    assert d.save_as("Grandma")

    def refuse(*args, **kwargs):
        raise OSError(13, "Permission denied")
    for method in ("save", "rename", "duplicate", "delete"):
        monkeypatch.setattr(store, method, refuse)
    monkeypatch.setattr(house_rules, "export_ruleset", refuse)
    for attempt, text in ((lambda: d.save_as("Other"), "Not saved: Permission denied."),
                          (lambda: d.rename_set("Other"), "Not renamed: Permission denied."),
                          (d.duplicate_set, "Not duplicated: Permission denied."),
                          (d.delete_set, "Not deleted: Permission denied."),
                          (lambda: d.export_to(tmp_path / "out.json"), "Could not export: Permission denied.")):
        assert not attempt(), text
        assert d.message() == text and d.message_label.styleSheet() == PROBLEM_STYLE
    assert d.set_name() == "Grandma" and d.store.names() == ["Grandma"]
    monkeypatch.undo()
    assert not d.rename_set("Other", old_name="Nobody")          # the store's own refusal, worded
    assert d.message().startswith("Not renamed: ") and "Permission" not in d.message()


def test_choosing_a_saved_set_in_the_combo_box_shows_it(make_dialog, store):
    store.save("Quick", RuleSet.preset_named("spanish", capture_bonus=10))
    d = make_dialog(RuleSet.preset_named("parchis"))
    index = d.sets_combo.findData("Quick")
    d.sets_combo.setCurrentIndex(index)
    d.sets_combo.activated.emit(index)
    assert d.rules() == RuleSet.preset_named("spanish", capture_bonus=10)
    assert d.preset_combo.currentData() == "spanish"
    assert shown(d.rows["capture_bonus"].marker)
    assert d.rename_button.isEnabled() and d.delete_button.isEnabled()


def test_export_then_import_round_trip(make_dialog, tmp_path):
    d = make_dialog(RuleSet.preset_named("pachisi", capture_bonus=10, play_for_places=True))
    out = tmp_path / "mail" / "our rules.json"
    assert d.export_to(out)
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["kind"] == "ruleset" and data["rules"]["preset"] == "pachisi"
    friend = make_dialog(store=RuleSetStore(tmp_path / "friend"))
    assert friend.import_from(out)
    assert friend.rules() == RuleSet.preset_named("pachisi", capture_bonus=10, play_for_places=True)
    assert friend.set_name() == data["name"] == "My Pachisi"
    assert "Imported" in friend.message()
    assert [p.name for p in (tmp_path / "friend").iterdir()] == ["My Pachisi.json"]


@pytest.mark.parametrize("content, words", [
    ('{"name": "X", "rules": {"preset": "parchis", "dice": "two"}}', ["“dice”", '"two"']),
    ('{"name": "X", "rules": {"preset": "parchis", "wild": 1}}', ["unknown option", "“wild”"]),
    ('{"name": "X", "rules": {"preset": "parchis", "dice": 1}}', ["“sum_moves”", "two dice"]),
    ("[" * 40 + "]" * 40, ["nested too deeply"]),
    ("x" * 70_000, ["too large"]),
    ("{not json", ["not valid JSON"]),
])
def test_a_bad_import_says_why_and_changes_nothing(make_dialog, tmp_path, content, words):
    path = tmp_path / "from a friend.json"
    path.write_text(content)
    d = make_dialog(RuleSet.preset_named("spanish"))
    assert not d.import_from(path)
    assert d.message().startswith("Could not import from a friend.json: ")
    for word in words:
        assert word in d.message()
    assert d.rules() == RuleSet.preset_named("spanish")
    assert d.store.names() == []


def test_corrupt_and_hostile_files_are_listed_and_the_others_still_load(make_dialog, store):
    store.save("Good", RuleSet.preset_named("russian", rest_cells=False))
    folder = store.folder
    (folder / "bad types.json").write_text('{"name": "B", "rules": {"preset": "parchis", "blockades": "no"}}')
    (folder / "huge.json").write_text("[" + "0," * 40_000 + "0]")
    (folder / "deep.json").write_text("[" * 5000 + "]" * 5000)
    (folder / "hand edited.json").write_text('{"name": "H", "rules": {"preset": "parchis"}, "comment": "hi"}')
    d = make_dialog()
    assert d.store.names() == ["Good"]
    message = d.message()
    assert message.startswith("Some saved rule sets could not be read")
    for line in ("bad types.json: option “blockades” cannot be \"no\"", "huge.json: the file is too large",
                 "deep.json: the file is nested too deeply", "hand edited.json: unknown key “comment”"):
        assert line in message, line
    assert d.select_set("Good")
    assert d.rules() == RuleSet.preset_named("russian", rest_cells=False)


# -- keyboard ------------------------------------------------------------------------------------------


def mnemonic(text: str) -> str | None:
    import re
    match = re.search(r"(?<!&)&([^&\s])", text.replace("&&", ""))
    return match.group(1).lower() if match else None


@pytest.mark.parametrize("read_only", [False, True])
def test_every_control_is_reached_with_tab(make_dialog, qtbot, read_only):
    d = make_dialog(RuleSet.preset_named("parchis", blockades=False), read_only=read_only)
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    first = d.preset_combo if not read_only else d.button_box.buttons()[0]
    first.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first)
    reached = []
    for _ in range(200):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        if widget is first:
            break
        reached.append(widget)
    controls = [r.control for r in d.rows.values() if r.control.isEnabled()]
    if read_only:
        assert not any(c in reached for c in controls)          # nothing to change
    else:
        assert all(c in reached for c in controls)
        assert d.rows["blockades"].marker in reached           # the marker resets from the keyboard
        for b in (d.preset_combo, d.sets_combo, d.save_as_button, d.import_button, d.export_button,
                  d.reset_button, d.ok_button):
            assert b in reached or b is first
        assert not any(r.control in reached for r in d.rows.values() if not r.control.isEnabled())
    d.close()


def test_space_toggles_an_option_and_escape_cancels(make_dialog, qtbot):
    d = make_dialog(RuleSet.preset_named("parchis"))
    d.show()
    qtbot.waitExposed(d)
    box = d.rows["play_for_places"].control
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert d.rules().play_for_places
    with qtbot.waitSignal(d.rejected):
        qtbot.keyClick(d, Qt.Key.Key_Escape)
    assert not d.isVisible()


@pytest.mark.parametrize("lang", ["en", "ru", "pl"])
@pytest.mark.parametrize("read_only", [False, True])
def test_mnemonics_do_not_collide_in_any_language(make_dialog, translated, window, qtbot, lang, read_only):
    translated(lang)
    d = make_dialog(RuleSet.preset_named("parchis"), read_only=read_only)
    texts = [x.text() for x in d.findChildren(QLabel) if x.buddy() is not None and x.isVisibleTo(d)]
    texts += [x.text() for x in d.findChildren(QAbstractButton) if not x.isHidden()]
    texts += [x.title() for x in d.findChildren(QGroupBox)]
    letters = [m for m in map(mnemonic, texts) if m]
    assert len(letters) == len(set(letters)) >= (2 if read_only else 9), texts
    new = NewGameDialog(None, window)          # its new "House rules…" button among the others
    qtbot.addWidget(new)
    texts = [x.text() for x in new.findChildren(QLabel) if x.buddy() is not None]
    texts += [x.text() for x in new.findChildren(QAbstractButton)]
    letters = [m for m in map(mnemonic, texts) if m]
    assert len(letters) == len(set(letters)), texts
    if lang != "en":
        assert d.windowTitle() != ("Rules in force" if read_only else "Rules")
        assert d.group_boxes["dice"].title() != "Dice and turns"


# -- the new-game dialog -------------------------------------------------------------------------------


def test_the_new_game_choice_carries_the_rules_and_comes_back(qtbot, window):
    store = RuleSetStore(rulesets_dir())
    store.save("Ours", RuleSet.preset_named("spanish", capture_bonus=10))
    new = NewGameDialog(None, window)
    qtbot.addWidget(new)
    assert new.choice()["rules"] == RuleSet.preset_named("parchis").to_dict()
    assert new.rules_summary.text() == "Parchís (Polish rules), as in the preset."
    new.rules_button.click()
    rd = new.rules_dialog
    assert rd.select_set("Ours")
    rd.accept()
    choice = new.choice()
    assert choice["variant"] == "spanish" and choice["rules_name"] == "Ours"
    assert new.variant.currentData() == "spanish"
    assert new.rules_summary.text().startswith("House rules “Ours”, based on Parchís (Spanish classic).")
    again = NewGameDialog(json.loads(json.dumps(choice)), window)
    qtbot.addWidget(again)
    assert again.rules == RuleSet.preset_named("spanish", capture_bonus=10)
    assert again.rules_name == "Ours"
    again.variant.setCurrentIndex(again.variant.findData("parchis"))   # another preset: its plain rules
    assert again.rules == RuleSet.preset_named("parchis") and again.rules_name is None
    new.rules_button.click()                                 # cancelling keeps what was chosen
    new.rules_dialog.set_option("dice", 2)
    new.rules_dialog.reject()
    assert new.rules == RuleSet.preset_named("spanish", capture_bonus=10)
    new.close()
    again.close()


def test_a_broken_last_choice_falls_back_to_the_preset(qtbot, window):
    for rules in ({"preset": "parchis", "dice": "x"}, "nonsense", {"preset": "ludo"}, {"dice": 1}):
        new = NewGameDialog({"variant": "spanish", "players": [], "rules": rules}, window)
        qtbot.addWidget(new)
        assert new.rules == RuleSet.preset_named("spanish")
        new.close()


def test_the_default_game_uses_the_last_rules(window):
    rules = RuleSet.preset_named("parchis", blockades=False)
    window.settings.set_last_new_game({"variant": "parchis", "rules": rules.to_dict(),
                                       "players": [p.to_dict() for p in two_humans()]})
    window.start_default_game()
    assert window.controller.position.rules == rules


# -- during a game -------------------------------------------------------------------------------------


def test_the_rules_in_force_are_shown_read_only(qtbot, window):
    rules = RuleSet.preset_named("spanish", capture_bonus=10, play_for_places=True)
    window.show()
    window.start_game("spanish", two_humans(), seed=1, rules=rules)
    assert window.panel.rules_label.text() == "Rules: Parchís (Spanish classic) (modified)"
    assert window.rules_action.isEnabled()
    assert window.rules_action.text() == "&Rules in force…"
    assert window.rules_action in window.game_menu.actions()
    window.rules_action.trigger()
    view = window.rules_view
    assert view.isVisible() and view.read_only and view.windowTitle() == "Rules in force"
    assert view.rules() == rules
    assert view.ok_button is None and not shown(view.reset_button)
    assert {k for k, r in view.rows.items() if shown(r.marker)} == {"capture_bonus", "play_for_places"}
    for row in view.rows.values():
        assert row.control.focusPolicy() == Qt.FocusPolicy.NoFocus
        assert row.control.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    box = view.rows["six_counts_seven"].control
    qtbot.mouseClick(view.windowHandle(), Qt.MouseButton.LeftButton, pos=box.mapTo(view, box.rect().center()))
    box.setChecked(False)                                    # and even a change made in code is undone
    assert box.isChecked() and view.rules() == rules
    assert view.save_as("From tonight's game")               # but they can be kept as house rules
    assert RuleSetStore(rulesets_dir()).load() == []
    view.close()


def test_saved_games_keep_their_rules_when_the_set_is_renamed_or_deleted(qtbot, window, tmp_path):
    rules = RuleSet.preset_named("parchis", blockades=False, goal_bonus=10)
    store = RuleSetStore(rulesets_dir())
    store.save("Tonight", rules)
    window.start_game("parchis", two_humans(), seed=5, rules=store.get("Tonight").rules)
    path = tmp_path / "game.json"
    assert window.save_to(path)
    store.rename("Tonight", "Every night")
    store.delete("Every night")
    window.start_game("parchis", two_humans(), seed=5)
    assert window.load_from(path)
    assert window.controller.position.rules == rules
    saved = json.loads(path.read_text())["game"]["position"]["rules"]
    # Every option, not a set's name (``teams``, added later, is written only when on).
    assert saved["blockades"] is False and set(saved) == {o.key for o in OPTIONS} - {"teams"}


def test_describe_rules():
    assert describe_rules(RuleSet.preset_named("russian")) == "Russian parchís, as in the preset."
    assert describe_rules(RuleSet.preset_named("russian", mirror=False, capture_enforcement="off")) == (
        "Russian parchís, modified. Changed: Compulsory capture, Mirror shortcuts.")
    assert describe_rules(RuleSet.preset_named("parchis"), "Home") == (
        "House rules “Home”, based on Parchís (Polish rules).")
