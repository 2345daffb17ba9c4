"""Whatever a person types in line mode is answered; nothing typed ends the game or is
echoed back as it came (escape sequences, a pasted page)."""

from __future__ import annotations

import asyncio

import pytest


STRANGE = ["²", "³", "①", "٣", "9" * 5000, "0", "3", "-1", "1.0", "\x1b[31m1", "\x1b]0;x\x07",
           "x" * 1_000_000]


def at_the_first_question(typed: list[str]) -> list[str]:
    """Love Letter's line mode at this computer: what is said after the first question
    (a card to play, of two) to ``typed``, then the end of input."""
    from accessible_ll.match_line import MatchLine
    from accessible_ll.narration.i18n import Texts
    from tests.net.helpers import love_letter_here
    heard: list[str] = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        for text in (*typed, None):
            lines.put_nowait(text)
        table = love_letter_here(["human", "random"], seed=5, target=1)
        return await MatchLine(table, Texts.for_language("en"), heard.append, lines).play()
    asyncio.run(asyncio.wait_for(main(), 20))
    question = heard.index("Choose a card to play.")
    assert heard[question + 1].startswith("1. ") and heard[question + 2].startswith("2. ")
    return heard[question + 4:]  # after the hint


@pytest.mark.parametrize("text", STRANGE, ids=lambda text: ascii(text[:12]))
def test_what_is_not_a_choice_is_said_to_be_not_a_choice_in_the_line_mode_here(text):
    said = at_the_first_question([text])[0]
    assert said.endswith("” is not a choice here. Type a number from 1 to 2, or ? for the keys.")
    assert "\x1b" not in said and "\x07" not in said and len(said) < 150


def test_a_choice_typed_plainly_is_still_taken_in_the_line_mode_here():
    said = at_the_first_question([" 2 ", "2"])  # item 2 of this deal: the Princess
    assert said[:3] == ["Playing the Princess puts you out of the round. Play her anyway?",
                        "1. No", "2. Yes"]
    assert said[3] == "You play the Princess."


def test_the_question_whether_to_continue_echoes_no_page_and_no_escape():
    from accessible_ll.match_line import ask_yes_no
    from accessible_ll.narration import messages as m
    from accessible_ll.narration.i18n import Texts
    heard: list[str] = []
    texts = Texts.for_language("en")

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        for text in ("\x1b[2J" + "y" * 1_000_000, "²", "1"):
            lines.put_nowait(text)
        return await ask_yes_no(texts, heard.append, lines, texts.text(m.CONFIRM_REPLACE_SAVED))
    assert asyncio.run(main()) is True
    assert all(len(line) < 150 and "\x1b" not in line for line in heard[3:])
    assert len(heard) == 5


def test_a_stray_byte_on_stdin_is_a_letter_and_the_lines_go_on():
    import io

    from accessible_ll.line_command import read_lines
    stream = io.TextIOWrapper(io.BytesIO(b"a\xffb\n\xc3\n2\n"), encoding="utf-8")

    async def main():
        queue = read_lines(stream)
        return [await asyncio.wait_for(queue.get(), 5) for _ in range(4)]
    assert asyncio.run(main()) == ["a\ufffdb\n", "\ufffd\n", "2\n", None]
