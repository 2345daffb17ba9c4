"""Every text the game says or shows, in one module, each with a note for translators.

Messages are whole sentences with named placeholders. A placeholder ending in
``card`` takes a card id and offers the forms ``{card}`` (bare name),
``{card_nom}``, ``{card_acc}`` and ``{card_dat}`` (with the article in German's
nominative, accusative and dative; "the Guard" in English). ``{player}`` is a
player's name.
"""

from accessible_ll.narration.markers import N_, NN_, NNP_, NP_

# ----- players ------------------------------------------------------------------------

# Translators: the default name of a seat at the table; {number} counts from 1.
PLAYER_NAME = N_("Player {number}")

# Translators: a saved game (not Love Letter) is continued; {game} is its title. Its
# last moves are told next, and the review keys tell the rest.
MATCH_CONTINUES = N_("Your saved game of {game} continues. Its last moves:")

# ----- the line mode, and a table across computers --------------------------------------

# Translators: line mode: one numbered choice of a question; {choice} is its label.
LINE_OPTION = N_("{number}. {choice}")
# Translators: line mode: how to answer a question.
LINE_ANSWER_HINT = N_("Type the number of your choice and press Enter. Type ? for the keys.")
# Translators: line mode: the typed text is no choice; {count} is how many choices there are.
LINE_BAD_INPUT = N_("“{text}” is not a choice here. Type a number from 1 to {count}, or ? for the keys.")
# Translators: line mode: naming a card, what was typed is not the value of a card in the list; {text} is what was typed.
LINE_BAD_VALUE = N_("“{text}” is not a choice here. Type the value of a card in the list, or ? for the keys.")
# Translators: line mode: a number was typed while the player has nothing to decide.
LINE_NOTHING_TO_CHOOSE = N_("You have nothing to choose now. Type ? for the keys.")
# Translators: line mode, a game at one computer: a round is over and its standings were
# said; the next round is dealt when the player presses Enter.
LINE_NEXT_ROUND = N_("Press Enter for the next round.")
# Translators: line mode help: what typing a number does.
LINE_KEY_NUMBER = N_("a number and Enter: choose that item of the question")
# Translators: line mode help: the letter that goes back one step of a decision.
LINE_KEY_BACK = N_("go back one step of your decision")
# Translators: line mode: a game left unfinished can be continued (answered 1 yes, 2 no); {edition} is the edition's name.
LINE_CONTINUE_WHICH = N_("A game you left unfinished is saved: {edition}, {players} players, round {round}. Continue it?")
# Translators: line mode: the person's input ended (Ctrl+D) during a game at this computer.
LINE_SAVED = N_("The game is saved. Start the line mode again to continue it.")
# Translators: line mode: after a game ended (answered 1 yes, 2 no).
LINE_NEW_GAME = N_("Play a new game?")
# Translators: line mode: b typed at the first step of a decision; the question stays open.
LINE_FIRST_STEP = N_("This is the first step of your choice: there is nothing to go back to. Type r to hear the question again.")
# Translators: line mode help: the keys that end the line mode.
LINE_QUIT_KEYS = N_("Ctrl+D or Ctrl+C")
# Translators: line mode help: what Ctrl+D (end of input) or Ctrl+C does.
LINE_KEY_QUIT = N_("leave; a game at this computer is saved for next time")
# Translators: line mode: one person plays against bots; hot-seat needs the full-screen game.
LINE_ONE_PERSON = N_("The line mode seats one person with bots. For several people at one computer, start without --line.")
# Translators: more bots than seats were asked for.
TABLE_TOO_MANY_BOTS = NN_("--bots names {bots} bot, but the table has only {players} seats.",
                          "--bots names {bots} bots, but the table has only {players} seats.")
# Translators: the address given to join is not HOST or HOST:PORT.
JOIN_BAD_ADDRESS = N_("“{address}” is not an address. Write it as the table shows it: HOST or HOST:PORT.")
# Translators: the table is open; {address} is host:port, {code} the join code.
TABLE_OPEN = N_("The table is open at {address}. Join code: {code}.")
# Translators: how students join the table that was just opened.
TABLE_JOIN_HOW = N_("To join, type: accessible-ll join {address} --code {code}")
# Translators: the table could not be opened; {reason} is the system's explanation.
TABLE_CANNOT_OPEN = N_("The table cannot be opened on {address}: {reason}")
# Translators: the host cannot write its save file; {reason} is the system's explanation.
TABLE_CANNOT_SAVE = N_("The table cannot be saved to {path}: {reason}. The game goes on without saving.")
# Translators: a saved table that cannot be continued; {reason} is a short explanation.
TABLE_CANNOT_RESUME = N_("The saved table {path} cannot be continued: {reason}")
# Translators: the listener joined the table; {number} counts seats from 1.
SEATED = N_("You sit at seat {number} as {player}.")
# Translators: the listener watches the table and hears only what everyone hears.
SPECTATING = N_("You are watching the table. You hear what is public at the table, never anyone's cards.")
# Translators: seats still free before the game can begin.
WAITING_FOR = NN_("Waiting for {count} more player.", "Waiting for {count} more players.")
# Translators: every seat is taken.
GAME_BEGINS = N_("Every seat is taken. The game begins.")
# Translators: another person took a seat.
PLAYER_JOINED = N_("{player} joined the table.")
# Translators: a player's connection dropped; the game waits for them.
PLAYER_AWAY = N_("{player} lost the connection. The table waits for them.")
# Translators: a player whose connection dropped is back.
PLAYER_BACK = N_("{player} is back at the table.")
# Translators: a bot plays an absent player's seat until they return.
PLAYER_TAKEOVER = N_("A bot plays for {player} until they come back.")
# Translators: the listener's connection dropped; the program tries again by itself.
CONNECTION_LOST = NN_("The connection to the table was lost. Trying again for {seconds} second.",
                      "The connection to the table was lost. Trying again for {seconds} seconds.")
# Translators: one more try to reach the table after a pause; {seconds} may be a fraction
# such as 0.5 (said with the plural form).
CONNECTION_RETRY = NN_("The table at {address} cannot be reached. Trying again in {seconds} second.",
                       "The table at {address} cannot be reached. Trying again in {seconds} seconds.")
# Translators: the connection is back and the listener has their seat again.
RECONNECTED = N_("Connected again. You have your seat back.")
# Translators: the program stopped trying to reach the table.
CONNECTION_GAVE_UP = NN_("The table could not be reached for {seconds} second. Run the same join command again to take your seat back.",
                         "The table could not be reached for {seconds} seconds. Run the same join command again to take your seat back.")
# Translators: heading before the summary of what happened while the listener was away.
MISSED = N_("While you were away:")
# Translators: rounds that ended while the listener was away.
MISSED_ROUNDS = NN_("{count} round ended while you were away.", "{count} rounds ended while you were away.")
# Translators: nothing happened while the listener was away.
MISSED_NOTHING = N_("Nothing happened while you were away.")
NET_ERRORS = {
    # Translators: the table received a message that is not readable JSON.
    "bad_json": N_("The table received a message it could not read. Nothing changed."),
    # Translators: the table received a message of a wrong form.
    "bad_message": N_("The table received a message it does not understand. Nothing changed."),
    # Translators: the client and the table are different versions of the program.
    "bad_version": N_("This program and the table speak different versions. Install the same version of the game on both computers."),
    # Translators: a message was longer than the table accepts.
    "too_big": N_("A message was too long for the table. Nothing changed."),
    # Translators: the join code was wrong.
    "bad_code": N_("That join code is not right. Ask for the code the table shows."),
    # Translators: the saved seat key belongs to no seat at this table.
    "bad_secret": N_("The saved seat key does not fit this table. Remove it from the settings file to take a free seat."),
    # Translators: no seat is free.
    "table_full": N_("Every seat at this table is taken. Join with --spectate to watch."),
    # Translators: a message acted for a seat that is not the sender's.
    "not_your_seat": N_("That is not your seat. Nothing changed."),
    # Translators: a message came before joining.
    "not_joined": N_("Join the table first."),
    # Translators: the client sent too many messages too fast.
    "slow_down": N_("Too many messages at once. The table slows you down."),
    # Translators: an action before the game began.
    "not_started": N_("The game has not begun yet. It begins when every seat is taken."),
    # Translators: another computer with the same seat key (a copied settings file) sits at this seat now; this program stops.
    "seat_taken": N_("Your seat is taken by another computer with your seat key. If that computer is off, join again in a few seconds; to move your seat here, join again with --take-seat."),
    # Translators: another computer with the same seat key took this seat on purpose (join --take-seat); this program stops.
    "seat_taken_over": N_("Your seat was moved to another computer with your seat key. This program stops here."),
    # Translators: the table has too many connections that have not joined yet; {seconds} is a whole number.
    "busy": NN_("The table has too many connections waiting at once. Trying again in {seconds} second.",
                "The table has too many connections waiting at once. Trying again in {seconds} seconds."),
    # Translators: too many wrong join codes were tried at this table lately; {seconds} is a whole number.
    "guesses": NN_("The table received many wrong join codes just now and waits before checking more. Trying again in {seconds} second.",
                   "The table received many wrong join codes just now and waits before checking more. Trying again in {seconds} seconds."),
}

