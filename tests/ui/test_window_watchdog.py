"""Issue 25, a first-time player's audit of the window (continued from test_window_audit.py):
a watchdog that every state waiting for a human has an enabled way on, and hints, workers
and animations that never hold the game up."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from parchis_desktop.ui.game.players import BOT, EMPTY, HUMAN, SeatPlayer

from tests.helpers.ui import load_position as load, wait_for_human


# -- 3. a watchdog: every state that waits for a human has an enabled way on ------------------
def ways_on(w) -> list[str]:
    """What a human can do now in the window (empty: the game is stuck for them)."""
    c = w.controller
    ways = []
    if w.panel.roll_button.isVisible() and w.panel.roll_button.isEnabled():
        ways.append("roll")
    if w.panel.entry.isVisible():
        ways.append("enter dice")
    if w.move_input.movable:
        ways.append("tokens")
    if any(b.isVisible() and b.isEnabled() for b in w.panel.choice_buttons):
        ways.append("choices")
    if c.human_to_act() and not c.position.needs_roll and not c.legal_moves():
        ways.append("passing")    # no move: the turn passes by itself
    return ways


def _soak_with_hints(qtbot, w, variant, decisions, seed):
    import faulthandler
    import sys
    c = w.controller
    c.bots.expert_seconds = 0.05
    w.start_game(variant, [SeatPlayer(HUMAN, name="Ana"), SeatPlayer(BOT, "casual"), SeatPlayer(BOT, "casual"),
                           SeatPlayer(BOT, "casual")], seed=seed)
    for _ in range(decisions):
        def ready():
            pos = c.position
            return pos.is_over or (c.human_to_act() and bool(ways_on(w)))
        try:
            qtbot.waitUntil(ready, timeout=15000)
        except Exception:
            faulthandler.dump_traceback(file=sys.stderr)
            raise AssertionError(f"stuck: animating={c.animating} human_to_act={c.human_to_act()} "
                                 f"turn={w.panel.turn_label.text()!r} ways={ways_on(w)} "
                                 f"roll enabled={w.panel.roll_button.isEnabled()}")
        pos = c.position
        if pos.is_over:
            return
        if pos.needs_roll and not w.move_input.movable and not w.panel.choice_buttons:
            qtbot.keyClick(w, Qt.Key.Key_Space)
            continue
        if not c.legal_moves():
            continue
        w.hint_move = None
        w.hint_action.trigger()                       # H, then play what it suggests
        qtbot.waitUntil(lambda: w.hint_move is not None or c.position is not pos, timeout=20000)
        if c.position is pos and w.hint_move in c.legal_moves():
            c.play_move(w.hint_move)


@pytest.mark.parametrize("variant, seed", [("russian", 3), ("russian", 8)])
def test_watchdog_russian_with_hints_never_waits_without_a_way_on(qtbot, make_window, variant, seed):
    w = make_window(speed="fast")
    _soak_with_hints(qtbot, w, variant, 25, seed)


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["russian", "parchis", "spanish", "pachisi"])
def test_watchdog_soak_with_hints(qtbot, make_window, variant):
    w = make_window(speed="normal")
    _soak_with_hints(qtbot, w, variant, 400, 17)


def _russian_exchange_to_roll(w):
    """Yellow (Ana) to roll, holding Blue's token, Blue holding one of hers: RU-9 exchanges."""
    return load(w, "russian", {0: ["P1", "T20"], 1: ["P0", "T40"], 3: ["T50"]},
                players=[SeatPlayer(HUMAN, name="Ana"), SeatPlayer(BOT, "casual"), SeatPlayer(EMPTY),
                         SeatPlayer(BOT, "casual")])


def test_a_stale_hint_stops_its_search_and_never_blocks_the_roll(qtbot, make_window):
    w = make_window(speed="normal")
    c = w.controller
    c.bots.expert_seconds = 30                                 # a slow Expert: the hint is not back soon
    _russian_exchange_to_roll(w)
    qtbot.waitUntil(lambda: c.can_roll() and bool(w.panel.choice_buttons))
    asked = c.position
    w.hint_action.trigger()
    w.hint_action.trigger()                                    # H twice: one search serves
    assert c.bots.pending_hints() == 1 and len(c.bots._runner.pending()) == 1
    qtbot.keyClick(w, Qt.Key.Key_Space)                        # Ana rolls before the hint is back
    assert c.position is not asked and c.bots.pending_hints() == 0
    assert c.bots._runner.pending() == set()                   # the worker was told to stop
    exchange = [m for m in legal_moves_of(asked) if m.kind == "exchange"][0]
    w._on_hint(c._epoch, asked, exchange)                      # the stale answer arrives anyway
    assert w.hint_move is None and "Hint" not in w.panel.status.text()
    qtbot.waitUntil(lambda: c.human_to_act() and bool(c.legal_moves()))
    w.hint_action.trigger()                                    # a hint for the move ...
    assert c.bots.pending_hints() == 1
    c.play_move(c.legal_moves()[0])                            # ... which Ana makes without it
    assert c.animating and c.bots.pending_hints() == 0 and c.bots._runner.pending() == set()


