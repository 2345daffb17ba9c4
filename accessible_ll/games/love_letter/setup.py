"""What is chosen at a Love Letter table before it starts: the edition's row, the
blind-player variant and the token target (rows of the setup list; the values reach
``new_state`` as its options).

>>> from accessible_ll.narration.i18n import Texts
>>> words = Texts.for_language("en")
>>> TARGET.text(words, None, "2019", 2), TARGET.text(words, 5, "2019", 2)
("6, the edition's default", '5 tokens')
>>> BLIND.text(words, True, "2019", 2), edition_text(words, "classic")
('on', 'Love Letter, classic edition, 16 cards')
"""

from __future__ import annotations

from typing import Any

from accessible_ll.games.love_letter.editions import EDITIONS
from accessible_ll.games.love_letter.narrator import Narrator
from accessible_ll.kit import Setting, switch
from accessible_ll.games.love_letter import words as m
from accessible_ll.kit.words import OFF, ON

MOST_TOKENS = 15


def target_values(default: int) -> tuple:
    """The token targets in the order left and right step through them: the edition's
    default (None) sits between one fewer and one more.

    >>> target_values(4)
    (1, 2, 3, None, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
    """
    return (*range(1, default), None, *range(default + 1, MOST_TOKENS + 1))


def _target_text(words: Any, value: int | None, variant: str, players: int) -> str:
    if value is None:
        return words.text(m.TARGET_DEFAULT,
                          count=EDITIONS[variant].default_target(players))
    return words.plural(m.TOKENS_COUNT, value)


def _is_target(value: Any) -> bool:
    """A target a settings file may hold: none (the edition's), or 1 to 20 tokens."""
    return value is None or (isinstance(value, int) and not isinstance(value, bool)
                             and 1 <= value <= 20)


BLIND = switch("blind", m.LABEL_BLIND, ON, OFF)
TARGET = Setting("target", m.LABEL_TARGET,
                 lambda variant, players: target_values(
                     EDITIONS[variant].default_target(players)),
                 _target_text, None, _is_target)
#: In the order of the setup list.
SETUP = (BLIND, TARGET)


def edition_text(words: Any, edition_id: str) -> str:
    """An edition on the setup list: its name and how many cards it has."""
    edition = EDITIONS[edition_id]
    count = len(edition.deck_for(edition.player_counts[0]))
    return words.plural(m.EDITION_VALUE, count,
                        edition=Narrator(words, [], edition_id).edition_name())


def continue_row(narrator: Any, view: Any) -> str:
    """The setup list's row that continues the saved game: its edition and round."""
    return narrator.words.text(m.CONTINUE_SAVED, edition=narrator.edition_name(),
                               round=view.round_no)
