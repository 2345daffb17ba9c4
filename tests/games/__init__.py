"""The test games, and a game descriptor with some of its facts changed."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from accessible_ll.kit import GameDescriptor


def changed(game: GameDescriptor, **groups: Mapping[str, Any]) -> GameDescriptor:
    """``game`` with some facts of its groups changed, each group's others kept:
    ``changed(GAME, narration={"ask": None})``.

    >>> from tests.games import pebbles
    >>> mute = changed(pebbles.GAME, narration={"narrator": None})
    >>> mute.narration.narrator, mute.narration.ask is pebbles.GAME.narration.ask
    (None, True)
    """
    return dataclasses.replace(game, **{
        group: dataclasses.replace(getattr(game, group), **facts)
        for group, facts in groups.items()})
