"""The sound cues of Disloyal Royals: which cues one listener hears for an event, each
from the seat it comes from (so that it is panned), None for the middle.

>>> cues(ev.Rolled(1, (4, 1, 6), 4, 2), 0)
[('die', 1), ('die', 1), ('die', 1), ('success', 1)]
>>> cues(ev.TurnStarted(0, 5), 0), cues(ev.TurnStarted(0, 5), 1)
([('your_turn', 0)], [('draw', 0)])
>>> cues(ev.DrewCards(0, ("7C",), audience=(0,)), 1)
[]
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from accessible_ll.games.disloyal_royals import events as ev
from accessible_ll.games.disloyal_royals import words as w
from accessible_ll.kit import hears
from accessible_ll.kit.cues import (DEAL, DISCARD, DRAW, ELIMINATED, GAME_WON, PLAY,
                                    YOUR_TURN, cue_here)

_HERE = Path(__file__).resolve().parent / "sounds"

#: Every cue this game sounds, with its words and its file (its own in ``sounds/``).
SOUNDS = (DEAL, DRAW, PLAY, DISCARD, YOUR_TURN, ELIMINATED, GAME_WON,
          cue_here(_HERE, "die", w.CUE_DIE), cue_here(_HERE, "success", w.CUE_SUCCESS),
          cue_here(_HERE, "heart_lost", w.CUE_HEART_LOST),
          cue_here(_HERE, "assassinated", w.CUE_ASSASSINATED),
          cue_here(_HERE, "diamond_taken", w.CUE_DIAMOND_TAKEN),
          cue_here(_HERE, "dig_nothing", w.CUE_DIG_NOTHING),
          cue_here(_HERE, "reshuffle", w.CUE_RESHUFFLE))
#: Their ids.
CUE_NAMES = tuple(cue.id for cue in SOUNDS)

#: Events that sound one cue from the seat that acts.
_PLAYED = {"fortified": "play", "buried": "play", "attacked": "play", "dug": "play",
           "installed": "play", "dealt": "deal", "eliminated": "eliminated"}


def cues(event: Any, listener: int | str | None) -> list[tuple[str, int | None]]:
    """The cues ``listener`` (a seat, None: a spectator, ``"all"``: a replay) hears for
    ``event``: none for an event they may not know."""
    if listener != "all" and not hears(event, listener):
        return []
    kind = event.kind
    if kind in _PLAYED:
        return [(_PLAYED[kind], event.seat)]
    if kind == "turn_started":
        return [("your_turn" if event.seat == listener else "draw", event.seat)]
    if kind == "rolled":
        return [("die", event.seat)] * len(event.dice) + \
            ([("success", event.seat)] if event.successes else [])
    if kind == "heart_removed":
        return [("heart_lost", event.owner)]
    if kind == "assassinated":
        return [("assassinated", event.owner)]
    if kind == "revealed":
        return _revealed(event)
    if kind == "royal_removed":
        return [] if event.to_hand else [("discard", event.owner)]
    if kind == "reshuffled":
        return [("reshuffle", None)]
    if kind == "game_over":
        return [("game_won", event.winners[0] if len(event.winners) == 1 else None)]
    return []


def _revealed(event: Any) -> list[tuple[str, int | None]]:
    """A diamond taken into a hand; a dug card that was no diamond; an assassinated
    royal's other cards going to the discard pile."""
    if event.to is not None:
        return [("diamond_taken", event.to)]
    if event.cause == ev.BY_DIG:
        return [("dig_nothing", event.owner)]
    return [("discard", event.owner)]
