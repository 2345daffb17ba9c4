"""The rules in brief and the card reference of the narrator's edition, read line by
line (F1 after the keys), for as many players as the narrator names.

The full-screen game (F1) and the line mode (``??``) tell the same rules from one
source: they differ only in how the blind-player variant names its keys.

>>> from accessible_ll.narration.i18n import Texts
>>> from accessible_ll.games.love_letter.narrator import Narrator
>>> lines = rules(Narrator(Texts.for_language("en"), ["Ann", "Bo"], "2019"))
>>> lines[0]
'The rules of Love Letter, 2019 edition'
"""

from __future__ import annotations

from typing import Any

from accessible_ll.games.love_letter.brief import rules_lines
from accessible_ll.games.love_letter.engine.cards import PRINCE
from accessible_ll.games.love_letter import words as m


def rules(narrator: Any, view: Any = None) -> list[str]:
    """The whole rules the full-screen game reads after its keys (F1): those the line
    mode reads (see :func:`table_rules`), the blind-player variant explained in the
    full-screen game's keys (played at this table, or how to turn it on).

    Args:
        narrator: The listener's narrator (its edition, as many players as it names).
        view: What the listener sees of the table; None before a game (no table yet:
            the tokens that win it are not said).
    """
    played = getattr(view, "blind", False)
    return _whole(narrator, view, m.HELP_BLIND_VARIANT_PLAYED if played else m.HELP_BLIND_VARIANT)


def line_rules(narrator: Any, view: Any) -> list[str]:
    """The whole rules the line mode reads at ``??``: as the full-screen game's (see
    :func:`rules`), the blind-player variant in the line mode's words (played, or how
    to play it)."""
    played = getattr(view, "blind", False)
    return _whole(narrator, view, m.LINE_BLIND_VARIANT if played else m.LINE_RULES_BLIND_VARIANT)


def table_rules(narrator: Any, view: Any) -> list[str]:
    """The rules of this edition and table beyond the rules in brief, the same at F1
    and ``??``: how a tie at the showdown ends, the Prince with the deck empty, the
    tokens that win at this table (where there is a table: ``view`` is not None)."""
    texts, edition = narrator.words, narrator.edition
    lines = [texts.text(m.RULES_TIES[edition.tie_rule])]
    if any(edition.effects[card] == PRINCE for card in edition.cards):
        lines.append(texts.text(m.RULES_PRINCE_EMPTY_DECK))
    if view is not None:
        lines.append(texts.plural(m.RULES_TARGET_HERE, view.target))
    return lines


def _whole(narrator: Any, view: Any, variant: str) -> list[str]:
    """The rules in brief, :func:`table_rules`, the blind-player variant explained by
    ``variant``, then the cards."""
    texts, players = narrator.words, len(narrator.names)
    lines = rules_lines(texts, narrator.edition.id, players, None)
    cards = 1 + len(m.RULES_SUMMARY) + (players == 2)
    return (lines[:cards] + table_rules(narrator, view) + [texts.text(variant)]
            + lines[cards:])


def line_help(narrator: Any, view: Any) -> list[str]:
    """The rules in brief after the line mode's keys: the blind-player variant
    explained only where it is played."""
    variant = m.LINE_BLIND_VARIANT if getattr(view, "blind", False) else None
    return rules_lines(narrator.words, narrator.edition.id, len(narrator.names), variant)
