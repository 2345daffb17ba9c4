"""The whole truth of a game of Disloyal Royals: hands, courts, piles, the deck order.

Nothing but the rules, the tests and :func:`~accessible_ll.games.disloyal_royals.view.view`
may read a state; bots and the narrator see a view.

>>> state = new_state(7)
>>> len(state.deck), [len(h) for h in state.hands]
(36, [5, 5])
>>> seat = state.deciders()[0]
>>> events = state.apply(Action(seat, END))
>>> state.deciders() == (1 - seat,), state.outcome() is None
(True, True)
"""

from __future__ import annotations

from itertools import combinations
from typing import Iterable, Sequence

from accessible_ll.games.disloyal_royals import cards as c
from accessible_ll.games.disloyal_royals import errors as err
from accessible_ll.games.disloyal_royals import events as ev
from accessible_ll.games.disloyal_royals.actions import (
    ATTACK, BURY, DIG, END, FORTIFY, INSTALL, PICK, Action)
from accessible_ll.kit import Chance, Outcome

# What the deciding seat decides now.
ACT = "act"      # an action or the end of the turn
PICK_PHASE = "pick"  # a dig position
OVER = "over"    # nobody: the game has ended

_SLOT_INDEX = {slot: i for i, slot in enumerate(c.SLOTS)}


