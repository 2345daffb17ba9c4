"""The line mode at one computer: one person with bots, every utterance a plain line.

The game is saved beside the settings after every action; a game left unfinished
(the end of a lesson, a closed window) is offered to be continued next time."""

from __future__ import annotations

import asyncio
import sys
import threading
from pathlib import Path
from typing import Any, Callable, TextIO

from accessible_ll.inputs import excerpt
from accessible_ll.narration import messages as m
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
    try:  # a byte that is not of the encoding is one letter that is no choice, not the end
        stream.reconfigure(errors="replace")
    except (AttributeError, ValueError, OSError):
        pass

    def reader() -> None:
        for line in stream:
            loop.call_soon_threadsafe(queue.put_nowait, line)
        loop.call_soon_threadsafe(queue.put_nowait, None)

    threading.Thread(target=reader, daemon=True).start()
    return queue


async def play_line(settings: Settings, seed: int | None, texts: Texts,
                    say: Callable[[str], None], lines: asyncio.Queue,
                    pace: float | None = None, save: Path | None = None
                    ) -> dict[str, Any] | None:
    """Play one game at this computer in line mode; return its result (None if the
    person's input ended first). With ``save`` the game is written there after every
    action, a game left there is offered to be continued, and a finished game's
    file is removed."""
    pace = settings.bot_pace if pace is None else pace
    options = RoomOptions(pace=pace, names=settings.names, save=save)
    room = None
    if save is not None and save.exists():
        answer = await ask_yes_no(texts, say, lines, m.LINE_CONTINUE)
        if answer is None:
            return None
        if answer:
            try:
                room = TableRoom.resume(save, options)
            except ValueError:
                room = None
    if room is None:
        room = TableRoom(LocalTable(settings, seed=seed), code="", options=options)
        room.save()
    secret = next((info.secret for info in room.seats.values()), None)
    driver = asyncio.create_task(room.run())
    try:
        client = LineClient(texts, say, name=room.table.settings.names[0], secret=secret,
                            spectate=not room.seats,  # only bots: the person listens
                            local=True)
        result = await run_client(client, LocalLink(room), lines, quit_on_eof=bool(room.seats))
    finally:
        driver.cancel()
    if result is not None and save is not None:
        save.unlink(missing_ok=True)
    return result


async def ask_yes_no(texts: Texts, say: Callable[[str], None], lines: asyncio.Queue,
                     question: str) -> bool | None:
    """Ask a yes-or-no question as numbered lines (r or ? asks it again); None if the
    input ends."""
    def ask() -> None:
        say(texts.text(question))
        for number, answer in ((1, m.YES), (2, m.NO)):
            say(texts.text(m.LINE_OPTION, number=number, choice=texts.text(answer)))
    ask()
    while True:
        text = await lines.get()
        if text is None:
            return None
        text = text.strip()
        if text in ("1", "2"):
            return text == "1"
        if text.lower() in ("r", "?"):
            ask()
        elif text:
            say(texts.text(m.LINE_BAD_INPUT, text=excerpt(text), count=2))


def run_line(settings: Settings, seed: int | None, texts: Texts,
             say: Callable[[str], None], stream: TextIO = sys.stdin,
             save: Path | None = None) -> dict[str, Any] | None:
    """:func:`play_line` with the person typing on ``stream``."""
    async def main():
        return await play_line(settings, seed, texts, say, read_lines(stream), save=save)
    return asyncio.run(main())
