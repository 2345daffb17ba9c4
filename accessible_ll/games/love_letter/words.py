"""Every sentence Love Letter says, marked for the catalogs (``make extract``).

Whole sentences with named placeholders. A placeholder ending in ``card`` takes a card
id and offers the forms ``{card}`` (bare name), ``{card_nom}``, ``{card_acc}`` and
``{card_dat}`` (with the article in German's nominative, accusative and dative; "the
Guard" in English): :class:`~accessible_ll.games.love_letter.cardwords.CardWords` fills
them. ``{player}`` is a player's name.
"""

from accessible_ll.games.love_letter.engine import errors as err
from accessible_ll.kit import BotWords, N_, NN_, NNP_, NP_
from accessible_ll.kit.words import BOT_EXPERT, RANDOM_BOT

# ----- the line mode, and a table across computers --------------------------------------

# Translators: line mode: a game left unfinished can be continued (answered 1 yes, 2 no); {edition} is the edition's name.
LINE_CONTINUE_WHICH = N_("A game you left unfinished is saved: {edition}, {players} players, round {round}. Continue it?")

# ----- its own command-line flags ----------------------------------------------------

# Translators: --help: the --blind-variant option (the blind-player variant).
CLI_BLIND_VARIANT = N_("only each player's last discard can be reviewed")
# Translators: --help: the --target option (tokens of affection).
CLI_TARGET = N_("tokens to win (default: the edition's)")

# ----- errors: what was wrong and what to do instead ----------------------------------

# Translators: an action came from a seat that decides nothing now (a table at another computer, a key pressed twice).
NOTHING_TO_DECIDE = N_("You have nothing to decide now.")
# Translators: an action could not be read (it came broken from another computer).
ACTION_UNREADABLE = N_("That action could not be read.")
# Translators: error after a Chancellor: the player must keep a card before anything else.
KEEP_FIRST = N_("Keep one card and put the others under the deck first.")

# ----- scenario files: what is wrong with the file ------------------------------------

# Translators: a scenario file must hold one JSON object.
SCENARIO_NOT_OBJECT = N_("The scenario file {path} must hold one JSON object.")
# Translators: a scenario file lacks a required key.
SCENARIO_MISSING_KEY = N_("The scenario file {path} needs the key “{key}”.")
# Translators: a scenario file has a key the game does not know.
SCENARIO_UNKNOWN_KEY = N_("The scenario file {path} has an unknown key “{key}”.")
# Translators: unknown edition; {editions} lists the known ones.
SCENARIO_UNKNOWN_EDITION = N_("Unknown edition “{edition}”. Choose one of: {editions}.")
# Translators: the player count does not fit the edition; {counts} lists the allowed counts.
SCENARIO_BAD_PLAYERS = N_("The {edition} edition is played by {counts} players, not by “{players}”.")
# Translators: an unknown card id in a scenario's deck.
SCENARIO_UNKNOWN_CARD = N_("The deck has an unknown card id “{card_id}”.")
# Translators: the deck is not the edition's deck; {card} is the first card whose count is wrong.
SCENARIO_WRONG_DECK = N_("The deck is not the {edition} deck for {players} players: it has {got} × {card}, the edition has {expected}.")
# Translators: the deck value is not a list of card ids.
SCENARIO_DECK_NOT_LIST = N_("“deck” must be a list of card ids, top card first.")
# Translators: "first" must be a seat number.
SCENARIO_BAD_FIRST = N_("“first” must be a seat number from 0 to {last}.")
# Translators: "tokens" must be one whole number per player.
SCENARIO_BAD_TOKENS = N_("“tokens” must be a list of {players} whole numbers, one per player.")
# Translators: "target" must be a positive whole number.
SCENARIO_BAD_TARGET = N_("“target” must be a whole number of tokens, at least 1.")
# Translators: "actions" must be a list.
SCENARIO_BAD_ACTIONS = N_("“actions” must be a list of actions.")
# Translators: one action of a scenario is malformed; {number} counts from 0 as in the file.
SCENARIO_BAD_ACTION = N_("Action {number} is malformed: an action is an object with “seat” and any of play, target, targets, guess, keep, bottom, look, redraw, each of the right type.")
# Translators: an action names a card id that does not exist.
SCENARIO_ACTION_CARD = N_("Action {number} names an unknown card id “{card_id}”.")

# ----- events: what happened, for one listener ----------------------------------------
# "you" messages are spoken to the player concerned; the others name the player.

