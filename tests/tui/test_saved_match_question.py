"""A game other than Love Letter, left unfinished and started again from the command line:
the question says where it stands and starts on continuing it; one Enter never throws it
away."""

from __future__ import annotations

import json

import pytest

from accessible_ll.games import find_game
from accessible_ll.match import Match
from accessible_ll.saves import game_save_path
from accessible_ll.tui.dialogs import ConfirmScreen
from accessible_ll.tui.match_screen import MatchScreen
from tests.tui.helpers import new_app, start_straight, until

TITLES = {"disloyal-royals": "Disloyal Royals", "verraeter": "Traitor (Verräter)"}


def straight_in(tmp_path, game_id: str, seed: int, **settings):
    """The app as ``--game GAME_ID`` starts it: the person first, then bots, saved
    beside the settings."""
    app, speaker = new_app(tmp_path, **settings)
    game = find_game(game_id)
    players = game.variants[0].player_counts[0]
    start_straight(app, game, ["human"] + [next(iter(game.tools.bots))] * (players - 1), seed,
                   game_save_path(tmp_path / "settings.json", game_id))
    return app, speaker



def match(app) -> MatchScreen | None:
    return next((s for s in reversed(app.screen_stack) if isinstance(s, MatchScreen)), None)


def deciding(app) -> bool:
    screen = match(app)
    return screen is not None and app.screen is screen and screen.ask_now is not None


async def leave_after_moves(app, pilot, moves: int) -> int:
    """Play until ``moves`` moves are made, then Ctrl+Q and Yes; the moves kept."""
    await until(pilot, lambda: deciding(app))
    while match(app).seats.moves < moves:
        await pilot.press("enter")
        await until(pilot, lambda: deciding(app) or match(app).seats.moves >= moves)
    screen = match(app)
    await pilot.press("ctrl+q")
    await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
    await pilot.press("down", "enter")  # Yes
    await pilot.pause(0.1)
    return screen.seats.moves  # as kept: a bot may have moved before the question came


def where_it_stands(tmp_path, game_id: str, made: int) -> str:
    """What the question says of the kept game: Disloyal Royals its turn (both players'
    turns counted, as the game says them) and whose it is, Verräter its round and players
    (neither the moves made)."""
    kept = json.loads(game_save_path(tmp_path / "settings.json", game_id).read_text())
    match = Match.from_snapshot(kept["match"])
    if game_id == "verraeter":
        state = match.state
        before = state.round_no == 0
        where = (f"before round 1 of {state.rounds}" if before
                 else f"in round {state.round_no} of {state.rounds}")
        return f"is saved {where}, {state.players} players."
    turns = sum(1 for event in match.log if event.kind == "turn_started")
    return f"is saved at turn {turns}, Player {match.state.current + 1} to play."  # unnamed


@pytest.mark.parametrize("game_id", sorted(TITLES))
async def test_one_enter_continues_the_saved_game_and_the_question_says_where_it_stands(
        tmp_path, game_id):
    app, _ = straight_in(tmp_path, game_id, seed=3)
    async with app.run_test() as pilot:
        made = await leave_after_moves(app, pilot, 3)
    path = game_save_path(tmp_path / "settings.json", game_id)
    assert path.exists()

    # bots slow enough that none has moved yet when the moves are counted
    app, speaker = straight_in(tmp_path, game_id, seed=99, bot_pace=3.0)
    async with app.run_test() as pilot:
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        assert speaker.spoken()[-1] == (
            f"A game of {TITLES[game_id]} you left unfinished "
            f"{where_it_stands(tmp_path, game_id, made)} Continue it? Yes. 2 of 2.")
        await pilot.press("enter")
        await until(pilot, lambda: match(app) is not None)
        assert match(app).seats.moves == made, "the saved game, where it stopped"


async def test_a_new_game_replaces_the_saved_one_only_when_asked_twice(tmp_path):
    app, _ = straight_in(tmp_path, "disloyal-royals", seed=3)
    async with app.run_test() as pilot:
        made = await leave_after_moves(app, pilot, 3)

    app, speaker = straight_in(tmp_path, "disloyal-royals", seed=99)
    async with app.run_test() as pilot:
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        question = app.screen.question
        await pilot.press("up", "enter")  # No
        await pilot.pause(0.1)
        assert speaker.spoken()[-1] == ("Start a new game? The saved game will be replaced. "
                                        "No. 1 of 2.")
        await pilot.press("enter")  # No: asked again, on Yes
        await pilot.pause(0.1)
        assert speaker.spoken()[-1] == f"{question} Yes. 2 of 2."
        await pilot.press("escape", "escape")  # Escape twice loses nothing either
        await pilot.pause(0.1)
        assert isinstance(app.screen, ConfirmScreen) and app.screen.question == question
        await pilot.press("up", "enter", "down", "enter")  # No, then Yes: a new game
        await until(pilot, lambda: match(app) is not None)
        assert match(app).seats.moves < made
