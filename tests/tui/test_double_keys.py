"""Keys faster than the game: a second Enter before the first one is answered is
ignored or answered, never an error."""

from __future__ import annotations

from textual import events

from accessible_ll.tui.dialogs import ConfirmScreen, NameScreen, ReadScreen
from accessible_ll.tui.setup_screen import SetupScreen
from accessible_ll.tui.textual_seams import from_the_terminal
from tests.tui.helpers import game_screen, new_app


async def burst(app, pilot, *keys: str) -> None:
    """Keys as a terminal delivers them in one read: all queued before any is handled."""
    for key in keys:
        character = {"enter": "\r", "escape": "\x1b"}.get(key, key if len(key) == 1 else None)
        from_the_terminal(app, events.Key(key, character))
    await pilot.pause(0.05)


async def test_enter_twice_through_games(tmp_path):
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        for _ in range(60):
            await burst(app, pilot, "enter", "enter")
            games = [s for s in app.screen_stack if type(s).__name__ == "MatchScreen"]
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


async def until(pilot, condition, seconds: float = 5) -> None:
    for _ in range(int(seconds / 0.05)):
        if condition():
            return
        await pilot.pause(0.05)
    raise AssertionError("never came")


async def test_enter_and_escape_together_in_the_help(tmp_path):
    app, _speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("f1")
        assert isinstance(app.screen, ReadScreen)
        await burst(app, pilot, "enter", "enter", "escape", "escape")
        await pilot.pause(0.3)
        # the second Escape is ignored, or answered on the setup list (quit?)
        assert isinstance(app.screen, (SetupScreen, ConfirmScreen)) and not app.errors


async def test_enter_twice_on_a_typed_name(tmp_path):
    app, _speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        app.screen.edit_name(0)
        await until(pilot, lambda: isinstance(app.screen, NameScreen))
        await burst(app, pilot, "A", "enter", "enter")
        await pilot.pause(0.3)
        assert app.settings.names[0] == "A" and not app.errors


async def test_a_question_answered_twice_closes_once(tmp_path):
    """Two answers queued before the first is handled (as two quick keys make them):
    the second finds the question gone and changes nothing."""
    from textual.widgets import Input

    from accessible_ll.tui.widgets import ChoiceList
    app, _speaker = new_app(tmp_path)
    answers = []
    async with app.run_test() as pilot:
        await pilot.pause()
        setup = app.screen
        for make, answer_twice in (
            (lambda: ConfirmScreen("Quit?"), lambda screen: [
                screen.on_choice_list_chosen(message) for message in
                [ChoiceList.Chosen(screen.query_one(ChoiceList), 1)] * 2]),
            (lambda: ConfirmScreen("Quit?"), lambda screen: [
                screen.action_answer(False) for _ in range(2)]),
            (lambda: NameScreen("Name?", ""), lambda screen: [
                screen.on_input_submitted(Input.Submitted(screen.query_one(Input), "A"))
                for _ in range(2)]),
        ):
            screen = make()
            app.push_screen(screen, answers.append)
            await until(pilot, lambda: app.screen is screen and screen.is_mounted)
            await pilot.pause()
            answer_twice(screen)
            await pilot.pause()
            assert app.screen is setup and not app.errors
    assert answers == [True, False, "A"]
