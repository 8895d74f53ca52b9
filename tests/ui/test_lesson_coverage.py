"""Issue 31: every rule id of docs/rules.md that changes what a player may do or what happens is
practised in a lesson step (or a tutorial game) and named by its lesson file; and the lesson
files are read with care (issue 33): a bad or stray file is skipped with a message."""
from __future__ import annotations

import json
import re

from parchis_desktop.engine import Position
from parchis_desktop.paths import resources_dir
from parchis_desktop.ui.help.lessons import Lesson, LessonError, load_lessons, read_lessons

RULE_LINE = re.compile(r"^- ((?:G|PL|ES|RU|PA|BD|TM)-\d+)\b", re.M)

#: Rule ids no lesson has to practise, each with its reason.
EXCEPTIONS = {
}


def rule_ids() -> list[str]:
    text = (resources_dir().parent / "docs" / "rules.md").read_text(encoding="utf-8")
    return list(dict.fromkeys(RULE_LINE.findall(text)))


def test_every_rule_a_player_acts_on_is_practised_in_a_lesson():
    ids = rule_ids()
    assert len(ids) >= 72
    assert set(EXCEPTIONS) <= set(ids), "an exception names a rule that is gone"
    taught = set()
    for lesson in load_lessons():
        taught |= lesson.rule_ids()
        raw = (resources_dir() / "lessons" / lesson.file).read_text(encoding="utf-8")
        for rule in lesson.rule_ids():      # the lesson file names what it teaches
            assert re.search(r"(?<![A-Z-])" + re.escape(rule) + r"(?!\d)", raw), (lesson.file, rule)
    missing = [i for i in ids if i not in taught and i not in EXCEPTIONS]
    assert not missing, f"rule ids no lesson names: {missing}"
    assert not set(EXCEPTIONS) & taught, "an exception is taught after all: drop it from the list"


def test_the_bundled_lessons_all_load():
    lessons, problems = read_lessons(resources_dir() / "lessons")
    assert not problems
    assert len(lessons) == len(list((resources_dir() / "lessons").glob("*.json")))


def test_every_step_position_is_an_engine_position():
    for lesson in load_lessons():
        for step in lesson.steps:
            Position.from_json(step.position)      # raises PositionError on a bad one


def _good() -> dict:
    return json.loads((resources_dir() / "lessons" / "04-common-capturing.json").read_text(encoding="utf-8"))


def test_a_bad_or_stray_lesson_file_is_skipped_with_a_message(tmp_path):
    good = _good()
    (tmp_path / "01-good.json").write_text(json.dumps(good), encoding="utf-8")
    raw = json.dumps(good).encode("utf-8")
    (tmp_path / "02-truncated.json").write_bytes(raw[: len(raw) // 2])
    (tmp_path / "03-latin1.json").write_bytes(json.dumps({**good, "id": "x", "title": "Ñ"}, ensure_ascii=False)
                                              .encode("latin-1"))
    (tmp_path / "04-keyless.json").write_text("{}", encoding="utf-8")
    (tmp_path / "05-stray.json").write_text("these are my notes", encoding="utf-8")
    (tmp_path / "06-deep.json").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    bad_pos = json.loads(json.dumps(good))
    bad_pos["id"] = "bad-position"
    bad_pos["steps"][0]["position"]["tokens"][0][0] = "T1"     # off seat 0's route in parchis
    (tmp_path / "07-bad-position.json").write_text(json.dumps(bad_pos), encoding="utf-8")
    dup = dict(good)
    (tmp_path / "08-same-id.json").write_text(json.dumps(dup), encoding="utf-8")
    (tmp_path / "09-folder.json").mkdir()
    lessons, problems = read_lessons(tmp_path)
    assert [x.id for x in lessons] == [good["id"]]
    assert [p.file for p in problems] == ["02-truncated.json", "03-latin1.json", "04-keyless.json",
                                          "05-stray.json", "06-deep.json", "07-bad-position.json",
                                          "08-same-id.json", "09-folder.json"]
    reasons = {p.file: p.reason for p in problems}
    assert "UTF-8" in reasons["03-latin1.json"]
    assert reasons["07-bad-position.json"].startswith("steps[0].position")
    assert all(len(p.reason) < 300 for p in problems)


def test_an_invalid_position_is_a_lesson_error_not_a_position_error():
    bad = _good()
    bad["steps"][0]["position"]["variant"] = "chess"
    try:
        Lesson.from_dict(bad)
    except LessonError as exc:
        assert exc.where == "steps[0].position"
    else:
        raise AssertionError("accepted")
