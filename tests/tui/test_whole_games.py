"""Whole games through the keyboard only, heard through a recording speaker."""

from __future__ import annotations

from accessible_ll.tui.app import GAME

import pytest

from accessible_ll.games.love_letter.narrator import REPLAY, Narrator
from accessible_ll.narration.i18n import Texts
from accessible_ll.tui.dialogs import ConfirmScreen
from accessible_ll.tui.widgets import ChoiceList
from tests.tui.helpers import game_asks, game_screen, new_app, play_to_the_end, round_over, screen_lines, state, to_act, view

EDITION_PLAYERS = {"2019": 2, "classic": 3, "premium": 3, "kanai": 2}


def secrets_of_others(screen, language: str, listeners: set[int]) -> set[str]:
    """Sentences that tell private events of seats nobody at the computer holds."""
    texts = Texts.for_language(language)
    replay = Narrator(texts, screen.seats.names, screen.seats.match.variant, REPLAY)
    lines = set()
    for event in screen.seats.match.log:
        if event.audience is not None and not set(event.audience) & listeners:
            lines.update(replay.event(event))
    return lines


@pytest.mark.parametrize("edition", sorted(EDITION_PLAYERS))
async def test_a_whole_game_against_bots_in_each_edition(tmp_path, edition):
    players = EDITION_PLAYERS[edition]
    app, speaker = new_app(tmp_path, edition=edition, players=players,
                           seats=["human"] + ["random"] * (players - 1))
    async with app.run_test() as pilot:
        await pilot.pause()
        assert speaker.spoken()[0].startswith("New game.")
        screen = await play_to_the_end(app, pilot)
        said = speaker.spoken()
        assert any(line.startswith("You are dealt the ") for line in said)
        assert any(line.startswith("Choose a card to play.") for line in said)
        assert any(line.startswith("You play the ") for line in said)
        assert any(line.endswith("win the game!") or line.endswith("wins the game!")
                   for line in said)
        assert any(line.startswith("The game is over.") for line in said)
        assert not secrets_of_others(screen, "en", {0}) & set(said)
        assert not [line for line in said if " is dealt " in line]


@pytest.mark.parametrize("language,dealt,over", [
    ("ja", "配られたカードは", "ゲームは終了しました。"),
    ("de", "Du erhältst ", "Das Spiel ist vorbei."),
])
async def test_a_whole_game_in_each_language(tmp_path, language, dealt, over):
    app, speaker = new_app(tmp_path, language=language)
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = await play_to_the_end(app, pilot)
        said = speaker.spoken()
        assert any(line.startswith(dealt) for line in said)
        assert any(line.startswith(over) for line in said)
        english = Texts.for_language("en")
        assert not any(line == english.text("Your turn.") for line in said)
        assert not secrets_of_others(screen, language, {0}) & set(said)


async def test_hot_seat_passes_the_computer_before_private_speech(tmp_path):
    app, speaker = new_app(tmp_path, players=2, seats=["human", "human"],
                           names=["Ann", "Ben"])
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")  # start
        await pilot.pause()
        screen = game_screen(app)
        first = to_act(screen)
        said = speaker.spoken()
        assert said[-1].startswith(f"Pass to {screen.seats.names[first]}. Press Enter when ready.")
        assert not [line for line in said if line.startswith("You ")], "nobody has it yet"
        shown = "\n".join(screen_lines(app))
        hands = {card for seat in range(2) for card in view(screen, seat).hand}
        assert "Pass to" in shown and not [card for card in hands if card in shown]
        await pilot.press("enter")  # ready
        await pilot.pause()
        after = speaker.spoken()[len(said):]
        assert any(line.startswith("You are dealt the ") for line in after)
        screen = await play_to_the_end(app, pilot)
        spoken = speaker.spoken()
        passes = [i for i, line in enumerate(spoken) if line.startswith("Pass to ")]
        assert len(passes) > 3
        for seat, name in enumerate(screen.seats.names):
            private = [e for e in screen.seats.match.log
                       if e.audience is not None and seat in e.audience]
            assert private and any(line.startswith(f"Pass to {name}.") for line in spoken)
        # the room hears outcomes by name, never "you" for whoever holds the computer
        assert not [line for line in spoken if line.startswith(("You win", "You are out"))]
        assert any(line.startswith(("Ann wins the game", "Ben wins the game"))
                   for line in spoken)


