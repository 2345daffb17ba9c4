"""The cues and where their WAV files are (which events sound which cue is each game's:
its descriptor's ``cues``)."""

from __future__ import annotations

import io
import wave
from pathlib import Path

from accessible_ll.inputs import JsonProblem, read_bytes

#: The largest cue file read (the cues are short: a few hundred kilobytes at most).
MAX_CUE_BYTES = 8 << 20
#: The sample rates a cue may have (what sound devices play).
MIN_RATE, MAX_RATE = 4000, 192000

CUE_NAMES = (
    "deal", "draw", "play", "discard", "your_turn", "protected", "guess_hit", "guess_miss",
    "compare", "trade", "eliminated", "token", "round_won", "game_won", "error",
    "menu_move", "menu_select",
    # Disloyal Royals
    "die", "success", "heart_lost", "assassinated", "diamond_taken", "dig_nothing",
    "reshuffle",
    # Verräter
    "card_passed", "card_kept", "reveal", "traitor", "battle_won", "battle_lost",
    "landscape_turned", "building", "points",
)


class CueError(ValueError):
    """A cue file is missing or not a WAV file we can play."""


def sound_dir() -> Path:
    """Where the cue files are: inside the installed package, or the checkout."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "sounds", here.parent / "sounds"):
        if (candidate / "draw.wav").is_file():
            return candidate
    return here / "sounds"


def load_cue(path: Path) -> tuple[bytes, int]:
    """A cue's 16-bit mono samples and sample rate, read through the one file reader
    (an ordinary file of at most :data:`MAX_CUE_BYTES`: a pipe or a device is refused
    without waiting).

    Raises:
        CueError: the file is missing, not a WAV file, not 16-bit mono, or its sample
            rate is not one a sound device plays.
    """
    try:
        data = read_bytes(Path(path), MAX_CUE_BYTES)
        with wave.open(io.BytesIO(data), "rb") as wav:
            if wav.getnchannels() != 1 or wav.getsampwidth() != 2:
                raise CueError(f"{path.name} is not 16-bit mono")
            frames = wav.readframes(wav.getnframes())
            rate = wav.getframerate()
    except JsonProblem as error:
        raise CueError(f"{path.name}: {error}") from None
    except (OSError, EOFError, wave.Error) as error:
        raise CueError(f"{path.name}: {error}") from None
    if not frames:
        raise CueError(f"{path.name} is empty")
    if not MIN_RATE <= rate <= MAX_RATE:
        raise CueError(f"{path.name} has a sample rate of {rate}")
    return frames, rate
