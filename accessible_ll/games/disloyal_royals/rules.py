"""The rules and the card reference, read line by line (F1 after the keys), in the
listener's language; every number comes from :mod:`cards` (the dice table from
:data:`cards.THRESHOLDS`).

>>> from accessible_ll.kit.words import SourceWords as English
>>> from types import SimpleNamespace
>>> lines = rules(SimpleNamespace(words=English()))
>>> [line for line in lines if line.startswith("Queen")]
['Queen: 4 or more; Queen of hearts: 5 or more.']
"""

from __future__ import annotations

from typing import Any

from accessible_ll.games.disloyal_royals import cards as c
from accessible_ll.games.disloyal_royals import words as w
from accessible_ll.games.disloyal_royals.narrator import card_name


def rules(narrator: Any, view: Any = None) -> list[str]:
    """Every rule, one line each: the aim, a turn, each action, the dice table, the
    royals' suits, the deck, the endings and the scoring."""
    words = narrator.words
    lines = [words.text(w.RULES_AIM),
             words.text(w.RULES_TURN, hand=c.HAND_SIZE, actions=c.ACTIONS_PER_TURN),
             words.text(w.RULES_FORTIFY), words.text(w.RULES_BURY),
             words.text(w.RULES_ATTACK), words.text(w.RULES_ASSASSINATION),
             words.text(w.RULES_DIG), words.text(w.RULES_INSTALL),
             words.text(w.RULES_DICE)]
    lines += [_dice_row(words, slot) for slot in c.SLOTS]
    lines += [words.text(w.RULES_SUITS, points=c.DIAMOND_ROYAL_POINTS),
              words.text(w.RULES_DECK), words.text(w.RULES_ELIMINATION),
              words.text(w.RULES_SCORING, one=c.TREASURE_POINTS_DEFAULT,
                         ten=c.TREASURE_POINTS["10"], royal=c.DIAMOND_ROYAL_POINTS)]
    return lines


def _dice_row(words: Any, slot: str) -> str:
    normal, guarded = c.THRESHOLDS[slot]
    return words.text(w.RULES_DICE_ROW, rank=words.context(w.RANKS[slot]),
                      heart_royal=card_name(words, slot + c.GUARD_ROYAL, bare=True),
                      normal=normal, guarded=guarded)
