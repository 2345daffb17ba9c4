"""The table: what one seat may see, hear and decide, with the bots behind it.

A seat is the unit every client deals with: its view, the events it may hear, its
open decision, and the action it submits. Whether the other seats are bots at this
computer or people elsewhere is the table's business, not the client's.

Bots below the expert choose from a generator made from the game's seed, their seat
and the decision's number, never from a generator's hidden state, so a game
continued from its saved journal plays on exactly as it would have without a stop.

>>> from accessible_ll.settings import Settings
>>> table = LocalTable(Settings(players=2, seats=["random", "random"]), seed=7)
>>> while not table.game_over:
...     _ = table.next_round() if table.round_over else table.play_bot(table.to_act)
>>> again = LocalTable.from_snapshot(table.snapshot())
>>> again.view(0).tokens == table.view(0).tokens and again.game_over
True
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Sequence

from accessible_ll.bots import LEVELS
from accessible_ll.engine import Action, IllegalAction
from accessible_ll.engine import errors as err
from accessible_ll.engine import events as ev
from accessible_ll.game import STEPS, Decision, GameHost
from accessible_ll.inputs import Reason
from accessible_ll.narration import messages as m

from accessible_ll.saves import (  # noqa: F401 (kept where they were found)
    MAX_SAVE_BYTES, SaveLock, UnusableSave, read_save, set_aside)
from accessible_ll.settings import HUMAN, Settings
from accessible_ll.views import PlayerView, events_for, view_for

from accessible_ll.match_seats import saved_settings  # noqa: E402,F401 (kept where it was found)

#: The level that plays a person's seat while they are away.
TAKEOVER_LEVEL = "heuristic"
#: A journal entry: the next round was dealt.
NEXT_ROUND = "next_round"
#: The most entries a saved journal may hold (a long game has a few hundred).
MAX_JOURNAL = 20_000


#: The largest seed a saved game may hold: a hosted table draws 128 secret bits.
SAVED_SEED_MAX = 2**128 - 1

def bot_rng(seed: int | str, seat: int, decision_no: int) -> random.Random:
    """The generator a bot uses for one decision: fixed by seed, seat and number.

    >>> bot_rng(1, 0, 5).random() == bot_rng(1, 0, 5).random()
    True
    """
    return random.Random(f"{seed}/{seat}/{decision_no}")


def since_last_turn(events: Sequence) -> list:
    """The events from the last turn's start on (all of them if no turn started): what
    the blind-player variant lets a player review."""
    for start in range(len(events) - 1, -1, -1):
        if isinstance(events[start], ev.TurnStarted):
            return list(events[start:])
    return list(events)


def remembered(view: PlayerView, blind: bool) -> PlayerView:
    """What a seat may review: in the blind-player variant only each player's last
    discard and the events since the current turn began."""
    if not blind:
        return view
    return dataclasses.replace(view, discards=tuple(pile[-1:] for pile in view.discards),
                               log=tuple(since_last_turn(view.log)))


class LocalTable:
    """One game played at this host: people's seats wait for their actions; bot
    seats are played here.

    Args:
        settings: The table (edition, seats: "human" or a bot level, target...).
        seed: Fixes the deck and the bots' choices (None: random).
    """

    def __init__(self, settings: Settings, seed: int | None = None) -> None:
        self.host = GameHost(settings, seed=seed)
        self.settings = self.host.settings
        self.journal: list[Any] = []
        self.takeover_bots: dict[int, Any] = {}

    # ----- the table's facts --------------------------------------------------------

    @property
    def seed(self) -> int:
        return self.host.seed

    @property
    def players(self) -> int:
        return self.settings.players

    @property
    def edition(self) -> str:
        return self.settings.edition

    @property
    def blind(self) -> bool:
        return self.settings.blind_variant

    @property
    def to_act(self) -> int | None:
        """Who decides now (None between rounds and after the game)."""
        return self.host.to_act

    @property
    def round_over(self) -> bool:
        return self.host.round_over

    @property
    def game_over(self) -> bool:
        return self.host.game_over

    @property
    def decision_no(self) -> int:
        """How many actions and deals the game has seen: the next decision's number."""
        return len(self.journal)

    @property
    def log_size(self) -> int:
        """How many events the game has had (the index the next one will get)."""
        return len(self.host.events)

    @property
    def rounds(self) -> int:
        """Rounds played so far (the current one included)."""
        return self.host.state.round_no

    def is_bot(self, seat: int | None) -> bool:
        """Whether ``seat`` is played by a bot at this table."""
        return seat is not None and self.settings.seats[seat] != HUMAN

    def result(self) -> dict[str, Any]:
        """The game's winners and tokens (winners empty while it runs)."""
        outcome = self.host.state.outcome()
        tokens = list(self.host.state.tokens)
        return {"game_winners": list(outcome.winners) if outcome else [], "tokens": tokens,
                "rounds": self.rounds}

    # ----- what a seat may know -----------------------------------------------------

    def view(self, seat: int | None, with_log: bool = True) -> PlayerView:
        """What ``seat`` may see and review now (None: a spectator); ``with_log``
        False leaves out the events (they travel on their own)."""
        return remembered(view_for(self.host.state, seat, with_log), self.blind)

    def everything(self) -> list:
        """Every event so far, private ones too (for the people at this computer to
        sort out: see :class:`~accessible_ll.seats.LocalSeats`)."""
        return list(self.host.events)

    def events(self, seat: int | None, start: int = 0) -> list:
        """The events from index ``start`` on that ``seat`` may hear."""
        return events_for(self.host.events[start:], seat)

    def missed(self, seat: int | None, start: int) -> list:
        """What ``seat`` missed since ``start``, as far as it may remember it."""
        missed = self.events(seat, start)
        return since_last_turn(missed) if self.blind else missed

    def decision(self, seat: int, chosen: dict[str, Any] | None = None) -> Decision | Action:
        """The next step of ``seat``'s open decision, or the finished action.

        Raises:
            IllegalAction: ``seat`` has nothing to decide, or ``chosen`` fits no
                legal action (code ``wrong_decision``).
        """
        chosen = dict(chosen or {})
        if chosen and self.to_act == seat:
            legal = self.host.state.legal_actions()
            if not any(all(getattr(a, k, None) == v for k, v in chosen.items()) for a in legal):
                raise IllegalAction(err.WRONG_DECISION, expected=self.host.state.phase)
        if any(step not in STEPS for step in chosen):
            raise IllegalAction(err.WRONG_DECISION, expected=self.host.state.phase)
        return self.host.decision(seat, chosen)

    # ----- moving the game on -------------------------------------------------------

    def submit(self, action: Action) -> list:
        """A person's action; raises IllegalAction (nothing changes) if not allowed."""
        events = self.host.apply(action)
        self.journal.append(action.to_json())
        return events

    def next_round(self) -> list:
        """Deal the next round (raises IllegalAction if the round is not over)."""
        events = self.host.next_round()
        self.journal.append(NEXT_ROUND)
        return events

    def bot_action(self, seat: int, level: str | None = None) -> Action:
        """What the bot at ``seat`` (or a ``level`` bot playing for a person) does."""
        if level is None:
            bot = self.host.bots[seat]
        else:
            bot = self.takeover_bots.setdefault(
                seat, LEVELS[level](blind_memory=self.blind))
        view = self.host.view(seat)
        return bot.choose(view, view.legal_actions, bot_rng(self.seed, seat, self.decision_no))

    def play_bot(self, seat: int, level: str | None = None) -> list:
        """Let the bot at ``seat`` decide; return the events."""
        if self.to_act != seat:
            raise IllegalAction(err.NOT_YOUR_TURN, to_act=self.to_act)
        return self.submit(self.bot_action(seat, level))

    # ----- saving and continuing ----------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """Everything needed to continue the game exactly: settings, seed, journal."""
        return {"settings": dataclasses.asdict(self.settings), "seed": self.seed,
                "journal": list(self.journal)}

    @classmethod
    def from_snapshot(cls, data: Any) -> "LocalTable":
        """The table of :meth:`snapshot`, checked and replayed to where it stopped.

        Raises:
            UnusableSave: the snapshot is damaged or does not replay (``reason`` says
                what is wrong).
        """
        if not isinstance(data, dict) or set(data) != {"settings", "seed", "journal"}:
            raise UnusableSave(Reason(m.REASON_NOT_SAVED_GAME))
        settings = saved_settings(data["settings"])
        seed, journal = data["seed"], data["journal"]
        if not isinstance(seed, int) or isinstance(seed, bool) \
                or not 0 <= seed <= SAVED_SEED_MAX:
            raise UnusableSave(Reason(m.REASON_SAVE_FIELD, key="seed"))
        if not isinstance(journal, list) or len(journal) > MAX_JOURNAL:
            raise UnusableSave(Reason(m.REASON_SAVE_FIELD, key="journal"))
        table = cls(settings, seed=seed)
        try:
            for entry in journal:
                if entry == NEXT_ROUND:
                    table.next_round()
                else:
                    table.submit(Action.from_json(entry))
        except (ValueError, TypeError, IllegalAction):
            raise UnusableSave(Reason(m.REASON_SAVE_NO_REPLAY)) from None
        return table
