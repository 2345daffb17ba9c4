"""The whole truth of a game of Verräter: hands, deck order, the centre cards.

Only the engine, its tests and :func:`accessible_ll.games.verraeter.view.view` read a
``State``; bots and the narrator see a view.

>>> state = State.new(4, seed=7)
>>> state.phase, len(state.deciders()), len(state.deck)
('estates', 1, 15)
>>> events = state.apply(state.legal_actions(state.deciders()[0])[0])
>>> [e.kind for e in events]
['built', 'deciding']
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any, Iterable, Sequence

from accessible_ll.kit import Chance, Outcome

from . import errors as err
from . import events as ev
from . import cards as r
from .actions import Action

# Phases: who decides what.
ESTATES = "estates"          # setup: each places an Estate, from the start player
BATTLEFIELD = "battlefield"  # P1: the strategy card's holder marks a pair
DRAFT = "draft"              # P2: each keeps one action card, in turn
COMMIT = "commit"            # P3: each commits supply cards, in turn
TRAITOR = "traitor"          # P4: the Traitor's holder switches or not
BUILDER = "builder"          # P6: the Builder's holder builds or passes
DISCARD = "discard"          # P8 (1): a voluntary discard before drawing
LIMIT = "limit"              # P8 (3): down to the hand limit after drawing
OVER = "over"

#: Which action field each phase takes.
_DECISIONS = {
    ESTATES: ("place",), BATTLEFIELD: ("battlefield",), DRAFT: ("keep",),
    COMMIT: ("commit",), TRAITOR: ("switch",), BUILDER: ("place", "upgrade", "skip"),
    DISCARD: ("discard",), LIMIT: ("discard",),
}

#: What the seat that decides in each phase decides (told by a ``deciding`` event).
DECIDING = {ESTATES: "place", BATTLEFIELD: "battlefield", DRAFT: "keep", COMMIT: "commit",
            TRAITOR: "switch", BUILDER: "build", DISCARD: "discard", LIMIT: "limit"}


class State:
    """A game of Verräter for 3-5 players (seats 0.., clockwise; "left" is seat + 1).

    Attributes:
        players: The number of seats.
        rounds: The rounds this game lasts at most.
        round_no: The current round (0 during setup).
        start: The start player (S).
        phase: One of the phase constants of this module.
        current: The seat that decides now (None at the end).
        allegiance: Each seat's house now.
        kinds: The landscape type at each ring position (0-11).
        houses: The house each landscape shows now.
        buildings: Per position, None or (owner, ESTATE / TRADING_POST).
        reserve: Buildings each seat has not placed yet.
        hands: Each seat's supply values.
        deck: The face-down deck, top card first.
        discard: The discard pile.
        scores: Points per seat.
        strategy: The holder of the strategy and battlefield cards.
        battlefield: The marked pair's first position (the other is + 1), or None.
        sides: The house each landscape of the battlefield showed when it was marked
            (first, second), so the battle is known once the loser's landscape has
            turned; None before the battlefield is marked.
        centre: The face-down action cards in the centre (nobody sees them).
        packet: The action cards the current drafter holds to choose from.
        offered: Per seat, the cards they received in this round's draft.
        roles: Per seat, the action card kept this round (None before keeping).
        committed: Per seat, the values committed this round (None before).
        revealed: Whether this round's action cards are face up.
        switched: Whether this round's Traitor switched (None: not decided).
        drafted: How many players have kept a card this round.
        log: Every event of the game.
        shuffles: Orders fixed by a scenario, used by the next shuffles (action cards:
            centre card first; decks: top first).
    """

    __slots__ = (
        "players", "rounds", "round_no", "start", "phase", "current", "allegiance",
        "kinds", "houses", "buildings", "reserve", "hands", "deck", "discard", "scores",
        "strategy", "battlefield", "sides", "centre", "packet", "offered", "roles", "committed",
        "revealed", "switched", "drafted", "log", "chance", "shuffles", "ended",
    )

    # ----- construction -------------------------------------------------------------

    @classmethod
    def new(cls, players: int, seed: int | str = 0, *, start: int | None = None,
            shuffles: Iterable[Sequence] = ()) -> "State":
        """A new game: allegiances from the start player, the ring and the supply
        shuffled, three cards dealt; the start player places the first Estate.

        Raises:
            ValueError: an unsupported player count.
        """
        if players not in r.ROUNDS:
            raise ValueError(f"Verräter is for {r.PLAYER_COUNTS} players")
        state = cls._blank(players, seed, shuffles)
        state.start = state.chance.choice(range(players)) if start is None else start
        state.allegiance = list(r.allegiances(players, state.start))
        ring = list(r.LANDSCAPES)
        state._shuffle(ring)
        state.kinds = tuple(kind for kind, _ in ring)
        state.houses = [house for _, house in ring]
        deck = list(r.SUPPLY)
        state._shuffle(deck)
        order = [(r.FIRST_DEALT + turn) % players for turn in range(players)]
        state.hands = [sorted(deck[order.index(seat) * r.DEAL:][:r.DEAL])
                       for seat in range(players)]
        state.deck = deck[players * r.DEAL:]
        state.strategy = (state.start + 1) % players
        state.phase, state.current = ESTATES, state.start
        state.log.append(ev.GameStarted(
            players, state.start, tuple(state.allegiance), tuple(ring), state.rounds,
            tuple(len(h) for h in state.hands), len(state.deck), state.strategy))
        for seat in range(players):
            state.log.append(ev.Dealt(seat, tuple(state.hands[seat]), audience=(seat,)))
        state._deciding(state.log)
        return state

    @classmethod
    def from_position(cls, position: dict[str, Any], seed: int | str = 0, *,
                      shuffles: Iterable[Sequence] = ()) -> "State":
        """A game set up at the start of a round (or of the Estates) from a position:
        see docs/verraeter.md for its keys.

        Raises:
            ValueError: the position is incomplete or not possible.
        """
        players = position["players"]
        state = cls._blank(players, seed, shuffles)
        state.start = position.get("start", 0)
        state.allegiance = list(position.get(
            "allegiances", r.allegiances(players, state.start)))
        ring = [tuple(item) for item in position["ring"]]
        if Counter(k for k, _ in ring) != Counter(k for k, _ in r.LANDSCAPES) or \
                any(h not in r.HOUSES for _, h in ring):
            raise ValueError("the ring holds each landscape type twice, each Hawk or Rose")
        state.kinds = tuple(kind for kind, _ in ring)
        state.houses = [house for _, house in ring]
        if state.one_house():
            raise ValueError("a game whose ring is one house has ended")
        for item in position.get("buildings", ()):
            state.buildings[item["position"]] = (item["owner"], item.get("kind", r.ESTATE))
            state.reserve[item["owner"]] -= 1
        if "reserve" in position:
            state.reserve = list(position["reserve"])
        state.hands = [sorted(hand) for hand in position["hands"]]
        state.deck = list(position.get("deck", ()))
        state.discard = list(position.get("discard", ()))
        state.scores = list(position.get("scores", [0] * players))
        state.strategy = position.get("strategy", (state.start + 1) % players)
        if "rounds" in position:
            state.rounds = position["rounds"]
        held = Counter(state.deck) + Counter(state.discard)
        for hand in state.hands:
            held += Counter(hand)
        if held != r.SUPPLY_COUNTER:
            raise ValueError(f"the supply cards must be the {len(r.SUPPLY)} of the game")
        state.log.append(ev.GameStarted(
            players, state.start, tuple(state.allegiance), tuple(ring), state.rounds,
            tuple(len(h) for h in state.hands), len(state.deck), state.strategy))
        if position.get("phase", "round") == ESTATES:
            state.phase, state.current = ESTATES, state.start
        else:
            state.round_no = position.get("round", 1) - 1
            state._start_round(state.log)
        state._deciding(state.log)
        return state

    @classmethod
    def _blank(cls, players: int, seed: int | str, shuffles: Iterable[Sequence]) -> "State":
        state = cls.__new__(cls)
        state.players = players
        state.rounds = r.ROUNDS[players]
        state.round_no = 0
        state.chance = Chance(seed)
        state.shuffles = [list(order) for order in shuffles]
        state.buildings = [None] * r.RING_SIZE
        state.reserve = [r.BUILDINGS_PER_PLAYER] * players
        state.discard = []
        state.scores = [0] * players
        state.battlefield = None
        state.sides = None
        state.centre = []
        state.packet = []
        state.offered = [()] * players
        state.roles = [None] * players
        state.committed = [None] * players
        state.revealed = False
        state.switched = None
        state.drafted = 0
        state.log = []
        state.ended = None
        return state

    def copy(self) -> "State":
        """An independent copy (its chance goes on exactly as this one's would)."""
        other = State.__new__(State)
        for name in State.__slots__:
            setattr(other, name, getattr(self, name))
        for name in ("allegiance", "houses", "buildings", "reserve", "deck", "discard",
                     "scores", "centre", "packet", "offered", "roles", "committed", "log"):
            setattr(other, name, list(getattr(self, name)))
        other.hands = [list(hand) for hand in self.hands]
        other.shuffles = [list(order) for order in self.shuffles]
        other.chance = Chance(self.chance.seed)
        other.chance.restore(self.chance.state())
        return other

    # ----- the kit's State protocol -------------------------------------------------

    def deciders(self) -> tuple[int, ...]:
        """Who decides now: one seat (every decision of this game is taken in turn;
        the reveal itself is simultaneous and needs no decision), none at the end."""
        return () if self.current is None else (self.current,)

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (empty when it does not decide)."""
        if seat != self.current:
            return []
        phase = self.phase
        if phase == ESTATES:
            return [Action(seat, place=p) for p in self._free_positions()]
        if phase == BATTLEFIELD:
            return [Action(seat, battlefield=p) for p in self.battlefields()]
        if phase == DRAFT:
            return [Action(seat, keep=card) for card in sorted(set(self.packet))]
        if phase == COMMIT:
            return _choices("commit", seat, self.hands[seat], None)
        if phase == TRAITOR:
            return [Action(seat, switch=False), Action(seat, switch=True)]
        if phase == BUILDER:
            return self._builder_actions(seat)
        if phase == DISCARD:
            return _choices("discard", seat, self.hands[seat], None)
        if phase == LIMIT:
            return _choices("discard", seat, self.hands[seat],
                            len(self.hands[seat]) - r.HAND_LIMIT)
        return []

    def apply(self, action: Action) -> list:
        """Carry out ``action``; return the events it caused, in order.

        Raises:
            Refused: the action is not allowed now; the state is unchanged.
        """
        self._check(action)
        events: list = []
        getattr(self, "_do_" + self.phase)(action, events)
        self._deciding(events)
        self.log.extend(events)
        return events

    def outcome(self) -> Outcome | None:
        """The winners (several: a shared win) and the scores, once the game is over."""
        if self.phase != OVER:
            return None
        return Outcome(self._winners(), tuple(self.scores))

    def _deciding(self, events: list) -> None:
        """Tell who decides next and what (nobody at the end)."""
        if self.current is not None:
            events.append(ev.Deciding(self.current, DECIDING[self.phase]))

    # ----- questions ----------------------------------------------------------------

    def battlefields(self) -> list[int]:
        """Each position p whose pair (p, p + 1) shows both houses."""
        houses, size = self.houses, r.RING_SIZE
        return [p for p in range(size) if houses[p] != houses[(p + 1) % size]]

    def draws_due(self, seat: int) -> int:
        """How many cards ``seat`` draws in the supply phase (P8 step 2)."""
        role = self.roles[seat]
        if role == r.FARMER:
            due = r.FARMER_DRAW
        else:
            house = self.allegiance[seat]
            due = min(r.DRAW_CAP, sum(
                1 for p, b in enumerate(self.buildings)
                if b == (seat, r.ESTATE) and self.houses[p] == house))
        if role == r.DIPLOMAT2:
            due = (min(r.DRAW_CAP, due + r.DIPLOMAT2_DRAW) if r.DIPLOMAT2_DRAW_INSIDE_CAP
                   else due + r.DIPLOMAT2_DRAW)
        return due

    def strengths(self) -> dict[str, tuple[int, int, int]]:
        """Each house's (base, committed total, diplomats) on the battlefield now."""
        first, second = self.battlefield, (self.battlefield + 1) % r.RING_SIZE
        parts = {}
        for house in r.HOUSES:
            where = first if self.houses[first] == house else second
            committed = sum(sum(self.committed[s] or ()) for s in range(self.players)
                            if self.allegiance[s] == house)
            diplomats = sum(bonus for card, bonus in r.DIPLOMAT_STRENGTH.items()
                            for s in range(self.players)
                            if self.roles[s] == card and self.allegiance[s] == house)
            parts[house] = (r.BASE[self.kinds[where]], committed, diplomats)
        return parts

    def trading_posts(self, seat: int) -> int:
        """How many Trading posts ``seat`` has."""
        return sum(1 for b in self.buildings if b == (seat, r.TRADING_POST))

    def one_house(self) -> bool:
        """Whether every landscape shows the same house."""
        return len(set(self.houses)) == 1

    # ----- checking -----------------------------------------------------------------

    def _check(self, action: Action) -> None:
        if self.phase == OVER:
            raise err.Refused(err.GAME_OVER)
        decision = action.decision if isinstance(action, Action) else None
        if decision is None:
            raise err.Refused(err.MALFORMED_ACTION)
        if action.seat != self.current:
            raise err.Refused(err.NOT_YOUR_TURN, seat=action.seat, current=self.current)
        if decision not in _DECISIONS[self.phase]:
            raise err.Refused(err.WRONG_DECISION, decision=decision, phase=self.phase)
        getattr(self, "_check_" + decision)(action)

    def _check_place(self, action: Action) -> None:
        position = action.place
        if not 0 <= position < r.RING_SIZE:
            raise err.Refused(err.NO_SUCH_LANDSCAPE, position=position)
        if self.reserve[action.seat] <= 0:
            raise err.Refused(err.NO_RESERVE)
        if self.buildings[position] is not None:
            raise err.Refused(err.LANDSCAPE_BUILT, position=position,
                              owner=self.buildings[position][0])
        if r.BUILD_ONLY_UNDER_OWN_HOUSE and \
                self.houses[position] != self.allegiance[action.seat]:
            raise err.Refused(err.WRONG_DECISION, position=position)

    def _check_upgrade(self, action: Action) -> None:
        position = action.upgrade
        if not 0 <= position < r.RING_SIZE:
            raise err.Refused(err.NO_SUCH_LANDSCAPE, position=position)
        if self.buildings[position] != (action.seat, r.ESTATE):
            raise err.Refused(err.NOT_YOUR_ESTATE, position=position)
        if self.trading_posts(action.seat) >= r.MAX_TRADING_POSTS:
            raise err.Refused(err.TRADING_POSTS_FULL, limit=r.MAX_TRADING_POSTS)

    def _check_skip(self, action: Action) -> None:
        if action.skip is not True:
            raise err.Refused(err.MALFORMED_ACTION)

    def _check_switch(self, action: Action) -> None:
        pass

    def _check_battlefield(self, action: Action) -> None:
        position = action.battlefield
        if not 0 <= position < r.RING_SIZE:
            raise err.Refused(err.NO_SUCH_LANDSCAPE, position=position)
        if self.houses[position] == self.houses[(position + 1) % r.RING_SIZE]:
            raise err.Refused(err.SAME_HOUSE, position=position)

    def _check_keep(self, action: Action) -> None:
        if action.keep not in self.packet:
            raise err.Refused(err.CARD_NOT_OFFERED, card=action.keep)

    def _check_commit(self, action: Action) -> None:
        self._check_held(action.seat, action.commit)

    def _check_discard(self, action: Action) -> None:
        self._check_held(action.seat, action.discard)
        if self.phase == LIMIT:
            excess = len(self.hands[action.seat]) - r.HAND_LIMIT
            if len(action.discard) != excess:
                raise err.Refused(err.WRONG_DISCARD_COUNT, count=len(action.discard),
                                  needed=excess)

    def _check_held(self, seat: int, values: tuple[int, ...]) -> None:
        left = list(self.hands[seat])
        for value in values:
            if value not in left:
                raise err.Refused(err.CARD_NOT_IN_HAND, values=values)
            left.remove(value)

    # ----- setup --------------------------------------------------------------------

    def _do_estates(self, action: Action, events: list) -> None:
        self._build(action.seat, action.place, ev.BY_SETUP, events)
        placed = r.BUILDINGS_PER_PLAYER * self.players - sum(self.reserve)
        if placed < self.players:
            self.current = (action.seat + 1) % self.players
        else:
            self._start_round(events)

    def _build(self, seat: int, position: int, reason: str, events: list) -> None:
        self.buildings[position] = (seat, r.ESTATE)
        self.reserve[seat] -= 1
        events.append(ev.Built(seat, position, reason))

    # ----- P1 battlefield -----------------------------------------------------------

    def _start_round(self, events: list) -> None:
        self.round_no += 1
        self.battlefield, self.sides = None, None
        self.centre, self.packet = [], []
        self.offered = [()] * self.players
        self.roles = [None] * self.players
        self.committed = [None] * self.players
        self.revealed, self.switched, self.drafted = False, None, 0
        events.append(ev.RoundStarted(self.round_no, self.rounds, self.start,
                                      self.strategy))
        self.phase, self.current = BATTLEFIELD, self.strategy

    def _do_battlefield(self, action: Action, events: list) -> None:
        self.battlefield = action.battlefield
        self.sides = (self.houses[action.battlefield],
                      self.houses[(action.battlefield + 1) % r.RING_SIZE])
        events.append(ev.BattlefieldChosen(action.seat, action.battlefield,
                                           (action.battlefield + 1) % r.RING_SIZE))
        self._start_draft(events)

    # ----- P2 draft -----------------------------------------------------------------

    def _start_draft(self, events: list) -> None:
        cards = list(r.ACTION_CARDS)
        self._shuffle(cards)
        self.centre = cards[:r.CENTRE_BEFORE_DRAFT]
        self.packet = cards[r.CENTRE_BEFORE_DRAFT:]
        events.append(ev.DraftStarted(len(self.centre)))
        self._offer(self.start, None, events)

    def _offer(self, seat: int, giver: int | None, events: list) -> None:
        self.offered[seat] = tuple(self.packet)
        events.append(ev.Offered(seat, giver, tuple(self.packet), audience=(seat,)))
        self.phase, self.current = DRAFT, seat

    def _do_draft(self, action: Action, events: list) -> None:
        seat = action.seat
        self.packet.remove(action.keep)
        self.roles[seat] = action.keep
        self.drafted += 1
        events.append(ev.Kept(seat))
        events.append(ev.KeptCard(seat, action.keep, audience=(seat,)))
        if self.drafted < self.players:
            receiver = (seat + 1) % self.players
            events.append(ev.Passed(seat, receiver, len(self.packet)))
            self._offer(receiver, seat, events)
            return
        self.centre += self.packet
        self.packet = []
        events.append(ev.DraftEnded(seat, len(self.centre)))
        self.phase, self.current = COMMIT, self.start

    # ----- P3 commit, P4 reveal -----------------------------------------------------

    def _do_commit(self, action: Action, events: list) -> None:
        seat = action.seat
        _take(self.hands[seat], action.commit)
        self.committed[seat] = tuple(sorted(action.commit, reverse=True))
        events.append(ev.Committed(seat, self.committed[seat]))
        if None in self.committed:
            self.current = (seat + 1) % self.players
        else:
            self._reveal(events)

    def _reveal(self, events: list) -> None:
        self.revealed = True
        events.append(ev.Revealed(tuple(self.roles)))
        if r.STRATEGIST in self.roles:
            self._score(self.roles.index(r.STRATEGIST), r.STRATEGIST_POINTS,
                        ev.FOR_STRATEGIST, None, events)
        if r.TRAITOR in self.roles:
            self.phase, self.current = TRAITOR, self.roles.index(r.TRAITOR)
        else:
            self._battle(events)

    def _do_traitor(self, action: Action, events: list) -> None:
        seat = action.seat
        self.switched = action.switch
        if action.switch:
            self.allegiance[seat] = r.other(self.allegiance[seat])
        events.append(ev.TraitorDecided(seat, action.switch, self.allegiance[seat]))
        if action.switch or not r.TRAITOR_POINT_ONLY_ON_SWITCH:
            self._score(seat, r.TRAITOR_POINTS, ev.FOR_TRAITOR, None, events)
        self._battle(events)

    # ----- P5 battle ----------------------------------------------------------------

    def _battle(self, events: list) -> None:
        parts = self.strengths()
        hawk, rose = sum(parts[r.HAWK]), sum(parts[r.ROSE])
        first, second = self.battlefield, (self.battlefield + 1) % r.RING_SIZE
        where = {self.houses[first]: first, self.houses[second]: second}
        winner = None if hawk == rose and r.TIE_HAS_NO_WINNER else (
            r.HAWK if hawk > rose else r.ROSE)
        events.append(ev.BattleFought(where[r.HAWK], where[r.ROSE], hawk, rose,
                                      parts[r.HAWK], parts[r.ROSE], winner))
        if winner is not None:
            lost = where[r.other(winner)]
            self.houses[lost] = winner
            seats = tuple(s for s in range(self.players) if self.allegiance[s] == winner)
            events.append(ev.LandscapeTurned(lost, winner, seats))
            gain = r.points(self.kinds[lost], len(seats))
            for seat in seats:
                self._score(seat, gain, ev.FOR_BATTLE, lost, events)
        if r.BUILDER in self.roles:
            self.phase, self.current = BUILDER, self.roles.index(r.BUILDER)
        else:
            self._strategy_card(events)

    def _score(self, seat: int, points: int, reason: str, position: int | None,
               events: list) -> None:
        self.scores[seat] += points
        events.append(ev.PointsScored(seat, points, self.scores[seat], reason, position))

    # ----- P6 builder, P7 strategy card ---------------------------------------------

    def _builder_actions(self, seat: int) -> list[Action]:
        actions = [Action(seat, skip=True)]
        if self.reserve[seat] > 0:
            actions += [Action(seat, place=p) for p in self._free_positions(seat)]
        if self.trading_posts(seat) < r.MAX_TRADING_POSTS:
            actions += [Action(seat, upgrade=p) for p, b in enumerate(self.buildings)
                        if b == (seat, r.ESTATE)]
        return actions

    def _free_positions(self, seat: int | None = None) -> list[int]:
        own = self.allegiance[seat] if seat is not None else None
        return [p for p, b in enumerate(self.buildings) if b is None and not (
            r.BUILD_ONLY_UNDER_OWN_HOUSE and own is not None and self.houses[p] != own)]

    def _do_builder(self, action: Action, events: list) -> None:
        seat = action.seat
        if action.place is not None:
            self._build(seat, action.place, ev.BY_BUILDER, events)
        elif action.upgrade is not None:
            self.buildings[action.upgrade] = (seat, r.TRADING_POST)
            events.append(ev.Upgraded(seat, action.upgrade))
        else:
            events.append(ev.BuilderPassed(seat))
        self._strategy_card(events)

    def _strategy_card(self, events: list) -> None:
        if r.STRATEGIST in self.roles:
            self.strategy = self.roles.index(r.STRATEGIST)
            events.append(ev.StrategyCard(self.strategy, True))
        else:
            events.append(ev.StrategyCard(self.strategy, False))
        self._start_supply(events)

    # ----- P8 supply ----------------------------------------------------------------

    def _start_supply(self, events: list) -> None:
        committed = [v for values in self.committed for v in values or ()]
        self.discard += committed
        events.append(ev.CommitmentsDiscarded(len(committed)))
        self.phase, self.current = DISCARD, self.start

    def _do_discard(self, action: Action, events: list) -> None:
        seat = action.seat
        self._throw(seat, action.discard, ev.VOLUNTARY, events)
        self._draw(seat, events)
        if len(self.hands[seat]) > r.HAND_LIMIT:
            self.phase = LIMIT
        else:
            self._next_supplier(seat, events)

    def _do_limit(self, action: Action, events: list) -> None:
        self._throw(action.seat, action.discard, ev.HAND_LIMIT, events)
        self._next_supplier(action.seat, events)

    def _throw(self, seat: int, values: tuple[int, ...], reason: str,
               events: list) -> None:
        _take(self.hands[seat], values)
        self.discard += values
        events.append(ev.Discarded(seat, len(values), reason))
        if values:
            events.append(ev.DiscardedCards(seat, tuple(sorted(values)), audience=(seat,)))

    def _draw(self, seat: int, events: list) -> None:
        due = self.draws_due(seat)
        drawn = []
        for _ in range(due):
            if not self.deck:
                if not self.discard:
                    break
                self.deck, self.discard = self.discard, []
                self._shuffle(self.deck)
                events.append(ev.Reshuffled(len(self.deck)))
            drawn.append(self.deck.pop(0))
        self.hands[seat] = sorted(self.hands[seat] + drawn)
        events.append(ev.Drew(seat, len(drawn), due))
        if drawn:
            events.append(ev.DrewCards(seat, tuple(drawn), audience=(seat,)))

    def _next_supplier(self, seat: int, events: list) -> None:
        following = (seat + 1) % self.players
        if following != self.start:
            self.phase, self.current = DISCARD, following
        else:
            self._end_round(events)

    # ----- P9 end of round, end of game ---------------------------------------------

    def _end_round(self, events: list) -> None:
        ends = (ev.ONE_HOUSE if self.one_house()
                else ev.LAST_ROUND if self.round_no >= self.rounds else None)
        events.append(ev.RoundEnded(self.round_no, ends))
        if ends is not None:
            self._end_game(ends, events)
            return
        self.start = (self.start + 1) % self.players
        events.append(ev.StartPassed(self.start))
        self._start_round(events)

    def _end_game(self, reason: str, events: list) -> None:
        for position, building in enumerate(self.buildings):
            if building is not None and building[1] == r.TRADING_POST:
                owner = building[0]
                self._score(owner, min(r.TRADING_POST_CAP, len(self.hands[owner])),
                            ev.FOR_TRADING_POST, position, events)
        self.phase, self.current, self.ended = OVER, None, reason
        events.append(ev.GameEnded(reason, self._winners(), tuple(self.scores)))

    def _winners(self) -> tuple[int, ...]:
        best = max(self.scores)
        winners = tuple(s for s in range(self.players) if self.scores[s] == best)
        return winners if r.SHARED_WIN or len(winners) == 1 else ()

    # ----- chance -------------------------------------------------------------------

    def _shuffle(self, items: list) -> None:
        if self.shuffles:
            order = self.shuffles.pop(0)
            if Counter(order) != Counter(items):
                raise err.ShuffleMismatch(order, items, len(self.shuffles))
            items[:] = order
        else:
            self.chance.shuffle(items)


def _take(hand: list[int], values: Iterable[int]) -> None:
    for value in values:
        hand.remove(value)


_SUBSETS: dict[tuple, tuple] = {}
_CHOICES: dict[tuple, list] = {}


def _choices(field: str, seat: int, hand: list[int], size: int | None) -> list[Action]:
    """Every commit or discard of values from ``hand`` (of ``size`` cards if given)."""
    key = (field, seat, tuple(hand), size)
    found = _CHOICES.get(key)
    if found is None:
        found = [Action(seat, **{field: c}) for c in _submultisets(hand, size)]
        if len(_CHOICES) > 50_000:
            _CHOICES.clear()
        _CHOICES[key] = found
    return list(found)


def _submultisets(hand: Sequence[int], size: int | None = None) -> tuple:
    """Every distinct choice of values from ``hand`` (of ``size`` cards if given),
    each sorted high to low.

    >>> _submultisets([2, 2, 5])
    ((), (5,), (2,), (5, 2), (2, 2), (5, 2, 2))
    """
    key = (tuple(hand), size)
    found = _SUBSETS.get(key)
    if found is None:
        values = sorted(hand, reverse=True)
        sizes = range(len(values) + 1) if size is None else (size,)
        found = tuple(dict.fromkeys(c for k in sizes for c in combinations(values, k)))
        if len(_SUBSETS) < 50_000:
            _SUBSETS[key] = found
        else:
            return found
    return found
