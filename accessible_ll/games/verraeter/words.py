"""Every sentence Verräter says, marked for translation (``make extract`` finds them).

Whole sentences with named placeholders; names of landscapes, houses, action cards and
buildings carry a context. ``{player}`` is a player's name; sentences addressed to the
listener have their own "you" form. No placeholder ends in "card" (the shell's words
read those as Love Letter cards): action cards are ``{role}``, supply values ``{values}``.

>>> HOUSES["hawk"], LANDSCAPES["city"], ROLES["diplomat5"]
(('house', 'Hawk'), ('landscape', 'City'), ('action card', 'Diplomat +5'))
"""

from __future__ import annotations

from accessible_ll.kit import BotWords, N_, NN_, NP_
from accessible_ll.kit.words import BOT_EXPERT, RANDOM_BOT

#: The game's title in each language: the table, the opening and the dialogs say it alike.
TITLES = {"ja": "フェレータ", "de": "Verräter", "en": "Traitor (Verräter)"}

HOUSES = {
    # Translators: the name of a house (the side of a landscape or an allegiance card).
    "hawk": NP_("house", "Hawk"),
    # Translators: the name of a house (the side of a landscape or an allegiance card).
    "rose": NP_("house", "Rose"),
}

LANDSCAPES = {
    # Translators: a landscape type (the weakest, base strength 0).
    "wasteland": NP_("landscape", "Wasteland"),
    # Translators: a landscape type (base strength 3).
    "meadow": NP_("landscape", "Meadow"),
    # Translators: a landscape type (base strength 5).
    "river": NP_("landscape", "River"),
    # Translators: a landscape type (base strength 7).
    "forest": NP_("landscape", "Forest"),
    # Translators: a landscape type (base strength 10).
    "village": NP_("landscape", "Village"),
    # Translators: a landscape type (the strongest, base strength 15).
    "city": NP_("landscape", "City"),
}

ROLES = {
    # Translators: an action card: may switch house after the reveal.
    "traitor": NP_("action card", "Traitor"),
    # Translators: an action card: adds 5 to its holder's house in the battle.
    "diplomat5": NP_("action card", "Diplomat +5"),
    # Translators: an action card: adds 2 and draws one more supply card.
    "diplomat2": NP_("action card", "Diplomat +2"),
    # Translators: an action card: takes the strategy card and 2 points.
    "strategist": NP_("action card", "Strategist"),
    # Translators: an action card: builds an Estate or a Trading post.
    "builder": NP_("action card", "Builder"),
    # Translators: an action card: draws three supply cards.
    "farmer": NP_("action card", "Farmer"),
}

#: An action card with its article, as the subject of a sentence ("{player} is {role}";
#: German: nominative, "der Stratege").
ROLES_SUBJECT = {
    # Translators: the Traitor with its article, as a subject or after "is" ("Ann is the
    # Traitor"; German nominative: der Verräter).
    "traitor": NP_("action card, nominative", "the Traitor"),
    # Translators: Diplomat +5 with its article, as a subject or after "is" (German: der
    # Diplomat +5).
    "diplomat5": NP_("action card, nominative", "the Diplomat +5"),
    # Translators: Diplomat +2 with its article, as a subject or after "is" (German: der
    # Diplomat +2).
    "diplomat2": NP_("action card, nominative", "the Diplomat +2"),
    # Translators: the Strategist with its article, as a subject or after "is" (German:
    # der Stratege).
    "strategist": NP_("action card, nominative", "the Strategist"),
    # Translators: the Builder with its article, as a subject or after "is" (German: der
    # Baumeister).
    "builder": NP_("action card, nominative", "the Builder"),
    # Translators: the Farmer with its article, as a subject or after "is" (German: der
    # Bauer).
    "farmer": NP_("action card, nominative", "the Farmer"),
}

#: An action card with its article, as the object of a sentence ("You keep {role}";
#: German: accusative, "den Strategen").
ROLES_OBJECT = {
    # Translators: the Traitor with its article, as an object ("You keep the Traitor";
    # German accusative: den Verräter).
    "traitor": NP_("action card, accusative", "the Traitor"),
    # Translators: Diplomat +5 with its article, as an object (German: den Diplomaten +5).
    "diplomat5": NP_("action card, accusative", "the Diplomat +5"),
    # Translators: Diplomat +2 with its article, as an object (German: den Diplomaten +2).
    "diplomat2": NP_("action card, accusative", "the Diplomat +2"),
    # Translators: the Strategist with its article, as an object (German: den Strategen).
    "strategist": NP_("action card, accusative", "the Strategist"),
    # Translators: the Builder with its article, as an object (German: den Baumeister).
    "builder": NP_("action card, accusative", "the Builder"),
    # Translators: the Farmer with its article, as an object (German: den Bauern).
    "farmer": NP_("action card, accusative", "the Farmer"),
}

# Translators: what is said between items of a list (names, card values).
SEPARATOR = NP_("list separator", ", ")

# --- the table --------------------------------------------------------------------------

# Translators: the start of a game of Verräter; {game} is the game's title in the
# listener's language (フェレータ, Verräter, Traitor (Verräter)).
GAME_STARTED = NN_("A game of {game} for {count} player, {rounds} rounds.",
                   "A game of {game} for {count} players, {rounds} rounds.")
# Translators: a player's house (allegiance) at the start.
HOUSE_OF = N_("{player} belongs to {house}.")
# Translators: the listener's own house (allegiance).
HOUSE_YOURS = N_("You belong to {house}.")
# Translators: the ring of twelve landscapes, clockwise from landscape 1; {ring} is a
# list of "landscape, house" items.
RING = N_("The ring, from landscape 1 clockwise: {ring}.")
# Translators: one item of the ring's list: a landscape type and the house it shows.
RING_ITEM = N_("{landscape} {house}")
# Translators: Verräter, setup row: who is the start player (chosen before the game).
SETUP_START = N_("Start player")
# Translators: who is the start player at the start of the game.
START_PLAYER = N_("{player} is the start player.")
# Translators: the listener is the start player at the start of the game.
START_PLAYER_YOU = N_("You are the start player.")
# Translators: who holds the strategy card.
STRATEGY_HOLDER = N_("{player} holds the strategy card.")
# Translators: the listener holds the strategy card.
STRATEGY_YOURS = N_("You hold the strategy card.")
# Translators: the supply cards left in the deck.
DECK = NN_("{count} supply card is left in the deck.",
           "{count} supply cards are left in the deck.")
