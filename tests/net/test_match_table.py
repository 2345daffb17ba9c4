"""A table of a game whose host narrates (protocol version 2), on 127.0.0.1: a whole
game of Pebbles across computers, each in its own language; no seat hears another's
secret; a seat that drops and returns; an empty seat played by a bot; crafted
choices refused with nothing changed; the host's save continued."""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from accessible_ll import games
from accessible_ll.games import find_game
from accessible_ll.match import Match
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts
from accessible_ll.net import protocol as p
from accessible_ll.net.match_client import RemoteMatch
from accessible_ll.net.match_room import MatchRoom
from accessible_ll.net.remote import RemoteLink
from accessible_ll.net.room import RoomOptions
from accessible_ll.net.server import TableServer, open_server
from tests.games import pebbles
from tests.net.helpers import LOOPBACK, RawClient, until

CODE = "123456"
#: Every message type a narrating table sends (never a state, a view or an event).
TABLE_TYPES = {"table", "welcome", "told", "ask", "done", "refused", "answer", "rules",
               "notice", "error", "end"}
#: Each seat's secret choice, said in a form that names the seat (see ``secret_words``).
SECRET = re.compile(r"SECRET-(\d+)-")


@pytest.fixture(autouse=True)
def secret_words(monkeypatch):
    """Pebbles with its private line naming the seat that chose, in every language, so
    that a line that reaches another seat is seen."""
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")
    for lang in ("en", "ja", "de"):
        monkeypatch.setitem(pebbles.WORDS, lang, {
            **pebbles.WORDS[lang],
            "chose_count": "SECRET-{seat}-" + pebbles.WORDS[lang]["chose_count"]})


def make_room(seats: list[str], seed: int = 3, **options: Any) -> MatchRoom:
    match = Match(find_game("pebbles"), None, seats, seed=seed)
    return MatchRoom(match, CODE, RoomOptions(**options))


async def serve(room: MatchRoom):
    server = await open_server(TableServer({room.code: room}), LOOPBACK, 0)
    return server, server.sockets[0].getsockname()[1]


class Recording(RemoteLink):
    """A link that keeps every message the table sent."""

    def __init__(self, port: int, texts: Texts, say) -> None:
        super().__init__(LOOPBACK, port, texts, say, retry_for=5.0)
        self.received: list[dict] = []

    async def recv(self):
        msg = await super().recv()
        if msg is not None:
            self.received.append(msg)
        return msg


class Person:
    """A scripted listener: answers each step with its first (or last) possible item.
    As a screen does, it opens a decision afresh when the table's moves change while
    it is open (a step answered for an older question is not taken)."""

    #: The review key read once, before the first answer.
    REVIEW = "pile"

    def __init__(self, table: RemoteMatch, last: bool = False) -> None:
        self.table, self.last = table, last
        self.lines: list[str] = []
        self.private: list[str] = []
        self.table_lines: list[str] = []
        self.refusals: list[str] = []
        self.asking: object | None = None
        self.position = -1
        self.paused = False
        self.held: tuple | None = None
        self.asks: list[Any] = []
        self.cues: list[tuple] = []
        self.reviewed: list[list[str]] = []

    def heard(self, news) -> None:
        for told in news:
            assert told.seat == self.table.seat
            self.lines += told.lines
            self.cues += told.cues
            if told.private:
                self.private += told.lines

    def changed(self) -> None:
        table = self.table
        deciding = table.seat is not None and table.seat in table.deciders
        if self.asking is not None and (not deciding or table.moves != self.position):
            self.asking = None  # the question closed or changed: open it afresh
        if deciding and self.asking is None:
            self.open()

    def open(self) -> None:
        token = self.asking = object()
        self.position = self.table.moves
        self.table.ask(self.table.seat, {}, lambda ask: self.step(token, ask))

    def step(self, token: object, ask) -> None:
        if token is not self.asking:
            return  # an older question's answer
        if ask is None:
            self.asking = None
            return self.changed()
        if self.paused:  # thinking: answered later
            self.held = (token, ask)
            return
        if not self.asks:  # a review key, once, before the first answer
            self.table.review(self.table.seat, self.REVIEW, self.reviewed.append)
        self.asks.append(ask)
        items = [c for c in ask.choices if c.enabled]
        item = items[-1] if self.last else items[0]
        self.table.ask(self.table.seat, self.parts(ask, item.value),
                       lambda ask: self.step(token, ask))

    def parts(self, ask, value) -> dict:
        """What is sent for the step ``ask`` answered with ``value``."""
        return {ask.key: value}

    def refused(self, seat, text) -> None:
        self.refusals.append(text)
        self.asking = None

    def told_table(self, line) -> None:
        self.table_lines.append(line)


