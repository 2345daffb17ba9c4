"""The sound cues of Love Letter: which cues one listener hears for an event, each from
the seat it comes from (so that it is panned), None for the middle.

>>> from accessible_ll.games.love_letter.engine import events as ev
>>> cues(ev.TurnStarted(1), 1)
[('your_turn', 1)]
>>> cues(ev.GuessResult(0, "guard", 1, "king", False), None)
[('guess_miss', 1)]
"""

from __future__ import annotations

from pathlib import Path

from accessible_ll.games.love_letter import words as w
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.kit.cues import (DEAL, DISCARD, DRAW, ELIMINATED, GAME_WON, PLAY,
                                    YOUR_TURN, cue_here)

_HERE = Path(__file__).resolve().parent / "sounds"

#: Every cue :func:`cues` names, with its words and its file (its own in ``sounds/``).
SOUNDS = (DEAL, DRAW, PLAY, DISCARD, YOUR_TURN,
          cue_here(_HERE, "protected", w.CUE_PROTECTED),
          cue_here(_HERE, "guess_hit", w.CUE_GUESS_HIT),
          cue_here(_HERE, "guess_miss", w.CUE_GUESS_MISS),
          cue_here(_HERE, "compare", w.CUE_COMPARE), cue_here(_HERE, "trade", w.CUE_TRADE),
          ELIMINATED, cue_here(_HERE, "token", w.CUE_TOKEN),
          cue_here(_HERE, "round_won", w.CUE_ROUND_WON), GAME_WON)


def cues(event: ev.Event, listener: int | None) -> list[tuple[str, int | None]]:
    """The cues ``listener`` (a seat, None: a spectator) hears for ``event``: none for an
    event they may not know."""
    if not ev.visible_to(event, listener):
        return []
    kind = type(event)
    if kind is ev.TurnStarted:
        return [("your_turn" if event.seat == listener else "draw", event.seat)]
    if kind is ev.GuessResult:
        return [("guess_hit" if event.hit else "guess_miss", event.target)]
    if kind is ev.RoundEnded:
        return [("round_won", event.winners[0] if len(event.winners) == 1 else None)]
    simple = _SIMPLE.get(kind)
    if simple is None:
        return []
    return [(simple, getattr(event, "seat", None))]


_SIMPLE = {
    ev.RoundStarted: "deal", ev.Played: "play", ev.Discarded: "discard",
    ev.Drew: "draw", ev.Protected: "protected", ev.Compared: "compare",
    ev.Traded: "trade", ev.Eliminated: "eliminated", ev.TokenGained: "token",
    ev.GameEnded: "game_won",
}