# Translators: the supply cards dealt to the listener; {values} is a list of numbers.
DEALT = N_("Your supply cards: {values}.")
# Translators: the supply cards dealt to a player (in the record of a finished game).
DEALT_OTHER = N_("{player}'s supply cards: {values}.")

# --- buildings --------------------------------------------------------------------------

# Translators: a player puts an Estate under a landscape.
BUILT = N_("{player} puts an Estate under landscape {position}, {landscape} {house}.")
# Translators: the listener puts an Estate under a landscape.
BUILT_YOU = N_("You put an Estate under landscape {position}, {landscape} {house}.")
# Translators: a player turns their Estate into a Trading post.
UPGRADED = N_("{player} turns their Estate under landscape {position}, {landscape}, "
              "into a Trading post.")
# Translators: the listener turns their Estate into a Trading post.
UPGRADED_YOU = N_("You turn your Estate under landscape {position}, {landscape}, "
                  "into a Trading post.")
# Translators: the Builder built nothing.
BUILDER_PASSED = N_("{player} builds nothing.")
# Translators: the listener, the Builder, built nothing.
BUILDER_PASSED_YOU = N_("You build nothing.")

# --- the round --------------------------------------------------------------------------

# Translators: a round begins.
ROUND_STARTED = N_("Round {round_no} of {rounds}. {player} is the start player.")
# Translators: a round begins and the listener is the start player.
ROUND_STARTED_YOU = N_("Round {round_no} of {rounds}. You are the start player.")
# Translators: the strategy card's holder chose the battlefield; {first} and {second}
# are "landscape house" descriptions.
BATTLEFIELD = N_("{player} chooses the battlefield: landscape {first_position}, "
                 "{first}, and landscape {second_position}, {second}.")
# Translators: the listener chose the battlefield.
BATTLEFIELD_YOU = N_("You choose the battlefield: landscape {first_position}, "
                     "{first}, and landscape {second_position}, {second}.")
# Translators: the draft begins; {count} action cards lie face down, seen by nobody.
DRAFT_STARTED = NN_("The action cards are shuffled; {count} lies face down in the centre.",
                    "The action cards are shuffled; {count} lie face down in the centre.")
# Translators: the listener, the start player, takes the action cards from the stack.
OFFERED_STACK = N_("You take the action cards: {roles}.")
# Translators: the action cards another player passed to the listener.
OFFERED = N_("{player} passes you {roles}.")
# Translators: a drafter received action cards (in the record of a finished game).
OFFERED_OTHER = N_("{player} receives {roles}.")
# Translators: a player has kept an action card (which one stays secret).
KEPT = N_("{player} has chosen.")
# Translators: the action card the listener kept; {role} has its article ("the
# Strategist"; German accusative: "den Strategen").
KEPT_YOU = N_("You keep {role}.")
# Translators: the action card a player kept (in the record of a finished game); {role}
# has its article, as an object.
KEPT_OTHER = N_("{player} keeps {role}.")
# Translators: a player passes face-down action cards to the next player.
PASSED = NN_("{player} passes {count} card to {receiver}.",
             "{player} passes {count} cards to {receiver}.")
# Translators: the listener passes face-down action cards to the next player.
PASSED_YOU = NN_("You pass {count} card to {receiver}.",
                 "You pass {count} cards to {receiver}.")
# Translators: the draft is over; the rest lie face down in the centre.
DRAFT_ENDED = NN_("The draft is over; {count} action card lies face down in the centre.",
                  "The draft is over; {count} action cards lie face down in the centre.")
# Translators: a player commits one supply card, of value {value}.
COMMITTED_ONE = N_("{player} commits one supply card: {value}.")
# Translators: the listener commits one supply card, of value {value}.
COMMITTED_ONE_YOU = N_("You commit one supply card: {value}.")
# Translators: a player commits supply cards ({count} is 2 or more); {values} is a list
# of numbers.
COMMITTED = NN_("{player} commits {count} supply card worth {total}: {values}.",
                "{player} commits {count} supply cards worth {total}: {values}.")
# Translators: the listener commits supply cards ({count} is 2 or more).
COMMITTED_YOU = NN_("You commit {count} supply card worth {total}: {values}.",
                    "You commit {count} supply cards worth {total}: {values}.")
# Translators: a player commits no supply card.
COMMITTED_NONE = N_("{player} commits nothing.")
# Translators: the listener commits no supply card.
COMMITTED_NONE_YOU = N_("You commit nothing.")
# Translators: the action cards are turned up.
REVEALED = N_("The action cards are turned up.")
# Translators: a player's action card, once turned up; {role} has its article ("the
# Strategist"; German nominative: "der Stratege").
ROLE_OF = N_("{player} is {role}.")
# Translators: the listener's action card, once turned up; {role} has its article.
ROLE_YOURS = N_("You are {role}.")
# Translators: the Traitor turned their allegiance card.
SWITCHED = N_("{player}, the Traitor, switches allegiance to {house}.")
# Translators: the listener, the Traitor, turned their allegiance card.
SWITCHED_YOU = N_("You switch allegiance to {house}.")
# Translators: the Traitor kept their allegiance.
STAYED = N_("{player}, the Traitor, stays with {house}.")
# Translators: the listener, the Traitor, kept their allegiance.
STAYED_YOU = N_("You stay with {house}.")
# Translators: one side of the battle: its house, landscape, strength and what it is
# made of (the landscape's base strength, committed supply cards, diplomats).
SIDE = N_("{house} on {landscape}: {strength} (base strength {base}, supply cards {supply}, "
          "diplomats {diplomats}).")
