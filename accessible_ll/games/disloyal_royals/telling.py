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

Once the other player has had a turn, their last turn is told again too:

>>> from accessible_ll.games.disloyal_royals.actions import Action
>>> _ = state.apply(Action(state.current, "end"))
>>> told = recap(Narrator(English(), ["Ann", "Bo"], "standard", 0), view(state, 0), state.log)
>>> told.heading, [e.kind for e in told.again].count("turn_started")
('The last turn and this one so far:', 2)
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


#: The turns told again to a listener who comes back: the other player's last turn and
#: this one, so that in a game of two nobody misses what the other player just did.
TURNS_AGAIN = 2


def last_turns(events: Sequence[Any], turns: int = TURNS_AGAIN) -> list[Any]:
    """The events from the start of the ``turns``-th last turn on (fewer turns so far:
    from the first turn's start; before the first turn: all of them)."""
    starts = [i for i, event in enumerate(events) if isinstance(event, ev.TurnStarted)]
    if not starts:
        return list(events)
    return list(events[starts[-min(turns, len(starts))]:])


def recap(narrator: Any, view: Any, events: Sequence[Any]) -> Recap:
    """Where the game stands: both courts (the listener's first: each royal's hearts,
    buried cards and threshold), the score so far and the deck, then the last turn and
    this one so far (only this one in the first turn)."""
    lines = narrator.courts_lines(view) + narrator.score_lines(view) + [narrator.deck(view)]
    again = last_turns(events)
    several = sum(1 for event in again if isinstance(event, ev.TurnStarted)) > 1
    heading = narrator.words.text(w.TURNS_SO_FAR if several else w.TURN_SO_FAR)
    return Recap(tuple(lines), tuple(again), heading)


def marks(event: Any, listener: int | None, options: Mapping[str, Any]) -> Marks:
    """How ``event`` is said to ``listener`` beyond its words (see the kit's
    :class:`~accessible_ll.kit.Marks`): an outcome to the whole room."""
    return Marks(room=event.kind in ROOM_KINDS)
