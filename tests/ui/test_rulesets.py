"""House rule set files: safe names, atomic round trips, and files that are corrupt, hostile or hand-edited."""
from __future__ import annotations

import json
import os
from contextlib import contextmanager

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parchis_desktop.engine.rules import OPTIONS, PRESETS, RuleSet
from parchis_desktop.store.errors import RuleSetFileError, RuleSetNameError
from parchis_desktop.store.folders import config_dir, rulesets_dir
from parchis_desktop.store.rulesets import (
    MAX_NAME_LENGTH, MAX_RULESET_BYTES, RuleSetStore, export_ruleset, parse_ruleset, read_ruleset,
    ruleset_document, safe_file_stem,
)
from parchis_desktop.ui.texts.rulesets import problem_text, ruleset_error_text

HOUSE = RuleSet.preset_named("parchis", blockades=False, capture_bonus=20)


@pytest.fixture
def store(tmp_path):
    s = RuleSetStore(tmp_path / "rulesets")
    s.load()
    return s


def files(store: RuleSetStore) -> list[str]:
    return sorted(p.name for p in store.folder.iterdir()) if store.folder.exists() else []


def document(**rules) -> str:
    return json.dumps({"app": "parchis-desktop", "kind": "ruleset", "format": 1, "name": "X",
                       "rules": {"preset": "parchis", **rules}})


@contextmanager
def refused(kind, words):
    """The block raises ``kind`` and the player reads ``words`` in its sentence."""
    with pytest.raises(kind) as info:
        yield
    assert words in ruleset_error_text(info.value), ruleset_error_text(info.value)


def error_of(text) -> RuleSetFileError:
    with pytest.raises(RuleSetFileError) as info:
        parse_ruleset(text)
    return info.value


# -- where and how sets are stored -------------------------------------------------------


def test_sets_live_in_the_user_config_folder():
    assert rulesets_dir() == config_dir() / "rulesets"
    assert str(rulesets_dir()).startswith(os.environ["XDG_CONFIG_HOME"])   # platformdirs, isolated by conftest
    assert RuleSetStore().folder == rulesets_dir()


def test_a_saved_set_reads_back_with_its_name_and_every_option(store, tmp_path):
    store.save("At grandma's", HOUSE)
    again = RuleSetStore(store.folder)
    assert again.load() == []
    saved = again.get("at GRANDMA'S")           # names ignore case
    assert saved.name == "At grandma's" and saved.rules == HOUSE
    data = json.loads(saved.path.read_text(encoding="utf-8"))
    assert data["rules"] == HOUSE.to_dict()     # the whole rule set, not only the changes
    assert set(data["rules"]) == {"preset"} | {o.key for o in OPTIONS} - {"teams"}   # teams: only when on
    assert files(store) == ["At grandma_s.json"]    # nothing else, no temporary file


def test_one_file_per_set_and_names_are_unique_ignoring_case(store):
    store.save("Family", HOUSE)
    store.save("Friends", RuleSet.preset_named("spanish"))
    assert files(store) == ["Family.json", "Friends.json"]
    with refused(RuleSetNameError, "already exists"):
        store.save("FAMILY", RuleSet.preset_named("pachisi"))
    store.save("family", RuleSet.preset_named("pachisi"), replace=True)
    assert files(store) == ["Family.json", "Friends.json"]
    assert store.get("Family").rules.preset == "pachisi"


@pytest.mark.parametrize("name, stem", [
    ("../../etc/passwd", "etc_passwd"),
    ("a/b\\c:d*e?f\"g<h>i|j", "a_b_c_d_e_f_g_h_i_j"),
    ("CON", "_CON"),
    ("lpt1 rules", "_lpt1 rules"),
    ("...", "rules"),
    ("  spaced   out  ", "spaced out"),
    ("Бабушкины правила", "Бабушкины правила"),
    ("Zasady babci ż", "Zasady babci ż"),
    ("x" * 200, "x" * 60),
])
def test_names_are_made_safe_for_file_names(name, stem):
    assert safe_file_stem(name) == stem


