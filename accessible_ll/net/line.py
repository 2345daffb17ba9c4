"""The line mode at one computer: one person with bots, every utterance a plain line.

The game is saved beside the settings after every action; a game left unfinished
(the end of a lesson, a closed window) is offered to be continued next time."""

from __future__ import annotations

import asyncio
import os
import sys
import threading
from pathlib import Path
from typing import Any, Callable, TextIO

from accessible_ll.inputs import Reason, Refusal, excerpt, os_reason, regular_file_problem
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts
from accessible_ll.net.client import LineClient, LocalLink, run_client
from accessible_ll.net.room import RoomOptions, TableRoom
from accessible_ll.settings import Settings
from accessible_ll.table import LocalTable, SaveLock, UnusableSave, set_aside


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
    person's input ended first, or they kept the saved game). With ``save`` the game
    is written there after every action (a failure is told once, and saving is tried
    again after every move), a game left there is offered to be continued, and a
    finished game's file is removed. Another running game that owns ``save`` keeps it."""
    def tell(notice: Refusal) -> None:
        say(notice.localized(texts))

    def unsaved(path: Path, error: OSError) -> None:
        tell(Refusal(m.GAME_NOT_SAVED, path=path, reason=os_reason(error)))
    pace = settings.bot_pace if pace is None else pace
    options = RoomOptions(pace=pace, names=settings.names, save=save, on_save_error=unsaved,
                          round_waits=True)
    lock = SaveLock(save) if save is not None else None
    owner = lock.take() if lock is not None else None
    if owner is not None:
        tell(Refusal(m.SAVED_GAME_IN_USE, pid=owner, path=save))
        options.save, lock = None, None
    try:
        room = await _room(settings, seed, texts, say, lines, options, tell)
        if room is None:
            return None
        result = await _play(room, texts, say, lines)
        if result is not None and options.save is not None:
            options.save.unlink(missing_ok=True)
        elif result is None and options.save is not None and options.save.exists():
            say(texts.text(m.LINE_SAVED))  # the input ended (Ctrl+D): the game waits
        return result
    finally:
        if lock is not None:
            lock.release()


async def _room(settings: Settings, seed: int | None, texts: Texts,
                say: Callable[[str], None], lines: asyncio.Queue, options: RoomOptions,
                tell: Callable[[Refusal], None]) -> TableRoom | None:
    """The saved game (if the person wants it) or a new one; None if the input ended
    or the person kept the saved game. Nothing replaces a saved game without asking."""
    save = options.save
    if save is not None and os.path.lexists(save):
        problem = regular_file_problem(save, may_be_missing=False)
        if problem is not None:  # a folder, a device, a pipe: never read, never replaced
            tell(Refusal(m.SAVED_GAME_LEFT_ALONE, path=save, reason=problem))
            options.save = None
        else:
            try:
                room = await _saved_room(save, texts, say, lines, options, tell)
            except _Kept:
                return None
            if room is not None:
                return room
    room = TableRoom(LocalTable(settings, seed=seed), code="", options=options)
    room.save()
    return room


class _Kept(Exception):
    """The person kept the saved game (or their input ended): no game is played."""


async def _saved_room(save: Path, texts: Texts, say: Callable[[str], None],
                      lines: asyncio.Queue, options: RoomOptions,
                      tell: Callable[[Refusal], None]) -> TableRoom | None:
    """The saved game continued, or None for a new game in its place (once the person
    said so; one that cannot be continued is first kept beside as a copy).

    Raises:
        _Kept: the person keeps the saved game, or their input ended.
    """
    try:
        room = TableRoom.resume(save, options)
        if len(room.seats) > 1:
            raise UnusableSave(Reason(m.REASON_SAVE_PEOPLE))
    except UnusableSave as error:
        tell(Refusal(m.SAVED_GAME_DAMAGED, path=save, reason=error.reason))
        await _replace(texts, say, lines, tell)
        try:
            tell(Refusal(m.SAVED_GAME_SET_ASIDE, backup=set_aside(save)))
        except OSError as failure:
            tell(Refusal(m.SAVED_GAME_LEFT_ALONE, path=save, reason=os_reason(failure)))
            options.save = None
        return None
    answer = await ask_yes_no(texts, say, lines, m.LINE_CONTINUE_WHICH,
                              **saved_game_words(texts, room))
    if answer is None:
        raise _Kept
    if answer:
        return room
    await _replace(texts, say, lines, tell)
    return None


async def _replace(texts: Texts, say: Callable[[str], None], lines: asyncio.Queue,
                   tell: Callable[[Refusal], None]) -> None:
    """Ask whether a new game may replace the saved one; raise _Kept if not."""
    answer = await ask_yes_no(texts, say, lines, m.CONFIRM_REPLACE_SAVED)
    if not answer:
        if answer is not None:
            tell(Refusal(m.SAVED_GAME_KEPT))
        raise _Kept


async def _play(room: TableRoom, texts: Texts, say: Callable[[str], None],
                lines: asyncio.Queue) -> dict[str, Any] | None:
    secret = next((info.secret for info in room.seats.values()), None)
    driver = asyncio.create_task(room.run())
    try:
        client = LineClient(texts, say, name=room.table.settings.names[0], secret=secret,
                            spectate=not room.seats,  # only bots: the person listens
                            local=True, next_round=room.deal_next_round)
        return await run_client(client, LocalLink(room), lines, quit_on_eof=bool(room.seats))
    finally:
        driver.cancel()


def saved_game_words(texts: Texts, room: TableRoom) -> dict[str, Any]:
    """Which game a saved room holds: its edition, players and round, in words."""
    from accessible_ll.narration.narrator import Narrator
    table = room.table
    return {"edition": Narrator(texts, [], table.edition).edition_name(),
            "players": table.players, "round": table.view(None).round_no}


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
            say(texts.text(m.LINE_BAD_INPUT, text=excerpt(text), count=2))


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
