"""The shell knows no game by name: outside the games' own folders and the legacy reader
(the one part that reads the files of the time when Love Letter was the only game),
no module of accessible_ll names Love Letter, its editions or its cards. A game's
words, ids and rules reach the shell only through the registry and the kit."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from accessible_ll.games import find_game

PACKAGE = Path(__file__).resolve().parent.parent / "accessible_ll"
#: The one part of the shell that knows Love Letter's old files.
LEGACY = "legacy"


def shell_modules() -> list[Path]:
    return sorted(path for path in PACKAGE.rglob("*.py")
                  if not {"games", LEGACY} & set(path.relative_to(PACKAGE).parts))


def forbidden() -> re.Pattern:
    """"love" in any case (the game's id, its title, a class named after it), its
    edition ids, and its cards' ids and English names (those no other game has)."""
    from accessible_ll.games.love_letter.engine import cards
    game = find_game("love-letter")
    ids = {value for name, value in vars(cards).items()
           if name.isupper() and isinstance(value, str) and re.fullmatch(r"[a-z_]+", value)}
    others = {"king", "queen", "count", "discards", "share", "draw"}  # words of other games too
    names = sorted(ids - others)
    words = [r"(?i:love)", *(rf"\b{re.escape(v.id)}\b" for v in game.variants),
             *(rf"[\"']{name}[\"']" for name in names),
             *(rf"\b{name.replace('_', ' ').title()}\b" for name in names)]
    return re.compile("|".join(words))


def test_the_pattern_finds_what_it_must():
    pattern = forbidden()
    for text in ("class LoveLetterApp:", 'find_game("love-letter")', '"2019"', "classic",
                 '{"play": "guard"}', "a Guard names the right card", "the Handmaid"):
        assert pattern.search(text), text
    for text in ("from accessible_ll.guard import describe", "class Guarded:",
                 "a royal assassinated", "{count} cards"):
        assert not pattern.search(text), text


@pytest.mark.parametrize("path", shell_modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_shell_module_names_love_letter(path):
    pattern = forbidden()
    found = [f"{number}: {line.strip()}"
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if pattern.search(line)]
    assert found == []
