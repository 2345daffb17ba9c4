"""The cards and every number the rules fix: one place for each table.

A card id is its rank then its suit letter: ``"7C"`` (7 of clubs), ``"10D"``,
``"AS"``, ``"QH"``. Suits: C clubs, D diamonds, H hearts, S spades.

>>> len(FULL_DECK), len(set(FULL_DECK))
(52, 52)
>>> rank("10D"), suit("10D"), is_number("10D"), is_number("QD")
('10', 'D', True, False)
>>> threshold("Q", "S"), threshold("K", "H")
(4, 6)
>>> treasure_points("10D"), treasure_points("9D"), treasure_points("9C")
(2, 1, 0)
"""

from __future__ import annotations

SUITS = ("C", "D", "H", "S")
CLUBS, DIAMONDS, HEARTS, SPADES = SUITS
NUMBER_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
#: The court's three slots, in order; a slot is named by its rank.
SLOTS = ("J", "Q", "K")
RANKS = NUMBER_RANKS + SLOTS

FULL_DECK = tuple(r + s for s in SUITS for r in RANKS)
CARD_IDS = frozenset(FULL_DECK)

#: Cards in hand a Refill tops up to (contract §3.1; no hand limit, [D] 7).
HAND_SIZE = 5
#: The most actions a turn takes (contract §3.2; zero is allowed, [D] 10).
ACTIONS_PER_TURN = 2

#: The dice table (contract §6, [D] 1), the same for Attack and Dig: the value one die
#: needs against a royal of each rank, normally and when the target is a ♥ royal.
THRESHOLDS = {
    "J": (3, 4),
    "Q": (4, 5),
    "K": (5, 6),
}

#: Scoring (contract §8): a buried ♦ number card scores 1, the ♦10 scores 2 (listed
#: here by rank), a ♦ royal in the court scores 2; anything else scores nothing.
TREASURE_POINTS = {"10": 2}
TREASURE_POINTS_DEFAULT = 1
DIAMOND_ROYAL_POINTS = 2

#: The suit whose cards each action takes (contract §4; any rank of the suit, [D] 6,
#: except Bury, which takes number cards of any suit).
FORTIFY_SUIT = HEARTS
ATTACK_SUIT = CLUBS
DIG_SUIT = SPADES
#: The suit of a royal that adds a die to its owner's Attacks / Digs, that raises the
#: threshold against it, that scores and comes back to its owner's hand.
ATTACK_ROYAL, DIG_ROYAL, GUARD_ROYAL, RICH_ROYAL = CLUBS, SPADES, HEARTS, DIAMONDS

_RANK = {card: card[:-1] for card in FULL_DECK}
_SUIT = {card: card[-1] for card in FULL_DECK}
_NUMBER = {card: card[:-1] in NUMBER_RANKS for card in FULL_DECK}


def rank(card: str) -> str:
    """The rank of ``card`` (``"A"``, ``"2"``... ``"10"``, ``"J"``, ``"Q"``, ``"K"``)."""
    return _RANK[card]


def suit(card: str) -> str:
    """The suit letter of ``card``."""
    return _SUIT[card]


def is_number(card: str) -> bool:
    """Whether ``card`` is a number card (A-10)."""
    return _NUMBER[card]


def threshold(slot: str, royal_suit: str) -> int:
    """The value one die needs against the royal in ``slot`` of suit ``royal_suit``."""
    normal, guarded = THRESHOLDS[slot]
    return guarded if royal_suit == GUARD_ROYAL else normal


def treasure_points(card: str) -> int:
    """What ``card`` scores when buried at the end."""
    if _SUIT[card] != DIAMONDS or not _NUMBER[card]:
        return 0
    return TREASURE_POINTS.get(_RANK[card], TREASURE_POINTS_DEFAULT)


def success_chance(needed: int, sides: int = 6) -> float:
    """The chance that one die shows ``needed`` or more.

    >>> success_chance(4), success_chance(7)
    (0.5, 0.0)
    """
    return max(0, sides - needed + 1) / sides
