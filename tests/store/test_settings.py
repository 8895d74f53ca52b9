"""Settings (issue 24 #3, #8): nothing in the file stops the app; it starts on defaults, keeps
the bad file aside and says so once; writes are atomic and never follow a link."""
from __future__ import annotations

import json
import os

import pytest

from parchis_desktop.store import ini
from parchis_desktop.store.settings import MIGRATIONS, SETTINGS, SETTINGS_VERSION, Settings

DEFAULTS = {s.key: s.default for s in SETTINGS}


def test_the_file_keeps_qsettings_layout_groups_and_keys(tmp_path):
    path = tmp_path / "s.ini"
    Settings(path).set_last_new_game({"variant": "spanish", "n": 1})
    Settings(path).set("sound/enabled", False)
    assert path.read_text() == ('[meta]\nversion=1\n\n[newgame]\nlast="{\\"variant\\": \\"spanish\\", \\"n\\": 1}"\n'
                                "\n[sound]\nenabled=false\n")


def test_every_version_below_the_current_one_has_a_migration():
    assert sorted(MIGRATIONS) == list(range(SETTINGS_VERSION))


def test_a_file_without_a_version_is_migrated_and_kept(tmp_path):
    path = tmp_path / "s.ini"
    path.write_text("[animation]\nspeed=slow\n")
    s = Settings(path)
    assert s.get("animation/speed") == "slow" and s.problems == []
    assert "version=1" in path.read_text()


@pytest.mark.parametrize("version", ["-1", "99", "2", "banana", "1.5"])
def test_a_version_without_a_migration_starts_on_defaults_and_keeps_the_file(tmp_path, version):
    path = tmp_path / "settings.ini"
    bad = f"[meta]\nversion={version}\n[animation]\nspeed=fast\n"
    path.write_text(bad)
    s = Settings(path)
    assert s.get("animation/speed") == DEFAULTS["animation/speed"]
    [problem] = s.take_problems()
    assert problem.code == "settings_reset" and problem.params["cause"] == "version_unknown"
    assert problem.params["aside"] == "settings.damaged.ini"
    assert (tmp_path / "settings.damaged.ini").read_text() == bad
    assert s.take_problems() == []                 # said once
    assert "version=1" in path.read_text()         # a fresh file in its place


def test_a_second_bad_file_does_not_overwrite_the_first_copy(tmp_path):
    path = tmp_path / "settings.ini"
    path.write_text("[meta]\nversion=-1\n")
    Settings(path)
    path.write_text("[meta]\nversion=77\n")
    s = Settings(path)
    assert s.problems[0].params["aside"] == "settings.damaged-2.ini"
    assert "version=-1" in (tmp_path / "settings.damaged.ini").read_text()
    assert "version=77" in (tmp_path / "settings.damaged-2.ini").read_text()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_settings_file_does_not_block(tmp_path, within):
    path = tmp_path / "settings.ini"
    os.mkfifo(path)
    assert within(lambda: Settings(path)).problems[0].params["cause"] == "not_regular"
    assert path.is_file()


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_link_to_a_device_is_set_aside_and_never_written(tmp_path):
    path = tmp_path / "settings.ini"
    path.symlink_to("/dev/zero")
    s = Settings(path)
    s.set("animation/speed", "fast")
    assert s.problems[0].params["cause"] == "not_regular"
    assert os.readlink(tmp_path / "settings.damaged.ini") == "/dev/zero"
    assert path.is_file() and not path.is_symlink() and "speed=fast" in path.read_text()


def test_a_link_to_a_file_is_read_but_replaced_not_written_through(linked_file):
    path, target = linked_file("[meta]\nversion=1\n[animation]\nspeed=slow\n", target="dotfiles.ini")
    s = Settings(path)
    assert s.get("animation/speed") == "slow"
    s.set("animation/speed", "fast")
    assert "speed=slow" in target.read_text()
    assert not path.is_symlink() and "speed=fast" in path.read_text()


def test_a_huge_or_binary_file_starts_on_defaults(tmp_path):
    path = tmp_path / "settings.ini"
    path.write_bytes(b"[a]\nb=" + b"x" * (300 * 1024))
    assert Settings(path).problems[0].params["cause"] == "too_large"
    path.write_bytes(b"\xff\xfe\x00garbage")
    assert Settings(path).problems[0].params["cause"] == "not_text"


def test_a_config_home_that_cannot_be_written_keeps_settings_for_the_session(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the config folder should be")
    s = Settings(blocker / "parchis-desktop" / "settings.ini")
    [problem] = s.take_problems()
    assert problem.code == "settings_unsaved"
    s.set("animation/speed", "fast")                # still works in memory ...
    assert s.get("animation/speed") == "fast"
    assert s.take_problems() == []                  # ... and is not said again


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root may write anywhere")
def test_a_read_only_config_home(tmp_path):
    home = tmp_path / "ro"
    home.mkdir()
    home.chmod(0o500)
    try:
        s = Settings(home / "parchis-desktop" / "settings.ini")
        assert [p.code for p in s.problems] == ["settings_unsaved"]
    finally:
        home.chmod(0o700)


def test_a_deeply_nested_last_choice_is_ignored_not_a_crash(tmp_path):
    path = tmp_path / "s.ini"
    s = Settings(path)
    s.set("newgame/last", "[" * 2000 + "]" * 2000)
    assert s.last_new_game() is None
    s.set("newgame/last", json.dumps({"players": [{"name": {"a": {"b": {"c": {"d": {"e": 1}}}}}}]}))
    assert s.last_new_game() is None
    s.set_last_new_game({"variant": "spanish", "players": [{"kind": "human", "name": "Ana"}]})
    assert Settings(path).last_new_game() == {"variant": "spanish", "players": [{"kind": "human", "name": "Ana"}]}


@pytest.mark.parametrize("text", ["plain", " lead", "trail ", "a,b", "a;b", "k=v", 'say "hi"', "back\\slash",
                                  "@home", "tab\tnl\n", "Łódź ñ", "\x01a", "", json.dumps({"a": [1, "x, y"]})])
def test_ini_values_round_trip(text):
    assert ini.value(ini.escape(text)) == text


def test_ini_reads_what_qsettings_writes():
    raw = ini.parse('[a]\nlist=a, b\nq="x" , y\ncomment=abc ; note\nvariant=@Variant(\\0)\n'
                    'hex="\\x41\\x42"\nplain=  spaced  \nat=@@home\n')["a"]
    assert {k: ini.value(v) for k, v in raw.items()} == {
        "list": ["a", "b"], "q": ["x", "y"], "comment": "abc", "variant": None, "hex": "AB",
        "plain": "spaced", "at": "@home"}