# Translators: a spectator's connection is back after it was lost.
RECONNECTED_WATCHING = N_("Connected again. You are watching the table.")
# Translators: said to a spectator after joining; {players} is a list of the players' names.
SPECTATING_SEATS = N_("At the table: {players}.")
# Translators: said on joining a table on another computer; {game} is the game's title (Verräter, Disloyal Royals).
TABLE_OF_GAME = N_("This table plays {game}.")
# Translators: a player's computer sent a choice although it is not their turn to decide; nothing changed.
NET_NOT_DECIDING = N_("You do not decide now. Nothing changed.")
# Translators: a player's computer sent a choice that is not in the list the table offered (or too few ticked); nothing changed.
NET_NOT_OFFERED = N_("That choice is not in the list. Choose one the list offers. Nothing changed.")
# Translators: the teacher's window, when someone tries many join codes; {count} is 20 or more.
TABLE_GUESSING = N_("Someone is trying wrong join codes at this table: {count} in the last minute. The table answers them slowly; students who know the code still join.")
# Translators: the seat key could not be written to the settings file; {reason} is the system's explanation.
SEAT_KEY_NOT_KEPT = N_("Your seat key could not be saved in {path}: {reason}. While this program runs it keeps your seat; after it ends, you cannot take the seat back.")
# Translators: --help: join's --take-seat option.
CLI_TAKE_SEAT = N_("take your seat here even if another computer with your seat key sits there (that one stops)")

# ----- errors: what was wrong and what to do instead ----------------------------------

# Translators: an action came from a seat that decides nothing now (a table at another computer, a key pressed twice).
NOTHING_TO_DECIDE = N_("You have nothing to decide now.")
# Translators: an action could not be read (it came broken from another computer).
ACTION_UNREADABLE = N_("That action could not be read.")
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

# ----- lists ----------------------------------------------------------------------------

# Translators: joins the last two items of a list ("Player 1 and Player 2").
LIST_LAST = N_("{first} and {last}")
# Translators: joins earlier items of a list ("Player 1, Player 2 and Player 3"); keep the spaces you need.
LIST_SEPARATOR = N_("{first}, {rest}")
ENTRY_JOINS = {
    # Translators: joins the last two entries of a list of "name: state" entries ("Player 1: in the round and Player 2: out"); Japanese: not と, which reads as a condition here.
    "last": NP_("entries", "{first} and {last}"),
    # Translators: joins earlier entries of a list of "name: state" entries.
    "separator": NP_("entries", "{first}, {rest}"),
}
# Translators: an empty list of cards, as in "Player 2's discard pile: nothing".
NOTHING = N_("nothing")

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
# Translators: cards left in the deck.
DECK_COUNT = NN_("{count} card is left in the deck.", "{count} cards are left in the deck.")
# Translators: the face-down set-aside card is still unknown.
SET_ASIDE_HIDDEN = N_("One card is set aside face down.")
# Translators: the set-aside card after it was drawn.
SET_ASIDE_DRAWN = N_("The set-aside card has been drawn.")
# Translators: cards the listener put under the deck with the Chancellor, lowest first.
BOTTOM_KNOWN = N_("Under the deck, from the bottom, you put: {cards}.")
# Translators: how many of each card the listener has not seen; {cards} is a list like "3 Guards".
UNSEEN = N_("Not yet seen by you: {cards}.")
# Translators: the listener has seen every card.
UNSEEN_NONE = N_("You have seen every card.")
# Translators: a choice the listener cannot make now, and why; {reason} is a full sentence.
CHOICE_DISABLED = N_("{choice}: not possible. {reason}")
# Translators: the line mode's list: a choice not possible for the reason just given for
# the item above it (said once, not once per item).
CHOICE_DISABLED_AS_ABOVE = N_("{choice}: not possible, as above.")
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
# Translators: an unknown language was asked for; {language} is what was asked.
UNKNOWN_LANGUAGE = N_("Unknown language “{language}”: using English. Available: {languages}.")

# ----- speech and sound ---------------------------------------------------------------

# Translators: said once at start when a speech engine is there but did not answer (a stuck speech-dispatcher); the command stays as it is.
SPEECH_ENGINE_STUCK = NN_("The speech engine did not answer within {seconds} second, so the game does not speak. Restart it (on Linux: killall speech-dispatcher), then start the game again. Everything is still shown on screen.",
                          "The speech engine did not answer within {seconds} seconds, so the game does not speak. Restart it (on Linux: killall speech-dispatcher), then start the game again. Everything is still shown on screen.")
# Translators: said once at start when no screen reader or speech engine was found.
NO_SPEECH_BACKEND = N_("No speech engine was found, so the game does not speak. Everything is still shown on screen.")
# Translators: said once at start on Linux when speech-dispatcher cannot be reached; the
# package names and the commands stay as they are.
NO_SPEECH_BACKEND_LINUX = N_("No speech engine was found, so the game does not speak. On Debian or Ubuntu, install the packages speech-dispatcher and python3-speechd (sudo apt install speech-dispatcher python3-speechd), then run make install in the game's folder and start the game again. Everything is still shown on screen.")
# Translators: said (and shown) once when the speech engine stops answering mid-game.
SPEECH_LOST = N_("Speech has stopped: the speech engine no longer answers. The game goes on, shown on screen, and speaks again as soon as the speech engine is back.")
# Translators: said once when the speech engine answers again after it had stopped.
SPEECH_BACK = N_("Speech is back.")
# Translators: said (and shown) once when the game speaks Japanese and the speech engine
# it reaches cannot read it (espeak-ng reads each kanji as "Chinese letter"). ja: write
# it in kana only, so that such a voice can still read it; keep "make japanese-voice",
# "Linux" and "Open JTalk" as they are.
NO_JAPANESE_VOICE = N_("The voice that speaks the game cannot read Japanese. On Linux, run make japanese-voice in the game's folder to get a Japanese voice (Open JTalk). Everything is also shown on screen.")
# Translators: said once at start when there is no sound device.
NO_SOUND_DEVICE = N_("No sound device was found, so there are no sound cues. Every cue is also said in words.")
# Translators: said once at start when the player turned sound cues off.
SOUND_OFF = N_("Sound cues are off.")
# Translators: the sound test starts; {count} is the number of cues.
SOUND_TEST_START = NN_("Sound test: {count} cue plays once, with its name.",
                       "Sound test: {count} cues play one after another, each with its name.")
# Translators: one cue of the sound test; {number} counts from 1.
SOUND_TEST_CUE = N_("{number} of {total}: {cue}.")
# Translators: the sound test is over.
SOUND_TEST_DONE = N_("Sound test finished.")

CUE_LABELS = {
    # Translators: name of the sound cue played when the cards are dealt.
    "deal": N_("cards dealt"),
    # Translators: name of the sound cue played when a player draws.
    "draw": N_("a card drawn"),
    # Translators: name of the sound cue played when a card is played.
    "play": N_("a card played"),
    # Translators: name of the sound cue played when a card is discarded.
    "discard": N_("a card discarded"),
    # Translators: name of the sound cue played when the listener's turn starts.
    "your_turn": N_("your turn"),
    # Translators: name of the sound cue played when a player becomes protected.
    "protected": N_("protected"),
    # Translators: name of the sound cue played when a Guard names the right card.
    "guess_hit": N_("right guess"),
    # Translators: name of the sound cue played when a Guard names a wrong card.
    "guess_miss": N_("wrong guess"),
    # Translators: name of the sound cue played when hands are compared.
    "compare": N_("hands compared"),
    # Translators: name of the sound cue played when hands are traded.
    "trade": N_("hands traded"),
    # Translators: name of the sound cue played when a player is out of the round.
    "eliminated": N_("out of the round"),
    # Translators: name of the sound cue played when a player gains a token.
    "token": N_("token gained"),
    # Translators: name of the sound cue played when a round is won.
    "round_won": N_("round won"),
    # Translators: name of the sound cue played when the game is won.
    "game_won": N_("game won"),
    # Translators: name of the sound cue played on an error.
    "error": N_("error"),
    # Translators: name of the sound cue played when moving in a menu.
    "menu_move": N_("menu move"),
    # Translators: name of the sound cue played when choosing in a menu.
    "menu_select": N_("menu choice"),
    # Translators: name of the sound cue played for each die rolled (Disloyal Royals).
    "die": N_("a die rolled"),
    # Translators: name of the sound cue played when a roll has successes (Disloyal Royals).
    "success": N_("success"),
    # Translators: name of the sound cue played when a royal loses a heart from its defences
    # (Disloyal Royals).
    "heart_lost": N_("a heart lost"),
    # Translators: name of the sound cue played when a royal is assassinated (Disloyal Royals).
    "assassinated": N_("a royal assassinated"),
    # Translators: name of the sound cue played when a diamond is taken from a buried
    # treasure (Disloyal Royals).
    "diamond_taken": N_("a diamond taken"),
    # Translators: name of the sound cue played when digging finds nothing (Disloyal Royals).
    "dig_nothing": N_("nothing dug up"),
    # Translators: name of the sound cue played when the discard pile is shuffled into a new
    # deck (Disloyal Royals).
    "reshuffle": N_("deck reshuffled"),
    # Translators: name of the sound cue played when a card is passed on in the draft
    # (Verräter).
    "card_passed": N_("a card passed on"),
    # Translators: name of the sound cue played when a card is kept in the draft (Verräter).
    "card_kept": N_("a card kept"),
    # Translators: name of the sound cue played when the action cards are turned up
    # (Verräter).
    "reveal": N_("cards revealed"),
    # Translators: name of the sound cue played when the Traitor decides whether to change
    # sides (Verräter).
    "traitor": N_("a traitor"),
    # Translators: name of the sound cue played when a battle is won (Verräter).
    "battle_won": N_("battle won"),
    # Translators: name of the sound cue played when a battle is lost (Verräter).
    "battle_lost": N_("battle lost"),
    # Translators: name of the sound cue played when a landscape card is turned (Verräter).
    "landscape_turned": N_("a landscape turned"),
    # Translators: name of the sound cue played when an Estate or Trading post is built or
    # upgraded (Verräter).
    "building": N_("a building built"),
    # Translators: name of the sound cue played when points are scored (Verräter).
    "points": N_("points scored"),
}

