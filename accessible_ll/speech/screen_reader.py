"""accessible_output3: NVDA, JAWS, SAPI (Windows), VoiceOver (macOS), speech-dispatcher (Linux).

``Auto()`` prints "Cannot find ..." lines to stdout when a backend is missing, so it
is created with stdout captured, before any Textual screen exists. Its ``output()``
only speaks (0.1.2), so braille is sent separately.
"""

from __future__ import annotations

import contextlib
import io
from typing import Any


class ScreenReaderSpeaker:
    """Speech and braille through the first active accessible_output3 backend.

    Args:
        auto: An ``accessible_output3.outputs.auto.Auto`` (made here when None).

    Attributes:
        backend: The active backend's name, or None when there is none.
        diagnostics: What accessible_output3 printed while looking for backends.
    """

    def __init__(self, auto: Any = None) -> None:
        captured = io.StringIO()
        if auto is None:
            with contextlib.redirect_stdout(captured):
                from accessible_output3.outputs.auto import Auto
                auto = Auto()
        self.auto = auto
        self.diagnostics = captured.getvalue().strip()
        output = auto.get_first_available_output()
        self.backend = getattr(output, "name", None) if output is not None else None

    @property
    def available(self) -> bool:
        """Whether a speech backend was found."""
        return self.backend is not None

    def speak(self, text: str, interrupt: bool = False) -> None:
        output = self.auto.get_first_available_output()
        if output is None:
            return
        output.speak(text, interrupt=interrupt)
        output.braille(text)

    def stop(self) -> None:
        output = self.auto.get_first_available_output()
        silence = getattr(output, "silence", None)
        if silence is not None:
            silence()
