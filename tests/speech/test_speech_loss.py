"""speech-dispatcher dies, hangs or comes back mid-game: the link notices it, says it
once, paces by the estimate, and speaks again through a new speech-dispatcher."""

from __future__ import annotations

import threading
import types
import time

import pytest

from accessible_ll.speech import VirtualClock, screen_reader
from accessible_ll.speech.screen_reader import BACK, LOST, SpeechDispatcherLink
from accessible_ll.speech.timing import speech_seconds
from tests.speech.test_synth import FAKE_SPEECHD, FakeClient


class Reader:
    """The speechd client's reader thread: alive until the socket closes."""

    def __init__(self) -> None:
        self.alive = True

    def is_alive(self) -> bool:
        return self.alive


class Engine(FakeClient):
    """A speech-dispatcher that can be killed: then every command fails, and the
    connection's reader ends."""

    def __init__(self):
        super().__init__()
        self._conn = type("Connection", (), {})()
        self._conn._communication_thread = Reader()
        self.dead = False
        self.closed = False

    def kill(self) -> None:
        self.dead = True
        self._conn._communication_thread.alive = False

    def speak(self, text, callback=None, event_types=None):
        if self.dead:
            raise OSError("Speech Dispatcher connection lost.")
        super().speak(text, callback, event_types)

    def close(self):
        self.closed = True


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(screen_reader, "WATCH_SECONDS", 0.01)
    monkeypatch.setattr(screen_reader, "RETRY_SECONDS", 0.05)
    monkeypatch.setattr(screen_reader, "STUCK_SECONDS", 0.3)


def until(condition, seconds: float = 3.0) -> bool:
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            return False
        time.sleep(0.01)
    return True


def watched(link: SpeechDispatcherLink) -> list[str]:
    heard: list[str] = []
    link.on_change = heard.append
    return heard


def test_a_killed_speech_dispatcher_is_noticed_told_once_and_paced_by_the_estimate():
    engine, after = Engine(), []
    link = SpeechDispatcherLink(engine, FAKE_SPEECHD, connect=lambda: after.pop())
    told = watched(link)
    link.set_language("ja")
    link.speak("あなたの番です。", interrupt=False)
    link.flush()
    assert link.busy()
    engine.kill()  # mid-speech: its END never comes
    assert until(lambda: told == [LOST]), told
    assert not link.busy(), "nothing more will be heard: the game goes on"
    for _ in range(3):
        link.speak("Guard.", interrupt=False)
    assert link.busy(), "paced by the estimate: the bot waits as long as the words take"
    assert until(lambda: not link.busy(), 2 * speech_seconds("Guard.") * 3)
    time.sleep(0.2)
    assert told == [LOST], "said once"
    new = Engine()
    after.append(new)
    assert until(lambda: told == [LOST, BACK]), told
    assert engine.closed
    link.speak("Your turn.", interrupt=False)
    link.flush()
    assert new.calls == [("priority", "message"), ("language", "ja"), ("speak", "Your turn.")]
    assert link.busy()
    new.callbacks[0]("end")
    assert not link.busy()


def test_a_failing_command_is_not_swallowed():
    engine = Engine()
    link = SpeechDispatcherLink(engine, FAKE_SPEECHD)
    told = watched(link)
    engine.dead = True  # the reader has not noticed yet: the command fails
    link.speak("Round 1 begins.", interrupt=False)
    link.speak("You draw the Baron.", interrupt=False)
    assert until(lambda: told == [LOST]), told
    time.sleep(0.1)
    assert told == [LOST] and link.lost


def test_a_speech_dispatcher_that_hangs_on_a_command_is_lost_too():
    released = threading.Event()

    class Hanging(Engine):
        def speak(self, text, callback=None, event_types=None):
            released.wait(10)

    link = SpeechDispatcherLink(Hanging(), FAKE_SPEECHD)
    told = watched(link)
    try:
        link.speak("Your turn.", interrupt=False)
        assert until(lambda: told == [LOST]), told
        assert until(lambda: not link.busy())
    finally:
        released.set()


def test_the_give_up_deadline_does_not_grow_while_every_end_comes():
    clock = VirtualClock()
    client = FakeClient()
    link = SpeechDispatcherLink(client, FAKE_SPEECHD, clock=clock)
    for number in range(30):  # normal play: each message ends in its time
        link.speak("x" * 150, interrupt=False)  # 10 s by the estimate
        link.flush()
        clock.advance(10)
        client.callbacks[number]("end")
    link.speak("x" * 15, interrupt=False)  # 1 s; its END is lost
    clock.advance(2 * 1 + 1.5)
    assert not link.busy(), "held only as long as this message, not the whole game"


class Cues:
    def __init__(self):
        self.played = []

    def play(self, cue, seat=None):
        self.played.append(cue)

    def close(self):
        pass


async def test_the_player_is_told_once_in_the_game_on_screen_with_a_cue(tmp_path):
    from accessible_ll.narration import messages as m
    from accessible_ll.settings import Settings
    from accessible_ll.speech import RecordingSpeaker, VoiceSwitch
    from accessible_ll.speech.screen_reader import ScreenReaderSpeaker
    from accessible_ll.tui.app import make_app
    from tests.speech.test_speakers import RecordingOutput, real_auto_with

    engine, after = Engine(), []
    reader = ScreenReaderSpeaker(real_auto_with(RecordingOutput()))
    reader.speechd = SpeechDispatcherLink(engine, FAKE_SPEECHD, connect=lambda: after.pop())
    log, cues = RecordingSpeaker(), Cues()
    app = make_app(Settings(language="en", bot_pace=0.05, voice="game").fitted(),
                   VoiceSwitch(reader, log), cues, settings_file=tmp_path / "settings.json")
    lost, back = app.t(m.SPEECH_LOST), app.t(m.SPEECH_BACK)
    shown: list[str] = []
    notify = app.notify
    app.notify = lambda text, **options: (shown.append(text), notify(text, **options))[1]
    async with app.run_test() as pilot:
        await pilot.pause(0.1)
        engine.kill()
        for _ in range(10):  # the game goes on speaking, and each command fails
            await pilot.press("down")
            await pilot.pause(0.05)
        assert log.spoken().count(lost) == 1, log.spoken()
        assert cues.played.count("error") == 1
        assert shown.count(lost) == 1, "shown on screen"
        after.append(Engine())
        for _ in range(40):
            await pilot.pause(0.05)
            if back in log.spoken():
                break
        assert log.spoken().count(back) == 1 and log.spoken().count(lost) == 1


def test_a_refused_command_is_not_a_lost_speech_dispatcher():
    class Refused(Exception):
        pass

    class Refusing(Engine):
        def set_language(self, language):
            raise Refused("410 ERR INVALID LANGUAGE")

    speechd = types.SimpleNamespace(**vars(FAKE_SPEECHD), SSIPResponseError=Refused)
    link = SpeechDispatcherLink(Refusing(), speechd)
    told = watched(link)
    link.set_language("xx")
    link.speak("Your turn.", interrupt=False)
    link.flush()
    time.sleep(0.1)
    assert told == [] and not link.lost and link.client.calls[-1] == ("speak", "Your turn.")
