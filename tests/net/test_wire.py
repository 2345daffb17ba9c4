"""A table across computers, on 127.0.0.1: whole games, privacy on the wire, bad input."""

from __future__ import annotations

import asyncio
import json

import pytest

from accessible_ll.net import protocol as p
from accessible_ll.net import room as room_module
from accessible_ll.net.client import SeatClient
from accessible_ll.narration.i18n import Texts
from accessible_ll.views import events_for
from tests.net.helpers import (RawClient, ScriptedPerson, bot_client, card_names, make_room,
                               remote, serve_room)

def allowed_cards(table, seat) -> set[str]:
    """Every card id ``seat`` may know of now: its events, its hand, what it was shown,
    and what lies face up."""
    state = table.host.state
    cards = set(table.host.edition.cards)
    known = set()
    for event in events_for(state.log, seat):
        known |= card_names(p.event_to_json(event), cards)
    view = table.host.view(seat)
    known |= set(view.hand) | set(view.known.values()) | set(view.bottom_known)
    known |= set(view.face_up) | {card for pile in view.discards for card in pile}
    return known | ({view.set_aside} if view.set_aside else set())


class WireRecorder:
    """Checks every message as the room sends it, against the game at that moment."""

    def __init__(self, room) -> None:
        self.room = room
        self.checked = 0
        self.problems: list = []

    def check(self, peer, msg) -> None:
        if msg is None:
            return
        table, seat = self.room.table, peer.seat
        # What a seat chose is echoed back to it; naming a card to guess is no secret.
        skip = ("legal_actions", "chosen", "action")
        skip += ("options",) if msg.get("step") == "guess" else ()
        named = card_names(msg, set(table.host.edition.cards), skip)
        extra = named - allowed_cards(table, seat)
        if extra:
            self.problems.append((seat, sorted(extra), msg))
        for event in msg.get("events", []):
            audience = event["audience"]
            if audience is not None and seat not in audience:
                self.problems.append((seat, "event", event))
        if msg["type"] == "update":
            hand = list(table.host.state.hands[seat]) if seat is not None else []
            if msg["view"]["hand"] != hand:
                self.problems.append((seat, "hand", msg["view"]["hand"]))
        self.checked += 1


@pytest.fixture
def recorder(monkeypatch):
    holder = {}
    original = room_module.Peer.send

    def send(peer, msg):
        if "recorder" in holder:
            holder["recorder"].check(peer, msg)
        original(peer, msg)
    monkeypatch.setattr(room_module.Peer, "send", send)
    return holder


@pytest.mark.parametrize("edition, seed", [("2019", 5), ("premium", 3), ("classic", 4)])
async def test_four_seats_two_remote_bots_a_person_a_spectator_and_a_local_bot(
        recorder, edition, seed):
    room = make_room(["human", "human", "human", "heuristic"], seed=seed, target=3,
                     edition=edition)
    recorder["recorder"] = wire = WireRecorder(room)
    server, port = await serve_room(room)
    try:
        heard_de, heard_ja = [], []
        bots = [bot_client("heuristic", 1, heard_de, lang="de", name="Anna"),
                bot_client("random", 2, heard_ja, lang="ja", name="Ken")]
        person = ScriptedPerson(name="Sam")
        spectator = SeatClient(Texts.for_language("en"), [].append, spectate=True,
                               code="123456")
        host = asyncio.create_task(room.run())
        clients = [asyncio.create_task(remote(c, port)) for c in (spectator, *bots, person)]
        result = await asyncio.wait_for(host, 30)
        results = await asyncio.wait_for(asyncio.gather(*clients), 10)
    finally:
        server.close()
    assert result["game_winners"] and max(result["tokens"]) >= 2
    seats = sorted(r["seat"] for r in results[1:])
    assert seats == [0, 1, 2] and results[0]["seat"] is None
    assert all(r["game_winners"] == result["game_winners"] for r in results)
    assert all(r["tokens"] == result["tokens"] for r in results)
    # Each client narrates in its own language, names as given.
    assert any("Anna" in line for line in person.heard)
    assert any("Runde 1 beginnt" in line for line in heard_de)
    assert any("ラウンド" in line for line in heard_ja)
    assert any(line.startswith("Du sitzt auf Platz") for line in heard_de)
    assert any(line.endswith("番の席にKenとして座りました。") for line in heard_ja)
    assert any(line.startswith("1. ") for line in person.heard)
    # Nothing on the wire named a card its seat could not know.
    assert wire.checked > 150 and wire.problems == []


