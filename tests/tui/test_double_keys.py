"""Keys faster than the game: a second Enter before the first one is answered is
ignored or answered, never an error."""

from __future__ import annotations

from textual import events

from accessible_ll.tui.dialogs import ConfirmScreen, NameScreen, ReadScreen
from accessible_ll.tui.setup_screen import SetupScreen
from tests.tui.helpers import game_screen, new_app


async def burst(app, pilot, *keys: str) -> None:
    """Keys as a terminal delivers them in one read: all queued before any is handled."""
    for key in keys:
        character = {"enter": "\r", "escape": "\x1b"}.get(key, key if len(key) == 1 else None)
        app._driver.send_message(events.Key(key, character))
    await pilot.pause(0.05)


async def test_enter_twice_through_games(tmp_path):
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        for _ in range(60):
            await burst(app, pilot, "enter", "enter")
            games = [s for s in app.screen_stack if type(s).__name__ == "GameScreen"]
            assert len(games) <= 1 and not app.errors
        assert any(text.startswith("Round 2 begins") for text in speaker.spoken())


async def test_enter_twice_in_a_yes_no_question(tmp_path):
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause(0.2)
        await pilot.press("escape")
        assert isinstance(app.screen, ConfirmScreen)
        await burst(app, pilot, "enter", "enter")
        assert game_screen(app) is app.screen and not app.errors
        await pilot.press("escape")
        await burst(app, pilot, "down", "enter", "enter", "enter")
        assert isinstance(app.screen, SetupScreen) and not app.errors


async def test_escape_and_enter_together_in_help_and_names(tmp_path):
    app, _speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("f1")
        assert isinstance(app.screen, ReadScreen)
        await burst(app, pilot, "enter", "enter", "escape", "escape")
        assert isinstance(app.screen, ConfirmScreen) and not app.errors  # quit? (answered)
        await pilot.press("escape")
        setup = app.screen
        setup.edit_name(0)
        await pilot.pause()
        assert isinstance(app.screen, NameScreen)
        await burst(app, pilot, "A", "enter", "enter", "escape")
        assert isinstance(app.screen, SetupScreen) and not app.errors