def join(port: int, lang: str, **kwargs: Any) -> tuple[RemoteMatch, Person]:
    texts = Texts.for_language(lang)
    table = RemoteMatch(None, texts, code=CODE, **kwargs)
    table.link = Recording(port, texts, table.say)
    person = Person(table, last=kwargs.get("name") == "Ben")
    table.start(person)
    return table, person


def no_leak(table: RemoteMatch) -> None:
    """No message ever told this seat another seat's secret, nor held a state."""
    for msg in table.link.received:
        assert msg["type"] in TABLE_TYPES, msg
        assert not {"view", "events", "state", "seed"} & set(msg), msg
        for seat in SECRET.findall(json.dumps(msg, ensure_ascii=False)):
            assert table.seat is not None and int(seat) == table.seat, msg


async def finish(room: MatchRoom, server, *tables: RemoteMatch) -> dict:
    try:
        result = await asyncio.wait_for(room.run(), 20)
        await asyncio.wait_for(asyncio.gather(*(t.task for t in tables)), 10)
    finally:
        server.close()
        await server.wait_closed()
    return result


def test_whole_game_across_computers_each_in_its_language():
    async def main():
        room = make_room(["human", "human", "random"])
        server, port = await serve(room)
        ann, ann_ears = join(port, "ja", name="Ann")
        ben, ben_ears = join(port, "de", name="Ben")
        await until(lambda: ann.seat is not None and ben.seat is not None, what="both seated")
        watcher, watcher_ears = join(port, "en", spectate=True)
        await until(lambda: watcher.ready, what="the watcher welcomed")
        result = await finish(room, server, ann, ben, watcher)
        return room, result, (ann, ann_ears), (ben, ben_ears), (watcher, watcher_ears)
    room, result, (ann, ann_ears), (ben, ben_ears), (watcher, watcher_ears) = \
        asyncio.run(main())
    assert room.match.over and result["winners"] == list(room.match.outcome.winners)
    assert ann.result["winners"] == ben.result["winners"] == watcher.result["winners"]
    # each in its own language, with the game's title and the steps in words
    assert ann.title == "小石取り" and ben.title == "Kieselsteine" and watcher.title == "Pebbles"
    assert ann_ears.asks[0].prompt == "何個取りますか？"
    assert ben_ears.asks[0].prompt == "Wie viele Steine nimmst du?"
    assert any("取った数" in line for line in ann_ears.lines)
    assert any(line.startswith("Genommen") for line in ben_ears.lines)
    assert any(line.startswith("Taken") for line in watcher_ears.lines)
    assert "Ben hat gewählt." in ben_ears.lines and "Annが選びました。" in ann_ears.lines
    # its own secret, every turn, and nobody else's
    turns = sum(1 for e in room.match.log if e.kind == "revealed")
    assert len(ann_ears.private) == len(ben_ears.private) == turns
    assert all(line.startswith("SECRET-0-") for line in ann_ears.private)
    assert all(line.startswith("SECRET-1-") for line in ben_ears.private)
    assert watcher_ears.private == []
    for table in (ann, ben, watcher):
        no_leak(table)
    assert ann_ears.refusals == ben_ears.refusals == []
    # the cues with their seats, the review keys and the rules, in words
    assert ("pebble_taken", 1) in ann_ears.cues and ("deal", None) in watcher_ears.cues
    assert ann_ears.reviewed[0][0].startswith("山は") and ben_ears.reviewed[0][0].endswith(
        "Steine liegen noch.")
    assert [(r.id, r.key) for r in ann.reviews()] == [("pile", "p")]
    assert ann.rules() == [pebbles.WORDS["ja"]["rules"]]
    assert ben.rules() == [pebbles.WORDS["de"]["rules"]]


