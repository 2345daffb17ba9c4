"""Questions over a game, in every game: Ctrl+C in them says how to quit, and closing one
lands the player where they were, said again (the question beneath, the item the list
was on, or who plays now)."""

from __future__ import annotations


import pytest

from accessible_ll.tui.dialogs import ConfirmScreen, NameScreen, ReadScreen
from accessible_ll.tui.match_screen import MatchScreen
from accessible_ll.tui.widgets import ChoiceList
from tests.tui.helpers import new_app, start_straight, until

CTRL_C = "Ctrl+C does not quit. To quit, press Ctrl+Q."
LEAVE = "Leave this game? It is not over and will be lost."
SEATS = {"love-letter": ["human", "random"], "disloyal-royals": ["human", "random"],
         "verraeter": ["human", "random", "random"]}


def game_app(tmp_path, game_id="love-letter", **settings):
    app, speaker = new_app(tmp_path, **settings)
    start_straight(app, game_id, SEATS[game_id], 4)
    return app, speaker


async def press(pilot, *keys):
    for key in keys:
        await pilot.press(key)
        await pilot.pause(0.1)



def game(app) -> MatchScreen:
    return next(s for s in reversed(app.screen_stack) if isinstance(s, MatchScreen))


def asking(app) -> bool:
    """The person's own question is open, nothing over it."""
    return isinstance(app.screen, MatchScreen) and app.screen.ask_now is not None


@pytest.mark.parametrize("keys, dialog", [(("escape",), ConfirmScreen),
                                          (("ctrl+q",), ConfirmScreen),
                                          (("escape", "ctrl+q"), ConfirmScreen),
                                          (("f1",), ReadScreen)])
async def test_ctrl_c_in_any_question_or_page_says_how_to_quit(tmp_path, keys, dialog):
    app, speaker = game_app(tmp_path)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asking(app))
        await press(pilot, *keys)
        assert isinstance(app.screen, dialog)
        await press(pilot, "ctrl+c")
        assert speaker.spoken()[-1] == CTRL_C
        assert isinstance(app.screen, dialog) and app.return_code is None


async def test_ctrl_c_while_typing_a_name_says_how_to_quit(tmp_path):
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        app.push_screen(NameScreen("Name of player 1", ""))
        await press(pilot, "ctrl+c")
        assert speaker.spoken()[-1] == CTRL_C
        assert isinstance(app.screen, NameScreen)


async def test_the_quit_question_closed_says_the_leave_question_beneath_again(tmp_path):
    """Escape (leave?), Yes highlighted, Ctrl+Q (quit?), Escape: back on the leave
    question, on Yes, and it is said so."""
    app, speaker = game_app(tmp_path)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asking(app))
        await press(pilot, "escape", "down", "ctrl+q")
        leave = app.screen_stack[-2]
        assert isinstance(app.screen, ConfirmScreen) and isinstance(leave, ConfirmScreen)
        await press(pilot, "escape")
        assert app.screen is leave
        assert speaker.spoken()[-1] == f"{LEAVE} Yes. 2 of 2."


async def test_the_help_page_is_said_again_when_the_quit_question_over_it_closes(tmp_path):
    app, speaker = game_app(tmp_path)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asking(app))
        await press(pilot, "f1", "down", "ctrl+q", "escape")
        assert isinstance(app.screen, ReadScreen)
        lines = app.screen.query_one(ChoiceList).labels
        assert speaker.spoken()[-1].startswith("Help. ")
        assert speaker.spoken()[-1].endswith(f"2 of {len(lines)}.")


async def test_ctrl_q_twice_asks_once(tmp_path):
    app, speaker = game_app(tmp_path)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asking(app))
        await press(pilot, "ctrl+q", "ctrl+q")
        assert speaker.spoken()[-1] == f"{LEAVE} No. 1 of 2."
        await press(pilot, "escape")
        assert isinstance(app.screen, MatchScreen)


@pytest.mark.parametrize("language, said", [("en", "Player 2 is playing."),
                                            ("de", "Spieler 2 ist am Zug."),
                                            ("ja", "プレイヤー2の手番です。")])
async def test_the_quit_question_closed_in_a_bots_turn_says_the_bot_plays(
        tmp_path, language, said):
    """Disloyal Royals: the person ends their turn; in the bot's, Ctrl+Q, Escape: who
    plays is said, and the bot then plays on."""
    app, speaker = game_app(tmp_path, "disloyal-royals", language=language)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asking(app))
        app.settings.bot_pace = 60  # the bot waits while the test looks
        await press(pilot, "end", "enter")
        if isinstance(app.screen, ConfirmScreen):  # end the turn with actions left? yes
            await press(pilot, "down", "enter")
        await until(pilot, lambda: game(app).seats.deciders == (1,))
        assert not app.screen.query_one(ChoiceList).labels
        await press(pilot, "ctrl+q", "escape")
        assert isinstance(app.screen, MatchScreen)
        assert speaker.spoken()[-1] == said
        app.settings.bot_pace = 0.01
        await until(pilot, lambda: game(app).seats.deciders == (0,) and asking(app))


@pytest.mark.parametrize("game_id", sorted(SEATS))
@pytest.mark.parametrize("keys", [("escape", "enter"), ("escape", "escape"),
                                  ("ctrl+q", "escape")])
async def test_no_to_leaving_lands_on_the_item_the_list_was_on(tmp_path, game_id, keys):
    """On the last item of the first question, leaving answered no (Enter on No, or
    Escape) or quitting answered no: the list is still on that item, and says it."""
    app, speaker = game_app(tmp_path, game_id)
    async with app.run_test() as pilot:
        await until(pilot, lambda: asking(app))
        choices = app.screen.query_one(ChoiceList)
        question, last = choices.title, len(choices.labels) - 1
        await press(pilot, "end", *keys)
        assert asking(app) and choices.highlighted == last
        assert speaker.spoken()[-1].startswith(question)
        assert speaker.spoken()[-1].endswith(f"{last + 1} of {last + 1}.")
