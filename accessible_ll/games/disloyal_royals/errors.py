"""The refusal of an illegal action, with stable codes (the narrator turns each code
into a sentence; scenario files name them).

>>> err = IllegalAction(NOT_A_HEART, card="5D")
>>> err.code, err.details
('not_a_heart', {'card': '5D'})
"""

from __future__ import annotations

from accessible_ll.kit import Refusal

GAME_OVER = "game_over"                  # the game has ended
NOT_YOUR_TURN = "not_your_turn"          # another seat decides now
PICK_PENDING = "pick_pending"            # a dig waits for its position first
NO_DIG_PENDING = "no_dig_pending"        # a position, but no dig waits for one
BAD_POSITION = "bad_position"            # no card at that position of the pile
NO_ACTIONS_LEFT = "no_actions_left"      # two actions taken: only the end of turn
NO_CARDS = "no_cards"                    # the action needs cards from the hand
ONE_CARD = "one_card"                    # Fortify and Install take exactly one card
DUPLICATE_CARD = "duplicate_card"        # a card named twice
NOT_IN_HAND = "not_in_hand"              # the card is not in the player's hand
NOT_A_HEART = "not_a_heart"              # Fortify takes a ♥ card
NOT_A_NUMBER_CARD = "not_a_number_card"  # Bury takes number cards only
NOT_A_CLUB = "not_a_club"                # Attack takes ♣ cards
NOT_A_SPADE = "not_a_spade"              # Dig takes ♠ cards
NOT_A_FACE_CARD = "not_a_face_card"      # Install takes a J, Q or K
ROYAL_REQUIRED = "royal_required"        # the action names a royal (J, Q or K)
NO_SUCH_ROYAL = "no_such_royal"          # that slot holds no royal
EMPTY_TREASURE = "empty_treasure"        # a Dig on a royal with nothing buried
SLOT_TAKEN = "slot_taken"                # Install: a royal of that rank still lives
BAD_ACTION = "bad_action"                # a field the action does not take

ALL_CODES = (
    GAME_OVER, NOT_YOUR_TURN, PICK_PENDING, NO_DIG_PENDING, BAD_POSITION,
    NO_ACTIONS_LEFT, NO_CARDS, ONE_CARD, DUPLICATE_CARD, NOT_IN_HAND, NOT_A_HEART,
    NOT_A_NUMBER_CARD, NOT_A_CLUB, NOT_A_SPADE, NOT_A_FACE_CARD, ROYAL_REQUIRED,
    NO_SUCH_ROYAL, EMPTY_TREASURE, SLOT_TAKEN, BAD_ACTION,
)

# Why an action cannot be chosen at all now, said where a person's decision is asked
# step by step (``ask.py``); the engine never raises them.
NO_HEART_IN_HAND = "no_heart_in_hand"            # Fortify: no ♥ card in hand
NO_NUMBER_IN_HAND = "no_number_in_hand"          # Bury: no number card in hand
NO_CLUB_IN_HAND = "no_club_in_hand"              # Attack: no ♣ card in hand
NO_SPADE_IN_HAND = "no_spade_in_hand"            # Dig: no ♠ card in hand
NOTHING_TO_DIG = "nothing_to_dig"                # Dig: nothing buried behind any enemy royal
NO_EMPTY_PLACE = "no_empty_place"                # Install: every slot of the court holds a royal
NO_SUCCESSOR_IN_HAND = "no_successor_in_hand"    # Install: no face card for an empty slot

ASK_CODES = (NO_HEART_IN_HAND, NO_NUMBER_IN_HAND, NO_CLUB_IN_HAND, NO_SPADE_IN_HAND,
             NOTHING_TO_DIG, NO_EMPTY_PLACE, NO_SUCCESSOR_IN_HAND)


class IllegalAction(Refusal):
    """An action the rules of Disloyal Royals do not allow now; the state is unchanged.

    Attributes:
        code: One of the stable codes in this module.
        details: Values for the message (card ids, slots, positions).
    """
