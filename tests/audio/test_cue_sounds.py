"""Every cue is as loud as the others, the two newer games' cues are short, and no two
cues sound nearly alike (measured on the committed WAV files)."""

from __future__ import annotations

import math

import pytest

from accessible_ll.audio.cues import load_cue
from accessible_ll.soundcheck import every_cue

FILES = {cue.id: cue.file for cue in every_cue()}
CUE_NAMES = tuple(FILES)

#: The cues of Disloyal Royals and Verräter, played often and in quick succession.
NEW_GAME_CUES = ("die", "success", "heart_lost", "assassinated", "diamond_taken",
                 "dig_nothing", "reshuffle", "card_passed", "card_kept", "reveal", "traitor",
                 "battle_won", "battle_lost", "landscape_turned", "building", "points")


def samples(name: str) -> tuple[list[float], int]:
    frames, rate = load_cue(FILES[name])
    return [v / 32768 for v in memoryview(frames).cast("h")], rate


def biquad(signal, b, a):
    b0, b1, b2 = (v / a[0] for v in b)
    a1, a2 = a[1] / a[0], a[2] / a[0]
    out, x1, x2, y1, y2 = [], 0.0, 0.0, 0.0, 0.0
    for x in signal:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def loudness(signal: list[float], rate: int, window: float = 0.1) -> float:
    """The loudest moment, in LUFS: ITU-R BS.1770's K-weighting (a high shelf at 1.5 kHz,
    a high-pass at 38 Hz), mean square over the loudest ``window`` seconds."""
    gain = 10 ** (4.0 / 40)
    w = 2 * math.pi * 1500 / rate
    c, s = math.cos(w), 2 * math.sqrt(gain) * math.sin(w) / math.sqrt(2)
    shelf = biquad(signal, (gain * ((gain + 1) + (gain - 1) * c + s),
                            -2 * gain * ((gain - 1) + (gain + 1) * c),
                            gain * ((gain + 1) + (gain - 1) * c - s)),
                   ((gain + 1) - (gain - 1) * c + s, 2 * ((gain - 1) - (gain + 1) * c),
                    (gain + 1) - (gain - 1) * c - s))
    w = 2 * math.pi * 38 / rate
    c, alpha = math.cos(w), math.sin(w)
    weighted = biquad(shelf, ((1 + c) / 2, -(1 + c), (1 + c) / 2), (1 + alpha, -2 * c, 1 - alpha))
    squares = [v * v for v in weighted]
    n = min(len(squares), int(rate * window))
    total = best = sum(squares[:n])
    for i in range(n, len(squares)):
        total += squares[i] - squares[i - n]
        best = max(best, total)
    return -0.691 + 10 * math.log10(best / n)


def fingerprint(signal: list[float], rate: int, frame: float = 0.02) -> list[float]:
    """Energy in octave bands (125 Hz to 8 kHz) over 20 ms frames, frame after frame."""
    n = int(rate * frame)
    bands = []
    for centre in (125 * 2 ** k for k in range(7)):
        w = 2 * math.pi * centre / rate
        alpha = math.sin(w) / (2 * 1.4)
        band = biquad(signal, (alpha, 0.0, -alpha), (1 + alpha, -2 * math.cos(w), 1 - alpha))
        bands.append([math.sqrt(sum(v * v for v in band[i:i + n]) / n)
                      for i in range(0, len(band), n)])
    return [energy for moment in zip(*bands) for energy in moment]


@pytest.fixture(scope="module")
def cues():
    return {name: samples(name) for name in CUE_NAMES}


def test_every_cue_is_about_as_loud_as_the_others(cues):
    level = {name: loudness(*cue) for name, cue in cues.items()}
    middle = sorted(level.values())[len(level) // 2]
    far = {name: round(value - middle, 1) for name, value in level.items()
           if abs(value - middle) > 5}
    assert not far, f"louder or quieter than the others by (LU): {far}"


def test_the_new_games_cues_are_short(cues):
    assert set(NEW_GAME_CUES) <= set(CUE_NAMES)
    long = {name: len(cues[name][0]) / cues[name][1] for name in NEW_GAME_CUES
            if len(cues[name][0]) / cues[name][1] > 0.4}
    assert not long, long
    assert len(cues["die"][0]) / cues["die"][1] <= 0.15, "one die sounds for every die rolled"


def test_no_two_cues_sound_nearly_alike(cues):
    prints = {name: fingerprint(*cue) for name, cue in cues.items()}
    names = sorted(prints)
    alike = []
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            a, b = prints[first], prints[second]
            a, b = a + [0.0] * (len(b) - len(a)), b + [0.0] * (len(a) - len(b))
            same = sum(x * y for x, y in zip(a, b)) / math.sqrt(
                sum(x * x for x in a) * sum(y * y for y in b))
            if same > 0.95:
                alike.append((first, second, round(same, 3)))
    assert not alike, alike
