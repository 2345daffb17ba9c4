"""A person's decision told in words: see :mod:`accessible_ll.narration.choices`."""

from accessible_ll.narration.choices import Choices

__all__ = ["Choices"]
