"""accessible_ll: card games (Love Letter, Disloyal Royals, Verräter) for screen-reader,
braille and keyboard players."""

__version__ = "0.1.0"
