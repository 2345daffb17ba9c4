"""Leaving a table across computers on purpose, on 127.0.0.1: the others hear that the
player left (and what happens to the seat), not that a connection was lost; the one
who leaves hears how to come back; a client that only closes is still "lost"."""

from __future__ import annotations

import asyncio
import threading

import pytest

from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts
from accessible_ll.net import protocol as p
from tests.net.helpers import RawClient
from tests.net.test_love_letter_table import until
from tests.net.test_match_table import CODE, join, make_room, secret_words, serve  # noqa: F401

LEFT = "You left the table. To take your seat back, run the same join command again."


def said(lang: str, message: str, **values) -> str:
    """``message`` in ``lang``, checked to be translated there."""
    text = Texts.for_language(lang).text(message, **values)
    assert lang == "en" or text != message.format(**values), (lang, message)
    return text


async def seated(room, *tables) -> None:
    await until(lambda: room.started and all(t.ready for t in tables))


async def stop(server, *tables) -> None:
    for table in tables:
        table.close()
    server.close()
    await server.wait_closed()


async def test_a_player_who_leaves_is_told_as_leaving_and_one_who_drops_as_lost():
    room = make_room(["human", "human", "human"])
    server, port = await serve(room)
    ann, ann_ears = join(port, "ja", name="Ann")
    ben, ben_ears = join(port, "en", name="Ben")
    cay, cay_ears = join(port, "de", name="Cay")
    try:
        await seated(room, ann, ben, cay)
        await ben.leave()
        waits = {lang: said(lang, m.PLAYER_LEFT_WAITS, player="Ben") for lang in ("ja", "de")}
        await until(lambda: waits["ja"] in ann_ears.table_lines
                    and waits["de"] in cay_ears.table_lines)
        assert ben_ears.table_lines[-1] == LEFT and not ben.lost
        assert room.seats[1].peer is None and room.seats[1].secret  # the seat stays his
        # Cay's program only closes (as an older one does): her connection was lost
        await cay.link.ws.close()
        lost = said("ja", m.PLAYER_AWAY, player="Cay")
        await until(lambda: lost in ann_ears.table_lines)
        assert said("ja", m.PLAYER_AWAY, player="Ben") not in ann_ears.table_lines
    finally:
        await stop(server, ann, cay)


async def test_with_a_takeover_time_the_others_hear_a_bot_plays_for_the_one_who_left():
    room = make_room(["human", "human"], takeover=60)
    server, port = await serve(room)
    ann, ann_ears = join(port, "en", name="Ann")
    ben, ben_ears = join(port, "de", name="Ben", spectate=False)
    try:
        await seated(room, ann, ben)
        await ben.leave()
        line = "Ben left the table. A bot plays for them until they join again."
        await until(lambda: line in ann_ears.table_lines)
        assert ben_ears.table_lines[-1] == said("de", m.YOU_LEFT_TABLE)
    finally:
        await stop(server, ann)


async def test_a_spectator_who_leaves_hears_how_to_watch_again_and_nobody_is_told():
    room = make_room(["human", "human"])
    server, port = await serve(room)
    ann, ann_ears = join(port, "en", name="Ann")
    watcher, watcher_ears = join(port, "en", spectate=True)
    try:
        await until(lambda: ann.ready and watcher.ready)
        before = list(ann_ears.table_lines)
        await watcher.leave()
        await until(lambda: not room.spectators)
        assert watcher_ears.table_lines[-1] == said("en", m.YOU_LEFT_WATCHING)
        assert ann_ears.table_lines == before
    finally:
        await stop(server, ann)


async def test_bye_is_answered_by_the_table_closing_the_connection():
    """The protocol's ``bye``: the table ends the connection itself, at once."""
    room = make_room(["human", "human"])
    server, port = await serve(room)
    try:
        async with RawClient(port) as client:
            await client.send(p.match_message("hello", code=CODE, lang="en", name="Ann"))
            await client.next("welcome")
            await client.send(p.match_message("bye"))
            await asyncio.wait_for(client.ws.wait_closed(), 5)
        assert room.seats[0].peer is None and room.seats[0].secret
    finally:
        server.close()
        await server.wait_closed()


@pytest.mark.parametrize("key", ["ctrl+q", "escape"])
async def test_leaving_on_the_full_screen_tells_the_table_and_says_how_to_come_back(
        tmp_path, key):
    """The joiner presses Ctrl+Q (or Escape) and answers Yes: the other seat hears that
    Aiko left (not that her connection was lost), and she hears how to come back."""
    from accessible_ll.tui.dialogs import ConfirmScreen
    from accessible_ll.tui.match_screen import MatchScreen
    from tests.tui.test_remote_love_letter_screen import joined_app
    from tests.tui.test_remote_love_letter_screen import until as ui_until
    room = make_room(["human", "human"])
    server, port = await serve(room)
    ben, ben_ears = join(port, "en", name="Ben")
    app, speaker, aiko = joined_app(tmp_path, port, name="Aiko")
    try:
        async with app.run_test() as pilot:
            await ui_until(lambda: room.started and aiko.ready
                           and isinstance(app.screen, MatchScreen), pilot)
            await pilot.press(key)
            await ui_until(lambda: isinstance(app.screen, ConfirmScreen), pilot)
            await pilot.press("down", "enter")  # Yes
            await ui_until(lambda: app.return_code is not None, pilot)
        await until(lambda: "Aiko left the table. The table waits for them to join again."
                    in ben_ears.table_lines)
    finally:
        await stop(server, ben)
    assert "Aiko lost the connection. The table waits for them." not in ben_ears.table_lines
    assert app.return_code == 0 and aiko.farewell == LEFT
    assert speaker.spoken()[-1] == LEFT


def test_join_line_q_then_yes_tells_the_host_the_student_left(monkeypatch, tmp_path, capsys):
    """``join --line``: q, then 2 (yes): the host's window hears that Ann left; Ann's
    last line says how to come back, and the program ends with 0."""
    import sys

    from tests.net.test_match_commands import Host
    from tests.net.test_match_commands import join as join_command
    host = Host(["--game", "pebbles", "--players", "2", "--bots", "random", "--seed", "4"])

    class Typing:
        """Ann types q and 2 once she sits at the table."""

        def __iter__(self):
            for _ in range(500):
                if "Ann joined the table." in host.lines:
                    break
                threading.Event().wait(0.01)
            yield from ("q\n", "2\n")
    monkeypatch.setattr(sys, "stdin", Typing())
    host.start()
    try:
        code = join_command(host.port(), host.room.code, "--line", "--name", "Ann",
                            settings=tmp_path / "ann.json")
        left = "Ann left the table. The table waits for them to join again."
        for _ in range(500):
            if left in host.lines:
                break
            threading.Event().wait(0.01)
    finally:
        host.stop()
    assert left in host.lines
    assert not any("lost the connection" in line for line in host.lines)
    assert capsys.readouterr().out.splitlines()[-1] == LEFT
    assert code == 0  # left on purpose: done, as on the full screen


async def test_leaving_a_table_never_reached_says_nothing_of_a_seat():
    from accessible_ll.net.match_client import RemoteMatch
    from accessible_ll.net.remote import RemoteLink
    from tests.net.test_match_table import Person
    texts = Texts.for_language("en")
    table = RemoteMatch(None, texts, code=CODE)
    table.link = RemoteLink("127.0.0.1", 9, texts, table.say, retry_for=0)
    ears = Person(table)
    table.start(ears)
    await until(lambda: table.lost)
    await table.leave()
    assert table.farewell is None and LEFT not in ears.table_lines
