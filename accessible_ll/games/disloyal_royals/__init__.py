"""Disloyal Royals: a two-player game for a standard deck of cards and dice. Each player
keeps a Jack, a Queen and a King, buries diamonds behind them, fortifies them with
hearts, attacks the other's royals with clubs and digs up their treasure with spades.

The rules are in docs/disloyal-royals.md.

>>> state = GAME.rules.new_state("standard", 2, 7, {})
>>> state.players, len(state.deciders())
(2, 1)
>>> action = state.legal_actions(state.deciders()[0])[-1]
>>> GAME.rules.decode_action(GAME.rules.encode_action(action)) == action
True
>>> GAME.rules.decode_action({"seat": 0, "act": "fly"})
Traceback (most recent call last):
accessible_ll.kit.Refusal: malformed_action {'reason': '“act” must be one of “fortify”, “bury”, “attack”, “dig”, “install”, “pick” and “end”, not “fly”'}
"""

from __future__ import annotations

from typing import Any

from accessible_ll.games.disloyal_royals.actions import Action
from accessible_ll.games.disloyal_royals.ask import ask
from accessible_ll.games.disloyal_royals.bots import LEVELS
from accessible_ll.games.disloyal_royals.cues import SOUNDS, cues
from accessible_ll.games.disloyal_royals.narrator import Narrator
from accessible_ll.games.disloyal_royals.reviews import REVIEWS
from accessible_ll.games.disloyal_royals.rules import reference, rules
from accessible_ll.games.disloyal_royals.scenario import run_scenario
from accessible_ll.games.disloyal_royals.state import RoyalsState, new_state
from accessible_ll.games.disloyal_royals.telling import marks, recap
from accessible_ll.games.disloyal_royals.view import view
from accessible_ll.games.disloyal_royals import words as w
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

TITLES = {"ja": "ディスロイヤル・ロイヤルズ", "en": "Disloyal Royals", "de": "Disloyal Royals"}


def _new_state(variant: str, players: int, seed: int | str,
               options: dict[str, Any]) -> RoyalsState:
    if players != 2:
        raise ValueError("Disloyal Royals is for 2 players")
    return new_state(seed, first=options.get("first"))


#: Who plays the first turn: drawn by lot (None), or a seat (the rules leave it to the
#: players: "whoever most recently ...").
FIRST = who_starts("first")


def _turn(view: Any) -> tuple[int, int]:
    """The turn a game stands in (both players' turns counted from 1) and whose it is."""
    turns = sum(1 for event in view.log if event.kind == "turn_started")
    return max(turns, 1), view.current


def _continue_question(narrator: Any, view: Any) -> str:
    """Whether to continue the saved game, and where it stands: its turn (a turn is each
    player's, as the game says it everywhere; not the moves made in it)."""
    turn, seat = _turn(view)
    return narrator.words.text(w.CONTINUE_QUESTION, turn=turn, player=narrator.names[seat])


def _continue_row(narrator: Any, view: Any) -> str:
    """The setup list's row that continues the saved game: its turn, and whose."""
    turn, seat = _turn(view)
    return narrator.words.text(w.CONTINUE_ROW, turn=turn, player=narrator.names[seat])


def _play_scenario(data: Any, words: Any, name: str) -> dict[str, Any]:
    """A scenario played (its result says nothing in words, and names no file)."""
    result = run_scenario(data)
    outcome = result.state.outcome()
    return {"game": "disloyal-royals", "passed": not result.problems,
            "problems": result.problems,
            "winners": list(outcome.winners) if outcome else None,
            "scores": list(outcome.scores) if outcome else None}


GAME = GameDescriptor(
    id="disloyal-royals",
    titles=TITLES,
    rules=Rules(
        variants=(Variant("standard", TITLES, (2,)),),
        new_state=_new_state,
        view=view,
        actions=Action,
        setup=(FIRST,),
    ),
    narration=Narration(
        narrator=Narrator,
        ask=ask,
        reviews=REVIEWS,
        rules=RulesText(rules),
        reference=reference,
        cues=cues,
        sounds=SOUNDS,
        marks=marks,
        recap=recap,
        saved=Saved(row=_continue_row, question=_continue_question),
    ),
    tools=Tools(bots=LEVELS, bot_words=w.BOT_WORDS, run_scenario=scenario_runner(_play_scenario)),
)
