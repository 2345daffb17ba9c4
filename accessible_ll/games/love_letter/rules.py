"""The rules in brief and the card reference of the narrator's edition, read line by
line (F1 after the keys), for as many players as the narrator names.

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


def rules(narrator: Any) -> list[str]:
    """The heading, the rules in brief (the 2-player rule when two play), the
    blind-player variant, then one line per card of the edition with its copies and
    effect: the full-screen game's help after its keys."""
    return rules_lines(narrator.texts, narrator.edition.id, len(narrator.names))


def line_rules(narrator: Any, view: Any) -> list[str]:
    """The whole rules the line mode reads at ``??``: the rules in brief, how a tie at
    the showdown ends in this edition, the Prince with the deck empty, the tokens that
    win at this table, the blind-player variant in the line mode's words (played, or
    how to play it), then the cards."""
    texts = narrator.texts
    edition = narrator.edition
    blind = getattr(view, "blind", False)
    lines = rules_lines(texts, edition.id, len(narrator.names), None)
    cards = 1 + len(m.RULES_SUMMARY) + (len(narrator.names) == 2)
    extra = [texts.text(m.RULES_TIES[edition.tie_rule])]
    if any(edition.effects[card] == PRINCE for card in edition.cards):
        extra.append(texts.text(m.RULES_PRINCE_EMPTY_DECK))
    extra.append(texts.plural(m.RULES_TARGET_HERE, view.target))
    extra.append(texts.text(m.LINE_BLIND_VARIANT if blind else m.LINE_RULES_BLIND_VARIANT))
    return lines[:cards] + extra + lines[cards:]


def line_help(narrator: Any, view: Any) -> list[str]:
    """The rules in brief after the line mode's keys: the blind-player variant
    explained only where it is played."""
    variant = m.LINE_BLIND_VARIANT if getattr(view, "blind", False) else None
    return rules_lines(narrator.texts, narrator.edition.id, len(narrator.names), variant)
