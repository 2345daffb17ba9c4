"""accessible_output3: NVDA, JAWS, SAPI (Windows), VoiceOver (macOS), speech-dispatcher (Linux).

``Auto()`` prints "Cannot find ..." lines to stdout when a backend is missing, so it
is created with stdout captured, before any Textual screen exists. Its ``output()``
only speaks (0.1.2), so braille is sent separately.

On speech-dispatcher the game talks to accessible_output3's own SSIP client: it sets
the game's language (so German is not read by the English voice), sends everything at
priority "message" (queued behind each other, never cut off by another program's
"text", such as a screen reader's focus change), and follows each message to its end,
so the game can tell when the player has heard everything. Other backends do not
report the end of speech: it is estimated from the text's length.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import queue
import threading
import time
from typing import Any

from accessible_ll.speech.timing import SpeechEstimate, speech_seconds

SPEECH_DISPATCHER = "Linux Speech Dispatcher"


class SpeechDispatcherLink:
    """One SSIP connection, used as the game needs it.

    Commands go out in order from a thread of their own, so a slow or stuck
    speech-dispatcher never holds up the keyboard (bots then go on once the time the
    speech should have taken has passed).

    Args:
        client: A ``speechd.SSIPClient`` (accessible_output3 made it).
        speechd: The ``speechd`` module.
        clock: Seconds, monotonic.
    """

    def __init__(self, client: Any, speechd: Any, clock=time.monotonic) -> None:
        self.client = client
        self.clock = clock
        self.speechd = speechd
        self._unfinished: dict[int, float] = {}  # message -> when to stop waiting for it
        self._numbers = itertools.count()
        self._give_up = 0.0
        self._lock = threading.Lock()
        self._outbox: queue.Queue = queue.Queue()
        threading.Thread(target=self._send, name="speech-dispatcher", daemon=True).start()
        self._post(client.set_priority, speechd.Priority.MESSAGE)

    def _post(self, command, *args) -> None:
        self._outbox.put((command, args))

    def _send(self) -> None:
        while True:
            command, args = self._outbox.get()
            try:
                command(*args)
            except Exception:  # the connection broke: the game goes on, silent
                pass
            finally:
                self._outbox.task_done()

    def flush(self) -> None:
        """Wait until every command so far has gone out."""
        self._outbox.join()

    def speak(self, text: str, interrupt: bool) -> None:
        if interrupt:
            self.cancel()
        number = next(self._numbers)
        with self._lock:
            # An END lost on the way must not hold the game forever: give up waiting for
            # a message well after the queue before it and itself should have been said.
            self._give_up = (max(self.clock(), self._give_up) + 2 * speech_seconds(text)
                             + 1.0)
            self._unfinished[number] = self._give_up + 3.0
        events = self.speechd.CallbackType
        self._post(self.client.speak, text, lambda kind, **_: self._event(number, kind),
                   (events.END, events.CANCEL))

    def _event(self, number: int, kind: Any) -> None:
        with self._lock:
            self._unfinished.pop(number, None)

    def cancel(self) -> None:
        self._post(self.client.cancel)
        with self._lock:
            self._unfinished.clear()
            self._give_up = 0.0

    def busy(self) -> bool:
        now = self.clock()
        with self._lock:
            for number in [n for n, t in self._unfinished.items() if t <= now]:
                del self._unfinished[number]
            return bool(self._unfinished)

    def set_language(self, language: str) -> None:
        self._post(self.client.set_language, language)


class ScreenReaderSpeaker:
    """Speech and braille through the first active accessible_output3 backend.

    Args:
        auto: An ``accessible_output3.outputs.auto.Auto`` (made here when None).
        language: The game's language (``en``, ``de``, ``ja``), told to the engine
            where the backend allows it.

    Attributes:
        backend: The active backend's name, or None when there is none.
        diagnostics: What accessible_output3 printed while looking for backends.
    """

    def __init__(self, auto: Any = None, language: str | None = None) -> None:
        captured = io.StringIO()
        if auto is None:
            with contextlib.redirect_stdout(captured):
                auto = _answered_auto()
        self.auto = auto
        self.diagnostics = captured.getvalue().strip()
        if auto is None:
            self.auto = _Silent()
            self.diagnostics += f"\nno speech backend answered within {CONNECT_SECONDS} s"
        output = self.auto.get_first_available_output()
        self.backend = getattr(output, "name", None) if output is not None else None
        self.estimate = SpeechEstimate()
        self.speechd = _speechd_link(output) if self.backend == SPEECH_DISPATCHER else None
        if language:
            self.set_language(language)

    @property
    def available(self) -> bool:
        """Whether a speech backend was found."""
        return self.backend is not None

    def speak(self, text: str, interrupt: bool = False) -> None:
        output = self.auto.get_first_available_output()
        if output is None:
            return
        if self.speechd is not None:
            self.speechd.speak(text, interrupt)
        else:
            output.speak(text, interrupt=interrupt)
            self.estimate.spoke(text, interrupt)
        output.braille(text)

    def stop(self) -> None:
        self.estimate.stopped()
        if self.speechd is not None:
            return self.speechd.cancel()
        output = self.auto.get_first_available_output()
        silence = getattr(output, "silence", None)
        if silence is not None:
            silence()

    def busy(self) -> bool:
        """Whether the player is still hearing something (reported or estimated)."""
        if self.speechd is not None:
            return self.speechd.busy()
        return self.available and self.estimate.busy()

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on, where the backend lets the game choose.

        A screen reader on Windows or macOS keeps its own voice (the player chooses it
        there)."""
        if self.speechd is not None:
            self.speechd.set_language(language)


# How long the game waits for a speech backend to answer at start (a stuck
# speech-dispatcher never answers its first command).
CONNECT_SECONDS = 5.0


class _Silent:
    """No backend: what ``Auto`` is when none answered."""

    def get_first_available_output(self) -> None:
        return None


def _answered_auto() -> Any:
    """accessible_output3's ``Auto()``, or None when it does not answer in time: it is
    made in a thread of its own, so a stuck speech engine cannot hold up the game."""
    made: list[Any] = []
    failed: list[BaseException] = []

    def make() -> None:
        try:
            from accessible_output3.outputs.auto import Auto
            made.append(Auto())
        except BaseException as error:  # raised again in the caller's thread
            failed.append(error)
    worker = threading.Thread(target=make, name="speech backend", daemon=True)
    worker.start()
    worker.join(CONNECT_SECONDS)
    if failed:
        raise failed[0]
    if worker.is_alive():
        _stuck.append(True)
    return made[0] if made else None


_stuck: list[bool] = []


def engine_stuck() -> bool:
    """Whether a speech engine was there but did not answer at start (a stuck
    speech-dispatcher), rather than missing."""
    return bool(_stuck)


def _speechd_link(output: Any) -> SpeechDispatcherLink | None:
    client = getattr(output, "_client", None)
    if client is None:
        return None
    try:
        import speechd
        return SpeechDispatcherLink(client, speechd)
    except Exception:  # an older or different client: plain accessible_output3 then
        return None
