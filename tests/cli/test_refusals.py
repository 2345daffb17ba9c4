"""A careless command line gets one clear line in the listener's language, never a
traceback; a failure never ends with exit code 0."""

from __future__ import annotations

import io
import re
import sys

import pytest

from accessible_ll import launch
from accessible_ll.audio import SilentCuePlayer
from accessible_ll.cli import main
from accessible_ll.narration import i18n
from accessible_ll.narration.i18n import Texts

REAL_RUN_APP = launch.run_app
CARELESS = [
    ["arena", "--bots", "random,random", "--games", "0"],
    ["bench", "--repeat", "0"],
    ["bench", "--rounds", "-5"],
    ["latency", "--games", "0"],
    ["ui-bench", "--runs", "0"],
    ["--players", "0"],
    ["--players", "99"],
    ["--players", "two"],
    ["--seed", "-7"],
    ["--seed", "9" * 5000],
    ["--edition", "premium", "--players", "2"],
    ["--bots", "random", "wizard"],
    ["--bots"],
    ["--bots", *["random"] * 6],
    ["--players", "4", "--bots", "random"],
    ["keys", "--settings", "/nonexistent-settings.json"],
    ["simulate", "--players", "3", "--viewer", "5"],
    ["simulate", "--edition", "kanai", "--players", "6"],
    ["simulate", "--viewer", "-1"],
    ["arena", "--bots", "heuristic,wizard"],
    ["arena", "--bots", "random"],
    ["arena"],
    ["beliefs", "--players", "9"],
    ["sound-test", "--volume", "nan"],
    ["sound-test", "--volume", "1e400"],
    ["sound-test", "--speech-log", "/nonexistent-folder/log.txt"],
    ["--speech-log", "/"],
    ["bogus"],
    ["simulate", "--seed"],
    ["keys", "--frobnicate"],
    ["scenario"],
    ["scenario", "/nonexistent.json"],
    ["scenario", "/"],
]


@pytest.fixture(autouse=True)
def no_game_and_own_config(monkeypatch, tmp_path):
    """A refused command never starts the game, and no test reads the user's settings."""
    monkeypatch.setattr(launch, "run_app", lambda *args: pytest.fail("the game started"))
    monkeypatch.setenv("ACCESSIBLE_LL_CONFIG_DIR", str(tmp_path / "config"))


def refusal(capsys, argv):
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv", CARELESS, ids=" ".join)
def test_a_careless_command_is_refused_in_one_localized_line(capsys, argv):
    lines = {}
    for language in ("en", "ja", "de"):
        code, out, err = refusal(capsys, [*argv, "--lang", language]
                                 if argv and argv[0] in ("simulate", "scenario", "keys")
                                 else ["--lang", language, *argv])
        assert code == 2 and out == "", (language, err)
        assert err.count("\n") == 1 and "Traceback" not in err
        lines[language] = err
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", lines["ja"]), lines["ja"]
    assert lines["de"] != lines["en"] and lines["ja"] != lines["en"]


def test_the_os_reason_is_translated_too(capsys):
    _code, _out, err = refusal(capsys, ["scenario", "/nonexistent.json", "--lang", "ja"])
    assert err == "シナリオファイル/nonexistent.jsonを読めません：ファイルがありません\n"


def test_the_seed_is_refused_when_negative_not_folded(capsys):
    _code, _out, err = refusal(capsys, ["simulate", "--seed", "-7"])
    assert err == "--seed must be a whole number from 0 to 999999999999999999, not “-7”.\n"


