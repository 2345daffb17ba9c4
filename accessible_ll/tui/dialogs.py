"""Small screens: yes/no questions, text to read line by line, a name to type."""

from __future__ import annotations

from typing import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from accessible_ll.narration import messages as m
from accessible_ll.tui.widgets import ChoiceList, TranscriptView


def speak_item(screen, choices: ChoiceList, index: int, *, title: bool = False) -> None:
    """Say the highlighted item with its place in the list, interrupting; the list's
    title first when asked."""
    app = screen.app
    label = (choices.labels[index] if choices.labels else "").rstrip(".。")
    if choices.enabled and not choices.enabled[index]:
        reason = choices.reasons[index] if index < len(choices.reasons) else ""
        label = app.t(m.CHOICE_DISABLED, choice=label, reason=reason).strip().rstrip(".。")
    text = app.t(m.LIST_ITEM, label=label, number=index + 1, total=len(choices.labels))
    app.say(f"{choices.title} {text}" if title else text, interrupt=True)


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question; Escape answers no."""

    BINDINGS = [Binding("escape", "answer(False)", id="back", show=False)]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        yield ChoiceList(id="answers")
        yield TranscriptView()

    def on_mount(self) -> None:
        choices = self.query_one(ChoiceList)
        choices.set_items(self.question, [self.app.t(m.NO), self.app.t(m.YES)], [False, True])
        choices.focus()
        speak_item(self, choices, 0, title=True)

    def on_choice_list_moved(self, message: ChoiceList.Moved) -> None:
        self.app.cue("menu_move")
        speak_item(self, message.choices, message.index)

    def on_choice_list_chosen(self, message: ChoiceList.Chosen) -> None:
        self.app.cue("menu_select")
        self.dismiss(message.choices.values[message.index])

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


class ReadScreen(ModalScreen[None]):
    """Lines to read one by one (help, card reference); Escape goes back."""

    BINDINGS = [Binding("escape", "close", id="back", show=False)]

    def __init__(self, title: str, lines: Sequence[str]) -> None:
        super().__init__()
        self.title_text = title
        self.lines = list(lines)

    def compose(self) -> ComposeResult:
        yield ChoiceList(id="lines")
        yield TranscriptView()

    def on_mount(self) -> None:
        choices = self.query_one(ChoiceList)
        choices.set_items(self.title_text, self.lines, self.lines)
        choices.focus()
        speak_item(self, choices, 0, title=True)

    def on_choice_list_moved(self, message: ChoiceList.Moved) -> None:
        speak_item(self, message.choices, message.index)

    def on_choice_list_chosen(self, message: ChoiceList.Chosen) -> None:
        speak_item(self, message.choices, message.index)

    def action_close(self) -> None:
        self.dismiss(None)


class NameScreen(ModalScreen[str | None]):
    """Type a seat's name; Enter keeps it, Escape leaves it as it was."""

    BINDINGS = [Binding("escape", "cancel", id="back", show=False)]

    def __init__(self, prompt: str, current: str) -> None:
        super().__init__()
        self.prompt = prompt
        self.current = current

    def compose(self) -> ComposeResult:
        yield Static(self.prompt, markup=False, id="prompt")
        yield TranscriptView()
        field = Input(value=self.current, max_length=24)
        field.cursor_blink = False
        yield field

    def on_mount(self) -> None:
        self.query_one(Input).focus()
        self.app.say(self.prompt)

    def on_input_submitted(self, message: Input.Submitted) -> None:
        self.dismiss(" ".join(message.value.split()))

    def action_cancel(self) -> None:
        self.dismiss(None)
