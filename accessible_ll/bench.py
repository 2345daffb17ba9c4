"""Engine speed: random legal play, timed on one core.

Rounds are played inside whole games (each game a fresh state with the edition's
token target), as a real table plays them, until the asked number of rounds is
reached. The figures are the best of ``repeat`` runs, as ``timeit`` reports, since
a shared machine only ever makes a run slower.
"""

from __future__ import annotations

import random
import time
from typing import Any

from accessible_ll.editions import find_edition
from accessible_ll.engine import GameState
from accessible_ll.engine.phases import GAME_OVER


def _play_rounds(edition, players: int, rounds: int, seed: int) -> tuple[float, int]:
    """Play ``rounds`` random rounds; return the seconds taken and the actions played."""
    rng = random.Random(seed)
    choice = rng.choice
    played = actions = 0
    start = time.perf_counter()
    while played < rounds:
        state = GameState(edition, players, rng=rng)
        while played < rounds and state.phase != GAME_OVER:
            state.start_round()
            while state.to_act is not None:
                state.apply(choice(state.legal_actions()))
                actions += 1
            played += 1
    return time.perf_counter() - start, actions


def run_bench(edition_id: str, players: int, rounds: int, seed: int = 1,
              repeat: int = 3) -> dict[str, Any]:
    """Rounds per second and microseconds per action of random legal play."""
    edition = find_edition(edition_id)
    elapsed, actions = min(_play_rounds(edition, players, rounds, seed) for _ in range(repeat))
    return {
        "edition": edition.id,
        "players": players,
        "rounds": rounds,
        "rounds_per_second": round(rounds / elapsed, 1),
        "us_per_action": round(elapsed / max(actions, 1) * 1e6, 3),
    }
