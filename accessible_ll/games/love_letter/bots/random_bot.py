"""The ``random`` level: any legal action, uniformly (a baseline and a test opponent)."""

from __future__ import annotations

import random
from typing import Sequence

from accessible_ll.games.love_letter.engine.actions import Action
from accessible_ll.games.love_letter.view import PlayerView


class RandomBot:
    """Plays a uniformly random legal action."""

    name = "random"

    def __init__(self, blind_memory: bool = False) -> None:
        self.blind_memory = blind_memory  # it remembers nothing anyway

    def choose(self, view: PlayerView, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """Pick one of ``legal``."""
        return rng.choice(legal)
