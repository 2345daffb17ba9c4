"""Clients of a table: they hear one seat's events and narrate them in their own
language; the line client asks its person.

A client gets messages from a link (the table in this process, or a WebSocket) and
puts its answers in :attr:`SeatClient.outbox`; :func:`run_client` carries them.
"""

from __future__ import annotations

import asyncio
import dataclasses
import secrets
from typing import Any, Callable

from accessible_ll.choices import Choices
from accessible_ll.engine import Action, IllegalAction
from accessible_ll.engine import events as ev
from accessible_ll.engine.phases import ROUND_OVER
from accessible_ll.engine.decision import back_one_step, only_player
from accessible_ll.game import KEEP, REDRAW_STEP
from accessible_ll.games import find_game
from accessible_ll.inputs import excerpt
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts, not_possible, sentences
from accessible_ll.narration.narrator import Narrator, default_names
from accessible_ll.narration.rules import rules_lines
from accessible_ll.net import protocol as p
from accessible_ll.net import room as r
from accessible_ll.net.remote import net_error_text
from accessible_ll.views import this_round

#: Love Letter, whose review keys the line mode answers, by id.
LOVE_LETTER = find_game("love-letter")
REVIEWS = {review.id: review for review in LOVE_LETTER.reviews}

#: The public events that each stand for one action of their seat.
SEAT_ACTIONS = (ev.Played, ev.ChancellorReturned, ev.RedrawDecided)
#: Errors after which the table closes the connection: the client stops.
FATAL = (p.BAD_CODE, p.BAD_SECRET, p.TABLE_FULL, p.BAD_VERSION, p.SEAT_TAKEN,
         p.SEAT_TAKEN_OVER)
_NOTICES = {r.JOINED: m.PLAYER_JOINED, r.AWAY: m.PLAYER_AWAY, r.BACK: m.PLAYER_BACK,
            r.TAKEOVER: m.PLAYER_TAKEOVER, r.BEGINS: m.GAME_BEGINS,
            r.PLAYED_FOR_YOU: m.BOT_PLAYED_FOR_YOU}


