"""Keys faster than the screens: a storm of random keys (seeded) in each game, and the
races it found, each played out exactly: a question answered while the screen it
covered closes or another comes in front. Nothing fails, nothing is said by a screen
that has closed or is covered, the program never ends without saying so, and the game
answers keys afterwards."""

from __future__ import annotations

import random

import pytest
from textual import events

from accessible_ll.saves import game_save_path
from accessible_ll.tui import dialogs, match_screen, setup_screen
from accessible_ll.tui.app import GameApp
from accessible_ll.tui.dialogs import ConfirmScreen, ReadScreen
from accessible_ll.tui.match_screen import MatchScreen
from accessible_ll.tui.textual_seams import from_the_terminal, messages_waiting
from tests.tui.helpers import new_app, start_straight, until

SEATS = {"disloyal-royals": ["human", "random"], "verraeter": ["human", "random", "random"],
         "love-letter": ["human", "random", "random"]}
#: The keys of the storm, as often as a player at a loss might press them.
KEYS = (["enter"] * 6 + ["escape"] * 6 + ["space"] * 2 + list("abcdefghijklmnopqrstuvwxyz")
        + [f"f{number}" for number in range(1, 13)] + ["ctrl+q"] * 2 + ["r"] * 2)
CHARACTERS = {"enter": "\r", "escape": "\x1b", "space": " "}


def started(tmp_path, game_id: str, seed: int):
    """The app as ``--game GAME_ID`` starts it (the person first), its speaker, and a
    list that gathers every line a screen said while it was not the one in front."""
    app, speaker = new_app(tmp_path, bot_pace=0.01)
    start_straight(app, game_id, SEATS[game_id], seed,
                   game_save_path(tmp_path / "settings.json", game_id))
    return app, speaker


@pytest.fixture
def behind(monkeypatch):
    """Lines said for a list whose screen is not the one in front (closed, or covered
    by another): each (screen, line)."""
    said: list[tuple[str, str]] = []
    speaking: list = []  # the screen whose list is being said
    real_item, real_say = dialogs.speak_item, GameApp.say

    def item(screen, choices, index, **options):
        speaking.append(screen)
        try:
            real_item(screen, choices, index, **options)
        finally:
            speaking.pop()

    def say(app, text, **options):
        if speaking and speaking[-1] is not app.screen:
            said.append((type(speaking[-1]).__name__, text))
        real_say(app, text, **options)
    for module in (dialogs, match_screen, setup_screen):
        monkeypatch.setattr(module, "speak_item", item)
    monkeypatch.setattr(GameApp, "say", say)
    return said


def press(app, *keys: str) -> None:
    """Keys as a terminal delivers them in one read: all queued before any is handled."""
    for key in keys:
        from_the_terminal(app, events.Key(key, CHARACTERS.get(key, key if len(key) == 1
                                                               else None)))


async def settled(app, pilot) -> None:
    """Until every key sent has been handled."""
    await until(pilot, lambda: not messages_waiting(app)
                and not any(messages_waiting(screen) for screen in app.screen_stack))
    await pilot.pause(0.05)


async def test_a_quit_question_answered_as_the_page_under_it_closes(tmp_path, behind):
    """No to Ctrl+Q's question over the help, and the help closed before that answer
    is heard: the game says where the player is, once; the closed help says nothing."""
    app, speaker = started(tmp_path, "disloyal-royals", 3)
    async with app.run_test() as pilot:
        await until(pilot, lambda: isinstance(app.screen, MatchScreen)
                    and app.screen.ask_now is not None)
        await pilot.press("f1")
        await until(pilot, lambda: isinstance(app.screen, ReadScreen))
        await pilot.press("ctrl+q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        app.screen.action_answer(False)  # No; its answer is heard on the app's next turn
        app.screen.action_close()  # the help under it closes first
        await settled(app, pilot)
        assert isinstance(app.screen, MatchScreen) and not app.errors
    assert behind == []


async def test_a_quit_question_answered_as_another_question_comes(tmp_path, behind):
    """No to Ctrl+Q's question over the leaving question, which is answered too, and
    Escape asks to leave again, all before the first answer is heard: only the new
    question speaks."""
    app, speaker = started(tmp_path, "disloyal-royals", 3)
    async with app.run_test() as pilot:
        await until(pilot, lambda: isinstance(app.screen, MatchScreen)
                    and app.screen.ask_now is not None)
        game = app.screen
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("ctrl+q")
        await until(pilot, lambda: len(app.screen_stack) == 4)
        app.screen.action_answer(False)  # Ctrl+Q's question: No
        app.screen.action_answer(False)  # the leaving question under it: No
        game.action_back()  # Escape: leave? asked again
        await settled(app, pilot)
        assert isinstance(app.screen, ConfirmScreen) and not app.errors
        question = "Leave this game? It is saved"
        assert speaker.spoken()[-1].startswith(question)
    assert behind == []


def storm_keys(seed: int, count: int):
    """``count`` keys in bursts (up to 6 at once), from ``seed``."""
    rng = random.Random(seed)
    while count > 0:
        burst = [rng.choice(KEYS) for _ in range(min(count, rng.randint(1, 6)))]
        count -= len(burst)
        yield burst, rng.choice([0, 0, 0.01, 0.05])


@pytest.mark.parametrize("game_id, seed", [("disloyal-royals", 112), ("verraeter", 5),
                                           ("love-letter", 8)])
async def test_a_storm_of_keys(tmp_path, behind, game_id, seed):
    app, speaker = started(tmp_path, game_id, seed)
    async with app.run_test() as pilot:
        await until(pilot, lambda: isinstance(app.screen, MatchScreen))
        for burst, pause in storm_keys(seed, 700):
            if not app.is_running:
                break
            press(app, *burst)
            await pilot.pause(pause)
        if app.is_running:
            await settled(app, pilot)
            while not isinstance(app.screen, MatchScreen):  # each question: No; a page: back
                await pilot.press("escape")
            await pilot.press("r")
            await pilot.pause(0.05)
            assert "does nothing here" not in speaker.spoken()[-1], "the game answers keys"
        else:  # a finished game left: never without a word
            assert speaker.spoken()[-1].endswith(" closes."), speaker.spoken()[-3:]
    assert not app.errors and not (tmp_path / "errors.log").exists()
    assert behind == []


async def test_keys_read_after_the_program_says_it_closes_open_nothing(tmp_path, behind):
    """Escape on a finished game started from the command line, then F1 and Enter in
    the same read: the program closes, saying so, and nothing opens as it ends."""
    from tests.tui.helpers import play_to_the_end
    app, speaker = started(tmp_path, "love-letter", 3)
    async with app.run_test() as pilot:
        await play_to_the_end(app, pilot)
        press(app, "escape", "f1", "enter", "f1")
        await pilot.pause(0.3)
    assert speaker.spoken()[-1] == "Love Letter closes."
    assert not app.errors and not (tmp_path / "errors.log").exists()


async def test_leaving_a_finished_game_started_from_the_command_line_says_which_closes(
        tmp_path):
    from tests.tui.helpers import play_to_the_end
    app, speaker = started(tmp_path, "disloyal-royals", 3)
    async with app.run_test() as pilot:
        await play_to_the_end(app, pilot)
        await pilot.press("escape")
        await pilot.pause(0.1)
        assert not app.is_running
    assert speaker.spoken()[-1] == "Disloyal Royals closes."
