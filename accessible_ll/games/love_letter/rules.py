"""The rules in brief and the card reference of the narrator's edition, read line by
line (F1 after the keys), for as many players as the narrator names.

>>> from accessible_ll.narration.i18n import Texts
>>> from accessible_ll.narration.narrator import Narrator
>>> lines = rules(Narrator(Texts.for_language("en"), ["Ann", "Bo"], "2019"))
>>> lines[0]
'The rules of Love Letter, 2019 edition'
"""

from __future__ import annotations

from typing import Any

from accessible_ll.narration import messages as m
from accessible_ll.narration.rules import rules_lines


def rules(narrator: Any) -> list[str]:
    """The heading, the rules in brief (the 2-player rule when two play), the
    blind-player variant, then one line per card of the edition with its copies and
    effect: the full-screen game's help after its keys."""
    return rules_lines(narrator.texts, narrator.edition.id, len(narrator.names))


def line_help(narrator: Any, view: Any) -> list[str]:
    """The rules in brief after the line mode's keys: the blind-player variant
    explained only where it is played."""
    variant = m.LINE_BLIND_VARIANT if getattr(view, "blind", False) else None
    return rules_lines(narrator.texts, narrator.edition.id, len(narrator.names), variant)
