"""Rule-option errors name the option and a short form of the value (issue 33: a 1 MB value in
a record or a rule-set file made an 800 KB message)."""
from __future__ import annotations

import pytest

from parchis_desktop.engine.rules import RuleError, RuleSet, shown

HUGE = "x" * 1_000_000


@pytest.mark.parametrize("data", [
    {"dice": HUGE}, {"blockades": HUGE}, {"extra_roll": HUGE}, {"enter_on": [HUGE] * 1000},
    {"preset": HUGE}, {HUGE: 1}, {"teams": [[[[[[[1] * 100_000]]]]]]},
])
def test_rule_errors_are_short(data):
    with pytest.raises(RuleError) as info:
        RuleSet.from_dict(data)
    text = str(info.value)
    assert len(text) < 200 and text.startswith("rules.")
    assert "..." in text


def test_short_values_are_shown_whole():
    with pytest.raises(RuleError, match=r"rules\.dice: must be one of 1, 2, not 'three'$"):
        RuleSet.from_dict({"dice": "three"})
    assert shown(7) == "7" and shown("abc") == "'abc'" and len(shown(HUGE)) <= 60
