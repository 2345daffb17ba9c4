"""Classroom mishaps on 127.0.0.1: one seat key on two computers, a key pressed while
the table is away, a computer without a settings folder, a table resumed elsewhere."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import stat
from pathlib import Path

from accessible_ll.engine import Action
from accessible_ll.narration.i18n import Texts
from accessible_ll.net import protocol as p
from accessible_ll.net.client import SeatClient
from accessible_ll.net.commands import _join, seat_key_keeper
from accessible_ll.net.remote import RemoteLink
from accessible_ll.net.room import RoomOptions, TableRoom
from accessible_ll.net.seat import RemoteSeats
from accessible_ll.net.server import TableServer, open_server
from accessible_ll.settings import load_settings
from tests.net.helpers import LOOPBACK, bot_client, make_room, remote, serve_room


async def until(check, timeout: float = 10.0) -> None:
    async def poll():
        while not check():
            await asyncio.sleep(0.01)
    await asyncio.wait_for(poll(), timeout)


# ----- 1. one seat key, two computers -------------------------------------------------------

async def test_two_computers_with_one_seat_key_stop_at_once_and_nobody_hears_a_loop():
    room = make_room(["human", "human", "heuristic"], seed=2, target=3)
    server, port = await serve_room(room)
    try:
        heard_mia, heard_sam, heard_copy, heard_watcher = [], [], [], []
        mia = bot_client("random", 1, heard_mia, name="Mia")
        watcher = SeatClient(Texts.for_language("en"), heard_watcher.append, spectate=True,
                             code="123456")
        tasks = [asyncio.create_task(remote(c, port)) for c in (watcher, mia)]
        await until(lambda: mia.secret is not None)
        sam = bot_client("random", 2, heard_sam, name="Sam")
        tasks.append(asyncio.create_task(remote(sam, port)))
        await until(lambda: sam.secret is not None and room.started)
        before = len(heard_watcher)
        # Sam's settings file copied to a second computer: same key, another program.
        copy = bot_client("random", 3, heard_copy, secret=sam.secret)
        started = asyncio.get_running_loop().time()
        result = await asyncio.wait_for(remote(copy, port), 5)
        stopped = asyncio.get_running_loop().time() - started
        await asyncio.sleep(0.5)  # time enough for a loop to show
        assert result is None and copy.fatal == p.SEAT_TAKEN and stopped < 1.0
        assert any("taken by another computer with your seat key" in l for l in heard_copy)
        assert copy.reconnects == 0 and sam.reconnects == 0 and room.reconnects == 0
        assert room.seats[1].peer is not None and not sam.finished  # Sam plays on
        new = heard_watcher[before:]
        assert sum("Sam" in line and "back" in line for line in new) <= 1
        # Asked for on purpose, the second computer takes the seat over, once: the first
        # one is told and stops; nobody loops.
        heard_moved: list[str] = []
        moved = bot_client("random", 3, heard_moved, secret=sam.secret, take_over=True)
        tasks.append(asyncio.create_task(remote(moved, port)))
        await until(lambda: sam.fatal is not None)
        await asyncio.sleep(0.5)
        assert sam.fatal == p.SEAT_TAKEN_OVER and room.reconnects == 1
        assert any("moved to another computer" in l for l in heard_sam)
        assert room.seats[1].peer is not None and moved.seat == 1 and not moved.finished
    finally:
        for task in tasks:
            task.cancel()
        server.close()


async def test_the_same_program_coming_back_replaces_its_stale_connection():
    room = make_room(["human", "heuristic"], seed=2)
    from accessible_ll.net import room as r
    peer = r.Peer()
    hello = p.parse_client(json.dumps(p.message("hello", code="123456", instance="a1")))
    room.join(peer, hello)
    secret = peer.outbox.get_nowait()["secret"]
    again = r.Peer()  # the old connection still looks open: a drop not noticed yet
    room.join(again, p.parse_client(json.dumps(
        p.message("hello", code="123456", instance="a1", secret=secret))))
    assert room.seats[0].peer is again and not peer.open


# ----- 2. a key pressed while the table is away ----------------------------------------------

class Listener:
    """The full-screen game's side of :class:`RemoteSeats`, as far as this test needs."""

    def __init__(self, seats: RemoteSeats) -> None:
        self.seats, self.changes, self.told_lines = seats, 0, []
        self.position = None
        self.asks = 0

    def changed(self) -> None:
        seats = self.seats
        position = (seats.moves, seats.to_act, seats.started)
        if position == self.position:
            return
        self.position = position
        if seats.started and seats.to_act in seats.people:
            self.asks += 1
            seats.ask(seats.to_act, {}, self.answer)

    def answer(self, decision) -> None:
        self.decision = decision

    def heard(self, events) -> None:
        pass

    def told(self, line: str) -> None:
        self.told_lines.append(line)

    def refused(self, error) -> None:
        raise AssertionError(error)


