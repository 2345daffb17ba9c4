"""A game's bot levels in words, from its descriptor (``bots`` and ``bot_words``): for
the setup list, the key sheet, ``--help`` and the refusal of a level a game has not.

>>> from accessible_ll.games import find_game
>>> from accessible_ll.narration.i18n import Texts
>>> en, game = Texts.for_language("en"), find_game("disloyal-royals")
>>> level_text(en, game, "heuristic")
'bot, level 2 of 3: sensible'
>>> levels_named(en, game)
'random, heuristic (sensible), expert'
"""

from __future__ import annotations

from accessible_ll.kit import GameDescriptor
from accessible_ll.kit.words import LIST_SEPARATOR
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts


def level_text(texts: Texts, game: GameDescriptor, level: str) -> str:
    """A seat's bot by its place among the game's levels and its words ("bot, level 3
    of 4: counts cards"); by its place alone where the game gives none."""
    levels = tuple(game.tools.bots)
    number, count = levels.index(level) + 1, len(levels)
    words = game.tools.bot_words.get(level)
    if words is None:
        return texts.text(m.BOT_LEVEL_OF, number=number, count=count)
    return texts.text(m.BOT_LEVEL_NAMED, number=number, count=count,
                      level=texts.text(words.label))


def level_about(texts: Texts, game: GameDescriptor, level: str) -> str:
    """What a level's bot does, in a sentence (empty where the game does not say)."""
    words = game.tools.bot_words.get(level)
    return texts.text(words.about) if words is not None else ""


def levels_named(texts: Texts, game: GameDescriptor) -> str:
    """The ids of the game's levels as they are typed, weakest first, each with its
    name where that is not the id itself ("heuristic (counts cards)")."""
    named = []
    for level in game.tools.bots:
        words = game.tools.bot_words.get(level)
        label = texts.text(words.label) if words is not None else level
        named.append(level if label == level else
                     texts.text(m.BOT_LEVEL_ID, id=level, level=label))
    said = named[-1]
    for level in reversed(named[:-1]):  # a list to choose from: no "and" before the last
        said = texts.text(LIST_SEPARATOR, first=level, rest=said)
    return said


def games_levels(texts: Texts) -> str:
    """Every game's bot levels as ``--bots`` takes them, game by game (``--help``)."""
    from accessible_ll.games import GAMES, find_game
    return "; ".join(texts.text(m.CLI_GAME_LEVELS, levels=levels_named(texts, game),
                                game=game.titles.get(texts.language, game.id))
                     for game in map(find_game, GAMES))
