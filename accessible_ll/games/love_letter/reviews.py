"""The review keys: questions a player may ask at any moment, each answered from the
listener's view by the narrator. The full-screen game, the line mode and the key sheet
read this one table; an answer of several lines is said as one utterance.

>>> [(r.id, r.key) for r in REVIEWS]
[('hand', 'h'), ('card1', '1'), ('card2', '2'), ('turn', 't'), ('tokens', 's'), ('discards', 'd'), ('players', 'p'), ('cards', 'c')]
"""

from __future__ import annotations

from typing import Any

from accessible_ll.kit import Review
from accessible_ll.games.love_letter import words as m


def _hand(narrator: Any, view: Any) -> list[str]:
    return [narrator.hand(view)]


def _card(index: int):
    def card(narrator: Any, view: Any) -> list[str]:
        if index >= len(view.hand):
            return [narrator.words.text(m.NO_SUCH_CARD, number=index + 1)]
        return [narrator.describe(view.hand[index])]
    return card


def _turn(narrator: Any, view: Any) -> list[str]:
    return [narrator.turn(view)]


def _tokens(narrator: Any, view: Any) -> list[str]:
    return [narrator.tokens(view)]


def _discards(narrator: Any, view: Any) -> list[str]:
    return [narrator.discards(view, blind=view.blind)]


def _players(narrator: Any, view: Any) -> list[str]:
    return [narrator.players(view)]


def _cards(narrator: Any, view: Any) -> list[str]:
    """The deck, then the cards the listener has not seen (the blind-player variant:
    what counts as seen there, a line the full-screen game says once a game, then the
    cards not among what the listener may review now)."""
    if view.blind:
        return [narrator.deck(view), narrator.words.text(m.UNSEEN_IN_VARIANT),
                narrator.unseen(view)]
    return [narrator.deck(view), narrator.unseen(view)]


REVIEWS = tuple(Review(review_id, key, m.REVIEW_LABELS[review_id], lines,
                       own=review_id in ("hand", "card1", "card2"))
                for review_id, key, lines in (
                    ("hand", "h", _hand), ("card1", "1", _card(0)), ("card2", "2", _card(1)),
                    ("turn", "t", _turn), ("tokens", "s", _tokens),
                    ("discards", "d", _discards), ("players", "p", _players),
                    ("cards", "c", _cards)))

