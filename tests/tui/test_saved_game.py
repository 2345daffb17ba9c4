"""A game at this computer left unfinished (the end of a lesson) is continued from the
setup list exactly where it stopped; a finished game leaves nothing behind."""

from __future__ import annotations

import json

SAVED_GAME = "saved-love-letter.table"  # every game's save: saved-GAME.table
from accessible_ll.tui.dialogs import ConfirmScreen
from accessible_ll.tui.match_screen import MatchScreen
from accessible_ll.tui.setup_screen import SetupScreen
from accessible_ll.tui.widgets import ChoiceList
from tests.tui.helpers import (game_asks, game_screen, journal, new_app, play_to_the_end,
                                round_over, to_act, until, view)
from tests.tui.test_keys import start


async def leave(app, pilot) -> None:
    await pilot.press("escape")
    await pilot.pause()
    while not isinstance(app.screen, ConfirmScreen):  # back out of a half-made choice
        await pilot.press("escape")
        await pilot.pause()
    await pilot.press("down", "enter")  # Yes
    await pilot.pause()


async def test_a_game_left_is_continued_next_time_where_it_stopped(tmp_path):
    app, speaker = new_app(tmp_path, seed=4, players=3, seats=["human", "heuristic", "random"])
    async with app.run_test() as pilot:
        screen = await start(app, pilot)
        for _ in range(3):  # the person plays three times
            await pilot.press("enter")
            await pilot.pause(0.05)
            while isinstance(app.screen, ConfirmScreen) or to_act(screen) != 0:
                await pilot.press("enter" if isinstance(app.screen, ConfirmScreen) else "f4")
                await pilot.pause(0.05)
                if screen.seats.over or round_over(screen):
                    break
        kept = journal(screen)
        hand = view(screen, 0).hand
        await leave(app, pilot)
        assert isinstance(app.screen, SetupScreen)
    assert (tmp_path / SAVED_GAME).exists()

    app, speaker = new_app(tmp_path, seed=99)  # next lesson: other settings, other seed
    async with app.run_test() as pilot:
        await pilot.pause()
        choices = app.screen.query_one(ChoiceList)
        assert choices.current_label.startswith("Continue the saved game: Love Letter, 2019 edition, round ")
        assert speaker.spoken()[-1].startswith("Setup. A saved game waits"), "heard first"
        assert "Enter chooses. Continue the saved game" in speaker.spoken()[-1]
        await pilot.press("enter")
        screen = await game_asks(app, pilot)
        assert isinstance(app.screen, MatchScreen)
        assert journal(screen) == kept and screen.seats.players == 3
        assert view(screen, 0).hand == hand
        said = speaker.spoken()
        continues = next(i for i, line in enumerate(said)
                         if line.startswith("The saved game continues in round"))
        assert said[continues + 1].startswith("Tokens") and said[continues + 2] == \
            "This round so far:", said[continues:continues + 3]
        await play_to_the_end(app, pilot)
    assert not (tmp_path / SAVED_GAME).exists(), "a finished game is not offered again"


async def test_a_damaged_saved_game_is_told_why_and_kept_as_a_copy_when_a_new_game_replaces_it(
        tmp_path):
    damaged = '{"version": 1, "table": {"journal": 7}}'
    (tmp_path / SAVED_GAME).write_text(damaged)
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        labels = app.screen.query_one(ChoiceList).labels
        assert not any(label.startswith("Continue the saved game") for label in labels)
        told = [line for line in speaker.spoken() if line.startswith("The saved game in ")]
        assert len(told) == 1 and "cannot be continued: it does not hold a saved game." in told[0]
        await pilot.press("enter")  # start a new game: asked first
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("down", "enter")  # Yes
        await game_asks(app, pilot)
        assert isinstance(app.screen, MatchScreen)
        assert any(line.startswith("The saved game as it was is kept in ") and
                   line.endswith(f"{SAVED_GAME}.broken.1.") for line in speaker.spoken())
    assert '"journal": [' in (tmp_path / SAVED_GAME).read_text()
    assert (tmp_path / f"{SAVED_GAME}.broken.1").read_text() == damaged


async def test_a_save_from_a_newer_version_is_asked_about_and_kept_as_a_copy(tmp_path):
    newer = '{"version": 2, "table": {"whatever": "comes next"}}'
    (tmp_path / SAVED_GAME).write_text(newer)
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert any("a newer version of this program saved it" in line
                   for line in speaker.spoken())
        await pilot.press("enter")  # Start the game
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen), "not replaced without the question"
        await pilot.press("enter")  # No
        await pilot.pause()
        assert (tmp_path / SAVED_GAME).read_text() == newer
        await pilot.press("enter", "down", "enter")  # Start the game; Yes
        await game_asks(app, pilot)
        assert isinstance(app.screen, MatchScreen)
    assert (tmp_path / f"{SAVED_GAME}.broken.1").read_text() == newer
    assert '"version": 1' in (tmp_path / SAVED_GAME).read_text()


