"""The hint the Expert sends back (H): shown on the board (the move selected, its
destination focused) and said in the status line, with the reason word worded, or, for a
compulsory move, the rule that forces it; and what the status line asks of the human to
move.  Texts keep the ``MainWindow`` context."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from parchis_desktop.engine import partner

from parchis_desktop.ui.game.side_panel import plays_for_partner
from parchis_desktop.ui.texts.game import compulsory_reason, describe_move, hint_reason


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


def gift_text(window, pos) -> str:
    return (QCoreApplication.translate("MainWindow", "%1 chooses the gift of %2: click one of their glowing tokens.")
            .replace("%1", window._name(pos.to_move)).replace("%2", str(pos.extra.get("gift", 6))))


def decision_hint(window, pos, has_choices: bool) -> str:
    """The status line while a human chooses a move."""
    if pos.extra.get("gift") and pos.to_move != pos.turn:
        return gift_text(window, pos)
    if pos.extra.get("reward"):
        return QCoreApplication.translate(
            "MainWindow", "Third double: click a glowing token to send it straight home, or decline the reward.")
    if has_choices and not window.move_input.movable:
        return QCoreApplication.translate("MainWindow", "Choose with the buttons above.")
    if plays_for_partner(pos, pos.to_move):   # TM-3
        return (QCoreApplication.translate(
            "MainWindow", "All your tokens are home: move your partner's tokens (%1). Click a glowing token.")
            .replace("%1", window._name(partner(pos, pos.to_move))))
    return QCoreApplication.translate("MainWindow", "Click a glowing token to move it (or use the arrow keys and Enter).")
