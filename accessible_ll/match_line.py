"""The line mode of any game: one printed line per sentence, decisions answered by a
number, review letters, ``?`` for the keys.

:class:`MatchLine` talks only to a :class:`~accessible_ll.match_seats.MatchSeats`, so the
same lines serve a game at this computer (:class:`~accessible_ll.local_match.LocalMatch`)
and a seat at a table elsewhere. Each step of a decision (:class:`~accessible_ll.kit.Ask`)
is printed as its prompt and numbered items; an item that cannot be chosen stays in the
list with its reason. Where several items may be ticked, the person types their numbers
("2 5 6", or one at a time: a number ticks or unticks), hears what is ticked in the order
ticked (the order the step's value keeps), and confirms with an empty line (or "ok").

Several people at one computer (hot-seat): before each person's decision the computer is
passed ("Pass to Anna. Press Enter when ready."); public events are told to whoever holds
it, and what is private to a person, or what the person holding it heard nothing of,
waits until the computer is passed to them.

>>> import asyncio
>>> from accessible_ll.games import find_game
>>> from accessible_ll.local_match import LocalMatch
>>> from accessible_ll.narration.i18n import Texts
>>> table = LocalMatch.new(find_game("disloyal-royals"), None, ["random", "random"],
...                        Texts.for_language("en"), seed=3)
>>> heard = []
>>> lines = asyncio.Queue()
>>> asyncio.run(MatchLine(table, Texts.for_language("en"), heard.append, lines).play())
'over'
>>> len(heard) > 10  # every event of a whole game, told to the person listening
True
"""

from __future__ import annotations

import asyncio
import os
import shlex
import subprocess
import sys
from collections.abc import Callable
from typing import Any

from accessible_ll.inputs import excerpt
from accessible_ll.kit import TURN_REVIEW, Ask
from accessible_ll.match_seats import SENT, MatchSeats, Told, by_event, waits
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import (
    Texts, joined, not_possible, sentences, ticked_sum, ticked_total, unstopped)

#: How a game in the line mode ended.
OVER, QUIT, EOF, LOST = "over", "quit", "eof", "lost"
#: The exit code after Ctrl+C, as the command line's guard ends.
EXIT_STOPPED = 130
#: A person's seat kind (any other is a bot level).
PERSON = "human"
#: The shell's own letters; a game's review key among them is typed twice ("bb"); one
#: that is a digit has no letter here (a number chooses an item).
SHELL_LETTERS = ("b", "r", "q")
#: The most moves the game is moved on in one go before the person may type again.
MAX_MOVES_AT_ONCE = 100_000
#: Full-width letters, digits and signs (typed with a Japanese input method) as ASCII.
_FULL_WIDTH = {0xFF01 + i: 0x21 + i for i in range(94)} | {ord("　"): " ", ord("、"): ","}


def plain(text: str) -> str:
    """A typed line as it is read: stripped, full-width digits, letters and signs as
    their ASCII forms.

    >>> plain(" ２　５\\n"), plain("2、3"), plain("？"), plain("ＯＫ")
    ('2 5', '2,3', '?', 'OK')
    """
    return text.translate(_FULL_WIDTH).strip()


def numbers(text: str, count: int) -> list[int] | None:
    """The item numbers (1 to ``count``) typed in ``text``, separated by spaces or
    commas; None when anything else is typed.

    >>> numbers("2 5, 6", 6), numbers("2 7", 6), numbers("2x", 6), numbers("²", 6)
    ([2, 5, 6], None, None, None)
    """
    words = text.replace(",", " ").split()
    if not words or len(words) > 3 * count:
        return None
    found = []
    for word in words:
        if not (len(word) <= 3 and word.isascii() and word.isdigit()):
            return None
        number = int(word)
        if not 1 <= number <= count:
            return None
        found.append(number)
    return found


def words_of(texts: Texts, message: str) -> set[str]:
    """The words a translated list (``"y, yes"``) accepts, in lower case; the English
    ones are always understood too."""
    return {w.strip().lower() for w in f"{texts.text(message)},{message}".split(",")
            if w.strip()}