def test_a_seat_that_drops_comes_back_and_hears_what_it_missed():
    """Ben's connection drops as he answers: his answer never arrives; the new
    connection asks him again, he answers, and the game goes on to its end."""
    async def main():
        room = make_room(["human", "human"], seed=5)
        server, port = await serve(room)
        ann, ann_ears = join(port, "en", name="Ann")
        ben, ben_ears = join(port, "en", name="Ben")
        ben_ears.paused = True  # Ben thinks
        while room.match.moves < 1 or ben_ears.held is None:  # Ann has chosen
            await asyncio.sleep(0.02)
        before = len(ann_ears.table_lines)
        await ben.link.ws.close()
        while ben.link.ws is not None:
            await asyncio.sleep(0.005)
        ben_ears.paused = False
        ben_ears.step(*ben_ears.held)  # answered while the connection is gone
        result = await finish(room, server, ann, ben)
        return room, result, ann_ears, ben, ben_ears, before
    room, result, ann_ears, ben, ben_ears, before = asyncio.run(main())
    assert room.match.over and len(ben_ears.asks) > 1
    assert room.reconnects == 1 and ben.result["reconnects"] == 1
    assert "Ben lost the connection. The table waits for them." in ann_ears.table_lines[before:]
    assert "Ben is back at the table." in ann_ears.table_lines[before:] or \
        any("Ben" in line and "back" in line for line in ann_ears.table_lines[before:])
    assert "Connected again. You have your seat back." in ben_ears.table_lines
    assert any(line.startswith("Taken") for line in ben_ears.lines)
    no_leak(ben)


def test_an_empty_seat_is_played_by_a_bot_after_the_takeover_time():
    async def main():
        room = make_room(["human", "human"], seed=6, takeover=0.2)
        server, port = await serve(room)
        ann, ann_ears = join(port, "en", name="Ann")
        ben, ben_ears = join(port, "en", name="Ben")
        ben_ears.paused = True  # Ben never answers: he leaves
        while not room.started:
            await asyncio.sleep(0.02)
        ben.closing = True
        ben.task.cancel()
        await ben.link.close()
        result = await asyncio.wait_for(room.run(), 20)
        await asyncio.wait_for(ann.task, 10)
        server.close()
        await server.wait_closed()
        return room, result, ann_ears
    room, result, ann_ears = asyncio.run(main())
    assert room.match.over
    assert room.seats[1].taken_over and room.seats[1].bot_actions >= 1
    assert "A bot plays for Ben until they return." in ann_ears.table_lines or \
        any("bot" in line and "Ben" in line for line in ann_ears.table_lines)


async def raw_join(port: int, lang: str, **hello: Any) -> RawClient:
    client = RawClient(port)
    await client.__aenter__()
    await client.send(p.match_message("hello", code=CODE, lang=lang, **hello))
    await client.next("welcome")
    return client


