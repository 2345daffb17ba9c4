"""A seat (or a spectator's place) at a table of any game on another
computer: the same :class:`~accessible_ll.match_seats.MatchSeats` a game at this
computer offers, fed by the table, which narrates in this person's language.

The table sends only sentences, cues and decision steps already in words, so this
side needs no code of the game: the full-screen game and the line mode work over it
unchanged. It carries its messages itself (:meth:`RemoteMatch.run`) over a link that
comes back by itself (:class:`~accessible_ll.net.remote.RemoteLink`) or a table in
this process (:class:`LocalLink`).
"""

from __future__ import annotations

import asyncio
import json
import secrets
from typing import Any, Callable

from accessible_ll.kit import Ask, Choice, Marks
from accessible_ll.match_seats import SENT, MatchListener, MatchSeats, ReviewKey, Told
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import Texts
from accessible_ll.net import protocol as p
from accessible_ll.net import room as r
from accessible_ll.net.remote import net_error_text

#: Errors after which the table closes the connection: the client stops.
FATAL = (p.BAD_CODE, p.BAD_SECRET, p.TABLE_FULL, p.BAD_VERSION, p.SEAT_TAKEN,
         p.SEAT_TAKEN_OVER, p.NAME_TAKEN)
_NOTICES = {r.JOINED: m.PLAYER_JOINED, r.AWAY: m.PLAYER_AWAY, r.BACK: m.PLAYER_BACK,
            r.TAKEOVER: m.PLAYER_TAKEOVER, r.BEGINS: m.GAME_BEGINS,
            r.PLAYED_FOR_YOU: m.BOT_PLAYED_FOR_YOU}


def _key(chosen: dict[str, Any]) -> str:
    return json.dumps(p.plain(chosen), sort_keys=True, ensure_ascii=False)


def ask_from_json(msg: dict[str, Any]) -> Ask:
    """The decision step of an ``ask`` message (raises KeyError/TypeError if it is not one)."""
    tally, sums = msg.get("tally") or [], msg.get("sums") or []
    if not isinstance(tally, list) or not isinstance(sums, list):
        raise TypeError("tally and sums must be lists")
    return Ask(str(msg["key"]), str(msg["prompt"]), tuple(
        Choice(item["value"], str(item["label"]), bool(item["enabled"]),
               str(item.get("reason") or ""), str(item.get("confirm") or ""),
               worth=int(item.get("worth") or 0))
        for item in msg["items"]), bool(msg.get("several")), int(msg.get("least") or 0),
        tally=tuple(str(said) for said in tally), sums=tuple(str(said) for said in sums))


#: The longest a person leaving waits for the table to take their ``bye``, in seconds.
BYE_WAIT = 2.0
#: After the table said "slow down", the seconds before an open decision is asked afresh.
SLOW_DOWN_PAUSE = 1.0


def marks_of(data: Any) -> Marks:
    """How an event is said beyond its words, as a ``told`` item carries it (none: plainly).

    >>> marks_of({"brief": False, "turn": 2, "bound": True}), marks_of(None)
    (Marks(room=False, brief=False, turn=2, bound=True), Marks(room=False, brief=True, turn=None, bound=False))
    """
    if not isinstance(data, dict):
        return Marks()
    turn = data.get("turn")
    return Marks(brief=data.get("brief") is not False,
                 turn=turn if isinstance(turn, int) and not isinstance(turn, bool) else None,
                 bound=data.get("bound") is True)


