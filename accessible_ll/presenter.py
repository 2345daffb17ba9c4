"""The presenter: game events become words and cues for one listener.

Game events queue behind each other; what the player asked for interrupts. Every
cue also has words, so nothing is told by sound alone.
"""

from __future__ import annotations

from typing import Iterable

from accessible_ll.audio import AudioNotice, CuePlayer
from accessible_ll.audio import player as audio
from accessible_ll.engine.errors import IllegalAction
from accessible_ll.games import find_game
from accessible_ll.narration import messages as m
from accessible_ll.narration.narrator import Narrator
from accessible_ll.speech import Speaker

_NOTICES = {audio.NO_DEVICE: m.NO_SOUND_DEVICE, audio.SOUND_OFF: m.SOUND_OFF}


class Presenter:
    """Speaks and sounds what one listener may know.

    Args:
        narrator: Sentences for the listener (its viewer decides what is private).
        speaker: Where words go.
        cues: Where sound cues go.
    """

    def __init__(self, narrator: Narrator, speaker: Speaker, cues: CuePlayer) -> None:
        self.narrator = narrator
        self.speaker = speaker
        self.cues = cues
        self.history: list[str] = []

    def present(self, events: Iterable) -> list[str]:
        """Cue and queue the sentences of ``events``; return the sentences."""
        said = []
        viewer = self.narrator.viewer
        cues_for = find_game("love-letter").cues
        for event in events:
            for cue, seat in cues_for(event, viewer if isinstance(viewer, int) else None):
                self.cues.play(cue, seat)
            for line in self.narrator.event(event):
                self.speaker.speak(line, interrupt=False)
                said.append(line)
        self.history += said
        return said

    def say(self, text: str, interrupt: bool = True) -> None:
        """Say something the player asked for (it interrupts by default)."""
        self.speaker.speak(text, interrupt=interrupt)
        self.history.append(text)

    def error(self, error: IllegalAction) -> str:
        """Sound the error cue and say what was wrong and what to do."""
        text = self.narrator.error(error)
        self.cues.play("error", None)
        self.say(text)
        return text

    def notices(self, notices: Iterable[AudioNotice]) -> list[str]:
        """Say, once each, what limits sound."""
        said = notice_texts(self.narrator.texts, notices)
        for text in said:
            self.say(text, interrupt=False)
        return said


def notice_texts(texts, notices: Iterable[AudioNotice]) -> list[str]:
    """What limits sound, in words: one sentence for all the unusable cue files."""
    from accessible_ll.audio import CUE_NAMES
    said, unusable = [], []
    for notice in notices:
        if notice.code == audio.CUE_UNUSABLE:
            unusable.append(texts.text(m.CUE_QUOTED, cue=texts.text(m.CUE_LABELS[notice.cue])))
        else:
            said.append(texts.text(_NOTICES[notice.code]))
    if len(unusable) >= len(CUE_NAMES):
        said.append(texts.text(m.NO_CUE_FILES))
    elif unusable:
        said.append(texts.plural(m.CUES_UNUSABLE, len(unusable),
                                 cues=Narrator(texts, []).join(unusable)))
    return said
