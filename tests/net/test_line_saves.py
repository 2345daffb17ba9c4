"""The line mode's saved game: one that cannot be continued is said why and kept as a
copy, nothing replaces it without asking, a folder in its place is said, each settings
file has its own, a failing save is told once and tried again, and another running copy
of the game keeps the saved game it plays."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from accessible_ll.narration.i18n import Texts
from accessible_ll.settings import Settings
from tests.net.helpers import play_here

ROOT = Path(__file__).resolve().parents[2]
SETTINGS = Settings(seats=["human", "heuristic"], bot_pace=0, target=3)
CONTINUE = ["A game you left unfinished is saved: Love Letter, 2019 edition, 2 players, "
            "round 1. Continue it?", "1. Yes", "2. No"]
REPLACE = ["Start a new game? The saved game will be replaced.", "1. Yes", "2. No"]


def line(typed: list[str], save: Path, seed: int = 5) -> tuple[str | None, list[str]]:
    """Play in line mode with ``typed`` as the person's lines (then the input ends);
    how it ended (None: no game was played) and every line said."""
    heard: list[str] = []

    async def main():
        lines: asyncio.Queue = asyncio.Queue()
        for text in typed:
            lines.put_nowait(text)
        lines.put_nowait(None)
        return await asyncio.wait_for(play_here(SETTINGS, seed, Texts.for_language("en"),
                                                heard.append, lines, save=save), 30)
    return asyncio.run(main()), heard


def left_game(tmp_path: Path) -> Path:
    """A game left after the first choice (the input ended)."""
    save = tmp_path / "saved-love-letter.table"
    line(["1"], save)
    assert save.exists()
    return save


def test_a_damaged_save_is_said_why_and_no_answers_keep_it(tmp_path):
    save = tmp_path / "saved-love-letter.table"
    save.write_text('{"version": 1, "table": {"journal": 7}}')
    result, heard = line(["2"], save)
    assert heard[0] == (f"The saved game in {save} cannot be continued: it does not hold a "
                        "saved game. Starting a new game keeps a copy of it.")
    assert heard[1:4] == REPLACE, "never “Continue it?” for what cannot be continued"
    assert heard[4] == "The saved game is kept. Start again to continue it."
    assert result is None and save.read_text() == '{"version": 1, "table": {"journal": 7}}'


def test_a_damaged_save_replaced_after_yes_is_kept_as_a_copy(tmp_path):
    save = tmp_path / "saved-love-letter.table"
    save.write_text('{"version": 1, "table": {"journal": 7}}')
    _result, heard = line(["1"], save)
    assert heard[4] == f"The saved game as it was is kept in {save}.broken.1."
    assert (tmp_path / "saved-love-letter.table.broken.1").read_text() == \
        '{"version": 1, "table": {"journal": 7}}'
    assert json.loads(save.read_text())["version"] == 1, "the new game is saved"


def test_a_save_from_a_newer_version_is_asked_about_and_kept(tmp_path):
    save = tmp_path / "saved-love-letter.table"
    save.write_text('{"version": 7, "whatever": "comes next"}')
    _result, heard = line(["1"], save)
    assert "a newer version of this program saved it" in heard[0]
    assert heard[1:4] == REPLACE
    assert (tmp_path / "saved-love-letter.table.broken.1").read_text() == \
        '{"version": 7, "whatever": "comes next"}'


def test_no_to_continue_asks_before_replacing_and_no_again_keeps_it(tmp_path):
    save = left_game(tmp_path)
    before = save.read_text()
    result, heard = line(["2", "2"], save)
    assert heard[:6] == CONTINUE + REPLACE
    assert heard[6] == "The saved game is kept. Start again to continue it."
    assert result is None and save.read_text() == before


@pytest.mark.parametrize("kind, reason", [("folder", "it is a folder, not a file"),
                                          ("pipe", "it is not an ordinary file")])
def test_a_folder_or_pipe_in_place_of_the_save_is_said_and_never_asked_about(tmp_path, kind,
                                                                            reason):
    save = tmp_path / "saved-love-letter.table"
    save.mkdir() if kind == "folder" else os.mkfifo(save)
    _result, heard = line(["1"], save)
    assert heard[0] == (f"The saved game in {save} cannot be continued: {reason}. It is left "
                        "as it is, so games here are not saved.")
    assert not any(text.startswith("A game you left unfinished") for text in heard)
    assert not any(text in heard for text in REPLACE)
    assert save.is_dir() if kind == "folder" else save.is_fifo()


def test_a_save_that_fails_mid_game_is_told_once(tmp_path):
    (tmp_path / "gone").write_text("a file where the folder should be")
    save = tmp_path / "gone" / "saved-love-letter.table"
    _result, heard = line(["1"] * 6, save)
    told = [text for text in heard if text.startswith("The game cannot be saved")]
    assert told == [f"The game cannot be saved in {save}: part of the path is not a folder. "
                    "It goes "
                    "on, and saving is tried again after every move."]


def test_a_missing_folder_of_the_save_is_made(tmp_path):
    save = tmp_path / "new" / "saved-love-letter.table"
    _result, heard = line(["1"], save)
    assert not any(text.startswith("The game cannot be saved") for text in heard)
    assert json.loads(save.read_text())["match"]["game"] == "love-letter"


def test_a_running_game_keeps_its_save_from_a_second_copy(tmp_path):
    save = left_game(tmp_path)
    before = save.read_text()
    owner = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        save.with_name(save.name + ".lock").write_text(f"{owner.pid}\n")
        result, heard = line(["1"] * 4, save, seed=9)
        assert heard[0] == (f"Another copy of this program (process {owner.pid}) is playing the "
                            f"saved game in {save}, so this game is not saved there.")
        assert not any(text.startswith("A game you left unfinished") for text in heard)
        assert save.read_text() == before
    finally:
        owner.kill()
        owner.wait()
    # its owner has ended: the lock is taken over, and the game offered again
    _result, heard = line([], save)
    assert heard[:3] == CONTINUE


def test_two_line_games_with_one_settings_folder(tmp_path):
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"bot_pace": 0, "target": 3}))
    play = [sys.executable, "-m", "accessible_ll", "--line", "--bots", "heuristic",
            "--lang", "en", "--settings", str(settings)]
    first = subprocess.Popen(play + ["--seed", "1"], cwd=ROOT, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    limit = threading.Timer(40, first.kill)  # it ends by itself, whatever happens
    limit.start()
    try:
        save = tmp_path / "saved-love-letter.table"
        for said in first.stdout:  # the first game waits for its person's choice
            if said.startswith("1. "):
                break
        before = save.read_text()
        second = subprocess.run(play + ["--seed", "2"], cwd=ROOT, input="1\n" * 20,
                                capture_output=True, text=True, timeout=40)
        assert second.returncode == 0, second.stderr
        assert second.stdout.splitlines()[0] == (
            f"Another copy of this program (process {first.pid}) is playing the saved game in {save}, "
            "so this game is not saved there.")
        assert save.read_text() == before, "the second copy did not write the first one's game"
    finally:
        limit.cancel()
        first.kill()
        first.communicate(timeout=10)


def test_each_settings_file_has_its_own_line_game(tmp_path):
    for name in ("class-a", "class-b"):
        (tmp_path / f"{name}.json").write_text(json.dumps({"bot_pace": 0}))
    play = [sys.executable, "-m", "accessible_ll", "--line", "--bots", "heuristic", "--lang",
            "en", "--seed", "3", "--settings"]
    subprocess.run(play + [str(tmp_path / "class-a.json")], cwd=ROOT, input="1\n",
                   capture_output=True, text=True, timeout=40, check=True)
    assert (tmp_path / "class-a.saved-love-letter.table").exists()
    assert not (tmp_path / "saved-love-letter.table").exists()
    other = subprocess.run(play + [str(tmp_path / "class-b.json")], cwd=ROOT, input="",
                           capture_output=True, text=True, timeout=40, check=True)
    assert "Continue it?" not in other.stdout, "class B is not offered class A's game"


def test_a_line_save_seating_two_people_continues_with_both_at_this_computer(tmp_path):
    from tests.golden import load
    save = tmp_path / "saved-love-letter.table"
    save.write_text(json.dumps(load("continued")["rooms"]["line"]))  # its own line mode's
    _result, heard = line(["1", ""], save)
    assert heard[:3] == ["A game you left unfinished is saved: Love Letter, 2019 edition, "
                         "3 players, round 1. Continue it?", "1. Yes", "2. No"]
    assert heard[3] == "Pass to Player 1. Press Enter when ready."
    assert heard[4:6] == ["The game goes on where you left it.", "Where the game stands:"]


def test_line_mode_saves_again_once_the_disk_has_room(tmp_path, monkeypatch):
    import errno
    from accessible_ll import saves as room_module
    real, failures = room_module.write_atomically, []

    def full_at_first(path, text):
        if not failures:  # the first save: the disk is full, then it has room again
            failures.append(path)
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, text)
    monkeypatch.setattr(room_module, "write_atomically", full_at_first)
    save = tmp_path / "saved-love-letter.table"
    _result, heard = line(["1"] * 8, save)
    assert [text for text in heard if text.startswith("The game cannot be saved")] == [
        f"The game cannot be saved in {save}: the disk is full. It goes on, and saving is "
        "tried again after every move."]
    assert len(failures) == 1 and json.loads(save.read_text())["version"] == 1


def test_the_way_to_continue_names_the_language_given_on_the_command_line(tmp_path):
    settings = tmp_path / "rs.json"
    settings.write_text(json.dumps({"bot_pace": 0}))
    play = [sys.executable, "-m", "accessible_ll", "--line", "--bots", "heuristic",
            "--seed", "3", "--settings", str(settings)]
    left = subprocess.run(play + ["--lang", "de"], cwd=ROOT, input="q\n2\n",
                          capture_output=True, text=True, timeout=40, check=True)
    command = f"accessible-ll --line --game love-letter --lang de --settings {settings}"
    assert left.stdout.splitlines()[-1] == (
        f"Das Spiel ist in {tmp_path / 'rs.saved-love-letter.table'} gespeichert. Um es "
        f"fortzusetzen, starte {command} erneut.")
    # exactly that command continues the game in German
    again = subprocess.run([sys.executable, "-m", "accessible_ll", *command.split()[1:]],
                           cwd=ROOT, input="", capture_output=True, text=True, timeout=40)
    assert again.stdout.splitlines()[0] == ("Ein unbeendetes Spiel ist gespeichert: Love "
                                            "Letter, Ausgabe 2019, 2 Spieler, Runde 1. "
                                            "Fortsetzen?")


def test_the_way_to_continue_names_no_language_the_settings_hold(tmp_path):
    settings = tmp_path / "rs.json"
    settings.write_text(json.dumps({"bot_pace": 0, "language": "de"}))
    left = subprocess.run([sys.executable, "-m", "accessible_ll", "--line", "--bots",
                           "heuristic", "--seed", "3", "--lang", "de", "--settings",
                           str(settings)], cwd=ROOT, input="q\n2\n", capture_output=True,
                          text=True, timeout=40, check=True)
    assert f"accessible-ll --line --game love-letter --settings {settings} " in left.stdout.splitlines()[-1]


def test_a_new_game_after_a_continued_one_has_its_table(tmp_path):
    from accessible_ll.games import find_game
    from accessible_ll.local_match import LocalMatch
    save = tmp_path / "saved-love-letter.table"
    LocalMatch.new(find_game("love-letter"), "premium", ["heuristic"] * 4,
                   Texts.for_language("en"), names=["Ann", "", "", ""], seed=2,
                   options={"target": 1, "blind": False}, save=save).close()
    _result, heard = line(["1", "", "", "", "1"], save)  # continue; a new game after it
    again = heard.index("Play again?")
    new = heard[again + 3:]
    assert "Only bots play this game: you listen, and hear what everyone at the table " \
        "hears." in new
    standings = [text for text in new if text.startswith("Standings after round 1")]
    assert standings and standings[0].startswith("Standings after round 1: Ann: ")
    assert "Player 4: " in standings[0] and standings[0].endswith("1 to win.")


def test_a_continued_game_marks_the_round_told_again(tmp_path):
    save = left_game(tmp_path)
    _result, heard = line(["1"], save)
    assert heard[3:7] == ["The game goes on where you left it.", "Where the game stands:",
                          "This round so far:", "Round 1 begins. You play first."]


def test_a_continued_blind_variant_game_tells_this_turn_again_marked(tmp_path):
    from accessible_ll.games import find_game
    from accessible_ll.local_match import LocalMatch
    save = tmp_path / "saved-love-letter.table"
    kept = LocalMatch.new(find_game("love-letter"), "2019", ["human", "heuristic"],
                          Texts.for_language("en"), seed=2,
                          options={"target": 2, "blind": True}, save=save)
    for _ in range(6):
        seat = (kept.match.deciders or (None,))[0]
        if seat is None:
            kept.match.advance()
        elif kept.match.is_bot(seat):
            kept.match.play_bot(seat)
        else:
            kept.match.submit(kept.match.state.legal_actions(seat)[0])
    kept.save()
    kept.close()
    _result, heard = line(["1"], save)
    start = heard.index("Where the game stands:")
    assert heard[start + 3].startswith("Last discards: ")
    assert heard[start + 4:start + 6] == ["This turn so far:", "Player 2's turn."]
