"""Two ways to hear the game: the game speaks, or the player's screen reader does.

*The game speaks*: every line goes to the game's own voice (accessible_output3).
*The screen reader speaks*: the game says nothing by itself; each line is written as a
new plain line of a transcript at the terminal's cursor, and the player's screen reader
reads it once, in the player's own voice, rate and braille. The speech log records
every line in both ways.

>>> from accessible_ll.speech import RecordingSpeaker
>>> voice, log = RecordingSpeaker(), RecordingSpeaker()
>>> switch = VoiceSwitch(voice, log)
>>> switch.speak("Your turn.")
>>> switch.screen_reader = True
>>> switch.speak("You play the Diplomat.")
>>> voice.spoken(), switch.transcript.pending, log.spoken()
(['Your turn.'], ['You play the Diplomat.'], ['Your turn.', 'You play the Diplomat.'])
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Callable

from accessible_ll.inputs import JsonProblem, read_bytes
from accessible_ll.speech.speaker import Speaker

GAME, SCREEN_READER = "game", "screen_reader"
VOICES = (GAME, SCREEN_READER)

# accessible_output3 backends that are screen readers (the others are speech engines)
SCREEN_READER_BACKENDS = {"NVDA", "jaws", "VoiceOver", "Dolphin", "System Access",
                          "Window-Eyes", "ZDSR", "PC Talker"}


# In ``Transcript.pending``: clear the page here (never a line: lines are never blank).
PAGE_BREAK = "\f"


class Transcript:
    """The lines written for the screen reader: those on the current page and those
    waiting to be drawn. A view draws them; ``on_line`` tells it a line came."""

    def __init__(self) -> None:
        self.shown: list[str] = []
        self.pending: list[str] = []
        self.on_line: Callable[[], None] | None = None
        self.started = False  # a view has drawn the first screen
        self.waiting = False  # lines wait for a pause to end (first screen, new page)

    def add(self, text: str) -> None:
        line = " ".join(text.split())
        if line:
            self._append(line)

    def new_page(self) -> None:
        """What comes next starts a new, empty page once the lines before it are drawn
        (the computer is passed on: nobody else may read the last person's lines)."""
        if self.pending or self.shown:
            self._append(PAGE_BREAK)

    def _append(self, line: str) -> None:
        self.pending.append(line)
        if self.on_line is not None:
            self.on_line()


class VoiceSwitch:
    """A Speaker that speaks through ``voice``, or, when ``screen_reader`` is set, adds
    each line to ``transcript`` instead; ``log`` hears everything either way.

    Args:
        voice: The game's own voice (accessible_output3, or a recorder in tests).
        log: Also told every line (the speech log), or None.
    """

    def __init__(self, voice: Speaker, log: Speaker | None = None) -> None:
        self.voice = voice
        self.log = log
        self.screen_reader = False
        self.transcript = Transcript()

    def speak(self, text: str, interrupt: bool = False) -> None:
        if self.screen_reader:
            self.transcript.add(text)
        else:
            self.voice.speak(text, interrupt)
        if self.log is not None:
            self.log.speak(text, interrupt)

    def busy(self) -> bool:
        """Whether the game's own voice is still speaking (the screen reader's speech
        cannot be known: False)."""
        from accessible_ll.speech.speaker import speech_busy
        return not self.screen_reader and speech_busy(self.voice)

    def set_language(self, language: str) -> None:
        """Tell the game's own voice the game's language, where it can take it."""
        set_language = getattr(self.voice, "set_language", None)
        if set_language is not None:
            set_language(language)

    def stop(self) -> None:
        if not self.screen_reader:  # the screen reader has its own key to stop
            self.voice.stop()
        if self.log is not None:
            self.log.stop()


def screen_reader_running(backend: str | None = None) -> bool:
    """Whether a screen reader seems to run: accessible_output3 found NVDA, JAWS or
    another screen reader (Windows), VoiceOver runs (macOS), or Orca runs (Linux)."""
    if backend in SCREEN_READER_BACKENDS:
        return True
    if sys.platform == "darwin":
        return _process_running("VoiceOver")
    if sys.platform.startswith("linux"):
        return _orca_running()
    return False


def _orca_running(proc: Path = Path("/proc")) -> bool:
    """An Orca process of this user (its command name is "orca")."""
    uid = os.getuid()
    try:
        entries = list(proc.iterdir())
    except OSError:
        return False
    for entry in entries:
        if not entry.name.isdigit():
            continue
        try:
            if entry.stat().st_uid != uid:
                continue
            if read_bytes(entry / "comm", 64).strip() == b"orca":
                return True
        except (OSError, JsonProblem):
            continue
    return False


def _process_running(name: str) -> bool:
    try:
        result = subprocess.run(["pgrep", "-x", name], capture_output=True, timeout=2)
    except (OSError, subprocess.SubprocessError):
        return False
    return result.returncode == 0


def resolve_voice(choice: str | None, detected: bool) -> str:
    """The way to hear: the player's choice, else the screen reader's when one runs."""
    if choice in VOICES:
        return choice
    return SCREEN_READER if detected else GAME
