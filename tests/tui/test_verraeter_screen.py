"""Verräter in the full-screen game, from the keys: the supply phase's question says how
to discard nothing and how to discard some (the screen's own words: Done, the last
item), and the keys it names do just that."""

from __future__ import annotations


from accessible_ll.speech.speaker import SPEECH
from accessible_ll.tui.match_screen import MatchScreen
from accessible_ll.tui.widgets import ChoiceList
from tests.tui.helpers import new_app, start_straight

SEVERAL_HINT = ("Space ticks or unticks the highlighted item; Done, the last item, takes "
                "the ticked ones. Enter on an item with nothing ticked takes that item alone.")
NONE_HOW = "With nothing ticked, Done, the last item, takes none."


async def _pause(pilot, times=1):
    for _ in range(times):
        await pilot.pause(0.05)


async def _to_the_first_question(pilot, app) -> None:
    """Wait until the person's first question is open."""
    for _ in range(200):
        if isinstance(app.screen, MatchScreen) and app.screen.ask_now is not None:
            return
        await _pause(pilot)


async def _to_the_discard_question(pilot, app, limit=600, wanted="you may discard") -> str:
    """Enter on every other question (its first item) until the discard question (or
    the one whose title holds ``wanted``)."""
    for _ in range(limit):
        screen = app.screen
        if isinstance(screen, MatchScreen) and screen.ask_now is not None:
            title = screen.query_one(ChoiceList).title
            if wanted in title:
                return title
            await pilot.press("enter")
        elif not isinstance(screen, MatchScreen):
            await pilot.press("enter")   # a question asked first: yes
        await _pause(pilot, 2)
    raise AssertionError(f"the question with {wanted!r} never came")


async def test_the_discard_question_says_how_to_discard_nothing_and_some(tmp_path):
    app, speaker = new_app(tmp_path)
    start_straight(app, "verraeter", ["human", "random", "random"], 4)
    async with app.run_test() as pilot:
        title = await _to_the_discard_question(pilot, app)
        assert title.endswith("Tick any, or none. The hand limit is 5. " + NONE_HOW) or \
            title.endswith("tick any, or none. " + NONE_HOW), title
        assert title.count("Done") == 1   # said once, by the screen
        hint = [line for line in speaker.spoken() if line.startswith("Space ticks or")]
        assert hint == [SEVERAL_HINT]   # how to tick: once a game, with the first such list
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
        assert f"You discard 1 card: {value}." in said, said
        assert not [line for line in said if line == "You discard 1 card."
                    or line.startswith("You discarded")]   # told once, with the value
    assert held >= 1


async def test_l_says_each_landscape_apart_and_the_history_steps_through_them(tmp_path):
    app, speaker = new_app(tmp_path)
    start_straight(app, "verraeter", ["human", "random", "random"], 4)
    async with app.run_test() as pilot:
        await _to_the_first_question(pilot, app)
        start = len(speaker.utterances)
        await pilot.press("l")
        await _pause(pilot, 2)
        said = [u for u in speaker.utterances[start:]
                if u.channel == SPEECH and u.text.startswith("Landscape ")]
        assert len(said) == 12 and said[0].interrupt and not said[1].interrupt
        assert said[0].text.startswith("Landscape 1:")  # no battlefield yet: from 1
        assert all(len(u.text) < 200 for u in said)
        await pilot.press("comma")
        await _pause(pilot)
        assert speaker.spoken()[-1] == said[-2].text   # one landscape back


async def test_space_on_a_supply_card_says_the_strength_ticked_and_the_house_s(tmp_path):
    app, speaker = new_app(tmp_path)
    start_straight(app, "verraeter", ["human", "random", "random"], 4)
    async with app.run_test() as pilot:
        await _to_the_discard_question(pilot, app, wanted="Which supply cards do you commit")
        step = app.screen.ask_now
        first = step.choices[0].value
        await pilot.press("home", "space")
        await _pause(pilot, 2)
        said = speaker.spoken()[-1]
        assert said.startswith(f"Ticked: {first}. 1 supply card ticked. Strength {first}: "), said
        assert said.endswith(" in all.") or " if you switch." in said, said


async def test_t_says_whose_turn_and_what_they_choose_and_c_counts_the_cards(tmp_path):
    app, speaker = new_app(tmp_path)
    start_straight(app, "verraeter", ["human", "random", "random"], 4)
    async with app.run_test() as pilot:
        await _to_the_first_question(pilot, app)
        await pilot.press("t")
        await _pause(pilot, 2)
        said = speaker.spoken()[-1]
        assert said.startswith("You are putting your Estate under a landscape. Then, in "
                               "turn: "), said
        assert not [line for line in speaker.spoken() if "does nothing here" in line]
        await pilot.press("c")
        await _pause(pilot, 2)
        assert speaker.spoken()[-1] == ("18 supply cards in the deck, 0 in the discard "
                                        "pile. Supply cards in hand: you have 3; Player 2 "
                                        "has 3; Player 3 has 3."), speaker.spoken()[-1]
