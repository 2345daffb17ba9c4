"""Where the game reaches behind Textual's public interface: every such name, here only.

Textual offers no public way to do these few things, each of which a player needs:

- read the terminal's keys with Textual's own key reader, so that a byte that is not
  UTF-8 becomes an unknown key instead of ending the game (:mod:`accessible_ll.tui.driver`);
- know the stream the driver draws on (its encoding decides how letters are spelled);
- catch an error no handler caught, and an error in a screen's handler, to tell the
  player and go on instead of exiting (:class:`ErrorsTold`, :class:`Guarded`);
- bind a game's review keys to a screen once the game is known, and read the key map
  the player chose (:func:`bind_key`, :func:`keymap`).

The tests need four more: keys handed on as the terminal's driver hands them, the
rows a screen draws (what a terminal screen reader reads), whether messages still wait
to be handled, and how finely the pilot looks for an idle app. ``tests/tui/test_textual_seams.py`` checks each name against the installed
Textual and names its version when a release has changed one.
"""

from __future__ import annotations

from typing import Any, TextIO

from textual import _wait as idle_wait  # noqa: F401 - the pilot's idle slices, for tests
from textual._parser import ParseError  # noqa: F401 - the key reader's end of input
from textual._xterm_parser import XTermParser  # noqa: F401 - terminal text into keys
from textual.binding import Binding

def driver_debug(driver: Any) -> bool:
    """Whether ``driver`` (a Textual driver) was started in debug mode."""
    return driver._debug


def driver_stream(driver: Any) -> TextIO:
    """The stream Textual's driver for Linux and macOS draws the screen on."""
    return driver._file


class ErrorsTold:
    """Mixed into the app, before :class:`textual.app.App`: an error no handler caught
    goes to :meth:`error_not_caught` (Textual's own handling exits the app)."""

    def _handle_exception(self, error: Exception) -> None:
        self.error_not_caught(error)

    def error_not_caught(self, error: Exception) -> None:
        """What to do with an error no handler caught; by default, what Textual does."""
        self.textual_error(error)

    def textual_error(self, error: Exception) -> None:
        """Textual's own handling: report the error and exit."""
        super()._handle_exception(error)


def not_caught(app: Any, error: Exception) -> None:
    """Hand ``error`` to ``app`` as an error no handler caught."""
    app._handle_exception(error)


class Guarded:
    """Mixed into a screen: an error in one of its handlers is reported (see
    :meth:`GameApp.report_error`) and the screen keeps answering keys."""

    async def _dispatch_message(self, message) -> None:
        try:
            await super()._dispatch_message(message)
        except Exception as error:
            not_caught(self.app, error)


def bind_key(node: Any, binding: Binding) -> None:
    """Bind ``binding`` on ``node`` (a screen or widget) while the app runs."""
    node._bindings.key_to_bindings.setdefault(binding.key, []).append(binding)


def keymap(app: Any) -> dict[str, str]:
    """The key map the app was given (binding ids to keys), normalized by Textual."""
    return getattr(app, "_keymap", {}) or {}


def from_the_terminal(app: Any, event: Any) -> None:
    """Hand ``event`` (a key) to ``app`` as its driver does with what the terminal sent:
    each one queued at once, handled later in order."""
    app._driver.send_message(event)


def screen_rows(screen: Any) -> list[str]:
    """The text ``screen`` draws, row by row, as the terminal shows it."""
    return [strip.text for strip in screen._compositor.render_strips()]


def messages_waiting(node: Any) -> bool:
    """Whether ``node`` (the app, a screen) still has messages to handle."""
    return not node._message_queue.empty()