@pytest.mark.parametrize("then", ["undo", "new game"])
def test_a_hint_pending_at_undo_or_new_game_is_dropped(qtbot, make_window, then):
    w = make_window(speed="normal")
    c = w.controller
    c.bots.expert_seconds = 30                                 # a slow Expert
    _russian_exchange_to_roll(w)
    qtbot.waitUntil(lambda: c.can_roll() and bool(w.panel.choice_buttons))
    qtbot.keyClick(w, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: c.human_to_act() and bool(c.legal_moves()))
    asked, epoch = c.position, c._epoch
    w.hint_action.trigger()
    assert c.bots.pending_hints() == 1
    if then == "undo":
        w.undo_action.trigger()
    else:
        _russian_exchange_to_roll(w)                           # another game is loaded
    assert c.bots.pending_hints() == 0 and c.bots._runner.pending() == set()
    w._on_hint(epoch, asked, legal_moves_of(asked)[0])         # the late answer
    assert w.hint_move is None
    qtbot.waitUntil(lambda: c.can_roll() and w.panel.roll_button.isEnabled())


def test_a_stuck_expert_worker_never_holds_up_the_game(qtbot, make_window):
    import os
    import signal
    w = make_window()
    c = w.controller
    c.bots.expert_seconds = 5
    _russian_exchange_to_roll(w)
    qtbot.waitUntil(lambda: c.can_roll() and bool(w.panel.choice_buttons))
    qtbot.keyClick(w, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: c.human_to_act() and bool(c.legal_moves()))
    w.hint_action.trigger()
    runner = c.bots._runner
    assert c.bots.pending_hints() == 1
    os.kill(runner.worker_pid, signal.SIGSTOP)                # the Expert's process hangs with the hint
    try:
        assert w.move_input.movable or w.panel.choice_buttons   # Ana moves without the hint ...
        c.play_move(c.legal_moves()[0])
        assert c.bots.pending_hints() == 0
        for _ in range(20):                                    # ... and rolls again when her turn comes
            wait_for_human(qtbot, w)
            if c.can_roll() or c.position.is_over:
                break
            c.play_move(c.legal_moves()[0])
        assert c.can_roll() and w.panel.roll_button.isEnabled()
    finally:
        os.kill(runner.worker_pid, signal.SIGCONT)


def test_a_hint_asked_during_an_animation_is_not_asked(qtbot, make_window):
    w = make_window(speed="slow")
    c = w.controller
    _russian_exchange_to_roll(w)
    qtbot.waitUntil(lambda: c.can_roll() and bool(w.panel.choice_buttons))
    c.play_move([m for m in c.legal_moves() if m.kind == "exchange"][0])
    assert c.animating
    w.ask_hint()                                               # H while the exchange animates
    assert c.bots.pending_hints() == 0
    qtbot.waitUntil(lambda: c.can_roll() and w.panel.roll_button.isEnabled(), timeout=10000)


def test_a_hint_at_the_roll_leaves_the_roll_enabled(qtbot, make_window):
    w = make_window()
    c = w.controller
    _russian_exchange_to_roll(w)
    qtbot.waitUntil(lambda: c.can_roll() and bool(w.panel.choice_buttons))
    exchange = [m for m in c.legal_moves() if m.kind == "exchange"][0]
    w._on_hint(c._epoch, c.position, exchange)                 # the Expert suggests an exchange
    assert w.hint_move == exchange and w.panel.roll_button.isEnabled() and "roll" in ways_on(w)
    w._on_hint(c._epoch, c.position, None)                     # ... or says: just roll
    assert w.panel.roll_button.isEnabled()


def legal_moves_of(pos):
    from parchis_desktop.engine import legal_moves
    return legal_moves(pos)


@pytest.mark.parametrize("loss", ["never animated", "stopped half-way"])
def test_a_lost_animation_does_not_leave_the_human_waiting(qtbot, make_window, monkeypatch, loss):
    w = make_window(speed="normal")
    c = w.controller
    w.animation_guard.LIMIT_MS = 300
    _russian_exchange_to_roll(w)
    qtbot.waitUntil(lambda: c.can_roll() and bool(w.panel.choice_buttons))
    if loss == "never animated":      # a handler of move_played failed before the board was told
        monkeypatch.setattr(w.scene, "animate_move", lambda *args: None)
    exchange = [m for m in c.legal_moves() if m.kind == "exchange"][0]
    c.play_move(exchange)             # Ana exchanges before her roll (RU-9), then rolls
    if loss == "stopped half-way":    # the animation stops without reaching its end
        qtbot.waitUntil(lambda: w.scene._anim is not None and w.scene._anim.currentTime() > 50)
        w.scene._anim.stop()
    assert not w.panel.roll_button.isEnabled()
    qtbot.waitUntil(lambda: c.can_roll() and w.panel.roll_button.isEnabled(), timeout=5000)
    assert w.animation_guard.rescued == 1 and w.panel.turn_label.text() == "Ana to roll"
    pos = c.position
    for (seat, token), item in w.scene.token_items().items():   # the board shows the position
        assert item.location == pos.location(seat, token) or pos.location(seat, token).startswith("P")


def test_the_animation_guard_leaves_a_healthy_animation_alone(qtbot, make_window):
    w = make_window(speed="slow")
    c = w.controller
    w.animation_guard.LIMIT_MS = 15000
    _russian_exchange_to_roll(w)
    qtbot.waitUntil(lambda: c.can_roll() and bool(w.panel.choice_buttons))
    c.play_move([m for m in c.legal_moves() if m.kind == "exchange"][0])
    qtbot.waitUntil(lambda: c.can_roll(), timeout=10000)
    assert w.animation_guard.rescued == 0
