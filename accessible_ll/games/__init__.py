"""The registry of games: one line per game, naming the module that holds its
descriptor (``GAME``). The shell finds games only here, by id.

>>> find_game("love-letter").titles["de"]
'Love Letter'
>>> [g for g in GAMES][0]
'love-letter'
>>> find_game("chess")
Traceback (most recent call last):
KeyError: 'chess'
"""

from __future__ import annotations

import importlib

from accessible_ll.kit import GameDescriptor, Variant

#: Every game by id, the default first; each value is the module that holds ``GAME``.
GAMES = {
    "love-letter": "accessible_ll.games.love_letter",
    "disloyal-royals": "accessible_ll.games.disloyal_royals",
    "verraeter": "accessible_ll.games.verraeter",
}

DEFAULT_GAME = "love-letter"


def find_game(game_id: str) -> GameDescriptor:
    """The descriptor of the game ``game_id``.

    Raises:
        KeyError: no game has that id.
    """
    if game_id not in GAMES:
        raise KeyError(game_id)
    return importlib.import_module(GAMES[game_id]).GAME


def editions() -> dict[str, Variant]:
    """The default game's variants by id: what ``--edition`` names (Love Letter's
    editions), each with its player counts.

    >>> sorted(editions()), editions()["classic"].player_counts
    (['2019', 'classic', 'kanai', 'premium'], (2, 3, 4, 5, 6, 7, 8))
    """
    return {variant.id: variant for variant in find_game(DEFAULT_GAME).variants}


def default_edition() -> str:
    """The default game's default variant (``--edition`` unsaid)."""
    return find_game(DEFAULT_GAME).variants[0].id
