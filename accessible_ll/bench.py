"""Engine speed: random legal play through the game seam, timed on one core.

Rounds are played inside whole games (each a fresh state with the variant's defaults),
as a real table plays them, until the asked number of rounds is reached; a game of one
round counts each game as a round. The figures are the best of ``repeat`` runs, as
``timeit`` reports, since a shared machine only ever makes a run slower.

>>> result = run_bench("disloyal-royals", None, 2, rounds=50, repeat=1)
>>> result["rounds"], result["rounds_per_second"] > 0
(50, True)
"""

from __future__ import annotations

import random
import time
from typing import Any

from accessible_ll.games import find_game
from accessible_ll.kit import GameDescriptor


def _play_rounds(game: GameDescriptor, variant: str, players: int, rounds: int,
                 seed: int) -> tuple[float, int, int]:
    """Play ``rounds`` random rounds; return the seconds, the actions and the games."""
    rng = random.Random(seed)
    choice = rng.choice
    played = actions = games = 0
    start = time.perf_counter()
    while played < rounds:
        state = game.rules.new_state(variant, players, rng.random(), {})
        games += 1
        while played < rounds:
            deciders = state.deciders()
            if deciders:
                for seat in deciders:
                    state.apply(choice(state.legal_actions(seat)))
                    actions += 1
                continue
            played += 1
            if state.outcome() is not None:
                break
            state.advance()
    return time.perf_counter() - start, actions, games


def run_bench(game_id: str, variant: str | None, players: int, rounds: int, seed: int = 1,
              repeat: int = 3) -> dict[str, Any]:
    """Rounds and games per second, and microseconds per action, of random legal play."""
    game = find_game(game_id)
    variant = game.find_variant(variant).id
    elapsed, actions, games = min(_play_rounds(game, variant, players, rounds, seed)
                                  for _ in range(repeat))
    return {
        "game": game.id,
        "edition": variant,
        "players": players,
        "rounds": rounds,
        "rounds_per_second": round(rounds / elapsed, 1),
        "games_per_second": round(games / elapsed, 2),
        "us_per_action": round(elapsed / max(actions, 1) * 1e6, 3),
    }
