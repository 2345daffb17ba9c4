"""Every text the shell says or shows, in one module, each with a note for translators.

Messages are whole sentences with named placeholders; ``{player}`` is a player's name.
Each game keeps its own words in its folder (``words.py``); the words every game shares
(seat names, lists, on and off) are the kit's (:mod:`accessible_ll.kit.words`).
"""

from accessible_ll.kit.words import (  # noqa: F401 - the shell says them too
    ENTRY_JOINS, LINE_ROUNDS_PLAYED, LINE_SO_FAR, LIST_LAST, LIST_SEPARATOR, NOTHING, OFF, ON,
    PLAYER_NAME)
from accessible_ll.narration.markers import N_, NN_

# ----- players ------------------------------------------------------------------------

# Translators: a saved game is continued; {game} is its title. Its
# last moves are told next, and the review keys tell the rest.
MATCH_CONTINUES = N_("Your saved game of {game} continues. Its last moves:")
# Translators: a saved game is continued; {game} is its title. Where the game stands
# follows (the round or turn, everyone's score), then this round or turn so far.
MATCH_RESUMED = N_("Your saved game of {game} continues.")

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
# Translators: line mode: after a game ended, a new game at the same table (answered 1 yes, 2 no); the full screen's PLAY_AGAIN.
LINE_PLAY_AGAIN = N_("Play again?")
# Translators: line mode: b typed at the first step of a decision; the question stays open.
LINE_FIRST_STEP = N_("This is the first step of your choice: there is nothing to go back to. Type r to hear the question again.")
# Translators: line mode help: the keys that end the line mode.
LINE_QUIT_KEYS = N_("Ctrl+D or Ctrl+C")
# Translators: line mode help: what Ctrl+D (end of input) or Ctrl+C does.
LINE_KEY_QUIT = N_("leave; a game at this computer is saved for next time")
# Translators: line mode help at a table on another computer: what Ctrl+D or Ctrl+C does.
LINE_KEY_QUIT_TABLE = N_("leave the table; the same join command gives you your seat back")
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
# Translators: the host's save file belongs to another host still running (or a game at this computer); {pid} is its process number.
TABLE_SAVE_IN_USE = N_("Another copy of this program (process {pid}) is using the save file {path}. Stop it first, or choose another file with --save.")
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
# Translators: a player left the table on purpose; nothing plays their seat, so the game waits.
PLAYER_LEFT_WAITS = N_("{player} left the table. The table waits for them to join again.")
# Translators: a player left the table on purpose; the host lets a bot play an empty seat.
PLAYER_LEFT_BOT = N_("{player} left the table. A bot plays for them until they join again.")
# Translators: the listener's last line after leaving a table on another computer on purpose.
YOU_LEFT_TABLE = N_("You left the table. To take your seat back, run the same join command again.")
# Translators: the last line after a spectator stops watching a table on another computer.
YOU_LEFT_WATCHING = N_("You stopped watching the table. To watch again, run the same join command again.")
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
    # Translators: someone at the table already has this name (told apart as a listener hears names: case, spaces and punctuation do not count); {name} is the name asked for, {free} a free name like it ("Mia 2"), typed after --name.
    "name_taken": N_("Someone at this table is already called {name}. Join again with another name, for example --name \"{free}\"."),
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

# ----- scenario files: what is wrong with the file ------------------------------------

# Translators: a scenario file could not be read; {path} is the file, {reason} the system's words.
SCENARIO_UNREADABLE = N_("Cannot read the scenario file {path}: {reason}")
# Translators: a scenario file is not valid JSON.
SCENARIO_BAD_JSON = N_("The scenario file {path} is not valid JSON (line {line}, column {column}).")

# ----- answers to the review keys -----------------------------------------------------

# Translators: a choice the listener cannot make now, and why (the line mode's list, and
# what choosing it says); {choice} is its label, which may be a clause or a sentence
# ("Dig up treasure"), {reason} a full sentence. ja: "not possible" as a sentence of its
# own after the label (「…。選べません。」), not joined to it with 、.
CHOICE_DISABLED = N_("{choice}: not possible. {reason}")
# Translators: the line mode's list: a choice not possible for the reason just given for
# the item above it (said once, not once per item). No brackets: speech reads them aloud.
CHOICE_DISABLED_AS_ABOVE = N_("{choice}: not possible, as above.")
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
# Translators: said once at start when the sound library (cyal) is not installed: it has no build yet for Python 3.13 and newer. Keep "cyal" and the version numbers.
NO_SOUND_LIBRARY = N_("The sound cues need the library cyal, which this Python does not have (it is built for Python 3.11 and 3.12), so there are no sound cues. Every cue is also said in words.")
# Translators: said once at start when the player turned sound cues off.
SOUND_OFF = N_("Sound cues are off.")
# Translators: the sound test starts; {count} is the number of cues.
SOUND_TEST_START = NN_("Sound test: {count} cue plays once, with its name.",
                       "Sound test: {count} cues play one after another, each with its name.")
