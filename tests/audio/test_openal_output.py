"""Cues really played through OpenAL Soft, written to a WAV file by its wave backend."""

from __future__ import annotations

import array
import struct
import subprocess
import sys
import wave
from pathlib import Path

import pytest

from accessible_ll.soundcheck import every_cue
from tests.games import pebbles

FILES = {cue.id: cue.file for cue in (*every_cue(), *pebbles.GAME.narration.sounds)}
CUE_NAMES = tuple(cue.id for cue in every_cue())

PLAY_SCRIPT = """
import sys, time
from accessible_ll import games
from accessible_ll.audio.player import OpenALCuePlayer
from accessible_ll.soundcheck import every_cue
games.GAMES["pebbles"] = "tests.games.pebbles"  # one registry line: its cue is loaded too
cues, seat, muted = sys.argv[1].split(","), sys.argv[2], sys.argv[3] == "muted"
player = OpenALCuePlayer(every_cue(), volume=1.0, seats=3)
player.muted = muted
time.sleep(0.2)
for cue in cues:
    player.play(cue, None if seat == "none" else int(seat))
    time.sleep(0.05)
    while player.busy():
        time.sleep(0.01)
    time.sleep(0.2)
player.close()
"""


def read_float_wav(path: Path) -> tuple[int, int, array.array]:
    """Channels, rate and samples of OpenAL Soft's 32-bit float WAV (format 65534)."""
    data = path.read_bytes()
    assert data[:4] == b"RIFF" and data[8:12] == b"WAVE"
    pos, fmt, samples = 12, None, None
    while pos + 8 <= len(data):
        chunk, size = data[pos:pos + 4], struct.unpack("<I", data[pos + 4:pos + 8])[0]
        body = data[pos + 8:pos + 8 + size]
        if chunk == b"fmt ":
            fmt = struct.unpack("<HHIIHH", body[:16])
        elif chunk == b"data":
            samples = array.array("f")
            samples.frombytes(body[: len(body) // 4 * 4])
        pos += 8 + size + (size & 1)
    assert fmt is not None and fmt[0] in (3, 65534) and fmt[5] == 32, fmt
    return fmt[1], fmt[2], samples


def start_playing(folder: Path, cues, seat="none", muted=False) -> subprocess.Popen:
    """Play ``cues`` into ``folder``/out.wav in a program of its own (real time)."""
    folder.mkdir(parents=True, exist_ok=True)
    conf = folder / "alsoft.conf"
    conf.write_text(f"[general]\ndrivers=wave\n[wave]\nfile={folder / 'out.wav'}\n",
                    encoding="utf-8")
    env = {**__import__("os").environ, "ALSOFT_CONF": str(conf)}
    env.pop("ALSOFT_DRIVERS", None)
    return subprocess.Popen([sys.executable, "-c", PLAY_SCRIPT, ",".join(cues), str(seat),
                             "muted" if muted else "loud"], env=env,
                            cwd=Path(__file__).resolve().parents[2])


#: Every recording the tests below hear: (cues, seat, muted) by name.
PLAYS = {
    "half 0": (CUE_NAMES[0::2], "none", False),
    "half 1": (CUE_NAMES[1::2], "none", False),
    "seat 0": (["token"], 0, False),
    "seat 2": (["token"], 2, False),
    "muted": (["token", "game_won"], "none", True),
    "pebbles": (["pebble_taken", "deal"], "none", False),
}


@pytest.fixture(scope="module")
def recordings(tmp_path_factory) -> dict:
    """All of :data:`PLAYS` recorded at the same time (each takes as long as its cues
    sound), each by its own program into its own file."""
    work = tmp_path_factory.mktemp("openal")
    players = {name: start_playing(work / name.replace(" ", "-"), cues, seat, muted)
               for name, (cues, seat, muted) in PLAYS.items()}
    codes = {name: player.wait(timeout=120) for name, player in players.items()}
    assert codes == dict.fromkeys(PLAYS, 0), codes
    return {name: read_float_wav(work / name.replace(" ", "-") / "out.wav") for name in PLAYS}


def segments(channels: int, rate: int, samples, gap: float = 0.12, floor: float = 2e-3):
    """(start, end) seconds of the sounding stretches, split by silences of ``gap``."""
    frames = len(samples) // channels
    loud = [max(abs(samples[i * channels + c]) for c in range(channels)) > floor
            for i in range(frames)]
    found, start, quiet = [], None, 0
    for i, is_loud in enumerate(loud):
        if is_loud:
            start = i if start is None else start
            quiet = 0
        elif start is not None:
            quiet += 1
            if quiet > gap * rate:
                found.append((start / rate, (i - quiet) / rate))
                start, quiet = None, 0
    if start is not None:
        found.append((start / rate, (frames - quiet) / rate))
    return found


def cue_seconds(name: str) -> float:
    with wave.open(str(FILES[name])) as wav:
        return wav.getnframes() / wav.getframerate()


@pytest.mark.parametrize("half", [0, 1, "pebbles"])
def test_every_cue_sounds_for_its_length(recordings, half):
    """Every cue of the games here, and a game's own cue from its own folder once the
    game is in the registry (the test game's)."""
    recording = "pebbles" if half == "pebbles" else f"half {half}"
    names = PLAYS[recording][0]
    channels, rate, samples = recordings[recording]
    found = segments(channels, rate, samples)
    assert len(found) == len(names), found
    for name, (start, end) in zip(names, found):
        expected = cue_seconds(name)
        assert 0.5 * expected <= end - start <= expected + 0.05, (name, end - start, expected)


def channel_energy(channels, samples, channel):
    return sum(v * v for v in samples[channel::channels])


@pytest.mark.parametrize("seat,louder", [(0, 0), (2, 1)])
def test_a_seat_is_heard_on_its_side(recordings, seat, louder):
    channels, _rate, samples = recordings[f"seat {seat}"]
    assert channels == 2
    left, right = channel_energy(2, samples, 0), channel_energy(2, samples, 1)
    loud, quiet = (left, right) if louder == 0 else (right, left)
    assert loud > 2 * quiet > 0


def test_muted_means_silence(recordings):
    _channels, _rate, samples = recordings["muted"]
    assert len(samples) > 0 and max(abs(v) for v in samples) < 1e-6