# Translators: a round begins; {round} counts from 1.
ROUND_STARTS = N_("Round {round} begins. {player} plays first.")
# Translators: a round begins and the listener plays first.
ROUND_STARTS_YOU = N_("Round {round} begins. You play first.")
# Translators: the three cards set aside face up in a 2-player round; {cards} is a list.
FACE_UP = N_("Set aside face up: {cards}.")
# Translators: private: the card the listener was dealt.
DEALT_YOU = N_("You are dealt {card_acc}.")
# Translators: replay of a private event: the card a player was dealt.
DEALT_OTHER = N_("{player} is dealt {card_acc}.")
# Translators: another player's turn starts.
TURN_OTHER = N_("{player}'s turn.")
# Translators: the listener's turn starts.
TURN_YOU = N_("Your turn.")
# Translators: the listener's turn at a computer several people share; {player} is the listener's name.
TURN_YOU_NAMED = N_("Your turn, {player}.")
# Translators: a player's Handmaid protection ended as their turn started.
PROTECTION_ENDS_OTHER = N_("{player} is no longer protected.")
# Translators: the listener's Handmaid protection ended.
PROTECTION_ENDS_YOU = N_("You are no longer protected.")
# Translators: another player draws a card (not their turn's draw: after a Prince, Bishop or Assassin).
DRAWS_OTHER = N_("{player} draws a new card.")
# Translators: another player draws a second card right after the first (the Chancellor).
DRAWS_ANOTHER_OTHER = N_("{player} draws another card.")
# Translators: another player draws the set-aside card because the deck is empty.
DRAWS_SET_ASIDE_OTHER = N_("The deck is empty: {player} draws the set-aside card.")
# Translators: private: the card the listener drew.
DREW_YOU = N_("You draw {card_acc}.")
# Translators: private: the listener drew the set-aside card because the deck is empty.
DREW_SET_ASIDE_YOU = N_("The deck is empty: you draw the set-aside card, {card_acc}.")
# Translators: replay of a private event: the card a player drew.
DREW_OTHER = N_("{player} draws {card_acc}.")
# Translators: a player plays a card that chooses nobody.
PLAYS = N_("{player} plays {card_acc}.")
# Translators: the listener plays a card that chooses nobody.
PLAYS_YOU = N_("You play {card_acc}.")
# Translators: a player plays a card and chooses another player ({target}).
PLAYS_ON = N_("{player} plays {card_acc} and chooses {target}.")
# Translators: the listener plays a card and chooses another player.
PLAYS_ON_YOU_PLAY = N_("You play {card_acc} and choose {target}.")
# Translators: a player plays a card and chooses the listener.
PLAYS_ON_YOU = N_("{player} plays {card_acc} and chooses you.")
# Translators: said after another player's Priest (or Baroness) chose the listener: that player has seen the listener's card.
KNOWS_YOUR_CARD = N_("{player} now knows your card.")
# Translators: a player plays a card (Prince, Sycophant) and chooses themselves.
PLAYS_ON_SELF = N_("{player} plays {card_acc} and chooses themselves.")
# Translators: the listener plays a card (Prince, Sycophant) and chooses themselves.
PLAYS_ON_SELF_YOU = N_("You play {card_acc} and choose yourself.")
# Translators: a Guard (or Bishop) chooses a player and names a card.
GUESSES = N_("{player} plays {card_acc}, chooses {target} and names {guess_card_acc}.")
# Translators: the listener plays a Guard, chooses a player and names a card.
GUESSES_YOU_PLAY = N_("You play {card_acc}, choose {target} and name {guess_card_acc}.")
# Translators: a Guard chooses the listener and names a card.
GUESSES_ON_YOU = N_("{player} plays {card_acc}, chooses you and names {guess_card_acc}.")
# Translators: a premium Guard or a Bishop chooses a player and names a value.
GUESSES_VALUE = N_("{player} plays {card_acc}, chooses {target} and names {value}.")
# Translators: the listener plays a premium Guard or Bishop and names a value.
GUESSES_VALUE_YOU_PLAY = N_("You play {card_acc}, choose {target} and name {value}.")
# Translators: a premium Guard or a Bishop chooses the listener and names a value.
GUESSES_VALUE_ON_YOU = N_("{player} plays {card_acc}, chooses you and names {value}.")
# Translators: a Cardinal or Baroness chooses players; {targets} is a list of names.
PLAYS_ON_GROUP = N_("{player} plays {card_acc} and chooses {targets}.")
# Translators: the listener among the players another player chose with a Cardinal or a Baroness, as in "Anna plays the Cardinal and chooses you and Player 4" (German: accusative).
CHOSEN_YOU = N_("you")
# Translators: the listener among the players they chose themselves, as in "You play the Cardinal and choose yourself and Player 4" (German: accusative).
CHOSEN_YOURSELF = N_("yourself")
# Translators: a player among the players they chose themselves, as heard by another player: "Anna plays the Cardinal and chooses you and herself" (German: accusative, „sich selbst“; the player's gender is unknown).
CHOSEN_THEMSELVES = N_("themselves")
# Translators: the listener plays a Cardinal or Baroness; {targets} is a list of names.
PLAYS_ON_GROUP_YOU = N_("You play {card_acc} and choose {targets}.")
# Translators: a played card has no effect because no player can be chosen.
NO_ONE_TO_CHOOSE = N_("Nobody can be chosen: {card_nom} has no effect.")
# Translators: a Chancellor has no effect because the deck is empty.
DECK_EMPTY_NO_EFFECT = N_("The deck is empty: {card_nom} has no effect.")
# Translators: a Guard named the right card.
GUESS_HIT = N_("Correct: {target} holds {guess_card_acc}.")
# Translators: a Guard named the listener's card.
GUESS_HIT_YOU = N_("Correct: you hold {guess_card_acc}.")
# Translators: a Guard named the wrong card.
GUESS_MISS = N_("Wrong: {target} does not hold {guess_card_acc}.")
# Translators: a Guard named a card the listener does not hold.
GUESS_MISS_YOU = N_("Wrong: you do not hold {guess_card_acc}.")
# Translators: a premium Guard or Bishop named the right value.
GUESS_VALUE_HIT = N_("Correct: {target}'s card has the value {value}.")
# Translators: a premium Guard or Bishop named the value of the listener's card.
GUESS_VALUE_HIT_YOU = N_("Correct: your card has the value {value}.")
# Translators: a premium Guard or Bishop named a wrong value.
GUESS_VALUE_MISS = N_("Wrong: {target}'s card does not have the value {value}.")
# Translators: a premium Guard or Bishop named a value the listener's card does not have.
GUESS_VALUE_MISS_YOU = N_("Wrong: your card does not have the value {value}.")
# Translators: private: what the listener saw in another player's hand.
SAW_YOU = N_("You see that {target} holds {card_acc}.")
# Translators: replay of a private event: what a player saw in another's hand.
SAW_OTHER = N_("{player} sees that {target} holds {card_acc}.")
# Translators: two players compare hands (Baron, Dowager Queen); the outcome follows.
COMPARE = N_("{player} and {target} compare hands.")
# Translators: the listener compares hands with another player.
COMPARE_YOU_PLAY = N_("You compare hands with {target}.")
# Translators: another player compares hands with the listener.
COMPARE_ON_YOU = N_("{player} compares hands with you.")
# Translators: a comparison of hands is a tie.
COMPARE_TIE = N_("It is a tie: nobody is eliminated.")
# Translators: said after a Dowager Queen's comparison that put someone out: unlike the Baron, the higher card loses.
DOWAGER_HIGHER_LOSES = N_("With {card_dat}, the higher card loses.")
# Translators: private to both: the two cards compared; the listener's first.
COMPARED_YOU = N_("You hold {mine_card_acc}; {other} holds {theirs_card_acc}.")
# Translators: replay of a private event: the two cards compared.
COMPARED_OTHER = N_("{player} holds {mine_card_acc}; {other} holds {theirs_card_acc}.")
# Translators: two players trade hands (King, Cardinal).
TRADE = N_("{first} and {second} trade hands.")
# Translators: the listener trades hands with another player.
TRADE_YOU = N_("You trade hands with {other}.")
# Translators: after the Cardinal's trade, its player looks at one of the two hands; only
# they learn the card.
LOOKS_AT_HAND = N_("{player} looks at {target}'s hand.")
# Translators: private to both traders: what the listener now holds and what the other got.
TRADED_YOU = N_("You now hold {mine_card_acc}; {other} now holds {theirs_card_acc}.")
# Translators: replay of a private event: what each trader now holds.
TRADED_OTHER = N_("{player} now holds {mine_card_acc}; {other} now holds {theirs_card_acc}.")
# Translators: private to both traders: they traded two equal cards, so nothing changed.
TRADED_SAME_YOU = N_("You and {other} both hold {card_acc}: the trade changes nothing.")
# Translators: replay of a private event: two players traded equal cards.
TRADED_SAME_OTHER = N_("{player} and {other} both hold {card_acc}: the trade changes nothing.")
# Translators: a player discards a card without playing it (Prince, Bishop, Assassin).
DISCARDS = N_("{player} discards {card_acc}.")
# Translators: the listener discards a card without playing it.
DISCARDS_YOU = N_("You discard {card_acc}.")
# Translators: a player is out of the round and reveals their hand; {cards} is a list.
OUT_REVEALS = N_("{player} is out of the round and reveals {cards}.")
# Translators: the listener is out of the round and reveals their hand.
OUT_REVEALS_YOU = N_("You are out of the round and reveal {cards}.")
# Translators: a player is out of the round with no card left to reveal.
OUT = N_("{player} is out of the round.")
# Translators: the listener is out of the round with no card left to reveal.
OUT_YOU = N_("You are out of the round.")
# Translators: why a player was eliminated: the Minister rule (kanai).
MINISTER_OVERLOAD = N_("{player} holds {minister_card_acc} with a total of 12 or more.")
# Translators: why the listener was eliminated: the Minister rule (kanai).
MINISTER_OVERLOAD_YOU = N_("You hold {minister_card_acc} with a total of 12 or more.")
# Translators: a player is protected by a Handmaid.
PROTECTED = N_("{player} is protected until their next turn.")
# Translators: the listener is protected by a Handmaid.
PROTECTED_YOU = N_("You are protected until your next turn.")
# Translators: the Sycophant marked a player.
MARKED = N_("The next card that chooses players must choose {target}.")
# Translators: the Sycophant marked the listener.
MARKED_YOU = N_("The next card that chooses players must choose you.")
# Translators: another player's Chancellor: they drew {count} cards, kept one card of their
# hand and put {count} cards under the deck (the same number as they drew).
RETURNED = NN_("{player} draws {count} card, keeps one card and puts {count} under the deck.",
               "{player} draws {count} cards, keeps one card and puts {count} under the deck.")
