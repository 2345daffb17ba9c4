"""A curious student on the school network, played on loopback (127.0.0.0/8 only): silent
connections by the hundred, join codes guessed from many addresses. Every test waits
for the attack to reach the state it is about (every attacker connected, every guesser
waiting for its answer), never for a time; every loop here ends by itself."""

from __future__ import annotations

import asyncio
import json
import time

from accessible_ll.narration.i18n import Texts
from accessible_ll.net import protocol as p
from accessible_ll.net import server as s
from accessible_ll.net.commands import BotEar
from accessible_ll.net.match_client import RemoteMatch
from accessible_ll.net.remote import RemoteLink
from accessible_ll.net.server import TableServer, open_server
from tests.net.helpers import GUARD, LOOPBACK, until
from tests.net.test_love_letter_table import make_room

HANDSHAKE = ("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
             "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
             "Sec-WebSocket-Version: 13\r\n\r\n").encode()


def bot_client(level: str, seed: int, heard: list[str] | None = None, lang: str = "en",
               **kwargs) -> RemoteMatch:
    """A seat ``join --bot`` takes (the table's bot plays it); what it is told goes to
    ``heard``."""
    table = RemoteMatch(None, Texts.for_language(lang), code="123456", bot=level, **kwargs)
    table.heard_lines = heard if heard is not None else []
    return table


def remote(table: RemoteMatch, port: int, retry_for: float = 5.0) -> asyncio.Task:
    """Join the table on ``port``; the task carries its messages to the game's end."""
    table.link = RemoteLink(LOOPBACK, port, table.texts, table.say, retry_for=retry_for)
    table.start(BotEar(table.heard_lines.append))
    return table.task


def address(number: int) -> str:
    """One of many loopback source addresses (never 127.0.0.1, the students' own)."""
    return f"127.{1 + number // 62500 % 250}.{number // 250 % 250}.{2 + number % 250}"


def resident() -> int:
    """This process's resident memory in bytes (the host's, and the guessers')."""
    import os
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def test_what_the_table_remembers_of_wrong_codes_stays_bounded():
    server = TableServer({})
    for number in range(5 * s.MAX_REMEMBERED):
        server._remember_wrong(address(number))
    assert len(server.wrong_codes) == s.MAX_REMEMBERED
    server.recent_wrong.appendleft(time.monotonic() - 61)
    server._remember_wrong("127.9.9.9")
    assert all(time.monotonic() - t <= 60 for t in server.recent_wrong)


async def serve(room, **kwargs):
    server = TableServer({room.code: room}, **kwargs)
    ws_server = await open_server(server, LOOPBACK, 0)
    return server, ws_server, ws_server.sockets[0].getsockname()[1]


async def answer(reader: asyncio.StreamReader, word: bytes, timeout: float) -> bool:
    """Whether the table's reply holds ``word`` (pings in between are skipped)."""
    end, heard = time.monotonic() + timeout, b""
    while word not in heard:
        left = end - time.monotonic()
        if left <= 0:
            return False
        try:
            chunk = await asyncio.wait_for(reader.read(4096), left)
        except asyncio.TimeoutError:
            return False
        if not chunk:
            return False
        heard += chunk
    return True


async def joined(client, port: int, retry_for: float = GUARD) -> tuple[float, asyncio.Task]:
    """Seconds until ``client`` has a seat (for the record: the wait is for the seat;
    its task keeps playing)."""
    started = time.monotonic()
    task = remote(client, port, retry_for=retry_for)
    await until(lambda: client.seat is not None, what="seated")
    return time.monotonic() - started, task


async def test_hundreds_of_silent_connections_keep_no_student_out():
    room = make_room(["human", "heuristic"], seed=3, target=2)
    server, ws_server, port = await serve(room)
    stop = asyncio.Event()
    opened, connected = 0, set()

    async def silent(number: int) -> None:
        nonlocal opened
        while not stop.is_set():  # reopened as soon as the table closes it
            try:
                reader, writer = await asyncio.open_connection(
                    LOOPBACK, port, local_addr=(address(number), 0))
            except OSError:
                await asyncio.sleep(0.05)
                continue
            opened += 1
            writer.write(HANDSHAKE)
            try:
                await reader.readuntil(b"\r\n\r\n")  # the table let it in
                connected.add(number)
            except (OSError, asyncio.IncompleteReadError):
                writer.close()
                continue
            while not stop.is_set():  # silent until the table closes it
                try:
                    if not await asyncio.wait_for(reader.read(4096), 0.2):
                        break
                except asyncio.TimeoutError:
                    continue
                except OSError:
                    break
            writer.close()
    attackers = [asyncio.create_task(silent(n)) for n in range(256)]
    try:
        # all 256 let in (some wait a second for the listen queue); the table holds
        # them until its hello timeout, and they reopen once it has closed them
        await until(lambda: len(connected) == len(attackers),
                    what="every silent connection let in")
        holding = len(server.newcomers)
        heard: list[str] = []
        student = bot_client("random", 1, heard, name="Mia")
        seconds, task = await joined(student, port)
        print(f"\n256 silent connections ({holding} held by the table, {opened} opened in "
              f"all): a student sat down in {seconds:.2f} s; heard: {heard[:3]}")
        assert len(server.newcomers) <= s.MAX_NEWCOMERS
        task.cancel()
    finally:
        stop.set()
        for attacker in attackers:
            attacker.cancel()
        await asyncio.gather(*attackers, return_exceptions=True)
        ws_server.close()


