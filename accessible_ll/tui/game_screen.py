"""The game screen: the current decision as a list; the state on the review keys.

The screen knows the game only through a :class:`~accessible_ll.seats.Seats`: a game at
this computer, or a seat at a table on another computer; it never reaches past it.

Who may hear private things: with one person at the computer, that person; with
several (hot-seat), the one who last pressed Enter on "Pass to ..." in this round; with
none, a spectator (public events only). At a hot-seat table each person has their own
history; what is private to a person who is away waits until the computer is passed to
them, and a new round starts with the computer passed to nobody.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.timer import Timer

from accessible_ll.choices import Choices
from accessible_ll.editions import find_edition
from accessible_ll.engine import Action, IllegalAction
from accessible_ll.engine import events as ev
from accessible_ll.engine.decision import back_one_step, only_player
from accessible_ll.game import KEEP, REDRAW_STEP, Decision, Option
from accessible_ll.games import find_game
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import sentences as join_sentences
from accessible_ll.narration.narrator import Narrator, default_names
from accessible_ll.seats import LocalSeats, Seats, saved_game_path
from accessible_ll.settings import Settings
from accessible_ll.tui.dialogs import (
    ConfirmScreen,
    KeysAnswered,
    ReadScreen,
    key_name,
    sentences,
    speak_item,
)
from accessible_ll.tui.history import GAME, Browsed, Guarded, History
from accessible_ll.tui.pacing import BotPacing
from accessible_ll.tui.widgets import ChoiceList, TranscriptView

# Hot-seat: outcomes said to the whole room by name, not as "you" to whoever holds the
# computer (a Guard's right guess too: it is said with the player it puts out).
ROOM_EVENTS = (ev.Eliminated, ev.TokenGained, ev.Showdown, ev.RoundEnded, ev.GameEnded)


def told_to_the_room(event) -> bool:
    """Hot-seat: whether ``event`` is an outcome said to the whole room by name."""
    if isinstance(event, ev.GuessResult):
        return event.hit
    return event.audience is None and isinstance(event, ROOM_EVENTS)

# Events left unsaid at "short" speech detail (their cues still sound).
SHORT_SKIPS = (ev.ProtectionEnded, ev.Drew)

# What each menu item does (values of the menu lists).
NEXT_ROUND, NEW_GAME, QUIT, READY, CONTINUE = "next_round", "new_game", "quit", "ready", "continue"

#: Love Letter: its review keys, its cues and its rules, from its one table each.
LOVE_LETTER = find_game("love-letter")

# Review keys: (binding id, keys, action): the game's (each answered from its table by
# the action of its id), then the screen's. Each key can be remapped by its id.
REVIEW_KEYS = [(review.id, review.key, review.id) for review in LOVE_LETTER.reviews] + [
    ("repeat", "r", "repeat"),
    ("older", "comma,pageup", "history(-1)"), ("newer", "full_stop,pagedown", "history(1)"),
    ("prev_buffer", "left_square_bracket,f9", "buffer(-1)"),
    ("next_buffer", "right_square_bracket,f10", "buffer(1)"),
    ("help", "f1", "help"), ("reference", "f2", "reference"),
]
GLOBAL_KEYS = [("stop_speech", "f4"), ("volume_down", "f5"), ("volume_up", "f6"),
               ("verbosity_down", "f7"), ("verbosity_up", "f8"), ("quit", "ctrl+q")]


def help_lines(app, edition: str | None = None, players: int | None = None) -> list[str]:
    """The keys in the current language, then the rules of the edition played (by
    default the one chosen in the settings)."""
    edition = edition or app.settings.edition
    players = players or app.settings.players
    keymap = getattr(app, "_keymap", {}) or {}
    narrator = Narrator(app.texts, default_names(app.texts, players), edition)
    return key_lines(app.texts, keymap) + LOVE_LETTER.rules(narrator)


def key_lines(texts, keymap: dict[str, str] | None = None) -> list[str]:
    """Every key and what it does, as mapped, in ``texts``' language."""
    keymap = keymap or {}
    labels = {review.id: review.label for review in LOVE_LETTER.reviews}
    entries = [("navigate", "up,down,enter,escape")]
    entries += [(binding_id, keys) for binding_id, keys, _action in REVIEW_KEYS]
    entries += GLOBAL_KEYS
    return [texts.text(m.KEY_LINE, keys=_keys_text(texts, keymap.get(binding_id, keys)),
                       action=texts.text(labels.get(binding_id, m.KEY_ACTIONS[binding_id])))
            for binding_id, keys in entries]


