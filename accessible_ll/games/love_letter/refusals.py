"""Love Letter's refusals in words: what was wrong with an action, by the rules'
stable error code, and what to do instead (its narrator says them).

>>> ERRORS[err.COUNTESS_REQUIRED]
'The Countess must be played while you hold {card_acc}.'
"""

from __future__ import annotations

from accessible_ll.games.love_letter.engine import errors as err
from accessible_ll.kit import N_

ERRORS = {
    # Translators: error when acting after the game has ended.
    err.GAME_OVER: N_("The game is over. Start a new game to play again."),
    # Translators: error when acting after the round has ended.
    err.ROUND_OVER: N_("The round is over. Start the next round first."),
    # Translators: error when a player acts out of turn; {player} is whose decision it is.
    err.NOT_YOUR_TURN: N_("It is not your turn. {player} decides now."),
    # Translators: error when something other than playing a card was sent during a turn.
    err.WRONG_DECISION: N_("Choose a card to play first."),
    # Translators: error when playing a card the player does not hold.
    err.CARD_NOT_IN_HAND: N_("You do not hold {card_acc}. Play one of the cards in your hand."),
    # Translators: error when holding the Countess with the King or Prince ({card}) and playing another card.
    err.COUNTESS_REQUIRED: N_("The Countess must be played while you hold {card_acc}."),
    # Translators: error when a card that chooses a player was played without choosing one.
    err.TARGET_REQUIRED: N_("Choose a player for {card_acc}."),
    # Translators: error when a player was chosen for a card that chooses nobody.
    err.TARGET_NOT_ALLOWED: N_("You do not choose a player with {card_dat}. Play it without a choice."),
    # Translators: error for a seat number that does not exist; {number} counts from 1.
    err.TARGET_UNKNOWN: N_("There is no player {number} at this table."),
    # Translators: error when choosing oneself with a card that chooses another player.
    err.TARGET_SELF: N_("You cannot choose yourself with {card_dat}. Choose another player."),
    # Translators: error when choosing a player who is out of the round.
    err.TARGET_ELIMINATED: N_("{player} is out of this round. Choose a player still in the round."),
    # Translators: error when choosing a player protected by a Handmaid.
    err.TARGET_PROTECTED: N_("{player} is protected until their next turn. Choose another player."),
    # Translators: error when the Sycophant's mark was ignored; {player} is the marked player.
    err.TARGET_MARKED: N_("The Sycophant marked {player}: you must choose them."),
    # Translators: error for a wrong number or mix of players for the Cardinal or the Baroness.
    err.TARGETS_INVALID: N_("That choice of players does not fit {card_dat}. Check how many players it chooses."),
    # Translators: error when a Guard or Bishop was played without naming a card.
    err.GUESS_REQUIRED: N_("Name a card for {card_acc}."),
    # Translators: error when a card was named with a card that names nothing.
    err.GUESS_NOT_ALLOWED: N_("You do not name a card with {card_dat}."),
    # Translators: error when a Guard names a Guard ({guard_card} is the edition's Guard).
    err.GUESS_GUARD: N_("You may not name {guard_card_acc}. Name another card."),
    # Translators: error when the named card is not in this edition; {guess} is what was named.
    err.GUESS_UNKNOWN: N_("“{guess}” is not a card of this edition. Name another card."),
    # Translators: error when the Cardinal's player looks at a hand that was not part of the trade.
    err.LOOK_INVALID: N_("Choose one of the two players who traded, to look at their hand."),
    # Translators: error when keeping a card not in hand after the Chancellor.
    err.KEEP_INVALID: N_("You do not hold {card_acc}. Keep one of the cards in your hand."),
    # Translators: error when the cards put under the deck after the Chancellor are not the rest of the hand.
    err.BOTTOM_INVALID: N_("Put every card you do not keep under the deck, each once."),
    # Translators: error when the Bishop's chosen player must decide whether to redraw.
    err.REDRAW_REQUIRED: N_("Decide first whether to discard your hand and draw a new card."),
    # Translators: error when asking for the next round while a round is still being played.
    err.ROUND_NOT_OVER: N_("The round is not over yet."),
}

# Errors that read differently when a premium Guard or a Bishop names a value.
VALUE_ERRORS = {
    # Translators: error when a premium Guard or a Bishop was played without naming a value.
    err.GUESS_REQUIRED: N_("Name a value for {card_acc}."),
    # Translators: error when a premium Guard or a Bishop names the value 1.
    err.GUESS_GUARD: N_("You may not name the value 1. Name 0 or a value from 2 to 9."),
    # Translators: error when a named value is not 0 to 9; {guess} is what was named.
    err.GUESS_UNKNOWN: N_("“{guess}” is not a value you can name. Name 0 or a value from 2 to 9."),
}