class SeatClient(p.TableMessages):
    """What one seat's (or a spectator's) client knows, told in its language.

    Args:
        texts: The listener's language.
        say: Where each utterance goes (one line each).
        name: The name to sit down with.
        spectate: Watch only (public events).
        secret: A seat key kept from an earlier join.
        keys: Looks up the seat key kept for a table (by the table's identity, which
            the table tells before the key is sent); None: no keys are kept.
        take_over: Take the seat even if another computer with its key sits there
            (asked once, by the person).
    """

    def __init__(self, texts: Texts, say: Callable[[str], None], *, name: str = "",
                 spectate: bool = False, secret: str | None = None, code: str = "",
                 keys: Callable[[str], str | None] | None = None,
                 take_over: bool = False) -> None:
        self.texts, self.say = texts, say
        self.name, self.spectate, self.secret, self.code = name, spectate, secret, code
        self.keys, self.take_over = keys, take_over
        self.table: str | None = None  # the table's identity, once it told it
        self.instance = secrets.token_hex(8)  # this program, among computers sharing a key
        self.seat: int | None = None
        self.narrator: Narrator | None = None
        self.round_events: list = []
        self.next = 0
        self.view = None
        self.decision: dict[str, Any] | None = None
        self.decision_no = 0
        self.outbox: list[dict[str, Any]] = []
        self.result: dict[str, Any] | None = None
        self.fatal: str | None = None
        self.reconnects = 0
        self.blind = False
        self._returning = False
        self._fresh = True
        self.bot_moves = 0  # the last of this seat's moves a bot made while it was away
        self.watched = False  # a spectator that was welcomed once already
        #: Told (table identity, seat key) when the table gives a seat key.
        self.on_secret: Callable[[str, str], None] | None = None

    @property
    def finished(self) -> bool:
        return self.result is not None or self.fatal is not None

    def t(self, message: str, **values: Any) -> str:
        return self.texts.text(message, **values)

    def hello(self) -> dict[str, Any]:
        """The first message of every connection (with the seat key once we have one)."""
        hello = p.hello_message(p.message, self)
        if not hello.get("identify"):
            self._returning = self.secret is not None
            self._fresh = self.next == 0  # nothing of this game heard yet
        return hello

    def send(self, kind: str, **fields: Any) -> None:
        self.outbox.append(p.message(kind, **fields))

    def drain(self) -> list[dict[str, Any]]:
        out, self.outbox = self.outbox, []
        return out

    def input_ended(self) -> None:
        """The person's typed lines have ended (nobody types any more)."""

    # ----- what the table says --------------------------------------------------------

    def on_welcome(self, msg: dict[str, Any]) -> None:
        names = self.seated(msg)
        self.take_over = False  # once: a later connection of this program just comes back
        if self._returning:
            self.reconnects += 1
            self.say(self.t(m.RECONNECTED))
        elif self.seat is None and self.watched:
            self.reconnects += 1
            self.say(self.t(m.RECONNECTED_WATCHING))
        elif self.seat is None:
            self.watched = True
            self.say(self.t(m.SPECTATING))
            self.say(self.t(m.SPECTATING_SEATS, players=self.narrator.join(names)))
        else:
            self.say(self.t(m.SEATED, number=self.seat + 1, player=names[self.seat]))

    def seated(self, msg: dict[str, Any]) -> list[str]:
        """Take in the table's welcome; return the seats' names."""
        self.seat = msg["seat"]
        self.blind = msg["blind_variant"]
        names = self._names(msg["names"], msg["players"])
        self.narrator = Narrator(self.texts, names, msg["edition"], self.seat)
        self.table = msg.get("table") or self.table
        if msg.get("secret"):
            self.secret = msg["secret"]
            if self.on_secret is not None:
                self.on_secret(self.table or "", self.secret)
        return names

    def _names(self, given: list[str], players: int) -> list[str]:
        defaults = default_names(self.texts, players)
        return [name or default for name, default in zip(given, defaults)]

    def on_update(self, msg: dict[str, Any]) -> None:
        events = [p.event_from_json(e) for e in msg["events"]]
        self.narrator.names = self._names(msg["names"], len(msg["view"]["tokens"]))
        self.next = msg["next"]
        self.decision_no = msg["decision_no"]
        self.round_events = list(this_round(self.round_events + events))
        view = p.view_from_json(msg["view"], tuple(self.round_events))
        # the variant as the welcome told it (a table that leaves it out of the view)
        self.view = dataclasses.replace(view, blind=True) if self.blind else view
        if msg.get("missed"):
            self._summary(events)
        else:
            self.tell(events)

    def tell(self, events: list) -> None:
        for event in events:
            for line in self.narrator.event(event):
                self.say(line)

    def _summary(self, events: list) -> None:
        """A returning listener: how many rounds ended, then this round so far. A
        client that starts afresh (it heard nothing of this game) cannot know what it
        missed: it hears where the game stands."""
        if self._fresh:
            return self._standing(events)
        if not events:
            return self.say(self.t(m.MISSED_NOTHING))
        self._recount(events, m.MISSED, m.MISSED_ROUNDS)

    def _standing(self, events: list) -> None:
        """Where the game stands: the rounds played and the tokens, then this round."""
        if events:
            self._recount(events, m.LINE_SO_FAR, m.LINE_ROUNDS_PLAYED)

    def _recount(self, events: list, heading: str, rounds_message: str) -> None:
        self.say(self.t(heading))
        rounds = sum(isinstance(e, ev.RoundEnded) for e in events)
        if rounds:
            self.say(self.texts.plural(rounds_message, rounds))
            self.say(self.narrator.tokens(self.view))
        self.tell_marked(this_round(events))

    def tell_marked(self, events: list) -> None:
        """Tell a summary; where a bot's moves for this seat begin, say so first."""
        count, self.bot_moves = self.bot_moves, 0
        mine = [i for i, e in enumerate(events)
                if isinstance(e, SEAT_ACTIONS) and e.seat == self.seat]
        if not count or not mine:
            return self.tell(events)
        start = mine[-count] if count <= len(mine) else 0
        self.tell(events[:start])
        self.say(self.t(m.BOT_MOVES_FROM_HERE))
        self.tell(events[start:])

    def on_notice(self, msg: dict[str, Any]) -> None:
        code = msg["code"]
        if code == r.PLAYED_FOR_YOU:
            self.bot_moves = int(msg.get("count") or 0)
        if self.narrator is not None and msg.get("names"):
            self.narrator.names = self._names(msg["names"], len(msg["names"]))
        if code == r.WAITING:
            return self.say(self.texts.plural(m.WAITING_FOR, msg["count"]))
        if code not in _NOTICES:
            return
        seat = msg.get("seat")
        player = self.narrator.names[seat] if seat is not None and self.narrator else ""
        self.say(self.t(_NOTICES[code], player=player))

    def on_error(self, msg: dict[str, Any]) -> None:
        code = msg["code"]
        self.say(self.error_text(msg))
        if code in FATAL:
            self.fatal = code

    def error_text(self, msg: dict[str, Any]) -> str:
        if msg.get("engine") and self.narrator is not None:
            try:
                return self.narrator.error(p.reason_from_json(msg))
            except (KeyError, ValueError, TypeError):
                pass
        details = msg.get("details") if isinstance(msg.get("details"), dict) else {}
        return net_error_text(self.texts, msg["code"], details.get("seconds", 1))

    def on_decision(self, msg: dict[str, Any]) -> None:
        self.decision = msg

    def on_end(self, msg: dict[str, Any]) -> None:
        self.result = {"seat": self.seat, "game_winners": msg["game_winners"],
                       "tokens": msg["tokens"], "rounds": msg["rounds"],
                       "reconnects": self.reconnects}


