"""Scenario vectors: the project's and shared/'s examples, and one scripted round per rule."""

from __future__ import annotations

import json

import pytest

from accessible_ll.games.love_letter.scenario import parse_scenario, run_scenario
from accessible_ll.narration.i18n import Texts
from tests.games.love_letter.engine.rule_vectors import VECTORS
from tests.helpers import SCENARIOS, SHARED, matches, scenario

OWN_FILES = sorted(SCENARIOS.glob("*.json"))
# shared/ (beside the checkout in CI) may hold more examples: each runs as an extra.
SCENARIO_FILES = OWN_FILES + sorted(
    path for path in (SHARED / "scenarios").glob("*.json")
    if not (SCENARIOS / path.name).exists()
    or (SCENARIOS / path.name).read_bytes() != path.read_bytes())


@pytest.fixture(scope="module")
def english() -> Texts:
    return Texts.for_language("en")


def test_own_scenarios_are_present():
    assert len(OWN_FILES) >= 4, f"no scenarios in {SCENARIOS}"


@pytest.mark.parametrize("path", SCENARIO_FILES, ids=lambda p: p.stem)
def test_scenario_file(path, english):
    data = json.loads(path.read_text(encoding="utf-8"))
    result = run_scenario(parse_scenario(data, path.name), english)
    assert matches(result, data["expect"]) == []


@pytest.mark.parametrize("name", sorted(VECTORS))
def test_rule_vector(name, english):
    vector = dict(VECTORS[name])
    expect = vector.pop("expect")
    data = scenario(vector.pop("edition"), vector.pop("players"), vector.pop("top"),
                    vector.pop("actions"), **vector)
    result = run_scenario(parse_scenario(data, name), english)
    assert matches(result, expect) == [], json.dumps(result)


def test_error_message_is_localized():
    data = scenario("2019", 2, ["spy", "guard", "guard", "guard", "countess", "priest",
                                "prince"], [{"seat": 0, "play": "prince", "target": 1}])
    messages = {lang: run_scenario(parse_scenario(data), Texts.for_language(lang))["error"]
                ["message"] for lang in ("en", "ja", "de")}
    assert messages["en"] == "The Countess must be played while you hold the Prince."
    assert messages["ja"] == "「王子」を持っている間は「伯爵夫人」を出さなければなりません。"
    assert messages["de"] == ("Du musst die Gräfin ausspielen, solange du den Prinzen "
                              "auf der Hand hast.")
