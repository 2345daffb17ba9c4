"""Every sentence Disloyal Royals says, marked for the catalogs (``make extract``).

Whole sentences with named placeholders. ``{player}`` is a player's name; ``{cards}``
a list of card names already in the listener's language ("the 7 of clubs and the 2 of
clubs"); ``{royal}`` a royal already spoken with its owner ("your Queen of spades");
``{name}`` one card's name. No placeholder here takes a raw card id.
"""

from __future__ import annotations

from accessible_ll.games.disloyal_royals import errors as err
from accessible_ll.kit import BotWords, N_, NN_, NP_
from accessible_ll.kit.words import BOT_EXPERT, RANDOM_BOT

# ----- card names -----------------------------------------------------------------------

SUITS = {
    # Translators: Disloyal Royals: the suit ♣ in a card's name ("the 7 of clubs").
    "C": NP_("suit", "clubs"),
    # Translators: Disloyal Royals: the suit ♦ in a card's name.
    "D": NP_("suit", "diamonds"),
    # Translators: Disloyal Royals: the suit ♥ in a card's name.
    "H": NP_("suit", "hearts"),
    # Translators: Disloyal Royals: the suit ♠ in a card's name.
    "S": NP_("suit", "spades"),
}
RANKS = {
    # Translators: Disloyal Royals: the rank A in a card's name ("the Ace of spades").
    "A": NP_("rank", "Ace"),
    # Translators: Disloyal Royals: the rank J in a card's name ("the Jack of clubs").
    "J": NP_("rank", "Jack"),
    # Translators: Disloyal Royals: the rank Q in a card's name.
    "Q": NP_("rank", "Queen"),
    # Translators: Disloyal Royals: the rank K in a card's name.
    "K": NP_("rank", "King"),
}
# Translators: Disloyal Royals: a card's name without an article, where it begins a line
# of a list ("Jack of spades: 2 hearts"); German and Japanese as the card name.
CARD_NAME_BARE = NP_("card name, bare", "{rank} of {suit}")
# Translators: Disloyal Royals: a card's name as players say it; {rank} is 2-10 or a
# rank word, {suit} a suit word ("the 7 of clubs"; German „Kreuz 7“; ja 「クラブの7」).
CARD_NAME = NP_("card name", "the {rank} of {suit}")
# Translators: Disloyal Royals: the name, without an article, of a card whose rank is a
# word ("Jack of spades: 2 hearts"); {rank} is Ace, Jack, Queen or King (German
# „Pik-Bube“, „Kreuz-Ass“).
WORD_NAME_BARE = NP_("card name with a rank word, bare", "{rank} of {suit}")
# Translators: Disloyal Royals: the name of a card whose rank is a word, as players say
# it; {rank} is Ace, Jack, Queen or King ("the Jack of spades"; German „Pik-Bube“,
# „Kreuz-Ass“; ja 「スペードのジャック」).
WORD_NAME = NP_("card name with a rank word", "the {rank} of {suit}")

# Translators: Disloyal Royals: a list of two items ("the 7 of clubs and the 2 of clubs").
LIST_TWO = N_("{first} and {last}")
# Translators: Disloyal Royals: a list of three or more; {items} are the first ones
# joined by the list separator, {last} the last one.
LIST_MORE = N_("{items}, and {last}")
# Translators: Disloyal Royals: what separates items of a list (a comma and a space;
# Japanese 「、」).
LIST_SEPARATOR = NP_("list separator", ", ")

# A royal spoken with its owner: ROYALS[rank][(owner, case)]. The owner is "you" (the
# listener), "own" (the player who acts, their own royal) or "of" (another player's,
# {player}); the case is German's accusative or dative (the same words in English), or
# "from": after the preposition "from", which German says with the royal („vom
# Herz-Buben“), so that it can contract.
ROYALS = {
    "J": {
        # Translators: Disloyal Royals: the listener's Jack of a suit, as the object of a
        # verb (German accusative: „deinen Pik Buben“).
        ("you", "acc"): NP_("your Jack, accusative", "your Jack of {suit}"),
        # Translators: Disloyal Royals: the listener's Jack after a preposition such as
        # "behind", "at", "from" (German dative: „deinem Pik Buben“).
        ("you", "dat"): NP_("your Jack, dative", "your Jack of {suit}"),
        # Translators: Disloyal Royals: the acting player's own Jack, as an object
        # (German: „den Pik Buben“; the player's gender is unknown).
        ("own", "acc"): NP_("own Jack, accusative", "their Jack of {suit}"),
        # Translators: Disloyal Royals: the acting player's own Jack after a preposition
        # (German dative: „dem Pik Buben“).
        ("own", "dat"): NP_("own Jack, dative", "their Jack of {suit}"),
        # Translators: Disloyal Royals: {player}'s Jack as an object (German: „den Pik
        # Buben von {player}“).
        ("of", "acc"): NP_("player's Jack, accusative", "{player}'s Jack of {suit}"),
        # Translators: Disloyal Royals: {player}'s Jack after a preposition (German
        # dative: „dem Pik Buben von {player}“).
        ("of", "dat"): NP_("player's Jack, dative", "{player}'s Jack of {suit}"),
        # Translators: Disloyal Royals: the listener's Jack after "from" (a heart
        # removed from it); German with the preposition: „von deinem Pik-Buben“.
        ("you", "from"): NP_("your Jack, from", "your Jack of {suit}"),
        # Translators: Disloyal Royals: {player}'s Jack after "from"; German with the
        # preposition, contracted where German contracts it: „vom Pik-Buben von {player}“.
        ("of", "from"): NP_("player's Jack, from", "{player}'s Jack of {suit}"),
    },
    "Q": {
        # Translators: Disloyal Royals: the listener's Queen as an object (German
        # accusative: „deine Pik Dame“).
        ("you", "acc"): NP_("your Queen, accusative", "your Queen of {suit}"),
        # Translators: Disloyal Royals: the listener's Queen after a preposition (German
        # dative: „deiner Pik Dame“).
        ("you", "dat"): NP_("your Queen, dative", "your Queen of {suit}"),
        # Translators: Disloyal Royals: the acting player's own Queen as an object.
        ("own", "acc"): NP_("own Queen, accusative", "their Queen of {suit}"),
        # Translators: Disloyal Royals: the acting player's own Queen after a preposition.
        ("own", "dat"): NP_("own Queen, dative", "their Queen of {suit}"),
        # Translators: Disloyal Royals: {player}'s Queen as an object.
        ("of", "acc"): NP_("player's Queen, accusative", "{player}'s Queen of {suit}"),
        # Translators: Disloyal Royals: {player}'s Queen after a preposition.
        ("of", "dat"): NP_("player's Queen, dative", "{player}'s Queen of {suit}"),
        # Translators: Disloyal Royals: the listener's Queen after "from" (a heart
        # removed from it); German with the preposition: „von deiner Pik-Dame“.
        ("you", "from"): NP_("your Queen, from", "your Queen of {suit}"),
        # Translators: Disloyal Royals: {player}'s Queen after "from"; German with the
        # preposition, contracted where German contracts it: „von der Pik-Dame von {player}“.
        ("of", "from"): NP_("player's Queen, from", "{player}'s Queen of {suit}"),
    },
    "K": {
        # Translators: Disloyal Royals: the listener's King as an object (German
        # accusative: „deinen Pik König“).
        ("you", "acc"): NP_("your King, accusative", "your King of {suit}"),
        # Translators: Disloyal Royals: the listener's King after a preposition (German
        # dative: „deinem Pik König“).
        ("you", "dat"): NP_("your King, dative", "your King of {suit}"),
        # Translators: Disloyal Royals: the acting player's own King as an object.
        ("own", "acc"): NP_("own King, accusative", "their King of {suit}"),
        # Translators: Disloyal Royals: the acting player's own King after a preposition.
        ("own", "dat"): NP_("own King, dative", "their King of {suit}"),
        # Translators: Disloyal Royals: {player}'s King as an object.
        ("of", "acc"): NP_("player's King, accusative", "{player}'s King of {suit}"),
        # Translators: Disloyal Royals: {player}'s King after a preposition.
        ("of", "dat"): NP_("player's King, dative", "{player}'s King of {suit}"),
        # Translators: Disloyal Royals: the listener's King after "from" (a heart
        # removed from it); German with the preposition: „von deinem Pik-König“.
        ("you", "from"): NP_("your King, from", "your King of {suit}"),
        # Translators: Disloyal Royals: {player}'s King after "from"; German with the
        # preposition, contracted where German contracts it: „vom Pik-König von {player}“.
        ("of", "from"): NP_("player's King, from", "{player}'s King of {suit}"),
    },
}

