"""Speech and braille: a Speaker protocol and its backends."""

from accessible_ll.speech.speaker import (
    LogSpeaker, RecordingSpeaker, Speaker, TeeSpeaker, Utterance, speech_busy)
from accessible_ll.speech.synth import SimulatedSynth, VirtualClock

__all__ = ["LogSpeaker", "RecordingSpeaker", "SimulatedSynth", "Speaker", "TeeSpeaker",
           "Utterance", "VirtualClock", "speech_busy"]


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
