"""The contract's twelve test vectors (RULES-verraeter.md §7), as scenario files."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from accessible_ll.games.verraeter import scenario

FOLDER = Path(__file__).parent / "scenarios"
FILES = sorted(FOLDER.glob("*.json"))


def load(path: Path) -> list[dict]:
    return scenario.cases(json.loads(path.read_text(encoding="utf-8")))


CASES = [(path.name, case) for path in FILES for case in load(path)]


def test_every_vector_of_the_contract_has_its_file():
    assert [p.name[:2] for p in FILES] == [f"{n:02d}" for n in range(1, 13)]


@pytest.mark.parametrize("name,case", CASES, ids=[f"{n}:{c['name'][:40]}" for n, c in CASES])
def test_scenario_holds(name, case):
    scenario.run(case)


def test_a_wrong_expectation_fails_the_scenario():
    case = copy.deepcopy(load(FOLDER / "02_basic_battle.json")[0])
    case["steps"][-1]["expect"]["scores"] = [9, 0, 9, 0]
    with pytest.raises(scenario.ScenarioFailed, match="scores"):
        scenario.run(case)


def test_an_accepted_action_that_should_be_refused_fails_the_scenario():
    case = copy.deepcopy(load(FOLDER / "02_basic_battle.json")[0])
    case["steps"].insert(1, {"action": {"seat": 1, "battlefield": 0}, "refused": "same_house"})
    with pytest.raises(scenario.ScenarioFailed, match="accepted, expected refusal same_house"):
        scenario.run(case)


def test_a_refusal_with_another_code_fails_the_scenario():
    case = copy.deepcopy(load(FOLDER / "02_basic_battle.json")[0])
    case["steps"].insert(1, {"action": {"seat": 0, "commit": []}, "refused": "wrong_decision"})
    with pytest.raises(scenario.ScenarioFailed, match="refused not_your_turn"):
        scenario.run(case)


def test_the_command_line_runs_each_file_and_says_what_failed(capsys, tmp_path):
    from accessible_ll.cli import main
    assert main(["scenario", "--game", "verraeter", str(FOLDER / "06_tie.json")]) == 0
    assert json.loads(capsys.readouterr().out)["passed"] is True
    case = load(FOLDER / "02_basic_battle.json")[0]
    case["steps"][-1].setdefault("expect", {})["scores"] = [99, 0, 0, 0]
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps(case), encoding="utf-8")
    assert main(["scenario", "--game", "verraeter", str(wrong)]) == 1
    result = json.loads(capsys.readouterr().out)
    assert not result["passed"] and result["problems"]
    (tmp_path / "bad.json").write_text('{"cases": 3}', encoding="utf-8")
    assert main(["--lang", "de", "scenario", "--game", "verraeter",
                 str(tmp_path / "bad.json")]) == 2
    assert "ist kein Szenario von Verräter" in capsys.readouterr().err


def test_a_fixed_supply_order_is_dealt_from_player_1_whoever_starts():
    """docs/verraeter.md: the supply deck (top first) is dealt three to Player 1 first,
    then three to each seat in order, also when another seat starts."""
    case = copy.deepcopy(load(FOLDER / "01_setup.json")[0])
    case["start"] = 2
    supply = case["shuffles"][1]
    state = scenario.build(case)
    assert state.start == 2
    assert state.hands == [sorted(supply[seat * 3:seat * 3 + 3]) for seat in range(4)]
    assert state.deck == supply[12:]
