"""Scenario vectors: the shared examples and one scripted round per rule."""

from __future__ import annotations

import json

import pytest

from accessible_ll.narration.i18n import Texts
from accessible_ll.scenario import parse_scenario, run_scenario
from tests.engine.rule_vectors import VECTORS
from tests.helpers import SHARED, matches, scenario

SHARED_FILES = sorted((SHARED / "scenarios").glob("*.json"))


@pytest.fixture(scope="module")
def english() -> Texts:
    return Texts.for_language("en")


def test_shared_scenarios_are_present():
    assert len(SHARED_FILES) >= 4, f"no shared scenarios in {SHARED}"


@pytest.mark.parametrize("path", SHARED_FILES, ids=lambda p: p.stem)
def test_shared_scenario(path, english):
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