class LineClient(SeatClient):
    """A person's client in line mode: every utterance a line, questions numbered,
    answered by a number or a review letter.

    Args:
        local: The table is in this process (one person with bots at one computer):
            the game is told as a game at one computer, not as a table people join.
        next_round: Deals the next round (a table in this process that waits for the
            person after each round): called when they press Enter, as they do in
            the full-screen game.
    """

    #: Each letter and what it does: Love Letter's review keys that are letters (a digit
    #: answers a question here), then the line mode's own.
    LETTERS = {**{review.key: review.id for review in LOVE_LETTER.reviews
                  if not review.key.isdigit()},
               "r": "repeat", "?": "help", "b": "back"}

    def __init__(self, texts: Texts, say: Callable[[str], None], *, local: bool = False,
                 next_round: Callable[[], None] | None = None, **kwargs: Any) -> None:
        self.lines: list[str] = []
        self.local = local
        self.next_round = next_round
        self.round_waits = False  # the round's end is told: Enter deals the next one
        self.input_over = False  # nobody can press Enter any more
        super().__init__(texts, self._said(say), **kwargs)
        self.chosen: dict[str, Any] = {}
        self.steps: list[str] = []
        self.confirming: tuple[str, Any, str] | None = None  # (step, value, question)
        self.order: list[int] = []  # the open question's options, in the order offered
        self.numbers: list[int] = []  # the number typed for each of them
        self.auto_steps: set[str] = set()  # steps taken without a key (one possible player)
        self.hinted = False

    def _said(self, say: Callable[[str], None]) -> Callable[[str], None]:
        def said(line: str) -> None:
            self.lines.append(line)
            say(line)
        return said

    def tell(self, events: list) -> None:
        """The events, and after a round's end every player's tokens (and what the
        showdown showed, unless it was just said), as the full-screen game says them:
        after who won the game, if it ended."""
        ended = any(isinstance(event, ev.RoundEnded) for event in events)
        super().tell(events)
        if ended and self.view is not None:
            told = any(isinstance(event, ev.Showdown) for event in events)
            self.say(self.narrator.standings(self.view, showdown=not told))
        if ended and self.next_round is not None and self.view is not None \
                and self.view.phase == ROUND_OVER:
            self.wait_for_next_round()

    def wait_for_next_round(self) -> None:
        """Say that Enter deals the next round, and wait for it (unless the input has
        ended: then the game goes on by itself)."""
        if self.input_over:
            return self.next_round()
        self.round_waits = True
        self.say(self.t(m.LINE_NEXT_ROUND))

    def input_ended(self) -> None:
        self.input_over = True
        if self.round_waits:
            self.round_waits = False
            self.next_round()

    # ----- a game at one computer ----------------------------------------------------

    def on_welcome(self, msg: dict[str, Any]) -> None:
        if not self.local:
            return super().on_welcome(msg)
        names = self.seated(msg)
        if self.seat is None:
            return self.say(self.t(m.LINE_BOTS_ONLY))
        if self._returning:
            return self.say(self.t(m.LINE_RESUMED))
        self.say(self.texts.plural(m.LINE_GAME_BEGINS, msg["players"] - 1,
                                   player=names[self.seat]))

    def on_notice(self, msg: dict[str, Any]) -> None:
        if self.local and msg.get("code") == r.BEGINS:
            return  # the welcome said that the game begins
        super().on_notice(msg)

    def _summary(self, events: list) -> None:
        """A game continued at one computer: the rounds played, then this round."""
        if not self.local:
            return super()._summary(events)
        self._standing(events)

    # ----- questions ------------------------------------------------------------------

    def on_decision(self, msg: dict[str, Any]) -> None:
        if msg.get("action") is not None:
            self.decision = None
            return self.send("act", action=msg["action"])
        if msg["chosen"] == {}:
            self.chosen, self.steps, self.auto_steps = {}, [], set()
        super().on_decision(msg)
        only = self.only_choice()
        if only is not None:  # one player to choose (a Guard): no key for it, but said
            self.say(self.t(m.ONLY_TARGET, player=self.narrator.names[only]))
            self.auto_steps.add("target")
            self.take("target", only)
            self.decision = None  # until the card to name comes
            return
        self.ask()

    def only_choice(self) -> int | None:
        """The one player a Guard (or a Bishop) can choose, when there is no other, as
        in the full-screen game: the card to name follows, where b still goes back."""
        if self.decision["step"] != "target":
            return None
        only = only_player(p.decision_from_json(self.decision),
                           self.narrator.edition.effects[self.chosen["play"]])
        return None if only is None else only.value

    def ask(self) -> None:
        """Say the open question and its numbered choices: the same words, marks and
        order as the full-screen game's list (another player before yourself, a
        choice that is not possible after those that are)."""
        msg = self.decision
        decision = p.decision_from_json(msg)
        words = Choices(self.narrator)
        hand = self.view.hand if self.view is not None else ()
        self.order = list(range(len(decision.options)))
        if decision.step in ("target", "targets", "look"):
            self.order.sort(key=lambda index: words.rank(decision, index))
        by_value = decision.step == "guess"  # a card is named by its value, as full screen
        self.numbers = ([self.card_value(decision.options[i].value) for i in self.order]
                        if by_value else list(range(1, len(self.order) + 1)))
        self.say(self.prompt(msg["step"]))
        above = None  # the reason of the item above, when it cannot be chosen either
        for number, index in zip(self.numbers, self.order):
            option = decision.options[index]
            choice = (words.named(option.value) if by_value
                      else words.label(decision, option, hand))
            label = self.t(m.LINE_OPTION, number=number, choice=choice)
            if option.enabled:
                above = None
            else:
                reason = self._reason(msg["options"][index])
                label, above = not_possible(self.texts, label, reason, above), reason
            self.say(label)
        if not self.hinted:
            self.hinted = True
            self.say(self.t(m.LINE_ANSWER_HINT))

    def card_value(self, guess: str | int) -> int:
        """The value that names ``guess`` (a card, or a premium value)."""
        return guess if isinstance(guess, int) else self.narrator.edition.value(guess)

    def _reason(self, option: dict[str, Any]) -> str:
        try:
            return self.narrator.error(p.reason_from_json(option["reason"]))
        except (KeyError, ValueError, TypeError):
            return ""

    def prompt(self, step: str) -> str:
        numbers = step == "guess" and isinstance(self.decision["options"][0]["value"], int)
        return Choices(self.narrator).prompt(step, self.chosen, numbers)

    def label(self, step: str, value: Any) -> str:
        return Choices(self.narrator).value_label(step, p.option_value(step, value))

    # ----- what the person types ------------------------------------------------------

    def typed(self, text: str) -> None:
        """One line the person typed."""
        text = text.strip()
        if not text and self.round_waits:
            self.round_waits = False
            return self.next_round()
        if not text:
            return
        if text.lower() in self.LETTERS:
            action = self.LETTERS[text.lower()]
            if action in REVIEWS:
                return self.review(action)
            return getattr(self, "review_" + action)()
        options = self.decision["options"] if self.decision else None
        if self.confirming is not None:
            options = [{"enabled": True}, {"enabled": True}]
        if not options:
            return self.say(self.t(m.LINE_NEXT_ROUND if self.round_waits
                                   else m.LINE_NOTHING_TO_CHOOSE))
        number = choice_number(text)
        offered = self.confirming is None and len(self.order) == len(options)
        numbers = self.numbers if offered else list(range(1, len(options) + 1))
        if number is None or number not in numbers:
            if offered and self.decision["step"] == "guess":
                return self.say(self.t(m.LINE_BAD_VALUE, text=excerpt(text)))
            return self.say(self.t(m.LINE_BAD_INPUT, text=excerpt(text), count=len(options)))
        order = self.order if offered else range(len(options))
        self.choose(order[numbers.index(number)])

    def choose(self, index: int) -> None:
        if self.confirming is not None:
            (step, value, _question), self.confirming = self.confirming, None
            return self.decided(step, value) if index == 1 else self.ask()
        step = self.decision["step"]
        option = p.decision_from_json(self.decision).options[index]
        if not option.enabled:
            label = self.label(step, self.decision["options"][index]["value"])
            return self.say(self.t(m.CHOICE_DISABLED, choice=label,
                                   reason=self._reason(self.decision["options"][index])))
        question = Choices(self.narrator).confirmation(p.decision_from_json(self.decision),
                                                       option)
        if question is not None:  # asked first, as in the full-screen game
            self.confirming = (step, option.value, question)
            return self.ask_confirmation()
        self.decided(step, option.value)

    def decided(self, step: str, value: Any) -> None:
        """A choice made (and confirmed where asked): the action, or the next step."""
        if step == KEEP:
            return self._act(value)
        if step == REDRAW_STEP:
            return self._act(Action(self.seat, redraw=value))
        self.take(step, value)

    def ask_confirmation(self) -> None:
        """Ask whether to make the choice that puts the player out after all."""
        self.say(self.t(self.confirming[2]))
        # No comes first, as in the full-screen game: a "1" out of habit keeps you in
        self.say(self.t(m.LINE_OPTION, number=1, choice=self.t(m.NO)))
        self.say(self.t(m.LINE_OPTION, number=2, choice=self.t(m.YES)))

    def take(self, step: str, value: Any) -> None:
        self.chosen[step] = value
        self.steps.append(step)
        self.send("decide", chosen=p.plain(self.chosen))

    def _act(self, action: Action) -> None:
        self.decision = None
        self.send("act", action=action.to_json())

    def on_error(self, msg: dict[str, Any]) -> None:
        super().on_error(msg)
        if msg.get("engine") and self.view is not None and self.view.is_my_turn:
            self.chosen, self.steps = {}, []
            self.send("decide", chosen={})

    # ----- review letters ---------------------------------------------------------------

    def _ready(self) -> bool:
        return self.narrator is not None and self.view is not None

    def review(self, review_id: str) -> None:
        """A review letter: the answer from the game's table, as one line."""
        if self._ready():
            self.say(sentences(*REVIEWS[review_id].lines(self.narrator, self.view)))

    def review_repeat(self) -> None:
        """The open question again with its choices; with none open, the last line."""
        if self.confirming is not None:
            return self.ask_confirmation()
        if self.decision is not None and self._ready() and self.view.is_my_turn:
            return self.ask()
        self.say(self.lines[-1] if self.lines else self.t(m.HISTORY_EMPTY))

    def review_help(self) -> None:
        """The keys, then (once seated) the rules of the edition in brief."""
        lines = help_lines(self.texts)
        if self.narrator is not None:
            variant = m.LINE_BLIND_VARIANT if self.blind else None
            lines += rules_lines(self.texts, self.narrator.edition.id,
                                 len(self.narrator.names), variant)
        for line in lines:
            self.say(line)

    def review_back(self) -> None:
        if self.confirming is not None:
            self.confirming = None
            return self.ask()
        if self.decision is None:
            return self.say(self.t(m.LINE_NOTHING_TO_CHOOSE))
        if not self.steps:  # the question stays open
            return self.say(self.t(m.LINE_FIRST_STEP))
        back_one_step(self.chosen, self.steps, self.auto_steps)
        self.send("decide", chosen=p.plain(self.chosen))


