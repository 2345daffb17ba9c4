"""How well a player reads the hidden cards: a quick yardstick for work on beliefs.

The arena needs hours to show a point of strength; this takes seconds. In heuristic
self-play, at each decision of a player holding two cards, for every opponent whose
card it does not know: how often the likeliest card of its belief is the real one, and
the mean log-probability the belief gives the real card. Counting cards alone is
compared with also reading each opponent's plays through the measured habits.
"""

from __future__ import annotations

import math
import random

from accessible_ll.games.love_letter.bots.beliefs import Belief
from accessible_ll.games.love_letter.bots.habits import habits_for
from accessible_ll.games.love_letter.bots.heuristic import HeuristicBot
from accessible_ll.games.love_letter.editions import find_edition
from accessible_ll.games.love_letter.engine import GameState
from accessible_ll.games.love_letter.view import view_for
from accessible_ll.kit import Chance


def belief_accuracy(edition: str, players: int, rounds: int, seed: int = 1) -> dict:
    """``{"guesses": n, "counting": {...}, "habits": {...}}`` with ``right_share`` and
    ``mean_log_p`` for each way of reading."""
    found, rng, bot = find_edition(edition), random.Random(seed), HeuristicBot()
    readings = {"counting": None, "habits": habits_for(found.id)}
    sums = {name: [0, 0.0] for name in readings}
    guesses = 0
    for _ in range(rounds):
        state = GameState(found, players, chance=Chance.exact(rng.random()), target=10**6)
        state.start_round()
        while state.to_act is not None:
            view = view_for(state, state.to_act)
            if len(view.hand) == 2:
                guesses += _score(state, view, readings, sums)
            state.apply(bot.choose(view, view.legal_actions, rng))
    return {"guesses": guesses, **{
        name: {"right_share": right / max(guesses, 1), "mean_log_p": log_p / max(guesses, 1)}
        for name, (right, log_p) in sums.items()}}


def _score(state: GameState, view, readings: dict, sums: dict) -> int:
    belief = Belief(view)
    scored = 0
    for seat in belief.opponents:
        if seat in view.known or not state.hands[seat]:
            continue
        real = state.hands[seat][0]
        for name, habits in readings.items():
            probs = belief.probabilities(seat, habits)
            sums[name][0] += max(sorted(probs), key=lambda k: round(probs[k], 9)) == real
            sums[name][1] += math.log(max(probs.get(real, 0.0), 1e-9))
        scored += 1
    return scored


def describe(result: dict) -> list[str]:
    """The result as lines to print."""
    lines = [f"{result['guesses']:,} hidden cards read"]
    for name in ("counting", "habits"):
        part = result[name]
        lines.append(f"{name}: likeliest card right {part['right_share']:.1%}, "
                     f"mean log-probability of the real card {part['mean_log_p']:.3f}")
    return lines
