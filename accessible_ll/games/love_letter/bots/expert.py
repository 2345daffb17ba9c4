"""The ``expert`` level: beliefs about the hidden cards, then search.

For each decision it imagines many worlds consistent with everything it knows (the
possible hands of each opponent, weighted by what their plays say about the card they
kept; the set-aside card; the deck order), plays each promising action in every world,
finishes the round with quick sensible play (the same chance for every action), drops
the weaker half of the actions as evidence comes in, and keeps the action that won
most often. It sees only its view: the worlds are imagined from the view, never read
from the game.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from functools import lru_cache
from typing import Sequence

from accessible_ll.games.love_letter.bots.beliefs import Belief
from accessible_ll.games.love_letter.bots.habits import habits_for
from accessible_ll.games.love_letter.bots.heuristic import LOSE_ROUND, Scorer
from accessible_ll.games.love_letter.editions import find_edition
from accessible_ll.games.love_letter.engine import GameState
from accessible_ll.games.love_letter.engine import cards as c
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.engine.actions import Action
from accessible_ll.games.love_letter.view import PlayerView, this_round


#: How much the heuristic's judgement counts beside the imagined rounds' win rate.
PRIOR_WEIGHT = 0.005

#: Enough imagined worlds for any one decision.
MAX_WORLDS = 400

#: Thinking time per decision (ms) by table size. With more players each imagined
#: round is longer and more cards are hidden: at four, 130 ms wins about two points
#: more of the rounds than 60 ms; at two, more time adds nothing measurable.
TWO_PLAYER_BUDGET_MS = 60.0
TABLE_BUDGET_MS = 130.0


def budget_for(players: int) -> float:
    """The default thinking time per decision, in ms, at a table of ``players``."""
    return TWO_PLAYER_BUDGET_MS if players == 2 else TABLE_BUDGET_MS


class ExpertBot:
    """Determinized Monte Carlo over the legal actions, within a time budget.

    Args:
        budget_ms: Thinking time per decision (None: by table size, ``budget_for``).
        candidates: How many of the heuristic's best actions are searched.
        blind_memory: Remember only what the blind-player variant lets one review.
    """

    name = "expert"

    def __init__(self, budget_ms: float | None = None, candidates: int = 8,
                 blind_memory: bool = False, prior: float = PRIOR_WEIGHT,
                 halving: bool = True) -> None:
        self.halving = halving
        self.budget_ms = budget_ms
        self.prior = prior
        self.candidates = candidates
        self.blind_memory = blind_memory

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        """The action that won the most imagined rounds."""
        if len(legal) == 1:
            return legal[0]
        scorer = Scorer(view, blind=self.blind_memory or view.blind)
        ranked = sorted(legal, key=scorer.score, reverse=True)
        sane = [a for a in ranked if scorer.score(a) > LOSE_ROUND / 2] or ranked
        pool = sane[: self.candidates]
        if len(pool) == 1:
            return pool[0]
        imagination = Imagination(view, scorer.belief)
        tally = Tally({a: self.prior * scorer.score(a) for a in pool})
        budget_ms = budget_for(view.players) if self.budget_ms is None else self.budget_ms
        budget = budget_ms / 1000
        start = time.perf_counter()
        phases = max(1, (len(pool) - 1).bit_length()) if self.halving else 1
        for phase in range(1, phases + 1):
            tally.play(imagination, pool, view.seat, rng,
                       deadline=start + budget * phase / phases)
            pool = tally.best(pool, keep=max(2, (len(pool) + 1) // 2))
        return pool[0]


class Tally:
    """Imagined rounds won per action; every action is played in the same worlds."""

    def __init__(self, prior: dict[Action, float]) -> None:
        self.prior = prior
        self.totals: Counter = Counter()
        self.tried: Counter = Counter()

    def mean(self, action: Action) -> float:
        """The share of imagined rounds won, plus the heuristic's tie-break."""
        tried = self.tried[action]
        return self.totals[action] / tried + self.prior[action] if tried else -1.0

    def best(self, pool: list[Action], keep: int) -> list[Action]:
        """The ``keep`` actions of ``pool`` with the best means, best first."""
        return sorted(pool, key=self.mean, reverse=True)[:keep]

    def play(self, imagination: "Imagination", pool: list[Action], seat: int,
             rng: random.Random, deadline: float) -> None:
        """Play every action of ``pool`` in new worlds until ``deadline`` (two at least)."""
        worlds = 0
        while worlds < 2 or time.perf_counter() < deadline:
            world = imagination.world(rng)
            if world is None or self.tried[pool[0]] >= MAX_WORLDS:
                return
            chance = random.Random(rng.random())
            start = chance.getstate()  # the same chance for every action: fairer
            for action in pool:
                chance.setstate(start)
                self.totals[action] += rollout(world.copy(chance), action, seat, chance)
                self.tried[action] += 1
            worlds += 1


