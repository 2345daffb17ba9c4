"""Events become cues and queued words; errors interrupt; sound problems are said once."""

from __future__ import annotations


from accessible_ll.audio import CUE_NAMES, SilentCuePlayer, sound_dir
from accessible_ll.audio.cues import CueError, load_cue
from accessible_ll.audio.player import NO_DEVICE, AudioNotice, OpenALCuePlayer, open_cue_player
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.engine.errors import COUNTESS_REQUIRED, IllegalAction
from accessible_ll.games import find_game
from accessible_ll.narration.i18n import Texts
from accessible_ll.games.love_letter.narrator import Narrator
from accessible_ll.presenter import Presenter
from accessible_ll.soundcheck import sound_test
from accessible_ll.speech import RecordingSpeaker

import pytest


def presenter(viewer=0, language="en"):
    texts = Texts.for_language(language)
    return Presenter(Narrator(texts, ["Ann", "Ben"], "2019", viewer), RecordingSpeaker(),
                     SilentCuePlayer(), find_game("love-letter"), viewer)


def test_events_sound_their_cue_and_queue_their_words():
    p = presenter()
    p.present([ev.TurnStarted(0), ev.Drew(0, False), ev.DrewCard(0, "baron", (0,))])
    assert p.cues.played == [("your_turn", 0), ("draw", 0)]
    assert [(u.text, u.interrupt) for u in p.speaker.utterances if u.channel == "speech"] == [
        ("Your turn.", False), ("You draw the Baron.", False)]


def test_an_elimination_sounds_and_speaks_for_everyone():
    p = presenter(viewer=None)
    p.present([ev.Eliminated(1, ev.BY_GUARD, ("baron",))])
    assert p.cues.played == [("eliminated", 1)]
    assert p.speaker.spoken() == ["Ben is out of the round and reveals the Baron."]


def test_errors_sound_and_interrupt():
    p = presenter()
    p.error(IllegalAction(COUNTESS_REQUIRED, card="king"))
    assert p.cues.played == [("error", None)]
    assert p.speaker.utterances[0].interrupt is True
    assert p.speaker.spoken() == ["The Countess must be played while you hold the King."]


def test_sound_notices_are_said_in_the_players_language():
    p = presenter(language="de")
    said = p.notices([AudioNotice(NO_DEVICE), AudioNotice("cue_unusable", "token")])
    assert said[0].startswith("Es wurde kein Audiogerät gefunden")
    assert said[1] == "Der Klang für „Herz erhalten“ fehlt oder ist beschädigt und bleibt daher stumm."


def test_sound_test_plays_every_cue_in_order_with_its_name():
    speaker, cues, shown = RecordingSpeaker(), SilentCuePlayer(), []
    lines = sound_test(Texts.for_language("ja"), speaker, cues, show=shown.append, pause=0)
    assert [cue for cue, _ in cues.played] == list(CUE_NAMES)
    assert shown == lines == speaker.spoken()
    assert lines[1] == "33個中1番目：カードを配った。"


def test_every_cue_file_is_short_mono_and_fades_in_and_out():
    for name in CUE_NAMES:
        frames, rate = load_cue(sound_dir() / f"{name}.wav")
        samples = memoryview(frames).cast("h")
        assert rate == 44100 and 0.02 < len(samples) / rate < 1.5, name
        assert abs(samples[0]) < 300 and abs(samples[-1]) < 300, f"{name} would click"
        assert max(abs(s) for s in samples) > 10000, f"{name} is too quiet"


def test_a_broken_cue_file_is_refused_clearly(tmp_path):
    bad = tmp_path / "draw.wav"
    bad.write_bytes(b"RIFF0000WAVEjunk")
    with pytest.raises(CueError):
        load_cue(bad)
    with pytest.raises(CueError):
        load_cue(tmp_path / "missing.wav")


def test_missing_and_damaged_cues_are_reported_and_the_rest_still_load(tmp_path, monkeypatch):
    for name in CUE_NAMES:
        (tmp_path / f"{name}.wav").write_bytes((sound_dir() / f"{name}.wav").read_bytes())
    (tmp_path / "token.wav").unlink()
    (tmp_path / "trade.wav").write_bytes(b"not a wav file")
    monkeypatch.setenv("ALSOFT_DRIVERS", "null")
    monkeypatch.setattr("accessible_ll.audio.player.sound_dir", lambda: tmp_path)
    player, notices = open_cue_player()
    assert isinstance(player, OpenALCuePlayer)
    assert notices == [AudioNotice("cue_unusable", "trade"), AudioNotice("cue_unusable", "token")]
    player.play("token")  # silently nothing
    player.play("draw")
    player.close()


def test_no_device_falls_back_to_silence(monkeypatch):
    def no_device(*args, **kwargs):
        import cyal
        raise cyal.exceptions.DeviceNotFoundError()
    monkeypatch.setattr(OpenALCuePlayer, "__init__", no_device)
    player, notices = open_cue_player()
    assert isinstance(player, SilentCuePlayer) and notices == [AudioNotice(NO_DEVICE)]


def test_a_machine_without_sound_starts_quietly_and_says_so_once():
    import subprocess
    import sys
    code = ("from accessible_ll.audio import open_cue_player\n"
            "player, notices = open_cue_player()\n"
            "print(type(player).__name__, [n.code for n in notices])\n")
    env = {**__import__("os").environ, "ALSOFT_DRIVERS": "alsa,nothere",
           "ALSA_CONFIG_PATH": "/nonexistent"}
    env.pop("ALSOFT_CONF", None)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert done.stdout.strip() == "SilentCuePlayer ['no_device']"
    assert "ALSA" not in done.stderr and done.stderr == ""
