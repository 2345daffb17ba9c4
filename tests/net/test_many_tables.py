"""What lets one host serve a district's tables: each step of a decision and each
seat's view found once between two moves of a game, however many seats hear it and
however often the driver looks, and each language's words read once for every table."""

from __future__ import annotations

import pytest

from accessible_ll.games import find_game
from accessible_ll.match import PERSON, Match
from accessible_ll.net import protocol as p
from accessible_ll.net.match_room import MatchRoom
from accessible_ll.net.room import Peer, RoomOptions
from tests.games import changed

CODE = "123456"


def counted_room(game_id: str, players: int, seed: int = 3) -> tuple[MatchRoom, dict]:
    """A table of ``game_id`` whose game counts each time it is asked a step or a view."""
    calls = {"ask": 0, "view": 0}
    game = find_game(game_id)

    def ask(*args, **named):
        calls["ask"] += 1
        return game.narration.ask(*args, **named)

    def view(*args, **named):
        calls["view"] += 1
        return game.rules.view(*args, **named)
    counting = changed(game, narration={"ask": ask}, rules={"view": view})
    match = Match(counting, None, [PERSON] * players, seed=seed)
    return MatchRoom(match, CODE, RoomOptions()), calls


def seated(room: MatchRoom, languages: tuple[str, ...]) -> list[Peer]:
    peers = []
    for language in languages:
        peer = Peer()
        room.join(peer, {"type": "hello", "v": p.MATCH_VERSION, "code": CODE, "lang": language})
        peers.append(peer)
    return peers


@pytest.mark.parametrize("game_id,players", [("love-letter", 4), ("verraeter", 4),
                                             ("disloyal-royals", 2)])
def test_a_table_asks_the_game_each_step_once_between_two_moves(game_id, players):
    """Every seat told, the driver looking again and again, a client asking its step
    twice: the game is asked the decider's first step once, and each view once."""
    room, calls = counted_room(game_id, players)
    peers = seated(room, ("en", "ja", "de", "en")[:players])
    decider = room.match.deciders[0]
    peer = next(peer for peer in peers if peer.seat == decider)
    for _ in range(3):
        room.next_move()
        room.receive(peer, {"type": "choose", "chosen": {}})
    assert calls["ask"] == len(room.match.deciders)
    assert calls["view"] <= players + 1
    asks = [msg for msg in drained(peer) if msg["type"] == "ask"]
    assert len(asks) == 4 and all(ask == asks[0] for ask in asks)


def drained(peer: Peer) -> list[dict]:
    out = []
    while not peer.outbox.empty():
        out.append(peer.outbox.get_nowait())
    return out


def test_every_table_of_a_host_shares_each_language_s_words():
    first, _ = counted_room("love-letter", 2)
    second, _ = counted_room("verraeter", 3)
    peer = Peer()
    peer.lang = "de"
    assert first.texts(peer) is second.texts(peer)
    assert first.texts(peer).language == "de"
