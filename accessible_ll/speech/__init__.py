"""Speech and braille: a Speaker protocol and its backends."""

from accessible_ll.speech.modes import VoiceSwitch
from accessible_ll.speech.speaker import (
    LogSpeaker, RecordingSpeaker, Speaker, TeeSpeaker, Utterance)

__all__ = ["LogSpeaker", "RecordingSpeaker", "Speaker", "TeeSpeaker", "Utterance", "VoiceSwitch"]


def open_speaker(log_path=None):
    """The player's screen reader (and a speech log if asked); whether speech was found.

    Returns:
        (speaker, available): ``available`` is False when no speech engine answered.
    """
    from accessible_ll.speech.screen_reader import ScreenReaderSpeaker
    reader = ScreenReaderSpeaker()
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
