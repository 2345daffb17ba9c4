"""The plumbing every game's narrator shares: its listener, who hears which event, and
"you" or the player's name.

A game's narrator derives from :class:`NarratorBase` and writes one method per event
kind, ``_KIND(event)``, returning what the listener hears of it (a sentence, or a list
of sentences; empty: nothing):

>>> from typing import NamedTuple
>>> from accessible_ll.kit import N_
>>> from accessible_ll.kit.words import SourceWords
>>> class Drew(NamedTuple):
...     seat: int
...     card: str
...     kind: str = "drew"
...     audience: tuple | None = None
>>> class Told(NarratorBase):
...     def _drew(self, e):
...         card = e.card if self.knows(e.seat) else "a card"
...         return self.say(e.seat, N_("You draw {card}."), N_("{player} draws {card}."),
...                         card=card)
>>> drew = Drew(1, "the 7", audience=(1,))
>>> Told(SourceWords(), ["Ann", "Ben"], 1).events([drew, Drew(0, "the 2")])
['You draw the 7.', 'Ann draws a card.']
>>> Told(SourceWords(), ["Ann", "Ben"], 0).events([drew]), \\
...     Told(SourceWords(), ["Ann", "Ben"], REPLAY).events([drew])
([], ['Ben draws the 7.'])
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from accessible_ll.kit import REPLAY, hears


class NarratorBase:
    """Sentences in one language for one listener, at a table of named players.

    Args:
        words: The listener's language (the kit's ``Words``).
        names: Each seat's name.
        listener: A seat (public events and its own, spoken to as "you"), None (a
            spectator: public events only) or :data:`~accessible_ll.kit.REPLAY` (every
            event, each player by name: the record of a finished game).
    """

    def __init__(self, words: Any, names: Sequence[str],
                 listener: int | str | None = None) -> None:
        self.words = words
        self.names = list(names)
        self.listener = listener

    def hears(self, event: Any) -> bool:
        """Whether the listener may know ``event``."""
        return self.listener == REPLAY or hears(
            event, self.listener if isinstance(self.listener, int) else None)

    def you(self, seat: int | None) -> bool:
        """Whether ``seat`` is the listener (spoken to as "you")."""
        return seat is not None and seat == self.listener

    def knows(self, seat: int) -> bool:
        """Whether the listener is told ``seat``'s secrets (their own, or a replay)."""
        return self.listener == REPLAY or self.you(seat)

    def say(self, seat: int, yours: Any, theirs: Any, /, count: int | None = None,
            **values: Any) -> str:
        """``yours`` when ``seat`` is the listener, else ``theirs`` with the seat's name
        as ``{player}``; ``count``: both are plural messages (``NN_``) for it. Every
        other value fills the message's placeholders (any name, ``theirs`` too)."""
        if not self.you(seat):
            values["player"] = self.names[seat]
        message = yours if self.you(seat) else theirs
        if count is None:
            return self.words.text(message, **values)
        return self.words.plural(message, count, **values)

    def events(self, events: Iterable[Any]) -> list[str]:
        """What the listener hears of ``events``, in order (an event may say nothing)."""
        out: list[str] = []
        for event in events:
            if self.hears(event):
                said = self.tell(event)
                if isinstance(said, str):
                    if said:
                        out.append(said)
                else:
                    out.extend(said)
        return out

    def tell(self, event: Any) -> str | list[str]:
        """What the listener hears of one event they may know: the game's method
        ``_KIND`` for its ``kind``."""
        return getattr(self, "_" + event.kind)(event)