def _keys_text(texts, keys: str) -> str:
    names = [key_name(texts, key.strip()) for key in keys.split(",")]
    text = names[-1]
    for name in reversed(names[:-1]):  # "F1, F2" (Japanese: "F1、F2")
        text = texts.text(m.LIST_SEPARATOR, first=name, rest=text)
    return text


def concerns(event, seat: int) -> bool:
    """Whether ``event`` is about ``seat``: their own, or one that chose them."""
    return (seat in (getattr(event, "seat", None), getattr(event, "target", None))
            or seat in (getattr(event, "targets", None) or ()))


def saved_game_file(app) -> Path | None:
    """Where a game at this computer is kept between lessons: beside the settings
    (None when there is no settings file to keep things beside)."""
    settings_file = getattr(app, "settings_file", None)
    return None if settings_file is None else saved_game_path(Path(settings_file))


class GameScreen(BotPacing, KeysAnswered, Browsed, Guarded, Screen):
    """One game, from the first deal to the final token."""

    BINDINGS = [Binding(keys, action, id=binding_id, show=False)
                for binding_id, keys, action in REVIEW_KEYS] + [
        Binding("escape", "back", id="back", show=False),
    ]

    def __init__(self, settings: Settings | None = None, seed: int | None = None,
                 seats: Seats | None = None) -> None:
        super().__init__()
        self.game_settings = settings.fitted() if settings is not None else None
        self.seed = seed
        self.seats: Seats | None = None
        self.given_seats = seats
        self.begun = False
        self.chosen: dict[str, Any] = {}
        self.steps: list[str] = []
        self.auto_steps: set[str] = set()  # steps taken without a key (one possible player)
        self.timer: Timer | None = None
        self.quiet_since: float | None = None
        self.pending: dict[int, list[str]] = {}  # hot-seat: lines waiting for their person
        self.histories: dict[int | None, History] = {}

    def compose(self) -> ComposeResult:
        # Only the decision at hand is drawn: the state is on the review keys, and a
        # screen reader reads every change on screen.
        yield ChoiceList(id="choices")
        yield TranscriptView()

    def on_mount(self) -> None:
        self.app_history = self.app.history
        self.new_game()

    def on_unmount(self) -> None:
        self.stop_timer()
        if self.seats is not None:
            self.seats.close()
        self.app.history = self.app_history

    # ----- the game's course ------------------------------------------------------------

    def new_game(self) -> None:
        self.stop_timer()
        self.chosen, self.steps = {}, []
        self.decision: Decision | None = None
        self.told_standings: tuple[int, bool] | None = None
        self.variant_told = False
        if self.seats is not None:
            self.seats.close()
        self.seats = self.given_seats or LocalSeats.new(self.game_settings, self.seed,
                                                         saved_game_file(self.app))
        if isinstance(self.seats, LocalSeats):
            self.seats.listen(lambda notice: self.app.say(notice.localized(self.app.texts),
                                                          interrupt=False))
        self.given_seats, self.begun = None, False
        self.position: tuple | None = None  # where the table was when last looked at
        self.query_one(ChoiceList).set_items("", [], [])
        self.query_one(ChoiceList).focus()
        self.seats.start(self)

    def begin(self) -> bool:
        """Once the table is known: its names, who listens, each person's history.
        Return whether the game can be shown."""
        seats = self.seats
        if self.begun or not seats.ready:
            return self.begun
        self.begun = True
        self.edition = find_edition(seats.edition)
        self.names = self.seat_names()
        people = seats.people
        self.hot_seat = len(people) > 1
        self.listener: int | None = people[0] if len(people) == 1 else None
        self.pending = {seat: [] for seat in people}
        self.narrators: dict[Any, Narrator] = {}
        if self.hot_seat:
            self.histories = {seat: History(seat) for seat in [None, *people]}
            self.app.history = self.histories[None]
        else:
            self.app.history = self.app_history
            self.app_history.owner = self.listener
        if seats.resumed:
            self.tell_where_it_stands()
        return True

    def tell_where_it_stands(self) -> None:
        """A saved game continued: its round and everyone's tokens, before this round
        so far is told again (the blind-player variant: the last discards and this turn,
        all a player may review)."""
        view, narrator = self.seats.view(self.listener), self.narrator(self.listener)
        lines = [self.app.t(m.GAME_CONTINUES, round=view.round_no), narrator.tokens(view)]
        if self.seats.blind:
            lines += [narrator.discards(view, blind=True), self.app.t(m.TURN_SO_FAR)]
        else:
            lines.append(self.app.t(m.ROUND_SO_FAR))
        for line in lines:
            self.app.say(line, kind=GAME)

    def seat_names(self) -> list[str]:
        names = default_names(self.app.texts, self.seats.players)
        return [given or default for given, default in zip(self.seats.names(), names)]

    def narrator(self, viewer: int | None) -> Narrator:
        if viewer not in self.narrators:
            self.narrators[viewer] = Narrator(self.app.texts, self.names, self.seats.edition,
                                              viewer, named_you=self.hot_seat)
        return self.narrators[viewer]

    # ----- what the table tells (see accessible_ll.seats.TableListener) -----------------

    def heard(self, events: list) -> None:
        if self.begin():
            self.present(events)

    def changed(self) -> None:
        if self.seats.lost:  # never reached, or refused: only the way out is left
            return self.advance()
        if not self.begin():
            return
        names = self.seat_names()
        if names != self.names:  # a player joined the table
            self.names = names
            for narrator in self.narrators.values():
                narrator.names = list(names)
        seats = self.seats
        position = (seats.moves, seats.to_act, seats.round_over, seats.game_over, seats.started)
        if position == self.position:
            return  # news about the table (a name, who left): the open question stays as it is
        self.position = position
        self.advance()

    def refused(self, error: IllegalAction) -> None:
        """The action was not allowed (the lists offer only legal ones; never trusted)."""
        self.app.cue("error")
        self.app.say(self.narrator(self.listener).error(error))
        self.chosen, self.steps = {}, []
        self.advance()

    def told(self, line: str) -> None:
        self.app.say(line, interrupt=False, kind=GAME)

    def present(self, events: list) -> None:
        """Cue and say the events for whoever may hear them now."""
        listener = self.listener
        narrator = self.narrator(listener)
        # hot-seat: everyone in the room hears who is out and who won by name
        room = self.narrator(None) if self.hot_seat and listener is not None else None
        short = self.app.settings.verbosity == "short"
        blind = self.seats.blind
        for event in events:
            if blind and isinstance(event, ev.TurnStarted):
                for history in self.every_history():
                    history.turn_started(event.seat)  # the last discards stay reviewable
            for cue, seat in LOVE_LETTER.cues(event, listener):
                self.app.cue(cue, seat)
            if short and (isinstance(event, SHORT_SKIPS) or isinstance(event, ev.TurnStarted)
                          and event.seat != listener):
                continue  # another player's turn: their play says it
            lines = narrator.event(event)
            if room is not None:
                named = room.event(event)  # it follows every event, to keep its memory
                if told_to_the_room(event):
                    lines = named
            for line in lines:
                self.app.say(line, interrupt=False, kind=GAME)
            self.tell_the_others(event)

    def tell_the_others(self, event) -> None:
        """Hot-seat: a person away from the computer finds every event in their own
        history, in the order it happened; what is private to them, and what happened to
        them (a Prince that made them discard and draw, a Guard that named their card),
        is also said once the computer is passed to them, in order."""
        for seat, waiting in self.pending.items():
            if seat == self.listener:
                continue
            lines = self.narrator(seat).event(event)
            for line in lines:
                self.histories[seat].add(line, GAME)
            if event.audience is not None or concerns(event, seat):
                waiting += lines

    def file_pending(self) -> None:
        """Hot-seat, a new round: what waited for a person from the round that ended
        stays in their history (reviewable), not spoken with the new deal."""
        for waiting in self.pending.values():
            waiting.clear()

    def every_history(self) -> list[History]:
        return list(self.histories.values()) if self.hot_seat else [self.app.history]

    def hand_to(self, seat: int | None) -> None:
        """The computer is now ``seat``'s (None: passed on, nobody's)."""
        self.listener = seat
        if self.hot_seat:
            self.app.history = self.histories[seat]

    def advance(self) -> None:
        """Offer the next decision, pass the computer on, let a bot play, or wait for
        the table."""
        seats = self.seats
        if seats.lost:
            return self.menu(m.TABLE_GONE_MENU if seats.ready else m.TABLE_NOT_JOINED_MENU,
                             [(m.QUIT, QUIT)])
        if not seats.started:
            return self.wait()
        if seats.round_over:
            self.tell_standings()
        if seats.game_over:
            again = [(m.NEW_GAME, NEW_GAME)] if seats.runs_here else []
            return self.menu(m.GAME_OVER_MENU, again + [(self.quit_label(), QUIT)])
        if seats.round_over:
            if not seats.runs_here:
                return self.wait()  # the table deals the next round
            return self.menu(m.ROUND_OVER_MENU, [(m.NEXT_ROUND, NEXT_ROUND),
                                                 (self.quit_label(), QUIT)])
        seat = seats.to_act
        if seat not in seats.people:
            return self.bot_turn(seat) if seats.runs_here else self.wait()
        if seat != self.listener:
            self.hand_to(None)
            self.app.voices.transcript.new_page()  # the last person's lines leave the screen
            return self.menu(m.PASS_TO, [(m.READY, READY)], player=self.names[seat])
        self.chosen, self.steps, self.auto_steps = {}, [], set()
        self.show_decision()

    def tell_standings(self) -> None:
        """Once per round, queued before the menu: every player's tokens (the showdown
        was said as it happened)."""
        view = self.seats.view(self.listener)
        if self.told_standings == (view.round_no, self.seats.game_over):
            return
        self.told_standings = (view.round_no, self.seats.game_over)
        self.app.say(self.narrator(self.listener).standings(view, showdown=False),
                     interrupt=False, kind=GAME)
        for seat in self.pending:  # hot-seat: the others find it in their own history
            if seat != self.listener:
                standings = self.narrator(seat).standings(self.seats.view(seat), showdown=False)
                self.histories[seat].add(standings, GAME)

    def wait(self) -> None:
        """Someone elsewhere decides: nothing to choose meanwhile, and no words on
        screen that nobody needs to hear."""
        self.stop_timer()
        self.query_one(ChoiceList).set_items("", [], [])

    def bot_turn(self, seat: int) -> None:
        pace = self.app.settings.bot_pace
        if pace <= 0:
            return self.menu(m.BOT_WAITS, [(m.CONTINUE, CONTINUE)], player=self.names[seat])
        self.wait()
        self.pace(self.bot_move)

    def bot_move(self) -> None:
        self.timer = None
        seats = self.seats
        if seats.to_act is None or seats.to_act in seats.people or not seats.runs_here:
            return
        seats.play_bot()

    def menu(self, title: str, items: list[tuple[str, str]], **values) -> None:
        choices = self.query_one(ChoiceList)
        choices.set_items(self.app.t(title, **values), [self.app.t(label) for label, _ in items],
                          [value for _, value in items])
        speak_item(self, choices, 0, title=True)

    # ----- a person's decision ------------------------------------------------------------

    def show_decision(self, avoid: Any = None, interrupt: bool = False) -> None:
        """Offer the next step of the decision (highlighting a possible choice, and
        not ``avoid``, the one just declined); it queues unless a key asked for it."""
        self.decision = None
        self.seats.ask(self.listener, dict(self.chosen),
                       lambda decision: self.offer(decision, avoid, interrupt))

    def offer(self, decision: Decision | Action, avoid: Any, interrupt: bool) -> None:
        """The decision's next step as the list (or, when complete, the action sent)."""
        seat = self.listener
        if isinstance(decision, Action):
            return self.submit(decision)
        only = self.only_choice(decision)
        if only is not None:  # one player to choose (two at the table): no key for it
            self.auto_steps.add(decision.step)
            return self.take(decision.step, only.value)
        self.decision = decision
        choices = self.query_one(ChoiceList)
        labels = [self.option_label(decision, option) for option in decision.options]
        enabled = [o.enabled for o in decision.options]
        first = self.first_offer(decision, avoid)
        reasons = [self.reason_text(o) for o in decision.options]
        choices.set_items(self.prompt(decision), labels, list(decision.options),
                          enabled=enabled, highlighted=first, reasons=reasons,
                          disabled_word=self.app.t(m.NOT_POSSIBLE))
        title = choices.title
        if self.app.settings.verbosity == "full" and decision.step == "play":
            # said with the prompt, never drawn: no card rules text on the screen
            choices.title = sentences(self.narrator(seat).hand(self.seats.view(seat)), title)
        speak_item(self, choices, first, title=True, interrupt=interrupt)
        choices.title = title

    def only_choice(self, decision: Decision) -> Option | None:
        """The one player a Guard (or a Bishop) can choose, when there is no other: the
        card to name follows, where Escape still goes back. A card whose play the
        player's choice ends keeps its question (see :func:`only_player`)."""
        if decision.step != "target":
            return None
        return only_player(decision, self.edition.effects[self.chosen["play"]])

    def first_offer(self, decision: Decision, avoid: Any) -> int:
        """Where the list starts (see :meth:`Choices.first_offer`)."""
        return self.choices().first_offer(decision, avoid)

    def choices(self) -> Choices:
        """The listener's choices in words."""
        return Choices(self.narrator(self.listener))

    def reason_text(self, option: Option) -> str:
        """Why ``option`` is not possible, in words ("" if it is)."""
        return self.narrator(self.listener).error(option.reason) if option.reason else ""

    def prompt(self, decision: Decision) -> str:
        by_value = decision.step == "guess" and isinstance(decision.options[0].value, int)
        question = self.choices().prompt(decision.step, self.chosen, by_value)
        if decision.step != "guess" or "target" not in self.auto_steps:
            return question
        only = self.narrator(self.listener).names[self.chosen["target"]]  # no key: said
        return sentences(self.app.t(m.ONLY_TARGET, player=only), question)

    def option_label(self, decision: Decision, option: Option) -> str:
        hand = self.seats.view(self.listener).hand if decision.step == "play" else ()
        return self.choices().label(decision, option, hand)

    def choose(self, option: Option) -> None:
        if not option.enabled:
            self.app.cue("error")
            reason = self.reason_text(option)
            label = self.query_one(ChoiceList).current_label
            return self.app.say(self.app.t(m.CHOICE_DISABLED, choice=label, reason=reason))
        if self.decision is None:  # the table has not answered yet
            return
        step = self.decision.step
        question = self.choices().confirmation(self.decision, option)
        if question == m.CONFIRM_KNOCK_OUT:
            return self.confirm_knock_out(step, option.value)
        if step == KEEP:
            return self.submit(option.value)
        if step == REDRAW_STEP:
            return self.submit(Action(self.listener, redraw=option.value))
        if question == m.CONFIRM_PRINCESS:
            return self.confirm_princess(option.value)
        self.take(step, option.value)

    def take(self, step: str, value: Any) -> None:
        self.chosen[step] = value
        self.steps.append(step)
        self.show_decision()

    def confirm_knock_out(self, step: str, value: Any) -> None:
        """Ask before a choice that puts the player out (a Prince on oneself, a Bishop's
        redraw, while holding the Princess)."""
        def answered(yes: bool | None) -> None:
            if not yes:
                return self.show_decision(avoid=value)
            if step == REDRAW_STEP:
                return self.submit(Action(self.listener, redraw=value))
            self.take(step, value)
        self.app.push_screen(ConfirmScreen(self.app.t(m.CONFIRM_KNOCK_OUT)), answered)

    def confirm_princess(self, card: str) -> None:
        def answered(yes: bool | None) -> None:
            if yes:
                self.take("play", card)
            else:
                self.show_decision(avoid=card)
        self.app.push_screen(ConfirmScreen(self.app.t(m.CONFIRM_PRINCESS)), answered)

    def on_key(self, event) -> None:
        """A digit while naming a card names the card of that value (7: the King)."""
        decision = self.decision
        if (event.character and event.character.isdigit() and decision is not None
                and decision.step == "guess" and self.deciding()
                and self.app.screen is self):
            option = self.named_by_value(decision, int(event.character))
            if option is not None:
                event.prevent_default()
                event.stop()
                index = decision.options.index(option)
                self.query_one(ChoiceList).highlighted = index
                self.app.cue("menu_select")
                self.choose(option)
        # other keys go on to KeysAnswered.on_key (Textual calls each class's handler)

    def named_by_value(self, decision: Decision, value: int) -> Option | None:
        """The option of a guess list whose value (or card's value) is ``value``."""
        for option in decision.options:
            card_value = (option.value if isinstance(option.value, int)
                          else self.edition.value(option.value))
            if card_value == value:
                return option
        return None

    def submit(self, action: Action) -> None:
        """Send the action; the table's events and the next question follow."""
        self.chosen, self.steps, self.decision = {}, [], None
        self.auto_steps = set()
        self.wait()
        self.seats.submit(action)

    # ----- list events ----------------------------------------------------------------------

    def on_choice_list_chosen(self, message: ChoiceList.Chosen) -> None:
        if message.stale:
            return
        value = message.choices.values[message.index]
        self.app.cue("menu_select")
        if isinstance(value, Option):
            return self.choose(value)
        if value == READY:
            return self.ready()
        if value == CONTINUE:
            return self.bot_move()
        if value == NEXT_ROUND:
            if self.hot_seat:
                self.hand_to(None)  # the deal is private: nobody has the computer yet
                self.file_pending()
            return self.seats.next_round()
        if value == NEW_GAME:
            self.seed = None if self.seed is None else self.seed + 1
            self.game_settings = self.game_settings or self.seats.settings
            return self.new_game()
        if value == QUIT:
            return self.leave(confirm=not self.over)

    @property
    def over(self) -> bool:
        """Whether there is no game left to lose by leaving."""
        seats = self.seats
        return seats is None or seats.game_over or seats.lost

    def ready(self) -> None:
        """Hot-seat: the next person has the computer; tell them what they missed."""
        seat = self.seats.to_act
        self.hand_to(seat)
        for line in self.pending.get(seat, []):  # already in their history, in its place
            self.app.say(line, interrupt=False, kind=GAME, kept=False)
        self.pending[seat] = []
        self.advance()

    def deciding(self) -> bool:
        """Whether the list shows a step of the listener's own decision."""
        return (self.listener is not None and self.seats.to_act == self.listener
                and not isinstance(self.app.screen, ConfirmScreen))

    def recover(self) -> None:
        """After an error: offer the game where it was, from the current decision."""
        self.chosen, self.steps = {}, []
        if self.app.screen is self:
            self.advance()

    def action_back(self) -> None:
        if self.steps and self.deciding():
            back_one_step(self.chosen, self.steps, self.auto_steps)
            return self.show_decision(interrupt=True)
        self.leave(confirm=not self.over, interrupt=True)

    def leave(self, confirm: bool, interrupt: bool = False) -> None:
        def answered(yes: bool | None) -> None:
            if yes:
                self.stop_timer()
                if self.seats is not None and not self.seats.runs_here:
                    return self.app.exit()  # a seat at another table: nothing beneath
                self.app.pop_screen()
            else:
                self.advance()
        if not confirm:
            return answered(True)
        self.stop_timer()
        self.app.push_screen(ConfirmScreen(self.app.t(self.leaving_question()), interrupt),
                             answered)

    def quit_label(self) -> str:
        """The way out of a game: back to the setup list, or (a seat at another
        computer's table, with no setup list beneath) quitting the program."""
        return m.QUIT if not self.seats.runs_here else m.BACK_TO_SETUP

    def leaving_question(self, closing: bool = False) -> str:
        """What leaving an unfinished game means here (``closing``: the program ends
        too): lost, kept, or the table goes on."""
        seats = self.seats
        if not seats.runs_here:
            return m.CONFIRM_LEAVE_TABLE
        if seats.keeps_game:
            return m.CONFIRM_EXIT_SAVED if closing else m.CONFIRM_QUIT_SAVED
        if seats.keeps_earlier:
            return m.CONFIRM_EXIT_EARLIER if closing else m.CONFIRM_QUIT_EARLIER
        return m.CONFIRM_QUIT

    # ----- review keys ----------------------------------------------------------------------

    def _view(self):
        return self.seats.view(self.listener)

    def _answer(self, text: str) -> None:
        self.app.say(text, interrupt=True)

    def not_begun(self) -> bool:
        """Whether there is nothing to review yet (a table on another computer still
        waiting for its players): then that is said."""
        if self.begun and self.seats.started:
            return False
        self._answer(self.app.t(m.GAME_NOT_BEGUN))
        return True

    def action_review(self, review_id: str) -> None:
        """A review key: its answer from the game's table, for the person at the
        computer (while it is passed, nobody's hand; in the blind-player variant the
        reason unseen cards are not counted is said once a game)."""
        if self.not_begun():
            return
        if review_id == "hand" and self.listener is None and self.hot_seat:
            return self._answer(self.app.t(m.HIDDEN_WHILE_PASSING))
        review = next(r for r in LOVE_LETTER.reviews if r.id == review_id)
        lines = review.lines(self.narrator(self.listener), self._view())
        notice = self.app.t(m.UNSEEN_NOT_IN_VARIANT)
        if notice in lines:
            if self.variant_told:
                lines = [line for line in lines if line != notice]
            self.variant_told = True
        self._answer(join_sentences(*lines))

    def action_repeat(self) -> None:
        """Say again the open question (or menu); with none open, the last message."""
        choices = self.query_one(ChoiceList)
        if choices.labels:  # after a review key too: the question is what waits
            return speak_item(self, choices, choices.highlighted, title=True, interrupt=True)
        last = self.app.history.last()
        self.app.speaker.speak(last or self.app.t(m.HISTORY_EMPTY), interrupt=True)

    def action_help(self) -> None:
        lines = (help_lines(self.app, self.seats.edition, self.seats.players) if self.begun
                 else help_lines(self.app))
        self.app.push_screen(ReadScreen(self.app.t(m.HELP_TITLE), lines), self.speak_current)

    def action_reference(self) -> None:
        edition, players = ((self.seats.edition, self.seats.players) if self.begun
                            else (self.app.settings.edition, self.app.settings.players))
        narrator = Narrator(self.app.texts, [], edition)
        self.app.push_screen(ReadScreen(self.app.t(m.REFERENCE_TITLE),
                                        narrator.reference(players)),
                             self.speak_current)

    def speak_current(self, _result=None) -> None:
        """Back from a reading screen: say where the player is again."""
        choices = self.query_one(ChoiceList)
        if choices.labels:
            speak_item(self, choices, choices.highlighted, title=True, interrupt=True)


def _review_action(review_id: str):
    def action(self: GameScreen) -> None:
        self.action_review(review_id)
    action.__name__ = f"action_{review_id}"
    return action


for _review in LOVE_LETTER.reviews:  # each review key's own action, named by its id
    setattr(GameScreen, f"action_{_review.id}", _review_action(_review.id))
