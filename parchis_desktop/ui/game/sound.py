"""Sound effects: QtMultimedia when the `sound` extra and an audio device exist, else silence.

QtMultimedia (from PySide6-Addons) is imported lazily and only when sound is
wanted; without it, or without an audio output, :func:`make_player` returns a
:class:`SilentPlayer`.  Tests always use the silent one.
"""
from __future__ import annotations

import os

from parchis_desktop.paths import resources_dir

EFFECTS = ("dice", "move", "capture", "home", "win")


class SilentPlayer:
    """Plays nothing; remembers what it was asked to play (tests read ``played``)."""

    available = False

    def __init__(self) -> None:
        self.enabled = True
        self.played: list[str] = []

    def play(self, name: str) -> None:
        if self.enabled:
            self.played.append(name)

    def set_enabled(self, on: bool) -> None:
        self.enabled = on


class QtSoundPlayer:
    """Short WAV effects through QSoundEffect."""

    available = True

    def __init__(self, effects: dict) -> None:
        self._effects = effects
        self.enabled = True

    def play(self, name: str) -> None:
        effect = self._effects.get(name)
        if self.enabled and effect is not None:
            effect.play()

    def set_enabled(self, on: bool) -> None:
        self.enabled = on


# The multimedia backends (PulseAudio, PipeWire, ALSA, FFmpeg) log through these categories;
# without an audio device they fill the terminal with connection failures.
QUIET_MULTIMEDIA = "qt.multimedia*=false"


def quiet_multimedia(quiet: bool) -> None:
    """Silence (or hear again) Qt multimedia's log categories."""
    from PySide6.QtCore import QLoggingCategory
    QLoggingCategory.setFilterRules(QUIET_MULTIMEDIA if quiet else "")


# Multimedia's messages that carry no category: the PulseAudio backend's qWarning() when no
# sound server runs ("PulseAudioService: pa_context_connect() failed"), which the
# category rules above cannot reach.
_UNCATEGORISED = ("PulseAudioService", "QSoundEffect", "QAudioSink", "QMediaDevices")


def is_multimedia_message(category: str | None, message: str) -> bool:
    """A log message of Qt multimedia (its categories, or its uncategorised backend warnings)."""
    return (category or "").startswith("qt.multimedia") or message.startswith(_UNCATEGORISED)


class _QuietProbe:
    """While the audio device is probed, multimedia's messages are held back (any other is
    passed on): with a device they are shown afterwards, without one they are dropped."""

    def __enter__(self):
        from PySide6.QtCore import qInstallMessageHandler
        self.held: list[tuple] = []
        self._previous = qInstallMessageHandler(self._handle)
        return self

    def _handle(self, kind, context, message) -> None:
        if is_multimedia_message(getattr(context, "category", None), message):
            self.held.append((kind, context, message))
        else:
            self._forward(kind, context, message)

    def _forward(self, kind, context, message) -> None:
        if self._previous is not None:
            self._previous(kind, context, message)
        else:
            import sys
            print(message, file=sys.stderr)

    def __exit__(self, *_exc) -> None:
        from PySide6.QtCore import qInstallMessageHandler
        qInstallMessageHandler(self._previous)

    def replay(self) -> None:
        """A device was found: its messages are worth seeing after all."""
        for held in self.held:
            self._forward(*held)
        self.held = []


def make_player(parent=None):
    """The best player this machine allows; never raises.  Probing for a device is done with
    the multimedia warnings silenced (also the PulseAudio backend's uncategorised one); they
    stay silenced when there is no sound to play."""
    if os.environ.get("QT_QPA_PLATFORM") == "offscreen" or os.environ.get("PARCHIS_NO_SOUND"):
        return SilentPlayer()
    quiet_multimedia(True)
    try:
        from PySide6.QtCore import QUrl
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    except ImportError:
        return SilentPlayer()
    try:
        with _QuietProbe() as probe:
            outputs = QMediaDevices.audioOutputs()
        if not outputs:
            return SilentPlayer()
        base = resources_dir()
        if base is None:
            return SilentPlayer()
        quiet_multimedia(False)   # a real device: its warnings are worth seeing
        probe.replay()
        effects = {}
        for name in EFFECTS:
            path = base / "sounds" / f"{name}.wav"
            if path.is_file():
                effect = QSoundEffect(parent)
                effect.setSource(QUrl.fromLocalFile(str(path)))
                effect.setVolume(0.6)
                effects[name] = effect
        return QtSoundPlayer(effects) if effects else SilentPlayer()
    except Exception:  # any multimedia backend failure means silence, never a crash
        return SilentPlayer()
