"""The presenter: game events become words and cues for one listener.

Game events queue behind each other; what the player asked for interrupts. Every
cue also has words, so nothing is told by sound alone.
"""

from __future__ import annotations

from typing import Any, Iterable

from accessible_ll.audio import AudioNotice, CuePlayer
from accessible_ll.audio import player as audio
from accessible_ll.kit import GameDescriptor, Refusal
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import joined
from accessible_ll.speech import Speaker

_NOTICES = {audio.NO_DEVICE: m.NO_SOUND_DEVICE, audio.SOUND_OFF: m.SOUND_OFF}


class Presenter:
    """Speaks and sounds what one listener may know.

    Args:
        narrator: The game's sentences for the listener (it decides what is private),
            with the words (``texts``) of the listener's language.
        speaker: Where words go.
        cues: Where sound cues go.
        game: The game whose events these are: its ``cues`` sound them (None: no cues,
            words only).
        listener: The seat listening (None: a spectator), as the game's cues hear it.
    """

    def __init__(self, narrator: Any, speaker: Speaker, cues: CuePlayer,
                 game: GameDescriptor | None = None, listener: int | None = None) -> None:
        self.narrator = narrator
        self.speaker = speaker
        self.cues = cues
        self.cues_for = game.cues if game is not None else None
        self.listener = listener
        self.history: list[str] = []

    def present(self, events: Iterable) -> list[str]:
        """Cue and queue the sentences of ``events``; return the sentences."""
        said = []
        for event in events:
            for cue, seat in self.cues_for(event, self.listener) if self.cues_for else ():
                self.cues.play(cue, seat)
            for line in self.narrator.events([event]):
                self.speaker.speak(line, interrupt=False)
                said.append(line)
        self.history += said
        return said

    def say(self, text: str, interrupt: bool = True) -> None:
        """Say something the player asked for (it interrupts by default)."""
        self.speaker.speak(text, interrupt=interrupt)
        self.history.append(text)

    def error(self, error: Refusal) -> str:
        """Sound the error cue and say what was wrong and what to do."""
        text = self.narrator.refusal(error)
        self.cues.play("error", None)
        self.say(text)
        return text

    def notices(self, notices: Iterable[AudioNotice]) -> list[str]:
        """Say, once each, what limits sound."""
        said = notice_texts(self.narrator.words, notices)
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
                                 cues=joined(texts, unusable)))
    return said
