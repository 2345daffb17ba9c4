"""Tables served over WebSockets: one connection is one peer of one room.

Every message is checked before a room sees it; a client that sends too much too
fast is slowed down, then dropped, and nobody else notices.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections import OrderedDict, deque
from typing import Any, Callable

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from accessible_ll.net import protocol as p
from accessible_ll.net.room import Peer, Room

log = logging.getLogger(__name__)

#: Messages a client may send per second, and in one burst.
RATE, BURST = 40.0, 80.0
#: Messages beyond the rate after which a client is dropped, and the pause each costs.
MAX_EXCESS, PENALTY = 200, 0.005
#: Seconds between pings, and to answer one: a frozen client is noticed within twice that.
HEARTBEAT = 5.0
#: Seconds a new connection has to say hello (a silent one is closed after that).
HELLO_TIMEOUT = 3.0
#: Messages waiting for a client that does not read, before it is dropped.
MAX_OUTBOX = 5000
#: Connections served at once; of them, not yet at the table: per address, and in all.
MAX_CONNECTIONS, MAX_NEWCOMERS_PER_ADDRESS, MAX_NEWCOMERS = 4096, 8, 512
#: Wrong join codes the table as a whole answers at once, then how many a second.
GUESS_BURST, GUESS_RATE = 20, 20 / 60
#: Wrong codes still waiting for their answer, beyond which a code is not even checked.
MAX_WAITING_GUESSES = 16
#: Addresses whose wrong codes are remembered (the oldest are forgotten first).
MAX_REMEMBERED = 1024
#: Seconds a client told "busy" waits before it tries again.
BUSY_WAIT = 2
#: Seconds a connection closed to make room waits for the client to answer the close.
MADE_ROOM_CLOSE = 0.5


class Bucket:
    """A token bucket: ``take()`` is False once a client goes faster than ``rate``."""

    def __init__(self, rate: float = RATE, burst: float = BURST) -> None:
        self.rate, self.burst = rate, burst
        self.tokens, self.last = burst, time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

    def reserve(self) -> float:
        """Take a token even if none is left; return the seconds until it is due."""
        if self.take():
            return 0.0
        self.tokens -= 1
        return -self.tokens / self.rate


class TableServer:
    """Serves ``rooms`` (by join code) to WebSocket clients.

    Args:
        rooms: The tables, by join code.
        on_guessing: Told (with the count of the last minute) when many wrong join
            codes come in: at most once a minute.
    """

    def __init__(self, rooms: dict[str, Room],
                 on_guessing: Callable[[int], None] | None = None) -> None:
        self.rooms = rooms
        self.pumps: set[asyncio.Task] = set()
        self.newcomers: dict[ServerConnection, Peer] = {}  # not at a table yet
        self.silent: set[ServerConnection] = set()         # ... and not a word said yet
        self.guesses = Bucket(GUESS_RATE, GUESS_BURST)
        self.waiting_guesses = 0
        self.wrong_codes: OrderedDict[str, int] = OrderedDict()  # address: count (recent)
        self.recent_wrong: deque[float] = deque()
        self.on_guessing = on_guessing
        self.told_guessing = -60.0
        self.checked = 0  # join codes compared (for the record)

    async def handler(self, ws: ServerConnection) -> None:
        peer, room = Peer(), None
        peer.address = str(ws.remote_address[0]) if ws.remote_address else ""
        busy = self._admit(ws, peer)
        if busy:
            await self._refuse(ws, p.BUSY, BUSY_WAIT)
            return
        pump = asyncio.create_task(self._pump(peer, ws))
        self.pumps.add(pump)
        pump.add_done_callback(self.pumps.discard)
        bucket, excess, flooding = Bucket(), 0, False
        try:
            raw = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
            if not peer.open:  # told "busy" to make room: its hello came too late
                return
            self.silent.discard(ws)
            while True:
                if not bucket.take():
                    excess += 1
                    if excess > MAX_EXCESS:
                        flooding = True
                        break
                    if excess % 20 == 1:
                        peer.send(p.error_message(p.SLOW_DOWN))
                    await asyncio.sleep(PENALTY)
                if room is None:
                    room = await self._hello(peer, raw)
                    if room is not None and peer.joined:
                        self._settled(ws)
                    else:
                        room = None
                        if ws in self.newcomers:  # told who the table is: the real
                            self.silent.add(ws)   # hello follows at once, or it goes
                else:
                    self._receive(peer, room, raw)
                if not peer.open:
                    break
                raw = await asyncio.wait_for(ws.recv(), None if room else HELLO_TIMEOUT)
        except (ConnectionClosed, asyncio.TimeoutError):
            pass
        finally:
            self._settled(ws)
            if room is not None:
                room.leave(peer)
            peer.leaving = True  # the connection ends with this handler: no close needed
            peer.outbox.put_nowait(None)
            peer.open = False
            try:  # the last replies (an error, the game's end) go out before closing
                await asyncio.wait_for(asyncio.shield(pump), 5)
            except (asyncio.TimeoutError, ConnectionClosed):
                pump.cancel()
            if flooding:  # its unread messages would hold up a polite close
                ws.transport.abort()

    # ----- newcomers: bounded, silent ones closed, the join code guarded ---------------

    def _admit(self, ws: ServerConnection, peer: Peer) -> bool:
        """Count ``ws`` (``peer``'s connection) in as a newcomer; True if there is no
        room for it. When the newcomers' places (of its address, or of all) are taken,
        the one of them silent the longest makes room (a connection that says nothing
        keeps nobody out): it is told ``busy``, as a newcomer with no room is, and tries
        again later."""
        same = [c for c, other in self.newcomers.items() if other.address == peer.address]
        for crowd, count, limit in ((same, len(same), MAX_NEWCOMERS_PER_ADDRESS),
                                    (list(self.newcomers), len(self.newcomers), MAX_NEWCOMERS),
                                    (list(self.newcomers), len(self.pumps), MAX_CONNECTIONS)):
            if count >= limit:
                oldest = next((c for c in crowd if c in self.silent), None)
                if oldest is None:
                    return True
                self._make_room(oldest)
        self.newcomers[ws] = peer
        self.silent.add(ws)
        return False

    def _make_room(self, ws: ServerConnection) -> None:
        """Close a silent newcomer's connection to make room, telling it ``busy`` first
        (its closing waits no longer than :data:`MADE_ROOM_CLOSE` for an answer)."""
        peer = self.newcomers[ws]
        self._settled(ws)
        ws.close_timeout = MADE_ROOM_CLOSE
        peer.send(p.error_message(p.BUSY, {"seconds": BUSY_WAIT}))
        peer.close()

    def _settled(self, ws: ServerConnection) -> None:
        """``ws`` sits at a table now (or is gone): it no longer counts as a newcomer."""
        self.newcomers.pop(ws, None)
        self.silent.discard(ws)

    async def _refuse(self, ws: ServerConnection, code: str, seconds: float) -> None:
        """Tell a newcomer to come back later, and why; then close."""
        try:
            await ws.send(json.dumps(p.error_message(code, {"seconds": max(1, round(seconds))})))
            await ws.close(1013, code)
        except ConnectionClosed:
            pass

    async def _hello(self, peer: Peer, raw: Any) -> Room | None:
        """A newcomer's first message: its seat key, else its join code, checked."""
        try:
            msg = p.parse_client(raw)
            if msg["type"] != "hello":
                raise p.ProtocolError(p.NOT_JOINED)
            if msg.get("identify") and len(self.rooms) == 1:  # no secret: needs no code
                only = next(iter(self.rooms.values()))
                peer.send(p.match_message("table", table=only.table_id, **only.identity()))
                return None
            room = self._room_of_key(msg.get("secret") or "", msg.get("code", ""))
            if room is None:
                room = await self._check_code(peer, msg.get("code", ""))
            if room is None:
                return None
            room.join(peer, msg)
            return room
        except p.ProtocolError as error:
            peer.send(p.error_message(error.code, error.details))
            if error.code in (p.BAD_CODE, p.BAD_SECRET, p.TABLE_FULL, p.SEAT_TAKEN,
                              p.NAME_TAKEN):
                peer.close()
        return None

    def _room_of_key(self, secret: str, code: str) -> Room | None:
        """The table whose join code and seat key these are: no wait for a key holder
        (a seat key cannot be guessed; its code was right when it was given)."""
        room = self.rooms.get(code)
        return room if secret and room is not None and room.has_secret(secret) else None

    async def _check_code(self, peer: Peer, code: str) -> Room | None:
        """The table of ``code``. A wrong code is answered only as fast as the table as
        a whole allows; while too many wait for their answer, codes are not checked."""
        if self.waiting_guesses >= MAX_WAITING_GUESSES:
            wait = (1 - self.guesses.tokens) / GUESS_RATE
            peer.send(p.error_message(p.GUESSES, {"seconds": max(1, round(wait))}))
            peer.close()
            return None
        self.checked += 1
        room = self.rooms.get(code)
        if room is not None:
            return room
        self._remember_wrong(peer.address)
        wait = self.guesses.reserve()
        if wait > 0:
            self.waiting_guesses += 1
            try:
                await asyncio.sleep(wait)
            finally:
                self.waiting_guesses -= 1
        peer.send(p.error_message(p.BAD_CODE))
        peer.close()
        return None

    def _remember_wrong(self, address: str) -> None:
        """Count a wrong code (pruned: the last minute, a bounded number of addresses);
        tell the host when many come in."""
        now = time.monotonic()
        self.recent_wrong.append(now)
        while self.recent_wrong and now - self.recent_wrong[0] > 60:
            self.recent_wrong.popleft()
        self.wrong_codes[address] = self.wrong_codes.pop(address, 0) + 1
        while len(self.wrong_codes) > MAX_REMEMBERED:
            self.wrong_codes.popitem(last=False)
        if len(self.recent_wrong) >= GUESS_BURST and now - self.told_guessing >= 60:
            self.told_guessing = now
            if self.on_guessing is not None:
                self.on_guessing(len(self.recent_wrong))

    def _receive(self, peer: Peer, room: Room, raw: Any) -> None:
        """A seated peer's message, checked, for its table."""
        try:
            room.receive(peer, p.parse_client(raw))
        except p.ProtocolError as error:
            peer.send(p.error_message(error.code))
        except Exception:  # a flaw of ours must not end the table for everyone
            log.exception("a message could not be handled")
            peer.send(p.error_message(p.BAD_MESSAGE))

    async def _pump(self, peer: Peer, ws: ServerConnection) -> None:
        """Send ``peer``'s outbox until the room or the connection closes it."""
        try:
            while True:
                msg = await peer.outbox.get()
                if msg is None or peer.outbox.qsize() > MAX_OUTBOX:
                    break
                await ws.send(json.dumps(msg, ensure_ascii=False))
        except ConnectionClosed:
            pass
        finally:
            if not peer.leaving:  # the room ended it (game over, a newer connection)
                await ws.close()

    async def flush(self, timeout: float = 3.0) -> None:
        """Let the last messages (the game's end) reach every client."""
        if self.pumps:
            await asyncio.wait(set(self.pumps), timeout=timeout)


def more_files() -> None:
    """Let this program hold as many connections as :data:`MAX_CONNECTIONS` (each one
    is an open file; the usual limit is 1024, or less), where the system allows."""
    try:
        import resource
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        wanted = MAX_CONNECTIONS * 2 + 256
        if soft != resource.RLIM_INFINITY and soft < wanted:
            limit = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
            resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))
    except (ImportError, ValueError, OSError):
        pass  # another system, or not allowed: the connections beyond are refused


async def open_server(server: TableServer, bind: str, port: int):
    """Start serving; return the websockets server (its sockets tell the port)."""
    more_files()
    return await serve(server.handler, bind, port, max_size=p.MAX_FRAME, compression=None,
                       ping_interval=HEARTBEAT, ping_timeout=HEARTBEAT,
                       close_timeout=HEARTBEAT)