# One Jack, Queen or King named in a sentence, a card in hand, drawn, played or taken
# (not a royal in a court, see ROYALS): FACES[rank][case], the case the sentence gives it:
# German's nominative, accusative or dative, with the article („der Herz-Bube“, „setzt
# den Karo-Buben ein“, „mit dem Herz-Buben“); the same words in English and Japanese. A
# number card or an Ace is said as the card's name in every case („Kreuz 7“).
FACES = {
    "J": {
        # Translators: Disloyal Royals: one Jack card as the subject of a sentence
        # (German nominative with the article: „der Pik-Bube“; ja 「スペードのジャック」).
        "nom": NP_("a Jack card, nominative", "the Jack of {suit}"),
        # Translators: Disloyal Royals: one Jack card as the object of a verb (German
        # accusative: „den Pik-Buben“).
        "acc": NP_("a Jack card, accusative", "the Jack of {suit}"),
        # Translators: Disloyal Royals: one Jack card after a preposition such as "with"
        # (German dative: „dem Pik-Buben“, as in „mit dem Pik-Buben“).
        "dat": NP_("a Jack card, dative", "the Jack of {suit}"),
    },
    "Q": {
        # Translators: Disloyal Royals: one Queen card as the subject of a sentence
        # (German nominative with the article: „die Pik-Dame“).
        "nom": NP_("a Queen card, nominative", "the Queen of {suit}"),
        # Translators: Disloyal Royals: one Queen card as the object of a verb (German
        # accusative: „die Pik-Dame“).
        "acc": NP_("a Queen card, accusative", "the Queen of {suit}"),
        # Translators: Disloyal Royals: one Queen card after a preposition such as "with"
        # (German dative: „der Pik-Dame“).
        "dat": NP_("a Queen card, dative", "the Queen of {suit}"),
    },
    "K": {
        # Translators: Disloyal Royals: one King card as the subject of a sentence
        # (German nominative with the article: „der Pik-König“).
        "nom": NP_("a King card, nominative", "the King of {suit}"),
        # Translators: Disloyal Royals: one King card as the object of a verb (German
        # accusative: „den Pik-König“).
        "acc": NP_("a King card, accusative", "the King of {suit}"),
        # Translators: Disloyal Royals: one King card after a preposition such as "with"
        # (German dative: „dem Pik-König“).
        "dat": NP_("a King card, dative", "the King of {suit}"),
    },
}

# ----- the start, turns and draws ---------------------------------------------------------

# Translators: Disloyal Royals: a game left unfinished can be continued (full screen:
# Yes or No; line mode: answered 1 yes, 2 no); it stands in turn {turn} (counting both
# players' turns from 1), {player}'s turn.
CONTINUE_QUESTION = N_("A game of Disloyal Royals you left unfinished is saved at turn {turn}, {player} to play. Continue it?")
# Translators: Disloyal Royals, setup row: continue the game left unfinished; it stands
# in turn {turn} (counting both players' turns from 1), {player}'s turn.
CONTINUE_ROW = N_("Continue the saved game: Disloyal Royals, turn {turn}, {player} to play.")
# Translators: Disloyal Royals: the first words of a game.
STARTED = N_("Disloyal Royals begins.")
# Translators: Disloyal Royals: the listener's court at the start; {royals} lists cards.
COURT_YOURS = N_("Your court: {royals}.")
# Translators: Disloyal Royals: a player's court at the start; {royals} lists cards.
COURT_OF = N_("{player}'s court: {royals}.")
# Translators: Disloyal Royals: the listener plays the first turn.
FIRST_YOU = N_("You play first.")
# Translators: Disloyal Royals: {player} plays the first turn.
FIRST_OF = N_("{player} plays first.")
# Translators: Disloyal Royals: the cards dealt to the listener; {cards} lists them (one
# card alone: German accusative).
DEALT_YOU = N_("You are dealt {cards}.")
# Translators: Disloyal Royals: the cards dealt to {player}, told only in the record of a
# whole game; {cards} lists them (one card alone: German accusative).
DEALT_CARDS_OF = N_("{player} is dealt {cards}.")
# Translators: Disloyal Royals: how many cards {player} was dealt (not which).
DEALT_OF = NN_("{player} is dealt {count} card.", "{player} is dealt {count} cards.")
# Translators: Disloyal Royals: cards left in the deck, after a draw.
DECK_LEFT = NN_("{count} card is left in the deck.", "{count} cards are left in the deck.")
# Translators: Disloyal Royals: after a draw, no card is left in the deck.
DECK_EMPTY_NOW = N_("The deck is empty now.")
# Translators: Disloyal Royals: the listener's turn begins.
TURN_YOU = N_("Your turn.")
# Translators: Disloyal Royals: {player}'s turn begins.
TURN_OF = N_("{player}'s turn.")
# Translators: Disloyal Royals: the listener draws these cards at the start of the turn;
# one card alone is the object (German accusative: „Du ziehst den Pik-Buben.“).
DREW_YOU = N_("You draw {cards}.")
# Translators: Disloyal Royals: the cards {player} draws, told only in the record of a
# whole game; {cards} lists them (one card alone: German accusative).
DREW_CARDS_OF = N_("{player} draws {cards}.")
# Translators: Disloyal Royals: {player} draws cards (how many, not which).
DREW_OF = NN_("{player} draws {count} card.", "{player} draws {count} cards.")
# Translators: Disloyal Royals: the listener holds 5 or more cards and draws nothing.
DREW_NONE_YOU = NN_("You hold {count} card and draw none.",
                    "You hold {count} cards and draw none.")
# Translators: Disloyal Royals: {player} holds 5 or more cards and draws nothing.
DREW_NONE_OF = NN_("{player} holds {count} card and draws none.",
                   "{player} holds {count} cards and draws none.")
# Translators: Disloyal Royals: the deck ran out; the discard pile becomes the new deck
# (this happens once a game).
RESHUFFLED = NN_(
    "The deck is empty: the discard pile, {count} card, is shuffled into a new deck. This happens only once.",
    "The deck is empty: the discard pile, {count} cards, is shuffled into a new deck. This happens only once.")
# Translators: Disloyal Royals: at the start of the listener's turn, after the one
# reshuffle, the deck holds {count} cards (1 or more), fewer than the {needed} the
# listener must draw: the game ends.
EXHAUSTED_YOU = NN_(
    "Only {count} card is left in the deck, and you need {needed}: the game ends.",
    "Only {count} cards are left in the deck, and you need {needed}: the game ends.")
# Translators: Disloyal Royals: at the start of {player}'s turn, after the one
# reshuffle, the deck holds {count} cards (1 or more), fewer than the {needed} they must
# draw: the game ends.
EXHAUSTED_OF = NN_(
    "Only {count} card is left in the deck, and {player} needs {needed}: the game ends.",
    "Only {count} cards are left in the deck, and {player} needs {needed}: the game ends.")
# Translators: Disloyal Royals: at the start of the listener's turn, after the one
# reshuffle, the deck is empty and the listener must draw {count} cards: the game ends.
EXHAUSTED_EMPTY_YOU = NN_("The deck is empty, and you need {count} more card: the game ends.",
                          "The deck is empty, and you need {count} more cards: the game ends.")