def help_lines(texts: Texts) -> list[str]:
    """The line mode's keys in ``texts``' language."""
    entries = [("1, 2, 3…", texts.text(m.LINE_KEY_NUMBER))]
    for letter, action in LineClient.LETTERS.items():
        if action == "back":
            entries.append((letter, texts.text(m.LINE_KEY_BACK)))
        elif action in REVIEWS:
            entries.append((letter, texts.text(REVIEWS[action].label)))
        else:
            entries.append((letter, texts.text(m.KEY_ACTIONS[action])))
    entries.append((texts.text(m.LINE_QUIT_KEYS), texts.text(m.LINE_KEY_QUIT)))
    return [texts.text(m.KEY_LINE, keys=keys, action=what) for keys, what in entries]


async def run_client(client: SeatClient, link, lines: asyncio.Queue | None = None,
                     quit_on_eof: bool = False) -> dict[str, Any] | None:
    """Carry messages between ``link`` and ``client`` (and typed ``lines``, None at
    their end) until the game ends or the table refuses us (or, with
    ``quit_on_eof``, the typed lines end)."""
    await link.open(client)
    recv = asyncio.ensure_future(link.recv())
    read = asyncio.ensure_future(lines.get()) if lines is not None else None
    try:
        while not client.finished:
            waiting = {task for task in (recv, read) if task is not None}
            done, _ = await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
            if recv in done:
                msg = recv.result()
                if msg is None:
                    break
                client.handle(msg)
                recv = asyncio.ensure_future(link.recv())
            if read is not None and read in done:
                text = read.result()
                if text is None:
                    lines.put_nowait(None)  # the end of input stays the end for later readers
                    client.input_ended()
                if text is None and quit_on_eof:
                    break
                if text is not None:
                    client.typed(text)
                read = None if text is None else asyncio.ensure_future(lines.get())
            for out in client.drain():
                await link.send(out)
    finally:
        for task in (recv, read):
            if task is not None:
                task.cancel()
    return client.result


