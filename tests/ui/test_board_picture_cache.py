"""The main board's static picture kept on disk between start-ups (ui/board/picture_cache.py,
issue 34): the same picture back for exactly the same key, nothing for another key or a
damaged or hostile file, and a returning window's first frame reads it instead of drawing."""

from __future__ import annotations

import os
import struct

import pytest
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtCore import Qt

from parchis_desktop.engine.boards import board_named
from parchis_desktop.store.folders import cache_dir
from parchis_desktop.ui.board import BoardScene, BoardView, picture_cache
from parchis_desktop.ui.board.geometry import BoardGeometry
from parchis_desktop.ui.board.painter import BoardPainter
from parchis_desktop.ui.theme import Theme


def painted(painter: BoardPainter, width: int = 240, height: int = 240) -> QPixmap:
    rect = painter.geo.scene_rect
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.scale(width / rect.width(), height / rect.height())
    p.translate(-rect.topLeft())
    painter.paint(p)
    p.end()
    return pixmap


@pytest.fixture
def board_painter(qapp) -> BoardPainter:
    return BoardPainter(BoardGeometry(board_named("parchis68")), Theme.light())


def test_a_kept_picture_comes_back_pixel_for_pixel(board_painter, tmp_path):
    pixmap = painted(board_painter)
    key = picture_cache.picture_key(board_painter, 240, 240, 1.0)
    path = picture_cache.save(key, pixmap, tmp_path)
    assert path is not None and path.is_file()
    back = picture_cache.load(key, 240, 240, 1.0, tmp_path)
    assert back is not None
    want = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    assert back.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied) == want
    assert back.devicePixelRatio() == 1.0


def test_a_picture_at_two_device_pixels_keeps_its_ratio(board_painter, tmp_path):
    key = picture_cache.picture_key(board_painter, 240, 240, 2.0)
    picture_cache.save(key, painted(board_painter), tmp_path)
    assert picture_cache.load(key, 240, 240, 2.0, tmp_path).devicePixelRatio() == 2.0


def test_the_key_names_everything_the_picture_depends_on(board_painter, monkeypatch):
    base = picture_cache.picture_key(board_painter, 240, 240, 1.0)
    assert picture_cache.picture_key(board_painter, 240, 240, 1.0) == base
    assert picture_cache.picture_key(board_painter, 241, 240, 1.0) != base     # the size
    assert picture_cache.picture_key(board_painter, 240, 240, 1.5) != base     # the device pixels
    variants = [
        BoardPainter(board_painter.geo, Theme.dark_theme()),                             # the palette
        BoardPainter(board_painter.geo, Theme.light(), slot_count=2),               # the hollows
        BoardPainter(board_painter.geo, Theme.light(), active_seats={0, 2}),        # who plays
        BoardPainter(board_painter.geo, Theme.light(), partners={0: 2, 2: 0, 1: 3, 3: 1}),  # TM-1
        BoardPainter(BoardGeometry(board_named("russian56")), Theme.light()),      # the board
    ]
    keys = {picture_cache.picture_key(v, 240, 240, 1.0) for v in variants}
    assert base not in keys and len(keys) == len(variants)
    # The painting code: a drawing module changed since (its size or time) is another key.
    monkeypatch.setattr(picture_cache, "_stamp", "0.1.0|painter.py:1:2")
    assert picture_cache.picture_key(board_painter, 240, 240, 1.0) != base


def test_the_code_stamp_follows_the_drawing_modules(monkeypatch, tmp_path):
    monkeypatch.setattr(picture_cache, "_stamp", None)
    stamp = picture_cache.code_stamp()
    for name in picture_cache.DRAWING_MODULES:
        assert f"{name}.py:" in stamp and f"{name}.py:?" not in stamp
    assert "theme.py:" in stamp and "boards.py:" in stamp


def test_another_key_or_size_finds_nothing(board_painter, tmp_path):
    key = picture_cache.picture_key(board_painter, 240, 240, 1.0)
    path = picture_cache.save(key, painted(board_painter), tmp_path)
    assert picture_cache.load(key, 240, 241, 1.0, tmp_path) is None
    other = picture_cache.picture_key(BoardPainter(board_painter.geo, Theme.dark_theme()), 240, 240, 1.0)
    assert picture_cache.load(other, 240, 240, 1.0, tmp_path) is None
    # Another key's picture under this key's file name (a clash of names, the same length): not taken.
    clash = key[:40] + (b"X" if key[40:41] != b"X" else b"Y") + key[41:]
    os.replace(path, picture_cache._path(clash, tmp_path))
    assert picture_cache.load(clash, 240, 240, 1.0, tmp_path) is None