def test_crafted_choices_are_refused_in_the_senders_language_and_change_nothing(caplog):
    async def main():
        room = make_room(["human", "human"], seed=7)
        server, port = await serve(room)
        ann = await raw_join(port, "ja", name="Ann")
        ben = await raw_join(port, "de", name="Ben")
        watcher = await raw_join(port, "en", spectate=True)
        await ann.next("ask")
        before = json.dumps(room.snapshot())
        refusals = []

        async def refused(client: RawClient, msg: Any) -> dict:
            await client.send(msg)
            reply = await client.next("refused")
            refusals.append(reply)
            return reply
        await refused(ann, p.match_message("choose", chosen={"bogus": 1}))
        await refused(ann, p.match_message("choose", chosen={"count": 7}))
        await refused(ann, p.match_message("choose", chosen={"count": [1, 2]}))
        await refused(ann, p.match_message("choose", chosen={"count": 1, "more": 2}))
        await refused(watcher, p.match_message("choose", chosen={"count": 1}))
        await refused(ben, p.match_message("choose", chosen={"count": "1"}))
        await ann.send(p.match_message("choose", chosen={"count": "x" * 5000}))
        too_big = await ann.next("error")
        await ann.send(p.match_message("choose", chosen={str(n): n for n in range(40)}))
        malformed = await ann.next("error")
        deep = "[" * 900 + "]" * 900
        await ann.send('{"v": 2, "type": "choose", "chosen": {"count": %s}}' % deep)
        too_deep = await ann.next("error")
        unchanged = json.dumps(room.snapshot()) == before
        # a choice made: then that seat decides nothing until the others have chosen
        await ann.send(p.match_message("choose", chosen={"count": 2}))
        await ann.next("done")
        after_one = json.dumps(room.snapshot())
        wrong_seat = await refused(ann, p.match_message("choose", chosen={"count": 1}))
        unchanged_after = json.dumps(room.snapshot()) == after_one
        # a flood: slowed down, then dropped; the others notice nothing
        for _ in range(150):  # choices not offered, as fast as they go
            await ann.send(p.match_message("choose", chosen={"count": 9}))
        for _ in range(400):
            try:
                await ann.send("{flood")
            except ConnectionClosed:
                break
        try:  # what the table answered, until it drops the flood
            while True:
                ann.received.append(json.loads(await asyncio.wait_for(ann.ws.recv(), 5)))
        except (ConnectionClosed, asyncio.TimeoutError):
            pass
        dropped = room.seats[0].peer is None
        flooded_unchanged = json.dumps(room.snapshot()) == after_one
        await ben.send(p.match_message("choose", chosen={"count": 3}))
        await ben.next("done")
        for client in (ann, ben, watcher):
            await client.__aexit__()
        server.close()
        await server.wait_closed()
        return (room, refusals, too_big, malformed, unchanged, wrong_seat, unchanged_after,
                flooded_unchanged, ann, dropped, too_deep)
    (room, refusals, too_big, malformed, unchanged, wrong_seat, unchanged_after,
     flooded_unchanged, ann, dropped, too_deep) = asyncio.run(main())
    ja, de, en = (Texts.for_language(lang) for lang in ("ja", "de", "en"))
    assert [r["code"] for r in refusals] == ["not_offered"] * 4 + ["not_your_seat",
                                                                    "not_offered", "not_deciding"]
    assert refusals[0]["text"] == ja.text(m.NET_NOT_OFFERED)
    assert refusals[4]["text"] == en.text(m.NET_ERRORS["not_your_seat"])
    assert refusals[5]["text"] == de.text(m.NET_NOT_OFFERED)
    assert wrong_seat["text"] == ja.text(m.NET_NOT_DECIDING) == \
        "今はあなたが決める番ではありません。何も変わっていません。"
    assert refusals[5]["text"].startswith("Diese Wahl steht nicht in der Liste.")
    assert too_big["code"] == "too_big" and malformed["code"] == "bad_message"
    assert too_deep["code"] == "bad_message"
    assert not [r for r in caplog.records if r.levelname == "ERROR"]  # each one foreseen
    assert unchanged and unchanged_after and flooded_unchanged
    assert any(msg.get("code") == "slow_down" for msg in ann.received) and dropped
    assert room.match.moves == 2  # Ann's 2 and Ben's 3, nothing else


def test_a_client_of_love_letters_tables_is_told_the_versions_differ():
    async def main():
        room = make_room(["human", "human"])
        server, port = await serve(room)
        async with RawClient(port) as old:
            await old.send(p.message("hello", code=CODE, name="Old", lang="en"))
            error = await old.next("error")
        async with RawClient(port) as asking:
            await asking.send(p.message("hello", code=CODE, identify=True))
            table = await asking.next("table")
        server.close()
        await server.wait_closed()
        return room, error, table
    room, error, table = asyncio.run(main())
    assert error["code"] == "bad_version"
    assert all(info.secret is None for info in room.seats.values())  # nobody was seated
    assert table["game"] == "pebbles" and table["v"] == p.MATCH_VERSION


def test_reviews_and_rules_are_answered_in_words():
    async def main():
        room = make_room(["human", "random"])
        server, port = await serve(room)
        ann = await raw_join(port, "de", name="Ann")
        await ann.send(p.match_message("review", id="pile"))
        answer = await ann.next("answer")
        await ann.send(p.match_message("review", id="hand"))
        unknown = await ann.next("refused")
        await ann.send(p.match_message("rules"))
        rules = await ann.next("rules")
        welcome = next(msg for msg in ann.received if msg["type"] == "welcome")
        await ann.__aexit__()
        server.close()
        await server.wait_closed()
        return welcome, answer, unknown, rules
    welcome, answer, unknown, rules = asyncio.run(main())
    assert welcome["game"] == "pebbles" and welcome["title"] == "Kieselsteine"
    assert welcome["v"] == 2 and welcome["reviews"][0]["id"] == "pile"
    assert answer["lines"] == ["12 Steine liegen noch."]
    assert unknown["code"] == "not_offered"
    assert rules["lines"] == [pebbles.WORDS["de"]["rules"]]


