"""Typed errors with stable codes: the narrator turns each code into a sentence.

>>> err = IllegalAction(COUNTESS_REQUIRED, card="king")
>>> err.code, err.details
('countess_required', {'card': 'king'})
"""

from __future__ import annotations

from accessible_ll.kit import Refusal

# Stable error codes (scenario output and localized messages depend on them).
GAME_OVER = "game_over"
ROUND_OVER = "round_over"
NOT_YOUR_TURN = "not_your_turn"
WRONG_DECISION = "wrong_decision"
CARD_NOT_IN_HAND = "card_not_in_hand"
COUNTESS_REQUIRED = "countess_required"
TARGET_REQUIRED = "target_required"
TARGET_NOT_ALLOWED = "target_not_allowed"
TARGET_UNKNOWN = "target_unknown"
TARGET_SELF = "target_self"
TARGET_ELIMINATED = "target_eliminated"
TARGET_PROTECTED = "target_protected"
TARGET_MARKED = "target_must_be_marked"
TARGETS_INVALID = "targets_invalid"
GUESS_REQUIRED = "guess_required"
GUESS_NOT_ALLOWED = "guess_not_allowed"
GUESS_GUARD = "guess_guard"
GUESS_UNKNOWN = "guess_unknown"
LOOK_INVALID = "look_invalid"
KEEP_INVALID = "keep_invalid"
BOTTOM_INVALID = "bottom_invalid"
REDRAW_REQUIRED = "redraw_required"
ROUND_NOT_OVER = "round_not_over"

ALL_CODES = (
    GAME_OVER, ROUND_OVER, NOT_YOUR_TURN, WRONG_DECISION, CARD_NOT_IN_HAND,
    COUNTESS_REQUIRED, TARGET_REQUIRED, TARGET_NOT_ALLOWED, TARGET_UNKNOWN,
    TARGET_SELF, TARGET_ELIMINATED, TARGET_PROTECTED, TARGET_MARKED, TARGETS_INVALID,
    GUESS_REQUIRED, GUESS_NOT_ALLOWED, GUESS_GUARD, GUESS_UNKNOWN, LOOK_INVALID,
    KEEP_INVALID, BOTTOM_INVALID, REDRAW_REQUIRED, ROUND_NOT_OVER,
)


class IllegalAction(Refusal):
    """An action the rules of Love Letter do not allow now; the state is unchanged.

    Attributes:
        code: One of the stable codes in this module.
        details: Values for the message (card ids, seats).
    """
