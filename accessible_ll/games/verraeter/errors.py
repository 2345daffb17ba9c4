"""Refusals with stable codes: the narrator turns each code into a sentence.

>>> err = Refused(CARD_NOT_OFFERED, card="traitor")
>>> err.code, err.details
('card_not_offered', {'card': 'traitor'})
"""

from __future__ import annotations

from accessible_ll.kit import Refusal

GAME_OVER = "game_over"
NOT_YOUR_TURN = "not_your_turn"
WRONG_DECISION = "wrong_decision"          # e.g. a commitment during the draft
MALFORMED_ACTION = "malformed_action"      # not exactly one decision, or bad JSON
NO_SUCH_LANDSCAPE = "no_such_landscape"
LANDSCAPE_BUILT = "landscape_built"        # that landscape already has a building
NO_RESERVE = "no_reserve"                  # no building left in reserve
NOT_YOUR_ESTATE = "not_your_estate"
TRADING_POSTS_FULL = "trading_posts_full"
SAME_HOUSE = "same_house"                  # a battlefield must show both houses
CARD_NOT_OFFERED = "card_not_offered"      # the draft: not among the cards received
CARD_NOT_IN_HAND = "card_not_in_hand"      # supply values the hand does not hold
WRONG_DISCARD_COUNT = "wrong_discard_count"  # down to the hand limit, exactly

ALL_CODES = (
    GAME_OVER, NOT_YOUR_TURN, WRONG_DECISION, MALFORMED_ACTION, NO_SUCH_LANDSCAPE,
    LANDSCAPE_BUILT, NO_RESERVE, NOT_YOUR_ESTATE, TRADING_POSTS_FULL, SAME_HOUSE,
    CARD_NOT_OFFERED, CARD_NOT_IN_HAND, WRONG_DISCARD_COUNT,
)


class Refused(Refusal):
    """An action the rules of Verräter do not allow now; the state is unchanged.

    Attributes:
        code: One of the stable codes in this module.
        details: Values for the message (positions, cards, counts).
    """


class ShuffleMismatch(ValueError):
    """A fixed shuffle (a scenario's) that does not hold what is shuffled there.

    Attributes:
        expected: What is shuffled there.
        left: How many fixed shuffles come after it.
    """

    def __init__(self, order: list, expected: list, left: int) -> None:
        super().__init__(f"a fixed shuffle {order} does not match {expected}")
        self.expected, self.left = list(expected), left
