"""Love Letter's line mode on any game's table says what its own line client says: the
same seeded game, answered with the same typed lines, prints the same transcript from
the first event to the last standings, in each language, in the blind-player variant,
and through each step (a card to name by its value, a player, asked first, back,
review letters, between rounds). What its own line client printed is in
tests/golden/line_parity.json (written by tests/golden/make_golden.py)."""

from __future__ import annotations

import asyncio
import functools
import random
import re

import pytest

from accessible_ll import match_line
from accessible_ll.games import find_game
from accessible_ll.local_match import LocalMatch
from accessible_ll.narration import messages as m
from accessible_ll.games.love_letter import words as lw
from accessible_ll.narration.i18n import Texts
from accessible_ll.settings import Settings
from tests.golden import load

#: (No expert bot: it thinks for a time, not for a number of tries.)
#: What the person types besides the answers, now and then: review letters, the
#: question again, and a number that is no item.
EXTRAS = ("h", "t", "s", "d", "p", "c", "r", "77")
ITEM = re.compile(r"^(\d+)\. ")


class Person:
    """Answers each question from what was printed: the same lines on both line modes
    as long as both printed the same."""

    def __init__(self, seed: int, lang: str) -> None:
        self.rng = random.Random(seed)
        self.heard: list[str] = []
        self.lines: asyncio.Queue = asyncio.Queue()
        self.questions = 0
        self.possible: list[int] = []
        texts = Texts.for_language(lang)
        self.first_step = texts.text(m.LINE_FIRST_STEP)
        # (a card to name that cannot hit is not chosen: it was not possible when recorded)
        self.not_possible = (texts.text(m.CHOICE_DISABLED, choice="", reason="").strip(),
                             texts.text(m.CHOICE_DISABLED_AS_ABOVE, choice="").strip(),
                             texts.text(lw.CHOICE_CANNOT_HIT, choice="").strip())

    def say(self, line: str) -> None:
        self.heard.append(line)
        if line == self.first_step:  # b at the first step: the question stays open
            self.type(str(self.rng.choice(self.possible)))

    def type(self, *texts: str) -> None:
        for text in texts:
            self.lines.put_nowait(text)

    def question(self) -> None:
        """A question and its items were just printed: a few extras, then an item."""
        self.questions += 1
        items = []
        for line in reversed(self.heard):
            found = ITEM.match(line)
            if found is None and items:
                break
            if found is not None:  # (the hint after the first question's items)
                items.append((int(found.group(1)), line))
        possible = sorted(number for number, line in items
                          if not any(mark in line for mark in self.not_possible))
        self.possible = possible
        if self.rng.random() < 0.3:
            extra = self.rng.choice(EXTRAS)
            self.type(extra)
            if extra == "r":
                return  # the question again: answered when it is printed
        if self.rng.random() < 0.1 and self.questions > 1:
            self.type("b")  # back one step (the first step says so and asks again)
            return
        self.type(str(self.rng.choice(possible)))

    def asked_first(self) -> None:
        """Asked first (it puts you out): no once now and then, else yes."""
        self.type("1" if self.rng.random() < 0.3 else "2")

    def between_rounds(self) -> None:
        if self.rng.random() < 0.5:
            self.type("s")
        self.type("")


def new_line(settings: Settings, seed: int, lang: str, person: Person) -> list[str]:
    """The line mode of any game, on Love Letter's Match at this computer."""
    class Line(match_line.MatchLine):
        def show_step(self) -> None:
            super().show_step()
            person.question()

        def say_confirmation(self) -> None:
            super().say_confirmation()
            person.asked_first()

        def stopped_between_rounds(self) -> bool:
            fresh = self.paused_at != self.seats.moves
            waits = super().stopped_between_rounds()
            if fresh and waits:
                person.between_rounds()
            return waits

    texts = Texts.for_language(lang)
    table = LocalMatch.new(find_game("love-letter"), settings.table().variant, settings.seats, texts,
                           names=settings.names, seed=seed,
                           options={"target": settings.table().options.get("target"),
                                    "blind": bool(settings.table().options.get("blind"))})

    async def main():
        return await Line(table, texts, person.say, person.lines).play()
    assert asyncio.run(asyncio.wait_for(main(), 60)) == match_line.OVER
    return person.heard


def only_player(lang: str) -> tuple[str, str]:
    """What is said before and after the player's name in "You can only choose X."."""
    before, after = Texts.for_language(lang).text(lw.ONLY_TARGET, player="\0").split("\0")
    return before, after


def game_lines(heard: list[str], lang: str) -> list[str]:
    """The old transcript from the first event on: the line that opens the game is each
    command's own (the new one is said before the table is met), and bots alone were
    told "where the game stands" as a listener of a game that has just begun."""
    heard = heard[1:]
    if heard[:1] == [Texts.for_language(lang).text(m.LINE_SO_FAR)]:
        heard = heard[1:]
    return heard


