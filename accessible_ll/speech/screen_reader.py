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
from typing import Any, Callable

from accessible_ll.speech.timing import SpeechEstimate, speech_seconds

SPEECH_DISPATCHER = "Linux Speech Dispatcher"
LOST, BACK = "lost", "back"  # what ``on_change`` hears
NO_JAPANESE = "no-japanese"  # ... and when the voice reached cannot read Japanese
WATCH_SECONDS = 0.25  # how often the connection is looked at
# A command unanswered this long: speech-dispatcher is stuck. A busy machine holds a
# healthy one's answer a few seconds (its first words after a restart, under load);
# meanwhile the game is paced by each line's own deadline, so it never waits longer.
STUCK_SECONDS = 8.0
RETRY_SECONDS = 2.0  # how often a lost speech-dispatcher is looked for again


class SpeechDispatcherLink:
    """One SSIP connection, used as the game needs it, and made again when it breaks.

    Commands go out in order from a thread of their own, so a slow or stuck
    speech-dispatcher never holds up the keyboard (bots then go on once the time the
    speech should have taken has passed).

    When speech-dispatcher goes away (it crashed, or was ended) or stops answering a
    command, the link notices it (a command fails, the connection's reader ends, or a
    command hangs for :data:`STUCK_SECONDS`), tells ``on_change`` ("lost") once,
    paces what follows by the estimate of each text's length, and connects again
    every :data:`RETRY_SECONDS`; once a speech-dispatcher answers, it sets the
    priority and the language again and tells ``on_change`` ("back").

    Args:
        client: A ``speechd.SSIPClient`` (accessible_output3 made it).
        speechd: The ``speechd`` module.
        clock: Seconds, monotonic.
        connect: Makes a new client (raises when none answers); None: never again.
    """

    def __init__(self, client: Any, speechd: Any, clock=time.monotonic,
                 connect: Callable[[], Any] | None = None) -> None:
        self.clock = clock
        self.speechd = speechd
        self.connect = connect
        self.on_change: Callable[[str], None] | None = None
        self.estimate = SpeechEstimate(clock=clock)
        self._unfinished: dict[int, float] = {}  # message -> when to stop waiting for it
        self._numbers = itertools.count()
        self._lock = threading.Lock()
        self._language: str | None = None
        self._sending_since: float | None = None  # when the command going out began
        self.lost = False
        self._changes: queue.Queue = queue.Queue()
        self._use(client)
        threading.Thread(target=self._watch, name="speech-dispatcher watch",
                         daemon=True).start()

    # ----- the connection -------------------------------------------------------------

    def _use(self, client: Any) -> None:
        """Send through ``client`` from now on, from a sender thread of its own (one
        stuck in a dead connection is left behind)."""
        self.client = client
        self._outbox: queue.Queue = queue.Queue()
        threading.Thread(target=self._send, args=(client, self._outbox),
                         name="speech-dispatcher", daemon=True).start()
        self._default_module: str | None = None
        self._post(client.set_priority, self.speechd.Priority.MESSAGE)
        self._post(self._remember_module, client)
        if self._language is not None:
            self._post(self._choose_language, client, self._language)

    def _remember_module(self, client: Any) -> None:
        """The module speech-dispatcher speaks with before a language chooses one."""
        module = getattr(client, "get_output_module", None)
        if module is not None:
            self._default_module = module()

    def _choose_language(self, client: Any, language: str) -> None:
        """Speak ``language``: with the module speech-dispatcher has for it, else its
        default one (a module chosen for Japanese would otherwise stay for English);
        tell ``on_change`` when Japanese is asked and the module cannot read it."""
        if self._default_module is not None:
            client.set_output_module(self._default_module)
        client.set_language(language)
        if language.startswith("ja") and hasattr(client, "list_synthesis_voices"):
            from accessible_ll.speech.japanese import reads_japanese
            if not reads_japanese(client.get_output_module(), client.list_synthesis_voices()):
                self._changes.put(NO_JAPANESE)

    def _post(self, command, *args) -> None:
        self._outbox.put((command, args))

    def _send(self, client: Any, outbox: queue.Queue) -> None:
        while True:
            command, args = outbox.get()
            try:
                if client is self.client and not self.lost:
                    with self._lock:
                        self._sending_since = self.clock()
                    command(*args)
            except getattr(self.speechd, "SSIPResponseError", ()):
                pass  # speech-dispatcher answered: it refused one command, and is there
            except Exception:  # the connection broke
                if client is self.client:
                    self._lose()
            finally:
                if client is self.client:
                    with self._lock:
                        self._sending_since = None
                outbox.task_done()

    def _lose(self) -> None:
        """speech-dispatcher is gone: what was queued will never end; say so once."""
        with self._lock:
            if self.lost:
                return
            self.lost = True
            self._unfinished.clear()
            self._sending_since = None
        self.estimate.stopped()
        self._changes.put(LOST)

    def _connected(self) -> bool:
        """Whether the connection still reads speech-dispatcher's answers (the speechd
        client's reader thread ends when the socket closes)."""
        reader = getattr(getattr(self.client, "_conn", None), "_communication_thread", None)
        return reader is None or reader.is_alive()

    def _watch(self) -> None:
        """Notice a lost connection, tell ``on_change``, and connect again."""
        next_try = 0.0
        held: list[str] = []  # changes before anyone listened
        while True:
            try:
                change = self._changes.get(timeout=WATCH_SECONDS)
            except queue.Empty:
                change = None
            if change is not None:
                held.append(change)
            listener = self.on_change
            if held and listener is not None:
                for change in held:
                    try:
                        listener(change)
                    except Exception:  # whoever listens must not end the watch
                        pass
                held.clear()
            if change is not None:
                continue
            if not self.lost:
                with self._lock:
                    since = self._sending_since
                if not self._connected() or (
                        since is not None and self.clock() - since > STUCK_SECONDS):
                    self._lose()
                    next_try = self.clock() + RETRY_SECONDS
            elif self.connect is not None and self.clock() >= next_try:
                next_try = self.clock() + RETRY_SECONDS
                client = _within(self.connect, CONNECT_SECONDS)
                if client is not None:
                    _close_later(self.client)
                    self._use(client)
                    with self._lock:
                        self.lost = False
                    self._changes.put(BACK)

    def flush(self) -> None:
        """Wait until every command so far has gone out."""
        self._outbox.join()

    # ----- what the game asks ---------------------------------------------------------

    def speak(self, text: str, interrupt: bool) -> None:
        if interrupt:
            self.cancel()
        self.estimate.spoke(text, interrupt)
        if self.lost:
            return
        number = next(self._numbers)
        with self._lock:
            # An END lost on the way must not hold the game forever: give up waiting for
            # a message well after the messages still unfinished before it and itself
            # should have been said.
            start = max([self.clock(), *self._unfinished.values()])
            self._unfinished[number] = start + 2 * speech_seconds(text) + 1.0
        events = self.speechd.CallbackType
        self._post(self.client.speak, text, lambda kind, **_: self._event(number, kind),
                   (events.END, events.CANCEL))

    def _event(self, number: int, kind: Any) -> None:
        with self._lock:  # messages are said in order: those before it have ended too
            for earlier in [n for n in self._unfinished if n <= number]:
                del self._unfinished[earlier]

    def cancel(self) -> None:
        self.estimate.stopped()
        with self._lock:
            self._unfinished.clear()
        if not self.lost:
            self._post(self.client.cancel)

    def busy(self) -> bool:
        if self.lost:
            return self.estimate.busy()
        now = self.clock()
        with self._lock:
            for number in [n for n, t in self._unfinished.items() if t <= now]:
                del self._unfinished[number]
            return bool(self._unfinished)

    def set_language(self, language: str) -> None:
        self._language = language
        if not self.lost:
            self._post(self._choose_language, self.client, language)


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

    def watch(self, on_change: Callable[[str], None]) -> None:
        """Have ``on_change`` told, from another thread, when speech is lost ("lost"),
        when it is back ("back"), and when the voice reached cannot read Japanese
        ("no-japanese") (speech-dispatcher only: the others cannot tell)."""
        if self.speechd is not None:
            self.speechd.on_change = on_change

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
        return SpeechDispatcherLink(client, speechd,
                                    connect=lambda: speechd.SSIPClient("accessible_ll"))
    except Exception:  # an older or different client: plain accessible_output3 then
        return None


def _within(make: Callable[[], Any], seconds: float) -> Any:
    """What ``make()`` returns, or None when it fails or takes longer than ``seconds``
    (a stuck speech-dispatcher never answers)."""
    made: list[Any] = []

    def run() -> None:
        try:
            made.append(make())
        except Exception:
            pass
    worker = threading.Thread(target=run, name="speech-dispatcher connect", daemon=True)
    worker.start()
    worker.join(seconds)
    return made[0] if made and not worker.is_alive() else None


def _close_later(client: Any) -> None:
    """Close a client that no longer answers, in a thread of its own."""
    close = getattr(client, "close", None)
    if close is not None:
        threading.Thread(target=lambda: _quietly(close), name="speech-dispatcher close",
                         daemon=True).start()


def _quietly(call: Callable[[], Any]) -> None:
    try:
        call()
    except Exception:
        pass
