#!/usr/bin/env python3
"""Synthesise the game's short sound effects into resources/sounds/*.wav.

The sounds are made here from scratch (no recorded samples, no licences to
track): a dice rattle, a token tap, a capture thud, a home chime and a win
fanfare.  Run it again after changing a recipe; the WAVs are committed.
"""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"


def envelope(t: float, attack: float, decay: float) -> float:
    return min(1.0, t / attack) * math.exp(-t / decay) if attack else math.exp(-t / decay)


def tone(freq: float, dur: float, decay: float, gain: float = 0.5, harmonics=(1.0, 0.3, 0.1)):
    n = int(RATE * dur)
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
        out.append(gain * v * envelope(t, 0.004, decay))
    return out


def click(dur: float, decay: float, gain: float, seed: int, lowpass: float = 0.3):
    rnd = random.Random(seed)
    n = int(RATE * dur)
    out, prev = [], 0.0
    for i in range(n):
        t = i / RATE
        prev = prev + lowpass * (rnd.uniform(-1, 1) - prev)
        out.append(gain * prev * envelope(t, 0.001, decay))
    return out


def mix(length: float, parts):
    n = int(RATE * length)
    buf = [0.0] * n
    for start, samples in parts:
        o = int(start * RATE)
        for i, v in enumerate(samples):
            if o + i < n:
                buf[o + i] += v
    return buf


def write(name: str, samples) -> None:
    peak = max(1e-9, max(abs(v) for v in samples))
    scale = 0.8 / peak if peak > 0.8 else 1.0
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(v * scale * 32767)) for v in samples))


def main() -> None:
    rnd = random.Random(7)
    rattle = [(0.03 + k * 0.045 + rnd.uniform(0, 0.02), click(0.05, 0.012, 0.9 - k * 0.08, k, 0.5))
              for k in range(8)]
    write("dice", mix(0.45, rattle))
    write("move", mix(0.12, [(0, click(0.08, 0.015, 0.6, 1, 0.15)), (0, tone(660, 0.1, 0.03, 0.15))]))
    write("capture", mix(0.4, [(0, click(0.2, 0.05, 1.0, 2, 0.08)), (0.0, tone(110, 0.35, 0.1, 0.6)),
                               (0.05, tone(82, 0.3, 0.1, 0.4))]))
    write("home", mix(0.6, [(0, tone(784, 0.5, 0.15, 0.4)), (0.08, tone(1047, 0.5, 0.18, 0.35))]))
    notes = [523, 659, 784, 1047]
    write("win", mix(1.3, [(i * 0.14, tone(f, 0.7, 0.25, 0.35)) for i, f in enumerate(notes)]
                     + [(0.56, tone(784, 0.7, 0.3, 0.25))]))


if __name__ == "__main__":
    main()
