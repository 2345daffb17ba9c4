"""The editions of Love Letter, as data: one table each, one shared engine.

>>> find_edition("classic").deck_for(6).count("guard")
8
>>> find_edition("premium").default_target(3)
5
>>> sorted(EDITIONS)
['2019', 'classic', 'kanai', 'premium']
"""

from __future__ import annotations

from accessible_ll.games.love_letter.engine import cards as c
from accessible_ll.games.love_letter.engine.cards import Edition

DEFAULT_EDITION = "2019"


def _same_for(players: range, counts: dict[str, int]) -> dict[int, dict[str, int]]:
    return {n: counts for n in players}


_CLASSIC_VALUES = {
    "guard": 1, "priest": 2, "baron": 3, "handmaid": 4, "prince": 5,
    "king": 6, "countess": 7, "princess": 8,
}
_CLASSIC_EFFECTS = {card: card for card in _CLASSIC_VALUES}
_CLASSIC_DECK = {
    "guard": 5, "priest": 2, "baron": 2, "handmaid": 2, "prince": 2,
    "king": 1, "countess": 1, "princess": 1,
}


def _classic_big(princess, countess, king, prince, handmaid, baron, priest, guard):
    return {
        "princess": princess, "countess": countess, "king": king, "prince": prince,
        "handmaid": handmaid, "baron": baron, "priest": priest, "guard": guard,
    }


EDITION_2019 = Edition(
    id="2019",
    values={
        "spy": 0, "guard": 1, "priest": 2, "baron": 3, "handmaid": 4, "prince": 5,
        "chancellor": 6, "king": 7, "countess": 8, "princess": 9,
    },
    effects={card: card for card in (
        "spy", "guard", "priest", "baron", "handmaid", "prince", "chancellor",
        "king", "countess", "princess")},
    decks=_same_for(range(2, 7), {
        "spy": 2, "guard": 6, "priest": 2, "baron": 2, "handmaid": 2, "prince": 2,
        "chancellor": 2, "king": 1, "countess": 1, "princess": 1,
    }),
    token_targets={2: 6, 3: 5, 4: 4, 5: 3, 6: 3},
    tie_rule=c.TIE_SHARE,
)

EDITION_CLASSIC = Edition(
    id="classic",
    values=_CLASSIC_VALUES,
    effects=_CLASSIC_EFFECTS,
    decks={
        **_same_for(range(2, 5), _CLASSIC_DECK),
        5: _classic_big(1, 1, 1, 3, 3, 3, 3, 5),
        6: _classic_big(1, 1, 2, 3, 3, 3, 3, 8),
        7: _classic_big(1, 1, 2, 4, 4, 4, 4, 8),
        8: _classic_big(1, 1, 2, 4, 4, 4, 4, 10),
    },
    token_targets={2: 7, 3: 5, 4: 4, 5: 3, 6: 3, 7: 3, 8: 3},
    tie_rule=c.TIE_DISCARDS,
)

_PREMIUM_EXTRA_VALUES = {
    "cardinal": 2, "baroness": 3, "sycophant": 4, "count": 5, "constable": 6,
    "dowager_queen": 7, "bishop": 9, "jester": 0, "assassin": 0,
}

EDITION_PREMIUM = Edition(
    id="premium",
    values={**_CLASSIC_VALUES, **_PREMIUM_EXTRA_VALUES},
    effects={**_CLASSIC_EFFECTS, **{card: card for card in _PREMIUM_EXTRA_VALUES}},
    decks=_same_for(range(3, 9), {
        **_CLASSIC_DECK, "guard": 8, "cardinal": 2, "baroness": 2, "sycophant": 2,
        "count": 2, "constable": 1, "dowager_queen": 1, "bishop": 1, "jester": 1,
        "assassin": 1,
    }),
    token_targets={3: 5, 4: 4, 5: 4, 6: 4, 7: 4, 8: 4},
    tie_rule=c.TIE_DISCARDS,
    guess_values=True,
)

EDITION_KANAI = Edition(
    id="kanai",
    values={
        "soldier": 1, "clown": 2, "knight": 3, "monk": 4, "wizard": 5,
        "general": 6, "minister": 7, "princess": 8,
    },
    effects={
        "soldier": c.GUARD, "clown": c.PRIEST, "knight": c.BARON, "monk": c.HANDMAID,
        "wizard": c.PRINCE, "general": c.KING, "minister": c.MINISTER,
        "princess": c.PRINCESS,
    },
    decks=_same_for(range(2, 5), {
        "soldier": 5, "clown": 2, "knight": 2, "monk": 2, "wizard": 2,
        "general": 1, "minister": 1, "princess": 1,
    }),
    token_targets={2: 3, 3: 3, 4: 3},
    tie_rule=c.TIE_DRAW,
)

#: Every edition by id.
EDITIONS: dict[str, Edition] = {
    edition.id: edition
    for edition in (EDITION_2019, EDITION_CLASSIC, EDITION_PREMIUM, EDITION_KANAI)
}


def find_edition(name: str) -> Edition:
    """Look an edition up by id (case-insensitive).

    Raises:
        KeyError: ``name`` is not an edition.
    """
    try:
        return EDITIONS[name.strip().lower()]
    except KeyError:
        raise KeyError(name) from None
