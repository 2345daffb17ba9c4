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

from accessible_ll.kit import Flag, GameDescriptor

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


def flags() -> dict[str, tuple[Flag, tuple[str, ...]]]:
    """Every game's own command-line flags by name: the first game's form of it, and
    the ids of the games that take it, in the registry's order.

    >>> flag, takers = flags()["--blind-variant"]
    >>> flag.dest, takers
    ('blind_variant', ('love-letter',))
    """
    found: dict[str, tuple[Flag, tuple[str, ...]]] = {}
    for game_id in GAMES:
        for flag in find_game(game_id).rules.flags:
            first, takers = found.get(flag.name, (flag, ()))
            found[flag.name] = (first, (*takers, game_id))
    return found
