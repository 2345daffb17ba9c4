"""Who gets to the table, on 127.0.0.1: a crowd of hellos at once from one address (each
told why in the protocol's terms, nobody cut off without a word), two students whose
names sound alike (the second refused in words, with a free name to take), every
message of a table in its own version, and a seat key that comes back only with the
table's join code."""

from __future__ import annotations

import asyncio
import json

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from accessible_ll import games
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts
from accessible_ll.net import protocol as p
from accessible_ll.net import server as s
from accessible_ll.net.match_client import RemoteMatch
from accessible_ll.net.remote import RemoteLink
from tests.net.helpers import LOOPBACK, RawClient
from tests.net.test_match_table import CODE, make_room, serve


@pytest.fixture(autouse=True)
def pebbles(monkeypatch):
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")


async def first_words(port: int, code: str) -> list[dict]:
    """What the table says to one hello (a closed connection ends it, a welcome too):
    the messages of one connection, as a student's program reads them even when its
    hello could not be sent any more."""
    got: list[dict] = []
    async with connect(f"ws://{LOOPBACK}:{port}/") as ws:
        try:
            await ws.send(json.dumps(p.match_message("hello", code=code, lang="en")))
        except ConnectionClosed:
            pass  # closed at once: what the table said first is read all the same
        try:
            while not got or got[-1]["type"] != "welcome":  # a seated student stays
                got.append(json.loads(await asyncio.wait_for(ws.recv(), 10)))
        except (ConnectionClosed, asyncio.TimeoutError):
            pass
    return got


@pytest.mark.parametrize("code", ["000000", CODE])
def test_two_dozen_hellos_at_once_from_one_address_each_hear_why_in_the_tables_version(
        code):
    crowd = 3 * s.MAX_NEWCOMERS_PER_ADDRESS

    async def main():
        room = make_room(["human", "human"])
        server, port = await serve(room)
        try:
            return await asyncio.wait_for(asyncio.gather(
                *(first_words(port, code) for _ in range(crowd))), 30)
        finally:
            server.close()
            await server.wait_closed()
    said = asyncio.run(main())
    firsts = [words[0] if words else None for words in said]
    assert None not in firsts, "a connection closed without a word"
    codes = sorted(msg["code"] if msg["type"] == "error" else msg["type"] for msg in firsts)
    if code == CODE:  # two seats: two sit down, the others hear the table is full or busy
        assert codes.count("welcome") == 2
        assert set(codes) <= {"welcome", "table_full", p.BUSY}
    else:
        assert set(codes) <= {p.BAD_CODE, p.BUSY, p.GUESSES}
    assert p.BUSY in codes  # the crowd was more than the newcomers' places
    busy = [msg for msg in firsts if msg.get("code") == p.BUSY]
    assert all(msg["details"]["seconds"] >= 1 for msg in busy)
    assert {msg["v"] for words in said for msg in words} == {p.MATCH_VERSION}


def test_notices_and_errors_carry_the_tables_version():
    async def main():
        room = make_room(["human", "human"])
        server, port = await serve(room)
        try:
            async with RawClient(port) as ann:
                await ann.send(p.match_message("hello", code=CODE, name="Ann", lang="en"))
                await ann.next("welcome")
                waiting = await ann.next("notice")
                await ann.send("{not json")
                error = await ann.next("error")
                async with RawClient(port) as ben:
                    await ben.send(p.match_message("hello", code=CODE, name="Ben"))
                    joined = await ann.next("notice")
        finally:
            server.close()
            await server.wait_closed()
        return waiting, error, joined
    waiting, error, joined = asyncio.run(main())
    assert waiting["code"] == "waiting" and joined["code"] == "player_joined"
    assert error["code"] == p.BAD_JSON
    assert waiting["v"] == joined["v"] == error["v"] == p.MATCH_VERSION


# ----- names at a table differ as they are heard --------------------------------------

async def _seated(port: int, name: str, lang: str = "en") -> tuple[RemoteMatch, list[str]]:
    """A student's program joining as ``name``: the table, and what it said."""
    texts = Texts.for_language(lang)
    heard: list[str] = []
    table = RemoteMatch(None, texts, code=CODE, name=name)
    table.link = RemoteLink(LOOPBACK, port, texts, heard.append, retry_for=3)
    table.say = heard.append
    table.start(_Deaf())
    while table.seat is None and table.fatal is None:
        await asyncio.sleep(0.01)
    return table, heard


class _Deaf:
    def heard(self, news) -> None:
        pass

    def changed(self) -> None:
        pass

    def refused(self, seat, text) -> None:
        pass

    def told_table(self, line) -> None:
        pass


@pytest.mark.parametrize("lang,second,free", [
    ("en", " Mia ", "Mia 2"),
    ("de", "MIA", "MIA 2"),
    ("ja", "Ｍｉａ．", "Ｍｉａ． 2"),
    ("en", "Player 3", "Player 3 2"),   # a seat nobody named is called so in English
    ("ja", "Spieler 3", "Spieler 3 2"),  # ... and in German
])
def test_a_second_student_whose_name_sounds_the_same_is_refused_in_words_with_a_free_name(
        lang, second, free):
    async def main():
        room = make_room(["human", "human", "human"])
        server, port = await serve(room)
        try:
            mia, _ = await _seated(port, "Mia")
            other, heard = await _seated(port, second, lang)
            third, _ = await _seated(port, free)  # the name suggested is free
            seats = {seat: info.name for seat, info in room.seats.items()}
            for table in (mia, other, third):
                table.close()
        finally:
            server.close()
            await server.wait_closed()
        return other, heard, seats
    other, heard, seats = asyncio.run(main())
    texts = Texts.for_language(lang)
    refusal = texts.text(m.NET_ERRORS[p.NAME_TAKEN], name=second.strip(), free=free)
    assert other.fatal == p.NAME_TAKEN and refusal in heard
    assert "--name \"" + free + "\"" in refusal
    assert seats == {0: "Mia", 1: free, 2: ""}  # the second one never sat down


def test_names_heard_alike_and_apart():
    from accessible_ll.net.room import heard_as
    alike = [("Mia", "mia"), ("Mia", "Mia!"), ("Mia 2", "Mia-2"), ("ミア", "みあ"),
             ("Jürgen", "Ju\u0308rgen"), ("Ｍｉａ", "Mia")]
    apart = [("Mia", "Mía"), ("Mia", "Mia 2"), ("Ann", "Anna"), ("😀", "😃")]
    assert all(heard_as(a) == heard_as(b) for a, b in alike)
    assert all(heard_as(a) != heard_as(b) for a, b in apart)


# ----- a seat key comes back with the table's code --------------------------------------

def test_a_seat_key_with_a_wrong_join_code_is_refused_and_with_the_right_one_returns():
    async def main():
        room = make_room(["human", "human"])
        server, port = await serve(room)
        try:
            async with RawClient(port) as ann:
                await ann.send(p.match_message("hello", code=CODE, name="Ann"))
                secret = (await ann.next("welcome"))["secret"]
            while room.seats[0].peer is not None:
                await asyncio.sleep(0.01)
            async with RawClient(port) as wrong:
                await wrong.send(p.match_message("hello", code="000000", secret=secret))
                refused = await wrong.next("error")
            async with RawClient(port) as back:
                await back.send(p.match_message("hello", code=CODE, secret=secret))
                welcome = await back.next("welcome")
        finally:
            server.close()
            await server.wait_closed()
        return refused, welcome
    refused, welcome = asyncio.run(main())
    assert refused["code"] == p.BAD_CODE
    assert welcome["seat"] == 0