class MatchLine:
    """The line mode over one table (see the module's description).

    Args:
        seats: The table, as the people here meet it.
        texts: Their language.
        say: Where each line goes (printed, and spoken where the game's voice is on).
        lines: What the people type, one line each (None: their input ended).
        game_id: The game's id, said in how to continue a saved game (default: the
            table's game's, where it has one).
        command: The command that continues a saved game (default: the line mode of
            ``game_id``, see :func:`continue_command`).
        pace: Seconds before each move of a bot, and before the next round (the
            person may type meanwhile); 0: at once.
    """

    def __init__(self, seats: MatchSeats, texts: Texts, say: Callable[[str], None],
                 lines: asyncio.Queue, game_id: str = "", command: str = "",
                 pace: float = 0.0) -> None:
        self.seats, self.texts, self.say, self.lines = seats, texts, say, lines
        self.pace = pace
        self.paced_for: int | None = None  # the move the pace is waited for
        self.ripe: int | None = None  # the move whose pace has passed
        self.game_id = game_id or getattr(getattr(seats, "game", None), "id", "")
        self.command = command or continue_command(self.game_id)
        people = tuple(seats.people)
        self.hot = len(people) > 1
        self.holder: int | None = people[0] if len(people) == 1 else None
        self.pending: dict[int, list[str]] = {seat: [] for seat in people}
        self.unheard: list[list[Told]] = []  # hot-seat: told while nobody holds it
        self.passing: int | None = None  # hot-seat: waiting for this person's Enter
        self.seat: int | None = None  # whose decision is open
        self.chosen: dict[str, Any] = {}
        self.steps: list[str] = []
        self.step: Ask | None = None
        self.ticked: list[int] = []  # the ticked items, in the order ticked
        self.confirming: int | None = None  # the item whose question is open
        self.leaving = False  # "leave this game?" is open
        self.asking: object | None = None  # the token of the step asked for
        self.position = -1
        self.stuck_at: int | None = None  # a decision refused outright at this move
        self.hinted: set[str] = set()
        self.last = ""  # the last line said (r says it again when nothing is asked)
        self.ended: str | None = None
        self.wake: asyncio.Event | None = None
        self.paused_at: int | None = None  # the move after which the standings were said
        self.between = False  # between rounds: Enter moves on
        self.end_told = False  # the game's end: its standings said
        self.input_over = False  # nobody here can press Enter any more

    def t(self, message: str, **values: Any) -> str:
        return self.texts.text(message, **values)

    def tell(self, line: str) -> None:
        self.last = line
        self.say(line)

    # ----- the game, start to end -----------------------------------------------------

    async def play(self) -> str:
        """Play until the game ends, the person leaves, or their input ends; return
        how it ended (:data:`OVER`, :data:`QUIT`, :data:`EOF` or :data:`LOST`)."""
        self.wake = asyncio.Event()
        self.seats.start(self)
        read: asyncio.Future | None = None
        try:
            while True:
                self.settle()
                if self.ended in (QUIT, EOF) and not self.seats.runs_here:
                    await self.seats.leave()  # on purpose: the table is told, and says
                    return self.ended         # how to come back
                if self.ended:
                    return self.ended
                if read is None:
                    read = asyncio.ensure_future(self.lines.get())
                woken = asyncio.ensure_future(self.wake.wait())
                done, _ = await asyncio.wait({read, woken},
                                             return_when=asyncio.FIRST_COMPLETED)
                woken.cancel()
                self.wake.clear()
                if read in done:
                    text, read = read.result(), None
                    if text is None:
                        self.lines.put_nowait(None)  # the end stays the end for later readers
                        self.input_ended()
                    else:
                        self.typed(text)
        finally:
            if read is not None:
                read.cancel()

    def settle(self) -> None:
        """Open the next person's decision, pass the computer, or move the game on
        (bots, and pauses where nobody decides) where it runs here."""
        seats = self.seats
        for _ in range(MAX_MOVES_AT_ONCE):
            if self.ended or self.leaving or self.passing is not None:
                return
            if seats.lost:
                self.ended = LOST
                return
            if not (seats.ready and seats.started):
                return
            if seats.over:
                if not self.game_ended():
                    self.ended = OVER
                return
            deciders = seats.deciders
            if self.seat is not None:
                if self.seat in deciders and seats.moves == self.position:
                    return  # the open decision stays open
                self.close_decision()
            mine = [seat for seat in deciders if seat in seats.people]
            if mine:
                if self.stuck_at == seats.moves:
                    return
                seat = self.holder if self.holder in mine else mine[0]
                if self.hot and seat != self.holder:
                    return self.pass_to(seat)
                return self.open_decision(seat)
            if not seats.runs_here:
                return
            before = seats.moves
            if not deciders and seats.stops_between_rounds and self.stopped_between_rounds():
                return
            if not self.paced():
                return
            if deciders:
                seats.move_bot()
            else:
                seats.advance()
            if seats.moves == before and not seats.over:
                return  # nothing moved: wait for the table

    def paced(self) -> bool:
        """Whether the game may move on now: ``pace`` seconds after it first could."""
        moves = self.seats.moves
        if self.pace <= 0 or self.ripe == moves:
            return True
        if self.paced_for != moves:
            self.paced_for = moves
            asyncio.get_running_loop().call_later(self.pace, self.ripen, moves)
        return False

    def ripen(self, moves: int) -> None:
        self.ripe = moves
        self.nudge()

    def input_ended(self) -> None:
        """Ctrl+D: say whether and where the game is kept, and end (only bots at a game
        here: it goes on, the rounds without waiting for Enter)."""
        self.input_over = True
        if not self.seats.people and self.seats.runs_here:
            self.between = False
            return self.nudge()
        self.tell_kept()
        self.ended = EOF

    def stopped_between_rounds(self) -> bool:
        """A round has ended: its standings said once, then the game waits for Enter
        (unless nobody can press it any more)."""
        if self.paused_at != self.seats.moves:
            self.paused_at = self.seats.moves
            self.tell_standings()
            self.between = True
            self.typed_ahead(hint=True)
        return self.between or self.ended is not None or self.leaving

    def typed_ahead(self, hint: bool) -> None:
        """At a stop: the lines already typed, up to the Enter that ends it; the end of
        input among them ends the stop before it is said (bots alone play on)."""
        while self.between and self.ended is None:
            if self.input_over:
                self.between = False
                return
            text = self.lines.get_nowait() if not self.lines.empty() else False
            if text is None:
                self.lines.put_nowait(None)  # the end stays the end for later readers
                self.input_ended()
                continue
            if hint:
                hint = False
                self.tell(self.t(m.LINE_NEXT_ROUND))
            if text is False:
                return
            self.typed(text)

    def next_round(self) -> None:
        """Enter between rounds: the game moves on. At a hot-seat table the computer is
        nobody's until it is passed to whoever decides first, before the deal, and what
        waited for someone from the round that ended is left out: that round is over
        (the full screen files it in their history, which the line mode has not)."""
        self.between = False
        if self.hot:
            self.holder = None
            for seat in self.pending:
                self.pending[seat] = []
        self.nudge()

    def game_ended(self) -> bool:
        """The game's end: its standings once (a game of rounds: after who won), then
        the computer passed to each person whose private lines still wait; False once
        nothing is left to tell."""
        if not self.end_told:
            self.end_told = True
            if self.seats.stops_between_rounds:
                self.tell_standings()
        waiting = [seat for seat, lines in self.pending.items() if lines]
        if waiting and not self.input_over:
            self.pass_to(waiting[0])
            return True
        return False

    def tell_standings(self) -> None:
        viewer = self.holder if len(self.seats.people) == 1 else None
        self.seats.standings(viewer, lambda lines: [self.tell(line) for line in lines])

    def tell_kept(self) -> None:
        if self.seats.runs_here:  # a table elsewhere: leaving it says how to come back
            self.tell(kept_words(self.seats, self.texts, self.command))

    # ----- what the table tells (a MatchListener) --------------------------------------

    def heard(self, news: list[Told]) -> None:
        for event in by_event(news):
            self.route(event)
        self.nudge()

    def route(self, event: list[Told]) -> None:
        """Print the words of one event for whoever holds the computer; at a hot-seat
        table keep for another person what was private to them, or what the person
        holding it heard nothing of, until the computer is passed to them (see
        :func:`~accessible_ll.match_seats.waits`)."""
        if self.hot and self.holder is None:
            return self.unheard.append(event)
        aloud = False
        for told in event:
            if self.said_here(told):
                for line in told.lines:
                    self.tell(line)
                aloud = aloud or bool(told.lines)
        for told in event if self.hot else ():
            if told.seat != self.holder and told.seat in self.pending and waits(told, aloud):
                self.pending[told.seat] += told.lines

    def said_here(self, told: Told) -> bool:
        """Whether ``told`` is printed for the person holding the computer: their own
        words, but at a shared computer an outcome in the room's words (by name, not
        "you" to whoever holds it)."""
        if not self.hot:
            return True
        if told.marks.room:
            return told.seat is None
        return told.seat == self.holder

    def changed(self) -> None:
        self.nudge()

    def refused(self, seat: int, text: str) -> None:
        """The step's choice fitted no action: said, and that step is asked again."""
        self.route([Told(seat, (text,), (), True)])
        if seat != self.seat:
            return
        if not self.steps:
            self.stuck_at = self.seats.moves
            self.close_decision()
            return self.nudge()
        self.chosen.pop(self.steps.pop(), None)
        self.request()

    def told_table(self, line: str) -> None:
        self.tell(line)

    def nudge(self) -> None:
        if self.wake is not None:
            self.wake.set()

    # ----- a person's decision ---------------------------------------------------------

    def pass_to(self, seat: int) -> None:
        self.holder, self.passing = None, seat
        self.tell(self.t(m.PASS_TO, player=self.seats.names[seat]))

    def take_computer(self) -> None:
        """Enter after "Pass to": the person holds the computer and hears what waited
        for them."""
        self.holder, self.passing = self.passing, None
        waiting, self.pending[self.holder] = self.pending[self.holder], []
        for line in waiting:
            self.tell(line)
        unheard, self.unheard = self.unheard, []
        for event in unheard:
            self.route(event)

    def open_decision(self, seat: int) -> None:
        self.seat, self.chosen, self.steps = seat, {}, []
        self.position = self.seats.moves
        self.request()

    def close_decision(self) -> None:
        self.seat, self.step, self.asking, self.confirming = None, None, None, None
        self.chosen, self.steps, self.ticked = {}, [], []

    def request(self) -> None:
        """Ask the table for the next step of the open decision."""
        token = self.asking = object()
        self.step, self.confirming, self.ticked = None, None, []

        def answer(step: Ask | None) -> None:
            if token is not self.asking:
                return  # the person went back meanwhile: an old question
            self.asking = None
            if step is SENT:
                self.close_decision()
                return self.nudge()
            self.step = step
            self.show_step()
        self.seats.ask(self.seat, dict(self.chosen), answer)

    def show_step(self) -> None:
        """The question, its numbered items (ticked ones marked), and once a hint."""
        step = self.step
        none_too = step.several and not step.least  # taking none is a choice: say how
        self.tell(sentences(step.prompt, self.t(m.LINE_NONE_TICKED_HOW)) if none_too
                  else step.prompt)
        for number, index in zip(self.item_numbers(), self.listing()):
            self.tell(self.t(m.LINE_OPTION, number=number, choice=self.item_label(index)))
        if step.several:
            self.hint(m.LINE_SEVERAL_HINT)
        else:
            self.hint(m.LINE_ANSWER_HINT)

    def hint(self, message: str) -> None:
        if message not in self.hinted:
            self.hinted.add(message)
            self.tell(self.t(message))

    def listing(self) -> list[int]:
        """The open step's items, by index, in the order they are read."""
        count = len(self.step.choices)
        listed = list(self.step.listed)
        return listed if sorted(listed) == list(range(count)) else list(range(count))

    def numbered(self) -> bool:
        """Whether every item of the open step has its own number (a card's value)."""
        choices = self.step.choices
        return bool(choices) and all(item.number is not None for item in choices)

    def item_numbers(self) -> list[int]:
        """The number typed for each item as read: its own, else its place."""
        if self.numbered():
            return [self.step.choices[i].number for i in self.listing()]
        return list(range(1, len(self.step.choices) + 1))

    def item_label(self, index: int) -> str:
        """Item ``index`` as read (after its number)."""
        item = self.step.choices[index]
        label = item.short if item.short and self.numbered() else item.label
        if index in self.ticked:
            label = self.t(m.LINE_TICKED_ITEM, choice=label)
        if not item.enabled:
            listing = self.listing()
            place = listing.index(index)
            above_item = self.step.choices[listing[place - 1]] if place else None
            return not_possible(self.texts, label, item.reason, None if above_item is None
                                or above_item.enabled else above_item.reason)
        return label

    def choose(self, index: int) -> None:
        """Item ``index`` of a step where one is chosen."""
        item = self.step.choices[index]
        if not item.enabled:
            return self.tell(self.t(m.CHOICE_DISABLED, choice=unstopped(item.label),
                                    reason=item.reason))
        if item.confirm:
            return self.ask_confirmation(index)
        self.take(item.value)

    def take(self, value: Any) -> None:
        self.chosen[self.step.key] = value
        self.steps.append(self.step.key)
        self.request()

    def ask_confirmation(self, index: int) -> None:
        self.confirming = index
        self.say_confirmation()

    def say_confirmation(self) -> None:
        self.tell(self.step.choices[self.confirming].confirm)
        # No comes first, as the line mode has always asked: a "1" out of habit changes nothing
        self.tell(self.t(m.LINE_OPTION, number=1, choice=self.t(m.NO)))
        self.tell(self.t(m.LINE_OPTION, number=2, choice=self.t(m.YES)))

    def confirmed(self, yes: bool) -> None:
        index, self.confirming = self.confirming, None
        if not yes:
            return self.show_step()
        if self.step.several:
            self.ticked.append(index)
            return self.tell_ticked()
        self.take(self.step.choices[index].value)

    def tick(self, picked: list[int]) -> None:
        """Items typed (by index) where several may be ticked: each ticks or unticks
        its item; nothing changes if one of them cannot be ticked."""
        indexes = list(dict.fromkeys(picked))
        for index in indexes:
            item = self.step.choices[index]
            if not item.enabled:
                return self.tell(self.t(m.CHOICE_DISABLED, choice=unstopped(item.label),
                                        reason=item.reason))
        asks = [i for i in indexes if i not in self.ticked and self.step.choices[i].confirm]
        for index in indexes:
            if index in asks:
                continue
            self.toggle(index)
        if asks:  # an item that asks first is ticked once the person says yes
            return self.ask_confirmation(asks[0])
        self.tell_ticked()

    def toggle(self, index: int) -> None:
        """Tick item ``index`` (it goes last in the order ticked), or untick it."""
        if index in self.ticked:
            self.ticked.remove(index)
        else:
            self.ticked.append(index)

    def tell_ticked(self) -> None:
        """What is ticked now, and what it comes to in the game's words (the full
        screen's; without them the list says how many)."""
        labels = [self.step.choices[i].label for i in self.ticked]
        total = sentences(ticked_total(self.texts, self.step.tally, len(labels)),
                          ticked_sum(self.step, self.ticked))
        if not labels:
            return self.tell(total)
        items = self.t(m.LINE_TICKED, items=joined(self.texts, labels))
        self.tell(sentences(items, total) if self.step.tally or self.step.sums else items)

    def confirm_ticks(self) -> None:
        least = self.step.least
        if len(self.ticked) < least:
            return self.tell(self.texts.plural(m.LINE_TICK_AT_LEAST, least,
                                               ticked=len(self.ticked)))
        self.take(tuple(self.step.choices[i].value for i in self.ticked))

    def back(self) -> None:
        """b: one step back (an open yes-or-no question is taken back first)."""
        if self.confirming is not None:
            self.confirming = None
            return self.show_step()
        if self.seat is None or self.step is None:
            return self.tell(self.t(m.LINE_NOTHING_TO_CHOOSE))
        if not self.steps:
            return self.tell(self.t(m.LINE_FIRST_STEP))
        self.chosen.pop(self.steps.pop(), None)
        self.request()

    # ----- what the person types ------------------------------------------------------

    def typed(self, raw: str) -> None:
        """One line the person typed."""
        text = plain(raw)
        word = text.lower()
        if self.leaving:
            return self.answer_leaving(text)
        if word == "?":
            return self.help()
        if word == "??":
            return self.rules()
        if word == "q":
            return self.ask_leaving()
        review = self.review_letters().get(word)
        if self.passing is not None:
            if not text:
                return self.take_computer()
            if review is not None:
                return self.tell(self.t(m.HIDDEN_WHILE_PASSING))
            return self.tell(self.t(m.LINE_PASS_WAITING,
                                    player=self.seats.names[self.passing]))
        if word == "r":
            return self.repeat()
        if word == "b":
            return self.back()
        if review is not None:
            return self.review(review)
        if self.confirming is not None:
            return self.answer_confirmation(text)
        if self.between and self.step is None:
            if not text:
                return self.next_round()
            return self.tell(self.t(m.LINE_NEXT_ROUND))
        if self.step is None:
            if not text:
                return None
            if numbers(text, 999) is not None:
                return self.tell(self.t(m.LINE_NOTHING_TO_CHOOSE))
            return self.tell(self.t(m.LINE_NOT_A_KEY, text=excerpt(text)))
        if self.step.several:
            return self.typed_ticks(text, word)
        if self.numbered():
            return self.typed_number(text)
        count = len(self.step.choices)
        if not text:
            return self.tell(self.t(m.LINE_EMPTY, count=count))
        picked = numbers(text, count)
        if picked is None or len(picked) != 1:
            return self.tell(self.t(m.LINE_BAD_INPUT, text=excerpt(text), count=count))
        self.choose(self.listing()[picked[0] - 1])

    def typed_number(self, text: str) -> None:
        """A step whose items have their own numbers (a card named by its value)."""
        if not text:
            return self.show_step()
        own = self.item_numbers()
        typed = int(text) if len(text) <= 3 and text.isascii() and text.isdigit() else None
        if typed not in own:
            return self.tell(self.t(m.LINE_BAD_VALUE, text=excerpt(text)))
        self.choose(self.listing()[own.index(typed)])

    def typed_ticks(self, text: str, word: str) -> None:
        if not text or word in words_of(self.texts, m.LINE_DONE_WORDS):
            return self.confirm_ticks()
        count = len(self.step.choices)
        picked = numbers(text, count)
        if picked is None:
            return self.tell(self.t(m.LINE_BAD_INPUT, text=excerpt(text), count=count))
        listing = self.listing()
        self.tick([listing[number - 1] for number in picked])

    def answer_confirmation(self, text: str) -> None:
        answer = yes_or_no(self.texts, text, yes_first=False)
        if answer is None:
            return self.tell(not_yes_or_no(self.texts, text))
        self.confirmed(answer)

    def repeat(self) -> None:
        """r: the open question again; with none open, the last line."""
        if self.confirming is not None:
            return self.say_confirmation()
        if self.step is not None:
            return self.show_step()
        self.tell(self.last or self.t(m.LINE_NOTHING_TO_CHOOSE))

    # ----- review letters, help, rules, leaving ---------------------------------------

    def review_letters(self) -> dict[str, str]:
        """Each review key's letter as typed (one the shell uses is typed twice)."""
        return {letter: review.id for letter, review in self.keyed_reviews()}

    def keyed_reviews(self) -> list[tuple[str, Any]]:
        keyed = []
        for review in self.seats.reviews():
            key = review.key.lower()
            if key.isdigit():  # a number chooses an item: no letter here
                continue
            if key in SHELL_LETTERS or key == "?":
                key *= 2
            keyed.append((key, review))
        return keyed

    def review(self, review_id: str) -> None:
        if self.hot and self.holder is None:
            return self.tell(self.t(m.HIDDEN_WHILE_PASSING))
        viewer = self.holder if self.seats.people else None
        if review_id == TURN_REVIEW and self.steps and self.step is not None \
                and self.seat == viewer:  # a decision half made: the step asked now
            return self.tell(self.t(m.TURN_HALF_DECIDED, question=self.step.prompt))

        apart = any(r.apart for r in self.seats.reviews() if r.id == review_id)

        def answered(lines: list[str]) -> None:  # as the full screen says it
            if apart and lines:
                for line in lines:
                    self.tell(line)
                return
            self.tell(sentences(*lines) or self.t(m.HISTORY_EMPTY))
        self.seats.review(viewer, review_id, answered)

    def help(self) -> None:
        """?: the keys of the line mode and of the game's reviews."""
        entries = [("1, 2, 3…", self.t(m.LINE_KEY_NUMBER)),
                   ("2 5 6", self.t(m.LINE_KEY_TICK))]
        entries += [(letter, review.label) for letter, review in self.keyed_reviews()]
        entries += [("r", self.t(m.LINE_KEY_REPEAT)), ("b", self.t(m.LINE_KEY_BACK)),
                    ("??", self.t(m.LINE_KEY_RULES, game=self.seats.title)),
                    ("q", self.t(m.LINE_KEY_LEAVE)),
                    (self.t(m.LINE_QUIT_KEYS), self.t(m.LINE_KEY_QUIT if self.seats.runs_here
                                                      else m.LINE_KEY_QUIT_TABLE))]
        for keys, action in entries:
            self.tell(self.t(m.KEY_LINE, keys=keys, action=action))
        for line in self.seats.help(self.holder if len(self.seats.people) == 1 else None):
            self.tell(line)

    def rules(self) -> None:
        lines = self.seats.line_rules(self.holder if len(self.seats.people) == 1 else None)
        if not lines:
            return self.tell(self.t(m.LINE_NO_RULES, game=self.seats.title))
        for line in lines:
            self.tell(line)

    def ask_leaving(self) -> None:
        self.leaving = True
        self.say_leaving()

    def say_leaving(self) -> None:
        seats = self.seats
        path = getattr(seats, "save_path", None)
        if not seats.runs_here:
            question = self.t(m.CONFIRM_LEAVE_TABLE)
        elif seats.keeps_game and path is not None:
            question = self.t(m.LINE_CONFIRM_QUIT_SAVED, path=path, command=self.command)
        elif seats.keeps_earlier and path is not None:
            question = self.t(m.LINE_CONFIRM_QUIT_EARLIER, path=path)
        else:
            question = self.t(m.CONFIRM_QUIT)
        self.tell(question)
        self.tell(self.t(m.LINE_OPTION, number=1, choice=self.t(m.NO)))
        self.tell(self.t(m.LINE_OPTION, number=2, choice=self.t(m.YES)))

    def answer_leaving(self, text: str) -> None:
        if text.lower() in ("r", "?"):
            return self.say_leaving()
        answer = yes_or_no(self.texts, text, yes_first=False)
        if answer is None:
            return self.tell(not_yes_or_no(self.texts, text))
        self.leaving = False
        if answer:
            self.tell_kept()
            self.ended = QUIT
            return
        self.tell(self.t(m.LINE_GOES_ON))
        if self.confirming is not None:
            self.say_confirmation()
        elif self.step is not None:
            self.show_step()
        elif self.passing is not None:
            self.tell(self.t(m.PASS_TO, player=self.seats.names[self.passing]))