# ----- the setup screen -----------------------------------------------------------------

# Translators: title of the setup screen.
SETUP_TITLE = N_("New game. Up and down move, left and right change a value, Enter starts.")
# Translators: title of the setup list when a game was left unfinished; its last item continues it.
SETUP_TITLE_SAVED = N_("Setup. A saved game waits: Continue the saved game is the last item. Up and down move, left and right change a value, Enter chooses.")
# Translators: asked before a new game replaces the game left unfinished (No comes first).
CONFIRM_REPLACE_SAVED = N_("Start a new game? The saved game will be replaced.")
# Translators: an item of a list as spoken: its text and its place in the list.
LIST_ITEM = N_("{label}. {number} of {total}.")
# Translators: a setting as shown: its name and value.
SETTING_SHOWN = N_("{label}: {value}")
# Translators: setup row: the language.
LABEL_LANGUAGE = N_("Language")
# Translators: setup value of a seat of another game than Love Letter: a bot of that game's levels, the weakest first ({number} of {count}).
BOT_LEVEL_OF = N_("bot, level {number} of {count}")
# Translators: setup row: which game is played (shown when more than one can be).
LABEL_GAME = N_("Game")
# Translators: setup row: the edition.
LABEL_EDITION = N_("Edition")
# Translators: setup row: which way of playing a game (a variant of its rules) is played.
LABEL_VARIANT = N_("Variant")
# Translators: an edition with its card count, as a setup value.
EDITION_VALUE = NN_("{edition}, {count} card", "{edition}, {count} cards")
# Translators: setup row: the number of players.
LABEL_PLAYERS = N_("Players")
# Translators: the value of the "Players" setup row.
PLAYERS_COUNT = NN_("{count} player", "{count} players")
# Translators: the value of the "Tokens to win" setup row.
TOKENS_COUNT = NN_("{count} token", "{count} tokens")
# Translators: setup row: who plays a seat; {number} counts from 1.
LABEL_SEAT = N_("Seat {number}")
# Translators: setup row: a seat's name; {number} counts from 1.
LABEL_NAME = N_("Name of seat {number}")
# Translators: setup row: the blind-player variant, with what it changes in brief.
LABEL_BLIND = N_("Blind-player variant (only each player's last discard can be reviewed)")
# Translators: setup row: tokens needed to win.
LABEL_TARGET = N_("Tokens to win")
# Translators: the token target left at the edition's default.
TARGET_DEFAULT = N_("{count}, the edition's default")
# Translators: setup row: sound cues on or off.
LABEL_SOUND = N_("Sound cues")
# Translators: setup row: effects volume.
LABEL_VOLUME = N_("Effects volume")
# Translators: a volume in percent.
PERCENT = N_("{percent}%")
# Translators: setup row: how much the game says.
LABEL_VERBOSITY = N_("Speech detail")
# Translators: setup row: the pause between bot moves.
LABEL_PACE = N_("Bot pace")
# Translators: setup row: who speaks, the game itself or the player's screen reader.
LABEL_VOICE = N_("Voice")
# Translators: voice value: the game speaks with its own voice.
VOICE_GAME = N_("the game speaks")
# Translators: voice value: the game writes each line and the player's screen reader reads it.
VOICE_SCREEN_READER = N_("your screen reader reads each line")
# Translators: voice value: chosen by whether a screen reader runs; {voice} is the one in use.
VOICE_AUTO = N_("automatic, now {voice}")
# Translators: said once at start when a screen reader runs and the setting is automatic.
SCREEN_READER_FOUND = N_("A screen reader is running, so it reads the game's lines and the game does not speak by itself. To change this, see Voice in the setup.")
# Translators: bot pace value: seconds between moves ({seconds} may be a decimal such as 1.5).
PACE_SECONDS = NN_("{seconds} second", "{seconds} seconds")
# Translators: bot pace value: bots wait for a key.
PACE_KEY = N_("wait for a key")
# Translators: setup row that starts the game.
START_GAME = N_("Start the game")
# Translators: a switch that is on (said and shown in words, no symbols).
ON = N_("on")
# Translators: a switch that is off (said and shown in words, no symbols).
OFF = N_("off")
# Translators: a seat played by a person at this computer.
KIND_HUMAN = N_("a person")
# Translators: a seat played by the weakest bot (level 1 of 4: plays at random).
KIND_RANDOM = N_("bot, level 1 of 4: random")
# Translators: a seat played by the beginner bot (level 2 of 4).
KIND_BEGINNER = N_("bot, level 2 of 4: beginner")
# Translators: a seat played by the heuristic bot (level 3 of 4: counts cards).
KIND_HEURISTIC = N_("bot, level 3 of 4: counts cards")
# Translators: a seat played by the strongest bot (level 4 of 4).
KIND_EXPERT = N_("bot, level 4 of 4: expert")
# Translators: speech detail level.
VERBOSITY_SHORT = N_("short")
# Translators: speech detail level.
VERBOSITY_NORMAL = N_("normal")
# Translators: speech detail level.
VERBOSITY_FULL = N_("full")
# Translators: the language names as offered in the setup (each in its own language).
LANGUAGE_NAMES = {"ja": "日本語", "en": "English", "de": "Deutsch"}
# Translators: prompt of the name editor; {number} counts from 1.
NAME_PROMPT = N_("Name of seat {number}. Type a name and press Enter; an empty name means {default}.")
# Translators: a name was set.
NAME_SET = N_("Seat {number} is now called {name}.")

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
# Translators: the word shown after a choice that cannot be made now.
NOT_POSSIBLE = N_("not possible")
# Translators: a list item that cannot be chosen now, as spoken ({label} is the item).
# Commas, not brackets: speech engines read brackets aloud.
ITEM_NOT_POSSIBLE = N_("{label}, not possible")
# Translators: a list item that cannot be chosen now and why ({reason}, a sentence).
ITEM_NOT_POSSIBLE_BECAUSE = N_("{label}, not possible: {reason}")

# ----- any game but Love Letter, full screen ----------------------------------------------

# Translators: an item of a list where several items can be ticked, as shown and spoken, ticked; {label} is the item.
ITEM_TICKED = N_("{label}, ticked")
# Translators: an item of a list where several items can be ticked, as shown and spoken, not ticked; {label} is the item.
ITEM_NOT_TICKED = N_("{label}, not ticked")
# Translators: said when Space ticks the highlighted item.
TICKED = N_("Ticked.")
# Translators: said when Space unticks the highlighted item.
NOT_TICKED = N_("Not ticked.")
# Translators: the last item of a list where several items can be ticked: Enter on it (or Enter anywhere in the list) takes the ticked items; {count} is how many are ticked.
CONFIRM_TICKED = N_("Done: take the ticked items (ticked: {count})")
# Translators: Enter in a list where several items can be ticked, with too few ticked ({count}: the fewest, {ticked}: how many are); nothing is taken.
TOO_FEW_TICKED = NN_("Tick at least {count} item first (ticked now: {ticked}). Space ticks or unticks the highlighted item.",
                     "Tick at least {count} items first (ticked now: {ticked}). Space ticks or unticks the highlighted item.")
