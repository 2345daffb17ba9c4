"""Love Letter's table across computers, on 127.0.0.1: whole games, privacy on the wire,
bad input (protocol version 2: the host narrates)."""

from __future__ import annotations

import asyncio
import json

import pytest

from accessible_ll.narration.i18n import Texts
from accessible_ll.net import protocol as p
from accessible_ll.net.commands import BotEar
from accessible_ll.net.match_client import RemoteMatch
from tests.net.helpers import RawClient, until
from tests.net.test_love_letter_table import (CODE, make_room, own_secrets, serve,
                                              sit)
from tests.net.test_match_table import Recording, no_leak


def bot_seat(port: int, level: str, heard: list[str], lang: str, name: str) -> RemoteMatch:
    """A seat ``join --bot`` takes: the table's own bot plays it; this side listens."""
    texts = Texts.for_language(lang)
    table = RemoteMatch(None, texts, code=CODE, name=name, bot=level)
    table.link = Recording(port, texts, table.say)
    table.start(BotEar(heard.append))
    return table


@pytest.mark.parametrize("edition, seed", [("2019", 5), ("premium", 3), ("classic", 4)])
def test_four_seats_two_remote_bots_a_person_a_spectator_and_a_local_bot(edition, seed):
    async def main():
        room = make_room(["human", "human", "human", "heuristic"], seed=seed, target=3,
                         edition=edition)
        server, port = await serve(room)
        heard_de, heard_ja = [], []
        try:
            anna = bot_seat(port, "heuristic", heard_de, "de", "Anna")
            await until(lambda: anna.seat is not None, what="Anna seated")  # seat 1...
            ken = bot_seat(port, "random", heard_ja, "ja", "Ken")
            await until(lambda: ken.seat is not None, what="Ken seated")  # ... seat 2
            sam, person = sit(port, "en", name="Sam")
            watcher, watching = sit(port, "en", spectate=True)
            result = await asyncio.wait_for(room.run(), 30)
            await asyncio.wait_for(asyncio.gather(*(t.task for t in (anna, ken, sam,
                                                                       watcher))), 10)
        finally:
            server.close()
        return room, result, (anna, heard_de), (ken, heard_ja), (sam, person), \
            (watcher, watching)
    room, result, (anna, heard_de), (ken, heard_ja), (sam, person), (watcher, watching) = \
        asyncio.run(main())
    assert result["winners"] and max(result["scores"]) >= 3
    assert sorted(t.result["seat"] for t in (anna, ken, sam)) == [0, 1, 2]
    assert watcher.result["seat"] is None
    assert all(t.result["winners"] == result["winners"] for t in (anna, ken, sam, watcher))
    assert all(t.result["scores"] == result["scores"] for t in (anna, ken, sam, watcher))
    # Each seat hears in its own language, names as given.
    assert any("Anna" in line for line in person.lines)
    assert any("Runde 1 beginnt" in line for line in heard_de)
    assert any("ラウンド" in line for line in heard_ja)
    assert any(line.startswith("Du sitzt auf Platz") for line in heard_de)
    assert any(line.endswith("番の席にKenとして座りました。") for line in heard_ja)
    assert person.asks and person.asks[0].prompt == "Choose a card to play."
    # Nothing on the wire told a seat what it could not know: no state, view or event,
    # and of the secrets exactly its own.
    assert person.private == own_secrets(room, sam.seat, "en") and watching.private == []
    for table in (anna, ken, sam, watcher):
        no_leak(table)