async def test_bad_messages_change_nothing_and_flooding_harms_nobody():
    room = make_room(["human", "human", "heuristic"], seed=8, target=1, takeover=0.3)
    server, port = await serve_room(room)
    driver = asyncio.create_task(room.run())
    try:
        async with RawClient(port) as b:
            await b.send(p.message("hello", code="wrong"))
            assert (await b.next("error"))["code"] == p.BAD_CODE
        async with RawClient(port) as a, RawClient(port) as b:
            await a.send(p.message("hello", code="123456", name="A"))
            first = await a.next("welcome")
            await b.send(p.message("act", action={"seat": 1, "play": "guard"}))
            assert (await b.next("error"))["code"] == p.NOT_JOINED
            await b.send(p.message("hello", code="123456", name="B"))
            second = await b.next("welcome")
            seat_a, seat_b = first["seat"], second["seat"]
            while room.table.to_act not in (seat_a, seat_b):
                await asyncio.sleep(0.01)
            journal = list(room.table.journal)
            log = room.table.log_size
            # Whoever is not asked acts out of turn, and for the other seat.
            asked, idle = (a, b) if room.table.to_act == seat_a else (b, a)
            idle_seat = seat_b if asked is a else seat_a
            asked_seat = seat_a if asked is a else seat_b
            decision = await asked.next("decision")
            play = next(o["value"] for o in decision["options"] if o["enabled"])
            bad = [
                ("{not json", p.BAD_JSON),
                ("x" * (p.MAX_MESSAGE + 10), p.TOO_BIG),
                (json.dumps([1, 2, 3]), p.BAD_MESSAGE),
                (p.message("act", action={"seat": "zero"}), p.BAD_MESSAGE),
                ({"v": 99, "type": "act"}, p.BAD_VERSION),
                (p.message("decide", chosen={"play": "no_such_card"}), "not_your_turn"),
                (p.message("act", action={"seat": idle_seat, "play": play}), "not_your_turn"),
                (p.message("act", action={"seat": asked_seat, "play": play}), p.NOT_YOUR_SEAT),
                (p.message("hello", code="123456"), p.BAD_MESSAGE),
            ]
            for raw, code in bad:
                await idle.send(raw)
                reply = await idle.next("error")
                assert reply["code"] == code, (raw, reply)
            await asked.send(p.message("decide", chosen={"play": "no_such_card"}))
            assert (await asked.next("error"))["code"] == "wrong_decision"
            await asked.send(p.message("act", action={"seat": asked_seat, "play": "princess",
                                                      "target": 7}))
            assert (await asked.next("error"))["engine"]
            assert room.table.journal == journal and room.table.log_size == log
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
            assert room.seats[idle_seat].peer is None  # dropped; a bot plays for it
            assert room.table.journal == journal
            while not driver.done():  # the remaining client plays on to the end
                view = room.table.view(asked_seat)
                if view.legal_actions:
                    await asked.send(p.message("act", action=view.legal_actions[0].to_json()))
                await asyncio.sleep(0.02)
        result = await asyncio.wait_for(driver, 10)
    finally:
        server.close()
    assert result["game_winners"]


async def test_an_address_that_guessed_wrong_codes_still_joins_with_the_right_one():
    room = make_room(["human", "heuristic"], seed=1)
    server, port = await serve_room(room)
    try:
        for guess in range(20):  # the burst: answered at once
            async with RawClient(port) as guesser:
                await guesser.send(p.message("hello", code=f"{guess:06d}"))
                assert (await guesser.next("error", timeout=2))["code"] == p.BAD_CODE
        async with RawClient(port) as student:  # a classmate at the same address
            await student.send(p.message("hello", code="123456"))
            assert (await student.next("welcome", timeout=2))["seat"] == 0
        async with RawClient(port) as guesser:  # the next wrong code waits its turn
            started = asyncio.get_running_loop().time()
            await guesser.send(p.message("hello", code="000999"))
            assert (await guesser.next("error", timeout=6))["code"] == p.BAD_CODE
            assert asyncio.get_running_loop().time() - started > 1.0
    finally:
        server.close()
