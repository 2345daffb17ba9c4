"""Sound for people: every cue a game here may play, what limits sound in words, the
sound test, and the latency benchmark of the output layer."""

from __future__ import annotations

import statistics
import time
from typing import Callable, Iterable, Sequence

from accessible_ll.audio import SHELL_CUES, AudioNotice
from accessible_ll.audio import player as audio
from accessible_ll.games import DEFAULT_GAME, GAMES, find_game
from accessible_ll.kit import Cue
from accessible_ll.match import PERSON, Match
from accessible_ll.local_match import LocalMatch
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts, joined

_NOTICES = {audio.NO_DEVICE: m.NO_SOUND_DEVICE, audio.NO_LIBRARY: m.NO_SOUND_LIBRARY,
            audio.SOUND_OFF: m.SOUND_OFF}


def every_cue(game_id: str | None = None) -> tuple[Cue, ...]:
    """The cues of ``game_id`` (None: of every game in the registry, in its order), each
    once, then the shell's own: what the cue player loads and the sound test plays."""
    found: dict[str, Cue] = {}
    for each in (game_id,) if game_id is not None else GAMES:
        for cue in find_game(each).narration.sounds:
            found.setdefault(cue.id, cue)
    for cue in SHELL_CUES:
        found.setdefault(cue.id, cue)
    return tuple(found.values())


def notice_texts(texts: Texts, notices: Iterable[AudioNotice],
                 sounds: Sequence[Cue] | None = None) -> list[str]:
    """What limits sound, in words: one sentence for all the unusable cue files (that
    none can be played when none of ``sounds``, the cues loaded, can; None:
    :func:`every_cue`)."""
    said, unusable = [], []
    for notice in notices:
        if notice.code == audio.CUE_UNUSABLE:
            unusable.append(texts.text(m.CUE_QUOTED, cue=texts.text(notice.cue.label)))
        else:
            said.append(texts.text(_NOTICES[notice.code]))
    if unusable and len(unusable) >= len(every_cue() if sounds is None else sounds):
        said.append(texts.text(m.NO_CUE_FILES))
    elif unusable:
        said.append(texts.plural(m.CUES_UNUSABLE, len(unusable),
                                 cues=joined(texts, unusable)))
    return said


def sound_test(texts: Texts, speaker, cues, show: Callable[[str], None] = print,
               pause: float = 0.6, sounds: Sequence[Cue] | None = None) -> list[str]:
    """Play every cue in order (``sounds``; None: :func:`every_cue`), one at a time,
    saying and showing each cue's name in the game's words."""
    sounds = every_cue() if sounds is None else sounds
    lines = [texts.plural(m.SOUND_TEST_START, len(sounds))]
    _tell(lines[0], speaker, show)
    time.sleep(pause)
    for number, cue in enumerate(sounds, start=1):
        line = texts.text(m.SOUND_TEST_CUE, number=number, total=len(sounds),
                          cue=texts.text(cue.label))
        lines.append(line)
        _tell(line, speaker, show)
        time.sleep(pause)
        cues.play(cue.id, None)
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


class _Ear:
    """The person at seat 0 of a game at this computer, hearing it as the full-screen
    game hands news on (``MatchScreen.say_told``): each event's cues, then its lines,
    queued behind what is being said."""

    full_screen = True

    def __init__(self, speaker, cues) -> None:
        self.speaker, self.cues = speaker, cues

    def heard(self, news) -> None:
        for told in news:
            for cue, seat in told.cues:
                self.cues.play(cue, seat)
            for line in told.lines:
                self.speaker.speak(line, interrupt=False)

    def changed(self) -> None:
        pass

    def refused(self, seat: int, text: str) -> None:
        raise AssertionError(text)

    def told_table(self, line: str) -> None:
        pass


def output_latency(speaker, cues, texts: Texts, games: int = 30,
                   game_id: str = DEFAULT_GAME) -> dict[str, float]:
    """Milliseconds from a move's events to the first speaker call and the first cue
    play() they cause, through the path a person hears a game by: ``games`` games of
    ``game_id`` at this computer (``LocalMatch``), four players where the game seats
    them, random bots playing every seat, seat 0's for the person."""
    game = find_game(game_id)
    variant = game.find_variant(None)
    players = variant.nearest_players(4)
    speech, sound = _Stamp(speaker), _Stamp(cues)
    ear = _Ear(speech, sound)
    to_speech: list[float] = []
    to_cue: list[float] = []
    for seed in range(games):
        match = Match(game, variant.id, [PERSON] + ["random"] * (players - 1), seed=seed)
        local = LocalMatch(match, texts)
        local.start(ear)
        while not match.over:
            before = len(match.log)
            if match.deciders:
                seat = match.deciders[0]
                match.play_bot(seat, None if match.is_bot(seat) else "random")
            else:
                match.advance()
            speech.at = sound.at = None
            start = time.perf_counter()
            ear.heard(local.news(before))
            if speech.at is not None:
                to_speech.append((speech.at - start) * 1000)
            if sound.at is not None:
                to_cue.append((sound.at - start) * 1000)
        local.close()
    return {
        "game": game.id,
        "games": games,
        "moves": len(to_speech),
        "speech_ms_median": statistics.median(to_speech),
        "speech_ms_p99": _p99(to_speech),
        "cue_ms_median": statistics.median(to_cue),
        "cue_ms_p99": _p99(to_cue),
    }


def _p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
