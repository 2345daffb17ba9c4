"""A synthesizer double: speech that takes time, and an interrupt that throws the queue away.

:class:`RecordingSpeaker` keeps what the game *asked* to say; a real synthesizer
(speech-dispatcher, NVDA, JAWS) says each utterance in turn, taking time in
proportion to its length, and an interrupt or a stop discards whatever is queued and
unfinished. :class:`SimulatedSynth` behaves like that on a clock the test controls,
and keeps what was heard in full, what was cut off while speaking and what was
dropped before it began.

>>> clock = VirtualClock()
>>> synth = SimulatedSynth(rate=10, clock=clock)
>>> synth.speak("Round one.")             # 1 s
>>> synth.speak("Your turn.")             # queued behind it
>>> clock.advance(1.5)
>>> synth.speak("Hand.", interrupt=True)  # a key: "Your turn." is cut halfway
>>> clock.advance(5)
>>> synth.heard(), synth.cut(), synth.dropped()
(['Round one.', 'Hand.'], ['Your turn.'], [])
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from accessible_ll.speech.speaker import RecordingSpeaker
from accessible_ll.speech.timing import CHARACTERS_PER_SECOND, speech_seconds


class VirtualClock:
    """A clock that moves only when told (seconds)."""

    def __init__(self, start: float = 0.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` pass."""
        self.now += seconds


HEARD, CUT, DROPPED = "heard", "cut", "dropped"


@dataclass
class Spoken:
    """One utterance on the synthesizer: when it starts and ends, and how it fared."""
    text: str
    start: float
    end: float
    fate: str | None = None  # None while queued or speaking


class SimulatedSynth(RecordingSpeaker):
    """A speaker that speaks like a real synthesizer, and remembers what was heard.

    Args:
        rate: Narrow characters a second.
        clock: Seconds (a :class:`VirtualClock`, or ``time.monotonic``).
    """

    def __init__(self, rate: float = CHARACTERS_PER_SECOND,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.rate = rate
        self.clock = clock
        self.queue: list[Spoken] = []

    def speak(self, text: str, interrupt: bool = False) -> None:
        super().speak(text, interrupt)
        if interrupt:
            self._discard()
        now = self.clock()
        start = max([now] + [u.end for u in self.queue if u.fate is None])
        self.queue.append(Spoken(text, start, start + speech_seconds(text, self.rate)))

    def stop(self) -> None:
        super().stop()
        self._discard()

    def _discard(self) -> None:
        """What is speaking now is cut off; what has not begun is dropped."""
        now = self.clock()
        for u in self.queue:
            if u.fate is None:
                u.fate = HEARD if u.end <= now else CUT if u.start < now else DROPPED

    def _settle(self) -> None:
        now = self.clock()
        for u in self.queue:
            if u.fate is None and u.end <= now:
                u.fate = HEARD

    def busy(self) -> bool:
        """Whether something is being said or waits to be said."""
        self._settle()
        return any(u.fate is None for u in self.queue)

    def _with(self, fate: str) -> list[str]:
        self._settle()
        return [u.text for u in self.queue if u.fate == fate]

    def heard(self) -> list[str]:
        """Utterances heard to their end, in order."""
        return self._with(HEARD)

    def cut(self) -> list[str]:
        """Utterances cut off while they were being said."""
        return self._with(CUT)

    def dropped(self) -> list[str]:
        """Utterances thrown away before a sound of them was made."""
        return self._with(DROPPED)

    def lost(self) -> list[str]:
        """Everything not heard in full (cut or dropped), in order."""
        self._settle()
        return [u.text for u in self.queue if u.fate in (CUT, DROPPED)]

    def clear(self) -> None:
        super().clear()
        self.queue.clear()
