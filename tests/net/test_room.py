"""The room: a seat left empty waits, then a bot plays it, until its player returns."""

from __future__ import annotations

import asyncio

import pytest

from accessible_ll.net import protocol as p
from accessible_ll.net import room as r
from tests.net.helpers import make_room


def hello(**fields) -> dict:
    return p.parse_client(__import__("json").dumps(p.message("hello", code="123456", **fields)))


async def until(check, timeout: float = 10.0) -> None:
    async def poll():
        while not check():
            await asyncio.sleep(0.01)
    await asyncio.wait_for(poll(), timeout)


def drain(peer: r.Peer) -> list[dict]:
    out = []
    while not peer.outbox.empty():
        out.append(peer.outbox.get_nowait())
    return out


async def test_an_absent_players_seat_waits_then_a_bot_plays_it_until_they_return():
    room = make_room(["human", "heuristic"], seed=3, target=5, takeover=0.2, pace=0.05)
    player, watcher = r.Peer(), r.Peer()
    room.join(watcher, hello(spectate=True))
    room.join(player, hello(name="Mia"))
    secret = drain(player)[0]["secret"]
    driver = asyncio.create_task(room.run())
    await until(lambda: room.table.to_act == 0)
    room.leave(player)
    still = room.table.decision_no
    await asyncio.sleep(0.1)
    assert room.table.decision_no == still  # the table waits for Mia
    await until(lambda: room.table.decision_no > still)  # then a bot plays for her
    notices = [m["code"] for m in drain(watcher) if m and m["type"] == "notice"]
    assert r.AWAY in notices and r.TAKEOVER in notices
    back = r.Peer()
    with pytest.raises(p.ProtocolError):
        room.join(r.Peer(), hello(secret="not-" + secret))
    room.join(back, hello(secret=secret, last_event=3))
    said = drain(back)
    assert said[0]["type"] == "welcome" and said[0]["seat"] == 0
    assert said[1]["type"] == "notice" and said[1]["code"] == r.PLAYED_FOR_YOU, \
        "told that the moves that follow were a bot's"
    assert said[1]["count"] >= 1
    assert said[2]["type"] == "update" and said[2]["missed"]
    from accessible_ll.narration.i18n import Texts
    from accessible_ll.net.client import SeatClient
    heard: list[str] = []
    mia = SeatClient(Texts.for_language("en"), heard.append, secret=secret)
    mia.next = 3
    mia.hello()
    for msg in said[:3]:
        mia.handle(msg)
    marker = heard.index("From here on, a bot played for you:")
    assert any(line.startswith("You play") for line in heard[marker + 1:]), heard
    await until(lambda: room.table.to_act == 0)  # the bot of seat 1 plays on to her turn
    waiting = room.table.decision_no
    await asyncio.sleep(0.3)
    assert room.table.decision_no == waiting  # her seat is hers again: no bot plays it
    driver.cancel()
    assert r.BACK in [m["code"] for m in drain(watcher) if m and m["type"] == "notice"]


async def test_blind_variant_views_on_the_wire_hold_only_the_last_discards():
    from accessible_ll.settings import Settings
    from accessible_ll.table import LocalTable
    settings = Settings(players=3, seats=["random"] * 3, target=4, blind_variant=True)
    room = r.TableRoom(LocalTable(settings, seed=2), "123456", r.RoomOptions())
    watcher = r.Peer()
    room.join(watcher, hello(spectate=True))
    longest = 0

    def deepest_pile():
        nonlocal longest
        longest = max(longest, *(len(pile) for pile in room.table.host.state.discards))
    original = room.make
    room.make = lambda move: (original(move), deepest_pile())
    await asyncio.wait_for(room.run(), 10)
    views = [m["view"] for m in drain(watcher) if m and m["type"] == "update"]
    assert len(views) > 10 and longest > 1
    assert all(len(pile) <= 1 for view in views for pile in view["discards"])


def test_a_client_back_in_the_same_run_hears_what_it_missed_and_a_bot_played_for_it():
    from accessible_ll.narration.i18n import Texts
    from accessible_ll.net.client import SeatClient
    heard: list[str] = []
    client = SeatClient(Texts.for_language("de"), heard.append, secret="key")
    client.next = 12  # it heard the game up to event 12 before the drop
    client.hello()
    client.handle({"type": "welcome", "seat": 0, "secret": "key", "players": 2,
                   "edition": "2019", "blind_variant": False, "target": 6, "names": ["", ""],
                   "started": True})
    client.handle({"type": "notice", "code": r.PLAYED_FOR_YOU, "seat": 0, "names": ["", ""]})
    assert heard[-1].startswith("Während du weg warst, hat ein Bot deinen Platz gespielt")


async def test_the_host_window_tells_the_standings_after_each_round_and_the_winner():
    from accessible_ll.narration.i18n import Texts
    from accessible_ll.net.client import ConsoleClient, LocalLink, run_client
    room = make_room(["random", "random"], seed=6, target=2)
    said: list[str] = []
    console = ConsoleClient(Texts.for_language("en"), said.append, spectate=True,
                            code=room.code)
    watching = asyncio.ensure_future(run_client(console, LocalLink(room)))
    result = await asyncio.wait_for(room.run(), 10)
    await asyncio.wait_for(watching, 10)
    standings = [i for i, line in enumerate(said) if line.startswith("Standings after round")]
    assert len(standings) == result["rounds"], said
    assert said[-1].endswith("wins the game!") and standings[-1] < len(said) - 1