def kept_words(seats: MatchSeats, texts: Texts, command: str) -> str:
    """What a person leaving a game at this computer hears of it: saved, and the
    ``command`` that continues it; saved at an earlier point; or not kept."""
    path = getattr(seats, "save_path", None)
    if seats.keeps_game and path is not None:
        return texts.text(m.LINE_KEPT, path=path, command=command)
    if seats.keeps_earlier and path is not None:
        return texts.text(m.LINE_KEPT_EARLIER, path=path, command=command)
    return texts.text(m.LINE_NOT_KEPT)


def yes_or_no(texts: Texts, text: str, yes_first: bool = True) -> bool | None:
    """A typed answer to a yes-or-no question: its number (yes is 1 with
    ``yes_first``, else 2) or a word ("y", "no", "ja"); None for anything else."""
    word = plain(text).lower()
    if word in ("1", "2"):
        return (word == "1") == yes_first
    if word in words_of(texts, m.LINE_YES_WORDS):
        return True
    if word in words_of(texts, m.LINE_NO_WORDS):
        return False
    return None


def not_yes_or_no(texts: Texts, text: str) -> str:
    """What to say to a typed line that answers no yes-or-no question."""
    if not text:
        return texts.text(m.LINE_EMPTY, count=2)
    return texts.text(m.LINE_BAD_INPUT, text=excerpt(text), count=2)


