"""Classroom mishaps on 127.0.0.1 at Love Letter's table: the same program back on a new
connection, a key pressed while the table is away (the line's and the full screen's
question asked again), a seat key that cannot be saved, a frozen client, a connection
closed at once again and again. (One seat key on two computers, a computer without a
settings folder and a table resumed elsewhere: see test_love_letter_table.py.)"""

from __future__ import annotations

import asyncio
import json
import os
import stat

from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts
from accessible_ll.net import protocol as p
from accessible_ll.net.commands import seat_key_keeper
from accessible_ll.net.match_client import RemoteMatch
from accessible_ll.net.match_room import MatchRoom
from accessible_ll.net.remote import RemoteLink
from accessible_ll.net.room import RoomOptions
from accessible_ll.net.server import TableServer, open_server
from accessible_ll.settings import load_settings  # noqa: F401
from tests.net.helpers import LOOPBACK
from tests.net.test_love_letter_table import CODE, Player, hello, make_room, serve, until


async def test_the_same_program_coming_back_replaces_its_stale_connection():
    room = make_room(["human", "heuristic"], seed=2)
    from accessible_ll.net import room as r
    peer = r.Peer()
    room.join(peer, hello(instance="a1"))
    secret = peer.outbox.get_nowait()["secret"]
    again = r.Peer()  # the old connection still looks open: a drop not noticed yet
    room.join(again, hello(instance="a1", secret=secret))
    assert room.seats[0].peer is again and not peer.open


# ----- a key pressed while the table is away ---------------------------------------------

async def test_a_card_chosen_while_the_table_restarts_is_asked_again_and_played(tmp_path):
    save = tmp_path / "lesson.table"
    room = make_room(["human", "heuristic"], seed=4, target=3, save=save, pace=0)
    room.save()
    server, port = await serve(room)
    driver = asyncio.create_task(room.run())
    texts = Texts.for_language("en")
    table = RemoteMatch(None, texts, code=CODE)
    table.link = RemoteLink(LOOPBACK, port, texts, table.say, retry_for=20)
    player = Player(table)
    player.paused = True  # she thinks
    table.start(player)
    try:
        await until(lambda: player.held is not None)
        number = room.match.moves
        # The host stops (killed); the student presses Enter on a card meanwhile.
        driver.cancel()
        server.close()
        await server.wait_closed()
        await until(lambda: table.link.ws is None)
        player.paused = False
        player.step(*player.held)
        await until(lambda: not table.outbox)  # sent into the void
        # The teacher resumes the table from its save file, on the same port.
        again = MatchRoom.resume(save, RoomOptions(save=save))
        server = await open_server(TableServer({again.code: again}), LOOPBACK, port)
        driver = asyncio.create_task(again.run())
        assert again.match.moves == number  # the card never arrived
        await until(lambda: again.match.moves > number, 15)  # ... so it is asked again
        assert len(player.asks) >= 2 and player.refusals == []
        assert "Connected again. You have your seat back." in player.table_lines
    finally:
        table.close()
        driver.cancel()
        server.close()


