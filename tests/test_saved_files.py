"""Saved games (at this computer, in line mode, and a host's) are checked value by value
when read: anything edited, damaged or foreign is refused in one line saying what is
wrong, and nothing of it is used."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_ll.games import find_game
from accessible_ll.local_match import LocalMatch
from accessible_ll.narration.i18n import Texts
from accessible_ll.net.match_room import MatchRoom
from accessible_ll.net.room import RoomOptions
from accessible_ll.saves import UnusableSave

ROOT = Path(__file__).resolve().parents[1]
EN = Texts.for_language("en")


def room_save(tmp_path: Path) -> dict:
    """A host's save of a table seating two people and a bot (as the host wrote it)."""
    from tests.golden import load
    return copy.deepcopy(load("continued")["rooms"]["line"]) | {"code": "123456"}


def refusal(path: Path, data) -> str:
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    with pytest.raises(UnusableSave) as refused:
        MatchRoom.resume(path, RoomOptions())
    return refused.value.reason.localized(EN)


def edited(data: dict, change) -> dict:
    data = copy.deepcopy(data)
    change(data)
    return data


EDITS = {
    "a name with a terminal escape": (lambda d: d["table"]["settings"]["names"].__setitem__(
        0, "\x1b]0;pwned\x07Ann"), "its “settings.names” cannot be used"),
    "a name of 100,000 characters": (lambda d: d["table"]["settings"]["names"].__setitem__(
        0, "A" * 100_000), "its “settings.names” cannot be used"),
    "a target of 10^9": (lambda d: d["table"]["settings"].__setitem__("target", 10**9),
                         "its “settings.target” cannot be used"),
    "a seed of true": (lambda d: d["table"].__setitem__("seed", True), "its “seed” cannot be used"),
    "a journal that is a number": (lambda d: d["table"].__setitem__("journal", 7),
                                   "its “journal” cannot be used"),
    "a move that was never legal": (lambda d: d["table"]["journal"].append({"seat": 9}),
                                    "its moves cannot be played again"),
    "a bot seat edited to human": (lambda d: d["table"]["settings"]["seats"].__setitem__(
        2, "human"), "its “seats” cannot be used"),
    "a seat key for seat 99": (lambda d: d["seats"].__setitem__("99", d["seats"].pop("1")),
                               "its “seats” cannot be used"),
    "a seat key for seat -1": (lambda d: d["seats"].__setitem__("-1", d["seats"].pop("1")),
                               "its “seats” cannot be used"),
    "a seat name with an escape": (lambda d: d["seats"]["0"].__setitem__("name", "\x1b[2J"),
                                   "its “seats.0.name” cannot be used"),
    "a code that is a number": (lambda d: d.__setitem__("code", 123456),
                                "its “code” cannot be used"),
    "a secret that is a list": (lambda d: d["seats"]["0"].__setitem__("secret", [1]),
                                "its “seats.0.secret” cannot be used"),
    "another version": (lambda d: d.__setitem__("version", 2),
                        "a newer version of this program saved it"),
}


@pytest.mark.parametrize("kind", EDITS)
def test_an_edited_host_save_is_refused_saying_what_is_wrong(tmp_path, kind):
    change, reason = EDITS[kind]
    assert refusal(tmp_path / "edited.json", edited(room_save(tmp_path), change)) == reason


@pytest.mark.parametrize("text, reason", [
    ('{"version": 1, "seed": Infinity}', "it holds a number that cannot be used"),
    ('{"version": 1, "seed": NaN}', "it holds a number that cannot be used"),
    ('{"version": 1, "seed": 1e400}', "it holds a number that cannot be used"),
    ("[" * 100_000 + "]" * 100_000, "it is nested too deeply"),
    ("[]", "it does not hold a saved game"),
])
def test_a_save_that_is_not_strict_json_is_refused(tmp_path, text, reason):
    assert refusal(tmp_path / "save.json", text) == reason


def test_a_save_at_this_computer_is_checked_as_strictly(tmp_path):
    path = tmp_path / "saved-love-letter.table"
    LocalMatch.new(find_game("love-letter"), "2019", ["human", "heuristic"], EN, seed=5,
                   save=path).close()
    data = json.loads(path.read_text())
    data["match"]["names"][1] = "\x1b]0;title\x07Bot"
    path.write_text(json.dumps(data))
    with pytest.raises(UnusableSave) as refused:
        LocalMatch.resume(path)
    assert refused.value.reason.localized(EN) == "its “match.names” cannot be used"


def test_a_save_of_love_letters_own_table_is_checked_as_strictly(tmp_path):
    from tests.golden import load
    data = copy.deepcopy(load("continued")["offered"]["save"])  # as its own table wrote it
    data["table"]["settings"]["names"][1] = "\x1b]0;title\x07Bot"
    path = tmp_path / "saved-love-letter.table"
    path.write_text(json.dumps(data))
    with pytest.raises(UnusableSave) as refused:
        LocalMatch.resume(path)
    assert refused.value.reason.localized(EN) == "its “settings.names” cannot be used"


@pytest.mark.parametrize("kind, reason", [
    ("1e400", "it holds a number that cannot be used"),
    ("a pipe", "it is not an ordinary file"),
])
def test_host_resume_of_a_damaged_save_says_why_in_one_line_and_exits_2(tmp_path, kind,
                                                                         reason):
    save = tmp_path / "table.json"
    if kind == "a pipe":
        os.mkfifo(save)
    else:
        save.write_text('{"version": 1, "seed": 1e400}')
    done = subprocess.run([sys.executable, "-m", "accessible_ll", "host", "--resume", str(save),
                           "--lang", "en", "--json", "--port", "0", "--bind", "127.0.0.1"],
                          cwd=ROOT, capture_output=True, text=True, timeout=40,
                          stdin=subprocess.DEVNULL, env={**os.environ,
                                                         "ACCESSIBLE_LL_CONFIG_DIR": str(tmp_path)})
    assert done.returncode == 2
    assert done.stderr.strip() == f"The saved table {save} cannot be continued: {reason}"
    assert not (tmp_path / "errors.log").exists()


def test_a_name_typed_in_another_unicode_form_is_the_same_name(tmp_path):
    import unicodedata
    path = tmp_path / "saved-love-letter.table"
    LocalMatch.new(find_game("love-letter"), "2019", ["human", "heuristic"], EN, seed=5,
                   names=[unicodedata.normalize("NFD", "Jürgen"), ""], save=path).close()
    assert LocalMatch.resume(path).names[0] == "Jürgen"