async def ask_yes_no(texts: Texts, say: Callable[[str], None], lines: asyncio.Queue,
                     question: str) -> bool | None:
    """Ask ``question`` (a sentence in the person's words): 1 yes, 2 no, or the words;
    r or ? asks again; None if the input ends."""
    def ask() -> None:
        say(question)
        for number, answer in ((1, m.YES), (2, m.NO)):
            say(texts.text(m.LINE_OPTION, number=number, choice=texts.text(answer)))
    ask()
    while True:
        text = await lines.get()
        if text is None:
            lines.put_nowait(None)
            return None
        answer = yes_or_no(texts, text)
        if answer is not None:
            return answer
        if plain(text).lower() in ("r", "?"):
            ask()
        else:
            say(not_yes_or_no(texts, plain(text)))


# ----- a game at this computer ----------------------------------------------------------

def continue_command(game_id: str, settings: str | os.PathLike | None = None,
                     language: str | None = None) -> str:
    """The command that continues a saved game of ``game_id`` in line mode: it names
    the game (without ``--game`` the game chosen last on the setup list is played), and
    the settings file given (a game is saved beside it); ``language``: the language
    given on the command line that the settings do not hold, named again, as the line
    mode never writes the settings.

    >>> continue_command("verraeter", "class/anna.json")
    'accessible-ll --line --game verraeter --settings class/anna.json'
    >>> continue_command("verraeter", "my games/a.json").endswith("'my games/a.json'")
    True
    >>> continue_command("pebbles", None, "de")
    'accessible-ll --line --game pebbles --lang de'
    """
    words = ["accessible-ll", "--line", "--game", game_id]
    if language:
        words += ["--lang", language]
    if settings:
        words += ["--settings", os.fspath(settings)]
    return typed_command(words)


def typed_command(words: list[str]) -> str:
    """``words`` as one types them in this system's terminal: quoted for a POSIX shell,
    or on Windows in the double quotes that the Command Prompt and PowerShell both read.

    >>> typed_command(["accessible-ll", "--settings", "my games/a.json"])
    "accessible-ll --settings 'my games/a.json'"
    """
    if sys.platform == "win32":
        return subprocess.list2cmdline(words)
    return shlex.join(words)
