"""The hint the Expert sends back (H): shown on the board (the move selected, its
destination focused) and said in the status line, with the reason word worded, or, for a
compulsory move, the rule that forces it.  Texts keep the ``MainWindow`` context."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .texts import compulsory_reason, describe_move, hint_reason


def show_hint(window, epoch: int, pos, move) -> None:
    """The window's handler of ``BotDriver.hint_ready``; a late hint is dropped."""
    c = window.controller
    if epoch != c._epoch or pos is not c.position or not c.human_to_act():
        return  # the game moved on: a late hint is dropped
    if move is None or move not in c.legal_moves():
        window.panel.set_status(QCoreApplication.translate("MainWindow", "No hint: roll the dice."))
        return
    try:
        from parchis_desktop.ai.hint import reason_for
        word = reason_for(pos, move)
    except Exception:
        word = "progress"
    window.hint_move = move
    if move.token is not None:
        seat, token = move.seat, move.token
        moves = window.move_input.moves_for_token(seat, token)
        if move in moves:
            window.move_input.select(seat, token, moves)
            window.move_input.focus_destination(moves.index(move))
    why = compulsory_reason(pos, move) if word == "compulsory" else ""
    if why:
        window.panel.set_status(QCoreApplication.translate("MainWindow", "Hint: %1. This move is compulsory: %2")
                              .replace("%1", describe_move(move, window._names())).replace("%2", why))
        return
    window.panel.set_status(QCoreApplication.translate("MainWindow", "Hint: %1, because %2.").replace("%1", describe_move(move, window._names()))
                          .replace("%2", hint_reason(word)))
