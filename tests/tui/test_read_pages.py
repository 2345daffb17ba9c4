"""The help (F1) and the card reference (F2) while a game goes on: each line said once,
and the game's news waiting until the player leaves the page."""

from __future__ import annotations

from functools import partial

import pytest

from accessible_ll import cli
from accessible_ll.games import find_game
from accessible_ll.tui.dialogs import ReadScreen
from tests.tui.helpers import game_screen, heard_app, to_act


async def until(pilot, condition, limit: int = 100) -> None:
    for _ in range(limit):
        if condition():
            return
        await pilot.pause(0.05)
    raise AssertionError("never happened")


def heard_match(tmp_path, game_id: str, **settings):
    """A game of ``game_id`` straight from the command line, heard through a synthesizer
    double: the person first, then as few bots as it needs."""
    app, synth, clock = heard_app(tmp_path, **settings)
    game = find_game(game_id)
    players = game.variants[0].player_counts[0]
    first = {"disloyal-royals": {"first": 0}, "verraeter": {"start": 0}}[game_id]
    app.start_match = partial(cli._start_match, game=game, names=[], seed=5, save=None,
                              seats=["human"] + [next(iter(game.bots))] * (players - 1),
                              options=first)
    return app, synth, clock


async def one_down(app, pilot, synth, clock, key: str) -> list[str]:
    """Open the page with ``key``, let its first line be heard, press Down once: what
    that Down asked the synthesizer to say."""
    await pilot.press(key)
    await until(pilot, lambda: isinstance(app.screen, ReadScreen))
    clock.advance(60)
    before = len(synth.spoken())
    await pilot.press("down")
    await pilot.pause(0.1)
    clock.advance(60)
    return synth.spoken()[before:]


@pytest.mark.parametrize("key", ["f1", "f2"])
async def test_one_down_in_love_letters_help_and_reference_says_the_line_once(tmp_path, key):
    app, synth, clock = heard_app(tmp_path, language="de", players=2,
                                  seats=["human", "random"])
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")  # start
        await until(pilot, lambda: game_screen(app) is not None)
        said = await one_down(app, pilot, synth, clock, key)
        line = app.screen.lines[1]
        assert said == [f"{line.rstrip('.')}. 2 von {len(app.screen.lines)}."], said
        assert synth.heard().count(said[0]) == 1 and said[0] not in synth.lost()


@pytest.mark.parametrize("game_id", ["disloyal-royals", "verraeter"])
async def test_one_down_in_another_games_help_says_the_line_once(tmp_path, game_id):
    app, synth, clock = heard_match(tmp_path, game_id, language="ja")
    async with app.run_test() as pilot:
        await until(pilot, lambda: game_screen(app) is not None)
        said = await one_down(app, pilot, synth, clock, "f1")
        assert len(said) == 1 and said[0].endswith(f"{len(app.screen.lines)}個中2番目。"), said
        assert synth.heard().count(said[0]) == 1