# Translators: Disloyal Royals: at the start of {player}'s turn, after the one
# reshuffle, the deck is empty and they must draw {count} cards: the game ends.
EXHAUSTED_EMPTY_OF = NN_(
    "The deck is empty, and {player} needs {count} more card: the game ends.",
    "The deck is empty, and {player} needs {count} more cards: the game ends.")
# Translators: Disloyal Royals: the one reshuffle came while the listener was drawing,
# and the new deck ran out too, {count} cards short: the game ends at once (the cards
# drawn stay in the hand).
SHORT_YOU = NN_("The new deck runs out too, and you need {count} more card: the game ends at once.",
                "The new deck runs out too, and you need {count} more cards: the game ends at once.")
# Translators: Disloyal Royals: the one reshuffle came while {player} was drawing, and
# the new deck ran out too, {count} cards short: the game ends at once.
SHORT_OF = NN_(
    "The new deck runs out too, and {player} needs {count} more card: the game ends at once.",
    "The new deck runs out too, and {player} needs {count} more cards: the game ends at once.")
# Translators: Disloyal Royals: the listener ends the turn after {count} actions (1 or 2).
ENDED_YOU = NN_("You end your turn after {count} action.", "You end your turn after {count} actions.")
# Translators: Disloyal Royals: {player} ends the turn after {count} actions (1 or 2).
ENDED_OF = NN_("{player} ends the turn after {count} action.",
               "{player} ends the turn after {count} actions.")
# Translators: Disloyal Royals: the listener ends the turn without any action.
ENDED_IDLE_YOU = N_("You end your turn without an action.")
# Translators: Disloyal Royals: {player} ends the turn without any action.
ENDED_IDLE_OF = N_("{player} ends the turn without an action.")

# ----- actions ------------------------------------------------------------------------------

# Translators: Disloyal Royals: the listener puts the heart {name} on the defence pile of
# {royal} ("your Queen of spades", accusative); {count} hearts are on it now. {name} is
# said after "with" (German dative: „mit dem Herz-Buben“, „mit Herz 5“).
FORTIFIED_YOU = NN_("You fortify {royal} with {name}: {count} heart.",
                    "You fortify {royal} with {name}: {count} hearts.")
# Translators: Disloyal Royals: {player} puts the heart {name} on the defence pile of
# their own {royal} (accusative); {count} hearts are on it now. {name} is said after
# "with" (German dative: „mit dem Herz-Buben“).
FORTIFIED_OF = NN_("{player} fortifies {royal} with {name}: {count} heart.",
                   "{player} fortifies {royal} with {name}: {count} hearts.")
# Translators: Disloyal Royals: the listener buries one card, {cards}, face down behind
# {royal} ("your Queen of spades", dative).
BURIED_YOU = N_("You bury {cards} behind {royal}.")
# Translators: Disloyal Royals: the listener buries the cards {cards} face down behind
# {royal} (dative), one after the other in the order listed: the first is the lowest
# of them in the pile (it has the lowest position), the last on top.
BURIED_IN_ORDER_YOU = N_("You bury {cards} behind {royal}, in this order, the first at the bottom.")
# Translators: Disloyal Royals: {player} buries one card, {cards}, behind their own
# {royal} (dative); only a replay of the whole game names the cards.
BURIED_CARDS_OF = N_("{player} buries {cards} behind {royal}.")
# Translators: Disloyal Royals: {player} buries the cards {cards} behind their own
# {royal} (dative), in the order listed, the first lowest; only a replay of the whole
# game names the cards.
BURIED_IN_ORDER_OF = N_("{player} buries {cards} behind {royal}, in this order, the first at the bottom.")
# Translators: Disloyal Royals: {player} buries {count} cards face down behind their own
# {royal} (dative); the listener may not know which.
BURIED_OF = NN_("{player} buries {count} card behind {royal}.",
                "{player} buries {count} cards behind {royal}.")
# Translators: Disloyal Royals: how many cards are now buried behind that royal.
PILE_NOW = NN_("{count} card is buried there now.", "{count} cards are buried there now.")
# Translators: Disloyal Royals: the listener attacks {royal} ("Mia's Queen of spades",
# accusative) discarding the clubs {cards}, and rolls {count} dice; one card alone is
# said after "with" (German dative: „mit dem Kreuz-Buben“).
ATTACKED_YOU = NN_("You attack {royal} with {cards}: {count} die.",
                   "You attack {royal} with {cards}: {count} dice.")
# Translators: Disloyal Royals: {player} attacks {royal} (accusative; "your Queen of
# spades" when it is the listener's) discarding {cards}, and rolls {count} dice; one card
# alone is said after "with" (German dative).
ATTACKED_OF = NN_("{player} attacks {royal} with {cards}: {count} die.",
                  "{player} attacks {royal} with {cards}: {count} dice.")
# Translators: Disloyal Royals: the listener digs at the treasure behind {royal}
# (dative) discarding the spades {cards}, and rolls {count} dice; one card alone is said
# after "with" (German dative: „mit dem Pik-Buben“).
DUG_YOU = NN_("You dig behind {royal} with {cards}: {count} die.",
              "You dig behind {royal} with {cards}: {count} dice.")
# Translators: Disloyal Royals: {player} digs at the treasure behind {royal} (dative)
# discarding {cards}, and rolls {count} dice; one card alone is said after "with"
# (German dative).
DUG_OF = NN_("{player} digs behind {royal} with {cards}: {count} die.",
             "{player} digs behind {royal} with {cards}: {count} dice.")
# Translators: Disloyal Royals: said after the listener's attack when the club royals of
# their court add {count} dice to the dice of the cards played.
ROYAL_DICE_ATTACK_YOU = NN_("One of these dice comes from a club royal in your court.",
                            "{count} of these dice come from club royals in your court.")
# Translators: Disloyal Royals: said after {player}'s attack when the club royals of
# {player}'s court add {count} dice to the dice of the cards played.
ROYAL_DICE_ATTACK_OF = NN_("One of these dice comes from a club royal in {player}'s court.",
                           "{count} of these dice come from club royals in {player}'s court.")
# Translators: Disloyal Royals: said after the listener's dig when the spade royals of
# their court add {count} dice to the dice of the cards played.
ROYAL_DICE_DIG_YOU = NN_("One of these dice comes from a spade royal in your court.",
                         "{count} of these dice come from spade royals in your court.")
# Translators: Disloyal Royals: said after {player}'s dig when the spade royals of
# {player}'s court add {count} dice to the dice of the cards played.
ROYAL_DICE_DIG_OF = NN_("One of these dice comes from a spade royal in {player}'s court.",
                        "{count} of these dice come from spade royals in {player}'s court.")
# Translators: Disloyal Royals: how many cards are buried behind the royal dug at.
PILE_HOLDS = NN_("{count} card is buried there.", "{count} cards are buried there.")
# Translators: Disloyal Royals: the dice rolled, as numbers ("4, 1, 6"), and how many
# show {threshold} or more: {count} successes.
ROLLED = NN_("{dice}: {count} success against {threshold} or more.",
             "{dice}: {count} successes against {threshold} or more.")
# Translators: Disloyal Royals: the dice rolled ("4, 1, 6"), none showing {threshold}
# or more.
ROLLED_NONE = N_("{dice}: no success against {threshold} or more.")
# Translators: Disloyal Royals: a success discards the heart {name} (the object: German
# accusative, „den Herz-Buben“) from {royal} ("from" form: in German it holds the
# preposition, „vom Pik-Buben von Mia“, so the sentence has none of its own); {count}
# hearts are left on it.
HEART_REMOVED = NN_("A success removes {name} from {royal}: {count} heart left.",
                    "A success removes {name} from {royal}: {count} hearts left.")
# Translators: Disloyal Royals: the listener assassinates {royal} (accusative).
ASSASSINATED_YOU = N_("You assassinate {royal}!")
# Translators: Disloyal Royals: {player} assassinates {royal} (accusative; "your Queen
# of spades" when it is the listener's).
ASSASSINATED_OF = N_("{player} assassinates {royal}!")
# Translators: Disloyal Royals: after an assassination, the treasure behind the royal is
# revealed card by card.
TREASURE_REVEALED = NN_("Its one buried card is revealed.",
                        "Its {count} buried cards are revealed.")
