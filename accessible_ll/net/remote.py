"""A client's link to a table on another computer, which comes back by itself.

When the connection drops, the link says so and tries again with growing pauses
for ``retry_for`` seconds (two minutes by default); on success it says hello again
with the seat key, and the table gives the seat back.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any, Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts, seconds_text
from accessible_ll.net import protocol as p

RETRY_FOR = 120.0
FIRST_PAUSE, LONGEST_PAUSE = 0.5, 8.0
#: Seconds a connection must last before a drop is tried again at once.
STEADY = 10.0
#: Seconds between pings, and to answer one (as the table's).
HEARTBEAT = 5.0


def net_error_text(texts: Texts, code: str, seconds: Any = 1, details: Any = None) -> str:
    """What the table's refusal ``code`` means (an unknown code: a bad message), with the
    seconds until the next try where it names them, and what else its ``details`` tell
    (a name taken, and a free one like it)."""
    message = m.NET_ERRORS.get(code, m.NET_ERRORS[p.BAD_MESSAGE])
    if isinstance(message, tuple):
        try:
            return seconds_text(texts, message, max(0, int(seconds)))
        except (TypeError, ValueError, OverflowError):
            return seconds_text(texts, message, 1)
    details = details if isinstance(details, dict) else {}
    return texts.text(message, name=str(details.get("name", "")),
                      free=str(details.get("free", "")))


def split_address(address: str, default_port: int) -> tuple[str, int]:
    """``HOST[:PORT]`` (IPv6 in brackets) as host and port.

    >>> split_address("[::1]:9000", 8765), split_address("10.0.0.5", 8765)
    (('::1', 9000), ('10.0.0.5', 8765))

    Raises:
        ValueError: the port is not a number from 1 to 65535.
    """
    host, port = address, default_port
    if address.startswith("["):
        host, _, rest = address[1:].partition("]")
        if rest.startswith(":"):
            port = int(rest[1:])
    elif address.count(":") == 1:
        host, _, text = address.partition(":")
        port = int(text)
    if not 0 < port < 65536 or not host:
        raise ValueError(address)
    return host, port


class RemoteLink:
    """Messages to and from a table at ``host:port``.

    Args:
        host, port: Where the table is.
        texts, say: How to tell the listener about lost and found connections.
        retry_for: How long to keep trying, in seconds.
    """

    def __init__(self, host: str, port: int, texts: Texts, say: Callable[[str], None],
                 retry_for: float = RETRY_FOR) -> None:
        bracketed = f"[{host}]" if ":" in host else host
        self.uri = f"ws://{bracketed}:{port}/"
        self.address = f"{bracketed}:{port}"
        self.hello: Callable[[], dict[str, Any]] = dict
        self.texts, self.say = texts, say
        self.retry_for = retry_for
        self.ws: ClientConnection | None = None
        self.done = False
        self.gave_up = False
        self.reached = False  # whether a connection was ever made
        self.pause = 0.0      # to wait before the next try (grows while drops come fast)
        self.since = 0.0      # when the current connection was made
        self.told: str | None = None  # the "try later" reason said last (said once a row)
        self.told_since = 0.0
        self.joined = False   # whether the table ever welcomed us

    async def open(self, client) -> None:
        """Say hello with ``client``'s hello on every connection (made on first use)."""
        self.hello = client.hello

    async def recv(self) -> dict[str, Any] | None:
        """The next message; None once the game is over or the table is out of reach."""
        while True:
            if self.ws is None and (self.done or not await self._connect()):
                return None
            try:
                raw = await self.ws.recv()
            except ConnectionClosed:
                self.ws = None
                if self.done:
                    return None
                self._backoff()
                self.say(seconds_text(self.texts, m.CONNECTION_LOST, int(self.retry_for)))
                continue
            try:
                msg = json.loads(raw)
            except ValueError:
                continue
            if not isinstance(msg, dict):
                continue
            if msg.get("type") == "error" and msg.get("code") in p.TRY_LATER:
                await self._later(msg)
                continue
            if msg.get("type") == "welcome":
                self.told, self.joined = None, True
            if msg.get("type") == "end":
                self.done = True
            return msg

    def _backoff(self) -> None:
        """A connection that ended soon after it was made is not made again at once."""
        if time.monotonic() - self.since >= STEADY:
            self.pause = 0.0
        else:
            self.pause = min(max(self.pause * 2, FIRST_PAUSE), LONGEST_PAUSE)

    async def _later(self, msg: dict[str, Any]) -> None:
        """The table asks to come back later (too many connections or wrong codes at
        once): say why and when (once for a row of them), close, then try again."""
        try:
            seconds = max(1, min(int(msg.get("details", {}).get("seconds", 1)), 60))
        except (TypeError, ValueError, AttributeError):
            seconds = 1
        now = time.monotonic()
        if self.told != msg["code"]:
            self.told, self.told_since = msg["code"], now
            self.say(net_error_text(self.texts, msg["code"], seconds))
        ws, self.ws = self.ws, None
        await ws.close()
        self.pause = seconds
        if now - self.told_since > self.retry_for:  # tried long enough
            self.done = self.gave_up = True
            self.say(seconds_text(self.texts, m.CONNECTION_GAVE_UP if self.joined else
                                  m.CONNECTION_NEVER, int(self.retry_for),
                                  address=self.address))

    async def send(self, msg: dict[str, Any]) -> None:
        if self.ws is None:
            return  # the hello of the next connection brings the table up to date
        try:
            await self.ws.send(json.dumps(msg, ensure_ascii=False))
        except ConnectionClosed:
            pass

    async def _connect(self) -> bool:
        started, pause = time.monotonic(), FIRST_PAUSE
        if self.pause:
            await asyncio.sleep(self.pause)
        while True:
            try:
                self.ws = await connect(self.uri, max_size=None, open_timeout=10,
                                        compression=None, ping_interval=HEARTBEAT,
                                        ping_timeout=HEARTBEAT)
                try:
                    await self.ws.send(json.dumps(self.hello()))
                except ConnectionClosed:
                    pass  # closed at once: what the table said first is read all the same
                self.reached, self.since = True, time.monotonic()
                return True
            except (OSError, InvalidHandshake, asyncio.TimeoutError, ConnectionClosed):
                self.ws = None
            except InvalidURI:
                self.gave_up = True
                return False
            if time.monotonic() - started + pause > self.retry_for:
                self.gave_up = True
                self.say(seconds_text(
                    self.texts, m.CONNECTION_GAVE_UP if self.reached else m.CONNECTION_NEVER,
                    int(self.retry_for), address=self.address))
                return False
            self.say(seconds_text(self.texts, m.CONNECTION_RETRY, round(pause, 1),
                                  address=self.address))
            await asyncio.sleep(pause)
            pause = min(pause * 2, LONGEST_PAUSE)

    async def close(self) -> None:
        self.done = True
        if self.ws is not None:
            await self.ws.close()