async def test_a_card_chosen_while_the_table_restarts_is_asked_again_and_played(tmp_path):
    save = tmp_path / "lesson.table"
    room = make_room(["human", "heuristic"], seed=4, target=3, save=save, pace=0)
    room.save()
    server, port = await serve_room(room)
    driver = asyncio.create_task(room.run())
    seats = RemoteSeats(None, Texts.for_language("en"), code="123456")
    seats.link = RemoteLink(LOOPBACK, port, seats.client.texts, seats.told, retry_for=20)
    listener = Listener(seats)
    seats.start(listener)
    try:
        await until(lambda: seats.started and seats.to_act == seats.client.seat
                    and listener.asks == 1 and getattr(listener, "decision", None))
        number = room.table.decision_no
        # The host stops (killed); the student presses Enter on a card meanwhile.
        driver.cancel()
        server.close()
        await server.wait_closed()
        await until(lambda: seats.link.ws is None or seats.link.ws.state.name != "OPEN")
        card = next(o.value for o in listener.decision.options if o.enabled)
        seats.submit(Action(seats.client.seat, play=card))
        await asyncio.sleep(0.2)
        # The teacher resumes the table from its save file, on the same port.
        again = TableRoom.resume(save, RoomOptions(save=save))
        server = await open_server(TableServer({again.code: again}), LOOPBACK, port)
        driver = asyncio.create_task(again.run())
        assert again.table.decision_no == number  # the card never arrived
        await until(lambda: listener.asks == 2, 15)  # ... so it is asked again
        decision = listener.decision
        card = next(o.value for o in decision.options if o.enabled)
        if decision.step == "play":
            seats.ask(seats.client.seat, {"play": card}, listener.answer)
            await until(lambda: listener.decision is not decision)
            nxt = listener.decision
            action = nxt if isinstance(nxt, Action) else None
            if action is None:  # a card that chooses: take the first possible choice
                chosen = {"play": card}
                while not isinstance(nxt, Action):
                    option = next(o for o in nxt.options if o.enabled)
                    chosen[nxt.step] = option.value
                    last = nxt
                    seats.ask(seats.client.seat, dict(chosen), listener.answer)
                    await until(lambda: listener.decision is not last)
                    nxt = listener.decision
                action = nxt
            seats.submit(action)
        await until(lambda: again.table.decision_no > number)
        assert any("Connected again" in line for line in listener.told_lines)
    finally:
        seats.close()
        driver.cancel()
        server.close()


# ----- 3. a computer without a settings folder; a table resumed elsewhere ---------------------

def join_args(address: str, settings: Path, **extra) -> argparse.Namespace:
    values = dict(address=address, code="123456", name="Mia", lang="en", spectate=False,
                  bot="random", seed=1, line=False, voice=None, speech_log=None,
                  settings=str(settings), take_seat=False, retry=5.0, json=False)
    values.update(extra)
    return argparse.Namespace(**values)


async def run_join(args: argparse.Namespace, port: int, host: str = LOOPBACK):
    texts = Texts.for_language("en")
    return asyncio.create_task(_join(args, host, port, texts))


