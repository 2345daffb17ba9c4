"""What one seat may see: the only window bots, the narrator and the UI have.

>>> from accessible_ll.kit import Chance
>>> from accessible_ll.games.love_letter.editions import find_edition
>>> from accessible_ll.games.love_letter.engine import GameState
>>> state = GameState.new(find_edition("2019"), 2, chance=Chance.exact(3), first=0)
>>> view = view_for(state, 1)
>>> len(view.hand), view.deck_count, view.legal_actions
(1, 14, ())
>>> spectator_view(state).hand
()
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from accessible_ll.games.love_letter.engine.actions import Action
from accessible_ll.games.love_letter.engine.events import Event, RoundStarted
from accessible_ll.games.love_letter.engine.state import GameState


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat's knowledge of the game (``seat`` None: a spectator, public only).

    Attributes:
        seat: Whose view this is, or None for a spectator.
        edition: The edition's id.
        players: The number of seats.
        round_no: The current round, from 1.
        tokens: Tokens per seat.
        target: Tokens needed to win.
        hand: This seat's own cards.
        discards: Every seat's discard pile (public), in order.
        alive: Whether each seat is still in the round.
        protected: Whether each seat is protected by a Handmaid.
        deck_count: Cards left in the deck.
        face_up: The 2-player face-up cards.
        set_aside: The set-aside card once the round is over and it was not drawn.
        current: Whose turn it is.
        to_act: Who decides now (None between rounds).
        phase: What ``to_act`` decides (see :mod:`accessible_ll.games.love_letter.engine.phases`).
        known: Seat to the card this seat knows they hold.
        known_by: Seat to the card of this seat's hand they know (after a Priest, a
            Baron, a King...): what the others know of this seat.
        bottom_known: Cards this seat put under the deck, still there, lowest first.
        bottom_positions: Where each of ``bottom_known`` lies, counted from the bottom
            card (0): higher once another player's Chancellor put cards beneath them.
        mark: The seat a Sycophant marked, or None.
        jesters: (Jester's player, chosen seat) pairs this round.
        round_winners: The winners of the last round that ended.
        legal_actions: This seat's legal actions now (empty unless it decides).
        log: Every event of the game this seat may know, in order.
        blind: Whether the blind-player variant is played (what the review keys say
            depends on it).
    """

    seat: int | None
    edition: str
    players: int
    round_no: int
    tokens: tuple[int, ...]
    target: int
    hand: tuple[str, ...]
    discards: tuple[tuple[str, ...], ...]
    alive: tuple[bool, ...]
    protected: tuple[bool, ...]
    deck_count: int
    face_up: tuple[str, ...]
    set_aside: str | None
    current: int
    to_act: int | None
    phase: str
    known: Mapping[int, str]
    known_by: Mapping[int, str]
    bottom_known: tuple[str, ...]
    mark: int | None
    jesters: tuple[tuple[int, int], ...]
    round_winners: tuple[int, ...]
    legal_actions: tuple[Action, ...]
    log: tuple[Event, ...]
    blind: bool = False
    bottom_positions: tuple[int, ...] = ()

    @property
    def is_my_turn(self) -> bool:
        """Whether this seat decides now."""
        return self.seat is not None and self.to_act == self.seat


def events_for(log: Iterable[Event], seat: int | None) -> list[Event]:
    """The events of ``log`` that ``seat`` may know (None: public only; the test of
    :func:`~accessible_ll.games.love_letter.engine.events.visible_to`, inline: a bot's
    every view reads the whole game's log)."""
    if seat is None:
        return [event for event in log if event.audience is None]
    return [event for event in log if event.audience is None or seat in event.audience]


def this_round(log: Sequence[Event]) -> list[Event]:
    """The events of ``log`` since the current round started."""
    for start in range(len(log) - 1, -1, -1):
        if isinstance(log[start], RoundStarted):
            return list(log[start:])
    return list(log)


def view_for(state: GameState, seat: int | None, with_log: bool = True) -> PlayerView:
    """What ``seat`` may see of ``state`` (None gives the spectator's view); without
    ``with_log`` the view's log is left empty (for a view sent apart from its events)."""
    mine = seat is not None
    bottom = sorted((pos, card) for s, pos, card in state.bottom_known if s == seat)
    return PlayerView(
        seat=seat,
        edition=state.edition.id,
        players=state.players,
        round_no=state.round_no,
        tokens=tuple(state.tokens),
        target=state.target,
        hand=tuple(state.hands[seat]) if mine else (),
        discards=tuple(tuple(pile) for pile in state.discards),
        alive=tuple(state.alive),
        protected=tuple(state.protected),
        deck_count=len(state.deck),
        face_up=tuple(state.face_up),
        set_aside=state.set_aside if state.round_over else None,
        current=state.current,
        to_act=state.to_act,
        phase=state.phase,
        known=dict(state.known[seat]) if mine else {},
        known_by={other: known[seat] for other, known in enumerate(state.known)
                  if mine and other != seat and seat in known},
        bottom_known=tuple(card for pos, card in bottom),
        mark=state.mark,
        jesters=tuple(state.jesters),
        round_winners=tuple(state.round_winners),
        legal_actions=state.legal_actions() if mine and state.to_act == seat else (),
        log=tuple(events_for(state.log, seat)) if with_log else (),
        blind=state.blind,
        bottom_positions=tuple(pos for pos, card in bottom),
    )


def spectator_view(state: GameState) -> PlayerView:
    """The public view: a teacher's or an onlooker's."""
    return view_for(state, None)
