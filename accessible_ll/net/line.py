"""The line mode at one computer: one person with bots, every utterance a plain line."""

from __future__ import annotations

import asyncio
import sys
import threading
from typing import Any, Callable, TextIO

from accessible_ll.narration.i18n import Texts
from accessible_ll.net.client import LineClient, LocalLink, run_client
from accessible_ll.net.room import RoomOptions, TableRoom
from accessible_ll.settings import Settings
from accessible_ll.table import LocalTable


def read_lines(stream: TextIO) -> asyncio.Queue:
    """A queue of the lines typed on ``stream`` (None once it ends), read in a thread
    so the game goes on while the person thinks."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue = asyncio.Queue()

    def reader() -> None:
        for line in stream:
            loop.call_soon_threadsafe(queue.put_nowait, line)
        loop.call_soon_threadsafe(queue.put_nowait, None)

    threading.Thread(target=reader, daemon=True).start()
    return queue


async def play_line(settings: Settings, seed: int | None, texts: Texts,
                    say: Callable[[str], None], lines: asyncio.Queue,
                    pace: float | None = None) -> dict[str, Any] | None:
    """Play one game at this computer in line mode; return its result (None if the
    person's input ended first)."""
    table = LocalTable(settings, seed=seed)
    pace = settings.bot_pace if pace is None else pace
    room = TableRoom(table, code="", options=RoomOptions(pace=pace, names=settings.names))
    driver = asyncio.create_task(room.run())
    try:
        client = LineClient(texts, say, name=table.settings.names[0])
        return await run_client(client, LocalLink(room), lines, quit_on_eof=True)
    finally:
        driver.cancel()


def run_line(settings: Settings, seed: int | None, texts: Texts,
             say: Callable[[str], None], stream: TextIO = sys.stdin) -> dict[str, Any] | None:
    """:func:`play_line` with the person typing on ``stream``."""
    async def main():
        return await play_line(settings, seed, texts, say, read_lines(stream))
    return asyncio.run(main())