# Translators: said once a game, after the first list where several items can be ticked: how to tick and take them ("Done" is the last item, CONFIRM_TICKED).
SEVERAL_HINT = N_("Space ticks or unticks the highlighted item; Done, the last item, takes the ticked ones. Enter on an item with nothing ticked takes that item alone.")
# Translators: Space where nothing can be ticked.
NOTHING_TO_TICK = N_("Space ticks an item only in a list where several items can be chosen.")
# Translators: the saved game of {game} could not be continued ({reason} says why); a new game begins and takes its place.
MATCH_NOT_CONTINUED = N_("The saved game of {game} cannot be continued: {reason}. A new game begins.")
# Translators: the game asked for has no bot of the level asked for; {level} is that level, {weakest} the game's weakest bot, which plays instead.
BOT_LEVEL_REPLACED = N_("{game} has no {level} bot: the {weakest} bot plays instead.")
# Translators: confirmation before leaving (or quitting during) a game of {game} that is saved after every move.
MATCH_LEAVE_SAVED = N_("Leave this game? It is saved: the next time you start {game}, you are asked whether to continue it.")
# Translators: confirmation before leaving a game of {game} whose last moves could not be saved.
MATCH_LEAVE_EARLIER = N_("Leave this game? Its last moves could not be saved: the next time you start {game}, it can be continued from an earlier point.")
# Translators: confirmation before playing the Princess.
CONFIRM_PRINCESS = N_("Playing the Princess puts you out of the round. Play her anyway?")
# Translators: a choice in a list that would put the player out of the round ({choice} is the choice).
CHOICE_KNOCKS_OUT = N_("{choice}: puts you out of the round")
# Translators: confirmation before a choice that makes the player discard their Princess.
CONFIRM_KNOCK_OUT = N_("This makes you discard the Princess and puts you out of the round. Do it anyway?")
# Translators: a card in the list of cards to play that chooses a player when nobody can be chosen ({choice} is the card).
CHOICE_NO_EFFECT = N_("{choice}: nobody can be chosen, so it has no effect")
# Translators: a value to name in a list, with the cards of that value, as in "5: Prince, Constable".
VALUE_CHOICE = N_("{value}: {cards}")
# Translators: a yes answer.
YES = N_("Yes")
# Translators: a no answer.
NO = N_("No")
# Translators: hot-seat: hand the computer to the next player.
PASS_TO = N_("Pass to {player}. Press Enter when ready.")
# Translators: the "ready" button on the pass screen.
READY = N_("Ready")
# Translators: full-screen game: a digit typed where the items are chosen by their numbers (a card named by its value), and no item has that number; {number} is the digit.
NUMBER_NOT_LISTED = N_("No item numbered {number} is in this list.")
# Translators: hot-seat: nothing private is shown while the computer is passed on.
HIDDEN_WHILE_PASSING = N_("Cards are hidden while the computer is passed on.")
# Translators: a bot's move waits for a key.
BOT_WAITS = N_("{player} is ready to play. Press Enter to continue.")
# Translators: the button that lets a bot move.
CONTINUE = N_("Continue")
# Translators: menu after a round.
NEXT_ROUND = N_("Next round")
# Translators: menu after a game.
NEW_GAME = N_("New game")
# Translators: menu item to leave the game.
QUIT = N_("Quit")
# Translators: title of the menu after a round.
ROUND_OVER_MENU = N_("The round is over.")
# Translators: title of the menu after the game.
GAME_OVER_MENU = N_("The game is over.")
# Translators: title of the menu when this computer is no longer at a table on another computer (the connection could not be made again, or the table refused to seat us); its only item is Quit.
TABLE_GONE_MENU = N_("You are not at the table.")
# Translators: the answer to a review key (hand, tokens...) while a table on another computer still waits for its players.
GAME_NOT_BEGUN = N_("The game has not begun yet: the table waits for its players.")
# Translators: said to a player coming back to their seat when a bot played it meanwhile; the summary of those moves follows.
BOT_PLAYED_FOR_YOU = N_("A bot played your seat while you were away; its moves are told as yours.")
# Translators: title of the menu when joining a table on another computer did not work (it could not be reached, or refused the code or a full table); its only item is Quit.
TABLE_NOT_JOINED_MENU = N_("You did not join the table.")
# Translators: said when a table on another computer could not be reached at all; {address} is HOST:PORT.
CONNECTION_NEVER = NN_("The table at {address} could not be reached for {seconds} second. Check the address and that the table is open, then join again.",
                       "The table at {address} could not be reached for {seconds} seconds. Check the address and that the table is open, then join again.")
# Translators: in the summary a returning player hears: the moves told after this line were made by a bot playing their seat.
BOT_MOVES_FROM_HERE = N_("From here on, a bot played for you:")
# Translators: said once while joining a table on another computer; {address} is HOST:PORT.
CONNECTING = N_("Connecting to the table at {address}.")
# Translators: an item of the setup list when a game was left unfinished; Enter continues it. {edition} is the edition's name.
CONTINUE_SAVED = N_("Continue the saved game: {edition}, round {round}.")
# Translators: setup row: continue the game of {game} left unfinished; {players} play, {count} moves were made so far.
CONTINUE_SAVED_MATCH = NN_("Continue the saved game: {game}, {players} players, {count} move made.",
                           "Continue the saved game: {game}, {players} players, {count} moves made.")
