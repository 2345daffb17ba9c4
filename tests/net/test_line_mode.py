"""The line mode as a person hears it: the standings after each round, the help with the
rules, a local game in a local game's words, and r repeating the open question."""

from __future__ import annotations

import asyncio
import re

from accessible_ll.net.client import LocalLink, run_client
from tests.net.helpers import ScriptedPerson, make_room


def play(room, person) -> dict:
    """``person`` plays at ``room`` in this process to the game's end."""
    async def main():
        driver = asyncio.create_task(room.run())
        try:
            return await asyncio.wait_for(run_client(person, LocalLink(room)), 30)
        finally:
            driver.cancel()
    return asyncio.run(main())


def test_after_every_round_the_line_client_says_everyones_tokens():
    person = ScriptedPerson(name="Sam")
    result = play(make_room(["human", "heuristic", "random"], seed=4, target=2), person)
    heard = person.heard
    standings = [i for i, line in enumerate(heard) if line.startswith("Standings after round")]
    assert len(standings) == result["rounds"] > 1
    for number, index in enumerate(standings, start=1):
        assert heard[index].startswith(f"Standings after round {number}: ")
        assert re.search(r"now ha(s|ve) \d+ tokens?\.$", heard[index - 1])
    final = heard[standings[-1]]
    assert heard[standings[-1] + 1].endswith(("win the game!", "wins the game!"))
    assert [int(n) for n in re.findall(r": (\d+)(?=[;.,])", final)] == result["tokens"]