# Translators: private: what the listener kept and put under the deck; {cards} in order, the last lowest.
KEPT_YOU = N_("You keep {card_acc} and put {cards} under the deck, the last one lowest.")
# Translators: replay of a private event: what a Chancellor's player kept and returned.
KEPT_OTHER = N_("{player} keeps {card_acc} and puts {cards} under the deck, the last one lowest.")
# Translators: private: what the listener kept and the one card put under the deck.
KEPT_ONE_YOU = N_("You keep {card_acc} and put {other_card_acc} under the deck.")
# Translators: replay of a private event: what a Chancellor's player kept and the one card returned.
KEPT_ONE_OTHER = N_("{player} keeps {card_acc} and puts {other_card_acc} under the deck.")
# Translators: the Bishop's chosen player chose to discard their hand ({card}) and draw a
# new card.
REDRAW_DISCARDS = N_("{player} discards {card_acc} and draws a new card.")
# Translators: the Bishop's chosen player keeps their card.
REDRAW_NO = N_("{player} keeps their card.")
# Translators: the Bishop's chosen player (the listener) keeps their card.
REDRAW_NO_YOU = N_("You keep your card.")
# Translators: the Assassin's holder reveals it against a Guard.
ASSASSIN = N_("{player} reveals {assassin_card_acc}: {attacker}'s Guard turns against them.")
# Translators: the listener reveals the Assassin against a Guard.
ASSASSIN_YOU = N_("You reveal {assassin_card_acc}: {attacker}'s Guard turns against them.")
# Translators: the listener's Guard hit the Assassin.
ASSASSIN_ON_YOU = N_("{player} reveals {assassin_card_acc}: your Guard turns against you.")
# Translators: a player wins a token for winning the round; {count} is their new total.
TOKEN_ROUND = NN_("{player} gains a token and now has {count} token.",
                  "{player} gains a token and now has {count} tokens.")
# Translators: the listener wins a token for winning the round; {count} is the new total.
TOKEN_ROUND_YOU = NN_("You gain a token and now have {count} token.",
                      "You gain a token and now have {count} tokens.")
# Translators: a token won for a card's effect ({card} is the Spy, Jester, Bishop or Constable).
TOKEN_CARD = NN_("{player} gains a token for {card_acc} and now has {count} token.",
                 "{player} gains a token for {card_acc} and now has {count} tokens.")
# Translators: the listener wins a token for a card's effect.
TOKEN_CARD_YOU = NN_("You gain a token for {card_acc} and now have {count} token.",
                     "You gain a token for {card_acc} and now have {count} tokens.")
# Translators: the deck ran out; everyone still in the round reveals; {hands} is a list.
SHOWDOWN = N_("The deck is empty. Everyone reveals: {hands}.")
# Translators: one revealed hand in the showdown list: "Player 1: the Prince, 5".
SHOWDOWN_HAND = N_("{player}: {card_nom}, {value}")
# Translators: a revealed hand in the showdown list raised by Counts in that player's discard pile: "Player 1: the King, 7 (6 + 1)".
SHOWDOWN_HAND_RAISED = N_("{player}: {card_nom}, {value} ({base} + {bonus})")
# Translators: tied players compare the totals of their discard piles; {totals} is a list.
SHOWDOWN_DISCARDS = N_("A tie: the discard piles decide: {totals}.")
# Translators: one discard pile total in a list: "Player 1: 14".
DISCARD_TOTAL = N_("{player}: {total}")
# Translators: one player won the round.
ROUND_WON = N_("{player} wins round {round}.")
# Translators: the listener won the round.
ROUND_WON_YOU = N_("You win round {round}.")
# Translators: several players won the round; {players} is a list.
ROUND_WON_SEVERAL = N_("{players} win round {round}.")
# Translators: a round with no winner (a tie in the Japanese first edition).
ROUND_DRAWN = N_("Round {round} is a draw: nobody wins it.")
# Translators: a round stopped because a token won during it ended the game.
ROUND_DECIDED = N_("Round {round} stops: the game is decided.")
# Translators: the set-aside card is revealed at the end of the round.
SET_ASIDE_WAS = N_("The set-aside card was {card_nom}.")
# Translators: one player won the game.
GAME_WON = N_("{player} wins the game!")
# Translators: the listener won the game.
GAME_WON_YOU = N_("You win the game!")
# Translators: several players won the game together; {players} is a list.
GAME_WON_SEVERAL = N_("{players} win the game together!")

# ----- answers to the review keys -----------------------------------------------------

# Translators: the listener's hand of one card; {description} is the card in full ("Guard (1): ...").
HAND_ONE = N_("Your hand: {description}")
# Translators: the listener's hand of two different cards: their names, then each card in full.
HAND_TWO = N_("Your hand: {first_card_nom} and {second_card_nom}. {first} {second}")
# Translators: the listener holds two copies of the same card: its name once, then the card in full once.
HAND_PAIR = N_("Your hand: {card_nom}, twice. {description}")
# Translators: the listener holds no card (out of the round, or a spectator).
HAND_EMPTY = N_("You hold no card.")
# Translators: one card described in full: name, value, what it does.
CARD_FULL = N_("{card}, {value}: {effect}")
# Translators: whose turn it is and that they choose a card to play.
NOW_PLAYING_OTHER = N_("{player}'s turn: choosing a card to play.")
# Translators: it is the listener's turn to play a card.
NOW_PLAYING_YOU = N_("Your turn: choose a card to play.")
# Translators: a Chancellor's player chooses which card to keep.
NOW_KEEPING_OTHER = N_("{player}'s turn: choosing which card to keep after the Chancellor.")
# Translators: the listener chooses which card to keep after the Chancellor.
NOW_KEEPING_YOU = N_("Your turn: keep one card and put the others under the deck.")
# Translators: the Bishop's chosen player decides whether to discard and draw.
NOW_REDRAW_OTHER = N_("{player} decides whether to discard their hand and draw a new card.")
# Translators: the listener decides whether to discard and draw after the Bishop.
NOW_REDRAW_YOU = N_("You decide: discard your hand and draw a new card, or keep it.")
# Translators: between two rounds.
NOW_BETWEEN_ROUNDS = N_("The round is over. The next round starts when you are ready.")
# Translators: the game has ended.
NOW_GAME_OVER = N_("The game is over.")
# Translators: said after each round, before the menu: everyone's tokens ({tokens} is a list like "Player 1: 2").
STANDINGS = N_("Standings after round {round}: {tokens}. {target} to win.")
# Translators: part of the standings after a round that ended with a showdown; {hands} is a list.
STANDINGS_SHOWDOWN = N_("The showdown showed {hands}.")
# Translators: everyone's tokens; {tokens} is a list like "Player 1: 2"; {target} is the number needed.
TOKENS = N_("Tokens: {tokens}. {target} to win.")
# Translators: one player's tokens in a list.
TOKENS_OF = N_("{player}: {count}")
# Translators: discard piles; {piles} is a list like "Player 1: the Guard, the Priest".
DISCARD_PILES = N_("Discard piles: {piles}.")
# Translators: blind-player variant: only each player's last discard; {piles} is a list.
LAST_DISCARDS = N_("Last discards: {piles}.")
# Translators: one player's discard pile in a list.
PILE_OF = N_("{player}: {cards}")
# Translators: a player's status: still in the round.
STATUS_IN = N_("{player}: in the round")
# Translators: a player's status: protected by a Handmaid.
STATUS_PROTECTED = N_("{player}: in the round, protected")
# Translators: a player's status: out of the round.
STATUS_OUT = N_("{player}: out of the round")
# Translators: the listener's own status line, in the list of players.
STATUS_YOU = N_("{player}, you: {status}")
# Translators: a player status word inside STATUS_YOU: still in the round.
STATUS_WORD_IN = N_("in the round")
# Translators: a player status word inside STATUS_YOU: protected.
STATUS_WORD_PROTECTED = N_("in the round, protected")
# Translators: a player status word inside STATUS_YOU: out of the round.
STATUS_WORD_OUT = N_("out of the round")
# Translators: the list of players and their status; {players} is a list.
PLAYERS = N_("Players: {players}.")
# Translators: what the listener knows of another player's hand.
KNOWN_CARD = N_("You know that {player} holds {card_acc}.")
# Translators: what another player knows of the listener's hand (after a Priest, a Baron, a King...).
KNOWN_BY = N_("{player} knows that you hold {card_acc}.")
# Translators: a Jester played this round, in the players list: {player} played it and chose {chosen} (both names).
JESTER_STANDS = N_("{player} chose {chosen} with the Jester: if {chosen} wins this round, {player} gains a token.")
# Translators: the Sycophant's mark, in the players list.
MARK_STANDS = N_("The next card that chooses players must choose {player}.")
# Translators: the Sycophant's mark on the listener, in the players list: a card the listener plays that can choose only others ignores it (and ends it).
MARK_STANDS_YOU = N_("The next card that chooses players must choose you, if it can: a card of yours that chooses only others ignores the mark.")
# Translators: cards left in the deck.
DECK_COUNT = NN_("{count} card is left in the deck.", "{count} cards are left in the deck.")
# Translators: the face-down set-aside card is still unknown.
SET_ASIDE_HIDDEN = N_("One card is set aside face down.")
# Translators: the set-aside card after it was drawn.
SET_ASIDE_DRAWN = N_("The set-aside card has been drawn.")
# Translators: cards the listener put under the deck with the Chancellor, lowest first.
BOTTOM_KNOWN = N_("Under the deck, from the bottom, you put: {cards}.")
# Translators: review key c: the cards the listener put under the deck with a Chancellor no longer lie at the bottom, since another player's Chancellor put {count} cards beneath them; {cards} is a list, from the lowest up.
BOTTOM_KNOWN_ABOVE = NN_("What you put under the deck lies above the bottom card, from the lowest: {cards}.",
                         "What you put under the deck lies above the {count} bottom cards, from the lowest: {cards}.")
