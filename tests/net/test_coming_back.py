"""A seat that comes back to a table across computers after missing part of a game (a
laptop that slept, a program started afresh) hears where the game stands, then only
this round or turn, never the whole game again; a seat that missed only this round
hears just what it missed."""

from __future__ import annotations

import asyncio

import pytest

from accessible_ll.games import find_game
from accessible_ll.match import Match
from accessible_ll.net import protocol as p
from accessible_ll.net.match_room import MatchRoom
from accessible_ll.net.room import RoomOptions
from accessible_ll.net.server import TableServer, open_server
from tests.net.helpers import LOOPBACK, RawClient

CODE = "123456"


def lines_of(told: dict) -> list[str]:
    return [line for item in told["items"] for line in item["lines"]]


def played_to_round(round_no: int) -> Match:
    """A Verräter table of Mia and two bots, played (Mia by a bot too) until round
    ``round_no`` waits for Mia: a table the host continued from its save."""
    match = Match(find_game("verraeter"), None, ["human", "heuristic", "heuristic"], seed=4)
    while not (match.state.round_no >= round_no and 0 in match.deciders):
        assert not match.over
        seat = match.deciders[0]
        match.submit(match.bot_action(seat, "heuristic" if seat == 0 else None))
    return match


async def back_at(room: MatchRoom, last_event: int, lang: str = "en") -> dict:
    """Mia comes back to ``room`` with her seat key, having heard the game up to
    ``last_event``: what the table tells her first (in ``lang``)."""
    room.seats[0].secret, room.started = "mias-key", True
    server = await open_server(TableServer({CODE: room}), LOOPBACK, 0)
    port = server.sockets[0].getsockname()[1]
    try:
        async with RawClient(port) as mia:
            await mia.send(p.match_message("hello", code=CODE, name="Mia", lang=lang,
                                           secret="mias-key", last_event=last_event))
            return await mia.next("told")
    finally:
        server.close()
        await server.wait_closed()


@pytest.mark.parametrize("heard_until", ["nothing", "round 1"])
def test_a_verraeter_seat_back_in_round_5_hears_a_recap_and_only_this_round(heard_until):
    match = played_to_round(5)
    round_one = next(i for i, e in enumerate(match.log) if e.kind == "round_started")
    back = {"nothing": 0, "round 1": round_one + 3}[heard_until]
    told = asyncio.run(back_at(MatchRoom(match, CODE, RoomOptions(pace=0)), back))
    lines = lines_of(told)
    recap = told["items"][0]["lines"]
    assert recap[0].startswith("You: ") and "You belong to " in " ".join(recap)
    assert [line for line in recap if line.startswith("Hawk shows ")]
    assert recap[-1] == "This round so far:"
    assert not [line for line in recap if "Round " in line or "start player" in line]
    assert told["items"][1]["lines"][0].startswith("Round 5 of 9.")  # the round's start
    assert not [line for line in lines if line.startswith(("Round 1 of", "Round 4 of"))]
    starts = [i for i, e in enumerate(match.log) if e.kind == "round_started"]
    this_round = sum(1 for e in match.log[starts[-1]:] if e.audience in (None, (0,)))
    assert len(told["items"]) <= 1 + this_round < len(match.log) // 4


def test_a_seat_that_missed_part_of_this_round_hears_just_that():
    match = played_to_round(5)
    heard = len(match.log)  # Mia heard the round begin, then her laptop slept
    match.submit(match.bot_action(0, "heuristic"))
    while 0 not in match.deciders:
        match.play_bot(match.deciders[0])
    assert match.state.round_no == 5
    told = asyncio.run(back_at(MatchRoom(match, CODE, RoomOptions(pace=0)), heard))
    said = lines_of(told)
    assert said and "This round so far:" not in said
    assert said == [line for i in range(heard, len(match.log)) for line in told_at(match, i)]


def told_at(match: Match, index: int, lang: str = "en") -> list[str]:
    from accessible_ll.match_seats import Story
    from accessible_ll.narration.i18n import Texts, default_names
    texts = Texts.for_language(lang)
    names = ["Mia", *default_names(texts, match.state.players)[1:]]
    narrator = match.game.narration.narrator(texts, names, match.variant, 0)
    return list(Story(narrator, match.log, 0).lines(index))


def royals_after_a_burial_or_dig() -> tuple[Match, int]:
    """A Disloyal Royals table of Mia and a bot, played (Mia by a bot too) until Mia's
    turn waits right after a turn in which the bot buried or dug: the table, and where
    in its log the bot's burial or dig is."""
    match = Match(find_game("disloyal-royals"), None, ["human", "heuristic"], seed=4)
    while True:
        assert not match.over
        seat = match.deciders[0]
        events = match.submit(match.bot_action(seat, "heuristic" if seat == 0 else None))
        if seat == 1 and 0 in match.deciders:
            turn = max(i for i, e in enumerate(match.log[:-len(events) or None])
                       if e.kind == "turn_started" and e.seat == 1)
            done = [i for i in range(turn, len(match.log))
                    if match.log[i].kind in ("buried", "dug")]
            if done and match.moves > 6:
                return match, done[0]


@pytest.mark.parametrize("lang, heading", [
    ("en", "The last turn and this one so far:"), ("de", "Der letzte Zug und dieser bisher:"),
    ("ja", "前の手番と、この手番のここまで：")])
def test_a_disloyal_royals_seat_back_hears_what_the_other_player_just_did(lang, heading):
    """In a game of two, this turn alone would hide the other player's turn: a seat
    that comes back hears where the game stands, then the other player's last turn (the
    burial or dig the bot made) and this turn so far."""
    match, done = royals_after_a_burial_or_dig()
    told = asyncio.run(back_at(MatchRoom(match, CODE, RoomOptions(pace=0)), 0, lang))
    recap = told["items"][0]["lines"]
    assert recap[-1] == heading
    said = lines_of(told)[len(recap):]
    bot_turn = max(i for i in range(done) if match.log[i].kind == "turn_started")
    assert said[:len(told_at(match, bot_turn, lang))] == told_at(match, bot_turn, lang)
    assert told_at(match, done, lang) and told_at(match, done, lang)[0] in said
    assert len(said) < len(match.log) // 2, "only the last two turns, not the whole game"
