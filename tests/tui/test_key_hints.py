"""Keys that must not mislead: Q names the key that quits, R repeats a question, and the
setup list's help names Left and Right."""

from __future__ import annotations

from accessible_ll.tui.dialogs import ConfirmScreen, ReadScreen
from accessible_ll.tui.match_screen import MatchScreen
from accessible_ll.tui.setup_screen import SetupScreen
from tests.tui.helpers import new_app
from tests.tui.test_keys import start


async def test_q_names_the_key_that_quits_in_each_language(tmp_path):
    app, speaker = new_app(tmp_path, language="de")
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("q")  # the setup list
        await pilot.pause()
        assert speaker.spoken()[-1] == ("Q bewirkt hier nichts. Zum Beenden drücke Strg+Q. "
                                        "F1 nennt die Tasten.")
        await start(app, pilot)
        await pilot.press("q")  # the game
        await pilot.pause()
        assert speaker.spoken()[-1] == ("Q bewirkt hier nichts. Zum Beenden drücke Strg+Q. "
                                        "F1 nennt die Tasten.")
        await pilot.press("f1")
        await pilot.pause()
        assert any(line.startswith("Strg+Q: das Programm beenden") for line in app.screen.lines)
        app.set_language("ja")
        await pilot.press("q")  # the help
        await pilot.pause()
        assert isinstance(app.screen, ReadScreen)
        assert speaker.spoken()[-1] == ("Q キーはここでは何もしません。終了するには Ctrl+Q "
                                        "キーを押してください。Escape キーで戻ります。")


async def test_r_repeats_the_leave_question_and_the_help_line(tmp_path):
    app, speaker = new_app(tmp_path, seed=11)
    async with app.run_test() as pilot:
        await start(app, pilot)
        await pilot.press("escape")  # leave?
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        question = app.screen.question
        await pilot.press("down", "r")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen), "R answers nothing"
        last = speaker.utterances[-2]  # speech, then braille
        assert (last.text, last.interrupt) == (f"{question} Yes. 2 of 2.", True)
        await pilot.press("up", "enter")  # No: back to the game
        await pilot.pause()
        assert isinstance(app.screen, MatchScreen)
        await pilot.press("f1", "down", "r")
        await pilot.pause()
        line = app.screen.lines[1]
        assert speaker.spoken()[-1] == (f"{app.screen.title_text} {line.rstrip('.')}. "
                                        f"2 of {len(app.screen.lines)}.")


async def test_the_setup_lists_help_names_left_and_right_and_r_repeats_the_row(tmp_path):
    app, speaker = new_app(tmp_path, language="de", keymap={"setting_up": "right,plus"})
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, ReadScreen)
        assert app.screen.lines[1:3] == [
            "Pfeil links: der vorige Wert der gewählten Einstellung",
            "Pfeil rechts, Plus: der nächste Wert der gewählten Einstellung"]
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        said = speaker.spoken()[-1]
        await pilot.press("r")
        await pilot.pause()
        assert speaker.spoken()[-2:] == [said, said] and said.startswith("Neues Spiel.")
