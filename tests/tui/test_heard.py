"""What reaches the player's ear: whole games through a synthesizer double.

A real synthesizer takes time to speak, and an interrupt throws away everything still
queued; these tests hear the game as such a synthesizer would say it.
"""

from __future__ import annotations

import pytest

from accessible_ll.tui.app import GAME
from tests.tui.helpers import game_screen, heard_app, play_calmly, until

EDITION_PLAYERS = {"2019": 2, "classic": 3, "premium": 3, "kanai": 2}


@pytest.mark.parametrize("edition", sorted(EDITION_PLAYERS))
async def test_a_calm_player_hears_every_event_in_full_and_in_order(tmp_path, edition):
    players = EDITION_PLAYERS[edition]
    app, synth, clock = heard_app(tmp_path, edition=edition, players=players, target=2,
                                  seats=["human"] + ["random"] * (players - 1))
    async with app.run_test() as pilot:
        await pilot.pause()
        screen = await play_calmly(app, pilot, clock)
        clock.advance(600)
        assert screen.seats.over
        assert synth.lost() == [], "nothing may be cut off when no key interrupts"
        assert synth.heard() == synth.spoken()
        events = app.history.lines[GAME]
        assert len(events) > 20
        heard = iter(synth.heard())
        assert all(line in heard for line in events), "every event heard, in order"
        assert any(line.endswith("the game!") for line in events)


async def test_bots_wait_until_the_player_has_heard_everything(tmp_path):
    app, synth, clock = heard_app(tmp_path, players=2, seats=["heuristic", "random"])
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")  # start: a table of bots
        await until(pilot, lambda: game_screen(app) is not None, what="the game")
        screen = game_screen(app)
        moves, looks = [], []
        bot_move, bot_wait = screen.seats.move_bot, screen.bot_wait

        def watched():
            moves.append(synth.busy())
            return bot_move()

        def looked():
            looks.append(synth.busy())
            return bot_wait()
        screen.seats.move_bot, screen.bot_wait = watched, looked
        await until(pilot, lambda: len(looks) >= 3, what="the bot looking three times")
        assert synth.busy() and moves == [], "no move while the deal is still being told"
        await until(pilot, lambda: clock.advance(2) or len(moves) >= 3, what="the bots moving")
        assert not any(moves), "every move came after the speech before it ended"


async def test_a_key_cuts_off_speech_and_the_history_keeps_it(tmp_path):
    app, synth, clock = heard_app(tmp_path, players=2, seats=["human", "heuristic"])
    async with app.run_test() as pilot:
        await pilot.pause()
        clock.advance(60)
        await pilot.press("enter")  # start
        await until(pilot, synth.busy, what="the deal being told")
        clock.advance(0.5)  # the first words of the deal, then the player wants the hand
        await pilot.press("h")
        clock.advance(60)
        lost = synth.lost()
        assert synth.cut() and lost, "the key cut off what was being said"
        history = app.history.lines["all"]
        assert all(line in history for line in lost), "what was cut off can be read back"
        assert synth.heard()[-1].startswith("Your hand: ")


async def test_straight_into_a_game_the_game_speaks_first(tmp_path):
    from accessible_ll.settings import Settings
    from accessible_ll.speech import SimulatedSynth, VirtualClock
    from accessible_ll.tui.app import make_app
    clock = VirtualClock()
    synth = SimulatedSynth(clock=clock)
    app = make_app(Settings(language="en", bot_pace=0.01), synth, seed=7,
                   settings_file=tmp_path / "settings.json", start_game=True)
    async with app.run_test() as pilot:
        await until(pilot, synth.spoken, what="the game speaking")
        assert synth.spoken()[0].startswith("Round 1 begins."), synth.spoken()[:2]
        assert not any(line.startswith("New game.") for line in synth.spoken())