class RoyalsState:
    """A game of Disloyal Royals for two seats (0 and 1).

    Attributes:
        players: Always 2.
        chance: Every shuffle and die, from the game's seed (dice journalled).
        deck: The draw pile; the top card is the last item.
        discard: The face-up discard pile; the top card is the last item.
        hands: Each seat's hand, in the order the cards came in.
        royals: ``royals[seat][i]`` is the royal card in slot ``SLOTS[i]``, or None.
        defence: ``defence[seat][i]``: the hearts on that royal, the top one last.
        treasure: ``treasure[seat][i]``: the buried cards, position 1 first.
        reshuffle_used: Whether the discard pile already became the deck once.
        first: Who played the first turn.
        current: Whose turn it is.
        actions_taken: Actions taken this turn (0, 1 or 2).
        phase: ACT, PICK_PHASE or OVER.
        dig: A dig waiting for positions: (target seat, slot index, picks left,
            successes lost at the end), else None.
        result: The outcome once the game has ended.
        log: Every event so far.
        journal: Every action applied so far (with the seed, the game replays).
    """

    __slots__ = ("players", "chance", "deck", "discard", "hands", "royals", "defence",
                 "treasure", "reshuffle_used", "first", "current", "actions_taken",
                 "phase", "dig", "result", "log", "journal")

    def __init__(self, chance: Chance) -> None:
        self.players = 2
        self.chance = chance
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.hands: list[list[str]] = [[], []]
        self.royals: list[list[str | None]] = [[None] * 3, [None] * 3]
        self.defence: list[list[list[str]]] = [[[], [], []], [[], [], []]]
        self.treasure: list[list[list[str]]] = [[[], [], []], [[], [], []]]
        self.reshuffle_used = False
        self.first = 0
        self.current = 0
        self.actions_taken = 0
        self.phase = ACT
        self.dig: tuple[int, int, int, int] | None = None
        self.result: Outcome | None = None
        self.log: list = []
        self.journal: list[Action] = []

    # ----- construction -------------------------------------------------------------

    @classmethod
    def setup(cls, chance: Chance, *, courts: Sequence[Sequence[str | None]],
              deck: Sequence[str], hands: Sequence[Sequence[str]] | None = None,
              first: int | None = None, defence: Sequence[Sequence[Sequence[str]]] = (),
              treasure: Sequence[Sequence[Sequence[str]]] = (),
              discard: Sequence[str] = (), reshuffle_used: bool = False,
              actions_taken: int = 0, refill: bool = True) -> "RoyalsState":
        """A game from its parts (``deck`` top card first; ``discard`` bottom first).

        Without ``hands`` each seat is dealt 5 cards from the deck (seat 0 first).
        ``first`` (else drawn from the chance) begins; with ``refill`` its turn begins
        with a Refill, else it goes on with ``actions_taken`` actions taken.
        """
        state = cls(chance)
        state.royals = [list(court) for court in courts]
        state.defence = [[list(p) for p in piles] for piles in defence] or state.defence
        state.treasure = [[list(p) for p in piles] for piles in treasure] or state.treasure
        state.deck = list(reversed(deck))
        state.discard = list(discard)
        state.reshuffle_used = reshuffle_used
        state.log.append(ev.GameStarted(-1, tuple(tuple(c_) for c_ in state.royals),
                                        len(state.deck)))
        if hands is None:
            for seat in (0, 1):
                state._deal(seat)
        else:
            state.hands = [list(hand) for hand in hands]
        state.first = state.current = chance.choice((0, 1)) if first is None else first
        state.log[0] = state.log[0]._replace(first=state.first)
        if refill:
            state.log.extend(state._begin_turn(state.first))
        else:
            state.actions_taken = actions_taken
        return state

    def _deal(self, seat: int) -> None:
        dealt = tuple(self.deck.pop() for _ in range(min(c.HAND_SIZE, len(self.deck))))
        self.hands[seat].extend(dealt)
        self.log += [ev.Dealt(seat, len(dealt), len(self.deck)),
                     ev.DealtCards(seat, dealt, audience=(seat,))]

    def copy(self) -> "RoyalsState":
        """An independent copy, its chance going on from the same point."""
        other = RoyalsState.__new__(RoyalsState)
        other.players = 2
        other.chance = Chance(self.chance.seed)
        other.chance.restore(self.chance.state())
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.hands = [h[:] for h in self.hands]
        other.royals = [r[:] for r in self.royals]
        other.defence = [[p[:] for p in piles] for piles in self.defence]
        other.treasure = [[p[:] for p in piles] for piles in self.treasure]
        for name in ("reshuffle_used", "first", "current", "actions_taken", "phase", "dig",
                     "result"):
            setattr(other, name, getattr(self, name))
        other.log = self.log[:]
        other.journal = self.journal[:]
        return other

    def fingerprint(self) -> tuple:
        """Everything that makes this state, as one comparable value (the log and the
        journal by length)."""
        return (tuple(self.deck), tuple(self.discard), _deep(self.hands), _deep(self.royals),
                _deep(self.defence), _deep(self.treasure), self.reshuffle_used, self.first,
                self.current, self.actions_taken, self.phase, self.dig, self.result,
                len(self.log), len(self.journal), _deep(list(self.chance.state())))

    # ----- the kit's State protocol -------------------------------------------------

    def deciders(self) -> tuple[int, ...]:
        """Who decides now: the seat whose turn it is, nobody once the game is over."""
        return () if self.phase == OVER else (self.current,)

    def outcome(self) -> Outcome | None:
        """The winners and the scores once the game has ended, else None."""
        return self.result

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (a Bury, Attack or Dig once per set of
        cards, in hand order; any order of the same cards is legal too)."""
        if self.phase == OVER or seat != self.current:
            return []
        if self.phase == PICK_PHASE:
            target, slot, _, _ = self.dig
            pile = self.treasure[target][slot]
            return [Action(seat, PICK, position=p) for p in range(1, len(pile) + 1)]
        out = [Action(seat, END)]
        if self.actions_taken >= c.ACTIONS_PER_TURN:
            return out
        hand = self.hands[seat]
        mine = [c.SLOTS[i] for i, r in enumerate(self.royals[seat]) if r is not None]
        enemy = 1 - seat
        theirs = [c.SLOTS[i] for i, r in enumerate(self.royals[enemy]) if r is not None]
        hearts = [x for x in hand if c.suit(x) == c.FORTIFY_SUIT]
        out += [Action(seat, FORTIFY, (h,), s) for h in hearts for s in mine]
        out += _subsets(seat, BURY, [x for x in hand if c.is_number(x)], mine)
        out += _subsets(seat, ATTACK, [x for x in hand if c.suit(x) == c.ATTACK_SUIT], theirs)
        rich = [s for s in theirs if self.treasure[enemy][_SLOT_INDEX[s]]]
        out += _subsets(seat, DIG, [x for x in hand if c.suit(x) == c.DIG_SUIT], rich)
        out += [Action(seat, INSTALL, (x,), c.rank(x)) for x in hand
                if not c.is_number(x) and self.royals[seat][_SLOT_INDEX[c.rank(x)]] is None]
        return out

    def apply(self, action: Action) -> list:
        """Take ``action``; return its events.

        Raises:
            IllegalAction: the rules do not allow it now (the state is unchanged).
        """
        self._check(action)
        events = _DO[action.act](self, action)
        self.journal.append(action)
        self.log.extend(events)
        return events

    def refusal(self, action: Action) -> err.IllegalAction | None:
        """Why ``action`` is not allowed now, or None if it is: a check without listing
        every set of cards (that list grows with the hand: ``legal_actions`` holds
        2**n - 1 Burys per royal for n number cards)."""
        try:
            self._check(action)
        except err.IllegalAction as refusal:
            return refusal
        return None

    # ----- checks -------------------------------------------------------------------

    def _check(self, action: Action) -> None:
        if self.phase == OVER:
            raise err.IllegalAction(err.GAME_OVER)
        if not isinstance(action, Action) or action.act not in _DO \
                or not isinstance(action.cards, tuple):
            raise err.IllegalAction(err.BAD_ACTION)
        if action.seat != self.current:
            raise err.IllegalAction(err.NOT_YOUR_TURN, seat=action.seat)
        if self.phase == PICK_PHASE:
            self._check_pick(action)
            return
        if action.act == PICK:
            raise err.IllegalAction(err.NO_DIG_PENDING)
        if action.position is not None:
            raise err.IllegalAction(err.BAD_ACTION, field="position")
        if action.act == END:
            if action.cards or action.royal is not None:
                raise err.IllegalAction(err.BAD_ACTION, field="cards")
            return
        if self.actions_taken >= c.ACTIONS_PER_TURN:
            raise err.IllegalAction(err.NO_ACTIONS_LEFT)
        self._check_cards(action)
        _CHECK[action.act](self, action)

    def _check_pick(self, action: Action) -> None:
        if action.act != PICK:
            raise err.IllegalAction(err.PICK_PENDING)
        if action.cards or action.royal is not None:
            raise err.IllegalAction(err.BAD_ACTION, field="cards")
        target, slot, _, _ = self.dig
        size = len(self.treasure[target][slot])
        position = action.position
        if not isinstance(position, int) or isinstance(position, bool) \
                or not 1 <= position <= size:
            raise err.IllegalAction(err.BAD_POSITION, position=action.position, size=size)

    def _check_cards(self, action: Action) -> None:
        cards = action.cards
        if not cards:
            raise err.IllegalAction(err.NO_CARDS)
        if len(set(cards)) != len(cards):
            raise err.IllegalAction(err.DUPLICATE_CARD)
        hand = self.hands[action.seat]
        for card in cards:
            if card not in hand:
                raise err.IllegalAction(err.NOT_IN_HAND, card=card)
        if action.act in (FORTIFY, INSTALL) and len(cards) != 1:
            raise err.IllegalAction(err.ONE_CARD)

    def _own_royal(self, action: Action) -> int:
        return self._royal_of(action.seat, action.royal)

    def _enemy_royal(self, action: Action) -> int:
        return self._royal_of(1 - action.seat, action.royal)

    def _royal_of(self, seat: int, royal: str | None) -> int:
        if royal is None:
            raise err.IllegalAction(err.ROYAL_REQUIRED)
        slot = _SLOT_INDEX.get(royal)
        if slot is None:
            raise err.IllegalAction(err.NO_SUCH_ROYAL, royal=royal, owner=seat)
        if self.royals[seat][slot] is None:
            raise err.IllegalAction(err.NO_SUCH_ROYAL, royal=royal, owner=seat)
        return slot

    def _check_fortify(self, action: Action) -> None:
        if c.suit(action.cards[0]) != c.FORTIFY_SUIT:
            raise err.IllegalAction(err.NOT_A_HEART, card=action.cards[0])
        self._own_royal(action)

    def _check_bury(self, action: Action) -> None:
        for card in action.cards:
            if not c.is_number(card):
                raise err.IllegalAction(err.NOT_A_NUMBER_CARD, card=card)
        self._own_royal(action)

    def _check_attack(self, action: Action) -> None:
        self._check_suit(action, c.ATTACK_SUIT, err.NOT_A_CLUB)
        self._enemy_royal(action)

    def _check_dig(self, action: Action) -> None:
        self._check_suit(action, c.DIG_SUIT, err.NOT_A_SPADE)
        slot = self._enemy_royal(action)
        if not self.treasure[1 - action.seat][slot]:
            raise err.IllegalAction(err.EMPTY_TREASURE, royal=action.royal)

    @staticmethod
    def _check_suit(action: Action, suit: str, code: str) -> None:
        for card in action.cards:
            if c.suit(card) != suit:
                raise err.IllegalAction(code, card=card)

    def _check_install(self, action: Action) -> None:
        card = action.cards[0]
        if c.is_number(card):
            raise err.IllegalAction(err.NOT_A_FACE_CARD, card=card)
        if action.royal is not None and action.royal != c.rank(card):
            raise err.IllegalAction(err.BAD_ACTION, field="royal")
        if self.royals[action.seat][_SLOT_INDEX[c.rank(card)]] is not None:
            raise err.IllegalAction(err.SLOT_TAKEN, royal=c.rank(card), card=card)

    # ----- actions ------------------------------------------------------------------

    def _play(self, action: Action) -> None:
        hand = self.hands[action.seat]
        for card in action.cards:
            hand.remove(card)
        self.actions_taken += 1

    def _fortify(self, action: Action) -> list:
        self._play(action)
        slot = _SLOT_INDEX[action.royal]
        pile = self.defence[action.seat][slot]
        pile.append(action.cards[0])
        return [ev.Fortified(action.seat, action.cards[0], action.royal,
                             self.royals[action.seat][slot], len(pile))]

    def _bury(self, action: Action) -> list:
        self._play(action)
        seat, slot = action.seat, _SLOT_INDEX[action.royal]
        pile = self.treasure[seat][slot]
        pile.extend(action.cards)
        royal = self.royals[seat][slot]
        return [ev.Buried(seat, action.royal, royal, len(action.cards), len(pile)),
                ev.BuriedCards(seat, action.royal, royal, action.cards, len(pile),
                               audience=(seat,))]

    def _roll(self, action: Action, royal_suit: str, announce) -> tuple[list, int, int]:
        """Discard the cards, roll, count: (events, successes, slot)."""
        self._play(action)
        self.discard.extend(action.cards)
        seat, target, slot = action.seat, 1 - action.seat, _SLOT_INDEX[action.royal]
        dice = len(action.cards) + sum(1 for r in self.royals[seat]
                                       if r is not None and c.suit(r) == royal_suit)
        royal = self.royals[target][slot]
        needed = c.threshold(action.royal, c.suit(royal))
        rolls = self.chance.roll(dice)
        successes = sum(1 for r in rolls if r >= needed)
        events = [announce(seat, target, action.royal, royal, action.cards, dice),
                  ev.Rolled(seat, rolls, needed, successes)]
        return events, successes, slot

    def _attack(self, action: Action) -> list:
        events, successes, slot = self._roll(action, c.ATTACK_ROYAL, ev.Attacked)
        seat, target = action.seat, 1 - action.seat
        hearts = self.defence[target][slot]
        for used in range(successes):
            if hearts:
                heart = hearts.pop()
                self.discard.append(heart)
                events.append(ev.HeartRemoved(target, action.royal, self.royals[target][slot],
                                              heart, len(hearts)))
                continue
            events += self._assassinate(seat, target, slot)
            if successes - used - 1:
                events.append(ev.SuccessesLost(seat, successes - used - 1))
            if all(r is None for r in self.royals[target]):
                events.append(ev.Eliminated(target, len(self.hands[target])))
                events += self._finish(ev.BY_ELIMINATION, loser=target)
            break
        return events

    def _assassinate(self, seat: int, owner: int, slot: int) -> list:
        royal = self.royals[owner][slot]
        pile = self.treasure[owner][slot]
        events: list = [ev.Assassinated(seat, owner, c.SLOTS[slot], royal, len(pile))]
        for position, card in enumerate(pile, 1):
            events.append(self._reveal(owner, slot, position, card, seat, ev.BY_ASSASSINATION))
        pile.clear()
        self.royals[owner][slot] = None
        rich = c.suit(royal) == c.RICH_ROYAL
        (self.hands[owner] if rich else self.discard).append(royal)
        events.append(ev.RoyalRemoved(owner, c.SLOTS[slot], royal, rich))
        return events

    def _reveal(self, owner: int, slot: int, position: int, card: str, finder: int,
                cause: str) -> ev.Revealed:
        """``card`` leaves ``owner``'s pile (the caller removes it) to ``finder``'s
        hand or the discard pile."""
        if c.suit(card) == c.DIAMONDS:
            self.hands[finder].append(card)
            return ev.Revealed(owner, c.SLOTS[slot], position, card, finder, cause)
        self.discard.append(card)
        return ev.Revealed(owner, c.SLOTS[slot], position, card, None, cause)

    def _dig(self, action: Action) -> list:
        events, successes, slot = self._roll(action, c.DIG_ROYAL, self._dug_event)
        target = 1 - action.seat
        picks = min(successes, len(self.treasure[target][slot]))
        self.dig = (target, slot, picks, successes - picks)
        self.phase = PICK_PHASE
        return events + self._dig_on()

    def _dug_event(self, seat, target, royal, royal_card, cards, dice) -> ev.Dug:
        pile = self.treasure[target][_SLOT_INDEX[royal]]
        return ev.Dug(seat, target, royal, royal_card, cards, dice, len(pile))

    def _pick(self, action: Action) -> list:
        target, slot, picks, lost = self.dig
        card = self.treasure[target][slot].pop(action.position - 1)
        events = [self._reveal(target, slot, action.position, card, action.seat, ev.BY_DIG)]
        self.dig = (target, slot, picks - 1, lost)
        return events + self._dig_on()

    def _dig_on(self) -> list:
        """Reveal what needs no choice: when the picks left take the whole pile, every
        card is revealed anyway (position 1 first). End the dig when no pick is left."""
        target, slot, picks, lost = self.dig
        pile = self.treasure[target][slot]
        events = []
        if picks >= len(pile):
            for position, card in enumerate(pile, 1):
                finder = self.current
                events.append(self._reveal(target, slot, position, card, finder, ev.BY_DIG))
            lost += picks - len(pile)
            pile.clear()
            picks = 0
        if picks:
            self.dig = (target, slot, picks, lost)
            return events
        if lost:
            events.append(ev.SuccessesLost(self.current, lost))
        self.dig = None
        self.phase = ACT
        return events

    def _install(self, action: Action) -> list:
        self._play(action)
        card = action.cards[0]
        slot = _SLOT_INDEX[c.rank(card)]
        self.royals[action.seat][slot] = card
        self.defence[action.seat][slot] = []
        self.treasure[action.seat][slot] = []
        return [ev.Installed(action.seat, card, c.SLOTS[slot])]

    def _end(self, action: Action) -> list:
        events: list = [ev.TurnEnded(action.seat, self.actions_taken)]
        return events + self._begin_turn(1 - action.seat)

    # ----- turns, the deck and the end ----------------------------------------------

    def _begin_turn(self, seat: int) -> list:
        """``seat``'s turn and its Refill: the game ends here when the deck, already
        reshuffled, holds too few cards (no partial draw), or when the reshuffle comes
        during the draw and the new deck cannot finish it (the cards drawn kept)."""
        self.current = seat
        self.actions_taken = 0
        hand = self.hands[seat]
        events: list = [ev.TurnStarted(seat, len(hand))]
        need = c.HAND_SIZE - len(hand)
        if need <= 0:
            return events + [ev.Drew(seat, 0, len(self.deck))]
        if self.reshuffle_used and len(self.deck) < need:
            events.append(ev.DeckExhausted(seat, need, len(self.deck)))
            return events + self._finish(ev.BY_DECK)
        drawn: list[str] = []
        while len(drawn) < need and self.deck:
            drawn.append(self.deck.pop())
            if not self.deck and not self.reshuffle_used:
                events += self._drew(seat, drawn)
                need -= len(drawn)
                drawn = []
                events.append(self._reshuffle())
        if drawn or len(events) == 1:
            events += self._drew(seat, drawn)
        if len(drawn) < need:  # the reshuffled deck could not finish the draw
            events.append(ev.DeckExhausted(seat, need - len(drawn), 0, reshuffled=True))
            return events + self._finish(ev.BY_DECK)
        return events

    def _drew(self, seat: int, drawn: list[str]) -> list:
        self.hands[seat].extend(drawn)
        return [ev.Drew(seat, len(drawn), len(self.deck)),
                ev.DrewCards(seat, tuple(drawn), audience=(seat,))]

    def _reshuffle(self) -> ev.Reshuffled:
        self.deck, self.discard = self.discard, []
        self.chance.shuffle(self.deck)
        self.reshuffle_used = True
        return ev.Reshuffled(len(self.deck))

    def _finish(self, reason: str, loser: int | None = None) -> list:
        scored = [self._score(seat) for seat in (0, 1)]
        scores = tuple(s.total for s in scored)
        tie_break = False
        if loser is not None:
            winners: tuple[int, ...] = (1 - loser,)
        elif scores[0] != scores[1]:
            winners = (0,) if scores[0] > scores[1] else (1,)
        else:
            royals = [s.royals for s in scored]
            tie_break = royals[0] != royals[1]
            winners = () if not tie_break else ((0,) if royals[0] > royals[1] else (1,))
        self.result = Outcome(winners, scores)
        self.phase = OVER
        self.dig = None
        return scored + [ev.GameOver(reason, winners, scores, tie_break)]

    def _score(self, seat: int) -> ev.Scored:
        buried = [card for pile in self.treasure[seat] for card in pile]
        points = [c.treasure_points(card) for card in buried]
        tens = sum(1 for p in points if p == c.TREASURE_POINTS["10"])
        diamonds = sum(1 for p in points if p) - tens
        rich = sum(1 for r in self.royals[seat] if r is not None and c.suit(r) == c.RICH_ROYAL)
        total = sum(points) + rich * c.DIAMOND_ROYAL_POINTS
        royals = sum(1 for r in self.royals[seat] if r is not None)
        return ev.Scored(seat, tuple(self.royals[seat]),
                         tuple(tuple(p) for p in self.treasure[seat]), diamonds, tens,
                         rich, total, royals)


def _deep(value):
    return tuple(_deep(v) for v in value) if isinstance(value, list) else value


#: Builds an action from all its fields at once: legal_actions makes many.
_new = tuple.__new__


def _subsets(seat: int, act: str, cards: list[str], royals: list[str]) -> list[Action]:
    if not cards or not royals:
        return []
    sets = [combo for k in range(1, len(cards) + 1) for combo in combinations(cards, k)]
    return [_new(Action, (seat, act, combo, royal, None)) for royal in royals for combo in sets]


_CHECK = {FORTIFY: RoyalsState._check_fortify, BURY: RoyalsState._check_bury,
          ATTACK: RoyalsState._check_attack, DIG: RoyalsState._check_dig,
          INSTALL: RoyalsState._check_install}
_DO = {FORTIFY: RoyalsState._fortify, BURY: RoyalsState._bury, ATTACK: RoyalsState._attack,
       DIG: RoyalsState._dig, INSTALL: RoyalsState._install, PICK: RoyalsState._pick,
       END: RoyalsState._end}


def new_state(seed: int | str, first: int | None = None,
              dice: Iterable[int] = ()) -> RoyalsState:
    """A new game from ``seed``: each court gets one J, Q and K of random suits, the
    other 46 cards are shuffled into the deck, five dealt to each; a random first
    player (or ``first``) begins with a Refill. ``dice`` fix the first dice rolled."""
    chance = Chance(seed, dice)
    courts: list[list[str | None]] = [[], []]
    for slot in c.SLOTS:
        royals = [slot + s for s in c.SUITS]
        chance.shuffle(royals)
        courts[0].append(royals[0])
        courts[1].append(royals[1])
    dealt = {card for court in courts for card in court}
    deck = [card for card in c.FULL_DECK if card not in dealt]
    chance.shuffle(deck)
    return RoyalsState.setup(chance, courts=courts, deck=deck, first=first)
