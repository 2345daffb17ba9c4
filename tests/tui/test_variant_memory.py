"""The blind-player variant's equal memory in every history buffer: the review keys'
answers, the questions and the game's messages from before the player's previous turn
are gone from "all", "game" and "system" alike, walked with , and . after [ and ]."""

from __future__ import annotations

from accessible_ll.tui.dialogs import ConfirmScreen
from tests.tui.helpers import game_screen, new_app, to_act


async def _to_my_turn(app, pilot, speaker, turns: int) -> None:
    """Play on (Enter on the first possible choice, Yes when asked first) until
    ``turns`` more of the player's turns have begun, and their question is open."""
    def begun() -> int:
        return sum(line.startswith("Your turn.") for line in speaker.spoken())
    goal = begun() + turns
    for _ in range(2000):
        screen = game_screen(app)
        if begun() >= goal and screen is not None and app.screen is screen \
                and to_act(screen) == 0 and screen.ask_now is not None:
            return
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause(0.02)
    raise AssertionError("the player's turn never came")


async def _walked(app, pilot, speaker, buffer_keys: tuple[str, ...]) -> list[str]:
    """Every message of the buffer reached with ``buffer_keys``, as each is said when
    reached: walked with , back to the oldest, then with . on to the newest."""
    await pilot.press(*buffer_keys)
    heard = []
    for key, end in (("comma", "This is the oldest message."),
                     ("full_stop", "This is the newest message.")):
        for _ in range(400):
            await pilot.press(key)
            if speaker.spoken()[-1] == "No messages yet.":
                return heard
            if speaker.spoken()[-1] == end:
                break
            heard.append(speaker.spoken()[-1])
        else:
            raise AssertionError(f"the history had no end: {end}")
    return heard


async def _answers_after_two_turns(tmp_path, blind: bool) -> tuple[list[str], dict]:
    app, speaker = new_app(tmp_path, seed=3, players=2, blind_variant=blind, target=6)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")  # Start
        for _ in range(20):  # a turn where each player has a card in their discard pile
            await _to_my_turn(app, pilot, speaker, 1)
            await pilot.press("d")
            if "nothing" not in speaker.spoken()[-1]:
                break
        answers = [speaker.spoken()[-1]]
        await pilot.press("p")
        answers.append(speaker.spoken()[-1])
        await _to_my_turn(app, pilot, speaker, 2)
        walked = {"all": await _walked(app, pilot, speaker, ()),
                  "game": await _walked(app, pilot, speaker, ("right_square_bracket",)),
                  "system": await _walked(app, pilot, speaker, ("right_square_bracket",)),
                  "all again": await _walked(app, pilot, speaker, ("right_square_bracket",))}
        return answers, walked


async def test_review_answers_from_before_the_previous_turn_are_gone_from_every_buffer(
        tmp_path):
    answers, walked = await _answers_after_two_turns(tmp_path, blind=True)
    assert answers[0].startswith("Last discards: ") and answers[1].startswith("Players: ")
    assert walked["all"] and walked["game"]
    for buffer, lines in walked.items():
        assert not set(answers) & set(lines), buffer
        assert not any(line.startswith("Round 1 begins.") for line in lines), buffer


async def test_without_the_variant_the_history_keeps_every_answer(tmp_path):
    answers, walked = await _answers_after_two_turns(tmp_path, blind=False)
    assert set(answers) <= set(walked["all"]) and set(answers) <= set(walked["system"])
    assert set(answers).isdisjoint(walked["game"])
