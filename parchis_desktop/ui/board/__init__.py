"""The board: drawn from a :class:`~parchis_desktop.engine.Board` table, by concern.

* :mod:`.geometry`: scene units from the table (cells, nests, goal, home columns), where
  the tokens of a position stand, a move's walk along its route; no widgets;
* :mod:`.painter`: draws the board, tokens and decorations with a plain QPainter;
  :func:`render_position` draws any position offscreen into a QImage;
* :mod:`.overlays`: arrows, rings and crosses over a position (help diagrams);
* :mod:`.tokens`: the token items and the small items around them;
* :mod:`.decorations`: the static board item, names, the turn glow, blockade badges;
* :mod:`.motions`: move kind -> motion (the animations of a move);
* :mod:`.scene`: :class:`BoardScene`, placement and orchestration, clicks as signals;
* :mod:`.view`: :class:`BoardView`, the scene fitted in a widget.
"""

from parchis_desktop.ui.board.geometry import CELL, TOKEN_RADIUS, BoardGeometry
from parchis_desktop.ui.board.motions import SPEEDS
from parchis_desktop.ui.board.painter import paint_position, render_position
from parchis_desktop.ui.board.scene import BoardScene
from parchis_desktop.ui.board.view import BoardView

__all__ = ["CELL", "TOKEN_RADIUS", "SPEEDS", "BoardGeometry", "BoardScene", "BoardView",
           "Arrow", "Ring", "Cross", "render_position", "paint_position"]


def __getattr__(name: str):
    """The overlays (help diagrams, the review's and analysis board's arrows) load on first
    use: the window's first frame has none."""
    if name in ("Arrow", "Cross", "Ring"):
        from parchis_desktop.ui.board import overlays
        return getattr(overlays, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
