"""The whole truth of a game: every hand, the deck order, the set-aside card.

Nothing but the engine, tests and :func:`accessible_ll.games.love_letter.view.view_for` may read a
``GameState``; bots, the narrator and the UI see a ``PlayerView``.

>>> from accessible_ll.games.love_letter.editions import find_edition
>>> state = GameState.new(find_edition("2019"), 2, chance=Chance.exact(7))
>>> state.to_act in (0, 1), len(state.hands[state.to_act])
(True, 2)
>>> events = state.apply(state.legal_actions()[0])
>>> state.outcome() is None
True
"""

from __future__ import annotations

from itertools import combinations, permutations
from typing import Callable, NamedTuple, Protocol, Sequence

from accessible_ll.games.love_letter.engine import cards as c
from accessible_ll.games.love_letter.engine import errors as err
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.engine.actions import Action
from accessible_ll.games.love_letter.engine.cards import Edition
from accessible_ll.games.love_letter.engine.diagnose import diagnose
from accessible_ll.games.love_letter.engine.phases import (CHANCELLOR, GAME_OVER, PLAY, REDRAW,
                                                          ROUND_OVER)
from accessible_ll.kit import Chance


class Draws(Protocol):
    """Where a state's shuffles and draws come from: the game's
    :class:`~accessible_ll.kit.Chance` (made with ``Chance.exact(seed)``), or the
    generator a bot thinks with, in a world it imagines."""

    def random(self) -> float: ...

    def randrange(self, stop: int) -> int: ...

    def choice(self, items: Sequence) -> object: ...


class Outcome(NamedTuple):
    """The end of a game: who reached the token target, and everyone's tokens (its
    scores, as the game seam reads every game's outcome)."""
    winners: tuple[int, ...]
    scores: tuple[int, ...]


#: Builds an event from all its fields at once: the hot paths skip NamedTuple.__new__.
_new = tuple.__new__

_LEGAL_CACHE: dict[tuple, tuple[tuple[Action, ...], frozenset[Action]]] = {}
_CACHE_LIMIT = 200_000


