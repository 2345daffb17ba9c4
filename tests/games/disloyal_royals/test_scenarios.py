"""The contract's test vectors (§11), as scenario files, hold; a malformed scenario is
refused with a message saying what is wrong."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from accessible_ll.games.disloyal_royals.scenario import run_scenario
from accessible_ll.kit.scenario import Fault

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.json"))


def load_scenario(path):
    return json.loads(path.read_text(encoding="utf-8"))


def test_every_vector_of_the_contract_has_a_file():
    numbers = {path.name[:2] for path in SCENARIOS}
    assert numbers == {f"{n:02d}" for n in range(1, 13)}


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_the_vector_holds(path):
    assert run_scenario(load_scenario(path)).problems == []


def test_a_wrong_expectation_is_reported():
    data = load_scenario(SCENARIOS[1])
    data["steps"][0]["expect"]["successes"] = 3
    assert run_scenario(data).problems == ["step 1: successes: found 2, expected 3"]


def test_a_refusal_that_does_not_come_is_reported():
    data = load_scenario(SCENARIOS[1])
    data["steps"][0]["refused"] = "not_a_club"
    assert run_scenario(data).problems[0] == "step 1: accepted, expected refusal not_a_club"


@pytest.mark.parametrize("change, words", [
    ({"courts": [{"J": "Q♠"}, {}]}, "can hold only a royal of rank J"),
    ({"hands": [["7♣", "7♣"], []]}, "named twice"),
    ({"dice": [7]}, "dice"),
    ({"colour": 1}, "unknown key"),
    ({"rest": "floor"}, "rest"),
])
def test_a_malformed_scenario_says_what_is_wrong(change, words):
    data = dict(load_scenario(SCENARIOS[1]), **change)
    with pytest.raises(Fault, match=words):
        run_scenario(data)
