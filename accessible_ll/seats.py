"""The table as the people at one computer meet it: each seat's view, the events they
may hear, their open decision, and the action they submit.

The full-screen game talks only to a :class:`Seats`: :class:`LocalSeats` for a game at
this computer (one person with bots, or several people taking turns at the keyboard;
a seat at a table on another computer is a
:class:`~accessible_ll.net.match_client.RemoteMatch` under the game-free screen). News
comes back through a :class:`TableListener`, in the same order either
way: the events, then "changed" (look at who decides now).

>>> from accessible_ll.settings import Settings
>>> class Ear:
...     def __init__(self): self.events = []
...     def heard(self, events): self.events += events
...     def changed(self): pass
...     def refused(self, error): raise error
...     def told(self, line): pass
>>> seats, ear = LocalSeats.new(Settings(players=2, seats=["human", "random"]), 7), Ear()
>>> seats.start(ear)
>>> seats.people, seats.to_act in (0, 1), len(ear.events) > 0
((0,), True, True)
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from accessible_ll.engine import Action, IllegalAction
from accessible_ll.engine.events import visible_to
from accessible_ll.game import Decision
from accessible_ll.inputs import (
    Reason,
)
from accessible_ll.narration import messages as m
from accessible_ll.settings import Settings
from accessible_ll.saves import (  # noqa: F401 (kept where they were found)
    SAVE_VERSION, SAVED_GAME, KeptGame, SaveLock, UnusableSave, read_save, saved_game_path,
    set_aside)
from accessible_ll.table import LocalTable, since_last_turn
from accessible_ll.views import PlayerView, this_round

class TableListener(Protocol):
    """Who hears what the table tells the people at this computer."""

    def heard(self, events: list) -> None:
        """New events (only those a person here may hear)."""

    def changed(self) -> None:
        """The table moved on (or was reached): see who decides now."""

    def refused(self, error: IllegalAction) -> None:
        """The action just submitted was not allowed; nothing changed."""

    def told(self, line: str) -> None:
        """A sentence about the table itself (who joined, a lost connection), already
        in the listener's language."""


class Seats(ABC):
    """The table's side that a screen may use, and nothing more.

    Attributes:
        people: The seats whose people sit at this computer (none: a spectator).
        runs_here: Whether this computer deals the rounds and moves the bots (a
            local game), or the table does that elsewhere.
    """

    people: tuple[int, ...] = ()
    runs_here = True
    listener: TableListener | None = None
    #: The table can no longer be reached (or refused us): the game is gone.
    lost = False
    #: A saved game continued: this round so far is told again, after where it stands.
    resumed = False

    @property
    def keeps_game(self) -> bool:
        """Whether leaving keeps the game to be continued later."""
        return False

    @property
    def keeps_earlier(self) -> bool:
        """Whether leaving keeps only an earlier point of the game (the last moves
        could not be saved)."""
        return False

    # the table's facts
    players: int
    edition: str
    blind: bool

    @abstractmethod
    def start(self, listener: TableListener) -> None:
        """Tell ``listener`` what the people here may know so far, then everything new."""

    @abstractmethod
    def names(self) -> list[str]:
        """Each seat's given name ("" for the default "Player N")."""

    @property
    def ready(self) -> bool:
        """Whether the table's facts are known (a remote table: once it welcomed us)."""
        return True

    @property
    def started(self) -> bool:
        """Whether the game has begun (a remote table: once every seat is taken)."""
        return True

    @property
    @abstractmethod
    def moves(self) -> int:
        """How many actions and deals the game has seen (it grows with every move)."""

    @property
    @abstractmethod
    def to_act(self) -> int | None:
        """Who decides now (None between rounds, after the game, or not begun)."""

    @property
    @abstractmethod
    def round_over(self) -> bool:
        """Whether the round has ended (the game may have too)."""

    @property
    @abstractmethod
    def game_over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def view(self, seat: int | None) -> PlayerView:
        """What ``seat`` (None: the public) may see and review now."""

    @abstractmethod
    def ask(self, seat: int, chosen: dict[str, Any],
            answer: Callable[[Decision | Action], None]) -> None:
        """Find the next step of ``seat``'s decision after the parts ``chosen``; give
        it (or the finished action) to ``answer``, now or once the table replies."""

    @abstractmethod
    def submit(self, action: Action) -> None:
        """A person's action; a refusal goes to the listener's ``refused``."""

    def next_round(self) -> None:
        """Deal the next round, where the game runs here (elsewhere the table deals)."""

    def play_bot(self) -> None:
        """Let the bot that decides now move, where the game runs here (elsewhere the
        table moves its bots)."""

    def close(self) -> None:
        """The screen is done with the table."""