# Translators: said when a saved game is continued, before the current round so far is told again.
GAME_CONTINUES = N_("The saved game continues in round {round}.")
# Translators: said when a saved game is continued, after the tokens, before this round's events are told again.
ROUND_SO_FAR = N_("This round so far:")
# Translators: a saved game that cannot be continued; {reason} is one of the REASON_ texts.
SAVED_GAME_DAMAGED = N_("The saved game in {path} cannot be continued: {reason}. Starting a new game keeps a copy of it.")
# Translators: a new game took the place of a saved game that could not be continued; {backup} is where the old file now is.
SAVED_GAME_SET_ASIDE = N_("The saved game as it was is kept in {backup}.")
# Translators: a saved game that cannot be continued and cannot be copied aside (a folder, a device); it is never replaced.
SAVED_GAME_LEFT_ALONE = N_("The saved game in {path} cannot be continued: {reason}. It is left as it is, so games here are not saved.")
# Translators: the game in progress could not be written to its file; {reason} is one of the REASON_ texts. Said once.
GAME_NOT_SAVED = N_("The game cannot be saved in {path}: {reason}. It goes on, and saving is tried again after every move.")
# Translators: saving the game works again after it had failed.
GAME_SAVED_AGAIN = N_("The game is saved again.")
# Translators: another copy of the program, still running, plays the saved game in {path}; {pid} is its process number.
SAVED_GAME_IN_USE = N_("Another copy of Love Letter (process {pid}) is playing the saved game in {path}, so this game is not saved there.")
# Translators: line mode: the player chose not to replace the saved game; the program ends and the game stays saved.
SAVED_GAME_KEPT = N_("The saved game is kept. Start again to continue it.")
# Translators: said when a saved game of the blind-player variant is continued, after the last discards, before this turn's events are told again.
TURN_SO_FAR = N_("This turn so far:")
# Translators: something failed inside the program; {path} is the file the details were written to.
INTERNAL_ERROR = N_("Something went wrong inside the game. The details were written to {path}. The game goes on where it was.")
# Translators: said when the player presses a key that does nothing in the game; {key} is the key ("X", "F3"), {help} the help key ("F1").
UNKNOWN_KEY = N_("{key} does nothing here. {help} lists the keys.")
# Translators: said when the player presses a key that does nothing in a question or a help page; {key} is the key, {back} the key that goes back ("Escape").
UNKNOWN_KEY_HERE = N_("{key} does nothing here. Up and down move, {back} goes back.")
# Translators: said when the player presses Q, which does nothing: {quit} is the key that quits ("Ctrl+Q"), {help} the help key ("F1").
UNKNOWN_KEY_QUIT = N_("{key} does nothing here. To quit, press {quit}. {help} lists the keys.")
# Translators: said when the player presses Q in a question or a help page: {quit} is the key that quits ("Ctrl+Q"), {back} the key that goes back ("Escape").
UNKNOWN_KEY_QUIT_HERE = N_("{key} does nothing here. To quit, press {quit}. {back} goes back.")
# Translators: confirmation before leaving a game that is not over.
CONFIRM_QUIT = N_("Leave this game? It is not over and will be lost.")
# Translators: confirmation before leaving a game at this computer that is saved: the setup list offers "Continue the saved game".
CONFIRM_QUIT_SAVED = N_("Leave this game? It is saved: on the setup list, Continue the saved game takes you back to it.")
# Translators: confirmation before leaving a game whose last moves could not be saved: the saved game holds an earlier point of it.
CONFIRM_QUIT_EARLIER = N_("Leave this game? Its last moves could not be saved: Continue the saved game on the setup list goes back to an earlier point of it.")
# Translators: Ctrl+Q during a game whose last moves could not be saved.
CONFIRM_EXIT_EARLIER = N_("Quit Love Letter? The last moves of this game could not be saved: next time, Continue the saved game goes back to an earlier point of it.")
# Translators: Ctrl+Q during a saved game at this computer: the program ends; the setup list will offer "Continue the saved game" next time.
CONFIRM_EXIT_SAVED = N_("Quit Love Letter? The game is saved: next time, Continue the saved game on the setup list takes you back to it.")
# Translators: the item of the menus after a round and after the game that leaves the game for the setup list.
BACK_TO_SETUP = N_("Back to the setup list")
# Translators: confirmation before leaving a table on another computer while its game goes on.
CONFIRM_LEAVE_TABLE = N_("Leave the table? The game goes on without you; join again to take your seat back.")
# Translators: Ctrl+Q outside a game: said as the program ends at once.
CLOSING = N_("Love Letter closes.")
# Translators: Escape on the setup list asks before the program ends.
CONFIRM_EXIT = N_("Quit Love Letter?")
# Translators: the history buffers.
BUFFER_ALL = N_("all messages")
# Translators: the history buffers.
BUFFER_GAME = N_("game messages")
# Translators: the history buffers.
BUFFER_SYSTEM = N_("system messages")
# Translators: switching history buffer.
BUFFER_NOW = N_("History: {buffer}.")
# Translators: the history has nothing older.
HISTORY_START = N_("This is the oldest message.")
# Translators: the history has nothing newer.
HISTORY_END = N_("This is the newest message.")
# Translators: the history is empty.
HISTORY_EMPTY = N_("No messages yet.")
# Translators: 1 or 2 pressed but there is no such card.
NO_SUCH_CARD = N_("You hold no card {number}.")
# Translators: the effects volume changed.
VOLUME_NOW = N_("Effects volume {percent}%.")
# Translators: the speech detail changed.
VERBOSITY_NOW = N_("Speech detail: {level}.")
# Translators: the blind-player variant hides the unseen-card counts.
UNSEEN_NOT_IN_VARIANT = N_("In the blind-player variant, unseen cards are not counted for you.")
# Translators: title of the help screen; Escape closes it.
HELP_TITLE = N_("Help. Up and down read line by line; Escape goes back.")
# Translators: title of the card reference; Escape closes it.
REFERENCE_TITLE = N_("Card reference. Up and down read line by line; Escape goes back.")
# Translators: a key and what it does, in the help.
KEY_LINE = N_("{keys}: {action}")
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
HELP_BLIND_VARIANT = N_("The blind-player variant, from the German rules, makes memory equal for everyone: the discard piles (D) give only each player's last discard, the cards (C) are not counted for you, and the history keeps only what happened since your previous turn. Turn it on or off in the setup.")
# Translators: help (F1): the blind-player variant explained where this game is played with it (keys: d discard piles, c cards, comma/period the history).
HELP_BLIND_VARIANT_PLAYED = N_("This game is played with the blind-player variant, from the German rules, so that memory is equal for everyone: the discard piles (D) give only each player's last discard, the cards (C) are not counted for you, and the history keeps only what happened since your previous turn.")
# Translators: line mode's rules (??): the blind-player variant explained when the game is not played with it; d and c are the line mode's letters for the discard piles and the cards; --blind-variant is the command line's option (not translated).
LINE_RULES_BLIND_VARIANT = N_("The blind-player variant, from the German rules, makes memory equal for everyone: the discard piles (d) give only each player's last discard, and the cards (c) are not counted for you. To play with it, start the game with --blind-variant.")
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
# Translators: the key sheet's title for a game other than Love Letter; {game} is its title.
SHEET_TITLE_GAME = N_("{game} at the keyboard: the keys")
# Translators: key sheet heading: keys in every list.
SHEET_LISTS = N_("In every list")
# Translators: key sheet heading: keys on the setup screen.
SHEET_SETUP = N_("Setting up a game")
# Translators: key sheet heading: keys during a game.
SHEET_GAME = N_("During a game")
# Translators: key sheet heading: the history keys.
SHEET_HISTORY = N_("The history")
# Translators: key sheet heading: keys that work everywhere.
SHEET_ANYWHERE = N_("Everywhere")
# Translators: key sheet heading: the blind-player variant.
SHEET_VARIANT = N_("The blind-player variant")
# Translators: key sheet heading: notes.
SHEET_NOTES = N_("Notes")
# Translators: key sheet: what the arrow keys do in a list.
SHEET_MOVE = N_("move up and down the list; each item is read with its place")
# Translators: key sheet: Home and End in a list.
SHEET_FIRST_LAST = N_("first and last item")
# Translators: key sheet: Enter in a list.
SHEET_CHOOSE = N_("choose the item")
# Translators: key sheet: Escape.
SHEET_BACK = N_("go back one step; leaving a game always asks first")
# Translators: key sheet and the setup screen's help: Left arrow on the setup screen.
SHEET_SETTING_DOWN = N_("the previous value of the highlighted setting")
# Translators: key sheet and the setup screen's help: Right arrow on the setup screen.
SHEET_SETTING_UP = N_("the next value of the highlighted setting")
# Translators: key sheet: between two keys that do the same ("comma or Page Up").
SHEET_KEYS_OR = N_(" or ")
# Translators: key sheet: the histories explained.
SHEET_HISTORIES_EXPLAINED = N_("Everything said is kept in three histories: all messages, the game's events, and the system's answers and notices. Moving in a list is not kept; R says the open question again. When several people share the computer, each has their own histories, and nobody can read another's.")
# Translators: key sheet note: function keys on laptops.
SHEET_FN_NOTE = N_("On many laptops the F keys (F1 to F10) work only while the Fn key is held down.")
# Translators: key sheet note for Japanese keyboards: the input method must be off (direct input, 半角英数) or the letter keys do not reach the game.
SHEET_IME_NOTE = N_("Japanese keyboards: switch the input method to direct input (半角英数) before playing, or the letter keys do not reach the game.")

KEY_NAMES = {
    # Translators: the name of a key, as read in the help.
    "up": N_("Up arrow"),
    # Translators: the name of a key, as read in the help.
    "down": N_("Down arrow"),
    # Translators: the name of a key, as read in the help.
    "left": N_("Left arrow"),
    # Translators: the name of a key, as read in the help.
    "right": N_("Right arrow"),
    # Translators: the name of a key, as read in the help.
    "enter": N_("Enter"),
    # Translators: the name of a key, as read in the help.
    "escape": N_("Escape"),
    # Translators: the name of a key, as read in the help.
    "pageup": N_("Page Up"),
    # Translators: the name of a key, as read in the help.
    "pagedown": N_("Page Down"),
    # Translators: the name of a key, as read in the help.
    "comma": N_("comma"),
    # Translators: the name of a key, as read in the help.
    "full_stop": N_("period"),
    # Translators: the name of a key, as read in the help.
    "left_square_bracket": N_("left bracket"),
    # Translators: the name of a key, as read in the help.
    "right_square_bracket": N_("right bracket"),
    # Translators: the name of a key, as read in the help.
    "home": N_("Home"),
    # Translators: the name of a key, as read in the help.
    "end": N_("End"),
    # Translators: the name of a key, as read in the help.
    "space": N_("Space"),
    # Translators: the Ctrl key as written in a key combination ("Ctrl+Q"); German keyboards say "Strg".
    "ctrl": N_("Ctrl"),
    # Translators: said for a key the game cannot read (a terminal set to another encoding sent it), in place of {key} in "{key} does nothing here".
    "replacement_character": N_("That key"),
}

KEY_ACTIONS = {
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
    # Translators: what a key does (help list).
    "repeat": N_("say the open question again, or the last message"),
    # Translators: what a key does (help list).
    "older": N_("older message in the history"),
    # Translators: what a key does (help list).
    "newer": N_("newer message in the history"),
    # Translators: what a key does (help list).
    "prev_buffer": N_("previous history: all, game or system messages"),
    # Translators: what a key does (help list).
    "next_buffer": N_("next history: all, game or system messages"),
    # Translators: what a key does (help list).
    "help": N_("this help: the keys and the rules"),
    # Translators: what a key does (help list).
    "reference": N_("the card reference of this edition"),
    # Translators: what a key does (help list).
    "stop_speech": N_("stop speech"),
    # Translators: what a key does (help list).
    "volume_down": N_("effects volume down"),
    # Translators: what a key does (help list).
    "volume_up": N_("effects volume up"),
    # Translators: what a key does (help list).
    "verbosity_down": N_("less speech detail"),
    # Translators: what a key does (help list).
    "verbosity_up": N_("more speech detail"),
    # Translators: what a key does (help list).
    "navigate": N_("move in a list, choose, go back; Escape never loses a game without asking"),
    # Translators: what a key does (help list): Space in a list where several items can be chosen.
    "tick": N_("tick or untick the highlighted item, where several items can be chosen"),
    # Translators: what a key does (help list): Ctrl+Q ends the program.
    "quit": N_("quit the program (during a game it asks first; a game at this computer stays saved)"),
}

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

