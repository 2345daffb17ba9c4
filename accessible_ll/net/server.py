"""Tables served over WebSockets: one connection is one peer of one room.

Every message is checked before a room sees it; a client that sends too much too
fast is slowed down, then dropped, and nobody else notices.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from accessible_ll.net import protocol as p
from accessible_ll.net.room import Peer, TableRoom

log = logging.getLogger(__name__)

#: Messages a client may send per second, and in one burst.
RATE, BURST = 40.0, 80.0
#: Messages beyond the rate after which a client is dropped, and the pause each costs.
MAX_EXCESS, PENALTY = 200, 0.005
#: Seconds a new connection has to say hello.
HELLO_TIMEOUT = 10.0
#: Messages waiting for a client that does not read, before it is dropped.
MAX_OUTBOX = 5000
#: Connections served at once; wrong join codes from one address before it must wait.
MAX_CONNECTIONS, MAX_WRONG_CODES, WRONG_CODE_WAIT = 256, 20, 60.0


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


class TableServer:
    """Serves ``rooms`` (by join code) to WebSocket clients."""

    def __init__(self, rooms: dict[str, TableRoom]) -> None:
        self.rooms = rooms
        self.pumps: set[asyncio.Task] = set()
        self.wrong_codes: dict[str, list[float]] = {}

    async def handler(self, ws: ServerConnection) -> None:
        if len(self.pumps) >= MAX_CONNECTIONS:
            await ws.close(1013, "too many connections")
            return
        peer, room = Peer(), None
        peer.address = str(ws.remote_address[0]) if ws.remote_address else ""
        pump = asyncio.create_task(self._pump(peer, ws))
        self.pumps.add(pump)
        pump.add_done_callback(self.pumps.discard)
        bucket, excess, flooding = Bucket(), 0, False
        try:
            raw = await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT)
            while True:
                if not bucket.take():
                    excess += 1
                    if excess > MAX_EXCESS:
                        flooding = True
                        break
                    if excess % 20 == 1:
                        peer.send(p.error_message(p.SLOW_DOWN))
                    await asyncio.sleep(PENALTY)
                room = self._handle(peer, room, raw)
                if not peer.open:
                    break
                raw = await ws.recv()
        except (ConnectionClosed, asyncio.TimeoutError):
            pass
        finally:
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

    def _handle(self, peer: Peer, room: TableRoom | None, raw: Any) -> TableRoom | None:
        """One raw message: checked, then given to the room (or used to join one)."""
        try:
            msg = p.parse_client(raw)
            if room is None:
                if msg["type"] != "hello":
                    raise p.ProtocolError(p.NOT_JOINED)
                room = None if self._locked_out(peer) else self.rooms.get(msg.get("code", ""))
                if room is None:
                    self._wrong_code(peer)
                    peer.send(p.error_message(p.BAD_CODE))
                    peer.close()
                    return None
                try:
                    room.join(peer, msg)
                except p.ProtocolError as error:
                    peer.send(p.error_message(error.code))
                    peer.close()
                    return None
                return room
            room.receive(peer, msg)
        except p.ProtocolError as error:
            peer.send(p.error_message(error.code))
        except Exception:  # a flaw of ours must not end the table for everyone
            log.exception("a message could not be handled")
            peer.send(p.error_message(p.BAD_MESSAGE))
        return room

    def _locked_out(self, peer: Peer) -> bool:
        """Whether ``peer``'s address guessed wrong codes too often lately."""
        now = time.monotonic()
        recent = [t for t in self.wrong_codes.get(peer.address, []) if now - t < WRONG_CODE_WAIT]
        self.wrong_codes[peer.address] = recent
        return len(recent) >= MAX_WRONG_CODES

    def _wrong_code(self, peer: Peer) -> None:
        self.wrong_codes.setdefault(peer.address, []).append(time.monotonic())

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


async def open_server(server: TableServer, bind: str, port: int):
    """Start serving; return the websockets server (its sockets tell the port)."""
    return await serve(server.handler, bind, port, max_size=p.MAX_FRAME, compression=None,
                       ping_interval=20, ping_timeout=20)
