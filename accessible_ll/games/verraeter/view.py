"""What one seat may know: the only filter between the state and a bot, the narrator
or a screen (contract §4).

Public: the ring (type, house, building and owner), allegiances, scores, the round,
the start player, the strategy holder, the battlefield, committed cards, counts of
hands, deck and discard pile, who has chosen in the draft, roles after the reveal.
Private to the seat: its hand, its action card until the reveal, the cards passed to it
in this round's draft. Never: the centre cards, the deck order, discarded values.

>>> from accessible_ll.games.verraeter.state import State
>>> state = State.new(4, seed=3)
>>> mine, spectator = view(state, 0), view(state, None)
>>> len(mine.hand), spectator.hand, spectator.hand_counts
(3, None, (3, 3, 3, 3))
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from accessible_ll.kit import hears

from . import cards as r
from .state import State


class Landscape(NamedTuple):
    """One landscape of the ring as everyone sees it."""
    position: int
    kind: str
    house: str
    owner: int | None
    building: str | None


class View(NamedTuple):
    """One seat's knowledge of the game (``seat`` None: a spectator).

    Attributes:
        roles: Each seat's action card once revealed; before the reveal only the
            viewer's own (others None).
        received: The action cards passed to the viewer in this round's draft.
        chosen: The seats that have kept an action card this round.
        sides: The house each battlefield landscape showed when it was marked (the
            battle's sides, still known once the losing landscape has turned).
        committed: Each seat's committed values this round (None: not yet).
        must_discard: How many cards the viewer must discard now (the hand limit).
    """
    seat: int | None
    players: int
    round_no: int
    rounds: int
    start: int
    phase: str
    deciders: tuple[int, ...]
    strategy: int
    ring: tuple[Landscape, ...]
    battlefield: tuple[int, int] | None
    sides: tuple[str, str] | None
    allegiances: tuple[str, ...]
    scores: tuple[int, ...]
    hand_counts: tuple[int, ...]
    deck_count: int
    discard_count: int
    reserve: tuple[int, ...]
    committed: tuple[tuple[int, ...] | None, ...]
    chosen: tuple[int, ...]
    revealed: bool
    roles: tuple[str | None, ...]
    switched: bool | None
    hand: tuple[int, ...] | None
    received: tuple[str, ...]
    must_discard: int
    ended: str | None

    def draft_order(self) -> tuple[int, ...]:
        """The seats in drafting (and committing) order, from the start player."""
        return tuple((self.start + k) % self.players for k in range(self.players))

    def fought(self) -> bool:
        """Whether this round's battle has been fought (the action cards turned up and
        the Traitor, if any, decided)."""
        return self.revealed and self.phase != "traitor"

    def diplomat(self) -> str | None:
        """The diplomat the viewer holds this round, or None (a spectator: None)."""
        role = self.roles[self.seat] if self.seat is not None else None
        return role if r.DIPLOMAT_STRENGTH.get(role, 0) else None


def view(state: State, seat: int | None) -> View:
    """What ``seat`` may know of ``state`` (None: a spectator, public only)."""
    own = seat is not None
    roles = tuple(state.roles) if state.revealed else tuple(
        card if own and s == seat else None for s, card in enumerate(state.roles))
    ring = _ring(state.kinds, tuple(state.houses), tuple(state.buildings))
    bf = state.battlefield
    must = (len(state.hands[seat]) - r.HAND_LIMIT
            if own and state.phase == "limit" and state.current == seat else 0)
    return View(
        seat=seat, players=state.players, round_no=state.round_no, rounds=state.rounds,
        start=state.start, phase=state.phase, deciders=state.deciders(),
        strategy=state.strategy, ring=ring,
        battlefield=None if bf is None else (bf, (bf + 1) % r.RING_SIZE),
        sides=state.sides,
        allegiances=tuple(state.allegiance), scores=tuple(state.scores),
        hand_counts=tuple(len(h) for h in state.hands), deck_count=len(state.deck),
        discard_count=len(state.discard), reserve=tuple(state.reserve),
        committed=tuple(state.committed),
        chosen=tuple(s for s in range(state.players) if state.roles[s] is not None),
        revealed=state.revealed, roles=roles, switched=state.switched,
        hand=tuple(state.hands[seat]) if own else None,
        received=tuple(state.offered[seat]) if own else (),
        must_discard=must, ended=state.ended)


_RINGS: dict[tuple, tuple[Landscape, ...]] = {}


def _ring(kinds: tuple, houses: tuple, buildings: tuple) -> tuple[Landscape, ...]:
    key = (kinds, houses, buildings)
    ring = _RINGS.get(key)
    if ring is None:
        ring = tuple(Landscape(p, kinds[p], houses[p], *(buildings[p] or (None, None)))
                     for p in range(r.RING_SIZE))
        if len(_RINGS) > 20_000:
            _RINGS.clear()
        _RINGS[key] = ring
    return ring


def events_for(log: Iterable, seat: int | None) -> list:
    """The events of ``log`` that ``seat`` may know (None: a spectator)."""
    return [event for event in log if hears(event, seat)]
