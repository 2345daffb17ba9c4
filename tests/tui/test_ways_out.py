"""Every way out of a game asks first; Ctrl+C says how to quit."""

from __future__ import annotations

from accessible_ll.settings import Settings
from accessible_ll.speech import RecordingSpeaker
from accessible_ll.tui.app import make_app
from accessible_ll.tui.dialogs import ConfirmScreen
from accessible_ll.tui.match_screen import MatchScreen

QUESTION = ("Quit Love Letter? The game is saved: next time, Continue the saved game on the "
            "setup list takes you back to it.")


def game_app(tmp_path):
    speaker = RecordingSpeaker()
    settings = Settings(language="en", bot_pace=0, seats=["human", "human"]).fitted()
    app = make_app(settings, speaker, seed=3, settings_file=tmp_path / "settings.json",
                   start_game=True)
    return app, speaker


async def test_ctrl_q_during_a_game_asks_and_no_keeps_playing(tmp_path):
    app, speaker = game_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert any(line.startswith(QUESTION) for line in speaker.spoken())
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MatchScreen) and app.return_code is None
        await pilot.press("ctrl+q", "down", "enter")
        await pilot.pause()
        assert app.return_code == 0


async def test_ctrl_q_outside_a_game_quits_at_once(tmp_path):
    app, _speaker = make_app(Settings(language="en"), RecordingSpeaker()), None
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert app.return_code == 0


async def test_ctrl_c_says_how_to_quit(tmp_path):
    app, speaker = game_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert speaker.spoken()[-1] == "Ctrl+C does not quit. To quit, press Ctrl+Q."
        assert isinstance(app.screen, MatchScreen)


async def test_escape_on_the_setup_list_asks_before_the_program_ends():
    speaker = RecordingSpeaker()
    app = make_app(Settings(language="en"), speaker)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen) and app.return_code is None
        assert speaker.spoken()[-1].startswith("Quit Love Letter?")
        await pilot.press("escape")  # no: back to the setup list, which is said again
        await pilot.pause()
        assert app.return_code is None and not isinstance(app.screen, ConfirmScreen)
        await pilot.press("escape", "down", "enter")
        await pilot.pause()
        assert app.return_code == 0


async def test_start_starts_the_game_of_the_setup_list_whichever_it_is(tmp_path):
    """--start starts the game the setup list is on, any game: leaving it goes back to
    that list."""
    from accessible_ll.tui.setup_screen import SetupScreen
    settings = Settings(language="en", game="disloyal-royals", bot_pace=0).fitted()
    app = make_app(settings, RecordingSpeaker(), seed=3,
                   settings_file=tmp_path / "settings.json", start_game=True)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MatchScreen)
        assert app.screen.seats.title == "Disloyal Royals"
        assert isinstance(app.screen_stack[-2], SetupScreen)
    assert (tmp_path / "saved-disloyal-royals.table").exists()
