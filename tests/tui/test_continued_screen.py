"""A game continued on the full screen after Ctrl+Q: first that it continues and where
it stands, then this round or turn as it was said, then the game goes on."""

from __future__ import annotations

import pytest

from accessible_ll.games import find_game
from accessible_ll.saves import game_save_path
from accessible_ll.narration import messages as m
from tests.tui.helpers import until
from tests.tui.test_saved_match_question import deciding, leave_after_moves, match, straight_in


@pytest.mark.parametrize("game_id, moves, heading", [
    ("disloyal-royals", 12, "The last turn and this one so far:"), ("verraeter", 20, "This round so far:")])
async def test_a_game_continued_on_the_full_screen_says_where_it_stands(
        tmp_path, game_id, moves, heading):
    app, speaker = straight_in(tmp_path, game_id, seed=3)
    async with app.run_test() as pilot:
        await leave_after_moves(app, pilot, moves)
    before = speaker.spoken()
    path = game_save_path(tmp_path / "settings.json", game_id)
    assert path.exists()
    app, speaker = straight_in(tmp_path, game_id, seed=3)
    async with app.run_test() as pilot:
        await until(pilot, lambda: speaker.spoken())
        await pilot.press("enter")  # Yes, continue it
        await until(pilot, lambda: deciding(app))
        said = speaker.spoken()
        title = find_game(game_id).titles["en"]
        first = said.index(app.t(m.MATCH_RESUMED, game=title))
        told_again = said[said.index(heading, first) + 1:]
        question = match(app).ask_now.prompt
        again = told_again[:next(i for i, line in enumerate(told_again)
                                 if line.startswith(question))]
        # each line as it was said before the stop; only the newest may be new to the
        # ear: a bot that moved while the question to leave was open was kept, unsaid
        heard = [line in before for line in again]
        assert again and heard[0] and heard == sorted(heard, reverse=True), again
        assert not [line for line in said if " on :" in line or ", ," in line]
        made = match(app).seats.moves
        for _ in range(20):  # the game goes on: the person's move, step by step
            await pilot.press("enter")
            await until(pilot, lambda: deciding(app) or match(app).seats.moves > made)
            if match(app).seats.moves > made:
                break
        assert match(app).seats.moves > made