async def test_blind_variant_reviews_only_last_discards(tmp_path):
    app, speaker = new_app(tmp_path, blind_variant=True)
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await game_asks(app, pilot)
        for _ in range(6):
            await pilot.press("enter")
            await pilot.pause(0.05)
        await pilot.press("d")
        assert speaker.spoken()[-1].startswith("Last discards: ")
        await pilot.press("c")
        assert "In the blind-player variant, only what you may review now counts as seen: " \
            "your hand, the face-up cards and each player's last discard. Not among what you " \
            "may review: " in speaker.spoken()[-1]
        game_lines = app.history.lines["game"]
        assert game_lines and game_lines[0].endswith("turn."), "history starts at this turn"
        assert not any(line.startswith("Round 1 begins.") for line in app.history.lines["all"])
        screen = await play_to_the_end(app, pilot)
        assert screen.seats.over


async def test_a_table_of_bots_is_told_as_a_spectator_hears_it(tmp_path):
    app, speaker = new_app(tmp_path, players=3, seats=["heuristic", "beginner", "random"],
                           edition="classic")
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        screen = game_screen(app)
        for _ in range(600):
            if screen.seats.over:
                break
            await pilot.pause(0.05)
            if app.screen is screen and round_over(screen) and not screen.seats.over:
                await pilot.press("enter")  # next round (not a new game)
        said = speaker.spoken()
        assert screen.seats.over
        assert not [line for line in said if line.startswith("You ") or " is dealt " in line]
        assert any(line.endswith("wins the game!") or line.endswith("win the game together!")
                   for line in said)


def hot_seat_app(tmp_path, seed: int):
    return new_app(tmp_path, players=2, seats=["human", "human"], names=["Ann", "Ben"],
                   seed=seed)


async def started(app, pilot):
    await pilot.pause()
    await pilot.press("enter")  # start
    await pilot.pause()
    return game_screen(app)


async def test_hot_seat_tells_the_returning_person_what_they_did_not_hear_in_order(tmp_path):
    app, speaker = hot_seat_app(tmp_path, seed=3)
    async with app.run_test() as pilot:
        screen = await started(app, pilot)
        first = to_act(screen)
        other = 1 - first
        await pilot.press("enter")  # ready
        await pilot.pause()
        game = state(screen)
        game.hands[first] = ["prince", "guard"]
        game.hands[other] = ["baron"]  # not the Princess: the round goes on
        game._memo = None
        screen.show_decision()
        await pilot.pause()
        await pilot.press("enter")  # the Prince
        await pilot.pause()
        choices = screen.query_one(ChoiceList)
        while not choices.current_label.startswith(screen.seats.names[other]):
            await pilot.press("down")
            await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        said = speaker.spoken()
        assert said[-1].startswith(f"Pass to {screen.seats.names[other]}.")
        discarded = f"{screen.seats.names[other]} discards the Baron and draws a new card."
        assert discarded in said, "the room heard the Prince's discard"
        await pilot.press("enter")  # the other person has the computer
        await pilot.pause()
        back = speaker.spoken()[len(said):]
        # what the room heard is not said again; the card drawn in secret is
        chose = f"{screen.seats.names[first]} plays the Prince and chooses you."
        assert chose not in back and not [line for line in back if "discard" in line], back
        drew = [line for line in back if line.startswith("You draw the ")]
        assert len(drew) == 2, back  # the Prince's, then the turn's
        history = app.history.lines[GAME]  # theirs, in the order things happened
        dealt = next(i for i, line in enumerate(history) if line.startswith("You are dealt "))
        turn = history.index(f"{screen.seats.names[first]}'s turn.")
        chose = history.index(f"{screen.seats.names[first]} plays the Prince and chooses you.")
        assert dealt < turn < chose < len(history) - 1, history
        assert len(set(history)) == len(history), "each line filed once"


async def test_hot_seat_a_new_round_starts_with_the_new_deal_not_the_last_rounds_news(tmp_path):
    app, speaker = hot_seat_app(tmp_path, seed=8)
    async with app.run_test() as pilot:
        screen = await started(app, pilot)
        for _ in range(300):  # play the first round as the two people would
            if round_over(screen):
                break
            if isinstance(app.screen, ConfirmScreen):
                await pilot.press("down")
            await pilot.press("enter")
            await pilot.pause(0.02)
        assert round_over(screen) and not screen.seats.over
        waiting = {line for lines in screen.pending.values() for line in lines}
        assert waiting, "someone away from the computer has news of the round that ended"
        await pilot.press("enter")  # Next round
        await pilot.pause()
        heard = len(speaker.spoken())
        for _ in range(12):  # both people take the computer in the new round
            await pilot.press("enter")
            await pilot.pause(0.02)
        told = speaker.spoken()[heard:]
        assert sum(line.startswith("You are dealt the ") for line in told) == 2, told
        assert not waiting & set(told), "the last round's news is in the history, not said"
