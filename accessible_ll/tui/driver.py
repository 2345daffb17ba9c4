"""A terminal that may send bytes that are not UTF-8, or show only some letters.

Textual's driver for Linux and macOS decodes the terminal's bytes as strict UTF-8: one
byte that is not (a Latin-1 "ü" from another terminal, a stray 0x9b or 0xff, half a
letter) ends its input thread and with it the game. This driver reads the same keys
the same way, but such a byte becomes one unknown key (U+FFFD), which does nothing.
On a terminal whose encoding lacks some letters (ASCII only), what it draws spells
them out (ä as ae) instead of showing "?"; speech is not touched.
"""

from __future__ import annotations

import os
import selectors
from codecs import getincrementaldecoder

from textual.drivers.linux_driver import LinuxDriver

from accessible_ll.guard import stream_encoding
from accessible_ll.inputs import readable
from accessible_ll.tui.textual_seams import ParseError, XTermParser, driver_debug, driver_stream

READ_SIZE = 4096


class TolerantLinuxDriver(LinuxDriver):
    """:class:`LinuxDriver` whose input never fails on a byte that is not UTF-8, and
    whose output spells out letters the terminal cannot show."""

    def write(self, data: str) -> None:
        super().write(readable(data, stream_encoding(driver_stream(self))))

    def run_input_thread(self) -> None:
        """Read keys until the app stops; each read's keys go to the app."""
        selector = selectors.SelectSelector()
        selector.register(self.fileno, selectors.EVENT_READ)
        parser = XTermParser(driver_debug(self))
        decode = getincrementaldecoder("utf-8")(errors="replace").decode
        try:
            while not self.exit_event.is_set():
                self._read_keys(selector.select(0.1), parser, decode)
            selector.unregister(self.fileno)
            self._read_keys(selector.select(0.1), parser, decode, final=True)
        finally:
            selector.close()
            try:
                for _event in parser.feed(""):
                    pass
            except (EOFError, ParseError):
                pass

    def _read_keys(self, ready, parser: XTermParser, decode, final: bool = False) -> None:
        for _key, mask in ready:
            if mask & selectors.EVENT_READ:
                data = os.read(self.fileno, READ_SIZE)
                if not data:  # the input ended: wait for the app to stop, not in a loop
                    self.exit_event.wait(0.1)
                    break
                for event in parser.feed(decode(data, final=final)):
                    self.process_message(event)
        for event in parser.tick():
            self.process_message(event)


def tolerant(driver_class: type) -> type:
    """The driver to use instead of ``driver_class``: this one instead of Textual's
    driver for Linux and macOS terminals, any other as it is."""
    return TolerantLinuxDriver if driver_class is LinuxDriver else driver_class