# Translators: how many of each card the listener has not seen; {cards} is a list like "3 Guards".
UNSEEN = N_("Not yet seen by you: {cards}.")
# Translators: the listener has seen every card.
UNSEEN_NONE = N_("You have seen every card.")
# Translators: the blind-player variant: how many of each card are not among what the listener may review now (their hand, the face-up cards, each player's last discard); {cards} is a list like "3 Guards".
NOT_REVIEWABLE = N_("Not among what you may review: {cards}.")
# Translators: the blind-player variant: every card is among what the listener may review now.
NOT_REVIEWABLE_NONE = N_("Every card is among what you may review.")
# Translators: the card reference; {edition} is the edition's name, {count} its cards.
REFERENCE = NN_("{edition}: {count} card.", "{edition}: {count} cards.")
# Translators: one line of the card reference: the full description, then how many copies the deck has.
REFERENCE_ENTRY = NN_("{description} {count} copy in the deck.", "{description} {count} copies in the deck.")
# Translators: asking whether to discard and draw after the Bishop: the "yes" choice.
CHOICE_REDRAW = N_("Discard and draw a new card")
# Translators: asking whether to discard and draw after the Bishop: the "no" choice.
CHOICE_KEEP = N_("Keep my card")
# Translators: a Chancellor choice: keep one card, put the others under the deck in this order.
CHOICE_KEEP_ORDER = N_("Keep {card_acc}; under the deck: {cards}")
# Translators: a card to play when both cards in the hand are this card.
CARD_CHOICE_BOTH = N_("{card}, {value}: both your cards")
# Translators: a Chancellor choice when only one card goes under the deck.
CHOICE_KEEP_ONE = N_("Keep {card_acc}; under the deck: {other_card_nom}")

# ----- the setup screen -----------------------------------------------------------------

# Translators: setup row: the edition.
LABEL_EDITION = N_("Edition")
# Translators: an edition with its card count, as a setup value.
EDITION_VALUE = NN_("{edition}, {count} card", "{edition}, {count} cards")
# Translators: the value of the "Tokens to win" setup row.
TOKENS_COUNT = NN_("{count} token", "{count} tokens")
# Translators: setup row: the blind-player variant, with what it changes in brief.
LABEL_BLIND = N_("Blind-player variant (only each player's last discard can be reviewed)")
# Translators: setup row: tokens needed to win.
LABEL_TARGET = N_("Tokens to win")
# Translators: the token target left at the edition's default.
TARGET_DEFAULT = N_("{count}, the edition's default")

# ----- the game screen ------------------------------------------------------------------

# Translators: prompt: choose a card to play.
PROMPT_PLAY = N_("Choose a card to play.")
# Translators: prompt: choose a player for the chosen card.
PROMPT_TARGET = N_("Choose a player for {card_acc}.")
# Translators: prompt: choose players for the Cardinal or Baroness.
PROMPT_TARGETS = N_("Choose players for {card_acc}.")
# Translators: prompt: the Cardinal's player chooses whose hand to look at.
PROMPT_LOOK = N_("Choose whose hand to look at.")
# Translators: prompt: name a card for the Guard.
PROMPT_GUESS = N_("Name a card.")
# Translators: prompt: name a value for the premium Guard or the Bishop.
PROMPT_GUESS_VALUE = N_("Name a value.")
# Translators: prompt: the Chancellor's keep-and-return choice.
PROMPT_KEEP = N_("Keep one card; the others go under the deck in the order shown, the last one lowest.")
# Translators: prompt: the Bishop's chosen player decides.
PROMPT_REDRAW = N_("The Bishop named your card. Discard your hand and draw a new card?")
# Translators: a seat in a choice list that is the listener.
SEAT_YOU = N_("{player}, you")
# Translators: a card in a choice list: name and value.
CARD_CHOICE = N_("{card}, {value}")
# Translators: said before "Name a card" when the card (a Guard) can choose only one player, who was chosen without a key; {player} is a name.
ONLY_TARGET = N_("You can only choose {player}.")

# ----- any game but Love Letter, full screen ----------------------------------------------

