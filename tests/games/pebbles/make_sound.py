"""Make the test game's own cue, ``sounds/pebble_taken.wav``: two small stones knocking
together, mono, 16-bit, 44.1 kHz (``python3 tests/games/pebbles/make_sound.py``)."""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 44100
FILE = Path(__file__).resolve().parent / "sounds" / "pebble_taken.wav"


def knock(freq: float, seconds: float) -> list[float]:
    """A short knock: a tone that fades fast, from silence (no click)."""
    n = int(RATE * seconds)
    return [math.sin(2 * math.pi * freq * i / RATE) * math.exp(-7 * i / n) for i in range(n)]


def main() -> None:
    signal = knock(2400.0, 0.05) + [0.0] * int(RATE * 0.04) + knock(2900.0, 0.06)
    frames = b"".join(struct.pack("<h", int(v * 0.8 * 32767)) for v in signal)
    with wave.open(str(FILE), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


if __name__ == "__main__":
    main()