# Translators: a command-line value that must be a whole number in a range.
BAD_WHOLE_NUMBER = N_("{option} must be a whole number from {low} to {high}, not “{value}”.")
# Translators: a command-line value that must be a number (decimals allowed) in a range.
BAD_NUMBER = N_("{option} must be a number from {low} to {high}, not “{value}”.")
# Translators: a command-line value that must be one of a few words; {choices} lists them.
BAD_CHOICE = N_("{option} must be one of {choices}, not “{value}”.")
# Translators: a player count the edition does not allow; {counts} is a range like 2–6.
BAD_PLAYER_COUNT = N_("The {edition} edition is for {counts} players, not {players}.")
# Translators: --players and --bots disagree: --bots names the seats after the player's own.
BOTS_DO_NOT_FIT = NN_("--players {players} leaves {needed} seat for --bots, but it names {given}.",
                      "--players {players} leaves {needed} seats for --bots, but it names {given}.")
# Translators: --viewer of the simulate command was not a seat, "spectator" or "all".
BAD_VIEWER = N_("--viewer must be a seat from 0 to {last}, “spectator” or “all”, not “{value}”.")
# Translators: a player count a game does not allow; {game} is the game's title, {counts} a range like 3–5.
GAME_BAD_PLAYER_COUNT = N_("{game} is for {counts} players, not {players}.")
# Translators: a game whose rules are there but whose words are not yet; {game} is its title.
GAME_NOT_PLAYABLE = N_("{game} cannot be heard yet: only bots can play it, in the arena and the bench.")
# Translators: a game that has no scenario files; {game} is its title.
GAME_NO_SCENARIOS = N_("{game} has no scenario files.")
# Translators: the beliefs command for a game whose bots guess no hidden cards; {game} is its title.
GAME_NO_BELIEFS = N_("{game} has no bots that guess hidden cards: the beliefs command measures only those.")
# Translators: a scenario file of another game that is not a scenario; {detail} says what is wrong, in English.
GAME_SCENARIO_MALFORMED = N_("{path} is not a scenario of {game}: {detail}")
# Translators: an unknown bot level; {levels} lists the known ones.
UNKNOWN_BOT = N_("There is no bot called “{bot}”. Choose from: {levels}.")
# Translators: the command line has words the command does not know; {help} is the help command.
USAGE_UNRECOGNIZED = N_("Not understood: {words}. For the options, run: {help}")
# Translators: an option was given without its value.
USAGE_NEEDS_VALUE = N_("{option} needs a value. For the options, run: {help}")
# Translators: options the command cannot run without were not given.
USAGE_REQUIRED = N_("This command needs {options}. For the options, run: {help}")
# Translators: an unknown command word; {commands} lists the known ones.
USAGE_UNKNOWN_COMMAND = N_("There is no command “{command}”. Commands: {commands}.")
# Translators: an abbreviated option could mean several options.
USAGE_AMBIGUOUS = N_("{option} could mean {matches}: please write it out.")
# Translators: any other mistake on the command line; {detail} is the technical description.
USAGE_OTHER = N_("The command line is not understood ({detail}). For the options, run: {help}")
# Translators: the terminal cannot show the chosen language's letters; {encoding} is its encoding.
OUTPUT_CANNOT_SHOW = N_("This terminal's encoding ({encoding}) cannot show {language} text. Use a UTF-8 terminal (for example LANG=C.UTF-8) or --lang en.")
# Translators: the user pressed Ctrl+C while a command was running.
STOPPED = N_("Stopped.")
# Translators: the full-screen game was started without a keyboard (input from a file or /dev/null); --line is an option, keep it.
NO_TERMINAL = N_("The full-screen game needs a terminal to read keys from. To play by typed or piped lines, add --line.")
# Translators: an unexpected failure; {error} names it, {log} is the crash log file to send.
CRASHED = N_("Something went wrong inside accessible-ll ({error}). The details are in {log}: please send that file with a report.")
# Translators: an unexpected failure, and the crash log could not be written either.
CRASHED_NO_LOG = N_("Something went wrong inside accessible-ll ({error}), and no crash log could be written.")
# Translators: a catalog of translations is missing or damaged; {language} is its code.
CATALOG_MISSING = N_("The {language} translation is missing or damaged, so the game uses English.")

# Translators: why a file could not be used: it does not exist.
REASON_NOT_FOUND = N_("it does not exist")
# Translators: why a file could not be used: its folder does not exist.
REASON_NO_FOLDER = N_("its folder does not exist")
# Translators: why a file could not be used: the user may not read or write it.
REASON_DENIED = N_("permission denied")
# Translators: why a file could not be used: the name is a folder.
REASON_IS_FOLDER = N_("it is a folder, not a file")
# Translators: why a file could not be used: a device, pipe or other special file.
REASON_NOT_REGULAR = N_("it is not an ordinary file")
# Translators: why a file could not be used: part of the path is a file, not a folder.
REASON_NOT_FOLDER = N_("part of the path is not a folder")
# Translators: why a file could not be written: the disk is full.
REASON_DISK_FULL = N_("the disk is full")
# Translators: why a file could not be written: the disk or folder is read-only.
REASON_READ_ONLY = N_("the disk is read-only")
# Translators: why a file could not be used: the name is too long.
REASON_NAME_TOO_LONG = N_("the name is too long")
# Translators: why a file could not be read: it is not UTF-8 (or UTF-16) text.
REASON_NOT_TEXT = N_("it is not UTF-8 text")
# Translators: why a file could not be read as JSON; {line} and {column} count from 1.
REASON_NOT_JSON = N_("it is not valid JSON (line {line}, column {column})")
# Translators: why a JSON file could not be read: lists or objects nested too deeply.
REASON_TOO_DEEP = N_("it is nested too deeply")
# Translators: why a JSON file could not be read: a number with far too many digits.
REASON_NUMBER_TOO_LONG = N_("it holds a number with too many digits")
# Translators: why a JSON file could not be read: a number beyond any use (1e400, Infinity, NaN).
REASON_NUMBER_TOO_LARGE = N_("it holds a number that cannot be used")
# Translators: why a file could not be read: it is far too big for what it should hold.
REASON_TOO_BIG = N_("it is too big ({size} bytes)")
# Translators: why a file could not be used: the settings file is not a JSON object of settings.
REASON_NOT_SETTINGS = N_("it does not hold settings")
# Translators: why a saved game cannot be continued: the file holds something else.
REASON_NOT_SAVED_GAME = N_("it does not hold a saved game")
# Translators: why a saved game cannot be continued: a newer version of the program wrote it.
REASON_NEWER_SAVE = N_("a newer version of accessible_ll saved it")
# Translators: why a saved game cannot be continued: one of its values is wrong; {key} names it as written in the file (“settings.names”).
REASON_SAVE_FIELD = N_("its “{key}” cannot be used")
# Translators: why a saved game cannot be continued: its moves cannot be played again.
REASON_SAVE_NO_REPLAY = N_("its moves cannot be played again")
# Translators: why a saved game cannot be continued: the game in it has ended.
REASON_GAME_OVER = N_("its game is over")
# Translators: why a saved game cannot be continued: the line mode is for one person, the save seats several.
REASON_SAVE_PEOPLE = N_("it seats more than one person")
# Translators: any other reason the operating system gave; {detail} is its own words.
REASON_SYSTEM = N_("the system reports: {detail}")

# Translators: --settings names something that cannot be a settings file.
SETTINGS_REFUSED = N_("The settings file {path} cannot be used: {reason}. Nothing was changed; choose another file.")
# Translators: some settings were unusable and left out; {keys} lists their names, {backup} is a copy of the file as it was.
SETTINGS_DROPPED = NN_("The setting {keys} in {path} could not be used and is left out; the rest is kept. The file as it was is kept in {backup}.",
                       "The settings {keys} in {path} could not be used and are left out; the rest is kept. The file as it was is kept in {backup}.")
# Translators: some settings were unusable and are left out (the file itself is not changed); {keys} lists them.
SETTINGS_IGNORED = NN_("The setting {keys} in {path} could not be used and is left out; the rest is kept.",
                       "The settings {keys} in {path} could not be used and are left out; the rest is kept.")
