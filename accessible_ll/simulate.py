"""A whole game among bots, told to one listener: a teacher's preview, a test's record."""

from __future__ import annotations

import random
from typing import Iterator, Sequence

from accessible_ll.bots import RandomBot
from accessible_ll.editions import find_edition
from accessible_ll.engine import GameState
from accessible_ll.narration.i18n import Texts
from accessible_ll.narration.narrator import Narrator, default_names
from accessible_ll.views import view_for


def play_bot_game(edition: str, players: int, seed: int,
                  bots: Sequence | None = None) -> Iterator[tuple[GameState, list]]:
    """Play a game among bots; yield the state and the events after each step."""
    rng = random.Random(seed)
    bots = list(bots) if bots else [RandomBot() for _ in range(players)]
    state = GameState.new(find_edition(edition), players, rng=random.Random(seed))
    yield state, list(state.log)
    while state.outcome() is None:
        if state.to_act is None:
            yield state, state.start_next_round()
            continue
        seat = state.to_act
        view = view_for(state, seat)
        yield state, state.apply(bots[seat].choose(view, view.legal_actions, rng))


def simulate(edition: str, players: int, seed: int, texts: Texts,
             viewer: int | str | None) -> Iterator[str]:
    """What ``viewer`` hears during a bot game, one utterance at a time."""
    narrator = Narrator(texts, default_names(texts, players), edition, viewer)
    for _state, events in play_bot_game(edition, players, seed):
        yield from narrator.events(events)