# Translators: confirmation before playing the Princess.
CONFIRM_PRINCESS = N_("Playing the Princess puts you out of the round. Play her anyway?")
# Translators: a choice in a list that would put the player out of the round ({choice} is the choice).
CHOICE_KNOCKS_OUT = N_("{choice}: puts you out of the round")
# Translators: confirmation before a choice that makes the player discard their Princess.
CONFIRM_KNOCK_OUT = N_("This makes you discard the Princess and puts you out of the round. Do it anyway?")
# Translators: a card in the list of cards to play that chooses a player when nobody can be chosen ({choice} is the card).
CHOICE_NO_EFFECT = N_("{choice}: nobody can be chosen, so it has no effect")
# Translators: a card (or value) to name in the Guard's or the Bishop's list when every copy of it is in sight (the listener's hand, the face-up cards, the discard piles), so the chosen player cannot hold it; {choice} is the card, as in "Spy, 0". Naming it stays allowed.
CHOICE_CANNOT_HIT = N_("{choice}: all in sight, so it cannot hit")
# Translators: asked before naming a card whose every copy is in sight (the listener's hand, the face-up cards, the discard piles).
CONFIRM_CANNOT_HIT = N_("Every copy of this card is already in sight, so naming it cannot hit. Name it anyway?")
# Translators: asked before naming a value (premium Guard, Bishop) whose every card is in sight (the listener's hand, the face-up cards, the discard piles).
CONFIRM_CANNOT_HIT_VALUE = N_("Every card of this value is already in sight, so naming it cannot hit. Name it anyway?")
# Translators: a value to name in a list, with the cards of that value, as in "5: Prince, Constable".
VALUE_CHOICE = N_("{value}: {cards}")
# Translators: an item of the setup list when a game was left unfinished; Enter continues it. {edition} is the edition's name.
CONTINUE_SAVED = N_("Continue the saved game: {edition}, round {round}.")
# Translators: said when a saved game is continued, before the current round so far is told again.
GAME_CONTINUES = N_("The saved game continues in round {round}.")
# Translators: said when a saved game is continued, after the tokens, before this round's events are told again.
ROUND_SO_FAR = N_("This round so far:")
# Translators: said when a saved game of the blind-player variant is continued, after the last discards, before this turn's events are told again.
TURN_SO_FAR = N_("This turn so far:")
# Translators: 1 or 2 pressed but there is no such card.
NO_SUCH_CARD = N_("You hold no card {number}.")
# Translators: said once a game before the counts of the cards (review key c) in the blind-player variant: what counts as seen there.
UNSEEN_IN_VARIANT = N_("In the blind-player variant, only what you may review now counts as seen: your hand, the face-up cards and each player's last discard.")
# Translators: heading before the rules in the help.
RULES_HEADING = N_("The rules of {edition}")
RULES_SUMMARY = (
    # Translators: help: the rules in brief (1 of 4).
    N_("Each player holds one card. On your turn, draw a card, then play one of your two cards and do what it says."),
    # Translators: help: the rules in brief (2 of 4).
    N_("A player who is out of the round discards their hand and takes no more turns this round."),
    # Translators: help: the rules in brief (3 of 4).
    N_("The round ends when only one player is left, or when the deck is empty: then everyone still in reveals, and the highest card wins."),
    # Translators: help: the rules in brief (4 of 4).
    N_("The round's winner gains a token of affection and starts the next round; the first to reach the target wins the game."),
)
# Translators: help: the blind-player variant explained (keys: d discard piles, c cards, comma/period the history).
HELP_BLIND_VARIANT = N_("The blind-player variant, from the German rules, makes memory equal for everyone: the discard piles (D) give only each player's last discard, the cards (C) count what is not among what you may review now (your hand, the face-up cards, each player's last discard), and the history keeps only what happened since your previous turn. Turn it on or off in the setup.")
# Translators: help (F1): the blind-player variant explained where this game is played with it (keys: d discard piles, c cards, comma/period the history).
HELP_BLIND_VARIANT_PLAYED = N_("This game is played with the blind-player variant, from the German rules, so that memory is equal for everyone: the discard piles (D) give only each player's last discard, the cards (C) count what is not among what you may review now (your hand, the face-up cards, each player's last discard), and the history keeps only what happened since your previous turn.")
# Translators: line mode's rules (??): the blind-player variant explained when the game is not played with it; d and c are the line mode's letters for the discard piles and the cards; --blind-variant is the command line's option (not translated).
LINE_RULES_BLIND_VARIANT = N_("The blind-player variant, from the German rules, makes memory equal for everyone: the discard piles (d) give only each player's last discard, and the cards (c) count what is not among what you may review now (your hand, the face-up cards, each player's last discard). To play with it, start the game with --blind-variant.")
#: The showdown's tie, by the edition's rule (see accessible_ll.games.love_letter.engine.cards).
RULES_TIES = {
    # Translators: rules (??): a tie at the showdown in the 2019 edition.
    "share": N_("If several players tie for the highest card at the end of the round, each of them gains a token."),
    # Translators: rules (??): a tie at the showdown in the classic and premium editions.
    "discards": N_("If several players tie for the highest card at the end of the round, the one whose discard pile adds up to the most wins; if that ties too, each of them gains a token."),
    # Translators: rules (??): a tie at the showdown in Kanai's first edition.
    "draw": N_("If several players tie for the highest card at the end of the round, nobody wins it."),
}
# Translators: rules (??): the Prince when the deck is empty.
RULES_PRINCE_EMPTY_DECK = N_("If a Prince makes a player discard when the deck is empty, they draw the card set aside face down at the start of the round.")
# Translators: rules (??): the tokens that win the game at this table.
RULES_TARGET_HERE = NN_("At this table, {count} token wins the game.", "At this table, {count} tokens win the game.")
# Translators: help: the 2-player rule.
RULES_TWO_PLAYERS = N_("With two players, three more cards are set aside face up at the start of each round.")

# ----- the printed key sheet (accessible-ll keys) ------------------------------------

# Translators: title of the printed key sheet.
SHEET_TITLE = N_("Love Letter by keyboard: the keys")
# Translators: key sheet heading: the blind-player variant.
SHEET_VARIANT = N_("The blind-player variant")

# ----- the editions -------------------------------------------------------------------

EDITION_NAMES = {
    # Translators: the name of the 2019 edition (21 cards).
    "2019": N_("Love Letter, 2019 edition"),
    # Translators: the name of the classic edition (16 cards).
    "classic": N_("Love Letter, classic edition"),
    # Translators: the name of the Premium edition.
    "premium": N_("Love Letter Premium"),
    # Translators: the name of the Japanese first edition by Seiji Kanai.
    "kanai": N_("Love Letter, Japanese first edition"),
}

# ----- what each card does ------------------------------------------------------------

CARD_EFFECTS = {
    # Translators: the Spy's effect.
    "spy": N_("No effect when played. At the end of the round, if you are the only player still in the round who played or discarded a Spy, you gain a token."),
    # Translators: the Guard's effect (2019, classic, kanai Soldier).
    "guard": N_("Choose another player and name a card other than {guard_card_dat}. If that player holds it, they are out of the round."),
    # Translators: the premium Guard's effect.
    "guard_value": N_("Choose another player and name a value from 0 to 9 other than 1. If their card has that value, they are out of the round."),
    # Translators: the Priest's effect.
    "priest": N_("Choose another player and look at their hand in secret."),
    # Translators: the Baron's effect.
    "baron": N_("Choose another player and compare hands in secret. The lower value is out of the round; a tie does nothing."),
    # Translators: the Handmaid's effect.
    "handmaid": N_("Until your next turn, the cards of other players cannot choose you."),
    # Translators: the Prince's effect.
    "prince": N_("Choose any player, even yourself. They discard their hand without its effect and draw a new card. Discarding the Princess puts them out."),
    # Translators: the Chancellor's effect.
    "chancellor": N_("Draw two cards. Keep one of your cards and put the others under the deck in the order you choose."),
    # Translators: the King's effect.
    "king": N_("Choose another player and trade hands with them."),
    # Translators: the Countess's effect.
    "countess": N_("No effect when played. If you hold her with the King or a Prince, you must play her."),
    # Translators: the Princess's effect.
    "princess": N_("If you play or discard her, you are out of the round."),
    # Translators: the Cardinal's effect (premium).
    "cardinal": N_("Choose two players, yourself allowed: they trade hands. Then look at one of those two hands."),
    # Translators: the Baroness's effect (premium).
    "baroness": N_("Choose one or two other players and look at their hands in secret."),
    # Translators: the Sycophant's effect (premium).
    "sycophant": N_("Choose any player, yourself allowed. The next card played that chooses players must choose them."),
    # Translators: the Count's effect (premium).
    "count": N_("No effect when played. At the end of the round, each Count in your discard pile adds 1 to your card's value."),
    # Translators: the Constable's effect (premium).
    "constable": N_("No effect when played. If you are knocked out later this round while it lies in your discard pile, you gain a token."),
    # Translators: the Dowager Queen's effect (premium).
    "dowager_queen": N_("Choose another player and compare hands in secret. The higher value is out of the round; a tie does nothing."),
    # Translators: the Bishop's effect (premium).
    "bishop": N_("Choose another player and name a value other than 1. If right, you gain a token and they may discard their hand and draw. At the end of the round it counts 9 but loses to the Princess."),
    # Translators: the Jester's effect (premium).
    "jester": N_("Choose another player. If they win this round, you gain a token, even if you are out."),
    # Translators: the Assassin's effect (premium).
    "assassin": N_("No effect when played. If a Guard chooses you while you hold it, the Guard's player is out; you discard the Assassin and draw a new card."),
    # Translators: the Minister's effect (kanai).
    "minister": N_("No effect when played. If the Minister and your other card total 12 or more, you are out of the round."),
}

# ----- card names -----------------------------------------------------------------------

