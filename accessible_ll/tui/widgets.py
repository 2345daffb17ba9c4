"""Screen-reader-friendly widgets: plain text, the real cursor on what matters.

A terminal screen reader reads what changes on screen, so these widgets change as
little text as they can: moving in a list changes no text at all (the highlight is
shown in reverse video and the terminal's cursor goes to it, so the screen reader and
the braille display read exactly that line), and the transcript only ever adds lines.
"""

from __future__ import annotations

from typing import Any, Sequence

from rich.cells import cell_len
from rich.text import Text
from textual.binding import Binding
from textual.geometry import Offset
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from accessible_ll.speech.modes import PAGE_BREAK

SCREEN_READER_CLASS = "-screen-reader"  # on the App while the screen reader speaks
PAGE_PAUSE = 0.2  # seconds between clearing a full transcript page and writing on
FIRST_PAUSE = 0.5  # seconds between the first, empty screen and the first lines


def screen_reader_speaks(widget: Widget) -> bool:
    """Whether the player's screen reader reads the transcript (the lists are not drawn)."""
    return widget.app.has_class(SCREEN_READER_CLASS)


class ChoiceList(Widget, can_focus=True):
    """A titled list of items; the highlighted one in reverse video with the cursor on
    it, disabled ones say so. No marker characters: moving changes no text.

    Moving posts :class:`ChoiceList.Moved`, Enter posts :class:`ChoiceList.Chosen`;
    the screen decides what to say. Nothing is shown by colour alone.
    """

    BINDINGS = [
        Binding("up", "move(-1)", show=False),
        Binding("down", "move(1)", show=False),
        Binding("home", "jump(0)", show=False),
        Binding("end", "jump(-1)", show=False),
        Binding("enter", "choose", show=False),
    ]

    highlighted: reactive[int] = reactive(0)

    class _Item(Message):
        """A key on item ``index``."""

        def __init__(self, choices: "ChoiceList", index: int) -> None:
            super().__init__()
            self.choices = choices
            self.index = index
            self.items = choices.items

        @property
        def stale(self) -> bool:
            """Whether the list has changed since (new items, or its screen is no longer
            the one in front): a key pressed before the last one was answered. Such a
            message is ignored."""
            choices = self.choices
            return (self.items != choices.items or not choices.is_attached
                    or choices.screen is not choices.app.screen)

    class Moved(_Item):
        """The highlight moved to ``index``."""

    class Chosen(_Item):
        """Enter on item ``index``."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.title = ""
        self.labels: list[str] = []
        self.values: list[Any] = []
        self.enabled: list[bool] = []
        self.reasons: list[str] = []
        self.disabled_form = "{label}"
        self.items = 0  # how many times items were set: a message knows which ones it meant

    def set_items(self, title: str, labels: Sequence[str], values: Sequence[Any],
                  enabled: Sequence[bool] | None = None, highlighted: int = 0,
                  disabled_form: str = "{label}", reasons: Sequence[str] = ()) -> None:
        """Show new items (the highlight goes to ``highlighted``); ``reasons`` say why
        each disabled item cannot be chosen; ``disabled_form`` shows such an item (its
        ``{label}`` in the listener's words: "{label}, not possible")."""
        self.items += 1
        self.reasons = list(reasons) or [""] * len(labels)
        self.title = title
        self.labels = list(labels)
        self.values = list(values)
        self.enabled = list(enabled) if enabled is not None else [True] * len(self.labels)
        self.disabled_form = disabled_form
        self.set_reactive(ChoiceList.highlighted, max(0, min(highlighted, len(self.labels) - 1)))
        self.refresh(layout=True)
        self.call_after_refresh(self.place_cursor)

    @property
    def current_label(self) -> str:
        """The highlighted item's text."""
        return self.labels[self.highlighted] if self.labels else ""

    def _window(self) -> range:
        """The items that fit below the title, the highlighted one always among them."""
        room = max(1, self.size.height - 1) if self.size.height else len(self.labels)
        count = len(self.labels)
        if count <= room:
            return range(count)
        start = min(max(0, self.highlighted - room // 2), count - room)
        return range(start, start + room)

    def render(self) -> Text:
        if screen_reader_speaks(self):
            return Text("")
        text = Text(self.title + "\n", no_wrap=True, overflow="ellipsis")
        for i in self._window():
            label = self.labels[i]
            shown = label if self.enabled[i] else self.disabled_form.replace("{label}", label)
            text.append(f"{i + 1}. {shown}",
                        style="reverse" if i == self.highlighted else "")
            text.append("\n")
        return text

    def get_content_height(self, container, viewport, width: int) -> int:
        return 0 if screen_reader_speaks(self) else 1 + len(self.labels)

    def action_move(self, step: int) -> None:
        if not self.labels:
            return
        self.highlighted = (self.highlighted + step) % len(self.labels)
        self.post_message(self.Moved(self, self.highlighted))

    def action_jump(self, index: int) -> None:
        if self.labels:
            self.highlighted = index % len(self.labels)
            self.post_message(self.Moved(self, self.highlighted))

    def action_choose(self) -> None:
        if self.labels:
            self.post_message(self.Chosen(self, self.highlighted))

    def watch_highlighted(self) -> None:
        self.refresh()
        self.place_cursor()

    def place_cursor(self) -> None:
        """Put the terminal's real cursor on the highlighted item (braille follows it)."""
        region = self.content_region
        if screen_reader_speaks(self):
            return
        if region.height and self.has_focus and self.labels:
            row = self.highlighted - self._window().start
            self.app.cursor_position = Offset(region.x, region.y + 1 + row)

    def on_focus(self) -> None:
        self.place_cursor()


class TranscriptView(Widget):
    """The lines written for the player's screen reader, one below the other from the
    top, the cursor at the end of the newest (where a terminal screen reader reads new
    text). Lines are only ever added; a full page is cleared first, then written on.

    The lines live in the app's transcript, so every screen shows the same page.
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._asked = False  # a flush is coming
        self._painted = 0  # how many of the page's lines the last frame drew

    @property
    def transcript(self):
        return self.app.voices.transcript

    def _rows(self, lines: Sequence[str]) -> list[str]:
        """The lines as drawn, wrapped one cell short of the width (room for the cursor)."""
        width = max(2, self.content_region.width - 1)
        rows: list[str] = []
        for line in lines:
            rows += [part.plain.rstrip() for part in Text(line).wrap(self.app.console, width)]
        return rows

    def render(self) -> Text:
        self._painted = len(self.transcript.shown)
        return Text("\n".join(self._rows(self.transcript.shown)), no_wrap=True)

    def on_mount(self) -> None:
        if self.transcript.started:
            self.call_after_refresh(self.flush)
            return
        # The first frame paints the whole terminal; a screen reader reads that as noise
        # or not at all, so the first lines come in a change of their own.
        self.transcript.started = True
        self._write_on_later(FIRST_PAUSE)

    def on_resize(self) -> None:
        self.flush()

    def ask_flush(self) -> None:
        """Lines came: draw them once the game has said all it says now (one change)."""
        if not self._asked:
            self._asked = True
            self.call_later(self.flush)

    def flush(self) -> None:
        """Draw the waiting lines: on this page while they fit, else on a new one."""
        self._asked = False
        transcript = self.transcript
        height = self.content_region.height
        if transcript.waiting or not transcript.pending or not height or not self.display:
            self.place_cursor()
            return
        if transcript.pending[0] == PAGE_BREAK:
            return self._turn_page()
        if transcript.shown and len(self._rows(transcript.shown + transcript.pending[:1])) > height:
            # lines not drawn yet wait for the new page; the cleared page is a frame of
            # its own (a screen reader says nothing of deleted text)
            transcript.pending[:0] = transcript.shown[self._painted:]
            transcript.shown = []
            self.refresh()
            self._write_on_later()
            return
        while transcript.pending and transcript.pending[0] != PAGE_BREAK and (
                not transcript.shown or
                len(self._rows(transcript.shown + transcript.pending[:1])) <= height):
            transcript.shown.append(transcript.pending.pop(0))
        self.place_cursor()
        self.refresh()
        if transcript.pending:
            self._write_on_later()

    def _turn_page(self) -> None:
        """A page break: once the lines before it are drawn, clear the page in a frame of
        its own, then write on."""
        transcript = self.transcript
        if self._painted < len(transcript.shown):  # drawn first, then cleared
            self.refresh()
            self._write_on_later()
            return
        transcript.pending.pop(0)
        if transcript.shown:
            transcript.shown = []
            self.refresh()
        self._write_on_later()

    def _write_on_later(self, pause: float = PAGE_PAUSE) -> None:
        """Write the waiting lines after ``pause``, on whichever screen is shown then."""
        self.transcript.waiting = True
        app = self.app

        def write_on() -> None:
            app.voices.transcript.waiting = False
            app.show_transcript()
        app.set_timer(pause, write_on)

    def place_cursor(self) -> None:
        """The terminal's cursor just after the newest line's last character."""
        if not self.display or not screen_reader_speaks(self):
            return
        region = self.content_region
        rows = self._rows(self.transcript.shown)
        if not region.height or not rows:
            self.app.cursor_position = Offset(region.x, region.y)
            return
        row = min(len(rows), region.height) - 1
        self.app.cursor_position = Offset(region.x + cell_len(rows[row]), region.y + row)
