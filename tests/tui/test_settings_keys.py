"""Settings and keys: detail kept, keys that work in every question, r, Ctrl+Q, names."""

from __future__ import annotations

import json

from accessible_ll.tui.dialogs import ConfirmScreen, NameScreen
from tests.tui.helpers import new_app
from tests.tui.test_safety import _my_turn_holding


async def test_speech_detail_and_volume_keys_are_kept_for_next_time(tmp_path):
    app, speaker = new_app(tmp_path, verbosity="normal")
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("f8", "f6")
        await pilot.pause()
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["verbosity"] == "full" and saved["volume"] > 0.25


async def test_f4_in_a_question_stops_speech_and_r_repeats_the_question(tmp_path):
    app, speaker = new_app(tmp_path, seed=3, players=2)
    async with app.run_test() as pilot:
        await _my_turn_holding(app, pilot, ["guard", "priest"])
        question = speaker.spoken()[-1]
        await pilot.press("h", "r")
        await pilot.pause()
        assert speaker.spoken()[-1] == question, "the open question, not the hand again"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        said = len(speaker.spoken())
        await pilot.press("f4")
        await pilot.pause()
        assert not any("does nothing" in line for line in speaker.spoken()[said:])


async def test_ctrl_q_on_the_setup_list_says_the_game_closes(tmp_path):
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert speaker.spoken()[-1] == "Love Letter closes."
    assert app.return_code == 0


async def test_the_way_out_names_the_game_on_the_setup_list(tmp_path):
    app, speaker = new_app(tmp_path, language="de", game="disloyal-royals")
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert speaker.spoken()[-1].startswith("Disloyal Royals beenden?")
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert speaker.spoken()[-1] == "Disloyal Royals wird beendet."


async def test_letters_typed_into_a_name_are_echoed(tmp_path):
    app, speaker = new_app(tmp_path, voice="game")
    async with app.run_test() as pilot:
        await pilot.pause()
        app.push_screen(NameScreen("Name of player 1", ""))
        await pilot.pause()
        await pilot.press("A", "n")
        await pilot.pause()
        assert speaker.spoken()[-2:] == ["A", "n"], speaker.spoken()[-3:]
        await pilot.press("backspace")
        await pilot.pause()
        assert speaker.spoken()[-1] == "n"
