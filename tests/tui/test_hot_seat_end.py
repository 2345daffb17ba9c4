"""The end of a hot-seat game: the room hears it by name (nobody's "you"), then each
person for whom something still waits is passed the computer and hears it."""

from __future__ import annotations

from accessible_ll.narration import messages as m
from accessible_ll.tui.dialogs import ConfirmScreen
from accessible_ll.tui.widgets import ChoiceList
from tests.tui.helpers import game_screen
from tests.tui.test_hot_seat_once import listened


async def test_the_end_is_told_to_the_room_then_each_person_hears_what_waits(
        tmp_path, monkeypatch):
    app, room = listened(tmp_path, monkeypatch, "disloyal-royals", seed=5,
                         seats=["human", "human"])
    over_menu = app.t(m.GAME_OVER_MENU)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")  # start
        for _ in range(3000):
            screen = game_screen(app)
            if screen.over and screen.query_one(ChoiceList).title == over_menu:
                break
            if isinstance(app.screen, ConfirmScreen):
                await pilot.press("down")
            await pilot.press("enter")
            await pilot.pause(0.01)
        assert screen.seats.over
        said = room.said
        lines = [text for text, _holder, _waited in said]
        won = next(i for i, line in enumerate(lines)
                   if line.startswith(("Player 1 wins", "Player 2 wins", "You win", "A draw")))
        assert not lines[won].startswith("You win"), lines[won]
        ending = lines[lines.index(next(l for l in lines if " scores " in l)):]
        assert not [line for line in ending if line.startswith(("You win", "You score"))]
        # what waited is said to its person after a pass, then the game's end menu
        passes = [i for i, (line, _h, _w) in enumerate(said) if line.startswith("Pass to")
                  and i > won]
        waited = [line for line, holder, was_waiting in said[won:] if was_waiting]
        assert passes and waited and not [lines for lines in screen.pending.values() if lines]
        assert lines[-1].startswith(over_menu)
