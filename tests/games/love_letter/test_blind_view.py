"""The view carries the blind-player variant, set from the game's options (the table of
every game), from the settings (a game at this computer, a hosted table) and from a save
continued; saves and views made before it had the flag still load, as not blind. (What
Love Letter's own host and table said is in tests/golden/blind_view.json, written by
tests/golden/make_golden.py.)"""

from __future__ import annotations

import copy
import json

import pytest

from accessible_ll.games import find_game
from accessible_ll.match import Match
from accessible_ll.settings import Settings
from accessible_ll.local_match import LocalMatch
from accessible_ll.new_table import table_for
from accessible_ll.narration.i18n import Texts
from tests.golden import load

GAME = find_game("love-letter")


@pytest.mark.parametrize("blind", [False, True])
def test_the_options_set_the_variant_in_every_seats_view(blind):
    state = GAME.rules.new_state("2019", 3, 7, {"target": None, "blind": blind})
    assert [GAME.rules.view(state, seat).blind for seat in (None, 0, 1, 2)] == [blind] * 4
    assert not GAME.rules.view(GAME.rules.new_state("2019", 3, 7, {}), 0).blind


@pytest.mark.parametrize("blind", [False, True])
def test_the_settings_set_the_variant(blind):
    """A game at this computer set up from the settings: in the variant as Love Letter's
    own host and table were."""
    settings = Settings(players=3, seats=["human", "random", "random"], blind_variant=blind)
    old = load("blind_view")["settings"][str(blind).lower()]
    assert old == {"host": [blind, blind], "table": blind}
    match = table_for(GAME, None, settings, Texts.for_language("en")).new(
        Texts.for_language("en"), None).match
    assert [match.view(0).blind, match.view(None).blind] == old["host"]
    assert match.view(1).blind is old["table"]


def test_a_continued_save_keeps_the_variant_and_an_old_one_loads_without_it(tmp_path):
    saved = copy.deepcopy(load("blind_view")["save"])  # Love Letter's own table's save
    path = tmp_path / "saved-love-letter.table"
    path.write_text(json.dumps(saved))
    assert LocalMatch.resume(path).match.view(0).blind
    del saved["table"]["settings"]["blind_variant"]  # a save from before the setting
    path.write_text(json.dumps(saved))
    assert not LocalMatch.resume(path).match.view(0).blind
    match = Match(GAME, "2019", ["random", "random"], seed=3, options={"blind": True})
    match.play_bot(match.deciders[0])
    snapshot = json.loads(json.dumps(match.snapshot()))
    assert Match.from_snapshot(snapshot).view(0).blind
    snapshot["options"] = {"target": None}  # the options saved before there was "blind"
    assert not Match.from_snapshot(snapshot).view(0).blind
