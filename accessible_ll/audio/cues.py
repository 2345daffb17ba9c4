"""The shell's own cues, and reading a cue's WAV file. Which events sound which cue is
each game's (its descriptor's ``cues``), and so are its cues' words and files (its
``sounds``)."""

from __future__ import annotations

import io
import wave
from pathlib import Path

from accessible_ll.inputs import JsonProblem, read_bytes
from accessible_ll.kit import Cue
from accessible_ll.narration import messages as m

#: The largest cue file read (the cues are short: a few hundred kilobytes at most).
MAX_CUE_BYTES = 8 << 20
#: The sample rates a cue may have (what sound devices play).
MIN_RATE, MAX_RATE = 4000, 192000

#: The folder of the shell's own cue files.
SOUNDS = Path(__file__).resolve().parent / "sounds"

#: The cues the shell plays in every game: a refusal, moving and choosing in a menu.
SHELL_CUES = (Cue("error", m.CUE_ERROR, SOUNDS / "error.wav"),
              Cue("menu_move", m.CUE_MENU_MOVE, SOUNDS / "menu_move.wav"),
              Cue("menu_select", m.CUE_MENU_SELECT, SOUNDS / "menu_select.wav"))


class CueError(ValueError):
    """A cue file is missing or not a WAV file we can play."""


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