async def guess(port: int, number: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A connection from the loopback address ``number`` that says hello with the code
    made of ``number``'s last six digits (one masked WebSocket frame)."""
    reader, writer = await asyncio.open_connection(LOOPBACK, port,
                                                   local_addr=(address(number), 0))
    writer.write(HANDSHAKE)
    await reader.readuntil(b"\r\n\r\n")
    frame = json.dumps(p.match_message("hello", code=f"{number % 10**6:06d}")).encode()
    writer.write(bytes([0x81, 0x80 | len(frame)]) + b"\0\0\0\0" + frame)
    return reader, writer


async def test_join_codes_guessed_from_many_addresses_are_answered_slowly_while_class_goes_on(
        capsys):
    room = make_room(["human", "human", "heuristic"], seed=3, target=7, pace=0.02)
    told: list[int] = []
    server, ws_server, port = await serve(room, on_guessing=told.append)
    driver = asyncio.create_task(room.run())
    first, first_task = await joined(bot_client("random", 1, name="Ken"), port)
    stop = asyncio.Event()
    answered: list[float] = []
    tries = 0

    async def guesser(worker: int) -> None:
        nonlocal tries
        number = worker
        while not stop.is_set():
            number += 8
            try:
                reader, writer = await guess(port, number)
                tries += 1
                if await answer(reader, b"bad_code", 2 * GUARD):
                    answered.append(time.monotonic())
                writer.close()
            except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError):
                await asyncio.sleep(0.05)
    started = time.monotonic()
    memory_before = len(server.wrong_codes), len(server.recent_wrong)
    workers = [asyncio.create_task(guesser(w)) for w in range(8)]
    try:
        # the first codes answered at once, the teacher told; then every guesser
        # waits for its answer
        await until(lambda: told and server.waiting_guesses == len(workers),
                    what="every guesser kept waiting")
        journal = room.match.moves
        heard: list[str] = []
        student = bot_client("random", 2, heard, name="Mia")  # the right code, mid-attack
        seconds, student_task = await joined(student, port)
        await until(lambda: room.match.moves > journal + 2, what="the real table plays on")
        assert server.waiting_guesses == len(workers), "the guessers still wait"
    finally:
        stop.set()
        for worker in workers:
            worker.cancel()
        await asyncio.gather(*workers, return_exceptions=True)
    elapsed = time.monotonic() - started
    later = answered[s.GUESS_BURST:]
    since_burst = time.monotonic() - answered[min(len(answered), s.GUESS_BURST) - 1]
    rate = 60 * len(later) / since_burst
    with capsys.disabled():
        print(f"\n{tries} wrong codes tried from rotating 127.x addresses in {elapsed:.1f} s; "
              f"{len(answered)} answered, {server.checked} checked ({len(later)} after the "
              f"first {s.GUESS_BURST}: {rate:.0f} a minute); a student sat down in "
              f"{seconds:.2f} s; addresses remembered {len(server.wrong_codes)}")
    assert server.checked <= s.GUESS_BURST + s.MAX_WAITING_GUESSES + s.GUESS_RATE * elapsed + 2
    assert len(later) <= s.GUESS_RATE * elapsed + 2  # about 20 a minute for the whole table
    assert told[0] >= s.GUESS_BURST  # and the teacher was told
    assert student.reconnects == 0 and not any("wrong join codes" in line for line in heard)
    assert len(server.wrong_codes) <= s.MAX_REMEMBERED and memory_before == (0, 0)
    driver.cancel()
    first_task.cancel()
    student_task.cancel()
    ws_server.close()


