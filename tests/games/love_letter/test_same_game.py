"""A seeded Love Letter game at this computer is the same game on the game-free table
as on Love Letter's own: the same deal, the same first player, the same bot choices
(the blind-player variant's memory too), the same journal."""

from __future__ import annotations

import pytest

from accessible_ll.games import find_game
from accessible_ll.match import ADVANCE, Match
from accessible_ll.settings import Settings
from accessible_ll.table import NEXT_ROUND, LocalTable

GAME = find_game("love-letter")


@pytest.mark.parametrize("edition, seats", [
    ("2019", ["random", "heuristic"]),
    ("classic", ["beginner", "heuristic", "random", "heuristic"]),
    ("premium", ["heuristic", "beginner", "heuristic", "random", "beginner"]),
    ("kanai", ["heuristic", "heuristic", "beginner"]),
])
@pytest.mark.parametrize("blind", [False, True])
def test_the_same_seed_plays_the_same_game_on_both_tables(edition, seats, blind):
    for seed in (1, 2, 2**100 + 7):
        settings = Settings(edition=edition, players=len(seats), seats=seats,
                            blind_variant=blind, target=3)
        old = LocalTable(settings, seed=seed)
        new = Match(GAME, edition, seats, seed=seed, options={"target": 3, "blind": blind})
        assert new.view(0).hand == old.view(0).hand and new.deciders == (old.to_act,)
        while not old.game_over:
            if old.round_over:
                old.next_round()
                new.advance()
            else:
                old.play_bot(old.to_act)
                new.play_bot(new.deciders[0])
        assert new.over and new.outcome.winners == tuple(old.result()["game_winners"])
        assert new.journal == [ADVANCE if e == NEXT_ROUND else e for e in old.journal]
