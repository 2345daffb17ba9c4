"""The line mode at a shared computer, to the end of a game: the room hears the outcome
by name (nobody's "you"), then each person for whom something still waits."""

from __future__ import annotations

import asyncio

import pytest

from accessible_ll.games import find_game
from accessible_ll.match_line import OVER
from accessible_ll.local_match import LocalMatch
from accessible_ll.narration.i18n import Texts
from tests.test_match_line import Player

EN = Texts.for_language("en")


class Passing(Player):
    """A person who also takes the computer when it is passed to them."""

    def pass_to(self, seat):
        super().pass_to(seat)
        self.lines.put_nowait("")


@pytest.mark.parametrize("game_id, people, outcome", [
    ("disloyal-royals", 2, (" wins, ", " wins the game", "A draw")),
    ("verraeter", 3, (" wins.", " share the win", "Nobody wins"))])
def test_a_hot_seat_game_ends_in_the_rooms_words(game_id, people, outcome):
    heard: list[str] = []
    table = LocalMatch.new(find_game(game_id), None, ["human"] * people, EN, seed=2)

    async def main():
        person = Passing(table, EN, heard.append, asyncio.Queue())
        return await asyncio.wait_for(person.play(), 120)
    assert asyncio.run(main()) == OVER and table.over
    end = [line for line in heard if any(part in line for part in outcome)]
    assert end and not [line for line in end if line.startswith(("You win", "You share"))]
    assert not [line for line in heard if line.startswith(("You score", "You gain"))]
