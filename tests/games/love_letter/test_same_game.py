"""A seeded Love Letter game at this computer is the same game on the game-free table
as on Love Letter's own: the same deal, the same first player, the same bot choices
(the blind-player variant's memory too), the same journal. What Love Letter's own table
played is in tests/golden/same_game.json (written by tests/golden/make_golden.py)."""

from __future__ import annotations

import pytest

from accessible_ll.games import find_game
from accessible_ll.match import Match
from tests.golden import digest, load

GAME = find_game("love-letter")
TABLES = [
    ("2019", ["random", "heuristic"]),
    ("classic", ["beginner", "heuristic", "random", "heuristic"]),
    ("premium", ["heuristic", "beginner", "heuristic", "random", "beginner"]),
    ("kanai", ["heuristic", "heuristic", "beginner"]),
]
SEEDS = (1, 2, 2**100 + 7)


def game_key(edition: str, seats: list[str], blind: bool, seed: int) -> str:
    return f"{edition} {','.join(seats)} {blind} {seed}"


@pytest.mark.parametrize("edition, seats", TABLES)
@pytest.mark.parametrize("blind", [False, True])
def test_the_same_seed_plays_the_same_game_on_both_tables(edition, seats, blind):
    for seed in SEEDS:
        old = load("same_game")[game_key(edition, seats, blind, seed)]
        new = Match(GAME, edition, seats, seed=seed, options={"target": 3, "blind": blind})
        assert list(new.view(0).hand) == old["hand"] and new.deciders == (old["to_act"],)
        while not new.over:
            if new.deciders:
                new.play_bot(new.deciders[0])
            else:
                new.advance()
        assert list(new.outcome.winners) == old["winners"]
        assert len(new.journal) == old["moves"]
        assert digest(new.journal) == old["journal"]
