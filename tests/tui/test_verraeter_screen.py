"""Verräter in the full-screen game, from the keys: the supply phase's question says how
to discard nothing and how to discard some, and the keys it names do just that."""

from __future__ import annotations

from functools import partial

from accessible_ll import cli
from accessible_ll.games import find_game
from accessible_ll.tui.match_screen import MatchScreen
from accessible_ll.tui.widgets import ChoiceList
from tests.tui.helpers import new_app

DISCARD_HOW = ("To discard nothing, choose Done, the last item, with nothing ticked. "
               "To discard cards, tick them, then choose Done.")


async def _pause(pilot, times=1):
    for _ in range(times):
        await pilot.pause(0.05)


async def _to_the_discard_question(pilot, app, limit=600) -> str:
    """Enter on every other question (its first item) until the discard question."""
    for _ in range(limit):
        screen = app.screen
        if isinstance(screen, MatchScreen) and screen.ask_now is not None:
            title = screen.query_one(ChoiceList).title
            if title.startswith("Before you draw"):
                return title
            await pilot.press("enter")
        elif not isinstance(screen, MatchScreen):
            await pilot.press("enter")   # a question asked first: yes
        await _pause(pilot, 2)
    raise AssertionError("the discard question never came")


async def test_the_discard_question_says_how_to_discard_nothing_and_some(tmp_path):
    app, speaker = new_app(tmp_path)
    app.start_match = partial(cli._start_match, game=find_game("verraeter"),
                              seats=["human", "random", "random"], names=[], seed=4,
                              save=None)
    async with app.run_test() as pilot:
        title = await _to_the_discard_question(pilot, app)
        assert DISCARD_HOW in title and "confirming none" not in title
        held = len(app.screen.ask_now.choices)
        await pilot.press("end", "enter")           # Done, nothing ticked
        await _pause(pilot, 4)
        assert "You discard nothing." in speaker.spoken()
        start = len(speaker.spoken())
        await _to_the_discard_question(pilot, app)
        value = app.screen.ask_now.choices[0].value
        await pilot.press("home", "space", "end", "enter")   # tick the first, then Done
        await _pause(pilot, 4)
        said = speaker.spoken()[start:]
        assert f"You discard {value}." in said, said
        assert not [line for line in said if line.startswith(("You discard 1 card",
                                                               "You discarded"))]
    assert held >= 1
