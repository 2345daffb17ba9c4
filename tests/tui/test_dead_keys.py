"""Ctrl and a letter that does nothing is answered like any key that does nothing."""

from __future__ import annotations

from textual import events

from accessible_ll.tui.textual_seams import from_the_terminal
from tests.tui.helpers import new_app, to_act, view
from tests.tui.test_keys import start


async def test_ctrl_z_is_answered_and_changes_nothing(tmp_path):
    app, speaker = new_app(tmp_path, seed=11)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert speaker.spoken()[-1] == "Ctrl+Z does nothing here. F1 lists the keys."
        screen = await start(app, pilot)
        hand = view(screen, 0).hand
        for key in ("ctrl+z", "ctrl+s"):
            await pilot.press(key)
            await pilot.pause()
            assert speaker.spoken()[-1] == \
                f"{key.title()} does nothing here. F1 lists the keys."
        await pilot.press("ctrl+c")  # a key the game knows keeps its answer
        await pilot.pause()
        assert "does nothing" not in speaker.spoken()[-1]
        assert view(screen, 0).hand == hand and to_act(screen) == 0


async def test_a_byte_that_is_no_letter_is_not_typed_into_a_name(tmp_path):
    from accessible_ll.tui.dialogs import NameScreen
    from accessible_ll.tui.setup_screen import SetupScreen
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        app.screen.edit_name(0)
        await pilot.pause()
        assert isinstance(app.screen, NameScreen)
        await pilot.press("ctrl+a", "ctrl+k", "A")
        from_the_terminal(app, events.Key("replacement_character", "\ufffd"))
        await pilot.pause()
        await pilot.press("n", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert app.settings.names[0] == "An"


async def test_space_is_no_key_of_love_letter_and_is_not_explained_there(tmp_path):
    """Love Letter never asks for several items ticked: Space says nothing (as it never
    did), and F1 does not list it."""
    app, speaker = new_app(tmp_path, seed=11)
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = await start(app, pilot)
        hand, said = view(screen, 0).hand, len(speaker.spoken())
        await pilot.press("space")
        await pilot.pause()
        assert speaker.spoken()[said:] == [] and view(screen, 0).hand == hand
        assert not any(line.startswith("Space") for line in screen.key_lines())