async def test_guessers_that_never_wait_for_an_answer_get_no_more_codes_checked():
    room = make_room(["human", "human"], seed=3)
    server, ws_server, port = await serve(room)
    stop = asyncio.Event()
    refused_unchecked = 0

    async def impatient(worker: int) -> None:
        nonlocal refused_unchecked
        number = worker
        while not stop.is_set():
            number += 16
            try:
                reader, writer = await guess(port, number)
                try:  # no answer at once means a wrong code: try the next one
                    reply = await asyncio.wait_for(reader.read(4096), 0.1)
                    refused_unchecked += b"guesses" in reply
                except asyncio.TimeoutError:
                    pass
                writer.close()
            except (OSError, asyncio.IncompleteReadError):
                await asyncio.sleep(0.05)
    started = time.monotonic()
    rss_before = resident()
    workers = [asyncio.create_task(impatient(w)) for w in range(16)]
    try:
        # so many wait for their answer that codes are refused unchecked
        await until(lambda: refused_unchecked, what="a code refused unchecked")
        # A student at the table already comes back with the seat key, attack or not;
        # a new one hears why the table makes them wait.
        heard: list[str] = []
        newcomer = bot_client("random", 1, heard, name="Ana")
        task = remote(newcomer, port, retry_for=GUARD)
        await until(lambda: any("many wrong join codes" in line for line in heard),
                    what="the newcomer told why")
    finally:
        stop.set()
        for worker in workers:
            worker.cancel()
        await asyncio.gather(*workers, return_exceptions=True)
    elapsed = time.monotonic() - started
    grown = (resident() - rss_before) / 2**20
    print(f"\nimpatient guessers: {server.checked} codes checked in {elapsed:.1f} s, "
          f"{refused_unchecked} refused unchecked; memory grew {grown:.1f} MiB")
    assert grown < 16 and len(server.newcomers) <= s.MAX_NEWCOMERS
    assert server.checked <= s.GUESS_BURST + s.MAX_WAITING_GUESSES + s.GUESS_RATE * elapsed + 2
    assert any("many wrong join codes" in line for line in heard)
    task.cancel()
    ws_server.close()


async def test_a_seat_key_gets_its_seat_back_even_while_codes_are_being_guessed(monkeypatch):
    room = make_room(["human", "heuristic"], seed=3)
    server, ws_server, port = await serve(room)
    try:
        mia = bot_client("random", 1, name="Mia")
        remote(mia, port)
        await until(lambda: mia.seat is not None, what="Mia seated")
        mia.close()  # her program ends
        await mia.link.close()
        await until(lambda: room.seats[0].peer is None, what="Mia gone")
        monkeypatch.setattr(s, "MAX_WAITING_GUESSES", 0)  # no code is checked at all now
        heard: list[str] = []
        # Started again, with the key kept in her settings file for this table.
        back = bot_client("random", 1, heard, keys={room.table_id: mia.secret}.get)
        _, task = await joined(back, port)
        assert back.seat == mia.seat and "Connected again. You have your seat back." in heard
        assert server.checked == 1  # her first join only
        task.cancel()
    finally:
        ws_server.close()


async def test_a_connection_that_asks_who_the_table_is_then_idles_is_closed(monkeypatch):
    from tests.net.helpers import RawClient
    monkeypatch.setattr(s, "HELLO_TIMEOUT", 0.3)
    room = make_room(["human", "heuristic"], seed=3)
    server, ws_server, port = await serve(room)
    try:
        async with RawClient(port) as idle:
            await idle.send(p.match_message("hello", identify=True))  # no code: no check
            assert (await idle.next("table", timeout=2))["table"] == room.table_id
            await asyncio.wait_for(idle.ws.wait_closed(), GUARD)  # the table closes it
            await until(lambda: not server.newcomers, what="no newcomer left")
        assert server.checked == 0
    finally:
        ws_server.close()


async def test_a_student_told_the_table_is_busy_hears_why_and_joins_once_it_is_not(
        monkeypatch):
    monkeypatch.setattr(s, "MAX_CONNECTIONS", 0)  # as if every place were taken
    monkeypatch.setattr(s, "BUSY_WAIT", 1)
    room = make_room(["human", "heuristic"], seed=3)
    server, ws_server, port = await serve(room)
    try:
        heard: list[str] = []
        student = bot_client("random", 1, heard, name="Mia")
        task = remote(student, port, retry_for=GUARD)
        await until(lambda: heard, what="told the table is busy")
        monkeypatch.setattr(s, "MAX_CONNECTIONS", 768)
        await until(lambda: student.seat is not None, what="seated once there is room")
        assert heard[0] == ("The table has too many connections waiting at once. "
                            "Trying again in 1 second.")
        assert not any("lost" in line or "cannot be reached" in line for line in heard)
        task.cancel()
    finally:
        ws_server.close()
