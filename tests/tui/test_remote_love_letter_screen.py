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


def joined_app(tmp_path, port: int, lang: str = "en", **client):
    app, speaker = new_app(tmp_path, language=lang)
    texts = Texts.for_language(lang)
    table = RemoteMatch(None, texts, code="123456", **client)
    table.link = RemoteLink(LOOPBACK, port, texts, table.say, retry_for=3)
    app.start_match = lambda app: app.push_screen(MatchScreen(table))
    return app, speaker, table


def love_letter_room(seats: list[str], seed: int = 1, blind: bool = False) -> MatchRoom:
    match = Match(find_game("love-letter"), "2019", seats, seed=seed,
                  options={"target": 2, "blind": blind})
    return MatchRoom(match, "123456", RoomOptions())


async def serve_room(room: MatchRoom):
    server = await open_server(TableServer({room.code: room}), LOOPBACK, 0)
    return server, server.sockets[0].getsockname()[1]


async def until(condition, pilot, seconds: float = 10.0) -> None:
    for _ in range(int(seconds / 0.05)):
        if condition():
            return
        await pilot.pause(0.05)
    raise AssertionError("waited in vain")


async def test_a_spectating_teacher_hears_the_table_and_is_never_asked(tmp_path):
    room = love_letter_room(["random", "random"], seed=2)
    room.started = False  # wait for the spectator before the bots start
    server, port = await serve_room(room)
    app, speaker, table = joined_app(tmp_path, port, spectate=True)
    driver = None
    try:
        async with app.run_test() as pilot:
            await until(lambda: table.ready, pilot)
            room.started = True
            driver = asyncio.ensure_future(room.run())
            room.broadcast()
            await until(lambda: table.result is not None, pilot, 20)
            await pilot.pause(0.1)
            assert app.screen.query_one(ChoiceList).labels == ["Quit"]
    finally:
        server.close()
        if driver is not None:
            driver.cancel()
    said = speaker.spoken()
    assert any("You are watching the table" in line for line in said)
    assert not any("your turn" in line.lower() for line in said)
    assert any("wins the game" in line for line in said)


async def test_a_table_that_cannot_be_reached_is_told_and_left_with_quit(tmp_path):
    server, port = await serve_room(love_letter_room(["human", "random"]))
    server.close()
    await server.wait_closed()
    app, speaker, table = joined_app(tmp_path, port)
    table.link.retry_for = 1.0
    async with app.run_test() as pilot:
        await until(lambda: table.lost, pilot, 10)
        await pilot.pause(0.1)
        assert app.screen.query_one(ChoiceList).labels == ["Quit"]
        await pilot.press("enter")
        await pilot.pause(0.1)
    said = speaker.spoken()
    assert any(line.startswith(f"The table at {LOOPBACK}:{port} could not be reached for 1 "
                               "second. Check the address") for line in said)
    assert not any("seat back" in line for line in said), "no seat was ever held"
    assert any(line.startswith("You did not join the table.") for line in said)


async def test_review_keys_before_the_table_begins_say_it_waits(tmp_path):
    room = love_letter_room(["human", "human"])
    server, port = await serve_room(room)
    app, speaker, table = joined_app(tmp_path, port)
    try:
        async with app.run_test() as pilot:
            await until(lambda: table.seat is not None, pilot)
            await pilot.pause(0.1)
            for key in "htsdpc1":
                await pilot.press(key)
                await pilot.pause()
                assert speaker.spoken()[-1] == ("The game has not begun yet: "
                                                "the table waits for its players.")
            assert not app.errors
    finally:
        server.close()


async def test_news_about_another_player_leaves_a_half_made_choice_as_it_is(tmp_path):
    import json as jsonlib

    from accessible_ll.net import protocol as p
    from accessible_ll.net import room as r
    room = love_letter_room(["human", "human"], seed=5)
    server, port = await serve_room(room)
    app, speaker, table = joined_app(tmp_path, port)
    other = r.Peer()
    try:
        async with app.run_test() as pilot:
            await until(lambda: table.seat == 0, pilot)
            room.join(other, p.parse_client(jsonlib.dumps(
                p.match_message("hello", code="123456", lang="en"))))
            await until(lambda: table.started, pilot)
            if room.match.deciders == (1,):  # the other person's move, made for them
                room.match.play_bot(1, "random")
                room.changed()
            choices = app.screen.query_one(ChoiceList)
            await until(lambda: table.seat in table.deciders and len(choices.labels) == 2,
                        pilot)
            await pilot.press("down")
            await pilot.pause(0.1)
            chosen_label, heard = choices.current_label, len(speaker.spoken())
            room.leave(other)  # "Player 2 lost the connection"
            await pilot.pause(0.3)
            assert choices.current_label == chosen_label, "the highlight stays where it was"
            news = speaker.spoken()[heard:]
            assert news and all("lost the connection" in line for line in news), news
    finally:
        server.close()


