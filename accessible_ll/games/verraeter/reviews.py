"""The review keys: questions a player may ask at any moment, each answered line by line
from the listener's view by the narrator.

>>> [(review.id, review.key) for review in REVIEWS]
[('hand', 'h'), ('turn', 't'), ('battle', 'f'), ('ring', 'l'), ('houses', 'o'), ('scores', 's'), ('cards', 'c'), ('roles', 'v')]
"""

from __future__ import annotations

from typing import Any

from accessible_ll.kit import Review

from . import cards as r
from . import words as w


def _ring(narrator: Any, view: Any) -> list[str]:
    """All twelve landscapes, from the battlefield (else landscape 1) clockwise."""
    start = narrator.battlefield_start(view)
    return [narrator.landscape(view, start + k) for k in range(r.RING_SIZE)]


#: The review keys (letters; the shell keeps r and q), in the order the help lists them.
REVIEWS = (
    Review("hand", "h", w.REVIEW_HAND, lambda narrator, view: narrator.hand(view),
           own=True),
    Review("turn", "t", w.REVIEW_TURN, lambda narrator, view: narrator.turn(view)),
    Review("battle", "f", w.REVIEW_BATTLE, lambda narrator, view: narrator.battle(view)),
    Review("ring", "l", w.REVIEW_RING, _ring, apart=True),
    Review("houses", "o", w.REVIEW_HOUSES, lambda narrator, view: narrator.houses(view)),
    Review("scores", "s", w.REVIEW_SCORES, lambda narrator, view: narrator.scores(view)),
    Review("cards", "c", w.REVIEW_CARDS, lambda narrator, view: narrator.cards(view)),
    Review("roles", "v", w.REVIEW_ROLES, lambda narrator, view: narrator.roles(view)),
)
