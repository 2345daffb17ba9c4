"""The rules (F1 after the keys) and the cards at a glance (F2), read line by line in the
listener's language; every number comes from :mod:`cards` (the dice table from
:data:`cards.THRESHOLDS`).

>>> from accessible_ll.kit.words import SourceWords as English
>>> from types import SimpleNamespace
>>> lines = rules(SimpleNamespace(words=English()))
>>> [line for line in lines if line.startswith("Queen")]
['Queen: 4 or more; Queen of hearts: 5 or more.']
>>> [line for line in reference(SimpleNamespace(words=English())) if line.startswith("King")]
['King: 5 or more, 33% per die; King of hearts: 6 or more, 17% per die.']
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


def reference(narrator: Any, players: int = 2) -> list[str]:
    """The cards at a glance (F2), one line each: what each kind of card does in hand,
    what each suit of royal does in the court, and the dice table with the chance of one
    die."""
    words = narrator.words
    royals = players * len(c.SLOTS)
    lines = [words.text(w.REF_TITLE, count=len(c.FULL_DECK), deck=len(c.FULL_DECK) - royals),
             words.text(w.REF_HEARTS), words.text(w.REF_NUMBERS),
             words.text(w.REF_DIAMONDS, one=c.TREASURE_POINTS_DEFAULT,
                        ten=c.TREASURE_POINTS["10"]),
             words.text(w.REF_CLUBS), words.text(w.REF_SPADES), words.text(w.REF_FACES),
             words.text(w.REF_ROYALS), words.text(w.REF_ROYAL_CLUBS),
             words.text(w.REF_ROYAL_SPADES), words.text(w.REF_ROYAL_HEARTS),
             words.text(w.REF_ROYAL_DIAMONDS, points=c.DIAMOND_ROYAL_POINTS),
             words.text(w.REF_DICE)]
    return lines + [_chance_row(words, slot) for slot in c.SLOTS]


def _chance_row(words: Any, slot: str) -> str:
    normal, guarded = c.THRESHOLDS[slot]
    return words.text(w.REF_DICE_ROW, rank=words.context(w.RANKS[slot]),
                      heart_royal=card_name(words, slot + c.GUARD_ROYAL, bare=True),
                      normal=normal, normal_chance=_per_die(normal),
                      guarded=guarded, guarded_chance=_per_die(guarded))


def _per_die(needed: int) -> int:
    """The chance in whole percent that one die shows ``needed`` or more."""
    return round(c.success_chance(needed) * 100)
