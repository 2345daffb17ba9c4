"""Fewer words and keys: a Guard in at most three keys, the card named by its value."""

from __future__ import annotations

from accessible_ll.games.love_letter.engine import events as ev
from tests.tui.helpers import game_screen, new_app, state
from tests.tui.test_safety import _my_turn_holding


async def _guard_keys(tmp_path, players: int) -> tuple[list, int]:
    app, speaker = new_app(tmp_path, seed=3, players=players)
    async with app.run_test() as pilot:
        screen = await _my_turn_holding(app, pilot, ["guard", "priest"])
        game = state(screen)
        for seat in range(1, players):
            game.protected[seat] = False
        game._memo = None
        screen.show_decision()
        await pilot.pause()
        keys = ["enter"] + ["enter"] * (players > 2) + ["7"]  # the Guard, a player, the King
        for key in keys:
            await pilot.press(key)
            await pilot.pause()
        plays = [e for e in game.log if isinstance(e, ev.Played) and e.seat == 0]
        return plays, len(keys)


async def test_a_guard_at_two_players_takes_two_keys_typing_the_value(tmp_path):
    plays, keys = await _guard_keys(tmp_path, 2)
    assert plays and plays[-1].card == "guard" and plays[-1].guess == "king", plays
    assert keys == 2


async def test_a_guard_at_three_players_takes_three_keys(tmp_path):
    plays, keys = await _guard_keys(tmp_path, 3)
    assert plays and plays[-1].card == "guard" and plays[-1].guess == "king", plays
    assert keys == 3


async def test_the_oldest_message_is_not_read_again_at_each_key(tmp_path):
    app, speaker = new_app(tmp_path, seed=3, players=2)
    async with app.run_test() as pilot:
        await _my_turn_holding(app, pilot, ["guard", "priest"])
        for _ in range(len(app.history.lines["all"]) + 2):
            await pilot.press("comma")
        assert speaker.spoken()[-1] == "This is the oldest message."


async def test_a_digit_no_item_carries_is_refused_not_taken_for_a_review_key(tmp_path):
    """Naming a card by its value where that value cannot be named (the Guard's own 1):
    the player hears that no item has that number, not their first card read aloud."""
    app, speaker = new_app(tmp_path, seed=3, players=2)
    async with app.run_test() as pilot:
        await _my_turn_holding(app, pilot, ["guard", "priest"])
        await pilot.press("enter")  # the Guard; its only player is taken
        await pilot.pause()
        said = len(speaker.spoken())
        await pilot.press("1")
        await pilot.pause()
        assert speaker.spoken()[said:] == ["No item numbered 1 is in this list."]
        game = state(game_screen(app))
        assert not [e for e in game.log if isinstance(e, ev.Played) and e.seat == 0]
