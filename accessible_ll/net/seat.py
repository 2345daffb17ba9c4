"""One seat (or a spectator's place) at a table on another computer, for the
full-screen game: the same :class:`~accessible_ll.seats.Seats` a local game offers,
fed by the table's messages.

The table deals the rounds and moves its bots itself; this side asks for the steps
of its own decision and sends its action. The first step of each decision comes
from the table unasked, so it is never asked for twice.
"""

from __future__ import annotations

import asyncio
from typing import Any, Callable

from accessible_ll.engine import Action
from accessible_ll.engine.phases import GAME_OVER, ROUND_OVER
from accessible_ll.game import Decision
from accessible_ll.narration.i18n import Texts
from accessible_ll.net import protocol as p
from accessible_ll.net.client import SeatClient
from accessible_ll.seats import Seats
from accessible_ll.views import PlayerView


class ScreenClient(SeatClient):
    """The seat's messages, handed on to :class:`RemoteSeats` instead of said here."""

    def __init__(self, seats: "RemoteSeats", texts: Texts, **kwargs: Any) -> None:
        super().__init__(texts, seats.told, **kwargs)
        self.seats = seats

    def on_welcome(self, msg: dict[str, Any]) -> None:
        super().on_welcome(msg)
        self.seats.welcomed(msg)

    def tell(self, events: list) -> None:
        self.seats.heard(events)

    def on_update(self, msg: dict[str, Any]) -> None:
        super().on_update(msg)
        self.seats.given = list(msg["names"])
        self.seats.changed()

    def on_decision(self, msg: dict[str, Any]) -> None:
        super().on_decision(msg)
        self.seats.decided(msg)

    def on_error(self, msg: dict[str, Any]) -> None:
        if msg.get("engine"):
            return self.seats.refused(p.reason_from_json(msg))
        super().on_error(msg)

    def on_notice(self, msg: dict[str, Any]) -> None:
        super().on_notice(msg)
        if msg.get("names"):
            self.seats.given = list(msg["names"])
            self.seats.changed()

    def on_end(self, msg: dict[str, Any]) -> None:
        told = self.seats.game_over  # the last update said so already
        super().on_end(msg)
        if not told:
            self.seats.changed()


class RemoteSeats(Seats):
    """A seat at the table behind ``link`` (a WebSocket that comes back by itself, or
    a table in this process).

    Args:
        link: Carries the messages (see :mod:`accessible_ll.net.remote`).
        texts: The language this seat's person hears.
        client: Keyword arguments of :class:`~accessible_ll.net.client.SeatClient`
            (name, spectate, secret, code).
    """

    runs_here = False

    def __init__(self, link, texts: Texts, **client: Any) -> None:
        self.link = link
        self.client = ScreenClient(self, texts, **client)
        self.welcome: dict[str, Any] | None = None
        self.given: list[str] = []
        self.first: tuple[int, Decision | Action] | None = None
        self.waiting: tuple[Any, Callable] | None = None
        self.task: asyncio.Task | None = None
        self.lost = False
        self.closing = False
        self.sent: int | None = None  # the decision an action was sent for, unanswered yet
        self.asked_again = 0  # questions the table asked again (the answer never arrived)

    # ----- what the table says ----------------------------------------------------------

    def start(self, listener) -> None:
        self.listener = listener
        self.task = asyncio.ensure_future(self.run())

    async def run(self) -> None:
        """Carry messages until the game ends, or the table is out of reach."""
        try:
            await self.link.open(self.client)
            while not self.client.finished:
                msg = await self.link.recv()
                if msg is None:
                    break
                self.client.handle(msg)
                await self.flush()
        finally:
            if self.client.result is None and not self.closing:
                self.lost = True
                if self.listener is not None:
                    self.listener.changed()

    async def flush(self) -> None:
        for out in self.client.drain():
            await self.link.send(out)

    def _send(self, kind: str, **fields: Any) -> None:
        self.client.send(kind, **fields)
        asyncio.ensure_future(self.flush())

    def told(self, line: str) -> None:
        self.listener.told(line)

    def welcomed(self, msg: dict[str, Any]) -> None:
        self.welcome = msg
        self.given = list(msg["names"])
        self.listener.changed()

    def heard(self, events: list) -> None:
        self.listener.heard(events)

    def changed(self) -> None:
        self.listener.changed()

    def refused(self, error) -> None:
        self.listener.refused(error)

    def decided(self, msg: dict[str, Any]) -> None:
        try:
            decision = p.decision_from_json(msg)
        except ValueError:
            return
        if msg["chosen"] == {}:
            self.first = (self.client.decision_no, decision)
            if self._unanswered():  # a connection lost what was sent: ask the person again
                self.sent, self.waiting = None, None
                self.asked_again += 1
                return self.listener.changed()
        if self.waiting is not None and self.waiting[0] == msg["chosen"]:
            answer, self.waiting = self.waiting[1], None
            answer(decision)

    def _unanswered(self) -> bool:
        """Whether the table asks afresh a decision this side had answered (its action
        was sent) or had gone on with (a later step was asked): a new connection's
        question, the table's truth: what was sent on the lost one never arrived."""
        number = self.client.decision_no
        return self.sent == number or (self.waiting is not None and self.waiting[0] != {})

    # ----- the table's facts ------------------------------------------------------------

    @property
    def ready(self) -> bool:
        return self.welcome is not None

    @property
    def people(self) -> tuple[int, ...]:
        seat = self.client.seat
        return () if seat is None else (seat,)

    @property
    def players(self) -> int:
        return self.welcome["players"]

    @property
    def edition(self) -> str:
        return self.welcome["edition"]

    @property
    def blind(self) -> bool:
        return self.welcome["blind_variant"]

    def names(self) -> list[str]:
        return (self.given + [""] * self.players)[:self.players]

    @property
    def started(self) -> bool:
        return self.client.view is not None

    @property
    def moves(self) -> int:
        return self.client.decision_no + self.asked_again

    @property
    def to_act(self) -> int | None:
        view = self.client.view
        return None if view is None or self.game_over else view.to_act

    @property
    def round_over(self) -> bool:
        view = self.client.view
        return view is not None and view.phase in (ROUND_OVER, GAME_OVER)

    @property
    def game_over(self) -> bool:
        view = self.client.view
        return self.client.result is not None or (view is not None and view.phase == GAME_OVER)

    def view(self, seat: int | None) -> PlayerView:
        return self.client.view

    # ----- what this seat does ----------------------------------------------------------

    def ask(self, seat: int, chosen: dict[str, Any],
            answer: Callable[[Decision | Action], None]) -> None:
        plain = p.plain(chosen)
        if not chosen and self.first is not None and self.first[0] == self.client.decision_no:
            self.waiting = None
            return answer(self.first[1])
        self.waiting = (plain, answer)
        if chosen:  # the first step comes from the table unasked
            self._send("decide", chosen=plain)

    def submit(self, action: Action) -> None:
        self.waiting = None
        self.sent = self.client.decision_no
        self._send("act", action=action.to_json())

    def close(self) -> None:
        self.closing = True
        if self.task is not None:
            self.task.cancel()
        asyncio.ensure_future(self.link.close())