# Translators: a house won the battle.
BATTLE_WON = N_("{house} wins the battle.")
# Translators: the battle is a tie.
BATTLE_TIED = N_("A tie: no landscape turns and nobody scores.")
# Translators: the losing landscape turns to the winning house.
TURNED = N_("Landscape {position}, {landscape}, now shows {house}.")
# Translators: the winning house has no player, so nobody scores.
TURNED_NOBODY = N_("Nobody belongs to {house}: nobody scores.")
# Translators: points for the battle; {total} is the player's new score.
POINTS_BATTLE = NN_("{player} gains {count} point for {landscape}, now {total}.",
                    "{player} gains {count} points for {landscape}, now {total}.")
# Translators: the listener's points for the battle.
POINTS_BATTLE_YOU = NN_("You gain {count} point for {landscape}, now {total}.",
                        "You gain {count} points for {landscape}, now {total}.")
# Translators: the Traitor's points.
POINTS_TRAITOR = NN_("{player} gains {count} point as the Traitor, now {total}.",
                     "{player} gains {count} points as the Traitor, now {total}.")
# Translators: the listener's points as the Traitor.
POINTS_TRAITOR_YOU = NN_("You gain {count} point as the Traitor, now {total}.",
                         "You gain {count} points as the Traitor, now {total}.")
# Translators: the Strategist's points.
POINTS_STRATEGIST = NN_("{player} gains {count} point as the Strategist, now {total}.",
                        "{player} gains {count} points as the Strategist, now {total}.")
# Translators: the listener's points as the Strategist.
POINTS_STRATEGIST_YOU = NN_("You gain {count} point as the Strategist, now {total}.",
                            "You gain {count} points as the Strategist, now {total}.")
# Translators: final scoring: points for a Trading post under landscape {position}, a
# {landscape} (a player may have two under landscapes of one type).
POINTS_POST = NN_("{player} gains {count} point for the Trading post under landscape "
                  "{position}, {landscape}, now {total}.",
                  "{player} gains {count} points for the Trading post under landscape "
                  "{position}, {landscape}, now {total}.")
# Translators: final scoring: the listener's points for a Trading post.
POINTS_POST_YOU = NN_("You gain {count} point for the Trading post under landscape "
                      "{position}, {landscape}, now {total}.",
                      "You gain {count} points for the Trading post under landscape "
                      "{position}, {landscape}, now {total}.")
# Translators: the Strategist takes the strategy card.
STRATEGY_TAKEN = N_("{player}, the Strategist, takes the strategy card.")
# Translators: the listener, the Strategist, takes the strategy card.
STRATEGY_TAKEN_YOU = N_("You take the strategy card as the Strategist.")
# Translators: nobody chose the Strategist: the holder keeps the strategy card.
STRATEGY_KEPT = N_("{player} keeps the strategy card.")
# Translators: the listener keeps the strategy card.
STRATEGY_KEPT_YOU = N_("You keep the strategy card.")
# Translators: the committed supply cards go to the discard pile.
COMMITMENTS_DISCARDED = NN_("{count} committed supply card goes to the discard pile.",
                            "{count} committed supply cards go to the discard pile.")
# Translators: a player discards supply cards face down.
DISCARDED = NN_("{player} discards {count} card.", "{player} discards {count} cards.")
# Translators: the listener discards supply cards.
DISCARDED_YOU = NN_("You discard {count} card.", "You discard {count} cards.")
# Translators: a player discards down to the hand limit of five.
DISCARDED_LIMIT = NN_("{player} discards {count} card down to five.",
                      "{player} discards {count} cards down to five.")
# Translators: the listener discards down to the hand limit of five.
DISCARDED_LIMIT_YOU = NN_("You discard {count} card down to five.",
                          "You discard {count} cards down to five.")
# Translators: a player discards no supply card.
DISCARDED_NONE = N_("{player} discards nothing.")
# Translators: the listener discards no supply card.
DISCARDED_NONE_YOU = N_("You discard nothing.")
# Translators: the listener discards {count} supply cards, these values (one sentence:
# how many and which).
DISCARDED_VALUES = NN_("You discard {count} card: {values}.",
                       "You discard {count} cards: {values}.")
# Translators: a player discards these values (in the record of a finished game).
DISCARDED_VALUES_OTHER = NN_("{player} discards {count} card: {values}.",
                             "{player} discards {count} cards: {values}.")
# Translators: the listener discards these supply values down to the hand limit of five.
DISCARDED_VALUES_LIMIT = NN_("You discard {count} card down to five: {values}.",
                             "You discard {count} cards down to five: {values}.")
# Translators: a player discards these values down to the hand limit of five (in the
# record of a finished game).
DISCARDED_VALUES_LIMIT_OTHER = NN_("{player} discards {count} card down to five: {values}.",
                                   "{player} discards {count} cards down to five: "
                                   "{values}.")
# Translators: the discard pile becomes the new deck.
RESHUFFLED = NN_("The discard pile, {count} card, is shuffled into a new deck.",
                 "The discard pile, {count} cards, is shuffled into a new deck.")
# Translators: a player draws supply cards.
DREW = NN_("{player} draws {count} card.", "{player} draws {count} cards.")
# Translators: the listener draws supply cards.
DREW_YOU = NN_("You draw {count} card.", "You draw {count} cards.")
# Translators: fewer cards were drawn than due, because deck and discard pile are empty.
DREW_SHORT = NN_("Deck and discard pile are empty: {count} card could not be drawn.",
                 "Deck and discard pile are empty: {count} cards could not be drawn.")
# Translators: a player draws no supply card (no Estate under their house).
DREW_NONE = N_("{player} draws nothing.")
# Translators: the listener draws no supply card (no Estate under their house).
DREW_NONE_YOU = N_("You draw nothing.")
# Translators: the listener draws {count} supply cards, these values (one sentence: how
# many and which: "You draw 1 card: 2.", not a bare "You draw 2.").
DREW_VALUES = NN_("You draw {count} card: {values}.", "You draw {count} cards: {values}.")
# Translators: a player draws these values (in the record of a finished game).
DREW_VALUES_OTHER = NN_("{player} draws {count} card: {values}.",
                        "{player} draws {count} cards: {values}.")
