"""The full-screen game's saved game when the disk says no, when another copy of the
game plays it, and when it is not what it seems: each is said once, in words, and the
game goes on; nothing is claimed that did not happen."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from accessible_ll import saves as saves_module
SAVED_GAME = "saved-love-letter.table"  # every game's save: saved-GAME.table
from accessible_ll.tui.dialogs import ConfirmScreen
from accessible_ll.tui.match_screen import MatchScreen
from accessible_ll.tui.widgets import ChoiceList
from tests.tui.helpers import journal, new_app, to_act
from tests.tui.test_keys import start

NOT_SAVED = "The game cannot be saved in "


async def play_once(app, pilot, screen) -> None:
    """The person makes one whole choice (and the bots answer)."""
    begun = len(journal(screen))
    while len(journal(screen)) == begun:
        await pilot.press("enter")
        await pilot.pause(0.05)
    for _ in range(100):
        if to_act(screen) == 0 or screen.seats.over:
            break
        await pilot.pause(0.05)


async def test_a_save_that_fails_mid_game_is_told_once_retried_and_never_claimed(
        tmp_path, monkeypatch):
    app, speaker = new_app(tmp_path, seed=4, target=4)
    written = saves_module.write_atomically

    def disk_full(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")
    async with app.run_test() as pilot:
        screen = await start(app, pilot)
        saved = (tmp_path / SAVED_GAME).read_text()
        monkeypatch.setattr(saves_module, "write_atomically", disk_full)
        await play_once(app, pilot, screen)
        await play_once(app, pilot, screen)
        told = [line for line in speaker.spoken() if line.startswith(NOT_SAVED)]
        assert told == [f"{NOT_SAVED}{tmp_path / SAVED_GAME}: the disk is full. It goes on, "
                        "and saving is tried again after every move."]
        assert (tmp_path / SAVED_GAME).read_text() == saved, "the last good save is kept"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert speaker.spoken()[-1].startswith(
            "Leave this game? Its last moves could not be saved: Continue the saved game on "
            "the setup list goes back to an earlier point of it.")
        await pilot.press("enter")  # No
        await pilot.pause()
        monkeypatch.setattr(saves_module, "write_atomically", written)  # the disk is freed
        await play_once(app, pilot, screen)
        assert "The game is saved again." in speaker.spoken()
        kept = json.loads((tmp_path / SAVED_GAME).read_text())["match"]["journal"]
        assert kept == journal(screen)
        assert screen.leaving_question() == "Leave this game? It is saved: on the setup list, " \
            "Continue the saved game takes you back to it."


async def test_a_removed_settings_folder_is_saved_into_again(tmp_path):
    folder = tmp_path / "config"
    folder.mkdir()
    app, speaker = new_app(folder, seed=4, target=4)
    async with app.run_test() as pilot:
        screen = await start(app, pilot)
        shutil.rmtree(folder)
        await play_once(app, pilot, screen)
        assert json.loads((folder / SAVED_GAME).read_text())["match"]["journal"] == \
            journal(screen)


async def test_a_game_another_running_copy_plays_is_not_written_over(tmp_path):
    from accessible_ll.games import find_game
    from accessible_ll.local_match import LocalMatch
    from accessible_ll.narration.i18n import Texts
    LocalMatch.new(find_game("love-letter"), "2019", ["human", "heuristic"],
                   Texts.for_language("en"), seed=11,
                   save=tmp_path / SAVED_GAME).close()  # the other copy's game
    theirs = (tmp_path / SAVED_GAME).read_text()
    owner = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        (tmp_path / f"{SAVED_GAME}.lock").write_text(f"{owner.pid}\n")
        app, speaker = new_app(tmp_path, seed=4)
        async with app.run_test() as pilot:
            await pilot.pause()
            await pilot.press("enter", "down", "enter")  # Start the game; Yes (replace)
            await pilot.pause(0.2)
            screen = next(s for s in app.screen_stack if isinstance(s, MatchScreen))
            await play_once(app, pilot, screen)
            told = [line for line in speaker.spoken() if line.startswith("Another copy of this program")]
            assert told == [f"Another copy of this program (process {owner.pid}) is playing the saved "
                            f"game in {tmp_path / SAVED_GAME}, so this game is not saved there."]
            assert screen.leaving_question() == \
                "Leave this game? It is not over and will be lost."
        assert (tmp_path / SAVED_GAME).read_text() == theirs
    finally:
        owner.kill()
        owner.wait()


async def test_a_lock_left_by_a_game_that_ended_is_taken_over(tmp_path):
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                           capture_output=True, text=True, check=True)
    (tmp_path / f"{SAVED_GAME}.lock").write_text(ended.stdout)
    app, speaker = new_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        screen = await start(app, pilot)
        assert (tmp_path / f"{SAVED_GAME}.lock").read_text() == f"{os.getpid()}\n"
        assert screen.seats.keeps_game
    assert not any(line.startswith("Another copy of this program") for line in speaker.spoken())


FILES = {
    "a pipe": None,
    "a link to /dev/zero": None,
    "Infinity": '{"version": 1, "table": {"settings": {}, "seed": Infinity, "journal": []}}',
    "1e400": '{"version": 1, "table": {"settings": {}, "seed": 1e400, "journal": []}}',
    "100,000 levels": "[" * 100_000 + "]" * 100_000,
}


@pytest.mark.parametrize("kind", FILES)
async def test_a_saved_game_that_is_not_what_it_seems_leaves_the_setup_list_whole(
        tmp_path, kind):
    path = tmp_path / SAVED_GAME
    if kind == "a pipe":
        os.mkfifo(path)
    elif kind == "a link to /dev/zero":
        path.symlink_to("/dev/zero")
    else:
        path.write_text(FILES[kind])
    hung: list[bool] = []

    def release() -> None:  # a read that waits for a writer gets one, and the test fails
        hung.append(True)
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            pass
    watchdog = threading.Timer(10, release)
    watchdog.start()
    try:
        app, speaker = new_app(tmp_path)
        async with app.run_test() as pilot:
            await pilot.pause()
            labels = app.screen.query_one(ChoiceList).labels
            assert any(label.startswith("Start the game") for label in labels)
            told = [line for line in speaker.spoken() if line.startswith("The saved game in")]
            assert len(told) == 1 and "cannot be continued: it" in told[0], told
            assert not app.errors
    finally:
        watchdog.cancel()
    assert not hung, "reading the saved game waited"


def saved_royals(tmp_path, change=None, game_id: str = "disloyal-royals"):
    """A game of ``game_id`` left after its start, kept where the setup list of Disloyal
    Royals looks for it (then ``change``d)."""
    from accessible_ll.games import find_game
    from accessible_ll.local_match import LocalMatch
    from accessible_ll.saves import game_save_path
    from accessible_ll.narration.i18n import Texts
    path = game_save_path(tmp_path / "settings.json", "disloyal-royals")
    seats = ["human"] + ["random"] * (find_game(game_id).variants[0].player_counts[0] - 1)
    LocalMatch.new(find_game(game_id), None, seats, Texts.for_language("en"), seed=3,
                   save=path).close()
    if change is not None:
        data = json.loads(path.read_text())
        change(data)
        path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("kind, reason", [
    ("first 7", "its “match.options.first” cannot be used"),
    ("a game of Verräter", "it holds a game of Traitor (Verräter)"),
])
async def test_a_saved_game_that_cannot_be_played_leaves_the_setup_list_able_to_play(
        tmp_path, kind, reason):
    """The program opens on the game chosen last: a save of it that cannot be continued
    is said once, in words, kept as a copy when a new game takes its place, and the list
    answers keys."""
    from tests.tui.helpers import until
    if kind == "first 7":
        path = saved_royals(tmp_path, lambda data: data["match"]["options"].__setitem__(
            "first", 7))
    else:
        path = saved_royals(tmp_path, game_id="verraeter")
    kept = path.read_text()
    app, speaker = new_app(tmp_path, game="disloyal-royals")
    async with app.run_test() as pilot:
        await pilot.pause()
        labels = app.screen.query_one(ChoiceList).labels
        assert not any(label.startswith("Continue the saved game") for label in labels)
        told = [line for line in speaker.spoken() if line.startswith("The saved game in")]
        assert told == [f"The saved game in {path} cannot be continued: {reason}. Starting a "
                        "new game keeps a copy of it."]
        assert not any("Something went wrong" in line for line in speaker.spoken())
        assert path.read_text() == kept
        await pilot.press("enter")  # Start the game: asked first
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("down", "enter")  # Yes
        await until(pilot, lambda: isinstance(app.screen, MatchScreen))
        assert app.screen.seats.game.id == "disloyal-royals"
        assert not app.errors
    assert Path(f"{path}.broken.1").read_text() == kept
    assert json.loads(path.read_text())["match"]["game"] == "disloyal-royals"


async def test_a_game_started_straight_does_not_play_another_games_save_in_its_place(tmp_path):
    from accessible_ll.saves import game_save_path
    from tests.tui.helpers import start_straight, until
    path = saved_royals(tmp_path, game_id="verraeter")
    kept = path.read_text()
    app, speaker = new_app(tmp_path)
    start_straight(app, "disloyal-royals", ["human", "random"], 5,
                   game_save_path(tmp_path / "settings.json", "disloyal-royals"))
    async with app.run_test() as pilot:
        await until(pilot, lambda: isinstance(app.screen, MatchScreen))
        assert app.screen.seats.game.id == "disloyal-royals"
        assert "The saved game of Disloyal Royals cannot be continued: it holds a game of " \
            "Traitor (Verräter). A new game begins." in speaker.spoken()
        assert not app.errors
    assert Path(f"{path}.broken.1").read_text() == kept
