"""Every game refuses the same way: its rules' refusals and a file that is no scenario
are the kit's Refusal, and each game's runner refuses such a file in the listener's words."""

from __future__ import annotations

import pytest

from accessible_ll.games import find_game
from accessible_ll.games.disloyal_royals.errors import IllegalAction as RoyalsIllegal
from accessible_ll.games.love_letter.engine.errors import IllegalAction as LetterIllegal
from accessible_ll.games.love_letter.scenario import ScenarioError
from accessible_ll.games.verraeter.errors import Refused
from accessible_ll.kit import Refusal
from accessible_ll.kit.scenario import SCENARIO_MALFORMED, Fault
from accessible_ll.narration.i18n import Texts


@pytest.mark.parametrize("refusal", [RoyalsIllegal, LetterIllegal, Refused, ScenarioError, Fault])
def test_each_refusal_of_a_game_is_the_kits(refusal):
    assert issubclass(refusal, Refusal)


@pytest.mark.parametrize("game_id, said", [
    ("love-letter", "said"), ("disloyal-royals", "detail"), ("verraeter", "detail")])
@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_a_file_that_is_no_scenario_is_refused_alike(game_id, said, language):
    with pytest.raises(Refusal) as refused:
        find_game(game_id).tools.run_scenario([1, 2], Texts.for_language(language), "list.json")
    assert refused.value.code == SCENARIO_MALFORMED
    assert list(refused.value.details) == [said] and refused.value.details[said].strip()
    # a whole sentence names the file itself; a detail is said after its name
    assert ("list.json" in refused.value.details[said]) == (said == "said")


@pytest.mark.parametrize("game_id", ["love-letter", "disloyal-royals", "verraeter"])
def test_data_that_is_no_action_is_refused_alike(game_id):
    with pytest.raises(Refusal) as refused:
        find_game(game_id).rules.decode_action(["not", "an", "action"])
    assert refused.value.code == "malformed_action" and refused.value.details["reason"]