# Translators: one cue of the sound test; {number} counts from 1.
SOUND_TEST_CUE = N_("{number} of {total}: {cue}.")
# Translators: the sound test is over.
SOUND_TEST_DONE = N_("Sound test finished.")
# Translators: name of the sound cue played on an error.
CUE_ERROR = N_("error")
# Translators: name of the sound cue played when moving in a menu.
CUE_MENU_MOVE = N_("menu move")
# Translators: name of the sound cue played when choosing in a menu.
CUE_MENU_SELECT = N_("menu choice")

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
# Translators: setup value of a seat: a bot of the game's levels, the weakest first ({number} of {count}), of a game that does not name its levels.
BOT_LEVEL_OF = N_("bot, level {number} of {count}")
# Translators: setup value of a seat: a bot of the game's levels, the weakest first ({number} of {count}); {level} is the level's name in the game's words ("counts cards", "expert").
BOT_LEVEL_NAMED = N_("bot, level {number} of {count}: {level}")
# Translators: a bot level in a list of those a player may type: {id} as typed (keep it as it is), {level} its name in the game's words.
BOT_LEVEL_ID = N_("{id} ({level})")
# Translators: key sheet heading: the bot levels a seat can be played by; {game} is the game's title.
SHEET_BOTS = N_("The bots of {game}")
# Translators: key sheet: one bot level; {level} its place and name ("bot, level 3 of 4: counts cards"), {id} what --bots takes (keep it as it is), {about} what the bot does.
SHEET_BOT = N_("{level} (--bots {id}): {about}")
# Translators: key sheet: one bot level of a game that does not say what its bots do; {level} its place, {id} what --bots takes (keep it as it is).
SHEET_BOT_PLAIN = N_("{level} (--bots {id})")
# Translators: --help: the bot levels of one game in the --bots option; {game} is its title, {levels} its levels as typed.
CLI_GAME_LEVELS = N_("{game}: {levels}")
# Translators: setup row: which game is played (shown when more than one can be).
LABEL_GAME = N_("Game")
# Translators: setup row: which way of playing a game (a variant of its rules) is played.
LABEL_VARIANT = N_("Variant")
# Translators: setup row: the number of players.
LABEL_PLAYERS = N_("Players")
# Translators: the value of the "Players" setup row.
PLAYERS_COUNT = NN_("{count} player", "{count} players")
# Translators: setup row: who plays a seat; {number} counts from 1.
LABEL_SEAT = N_("Seat {number}")
# Translators: setup row: a seat's name; {number} counts from 1.
LABEL_NAME = N_("Name of seat {number}")
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
# Translators: a seat played by a person at this computer.
KIND_HUMAN = N_("a person")
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

# Translators: a list item that cannot be chosen now, as shown (a braille display reads
# it) and as spoken; {label} is the item, which may be a clause or a sentence ("Dig up
# treasure"). Commas, not brackets: speech engines read brackets aloud. ja: "not
# possible" as a sentence of its own after the label (「…。選べません」), not joined to it
# with 、.
ITEM_NOT_POSSIBLE = N_("{label}, not possible")
# Translators: a list item that cannot be chosen now and why ({reason}, a sentence), as
# spoken; it begins as ITEM_NOT_POSSIBLE, which is what is shown.
ITEM_NOT_POSSIBLE_BECAUSE = N_("{label}, not possible: {reason}")

# ----- any game, full screen ---------------------------------------------------------------

