"""A whole game among bots, told to one listener: a teacher's preview, a test's record.

>>> from accessible_ll.narration.i18n import Texts
>>> lines = list(simulate("disloyal-royals", None, 2, 3, Texts.for_language("en"), 0))
>>> lines[0].startswith("Disloyal Royals begins. Your court:")
True
"""

from __future__ import annotations

from typing import Iterator

from accessible_ll.games import find_game
from accessible_ll.narration.i18n import Texts, default_names
from accessible_ll.play import bot_game


def play_bot_game(game_id: str, variant: str | None, players: int,
                  seed: int) -> Iterator[tuple[object, list]]:
    """Play a game among random bots; yield the state and the events after each step."""
    game = find_game(game_id)
    for step in bot_game(game, variant, ["random"] * players, seed):
        yield step.state, step.events


def simulate(game_id: str, variant: str | None, players: int, seed: int, texts: Texts,
             viewer: int | str | None) -> Iterator[str]:
    """What ``viewer`` hears during a game among random bots, one utterance at a time."""
    game = find_game(game_id)
    narrator = game.narration.narrator(texts, default_names(texts, players),
                             game.find_variant(variant).id, viewer)
    for _state, events in play_bot_game(game_id, variant, players, seed):
        yield from narrator.events(events)
