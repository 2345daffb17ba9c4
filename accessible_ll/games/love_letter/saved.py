"""A Love Letter game continued from its save, in words: the question whether to
continue it (its edition, players and round) and where it stands (its recap: on the
full screen its round and everyone's tokens; in the line mode the rounds played and
the tokens; then this round so far, told again).

>>> from accessible_ll.narration.i18n import Texts
>>> from accessible_ll.games.love_letter.narrator import Narrator
>>> from types import SimpleNamespace
>>> narrator = Narrator(Texts.for_language("en"), ["Ann", "Bo"], "2019")
>>> continue_question(narrator, SimpleNamespace(players=2, round_no=3))
'A game you left unfinished is saved: Love Letter, 2019 edition, 2 players, round 3. Continue it?'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.telling import since_last_turn
from accessible_ll.games.love_letter.view import this_round
from accessible_ll.games.love_letter import words as m
from accessible_ll.kit import Recap
from accessible_ll.kit.words import LINE_RESUMED, LINE_ROUNDS_PLAYED, LINE_SO_FAR


def continue_question(narrator: Any, view: Any) -> str:
    """Whether to continue the saved game: which edition, how many play, which round."""
    return narrator.words.text(m.LINE_CONTINUE_WHICH, edition=narrator.edition_name(),
                               players=view.players, round=view.round_no)


def recap(narrator: Any, view: Any, events: Sequence[ev.Event]) -> Recap:
    """Where a saved game continued stands for the narrator's listener (``events``: all
    they may hear of it), in the words Love Letter has always said it: on the full
    screen its own first line (the round it continues in), in the line mode the line
    mode's (see :func:`line_standing`). A seat that joins a table again hears the
    shell's catch-up (the rounds missed, the tokens) instead."""
    lines, again = resumed(narrator, view, events)
    line, line_again = line_standing(narrator, view, events)
    line_recap = Recap(tuple(line), tuple(line_again), first=narrator.words.text(LINE_RESUMED))
    return Recap(tuple(lines[1:]), tuple(again), first=lines[0], line=line_recap, table=False)


def resumed(narrator: Any, view: Any, events: Sequence[ev.Event]) -> tuple[list[str], list]:
    """A saved game continued, on the full screen: its round and everyone's tokens, then
    this round so far (the blind-player variant: the last discards and this turn so
    far, all a player may review)."""
    texts = narrator.words
    lines = [texts.text(m.GAME_CONTINUES, round=view.round_no), narrator.tokens(view)]
    if view.blind:
        lines += [narrator.discards(view, blind=True), texts.text(m.TURN_SO_FAR)]
        return lines, since_last_turn(this_round(events))
    return lines + [texts.text(m.ROUND_SO_FAR)], this_round(events)


def line_standing(narrator: Any, view: Any, events: Sequence[ev.Event]
                  ) -> tuple[list[str], list]:
    """Where a continued game stands in the line mode (said after "The game goes on
    where you left it."), and the events told again: the rounds played and the tokens,
    then, marked as told again, this round so far (the blind-player variant: the last
    discards and this turn so far, as the full screen tells them)."""
    if not events:
        return [], []
    texts = narrator.words
    lines = [texts.text(LINE_SO_FAR)]
    rounds = sum(isinstance(event, ev.RoundEnded) for event in events)
    if rounds:
        lines += [texts.plural(LINE_ROUNDS_PLAYED, rounds), narrator.tokens(view)]
    if view.blind:  # all a player may review: the last discards and this turn so far
        lines.append(narrator.discards(view, blind=True))
        again, marker = since_last_turn(this_round(events)), m.TURN_SO_FAR
    else:
        again, marker = this_round(events), m.ROUND_SO_FAR
    return lines + ([texts.text(marker)] if again else []), again