# Translators: a round is over.
ROUND_ENDED = N_("Round {round_no} is over.")

# --- the end ----------------------------------------------------------------------------

# Translators: the game's last round is over, so the game ends (said once, in place of
# "Round {round_no} is over."; the final scoring follows).
ENDED_LAST_ROUND = N_("Round {round_no}, the last, is over: the game ends.")
# Translators: the game ends because every landscape shows the same house (said after
# "Round {round_no} is over."; the final scoring follows).
ENDED_ONE_HOUSE = N_("Every landscape shows one house: the game ends.")
# Translators: a player's final score.
FINAL_SCORE = NN_("{player}: {count} point.", "{player}: {count} points.")
# Translators: the listener's final score.
FINAL_SCORE_YOU = NN_("You: {count} point.", "You: {count} points.")
# Translators: one player wins.
WINS = N_("{player} wins.")
# Translators: the listener wins.
WINS_YOU = N_("You win.")
# Translators: several players share the win; {players} is a list of names.
SHARED_WIN = N_("{players} share the win.")
# Translators: the listener shares the win with others.
SHARED_WIN_YOU = N_("You share the win with {players}.")
# Translators: nobody wins.
NOBODY_WINS = N_("Nobody wins.")

# --- review answers ---------------------------------------------------------------------

# Translators: one landscape of the ring as read on request: position, type, house,
# base strength, building, and the points each winner gains for it by how many players
# the winning house has, from 1 to {most} (all the table's players); {points} is a list
# of numbers in that order ("18, 9, 6, 5, 4").
LANDSCAPE = N_("Landscape {position}: {landscape} {house}, strength {base}; {building}; "
               "points for each winner, with 1 to {most} winners: {points}.")
# Translators: added when the landscape is on the battlefield of a battle still to be
# fought.
ON_BATTLEFIELD = N_("On the battlefield.")
# Translators: added when the landscape was on the battlefield of this round's battle,
# which has been fought.
WAS_BATTLEFIELD = N_("Was the battlefield this round.")
# Translators: a building in the landscape reading.
ESTATE_OF = N_("Estate of {player}")
# Translators: the listener's building in the landscape reading.
ESTATE_YOURS = N_("your Estate")
# Translators: a building in the landscape reading.
POST_OF = N_("Trading post of {player}")
# Translators: the listener's building in the landscape reading.
POST_YOURS = N_("your Trading post")
# Translators: no building under the landscape.
NO_BUILDING = N_("no building")
# Translators: no battlefield has been chosen yet.
NO_BATTLEFIELD = N_("No battlefield yet.")
# Translators: one side of the battle as it stands, before the reveal.
SIDE_NOW = N_("{house} on {landscape}: base strength {base}, committed so far {supply}, "
              "{strength} in all.")
# Translators: the listener's side of the battle before the reveal, when the listener
# holds a diplomat ({role}, its bare name: "Diplomat +2"), which only they know of yet:
# {with_role} is the strength with it.
SIDE_NOW_ROLE = N_("{house} on {landscape}: base strength {base}, committed so far "
                   "{supply}, {strength} in all, {with_role} with your {role}.")
# Translators: the listener's hand of supply cards.
HAND = N_("Your hand: {values}.")
# Translators: the listener holds no supply card.
HAND_EMPTY = N_("Your hand is empty.")
# Translators: a spectator has no hand.
NO_HAND = N_("You have no hand: you are watching.")
# Translators: the action card the listener kept this round.
YOUR_ROLE = N_("Your action card: {role}.")
# Translators: the score reading: the round.
ROUND_NOW = N_("Round {round_no} of {rounds}.")
# Translators: the score reading before the first round: the Estates are being placed.
ROUND_NOT_YET = N_("Before round 1 of {rounds}: the Estates are being placed.")
# Translators: one player's score in the score reading.
SCORE = NN_("{player}: {count} point.", "{player}: {count} points.")
# Translators: the action cards have not been turned up yet.
ROLES_HIDDEN = N_("The action cards are not turned up yet.")
# Translators: one choice of battlefield, read with both landscapes, the base strength
# each brings to its house ({first_base}, {second_base}) and what each house stands to
# gain: each of its players gains {hawk_gain} or {rose_gain} points.
BATTLEFIELD_CHOICE = N_("Landscapes {first_position} and {second_position}: {first}, "
                        "strength {first_base}, and {second}, strength {second_base}. If "
                        "{hawk} wins, each {hawk} player gains {hawk_gain}; if {rose} "
                        "wins, each {rose} player gains {rose_gain}.")
# Translators: the houses review (key o), after everyone's house: how many of the ring's
# landscapes show each house ({count} Hawk, {rose_count} Rose; the game ends when all
# show one house).
RING_COUNT = NN_("{hawk} shows {count} landscape, {rose} {rose_count}.",
                 "{hawk} shows {count} landscapes, {rose} {rose_count}.")

