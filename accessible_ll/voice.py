"""Where the lines of a command go: printed, written to the speech log, and said by
the game's own voice where it speaks (the command line, the line modes and the host
share these)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable, TextIO

from accessible_ll.guard import FailSafeSpeaker
from accessible_ll.inputs import InputRefusal, os_reason, writable_file_problem
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts


def no_speech_notice(texts: Texts) -> str:
    """What to say when no speech engine answered: one that is stuck, how to restart
    it; none at all on Linux, the packages to install."""
    from accessible_ll.speech.screen_reader import CONNECT_SECONDS, engine_stuck
    if engine_stuck():
        seconds = int(CONNECT_SECONDS)
        return texts.plural(m.SPEECH_ENGINE_STUCK, seconds, seconds=seconds)
    return texts.text(m.NO_SPEECH_BACKEND_LINUX if sys.platform.startswith("linux")
                      else m.NO_SPEECH_BACKEND)


def open_speech(log: str | None, *, voices: bool = False):
    """The screen reader, and the speech log if asked for (checked before it is opened).

    With ``voices``, the speaker can also write each line for a screen reader to read
    instead of speaking it (see :class:`~accessible_ll.speech.VoiceSwitch`).

    Returns:
        (speaker, spoken, screen_reader): the speaker never raises for a failing log
        (see :class:`~accessible_ll.guard.FailSafeSpeaker`); ``screen_reader`` is True
        when one seems to run (only looked for with ``voices``).

    Raises:
        InputRefusal: the log cannot be written.
    """
    from accessible_ll.speech import open_speaker, open_voices
    if log is not None:
        problem = writable_file_problem(Path(log))
        if problem is not None:
            raise InputRefusal(m.LOG_REFUSED, path=log, reason=problem)
    try:
        if voices:
            speaker, spoken, screen_reader = open_voices(log)
        else:
            (speaker, spoken), screen_reader = open_speaker(log), False
    except OSError as error:
        raise InputRefusal(m.LOG_REFUSED, path=log, reason=os_reason(error)) from None
    return FailSafeSpeaker(speaker), spoken, screen_reader


class Printer:
    """Says each utterance as one line on stdout (``echo``) and in the speech log (a
    new one readable by its owner only: it may hold a join code). If writing the log
    fails (a full disk), the failure is kept for the end (:attr:`failure`, as
    :class:`~accessible_ll.guard.FailSafeSpeaker` keeps it) and the game goes on
    printing without the log."""

    def __init__(self, log_path: str | None = None, echo: bool = True) -> None:
        self.log = open_private(log_path) if log_path else None
        self.echo = echo
        self.failure: OSError | None = None

    def __call__(self, line: str) -> None:
        if self.echo:
            print(line, flush=True)
        if self.log is not None:
            try:
                self.log.write(line + "\n")
                self.log.flush()
            except OSError as error:
                self.failure = error
                self._drop_log()

    def _drop_log(self) -> None:
        """Close the failed log, leaving what it could not write (else closing it at
        the program's end would try again, and fail aloud)."""
        log, self.log = self.log, None
        try:
            log.close()
        except OSError:
            pass


def printer(log_path: str | None = None, echo: bool = True) -> Printer:
    """A :class:`Printer` (the speech log opened now: a log that cannot be opened
    raises ``OSError``)."""
    return Printer(log_path, echo)


def open_private(path: str) -> TextIO:
    """``path`` opened to add lines; created readable and writable by its owner only."""
    import os
    descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    return os.fdopen(descriptor, "a", encoding="utf-8")


def keep_private(path: str | None) -> None:
    """Make a new speech log readable by its owner only (it holds the join code); an
    existing one, or one that cannot be made, is left to the checks that follow."""
    import os
    if path is None:
        return
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except OSError:
        pass


def host_speaker(args: argparse.Namespace, texts: Texts, choice: str | None = None):
    """The host's voice: the game's own voice, or none when the teacher's screen reader
    reads the printed lines (``choice``, else ``--voice``, else the settings file's
    choice, else automatic), and the speech log; the speech engine is told the host's
    language.

    Raises:
        InputRefusal: the speech log cannot be written.
    """
    from accessible_ll.settings import load_settings, settings_path
    from accessible_ll.speech.modes import GAME, resolve_voice
    speaker, spoken, screen_reader = open_speech(args.speech_log, voices=True)
    if choice is None:
        choice = args.voice.replace("-", "_") if args.voice else \
            load_settings(settings_path()).settings.voice
    voice = resolve_voice(choice, screen_reader)
    speaker.speaker.screen_reader = voice != GAME
    speaker.set_language(texts.language)
    if not spoken and voice == GAME:
        print(no_speech_notice(texts), flush=True)
    return speaker


def announcer(speaker, stream: TextIO | None = None) -> Callable[..., None]:
    """Print each line (on ``stream``, stdout by default) and say it through ``speaker``
    (None: print only), queued; a line may be said in another form than it is printed
    (``spoken``)."""
    def say(line: str, spoken: str | None = None) -> None:
        print(line, file=stream or sys.stdout, flush=True)
        if speaker is not None:
            speaker.speak(line if spoken is None else spoken, interrupt=False)
    return say


def finish_speaking(speaker, limit: float = 15.0) -> None:
    """Let the last lines be heard before the program ends (``limit`` seconds at most;
    None: nothing to wait for)."""
    import time
    from accessible_ll.speech import speech_busy
    if speaker is None:
        return
    end = time.monotonic() + limit
    while speech_busy(speaker) and time.monotonic() < end:
        time.sleep(0.05)
