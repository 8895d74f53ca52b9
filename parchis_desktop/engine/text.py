"""The one rule for position text, whichever way it comes in (a file, standard input, a
command-line argument, ``Position.from_json(bytes)``): UTF-8, with an initial byte-order
mark tolerated.  Anything else (UTF-16 or UTF-32, Latin-1, undecodable bytes) is refused
with a reason that says what was found.  JSON itself allows only UTF-8 between systems
(RFC 8259 §8.1); accepting UTF-16 on one way in and not another was a trap."""
from __future__ import annotations

__all__ = ["TextEncodingError", "decode_json_text"]

_BOM = b"\xef\xbb\xbf"


class TextEncodingError(ValueError):
    """Text that is not UTF-8; the message is the reason (e.g. ``not UTF-8 text (...)``)."""


def decode_json_text(data: bytes | bytearray | str) -> str:
    """``data`` as a str: bytes decoded as UTF-8 (BOM dropped); a str checked the same way
    (lone surrogates are undecodable bytes that Python kept from argv or a stream) and its
    BOM dropped.  Raises :class:`TextEncodingError`."""
    if isinstance(data, str):
        try:
            data.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise TextEncodingError(f"not UTF-8 text (an undecodable byte at character {exc.start})") from None
        return data[1:] if data.startswith("\ufeff") else data
    data = bytes(data)
    if data.startswith(_BOM):
        data = data[len(_BOM):]
    elif data[:4] in (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff"):
        raise TextEncodingError("UTF-32 text: save it as UTF-8")
    elif data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        raise TextEncodingError("UTF-16 text: save it as UTF-8")
    if b"\x00" in data:  # JSON text has no NUL byte: UTF-16 or UTF-32 without a byte-order mark
        raise TextEncodingError("not UTF-8 text (NUL bytes: UTF-16 or UTF-32?): save it as UTF-8")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise TextEncodingError(f"not UTF-8 text (byte 0x{data[exc.start]:02x} at offset {exc.start})") from None