# Translators: the turn review (key t): a player places their first Estate (setup).
NOW_PLACE = N_("{player} is putting an Estate under a landscape.")
# Translators: the turn review: the listener places their first Estate.
NOW_PLACE_YOU = N_("You are putting your Estate under a landscape.")
# Translators: the turn review: the strategy card's holder chooses the battlefield.
NOW_BATTLEFIELD = N_("{player} holds the strategy card and is choosing the battlefield.")
# Translators: the turn review: the listener chooses the battlefield.
NOW_BATTLEFIELD_YOU = N_("You hold the strategy card and are choosing the battlefield.")
# Translators: the turn review: a player keeps one of the {count} action cards they
# received in the draft (which ones stays secret; {count} is 2 or more).
NOW_KEEP = N_("{player} is choosing one of {count} action cards.")
# Translators: the turn review: the listener keeps one of the {count} action cards
# received ({count} is 2 or more).
NOW_KEEP_YOU = N_("You are choosing one of {count} action cards.")
# Translators: the turn review: the last drafter at five players takes the one action
# card passed to them.
NOW_KEEP_ONE = N_("{player} is taking the one action card left.")
# Translators: the turn review: the listener takes the one action card left.
NOW_KEEP_ONE_YOU = N_("You are taking the one action card left.")
# Translators: the turn review: a player commits supply cards to the battle.
NOW_COMMIT = N_("{player} is choosing which supply cards to commit to the battle.")
# Translators: the turn review: the listener commits supply cards to the battle.
NOW_COMMIT_YOU = N_("You are choosing which supply cards to commit to the battle.")
# Translators: the turn review: the Traitor decides whether to switch allegiance.
NOW_SWITCH = N_("{player}, the Traitor, is deciding whether to switch allegiance.")
# Translators: the turn review: the listener, the Traitor, decides.
NOW_SWITCH_YOU = N_("You are the Traitor and are deciding whether to switch allegiance.")
# Translators: the turn review: the Builder decides what to build.
NOW_BUILD = N_("{player}, the Builder, is deciding what to build.")
# Translators: the turn review: the listener, the Builder, decides what to build.
NOW_BUILD_YOU = N_("You are the Builder and are deciding what to build.")
# Translators: the turn review: a player may discard supply cards before drawing.
NOW_DISCARD = N_("{player} may discard supply cards before drawing.")
# Translators: the turn review: the listener may discard supply cards before drawing.
NOW_DISCARD_YOU = N_("You may discard supply cards before drawing.")
# Translators: the turn review: a player discards down to the hand limit of five.
NOW_LIMIT = N_("{player} is discarding down to five cards.")
# Translators: the turn review: the listener discards down to the hand limit of five.
NOW_LIMIT_YOU = N_("You are discarding down to five cards.")
# Translators: the turn review: the game is over.
NOW_OVER = N_("The game is over.")
# Translators: the turn review: who decides the same after the player deciding now, in
# order; {players} is a list of names (the listener as "you", YOU_IN_LIST).
NOW_THEN = N_("Then, in turn: {players}.")
# Translators: the listener in a list of players (NOW_THEN, "Then, in turn: Ben, you
# and Cy.").
YOU_IN_LIST = NP_("in a list of players", "you")
# Translators: the table review (key c): the supply cards in the deck and in the discard
# pile ({discard}).
PILES = NN_("{count} supply card in the deck, {discard} in the discard pile.",
            "{count} supply cards in the deck, {discard} in the discard pile.")
# Translators: the table review: how many supply cards each player holds; {counts} is a
# list of HAND_COUNT and HAND_COUNT_YOU entries ("Ann has 3; you have 2; Ben has 5").
HAND_COUNTS = N_("Supply cards in hand: {counts}.")
# Translators: one entry of HAND_COUNTS: how many supply cards a player holds.
HAND_COUNT = N_("{player} has {count}")
# Translators: one entry of HAND_COUNTS: how many supply cards the listener holds.
HAND_COUNT_YOU = N_("you have {count}")

# --- a game come back to (continued from its save, a seat that joins again) -------------
# Translators: asked when the program starts on a game left unfinished: {game} is the
# game's title, {count} its players.
CONTINUE_QUESTION = NN_("A game of {game} you left unfinished is saved in round {round_no} "
                        "of {rounds}, {count} player. Continue it?",
                        "A game of {game} you left unfinished is saved in round {round_no} "
                        "of {rounds}, {count} players. Continue it?")
# Translators: as above, for a game left while the Estates were placed, before round 1.
CONTINUE_QUESTION_SETUP = NN_("A game of {game} you left unfinished is saved before round 1 "
                              "of {rounds}, {count} player. Continue it?",
                              "A game of {game} you left unfinished is saved before round 1 "
                              "of {rounds}, {count} players. Continue it?")
# Translators: setup row: continue the game left unfinished, in round {round_no} of
# {rounds}; {count} is its players.
CONTINUE_ROW = NN_("Continue the saved game: {game}, round {round_no} of {rounds}, {count} "
                   "player.",
                   "Continue the saved game: {game}, round {round_no} of {rounds}, {count} "
                   "players.")
# Translators: as above, for a game left before round 1 (the Estates were being placed).
CONTINUE_ROW_SETUP = NN_("Continue the saved game: {game}, before round 1 of {rounds}, "
                         "{count} player.",
                         "Continue the saved game: {game}, before round 1 of {rounds}, "
                         "{count} players.")
# Translators: a continued game, or a seat back at the table: said before this round's
# events are told again.
ROUND_SO_FAR = N_("This round so far:")
# Translators: as above, before round 1: the Estates placed so far are told again.
ESTATES_SO_FAR = N_("The Estates so far:")

# --- refusals ---------------------------------------------------------------------------

REFUSALS = {
    # Translators: a refusal: the game is over.
    "game_over": N_("The game is over."),
    # Translators: a refusal: it is not the listener's turn.
    "not_your_turn": N_("It is not your turn."),
    # Translators: a refusal: that is not the decision to take now.
    "wrong_decision": N_("That is not what is decided now."),
    # Translators: a refusal: the action could not be read.
    "malformed_action": N_("That action could not be read."),
    # Translators: a refusal: there is no landscape there.
    "no_such_landscape": N_("There is no such landscape."),
    # Translators: a refusal: the landscape already has a building.
    "landscape_built": N_("That landscape already has a building."),
    # Translators: a refusal: the player has no building left.
    "no_reserve": N_("You have no building left."),
    # Translators: a refusal: the Builder can only turn their own Estate.
    "not_your_estate": N_("That is not your Estate."),
    # Translators: a refusal: at most two Trading posts per player.
    "trading_posts_full": N_("You already have two Trading posts."),
    # Translators: a refusal: the battlefield must show both houses.
    "same_house": N_("A battlefield needs a landscape of each house."),
    # Translators: a refusal: the action card is not among the ones received.
    "card_not_offered": N_("You did not receive that action card."),
    # Translators: a refusal: the hand does not hold those supply cards.
    "card_not_in_hand": N_("Your hand does not hold those supply cards."),
    # Translators: a refusal: discard exactly down to the hand limit.
    "wrong_discard_count": NN_("Discard exactly {count} card.",
                               "Discard exactly {count} cards."),
}

# --- asking a decision (the items a player arrows through) ------------------------------

