"""How Love Letter's events are said beyond their words: to the whole room at a shared
computer, left unsaid at the shortest detail, and what a player may still review in
the blind-player variant.

>>> from accessible_ll.games.love_letter.engine import events as ev
>>> marks(ev.TurnStarted(1), 0, {"blind": True})
Marks(room=False, brief=False, turn=1, bound=True)
>>> told_to_the_room(ev.GuessResult(0, "guard", 1, "king", True))
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.kit import Marks

# Outcomes said to the whole room by name at a shared computer, not as "you" to
# whoever holds it (a Guard's right guess too: it is said with the player it puts out).
ROOM_EVENTS = (ev.Eliminated, ev.TokenGained, ev.Showdown, ev.RoundEnded, ev.GameEnded)

# Events left unsaid at "short" speech detail (their cues still sound).
SHORT_SKIPS = (ev.ProtectionEnded, ev.Drew)


def told_to_the_room(event: ev.Event) -> bool:
    """At a shared computer: whether ``event`` is an outcome said to the whole room."""
    if isinstance(event, ev.GuessResult):
        return event.hit
    return event.audience is None and isinstance(event, ROOM_EVENTS)


def brief(event: ev.Event, listener: int | None) -> bool:
    """Whether ``event`` is said at "short" detail (another player's turn is not: their
    play says it)."""
    if isinstance(event, SHORT_SKIPS):
        return False
    return not isinstance(event, ev.TurnStarted) or event.seat == listener


def marks(event: ev.Event, listener: int | None, options: Mapping[str, Any]) -> Marks:
    """How ``event`` is said to ``listener`` beyond its words (see :class:`Marks`)."""
    turn = event.seat if isinstance(event, ev.TurnStarted) else None
    return Marks(room=told_to_the_room(event), brief=brief(event, listener), turn=turn,
                 bound=turn is not None and bool(options.get("blind")))


def since_last_turn(events: Sequence[ev.Event]) -> list[ev.Event]:
    """The events from the last turn's start on (all of them if no turn started): what
    the blind-player variant lets a player review."""
    for start in range(len(events) - 1, -1, -1):
        if isinstance(events[start], ev.TurnStarted):
            return list(events[start:])
    return list(events)
