"""How Verräter's events are said beyond their words: the outcomes said to the whole
room at a shared computer, and where a game stands for a listener who comes back to it
(a game continued from its save, a seat that joins a table again).

>>> from accessible_ll.games.verraeter.state import State
>>> from accessible_ll.games.verraeter.narrator import Narrator
>>> from accessible_ll.games.verraeter.view import view
>>> from accessible_ll.kit.words import SourceWords as English
>>> state = State.new(3, seed=3)
>>> told = recap(Narrator(English(), ["Ann", "Bo", "Cy"], "standard", 0), view(state, 0),
...              state.log)
>>> told.lines[0], told.heading, len(told.again) == len(state.log)
('Before round 1 of 9: the Estates are being placed.', 'The Estates so far:', True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from accessible_ll.kit import Marks, Recap

from . import events as ev
from . import words as w

#: Outcomes said to the whole room by name at a shared computer (the action cards turned
#: up, a traitor's decision, points scored, the game's end), not as "you" to whoever
#: holds it.
ROOM_KINDS = frozenset(("revealed", "traitor_decided", "points_scored", "game_ended"))


def this_round(events: Sequence[Any]) -> list[Any]:
    """The events from this round's start on (before round 1: all of them)."""
    for start in range(len(events) - 1, -1, -1):
        if isinstance(events[start], ev.RoundStarted):
            return list(events[start:])
    return list(events)


def recap(narrator: Any, view: Any, events: Sequence[Any]) -> Recap:
    """Where the game stands, then this round so far (before round 1: the Estates placed
    so far), each fact said once: what the events told again say (a round's start its
    round and start player; before round 1, the game's start the start player, the
    strategy card, the houses and the ring) is left to them. Said: the round, the start
    player, everyone's points, everyone's house (a traitor may have changed theirs), how
    many landscapes show each house and who holds the strategy card."""
    again = this_round(events)
    retold = {event.kind for event in again}
    round_told, game_told = "round_started" in retold, "game_started" in retold
    lines = [] if round_told else [narrator.round_now(view)]
    if not (round_told or game_told):
        lines.append(narrator.start_player(view))
    lines += narrator.points(view)
    if not game_told:
        lines += [*narrator.houses(view), narrator.strategy_holder(view)]
    heading = w.ROUND_SO_FAR if view.round_no else w.ESTATES_SO_FAR
    return Recap(tuple(lines), tuple(again), narrator.words.text(heading))


def marks(event: Any, listener: int | None, options: Mapping[str, Any]) -> Marks:
    """How ``event`` is said to ``listener`` beyond its words (see the kit's
    :class:`~accessible_ll.kit.Marks`): an outcome to the whole room."""
    return Marks(room=event.kind in ROOM_KINDS)
