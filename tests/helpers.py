"""Shared test helpers: fixed decks, scenario building, random play."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from accessible_ll.games.love_letter.editions import find_edition
from accessible_ll.games.love_letter.engine import GameState

SHARED = Path(__file__).resolve().parents[2] / "shared"
# The scenario vectors the tests need travel with the project; shared/ adds its own when present.
SCENARIOS = Path(__file__).resolve().parent / "scenarios"


def full_deck(edition_id: str, players: int, top: list[str]) -> list[str]:
    """The edition's deck with ``top`` first, then the rest in the edition's order."""
    rest = Counter(find_edition(edition_id).deck_for(players))
    rest.subtract(top)
    assert all(count >= 0 for count in rest.values()), f"too many cards in {top}"
    ordered = [card for card in find_edition(edition_id).deck_for(players)]
    tail = []
    for card in ordered:
        if rest[card] > 0:
            tail.append(card)
            rest[card] -= 1
    return list(top) + tail


def scenario(edition: str, players: int, top: list[str], actions: list[dict],
             **extra) -> dict:
    """A scenario dict (RULES.md section 6) whose deck starts with ``top``."""
    return {"edition": edition, "players": players, "deck": full_deck(edition, players, top),
            "actions": actions, **extra}


def fixed_game(edition: str, players: int, top: list[str], first: int = 0,
               tokens=None, target=None, seed: int = 0) -> GameState:
    """A game whose first round is dealt from ``top`` plus the rest of the deck."""
    return GameState.from_deck(find_edition(edition), players,
                               full_deck(edition, players, top), first=first,
                               tokens=tokens, target=target, rng=random.Random(seed))


def random_game(edition: str, players: int, seed: int, on_step=None) -> GameState:
    """Play a whole game with uniformly random legal actions."""
    rng = random.Random(seed)
    state = GameState.new(find_edition(edition), players, rng=random.Random(seed))
    while state.outcome() is None:
        if state.to_act is None:
            state.start_next_round()
            continue
        action = rng.choice(state.legal_actions())
        if on_step:
            on_step(state, action)
        state.apply(action)
    return state


def matches(result: dict, expect: dict) -> list[str]:
    """Differences between a scenario result and the expected keys (subset match)."""
    problems = []
    for key, want in expect.items():
        got = result.get(key)
        if isinstance(want, dict) and isinstance(got, dict):
            problems += [f"{key}.{k}: {got.get(k)!r} != {v!r}" for k, v in want.items()
                         if got.get(k) != v]
        elif got != want:
            problems.append(f"{key}: {got!r} != {want!r}")
    return problems
