"""The game's data: every number the contract fixes or decides ([D]), one name each.

docs/verraeter.md lists the decisions and points here; change a rule by changing its
constant, not the code that reads it.

>>> POINTS["river"][2], POINTS["city"][1], len(SUPPLY), ROUNDS[4]
(4, 18, 27, 8)
"""

from __future__ import annotations

from collections import Counter

HAWK = "hawk"
ROSE = "rose"
HOUSES = (HAWK, ROSE)

#: Landscape types, weakest first, with their base strength (sourced).
BASE = {
    "wasteland": 0,
    "meadow": 3,
    "river": 5,
    "forest": 7,
    "village": 10,
    "city": 15,
}
LANDSCAPE_TYPES = tuple(BASE)

#: [D] The points each player of the winning house gains for the losing landscape, by
#: the number n of players in that house (index n; index 0 unused). The printed numbers
#: are lost; these are ceil((base + 3) / n), which fits the one value found (River, 2: 4).
POINTS = {
    "wasteland": (0, 3, 2, 1, 1, 1),
    "meadow": (0, 6, 3, 2, 2, 2),
    "river": (0, 8, 4, 3, 2, 2),
    "forest": (0, 10, 5, 4, 3, 2),
    "village": (0, 13, 7, 5, 4, 3),
    "city": (0, 18, 9, 6, 5, 4),
}

#: [D] The landscape cards in play at every player count: each type twice, one of the
#: two Hawk side up and the other Rose side up (the box's two spare cards are unused).
LANDSCAPES = tuple((kind, house) for kind in LANDSCAPE_TYPES for house in HOUSES)
RING_SIZE = len(LANDSCAPES)

#: [D] The 27 supply cards at every player count: the original 23 (5x2, 5x3, 5x4, 5x5,
#: 2x6, 1x8) plus one each of 2, 3, 4 and 5.
SUPPLY_MIX = {2: 6, 3: 6, 4: 6, 5: 6, 6: 2, 8: 1}
SUPPLY = tuple(value for value, count in SUPPLY_MIX.items() for _ in range(count))
SUPPLY_COUNTER = Counter(SUPPLY)

#: Rounds by player count (3: the original, 4 and 5: the Japanese edition).
ROUNDS = {3: 9, 4: 8, 5: 9}
PLAYER_COUNTS = tuple(ROUNDS)

#: Supply cards dealt to each player at setup.
DEAL = 3
#: [D] The seat dealt the first three supply cards (then on in seat order), whoever
#: starts: seat 0, Player 1 (the contract leaves the order open; a scenario's fixed
#: supply order is dealt so).
FIRST_DEALT = 0

# The six action cards.
TRAITOR = "traitor"
DIPLOMAT5 = "diplomat5"
DIPLOMAT2 = "diplomat2"
STRATEGIST = "strategist"
BUILDER = "builder"
FARMER = "farmer"
ACTION_CARDS = (TRAITOR, DIPLOMAT5, DIPLOMAT2, STRATEGIST, BUILDER, FARMER)

#: Cards face down in the centre before the draft (seen by no one).
CENTRE_BEFORE_DRAFT = 1

#: What a diplomat adds to its holder's house in the battle.
DIPLOMAT_STRENGTH = {DIPLOMAT5: 5, DIPLOMAT2: 2}

#: [D] The Traitor's point comes whether or not they switch (they decide after the reveal).
TRAITOR_POINTS = 1
TRAITOR_POINT_ONLY_ON_SWITCH = False
STRATEGIST_POINTS = 2

#: [D] A tied battle: True would turn nothing and score nothing (the decision); the
#: battle code reads this to know a tie has no winner.
TIE_HAS_NO_WINNER = True

# Buildings.
ESTATE = "estate"
TRADING_POST = "trading_post"
BUILDINGS_PER_PLAYER = 3
MAX_TRADING_POSTS = 2
#: [D] A building may go under any landscape that has no building (not only own house).
BUILD_ONLY_UNDER_OWN_HOUSE = False

# Supply (P8).
HAND_LIMIT = 5
DRAW_CAP = 3
FARMER_DRAW = 3
#: [D] Diplomat +2's extra card comes outside the cap of 3.
DIPLOMAT2_DRAW = 1
DIPLOMAT2_DRAW_INSIDE_CAP = False

#: [D] Final scoring: each Trading post scores min(this, cards in its owner's hand),
#: wherever it stands; Estates score nothing.
TRADING_POST_CAP = 3

#: [D] A tie for the most points is a shared win (False: nobody wins a tie).
SHARED_WIN = True


def points(kind: str, winners: int) -> int:
    """The points each of ``winners`` players gains for a landscape of ``kind``.

    >>> points("village", 2), points("city", 0)
    (7, 0)
    """
    return POINTS[kind][winners] if winners else 0


def allegiances(players: int, start: int) -> tuple[str, ...]:
    """Each seat's house: the start player is Rose, then Hawk and Rose alternate
    clockwise.

    >>> allegiances(3, 0), allegiances(4, 1)
    (('rose', 'hawk', 'rose'), ('hawk', 'rose', 'hawk', 'rose'))
    """
    return tuple(ROSE if (seat - start) % players % 2 == 0 else HAWK
                 for seat in range(players))


def other(house: str) -> str:
    """The other house."""
    return ROSE if house == HAWK else HAWK
