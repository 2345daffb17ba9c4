"""The room at Love Letter's table: the blind-player variant's reviews hold only the last
discards; a player back in the same run hears that a bot played for them. (A seat left
empty, then played by a bot until its player returns, and the host's window: see
test_love_letter_table.py.)"""

from __future__ import annotations

import json

from accessible_ll.games import find_game
from accessible_ll.match import Match
from accessible_ll.narration.i18n import Texts
from accessible_ll.net import protocol as p
from accessible_ll.net import room as r
from accessible_ll.net.match_client import RemoteMatch
from accessible_ll.net.match_room import MatchRoom


def hello(**fields) -> dict:
    return p.parse_client(json.dumps(p.match_message("hello", code="123456", lang="en",
                                                     **fields)))


def drain(peer: r.Peer) -> list[dict]:
    out = []
    while not peer.outbox.empty():
        out.append(peer.outbox.get_nowait())
    return out


def test_blind_variant_reviews_on_the_wire_hold_only_the_last_discards():
    match = Match(find_game("love-letter"), "2019", ["random"] * 3, seed=2,
                  options={"target": 4, "blind": True})
    room = MatchRoom(match, "123456", r.RoomOptions())
    watcher = r.Peer()
    room.join(watcher, hello(spectate=True))
    answers, longest = [], 0
    while not match.over:
        room.make(room.next_move()[1])
        longest = max(longest, *(len(pile) for pile in match.state.discards))
        room.receive(watcher, {"type": "review", "id": "discards"})
        answers += [m["lines"] for m in drain(watcher) if m and m["type"] == "answer"]
    assert len(answers) > 10 and longest > 1
    assert all(lines[0].startswith("Last discards:") for lines in answers), answers[0]
    assert all(line.count(" and the ") == 0 for lines in answers for line in lines)


def test_a_client_back_in_the_same_run_hears_what_it_missed_and_a_bot_played_for_it():
    heard: list[str] = []
    client = RemoteMatch(None, Texts.for_language("de"), secret="key")
    client.say = heard.append
    client.next = 12  # it heard the game up to event 12 before the drop
    client.hello()
    client.handle({"v": 2, "type": "welcome", "seat": 0, "secret": "key", "players": 2,
                   "game": "love-letter", "title": "Love Letter", "names": ["A", "B"],
                   "started": True, "rules": []})
    client.handle({"v": 2, "type": "notice", "code": r.PLAYED_FOR_YOU, "seat": 0,
                   "names": ["", ""]})
    assert heard[-1].startswith("Während du weg warst, hat ein Bot deinen Platz gespielt")
