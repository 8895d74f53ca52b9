"""The main board's static picture, kept on disk between start-ups (issue 34).

Drawing the board (frame, nests, track, goal: some 300 antialiased shapes with gradients)
takes ~20 ms of the first frame's ~100; a returning player's window opens at the size it
had, so the picture it draws is the one it drew last time.  The picture is kept in the
cache folder as raw premultiplied ARGB pixels behind a small header, under a key of
everything it depends on:

* what the painter is told (the board, the theme's colours, the nests' hollows, the seats
  that play, the partners), the device pixels per scene unit and the device pixel ratio;
* the painting code itself: the package's version and the size and time of change of every
  module that draws the board (a changed painter never shows an old picture), and the
  default font (the square numbers).

A file that does not match its key and size exactly (truncated, damaged, another format, a
hostile file of any size: nothing is read of a file whose size is not the picture's) is ignored and the board drawn as before; a folder that cannot be
written keeps nothing.  The file is written atomically, seconds after the frame that drew
it, never while a frame waits for it; at most :data:`KEEP` pictures are kept.
"""
from __future__ import annotations

import os
import struct
import zlib
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QFont, QImage, QPixmap

from parchis_desktop import __version__
from parchis_desktop.store.errors import StoreError
from parchis_desktop.store.files import read_limited, write_atomic
from parchis_desktop.store.folders import cache_dir

MAGIC = b"PDBOARD1"
_HEADER = struct.Struct("<8sIIIII")   # magic, key length, width, height, bytes a line, format
#: The longest key read back (a key is a few hundred bytes of text).
MAX_KEY = 4096
#: Pictures kept (the window's sizes a player uses: windowed, maximized, another screen...).
KEEP = 4
#: The largest picture kept (a board on a 4K screen at 2x is about 16 MiB).
MAX_BYTES = 32 << 20
_FORMAT = QImage.Format.Format_ARGB32_Premultiplied

#: The modules whose code draws the static board (their change time is part of the key).
DRAWING_MODULES = ("painter", "emblems", "looks", "geometry", "decorations")

_stamp: str | None = None


def code_stamp() -> str:
    """The painting code's identity: version, then each drawing module's size and mtime."""
    global _stamp
    if _stamp is None:
        here = Path(__file__).resolve().parent
        parts = [__version__]
        files = [here / f"{name}.py" for name in DRAWING_MODULES]
        files += [here.parent / "theme.py", here.parent.parent / "engine" / "boards.py"]
        for path in files:
            try:
                st = path.stat()
                parts.append(f"{path.name}:{st.st_size}:{st.st_mtime_ns}")
            except OSError:
                parts.append(f"{path.name}:?")
        _stamp = "|".join(parts)
    return _stamp


def picture_key(painter, width: int, height: int, dpr: float) -> bytes:
    """Everything the picture of ``painter`` at this size depends on, as text (it is kept
    whole in the file: a picture is used only for exactly the same key)."""
    geo = painter.geo
    rect = geo.scene_rect
    font = QFont()
    state = (
        code_stamp(), geo.board.name, (rect.x(), rect.y(), rect.width(), rect.height()),
        repr(painter.theme), painter.slot_count,
        None if painter.active_seats is None else tuple(sorted(painter.active_seats)),
        tuple(sorted(painter.partners.items())), width, height, round(dpr, 6),
        font.family(), font.pointSizeF(),
    )
    return repr(state).encode("utf-8")


def _path(key: bytes, folder: Path | None = None) -> Path:
    return (cache_dir() if folder is None else folder) / f"board-{zlib.crc32(key):08x}-{len(key)}.picture"


def load(key: bytes, width: int, height: int, dpr: float, folder: Path | None = None) -> QPixmap | None:
    """The kept picture for ``key`` (exactly ``width`` x ``height`` pixels), or None."""
    path = _path(key, folder)
    expected = _HEADER.size + len(key) + width * 4 * height   # a file of another size is not it
    if not path.is_file() or width * 4 * height > MAX_BYTES:
        return None
    try:
        raw = read_limited(path, expected)
    except (StoreError, OSError):
        return None
    if len(raw) < _HEADER.size:
        return None
    magic, key_len, w, h, stride, fmt = _HEADER.unpack_from(raw)
    start = _HEADER.size + key_len
    if (magic != MAGIC or key_len != len(key) or raw[_HEADER.size:start] != key
            or (w, h) != (width, height) or stride != w * 4 or fmt != _FORMAT.value
            or len(raw) != start + stride * h):
        return None
    image = QImage(raw[start:], w, h, stride, _FORMAT).copy()   # copy: own the pixels
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def save(key: bytes, pixmap: QPixmap, folder: Path | None = None) -> Path | None:
    """Keep ``pixmap`` under ``key`` (atomically); drop the oldest beyond :data:`KEEP`.
    The path written, or None when the folder cannot be written (nothing is kept)."""
    image = pixmap.toImage().convertToFormat(_FORMAT)
    w, h, stride = image.width(), image.height(), image.bytesPerLine()
    if stride != w * 4 or stride * h > MAX_BYTES:   # a padded line (not with 32-bit pixels), a huge one
        return None
    if len(key) > MAX_KEY:
        return None
    data = _HEADER.pack(MAGIC, len(key), w, h, stride, _FORMAT.value) + key + bytes(image.constBits())
    path = _path(key, folder)
    try:
        write_atomic(path, data)
    except OSError:
        return None
    _prune(path.parent)
    return path


#: How long after drawing a picture it is written to disk (never in a frame's time).
SAVE_DELAY_MS = 2000
_pending: list[tuple[bytes, QPixmap]] = []   # the last sharp picture only (a drag draws several)
_timer: list[QTimer] = []


def save_later(key: bytes, pixmap: QPixmap) -> None:
    """Keep ``pixmap`` :data:`SAVE_DELAY_MS` from now, or when the application quits before.
    Nothing here refers to the board item: a board dropped meanwhile changes nothing."""
    app = QCoreApplication.instance()
    if app is None:
        return
    _pending[:] = [(key, pixmap)]
    if not _timer or _timer[0].parent() is not app:
        timer = QTimer(app)
        timer.setSingleShot(True)
        timer.timeout.connect(flush)
        app.aboutToQuit.connect(flush)
        _timer[:] = [timer]
    _timer[0].start(SAVE_DELAY_MS)


def flush() -> None:
    """Write the picture waiting to be kept, if any."""
    if _timer:
        _timer[0].stop()
    if _pending:
        key, pixmap = _pending.pop()
        save(key, pixmap)


def _prune(folder: Path) -> None:
    try:
        kept = sorted(folder.glob("board-*.picture"), key=lambda p: p.stat().st_mtime_ns, reverse=True)
    except OSError:
        return
    for old in kept[KEEP:]:
        try:
            os.unlink(old)
        except OSError:
            pass
