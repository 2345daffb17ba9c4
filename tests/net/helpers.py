"""Tables on 127.0.0.1 for the tests: a room served in this process, clients beside it."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any, Callable

from websockets.asyncio.client import connect

from accessible_ll.narration.i18n import Texts
from accessible_ll.settings import Settings

LOOPBACK = "127.0.0.1"
#: Seconds a test waits for what it waits for before it fails: only a guard against a
#: test that would hang, never the time something takes (the machine may be loaded).
GUARD = 30.0


async def until(check: Callable[[], Any], within: float = GUARD, what: str = "") -> None:
    """Wait until ``check()`` holds, looking again every 10 ms; fail after ``within``
    seconds (``what``: what never happened, for the failure's message)."""
    give_up = time.monotonic() + within
    while not check():
        if time.monotonic() > give_up:
            raise AssertionError(f"not within {within} s: {what or check}")
        await asyncio.sleep(0.01)


class RawClient:
    """A client that speaks the wire directly, to send what a real client never would."""

    def __init__(self, port: int) -> None:
        self.uri = f"ws://{LOOPBACK}:{port}/"
        self.ws = None
        self.received: list[dict] = []

    async def __aenter__(self) -> "RawClient":
        self.ws = await connect(self.uri, max_size=None)
        return self

    async def __aexit__(self, *exc) -> None:
        await self.ws.close()

    async def send(self, msg: Any) -> None:
        await self.ws.send(msg if isinstance(msg, str) else json.dumps(msg))

    async def next(self, kind: str, timeout: float = 5.0) -> dict:
        """The next message of ``kind`` (others are kept in :attr:`received`)."""
        async def wait():
            while True:
                msg = json.loads(await self.ws.recv())
                self.received.append(msg)
                if msg["type"] == kind:
                    return msg
        return await asyncio.wait_for(wait(), timeout)


def card_names(value: Any, cards: set[str], skip: tuple[str, ...] = ()) -> set[str]:
    """Card ids anywhere in a JSON value (keys in ``skip`` left out)."""
    found: set[str] = set()
    if isinstance(value, str):
        if value in cards:
            found.add(value)
    elif isinstance(value, list):
        for item in value:
            found |= card_names(item, cards, skip)
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in skip:
                found |= card_names(item, cards, skip)
    return found


async def play_here(settings: Settings, seed: int | None, texts: Texts, say, lines,
                    save=None) -> str | None:
    """Love Letter's line mode at this computer as ``accessible-ll --line`` plays it:
    the line mode of any game on its Match, seated from ``settings`` (how it ended,
    see :func:`~accessible_ll.line_command.play_match_line`)."""
    import argparse

    from accessible_ll.games import find_game
    from accessible_ll.line_command import play_match_line
    from accessible_ll.new_table import table_for
    table = table_for(find_game("love-letter"), argparse.Namespace(seed=seed),
                      settings.fitted(), texts)
    return await play_match_line(table, texts, say, lines, save)


def love_letter_here(seats: list[str], seed: int = 1, target: int = 2, edition: str = "2019",
                     lang: str = "en", blind: bool = False):
    """A Love Letter game at this computer (the Match the line mode plays)."""
    from accessible_ll.games import find_game
    from accessible_ll.local_match import LocalMatch
    return LocalMatch.new(find_game("love-letter"), edition, seats, Texts.for_language(lang),
                          seed=seed, options={"target": target, "blind": blind})


def answering_line(table, heard: list[str], lines: asyncio.Queue, lang: str = "en"):
    """The line mode on ``table`` with a person who answers every question with its
    first possible item (typing its number) and says yes when asked first."""
    from accessible_ll.match_line import MatchLine

    class Answering(MatchLine):
        def show_step(self) -> None:
            super().show_step()
            listing = self.listing()
            first = next(i for i in listing if self.step.choices[i].enabled)
            self.lines.put_nowait(str(self.item_numbers()[listing.index(first)]))

        def say_confirmation(self) -> None:
            super().say_confirmation()
            self.lines.put_nowait("2")  # yes (No is 1)
    return Answering(table, Texts.for_language(lang), heard.append, lines)
