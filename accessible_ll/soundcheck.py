"""The sound test and the latency benchmark of the output layer."""

from __future__ import annotations

import statistics
import time
from typing import Callable

from accessible_ll.audio import CUE_NAMES
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts


def sound_test(texts: Texts, speaker, cues, show: Callable[[str], None] = print,
               pause: float = 0.6) -> list[str]:
    """Play every cue in order, one at a time, saying and showing each cue's name."""
    lines = [texts.plural(m.SOUND_TEST_START, len(CUE_NAMES))]
    _tell(lines[0], speaker, show)
    time.sleep(pause)
    for number, cue in enumerate(CUE_NAMES, start=1):
        line = texts.text(m.SOUND_TEST_CUE, number=number, total=len(CUE_NAMES),
                          cue=texts.text(m.CUE_LABELS[cue]))
        lines.append(line)
        _tell(line, speaker, show)
        time.sleep(pause)
        cues.play(cue, None)
        _wait(cues)
        time.sleep(pause)
    lines.append(texts.text(m.SOUND_TEST_DONE))
    _tell(lines[-1], speaker, show)
    return lines


def _tell(line: str, speaker, show) -> None:
    show(line)
    speaker.speak(line, interrupt=False)


def _wait(cues, limit: float = 3.0) -> None:
    busy = getattr(cues, "busy", None)
    end = time.monotonic() + limit
    while busy is not None and busy() and time.monotonic() < end:
        time.sleep(0.01)


class _Stamp:
    """Wraps a speaker or cue player and notes when it is first called after a reset."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.at: float | None = None

    def _note(self) -> None:
        if self.at is None:
            self.at = time.perf_counter()

    def speak(self, text: str, interrupt: bool = False) -> None:
        self._note()
        self.inner.speak(text, interrupt)

    def stop(self) -> None:
        self.inner.stop()

    def play(self, cue: str, seat=None) -> None:
        self._note()
        self.inner.play(cue, seat)

    def __getattr__(self, name):
        return getattr(self.inner, name)


def output_latency(speaker, cues, texts: Texts, games: int = 30) -> dict[str, float]:
    """Milliseconds from an event's arrival to the cue's play() and the speaker's call."""
    from accessible_ll.games import DEFAULT_GAME, find_game
    from accessible_ll.narration.i18n import default_names
    from accessible_ll.presenter import Presenter
    from accessible_ll.simulate import play_bot_game
    game = find_game(DEFAULT_GAME)
    variant = game.find_variant(None).id
    speech, sound = _Stamp(speaker), _Stamp(cues)
    narrator = game.narrator(texts, default_names(texts, 4), variant, 0)
    presenter = Presenter(narrator, speech, sound, game, listener=0)
    to_speech, to_cue = [], []
    for seed in range(games):
        for _state, events in play_bot_game(game.id, variant, 4, seed):
            for event in events:
                speech.at = sound.at = None
                start = time.perf_counter()
                presenter.present([event])
                if speech.at is not None:
                    to_speech.append((speech.at - start) * 1000)
                if sound.at is not None:
                    to_cue.append((sound.at - start) * 1000)
    return {
        "events": len(to_speech),
        "speech_ms_median": statistics.median(to_speech),
        "speech_ms_p99": _p99(to_speech),
        "cue_ms_median": statistics.median(to_cue),
        "cue_ms_p99": _p99(to_cue),
    }


def _p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