@pytest.mark.parametrize("damage", ["truncated", "magic", "dims", "stride", "empty", "longer", "huge", "folder"])
def test_a_damaged_or_hostile_file_is_ignored(board_painter, tmp_path, damage):
    key = picture_cache.picture_key(board_painter, 240, 240, 1.0)
    path = picture_cache.save(key, painted(board_painter), tmp_path)
    raw = path.read_bytes()
    header = struct.calcsize("<8sIIIII")
    magic, key_len, w, h, stride, fmt = struct.unpack_from("<8sIIIII", raw)
    if damage == "truncated":
        path.write_bytes(raw[:len(raw) // 2])
    elif damage == "magic":
        path.write_bytes(b"NOTOURS!" + raw[8:])
    elif damage == "dims":   # a header claiming a huge picture
        path.write_bytes(struct.pack("<8sIIIII", magic, key_len, 100000, 100000, 400000, fmt) + raw[header:])
    elif damage == "stride":
        path.write_bytes(struct.pack("<8sIIIII", magic, key_len, w, h, stride + 4, fmt) + raw[header:])
    elif damage == "empty":
        path.write_bytes(b"")
    elif damage == "longer":
        path.write_bytes(raw + b"\0" * 16)
    elif damage == "huge":   # a sparse file of 1 GiB: refused by its size, never read
        with open(path, "r+b") as fh:
            fh.truncate(1 << 30)
    else:
        path.unlink()
        path.mkdir()
    assert picture_cache.load(key, 240, 240, 1.0, tmp_path) is None


def test_at_most_keep_pictures_stay(board_painter, tmp_path):
    pixmap = painted(board_painter, 60, 60)
    for width in range(60, 60 + picture_cache.KEEP + 3):
        picture_cache.save(picture_cache.picture_key(board_painter, width, 60, 1.0), pixmap, tmp_path)
    assert len(list(tmp_path.glob("board-*.picture"))) == picture_cache.KEEP


def test_an_unwritable_folder_keeps_nothing_and_says_nothing(board_painter, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    key = picture_cache.picture_key(board_painter, 60, 60, 1.0)
    assert picture_cache.save(key, painted(board_painter, 60, 60), blocker / "cache") is None


def _first_frame(qtbot, keep: bool) -> tuple[BoardView, list]:
    drawn: list = []
    scene = BoardScene(board_named("parchis68"), keep_picture=keep)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(500, 500)
    original = scene._board_item._painter.paint
    scene._board_item._painter.paint = lambda p: (drawn.append(1), original(p))
    view.grab()
    return view, drawn


def test_the_main_board_draws_once_then_reads_its_picture(qtbot):
    folder = cache_dir()
    view, drawn = _first_frame(qtbot, keep=True)
    assert drawn == [1]                             # the first start draws the board...
    assert not list(folder.glob("board-*.picture"))  # ...and keeps it later, not in the frame
    first = view.grab().toImage()
    picture_cache.flush()
    assert len(list(folder.glob("board-*.picture"))) == 1
    again, drawn = _first_frame(qtbot, keep=True)
    assert drawn == []                               # the next start reads it
    assert again.grab().toImage() == first


def test_other_boards_keep_nothing(qtbot):
    view, drawn = _first_frame(qtbot, keep=False)
    assert drawn == [1]
    assert picture_cache._pending == []
    assert not cache_dir().exists() or not list(cache_dir().glob("board-*.picture"))


def test_the_picture_is_written_later_once_and_also_at_quit(qtbot, board_painter, monkeypatch):
    from PySide6.QtWidgets import QApplication
    written = []
    monkeypatch.setattr(picture_cache, "save", lambda key, pixmap, folder=None: written.append(key))
    monkeypatch.setattr(picture_cache, "SAVE_DELAY_MS", 50)
    a, b = (picture_cache.picture_key(board_painter, w, 60, 1.0) for w in (60, 61))
    picture_cache.save_later(a, painted(board_painter, 60, 60))
    picture_cache.save_later(b, painted(board_painter, 61, 60))   # a drag: only the last is kept
    assert written == []                                            # not in the frame's time
    qtbot.waitUntil(lambda: written == [b], timeout=2000)
    picture_cache.save_later(a, painted(board_painter, 60, 60))
    QApplication.instance().aboutToQuit.emit()                      # a quit before the delay
    assert written == [b, a] and picture_cache._pending == []


def test_the_main_window_keeps_its_board(qtbot):
    from parchis_desktop.ui.game.main_window import MainWindow
    window = MainWindow(autosave=False)
    qtbot.addWidget(window)
    assert window.scene._board_item.keep_picture