async def test_back_from_a_game_enter_continues_and_a_new_game_asks_before_replacing_it(
        tmp_path):
    app, speaker = new_app(tmp_path, seed=4)
    async with app.run_test() as pilot:
        screen = await start(app, pilot)
        begun = len(journal(screen))
        while len(journal(screen)) == begun:  # the person plays once
            await pilot.press("enter")
            await pilot.pause(0.05)
        await leave(app, pilot)
        saved = (tmp_path / SAVED_GAME).read_text()
        choices = app.screen.query_one(ChoiceList)
        assert choices.current_label.startswith("Continue the saved game"), "one Enter goes back"
        await pilot.press("up", "enter")  # Start the game
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert speaker.spoken()[-1].startswith("Start a new game? The saved game will be "
                                               "replaced. No.")
        await pilot.press("enter")  # No
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert (tmp_path / SAVED_GAME).read_text() == saved
        await pilot.press("enter", "down", "enter")  # Start the game; Yes
        await game_asks(app, pilot)
        assert isinstance(app.screen, MatchScreen)
        assert (tmp_path / SAVED_GAME).read_text() != saved


async def test_each_settings_file_keeps_its_own_saved_game(tmp_path):
    from accessible_ll.settings import Settings
    from accessible_ll.speech import RecordingSpeaker
    from accessible_ll.tui.app import make_app
    first = make_app(Settings(language="en", bot_pace=0.01).fitted(), RecordingSpeaker(),
                     seed=2, settings_file=tmp_path / "class-a.json")
    async with first.run_test() as pilot:
        await start(first, pilot)
        await leave(first, pilot)
    assert (tmp_path / f"class-a.{SAVED_GAME}").exists()
    second = make_app(Settings(language="en").fitted(), RecordingSpeaker(),
                      settings_file=tmp_path / "class-b.json")
    async with second.run_test() as pilot:
        await pilot.pause()
        labels = second.screen.query_one(ChoiceList).labels
        assert not any(label.startswith("Continue the saved game") for label in labels)


def started_at_once(tmp_path, seed: int):
    """The app as ``--start`` opens it, with its recording speaker."""
    from accessible_ll.settings import Settings
    from accessible_ll.speech import RecordingSpeaker
    from accessible_ll.tui.app import make_app
    speaker = RecordingSpeaker()
    return make_app(Settings(language="en", bot_pace=0.01).fitted(), speaker, seed=seed,
                    settings_file=tmp_path / "settings.json", start_game=True), speaker


async def test_a_game_started_at_once_keeps_a_saved_game_it_cannot_continue_as_a_copy(tmp_path):
    newer = '{"version": 2, "table": {}}'
    (tmp_path / SAVED_GAME).write_text(newer)
    app, speaker = started_at_once(tmp_path, 2)
    async with app.run_test() as pilot:
        await game_asks(app, pilot)
        assert isinstance(app.screen, MatchScreen)
        assert f"The saved game as it was is kept in {tmp_path / SAVED_GAME}.broken.1." in \
            speaker.spoken()
    assert (tmp_path / f"{SAVED_GAME}.broken.1").read_text() == newer
    assert '"version": 1' in (tmp_path / SAVED_GAME).read_text()


async def test_a_game_saved_before_the_game_seam_is_offered_and_continued(tmp_path):
    from tests.golden import load
    old = load("continued")["offered"]  # a game as Love Letter's own table saved it
    (tmp_path / SAVED_GAME).write_text(json.dumps(old["save"]))
    app, speaker = new_app(tmp_path, seed=99, bot_pace=0)  # the bots wait for a key
    async with app.run_test() as pilot:
        await pilot.pause()
        choices = app.screen.query_one(ChoiceList)
        assert choices.current_label.startswith(
            f"Continue the saved game: Love Letter, 2019 edition, round {old['rounds']}")
        await pilot.press("enter")
        screen = await game_asks(app, pilot)
        assert isinstance(app.screen, MatchScreen) and screen.seats.players == 3
        assert list(view(screen, 0).hand) == old["hand"]
        assert journal(screen) == old["journal"]
        assert any(line.startswith(f"The saved game continues in round {old['rounds']}.")
                   for line in speaker.spoken())


async def test_a_game_started_at_once_asks_before_it_replaces_a_saved_game(tmp_path):
    """--start over a game that can be continued: the player is asked first, as Start on
    the setup list asks; No keeps the saved game and leaves them on the setup list."""
    from accessible_ll.tui.dialogs import ConfirmScreen
    first, _ = started_at_once(tmp_path, 3)
    async with first.run_test() as pilot:
        await game_asks(first, pilot)
        assert isinstance(first.screen, MatchScreen)  # nothing saved: straight in
    saved = (tmp_path / SAVED_GAME).read_text()
    app, _ = started_at_once(tmp_path, 2)
    async with app.run_test() as pilot:
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), what="asked first")
        await pilot.press("enter")  # No, the first item
        await until(pilot, lambda: isinstance(app.screen, SetupScreen), what="the setup list")
        assert game_screen(app) is None
    assert (tmp_path / SAVED_GAME).read_text() == saved
