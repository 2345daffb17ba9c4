"""No key sequence ends the program without asking; an error is told, logged, survived."""

from __future__ import annotations

from accessible_ll.tui.dialogs import ConfirmScreen
from accessible_ll.tui.setup_screen import SetupScreen
from tests.tui.helpers import game_asks, game_screen, new_app, play_to_the_end, state, to_act


async def _until_a_bot_waits(app, pilot, screen):
    """Enter until the person has played once and a bot's move waits for a key."""
    played = False
    for _ in range(40):
        seats = screen.seats
        if played and to_act(screen) is not None and to_act(screen) not in seats.people:
            return
        if to_act(screen) == 0 and screen.listener == 0:
            played = True
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
    raise AssertionError("no bot turn came")


async def test_escape_during_a_bots_turn_asks_before_leaving(tmp_path):
    app, speaker = new_app(tmp_path, seed=3, bot_pace=0)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = game_screen(app)
        await _until_a_bot_waits(app, pilot, screen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert speaker.spoken()[-1].startswith("Leave this game?")
        await pilot.press("escape")  # no: back to the game, the bot's move still waiting
        await pilot.pause()
        assert app.screen is screen and app.is_running and not app.errors


async def test_escape_after_game_over_and_a_new_game_asks(tmp_path):
    app, speaker = new_app(tmp_path, seed=5, target=1, bot_pace=0)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        screen = await play_to_the_end(app, pilot)
        await pilot.press("enter")  # Play again
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen), speaker.spoken()[-3:]
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and app.is_running and not app.errors


async def test_an_error_is_spoken_logged_and_the_game_goes_on(tmp_path, expect_errors):
    app, speaker = new_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        screen = await game_asks(app, pilot)

        review = screen.action_review

        def broken(review_id):
            if review_id == "hand":
                raise RuntimeError("a fault for the test")
            review(review_id)
        screen.action_review = broken
        await pilot.press("h")
        await pilot.pause()
        log = tmp_path / "errors.log"
        assert app.is_running and app.screen is screen
        assert any(f"The details were written to {log}" in line for line in speaker.spoken())
        assert "a fault for the test" in log.read_text(encoding="utf-8")
        await pilot.press("s")  # the other keys still answer
        await pilot.pause()
        assert speaker.spoken()[-1].startswith("Tokens")


async def test_leaving_a_started_game_says_where_you_are(tmp_path):
    app, speaker = new_app(tmp_path, seed=3)
    app.start_game = True
    async with app.run_test() as pilot:
        await game_asks(app, pilot)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("down", "enter")  # Yes, leave
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        rows = len(app.screen.query_one("ChoiceList").labels)
        assert speaker.spoken()[-1].endswith(f"of {rows}.")


async def _my_turn_holding(app, pilot, hand, **rigged):
    await pilot.pause()
    await pilot.press("enter")
    screen = game_screen(app)
    for _ in range(50):
        if to_act(screen) == 0 and screen.listener == 0:
            break
        await pilot.pause(0.05)
    state(screen).hands[0][:] = hand
    state(screen).protected[1] = False
    for name, value in rigged.items():
        setattr(state(screen), name, value)
    state(screen)._memo = None  # the legal moves of the hand just given
    screen.show_decision()
    await pilot.pause()
    return screen


async def test_a_prince_on_yourself_holding_the_princess_asks_first(tmp_path):
    app, speaker = new_app(tmp_path, seed=3, players=2)
    async with app.run_test() as pilot:
        screen = await _my_turn_holding(app, pilot, ["prince", "princess"])
        await pilot.press("enter")  # the Prince
        await pilot.pause()
        heard = speaker.spoken()[-1]
        assert heard.startswith("Choose a player for the Prince.") and "you" not in heard
        for _ in range(2):  # to yourself, and Enter
            await pilot.press("down")
            if "Player 1" in speaker.spoken()[-1]:
                break
        assert "puts you out of the round" in speaker.spoken()[-1], speaker.spoken()[-6:]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "discard the Princess" in speaker.spoken()[-1]
        await pilot.press("enter")  # No (the first answer)
        await pilot.pause()
        assert app.screen is screen and state(screen).alive[0]
        assert "princess" in state(screen).hands[0]


async def test_a_list_with_nothing_safe_starts_on_what_is_possible_not_on_a_refusal(tmp_path):
    app, speaker = new_app(tmp_path, seed=3, players=2)
    async with app.run_test() as pilot:
        await _my_turn_holding(app, pilot, ["prince", "princess"],
                               protected=[False, True])
        await pilot.press("enter")  # the Prince: the other player is protected
        await pilot.pause()
        heard = speaker.spoken()[-1]
        assert "not possible" not in heard and "puts you out of the round" in heard, heard
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen), "it still asks first"


async def test_standings_are_told_after_each_round_before_the_menu(tmp_path):
    app, speaker = new_app(tmp_path, seed=5, target=2, players=2)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await play_to_the_end(app, pilot)
        said = speaker.spoken()
        menus = [i for i, line in enumerate(said)
                 if line.startswith(("The round is over", "The game is over"))]
        assert menus
        for i in menus:
            assert said[i - 1].startswith("Standings after round "), said[i - 2:i + 1]
            assert "Player 1, you: " in said[i - 1] and "2 to win" in said[i - 1]
        await pilot.press("r")
        assert speaker.spoken()[-1].startswith("The game is over"), "r repeats the question"
        await pilot.press("s")
        await pilot.press("r")
        assert speaker.spoken()[-1].startswith("The game is over"), "the question, not s again"


async def test_the_standings_do_not_repeat_the_showdown_just_said(tmp_path):
    app, speaker = new_app(tmp_path, seed=2, target=2, players=4)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await play_to_the_end(app, pilot)
        said = speaker.spoken()
    assert any(line.startswith("The deck is empty. Everyone reveals: ") for line in said)
    standings = [line for line in said if line.startswith("Standings after round ")]
    assert standings and not any("showdown" in line for line in standings), standings


def test_blind_variant_history_reaches_back_to_your_previous_turn():
    """In every buffer: a review's answer and a question from before go too."""
    from accessible_ll.tui.app import GAME, QUESTION, SYSTEM, History
    history = History(owner=0)
    for number, (seat, line) in enumerate([(0, "Your turn."), (1, "Ben's turn."),
                                           (0, "Your turn."), (1, "Ben's turn."),
                                           (0, "Your turn.")]):
        history.turn_started(seat)
        history.add(line, GAME)
        history.add(f"after {line}", GAME)
        history.add(f"Discard piles {number}.", SYSTEM)
        history.add(f"Choose a card {number}.", QUESTION)
    history.add("Tokens: 0.", SYSTEM)
    assert history.lines[GAME] == ["Your turn.", "after Your turn.", "Ben's turn.",
                                   "after Ben's turn.", "Your turn.", "after Your turn."]
    assert history.lines[SYSTEM] == ["Discard piles 2.", "Discard piles 3.",
                                     "Discard piles 4.", "Tokens: 0."]
    assert history.lines["all"][:3] == ["Your turn.", "after Your turn.", "Discard piles 2."]