# Translators: the settings file could not be read at all; the defaults are used; {backup} is a copy of it.
SETTINGS_SET_ASIDE = N_("The settings file {path} could not be read ({reason}), so the defaults are used. The file as it was is kept in {backup}.")
# Translators: the settings file exists but cannot be read; it will not be overwritten.
SETTINGS_LEFT_ALONE = N_("The settings file {path} cannot be read ({reason}), so the defaults are used and the file is left as it is. Settings will not be saved.")
# Translators: settings cannot be saved; {path} is where they should go.
SETTINGS_NOT_SAVED = N_("Settings cannot be saved in {path} ({reason}). They stay as chosen until you quit.")
# Translators: the table had to change to fit the edition; {counts} is a range like 3–8.
PLAYERS_CHANGED = N_("The {edition} edition is for {counts} players, so the table has {players}.")
# Translators: the speech log cannot be opened; nothing was started.
LOG_REFUSED = N_("Cannot write the speech log {path}: {reason}.")
# Translators: writing the speech log failed during the game; the game went on without it.
LOG_FAILED = N_("The speech log {path} stopped being written ({reason}); the game went on without it.")
# Translators: latency --real cannot run; {missing} lists programs or modules, {packages}
# the Debian package names (kept as they are).
LATENCY_NEEDS = N_("Cannot measure through a real speech stack: {missing} missing. On Debian or Ubuntu: sudo apt install {packages}")
# Translators: latency --real pressed keys but the recording stayed silent.
LATENCY_SILENT = N_("No key press was followed by sound, so there is nothing to measure.")
# Translators: a scenario file's action names a seat below 0; {last} is the last seat.
SCENARIO_NEGATIVE_SEAT = N_("Action {number} names seat {seat}: seats are numbered from 0 to {last}.")
# Translators: a scenario's tokens already reach the target, so the game would be over.
SCENARIO_TOKENS_AT_TARGET = NN_("“tokens” must all be below the target of {target}: a player with {target} token has already won.",
                                "“tokens” must all be below the target of {target}: a player with {target} tokens has already won.")
# Translators: several sound files are missing or damaged; {cues} lists the cues' names.
CUES_UNUSABLE = NN_("The sound for {cues} is missing or damaged, so it stays silent.",
                    "The sounds for {cues} are missing or damaged, so they stay silent.")
# Translators: a cue's name quoted inside a sentence, as in the message above.
CUE_QUOTED = N_("“{cue}”")
# Translators: no sound file could be used at all.
NO_CUE_FILES = N_("None of the sound files could be used, so there are no sound cues. Every cue is also said in words.")
# Translators: said when Ctrl+C is pressed in the game: it does not quit.
CTRL_C_HINT = N_("Ctrl+C does not quit. To quit, press Ctrl+Q.")

# ----- the line mode: its help, a game at one computer ------------------------------------

# Translators: line mode help (?): said after the rules when the game is played with the
# blind-player variant; d and c are the line mode's letters for the discard piles and the cards.
LINE_BLIND_VARIANT = N_("This game is played with the blind-player variant, from the German rules, so that memory is equal for everyone: the discard piles (d) give only each player's last discard, and the cards (c) are not counted for you.")
# Translators: line mode at one computer: the first words of a new game (one person with bots).
LINE_GAME_BEGINS = NN_("The game begins: you play as {player} against {count} bot.",
                       "The game begins: you play as {player} against {count} bots.")
# Translators: line mode at one computer: only bots are seated; the person listens.
LINE_BOTS_ONLY = N_("Only bots play this game: you listen, and hear what everyone at the table hears.")
# Translators: line mode at one computer: a saved game is continued.
LINE_RESUMED = N_("The game goes on where you left it.")
# Translators: heading before the summary of a continued game (at one computer, or a seat taken again at another computer's table).
LINE_SO_FAR = N_("Where the game stands:")
# Translators: rounds already played in a continued game (also when a seat is taken again).
LINE_ROUNDS_PLAYED = NN_("{count} round has been played.", "{count} rounds have been played.")

# ----- the line mode of every other game ---------------------------------------------------

# Translators: line mode, a game other than Love Letter begins with one person and bots; {game} is its title.
LINE_MATCH_BEGINS = NN_("{game}: you play as {player} against {count} bot.",
                        "{game}: you play as {player} against {count} bots.")
# Translators: line mode, several people share one computer (hot-seat); {people} is their names joined ("Anna and Ben").
LINE_MATCH_SHARED = N_("{game}: {people} share this computer, each deciding when it is passed to them.")
# Translators: line mode, hot-seat: said after LINE_MATCH_SHARED when bots play too.
LINE_MATCH_BOTS = NN_("{count} bot plays with you.", "{count} bots play with you.")
# Translators: a game left unfinished can be continued (full screen: Yes or No; line mode: answered 1 yes, 2 no); {game} is its title, {count} the moves made so far.
LINE_CONTINUE_MATCH = NN_("A game of {game} you left unfinished is saved: {players} players, {count} move made. Continue it?",
                          "A game of {game} you left unfinished is saved: {players} players, {count} moves made. Continue it?")
# Translators: line mode: an empty line where a number must be typed; {count} is how many items the question has.
LINE_EMPTY = N_("Type a number from 1 to {count} and press Enter, or ? for the keys.")
# Translators: line mode: typed text that is no key while nothing is asked.
LINE_NOT_A_KEY = N_("“{text}” is not a key here. Type ? for the keys.")
# Translators: line mode: an item ticked where several may be chosen; {choice} is its label.
LINE_TICKED_ITEM = N_("{choice}, ticked")
# Translators: line mode: what is ticked now; {items} is the items' labels joined ("2 of clubs and 7 of clubs").
LINE_TICKED = N_("Ticked: {items}.")
# Translators: line mode: nothing is ticked now (where several items may be ticked).
LINE_NONE_TICKED = N_("Nothing ticked.")
# Translators: line mode: how to answer a question where several items may be ticked; "ok" must be one of LINE_DONE_WORDS.
LINE_SEVERAL_HINT = N_("Type the numbers to tick or untick, like 2 5 6; then an empty line or ok confirms.")
# Translators: line mode: the words that confirm the ticked items, separated by commas, lower case (an empty line does too).
LINE_DONE_WORDS = N_("ok, done")
# Translators: line mode: the words typed to answer yes, separated by commas, lower case (1 or 2 works too).
LINE_YES_WORDS = N_("y, yes")
# Translators: line mode: the words typed to answer no, separated by commas, lower case.
LINE_NO_WORDS = N_("n, no")
# Translators: line mode: fewer items ticked than the question needs; nothing is confirmed.
LINE_TICK_AT_LEAST = NN_("Tick at least {count} item, then confirm.",
                         "Tick at least {count} items, then confirm.")
# Translators: line mode, hot-seat: something other than Enter typed while the computer is passed on.
LINE_PASS_WAITING = N_("The computer goes to {player}: press Enter when {player} is ready.")
# Translators: line mode help: typing several numbers in one line.
LINE_KEY_TICK = N_("numbers with spaces: tick or untick items where several may be chosen; an empty line or ok confirms them")
# Translators: line mode help: the letter that says the open question again.
LINE_KEY_REPEAT = N_("the open question again")
# Translators: line mode help: the keys that read the rules; {game} is the game's title.
LINE_KEY_RULES = N_("the rules of {game}")
# Translators: line mode help: the letter that leaves the game (asked first).
LINE_KEY_LEAVE = N_("leave the game (you are asked first)")
# Translators: line mode: the game has no rules to read yet; {game} is its title.
LINE_NO_RULES = N_("The rules of {game} cannot be read here yet.")
# Translators: line mode, q typed: the game is saved in the file {path} (answered 1 no, 2 yes).
LINE_CONFIRM_QUIT_SAVED = N_("Leave this game? It is saved in {path}: start the line mode again to continue it.")
# Translators: line mode, q typed: the last moves could not be saved, {path} holds an earlier point (answered 1 no, 2 yes).
LINE_CONFIRM_QUIT_EARLIER = N_("Leave this game? Its last moves could not be saved: {path} holds an earlier point of it.")
# Translators: line mode: the person left (q, or their input ended); {path} is the save file, {command} the command that continues it (accessible-ll --line --game verraeter, with --settings FILE when one was given).
LINE_KEPT = N_("The game is saved in {path}. To continue it, start {command} again.")
# Translators: line mode: the person left while the last moves could not be saved; {command} is the command that continues it, as for LINE_KEPT.
LINE_KEPT_EARLIER = N_("The last moves could not be saved: {path} holds an earlier point of this game. To continue it, start {command} again.")
# Translators: line mode: the person left a game that is not saved anywhere.
LINE_NOT_KEPT = N_("The game is not kept.")
# Translators: line mode: the person left a table on another computer.
LINE_LEFT_TABLE = N_("You left the table. Join again to take your seat back.")
# Translators: line mode: "no" to leaving the game; the open question follows again.
LINE_GOES_ON = N_("The game goes on.")
# Translators: the saved player count does not fit the game; {counts} is a range like 3–5.
GAME_PLAYERS_CHANGED = N_("{game} is for {counts} players, so the table has {players}.")

# ----- the command line's help (--help) ----------------------------------------------------
# Option names (--players), metavars in capitals (FILE, N, SECONDS, HOST[:PORT]), file
# names and commands stay as they are. A help line is short: a phrase, or a sentence.