async def test_a_seat_across_the_network_hears_the_variants_reason_once(tmp_path):
    """The blind-player variant's notice on c comes from the host in the seat's words
    and, as at this computer, is said only the first time."""
    room = love_letter_room(["human", "random"], seed=5, blind=True)
    server, port = await serve_room(room)
    driver = asyncio.ensure_future(room.run())
    notice = ("In the blind-player variant, only what you may review now counts as seen: "
              "your hand, the face-up cards and each player's last discard.")
    app, speaker, table = joined_app(tmp_path, port)
    answers = []
    try:
        async with app.run_test() as pilot:
            await until(lambda: table.welcome is not None and table.seat in table.deciders,
                        pilot)
            for _ in range(2):
                before = len(speaker.spoken())
                await pilot.press("c")
                await until(lambda: len(speaker.spoken()) > before
                            and "deck" in speaker.spoken()[-1], pilot)
                answers.append(speaker.spoken()[-1])
    finally:
        server.close()
        driver.cancel()
    assert table.said_once() == {notice}
    assert notice in answers[0] and notice not in answers[1], answers
    assert all("Not among what you may review: " in answer for answer in answers)


async def test_a_seat_across_the_network_keeps_the_variants_memory_in_its_history(tmp_path):
    """At a table elsewhere, as at this computer: at the seat's own turn, what came before
    its previous turn is gone from its history (the table says where each turn begins)."""
    from accessible_ll.tui.dialogs import ConfirmScreen
    from tests.tui.test_variant_memory import _walked
    room = love_letter_room(["human", "random"], seed=3, blind=True)
    server, port = await serve_room(room)
    driver = asyncio.ensure_future(room.run())
    app, speaker, table = joined_app(tmp_path, port)
    try:
        async with app.run_test() as pilot:
            await until(lambda: table.welcome is not None and table.seat in table.deciders,
                        pilot)
            first = [line for line in speaker.spoken() if line.startswith("Round 1 begins.")]
            for _ in range(600):  # play on until the seat's third turn is open
                turns = sum(line.startswith("Your turn.") for line in speaker.spoken())
                if turns >= 3 and table.seat in table.deciders \
                        and app.screen.query_one(ChoiceList).labels:
                    break
                if isinstance(app.screen, ConfirmScreen):
                    await pilot.press("down")
                if table.seat in table.deciders:
                    await pilot.press("enter")
                await pilot.pause(0.05)
            walked = await _walked(app, pilot, speaker, ())
    finally:
        server.close()
        driver.cancel()
    assert first and walked, "the round began, and the history holds this turn"
    assert not [line for line in walked if line.startswith("Round 1 begins.")]


async def test_f2_reads_the_cards_at_a_glance_at_a_table_elsewhere(tmp_path):
    """The table sends the game's card reference in the seat's language with its
    welcome: F2 reads it as at this computer."""
    from accessible_ll.match import Match
    match = Match(find_game("disloyal-royals"), None, ["human", "heuristic"], seed=2)
    room = MatchRoom(match, "123456", RoomOptions())
    server, port = await serve_room(room)
    driver = asyncio.ensure_future(room.run())
    app, speaker, table = joined_app(tmp_path, port, lang="de")
    try:
        async with app.run_test() as pilot:
            await until(lambda: table.welcome is not None and table.seat in table.deciders,
                        pilot)
            await pilot.press("f2")
            await pilot.pause(0.1)
            heard = speaker.spoken()
    finally:
        server.close()
        driver.cancel()
    reference = find_game("disloyal-royals").narration.reference(
        find_game("disloyal-royals").narration.narrator(Texts.for_language("de"), table.names,
                                              "standard", None), 2)
    assert table.reference() == reference and reference
    assert reference[0] in " ".join(heard[-3:])
