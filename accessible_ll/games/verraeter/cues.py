"""The sound cues of Verräter: which cue one listener hears for an event, and from where.

A cue comes from a seat (where that player sits) or from the middle (None). The battle's
outcome is heard from the listener's side: ``battle_won`` when their house won (a
spectator hears ``battle_won``), ``battle_lost`` when it lost; a tie is silent.

>>> from accessible_ll.games.verraeter import events as ev
>>> cues(ev.Deciding(1, "commit"), 1), cues(ev.Deciding(1, "commit"), 2)
([('your_turn', 1)], [])
>>> cues(ev.LandscapeTurned(4, "rose", (0, 2)), 1)
[('battle_lost', None), ('landscape_turned', None)]
>>> cues(ev.Dealt(0, (2, 3, 5), audience=(0,)), None)
[]
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from accessible_ll.kit import hears
from accessible_ll.kit.cues import DEAL, DISCARD, DRAW, GAME_WON, PLAY, YOUR_TURN, cue_here

from . import words as w

_HERE = Path(__file__).resolve().parent / "sounds"

#: Every cue :func:`cues` may name, with its words and its file (its own in ``sounds/``).
SOUNDS = (DEAL, DRAW, PLAY, DISCARD, YOUR_TURN, GAME_WON,
          cue_here(_HERE, "card_passed", w.CUE_CARD_PASSED),
          cue_here(_HERE, "card_kept", w.CUE_CARD_KEPT),
          cue_here(_HERE, "reveal", w.CUE_REVEAL), cue_here(_HERE, "traitor", w.CUE_TRAITOR),
          cue_here(_HERE, "battle_won", w.CUE_BATTLE_WON),
          cue_here(_HERE, "battle_lost", w.CUE_BATTLE_LOST),
          cue_here(_HERE, "landscape_turned", w.CUE_LANDSCAPE_TURNED),
          cue_here(_HERE, "building", w.CUE_BUILDING), cue_here(_HERE, "points", w.CUE_POINTS))
#: Their ids.
CUE_NAMES = tuple(cue.id for cue in SOUNDS)


def cues(event: Any, listener: int | str | None) -> list[tuple[str, int | None]]:
    """The cues ``listener`` (a seat, or None: a spectator) hears for ``event``."""
    seat = listener if isinstance(listener, int) else None
    if not hears(event, seat):
        return []
    found = _CUES.get(event.kind)
    return found(event, seat) if found else []


def _from_seat(cue: str):
    return lambda e, listener: [(cue, e.seat)]


def _if_count(cue: str, field: str = "count", middle: bool = False):
    """``cue`` when the event's ``field`` is not empty (from the middle or its seat)."""
    return lambda e, listener: ([(cue, None if middle else e.seat)]
                                if getattr(e, field) else [])


def _landscape_turned(e: Any, listener: int | None) -> list:
    won = listener is None or listener in e.winners
    return [("battle_won" if won else "battle_lost", None), ("landscape_turned", None)]


def _game_ended(e: Any, listener: int | None) -> list:
    return [("game_won", e.winners[0] if len(e.winners) == 1 else None)]


_CUES = {
    "game_started": lambda e, listener: [("deal", None)],
    "built": _from_seat("building"),
    "upgraded": _from_seat("building"),
    "battlefield_chosen": _from_seat("play"),
    "draft_started": lambda e, listener: [("deal", None)],
    "kept": _from_seat("card_kept"),
    "passed": _from_seat("card_passed"),
    "draft_ended": lambda e, listener: [("card_passed", None)] if e.centre else [],
    "committed": _if_count("play", "values"),
    "revealed": lambda e, listener: [("reveal", None)],
    "traitor_decided": lambda e, listener: [("traitor", e.seat)] if e.switched else [],
    "landscape_turned": _landscape_turned,
    "points_scored": _from_seat("points"),
    "commitments_discarded": _if_count("discard", middle=True),
    "discarded": _if_count("discard"),
    "reshuffled": lambda e, listener: [("deal", None)],
    "drew": _if_count("draw"),
    "deciding": lambda e, listener: [("your_turn", e.seat)] if e.seat == listener else [],
    "game_ended": _game_ended,
}