# Translators: --help: the word before the command's syntax (argparse's "usage:").
CLI_USAGE = N_("usage:")
# Translators: --help: heading of the list of arguments given without an option name.
CLI_POSITIONALS = N_("positional arguments")
# Translators: --help: heading of the list of options.
CLI_OPTIONS = N_("options")
# Translators: --help: what -h and --help do.
CLI_HELP = N_("show this help message and exit")
# Translators: --help: what the program is, first lines of `accessible-ll --help`.
CLI_DESCRIPTION = N_("Love Letter for screen-reader, braille and keyboard players. Without a command: play.")
# Translators: --help: the --lang option; ja, en and de stay as they are.
CLI_LANG = N_("language: ja, en or de (default: the system's)")
# Translators: --help: the --bots option; {levels} lists the bot levels, 'human' stays.
CLI_BOTS = N_("who plays seats 2, 3...: a bot level ({levels}), or 'human' (hot-seat)")
# Translators: --help: the --blind-variant option (the blind-player variant).
CLI_BLIND_VARIANT = N_("only each player's last discard can be reviewed")
# Translators: --help: the --no-sound option.
CLI_NO_SOUND = N_("no sound cues")
# Translators: --help: the --speech-log option; FILE stays.
CLI_SPEECH_LOG = N_("also write what is said to FILE")
# Translators: --help: the --voice option of the game.
CLI_VOICE = N_("who speaks: the game's own voice, or your screen reader, which reads each line the game writes (default: the screen reader when one runs; saved)")
# Translators: --help: the --seed option (the same seed deals the same cards).
CLI_SEED = N_("fix the shuffles (a repeatable game), 0 or more")
# Translators: --help: the --settings option; FILE stays.
CLI_SETTINGS = N_("read and save settings in FILE")
# Translators: --help: the --start option.
CLI_START = N_("skip the setup screen")
# Translators: --help: the --line option (the line mode).
CLI_LINE = N_("no full screen: one line per utterance, numbered questions")
# Translators: --help: the scenario command.
CLI_SCENARIO = N_("play a scenario file and print the result")
# Translators: --help: the --lang option of the scenario command.
CLI_SCENARIO_LANG = N_("language of messages: ja, en or de")
# Translators: --help: the simulate command.
CLI_SIMULATE = N_("print what one listener hears in a bot game")
# Translators: --help: simulate's --viewer option; 'spectator' and 'all' stay as they are.
CLI_VIEWER = N_("a seat number, 'spectator' or 'all' (default: 0)")
# Translators: --help: the sound-test command.
CLI_SOUND_TEST = N_("play every sound cue with its name")
# Translators: --help: sound-test's --volume option.
CLI_VOLUME = N_("effects volume, 0 to 1")
# Translators: --help: the latency command.
CLI_LATENCY = N_("measure event-to-speech and event-to-cue time")
# Translators: --help: the --json option of the measuring commands.
CLI_JSON = N_("print one JSON object")
# Translators: --help: latency's --real option; the program names stay as they are.
CLI_REAL = N_("key press to the first sound, through a private speech-dispatcher, espeak-ng and PulseAudio (Linux)")
# Translators: --help: latency's --presses option (used with --real).
CLI_PRESSES = N_("key presses (--real)")
# Translators: --help: the keys command (a key sheet to hand out).
CLI_KEYS = N_("print the key list (to print for a classroom)")
# Translators: --help: the --settings option of the keys command; FILE stays.
CLI_KEYS_SETTINGS = N_("show the keys as mapped in FILE")
# Translators: --help: the --format option of the keys command; text and html stay.
CLI_KEYS_FORMAT = N_("text to print, or html for a large-print or braille handout")
# Translators: --help: the arena command.
CLI_ARENA = N_("play bots against each other")
# Translators: --help: arena's --bots option; random,heuristic stays as it is.
CLI_ARENA_BOTS = N_("levels, one per seat: random,heuristic")
# Translators: --help: arena's --players option.
CLI_ARENA_PLAYERS = N_("seats at the table: the last level of --bots plays every seat left")
# Translators: --help: the --option option: a choice of the game's table, ID=VALUE, the value as the setup list says it (or its number); keep the examples as they are.
CLI_OPTION = N_("a choice of the game's table, its value as the setup list says it or its number: target=5, blind=on, first=2")
# Translators: --option was not given as ID=VALUE; {given} is what was typed.
OPTION_MALFORMED = N_("--option needs a choice and its value, such as target=5, not “{given}”.")
# Translators: --option named a choice the game does not have; {options} lists the ones it has.
OPTION_UNKNOWN = N_("{game} has no choice called “{option}”. Its choices: {options}.")
# Translators: --option named a choice for a game that has none to make.
OPTION_NONE = N_("{game} has no choices to make before it starts.")
# Translators: --option gave a value the choice does not have (here: with this edition and these players); {values} lists its values in words.
OPTION_VALUE = N_("“{value}” is no value of {option}. Its values: {values}.")
# Translators: --help: the --game option; {games} lists each game's id with its title, such as love-letter (Love Letter).
CLI_GAME = N_("the game: {games}")
# Translators: --help: the beliefs command.
CLI_BELIEFS = N_("measure how well bots read hidden cards")
# Translators: --help: the ui-bench command.
CLI_UI_BENCH = N_("measure start-up and key-to-speech time")
# Translators: --help: the bench command.
CLI_BENCH = N_("measure the rules engine's speed")
# Translators: --help: bench's --repeat option.
CLI_REPEAT = N_("runs; the best is shown")
# Translators: --help: the host command (a table across computers).
CLI_HOST = N_("open a table that others join from their computers")
# Translators: --help: host's --bind option.
CLI_BIND = N_("address to listen on (default: all)")
# Translators: --help: host's --port option.
CLI_PORT = N_("0 picks a free port")
# Translators: --help: host's --bots option.
CLI_HOST_BOTS = N_("bots for the last seats")
# Translators: --help: host's --target option (tokens of affection).
CLI_TARGET = N_("tokens to win (default: the edition's)")
# Translators: --help: host's --seed option.
CLI_HOST_SEED = N_("fix the shuffles, for tests only (never sent to anyone; without it the deck comes from a secret of 128 bits)")
# Translators: --help: host's --pace option.
CLI_PACE = N_("seconds between bot moves")
# Translators: --help: host's --save option; FILE stays.
CLI_SAVE = N_("write the table to FILE after every action")
# Translators: --help: host's --resume option; FILE stays.
CLI_RESUME = N_("continue the table saved in FILE")
# Translators: --help: host's --takeover option; SECONDS stays.
CLI_TAKEOVER = N_("a bot plays an absent player's seat after SECONDS")
# Translators: --help: host's --lang option.
CLI_HOST_LANG = N_("language of this window: ja, en or de")
# Translators: --help: host's --voice option.
CLI_HOST_VOICE = N_("who speaks: the game's own voice, or your screen reader, which reads the printed lines (default: the settings' choice, else your screen reader when one runs)")
# Translators: --help: host's --json option.
CLI_HOST_JSON = N_("print the address and code, then the result, as JSON (nothing is said)")
# Translators: --help: the join command; 'host' is the command's name.
CLI_JOIN = N_("sit at a table opened with 'host'")
# Translators: --help: join's address argument; HOST[:PORT] stays.
CLI_ADDRESS = N_("HOST[:PORT] as the table shows it")
# Translators: --help: join's --code option.
CLI_CODE = N_("the join code the table shows")
# Translators: --help: join's --name option.
CLI_NAME = N_("your name at the table")
# Translators: --help: join's --lang option.
CLI_JOIN_LANG = N_("your language: ja, en or de")
# Translators: --help: join's --spectate option.
CLI_SPECTATE = N_("watch: public events only")
# Translators: --help: join's --bot option.
CLI_JOIN_BOT = N_("let the table's bot of that level play this seat, headless")
# Translators: --help: join's --seed option.
CLI_JOIN_SEED = N_("not used: the table's own seed fixes its bots' choices")
# Translators: --help: join's --line option.
CLI_JOIN_LINE = N_("one line per utterance instead of the full-screen game")
# Translators: --help: join's --voice option.
CLI_JOIN_VOICE = N_("who speaks: the game, or your screen reader reading the screen")
# Translators: --help: join's --settings option.
CLI_JOIN_SETTINGS = N_("settings file; keeps your seat key")
# Translators: --help: join's --retry option.
CLI_RETRY = N_("how long to keep trying after the connection drops")
# Translators: --help: join's --json option.
CLI_JOIN_JSON = N_("print the result as JSON at the end")
# Translators: --help: the table-bench command.
CLI_TABLE_BENCH = N_("measure one host serving many remote tables")
# Translators: --help: table-bench's --think option.
CLI_THINK = N_("seconds each bot waits before it acts (0: no pause)")

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
