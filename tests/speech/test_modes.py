"""Who speaks: the game's own voice, or the player's screen reader reading written lines."""

from __future__ import annotations

import doctest
import json

import pytest

from accessible_ll import cli
from accessible_ll.inputs import InputRefusal
from accessible_ll.settings import load_settings
from accessible_ll.speech import RecordingSpeaker, VoiceSwitch, modes
from accessible_ll.speech.modes import GAME, SCREEN_READER, resolve_voice, screen_reader_running


def test_the_module_examples_hold():
    assert doctest.testmod(modes).failed == 0


def test_the_screen_reader_way_writes_every_line_and_the_log_keeps_both_ways():
    voice, log = RecordingSpeaker(), RecordingSpeaker()
    switch = VoiceSwitch(voice, log)
    switch.speak("Your turn.", interrupt=True)
    switch.screen_reader = True
    switch.speak("You play   the Guard.\n")
    switch.speak("   ")
    switch.stop()  # the screen reader's own key stops it; the game's voice is not touched
    assert voice.spoken() == ["Your turn."]
    assert switch.transcript.pending == ["You play the Guard."]
    assert log.spoken() == ["Your turn.", "You play   the Guard.\n", "   "]
    assert [u.channel for u in voice.utterances].count("stop") == 0


def test_the_players_choice_wins_else_a_running_screen_reader():
    assert resolve_voice(None, detected=True) == SCREEN_READER
    assert resolve_voice(None, detected=False) == GAME
    assert resolve_voice(GAME, detected=True) == GAME
    assert resolve_voice(SCREEN_READER, detected=False) == SCREEN_READER


@pytest.mark.parametrize("backend", ["NVDA", "jaws", "VoiceOver"])
def test_screen_reader_backends_count_as_a_running_screen_reader(backend):
    assert screen_reader_running(backend)


def test_orca_is_found_among_this_users_processes(tmp_path):
    proc = tmp_path / "proc"
    (proc / "12").mkdir(parents=True)
    (proc / "12" / "comm").write_text("bash\n")
    (proc / "self").mkdir()
    assert not modes._orca_running(proc)
    (proc / "34").mkdir()
    (proc / "34" / "comm").write_text("orca\n")
    assert modes._orca_running(proc)
    assert not modes._orca_running(tmp_path / "missing")


def test_voice_on_the_command_line_is_a_saved_setting(tmp_path, monkeypatch):
    from accessible_ll import launch
    started = []
    monkeypatch.setattr(launch, "has_terminal", lambda: True)
    monkeypatch.setattr(launch, "run_app", lambda app, *rest: started.append(app) or 0)
    assert cli.main(["--voice", "screen-reader", "--no-sound",
                     "--settings", str(tmp_path / "s.json")]) == 0
    settings = started[0].settings
    assert settings.voice == SCREEN_READER
    path = tmp_path / "settings.json"
    path.write_text(settings.to_json(), encoding="utf-8")
    assert load_settings(path).settings.voice == SCREEN_READER
    path.write_text(json.dumps({"voice": "loud"}), encoding="utf-8")
    assert load_settings(path).settings.voice is None, "a bad value is left out, the default used"
    with pytest.raises(InputRefusal):  # said in one localized line, nothing changed
        cli.build_parser().parse_args(["--voice", "loud"])
