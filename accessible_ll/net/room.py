"""The room: one table, the people at its seats (connected or away), its bots and
their pacing, the takeover of an empty seat, and the save file.

The room never waits on a connection: it puts messages in each peer's outbox and a
transport (a WebSocket, or the line client in the same process) empties it. Every
message a peer sends comes here already checked by :mod:`accessible_ll.net.protocol`.
"""

from __future__ import annotations

import asyncio
import functools
import json
import re
import secrets
import time
import unicodedata
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from accessible_ll.inputs import Reason, normalized, write_atomically
from accessible_ll.narration import messages as m
from accessible_ll.narration.i18n import LANGUAGES, PLAYER_NAME, load_translations
from accessible_ll.net import protocol as p
from accessible_ll.settings import MAX_NAME
from accessible_ll.saves import UnusableSave, read_save

SAVE_VERSION = 1

# Notices the room sends (each client says them in its own language).
JOINED, AWAY, LEFT, BACK, TAKEOVER, BEGINS, WAITING, PLAYED_FOR_YOU = (
    "player_joined", "player_away", "player_left", "player_back", "takeover", "game_begins",
    "waiting", "played_for_you")


def new_code() -> str:
    """A short join code: six digits, easy to read out in any language."""
    return f"{secrets.randbelow(10**6):06d}"


def heard_as(name: str) -> str:
    """A name as a person hears it, to tell the names at a table apart: its letters,
    digits and signs whatever their case, width, Unicode form or kana, without spaces
    and punctuation (a name of nothing else: as it is written).

    >>> [heard_as(name) for name in (" Mia ", "MIA", "Ｍｉａ", "Mia.", "Mia 2", "Mía")]
    ['mia', 'mia', 'mia', 'mia', 'mia2', 'mía']
    >>> heard_as("ミア") == heard_as("みあ") == heard_as("ﾐｱ"), heard_as("...")
    (True, '...')
    """
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    folded = "".join(chr(ord(ch) - 0x60) if "ァ" <= ch <= "ヶ" else ch for ch in folded)
    kept = "".join(ch for ch in folded if unicodedata.category(ch)[0] not in "PZC")
    return kept or folded.strip()


@functools.cache
def _player_names_heard(players: int) -> tuple[tuple[str, ...], ...]:
    """How each seat nobody named ("Player 2") is heard, in each language, by seat."""
    names = []
    for language in LANGUAGES:
        try:
            pattern = load_translations(language).gettext(PLAYER_NAME)
        except Exception:  # noqa: BLE001 - a catalog not built or damaged: the source text
            pattern = PLAYER_NAME
        names.append([heard_as(pattern.format(number=seat + 1)) for seat in range(players)])
    return tuple(zip(*names))


class Peer:
    """One connection to the room: the room fills its outbox, a transport empties it."""

    def __init__(self) -> None:
        self.outbox: asyncio.Queue = asyncio.Queue()
        self.seat: int | None = None
        self.joined = False
        self.cursor = 0          # the next event index this peer has not been sent
        self.asked = -1          # the decision number of the last question sent
        self.open = True
        self.leaving = False     # the transport is closing this connection itself
        self.said_bye = False    # its person left on purpose (``bye``): not a lost connection
        self.address = ""        # where the connection comes from (for limits)
        self.instance = ""       # which running program it is (a seat's key may be on two)
        self.lang = ""           # the language its person hears (where the table narrates)
        self.deciding = False    # its open decision's first step was sent (a narrating table)
        self.bot = ""            # the table's bot level that plays its seat while it is here

    def send(self, msg: dict[str, Any]) -> None:
        if self.open:
            self.outbox.put_nowait(msg)

    def close(self) -> None:
        if self.open:
            self.outbox.put_nowait(None)
            self.open = False