def without_only_player(heard: list[str], lang: str) -> list[str]:
    """The lines without "You can only choose X.": the old line mode says it on a line
    of its own once, the game's question says it before the question each time it is
    asked (the full-screen game's words)."""
    before, after = only_player(lang)
    lines = []
    for line in heard:
        if line.startswith(before) and after in line[len(before):]:
            rest = line[line.index(after, len(before)) + len(after):].lstrip()
            if not rest:
                continue
            line = rest
        lines.append(line)
    return lines


def as_asked_now(was: str, now: str, lang: str) -> bool:
    """Whether ``now`` is what t says while a decision is half made (the step asked now)
    where Love Letter's own line client said the turn's first question."""
    texts = Texts.for_language(lang)
    before = texts.text(m.TURN_HALF_DECIDED, question="\0").split("\0")[0]
    return now.startswith(before) and was == texts.text(lw.NOW_PLAYING_YOU)


TABLES = [  # language, edition, seats, blind-player variant, target, seed
    ("en", "2019", ["human", "heuristic", "random"], False, 3, 4),
    ("ja", "2019", ["human", "random"], False, 3, 7),
    ("de", "classic", ["human", "heuristic", "random", "random"], False, 2, 11),
    ("en", "premium", ["human", "random", "heuristic", "random", "random"], False, 2, 5),
    ("de", "2019", ["human", "heuristic", "random"], True, 3, 3),
    ("ja", "kanai", ["human", "random", "random"], True, 2, 8),
    ("en", "2019", ["random", "heuristic"], False, 3, 9),
    ("de", "premium", ["human", "beginner", "random", "heuristic"], False, 2, 2),
    ("ja", "classic", ["human", "heuristic"], True, 3, 6),
]


def table_key(lang: str, edition: str, seats, blind: bool, target: int, seed: int) -> str:
    """The golden file's key of a table of :data:`TABLES`."""
    return f"{lang} {edition} {','.join(seats)} {blind} {target} {seed}"


@functools.cache
def both(lang: str, edition: str, seats: tuple[str, ...], blind: bool, target: int,
         seed: int) -> tuple[list[str], list[str]]:
    """The game of ``seed`` on each line mode, answered alike: (old, new), the old one
    as Love Letter's own line client printed it."""
    settings = Settings(edition=edition, players=len(seats), seats=list(seats),
                        target=target, blind_variant=blind, bot_pace=0, language=lang)
    old = load("line_parity")[table_key(lang, edition, seats, blind, target, seed)]
    return list(old), new_line(settings, seed, lang, Person(seed, lang))


@pytest.mark.parametrize("lang,edition,seats,blind,target,seed", TABLES)
def test_the_same_game_is_told_the_same_on_both_line_modes(lang, edition, seats, blind,
                                                           target, seed):
    old, new = both(lang, edition, tuple(seats), blind, target, seed)
    before, after = only_player(lang)
    said = [sum(line.startswith(before) and after in line for line in lines)
            for lines in (old, new)]
    assert said[0] <= said[1]  # never left out (and said again where the question is)
    old, new = without_only_player(old, lang), without_only_player(new, lang)
    for index, (was, now) in enumerate(zip(old, new)):
        assert was == now or as_asked_now(was, now, lang), (
            index, old[max(0, index - 8):index + 3], new[max(0, index - 8):index + 3])
    assert len(old) == len(new)
    assert len(old) > 40


def test_the_games_compared_go_through_every_kind_of_line():
    """What the comparison walks through, in some language: a card named by its value
    (and a wrong value), a player list, a card to name that cannot hit, asked first,
    back at the first step, a review, the standings and the stop between rounds, the
    winner."""
    seen = set()
    for lang, edition, seats, blind, target, seed in TABLES:
        texts = Texts.for_language(lang)
        _, new = both(lang, edition, tuple(seats), blind, target, seed)
        marks = {
            "value": lambda l: l.startswith("0. "),
            "bad value": lambda l: l == texts.text(m.LINE_BAD_VALUE, text="77"),
            "bad number": lambda l: l.startswith(texts.text(m.LINE_BAD_INPUT, text="77",
                                                            count=0)[:12]),
            "cannot hit": lambda l: l.endswith(texts.text(lw.CHOICE_CANNOT_HIT,
                                                          choice="").strip()),
            "asked first": lambda l: l == f"1. {texts.text(m.NO)}",
            "first step": lambda l: l == texts.text(m.LINE_FIRST_STEP),
            "next round": lambda l: l == texts.text(m.LINE_NEXT_ROUND),
        }
        seen |= {name for name, mark in marks.items() if any(map(mark, new))}
    assert seen == {"value", "bad value", "bad number", "cannot hit", "asked first",
                    "first step", "next round"}
