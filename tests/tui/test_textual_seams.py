"""Each name behind Textual's public interface that the game and its tests use (all in
:mod:`accessible_ll.tui.textual_seams`) is still there, of the kind and with the
arguments the game relies on: a Textual release that changes one fails here, by name,
with its version, before a player meets it."""

from __future__ import annotations

import asyncio
import inspect
import re
import sys
from pathlib import Path

import textual
from textual import events
from textual.app import App
from textual.binding import Binding
from textual.drivers.linux_driver import LinuxDriver
from textual.message_pump import MessagePump
from textual.screen import Screen
from textual.widget import Widget

from accessible_ll.tui import textual_seams as seams
from tests.tui.helpers import until

PACKAGE = Path(seams.__file__).parents[1]


def check(holds: bool, name: str, expected: str) -> None:
    assert holds, (f"Textual {textual.__version__} changed {name}: the game expects "
                   f"{expected} (see accessible_ll/tui/textual_seams.py)")


def parameters(function) -> list[str]:
    return list(inspect.signature(function).parameters)


def test_the_key_reader_reads_keys_and_ends_with_its_error():
    parser = seams.XTermParser
    check(inspect.isclass(parser) and parameters(parser) == ["debug"],
          "textual._xterm_parser.XTermParser", "a class made with (debug)")
    check(callable(getattr(parser, "feed", None)) and callable(getattr(parser, "tick", None)),
          "XTermParser", "its methods feed(data) and tick()")
    keys = [event.key for event in parser(False).feed("a")]
    check(keys == ["a"], "XTermParser.feed", "the keys of the text fed to it")
    check(issubclass(seams.ParseError, Exception), "textual._parser.ParseError",
          "an exception")


def test_the_driver_keeps_its_debug_mode_and_the_stream_it_draws_on():
    async def made() -> LinuxDriver:
        return LinuxDriver(App(), debug=True, mouse=False, size=(80, 24))
    driver = asyncio.run(made())
    check(seams.driver_debug(driver) is True, "Driver._debug", "the driver's debug flag")
    check(seams.driver_stream(driver) is sys.__stderr__, "LinuxDriver._file",
          "the stream the driver draws on (stderr)")


def test_the_app_and_its_screens_hand_on_the_errors_nobody_caught():
    handle = getattr(App, "_handle_exception", None)
    check(handle is not None and not inspect.iscoroutinefunction(handle)
          and parameters(handle) == ["self", "error"],
          "App._handle_exception", "a method (self, error) called with an error no "
          "handler caught")
    dispatch = getattr(MessagePump, "_dispatch_message", None)
    check(dispatch is not None and inspect.iscoroutinefunction(dispatch)
          and parameters(dispatch) == ["self", "message"],
          "MessagePump._dispatch_message", "a coroutine method (self, message) that "
          "runs a message's handlers")


async def test_an_error_in_a_screens_handler_reaches_the_app_which_goes_on():
    class Faulty(seams.Guarded, Screen):
        def on_mount(self) -> None:
            raise RuntimeError("a fault for the test")

    class Told(seams.ErrorsTold, App):
        def __init__(self) -> None:
            super().__init__()
            self.told: list[str] = []

        def error_not_caught(self, error: Exception) -> None:
            self.told.append(str(error))

    app = Told()
    async with app.run_test() as pilot:
        await app.push_screen(Faulty())
        await pilot.pause()
        check(app.told == ["a fault for the test"] and app.is_running,
              "the way an error in a handler reaches the app",
              "App._handle_exception called with it, and the app running on")


async def test_a_key_bound_while_the_app_runs_answers_and_the_key_map_is_read_back():
    class Bound(Screen):
        pressed = 0

        def action_press(self) -> None:
            self.pressed += 1

    app = App()
    app.set_keymap({"help": "f5"})
    check(seams.keymap(app) == {"help": "f5"}, "App._keymap", "the key map set_keymap set")
    async with app.run_test() as pilot:
        screen = Bound()
        await app.push_screen(screen)
        seams.bind_key(screen, Binding("x", "press", show=False))
        await pilot.press("x")
        check(screen.pressed == 1, "DOMNode._bindings.key_to_bindings",
              "a map of keys to the bindings a node answers")


async def test_a_key_handed_on_as_from_the_terminal_is_answered():
    class Bound(App):
        BINDINGS = [Binding("x", "press")]
        pressed = 0

        def action_press(self) -> None:
            self.pressed += 1

    app = Bound()
    async with app.run_test() as pilot:
        await pilot.pause()
        check(callable(getattr(getattr(app, "_driver", None), "send_message", None)),
              "App._driver.send_message", "the driver's way to hand the app a message")
        seams.from_the_terminal(app, events.Key("x", "x"))
        try:
            await until(pilot, lambda: app.pressed == 1)
        except AssertionError:
            check(False, "Driver.send_message", "a key handed on and answered")


async def test_the_tests_seams_read_the_screen_and_the_messages_waiting():
    check(isinstance(getattr(Widget(), "_bindings", None).key_to_bindings, dict),
          "DOMNode._bindings", "a BindingsMap with key_to_bindings")
    app = App()
    async with app.run_test() as pilot:
        await pilot.pause()
        check(isinstance(seams.screen_rows(app.screen), list)
              and len(seams.screen_rows(app.screen)) == app.size.height,
              "Screen._compositor.render_strips", "the screen's rows as strips")
        check(seams.messages_waiting(app) in (True, False), "MessagePump._message_queue",
              "a queue with empty()")
    for name in ("SLEEP_GRANULARITY", "SLEEP_IDLE"):
        check(isinstance(getattr(seams.idle_wait, name, None), float), f"textual._wait.{name}",
              "a float the pilot's wait for an idle app reads")


def test_no_module_but_the_seams_reaches_behind_textuals_interface():
    private = re.compile(r"textual\._|\._(?:handle_exception|dispatch_message|bindings|"
                         r"keymap|compositor|message_queue|driver)\b|\"_keymap\"")
    found = []
    for root in (PACKAGE, PACKAGE.parent / "tests"):
        for path in root.rglob("*.py"):
            if path.name in ("textual_seams.py", "test_textual_seams.py"):
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if private.search(line):
                    found.append(f"{path.relative_to(PACKAGE.parent)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)