async def test_a_first_join_on_a_computer_without_a_settings_folder_keeps_the_seat(tmp_path):
    settings = tmp_path / "never-ran" / "accessible_ll" / "settings.json"
    room = make_room(["human", "human"], seed=1)
    server, port = await serve_room(room)
    try:
        first = await run_join(join_args(f"{LOOPBACK}:{port}", settings), port)
        await until(lambda: room.seats[0].peer is not None)
        await until(settings.exists)
        first.cancel()  # the laptop's lid closes: the program is gone
        await until(lambda: room.seats[0].peer is None)
        assert stat.S_IMODE(settings.stat().st_mode) == 0o600  # seat keys: private
        again = await run_join(join_args(f"{LOOPBACK}:{port}", settings), port)
        await until(lambda: room.seats[0].peer is not None)
        assert room.reconnects == 1 and room.seats[1].secret is None  # the same seat
        again.cancel()
    finally:
        server.close()


async def test_a_seat_key_that_cannot_be_saved_is_said_and_kept_while_the_program_runs(
        tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    heard: list[str] = []
    keep = seat_key_keeper(blocked / "settings.json", Texts.for_language("en"), heard.append)
    keep("table-1", "key")
    assert len(heard) == 1 and heard[0].startswith("Your seat key could not be saved in")


async def test_a_table_resumed_on_another_port_gives_the_seat_back_by_another_address(
        tmp_path):
    save = tmp_path / "lesson.table"
    settings = tmp_path / "settings.json"
    room = make_room(["human", "human"], seed=1, save=save)
    room.save()
    server, port = await serve_room(room)
    first = await run_join(join_args(f"{LOOPBACK}:{port}", settings), port)
    await until(lambda: room.seats[0].peer is not None)
    await until(lambda: load_settings(settings).settings.seat_keys)
    first.cancel()
    server.close()
    await server.wait_closed()
    # Next lesson: resumed on another port, reached by name instead of address.
    again = TableRoom.resume(save, RoomOptions(save=save))
    assert again.table_id == room.table_id
    server = await open_server(TableServer({again.code: again}), LOOPBACK, 0)
    other = server.sockets[0].getsockname()[1]
    try:
        assert other != port
        joined = await run_join(join_args(f"localhost:{other}", settings), other,
                                host="localhost")
        await until(lambda: again.seats[0].peer is not None)
        assert again.reconnects == 1 and again.seats[1].secret is None  # her own seat
        joined.cancel()
    finally:
        server.close()


# ----- 7. smaller things -----------------------------------------------------------------------

async def test_a_lone_surrogate_or_a_true_version_is_refused_without_a_traceback(caplog):
    for raw in ('{"v": 1, "type": "hello", "code": "1", "name": "\\ud800"}',
                '{"v": true, "type": "bye"}'):
        try:
            p.parse_client(raw)
        except p.ProtocolError as error:
            assert error.code in (p.BAD_MESSAGE, p.BAD_VERSION)
        else:
            raise AssertionError(raw)
    room = make_room(["human", "heuristic"], seed=2)
    server, port = await serve_room(room)
    try:
        from tests.net.helpers import RawClient
        async with RawClient(port) as raw:
            await raw.send('{"v": 1, "type": "hello", "code": "123456", "name": "\\udc00"}')
            assert (await raw.next("error"))["code"] == p.BAD_MESSAGE
    finally:
        server.close()
    assert not [r for r in caplog.records if r.exc_info]


async def test_a_spectator_hears_who_sits_and_its_welcome_only_once():
    room = make_room(["human", "heuristic"], seed=2, names=["Mia"])
    from accessible_ll.net.client import LocalLink
    heard: list[str] = []
    watcher = SeatClient(Texts.for_language("en"), heard.append, spectate=True,
                         code="123456")
    for _ in range(2):
        link = LocalLink(room)
        await link.open(watcher)
        while not link.peer.outbox.empty():
            watcher.handle(link.peer.outbox.get_nowait())
        await link.close()
    assert heard.count(watcher.t(__import__("accessible_ll.narration.messages",
                                            fromlist=["m"]).SPECTATING)) == 1
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


# ----- 7. the teacher's window after a resume; a frozen client --------------------------------

async def test_the_teachers_window_after_a_resume_tells_no_standings_for_a_round_in_play():
    from accessible_ll.net.client import ConsoleClient, LocalLink
    room = make_room(["heuristic", "heuristic"], seed=3, target=5)
    while room.table.rounds < 3 or room.table.round_over:
        room.make(room.next_move()[1])
    heard: list[str] = []
    console = ConsoleClient(Texts.for_language("en"), heard.append, spectate=True,
                            code="123456")
    link = LocalLink(room)
    await link.open(console)
    while not link.peer.outbox.empty():
        console.handle(link.peer.outbox.get_nowait())
    assert not any(line.startswith("Standings after round") for line in heard), heard
    assert any(line.startswith("Tokens:") for line in heard)


async def test_a_frozen_client_is_noticed_within_two_heartbeats(monkeypatch):
    from accessible_ll.net import server as s
    monkeypatch.setattr(s, "HEARTBEAT", 0.2)
    room = make_room(["human", "heuristic"], seed=3)
    server, port = await serve_room(room)
    try:
        reader, writer = await asyncio.open_connection(LOOPBACK, port)
        writer.write(("GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade"
                      "\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                      "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        await reader.readuntil(b"\r\n\r\n")
        frame = json.dumps(p.message("hello", code="123456")).encode()
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
    from accessible_ll.tui.widgets import ChoiceList
    from tests.tui.helpers import game_screen, play_to_the_end
    from tests.tui.test_remote_screen import joined_app
    from tests.tui.test_remote_screen import until as ui_until
    save = tmp_path / "lesson.table"
    room = make_room(["human", "random"], seed=4, target=1, save=save, pace=0)
    room.save()
    server, port = await serve_room(room)
    driver = asyncio.create_task(room.run())
    app, speaker, seats = joined_app(tmp_path, port)
    seats.link.retry_for = 20
    try:
        async with app.run_test() as pilot:
            def asked() -> bool:
                screen = game_screen(app)
                return (seats.started and seats.to_act == seats.client.seat
                        and screen is not None and screen.decision is not None)
            await ui_until(asked, pilot)
            number = room.table.decision_no
            driver.cancel()  # the teacher's computer stops...
            server.close()
            await server.wait_closed()
            await ui_until(lambda: seats.link.ws is None, pilot)
            for _ in range(3):  # ... while the student presses Enter on a card
                await pilot.press("enter")
                await pilot.pause(0.05)
            again = TableRoom.resume(save, RoomOptions(save=save))
            server = await open_server(TableServer({again.code: again}), LOOPBACK, port)
            driver = asyncio.create_task(again.run())
            assert again.table.decision_no == number  # nothing of it arrived
            await ui_until(lambda: seats.link.ws is not None and asked(), pilot, 15)
            assert game_screen(app).query_one(ChoiceList).labels  # the question, again
            await play_to_the_end(app, pilot)  # ... and Enter plays on
            assert again.table.decision_no > number
    finally:
        driver.cancel()
        server.close()
    assert any("Connected again" in line for line in speaker.spoken())


async def test_a_connection_closed_at_once_again_and_again_is_tried_ever_more_slowly():
    from websockets.asyncio.server import serve
    from accessible_ll.net import remote as r
    opened = 0

    async def close_at_once(ws) -> None:  # as a table closes an older connection
        nonlocal opened
        opened += 1
        await ws.recv()
        await ws.close()
    server = await serve(close_at_once, LOOPBACK, 0)
    port = server.sockets[0].getsockname()[1]
    heard: list[str] = []
    link = RemoteLink(LOOPBACK, port, Texts.for_language("en"), heard.append, retry_for=10)
    client = SeatClient(Texts.for_language("en"), heard.append, code="1")
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
