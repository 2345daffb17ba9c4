"""A bot's move waits until the people here have heard everything, and then the bot
pace of the settings (speech's end as the backend reports it, or as estimated)."""

from __future__ import annotations

import time
from collections.abc import Callable

from textual.timer import Timer

from accessible_ll.speech import speech_busy

# How often a waiting bot looks whether the player has heard everything (seconds).
SPEECH_POLL = 0.05


class BotPacing:
    """Mixed into a screen: :meth:`pace` calls a move once speech is over and the pace
    has passed; :meth:`stop_timer` forgets a move that waits."""

    timer: Timer | None = None
    quiet_since: float | None = None
    paced: Callable[[], None] | None = None

    def pace(self, move: Callable[[], None]) -> None:
        """Call ``move`` after everything said so far, and the bot pace since."""
        self.stop_timer()
        self.quiet_since = None
        self.paced = move
        self.bot_wait()

    def bot_wait(self) -> None:
        """Look again: speech still going, the pace not yet passed, or time to move."""
        self.timer = None
        if speech_busy(self.app.speaker) or self.paused():
            self.quiet_since = None
            self.timer = self.set_timer(SPEECH_POLL, self.bot_wait)
            return
        now = time.monotonic()
        if self.quiet_since is None:
            self.quiet_since = now
        left = self.app.settings.bot_pace - (now - self.quiet_since)
        if left > 0:
            self.timer = self.set_timer(min(left, SPEECH_POLL * 4), self.bot_wait)
            return
        move, self.paced = self.paced, None
        if move is not None:
            move()

    def paused(self) -> bool:
        """Whether the game waits for the player (the bot waits as for speech)."""
        return False

    def stop_timer(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