# Translators: Disloyal Royals: after an assassination, nothing was buried there.
TREASURE_NONE = N_("Nothing was buried behind it.")
# Translators: Disloyal Royals: a revealed buried card at {position} (from 1) goes to
# the discard pile; {name} is the card.
REVEALED_DISCARD = N_("Position {position}: {name}, to the discard pile.")
# Translators: Disloyal Royals: a revealed buried diamond at {position} goes to the
# listener's hand.
REVEALED_YOU = N_("Position {position}: {name}, into your hand.")
# Translators: Disloyal Royals: a revealed buried diamond at {position} goes to
# {player}'s hand.
REVEALED_OF = N_("Position {position}: {name}, into {player}'s hand.")
# Translators: Disloyal Royals: a success discards the last heart {name} (accusative)
# from {royal} ("from" form, as in the sentence before); none is left.
HEART_REMOVED_LAST = N_("A success removes {name} from {royal}: no heart is left.")
# Translators: Disloyal Royals: the listener's assassinated diamond royal {name} comes
# back to their hand; {name} is in the nominative, with its article („die Karo-Dame“).
ROYAL_BACK_YOU = N_("The assassinated royal, {name}, comes back into your hand, as a diamond royal does.")
# Translators: Disloyal Royals: {player}'s assassinated diamond royal {name} comes back
# to their hand; {name} in the nominative („die Karo-Dame“).
ROYAL_BACK_OF = N_("The assassinated royal, {name}, comes back into {player}'s hand, as a diamond royal does.")
# Translators: Disloyal Royals: an assassinated royal {name} goes to the discard pile;
# {name} in the nominative („der Herz-Bube“).
ROYAL_DISCARDED = N_("The assassinated royal, {name}, goes to the discard pile, as any royal but a diamond does.")
# Translators: Disloyal Royals: successes that had nothing left to act on.
SUCCESSES_LOST = NN_("{count} success is lost.", "{count} successes are lost.")
# Translators: Disloyal Royals: the listener puts the face card {name} into the empty
# slot of its rank; {name} is the object (German accusative: „den Karo-Buben“).
INSTALLED_YOU = N_("You install {name} as a successor.")
# Translators: Disloyal Royals: {player} puts the face card {name} into the empty slot of
# its rank; {name} is the object (German accusative: „die Karo-Dame“).
INSTALLED_OF = N_("{player} installs {name} as a successor.")

# ----- the end ------------------------------------------------------------------------------

# Translators: Disloyal Royals: the listener lost their last royal.
ELIMINATED_YOU = N_("You have no royal left and lose the game.")
# Translators: Disloyal Royals: {player} lost their last royal.
ELIMINATED_OF = N_("{player} has no royal left and loses the game.")
# Translators: Disloyal Royals: at the end, the cards buried behind {royal} (dative) are
# revealed; {cards} lists them, position 1 first.
FINAL_TREASURE = N_("Buried behind {royal}: {cards}.")
# Translators: Disloyal Royals: at the end, the listener had buried nothing.
FINAL_NOTHING_YOU = N_("You buried nothing.")
# Translators: Disloyal Royals: at the end, {player} had buried nothing.
FINAL_NOTHING_OF = N_("{player} buried nothing.")
# Translators: Disloyal Royals: part of a score: buried diamonds A-9 (1 point each).
PART_DIAMONDS = NN_("{points} point for {count} buried diamond",
                    "{points} points for {count} buried diamonds")
# Translators: Disloyal Royals: part of a score: buried 10s of diamonds (2 points each).
PART_TENS = NN_("{points} points for {count} buried 10 of diamonds",
                "{points} points for {count} buried 10s of diamonds")
# Translators: Disloyal Royals: part of a score: diamond royals in the court (2 each).
PART_ROYALS = NN_("{points} points for {count} diamond royal in the court",
                  "{points} points for {count} diamond royals in the court")
# Translators: Disloyal Royals: the listener's score at the end; {parts} lists where the
# points come from.
SCORE_YOU = NN_("You score {count} point: {parts}.", "You score {count} points: {parts}.")
# Translators: Disloyal Royals: {player}'s score at the end; {parts} lists where the
# points come from.
SCORE_OF = NN_("{player} scores {count} point: {parts}.", "{player} scores {count} points: {parts}.")
# Translators: Disloyal Royals: the listener scores nothing at the end.
SCORE_NONE_YOU = N_("You score 0 points: no buried diamond and no diamond royal.")
# Translators: Disloyal Royals: {player} scores nothing at the end.
SCORE_NONE_OF = N_("{player} scores 0 points: no buried diamond and no diamond royal.")
# Translators: Disloyal Royals: the listener wins with {mine} points against {theirs}.
WIN_YOU = N_("You win, {mine} points to {theirs}.")
# Translators: Disloyal Royals: {player} wins with {mine} points against {theirs}.
WIN_OF = N_("{player} wins, {mine} points to {theirs}.")
# Translators: Disloyal Royals: the listener wins because the other player lost their
# last royal.
WIN_ELIMINATION_YOU = N_("You win the game.")
# Translators: Disloyal Royals: {player} wins because the other player lost their last
# royal.
WIN_ELIMINATION_OF = N_("{player} wins the game.")
# Translators: Disloyal Royals: equal points; the listener has more royals in the court
# ({mine} against {theirs}) and wins.
TIE_BREAK_YOU = N_("{points} points each: you win with more royals in your court, {mine} to {theirs}.")
# Translators: Disloyal Royals: equal points; {player} has more royals in the court and
# wins.
TIE_BREAK_OF = N_("{points} points each: {player} wins with more royals in the court, {mine} to {theirs}.")
# Translators: Disloyal Royals: equal points and equal royals in the court: a draw.
DRAW = N_("{points} points each and {royals} royals each: the game is a draw.")

# ----- review keys --------------------------------------------------------------------------

# Translators: Disloyal Royals, review: the listener's hand; {cards} lists them.
HAND = NN_("Your hand, {count} card: {cards}.", "Your hand, {count} cards: {cards}.")
# Translators: Disloyal Royals, review: the listener's hand is empty.
HAND_EMPTY = N_("Your hand is empty.")
# Translators: Disloyal Royals, review: a spectator has no hand.
HAND_SPECTATOR = N_("You are watching: you hold no cards.")
# Translators: Disloyal Royals, review: the other player's hand, as a count only.
HAND_COUNT_OF = NN_("{player} holds {count} card.", "{player} holds {count} cards.")
# Translators: Disloyal Royals, review: heading of the listener's court.
COURT_HEAD_YOURS = N_("Your court:")
# Translators: Disloyal Royals, review: heading of {player}'s court.
COURT_HEAD_OF = N_("{player}'s court:")
# Translators: Disloyal Royals, review: one royal {name} with {hearts} ("2 hearts") and
# {buried} ("3 cards buried"); a die against it needs {threshold} or more.
COURT_ROYAL = N_("{name}: {hearts}, {buried}; dice need {threshold} or more.")
# Translators: Disloyal Royals, review: part of a royal's line: its hearts (1 or more).
HEARTS = NN_("{count} heart", "{count} hearts")
# Translators: Disloyal Royals, review: part of a royal's line: it has no heart.
HEARTS_NONE = N_("no hearts")
# Translators: Disloyal Royals, review: part of a royal's line: cards buried behind it
# (1 or more).
BURIED_COUNT = NN_("{count} card buried", "{count} cards buried")
# Translators: Disloyal Royals, review: part of a royal's line: nothing is buried behind
# it.
BURIED_NONE = N_("nothing buried")
# Translators: Disloyal Royals, review: an empty slot of the court; {rank} is Jack,
# Queen or King.
COURT_EMPTY = N_("No {rank}: assassinated, waiting for a successor.")
# Translators: Disloyal Royals, review: the one card buried behind the listener's
# {royal} (dative).
TREASURE = N_("Behind {royal}: {cards}.")
# Translators: Disloyal Royals, review: the cards buried behind the listener's {royal}
# (dative), from the bottom of the pile (position 1, the first buried) up.
TREASURE_IN_ORDER = N_("Behind {royal}, from the bottom: {cards}.")
# Translators: Disloyal Royals, review: nothing buried behind the listener's {royal}.
TREASURE_EMPTY = N_("Behind {royal}: nothing.")
# Translators: Disloyal Royals, review: a spectator asks for a treasure.
TREASURE_SPECTATOR = N_("Only its owner knows what is buried.")
# Translators: Disloyal Royals, review: the discard pile, {count} cards, the top first.
DISCARD = NN_("The discard pile, {count} card: {cards}.",
              "The discard pile, {count} cards, top first: {cards}.")