# Translators: what the action cards do, read in the draft and in the rules: the Traitor;
# {count} is the points the Traitor gains.
EFFECT_TRAITOR = NN_("After the reveal, may switch to the other house; {count} point "
                     "either way.",
                     "After the reveal, may switch to the other house; {count} points "
                     "either way.")
# Translators: the Traitor's effect when only a switch scores.
EFFECT_TRAITOR_SWITCH = NN_("After the reveal, may switch to the other house; {count} point "
                            "for switching.",
                            "After the reveal, may switch to the other house; {count} points "
                            "for switching.")
# Translators: what Diplomat +5 does; {strength} is what it adds.
EFFECT_DIPLOMAT5 = N_("Adds {strength} to its holder's house in the battle.")
# Translators: what Diplomat +2 does; {count} is the extra supply cards it draws.
EFFECT_DIPLOMAT2 = NN_("Adds {strength} to its holder's house in the battle and draws "
                       "{count} more supply card.",
                       "Adds {strength} to its holder's house in the battle and draws "
                       "{count} more supply cards.")
# Translators: what the Strategist does; {count} is its points.
EFFECT_STRATEGIST = NN_("Takes the strategy card, so chooses the next battlefield; "
                        "{count} point.",
                        "Takes the strategy card, so chooses the next battlefield; "
                        "{count} points.")
# Translators: what the Builder does.
EFFECT_BUILDER = N_("Puts an Estate under a landscape without a building, or turns an "
                    "Estate into a Trading post.")
# Translators: what the Farmer does; {count} is the supply cards it draws.
EFFECT_FARMER = NN_("Draws {count} supply card in the supply phase, whatever the Estates.",
                    "Draws {count} supply cards in the supply phase, whatever the Estates.")
# Translators: an action card and what it does (one of the sentences above).
ROLE_ITEM = N_("{role}: {effect}")
# Translators: asking where the listener puts an Estate at the start of the game.
ASK_PLACE = N_("Where do you put your Estate? Each Estate under a landscape showing your "
               "house draws you a supply card in the supply phase.")
# Translators: asking the strategy card's holder to choose the battlefield.
ASK_BATTLEFIELD = N_("Choose the battlefield: two neighbouring landscapes of different "
                     "houses.")
# Translators: a pair of neighbouring landscapes that cannot be the battlefield;
# {first} and {second} are "landscape house" descriptions.
PAIR = N_("Landscapes {first_position} and {second_position}: {first} and {second}.")
# Translators: the battlefield, said in the prompts of the draft, the commitments and the
# Traitor; {first} and {second} are "landscape house" descriptions.
BATTLEFIELD_NOW = N_("The battlefield: landscape {first_position}, {first}, against "
                     "landscape {second_position}, {second}.")
# Translators: asking the drafter to keep an action card; the rest go on to {player}.
ASK_KEEP = N_("Keep one action card; the others go on to {player}.")
# Translators: asking the last drafter to keep an action card.
ASK_KEEP_LAST = N_("Keep one action card; the others go face down to the centre.")
# Translators: asking the last drafter at five players, who received a single action
# card: it is theirs, nothing goes to the centre.
ASK_KEEP_ONLY = N_("This last action card is yours; nothing more goes to the centre.")
# Translators: asking which supply cards the listener commits to the battle (the shell
# then says how to take none in the listener's way of playing).
ASK_COMMIT = N_("Which supply cards do you commit for {house}? Tick any, or none.")
# Translators: asking the holder of the Traitor which supply cards they commit: the cards
# count for the house they belong to after the reveal, which they may still switch to.
ASK_COMMIT_TRAITOR = N_("Which supply cards do you commit? Tick any, or none. You hold the "
                        "Traitor, so they count for the house you belong to after the reveal, "
                        "{house} now or {other} if you switch.")
# Translators: said as supply cards are ticked to commit: how many are ticked.
COMMIT_TICKED = NN_("{count} supply card ticked.", "{count} supply cards ticked.")
# Translators: said when no supply card is ticked any more in the commit question.
COMMIT_NONE_TICKED = N_("No supply card ticked.")
# Translators: said as supply cards are ticked to commit, after COMMIT_TICKED: their
# strength, and the listener's house's strength with them (its landscape's base strength
# and every card committed so far).
COMMIT_SUM = N_("Strength {strength}: {house} {total} in all.")
# Translators: the same when the listener holds a diplomat ({role}, its bare name:
# "Diplomat +2"), which counts for their house at the reveal: {with_role} is the house's
# strength with it.
COMMIT_SUM_ROLE = N_("Strength {strength}: {house} {total} in all, {with_role} with your "
                     "{role}.")
# Translators: the same for the holder of the Traitor, whose cards count for the house
# they belong to after the reveal.
COMMIT_SUM_TRAITOR = N_("Strength {strength}: {house} {total} in all, or {other} "
                        "{other_total} if you switch.")
# Translators: said as supply cards are ticked to discard: how many, and how many the
# listener keeps.
DISCARD_TICKED = NN_("{count} card ticked: you keep {kept}.",
                     "{count} cards ticked: you keep {kept}.")
# Translators: said when no supply card is ticked any more in a discard question.
DISCARD_NONE_TICKED = N_("No card ticked: you keep them all.")
# Translators: asking the Traitor whether to switch allegiance.
ASK_SWITCH = N_("You are the Traitor and belong to {house}: switch allegiance?")
# Translators: the Traitor's choice to stay; {mine} and {theirs} are the two strengths.
STAY_ITEM = N_("Stay with {house}: {house} {mine} against {other} {theirs}.")
# Translators: the Traitor's choice to switch; {mine} and {theirs} are the two strengths.
SWITCH_ITEM = N_("Switch to {house}: {house} {mine} against {other} {theirs}.")
# Translators: what a Traitor's choice means: their house would win the battle.
IF_WIN = NN_("You would win and gain {count} point for {landscape}.",
             "You would win and gain {count} points for {landscape}.")
