"""accessible_ll: card games for screen-reader, braille and keyboard players, each game
one folder of :mod:`accessible_ll.games` (its registry)."""

__version__ = "0.1.0"
