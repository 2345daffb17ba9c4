"""Verräter in the line mode: a long review answer (the ring) is a line per landscape."""

from __future__ import annotations

import asyncio
import re

from accessible_ll.games import find_game
from accessible_ll.line_command import play_match_line
from accessible_ll.new_table import Table
from accessible_ll.narration.i18n import Texts


def test_l_tells_the_ring_a_line_per_landscape():
    heard: list[str] = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        for text in ("l", None):
            lines.put_nowait(text)
        table = Table(find_game("verraeter"), ["human", "random", "random"],
                      ["Anna", "Ben", "Cy"], 4, [])
        return await asyncio.wait_for(
            play_match_line(table, Texts.for_language("en"), heard.append, lines, None), 20)
    asyncio.run(main())
    ring = [line for line in heard if line.startswith("Landscape ")]
    assert len(ring) == 12 and all(len(line) < 200 for line in ring), ring[:2]
    assert [line.split(":")[0] for line in ring] == [f"Landscape {n}" for n in range(1, 13)]


def _heard_after(typed: list[str | None], lang: str = "en") -> list[str]:
    heard: list[str] = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        for text in typed:
            lines.put_nowait(text)
        table = Table(find_game("verraeter"), ["human", "random", "random"],
                      ["Anna", "Ben", "Cy"], 4, [])
        return await asyncio.wait_for(
            play_match_line(table, Texts.for_language(lang), heard.append, lines, None), 20)
    asyncio.run(main())
    return heard


def test_the_essential_keys_h_t_s_answer_in_the_game_s_own_terms():
    heard = _heard_after(["t", "s", "h", None])
    assert not [line for line in heard if "does nothing" in line], heard
    turn = [line for line in heard if "Estate under a landscape." in line
            and line.startswith(("Anna is", "Ben is", "Cy is", "You are"))]
    assert turn, heard
    assert any(line.endswith("is the start player.") or line == "You are the start player."
               for line in heard)
    assert any(line.startswith("Your hand: ") for line in heard)


def test_the_line_mode_says_its_own_way_to_commit_nothing_and_no_done_item():
    """The line mode has no Done item: a step where taking none is a choice says how the
    line mode takes none, and nothing it says speaks of Done."""
    heard = _heard_after(["1", ""] * 40 + [None])
    asked = [line for line in heard if line.startswith("Which supply cards do you commit")]
    assert asked, heard
    assert all(line.endswith("With nothing ticked, an empty line takes none.")
               for line in asked), asked
    assert not [line for line in heard if "Done" in line], heard


def test_ticking_supply_cards_says_their_strength_and_the_house_s_with_them():
    """'Ticked: 5 and 4. 2 supply cards ticked. Strength 9: Hawk 14 in all.'"""
    heard: list[str] = []
    questions = ("Where do you put your Estate?", "Choose the battlefield", "Keep one")

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        tried = [0]

        def hear(line: str) -> None:
            heard.append(line)
            if line.startswith("Which supply cards do you commit"):
                lines.put_nowait("1 2")
            elif line.startswith("Ticked: "):
                lines.put_nowait(None)
            elif line.startswith(questions):
                tried[0] = 1
                lines.put_nowait("1")
            elif ": not possible." in line and not re.match(r"\d+\. ", line):
                tried[0] += 1   # the item typed cannot be chosen: the next one
                lines.put_nowait(str(tried[0]))
        table = Table(find_game("verraeter"), ["human", "random", "random"],
                      ["Anna", "Ben", "Cy"], 4, [])
        return await asyncio.wait_for(
            play_match_line(table, Texts.for_language("en"), hear, lines, None), 20)
    asyncio.run(main())
    asked = next(i for i, line in enumerate(heard)
                 if line.startswith("Which supply cards do you commit"))
    first, second = (int(line.split(". ")[1]) for line in heard[asked + 1:asked + 3])
    ticked = next(line for line in heard[asked:] if line.startswith("Ticked: "))
    said = re.fullmatch(rf"Ticked: {first} and {second}\. 2 supply cards ticked\. "
                        rf"Strength {first + second}: (\w+) (\d+) in all(, or .*)?\.", ticked)
    assert said, ticked
    house, total = said.group(1), int(said.group(2))
    so_far = re.search(rf"{house} on \w+: base strength \d+, committed so far \d+, "
                       rf"(\d+) in all\.", heard[asked])
    assert total == int(so_far.group(1)) + first + second, (heard[asked], ticked)
