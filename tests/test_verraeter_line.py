"""Verräter in the line mode: a long review answer (the ring) is a line per landscape."""

from __future__ import annotations

import asyncio

from accessible_ll.games import find_game
from accessible_ll.match_line import Table, play_match_line
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
