"""The words every game and the shell share: seat names, lists, on and off, and how a
continued game begins; and the functions that put them together in the listener's
language (:class:`~accessible_ll.kit.Words`).

The shell hands a game its :class:`~accessible_ll.kit.Words`; :class:`SourceWords` are
the marked texts themselves, English with no catalog (a game's examples speak them):

>>> default_names(SourceWords(), 2), joined(SourceWords(), ["Ann", "Ben", "Cy"])
(['Player 1', 'Player 2'], 'Ann, Ben and Cy')
"""

from __future__ import annotations

from typing import Any

from accessible_ll.kit import N_, NN_, NP_, BotWords

# ----- players ------------------------------------------------------------------------

# Translators: the default name of a seat at the table; {number} counts from 1.
PLAYER_NAME = N_("Player {number}")

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

# ----- switches ---------------------------------------------------------------------------

# Translators: a switch that is on (said and shown in words, no symbols).
ON = N_("on")
# Translators: a switch that is off (said and shown in words, no symbols).
OFF = N_("off")

# ----- who starts ------------------------------------------------------------------------

# Translators: a setup row (chosen before the game): who plays the first turn.
WHO_STARTS = N_("Who plays first")
# Translators: the value of the setup row of who starts ("Who plays first", Verräter's "Start player"): drawn at random when the game begins.
START_BY_LOT = N_("drawn by lot")
# Translators: the value of the setup row of who starts ("Who plays first", Verräter's "Start player"): whoever sits at seat {number} (counting from 1).
START_SEAT = N_("seat {number}")

# ----- a continued game --------------------------------------------------------------------

# Translators: heading before the summary of a continued game (at one computer, or a seat taken again at another computer's table).
LINE_SO_FAR = N_("Where the game stands:")
# Translators: line mode at one computer: a saved game is continued.
LINE_RESUMED = N_("The game goes on where you left it.")
# Translators: rounds already played in a continued game (also when a seat is taken again).
LINE_ROUNDS_PLAYED = NN_("{count} round has been played.", "{count} rounds have been played.")


class SourceWords:
    """:class:`~accessible_ll.kit.Words` with no catalog: each marked text as it is
    written (English), its placeholders filled."""
    language = "en"

    def text(self, message: str, **values: Any) -> str:
        return message.format(**values)

    def plural(self, message: tuple[str, str], count: int, **values: Any) -> str:
        return message[count != 1].format(count=count, **values)

    def context(self, message: tuple[str, str], **values: Any) -> str:
        return message[1].format(**values)

    def context_plural(self, message: tuple[str, str, str], count: int, **values: Any) -> str:
        return message[1 + (count != 1)].format(count=count, **values)


# Translators: the weakest bot level of every game, said after its place ("bot, level 1 of 3: random").
BOT_RANDOM = N_("random")
# Translators: what the weakest bot of a game does (the key sheet).
BOT_RANDOM_ABOUT = N_("Makes any move the rules allow, at random.")
#: The weakest level of every game: any legal move, at random.
RANDOM_BOT = BotWords(BOT_RANDOM, BOT_RANDOM_ABOUT)
# Translators: the strongest bot level of a game, said after its place ("bot, level 4 of 4: expert").
BOT_EXPERT = N_("expert")

def sentences(*parts: str) -> str:
    """Sentences as one utterance: a space between them, but none after a full-width
    stop (Japanese runs on without one); empty parts are left out.

    >>> sentences("Choose a card.", "Diplomat, 1."), sentences("カードを選んでください。", "外交官、1。")
    ('Choose a card. Diplomat, 1.', 'カードを選んでください。外交官、1。')
    """
    text = ""
    for part in parts:
        if not part:
            continue
        gap = "" if not text or text.endswith(("。", "：", "？", "！")) else " "
        text = f"{text}{gap}{part}"
    return text


def default_names(texts: Any, players: int) -> list[str]:
    """"Player 1", "Player 2"... in the listener's language: the name of a seat nobody
    named, in every game."""
    return [texts.text(PLAYER_NAME, number=seat + 1) for seat in range(players)]


def joined(texts: Any, items: list[str] | tuple[str, ...], entries: bool = False) -> str:
    """A list in the listener's language: "A, B and C" (``entries``: of "name: state"
    entries, which some languages join differently); no item: "nothing".
    """
    if not items:
        return texts.text(NOTHING)
    if len(items) == 1:
        return items[0]
    say = texts.context if entries else texts.text
    last, separator = ((ENTRY_JOINS["last"], ENTRY_JOINS["separator"]) if entries
                       else (LIST_LAST, LIST_SEPARATOR))
    text = say(last, first=items[-2], last=items[-1])
    for item in reversed(items[:-2]):
        text = say(separator, first=item, rest=text)
    return text
