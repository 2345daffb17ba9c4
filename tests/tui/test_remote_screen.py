"""The full-screen game at one seat of a table on another computer (here: a table
served on 127.0.0.1 in the same process), played with the keyboard only."""

from __future__ import annotations

import asyncio

from accessible_ll.narration.i18n import Texts
from accessible_ll.net.remote import RemoteLink
from accessible_ll.net.seat import RemoteSeats
from accessible_ll.tui.widgets import ChoiceList
from tests.net.helpers import LOOPBACK, bot_client, make_room, remote, serve_room
from tests.tui.helpers import game_screen, new_app, play_to_the_end


def joined_app(tmp_path, port: int, lang: str = "en", **client):
    app, speaker = new_app(tmp_path, language=lang)
    texts = Texts.for_language(lang)
    seats = RemoteSeats(None, texts, code="123456", **client)
    seats.link = RemoteLink(LOOPBACK, port, texts, seats.told, retry_for=3)
    app.table_seats = seats
    return app, speaker, seats


async def until(condition, pilot, seconds: float = 10.0) -> None:
    for _ in range(int(seconds / 0.05)):
        if condition():
            return
        await pilot.pause(0.05)
    raise AssertionError("waited in vain")


async def test_a_seat_across_the_network_plays_to_the_end_with_the_keyboard(tmp_path):
    room = make_room(["human", "human", "random"], seed=5)
    server, port = await serve_room(room)
    driver = asyncio.ensure_future(room.run())
    app, speaker, seats = joined_app(tmp_path, port, lang="de", name="Aiko")
    other = None
    try:
        async with app.run_test() as pilot:
            await until(lambda: seats.client.seat is not None, pilot)
            other = asyncio.ensure_future(remote(bot_client("random", 3), port))
            screen = await play_to_the_end(app, pilot)
            await until(lambda: seats.client.result is not None, pilot)
            choices = screen.query_one(ChoiceList)
            assert choices.labels == ["Beenden"], "no new game at another's table: only Quit"
        result = await asyncio.wait_for(driver, 10)
    finally:
        server.close()
        for task in (driver, other):
            if task is not None:
                task.cancel()
    said = speaker.spoken()
    assert "Du sitzt auf Platz 1 als Aiko." in said
    assert seats.client.result["tokens"] == result["tokens"]
    assert any("du bist am zug" in line.lower() for line in said), "asked to play"
    winner_lines = [line for line in said if "gewinnt das Spiel" in line or "gewinnst" in line]
    assert winner_lines, "the game's end was told"
    assert sum(line.startswith("Das Spiel ist vorbei.") for line in said) == 1, "said once"


async def test_a_spectating_teacher_hears_the_table_and_is_never_asked(tmp_path):
    room = make_room(["random", "random"], seed=2)
    room.started = False  # wait for the spectator before the bots start
    server, port = await serve_room(room)
    app, speaker, seats = joined_app(tmp_path, port, spectate=True)
    driver = None
    try:
        async with app.run_test() as pilot:
            await until(lambda: seats.ready, pilot)
            room.started = True
            driver = asyncio.ensure_future(room.run())
            room.broadcast()
            await until(lambda: seats.client.result is not None, pilot, 20)
            await pilot.pause(0.1)
            screen = game_screen(app)
            assert screen.listener is None and screen.query_one(ChoiceList).labels == ["Quit"]
    finally:
        server.close()
        if driver is not None:
            driver.cancel()
    said = speaker.spoken()
    assert any("You are watching the table" in line for line in said)
    assert not any("your turn" in line.lower() for line in said)
    assert any("wins the game" in line for line in said)


async def test_a_table_that_cannot_be_reached_is_told_and_left_with_quit(tmp_path):
    server, port = await serve_room(make_room(["human", "random"]))
    server.close()
    await server.wait_closed()
    app, speaker, seats = joined_app(tmp_path, port)
    seats.link.retry_for = 1.0
    async with app.run_test() as pilot:
        await until(lambda: seats.lost, pilot, 10)
        await pilot.pause(0.1)
        assert game_screen(app).query_one(ChoiceList).labels == ["Quit"]
        await pilot.press("enter")
        await pilot.pause(0.1)
    said = speaker.spoken()
    assert any("cannot be reached" in line for line in said)
    assert any(line.startswith(f"The table at {LOOPBACK}:{port} could not be reached for 1 "
                               "second. Check the address") for line in said)
    assert not any("seat back" in line for line in said), "no seat was ever held"
    assert any(line.startswith("You did not join the table.") for line in said)


async def test_review_keys_before_the_table_begins_say_it_waits(tmp_path):
    room = make_room(["human", "human"])
    server, port = await serve_room(room)
    app, speaker, seats = joined_app(tmp_path, port)
    try:
        async with app.run_test() as pilot:
            await until(lambda: seats.client.seat is not None, pilot)
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
    room = make_room(["human", "human"], seed=5)
    server, port = await serve_room(room)
    app, speaker, seats = joined_app(tmp_path, port)
    other = r.Peer()
    try:
        async with app.run_test() as pilot:
            await until(lambda: seats.client.seat == 0, pilot)
            room.join(other, p.parse_client(jsonlib.dumps(p.message("hello", code="123456"))))
            await until(lambda: seats.started, pilot)
            if room.table.to_act == 1:  # the other person's move, made for them
                room.table.play_bot(1, "random")
                room.changed()
            screen = game_screen(app)
            choices = screen.query_one(ChoiceList)
            await until(lambda: screen.decision is not None and len(choices.labels) == 2, pilot)
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
