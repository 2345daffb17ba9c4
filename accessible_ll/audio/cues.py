"""The cues, where their WAV files are, and which events sound which cue.

>>> from accessible_ll.engine import events as ev
>>> cues_for(ev.TurnStarted(1), viewer=1)
[('your_turn', 1)]
>>> cues_for(ev.GuessResult(0, "guard", 1, "king", False), viewer=None)
[('guess_miss', 1)]
"""

from __future__ import annotations

import wave
from pathlib import Path

from accessible_ll.engine import events as ev

CUE_NAMES = (
    "deal", "draw", "play", "discard", "your_turn", "protected", "guess_hit", "guess_miss",
    "compare", "trade", "eliminated", "token", "round_won", "game_won", "error",
    "menu_move", "menu_select",
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
    """A cue's 16-bit mono samples and sample rate.

    Raises:
        CueError: the file is missing, not a WAV file, or not 16-bit mono.
    """
    try:
        with wave.open(str(path), "rb") as wav:
            if wav.getnchannels() != 1 or wav.getsampwidth() != 2:
                raise CueError(f"{path.name} is not 16-bit mono")
            frames = wav.readframes(wav.getnframes())
            rate = wav.getframerate()
    except (OSError, EOFError, wave.Error) as error:
        raise CueError(f"{path.name}: {error}") from None
    if not frames:
        raise CueError(f"{path.name} is empty")
    return frames, rate


def cues_for(event: ev.Event, viewer: int | None) -> list[tuple[str, int | None]]:
    """The cues one listener hears for an event, each with the seat it comes from."""
    if not ev.visible_to(event, viewer):
        return []
    kind = type(event)
    if kind is ev.TurnStarted:
        return [("your_turn" if event.seat == viewer else "draw", event.seat)]
    if kind is ev.GuessResult:
        return [("guess_hit" if event.hit else "guess_miss", event.target)]
    if kind is ev.RoundEnded:
        return [("round_won", event.winners[0] if len(event.winners) == 1 else None)]
    simple = _SIMPLE.get(kind)
    if simple is None:
        return []
    return [(simple, getattr(event, "seat", None))]


_SIMPLE = {
    ev.RoundStarted: "deal", ev.Played: "play", ev.Discarded: "discard",
    ev.Drew: "draw", ev.Protected: "protected", ev.Compared: "compare",
    ev.Traded: "trade", ev.Eliminated: "eliminated", ev.TokenGained: "token",
    ev.GameEnded: "game_won",
}