#: Card names in each grammatical form: CARD_NAMES[form][card id] = (context, name).
CARD_NAMES: dict[str, dict[str, tuple[str, str]]] = {
    "name": {
        # Translators: the card "Spy", the name alone, as in a list of cards.
        "spy": NP_("card", "Spy"),
        # Translators: the card "Guard", the name alone, as in a list of cards.
        "guard": NP_("card", "Guard"),
        # Translators: the card "Priest", the name alone, as in a list of cards.
        "priest": NP_("card", "Priest"),
        # Translators: the card "Baron", the name alone, as in a list of cards.
        "baron": NP_("card", "Baron"),
        # Translators: the card "Handmaid", the name alone, as in a list of cards.
        "handmaid": NP_("card", "Handmaid"),
        # Translators: the card "Prince", the name alone, as in a list of cards.
        "prince": NP_("card", "Prince"),
        # Translators: the card "Chancellor", the name alone, as in a list of cards.
        "chancellor": NP_("card", "Chancellor"),
        # Translators: the card "King", the name alone, as in a list of cards.
        "king": NP_("card", "King"),
        # Translators: the card "Countess", the name alone, as in a list of cards.
        "countess": NP_("card", "Countess"),
        # Translators: the card "Princess", the name alone, as in a list of cards.
        "princess": NP_("card", "Princess"),
        # Translators: the card "Cardinal", the name alone, as in a list of cards.
        "cardinal": NP_("card", "Cardinal"),
        # Translators: the card "Baroness", the name alone, as in a list of cards.
        "baroness": NP_("card", "Baroness"),
        # Translators: the card "Sycophant", the name alone, as in a list of cards.
        "sycophant": NP_("card", "Sycophant"),
        # Translators: the card "Count", the name alone, as in a list of cards.
        "count": NP_("card", "Count"),
        # Translators: the card "Constable", the name alone, as in a list of cards.
        "constable": NP_("card", "Constable"),
        # Translators: the card "Dowager Queen", the name alone, as in a list of cards.
        "dowager_queen": NP_("card", "Dowager Queen"),
        # Translators: the card "Bishop", the name alone, as in a list of cards.
        "bishop": NP_("card", "Bishop"),
        # Translators: the card "Jester", the name alone, as in a list of cards.
        "jester": NP_("card", "Jester"),
        # Translators: the card "Assassin", the name alone, as in a list of cards.
        "assassin": NP_("card", "Assassin"),
        # Translators: the card "Soldier", the name alone, as in a list of cards.
        "soldier": NP_("card", "Soldier"),
        # Translators: the card "Clown", the name alone, as in a list of cards.
        "clown": NP_("card", "Clown"),
        # Translators: the card "Knight", the name alone, as in a list of cards.
        "knight": NP_("card", "Knight"),
        # Translators: the card "Monk", the name alone, as in a list of cards.
        "monk": NP_("card", "Monk"),
        # Translators: the card "Wizard", the name alone, as in a list of cards.
        "wizard": NP_("card", "Wizard"),
        # Translators: the card "General", the name alone, as in a list of cards.
        "general": NP_("card", "General"),
        # Translators: the card "Minister", the name alone, as in a list of cards.
        "minister": NP_("card", "Minister"),
    },
    "nom": {
        # Translators: the card "Spy", with its article as the subject of a sentence (German: nominative).
        "spy": NP_("card, nominative with article", "the Spy"),
        # Translators: the card "Guard", with its article as the subject of a sentence (German: nominative).
        "guard": NP_("card, nominative with article", "the Guard"),
        # Translators: the card "Priest", with its article as the subject of a sentence (German: nominative).
        "priest": NP_("card, nominative with article", "the Priest"),
        # Translators: the card "Baron", with its article as the subject of a sentence (German: nominative).
        "baron": NP_("card, nominative with article", "the Baron"),
        # Translators: the card "Handmaid", with its article as the subject of a sentence (German: nominative).
        "handmaid": NP_("card, nominative with article", "the Handmaid"),
        # Translators: the card "Prince", with its article as the subject of a sentence (German: nominative).
        "prince": NP_("card, nominative with article", "the Prince"),
        # Translators: the card "Chancellor", with its article as the subject of a sentence (German: nominative).
        "chancellor": NP_("card, nominative with article", "the Chancellor"),
        # Translators: the card "King", with its article as the subject of a sentence (German: nominative).
        "king": NP_("card, nominative with article", "the King"),
        # Translators: the card "Countess", with its article as the subject of a sentence (German: nominative).
        "countess": NP_("card, nominative with article", "the Countess"),
        # Translators: the card "Princess", with its article as the subject of a sentence (German: nominative).
        "princess": NP_("card, nominative with article", "the Princess"),
        # Translators: the card "Cardinal", with its article as the subject of a sentence (German: nominative).
        "cardinal": NP_("card, nominative with article", "the Cardinal"),
        # Translators: the card "Baroness", with its article as the subject of a sentence (German: nominative).
        "baroness": NP_("card, nominative with article", "the Baroness"),
        # Translators: the card "Sycophant", with its article as the subject of a sentence (German: nominative).
        "sycophant": NP_("card, nominative with article", "the Sycophant"),
        # Translators: the card "Count", with its article as the subject of a sentence (German: nominative).
        "count": NP_("card, nominative with article", "the Count"),
        # Translators: the card "Constable", with its article as the subject of a sentence (German: nominative).
        "constable": NP_("card, nominative with article", "the Constable"),
        # Translators: the card "Dowager Queen", with its article as the subject of a sentence (German: nominative).
        "dowager_queen": NP_("card, nominative with article", "the Dowager Queen"),
        # Translators: the card "Bishop", with its article as the subject of a sentence (German: nominative).
        "bishop": NP_("card, nominative with article", "the Bishop"),
        # Translators: the card "Jester", with its article as the subject of a sentence (German: nominative).
        "jester": NP_("card, nominative with article", "the Jester"),
        # Translators: the card "Assassin", with its article as the subject of a sentence (German: nominative).
        "assassin": NP_("card, nominative with article", "the Assassin"),
        # Translators: the card "Soldier", with its article as the subject of a sentence (German: nominative).
        "soldier": NP_("card, nominative with article", "the Soldier"),
        # Translators: the card "Clown", with its article as the subject of a sentence (German: nominative).
        "clown": NP_("card, nominative with article", "the Clown"),
        # Translators: the card "Knight", with its article as the subject of a sentence (German: nominative).
        "knight": NP_("card, nominative with article", "the Knight"),
        # Translators: the card "Monk", with its article as the subject of a sentence (German: nominative).
        "monk": NP_("card, nominative with article", "the Monk"),
        # Translators: the card "Wizard", with its article as the subject of a sentence (German: nominative).
        "wizard": NP_("card, nominative with article", "the Wizard"),
        # Translators: the card "General", with its article as the subject of a sentence (German: nominative).
        "general": NP_("card, nominative with article", "the General"),
        # Translators: the card "Minister", with its article as the subject of a sentence (German: nominative).
        "minister": NP_("card, nominative with article", "the Minister"),
    },
    "acc": {
        # Translators: the card "Spy", with its article as the object of a sentence (German: accusative).
        "spy": NP_("card, accusative with article", "the Spy"),
        # Translators: the card "Guard", with its article as the object of a sentence (German: accusative).
        "guard": NP_("card, accusative with article", "the Guard"),
        # Translators: the card "Priest", with its article as the object of a sentence (German: accusative).
        "priest": NP_("card, accusative with article", "the Priest"),
        # Translators: the card "Baron", with its article as the object of a sentence (German: accusative).
        "baron": NP_("card, accusative with article", "the Baron"),
        # Translators: the card "Handmaid", with its article as the object of a sentence (German: accusative).
        "handmaid": NP_("card, accusative with article", "the Handmaid"),
        # Translators: the card "Prince", with its article as the object of a sentence (German: accusative).
        "prince": NP_("card, accusative with article", "the Prince"),
        # Translators: the card "Chancellor", with its article as the object of a sentence (German: accusative).
        "chancellor": NP_("card, accusative with article", "the Chancellor"),
        # Translators: the card "King", with its article as the object of a sentence (German: accusative).
        "king": NP_("card, accusative with article", "the King"),
        # Translators: the card "Countess", with its article as the object of a sentence (German: accusative).
        "countess": NP_("card, accusative with article", "the Countess"),
        # Translators: the card "Princess", with its article as the object of a sentence (German: accusative).
        "princess": NP_("card, accusative with article", "the Princess"),
        # Translators: the card "Cardinal", with its article as the object of a sentence (German: accusative).
        "cardinal": NP_("card, accusative with article", "the Cardinal"),
        # Translators: the card "Baroness", with its article as the object of a sentence (German: accusative).
        "baroness": NP_("card, accusative with article", "the Baroness"),
        # Translators: the card "Sycophant", with its article as the object of a sentence (German: accusative).
        "sycophant": NP_("card, accusative with article", "the Sycophant"),
        # Translators: the card "Count", with its article as the object of a sentence (German: accusative).
        "count": NP_("card, accusative with article", "the Count"),
        # Translators: the card "Constable", with its article as the object of a sentence (German: accusative).
        "constable": NP_("card, accusative with article", "the Constable"),
        # Translators: the card "Dowager Queen", with its article as the object of a sentence (German: accusative).
        "dowager_queen": NP_("card, accusative with article", "the Dowager Queen"),
        # Translators: the card "Bishop", with its article as the object of a sentence (German: accusative).
        "bishop": NP_("card, accusative with article", "the Bishop"),
        # Translators: the card "Jester", with its article as the object of a sentence (German: accusative).
        "jester": NP_("card, accusative with article", "the Jester"),
        # Translators: the card "Assassin", with its article as the object of a sentence (German: accusative).
        "assassin": NP_("card, accusative with article", "the Assassin"),
        # Translators: the card "Soldier", with its article as the object of a sentence (German: accusative).
        "soldier": NP_("card, accusative with article", "the Soldier"),
        # Translators: the card "Clown", with its article as the object of a sentence (German: accusative).
        "clown": NP_("card, accusative with article", "the Clown"),
        # Translators: the card "Knight", with its article as the object of a sentence (German: accusative).
        "knight": NP_("card, accusative with article", "the Knight"),
        # Translators: the card "Monk", with its article as the object of a sentence (German: accusative).
        "monk": NP_("card, accusative with article", "the Monk"),
        # Translators: the card "Wizard", with its article as the object of a sentence (German: accusative).
        "wizard": NP_("card, accusative with article", "the Wizard"),
        # Translators: the card "General", with its article as the object of a sentence (German: accusative).
        "general": NP_("card, accusative with article", "the General"),
        # Translators: the card "Minister", with its article as the object of a sentence (German: accusative).
        "minister": NP_("card, accusative with article", "the Minister"),
    },
    "dat": {
        # Translators: the card "Spy", with its article after 'with', 'for', 'to' (German: dative).
        "spy": NP_("card, dative with article", "the Spy"),
        # Translators: the card "Guard", with its article after 'with', 'for', 'to' (German: dative).
        "guard": NP_("card, dative with article", "the Guard"),
        # Translators: the card "Priest", with its article after 'with', 'for', 'to' (German: dative).
        "priest": NP_("card, dative with article", "the Priest"),
        # Translators: the card "Baron", with its article after 'with', 'for', 'to' (German: dative).
        "baron": NP_("card, dative with article", "the Baron"),
        # Translators: the card "Handmaid", with its article after 'with', 'for', 'to' (German: dative).
        "handmaid": NP_("card, dative with article", "the Handmaid"),
        # Translators: the card "Prince", with its article after 'with', 'for', 'to' (German: dative).
        "prince": NP_("card, dative with article", "the Prince"),
        # Translators: the card "Chancellor", with its article after 'with', 'for', 'to' (German: dative).
        "chancellor": NP_("card, dative with article", "the Chancellor"),
        # Translators: the card "King", with its article after 'with', 'for', 'to' (German: dative).
        "king": NP_("card, dative with article", "the King"),
        # Translators: the card "Countess", with its article after 'with', 'for', 'to' (German: dative).
        "countess": NP_("card, dative with article", "the Countess"),
        # Translators: the card "Princess", with its article after 'with', 'for', 'to' (German: dative).
        "princess": NP_("card, dative with article", "the Princess"),
        # Translators: the card "Cardinal", with its article after 'with', 'for', 'to' (German: dative).
        "cardinal": NP_("card, dative with article", "the Cardinal"),
        # Translators: the card "Baroness", with its article after 'with', 'for', 'to' (German: dative).
        "baroness": NP_("card, dative with article", "the Baroness"),
        # Translators: the card "Sycophant", with its article after 'with', 'for', 'to' (German: dative).
        "sycophant": NP_("card, dative with article", "the Sycophant"),
        # Translators: the card "Count", with its article after 'with', 'for', 'to' (German: dative).
        "count": NP_("card, dative with article", "the Count"),
        # Translators: the card "Constable", with its article after 'with', 'for', 'to' (German: dative).
        "constable": NP_("card, dative with article", "the Constable"),
        # Translators: the card "Dowager Queen", with its article after 'with', 'for', 'to' (German: dative).
        "dowager_queen": NP_("card, dative with article", "the Dowager Queen"),
        # Translators: the card "Bishop", with its article after 'with', 'for', 'to' (German: dative).
        "bishop": NP_("card, dative with article", "the Bishop"),
        # Translators: the card "Jester", with its article after 'with', 'for', 'to' (German: dative).
        "jester": NP_("card, dative with article", "the Jester"),
        # Translators: the card "Assassin", with its article after 'with', 'for', 'to' (German: dative).
        "assassin": NP_("card, dative with article", "the Assassin"),
        # Translators: the card "Soldier", with its article after 'with', 'for', 'to' (German: dative).
        "soldier": NP_("card, dative with article", "the Soldier"),
        # Translators: the card "Clown", with its article after 'with', 'for', 'to' (German: dative).
        "clown": NP_("card, dative with article", "the Clown"),
        # Translators: the card "Knight", with its article after 'with', 'for', 'to' (German: dative).
        "knight": NP_("card, dative with article", "the Knight"),
        # Translators: the card "Monk", with its article after 'with', 'for', 'to' (German: dative).
        "monk": NP_("card, dative with article", "the Monk"),
        # Translators: the card "Wizard", with its article after 'with', 'for', 'to' (German: dative).
        "wizard": NP_("card, dative with article", "the Wizard"),
        # Translators: the card "General", with its article after 'with', 'for', 'to' (German: dative).
        "general": NP_("card, dative with article", "the General"),
        # Translators: the card "Minister", with its article after 'with', 'for', 'to' (German: dative).
        "minister": NP_("card, dative with article", "the Minister"),
    },
}

