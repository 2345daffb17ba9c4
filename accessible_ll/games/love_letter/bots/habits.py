"""Playing habits: which card sensible players keep, measured from the heuristic's games.

For every hand of two different cards, how often the ``heuristic`` level plays the
first and keeps the second. The expert reads an opponent's last play through this
table: a Guard played usually means the other card was worth keeping. The table is
data (``habits.json``), measured by ``python -m accessible_ll.games.love_letter.bots.habits``.
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from functools import lru_cache
from pathlib import Path

from accessible_ll.games.love_letter.bots.heuristic import HeuristicBot
from accessible_ll.games.love_letter.editions import EDITIONS, find_edition
from accessible_ll.games.love_letter.engine import GameState
from accessible_ll.games.love_letter.view import view_for
from accessible_ll.kit import Chance

HABITS_FILE = Path(__file__).with_name("habits.json")

#: The table sizes measured per edition: the smallest and a full table.
MEASURED_PLAYERS = {"premium": (3, 5)}


@lru_cache(maxsize=None)
def habits_for(edition: str) -> dict[tuple[str, str], float]:
    """``(played, kept) -> share`` for ``edition``; empty if it was never measured."""
    table = json.loads(HABITS_FILE.read_text(encoding="utf-8")).get(edition, {})
    return {tuple(pair.split(">")): share for pair, share in table.items()}


def measure_habits(edition: str, players: int, rounds: int, seed: int = 5) -> Counter:
    """Counts of ``(played, kept)``, and of ``("held", a, b)`` per hand, in self-play."""
    found, rng, bot = find_edition(edition), random.Random(seed), HeuristicBot()
    counts: Counter = Counter()
    for _ in range(rounds):
        state = GameState(found, players, chance=Chance.exact(rng.random()), target=10**6)
        state.start_round()
        while state.to_act is not None:
            view = view_for(state, state.to_act)
            action = bot.choose(view, view.legal_actions, rng)
            if action.play is not None and len(view.hand) == 2 and view.hand[0] != view.hand[1]:
                kept = view.hand[1] if action.play == view.hand[0] else view.hand[0]
                counts[(action.play, kept)] += 1
                counts[("held",) + tuple(sorted(view.hand))] += 1
            state.apply(action)
    return counts


def shares(counts: Counter) -> dict[str, float]:
    """The measured counts as ``"played>kept": share of the hands holding both``."""
    table = {}
    for key, n in sorted(counts.items()):
        if len(key) == 2 and key[0] != key[1] and n:
            held = counts[("held",) + tuple(sorted(key))]
            table[f"{key[0]}>{key[1]}"] = round(n / held, 3)
    return table


def main(rounds: int = 20000) -> None:
    """Measure every edition and write ``habits.json``."""
    result = {}
    for edition in EDITIONS:
        counts: Counter = Counter()
        for players in MEASURED_PLAYERS.get(edition, (2, 4)):
            counts += measure_habits(edition, players, rounds)
        result[edition] = shares(counts)
        print(edition, len(result[edition]), "pairs", file=sys.stderr)
    HABITS_FILE.write_text(json.dumps(result, indent=1, sort_keys=True) + "\n",
                           encoding="utf-8")


if __name__ == "__main__":
    main()
