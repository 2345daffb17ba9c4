"""Screen-reader-friendly widgets: plain text, a visible marker, the real cursor on it."""

from __future__ import annotations

from typing import Any, Sequence

from rich.text import Text
from textual.binding import Binding
from textual.geometry import Offset
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

MARKER = "> "


class ChoiceList(Widget, can_focus=True):
    """A titled list of items; the highlighted one carries "> ", disabled ones say so.

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

    class Moved(Message):
        """The highlight moved to ``index``."""

        def __init__(self, choices: "ChoiceList", index: int) -> None:
            super().__init__()
            self.choices = choices
            self.index = index

    class Chosen(Message):
        """Enter on item ``index``."""

        def __init__(self, choices: "ChoiceList", index: int) -> None:
            super().__init__()
            self.choices = choices
            self.index = index

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.title = ""
        self.labels: list[str] = []
        self.values: list[Any] = []
        self.enabled: list[bool] = []
        self.reasons: list[str] = []
        self.disabled_word = ""

    def set_items(self, title: str, labels: Sequence[str], values: Sequence[Any],
                  enabled: Sequence[bool] | None = None, highlighted: int = 0,
                  disabled_word: str = "", reasons: Sequence[str] = ()) -> None:
        """Show new items (the highlight goes to ``highlighted``); ``reasons`` say why
        each disabled item cannot be chosen."""
        self.reasons = list(reasons) or [""] * len(labels)
        self.title = title
        self.labels = list(labels)
        self.values = list(values)
        self.enabled = list(enabled) if enabled is not None else [True] * len(self.labels)
        self.disabled_word = disabled_word
        self.set_reactive(ChoiceList.highlighted, max(0, min(highlighted, len(self.labels) - 1)))
        self.refresh(layout=True)
        self.call_after_refresh(self.place_cursor)

    @property
    def current_label(self) -> str:
        """The highlighted item's text."""
        return self.labels[self.highlighted] if self.labels else ""

    @property
    def current_value(self) -> Any:
        """The highlighted item's value."""
        return self.values[self.highlighted] if self.values else None

    def _window(self) -> range:
        """The items that fit below the title, the highlighted one always among them."""
        room = max(1, self.size.height - 1) if self.size.height else len(self.labels)
        count = len(self.labels)
        if count <= room:
            return range(count)
        start = min(max(0, self.highlighted - room // 2), count - room)
        return range(start, start + room)

    def render(self) -> Text:
        text = Text(self.title + "\n", no_wrap=True, overflow="ellipsis")
        for i in self._window():
            prefix = MARKER if i == self.highlighted else "  "
            suffix = "" if self.enabled[i] or not self.disabled_word else f" ({self.disabled_word})"
            text.append(f"{prefix}{i + 1}. {self.labels[i]}{suffix}\n",
                        style="reverse" if i == self.highlighted else "")
        return text

    def get_content_height(self, container, viewport, width: int) -> int:
        return 1 + len(self.labels)

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
        if region.height and self.has_focus and self.labels:
            row = self.highlighted - self._window().start
            self.app.cursor_position = Offset(region.x, region.y + 1 + row)

    def on_focus(self) -> None:
        self.place_cursor()
