"""Every cue a game declares plays in the sound test with its name in the game's words;
sound problems are said once; a cue file that is damaged or missing is named."""

from __future__ import annotations

from accessible_ll.audio import SilentCuePlayer
from accessible_ll.audio.cues import CueError, load_cue
from accessible_ll.audio.player import NO_DEVICE, AudioNotice, OpenALCuePlayer, open_cue_player
from accessible_ll.narration.i18n import Texts
from accessible_ll.soundcheck import every_cue, notice_texts, sound_test
from accessible_ll.speech import RecordingSpeaker

import pytest


def cue(cue_id: str):
    return next(c for c in every_cue() if c.id == cue_id)


def test_sound_notices_are_said_in_the_players_language():
    said = notice_texts(Texts.for_language("de"),
                        [AudioNotice(NO_DEVICE), AudioNotice("cue_unusable", cue("token"))])
    assert said[0].startswith("Es wurde kein Audiogerät gefunden")
    assert said[1] == "Der Klang für „Herz erhalten“ fehlt oder ist beschädigt und bleibt daher stumm."


def test_sound_test_plays_every_cue_in_order_with_its_name():
    speaker, cues, shown = RecordingSpeaker(), SilentCuePlayer(), []
    lines = sound_test(Texts.for_language("ja"), speaker, cues, show=shown.append, pause=0)
    assert [played for played, _ in cues.played] == [c.id for c in every_cue()]
    assert shown == lines == speaker.spoken()
    assert lines[1] == "33個中1番目：カードを配った。"
    assert lines[6] == "33個中6番目：守られた。"  # Love Letter's own, in its words


def test_every_cue_file_is_short_mono_and_fades_in_and_out():
    for each in every_cue():
        frames, rate = load_cue(each.file)
        samples, name = memoryview(frames).cast("h"), each.id
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
    copies = []
    for each in every_cue():
        (tmp_path / each.file.name).write_bytes(each.file.read_bytes())
        copies.append(each._replace(file=tmp_path / each.file.name))
    (tmp_path / "token.wav").unlink()
    (tmp_path / "trade.wav").write_bytes(b"not a wav file")
    monkeypatch.setenv("ALSOFT_DRIVERS", "null")
    player, notices = open_cue_player(copies)
    assert isinstance(player, OpenALCuePlayer)
    trade, token = (next(c for c in copies if c.id == i) for i in ("trade", "token"))
    assert notices == [AudioNotice("cue_unusable", trade), AudioNotice("cue_unusable", token)]
    assert notice_texts(Texts.for_language("en"), notices) == [
        "The sounds for “hands traded” and “token gained” are missing or damaged, so they "
        "stay silent."]
    player.play("token")  # silently nothing
    player.play("draw")
    player.close()


def test_no_device_falls_back_to_silence(monkeypatch):
    def no_device(*args, **kwargs):
        import cyal
        raise cyal.exceptions.DeviceNotFoundError()
    monkeypatch.setattr(OpenALCuePlayer, "__init__", no_device)
    player, notices = open_cue_player(every_cue())
    assert isinstance(player, SilentCuePlayer) and notices == [AudioNotice(NO_DEVICE)]


def test_a_machine_without_sound_starts_quietly_and_says_so_once():
    import subprocess
    import sys
    code = ("from accessible_ll.audio import open_cue_player\n"
            "from accessible_ll.soundcheck import every_cue\n"
            "player, notices = open_cue_player(every_cue())\n"
            "print(type(player).__name__, [n.code for n in notices])\n")
    env = {**__import__("os").environ, "ALSOFT_DRIVERS": "alsa,nothere",
           "ALSA_CONFIG_PATH": "/nonexistent"}
    env.pop("ALSOFT_CONF", None)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert done.stdout.strip() == "SilentCuePlayer ['no_device']"
    assert "ALSA" not in done.stderr and done.stderr == ""


def test_when_no_cue_of_a_game_can_sound_that_is_said_in_one_sentence():
    sounds = every_cue("verraeter")
    notices = [AudioNotice("cue_unusable", each) for each in sounds]
    said = notice_texts(Texts.for_language("en"), notices, sounds)
    assert said == ["None of the sound files could be used, so there are no sound cues. "
                    "Every cue is also said in words."]
    assert notice_texts(Texts.for_language("en"), notices[:1], sounds) == [
        "The sound for “cards dealt” is missing or damaged, so it stays silent."]
