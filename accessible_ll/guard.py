"""When something fails anyway: a crash log instead of a traceback, a speech log that
may fail without stopping the game.

The crash log is ``crash.log`` beside the settings file (the user's config folder, or
``$ACCESSIBLE_LL_CONFIG_DIR``); where that folder cannot be written, the system's
temporary folder (``accessible_ll-crash.log``). Each crash replaces the last one.
"""

from __future__ import annotations

import datetime
import platform
import sys
import tempfile
import traceback
from pathlib import Path
from typing import Sequence

from accessible_ll.inputs import regular_file_problem

CRASH_LOG = "crash.log"


def crash_log_places() -> list[Path]:
    """Where a crash log is written, in order of preference."""
    from accessible_ll.settings import settings_path
    places = []
    try:
        places.append(settings_path().parent / CRASH_LOG)
    except Exception:  # noqa: BLE001 - no config folder: the temporary folder will do
        pass
    places.append(Path(tempfile.gettempdir()) / f"accessible_ll-{CRASH_LOG}")
    return places


def write_crash_log(details: str, argv: Sequence[str]) -> Path | None:
    """Write what went wrong where it can be found; return the file, or None."""
    from accessible_ll import __version__
    header = (f"accessible_ll {__version__} crashed at "
              f"{datetime.datetime.now().isoformat(timespec='seconds')}\n"
              f"command: accessible-ll {' '.join(without_secrets(argv))}\n"
              f"python {platform.python_version()} on {platform.platform()}\n\n")
    for place in crash_log_places():
        try:
            place.parent.mkdir(parents=True, exist_ok=True)
            if regular_file_problem(place, may_be_missing=True) is not None:
                continue
            place.write_text(header + details, encoding="utf-8", errors="replace")
        except OSError:
            continue
        return place
    return None


#: Options whose value is nobody else's business (a table's join code).
SECRET_OPTIONS = ("--code",)


def without_secrets(argv: Sequence[str]) -> list[str]:
    """``argv`` with the values of :data:`SECRET_OPTIONS` left out.

    >>> without_secrets(["join", "10.0.0.5", "--code", "482913", "--code=1"])
    ['join', '10.0.0.5', '--code', '…', '--code=…']
    """
    words = list(argv)
    for index, word in enumerate(words):
        if word in SECRET_OPTIONS and index + 1 < len(words):
            words[index + 1] = "…"
        elif word.split("=", 1)[0] in SECRET_OPTIONS and "=" in word:
            words[index] = word.split("=", 1)[0] + "=…"
    return words


def describe(error: BaseException) -> str:
    """The traceback of ``error``, as text for the crash log."""
    return "".join(traceback.format_exception(error))


def error_name(error: BaseException) -> str:
    """A short name of what failed, for the one line the player sees."""
    text = " ".join(str(error).split())[:120]
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


class AppCrashed(Exception):
    """The Textual app stopped on an unexpected error; ``details`` is its report."""

    def __init__(self, details: str) -> None:
        last = [line for line in details.strip().splitlines() if line.strip()]
        super().__init__(last[-1].strip(" │") if last else "the game stopped")
        self.details = details


class FailSafeSpeaker:
    """Says everything through ``speaker``; if writing fails (a speech log on a full
    disk), the failure is kept for the end instead of stopping the game.

    The screen reader comes first in the speaker's chain, so it has already spoken
    when the log behind it fails.
    """

    def __init__(self, speaker) -> None:
        self.speaker = speaker
        self.failure: OSError | None = None

    def speak(self, *args, **options) -> None:
        self._call("speak", *args, **options)

    def stop(self, *args, **options) -> None:
        self._call("stop", *args, **options)

    def _call(self, name: str, *args, **options) -> None:
        try:
            getattr(self.speaker, name)(*args, **options)
        except OSError as error:
            if self.failure is None:
                self.failure = error

    def __getattr__(self, name: str):
        return getattr(self.speaker, name)


def stream_encoding(stream=None) -> str:
    """The encoding of ``stream`` (stdout by default)."""
    stream = stream or sys.stdout
    return getattr(stream, "encoding", None) or "utf-8"
