"""Every text the game says or shows, in one module, each with a note for translators.

Messages are whole sentences with named placeholders. A placeholder ending in
``card`` takes a card id and offers the forms ``{card}`` (bare name),
``{card_nom}``, ``{card_acc}`` and ``{card_dat}`` (with the article in German's
nominative, accusative and dative; "the Guard" in English). ``{player}`` is a
player's name.
"""

from accessible_ll.engine import errors as err
from accessible_ll.narration.i18n import N_, NN_, NP_

# ----- players ------------------------------------------------------------------------

# Translators: the default name of a seat at the table; {number} counts from 1.
PLAYER_NAME = N_("Player {number}")

# ----- errors: what was wrong and what to do instead ----------------------------------

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
    err.TARGET_REQUIRED: N_("Choose a player for {card_dat}."),
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
    err.GUESS_REQUIRED: N_("Name a card for {card_dat}."),
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
    err.GUESS_REQUIRED: N_("Name a value for {card_dat}."),
    # Translators: error when a premium Guard or a Bishop names the value 1.
    err.GUESS_GUARD: N_("You may not name the value 1. Name 0 or a value from 2 to 9."),
    # Translators: error when a named value is not 0 to 9; {guess} is what was named.
    err.GUESS_UNKNOWN: N_("“{guess}” is not a value you can name. Name 0 or a value from 2 to 9."),
}

# Translators: error after a Chancellor: the player must keep a card before anything else.
KEEP_FIRST = N_("Keep one card and put the others under the deck first.")

# ----- scenario files: what is wrong with the file ------------------------------------

# Translators: a scenario file could not be read; {path} is the file, {reason} the system's words.
SCENARIO_UNREADABLE = N_("Cannot read the scenario file {path}: {reason}")
# Translators: a scenario file is not valid JSON.
SCENARIO_BAD_JSON = N_("The scenario file {path} is not valid JSON (line {line}, column {column}).")
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
