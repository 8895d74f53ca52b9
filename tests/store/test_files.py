"""The one reader (regular files only, capped, never blocking) and the atomic, durable writer."""
from __future__ import annotations

import os

import pytest

from parchis_desktop.store import files
from parchis_desktop.store.errors import SaveError, StoreError
from parchis_desktop.store.files import (
    clean_stale_temps, read_limited, set_aside, with_json_suffix, write_atomic,
)

needs_devices = pytest.mark.skipif(not os.path.exists("/dev/urandom"), reason="needs /dev/urandom")


def code_of(path, limit=1024, error=StoreError) -> str:
    with pytest.raises(error) as info:
        read_limited(path, limit, error)
    return info.value.code


def test_a_regular_file_is_read_whole_under_the_cap(tmp_path):
    path = tmp_path / "a.json"
    path.write_bytes(b"x" * 1000)
    assert read_limited(path, 1000) == b"x" * 1000
    path.write_bytes(b"x" * 1001)
    assert code_of(path, 1000) == "too_large"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_refused_at_once_not_waited_on(tmp_path, within):
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    assert within(lambda: code_of(fifo, error=SaveError)) == "not_regular"


@needs_devices
@pytest.mark.parametrize("device", ["/dev/urandom", "/dev/zero"])
def test_a_link_to_a_device_is_refused_without_reading_it(tmp_path, device):
    link = tmp_path / "game.json"
    link.symlink_to(device)
    assert code_of(link, 4 << 20) == "not_regular"


def test_folders_and_missing_files(tmp_path):
    (tmp_path / "folder.json").mkdir()
    assert code_of(tmp_path / "folder.json") == "not_regular"
    with pytest.raises(StoreError) as info:
        read_limited(tmp_path / "missing.json", 10)
    assert info.value.code == "unreadable" and info.value.params["reason"]


def test_the_writer_replaces_a_link_and_never_writes_through_it(linked_file):
    link, target = linked_file("someone else's file", target="elsewhere.ini")
    write_atomic(link, "new")
    assert target.read_text() == "someone else's file"
    assert not link.is_symlink() and link.read_text() == "new"


def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    events = []
    real_replace = os.replace
    monkeypatch.setattr(files.os, "replace", lambda a, b: (events.append("rename"), real_replace(a, b)))
    monkeypatch.setattr(files, "fsync_dir", lambda folder: events.append(("fsync dir", folder)))
    write_atomic(tmp_path / "g.json", "{}")
    assert events == ["rename", ("fsync dir", tmp_path)]


def test_set_aside_never_overwrites_an_earlier_copy(tmp_path):
    path = tmp_path / "autosave.json"
    path.write_text("first damage")
    assert set_aside(path).name == "autosave.damaged.json"
    path.write_text("second damage")
    assert set_aside(path).name == "autosave.damaged-2.json"
    assert (tmp_path / "autosave.damaged.json").read_text() == "first damage"
    assert (tmp_path / "autosave.damaged-2.json").read_text() == "second damage"
    assert not path.exists()


def test_set_aside_moves_a_link_not_its_target(linked_file):
    link, target = linked_file("keep")
    moved = set_aside(link)
    assert moved.is_symlink() and target.read_text() == "keep" and not os.path.lexists(link)


def test_stale_temporary_files_of_one_name_are_cleaned(tmp_path):
    (tmp_path / ".autosave.json.abc123.tmp").write_text("half a save")
    (tmp_path / ".other.json.x.tmp").write_text("not ours")
    (tmp_path / "autosave.json").write_text("{}")
    removed = clean_stale_temps(tmp_path, "autosave.json")
    assert [p.name for p in removed] == [".autosave.json.abc123.tmp"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [".other.json.x.tmp", "autosave.json"]


@pytest.mark.parametrize("name, expected", [
    ("mid-game one", "mid-game one.json"), ("a.JSON", "a.JSON"), ("x.json", "x.json"), ("v1.2", "v1.2.json"),
])
def test_json_suffix(tmp_path, name, expected):
    assert with_json_suffix(tmp_path / name).name == expected
