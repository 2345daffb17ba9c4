"""What each listener has been told (the histories the review keys read back), and the
guard that keeps a screen answering keys after an error in one of its handlers.

The screens and the app share these; the app imports the screens, never the reverse.
"""

from __future__ import annotations

from accessible_ll.narration import messages as m

ALL, GAME, SYSTEM = "all", "game", "system"
MENU = "menu"  # a list's item as the player moves: spoken, not kept in any history
QUESTION = "question"  # a list offered with its question: kept in "all" only
BUFFERS = (ALL, GAME, SYSTEM)
BUFFER_NAMES = {ALL: m.BUFFER_ALL, GAME: m.BUFFER_GAME, SYSTEM: m.BUFFER_SYSTEM}


class History:
    """Everything said to one listener, in three buffers (all, game, system), with a
    reading position. Moving in a list is not kept: the list says it again on request.

    Args:
        owner: The seat whose turns bound what the blind-player variant keeps
            (None: every turn does).
    """

    def __init__(self, owner: int | None = None) -> None:
        self.owner = owner
        self.entries: list[tuple[str, str]] = []  # (text, kind)
        self.buffer = ALL
        self.position: int | None = None  # None: at the newest
        self._turn_start = 0  # where the owner's last turn began, in entries

    @property
    def lines(self) -> dict[str, list[str]]:
        """Each buffer's messages, oldest first."""
        return {name: [text for text, kind in self.entries if name in (ALL, kind)]
                for name in BUFFERS}

    def add(self, text: str, kind: str) -> None:
        self.entries.append((text, kind))
        self.position = None

    def turn_started(self, seat: int) -> None:
        """The blind-player variant: a turn begins. At the owner's own turn, everything
        said before the owner's previous turn is forgotten, in every buffer: the game's
        messages, the questions and the review keys' answers (a discard pile no longer
        reviewable, what someone knew then) alike. Everything since they last acted
        stays, and nothing older, for anyone."""
        if self.owner is not None and seat != self.owner:
            return
        self.entries = self.entries[self._turn_start:]
        self._turn_start = len(self.entries)
        self.position = None

    def last(self) -> str | None:
        lines = self.lines[self.buffer]
        return lines[-1] if lines else None

    def step(self, delta: int) -> tuple[str | None, bool]:
        """Move older (-1) or newer (+1); return the message and whether it moved."""
        lines = self.lines[self.buffer]
        if not lines:
            return None, False
        here = len(lines) - 1 if self.position is None else min(self.position, len(lines) - 1)
        there = here + delta
        if not 0 <= there < len(lines):
            return lines[here], False
        self.position = there
        return lines[there], True

    def switch(self, delta: int) -> str:
        self.buffer = BUFFERS[(BUFFERS.index(self.buffer) + delta) % len(BUFFERS)]
        self.position = None
        return self.buffer


class Browsed:
    """A screen whose keys walk the app's history (older, newer) and switch its buffer."""

    def action_history(self, step: int) -> None:
        text, moved = self.app.history.step(step)
        if text is None:
            text = self.app.t(m.HISTORY_EMPTY)
        elif not moved:  # the message itself was said when the player reached it
            text = self.app.t(m.HISTORY_START if step < 0 else m.HISTORY_END)
        self.app.speaker.speak(text, interrupt=True)

    def action_buffer(self, step: int) -> None:
        buffer = self.app.history.switch(step)
        self.app.speaker.speak(self.app.t(m.BUFFER_NOW, buffer=self.app.t(BUFFER_NAMES[buffer])),
                               interrupt=True)