@given(st.text(max_size=120))
def test_every_name_gives_a_portable_file_name(name):
    stem = safe_file_stem(name)
    assert 1 <= len(stem) <= 61
    assert not set(stem) & set('/\\:*?"<>|\0.')
    assert stem == stem.strip()
    assert stem.split(" ")[0].casefold() not in ("con", "prn", "aux", "nul")


def test_names_that_map_to_one_file_name_get_different_files(store):
    store.save("a/b", HOUSE)
    store.save("a:b", HOUSE)
    assert files(store) == ["a_b-2.json", "a_b.json"]
    again = RuleSetStore(store.folder)
    again.load()
    assert again.names() == ["a/b", "a:b"]


@pytest.mark.parametrize("name, why", [("", "empty"), ("   ", "empty"), ("x" * (MAX_NAME_LENGTH + 1), "longer"),
                                       ("bell\a", "control")])
def test_unusable_names_are_refused(store, name, why):
    with refused(RuleSetNameError, why):
        store.save(name, HOUSE)
    assert files(store) == []


def test_rename_moves_the_file_and_keeps_the_rules(store):
    store.save("Old", HOUSE)
    store.save("Other", RuleSet.preset_named("spanish"))
    renamed = store.rename("old", "New name")
    assert renamed.name == "New name" and renamed.rules == HOUSE
    assert files(store) == ["New name.json", "Other.json"]
    with refused(RuleSetNameError, "already exists"):
        store.rename("New name", "other")
    store.rename("New name", "NEW NAME")          # a change of case only: same file, new name inside
    assert files(store) == ["New name.json", "Other.json"]
    again = RuleSetStore(store.folder)
    again.load()
    assert again.names() == ["NEW NAME", "Other"]
    with refused(RuleSetNameError, "no rule set"):
        store.rename("missing", "x")


def test_duplicate_and_delete(store):
    store.save("Family", HOUSE)
    first = store.duplicate("Family")
    second = store.duplicate("Family")
    assert (first.name, second.name) == ("Family (copy)", "Family (copy) (2)")
    assert first.rules == second.rules == HOUSE
    store.delete("family (COPY)")
    store.delete("nothing of that name")
    assert store.names() == ["Family", "Family (copy) (2)"]
    assert len(files(store)) == 2


def test_export_then_import_on_another_machine(store, tmp_path):
    exported = tmp_path / "for a friend.json"
    export_ruleset(exported, "Grandma", HOUSE)
    friend = RuleSetStore(tmp_path / "friend")
    friend.load()
    got = friend.import_file(exported)
    assert (got.name, got.rules) == ("Grandma", HOUSE)
    again = friend.import_file(exported)         # the same file twice: a second, renamed set
    assert again.name == "Grandma (2)"
    assert friend.names() == ["Grandma", "Grandma (2)"]


def test_a_bare_rule_object_imports_under_the_file_name(store, tmp_path):
    path = tmp_path / "quick_rules.json"
    path.write_text(json.dumps({"preset": "spanish", "capture_bonus": 10}))
    got = store.import_file(path)
    assert got.name == "quick rules"
    assert got.rules == RuleSet.preset_named("spanish", capture_bonus=10)


def test_options_a_file_leaves_out_take_the_preset_value():
    name, rules = parse_ruleset(document(blockades=False))
    assert name == "X"
    assert rules == RuleSet.preset_named("parchis", blockades=False)


# -- corrupt, hostile and hand-edited files ----------------------------------------------------


