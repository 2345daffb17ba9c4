"""Choice lists that say enough: what a value means, what cannot work, and why."""

from __future__ import annotations

from accessible_ll.tui.dialogs import ConfirmScreen
from accessible_ll.tui.widgets import ChoiceList
from tests.tui.helpers import game_screen, new_app, state
from tests.tui.test_safety import _my_turn_holding


async def _to_guess_list(pilot, speaker=None):
    await pilot.press("enter")  # the Guard; the only other player is chosen without a key
    await pilot.pause()
    if speaker is not None and speaker.spoken()[-1].startswith("Choose a player for "):
        await pilot.press("enter")  # the first player offered
        await pilot.pause()


async def test_premium_values_name_their_cards(tmp_path):
    app, speaker = new_app(tmp_path, seed=3, players=2, edition="premium")
    async with app.run_test() as pilot:
        await _my_turn_holding(app, pilot, ["guard", "priest"])
        await _to_guess_list(pilot, speaker)
        await pilot.press("end")
        assert speaker.spoken()[-1].startswith("9: Bishop. ")
        await pilot.press("up")
        assert speaker.spoken()[-1].startswith("8: Princess. ")


async def test_a_card_all_in_sight_says_it_cannot_hit_and_asks_before_it_is_named(tmp_path):
    app, speaker = new_app(tmp_path, seed=3, players=2)
    async with app.run_test() as pilot:
        screen = await _my_turn_holding(app, pilot, ["guard", "priest"])
        state(screen).discards[1].append("princess")
        state(screen)._memo = None
        await _to_guess_list(pilot)
        await pilot.press("end")
        assert speaker.spoken()[-1].startswith("Princess, 9: all in sight, so it cannot hit.")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "Every copy of this card is already in sight" in speaker.spoken()[-1]
        await pilot.press("enter")  # No (the first answer)
        await pilot.pause()
        assert app.screen is screen and state(screen).hands[0] == ["guard", "priest"]


async def test_two_guards_with_every_card_in_sight_name_one_anyway(tmp_path):
    """Nothing to name can hit: the list still offers every card, and one is named."""
    app, speaker = new_app(tmp_path, seed=3, players=2)
    async with app.run_test() as pilot:
        screen = await _my_turn_holding(app, pilot, ["guard", "guard"])
        table = state(screen)
        rest = list(table.edition.deck_for(2))
        rest.remove("guard"), rest.remove("guard")
        table.face_up, table.discards[1][:] = (), [c for c in rest if c != "guard"]
        table._memo = None
        await _to_guess_list(pilot)
        assert "Spy, 0: all in sight, so it cannot hit." in speaker.spoken()[-1]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("down", "enter")  # Yes
        await pilot.pause()
        assert table.discards[0][:1] == ["guard"]
        assert "You play the Guard, choose Player 2 and name the Spy." in speaker.spoken()


async def test_a_card_with_nobody_to_choose_says_so_when_highlighted(tmp_path):
    app, speaker = new_app(tmp_path, seed=3, players=2)
    async with app.run_test() as pilot:
        screen = await _my_turn_holding(app, pilot, ["handmaid", "baron"])
        state(screen).protected[1] = True
        state(screen)._memo = None
        screen.show_decision()
        await pilot.pause()
        await pilot.press("end")
        assert "Baron, 3: nobody can be chosen, so it has no effect" in speaker.spoken()[-1]


async def test_a_guards_only_player_is_said_and_escape_goes_back_to_the_cards(tmp_path):
    app, speaker = new_app(tmp_path, seed=3, players=2)
    async with app.run_test() as pilot:
        screen = await _my_turn_holding(app, pilot, ["guard", "priest"])
        await pilot.press("enter")  # the Guard: Player 2 is the only player to choose
        await pilot.pause()
        assert speaker.spoken()[-1].startswith("You can only choose Player 2. Name a card.")
        await pilot.press("escape")  # back past the player chosen without a key
        await pilot.pause()
        assert speaker.spoken()[-1].startswith("Choose a card to play.")
        assert screen.chosen == {} and state(screen).hands[0] == [
            "guard", "priest"]


async def test_escape_lands_on_the_player_and_the_card_chosen_before(tmp_path):
    """Going back a step lands on the item chosen there, not on the first one offered."""
    app, speaker = new_app(tmp_path, seed=3, players=3, seats=["human", "random", "random"])
    async with app.run_test() as pilot:
        screen = await _my_turn_holding(app, pilot, ["priest", "guard"])
        choices = screen.query_one(ChoiceList)
        guard = next(i for i, choice in enumerate(screen.ask_now.choices)
                     if choice.value == "guard")
        choices.highlighted = guard
        await pilot.press("enter")
        await pilot.pause()
        assert speaker.spoken()[-1].startswith("Choose a player for the Guard.")
        first = choices.highlighted
        await pilot.press("down")  # the second player offered
        await pilot.pause()
        player = screen.ask_now.choices[choices.highlighted].label
        await pilot.press("enter")
        await pilot.pause()
        assert speaker.spoken()[-1].startswith("Name a card")
        await pilot.press("escape")
        await pilot.pause()
        assert choices.highlighted == first + 1
        assert speaker.spoken()[-1].startswith(f"Choose a player for the Guard. {player}.")
        await pilot.press("escape")
        await pilot.pause()
        assert choices.highlighted == guard and game_screen(app) is screen
        assert speaker.spoken()[-1].startswith("Choose a card to play.")
        assert "Guard" in speaker.spoken()[-1]
