"""The full-screen game of every game, in words.

The screen knows the game only through a :class:`~accessible_ll.match_seats.MatchSeats`
(a game at this computer, or a seat at a table elsewhere): it draws only the decision
at hand (a step of an :class:`~accessible_ll.kit.Ask` as a list), says what each
person here may hear, answers the game's review keys and reads its rules.

Who may hear private things: with one person at the computer, that person; with
several (hot-seat), the one who last pressed Enter on "Pass to ..."; with none, a
spectator. At a hot-seat table each person has their own history; what is private to a
person who is away, or what the room heard nothing of, waits until the computer is
passed to them (what the room heard is not said again).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen

from accessible_ll.kit import TURN_REVIEW, Ask, Choice, first_offer
from accessible_ll.match_seats import MatchSeats, by_event, waits
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import joined, sentences, ticked_sum, ticked_total, unstopped
from accessible_ll.tui.dialogs import ConfirmScreen, KeysAnswered, ReadScreen, speak_item
from accessible_ll.tui.history import GAME, MENU, Browsed, History
from accessible_ll.tui.textual_seams import Guarded, bind_key, keymap
from accessible_ll.tui.pacing import BotPacing
from accessible_ll.tui.match_keys import (
    REFERENCE_KEY, SHELL_KEYS, TICK_KEY, keys_page, review_binding)
from accessible_ll.tui.widgets import ChoiceList, TranscriptView


class _Done:
    """The last item of a list where several items are ticked: take them."""

    def __repr__(self) -> str:
        return "DONE"


DONE = _Done()


# What each menu item does (values of the menu lists).
NEXT_ROUND, PLAY_AGAIN, QUIT, READY, CONTINUE = "next_round", "play_again", "quit", "ready", "continue"


def ticked_again(step: Ask, chosen: Any) -> list[int]:
    """The items of ``step`` that held the values ``chosen`` (a step gone back to), in
    the order they were ticked; each value finds the first item with it not yet found,
    so equal values tick as many items.

    >>> from accessible_ll.kit import Choice
    >>> step = Ask("cards", "?", (Choice(5, "5"), Choice(5, "5"), Choice(3, "3")), several=True)
    >>> ticked_again(step, (3, 5)), ticked_again(step, [5, 5]), ticked_again(step, (9,))
    ([2, 0], [0, 1], [])
    """
    found: list[int] = []
    for value in chosen:
        index = next((i for i, choice in enumerate(step.choices)
                      if choice.value == value and i not in found), None)
        if index is not None:
            found.append(index)
    return found


class MatchScreen(BotPacing, KeysAnswered, Browsed, Guarded, Screen):
    """One game of any playable game, from its start to its end.

    Args:
        seats: The table, as the people here meet it.
        again: A new game of the same table ("Play again" at the end; None: not offered).
    """

    #: A continued game says where it stands as the full-screen game says it.
    full_screen = True

    BINDINGS = [Binding(keys, action, id=binding_id, show=False)
                for binding_id, keys, action in [*SHELL_KEYS, TICK_KEY]] + [
        Binding("escape", "back", id="back", show=False),
    ]

    def __init__(self, seats: MatchSeats,
                 again: Callable[[], MatchSeats] | None = None,
                 setup_list: bool = False) -> None:
        super().__init__()
        self.seats = seats
        self.again = again
        self.setup_list = setup_list  # its saved game is continued from the setup list
        self.reference_bound = False
        self.timer = None
        self.listener: int | None = None
        self.hot_seat = False
        self.pending: dict[int, list[str]] = {}
        self.passing: int | None = None  # hot-seat: the person the computer goes to
        self.histories: dict[int | None, History] = {}
        self.reading = False  # the help or the card reference is open over the game
        self.held: list[Callable[[], None]] = []  # what the table told meanwhile
        self.asked = 0  # how many times a list was offered with its question
        self.reset_decision()

    def compose(self) -> ComposeResult:
        yield ChoiceList(id="choices")
        yield TranscriptView()

    def on_mount(self) -> None:
        self.app_history = self.app.history
        self.bind_reviews()
        self.begin()

    def on_unmount(self) -> None:
        self.stop_timer()
        self.seats.close()
        self.app.history = self.app_history

    def bind_reviews(self) -> None:
        """The game's review keys on their keys (or where the key map puts them); a
        table elsewhere names them once it has welcomed us."""
        self.reviews = self.seats.reviews()
        self.reviews_bound = bool(self.reviews) or self.seats.ready
        for review in self.reviews:
            self.bind(review_binding(review.id), self.review_keys(review),
                      f"review({review.id!r})")
        if not self.reference_bound and self.seats.reference():
            self.reference_bound = True
            binding_id, keys, action = REFERENCE_KEY
            self.bind(binding_id, self.keymap().get(binding_id, keys), action)

    def keymap(self) -> dict[str, str]:
        return keymap(self.app)

    def review_keys(self, review) -> str:
        """A review key's keys: where the key map puts it (by its binding id, or by the
        review's own id, as the older key maps name them), else the game's."""
        keymap = self.keymap()
        return keymap.get(review_binding(review.id), keymap.get(review.id, review.key))

    def bind(self, binding_id: str, keys: str, action: str) -> None:
        for key in keys.split(","):
            bind_key(self, Binding(key.strip(), action, id=binding_id, show=False))

    # ----- the game's course ------------------------------------------------------------

    def begin(self) -> None:
        """Who listens, each person's history; then the table tells what is known."""
        seats = self.seats
        people = seats.people
        self.hot_seat = len(people) > 1
        self.listener = people[0] if len(people) == 1 else None
        self.pending = {seat: [] for seat in people}
        self.passing = None
        self.position: tuple | None = None
        self.told_standings: tuple | None = None
        self.variant_told = False
        self.several_hinted = False  # how to tick, said once a game
        self.reset_decision()
        if self.hot_seat:
            self.histories = {seat: History(seat) for seat in [None, *people]}
            self.app.history = self.histories[None]
        else:
            self.histories = {}
            self.app.history = self.app_history
            self.app_history.owner = self.listener
        choices = self.query_one(ChoiceList)
        choices.set_items("", [], [])
        choices.focus()
        listen = getattr(seats, "listen", None)  # a game kept in a file tells about it
        if listen is not None:
            listen(lambda notice: self.app.say(notice.localized(self.app.texts),
                                               interrupt=False))
        seats.start(self)

    def new_game(self) -> None:
        self.stop_timer()
        self.seats.close()
        self.seats = self.again()
        self.begin()

    def reset_decision(self) -> None:
        self.chosen: dict[str, Any] = {}
        self.steps: list[str] = []
        self.ask_now: Ask | None = None
        self.declined: Any = None  # the item whose question was answered no
        self.ticked: list[int] = []  # the ticked items, in the order ticked
        self.restore: tuple | None = None  # a step gone back to: (what was chosen, alone)
        self.alone: set[str] = set()  # several steps answered by one item, nothing ticked

    @property
    def over(self) -> bool:
        """Whether there is no game left to lose by leaving."""
        return self.seats.over or self.seats.lost

    # ----- what the table tells (see accessible_ll.match_seats.MatchListener) -------------

    def heard(self, news) -> None:
        """Say what the person at the computer may hear; a person away finds their own
        lines in their history, and what was private to them, or what nobody heard said
        aloud, waits for them (see :func:`~accessible_ll.match_seats.waits`). At a
        shared computer an outcome is said to the whole room by name."""
        if self.hold(lambda: self.heard(news)):
            return
        for event in by_event(news):
            aloud = False
            for told in event:
                self.turn_bound(told)
                if not self.hot_seat:
                    self.say_told(told)
                else:
                    aloud = self.said_here(told) or aloud
            for told in event if self.hot_seat else ():
                self.keep_for_later(told, aloud)

    def said_here(self, told) -> bool:
        """At a shared computer: say ``told`` where the person holding it (or, while it
        is passed on, the room) hears it; whether words of it were said aloud."""
        listener = self.listener
        if told.seat == listener:  # None: the computer passed on; the public's words
            lines = listener is None or not told.marks.room
            self.say_told(told, lines=lines)
        elif told.seat is None and told.marks.room:
            lines = True
            self.say_told(told, cues=False)  # the room's words, with the holder's cues
        else:
            return False
        return lines and bool(told.lines) and not self.unsaid(told)

    def keep_for_later(self, told, aloud: bool) -> None:
        """A person away finds ``told`` in their history; what they did not hear said
        aloud (``aloud``: words of the same event were) waits for them."""
        if told.seat != self.listener and told.seat in self.pending and not self.unsaid(told):
            for line in told.lines:
                self.histories[told.seat].add(line, GAME)
            if waits(told, aloud):
                self.pending[told.seat] += told.lines

    def unsaid(self, told) -> bool:
        """Whether ``told`` is left unsaid at the shortest detail (its cues still sound);
        for a person away, as it is for the person holding the computer: a turn's start
        only when it is theirs."""
        if self.app.settings.verbosity != "short":
            return False
        if told.seat != self.listener and told.marks.turn is not None:
            return told.marks.turn != self.listener
        return not told.marks.brief

    def turn_bound(self, told) -> None:
        """A turn begins where each player may review only what happened since their
        own last turn: the history of the person it is told to forgets the older."""
        if not told.marks.bound:
            return
        if self.hot_seat:
            if told.seat in self.histories:
                self.histories[told.seat].turn_started(told.marks.turn)
        elif told.seat == self.listener:
            self.app.history.turn_started(told.marks.turn)

    def say_told(self, told, cues: bool = True, lines: bool = True) -> None:
        for cue, seat in told.cues if cues else ():
            self.app.cue(cue, seat)
        if not lines or self.unsaid(told):
            return
        for line in told.lines:
            self.app.say(line, kind=GAME)

    def changed(self) -> None:
        if self.hold(self.changed):
            return
        seats = self.seats
        if seats.lost:
            return self.advance()
        self.welcomed()
        position = (seats.moves, seats.deciders, seats.over, seats.started)
        if position == self.position:
            return  # news about the table: the open question stays as it is
        self.position = position
        self.advance()

    def welcomed(self) -> None:
        """A table elsewhere has welcomed us: our seat is now known (the one person
        here listens) and the game's review keys too."""
        seats = self.seats
        if self.listener is None and not self.hot_seat and len(seats.people) == 1:
            self.listener = seats.people[0]
            self.pending = {self.listener: []}
            self.app_history.owner = self.listener  # whose turns bound the variant's memory
        if not self.reviews_bound and seats.ready:
            self.bind_reviews()

    def refused(self, seat: int, text: str) -> None:
        """The choice was not allowed: said, and the decision asked again from its start."""
        if self.hold(lambda: self.refused(seat, text)):
            return
        self.app.cue("error")
        self.app.say(text)
        self.reset_decision()
        self.advance()

    def told_table(self, line: str) -> None:
        if not self.hold(lambda: self.told_table(line)):
            self.app.say(line, kind=GAME)

    def hold(self, tell: Callable[[], None]) -> bool:
        """While the player reads the help or the card reference, what the table tells
        waits (``tell`` is called once they are back), so that nothing is said over the
        page and no question opens behind it."""
        if self.reading:
            self.held.append(tell)
        return self.reading

    def paused(self) -> bool:
        """A bot does not move while the player reads the help or the card reference."""
        return self.reading

    # ----- who decides --------------------------------------------------------------------

    def advance(self) -> None:
        """Offer the next decision, pass the computer on, let a bot move, move the game
        on, or wait for the table."""
        seats = self.seats
        self.stop_timer()
        if seats.lost:
            return self.menu(m.TABLE_GONE_MENU if seats.ready else m.TABLE_NOT_JOINED_MENU,
                             [(m.QUIT, QUIT)])
        if not seats.ready or not seats.started:
            return self.wait()
        stops = seats.stops_between_rounds
        if seats.over:
            if stops:
                self.tell_standings()
            return self.end()
        deciders = seats.deciders
        if not deciders and stops:
            return self.round_over()
        here = [seat for seat in deciders if seat in seats.people]
        others = [seat for seat in deciders if seat not in seats.people]
        if not deciders or (others and seats.runs_here):
            # bots move first, without waiting for the people who decide with them
            if not seats.runs_here:
                return self.wait()
            return self.bot_turn(others[0] if others else None)
        if not here:
            return self.wait()
        seat = self.listener if self.listener in here else here[0]
        if seat != self.listener:
            return self.pass_to(seat)
        self.reset_decision()
        self.show_decision()

    def pass_to(self, seat: int) -> None:
        """Hot-seat: the computer goes to ``seat``'s person, who says when they have it."""
        self.hand_to(None)
        self.passing = seat
        self.app.voices.transcript.new_page()  # the last person's lines leave the screen
        self.menu(m.PASS_TO, [(m.READY, READY)], player=self.seats.names[seat])

    def round_over(self) -> None:
        """Between rounds: the standings, once, then the next round when a person asks
        (a table elsewhere deals it)."""
        self.tell_standings()
        if not self.seats.runs_here:
            return self.wait()
        self.menu(m.ROUND_OVER_MENU, [(m.NEXT_ROUND, NEXT_ROUND), (self.quit_label(), QUIT)])

    def tell_standings(self) -> None:
        """Once per round, queued before the menu: every player's score (at a shared
        computer the others find theirs in their own history)."""
        position = (self.seats.moves, self.seats.over)
        if self.told_standings == position:
            return
        self.told_standings = position

        def said(lines: list[str]) -> None:
            for line in lines:
                self.app.say(line, kind=GAME)
        self.seats.standings(self.listener, said)
        for seat in self.pending:
            if seat != self.listener:
                self.seats.standings(seat, lambda lines, seat=seat: [
                    self.histories[seat].add(line, GAME) for line in lines])

    def next_round(self) -> None:
        """A person asked for the next round; at a shared computer the deal is private,
        so nobody has the computer yet, and what waited from the round before stays in
        each person's history, unsaid."""
        if self.hot_seat:
            self.hand_to(None)
            for waiting in self.pending.values():
                waiting.clear()
        self.seats.advance()

    def hand_to(self, seat: int | None) -> None:
        """The computer is now ``seat``'s (None: passed on, nobody's)."""
        self.listener = seat
        if self.hot_seat:
            self.app.history = self.histories[seat]

    def ready(self) -> None:
        """Hot-seat: the next person has the computer; they hear what waited for them."""
        seat, self.passing = self.passing, None
        if seat is None:
            return self.advance()
        self.hand_to(seat)
        for line in self.pending.get(seat, []):  # already in their history, in its place
            self.app.say(line, kind=GAME, kept=False)
        self.pending[seat] = []
        self.advance()

    def bot_turn(self, seat: int | None) -> None:
        """A bot moves (or, with nobody to decide, the game moves on) once the people
        here heard everything and the bot pace has passed."""
        if seat is not None and self.app.settings.bot_pace <= 0:
            return self.menu(m.BOT_WAITS, [(m.CONTINUE, CONTINUE)],
                             player=self.seats.names[seat])
        self.wait()
        self.pace(self.bot_move)

    def bot_move(self) -> None:
        self.timer = None
        seats = self.seats
        if seats.over or not seats.runs_here:
            return
        if not seats.deciders:
            return seats.advance()
        if any(seat not in seats.people for seat in seats.deciders):
            seats.move_bot()

    def wait(self) -> None:
        """Nothing to choose meanwhile, and no words on screen nobody needs to hear."""
        self.query_one(ChoiceList).set_items("", [], [])

    def end(self) -> None:
        """The game is over (its last events were said): at a shared computer, each
        person for whom something still waits is passed the computer and hears it;
        then the list starts on what a player most wants, playing again at the same
        table, then the way out."""
        waiting = [seat for seat, lines in self.pending.items()
                   if lines and seat != self.listener]
        if self.hot_seat and waiting:
            return self.pass_to(waiting[0])
        again = [(m.PLAY_AGAIN, PLAY_AGAIN)] if self.seats.runs_here and self.again else []
        self.menu(m.GAME_OVER_MENU, again + [(self.quit_label(), QUIT)])

    def menu(self, title: str, items: list[tuple[str, str]], **values) -> None:
        self.ask_now = None
        choices = self.query_one(ChoiceList)
        choices.set_items(self.app.t(title, **values), [self.app.t(label) for label, _ in items],
                          [value for _, value in items])
        self.asked += 1
        speak_item(self, choices, 0, title=True)

    # ----- a person's decision ------------------------------------------------------------

    def show_decision(self, interrupt: bool = False, highlight: int | None = None) -> None:
        """Ask the table for the next step of the listener's decision."""
        seat = self.listener
        self.ask_now = None
        self.seats.ask(seat, dict(self.chosen),
                       lambda step: self.offer(seat, step, interrupt, highlight))

    def offer(self, seat: int, step: Ask | None, interrupt: bool,
              highlight: int | None) -> None:
        """The decision's next step as the list (None: the action was sent)."""
        if seat != self.listener:
            return  # the computer was passed on meanwhile
        if step is None:
            self.reset_decision()
            return self.wait()
        self.ask_now = step
        self.ticked = []
        restore, self.restore = self.restore, None
        if restore is not None:
            highlight = self.returned_to(step, *restore)
        if highlight is None:
            highlight = first_offer(step, self.declined)
        self.declined = None
        self.show_step(highlight, interrupt)

    def returned_to(self, step: Ask, chosen: Any, alone: bool) -> int | None:
        """A step gone back to: tick again what was ticked, and return where the list
        starts: on the item chosen there (Done, where items were ticked); None if it is
        no longer listed."""
        if step.several and not alone:
            if not isinstance(chosen, (tuple, list)):
                return None
            self.ticked = ticked_again(step, chosen)
            return len(step.choices) if self.ticked else None
        if step.several:  # one item taken alone with Enter: nothing shows ticked
            chosen = chosen[0] if isinstance(chosen, (tuple, list)) and chosen else None
        return next((i for i, choice in enumerate(step.choices) if choice.value == chosen),
                    None)

    def show_step(self, highlight: int, interrupt: bool, spoken: bool = True) -> None:
        """The step as the list; spoken, its prompt first (at full detail, after the
        step's detail, which is never drawn)."""
        step = self.ask_now
        t = self.app.t
        labels = [self.label(i, choice) for i, choice in enumerate(step.choices)]
        values: list[Any] = list(step.choices)
        enabled = [choice.enabled for choice in step.choices]
        reasons = [choice.reason for choice in step.choices]
        if step.several:
            labels.append(self.done_label())
            values.append(DONE)
            enabled.append(True)
            reasons.append("")
        prompt = step.prompt
        if step.several and not step.least:  # taking none is a choice: say how
            prompt = sentences(prompt, t(m.NONE_TICKED_HOW))
        choices = self.query_one(ChoiceList)
        choices.set_items(prompt, labels, values, enabled=enabled, highlighted=highlight,
                          reasons=reasons, disabled_form=t(m.ITEM_NOT_POSSIBLE, label="{label}"))
        if not spoken:
            return
        title = choices.title
        if step.detail and self.app.settings.verbosity == "full":
            choices.title = sentences(step.detail, title)
        self.asked += 1
        speak_item(self, choices, choices.highlighted, title=True, interrupt=interrupt)
        choices.title = title
        if step.several and not self.several_hinted:
            self.several_hinted = True
            self.app.say(t(m.SEVERAL_HINT))

    def done_label(self) -> str:
        """The last item where several can be ticked, with how many are, in words."""
        if not self.ticked:
            return self.app.t(m.CONFIRM_NONE_TICKED)
        return self.app.texts.plural(m.CONFIRM_TICKED, len(self.ticked))

    def label(self, index: int, choice: Choice) -> str:
        """An item as shown and spoken: with its mark where several can be ticked (the
        mark for the eye, the words for the ear)."""
        if not self.ask_now.several:  # an item not possible: its reason follows the label
            return choice.label if choice.enabled else unstopped(choice.label)
        if index in self.ticked:
            return "[x] " + self.app.t(m.ITEM_TICKED, label=unstopped(choice.label))
        if not choice.enabled:  # it cannot be ticked: its reason follows, not "not ticked"
            return "[ ] " + unstopped(choice.label)
        return "[ ] " + self.app.t(m.ITEM_NOT_TICKED, label=unstopped(choice.label))

    def deciding(self) -> bool:
        """Whether the list shows a step of the listener's own decision."""
        return self.ask_now is not None and self.app.screen is self

    def choose(self, value: Any, index: int) -> None:
        step = self.ask_now
        if step is None:
            return
        if step.several:
            if not self.ticked and index < len(step.choices) and step.least <= 1:
                # Enter on an item with nothing ticked: that item alone, as a player expects
                if not step.choices[index].enabled:
                    return self.refuse_item(step.choices[index])
                self.alone.add(step.key)  # gone back to, it shows nothing ticked
                return self.take(step.key, (step.choices[index].value,))
            return self.take_ticked()
        choice: Choice = value
        if not choice.enabled:
            return self.refuse_item(choice)
        if not choice.confirm:
            return self.take(step.key, choice.value)

        def answered(yes: bool | None) -> None:
            if yes:
                return self.take(step.key, choice.value)
            if not step.order:  # the same list, on the same item
                return self.show_step(index, interrupt=False)
            self.declined = choice.value  # the game's order says where the list starts
            self.show_decision()
        self.app.push_screen(ConfirmScreen(choice.confirm), answered)

    def refuse_item(self, choice: Choice, interrupt: bool = False) -> None:
        self.app.cue("error")
        self.app.say(self.app.t(m.CHOICE_DISABLED, choice=unstopped(choice.label),
                                reason=choice.reason),
                     interrupt=interrupt)

    def take(self, key: str, value: Any) -> None:
        self.chosen[key] = value
        self.steps.append(key)
        self.show_decision()

    def take_ticked(self) -> None:
        """Enter where several can be ticked: the ticked items, if there are enough."""
        step = self.ask_now
        if len(self.ticked) < step.least:
            self.app.cue("error")
            texts = self.app.texts
            return self.app.say(sentences(texts.plural(m.TOO_FEW_TICKED, step.least),
                                          ticked_total(texts, step.tally, len(self.ticked)),
                                          texts.text(m.SPACE_TICKS)))
        self.alone.discard(step.key)
        self.take(step.key, tuple(step.choices[i].value for i in self.ticked))

    def on_key(self, event) -> None:
        """A digit where the items carry their own numbers takes the item of that
        number (a card named by its value: 7, the King); other digits go on to the
        review keys."""
        step = self.ask_now
        if not (event.character and event.character.isdigit() and step is not None
                and not step.several and self.deciding()):
            return
        number = int(event.character)
        index = next((i for i, choice in enumerate(step.choices) if choice.number == number),
                     None)
        if index is None and any(choice.number is not None for choice in step.choices):
            event.prevent_default()  # not the review key of that digit: a number is asked
            event.stop()
            self.app.cue("error")
            return self.app.say(self.app.t(m.NUMBER_NOT_LISTED, number=number),
                                interrupt=True)
        if index is None:
            return
        event.prevent_default()
        event.stop()
        self.query_one(ChoiceList).highlighted = index
        self.app.cue("menu_select")
        self.choose(step.choices[index], index)

    def action_tick(self) -> None:
        if not self.seats.ticks:
            return  # Space is no key of this game
        step = self.ask_now
        if step is None or not step.several or not self.deciding():
            return self.app.say(self.app.t(m.NOTHING_TO_TICK), interrupt=True)
        index = self.query_one(ChoiceList).highlighted
        if index >= len(step.choices):  # on "Done"
            return self.take_ticked()
        choice = step.choices[index]
        if not choice.enabled:
            return self.refuse_item(choice, interrupt=True)
        if index in self.ticked:
            self.ticked.remove(index)
        else:
            self.ticked.append(index)  # last in the order ticked
        self.app.cue("menu_select")
        self.show_step(index, interrupt=True, spoken=False)
        said = self.app.t(m.TICKED if index in self.ticked else m.NOT_TICKED,
                          label=unstopped(choice.label))
        self.app.say(sentences(said, ticked_total(self.app.texts, step.tally, len(self.ticked)),
                               ticked_sum(step, self.ticked)), interrupt=True, kind=MENU)

    def action_back(self) -> None:
        if self.steps and self.deciding():
            key = self.steps.pop()
            self.restore = (self.chosen.pop(key, None), key in self.alone)
            self.alone.discard(key)
            return self.show_decision(interrupt=True)
        self.leave(confirm=not self.over, interrupt=True)

    def recover(self) -> None:
        """After an error: offer the game where it was, from the start of the decision."""
        if self.app.screen is self:
            self.advance()

    # ----- list events ----------------------------------------------------------------------

    def on_choice_list_chosen(self, message: ChoiceList.Chosen) -> None:
        if message.stale:
            return
        value = message.choices.values[message.index]
        self.app.cue("menu_select")
        if isinstance(value, Choice) or value is DONE:
            return self.choose(value, message.index)
        if value == READY:
            return self.ready()
        if value == CONTINUE:
            return self.bot_move()
        if value == NEXT_ROUND:
            return self.next_round()
        if value == PLAY_AGAIN:
            return self.new_game()
        if value == QUIT:
            return self.leave(confirm=not self.over)

    # ----- ways out -------------------------------------------------------------------------

    def leave(self, confirm: bool, interrupt: bool = False) -> None:
        def answered(yes: bool | None) -> None:
            if not yes:
                return self.back_from_question()
            self.stop_timer()
            if not self.seats.runs_here and not self.over:
                return self.call_next(self.leave_table)
            if len(self.app.screen_stack) <= 2 or not self.seats.runs_here:
                return self.app.close_program()  # nothing beneath: the program ends, and says so
            self.app.pop_screen()
        if not confirm:
            return answered(True)
        self.stop_timer()
        self.app.push_screen(ConfirmScreen(self.leaving_question(), interrupt), answered)

    def back_from_question(self) -> None:
        """Leaving answered no: the game where the player left it. The open list, on the
        item it was on, is said again (queued, as after any answer; a step of the
        player's decision as it is offered); with none open, the game goes on (a bot's
        move waits no more) and who plays now is said. Covered again meanwhile (a key
        pressed before the answer was heard), the game waits for that screen."""
        if self.app.screen is not self:
            return
        choices = self.query_one(ChoiceList)
        if self.ask_now is not None and choices.labels:
            return self.show_step(choices.highlighted, interrupt=False)
        if not choices.labels:
            self.advance()
        if choices.labels:
            return self.speak_current(interrupt=False)
        seats = self.seats
        others = [seats.names[seat] for seat in seats.deciders if seat not in seats.people]
        if not others:  # the game moves on by itself, or waits for the table: as R says
            last = self.app.history.last()
            return self.app.speaker.speak(last, interrupt=False) if last else None
        self.app.say(self.app.texts.plural(m.OTHERS_PLAYING, len(others),
                                           players=joined(self.app.texts, others)), kept=False)

    async def leave_table(self) -> None:
        """The person leaves a table elsewhere on purpose, then the program ends: the
        table is told so first, and the person hears how to come back."""
        await self.seats.leave()
        self.app.exit()

    def quit_label(self) -> str:
        beneath = len(self.app.screen_stack) > 2 and self.seats.runs_here
        return m.BACK_TO_SETUP if beneath else m.QUIT

    def leaving_question(self, closing: bool = False) -> str:
        """What leaving the unfinished game means here: lost, kept, or the table goes on
        (``closing``: the program ends too; the same here)."""
        seats, t = self.seats, self.app.t
        if not seats.runs_here:
            return t(m.CONFIRM_LEAVE_TABLE)
        if self.setup_list:  # "Continue the saved game" on the setup list takes it up
            if seats.keeps_game:
                return t(m.CONFIRM_EXIT_SAVED if closing else m.CONFIRM_QUIT_SAVED,
                         game=seats.title)
            if seats.keeps_earlier:
                return t(m.CONFIRM_EXIT_EARLIER if closing else m.CONFIRM_QUIT_EARLIER,
                         game=seats.title)
            return t(m.CONFIRM_QUIT)
        if seats.keeps_game:
            return t(m.MATCH_LEAVE_SAVED, game=seats.title)
        if seats.keeps_earlier:
            return t(m.MATCH_LEAVE_EARLIER, game=seats.title)
        return t(m.CONFIRM_QUIT)

    # ----- review keys and the histories ------------------------------------------------------

    def action_review(self, review_id: str) -> None:
        """A review key of the game: its answer, for the person at the computer (while
        the computer is passed on, nobody's hand; whose turn it is, while the person's
        decision is half made: the step asked now; the blind-player variant's notice
        that unseen cards are not counted: a line of the game's ``said_once``, once a
        game)."""
        own = any(review.own for review in self.reviews if review.id == review_id)
        if own and self.listener is None and self.hot_seat:
            return self.app.say(self.app.t(m.HIDDEN_WHILE_PASSING), interrupt=True)
        if review_id == TURN_REVIEW and self.steps and self.deciding():
            return self.app.say(self.app.t(m.TURN_HALF_DECIDED, question=self.ask_now.prompt),
                                interrupt=True)

        def answered(lines: list[str]) -> None:
            notices = self.seats.said_once()
            if notices.intersection(lines):
                if self.variant_told:
                    lines = [line for line in lines if line not in notices]
                self.variant_told = True
            if lines and any(r.apart for r in self.reviews if r.id == review_id):
                for number, line in enumerate(lines):  # each line its own history entry
                    self.app.say(line, interrupt=number == 0)
                return
            self.app.say(sentences(*lines) or self.app.t(m.HISTORY_EMPTY), interrupt=True)
        self.seats.review(self.listener, review_id, answered)

    def action_repeat(self) -> None:
        """Say again the open question (or menu); with none open, the last message."""
        choices = self.query_one(ChoiceList)
        if choices.labels:
            return speak_item(self, choices, choices.highlighted, title=True, interrupt=True)
        last = self.app.history.last()
        self.app.speaker.speak(last or self.app.t(m.HISTORY_EMPTY), interrupt=True)

    def action_help(self) -> None:
        """The keys (the shell's, then the game's), then the game's rules."""
        self.read(ReadScreen(self.app.t(m.HELP_TITLE), self.key_lines() + self.seats.rules()))

    def key_lines(self) -> list[str]:
        """Every key and what it does, as mapped (see :func:`keys_page`)."""
        return keys_page(self.app.texts, self.keymap(), self.reviews, self.reference_bound,
                         self.seats.ticks)

    def action_reference(self) -> None:
        """F2: the game's cards at a glance."""
        self.read(ReadScreen(self.app.t(m.REFERENCE_TITLE), self.seats.reference()))

    def read(self, page: ReadScreen) -> None:
        """Open the help or the card reference: the game waits until the player is back
        (see :meth:`hold`)."""
        self.reading = True
        self.app.push_screen(page, self.back_from_reading)

    def back_from_reading(self, _result=None) -> None:
        """Back from the help or the card reference: what the table told meanwhile, in
        order and queued, then the open question (unless the news asked a new one)."""
        self.reading = False
        held, self.held = self.held, []
        if not held:
            return self.speak_current()
        self.app.speaker.stop()  # the key that closed the page ends its line
        asked, position = self.asked, self.position
        for tell in held:
            tell()
        if self.asked == asked and self.position == position:
            self.speak_current(interrupt=False)

    def speak_current(self, _result=None, interrupt: bool = True) -> None:
        """Back from the help: say where the player is again."""
        choices = self.query_one(ChoiceList)
        if choices.labels:
            speak_item(self, choices, choices.highlighted, title=True, interrupt=interrupt)