class GameState:
    """A game of Love Letter: rounds follow each other until the token target.

    Attributes:
        edition: The edition's data.
        players: The number of seats.
        tokens: Tokens per seat.
        target: Tokens needed to win the game.
        round_no: The current round, from 1.
        deck: The draw pile; the top card is the last item.
        set_aside: The face-down set-aside card (None once drawn).
        face_up: The 2-player face-up cards.
        hands: Each seat's hand.
        discards: Each seat's discard pile, in order.
        alive: Whether each seat is still in the round.
        protected: Whether each seat is protected by a Handmaid.
        current: Whose turn it is.
        phase: One of PLAY, CHANCELLOR, REDRAW, ROUND_OVER, GAME_OVER.
        to_act: The seat that decides next, or None between rounds and at the end.
        mark: The seat a Sycophant marked, or None.
        jesters: (Jester's player, chosen seat) pairs this round.
        known: ``known[a][b]`` is the card seat ``a`` knows seat ``b`` holds.
        bottom_known: (seat, position from the bottom, card) that a Chancellor put away.
        round_winners: The winners of the last round that ended.
        log: Every event of the game, in order.
        blind: Whether the blind-player variant is played (a player may review only
            each player's last discard, and no count of unseen cards).
    """

    __slots__ = (
        "edition", "players", "tokens", "target", "chance", "round_no", "first", "deck",
        "set_aside", "face_up", "hands", "discards", "alive", "protected", "current",
        "phase", "to_act", "mark", "jesters", "known", "bottom_known",
        "round_winners", "log", "blind", "_bishop", "_values", "_effects", "_next_first", "_memo",
        "_minister", "_constable", "_spy", "_deck_cards", "_decided",
    )

    def __init__(self, edition: Edition, players: int, *, chance: Draws | None = None,
                 target: int | None = None, tokens: Sequence[int] | None = None) -> None:
        if players not in edition.decks:
            raise ValueError(f"edition {edition.id} is for {edition.player_counts} players")
        self.edition = edition
        self.players = players
        self.chance = chance if chance is not None else Chance.exact(None)
        self.target = target if target is not None else edition.default_target(players)
        self.tokens = list(tokens) if tokens is not None else [0] * players
        self.round_no = 0
        self.round_winners: tuple[int, ...] = ()
        self.log: list = []
        self.blind = False
        self._values = edition.values
        self._effects = edition.effects
        self._next_first: int | None = None
        self._memo: tuple | None = None
        effects = set(edition.effects.values())
        self._minister = c.MINISTER in effects
        self._constable = _cards_with(edition, c.CONSTABLE)
        self._spy = _cards_with(edition, c.SPY)
        self._deck_cards = edition.deck_for(players)
        self._decided = max(self.tokens) >= self.target
        self.phase = ROUND_OVER
        self.to_act: int | None = None

    # ----- construction -------------------------------------------------------------

    @classmethod
    def new(cls, edition: Edition, players: int, *, chance: Draws | None = None,
            target: int | None = None, first: int | None = None) -> "GameState":
        """A new game whose first round is dealt from a shuffled deck."""
        state = cls(edition, players, chance=chance, target=target)
        state.start_round(first=first)
        return state

    @classmethod
    def from_deck(cls, edition: Edition, players: int, deck: Sequence[str], *,
                  first: int = 0, tokens: Sequence[int] | None = None,
                  target: int | None = None,
                  chance: Draws | None = None) -> "GameState":
        """A game whose first round is dealt from ``deck`` (top card first)."""
        state = cls(edition, players, chance=chance, target=target, tokens=tokens)
        state.start_round(deck=deck, first=first)
        return state

    @classmethod
    def from_parts(cls, edition: Edition, *, tokens: Sequence[int], target: int,
                   round_no: int, first: int, deck: Sequence[str], set_aside: str | None,
                   face_up: Sequence[str], hands: Sequence[Sequence[str]],
                   discards: Sequence[Sequence[str]], alive: Sequence[bool],
                   protected: Sequence[bool], current: int, phase: str,
                   to_act: int | None, mark: int | None = None,
                   jesters: Sequence[tuple[int, int]] = (),
                   chance: Draws | None = None) -> "GameState":
        """A state in the middle of a round, from its parts (``deck`` top card first).

        Bots use it to imagine a world consistent with what they know; nobody
        remembers anything in it and its log starts empty.
        """
        state = cls(edition, len(hands), chance=chance, target=target, tokens=tokens)
        state.round_no, state.first = round_no, first
        state.deck = list(reversed(deck))
        state.set_aside, state.face_up = set_aside, tuple(face_up)
        state.hands = [list(h) for h in hands]
        state.discards = [list(d) for d in discards]
        state.alive, state.protected = list(alive), list(protected)
        state.current, state.phase, state.to_act = current, phase, to_act
        state.mark, state.jesters = mark, list(jesters)
        state.known = [{} for _ in hands]
        state.bottom_known = []
        state._bishop = None
        return state

    def copy(self, chance: Draws | None = None) -> "GameState":
        """An independent copy (the log is shared up to now, then grows apart).

        The copy's chance is a copy of this state's (a
        :class:`~accessible_ll.kit.Chance`), or ``chance`` when given (cheaper, for
        searches that play many copies out).
        """
        other = GameState.__new__(GameState)
        for name in GameState.__slots__:
            setattr(other, name, getattr(self, name))
        other.tokens = self.tokens[:]
        other.deck = self.deck[:]
        other.hands = [hand[:] for hand in self.hands]
        other.discards = [pile[:] for pile in self.discards]
        other.alive = self.alive[:]
        other.protected = self.protected[:]
        other.jesters = self.jesters[:]
        other.known = [dict(k) for k in self.known]
        other.bottom_known = self.bottom_known[:]
        other.log = self.log[:]
        other.chance = chance if chance is not None else self.chance.copy()
        return other

    # ----- rounds -------------------------------------------------------------------

    def start_round(self, deck: Sequence[str] | None = None,
                    first: int | None = None) -> list:
        """Shuffle (or take ``deck``, top card first), set aside, deal; return events."""
        n = self.players
        if deck is None:
            cards = list(self._deck_cards)
            cards.sort(key=_random_keys(self.chance))
        else:
            cards = list(reversed(deck))
        if first is None:
            first = self._next_first if self._next_first is not None else self.chance.randrange(n)
        self.round_no += 1
        self._memo = None
        self.first = first
        self.deck = cards
        self.set_aside = cards.pop()
        self.face_up = tuple(cards.pop() for _ in range(3)) if n == 2 else ()
        self.hands = [[] for _ in range(n)]
        self.discards = [[] for _ in range(n)]
        self.alive = [True] * n
        self.protected = [False] * n
        self.known = [{} for _ in range(n)]
        self.bottom_known = []
        self.mark = None
        self.jesters = []
        self._bishop = None
        events: list = [ev.RoundStarted(self.round_no, first, self.face_up, len(cards) - n)]
        for i in range(n):
            seat = (first + i) % n
            card = cards.pop()
            self.hands[seat].append(card)
            events.append(ev.DealtCard(seat, card, (seat,)))
        self._start_turn(first, events)
        self.log.extend(events)
        return events

    def start_next_round(self) -> list:
        """Deal the next round once the last one has ended; return its events.

        Raises:
            IllegalAction: the round is not over, or the game is.
        """
        if self.phase == GAME_OVER:
            raise err.IllegalAction(err.GAME_OVER)
        if self.phase != ROUND_OVER:
            raise err.IllegalAction(err.ROUND_NOT_OVER)
        return self.start_round()

    def outcome(self) -> Outcome | None:
        """The game's result once it is over, else None."""
        if self.phase != GAME_OVER:
            return None
        winners = tuple(s for s in range(self.players) if self.tokens[s] >= self.target)
        return Outcome(winners, tuple(self.tokens))

    @property
    def round_over(self) -> bool:
        """Whether the current round has ended (the game may be over too)."""
        return self.phase in (ROUND_OVER, GAME_OVER)

    # ----- legal actions ------------------------------------------------------------

    def advance(self) -> list:
        """Between rounds: deal the next round (the kit's name for it)."""
        return self.start_next_round()

    def deciders(self) -> tuple[int, ...]:
        """Who decides now: the one seat to act, or nobody between rounds."""
        return () if self.to_act is None else (self.to_act,)

    def legal_actions(self, seat: int | None = None) -> tuple[Action, ...]:
        """Every action the rules allow now (empty between rounds); with ``seat``, only
        that seat's (empty when it does not decide now)."""
        if seat is not None and seat != self.to_act:
            return ()
        return self._legal()[0]

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` is allowed now."""
        return _normalized(action) in self._legal()[1]

    def choosable(self, seat: int) -> list[int]:
        """Other seats still in the round and not protected: who ``seat`` may choose."""
        protected = self.protected
        return [s for s, alive in enumerate(self.alive)
                if alive and s != seat and not protected[s]]

    def countess_forced(self, seat: int) -> bool:
        """Whether ``seat`` must play the Countess now (holding it with King or Prince)."""
        effects = {self._effects[card] for card in self.hands[seat]}
        return c.COUNTESS in effects and (c.KING in effects or c.PRINCE in effects)

    def _legal(self) -> tuple[tuple[Action, ...], frozenset[Action]]:
        if self._memo is None:
            self._memo = self._compute_legal()
        return self._memo

    def _compute_legal(self) -> tuple[tuple[Action, ...], frozenset[Action]]:
        phase = self.phase
        if phase == PLAY:
            seat = self.current
            hand = self.hands[seat]
            key = (self.edition.id, seat, hand[0], hand[1], tuple(self.alive),
                   tuple(self.protected), self.mark)
            cached = _LEGAL_CACHE.get(key)
            if cached is None:
                if len(_LEGAL_CACHE) > _CACHE_LIMIT:
                    _LEGAL_CACHE.clear()
                others = tuple(self.choosable(seat))
                actions = tuple(self._play_actions(seat, hand, others))
                cached = _LEGAL_CACHE[key] = (actions, frozenset(actions))
            return cached
        if phase == CHANCELLOR:
            actions = tuple(_keep_actions(self.current, self.hands[self.current]))
        elif phase == REDRAW:
            actions = (Action(self.to_act, redraw=True), Action(self.to_act, redraw=False))
        else:
            actions = ()
        return actions, frozenset(actions)

    def _play_actions(self, seat: int, hand: list[str], others: tuple[int, ...]):
        cards = dict.fromkeys(hand)
        if self.countess_forced(seat):
            cards = {card: None for card in hand if self._effects[card] == c.COUNTESS}
        for card in cards:
            yield from self._card_actions(seat, card, others)

    def _card_actions(self, seat: int, card: str, others: tuple[int, ...]):
        effect = self._effects[card]
        if effect not in c.CHOOSES_PLAYERS:
            yield Action(seat, play=card)
            return
        choices = list(_CHOICES[effect](self, seat, others))
        mark = self.mark
        if mark is not None:
            marked = [a for a in choices if _chooses(a, mark)]
            choices = marked or choices
        if not choices:
            yield Action(seat, play=card)
            return
        yield from (Action(seat, play=card, **choice) for choice in choices)

    # ----- applying -----------------------------------------------------------------

    def apply(self, action: Action) -> list:
        """Carry out ``action``; return the events it caused, in order.

        Raises:
            IllegalAction: the action is not legal now; the state is unchanged.
        """
        if action.targets is not None:
            action = _normalized(action)
        if action not in (self._memo or self._legal())[1]:
            raise diagnose(self, action)
        self._memo = None
        events: list = []
        phase = self.phase
        if phase == PLAY:
            self._play(action, events)
        elif phase == CHANCELLOR:
            self._keep(action, events)
        else:
            self._redraw(action, events)
        self.log.extend(events)
        return events

    def _play(self, action: Action, events: list) -> None:
        seat, card = action.seat, action.play
        hand = self.hands[seat]
        hand.remove(card)
        self.discards[seat].append(card)
        if any(self.known):
            self._forget_played(seat, card)
        events.append(_new(ev.Played, (seat, card, action.target, action.targets,
                                       action.guess, None)))
        effect = self._effects[card]
        if effect in c.CHOOSES_PLAYERS:
            self.mark = None
        _EFFECTS[effect](self, seat, card, action, events)
        self._after_effect(events)

    def _keep(self, action: Action, events: list) -> None:
        seat = action.seat
        bottom = action.bottom or ()
        self.hands[seat] = [action.keep]
        self.deck[0:0] = reversed(bottom)
        k = len(bottom)
        self.bottom_known = [(s, pos + k, card) for s, pos, card in self.bottom_known]
        self.bottom_known += [(seat, k - 1 - i, card) for i, card in enumerate(bottom)]
        # Highest position first: the next cards drawn are at the front.
        events.append(ev.ChancellorReturned(seat, k))
        events.append(ev.ChancellorKept(seat, action.keep, bottom, (seat,)))
        self.phase = PLAY
        self._after_effect(events)

    def _redraw(self, action: Action, events: list) -> None:
        seat = action.seat
        events.append(ev.RedrawDecided(seat, action.redraw))
        self.phase = PLAY
        self.to_act = self.current
        self._bishop = None
        if action.redraw:
            self._discard_and_draw(seat, ev.DISCARD_BISHOP, events)
        self._after_effect(events)

    def _after_effect(self, events: list) -> None:
        """End the game, the round or the turn as the rules say; else wait."""
        if self._decided:
            self._end_game(events, mid_round=True)
        elif self.alive.count(True) == 1:
            self._end_round(ev.LAST_STANDING, events)
        elif self.phase != PLAY:
            return
        elif not self.deck:
            self._showdown(events)
        else:
            n, alive = self.players, self.alive
            seat = (self.current + 1) % n
            while not alive[seat]:
                seat = (seat + 1) % n
            self._start_turn(seat, events)

    def _start_turn(self, seat: int, events: list) -> None:
        self.current = seat
        self.phase = PLAY
        self.to_act = seat
        events.append(_new(ev.TurnStarted, (seat, None)))
        if self.protected[seat]:
            self.protected[seat] = False
            events.append(ev.ProtectionEnded(seat))
        card = self.deck.pop()  # _draw, inlined: this runs every turn
        if self.bottom_known:
            self._prune_bottom()
        self.hands[seat].append(card)
        events.append(_new(ev.Drew, (seat, False, None)))
        events.append(_new(ev.DrewCard, (seat, card, (seat,))))
        if self._minister and self._minister_overload(seat):
            self._eliminate(seat, ev.BY_MINISTER, events)
            self._after_effect(events)

    def _minister_overload(self, seat: int) -> bool:
        hand = self.hands[seat]
        effects, values = self._effects, self._values
        return (len(hand) == 2 and c.MINISTER in (effects[hand[0]], effects[hand[1]])
                and values[hand[0]] + values[hand[1]] >= 12)

    # ----- shared mechanics ---------------------------------------------------------

    def _draw(self, seat: int, events: list, allow_set_aside: bool = False) -> None:
        """``seat`` draws the top card (or the set-aside card if allowed and needed)."""
        deck = self.deck
        if deck:
            card = deck.pop()
            if self.bottom_known:
                self._prune_bottom()
            from_set_aside = False
        elif allow_set_aside and self.set_aside is not None:
            card, self.set_aside = self.set_aside, None
            from_set_aside = True
        else:
            return
        self.hands[seat].append(card)
        events.append(ev.Drew(seat, from_set_aside))
        events.append(ev.DrewCard(seat, card, (seat,)))

    def _prune_bottom(self) -> None:
        """Forget Chancellor knowledge of cards that have now been drawn.

        ``bottom_known`` is ordered from the highest position down.
        """
        known, size = self.bottom_known, len(self.deck)
        while known and known[0][1] >= size:
            known.pop(0)

    def _discard_and_draw(self, seat: int, cause: str, events: list) -> None:
        """``seat`` discards their hand unplayed (Princess eliminates), then draws."""
        hand = self.hands[seat]
        self._forget(seat)
        while hand:
            card = hand.pop()
            self.discards[seat].append(card)
            events.append(ev.Discarded(seat, card, cause))
            if self._effects[card] == c.PRINCESS:
                self._eliminate(seat, ev.BY_PRINCESS, events)
                return
        self._draw(seat, events, allow_set_aside=True)

    def _eliminate(self, seat: int, cause: str, events: list) -> None:
        hand = self.hands[seat]
        revealed = tuple(hand)
        pile = self.discards[seat]
        constable = bool(self._constable) and not self._constable.isdisjoint(pile)
        pile.extend(hand)
        hand.clear()
        self.alive[seat] = False
        self.protected[seat] = False
        self._forget(seat)
        events.append(ev.Eliminated(seat, cause, revealed))
        if constable:  # it lay in the pile before: the hand revealed now does not count
            self._gain(seat, ev.TOKEN_CONSTABLE, events)

    def _gain(self, seat: int, reason: str, events: list) -> None:
        self.tokens[seat] += 1
        if self.tokens[seat] >= self.target:
            self._decided = True
        events.append(ev.TokenGained(seat, reason, self.tokens[seat]))

    def _target_reached(self) -> bool:
        return self._decided

    def _forget(self, seat: int) -> None:
        """Nobody knows ``seat``'s hand any more (it was discarded or replaced)."""
        if any(self.known):
            for known in self.known:
                known.pop(seat, None)

    def _forget_played(self, seat: int, card: str) -> None:
        """Whoever knew ``seat`` held ``card`` no longer knows their hand."""
        for known in self.known:
            if known.get(seat) == card:
                del known[seat]

    def _learn(self, seat: int, other: int, card: str) -> None:
        if seat != other:
            self.known[seat][other] = card

    def _swap(self, a: int, b: int) -> None:
        """Trade the hands of ``a`` and ``b``; what others knew moves with the cards."""
        hands = self.hands
        hands[a], hands[b] = hands[b], hands[a]
        for seat, known in enumerate(self.known):
            ka, kb = known.pop(a, None), known.pop(b, None)
            if kb is not None and seat != a:
                known[a] = kb
            if ka is not None and seat != b:
                known[b] = ka
        self._learn(a, b, hands[b][0])
        self._learn(b, a, hands[a][0])

    # ----- end of a round and of the game -------------------------------------------

    def _strength(self, seat: int) -> int:
        card = self.hands[seat][0]
        counts = sum(1 for d in self.discards[seat] if self._effects[d] == c.COUNT)
        return self._values[card] + counts

    def _showdown(self, events: list) -> None:
        seats = [s for s in range(self.players) if self.alive[s]]
        hands = tuple((s, self.hands[s][0], self._strength(s)) for s in seats)
        key = _showdown_keys(self, hands)
        best = max(key.values())
        tied = [s for s in seats if key[s] == best]
        totals = None
        winners = tied
        if len(tied) > 1:
            rule = self.edition.tie_rule
            if rule == c.TIE_DISCARDS:
                sums = {s: sum(self._values[d] for d in self.discards[s]) for s in tied}
                totals = tuple(sums.items())
                top = max(sums.values())
                winners = [s for s in tied if sums[s] == top]
            elif rule == c.TIE_DRAW:
                winners = []
        events.append(ev.Showdown(hands, totals))
        self._end_round(ev.SHOWDOWN, events, winners=winners, tied=tied)

    def _end_round(self, reason: str, events: list, winners=None, tied=None) -> None:
        if winners is None:
            winners = [s for s in range(self.players) if self.alive[s]]
        self.round_winners = tuple(winners)
        events.append(ev.RoundEnded(self.round_no, tuple(winners), reason, self.set_aside))
        for seat in winners:
            self._gain(seat, ev.TOKEN_ROUND, events)
        if self._spy:
            self._spy_bonus(events)
        for jester, chosen in self.jesters:
            if chosen in winners:
                self._gain(jester, ev.TOKEN_JESTER, events)
        pool = winners or tied or [self.current]
        self._next_first = pool[0] if len(pool) == 1 else self.chance.choice(pool)
        self.to_act = None
        if self._target_reached():
            self._end_game(events)
        else:
            self.phase = ROUND_OVER

    def _spy_bonus(self, events: list) -> None:
        spy_cards = self._spy
        spies = [s for s, pile in enumerate(self.discards)
                 if self.alive[s] and not spy_cards.isdisjoint(pile)]
        if len(spies) == 1:
            self._gain(spies[0], ev.TOKEN_SPY, events)

    def _end_game(self, events: list, mid_round: bool = False) -> None:
        if mid_round:
            self.round_winners = ()
            events.append(ev.RoundEnded(self.round_no, (), ev.GAME_DECIDED, self.set_aside))
        self.phase = GAME_OVER
        self.to_act = None
        winners = tuple(s for s in range(self.players) if self.tokens[s] >= self.target)
        events.append(ev.GameEnded(winners, tuple(self.tokens)))


# ----- card effects: one small function each ------------------------------------------

def _no_effect(state: GameState, seat: int, card: str, action: Action, events: list) -> None:
    """Spy, Countess, Count, Constable, Assassin, Minister: nothing when played."""


def _no_one(seat: int, card: str, events: list) -> None:
    events.append(ev.NoEffect(seat, card, ev.NOBODY_TO_CHOOSE))


def _guard(state: GameState, seat: int, card: str, action: Action, events: list) -> None:
    target = action.target
    if target is None:
        return _no_one(seat, card, events)
    held = state.hands[target][0]
    if state._effects[held] == c.ASSASSIN:
        events.append(ev.AssassinRevealed(target, seat))
        state._eliminate(seat, ev.BY_ASSASSIN, events)
        state._discard_and_draw(target, ev.DISCARD_ASSASSIN, events)
        return
    guess = action.guess
    hit = state._values[held] == guess if state.edition.guess_values else held == guess
    events.append(ev.GuessResult(seat, card, target, guess, hit))
    if hit:
        state._eliminate(target, ev.BY_GUARD, events)


def _priest(state: GameState, seat: int, card: str, action: Action, events: list) -> None:
    target = action.target
    if target is None:
        return _no_one(seat, card, events)
    _look(state, seat, target, events)


def _look(state: GameState, seat: int, target: int, events: list) -> None:
    held = state.hands[target][0]
    state._learn(seat, target, held)
    events.append(ev.Saw(seat, target, held, (seat,)))


def _compare(lower_loses: bool):
    def effect(state: GameState, seat: int, card: str, action: Action, events: list) -> None:
        target = action.target
        if target is None:
            return _no_one(seat, card, events)
        mine, theirs = state.hands[seat][0], state.hands[target][0]
        diff = state._values[mine] - state._values[theirs]
        loser = None
        if diff:
            loser = target if (diff > 0) == lower_loses else seat
        events.append(ev.Compared(seat, target, card, loser))
        events.append(ev.ComparedCards(seat, target, mine, theirs, (seat, target)))
        state._learn(seat, target, theirs)
        state._learn(target, seat, mine)
        if loser is not None:
            state._eliminate(loser, ev.BY_COMPARE, events)
    return effect


def _handmaid(state: GameState, seat: int, card: str, action: Action, events: list) -> None:
    state.protected[seat] = True
    events.append(ev.Protected(seat))


def _prince(state: GameState, seat: int, card: str, action: Action, events: list) -> None:
    state._discard_and_draw(action.target, ev.DISCARD_PRINCE, events)


def _chancellor(state: GameState, seat: int, card: str, action: Action, events: list) -> None:
    if not state.deck:
        events.append(ev.NoEffect(seat, card, ev.DECK_EMPTY))
        return
    state._forget(seat)
    for _ in range(2):
        state._draw(seat, events)
    state.phase = CHANCELLOR


def _king(state: GameState, seat: int, card: str, action: Action, events: list) -> None:
    target = action.target
    if target is None:
        return _no_one(seat, card, events)
    _trade(state, seat, card, seat, target, events)


def _trade(state: GameState, seat: int, card: str, a: int, b: int, events: list,
           looked: int | None = None) -> None:
    state._swap(a, b)
    events.append(ev.Traded(seat, card, a, b, looked=looked))
    events.append(ev.TradedCards(a, b, state.hands[a][0], state.hands[b][0], (a, b)))


def _princess(state: GameState, seat: int, card: str, action: Action, events: list) -> None:
    state._eliminate(seat, ev.BY_PRINCESS, events)


def _cardinal(state: GameState, seat: int, card: str, action: Action, events: list) -> None:
    if action.targets is None:
        return _no_one(seat, card, events)
    a, b = action.targets
    looks = seat not in (a, b)  # one of the two knows both cards already
    _trade(state, seat, card, a, b, events, looked=action.look if looks else None)
    if looks:
        _look(state, seat, action.look, events)


def _baroness(state: GameState, seat: int, card: str, action: Action, events: list) -> None:
    if action.targets is None:
        return _no_one(seat, card, events)
    for target in action.targets:
        _look(state, seat, target, events)


def _sycophant(state: GameState, seat: int, card: str, action: Action, events: list) -> None:
    state.mark = action.target
    events.append(ev.Marked(seat, action.target))


def _bishop(state: GameState, seat: int, card: str, action: Action, events: list) -> None:
    target = action.target
    if target is None:
        return _no_one(seat, card, events)
    hit = state._values[state.hands[target][0]] == action.guess
    events.append(ev.GuessResult(seat, card, target, action.guess, hit))
    if hit:
        state._gain(seat, ev.TOKEN_BISHOP, events)
        if not state._target_reached():
            state.phase = REDRAW
            state.to_act = target
            state._bishop = seat


def _jester(state: GameState, seat: int, card: str, action: Action, events: list) -> None:
    target = action.target
    if target is None:
        return _no_one(seat, card, events)
    state.jesters.append((seat, target))


_EFFECTS: dict[str, Callable] = {
    c.SPY: _no_effect, c.GUARD: _guard, c.PRIEST: _priest, c.BARON: _compare(True),
    c.HANDMAID: _handmaid, c.PRINCE: _prince, c.CHANCELLOR: _chancellor, c.KING: _king,
    c.COUNTESS: _no_effect, c.PRINCESS: _princess, c.MINISTER: _no_effect,
    c.CARDINAL: _cardinal, c.BARONESS: _baroness, c.SYCOPHANT: _sycophant,
    c.COUNT: _no_effect, c.CONSTABLE: _no_effect, c.DOWAGER_QUEEN: _compare(False),
    c.BISHOP: _bishop, c.JESTER: _jester, c.ASSASSIN: _no_effect,
}


# ----- the choices each effect offers (keyword arguments of an Action) -----------------

def _targets_other(state: GameState, seat: int, others: tuple[int, ...]):
    return ({"target": t} for t in others)


def _targets_guess(guesses: Callable[[Edition], tuple]):
    def choices(state: GameState, seat: int, others: tuple[int, ...]):
        names = guesses(state.edition)
        return ({"target": t, "guess": g} for t in others for g in names)
    return choices


def _targets_any(state: GameState, seat: int, others: tuple[int, ...]):
    return ({"target": t} for t in sorted(others + (seat,)))


def _pairs_and_look(state: GameState, seat: int, others: tuple[int, ...]):
    if not others:
        return ()
    return ({"targets": pair, "look": look}
            for pair in combinations(sorted(others + (seat,)), 2) for look in pair)


def _one_or_two(state: GameState, seat: int, others: tuple[int, ...]):
    groups = [(t,) for t in others] + list(combinations(others, 2))
    return ({"targets": group} for group in groups)


_CHOICES: dict[str, Callable] = {
    c.GUARD: _targets_guess(Edition.guesses), c.BISHOP: _targets_guess(Edition.bishop_guesses),
    c.PRIEST: _targets_other, c.BARON: _targets_other, c.KING: _targets_other,
    c.DOWAGER_QUEEN: _targets_other, c.JESTER: _targets_other,
    c.PRINCE: _targets_any, c.SYCOPHANT: _targets_any,
    c.CARDINAL: _pairs_and_look, c.BARONESS: _one_or_two,
}


def _chooses(choice: dict, seat: int) -> bool:
    return choice.get("target") == seat or seat in choice.get("targets", ())


def _keep_actions(seat: int, hand: list[str]):
    seen = set()
    for i, keep in enumerate(hand):
        rest = hand[:i] + hand[i + 1:]
        for order in permutations(rest):
            if (keep, order) not in seen:
                seen.add((keep, order))
                yield Action(seat, keep=keep, bottom=order)


def _cards_with(edition: Edition, effect: str) -> frozenset[str]:
    """The card ids of ``edition`` that have ``effect``."""
    return frozenset(card for card in edition.cards if edition.effects[card] == effect)


def _random_keys(chance: Draws) -> Callable[[object], float]:
    """A sort key that shuffles uniformly (faster than ``shuffle`` for a deck)."""
    rand = chance.random
    return lambda card: rand()


def _normalized(action: Action) -> Action:
    """Order-free choices in one canonical order (Cardinal and Baroness targets)."""
    targets = action.targets
    if targets is not None and list(targets) != sorted(targets):
        return action._replace(targets=tuple(sorted(targets)))
    return action


def _showdown_keys(state: GameState, hands) -> dict[int, float]:
    """Comparable strengths: a Bishop counts 9 but loses to a Princess."""
    effects = state.edition.effects
    princesses = [s for s, card, strength in hands if effects[card] == c.PRINCESS]
    keys: dict[int, float] = {}
    for seat, card, strength in hands:
        keys[seat] = strength
    if princesses:
        floor = min(keys[s] for s in princesses)
        for seat, card, strength in hands:
            if effects[card] == c.BISHOP:
                keys[seat] = min(strength, floor - 0.5)
    return keys