# Translators: Disloyal Royals, review: the discard pile is empty.
DISCARD_EMPTY = N_("The discard pile is empty.")
# Translators: Disloyal Royals, review: the deck holds {count} cards.
DECK = NN_("The deck holds {count} card.", "The deck holds {count} cards.")
# Translators: Disloyal Royals, review: the one reshuffle is still to come.
RESHUFFLE_LEFT = N_("When it runs out, the discard pile is shuffled into a new deck, once.")
# Translators: Disloyal Royals, review: the one reshuffle has happened.
RESHUFFLE_USED = N_("The reshuffle has been used: when a player cannot draw enough, the game ends.")
# Translators: Disloyal Royals, review: the listener's score so far, {count} points.
SCORE_SO_FAR_YOU = NN_("Your score so far: {count} point.", "Your score so far: {count} points.")
# Translators: Disloyal Royals, review: what is known of {player}'s score: {points}
# ("2 points from diamond royals"), and {buried} ("3 buried cards unseen").
SCORE_SO_FAR_OF = N_("{player}: {points}, and {buried}.")
# Translators: Disloyal Royals, review: part of SCORE_SO_FAR_OF: the points {player}'s
# diamond royals score (0 or more).
POINTS_FROM_ROYALS = NN_("{count} point from diamond royals", "{count} points from diamond royals")
# Translators: Disloyal Royals, review: part of SCORE_SO_FAR_OF: how many cards {player}
# has buried that the listener has not seen (1 or more).
UNSEEN_BURIED = NN_("{count} buried card unseen", "{count} buried cards unseen")
# Translators: Disloyal Royals, review: part of SCORE_SO_FAR_OF: {player} has buried
# nothing.
UNSEEN_NONE = N_("nothing buried")
# Translators: Disloyal Royals, review (s) once the game is over: the listener's final
# score, {count} points (then the other player's, then who won and why).
FINAL_SCORE_YOU = NN_("Your final score: {count} point.", "Your final score: {count} points.")
# Translators: Disloyal Royals, review (s) once the game is over: {player}'s final score,
# {count} points.
FINAL_SCORE_OF = NN_("{player}'s final score: {count} point.",
                     "{player}'s final score: {count} points.")

# ----- the chance of an action against a royal ------------------------------------------------

# Translators: Disloyal Royals: how many dice an action rolls and what each needs.
CHANCE_DICE = NN_("{count} die, succeeding on {threshold} or more",
                  "{count} dice, each succeeding on {threshold} or more")
# Translators: Disloyal Royals: a chance in whole percent, said in the chances below as
# {chance} ("88%"; German „88 %“).
PERCENT = NP_("chance", "{percent}%")
# Translators: Disloyal Royals: a chance that is possible but rounds to 0 percent, said in
# the chances below as {chance}.
PERCENT_UNDER_ONE = N_("under 1%")
# Translators: Disloyal Royals: a chance that is not certain but rounds to 100 percent,
# said in the chances below as {chance}.
PERCENT_OVER_99 = N_("over 99%")
# Translators: Disloyal Royals: the chance ({chance}: "88%", "under 1%") of at least one
# success with several dice.
CHANCE_ONE = N_("{chance} to succeed at least once")
# Translators: Disloyal Royals: the chance ({chance}: "50%") of a success with one die.
CHANCE_ONE_DIE = N_("{chance} to succeed")
# Translators: Disloyal Royals: the chance ({chance}) to remove the royal's one heart.
CHANCE_HEART = N_("{chance} to remove the heart")
# Translators: Disloyal Royals: the chance ({chance}) to remove both of the royal's two
# hearts.
CHANCE_BOTH = N_("{chance} to remove both hearts")
# Translators: Disloyal Royals: one die cannot remove the royal's two hearts: it cannot
# happen (said where a chance would be).
CHANCE_BOTH_NEVER = N_("no chance to remove both hearts")
# Translators: Disloyal Royals: the chance ({chance}) to remove all {count} hearts (3 or
# more).
CHANCE_ALL = NN_("{chance} to remove the {count} heart", "{chance} to remove all {count} hearts")
# Translators: Disloyal Royals: fewer dice than the royal's {count} hearts (3 or more)
# cannot remove them all: it cannot happen (said where a chance would be).
CHANCE_ALL_NEVER = NN_("no chance to remove the {count} heart",
                       "no chance to remove all {count} hearts")
# Translators: Disloyal Royals: the chance ({chance}) to assassinate the royal with this
# roll.
CHANCE_KILL = N_("{chance} to assassinate")
# Translators: Disloyal Royals: the chance ({chance}) to dig up every one of {count}
# buried cards (3 or more).
CHANCE_DIG_ALL = NN_("{chance} to dig up the {count} card", "{chance} to dig up all {count} cards")
# Translators: Disloyal Royals: the chance ({chance}) to dig up both of the two buried
# cards.
CHANCE_DIG_BOTH = N_("{chance} to dig up both cards")
# Translators: Disloyal Royals: the chance sentence; {dice} says the dice, {chances}
# lists the chances.
CHANCE = N_("{dice}: {chances}.")

# ----- refusals -----------------------------------------------------------------------------