# Translators: what a Traitor's choice means: their house would lose; {landscape} is
# their house's landscape, which would turn to {house}.
IF_LOSE = N_("You would lose, and {landscape} would turn to {house}.")
# Translators: what a Traitor's choice means: a tie.
IF_TIE = N_("A tie: nothing would turn.")
# Translators: asking the Builder what to build; {count} buildings are left in reserve.
ASK_BUILD = NN_("You are the Builder: put a new Estate under a landscape without a "
                "building ({count} building left), turn an Estate into a Trading post, or "
                "build nothing.",
                "You are the Builder: put a new Estate under a landscape without a "
                "building ({count} buildings left), turn an Estate into a Trading post, or "
                "build nothing.")
# Translators: the Builder's item to put a new Estate; {landscape} is the landscape's
# reading.
ESTATE_ITEM = N_("New Estate: {landscape}")
# Translators: the Builder's item to put a new Estate when none is left in reserve.
ESTATE_NONE = N_("New Estate")
# Translators: the Builder's item to turn their Estate into a Trading post.
UPGRADE_ITEM = N_("Trading post instead of your Estate under landscape {position}, "
                  "{landscape} {house}.")
# Translators: the Builder's item to build nothing.
SKIP_ITEM = N_("Build nothing.")
# Translators: asked before the Builder builds nothing.
SKIP_CONFIRM = N_("Build nothing this round?")
# Translators: asking which supply cards the listener discards before drawing {count}
# (1 or more; the shell then says how to take none in the listener's way of playing).
ASK_DISCARD = NN_("You draw {count} supply card next. First you may discard supply cards: "
                  "tick any, or none. The hand limit is {limit}.",
                  "You draw {count} supply cards next. First you may discard supply cards: "
                  "tick any, or none. The hand limit is {limit}.")
# Translators: asking which supply cards the listener discards when they draw none this
# round (no Estate under their house); the shell then says how to take none.
ASK_DISCARD_NO_DRAW = N_("You draw no supply card this round, but you may discard some: "
                         "tick any, or none.")
# Translators: asking the listener to discard down to the hand limit (the shell says once
# a game how ticked items are taken).
ASK_LIMIT = NN_("You hold {held} supply cards, more than the limit of {limit}: tick {count} "
                "card to discard.",
                "You hold {held} supply cards, more than the limit of {limit}: tick {count} "
                "cards to discard.")

# --- review keys ------------------------------------------------------------------------

# Translators: a review key: the listener's supply cards and action card.
REVIEW_HAND = N_("Your hand and action card")
# Translators: a review key: the battle as it stands.
REVIEW_BATTLE = N_("The battle")
# Translators: a review key: all twelve landscapes, from the battlefield round the ring.
REVIEW_RING = N_("The ring of landscapes")
# Translators: a review key: everyone's house (allegiance).
REVIEW_HOUSES = N_("The houses")
# Translators: a review key: the round, the start player, the strategy card's holder and
# everyone's points.
REVIEW_SCORES = N_("Round, start player, strategy card and points")
# Translators: a review key: the action cards turned up this round.
REVIEW_ROLES = N_("The action cards")
# Translators: a review key: whose decision it is, what they are choosing, who follows.
REVIEW_TURN = N_("Whose turn, and what they are choosing")
# Translators: a review key: the deck, the discard pile and how many cards each holds.
REVIEW_CARDS = N_("Deck, discard pile and hands")

# --- the rules (read line by line on request) -------------------------------------------

# Translators: the rules: the aim; {count} is the number of landscapes.
RULES_AIM = NN_("Two houses, {hawk} and {rose}, fight over a ring of {count} landscape. "
                "The most points at the end win; a tie shares the win.",
                "Two houses, {hawk} and {rose}, fight over a ring of {count} landscapes. "
                "The most points at the end win; a tie shares the win.")
# Translators: the rules: how many rounds; {rounds} is a list of the items below.
RULES_ROUNDS = N_("Rounds: {rounds}.")
# Translators: one item of the rounds' list: {count} rounds with {players} players.
RULES_ROUNDS_ITEM = NN_("{count} round with {players} players",
                        "{count} rounds with {players} players")
# Translators: the rules: the setup; {deal} supply cards each, {reserve} buildings in
# reserve.
RULES_SETUP = N_("Setup: the start player belongs to {rose}; then {hawk} and {rose} "
                 "alternate clockwise. Each player gets {deal} supply cards and puts one "
                 "Estate under a landscape without a building; {reserve} more buildings "
                 "wait in reserve. The player to the start player's left holds the strategy "
                 "card.")
# Translators: the rules: the heading of the phases of a round.
RULES_ROUND = N_("A round, phase by phase:")
# Translators: the rules: phase 1.
RULES_P1 = N_("1. Battlefield: the holder of the strategy card chooses two neighbouring "
              "landscapes that show different houses.")
# Translators: the rules: phase 2; {total} action cards, {count} of them unseen.
RULES_P2 = NN_("2. Draft: the {total} action cards are shuffled and {count} goes face down "
               "to the centre, unseen. The start player keeps one of the rest and passes "
               "the others to the left; each player in turn keeps one and passes the rest; "
               "what is left goes face down to the centre.",
               "2. Draft: the {total} action cards are shuffled and {count} go face down "
               "to the centre, unseen. The start player keeps one of the rest and passes "
               "the others to the left; each player in turn keeps one and passes the rest; "
               "what is left goes face down to the centre.")
# Translators: the rules: phase 3.
RULES_P3 = N_("3. Commit: from the start player clockwise, each player plays any number "
              "of supply cards face up, or none.")
# Translators: the rules: phase 4.
RULES_P4 = N_("4. Reveal: all action cards are turned up at once; then the Traitor may "
              "switch house.")
# Translators: the rules: phase 5, the battle.
RULES_P5 = N_("5. Battle: a house's strength is the strength of its landscape on the "
              "battlefield, plus the supply cards its players committed, plus its "
              "diplomats. The stronger house turns the other landscape to its side, and "
              "each of its players gains that landscape's points. A tie changes nothing.")
# Translators: the rules: phase 6; {count} Trading posts at most.
RULES_P6 = NN_("6. Builder: the Builder may put a building from reserve under a landscape "
               "without a building, or turn an Estate into a Trading post (at most {count} "
               "Trading post each), or pass.",
               "6. Builder: the Builder may put a building from reserve under a landscape "
               "without a building, or turn an Estate into a Trading post (at most {count} "
               "Trading posts each), or pass.")