def test_the_hosts_save_continues_where_it_stopped(tmp_path):
    save = tmp_path / "lesson.table"

    async def main():
        room = make_room(["human", "human"], seed=8, save=save)
        room.save()
        server, port = await serve(room)
        ann = await raw_join(port, "en", name="Ann")
        ben = await raw_join(port, "en", name="Ben")
        await ann.send(p.match_message("choose", chosen={"count": 3}))
        await ann.next("done")
        await ben.send(p.match_message("choose", chosen={"count": 1}))
        await ben.next("done")
        await ann.send(p.match_message("choose", chosen={"count": 2}))
        await ann.next("done")
        secret = next(msg for msg in ben.received if msg["type"] == "welcome")["secret"]
        for client in (ann, ben):
            await client.__aexit__()
        server.close()
        await server.wait_closed()
        return room, secret
    room, secret = asyncio.run(main())
    data = json.loads(save.read_text())
    assert set(data) == {"version", "match", "code", "table_id", "started", "seats"}
    assert data["version"] == 1 and data["match"]["game"] == "pebbles"

    async def again():
        resumed = MatchRoom.resume(save, RoomOptions())
        server, port = await serve(resumed)
        ben = await raw_join(port, "en", secret=secret)
        missed = await ben.next("ask")
        await ben.__aexit__()
        server.close()
        await server.wait_closed()
        return resumed, ben, missed
    resumed, ben, ask = asyncio.run(again())
    assert resumed.match.journal == room.match.journal and resumed.code == room.code
    assert resumed.match.names == ["Ann", "Ben"]
    welcome = next(msg for msg in ben.received if msg["type"] == "welcome")
    assert welcome["seat"] == 1 and welcome["names"] == ["Ann", "Ben"]
    told = next(msg for msg in ben.received if msg["type"] == "told")
    assert told["missed"] and told["deciders"] == [1]
    assert ask["prompt"] == "How many pebbles do you take?"


def test_the_last_move_arriving_while_the_driver_looks_ends_the_game_cleanly():
    """The driver wakes for one move; the game's last move comes in before it looks
    again: the table ends (it does not try to move a game that is over)."""
    from accessible_ll.net.room import Peer

    async def main():
        room = make_room(["human", "human"], seed=2)
        room.match.state.pile = 2  # this turn ends the game
        peers = [Peer(), Peer()]
        for seat, peer in enumerate(peers):
            room.join(peer, p.match_message("hello", code=CODE, name=f"P{seat}"))
        driver = asyncio.ensure_future(room.run())
        await until(lambda: not room.wake.is_set(), what="the driver waits for the people")
        room.receive(peers[0], p.match_message("choose", chosen={"count": 1}))
        asyncio.get_running_loop().call_soon(
            room.receive, peers[1], p.match_message("choose", chosen={"count": 1}))
        return room, await asyncio.wait_for(driver, 5)
    room, result = asyncio.run(main())
    assert room.match.over and result["winners"] == [0, 1]


def test_each_language_catalog_is_read_once_per_table(monkeypatch):
    """The table narrates every move for every listener: it reads a language's
    catalog once, not at every sentence (that cost ten times the narration)."""
    from accessible_ll.net import match_room
    read = []
    real = Texts.for_language

    def counted(language):
        read.append(language)
        return real(language)
    monkeypatch.setattr(match_room.Texts, "for_language", staticmethod(counted))

    async def main():
        room = make_room(["human", "human", "random"])
        server, port = await serve(room)
        tables = [join(port, lang, name=name)[0] for name, lang in (("Ann", "de"), ("Ben", "ja"))]
        await finish(room, server, *tables)
        return room
    room = asyncio.run(main())
    assert room.match.over and room.match.moves > 5
    assert sorted(set(read)) == ["de", "ja"] and len(read) <= 4  # the clients' own, once each


def test_what_ticked_items_come_to_reaches_a_seat_across_computers():
    """A step's ``tally`` travels in its ask message (a seat elsewhere hears the dice as
    it ticks cards); a tally that is not a list makes no step."""
    from accessible_ll.kit import Ask, Choice
    from accessible_ll.net.match_client import ask_from_json
    from accessible_ll.net.match_room import ask_message
    step = Ask("cards", "Which clubs?", (Choice("2C", "2 of clubs"),), several=True, least=1,
               tally=("No card ticked.", "1 card ticked. You roll 2 dice."))
    message = json.loads(json.dumps(ask_message(step, {"act": "attack"}, 4)))
    assert ask_from_json(message).tally == step.tally
    with pytest.raises(TypeError):
        ask_from_json({**message, "tally": "1 card"})
