"""Engine speed: random legal rounds, timed on one core."""

from __future__ import annotations

import random
import time
from typing import Any

from accessible_ll.editions import find_edition
from accessible_ll.engine import GameState


def run_bench(edition_id: str, players: int, rounds: int, seed: int = 1) -> dict[str, Any]:
    """Play ``rounds`` random legal rounds; return rounds per second and µs per action."""
    edition = find_edition(edition_id)
    rng = random.Random(seed)
    state = GameState(edition, players, rng=random.Random(seed), target=10**9)
    choice = rng.choice
    actions = 0
    start = time.perf_counter()
    for _ in range(rounds):
        state.start_round()
        while state.to_act is not None:
            state.apply(choice(state.legal_actions()))
            actions += 1
    elapsed = time.perf_counter() - start
    return {
        "edition": edition.id,
        "players": players,
        "rounds": rounds,
        "rounds_per_second": round(rounds / elapsed, 1),
        "us_per_action": round(elapsed / max(actions, 1) * 1e6, 3),
    }
