"""Love Letter full screen at one seat of a table whose host narrates (protocol version
2), served on 127.0.0.1 in the same process, played with the keyboard only."""

from __future__ import annotations

import asyncio

from accessible_ll.games import find_game
from accessible_ll.match import Match
from accessible_ll.narration.i18n import Texts
from accessible_ll.net.match_client import RemoteMatch
from accessible_ll.net.match_room import MatchRoom
from accessible_ll.net.remote import RemoteLink
from accessible_ll.net.room import RoomOptions
from accessible_ll.net.server import TableServer, open_server
from accessible_ll.tui.match_screen import MatchScreen
from accessible_ll.tui.widgets import ChoiceList
from tests.net.helpers import LOOPBACK
from tests.tui.helpers import new_app


async def test_a_love_letter_seat_across_the_network_plays_to_the_end_with_the_keyboard(
        tmp_path):
    match = Match(find_game("love-letter"), "2019", ["human", "random", "random"], seed=5,
                  options={"target": 2})
    room = MatchRoom(match, "123456", RoomOptions())
    server = await open_server(TableServer({room.code: room}), LOOPBACK, 0)
    port = server.sockets[0].getsockname()[1]
    driver = asyncio.ensure_future(room.run())
    try:
        app, speaker = new_app(tmp_path, language="de")
        texts = Texts.for_language("de")
        table = RemoteMatch(None, texts, code="123456", name="Aiko")
        table.link = RemoteLink(LOOPBACK, port, texts, table.say, retry_for=5.0)
        app.start_match = lambda app: app.push_screen(MatchScreen(table))
        async with app.run_test() as pilot:
            for _ in range(1200):
                if table.result is not None and app.screen.query_one(ChoiceList).labels \
                        == ["Beenden"]:
                    break
                choices = app.screen.query_one(ChoiceList)
                if choices.labels and table.seat in table.deciders:
                    await pilot.press("end" if "Prinzessin" in " ".join(choices.labels)
                                      and len(choices.labels) == 2
                                      and choices.labels[0] == "Nein" else "enter")
                await pilot.pause(0.05)
            assert app.screen.query_one(ChoiceList).labels == ["Beenden"], \
                "no new game at another's table: only Quit"
        result = await asyncio.wait_for(driver, 10)
    finally:
        server.close()
        driver.cancel()
    said = speaker.spoken()
    assert "Du sitzt auf Platz 1 als Aiko." in said
    assert table.result["scores"] == result["scores"]
    assert any("du bist am zug" in line.lower() for line in said), "asked to play"
    winner_lines = [line for line in said if "gewinnt das Spiel" in line or "gewinnst" in line]
    assert winner_lines, "the game's end was told"
    assert sum(line.startswith("Das Spiel ist vorbei.") for line in said) == 1, "said once"
    rounds = match.journal.count("advance") + 1
    assert sum(line.startswith("Herzen nach Runde") for line in said) == rounds