# Translators: an item of a list where several items can be ticked, as shown and spoken, ticked; {label} is the item.
ITEM_TICKED = N_("{label}, ticked")
# Translators: an item of a list where several items can be ticked, as shown and spoken, not ticked; {label} is the item.
ITEM_NOT_TICKED = N_("{label}, not ticked")
# Translators: said when Space ticks the highlighted item; {label} is the item ("7 of clubs"). How many are ticked follows (TICKED_COUNT).
TICKED = N_("Ticked: {label}.")
# Translators: said when Space unticks the highlighted item; {label} is the item ("7 of clubs"). How many are ticked follows (TICKED_COUNT).
NOT_TICKED = N_("Not ticked: {label}.")
# Translators: how many items are ticked, said after an item is ticked or unticked (full screen and line mode), where the game has no words of its own for it.
TICKED_COUNT = NN_("{count} item ticked.", "{count} items ticked.")
# Translators: no item is ticked any more, said after an item is unticked (full screen and line mode), where the game has no words of its own for it.
NONE_TICKED = N_("Nothing ticked.")
# Translators: the last item of a list where several items can be ticked, shown and spoken: Enter on it (or Enter anywhere in the list) takes the ticked items; {count} is how many are ticked (1 or more). In words, no brackets: speech reads them aloud.
CONFIRM_TICKED = NN_("Done: take the ticked item", "Done: take the {count} ticked items")
# Translators: the last item of a list where several items can be ticked, while nothing is ticked (CONFIRM_TICKED once something is).
CONFIRM_NONE_TICKED = N_("Done: nothing is ticked yet")
# Translators: Enter in a list where several items can be ticked, with too few ticked ({count}: the fewest); nothing is taken. How many are ticked now follows (TICKED_COUNT, or the game's own words for it), then SPACE_TICKS.
TOO_FEW_TICKED = NN_("Tick at least {count} item first.", "Tick at least {count} items first.")
# Translators: said after TOO_FEW_TICKED: how to tick.
SPACE_TICKS = N_("Space ticks or unticks the highlighted item.")
# Translators: said once a game, after the first list where several items can be ticked: how to tick and take them ("Done" is the last item, CONFIRM_TICKED).
SEVERAL_HINT = N_("Space ticks or unticks the highlighted item; Done, the last item, takes the ticked ones. Enter on an item with nothing ticked takes that item alone.")
# Translators: said after the question of a list where several items can be ticked and none is a choice too (supply cards to commit, or none): how to take none ("Done" is the last item, CONFIRM_TICKED).
NONE_TICKED_HOW = N_("With nothing ticked, Done, the last item, takes none.")
# Translators: the key that says whose turn it is (t), pressed while the listener is in the middle of their own decision (a card chosen, now a player to choose): the step asked now; {question} is that step's question, a full sentence ("Choose a player for the card.").
TURN_HALF_DECIDED = N_("Your turn, still deciding: {question}")
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
# Translators: full-screen game, back from a question the player answered no (leave or quit the game) while others decide, often bots; {players} are their names ("Player 2 and Player 3").
OTHERS_PLAYING = NN_("{players} is playing.", "{players} are playing.")
# Translators: menu after a round.
NEXT_ROUND = N_("Next round")
# Translators: menu after a game, its first item: a new game at the same table (the same players and choices).
PLAY_AGAIN = N_("Play again")
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
# Translators: setup row: continue the game of {game} left unfinished; {players} play, {count} moves were made so far.
CONTINUE_SAVED_MATCH = NN_("Continue the saved game: {game}, {players} players, {count} move made.",
                           "Continue the saved game: {game}, {players} players, {count} moves made.")
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
SAVED_GAME_IN_USE = N_("Another copy of this program (process {pid}) is playing the saved game in {path}, so this game is not saved there.")
# Translators: line mode: the player chose not to replace the saved game; the program ends and the game stays saved.
SAVED_GAME_KEPT = N_("The saved game is kept. Start again to continue it.")
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
CONFIRM_EXIT_EARLIER = N_("Quit {game}? The last moves of this game could not be saved: next time, Continue the saved game goes back to an earlier point of it.")
# Translators: Ctrl+Q during a saved game at this computer: the program ends; the setup list will offer "Continue the saved game" next time.
CONFIRM_EXIT_SAVED = N_("Quit {game}? The game is saved: next time, Continue the saved game on the setup list takes you back to it.")
# Translators: the item of the menus after a round and after the game that leaves the game for the setup list.
BACK_TO_SETUP = N_("Back to the setup list")
# Translators: confirmation before leaving a table on another computer while its game goes on.
CONFIRM_LEAVE_TABLE = N_("Leave the table? The game goes on without you; join again to take your seat back.")
# Translators: said as the program ends (Ctrl+Q, or leaving a game started from the command line, with nothing else to go back to).
CLOSING = N_("{game} closes.")
# Translators: Escape on the setup list asks before the program ends.
CONFIRM_EXIT = N_("Quit {game}?")
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
# Translators: the effects volume changed.
VOLUME_NOW = N_("Effects volume {percent}%.")
# Translators: the speech detail changed.
VERBOSITY_NOW = N_("Speech detail: {level}.")
# Translators: title of the help screen; Escape closes it.
HELP_TITLE = N_("Help. Up and down read line by line; Escape goes back.")
# Translators: title of the card reference; Escape closes it.
REFERENCE_TITLE = N_("Card reference. Up and down read line by line; Escape goes back.")
# Translators: a key and what it does, in the help.
KEY_LINE = N_("{keys}: {action}")

# ----- the printed key sheet (accessible-ll keys) ------------------------------------

