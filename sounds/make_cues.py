"""Synthesize the game's sound cues into this folder as WAV files.

Run ``python3 sounds/make_cues.py`` to regenerate them after tuning. Each cue is
mono, 16-bit, 44.1 kHz, short, and fades in and out so that it never clicks. Only
the standard library is used, so anyone can run it.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path
from typing import Callable, Sequence

RATE = 44100
PEAK = 0.8  # headroom below full scale
FOLDER = Path(__file__).resolve().parent

Signal = list[float]


def tone(freq: float | Callable[[float], float], seconds: float, *, partials=(1.0,),
         decay: float = 0.0) -> Signal:
    """A tone (its frequency may glide: a function of time 0..1), with overtones."""
    n = int(RATE * seconds)
    out, phase = [], 0.0
    for i in range(n):
        t = i / n
        f = freq(t) if callable(freq) else freq
        phase += 2 * math.pi * f / RATE
        value = sum(a * math.sin(phase * (k + 1)) for k, a in enumerate(partials))
        out.append(value * math.exp(-decay * t))
    return out


def noise(seconds: float, *, seed: int, smooth: float = 0.3) -> Signal:
    """Soft noise: white noise through a one-pole low-pass filter."""
    rng = random.Random(seed)
    out, last = [], 0.0
    for _ in range(int(RATE * seconds)):
        last += smooth * (rng.uniform(-1, 1) - last)
        out.append(last)
    return out


def fade(signal: Signal, fade_in: float = 0.005, fade_out: float = 0.03) -> Signal:
    """Raised-cosine fades at both ends: no clicks."""
    n = len(signal)
    a, b = min(n // 2, int(RATE * fade_in)), min(n // 2, int(RATE * fade_out))
    out = list(signal)
    for i in range(a):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / a)
    for i in range(b):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / b)
    return out


def seq(*parts: Signal, gap: float = 0.0) -> Signal:
    """Parts one after the other, with silence between."""
    out: Signal = []
    for i, part in enumerate(parts):
        if i:
            out += [0.0] * int(RATE * gap)
        out += part
    return out


def mix(*parts: Signal) -> Signal:
    """Parts played together."""
    n = max(len(p) for p in parts)
    return [sum(p[i] for p in parts if i < len(p)) for i in range(n)]


def note(freq: float, seconds: float, decay: float = 4.0) -> Signal:
    """A short bell-like note."""
    return fade(tone(freq, seconds, partials=(1.0, 0.3, 0.12), decay=decay))


def glide(start: float, end: float, seconds: float, decay: float = 1.0) -> Signal:
    """A tone gliding from ``start`` to ``end`` Hz."""
    return fade(tone(lambda t: start + (end - start) * t, seconds, partials=(1.0, 0.2),
                     decay=decay))


C5, E5, G5, C6, E6, G6 = 523.25, 659.25, 783.99, 1046.5, 1318.5, 1568.0

CUES: dict[str, Callable[[], Signal]] = {
    "deal": lambda: fade(noise(0.09, seed=1, smooth=0.25), 0.004, 0.05),
    "draw": lambda: glide(600, 900, 0.09, decay=2),
    "play": lambda: mix(fade(noise(0.05, seed=2, smooth=0.5), 0.002, 0.03),
                        fade(tone(180, 0.12, decay=6))),
    "discard": lambda: glide(700, 380, 0.14, decay=2),
    "your_turn": lambda: seq(note(C5, 0.16), note(G5, 0.26)),
    "protected": lambda: fade(mix(tone(E5, 0.4, decay=2), tone(987.8, 0.4, decay=2.5)),
                              0.08, 0.2),
    "guess_hit": lambda: seq(note(C6, 0.09, 6), note(E6, 0.09, 6), note(G6, 0.2, 4)),
    "guess_miss": lambda: seq(note(392.0, 0.14, 3), note(293.7, 0.24, 3)),
    "compare": lambda: seq(note(440.0, 0.1, 5), note(554.4, 0.1, 5), note(440.0, 0.14, 5)),
    "trade": lambda: glide(420, 840, 0.14, 0.5) + glide(840, 420, 0.14, 1.5),
    "eliminated": lambda: glide(420, 140, 0.45, decay=1.5),
    "token": lambda: fade(tone(880.0, 0.55, partials=(1.0, 0.5, 0.25, 0.12), decay=5)),
    "round_won": lambda: seq(note(C5, 0.12), note(E5, 0.12), note(G5, 0.12),
                             note(C6, 0.35, 3)),
    "game_won": lambda: seq(note(C5, 0.14), note(E5, 0.14), note(G5, 0.14), note(C6, 0.22),
                            note(G5, 0.14), mix(note(C6, 0.6, 2), note(E6, 0.6, 2))),
    "error": lambda: seq(fade(tone(196.0, 0.1, partials=(1.0, 0.0, 0.3), decay=2)),
                         fade(tone(185.0, 0.14, partials=(1.0, 0.0, 0.3), decay=3)), gap=0.04),
    "menu_move": lambda: fade(tone(1200.0, 0.03, decay=3), 0.002, 0.015),
    "menu_select": lambda: seq(fade(tone(1000.0, 0.03, decay=3), 0.002, 0.012),
                               fade(tone(1500.0, 0.04, decay=3), 0.002, 0.02), gap=0.015),
}


def write_wav(path: Path, signal: Sequence[float]) -> None:
    """Normalize ``signal`` to the peak and write it as 16-bit mono PCM."""
    top = max(abs(v) for v in signal) or 1.0
    frames = b"".join(struct.pack("<h", int(v / top * PEAK * 32767)) for v in signal)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> None:
    """Write every cue into this folder."""
    for name, make in CUES.items():
        write_wav(FOLDER / f"{name}.wav", make())
        print(f"{name}.wav")


if __name__ == "__main__":
    main()
