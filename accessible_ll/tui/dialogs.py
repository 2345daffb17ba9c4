"""Small screens: yes/no questions, text to read line by line, a name to type."""

from __future__ import annotations

import re
from typing import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import sentences as join_sentences
from accessible_ll.tui.history import MENU, QUESTION
from accessible_ll.tui.textual_seams import Guarded, keymap
from accessible_ll.tui.widgets import ChoiceList, TranscriptView, screen_reader_speaks


def speak_item(screen, choices: ChoiceList, index: int, *, title: bool = False,
               interrupt: bool = False) -> None:
    """Say the highlighted item with its place in the list; the list's title first when
    asked. It queues unless a key the player pressed brought it (``interrupt``). A
    question is kept in the "all" history; moving in the list is not kept (``r`` says
    the question again). Only the screen in front speaks: a list whose screen has
    closed, or that another screen covers (a key pressed before the last was
    answered), says nothing."""
    app = screen.app
    if screen is not app.screen:  # closed, or another came in front: that one speaks
        return
    label = (choices.labels[index] if choices.labels else "").rstrip(".。")
    label = label.replace("[x] ", "").replace("[ ] ", "")  # a switch's mark is for the eye
    if choices.enabled and not choices.enabled[index]:
        reason = choices.reasons[index] if index < len(choices.reasons) else ""
        label = (app.t(m.ITEM_NOT_POSSIBLE_BECAUSE, label=label, reason=reason.rstrip(".。"))
                 if reason else app.t(m.ITEM_NOT_POSSIBLE, label=label))
    text = app.t(m.LIST_ITEM, label=label, number=index + 1, total=len(choices.labels))
    app.say(sentences(choices.title, text) if title else text, interrupt=interrupt,
            kind=QUESTION if title else MENU)


def sentences(first: str, second: str) -> str:
    """Two sentences as one utterance (see :func:`accessible_ll.narration.i18n.sentences`).

    >>> sentences("Choose a card.", "Diplomat, 1."), sentences("カードを選んでください。", "外交官、1。")
    ('Choose a card. Diplomat, 1.', 'カードを選んでください。外交官、1。')
    """
    return join_sentences(first, second)


def key_name(texts, key: str) -> str:
    """A key as a person says it: "H", "F1", "Page Up", "comma", "Ctrl+Q" (German:
    "Strg+Q")."""
    if key in m.KEY_NAMES:
        return texts.text(m.KEY_NAMES[key])
    *modifiers, last = key.split("+")
    names = [texts.text(m.KEY_NAMES[part]) if part in m.KEY_NAMES else part.capitalize()
             for part in modifiers]
    return "+".join([*names, last.capitalize() if len(last) > 1 else last.upper()])


def help_key(app) -> str:
    """The key that opens the help, as a person says it: the settings may bind another
    than F1 (the first of its keys)."""
    return key_name(app.texts, keymap(app).get("help", "f1").split(",")[0].strip())


def quit_key(app) -> str:
    """The key that quits, as a person says it ("Ctrl+Q"; the settings may move it)."""
    return key_name(app.texts, keymap(app).get("quit", "ctrl+q").split(",")[0].strip())


#: Ctrl+C says how to quit, in a modal screen too (where the app's own binding stops).
CTRL_C = Binding("ctrl+c", "app.help_quit", show=False)
#: The keys that work everywhere, for a modal screen (where the app's own bindings stop):
#: speech stopped, effects volume and speech detail changed, as on every other screen.
EVERYWHERE = [
    CTRL_C,
    Binding("f4", "app.stop_speech", id="stop_speech", show=False),
    Binding("f5", "app.volume(-1)", id="volume_down", show=False),
    Binding("f6", "app.volume(1)", id="volume_up", show=False),
    Binding("f7", "app.verbosity(-1)", id="verbosity_down", show=False),
    Binding("f8", "app.verbosity(1)", id="verbosity_up", show=False),
]


class KeysAnswered:
    """A screen where a letter or function key that does nothing is answered, not met
    with silence (a key the screen knows goes on to its binding), and whose list says
    each item it moves to, with the move cue."""

    #: What such a key hears: that it does nothing, and where the keys are.
    unknown_key = m.UNKNOWN_KEY
    #: What Q hears (a player looking for the way out): the key that quits.
    quit_hint = m.UNKNOWN_KEY_QUIT

    def on_choice_list_moved(self, message: ChoiceList.Moved) -> None:
        if message.stale:
            return
        self.app.cue("menu_move")
        speak_item(self, message.choices, message.index, interrupt=True)

    def on_key(self, event) -> None:
        key = event.key
        if key in self.app.active_bindings or self is not self.app.screen:
            return  # bound; or it has done something: brought the screen now in front
        if key == "replacement_character" or re.fullmatch(r"f\d+|ctrl\+[a-z]", key):
            shown = key_name(self.app.texts, key)  # F3, Ctrl+Z, a byte that is not a letter
        elif event.is_printable and event.character and not event.character.isspace():
            shown = event.character.upper()
        else:
            return
        told = self.quit_hint if shown == "Q" else self.unknown_key
        self.app.say(self.app.t(told, key=shown, help=help_key(self.app), quit=quit_key(self.app),
                                back=key_name(self.app.texts, "escape")), interrupt=True)


