"""A line game at one computer waits after each round's standings until the person
presses Enter (as the full-screen game waits on its menu), and says so; the standings
do not repeat the showdown just heard."""

from __future__ import annotations

import asyncio

from accessible_ll.match_line import OVER
from accessible_ll.narration.i18n import Texts
from accessible_ll.settings import Settings
from tests.net.helpers import answering_line, love_letter_here, play_here

HINT = "Press Enter for the next round."


async def until(check, limit: float = 20.0) -> None:
    end = asyncio.get_running_loop().time() + limit
    while not check():
        assert asyncio.get_running_loop().time() < end, "waited in vain"
        await asyncio.sleep(0.01)


def test_the_next_round_waits_for_enter_after_the_standings():
    async def main():
        heard: list[str] = []
        lines: asyncio.Queue = asyncio.Queue()
        person = answering_line(love_letter_here(["human", "random", "random"], seed=4,
                                                 target=2), heard, lines)
        client = asyncio.create_task(person.play())
        await until(lambda: HINT in heard)
        at = heard.index(HINT)
        assert heard[at - 1].startswith("Standings after round 1: ")
        await asyncio.sleep(0.5)  # the game could have dealt by now
        assert heard[at:] == [HINT], heard[at:]
        lines.put_nowait("1")  # a number: nothing to choose, Enter is what deals
        await until(lambda: len(heard) > at + 1)
        assert heard[at + 1:] == [HINT]
        lines.put_nowait("")
        await until(lambda: len(heard) > at + 2)
        assert heard[at + 2].startswith("Round 2 begins."), heard[at:]
        told = heard.count(HINT)
        while not client.done():  # every later round also waits for Enter
            if heard.count(HINT) > told and heard[-1] == HINT:
                told = heard.count(HINT)
                lines.put_nowait("")
            await asyncio.sleep(0.01)
        return await client, heard
    ended, heard = asyncio.run(asyncio.wait_for(main(), 60))
    assert ended == OVER
    assert sum(line.startswith("Standings after round") for line in heard) >= 2


def test_when_the_input_has_ended_the_rounds_go_on():
    heard: list[str] = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        lines.put_nowait(None)  # only bots: the person listens, their input is over
        settings = Settings(players=2, seats=["random", "random"], target=2, bot_pace=0)
        return await play_here(settings, 3, Texts.for_language("en"), heard.append, lines)
    result = asyncio.run(asyncio.wait_for(main(), 30))
    assert result == OVER
    assert sum(line.startswith("Standings after round") for line in heard) >= 2
    assert HINT not in heard


def test_a_line_game_at_one_computer_waits_for_enter_between_rounds():
    heard: list[str] = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        settings = Settings(players=2, seats=["random", "random"], target=2, bot_pace=0)
        game = asyncio.create_task(play_here(settings, 3, Texts.for_language("en"),
                                             heard.append, lines))
        await until(lambda: HINT in heard)
        await asyncio.sleep(0.5)
        assert heard[-1] == HINT and not game.done()
        answered = 0
        while not game.done():
            if heard.count(HINT) > answered and heard[-1] == HINT:
                answered = heard.count(HINT)
                lines.put_nowait("")
            if heard[-1] == "2. No" and heard[-3] == "Play again?":
                lines.put_nowait("2")
                break
            await asyncio.sleep(0.01)
        return await game
    result = asyncio.run(asyncio.wait_for(main(), 30))
    assert result == OVER
    assert sum(line.startswith("Standings after round") for line in heard) >= 2
    first = heard.index(HINT)
    assert heard[first - 1].startswith("Standings after round 1: ")
    assert heard[first + 1].startswith("Round 2 begins.")


def test_the_standings_after_a_showdown_do_not_repeat_it():
    heard: list[str] = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        lines.put_nowait(None)
        settings = Settings(players=2, seats=["random", "random"], target=1, bot_pace=0)
        return await play_here(settings, 3, Texts.for_language("en"), heard.append, lines)
    asyncio.run(asyncio.wait_for(main(), 30))
    shown = next(i for i, line in enumerate(heard) if "Everyone reveals: " in line)
    standings = next(line for line in heard[shown:] if line.startswith("Standings after"))
    assert "showdown" not in standings, standings


def shared_game(seed: int) -> tuple[list[str], list[list[str]]]:
    """Two people and a bot at one computer, each answering with the first possible
    item and pressing Enter when asked, until round 2 has been passed on twice; every
    line said, and what waited for each person when round 1 ended."""
    heard: list[str] = []
    left: list[list[str]] = []

    def passes() -> int:
        return HINT in heard and sum(line.startswith("Pass to") for line in
                                     heard[heard.index(HINT):])

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        table = love_letter_here(["human", "human", "random"], seed=seed, target=3)
        person = answering_line(table, heard, lines)
        client = asyncio.create_task(person.play())
        told = 0
        while passes() < 2:
            if len(heard) > told:
                told = len(heard)
                if heard[-1] == HINT and not left:
                    left.extend(list(lines) for lines in person.pending.values() if lines)
                if heard[-1] == HINT or heard[-1].startswith("Pass to"):
                    lines.put_nowait("")
            await asyncio.sleep(0.01)
        lines.put_nowait("")
        await asyncio.sleep(0.3)
        client.cancel()
    asyncio.run(asyncio.wait_for(main(), 30))
    return heard, left


def test_at_a_shared_computer_the_next_round_is_dealt_after_passing_the_computer():
    heard, left = shared_game(seed=1)
    at = heard.index(HINT)
    assert heard[at - 1].startswith("Standings after round 1: ")
    assert heard[at + 1] == "Pass to Player 1. Press Enter when ready.", heard[at:at + 3]
    assert heard[at + 2] == "Round 2 begins. You play first."
    # Player 2 never held the computer in round 1: what they were dealt then is over,
    # and what the room did not hear (Player 1 heard their own Chancellor's cards)
    assert left == [["You are dealt the Baron.",
                     "Player 1 draws 2 cards, keeps one card and puts 2 under the deck."]]
    second = heard.index("Pass to Player 2. Press Enter when ready.", at)
    assert "You are dealt the Baron." not in heard[second:], heard[second:]