class LocalSeats(KeptGame, Seats):
    """A game at this computer, saved after every action when given a file.

    Args:
        table: The game.
        save: Where the game is written after each action (removed at its end).
        resumed: The game was continued from a save: the listener hears this round so
            far (the blind-player variant: this turn so far), not the whole game again.
    """

    def __init__(self, table: LocalTable, save: Path | None = None,
                 resumed: bool = False) -> None:
        self.table = table
        self.save_path = save
        self.resumed = resumed
        self.people = tuple(s for s in range(table.players) if not table.is_bot(s))
        self.keep(save, resumed)

    @classmethod
    def new(cls, settings: Settings, seed: int | None, save: Path | None = None
            ) -> LocalSeats:
        seats = cls(LocalTable(settings, seed=seed), save)
        seats.save()
        return seats

    @classmethod
    def resume(cls, path: Path) -> LocalSeats:
        """The game saved in ``path``, where it stopped (nothing is written).

        Raises:
            UnusableSave: the file is missing, damaged, finished or from another
                version; its ``reason`` says which.
        """
        data = read_save(path, SAVE_VERSION)
        if set(data) != {"version", "table"}:
            raise UnusableSave(Reason(m.REASON_NOT_SAVED_GAME))
        table = LocalTable.from_snapshot(data["table"])
        if table.game_over:
            raise UnusableSave(Reason(m.REASON_GAME_OVER))
        return cls(table, Path(path), resumed=True)

    @property
    def players(self) -> int:
        return self.table.players

    @property
    def edition(self) -> str:
        return self.table.edition

    @property
    def blind(self) -> bool:
        return self.table.blind

    @property
    def settings(self) -> Settings:
        return self.table.settings

    def names(self) -> list[str]:
        given = list(self.table.settings.names) + [""] * self.players
        return given[:self.players]

    @property
    def moves(self) -> int:
        return self.table.decision_no

    @property
    def to_act(self) -> int | None:
        return self.table.to_act

    @property
    def round_over(self) -> bool:
        return self.table.round_over

    @property
    def game_over(self) -> bool:
        return self.table.game_over

    def view(self, seat: int | None) -> PlayerView:
        return self.table.view(seat)

    def audible(self, events: list) -> list:
        """The events a person here (or, with none, the public) may hear."""
        return [e for e in events
                if visible_to(e, None) or any(visible_to(e, s) for s in self.people)]

    def start(self, listener: TableListener) -> None:
        self.listener = listener
        self.claim()
        events = self.table.everything()
        if self.resumed:  # the blind-player variant: only what a player may still review
            events = since_last_turn(this_round(events)) if self.blind else this_round(events)
        listener.heard(self.audible(events))
        listener.changed()

    def ask(self, seat: int, chosen: dict[str, Any],
            answer: Callable[[Decision | Action], None]) -> None:
        answer(self.table.decision(seat, chosen))

    def submit(self, action: Action) -> None:
        try:
            events = self.table.submit(action)
        except IllegalAction as error:
            return self.listener.refused(error)
        self._moved(events)

    def next_round(self) -> None:
        self._moved(self.table.next_round())

    def play_bot(self) -> None:
        self._moved(self.table.play_bot(self.table.to_act))

    def _moved(self, events: list) -> None:
        self.save()
        self.listener.heard(self.audible(events))
        self.listener.changed()

    # ----- the saved game -------------------------------------------------------------

    def _finished(self) -> bool:
        return self.table.game_over

    def _saved(self) -> dict[str, Any]:
        return {"version": SAVE_VERSION, "table": self.table.snapshot()}

    @classmethod
    def _continuable(cls, path: Path) -> None:
        cls.resume(path)

    def close(self) -> None:
        self.release()
