"""Speech and braille reach accessible_output3; the log and the recorder keep every word."""

from __future__ import annotations

from accessible_output3.outputs.auto import Auto
from accessible_output3.outputs.base import Output

from accessible_ll.speech import LogSpeaker, RecordingSpeaker, TeeSpeaker
from accessible_ll.speech.screen_reader import ScreenReaderSpeaker


class RecordingOutput(Output):
    """An accessible_output3 backend that is always active and remembers its calls."""

    name = "Recording"

    def __init__(self):
        super().__init__()
        self.calls = []

    def is_active(self):
        return True

    def speak(self, text, interrupt=False):
        self.calls.append(("speak", text, interrupt))
        return True

    def braille(self, text, **options):
        self.calls.append(("braille", text))
        return True

    def silence(self):
        self.calls.append(("silence",))


def real_auto_with(output) -> Auto:
    auto = Auto()
    auto.outputs = [output]
    return auto


def test_speech_goes_through_auto_with_the_interrupt_flag_and_braille():
    backend = RecordingOutput()
    speaker = ScreenReaderSpeaker(real_auto_with(backend))
    assert speaker.available and speaker.backend == "Recording"
    speaker.speak("Your turn.", interrupt=False)
    speaker.speak("Your hand: the Guard.", interrupt=True)
    speaker.stop()
    assert backend.calls == [
        ("speak", "Your turn.", False), ("braille", "Your turn."),
        ("speak", "Your hand: the Guard.", True), ("braille", "Your hand: the Guard."),
        ("silence",),
    ]


def test_no_backend_prints_nothing_and_says_so(capsys):
    speaker = ScreenReaderSpeaker()
    out = capsys.readouterr().out
    assert out == "", "accessible_output3's 'Cannot find' lines must not reach the screen"
    if not speaker.available:
        assert speaker.backend is None
        speaker.speak("Nobody hears this.")  # and nothing breaks
        speaker.stop()


def test_speech_log_keeps_every_utterance_with_its_channel(tmp_path):
    log = tmp_path / "speech.log"
    speaker = LogSpeaker(log)
    speaker.speak("Round 1 begins.\nYou play first.")
    speaker.speak("Your hand: the Baron.", interrupt=True)
    speaker.stop()
    speaker.close()
    assert log.read_text(encoding="utf-8").splitlines() == [
        "speech\tRound 1 begins. You play first.",
        "braille\tRound 1 begins. You play first.",
        "speech!\tYour hand: the Baron.",
        "braille\tYour hand: the Baron.",
        "stop",
    ]


def test_tee_speaks_through_all():
    one, two = RecordingSpeaker(), RecordingSpeaker()
    TeeSpeaker(one, two).speak("Hello", interrupt=True)
    assert one.utterances == two.utterances and one.spoken() == ["Hello"]


def test_without_speech_on_linux_the_notice_names_the_packages(monkeypatch):
    from accessible_ll.voice import no_speech_notice
    from accessible_ll.narration.i18n import Texts
    monkeypatch.setattr("sys.platform", "linux")
    for language in ("en", "de", "ja"):
        notice = no_speech_notice(Texts.for_language(language))
        assert "python3-speechd" in notice and "speech-dispatcher" in notice, language
    monkeypatch.setattr("sys.platform", "win32")
    assert "python3-speechd" not in no_speech_notice(Texts.for_language("en"))


def test_a_speech_engine_that_never_answers_does_not_hold_up_the_game(monkeypatch):
    import threading
    import time

    import accessible_output3.outputs.auto as auto_module

    from accessible_ll.speech import screen_reader
    released = threading.Event()

    class StuckAuto:  # a speech-dispatcher that never answers its first command
        def __init__(self):
            released.wait(30)

    monkeypatch.setattr(auto_module, "Auto", StuckAuto)
    monkeypatch.setattr(screen_reader, "CONNECT_SECONDS", 0.2)
    monkeypatch.setattr(screen_reader, "_stuck", [])  # this process's record, restored after
    started = time.monotonic()
    try:
        reader = screen_reader.ScreenReaderSpeaker()
    finally:
        released.set()
    assert time.monotonic() - started < 5
    assert not reader.available and "answered" in reader.diagnostics
    reader.speak("Your turn.")  # nothing to speak through, and no error
    assert not reader.busy()
    from accessible_ll.voice import no_speech_notice
    from accessible_ll.narration.i18n import Texts
    assert no_speech_notice(Texts.for_language("en")).startswith(
        "The speech engine did not answer within"), "not told to install packages"