def test_a_bad_file_is_reported_and_the_other_sets_still_load(store):
    store.save("Good one", HOUSE)
    store.save("Also good", RuleSet.preset_named("spanish"))
    folder = store.folder
    (folder / "broken.json").write_text('{"name": "Broken", "rules": {"preset": "parch')
    (folder / "huge.json").write_text(" " * (MAX_RULESET_BYTES + 1) + "{}")
    (folder / "typed.json").write_text(document(dice="two"))
    (folder / "deep.json").write_text("[" * 30_000 + "]" * 30_000)
    (folder / "directory.json").mkdir()
    (folder / "notes.txt").write_text("not a rule set, not read")
    (folder / ".Good one.json.abc.tmp").write_text("a temporary file left by a crash")
    again = RuleSetStore(folder)
    problems = {p.file: ruleset_error_text(p.error) for p in again.load()}
    assert again.names() == ["Also good", "Good one"]
    assert set(problems) == {"broken.json", "huge.json", "typed.json", "deep.json", "directory.json"}
    assert "not valid JSON" in problems["broken.json"]
    assert "too large" in problems["huge.json"]
    assert "“dice”" in problems["typed.json"] and '"two"' in problems["typed.json"]
    assert "nested too deeply" in problems["deep.json"]
    assert problem_text(again.problems[0]).startswith(again.problems[0].file + ": ")


@pytest.mark.skipif(not hasattr(os, "symlink") or not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_link_to_an_endless_device_is_not_read(store):
    store.folder.mkdir(parents=True)
    os.symlink("/dev/zero", store.folder / "zero.json")
    assert [p.file for p in store.load()] == ["zero.json"]


def test_a_file_growing_past_the_cap_is_not_read_whole(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b"{" + b" " * (10 * MAX_RULESET_BYTES) + b"}")
    with refused(RuleSetFileError, "too large"):
        read_ruleset(path)


@pytest.mark.parametrize("rules, key, words", [
    ({"dice": "2"}, "dice", ["“dice”", '"2"', "1, 2"]),
    ({"dice": True}, "dice", ["“dice”", "true"]),
    ({"dice": 2.0}, "dice", ["“dice”", "2.0"]),
    ({"dice": 3}, "dice", ["“dice”", "3"]),
    ({"blockades": 0}, "blockades", ["“blockades”", "0", "false, true"]),
    ({"blockades": "yes"}, "blockades", ["“blockades”"]),
    ({"extra_roll": "sometimes"}, "extra_roll", ["“extra_roll”", "doubles"]),
    ({"tokens": [4]}, "tokens", ["“tokens”", "list"]),
    ({"tokens": {"n": 4}}, "tokens", ["“tokens”", "dict"]),
    ({"capture_bonus": None}, "capture_bonus", ["“capture_bonus”", "null"]),
    ({"turbo": True}, "turbo", ["unknown option", "“turbo”"]),
])
def test_wrong_types_and_unknown_options_name_the_key(rules, key, words):
    exc = error_of(document(**rules))
    assert exc.key == key
    for word in words:
        assert word in ruleset_error_text(exc), (word, ruleset_error_text(exc))


def test_nan_and_huge_numbers_are_wrong_values_not_crashes():
    assert error_of('{"rules": {"preset": "parchis", "dice": NaN}}').key == "dice"
    assert error_of('{"rules": {"preset": "parchis", "dice": 1e999}}').key == "dice"
    assert "not valid JSON" in ruleset_error_text(error_of('{"rules": {"preset": "parchis", "dice": ' + "9" * 5000 + "}}"))


@pytest.mark.parametrize("text, key, words", [
    ('{"name": "X", "rules": {"preset": "parchis"}, "extra": 1}', "extra", ["unknown key", "“extra”"]),
    ('{"name": "X"}', "rules", ["“rules” is missing"]),
    ('{"name": "X", "rules": []}', "rules", ["“rules” must be an object"]),
    ('{"name": "X", "rules": {"dice": 2}}', "preset", ["“preset” is missing"]),
    ('{"name": "X", "rules": {"preset": "ludo"}}', "preset", ["unknown preset", '"ludo"', "parchis"]),
    ('{"name": "X", "rules": {"preset": 7}}', "preset", ["unknown preset"]),
    ('{"name": 12, "rules": {"preset": "parchis"}}', "name", ["name must be text", "12"]),
    ('{"name": "", "rules": {"preset": "parchis"}}', "name", ["empty"]),
    ('{"name": "' + "n" * 500 + '", "rules": {"preset": "parchis"}}', "name", ["longer than 80"]),
    ('{"name": "a\\u0000b", "rules": {"preset": "parchis"}}', "name", ["control"]),
    ('{"format": 2, "rules": {"preset": "parchis"}}', "format", ["newer version", "2"]),
    ('{"format": "1", "rules": {"preset": "parchis"}}', "format", ["whole number"]),
    ('{"kind": "savegame", "rules": {"preset": "parchis"}}', "kind", ["not a Parchís Desktop rule set"]),
])
def test_hand_edited_documents_name_the_problem(text, key, words):
    exc = error_of(text)
    assert exc.key == key
    for word in words:
        assert word in ruleset_error_text(exc), (word, ruleset_error_text(exc))


@pytest.mark.parametrize("text, words", [
    ("", ["not valid JSON"]),
    ("{'single': 'quotes'}", ["not valid JSON"]),
    (b"\xff\xfe{\x00}", ["not valid JSON"]),
    ("[1, 2, 3]", ["not a rule set"]),
    ('"just a string"', ["not a rule set"]),
    ('{"rules": {"preset": "parchis", "dice": [[[[[[1]]]]]]}}', ["nested too deeply"]),
    ("[" * 100_000, ["too large"]),
])
def test_corrupt_files_get_a_clear_sentence(text, words):
    exc = error_of(text)
    for word in words:
        assert word in ruleset_error_text(exc), (word, ruleset_error_text(exc))


def test_combinations_the_engine_rejects_name_both_options():
    exc = error_of(document(dice=1))      # parchis keeps sum moves, entering by the sum, doubles
    assert "“sum_moves”" in ruleset_error_text(exc) and "“dice”" in ruleset_error_text(exc) and "two dice" in ruleset_error_text(exc)
    exc = error_of(json.dumps({"rules": {"preset": "pachisi", "blockades": False}}))
    assert "“blockade_max_turns”" in ruleset_error_text(exc) and "“blockades”" in ruleset_error_text(exc)


def test_an_option_for_another_board_is_refused():
    exc = error_of(document(mirror=True))
    assert exc.key == "mirror"
    assert "does not apply" in ruleset_error_text(exc) and "Parchís board" in ruleset_error_text(exc)


def test_a_utf8_bom_from_a_windows_editor_is_fine():
    name, rules = parse_ruleset("\ufeff".encode() + document(dice=2).encode())
    assert rules == RuleSet.preset_named("parchis")


_json = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                     lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
                     max_leaves=12)