class Imagination:
    """Complete states consistent with one view: sampled hands, set-aside and deck.

    What the view implies (who has seen this seat's card, whether the set-aside card
    was drawn) is worked out once; each world then costs only the sampling.
    """

    def __init__(self, view: PlayerView, belief: Belief) -> None:
        self.view, self.belief = view, belief
        self.edition = find_edition(view.edition)
        self.habits = habits_for(view.edition)
        set_aside_drawn = any(isinstance(e, ev.Drew) and e.set_aside
                              for e in this_round(view.log))
        self.needs_set_aside = not set_aside_drawn and view.set_aside is None
        #: Where the cards this seat put under the deck lie, counted from the bottom.
        self.bottom = dict(zip(view.bottom_positions, view.bottom_known))
        self.seen_by = watchers(view)

    def world(self, rng: random.Random) -> GameState | None:
        """One complete state, or None if no consistent hands were found."""
        view = self.view
        hands = self.belief.sample_hands(rng, habits=self.habits)
        if hands is None:
            return None
        rest = Counter(self.belief.free)
        rest.subtract(hands.values())
        pool = list(rest.elements())
        rng.shuffle(pool)
        set_aside = pool.pop() if self.needs_set_aside and pool else None
        deck = self.deck(pool)
        table = [[] for _ in range(view.players)]
        table[view.seat] = list(view.hand)
        for seat, card in hands.items():
            table[seat] = [card]
        state = GameState.from_parts(
            self.edition, tokens=view.tokens, target=view.target,
            round_no=view.round_no, first=view.current, deck=deck, set_aside=set_aside,
            face_up=view.face_up, hands=table, discards=view.discards, alive=view.alive,
            protected=view.protected, current=view.current, phase=view.phase,
            to_act=view.to_act, mark=view.mark, jesters=view.jesters, chance=rng)
        state.known[view.seat].update(view.known)
        for seat, card in self.seen_by.items():
            state.known[seat][view.seat] = card
        return state


    def deck(self, pool: list[str]) -> list[str]:
        """The deck of one world, its top card first: the cards this seat put under it
        where they lie, counted from the bottom (another player's may lie beneath them),
        the rest from ``pool`` (shuffled) around them."""
        rest = iter(pool)
        from_bottom = [self.bottom[place] if place in self.bottom else next(rest, None)
                       for place in range(self.view.deck_count)]
        return [card for card in reversed(from_bottom) if card is not None]