REFUSALS = {
    # Translators: Disloyal Royals: an action after the end of the game.
    err.GAME_OVER: N_("The game is over."),
    # Translators: Disloyal Royals: an action when it is the other player's turn.
    err.NOT_YOUR_TURN: N_("It is not your turn."),
    # Translators: Disloyal Royals: a dig waits for the position to dig at first.
    err.PICK_PENDING: N_("Choose the position to dig at first."),
    # Translators: Disloyal Royals: a position was given but no dig waits for one.
    err.NO_DIG_PENDING: N_("No dig is waiting for a position."),
    # Translators: Disloyal Royals: no card at that position of the pile.
    err.BAD_POSITION: N_("There is no card at that position."),
    # Translators: Disloyal Royals: two actions taken; only the end of the turn is left.
    err.NO_ACTIONS_LEFT: N_("You have taken your two actions: end your turn."),
    # Translators: Disloyal Royals: the action needs cards from the hand.
    err.NO_CARDS: N_("Choose at least one card for this action."),
    # Translators: Disloyal Royals: Fortify and Install take exactly one card.
    err.ONE_CARD: N_("This action takes exactly one card."),
    # Translators: Disloyal Royals: a card was named twice.
    err.DUPLICATE_CARD: N_("A card was chosen twice."),
    # Translators: Disloyal Royals: the card is not in the player's hand.
    err.NOT_IN_HAND: N_("That card is not in your hand."),
    # Translators: Disloyal Royals: Fortify takes a heart.
    err.NOT_A_HEART: N_("Only a heart can fortify a royal."),
    # Translators: Disloyal Royals: Bury takes number cards (Ace to 10) only.
    err.NOT_A_NUMBER_CARD: N_("Only number cards, Ace to 10, can be buried."),
    # Translators: Disloyal Royals: Attack takes clubs.
    err.NOT_A_CLUB: N_("Only clubs can attack."),
    # Translators: Disloyal Royals: Dig takes spades.
    err.NOT_A_SPADE: N_("Only spades can dig."),
    # Translators: Disloyal Royals: Install takes a Jack, Queen or King.
    err.NOT_A_FACE_CARD: N_("Only a Jack, Queen or King can be installed."),
    # Translators: Disloyal Royals: the action must name a royal.
    err.ROYAL_REQUIRED: N_("Choose a royal for this action."),
    # Translators: Disloyal Royals: no royal in that slot of the court.
    err.NO_SUCH_ROYAL: N_("There is no royal in that place of the court."),
    # Translators: Disloyal Royals: a dig at a royal with nothing buried.
    err.EMPTY_TREASURE: N_("Nothing is buried behind that royal: there is nothing to dig."),
    # Translators: Disloyal Royals: Install while a royal of that rank still lives.
    err.SLOT_TAKEN: N_("A royal of that rank still lives: a successor needs an empty place."),
    # Translators: Disloyal Royals: the action has a field it does not take.
    err.BAD_ACTION: N_("That action is not possible."),
}
# Translators: Disloyal Royals: the same refusals naming the card ({name}).
REFUSALS_CARD = {
    # Translators: Disloyal Royals: the card {name} is not in the player's hand; {name}
    # is the object (German accusative: „den Pik-Buben“).
    err.NOT_IN_HAND: N_("You do not hold {name}."),
    # Translators: Disloyal Royals: Fortify with {name}, which is not a heart; {name} in
    # the nominative („der Pik-Bube“).
    err.NOT_A_HEART: N_("Only a heart can fortify a royal, not {name}."),
    # Translators: Disloyal Royals: Bury with {name}, a face card; {name} in the
    # nominative („der Pik-Bube“).
    err.NOT_A_NUMBER_CARD: N_("Only number cards, Ace to 10, can be buried, not {name}."),
    # Translators: Disloyal Royals: Attack with {name}, which is not a club; {name} in
    # the nominative.
    err.NOT_A_CLUB: N_("Only clubs can attack, not {name}."),
    # Translators: Disloyal Royals: Dig with {name}, which is not a spade; {name} in the
    # nominative.
    err.NOT_A_SPADE: N_("Only spades can dig, not {name}."),
    # Translators: Disloyal Royals: Install with {name}, a number card (nominative).
    err.NOT_A_FACE_CARD: N_("Only a Jack, Queen or King can be installed, not {name}."),
    # Translators: Disloyal Royals: Install {name} while a royal of its rank still lives;
    # {name} in the nominative („der Pik-Bube“).
    err.SLOT_TAKEN: N_("A royal of that rank still lives: {name} can only succeed one who was assassinated."),
}
#: The case each refusal's sentence gives the card it names (see FACES; else "nom").
REFUSALS_CARD_CASE = {err.NOT_IN_HAND: "acc"}
# Translators: Disloyal Royals: a position outside the pile; {size} cards are buried.
BAD_POSITION_SIZE = N_("Choose a position from 1 to {size}.")
# Translators: Disloyal Royals: a refusal this game does not know (a malformed action).
REFUSED = N_("That action is not possible.")

# ----- why an action cannot be chosen now (asked step by step) ------------------------------

REFUSALS.update({
    # Translators: Disloyal Royals: Fortify cannot be chosen: no heart in the hand.
    err.NO_HEART_IN_HAND: N_("You hold no heart to fortify with."),
    # Translators: Disloyal Royals: Bury cannot be chosen: no number card in the hand.
    err.NO_NUMBER_IN_HAND: N_("You hold no number card, Ace to 10, to bury."),
    # Translators: Disloyal Royals: Attack cannot be chosen: no club in the hand.
    err.NO_CLUB_IN_HAND: N_("You hold no club to attack with."),
    # Translators: Disloyal Royals: Dig cannot be chosen: no spade in the hand.
    err.NO_SPADE_IN_HAND: N_("You hold no spade to dig with."),
    # Translators: Disloyal Royals: Dig cannot be chosen: the other player has buried
    # nothing behind any royal.
    err.NOTHING_TO_DIG: N_("Nothing is buried behind the other player's royals: there is nothing to dig."),
    # Translators: Disloyal Royals: Install a successor cannot be chosen: no royal of the
    # listener's court has been assassinated.
    err.NO_EMPTY_PLACE: N_("Your court is complete: a successor only fills the place of an assassinated royal."),
    # Translators: Disloyal Royals: Install a successor cannot be chosen: the listener
    # holds no Jack, Queen or King of the rank of an empty place of their court.
    err.NO_SUCCESSOR_IN_HAND: N_("You hold no Jack, Queen or King for the empty place in your court."),
})

# ----- a person's decision, step by step ------------------------------------------------------

ACT_LABELS = {
    # Translators: Disloyal Royals: an action in the list of a turn's actions.
    "fortify": NP_("action", "Fortify"),
    # Translators: Disloyal Royals: an action in the list of a turn's actions.
    "bury": NP_("action", "Bury"),
    # Translators: Disloyal Royals: an action in the list of a turn's actions.
    "attack": NP_("action", "Attack"),
    # Translators: Disloyal Royals: an action in the list of a turn's actions (dig up the
    # other player's buried treasure).
    "dig": NP_("action", "Dig up"),
    # Translators: Disloyal Royals: an action in the list of a turn's actions.
    "install": NP_("action", "Install a successor"),
    # Translators: Disloyal Royals: the last item in the list of a turn's actions.
    "end": NP_("action", "End turn"),
}
# Translators: Disloyal Royals: the question of a turn: which action next; {count}
# actions are left this turn (1 or 2).
ACT_PROMPT = NN_("{count} action left: what do you do?", "{count} actions left: what do you do?")
# Translators: Disloyal Royals: the question of a turn when both actions are taken.
ACT_PROMPT_NONE = N_("Both actions taken: end your turn.")
# Translators: Disloyal Royals: asked before ending the turn while {count} actions are
# left and one could be taken.
END_CONFIRM = NN_("End your turn with {count} action left?", "End your turn with {count} actions left?")
CARDS_PROMPTS = {
    # Translators: Disloyal Royals: which heart of the hand fortifies a royal.
    "fortify": N_("Fortify with which heart?"),
    # Translators: Disloyal Royals: which number cards of the hand to bury (tick several);
    # they go onto the pile in the order ticked, the first ticked lowest.
    "bury": N_("Which number cards do you bury? Tick them in the order they go onto the pile, the first at the bottom."),
    # Translators: Disloyal Royals: which clubs of the hand attack (tick several); each
    # card rolls one die.
    "attack": N_("Which clubs do you attack with? Each one is a die."),
    # Translators: Disloyal Royals: which spades of the hand dig (tick several); each card
    # rolls one die.
    "dig": N_("Which spades do you dig with? Each one is a die."),
    # Translators: Disloyal Royals: which face card of the hand is installed as successor.
    "install": N_("Which card do you install as a successor?"),
}
# Translators: Disloyal Royals: said after a card is ticked or unticked (cards to bury,
# attack or dig with): how many cards are ticked now (1 or more).
CARDS_TICKED = NN_("{count} card ticked.", "{count} cards ticked.")
# Translators: Disloyal Royals: said after the last ticked card is unticked.
NO_CARD_TICKED = N_("No card ticked.")
# Translators: Disloyal Royals: said after CARDS_TICKED for an Attack or a Dig: the dice
# the ticked cards roll (one per card, one per royal of the suit).
DICE_TICKED = NN_("You roll {count} die.", "You roll {count} dice.")
# Translators: Disloyal Royals: which of the listener's royals is fortified with the
# heart {name}, said after "with" (German dative: „mit dem Herz-Buben“).
ROYAL_PROMPT_FORTIFY = N_("Which of your royals do you fortify with {name}?")
# Translators: Disloyal Royals: behind which of the listener's royals the one card
# {cards} is buried.
ROYAL_PROMPT_BURY = N_("Behind which of your royals do you bury {cards}?")
# Translators: Disloyal Royals: behind which of the listener's royals the cards {cards}
# are buried, in the order listed (the order ticked): the first lowest in the pile.
ROYAL_PROMPT_BURY_IN_ORDER = N_("Behind which of your royals do you bury {cards}? They go in this order, the first at the bottom.")
# Translators: Disloyal Royals: which of {player}'s royals the listener attacks, rolling
# {count} dice.
ROYAL_PROMPT_ATTACK = NN_("Which of {player}'s royals do you attack? You roll {count} die.",
                          "Which of {player}'s royals do you attack? You roll {count} dice.")
