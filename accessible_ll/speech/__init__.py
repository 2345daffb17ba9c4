"""Speech and braille: a Speaker protocol and its backends."""

from accessible_ll.speech.modes import VoiceSwitch
from accessible_ll.speech.speaker import (
    LogSpeaker, RecordingSpeaker, Speaker, TeeSpeaker, Utterance, speech_busy)
from accessible_ll.speech.synth import SimulatedSynth, VirtualClock

__all__ = ["LogSpeaker", "RecordingSpeaker", "SimulatedSynth", "Speaker", "TeeSpeaker",
           "Utterance", "VirtualClock", "VoiceSwitch", "speech_busy"]


def open_speaker(log_path=None, language=None):
    """The player's screen reader (and a speech log if asked); whether speech was found.

    Args:
        log_path: Where to write the speech log, if anywhere.
        language: The game's language, told to the speech engine where possible.

    Returns:
        (speaker, available): ``available`` is False when no speech engine answered.
    """
    from accessible_ll.speech.screen_reader import ScreenReaderSpeaker
    reader = ScreenReaderSpeaker(language=language)
    log = LogSpeaker(log_path) if log_path else None
    return TeeSpeaker(reader, log), reader.available


def open_voices(log_path=None):
    """The game's voice and the screen reader's transcript, switchable (and a speech log
    if asked); whether speech was found; whether a screen reader seems to run.

    Returns:
        (switch, available, screen_reader): a :class:`VoiceSwitch`; ``available`` is
        False when no speech engine answered; ``screen_reader`` is True when NVDA, JAWS,
        VoiceOver or Orca runs.
    """
    from accessible_ll.speech.modes import screen_reader_running
    from accessible_ll.speech.screen_reader import ScreenReaderSpeaker
    reader = ScreenReaderSpeaker()
    log = LogSpeaker(log_path) if log_path else None
    return VoiceSwitch(reader, log), reader.available, screen_reader_running(reader.backend)
