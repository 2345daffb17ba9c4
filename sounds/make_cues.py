"""Synthesize the sound cues as WAV files, each into the folder of what declares it:
the kit's card cues (``accessible_ll/kit/sounds``), the shell's own
(``accessible_ll/audio/sounds``) and each game's (``accessible_ll/games/NAME/sounds``).

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
ROOT = Path(__file__).resolve().parent.parent

#: Where each cue's file goes: the ``sounds`` folder beside the module that declares it.
PLACES = {
    "accessible_ll/kit/sounds": ("deal", "draw", "play", "discard", "your_turn",
                                 "eliminated", "game_won"),
    "accessible_ll/audio/sounds": ("error", "menu_move", "menu_select"),
    "accessible_ll/games/love_letter/sounds": ("protected", "guess_hit", "guess_miss",
                                               "compare", "trade", "token", "round_won"),
    "accessible_ll/games/disloyal_royals/sounds": ("die", "success", "heart_lost",
                                                   "assassinated", "diamond_taken",
                                                   "dig_nothing", "reshuffle"),
    "accessible_ll/games/verraeter/sounds": ("card_passed", "card_kept", "reveal", "traitor",
                                             "battle_won", "battle_lost", "landscape_turned",
                                             "building", "points"),
}

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


def pluck(freq: float, seconds: float, *, seed: int, damping: float = 0.996) -> Signal:
    """A plucked string (Karplus-Strong): a burst of noise through a tuned delay line."""
    rng = random.Random(seed)
    line = [rng.uniform(-1, 1) for _ in range(max(2, int(RATE / freq)))]
    out = []
    for i in range(int(RATE * seconds)):
        j = i % len(line)
        value = line[j]
        line[j] = damping * 0.5 * (value + line[(j + 1) % len(line)])
        out.append(value)
    return fade(out, 0.001, 0.03)


def knock(freq: float, seconds: float = 0.07, *, seed: int) -> Signal:
    """A short wooden knock: a fast-fading tone with a click of noise on its front."""
    body = tone(freq, seconds, partials=(1.0, 0.0, 0.5, 0.0, 0.2), decay=9)
    click = fade(noise(0.008, seed=seed, smooth=0.8), 0.0005, 0.006)
    return fade(mix(body, click), 0.001, 0.02)


def brass(freq: float, seconds: float, decay: float = 1.5) -> Signal:
    """A brassy note: many strong overtones, a soft attack."""
    return fade(tone(freq, seconds, partials=(1.0, 0.7, 0.5, 0.35, 0.25, 0.15), decay=decay),
                0.02, 0.05)


def dense(signal: Signal, drive: float) -> Signal:
    """``signal`` softly saturated: its quiet parts come nearer its peaks, so a sound made
    of short clicks is as loud as the others at the same peak."""
    return [math.tanh(drive * v) for v in signal]


def tremolo(signal: Signal, rate: float, depth: float = 0.5) -> Signal:
    """``signal`` with its loudness wavering ``rate`` times a second."""
    return [v * (1 - depth / 2 + depth / 2 * math.cos(2 * math.pi * rate * i / RATE))
            for i, v in enumerate(signal)]


def rattle(times: Sequence[float], *, seed: int, smooth: float = 0.6,
           softer: float = 0.85) -> Signal:
    """Short clicks of noise at the given moments (in seconds), each ``softer`` times as
    loud as the one before."""
    out: Signal = []
    for k, at in enumerate(times):
        start = int(RATE * at)
        out += [0.0] * max(0, start - len(out))
        click = fade(noise(0.012, seed=seed + k, smooth=smooth), 0.0005, 0.009)
        for i, v in enumerate(click):
            value = v * softer ** k
            if start + i < len(out):
                out[start + i] += value
            else:
                out.append(value)
    return out


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
    # Disloyal Royals
    "die": lambda: fade(dense(mix(rattle((0.0, 0.03, 0.055, 0.075, 0.09), seed=11),
                                  knock(1900.0, 0.13, seed=12)), 1.5), 0.001, 0.03),
    "success": lambda: seq(fade(tone(1174.7, 0.05, partials=(1.0, 0.0, 0.2), decay=4),
                                0.002, 0.015),
                           fade(tone(1760.0, 0.16, partials=(1.0, 0.0, 0.2), decay=5),
                                0.002, 0.08)),
    "heart_lost": lambda: dense(seq(
        fade(tone(98.0, 0.09, partials=(1.0, 0.8, 0.6, 0.4), decay=5)),
        fade(tone(87.3, 0.11, partials=(1.0, 0.8, 0.6, 0.4), decay=5)),
        glide(622.3, 311.1, 0.13, decay=2.5), gap=0.03), 1.5),
    "assassinated": lambda: mix(fade(noise(0.18, seed=13, smooth=0.95), 0.002, 0.15),
                                glide(1400, 160, 0.36, decay=3)),
    "diamond_taken": lambda: mix(fade(tremolo(tone(2637.0, 0.32, decay=7), 24, 0.9), 0.002),
                                 seq([0.0] * int(RATE * 0.06),
                                     fade(tone(3136.0, 0.26, decay=7), 0.002))),
    "dig_nothing": lambda: dense(seq(
        mix(fade(noise(0.12, seed=14, smooth=0.06), 0.002, 0.09),
            fade(tone(lambda t: 150 - 50 * t, 0.12, decay=5))),
        mix(fade(noise(0.14, seed=15, smooth=0.06), 0.002, 0.11),
            fade(tone(lambda t: 120 - 40 * t, 0.14, decay=5))), gap=0.05), 2),
    "reshuffle": lambda: dense(rattle([0.3 * (1 - (1 - k / 13) ** 1.6) for k in range(14)],
                                      seed=20, smooth=0.35, softer=0.95), 3),
    # Verräter
    "card_passed": lambda: mix(dense(fade(noise(0.16, seed=40, smooth=0.2), 0.1, 0.05), 3),
                               seq([0.0] * int(RATE * 0.15), knock(1100.0, 0.05, seed=41))),
    "card_kept": lambda: pluck(293.7, 0.22, seed=42),
    "reveal": lambda: dense(seq(
        [0.3 * v for v in fade(noise(0.11, seed=50, smooth=0.5), 0.1, 0.01)],
        mix(note(E5, 0.2, 4), note(830.6, 0.2, 4), note(987.8, 0.2, 4))), 0.8),
    "traitor": lambda: fade(tremolo(mix(tone(233.1, 0.38, partials=(1.0, 0.5, 0.3), decay=1),
                                        tone(329.6, 0.38, partials=(1.0, 0.5, 0.3), decay=1)),
                                    11, 0.7), 0.01, 0.1),
    "battle_won": lambda: seq(brass(392.0, 0.1, 2), brass(523.3, 0.26, 1.5), gap=0.02),
    "battle_lost": lambda: seq(brass(329.6, 0.14, 1), brass(311.1, 0.22, 1.5), gap=0.02),
    "landscape_turned": lambda: mix(fade(noise(0.34, seed=43, smooth=0.08), 0.15, 0.15),
                                    glide(180, 320, 0.34, decay=1)),
    "building": lambda: dense(seq(knock(700.0, 0.09, seed=44), knock(760.0, 0.09, seed=45),
                                  knock(700.0, 0.09, seed=46), gap=0.03), 5),
    "points": lambda: dense(seq(pluck(1318.5, 0.07, seed=47, damping=0.99),
                                pluck(1568.0, 0.07, seed=48, damping=0.99),
                                pluck(2093.0, 0.16, seed=49, damping=0.995)), 3),
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
    """Write every cue into its folder."""
    for folder, names in PLACES.items():
        for name in names:
            write_wav(ROOT / folder / f"{name}.wav", CUES[name]())
            print(f"{folder}/{name}.wav")


if __name__ == "__main__":
    main()
