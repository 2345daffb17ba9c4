"""Whole games among bots, for any game of the registry: the one loop that arena,
bench and simulate drive.

>>> from accessible_ll.games import find_game
>>> game = find_game("disloyal-royals")
>>> steps = list(bot_game(game, None, ["random", "random"], seed=4))
>>> state = steps[-1].state
>>> state.outcome() is not None, steps[0].seat
(True, None)
"""

from __future__ import annotations

import random
import time
from typing import Any, Iterator, NamedTuple, Sequence

from accessible_ll.kit import GameDescriptor


class Step(NamedTuple):
    """One step of a game: the state after it, the events, who acted (None: the game
    was dealt or moved on between rounds) and the milliseconds the bot thought."""
    state: Any
    events: list
    seat: int | None
    thinking_ms: float


def bot_game(game: GameDescriptor, variant: str | None, levels: Sequence[str],
             seed: int | float | str, options: dict[str, Any] | None = None,
             rng: random.Random | None = None,
             bots: Sequence[Any] | None = None) -> Iterator[Step]:
    """Play one game whose seat ``i`` is a bot of level ``levels[i]`` (or ``bots[i]``).

    The first step is the deal; then one step per decision, and one per pause between
    rounds. Where several seats decide at once, each decides from its own view.
    """
    rng = rng if rng is not None else random.Random(seed)
    bots = list(bots) if bots else [game.tools.bots[level]() for level in levels]
    state = game.rules.new_state(game.find_variant(variant).id, len(bots), seed, options or {})
    yield Step(state, list(getattr(state, "log", ())), None, 0.0)
    while state.outcome() is None:
        deciders = state.deciders()
        if not deciders:
            yield Step(state, state.advance(), None, 0.0)
            continue
        for seat in deciders:
            view = game.rules.view(state, seat)
            start = time.perf_counter()
            action = bots[seat].choose(view, state.legal_actions(seat), rng)
            thinking = (time.perf_counter() - start) * 1000
            yield Step(state, state.apply(action), seat, thinking)
