"""The setup list is the same for every game, and each game keeps its own table:
what a player hears while switching games, and the game that starts as chosen."""

from __future__ import annotations

import json

from accessible_ll.tui.widgets import ChoiceList
from tests.tui.helpers import new_app, setup_up
from tests.tui.test_match_screen import match_screen, press, until


def heard(speaker) -> str:
    return speaker.spoken()[-1]


def said(speaker, sentence: str) -> bool:
    return any(sentence in line for line in speaker.spoken())


async def test_switching_games_keeps_each_games_table_and_its_choice_reaches_the_game(tmp_path):
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await setup_up(app, pilot)
        await press(pilot, "home", "down", "down", "right")
        assert heard(speaker) == "Edition: Love Letter, classic edition, 16 cards. 3 of 16."
        await press(pilot, "home", "right")
        assert heard(speaker) == "Game: Disloyal Royals. 1 of 14."
        await press(pilot, *["down"] * 7)
        assert heard(speaker) == "Who plays first: drawn by lot. 8 of 14."
        await press(pilot, "right", "right")
        assert heard(speaker) == "Who plays first: seat 2. 8 of 14."
        await press(pilot, "home", "left")  # back to Love Letter: its edition as it was
        assert heard(speaker) == "Game: Love Letter. 1 of 16."
        await press(pilot, "down", "down")
        assert heard(speaker) == "Edition: Love Letter, classic edition, 16 cards. 3 of 16."
        await press(pilot, "home", "right", *["down"] * 7)  # and Disloyal Royals' choice
        assert heard(speaker) == "Who plays first: seat 2. 8 of 14."
        await press(pilot, "end")
        assert heard(speaker) == "Start the game. 14 of 14."
        await press(pilot, "enter")
        await until(pilot, lambda: match_screen(app) is not None)
        assert match_screen(app).seats.match.state.first == 1
        await until(pilot, lambda: said(speaker, "Player 2 plays first."))
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["game"] == "disloyal-royals"
    assert saved["tables"]["disloyal-royals"]["options"] == {"first": 1}
    assert saved["tables"]["love-letter"]["variant"] == "classic"


async def test_the_start_player_chosen_for_verraeter_starts(tmp_path):
    app, speaker = new_app(tmp_path, game="verraeter")
    async with app.run_test() as pilot:
        await setup_up(app, pilot)
        await press(pilot, "home")
        assert heard(speaker) == "Game: Traitor (Verräter). 1 of 16."  # the last game
        labels = app.screen.query_one(ChoiceList).labels
        assert labels[2:10] == ["Players: 3 players", "Seat 1: a person",
                                "Seat 2: bot, level 2 of 3: sensible",
                                "Seat 3: bot, level 2 of 3: sensible",
                                "Name of seat 1: Player 1", "Name of seat 2: Player 2",
                                "Name of seat 3: Player 3", "Start player: drawn by lot"]
        await press(pilot, *["down"] * 9, "left")
        assert heard(speaker) == "Start player: seat 3. 10 of 16."
        await press(pilot, "end", "enter")
        await until(pilot, lambda: match_screen(app) is not None)
        assert match_screen(app).seats.match.state.start == 2
        await until(pilot, lambda: said(speaker, "Player 3 is the start player."))


async def test_love_letters_edition_row_steps_through_the_editions_as_it_always_has(tmp_path):
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await setup_up(app, pilot)
        await press(pilot, "home", "down", "down")
        editions = []
        for _ in range(4):
            await press(pilot, "right")
            editions.append(heard(speaker).rsplit(". ", 1)[0])
        assert editions == ["Edition: Love Letter, classic edition, 16 cards",
                            "Edition: Love Letter Premium, 32 cards",
                            "Edition: Love Letter, Japanese first edition, 16 cards",
                            "Edition: Love Letter, 2019 edition, 21 cards"]


async def test_a_fourth_game_registered_by_one_line_is_offered_and_played_from_the_setup_list(
        tmp_path, monkeypatch):
    """One registry line (the test game's) and the setup list offers it with its own bot
    level in its words, and its Start plays it, saved under its own name."""
    from accessible_ll import games
    monkeypatch.setitem(games.GAMES, "pebbles", "tests.games.pebbles")
    app, speaker = new_app(tmp_path)
    async with app.run_test() as pilot:
        await setup_up(app, pilot)
        await press(pilot, "home", "left")  # the registry's order, wrapping to the last
        assert heard(speaker).startswith("Game: Pebbles. 1 of ")
        await press(pilot, *["down"] * 4, "right")
        assert heard(speaker).startswith("Seat 2: bot, level 2 of 2: greedy. 5 of ")
        await press(pilot, "end", "enter")
        await until(pilot, lambda: match_screen(app) is not None)
        assert match_screen(app).seats.game.id == "pebbles"
        assert match_screen(app).seats.match.seats == ["human", "greedy"]
        await until(pilot, lambda: said(speaker, "How many pebbles do you take?"))
    assert (tmp_path / "saved-pebbles.table").exists()
    assert json.loads((tmp_path / "settings.json").read_text())["game"] == "pebbles"