# Translators: the key sheet's title for a game without one of its own; {game} is its title.
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
# Translators: key sheet: the histories explained; {repeat} is the key that says the open question again, as it is typed ("r").
SHEET_HISTORIES_EXPLAINED = N_("Everything said is kept in three histories: all messages, the game's events, and the system's answers and notices. Moving in a list is not kept; {repeat} says the open question again. When several people share the computer, each has their own histories, and nobody can read another's.")
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
    "reference": N_("the cards at a glance"),
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
    # Translators: what a key does (help list): Ctrl+C, which many expect to end a program, does not quit the game by mistake.
    "help_quit": N_("does not quit; it says which key quits"),
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
# Translators: a scenario file of another game that is not a scenario; {detail} says what is wrong and where, in the listener's language (the game's own words).
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
REASON_NEWER_SAVE = N_("a newer version of this program saved it")
# Translators: why a saved game cannot be continued: it is a game of another game (a file renamed into this game's place); {game} is that game's title.
REASON_SAVE_OTHER_GAME = N_("it holds a game of {game}")
# Translators: why a saved game cannot be continued: one of its values is wrong; {key} names it as written in the file (“settings.names”).
REASON_SAVE_FIELD = N_("its “{key}” cannot be used")
# Translators: why a saved game cannot be continued: its moves cannot be played again.
REASON_SAVE_NO_REPLAY = N_("its moves cannot be played again")
# Translators: why a saved game cannot be continued: the game in it has ended.
REASON_GAME_OVER = N_("its game is over")
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

# Translators: line mode at one computer: only bots are seated; the person listens.
LINE_BOTS_ONLY = N_("Only bots play this game: you listen, and hear what everyone at the table hears.")

# ----- the line mode of every other game ---------------------------------------------------

# Translators: line mode, a game begins with one person and bots; {game} is its title.
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
# Translators: line mode: how to answer a question where several items may be ticked; "ok" must be one of LINE_DONE_WORDS.
LINE_SEVERAL_HINT = N_("Type the numbers to tick or untick, like 2 5 6; then an empty line or ok confirms.")
# Translators: line mode: said after the question of a list where several items may be ticked and none is a choice too (supply cards to commit, or none): how to take none.
LINE_NONE_TICKED_HOW = N_("With nothing ticked, an empty line takes none.")
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
# Translators: line mode, q typed: the game is saved in the file {path}; {command} is the command that continues it, as for LINE_KEPT (answered 1 no, 2 yes).
LINE_CONFIRM_QUIT_SAVED = N_("Leave this game? It is saved in {path}: {command} continues it.")
# Translators: line mode, q typed: the last moves could not be saved, {path} holds an earlier point (answered 1 no, 2 yes).
LINE_CONFIRM_QUIT_EARLIER = N_("Leave this game? Its last moves could not be saved: {path} holds an earlier point of it.")
# Translators: line mode: the person left (q, or their input ended); {path} is the save file, {command} the command that continues it (accessible-ll --line --game verraeter, with --settings FILE when one was given).
LINE_KEPT = N_("The game is saved in {path}. To continue it, start {command} again.")
# Translators: line mode: the person left while the last moves could not be saved; {command} is the command that continues it, as for LINE_KEPT.
LINE_KEPT_EARLIER = N_("The last moves could not be saved: {path} holds an earlier point of this game. To continue it, start {command} again.")
# Translators: line mode: the person left a game that is not saved anywhere.
LINE_NOT_KEPT = N_("The game is not kept.")
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
# Translators: --help: what the program is, first lines of `accessible-ll --help`; {games} lists the games' titles ("A, B and C").
CLI_DESCRIPTION = N_("Card games for screen-reader, braille and keyboard players: {games}. Without a command: play.")
# Translators: --help: the --lang option; ja, en and de stay as they are.
CLI_LANG = N_("language: ja, en or de (default: the system's)")
# Translators: --help: the --bots option; {levels} lists the bot levels, 'human' stays.
CLI_BOTS = N_("who plays seats 2, 3...: a bot level ({levels}), or 'human' (hot-seat)")
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
# Translators: a command-line flag of another game than the one chosen; {games} names the games that take it, {game} the chosen one.
FLAG_OF_OTHER_GAME = N_("{flag} is a choice of {games}; {game} has no such choice.")
# Translators: --option named a choice for a game that has none to make.
OPTION_NONE = N_("{game} has no choices to make before it starts.")
# Translators: --option gave a value the choice does not have (here: with this edition and these players); {values} lists its values in words.
OPTION_VALUE = N_("“{value}” is no value of {option}. Its values: {values}.")
# Translators: --help: the --game option; {games} lists each game's id with its title, such as verraeter (Verräter).
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
# Translators: --help: table-bench's --game option; {games} lists each game's id with its title, such as verraeter (Verräter); {default} is the id of the game played when none is named. "mixed" is typed as it is.
CLI_BENCH_GAMES = N_("the game the tables play: {games}; several, separated by commas, in turn; or mixed for every game (default: {default})")
