"""Files written before every game started the same way still load, and their games
finish the same: the settings (the tables file, and the older flat one), the saved game
of the full screen (``saved-game.table``) and of the line mode (``line-game.table``),
each continued and then kept as ``saved-love-letter.table``, and a host's table save.
The files in tests/legacy/ were written by that version (see its make_files.py), each
with the journal and outcome its game ends with."""

from __future__ import annotations

import io
import json
import os
import shutil
import sys
from pathlib import Path

import pytest

from accessible_ll.cli import main
from accessible_ll.local_match import LocalMatch
from accessible_ll.net.match_room import MatchRoom
from accessible_ll.net.room import RoomOptions
from accessible_ll.local_match import kept_game_path
from accessible_ll.saves import SaveLock
from accessible_ll.settings import load_settings
from tests.legacy.make_files import ending

FILES = Path(__file__).parent / "legacy"
ENDINGS = json.loads((FILES / "endings.json").read_text())


@pytest.mark.parametrize("name", ["settings.json", "flat-settings.json"])
def test_old_settings_give_the_same_table(name):
    loaded = load_settings(FILES / name)
    assert loaded.dropped == [] and loaded.problem is None
    kept = ENDINGS["settings.json"]
    assert loaded.settings.language == kept["language"]
    assert loaded.settings.bot_pace == kept["bot_pace"]
    assert vars(loaded.settings.table("love-letter")) == kept["table"]
    assert vars(loaded.settings.fitted().table("love-letter")) == kept["table"]


def beside_settings(tmp_path: Path, name: str) -> Path:
    shutil.copy(FILES / name, tmp_path / name)
    return tmp_path / "settings.json"


@pytest.mark.parametrize("name", ["saved-game.table", "line-game.table"])
def test_an_old_save_is_continued_under_the_new_name_and_ends_the_same(tmp_path, name):
    settings = beside_settings(tmp_path, name)
    path = kept_game_path(settings, "love-letter")
    assert path.name == "saved-love-letter.table" and path.exists()
    assert not (tmp_path / name).exists()
    kept = LocalMatch.resume(path, game_id="love-letter")
    assert ending(kept.match) == ENDINGS[name]


def test_an_old_save_is_adopted_only_by_love_letter_and_only_where_none_is(tmp_path):
    settings = beside_settings(tmp_path, "saved-game.table")
    assert kept_game_path(settings, "verraeter").name == "saved-verraeter.table"
    assert (tmp_path / "saved-game.table").exists()  # not another game's
    (tmp_path / "saved-love-letter.table").write_text("today's")
    kept_game_path(settings, "love-letter")
    assert (tmp_path / "saved-game.table").exists()  # the new one is never replaced
    assert (tmp_path / "saved-love-letter.table").read_text() == "today's"


def test_of_two_old_saves_the_newest_is_taken_the_other_kept_for_later(tmp_path):
    settings = beside_settings(tmp_path, "saved-game.table")
    shutil.copy(FILES / "line-game.table", tmp_path / "line-game.table")
    os.utime(tmp_path / "saved-game.table", (1, 1))
    path = kept_game_path(settings, "love-letter")
    assert path.read_text() == (FILES / "line-game.table").read_text()
    assert (tmp_path / "saved-game.table").exists()  # the older, once this game is over
    path.unlink()
    assert kept_game_path(settings, "love-letter").read_text() == \
        (FILES / "saved-game.table").read_text()


def test_an_old_save_a_running_game_owns_is_left_where_it_is(tmp_path):
    settings = beside_settings(tmp_path, "line-game.table")
    lock = SaveLock(tmp_path / "line-game.table")
    assert lock.take() is None  # this process's game owns it
    path = kept_game_path(settings, "love-letter")
    assert not path.exists() and (tmp_path / "line-game.table").exists()
    lock.release()
    assert kept_game_path(settings, "love-letter").exists()


def test_the_line_mode_continues_an_old_save_and_keeps_it_under_the_new_name(
        tmp_path, monkeypatch, capsys):
    settings = beside_settings(tmp_path, "line-game.table")
    settings.write_text(json.dumps({"bot_pace": 0}))
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n"))  # yes, continue it; then away
    assert main(["--line", "--game", "love-letter", "--settings", str(settings),
                 "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("A game you left unfinished is saved: Love Letter, classic edition")
    new = tmp_path / "saved-love-letter.table"
    assert f"The game is saved in {new}." in out
    assert not (tmp_path / "line-game.table").exists()
    assert ending(LocalMatch.resume(new).match) == ENDINGS["line-game.table"]


def test_a_hosts_old_table_save_is_continued_and_ends_the_same(tmp_path):
    shutil.copy(FILES / "host.table", tmp_path / "host.table")
    room = MatchRoom.resume(tmp_path / "host.table", RoomOptions())
    assert room.code == "123456"
    assert ending(room.match) == ENDINGS["host.table"]
