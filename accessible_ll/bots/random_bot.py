"""The ``random`` level: any legal action, uniformly (a baseline and a test opponent)."""

from __future__ import annotations

import random
from typing import Sequence

from accessible_ll.engine.actions import Action
from accessible_ll.views import PlayerView


class RandomBot:
    """Plays a uniformly random legal action."""

    name = "random"

    def choose(self, view: PlayerView, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """Pick one of ``legal``."""
        return rng.choice(legal)