async def test_a_seat_key_that_cannot_be_saved_is_said_and_kept_while_the_program_runs(
        tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    heard: list[str] = []
    keep = seat_key_keeper(blocked / "settings.json", Texts.for_language("en"), heard.append)
    keep("table-1", "key")
    assert len(heard) == 1 and heard[0].startswith("Your seat key could not be saved in")


# ----- smaller things -------------------------------------------------------------------

async def test_a_lone_surrogate_or_a_true_version_is_refused_without_a_traceback(caplog):
    for raw in ('{"v": 2, "type": "hello", "code": "1", "name": "\\ud800"}',
                '{"v": true, "type": "bye"}'):
        try:
            p.parse_client(raw)
        except p.ProtocolError as error:
            assert error.code in (p.BAD_MESSAGE, p.BAD_VERSION)
        else:
            raise AssertionError(raw)
    room = make_room(["human", "heuristic"], seed=2)
    server, port = await serve(room)
    try:
        from tests.net.helpers import RawClient
        async with RawClient(port) as raw:
            await raw.send('{"v": 2, "type": "hello", "code": "123456", "name": "\\udc00"}')
            assert (await raw.next("error"))["code"] == p.BAD_MESSAGE
    finally:
        server.close()
    assert not [r for r in caplog.records if r.exc_info]


async def test_a_spectator_hears_who_sits_and_its_welcome_only_once():
    from accessible_ll.net.match_client import LocalLink
    room = make_room(["human", "heuristic"], seed=2, names=["Mia"])
    watcher = RemoteMatch(None, Texts.for_language("en"), spectate=True, code=CODE)
    heard: list[str] = []
    watcher.say = heard.append
    for _ in range(2):
        link = LocalLink(room)
        await link.open(watcher)
        for out in watcher.drain():
            await link.send(out)
        while not link.peer.outbox.empty():
            watcher.handle(link.peer.outbox.get_nowait())
        await link.close()
    assert heard.count(watcher.texts.text(m.SPECTATING)) == 1
    assert any(line.startswith("At the table: Mia") for line in heard)
    assert heard[-1] == "Connected again. You are watching the table."


def test_the_settings_file_with_seat_keys_is_private_even_if_it_was_not(tmp_path):
    settings = tmp_path / "settings.json"
    settings.write_text("{}")
    os.chmod(settings, 0o644)
    keep = seat_key_keeper(settings, Texts.for_language("en"), print)
    keep("table-1", "key")
    assert stat.S_IMODE(settings.stat().st_mode) == 0o600
    assert load_settings(settings).settings.seat_keys == {"table-1": "key"}


async def test_a_frozen_client_is_noticed_within_two_heartbeats(monkeypatch):
    from accessible_ll.net import server as s
    monkeypatch.setattr(s, "HEARTBEAT", 0.2)
    room = make_room(["human", "heuristic"], seed=3)
    server, port = await serve(room)
    try:
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        writer.write(("GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade"
                      "\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                      "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        await reader.readuntil(b"\r\n\r\n")
        frame = json.dumps(p.match_message("hello", code="123456")).encode()
        writer.write(bytes([0x81, 0x80 | len(frame)]) + b"\0\0\0\0" + frame)
        await until(lambda: room.seats[0].peer is not None)
        started = asyncio.get_running_loop().time()  # ... then the lid closes: no pongs
        await until(lambda: room.seats[0].peer is None, 5)
        assert asyncio.get_running_loop().time() - started < 2 * 0.2 + 0.5
        assert s.HEARTBEAT * 2 <= 10  # the real one: noticed within ten seconds
        writer.close()
    finally:
        server.close()


async def test_enter_pressed_while_the_host_restarts_is_asked_again_on_the_full_screen(
        tmp_path):
    from accessible_ll.tui.match_screen import MatchScreen
    from accessible_ll.tui.widgets import ChoiceList
    from tests.tui.helpers import new_app
    from tests.tui.test_remote_love_letter_screen import until as ui_until
    save = tmp_path / "lesson.table"
    room = make_room(["human", "random"], seed=4, target=1, save=save, pace=0)
    room.save()
    server, port = await serve(room)
    driver = asyncio.create_task(room.run())
    app, speaker = new_app(tmp_path)
    table = RemoteMatch(None, app.texts, code=CODE)
    table.link = RemoteLink(LOOPBACK, port, app.texts, table.say, retry_for=20)
    app.start_match = lambda app: app.push_screen(MatchScreen(table))
    try:
        async with app.run_test() as pilot:
            def asked() -> bool:
                return table.seat in table.deciders and bool(
                    app.screen.query_one(ChoiceList).labels)
            await ui_until(asked, pilot)
            number = room.match.moves
            driver.cancel()  # the teacher's computer stops...
            server.close()
            await server.wait_closed()
            await ui_until(lambda: table.link.ws is None, pilot)
            for _ in range(3):  # ... while the student presses Enter on a card
                await pilot.press("enter")
                await pilot.pause(0.05)
            again = MatchRoom.resume(save, RoomOptions(save=save))
            server = await open_server(TableServer({again.code: again}), LOOPBACK, port)
            driver = asyncio.create_task(again.run())
            assert again.match.moves == number  # nothing of it arrived
            await ui_until(lambda: table.link.ws is not None and asked(), pilot, 15)
            assert app.screen.query_one(ChoiceList).labels  # the question, again
            for _ in range(600):  # ... and Enter plays on
                if again.match.over:
                    break
                if asked():
                    await pilot.press("enter")
                await pilot.pause(0.05)
            assert again.match.moves > number
    finally:
        driver.cancel()
        server.close()
    assert any("Connected again" in line for line in speaker.spoken())


async def test_a_connection_closed_at_once_again_and_again_is_tried_ever_more_slowly():
    from websockets.asyncio.server import serve as serve_ws
    from accessible_ll.net import remote as r
    opened = 0

    async def close_at_once(ws) -> None:  # as a table closes an older connection
        nonlocal opened
        opened += 1
        await ws.recv()
        await ws.close()
    server = await serve_ws(close_at_once, LOOPBACK, 0)
    port = server.sockets[0].getsockname()[1]
    heard: list[str] = []
    link = RemoteLink(LOOPBACK, port, Texts.for_language("en"), heard.append, retry_for=10)
    client = RemoteMatch(None, Texts.for_language("en"), code="1")
    await link.open(client)
    try:
        await asyncio.wait_for(link.recv(), 3.2)
    except asyncio.TimeoutError:
        pass
    finally:
        await link.close()
        server.close()
    # 0.5 + 1 + 2 seconds of pauses: four connections in three seconds, not hundreds
    assert opened <= 5, opened
    assert r.FIRST_PAUSE == 0.5


def test_a_new_speech_log_that_will_hold_the_join_code_is_private(tmp_path):
    from accessible_ll.net.commands import keep_private, printer
    log = tmp_path / "host-speech.log"
    keep_private(str(log))
    printer(str(tmp_path / "join-speech.log"), echo=False)("Join code: 482913.")
    for path in (log, tmp_path / "join-speech.log"):
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