# ----- refusals: bad input on the command line or in a file, and failures -------------
# Each is one line on its own, printed (and spoken where the game can speak). {option}
# is an option as typed (--games), {path} a file name, {reason} one of the REASON_ texts.

# Translators: a scenario file's action names a seat below 0; {last} is the last seat.
SCENARIO_NEGATIVE_SEAT = N_("Action {number} names seat {seat}: seats are numbered from 0 to {last}.")
# Translators: a scenario's tokens already reach the target, so the game would be over.
SCENARIO_TOKENS_AT_TARGET = NN_("“tokens” must all be below the target of {target}: a player with {target} token has already won.",
                                "“tokens” must all be below the target of {target}: a player with {target} tokens has already won.")

# ----- the line mode: its help, a game at one computer ------------------------------------

# Translators: line mode help (?): said after the rules when the game is played with the
# blind-player variant; d and c are the line mode's letters for the discard piles and the cards.
LINE_BLIND_VARIANT = N_("This game is played with the blind-player variant, from the German rules, so that memory is equal for everyone: the discard piles (d) give only each player's last discard, and the cards (c) count what is not among what you may review now (your hand, the face-up cards, each player's last discard).")

# ----- the command line's help (--help) ----------------------------------------------------
# Option names (--players), metavars in capitals (FILE, N, SECONDS, HOST[:PORT]), file
# names and commands stay as they are. A help line is short: a phrase, or a sentence.

