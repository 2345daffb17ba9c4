"""How Disloyal Royals' events are said beyond their words: the outcomes said to the
whole room at a shared computer, and where a game stands for a listener who comes back
to it (a game continued from its save, a player who joins a table again).

>>> from accessible_ll.games.disloyal_royals.state import new_state
>>> from accessible_ll.games.disloyal_royals.narrator import Narrator
>>> from accessible_ll.games.disloyal_royals.view import view
>>> from accessible_ll.kit.words import SourceWords as English
>>> state = new_state(4)
>>> told = recap(Narrator(English(), ["Ann", "Bo"], "standard", 0), view(state, 0), state.log)
>>> told.lines[0], told.heading
('Your court:', 'This turn so far:')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from accessible_ll.kit import Marks, Recap

from . import events as ev
from . import words as w

#: Outcomes said to the whole room by name at a shared computer (a player out of royals,
#: each player's score, who won), not as "you" to whoever holds it.
ROOM_KINDS = frozenset(("eliminated", "scored", "game_over"))


def this_turn(events: Sequence[Any]) -> list[Any]:
    """The events from this turn's start on (before the first turn: all of them)."""
    for start in range(len(events) - 1, -1, -1):
        if isinstance(events[start], ev.TurnStarted):
            return list(events[start:])
    return list(events)


def recap(narrator: Any, view: Any, events: Sequence[Any]) -> Recap:
    """Where the game stands: both courts (the listener's first: each royal's hearts,
    buried cards and threshold), the score so far and the deck, then this turn so far."""
    lines = narrator.courts_lines(view) + narrator.score_lines(view) + [narrator.deck(view)]
    return Recap(tuple(lines), tuple(this_turn(events)), narrator.words.text(w.TURN_SO_FAR))


def marks(event: Any, listener: int | None, options: Mapping[str, Any]) -> Marks:
    """How ``event`` is said to ``listener`` beyond its words (see the kit's
    :class:`~accessible_ll.kit.Marks`): an outcome to the whole room."""
    return Marks(room=event.kind in ROOM_KINDS)