# Translators: the rules: phase 7.
RULES_P7 = N_("7. Strategy card: the Strategist takes the strategy card; if nobody chose "
              "the Strategist, its holder keeps it.")
# Translators: the rules: phase 8; {cap} cards at most, the hand limit {limit}.
RULES_P8 = N_("8. Supply: the committed cards go to the discard pile. From the start "
              "player clockwise, each player may discard cards face down, then draws one "
              "card for each of their Estates under a landscape showing their house, at "
              "most {cap}, then discards down to {limit}.")
# Translators: the rules: phase 9.
RULES_P9 = N_("9. End of the round: the start player card passes to the left.")
# Translators: the rules: the heading of the action cards.
RULES_ROLES = N_("The action cards:")
# Translators: the rules: the heading of the landscapes.
RULES_LANDSCAPES = N_("The landscapes and the points each player of the winning house "
                      "gains for them:")
# Translators: the rules: one landscape type, its strength and its points; {points} is a
# list of the items below.
RULES_LANDSCAPE = N_("{landscape}: strength {base}; {points}.")
# Translators: one item of a landscape's points: {points} each with {count} winners.
RULES_POINTS_ITEM = NN_("{points} with {count} winner", "{points} each with {count} winners")
# Translators: the rules: the supply cards; {mix} is a list of the items below.
RULES_SUPPLY = NN_("{count} supply card: {mix}.", "{count} supply cards: {mix}.")
# Translators: one item of the supply cards' list: {count} cards of value {value}.
RULES_SUPPLY_ITEM = NN_("{count} card of {value}", "{count} cards of {value}")
# Translators: the rules: the buildings; {count} per player.
RULES_BUILDINGS = NN_("Buildings: each player has {count}, at most one under each "
                      "landscape; a landscape that turns keeps its building. An Estate "
                      "under a landscape showing its owner's house draws a supply card; a "
                      "Trading post draws none.",
                      "Buildings: each player has {count}, at most one under each "
                      "landscape; a landscape that turns keeps its building. An Estate "
                      "under a landscape showing its owner's house draws a supply card; a "
                      "Trading post draws none.")
# Translators: the rules: the end and the final scoring; {cap} points at most per post.
RULES_END = N_("The end: after the last round, or after a round at whose end every "
               "landscape shows the same house. Each Trading post then scores one point "
               "per card in its owner's hand, at most {cap}. The most points win; a tie "
               "shares the win.")

# --- scenario files: what is wrong with one (after "FILE is not a scenario of GAME: ") --

# Translators: Verräter: what a scenario file's value must be (fills {kind} in "“…” must be {kind}, not “…”"); {values} lists the values of the supply cards.
SCENARIO_KIND_SUPPLY = N_("the value of a supply card ({values})")
# Translators: Verräter: a scenario file's ring does not hold each landscape type twice; {path} is its place in the file.
SCENARIO_RING_TYPES = N_("“{path}” must hold each landscape type twice")
# Translators: Verräter: a scenario file's ring shows one house only (a game that has ended).
SCENARIO_RING_ONE_HOUSE = N_("“{path}” shows only one house: such a game has already ended")
# Translators: Verräter: the supply cards of a scenario file's position are not the game's; {mix} lists them ("6 × 2, 6 × 3…").
SCENARIO_SUPPLY = NN_("the hands, the deck and the discard pile must hold the game's {count} supply card together: {mix}",
                      "the hands, the deck and the discard pile must hold the game's {count} supply cards together: {mix}")
# Translators: Verräter: a scenario file gives one player more buildings than a player has; {owner} is the seat as the file numbers it (from 0).
SCENARIO_BUILDINGS = NN_("“{path}” gives owner {owner} more than {count} building",
                         "“{path}” gives owner {owner} more than {count} buildings")
# Translators: Verräter: a fixed shuffle of a scenario file does not hold what is shuffled there; {expected} lists it as the file would write it.
SCENARIO_SHUFFLE = N_("“{path}” must hold what is shuffled there: {expected}")

# ----- the names of its sound cues (the sound test, a cue that cannot sound) -----

# Translators: name of the sound cue played when a card is passed on in the draft (Verräter).
CUE_CARD_PASSED = N_("a card passed on")
# Translators: name of the sound cue played when a card is kept in the draft (Verräter).
CUE_CARD_KEPT = N_("a card kept")
# Translators: name of the sound cue played when the action cards are turned up (Verräter).
CUE_REVEAL = N_("cards revealed")
# Translators: name of the sound cue played when the Traitor decides whether to change
# sides (Verräter).
CUE_TRAITOR = N_("a traitor")
# Translators: name of the sound cue played when a battle is won (Verräter).
CUE_BATTLE_WON = N_("battle won")
# Translators: name of the sound cue played when a battle is lost (Verräter).
CUE_BATTLE_LOST = N_("battle lost")
# Translators: name of the sound cue played when a landscape card is turned (Verräter).
CUE_LANDSCAPE_TURNED = N_("a landscape turned")
# Translators: name of the sound cue played when an Estate or Trading post is built or
# upgraded (Verräter).
CUE_BUILDING = N_("a building built")
# Translators: name of the sound cue played when points are scored (Verräter).
CUE_POINTS = N_("points scored")


# ----- its bot levels (the setup list, the key sheet, --help) ---------------------------

#: Each bot level in words, by its id: its name and what its bot does.
BOT_WORDS = {
    "random": RANDOM_BOT,
    "heuristic": BotWords(
        # Translators: Verräter's second bot level, said after its place ("bot, level 2 of 3: sensible").
        N_("sensible"),
        # Translators: what Verräter's sensible bot does (the key sheet).
        N_("Backs its house, and drafts and changes sides by simple rules.")),
    "expert": BotWords(
        BOT_EXPERT,
        # Translators: what Verräter's strongest bot does (the key sheet).
        N_("Plays sensibly and reads the other players' houses from the draft."))}
