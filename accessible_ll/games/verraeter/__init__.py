"""Verräter (フェレータ, "Traitor"): two houses, a ring of twelve landscapes, a secret
draft of six action cards and a traitor, for three to five players.

>>> import random
>>> state = GAME.rules.new_state("standard", 4, 7, {})
>>> state.deciders(), state.players
((2,), 4)
>>> action = state.legal_actions(state.deciders()[0])[0]
>>> GAME.rules.decode_action(GAME.rules.encode_action(action)) == action
True
>>> GAME.titles["ja"], GAME.player_counts
('フェレータ', (3, 4, 5))
"""

from __future__ import annotations

from typing import Any

from accessible_ll.kit import (
    GameDescriptor,
    Narration,
    Rules,
    RulesText,
    Saved,
    Tools,
    Variant,
)
from accessible_ll.kit.scenario import scenario_runner
from accessible_ll.kit.setup import who_starts

from . import cards
from . import words as w
from .actions import Action
from .ask import ask
from .bots import LEVELS
from .cues import SOUNDS, cues
from .narrator import Narrator
from .reviews import REVIEWS
from .rules import rules
from .scenario import run_all
from .state import State
from .telling import marks, recap
from .view import view

TITLES = w.TITLES


def new_state(variant: str, players: int, seed: int | str,
              options: dict[str, Any]) -> State:
    """A new game (the one variant; ``options`` may fix the start player)."""
    return State.new(players, seed, start=options.get("start"))


#: The start player: drawn by lot (None), or a seat.
START = who_starts("start", w.SETUP_START)


def _continue_question(narrator: Any, view: Any) -> str:
    """Whether to continue the saved game, and where it stands: its round and its
    players (not the moves made, which count every small decision)."""
    return _where_saved(narrator, view, w.CONTINUE_QUESTION, w.CONTINUE_QUESTION_SETUP)


def _continue_row(narrator: Any, view: Any) -> str:
    """The setup list's row that continues the saved game: its round and its players."""
    return _where_saved(narrator, view, w.CONTINUE_ROW, w.CONTINUE_ROW_SETUP)


def _where_saved(narrator: Any, view: Any, in_round: Any, before: Any) -> str:
    words = narrator.words
    return words.plural(in_round if view.round_no else before, view.players,
                        game=TITLES.get(words.language, TITLES["en"]),
                        round_no=view.round_no, rounds=view.rounds)


def _play_scenario(data: Any, words: Any, name: str) -> dict[str, Any]:
    """A scenario played (its result says nothing in words, and names no file)."""
    return run_all(data)


GAME = GameDescriptor(
    id="verraeter",
    titles=TITLES,
    rules=Rules(
        variants=(Variant("standard", TITLES, cards.PLAYER_COUNTS),),
        new_state=new_state,
        view=view,
        actions=Action,
        setup=(START,),
    ),
    narration=Narration(
        narrator=Narrator,
        ask=ask,
        reviews=REVIEWS,
        score_review="scores",
        rules=RulesText(rules),
        cues=cues,
        sounds=SOUNDS,
        marks=marks,
        recap=recap,
        saved=Saved(row=_continue_row, question=_continue_question),
    ),
    tools=Tools(bots=LEVELS, bot_words=w.BOT_WORDS, run_scenario=scenario_runner(_play_scenario)),
)
