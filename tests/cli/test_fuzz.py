"""Random settings files, scenario files and command lines: whatever comes in, the
command ends with 0 or 2, never a traceback, a refusal in at most two lines, and no file
but the settings file (and its backups) changed.

Commands run in-process (``cli.main``); the slow work behind each command (games,
benchmarks, the screen) is replaced by stand-ins that check they were given valid
values, so the bounded number of examples stays quick.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accessible_ll import cli, launch
from accessible_ll.games import GAMES
from accessible_ll.games.love_letter.editions import EDITIONS
from accessible_ll.settings import from_data, keep_backup, load_settings, save_settings
from tests.helpers import SCENARIOS

FUZZ = settings(max_examples=60, deadline=None, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])
SETTING_KEYS = ["language", "edition", "players", "seats", "names", "blind_variant",
                "target", "sound", "volume", "verbosity", "bot_pace", "keymap"]
SCENARIO_KEYS = ["edition", "players", "first", "tokens", "deck", "actions", "target",
                 "note", "expect"]
ENCODINGS = ["utf-8", "utf-8-sig", "utf-16", "utf-16-be", "utf-32", "latin-1", "cp1252",
             "shift_jis", "euc-jp", "cp437"]

leaves = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
          | st.text(max_size=30) | st.sampled_from(["ja", "human", "guard", "2019", "", 0]))
json_values = st.recursive(leaves, lambda inner: st.lists(inner, max_size=5)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=5),
                           max_leaves=15)


def encoded(shapes):
    return st.tuples(shapes, st.sampled_from(ENCODINGS)).map(
        lambda pair: json.dumps(pair[0], ensure_ascii=False).encode(pair[1], "replace"))


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def huge_number(digits: int) -> bytes:
    return b'{"players": ' + b"7" * digits + b', "target": -' + b"1" * digits + b"}"


def file_contents(keys):
    shaped = st.dictionaries(st.sampled_from(keys + ["colour"]), json_values, max_size=8)
    return st.one_of(st.binary(max_size=400), encoded(shaped), encoded(json_values),
                     st.integers(1, 5000).map(nested), st.integers(20, 6000).map(huge_number))


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def assert_clean_ending(code: int, err: str) -> None:
    assert code in (0, 2), err
    assert "Traceback" not in err and "Error:" not in err, err
    if code == 2:
        assert 1 <= len(err.splitlines()) <= 2, err


@FUZZ
@given(data=file_contents(SETTING_KEYS))
def test_any_settings_file_is_read_key_by_key_and_only_it_is_ever_written(data):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_bytes(data)
        loaded = keep_backup(load_settings(path))
        after = snapshot(Path(folder))
        assert after.pop("settings.json") == data
        assert list(after.values()) in ([], [data]), "at most one backup, the file as it was"
        kept = loaded.settings.fitted()
        assert from_data(json.loads(kept.to_json()))[1] == []  # every kept value is valid
        save_settings(kept, path)
        assert load_settings(path).settings == kept
        assert sorted(snapshot(Path(folder))) == sorted(["settings.json", *after])


@FUZZ
@given(data=file_contents(SETTING_KEYS), language=st.sampled_from(["ja", "en", "de"]))
def test_keys_reads_any_settings_file_and_changes_nothing(capsys, data, language):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_bytes(data)
        code = cli.main(["keys", "--lang", language, "--settings", str(path)])
        _out, err = capsys.readouterr()
        assert_clean_ending(code, err)
        assert len(err.splitlines()) <= 2 and "None" not in err
        assert snapshot(Path(folder)) == {"settings.json": data}


def mutated_scenarios():
    base = json.loads((SCENARIOS / "guard_hit.json").read_text(encoding="utf-8"))
    one_key = st.tuples(st.sampled_from(SCENARIO_KEYS), json_values).map(
        lambda change: {**base, change[0]: change[1]})
    seats = st.integers(-3, 3)
    one_action = st.fixed_dictionaries({"seat": seats}, optional={
        "play": st.sampled_from(["guard", "spy", "baron", "chancellor", "x"]),
        "target": seats, "guess": st.sampled_from(["baron", "guard", 3]),
        "targets": st.lists(seats, max_size=3), "look": seats}).map(
        lambda action: {**base, "actions": [action]})
    return st.one_of(one_key, one_action)


@FUZZ
@given(data=st.one_of(file_contents(SCENARIO_KEYS), encoded(mutated_scenarios())),
       language=st.sampled_from(["ja", "en", "de"]))
def test_any_scenario_file_ends_in_a_result_or_one_clear_line(capsys, data, language):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "scenario.json"
        path.write_bytes(data)
        code = cli.main(["scenario", str(path), "--lang", language])
        out, err = capsys.readouterr()
        assert_clean_ending(code, err)
        if code == 0:
            assert set(json.loads(out)) >= {"round_over", "error"}
        assert snapshot(Path(folder)) == {"scenario.json": data}


# ----- command lines -------------------------------------------------------------------

class Stand_ins:
    """The work behind each command, replaced: each checks the values it was given."""

    def __init__(self, monkeypatch) -> None:
        self.calls = []
        patch = monkeypatch.setattr
        patch("accessible_ll.arena.run_arena", self.arena)
        patch("accessible_ll.arena.describe", lambda result: ["arena"])
        patch("accessible_ll.bench.run_bench", self.bench)
        patch("accessible_ll.games.love_letter.bots.accuracy.belief_accuracy", self.beliefs)
        patch("accessible_ll.games.love_letter.bots.accuracy.describe", lambda result: ["beliefs"])
        patch("accessible_ll.tui.bench.ui_bench", self.ui_bench)
        patch("accessible_ll.soundcheck.sound_test", lambda *args, **options: [])
        patch("accessible_ll.soundcheck.output_latency", self.latency)
        patch("accessible_ll.simulate.simulate", self.simulate)
        patch("accessible_ll.audio.open_cue_player", self.cue_player)
        patch("accessible_ll.speech.open_speaker", self.speaker)
        patch(launch, "run_app", self.run_app)

    def players_fit(self, edition: str, players: int) -> None:
        assert players in EDITIONS[edition].player_counts

    def arena(self, bots, edition, games, seed, game="love-letter"):
        self.players_fit(edition, len(bots))
        assert games >= 1 and seed >= 0
        self.calls.append("arena")
        return {}

    def bench(self, game, edition, players, rounds, seed, repeat):
        self.players_fit(edition, players)
        assert rounds >= 1 and repeat >= 1 and seed >= 0
        self.calls.append("bench")
        return {"game": game, "edition": edition, "players": players, "rounds": rounds,
                "rounds_per_second": 1.0, "games_per_second": 1.0, "us_per_action": 1.0}

    def beliefs(self, edition, players, rounds, seed):
        self.players_fit(edition, players)
        assert rounds >= 1 and seed >= 0
        return {}

    def ui_bench(self, runs, presses):
        assert runs >= 1 and presses >= 1
        return {}

    def latency(self, speaker, cues, texts, games, game_id):
        assert games >= 1 and game_id in GAMES
        return {"game": game_id, **{key: 0.0 for key in (
            "games", "moves", "speech_ms_median", "speech_ms_p99", "cue_ms_median",
            "cue_ms_p99")}}

    def simulate(self, game, edition, players, seed, texts, viewer):
        self.players_fit(edition, players)
        assert seed >= 0 and (viewer is None or viewer == "all" or 0 <= viewer < players)
        return iter(["line"])

    def cue_player(self, cues=(), **options):
        from accessible_ll.audio import SilentCuePlayer
        assert 0 <= options.get("volume", 0) <= 1
        return SilentCuePlayer(), []

    def speaker(self, log=None):
        from accessible_ll.speech import RecordingSpeaker
        return RecordingSpeaker(), True

    def run_app(self, app, speaker, log, cues):
        settings = app.settings
        self.players_fit(settings.table().variant, settings.players)
        assert len(settings.seats) == settings.players
        return 0


OPTIONS = {
    "": ["--lang", "--edition", "--players", "--bots", "--seed", "--settings", "--speech-log",
         "--start", "--no-sound", "--blind-variant"],
    "scenario": ["--lang", "--game"],
    "simulate": ["--game", "--edition", "--players", "--seed", "--lang", "--viewer"],
    "sound-test": ["--lang", "--speech-log", "--volume"],
    "latency": ["--games", "--json"],
    "keys": ["--lang", "--settings"],
    "arena": ["--game", "--bots", "--players", "--edition", "--games", "--seed", "--json"],
    "beliefs": ["--game", "--edition", "--players", "--rounds", "--seed", "--json"],
    "ui-bench": ["--runs", "--presses"],
    "bench": ["--game", "--edition", "--players", "--rounds", "--seed", "--repeat", "--json"],
    "bogus": [],
}
VALUES = ["0", "1", "2", "3", "4", "7", "9", "99", "-1", "-7", "+3", " 5", "abc", "", "1e400",
          "nan", "0.5", "9" * 40, "ja", "de", "xx", "random", "human", "heuristic,random",
          "random,random,random", "wizard,random", "spectator", "all", "premium", "kanai",
          "2019", "Classic", "love-letter", "\x1b[31m", "--", "-"]
PATHS = ["folder", "fifo", "settings.json", "scenario.json", "missing/x.json", "new.log"]


def words(folder: Path):
    """A command, then its options with values (now and then one it lacks, or a stray word)."""
    values = st.sampled_from(VALUES + [str(folder / name) for name in PATHS])

    def line(command: str):
        own = st.sampled_from(OPTIONS[command] or ["--frobnicate"])
        anything = st.sampled_from(sorted({o for opts in OPTIONS.values() for o in opts}))
        item = st.one_of(st.tuples(own, values).map(list), own.map(lambda o: [o]),
                         st.tuples(anything, values).map(list), values.map(lambda v: [v]))
        start = [command] if command else []
        positional = st.just([str(folder / "scenario.json")]) if command == "scenario" \
            else st.just([])
        return st.tuples(positional, st.lists(item, max_size=5)).map(
            lambda pair: start + pair[0] + [w for part in pair[1] for w in part])
    return st.sampled_from(sorted(OPTIONS)).flatmap(line)


@pytest.fixture
def table(tmp_path):
    (tmp_path / "folder").mkdir()
    (tmp_path / "folder" / "inside").write_text("keep", encoding="utf-8")
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "settings.json").write_text('{"language": "de", "colour": 1}',
                                            encoding="utf-8")
    (tmp_path / "scenario.json").write_bytes((SCENARIOS / "guard_hit.json").read_bytes())
    return tmp_path


@settings(max_examples=120, deadline=None, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_any_command_line_ends_in_0_or_one_clear_refusal(capsys, monkeypatch, table, data):
    Stand_ins(monkeypatch)
    config = table / "config"
    monkeypatch.setenv("ACCESSIBLE_LL_CONFIG_DIR", str(config))
    monkeypatch.chdir(table)
    argv = data.draw(words(table))
    before = snapshot(table)
    code = cli.main(argv)
    _out, err = capsys.readouterr()
    assert_clean_ending(code, err)
    after = snapshot(table)
    changed = {name for name in set(before) | set(after) if before.get(name) != after.get(name)}
    allowed = {"settings.json.broken.1"} | {n for n in changed if n.startswith("config/")}
    allowed |= asked_logs(argv, table)  # a speech log is the one file a player asks for
    assert changed <= allowed, (argv, changed)


def asked_logs(argv: list[str], folder: Path) -> set[str]:
    """The files ``argv`` names as speech logs, as paths relative to ``folder``."""
    logs = {argv[i + 1] for i, word in enumerate(argv[:-1]) if word == "--speech-log"}
    return {os.path.relpath(folder / log, folder) for log in logs}
