"""The synthesizer double, the speech-time estimate and the speech-dispatcher link."""

from __future__ import annotations

import time
import types

from accessible_ll.speech import SimulatedSynth, TeeSpeaker, VirtualClock, speech_busy
from accessible_ll.speech.screen_reader import SpeechDispatcherLink
from accessible_ll.speech.timing import SpeechEstimate, speech_seconds


def test_queued_speech_is_heard_in_full_and_in_order():
    clock = VirtualClock()
    synth = SimulatedSynth(rate=10, clock=clock)
    for text in ("Round 1 begins.", "You draw the Baron.", "Choose a card."):
        synth.speak(text)
    clock.advance(2)
    assert synth.busy() and synth.heard() == ["Round 1 begins."]
    clock.advance(10)
    assert not synth.busy()
    assert synth.heard() == ["Round 1 begins.", "You draw the Baron.", "Choose a card."]
    assert synth.lost() == []


def test_an_interrupt_cuts_what_is_speaking_and_drops_the_queue():
    clock = VirtualClock()
    synth = SimulatedSynth(rate=10, clock=clock)
    synth.speak("Player 2 plays the Guard.")   # 2.5 s
    synth.speak("Player 2 names the Priest.")
    clock.advance(1)
    synth.speak("Your hand: the Baron.", interrupt=True)
    clock.advance(10)
    assert synth.cut() == ["Player 2 plays the Guard."]
    assert synth.dropped() == ["Player 2 names the Priest."]
    assert synth.heard() == ["Your hand: the Baron."]
    synth.speak("One.")
    synth.stop()
    assert synth.dropped()[-1] == "One." and not synth.busy()


def test_the_estimate_counts_wide_characters_twice_and_queues():
    assert speech_seconds("ab", rate=1) == 2 and speech_seconds("衛兵", rate=1) == 4
    clock = VirtualClock()
    estimate = SpeechEstimate(rate=10, clock=clock)
    estimate.spoke("x" * 10, interrupt=False)
    estimate.spoke("x" * 10, interrupt=False)
    clock.advance(1.5)
    assert estimate.busy()
    estimate.spoke("x" * 2, interrupt=True)
    clock.advance(0.3)
    assert not estimate.busy()
    estimate.spoke("x" * 10, interrupt=False)
    estimate.stopped()
    assert not estimate.busy()


class FakeClient:
    """speechd.SSIPClient's calls the game makes, answered as speech-dispatcher would."""

    def __init__(self):
        self.calls = []
        self.callbacks = []

    def set_priority(self, priority):
        self.calls.append(("priority", priority))

    def set_language(self, language):
        self.calls.append(("language", language))

    def speak(self, text, callback=None, event_types=None):
        self.calls.append(("speak", text))
        self.callbacks.append(callback)

    def cancel(self):
        self.calls.append(("cancel",))


FAKE_SPEECHD = types.SimpleNamespace(
    Priority=types.SimpleNamespace(MESSAGE="message"),
    CallbackType=types.SimpleNamespace(BEGIN="begin", END="end", CANCEL="cancel"))


def test_speech_dispatcher_hears_the_language_queues_and_reports_the_end():
    client = FakeClient()
    link = SpeechDispatcherLink(client, FAKE_SPEECHD)
    link.set_language("de")
    link.speak("Runde 1 beginnt.", interrupt=False)
    link.speak("Du ziehst den Baron.", interrupt=False)
    link.flush()
    assert client.calls == [("priority", "message"), ("language", "de"),
                            ("speak", "Runde 1 beginnt."), ("speak", "Du ziehst den Baron.")]
    assert link.busy()
    client.callbacks[0]("end")
    assert link.busy(), "the second message is still being said"
    client.callbacks[1]("end")
    assert not link.busy()
    link.speak("Deine Hand: der Baron.", interrupt=True)
    link.flush()
    assert client.calls[-2:] == [("cancel",), ("speak", "Deine Hand: der Baron.")]


def test_a_stuck_speech_dispatcher_does_not_hold_the_game():
    class StuckClient(FakeClient):
        def speak(self, text, callback=None, event_types=None):
            time.sleep(5)

    link = SpeechDispatcherLink(StuckClient(), FAKE_SPEECHD)
    began = time.monotonic()
    for _ in range(3):
        link.speak("Your turn.", interrupt=True)
    assert time.monotonic() - began < 0.5


def test_busy_is_asked_through_a_tee_and_is_false_when_unknown():
    clock = VirtualClock()
    synth = SimulatedSynth(clock=clock)
    synth.speak("Hello.")
    assert speech_busy(TeeSpeaker(synth, None)) and not speech_busy(object())


def test_a_lost_end_holds_the_game_only_until_the_whole_queue_should_be_said():
    clock = VirtualClock()
    link = SpeechDispatcherLink(FakeClient(), FAKE_SPEECHD, clock=clock)
    for _ in range(10):
        link.speak("x" * 150, interrupt=False)  # 10 s each, by the estimate
    clock.advance(60)
    assert link.busy(), "the last messages wait their turn in the queue"
    clock.advance(200)
    assert not link.busy(), "no END came: the game goes on"