# Translators: Disloyal Royals: behind which of {player}'s royals the listener digs,
# rolling {count} dice.
ROYAL_PROMPT_DIG = NN_("Behind which of {player}'s royals do you dig? You roll {count} die.",
                       "Behind which of {player}'s royals do you dig? You roll {count} dice.")
# Translators: Disloyal Royals: a royal to choose: {name} ("Queen of spades"), {hearts}
# ("2 hearts"), {buried} ("3 cards buried").
ROYAL_CHOICE = N_("{name}: {hearts}, {buried}.")
# Translators: Disloyal Royals: the empty place of a royal of rank {rank} (assassinated,
# no successor yet) in the list of royals to choose, where it cannot be chosen; a short
# name, not a sentence (the list adds "not possible" and why).
ROYAL_CHOICE_EMPTY = N_("{rank}: empty place")
# Translators: Disloyal Royals: which position of the pile behind {royal} (dative) to dig
# up, blind; {count} picks are left.
POSITION_PROMPT = NN_(
    "Dig behind {royal}: which position? Position 1 is the first card buried. {count} pick left.",
    "Dig behind {royal}: which position? Position 1 is the first card buried. {count} picks left.")
# Translators: Disloyal Royals: one position of a treasure pile (the list itself says how
# many there are).
POSITION_CHOICE = N_("Position {position}")
# Translators: Disloyal Royals: the last position of a treasure pile, the card buried last.
POSITION_LAST = N_("Position {position}: the last card buried")

# ----- whose turn (the t key) ----------------------------------------------------------------
# Translators: Disloyal Royals, t: the listener's turn, with {count} actions left to take.
TURN_NOW_YOU = NN_("Your turn: {count} action left.", "Your turn: {count} actions left.")
# Translators: Disloyal Royals, t: {player}'s turn, with {count} actions left to take.
TURN_NOW_OF = NN_("{player}'s turn: {count} action left.", "{player}'s turn: {count} actions left.")
# Translators: Disloyal Royals, t: the listener's turn, both actions taken.
TURN_DONE_YOU = N_("Your turn: both actions are taken; only ending the turn is left.")
# Translators: Disloyal Royals, t: {player}'s turn, both actions taken.
TURN_DONE_OF = N_("{player}'s turn: both actions are taken.")
# Translators: Disloyal Royals, t: the listener is digging and still picks {count} positions
# in the pile behind {royal} (dative: "behind Mia's Queen of spades").
TURN_DIG_YOU = NN_("Your turn: you are digging behind {royal}; {count} more position to pick.",
                   "Your turn: you are digging behind {royal}; {count} more positions to pick.")
# Translators: Disloyal Royals, t: {player} is digging and still picks {count} positions in
# the pile behind {royal} (dative; the listener's: "behind your Queen of spades").
TURN_DIG_OF = NN_("{player}'s turn: digging behind {royal}; {count} more position to pick.",
                  "{player}'s turn: digging behind {royal}; {count} more positions to pick.")
# Translators: Disloyal Royals, t: the game has ended.
TURN_OVER = N_("The game is over; s says the score.")

# ----- a game come back to (continued from its save, a seat that joins again) ---------------
# Translators: a continued game, or a player back at the table: said after both courts and
# the score, before this turn's events are told again (in the game's first turn).
TURN_SO_FAR = N_("This turn so far:")
# Translators: a continued game, or a player back at the table: said after both courts and
# the score, before the other player's last turn and this turn so far are told again.
TURNS_SO_FAR = N_("The last turn and this one so far:")

# ----- review keys (their names in the help) ------------------------------------------------

# Translators: Disloyal Royals: the name of the review key that reads the hand.
REVIEW_HAND = N_("Your hand")
# Translators: Disloyal Royals: the name of the review key that reads both courts.
REVIEW_COURTS = N_("The courts: hearts and buried cards")
# Translators: Disloyal Royals: the name of the review key that says whose turn it is
# and what they are choosing.
REVIEW_TURN = N_("Whose turn, and what they are choosing")
# Translators: Disloyal Royals: the name of the review key that reads the listener's
# own buried cards.
REVIEW_TREASURE = N_("Your buried treasure")
# Translators: Disloyal Royals: the name of the review key that reads the discard pile.
REVIEW_DISCARD = N_("The discard pile")
# Translators: Disloyal Royals: the name of the review key that reads the deck's count
# and whether the reshuffle was used.
REVIEW_DECK = N_("The deck and the reshuffle")
# Translators: Disloyal Royals: the name of the review key that reads the score so far.
REVIEW_SCORE = N_("The score so far")

# ----- the rules, read line by line ---------------------------------------------------------

# Translators: Disloyal Royals, rules: the aim of the game.
RULES_AIM = N_("Disloyal Royals, for two players. Each of you has a court of three royals: a Jack, a Queen and a King. Bury diamonds behind your royals, fortify them with hearts, attack the other player's royals with clubs and dig up their treasure with spades.")
# Translators: Disloyal Royals, rules: a turn; {hand} is the hand size drawn up to,
# {actions} the actions per turn.
RULES_TURN = N_("Your turn: first draw until you hold {hand} cards (there is no hand limit), then take up to {actions} actions, then end your turn. The same action may be taken twice.")
# Translators: Disloyal Royals, rules: the action Fortify.
RULES_FORTIFY = N_("Fortify: put one heart from your hand on one of your royals. Each success against that royal removes a heart first.")
# Translators: Disloyal Royals, rules: the action Bury.
RULES_BURY = N_("Bury: put any number of number cards, Ace to 10, face down behind one of your royals. Only you know them; the other player knows how many and in what order they were buried.")
# Translators: Disloyal Royals, rules: the action Attack.
RULES_ATTACK = N_("Attack: discard any number of clubs and choose one of the other player's royals. Roll one die per club, plus one die for each club royal in your court. Each success removes a heart; when no heart is left, the next success assassinates the royal; further successes are lost.")
# Translators: Disloyal Royals, rules: what an assassination does.
RULES_ASSASSINATION = N_("An assassinated royal's buried cards are revealed: diamonds go into the attacker's hand, the other cards to the discard pile. A diamond royal goes back into its owner's hand, any other royal to the discard pile.")
# Translators: Disloyal Royals, rules: the action Dig up.
RULES_DIG = N_("Dig up: discard any number of spades and choose one of the other player's royals with cards buried behind it. Roll one die per spade, plus one die for each spade royal in your court. For each success, choose a position in that pile, blind: the card is revealed; a diamond goes into your hand, any other card to the discard pile.")
# Translators: Disloyal Royals, rules: the action Install a successor.
RULES_INSTALL = N_("Install a successor: put a Jack, Queen or King from your hand into the empty place of its rank in your court. This is an action; the new royal starts without hearts and without treasure.")
# Translators: Disloyal Royals, rules: the heading of the dice table.
RULES_DICE = N_("The dice table, the same for attacking and digging: a die succeeds when it shows the number for the target or more.")
# Translators: Disloyal Royals, rules: one row of the dice table; {rank} is Jack, Queen
# or King, {heart_royal} the same rank of hearts ("Jack of hearts"); a die needs
# {normal} or more, against the heart royal {guarded} or more.
RULES_DICE_ROW = N_("{rank}: {normal} or more; {heart_royal}: {guarded} or more.")
# Translators: Disloyal Royals, rules: what each suit of a royal in the court does;
# {points} is what a diamond royal scores.
RULES_SUITS = N_("A royal's suit matters: a club royal adds a die to each of your attacks, a spade royal to each of your digs, a heart royal is harder to hit, and a diamond royal scores {points} points at the end.")
# Translators: Disloyal Royals, rules: the deck and its one reshuffle, and the end when
# a draw cannot be finished.
RULES_DECK = N_("When the deck runs out, the discard pile is shuffled into a new deck, once. If that new deck runs out too before the draw is finished, or later a player cannot draw all the cards they need at the start of their turn, the game ends at once and is scored.")
# Translators: Disloyal Royals, rules: losing the last royal.
RULES_ELIMINATION = N_("A player who loses their last royal loses the game at once.")
# Translators: Disloyal Royals, rules: the scoring at the end; {one} points for a buried
# diamond Ace to 9, {ten} for the buried 10 of diamonds, {royal} for a diamond royal.
RULES_SCORING = N_("Scoring: every buried diamond from Ace to 9 scores {one} point, the buried 10 of diamonds {ten} points, every diamond royal in your court {royal} points; other cards score nothing. The higher score wins; on equal points, more royals in the court wins; still equal, the game is a draw.")

