"""A Love Letter game continued from its save, in words: the question whether to
continue it (its edition, players and round) and where it stands (the rounds played,
everyone's tokens, then this round so far, told again), as its line mode has always
said them.

>>> from accessible_ll.narration.i18n import Texts
>>> from accessible_ll.games.love_letter.narrator import Narrator
>>> from types import SimpleNamespace
>>> narrator = Narrator(Texts.for_language("en"), ["Ann", "Bo"], "2019")
>>> continue_question(narrator, SimpleNamespace(players=2, round_no=3))
'A game you left unfinished is saved: Love Letter, 2019 edition, 2 players, round 3. Continue it?'
"""

from __future__ import annotations

from typing import Any

from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.telling import since_last_turn
from accessible_ll.games.love_letter.view import this_round
from accessible_ll.games.love_letter import words as m
from accessible_ll.kit.words import LINE_ROUNDS_PLAYED, LINE_SO_FAR


def continue_question(narrator: Any, view: Any) -> str:
    """Whether to continue the saved game: which edition, how many play, which round."""
    return narrator.words.text(m.LINE_CONTINUE_WHICH, edition=narrator.edition_name(),
                               players=view.players, round=view.round_no)


def standing(narrator: Any, view: Any, events: list) -> tuple[list[str], list]:
    """Where a continued game stands for the narrator's listener (``events``: all they
    may hear of it), and the events told again: the rounds played and the tokens, then,
    marked as told again, this round so far (the blind-player variant: the last discards
    and this turn so far, as the full screen tells them)."""
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