def test_bad_messages_change_nothing_and_flooding_harms_nobody():
    async def main():
        room = make_room(["human", "human", "heuristic"], seed=8, target=1, takeover=0.3)
        server, port = await serve(room)
        driver = asyncio.create_task(room.run())
        try:
            async with RawClient(port) as b:
                await b.send(p.match_message("hello", code="wrong"))
                assert (await b.next("error"))["code"] == p.BAD_CODE
            async with RawClient(port) as a, RawClient(port) as b:
                await a.send(p.match_message("hello", code=CODE, name="A", lang="en"))
                first = await a.next("welcome")
                await b.send(p.match_message("choose", chosen={"play": "guard"}))
                assert (await b.next("error"))["code"] == p.NOT_JOINED
                await b.send(p.match_message("hello", code=CODE, name="B", lang="en"))
                second = await b.next("welcome")
                seat_a, seat_b = first["seat"], second["seat"]
                while not set(room.match.deciders) & {seat_a, seat_b}:
                    await asyncio.sleep(0.01)
                journal = list(room.match.journal)
                log = len(room.match.log)
                asked, idle = (a, b) if seat_a in room.match.deciders else (b, a)
                ask = await asked.next("ask")
                play = next(i["value"] for i in ask["items"] if i["enabled"])
                bad = [
                    ("{not json", p.BAD_JSON),
                    ("x" * (p.MAX_MESSAGE + 10), p.TOO_BIG),
                    (json.dumps([1, 2, 3]), p.BAD_MESSAGE),
                    (p.match_message("choose", chosen=[1]), p.BAD_MESSAGE),
                    ({"v": 99, "type": "choose"}, p.BAD_VERSION),
                    (p.message("act", action={"seat": 0, "play": play}), p.BAD_MESSAGE),
                ]
                for raw, code in bad:
                    await idle.send(raw)
                    assert (await idle.next("error"))["code"] == code, raw
                refused = [
                    (p.match_message("choose", chosen={"play": play}), "not_deciding"),
                    (p.match_message("hello", code=CODE), p.BAD_MESSAGE),
                ]
                for raw, code in refused:
                    await idle.send(raw)
                    assert (await idle.next("refused"))["code"] == code, raw
                await asked.send(p.match_message("choose", chosen={"play": "no_such_card"}))
                assert (await asked.next("refused"))["code"] == "not_offered"
                await asked.send(p.match_message("choose", chosen={"play": play,
                                                                   "target": 7}))
                assert (await asked.next("refused"))["code"] == "not_offered"
                assert room.match.journal == journal and len(room.match.log) == log
                # A flood: slowed down, then dropped; the table plays on without it.
                for _ in range(400):
                    try:
                        await idle.send("{flood")
                    except Exception:
                        break
                codes = set()
                try:
                    while True:
                        codes.add((await idle.next("error", timeout=5))["code"])
                except Exception:
                    pass
                assert p.SLOW_DOWN in codes
                idle_seat = seat_b if asked is a else seat_a
                assert room.seats[idle_seat].peer is None  # dropped; a bot plays for it
                assert room.match.journal == journal
                asked_seat = seat_a if asked is a else seat_b
                while not driver.done():  # the remaining client plays on to the end
                    if asked_seat in room.match.deciders:
                        action = room.match.bot_action(asked_seat, "random")
                        chosen = {k: v for k, v in action.to_json().items() if k != "seat"}
                        await asked.send(p.match_message("choose", chosen=chosen))
                    await asyncio.sleep(0.02)
            return await asyncio.wait_for(driver, 10)
        finally:
            server.close()
    assert asyncio.run(main())["winners"]


def test_an_address_that_guessed_wrong_codes_still_joins_with_the_right_one():
    async def main():
        room = make_room(["human", "heuristic"], seed=1)
        server, port = await serve(room)
        try:
            for guess in range(20):  # the burst: answered at once
                async with RawClient(port) as guesser:
                    await guesser.send(p.match_message("hello", code=f"{guess:06d}"))
                    assert (await guesser.next("error", timeout=2))["code"] == p.BAD_CODE
            async with RawClient(port) as student:  # a classmate at the same address
                await student.send(p.match_message("hello", code=CODE))
                assert (await student.next("welcome", timeout=2))["seat"] == 0
            async with RawClient(port) as guesser:  # the next wrong code waits its turn
                started = asyncio.get_running_loop().time()
                await guesser.send(p.match_message("hello", code="000999"))
                assert (await guesser.next("error", timeout=6))["code"] == p.BAD_CODE
                assert asyncio.get_running_loop().time() - started > 1.0
        finally:
            server.close()
    asyncio.run(main())
