"""How long speech takes, when the backend cannot say: an estimate from the text.

A screen reader that does not report the end of speech (NVDA, JAWS, SAPI, VoiceOver
through accessible_output3) is assumed to read about 15 narrow characters a second
(some 180 words a minute); a wide character (kana, kanji) counts as two.

>>> estimate = SpeechEstimate(clock=lambda: 0.0)
>>> speech_seconds("Your turn.")
0.6666666666666666
>>> estimate.spoke("Your turn.", interrupt=False)
>>> estimate.busy()
True
"""

from __future__ import annotations

import time
import unicodedata
from typing import Callable

CHARACTERS_PER_SECOND = 15.0


def speech_seconds(text: str, rate: float = CHARACTERS_PER_SECOND) -> float:
    """Seconds a synthesizer needs for ``text`` at ``rate`` narrow characters a second."""
    units = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
    return units / rate


class SpeechEstimate:
    """When queued speech will have ended, counted from each utterance's length.

    Args:
        rate: Narrow characters a second.
        clock: Seconds, monotonic (``time.monotonic`` unless a test gives another).
    """

    def __init__(self, rate: float = CHARACTERS_PER_SECOND,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.clock = clock
        self.ends_at = clock()

    def spoke(self, text: str, interrupt: bool) -> None:
        """Note an utterance: it starts now when it interrupts, else after the queue."""
        now = self.clock()
        start = now if interrupt else max(now, self.ends_at)
        self.ends_at = start + speech_seconds(text, self.rate)

    def stopped(self) -> None:
        """Speech was stopped: nothing is left to say."""
        self.ends_at = self.clock()

    def busy(self) -> bool:
        """Whether speech is (probably) still going on."""
        return self.clock() < self.ends_at
