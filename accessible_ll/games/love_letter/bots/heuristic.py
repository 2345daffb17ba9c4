"""The ``heuristic`` and ``beginner`` levels: score each legal action, play the best.

``heuristic`` counts cards: what is left unseen, what it was shown, which guesses
missed. ``beginner`` plays by the same instincts but does not track the discards (it
thinks every card of the deck is still possible) and now and then just plays.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from accessible_ll.games.love_letter.bots.beliefs import Belief
from accessible_ll.games.love_letter.editions import find_edition
from accessible_ll.games.love_letter.engine import cards as c
from accessible_ll.games.love_letter.engine import events as ev
from accessible_ll.games.love_letter.engine.actions import Action
from accessible_ll.games.love_letter.view import PlayerView

LOSE_ROUND = -1000.0


@dataclass(frozen=True)
class Weights:
    """How much each consideration counts when scoring an action."""

    play_value: float = 0.15     # playing a high card gives it away
    keep_value: float = 0.1      # the card kept wins comparisons and the showdown
    guard_hit: float = 10.0
    guard_assassin: float = 12.0
    priest: float = 1.0
    follow_guard: float = 3.5    # a Priest with a Guard in hand: a sure guess next turn
    follow_baron: float = 1.5
    follow_prince: float = 1.0
    follow_bishop: float = 2.0
    compare_win: float = 10.0
    compare_lose: float = 16.0
    handmaid: float = 3.0
    handmaid_exposed: float = 3.0
    handmaid_keep: float = 0.2
    prince_princess: float = 20.0
    prince_value: float = 0.3
    prince_cost: float = 1.0
    prince_self: float = 1.0
    prince_self_value: float = 0.6
    king: float = 0.5
    king_cost: float = 1.0
    chancellor: float = 1.0
    spy_first: float = 1.5
    spy_second: float = 0.5


DEFAULT_WEIGHTS = Weights()


class HeuristicBot:
    """Card counting and sensible instincts; never plays the Princess by choice."""

    name = "heuristic"
    counts_cards = True
    slip = 0.0

    def __init__(self, blind_memory: bool = False, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.blind_memory = blind_memory
        self.weights = weights

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        """The legal action with the best score (ties broken at random)."""
        if len(legal) == 1:
            return legal[0]
        scorer = Scorer(view, self.counts_cards, blind=self.blind_memory or view.blind,
                        weights=self.weights)
        if self.slip and rng.random() < self.slip:
            sane = [a for a in legal if scorer.score(a) > LOSE_ROUND / 2]
            return rng.choice(sane or list(legal))
        best, choices = None, []
        for action in legal:
            value = scorer.score(action) + rng.random() * 1e-6
            if best is None or value > best:
                best, choices = value, [action]
        return choices[0]


class BeginnerBot(HeuristicBot):
    """Plays sensibly, forgets what was discarded, and slips one move in four."""

    name = "beginner"
    counts_cards = False
    slip = 0.25


class Scorer:
    """Scores actions for ``view``'s seat."""

    def __init__(self, view: PlayerView, counts_cards: bool = True,
                 blind: bool = False, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.view = view
        self.w = weights
        self.edition = find_edition(view.edition)
        self.values = self.edition.values
        self.effects = self.edition.effects
        self.belief = Belief(view, remember=counts_cards, blind=blind)
        if not counts_cards:
            everything = Counter(self.edition.deck_for(view.players)) - Counter(view.hand)
            self.belief.free = everything
            anything = {k for k in everything if everything[k] > 0}
            self.belief.allowed = {s: {view.known[s]} if s in view.known else anything
                                   for s in self.belief.opponents}
        self._probs: dict[int, dict[str, float]] = {}

    def probs(self, seat: int) -> dict[str, float]:
        if seat not in self._probs:
            self._probs[seat] = self.belief.probabilities(seat)
        return self._probs[seat]

    def p_holds(self, seat: int, test) -> float:
        return sum(p for card, p in self.probs(seat).items() if test(card))

    def expected_value(self, seat: int) -> float:
        return sum(self.values[card] * p for card, p in self.probs(seat).items())

    def score(self, action: Action) -> float:
        if action.keep is not None:
            return self._keep_score(action)
        if action.redraw is not None:
            mine = self.view.hand[0]
            low = self.values[mine] < 5 and self.effects[mine] != c.PRINCESS
            return 1.0 if action.redraw == low else 0.0
        hand = list(self.view.hand)
        hand.remove(action.play)
        other = hand[0]
        effect = self.effects[action.play]
        base = -self.w.play_value * self.values[action.play] + self.w.keep_value * self.values[other]
        return base + _EFFECT_SCORES.get(effect, _no_score)(self, action, other)

    def _keep_score(self, action: Action) -> float:
        keep = action.keep
        value = self.values[keep]
        return value if self.effects[keep] != c.PRINCESS else value - 0.5

    def exposed(self) -> bool:
        """Whether another player may know this seat's card."""
        me = self.view.seat
        for event in reversed(self.view.log[-30:]):
            if isinstance(event, ev.Played) and event.seat == me:
                return False
            if isinstance(event, (ev.Compared, ev.Traded)) and me in (
                    getattr(event, "target", None), getattr(event, "first", None),
                    getattr(event, "second", None)):
                return True
            if isinstance(event, ev.Played) and event.target == me and \
                    self.effects[event.card] in (c.PRIEST, c.BARONESS):
                return True
        return False


def _no_score(s: Scorer, a: Action, other: str) -> float:
    return 0.0


def _guess_hit(s: Scorer, a: Action) -> float:
    if a.target is None:
        return 0.0
    if isinstance(a.guess, int):
        return s.p_holds(a.target, lambda card: s.values[card] == a.guess)
    return s.p_holds(a.target, lambda card: card == a.guess)


def _guard(s: Scorer, a: Action, other: str) -> float:
    if a.target is None:
        return 0.0
    danger = s.p_holds(a.target, lambda card: s.effects[card] == c.ASSASSIN)
    return (s.w.guard_hit * _guess_hit(s, a) - s.w.guard_assassin * danger
            + 0.01 * s.view.tokens[a.target])


def _bishop(s: Scorer, a: Action, other: str) -> float:
    return 6.0 * _guess_hit(s, a) - 2.0  # it is a 9: keeping it is worth a lot too


def _priest(s: Scorer, a: Action, other: str) -> float:
    if a.target is None or a.target in s.view.known:
        return 0.0 if a.target is None else 0.2
    follow_up = _FOLLOW_UPS.get(s.effects[other])  # a sure Guard or Baron next turn
    return s.w.priest + (getattr(s.w, follow_up) if follow_up else 0.0)


def _compare(higher_wins: bool):
    def score(s: Scorer, a: Action, other: str) -> float:
        if a.target is None:
            return 0.0
        mine = s.values[other]
        win = s.p_holds(a.target, lambda card: (s.values[card] < mine) == higher_wins
                        and s.values[card] != mine)
        lose = s.p_holds(a.target, lambda card: (s.values[card] > mine) == higher_wins
                         and s.values[card] != mine)
        return s.w.compare_win * win - s.w.compare_lose * lose
    return score


def _handmaid(s: Scorer, a: Action, other: str) -> float:
    return (s.w.handmaid + (s.w.handmaid_exposed if s.exposed() else 0.0)
            + s.w.handmaid_keep * s.values[other])


def _prince(s: Scorer, a: Action, other: str) -> float:
    if a.target == s.view.seat:
        if s.effects[other] == c.PRINCESS:
            return LOSE_ROUND
        return s.w.prince_self - s.w.prince_self_value * s.values[other]
    princess = s.p_holds(a.target, lambda card: s.effects[card] == c.PRINCESS)
    return (s.w.prince_princess * princess + s.w.prince_value * s.expected_value(a.target)
            - s.w.prince_cost)


def _king(s: Scorer, a: Action, other: str) -> float:
    if a.target is None:
        return 0.0
    return s.w.king * (s.expected_value(a.target) - s.values[other]) - s.w.king_cost


def _princess(s: Scorer, a: Action, other: str) -> float:
    return LOSE_ROUND


def _chancellor(s: Scorer, a: Action, other: str) -> float:
    return s.w.chancellor if s.view.deck_count else 0.0


def _spy(s: Scorer, a: Action, other: str) -> float:
    others = any(s.effects[card] == c.SPY for seat, pile in enumerate(s.view.discards)
                 if seat != s.view.seat for card in pile)
    return s.w.spy_second if others else s.w.spy_first


def _minister(s: Scorer, a: Action, other: str) -> float:
    return 2.0 + 0.3 * s.values[other]


def _assassin(s: Scorer, a: Action, other: str) -> float:
    return -1.0


def _jester(s: Scorer, a: Action, other: str) -> float:
    if a.target is None:
        return 0.0
    return 0.5 + 0.1 * s.expected_value(a.target)


def _cardinal(s: Scorer, a: Action, other: str) -> float:
    if a.targets is None:
        return 0.0
    me = s.view.seat
    if me in a.targets:
        them = a.targets[0] if a.targets[1] == me else a.targets[1]
        return 0.5 * (s.expected_value(them) - s.values[other]) + (0.5 if a.look == them else 0)
    return 0.5


def _baroness(s: Scorer, a: Action, other: str) -> float:
    return 0.5 * len(a.targets) if a.targets else 0.0


def _sycophant(s: Scorer, a: Action, other: str) -> float:
    return -0.5 if a.target == s.view.seat else 0.3


_FOLLOW_UPS = {c.GUARD: "follow_guard", c.BARON: "follow_baron", c.PRINCE: "follow_prince",
               c.BISHOP: "follow_bishop"}

_EFFECT_SCORES = {
    c.GUARD: _guard, c.BISHOP: _bishop, c.PRIEST: _priest, c.BARON: _compare(True),
    c.DOWAGER_QUEEN: _compare(False), c.HANDMAID: _handmaid, c.PRINCE: _prince,
    c.KING: _king, c.PRINCESS: _princess, c.CHANCELLOR: _chancellor, c.SPY: _spy,
    c.MINISTER: _minister, c.ASSASSIN: _assassin, c.JESTER: _jester,
    c.CARDINAL: _cardinal, c.BARONESS: _baroness, c.SYCOPHANT: _sycophant,
}