_option_keys = st.sampled_from([o.key for o in OPTIONS] + ["preset", "name", "rules", "bogus"])


@given(st.dictionaries(_option_keys, _json | st.sampled_from([*PRESETS, True, False, 0, 1, 2, 5, 10, 20, "six"]),
                       max_size=6),
       st.booleans())
def test_any_json_either_loads_or_raises_the_one_error(rules, wrapped):
    data = {"name": "Fuzz", "rules": rules} if wrapped else rules
    try:
        _name, got = parse_ruleset(json.dumps(data))
    except RuleSetFileError as exc:
        assert ruleset_error_text(exc)
    else:
        assert isinstance(got, RuleSet)
        assert parse_ruleset(json.dumps(ruleset_document("Fuzz", got)))[1] == got


def test_export_from_the_dialog_adds_json_and_says_where(qtbot, tmp_path):
    from parchis_desktop.ui.dialogs.rules import RulesDialog
    dialog = RulesDialog(HOUSE, store=RuleSetStore(tmp_path / "sets"))
    qtbot.addWidget(dialog)
    assert dialog.export_to(tmp_path / "for a friend")
    assert [p.name for p in tmp_path.iterdir() if p.is_file()] == ["for a friend.json"]
    assert read_ruleset(tmp_path / "for a friend.json")[1] == HOUSE
    assert str(tmp_path / "for a friend.json") in dialog.message()
