"""Bots: ``choose(view, legal, rng) -> Action``; they see only a PlayerView."""

from accessible_ll.games.love_letter.bots.random_bot import RandomBot

__all__ = ["RandomBot"]

from accessible_ll.games.love_letter.bots.expert import ExpertBot  # noqa: E402
from accessible_ll.games.love_letter.bots.heuristic import BeginnerBot, HeuristicBot  # noqa: E402

#: Every bot level by name, weakest first.
LEVELS = {"random": RandomBot, "beginner": BeginnerBot, "heuristic": HeuristicBot,
          "expert": ExpertBot}

__all__ += ["BeginnerBot", "ExpertBot", "HeuristicBot", "LEVELS"]