def test_an_unexpected_error_is_one_line_and_a_crash_log(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("ACCESSIBLE_LL_CONFIG_DIR", str(tmp_path))

    def broken(*_args, **_kwargs):
        raise RuntimeError("the deck fell on the floor")
    monkeypatch.setattr("accessible_ll.simulate.simulate", broken)
    code, _out, err = refusal(capsys, ["simulate", "--lang", "de"])
    log = tmp_path / "crash.log"
    assert code == 1 and err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith("In accessible-ll ist etwas schiefgegangen "
                          "(RuntimeError: the deck fell on the floor)") and str(log) in err
    text = log.read_text(encoding="utf-8")
    assert "command: accessible-ll simulate --lang de" in text
    assert "Traceback" in text and "the deck fell on the floor" in text


def test_ctrl_c_stops_with_one_line(capsys, monkeypatch):
    def interrupted(*_args, **_kwargs):
        raise KeyboardInterrupt
    monkeypatch.setattr("accessible_ll.arena.run_arena", interrupted)
    code, _out, err = refusal(capsys, ["arena", "--bots", "random,random"])
    assert (code, err) == (130, "Stopped.\n")


def test_a_full_disk_under_the_speech_log_is_said_and_fails(capsys, monkeypatch):
    monkeypatch.setattr("accessible_ll.soundcheck.time.sleep", lambda _s: None)
    # no cue is heard here, even where an earlier test left OpenAL open on its null device
    monkeypatch.setattr("accessible_ll.audio.open_cue_player",
                        lambda *_cues, **_options: (SilentCuePlayer(), []))
    code, out, err = refusal(capsys, ["sound-test", "--speech-log", "/dev/full",
                                      "--lang", "en"])
    assert code == 1 and "Traceback" not in err
    assert err.splitlines()[-1] == ("The speech log /dev/full stopped being written "
                                    "(the disk is full); the game went on without it.")
    assert "Sound test finished." in out


def test_japanese_on_a_terminal_that_cannot_show_it_is_refused(capsys, monkeypatch):
    ascii_out = io.TextIOWrapper(io.BytesIO(), encoding="ascii")
    monkeypatch.setattr(sys, "stdout", ascii_out)
    for argv in (["simulate", "--lang", "ja"], ["keys", "--lang", "de"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert ("(ascii)" in err or "（ascii）" in err) and err.count("\n") == 1
    assert main(["keys", "--lang", "en"]) == 0  # curly quotes become "?"


def test_a_missing_catalog_falls_back_to_english_with_a_notice(capsys, monkeypatch,
                                                                tmp_path):
    broken = tmp_path / "ja" / "LC_MESSAGES"
    broken.mkdir(parents=True)
    (broken / "accessible_ll.mo").write_bytes(b"not a catalog at all")
    real = i18n.locale_dir()
    monkeypatch.setattr(i18n, "locale_dir",
                        lambda: tmp_path if (real / "en").is_dir() else real)
    monkeypatch.setattr(i18n, "load_translations", lambda language: (
        i18n.gettext.translation(i18n.DOMAIN, localedir=str(
            tmp_path if language == "ja" else real), languages=[language])))
    texts = Texts.for_language("ja")
    assert (texts.language, texts.missing) == ("en", "ja")
    assert main(["keys", "--lang", "ja"]) == 0
    out, err = capsys.readouterr()
    assert err == "The ja translation is missing or damaged, so the game uses English.\n"
    assert "  h: your hand, with each card's value and effect" in out


def test_help_still_works(capsys):
    assert main(["--help"]) == 0
    assert "accessible-ll" in capsys.readouterr().out


def test_unknown_command_names_the_commands(capsys):
    _code, _out, err = refusal(capsys, ["bogus"])
    assert err.startswith("There is no command “bogus”. Commands: scenario, simulate")


def test_the_players_asked_for_are_checked_before_anything_starts(capsys):
    _code, _out, err = refusal(capsys, ["--edition", "kanai", "--players", "6"])
    assert err == "The kanai edition is for 2–4 players, not 6.\n"


def test_a_crash_inside_the_game_screen_is_one_line_and_the_crash_log(capsys, monkeypatch,
                                                                      tmp_path):
    from accessible_ll.audio import SilentCuePlayer
    from accessible_ll.speech import RecordingSpeaker

    class CrashingApp:
        texts = Texts.for_language("en")
        return_code = None

        def run(self):
            self.error_console.print("Traceback (most recent call last):\nKeyError: 'boom'")
            self.return_code = 1
    monkeypatch.setattr(launch, "run_app", REAL_RUN_APP)
    monkeypatch.setattr("accessible_ll.tui.app.make_app", lambda *a, **k: CrashingApp())
    monkeypatch.setattr("accessible_ll.audio.open_cue_player",
                        lambda *_, **__: (SilentCuePlayer(), []))
    monkeypatch.setattr("accessible_ll.speech.open_speaker",
                        lambda log=None: (RecordingSpeaker(), True))
    code, _out, err = refusal(capsys, ["--no-sound"])
    log = tmp_path / "config" / "crash.log"
    assert code == 1 and err.count("\n") == 1 and "Traceback" not in err
    assert "(AppCrashed: KeyError: 'boom')" in err and str(log) in err
    assert "KeyError: 'boom'" in log.read_text(encoding="utf-8")