@dataclass
class SeatInfo:
    """A person's seat: their name, the secret that gives it back, their connection."""
    name: str = ""
    secret: str | None = None
    peer: Peer | None = None
    gone_since: float | None = None
    taken_over: bool = False
    bot_actions: int = 0  # actions a bot made for this seat since its player left
    bot_from: int | None = None  # where in the game's events the bot began (narrating tables)


@dataclass
class RoomOptions:
    pace: float = 0.0
    #: The next round is dealt only once the room is told to deal it
    #: (the person at this computer has heard the round's end).
    round_waits: bool = False
    takeover: float | None = None
    save: Path | None = None
    clock: Callable[[], float] = time.monotonic
    names: list[str] = field(default_factory=list)
    on_save_error: Callable[[Path, OSError], None] | None = None


def _saved_seats(data: Any, people: dict[int, SeatInfo]) -> dict[int, dict[str, Any]]:
    """A saved room's seats: one entry for each person's seat (the table's "human"
    seats, no other), each a clean name and a secret (or none yet).

    Raises:
        UnusableSave: what the file says about the seats is wrong.
    """
    def wrong(key: str) -> UnusableSave:
        return UnusableSave(Reason(m.REASON_SAVE_FIELD, key=key))
    if not isinstance(data, dict) or set(data) != {str(seat) for seat in people}:
        raise wrong("seats")
    seats = {}
    for key, info in data.items():
        if not isinstance(info, dict) or set(info) != {"name", "secret"}:
            raise wrong(f"seats.{key}")
        name, secret = info["name"], info["secret"]
        if not isinstance(name, str) or len(name) > MAX_NAME \
                or normalized(name) != unicodedata.normalize("NFC", name):
            raise wrong(f"seats.{key}.name")
        if secret is not None and not (isinstance(secret, str)
                                       and re.fullmatch(r"[A-Za-z0-9_-]{8,64}", secret)):
            raise wrong(f"seats.{key}.secret")
        seats[int(key)] = {"name": name, "secret": secret}
    return seats


