"""A Japanese player is told once when the voice reached cannot read Japanese; the
Open JTalk module for speech-dispatcher is written as configured."""

from __future__ import annotations

import time

from accessible_ll.speech import japanese
from accessible_ll.speech.screen_reader import NO_JAPANESE, SpeechDispatcherLink
from tests.speech.test_synth import FAKE_SPEECHD, FakeClient

ESPEAK_VOICES = (("English", "en", "none"), ("Japanese", "ja", "none"))
JTALK_VOICES = (("mei", "ja", "FEMALE1"),)


class Dispatcher(FakeClient):
    """speech-dispatcher with espeak-ng as its default module, and Open JTalk for
    Japanese when ``jtalk``: a language with a module of its own switches to it."""

    def __init__(self, jtalk: bool):
        super().__init__()
        self.jtalk = jtalk
        self.module = "espeak-ng"

    def get_output_module(self):
        return self.module

    def set_output_module(self, module):
        self.calls.append(("module", module))
        self.module = module

    def set_language(self, language):
        super().set_language(language)
        if language == "ja" and self.jtalk:
            self.module = "openjtalk"

    def list_synthesis_voices(self):
        return JTALK_VOICES if self.module == "openjtalk" else ESPEAK_VOICES


def told(client) -> list[str]:
    heard: list[str] = []
    link = SpeechDispatcherLink(client, FAKE_SPEECHD)
    link.on_change = heard.append
    link.set_language("ja")
    link.set_language("en")
    link.flush()
    time.sleep(0.5)  # the watch passes it on
    return heard


def test_espeak_ng_cannot_read_japanese_and_the_link_says_so():
    assert told(Dispatcher(jtalk=False)) == [NO_JAPANESE]
    assert not japanese.reads_japanese("espeak-ng", ESPEAK_VOICES)
    assert japanese.reads_japanese("openjtalk", JTALK_VOICES)


def test_open_jtalk_reads_japanese_and_english_goes_back_to_the_default_module():
    client = Dispatcher(jtalk=True)
    assert told(client) == []
    languages = [call for call in client.calls if call[0] in ("module", "language")]
    assert languages == [("module", "espeak-ng"), ("language", "ja"),
                         ("module", "espeak-ng"), ("language", "en")]
    assert client.module == "espeak-ng", "English is not read by the Japanese voice"


async def test_a_japanese_player_is_told_once_and_others_never(tmp_path):
    from accessible_ll.narration import messages as m
    from accessible_ll.settings import Settings
    from accessible_ll.speech import RecordingSpeaker, VoiceSwitch
    from accessible_ll.speech.screen_reader import ScreenReaderSpeaker
    from accessible_ll.tui.app import make_app
    from tests.speech.test_speakers import RecordingOutput, real_auto_with

    for language, times in (("ja", 1), ("en", 0)):
        reader = ScreenReaderSpeaker(real_auto_with(RecordingOutput()))
        reader.speechd = SpeechDispatcherLink(Dispatcher(jtalk=False), FAKE_SPEECHD)
        log = RecordingSpeaker()
        app = make_app(Settings(language=language, bot_pace=0.05, voice="game").fitted(),
                       VoiceSwitch(reader, log), settings_file=tmp_path / "settings.json")
        notice = app.t(m.NO_JAPANESE_VOICE)
        async with app.run_test() as pilot:
            for _ in range(3):
                app.set_language(language)
                await pilot.pause(0.3)
            assert log.spoken().count(notice) == times, (language, log.spoken())
        if times:
            assert not any("\u4e00" <= ch <= "\u9fff" for ch in notice), "kana: espeak-ng reads it"


def test_the_module_is_added_once_and_keeps_the_modules_found_before(tmp_path):
    (tmp_path / "speechd.conf").write_text("# the system's\nDefaultRate 0\n")
    voice = tmp_path / japanese.VOICE_FILE
    for _ in range(2):
        japanese.configure(tmp_path, voice)
    conf = (tmp_path / "speechd.conf").read_text()
    assert conf.count('AddModule "openjtalk" "sd_generic"') == 1
    assert 'LanguageDefaultModule "ja" "openjtalk"' in conf
    if (japanese.SYSTEM_MODULES / "sd_espeak-ng").exists():
        assert 'AddModule "espeak-ng"' in conf and "DefaultModule espeak-ng" in conf
    module = (tmp_path / "modules" / "openjtalk.conf").read_text()
    assert str(voice) in module and str(japanese.DICTIONARY) in module and "@" not in module