#: Several copies of a card, counted: CARD_COUNTED[card id] = (context, singular, plural).
CARD_COUNTED: dict[str, tuple[str, str, str]] = {
    # Translators: {count} copies of the card "Spy", as in a list of cards ("3 Guards").
    "spy": NNP_("card, counted", "{count} Spy", "{count} Spies"),
    # Translators: {count} copies of the card "Guard", as in a list of cards ("3 Guards").
    "guard": NNP_("card, counted", "{count} Guard", "{count} Guards"),
    # Translators: {count} copies of the card "Priest", as in a list of cards ("3 Guards").
    "priest": NNP_("card, counted", "{count} Priest", "{count} Priests"),
    # Translators: {count} copies of the card "Baron", as in a list of cards ("3 Guards").
    "baron": NNP_("card, counted", "{count} Baron", "{count} Barons"),
    # Translators: {count} copies of the card "Handmaid", as in a list of cards ("3 Guards").
    "handmaid": NNP_("card, counted", "{count} Handmaid", "{count} Handmaids"),
    # Translators: {count} copies of the card "Prince", as in a list of cards ("3 Guards").
    "prince": NNP_("card, counted", "{count} Prince", "{count} Princes"),
    # Translators: {count} copies of the card "Chancellor", as in a list of cards ("3 Guards").
    "chancellor": NNP_("card, counted", "{count} Chancellor", "{count} Chancellors"),
    # Translators: {count} copies of the card "King", as in a list of cards ("3 Guards").
    "king": NNP_("card, counted", "{count} King", "{count} Kings"),
    # Translators: {count} copies of the card "Countess", as in a list of cards ("3 Guards").
    "countess": NNP_("card, counted", "{count} Countess", "{count} Countesses"),
    # Translators: {count} copies of the card "Princess", as in a list of cards ("3 Guards").
    "princess": NNP_("card, counted", "{count} Princess", "{count} Princesses"),
    # Translators: {count} copies of the card "Cardinal", as in a list of cards ("3 Guards").
    "cardinal": NNP_("card, counted", "{count} Cardinal", "{count} Cardinals"),
    # Translators: {count} copies of the card "Baroness", as in a list of cards ("3 Guards").
    "baroness": NNP_("card, counted", "{count} Baroness", "{count} Baronesses"),
    # Translators: {count} copies of the card "Sycophant", as in a list of cards ("3 Guards").
    "sycophant": NNP_("card, counted", "{count} Sycophant", "{count} Sycophants"),
    # Translators: {count} copies of the card "Count", as in a list of cards ("3 Guards").
    "count": NNP_("card, counted", "{count} Count", "{count} Counts"),
    # Translators: {count} copies of the card "Constable", as in a list of cards ("3 Guards").
    "constable": NNP_("card, counted", "{count} Constable", "{count} Constables"),
    # Translators: {count} copies of the card "Dowager Queen", as in a list of cards ("3 Guards").
    "dowager_queen": NNP_("card, counted", "{count} Dowager Queen", "{count} Dowager Queens"),
    # Translators: {count} copies of the card "Bishop", as in a list of cards ("3 Guards").
    "bishop": NNP_("card, counted", "{count} Bishop", "{count} Bishops"),
    # Translators: {count} copies of the card "Jester", as in a list of cards ("3 Guards").
    "jester": NNP_("card, counted", "{count} Jester", "{count} Jesters"),
    # Translators: {count} copies of the card "Assassin", as in a list of cards ("3 Guards").
    "assassin": NNP_("card, counted", "{count} Assassin", "{count} Assassins"),
    # Translators: {count} copies of the card "Soldier", as in a list of cards ("3 Guards").
    "soldier": NNP_("card, counted", "{count} Soldier", "{count} Soldiers"),
    # Translators: {count} copies of the card "Clown", as in a list of cards ("3 Guards").
    "clown": NNP_("card, counted", "{count} Clown", "{count} Clowns"),
    # Translators: {count} copies of the card "Knight", as in a list of cards ("3 Guards").
    "knight": NNP_("card, counted", "{count} Knight", "{count} Knights"),
    # Translators: {count} copies of the card "Monk", as in a list of cards ("3 Guards").
    "monk": NNP_("card, counted", "{count} Monk", "{count} Monks"),
    # Translators: {count} copies of the card "Wizard", as in a list of cards ("3 Guards").
    "wizard": NNP_("card, counted", "{count} Wizard", "{count} Wizards"),
    # Translators: {count} copies of the card "General", as in a list of cards ("3 Guards").
    "general": NNP_("card, counted", "{count} General", "{count} Generals"),
    # Translators: {count} copies of the card "Minister", as in a list of cards ("3 Guards").
    "minister": NNP_("card, counted", "{count} Minister", "{count} Ministers"),
}

# ----- the review keys --------------------------------------------------------------

#: What each review key tells (F1, the key sheet, the line mode's ?).
REVIEW_LABELS = {
    # Translators: what a key does (help list).
    "hand": N_("your hand, with each card's value and effect"),
    # Translators: what a key does (help list).
    "card1": N_("read card 1 in full"),
    # Translators: what a key does (help list).
    "card2": N_("read card 2 in full"),
    # Translators: what a key does (help list).
    "turn": N_("whose turn it is and what they are choosing"),
    # Translators: what a key does (help list).
    "tokens": N_("everyone's tokens and the target"),
    # Translators: what a key does (help list).
    "discards": N_("the discard piles (blind-player variant: each player's last discard)"),
    # Translators: what a key does (help list).
    "players": N_("players: in or out, protected, and the cards you know"),
    # Translators: what a key does (help list).
    "cards": N_("the deck, the set-aside and face-up cards, and the cards you have not seen"),
}

# ----- the names of its sound cues (the sound test, a cue that cannot sound) -----

# Translators: name of the sound cue played when a player becomes protected.
CUE_PROTECTED = N_("protected")
# Translators: name of the sound cue played when a Guard names the right card.
CUE_GUESS_HIT = N_("right guess")
# Translators: name of the sound cue played when a Guard names a wrong card.
CUE_GUESS_MISS = N_("wrong guess")
# Translators: name of the sound cue played when hands are compared.
CUE_COMPARE = N_("hands compared")
# Translators: name of the sound cue played when hands are traded.
CUE_TRADE = N_("hands traded")
# Translators: name of the sound cue played when a player gains a token.
CUE_TOKEN = N_("token gained")
# Translators: name of the sound cue played when a round is won.
CUE_ROUND_WON = N_("round won")


# ----- its bot levels (the setup list, the key sheet, --help) ---------------------------

#: Each bot level in words, by its id: its name and what its bot does.
BOT_WORDS = {
    "random": RANDOM_BOT,
    "beginner": BotWords(
        # Translators: Love Letter's second bot level, said after its place ("bot, level 2 of 4: beginner").
        N_("beginner"),
        # Translators: what Love Letter's beginner bot does (the key sheet).
        N_("Plays sensibly, forgets what was discarded and slips one move in four.")),
    "heuristic": BotWords(
        # Translators: Love Letter's third bot level, said after its place ("bot, level 3 of 4: counts cards").
        N_("counts cards"),
        # Translators: what Love Letter's card-counting bot does (the key sheet).
        N_("Counts the cards played and plays by sensible instincts; never discards the Princess by choice.")),
    "expert": BotWords(
        BOT_EXPERT,
        # Translators: what Love Letter's strongest bot does (the key sheet).
        N_("Thinks ahead: tries each move against the hands the others may hold."))}

# ----- refusals of an action: what was wrong, by the rules' stable error code --------------

REFUSALS = {
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

# Refusals that read differently when a premium Guard or a Bishop names a value.
VALUE_REFUSALS = {
    # Translators: error when a premium Guard or a Bishop was played without naming a value.
    err.GUESS_REQUIRED: N_("Name a value for {card_acc}."),
    # Translators: error when a premium Guard or a Bishop names the value 1.
    err.GUESS_GUARD: N_("You may not name the value 1. Name 0 or a value from 2 to 9."),
    # Translators: error when a named value is not 0 to 9; {guess} is what was named.
    err.GUESS_UNKNOWN: N_("“{guess}” is not a value you can name. Name 0 or a value from 2 to 9."),
}
