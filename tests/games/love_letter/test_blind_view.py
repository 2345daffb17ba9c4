"""The view carries the blind-player variant, set from the game's options (the table of
every game), from the settings (a game at this computer, a hosted table) and from a save
continued; saves and views made before it had the flag still load, as not blind."""

from __future__ import annotations

import dataclasses
import json

import pytest

from accessible_ll.game import GameHost
from accessible_ll.games import find_game
from accessible_ll.match import Match
from accessible_ll.net import protocol as p
from accessible_ll.settings import Settings
from accessible_ll.table import LocalTable

GAME = find_game("love-letter")


@pytest.mark.parametrize("blind", [False, True])
def test_the_options_set_the_variant_in_every_seats_view(blind):
    state = GAME.new_state("2019", 3, 7, {"target": None, "blind": blind})
    assert [GAME.view(state, seat).blind for seat in (None, 0, 1, 2)] == [blind] * 4
    assert not GAME.view(GAME.new_state("2019", 3, 7, {}), 0).blind


@pytest.mark.parametrize("blind", [False, True])
def test_the_settings_set_the_variant(blind):
    settings = Settings(players=3, seats=["human", "random", "random"], blind_variant=blind)
    assert GameHost(settings, seed=4).view(0).blind is blind
    assert GameHost(settings, seed=4).view(None).blind is blind
    table = LocalTable(settings, seed=4)
    assert table.view(1).blind is blind


def test_a_continued_save_keeps_the_variant_and_an_old_one_loads_without_it():
    settings = Settings(players=2, seats=["random", "random"], blind_variant=True)
    table = LocalTable(settings, seed=9)
    for _ in range(12):
        _ = table.next_round() if table.round_over else table.play_bot(table.to_act)
    saved = json.loads(json.dumps(table.snapshot()))
    assert LocalTable.from_snapshot(saved).view(0).blind
    del saved["settings"]["blind_variant"]  # a save from before the setting
    assert not LocalTable.from_snapshot(saved).view(0).blind
    match = Match(GAME, "2019", ["random", "random"], seed=3, options={"blind": True})
    match.play_bot(match.deciders[0])
    snapshot = json.loads(json.dumps(match.snapshot()))
    assert Match.from_snapshot(snapshot).view(0).blind
    snapshot["options"] = {"target": None}  # the options saved before there was "blind"
    assert not Match.from_snapshot(snapshot).view(0).blind


def test_the_view_travels_with_its_variant_and_one_without_it_is_not_blind():
    table = LocalTable(Settings(players=2, seats=["random", "random"], blind_variant=True),
                       seed=2)
    view = table.view(0, with_log=False)
    wire = json.loads(json.dumps(p.view_to_json(view)))
    assert wire["blind"] is True and p.view_from_json(wire) == view
    plain = dataclasses.replace(view, blind=False)
    wire = json.loads(json.dumps(p.view_to_json(plain)))
    assert "blind" not in wire, "a normal game's view is as it always was on the wire"
    assert p.view_from_json(wire) == plain