class ConfirmScreen(KeysAnswered, Guarded, ModalScreen[bool]):
    """A yes/no question; Escape answers no.

    Args:
        question: What is asked.
        interrupt: Whether asking cuts off what is being said (when the key that
            opened it asked for it, as Escape does; not after Enter on a choice).
        yes_first: Whether the list starts on Yes (where Yes loses nothing), not No.
    """

    unknown_key = m.UNKNOWN_KEY_HERE
    quit_hint = m.UNKNOWN_KEY_QUIT_HERE

    BINDINGS = [Binding("escape", "answer(False)", id="back", show=False),
                Binding("r", "repeat", id="repeat", show=False), *EVERYWHERE]

    def __init__(self, question: str, interrupt: bool = False, yes_first: bool = False) -> None:
        super().__init__()
        self.question = question
        self.interrupt = interrupt
        self.yes_first = yes_first

    def compose(self) -> ComposeResult:
        yield ChoiceList(id="answers")
        yield TranscriptView()

    def on_mount(self) -> None:
        choices = self.query_one(ChoiceList)
        choices.set_items(self.question, [self.app.t(m.NO), self.app.t(m.YES)], [False, True],
                          highlighted=int(self.yes_first))
        choices.focus()
        speak_item(self, choices, choices.highlighted, title=True, interrupt=self.interrupt)

    def on_choice_list_chosen(self, message: ChoiceList.Chosen) -> None:
        if message.stale:
            return
        self.app.cue("menu_select")
        self.dismiss(message.choices.values[message.index])

    def action_answer(self, answer: bool) -> None:
        if self.is_active:
            self.dismiss(answer)

    def action_repeat(self, interrupt: bool = True) -> None:
        """R: the question again, with the answer the list is on (queued, not
        ``interrupt``, back from a question over it); before the question is shown (its
        first words are on their way) or once it has closed, nothing."""
        for choices in self.query(ChoiceList):
            speak_item(self, choices, choices.highlighted, title=True, interrupt=interrupt)


class ReadScreen(KeysAnswered, Guarded, ModalScreen[None]):
    """Lines to read one by one (help, card reference); Escape goes back. Opened by a
    key (F1, F2), so its first line cuts off what is being said unless told not to."""

    unknown_key = m.UNKNOWN_KEY_HERE
    quit_hint = m.UNKNOWN_KEY_QUIT_HERE

    BINDINGS = [Binding("escape", "close", id="back", show=False),
                Binding("r", "repeat", id="repeat", show=False), *EVERYWHERE]

    def __init__(self, title: str, lines: Sequence[str], interrupt: bool = True) -> None:
        super().__init__()
        self.title_text = title
        self.lines = list(lines)
        self.interrupt = interrupt

    def compose(self) -> ComposeResult:
        yield ChoiceList(id="lines")
        yield TranscriptView()

    def on_mount(self) -> None:
        choices = self.query_one(ChoiceList)
        choices.set_items(self.title_text, self.lines, self.lines)
        choices.focus()
        speak_item(self, choices, 0, title=True, interrupt=self.interrupt)

    # Moving is answered by KeysAnswered alone: Textual calls the handler of every class
    # of the screen, so one here too would say each line twice.

    def on_choice_list_chosen(self, message: ChoiceList.Chosen) -> None:
        if message.stale:
            return
        speak_item(self, message.choices, message.index, interrupt=True)

    def action_close(self) -> None:
        if self.is_active:
            self.dismiss(None)

    def action_repeat(self, interrupt: bool = True) -> None:
        """R: the page's title and the line the list is on (queued, not ``interrupt``,
        back from a question over it); nothing before the page is shown or once it has
        closed."""
        for choices in self.query(ChoiceList):
            speak_item(self, choices, choices.highlighted, title=True, interrupt=interrupt)


class NameScreen(Guarded, ModalScreen[str | None]):
    """Type a seat's name; Enter keeps it, Escape leaves it as it was."""

    BINDINGS = [Binding("escape", "cancel", id="back", show=False), CTRL_C]

    def __init__(self, prompt: str, current: str) -> None:
        super().__init__()
        self.prompt = prompt
        self.current = current

    def compose(self) -> ComposeResult:
        yield Static(self.prompt, markup=False, id="prompt")
        yield TranscriptView()
        # a byte the terminal sent that is no letter (U+FFFD) is not typed into a name
        field = Input(value=self.current, max_length=24, restrict="[^\ufffd]*")
        field.cursor_blink = False
        yield field

    def on_mount(self) -> None:
        self.query_one(Input).focus()
        self.app.say(self.prompt)
        self.typed = self.current

    def on_input_changed(self, message: Input.Changed) -> None:
        """Each letter typed (or deleted) is said in the game's voice, as a screen
        reader echoes typing (the screen reader's own voice echoes it itself)."""
        before, self.typed = self.typed, message.value
        if screen_reader_speaks(self) or before == message.value:
            return
        if len(message.value) > len(before):
            echo = message.value[len(before):] if message.value.startswith(before) else \
                message.value
        else:
            echo = before[len(message.value):] if before.startswith(message.value) else before
        self.app.speaker.speak(echo, interrupt=True)

    def on_input_submitted(self, message: Input.Submitted) -> None:
        if self.is_active:  # a second Enter before the first was answered: ignored
            self.dismiss(" ".join(message.value.split()))

    def action_cancel(self) -> None:
        if self.is_active:
            self.dismiss(None)