class LocalLink:
    """A link to a table in this process: messages pass through the same checks as
    over the network."""

    def __init__(self, room: r.TableRoom, peer: r.Peer | None = None) -> None:
        self.room, self.peer = room, peer or r.Peer()

    async def send(self, msg: dict[str, Any]) -> None:
        import json
        try:
            parsed = p.parse_client(json.dumps(msg))
            if not self.peer.joined:
                if parsed["type"] != "hello":
                    raise p.ProtocolError(p.NOT_JOINED)
                self.room.join(self.peer, parsed)
            else:
                self.room.receive(self.peer, parsed)
        except p.ProtocolError as error:
            self.peer.send(p.error_message(error.code))
        except IllegalAction as error:
            self.peer.send(p.illegal_message(error))

    async def open(self, client: SeatClient) -> None:
        await self.send(client.hello())

    async def recv(self) -> dict[str, Any] | None:
        return await self.peer.outbox.get()

    async def close(self) -> None:
        self.room.leave(self.peer)


def choice_number(text: str) -> int | None:
    """The number typed as a choice: a few digits 0 to 9 (not "²", "①" or a held-down key).

    >>> choice_number("2"), choice_number("²"), choice_number("9" * 5000)
    (2, None, None)
    """
    return int(text) if len(text) <= 3 and text.isascii() and text.isdigit() else None
