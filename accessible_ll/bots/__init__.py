"""Bots: ``choose(view, legal, rng) -> Action``; they see only a PlayerView."""

from accessible_ll.bots.random_bot import RandomBot

__all__ = ["RandomBot"]
