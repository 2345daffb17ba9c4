"""``join --line`` at Love Letter's narrating table: the line mode over a RemoteMatch,
played to the end by typed numbers, with the standings after every round."""

from __future__ import annotations

import asyncio
import re

from accessible_ll.match import ADVANCE
from accessible_ll.match_line import MatchLine
from accessible_ll.narration.i18n import Texts
from accessible_ll.net.match_client import RemoteMatch
from accessible_ll.net.remote import RemoteLink
from tests.net.helpers import LOOPBACK
from tests.net.test_love_letter_table import CODE, make_room, serve

OPTION = re.compile(r"^(\d+)\. (.*)$")


def test_a_line_seat_plays_to_the_end_by_typed_numbers_and_hears_the_standings():
    async def main():
        room = make_room(["human", "heuristic"], seed=4, target=2)
        server, port = await serve(room)
        texts = Texts.for_language("en")
        table = RemoteMatch(None, texts, code=CODE, name="Mia")
        table.link = RemoteLink(LOOPBACK, port, texts, table.say, retry_for=5.0)
        lines: asyncio.Queue = asyncio.Queue()
        said: list[str] = []
        offered: list[str] = []

        def answer() -> None:
            if offered:
                lines.put_nowait(offered[0])
                offered.clear()

        def say(line: str) -> None:  # a person who types the first possible choice
            said.append(line)
            found = OPTION.match(line)
            # (asked whether to play the Princess anyway: Yes, as the line client's test)
            if found and "not possible" not in found.group(2) and found.group(2) != "No":
                offered.append(found.group(1))
                asyncio.get_running_loop().call_later(0.05, answer)
        driver = asyncio.create_task(room.run())
        line = MatchLine(table, texts, say, lines, "love-letter")
        try:
            ended = await asyncio.wait_for(line.play(), 30)
            await asyncio.wait_for(driver, 10)
        finally:
            table.close()
            server.close()
        return room, table, said, ended
    room, table, said, ended = asyncio.run(main())
    assert room.match.over and table.over
    assert "This table plays Love Letter." in said and "You sit at seat 1 as Mia." in said
    assert any(line.startswith("Choose a card to play.") for line in said)
    rounds = room.match.journal.count(ADVANCE) + 1
    assert sum(line.startswith("Standings after round") for line in said) == rounds
    assert any(line.endswith("wins the game!") or line.startswith("You win the game")
               for line in said)
