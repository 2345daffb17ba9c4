"""The review keys: questions a player may ask at any moment, each answered line by line
from the listener's view by the narrator.

>>> [(r.id, r.key) for r in REVIEWS]
[('hand', 'h'), ('turn', 't'), ('courts', 'c'), ('treasure', 'u'), ('discard', 'd'), ('deck', 'k'), ('score', 's')]
"""

from __future__ import annotations

from typing import Any

from accessible_ll.games.disloyal_royals import words as w
from accessible_ll.kit import TURN_REVIEW, Review


def _hand(narrator: Any, view: Any) -> list[str]:
    return [narrator.hand(view)]


def _turn(narrator: Any, view: Any) -> list[str]:
    return [narrator.turn(view)]


def _courts(narrator: Any, view: Any) -> list[str]:
    return narrator.courts_lines(view)


def _treasure(narrator: Any, view: Any) -> list[str]:
    return narrator.treasure_lines(view)


def _discard(narrator: Any, view: Any) -> list[str]:
    return [narrator.discard(view)]


def _deck(narrator: Any, view: Any) -> list[str]:
    return [narrator.deck(view)]


def _score(narrator: Any, view: Any) -> list[str]:
    return narrator.score_lines(view)


REVIEWS = (
    Review("hand", "h", w.REVIEW_HAND, _hand, own=True),
    Review(TURN_REVIEW, "t", w.REVIEW_TURN, _turn),
    Review("courts", "c", w.REVIEW_COURTS, _courts),
    Review("treasure", "u", w.REVIEW_TREASURE, _treasure, own=True),
    Review("discard", "d", w.REVIEW_DISCARD, _discard),
    Review("deck", "k", w.REVIEW_DECK, _deck),
    Review("score", "s", w.REVIEW_SCORE, _score),
)