class Room(ABC):
    """What every table people join shares, whatever its game: the seats of people
    (their names, keys and connections), spectators, the join code, coming and going,
    returning with a seat key, the takeover of an empty seat by a bot, the save file
    and the driver that moves bots and waits for people.

    A game's room (:class:`~accessible_ll.net.match_room.MatchRoom`) says what it
    welcomes, tells and asks, and how its game moves on.

    Args:
        players: How many seats the game has.
        bots: The seats bots play; the others are the ones people join.
        code: The join code a newcomer must give ("" for none).
        options: Pace, takeover time, save file.
    """

    #: The key of the game's own snapshot in the save file.
    SAVE_KEY = "table"
    #: The keys an older save file may hold it under instead.
    OLD_SAVE_KEYS: tuple[str, ...] = ()

    def __init__(self, players: int, bots: set[int], code: str,
                 options: RoomOptions | None = None) -> None:
        self.code = code
        self.options = options or RoomOptions()
        names = list(self.options.names) + [""] * players
        self.seats = {seat: SeatInfo(name=names[seat]) for seat in range(players)
                      if seat not in bots}
        self.spectators: set[Peer] = set()
        self.started = not self.seats
        self.reconnects = 0
        self.wake = asyncio.Event()
        self.finished = False
        self.round_wanted = False  # with round_waits: the person asked for the next round
        #: What the table is known by to the students' computers, whatever its address.
        self.table_id = secrets.token_urlsafe(12)

    # ----- what a game's room says ----------------------------------------------------

    @property
    @abstractmethod
    def players(self) -> int:
        """How many seats the game has."""

    @property
    @abstractmethod
    def over(self) -> bool:
        """Whether the game has ended."""

    @property
    @abstractmethod
    def number(self) -> int:
        """How many moves the game has seen (a move waited for is made only if none
        came in between)."""

    def event_count(self) -> int:
        """How many events the game has told so far (where a bot's moves begin)."""
        return 0

    def identity(self) -> dict[str, Any]:
        """What the table tells before anyone joins, beside its identity."""
        return {}

    @abstractmethod
    def game_snapshot(self) -> Any:
        """The game, JSON-able, for the save file."""

    @classmethod
    @abstractmethod
    def game_from_snapshot(cls, data: Any) -> Any:
        """The game of :meth:`game_snapshot`; raises ``UnusableSave``."""

    def check_hello(self, hello: dict[str, Any]) -> None:
        """Refuse a hello this room's clients would not send (another version)."""

    @abstractmethod
    def result(self) -> dict[str, Any]:
        """How the game ended (JSON-able)."""

    @abstractmethod
    def receive(self, peer: Peer, msg: dict[str, Any]) -> None:
        """A checked message of a joined peer."""

    @abstractmethod
    def broadcast(self) -> None:
        """Tell every peer what is new, and ask who decides."""

    @abstractmethod
    def next_move(self) -> tuple[float | None, tuple | None]:
        """(delay, move) for the driver: a move to make after ``delay`` seconds, or
        None and how long at most to wait for a person (None: until woken)."""

    @abstractmethod
    def make(self, move: tuple) -> None:
        """Make a move of :meth:`next_move`."""

    @abstractmethod
    def _welcome(self, peer: Peer, seat: int | None) -> None:
        """Tell a (returning) peer the table and its seat."""

    @abstractmethod
    def _catch_up(self, peer: Peer, last_event: int) -> None:
        """A (returning) peer: what it missed since ``last_event``, then its question."""

    @abstractmethod
    def _end(self, peer: Peer) -> None:
        """Tell ``peer`` the game's end and close its connection."""

    # ----- saving and resuming ------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        return {"version": SAVE_VERSION, self.SAVE_KEY: self.game_snapshot(), "code": self.code,
                "table_id": self.table_id, "started": self.started,
                "seats": {str(s): {"name": i.name, "secret": i.secret}
                          for s, i in self.seats.items()}}

    def save(self) -> None:
        """Write the room to its save file atomically (temp file, fsync, rename). If
        that fails the game goes on, and the failure is told once."""
        path = self.options.save
        if path is None:
            return
        try:
            write_atomically(path, json.dumps(self.snapshot()))
        except OSError as error:
            if self.options.on_save_error is not None:
                self.options.on_save_error(path, error)
                self.options.on_save_error = None

    @classmethod
    def resume(cls, path: Path, options: RoomOptions) -> "Room":
        """The room saved in ``path``, where it stopped; every value is checked.

        Raises:
            UnusableSave: the file cannot be read, is damaged or from another version
                (a ``ValueError``; its ``reason`` says what is wrong).
        """
        data = read_save(path, SAVE_VERSION)
        key = next((k for k in cls.OLD_SAVE_KEYS if k in data), cls.SAVE_KEY)
        keys = {"version", key, "code", "started", "seats"}
        if not keys <= set(data) <= keys | {"table_id"}:
            raise UnusableSave(Reason(m.REASON_NOT_SAVED_GAME))
        table = cls.game_from_snapshot(data[key])
        code, started = data["code"], data["started"]
        if not isinstance(code, str) or not re.fullmatch(r"(\d{6})?", code):
            raise UnusableSave(Reason(m.REASON_SAVE_FIELD, key="code"))
        if not isinstance(started, bool):
            raise UnusableSave(Reason(m.REASON_SAVE_FIELD, key="started"))
        table_id = data.get("table_id")  # (a file saved before it had one gets one now)
        if table_id is not None and not (isinstance(table_id, str)
                                         and 0 < len(table_id) <= p.MAX_TEXT):
            raise UnusableSave(Reason(m.REASON_SAVE_FIELD, key="table_id"))
        room = cls(table, code, options)
        room.started = started
        if table_id is not None:
            room.table_id = table_id
        for seat, info in _saved_seats(data["seats"], room.seats).items():
            room.seats[seat] = SeatInfo(name=info["name"], secret=info["secret"],
                                        gone_since=options.clock())
        return room

    # ----- who is here --------------------------------------------------------------

    def names(self) -> list[str]:
        """Each seat's name ("" for the default "Player N" in the listener's language)."""
        return [self.seats[s].name if s in self.seats else "" for s in range(self.players)]

    def peers(self) -> list[Peer]:
        seated = [info.peer for info in self.seats.values() if info.peer is not None]
        return seated + list(self.spectators)

    def has_secret(self, secret: str) -> bool:
        """Whether ``secret`` is one of this table's seat keys."""
        return any(info.secret is not None and secrets.compare_digest(info.secret, secret)
                   for info in self.seats.values())

    def join(self, peer: Peer, hello: dict[str, Any]) -> None:
        """Seat ``peer`` (a newcomer, a returning player with their secret, or a
        spectator); raises :class:`~accessible_ll.net.protocol.ProtocolError`."""
        if self.code and hello.get("code", "") != self.code:
            raise p.ProtocolError(p.BAD_CODE)
        peer.instance = hello.get("instance", "")
        if hello.get("identify"):  # which table this is: the client looks up its seat key
            peer.send(p.match_message("table", table=self.table_id, **self.identity()))
            return
        self.check_hello(hello)
        peer.lang = hello.get("lang", "")
        peer.bot = hello.get("bot", "")
        if hello.get("spectate"):
            self.spectators.add(peer)
            peer.joined = True
            self._welcome(peer, None)
            return self._catch_up(peer, hello.get("last_event", 0))
        secret = hello.get("secret") or None
        if secret is not None:
            return self._return(peer, secret, hello.get("last_event", 0),
                                bool(hello.get("take_over")))
        free = [s for s, info in self.seats.items() if info.secret is None]
        if not free:
            raise p.ProtocolError(p.TABLE_FULL)
        seat = free[0]
        name = hello.get("name", "")
        if name and heard_as(name) in self._names_heard(seat):
            raise p.ProtocolError(p.NAME_TAKEN, {"name": name, "free": self._free_name(name, seat)})
        info = self.seats[seat]
        info.secret, info.peer, info.name = secrets.token_urlsafe(16), peer, name
        peer.seat, peer.joined = seat, True
        self._welcome(peer, seat)
        self._notice(JOINED, seat)
        missing = sum(1 for i in self.seats.values() if i.secret is None)
        if missing:
            self._notice(WAITING, None, count=missing)
        else:
            self.started = True
            self._notice(BEGINS, None)
        self.save()
        self.broadcast()
        self.wake.set()

    def _names_heard(self, seat: int) -> set[str]:
        """The names the others at the table are heard by, as ``seat`` would sit down:
        the taken seats' names, and every other seat's "Player N" in every language (the
        seats of bots and of people who gave no name are called so)."""
        heard = {heard_as(info.name) for other, info in self.seats.items()
                 if other != seat and info.secret is not None and info.name}
        for other, names in enumerate(_player_names_heard(self.players)):
            if other != seat:
                heard.update(names)
        return heard

    def _free_name(self, name: str, seat: int) -> str:
        """A name like ``name`` that nobody else at the table is heard by: "Mia 2"."""
        taken = self._names_heard(seat)
        for number in range(2, 2 + len(taken) + 1):
            suffix = f" {number}"
            free = name[:MAX_NAME - len(suffix)].rstrip() + suffix
            if heard_as(free) not in taken:
                return free
        return ""

    def _return(self, peer: Peer, secret: str, last_event: int, take_over: bool) -> None:
        """A seat's key again: the same program coming back replaces its older (stale)
        connection; another computer with the same key is refused while the seat is
        taken, unless its person asks to take the seat over (then the other stops)."""
        seats = [s for s, info in self.seats.items()
                 if info.secret is not None and secrets.compare_digest(info.secret, secret)]
        if not seats:
            raise p.ProtocolError(p.BAD_SECRET)
        seat = seats[0]
        info = self.seats[seat]
        away = info.peer is None or not info.peer.open
        if not away:
            same = bool(peer.instance) and peer.instance == info.peer.instance
            if not same and not take_over:
                raise p.ProtocolError(p.SEAT_TAKEN)
            if not same:
                info.peer.send(p.error_message(p.SEAT_TAKEN_OVER))
            info.peer.close()
        info.peer, info.gone_since = peer, None
        peer.seat, peer.joined = seat, True
        self.reconnects += 1
        taken_over, info.taken_over = info.taken_over, False
        count, info.bot_actions = info.bot_actions, 0
        self._welcome(peer, seat)
        if taken_over:  # the summary that follows holds moves this player never chose
            peer.send(p.match_message("notice", code=PLAYED_FOR_YOU, seat=seat, names=self.names(),
                                count=count))
        if away:  # nobody heard that this seat had gone
            self._notice(BACK, seat)
        self._catch_up(peer, last_event)
        self.wake.set()

    def bye(self, peer: Peer) -> None:
        """``peer``'s person leaves on purpose: the others hear that they left (not that
        their connection was lost) when the connection ends, which the table ends now."""
        peer.said_bye = True
        peer.close()

    def leave(self, peer: Peer) -> None:
        """``peer``'s connection ended (after its ``bye``: its person left on purpose;
        the others hear whether a bot takes the seat, after the takeover time)."""
        peer.open = False
        self.spectators.discard(peer)
        info = self.seats.get(peer.seat) if peer.seat is not None else None
        if info is None or info.peer is not peer:
            return
        info.peer, info.gone_since = None, self.options.clock()
        if peer.said_bye and not self.finished:
            self._notice(LEFT, peer.seat, takeover=self.options.takeover)
        elif not self.finished:
            self._notice(AWAY, peer.seat)
        self.wake.set()

    # ----- telling everyone -----------------------------------------------------------

    def changed(self) -> None:
        """After every action: save, tell every peer, let the driver look again."""
        self.save()
        self.broadcast()
        self.wake.set()

    def _notice(self, code: str, seat: int | None, **values: Any) -> None:
        for peer in self.peers():
            if seat is None or peer.seat != seat:
                peer.send(p.match_message("notice", code=code, seat=seat, names=self.names(),
                                    **values))

    # ----- the driver: bots, pace, takeover, rounds -----------------------------------

    def _away_move(self, seat: int, level: str) -> tuple[float | None, tuple | None]:
        """A person's seat that decides: wait for them (None: until woken; else at most
        that long), or, once it has been empty for the takeover time, a bot's move."""
        info = self.seats[seat]
        takeover = self.options.takeover
        if info.peer is not None or takeover is None or info.gone_since is None:
            return None, None
        away = self.options.clock() - info.gone_since
        if away < takeover:
            return takeover - away, None
        return self.options.pace, ("bot", seat, level)

    def _playing_for(self, seat: int) -> None:
        """A bot makes a move for the person of ``seat`` (everyone hears it once)."""
        info = self.seats[seat]
        if not info.taken_over:
            info.taken_over = True
            info.bot_from = self.event_count()
            self._notice(TAKEOVER, seat)
        info.bot_actions += 1

    async def run(self) -> dict[str, Any]:
        """Play the game to its end; return its result."""
        while not self.over:
            await asyncio.sleep(0)
            if self.over:  # the last move came in meanwhile
                break
            if not self.started:
                await self._wait(None)
                continue
            delay, move = self.next_move()
            if move is None:
                await self._wait(delay)
                continue
            number = self.number
            if delay:
                await asyncio.sleep(delay)
            if self.number == number and self.next_move()[1] == move:
                self.make(move)
        self.finished = True
        self.save()
        for peer in self.peers():
            self._end(peer)
        return self.result()

    async def _wait(self, timeout: float | None) -> None:
        self.wake.clear()
        try:
            await asyncio.wait_for(self.wake.wait(), timeout)
        except asyncio.TimeoutError:
            pass