class RemoteMatch(p.TableMessages, MatchSeats):
    """One seat at a table elsewhere, told in ``texts``' language.

    Args:
        link: Carries the messages (made later if None: set :attr:`link`).
        texts: The language this seat's person hears (the table narrates in it).
        name: The name to sit down with.
        spectate: Watch only (what is public).
        secret: A seat key kept from an earlier join.
        code: The join code.
        keys: Looks up the seat key kept for a table (by its identity); None: none kept.
        take_over: Take the seat even if another computer with its key sits there.
        bot: A bot level of the game: the table plays this seat with that bot while
            this client is connected (nobody answers a question here).
    """

    UNREADABLE = (KeyError, TypeError, ValueError, AttributeError)

    runs_here = False

    def __init__(self, link: Any, texts: Texts, *, name: str = "", spectate: bool = False,
                 secret: str | None = None, code: str = "",
                 keys: Callable[[str], str | None] | None = None,
                 take_over: bool = False, bot: str = "") -> None:
        self.link = link
        self.bot = bot  # a bot level: the table's bot of that level plays this seat
        self.texts = texts
        self.name, self.spectate, self.secret, self.code = name, spectate, secret, code
        self.keys, self.take_over = keys, take_over
        self.instance = secrets.token_hex(8)
        self.table: str | None = None
        self.seat: int | None = None
        self.welcome: dict[str, Any] | None = None
        self.title, self.players, self.names = "", 0, []
        self.game_id = ""
        self._deciders: tuple[int, ...] = ()
        self._moves = 0
        self._over = False
        self._started = False
        self.next = 0
        self.outbox: list[dict[str, Any]] = []
        self.result: dict[str, Any] | None = None
        self.fatal: str | None = None
        self.reconnects = 0
        self.lost = False
        self.closing = False
        self.farewell: str | None = None  # the last line, once the person left on purpose
        self.task: asyncio.Task | None = None
        self.waiting: dict[str, Callable[[Ask | None], None]] = {}
        self.first: tuple[int, Ask] | None = None  # the open decision's first step, unasked
        self.reviewing: dict[str, list[Callable[[list[str]], None]]] = {}
        self._rules: list[str] = []
        self._returning = False
        self._fresh = True
        self.asked_again = 0  # decisions reopened after a lost connection
        self._pending_lines: list[str] = []  # said before a listener was there
        #: The standings the table told when the last round ended (a game of rounds).
        self.round_standings: tuple[str, ...] = ()
        self.missed = False  # the last news was what this client had missed
        #: Told (table identity, seat key) when the table gives a seat key.
        self.on_secret: Callable[[str, str], None] | None = None

    # ----- the table's facts -------------------------------------------------------------

    @property
    def people(self) -> tuple[int, ...]:  # type: ignore[override]
        return () if self.seat is None else (self.seat,)

    @property
    def ready(self) -> bool:
        return self.welcome is not None

    @property
    def started(self) -> bool:
        return self._started

    @property
    def deciders(self) -> tuple[int, ...]:
        return () if self._over else self._deciders

    @property
    def over(self) -> bool:
        return self._over

    @property
    def moves(self) -> int:
        """The table's moves, and one more each time a new connection asks an open
        decision again (what was chosen on the lost one never arrived): a screen that
        sees it grow opens the decision afresh."""
        return self._moves + self.asked_again

    @property
    def finished(self) -> bool:
        return self.result is not None or self.fatal is not None

    # ----- carrying messages --------------------------------------------------------------

    def hello(self) -> dict[str, Any]:
        """The first message of every connection (with the seat key once we have one)."""
        hello = p.hello_message(p.match_message, self)
        if not hello.get("identify"):
            self._returning = self.secret is not None
            self._fresh = self.next == 0  # nothing of this game heard yet
        return hello

    def send(self, kind: str, **fields: Any) -> None:
        self.outbox.append(p.match_message(kind, **fields))
        if self.task is not None:
            asyncio.ensure_future(self.flush())

    def drain(self) -> list[dict[str, Any]]:
        out, self.outbox = self.outbox, []
        return out

    async def flush(self) -> None:
        for out in self.drain():
            await self.link.send(out)

    def start(self, listener: MatchListener) -> None:
        """Join the table (the messages are carried from now on) and tell ``listener``."""
        self.listener = listener
        for line in self._pending_lines:
            listener.told_table(line)
        self._pending_lines = []
        self.task = asyncio.ensure_future(self.run())

    async def run(self) -> dict[str, Any] | None:
        """Carry messages until the game ends, the table refuses us or is out of reach."""
        try:
            await self.link.open(self)
            await self.flush()
            while not self.finished:
                msg = await self.link.recv()
                if msg is None:
                    break
                self.handle(msg)
                await self.flush()
        finally:
            if self.result is None and not self.closing:
                self.lost = True
                if self.listener is not None:
                    self.listener.changed()
        return self.result

    def say(self, line: str) -> None:
        """A sentence about the table itself (a lost connection, a notice)."""
        if self.listener is None:
            self._pending_lines.append(line)
        else:
            self.listener.told_table(line)

    # ----- what the table says ------------------------------------------------------------

    def on_welcome(self, msg: dict[str, Any]) -> None:
        again = self.welcome is not None  # a new connection after a lost one
        if again:
            self.asked_again += 1
            self.waiting.clear()
            self.first = None
        self.welcome = msg
        self.seat = msg["seat"]
        self.game_id, self.title = str(msg["game"]), str(msg["title"])
        self.players, self.names = int(msg["players"]), [str(n) for n in msg["names"]]
        self._started = bool(msg.get("started"))
        self.table = msg.get("table") or self.table
        self.take_over = False
        if msg.get("secret"):
            self.secret = msg["secret"]
            if self.on_secret is not None:
                self.on_secret(self.table or "", self.secret)
        if self._returning:
            self.reconnects += 1
            self.say(self.texts.text(m.RECONNECTED))
        elif self.seat is None and again:
            self.reconnects += 1
            self.say(self.texts.text(m.RECONNECTED_WATCHING))
        elif self.seat is None:
            self.say(self.texts.text(m.SPECTATING))
            self.say(self.texts.text(m.SPECTATING_SEATS, players=", ".join(self.names)))
        else:
            self.say(self.texts.text(m.TABLE_OF_GAME, game=self.title))
            self.say(self.texts.text(m.SEATED, number=self.seat + 1,
                                     player=self.names[self.seat]))
        if not self._rules:
            self.send("rules")
        self._changed()

    def on_told(self, msg: dict[str, Any]) -> None:
        self._started = True
        self.next = int(msg["next"])
        self._deciders = tuple(int(s) for s in msg["deciders"])
        self._moves, self._over = int(msg["moves"]), bool(msg["over"])
        self.names = [str(n) for n in msg["names"]]
        news = [Told(self.seat, tuple(str(line) for line in item["lines"]),
                     tuple((str(cue), seat) for cue, seat in item["cues"]),
                     bool(item["private"]), marks_of(item.get("marks")))
                for item in msg["items"]]
        self.missed = bool(msg.get("missed"))
        standings = tuple(str(line) for line in msg.get("standings") or ())
        if standings:  # a round has ended: every player's score, after its last events
            self.round_standings = standings
            news.append(Told(self.seat, standings, (), False))
        if msg.get("missed") and self._returning and self._fresh:
            if news:  # started afresh, it cannot know what it missed: where the game stands
                self.say(self.texts.text(m.LINE_SO_FAR))
        elif msg.get("missed") and self._returning:
            self.say(self.texts.text(m.MISSED if news else m.MISSED_NOTHING))
        if news and self.listener is not None:
            self.listener.heard(news)
        self._changed()

    def on_ask(self, msg: dict[str, Any]) -> None:
        step = ask_from_json(msg)
        key = _key(msg["chosen"])
        if msg["chosen"] == {}:
            self.first = (int(msg.get("moves", self._moves)), step)
        answer = self.waiting.pop(key, None)
        if answer is not None:
            answer(step)
        elif msg["chosen"] == {}:
            self._changed()

    def on_done(self, msg: dict[str, Any]) -> None:
        self.first = None  # until the table tells who decides now, this seat has decided
        self._deciders = tuple(seat for seat in self._deciders if seat != self.seat)
        answer = self.waiting.pop(_key(msg["chosen"]), None)
        self.waiting.clear()
        if answer is not None:
            answer(SENT)

    def on_refused(self, msg: dict[str, Any]) -> None:
        self.waiting.clear()
        if msg.get("code") == "not_deciding" and self.seat is not None:
            # asked again just as this seat's own action went in: the table tells next
            # who decides; nothing to say to the person
            self._deciders = tuple(seat for seat in self._deciders if seat != self.seat)
            return self._changed()
        if self.listener is not None and self.seat is not None:
            self.listener.refused(self.seat, str(msg["text"]))
        else:
            self.say(str(msg["text"]))

    def on_answer(self, msg: dict[str, Any]) -> None:
        answers = self.reviewing.get(str(msg["id"])) or []
        if answers:
            answers.pop(0)([str(line) for line in msg["lines"]])

    def on_rules(self, msg: dict[str, Any]) -> None:
        self._rules = [str(line) for line in msg["lines"]]

    def on_notice(self, msg: dict[str, Any]) -> None:
        code = msg["code"]
        if msg.get("names"):
            given = [str(n) for n in msg["names"]]
            self.names = [n or old for n, old in zip(given, self.names)] or self.names
        if code == r.WAITING:
            return self.say(self.texts.plural(m.WAITING_FOR, int(msg["count"])))
        if code == r.BEGINS:
            self._started = True
        if code == r.LEFT:  # on purpose; with a takeover time, a bot plays the seat
            notice = m.PLAYER_LEFT_WAITS if msg.get("takeover") is None else m.PLAYER_LEFT_BOT
            return self._said_of(msg.get("seat"), notice)
        if code not in _NOTICES:
            return
        self._said_of(msg.get("seat"), _NOTICES[code])

    def _said_of(self, seat: Any, notice: str) -> None:
        """A notice about the player of ``seat``, said with their name."""
        player = self.names[seat] if isinstance(seat, int) and seat < len(self.names) else ""
        self.say(self.texts.text(notice, player=player))
        self._changed()

    def on_error(self, msg: dict[str, Any]) -> None:
        code = msg["code"]
        details = msg.get("details") if isinstance(msg.get("details"), dict) else {}
        self.say(net_error_text(self.texts, code, details.get("seconds", 1), details))
        if code in FATAL:
            self.fatal = code
        elif code == p.SLOW_DOWN and self.waiting and self.task is not None:
            # what was asked was dropped unanswered: the open decision is asked afresh
            # once the table listens again
            asyncio.get_running_loop().call_later(SLOW_DOWN_PAUSE, self._ask_afresh)
        self.waiting.clear()

    def _ask_afresh(self) -> None:
        self.asked_again += 1
        self.first = None
        self._changed()

    def on_end(self, msg: dict[str, Any]) -> None:
        self._over = True
        self.result = {"seat": self.seat, "game": msg.get("game", self.game_id),
                       "winners": msg["winners"], "scores": msg["scores"],
                       "reconnects": self.reconnects}
        self._changed()

    def _changed(self) -> None:
        if self.listener is not None:
            self.listener.changed()

    # ----- what this seat asks ------------------------------------------------------------

    def ask(self, seat: int, chosen: dict[str, Any],
            answer: Callable[[Ask | None], None]) -> None:
        if not chosen and self.first is not None and self.first[0] == self._moves:
            return answer(self.first[1])
        self.waiting[_key(chosen)] = answer
        self.send("choose", chosen=p.plain(chosen))

    def reviews(self) -> list[ReviewKey]:
        if self.welcome is None:
            return []
        return [ReviewKey(str(r["id"]), str(r["key"]), str(r["label"]),
                          r.get("apart") is True)
                for r in self.welcome.get("reviews", [])]

    def said_once(self) -> set[str]:
        if self.welcome is None:
            return set()
        return {str(line) for line in self.welcome.get("said_once") or ()}

    def reference(self) -> list[str]:
        if self.welcome is None:
            return []
        return [str(line) for line in self.welcome.get("reference") or ()]

    def review(self, seat: int | None, review_id: str,
               answer: Callable[[list[str]], None]) -> None:
        self.reviewing.setdefault(review_id, []).append(answer)
        self.send("review", id=review_id)

    def rules(self) -> list[str]:
        return list(self._rules)

    async def leave(self) -> None:
        """The person leaves on purpose: the table is told (``bye``: the others hear that
        they left, not that the connection was lost) and this person hears the last line,
        how to come back. A table that does not answer is not waited for longer than
        :data:`BYE_WAIT` seconds."""
        if self.finished or self.welcome is None:  # the game ended, the table refused
            return self.close()                      # us or never welcomed us: not left
        self.closing = True
        if self.task is not None and not self.lost:
            await self.link.send(p.match_message("bye"))
        self.farewell = self.texts.text(m.YOU_LEFT_WATCHING if self.spectate
                                        else m.YOU_LEFT_TABLE)
        self.say(self.farewell)
        if self.task is not None:
            self.task.cancel()
        try:
            await asyncio.wait_for(self.link.close(), BYE_WAIT)
        except asyncio.TimeoutError:
            pass

    def close(self) -> None:
        self.closing = True
        if self.task is not None:
            self.task.cancel()
        if self.link is not None:
            asyncio.ensure_future(self.link.close())


class LocalLink:
    """A link to a table in this process (the host's own window): messages pass
    through the same checks as over the network."""

    def __init__(self, room: r.Room, peer: r.Peer | None = None) -> None:
        self.room, self.peer = room, peer or r.Peer()

    async def send(self, msg: dict[str, Any]) -> None:
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

    async def open(self, client: Any) -> None:
        await self.send(client.hello())

    async def recv(self) -> dict[str, Any] | None:
        return await self.peer.outbox.get()

    async def close(self) -> None:
        self.room.leave(self.peer)
