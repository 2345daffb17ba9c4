"""Speech and braille: a Speaker protocol and its backends."""

from accessible_ll.speech.speaker import (
    LogSpeaker, RecordingSpeaker, Speaker, TeeSpeaker, Utterance)

__all__ = ["LogSpeaker", "RecordingSpeaker", "Speaker", "TeeSpeaker", "Utterance"]


def open_speaker(log_path=None):
    """The player's screen reader (and a speech log if asked); whether speech was found.

    Returns:
        (speaker, available): ``available`` is False when no speech engine answered.
    """
    from accessible_ll.speech.screen_reader import ScreenReaderSpeaker
    reader = ScreenReaderSpeaker()
    log = LogSpeaker(log_path) if log_path else None
    return TeeSpeaker(reader, log), reader.available
