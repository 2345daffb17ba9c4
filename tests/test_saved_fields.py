"""Every field of a saved game of any game is checked like the others: an option no
table can play (a seat that is not there, "1" for seat 1), a version that is no number,
names that do not fit the seats, a game of another game renamed into this one's place.
Each is refused in words saying what is wrong, the file is kept, and the player lands
where a new game can start (the line mode's question, the setup list)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from accessible_ll.games import find_game
from accessible_ll.line_command import play_match_line
from accessible_ll.new_table import Table
from accessible_ll.local_match import LocalMatch
from accessible_ll.saves import game_save_path
from accessible_ll.narration.i18n import Texts
from accessible_ll.saves import UnusableSave

EN = Texts.for_language("en")
SEATS = {"disloyal-royals": ["human", "random"], "verraeter": ["human", "random", "random"]}


def saved(path: Path, game_id: str, change=None) -> Path:
    """A game of ``game_id`` left after its start, saved in ``path`` (then ``change``d)."""
    LocalMatch.new(find_game(game_id), None, SEATS[game_id], EN, seed=3, save=path).close()
    if change is not None:
        data = json.loads(path.read_text())
        change(data)
        path.write_text(json.dumps(data))
    return path


def option(key: str, value):
    return lambda data: data["match"]["options"].__setitem__(key, value)


def names(count: int):
    return lambda data: data["match"].__setitem__("names", [""] * count)


EDITS = {
    "first 7": ("disloyal-royals", option("first", 7), "its “match.options.first” cannot be used"),
    'first "1"': ("disloyal-royals", option("first", "1"),
                  "its “match.options.first” cannot be used"),
    "first 1.0": ("disloyal-royals", option("first", 1.0),
                  "its “match.options.first” cannot be used"),
    "first 10^30": ("disloyal-royals", option("first", 10**30),
                    "its “match.options.first” cannot be used"),
    "first true": ("disloyal-royals", option("first", True),
                   "its “match.options.first” cannot be used"),
    'start "1"': ("verraeter", option("start", "1"), "its “match.options.start” cannot be used"),
    "start 7": ("verraeter", option("start", 7), "its “match.options.start” cannot be used"),
    "start -1": ("verraeter", option("start", -1), "its “match.options.start” cannot be used"),
    "version true": ("verraeter", lambda data: data.__setitem__("version", True),
                     "it does not hold a saved game"),
    "nine names for three seats": ("verraeter", names(9), "its “match.names” cannot be used"),
    "no names for three seats": ("verraeter", names(0), "its “match.names” cannot be used"),
}


@pytest.mark.parametrize("kind", EDITS)
def test_an_impossible_field_is_refused_saying_which(tmp_path, kind):
    game_id, change, reason = EDITS[kind]
    path = saved(tmp_path / "saved.table", game_id, change)
    with pytest.raises(UnusableSave) as refused:
        LocalMatch.resume(path, EN, game_id)
    assert refused.value.reason.localized(EN) == reason


def test_a_save_of_another_game_in_this_games_place_is_refused_naming_that_game(tmp_path):
    path = saved(game_save_path(tmp_path / "settings.json", "verraeter"), "disloyal-royals")
    with pytest.raises(UnusableSave) as refused:
        LocalMatch.resume(path, Texts.for_language("de"), "verraeter")
    assert refused.value.reason.localized(Texts.for_language("de")) == \
        "sie enthält eine Partie Disloyal Royals"
    assert LocalMatch.continuable(path) and not LocalMatch.continuable(path, "verraeter")


def line(game_id: str, typed: list[str], save: Path, lang: str = "en") -> tuple[object, list[str]]:
    """The line mode of ``game_id`` with ``typed`` as the person's lines, then the end
    of input: how it ended and every line said."""
    heard: list[str] = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        for text in [*typed, None]:
            lines.put_nowait(text)
        table = Table(find_game(game_id), SEATS[game_id], [], 5, [])
        return await asyncio.wait_for(
            play_match_line(table, Texts.for_language(lang), heard.append, lines, save), 30)
    return asyncio.run(main()), heard


@pytest.mark.parametrize("lang, refused", [
    ("en", "The saved game in {path} cannot be continued: its “match.options.first” cannot "
           "be used. Starting a new game keeps a copy of it."),
    ("de", "Das gespeicherte Spiel in {path} kann nicht fortgesetzt werden: "),
    ("ja", "{path}の保存したゲームは続けられません：「match.options.first」が使えません。"),
])
def test_the_line_mode_refuses_an_impossible_option_in_words_and_keeps_the_file(
        tmp_path, lang, refused):
    path = saved(game_save_path(tmp_path / "settings.json", "disloyal-royals"),
                 "disloyal-royals", option("first", 7))
    kept = path.read_text()
    _ended, heard = line("disloyal-royals", ["2"], path, lang)  # No: keep it
    assert heard[0].startswith(refused.format(path=path)), heard[0]
    assert "IndexError" not in " ".join(heard) and "Something went wrong" not in " ".join(heard)
    assert path.read_text() == kept


def test_the_line_mode_plays_a_new_game_after_the_refusal_and_keeps_a_copy(tmp_path):
    path = saved(game_save_path(tmp_path / "settings.json", "disloyal-royals"),
                 "disloyal-royals", option("first", "1"))
    kept = path.read_text()
    _ended, heard = line("disloyal-royals", ["1"], path)  # Yes: a new game
    assert f"The saved game as it was is kept in {path}.broken.1." in heard
    assert Path(f"{path}.broken.1").read_text() == kept
    assert json.loads(path.read_text())["match"]["options"]["first"] is None


def test_the_line_mode_refuses_a_game_of_another_game_in_its_place(tmp_path):
    path = saved(game_save_path(tmp_path / "settings.json", "verraeter"), "disloyal-royals")
    kept = path.read_text()
    _ended, heard = line("verraeter", ["2"], path)
    assert heard[0] == (f"The saved game in {path} cannot be continued: it holds a game of "
                        "Disloyal Royals. Starting a new game keeps a copy of it.")
    assert path.read_text() == kept
