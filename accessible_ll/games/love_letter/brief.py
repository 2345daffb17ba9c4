"""The rules in brief, as the help says them after the keys: the same in the full-screen
game (F1) and in the line mode (?).

>>> from accessible_ll.narration.i18n import Texts
>>> lines = rules_lines(Texts.for_language("en"), "2019", 2)
>>> lines[0]
'The rules of Love Letter, 2019 edition'
"""

from __future__ import annotations

from typing import Any

from accessible_ll.games.love_letter.narrator import Narrator
from accessible_ll.games.love_letter import words as m


def rules_lines(texts: Any, edition: str, players: int,
                variant: str | None = m.HELP_BLIND_VARIANT) -> list[str]:
    """The rules of ``edition`` in brief for ``players``, in ``texts``' language.

    Args:
        texts: The listener's language.
        edition: The edition's id.
        players: How many play (the 2-player rule, the cards in the deck).
        variant: The message that explains the blind-player variant, or None to leave
            it out.

    Returns:
        The heading, the rules in brief, the 2-player rule when two play, the variant,
        then one line per card of the edition with its copies and effect.
    """
    narrator = Narrator(texts, [], edition)
    texts = narrator.words
    lines = [texts.text(m.RULES_HEADING, edition=narrator.edition_name())]
    lines += [texts.text(text) for text in m.RULES_SUMMARY]
    if players == 2:
        lines.append(texts.text(m.RULES_TWO_PLAYERS))
    if variant is not None:
        lines.append(texts.text(variant))
    return lines + narrator.reference(players)[1:]
