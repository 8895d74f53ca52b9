"""Store errors carry a code and params, never a sentence; the UI words them."""
from __future__ import annotations

import json

import pytest

from parchis_desktop.store.errors import RuleSetFileError, RuleSetNameError, SaveError, StoreError
from parchis_desktop.store.rulesets import RuleSetStore, parse_ruleset
from parchis_desktop.store.saves import parse_save
from parchis_desktop.engine.rules import RuleSet


def test_save_errors_are_codes_with_params():
    with pytest.raises(SaveError) as info:
        parse_save("x" * (5 << 20))
    assert info.value.code == "too_large" and info.value.params == {"size": 5 << 20, "limit": 4 << 20}
    with pytest.raises(SaveError) as info:
        parse_save("{")
    assert (info.value.code, info.value.params) == ("not_json", {})
    assert isinstance(info.value, StoreError)


def test_rule_set_errors_name_the_key_and_the_values():
    with pytest.raises(RuleSetFileError) as info:
        parse_ruleset(json.dumps({"rules": {"preset": "parchis", "dice": "2"}}))
    exc = info.value
    assert (exc.code, exc.key) == ("option_value", "dice")
    assert exc.params["option"] == "dice" and exc.params["value"] == '"2"' and exc.params["allowed"] == ("1", "2")
    with pytest.raises(RuleSetFileError) as info:
        parse_ruleset(json.dumps({"rules": {"preset": "parchis", "dice": 1}}))
    assert info.value.code == "rules_conflict" and "sum_moves" in info.value.params["options"]


def test_name_errors_are_codes(tmp_path):
    store = RuleSetStore(tmp_path)
    store.save("Family", RuleSet.preset_named("parchis"))
    with pytest.raises(RuleSetNameError) as info:
        store.save("FAMILY", RuleSet.preset_named("spanish"))
    assert (info.value.code, info.value.params) == ("name_exists", {"name": "Family"})
    with pytest.raises(RuleSetNameError) as info:
        store.save("  ", RuleSet.preset_named("spanish"))
    assert info.value.code == "name_empty"


def test_the_default_words_of_a_store_come_from_the_caller(tmp_path):
    store = RuleSetStore(tmp_path, fallback_name="Importierte Regeln", copy_pattern="Kopie von %1")
    store.save("Oma", RuleSet.preset_named("parchis"))
    assert store.duplicate("Oma").name == "Kopie von Oma"
    path = tmp_path / "ünusable\u0007.json"
    path.write_text(json.dumps({"preset": "parchis"}))
    assert store.import_file(path).name == "Importierte Regeln"
