"""The two games beyond Love Letter across computers on 127.0.0.1, to their end: each
person hears, in their own language, exactly what their seat's narrator says of the
whole game (nothing of another seat's, nothing lost), and every step they answered was
one the table offered."""

from __future__ import annotations

import asyncio
import random

import pytest

from accessible_ll.games import find_game
from accessible_ll.match import Match
from accessible_ll.narration.i18n import Texts
from accessible_ll.net.match_room import MatchRoom
from accessible_ll.net.room import RoomOptions
from accessible_ll.net.match_client import RemoteMatch
from tests.net.test_match_table import Person, Recording, finish, no_leak, serve
from tests.games import changed

CODE = "123456"


class Player(Person):
    """A person who answers each step with a possible item, chosen at random (several
    ticked where a step asks for several), and asks each review key once."""

    def __init__(self, table, seed: int) -> None:
        super().__init__(table)
        self.rng = random.Random(seed)

    def open(self) -> None:
        self.parts: dict = {}  # the parts chosen so far in this decision
        super().open()

    def step(self, token, ask) -> None:
        if token is not self.asking:
            return
        if ask is None:
            self.asking = None
            return self.changed()
        if not self.asks:
            for review in self.table.reviews():
                self.table.review(self.table.seat, review.id, self.reviewed.append)
        self.asks.append(ask)
        items = [c.value for c in ask.choices if c.enabled]
        if ask.several:
            value = tuple(self.rng.sample(items, min(len(items), max(ask.least, 1))))
        else:
            value = self.rng.choice(items)
        self.parts[ask.key] = value
        self.table.ask(self.table.seat, dict(self.parts), lambda ask: self.step(token, ask))


def lines_of_game(room: MatchRoom, seat: int, language: str) -> list[str]:
    """Everything the seat's narrator says of the whole game, told afresh."""
    texts = Texts.for_language(language)
    narrator = room.game.narration.narrator(texts, room.names_in(texts), room.match.variant, seat)
    return narrator.events(room.match.log)


def seated(port: int, language: str, name: str, seed: int) -> tuple[RemoteMatch, Player]:
    texts = Texts.for_language(language)
    table = RemoteMatch(None, texts, code=CODE, name=name)
    table.link = Recording(port, texts, table.say)
    person = Player(table, seed)
    table.start(person)
    return table, person


@pytest.mark.parametrize("game_id,seats,people", [
    ("disloyal-royals", ["human", "human"], [("en", "Ann"), ("ja", "Ben")]),
    ("verraeter", ["human", "heuristic", "human", "random", "expert"],
     [("de", "Anna"), ("ja", "Ken")]),
])
def test_a_whole_game_across_computers_each_hears_their_seat_in_full(game_id, seats, people):
    async def main():
        match = Match(find_game(game_id), None, seats, seed=8)
        room = MatchRoom(match, CODE, RoomOptions())
        server, port = await serve(room)
        joined = []
        for number, (language, name) in enumerate(people):
            table, person = seated(port, language, name, number)
            joined.append((table, person, language))
            while not table.ready:
                await asyncio.sleep(0.01)
        result = await asyncio.wait_for(finish(room, server, *(t for t, _, _ in joined)), 90)
        return room, result, joined
    room, result, joined = asyncio.run(main())
    assert room.match.over and result["winners"] == list(room.match.outcome.winners)
    for table, person, language in joined:
        no_leak(table)
        assert person.refusals == [] and person.asks
        assert person.lines == lines_of_game(room, table.seat, language)
        assert all(answer for answer in person.reviewed)
        assert [r.apart for r in table.reviews()] == [
            r.apart for r in find_game(game_id).narration.reviews]  # a long answer said line by line


class Burier(Player):
    """Sends its first decision whole, as a client may: a Bury of the 5 of spades, then
    the 3 of diamonds (the order ticked, not the list's, which reads diamonds first);
    then plays on as a :class:`Player`."""

    sent = False

    def open(self) -> None:
        if self.sent:
            return super().open()
        self.sent, self.parts = True, {}
        token = self.asking = object()
        self.position = self.table.moves
        self.table.ask(self.table.seat, {"act": "bury", "cards": ["5S", "3D"], "royal": "J"},
                       lambda ask: self.step(token, ask))


def test_cards_buried_across_computers_keep_the_order_ticked():
    from accessible_ll.games.disloyal_royals.state import RoyalsState
    from accessible_ll.kit import Chance

    def position(variant, players, seed, options):
        return RoyalsState.setup(
            Chance(seed), courts=[["JS", "QD", "KC"], ["JH", "QS", "KD"]],
            hands=[["7C", "2C", "5S", "3D", "4D"], ["2H", "3H", "4H", "5H", "6H"]],
            deck=["8C", "9C", "10C", "AC", "2D", "5D", "6D", "7D", "8D"], first=0,
            refill=False)
    game = changed(find_game("disloyal-royals"), rules={"new_state": position})

    async def main():
        room = MatchRoom(Match(game, None, ["human", "random"], seed=8), CODE, RoomOptions())
        server, port = await serve(room)
        texts = Texts.for_language("en")
        table = RemoteMatch(None, texts, code=CODE, name="Ann")
        table.link = Recording(port, texts, table.say)
        person = Burier(table, 1)
        table.start(person)
        await asyncio.wait_for(finish(room, server, table), 60)
        return room, person
    room, person = asyncio.run(main())
    assert room.match.journal[0] == {"seat": 0, "act": "bury", "cards": ["5S", "3D"],
                                     "royal": "J"}
    assert person.refusals == []
    assert ("You bury the 5 of spades and the 3 of diamonds behind your Jack of spades, in "
            "this order, the first at the bottom. 2 cards are buried there now.") in person.lines