def watchers(view: PlayerView) -> dict[int, str]:
    """Opponents who know a card this seat still holds, and that card.

    This seat's own events tell which card it held whenever someone looked at it;
    like the rules, that knowledge ends when the card is played, and a discard or a
    Chancellor's draw ends all of it.
    """
    me, hand, seen = view.seat, [], {}
    effects = find_edition(view.edition).effects
    for event in this_round(view.log):
        if isinstance(event, ev.DealtCard) and event.seat == me:
            hand = [event.card]
        elif isinstance(event, ev.DrewCard) and event.seat == me:
            hand.append(event.card)
        elif isinstance(event, ev.Played) and event.seat == me:
            if event.card in hand:
                hand.remove(event.card)
            seen = {s: card for s, card in seen.items() if card != event.card}
        elif isinstance(event, ev.Played) and event.target == me and \
                effects[event.card] == c.PRIEST and hand:
            seen[event.seat] = hand[0]
        elif isinstance(event, ev.Saw) and event.target == me:
            seen[event.seat] = event.card
        elif isinstance(event, ev.ComparedCards) and me in (event.seat, event.target):
            mine, other = ((event.seat_card, event.target) if event.seat == me
                           else (event.target_card, event.seat))
            seen[other] = mine
        elif isinstance(event, ev.TradedCards) and me in (event.first, event.second):
            hand = [event.first_card if event.first == me else event.second_card]
            seen = {event.second if event.first == me else event.first: hand[0]}
        elif isinstance(event, ev.ChancellorKept) and event.seat == me:
            hand, seen = [event.kept], {}
        elif isinstance(event, ev.Discarded) and event.seat == me:
            hand, seen = [], {}
    return {s: card for s, card in seen.items() if view.alive[s] and card in view.hand}


def rollout(state: GameState, action: Action, me: int, rng: random.Random) -> float:
    """Play ``action``, finish the round with quick sensible play; score it for ``me``."""
    before = state.tokens[me]
    state.apply(action)
    effects = state.edition.effects
    values = state.edition.values
    steps = 0
    while state.to_act is not None and steps < 200:
        state.apply(_quick_choice(state, effects, values, rng))
        steps += 1
    winners = state.round_winners
    score = 1.0 / len(winners) if me in winners else 0.0
    outcome = state.outcome()
    if outcome is not None and me in outcome.winners:
        score += 1.0
    extra = state.tokens[me] - before - (1 if me in winners else 0)
    return score + 0.3 * max(0, extra)


def _quick_choice(state: GameState, effects, values, rng: random.Random) -> Action:
    """Fast, sensible play for imagined turns: keep the higher card, never the Princess,
    Barons only with a strong card, Guards name the likeliest card, Chancellors keep
    the best card."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if legal[0].keep is not None:
        return max(legal, key=lambda a: values[a.keep])
    if legal[0].play is None:
        return rng.choice(legal)
    seat = state.to_act
    hand = state.hands[seat]
    playable = {a.play for a in legal}
    card = _quick_card(hand, playable, effects, values)
    options = [a for a in legal if a.play == card]
    known = state.known[seat]
    if effects[card] in (c.GUARD, c.BISHOP) and options[0].guess is not None:
        sure = [a for a in options if a.target in known and
                a.guess == (values[known[a.target]] if isinstance(a.guess, int)
                            else known[a.target])]
        likely = _likely_guess(state, seat, options, values)
        options = sure or [a for a in options if a.guess == likely] or options
    elif effects[card] == c.PRINCE:
        options = [a for a in options if a.target != seat] or options
    return rng.choice(options)


def _quick_card(hand, playable, effects, values) -> str:
    ordered = sorted(playable, key=values.__getitem__)
    low = ordered[0]
    if len(ordered) == 1:
        return low
    high = ordered[-1]
    if effects[low] == c.PRINCESS:
        return high
    if effects[low] in (c.BARON,) and values[high] < 5:
        return high
    if effects[high] == c.PRINCESS:
        return low
    return low


def _likely_guess(state: GameState, seat: int, options, values):
    """The guess most copies of which are still unseen by ``seat``."""
    by_value = isinstance(options[0].guess, int)
    left = Counter(_deck_counts(state.edition.id, state.players))
    left.subtract(state.face_up)
    left.subtract(state.hands[seat])
    for pile in state.discards:
        left.subtract(pile)
    if by_value:
        by = Counter()
        for card, count in left.items():
            by[values[card]] += count
        left = by
    guesses = {a.guess for a in options}
    return max(guesses, key=lambda g: left[g])


@lru_cache(maxsize=None)
def _deck_counts(edition: str, players: int) -> Counter:
    return Counter(find_edition(edition).deck_for(players))
