"""What the game says goes through a Speaker: speech (interrupting or queued) and braille.

Rules of use (see ACCESSIBILITY.md): only a key the player pressed interrupts (a move
in a list, a review key, F4 stops speech); everything the game says by itself queues,
because every real backend's interrupt throws away all that is still queued.

>>> speaker = RecordingSpeaker()
>>> speaker.speak("Your turn.", interrupt=False)
>>> speaker.spoken()
['Your turn.']
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple, Protocol

SPEECH = "speech"
BRAILLE = "braille"
STOP = "stop"


class Speaker(Protocol):
    """Where words go."""

    def speak(self, text: str, interrupt: bool = False) -> None:
        """Speak ``text`` and show it in braille; ``interrupt`` cuts off current speech."""

    def stop(self) -> None:
        """Stop speaking now."""

    def busy(self) -> bool:
        """Whether something is still being said or waits to be said."""


def speech_busy(speaker: Speaker) -> bool:
    """Whether ``speaker`` is still speaking (False when it cannot tell)."""
    busy = getattr(speaker, "busy", None)
    return bool(busy()) if busy is not None else False


class Utterance(NamedTuple):
    """One thing said: its channel (speech, braille, stop), text and interrupt flag."""
    channel: str
    text: str
    interrupt: bool


class RecordingSpeaker:
    """Remembers everything it was asked to say (for tests)."""

    def __init__(self) -> None:
        self.utterances: list[Utterance] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.utterances.append(Utterance(SPEECH, text, interrupt))
        self.utterances.append(Utterance(BRAILLE, text, interrupt))

    def stop(self) -> None:
        self.utterances.append(Utterance(STOP, "", True))

    def busy(self) -> bool:
        return False

    def spoken(self) -> list[str]:
        """The spoken texts, in order."""
        return [u.text for u in self.utterances if u.channel == SPEECH]

    def clear(self) -> None:
        """Forget what was said so far."""
        self.utterances.clear()


class LogSpeaker:
    """Appends every utterance to a text file: ``speech<TAB>text`` or ``braille<TAB>text``.

    Interrupting speech is marked ``speech!``, so a reader of the log can tell what cut in.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._file = self.path.open("a", encoding="utf-8", buffering=1)

    def speak(self, text: str, interrupt: bool = False) -> None:
        line = " ".join(text.split())
        self._file.write(f"{SPEECH}{'!' if interrupt else ''}\t{line}\n")
        self._file.write(f"{BRAILLE}\t{line}\n")

    def stop(self) -> None:
        self._file.write(f"{STOP}\n")

    def busy(self) -> bool:
        return False

    def close(self) -> None:
        """Close the log file."""
        self._file.close()


class TeeSpeaker:
    """Says everything through several speakers."""

    def __init__(self, *speakers: Speaker) -> None:
        self.speakers = [s for s in speakers if s is not None]

    def speak(self, text: str, interrupt: bool = False) -> None:
        for speaker in self.speakers:
            speaker.speak(text, interrupt)

    def stop(self) -> None:
        for speaker in self.speakers:
            speaker.stop()

    def busy(self) -> bool:
        return any(speech_busy(speaker) for speaker in self.speakers)

    def set_language(self, language: str) -> None:
        """Tell every speaker that can take it the language of what follows."""
        for speaker in self.speakers:
            set_language = getattr(speaker, "set_language", None)
            if set_language is not None:
                set_language(language)
