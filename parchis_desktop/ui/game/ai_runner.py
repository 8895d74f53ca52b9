"""Bots for the window: ask for a decision, get it back on the GUI thread, never block.

Cheap levels decide in-process (a few milliseconds).  The Expert searches in
a separate process (``parchis_desktop.ai.runner``, spawn context) polled by a
timer, so the board keeps animating while it thinks.  Every request carries
the controller's epoch; :meth:`BotDriver.cancel` forgets outstanding requests
so their late results are dropped.  If that process dies or gets stuck, the
runner starts another; when it cannot, the Strong level decides here and
:attr:`BotDriver.fallback` says so (the window shows a notice): the game never
waits for a worker that is gone.
"""
from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from parchis_desktop.engine import Dice, Position, legal_moves


def preload() -> None:
    """Import the AI modules (bots, search, the worker's runner).  The window does it just
    after its first frame (start-up does not wait for them), and before any computer move
    (importing them at the first one would stall the event loop mid-game)."""
    import parchis_desktop.ai  # noqa: F401
    import parchis_desktop.ai.runner  # noqa: F401


def __getattr__(name: str):
    """``LEVELS``, ``make_bot`` and ``Runner`` of the AI, imported when first asked for."""
    if name in ("LEVELS", "make_bot"):
        import parchis_desktop.ai as ai
        return getattr(ai, name)
    if name == "Runner":
        from parchis_desktop.ai.runner import Runner
        return Runner
    raise AttributeError(name)


def _make_bot(spec: str, seed: int):
    from parchis_desktop.ai import make_bot
    try:
        return make_bot(spec, seed=seed)
    except Exception:
        return None


class BotDriver(QObject):
    result = Signal(int, object)   # epoch, Move
    hint_ready = Signal(int, object, object)   # epoch, Position asked about, Move (or None)
    #: The Expert's process failed and a move (or hint) came from the Strong level instead:
    #: the runner's reason code ("worker-died", "worker-stalled", "worker-unavailable").
    fallback = Signal(str)

    def __init__(self, parent: QObject | None = None, expert_seconds: float = 1.0):
        super().__init__(parent)
        self.expert_seconds = expert_seconds
        self.max_seconds: float | None = None    # cap for --autoplay
        self._dice = Dice(12345)
        self._bots: dict[str, object] = {}
        self._runner = None
        self._pending: dict[int, tuple] = {}  # request id -> (epoch, position, clock, min_ms, is_hint)
        self._poll = QTimer(self)
        self._poll.setInterval(15)
        self._poll.timeout.connect(self._poll_runner)
        self._serial = 0

    def _spec(self, level: str) -> str:
        if level == "expert":
            secs = self.expert_seconds if self.max_seconds is None else min(self.expert_seconds, self.max_seconds)
            return f"expert@{secs:g}"
        from parchis_desktop.ai import LEVELS
        return level if level in LEVELS else "casual"

    def request(self, pos: Position, level: str, epoch: int, min_ms: int = 0, hint: bool = False) -> None:
        """Ask for ``level``'s move in ``pos``; ``result`` (or ``hint_ready``) brings it back."""
        clock = QElapsedTimer()
        clock.start()
        spec = self._spec(level)
        if level == "expert" and self._ensure_runner():
            try:
                rid = self._runner.request(pos.to_json(full=True), spec, None)
            except Exception:
                rid = None
            if rid is not None:
                self._pending[rid] = (epoch, pos, clock, min_ms, hint)
                self._poll.start()
                return
        move = self._decide_here(pos, spec if level != "expert" else "strong")
        self._deliver(epoch, move, clock, min_ms, hint, pos)

    def request_hint(self, pos: Position, epoch: int) -> None:
        """The Expert's move for the human to move (in its own process), for the Hint; asked
        again for the same position while it is searched, the one search serves."""
        self.cancel_hints(keep=pos)
        if any(entry[4] and entry[1] is pos for entry in self._pending.values()):
            return
        self.request(pos, "expert", epoch, 0, hint=True)

    def pending_hints(self) -> int:
        """Hints asked and not answered yet."""
        return sum(1 for entry in self._pending.values() if entry[4])

    def cancel_hints(self, keep: Position | None = None) -> None:
        """Forget the hints asked for a position other than ``keep`` (the game moved on): the
        Expert's process stops searching them, so a stale hint never holds up a computer
        player's move, and its answer never arrives."""
        for rid, entry in list(self._pending.items()):
            if entry[4] and entry[1] is not keep:
                del self._pending[rid]
                if self._runner is not None:
                    try:
                        self._runner.cancel(rid)
                    except Exception:
                        pass
        if not self._pending:
            self._poll.stop()

    def _decide_here(self, pos: Position, spec: str):
        moves = legal_moves(pos)
        bot = self._bots.get(spec)
        if bot is None and spec not in self._bots:
            bot = self._bots[spec] = _make_bot(spec, seed=self._dice.below(1 << 30))
        if bot is not None:
            try:
                move = bot.choose(pos)
                if move in moves:
                    return move
            except Exception:
                pass
        if pos.needs_roll:
            return None   # before the roll (RU-9) None means "roll": never a random exchange
        return moves[self._dice.below(len(moves))] if moves else None

    def _deliver(self, epoch: int, move, clock: QElapsedTimer, min_ms: int, hint: bool = False,
                 pos: Position | None = None) -> None:
        if hint:
            QTimer.singleShot(0, self, lambda: self.hint_ready.emit(epoch, pos, move))
            return
        wait = max(0, min_ms - clock.elapsed())
        QTimer.singleShot(wait, self, lambda: self.result.emit(epoch, move))

    def _ensure_runner(self) -> bool:
        if self._runner is not None:
            return True
        try:
            from parchis_desktop.ai.runner import Runner
            self._runner = Runner()
        except Exception:
            self._runner = None
        return self._runner is not None

    def _poll_runner(self) -> None:
        if self._runner is None or not self._pending:
            self._poll.stop()
            return
        try:
            results = self._runner.poll()
        except Exception:  # never wait for a runner that cannot answer: decide here
            results = []
            for rid, (epoch, pos, clock, min_ms, hint) in list(self._pending.items()):
                self._deliver(epoch, self._decide_here(pos, "strong"), clock, min_ms, hint, pos)
                self.fallback.emit("worker-unavailable")
            self._pending.clear()
        for rid, index in results:
            entry = self._pending.pop(rid, None)
            why = self._runner.fallbacks.pop(rid, None)
            if entry is None:
                continue  # cancelled: a late result
            if why is not None:
                self.fallback.emit(why)
            epoch, pos, clock, min_ms, hint = entry
            moves = legal_moves(pos)
            move = moves[index] if isinstance(index, int) and 0 <= index < len(moves) else None
            self._deliver(epoch, move, clock, min_ms, hint, pos)
        if not self._pending:
            self._poll.stop()

    def cancel(self) -> None:
        if self._runner is not None:
            for rid in list(self._pending):
                try:
                    self._runner.cancel(rid)
                except Exception:
                    pass
        self._pending.clear()
        self._poll.stop()

    def close(self) -> None:
        self.cancel()
        if self._runner is not None:
            try:
                self._runner.close()
            except Exception:
                pass
            self._runner = None