# ----- the cards at a glance (F2) -----------------------------------------------------------

# Translators: Disloyal Royals, card reference (F2): its first line; {count} cards in all
# (52), {deck} of them the deck at the start (46).
REF_TITLE = N_("Disloyal Royals, the cards at a glance: {count} cards without jokers. Each court holds a Jack, a Queen and a King; the other {deck} cards are the deck.")
# Translators: Disloyal Royals, card reference: what a heart in hand does.
REF_HEARTS = N_("Hearts, Ace to King: fortify one of your royals. Each heart on a royal takes one success of an attack; only once its hearts are gone can the royal be assassinated.")
# Translators: Disloyal Royals, card reference: what a number card in hand does.
REF_NUMBERS = N_("Number cards, Ace to 10, of any suit: bury them face down behind one of your royals, as many as you like, in the order you choose. Only buried diamonds score.")
# Translators: Disloyal Royals, card reference: what diamonds are worth; {one} points for
# a buried diamond Ace to 9, {ten} for the buried 10 of diamonds.
REF_DIAMONDS = N_("Diamonds are the treasure: at the end, each buried diamond from Ace to 9 scores {one} point, the buried 10 of diamonds {ten} points. A buried diamond that is dug up, or revealed when its royal is assassinated, goes into the hand of the player who found it.")
# Translators: Disloyal Royals, card reference: what a club in hand does.
REF_CLUBS = N_("Clubs, Ace to King: attack one of the other player's royals, one die per club.")
# Translators: Disloyal Royals, card reference: what a spade in hand does.
REF_SPADES = N_("Spades, Ace to King: dig behind one of the other player's royals, one die per spade; each success reveals the card at a position you choose, blind.")
# Translators: Disloyal Royals, card reference: what a Jack, Queen or King in hand does.
REF_FACES = N_("A Jack, Queen or King in hand: install it as a successor in the empty place of its rank in your court, where a royal was assassinated.")
# Translators: Disloyal Royals, card reference: the line before the royals' suits, a
# sentence of its own (each line of the reference is read as an item of a list, with
# its place in it: end it with a full stop, not a colon).
REF_ROYALS = N_("A royal's suit counts while it is in your court.")
# Translators: Disloyal Royals, card reference: what a club royal does.
REF_ROYAL_CLUBS = N_("A club royal: one more die on each of your attacks.")
# Translators: Disloyal Royals, card reference: what a spade royal does.
REF_ROYAL_SPADES = N_("A spade royal: one more die on each of your digs.")
# Translators: Disloyal Royals, card reference: what a heart royal does.
REF_ROYAL_HEARTS = N_("A heart royal: each die against it needs one more.")
# Translators: Disloyal Royals, card reference: what a diamond royal does; {points} at
# the end.
REF_ROYAL_DIAMONDS = N_("A diamond royal: {points} points at the end; assassinated, it comes back into your hand.")
# Translators: Disloyal Royals, card reference: the heading of the dice table.
REF_DICE = N_("The dice, the same for attacking and digging: each die succeeds on the target's number or more; dice are never added up.")
# Translators: Disloyal Royals, card reference: one row of the dice table; {rank} is
# Jack, Queen or King, {heart_royal} the same rank of hearts; a die needs {normal} or
# more ({normal_chance} percent of dice succeed), against the heart royal {guarded} or
# more ({guarded_chance} percent).
REF_DICE_ROW = N_("{rank}: {normal} or more, {normal_chance}% per die; {heart_royal}: {guarded} or more, {guarded_chance}% per die.")

# ----- scenario files: what is wrong with one (after "FILE is not a scenario of GAME: ") ---

# Translators: Disloyal Royals: what a scenario file's value must be (fills {kind} in "“…” must be {kind}, not “…”"); card ids as the file writes them.
SCENARIO_KIND_CARD = N_("a card such as “7♣”, “10♦” or “Q♥”")
# Translators: Disloyal Royals: what a court slot of a scenario file must be (fills {kind} in "“…” must be {kind}, not “…”"); null as written in the file.
SCENARIO_KIND_SLOT = N_("a card of rank J, Q or K, “null” or a JSON object")
# Translators: Disloyal Royals: a scenario file names one card in two places (a hand and the deck, say); {card} as the file writes it.
SCENARIO_CARD_TWICE = N_("the card “{card}” is named twice")
# Translators: Disloyal Royals: a court slot of a scenario file holds a card of another rank; {path} the slot's place in the file, {slot} its rank as written (J, Q or K).
SCENARIO_SLOT_RANK = N_("“{path}” can hold only a royal of rank {slot}, not “{card}”")
# Translators: Disloyal Royals: a court slot of a scenario file has hearts or buried cards but no royal.
SCENARIO_PILES_NO_ROYAL = N_("“{path}” holds hearts or buried cards but no royal")
# Translators: Disloyal Royals: a scenario file gives part of a position ({key}: hands, deck...) without both courts.
SCENARIO_NEEDS_COURTS = N_("the key “{key}” needs “courts” too: a position is given with both courts")

# ----- the names of its sound cues (the sound test, a cue that cannot sound) -----

# Translators: name of the sound cue played for each die rolled (Disloyal Royals).
CUE_DIE = N_("a die rolled")
# Translators: name of the sound cue played when a roll has successes (Disloyal Royals).
CUE_SUCCESS = N_("success")
# Translators: name of the sound cue played when a royal loses a heart from its
# defences (Disloyal Royals).
CUE_HEART_LOST = N_("a heart lost")
# Translators: name of the sound cue played when a royal is assassinated (Disloyal Royals).
CUE_ASSASSINATED = N_("a royal assassinated")
# Translators: name of the sound cue played when a diamond is taken from a buried
# treasure (Disloyal Royals).
CUE_DIAMOND_TAKEN = N_("a diamond taken")
# Translators: name of the sound cue played when digging finds nothing (Disloyal Royals).
CUE_DIG_NOTHING = N_("nothing dug up")
# Translators: name of the sound cue played when the discard pile is shuffled into a new
# deck (Disloyal Royals).
CUE_RESHUFFLE = N_("deck reshuffled")


# ----- its bot levels (the setup list, the key sheet, --help) ---------------------------

#: Each bot level in words, by its id: its name and what its bot does.
BOT_WORDS = {
    "random": RANDOM_BOT,
    "heuristic": BotWords(
        # Translators: Disloyal Royals' second bot level, said after its place ("bot, level 2 of 3: sensible").
        N_("sensible"),
        # Translators: what Disloyal Royals' sensible bot does (the key sheet).
        N_("Installs successors, buries its diamonds behind its safest royal and attacks the weakest royal of the other player.")),
    "expert": BotWords(
        BOT_EXPERT,
        # Translators: what Disloyal Royals' strongest bot does (the key sheet).
        N_("Weighs each move by the odds of the dice and by what it reckons is buried where."))}
