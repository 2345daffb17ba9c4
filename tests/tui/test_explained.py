"""The blind-player variant explained where it is chosen and in help; said once."""

from __future__ import annotations

from accessible_ll.tui.dialogs import ReadScreen
from tests.tui.helpers import new_app
from tests.tui.test_safety import _my_turn_holding


async def test_the_setup_row_and_help_explain_the_variant(tmp_path):
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await pilot.pause()
        for _ in range(14):
            await pilot.press("down")
            if speaker.spoken()[-1].startswith("Blind-player variant"):
                break
        assert "only each player's last discard can be reviewed" in speaker.spoken()[-1]
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, ReadScreen)
        assert any("history keeps only what happened since your previous turn" in line
                   for line in app.screen.lines)


async def test_c_gives_the_variants_reason_once(tmp_path):
    app, speaker = new_app(tmp_path, blind_variant=True, seed=3)
    async with app.run_test() as pilot:
        await _my_turn_holding(app, pilot, ["guard", "priest"])
        await pilot.press("c")
        first = speaker.spoken()[-1]
        await pilot.press("c")
        again = speaker.spoken()[-1]
        assert "only what you may review now counts as seen" in first
        assert "only what you may review now counts as seen" not in again
        assert "Not among what you may review: " in first and "Not among what you may " \
            "review: " in again


async def test_moving_in_lists_stays_out_of_the_history(tmp_path):
    app, speaker = new_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        await _my_turn_holding(app, pilot, ["guard", "priest"])
        before = list(app.history.lines["all"])
        await pilot.press("down", "up", "down")
        assert app.history.lines["all"] == before
        assert not [line for line in app.history.lines["game"] + app.history.lines["system"]
                    if line.endswith(("1 of 2.", "2 of 2."))], "questions stay out of these"


async def test_setup_values_carry_their_units_and_bots_a_ladder(tmp_path):
    app, speaker = new_app(tmp_path, language="ja")
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("home", "down", "down", "down")
        assert speaker.spoken()[-1].startswith("人数：2人。")
        await pilot.press("down", "down")
        assert "4段階のレベル3" in speaker.spoken()[-1]  # the ladder in words, not 3/4


async def test_a_switch_says_its_state_in_words_without_brackets(tmp_path):
    app, speaker = new_app(tmp_path, language="ja")
    async with app.run_test() as pilot:
        await pilot.pause()
        for _ in range(14):
            await pilot.press("down")
            if speaker.spoken()[-1].startswith("視覚障害者向けバリアント"):
                break
        assert speaker.spoken()[-1].split("。")[0].endswith("：オフ"), speaker.spoken()[-1]
        shown = app.screen.query_one("ChoiceList").current_label
        assert shown.endswith("：オフ") and "[" not in shown, shown
