"""Small helpers shared by the processes the AI starts (the Expert's worker in
:mod:`.runner`, the arena's plug-in bots in :mod:`.plugin`)."""
from __future__ import annotations


def close_quietly(conn) -> None:
    """Close our end of a pipe to a worker, if any; a pipe already broken is fine."""
    if conn is None:
        return
    try:
        conn.close()
    except OSError:
        pass
