"""What one seat may know (contract §9): the only window bots, the narrator and the UI
have on a game.

A seat sees its own hand and its own treasure; of the opponent, the hand's count and
each treasure pile's count (positions 1 to count). Courts, hearts, the discard pile,
the deck's count, every card played, every die and every revealed card are public.

>>> from accessible_ll.games.disloyal_royals.state import new_state
>>> state = new_state(3, first=0)
>>> mine, theirs = view(state, 0), view(state, None)
>>> len(mine.hand), mine.hand_counts, theirs.hand, mine.deck_count
(5, (5, 5), (), 36)
>>> [r.slot for r in mine.courts[1]]
['J', 'Q', 'K']
"""

from __future__ import annotations

from dataclasses import dataclass

from accessible_ll.games.disloyal_royals import cards as c
from accessible_ll.games.disloyal_royals.actions import Action
from accessible_ll.games.disloyal_royals.state import RoyalsState
from accessible_ll.kit import Outcome, hears


@dataclass(frozen=True, slots=True)
class RoyalView:
    """One court slot as a seat sees it.

    Attributes:
        slot: "J", "Q" or "K".
        card: The royal in it, or None (assassinated, not yet succeeded).
        defence: The hearts on it, the top one last.
        treasure_count: How many cards are buried behind it.
        treasure: The buried cards, position 1 first: only for their owner (else None).
    """
    slot: str
    card: str | None
    defence: tuple[str, ...]
    treasure_count: int
    treasure: tuple[str, ...] | None

    @property
    def threshold(self) -> int | None:
        """What one die needs against this royal (None: the slot is empty)."""
        return None if self.card is None else c.threshold(self.slot, c.suit(self.card))


@dataclass(frozen=True, slots=True)
class RoyalsView:
    """One seat's knowledge of the game (``seat`` None: a spectator, public only).

    Attributes:
        seat: Whose view this is.
        players: Always 2.
        first: Who played the first turn.
        current: Whose turn it is.
        phase: "act", "pick" (a dig waits for a position) or "over".
        actions_taken: Actions taken this turn.
        hand: This seat's cards (empty for a spectator).
        hand_counts: Every seat's number of cards in hand.
        courts: ``courts[seat]``: the J, Q and K slots.
        deck_count: Cards left in the deck.
        reshuffle_used: Whether the one reshuffle has happened.
        discard: The discard pile, bottom first (public).
        dig: A dig waiting for positions: (target seat, slot, picks left), else None.
        outcome: The result once the game is over.
        legal_actions: This seat's legal actions now (empty unless it decides).
        log: Every event of the game this seat may know, in order.
    """
    seat: int | None
    players: int
    first: int
    current: int
    phase: str
    actions_taken: int
    hand: tuple[str, ...]
    hand_counts: tuple[int, ...]
    courts: tuple[tuple[RoyalView, ...], ...]
    deck_count: int
    reshuffle_used: bool
    discard: tuple[str, ...]
    dig: tuple[int, str, int] | None
    outcome: Outcome | None
    legal_actions: tuple[Action, ...]
    log: tuple

    @property
    def is_my_turn(self) -> bool:
        """Whether this seat decides now."""
        return self.seat is not None and self.phase != "over" and self.current == self.seat


def view(state: RoyalsState, seat: int | None, with_log: bool = True) -> RoyalsView:
    """What ``seat`` may know of ``state`` (None: a spectator); without ``with_log``
    the view's log is left empty."""
    dig = None
    if state.dig is not None:
        target, slot, picks, _ = state.dig
        dig = (target, c.SLOTS[slot], picks)
    return RoyalsView(
        seat=seat,
        players=state.players,
        first=state.first,
        current=state.current,
        phase=state.phase,
        actions_taken=state.actions_taken,
        hand=tuple(state.hands[seat]) if seat is not None else (),
        hand_counts=tuple(len(h) for h in state.hands),
        courts=tuple(_court(state, owner, seat) for owner in (0, 1)),
        deck_count=len(state.deck),
        reshuffle_used=state.reshuffle_used,
        discard=tuple(state.discard),
        dig=dig,
        outcome=state.result,
        legal_actions=tuple(state.legal_actions(seat)) if seat is not None else (),
        log=tuple(e for e in state.log if hears(e, seat)) if with_log else (),
    )


def _court(state: RoyalsState, owner: int, seat: int | None) -> tuple[RoyalView, ...]:
    return tuple(
        RoyalView(slot, state.royals[owner][i], tuple(state.defence[owner][i]),
                  len(state.treasure[owner][i]),
                  tuple(state.treasure[owner][i]) if owner == seat else None)
        for i, slot in enumerate(c.SLOTS))
