"""The line mode at one computer: one person with bots, every utterance a plain line.

The game is saved beside the settings after every action; a game left unfinished
(the end of a lesson, a closed window) is offered to be continued next time."""

from __future__ import annotations

import asyncio
import sys
import threading
from pathlib import Path
from typing import Any, Callable, TextIO

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
        room = await continue_or_not(texts, say, lines, save, options)
        if room is False:
            return None
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
    elif result is None and save is not None and save.exists():
        say(texts.text(m.LINE_SAVED))  # the input ended (Ctrl+D): the game waits
    return result


def saved_game_words(texts: Texts, room: TableRoom) -> dict[str, Any]:
    """Which game a saved room holds: its edition, players and round, in words."""
    from accessible_ll.narration.narrator import Narrator
    table = room.table
    return {"edition": Narrator(texts, [], table.edition).edition_name(),
            "players": table.players, "round": table.view(None).round_no}


async def continue_or_not(texts: Texts, say: Callable[[str], None], lines: asyncio.Queue,
                          save: Path, options: RoomOptions) -> TableRoom | None | bool:
    """The saved game, if the person continues it; None for a new game (asked before
    the saved one is replaced); False if the input ends."""
    try:
        room = TableRoom.resume(save, options)
    except ValueError:
        say(texts.text(m.SAVED_GAME_DAMAGED, path=str(save)))
        return None
    which = saved_game_words(texts, room)
    while True:
        answer = await ask_yes_no(texts, say, lines, m.LINE_CONTINUE_WHICH, **which)
        if answer is None:
            return False
        if answer:
            return room
        replace = await ask_yes_no(texts, say, lines, m.LINE_REPLACE_SAVED)
        if replace is None:
            return False
        if replace:
            return None


async def ask_yes_no(texts: Texts, say: Callable[[str], None], lines: asyncio.Queue,
                     question: str, **values: Any) -> bool | None:
    """Ask a yes-or-no question as numbered lines (r or ? asks it again); None if the
    input ends."""
    def ask() -> None:
        say(texts.text(question, **values))
        for number, answer in ((1, m.YES), (2, m.NO)):
            say(texts.text(m.LINE_OPTION, number=number, choice=texts.text(answer)))
    ask()
    while True:
        text = await lines.get()
        if text is None:
            lines.put_nowait(None)  # the end of input stays the end for later readers
            return None
        text = text.strip()
        if text in ("1", "2"):
            return text == "1"
        if text.lower() in ("r", "?"):
            ask()
        elif text:
            say(texts.text(m.LINE_BAD_INPUT, text=text, count=2))


def run_line(settings: Settings, seed: int | None, texts: Texts,
             say: Callable[[str], None], stream: TextIO = sys.stdin,
             save: Path | None = None) -> dict[str, Any] | None:
    """:func:`play_line` with the person typing on ``stream``; after a game that ended,
    a new game is offered."""
    async def main():
        lines = read_lines(stream)
        game_seed = seed
        while True:
            result = await play_line(settings, game_seed, texts, say, lines, save=save)
            if result is None or not await ask_yes_no(texts, say, lines, m.LINE_NEW_GAME):
                return result
            game_seed = None if game_seed is None else game_seed + 1
    return asyncio.run(main())
