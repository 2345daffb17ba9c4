"""``accessible-ll scenario``: exit codes, output keys and clear messages."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from accessible_ll.cli import main
from tests.helpers import SCENARIOS, scenario

KEYS = {"round_over", "round_winners", "tokens", "eliminated", "hands", "discards",
        "deck_count", "protected", "to_act", "game_winners", "error"}


def write(tmp_path, data, name="s.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def run(capsys, *args):
    code = main(["scenario", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_valid_file_prints_one_object_with_every_key(capsys):
    code, out, err = run(capsys, str(SCENARIOS / "guard_hit.json"))
    result = json.loads(out)
    assert code == 0 and set(result) == KEYS and err == ""
    assert result["round_winners"] == [0] and result["error"] is None


def test_illegal_action_is_reported_not_crashed(capsys, tmp_path):
    data = scenario("2019", 2, ["spy", "guard", "guard", "guard", "guard", "priest", "baron"],
                    [{"seat": 0, "play": "guard", "target": 1, "guess": "guard"}])
    code, out, _ = run(capsys, write(tmp_path, data), "--lang", "de")
    error = json.loads(out)["error"]
    assert code == 0
    assert error["index"] == 0 and error["code"] == "guess_guard"
    assert error["message"] == "Du darfst die Wächterin nicht nennen. Nenne eine andere Karte."


@pytest.mark.parametrize("content,expected", [
    ("{not json", "is not valid JSON (line 1, column 2)"),
    ({"edition": "2020", "players": 2, "deck": []}, "Unknown edition “2020”"),
    ({"edition": "2019", "players": 7, "deck": []}, "is played by 2–6 players"),
    ({"edition": "2019", "players": 2, "deck": ["guard"] * 21},
     "it has 0 × Spy, the edition has 2"),
    ({"edition": "2019", "players": 2, "deck": ["joker"]}, "unknown card id “joker”"),
    ({"edition": "2019", "players": 2}, "needs the key “deck”"),
    ([1, 2], "must hold one JSON object"),
])
def test_malformed_file_exits_2_with_one_clear_line(capsys, tmp_path, content, expected):
    code, out, err = run(capsys, write(tmp_path, content))
    assert code == 2 and out == ""
    assert expected in err and err.count("\n") == 1


def test_malformed_action_and_bad_first(capsys, tmp_path):
    data = scenario("2019", 2, [], [{"seat": "zero", "play": "guard"}])
    code, _, err = run(capsys, write(tmp_path, data))
    assert code == 2 and "Action 0 is malformed" in err
    data = scenario("2019", 2, [], [], first=2)
    code, _, err = run(capsys, write(tmp_path, data))
    assert code == 2 and "“first” must be a seat number from 0 to 1" in err


def test_missing_file_message_is_localized(capsys, tmp_path):
    code, _, err = run(capsys, str(tmp_path / "none.json"), "--lang", "ja")
    assert code == 2 and "シナリオファイル" in err and "を読めません" in err


def test_unknown_language_falls_back_to_english_with_a_notice(capsys):
    code, out, err = run(capsys, str(SCENARIOS / "countess_forced.json"),
                         "--lang", "xx")
    assert code == 0 and "Unknown language “xx”" in err
    assert json.loads(out)["error"]["message"].startswith("The Countess must be played")


def test_console_script_runs_as_a_module():
    done = subprocess.run([sys.executable, "-m", "accessible_ll", "scenario",
                           str(SCENARIOS / "spy_bonus_sole_survivor.json")],
                          capture_output=True, text=True)
    assert done.returncode == 0
    assert json.loads(done.stdout)["tokens"] == [2, 0, 0]


def test_bench_json_has_the_documented_keys(capsys):
    assert main(["bench", "--rounds", "200", "--players", "3", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result) == {"game", "edition", "players", "rounds", "rounds_per_second",
                           "games_per_second", "us_per_action"}
    assert result["players"] == 3 and result["rounds"] == 200
    assert result["rounds_per_second"] > 0


def test_bench_refuses_a_player_count_the_edition_lacks(capsys):
    assert main(["bench", "--edition", "kanai", "--players", "6"]) == 2


def test_a_byte_order_mark_is_read_and_bad_bytes_are_one_line(capsys, tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + (SCENARIOS / "guard_hit.json").read_bytes())
    code, out, _ = run(capsys, str(path))
    assert code == 0 and json.loads(out)["round_winners"] == [0]
    path.write_bytes(b'{"edition": "\xff\xfe"}')
    code, _, err = run(capsys, str(path), "--lang", "de")
    assert code == 2 and err == f"Die Szenariodatei {path} kann nicht gelesen werden: " \
                                "sie ist kein UTF-8-Text\n"


def test_negative_seats_and_tokens_at_the_target_are_malformed(capsys, tmp_path):
    deck = ["spy", "guard", "guard", "guard", "guard", "priest", "baron"]
    data = scenario("2019", 2, deck, [{"seat": 0, "play": "guard", "target": -1,
                                       "guess": "baron"}])
    code, _, err = run(capsys, write(tmp_path, data))
    assert code == 2 and err == "Action 0 names seat -1: seats are numbered from 0 to 1.\n"
    data = scenario("2019", 2, deck, [])
    data["tokens"] = [6, 0]
    code, _, err = run(capsys, write(tmp_path, data), "--lang", "ja")
    assert code == 2 and err.startswith("「tokens」はすべて勝利に必要な数6より小さく")


def test_deep_nesting_and_endless_numbers_are_one_line(capsys, tmp_path):
    for content, reason in (("[" * 100_000 + "]" * 100_000, "it is nested too deeply"),
                            ('{"players": ' + "9" * 5000 + "}",
                             "it holds a number with too many digits")):
        code, _, err = run(capsys, write(tmp_path, content))
        assert code == 2 and err.endswith(f": {reason}\n") and err.count("\n") == 1


ROYALS = Path(__file__).parents[1] / "games" / "disloyal_royals" / "scenarios"


@pytest.mark.parametrize("path", sorted(ROYALS.glob("*.json")), ids=lambda p: p.stem)
def test_another_games_rules_vectors_run_from_the_command_line(capsys, path):
    assert main(["scenario", "--game", "disloyal-royals", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["passed"] and result["problems"] == []


def test_another_games_scenario_that_fails_or_is_no_scenario_says_so(capsys, tmp_path):
    data = json.loads((ROYALS / "04_heart_target.json").read_text(encoding="utf-8"))
    data["steps"][-1]["expect"] = {"successes": 3}
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps(data), encoding="utf-8")
    assert main(["scenario", "--game", "disloyal-royals", str(wrong)]) == 1
    result = json.loads(capsys.readouterr().out)
    assert not result["passed"] and result["problems"]
    bad = tmp_path / "bad.json"
    bad.write_text('{"colour": 1}', encoding="utf-8")
    assert main(["--lang", "ja", "scenario", "--game", "disloyal-royals", str(bad)]) == 2
    assert "のシナリオではありません" in capsys.readouterr().err
